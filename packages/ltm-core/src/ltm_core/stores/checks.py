"""Checks every backend runs on what it is handed: vector shapes, and paging a result list."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import numpy as np

from ltm_core.stores.errors import DimensionMismatch, StoreError
from ltm_core.stores.types import Matrix

__all__ = ["checked_queries", "checked_vectors", "page"]

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


def page(rows: Sequence[T], limit: int, offset: int) -> Sequence[T]:
    """``limit`` rows from ``offset`` on (``limit < 0``: all the rest)."""
    start = max(0, offset)
    return rows[start:] if limit < 0 else rows[start : start + limit]
