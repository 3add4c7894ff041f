"""The writes of ``ChromaProvider``: upserts with eviction, touches, updates and deletes.

Each write keeps the embedded record cache (:mod:`ltm_core.stores.chroma.records`) as Chroma
now holds it, after Chroma accepted the write.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import (
    facts_from_metadata,
    record_id,
    seq_of,
    stale_keys,
    to_metadata,
)
from ltm_core.stores._remote import Pairs
from ltm_core.stores._touches import Bump
from ltm_core.stores.base import EvictionPolicy, Matrix
from ltm_core.stores.chroma.state import ChromaState


class ChromaWrites(ChromaState):
    """Writes to one scope's collection; every one under the provider's lock."""

    def _upsert(
        self, scope: MemoryScope, pairs: Pairs, eviction: EvictionPolicy | None
    ) -> builtins.list[str]:
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=True)
            rids = [record_id(item.id) for item, _ in pairs]
            old = {
                rid: meta for rid, meta, _, _ in self._conn.rows(col, scope, rids, ["metadatas"])
            }
            first = self._order.take(len(pairs))
            metas = []
            for n, ((item, _), rid) in enumerate(zip(pairs, rids, strict=True)):
                prev = old.get(rid)
                seq = seq_of(prev)
                meta = to_metadata(
                    item, seq=first + n if seq is None else seq, with_text=False, tag_keys=True
                )
                metas.append({**meta, **stale_keys(prev or {}, meta)})
            size = self._conn.batch
            for start in range(0, len(pairs), size):
                part = pairs[start : start + size]
                col.upsert(
                    ids=rids[start : start + size],
                    embeddings=np.stack([v for _, v in part]),
                    documents=[item.text for item, _ in part],
                    metadatas=metas[start : start + size],
                )
                for (item, _), rid, meta in zip(
                    part, rids[start : start + size], metas[start : start + size], strict=True
                ):
                    self._cached(scope, rid, meta, item.text)
            if eviction is None or eviction.max_items <= 0:
                return []
            return self._evict(col, scope, eviction)

    def _cached(self, scope: MemoryScope, rid: str, meta: dict[str, Any], text: str) -> None:
        self._written(scope, [rid])
        if self._conn.records is not None:
            self._conn.records.put(scope.key, rid, meta, text)

    def _evict(self, col: Any, scope: MemoryScope, policy: EvictionPolicy) -> builtins.list[str]:
        excess = int(col.count()) - policy.max_items
        if excess <= 0:
            return []
        metas = col.get(include=["metadatas"])["metadatas"]
        victims = policy.order([facts_from_metadata(m) for m in metas])[:excess]
        rids = [record_id(v) for v in victims]
        for part in self._conn.chunks(rids):
            col.delete(ids=part)
            self._forget(scope, part)
        return victims

    def _forget(self, scope: MemoryScope, rids: Sequence[str]) -> None:
        self._written(scope, rids)
        if self._conn.records is not None:
            self._conn.records.drop(scope.key, rids)

    def _write_touches(self, scope: MemoryScope, bumps: dict[str, Bump]) -> None:
        """One metadata update for the scope's pending bumps (see ``RemoteStore.touch``).

        Embedded, the counts come from the record cache under the lock; the update itself,
        and on a server the read of the counts, run without it (see ``_write_touches``).
        """
        wanted = [record_id(i) for i in bumps]
        cache = self._conn.records
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return
            rows = None if cache is None else self._conn.rows(col, scope, wanted, ["metadatas"])
        with self._unlocked(scope):
            if rows is None:
                rows = self._conn.fetch(col, wanted, ["metadatas"])
            if not rows:
                return
            rids = [rid for rid, _, _, _ in rows]
            patches = []
            for _, meta, _, _ in rows:
                bump = bumps[str(meta["id"])]
                count = int(meta["access_count"]) + bump.count
                patches.append(
                    {"last_accessed_at": bump.at, "accessed": True, "access_count": count}
                )
            col.update(ids=rids, metadatas=patches)
        if cache is not None:
            with self._lock:
                for rid, patch in zip(rids, patches, strict=True):
                    cache.patch(scope.key, rid, patch)

    @contextmanager
    def _unlocked(self, scope: MemoryScope) -> Iterator[None]:
        """Round trips without the lock; an error is turned into a ``StoreError`` under it."""
        try:
            yield
        except BaseException:
            with self._lock, self._conn.guard(scope):  # the guard drops what may be stale
                raise

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields (and vector, when given); ``False`` if it is not there."""
        vec = None if vector is None else self._check_vectors(np.reshape(vector, (1, -1)), 1)
        with self._writing(), self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return False
            rid = record_id(item.id)
            rows = self._conn.rows(col, scope, [rid], ["metadatas", "documents"])
            if not rows:
                return False
            _, prev, doc, _ = rows[0]
            seq = seq_of(prev)
            meta = to_metadata(
                item,
                seq=self._order.take(1) if seq is None else seq,
                with_text=False,
                tag_keys=True,
            )
            meta.update(stale_keys(prev, meta))
            if vec is None and doc == item.text:
                col.update(ids=[rid], metadatas=[meta])  # no re-embedding, no new document
            else:
                if vec is None:  # a new text under the old vector, as the caller asked
                    (_, _, _, emb), *_ = self._conn.fetch(col, [rid], ["embeddings"])
                    vec = np.asarray([emb], dtype=np.float32)
                col.upsert(ids=[rid], embeddings=vec, documents=[item.text], metadatas=[meta])
            self._cached(scope, rid, meta, item.text)
            return True

    def delete(self, scope: MemoryScope, ids: Sequence[str]) -> int:
        """Delete items by id; returns how many existed."""
        if not ids:
            return 0
        with self._writing(), self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return 0
            rows = self._conn.rows(col, scope, [record_id(i) for i in ids], [])
            found = [rid for rid, _, _, _ in rows]
            for part in self._conn.chunks(found):
                col.delete(ids=part)
                self._forget(scope, part)
            return len(found)

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope, history included (the collection stays)."""
        with self._writing(), self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return 0
            found = col.get(include=[])["ids"]
            for part in self._conn.chunks(found):
                col.delete(ids=part)
            self._written(scope, None)
            if self._conn.records is not None:
                self._conn.records.drop_scope(scope.key)
            return len(found)
