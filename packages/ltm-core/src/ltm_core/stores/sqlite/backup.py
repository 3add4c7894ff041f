"""Backups of the embedded sqlite-vec store: a consistent SQLite snapshot plus a JSONL export.

A backup is a folder named to the second (``20261130-101702``), holding ``memories.db`` (made
with SQLite's online backup API, safe while other processes write), ``memories.jsonl`` (one
memory per line, with its scope's raw ids) and ``manifest.json`` (counts per scope). The newest
``keep`` folders are kept.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from ltm_core.models import MemoryScope, as_utc, utc_now
from ltm_core.stores._backup import (
    AUTO_EVERY,
    AUTO_EVERY_ITEMS,
    EXPORT,
    MANIFEST,
    SNAPSHOT,
    RestoreReport,
    default_backup_root,
    legacy_backup_root,
    list_backups,
    new_folder,
    prune,
    read_info,
)
from ltm_core.stores.base import GENERATION_KEY, BackupError, BackupInfo, ItemFilter, new_generation
from ltm_core.stores.sqlite.admin import SqliteAdmin
from ltm_core.stores.sqlite.driver import connect
from ltm_core.stores.sqlite.files import check_restore_target, held_memories, is_sqlite_file
from ltm_core.stores.sqlite.store import SqliteVecProvider

__all__ = [
    "AUTO_EVERY",
    "AUTO_EVERY_ITEMS",
    "EXPORT",
    "MANIFEST",
    "SNAPSHOT",
    "BackupError",
    "BackupInfo",
    "RestoreReport",
    "create_backup",
    "default_backup_root",
    "legacy_backup_root",
    "list_backups",
    "maybe_backup",
    "prune",
    "read_info",
    "restore_backup",
]


def _everything(store: SqliteVecProvider) -> list[tuple[MemoryScope, list[dict[str, Any]]]]:
    everything = ItemFilter(include_superseded=True)
    scopes = []
    for scope, _ in store.list_scopes():
        items = store.list(scope, everything, limit=-1)
        scopes.append((scope, [item.model_dump(mode="json") for item in reversed(items)]))
    return scopes


def create_backup(
    store: SqliteAdmin,
    root: Path | None = None,
    *,
    keep: int = 10,
    now: datetime | None = None,
) -> BackupInfo:
    """Snapshot ``store`` into a new folder under ``root`` and keep the newest ``keep``.

    Raises:
        BackupError: The store is in memory, or the folder cannot be written.
    """
    if store.path == ":memory:":
        raise BackupError("an in-memory store has nothing on disk to back up")
    when = as_utc(now or utc_now())
    root = Path(root) if root is not None else default_backup_root(Path(store.path))
    try:
        folder = new_folder(root, when)
    except OSError as exc:
        raise BackupError(
            f"cannot create a backup folder in {root} ({exc}); set LTM_BACKUP_PATH to a "
            "writable folder"
        ) from exc
    try:
        target = connect(str(folder / SNAPSHOT), busy_timeout_ms=30_000)
        try:
            store.backup_to(target)
        finally:
            target.close()
        # Export from the snapshot, not the live store, so both describe the same moment.
        snapshot = SqliteVecProvider(folder / SNAPSHOT)
        try:
            scopes = _everything(snapshot)
            model = snapshot.info().embedding_model
        finally:
            snapshot.close()
        with (folder / EXPORT).open("w", encoding="utf-8") as out:
            for scope, rows in scopes:
                for row in rows:
                    out.write(json.dumps({"scope": scope.as_dict(), **row}, ensure_ascii=False))
                    out.write("\n")
        manifest = {
            "created_at": when.isoformat(),
            "source": str(Path(store.path).resolve()),
            "embedding_model": model,
            "scopes": [{**scope.as_dict(), "memories": len(rows)} for scope, rows in scopes],
        }
        (folder / MANIFEST).write_text(json.dumps(manifest, indent=2, ensure_ascii=False))
    except Exception as exc:
        shutil.rmtree(folder, ignore_errors=True)
        raise BackupError(f"backup of {store.path} into {folder} failed: {exc}") from exc
    store.record_backup(when)
    prune(root, keep, source=store.path)
    return read_info(folder)


def maybe_backup(
    store: SqliteAdmin,
    root: Path | None = None,
    *,
    keep: int = 10,
    now: datetime | None = None,
) -> BackupInfo | None:
    """Back up when the store crossed a multiple of 100 memories or a day has passed.

    Both are measured from the last backup; a store that never had one is backed up once it
    holds a memory.
    """
    if store.path == ":memory:":
        return None
    when = as_utc(now or utc_now())
    count = store.total_memories()
    last_at, last_count = store.last_backup()
    if count == 0 and last_at is None:
        return None
    due = (
        last_at is None
        or when - last_at >= AUTO_EVERY
        or count // AUTO_EVERY_ITEMS != last_count // AUTO_EVERY_ITEMS
    )
    return create_backup(store, root, keep=keep, now=when) if due else None


def _copy(
    source_path: str, target_path: str, before_commit: Callable[[], None] | None = None
) -> None:
    """Copy one database into another with SQLite's backup API (one write transaction).

    Args:
        source_path: The database read.
        target_path: The database replaced.
        before_commit: Called while the copy holds the target's write lock, before anything
            is committed; raising aborts the copy and leaves the target as it was. A restore
            re-checks there that nobody wrote into the target since it was found empty.
    """
    source = connect(source_path, busy_timeout_ms=30_000)
    destination = connect(target_path, busy_timeout_ms=30_000)
    try:
        if before_commit is None:
            source.backup(destination)
            return
        pages = int(source.execute("PRAGMA page_count").fetchone()[0])
        if pages < 2:
            raise BackupError(f"{source_path} holds no store; the backup is damaged")
        # Two steps: the first copies all but one page and keeps the target's write lock
        # (writers wait, WAL readers still see the old file), the second commits.
        checked: list[bool] = []

        def progress(status: int, remaining: int, total: int) -> None:
            if not checked:
                checked.append(True)
                before_commit()

        source.backup(destination, pages=pages - 1, progress=progress)
    finally:
        source.close()
        destination.close()


def _still_empty(target: Path) -> None:
    """Refuse to commit a restore over memories written since the target was checked.

    Raises:
        BackupError: The target now holds memories (or cannot be read to tell).
    """
    held = held_memories(target)
    if held != 0:
        raise BackupError(
            f"{target} received memories while the restore ran, so nothing was restored and "
            "they are kept; restore into a new file (pass another --db)"
            if held
            else f"could not re-check {target} before the restore committed; nothing was "
            "restored: stop the processes using it and try again"
        )


def restore_backup(backup: Path, target: Path) -> RestoreReport:
    """Restore ``backup`` into ``target``, a new or empty store, and verify the counts.

    Raises:
        BackupError: ``target`` already holds memories, the backup is damaged, or the
            restored counts differ from the manifest.
    """
    folder = Path(backup).expanduser()
    info = read_info(folder)
    snapshot = folder / SNAPSHOT
    if not snapshot.is_file():
        raise BackupError(
            f"{folder} has no {SNAPSHOT}; restore it from {EXPORT}, keeping each memory's "
            f"scope: ltm import --all-scopes {folder / EXPORT} --db {target}"
        )
    if not is_sqlite_file(snapshot):
        raise BackupError(f"{snapshot} is not a SQLite database; the backup is damaged")
    target = check_restore_target(Path(target))
    fresh = not target.exists()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BackupError(f"cannot create the folder {target.parent} ({exc})") from exc
    with tempfile.TemporaryDirectory(prefix="ltm-restore-") as scratch:
        # A private copy gets a new generation first, so the target changes in one step:
        # a process holding the target open sees either the old file or the new one, and
        # with the new one a new generation that drops every scope id it had cached.
        staged = str(Path(scratch) / SNAPSHOT)
        _copy(str(snapshot), staged)
        conn = connect(staged, busy_timeout_ms=30_000)
        try:
            conn.execute("CREATE TABLE IF NOT EXISTS ltm_meta (key TEXT PRIMARY KEY, value TEXT)")
            conn.execute(
                "INSERT INTO ltm_meta (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (GENERATION_KEY, new_generation()),
            )
        finally:
            conn.close()
        _copy(staged, str(target), before_commit=lambda: _still_empty(target))
    for stale in (f"{target}-wal", f"{target}-shm") if fresh else ():  # nobody else has them
        if os.path.exists(stale) and os.path.getsize(stale) == 0:
            os.remove(stale)
    restored = SqliteVecProvider(target)
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        everything = ItemFilter(include_superseded=True)
        for entry in manifest["scopes"]:
            try:
                scope = MemoryScope(entry["user_id"], entry["namespace"], entry["workspace_id"])
            except (KeyError, TypeError, ValueError) as exc:
                raise BackupError(f"{folder / MANIFEST} names a scope badly: {exc}") from exc
            if restored.count(scope, everything) != int(entry["memories"]):
                raise BackupError(
                    f"restored {target} does not match the backup manifest for scope "
                    f"{scope.as_dict()}; the backup may be damaged"
                )
    finally:
        restored.close()
    return RestoreReport(target=target, memories=info.memories, scopes=info.scopes)
