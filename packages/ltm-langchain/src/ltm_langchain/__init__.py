"""ltm for LangChain 1.x: middleware, tools, retriever, LangGraph store, classic memory, bridges.

``LongTermChatMemory`` (extra ``classic``) and ``LongTermMemoryStore`` (extra ``langgraph``)
are imported on first use, so ``import ltm_langchain`` works without their extras.
"""

from __future__ import annotations

import importlib
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version
from typing import TYPE_CHECKING, Any

from ltm_langchain._scope import MemoryFactory, MissingUserIdWarning, default_memory_factory
from ltm_langchain.embeddings import LangChainEmbedder
from ltm_langchain.llms import ChatModelLLM
from ltm_langchain.middleware import LongTermMemoryMiddleware
from ltm_langchain.retrievers import LongTermMemoryRetriever
from ltm_langchain.tools import create_memory_tools

if TYPE_CHECKING:
    from ltm_langchain.memory import LongTermChatMemory
    from ltm_langchain.store import LongTermMemoryStore

try:
    # One version source: the package metadata (pyproject.toml), never a second literal.
    __version__ = _version("ltm-langchain")
except PackageNotFoundError:  # pragma: no cover - run from a source tree, not installed
    __version__ = "0+unknown"

_LAZY = {
    "LongTermChatMemory": "ltm_langchain.memory",
    "LongTermMemoryStore": "ltm_langchain.store",
}

__all__ = [
    "ChatModelLLM",
    "LangChainEmbedder",
    "LongTermChatMemory",
    "LongTermMemoryMiddleware",
    "LongTermMemoryRetriever",
    "LongTermMemoryStore",
    "MemoryFactory",
    "MissingUserIdWarning",
    "__version__",
    "create_memory_tools",
    "default_memory_factory",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'ltm_langchain' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
