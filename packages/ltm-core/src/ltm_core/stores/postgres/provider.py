"""``PostgresProvider``: memories and vectors in Postgres with pgvector, shared by replicas.

Every row carries its scope id and raw scope ids, and every statement is filtered by scope.
Writes are one transaction each, under a per-scope advisory lock (``pg_advisory_xact_lock``):
writers of one scope take turns, writers of different scopes never wait for each other,
and eviction runs inside the write that made the scope too big.

One short method per ``VectorProvider`` operation and admin call, each a transaction around
the SQL of ``reads``, ``writes`` and ``search``; the read side is the mixin of :mod:`.queries`.
"""

from __future__ import annotations

import builtins
import logging
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from psycopg import sql

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._backup import RestoreReport
from ltm_core.stores._codec import require_extra, unique_last
from ltm_core.stores.base import (
    BackupInfo,
    Matrix,
    RefCounted,
    StoreInfo,
    checked_vectors,
)
from ltm_core.stores.checked import CheckedProvider, Eviction
from ltm_core.stores.postgres import reads, writes
from ltm_core.stores.postgres import schema as pg_schema
from ltm_core.stores.postgres.admin import PostgresAdmin
from ltm_core.stores.postgres.connection import Connections
from ltm_core.stores.postgres.queries import PostgresQueries

if TYPE_CHECKING:
    from ltm_core.embeddings.base import Embedder
    from ltm_core.settings import LTMSettings

logger = logging.getLogger("ltm")

#: Scope size from which dense search uses the HNSW index (see docs/backends.md).
HNSW_MIN_ITEMS = 10_000


def default_backup_root(schema: str) -> Path:
    """``~/.ltm/backups/postgres-<schema>``: where ``ltm backup`` puts a server's backups."""
    return Path("~/.ltm/backups").expanduser() / f"postgres-{schema}"


