"""``create_default_long_term_memory``: opt-in resolution and the embedded defaults."""

from __future__ import annotations

import importlib
import os
import threading
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_core.embeddings.base import Embedder
from ltm_core.extraction.base import Extractor
from ltm_core.guard import ContentGuard
from ltm_core.guard.shared import shared_guard
from ltm_core.memory import LongTermMemory
from ltm_core.models import MemoryScope
from ltm_core.registry import BACKENDS, Backend, backend_name
from ltm_core.settings import LTMSettings

if TYPE_CHECKING:
    from ltm_core.extraction.llm import OpenAICompatibleLLM
from ltm_core.stores.base import ProviderFromSettings, VectorProvider

#: Backend name -> ``"module:Class"`` (the entries of :data:`ltm_core.registry.BACKENDS`).
#: Each class builds itself with ``from_settings`` and names what it opens with
#: ``location_key``; modules are imported only when chosen.
PROVIDERS: dict[str, str] = {name: entry.target for name, entry in BACKENDS.items()}
PROVIDER_NAMES = tuple(PROVIDERS)

_shared_lock = threading.Lock()
_shared_embedders: dict[tuple[Any, ...], Embedder] = {}
_shared_stores: dict[tuple[Any, ...], VectorProvider] = {}
#: The settings last read, and the environment they were read from.
_settings_read: tuple[tuple[tuple[str, str], ...], LTMSettings] | None = None


def is_enabled(enabled: bool | None, settings: LTMSettings) -> bool:
    """Opt-in: on only when asked (argument or ``LTM_ENABLED``); an explicit off always wins."""
    if enabled is False or settings.enabled is False:
        return False
    return bool(enabled) or bool(settings.enabled)


def default_embedder(settings: LTMSettings) -> Embedder:
    """The embedder settings ask for, shared per process so a model loads once."""
    if settings.embedding_base_url:
        api_key = settings.embedding_api_key or os.environ.get("OPENAI_API_KEY")
        key: tuple[Any, ...] = ("http", settings.embedding_base_url, settings.embedding_model)
    else:
        key = (
            "local",
            settings.embedding_model,
            settings.embedding_device,
            settings.embedding_backend,
            settings.embedding_precision,
            str(settings.model_cache_path),
        )
    with _shared_lock:
        embedder = _shared_embedders.get(key)
        if embedder is None:
            if settings.embedding_base_url:
                from ltm_core.embeddings.http import OpenAICompatibleEmbedder
                from ltm_core.http_retry import RetryPolicy

                embedder = OpenAICompatibleEmbedder(
                    settings.embedding_base_url,
                    settings.embedding_model,
                    api_key=api_key,
                    retry=RetryPolicy.from_settings(settings),
                )
            else:
                embedder = _local_embedder(settings)
            _shared_embedders[key] = embedder
        return embedder


def current_settings() -> LTMSettings:
    """``LTMSettings()`` as the environment says now, read again only when it changed.

    Reading the settings takes pydantic-settings milliseconds; an app opening one memory per
    user (every adapter's default path) would pay that per user. The environment is the
    settings' only source (no ``.env`` file), so an unchanged environment gives the same
    settings: the one object is shared (treat it as read-only; ``model_copy(update=...)``
    makes a changed one).
    """
    global _settings_read
    environment = tuple(sorted(os.environ.items()))
    with _shared_lock:
        read = _settings_read
    if read is not None and read[0] == environment:
        return read[1]
    settings = LTMSettings()
    with _shared_lock:
        _settings_read = (environment, settings)
    return settings


def default_guard(settings: LTMSettings) -> ContentGuard:
    """The ``ContentGuard`` settings ask for, shared per process (its rules compile once).

    A guard holds only its compiled rules, so every memory with the same
    ``LTM_GUARD_DISABLE`` and ``LTM_GUARD_EXTRA_PATTERNS`` can use one; building one per
    user costs about 0.1 s of CPU and megabytes of compiled expressions.
    """
    return shared_guard(settings.guard_disable, settings.guard_extra_patterns)


def _local_embedder(settings: LTMSettings) -> Embedder:
    """Onnxruntime where it can run the model (no torch needed), else sentence-transformers."""
    from ltm_core.embeddings.resolve import local_embedder

    return local_embedder(settings)


def default_llm(settings: LTMSettings) -> OpenAICompatibleLLM | None:
    """The extraction model settings name, or ``None`` (then the rule extractor runs).

    Conversations go to a model only when one is named: ``LTM_LLM_BASE_URL``,
    ``OLLAMA_BASE_URL``, or ``LTM_LLM_MODEL`` together with ``OPENAI_API_KEY``. An
    ``OPENAI_API_KEY`` alone (set for the agent itself) sends nothing anywhere.
    """
    named = settings.llm_base_url or settings.ollama_base_url or settings.llm_model
    if not named:
        return None  # and httpx is never imported
    from ltm_core.extraction.llm import OpenAICompatibleLLM
    from ltm_core.http_retry import RetryPolicy

    timeout = settings.llm_timeout
    retry = RetryPolicy.from_settings(settings)
    if settings.llm_base_url:
        return OpenAICompatibleLLM(
            settings.llm_base_url,
            settings.llm_model or "gpt-4o-mini",
            settings.openai_api_key,
            timeout=timeout,
            retry=retry,
        )
    if settings.ollama_base_url:
        base = settings.ollama_base_url.rstrip("/")
        base = base if base.endswith("/v1") else base + "/v1"
        return OpenAICompatibleLLM(
            base, settings.llm_model or "llama3.2", timeout=timeout, retry=retry
        )
    if settings.openai_api_key and settings.llm_model:
        return OpenAICompatibleLLM(
            "https://api.openai.com/v1",
            settings.llm_model,
            settings.openai_api_key,
            timeout=timeout,
            retry=retry,
        )
    return None


