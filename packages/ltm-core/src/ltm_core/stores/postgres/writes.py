"""The write statements of the Postgres store, each run inside the caller's transaction.

The caller holds the scope's advisory lock (``pg_advisory_xact_lock``), so writers to one
scope take turns and writers to different scopes never wait for each other. Counts, term
statistics and eviction change in the same transaction as the rows: a crash leaves all of it
or none of it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import UTC
from typing import Any

import numpy as np
from psycopg import sql

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._sql import RETENTION_COLUMNS, eviction_victims
from ltm_core.stores.base import EvictionPolicy, Matrix, StoreError
from ltm_core.stores.postgres.rows import WRITE_COLUMNS, item_values, raw_ids

_INSERT = (
    "INSERT INTO {s}.memories (scope_id, id, user_id, namespace, workspace_id, "
    + ", ".join(WRITE_COLUMNS)
    + ", embedding, ann) VALUES (%s, %s, %s, %s, %s, "
    + ", ".join("%s" for _ in WRITE_COLUMNS)
    + ", %b, %s) ON CONFLICT (scope_id, id) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in (*WRITE_COLUMNS, "embedding"))
)
_SET_FIELDS = ", ".join(f"{c} = %s" for c in WRITE_COLUMNS)


def scope_row(conn: Any, s: sql.Identifier, scope: MemoryScope, *, create: bool) -> int | None:
    """The scope's id, created on demand; refuses a key whose raw ids differ (never mixes)."""
    key = scope.key
    if create:
        conn.execute(
            sql.SQL(
                "INSERT INTO {}.scopes (scope_key, user_id, namespace, workspace_id) "
                "VALUES (%s, %s, %s, %s) ON CONFLICT (scope_key) DO NOTHING"
            ).format(s),
            (key, *raw_ids(scope)),
        )
    row = conn.execute(
        sql.SQL(
            "SELECT id, user_id, namespace, workspace_id FROM {}.scopes WHERE scope_key = %s"
        ).format(s),
        (key,),
    ).fetchone()
    if row is None:
        return None
    if tuple(row[1:]) != raw_ids(scope):
        raise StoreError("scope key collision in the Postgres store; refusing to mix scopes")
    return int(row[0])


