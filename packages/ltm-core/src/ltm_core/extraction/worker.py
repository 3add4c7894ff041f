"""Background extraction on ONE bounded thread pool per process, shared by every scope.

Each scope has a *lane*: its jobs run one after another, in submission order, while the
lanes of different scopes run side by side on the pool's threads (``LTM_WORKER_THREADS``).
A lane takes one pool slot per job and queues itself again behind the others, so a scope
with a long backlog cannot starve the rest. No thread is ever started per user or per memory.

A :class:`BackgroundWorker` is one memory's handle on its scope's lane: it counts that
memory's jobs and errors, and ``flush`` waits for that memory's jobs only.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any, Generic, TypeVar

logger = logging.getLogger("ltm")

T = TypeVar("T")

#: Total seconds the interpreter's exit gives queued jobs (all memories together) to land.
EXIT_DRAIN_SECONDS = 30.0
#: Pool threads when neither an argument nor ``LTM_WORKER_THREADS`` says otherwise.
DEFAULT_WORKER_THREADS = 4

_Job = tuple[Future[Any], Callable[[], Any]]


class _Lane:
    """The queue of one scope: at most one of its jobs is on the pool at any time."""

    __slots__ = ("queue", "scheduled")

    def __init__(self) -> None:
        self.queue: deque[_Job] = deque()
        self.scheduled = False


class WorkerPool:
    """A bounded ``ThreadPoolExecutor`` whose jobs run in order per key, in parallel across keys.

    Args:
        max_workers: Threads at most (started on demand, never more).
        name: The threads' name prefix.
    """

    def __init__(self, max_workers: int = DEFAULT_WORKER_THREADS, name: str = "ltm-worker"):
        if max_workers < 1:
            raise ValueError("max_workers must be at least 1 (LTM_WORKER_THREADS)")
        self.max_workers = max_workers
        self._executor = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix=name)
        self._lock = threading.Lock()
        self._lanes: dict[Hashable, _Lane] = {}
        self._shut = False

    @property
    def lanes(self) -> int:
        """Keys with jobs queued or running now (idle lanes are dropped: memory stays bounded)."""
        with self._lock:
            return len(self._lanes)

    def submit(self, key: Hashable, job: Callable[[], T]) -> Future[T]:
        """Queue ``job`` behind the other jobs of ``key``; returns its future at once.

        Raises:
            RuntimeError: The pool was shut down (the interpreter is exiting).
        """
        future: Future[T] = Future()
        with self._lock:
            if self._shut:
                raise RuntimeError("the ltm worker pool is shut down (the process is exiting)")
            lane = self._lanes.get(key)
            if lane is None:
                lane = self._lanes[key] = _Lane()
            lane.queue.append((future, job))
            if not lane.scheduled:
                lane.scheduled = True
                self._executor.submit(self._step, key, lane)
        return future

    def _step(self, key: Hashable, lane: _Lane) -> None:
        """Run the lane's next job, then queue the lane again (behind other lanes) or drop it."""
        with self._lock:
            future, job = lane.queue.popleft()
        if future.set_running_or_notify_cancel():
            try:
                future.set_result(job())
            except BaseException as exc:  # the future carries it; the pool thread goes on
                future.set_exception(exc)
        with self._lock:
            if not lane.queue:
                lane.scheduled = False
                if self._lanes.get(key) is lane:
                    del self._lanes[key]
                return
            try:
                self._executor.submit(self._step, key, lane)
            except RuntimeError:  # shut down at exit: what is still queued will not run
                for queued, _ in lane.queue:
                    queued.cancel()
                lane.queue.clear()
                lane.scheduled = False

    def shutdown(self) -> None:
        """Stop taking jobs, cancel what is queued and let the running jobs finish."""
        with self._lock:
            self._shut = True
            lanes = list(self._lanes.values())
            self._lanes.clear()
            for lane in lanes:
                for queued, _ in lane.queue:
                    queued.cancel()
                lane.queue.clear()
        self._executor.shutdown(wait=False, cancel_futures=True)


