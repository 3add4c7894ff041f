"""Chroma backend: an embedded folder (one process at a time) or a ``chroma run`` server.

One collection per scope, named ``<prefix><scope.key>`` (the collision-free 40-hex hash), with
the raw scope ids in its metadata, checked whenever the collection is opened. Cosine HNSW
space; embeddings are always passed explicitly (Chroma's default embedding function would
download a model) and telemetry is off. Records use the layout of
:mod:`ltm_core.stores._codec`; the text is the Chroma document.

Similarity is ``1 - cosine distance`` as Chroma computes it on the stored float32 vectors.
Chroma searches an HNSW graph, which is approximate: on a scope of a few hundred memories it
returns the exact top-k, and on tens of thousands it can miss some (``ef_search`` trades
speed for recall; see docs/backends.md for measured recall).
"""

from __future__ import annotations

import builtins
import logging
import os
import threading
from collections.abc import Mapping, Sequence
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
    search_filter,
    seq_of,
    stale_keys,
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
    StoreInfo,
    checked_queries,
    checked_vectors,
    page,
)
from ltm_core.stores.chroma.connection import ChromaConnection, chroma_where

logger = logging.getLogger("ltm")


def auth_headers(settings: LTMSettings) -> dict[str, str]:
    """``LTM_CHROMA_AUTH_HEADER`` (``Name: value``) as a headers dict.

    Raises:
        ValueError: The setting is not of the form ``Name: value``.
    """
    headers: dict[str, str] = {}
    if settings.chroma_auth_header:
        header, sep, value = settings.chroma_auth_header.partition(":")
        if not sep or not header.strip():
            raise ValueError(
                "LTM_CHROMA_AUTH_HEADER must look like 'Name: value', e.g. "
                "'Authorization: Bearer <token>'"
            )
        headers[header.strip()] = value.strip()
    return headers


