"""``CheckedProvider``: the public side of the ``VectorProvider`` operations a backend shares.

A backend that inherits it writes only what differs: ``_write_items`` gets vectors already
checked against the store's dimension, ``_search_rows`` gets query rows already checked (and
is not called when nothing can be found), ``_newest_first`` gets ``list``'s arguments with
their defaults applied. A backend with a faster path of its own (sqlite-vec's ``search``)
overrides the public method instead. The sqlite-vec and Postgres stores inherit it.

``CheckedLexicalSearch`` does the same for the ``LexicalSearch`` capability: a backend with a
full-text index of its own inherits it and implements ``_match_stems`` (Postgres).
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import NamedTuple, TypeAlias

import numpy as np

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.checks import SearchArguments, checked_vectors, search_arguments
from ltm_core.stores.types import EvictionPolicy, Hit, ItemFilter, LexicalResult, Matrix

__all__ = ["CheckedLexicalSearch", "CheckedProvider", "Eviction", "StemQuery", "no_matches"]

#: What ``upsert`` hands ``_write_items`` to evict by, if anything.
Eviction: TypeAlias = EvictionPolicy | None


class CheckedProvider:
    """``upsert``, ``search`` and ``list`` once, around the hooks each backend implements."""

    #: The vectors' length, once ``ensure_embedding`` has recorded one.
    _dimension: int | None

    def _described(self) -> tuple[str, str | None]:
        """Where the store is and which model its vectors come from (for error messages)."""
        raise NotImplementedError

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
    """A ``lexical_search`` call's arguments once checked (see ``CheckedLexicalSearch``)."""

    #: The query's vector, one float32 row flattened (each hit carries its cosine to it).
    vector: Matrix
    #: The query's stems, at least one.
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
        if not stems or k <= 0 or self._dimension is None:
            return no_matches()
        vector = np.asarray(query, dtype=np.float32).reshape(-1)
        return self._match_stems(scope, StemQuery(vector, stems, k, where, max_postings))

    def _match_stems(self, scope: MemoryScope, query: StemQuery) -> LexicalResult:
        """``lexical_search`` with at least one stem, ``k > 0`` and vectors in the store."""
        raise NotImplementedError


def no_matches() -> LexicalResult:
    """A full-text search that found nothing (a new one each time: its lists are mutable)."""
    return LexicalResult(hits=[], document_frequency={}, documents=0, average_length=0.0)
