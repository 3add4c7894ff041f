"""The sqlite-vec store's connection, transactions, embedding check and scope rows."""

from __future__ import annotations

import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.base import (
    DimensionMismatch,
    RefCounted,
    StoreError,
)
from ltm_core.stores.sqlite.driver import chunks, connect, marks
from ltm_core.stores.sqlite.matrix_cache import MatrixCache
from ltm_core.stores.sqlite.rows import (
    ACTIVE,
)
from ltm_core.stores.sqlite.schema import migrate, vector_table_sql

logger = logging.getLogger("ltm")

#: Scope ids remembered per store: a lookup is one indexed query, so past this many scopes
#: the least recently used is forgotten (memory stays bounded whatever the number of users).
SCOPE_ID_CACHE_SIZE = 4096


class ScopeIds(OrderedDict[str, int]):
    """Scope key -> row id, least recently used forgotten beyond ``SCOPE_ID_CACHE_SIZE``."""

    def get_recent(self, key: str) -> int | None:
        """The id of ``key`` (now the most recent), or ``None``."""
        found = self.get(key)
        if found is not None:
            self.move_to_end(key)
        return found

    def remember(self, key: str, scope_id: int) -> None:
        """Keep ``key``'s id, forgetting the least recently used beyond the bound."""
        self[key] = scope_id
        self.move_to_end(key)
        while len(self) > SCOPE_ID_CACHE_SIZE:
            self.popitem(last=False)


class SqliteConnection(RefCounted):
    """One lazily opened connection (WAL) under a lock, shared by the store's parts.

    See :class:`~ltm_core.stores.sqlite.store.SqliteVecProvider` for the arguments.
    """

    name = "sqlite-vec"

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
        self._scope_ids = ScopeIds()
        self._model: str | None = None
        self._dimension: int | None = None
        self._connection()

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

    def _scope_id(self, conn: Any, scope: MemoryScope, *, create: bool) -> int | None:
        key = scope.key
        cached = self._scope_ids.get_recent(key)
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
        self._scope_ids.remember(key, scope_id)
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
                f"SELECT rowid, {ACTIVE}, n_terms FROM memories "
                f"WHERE rowid IN ({marks(len(part))})",
                tuple(part),
            ).fetchall()
            states.update({int(r[0]): (bool(r[1]), int(r[2])) for r in rows})
        return states
