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

from ltm_core.stores._touches import Bump, PendingTouches, ScopeTouches

__all__ = ["UPDATE_SQL", "Bump", "PendingTouches", "ScopeTouches", "update_rows"]


def update_rows(entry: ScopeTouches, scope_id: int) -> list[tuple[int, int, int, str]]:
    """Parameters of ``UPDATE_SQL`` for one scope's bumps."""
    return [(b.at, b.count, scope_id, item_id) for item_id, b in entry.bumps.items()]


UPDATE_SQL = (
    "UPDATE memories SET last_accessed_at = ?, access_count = access_count + ? "
    "WHERE scope_id = ? AND id = ?"
)
