"""An exclusive, non-blocking lock file: one owner at a time for a folder.

``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows. The operating system drops the lock
when its owner exits, even on a crash, so a stale file never blocks anyone. Two opens of the
same file in one process are two owners: the second is refused too.
"""

from __future__ import annotations

import os
import sys
import weakref
from pathlib import Path


class LockHeld(OSError):
    """Someone else holds the lock; ``owner`` is the pid written in the file, if readable."""

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
        self._fd: int | None = None
        self._finalizer: weakref.finalize[[int], FileLock] | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock at once or raise ``LockHeld``; writes this process's pid into it."""
        if self._fd is not None:
            return
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            owner = _read_owner(fd)
            os.close(fd)
            raise LockHeld(self.path, owner) from None
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode())
        os.fsync(fd)
        self._fd = fd
        # Dropping the object without release() still frees the lock (closing the fd does).
        self._finalizer = weakref.finalize(self, os.close, fd)

    def release(self) -> None:
        """Give the lock up (the file stays, empty of meaning)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        try:
            _unlock(fd)
        finally:
            os.close(fd)


def _read_owner(fd: int) -> str | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 64).decode("ascii", "replace").strip()
    except OSError:
        return None
    return text or None


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    _LOCKED_BYTE = 1 << 20  # far past the pid, so reading the owner is never blocked

    def _lock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
