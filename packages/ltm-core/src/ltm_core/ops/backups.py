"""Backups as the CLI and the MCP server both use them: through the store's admin capability.

Neither front end checks for a concrete backend: a store that can back itself up implements
:class:`~ltm_core.stores.base.StoreAdmin`, and everything else simply has no backups.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from ltm_core.memory import LongTermMemory
from ltm_core.settings import LTMSettings
from ltm_core.stores._backup import RestoreReport, default_backup_root, list_backups
from ltm_core.stores.base import BackupError, BackupInfo, StoreAdmin
from ltm_core.stores.sqlite.backup import restore_backup

logger = logging.getLogger("ltm")

__all__ = [
    "AutoBackup",
    "BackupError",
    "BackupInfo",
    "BackupListing",
    "RestoreReport",
    "after_write",
    "backup_listing",
    "backup_now",
    "file_backups",
    "restore_backup",
    "safety_backup",
    "store_admin",
]


def store_admin(memory: LongTermMemory) -> StoreAdmin | None:
    """The memory's store as an admin capability, or ``None`` when it keeps no backups."""
    store = memory.store
    return store if isinstance(store, StoreAdmin) else None


@dataclass(frozen=True)
class AutoBackup:
    """What the automatic backup after a write did: made one, none was due, or failed."""

    made: BackupInfo | None = None
    #: Why it failed; the write itself is saved.
    error: str | None = None


def after_write(memory: LongTermMemory) -> AutoBackup:
    """The automatic backup rule (every 100 memories or daily), when ``LTM_AUTO_BACKUP`` is on.

    A failed backup never fails the write that succeeded: it is logged and reported.
    """
    settings = memory.settings
    admin = store_admin(memory)
    if not settings.auto_backup or admin is None:
        return AutoBackup()
    try:
        made = admin.maybe_backup(settings.backup_path, keep=settings.backup_keep)
    except Exception as exc:  # a failed backup must not fail the write that succeeded
        logger.warning("automatic backup failed: %s", exc)
        return AutoBackup(error=str(exc))
    return AutoBackup(made=made)


def backup_now(memory: LongTermMemory) -> BackupInfo:
    """A backup into ``LTM_BACKUP_PATH`` now, keeping the newest ``LTM_BACKUP_KEEP``.

    Raises:
        BackupError: The store keeps no backups, or the backup could not be written.
        OSError: The backup folder cannot be made.
    """
    admin = store_admin(memory)
    if admin is None:
        raise BackupError(
            f"backups need the embedded sqlite-vec store; this one stores in "
            f"{memory.store.name} (LTM_VECTOR_PROVIDER), which keeps its own data"
        )
    settings = memory.settings
    return admin.create_backup(settings.backup_path, keep=settings.backup_keep)


def safety_backup(memory: LongTermMemory) -> BackupInfo | None:
    """The backup made before deleting a whole scope; ``None`` when there is nothing to keep.

    Raises:
        BackupError: The backup could not be written (then nothing should be deleted).
    """
    if store_admin(memory) is None or not memory.count(include_superseded=True):
        return None
    return backup_now(memory)


@dataclass(frozen=True)
class BackupListing:
    """A store's backup folder and the backups in it, newest first."""

    root: Path
    found: list[BackupInfo] = field(default_factory=list)


def backup_listing(memory: LongTermMemory) -> BackupListing | None:
    """The store's backups, or ``None`` when it keeps none."""
    admin = store_admin(memory)
    if admin is None:
        return None
    root = admin.backup_root(memory.settings.backup_path)
    return BackupListing(root=root, found=list_backups(root, memory.store.info().location))


def file_backups(settings: LTMSettings) -> BackupListing:
    """The backups of the store file ``settings`` name, without opening it."""
    root = settings.backup_path or default_backup_root(settings.db_path)
    return BackupListing(root=root, found=list_backups(root, settings.db_path))
