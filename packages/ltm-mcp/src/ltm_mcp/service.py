"""The tools as calls on ``ltm_core``: argument parsing in, formatting out, nothing else.

Every rule (scope, guard, dedupe, scoring, backups) is the library's. Methods are synchronous
(the server runs each call on a worker thread) and raise :class:`ToolFailure` for anything the
caller can correct; :meth:`MemoryService.call` turns that, and the library's own errors, into
error results.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import tzinfo
from typing import Any

from ltm_core import (
    ContentRejected,
    LongTermMemory,
    LTMSettings,
    MemoryItem,
    MemoryNotFound,
    Recalled,
    StoreError,
    create_default_long_term_memory,
)
from ltm_core.embeddings.base import EmbeddingError
from ltm_core.guard import check_id
from ltm_core.ops import backups
from ltm_core.ops.stats import scope_stats
from ltm_core.stores.base import BackupError, BackupInfo
from ltm_core.stores.sqlite.backup import EXPORT, MANIFEST, SNAPSHOT
from pydantic import BaseModel, ValidationError

from ltm_mcp.config import ServerConfig
from ltm_mcp.dates import moment_range, show
from ltm_mcp.schemas import (
    BackupResult,
    BackupStatus,
    BackupSummary,
    DeleteAllResult,
    DeleteResult,
    EmbeddingSummary,
    ErrorInfo,
    ForgetSourceResult,
    Memory,
    MemoryListing,
    MemoryPage,
    SaveResult,
    ScopeInfo,
    ScoreComponents,
    ScoredMemory,
    SearchResult,
    Stats,
    StoreSummary,
    ToolFailure,
    UpdateResult,
)

logger = logging.getLogger("ltm.mcp")

DISABLED = (
    "Long-term memory is disabled: LTM_ENABLED is set to a false value (0/false/no/off) in "
    "this server's environment, which vetoes memory. Remove it (or set LTM_ENABLED=1) in the "
    "MCP client's server configuration and restart the server."
)


class MemoryService:
    """One user's memory (one scope), served tool by tool.

    Args:
        config: The scope, database file and timezone from the command line.
        settings: Overrides ``LTMSettings()`` read from the environment (``--db`` is applied
            on top of either).
    """

    def __init__(self, config: ServerConfig, settings: LTMSettings | None = None) -> None:
        self.config = config
        self.tz: tzinfo | None = config.tz()
        settings = settings or LTMSettings()
        if config.db_path is not None:
            settings = settings.model_copy(update={"db_path": config.db_path})
        self.settings = settings
        # The same defaults as the ltm command: one personal memory for both.
        self.scope = settings.personal_scope(config.user_id, config.namespace, config.workspace_id)
        # Running the server is the opt-in; LTM_ENABLED=0 still vetoes (then this is None).
        self.memory: LongTermMemory | None = create_default_long_term_memory(
            self.scope.user_id,
            self.scope.namespace,
            self.scope.workspace_id,
            enabled=True,
            settings=settings,
        )

    # -- plumbing --------------------------------------------------------------------------

    def call(self, tool: str, arguments: dict[str, Any]) -> BaseModel:
        """Run one tool; expected failures come back as :class:`ErrorInfo`, never raised."""
        method: Callable[..., BaseModel] = getattr(self, tool)
        try:
            return method(**arguments)
        except ToolFailure as failure:
            return failure.info
        except ContentRejected as exc:
            # The library's message names the rule, never the value, and says what to do.
            return ErrorInfo(error="content_rejected", message=str(exc), pattern=exc.pattern)
        except MemoryNotFound as exc:
            return ErrorInfo(error="not_found", message=self._not_found(str(exc.args[0])))
        except ValidationError as exc:
            # Field names only: a validation message can quote the (private) input.
            fields = sorted({".".join(str(p) for p in e["loc"]) or "memory" for e in exc.errors()})
            return ErrorInfo(error="invalid_argument", message=f"invalid {', '.join(fields)}")
        except BackupError as exc:
            return ErrorInfo(error="backup_failed", message=str(exc))
        except (StoreError, EmbeddingError) as exc:
            return ErrorInfo(error="store_error", message=f"{type(exc).__name__}: {exc}")
        except ValueError as exc:
            return ErrorInfo(error="invalid_argument", message=str(exc))

    def warm_up(self) -> None:
        """Load a local embedding model now, so the first search or save does not wait.

        A remote endpoint (``LTM_EMBEDDING_BASE_URL``) is not called before it is needed.
        """
        if self.memory is not None and not self.settings.embedding_base_url:
            self.memory.embedder.embed_query("warm up")

    def close(self) -> None:
        """Release the store."""
        if self.memory is not None:
            self.memory.close()

    def _memory(self) -> LongTermMemory:
        if self.memory is None:
            raise ToolFailure("disabled", DISABLED)
        return self.memory

    def _scope_text(self) -> str:
        s = self.scope
        where = f"user {s.user_id!r}, namespace {s.namespace!r}"
        return where + (f", workspace {s.workspace_id!r}" if s.workspace_id is not None else "")

    def _not_found(self, id: str) -> str:
        try:  # an id is quoted back only when it looks like one: a pasted secret never is
            shown = repr(check_id(id))
        except ValueError:  # ContentRejected too
            shown = "(not shown: it does not look like an id)"
        return (
            f"No memory with id {shown} for {self._scope_text()}; find ids with "
            "search_memory or get_all_memories."
        )

    def _view(self, item: MemoryItem) -> Memory:
        return Memory(
            id=item.id,
            text=item.text,
            kind=item.kind,
            importance=item.importance,
            tags=list(item.tags),
            metadata=dict(item.metadata),
            created_at=show(item.created_at, self.tz),
            updated_at=show(item.updated_at, self.tz),
            last_accessed_at=None
            if item.last_accessed_at is None
            else show(item.last_accessed_at, self.tz),
            access_count=item.access_count,
        )

    def _scored(self, r: Recalled) -> ScoredMemory:
        return ScoredMemory(
            **self._view(r.item).model_dump(),
            score=round(r.score, 4),
            components=ScoreComponents(
                similarity=round(r.similarity, 4),
                dense=None if r.dense is None else round(r.dense, 4),
                lexical=None if r.lexical is None else round(r.lexical, 4),
                recency=round(r.recency, 4),
                importance=r.importance,
            ),
        )

    def _summary(self, info: BackupInfo) -> BackupSummary:
        return BackupSummary(
            path=str(info.path),
            created_at=show(info.created_at, self.tz),
            memories=info.memories,
            scopes=info.scopes,
        )

    def _backup_now(self) -> BackupInfo:
        """The core's backup into ``LTM_BACKUP_PATH``, keeping ``LTM_BACKUP_KEEP``."""
        try:
            return backups.backup_now(self._memory())
        except (BackupError, OSError) as exc:  # OSError: the backup folder cannot be made
            raise ToolFailure("backup_failed", f"the backup failed: {exc}") from exc

    def _after_write(self) -> tuple[BackupSummary | None, str | None]:
        """The core's automatic backup rule (every 100 memories or daily), when it is on."""
        done = backups.after_write(self._memory())
        if done.error is not None:
            return None, f"the change is saved, but the automatic backup failed: {done.error}"
        return (None if done.made is None else self._summary(done.made)), None

    def _listing(
        self, filter: dict[str, Any], limit: int, found: list[MemoryItem]
    ) -> MemoryListing:
        """The first ``limit`` of ``found``; fetch ``limit + 1`` to know if there are more."""
        return MemoryListing(
            filter=filter,
            count=min(len(found), limit),
            has_more=len(found) > limit,
            memories=[self._view(item) for item in found[:limit]],
        )

    # -- tools -----------------------------------------------------------------------------

    def save_memory(
        self,
        text: str,
        kind: str,
        importance: float,
        tags: Sequence[str],
        metadata: dict[str, Any] | None = None,
    ) -> SaveResult:
        """Store through the library's write path: private spans, guard, dedupe."""
        memory = self._memory()
        (result,) = memory.remember_many(
            [
                {
                    "text": text,
                    "kind": kind,
                    "importance": importance,
                    "tags": list(tags),
                    "metadata": metadata or {},
                    "source": "mcp",
                }
            ]
        )
        if result.status == "rejected":
            if result.pattern is not None:
                raise ContentRejected(result.pattern, field=result.field)
            raise ToolFailure("invalid_argument", f"not saved: {result.reason}")
        assert result.item is not None
        backup, warning = self._after_write()
        if result.status == "stored":
            message = f"Saved as a new memory (id {result.item.id})."
        else:
            message = (
                f"Already remembered: reinforced the existing memory {result.item.id} "
                "instead of adding a duplicate."
            )
        return SaveResult(
            status=result.status,
            id=result.item.id,
            memory=self._view(result.item),
            message=message,
            auto_backup=backup,
            warning=warning,
        )

    def search_memory(self, query: str, limit: int, threshold: float) -> SearchResult:
        """The library's hybrid recall."""
        # 0 means no threshold at all (even a negative score, for a wholly unrelated memory).
        recalled = self._memory().recall(query, limit, min_score=threshold or None)
        return SearchResult(
            query=query,
            threshold=threshold,
            count=len(recalled),
            results=[self._scored(r) for r in recalled],
        )

    def get_all_memories(self, limit: int, offset: int) -> MemoryPage:
        """One page, newest first, with the scope's total."""
        memory = self._memory()
        items = memory.list(limit=limit, offset=offset)
        total = memory.count()
        after = offset + len(items)
        return MemoryPage(
            total=total,
            offset=offset,
            limit=limit,
            count=len(items),
            next_offset=after if after < total and items else None,
            memories=[self._view(item) for item in items],
        )

    def update_memory(
        self,
        id: str,
        text: str | None,
        kind: str | None,
        importance: float | None,
        tags: Sequence[str] | None,
        metadata: dict[str, Any] | None = None,
    ) -> UpdateResult:
        """Change fields of one memory (re-embedded only when the text changes)."""
        changes = {
            name: value
            for name, value in (
                ("text", text),
                ("kind", kind),
                ("importance", importance),
                ("tags", tags),
                ("metadata", metadata),
            )
            if value is not None
        }
        if not changes:
            raise ToolFailure(
                "invalid_argument",
                "nothing to update: give text, kind, importance, tags or metadata",
            )
        item = self._memory().update(
            id,
            text=text,
            kind=kind,
            importance=importance,
            tags=None if tags is None else list(tags),
            metadata=metadata,
        )
        backup, warning = self._after_write()
        return UpdateResult(
            id=item.id,
            changed=sorted(changes),
            memory=self._view(item),
            message=f"Updated memory {item.id} ({', '.join(sorted(changes))}).",
            auto_backup=backup,
            warning=warning,
        )

    def delete_memory(self, id: str) -> DeleteResult:
        """Delete one memory by id."""
        if not self._memory().forget(id):
            raise ToolFailure("not_found", self._not_found(id))
        backup, warning = self._after_write()
        return DeleteResult(
            id=id,
            deleted=True,
            message=f"Deleted memory {id}.",
            auto_backup=backup,
            warning=warning,
        )

    def forget_source(
        self, thread_id: str | None = None, message_id: str | None = None
    ) -> ForgetSourceResult:
        """Forget one conversation (thread) or message and what was mined only from it."""
        if (thread_id is None) == (message_id is None):
            raise ToolFailure("invalid_argument", "give exactly one of thread_id or message_id")
        gone = self._memory().forget_source(thread_id=thread_id, message_id=message_id)
        backup, warning = self._after_write()
        return ForgetSourceResult(
            episodes=gone.episodes,
            facts=gone.facts,
            kept=gone.relinked,
            message=f"Forgot {gone.episodes} episodes and {gone.facts} memories mined from them.",
            auto_backup=backup,
            warning=warning,
        )

    def delete_all_memories(self, confirm: bool) -> DeleteAllResult:
        """Delete every memory of this scope, after a safety backup when backups are on."""
        memory = self._memory()
        if not confirm:
            raise ToolFailure(
                "confirmation_required",
                f"Nothing deleted. This deletes every memory of {self._scope_text()} "
                f"({memory.count()} now); call again with confirm=true only if the user "
                "asked for it.",
            )
        safety = None
        if self.settings.auto_backup:
            try:
                made = backups.safety_backup(memory)
            except (BackupError, OSError) as exc:
                raise ToolFailure(
                    "backup_failed",
                    f"Nothing deleted: the backup failed: {exc}. Fix LTM_BACKUP_PATH, or set "
                    "LTM_AUTO_BACKUP=0 to delete without a backup.",
                ) from exc
            safety = None if made is None else self._summary(made)
        deleted = memory.clear()
        where = "" if safety is None else f"; a backup from just before is in {safety.path}"
        return DeleteAllResult(
            deleted=deleted,
            safety_backup=safety,
            message=f"Deleted {_count(deleted, 'memory', 'memories')} of "
            f"{self._scope_text()}{where}.",
        )

    def memory_stats(self) -> Stats:
        """Counts per kind, the store, the embedding model and the backups."""
        memory = self._memory()
        counted = scope_stats(memory)
        info = counted.store
        listing = backups.backup_listing(memory)
        status = None
        if listing is not None:
            status = BackupStatus(
                root=str(listing.root),
                keep=self.settings.backup_keep,
                automatic=self.settings.auto_backup,
                count=len(listing.found),
                last=self._summary(listing.found[0]) if listing.found else None,
            )
        return Stats(
            scope=ScopeInfo(
                user_id=self.scope.user_id,
                namespace=self.scope.namespace,
                workspace_id=self.scope.workspace_id,
            ),
            total=counted.total,
            by_kind=dict(sorted(counted.by_kind.items())),
            superseded=counted.superseded,
            store=StoreSummary(
                provider=info.provider, location=info.location, size_bytes=info.size_bytes
            ),
            embedding=EmbeddingSummary(
                model=memory.embedder.model_name,
                stored_model=info.embedding_model,
                dimension=info.dimension,
            ),
            backups=status,
            timezone=self.config.timezone_label(),
        )

    def search_by_type(self, kind: str, limit: int) -> MemoryListing:
        """Memories of one kind, newest first."""
        memory = self._memory()
        return self._listing({"kind": kind}, limit, memory.list(kinds=[kind], limit=limit + 1))

    def search_by_tags(self, tags: Sequence[str], match_all: bool, limit: int) -> MemoryListing:
        """Memories carrying any (or every) one of ``tags``, newest first."""
        memory = self._memory()
        wanted = list(dict.fromkeys(tag.strip() for tag in tags if tag.strip()))
        if not wanted:
            raise ToolFailure("invalid_argument", "give at least one non-blank tag")
        if match_all:  # the store matches any tag; keep those carrying every one
            found = [i for i in memory.list(tags=wanted, limit=-1) if set(wanted) <= set(i.tags)]
        else:
            found = memory.list(tags=wanted, limit=limit + 1)
        return self._listing({"tags": wanted, "match_all": match_all}, limit, found)

    def search_by_date_range(
        self, start_date: str, end_date: str | None, limit: int
    ) -> MemoryListing:
        """Memories created on the given days (whole days, inclusive), newest first.

        An ISO time in place of a day is that instant (LongtermMemory-MCP's ``date_from`` and
        ``date_to`` arrive here as such).
        """
        since, until = moment_range(start_date, end_date, self.tz)
        memory = self._memory()
        return self._listing(
            {
                "start_date": start_date.strip(),
                "end_date": (end_date or start_date).strip(),
                "from": show(since, self.tz),
                "to": until.astimezone(self.tz).isoformat(timespec="microseconds"),
                "timezone": self.config.timezone_label(),
            },
            limit,
            memory.list(since=since, until=until, limit=limit + 1),
        )

    def create_backup(self) -> BackupResult:
        """A backup of the whole database file now (the core's ``create_backup``)."""
        if backups.store_admin(self._memory()) is None:
            raise ToolFailure(
                "unsupported",
                f"backups need the embedded sqlite-vec store; this server stores in "
                f"{self._memory().store.name} (LTM_VECTOR_PROVIDER), which keeps its own data",
            )
        info = self._backup_now()
        files = sorted(p.name for p in info.path.iterdir())
        return BackupResult(
            backup=self._summary(info),
            files=files,
            keep=self.settings.backup_keep,
            message=f"Backed up {_count(info.memories, 'memory', 'memories')} "
            f"({_count(info.scopes, 'scope')}) to {info.path} "
            f"({SNAPSHOT}, {EXPORT}, {MANIFEST}); the newest {self.settings.backup_keep} "
            "backups are kept.",
        )


def _count(n: int, one: str, many: str | None = None) -> str:
    """``1 memory``, ``2 memories``."""
    return f"{n} {one if n == 1 else many or one + 's'}"
