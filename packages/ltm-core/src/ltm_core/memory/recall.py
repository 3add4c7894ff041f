"""Recall: candidates (dense and lexical), fusion, the hybrid score, and touching what is used.

The facade's ``recall`` is :func:`recall` here; scoring and decay themselves are the pure
functions of :mod:`ltm_core.retrieval.scoring`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING

from ltm_core.memory.errors import check_count
from ltm_core.memory.provenance import distinct_slots
from ltm_core.memory.vectors import embed_query
from ltm_core.models import Recalled
from ltm_core.retrieval.scoring import (
    HalfLife,
    fused_similarity,
    hybrid_score,
    item_recency,
    mentions,
)
from ltm_core.stores.base import (
    Hit,
    HybridSearch,
    ItemFilter,
    LexicalSearch,
    Matrix,
    QuickEmptiness,
)
from ltm_core.text.lexical import TermStatistics, bm25_of_counts, query_terms
from ltm_core.text.lexical_text import lexical_counts, lexical_terms

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

#: Fewest dense (and lexical) candidates a recall re-ranks.
MIN_CANDIDATES = 40
#: Characters past ``max_text_chars`` the guard reads before a long query is cut.
QUERY_SLACK = 512


@dataclass(slots=True)
class ScoredCandidate:
    """One candidate with every part of its score: plain numbers, cheap to sort."""

    hit: Hit
    #: Bounded BM25 of the query against the item's text.
    lexical: float
    #: Cosine and BM25 fused (see ``fused_similarity``).
    similarity: float
    recency: float
    score: float

    def recalled(self) -> Recalled:
        """The public result."""
        return Recalled.model_construct(  # every part is already a checked number or item
            item=self.hit.item,
            score=self.score,
            similarity=self.similarity,
            recency=self.recency,
            importance=self.hit.item.importance,
            dense=self.hit.similarity,
            lexical=self.lexical,
        )


def recall(
    memory: LongTermMemory,
    query: str,
    k: int,
    kinds: Iterable[str] | None,
    tags: Iterable[str] | None,
    min_score: float | None,
    touch: bool,
    prefer: str | Iterable[str] | None,
) -> list[Recalled]:
    """See :meth:`LongTermMemory.recall`."""
    if not isinstance(query, str):
        raise TypeError(f"query must be a string, got {type(query).__name__}")
    if check_count("k", k) == 0:
        return []
    if min_score is not None and not math.isfinite(min_score):
        raise ValueError("min_score must be a finite number (or None for no threshold)")
    query = clean_query(memory, query)
    if not query:
        return []
    store = memory.store
    # Only worth a read while the model may still be unloaded: once this memory has
    # embedded, an empty scope costs one embedding and the search finds nothing.
    if (
        not memory._embedding_checked
        and isinstance(store, QuickEmptiness)
        and store.is_empty(memory.scope)
    ):
        return []  # no need to load the embedding model
    query_vector = embed_query(memory, query)
    where = ItemFilter.of(kinds=kinds, tags=tags)
    now = memory._now()
    half_life = lru_cache(maxsize=None)(memory.settings.half_life)  # a few kinds per recall
    scored = [
        score_candidate(memory, hit, lexical, now, half_life)
        for hit, lexical in candidates(memory, query, query_vector, k, where)
    ]
    if prefer:
        names = [prefer] if isinstance(prefer, str) else list(prefer)
        bonus = memory.settings.prefer_bonus
        for candidate in scored:
            if mentions(candidate.hit.item.text, candidate.hit.item.tags, names):
                candidate.score += bonus
    penalty = memory.settings.episode_penalty
    for candidate in scored:
        if candidate.hit.item.episode:  # at equal similarity, the distilled fact first
            candidate.score -= penalty
    scored.sort(key=lambda c: c.score, reverse=True)
    if min_score is not None:
        scored = [c for c in scored if c.score >= min_score]
    if any(c.hit.item.source_ids for c in scored):
        scored = distinct_slots(scored, k, lambda c: c.hit.item)
    chosen = [c.recalled() for c in scored[:k]]  # no fact among them names its episode
    if chosen and touch:
        touch_recalled(memory, chosen, now)
    return chosen


def clean_query(memory: LongTermMemory, query: str) -> str:
    """``query`` as it may be embedded (perhaps by a remote service) and matched.

    Private spans are removed and each secret becomes ``[redacted:<rule>]``: adapters pass
    every user message as a query. The guard reads a little past the length limit, so a
    secret straddling the cut is still seen whole before the result is cut.
    """
    limit = memory.settings.max_text_chars
    return memory.guard.clean_query(query[: limit + QUERY_SLACK])[:limit].strip()


def candidates(
    memory: LongTermMemory, query: str, vector: Matrix, k: int, where: ItemFilter | None
) -> list[tuple[Hit, float]]:
    """Dense and lexical candidates, each with its bounded BM25 score."""
    settings, store, scope = memory.settings, memory.store, memory.scope
    fetch = max(k * settings.recall_overfetch, MIN_CANDIDATES)
    wanted = query_terms(query) if settings.lexical_weight > 0 else []
    if not wanted:
        return [(h, 0.0) for h in store.search(scope, vector[None], fetch, where=where)[0]]
    if settings.lexical_index and isinstance(store, (HybridSearch, LexicalSearch)):
        budget = settings.lexical_max_postings
        if isinstance(store, HybridSearch):  # one pass: one read of counters and rows
            dense, found = store.hybrid_search(
                scope, vector, wanted, fetch, where=where, max_postings=budget
            )
        else:
            dense = store.search(scope, vector[None], fetch, where=where)[0]
            found = store.lexical_search(
                scope, vector, wanted, fetch, where=where, max_postings=budget
            )
        pool = {h.item.id: h for h in dense}
        for hit in found.hits:
            pool.setdefault(hit.item.id, hit)
        hits = list(pool.values())
        stats = TermStatistics(
            document_frequency=found.document_frequency,
            documents=found.documents,
            average_length=found.average_length,
        )
    else:
        pool_size = max(fetch, settings.lexical_pool)
        hits = store.search(scope, vector[None], pool_size, where=where)[0]
        stats = TermStatistics.of(wanted, [lexical_terms(h.item) for h in hits])
    counted = [lexical_counts(h.item) for h in hits]
    scores = bm25_of_counts(wanted, counted, stats, k1=settings.bm25_k1, b=settings.bm25_b)
    return list(zip(hits, scores, strict=True))


def score_candidate(
    memory: LongTermMemory,
    hit: Hit,
    lexical: float,
    now: datetime,
    half_life: HalfLife | None = None,
) -> ScoredCandidate:
    """The hybrid score of one candidate and its parts (``half_life``: the settings')."""
    item, settings = hit.item, memory.settings
    rec = item_recency(
        item.kind,
        item.tags,
        item.created_at,
        item.last_accessed_at,
        now,
        settings.half_life if half_life is None else half_life,
    )
    similarity = fused_similarity(
        hit.similarity, lexical, settings.lexical_weight, settings.dense_weight
    )
    score = hybrid_score(similarity, rec, item.importance, memory.weights)
    return ScoredCandidate(hit, lexical, similarity, rec, score)


def touch_recalled(memory: LongTermMemory, chosen: Sequence[Recalled], now: datetime) -> None:
    """A recalled memory counts as used: bump its access time and count, no re-embedding."""
    memory.store.touch(memory.scope, [r.item.id for r in chosen], now)
    for r in chosen:
        r.item.last_accessed_at = now
        r.item.access_count += 1
