"""Recall's access-time bumps are written later and coalesced, and never lost."""

from __future__ import annotations

import threading

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


def test_a_recall_that_races_the_timers_write_shows_each_access_once(memory, clock, monkeypatch):
    """The timer writes the pending bumps while a recall is mid-read: that read still shows them.

    The read's snapshot began before the write committed, so the file it sees lacks the
    bump; the copy of the pending bumps must be taken with the snapshot, not after the timer
    emptied them.
    """
    memory.remember("Alice prefers metric units")
    clock.advance(hours=1)
    memory.recall("units", k=1)  # one access, pending
    store = memory.store
    in_snapshot, timer_wrote = threading.Event(), threading.Event()
    scope_state = store._scope_state

    def pause_inside_the_snapshot(conn, scope):
        state = scope_state(conn, scope)
        in_snapshot.set()
        timer_wrote.wait(10)
        return state

    monkeypatch.setattr(store, "_scope_state", pause_inside_the_snapshot)
    recalled = []
    reader = threading.Thread(target=lambda: recalled.append(memory.recall("units", k=1)))
    reader.start()
    assert in_snapshot.wait(10)
    store.flush_touches()  # what the timer thread does
    timer_wrote.set()
    reader.join(10)
    (hit,) = recalled[0]
    assert hit.item.access_count == 2  # the pending access, and this recall's own
    monkeypatch.undo()
    memory.flush()
    assert memory.get(hit.item.id).access_count == 2  # both reach the file, each once


def test_a_recall_after_the_timers_write_does_not_count_an_access_twice(memory, clock):
    memory.remember("Alice prefers metric units")
    memory.recall("units", k=1)
    memory.store.flush_touches()
    (hit,) = memory.recall("units", k=1)
    assert hit.item.access_count == 2  # the written access, and this recall's own
