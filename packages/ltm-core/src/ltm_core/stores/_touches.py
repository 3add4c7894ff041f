"""Access-time bumps held back from recall and written later, coalesced: every backend's.

A recall bumps ``last_accessed_at`` and ``access_count`` of what it returns. Writing that at
once puts a write on every recall (on sqlite a ``BEGIN IMMEDIATE`` ... ``COMMIT``, on
embedded Chroma a metadata update of about 10 ms and more). Instead the bumps wait here,
per scope and item, until the backend writes them: with its next write, before a read that
returns items, on a timer, and on ``flush``/``close`` and interpreter exit. Until then the
process's own searches show them through :meth:`PendingTouches.owed`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from ltm_core.models import MemoryScope
from ltm_core.stores._codec import to_micros


@dataclass(slots=True)
class Bump:
    """What is owed to one item: the last access time given and how many accesses."""

    at: int
    count: int


@dataclass(slots=True)
class ScopeTouches:
    """The pending bumps of one scope, by item id."""

    scope: MemoryScope
    bumps: dict[str, Bump] = field(default_factory=dict)


class PendingTouches:
    """Per-scope bumps not yet written. Not thread-safe: the store's lock guards it."""

    def __init__(self) -> None:
        self._scopes: dict[str, ScopeTouches] = {}

    def __bool__(self) -> bool:
        return bool(self._scopes)

    def add(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Owe each of ``ids`` one access at ``at``."""
        entry = self._scopes.setdefault(scope.key, ScopeTouches(scope))
        micros = to_micros(at)
        for item_id in dict.fromkeys(ids):  # one access per call, however often an id is named
            bump = entry.bumps.get(item_id)
            if bump is None:
                entry.bumps[item_id] = Bump(micros, 1)
            else:  # the last call wins, as it would have written last
                bump.at = micros
                bump.count += 1

    def take(self) -> list[ScopeTouches]:
        """Everything pending, removed from here (give it back with ``restore`` on failure)."""
        taken = list(self._scopes.values())
        self._scopes = {}
        return taken

    def restore(self, taken: Sequence[ScopeTouches]) -> None:
        """Put back bumps whose write failed (merged with any added since)."""
        for entry in taken:
            for item_id, bump in entry.bumps.items():
                mine = self._scopes.setdefault(entry.scope.key, ScopeTouches(entry.scope))
                owed = mine.bumps.get(item_id)
                if owed is None:
                    mine.bumps[item_id] = Bump(bump.at, bump.count)
                else:  # a bump added since is later than the failed one
                    owed.count += bump.count

    def owed(self, scope: MemoryScope) -> dict[str, Bump] | None:
        """The scope's pending bumps by item id, for reads to show as if written."""
        entry = self._scopes.get(scope.key)
        return None if entry is None else entry.bumps
