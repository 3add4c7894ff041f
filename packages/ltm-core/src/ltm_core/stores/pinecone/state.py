"""What every part of ``PineconeProvider`` shares: the connection, the lock, model facts."""

from __future__ import annotations

from typing import Any

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import from_metadata, scope_tag
from ltm_core.stores._remote import RemoteStore
from ltm_core.stores.base import StoreError
from ltm_core.stores.pinecone.connection import PineconeConnection


class PineconeState(RemoteStore):
    """The state the reads, the writes and the lifecycle of ``PineconeProvider`` work on.

    Args:
        conn: The (lazily opened) client and index handle.
    """

    def __init__(self, conn: PineconeConnection) -> None:
        super().__init__(conn.location)
        self._conn = conn
        self._scope_tags: dict[str, str] = {}  # scope key -> scope_tag (a JSON dump per record)

    def _own(self, scope: MemoryScope, meta: dict[str, Any]) -> dict[str, Any]:
        """``meta``, after checking the record belongs to ``scope``."""
        tag = self._scope_tags.get(scope.key)
        if tag is None:
            tag = self._scope_tags[scope.key] = scope_tag(scope)
        if meta.get("scope") != tag:
            raise StoreError(
                f"Pinecone namespace {self._conn.namespace(scope)} holds a record of scope "
                f"{meta.get('scope')!r}; refusing to mix scopes"
            )
        return meta

    def _item(
        self, scope: MemoryScope, meta: dict[str, Any], document: str | None = None
    ) -> MemoryItem:
        """The item of a record, after checking the record belongs to ``scope``."""
        return from_metadata(self._own(scope, meta), document)
