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
