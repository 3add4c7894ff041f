"""``ltm-mcp --many-scopes`` with many tenants, in process: the automatic backup is made off the
calls' path, an evicted scope's memory goes on working, and a backup does not stall the store.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from ltm_core import LTMSettings, MemoryScope
from ltm_core.ops import backups
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from ltm_mcp import auto_backup
from ltm_mcp.config import ServerConfig
from ltm_mcp.holder import MemoryHolder
from ltm_mcp.scopes import ServedScopes


def save(holder: MemoryHolder, user: str, text: str) -> dict[str, Any]:
    arguments = {"text": text, "kind": "fact", "importance": 0.5, "tags": (), "metadata": None}
    result = holder.call("save_memory", arguments, {"user_id": user})
    dumped: dict[str, Any] = result.model_dump()
    assert "error" not in dumped, dumped
    return dumped


@pytest.fixture()
def holder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "memories.db"))
    monkeypatch.setenv("LTM_BACKUP_PATH", str(tmp_path / "backups"))
    monkeypatch.setenv("LTM_SCOPE_CACHE_SIZE", "2")
    holder = MemoryHolder(ServerConfig(many_scopes=True))
    yield holder
    holder.close()


def test_many_scopes_back_up_in_the_background_not_in_the_call(holder, tmp_path, monkeypatch):
    made_on: list[str] = []
    real = backups.after_write

    def recording(memory: Any) -> backups.AutoBackup:
        made_on.append(threading.current_thread().name)
        return real(memory)

    monkeypatch.setattr(backups, "after_write", recording)
    callers: list[str] = []
    for i in range(5):  # more users than the cache keeps open: evictions on the way
        done = save(holder, f"user-{i}", f"The user's locker number is {i}07.")
        callers.append(threading.current_thread().name)
        assert done["status"] == "stored" and done["auto_backup"] is None
    served: ServedScopes = holder.get()
    assert served.backups.flush(timeout=120)

    # Checked after the writes, never on the calling thread; the first write (a store never
    # backed up) made a backup holding that write at least.
    assert made_on and not set(made_on) & set(callers)
    folders = sorted((tmp_path / "backups").rglob("memories.jsonl"))
    assert folders, "no automatic backup was made"
    assert "locker number" in folders[-1].read_text(encoding="utf-8")


@pytest.mark.parametrize(("duty", "checks"), [(1e9, 1), (0.0, 4)])
def test_after_a_backup_the_rule_pauses_in_proportion(holder, monkeypatch, duty, checks):
    # A huge shared file takes long to back up: the next check waits DUTY_FACTOR times that.
    monkeypatch.setattr(auto_backup, "DUTY_FACTOR", duty)
    made: list[int] = []
    real = backups.after_write

    def counting(memory: Any) -> backups.AutoBackup:
        made.append(1)
        return real(memory)

    monkeypatch.setattr(backups, "after_write", counting)
    served: ServedScopes = holder.get()
    for i in range(4):
        save(holder, f"user-{i}", f"The user's seat number is {i}2.")
        assert served.backups.flush(timeout=120)
    # Paused after the first backup for the rest of the test, or (no pause) every write.
    assert len(made) == checks


def test_a_check_queued_while_a_long_backup_runs_waits_for_its_pause(holder, monkeypatch):
    # At 8,000 tenants a backup took 137 s, longer than the next 100 saves: the check those
    # saves queued ran the moment it ended, so backups ran back to back (half the server's
    # samples) despite the pause.
    monkeypatch.setattr(auto_backup, "DUTY_FACTOR", 1e9)
    backing_up = threading.Event()
    let_it_finish = threading.Event()
    made: list[int] = []
    real = backups.after_write

    def slow(memory: Any) -> backups.AutoBackup:
        made.append(1)
        backing_up.set()
        assert let_it_finish.wait(120)
        return real(memory)

    monkeypatch.setattr(backups, "after_write", slow)
    served: ServedScopes = holder.get()
    save(holder, "user-0", "The user's desk is by the window.")
    assert backing_up.wait(120)
    for i in range(1, 4):  # saves while the backup runs: one more check is queued
        save(holder, f"user-{i}", f"The user's desk is number {i}.")
    let_it_finish.set()
    assert served.backups.flush(timeout=120)
    assert len(made) == 1
    for i in range(4):  # the writes themselves all landed, each in its own user's memory
        memory = served.memory(served.settings.personal_scope(f"user-{i}"))
        assert memory is not None and memory.count() == 1


def test_an_evicted_scope_answers_its_next_call_with_its_own_memories(holder):
    for i in range(4):
        save(holder, f"user-{i}", f"The user's badge colour is shade {i}.")
    # user-0 and user-1 were evicted (cache of 2); their memories are still theirs.
    arguments = {"query": "badge colour", "limit": 5, "threshold": 0.0}
    found = holder.call("search_memory", arguments, {"user_id": "user-0"}).model_dump()
    texts = [hit["text"] for hit in found["results"]]
    assert texts == ["The user's badge colour is shade 0."]


def test_a_backup_copy_leaves_the_store_free_for_other_calls(tmp_path: Path):
    settings = LTMSettings(db_path=tmp_path / "memories.db")
    store = SqliteVecProvider(settings.db_path)
    scope = MemoryScope("alice", "chat", None)
    assert store.count(scope) == 0
    held = threading.Event()
    release = threading.Event()

    def hold_the_store_lock() -> None:
        with store._lock:  # what any other call's transaction takes
            held.set()
            release.wait(120)

    holder_thread = threading.Thread(target=hold_the_store_lock)
    holder_thread.start()
    held.wait(60)
    copied = threading.Event()

    def copy() -> None:
        from ltm_core.stores.sqlite.driver import connect

        target = connect(str(tmp_path / "copy.db"), busy_timeout_ms=30_000)
        try:
            store.backup_to(target)
        finally:
            target.close()
        copied.set()

    copier = threading.Thread(target=copy)
    copier.start()
    try:
        # Liveness, not timing: the copy does not queue behind the held lock.
        assert copied.wait(120), "the backup waited for the store's lock"
    finally:
        release.set()
        holder_thread.join()
        copier.join()
        store.close()
    assert (tmp_path / "copy.db").stat().st_size > 0
