"""Reads that are not recall: one item, a filtered page, counts, and the whole scope.

The facade's ``get``, ``list``, ``count``, ``count_by_kind`` and ``export`` are the functions
here; :func:`scan` pages through a scope for them and for ``forget_source``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_core.memory.errors import FARTHEST_OFFSET, check_count
from ltm_core.models import KINDS, MemoryItem, as_utc
from ltm_core.stores.base import ItemFilter

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

#: Rows read per page when a whole scope is scanned.
PAGE = 1000

__all__ = ["PAGE", "count", "count_by_kind", "export", "get", "list_items", "scan"]


def get(memory: LongTermMemory, id: str) -> MemoryItem | None:
    """One memory by id, or ``None``."""
    found = memory.store.get(memory.scope, [id])
    return found[0] if found else None


def list_items(
    memory: LongTermMemory,
    kinds: Iterable[str] | None,
    tags: Iterable[str] | None,
    since: datetime | None,
    until: datetime | None,
    include_superseded: bool,
    limit: int,
    offset: int,
) -> list[MemoryItem]:
    """See :meth:`LongTermMemory.list`."""
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


def count(memory: LongTermMemory, kinds: Iterable[str] | None, include_superseded: bool) -> int:
    """How many memories of these kinds the scope holds (history only when asked)."""
    where = ItemFilter.of(kinds=kinds, include_superseded=include_superseded)
    return memory.store.count(memory.scope, where)


def count_by_kind(memory: LongTermMemory) -> dict[str, int]:
    """Active memories per kind, most common first (kinds with none left out)."""
    counts = {kind: memory.count(kinds=[kind]) for kind in KINDS}
    return dict(sorted(((k, n) for k, n in counts.items() if n), key=lambda kv: -kv[1]))


def scan(
    memory: LongTermMemory,
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


def export(memory: LongTermMemory) -> list[dict[str, Any]]:
    """Every memory of the scope, history included, as JSON-ready dicts, oldest first."""
    return [item.model_dump(mode="json") for item in reversed(scan(memory))]
