"""The tools as calls on one scope's ``ltm_core`` memory: arguments in, formatting out.

Every rule (scope, guard, dedupe, scoring, backups) is the library's. Methods are synchronous
(the server runs each call on a worker thread) and raise :class:`ToolFailure` for anything the
caller can correct; :func:`ltm_mcp.failures.run_tool` turns that, and the library's own
errors, into error results.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ltm_core import ContentRejected

from ltm_mcp.admin import AdminTools
from ltm_mcp.listings import ListingTools
from ltm_mcp.schemas import (
    DeleteResult,
    ForgetSourceResult,
    SaveResult,
    SearchResult,
    ToolFailure,
    UpdateResult,
)
from ltm_mcp.scope_tools import DISABLED, SHARED_BACKUPS
from ltm_mcp.views import memory_view, scored_view

__all__ = ["DISABLED", "SHARED_BACKUPS", "MemoryService"]


class MemoryService(ListingTools, AdminTools):
    """Every tool on one scope's memory, for one call (see :class:`ScopeTools`).

    Args:
        served: The server's scopes, settings and command line.
        scope: The scope this call is for.
        memory: That scope's open memory; ``None`` when ``LTM_ENABLED=0`` vetoes memory.
    """

    def save_memory(
        self,
        text: str,
        kind: str,
        importance: float,
        tags: Sequence[str],
        metadata: dict[str, Any] | None = None,
    ) -> SaveResult:
        """Store through the library's write path: private spans, guard, dedupe."""
        memory = self._memory()
        (result,) = memory.remember_many(
            [
                {
                    "text": text,
                    "kind": kind,
                    "importance": importance,
                    "tags": list(tags),
                    "metadata": metadata or {},
                    "source": "mcp",
                }
            ]
        )
        if result.status == "rejected":
            if result.pattern is not None:
                raise ContentRejected(result.pattern, field=result.field)
            raise ToolFailure("invalid_argument", f"not saved: {result.reason}")
        assert result.item is not None
        backup, warning = self._after_write()
        if result.status == "stored":
            message = f"Saved as a new memory (id {result.item.id})."
        else:
            message = (
                f"Already remembered: reinforced the existing memory {result.item.id} "
                "instead of adding a duplicate."
            )
        return SaveResult(
            status=result.status,
            id=result.item.id,
            memory=memory_view(result.item, self.tz),
            message=message,
            auto_backup=backup,
            warning=warning,
        )

    def search_memory(self, query: str, limit: int, threshold: float) -> SearchResult:
        """The library's hybrid recall; the result repeats the query as the guard cleaned it."""
        # 0 means no threshold at all (even a negative score, for a wholly unrelated memory).
        recalled = self._memory().recall(query, limit, min_score=threshold or None)
        return SearchResult(
            query=self._shown(query),  # as it was searched: never the secret it held
            threshold=threshold,
            count=len(recalled),
            results=[scored_view(r, self.tz) for r in recalled],
        )

    def update_memory(
        self,
        id: str,
        text: str | None,
        kind: str | None,
        importance: float | None,
        tags: Sequence[str] | None,
        metadata: dict[str, Any] | None = None,
    ) -> UpdateResult:
        """Change fields of one memory (re-embedded only when the text changes)."""
        changes = {
            name: value
            for name, value in (
                ("text", text),
                ("kind", kind),
                ("importance", importance),
                ("tags", tags),
                ("metadata", metadata),
            )
            if value is not None
        }
        if not changes:
            raise ToolFailure(
                "invalid_argument",
                "nothing to update: give text, kind, importance, tags or metadata",
            )
        item = self._memory().update(
            id,
            text=text,
            kind=kind,
            importance=importance,
            tags=None if tags is None else list(tags),
            metadata=metadata,
        )
        backup, warning = self._after_write()
        return UpdateResult(
            id=item.id,
            changed=sorted(changes),
            memory=memory_view(item, self.tz),
            message=f"Updated memory {item.id} ({', '.join(sorted(changes))}).",
            auto_backup=backup,
            warning=warning,
        )

    def delete_memory(self, id: str) -> DeleteResult:
        """Delete one memory by id."""
        if not self._memory().forget(id):
            raise ToolFailure("not_found", self.not_found(id))
        backup, warning = self._after_write()
        return DeleteResult(
            id=id,
            deleted=True,
            message=f"Deleted memory {id}.",
            auto_backup=backup,
            warning=warning,
        )

    def forget_source(
        self, thread_id: str | None = None, message_id: str | None = None
    ) -> ForgetSourceResult:
        """Forget one conversation (thread) or message and what was mined only from it."""
        if (thread_id is None) == (message_id is None):
            raise ToolFailure("invalid_argument", "give exactly one of thread_id or message_id")
        gone = self._memory().forget_source(thread_id=thread_id, message_id=message_id)
        backup, warning = self._after_write()
        return ForgetSourceResult(
            episodes=gone.episodes,
            facts=gone.facts,
            kept=gone.relinked,
            message=f"Forgot {gone.episodes} episodes and {gone.facts} memories mined from them.",
            auto_backup=backup,
            warning=warning,
        )
