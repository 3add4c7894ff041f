"""Optional capabilities a backend may offer beyond ``VectorProvider``.

The core asks with ``isinstance(store, Capability)`` (each is ``runtime_checkable``), never
for a concrete class: full-text search, one-pass hybrid search, deferred access-time writes
and a quick emptiness check. The admin capability (backups) is :mod:`.admin`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from ltm_core.models import MemoryScope
from ltm_core.stores.types import Hit, ItemFilter, LexicalResult, Matrix

__all__ = ["DeferredTouches", "HybridSearch", "LexicalSearch", "QuickEmptiness"]


@runtime_checkable
class LexicalSearch(Protocol):
    """Optional: a backend with its own full-text index (sqlite-vec has FTS5).

    Backends without one get lexical scoring from the core over a widened dense pool.
    """

    def lexical_search(
        self,
        scope: MemoryScope,
        query: Matrix,
        stems: Sequence[str],
        k: int,
        *,
        where: ItemFilter | None = None,
        max_postings: int | None = None,
    ) -> LexicalResult:
        """Up to ``k`` best full-text matches of ``stems`` in the scope, with statistics.

        Only the rarest stems whose matches add up to ``max_postings`` nominate candidates
        (:func:`ltm_core.text.lexical.affordable_terms`); statistics cover every stem.
        """
        ...


@runtime_checkable
class HybridSearch(Protocol):
    """Optional: dense and full-text candidates in one pass over the store (sqlite-vec)."""

    def hybrid_search(
        self,
        scope: MemoryScope,
        query: Matrix,
        stems: Sequence[str],
        k: int,
        *,
        where: ItemFilter | None = None,
        max_postings: int | None = None,
    ) -> tuple[list[Hit], LexicalResult]:
        """``search(scope, query[None], k)[0]`` and ``lexical_search(...)`` at once."""
        ...


@runtime_checkable
class DeferredTouches(Protocol):
    """Optional: a backend that writes access-time bumps later; ``flush_touches`` writes them."""

    def flush_touches(self) -> None:
        """Write every pending access-time bump now."""
        ...


@runtime_checkable
class QuickEmptiness(Protocol):
    """Optional: a backend that can tell at once whether a scope holds active memories.

    ``recall`` asks before loading the embedding model; backends without this skip the check
    (counting a Chroma collection or a Pinecone namespace costs more than it saves).
    """

    def is_empty(self, scope: MemoryScope) -> bool:
        """Whether the scope holds no active memory."""
        ...
