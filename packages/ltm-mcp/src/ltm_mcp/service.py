"""The tools as calls on one scope's ``ltm_core`` memory: arguments in, formatting out.

Every rule (scope, guard, dedupe, scoring, backups) is the library's. Methods are synchronous
(the server runs each call on a worker thread) and raise :class:`ToolFailure` for anything the
caller can correct; :func:`ltm_mcp.failures.run_tool` turns that, and the library's own
errors, into error results.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ltm_core import ContentRejected, LongTermMemory, MemoryScope
from ltm_core.guard import check_id
from ltm_core.ops import backups
from ltm_core.ops.stats import scope_stats
from ltm_core.stores.base import BackupError, BackupInfo
from ltm_core.stores.sqlite.backup import EXPORT, MANIFEST, SNAPSHOT

from ltm_mcp.dates import moment_range, show
from ltm_mcp.schemas import (
    BackupResult,
    BackupStatus,
    BackupSummary,
    DeleteAllResult,
    DeleteResult,
    EmbeddingSummary,
    ForgetSourceResult,
    MemoryListing,
    MemoryPage,
    SaveResult,
    ScopeInfo,
    SearchResult,
    Stats,
    StoreSummary,
    ToolFailure,
    UpdateResult,
)
from ltm_mcp.scopes import ServedScopes
from ltm_mcp.views import backup_view, counted, listing_view, memory_view, scored_view

DISABLED = (
    "Long-term memory is disabled: LTM_ENABLED is set to a false value (0/false/no/off) in "
    "this server's environment, which vetoes memory. Remove it (or set LTM_ENABLED=1) in the "
    "MCP client's server configuration and restart the server."
)
#: Said instead of a backup's details when the server serves many scopes: a backup holds
#: the whole file, and its counts are other tenants' business.
SHARED_BACKUPS = "backups of a store shared by many scopes are the operator's (ltm backup)"


class MemoryService:
    """The tools on one scope's memory, for one call.

    Args:
        served: The server's scopes, settings and command line.
        scope: The scope this call is for.
        memory: That scope's open memory; ``None`` when ``LTM_ENABLED=0`` vetoes memory.
    """

    def __init__(
        self, served: ServedScopes, scope: MemoryScope, memory: LongTermMemory | None
    ) -> None:
        self.config = served.config
        self.settings = served.settings
        self.tz = served.config.tz()
        self.scope = scope
        self.memory = memory
        # One tenant among many is not told about backups of the whole file.
        self.shared_store = served.many

    # -- plumbing --------------------------------------------------------------------------

    def _memory(self) -> LongTermMemory:
        if self.memory is None:
            raise ToolFailure("disabled", DISABLED)
        return self.memory

    def _scope_text(self) -> str:
        s = self.scope
        where = f"user {s.user_id!r}, namespace {s.namespace!r}"
        return where + (f", workspace {s.workspace_id!r}" if s.workspace_id is not None else "")

    def not_found(self, id: str) -> str:
        """Why ``id`` was not found, quoting it only when it looks like an id."""
        try:  # a pasted secret never looks like one
            shown = repr(check_id(id))
        except ValueError:  # ContentRejected too
            shown = "(not shown: it does not look like an id)"
        return (
            f"No memory with id {shown} for {self._scope_text()}; find ids with "
            "search_memory or get_all_memories."
        )

    def _summary(self, info: BackupInfo) -> BackupSummary | None:
        return None if self.shared_store else backup_view(info, self.tz)

    def _after_write(self) -> tuple[BackupSummary | None, str | None]:
        """The core's automatic backup rule (every 100 memories or daily), when it is on."""
        done = backups.after_write(self._memory())
        if done.error is not None:
            return None, f"the change is saved, but the automatic backup failed: {done.error}"
        return (None if done.made is None else self._summary(done.made)), None

    def _listing(self, filter: dict[str, Any], limit: int, found: list[Any]) -> MemoryListing:
        return listing_view(filter, limit, found, self.tz)

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
            memory=memory_view(result.item, self.tz),
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
            results=[scored_view(r, self.tz) for r in recalled],
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
            memories=[memory_view(item, self.tz) for item in items],
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
            memory=memory_view(item, self.tz),
            message=f"Updated memory {item.id} ({', '.join(sorted(changes))}).",
            auto_backup=backup,
            warning=warning,
        )

    def delete_memory(self, id: str) -> DeleteResult:
        """Delete one memory by id."""
        if not self._memory().forget(id):
            raise ToolFailure("not_found", self.not_found(id))
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
        if self.shared_store and self.settings.auto_backup:
            where = "; the server made a backup of the store just before"
        return DeleteAllResult(
            deleted=deleted,
            safety_backup=safety,
            message=f"Deleted {counted(deleted, 'memory', 'memories')} of "
            f"{self._scope_text()}{where}.",
        )

    def memory_stats(self) -> Stats:
        """Counts per kind, the store, the embedding model and the backups."""
        memory = self._memory()
        figures = scope_stats(memory)
        info = figures.store
        listing = None if self.shared_store else backups.backup_listing(memory)
        status = None
        if listing is not None:
            status = BackupStatus(
                root=str(listing.root),
                keep=self.settings.backup_keep,
                automatic=self.settings.auto_backup,
                count=len(listing.found),
                last=backup_view(listing.found[0], self.tz) if listing.found else None,
            )
        return Stats(
            scope=ScopeInfo(
                user_id=self.scope.user_id,
                namespace=self.scope.namespace,
                workspace_id=self.scope.workspace_id,
            ),
            total=figures.total,
            by_kind=dict(sorted(figures.by_kind.items())),
            superseded=figures.superseded,
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
        if self.shared_store:
            raise ToolFailure("unsupported", f"not run: {SHARED_BACKUPS}")
        if backups.store_admin(self._memory()) is None:
            raise ToolFailure(
                "unsupported",
                f"backups need the embedded sqlite-vec store; this server stores in "
                f"{self._memory().store.name} (LTM_VECTOR_PROVIDER), which keeps its own data",
            )
        try:
            info = backups.backup_now(self._memory())
        except (BackupError, OSError) as exc:  # OSError: the backup folder cannot be made
            raise ToolFailure("backup_failed", f"the backup failed: {exc}") from exc
        files = sorted(p.name for p in info.path.iterdir())
        return BackupResult(
            backup=backup_view(info, self.tz),
            files=files,
            keep=self.settings.backup_keep,
            message=f"Backed up {counted(info.memories, 'memory', 'memories')} "
            f"({counted(info.scopes, 'scope')}) to {info.path} "
            f"({SNAPSHOT}, {EXPORT}, {MANIFEST}); the newest {self.settings.backup_keep} "
            "backups are kept.",
        )
