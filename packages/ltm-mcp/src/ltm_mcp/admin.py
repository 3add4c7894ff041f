"""The tools about the whole scope or file: stats, a backup now, deleting everything."""

from __future__ import annotations

from ltm_core.ops import backups
from ltm_core.ops.stats import scope_stats
from ltm_core.stores.base import BackupError

from ltm_mcp.schemas import (
    BackupResult,
    BackupStatus,
    DeleteAllResult,
    EmbeddingSummary,
    ScopeInfo,
    Stats,
    StoreSummary,
    ToolFailure,
)
from ltm_mcp.scope_tools import SHARED_BACKUPS, ScopeTools
from ltm_mcp.views import backup_view, counted


class AdminTools(ScopeTools):
    """``memory_stats``, ``create_backup`` and ``delete_all_memories``."""

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
            f"({', '.join(files)}); the newest {self.settings.backup_keep} "
            "backups are kept.",
        )
