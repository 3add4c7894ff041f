"""Storage backends behind the ``VectorProvider`` protocol."""

from ltm_core.stores.base import (
    DimensionMismatch,
    EvictionPolicy,
    Hit,
    ItemFilter,
    StoreError,
    StoreInfo,
    StoreUnavailable,
    VectorProvider,
)

__all__ = [
    "DimensionMismatch",
    "EvictionPolicy",
    "Hit",
    "ItemFilter",
    "StoreError",
    "StoreInfo",
    "StoreUnavailable",
    "VectorProvider",
]
