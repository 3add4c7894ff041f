"""Where memories are kept: the backend, the SQLite file, backups and limits."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings

from ltm_core.settings.config import SETTINGS_CONFIG


class StorageSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

    vector_provider: str = Field(
        default="sqlite-vec",
        description="Storage backend: sqlite-vec, chroma, pinecone or postgres.",
    )
    db_path: Path = Field(
        default=Path("~/.ltm/memories.db"),
        description="The SQLite file of the embedded store (parent folders are created).",
    )
    busy_timeout_ms: int = Field(
        default=30_000, ge=0, description="How long a writer waits for another process's lock."
    )

    vector_cache_min_items: int = Field(
        default=1000,
        ge=0,
        description="sqlite-vec: scopes with at least this many items are searched from an "
        "in-memory matrix instead of a vec0 scan (and, whatever its size, a scope the process "
        "writes to).",
    )
    vector_cache_mb: int = Field(
        default=256, ge=0, description="sqlite-vec: memory budget of the in-memory matrices."
    )
    max_items: int = Field(
        default=500, ge=0, description="Items kept per scope before eviction; 0 never evicts."
    )
    max_text_chars: int = Field(
        default=8000, ge=1, description="Longest memory text accepted (queries are cut to it)."
    )
    backup_path: Path | None = Field(
        default=None,
        description="Where backups go (default: a backups folder next to LTM_DB_PATH).",
    )
    backup_keep: int = Field(default=10, ge=1, description="Backups kept (newest first).")
    auto_backup: bool = Field(
        default=True,
        description="The ltm command and MCP server back up the store when it crosses a "
        "multiple of 100 memories or a day after the last backup.",
    )
