"""Which files ltm may write: never a store, never a foreign SQLite database, never a folder.

``ltm restore`` writes a whole database file and ``ltm export`` a JSONL file. Both are told a
path by a person, who may mistype it into the store itself, a browser's ``places.sqlite`` or
a folder. These checks only read, through a read-only connection, so a refused file is left
exactly as it was.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from dataclasses import dataclass
from pathlib import Path

from ltm_core.stores.base import BackupError, StoreError

#: The first 16 bytes of every SQLite database file.
SQLITE_HEADER = b"SQLite format 3\x00"
#: The files SQLite keeps beside a database.
COMPANIONS = ("-wal", "-shm", "-journal")
#: The tables every ltm store has.
_STORE_TABLES = {"ltm_meta", "scopes", "memories"}


def is_special_file(path: Path) -> bool:
    """Whether ``path`` exists but is neither a regular file nor a folder (a pipe, a device).

    Opening a named pipe blocks until another program opens its other end, and a device is
    the system's: ltm neither reads nor replaces either.
    """
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def is_sqlite_file(path: Path) -> bool:
    """Whether ``path`` is a regular file that starts with SQLite's header."""
    if is_special_file(path):
        return False  # never opened: a named pipe would block here
    try:
        with Path(path).open("rb") as handle:
            return handle.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def store_files(db_path: Path) -> set[Path]:
    """The store file and its companions, with symlinks resolved."""
    resolved = Path(db_path).expanduser().resolve()
    return {resolved, *(resolved.with_name(resolved.name + c) for c in COMPANIONS)}


def companion_of(path: Path) -> Path | None:
    """The database ``path`` belongs to when it is an existing one's -wal/-shm/-journal file."""
    for suffix in COMPANIONS:
        if path.name.endswith(suffix):
            base = path.with_name(path.name[: -len(suffix)])
            if base.is_file():
                return base
    return None


def _read_only(path: Path, sql: str, *, immutable: bool = False) -> list[tuple[object, ...]] | None:
    """The rows of ``sql`` on a read-only connection (``None``: the file cannot be read).

    ``immutable`` reads the main file alone, so no ``-wal`` or ``-shm`` file is made beside
    a database that is not ltm's; it may miss what another process has not checkpointed yet.
    """
    uri = f"{path.resolve().as_uri()}?{'immutable=1' if immutable else 'mode=ro'}"
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error:
        return None
    try:
        return list(conn.execute(sql).fetchall())
    except sqlite3.Error:
        return None
    finally:
        conn.close()


@dataclass(frozen=True)
class Schema:
    """What a SQLite file declares: its tables, every other object, and its stamps."""

    tables: frozenset[str]
    others: frozenset[str]  # views, indexes, triggers
    stamped: bool  # a user_version or application_id another program set

    @property
    def blank(self) -> bool:
        """Nothing in it: a database ltm may take as a new store."""
        return not (self.tables or self.others or self.stamped)

    @property
    def is_ltm_store(self) -> bool:
        """Whether these are ltm's tables (``ltm_meta`` came with versioning; older: the rest)."""
        return "ltm_meta" in self.tables or _STORE_TABLES - {"ltm_meta"} <= self.tables


def schema_of(path: Path) -> Schema | None:
    """The schema of a SQLite file, read without writing anything (``None``: unreadable).

    The main file alone, unless a write-ahead log lies beside it: then what it holds counts
    too (a store another process just made may have its tables there only).
    """
    wal = path.with_name(path.name + "-wal")
    rows = _read_only(
        path,
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite^_%' ESCAPE '^' "
        "UNION ALL SELECT 'stamp', (SELECT user_version FROM pragma_user_version) "
        "+ (SELECT application_id FROM pragma_application_id)",
        immutable=not (wal.is_file() and wal.stat().st_size > 0),
    )
    if rows is None:
        return None
    named = [(str(kind), str(name)) for kind, name in rows if kind != "stamp"]
    stamps = [name for kind, name in rows if kind == "stamp"]
    return Schema(
        tables=frozenset(name for kind, name in named if kind == "table"),
        others=frozenset(name for kind, name in named if kind != "table"),
        stamped=any(stamp not in (0, None) for stamp in stamps),
    )


def held_memories(path: Path) -> int | None:
    """Memories an ltm store holds, ``0`` for a blank database, ``None``: not ours."""
    schema = schema_of(path)
    if schema is None:
        return None
    if schema.blank:
        return 0
    if not (schema.is_ltm_store and schema.tables >= _STORE_TABLES):
        return None
    rows = _read_only(path, "SELECT COUNT(*) FROM memories")  # ours: it may read the WAL
    return None if rows is None else int(str(rows[0][0]))