_pool_lock = threading.Lock()
_pool: WorkerPool | None = None


def shared_pool() -> WorkerPool:
    """The process's pool, built on first use with ``LTM_WORKER_THREADS`` threads."""
    global _pool
    with _pool_lock:
        if _pool is None:
            from ltm_core.settings import LTMSettings

            _pool = WorkerPool(LTMSettings().worker_threads, name="ltm-extract")
        return _pool


_live_workers: weakref.WeakSet[BackgroundWorker[Any]] = weakref.WeakSet()


def _drain_at_exit() -> None:
    # Without an explicit close(), still give queued extraction a bounded chance to land
    # (one deadline for every memory together); what is still queued after that is
    # cancelled, so the interpreter can exit.
    deadline = time.monotonic() + EXIT_DRAIN_SECONDS
    for worker in list(_live_workers):
        worker.close(timeout=max(0.0, deadline - time.monotonic()))
    if _pool is not None:
        _pool.shutdown()


# concurrent.futures joins its worker threads (running every queued job) in a threading
# exit hook, before plain atexit handlers run; hooks run newest first, so registering here
# drains (and bounds) the queue before that join.
getattr(threading, "_register_atexit", atexit.register)(_drain_at_exit)


class BackgroundWorker(Generic[T]):
    """One memory's jobs on its scope's lane of the shared :class:`WorkerPool`.

    Jobs of one ``key`` run in submission order (whichever worker submitted them). An
    exception that escapes a job is logged, counted in ``errors`` and turned into that job's
    result by ``on_error``: never raised into the caller.

    Args:
        on_error: Turns an exception that escaped a job into that job's result.
        key: The lane (a scope's key); a lane of its own when ``None``.
        pool: The pool to run on; the process's :func:`shared_pool` when ``None``.
    """

    def __init__(
        self,
        on_error: Callable[[BaseException], T],
        key: Hashable | None = None,
        pool: WorkerPool | None = None,
    ) -> None:
        self._on_error = on_error
        self._key: Hashable = ("worker", id(self)) if key is None else key
        self._pool = pool
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
        pool = self._pool or shared_pool()
        with self._lock:
            if self._closed:
                raise RuntimeError("the background worker is closed")
            future = pool.submit(self._key, lambda: self._run(job))
            self._unfinished.add(future)
            _live_workers.add(self)
        future.add_done_callback(self._finished)
        return future

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job this worker submitted finished; ``False`` on timeout."""
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
        """Drain this worker's jobs, then refuse new ones. Returns whether everything finished.

        When ``timeout`` runs out first, the jobs still queued are cancelled; the one
        running is left to finish on its own.
        """
        drained = self.flush(timeout)
        with self._lock:
            self._closed = True
            leftover = list(self._unfinished)
        for future in leftover:
            future.cancel()
        _live_workers.discard(self)
        return drained

    def close_when_idle(self, then: Callable[[], None]) -> Future[None]:
        """Close once this worker's queued jobs have finished, without waiting here.

        A step on the scope's lane checks for this worker's jobs; while there are some
        (queued behind it), it queues itself again behind them. Once there are none, the
        worker is closed and ``then`` runs (on the pool thread).

        Returns:
            A future that resolves when the worker is closed and ``then`` has run.
        """
        done: Future[None] = Future()
        pool = self._pool or shared_pool()

        def step() -> None:
            with self._lock:
                busy = bool(self._unfinished) and not self._closed
                if not busy:
                    self._closed = True
            if busy:
                pool.submit(self._key, step)
                return
            _live_workers.discard(self)
            try:
                then()
            except BaseException as exc:
                logger.exception("ltm could not close an evicted memory")
                done.set_exception(exc)
            else:
                done.set_result(None)

        try:
            pool.submit(self._key, step)
        except RuntimeError:  # the process is exiting: close here, after a bounded drain
            self.close(timeout=0)
            then()
            done.set_result(None)
        return done
