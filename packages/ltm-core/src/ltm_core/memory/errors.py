"""The errors a ``LongTermMemory`` raises of its own (the guard's ``ContentRejected`` aside)."""

from __future__ import annotations


class MemoryNotFound(KeyError):
    """No memory with that id in this scope."""

    def __str__(self) -> str:
        return f"no memory with id {self.args[0]!r} in this scope; list ids with memory.list()"


class MemoryClosed(RuntimeError):
    """The memory was closed; create a new one."""
