"""Reads that are not recall: one item, a filtered page, counts, the profile, the whole scope.

:class:`MemoryReads` is the part of ``LongTermMemory`` that only reads a scope: ``get``,
``list``, ``count``, ``count_by_kind``, ``export``, ``profile``, ``render`` and their async
twins. The facade inherits it, so these stay ``LongTermMemory`` methods. The functions here
need only a :class:`ScopedStore` (a scope, its store and the settings), never the facade;
:func:`scan` pages through a scope for them and for ``forget_source``.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any, Protocol

from ltm_core.memory import profile as profiles
from ltm_core.memory.errors import FARTHEST_OFFSET, check_count
from ltm_core.memory.lifecycle import MemoryLifecycle
from ltm_core.models import KINDS, MemoryItem, MemoryScope, Recalled, as_utc
from ltm_core.retrieval.render import render_recalled
from ltm_core.settings import LTMSettings
from ltm_core.stores.base import ItemFilter, VectorProvider
from ltm_core.twins import to_thread

#: Rows read per page when a whole scope is scanned.
PAGE = 1000

__all__ = [
    "PAGE",
    "MemoryReads",
    "ScopedStore",
    "count",
    "count_by_kind",
    "export",
    "get",
    "list_items",
    "scan",
]


class ScopedStore(Protocol):
    """What a read needs of a memory: whose it is, the store it lives in, and the settings."""

    scope: MemoryScope
    store: VectorProvider
    settings: LTMSettings


def get(memory: ScopedStore, id: str) -> MemoryItem | None:
    """One memory by id, or ``None``."""
    found = memory.store.get(memory.scope, [id])
    return found[0] if found else None


def list_items(
    memory: ScopedStore,
    kinds: Iterable[str] | None,
    tags: Iterable[str] | None,
    since: datetime | None,
    until: datetime | None,
    include_superseded: bool,
    limit: int,
    offset: int,
) -> list[MemoryItem]:
    """See :meth:`MemoryReads.list`."""
    limit, offset = (
        check_count("limit", limit, all_value=-1),
        check_count("offset", offset, most=FARTHEST_OFFSET),
    )
    where = ItemFilter.of(
        kinds=kinds,
        tags=tags,
        since=None if since is None else as_utc(since),
        until=None if until is None else as_utc(until),
        include_superseded=include_superseded,
    )
    return memory.store.list(memory.scope, where, limit=limit, offset=offset)


def count(memory: ScopedStore, kinds: Iterable[str] | None, include_superseded: bool) -> int:
    """How many memories of these kinds the scope holds (history only when asked)."""
    where = ItemFilter.of(kinds=kinds, include_superseded=include_superseded)
    return memory.store.count(memory.scope, where)


def count_by_kind(memory: MemoryReads) -> dict[str, int]:
    """Active memories per kind, most common first (kinds with none left out)."""
    counts = {kind: memory.count(kinds=[kind]) for kind in KINDS}
    return dict(sorted(((k, n) for k, n in counts.items() if n), key=lambda kv: -kv[1]))


def scan(
    memory: ScopedStore,
    *,
    kinds: Sequence[str] | None = None,
    include_superseded: bool = True,
) -> list[MemoryItem]:
    """Every item of the scope (of these kinds), newest first, page by page."""
    where = ItemFilter.of(kinds=kinds, include_superseded=include_superseded)
    items: list[MemoryItem] = []
    offset = 0
    while True:
        page = memory.store.list(memory.scope, where, limit=PAGE, offset=offset)
        items.extend(page)
        if len(page) < PAGE:
            return items
        offset += PAGE


def export(memory: ScopedStore) -> list[dict[str, Any]]:
    """Every memory of the scope, history included, as JSON-ready dicts, oldest first."""
    return [item.model_dump(mode="json") for item in reversed(scan(memory))]


class MemoryReads(MemoryLifecycle):
    """The plain reads of one scope, on top of the lifecycle that holds the store.

    Args:
        scope: Whose memories these are; every read is confined to it.
        store: The ``VectorProvider``; retained until ``close()``.
        settings: Limits and budgets.
    """

    def __init__(self, scope: MemoryScope, store: VectorProvider, settings: LTMSettings) -> None:
        self.scope, self.settings = scope, settings
        super().__init__(store, lane=scope.key)  # background jobs queue on the scope's lane

    def get(self, id: str) -> MemoryItem | None:
        """One memory by id, or ``None``."""
        with self._in_use() as memory:
            return get(memory, id)

    def list(
        self,
        *,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int = 50,
        offset: int = 0,
        include_superseded: bool = False,
    ) -> builtins.list[MemoryItem]:
        """Memories newest first, by kind, tag, creation time; history when asked; -1: all."""
        where = (kinds, tags, since, until, include_superseded)
        with self._in_use() as memory:
            return list_items(memory, *where, limit, offset)

    def count(self, *, kinds: Iterable[str] | None = None, include_superseded: bool = False) -> int:
        """How many memories this scope holds (of these kinds; history only when asked)."""
        with self._in_use() as memory:
            return count(memory, kinds, include_superseded)

    def count_by_kind(self) -> dict[str, int]:
        """Active memories per kind, most common first (kinds with none left out)."""
        return count_by_kind(self)

    def export(self) -> builtins.list[dict[str, Any]]:
        """Every memory of this scope, history included, as JSON-ready dicts, oldest first."""
        with self._in_use() as memory:
            return export(memory)

    def render(self, recalled: Iterable[Recalled | MemoryItem]) -> str:
        """The ``<recalled-memories>`` block for a prompt (empty string for no memories)."""
        return render_recalled(recalled)

    def profile(self) -> builtins.list[MemoryItem]:
        """The memories always in the block, most important first (within its token cap)."""
        with self._in_use() as memory:
            return profiles.profile(memory)

    # -- async twins: each runs its sync method on a worker thread (see ltm_core.twins) ----

    aget = to_thread(get)
    alist = to_thread(list)
    acount = to_thread(count)
    acount_by_kind = to_thread(count_by_kind)
    aprofile = to_thread(profile)
    aexport = to_thread(export)
