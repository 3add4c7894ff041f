"""The ``VectorProvider`` protocol: what every storage backend does, and nothing about scoring."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar, runtime_checkable

import numpy as np
import numpy.typing as npt

from ltm_core.models import MemoryItem, MemoryScope, RetentionFacts
from ltm_core.settings import LTMSettings

Matrix = npt.NDArray[np.float32]
T = TypeVar("T")


class StoreError(RuntimeError):
    """A storage backend failed; the message says what to do next."""


class DimensionMismatch(StoreError, ValueError):
    """The store holds vectors of another length than the embedder produces."""


class StoreUnavailable(StoreError, ConnectionError):
    """A storage server could not be reached."""


def checked_vectors(vectors: Matrix, count: int, dimension: int | None, location: str) -> Matrix:
    """``vectors`` as float32 rows of the store's dimension, one per item, or a clear error.

    Raises:
        StoreError: The store has no dimension yet (``ensure_embedding`` was not called).
        ValueError: Not one vector per item.
        DimensionMismatch: The vectors have another length than the store holds.
    """
    if dimension is None:
        raise StoreError("call ensure_embedding(model, dimension) before storing vectors")
    if len(vectors) != count:
        raise ValueError(f"{count} items but {len(vectors)} vectors")
    arr = np.asarray(vectors, dtype=np.float32)
    if count and (arr.ndim != 2 or arr.shape[1] != dimension):
        raise DimensionMismatch(
            f"vectors have {arr.shape[-1]} dimensions; the store {location} holds {dimension}"
        )
    return arr


def checked_queries(
    queries: Matrix, dimension: int | None, location: str, model: str | None
) -> Matrix:
    """Query vectors as float32 rows; a clear error when their length is not the store's."""
    rows = np.atleast_2d(np.asarray(queries, dtype=np.float32))
    if dimension is not None and len(rows) and rows.shape[1] != dimension:
        raise DimensionMismatch(
            f"query vectors have {rows.shape[1]} dimensions; the store {location} holds "
            f"{dimension}-d vectors from {model!r}"
        )
    return rows


def page(rows: Sequence[T], limit: int, offset: int) -> Sequence[T]:
    """``limit`` rows from ``offset`` on (``limit < 0``: all the rest)."""
    start = max(0, offset)
    return rows[start:] if limit < 0 else rows[start : start + limit]


