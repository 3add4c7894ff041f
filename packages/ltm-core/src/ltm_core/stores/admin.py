"""``StoreAdmin``: the capability of a store that backs itself up.

The CLI and the MCP server (through :mod:`ltm_core.ops`) ask for it instead of checking for
a class; a store without it simply has no backups. :class:`BackupsBySettings` is its
class-level half: finding and restoring backups before the store is opened.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ltm_core.stores.types import BackupInfo, StoreInfo

if TYPE_CHECKING:
    from ltm_core.settings import LTMSettings
    from ltm_core.stores._backup import RestoreReport

__all__ = ["BackupsBySettings", "StoreAdmin"]


@runtime_checkable
class BackupsBySettings(Protocol):
    """Optional, on a backend *class*: its backups found and restored from settings alone.

    ``ltm backups`` and ``ltm restore`` run when the store is lost or still empty, so they
    must not open (or create) it first. Ask with ``issubclass(provider_class, ...)``.
    """

    @classmethod
    def backups_for(cls, settings: LTMSettings) -> tuple[Path, str | None]:
        """The folder with backups of the store ``settings`` name, and the source they name.

        ``None`` as the source: every backup in the folder is this store's.
        """
        ...

    @classmethod
    def restore_into(cls, settings: LTMSettings, backup: Path) -> RestoreReport:
        """Restore ``backup`` into the new or empty store ``settings`` name; verify the counts.

        Raises:
            BackupError: The store holds memories already, or the backup is damaged.
        """
        ...


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
