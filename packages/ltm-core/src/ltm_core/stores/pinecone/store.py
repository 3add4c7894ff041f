"""Pinecone backend: one serverless index, one namespace per scope.

Namespaces are ``<prefix><scope.key>`` (the collision-free 40-hex hash); every record carries
the raw scope ids (``scope``), checked whenever a record is read. The embedding model and
dimension live in a reserved record of the ``<prefix>meta`` namespace, and the index's own
dimension is checked at ``ensure_embedding``. Records use the layout of
:mod:`ltm_core.stores._codec`, with the text and a ``tag_list`` in the metadata.

Pinecone has no ordering and no count, so ``list`` and ``count`` read the matching records
(``fetch_by_metadata`` with the filter, or ``list`` then ``fetch``) and sort or count them
here: about one request per 1,000 records or 100 ids, fine for a per-user scope of a few
thousand memories. The live service shows a write to reads after a short freshness delay.
"""

from __future__ import annotations

import builtins
import logging
import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any

import numpy as np

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.settings import LTMSettings
from ltm_core.stores._codec import (
    InsertionOrder,
    facts_from_metadata,
    from_metadata,
    matches_nothing,
    newest_first_key,
    record_id,
    scope_tag,
    search_filter,
    seq_of,
    to_metadata,
    to_micros,
    unique_last,
)
from ltm_core.stores.base import (
    DimensionMismatch,
    EvictionPolicy,
    Hit,
    ItemFilter,
    Matrix,
    RefCounted,
    StoreError,
    StoreInfo,
    checked_queries,
    checked_vectors,
    page,
)
from ltm_core.stores.pinecone.connection import (
    DELETE_IDS,
    PineconeConnection,
    chunks,
    pinecone_filter,
)

logger = logging.getLogger("ltm")

META_ID = "embedding"


