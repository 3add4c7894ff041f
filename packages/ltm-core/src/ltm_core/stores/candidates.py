"""A recall's candidates as columns: what scoring reads, the full items built on demand.

A recall re-ranks 40 to 200 candidates and returns about ten. Building a ``MemoryItem`` for
every candidate (JSON fields, datetimes, a pydantic object) was the largest fixed cost of a
recall after the query embedding, so a store that can (the :class:`CandidateSearch`
capability) hands back the few columns the hybrid score reads and builds an item only for
the candidates a recall returns. Any other store's hits are wrapped by
:meth:`CandidateRows.of_hits`, so recall has one code path.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import to_micros
from ltm_core.stores.types import Hit, ItemFilter, Matrix
from ltm_core.text.lexical import TermCounts, TermStatistics
from ltm_core.text.lexical_text import lexical_counts

__all__ = ["CandidateRows", "CandidateSearch"]


@dataclass(slots=True)
class CandidateRows:
    """Parallel columns, one entry per candidate, in the order the store ranked them.

    Attributes:
        ids: Item ids.
        dense: Cosine of each candidate to the query.
        texts: Item texts (for ``prefer``).
        kinds: Item kinds.
        importance: Item importances.
        tags: Item tags.
        created: ``created_at`` in microseconds since the epoch.
        accessed: ``last_accessed_at`` in microseconds, ``None`` where never recalled.
        has_sources: Whether the item names source items (a fact mined from episodes).
        counts: Each candidate's lexical terms counted (empty when no lexical score is asked).
        statistics: The scope's term statistics for BM25 (``None``: no lexical score).
    """

    ids: list[str]
    dense: list[float]
    texts: list[str]
    kinds: list[str]
    importance: list[float]
    tags: list[Sequence[str]]
    created: list[int]
    accessed: list[int | None]
    has_sources: list[bool]
    counts: list[TermCounts]
    statistics: TermStatistics | None
    build: Callable[[int], MemoryItem]
    _items: dict[int, MemoryItem] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.ids)

    def item(self, index: int) -> MemoryItem:
        """The full item of candidate ``index``, built once."""
        found = self._items.get(index)
        if found is None:
            found = self._items[index] = self.build(index)
        return found

    @classmethod
    def of_hits(
        cls, hits: Sequence[Hit], statistics: TermStatistics | None = None
    ) -> CandidateRows:
        """Columns of hits whose items are already built (stores without the capability)."""
        items = [h.item for h in hits]
        return cls(
            ids=[i.id for i in items],
            dense=[h.similarity for h in hits],
            texts=[i.text for i in items],
            kinds=[i.kind for i in items],
            importance=[i.importance for i in items],
            tags=[i.tags for i in items],
            created=[to_micros(i.created_at) for i in items],
            accessed=[
                None if i.last_accessed_at is None else to_micros(i.last_accessed_at) for i in items
            ],
            has_sources=[bool(i.source_ids) for i in items],
            counts=[] if statistics is None else [lexical_counts(i) for i in items],
            statistics=statistics,
            build=items.__getitem__,
        )


@runtime_checkable
class CandidateSearch(Protocol):
    """A store that returns a recall's dense and full-text candidates as columns."""

    def hybrid_candidates(
        self,
        scope: MemoryScope,
        query: Matrix,
        stems: Sequence[str],
        k: int,
        *,
        where: ItemFilter | None = None,
        max_postings: int | None = None,
    ) -> CandidateRows:
        """The dense top-``k`` then the best ``k`` full-text matches not among them.

        The same candidates, in the same order, as ``hybrid_search`` returns as hits; with
        no ``stems`` the dense top-``k`` alone and no lexical columns.
        """
        ...


def statistics_of(
    frequencies: Mapping[str, int], documents: int, term_total: int
) -> TermStatistics:
    """A scope's BM25 statistics from its counters."""
    return TermStatistics(
        document_frequency=frequencies,
        documents=documents,
        average_length=term_total / documents if documents else 0.0,
    )
