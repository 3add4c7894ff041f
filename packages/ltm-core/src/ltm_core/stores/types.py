"""What crosses the ``VectorProvider`` protocol: filters, hits, statistics, policies, info.

Plain frozen values with no behaviour beyond building and matching; the protocol
(:mod:`.protocol`), its optional capabilities (:mod:`.capabilities`) and every backend share
them. ``stores/`` knows nothing of scoring: an :class:`EvictionPolicy` carries the core's
order in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ltm_core.models import MemoryItem, RetentionFacts

__all__ = [
    "BackupInfo",
    "EvictionPolicy",
    "Hit",
    "ItemFilter",
    "LexicalResult",
    "Matrix",
    "StoreInfo",
]

#: Float32 rows, one vector per item or query.
Matrix = npt.NDArray[np.float32]


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

    ``grouped`` is a promise about ``order`` that lets a backend hand it far fewer facts:
    ``order`` never lists an item tagged with one of ``PROTECTED_TAGS``, and among the other
    items of one kind, one importance and one superseded state it lists the older reference
    time first (the later of ``created_at`` and ``last_accessed_at``, then the smaller id).
    Every item it must evict is then among the first ``excess`` of its group, so a backend may
    pass only those (protected items left out) and gets the same first ``excess`` ids back.
    """

    max_items: int
    order: Callable[[Sequence[RetentionFacts]], list[str]]
    grouped: bool = False


@dataclass(slots=True)
class StoreInfo:
    """What ``ltm stats`` shows about a store."""

    provider: str
    location: str
    embedding_model: str | None = None
    dimension: int | None = None
    size_bytes: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class BackupInfo:
    """One backup folder and what its manifest says."""

    path: Path
    created_at: datetime
    memories: int
    scopes: int
