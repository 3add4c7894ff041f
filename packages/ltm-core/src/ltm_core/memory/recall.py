"""Recall: candidates (dense and lexical), fusion, the hybrid score, and touching what is used.

The facade's ``recall`` is :func:`recall` here; scoring and decay themselves are the pure
functions of :mod:`ltm_core.retrieval.scoring`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from ltm_core.memory.errors import check_count
from ltm_core.memory.provenance import distinct_slots
from ltm_core.memory.vectors import embed_query
from ltm_core.models import PROTECTED_TAGS, MemoryKind, Recalled
from ltm_core.retrieval.scoring import SECONDS_PER_DAY, mentions
from ltm_core.stores._codec import to_micros
from ltm_core.stores.base import (
    HybridSearch,
    ItemFilter,
    LexicalSearch,
    Matrix,
    QuickEmptiness,
)
from ltm_core.stores.candidates import CandidateRows, CandidateSearch
from ltm_core.text.lexical import TermStatistics, bm25_of_counts, query_terms
from ltm_core.text.lexical_text import lexical_terms

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

#: Fewest dense (and lexical) candidates a recall re-ranks.
MIN_CANDIDATES = 40
EPISODE = MemoryKind.EPISODE.value
#: Characters past ``max_text_chars`` the guard reads before a long query is cut.
QUERY_SLACK = 512


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
    rows, lexical = candidates(
        memory, query, query_vector, k, ItemFilter.of(kinds=kinds, tags=tags)
    )
    now = memory._now()
    names = None if not prefer else [prefer] if isinstance(prefer, str) else list(prefer)
    scores = Scores.of(memory, rows, lexical, now, names)
    order = sorted(range(len(rows)), key=scores.score.__getitem__, reverse=True)
    if min_score is not None:
        order = [i for i in order if scores.score[i] >= min_score]
    if any(rows.has_sources[i] for i in order):
        order = distinct_slots(order, k, rows.item)
    chosen = [scores.recalled(rows, i) for i in order[:k]]  # no fact names its episode
    if chosen and touch:
        touch_recalled(memory, chosen, now)
    return chosen


@dataclass(slots=True)
class Scores:
    """Every part of each candidate's hybrid score, as plain lists (cheap to build and sort)."""

    #: Bounded BM25 of the query against each candidate's lexical text.
    lexical: list[float]
    #: Cosine and BM25 fused (see ``fused_similarity``).
    similarity: list[float]
    recency: list[float]
    score: list[float]

    @classmethod
    def of(
        cls,
        memory: LongTermMemory,
        rows: CandidateRows,
        lexical: list[float],
        now: datetime,
        prefer: Sequence[str] | None = None,
    ) -> Scores:
        """The final score of each candidate, from its columns alone.

        The hybrid score (``recency_of_micros``, ``fused_similarity``, ``hybrid_score``,
        the same floats), plus the ``prefer`` bonus for candidates naming one of ``prefer``,
        less the episode penalty. One loop with the arithmetic written out: three passes of
        calls per candidate were a tenth of a recall's own time.
        """
        settings, weights = memory.settings, memory.weights
        now_us = to_micros(now)
        half_lives: dict[str, float | None] = {}
        lexical_weight, dense_weight = settings.lexical_weight, settings.dense_weight
        w_similarity, w_recency, w_importance = (
            weights.similarity,
            weights.recency,
            weights.importance,
        )
        bonus, penalty = settings.prefer_bonus, settings.episode_penalty
        recency, similarity, score = [], [], []
        for kind, tags, created, accessed, cosine, lex, importance, text in zip(
            rows.kinds,
            rows.tags,
            rows.created,
            rows.accessed,
            rows.dense,
            lexical,
            rows.importance,
            rows.texts,
            strict=True,
        ):
            if tags and not PROTECTED_TAGS.isdisjoint(tags):
                rec = 1.0
            else:
                if kind in half_lives:
                    half_life = half_lives[kind]
                else:
                    half_life = half_lives[kind] = settings.half_life(kind)
                if half_life is None or math.isinf(half_life):
                    rec = 1.0
                else:
                    ref = created if accessed is None or accessed < created else accessed
                    age = (now_us - ref) / 1_000_000 / SECONDS_PER_DAY
                    rec = float(0.5 ** (max(0.0, age) / half_life))
            dense = dense_weight * max(0.0, cosine)
            # exp(-0.0) is exactly 1.0: no lexical evidence needs no exp
            damping = math.exp(-lexical_weight * lex) if lex else 1.0
            sim = 1.0 - (1.0 - dense) * damping
            total = w_similarity * max(0.0, sim) + w_recency * rec + w_importance * importance
            if prefer and mentions(text, tags, prefer):
                total += bonus
            if kind == EPISODE:  # at equal similarity, the distilled fact first
                total -= penalty
            recency.append(rec)
            similarity.append(sim)
            score.append(total)
        return cls(lexical, similarity, recency, score)

    def recalled(self, rows: CandidateRows, index: int) -> Recalled:
        """The public result for candidate ``index``."""
        item = rows.item(index)
        return Recalled.from_trusted(  # every part is already a checked number or item
            item=item,
            score=self.score[index],
            similarity=self.similarity[index],
            recency=self.recency[index],
            importance=item.importance,
            dense=rows.dense[index],
            lexical=self.lexical[index],
        )


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
) -> tuple[CandidateRows, list[float]]:
    """Dense and lexical candidates as columns, and each one's bounded BM25 score."""
    settings, store, scope = memory.settings, memory.store, memory.scope
    fetch = max(k * settings.recall_overfetch, MIN_CANDIDATES)
    wanted = query_terms(query) if settings.lexical_weight > 0 else []
    budget = settings.lexical_max_postings
    if isinstance(store, CandidateSearch) and (settings.lexical_index or not wanted):
        rows = store.hybrid_candidates(
            scope, vector, wanted, fetch, where=where, max_postings=budget
        )
    elif not wanted:
        rows = CandidateRows.of_hits(store.search(scope, vector[None], fetch, where=where)[0])
    elif settings.lexical_index and isinstance(store, (HybridSearch, LexicalSearch)):
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
        stats = TermStatistics(
            document_frequency=found.document_frequency,
            documents=found.documents,
            average_length=found.average_length,
        )
        rows = CandidateRows.of_hits(list(pool.values()), stats)
    else:
        pool_size = max(fetch, settings.lexical_pool)
        hits = store.search(scope, vector[None], pool_size, where=where)[0]
        stats = TermStatistics.of(wanted, [lexical_terms(h.item) for h in hits])
        rows = CandidateRows.of_hits(hits, stats)
    if not wanted or rows.statistics is None:
        return rows, [0.0] * len(rows)
    scores = bm25_of_counts(
        wanted, rows.counts, rows.statistics, k1=settings.bm25_k1, b=settings.bm25_b
    )
    return rows, scores


def touch_recalled(memory: LongTermMemory, chosen: Sequence[Recalled], now: datetime) -> None:
    """A recalled memory counts as used: bump its access time and count, no re-embedding."""
    memory.store.touch(memory.scope, [r.item.id for r in chosen], now)
    for r in chosen:
        # Straight into the fields: both values are already valid, and an assignment would
        # re-validate each of them on every recall.
        fields = r.item.__dict__
        fields["last_accessed_at"] = now
        fields["access_count"] = r.item.access_count + 1
