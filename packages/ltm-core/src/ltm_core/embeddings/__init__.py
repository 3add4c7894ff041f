"""Embedders: the protocol, local sentence-transformers models and OpenAI-compatible HTTP."""

from ltm_core.embeddings.base import Embedder, EmbeddingError, normalise_rows
from ltm_core.embeddings.bridge import EmbedderBridge
from ltm_core.embeddings.http import OpenAICompatibleEmbedder
from ltm_core.embeddings.local import SentenceTransformerEmbedder

__all__ = [
    "Embedder",
    "EmbedderBridge",
    "EmbeddingError",
    "OpenAICompatibleEmbedder",
    "SentenceTransformerEmbedder",
    "normalise_rows",
]
