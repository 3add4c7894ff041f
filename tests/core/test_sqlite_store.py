"""The embedded sqlite-vec store: durability, concurrency, migrations, model checks."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from ltm_core import DimensionMismatch, LongTermMemory, LTMSettings, MemoryScope, StoreError
from ltm_core.models import MemoryItem, text_hash
from ltm_core.vector import sqlite_driver
from ltm_core.vector.sqlite_schema import MIGRATIONS, SCHEMA_VERSION, vector_table_sql
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from pydantic import ValidationError

from tests.core import store_workers
from tests.textgen import sentences

REPO = Path(__file__).resolve().parents[2]


def raw_connection(path: Path):
    return sqlite_driver.connect(str(path), busy_timeout_ms=5000)


def test_store_uses_wal_and_records_model_and_schema(memory, db_path):
    memory.remember("Alice prefers metric units")
    conn = raw_connection(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    meta = dict(conn.execute("SELECT key, value FROM ltm_meta").fetchall())
    assert meta == {
        "schema_version": str(SCHEMA_VERSION),
        "embedding_model": "all-MiniLM-L6-v2",
        "dimension": "384",
    }
    # Raw scope ids are stored beside the records, so isolation can be audited.
    assert conn.execute("SELECT user_id, namespace, workspace_id FROM scopes").fetchall() == [
        ("alice", "default", None)
    ]


def test_reopen_keeps_everything(memory, db_path, embedder):
    item = memory.remember("Alice prefers metric units", kind="preference", tags=["units"])
    memory.store.close()
    reopened = LongTermMemory(
        MemoryScope("alice"), embedder=embedder, store=SqliteVecProvider(db_path)
    )
    assert reopened.get(item.id) == item
    assert reopened.recall("units", k=1)[0].item.id == item.id
    reopened.close()


def test_other_dimension_is_refused_naming_both(memory, db_path):
    memory.remember("Alice prefers metric units")
    store = SqliteVecProvider(db_path)
    with pytest.raises(DimensionMismatch) as info:
        store.ensure_embedding("all-mpnet-base-v2", 768)
    message = str(info.value)
    assert "384" in message and "768" in message
    assert "all-MiniLM-L6-v2" in message and "all-mpnet-base-v2" in message
    assert "LTM_DB_PATH" in message  # says what to do
    store.close()
    assert memory.count() == 1  # nothing lost


def test_newer_schema_is_refused(db_path):
    SqliteVecProvider(db_path).close()
    conn = raw_connection(db_path)
    conn.execute("UPDATE ltm_meta SET value = '999' WHERE key = 'schema_version'")
    conn.close()
    with pytest.raises(StoreError, match="upgrade ltm-core"):
        SqliteVecProvider(db_path)


def test_migration_from_an_unversioned_store_keeps_its_rows(db_path):
    conn = raw_connection(db_path)
    MIGRATIONS[0](conn)  # the first schema, from before ltm_meta recorded a version
    conn.execute(
        "INSERT INTO scopes (id, scope_key, user_id, namespace) VALUES (1, 'k', 'alice', 'chat')"
    )
    conn.close()
    SqliteVecProvider(db_path).close()
    conn = raw_connection(db_path)
    assert conn.execute("SELECT user_id FROM scopes").fetchall() == [("alice",)]
    version = conn.execute("SELECT value FROM ltm_meta WHERE key='schema_version'").fetchone()
    assert version == (str(SCHEMA_VERSION),)


def test_a_file_holding_only_another_programs_tables_is_refused_and_kept(db_path):
    conn = raw_connection(db_path)
    conn.execute("CREATE TABLE notes (x TEXT)")
    conn.execute("INSERT INTO notes VALUES ('keep me')")
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError, match="another program's SQLite database"):
        SqliteVecProvider(db_path)
    assert db_path.read_bytes() == before


def test_missing_extension_support_names_what_to_install(monkeypatch):
    with pytest.raises(StoreError) as info:
        sqlite_driver.sqlite_module(("no_such_sqlite_driver",))
    assert "pip install pysqlite3-binary" in str(info.value)
    assert "sqlean-py" in str(info.value)


def test_cosine_equals_numpy(store, embedder):
    texts = sentences(40, seed=3)
    vectors = embedder.embed_documents(texts)
    memory = LongTermMemory(
        MemoryScope("cos"),
        embedder=embedder,
        store=store,
        settings=LTMSettings(near_duplicate_threshold=1.0),
    )
    results = memory.remember_many(texts)
    ids = [r.item.id for r in results]
    query = embedder.embed_query("who repairs bikes in Oslo?")
    expected = vectors @ query / (np.linalg.norm(vectors, axis=1) * np.linalg.norm(query))
    for k in (5, 40):
        (hits,) = store.search(MemoryScope("cos"), query[None], k)
        got = {h.item.id: h.similarity for h in hits}
        order = np.argsort(-expected)[:k]
        assert [h.item.id for h in hits] == [ids[i] for i in order]
        for i in order:
            assert got[ids[i]] == pytest.approx(float(expected[i]), abs=1e-5)


def test_matrix_cache_and_vec0_scan_agree(tmp_path, embedder):
    texts = sentences(300, seed=5)
    scope = MemoryScope("cache")
    scan = SqliteVecProvider(tmp_path / "a.db", cache_min_items=10**9)
    cached = SqliteVecProvider(tmp_path / "a.db", cache_min_items=1)
    memory = LongTermMemory(
        scope,
        embedder=embedder,
        store=scan,
        settings=LTMSettings(near_duplicate_threshold=1.0, max_items=0),
    )
    memory.remember_many(texts)
    query = embedder.embed_query("photographs alpine lakes")[None]
    cached.ensure_embedding("all-MiniLM-L6-v2", 384)
    a = scan.search(scope, query, 10)[0]
    b = cached.search(scope, query, 10)[0]
    assert [h.item.id for h in a] == [h.item.id for h in b]
    assert [h.similarity for h in a] == pytest.approx([h.similarity for h in b], abs=1e-5)


def test_a_scope_written_one_at_a_time_stores_what_vec0_scans_would(tmp_path, embedder, clock):
    """Writes search near duplicates from the scope's matrix: same rows, same verdicts."""
    texts = [
        *sentences(30, seed=21),
        "Alice prefers metric units.",
        "Alice prefers the metric units",  # a near duplicate: reinforces
        "Alice's flight leaves at 10:00 on Friday",
        "Alice's flight leaves at 14:00 on Friday",  # close, but another time: stored
        "alice PREFERS metric units.",  # an exact duplicate once normalised
        *sentences(10, seed=21),  # exact duplicates of the first ten
    ]
    scope = MemoryScope("one-by-one")
    stores = {
        "scans": SqliteVecProvider(tmp_path / "scans.db", cache_mb=0),  # vec0 every time
        "matrix": SqliteVecProvider(tmp_path / "matrix.db"),
    }
    memories = {
        name: LongTermMemory(scope, embedder=embedder, store=store, clock=clock)
        for name, store in stores.items()
    }
    outcomes = {name: [] for name in stores}
    for text in texts:
        for name, memory in memories.items():
            item = memory.remember(text, importance=0.5)
            outcomes[name].append((item.text, item.importance, item.access_count))
        clock.advance(minutes=1)
    assert outcomes["scans"] == outcomes["matrix"]
    assert memories["matrix"].count() == memories["scans"].count() < len(texts)

    def rows(memory: LongTermMemory) -> list[tuple[object, ...]]:
        kept = memory.list(limit=-1)
        return sorted((i.text, i.importance, i.access_count, i.created_at) for i in kept)

    assert rows(memories["scans"]) == rows(memories["matrix"])
    query = embedder.embed_query("units of measurement")[None]
    a = stores["scans"].search(scope, query, 10)[0]
    b = stores["matrix"].search(scope, query, 10)[0]
    assert [h.item.text for h in a] == [h.item.text for h in b]
    assert [h.similarity for h in a] == pytest.approx([h.similarity for h in b], abs=1e-5)
    scope_id = stores["matrix"]._scope_ids.get_recent(scope.key)
    assert stores["matrix"]._cache.peek(scope_id) is not None  # the matrix did the searching
    for memory in memories.values():
        memory.close()


