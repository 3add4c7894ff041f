"""ltm for LlamaIndex: a memory block, a Memory factory, bridges and a retriever.

Quick start::

    from ltm_core import create_default_long_term_memory
    from ltm_llamaindex import create_memory

    memory = create_memory(create_default_long_term_memory("alice", enabled=True))
    engine = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
"""

from ltm_llamaindex.block import LongTermMemoryBlock
from ltm_llamaindex.embeddings import LlamaIndexEmbedder
from ltm_llamaindex.llms import LlamaIndexLLM
from ltm_llamaindex.memory import LongTermChatMemory, create_memory
from ltm_llamaindex.retrievers import LongTermMemoryRetriever

__version__ = "0.1.0"

__all__ = [
    "LlamaIndexEmbedder",
    "LlamaIndexLLM",
    "LongTermChatMemory",
    "LongTermMemoryBlock",
    "LongTermMemoryRetriever",
    "__version__",
    "create_memory",
]
