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

import logging
import threading
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from ltm_core.models import MemoryScope
from ltm_core.stores._touches import Bump, PendingTouches, ScopeTouches

__all__ = [
    "UPDATE_SQL",
    "Bump",
    "PendingTouches",
    "ScopeTouches",
    "SqliteDeferredTouches",
    "update_rows",
]

logger = logging.getLogger("ltm")


def update_rows(entry: ScopeTouches, scope_id: int) -> list[tuple[int, int, int, str]]:
    """Parameters of ``UPDATE_SQL`` for one scope's bumps."""
    return [(b.at, b.count, scope_id, item_id) for item_id, b in entry.bumps.items()]


UPDATE_SQL = (
    "UPDATE memories SET last_accessed_at = ?, access_count = access_count + ? "
    "WHERE scope_id = ? AND id = ?"
)


class SqliteDeferredTouches:
    """The store's side of deferred access times: owe, show, and write them.

    A mixin of :class:`~ltm_core.stores.sqlite.connection.SqliteConnection`, which sets the
    attributes below in its ``__init__`` and provides the write transaction and scope ids.
    """

    path: str
    _lock: threading.RLock
    _touches: PendingTouches
    _touch_timer: threading.Timer | None

    if TYPE_CHECKING:

        def _write(self) -> AbstractContextManager[Any]: ...

        def _scope_id(self, conn: Any, scope: MemoryScope, *, create: bool) -> int | None: ...

    def _owed(self, scope: MemoryScope) -> dict[str, Any] | None:
        """A copy of the scope's pending access-time bumps, for a read to show them."""
        with self._lock:
            owed = self._touches.owed(scope)
            return None if owed is None else dict(owed)

    def _defer_touch(self, scope: MemoryScope, ids: Sequence[str], at: Any) -> None:
        """Owe ``ids`` an access-time bump, written within a second (see ``touches``)."""
        with self._lock:
            self._touches.add(scope, ids, at)
            if self._touch_timer is None:
                timer = threading.Timer(1.0, self._flush_touches_in_background)
                timer.daemon = True
                self._touch_timer = timer
                timer.start()

    def flush_touches(self) -> None:
        """Write every pending access-time bump now (``flush``, ``close``, exit, the timer)."""
        with self._lock:
            timer, self._touch_timer = self._touch_timer, None
            if timer is not None and timer is not threading.current_thread():
                timer.cancel()
            if not self._touches:
                return
            with self._write():
                pass  # the write transaction carries the bumps

    def _flush_touches_in_background(self) -> None:
        try:
            self.flush_touches()
        except Exception:  # kept pending for the next write, flush or close
            logger.warning("writing deferred access times to %s failed", self.path, exc_info=True)

    def _write_touches(self, conn: Any, owed: Sequence[Any]) -> None:
        for entry in owed:
            scope_id = self._scope_id(conn, entry.scope, create=False)
            if scope_id is not None:
                conn.executemany(UPDATE_SQL, update_rows(entry, scope_id))