def check_store_file(path: Path, what: str = "the store path") -> None:
    """Refuse to open ``path`` as a store unless it is missing, empty, or an ltm store.

    A store opened on another program's database would add its tables to that file and
    switch it to WAL journalling; a named pipe or a device would block or be written. Only
    reads, so a refused file is left exactly as it was, with nothing made beside it.

    Raises:
        StoreError: ``path`` is not a store ltm may open; the message says what to do.
    """
    if is_special_file(path):
        raise StoreError(
            f"{what} {path} is not a regular file (a named pipe, device or socket); "
            "name a store file, e.g. ~/.ltm/memories.db"
        )
    if not path.is_file() or path.stat().st_size == 0:
        return
    if not is_sqlite_file(path):
        raise StoreError(
            f"{what} {path} is not an ltm store (not a SQLite database); name the store "
            "file, or a new path for a new store"
        )
    schema = schema_of(path)
    if schema is not None and not schema.blank and not schema.is_ltm_store:
        raise StoreError(
            f"{what} {path} is another program's SQLite database, not an ltm store; ltm never "
            "changes it. Name the store file, or a new path for a new store"
        )


def check_restore_target(target: Path) -> Path:
    """``target`` with symlinks resolved, when a restore may write it.

    Allowed: a missing file (in an existing or creatable folder), an empty file, or an ltm
    store that holds no memory.

    Raises:
        BackupError: Anything else, with what to do instead.
    """
    path = Path(target).expanduser()
    if is_special_file(path):  # /dev/stdout and the like resolve to no usable path
        raise BackupError(
            f"{target} is not a regular file (a named pipe, device or socket); "
            "restore into a new file (pass another --db)"
        )
    if path.is_symlink() and not path.exists():
        raise BackupError(f"{target} is a dangling symbolic link; pass the real file with --db")
    path = path.resolve()
    if path.is_dir():
        raise BackupError(f"{target} is a folder; pass a database file path with --db")
    if is_special_file(path):
        raise BackupError(
            f"{target} is not a regular file (a named pipe, device or socket); "
            "restore into a new file (pass another --db)"
        )
    base = companion_of(path)
    if base is not None:
        raise BackupError(f"{target} belongs to the database {base}; pass another --db")
    if not path.exists() or path.stat().st_size == 0:
        return path
    if not is_sqlite_file(path):
        raise BackupError(
            f"{target} is not a SQLite database; restore into a new file (pass another --db)"
        )
    held = held_memories(path)
    if held is None:
        raise BackupError(
            f"{target} is a SQLite database that is not an ltm store; ltm never overwrites "
            "it. Restore into a new file (pass another --db)"
        )
    if held:
        raise BackupError(
            f"{target} already holds {held} memories; restore into a new or empty store "
            "(pass another --db, or move this file away first)"
        )
    return path


def check_export_target(target: Path, db_path: Path | None, *, force: bool) -> Path:
    """``target`` with symlinks resolved, when an export may write it.

    Refused: the store's own files, any SQLite database, a folder, a missing folder, and an
    existing file unless ``force``.

    Raises:
        BackupError: The file may not be written; the message says what to do.
    """
    if is_special_file(Path(target).expanduser()):  # before resolving: /dev/stdout is a pipe
        raise BackupError(
            f"{target} is not a regular file (a named pipe, device or socket); "
            "name a file to export into"
        )
    path = Path(target).expanduser().resolve()
    if db_path is not None and str(db_path) != ":memory:" and path in store_files(db_path):
        raise BackupError(f"{target} is the store itself; export into another file")
    if path.is_dir():
        raise BackupError(f"{target} is a folder; name a file to export into")
    if is_special_file(path):  # --force replaces an earlier export, never a pipe or device
        raise BackupError(
            f"{target} is not a regular file (a named pipe, device or socket); "
            "name a file to export into"
        )
    base = companion_of(path)
    if base is not None:
        raise BackupError(f"{target} belongs to the database {base}; export into another file")
    if not path.parent.is_dir():
        raise BackupError(f"the folder {path.parent} does not exist; create it first")
    if is_sqlite_file(path):
        raise BackupError(f"{target} is a SQLite database; ltm never exports onto one")
    if path.exists() and not force:
        raise BackupError(f"{target} exists; pass --force to replace it, or name a new file")
    if path.exists() and not os.access(path, os.W_OK):
        raise BackupError(f"{target} is not writable")
    return path
