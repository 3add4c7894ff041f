"""Schema of the sqlite-vec store and its forward migrations (data is always kept)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ltm_core.stores._sql import migration_steps
from ltm_core.stores.sqlite import fts as sqlite_lexical
from ltm_core.text.lexical import terms

Migration = Callable[[Any], None]


def _v1(conn: Any) -> None:
    conn.execute(
        """CREATE TABLE IF NOT EXISTS scopes (
            id INTEGER PRIMARY KEY,
            scope_key TEXT NOT NULL UNIQUE,
            user_id TEXT NOT NULL,
            namespace TEXT NOT NULL,
            workspace_id TEXT,
            item_count INTEGER NOT NULL DEFAULT 0,
            version INTEGER NOT NULL DEFAULT 0
        )"""
    )
    conn.execute(
        """CREATE TABLE IF NOT EXISTS memories (
            rowid INTEGER PRIMARY KEY,
            scope_id INTEGER NOT NULL REFERENCES scopes(id),
            id TEXT NOT NULL,
            text TEXT NOT NULL,
            text_hash TEXT NOT NULL,
            kind TEXT NOT NULL,
            importance REAL NOT NULL,
            tags TEXT NOT NULL DEFAULT '[]',
            metadata TEXT NOT NULL DEFAULT '{}',
            source TEXT NOT NULL DEFAULT 'manual',
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            last_accessed_at INTEGER,
            access_count INTEGER NOT NULL DEFAULT 0,
            UNIQUE (scope_id, id)
        )"""
    )
    conn.execute(
        "CREATE INDEX IF NOT EXISTS memories_by_created ON memories (scope_id, created_at DESC)"
    )
    conn.execute("CREATE INDEX IF NOT EXISTS memories_by_hash ON memories (scope_id, text_hash)")


def _v2(conn: Any) -> None:
    """Supersede: replaced memories stay as history; active and total counts per scope."""
    conn.execute("ALTER TABLE memories ADD COLUMN superseded_by TEXT")
    conn.execute("ALTER TABLE scopes ADD COLUMN total_count INTEGER NOT NULL DEFAULT 0")
    conn.execute("UPDATE scopes SET total_count = item_count")


def _v3(conn: Any) -> None:
    """Lexical recall: an FTS5 index of active memories (replaced in v4), term counts for BM25."""
    conn.execute("ALTER TABLE memories ADD COLUMN n_terms INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE scopes ADD COLUMN term_total INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS memory_fts USING fts5("
        "text, scope, tokenize = 'porter unicode61 remove_diacritics 2')"
    )
    conn.execute("INSERT INTO memory_fts (memory_fts, rank) VALUES ('rank', 'bm25(1.0, 0.0)')")
    rows = conn.execute("SELECT rowid, text, scope_id, superseded_by FROM memories").fetchall()
    conn.executemany(
        "UPDATE memories SET n_terms = ? WHERE rowid = ?",
        [(len(terms(r[1])), r[0]) for r in rows],
    )
    conn.executemany(
        "INSERT INTO memory_fts (rowid, text, scope) VALUES (?, ?, ?)",
        [(r[0], r[1], f"s{int(r[2])}") for r in rows if r[3] is None],
    )
    conn.execute(
        "UPDATE scopes SET term_total = (SELECT COALESCE(SUM(n_terms), 0) FROM memories "
        "WHERE memories.scope_id = scopes.id AND superseded_by IS NULL)"
    )


def _v4(conn: Any) -> None:
    """The FTS5 index holds scope-tagged stems: a query reads only its own scope's postings.

    Replaces v3's ``memory_fts`` (raw text plus one scope token per row, whose postings every
    query had to intersect), adds per-scope document frequencies, and rebuilds both from the
    active memories.
    """
    conn.execute("DROP TABLE IF EXISTS memory_fts")
    conn.execute(sqlite_lexical.FTS_TABLE_SQL)
    conn.execute(sqlite_lexical.TERM_COUNTS_SQL)
    rows = conn.execute(
        "SELECT rowid, text, scope_id FROM memories WHERE superseded_by IS NULL"
    ).fetchall()
    sqlite_lexical.index(conn, rows)


def _v5(conn: Any) -> None:
    """Provenance: thread, message and source episodes as one JSON string (empty for old rows).

    The same string the shared record codec stores (``_codec.provenance_json``).
    """
    conn.execute("ALTER TABLE memories ADD COLUMN provenance TEXT NOT NULL DEFAULT '{}'")


def _v6(conn: Any) -> None:
    """Index the vec0 table's chunks by partition: a scope's search reads its own chunks only.

    sqlite-vec 0.1 keeps each partition's chunk list in ``memory_vectors_chunks`` without an
    index, so every KNN scanned the chunk rows of every scope in the file: a 40-memory user's
    recall grew with the number of tenants (1.5 s p50 with 10,000 users in the file).
    """
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'memory_vectors_chunks'"
    ).fetchone()
    if exists:
        conn.execute(CHUNK_INDEX_SQL)


#: Whether a row may carry a protected tag (``core``, ``identity``, ``pinned``): a quoted tag
#: in the JSON list. Never a false negative; a tag such as ``a", "core`` is a false positive,
#: which eviction rules out with ``json_each``. Written exactly so in ``_v7``'s index and in
#: the queries that use it (SQLite matches an indexed expression by its text).
MAYBE_PROTECTED = (
    "(instr(tags, '\"core\"') + instr(tags, '\"identity\"') + instr(tags, '\"pinned\"') > 0)"
)
#: The later of creation and last access, which recency counts from.
REFERENCE_TIME = (
    "CASE WHEN last_accessed_at IS NULL OR last_accessed_at < created_at "
    "THEN created_at ELSE last_accessed_at END"
)


def _v7(conn: Any) -> None:
    """Index what eviction groups and orders by, so a write at ``max_items`` reads a few rows.

    Without it, every write to a full scope read and scored all of its rows (about 4 ms of a
    ``remember()`` at the default 500). Eviction now walks this covering index: per kind,
    importance and superseded state, the oldest reference time first (see ``store._evict``).
    """
    conn.execute(
        "CREATE INDEX IF NOT EXISTS memories_by_retention ON memories (scope_id, "
        f"{MAYBE_PROTECTED}, superseded_by IS NULL, kind, importance, {REFERENCE_TIME}, id)"
    )


#: Index i holds the migration from schema version i to i + 1. Append only; never edit.
MIGRATIONS: list[Migration] = [_v1, _v2, _v3, _v4, _v5, _v6, _v7]
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(conn: Any, path: str) -> int:
    """Bring the store up to ``SCHEMA_VERSION`` in one transaction; returns the old version."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS ltm_meta (key TEXT PRIMARY KEY, value TEXT)")
        row = conn.execute("SELECT value FROM ltm_meta WHERE key = 'schema_version'").fetchone()
        steps = migration_steps(row, SCHEMA_VERSION, path)
        for version in steps:
            MIGRATIONS[version](conn)
        conn.execute(
            "INSERT INTO ltm_meta (key, value) VALUES ('schema_version', ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (str(SCHEMA_VERSION),),
        )
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return steps.start


#: See ``_v6``. SQLite keeps an index on a shadow table like any other: vec0 reads the chunks of
#: ``partition00 = ?`` and the planner now finds them through it.
CHUNK_INDEX_SQL = (
    "CREATE INDEX IF NOT EXISTS memory_vectors_chunks_by_partition "
    "ON memory_vectors_chunks (partition00)"
)


def vector_table_sql(dimension: int) -> str:
    """The vec0 table: one partition per scope so a search never scans other users' rows.

    A superseded memory's vector lives in the partition ``-scope_id``: kept, never searched.
    """
    return (
        "CREATE VIRTUAL TABLE IF NOT EXISTS memory_vectors USING vec0("
        "scope_id integer partition key, "
        f"embedding float[{int(dimension)}] distance_metric=cosine, "
        "chunk_size=128)"
    )
