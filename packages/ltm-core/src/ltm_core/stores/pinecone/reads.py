"""The reads of ``PineconeProvider``: by id, by hash, counts, pages and the nearest neighbours.

Pinecone has no ordering and no count, so ``list`` and ``count`` read the matching records
(``fetch_by_metadata`` with the filter, or ``list`` then ``fetch``) and sort or count them
here: about one request per 1,000 records or 100 ids, fine for a per-user scope of a few
thousand memories.
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import Any

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import newest_first_key, record_id
from ltm_core.stores._remote import Neighbour, SearchPlan, similarity, top_active
from ltm_core.stores.base import ItemFilter, Matrix, page
from ltm_core.stores.pinecone.connection import MAX_TOP_K, chunks, pinecone_filter
from ltm_core.stores.pinecone.state import PineconeState


class PineconeReads(PineconeState):
    """Reads of one scope's namespace; every one under the provider's lock."""

    def get(self, scope: MemoryScope, ids: Sequence[str]) -> builtins.list[MemoryItem]:
        """Items by id, in the order asked; missing ids are skipped."""
        if not ids:
            return []
        self._settle()
        with self._lock, self._conn.guard():
            index = self._conn.index()
            if index is None:
                return []
            found = self._conn.fetch(
                index, self._conn.namespace(scope), [record_id(i) for i in ids]
            )
        by_id = {meta["id"]: self._item(scope, meta) for _, meta in found.values()}
        return [by_id[i] for i in ids if i in by_id]

    def _by_hash(
        self, scope: MemoryScope, hashes: builtins.list[str]
    ) -> builtins.list[tuple[dict[str, Any], MemoryItem]]:
        with self._lock, self._conn.guard():
            index = self._conn.index()
            if index is None:
                return []
            metas: builtins.list[dict[str, Any]] = []
            for part in chunks(hashes, 500):
                flt = {"$and": [{"text_hash": {"$in": part}}, {"active": {"$eq": True}}]}
                found = self._conn.select(index, self._conn.namespace(scope), flt)
                metas.extend(meta for _, meta in found.values())
        return [(meta, self._item(scope, meta)) for meta in metas]

    def _count(self, scope: MemoryScope, flt: ItemFilter) -> int:
        """Ids listed, minus history unless the filter includes it."""
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

    def _list(
        self, scope: MemoryScope, flt: ItemFilter, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        with self._lock, self._conn.guard():
            index = self._conn.index()
            if index is None:
                return []
            found = self._conn.records(index, self._conn.namespace(scope), pinecone_filter(flt))
        metas = sorted((m for _, m in found.values()), key=newest_first_key, reverse=True)
        return [self._item(scope, m) for m in page(metas, limit, offset)]

    def _neighbours(
        self, scope: MemoryScope, plan: SearchPlan
    ) -> builtins.list[builtins.list[Neighbour]]:
        """By Pinecone's cosine score.

        Without a filter the query is unfiltered and history is dropped here (see
        :func:`ltm_core.stores._remote.top_active`); with one, Pinecone filters.
        """
        with self._lock, self._conn.guard():
            index, ns = self._conn.index(), self._conn.namespace(scope)
            if index is None:
                return [[] for _ in plan.queries]
            qs = plan.queries
            if not plan.active_only:
                flt = pinecone_filter(plan.where)
                return [self._nearest(index, ns, scope, query, plan.k, flt) for query in qs]
            return top_active(
                len(qs),
                plan.k,
                lambda rows, n: [self._nearest(index, ns, scope, qs[r], n, None) for r in rows],
                most=MAX_TOP_K,
            )

    def _nearest(
        self,
        index: Any,
        ns: str,
        scope: MemoryScope,
        query: Matrix,
        n: int,
        flt: dict[str, Any] | None,
    ) -> builtins.list[Neighbour]:
        """The ``n`` best records, each checked to belong to ``scope``."""
        found = self._conn.query(index, ns, query, n, flt)
        return [
            Neighbour(similarity(score), self._own(scope, meta), str(meta["text"]))
            for score, meta in found
        ]
