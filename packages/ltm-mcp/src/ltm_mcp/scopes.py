"""Which scope a tool call is for, and the open memories of every scope the server serves.

A server serves one scope (the default: ``--user``, ``--namespace``, ``--workspace``), or,
started with ``--many-scopes``, the scope each call names in its request's ``_meta``::

    {"_meta": {"ltm/scope": {"user_id": "alice", "namespace": "chat", "workspace_id": null}}}

The scope is named by the client program, never by a tool argument, so a model cannot reach
another user's memories. Ids are compared exactly (never trimmed or case-folded); the open
memories are keyed by the exact :class:`~ltm_core.MemoryScope`, so two different ids are
always two different memories. A ``--user`` given with ``--many-scopes`` pins the user:
calls then choose only among that user's namespaces and workspaces (a call naming none
gets the server's namespace). A namespace or
workspace the call leaves out (or sets to ``null``) is the server's (``--namespace``,
``--workspace``, else ``LTM_NAMESPACE``, ``LTM_WORKSPACE``).
"""

from __future__ import annotations

from collections.abc import Mapping

from ltm_core import LongTermMemory, LTMSettings, MemoryCache, MemoryScope
from ltm_core import create_default_long_term_memory as open_memory

from ltm_mcp.auto_backup import BackgroundBackups
from ltm_mcp.config import SCOPE_META_KEY, ServerConfig
from ltm_mcp.schemas import ToolFailure

#: The ids a scope may name; anything else in it is refused (a misspelt key is not ignored).
SCOPE_FIELDS = ("user_id", "namespace", "workspace_id")
#: Longest id accepted in a requested scope.
MAX_ID_CHARS = 512

_HOW = (
    f'name it in the request\'s _meta: {{"{SCOPE_META_KEY}": {{"user_id": "...", '
    '"namespace": "...", "workspace_id": "..."}} (namespace and workspace_id are optional)'
)


def _ids(requested: object) -> dict[str, str | None]:
    """The ids of a requested scope, checked for shape (never quoted back)."""
    if not isinstance(requested, Mapping):
        raise ToolFailure("invalid_argument", f"{SCOPE_META_KEY} must be an object; {_HOW}")
    unknown = sorted(str(k) for k in requested if k not in SCOPE_FIELDS)
    if unknown:
        raise ToolFailure(
            "invalid_argument",
            f"{SCOPE_META_KEY} takes only {', '.join(SCOPE_FIELDS)}; "
            f"unknown: {', '.join(unknown)[:200]}",
        )
    ids: dict[str, str | None] = {}
    for name in SCOPE_FIELDS:
        value = requested.get(name)
        if value is None:
            continue
        if not isinstance(value, str) or not value.strip() or "\x00" in value:
            raise ToolFailure(
                "invalid_argument",
                f"{SCOPE_META_KEY}.{name} must be a non-blank string without NUL characters",
            )
        if len(value) > MAX_ID_CHARS:
            raise ToolFailure(
                "invalid_argument",
                f"{SCOPE_META_KEY}.{name} is longer than {MAX_ID_CHARS} characters",
            )
        ids[name] = value
    return ids


class ServedScopes:
    """The scopes one server serves and their memories, at most ``LTM_SCOPE_CACHE_SIZE`` open.

    The memories live in the core's :class:`~ltm_core.MemoryCache`: beyond its size the least
    recently used one lets go of the store after its pending background jobs (nothing is
    lost, and a call still holding it keeps working). They share one embedder and one
    store handle per file (the library's factory does that).

    Args:
        config: The command line (the fixed scope, or ``--many-scopes``).
        settings: Overrides ``LTMSettings()`` read from the environment (``--db`` is applied
            on top of either).
    """

    def __init__(self, config: ServerConfig, settings: LTMSettings | None = None) -> None:
        self.config = config
        settings = settings or LTMSettings()
        if config.db_path is not None:
            settings = settings.model_copy(update={"db_path": config.db_path})
        self.settings = settings
        # The same defaults as the ltm command: one personal memory for both.
        self.fixed: MemoryScope | None = None
        if not config.many_scopes:
            self.fixed = settings.personal_scope(
                config.user_id, config.namespace, config.workspace_id
            )
        self.memories: MemoryCache[MemoryScope] = MemoryCache(self._open, settings.scope_cache_size)
        #: With ``--many-scopes``, the automatic backups, made off the calls' path.
        self.backups = BackgroundBackups()

    def _open(self, scope: MemoryScope) -> LongTermMemory | None:
        # Running the server is the opt-in; LTM_ENABLED=0 still vetoes (then this is None).
        return open_memory(
            scope.user_id,
            scope.namespace,
            scope.workspace_id,
            enabled=True,
            settings=self.settings,
        )

    @property
    def many(self) -> bool:
        """Whether each call names its scope (``--many-scopes``)."""
        return self.fixed is None

    def scope_of(self, requested: object) -> MemoryScope:
        """The scope a call is for: the fixed one, or the one its ``_meta`` names.

        Args:
            requested: The request's ``_meta["ltm/scope"]``, or ``None`` when it has none.

        Raises:
            ToolFailure: The call names no scope where one is needed, a scope this server
                does not serve, or a malformed one.
        """
        if self.fixed is not None:
            if requested is not None:
                # A client naming this server's own scope is fine; any other is refused.
                fixed = self.fixed.as_dict()
                if any(fixed[name] != value for name, value in _ids(requested).items()):
                    raise ToolFailure(
                        "scope_refused",
                        f"this server serves one scope and the call named another in "
                        f"{SCOPE_META_KEY}; start ltm-mcp with --many-scopes to serve many",
                    )
            return self.fixed
        pinned = self.config.user_id
        if requested is None and pinned is None:
            raise ToolFailure(
                "scope_refused",
                "this server serves many scopes (--many-scopes) and the call named none; " + _HOW,
            )
        ids = {} if requested is None else _ids(requested)
        user = ids.get("user_id")
        if pinned is not None and user not in (None, pinned):
            raise ToolFailure(
                "scope_refused",
                "this server serves one user (--user); the call named another user_id",
            )
        user = user or pinned
        if user is None:
            raise ToolFailure("scope_refused", f"the scope names no user_id; {_HOW}")
        return self.settings.personal_scope(
            user,
            ids.get("namespace") or self.config.namespace,
            ids.get("workspace_id") or self.config.workspace_id,
        )

    def memory(self, scope: MemoryScope) -> LongTermMemory | None:
        """The open memory of ``scope`` (``None`` when ``LTM_ENABLED=0`` vetoes memory)."""
        return self.memories.get(scope)

    def warm_up(self) -> None:
        """Load a local embedding model now, so the first search or save does not wait.

        A remote endpoint (``LTM_EMBEDDING_BASE_URL``) is not called before it is needed.
        """
        if self.fixed is not None:
            memory = self.memory(self.fixed)
            if memory is not None and not self.settings.embedding_base_url:
                memory.embedder.embed_query("warm up")
        elif not self.settings.embedding_base_url and self.settings.enabled is not False:
            from ltm_core.factory import default_embedder

            default_embedder(self.settings).embed_query("warm up")

    def close(self) -> None:
        """Finish the background backup and every memory's background work; release the store."""
        self.backups.close()
        self.memories.close()
