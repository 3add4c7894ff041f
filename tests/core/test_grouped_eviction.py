"""sqlite-vec's grouped eviction (a handful of rows) evicts exactly what scoring the scope does."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from ltm_core.memory.writes import eviction_policy
from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.settings import LTMSettings
from ltm_core.stores.base import EvictionPolicy, ItemFilter
from ltm_core.stores.sqlite.store import SqliteVecProvider

SCOPE = MemoryScope("alice")
NOW = datetime(2026, 6, 1, tzinfo=UTC)
DIM = 4
KINDS = ["fact", "task", "identity", "episode", "preference"]
TAGS = [[], [], [], [], ["x"], ["pinned"], ["core", "y"], ['a", "core'], ["identity"], ["corey"]]


def random_item(rng: random.Random, n: int) -> MemoryItem:
    # Few distinct times (ties), some a microsecond apart, and access times that reorder.
    created = NOW - timedelta(days=rng.choice([0, 1, 5, 30, 400]), microseconds=rng.randrange(3))
    later = created + timedelta(days=rng.choice([1, 20, 300]))
    accessed = rng.choice([None, None, created - timedelta(days=2), later])
    if accessed is not None and accessed > NOW + timedelta(days=1):
        accessed = NOW + timedelta(days=1)  # a clock ahead: recency 1.0, ties by time
    return MemoryItem(
        id=f"m{rng.randrange(10**6):06d}-{n}",
        text=f"memory {n}",
        kind=rng.choice(KINDS),
        importance=rng.choice([0.1, 0.5, 0.5, 0.9]),
        tags=rng.choice(TAGS),
        created_at=created,
        updated_at=created,
        last_accessed_at=accessed,
        superseded_by=rng.choice([None, None, None, "m-newer"]),
    )


def vectors(n: int, seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.mark.parametrize("seed", range(12))
def test_grouped_eviction_evicts_what_scoring_every_row_does(tmp_path, seed):
    rng = random.Random(seed)
    settings = LTMSettings(max_items=rng.choice([5, 20, 60]))
    grouped = eviction_policy(settings, NOW)
    assert grouped is not None and grouped.grouped
    whole = EvictionPolicy(max_items=grouped.max_items, order=grouped.order)
    stores = {}
    for name in ("grouped", "whole"):
        store = SqliteVecProvider(tmp_path / f"{name}.db")
        store.ensure_embedding("test", DIM)
        stores[name] = store
    items = [random_item(rng, n) for n in range(settings.max_items)]
    for store in stores.values():
        store.upsert(SCOPE, items, vectors(len(items), seed))
    evicted = 0
    for round_ in range(6):
        batch = [random_item(rng, 1000 * (round_ + 1) + n) for n in range(rng.randint(1, 6))]
        vecs = vectors(len(batch), seed * 100 + round_)
        got = stores["grouped"].upsert(SCOPE, batch, vecs, eviction=grouped)
        want = stores["whole"].upsert(SCOPE, batch, vecs, eviction=whole)
        assert got == want
        evicted += len(got)
    assert evicted > 0
    everything = ItemFilter(include_superseded=True)
    kept = [{i.id for i in s.list(SCOPE, everything, limit=-1)} for s in stores.values()]
    assert kept[0] == kept[1]
    for store in stores.values():
        store.close()


def test_eviction_reads_the_retention_index_and_knows_every_protected_tag(tmp_path):
    from ltm_core.models import PROTECTED_TAGS
    from ltm_core.stores.sqlite.schema import MAYBE_PROTECTED
    from ltm_core.stores.sqlite.store import GROUPED_EVICTION_SQL, PROTECTED

    assert all(f"'\"{tag}\"'" in MAYBE_PROTECTED for tag in PROTECTED_TAGS)
    store = SqliteVecProvider(tmp_path / "plan.db")
    plan = store._connection().execute(
        f"EXPLAIN QUERY PLAN {GROUPED_EVICTION_SQL}", (1, 1, 1, *PROTECTED)
    )
    details = [row[-1] for row in plan.fetchall()]
    assert any("COVERING INDEX memories_by_retention" in d for d in details), details
    assert not any("TEMP B-TREE" in d for d in details), details
    store.close()