def test_cached_matrix_sees_another_process_writes(tmp_path, embedder):
    """Two providers on one file stand in for two processes: no stale search results."""
    db = tmp_path / "shared.db"
    scope = MemoryScope("shared")
    settings = LTMSettings(near_duplicate_threshold=1.0, max_items=0)
    reader_store = SqliteVecProvider(db, cache_min_items=1)
    writer = LongTermMemory(
        scope, embedder=embedder, store=SqliteVecProvider(db), settings=settings
    )
    reader = LongTermMemory(scope, embedder=embedder, store=reader_store, settings=settings)
    writer.remember_many(sentences(20, seed=9))
    assert len(reader.recall("sourdough", k=50)) == 20  # builds the cached matrix
    added = writer.remember("Zed restores stained glass windows in Prague")
    assert reader.recall("stained glass windows", k=1)[0].item.id == added.id
    writer.forget(added.id)
    assert added.id not in {r.item.id for r in reader.recall("stained glass", k=50)}
    writer.update(reader.recall("sourdough", k=1)[0].item.id, text="Quinn flies gliders")
    assert reader.recall("gliders", k=1)[0].item.text == "Quinn flies gliders"
    writer.close()
    reader.close()


def test_two_processes_writing_1000_each_lose_nothing(db_path):
    SqliteVecProvider(db_path).close()
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        runs = [
            pool.apply_async(store_workers.write_many, (str(db_path), user, seed, 1000, 50))
            for user, seed in (("p1", 101), ("p2", 202))
        ]
        stored = [r.get(timeout=600) for r in runs]
    assert [len(s) for s in stored] == [1000, 1000]
    store = SqliteVecProvider(db_path)
    for user, ids in zip(("p1", "p2"), stored, strict=True):
        scope = MemoryScope(user)
        assert store.count(scope) == 1000
        assert {m.id for m in store.list(scope, limit=-1)} == set(ids)
    conn = raw_connection(db_path)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert conn.execute("SELECT COUNT(*) FROM memory_vectors").fetchone() == (2000,)
    store.close()