class PostgresProvider(PostgresQueries, RefCounted, CheckedProvider):
    """A ``VectorProvider`` on Postgres with pgvector (psycopg 3, ``psycopg_pool``).

    Besides the protocol it has the admin operations ``ltm backup``/``ltm restore`` use
    (``list_scopes``, ``total_memories``, ``backup``, ``restore``).

    Args:
        url: A libpq URL or conninfo string (``postgresql://user:pw@host:5432/db?sslmode=
            require``); passed to libpq as it is. Give ``url`` or ``pool``.
        pool: A ``psycopg_pool.ConnectionPool`` you own (it is not closed by ``close``).
        schema: The Postgres schema holding ltm's tables (created on first use).
        min_size: Connections the pool keeps open.
        max_size: Most connections the pool opens.
        timeout: Seconds to wait for a connection before ``StoreUnavailable``.
        hnsw_min_items: Scope size from which dense search uses the HNSW index.
        ef_search: HNSW candidate list size (at least ``k``).
        prepare_threshold: psycopg's server-side prepared statements; ``None`` (the default)
            never prepares, which PgBouncer in transaction mode needs.

    Raises:
        StoreUnavailable: The server cannot be reached, refused the login, or lacks pgvector.
    """

    name = "postgres"
    _other_model_way_out = (
        "set LTM_POSTGRES_SCHEMA to a new schema, or export this store (ltm export) and "
        "import it into a new one"
    )

    def __init__(
        self,
        url: str | None = None,
        *,
        pool: Any = None,
        schema: str = "ltm",
        min_size: int = 1,
        max_size: int = 10,
        timeout: float = 10.0,
        hnsw_min_items: int = HNSW_MIN_ITEMS,
        ef_search: int = 100,
        prepare_threshold: int | None = None,
    ) -> None:
        super().__init__()
        require_extra("psycopg_pool", "postgres")
        require_extra("pgvector.psycopg", "postgres")
        self._db = Connections(
            url,
            pool,
            schema=schema,
            min_size=min_size,
            max_size=max_size,
            timeout=timeout,
            prepare_threshold=prepare_threshold,
        )
        self.location = self._db.location
        self.schema = schema
        self.sql_schema = sql.Identifier(schema)
        self._hnsw_min_items = hnsw_min_items
        self._ef_search = ef_search
        self._lock = threading.Lock()
        self.admin = PostgresAdmin(self)
        meta = self._db.setup()
        self.embedding_model: str | None = meta.get("embedding_model")
        self._dimension = int(meta["dimension"]) if "dimension" in meta else None

    @classmethod
    def from_settings(
        cls, settings: LTMSettings, embedder: Embedder | None = None
    ) -> PostgresProvider:
        """The provider ``LTM_POSTGRES_*`` settings describe (``embedder`` is not needed)."""
        if not settings.postgres_url:
            raise ValueError(
                "LTM_VECTOR_PROVIDER=postgres needs LTM_POSTGRES_URL, e.g. "
                "postgresql://user:password@host:5432/dbname"
            )
        return cls(
            settings.postgres_url,
            schema=settings.postgres_schema,
            max_size=settings.postgres_pool_size,
            timeout=settings.postgres_timeout,
            hnsw_min_items=settings.postgres_hnsw_min_items,
        )

    @classmethod
    def location_key(cls, settings: LTMSettings) -> tuple[Any, ...]:
        """One store per server URL and schema in a process."""
        return ("postgres", settings.postgres_url, settings.postgres_schema)

    @contextmanager
    def transaction(self, lock: MemoryScope | None = None) -> Iterator[Any]:
        """One connection and one transaction; with ``lock``, under that scope's advisory lock.

        Raises:
            StoreUnavailable: The server went away or no connection came within the timeout.
        """
        with self._db.transaction(None if lock is None else "scope:" + lock.key) as conn:
            yield conn

    # -- embedding model -----------------------------------------------------------------------

    def ensure_embedding(self, model: str, dimension: int) -> None:
        """Record the model and dimension on first use; refuse another dimension later."""
        with self._lock:
            if self._dimension is None:
                with self._db.transaction(lock="embedding") as conn:
                    meta = pg_schema.read_meta(conn, self.sql_schema)
                    if "dimension" in meta:  # another process got there first
                        self.embedding_model = meta.get("embedding_model")
                        self._dimension = int(meta["dimension"])
                    else:
                        for statement in pg_schema.vector_column_sql(self.sql_schema, dimension):
                            conn.execute(statement)
                        pg_schema.set_meta(
                            conn,
                            self.sql_schema,
                            {"embedding_model": model, "dimension": str(int(dimension))},
                        )
                        self.embedding_model, self._dimension = model, int(dimension)
            self._check_dimension(model, dimension)

    def _check_dimension(self, model: str, dimension: int) -> None:
        self.embedding_model = self._adopted_model(model, dimension)

    # -- writes --------------------------------------------------------------------------------

    def _described(self) -> tuple[str, str | None]:
        return self.location, self.embedding_model

    def _write_items(
        self, scope: MemoryScope, items: Sequence[MemoryItem], vectors: Matrix, evict: Eviction
    ) -> builtins.list[str]:
        """``upsert`` in one transaction under the scope's lock, evicting in it."""
        pairs = unique_last(zip(items, vectors, strict=True))
        if not pairs:
            return []
        with self.transaction(lock=scope) as conn:
            self._scope_id(conn, scope, create=True)
            before = reads.scope_counts(conn, self.sql_schema, scope)
            assert before is not None
            scope_id, indexed = before[0], before[3]
            writes.upsert_rows(
                conn,
                self.sql_schema,
                scope,
                scope_id,
                [p[0] for p in pairs],
                np.stack([p[1] for p in pairs]),
                ann=indexed,
            )
            evicted: builtins.list[str] = []
            if evict is not None and evict.max_items > 0:
                evicted = writes.evict(conn, self.sql_schema, scope_id, evict)
            if not indexed and before[1] + len(pairs) >= self._hnsw_min_items:
                after = reads.scope_counts(conn, self.sql_schema, scope)
                if after is not None and after[1] >= self._hnsw_min_items:
                    writes.index_scope(conn, self.sql_schema, scope_id)
        return evicted

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Bump ``last_accessed_at`` and ``access_count`` (vectors stay)."""
        if not ids:
            return
        with self.transaction(lock=scope) as conn:
            scope_id = self._scope_id(conn, scope)
            if scope_id is not None:
                conn.execute(
                    sql.SQL(
                        "UPDATE {}.memories SET last_accessed_at = %s, "
                        "access_count = access_count + 1 WHERE scope_id = %s AND id = ANY(%s)"
                    ).format(self.sql_schema),
                    (at, scope_id, builtins.list(ids)),
                )

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields; its vector only when one is given."""
        if vector is not None:
            vector = checked_vectors(
                np.asarray(vector, dtype=np.float32).reshape(1, -1),
                1,
                self._dimension,
                self.location,
            )
        with self.transaction(lock=scope) as conn:
            scope_id = self._scope_id(conn, scope)
            if scope_id is None:
                return False
            return writes.update_row(conn, self.sql_schema, scope_id, item, vector)

    def delete(self, scope: MemoryScope, ids: Sequence[str]) -> int:
        """Delete items by id; how many were there."""
        if not ids:
            return 0
        with self.transaction(lock=scope) as conn:
            scope_id = self._scope_id(conn, scope)
            if scope_id is None:
                return 0
            return len(writes.delete_rows(conn, self.sql_schema, scope_id, builtins.list(ids)))

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope, history included."""
        with self.transaction(lock=scope) as conn:
            scope_id = self._scope_id(conn, scope)
            if scope_id is None:
                return 0
            return writes.clear_scope(conn, self.sql_schema, scope_id)

    # -- lifecycle -----------------------------------------------------------------------------

    def info(self) -> StoreInfo:
        """Server, schema, model, dimension and the tables' size on disk."""
        with self.reading() as conn:
            size = reads.schema_size(conn, self.schema)
        return StoreInfo(
            provider=self.name,
            location=self.location,
            embedding_model=self.embedding_model,
            dimension=self._dimension,
            size_bytes=size,
            extra={"hnsw_min_items": self._hnsw_min_items},
        )

    # -- administration (see admin.py) --------------------------------------------------------

    def list_scopes(self) -> builtins.list[tuple[MemoryScope, int]]:
        """Every scope holding memories (history included), with how many."""
        return self.admin.list_scopes()

    def total_memories(self) -> int:
        """Memories in the whole store, every scope and history included."""
        return self.admin.total_memories()

    @classmethod
    def backups_for(cls, settings: LTMSettings) -> tuple[Path, str | None]:
        """``LTM_BACKUP_PATH``, else ``~/.ltm/backups/postgres-<schema>``: all of them ours."""
        return settings.backup_path or default_backup_root(settings.postgres_schema), None

    @classmethod
    def restore_into(cls, settings: LTMSettings, backup: Path) -> RestoreReport:
        """Load ``backup`` into scopes of the server's schema that hold nothing yet."""
        server = cls.from_settings(settings)
        try:
            return server.restore(backup)
        finally:
            server.close()

    def backup_root(self, root: Path | None = None) -> Path:
        """Where backups go: ``root``, else ``~/.ltm/backups/postgres-<schema>``."""
        return default_backup_root(self.schema) if root is None else Path(root).expanduser()

    def create_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo:
        """A logical JSONL backup of every scope in a new folder under ``root``."""
        made = self.admin.backup(self.backup_root(root), keep=keep, now=now)
        self.admin.record_backup(made)
        return made

    def maybe_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo | None:
        """Never automatic on a shared server: ``ltm backup`` or ``pg_dump`` on a schedule.

        Every replica and every ``ltm`` command would otherwise export all tenants.
        """
        return None

    def last_backup(self) -> tuple[datetime | None, int]:
        """When ``create_backup`` last ran here (``None``: never) and how many it held."""
        return self.admin.last_backup()

    def restore(self, backup: Path) -> RestoreReport:
        """Load a backup into scopes that hold nothing here, and verify the counts."""
        return self.admin.restore(backup)

    def close(self) -> None:
        """Close the pool (a pool passed in stays open: it is the caller's)."""
        self._db.close()
