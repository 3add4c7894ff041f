"""The LlamaIndex adapter's per-scope memories: one bounded LRU per process (the core's).

``create_memory("alice")`` (or a ``MemoryScope``) takes the user's ``LongTermMemory`` from
here instead of building a new one per call: at most ``LTM_SCOPE_CACHE_SIZE`` stay open, and
the least recently used is closed once its background mining has landed.
"""

from __future__ import annotations

import threading

from ltm_core import LongTermMemory, MemoryCache, MemoryScope, create_default_long_term_memory

#: The namespace of a scope given as a bare user id.
DEFAULT_NAMESPACE = "chat"

_lock = threading.Lock()
_memories: MemoryCache[MemoryScope] | None = None


def default_memory(scope: MemoryScope) -> LongTermMemory | None:
    """The core's default memory of ``scope``, opted in (``LTM_ENABLED=0`` still vetoes)."""
    return create_default_long_term_memory(
        scope.user_id, scope.namespace, scope.workspace_id, enabled=True
    )


def default_memories() -> MemoryCache[MemoryScope]:
    """The process's cache of default memories, built on first use."""
    global _memories
    with _lock:
        if _memories is None:
            _memories = MemoryCache(default_memory)
        return _memories


def as_scope(scope: MemoryScope | str, namespace: str = DEFAULT_NAMESPACE) -> MemoryScope:
    """``scope`` itself, or the scope of user id ``scope`` in ``namespace``."""
    return scope if isinstance(scope, MemoryScope) else MemoryScope(scope, namespace)
