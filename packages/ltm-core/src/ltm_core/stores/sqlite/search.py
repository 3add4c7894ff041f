"""Dense and full-text search of the sqlite-vec store.

``hybrid_search`` is what recall uses: the dense top-k and the full-text matches in one pass,
under one lock, with one read of the scope's counters and one read of the candidates' rows
(four statements in all), instead of two passes that each read them.
"""

from __future__ import annotations

import builtins
import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np

from ltm_core.models import MemoryScope
from ltm_core.stores.base import Hit, ItemFilter, LexicalResult, Matrix
from ltm_core.stores.candidates import CandidateRows, statistics_of
from ltm_core.stores.checked import CheckedHybridSearch, CheckedLexicalSearch, StemQuery
from ltm_core.stores.checks import SearchArguments, lexical_arguments
from ltm_core.stores.sqlite import fts as lexical
from ltm_core.stores.sqlite.candidate_rows import candidate_columns
from ltm_core.stores.sqlite.connection import SqliteConnection
from ltm_core.stores.sqlite.matrix_cache import ScopeMatrix
from ltm_core.stores.sqlite.rows import (
    item_from_row,
    items_by_rowid,
    rows_by_rowid,
    where_sql,
)
from ltm_core.stores.sqlite.vectors import (
    VEC0_MAX_K,
    exact_over,
    knn,
    scope_vectors,
    similarities,
)
from ltm_core.text.lexical import affordable_terms

_BATCH_QUERIES_FOR_MATRIX = 8
_EMPTY_LEXICAL = LexicalResult(hits=[], document_frequency={}, documents=0, average_length=0.0)

Ranked = builtins.list[builtins.list[tuple[int, float]]]


@dataclasses.dataclass(frozen=True, slots=True)
class _Gathered:
    """One read's candidates: dense and full-text ``(rowid, cosine)``, and their rows."""

    dense: builtins.list[tuple[int, float]]
    lexical: builtins.list[tuple[int, float]]
    rows: dict[int, tuple[Any, ...]]
    frequencies: dict[str, int]
    count: int
    term_total: int


def _active(where: ItemFilter | None) -> ItemFilter | None:
    if where is not None and where.include_superseded:
        return dataclasses.replace(where, include_superseded=False)  # never search history
    return where


