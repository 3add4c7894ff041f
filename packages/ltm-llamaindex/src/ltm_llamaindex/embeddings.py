"""``LlamaIndexEmbedder``: any LlamaIndex embedding model as the core's ``Embedder``."""

from __future__ import annotations

from collections.abc import Sequence

from llama_index.core.base.embeddings.base import BaseEmbedding
from ltm_core.embeddings import EmbedderBridge


class LlamaIndexEmbedder(EmbedderBridge):
    """Adapts a LlamaIndex ``BaseEmbedding`` to the core's ``Embedder`` protocol.

    Vectors come back as float32 numpy arrays scaled to unit length, as the core expects of
    every embedder (its similarities are dot products of unit vectors).

    Args:
        embed_model: Any ``BaseEmbedding`` (OpenAI, HuggingFace, Ollama, ``MockEmbedding``...).
        model_name: The name recorded in the store; the model's own ``model_name`` by default
            (or its class name when it reports ``"unknown"``).
        dimension: The vector length, when known; otherwise one probe text is embedded the
            first time the dimension is needed.
    """

    def __init__(
        self,
        embed_model: BaseEmbedding,
        *,
        model_name: str | None = None,
        dimension: int | None = None,
    ) -> None:
        reported = str(getattr(embed_model, "model_name", "") or "")
        if not model_name:
            known = reported and reported != "unknown"
            model_name = reported if known else f"llama-index:{type(embed_model).__name__}"
        if dimension is None:
            dimension = getattr(embed_model, "dimensions", None)
        super().__init__(model_name, dimension)
        self.embed_model = embed_model

    def __repr__(self) -> str:
        return f"LlamaIndexEmbedder({type(self.embed_model).__name__}, {self.model_name!r})"

    def _documents(self, texts: list[str]) -> Sequence[Sequence[float]]:
        return self.embed_model.get_text_embedding_batch(texts)

    def _query(self, text: str) -> Sequence[float]:
        return self.embed_model.get_query_embedding(text)

    async def _adocuments(self, texts: list[str]) -> Sequence[Sequence[float]]:
        return await self.embed_model.aget_text_embedding_batch(texts)

    async def _aquery(self, text: str) -> Sequence[float]:
        return await self.embed_model.aget_query_embedding(text)
