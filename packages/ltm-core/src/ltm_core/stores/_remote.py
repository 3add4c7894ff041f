"""What the Chroma and Pinecone providers share around their own calls.

- :func:`read_filter` and :func:`plan_search`: the preludes of ``count``/``list`` and
  ``search`` (the filter a read uses, and whether it can match anything at all);
- :func:`top_active`: dense search with history left out *after* the nearest neighbours are
  found. A metadata filter on every query makes both stores pre-filter the whole scope
  (Chroma scans its metadata, about 50 ms at 10k records), while superseded history is a
  few records: asking for the nearest ``k`` unfiltered and dropping history, widening only
  when history took some of the places, gives the same top ``k`` at the cost of the index.

Nothing here talks to a store: each provider passes its own query as a callable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ltm_core.stores._codec import matches_nothing, search_filter
from ltm_core.stores.base import Hit, ItemFilter, Matrix, checked_queries

#: Rows of a ranked query: for each asked query row, its hits best first (history included).
Ranked = Callable[[Sequence[int], int], list[list[Hit]]]


def read_filter(where: ItemFilter | None) -> ItemFilter | None:
    """The filter of a ``count`` or ``list`` (``None``: nothing can match)."""
    flt = where or ItemFilter()
    return None if matches_nothing(flt) else flt


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """A checked ``search`` call.

    Attributes:
        queries: The query rows as float32.
        k: Hits wanted per row.
        where: The filter, history always excluded.
        hopeless: Nothing can match (no rows, ``k <= 0``, no vectors yet, an empty set of
            kinds or tags).
    """

    queries: Matrix
    k: int
    where: ItemFilter
    hopeless: bool

    @property
    def active_only(self) -> bool:
        """Whether the only constraint is "not superseded" (left to :func:`top_active`)."""
        return self.where == ItemFilter()

    def empty(self) -> list[list[Hit]]:
        """One empty result per query row."""
        return [[] for _ in range(len(self.queries))]


def plan_search(
    queries: Matrix,
    k: int,
    where: ItemFilter | None,
    *,
    dimension: int | None,
    location: str,
    model: str | None,
) -> SearchPlan:
    """The checked plan of a ``search`` (``hopeless`` when it cannot return anything).

    Raises:
        DimensionMismatch: The query rows have another length than the store holds.
    """
    qs = checked_queries(queries, dimension, location, model)
    flt = search_filter(where)
    hopeless = k <= 0 or len(qs) == 0 or dimension is None or matches_nothing(flt)
    return SearchPlan(qs, k, flt, hopeless)


def similarity(value: float) -> float:
    """A cosine similarity clipped to ``[-1, 1]`` (float32 rounding can pass the bounds)."""
    return float(np.clip(value, -1.0, 1.0))


def top_active(rows: int, k: int, ranked: Ranked, *, most: int) -> list[list[Hit]]:
    """The ``k`` nearest active items per query row, history dropped after the search.

    Args:
        rows: How many query rows.
        k: Hits wanted per row.
        ranked: Runs the store's unfiltered query for some rows and a depth ``n``.
        most: The deepest query the store answers (its size, or its ``top_k`` limit).

    Each row asks for ``k`` first; a row whose answer was full but lost places to history
    asks again twice as deep, until it has ``k`` active hits or the store has no more.
    """
    results: list[list[Hit]] = [[] for _ in range(rows)]
    pending = list(range(rows))
    depth = min(k, most)
    while pending and depth > 0:
        again = []
        for row, hits in zip(pending, ranked(pending, depth), strict=True):
            active = [h for h in hits if h.item.superseded_by is None]
            results[row] = active[:k]
            if len(active) < k and len(hits) >= depth and depth < most:
                again.append(row)
        pending, depth = again, min(depth * 2, most)
    return results
