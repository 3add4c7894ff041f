"""``StoreAdmin``: the capability of a store that backs itself up.

The CLI and the MCP server (through :mod:`ltm_core.ops`) ask for it instead of checking for
a class; a store without it simply has no backups.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Protocol, runtime_checkable

from ltm_core.stores.types import BackupInfo, StoreInfo

__all__ = ["StoreAdmin"]


@runtime_checkable
class StoreAdmin(Protocol):
    """Optional: a store that backs itself up (today the embedded sqlite-vec store).

    The CLI and the MCP server ask for this capability instead of checking for a class.
    """

    def backup_root(self, root: Path | None = None) -> Path:
        """Where this store's backups go: ``root`` when given, else its default folder."""
        ...

    def create_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo:
        """Back up now into a new folder under ``root``; keep the newest ``keep``."""
        ...

    def maybe_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo | None:
        """Back up when one is due (every 100 memories or daily); ``None`` when not."""
        ...

    def last_backup(self) -> tuple[datetime | None, int]:
        """When the last backup was made (``None``: never) and how many memories it held."""
        ...

    def total_memories(self) -> int:
        """Memories of every scope, superseded ones included."""
        ...

    def info(self) -> StoreInfo:
        """Location, model, dimension and size on disk."""
        ...
