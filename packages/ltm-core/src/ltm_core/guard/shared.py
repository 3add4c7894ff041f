"""One compiled guard per configuration, shared by every memory in the process.

Compiling the guard (a few hundred RE2 expressions and the keyword automaton) costs tens of
milliseconds, and an app that serves many users builds a memory per user: without sharing,
every new user's first turn paid that again. A :class:`ContentGuard` holds no per-call state
(each check works on its own locals), so one instance serves every thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from ltm_core.guard.content_guard import ContentGuard


def shared_guard(
    disable: str | Iterable[str] = (), extra_patterns: Mapping[str, str] | None = None
) -> ContentGuard:
    """The process's guard for this configuration (built once, then reused).

    Args:
        disable: Rule names to turn off, as for :class:`ContentGuard`.
        extra_patterns: Extra ``name -> regex`` rules, as for :class:`ContentGuard`.

    Returns:
        A guard equal to ``ContentGuard(disable=..., extra_patterns=...)``.
    """
    names = (disable,) if isinstance(disable, str) else tuple(disable)
    extra = tuple(sorted((extra_patterns or {}).items()))
    return _build(names, extra)


@lru_cache(maxsize=32)
def _build(disable: tuple[str, ...], extra: tuple[tuple[str, str], ...]) -> ContentGuard:
    return ContentGuard(disable=disable, extra_patterns=dict(extra))
