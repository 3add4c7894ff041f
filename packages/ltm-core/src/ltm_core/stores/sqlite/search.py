"""Dense and full-text search of the sqlite-vec store."""

from __future__ import annotations

import builtins
import dataclasses
from collections.abc import Sequence

import numpy as np

from ltm_core.models import MemoryScope
from ltm_core.retrieval.lexical import affordable_terms
from ltm_core.stores.base import (
    Hit,
    ItemFilter,
    LexicalResult,
    Matrix,
    checked_queries,
)
from ltm_core.stores.sqlite import fts as lexical
from ltm_core.stores.sqlite.connection import SqliteConnection
from ltm_core.stores.sqlite.rows import (
    items_by_rowid,
    where_sql,
)
from ltm_core.stores.sqlite.vectors import exact_over, knn, scope_matrix, similarities

_VEC0_MAX_K = 4096
_BATCH_QUERIES_FOR_MATRIX = 8


class SqliteSearch(SqliteConnection):
    """``search`` (vec0 KNN, an exact matrix, or exact over a filter) and ``lexical_search``."""

    def search(
        self,
        scope: MemoryScope,
        queries: Matrix,
        k: int,
        *,
        where: ItemFilter | None = None,
    ) -> builtins.list[builtins.list[Hit]]:
        """Exact cosine top-k per query row."""
        queries = checked_queries(queries, self._dimension, self.path, self._model)
        empty: list[list[Hit]] = [[] for _ in range(len(queries))]
        if k <= 0 or len(queries) == 0 or self._dimension is None:
            return empty
        if where is not None and where.include_superseded:
            where = dataclasses.replace(where, include_superseded=False)  # never search history
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return empty
            count, version = conn.execute(
                "SELECT item_count, version FROM scopes WHERE id = ?", (scope_id,)
            ).fetchone()
            if count == 0:
                return empty
            allowed = None
            if where is not None:
                sql, params = where_sql(where)
                allowed = np.fromiter(
                    (
                        r[0]
                        for r in conn.execute(
                            f"SELECT rowid FROM memories WHERE scope_id = ?{sql}",
                            (scope_id, *params),
                        )
                    ),
                    dtype=np.int64,
                )
                if len(allowed) == 0:
                    return empty
            use_matrix = self._cache.budget_bytes > 0 and (
                count >= self._cache_min_items or len(queries) >= _BATCH_QUERIES_FOR_MATRIX
            )
            if use_matrix:
                matrix = scope_matrix(
                    self._cache, conn, scope_id, int(version), self._dimension or 0
                )
                ranked = matrix.top_k(queries, k, allowed)
            elif allowed is not None:
                ranked = exact_over(conn, allowed, queries, k, self._dimension or 0)
            else:
                ranked = [knn(conn, scope_id, q, min(k, _VEC0_MAX_K)) for q in queries]
            items = items_by_rowid(conn, sorted({r for hits in ranked for r, _ in hits}))
        return [
            [Hit(items[rowid], sim) for rowid, sim in hits if rowid in items] for hits in ranked
        ]

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
        """The scope's best full-text matches for ``stems`` (FTS5).

        Each hit carries its cosine to ``query``; the statistics are the scope's own. Only
        the rarest stems, within ``max_postings`` matches, are searched.
        """
        empty = LexicalResult(hits=[], document_frequency={}, documents=0, average_length=0.0)
        if not stems or k <= 0 or self._dimension is None:
            return empty
        query = np.asarray(query, dtype=np.float32).reshape(-1)
        if where is not None and where.include_superseded:
            where = dataclasses.replace(where, include_superseded=False)
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return empty
            count, version, term_total = conn.execute(
                "SELECT item_count, version, term_total FROM scopes WHERE id = ?", (scope_id,)
            ).fetchone()
            if count == 0:
                return empty
            sql, params = where_sql(where)
            frequencies = lexical.document_frequencies(conn, scope_id, stems)
            chosen = affordable_terms(frequencies, max_postings)
            rowids = lexical.search(conn, scope_id, chosen, k, sql, params)
            items = items_by_rowid(conn, rowids)
            cached = self._cache.get(scope_id, int(version))
            if cached is not None:
                sims = cached.similarities(query, rowids)
            else:
                sims = similarities(conn, query, rowids, self._dimension or 0)
        hits = [Hit(items[r], sims[r]) for r in rowids if r in items and r in sims]
        return LexicalResult(
            hits=hits,
            document_frequency=frequencies,
            documents=int(count),
            average_length=int(term_total) / int(count),
        )
