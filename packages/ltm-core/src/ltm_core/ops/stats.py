"""The counts ``ltm stats`` and the MCP ``memory_stats`` tool both report."""

from __future__ import annotations

from dataclasses import dataclass

from ltm_core.memory import LongTermMemory
from ltm_core.stores.base import StoreInfo


@dataclass(frozen=True)
class ScopeStats:
    """One scope's memories by kind, how many are superseded, and what stores them."""

    by_kind: dict[str, int]
    superseded: int
    store: StoreInfo

    @property
    def total(self) -> int:
        """Active memories of the scope."""
        return sum(self.by_kind.values())


def scope_stats(memory: LongTermMemory) -> ScopeStats:
    """Counts of the memory's scope plus its store's location, model and size."""
    by_kind = memory.count_by_kind()
    active = sum(by_kind.values())
    return ScopeStats(
        by_kind=by_kind,
        superseded=memory.count(include_superseded=True) - active,
        store=memory.store.info(),
    )
