"""A small pool of read connections, so reads of different threads run side by side.

One connection under one lock serialised every tenant's reads. In WAL mode each connection
reads its own snapshot while another writes, and the SQLite driver releases the GIL while a
statement runs, so a recall of one user no longer waits for another user's. Writes still go
through the store's single write connection under its lock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

#: Read connections per store: more threads than this wait for a free one.
READ_CONNECTIONS = 8


class ReaderPool:
    """At most ``size`` read connections, opened on demand and reused by any thread.

    Args:
        open_connection: Opens one more connection to the store's file.
        size: The most connections open at once.
    """

    def __init__(self, open_connection: Callable[[], Any], size: int = READ_CONNECTIONS) -> None:
        self._open = open_connection
        self._slots = threading.BoundedSemaphore(size)
        self._guard = threading.Lock()
        self._free: list[Any] = []
        self._epoch = 0  # bumped by close: a connection handed out before is closed on return

    @contextmanager
    def connection(self) -> Iterator[Any]:
        """A read connection for the duration of the block."""
        with self._slots:
            with self._guard:
                conn = self._free.pop() if self._free else None
                epoch = self._epoch
            if conn is None:
                conn = self._open()
            try:
                yield conn
            finally:
                with self._guard:
                    if epoch == self._epoch:
                        self._free.append(conn)
                        conn = None
                if conn is not None:
                    conn.close()

    def close(self) -> None:
        """Close every idle connection; those in use are closed when they come back."""
        with self._guard:
            idle, self._free = self._free, []
            self._epoch += 1
        for conn in idle:
            conn.close()
