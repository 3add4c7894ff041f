"""What every tool of one scope's memory shares: the scope, its memory, the backup rule.

The tools themselves are split by concern: :mod:`ltm_mcp.listings` (pages and filtered
lists), :mod:`ltm_mcp.admin` (stats, backups, deleting everything) and
:mod:`ltm_mcp.service` (save, search, update, delete), which joins them.
"""

from __future__ import annotations

from typing import Any

from ltm_core import LongTermMemory, MemoryScope
from ltm_core.ops import backups
from ltm_core.quoting import shown_id
from ltm_core.stores.base import BackupInfo

from ltm_mcp.schemas import BackupSummary, MemoryListing, ToolFailure
from ltm_mcp.scopes import ServedScopes
from ltm_mcp.views import backup_view, listing_view

DISABLED = (
    "Long-term memory is disabled: LTM_ENABLED is set to a false value (0/false/no/off) in "
    "this server's environment, which vetoes memory. Remove it (or set LTM_ENABLED=1) in the "
    "MCP client's server configuration and restart the server."
)
#: Said instead of a backup's details when the server serves many scopes: a backup holds
#: the whole file, and its counts are other tenants' business.
SHARED_BACKUPS = "backups of a store shared by many scopes are the operator's (ltm backup)"


class ScopeTools:
    """One call's scope and memory, and what its tools share.

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
        self.background_backups = served.backups

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
        return (
            f"No memory with id {shown_id(id)} for {self._scope_text()}; find ids with "
            "search_memory or get_all_memories."
        )

    def _shown(self, text: str) -> str:
        """``text`` as a result may repeat it: private spans removed, secrets redacted.

        What a search was given comes back in its result (and so in the client's
        transcript) only as the core's guard cleans a recall query.
        """
        return self._memory().guard.clean_query(text)

    def _summary(self, info: BackupInfo) -> BackupSummary | None:
        return None if self.shared_store else backup_view(info, self.tz)

    def _after_write(self) -> tuple[BackupSummary | None, str | None]:
        """The core's automatic backup rule (every 100 memories or daily), when it is on.

        With many scopes it is checked in the background (see :mod:`ltm_mcp.auto_backup`):
        a tenant is not told about backups of the whole file, nor made to wait for one.
        """
        if self.shared_store:
            self.background_backups.after_write(self._memory())
            return None, None
        done = backups.after_write(self._memory())
        if done.error is not None:
            return None, f"the change is saved, but the automatic backup failed: {done.error}"
        return (None if done.made is None else self._summary(done.made)), None

    def _listing(self, filter: dict[str, Any], limit: int, found: list[Any]) -> MemoryListing:
        return listing_view(filter, limit, found, self.tz)