def test_sigkill_during_remember_many_keeps_every_returned_write(tmp_path):
    db = tmp_path / "killed.db"
    log = tmp_path / "returned.log"
    log.touch()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.core.store_workers", str(db), str(log)], cwd=REPO, env=env
    )
    try:
        deadline = time.monotonic() + 300
        while log.read_text().count("\n") < 100 and time.monotonic() < deadline:
            assert child.poll() is None, "writer died on its own"
            time.sleep(0.05)
        time.sleep(0.137)  # land somewhere inside a later batch
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    returned = [line for line in log.read_text().split("\n")[:-1] if line]
    assert len(returned) >= 100
    store = SqliteVecProvider(db)
    kept = {m.id for m in store.list(MemoryScope("victim"), limit=-1)}
    assert set(returned) <= kept
    conn = raw_connection(db)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert conn.execute("SELECT COUNT(*) FROM memory_vectors").fetchone()[0] == len(kept)
    store.close()


def test_a_version_1_store_migrates_forward_with_its_data(db_path, embedder):
    """A file written by the first release (no supersede columns) opens and keeps everything."""
    conn = raw_connection(db_path)
    conn.execute("CREATE TABLE ltm_meta (key TEXT PRIMARY KEY, value TEXT)")
    MIGRATIONS[0](conn)
    conn.executemany(
        "INSERT INTO ltm_meta VALUES (?, ?)",
        [("schema_version", "1"), ("embedding_model", "all-MiniLM-L6-v2"), ("dimension", "384")],
    )
    conn.execute(vector_table_sql(384))
    scope = MemoryScope("alice")
    conn.execute(
        "INSERT INTO scopes (id, scope_key, user_id, namespace, workspace_id, item_count, version)"
        " VALUES (1, ?, 'alice', 'default', NULL, 1, 1)",
        (scope.key,),
    )
    text = "Alice prefers metric units"
    conn.execute(
        "INSERT INTO memories (rowid, scope_id, id, text, text_hash, kind, importance, tags,"
        " metadata, source, created_at, updated_at, last_accessed_at, access_count)"
        " VALUES (1, 1, 'old-1', ?, ?, 'preference', 0.8, '[\"units\"]', '{}', 'manual',"
        " 1700000000000000, 1700000000000000, NULL, 3)",
        (text, text_hash(text)),
    )
    conn.execute(
        "INSERT INTO memory_vectors (rowid, scope_id, embedding) VALUES (1, 1, ?)",
        (embedder.embed_documents([text])[0].tobytes(),),
    )
    conn.close()

    memory = LongTermMemory(scope, embedder=embedder, store=SqliteVecProvider(db_path))
    item = memory.get("old-1")
    assert (item.text, item.kind, item.tags, item.access_count) == (
        text,
        "preference",
        ["units"],
        3,
    )
    assert item.superseded_by is None
    assert (item.thread_id, item.message_id, item.source_ids) == (None, None, [])  # v5
    assert memory.count() == 1 and memory.count(include_superseded=True) == 1
    (found,) = memory.recall("which units?", k=1)
    assert found.item.id == "old-1" and found.lexical > 0  # the full-text index was built
    memory.remember("Alice's cat is called Miso")
    assert memory.count() == 2
    version = (
        raw_connection(db_path)
        .execute("SELECT value FROM ltm_meta WHERE key = 'schema_version'")
        .fetchone()
    )
    assert version == (str(SCHEMA_VERSION),)
    tables = {r[0] for r in raw_connection(db_path).execute("SELECT name FROM sqlite_master")}
    assert "memory_terms" in tables and "memory_fts" not in tables  # v3's index is replaced
    memory.close()


