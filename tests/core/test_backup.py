"""Backups: consistent snapshots, automatic triggers, rotation, and restore round trips."""

from __future__ import annotations

import json
import multiprocessing
import time
from datetime import UTC, datetime, timedelta

import pytest
from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.backup import (
    EXPORT,
    MANIFEST,
    SNAPSHOT,
    BackupError,
    create_backup,
    list_backups,
    maybe_backup,
    restore_backup,
)
from ltm_core.vector import sqlite_driver
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from tests.core import store_workers
from tests.textgen import sentences

T0 = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


def test_a_backup_holds_a_snapshot_an_export_and_a_manifest(memory, store, tmp_path):
    memory.remember("Alice prefers metric units", kind="preference", tags=["units"])
    memory.for_scope(MemoryScope("bob")).remember("Bob keeps bees")
    info = create_backup(store, tmp_path / "bk", now=T0)
    assert info.path.name == "20260301-093000"
    assert (info.memories, info.scopes) == (2, 2)
    assert {p.name for p in info.path.iterdir()} == {SNAPSHOT, EXPORT, MANIFEST}
    rows = [json.loads(line) for line in (info.path / EXPORT).read_text().splitlines()]
    assert {(r["scope"]["user_id"], r["text"]) for r in rows} == {
        ("alice", "Alice prefers metric units"),
        ("bob", "Bob keeps bees"),
    }
    conn = sqlite_driver.connect(str(info.path / SNAPSHOT), busy_timeout_ms=1000)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_backups_never_overwrite_each_other_within_a_minute(memory, store, tmp_path):
    memory.remember("Alice prefers metric units")
    names = [create_backup(store, tmp_path, now=T0).path.name for _ in range(3)]
    names.append(create_backup(store, tmp_path, now=T0 + timedelta(seconds=1)).path.name)
    assert names == ["20260301-093000", "20260301-093000-1", "20260301-093000-2", "20260301-093001"]


def test_only_the_newest_are_kept(memory, store, tmp_path):
    memory.remember("Alice prefers metric units")
    for minute in range(5):
        create_backup(store, tmp_path, keep=3, now=T0 + timedelta(minutes=minute))
    kept = [b.path.name for b in list_backups(tmp_path)]
    assert kept == ["20260301-093400", "20260301-093300", "20260301-093200"]


def test_automatic_backups_every_100_memories_or_daily(make_memory, store, tmp_path):
    memory = make_memory(settings=LTMSettings(max_items=0, near_duplicate_threshold=1.0))
    assert maybe_backup(store, tmp_path, now=T0) is None  # an empty store needs none
    memory.remember("first memory of the store")
    assert maybe_backup(store, tmp_path, now=T0) is not None  # never backed up yet
    memory.remember_many(sentences(98, seed=1))  # 99 memories: not across 100 yet
    assert maybe_backup(store, tmp_path, now=T0 + timedelta(hours=1)) is None
    memory.remember_many(sentences(2, seed=2))  # 101: crossed 100
    crossed = maybe_backup(store, tmp_path, now=T0 + timedelta(hours=2))
    assert crossed is not None and crossed.memories == 101
    assert maybe_backup(store, tmp_path, now=T0 + timedelta(hours=25)) is None
    daily = maybe_backup(store, tmp_path, now=T0 + timedelta(hours=26, minutes=1))
    assert daily is not None


