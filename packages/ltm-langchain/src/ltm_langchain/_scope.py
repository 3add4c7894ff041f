"""Whose memory a LangChain call uses: the scope from the run's context or config, and a cache.

One middleware (or tool set, or store) serves many users: each call names its user through
``runtime.context`` or ``config["configurable"]``, and gets the ``LongTermMemory`` of that
scope. A call without a user id gets no memory at all, never a shared bucket.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.config import get_config
from ltm_core import (
    LongTermMemory,
    MemoryCache,
    MemoryScope,
    create_default_long_term_memory,
)

#: Builds the memory of one scope; ``None`` means memory is off for that scope.
MemoryFactory = Callable[[MemoryScope], LongTermMemory | None]


class MissingUserIdWarning(UserWarning):
    """A call named no user, so long-term memory was skipped for it."""


def default_memory_factory(scope: MemoryScope) -> LongTermMemory | None:
    """The core's default memory for ``scope``, opted in (``LTM_ENABLED=0`` still vetoes it).

    Args:
        scope: The user, namespace and workspace of the call.

    Returns:
        A ``LongTermMemory`` on the embedded defaults (``LTM_*`` settings), or ``None`` when
        ``LTM_ENABLED`` is set to a false value.
    """
    return create_default_long_term_memory(
        scope.user_id, scope.namespace, scope.workspace_id, enabled=True
    )


def lookup(source: Any, key: str) -> Any:
    """``source[key]`` for a mapping, ``source.key`` otherwise; ``None`` when absent."""
    if source is None:
        return None
    if isinstance(source, Mapping):
        return source.get(key)
    return getattr(source, key, None)


def as_id(value: Any) -> str | None:
    """A usable id (a non-blank string, or an integer as text), else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str) and value.strip():
        return value
    return None


def current_config() -> RunnableConfig:
    """The ``RunnableConfig`` of the running graph node, or an empty one outside a run."""
    try:
        return get_config()
    except RuntimeError:
        return {}


def thread_id_of(config: Mapping[str, Any] | None, runtime: Any = None) -> str | None:
    """The run's thread id: ``config["configurable"]["thread_id"]``, else the runtime's."""
    configurable = (config or {}).get("configurable") or {}
    found = as_id(configurable.get("thread_id"))
    if found is None:
        info = getattr(runtime, "execution_info", None)
        found = as_id(getattr(info, "thread_id", None))
    return found


class ScopedMemories:
    """Scope resolution for one middleware or tool set, and the memory of each scope.

    Args:
        memory_factory: Builds the memory of a scope; the core default when ``None``.
        namespace: The namespace used unless the context or config names another one.
        workspace_from_thread: Use the thread id as the workspace when no ``workspace_id``
            is given (per-thread memory) instead of user-wide memory.
        max_open: Memories kept open, least recently used closed first (after their
            background mining drains); ``LTM_SCOPE_CACHE_SIZE`` when ``None``.
    """

    def __init__(
        self,
        memory_factory: MemoryFactory | None = None,
        *,
        namespace: str = "chat",
        workspace_from_thread: bool = False,
        max_open: int | None = None,
    ) -> None:
        if not isinstance(namespace, str) or not namespace.strip():
            raise ValueError("namespace must be a non-blank string, e.g. 'chat'")
        self.memory_factory: MemoryFactory = memory_factory or default_memory_factory
        self.namespace = namespace
        self.workspace_from_thread = workspace_from_thread
        self._cache: MemoryCache[MemoryScope] = MemoryCache(self.memory_factory, max_open)
        self.max_open = self._cache.max_open

    def _field(self, context: Any, config: Mapping[str, Any], key: str) -> str | None:
        found = as_id(lookup(context, key))
        if found is None:
            found = as_id(((config or {}).get("configurable") or {}).get(key))
        return found

    def scope(
        self, context: Any, config: Mapping[str, Any] | None, runtime: Any = None
    ) -> MemoryScope | None:
        """The scope of a call, or ``None`` (with a warning) when it names no user.

        Args:
            context: ``runtime.context`` of the run (a mapping or an object), or ``None``.
            config: The run's ``RunnableConfig``.
            runtime: The LangGraph runtime, for the thread id when the config lacks one.
        """
        config = config or {}
        user_id = self._field(context, config, "user_id")
        if user_id is None:
            warnings.warn(
                "long-term memory skipped: no user_id in runtime.context or "
                "config['configurable']; pass context={'user_id': ...} (or a context_schema "
                "with a user_id field) so memories are kept per user",
                MissingUserIdWarning,
                stacklevel=3,
            )
            return None
        namespace = self._field(context, config, "namespace") or self.namespace
        workspace = self._field(context, config, "workspace_id")
        if workspace is None and self.workspace_from_thread:
            workspace = thread_id_of(config, runtime)
        return MemoryScope(user_id, namespace, workspace)

    def get(self, scope: MemoryScope) -> LongTermMemory | None:
        """The memory of ``scope`` (built once by the factory), or ``None`` when it is off.

        Beyond ``max_open`` scopes the least recently used memory is closed on the shared
        worker pool once its pending background mining lands, without holding up this call.
        """
        return self._cache.get(scope)

    def opened(self) -> list[LongTermMemory]:
        """Every memory the cache keeps now (evicted ones let go of the store, not listed)."""
        return self._cache.opened()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for background mining of every memory; ``True`` when nothing is pending."""
        return self._cache.flush(timeout)

    def close(self) -> None:
        """Finish background work and close every memory built so far."""
        self._cache.close()
