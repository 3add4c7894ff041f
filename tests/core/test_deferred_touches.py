"""Recall's access-time bumps are written later and coalesced, and never lost."""

from __future__ import annotations

from ltm_core import LongTermMemory, MemoryScope
from ltm_core.vector.sqlite_vec import SqliteVecProvider


def other_process_view(db_path, item_id):
    """The item as a second provider on the same file reads it (what another process sees)."""
    reader = SqliteVecProvider(db_path)
    try:
        (item,) = reader.get(MemoryScope("alice"), [item_id])
        return item
    finally:
        reader.close()


def test_repeated_recalls_reach_the_file_on_close_with_every_access(db_path, embedder, clock):
    memory = LongTermMemory(
        MemoryScope("alice"), embedder=embedder, store=SqliteVecProvider(db_path), clock=clock
    )
    item = memory.remember("Alice prefers metric units")
    for _ in range(3):
        clock.advance(hours=1)
        memory.recall("units", k=1)
    memory.close()
    stored = other_process_view(db_path, item.id)
    assert stored.access_count == 3
    assert stored.last_accessed_at == clock.now


def test_flush_writes_pending_access_times_for_other_processes(memory, db_path, clock):
    item = memory.remember("Alice prefers metric units")
    clock.advance(hours=2)
    memory.recall("units", k=1)
    memory.flush()
    stored = other_process_view(db_path, item.id)
    assert (stored.access_count, stored.last_accessed_at) == (1, clock.now)


def test_this_process_sees_pending_access_times_in_every_read(memory, clock):
    item = memory.remember("Alice prefers metric units")
    clock.advance(hours=1)
    memory.recall("units", k=1)
    assert memory.get(item.id).access_count == 1
    (listed,) = memory.list()
    assert listed.last_accessed_at == clock.now
    clock.advance(days=30)
    (again,) = memory.recall("units", k=1)  # recency counts from the pending access
    assert again.item.last_accessed_at == clock.now
    assert again.item.access_count == 2


def test_the_next_write_stores_the_pending_access_times(memory, db_path, clock):
    item = memory.remember("Alice prefers metric units")
    clock.advance(hours=1)
    accessed = clock.now
    memory.recall("units", k=1)
    clock.advance(minutes=5)
    memory.remember("Alice lives in Lisbon")
    stored = other_process_view(db_path, item.id)
    assert (stored.access_count, stored.last_accessed_at) == (1, accessed)