def _term_deltas(scope_id: int, indexed: Iterable[Sequence[str]], sign: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for row_terms in indexed:
        for term in set(row_terms):
            counts[term.partition(":")[2]] += sign
    return counts


def apply_counts(
    conn: Any,
    s: sql.Identifier,
    scope_id: int,
    *,
    active: int,
    total: int,
    terms: int,
    docs: Counter[str],
) -> None:
    """Adjust the scope's counters and per-term document frequencies."""
    if active or total or terms:
        conn.execute(
            sql.SQL(
                "UPDATE {}.scopes SET item_count = item_count + %s, "
                "total_count = total_count + %s, term_total = term_total + %s WHERE id = %s"
            ).format(s),
            (active, total, terms, scope_id),
        )
    changed = {t: n for t, n in docs.items() if n}
    if not changed:
        return
    names = sorted(changed)
    conn.execute(
        sql.SQL(
            "INSERT INTO {}.term_counts (scope_id, term, docs) "
            "SELECT %s, t, n FROM unnest(%s::text[], %s::int[]) AS u(t, n) "
            "ON CONFLICT (scope_id, term) DO UPDATE SET docs = term_counts.docs + excluded.docs"
        ).format(s),
        (scope_id, names, [changed[t] for t in names]),
    )
    if any(n < 0 for n in changed.values()):
        conn.execute(
            sql.SQL(
                "DELETE FROM {}.term_counts WHERE scope_id = %s AND term = ANY(%s) AND docs <= 0"
            ).format(s),
            (scope_id, [t for t in names if changed[t] < 0]),
        )


def _states(
    conn: Any, s: sql.Identifier, scope_id: int, ids: Sequence[str]
) -> dict[str, tuple[bool, int, list[str]]]:
    """For each existing id: whether it is active, its term count, its indexed terms."""
    rows = conn.execute(
        sql.SQL(
            "SELECT id, superseded_by IS NULL, n_terms, terms FROM {}.memories "
            "WHERE scope_id = %s AND id = ANY(%s)"
        ).format(s),
        (scope_id, list(ids)),
    ).fetchall()
    return {r[0]: (bool(r[1]), int(r[2]), list(r[3])) for r in rows}


def upsert_rows(
    conn: Any,
    s: sql.Identifier,
    scope: MemoryScope,
    scope_id: int,
    items: Sequence[MemoryItem],
    vectors: Matrix,
    *,
    ann: bool,
) -> None:
    """Insert or replace ``items`` (unique ids) with their vectors, keeping counts exact.

    ``ann``: the scope is searched through the HNSW index, so its new rows go into it.
    """
    before = _states(conn, s, scope_id, [i.id for i in items])
    active = total = n_terms = 0
    docs: Counter[str] = Counter()
    rows = []
    for item, vector in zip(items, vectors, strict=True):
        values = item_values(scope_id, item)
        old = before.get(item.id)
        if old is None:
            total += 1
        elif old[0]:
            active -= 1
            n_terms -= old[1]
            docs.update(_term_deltas(scope_id, [old[2]], -1))
        if item.superseded_by is None:
            active += 1
            n_terms += values[-2]
            docs.update(_term_deltas(scope_id, [values[-1]], 1))
        rows.append((scope_id, item.id, *raw_ids(scope), *values, np.asarray(vector), ann))
    conn.cursor().executemany(sql.SQL(_INSERT).format(s=s), rows)
    apply_counts(conn, s, scope_id, active=active, total=total, terms=n_terms, docs=docs)


def update_row(
    conn: Any,
    s: sql.Identifier,
    scope_id: int,
    item: MemoryItem,
    vector: Matrix | None,
) -> bool:
    """Replace one item's fields (and vector, when given); ``False`` when it is not there."""
    old = _states(conn, s, scope_id, [item.id]).get(item.id)
    if old is None:
        return False
    values = item_values(scope_id, item)
    if vector is None:
        conn.execute(
            sql.SQL(f"UPDATE {{}}.memories SET {_SET_FIELDS} WHERE scope_id = %s AND id = %s")
            .format(s),
            (*values, scope_id, item.id),
        )  # fmt: skip
    else:
        conn.execute(
            sql.SQL(
                f"UPDATE {{}}.memories SET {_SET_FIELDS}, embedding = %b "
                "WHERE scope_id = %s AND id = %s"
            ).format(s),
            (*values, np.asarray(vector, dtype=np.float32).reshape(-1), scope_id, item.id),
        )
    docs: Counter[str] = Counter()
    active = n_terms = 0
    if old[0]:
        active, n_terms = -1, -old[1]
        docs.update(_term_deltas(scope_id, [old[2]], -1))
    if item.superseded_by is None:
        active, n_terms = active + 1, n_terms + values[-2]
        docs.update(_term_deltas(scope_id, [values[-1]], 1))
    apply_counts(conn, s, scope_id, active=active, total=0, terms=n_terms, docs=docs)
    return True


def delete_rows(conn: Any, s: sql.Identifier, scope_id: int, ids: Sequence[str]) -> list[str]:
    """Delete items by id with their index entries; returns the ids that were there."""
    rows = conn.execute(
        sql.SQL(
            "DELETE FROM {}.memories WHERE scope_id = %s AND id = ANY(%s) "
            "RETURNING id, superseded_by IS NULL, n_terms, terms"
        ).format(s),
        (scope_id, list(ids)),
    ).fetchall()
    live = [r for r in rows if r[1]]
    apply_counts(
        conn,
        s,
        scope_id,
        active=-len(live),
        total=-len(rows),
        terms=-sum(int(r[2]) for r in live),
        docs=_term_deltas(scope_id, [list(r[3]) for r in live], -1),
    )
    return [str(r[0]) for r in rows]


def evict(conn: Any, s: sql.Identifier, scope_id: int, policy: EvictionPolicy) -> list[str]:
    """Trim the scope to ``policy.max_items`` in the caller's transaction; the evicted ids."""
    total = conn.execute(
        sql.SQL("SELECT total_count FROM {}.scopes WHERE id = %s").format(s), (scope_id,)
    ).fetchone()
    excess = int(total[0]) - policy.max_items
    if excess <= 0:
        return []
    rows = conn.execute(
        sql.SQL(
            f"SELECT {RETENTION_COLUMNS} FROM {{}}.memories WHERE scope_id = %s ORDER BY seq"
        ).format(s),
        (scope_id,),
    ).fetchall()
    victims = eviction_victims(rows, policy, excess, lambda at: at.astimezone(UTC))
    deleted = set(delete_rows(conn, s, scope_id, victims))
    return [v for v in victims if v in deleted]


def clear_scope(conn: Any, s: sql.Identifier, scope_id: int) -> int:
    """Delete every item of the scope, history included; how many there were."""
    cur = conn.execute(
        sql.SQL("DELETE FROM {}.memories WHERE scope_id = %s").format(s), (scope_id,)
    )
    conn.execute(sql.SQL("DELETE FROM {}.term_counts WHERE scope_id = %s").format(s), (scope_id,))
    conn.execute(
        sql.SQL(
            "UPDATE {}.scopes SET item_count = 0, total_count = 0, term_total = 0 WHERE id = %s"
        ).format(s),
        (scope_id,),
    )
    return int(cur.rowcount)


def index_scope(conn: Any, s: sql.Identifier, scope_id: int) -> None:
    """Put a scope that has grown large into the HNSW index (once; it stays there)."""
    conn.execute(
        sql.SQL("UPDATE {}.memories SET ann = true WHERE scope_id = %s AND NOT ann").format(s),
        (scope_id,),
    )
    conn.execute(sql.SQL("UPDATE {}.scopes SET ann = true WHERE id = %s").format(s), (scope_id,))
