"""The automatic backup of a store shared by many scopes, made off the tool calls' path.

The core's rule (a backup every 100 memories or daily, ``LTM_AUTO_BACKUP``) counts the
whole file. A server serving one person makes it inside the write that crossed the mark and
says so in the result. A ``--many-scopes`` server crosses a mark every 100 saves by anyone,
and a backup copies and exports every tenant's memories: made inside the call, it took that
call (1 in 100, growing with the file: 8-9 s at a few thousand users) and, while SQLite's
copy held the store, every other tenant's call too. There the backup runs on one lane of
the process's shared worker pool instead: one at a time, at most one more queued behind it
(a write arriving then is covered by that one), its failures logged, never a tenant's.

Every 100 saves of a file shared by thousands of tenants is quadratic work (profiled at 20k
users: backups were ~45% of the server's samples even off the calls' path), so after a
backup taking ``t`` seconds the rule is not checked again for ``DUTY_FACTOR * t`` seconds:
backups take at most about 1/``DUTY_FACTOR`` of the time. A check queued while a backup ran
is skipped when that backup's pause has begun. A small store (a backup in milliseconds)
still gets one every 100 memories; the first write after the pause backs up whatever was
crossed meanwhile.
"""

from __future__ import annotations

import logging
import threading
import time

from ltm_core import LongTermMemory
from ltm_core.extraction.worker import BackgroundWorker
from ltm_core.ops import backups

logger = logging.getLogger("ltm.mcp")

#: After a backup taking ``t`` seconds, the rule is checked again only ``DUTY_FACTOR * t``
#: seconds later (backups use at most about 5% of the time).
DUTY_FACTOR = 20.0


def _failed(exc: BaseException) -> None:
    logger.warning("automatic backup failed: %s", exc)


class BackgroundBackups:
    """The core's automatic backup rule, checked in the background after each write."""

    def __init__(self) -> None:
        self._worker: BackgroundWorker[None] = BackgroundWorker(
            on_error=_failed, key=("ltm-mcp-auto-backup", id(self))
        )
        self._lock = threading.Lock()
        self._queued = False
        self._paused_until = 0.0  # time.monotonic() before which no check is queued

    def after_write(self, memory: LongTermMemory) -> None:
        """Queue a check of the backup rule, unless one not yet started is queued already.

        Called inside the tool call that wrote (which holds ``memory``'s store): the check
        holds the store too until it has run, so an eviction meanwhile cannot close it.
        """
        if not memory.settings.auto_backup:
            return
        with self._lock:
            if self._queued or time.monotonic() < self._paused_until:
                return
            self._queued = True
        store = memory.store
        store.retain()

        def check() -> None:
            with self._lock:
                self._queued = False  # a write from now on needs a check after this one
                # Queued while the last backup ran, so before its pause was set: that pause
                # covers this write too (else a backup longer than 100 saves ran back to back).
                paused = time.monotonic() < self._paused_until
            if paused:
                store.release()
                return
            started = time.monotonic()
            try:
                done = backups.after_write(memory)  # logs a failure itself
                if done.made is not None:
                    logger.info("automatic backup made: %s", done.made.path)
            finally:
                store.release()
                took = time.monotonic() - started
                with self._lock:
                    self._paused_until = time.monotonic() + DUTY_FACTOR * took

        try:
            self._worker.submit(check)
        except BaseException:
            with self._lock:
                self._queued = False
            store.release()
            raise

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for the check queued or running; ``True`` when none is left."""
        return self._worker.flush(timeout)

    def close(self, timeout: float | None = None) -> None:
        """Let the check queued or running finish, then take no more."""
        self._worker.close(timeout)
