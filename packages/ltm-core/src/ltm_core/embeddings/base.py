"""The ``Embedder`` protocol every embedding source implements."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

Matrix = npt.NDArray[np.float32]


class EmbeddingError(RuntimeError):
    """An embedding model could not be loaded or reached; the message says what to do."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors. Implementations must be safe to call from several threads."""

    @property
    def model_name(self) -> str:
        """The model's name, recorded in the store so a different model is noticed."""
        ...

    @property
    def dimension(self) -> int:
        """Length of every vector this embedder returns."""
        ...

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        """Embed texts to be stored; returns a ``(len(texts), dimension)`` float32 matrix."""
        ...

    def embed_query(self, text: str) -> Matrix:
        """Embed a search query; returns a ``(dimension,)`` float32 vector."""
        ...


@runtime_checkable
class AsyncEmbedder(Embedder, Protocol):
    """Optional: an embedder with its own async path (an HTTP client, a framework bridge).

    The core never awaits these (it embeds on a worker thread); adapters offer them to
    frameworks that ask for async embeddings.
    """

    async def aembed_documents(self, texts: Sequence[str]) -> Matrix:
        """Async twin of :meth:`embed_documents`."""
        ...

    async def aembed_query(self, text: str) -> Matrix:
        """Async twin of :meth:`embed_query`."""
        ...


def normalise_rows(matrix: npt.ArrayLike) -> Matrix:
    """Scale rows to unit length (zero rows stay zero) so a dot product is the cosine."""
    arr: Matrix = np.asarray(matrix, dtype=np.float32)
    if arr.ndim == 1:
        norm = float(np.linalg.norm(arr))
        return (arr / np.float32(norm)) if norm > 0 else arr
    norms = np.linalg.norm(arr, axis=1, keepdims=True).astype(np.float32)
    norms[norms == 0] = 1.0
    scaled: Matrix = arr / norms
    return scaled


class LocalEncoder:
    """The ``Embedder`` methods of an in-process model: subclasses define ``_encode``.

    Documents and queries are embedded alike; the async twins run the model off the event
    loop.
    """

    def _encode(self, texts: Sequence[str]) -> Matrix:
        raise NotImplementedError

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        """Embed texts to be stored."""
        return self._encode(texts)

    def embed_query(self, text: str) -> Matrix:
        """Embed one search query."""
        vector: Matrix = self._encode([text])[0]
        return vector

    async def aembed_documents(self, texts: Sequence[str]) -> Matrix:
        """Embed texts to be stored, off the event loop."""
        return await asyncio.to_thread(self._encode, texts)

    async def aembed_query(self, text: str) -> Matrix:
        """Embed one search query, off the event loop."""
        vectors = await asyncio.to_thread(self._encode, [text])
        vector: Matrix = vectors[0]
        return vector
