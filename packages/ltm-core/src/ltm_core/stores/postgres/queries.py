"""The read side of ``PostgresProvider``: lookups, counts, pages, dense and BM25 search.

A mixin, so that ``PostgresProvider`` stays one class with the whole ``VectorProvider``
protocol while its reads (autocommit, no scope lock: each statement sees committed data)
live apart from its writes (one transaction each, under the scope's advisory lock).
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from psycopg import sql

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import search_filter
from ltm_core.stores.base import (
    Hit,
    ItemFilter,
    LexicalResult,
    SearchArguments,
)
from ltm_core.stores.checked import CheckedLexicalSearch, StemQuery, no_matches
from ltm_core.stores.postgres import reads, writes
from ltm_core.stores.postgres import search as pg_search
from ltm_core.stores.postgres.connection import Connections
from ltm_core.stores.postgres.rows import where_sql

__all__ = ["PostgresQueries"]


class PostgresQueries(CheckedLexicalSearch):
    """Reads of a Postgres store; ``PostgresProvider`` sets the attributes below."""

    _db: Connections
    sql_schema: sql.Identifier
    location: str
    embedding_model: str | None
    _dimension: int | None
    _ef_search: int

    @contextmanager
    def reading(self) -> Iterator[Any]:
        """A connection for reads: each statement sees committed data (no BEGIN/COMMIT trips).

        Raises:
            StoreUnavailable: The server went away or no connection came within the timeout.
        """
        with self._db.transaction(write=False) as conn:
            yield conn

    def _scope_id(self, conn: Any, scope: MemoryScope, *, create: bool = False) -> int | None:
        return writes.scope_row(conn, self.sql_schema, scope, create=create)

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked."""
        if not ids:
            return []
        with self.reading() as conn:
            scope_id = self._scope_id(conn, scope)
            return [] if scope_id is None else reads.by_id(conn, self.sql_schema, scope_id, ids)

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Active items by normalised text hash (the oldest wins)."""
        if not hashes:
            return {}
        with self.reading() as conn:
            scope_id = self._scope_id(conn, scope)
            if scope_id is None:
                return {}
            return reads.by_hash(conn, self.sql_schema, scope_id, hashes)

    def is_empty(self, scope: MemoryScope) -> bool:
        """Whether the scope holds no active memory (one indexed lookup)."""
        with self.reading() as conn:
            counts = reads.scope_counts(conn, self.sql_schema, scope)
        return counts is None or counts[1] == 0

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """Items in the scope (a counter lookup without a filter)."""
        with self.reading() as conn:
            counts = reads.scope_counts(conn, self.sql_schema, scope)
            if counts is None:
                return 0
            if where is None:
                return counts[1]
            return reads.count_where(conn, self.sql_schema, counts[0], where)

    def _newest_first(
        self, scope: MemoryScope, where: ItemFilter | None, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        """``list``: items newest first (``created_at``, then insertion order)."""
        with self.reading() as conn:
            scope_id = self._scope_id(conn, scope)
            if scope_id is None:
                return []
            return reads.newest_first(conn, self.sql_schema, scope_id, where, limit, offset)

    def _search_rows(
        self, scope: MemoryScope, args: SearchArguments, k: int, where: ItemFilter | None
    ) -> builtins.list[builtins.list[Hit]]:
        """``search``: exact in small scopes, HNSW in large ones."""
        queries, results = args.queries, args.empty
        filters, params = where_sql(search_filter(where))
        with self.reading() as conn:
            counts = reads.scope_counts(conn, self.sql_schema, scope)
            if counts is None or counts[1] == 0:
                return results
            scope_id, active, indexed = counts[0], counts[1], counts[3]
            for n, query in enumerate(queries):
                found: builtins.list[tuple[MemoryItem, float]] = []
                if indexed:
                    found = pg_search.approximate(
                        conn, self.sql_schema, scope_id, query, k, filters, params, self._ef_search
                    )
                if len(found) < min(k, active):
                    found = pg_search.exact(
                        conn, self.sql_schema, scope_id, query, k, filters, params
                    )
                results[n] = [Hit(item, sim) for item, sim in found]
        return results

    def _match_stems(self, scope: MemoryScope, query: StemQuery) -> LexicalResult:
        """``lexical_search``: the scope's best BM25 matches, with its own statistics."""
        filters, params = where_sql(search_filter(query.where))
        with self.reading() as conn:
            counts = reads.scope_counts(conn, self.sql_schema, scope)
            if counts is None or counts[1] == 0:
                return no_matches()
            return pg_search.lexical(
                conn,
                self.sql_schema,
                counts,
                query.vector,
                stems=query.stems,
                k=query.k,
                filters=filters,
                params=params,
                max_postings=query.max_postings,
            )
