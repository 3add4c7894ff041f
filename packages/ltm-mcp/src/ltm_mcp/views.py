"""The library's objects as tool output: memories, scored results, backups, listings.

Pure functions of the object and the server's timezone, shared by every scope's service.
"""

from __future__ import annotations

from datetime import tzinfo

from ltm_core import MemoryItem, Recalled
from ltm_core.stores.base import BackupInfo

from ltm_mcp.dates import show
from ltm_mcp.schemas import BackupSummary, Memory, MemoryListing, ScoreComponents, ScoredMemory


def memory_view(item: MemoryItem, tz: tzinfo | None) -> Memory:
    """One memory, its times shown in ``tz``."""
    return Memory(
        id=item.id,
        text=item.text,
        kind=item.kind,
        importance=item.importance,
        tags=list(item.tags),
        metadata=dict(item.metadata),
        created_at=show(item.created_at, tz),
        updated_at=show(item.updated_at, tz),
        last_accessed_at=None if item.last_accessed_at is None else show(item.last_accessed_at, tz),
        access_count=item.access_count,
    )


def scored_view(recalled: Recalled, tz: tzinfo | None) -> ScoredMemory:
    """One recalled memory with its hybrid score and the components behind it."""
    return ScoredMemory(
        **memory_view(recalled.item, tz).model_dump(),
        score=round(recalled.score, 4),
        components=ScoreComponents(
            similarity=round(recalled.similarity, 4),
            dense=None if recalled.dense is None else round(recalled.dense, 4),
            lexical=None if recalled.lexical is None else round(recalled.lexical, 4),
            recency=round(recalled.recency, 4),
            importance=recalled.importance,
        ),
    )


def backup_view(info: BackupInfo, tz: tzinfo | None) -> BackupSummary:
    """Where a backup is, when it was made and what it holds."""
    return BackupSummary(
        path=str(info.path),
        created_at=show(info.created_at, tz),
        memories=info.memories,
        scopes=info.scopes,
    )


def listing_view(
    filter: dict[str, object], limit: int, found: list[MemoryItem], tz: tzinfo | None
) -> MemoryListing:
    """The first ``limit`` of ``found``; the caller fetches ``limit + 1`` to know of more."""
    return MemoryListing(
        filter=filter,
        count=min(len(found), limit),
        has_more=len(found) > limit,
        memories=[memory_view(item, tz) for item in found[:limit]],
    )


def counted(n: int, one: str, many: str | None = None) -> str:
    """``1 memory``, ``2 memories``."""
    return f"{n} {one if n == 1 else many or one + 's'}"