def default_extractor(settings: LTMSettings, guard: ContentGuard) -> Extractor | None:
    """``LLMExtractor`` on the configured model, or ``None``: the offline ``RuleExtractor``.

    ``LongTermMemory`` builds the rule extractor on first use, so commands that never extract
    (``ltm recall``) never pay for it.
    """
    llm = default_llm(settings)
    if llm is None:
        return None
    from ltm_core.extraction.llm import LLMExtractor

    return LLMExtractor(llm, guard=guard, timeout=settings.llm_timeout)


def provider_name(settings: LTMSettings) -> str:
    """The backend ``LTM_VECTOR_PROVIDER`` names: sqlite-vec, chroma, pinecone or postgres.

    Raises:
        ValueError: An unknown name; the message lists the valid ones.
    """
    name = backend_name(settings.vector_provider)
    if name is None:
        raise ValueError(
            f"unknown vector provider {settings.vector_provider!r}; set LTM_VECTOR_PROVIDER to "
            f"one of {', '.join(PROVIDER_NAMES)}, or pass store=<a VectorProvider>"
        )
    return name


def backend_of(settings: LTMSettings) -> Backend:
    """The registry entry of the backend settings name (see :func:`provider_name`)."""
    return BACKENDS[provider_name(settings)]


def store_missing(settings: LTMSettings) -> bool:
    """Whether the store settings name is a file that does not exist yet.

    Then there is nothing to read, and a command that only reads must not create it.
    """
    return backend_of(settings).keeps_file and not settings.db_path.exists()


def provider_class(name: str) -> type[ProviderFromSettings]:
    """The class registered under ``name`` in :data:`~ltm_core.registry.BACKENDS`, imported now."""
    module, _, attribute = BACKENDS[name].target.partition(":")
    provider: type[ProviderFromSettings] = getattr(importlib.import_module(module), attribute)
    return provider


def default_store(settings: LTMSettings) -> VectorProvider:
    """The storage backend settings ask for, shared per process and location.

    ``sqlite-vec`` opens ``LTM_DB_PATH``. ``chroma`` talks to the server at
    ``LTM_CHROMA_HOST``/``LTM_CHROMA_PORT`` when a host is set, else opens the embedded folder
    ``LTM_CHROMA_PATH`` (one process at a time). ``pinecone`` uses ``LTM_PINECONE_HOST`` when
    set (no control-plane call), else finds (or creates) the index ``LTM_PINECONE_INDEX``.
    ``postgres`` connects to ``LTM_POSTGRES_URL`` (tables in ``LTM_POSTGRES_SCHEMA``).
    """
    name = provider_name(settings)
    provider = provider_class(name)
    key = (name, *provider.location_key(settings))
    with _shared_lock:
        store = _shared_stores.get(key)
        if store is None:
            store = provider.from_settings(settings)
            store.retain()  # the factory's own hold: shared stores stay open for the process
            _shared_stores[key] = store
        return store


def create_default_long_term_memory(
    user_id: str,
    namespace: str = "chat",
    workspace_id: str | None = None,
    *,
    enabled: bool | None = None,
    embedder: Embedder | None = None,
    store: VectorProvider | None = None,
    extractor: Any = None,
    settings: LTMSettings | None = None,
    clock: Callable[[], datetime] | None = None,
) -> LongTermMemory | None:
    """A ready ``LongTermMemory`` for one user, or ``None`` when memory is not opted in.

    Memory is on only when ``enabled=True`` or ``LTM_ENABLED`` is 1/true/yes/on; ``False``
    or ``LTM_ENABLED=0/false/no/off`` vetoes it even against ``enabled=True``. With nothing
    else configured it stores in ``~/.ltm/memories.db`` (sqlite-vec) and embeds with a local
    all-MiniLM-L6-v2: no API key, no server.

    Args:
        user_id: The end user whose memories these are.
        namespace: A partition of the user's memories, ``"chat"`` by default.
        workspace_id: An optional narrower partition (a project, a thread).
        enabled: The caller's opt-in; see above.
        embedder: Overrides the embedder settings would build.
        store: Overrides the storage backend settings would build.
        extractor: Mines memories from conversations; by default an ``LLMExtractor`` when a
            model is configured (see ``default_llm``), else the offline ``RuleExtractor``.
        settings: Overrides ``LTMSettings()`` read from the environment (see
            :func:`current_settings`).
        clock: Returns the current aware datetime.
    """
    settings = settings or current_settings()
    if not is_enabled(enabled, settings):
        return None
    scope = MemoryScope(user_id, namespace, workspace_id)
    guard = default_guard(settings)
    return LongTermMemory(
        scope,
        embedder=embedder or default_embedder(settings),
        store=store or default_store(settings),
        extractor=extractor or default_extractor(settings, guard),
        guard=guard,
        settings=settings,
        clock=clock,
    )
