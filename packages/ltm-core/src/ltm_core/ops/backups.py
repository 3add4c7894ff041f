"""Backups as the CLI and the MCP server both use them: through the store's admin capability.

Neither front end checks for a concrete backend: a store that can back itself up implements
:class:`~ltm_core.stores.base.StoreAdmin`, and everything else simply has no backups. The
commands that work on the store settings name rather than on an open memory (``ltm backup``,
``ltm backups``, ``ltm restore``) find its class in the registry and ask that class
(:class:`~ltm_core.stores.admin.BackupsBySettings`), so a lost or empty store is never
opened or created just to list or restore its backups.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from ltm_core.factory import backend_of, provider_class, provider_name, store_missing
from ltm_core.memory import LongTermMemory
from ltm_core.settings import LTMSettings
from ltm_core.stores._backup import RestoreReport, list_backups
from ltm_core.stores.admin import BackupsBySettings
from ltm_core.stores.base import BackupError, BackupInfo, StoreAdmin
from ltm_core.stores.sqlite.files import is_sqlite_file

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
    "backup_store",
    "no_backups",
    "restore_store",
    "safety_backup",
    "store_admin",
    "stored_backups",
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
        raise no_backups(memory.store.name)
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


def no_backups(name: str) -> BackupError:
    """The error for a backend that keeps no backups of its own, saying what to do instead."""
    return BackupError(
        f"the {name} store (LTM_VECTOR_PROVIDER) keeps no backups of its own; back it up "
        "with its own tools, or `ltm export` one scope to a file"
    )


def backup_store(settings: LTMSettings) -> BackupInfo:
    """A backup of the whole store ``settings`` name into ``LTM_BACKUP_PATH``, now.

    Raises:
        BackupError: There is no store there yet, the store keeps no backups, or the
            backup could not be written.
    """
    name = provider_name(settings)
    provider = provider_class(name)
    if not issubclass(provider, StoreAdmin):  # asked of the class: nothing is opened
        raise no_backups(name)
    if store_missing(settings):
        raise BackupError(f"no store at {settings.db_path}")
    if backend_of(settings).keeps_file and not is_sqlite_file(settings.db_path):
        # Opening it would format the file (an empty one) into a store: not ours to change.
        raise BackupError(
            f"{settings.db_path} is not an ltm store (not a SQLite database): give the path of "
            "the store (--db or LTM_DB_PATH)"
        )
    store = provider.from_settings(settings)
    try:
        if not isinstance(store, StoreAdmin):  # what the class said; mypy needs the instance's
            raise no_backups(name)
        return store.create_backup(settings.backup_path, keep=settings.backup_keep)
    finally:
        store.close()


def stored_backups(settings: LTMSettings) -> BackupListing | None:
    """The backups of the store ``settings`` name, without opening it; ``None``: it keeps none."""
    provider = provider_class(provider_name(settings))
    if not issubclass(provider, BackupsBySettings):
        return None
    root, source = provider.backups_for(settings)
    return BackupListing(root=root, found=list_backups(root, source))


def restore_store(settings: LTMSettings, backup: Path) -> RestoreReport:
    """Restore ``backup`` into the new or empty store ``settings`` name, and verify its counts.

    Raises:
        BackupError: The store keeps no backups, holds memories already, or the backup is
            damaged.
    """
    name = provider_name(settings)
    provider = provider_class(name)
    if not issubclass(provider, BackupsBySettings):
        raise no_backups(name)
    return provider.restore_into(settings, backup)
