"""A scope's reads on sqlite-vec cost what the scope holds, not what the file holds.

The work is counted in SQLite virtual-machine steps (the progress handler, which also counts
the statements sqlite-vec runs inside its virtual table), so the tests assert no timing.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ltm_core import LongTermMemory, LTMSettings, MemoryItem, MemoryScope
from ltm_core.stores.sqlite import vectors as sqlite_vectors
from ltm_core.vector.sqlite_vec import SqliteVecProvider

DIM = 384
SMALL = MemoryScope("small-user")


def unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


class QueryVectors:
    """Recall-only embedder: every query is a fixed random vector."""

    model_name = "tenant-cost"
    dimension = DIM

    def __init__(self) -> None:
        self.vector = unit_rows(np.random.default_rng(7), 1)[0]

    def embed_query(self, text: str) -> np.ndarray:
        return self.vector

    def embed_documents(self, texts: object) -> np.ndarray:
        raise AssertionError("no document is embedded here")


def add_users(
    store: SqliteVecProvider, first: int, users: int, rng: np.random.Generator, size: int = 2
) -> None:
    for user in range(first, first + users):
        items = [MemoryItem(id=f"m{i}", text=f"topic {i} of user {user}") for i in range(size)]
        store.upsert(MemoryScope(f"other{user}"), items, unit_rows(rng, size))


def vm_steps(store: SqliteVecProvider, action: object) -> int:
    """SQLite VM steps (in units of 10 instructions) that ``action()`` costs."""
    steps = 0

    def count() -> int:
        nonlocal steps
        steps += 1
        return 0

    # Every connection the store reads or writes with: the write one and the pooled readers.
    store.is_empty(SMALL)  # at least one reader is open
    conns = [store._connection(), *store._readers._free]
    for conn in conns:
        conn.set_progress_handler(count, 10)
    try:
        action()  # type: ignore[operator]
    finally:
        for conn in conns:
            conn.set_progress_handler(None, 0)
    return steps


def small_user_store(path: Path) -> tuple[SqliteVecProvider, LongTermMemory]:
    rng = np.random.default_rng(1)
    store = SqliteVecProvider(path)
    store.ensure_embedding(QueryVectors.model_name, DIM)
    items = [MemoryItem(id=f"s{i}", text=f"the small user likes topic {i}") for i in range(40)]
    store.upsert(SMALL, items, unit_rows(rng, 40))
    memory = LongTermMemory(
        SMALL, embedder=QueryVectors(), store=store, settings=LTMSettings(max_items=0)
    )  # type: ignore[arg-type]
    return store, memory


def test_a_small_users_recall_does_not_grow_with_other_tenants(tmp_path):
    store, memory = small_user_store(tmp_path / "tenants.db")
    rng = np.random.default_rng(2)
    add_users(store, 0, 20, rng)
    memory.recall("what does the user like about topic 3", k=10)
    few = vm_steps(store, lambda: memory.recall("what does the user like about topic 3", k=10))
    add_users(store, 20, 1980, rng)  # 100x the tenants
    memory.recall("what does the user like about topic 3", k=10)
    many = vm_steps(store, lambda: memory.recall("what does the user like about topic 3", k=10))
    assert len(memory.recall("topic 3", k=10)) == 10
    assert many <= 2 * few, (few, many)
    memory.close()


def test_filtered_search_and_forget_do_not_scan_other_tenants(tmp_path):
    store, memory = small_user_store(tmp_path / "filtered.db")
    rng = np.random.default_rng(3)
    add_users(store, 0, 20, rng)
    query = QueryVectors().vector[None]
    tagged = [MemoryItem(id=f"t{i}", text=f"tagged {i}", tags=["pinned"]) for i in range(3)]
    store.upsert(SMALL, tagged, unit_rows(rng, 3))

    def work() -> None:
        from ltm_core.stores.base import ItemFilter

        hits = store.search(SMALL, query, 10, where=ItemFilter.of(tags=["pinned"]))[0]
        assert sorted(h.item.id for h in hits) == ["t0", "t1", "t2"]

    few = vm_steps(store, work)
    add_users(store, 20, 1980, rng)
    many = vm_steps(store, work)
    assert many <= 2 * few, (few, many)
    forget = vm_steps(store, lambda: store.delete(SMALL, ["s1", "s2"]))
    assert store.get(SMALL, ["s1", "s2", "s3"])[0].id == "s3"
    assert forget <= 4 * many, (forget, many)  # a scan of 2,000 tenants' vectors is 100x
    memory.close()


@pytest.mark.parametrize("deleted", [0, 7, 130])
def test_a_scopes_matrix_read_from_its_chunks_equals_vec0s_own(tmp_path, deleted):
    """The matrix of a scope, read from its chunks, holds exactly what vec0 returns."""
    rng = np.random.default_rng(4)
    store = SqliteVecProvider(tmp_path / "chunks.db")
    store.ensure_embedding("chunks", DIM)
    add_users(store, 0, 3, rng)
    scope = MemoryScope("chunked")
    items = [MemoryItem(id=f"c{i}", text=f"chunk row {i}") for i in range(300)]  # 3 chunks
    vectors = unit_rows(rng, 300)
    store.upsert(scope, items, vectors)
    store.delete(scope, [f"c{i}" for i in range(0, 2 * deleted, 2)])
    conn = store._connection()
    scope_id = conn.execute("SELECT id FROM scopes WHERE user_id = 'chunked'").fetchone()[0]
    expected = {
        int(r[0]): bytes(r[1])
        for r in conn.execute(
            "SELECT rowid, embedding FROM memory_vectors "
            "WHERE embedding MATCH ? AND scope_id = ? AND k = 4096",
            (vectors[0].tobytes(), scope_id),
        )
    }
    found = sqlite_vectors._chunked_vectors(conn, scope_id, 300 - deleted, DIM)
    assert found is not None
    rowids, matrix = found
    assert len(expected) == 300 - deleted
    assert {int(r): matrix[i].tobytes() for i, r in enumerate(rowids)} == expected
    assert sqlite_vectors._chunked_vectors(conn, scope_id, 301 - deleted, DIM) is None
    store.close()


def test_threads_reading_different_users_at_once_each_get_their_own(tmp_path):
    """Reads run on pooled connections side by side: no user ever sees another's memories."""
    from concurrent.futures import ThreadPoolExecutor

    rng = np.random.default_rng(5)
    store = SqliteVecProvider(tmp_path / "threads.db", cache_min_items=30)
    store.ensure_embedding(QueryVectors.model_name, DIM)
    sizes = {f"user{u}": 20 + 5 * u for u in range(8)}  # some searched from a matrix
    for user, size in sizes.items():
        items = [MemoryItem(id=f"{user}-{i}", text=f"{user} likes topic {i}") for i in range(size)]
        store.upsert(MemoryScope(user), items, unit_rows(rng, size))
    memories = {
        user: LongTermMemory(
            MemoryScope(user), embedder=QueryVectors(), store=store, settings=LTMSettings()
        )  # type: ignore[arg-type]
        for user in sizes
    }

    def recall_many(user: str) -> set[str]:
        seen: set[str] = set()
        for _ in range(30):
            seen.update(r.item.id for r in memories[user].recall(f"{user} topic 3", k=100))
        return seen

    with ThreadPoolExecutor(8) as pool:
        seen = dict(zip(sizes, pool.map(recall_many, sizes), strict=True))
    for user, ids in seen.items():
        assert ids == {f"{user}-{i}" for i in range(sizes[user])}
    counts = {i.id: i.access_count for i in store.list(MemoryScope("user3"), limit=100)}
    assert set(counts.values()) == {30}  # every recall's access bump counted once
    store.close()