def test_superseded_items_leave_search_but_stay_in_the_file(memory, store):
    old = memory.remember("Alice lives in Paris", kind="identity")
    new = memory.remember("Alice moved to Berlin", kind="identity")
    old.superseded_by = new.id
    assert store.update(memory.scope, old) is True
    hits = store.search(memory.scope, memory.embedder.embed_query("Paris")[None], 10)[0]
    assert [h.item.id for h in hits] == [new.id]
    assert memory.get(old.id).superseded_by == new.id
    assert memory.count() == 1 and memory.count(include_superseded=True) == 2
    # Reactivating brings it back into search.
    old.superseded_by = None
    store.update(memory.scope, old)
    hits = store.search(memory.scope, memory.embedder.embed_query("Paris")[None], 10)[0]
    assert {h.item.id for h in hits} == {old.id, new.id}


def test_items_read_back_behave_like_validated_items(memory):
    stored = memory.remember(
        "Alice prefers metric units", kind="preference", tags=["units"], metadata={"n": 1}
    )
    item = memory.get(stored.id)
    assert item == stored == MemoryItem(**stored.model_dump())
    assert item.model_dump_json() == stored.model_dump_json()
    assert pickle.loads(pickle.dumps(item)) == item
    assert item.model_copy(update={"importance": 0.2}).importance == 0.2
    with pytest.raises(ValidationError):
        item.importance = 2.0  # assignment is still validated
    recalled = memory.recall("units", k=1)[0].item
    recalled.tags.append("mutated")  # items are independent copies, never shared state
    assert memory.get(stored.id).tags == ["units"]
