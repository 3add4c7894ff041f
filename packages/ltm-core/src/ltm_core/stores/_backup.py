"""Backup folders, whatever the backend: where they go, how they are named, listed and pruned.

A backup is a folder named to the second (``20261130-101702``) under the store's own root
(``backups/<store file>/``), holding a ``manifest.json`` (when, from which store, counts per
scope) beside the backend's payload: ``memories.db`` and ``memories.jsonl`` for sqlite-vec,
``memories.jsonl`` with vectors for Postgres. Listing and pruning read only the manifests,
so they see only their own store's backups, the old shared folder included.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from ltm_core.stores.errors import BackupError
from ltm_core.stores.types import BackupInfo

__all__ = [
    "AUTO_EVERY",
    "AUTO_EVERY_ITEMS",
    "EXPORT",
    "MANIFEST",
    "SNAPSHOT",
    "BackupError",
    "BackupInfo",
    "RestoreReport",
    "default_backup_root",
    "legacy_backup_root",
    "list_backups",
    "new_folder",
    "prune",
    "read_info",
    "same_file",
]

SNAPSHOT = "memories.db"
EXPORT = "memories.jsonl"
MANIFEST = "manifest.json"
FOLDER_FORMAT = "%Y%m%d-%H%M%S"
#: Automatic backups: every time the store crosses a multiple of this many memories...
AUTO_EVERY_ITEMS = 100
#: ...or when the last one is older than this.
AUTO_EVERY = timedelta(hours=24)


def default_backup_root(db_path: Path) -> Path:
    """``backups/<store file name>`` next to the database file: one folder per store."""
    db = Path(db_path).expanduser()
    return db.parent / "backups" / db.name


def legacy_backup_root(db_path: Path) -> Path:
    """The flat ``backups`` folder older versions shared between the stores of one folder."""
    return Path(db_path).expanduser().parent / "backups"


def same_file(a: str | Path, b: str | Path) -> bool:
    return Path(a).expanduser().resolve() == Path(b).expanduser().resolve()


def source_of(folder: Path) -> str | None:
    try:
        source = json.loads((folder / MANIFEST).read_text(encoding="utf-8")).get("source")
    except (OSError, ValueError, AttributeError):
        return None
    return source if isinstance(source, str) else None


def new_folder(root: Path, now: datetime) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    base = now.strftime(FOLDER_FORMAT)
    for suffix in ("", *(f"-{i}" for i in range(1, 1000))):
        folder = root / f"{base}{suffix}"
        try:
            folder.mkdir()  # atomic: never reuses (overwrites) an existing backup
        except FileExistsError:
            continue
        return folder
    raise BackupError(f"could not create a new backup folder in {root}")


def read_info(folder: Path) -> BackupInfo:
    """What a backup folder holds, from its manifest."""
    try:
        manifest = json.loads((Path(folder) / MANIFEST).read_text(encoding="utf-8"))
        return BackupInfo(
            path=Path(folder),
            created_at=datetime.fromisoformat(manifest["created_at"]),
            memories=sum(int(s["memories"]) for s in manifest["scopes"]),
            scopes=len(manifest["scopes"]),
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise BackupError(
            f"{folder} is not an ltm backup (no readable {MANIFEST}); pass a folder that "
            "ltm backups lists"
        ) from exc


def list_backups(root: Path, source: str | Path | None = None) -> list[BackupInfo]:
    """Backups under ``root``, newest first; only those of the store ``source`` when given.

    With ``source``, the flat layout of older versions (``backups/`` shared by every store
    of the folder) is read too, and only that store's backups are listed from it.
    """
    roots = [Path(root)]
    if source is not None and str(source) != ":memory:":
        legacy = legacy_backup_root(Path(source))
        if not any(same_file(legacy, r) for r in roots):
            roots.append(legacy)
    folders = [f for r in roots if r.is_dir() for f in r.iterdir()]
    found = []
    for folder in folders:
        if source is not None:
            made_from = source_of(folder)
            if made_from is None or not same_file(made_from, source):
                continue
        if (folder / MANIFEST).is_file():
            try:
                found.append(read_info(folder))
            except BackupError:
                continue
    return sorted(found, key=lambda b: (b.created_at, b.path.name), reverse=True)


def prune(root: Path, keep: int, source: str | Path | None = None) -> list[Path]:
    """Delete all but the newest ``keep`` backups of ``source``; returns what was deleted.

    Another store's backups are never seen, so never deleted.
    """
    removed = []
    for info in list_backups(root, source)[max(keep, 1) :]:
        shutil.rmtree(info.path, ignore_errors=True)
        removed.append(info.path)
    return removed


@dataclass(frozen=True)
class RestoreReport:
    """What a restore put where, checked against the backup's manifest."""

    target: Path
    memories: int
    scopes: int
