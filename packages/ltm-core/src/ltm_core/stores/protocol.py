"""The ``VectorProvider`` protocol: what every storage backend does, and nothing about scoring.

Also what the factory registry needs of a backend class (:class:`ProviderFromSettings`) and
the shared-ownership bookkeeping that every backend mixes in (:class:`RefCounted`).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.settings import LTMSettings
from ltm_core.stores.types import EvictionPolicy, Hit, ItemFilter, Matrix, StoreInfo

__all__ = ["ProviderFromSettings", "RefCounted", "RefCountedProvider", "VectorProvider"]


@runtime_checkable
class VectorProvider(Protocol):
    """Storage for memory items and their vectors, confined per scope.

    Similarity is cosine on every backend. All methods are synchronous and thread-safe;
    ``LongTermMemory`` provides the async twins.
    """

    name: str

    def ensure_embedding(self, model: str, dimension: int) -> None:
        """Record the embedding model and dimension, or raise ``DimensionMismatch``."""
        ...

    def upsert(
        self,
        scope: MemoryScope,
        items: Sequence[MemoryItem],
        vectors: Matrix,
        *,
        eviction: EvictionPolicy | None = None,
    ) -> list[str]:
        """Insert or replace items (by id) with their vectors; returns the evicted ids."""
        ...

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> list[MemoryItem]:
        """The items with these ids, in the given order; missing ids are skipped."""
        ...

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Existing items whose normalised text hash is one of ``hashes``."""
        ...

    def search(
        self,
        scope: MemoryScope,
        queries: Matrix,
        k: int,
        *,
        where: ItemFilter | None = None,
    ) -> list[list[Hit]]:
        """For each query row, up to ``k`` items by descending cosine similarity."""
        ...

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Set ``last_accessed_at`` and increment ``access_count``, without re-embedding."""
        ...

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields (and vector, when given); ``False`` if it is not there."""
        ...

    def delete(self, scope: MemoryScope, ids: Sequence[str]) -> int:
        """Delete items by id; returns how many were deleted."""
        ...

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope; returns how many were deleted."""
        ...

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """How many items the scope holds."""
        ...

    def list(
        self,
        scope: MemoryScope,
        where: ItemFilter | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
    ) -> list[MemoryItem]:
        """Items newest first (by ``created_at``)."""
        ...

    def info(self) -> StoreInfo:
        """Location, model and size of the store."""
        ...

    def retain(self) -> None:
        """Register one more user of this provider (see ``release``)."""
        ...

    def release(self) -> None:
        """Drop one user; the last one out closes connections."""
        ...

    def close(self) -> None:
        """Close connections now, whoever still holds the provider."""
        ...


class ProviderFromSettings(Protocol):
    """A backend class the factory registry can build (see ``ltm_core.factory.PROVIDERS``)."""

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> RefCountedProvider:
        """A store opened where ``settings`` say (``LTM_DB_PATH``, ``LTM_CHROMA_*``...)."""
        ...

    @classmethod
    def location_key(cls, settings: LTMSettings) -> tuple[Any, ...]:
        """What tells two stores apart: one process shares one store per key."""
        ...


class RefCountedProvider(VectorProvider, Protocol):
    """A ``VectorProvider`` with shared ownership (``retain``/``release``)."""

    def retain(self) -> None:
        """Register one more user."""
        ...

    def release(self) -> None:
        """Drop one user; close when none is left."""
        ...


class RefCounted:
    """Shared-ownership bookkeeping: ``close`` runs when the last holder releases."""

    def __init__(self) -> None:
        self._holders = 0
        self._holders_lock = threading.Lock()

    def retain(self) -> None:
        """Register one more user."""
        with self._holders_lock:
            self._holders += 1

    def release(self) -> None:
        """Drop one user; close when none is left."""
        with self._holders_lock:
            self._holders = max(0, self._holders - 1)
            last = self._holders == 0
        if last:
            self.close()

    def close(self) -> None:  # pragma: no cover - overridden
        """Close connections."""
        raise NotImplementedError
