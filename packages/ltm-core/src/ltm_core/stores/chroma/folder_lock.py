"""One owner at a time for an embedded Chroma folder, on the ``filelock`` package.

The operating system drops the lock when its owner exits, even on a crash, so a stale file
never blocks anyone. Two opens of the same folder in one process are two owners: the second is
refused too. The owner's pid sits in a side file (``<lock>.pid``) so a refusal can name it.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import filelock

_held_here: set[Path] = set()
_held_lock = threading.Lock()


class LockHeld(OSError):
    """Someone else holds the lock; ``owner`` is its pid when known."""

    def __init__(self, path: Path, owner: str | None) -> None:
        super().__init__(f"{path} is locked" + (f" by process {owner}" if owner else ""))
        self.path = path
        self.owner = owner


class FileLock:
    """An exclusive lock on ``path``, held from :meth:`acquire` until :meth:`release`.

    Args:
        path: The lock file (created if missing; its folder must exist).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        # Not thread-local: a provider may open on one thread and close on another.
        self._lock = filelock.FileLock(path, timeout=0, thread_local=False)
        self._pid_file = path.with_name(path.name + ".pid")

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._lock.is_locked

    def acquire(self) -> None:
        """Take the lock at once or raise ``LockHeld``; records this process's pid."""
        if self.held:
            return
        try:
            self._lock.acquire()
        except filelock.Timeout:
            raise LockHeld(self.path, self._owner()) from None
        with _held_lock:
            _held_here.add(self.path)
        self._pid_file.write_text(f"{os.getpid()}\n", encoding="ascii")

    def release(self) -> None:
        """Give the lock up (the file stays, empty of meaning)."""
        if not self.held:
            return
        with _held_lock:
            _held_here.discard(self.path)
        self._pid_file.unlink(missing_ok=True)
        self._lock.release(force=True)

    def _owner(self) -> str | None:
        with _held_lock:
            if self.path in _held_here:
                return str(os.getpid())
        try:
            text = self._pid_file.read_text(encoding="ascii").strip()
        except OSError:
            return None
        return text or None
