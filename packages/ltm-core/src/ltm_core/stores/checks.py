"""Checks every backend runs on what it is handed: vector shapes, search arguments, paging.

Also the one check of an embedding model against the one a store was built with
(:func:`adopted_model`), so every backend refuses and warns in the same words.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import NamedTuple, TypeVar

import numpy as np

from ltm_core.stores.errors import DimensionMismatch, StoreError
from ltm_core.stores.types import Hit, Matrix

__all__ = [
    "LexicalArguments",
    "SearchArguments",
    "adopted_model",
    "checked_queries",
    "checked_vectors",
    "lexical_arguments",
    "page",
    "search_arguments",
]

T = TypeVar("T")
logger = logging.getLogger("ltm")


def checked_vectors(vectors: Matrix, count: int, dimension: int | None, location: str) -> Matrix:
    """``vectors`` as float32 rows of the store's dimension, one per item, or a clear error.

    Raises:
        StoreError: The store has no dimension yet (``ensure_embedding`` was not called).
        ValueError: Not one vector per item.
        DimensionMismatch: The vectors have another length than the store holds.
    """
    if dimension is None:
        raise StoreError("call ensure_embedding(model, dimension) before storing vectors")
    if len(vectors) != count:
        raise ValueError(f"{count} items but {len(vectors)} vectors")
    arr = np.asarray(vectors, dtype=np.float32)
    if count and (arr.ndim != 2 or arr.shape[1] != dimension):
        raise DimensionMismatch(
            f"vectors have {arr.shape[-1]} dimensions; the store {location} holds {dimension}"
        )
    return arr


def checked_queries(
    queries: Matrix, dimension: int | None, location: str, model: str | None
) -> Matrix:
    """Query vectors as float32 rows; a clear error when their length is not the store's."""
    rows = np.atleast_2d(np.asarray(queries, dtype=np.float32))
    if dimension is not None and len(rows) and rows.shape[1] != dimension:
        raise DimensionMismatch(
            f"query vectors have {rows.shape[1]} dimensions; the store {location} holds "
            f"{dimension}-d vectors from {model!r}"
        )
    return rows


class SearchArguments(NamedTuple):
    """A ``search`` call's arguments once checked (see :func:`search_arguments`)."""

    #: The query vectors as float32 rows of the store's dimension.
    queries: Matrix
    #: One empty hit list per query row: the answer when nothing can be found.
    empty: list[list[Hit]]
    #: Nothing can be found: ``k`` is not positive, no row was given, or the store holds no
    #: vectors yet (no dimension).
    skip: bool


def search_arguments(
    queries: Matrix, k: int, dimension: int | None, location: str, model: str | None
) -> SearchArguments:
    """The prelude of every backend's ``search``, as ``queries, empty, skip = ...``.

    The checked query rows, the empty answer (one list per row), and whether to give it at
    once without reading the store.

    Raises:
        DimensionMismatch: The query rows have another length than the store holds.
    """
    rows = checked_queries(queries, dimension, location, model)
    skip = k <= 0 or len(rows) == 0 or dimension is None
    return SearchArguments(rows, [[] for _ in range(len(rows))], skip)


class LexicalArguments(NamedTuple):
    """A ``lexical_search`` or ``hybrid_search`` call's query once checked."""

    #: The query vector as one float32 row of the store's dimension, shape ``(1, d)``.
    vector: Matrix
    #: Nothing can be found: ``k`` is not positive or the store holds no vectors yet.
    skip: bool


def lexical_arguments(
    query: Matrix, k: int, dimension: int | None, location: str, model: str | None
) -> LexicalArguments:
    """The prelude of every backend's ``lexical_search`` and ``hybrid_search``.

    The lexical twin of :func:`search_arguments`: one query vector (each full-text hit
    carries its cosine to it) instead of rows. A ``lexical_search`` without stems has
    nothing to look for either; that check is the caller's, since a hybrid search still
    has its dense half.

    Raises:
        DimensionMismatch: The query has another length than the store holds.
    """
    row = checked_queries(
        np.asarray(query, dtype=np.float32).reshape(1, -1), dimension, location, model
    )
    return LexicalArguments(row, k <= 0 or dimension is None)


def adopted_model(
    stored: tuple[str | None, int | None], model: str, dimension: int, *, store: str, way_out: str
) -> str:
    """The model to record for a store built with ``stored`` (model, dimension), or an error.

    Another dimension is refused; another model of the same dimension is accepted with a
    warning (its similarities to the stored vectors mean little).

    Args:
        stored: The model and dimension the store holds.
        model: The embedder's model.
        dimension: The embedder's dimension.
        store: The store as a message names it, e.g. ``"the Chroma store /srv/ltm"``.
        way_out: What to do instead, completing "Use the same embedding model, ...".

    Raises:
        DimensionMismatch: The store holds vectors of another length.
    """
    stored_model, stored_dimension = stored
    if stored_dimension != dimension:
        raise DimensionMismatch(
            f"{store} holds {stored_dimension}-d vectors from {stored_model!r}, but the "
            f"embedder {model!r} produces {dimension}-d vectors. Use the same embedding model, "
            f"{way_out}."
        )
    if stored_model != model:
        logger.warning(
            "%s was built with embedding model %r; now embedding with %r (same dimension). "
            "Similarities between the two models' vectors are not meaningful.",
            store,
            stored_model,
            model,
        )
    return model


def page(rows: Sequence[T], limit: int, offset: int) -> Sequence[T]:
    """``limit`` rows from ``offset`` on (``limit < 0``: all the rest)."""
    start = max(0, offset)
    return rows[start:] if limit < 0 else rows[start : start + limit]
