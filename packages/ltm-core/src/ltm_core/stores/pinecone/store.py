"""Pinecone backend: one serverless index, one namespace per scope.

Namespaces are ``<prefix><scope.key>`` (the collision-free 40-hex hash); every record carries
the raw scope ids (``scope``), checked whenever a record is read. The embedding model and
dimension live in a reserved record of the ``<prefix>meta`` namespace, and the index's own
dimension is checked at ``ensure_embedding``. Records use the layout of
:mod:`ltm_core.stores._codec`, with the text and a ``tag_list`` in the metadata.

The provider is its reads (:mod:`.reads`: Pinecone has no ordering and no count, so those are
read and sorted here) and writes (:mod:`.writes`) over one shared state (:mod:`.state`); the
client, paging and limits are :mod:`.connection`. A search without a filter drops history
after the nearest neighbours are found instead of filtering in Pinecone
(:func:`ltm_core.stores._remote.top_active`). The live service shows a write to reads after
a short freshness delay.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from ltm_core.settings import LTMSettings
from ltm_core.stores.base import StoreError, StoreInfo
from ltm_core.stores.pinecone.connection import PineconeConnection
from ltm_core.stores.pinecone.reads import PineconeReads
from ltm_core.stores.pinecone.writes import PineconeWrites

__all__ = ["META_ID", "PineconeProvider"]

logger = logging.getLogger("ltm")

META_ID = "embedding"


class PineconeProvider(PineconeReads, PineconeWrites):
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
    _store_label = "the Pinecone index at {}"
    _other_model_way_out = (
        "point LTM_PINECONE_INDEX (or LTM_PINECONE_HOST) at another index, or move the "
        "memories (ltm export / ltm import, or memory.export())"
    )

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> PineconeProvider:
        """The index at ``LTM_PINECONE_HOST``, else the index named ``LTM_PINECONE_INDEX``."""
        provider = cls(
            api_key=settings.pinecone_api_key,
            host=settings.pinecone_host,
            index_name=settings.pinecone_index,
            cloud=settings.pinecone_cloud,
            region=settings.pinecone_region,
            create_index=settings.pinecone_create_index,
        )
        provider.lexical_pool = settings.lexical_pool
        return provider

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
        super().__init__(
            PineconeConnection(
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
        )
        self.host, self.index_name = host, index_name

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
            self._model = self._adopted_model(model, dimension)

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

    def _close_connection(self) -> None:
        """Close the HTTP connections; the next call opens new ones."""
        self._conn.close()
