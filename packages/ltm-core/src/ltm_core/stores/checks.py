"""Checks every backend runs on what it is handed: vector shapes, search arguments, paging."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypeVar

import numpy as np

from ltm_core.stores.errors import DimensionMismatch, StoreError
from ltm_core.stores.types import Hit, Matrix

__all__ = ["SearchArguments", "checked_queries", "checked_vectors", "page", "search_arguments"]

T = TypeVar("T")


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


def page(rows: Sequence[T], limit: int, offset: int) -> Sequence[T]:
    """``limit`` rows from ``offset`` on (``limit < 0``: all the rest)."""
    start = max(0, offset)
    return rows[start:] if limit < 0 else rows[start : start + limit]
