"""Embedders: the protocol, local models (onnxruntime or sentence-transformers), HTTP.

Backends are imported on first use: torch and httpx cost seconds a short command never pays.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ltm_core.embeddings.base import AsyncEmbedder, Embedder, EmbeddingError, normalise_rows
from ltm_core.embeddings.bridge import EmbedderBridge

if TYPE_CHECKING:
    from ltm_core.embeddings.http import OpenAICompatibleEmbedder
    from ltm_core.embeddings.local import SentenceTransformerEmbedder
    from ltm_core.embeddings.onnx import OnnxEmbedder

_WHERE = {
    "OpenAICompatibleEmbedder": "http",
    "SentenceTransformerEmbedder": "local",
    "OnnxEmbedder": "onnx",
}

__all__ = [
    "AsyncEmbedder",
    "Embedder",
    "EmbedderBridge",
    "EmbeddingError",
    "OnnxEmbedder",
    "OpenAICompatibleEmbedder",
    "SentenceTransformerEmbedder",
    "normalise_rows",
]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(f"ltm_core.embeddings.{_WHERE[name]}"), name)
    raise AttributeError(f"module 'ltm_core.embeddings' has no attribute {name!r}")
