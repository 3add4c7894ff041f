"""The writes of ``PineconeProvider``: upserts with eviction, touches, updates and deletes."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import (
    facts_from_metadata,
    record_id,
    scope_tag,
    seq_of,
    to_metadata,
)
from ltm_core.stores._remote import Pairs
from ltm_core.stores._touches import Bump
from ltm_core.stores.base import EvictionPolicy, Matrix
from ltm_core.stores.pinecone.connection import DELETE_IDS, chunks
from ltm_core.stores.pinecone.state import PineconeState


class PineconeWrites(PineconeState):
    """Writes to one scope's namespace; every one under the provider's lock."""

    def _record(
        self, scope: MemoryScope, item: MemoryItem, seq: int, values: Any
    ) -> dict[str, Any]:
        meta = to_metadata(
            item, seq=seq, with_text=True, tag_keys=False, extra={"scope": scope_tag(scope)}
        )
        vals = np.asarray(values, dtype=np.float32).astype(float).tolist()
        return {"id": record_id(item.id), "values": vals, "metadata": meta}

    def _upsert(
        self, scope: MemoryScope, pairs: Pairs, eviction: EvictionPolicy | None
    ) -> builtins.list[str]:
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            old = self._conn.fetch(index, ns, [record_id(item.id) for item, _ in pairs])
            first = self._order.take(len(pairs))
            records = []
            for n, (item, vec) in enumerate(pairs):
                prev = old.get(record_id(item.id))
                seq = seq_of(prev[1] if prev else None)
                records.append(self._record(scope, item, first + n if seq is None else seq, vec))
            self._conn.put(index, ns, records)
            if eviction is None or eviction.max_items <= 0:
                return []
            ids = self._conn.ids(index, ns)
            excess = len(ids) - eviction.max_items
            if excess <= 0:
                return []
            metas = [meta for _, meta in self._conn.records(index, ns, None).values()]
            victims = eviction.order([facts_from_metadata(m) for m in metas])[:excess]
            for part in chunks([record_id(v) for v in victims], DELETE_IDS):
                index.delete(ids=part, namespace=ns)
            return victims

    def _write_touches(self, scope: MemoryScope, bumps: dict[str, Bump]) -> None:
        """The scope's pending bumps (see ``RemoteStore.touch``).

        One partial update per record (so a concurrent change of its text is never
        overwritten), sent concurrently: about two round trips for the bumps of a second.
        """
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
        if index is None:
            return
        with self._conn.guard():  # the round trips, without the lock (see ``_write_touches``)
            found = self._conn.fetch(index, ns, [record_id(i) for i in bumps])

            def bump(rid: str) -> None:
                meta = found[rid][1]
                owed = bumps[str(meta["id"])]
                count = int(meta["access_count"]) + owed.count
                patch = {"last_accessed_at": owed.at, "accessed": True, "access_count": count}
                index.update(id=rid, namespace=ns, set_metadata=patch)

            if len(found) == 1:
                bump(next(iter(found)))
            elif found:
                with ThreadPoolExecutor(max_workers=min(8, len(found))) as pool:
                    builtins.list(pool.map(bump, found))

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields (and vector, when given); ``False`` if it is not there."""
        vec = None if vector is None else self._check_vectors(np.reshape(vector, (1, -1)), 1)[0]
        with self._writing(), self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return False
            prev = self._conn.fetch(index, ns, [record_id(item.id)]).get(record_id(item.id))
            if prev is None:
                return False
            seq = seq_of(prev[1])
            seq = self._order.take(1) if seq is None else seq
            self._conn.put(
                index, ns, [self._record(scope, item, seq, prev[0] if vec is None else vec)]
            )
            return True

    def delete(self, scope: MemoryScope, ids: Sequence[str]) -> int:
        """Delete items by id; returns how many existed."""
        if not ids:
            return 0
        with self._writing(), self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return 0
            found = builtins.list(self._conn.fetch(index, ns, [record_id(i) for i in ids]))
            for part in chunks(found, DELETE_IDS):
                index.delete(ids=part, namespace=ns)
            return len(found)

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope, history included."""
        with self._writing(), self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return 0
            ids = self._conn.ids(index, ns)
            if ids:
                index.delete(delete_all=True, namespace=ns)
            return len(ids)
