"""Access-time bumps held back from recall and written later, coalesced: every backend's.

A recall bumps ``last_accessed_at`` and ``access_count`` of what it returns. Writing that at
once puts a write on every recall (on sqlite a ``BEGIN IMMEDIATE`` ... ``COMMIT``, on
embedded Chroma a metadata update of about 10 ms and more). Instead the bumps wait here,
per scope and item, until the backend writes them: with its next write, before a read that
returns items, on a timer, and on ``flush``/``close`` and interpreter exit. Until then the
process's own searches show them through :meth:`PendingTouches.owed`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from ltm_core.models import MemoryScope
from ltm_core.stores._codec import to_micros

logger = logging.getLogger("ltm")


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


class DeferredTouchWrites:
    """Owing, scheduling and draining access-time bumps: what every backend's ``touch`` shares.

    A mixin. The backend sets ``_lock``, ``_touches`` (a :class:`PendingTouches`) and
    ``_touch_timer = None`` in its ``__init__`` and writes the bumps in
    :meth:`_write_pending_touches`; ``_touches_location`` names the store in messages.
    """

    _lock: threading.RLock
    _touches: PendingTouches
    _touch_timer: threading.Timer | None

    def _touches_location(self) -> str:
        """Where the bumps are written, for a warning."""
        raise NotImplementedError

    def _write_pending_touches(self) -> None:
        """Write what ``_touches`` holds (under ``_lock``); leave what failed pending."""
        raise NotImplementedError

    def _owe_touches(
        self, scope: MemoryScope, ids: Sequence[str], at: datetime, delay: float
    ) -> None:
        """Owe ``ids`` one access at ``at``, written by a timer within ``delay`` seconds."""
        with self._lock:
            self._touches.add(scope, ids, at)
            if self._touch_timer is None:
                timer = threading.Timer(delay, self._flush_touches_in_background)
                timer.daemon = True
                self._touch_timer = timer
                timer.start()

    def flush_touches(self) -> None:
        """Write every pending access-time bump now (``flush``, ``close``, exit, the timer)."""
        with self._lock:
            timer, self._touch_timer = self._touch_timer, None
            if timer is not None and timer is not threading.current_thread():
                timer.cancel()
            if self._touches:
                self._write_pending_touches()

    def _flush_touches_before_close(self) -> None:
        """``flush_touches`` for ``close``: a failure keeps the bumps for the next open."""
        try:
            self.flush_touches()
        except Exception:  # kept pending: the next call reopens and writes them
            logger.warning("writing deferred access times to %s failed", self._touches_location())

    def _flush_touches_in_background(self) -> None:
        try:
            self.flush_touches()
        except Exception:  # kept pending for the next write, flush or close
            logger.warning(
                "writing deferred access times to %s failed",
                self._touches_location(),
                exc_info=True,
            )
