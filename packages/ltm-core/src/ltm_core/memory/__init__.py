"""``LongTermMemory``: the facade every adapter, the CLI and MCP use."""

from ltm_core.memory.facade import LongTermMemory, MemoryClosed, MemoryNotFound

__all__ = ["LongTermMemory", "MemoryClosed", "MemoryNotFound"]
