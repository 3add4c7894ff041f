"""Embeddings from any OpenAI-compatible ``/v1/embeddings`` endpoint (OpenAI, Ollama, vLLM...)."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Sequence
from typing import Any

import httpx

from ltm_core.embeddings.base import EmbeddingError
from ltm_core.embeddings.bridge import EmbedderBridge
from ltm_core.http_retry import RetryPolicy, send_with_retries


class OpenAICompatibleEmbedder(EmbedderBridge):
    """Calls ``POST {base_url}/embeddings`` with httpx, in batches.

    Rate limits (429), server errors and refused connections are retried with backoff (see
    ``ltm_core.http_retry``); the bridge checks the shapes and returns unit vectors.

    Args:
        base_url: The API root, e.g. ``https://api.openai.com/v1`` or
            ``http://localhost:11434/v1``.
        model: The embedding model the endpoint serves.
        api_key: Sent as a bearer token when given.
        dimension: The vector length, if known; otherwise learnt from the first call.
        batch_size: Texts per request.
        timeout: Seconds per request.
        retry: How often and how long to retry a request.
        transport: An httpx transport to use instead of the network (tests, proxies).
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        dimension: int | None = None,
        batch_size: int = 256,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(model, dimension)
        self._url = base_url.rstrip("/") + "/embeddings"
        # Messages name the endpoint without a query string or userinfo: Azure-style
        # "?api_key=..." and "user:password@" would otherwise be printed.
        self._shown_url = str(httpx.URL(self._url).copy_with(query=None, userinfo=b""))
        self._batch_size = max(1, batch_size)
        self._retry = retry or RetryPolicy()
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(headers=headers, timeout=timeout, transport=transport)
        # The factory shares one embedder per process and never closes it: close the
        # connections on collection, or at exit, when close() was not called.
        self._finalizer = weakref.finalize(self, self._client.close)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(url={self._shown_url!r}, model={self.model_name!r})"

    def _post(self, batch: list[str]) -> list[list[float]]:
        body = {"model": self.model_name, "input": batch}
        try:
            response = send_with_retries(
                lambda: self._client.post(self._url, json=body), self._retry
            )
        except httpx.HTTPError as exc:
            raise EmbeddingError(
                f"could not reach the embedding endpoint {self._shown_url} "
                f"({str(exc).replace(self._url, self._shown_url)}); check "
                "LTM_EMBEDDING_BASE_URL and that the server is running"
            ) from exc
        if response.status_code >= 400:
            raise EmbeddingError(
                f"embedding endpoint {self._shown_url} answered HTTP {response.status_code}: "
                f"{response.text[:200]}. Check LTM_EMBEDDING_MODEL and the API key"
                + (" (or raise LTM_HTTP_RETRIES)" if response.status_code == 429 else "")
                + "."
            )
        try:
            data: list[dict[str, Any]] = sorted(response.json()["data"], key=lambda d: d["index"])
            return [list(d["embedding"]) for d in data]
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(
                f"embedding endpoint {self._shown_url} returned an unexpected body; it must follow "
                "the OpenAI embeddings API"
            ) from exc

    def _documents(self, texts: list[str]) -> Sequence[Sequence[float]]:
        vectors: list[list[float]] = []
        for start in range(0, len(texts), self._batch_size):
            vectors.extend(self._post(texts[start : start + self._batch_size]))
        return vectors

    def _query(self, text: str) -> Sequence[float]:
        vectors = self._post([text])
        if len(vectors) != 1:
            raise EmbeddingError(f"{self!r} returned {len(vectors)} vectors for 1 text")
        return vectors[0]

    # The core never awaits an embedder, so the twins run the sync client off the event loop
    # rather than keeping a second (async) connection pool open.
    async def _adocuments(self, texts: list[str]) -> Sequence[Sequence[float]]:
        return await asyncio.to_thread(self._documents, texts)

    async def _aquery(self, text: str) -> Sequence[float]:
        return await asyncio.to_thread(self._query, text)

    def close(self) -> None:
        """Close the HTTP connection pool (safe to call twice)."""
        self._finalizer()
