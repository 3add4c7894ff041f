"""The sqlite-vec store's connection, transactions, embedding check and scope rows."""

from __future__ import annotations

import atexit
import logging
import os
import threading
import weakref
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.base import (
    GENERATION_KEY,
    RefCounted,
    StoreError,
    StoreGeneration,
)
from ltm_core.stores.sqlite.driver import chunks, connect, marks
from ltm_core.stores.sqlite.files import check_store_file
from ltm_core.stores.sqlite.matrix_cache import MatrixCache, ScopeMatrix
from ltm_core.stores.sqlite.readers import ReaderPool
from ltm_core.stores.sqlite.rows import (
    ACTIVE,
)
from ltm_core.stores.sqlite.schema import CHUNK_INDEX_SQL, migrate, vector_table_sql
from ltm_core.stores.sqlite.touches import Bump, PendingTouches, SqliteDeferredTouches

logger = logging.getLogger("ltm")

#: Scope ids remembered per store: a lookup is one indexed query, so past this many scopes
#: the least recently used is forgotten (memory stays bounded whatever the number of users).
SCOPE_ID_CACHE_SIZE = 4096
#: A thread outside any transaction: no cache serves it.
_NO_SNAPSHOT = object()


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


class SqliteConnection(SqliteDeferredTouches, RefCounted):
    """A write connection (WAL) under a lock, plus a pool of read connections.

    Writes are serialised on the one write connection. Reads run on pooled connections
    without the lock, each in its own snapshot; the caches (scope ids, matrices, pending
    access times) are touched under the lock only, and only by a snapshot of the generation
    they were filled for, so a restore by another process is seen exactly by every reader.

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
        # Scope ids, matrices and model facts hold for one generation of the file's contents
        # only: a restore replaces them all (see StoreGeneration). The scope ids are an LRU.
        self._generation = StoreGeneration(on_change=self._forget_contents)
        self._scope_ids = self._generation.scope_ids = ScopeIds()
        self._model: str | None = None
        self._dimension: int | None = None
        self._touches = PendingTouches()
        # Scopes this process wrote to (most recent last, bounded like the scope ids): their
        # searches use a matrix whatever their size (see ``SqliteSearch._dense``).
        self._written: OrderedDict[int, None] = OrderedDict()
        self._touch_timer: threading.Timer | None = None
        self._snapshot = threading.local()  # the generation this thread's transaction reads
        self._writer: int | None = None  # the thread inside a write transaction
        self._readers = ReaderPool(self._open_reader)
        self._connection()
        drain = weakref.WeakMethod(self.flush_touches)
        atexit.register(lambda: (method := drain()) is not None and method())

    def _connection(self) -> Any:
        if self._conn is None:
            if self.path != ":memory:":
                check_store_file(Path(self.path))  # another program's file stays as it is
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            conn = connect(self.path, busy_timeout_ms=self._busy_timeout_ms)
            try:
                migrate(conn, self.path)
                self._load_meta(conn)
            except BaseException:
                conn.close()
                raise
            self._conn = conn
        return self._conn

    def _open_reader(self) -> Any:
        with self._lock:
            self._connection()  # the file exists and is migrated before anyone reads it
        return connect(self.path, busy_timeout_ms=self._busy_timeout_ms)

    def _load_meta(self, conn: Any) -> None:
        """Read the model, dimension and generation the file holds now."""
        meta = dict(conn.execute("SELECT key, value FROM ltm_meta").fetchall())
        self._generation.observe(meta.get(GENERATION_KEY))
        self._model = meta.get("embedding_model")
        self._dimension = int(meta["dimension"]) if "dimension" in meta else None

    def _forget_contents(self) -> None:
        """The file's contents were replaced (a restore): no cached matrix holds any more.

        Access times owed to the old contents are dropped too: they belong to rows the
        restore replaced.
        """
        self._cache.clear()
        self._touches.take()
        self._written.clear()

    def _check_generation(self, conn: Any) -> None:
        """Inside a transaction: drop every cache when the file was replaced since the last.

        The generation this snapshot reads is kept for the thread: the caches serve it only
        while they belong to that same generation (see ``_caches_serve``).
        """
        row = conn.execute("SELECT value FROM ltm_meta WHERE key = ?", (GENERATION_KEY,)).fetchone()
        current = None if row is None else row[0]
        with self._lock:
            if self._generation.observe(current):
                self._load_meta(conn)
        self._snapshot.generation = current

    def _caches_serve(self) -> bool:
        """Under the lock: whether this thread's snapshot reads the caches' generation.

        A snapshot begun before a restore may still be reading while another thread has
        refilled the caches for the restored file (or the reverse): neither may use the
        other's scope ids or matrices.
        """
        return getattr(self._snapshot, "generation", _NO_SNAPSHOT) == self._generation.value

    @contextmanager
    def _write(self) -> Iterator[Any]:
        """A ``BEGIN IMMEDIATE`` transaction under the provider lock."""
        with self._lock:
            conn = self._connection()
            conn.execute("BEGIN IMMEDIATE")
            owed: list[Any] = []
            self._writer = threading.get_ident()
            try:
                self._check_generation(conn)  # a restore drops the bumps owed to old rows
                owed = self._touches.take()  # pending access-time bumps ride along
                self._write_touches(conn, owed)
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                self._touches.restore(owed)
                self._scope_ids.clear()  # a scope row created in this transaction is gone
                raise
            finally:
                self._writer = None
                self._snapshot.generation = _NO_SNAPSHOT
            conn.execute("COMMIT")

    @contextmanager
    def _read(
        self, *, overlay_touches: bool = False, owed_of: MemoryScope | None = None
    ) -> Iterator[Any]:
        """A connection in one read transaction: a single snapshot of the file.

        The snapshot starts with the generation check, so a restore by another process is
        either wholly before it (and every cache was dropped) or wholly after it. Pending
        access-time bumps are written first, unless the caller needs none of them
        (``overlay_touches``) or shows those of the scope ``owed_of`` itself: they are
        copied as the snapshot starts and read with :meth:`_owed_in_snapshot`. Inside this
        thread's write, the write connection.
        """
        if self._touches and not (overlay_touches or owed_of is not None):
            self.flush_touches()
        if self._writer == threading.get_ident() or self.path == ":memory:":
            with self._lock:  # one in-memory database is one connection
                conn = self._connection()
                if conn.in_transaction:  # inside a write: already checked, one snapshot
                    outer = getattr(self._snapshot, "owed", None)
                    self._snapshot.owed = self._owed_now(owed_of)
                    try:
                        yield conn
                    finally:
                        self._snapshot.owed = outer
                    return
                with self._snapshot_of(conn, owed_of):
                    yield conn
            return
        with self._readers.connection() as conn, self._snapshot_of(conn, owed_of):
            yield conn

    @contextmanager
    def _snapshot_of(self, conn: Any, owed_of: MemoryScope | None) -> Iterator[None]:
        conn.execute("BEGIN")
        try:
            # The snapshot starts (at its first SELECT) and the pending bumps are copied under
            # the lock that a write holds from taking them to its COMMIT: the read sees each
            # bump exactly once, either still pending or written. Copied any later, a timer's
            # write landing in between would be in neither. (A reader holding a pool slot may
            # wait for the lock; nothing holding the lock waits for a slot.)
            with self._lock:
                self._check_generation(conn)
                self._snapshot.owed = self._owed_now(owed_of)
            yield
        finally:
            self._snapshot.generation = _NO_SNAPSHOT
            self._snapshot.owed = None
            conn.execute("COMMIT")

    def _owed_now(self, scope: MemoryScope | None) -> dict[str, Bump] | None:
        """A copy of the scope's pending access-time bumps (under the lock)."""
        if scope is None:
            return None
        with self._lock:
            owed = self._touches.owed(scope)
            return None if owed is None else dict(owed)

    def _owed_in_snapshot(self) -> dict[str, Bump] | None:
        """The bumps pending when this thread's snapshot started, for ``_read(owed_of=)``."""
        owed: dict[str, Bump] | None = getattr(self._snapshot, "owed", None)
        return owed

    def _wrote_scope(self, scope_id: int) -> None:
        """Note that this process wrote to the scope (under the lock)."""
        with self._lock:
            if not self._caches_serve():
                return
            self._written[scope_id] = None
            self._written.move_to_end(scope_id)
            while len(self._written) > SCOPE_ID_CACHE_SIZE:
                self._written.popitem(last=False)

    def _writes_scope(self, scope_id: int) -> bool:
        """Whether this process wrote to the scope, as this thread's snapshot may know."""
        with self._lock:
            return self._caches_serve() and scope_id in self._written

    def _matrix(self, scope_id: int, version: int) -> ScopeMatrix | None:
        """The scope's cached matrix at ``version``, if this snapshot may use it."""
        with self._lock:
            return self._cache.get(scope_id, version) if self._caches_serve() else None

    def _keep_matrix(self, scope_id: int, matrix: ScopeMatrix) -> None:
        with self._lock:
            if self._caches_serve():
                self._cache.put(scope_id, matrix)

    def ensure_embedding(self, model: str, dimension: int) -> None:
        """Record the model and dimension on first use; refuse another dimension later."""
        with self._read():  # the generation check refreshes the model facts
            pass  # (not under the lock: a reader waiting for it may hold the last read slot)
        with self._lock:
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
                    conn.execute(CHUNK_INDEX_SQL)
                    conn.executemany(
                        "INSERT INTO ltm_meta (key, value) VALUES (?, ?)",
                        [("embedding_model", model), ("dimension", str(dimension))],
                    )
                    self._model, self._dimension = model, dimension
            self._check_dimension(model, dimension)

    if TYPE_CHECKING:

        def _adopted_model(self, model: str, dimension: int) -> str: ...  # CheckedProvider's

    def _check_dimension(self, model: str, dimension: int) -> None:
        self._model = self._adopted_model(model, dimension)

    def _require_vectors(self) -> None:
        if self._dimension is None:
            raise StoreError("call ensure_embedding(model, dimension) before storing vectors")

    def _scope_id(self, conn: Any, scope: MemoryScope, *, create: bool) -> int | None:
        key = scope.key
        with self._lock:
            serve = self._caches_serve()
            cached = self._scope_ids.get_recent(key) if serve else None
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
        with self._lock:
            if self._caches_serve():
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
    def _count_and_bump(
        conn: Any, scope_id: int, active: int, total: int, terms: int
    ) -> tuple[int, int, int]:
        """:meth:`_count` and :meth:`_bump` in one statement: (old, new version, total count)."""
        version, total_count = conn.execute(
            "UPDATE scopes SET item_count = item_count + ?, total_count = total_count + ?, "
            "term_total = term_total + ?, version = version + 1 WHERE id = ? "
            "RETURNING version, total_count",
            (active, total, terms, scope_id),
        ).fetchall()[0]
        return int(version) - 1, int(version), int(total_count)

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
