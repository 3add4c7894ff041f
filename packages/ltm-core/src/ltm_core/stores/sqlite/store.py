"""The embedded default backend: one SQLite file with sqlite-vec, safe for several processes."""

from __future__ import annotations

import builtins
import dataclasses
import json
import logging
import os
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from ltm_core.embeddings.base import normalise_rows
from ltm_core.models import MemoryItem, MemoryScope, RetentionFacts, text_hash
from ltm_core.retrieval.lexical import affordable_terms, terms
from ltm_core.settings import LTMSettings
from ltm_core.stores._codec import from_micros, to_micros
from ltm_core.stores.base import (
    BackupInfo,
    DimensionMismatch,
    EvictionPolicy,
    Hit,
    ItemFilter,
    LexicalResult,
    Matrix,
    RefCounted,
    StoreError,
    StoreInfo,
    checked_queries,
    checked_vectors,
)
from ltm_core.stores.sqlite import fts as lexical
from ltm_core.stores.sqlite.driver import chunks, connect, marks
from ltm_core.stores.sqlite.matrix_cache import MatrixCache, ScopeMatrix
from ltm_core.stores.sqlite.schema import migrate, vector_table_sql

logger = logging.getLogger("ltm")

_VEC0_MAX_K = 4096
_BATCH_QUERIES_FOR_MATRIX = 8

_COLUMNS = (
    "rowid, id, text, kind, importance, tags, metadata, source, "
    "created_at, updated_at, last_accessed_at, access_count, superseded_by"
)
_ASSIGNMENTS = (
    "text = ?, text_hash = ?, kind = ?, importance = ?, tags = ?, metadata = ?, source = ?, "
    "created_at = ?, updated_at = ?, last_accessed_at = ?, access_count = ?, superseded_by = ?, "
    "n_terms = ?"
)
_ACTIVE = "superseded_by IS NULL"


