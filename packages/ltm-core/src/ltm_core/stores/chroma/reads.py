"""The reads of ``ChromaProvider``: by id, by hash, counts, pages and the nearest neighbours."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import Any

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import from_metadata, newest_first_key, record_id
from ltm_core.stores._remote import Neighbour, Records, SearchPlan, similarity, top_active
from ltm_core.stores.base import ItemFilter, Matrix, page
from ltm_core.stores.chroma.connection import chroma_where
from ltm_core.stores.chroma.state import ChromaState

#: Deepest query ``top_active`` may widen to (Chroma returns fewer when it holds fewer).
MOST_RESULTS = 1_000_000


class ChromaReads(ChromaState):
    """Reads of one scope's collection; every one under the provider's lock."""

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked; missing ids are skipped."""
        if not ids:
            return []
        self._settle()
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return []
            rids = [record_id(i) for i in ids]
            rows = self._conn.rows(col, scope, rids, ["metadatas", "documents"])
        by_id = {meta["id"]: from_metadata(meta, doc) for _, meta, doc, _ in rows}
        return [by_id[i] for i in ids if i in by_id]

    def _by_hash(
        self, scope: MemoryScope, hashes: builtins.list[str]
    ) -> builtins.list[tuple[dict[str, Any], MemoryItem]]:
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return []
            rows: builtins.list[tuple[dict[str, Any], MemoryItem]] = []
            for part in self._conn.chunks(hashes):
                got = col.get(
                    where={"$and": [{"text_hash": {"$in": builtins.list(part)}}, {"active": True}]},
                    include=["metadatas", "documents"],
                )
                rows.extend(
                    (meta, from_metadata(meta, doc))
                    for meta, doc in zip(got["metadatas"], got["documents"], strict=True)
                )
            return rows

    def _count(self, scope: MemoryScope, flt: ItemFilter) -> int:
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return 0
            clause = chroma_where(flt)
            if clause is None:
                return int(col.count())
            if flt == ItemFilter():  # all records minus the (few) history
                history = col.get(where={"active": False}, include=[])["ids"]
                return int(col.count()) - len(history)
            return len(col.get(where=clause, include=[])["ids"])

    def _list(
        self, scope: MemoryScope, flt: ItemFilter, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        """Metadata of every match sorted here, documents read for the page only."""
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
            rids = [rid for rid, _ in wanted]
            rows = self._conn.rows(col, scope, rids, ["metadatas", "documents"])
        by_rid = {rid: from_metadata(meta, doc) for rid, meta, doc, _ in rows}
        return [by_rid[rid] for rid, _ in wanted if rid in by_rid]

    def _item(self, scope: MemoryScope, meta: dict[str, Any], document: str) -> MemoryItem:
        return from_metadata(meta, document)  # the collection's scope was checked on open

    def _neighbours(
        self, scope: MemoryScope, plan: SearchPlan
    ) -> builtins.list[builtins.list[Neighbour]]:
        """Similarity is ``1 - distance``.

        Without a filter Chroma is asked for the unfiltered nearest neighbours and history
        is dropped here (see :func:`ltm_core.stores._remote.top_active`); with one, Chroma
        filters. Chroma answers a query deeper than the collection with what it holds, so
        the collection is not counted first (a count costs as much as the query).
        """
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return [[] for _ in plan.queries]
            qs = plan.queries
            if not plan.active_only:
                return self._nearest(col, scope, qs, plan.k, chroma_where(plan.where))
            return top_active(
                len(qs),
                plan.k,
                lambda rows, n: self._nearest(col, scope, qs[builtins.list(rows)], n, None),
                most=MOST_RESULTS,
            )

    _deepest = MOST_RESULTS

    def _nearest_ids(
        self, scope: MemoryScope, queries: Matrix, n: int, where: ItemFilter | None
    ) -> builtins.list[builtins.list[tuple[str, float]]]:
        """Ids and ``1 - distance`` only: a server sends 200 of them in a few milliseconds."""
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return [[] for _ in queries]
            clause = None if where is None else chroma_where(where)
            got = col.query(
                query_embeddings=queries, n_results=n, where=clause, include=["distances"]
            )
            return [
                [(rid, similarity(1.0 - dist)) for rid, dist in zip(ids, dists, strict=True)]
                for ids, dists in zip(got["ids"], got["distances"], strict=True)
            ]

    def _records(self, scope: MemoryScope, rids: Sequence[str], near: Matrix) -> Records:
        """Metadata and documents of the records that exist (the collection's scope is checked)."""
        with self._lock, self._conn.guard(scope):
            col = self._conn.collection(scope, create=False)
            if col is None:
                return {}
            rows = self._conn.rows(col, scope, rids, ["metadatas", "documents"])
        return {rid: (meta, doc or "") for rid, meta, doc, _ in rows}

    def _nearest(
        self,
        col: Any,
        scope: MemoryScope,
        queries: Matrix,
        n: int,
        where: dict[str, Any] | None,
    ) -> builtins.list[builtins.list[Neighbour]]:
        """The ``n`` nearest records per query row (history included when ``where`` is None).

        Embedded, Chroma returns ids and distances only and the records come from the cache;
        on a server, with the query.
        """
        if self._conn.records is None:
            got = col.query(
                query_embeddings=queries,
                n_results=n,
                where=where,
                include=["metadatas", "documents", "distances"],
            )
            return [
                [
                    Neighbour(similarity(1.0 - dist), meta, doc)
                    for meta, doc, dist in zip(metas, docs, dists, strict=True)
                ]
                for metas, docs, dists in zip(
                    got["metadatas"], got["documents"], got["distances"], strict=True
                )
            ]
        got = col.query(query_embeddings=queries, n_results=n, where=where, include=["distances"])
        wanted = [rid for ids in got["ids"] for rid in ids]
        rows = {
            rid: (meta, doc)
            for rid, meta, doc, _ in self._conn.rows(col, scope, wanted, ["metadatas"])
        }
        return [
            [
                Neighbour(similarity(1.0 - dist), *rows[rid])
                for rid, dist in zip(ids, dists, strict=True)
                if rid in rows
            ]
            for ids, dists in zip(got["ids"], got["distances"], strict=True)
        ]
