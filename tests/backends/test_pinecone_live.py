"""Pinecone itself, not the stand-in: skipped unless ``PINECONE_API_KEY`` is set.

With a key, ``pinecone-live`` also joins the ``backend`` parameter of conftest.py, so the whole
contract and behaviour suite runs against a real serverless index (``PINECONE_INDEX``, or a
temporary ``ltm-test-*`` index deleted at the end); every test's namespaces are emptied.
Writes are followed by a short pause (``PINECONE_SETTLE_SECONDS``, 2 s by default) because
the service shows a write to reads after a freshness delay.
"""

from __future__ import annotations

import uuid

import pytest
from ltm_core import MemoryItem, MemoryScope
from ltm_core.vector.base import ItemFilter

from tests.backends.conftest import LIVE
from tests.backends.workers import DIM, MODEL, build, unit_vectors

pytestmark = pytest.mark.skipif(not LIVE, reason="set PINECONE_API_KEY to run against Pinecone")


def test_a_real_serverless_index_round_trips(pinecone_live):
    prefix = f"live-{uuid.uuid4().hex[:8]}-"
    spec = {**pinecone_live, "prefix": prefix}
    store = build("pinecone-live", spec)
    scope = MemoryScope("alice", "chat", None)
    try:
        store.ensure_embedding(MODEL, DIM)
        items = [MemoryItem(id=f"m{i}", text=f"live memory {i}", tags=[f"t{i}"]) for i in range(3)]
        vectors = unit_vectors(11, 3)
        store.upsert(scope, items, vectors)
        assert store.get(scope, ["m2", "m0"]) == [items[2], items[0]]
        assert store.count(scope) == 3
        assert [h.item.id for h in store.search(scope, vectors[1:2], 1)[0]] == ["m1"]
        assert [i.id for i in store.list(scope, ItemFilter.of(tags=["t2"]))] == ["m2"]
        assert store.clear(scope) == 3
    finally:
        index = pinecone_live["client"].Index(host=pinecone_live["host"])
        for ns in index.describe_index_stats().namespaces:
            if ns.startswith(prefix):
                index.delete(delete_all=True, namespace=ns)
        store.close()
