"""The sqlite-vec store's FTS5 index: active memories only, one scope token per row.

Every statement here runs inside the caller's transaction, so the index can never drift from
the memories table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

FTS_TABLE_SQL = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS memory_fts USING fts5("
    "text, scope, tokenize = 'porter unicode61 remove_diacritics 2')"
)
# Rank by the text column only: the scope token matches every row of the scope.
FTS_RANK_SQL = "INSERT INTO memory_fts (memory_fts, rank) VALUES ('rank', 'bm25(1.0, 0.0)')"


def scope_token(scope_id: int) -> str:
    """The token that confines a match to one scope (``s12``)."""
    return f"s{int(scope_id)}"


def index(conn: Any, rows: Iterable[tuple[int, str, int]]) -> None:
    """Add ``(rowid, text, scope_id)`` rows to the index."""
    conn.executemany(
        "INSERT INTO memory_fts (rowid, text, scope) VALUES (?, ?, ?)",
        [(rowid, text, scope_token(scope_id)) for rowid, text, scope_id in rows],
    )


def unindex(conn: Any, rowids: Sequence[int]) -> None:
    """Remove rows from the index (absent rows are fine)."""
    conn.executemany("DELETE FROM memory_fts WHERE rowid = ?", [(r,) for r in rowids])


def unindex_scope(conn: Any, scope_id: int) -> None:
    """Remove every row of a scope."""
    conn.execute(
        "DELETE FROM memory_fts WHERE rowid IN (SELECT rowid FROM memories WHERE scope_id = ?)",
        (scope_id,),
    )


def _quoted(tokens: Iterable[str]) -> str:
    # Tokens are letters and digits only (ltm_core.lexical.tokens); quoting keeps FTS5
    # operators such as AND, OR, NEAR from ever being read as syntax.
    return " OR ".join(f'"{t}"' for t in tokens)


def match_expression(scope_id: int, tokens: Sequence[str]) -> str:
    """``scope : "s12" AND text : ("a" OR "b")``."""
    return f'scope : "{scope_token(scope_id)}" AND text : ({_quoted(tokens)})'


def search(
    conn: Any,
    scope_id: int,
    tokens: Sequence[str],
    limit: int,
    where_sql: str,
    params: Sequence[Any],
) -> list[int]:
    """Row ids of the scope's best full-text matches (FTS5 bm25 order)."""
    if not tokens or limit <= 0:
        return []
    rows = conn.execute(
        "SELECT memory_fts.rowid FROM memory_fts JOIN memories ON memories.rowid = "
        f"memory_fts.rowid WHERE memory_fts MATCH ?{where_sql} ORDER BY memory_fts.rank LIMIT ?",
        (match_expression(scope_id, tokens), *params, limit),
    ).fetchall()
    return [int(r[0]) for r in rows]


def document_frequencies(conn: Any, scope_id: int, tokens: Sequence[str]) -> Mapping[str, int]:
    """How many of the scope's active memories contain each token (after stemming)."""
    if not tokens:
        return {}
    one = "(SELECT COUNT(*) FROM memory_fts WHERE memory_fts MATCH ?)"
    row = conn.execute(
        "SELECT " + ", ".join([one] * len(tokens)),
        [match_expression(scope_id, [token]) for token in tokens],
    ).fetchone()
    return {token: int(n) for token, n in zip(tokens, row, strict=True)}
