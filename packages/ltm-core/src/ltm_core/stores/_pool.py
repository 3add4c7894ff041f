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

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ltm_core.text.lexical import TermCounts, TermStatistics, bm25_of_counts, cached_term_counts


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
    documents = [cached_term_counts(text) for text in texts]
    statistics = pool_statistics(stems, documents)
    scores = bm25_of_counts(stems, documents, statistics)
    matched = sorted((i for i, s in enumerate(scores) if s > 0), key=lambda i: -scores[i])
    return PoolChoice(list(range(min(k, len(texts)))), matched[:k], statistics)


def pool_statistics(stems: Iterable[str], documents: Sequence[TermCounts]) -> TermStatistics:
    """``TermStatistics.of`` the pool's texts, from their cached counts.

    The same numbers and the same key order as ``TermStatistics.of`` over the texts' stems
    (each document's distinct stems are its counts' keys, in order of first occurrence), without
    tokenising a text or building a ``Counter`` per record: 200 of those were a third of the
    pool's cost.
    """
    wanted = set(stems)
    df: dict[str, int] = {}
    length = 0
    for doc in documents:
        length += doc.length
        for term in wanted.intersection(doc.counts):
            df[term] = df.get(term, 0) + 1
    n = len(documents)
    return TermStatistics(
        document_frequency=df, documents=n, average_length=length / n if n else 0.0
    )


@dataclass(frozen=True, slots=True)
class PoolText:
    """What a pool needs of one record before it is chosen: whether it is active, its text."""

    active: bool
    text: str


#: Records whose pool texts a provider keeps (about 200 bytes each).
POOL_TEXTS = 20_000


class PoolTexts:
    """The texts of records a pool held, so the next pool asks the store for ids only.

    A server (Chroma's, Pinecone) answers a query for the 200 nearest ids and distances in a
    few milliseconds, but takes two to four times as long when it must also send their
    metadata and documents. BM25 over the pool needs every pooled text, yet only the at most
    ``2 k`` records chosen become items: those are read again from the store with each
    recall, so what a recall returns is always the store's current record. This cache is a
    hint for choosing: a record another process rewrote is noticed when it is chosen (its
    text or state differ from the hint) and the pool is chosen again; one that is not chosen
    can only shift the pool's term statistics until it leaves the cache. Writes through this
    provider drop their records from it. Least recently used records go first; not
    thread-safe (the provider's lock guards it).

    Args:
        limit: The most records kept.
    """

    def __init__(self, limit: int = POOL_TEXTS) -> None:
        self.limit = limit
        self._texts: OrderedDict[tuple[str, str], PoolText] = OrderedDict()

    def __len__(self) -> int:
        return len(self._texts)

    def get(self, scope: str, rid: str) -> PoolText | None:
        """The hint of one record, or ``None``."""
        hint = self._texts.get((scope, rid))
        if hint is not None:
            self._texts.move_to_end((scope, rid))
        return hint

    def put(self, scope: str, rid: str, active: bool, text: str) -> PoolText:
        """Remember a record as the store just returned it; its hint."""
        hint = self._texts[(scope, rid)] = PoolText(active, text)
        self._texts.move_to_end((scope, rid))
        while len(self._texts) > self.limit:
            self._texts.popitem(last=False)
        return hint

    def drop(self, scope: str, rids: Iterable[str]) -> None:
        """Forget records (written, deleted, or found changed)."""
        for rid in rids:
            self._texts.pop((scope, rid), None)

    def drop_scope(self, scope: str) -> None:
        """Forget every record of one scope."""
        for key in [key for key in self._texts if key[0] == scope]:
            del self._texts[key]

    def clear(self) -> None:
        """Forget everything."""
        self._texts.clear()
