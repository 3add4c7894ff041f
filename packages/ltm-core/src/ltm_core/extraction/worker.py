"""One background thread per memory: extraction jobs run in order, off the chat turn."""

from __future__ import annotations

import atexit
import logging
import queue
import threading
import time
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from typing import Generic, TypeVar

logger = logging.getLogger("ltm")

T = TypeVar("T")

_live_workers: weakref.WeakSet[BackgroundWorker[object]] = weakref.WeakSet()


@atexit.register
def _drain_at_exit() -> None:
    # Without an explicit close(), still give queued extraction a chance to land.
    for worker in list(_live_workers):
        worker.close(timeout=30)


class BackgroundWorker(Generic[T]):
    """A single worker thread, started on first use, that runs jobs in submission order.

    Args:
        on_error: Turns an exception that escaped a job into that job's result, so a
            failure is reported (and counted in ``errors``), never raised into the caller.
        name: The thread's name.
    """

    def __init__(self, on_error: Callable[[BaseException], T], name: str = "ltm-worker") -> None:
        self._on_error = on_error
        self._name = name
        self._jobs: queue.SimpleQueue[tuple[Callable[[], T], Future[T]] | None] = (
            queue.SimpleQueue()
        )
        self._thread: threading.Thread | None = None
        self._pending = 0
        self._idle = threading.Condition()
        self._closed = False
        self.errors = 0
        self.completed = 0

    @property
    def pending(self) -> int:
        """Jobs submitted and not finished yet."""
        with self._idle:
            return self._pending

    def submit(self, job: Callable[[], T]) -> Future[T]:
        """Queue a job; returns its future at once."""
        future: Future[T] = Future()
        with self._idle:
            if self._closed:
                raise RuntimeError("the background worker is closed")
            self._pending += 1
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
                self._thread.start()
                _live_workers.add(self)  # type: ignore[arg-type]
        self._jobs.put((job, future))
        return future

    def _loop(self) -> None:
        while True:
            entry = self._jobs.get()
            if entry is None:
                return
            job, future = entry
            try:
                if future.set_running_or_notify_cancel():
                    try:
                        future.set_result(job())
                    except BaseException as exc:
                        self.errors += 1
                        logger.exception("ltm background job failed")
                        future.set_result(self._on_error(exc))
                    self.completed += 1
            finally:
                with self._idle:
                    self._pending -= 1
                    self._idle.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted job finished; ``False`` if ``timeout`` ran out first."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._idle:
            while self._pending:
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    return False
                self._idle.wait(remaining)
        return True

    def close(self, timeout: float | None = None) -> bool:
        """Drain the queue, then stop the thread. Returns whether everything finished."""
        drained = self.flush(timeout)
        with self._idle:
            if self._closed:
                return drained
            self._closed = True
            thread = self._thread
        if thread is not None:
            self._jobs.put(None)
            if drained:
                thread.join(timeout)
        _live_workers.discard(self)  # type: ignore[arg-type]
        return drained
