"""The storage contract in one import: every name of the modules it was split into.

``ltm_core.stores.base`` keeps working for every import (backends, the core, adapters, old
``ltm_core.vector.base`` paths); the names live by concern in:

- :mod:`.errors`: ``StoreError`` and its kinds;
- :mod:`.types`: ``ItemFilter``, ``Hit``, ``LexicalResult``, ``EvictionPolicy``,
  ``StoreInfo``, ``BackupInfo``, ``Matrix``;
- :mod:`.checks`: vector shape checks, search arguments and paging, shared by the backends;
- :mod:`.protocol`: ``VectorProvider``, ``RefCountedProvider``, ``ProviderFromSettings``,
  ``RefCounted``;
- :mod:`.capabilities`: ``LexicalSearch``, ``HybridSearch``, ``DeferredTouches``,
  ``QuickEmptiness``;
- :mod:`.admin`: ``StoreAdmin``;
- :mod:`.generation`: ``StoreGeneration``.
"""

from __future__ import annotations

from ltm_core.stores.admin import StoreAdmin
from ltm_core.stores.capabilities import (
    DeferredTouches,
    HybridSearch,
    LexicalSearch,
    QuickEmptiness,
)
from ltm_core.stores.checks import (
    SearchArguments,
    checked_queries,
    checked_vectors,
    page,
    search_arguments,
)
from ltm_core.stores.errors import BackupError, DimensionMismatch, StoreError, StoreUnavailable
from ltm_core.stores.generation import GENERATION_KEY, StoreGeneration, new_generation
from ltm_core.stores.protocol import (
    ProviderFromSettings,
    RefCounted,
    RefCountedProvider,
    VectorProvider,
)
from ltm_core.stores.types import (
    BackupInfo,
    EvictionPolicy,
    Hit,
    ItemFilter,
    LexicalResult,
    Matrix,
    StoreInfo,
)

__all__ = [
    "GENERATION_KEY",
    "BackupError",
    "BackupInfo",
    "DeferredTouches",
    "DimensionMismatch",
    "EvictionPolicy",
    "Hit",
    "HybridSearch",
    "ItemFilter",
    "LexicalResult",
    "LexicalSearch",
    "Matrix",
    "ProviderFromSettings",
    "QuickEmptiness",
    "RefCounted",
    "RefCountedProvider",
    "SearchArguments",
    "StoreAdmin",
    "StoreError",
    "StoreGeneration",
    "StoreInfo",
    "StoreUnavailable",
    "VectorProvider",
    "checked_queries",
    "checked_vectors",
    "new_generation",
    "page",
    "search_arguments",
]
