"""The sqlite-vec store's admin capability: backups, whole-store counts, size."""

from __future__ import annotations

import builtins
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ltm_core.models import MemoryScope
from ltm_core.stores._codec import from_micros, to_micros
from ltm_core.stores.base import (
    BackupInfo,
    StoreInfo,
)
from ltm_core.stores.sqlite.connection import SqliteConnection
from ltm_core.stores.sqlite.driver import connect

if TYPE_CHECKING:
    from ltm_core.settings import LTMSettings
    from ltm_core.stores._backup import RestoreReport


class SqliteAdmin(SqliteConnection):
    """What :class:`~ltm_core.stores.base.StoreAdmin` asks for, plus the backup bookkeeping."""

    def list_scopes(self) -> builtins.list[tuple[MemoryScope, int]]:
        """Every scope holding memories (history included), with how many."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT user_id, namespace, workspace_id, total_count FROM scopes "
                "WHERE total_count > 0 ORDER BY id"
            ).fetchall()
        return [(MemoryScope(r[0], r[1], r[2]), int(r[3])) for r in rows]

    def total_memories(self) -> int:
        """Memories in the whole file, every scope and history included."""
        with self._read() as conn:
            row = conn.execute("SELECT COALESCE(SUM(total_count), 0) FROM scopes").fetchone()
        return int(row[0])

    @classmethod
    def backups_for(cls, settings: LTMSettings) -> tuple[Path, str | None]:
        """``LTM_BACKUP_PATH``, else ``backups`` next to ``LTM_DB_PATH``; this file's backups."""
        from ltm_core.stores.sqlite.backup import default_backup_root

        root = settings.backup_path or default_backup_root(settings.db_path)
        return root, str(settings.db_path)

    @classmethod
    def restore_into(cls, settings: LTMSettings, backup: Path) -> RestoreReport:
        """Restore into ``LTM_DB_PATH``, a new or empty file (see :mod:`.backup`)."""
        from ltm_core.stores.sqlite.backup import restore_backup

        return restore_backup(backup, settings.db_path)

    def backup_root(self, root: Path | None = None) -> Path:
        """``root`` when given, else ``backups`` next to the database file."""
        from ltm_core.stores.sqlite.backup import default_backup_root

        return Path(root) if root is not None else default_backup_root(Path(self.path))

    def create_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo:
        """A snapshot plus a JSONL export in a new folder (see :mod:`.backup`)."""
        from ltm_core.stores.sqlite import backup

        return backup.create_backup(self, root, keep=keep, now=now)

    def maybe_backup(
        self, root: Path | None = None, *, keep: int = 10, now: datetime | None = None
    ) -> BackupInfo | None:
        """Back up when the store crossed a multiple of 100 memories or a day has passed."""
        from ltm_core.stores.sqlite import backup

        return backup.maybe_backup(self, root, keep=keep, now=now)

    def backup_to(self, target: Any) -> None:
        """Copy the whole database into ``target`` (a connection) with SQLite's backup API.

        The copy is one consistent snapshot even while other processes write. A file is
        copied through a connection of its own, outside the provider's lock: the copy is one
        step, so one WAL read snapshot, and this process's reads and writes go on meanwhile
        (under the lock, a backup of a large shared file stalled every other call).
        """
        if self._touches:  # owed access times go into the copy (as a read writes them)
            self.flush_touches()
        if self.path == ":memory:":  # one in-memory database is one connection
            with self._lock:
                self._connection().backup(target)
            return
        source = connect(self.path, busy_timeout_ms=self._busy_timeout_ms)
        try:
            source.backup(target)
        finally:
            source.close()

    def record_backup(self, at: datetime) -> None:
        """Remember when the last backup was made, and how many memories it held."""
        count = self.total_memories()
        with self._write() as conn:
            conn.executemany(
                "INSERT INTO ltm_meta (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [("last_backup_at", str(to_micros(at))), ("last_backup_count", str(count))],
            )

    def last_backup(self) -> tuple[datetime | None, int]:
        """When the last backup was made (``None``: never) and how many memories it held."""
        with self._read() as conn:
            meta = dict(
                conn.execute(
                    "SELECT key, value FROM ltm_meta "
                    "WHERE key IN ('last_backup_at', 'last_backup_count')"
                ).fetchall()
            )
        at = meta.get("last_backup_at")
        return (None if at is None else from_micros(int(at))), int(meta.get("last_backup_count", 0))

    def info(self) -> StoreInfo:
        """File location, model, dimension and size on disk."""
        size = None
        if self.path != ":memory:":
            size = sum(
                os.path.getsize(p) for p in (self.path, self.path + "-wal") if os.path.exists(p)
            )
        with self._read():
            return StoreInfo(
                provider=self.name,
                location=self.path,
                embedding_model=self._model,
                dimension=self._dimension,
                size_bytes=size,
            )
