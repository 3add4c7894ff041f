"""Lexical matching: tokens, stems and a bounded BM25 score. Pure functions.

Tokens follow SQLite FTS5's ``unicode61 remove_diacritics 2`` tokenizer (letters and digits of
any script, case-folded, Latin diacritics removed) and stems its ``porter`` tokenizer, so the
sqlite-vec store's FTS5 index and these functions agree on what a term is.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ltm_core.text.porter import stem

_TOKEN = re.compile(r"[^\W_]+")
MAX_QUERY_TERMS = 32
#: Share of a scope's memories above which a term stops nominating full-text candidates
#: (see :func:`affordable_terms`).
COMMON_SHARE = 0.9

STOP_WORDS = frozenset(
    """
    a about above after again against all am an and any are aren't as at be because been before
    being below between both but by can can't cannot could couldn't did didn't do does doesn't
    doing don't down during each few for from further had hadn't has hasn't have haven't having
    he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm
    i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not
    of off on once only or other ought our ours ourselves out over own same shan't she she'd
    she'll she's should shouldn't so some such than that that's the their theirs them
    themselves then there there's these they they'd they'll they're they've this those through
    to too under until up very was wasn't we we'd we'll we're we've were weren't what what's
    when when's where where's which while who who's whom why why's with won't would wouldn't
    you you'd you'll you're you've your yours yourself yourselves s t d ll m re ve aren couldn
    didn doesn don hadn hasn haven isn let mustn shan shouldn wasn weren wouldn
    """.split()
)


def tokens(text: str) -> list[str]:
    """Lower-case word tokens of any script, Latin diacritics removed."""
    folded = text.casefold()
    if not folded.isascii():
        decomposed = unicodedata.normalize("NFKD", folded)
        folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _TOKEN.findall(folded)


def terms(text: str) -> list[str]:
    """Stems of the tokens that carry meaning (stop words dropped), in order."""
    return [stem(t) for t in tokens(text) if t not in STOP_WORDS]


@lru_cache(maxsize=32_768)
def cached_terms(text: str) -> tuple[str, ...]:
    """:func:`terms` of a stored memory, remembered: recall scores the same texts often."""
    return tuple(terms(text))


@lru_cache(maxsize=32_768)
def cached_term_counts(text: str) -> TermCounts:
    """How often each stem occurs in a stored memory, and its length in stems, remembered.

    What BM25 reads of a document; recall scores the same texts often, and counting them
    again on every query was a tenth of a recall's own time.
    """
    return TermCounts.of(cached_terms(text))


def query_terms(query: str, limit: int = MAX_QUERY_TERMS) -> list[str]:
    """Distinct meaningful stems of a query, in order (at most ``limit``).

    Stems contain only letters and digits, so no query text can inject search syntax.
    """
    found: dict[str, None] = {}
    for token in tokens(query):
        if token in STOP_WORDS:
            continue
        found.setdefault(stem(token))
        if len(found) >= limit:
            break
    return list(found)


def affordable_terms(
    document_frequency: Mapping[str, int],
    max_postings: int | None,
    *,
    documents: int | None = None,
    enough: int | None = None,
) -> list[str]:
    """The query terms a full-text index should match: rarest first, within a postings budget.

    Ranking full-text matches costs time per matching memory, and a word found in most of a
    scope ("user", "like") would make every recall rank the whole scope while adding almost
    nothing to BM25 (its idf is near zero). Such terms still count in the score of every
    candidate; they only stop nominating candidates. Terms no memory holds are left out.

    A term held by nearly every memory of the scope (more than ``COMMON_SHARE`` of its
    ``documents``) is also left out, whatever the budget, once one rarer term alone matches
    ``enough`` memories (the full-text search's limit): its idf is near zero in BM25, so the
    memories it alone would add score almost nothing lexically, while ranking them costs
    FTS5 about 1.5 us each ("user" in all of 1,000 memories doubled a recall's own time).
    At half the scope (a speaker's name in a two-person conversation) it still nominates:
    dropping those changed 6 of LoCoMo's 760 top-10 lists.

    Args:
        document_frequency: For each query term, how many memories of the scope hold it.
        max_postings: Most matches to rank in total; ``None`` keeps every present term.
        documents: How many memories the scope holds (``None``: no half-scope rule).
        enough: How many matches the search keeps (``None``: no half-scope rule).
    """
    present = sorted(
        (df, order, term) for order, (term, df) in enumerate(document_frequency.items()) if df > 0
    )
    chosen: list[str] = []
    total = largest = 0
    for df, _, term in present:
        if max_postings is not None and total + df > max_postings:
            break
        common = documents is not None and df > COMMON_SHARE * documents
        if common and enough is not None and largest >= enough:
            break  # one rarer term alone fills the search: the common ones add nothing
        chosen.append(term)
        total += df
        largest = df
    return chosen


@dataclass(frozen=True, slots=True)
class TermCounts:
    """One document as BM25 reads it: each stem's count, and the number of stems."""

    counts: Mapping[str, int]
    length: int

    @classmethod
    def of(cls, document: Sequence[str]) -> TermCounts:
        """The counts of a document given as its stems."""
        return cls(Counter(document), len(document))


@dataclass(frozen=True, slots=True)
class TermStatistics:
    """Collection statistics BM25 needs, taken from one scope (never from other users).

    Attributes:
        document_frequency: For each query stem, how many of the scope's memories contain it.
        documents: How many memories the scope holds.
        average_length: Mean number of meaningful terms per memory.
    """

    document_frequency: Mapping[str, int]
    documents: int
    average_length: float

    @classmethod
    def of(cls, stems: Iterable[str], documents: Sequence[Sequence[str]]) -> TermStatistics:
        """Statistics computed over ``documents`` themselves (when no index is available)."""
        wanted = set(stems)
        df: Counter[str] = Counter()
        for doc in documents:
            df.update(wanted.intersection(doc))
        n = len(documents)
        average = sum(len(d) for d in documents) / n if n else 0.0
        return cls(document_frequency=dict(df), documents=n, average_length=average)


def bm25_similarity(
    stems: Iterable[str],
    documents: Sequence[Sequence[str]],
    stats: TermStatistics,
    *,
    k1: float = 1.2,
    b: float = 0.3,
) -> list[float]:
    """BM25 of each document on a fixed scale: 1.0 is a full match, capped there.

    Scores are divided by ``sum(idf(t))`` over the query's terms, the BM25 of a memory of
    average length holding every query term once; so a memory that matches the rare terms
    of a query scores near 1 and one that matches only common words near 0, whatever the
    query. That keeps the score comparable across queries and usable next to cosine
    similarity.
    """
    return bm25_of_counts(stems, [TermCounts.of(doc) for doc in documents], stats, k1=k1, b=b)


def bm25_of_counts(
    stems: Iterable[str],
    documents: Sequence[TermCounts],
    stats: TermStatistics,
    *,
    k1: float = 1.2,
    b: float = 0.3,
) -> list[float]:
    """:func:`bm25_similarity` of documents already counted (see :func:`cached_term_counts`)."""
    query = list(dict.fromkeys(stems))
    n = max(stats.documents, 1)
    idf = {}
    for term in query:
        df = min(stats.document_frequency.get(term, 0), n)
        idf[term] = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
    bound = sum(idf.values())
    if bound <= 0.0:
        return [0.0] * len(documents)
    average = stats.average_length or 1.0
    weighted = [(term, idf[term]) for term in query]
    scores = []
    for doc in documents:
        counts = doc.counts
        norm = k1 * (1.0 - b + b * doc.length / average)
        total = 0.0
        for term, weight in weighted:
            tf = counts.get(term, 0)
            if tf:
                total += weight * tf * (k1 + 1.0) / (tf + norm)
        scores.append(min(1.0, total / bound))
    return scores
