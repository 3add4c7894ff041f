"""Rows of the Postgres store: ``MemoryItem`` <-> column values, and filters as SQL.

Text, tags and metadata are kept exactly as the sqlite-vec store keeps them (tags and metadata
as JSON text, so order, large integers and unicode survive a round trip), and timestamps as
``timestamptz`` (microseconds, the precision of a Python ``datetime``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from psycopg import sql

from ltm_core.models import MemoryItem, MemoryScope, text_hash
from ltm_core.stores._codec import provenance_fields, provenance_json
from ltm_core.stores._sql import FilterDialect
from ltm_core.stores._sql import where_sql as dialect_where_sql
from ltm_core.stores.base import ItemFilter
from ltm_core.text.lexical import terms
from ltm_core.text.lexical_text import lexical_text

#: Columns an item is read from, in the order ``item_from_row`` expects.
ITEM_COLUMNS = (
    "id, text, kind, importance, tags, metadata, source, created_at, updated_at, "
    "last_accessed_at, access_count, superseded_by, provenance"
)
#: How many columns ``ITEM_COLUMNS`` names: a query's own columns come after them.
ITEM_WIDTH = 13
#: Columns an item is written to, in the order of ``item_values``.
WRITE_COLUMNS = (
    "text",
    "text_hash",
    "kind",
    "importance",
    "tags",
    "metadata",
    "source",
    "created_at",
    "updated_at",
    "last_accessed_at",
    "access_count",
    "superseded_by",
    "provenance",
    "n_terms",
    "terms",
)
ACTIVE = "superseded_by IS NULL"


def _utc(value: datetime | None) -> datetime | None:
    return None if value is None else value.astimezone(UTC)


def item_from_row(row: Sequence[Any]) -> MemoryItem:
    """An item from the first ``ITEM_WIDTH`` columns of ``ITEM_COLUMNS``."""
    # Rows were validated on the way in; re-validating every read costs recall ~2 ms.
    return MemoryItem.from_trusted(
        {
            "id": row[0],
            "text": row[1],
            "kind": row[2],
            "importance": float(row[3]),
            "tags": [] if row[4] == "[]" else json.loads(row[4]),
            "metadata": {} if row[5] == "{}" else json.loads(row[5]),
            "source": row[6],
            "created_at": _utc(row[7]),
            "updated_at": _utc(row[8]),
            "last_accessed_at": _utc(row[9]),
            "access_count": int(row[10]),
            "superseded_by": row[11],
            **provenance_fields(row[12]),
        }
    )


def tagged(scope_id: int, stems: Sequence[str]) -> list[str]:
    """``12:metric``: the indexed form of each stem in scope 12."""
    prefix = f"{int(scope_id)}:"
    return [prefix + s for s in stems]


def untagged(indexed: Sequence[str]) -> list[str]:
    """The stems of an indexed ``terms`` array (inverse of :func:`tagged`)."""
    return [t.partition(":")[2] for t in indexed]


def check_storable(item: MemoryItem) -> None:
    r"""Postgres text cannot hold NUL characters: refuse them clearly instead of failing later.

    Raises:
        ValueError: A field contains ``\x00``; the message names the field.
    """
    fields = {"id": item.id, "text": item.text, "kind": item.kind, "source": item.source}
    fields.update({f"tag {i}": tag for i, tag in enumerate(item.tags)})
    if item.superseded_by is not None:
        fields["superseded_by"] = item.superseded_by
    fields.update({"thread_id": item.thread_id or "", "message_id": item.message_id or ""})
    fields.update({f"source id {i}": s for i, s in enumerate(item.source_ids)})
    for name, value in fields.items():
        if "\x00" in value:
            raise ValueError(
                f"the memory's {name} contains a NUL character, which Postgres text cannot "
                "store; remove it and write again"
            )


def item_values(scope_id: int, item: MemoryItem) -> tuple[Any, ...]:
    """Column values of ``WRITE_COLUMNS`` for ``item`` in scope ``scope_id``."""
    check_storable(item)
    stems = terms(lexical_text(item))
    active = item.superseded_by is None
    return (
        item.text,
        text_hash(item.text),
        item.kind,
        float(item.importance),
        json.dumps(item.tags, ensure_ascii=False),
        json.dumps(item.metadata, ensure_ascii=False, default=str),
        item.source,
        item.created_at,
        item.updated_at,
        item.last_accessed_at,
        int(item.access_count),
        item.superseded_by,
        provenance_json(item),
        len(stems),
        tagged(scope_id, stems) if active else [],  # history is never searched
    )


def raw_ids(scope: MemoryScope) -> tuple[str, str, str | None]:
    """The scope's raw ids, as stored beside every row."""
    return scope.user_id, scope.namespace, scope.workspace_id


#: Postgres's way of writing a filter: one array parameter per list, ``timestamptz`` times.
POSTGRES_FILTERS = FilterDialect(
    active=ACTIVE,
    placeholder="%s",
    any_kind=lambda kinds: ("kind = ANY(%s)", [kinds]),
    any_tag=lambda tags: ("tags::jsonb ?| %s::text[]", [tags]),
    timestamp=lambda at: at,
)


def where_sql(where: ItemFilter | None) -> tuple[sql.Composable, list[Any]]:
    """`` AND ...`` clauses for ``where`` (default: active items only), and their parameters."""
    clauses, params = dialect_where_sql(where, POSTGRES_FILTERS)
    return sql.SQL(clauses), params