@dataclass(frozen=True, slots=True)
class ItemFilter:
    """Which items an operation sees. Every field narrows; ``None`` means no constraint.

    Without a filter (``where=None``) an operation sees every active item: superseded items
    are history, visible only with ``include_superseded``. ``search`` never returns them.

    Attributes:
        kinds: Keep items of any of these kinds.
        tags: Keep items carrying any of these tags.
        since: Keep items created at or after this instant.
        until: Keep items created at or before this instant.
        include_superseded: Also keep items a newer memory replaced (history).
    """

    kinds: frozenset[str] | None = None
    tags: frozenset[str] | None = None
    since: datetime | None = None
    until: datetime | None = None
    include_superseded: bool = False

    @classmethod
    def of(
        cls,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        include_superseded: bool = False,
    ) -> ItemFilter | None:
        """Build a filter, or ``None`` for the default view (every active item)."""
        nothing = kinds is None and tags is None and since is None and until is None
        if nothing and not include_superseded:
            return None
        return cls(
            kinds=None if kinds is None else frozenset(kinds),
            tags=None if tags is None else frozenset(tags),
            since=since,
            until=until,
            include_superseded=include_superseded,
        )

    def matches(self, item: MemoryItem) -> bool:
        """Whether ``item`` passes (for backends that filter in Python)."""
        if item.superseded_by is not None and not self.include_superseded:
            return False
        if self.kinds is not None and item.kind not in self.kinds:
            return False
        if self.tags is not None and self.tags.isdisjoint(item.tags):
            return False
        if self.since is not None and item.created_at < self.since:
            return False
        return not (self.until is not None and item.created_at > self.until)


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: the item and its cosine similarity to the query."""

    item: MemoryItem
    similarity: float


@dataclass(frozen=True, slots=True)
class LexicalResult:
    """Full-text candidates of one scope and that scope's own term statistics.

    Attributes:
        hits: The best full-text matches, each with its cosine to the query vector.
        document_frequency: For each query stem, how many of the scope's active memories
            contain it.
        documents: How many active memories the scope holds.
        average_length: Mean number of meaningful terms per active memory.
    """

    hits: list[Hit]
    document_frequency: Mapping[str, int]
    documents: int
    average_length: float


@dataclass(frozen=True, slots=True)
class EvictionPolicy:
    """How a backend trims a scope inside the write that made it too big.

    The backend knows nothing of scoring: it hands the scope's ``RetentionFacts`` to
    ``order`` (supplied by the core), which returns evictable ids, first to go first.
    """

    max_items: int
    order: Callable[[Sequence[RetentionFacts]], list[str]]


@dataclass(slots=True)
class StoreInfo:
    """What ``ltm stats`` shows about a store."""

    provider: str
    location: str
    embedding_model: str | None = None
    dimension: int | None = None
    size_bytes: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


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


@runtime_checkable
class LexicalSearch(Protocol):
    """Optional: a backend with its own full-text index (sqlite-vec has FTS5).

    Backends without one get lexical scoring from the core over a widened dense pool.
    """

    def lexical_search(
        self,
        scope: MemoryScope,
        query: Matrix,
        stems: Sequence[str],
        k: int,
        *,
        where: ItemFilter | None = None,
        max_postings: int | None = None,
    ) -> LexicalResult:
        """Up to ``k`` best full-text matches of ``stems`` in the scope, with statistics.

        Only the rarest stems whose matches add up to ``max_postings`` nominate candidates
        (:func:`ltm_core.retrieval.lexical.affordable_terms`); statistics cover every stem.
        """
        ...


@runtime_checkable
class HybridSearch(Protocol):
    """Optional: dense and full-text candidates in one pass over the store (sqlite-vec)."""

    def hybrid_search(
        self,
        scope: MemoryScope,
        query: Matrix,
        stems: Sequence[str],
        k: int,
        *,
        where: ItemFilter | None = None,
        max_postings: int | None = None,
    ) -> tuple[list[Hit], LexicalResult]:
        """``search(scope, query[None], k)[0]`` and ``lexical_search(...)`` at once."""
        ...


@runtime_checkable
class DeferredTouches(Protocol):
    """Optional: a backend that writes access-time bumps later; ``flush_touches`` writes them."""

    def flush_touches(self) -> None:
        """Write every pending access-time bump now."""
        ...


@runtime_checkable
class QuickEmptiness(Protocol):
    """Optional: a backend that can tell at once whether a scope holds active memories.

    ``recall`` asks before loading the embedding model; backends without this skip the check
    (counting a Chroma collection or a Pinecone namespace costs more than it saves).
    """

    def is_empty(self, scope: MemoryScope) -> bool:
        """Whether the scope holds no active memory."""
        ...


class BackupError(StoreError):
    """A backup or restore could not be made; the message says why and what to do."""


@dataclass(frozen=True)
class BackupInfo:
    """One backup folder and what its manifest says."""

    path: Path
    created_at: datetime
    memories: int
    scopes: int


@runtime_checkable
class StoreAdmin(Protocol):
    """Optional: a store that backs itself up (today the embedded sqlite-vec store).

    The CLI and the MCP server ask for this capability instead of checking for a class.
    """

    def backup_root(self, root: Path | None = None) -> Path:
        """Where this store's backups go: ``root`` when given, else its default folder."""
        ...

    def create_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo:
        """Back up now into a new folder under ``root``; keep the newest ``keep``."""
        ...

    def maybe_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo | None:
        """Back up when one is due (every 100 memories or daily); ``None`` when not."""
        ...

    def last_backup(self) -> tuple[datetime | None, int]:
        """When the last backup was made (``None``: never) and how many memories it held."""
        ...

    def total_memories(self) -> int:
        """Memories of every scope, superseded ones included."""
        ...

    def info(self) -> StoreInfo:
        """Location, model, dimension and size on disk."""
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
