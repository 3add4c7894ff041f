"""``LongTermMemoryRetriever``: a user's long-term memories as a LangChain retriever."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from ltm_core import LongTermMemory, Recalled
from pydantic import ConfigDict


def to_document(recalled: Recalled) -> Document:
    """One recalled memory as a ``Document`` (text, id, and the score behind it)."""
    item = recalled.item
    return Document(
        page_content=item.text,
        id=item.id,
        metadata={
            "score": recalled.score,
            "similarity": recalled.similarity,
            "recency": recalled.recency,
            "importance": recalled.importance,
            "kind": item.kind,
            "tags": list(item.tags),
            "created_at": item.created_at.isoformat(),
        },
    )


class LongTermMemoryRetriever(BaseRetriever):
    """Recall one scope's memories for a query, best first, as ``Document`` objects.

    Documents carry ``page_content`` (the memory text), ``id`` (the memory id) and
    ``metadata`` with the hybrid ``score`` and its parts (``similarity``, ``recency``,
    ``importance``), the ``kind``, ``tags`` and ``created_at`` (ISO 8601).

    Example:
        ```python
        memory = create_default_long_term_memory("alice", enabled=True)
        retriever = LongTermMemoryRetriever(memory=memory, k=5)
        retriever.invoke("what does alice eat?")  # 5 documents at most
        retriever.invoke("what does alice eat?", k=2)  # k per call
        ```

    Attributes:
        memory: The ``LongTermMemory`` to recall from (it fixes the user and scope).
        k: How many memories to return; ``invoke(query, k=3)`` overrides it for one call.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: LongTermMemory
    k: int = 5

    def _get_relevant_documents(
        self,
        query: str,
        *,
        run_manager: CallbackManagerForRetrieverRun,
        k: int | None = None,
        **kwargs: Any,
    ) -> list[Document]:
        recalled = self.memory.recall(query, self.k if k is None else k)
        return [to_document(r) for r in recalled]

    async def _aget_relevant_documents(
        self,
        query: str,
        *,
        run_manager: AsyncCallbackManagerForRetrieverRun,
        k: int | None = None,
        **kwargs: Any,
    ) -> list[Document]:
        recalled = await self.memory.arecall(query, self.k if k is None else k)
        return [to_document(r) for r in recalled]
