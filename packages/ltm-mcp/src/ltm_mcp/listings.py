"""The tools that list one scope's memories: a page, one kind, some tags, some days."""

from __future__ import annotations

from collections.abc import Sequence

from ltm_mcp.dates import moment_range, show
from ltm_mcp.schemas import MemoryListing, MemoryPage, ToolFailure
from ltm_mcp.scope_tools import ScopeTools
from ltm_mcp.views import memory_view


class ListingTools(ScopeTools):
    """``get_all_memories``, ``search_by_type``, ``search_by_tags``, ``search_by_date_range``."""

    def get_all_memories(self, limit: int, offset: int) -> MemoryPage:
        """One page, newest first, with the scope's total."""
        memory = self._memory()
        items = memory.list(limit=limit, offset=offset)
        total = memory.count()
        after = offset + len(items)
        return MemoryPage(
            total=total,
            offset=offset,
            limit=limit,
            count=len(items),
            next_offset=after if after < total and items else None,
            memories=[memory_view(item, self.tz) for item in items],
        )

    def search_by_type(self, kind: str, limit: int) -> MemoryListing:
        """Memories of one kind, newest first."""
        memory = self._memory()
        return self._listing({"kind": kind}, limit, memory.list(kinds=[kind], limit=limit + 1))

    def search_by_tags(self, tags: Sequence[str], match_all: bool, limit: int) -> MemoryListing:
        """Memories carrying any (or every) one of ``tags``, newest first."""
        memory = self._memory()
        wanted = list(dict.fromkeys(tag.strip() for tag in tags if tag.strip()))
        if not wanted:
            raise ToolFailure("invalid_argument", "give at least one non-blank tag")
        if match_all:  # the store matches any tag; keep those carrying every one
            found = [i for i in memory.list(tags=wanted, limit=-1) if set(wanted) <= set(i.tags)]
        else:
            found = memory.list(tags=wanted, limit=limit + 1)
        shown = [self._shown(tag) for tag in wanted]  # no stored tag holds a secret anyway
        return self._listing({"tags": shown, "match_all": match_all}, limit, found)

    def search_by_date_range(
        self, start_date: str, end_date: str | None, limit: int
    ) -> MemoryListing:
        """Memories created on the given days (whole days, inclusive), newest first.

        An ISO time in place of a day is that instant (LongtermMemory-MCP's ``date_from`` and
        ``date_to`` arrive here as such).
        """
        since, until = moment_range(start_date, end_date, self.tz)
        memory = self._memory()
        return self._listing(
            {
                "start_date": start_date.strip(),
                "end_date": (end_date or start_date).strip(),
                "from": show(since, self.tz),
                "to": until.astimezone(self.tz).isoformat(timespec="microseconds"),
                "timezone": self.config.timezone_label(),
            },
            limit,
            memory.list(since=since, until=until, limit=limit + 1),
        )
