"""A new scope's id never outlives a rolled-back write: no read sees another scope's row."""

from __future__ import annotations

import pytest
from ltm_core import LongTermMemory, MemoryScope
from ltm_core.stores.sqlite.store import SqliteVecProvider


def test_a_rolled_back_first_write_never_lends_its_scope_id_to_another_user(
    tmp_path, embedder, settings, monkeypatch
):
    # Promise: no cross-user leak, ever. Alice's first write fails inside its transaction, so
    # her new scope row is rolled back; Bob's first write then takes the next free id, which
    # is the one Alice's failed insert had. Had Alice's process cached that id, her reads would
    # show Bob's memories.
    store = SqliteVecProvider(tmp_path / "m.db")
    alice = LongTermMemory(MemoryScope("alice"), embedder=embedder, store=store, settings=settings)
    bob = LongTermMemory(MemoryScope("bob"), embedder=embedder, store=store, settings=settings)
    original = SqliteVecProvider._count_and_bump

    def failing(*args, **kwargs):
        raise RuntimeError("disk trouble in the middle of the write")

    monkeypatch.setattr(SqliteVecProvider, "_count_and_bump", staticmethod(failing))
    with pytest.raises(RuntimeError):
        alice.remember("Alice keeps bees on her roof")
    monkeypatch.setattr(SqliteVecProvider, "_count_and_bump", staticmethod(original))
    bob.remember("Bob's diary: I am moving to Lisbon in secret")

    assert alice.count() == 0
    assert alice.list() == []
    assert all("Lisbon" not in r.item.text for r in alice.recall("moving to Lisbon", k=5))
    alice.remember("Alice keeps bees on her roof")
    assert [i.text for i in alice.list()] == ["Alice keeps bees on her roof"]
    assert [i.text for i in bob.list()] == ["Bob's diary: I am moving to Lisbon in secret"]
    store.close()
