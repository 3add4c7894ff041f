"""The errors a ``LongTermMemory`` raises of its own (the guard's ``ContentRejected`` aside).

Their messages quote a caller's value only when it cannot be a credential
(:mod:`ltm_core.quoting`): a token pasted as an id or a kind is never repeated.
"""

from __future__ import annotations

from ltm_core.models import KINDS
from ltm_core.quoting import KIND_SHAPE, shown, shown_id


class MemoryNotFound(KeyError):
    """No memory with that id in this scope."""

    def __str__(self) -> str:
        return (
            f"no memory with id {shown_id(self.args[0])} in this scope; list ids with memory.list()"
        )

    def __repr__(self) -> str:  # the default would show the raw id
        return f"MemoryNotFound({str(self)!r})"


class MemoryClosed(RuntimeError):
    """The memory was closed; create a new one."""


class UnknownKind(ValueError):
    """A kind that is not one of :data:`ltm_core.models.KINDS`; only a plain word is quoted."""

    def __init__(self, kind: object) -> None:
        super().__init__(
            f"unknown memory kind {shown(kind, KIND_SHAPE)}; use one of {', '.join(KINDS)}"
        )


def check_kind(kind: object) -> str:
    """``kind`` when it is a known kind.

    Raises:
        UnknownKind: Any other value (the message lists the kinds and never quotes a secret).
    """
    if not isinstance(kind, str) or kind not in KINDS:
        raise UnknownKind(kind)
    return kind


#: The largest count a read takes: SQLite's integers are 64-bit, and no prompt holds more.
MOST_AT_ONCE = 1_000_000
#: The largest offset: past the end is an empty page, past 64 bits an error.
FARTHEST_OFFSET = 2**62


def check_count(
    name: str, value: object, *, all_value: int | None = None, most: int = MOST_AT_ONCE
) -> int:
    """``value`` when it is a whole number from 0 to ``most`` (or ``all_value``).

    Raises:
        TypeError: Not an ``int`` (a bool or a float is refused, not rounded).
        ValueError: Out of range; the message gives the range.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number, got {type(value).__name__}")
    if value == all_value:
        return value
    if not 0 <= value <= most:
        extra = f", or {all_value} for all" if all_value is not None else ""
        raise ValueError(f"{name} must be from 0 to {most:,}{extra}; got {value}")
    return value
