"""``LongTermMemory``: the facade every adapter, the CLI and MCP use, and its per-scope LRU."""

from ltm_core.memory.cache import MemoryCache
from ltm_core.memory.facade import LongTermMemory, MemoryClosed, MemoryNotFound

__all__ = ["LongTermMemory", "MemoryCache", "MemoryClosed", "MemoryNotFound"]
