"""``CheckedProvider``: the public side of the ``VectorProvider`` operations a backend shares.

A backend that inherits it writes only what differs: ``_write_items`` gets vectors already
checked against the store's dimension, ``_search_rows`` gets query rows already checked (and
is not called when nothing can be found), ``_newest_first`` gets ``list``'s arguments with
their defaults applied. A backend with a faster path of its own (sqlite-vec's ``search``)
overrides the public method instead. The sqlite-vec and Postgres stores inherit it.

``CheckedLexicalSearch`` and ``CheckedHybridSearch`` do the same for the ``LexicalSearch`` and
``HybridSearch`` capabilities: a backend inherits them and implements ``_match_stems`` (Postgres,
sqlite-vec) or ``_hybrid`` (sqlite-vec, Chroma, Pinecone), which get the query vector already
checked (:func:`~ltm_core.stores.checks.lexical_arguments`) and are not called when nothing can
be found.
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import ClassVar, NamedTuple, TypeAlias

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.checks import (
    SearchArguments,
    adopted_model,
    checked_vectors,
    lexical_arguments,
    search_arguments,
)
from ltm_core.stores.types import EvictionPolicy, Hit, ItemFilter, LexicalResult, Matrix

__all__ = [
    "CheckedHybridSearch",
    "CheckedLexicalSearch",
    "CheckedProvider",
    "Eviction",
    "StemQuery",
    "no_matches",
]

#: What ``upsert`` hands ``_write_items`` to evict by, if anything.
Eviction: TypeAlias = EvictionPolicy | None


class CheckedProvider:
    """``upsert``, ``search`` and ``list`` once, around the hooks each backend implements."""

    #: The vectors' length, once ``ensure_embedding`` has recorded one.
    _dimension: int | None

    #: The store in messages, ``{}`` standing for its location.
    _store_label: ClassVar[str] = "the store {}"
    #: What to do about another embedding dimension: "Use the same embedding model, ...".
    _other_model_way_out: ClassVar[str] = "or export this store (ltm export) and import it anew"

    def _described(self) -> tuple[str, str | None]:
        """Where the store is and which model its vectors come from (for error messages)."""
        raise NotImplementedError

    def _adopted_model(self, model: str, dimension: int) -> str:
        """The model to record for an embedder of ``model`` and ``dimension``, or an error.

        Raises:
            DimensionMismatch: The store holds vectors of another length
                (:func:`~ltm_core.stores.checks.adopted_model`).
        """
        location, stored = self._described()
        return adopted_model(
            (stored, self._dimension),
            model,
            dimension,
            store=self._store_label.format(location),
            way_out=self._other_model_way_out,
        )

    def upsert(
        self,
        scope: MemoryScope,
        items: Sequence[MemoryItem],
        vectors: Matrix,
        *,
        eviction: EvictionPolicy | None = None,
    ) -> builtins.list[str]:
        """Insert or replace items with their vectors; evict inside the same transaction."""
        location, _ = self._described()
        checked = checked_vectors(vectors, len(items), self._dimension, location)
        return self._write_items(scope, items, checked, eviction)

    def search(
        self,
        scope: MemoryScope,
        queries: Matrix,
        k: int,
        *,
        where: ItemFilter | None = None,
    ) -> builtins.list[builtins.list[Hit]]:
        """Cosine top-k per query row (superseded items are never searched)."""
        args = search_arguments(queries, k, self._dimension, *self._described())
        return args.empty if args.skip else self._search_rows(scope, args, k, where)

    def list(
        self,
        scope: MemoryScope,
        where: ItemFilter | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
    ) -> builtins.list[MemoryItem]:
        """Items newest first (``created_at``, then insertion order)."""
        return self._newest_first(scope, where, limit, offset)

    # -- what each backend does ------------------------------------------------------------

    def _write_items(
        self, scope: MemoryScope, items: Sequence[MemoryItem], vectors: Matrix, evict: Eviction
    ) -> builtins.list[str]:
        """``upsert`` with one checked float32 vector per item; returns the evicted ids."""
        raise NotImplementedError

    def _search_rows(
        self, scope: MemoryScope, args: SearchArguments, k: int, where: ItemFilter | None
    ) -> builtins.list[builtins.list[Hit]]:
        """``search`` with checked rows (``args.queries``) and ``k > 0``.

        ``args.empty`` is the answer to fill (a fresh list per call) or to give.
        """
        raise NotImplementedError

    def _newest_first(
        self, scope: MemoryScope, where: ItemFilter | None, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        """``list``: ``limit`` items (``< 0``: all) from ``offset`` on, newest first."""
        raise NotImplementedError


class StemQuery(NamedTuple):
    """A ``lexical_search`` or ``hybrid_search`` call's arguments once checked."""

    #: The query's vector, one float32 row flattened (each hit carries its cosine to it).
    vector: Matrix
    #: The query's stems (at least one for ``lexical_search``; a hybrid search may have none).
    stems: Sequence[str]
    #: Hits wanted, at least one.
    k: int
    where: ItemFilter | None
    #: Most full-text matches ranked (``None``: no limit).
    max_postings: int | None


class CheckedLexicalSearch:
    """``lexical_search`` once, around ``_match_stems``: the ``LexicalSearch`` capability."""

    #: The vectors' length, once ``ensure_embedding`` has recorded one.
    _dimension: int | None

    def _described(self) -> tuple[str, str | None]:
        """Where the store is and which model its vectors come from (for error messages)."""
        raise NotImplementedError

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
        """The scope's best full-text matches for ``stems``, with the scope's own statistics."""
        args = lexical_arguments(query, k, self._dimension, *self._described())
        if args.skip or not stems:
            return no_matches()
        return self._match_stems(scope, StemQuery(args.vector[0], stems, k, where, max_postings))

    def _match_stems(self, scope: MemoryScope, query: StemQuery) -> LexicalResult:
        """``lexical_search`` with at least one stem, ``k > 0`` and vectors in the store."""
        raise NotImplementedError


class CheckedHybridSearch:
    """``hybrid_search`` once, around ``_hybrid``: the ``HybridSearch`` capability."""

    #: The vectors' length, once ``ensure_embedding`` has recorded one.
    _dimension: int | None

    def _described(self) -> tuple[str, str | None]:
        """Where the store is and which model its vectors come from (for error messages)."""
        raise NotImplementedError

    def hybrid_search(
        self,
        scope: MemoryScope,
        query: Matrix,
        stems: Sequence[str],
        k: int,
        *,
        where: ItemFilter | None = None,
        max_postings: int | None = None,
    ) -> tuple[builtins.list[Hit], LexicalResult]:
        """``search(scope, query[None], k)[0]`` and ``lexical_search(...)`` in one pass."""
        args = lexical_arguments(query, k, self._dimension, *self._described())
        if args.skip:
            return [], no_matches()
        return self._hybrid(scope, StemQuery(args.vector[0], stems, k, where, max_postings))

    def _hybrid(
        self, scope: MemoryScope, query: StemQuery
    ) -> tuple[builtins.list[Hit], LexicalResult]:
        """``hybrid_search`` with ``k > 0`` and vectors in the store."""
        raise NotImplementedError


def no_matches() -> LexicalResult:
    """A full-text search that found nothing (a new one each time: its lists are mutable)."""
    return LexicalResult(hits=[], document_frequency={}, documents=0, average_length=0.0)
