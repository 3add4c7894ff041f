"""A memory's life: its background jobs, flushing, and closing it once (releasing the store).

:class:`MemoryLifecycle` is the part of ``LongTermMemory`` that is about being open: the
background worker (built on first use, on the scope's lane of the process's shared pool, so
a memory rebuilt for the same scope after an LRU eviction queues behind whatever the evicted
one still has pending), ``flush``, ``close``, ``release_when_idle``, the context manager and
their async twins. The facade inherits it, so these stay ``LongTermMemory`` methods.

Every call and every background job holds the memory while it runs (:meth:`_in_use`). An
LRU that evicts a memory does not close it: the memory lets go of its store once nothing
holds it, and takes the store again on its next call. Whoever still has the memory in a
local (a request handler across an ``await``, a thread that fetched it a moment earlier)
never finds it closed; only :meth:`close` closes it for good.
"""

from __future__ import annotations

import logging
import threading
import warnings
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from typing import Self

from ltm_core.extraction.base import ExtractionReport
from ltm_core.extraction.worker import BackgroundWorker
from ltm_core.memory.errors import MemoryClosed
from ltm_core.stores.base import DeferredTouches, VectorProvider
from ltm_core.twins import to_thread

__all__ = ["MemoryLifecycle", "error_report"]

logger = logging.getLogger("ltm")


def error_report(exc: BaseException) -> ExtractionReport:
    """What a background job that raised returns instead: the error, named."""
    return ExtractionReport(error=f"{type(exc).__name__}: {exc}")


class MemoryLifecycle:
    """Background jobs on one scope's lane, and closing: the store is retained until then.

    Args:
        store: The ``VectorProvider``; retained here, released by :meth:`close`.
        lane: The shared pool's lane for this memory's jobs (its scope's key).
    """

    def __init__(self, store: VectorProvider, lane: Hashable) -> None:
        self.store = store
        self._lane = lane
        self._closed = False
        self._worker: BackgroundWorker[ExtractionReport] | None = None
        self._worker_lock = threading.Lock()
        self._close_lock = threading.Lock()
        # Calls running plus background jobs not finished; the store is held while any runs,
        # or always until an LRU evicts this memory (release_when_idle).
        self._state_lock = threading.Lock()
        self._users = 0
        self._holds_store = True
        self._evicted = False
        self._idle_waiters: list[Future[None]] = []
        store.retain()

    @contextmanager
    def _in_use(self) -> Iterator[Self]:
        """Hold this memory (and its store) for one call: ``MemoryClosed`` once closed.

        An evicted memory that let go of its store takes it again here, so a caller that
        still holds the memory carries on as if it had never been evicted.
        """
        with self._state_lock:
            if self._closed:
                raise MemoryClosed(f"{self!r} is closed; create a new LongTermMemory")
            if not self._holds_store:
                self.store.retain()
                self._holds_store = True
            self._users += 1
        try:
            yield self
        finally:
            self._let_go()

    def _let_go(self) -> None:
        """One call or job is over; an evicted memory nobody uses releases its store."""
        with self._state_lock:
            self._users -= 1
            if not (self._evicted and self._users == 0 and self._holds_store):
                return
            self._release_store()

    def _release_store(self) -> None:
        # Called with the state lock held, so a call starting now retains the store only
        # after this release (a store held by nobody else closes, and reopens on that call).
        self._holds_store = False
        waiters, self._idle_waiters = self._idle_waiters, []
        try:
            self._flush_touches()
        except Exception:  # the call that ended here succeeded: do not fail it afterwards
            logger.warning("ltm could not write deferred access times of %r", self, exc_info=True)
        try:
            self.store.release()
        finally:
            for waiter in waiters:
                waiter.set_result(None)

    def _submit(self, job: Callable[[], ExtractionReport]) -> Future[ExtractionReport]:
        """Queue ``job`` on the lane; an exception it raises becomes its report.

        The job holds this memory until it has run (so an eviction waits for it), and is
        only ever queued from inside a call that holds it already.
        """
        with self._worker_lock:
            if self._worker is None:
                self._worker = BackgroundWorker(on_error=error_report, key=("scope", self._lane))
            worker = self._worker
        with self._state_lock:
            self._users += 1
        try:
            future = worker.submit(job)
        except BaseException:
            self._let_go()
            raise
        future.add_done_callback(lambda _: self._let_go())
        return future

    def _flush_touches(self) -> None:
        if isinstance(self.store, DeferredTouches):
            self.store.flush_touches()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for background extraction and write deferred access times.

        Returns:
            ``True`` when nothing is left pending.
        """
        worker = self._worker
        done = True if worker is None else worker.flush(timeout)
        self._flush_touches()
        return done

    @property
    def background_errors(self) -> int:
        """Background jobs that failed (each was logged to the ``ltm`` logger)."""
        worker = self._worker
        return 0 if worker is None else worker.errors

    @property
    def busy(self) -> bool:
        """Whether a call or a background job of this memory is running (or queued)."""
        with self._state_lock:
            return self._users > 0

    def close(self) -> None:
        """Finish background work and release the store. Safe to call twice."""
        with self._close_lock:
            if self._closed:
                return
            worker = self._worker
            if worker is not None:
                worker.close()
            with self._state_lock:
                self._closed = True
                held, self._holds_store = self._holds_store, False
                waiters, self._idle_waiters = self._idle_waiters, []
        self._flush_touches()  # even when another holder keeps the store open
        if held:
            self.store.release()
        for waiter in waiters:
            waiter.set_result(None)

    def release_when_idle(self) -> Future[None]:
        """What an LRU calls on the memory it evicts: let go of the store once nothing runs.

        The memory is not closed: its pending background jobs land first, a call running
        now finishes, and a later call (from whoever still holds the memory) takes the store
        again and lets go of it when done. No thread is started for it.

        Returns:
            A future that resolves once the memory has let go of its store.
        """
        done: Future[None] = Future()
        with self._state_lock:
            self._evicted = True
            if not self._holds_store:
                done.set_result(None)
            elif self._users:
                self._idle_waiters.append(done)
            else:
                self._idle_waiters.append(done)
                self._release_store()
        return done

    def close_when_idle(self) -> Future[None]:
        """Deprecated: use :meth:`release_when_idle` (an LRU's eviction) or :meth:`close`.

        Closes for good once this memory's pending background jobs have landed, without
        waiting: a caller still holding the memory then gets ``MemoryClosed``, which is why
        evicting LRUs (``MemoryCache``) call :meth:`release_when_idle` instead.

        Returns:
            A future that resolves once the memory is closed.
        """
        warnings.warn(
            "close_when_idle() is deprecated: an LRU evicting a memory calls "
            "release_when_idle() (the memory stays usable); close() closes for good",
            DeprecationWarning,
            stacklevel=2,
        )
        with self._worker_lock:
            worker = self._worker
        if worker is None:
            done: Future[None] = Future()
            self.close()
            done.set_result(None)
            return done
        return worker.close_when_idle(self.close)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    aflush = to_thread(flush)
    aclose = to_thread(close)
    aclose_when_idle = to_thread(close_when_idle)
    arelease_when_idle = to_thread(release_when_idle)
