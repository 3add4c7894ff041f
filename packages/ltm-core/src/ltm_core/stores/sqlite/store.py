"""The embedded default backend: one SQLite file with sqlite-vec, safe for several processes."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import numpy as np

from ltm_core.models import PROTECTED_TAGS, MemoryItem, MemoryScope
from ltm_core.settings import LTMSettings
from ltm_core.stores._codec import from_micros
from ltm_core.stores._sql import RETENTION_COLUMNS, eviction_victims
from ltm_core.stores.base import EvictionPolicy, Matrix
from ltm_core.stores.checked import CheckedProvider, Eviction
from ltm_core.stores.sqlite import fts as lexical
from ltm_core.stores.sqlite.admin import SqliteAdmin
from ltm_core.stores.sqlite.driver import chunks, marks
from ltm_core.stores.sqlite.queries import SqliteQueries
from ltm_core.stores.sqlite.rows import (
    ASSIGNMENTS,
    row_values,
    rowids_of,
)
from ltm_core.stores.sqlite.schema import MAYBE_PROTECTED, REFERENCE_TIME
from ltm_core.stores.sqlite.search import SqliteSearch
from ltm_core.text.lexical_text import lexical_text

#: One vector by row: vec0 looks a single rowid up directly, but scans for lists and scopes.
DELETE_VECTOR_SQL = "DELETE FROM memory_vectors WHERE rowid = ?"
PROTECTED = sorted(PROTECTED_TAGS)
#: What eviction reads of a row: ``RETENTION_COLUMNS``, then the rowid and term count that
#: deleting it needs.
EVICTION_COLUMNS = f"{RETENTION_COLUMNS}, rowid AS row_id, n_terms"
#: The rows an ``EvictionPolicy(grouped=True)`` needs, from the ``memories_by_retention``
#: index (schema v7): the first ``?2`` (the excess) of each kind, importance and superseded
#: state, oldest reference time first, among rows without a protected tag; and the few rows
#: that only look protected. A handful of rows instead of the whole scope. The groups are
#: listed first, then each group's first rows read by one index seek: numbering every row
#: of the scope (a window function) cost 250-350 us at 500 memories, this 35-90 us.
_GROUPS = (
    "SELECT DISTINCT superseded_by IS NULL AS active, kind, importance FROM memories "
    f"WHERE scope_id = ?1 AND {MAYBE_PROTECTED} = 0"
)
_FIRST_OF_GROUP = (
    "SELECT m.rowid FROM memories AS m WHERE m.scope_id = ?1 AND "
    + MAYBE_PROTECTED.replace("tags", "m.tags")
    + " = 0 AND (m.superseded_by IS NULL) = g.active AND m.kind = g.kind "
    "AND m.importance = g.importance ORDER BY "
    + REFERENCE_TIME.replace("last_accessed_at", "m.last_accessed_at").replace(
        "created_at", "m.created_at"
    )
    + ", m.id LIMIT ?2"
)
GROUPED_EVICTION_SQL = (
    f"SELECT {EVICTION_COLUMNS} FROM memories WHERE rowid IN (SELECT x.rowid FROM "
    f"({_GROUPS}) AS g JOIN memories AS x ON x.rowid IN ({_FIRST_OF_GROUP})) "
    f"UNION ALL SELECT {EVICTION_COLUMNS} FROM memories "
    f"WHERE scope_id = ?3 AND {MAYBE_PROTECTED} = 1 AND NOT EXISTS ("
    "SELECT 1 FROM json_each(memories.tags) WHERE json_each.value IN "
    f"({marks(len(PROTECTED))}))"
)


class SqliteVecProvider(SqliteAdmin, SqliteSearch, SqliteQueries, CheckedProvider):
    """Memories and vectors in one SQLite file (WAL), vectors in a sqlite-vec ``vec0`` table.

    Each scope is a vec0 partition. Scopes with at least ``cache_min_items`` items, and scopes
    this process writes to, are searched from an in-memory matrix that is kept exact across
    processes by a per-scope version number.

    Args:
        path: The database file (parent folders are created), or ``":memory:"``.
        busy_timeout_ms: How long a writer waits for another process's write lock.
        cache_min_items: Scope size from which searches use the in-memory matrix (a scope
            this process writes to uses it whatever its size).
        cache_mb: Memory budget of the in-memory matrices.
    """

    name = "sqlite-vec"
    _other_model_way_out = (
        "point LTM_DB_PATH at a new file, or export this store (ltm export) and import it "
        "into a new one"
    )

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> SqliteVecProvider:
        """The store at ``LTM_DB_PATH``, tuned by ``LTM_BUSY_TIMEOUT_MS`` and the cache knobs."""
        return cls(
            settings.db_path,
            busy_timeout_ms=settings.busy_timeout_ms,
            cache_min_items=settings.vector_cache_min_items,
            cache_mb=settings.vector_cache_mb,
        )

    @classmethod
    def location_key(cls, settings: LTMSettings) -> tuple[Any, ...]:
        """One store per database file."""
        return (str(settings.db_path),)

    def _described(self) -> tuple[str, str | None]:
        return self.path, self._model

    def _write_items(
        self, scope: MemoryScope, items: Sequence[MemoryItem], vectors: Matrix, evict: Eviction
    ) -> builtins.list[str]:
        """``upsert``: rows, vectors and index entries, and eviction, in one transaction."""
        evicted: builtins.list[str] = []
        removed: builtins.list[int] = []
        with self._write() as conn:
            scope_id = self._scope_id(conn, scope, create=True)
            assert scope_id is not None
            self._wrote_scope(scope_id)
            existing = rowids_of(conn, scope_id, [i.id for i in items])
            before = self._states(conn, builtins.list(existing.values()))
            max_rowid = conn.execute("SELECT COALESCE(MAX(rowid), 0) FROM memories")
            next_rowid = int(max_rowid.fetchone()[0])
            inserts: builtins.list[tuple[Any, ...]] = []
            updates: builtins.list[tuple[Any, ...]] = []
            vec_rows: builtins.list[tuple[Any, ...]] = []
            indexed: builtins.list[tuple[int, str, int]] = []
            active_delta = total_delta = terms_delta = 0
            put_rowids: builtins.list[int] = []
            put_vectors: builtins.list[Matrix] = []
            for item, vector in zip(items, vectors, strict=True):
                rowid = existing.get(item.id)
                values = row_values(item)
                active = item.superseded_by is None
                if rowid is None:
                    next_rowid += 1
                    rowid = existing[item.id] = next_rowid
                    inserts.append((rowid, scope_id, item.id, *values))
                    total_delta += 1
                else:
                    updates.append((*values, rowid))
                    conn.execute(DELETE_VECTOR_SQL, (rowid,))
                    was_active, was_terms = before.get(rowid, (False, 0))
                    if was_active:
                        active_delta -= 1
                        terms_delta -= was_terms
                        lexical.unindex(conn, [rowid])
                    before[rowid] = (active, values[-1])
                    if not active:
                        removed.append(rowid)
                if active:
                    active_delta += 1
                    terms_delta += values[-1]
                    indexed.append((rowid, lexical_text(item), scope_id))
                    put_rowids.append(rowid)
                    put_vectors.append(vector)
                vec_rows.append((rowid, self._partition(scope_id, item), vector.tobytes()))
            if inserts:
                conn.executemany(
                    "INSERT INTO memories (rowid, scope_id, id, text, text_hash, kind, "
                    "importance, tags, metadata, source, created_at, updated_at, "
                    "last_accessed_at, access_count, superseded_by, provenance, n_terms) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    inserts,
                )
            if updates:
                conn.executemany(f"UPDATE memories SET {ASSIGNMENTS} WHERE rowid = ?", updates)
            conn.executemany(
                "INSERT INTO memory_vectors (rowid, scope_id, embedding) VALUES (?, ?, ?)",
                vec_rows,
            )
            lexical.index(conn, indexed)
            old, new, total = self._count_and_bump(
                conn, scope_id, active_delta, total_delta, terms_delta
            )
            if evict is not None and 0 < evict.max_items < total:
                evicted, evicted_rowids = self._evict(conn, scope_id, evict, total)
                removed.extend(evicted_rowids)
        stacked = np.vstack(put_vectors) if put_vectors else np.zeros((0, 0), np.float32)
        self._after_write(scope_id, old, new, put_rowids, stacked, removed)
        return evicted

    def _evict(
        self, conn: Any, scope_id: int, policy: EvictionPolicy, total: int
    ) -> tuple[builtins.list[str], builtins.list[int]]:
        """Delete the ``total - max_items`` items ``policy`` keeps least (ids, rowids)."""
        excess = total - policy.max_items
        if policy.grouped:
            rows = conn.execute(GROUPED_EVICTION_SQL, (scope_id, excess, scope_id, *PROTECTED))
        else:
            rows = conn.execute(
                f"SELECT {EVICTION_COLUMNS} FROM memories WHERE scope_id = ?", (scope_id,)
            )
        by_id = {r[0]: r for r in rows.fetchall()}
        victims = [
            v
            for v in eviction_victims(builtins.list(by_id.values()), policy, excess, from_micros)
            if v in by_id
        ]
        rows_of = [by_id[v] for v in victims]
        rowids = [int(r[7]) for r in rows_of]
        states = {int(r[7]): (r[6] is None, int(r[8])) for r in rows_of}
        self._delete_rowids(conn, scope_id, rowids, states)
        return victims, rowids

    def _delete_rowids(
        self,
        conn: Any,
        scope_id: int,
        rowids: Sequence[int],
        states: dict[int, tuple[bool, int]] | None = None,
    ) -> None:
        """Delete rows, their vectors and index entries, keeping the scope's counts right.

        ``states``: each row's (active, term count) when the caller has read them already.
        """
        if states is None:
            states = self._states(conn, rowids)
        active = [r for r, (is_active, _) in states.items() if is_active]
        lexical.unindex(conn, active)
        for part in chunks(builtins.list(rowids)):
            conn.execute(f"DELETE FROM memories WHERE rowid IN ({marks(len(part))})", tuple(part))
        if self._dimension is not None:  # vec0 scans the whole file for "rowid IN (...)"
            conn.executemany(DELETE_VECTOR_SQL, [(r,) for r in rowids])
        active_terms = sum(states[r][1] for r in active)
        self._count(conn, scope_id, -len(active), -len(states), -active_terms)

    def _after_write(
        self,
        scope_id: int,
        old: int,
        new: int,
        put_rowids: Sequence[int],
        put_vectors: Matrix,
        removed_rowids: Sequence[int],
    ) -> None:
        """Apply this process's own change to the cached matrix, or drop a stale one."""
        with self._lock:
            matrix = self._cache.peek(scope_id)
            if matrix is None:
                return
            if matrix.version != old:  # another process wrote in between
                self._cache.discard(scope_id)
                return
            matrix.apply(put_rowids, put_vectors, removed_rowids, new)

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Bump ``last_accessed_at`` and ``access_count`` (no version change: vectors stay).

        The write is deferred and coalesced (see ``stores.sqlite.touches``); every later read
        of this process sees it, and ``flush_touches``/``close`` write it.
        """
        if ids:
            self._defer_touch(scope, builtins.list(ids), at)

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields; its vector only when one is given.

        Marking an item superseded (or active again) moves its vector out of (or back into)
        the searched partition.
        """
        vec = None if vector is None else np.asarray(vector, dtype=np.float32).reshape(1, -1)
        with self._write() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return False
            rowid = rowids_of(conn, scope_id, [item.id]).get(item.id)
            if rowid is None:
                return False
            was_active, was_terms = self._states(conn, [rowid])[rowid]
            active = item.superseded_by is None
            values = row_values(item)
            conn.execute(f"UPDATE memories SET {ASSIGNMENTS} WHERE rowid = ?", (*values, rowid))
            if was_active:
                lexical.unindex(conn, [rowid])
            if active:
                lexical.index(conn, [(rowid, lexical_text(item), scope_id)])
            self._count(
                conn,
                scope_id,
                active - was_active,
                0,
                (values[-1] if active else 0) - (was_terms if was_active else 0),
            )
            if vec is None and was_active == active:
                return True
            self._require_vectors()
            if vec is None:
                blob = conn.execute(
                    "SELECT embedding FROM memory_vectors WHERE rowid = ?", (rowid,)
                ).fetchone()[0]
                vec = np.frombuffer(blob, dtype=np.float32).reshape(1, -1)
            conn.execute(DELETE_VECTOR_SQL, (rowid,))
            conn.execute(
                "INSERT INTO memory_vectors (rowid, scope_id, embedding) VALUES (?, ?, ?)",
                (rowid, self._partition(scope_id, item), vec[0].tobytes()),
            )
            old, new = self._bump(conn, scope_id)
        if active:
            self._after_write(scope_id, old, new, [rowid], vec, [])
        else:
            self._after_write(scope_id, old, new, [], np.zeros((0, 0), np.float32), [rowid])
        return True

    def delete(self, scope: MemoryScope, ids: Sequence[str]) -> int:
        """Delete items by id."""
        if not ids:
            return 0
        with self._write() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return 0
            rowids = builtins.list(rowids_of(conn, scope_id, ids).values())
            if not rowids:
                return 0
            self._delete_rowids(conn, scope_id, rowids)
            old, new = self._bump(conn, scope_id)
        self._after_write(scope_id, old, new, [], np.zeros((0, 0), np.float32), rowids)
        return len(rowids)

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope, history included."""
        with self._write() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return 0
            n = conn.execute("SELECT COUNT(*) FROM memories WHERE scope_id = ?", (scope_id,))
            deleted = int(n.fetchone()[0])
            lexical.unindex_scope(conn, scope_id)
            if self._dimension is not None:  # by row: "scope_id = ?" scans the whole file
                listed = conn.execute("SELECT rowid FROM memories WHERE scope_id = ?", (scope_id,))
                conn.executemany(DELETE_VECTOR_SQL, listed.fetchall())
            conn.execute("DELETE FROM memories WHERE scope_id = ?", (scope_id,))
            conn.execute(
                "UPDATE scopes SET item_count = 0, total_count = 0, term_total = 0, "
                "version = version + 1 WHERE id = ?",
                (scope_id,),
            )
        with self._lock:
            self._cache.discard(scope_id)
        return deleted

    def close(self) -> None:
        """Write pending access times, then close the connection; the next call reopens it."""
        with self._lock:
            self.flush_touches()
            self._readers.close()
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._generation.forget()
            self._generation.value = None