def test_restore_round_trips_every_field(make_memory, store, clock, tmp_path, embedder):
    alice = make_memory("alice", "chat", "w-1")
    old = alice.remember(
        "Alice lives in Paris ✓",
        kind="identity",
        importance=0.9,
        tags=["home", "core"],
        metadata={"n": 2**53 + 1, "nested": {"k": [1, None]}},
        source="chat",
    )
    clock.advance(days=3)
    new = alice.remember("Alice moved to Berlin", kind="identity")
    old.superseded_by = new.id
    store.update(alice.scope, old)
    alice.recall("Berlin")
    before = alice.export()
    bob = make_memory("bob")
    bob.remember("Bob keeps bees")
    info = create_backup(store, tmp_path / "bk")
    target = tmp_path / "restored" / "memories.db"
    report = restore_backup(info.path, target)
    assert (report.memories, report.scopes) == (3, 2)
    restored_store = SqliteVecProvider(target)
    restored = LongTermMemory(alice.scope, embedder=embedder, store=restored_store)
    assert restored.export() == before
    assert [r.item.id for r in restored.recall("where does Alice live?", k=5)] == [new.id]
    restored.remember("Alice adopted a cat")  # a restored store is a working store
    assert restored.count() == 2
    restored.close()


def test_restore_refuses_a_store_that_holds_memories(memory, store, tmp_path):
    memory.remember("Alice prefers metric units")
    info = create_backup(store, tmp_path / "bk")
    with pytest.raises(BackupError, match="new or empty store"):
        restore_backup(info.path, store.path)
    with pytest.raises(BackupError, match="not an ltm backup"):
        restore_backup(tmp_path, tmp_path / "x.db")


def test_snapshots_are_consistent_while_another_process_writes(db_path, tmp_path):
    SqliteVecProvider(db_path).close()
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        writing = pool.apply_async(store_workers.write_many, (str(db_path), "w", 5, 400, 20))
        store = SqliteVecProvider(db_path)
        infos = []
        while not writing.ready() and len(infos) < 12:
            infos.append(create_backup(store, tmp_path / "bk", keep=100))
            time.sleep(0.3)
        written = writing.get(timeout=600)
    infos.append(create_backup(store, tmp_path / "bk", keep=100))
    assert len(written) == 400 and infos[-1].memories == 400
    for info in infos:
        snapshot = SqliteVecProvider(info.path / SNAPSHOT)
        conn = sqlite_driver.connect(str(info.path / SNAPSHOT), busy_timeout_ms=1000)
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        # Rows, vectors and the full-text index of a snapshot belong to one moment.
        n = conn.execute("SELECT COUNT(*) FROM memories").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        if "memory_vectors" in tables:  # created with the first vector
            assert conn.execute("SELECT COUNT(*) FROM memory_vectors").fetchone()[0] == n
        else:
            assert n == 0
        assert conn.execute("SELECT COUNT(*) FROM memory_terms").fetchone()[0] == n
        assert snapshot.total_memories() == n == info.memories  # manifest and export agree
        assert len((info.path / EXPORT).read_text().splitlines()) == n
        snapshot.close()
    store.close()


def test_a_restore_never_commits_over_memories_written_after_its_check(
    memory, store, tmp_path, embedder, monkeypatch
):
    # Promise: no command destroys data it did not create. The restore checked that the target
    # was empty, then copied: a memory another process wrote in between was overwritten. The
    # re-check now runs while the copy holds the target's write lock, before it commits.
    from ltm_core.stores.sqlite import backup as sqlite_backup

    memory.remember("Alice prefers metric units")
    info = create_backup(store, tmp_path / "bk")
    target = tmp_path / "restored.db"
    real_check = sqlite_backup.check_restore_target

    def check_then_someone_writes(path):
        checked = real_check(path)  # empty (missing) when looked at...
        other = SqliteVecProvider(checked)  # ...then another process writes into it
        bob = LongTermMemory(MemoryScope(user_id="bob"), embedder=embedder, store=other)
        bob.remember("Bob keeps bees")
        bob.close()
        return checked

    monkeypatch.setattr(sqlite_backup, "check_restore_target", check_then_someone_writes)
    with pytest.raises(BackupError, match="received memories while the restore ran"):
        restore_backup(info.path, target)
    kept = SqliteVecProvider(target)
    bob = LongTermMemory(MemoryScope(user_id="bob"), embedder=embedder, store=kept)
    assert [i.text for i in bob.list()] == ["Bob keeps bees"]
    assert LongTermMemory(memory.scope, embedder=embedder, store=kept).count() == 0
    bob.close()
