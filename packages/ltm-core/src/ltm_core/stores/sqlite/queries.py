"""The sqlite-vec store's plain reads: items by id or text hash, counts, pages of a scope.

None of them searches (that is :mod:`.search`); each runs in one read snapshot.
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.base import ItemFilter
from ltm_core.stores.sqlite.connection import SqliteConnection
from ltm_core.stores.sqlite.driver import chunks, marks
from ltm_core.stores.sqlite.rows import ACTIVE, COLUMNS, HASH_COLUMN, item_from_row, where_sql


class SqliteQueries(SqliteConnection):
    """``get``, ``find_by_hash``, ``is_empty``, ``count`` and ``list`` (``_newest_first``)."""

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked."""
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None or not ids:
                return []
            by_id: dict[str, MemoryItem] = {}
            for part in chunks(list(ids)):
                rows = conn.execute(
                    f"SELECT {COLUMNS} FROM memories WHERE scope_id = ? "
                    f"AND id IN ({marks(len(part))})",
                    (scope_id, *part),
                ).fetchall()
                by_id.update({r[1]: item_from_row(r) for r in rows})
        return [by_id[i] for i in ids if i in by_id]

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Active items by normalised text hash (the oldest wins)."""
        found: dict[str, MemoryItem] = {}
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return found
            for part in chunks(list(dict.fromkeys(hashes))):
                rows = conn.execute(
                    f"SELECT {COLUMNS}, text_hash FROM memories WHERE scope_id = ? AND {ACTIVE} "
                    f"AND text_hash IN ({marks(len(part))}) ORDER BY rowid DESC",
                    (scope_id, *part),
                ).fetchall()
                found.update({r[HASH_COLUMN]: item_from_row(r) for r in rows})
        return found

    def is_empty(self, scope: MemoryScope) -> bool:
        """Whether the scope holds no active memory (one indexed lookup)."""
        with self._read(overlay_touches=True) as conn:  # counts need no access times
            row = conn.execute(
                "SELECT item_count FROM scopes WHERE scope_key = ?", (scope.key,)
            ).fetchone()
        return row is None or int(row[0]) == 0

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """Items in the scope (O(1) without a filter)."""
        with self._read(overlay_touches=True) as conn:  # no filter reads access times
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return 0
            if where is None:
                found = conn.execute(
                    "SELECT item_count FROM scopes WHERE id = ?", (scope_id,)
                ).fetchone()
                return 0 if found is None else int(found[0])  # None: created after this snapshot
            sql, params = where_sql(where)
            row = conn.execute(
                f"SELECT COUNT(*) FROM memories WHERE scope_id = ?{sql}", (scope_id, *params)
            )
            return int(row.fetchone()[0])

    def _newest_first(
        self, scope: MemoryScope, where: ItemFilter | None, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        """``list``: items newest first, in one read snapshot."""
        with self._read() as conn:
            scope_id = self._scope_id(conn, scope, create=False)
            if scope_id is None:
                return []
            sql, params = where_sql(where)
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories WHERE scope_id = ?{sql} "
                "ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
                (scope_id, *params, -1 if limit < 0 else limit, max(0, offset)),
            ).fetchall()
        return [item_from_row(r) for r in rows]
