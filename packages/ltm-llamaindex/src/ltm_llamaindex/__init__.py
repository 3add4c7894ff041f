"""ltm for LlamaIndex: a memory block, a Memory factory, bridges and a retriever.

Quick start::

    from ltm_core import create_default_long_term_memory
    from ltm_llamaindex import create_memory

    memory = create_memory(create_default_long_term_memory("alice", enabled=True))
    engine = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

from ltm_llamaindex.block import LongTermMemoryBlock
from ltm_llamaindex.chat_store import InMemoryChatStore
from ltm_llamaindex.embeddings import LlamaIndexEmbedder
from ltm_llamaindex.llms import LlamaIndexLLM
from ltm_llamaindex.memory import LongTermChatMemory, create_memory
from ltm_llamaindex.retrievers import LongTermMemoryRetriever
from ltm_llamaindex.scopes import default_memories

try:
    # One version source: the package metadata (pyproject.toml), never a second literal.
    __version__ = _version("ltm-llamaindex")
except PackageNotFoundError:  # pragma: no cover - run from a source tree, not installed
    __version__ = "0+unknown"

__all__ = [
    "InMemoryChatStore",
    "LlamaIndexEmbedder",
    "LlamaIndexLLM",
    "LongTermChatMemory",
    "LongTermMemoryBlock",
    "LongTermMemoryRetriever",
    "__version__",
    "create_memory",
    "default_memories",
]