class ChromaProvider(RefCounted):
    """Memories in Chroma, embedded (``path``) or on a server (``host``).

    Embedded mode holds an exclusive lock file (``ltm.lock``) in the folder for as long as the
    provider is open: two processes writing one Chroma folder lose vectors silently, so a
    second one is refused with an error pointing to the server mode. Server mode talks to
    ``chroma run`` over HTTP with a request timeout, raises ``StoreUnavailable`` while the
    server is down, and carries on with the same object once it is back.

    Args:
        path: The folder of the embedded ``PersistentClient`` (created if missing).
        host: The server host (``LTM_CHROMA_HOST``); give this or ``path``.
        port: The server port.
        ssl: Use https.
        headers: Extra HTTP headers, e.g. an auth header.
        timeout: Seconds before a server request is given up (Chroma's own client waits
            forever).
        collection_prefix: Start of every collection name, so several apps or tests can share
            one server.
        ef_search: HNSW search breadth for new collections (higher is slower and closer to
            exact); Chroma's default when ``None``.
    """

    name = "chroma"

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> ChromaProvider:
        """The server at ``LTM_CHROMA_HOST`` when set, else the folder ``LTM_CHROMA_PATH``."""
        if settings.chroma_host:
            return cls(
                host=settings.chroma_host,
                port=settings.chroma_port,
                ssl=settings.chroma_ssl,
                headers=auth_headers(settings),
            )
        return cls(settings.chroma_path)

    @classmethod
    def location_key(cls, settings: LTMSettings) -> tuple[Any, ...]:
        """One store per server (and credentials), or per embedded folder."""
        headers = auth_headers(settings)  # checked even for the folder, as before
        if settings.chroma_host:
            return (settings.chroma_host, settings.chroma_port, settings.chroma_ssl, str(headers))
        return (str(settings.chroma_path),)

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        host: str | None = None,
        port: int = 8000,
        ssl: bool = False,
        headers: Mapping[str, str] | None = None,
        timeout: float = 30.0,
        collection_prefix: str = "ltm-",
        ef_search: int | None = None,
    ) -> None:
        super().__init__()
        self._conn = ChromaConnection(
            path, host, port, ssl, headers, timeout, collection_prefix, ef_search
        )
        self.path, self.host, self.port = self._conn.path, self._conn.host, self._conn.port
        self.location = self._conn.location
        self._lock = threading.RLock()
        self._order = InsertionOrder()
        self._model: str | None = None
        self._dimension: int | None = None
        if self.path is not None:
            with self._lock:
                self._conn.client()  # take the folder now: a second process fails here, clearly

    @property
    def client(self) -> Any:
        """The underlying ``chromadb`` client (opened on first use)."""
        with self._lock, self._conn.guard():
            return self._conn.client()

    # -- embedding model -------------------------------------------------------------------

    def ensure_embedding(self, model: str, dimension: int) -> None:
        """Record model and dimension in the ``<prefix>meta`` collection, or refuse another."""
        with self._lock, self._conn.guard():
            if self._dimension is None:
                meta = self._conn.meta(model, dimension)
                self._model = str(meta.get("embedding_model", model))
                self._dimension = int(meta.get("dimension", dimension))
            if self._dimension != dimension:
                raise DimensionMismatch(
                    f"the Chroma store {self.location} holds {self._dimension}-d vectors from "
                    f"{self._model!r}, but the embedder {model!r} produces {dimension}-d vectors. "
                    "Use the same embedding model, point LTM_CHROMA_PATH (or LTM_CHROMA_HOST) at "
                    "a new store, or move the memories (ltm export / ltm import, or "
                    "memory.export())."
                )
            if self._model != model:
                logger.warning(
                    "Chroma store %s was built with embedding model %r; now embedding with %r "
                    "(same dimension). Similarities between the two models' vectors are not "
                    "meaningful.",
                    self.location,
                    self._model,
                    model,
                )
                self._model = model

    def _check_vectors(self, vectors: Matrix, n: int) -> Matrix:
        return checked_vectors(vectors, n, self._dimension, self.location)

    # -- writes ----------------------------------------------------------------------------

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
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=True)
            rids = [record_id(item.id) for item, _ in pairs]
            old = {rid: meta for rid, meta, _, _ in self._conn.fetch(col, rids, ["metadatas"])}
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
            if eviction is None or eviction.max_items <= 0:
                return []
            return self._evict(col, eviction)

    def _evict(self, col: Any, policy: EvictionPolicy) -> builtins.list[str]:
        excess = int(col.count()) - policy.max_items
        if excess <= 0:
            return []
        metas = col.get(include=["metadatas"])["metadatas"]
        victims = policy.order([facts_from_metadata(m) for m in metas])[:excess]
        rids = [record_id(v) for v in victims]
        for part in self._conn.chunks(rids):
            col.delete(ids=part)
        return victims

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Set ``last_accessed_at`` and increment ``access_count`` (metadata only)."""
        if not ids:
            return
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return
            rows = self._conn.fetch(col, [record_id(i) for i in ids], ["metadatas"])
            if rows:
                col.update(
                    ids=[rid for rid, _, _, _ in rows],
                    metadatas=[
                        {
                            "last_accessed_at": to_micros(at),
                            "accessed": True,
                            "access_count": int(meta["access_count"]) + 1,
                        }
                        for _, meta, _, _ in rows
                    ],
                )

    def update(self, scope: MemoryScope, item: MemoryItem, vector: Matrix | None = None) -> bool:
        """Replace an item's fields (and vector, when given); ``False`` if it is not there."""
        vec = None if vector is None else self._check_vectors(np.reshape(vector, (1, -1)), 1)
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return False
            rid = record_id(item.id)
            include = ["metadatas", "documents"] + (["embeddings"] if vec is None else [])
            rows = self._conn.fetch(col, [rid], include)
            if not rows:
                return False
            _, prev, doc, emb = rows[0]
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
                embedding = vec if vec is not None else np.asarray([emb], dtype=np.float32)
                col.upsert(ids=[rid], embeddings=embedding, documents=[item.text], metadatas=[meta])
            return True

    def delete(self, scope: MemoryScope, ids: Sequence[str]) -> int:
        """Delete items by id; returns how many existed."""
        if not ids:
            return 0
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return 0
            found = [rid for rid, _, _, _ in self._conn.fetch(col, [record_id(i) for i in ids], [])]
            for part in self._conn.chunks(found):
                col.delete(ids=part)
            return len(found)

    def clear(self, scope: MemoryScope) -> int:
        """Delete every item of the scope, history included (the collection stays)."""
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return 0
            found = col.get(include=[])["ids"]
            for part in self._conn.chunks(found):
                col.delete(ids=part)
            return len(found)

    # -- reads -----------------------------------------------------------------------------

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked; missing ids are skipped."""
        if not ids:
            return []
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return []
            rows = self._conn.fetch(col, [record_id(i) for i in ids], ["metadatas", "documents"])
        by_id = {meta["id"]: from_metadata(meta, doc) for _, meta, doc, _ in rows}
        return [by_id[i] for i in ids if i in by_id]

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Active items by normalised text hash (the oldest wins)."""
        wanted = builtins.list(dict.fromkeys(hashes))
        found: dict[str, MemoryItem] = {}
        if not wanted:
            return found
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return found
            rows: builtins.list[tuple[dict[str, Any], str]] = []
            for part in self._conn.chunks(wanted):
                got = col.get(
                    where={"$and": [{"text_hash": {"$in": builtins.list(part)}}, {"active": True}]},
                    include=["metadatas", "documents"],
                )
                rows.extend(zip(got["metadatas"], got["documents"], strict=True))
        for meta, doc in sorted(rows, key=lambda r: newest_first_key(r[0]), reverse=True):
            found[meta["text_hash"]] = from_metadata(meta, doc)  # older ones overwrite newer
        return found

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """Items in the scope (active ones unless the filter includes history)."""
        flt = where or ItemFilter()
        if matches_nothing(flt):
            return 0
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return 0
            clause = chroma_where(flt)
            if clause is None:
                return int(col.count())
            if flt == ItemFilter():  # every recall asks: all records minus the (few) history
                history = col.get(where={"active": False}, include=[])["ids"]
                return int(col.count()) - len(history)
            return len(col.get(where=clause, include=[])["ids"])

    def list(
        self,
        scope: MemoryScope,
        where: ItemFilter | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
    ) -> builtins.list[MemoryItem]:
        """Items newest first; sorted here (Chroma has no order), texts fetched for the page."""
        flt = where or ItemFilter()
        if matches_nothing(flt):
            return []
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return []
            got = col.get(where=chroma_where(flt), include=["metadatas"])
            order = sorted(
                zip(got["ids"], got["metadatas"], strict=True),
                key=lambda r: newest_first_key(r[1]),
                reverse=True,
            )
            wanted = page(order, limit, offset)
            rows = self._conn.fetch(col, [rid for rid, _ in wanted], ["metadatas", "documents"])
        by_rid = {rid: from_metadata(meta, doc) for rid, meta, doc, _ in rows}
        return [by_rid[rid] for rid, _ in wanted if rid in by_rid]

    def search(
        self,
        scope: MemoryScope,
        queries: Matrix,
        k: int,
        *,
        where: ItemFilter | None = None,
    ) -> builtins.list[builtins.list[Hit]]:
        """Top-k per query row by cosine similarity (``1 - distance``), history excluded."""
        qs = checked_queries(queries, self._dimension, self.location, self._model)
        empty: builtins.list[builtins.list[Hit]] = [[] for _ in range(len(qs))]
        flt = search_filter(where)
        if k <= 0 or len(qs) == 0 or self._dimension is None or matches_nothing(flt):
            return empty
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return empty
            total = int(col.count())
            if total == 0:
                return empty
            got = col.query(
                query_embeddings=qs,
                n_results=min(k, total),
                where=chroma_where(flt),
                include=["metadatas", "documents", "distances"],
            )
        return [
            [
                Hit(from_metadata(meta, doc), float(np.clip(1.0 - float(dist), -1.0, 1.0)))
                for meta, doc, dist in zip(metas, docs, dists, strict=True)
            ]
            for metas, docs, dists in zip(
                got["metadatas"], got["documents"], got["distances"], strict=True
            )
        ]

    # -- lifecycle -------------------------------------------------------------------------

    def info(self) -> StoreInfo:
        """Location, model, dimension, and the folder's size in embedded mode."""
        with self._lock, self._conn.guard():
            if self._dimension is None:
                meta = self._conn.meta()
                if "dimension" in meta:
                    self._model = str(meta.get("embedding_model"))
                    self._dimension = int(meta["dimension"])
            size = None
            if self.path is not None:
                size = sum(p.stat().st_size for p in self.path.rglob("*") if p.is_file())
            return StoreInfo(
                provider=self.name,
                location=self.location,
                embedding_model=self._model,
                dimension=self._dimension,
                size_bytes=size,
                extra={
                    "mode": "embedded" if self.path is not None else "server",
                    "collection_prefix": self._conn.prefix,
                },
            )

    def close(self) -> None:
        """Close the client and give the folder up; the next call reopens (and re-locks)."""
        with self._lock:
            try:
                self._conn.close()
            except Exception:  # pragma: no cover - closing must not fail the caller
                logger.debug("closing the Chroma client failed", exc_info=True)
