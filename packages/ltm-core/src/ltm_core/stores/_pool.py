"""Lexical candidates from a dense pool, for the stores without a full-text index.

Chroma and Pinecone cannot match words, so the lexical half of a recall on them has always
been BM25 over the ``lexical_pool`` (200) nearest records, with the term statistics of that
pool. The core used to receive all 200 as items and score every one; this module picks, from
the pool's texts alone, what the core needs for the same ranking: the ``k`` nearest records
and the ``k`` best BM25 matches, with the pool's statistics. A store then builds items for at
most ``2 k`` records instead of 200, and the core scores them with the same numbers as
before (its BM25 of a record depends only on the statistics and the record's own text).

What changes: a record that is neither among the ``k`` nearest nor among the ``k`` best word
matches of the pool is no longer a candidate. The fused score of such a record is beaten on
its cosine by ``k`` records and on its words by ``k`` others, so with ``k`` at least 40 for a
top 10 it almost never had a place; ``benchmarks/locomo_backends.py`` measures the effect.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ltm_core.text.lexical import TermStatistics, bm25_similarity, cached_terms


@dataclass(frozen=True, slots=True)
class PoolChoice:
    """What to build from a pool of records, best first.

    Attributes:
        dense: Positions of the ``k`` nearest records.
        lexical: Positions of the ``k`` best BM25 matches (a positive score only).
        statistics: The pool's own term statistics (what the core scores with).
    """

    dense: list[int]
    lexical: list[int]
    statistics: TermStatistics


def choose_from_pool(stems: Sequence[str], texts: Sequence[str], k: int) -> PoolChoice:
    """The ``k`` nearest and the ``k`` best word matches of a pool ordered nearest first.

    Args:
        stems: The query's stems.
        texts: The pool's texts, nearest record first.
        k: How many of each.

    Ties of BM25 go to the nearer record. BM25 uses the default ``k1`` and ``b`` to rank; the
    core rescores the chosen records with its own settings.
    """
    documents = [cached_terms(text) for text in texts]
    statistics = TermStatistics.of(stems, documents)
    scores = bm25_similarity(stems, documents, statistics)
    matched = sorted((i for i, s in enumerate(scores) if s > 0), key=lambda i: -scores[i])
    return PoolChoice(list(range(min(k, len(texts)))), matched[:k], statistics)
