"""``ltm import --from longterm-memory-mcp``: move a LongtermMemory-MCP database into ltm.

LongtermMemory-MCP (npm ``longterm-memory-mcp``) keeps one SQLite file, by default
``~/.longterm-memory-mcp/memories.db``, with a ``memories`` table: ``id``, ``content``,
``content_hash``, ``metadata`` (JSON object), ``embedding`` (JSON array), ``tags`` (JSON
array), ``importance`` (1-10), ``memory_type``, ``created_at``, ``updated_at`` and
``last_accessed`` (ISO 8601 texts). Newer versions add columns, so columns are read by name.

The file is opened read-only and never changed. Ids, timestamps, tags and metadata are kept;
texts are embedded again with ltm's model (the old vectors belong to another model set-up).
Every row goes through ltm's write path for imports: private spans removed, the guard,
duplicates by id or exact text. Importing the same file twice changes nothing.

Standard library only at import time: the MCP server's argument aliases use the kind mapping
below at start-up.
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ltm_core.memory import LongTermMemory

SOURCE_NAME = "longterm-memory-mcp"
DEFAULT_PATH = Path("~/.longterm-memory-mcp/memories.db")
#: The metadata key that keeps the row's original ``memory_type``.
TYPE_KEY = "longterm_memory_type"

#: LongtermMemory-MCP's memory types as ltm kinds; ltm's own kind names map to themselves.
KIND_OF_TYPE: dict[str, str] = {
    "general": "fact",
    "fact": "fact",
    "preference": "preference",
    "conversation": "event",
    "task": "task",
    "ephemeral": "ephemeral",
}
_REQUIRED = ("id", "content")
_OPTIONAL = ("metadata", "tags", "importance", "memory_type", "created_at", "updated_at")
_UUIDISH = re.compile(r"[0-9A-Za-z-]{1,64}")
_BATCH = 256


class MigrationError(Exception):
    """The database cannot be read; the message says what to do."""


def kind_for(memory_type: str | None, kinds: tuple[str, ...]) -> str | None:
    """The ltm kind of a LongtermMemory-MCP ``memory_type`` (``None``: unknown type)."""
    name = (memory_type or "general").strip().lower()
    return name if name in kinds else KIND_OF_TYPE.get(name)


def importance_for(value: float) -> float:
    """LongtermMemory-MCP's importance, 1 to 10, as ltm's 0 to 1 (its default 5 is our 0.5)."""
    return min(1.0, max(0.0, float(value) / 10.0))


@dataclass
class MigrationReport:
    """What an import did: counts, and each rejected row's label and reason (never its text)."""

    stored: int = 0
    duplicate: int = 0
    rejected: list[tuple[str, str]] = field(default_factory=list)

    def summary(self) -> dict[str, int]:
        """``stored``, ``duplicate`` and ``rejected`` counts."""
        return {"stored": self.stored, "duplicate": self.duplicate, "rejected": len(self.rejected)}


def read_memories(path: Path) -> list[dict[str, Any]]:
    """Every row of the ``memories`` table, by column name, opened read-only.

    Raises:
        MigrationError: no such file, not a SQLite database, or no ``memories`` table with
            ``id`` and ``content``.
    """
    path = path.expanduser()
    if not path.is_file():
        raise MigrationError(
            f"no LongtermMemory-MCP database at {path}; pass the path of its memories.db "
            "(MEMORY_DB_PATH if you set one)"
        )
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise MigrationError(f"cannot open {path} read-only: {exc}") from None
    try:
        conn.row_factory = sqlite3.Row
        try:
            columns = {row["name"] for row in conn.execute("PRAGMA table_info(memories)")}
        except sqlite3.DatabaseError as exc:
            raise MigrationError(f"{path} is not a SQLite database ({exc})") from None
        missing = [c for c in _REQUIRED if c not in columns]
        if missing:
            raise MigrationError(
                f"{path} has no LongtermMemory-MCP memories table (missing columns: "
                f"{', '.join(missing)})"
            )
        wanted = [*_REQUIRED, *(c for c in _OPTIONAL if c in columns)]
        last = "last_accessed" if "last_accessed" in columns else None
        select = ", ".join([*wanted, *([last] if last else [])])
        order = "created_at, id" if "created_at" in columns else "rowid"
        # Every name in the query is one of ours (checked present), never text from the file.
        rows = conn.execute(f"SELECT {select} FROM memories ORDER BY {order}").fetchall()
        return [dict(row) for row in rows]
    finally:
        conn.close()


def _json(value: Any, expected: type, name: str) -> Any:
    if value is None or value == "":
        return expected()
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            raise ValueError(f"{name} is not valid JSON") from None
    if not isinstance(value, expected):
        raise ValueError(f"{name} is not a JSON {expected.__name__}")
    return value


def to_import_row(row: dict[str, Any], kinds: tuple[str, ...]) -> dict[str, Any]:
    """One ``memories`` row as a row for :meth:`LongTermMemory.import_`.

    Raises:
        ValueError: a field cannot be read; the message names the field, never its value.
    """
    text = row.get("content")
    if not isinstance(text, str):
        raise ValueError("content is not text")
    tags = _json(row.get("tags"), list, "tags")
    metadata = dict(_json(row.get("metadata"), dict, "metadata"))
    memory_type = row.get("memory_type")
    kind = kind_for(memory_type if isinstance(memory_type, str) else None, kinds) or "fact"
    if isinstance(memory_type, str) and memory_type:
        metadata.setdefault(TYPE_KEY, memory_type)
    importance = row.get("importance")
    out: dict[str, Any] = {
        "id": str(row["id"]),
        "text": text,
        "kind": kind,
        "importance": 0.5 if importance is None else importance_for(importance),
        "tags": [str(t) for t in tags],
        "metadata": metadata,
        "source": SOURCE_NAME,
    }
    for ours, theirs in (
        ("created_at", "created_at"),
        ("updated_at", "updated_at"),
        ("last_accessed_at", "last_accessed"),
    ):
        if row.get(theirs):
            out[ours] = row[theirs]
    return out


def _label(row: dict[str, Any], index: int) -> str:
    """How a report names a row: its id when it is id-shaped, else its position."""
    ident = str(row.get("id", ""))
    return f"id {ident}" if _UUIDISH.fullmatch(ident) else f"row {index + 1}"


def import_database(memory: LongTermMemory, path: Path) -> MigrationReport:
    """Import every memory of a LongtermMemory-MCP database into ``memory``'s scope.

    Raises:
        MigrationError: the database cannot be read (nothing is imported then).
    """
    from ltm_core.models import KINDS

    rows = read_memories(path)
    report = MigrationReport()
    prepared: list[tuple[int, dict[str, Any]]] = []
    for index, row in enumerate(rows):
        try:
            prepared.append((index, to_import_row(row, KINDS)))
        except ValueError as exc:
            report.rejected.append((_label(row, index), str(exc)))
    for start in range(0, len(prepared), _BATCH):
        chunk = prepared[start : start + _BATCH]
        for result in memory.import_([r for _, r in chunk]):
            if result.status == "stored":
                report.stored += 1
            elif result.status == "duplicate":
                report.duplicate += 1
            else:
                index = chunk[result.index][0]
                report.rejected.append((_label(rows[index], index), result.reason or "rejected"))
    return report
