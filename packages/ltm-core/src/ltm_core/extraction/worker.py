"""One background thread per memory: extraction jobs run in order, off the chat turn."""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Generic, TypeVar

logger = logging.getLogger("ltm")

T = TypeVar("T")

EXIT_DRAIN_SECONDS = 30.0

_live_workers: weakref.WeakSet[BackgroundWorker[object]] = weakref.WeakSet()


def _drain_at_exit() -> None:
    # Without an explicit close(), still give queued extraction a bounded chance to land;
    # what is still queued after that is cancelled, so the interpreter can exit.
    for worker in list(_live_workers):
        worker.close(timeout=EXIT_DRAIN_SECONDS)


# concurrent.futures joins its worker threads (running every queued job) in a threading
# exit hook, before plain atexit handlers run; hooks run newest first, so registering here
# drains (and bounds) the queue before that join.
getattr(threading, "_register_atexit", atexit.register)(_drain_at_exit)


class BackgroundWorker(Generic[T]):
    """A single worker thread (``ThreadPoolExecutor(max_workers=1)``), started on first use.

    Jobs run in submission order. An exception that escapes a job is logged, counted in
    ``errors`` and turned into that job's result by ``on_error``: never raised into the
    caller.

    Args:
        on_error: Turns an exception that escaped a job into that job's result.
        name: The thread's name prefix.
    """

    def __init__(self, on_error: Callable[[BaseException], T], name: str = "ltm-worker") -> None:
        self._on_error = on_error
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._lock = threading.Lock()
        self._unfinished: set[Future[T]] = set()
        self._closed = False
        self.errors = 0
        self.completed = 0

    @property
    def pending(self) -> int:
        """Jobs submitted and not finished yet."""
        with self._lock:
            return len(self._unfinished)

    def _run(self, job: Callable[[], T]) -> T:
        try:
            result = job()
        except BaseException as exc:
            with self._lock:
                self.errors += 1
            logger.exception("ltm background job failed")
            result = self._on_error(exc)
        with self._lock:
            self.completed += 1
        return result

    def _finished(self, future: Future[T]) -> None:
        with self._lock:
            self._unfinished.discard(future)

    def submit(self, job: Callable[[], T]) -> Future[T]:
        """Queue a job; returns its future at once.

        Raises:
            RuntimeError: The worker is closed.
        """
        with self._lock:
            if self._closed:
                raise RuntimeError("the background worker is closed")
            future = self._executor.submit(self._run, job)
            self._unfinished.add(future)
            _live_workers.add(self)  # type: ignore[arg-type]
        future.add_done_callback(self._finished)
        return future

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted job finished; ``False`` if ``timeout`` ran out first."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._lock:
                unfinished = list(self._unfinished)
            if not unfinished:
                return True
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                return False
            wait(unfinished, remaining, return_when=FIRST_COMPLETED)

    def close(self, timeout: float | None = None) -> bool:
        """Drain the queue, then stop the thread. Returns whether everything finished.

        When ``timeout`` runs out first, the jobs still queued are cancelled; the one
        running is left to finish on its own.
        """
        drained = self.flush(timeout)
        with self._lock:
            if self._closed:
                return drained
            self._closed = True
        self._executor.shutdown(wait=drained, cancel_futures=not drained)
        _live_workers.discard(self)  # type: ignore[arg-type]
        return drained
