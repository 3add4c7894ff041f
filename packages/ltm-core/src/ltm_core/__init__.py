"""ltm: long-term memory for LLM agents.

Durable per-user facts that survive across chat sessions: recalled into the prompt before each
model call, mined from each finished turn, private per user and scope, and never a credential.

The public names load on first use (PEP 562), so ``import ltm_core.<light module>`` costs no
engine import: the ``ltm recall --hook`` fast path answers a later prompt in one bare process
start.
"""

from __future__ import annotations

import importlib

from ltm_core import _moved  # noqa: F401  (first: old module paths resolve from here on)

# Not ``typing.TYPE_CHECKING``: importing typing alone would cost the fast path milliseconds.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ltm_core.factory import create_default_long_term_memory
    from ltm_core.guard import ContentGuard, ContentRejected
    from ltm_core.memory import LongTermMemory, MemoryCache, MemoryClosed, MemoryNotFound
    from ltm_core.models import (
        KINDS,
        Candidate,
        ChatMessage,
        MemoryItem,
        MemoryKind,
        MemoryScope,
        Recalled,
        WriteResult,
    )
    from ltm_core.retrieval.render import escape_memory_text, render_recalled
    from ltm_core.settings import LTMSettings
    from ltm_core.stores.base import DimensionMismatch, StoreError, StoreUnavailable


#: Each public name and the module that defines it.
_EXPORTS: dict[str, str] = {
    "create_default_long_term_memory": "ltm_core.factory",
    "ContentGuard": "ltm_core.guard",
    "ContentRejected": "ltm_core.guard",
    "LongTermMemory": "ltm_core.memory",
    "MemoryCache": "ltm_core.memory",
    "MemoryClosed": "ltm_core.memory",
    "MemoryNotFound": "ltm_core.memory",
    **dict.fromkeys(
        (
            "KINDS",
            "Candidate",
            "ChatMessage",
            "MemoryItem",
            "MemoryKind",
            "MemoryScope",
            "Recalled",
            "WriteResult",
        ),
        "ltm_core.models",
    ),
    "escape_memory_text": "ltm_core.retrieval.render",
    "render_recalled": "ltm_core.retrieval.render",
    "LTMSettings": "ltm_core.settings",
    "DimensionMismatch": "ltm_core.stores.base",
    "StoreError": "ltm_core.stores.base",
    "StoreUnavailable": "ltm_core.stores.base",
}


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        # One version source: the package metadata (pyproject.toml), never a second literal.
        return version("ltm-core")
    except PackageNotFoundError:  # pragma: no cover - run from a source tree, not installed
        return "0+unknown"


def __getattr__(name: str) -> Any:
    if name == "__version__":
        globals()[name] = value = _package_version()
        return value
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ltm_core' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})


__all__ = [
    "KINDS",
    "Candidate",
    "ChatMessage",
    "ContentGuard",
    "ContentRejected",
    "DimensionMismatch",
    "LTMSettings",
    "LongTermMemory",
    "MemoryCache",
    "MemoryClosed",
    "MemoryItem",
    "MemoryKind",
    "MemoryNotFound",
    "MemoryScope",
    "Recalled",
    "StoreError",
    "StoreUnavailable",
    "WriteResult",
    "__version__",
    "create_default_long_term_memory",
    "escape_memory_text",
    "render_recalled",
]
