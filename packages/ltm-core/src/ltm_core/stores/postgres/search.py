"""The read queries of dense and lexical search, each inside the caller's transaction.

Dense search is exact within a small scope: the scope's rows come through its b-tree index
and are sorted by cosine distance (``OFFSET 0`` keeps the planner from walking the HNSW
index instead). Once a scope has grown past ``hnsw_min_items`` its rows are in the partial
HNSW index (``ann``), which answers with iterative index scans (pgvector >= 0.8) in strict
order: they keep scanning until ``k`` rows of the scope pass the filter. If it still comes
back short (a very narrow filter), the exact query runs instead.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np
from psycopg import sql

from ltm_core.models import MemoryItem
from ltm_core.stores.base import Hit, LexicalResult, Matrix
from ltm_core.stores.postgres.rows import (
    ITEM_COLUMNS,
    ITEM_WIDTH,
    item_from_row,
    tagged,
    untagged,
)
from ltm_core.text.lexical import TermStatistics, affordable_terms, bm25_similarity

_DISTANCE = "embedding <=> %b"


def exact(
    conn: Any,
    s: sql.Identifier,
    scope_id: int,
    query: Matrix,
    k: int,
    filters: sql.Composable,
    params: Sequence[Any],
) -> list[tuple[MemoryItem, float]]:
    """The ``k`` nearest items of the scope, computed over every row that passes the filter."""
    rows = conn.execute(
        sql.SQL(
            "SELECT * FROM (SELECT {cols}, {dist} AS distance FROM {s}.memories "
            "WHERE scope_id = %s{filters} OFFSET 0) AS scoped "
            "ORDER BY distance, seq LIMIT %s"
        ).format(
            cols=sql.SQL(ITEM_COLUMNS + ", seq"),
            dist=sql.SQL(_DISTANCE),
            s=s,
            filters=filters,
        ),
        (query, scope_id, *params, k),
    ).fetchall()
    return [(item_from_row(r), 1.0 - float(r[ITEM_WIDTH + 1])) for r in rows]


def approximate(
    conn: Any,
    s: sql.Identifier,
    scope_id: int,
    query: Matrix,
    k: int,
    filters: sql.Composable,
    params: Sequence[Any],
    ef_search: int,
) -> list[tuple[MemoryItem, float]]:
    """The ``k`` nearest items of the scope through the HNSW index (iterative scan)."""
    with conn.transaction():  # the settings are SET LOCAL: they end with this transaction
        conn.execute("SELECT set_config('hnsw.iterative_scan', 'strict_order', true)")
        conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(max(ef_search, k)),))
        rows = conn.execute(
            sql.SQL(
                "SELECT {cols}, {dist} AS distance FROM {s}.memories "
                "WHERE scope_id = %s AND ann{filters} ORDER BY {dist} LIMIT %s"
            ).format(cols=sql.SQL(ITEM_COLUMNS), dist=sql.SQL(_DISTANCE), s=s, filters=filters),
            (query, scope_id, *params, query, k),
        ).fetchall()
    return [(item_from_row(r), 1.0 - float(r[ITEM_WIDTH])) for r in rows]


def document_frequencies(
    conn: Any, s: sql.Identifier, scope_id: int, stems: Sequence[str]
) -> dict[str, int]:
    """How many of the scope's active memories contain each stem."""
    rows = conn.execute(
        sql.SQL(
            "SELECT term, docs FROM {}.term_counts WHERE scope_id = %s AND term = ANY(%s)"
        ).format(s),
        (scope_id, list(stems)),
    ).fetchall()
    found = {str(t): int(n) for t, n in rows}
    return {stem: found.get(stem, 0) for stem in stems}


def lexical(
    conn: Any,
    s: sql.Identifier,
    counts: tuple[int, int, int, bool],
    query: Matrix,
    *,
    stems: Sequence[str],
    k: int,
    filters: sql.Composable,
    params: Sequence[Any],
    max_postings: int | None,
    bm25: tuple[float, float] = (1.2, 0.3),
) -> LexicalResult:
    """The scope's ``k`` best BM25 matches, each with its cosine, and the scope's statistics.

    Only rows holding one of the rarest stems (within ``max_postings`` matches) are read,
    through the GIN index of scope-tagged stems; every query stem counts in their BM25,
    computed with the scope's own statistics (``counts`` is ``reads.scope_counts``).
    """
    scope_id, documents, term_total = counts[:3]
    frequencies = document_frequencies(conn, s, scope_id, stems)
    stats = TermStatistics(frequencies, documents, term_total / max(documents, 1))
    result = LexicalResult(
        hits=[],
        document_frequency=frequencies,
        documents=documents,
        average_length=stats.average_length,
    )
    chosen = affordable_terms(frequencies, max_postings)
    if not chosen or k <= 0:
        return result
    matches = conn.execute(
        sql.SQL(
            "SELECT id, array_to_string(terms, ' ') FROM {s}.memories "
            "WHERE scope_id = %s AND terms && %s::text[]{filters} ORDER BY seq"
        ).format(s=s, filters=filters),
        (scope_id, tagged(scope_id, chosen), *params),
    ).fetchall()
    if not matches:
        return result
    documents_terms = [untagged(r[1].split()) for r in matches]
    scores = bm25_similarity(stems, documents_terms, stats, k1=bm25[0], b=bm25[1])
    order = np.argsort(-np.asarray(scores), kind="stable")[:k]
    best = [str(matches[i][0]) for i in order]
    rows = conn.execute(
        sql.SQL(
            "SELECT {cols}, {dist} AS distance FROM {s}.memories "
            "WHERE scope_id = %s AND id = ANY(%s)"
        ).format(cols=sql.SQL(ITEM_COLUMNS), dist=sql.SQL(_DISTANCE), s=s),
        (query, scope_id, best),
    ).fetchall()
    by_id = {r[0]: Hit(item_from_row(r), 1.0 - float(r[ITEM_WIDTH])) for r in rows}
    return dataclasses.replace(result, hits=[by_id[i] for i in best if i in by_id])
