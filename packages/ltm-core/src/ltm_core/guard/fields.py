"""Pure functions the facade applies to every stored string: text, tags, metadata, source.

Each string is checked on its own (never as a JSON dump, whose escaping hides quoted
values), private spans are replaced in each, an empty tag is dropped, and a metadata key
that names a credential (``password``, ``pw``, ``pin``, ``cvv``, ``token``, ``secret``,
``api_key``...) with a non-empty, non-placeholder value is refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from ltm_core.guard.content_guard import ContentGuard
from ltm_core.guard.errors import ContentRejected
from ltm_core.guard.keyvalue import credential_family
from ltm_core.guard.spans import PRIVATE_PLACEHOLDER
from ltm_core.guard.values import is_placeholder, trim_value

__all__ = [
    "check_metadata_item",
    "check_text",
    "clean_metadata",
    "clean_tags",
    "default_guard",
    "redact",
    "strip_private",
]

_MAX_DEPTH = 32


@cache
def default_guard() -> ContentGuard:
    """A guard with every built-in rule on (shared, built once)."""
    return ContentGuard()


def check_text(text: str, guard: ContentGuard | None = None) -> str:
    """Replace private spans in ``text`` and refuse it when a secret is left.

    Unlike :meth:`ContentGuard.clean` an empty result is allowed (fields may be empty).

    Raises:
        ContentRejected: naming the rule that found a secret.
    """
    guard = guard or default_guard()
    cleaned = guard.strip_private(text)
    pattern = guard.check(cleaned)
    if pattern is not None:
        raise ContentRejected(pattern)
    return cleaned


def check_metadata_item(key: str, value: Any, guard: ContentGuard | None = None) -> tuple[str, Any]:
    """Check one metadata pair; return it cleaned.

    A key that names a credential with a non-empty, non-placeholder scalar value is refused
    (rule ``credential_metadata``); the key itself and every string inside the value, at
    any depth, are checked like text.

    Raises:
        ContentRejected: naming the rule.
    """
    guard = guard or default_guard()
    clean_key = check_text(str(key), guard)
    if credential_family(clean_key) is not None and _carries_value(value):
        raise ContentRejected("credential_metadata")
    return clean_key, _clean_value(value, guard, 0)


def clean_metadata(
    metadata: Mapping[str, Any], guard: ContentGuard | None = None
) -> dict[str, Any]:
    """Every pair of ``metadata`` through :func:`check_metadata_item`."""
    out: dict[str, Any] = {}
    for key, value in metadata.items():
        clean_key, clean_value = check_metadata_item(key, value, guard)
        out[clean_key] = clean_value
    return out


def clean_tags(tags: Iterable[str], guard: ContentGuard | None = None) -> list[str]:
    """Each tag checked on its own; a tag left empty (or only ``[private]``) is dropped."""
    out: list[str] = []
    for tag in tags:
        cleaned = check_text(str(tag), guard).strip()
        if cleaned and cleaned.replace(PRIVATE_PLACEHOLDER, "").strip():
            out.append(cleaned)
    return out


def strip_private(text: str) -> str:
    """``text`` with each ``<private>`` span replaced by ``[private]``."""
    return default_guard().strip_private(text)


def redact(text: str, guard: ContentGuard | None = None) -> str:
    """``text`` with private spans removed and each secret replaced by ``[redacted:<rule>]``.

    This is what a recall query becomes before it is embedded, matched or sent anywhere.
    """
    return (guard or default_guard()).clean_query(text)


def _carries_value(value: Any) -> bool:
    if value is None or isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if isinstance(value, str):
        trimmed = trim_value(value)
        return bool(trimmed) and not is_placeholder(trimmed)
    if isinstance(value, Mapping):
        return any(_carries_value(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_carries_value(v) for v in value)
    return True


def _clean_value(value: Any, guard: ContentGuard, depth: int) -> Any:
    if depth > _MAX_DEPTH:
        raise ValueError(f"metadata is nested deeper than {_MAX_DEPTH} levels; flatten it")
    if isinstance(value, str):
        return check_text(value, guard)
    if isinstance(value, Mapping):
        return dict(check_metadata_item(k, v, guard) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return [_clean_value(v, guard, depth + 1) for v in value]
    return value
