"""Plain reads of the Postgres store (by id, by hash, counts, newest first), one scope each."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg import sql

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.base import ItemFilter, StoreError
from ltm_core.stores.postgres.rows import (
    ITEM_COLUMNS,
    ITEM_WIDTH,
    item_from_row,
    raw_ids,
    where_sql,
)


def scope_counts(
    conn: Any, s: sql.Identifier, scope: MemoryScope
) -> tuple[int, int, int, bool] | None:
    """``(scope id, active items, active terms, in HNSW)``, or ``None`` for an unknown scope."""
    row = conn.execute(
        sql.SQL(
            "SELECT id, item_count, term_total, ann, user_id, namespace, workspace_id "
            "FROM {}.scopes WHERE scope_key = %s"
        ).format(s),
        (scope.key,),
    ).fetchone()
    if row is None:
        return None
    if tuple(row[4:]) != raw_ids(scope):
        raise StoreError("scope key collision in the Postgres store; refusing to mix scopes")
    return int(row[0]), int(row[1]), int(row[2]), bool(row[3])


def by_id(conn: Any, s: sql.Identifier, scope_id: int, ids: Sequence[str]) -> list[MemoryItem]:
    """Items by id, in the order asked (missing ids skipped)."""
    rows = conn.execute(
        sql.SQL(
            f"SELECT {ITEM_COLUMNS} FROM {{}}.memories WHERE scope_id = %s AND id = ANY(%s)"
        ).format(s),
        (scope_id, list(ids)),
    ).fetchall()
    found = {r[0]: item_from_row(r) for r in rows}
    return [found[i] for i in ids if i in found]


def by_hash(
    conn: Any, s: sql.Identifier, scope_id: int, hashes: Sequence[str]
) -> dict[str, MemoryItem]:
    """Active items by normalised text hash; of several, the oldest."""
    rows = conn.execute(
        sql.SQL(
            f"SELECT {ITEM_COLUMNS}, text_hash FROM {{}}.memories WHERE scope_id = %s "
            "AND superseded_by IS NULL AND text_hash = ANY(%s) ORDER BY seq DESC"
        ).format(s),
        (scope_id, list(dict.fromkeys(hashes))),
    ).fetchall()
    return {r[ITEM_WIDTH]: item_from_row(r) for r in rows}


def count_where(conn: Any, s: sql.Identifier, scope_id: int, where: ItemFilter) -> int:
    """How many of the scope's items pass ``where``."""
    filters, params = where_sql(where)
    row = conn.execute(
        sql.SQL("SELECT count(*) FROM {}.memories WHERE scope_id = %s{}").format(s, filters),
        (scope_id, *params),
    ).fetchone()
    return int(row[0])


def newest_first(
    conn: Any,
    s: sql.Identifier,
    scope_id: int,
    where: ItemFilter | None,
    limit: int,
    offset: int,
) -> list[MemoryItem]:
    """A page of the scope's items by ``created_at`` then insertion order, newest first."""
    filters, params = where_sql(where)
    rows = conn.execute(
        sql.SQL(
            f"SELECT {ITEM_COLUMNS} FROM {{}}.memories WHERE scope_id = %s{{}} "
            "ORDER BY created_at DESC, seq DESC LIMIT %s OFFSET %s"
        ).format(s, filters),
        (scope_id, *params, None if limit < 0 else limit, max(0, offset)),
    ).fetchall()
    return [item_from_row(r) for r in rows]


def schema_size(conn: Any, schema: str) -> int:
    """Bytes on disk of the schema's tables, their indexes and TOAST."""
    row = conn.execute(
        "SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
        "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = %s AND c.relkind = 'r'",
        (schema,),
    ).fetchone()
    return int(row[0])
