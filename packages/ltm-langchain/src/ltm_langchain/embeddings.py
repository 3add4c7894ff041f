"""``LangChainEmbedder``: any LangChain ``Embeddings`` as the core's embedder."""

from __future__ import annotations

from collections.abc import Sequence

from langchain_core.embeddings import Embeddings
from ltm_core.embeddings import EmbedderBridge

#: Attributes that name the model on common ``Embeddings`` classes.
_MODEL_ATTRIBUTES = ("model", "model_name", "model_id", "deployment")


class LangChainEmbedder(EmbedderBridge):
    """Turns an ``Embeddings`` (OpenAI, Ollama, HuggingFace...) into a core ``Embedder``.

    Vectors come back as float32 numpy arrays of unit length (cosine similarity is a dot
    product in the core's duplicate checks).

    Example:
        ```python
        from langchain_openai import OpenAIEmbeddings

        embedder = LangChainEmbedder(OpenAIEmbeddings(model="text-embedding-3-small"))
        memory = create_default_long_term_memory("alice", embedder=embedder, enabled=True)
        ```

    Args:
        embeddings: The LangChain embeddings to use.
        model_name: Recorded in the store so a change of model is noticed; by default the
            embeddings' ``model``/``model_name`` attribute, else its class name.
        dimension: Vector length; learnt from one probe embedding when not given.
    """

    def __init__(
        self,
        embeddings: Embeddings,
        *,
        model_name: str | None = None,
        dimension: int | None = None,
    ) -> None:
        super().__init__(model_name or self._name_of(embeddings), dimension)
        self.embeddings = embeddings

    @staticmethod
    def _name_of(embeddings: Embeddings) -> str:
        for attribute in _MODEL_ATTRIBUTES:
            value = getattr(embeddings, attribute, None)
            if isinstance(value, str) and value.strip():
                return value
        return type(embeddings).__name__

    def _documents(self, texts: list[str]) -> Sequence[Sequence[float]]:
        return self.embeddings.embed_documents(texts)

    def _query(self, text: str) -> Sequence[float]:
        return self.embeddings.embed_query(text)

    async def _adocuments(self, texts: list[str]) -> Sequence[Sequence[float]]:
        return await self.embeddings.aembed_documents(texts)

    async def _aquery(self, text: str) -> Sequence[float]:
        return await self.embeddings.aembed_query(text)
