"""A process that keeps a store open never crosses scopes when another process restores it.

A restore renumbers scopes: in the backup bob may own the internal id that alice had in the
live file. The live process must drop every cache (scope ids, vector matrices, model facts)
instead of reading bob's memories as alice's or writing alice's into bob's scope.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.backup import create_backup, restore_backup
from ltm_core.models import MemoryItem
from ltm_core.vector.sqlite_vec import SqliteVecProvider

ROOT = Path(__file__).resolve().parents[2]


def _restore_in_another_process(backup: Path, db: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(p) for p in _source_paths())}
    done = subprocess.run(
        [sys.executable, "-m", "ltm_core.cli", "restore", str(backup), "--db", str(db)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr


def _source_paths() -> list[Path]:
    return [ROOT / "packages" / p / "src" for p in ("ltm-core",)] + [ROOT]


def _backup_where_bob_owns_the_first_scope(tmp_path: Path, embedder) -> Path:
    source = SqliteVecProvider(tmp_path / "source.db")
    settings = LTMSettings(max_items=0)
    bob = LongTermMemory(MemoryScope("bob"), embedder=embedder, store=source, settings=settings)
    bob.remember("Bob's bank pin hint is his dog's birthday")
    alice = bob.for_scope(MemoryScope("alice"))
    alice.remember("Alice likes sailing on Lake Geneva")
    info = create_backup(source, tmp_path / "backups")
    bob.close()
    alice.close()
    source.close()
    return info.path


def test_a_live_process_reads_and_writes_only_its_own_scope_after_a_restore(tmp_path, embedder):
    backup = _backup_where_bob_owns_the_first_scope(tmp_path, embedder)
    live_db = tmp_path / "live.db"
    store = SqliteVecProvider(live_db, cache_min_items=1)  # search from the cached matrix
    alice = LongTermMemory(
        MemoryScope("alice"), embedder=embedder, store=store, settings=LTMSettings(max_items=0)
    )
    draft = alice.remember("a draft alice deletes again")
    assert alice.recall("draft")  # the scope id and its matrix are now cached
    alice.forget(draft.id)  # the store is empty again, so a restore may replace it

    _restore_in_another_process(backup, live_db)

    assert [m.text for m in alice.list()] == ["Alice likes sailing on Lake Geneva"]
    recalled = [r.item.text for r in alice.recall("bank pin birthday", k=5, min_score=0.0)]
    assert "Bob's bank pin hint is his dog's birthday" not in recalled
    alice.remember("Alice's sister lives in Porto")
    bob = SqliteVecProvider(live_db)
    try:
        bobs = [m.text for m in bob.list(MemoryScope("bob"))]
    finally:
        bob.close()
    assert bobs == ["Bob's bank pin hint is his dog's birthday"]
    alice.close()
    store.close()


USERS = ["alice", "bob", "carol", "dave"]


def _item(user: str, n: int) -> MemoryItem:
    return MemoryItem(text=f"{user} note {n}", id=f"{user}-{n}")


def _vectors(rng: np.random.Generator, n: int) -> np.ndarray:
    return rng.standard_normal((n, 8)).astype(np.float32)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    backup_order=st.permutations(USERS),
    live_order=st.permutations(USERS),
    counts=st.lists(st.integers(1, 4), min_size=len(USERS), max_size=len(USERS)),
    seed=st.integers(0, 2**16),
)
def test_a_long_lived_store_never_sees_another_scope_across_restore(
    tmp_path_factory, backup_order, live_order, counts, seed
):
    tmp = tmp_path_factory.mktemp("prop")
    rng = np.random.default_rng(seed)
    source = SqliteVecProvider(tmp / "source.db")
    source.ensure_embedding("test", 8)
    owned = dict(zip(USERS, counts, strict=True))
    for user in backup_order:  # this order decides each scope's internal id in the backup
        items = [_item(user, n) for n in range(owned[user])]
        source.upsert(MemoryScope(user), items, _vectors(rng, len(items)))
    info = create_backup(source, tmp / "backups")
    source.close()

    live = SqliteVecProvider(tmp / "live.db", cache_min_items=1)
    live.ensure_embedding("test", 8)
    for user in live_order:  # another numbering, every scope cached, then emptied
        scope = MemoryScope(user)
        live.upsert(scope, [_item(user, 99)], _vectors(rng, 1))
        live.search(scope, _vectors(rng, 1), 3)
        live.delete(scope, [f"{user}-99"])

    restore_backup(info.path, tmp / "live.db")  # another connection, as another process

    for user in USERS:
        scope = MemoryScope(user)
        listed = {m.id for m in live.list(scope, limit=-1)}
        found = {h.item.id for hits in live.search(scope, _vectors(rng, 2), 10) for h in hits}
        assert listed == {f"{user}-{n}" for n in range(owned[user])}
        assert found and all(i.startswith(f"{user}-") for i in found)
        live.upsert(scope, [_item(user, 50)], _vectors(rng, 1))
    live.close()
    check = SqliteVecProvider(tmp / "live.db")
    for user in USERS:
        assert {m.id for m in check.list(MemoryScope(user), limit=-1)} == {
            *(f"{user}-{n}" for n in range(owned[user])),
            f"{user}-50",
        }
    check.close()
