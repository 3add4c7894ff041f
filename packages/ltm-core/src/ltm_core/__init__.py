"""ltm: long-term memory for LLM agents.

Durable per-user facts that survive across chat sessions: recalled into the prompt before each
model call, mined from each finished turn, private per user and scope, and never a credential.
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

from ltm_core import _moved  # noqa: F401  (first: old module paths resolve from here on)
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

try:
    # One version source: the package metadata (pyproject.toml), never a second literal.
    __version__ = _version("ltm-core")
except PackageNotFoundError:  # pragma: no cover - run from a source tree, not installed
    __version__ = "0+unknown"

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
