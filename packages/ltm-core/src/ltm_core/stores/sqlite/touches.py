"""Access-time bumps held back from recall and written later, coalesced.

A recall bumps ``last_accessed_at`` and ``access_count`` of what it returns. Writing that at
once costs a ``BEGIN IMMEDIATE`` ... ``COMMIT`` on every recall (about a third of a recall's
own time at 10k memories). Instead the bumps wait here: the next write transaction of the
process carries them, any read that returns items writes them first, a timer writes them
within ``delay`` seconds, and ``flush``/``close`` (and interpreter exit) drain them. Until then
this process's own searches see them through :meth:`PendingTouches.owed`, so recency is the
same as if they had been written.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from ltm_core.models import MemoryScope
from ltm_core.stores._touches import Bump, DeferredTouchWrites, PendingTouches, ScopeTouches

__all__ = [
    "UPDATE_SQL",
    "Bump",
    "PendingTouches",
    "ScopeTouches",
    "SqliteDeferredTouches",
    "update_rows",
]


def update_rows(entry: ScopeTouches, scope_id: int) -> list[tuple[int, int, int, str]]:
    """Parameters of ``UPDATE_SQL`` for one scope's bumps."""
    return [(b.at, b.count, scope_id, item_id) for item_id, b in entry.bumps.items()]


UPDATE_SQL = (
    "UPDATE memories SET last_accessed_at = ?, access_count = access_count + ? "
    "WHERE scope_id = ? AND id = ?"
)


class SqliteDeferredTouches(DeferredTouchWrites):
    """The store's side of deferred access times: owe, show, and write them.

    A mixin of :class:`~ltm_core.stores.sqlite.connection.SqliteConnection`, which sets the
    attributes of :class:`~ltm_core.stores._touches.DeferredTouchWrites` in its ``__init__``
    and provides the write transaction and scope ids; the write transaction carries the
    bumps (``_write_touches``).
    """

    path: str

    if TYPE_CHECKING:

        def _write(self) -> AbstractContextManager[Any]: ...

        def _scope_id(self, conn: Any, scope: MemoryScope, *, create: bool) -> int | None: ...

    def _defer_touch(self, scope: MemoryScope, ids: Sequence[str], at: Any) -> None:
        """Owe ``ids`` an access-time bump, written within a second (see ``touches``)."""
        self._owe_touches(scope, ids, at, 1.0)

    def _touches_location(self) -> str:
        return self.path

    def _write_pending_touches(self) -> None:
        with self._write():
            pass  # the write transaction carries the bumps

    def _write_touches(self, conn: Any, owed: Sequence[Any]) -> None:
        for entry in owed:
            scope_id = self._scope_id(conn, entry.scope, create=False)
            if scope_id is not None:
                conn.executemany(UPDATE_SQL, update_rows(entry, scope_id))
