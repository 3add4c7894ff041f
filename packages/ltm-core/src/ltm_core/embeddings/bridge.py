"""``EmbedderBridge``: the shared half of every adapter that wraps a framework's embeddings."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np

from ltm_core.embeddings.base import EmbeddingError, Matrix, normalise_rows

PROBE_TEXT = "dimension probe"


class EmbedderBridge:
    """A core ``Embedder`` over another library's embedding model.

    Subclasses only call the model (``_documents``, ``_query`` and their async twins); this
    class checks shapes, learns the dimension (one probe embedding when it is not given) and
    returns float32 vectors of unit length, as the core expects of every embedder.

    Args:
        model_name: The name recorded in the store so a change of model is noticed.
        dimension: Vector length, when known.
    """

    def __init__(self, model_name: str, dimension: int | None = None) -> None:
        self._model_name = model_name
        self._dimension = dimension if isinstance(dimension, int) and dimension > 0 else None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model_name={self._model_name!r})"

    def _documents(self, texts: list[str]) -> Sequence[Sequence[float]]:
        raise NotImplementedError

    def _query(self, text: str) -> Sequence[float]:
        raise NotImplementedError

    async def _adocuments(self, texts: list[str]) -> Sequence[Sequence[float]]:
        raise NotImplementedError

    async def _aquery(self, text: str) -> Sequence[float]:
        raise NotImplementedError

    @property
    def model_name(self) -> str:
        """The model's name, recorded in the store."""
        return self._model_name

    @property
    def dimension(self) -> int:
        """Length of every vector (one probe embedding finds it when not given)."""
        if self._dimension is None:
            with self._lock:
                if self._dimension is None:
                    self._dimension = len(self._query(PROBE_TEXT))
        return self._dimension

    def _matrix(self, vectors: Sequence[Sequence[float]], rows: int) -> Matrix:
        if rows == 0:
            return np.zeros((0, self.dimension), dtype=np.float32)
        matrix = np.asarray(vectors, dtype=np.float32)
        if matrix.ndim != 2 or matrix.shape[0] != rows:
            got = matrix.shape[0] if matrix.ndim else 0
            raise EmbeddingError(f"{self!r} returned {got} vectors for {rows} texts")
        if self._dimension is None:
            self._dimension = int(matrix.shape[1])
        elif matrix.shape[1] != self._dimension:
            raise EmbeddingError(
                f"{self!r} returned {matrix.shape[1]}-d vectors, expected {self._dimension}-d; "
                "pass the right dimension= or use one model per store"
            )
        return normalise_rows(matrix)

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        """Embed texts to be stored: a ``(len(texts), dimension)`` matrix of unit rows."""
        batch = list(texts)
        return self._matrix(self._documents(batch) if batch else [], len(batch))

    def embed_query(self, text: str) -> Matrix:
        """Embed a search query: a ``(dimension,)`` unit vector."""
        vector: Matrix = self._matrix([self._query(text)], 1)[0]
        return vector

    async def aembed_documents(self, texts: Sequence[str]) -> Matrix:
        """Async twin of :meth:`embed_documents`."""
        batch = list(texts)
        return self._matrix(await self._adocuments(batch) if batch else [], len(batch))

    async def aembed_query(self, text: str) -> Matrix:
        """Async twin of :meth:`embed_query`."""
        vector: Matrix = self._matrix([await self._aquery(text)], 1)[0]
        return vector
