"""``MemoryCache``: the open memories of many scopes, least recently used closed first.

One app process serves many users; keeping a ``LongTermMemory`` open per user forever grows
without bound. Every adapter (LangChain middleware, tools and store, the LlamaIndex
``create_memory`` path) and the MCP server keep their per-scope memories in this one LRU.

An evicted memory is not closed: it lets go of its store once the jobs it queued have
landed and no call is running (:meth:`LongTermMemory.release_when_idle`), and a caller that
still holds it (fetched a moment before the eviction, kept across an ``await``) goes on
using it, holding the store only for that call. Nothing is lost, nothing is cut short, no
caller ever gets ``MemoryClosed`` from an eviction, and no thread is started for it.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from ltm_core.memory.facade import LongTermMemory
from ltm_core.settings import LTMSettings

K = TypeVar("K", bound=Hashable)


class _Build:
    """One key's memory while its factory runs: other callers of that key wait for it."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.built = False
        self.memory: LongTermMemory | None = None

    def finish(self, memory: LongTermMemory | None) -> None:
        self.memory, self.built = memory, True
        self.done.set()


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
        # Evicted memories still referenced somewhere (a caller, a queued job): flush and
        # close wait for their jobs. Weak, so this set does not keep them alive.
        self._evicted: weakref.WeakSet[LongTermMemory] = weakref.WeakSet()
        # Keys whose memory a caller is building now (outside the lock), for the others.
        self._building: dict[K, _Build] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._memories)

    def get(self, key: K) -> LongTermMemory | None:
        """The memory of ``key`` (built once by the factory), or ``None`` when it is off.

        The factory runs outside the cache's lock: a slow open (a cold store, a remote
        backend) holds up only the callers asking for that same key, who wait for the one
        being built rather than build their own. If the build fails, the caller that ran it
        gets the error and each waiting caller tries once more itself.

        Beyond ``max_open`` keys the least recently used memory is evicted: it lets go of its
        store once its pending jobs and running calls are done, without holding up this call,
        and stays usable by whoever still holds it.
        """
        while True:
            with self._lock:
                if key in self._memories:
                    self._memories.move_to_end(key)
                    return self._memories[key]
                building = self._building.get(key)
                if building is None:
                    building = self._building[key] = _Build()
                    break
            # Another caller is building this key's memory: take that one when it is done.
            building.done.wait()
            if building.built:
                return building.memory
        try:
            memory = self.factory(key)
        except BaseException:
            with self._lock:
                del self._building[key]
            building.done.set()  # the waiters try once more themselves
            raise
        evicted: list[LongTermMemory] = []
        with self._lock:
            del self._building[key]
            self._memories[key] = memory
            while len(self._memories) > self.max_open:
                _, oldest = self._memories.popitem(last=False)
                if oldest is not None:
                    evicted.append(oldest)
            self._evicted.update(evicted)
        building.finish(memory)
        for old in evicted:
            old.release_when_idle()
        return memory

    def _busy_evicted(self) -> list[LongTermMemory]:
        with self._lock:
            evicted = list(self._evicted)
        return [memory for memory in evicted if memory.busy]

    @property
    def closing(self) -> int:
        """Evicted memories whose pending jobs (or running calls) are not all done yet."""
        return len(self._busy_evicted())

    def opened(self) -> list[LongTermMemory]:
        """Every memory the cache keeps now (evicted ones are not listed)."""
        with self._lock:
            return [m for m in self._memories.values() if m is not None]

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for the background jobs of every memory, evicted ones included.

        Args:
            timeout: Seconds to wait per memory (the evicted ones still busy, then the open ones).

        Returns:
            ``True`` when nothing is left pending.
        """
        memories = [*self._busy_evicted(), *self.opened()]
        return all([memory.flush(timeout) for memory in memories])

    def close(self) -> None:
        """Finish background work and close every memory built so far, evicted ones too."""
        with self._lock:
            memories = [m for m in self._memories.values() if m is not None]
            self._memories.clear()
            memories.extend(self._evicted)
            self._evicted.clear()
        for memory in memories:
            memory.close()
