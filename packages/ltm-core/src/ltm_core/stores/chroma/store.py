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

The provider is its reads (:mod:`.reads`) and writes (:mod:`.writes`) over one shared state
(:mod:`.state`); the client, locking and errors are :mod:`.connection`. Embedded, every record
read or written is also kept in memory (:mod:`.records`), so a search asks Chroma for ids and
distances only; a search without a filter drops history after the nearest neighbours are
found instead of filtering in Chroma (:func:`ltm_core.stores._remote.top_active`). On a server,
a hybrid search asks for the pool's ids and distances, takes their texts from
:class:`ltm_core.stores._pool.PoolTexts` and reads only the records it returns.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any

from ltm_core.settings import LTMSettings
from ltm_core.stores._pool import PoolTexts
from ltm_core.stores.base import StoreInfo
from ltm_core.stores.chroma.connection import ChromaConnection, chroma_where
from ltm_core.stores.chroma.reads import ChromaReads
from ltm_core.stores.chroma.writes import ChromaWrites

__all__ = ["ChromaProvider", "auth_headers", "chroma_where"]

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


class ChromaProvider(ChromaReads, ChromaWrites):
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
    _store_label = "the Chroma store {}"
    _other_model_way_out = (
        "point LTM_CHROMA_PATH (or LTM_CHROMA_HOST) at a new store, or move the memories "
        "(ltm export / ltm import, or memory.export())"
    )

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> ChromaProvider:
        """The server at ``LTM_CHROMA_HOST`` when set, else the folder ``LTM_CHROMA_PATH``."""
        if settings.chroma_host:
            provider = cls(
                host=settings.chroma_host,
                port=settings.chroma_port,
                ssl=settings.chroma_ssl,
                headers=auth_headers(settings),
            )
        else:
            provider = cls(settings.chroma_path)
        provider.lexical_pool = settings.lexical_pool
        return provider

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
        super().__init__(
            ChromaConnection(path, host, port, ssl, headers, timeout, collection_prefix, ef_search)
        )
        if self.path is not None:
            with self._lock:
                self._conn.client()  # take the folder now: a second process fails here, clearly
        else:  # a server sends a pool's ids far faster than its records (see _remote)
            self._pool_texts = PoolTexts()

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
            self._model = self._adopted_model(model, dimension)

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

    def _close_connection(self) -> None:
        """Close the client and give the folder up; the next call reopens (and re-locks)."""
        try:
            self._conn.close()
        except Exception:  # pragma: no cover - closing must not fail the caller
            logger.debug("closing the Chroma client failed", exc_info=True)
