"""``LongTermMemoryRetriever``: recalled memories as LlamaIndex nodes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypedDict

from llama_index.core.base.base_retriever import BaseRetriever
from llama_index.core.callbacks import CallbackManager
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from ltm_core import LongTermMemory, Recalled
from ltm_core.retrieval.render import escape_memory_text

# Shown to the model with each node; the rest (user-chosen tags, scores) is not.
_LLM_METADATA = ("kind", "created_at")
_METADATA = ("kind", "tags", "created_at", "similarity", "recency", "importance")


class _RecallFilters(TypedDict):
    """The retriever's filters, as ``recall``'s keyword arguments."""

    kinds: list[str] | None
    tags: list[str] | None
    min_score: float | None


class LongTermMemoryRetriever(BaseRetriever):
    """Retrieves one user's long-term memories, best first, as ``NodeWithScore``.

    Use it wherever LlamaIndex takes a retriever: ``CondensePlusContextChatEngine``, a
    ``RetrieverQueryEngine``, a ``QueryFusionRetriever``... Each node is a ``TextNode`` whose
    ``id_`` is the memory id and whose text is the memory text escaped as in the core's
    ``<recalled-memories>`` block (retrieved text goes into prompts; read the raw text with
    ``memory.get(node.node_id)``). ``metadata`` holds ``kind``, ``tags``, ``created_at`` (ISO
    8601), ``similarity``, ``recency`` and ``importance``; only ``kind`` and ``created_at``
    are shown to the model. ``score`` is the hybrid score.

    Args:
        memory: The user's ``LongTermMemory``; it decides whose memories are retrieved.
        top_k: How many memories to retrieve at most.
        kinds: Only memories of these kinds.
        tags: Only memories carrying any of these tags.
        min_score: Leave out memories whose hybrid score is below this.
        callback_manager: LlamaIndex callbacks.
        verbose: LlamaIndex's verbose flag.
    """

    def __init__(
        self,
        memory: LongTermMemory,
        *,
        top_k: int = 5,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        min_score: float | None = None,
        callback_manager: CallbackManager | None = None,
        verbose: bool = False,
    ) -> None:
        super().__init__(callback_manager=callback_manager, verbose=verbose)
        self.memory = memory
        self.top_k = top_k
        self.kinds = None if kinds is None else list(kinds)
        self.tags = None if tags is None else list(tags)
        self.min_score = min_score

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        """Recall memories for the query."""
        recalled = self.memory.recall(query_bundle.query_str, self.top_k, **self._where())
        return [self._node(r) for r in recalled]

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        """Async twin of :meth:`_retrieve` (``arecall``)."""
        recalled = await self.memory.arecall(query_bundle.query_str, self.top_k, **self._where())
        return [self._node(r) for r in recalled]

    def _where(self) -> _RecallFilters:
        return {"kinds": self.kinds, "tags": self.tags, "min_score": self.min_score}

    @staticmethod
    def _node(recalled: Recalled) -> NodeWithScore:
        item = recalled.item
        metadata: dict[str, Any] = {
            "kind": item.kind,
            "tags": list(item.tags),
            "created_at": item.created_at.isoformat(),
            "similarity": recalled.similarity,
            "recency": recalled.recency,
            "importance": recalled.importance,
        }
        node = TextNode(
            id_=item.id,
            text=escape_memory_text(item.text),
            metadata=metadata,
            excluded_llm_metadata_keys=[k for k in _METADATA if k not in _LLM_METADATA],
            excluded_embed_metadata_keys=list(_METADATA),
        )
        return NodeWithScore(node=node, score=recalled.score)