class SqliteVecProvider(RefCounted):
    """Memories and vectors in one SQLite file (WAL), vectors in a sqlite-vec ``vec0`` table.

    Each scope is a vec0 partition. Scopes with at least ``cache_min_items`` items are searched
    from an in-memory matrix that is kept exact across processes by a per-scope version number.

    Args:
        path: The database file (parent folders are created), or ``":memory:"``.
        busy_timeout_ms: How long a writer waits for another process's write lock.
        cache_min_items: Scope size from which searches use the in-memory matrix.
        cache_mb: Memory budget of the in-memory matrices.
    """

    name = "sqlite-vec"

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

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        busy_timeout_ms: int = 30_000,
        cache_min_items: int = 1000,
        cache_mb: int = 256,
    ) -> None:
        super().__init__()
        raw = os.fspath(path)
        self.path = raw if raw == ":memory:" else str(Path(raw).expanduser())
        self._busy_timeout_ms = busy_timeout_ms
        self._cache_min_items = cache_min_items
        self._cache = MatrixCache(cache_mb * 1024 * 1024)
        self._lock = threading.RLock()
        self._conn: Any = None
        self._scope_ids: dict[str, int] = {}
        self._model: str | None = None
        self._dimension: int | None = None
        self._connection()

    # -- connection and schema -------------------------------------------------------------

    def _connection(self) -> Any:
        if self._conn is None:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            conn = connect(self.path, busy_timeout_ms=self._busy_timeout_ms)
            try:
                migrate(conn, self.path)
                meta = dict(conn.execute("SELECT key, value FROM ltm_meta").fetchall())
            except BaseException:
                conn.close()
                raise
            self._model = meta.get("embedding_model")
            self._dimension = int(meta["dimension"]) if "dimension" in meta else None
            self._conn = conn
        return self._conn

    @contextmanager
    def _write(self) -> Iterator[Any]:
        """A ``BEGIN IMMEDIATE`` transaction under the provider lock."""
        with self._lock:
            conn = self._connection()
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                self._scope_ids.clear()  # a scope row created in this transaction is gone
                raise
            conn.execute("COMMIT")

    @contextmanager
    def _read(self) -> Iterator[Any]:
        """The connection, for reads (each statement sees a consistent snapshot).

        Reads need no transaction of their own: a search reads the scope's version before its
        vectors, so a concurrent write can only make a cached matrix look stale, never fresh,
        and rows deleted in between are simply skipped.
        """
        with self._lock:
            yield self._connection()

    def ensure_embedding(self, model: str, dimension: int) -> None:
        """Record the model and dimension on first use; refuse another dimension later."""
        with self._lock:
            self._connection()
            if self._dimension is not None:
                self._check_dimension(model, dimension)
                return
            with self._write() as conn:
                meta = dict(conn.execute("SELECT key, value FROM ltm_meta").fetchall())
                if "dimension" in meta:  # another process got there first
                    self._model = meta.get("embedding_model")
                    self._dimension = int(meta["dimension"])
                else:
                    conn.execute(vector_table_sql(dimension))
                    conn.executemany(
                        "INSERT INTO ltm_meta (key, value) VALUES (?, ?)",
                        [("embedding_model", model), ("dimension", str(dimension))],
                    )
                    self._model, self._dimension = model, dimension
            self._check_dimension(model, dimension)

    def _check_dimension(self, model: str, dimension: int) -> None:
        if self._dimension != dimension:
            raise DimensionMismatch(
                f"the store {self.path} holds {self._dimension}-d vectors from "
                f"{self._model!r}, but the embedder {model!r} produces {dimension}-d vectors. "
                "Use the same embedding model, point LTM_DB_PATH at a new file, or export "
                "this store (ltm export) and import it into a new one."
            )
        if self._model != model:
            logger.warning(
                "store %s was built with embedding model %r; now embedding with %r (same "
                "dimension). Similarities between the two models' vectors are not meaningful.",
                self.path,
                self._model,
                model,
            )
            self._model = model

    def _require_vectors(self) -> None:
        if self._dimension is None:
            raise StoreError("call ensure_embedding(model, dimension) before storing vectors")

    # -- scopes ----------------------------------------------------------------------------

    def _scope_id(self, conn: Any, scope: MemoryScope, *, create: bool) -> int | None:
        key = scope.key
        cached = self._scope_ids.get(key)
        if cached is not None:
            return cached
        row = conn.execute(
            "SELECT id, user_id, namespace, workspace_id FROM scopes WHERE scope_key = ?", (key,)
        ).fetchone()
        if row is None:
            if not create:
                return None
            cur = conn.execute(
                "INSERT INTO scopes (scope_key, user_id, namespace, workspace_id) "
                "VALUES (?, ?, ?, ?)",
                (key, scope.user_id, scope.namespace, scope.workspace_id),
            )
            scope_id = int(cur.lastrowid)
        else:
            if tuple(row[1:]) != (scope.user_id, scope.namespace, scope.workspace_id):
                raise StoreError(f"scope key collision in {self.path}; refusing to mix scopes")
            scope_id = int(row[0])
        self._scope_ids[key] = scope_id
        return scope_id

    @staticmethod
    def _count(conn: Any, scope_id: int, active: int, total: int, terms: int) -> None:
        """Adjust the scope's active, total and active-term counts."""
        conn.execute(
            "UPDATE scopes SET item_count = item_count + ?, total_count = total_count + ?, "
            "term_total = term_total + ? WHERE id = ?",
            (active, total, terms, scope_id),
        )

    @staticmethod
    def _bump(conn: Any, scope_id: int) -> tuple[int, int]:
        """Bump the scope's vector version (its cached matrices go stale); returns (old, new)."""
        old = conn.execute("SELECT version FROM scopes WHERE id = ?", (scope_id,)).fetchone()[0]
        conn.execute("UPDATE scopes SET version = version + 1 WHERE id = ?", (scope_id,))
        return int(old), int(old) + 1

    @staticmethod
    def _partition(scope_id: int, item: MemoryItem) -> int:
        return -scope_id if item.superseded_by is not None else scope_id

    def _states(self, conn: Any, rowids: Sequence[int]) -> dict[int, tuple[bool, int]]:
        """For each row: whether it is active (not superseded), and its term count."""
        states: dict[int, tuple[bool, int]] = {}
        for part in chunks(list(rowids)):
            rows = conn.execute(
                f"SELECT rowid, {_ACTIVE}, n_terms FROM memories "
                f"WHERE rowid IN ({marks(len(part))})",
                tuple(part),
            ).fetchall()
            states.update({int(r[0]): (bool(r[1]), int(r[2])) for r in rows})
        return states

    # -- rows ------------------------------------------------------------------------------

    @staticmethod
    def _item(row: Sequence[Any]) -> MemoryItem:
        # Rows were validated on the way in; re-validating every read costs recall ~2 ms.
        return MemoryItem.from_trusted(
            {
                "id": row[1],
                "text": row[2],
                "kind": row[3],
                "importance": row[4],
                "tags": [] if row[5] == "[]" else json.loads(row[5]),
                "metadata": {} if row[6] == "{}" else json.loads(row[6]),
                "source": row[7],
                "created_at": from_micros(row[8]),
                "updated_at": from_micros(row[9]),
                "last_accessed_at": None if row[10] is None else from_micros(row[10]),
                "access_count": row[11],
                "superseded_by": row[12],
            }
        )

    @staticmethod
    def _values(item: MemoryItem) -> tuple[Any, ...]:
        return (
            item.text,
            text_hash(item.text),
            item.kind,
            item.importance,
            json.dumps(item.tags, ensure_ascii=False),
            json.dumps(item.metadata, ensure_ascii=False, default=str),
            item.source,
            to_micros(item.created_at),
            to_micros(item.updated_at),
            None if item.last_accessed_at is None else to_micros(item.last_accessed_at),
            item.access_count,
            item.superseded_by,
            len(terms(item.text)),
        )

    @staticmethod
    def _where_sql(where: ItemFilter | None) -> tuple[str, list[Any]]:
        if where is None:
            return f" AND {_ACTIVE}", []
        clauses: list[str] = [] if where.include_superseded else [_ACTIVE]
        params: list[Any] = []
        if where.kinds is not None:
            clauses.append(f"kind IN ({marks(len(where.kinds))})" if where.kinds else "0")
            params.extend(sorted(where.kinds))
        if where.tags is not None:
            if where.tags:
                clauses.append(
                    "EXISTS (SELECT 1 FROM json_each(memories.tags) "
                    f"WHERE json_each.value IN ({marks(len(where.tags))}))"
                )
                params.extend(sorted(where.tags))
            else:
                clauses.append("0")
        if where.since is not None:
            clauses.append("created_at >= ?")
            params.append(to_micros(where.since))
        if where.until is not None:
            clauses.append("created_at <= ?")
            params.append(to_micros(where.until))
        return "".join(f" AND {c}" for c in clauses), params

    def _rowids(self, conn: Any, scope_id: int, ids: Sequence[str]) -> dict[str, int]:
        found: dict[str, int] = {}
        for part in chunks(list(ids)):
            rows = conn.execute(
                f"SELECT id, rowid FROM memories WHERE scope_id = ? AND id IN ({marks(len(part))})",
                (scope_id, *part),
            ).fetchall()
            found.update({r[0]: int(r[1]) for r in rows})
        return found

    def _items_by_rowid(self, conn: Any, rowids: Sequence[int]) -> dict[int, MemoryItem]:
        items: dict[int, MemoryItem] = {}
        for part in chunks(list(rowids)):
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM memories WHERE rowid IN ({marks(len(part))})", tuple(part)
            ).fetchall()
            items.update({int(r[0]): self._item(r) for r in rows})
        return items

    # -- writes ----------------------------------------------------------------------------

    def upsert(
        self,
        scope: MemoryScope,
        items: Sequence[MemoryItem],
        vectors: Matrix,
        *,
        eviction: EvictionPolicy | None = None,
    ) -> builtins.list[str]:
        """Insert or replace items with their vectors; evict inside the same transaction."""
        vectors = checked_vectors(vectors, len(items), self._dimension, self.path)
        evicted: builtins.list[str] = []
        removed: builtins.list[int] = []
        with self._write() as conn:
            scope_id = self._scope_id(conn, scope, create=True)
            assert scope_id is not None
            existing = self._rowids(conn, scope_id, [i.id for i in items])
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
                values = self._values(item)
                active = item.superseded_by is None
                if rowid is None:
                    next_rowid += 1
                    rowid = existing[item.id] = next_rowid
                    inserts.append((rowid, scope_id, item.id, *values))
                    total_delta += 1
                else:
                    updates.append((*values, rowid))
                    conn.execute("DELETE FROM memory_vectors WHERE rowid = ?", (rowid,))
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
                    indexed.append((rowid, item.text, scope_id))
                    put_rowids.append(rowid)
                    put_vectors.append(vector)
                vec_rows.append((rowid, self._partition(scope_id, item), vector.tobytes()))
            conn.executemany(
                "INSERT INTO memories (rowid, scope_id, id, text, text_hash, kind, importance, "
                "tags, metadata, source, created_at, updated_at, last_accessed_at, "
                "access_count, superseded_by, n_terms) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                inserts,
            )
            conn.executemany(f"UPDATE memories SET {_ASSIGNMENTS} WHERE rowid = ?", updates)
            conn.executemany(
                "INSERT INTO memory_vectors (rowid, scope_id, embedding) VALUES (?, ?, ?)",
                vec_rows,
            )
            lexical.index(conn, indexed)
            self._count(conn, scope_id, active_delta, total_delta, terms_delta)
            old, new = self._bump(conn, scope_id)
            if eviction is not None and eviction.max_items > 0:
                evicted, evicted_rowids = self._evict(conn, scope_id, eviction)
                removed.extend(evicted_rowids)
        stacked = np.vstack(put_vectors) if put_vectors else np.zeros((0, 0), np.float32)
        self._after_write(scope_id, old, new, put_rowids, stacked, removed)
        return evicted

    def _evict(
        self, conn: Any, scope_id: int, policy: EvictionPolicy
    ) -> tuple[builtins.list[str], builtins.list[int]]:
        total = conn.execute("SELECT total_count FROM scopes WHERE id = ?", (scope_id,))
        excess = int(total.fetchone()[0]) - policy.max_items
        if excess <= 0:
            return [], []
        rows = conn.execute(
            "SELECT id, kind, importance, tags, created_at, last_accessed_at, superseded_by "
            "FROM memories WHERE scope_id = ?",
            (scope_id,),
        ).fetchall()
        facts = [
            RetentionFacts(
                id=r[0],
                kind=r[1],
                importance=r[2],
                tags=tuple(json.loads(r[3])),
                created_at=from_micros(r[4]),
                last_accessed_at=None if r[5] is None else from_micros(r[5]),
                superseded=r[6] is not None,
            )
            for r in rows
        ]
        victims = policy.order(facts)[:excess]
        rowids = builtins.list(self._rowids(conn, scope_id, victims).values())
        self._delete_rowids(conn, scope_id, rowids)
        return victims, rowids

    def _delete_rowids(self, conn: Any, scope_id: int, rowids: Sequence[int]) -> None:
        """Delete rows, their vectors and index entries, keeping the scope's counts right."""
        states = self._states(conn, rowids)
        active = [r for r, (is_active, _) in states.items() if is_active]
        lexical.unindex(conn, active)
        for part in chunks(builtins.list(rowids)):
            listed = marks(len(part))
            conn.execute(f"DELETE FROM memories WHERE rowid IN ({listed})", tuple(part))
            if self._dimension is not None:
                conn.execute(f"DELETE FROM memory_vectors WHERE rowid IN ({listed})", tuple(part))
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
            if len(put_rowids):
                matrix.put(put_rowids, put_vectors)
            if removed_rowids:
                matrix.remove(removed_rowids)
            matrix.version = new

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Bump ``last_accessed_at`` and ``access_count`` (no version change: vectors stay)."""
        if not ids:
            return
        with self._write() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return
            for part in chunks(builtins.list(ids)):
                conn.execute(
                    "UPDATE memories SET last_accessed_at = ?, access_count = access_count + 1 "
                    f"WHERE scope_id = ? AND id IN ({marks(len(part))})",
                    (to_micros(at), scope_id, *part),
                )

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
            rowid = self._rowids(conn, scope_id, [item.id]).get(item.id)
            if rowid is None:
                return False
            was_active, was_terms = self._states(conn, [rowid])[rowid]
            active = item.superseded_by is None
            values = self._values(item)
            conn.execute(f"UPDATE memories SET {_ASSIGNMENTS} WHERE rowid = ?", (*values, rowid))
            if was_active:
                lexical.unindex(conn, [rowid])
            if active:
                lexical.index(conn, [(rowid, item.text, scope_id)])
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
            conn.execute("DELETE FROM memory_vectors WHERE rowid = ?", (rowid,))
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
            rowids = builtins.list(self._rowids(conn, scope_id, ids).values())
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
            conn.execute("DELETE FROM memories WHERE scope_id = ?", (scope_id,))
            if self._dimension is not None:
                for partition in (scope_id, -scope_id):
                    conn.execute("DELETE FROM memory_vectors WHERE scope_id = ?", (partition,))
            conn.execute(
                "UPDATE scopes SET item_count = 0, total_count = 0, term_total = 0, "
                "version = version + 1 WHERE id = ?",
                (scope_id,),
            )
        with self._lock:
            self._cache.discard(scope_id)
        return deleted

    # -- reads -----------------------------------------------------------------------------

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked."""
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None or not ids:
                return []
            by_id: dict[str, MemoryItem] = {}
            for part in chunks(list(ids)):
                rows = conn.execute(
                    f"SELECT {_COLUMNS} FROM memories WHERE scope_id = ? "
                    f"AND id IN ({marks(len(part))})",
                    (scope_id, *part),
                ).fetchall()
                by_id.update({r[1]: self._item(r) for r in rows})
        return [by_id[i] for i in ids if i in by_id]

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Active items by normalised text hash (the oldest wins)."""
        found: dict[str, MemoryItem] = {}
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return found
            for part in chunks(list(dict.fromkeys(hashes))):
                rows = conn.execute(
                    f"SELECT {_COLUMNS}, text_hash FROM memories WHERE scope_id = ? AND {_ACTIVE} "
                    f"AND text_hash IN ({marks(len(part))}) ORDER BY rowid DESC",
                    (scope_id, *part),
                ).fetchall()
                found.update({r[13]: self._item(r) for r in rows})
        return found

    def is_empty(self, scope: MemoryScope) -> bool:
        """Whether the scope holds no active memory (one indexed lookup)."""
        with self._lock:
            row = (
                self._connection()
                .execute("SELECT item_count FROM scopes WHERE scope_key = ?", (scope.key,))
                .fetchone()
            )
        return row is None or int(row[0]) == 0

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """Items in the scope (O(1) without a filter)."""
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return 0
            if where is None:
                row = conn.execute("SELECT item_count FROM scopes WHERE id = ?", (scope_id,))
                return int(row.fetchone()[0])
            sql, params = self._where_sql(where)
            row = conn.execute(
                f"SELECT COUNT(*) FROM memories WHERE scope_id = ?{sql}", (scope_id, *params)
            )
            return int(row.fetchone()[0])

    def list(
        self,
        scope: MemoryScope,
        where: ItemFilter | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
    ) -> builtins.list[MemoryItem]:
        """Items newest first."""
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return []
            sql, params = self._where_sql(where)
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM memories WHERE scope_id = ?{sql} "
                "ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
                (scope_id, *params, -1 if limit < 0 else limit, max(0, offset)),
            ).fetchall()
        return [self._item(r) for r in rows]

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
                sql, params = self._where_sql(where)
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
                matrix = self._matrix(conn, scope_id, int(version))
                ranked = matrix.top_k(queries, k, allowed)
            elif allowed is not None:
                ranked = self._exact_over(conn, allowed, queries, k)
            else:
                ranked = [self._knn(conn, scope_id, q, min(k, _VEC0_MAX_K)) for q in queries]
            items = self._items_by_rowid(conn, sorted({r for hits in ranked for r, _ in hits}))
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
            sql, params = self._where_sql(where)
            frequencies = lexical.document_frequencies(conn, scope_id, stems)
            chosen = affordable_terms(frequencies, max_postings)
            rowids = lexical.search(conn, scope_id, chosen, k, sql, params)
            items = self._items_by_rowid(conn, rowids)
            cached = self._cache.get(scope_id, int(version))
            if cached is not None:
                sims = cached.similarities(query, rowids)
            else:
                sims = self._similarities(conn, query, rowids)
        hits = [Hit(items[r], sims[r]) for r in rowids if r in items and r in sims]
        return LexicalResult(
            hits=hits,
            document_frequency=frequencies,
            documents=int(count),
            average_length=int(term_total) / int(count),
        )

    def _similarities(self, conn: Any, query: Matrix, rowids: Sequence[int]) -> dict[int, float]:
        """Exact cosine of ``query`` to the stored vectors of ``rowids``."""
        ids: builtins.list[int] = []
        blobs: builtins.list[bytes] = []
        for part in chunks(builtins.list(rowids)):
            for r in conn.execute(
                f"SELECT rowid, embedding FROM memory_vectors WHERE rowid IN ({marks(len(part))})",
                tuple(part),
            ):
                ids.append(int(r[0]))
                blobs.append(r[1])
        if not ids:
            return {}
        dim = self._dimension or 0
        vectors = normalise_rows(np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(-1, dim))
        sims = vectors @ normalise_rows(query)
        return {rowid: float(sim) for rowid, sim in zip(ids, sims, strict=True)}

    def _matrix(self, conn: Any, scope_id: int, version: int) -> ScopeMatrix:
        matrix = self._cache.get(scope_id, version)
        if matrix is None:
            rows = conn.execute(
                "SELECT rowid, embedding FROM memory_vectors WHERE scope_id = ?", (scope_id,)
            ).fetchall()
            rowids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            blob = b"".join(r[1] for r in rows)
            dim = self._dimension or 0
            vectors = np.frombuffer(blob, dtype=np.float32).reshape(len(rows), dim)
            matrix = ScopeMatrix(rowids, vectors, version)
            self._cache.put(scope_id, matrix)
        return matrix

    def _knn(
        self, conn: Any, scope_id: int, query: Matrix, k: int
    ) -> builtins.list[tuple[int, float]]:
        rows = conn.execute(
            "SELECT rowid, distance FROM memory_vectors "
            "WHERE embedding MATCH ? AND scope_id = ? AND k = ?",
            (query.tobytes(), scope_id, k),
        ).fetchall()
        return [(int(r[0]), 1.0 - float(r[1])) for r in rows]

    def _exact_over(
        self, conn: Any, rowids: Any, queries: Matrix, k: int
    ) -> builtins.list[builtins.list[tuple[int, float]]]:
        ids: list[int] = []
        blobs: list[bytes] = []
        for part in chunks([int(r) for r in rowids]):
            for r in conn.execute(
                f"SELECT rowid, embedding FROM memory_vectors WHERE rowid IN ({marks(len(part))})",
                tuple(part),
            ):
                ids.append(int(r[0]))
                blobs.append(r[1])
        dim = self._dimension or 0
        vectors = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(ids), dim)
        return ScopeMatrix(np.asarray(ids, dtype=np.int64), vectors, 0).top_k(queries, k)

    # -- whole store -----------------------------------------------------------------------

    def list_scopes(self) -> builtins.list[tuple[MemoryScope, int]]:
        """Every scope holding memories (history included), with how many."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT user_id, namespace, workspace_id, total_count FROM scopes "
                "WHERE total_count > 0 ORDER BY id"
            ).fetchall()
        return [(MemoryScope(r[0], r[1], r[2]), int(r[3])) for r in rows]

    def total_memories(self) -> int:
        """Memories in the whole file, every scope and history included."""
        with self._read() as conn:
            row = conn.execute("SELECT COALESCE(SUM(total_count), 0) FROM scopes").fetchone()
        return int(row[0])

    def backup_root(self, root: Path | None = None) -> Path:
        """``root`` when given, else ``backups`` next to the database file."""
        from ltm_core.stores.sqlite.backup import default_backup_root

        return Path(root) if root is not None else default_backup_root(Path(self.path))

    def create_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo:
        """A snapshot plus a JSONL export in a new folder (see :mod:`.backup`)."""
        from ltm_core.stores.sqlite import backup

        return backup.create_backup(self, root, keep=keep, now=now)

    def maybe_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo | None:
        """Back up when the store crossed a multiple of 100 memories or a day has passed."""
        from ltm_core.stores.sqlite import backup

        return backup.maybe_backup(self, root, keep=keep, now=now)

    def backup_to(self, target: Any) -> None:
        """Copy the whole database into ``target`` (a connection) with SQLite's backup API.

        The copy is one consistent snapshot even while other processes write.
        """
        with self._lock:
            self._connection().backup(target)

    def record_backup(self, at: datetime) -> None:
        """Remember when the last backup was made, and how many memories it held."""
        count = self.total_memories()
        with self._write() as conn:
            conn.executemany(
                "INSERT INTO ltm_meta (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [("last_backup_at", str(to_micros(at))), ("last_backup_count", str(count))],
            )

    def last_backup(self) -> tuple[datetime | None, int]:
        """When the last backup was made (``None``: never) and how many memories it held."""
        with self._read() as conn:
            meta = dict(
                conn.execute(
                    "SELECT key, value FROM ltm_meta "
                    "WHERE key IN ('last_backup_at', 'last_backup_count')"
                ).fetchall()
            )
        at = meta.get("last_backup_at")
        return (None if at is None else from_micros(int(at))), int(meta.get("last_backup_count", 0))

    # -- lifecycle -------------------------------------------------------------------------

    def info(self) -> StoreInfo:
        """File location, model, dimension and size on disk."""
        size = None
        if self.path != ":memory:":
            size = sum(
                os.path.getsize(p) for p in (self.path, self.path + "-wal") if os.path.exists(p)
            )
        with self._lock:
            self._connection()
            return StoreInfo(
                provider=self.name,
                location=self.path,
                embedding_model=self._model,
                dimension=self._dimension,
                size_bytes=size,
            )

    def close(self) -> None:
        """Close the connection; the next call reopens it."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._cache.clear()
            self._scope_ids.clear()
