"""``MemoryCache``: the open memories of many scopes, least recently used closed first.

One app process serves many users; keeping a ``LongTermMemory`` open per user forever grows
without bound. Every adapter (LangChain middleware, tools and store, the LlamaIndex
``create_memory`` path) and the MCP server keep their per-scope memories in this one LRU.
An evicted memory is closed on its scope's lane of the shared worker pool once the jobs it
queued have landed: nothing is lost, nothing is cut short, and no thread is started for it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import Future, wait
from typing import Generic, TypeVar

from ltm_core.memory.facade import LongTermMemory
from ltm_core.settings import LTMSettings

K = TypeVar("K", bound=Hashable)


class MemoryCache(Generic[K]):
    """At most ``max_open`` memories, built on first use by ``factory``, one per key.

    Args:
        factory: Builds the memory of a key (a ``MemoryScope``, a namespace...); ``None``
            means memory is off for that key (remembered too, so the factory runs once).
        max_open: Memories kept open; ``LTM_SCOPE_CACHE_SIZE`` (128) when ``None``.

    Raises:
        ValueError: ``max_open`` is below 1.
    """

    def __init__(
        self, factory: Callable[[K], LongTermMemory | None], max_open: int | None = None
    ) -> None:
        if max_open is None:
            max_open = LTMSettings().scope_cache_size
        if max_open < 1:
            raise ValueError("max_open must be at least 1 (memories kept open at once)")
        self.factory = factory
        self.max_open = max_open
        self._memories: OrderedDict[K, LongTermMemory | None] = OrderedDict()
        self._closing: set[Future[None]] = set()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._memories)

    def get(self, key: K) -> LongTermMemory | None:
        """The memory of ``key`` (built once by the factory), or ``None`` when it is off.

        Beyond ``max_open`` keys the least recently used memory is evicted: it closes on the
        shared worker pool after its pending jobs, without holding up this call.
        """
        evicted: list[LongTermMemory] = []
        with self._lock:
            if key in self._memories:
                self._memories.move_to_end(key)
                return self._memories[key]
            memory = self._memories[key] = self.factory(key)
            while len(self._memories) > self.max_open:
                _, oldest = self._memories.popitem(last=False)
                if oldest is not None:
                    evicted.append(oldest)
        for old in evicted:
            closing = old.close_when_idle()
            with self._lock:
                self._closing.add(closing)
            closing.add_done_callback(self._closed)
        return memory

    def _closed(self, future: Future[None]) -> None:
        with self._lock:
            self._closing.discard(future)

    @property
    def closing(self) -> int:
        """Evicted memories whose pending jobs have not all landed yet."""
        with self._lock:
            return len(self._closing)

    def opened(self) -> list[LongTermMemory]:
        """Every memory open now (evicted ones are closed, or closing, and not listed)."""
        with self._lock:
            return [m for m in self._memories.values() if m is not None]

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for the background jobs of every memory, evicted ones included.

        Args:
            timeout: Seconds to wait for the evicted ones, then per open memory.

        Returns:
            ``True`` when nothing is left pending.
        """
        with self._lock:
            closing = list(self._closing)
        evicted_done = not wait(closing, timeout).not_done if closing else True
        return all([memory.flush(timeout) for memory in self.opened()]) and evicted_done

    def close(self) -> None:
        """Finish background work and close every memory built so far."""
        with self._lock:
            memories = [m for m in self._memories.values() if m is not None]
            self._memories.clear()
            closing = list(self._closing)
        for memory in memories:
            memory.close()
        wait(closing)
