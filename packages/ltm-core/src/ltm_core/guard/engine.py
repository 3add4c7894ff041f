"""The regex engine and the keyword prefilter.

Built-in expressions run on google-re2 (linear time guaranteed by the engine) when it is
importable, else on Python ``re``; every built-in expression is written so that ``re`` is
linear too (no look-arounds or back-references, every repetition bounded), which
``benchmarks/guard.py`` measures on 100 KB adversarial inputs. ``LTM_GUARD_ENGINE=re``
forces the fallback.

The prefilter is an Aho-Corasick automaton over lowercase keywords (as gitleaks does): one
pass over the text says which formats and detectors can possibly match, and only those run.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from typing import Any, Protocol

import ahocorasick

__all__ = ["ENGINE", "Matcher", "Prefilter", "compile_builtin", "group_span"]


class Matcher(Protocol):
    """What the detectors need of a compiled expression (``re`` and ``re2`` both fit)."""

    @property
    def pattern(self) -> str:  # pragma: no cover
        """The expression's source."""
        ...

    @property
    def groupindex(self) -> Any:  # pragma: no cover
        """Named groups -> group numbers."""
        ...

    def finditer(self, string: str, /) -> Iterator[Any]:  # pragma: no cover
        """Every non-overlapping match."""
        ...

    def fullmatch(self, string: str, /) -> Any:  # pragma: no cover
        """A match of the whole string, or ``None``."""
        ...

    def match(self, string: str, /) -> Any:  # pragma: no cover
        """A match at the start of the string, or ``None``."""
        ...

    def search(self, string: str, /) -> Any:  # pragma: no cover
        """The first match, or ``None``."""
        ...


def _pick_engine() -> str:
    wanted = os.environ.get("LTM_GUARD_ENGINE", "auto").strip().lower()
    if wanted == "re":
        return "re"
    try:
        import re2  # noqa: F401
    except ImportError:  # pragma: no cover - the dependency is declared
        return "re"
    return "re2"


ENGINE: str = _pick_engine()
"""``"re2"`` or ``"re"``: the engine the built-in expressions run on."""


def compile_builtin(pattern: str, *, ignore_case: bool = False, small: bool = False) -> Matcher:
    """Compile a built-in expression on the chosen engine.

    Args:
        pattern: A bounded expression (no look-arounds, every repetition bounded).
        ignore_case: Match case-insensitively.
        small: The expression only ever runs on short windows (a key and its value), where
            the re2 wrapper's per-match overhead costs more than it saves; it runs on ``re``
            (still linear: the expression is bounded and anchored).
    """
    if ignore_case:
        pattern = f"(?i:{pattern})"
    if ENGINE == "re2" and not small:
        import re2

        options = re2.Options()
        options.log_errors = False
        options.max_mem = 64 << 20
        compiled: Matcher = re2.compile(pattern, options)
        return compiled
    return re.compile(pattern)


class Prefilter:
    """One Aho-Corasick pass that tells which labels have a keyword in the text."""

    def __init__(self, keywords: Iterable[tuple[str, str]]) -> None:
        """Build the automaton.

        Args:
            keywords: ``(keyword, label)`` pairs; keywords are matched on lowercase text.
        """
        self._automaton: Any = ahocorasick.Automaton()
        labels: dict[str, set[str]] = {}
        for keyword, label in keywords:
            labels.setdefault(keyword.lower(), set()).add(label)
        for keyword, found in labels.items():
            self._automaton.add_word(keyword, (keyword, frozenset(found)))
        self._empty = not labels
        if not self._empty:
            self._automaton.make_automaton()

    def labels(self, lowered: str) -> set[str]:
        """Labels with at least one keyword in ``lowered``."""
        out: set[str] = set()
        if self._empty:
            return out
        for _end, (_keyword, found) in self._automaton.iter(lowered):
            out |= found
        return out

    def hits(self, lowered: str) -> Iterator[tuple[int, int, str, frozenset[str]]]:
        """Every keyword occurrence as ``(start, end, keyword, labels)``."""
        if self._empty:
            return
        for end, (keyword, found) in self._automaton.iter(lowered):
            yield end - len(keyword) + 1, end + 1, keyword, found


def group_span(match: Any, name: str) -> tuple[int, int]:
    """``(start, end)`` of the named group ``name`` (re2 matches only take group numbers)."""
    index = match.re.groupindex.get(name)
    if index is None:
        span: tuple[int, int] = match.span()
        return span
    span = match.span(index)
    return span
