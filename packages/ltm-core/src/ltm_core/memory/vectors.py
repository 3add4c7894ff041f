"""The vectors a memory embeds: unit rows, after checking once that the store fits the model.

The first embedding of a memory asks the store whether it was built with this model and
dimension (``ensure_embedding``), so a store filled by another model is refused before
anything is written or compared. Rows are normalised whatever the embedder does, so every
dot product downstream is a cosine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ltm_core.embeddings.base import normalise_rows
from ltm_core.stores.base import Matrix

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

__all__ = ["embed_documents", "embed_query", "ensure_embedding"]


def ensure_embedding(memory: LongTermMemory) -> None:
    """Check, once per memory, that the store holds vectors of this embedder's model."""
    if not memory._embedding_checked:
        memory.store.ensure_embedding(memory.embedder.model_name, memory.embedder.dimension)
        memory._embedding_checked = True


def embed_documents(memory: LongTermMemory, texts: Sequence[str]) -> Matrix:
    """Unit vectors of ``texts``, one row each, in one call to the embedder."""
    ensure_embedding(memory)
    return normalise_rows(memory.embedder.embed_documents(texts))


def embed_query(memory: LongTermMemory, query: str) -> Matrix:
    """The unit vector of a (cleaned) query."""
    ensure_embedding(memory)
    return normalise_rows(memory.embedder.embed_query(query))
