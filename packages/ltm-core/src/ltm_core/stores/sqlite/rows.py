"""The ``memories`` table's rows: columns, ``MemoryItem`` <-> row values, filters as SQL."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ltm_core.models import MemoryItem, text_hash
from ltm_core.stores._codec import from_micros, provenance_fields, provenance_json, to_micros
from ltm_core.stores._sql import Clause, FilterDialect
from ltm_core.stores._sql import where_sql as dialect_where_sql
from ltm_core.stores.base import ItemFilter
from ltm_core.stores.sqlite.driver import chunks, marks
from ltm_core.stores.sqlite.touches import Bump
from ltm_core.text.lexical import terms
from ltm_core.text.lexical_text import lexical_text

COLUMNS = (
    "rowid, id, text, kind, importance, tags, metadata, source, "
    "created_at, updated_at, last_accessed_at, access_count, superseded_by, provenance"
)
#: Index of ``text_hash`` in a ``SELECT COLUMNS, text_hash`` row.
HASH_COLUMN = 14
ASSIGNMENTS = (
    "text = ?, text_hash = ?, kind = ?, importance = ?, tags = ?, metadata = ?, source = ?, "
    "created_at = ?, updated_at = ?, last_accessed_at = ?, access_count = ?, superseded_by = ?, "
    "provenance = ?, n_terms = ?"
)
ACTIVE = "superseded_by IS NULL"


def item_from_row(row: Sequence[Any]) -> MemoryItem:
    """The item of one ``SELECT COLUMNS`` row."""
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
            **provenance_fields(row[13]),
        }
    )


def row_values(item: MemoryItem) -> tuple[Any, ...]:
    """The values of ``ASSIGNMENTS`` for ``item``."""
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
        provenance_json(item),
        len(terms(lexical_text(item))),
    )


def _any_kind(kinds: list[str]) -> Clause:
    return (f"kind IN ({marks(len(kinds))})" if kinds else "0"), kinds


def _any_tag(tags: list[str]) -> Clause:
    if not tags:
        return "0", []
    clause = "EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE json_each.value IN ({}))"
    return clause.format(marks(len(tags))), tags


#: SQLite's way of writing a filter: JSON tags, times as microseconds.
SQLITE_FILTERS = FilterDialect(
    active=ACTIVE, placeholder="?", any_kind=_any_kind, any_tag=_any_tag, timestamp=to_micros
)


def where_sql(where: ItemFilter | None) -> tuple[str, list[Any]]:
    """``" AND ..."`` clauses and their parameters (active items only when ``None``)."""
    return dialect_where_sql(where, SQLITE_FILTERS)


def rowids_of(conn: Any, scope_id: int, ids: Sequence[str]) -> dict[str, int]:
    """The rowids of the scope's items ``ids`` (missing ones left out)."""
    found: dict[str, int] = {}
    for part in chunks(list(ids)):
        rows = conn.execute(
            f"SELECT id, rowid FROM memories WHERE scope_id = ? AND id IN ({marks(len(part))})",
            (scope_id, *part),
        ).fetchall()
        found.update({r[0]: int(r[1]) for r in rows})
    return found


def items_by_rowid(
    conn: Any, rowids: Sequence[int], owed: Mapping[str, Bump] | None = None
) -> dict[int, MemoryItem]:
    """The items of ``rowids``, by rowid, with the access-time bumps ``owed`` shown."""
    return {rowid: item_from_row(r) for rowid, r in rows_by_rowid(conn, rowids, owed).items()}


def rows_by_rowid(
    conn: Any, rowids: Sequence[int], owed: Mapping[str, Bump] | None = None
) -> dict[int, tuple[Any, ...]]:
    """The ``SELECT COLUMNS`` rows of ``rowids``, by rowid, with the bumps ``owed`` applied."""
    found: dict[int, tuple[Any, ...]] = {}
    for part in chunks(list(rowids)):
        rows = conn.execute(
            f"SELECT {COLUMNS} FROM memories WHERE rowid IN ({marks(len(part))})", tuple(part)
        ).fetchall()
        if owed:
            rows = [_bumped(r, owed[r[1]]) if r[1] in owed else r for r in rows]
        found.update({int(r[0]): r for r in rows})
    return found


def _bumped(row: Sequence[Any], bump: Bump) -> tuple[Any, ...]:
    """``row`` as it reads once ``bump`` is written (``last_accessed_at``, ``access_count``)."""
    return (*row[:10], bump.at, row[11] + bump.count, *row[12:])