class PineconeProvider(RefCounted):
    """Memories in a Pinecone index (cosine), one namespace per scope.

    Args:
        api_key: The API key; ``PINECONE_API_KEY`` when omitted.
        host: The index host (``LTM_PINECONE_HOST``). With it no control-plane call is made;
            without it the index is found by ``index_name`` and created when missing.
        index_name: The index (``LTM_PINECONE_INDEX``).
        cloud: Cloud of a new serverless index.
        region: Region of a new serverless index.
        create_index: Create the index (serverless, cosine, the embedder's dimension) when it
            does not exist; it is created at ``ensure_embedding``, when the dimension is known.
        namespace_prefix: Start of every namespace, so several apps can share one index.
        timeout: Seconds per request attempt (the SDK retries refused connections and 5xx a
            few times, about 3 s in all, before ``StoreUnavailable`` is raised).
        client: A ready ``pinecone.Pinecone`` client (proxies, retries...) to use instead of
            building one from ``api_key``.
    """

    name = "pinecone"

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> PineconeProvider:
        """The index at ``LTM_PINECONE_HOST``, else the index named ``LTM_PINECONE_INDEX``."""
        return cls(
            api_key=settings.pinecone_api_key,
            host=settings.pinecone_host,
            index_name=settings.pinecone_index,
            cloud=settings.pinecone_cloud,
            region=settings.pinecone_region,
            create_index=settings.pinecone_create_index,
        )

    @classmethod
    def location_key(cls, settings: LTMSettings) -> tuple[Any, ...]:
        """One store per index and key."""
        return (settings.pinecone_host or settings.pinecone_index, settings.pinecone_api_key)

    def __init__(
        self,
        *,
        api_key: str | None = None,
        host: str | None = None,
        index_name: str = "ltm-memories",
        cloud: str = "aws",
        region: str = "us-east-1",
        create_index: bool = True,
        namespace_prefix: str = "ltm-",
        timeout: float = 15.0,
        client: Any = None,
    ) -> None:
        super().__init__()
        self._conn = PineconeConnection(
            api_key or os.environ.get("PINECONE_API_KEY") or "",
            host,
            index_name,
            cloud,
            region,
            create_index,
            namespace_prefix,
            timeout,
            client,
        )
        self.host, self.index_name = host, index_name
        self.location = self._conn.location
        self._lock = threading.RLock()
        self._order = InsertionOrder()
        self._model: str | None = None
        self._dimension: int | None = None

    def _item(self, scope: MemoryScope, meta: dict[str, Any]) -> MemoryItem:
        if meta.get("scope") != scope_tag(scope):
            raise StoreError(
                f"Pinecone namespace {self._conn.namespace(scope)} holds a record of scope "
                f"{meta.get('scope')!r}; refusing to mix scopes"
            )
        return from_metadata(meta)

    # -- embedding model -------------------------------------------------------------------

    def ensure_embedding(self, model: str, dimension: int) -> None:
        """Create the index if needed, then check its dimension and the recorded model."""
        with self._lock, self._conn.guard():
            if self._dimension is None:
                index = self._conn.index(create_dimension=dimension)
                stats = index.describe_index_stats()
                if stats.metric not in (None, "cosine"):
                    raise StoreError(
                        f"the Pinecone index at {self.location} uses the {stats.metric} metric; "
                        "ltm needs cosine: create another index"
                    )
                index_dim = int(stats.dimension or dimension)
                ns = self._conn.prefix + "meta"
                stored = self._conn.fetch(index, ns, [META_ID]).get(META_ID)
                if stored is not None:
                    self._model = str(stored[1].get("embedding_model"))
                elif index_dim == dimension:
                    unit = [1.0] + [0.0] * (index_dim - 1)
                    meta = {"embedding_model": model, "dimension": index_dim}
                    index.upsert(vectors=[(META_ID, unit, meta)], namespace=ns)
                    self._model = model
                self._dimension = index_dim
            if self._dimension != dimension:
                raise DimensionMismatch(
                    f"the Pinecone index at {self.location} holds {self._dimension}-d vectors "
                    f"from {self._model!r}, but the embedder {model!r} produces {dimension}-d "
                    "vectors. Use the same embedding model, point LTM_PINECONE_INDEX (or "
                    "LTM_PINECONE_HOST) at another index, or move the memories (ltm export / "
                    "ltm import, or memory.export())."
                )
            if self._model != model:
                logger.warning(
                    "Pinecone index %s was built with embedding model %r; now embedding with "
                    "%r (same dimension). Similarities between the two models' vectors are "
                    "not meaningful.",
                    self.location,
                    self._model,
                    model,
                )
                self._model = model

    def _check_vectors(self, vectors: Matrix, n: int) -> Matrix:
        return checked_vectors(vectors, n, self._dimension, self.location)

    # -- writes ----------------------------------------------------------------------------

    def _record(
        self, scope: MemoryScope, item: MemoryItem, seq: int, values: Any
    ) -> dict[str, Any]:
        meta = to_metadata(
            item, seq=seq, with_text=True, tag_keys=False, extra={"scope": scope_tag(scope)}
        )
        vals = np.asarray(values, dtype=np.float32).astype(float).tolist()
        return {"id": record_id(item.id), "values": vals, "metadata": meta}

    def upsert(
        self,
        scope: MemoryScope,
        items: Sequence[MemoryItem],
        vectors: Matrix,
        *,
        eviction: EvictionPolicy | None = None,
    ) -> builtins.list[str]:
        """Insert or replace items with their vectors, then evict beyond ``max_items``."""
        arr = self._check_vectors(vectors, len(items))
        pairs = unique_last(zip(items, arr, strict=True))
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

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Set ``last_accessed_at`` and increment ``access_count``.

        One partial update per record (so a concurrent change of its text is never
        overwritten), sent concurrently: a recall of ten memories costs about two round trips.
        """
        if not ids:
            return
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return
            found = self._conn.fetch(index, ns, [record_id(i) for i in ids])

            def bump(rid: str) -> None:
                count = int(found[rid][1]["access_count"]) + 1
                patch = {"last_accessed_at": to_micros(at), "accessed": True, "access_count": count}
                index.update(id=rid, namespace=ns, set_metadata=patch)

            if len(found) == 1:
                bump(next(iter(found)))
            elif found:
                with ThreadPoolExecutor(max_workers=min(8, len(found))) as pool:
                    builtins.list(pool.map(bump, found))

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields (and vector, when given); ``False`` if it is not there."""
        vec = None if vector is None else self._check_vectors(np.reshape(vector, (1, -1)), 1)[0]
        with self._lock, self._conn.guard():
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
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return 0
            found = builtins.list(self._conn.fetch(index, ns, [record_id(i) for i in ids]))
            for part in chunks(found, DELETE_IDS):
                index.delete(ids=part, namespace=ns)
            return len(found)

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope, history included."""
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return 0
            ids = self._conn.ids(index, ns)
            if ids:
                index.delete(delete_all=True, namespace=ns)
            return len(ids)

    # -- reads -----------------------------------------------------------------------------

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked; missing ids are skipped."""
        if not ids:
            return []
        with self._lock, self._conn.guard():
            index = self._conn.index()
            if index is None:
                return []
            found = self._conn.fetch(
                index, self._conn.namespace(scope), [record_id(i) for i in ids]
            )
        by_id = {meta["id"]: self._item(scope, meta) for _, meta in found.values()}
        return [by_id[i] for i in ids if i in by_id]

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Active items by normalised text hash (the oldest wins)."""
        wanted = builtins.list(dict.fromkeys(hashes))
        found: dict[str, MemoryItem] = {}
        if not wanted:
            return found
        with self._lock, self._conn.guard():
            index = self._conn.index()
            if index is None:
                return found
            metas: builtins.list[dict[str, Any]] = []
            for part in chunks(wanted, 500):
                flt = {"$and": [{"text_hash": {"$in": part}}, {"active": {"$eq": True}}]}
                metas.extend(
                    m
                    for _, m in self._conn.select(index, self._conn.namespace(scope), flt).values()
                )
        for meta in sorted(metas, key=newest_first_key, reverse=True):
            found[meta["text_hash"]] = self._item(scope, meta)  # older ones overwrite newer
        return found

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """Items in the scope: ids listed, minus history unless the filter includes it."""
        flt = where or ItemFilter()
        if matches_nothing(flt):
            return 0
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return 0
            clause = pinecone_filter(flt)
            if clause is None:
                return len(self._conn.ids(index, ns))
            if flt == ItemFilter():  # the common case: active items, counted without payloads
                ids = self._conn.ids(index, ns)
                return (
                    len(ids) - len(self._conn.select(index, ns, {"active": {"$eq": False}}))
                    if ids
                    else 0
                )
            return len(self._conn.select(index, ns, clause))

    def list(
        self,
        scope: MemoryScope,
        where: ItemFilter | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
    ) -> builtins.list[MemoryItem]:
        """Items newest first: the matching records are read and sorted here."""
        flt = where or ItemFilter()
        if matches_nothing(flt):
            return []
        with self._lock, self._conn.guard():
            index = self._conn.index()
            if index is None:
                return []
            found = self._conn.records(index, self._conn.namespace(scope), pinecone_filter(flt))
        metas = sorted((m for _, m in found.values()), key=newest_first_key, reverse=True)
        return [self._item(scope, m) for m in page(metas, limit, offset)]

    def search(
        self,
        scope: MemoryScope,
        queries: Matrix,
        k: int,
        *,
        where: ItemFilter | None = None,
    ) -> builtins.list[builtins.list[Hit]]:
        """Top-k per query row by Pinecone's cosine score, history excluded."""
        qs = checked_queries(queries, self._dimension, self.location, self._model)
        results: builtins.list[builtins.list[Hit]] = [[] for _ in range(len(qs))]
        flt = search_filter(where)
        if k <= 0 or len(qs) == 0 or self._dimension is None or matches_nothing(flt):
            return results
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return results
            for row, query in enumerate(qs):
                found = self._conn.query(index, ns, query, k, pinecone_filter(flt))
                results[row] = [
                    Hit(self._item(scope, meta), float(np.clip(score, -1.0, 1.0)))
                    for score, meta in found
                ]
        return results

    # -- lifecycle -------------------------------------------------------------------------

    def info(self) -> StoreInfo:
        """Index, model, dimension and how many namespaces and vectors this prefix holds."""
        with self._lock, self._conn.guard():
            index = self._conn.index()
            extra: dict[str, Any] = {
                "index": self.host or self.index_name,
                "prefix": self._conn.prefix,
            }
            if index is not None:
                stats = index.describe_index_stats()
                mine = {
                    n: s
                    for n, s in stats.namespaces.items()
                    if n.startswith(self._conn.prefix) and n != self._conn.prefix + "meta"
                }
                extra["namespaces"] = len(mine)
                extra["vectors"] = sum(int(s.vector_count) for s in mine.values())
                if self._dimension is None and stats.dimension:
                    self._dimension = int(stats.dimension)
            return StoreInfo(
                provider=self.name,
                location=self.location,
                embedding_model=self._model,
                dimension=self._dimension,
                extra=extra,
            )

    def close(self) -> None:
        """Close the HTTP connections; the next call opens new ones."""
        with self._lock:
            self._conn.close()
