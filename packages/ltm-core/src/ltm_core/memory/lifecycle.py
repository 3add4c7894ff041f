"""A memory's life: its background jobs, flushing, and closing it once (releasing the store).

:class:`MemoryLifecycle` is the part of ``LongTermMemory`` that is about being open: the
background worker (built on first use, on the scope's lane of the process's shared pool, so
a memory rebuilt for the same scope after an LRU eviction queues behind whatever the evicted
one still has pending), ``flush``, ``close``, ``close_when_idle``, the context manager and
their async twins. The facade inherits it, so these stay ``LongTermMemory`` methods.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Self

from ltm_core.extraction.base import ExtractionReport
from ltm_core.extraction.worker import BackgroundWorker
from ltm_core.memory.errors import MemoryClosed
from ltm_core.stores.base import DeferredTouches, VectorProvider
from ltm_core.twins import to_thread

__all__ = ["MemoryLifecycle", "error_report"]


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
        store.retain()

    def _open(self) -> Self:
        """This memory, or ``MemoryClosed`` once it is closed."""
        if self._closed:
            raise MemoryClosed(f"{self!r} is closed; create a new LongTermMemory")
        return self

    def _submit(self, job: Callable[[], ExtractionReport]) -> Future[ExtractionReport]:
        """Queue ``job`` on the lane; an exception it raises becomes its report."""
        with self._worker_lock:
            if self._worker is None:
                self._worker = BackgroundWorker(on_error=error_report, key=("scope", self._lane))
            worker = self._worker
        return worker.submit(job)

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

    def close(self) -> None:
        """Finish background work and release the store. Safe to call twice."""
        with self._close_lock:
            if self._closed:
                return
            worker = self._worker
            if worker is not None:
                worker.close()
            self._closed = True
        self._flush_touches()  # even when another holder keeps the store open
        self.store.release()

    def close_when_idle(self) -> Future[None]:
        """Close once this memory's pending background jobs have landed, without waiting.

        What an LRU of memories calls on the one it evicts: the close runs on the scope's
        lane of the shared pool, after every job this memory queued (nothing is cut short),
        and no thread is started for it.

        Returns:
            A future that resolves once the memory is closed.
        """
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
