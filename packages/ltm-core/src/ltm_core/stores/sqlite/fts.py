"""The sqlite-vec store's FTS5 index: the stems of active memories, each tagged with its scope.

A memory of scope 12 is indexed as ``s12_metric s12_unit ...``: the stems ``retrieval.lexical``
computes (so the index and the BM25 scorer agree word for word), each prefixed with the scope.
A query for ``s12_metric`` therefore reads only that scope's postings: its cost follows the
matches in the scope, and another user's memories are not even read. ``memory_term_counts``
keeps each scope's document frequencies, so BM25 statistics are a lookup, however common the
word (FTS5 itself would count a word's postings one by one).

Every statement here runs inside the caller's transaction, so the index can never drift from
the memories table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ltm_core.stores.sqlite.driver import chunks, marks
from ltm_core.text.lexical import terms

# Stems are letters and digits of any script, which unicode61 keeps whole; "_" joins the scope.
FTS_TABLE_SQL = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS memory_terms USING fts5("
    "terms, tokenize = \"unicode61 remove_diacritics 0 tokenchars '_'\")"
)
TERM_COUNTS_SQL = (
    "CREATE TABLE IF NOT EXISTS memory_term_counts (scope_id INTEGER NOT NULL, "
    "term TEXT NOT NULL, docs INTEGER NOT NULL, PRIMARY KEY (scope_id, term)) WITHOUT ROWID"
)


def scoped(scope_id: int, stems: Iterable[str]) -> list[str]:
    """``s12_metric``: the index terms of ``stems`` in scope 12."""
    prefix = f"s{int(scope_id)}_"
    return [prefix + s for s in stems]


def index(conn: Any, rows: Iterable[tuple[int, str, int]]) -> None:
    """Add ``(rowid, text, scope_id)`` rows to the index and to the term counts."""
    indexed: list[tuple[int, str]] = []
    counts: Counter[tuple[int, str]] = Counter()
    for rowid, text, scope_id in rows:
        stems = terms(text)
        indexed.append((rowid, " ".join(scoped(scope_id, stems))))
        counts.update((int(scope_id), s) for s in set(stems))
    conn.executemany("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)", indexed)
    conn.executemany(
        "INSERT INTO memory_term_counts (scope_id, term, docs) VALUES (?, ?, ?) "
        "ON CONFLICT (scope_id, term) DO UPDATE SET docs = docs + excluded.docs",
        [(scope_id, term, n) for (scope_id, term), n in counts.items()],
    )


def unindex(conn: Any, rowids: Sequence[int]) -> None:
    """Remove rows from the index and the term counts (absent rows are fine)."""
    counts: Counter[tuple[int, str]] = Counter()
    for part in chunks(rowids):
        for (indexed,) in conn.execute(
            f"SELECT terms FROM memory_terms WHERE rowid IN ({marks(len(part))})", tuple(part)
        ):
            for term in set(indexed.split()):  # what was indexed, whatever the row holds now
                scope, _, stem = term.partition("_")
                counts[(int(scope[1:]), stem)] += 1
    conn.executemany("DELETE FROM memory_terms WHERE rowid = ?", [(r,) for r in rowids])
    changed = [(n, scope_id, term) for (scope_id, term), n in counts.items()]
    conn.executemany(
        "UPDATE memory_term_counts SET docs = docs - ? WHERE scope_id = ? AND term = ?", changed
    )
    conn.executemany(
        "DELETE FROM memory_term_counts WHERE scope_id = ? AND term = ? AND docs <= 0",
        [(scope_id, term) for _, scope_id, term in changed],
    )


def unindex_scope(conn: Any, scope_id: int) -> None:
    """Remove every row of a scope, and its term counts."""
    conn.execute(
        "DELETE FROM memory_terms WHERE rowid IN (SELECT rowid FROM memories WHERE scope_id = ?)",
        (scope_id,),
    )
    conn.execute("DELETE FROM memory_term_counts WHERE scope_id = ?", (scope_id,))


def match_expression(scope_id: int, stems: Sequence[str]) -> str:
    """``"s12_cat" OR "s12_quantum"``: quoted, so no stem is ever read as FTS5 syntax."""
    return " OR ".join(f'"{term}"' for term in scoped(scope_id, stems))


def document_frequencies(conn: Any, scope_id: int, stems: Sequence[str]) -> Mapping[str, int]:
    """How many of the scope's active memories contain each stem."""
    if not stems:
        return {}
    rows = conn.execute(
        "SELECT term, docs FROM memory_term_counts "
        f"WHERE scope_id = ? AND term IN ({marks(len(stems))})",
        (scope_id, *stems),
    ).fetchall()
    found = {term: int(docs) for term, docs in rows}
    return {stem: found.get(stem, 0) for stem in stems}


def search(
    conn: Any,
    scope_id: int,
    stems: Sequence[str],
    limit: int,
    where_sql: str | None,
    params: Sequence[Any],
) -> list[int]:
    """Row ids of the scope's best full-text matches for ``stems`` (FTS5 bm25 order).

    ``where_sql`` ``None`` means every active memory: the index holds only those, so the
    memories table is not joined.
    """
    if not stems or limit <= 0:
        return []
    if where_sql is None:
        rows = conn.execute(
            "SELECT rowid FROM memory_terms WHERE memory_terms MATCH ? ORDER BY rank LIMIT ?",
            (match_expression(scope_id, stems), limit),
        ).fetchall()
        return [int(r[0]) for r in rows]
    rows = conn.execute(
        "SELECT memory_terms.rowid FROM memory_terms JOIN memories ON memories.rowid = "
        f"memory_terms.rowid WHERE memory_terms MATCH ?{where_sql} "
        "ORDER BY memory_terms.rank LIMIT ?",
        (match_expression(scope_id, stems), *params, limit),
    ).fetchall()
    return [int(r[0]) for r in rows]
