"""``StoreGeneration``: what a long-lived process may cache about a store, per generation."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["GENERATION_KEY", "StoreGeneration", "new_generation"]

#: The metadata key under which a store keeps its generation (see :class:`StoreGeneration`).
GENERATION_KEY = "store_generation"


def new_generation() -> str:
    """A fresh, unguessable generation id: whatever replaces a store's contents writes one."""
    import uuid

    return uuid.uuid4().hex


class StoreGeneration:
    """What a long-lived process may cache about a store, valid for one generation only.

    A restore replaces a store's contents and renumbers its scopes, so a process that kept
    the store open (an MCP server, a chat app) would map alice's scope to the id bob now has.
    The store therefore keeps a generation id that every wholesale replacement changes; each
    transaction reads it first and calls :meth:`observe`, which drops every cache registered
    here (the scope ids it holds itself, plus the backend's own via ``on_change``) before any
    of them is used.

    Args:
        on_change: Called after the caches were dropped, to drop the backend's own (vector
            matrices, model facts, statistics).
    """

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.value: str | None = None
        self.scope_ids: dict[str, int] = {}
        self._on_change = on_change

    def observe(self, current: str | None) -> bool:
        """Take note of the generation the store has now; ``True`` when it changed."""
        if current == self.value:
            return False
        self.value = current
        self.forget()
        return True

    def forget(self) -> None:
        """Drop every cache (also after a rollback, or on close)."""
        self.scope_ids.clear()
        if self._on_change is not None:
            self._on_change()
