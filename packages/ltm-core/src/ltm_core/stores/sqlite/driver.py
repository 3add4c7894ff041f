"""Find a SQLite driver that can load the sqlite-vec extension."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence
from types import ModuleType
from typing import Any, TypeVar

from ltm_core.stores.base import StoreError

# Tried in order when the standard library's sqlite3 was built without extension loading
# (many pyenv and macOS builds). All are DB-API 2 drop-ins.
FALLBACK_DRIVERS = ("pysqlite3.dbapi2", "sqlean")

INSTALL_HINT = (
    "This Python's sqlite3 module cannot load extensions, and no fallback is installed. "
    "Install one: `pip install pysqlite3-binary` (Linux x86_64) or `pip install sqlean-py` "
    "(any platform), or use a Python whose sqlite3 supports enable_load_extension."
)


def can_load_extensions(module: ModuleType) -> bool:
    """Whether ``module``'s connections offer ``enable_load_extension``."""
    return hasattr(module.Connection, "enable_load_extension")


def sqlite_module(candidates: tuple[str, ...] = ("sqlite3", *FALLBACK_DRIVERS)) -> ModuleType:
    """The first driver of ``candidates`` that can load extensions.

    Raises:
        StoreError: None can; the message says what to install.
    """
    for name in candidates:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if can_load_extensions(module):
            return module
    raise StoreError(INSTALL_HINT)


def connect(path: str, *, busy_timeout_ms: int) -> Any:
    """Open ``path`` with sqlite-vec loaded, WAL journalling and a busy timeout."""
    try:
        import sqlite_vec
    except ImportError as exc:  # pragma: no cover - a declared dependency
        raise StoreError("sqlite-vec is not installed: pip install sqlite-vec") from exc
    module = sqlite_module()
    conn = module.connect(
        path,
        timeout=busy_timeout_ms / 1000,
        isolation_level=None,  # transactions are explicit: BEGIN IMMEDIATE for every write
        check_same_thread=False,  # guarded by the provider's lock
    )
    try:
        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
        conn.enable_load_extension(False)
    except Exception as exc:
        conn.close()
        raise StoreError(f"could not load the sqlite-vec extension: {exc}. {INSTALL_HINT}") from exc
    conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    if path != ":memory:":
        conn.execute("PRAGMA journal_mode = WAL")
    # WAL + NORMAL keeps every committed write across a process crash.
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


T = TypeVar("T")
IN_LIST_CHUNK = 500  # bound on "IN (...)" parameters, well under SQLite's limit


def chunks(values: Sequence[T], size: int = IN_LIST_CHUNK) -> Iterator[Sequence[T]]:
    """``values`` in slices small enough for one ``IN (...)`` list each."""
    for start in range(0, len(values), size):
        yield values[start : start + size]


def marks(n: int) -> str:
    """``?,?,?``: the placeholders of an ``IN (...)`` list of ``n`` values."""
    return ",".join("?" * n)
