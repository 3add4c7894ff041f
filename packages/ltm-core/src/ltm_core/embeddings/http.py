"""Embeddings from any OpenAI-compatible ``/v1/embeddings`` endpoint (OpenAI, Ollama, vLLM...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx
import numpy as np

from ltm_core.embeddings.base import EmbeddingError, Matrix


class OpenAICompatibleEmbedder:
    """Calls ``POST {base_url}/embeddings`` with httpx, in batches.

    Args:
        base_url: The API root, e.g. ``https://api.openai.com/v1`` or
            ``http://localhost:11434/v1``.
        model: The embedding model the endpoint serves.
        api_key: Sent as a bearer token when given.
        dimension: The vector length, if known; otherwise learnt from the first call.
        batch_size: Texts per request.
        timeout: Seconds per request.
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
    ) -> None:
        self._url = base_url.rstrip("/") + "/embeddings"
        self._model = model
        self._dimension = dimension
        self._batch_size = batch_size
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(headers=headers, timeout=timeout)
        self._aclient = httpx.AsyncClient(headers=headers, timeout=timeout)

    @property
    def model_name(self) -> str:
        """The endpoint's model name."""
        return self._model

    @property
    def dimension(self) -> int:
        """Vector length; asks the endpoint once if it was not given."""
        if self._dimension is None:
            self._dimension = int(self.embed_query("dimension probe").shape[0])
        return self._dimension

    def _parse(self, response: httpx.Response, count: int) -> Matrix:
        if response.status_code >= 400:
            raise EmbeddingError(
                f"embedding endpoint {self._url} answered HTTP {response.status_code}: "
                f"{response.text[:200]}. Check LTM_EMBEDDING_MODEL and the API key."
            )
        try:
            data: list[dict[str, Any]] = sorted(response.json()["data"], key=lambda d: d["index"])
            matrix = np.asarray([d["embedding"] for d in data], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(
                f"embedding endpoint {self._url} returned an unexpected body; it must follow "
                "the OpenAI embeddings API"
            ) from exc
        if matrix.shape[0] != count:
            raise EmbeddingError(f"embedding endpoint returned {matrix.shape[0]} of {count}")
        if self._dimension is None:
            self._dimension = int(matrix.shape[1])
        return matrix

    def _unreachable(self, exc: Exception) -> EmbeddingError:
        return EmbeddingError(
            f"could not reach the embedding endpoint {self._url} ({exc}); check "
            "LTM_EMBEDDING_BASE_URL and that the server is running"
        )

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        """Embed texts to be stored."""
        parts = []
        for start in range(0, len(texts), self._batch_size):
            batch = list(texts[start : start + self._batch_size])
            try:
                response = self._client.post(self._url, json={"model": self._model, "input": batch})
            except httpx.HTTPError as exc:
                raise self._unreachable(exc) from exc
            parts.append(self._parse(response, len(batch)))
        if not parts:
            return np.zeros((0, self._dimension or 0), dtype=np.float32)
        return np.vstack(parts)

    def embed_query(self, text: str) -> Matrix:
        """Embed one search query."""
        vector: Matrix = self.embed_documents([text])[0]
        return vector

    async def aembed_documents(self, texts: Sequence[str]) -> Matrix:
        """Embed texts to be stored, without blocking the event loop."""
        parts = []
        for start in range(0, len(texts), self._batch_size):
            batch = list(texts[start : start + self._batch_size])
            try:
                response = await self._aclient.post(
                    self._url, json={"model": self._model, "input": batch}
                )
            except httpx.HTTPError as exc:
                raise self._unreachable(exc) from exc
            parts.append(self._parse(response, len(batch)))
        if not parts:
            return np.zeros((0, self._dimension or 0), dtype=np.float32)
        return np.vstack(parts)

    async def aembed_query(self, text: str) -> Matrix:
        """Embed one search query, without blocking the event loop."""
        vector: Matrix = (await self.aembed_documents([text]))[0]
        return vector

    def close(self) -> None:
        """Close the HTTP client."""
        self._client.close()
