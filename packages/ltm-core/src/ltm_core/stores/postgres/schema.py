"""Schema of the Postgres store, its forward migrations, and the pgvector extension.

Every table lives in one Postgres schema (``ltm`` unless told otherwise), so an app can keep
ltm beside its own tables, and several ltm stores can share one database. Migrations run in
one transaction under a transaction-level advisory lock, so replicas that start together
migrate once. Data is always kept.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from psycopg import sql

from ltm_core.stores._sql import migration_steps
from ltm_core.stores.base import StoreError

Migration = Callable[[Any, sql.Identifier], None]


def lock_key(name: str) -> int:
    """A signed 64-bit advisory-lock key for ``name`` (stable across processes and machines)."""
    digest = hashlib.sha256(("ltm:" + name).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def _v1(conn: Any, schema: sql.Identifier) -> None:
    statements = [
        """CREATE TABLE {s}.scopes (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            scope_key text NOT NULL UNIQUE,
            user_id text NOT NULL,
            namespace text NOT NULL,
            workspace_id text,
            item_count integer NOT NULL DEFAULT 0,
            total_count integer NOT NULL DEFAULT 0,
            term_total bigint NOT NULL DEFAULT 0,
            ann boolean NOT NULL DEFAULT false
        )""",
        # The raw scope ids sit on every row, so isolation can be checked with plain SQL.
        """CREATE TABLE {s}.memories (
            scope_id bigint NOT NULL REFERENCES {s}.scopes (id),
            id text NOT NULL,
            seq bigint GENERATED ALWAYS AS IDENTITY,
            user_id text NOT NULL,
            namespace text NOT NULL,
            workspace_id text,
            text text NOT NULL,
            text_hash text NOT NULL,
            kind text NOT NULL,
            importance double precision NOT NULL,
            tags text NOT NULL DEFAULT '[]',
            metadata text NOT NULL DEFAULT '{{}}',
            source text NOT NULL DEFAULT 'manual',
            created_at timestamptz NOT NULL,
            updated_at timestamptz NOT NULL,
            last_accessed_at timestamptz,
            access_count integer NOT NULL DEFAULT 0,
            superseded_by text,
            n_terms integer NOT NULL DEFAULT 0,
            terms text[] NOT NULL DEFAULT '{{}}',
            embedding vector,
            ann boolean NOT NULL DEFAULT false,
            PRIMARY KEY (scope_id, id)
        )""",
        "CREATE INDEX memories_by_created ON {s}.memories (scope_id, created_at DESC, seq DESC)",
        "CREATE INDEX memories_by_hash ON {s}.memories (scope_id, text_hash)",
        # Stems are tagged with their scope id ("12:metric"), so a lookup reads one scope's
        # postings only, however common the word is elsewhere.
        "CREATE INDEX memories_by_term ON {s}.memories USING gin (terms)",
        """CREATE TABLE {s}.term_counts (
            scope_id bigint NOT NULL,
            term text NOT NULL,
            docs integer NOT NULL,
            PRIMARY KEY (scope_id, term)
        )""",
    ]
    for statement in statements:
        conn.execute(sql.SQL(statement).format(s=schema))


def _v2(conn: Any, schema: sql.Identifier) -> None:
    # Provenance of episodes and the facts mined from them (thread, message, source ids), as
    # the one JSON string the shared codec writes; rows from before it have none.
    conn.execute(
        sql.SQL(
            "ALTER TABLE {s}.memories ADD COLUMN provenance text NOT NULL DEFAULT '{{}}'"
        ).format(s=schema)
    )


#: Index i holds the migration from schema version i to i + 1. Append only; never edit.
MIGRATIONS: list[Migration] = [_v1, _v2]
SCHEMA_VERSION = len(MIGRATIONS)

EXTENSION_HELP = (
    "The pgvector extension is not available in this database. Install pgvector on the "
    "server (Debian/Ubuntu: apt install postgresql-<version>-pgvector; RDS, Cloud SQL, "
    "Supabase and Neon ship it), then run CREATE EXTENSION vector; once as a user allowed "
    "to (the database owner or a superuser)."
)


def ensure_extension(conn: Any) -> None:
    """``CREATE EXTENSION IF NOT EXISTS vector``, or a ``StoreError`` saying how to get it."""
    import psycopg

    row = conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone()
    if row is not None:
        return
    try:
        with conn.transaction():
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except (psycopg.errors.FeatureNotSupported, psycopg.errors.UndefinedFile) as exc:
        raise StoreError(f"{EXTENSION_HELP} (server said: {exc})") from exc
    except psycopg.errors.InsufficientPrivilege as exc:
        raise StoreError(
            "pgvector is installed on the server but not enabled in this database, and this "
            "user may not enable it: ask the database owner to run CREATE EXTENSION vector; "
            f"(server said: {exc})"
        ) from exc


def migrate(conn: Any, schema: str, location: str) -> int:
    """Bring ``schema`` up to ``SCHEMA_VERSION`` in one transaction; returns the old version.

    Raises:
        StoreError: The schema was written by a newer ltm-core.
    """
    ident = sql.Identifier(schema)
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (lock_key("schema:" + schema),))
        conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(ident))
        conn.execute(
            sql.SQL(
                "CREATE TABLE IF NOT EXISTS {}.meta (key text PRIMARY KEY, value text NOT NULL)"
            ).format(ident)
        )
        row = conn.execute(
            sql.SQL("SELECT value FROM {}.meta WHERE key = 'schema_version'").format(ident)
        ).fetchone()
        steps = migration_steps(row, SCHEMA_VERSION, location)
        for version in steps:
            MIGRATIONS[version](conn, ident)
        set_meta(conn, ident, {"schema_version": str(SCHEMA_VERSION)})
    return steps.start


def set_meta(conn: Any, schema: sql.Identifier, values: dict[str, str]) -> None:
    """Insert or replace rows of the ``meta`` table."""
    conn.cursor().executemany(
        sql.SQL(
            "INSERT INTO {}.meta (key, value) VALUES (%s, %s) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        ).format(schema),
        list(values.items()),
    )


def read_meta(conn: Any, schema: sql.Identifier) -> dict[str, str]:
    """The ``meta`` table as a dict."""
    rows = conn.execute(sql.SQL("SELECT key, value FROM {}.meta").format(schema)).fetchall()
    return {str(k): str(v) for k, v in rows}


def vector_column_sql(schema: sql.Identifier, dimension: int) -> list[sql.Composable]:
    """Fix the vector column's dimension and build the HNSW index (cosine) on it.

    The index is partial: it holds the rows of large scopes only (``ann``), so a write to one
    of the many small scopes never pays for HNSW maintenance, the dearest part of an insert.
    """
    return [
        sql.SQL("ALTER TABLE {}.memories ALTER COLUMN embedding TYPE vector({})").format(
            schema, sql.Literal(int(dimension))
        ),
        sql.SQL(
            "CREATE INDEX IF NOT EXISTS memories_by_vector ON {}.memories "
            "USING hnsw (embedding vector_cosine_ops) WHERE ann"
        ).format(schema),
    ]
