"""What the two SQL backends (sqlite-vec and Postgres) do alike, whatever their dialect.

- :func:`where_sql`: an ``ItemFilter`` as `` AND ...`` clauses, each dialect saying how it
  matches kinds, tags and times (:class:`FilterDialect`);
- :func:`migration_steps`: the schema versions to migrate through, or a clear error for a
  store written by a newer ltm-core;
- :func:`eviction_victims`: the ids an ``EvictionPolicy`` evicts, from the rows both stores
  read for it (:data:`RETENTION_COLUMNS`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ltm_core.models import RetentionFacts
from ltm_core.stores.errors import StoreError
from ltm_core.stores.types import EvictionPolicy, ItemFilter

__all__ = [
    "RETENTION_COLUMNS",
    "FilterDialect",
    "eviction_victims",
    "migration_steps",
    "where_sql",
]

#: A clause and its parameters.
Clause = tuple[str, list[Any]]

#: The columns :func:`eviction_victims` reads, in this order.
RETENTION_COLUMNS = "id, kind, importance, tags, created_at, last_accessed_at, superseded_by"


@dataclass(frozen=True)
class FilterDialect:
    """How one SQL dialect writes the parts of an ``ItemFilter``."""

    #: The clause that keeps active (not superseded) items.
    active: str
    #: The parameter placeholder (``?`` or ``%s``).
    placeholder: str
    #: The clause matching any of these kinds (sorted), with its parameters.
    any_kind: Callable[[list[str]], Clause]
    #: The clause matching any of these tags (sorted), with its parameters.
    any_tag: Callable[[list[str]], Clause]
    #: A time as the dialect stores it.
    timestamp: Callable[[datetime], Any]


def where_sql(where: ItemFilter | None, dialect: FilterDialect) -> Clause:
    """`` AND ...`` clauses for ``where`` (``None``: active items only), and their parameters."""
    if where is None:
        return f" AND {dialect.active}", []
    clauses: list[str] = [] if where.include_superseded else [dialect.active]
    params: list[Any] = []
    for wanted, clause in ((where.kinds, dialect.any_kind), (where.tags, dialect.any_tag)):
        if wanted is not None:
            text, values = clause(sorted(wanted))
            clauses.append(text)
            params.extend(values)
    for bound, operator in ((where.since, ">="), (where.until, "<=")):
        if bound is not None:
            clauses.append(f"created_at {operator} {dialect.placeholder}")
            params.append(dialect.timestamp(bound))
    return "".join(f" AND {c}" for c in clauses), params


def migration_steps(stored: Sequence[Any] | None, latest: int, location: str) -> range:
    """The versions to migrate from, given the stored ``schema_version`` row (``None``: new).

    ``steps.start`` is the version the store had.

    Raises:
        StoreError: The store was written by a newer ltm-core.
    """
    current = int(stored[0]) if stored else 0
    if current > latest:
        raise StoreError(
            f"{location} has schema version {current}, newer than this ltm-core understands "
            f"({latest}); upgrade ltm-core to open it"
        )
    return range(current, latest)


def eviction_victims(
    rows: Sequence[Sequence[Any]],
    policy: EvictionPolicy,
    excess: int,
    timestamp: Callable[[Any], datetime],
) -> list[str]:
    """The ids of the ``excess`` rows ``policy`` keeps least (rows of ``RETENTION_COLUMNS``).

    Args:
        rows: The scope's rows, tags as JSON text and times as the store keeps them.
        policy: The facade's eviction order.
        excess: How many to evict.
        timestamp: A stored time as an aware ``datetime``.
    """
    facts = [
        RetentionFacts(
            id=r[0],
            kind=r[1],
            importance=float(r[2]),
            tags=tuple(json.loads(r[3])),
            created_at=timestamp(r[4]),
            last_accessed_at=None if r[5] is None else timestamp(r[5]),
            superseded=r[6] is not None,
        )
        for r in rows
    ]
    return policy.order(facts)[:excess]