class SqliteSearch(SqliteConnection, CheckedLexicalSearch, CheckedHybridSearch):
    """``search`` (vec0 KNN, an exact matrix, or exact over a filter) and full-text search.

    The public ``search``, ``lexical_search`` and ``hybrid_search`` (and their argument
    checks) are :mod:`ltm_core.stores.checked`'s, around the hooks below.
    """

    def _search_rows(
        self, scope: MemoryScope, args: SearchArguments, k: int, where: ItemFilter | None
    ) -> builtins.list[builtins.list[Hit]]:
        """Exact cosine top-k per query row."""
        queries, empty = args.queries, args.empty
        where = _active(where)
        with self._read(owed_of=scope) as conn:
            state = self._scope_state(conn, scope)
            if state is None:
                return empty
            scope_id, _, version, _ = state
            ranked = self._dense(conn, scope_id, version, state[1], queries, k, where)
            if ranked is None:
                return empty
            wanted = sorted({r for hits in ranked for r, _ in hits})
            items = items_by_rowid(conn, wanted, self._owed_in_snapshot())
        return [
            [Hit(items[rowid], sim) for rowid, sim in hits if rowid in items] for hits in ranked
        ]

    def _match_stems(self, scope: MemoryScope, query: StemQuery) -> LexicalResult:
        """The scope's best full-text matches for the stems (FTS5).

        Each hit carries its cosine to the query; the statistics are the scope's own. Only
        the rarest stems, within ``max_postings`` matches, are searched.
        """
        return self._one_pass(scope, query, dense=False)[1]

    def _hybrid(
        self, scope: MemoryScope, query: StemQuery
    ) -> tuple[builtins.list[Hit], LexicalResult]:
        """The dense top-``k`` and the best ``k`` full-text matches of the stems, in one pass.

        The same as ``search`` and ``lexical_search``, reading the scope's counters and the
        candidates' rows once.
        """
        return self._one_pass(scope, query, dense=True)

    def _one_pass(
        self, scope: MemoryScope, query: StemQuery, *, dense: bool
    ) -> tuple[builtins.list[Hit], LexicalResult]:
        """``_hybrid`` (``dense=False`` skips the dense half: ``_match_stems``)."""
        vector = query.vector.reshape(1, -1)
        where = _active(query.where)
        gathered = self._gather(
            scope, vector, query.stems, query.k, where, query.max_postings, dense
        )
        if gathered is None:
            return [], _EMPTY_LEXICAL
        items = {rowid: item_from_row(row) for rowid, row in gathered.rows.items()}
        dense_hits = [Hit(items[r], sim) for r, sim in gathered.dense if r in items]
        lexical_hits = [Hit(items[r], sim) for r, sim in gathered.lexical if r in items]
        return dense_hits, LexicalResult(
            hits=lexical_hits,
            document_frequency=gathered.frequencies,
            documents=gathered.count,
            average_length=gathered.term_total / gathered.count if gathered.count else 0.0,
        )

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
        """What ``hybrid_search`` finds, as columns: the dense hits, then the other full-text ones.

        No ``MemoryItem`` is built here; recall builds those it returns (see
        :mod:`ltm_core.stores.candidates`). With no ``stems``, the dense top-``k`` alone.
        """
        args = lexical_arguments(query, k, self._dimension, *self._described())
        gathered = None
        if not args.skip:
            gathered = self._gather(
                scope, args.vector, stems, k, _active(where), max_postings, True
            )
        if gathered is None:
            return candidate_columns([], [], None)
        stats = None
        if stems:
            stats = statistics_of(gathered.frequencies, gathered.count, gathered.term_total)
        rows, cosines = [], []
        for rowid, sim in (*gathered.dense, *gathered.lexical):
            row = gathered.rows.pop(rowid, None)  # popped: a rowid found twice is taken once
            if row is not None:
                rows.append(row)
                cosines.append(sim)
        return candidate_columns(rows, cosines, stats)

    def _gather(
        self,
        scope: MemoryScope,
        vector: Matrix,
        stems: Sequence[str],
        k: int,
        where: ItemFilter | None,
        max_postings: int | None,
        dense: bool,
    ) -> _Gathered | None:
        """One read: the dense top-``k``, the full-text matches and all their rows."""
        with self._read(owed_of=scope) as conn:
            state = self._scope_state(conn, scope)
            if state is None:
                return None
            scope_id, count, version, term_total = state
            frequencies: dict[str, int] = {}
            rowids: list[int] = []
            if stems:
                frequencies = dict(lexical.document_frequencies(conn, scope_id, stems))
                if where is None:  # the index holds exactly the active rows: no join needed
                    chosen = affordable_terms(frequencies, max_postings, documents=count, enough=k)
                    rowids = lexical.search(conn, scope_id, chosen, k, None, ())
                else:
                    sql, params = where_sql(where)
                    chosen = affordable_terms(frequencies, max_postings)
                    rowids = lexical.search(conn, scope_id, chosen, k, sql, params)
            ranked: Ranked = [[]]
            # The full-text matches' cosines, from the dense search's own pass where it can
            # give them (the matrix's product, or vec0's KNN over a whole small scope).
            sims: dict[int, float] = {}
            if dense:
                ranked = self._dense(
                    conn,
                    scope_id,
                    version,
                    count,
                    vector,
                    k,
                    where,
                    every=sims if rowids else None,
                    wanted=rowids,
                ) or [[]]
            sims.update((r, sim) for r, sim in ranked[0] if r not in sims)
            missing = [r for r in rowids if r not in sims]
            if missing:
                cached = self._matrix(scope_id, version)
                found = None if cached is None else cached.similarities(vector[0], missing, version)
                if found is None:
                    found = similarities(conn, vector[0], missing, self._dimension or 0)
                sims.update(found)
            matched = [(r, sims[r]) for r in rowids if r in sims]
            wanted = builtins.list(dict.fromkeys([*(r for r, _ in ranked[0]), *rowids]))
            rows = rows_by_rowid(conn, wanted, self._owed_in_snapshot())
        return _Gathered(ranked[0], matched, rows, frequencies, count, term_total)

    def _scope_state(self, conn: Any, scope: MemoryScope) -> tuple[int, int, int, int] | None:
        """``(scope_id, item_count, version, term_total)``, or ``None`` for an empty scope."""
        scope_id = self._scope_id(conn, scope, create=False)
        if scope_id is None:
            return None
        row = conn.execute(
            "SELECT item_count, version, term_total FROM scopes WHERE id = ?", (scope_id,)
        ).fetchone()
        if row is None or row[0] == 0:  # no row: a scope created after this read's snapshot
            return None
        count, version, term_total = row
        return scope_id, int(count), int(version), int(term_total)

    def _dense(
        self,
        conn: Any,
        scope_id: int,
        version: int,
        count: int,
        queries: Matrix,
        k: int,
        where: ItemFilter | None,
        *,
        every: dict[int, float] | None = None,
        wanted: Sequence[int] = (),
    ) -> Ranked | None:
        """Row ids and cosines of each query's top ``k``; ``None`` when the filter allows none.

        ``every``, for one query, receives the cosines of the rows ``wanted`` from the
        search's own pass: a matrix's product gives them, and over a small scope vec0's KNN
        of the whole partition (which costs what a top-``k`` does) gives every active row's.
        The lexical half then needs no second read of vectors.
        """
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
                return None
        # A matrix: for a large scope, a batch of queries, or a scope this process writes (each
        # ``remember`` searches its near duplicates: a vec0 scan per write costs ~0.7 ms per
        # 1k rows, the matrix kept current by the writes a few microseconds). One already
        # cached at this version serves any search: it is exact.
        matrix = self._matrix(scope_id, version) if self._cache.budget_bytes > 0 else None
        use_matrix = matrix is not None or (
            self._cache.budget_bytes > 0
            and (
                count >= self._cache_min_items
                or len(queries) >= _BATCH_QUERIES_FOR_MATRIX
                or self._writes_scope(scope_id)
            )
        )
        dim = self._dimension or 0
        if use_matrix:
            if matrix is None:
                matrix = ScopeMatrix(*scope_vectors(conn, scope_id, count, dim), version)
                self._keep_matrix(scope_id, matrix)
            found = matrix.top_k(queries, k, allowed, version, cosines_of=wanted, cosines=every)
            if found is None:  # this process wrote since this snapshot: read the snapshot's
                own = ScopeMatrix(*scope_vectors(conn, scope_id, count, dim), version)
                found = own.top_k(queries, k, allowed, cosines_of=wanted, cosines=every)
            return found
        whole = count <= VEC0_MAX_K and len(queries) == 1
        if whole and (every is not None or allowed is not None):
            ranked = knn(conn, scope_id, queries[0], count)
            if every is not None:
                every.update(ranked)
            if allowed is not None:
                permitted = set(allowed.tolist())
                ranked = [(r, sim) for r, sim in ranked if r in permitted]
            return [ranked[:k]]
        if allowed is not None:
            return exact_over(conn, allowed, queries, k, dim)
        return [knn(conn, scope_id, q, min(k, VEC0_MAX_K)) for q in queries]
