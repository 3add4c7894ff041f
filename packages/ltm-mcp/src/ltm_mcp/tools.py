"""The memory tools: names, descriptions, argument schemas and annotations.

Each tool runs its call on a bounded set of worker threads (``TOOL_THREADS``, whatever the
number of clients or scopes), for the scope its request names (see :mod:`ltm_mcp.scopes`).
Light on purpose, like ``server``: the SDK, pydantic and this package's light modules.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Annotated, Any

import anyio
import anyio.to_thread
from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, ToolAnnotations
from pydantic import Field

from ltm_mcp.aliases import ALIAS_NOTES
from ltm_mcp.config import ServerConfig
from ltm_mcp.holder import MemoryHolder
from ltm_mcp.mcp_server import REQUEST_SCOPE, to_result
from ltm_mcp.schemas import (
    BackupResult,
    DeleteAllResult,
    DeleteResult,
    ForgetSourceResult,
    Kind,
    MemoryListing,
    MemoryPage,
    SaveResult,
    SearchResult,
    Stats,
    UpdateResult,
)

#: Tool calls run at once (each on a worker thread); more wait their turn. Calls are mostly
#: the embedding and SQLite, which a few threads keep busy on a small machine.
TOOL_THREADS = 8

_READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)
_WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)
_CHANGE = ToolAnnotations(read_only_hint=False, destructive_hint=True, open_world_hint=False)
_DELETE = ToolAnnotations(
    read_only_hint=False, destructive_hint=True, idempotent_hint=True, open_world_hint=False
)

Limit = Annotated[int, Field(ge=1, le=500, description="How many memories to return at most.")]
#: The largest ``offset`` of ``get_all_memories``: far past any store, and within SQLite's
#: 64-bit integers (a larger one used to fail with a bare "Error executing tool").
MAX_OFFSET = 1_000_000_000

Metadata = Annotated[
    dict[str, Any] | None,
    Field(
        description="Key-value details to keep with the memory (no secrets), e.g. "
        "{'topic': 'auth'}."
    ),
]


def register_tools(server: MCPServer[None], holder: MemoryHolder, config: ServerConfig) -> None:
    """Register every memory tool on ``server``, each call run by ``holder``."""
    limiter: list[anyio.CapacityLimiter] = []

    async def run(tool: str, **arguments: Any) -> CallToolResult:
        if not limiter:  # made inside the event loop, on first use
            limiter.append(anyio.CapacityLimiter(TOOL_THREADS))
        call = partial(holder.call, tool, arguments, REQUEST_SCOPE.get())
        return to_result(await anyio.to_thread.run_sync(call, limiter=limiter[0]))

    @server.tool(
        annotations=_WRITE,
        description=(
            "Save a durable memory about the user (a preference, identity detail, project "
            "context, decision, event or task). A duplicate (same or nearly the same text) "
            "is not added twice: the existing memory is reinforced and its id returned. "
            "Text that looks like a secret (API key, password, token...) is refused, naming "
            "the rule." + ALIAS_NOTES["save_memory"]
        ),
    )
    async def save_memory(
        text: Annotated[
            str,
            Field(
                min_length=1,
                description="One short, self-contained statement, e.g. 'The user prefers "
                "metric units.' Parts inside <private>...</private> are removed before saving.",
            ),
        ],
        kind: Annotated[Kind, Field(description="What the memory is about.")] = "fact",
        importance: Annotated[
            float, Field(ge=0.0, le=1.0, description="0 (trivia) to 1 (essential).")
        ] = 0.5,
        tags: Annotated[
            Sequence[str], Field(description="Labels to find it by, e.g. ['work', 'python'].")
        ] = (),
        metadata: Metadata = None,
    ) -> Annotated[CallToolResult, SaveResult]:
        return await run(
            "save_memory", text=text, kind=kind, importance=importance, tags=tags, metadata=metadata
        )

    @server.tool(
        annotations=_READ,
        description=(
            "Search the user's memories by meaning and words, best first. Each result has "
            "its id, text, kind, tags, created_at, a hybrid score (mostly similarity, a "
            "little recency and importance) and the components behind it."
        ),
    )
    async def search_memory(
        query: Annotated[
            str, Field(min_length=1, description="What to look for, in natural language.")
        ],
        limit: Annotated[
            int, Field(ge=1, le=100, description="How many memories to return at most.")
        ] = 5,
        threshold: Annotated[
            float,
            Field(
                ge=0.0,
                le=1.0,
                description="Leave out memories whose score is below this (0 keeps all; "
                "e.g. 0.3 drops weak matches).",
            ),
        ] = 0.0,
    ) -> Annotated[CallToolResult, SearchResult]:
        return await run("search_memory", query=query, limit=limit, threshold=threshold)

    @server.tool(
        annotations=_READ,
        description=(
            "List the user's memories page by page, newest first, with the total count and "
            "the offset of the next page."
        ),
    )
    async def get_all_memories(
        limit: Limit = 50,
        offset: Annotated[
            int,
            Field(
                ge=0,
                le=MAX_OFFSET,
                description="How many of the newest memories to skip (next_offset of the "
                "previous page; past the total gives an empty page).",
            ),
        ] = 0,
    ) -> Annotated[CallToolResult, MemoryPage]:
        return await run("get_all_memories", limit=limit, offset=offset)

    @server.tool(
        annotations=_CHANGE,
        description="Correct a stored memory: give its id and only the fields to change."
        + ALIAS_NOTES["update_memory"],
    )
    async def update_memory(
        id: Annotated[str, Field(min_length=1, description="The memory's id.")],
        text: Annotated[str | None, Field(min_length=1, description="New text.")] = None,
        kind: Annotated[Kind | None, Field(description="New kind.")] = None,
        importance: Annotated[
            float | None, Field(ge=0.0, le=1.0, description="New importance, 0 to 1.")
        ] = None,
        tags: Annotated[
            list[str] | None, Field(description="New tags (replace the old ones).")
        ] = None,
        metadata: Metadata = None,
    ) -> Annotated[CallToolResult, UpdateResult]:
        return await run(
            "update_memory",
            id=id,
            text=text,
            kind=kind,
            importance=importance,
            tags=tags,
            metadata=metadata,
        )

    @server.tool(
        annotations=_DELETE,
        description="Delete one memory by its id.",
    )
    async def delete_memory(
        id: Annotated[str, Field(min_length=1, description="The memory's id.")],
    ) -> Annotated[CallToolResult, DeleteResult]:
        return await run("delete_memory", id=id)

    @server.tool(
        annotations=_DELETE,
        description=(
            "Forget a conversation: the user's messages kept from one thread (or one message) "
            "and every memory mined only from them. Give exactly one of the two ids."
        ),
    )
    async def forget_source(
        thread_id: Annotated[
            str | None, Field(min_length=1, description="The conversation thread's id.")
        ] = None,
        message_id: Annotated[
            str | None, Field(min_length=1, description="One message's id.")
        ] = None,
    ) -> Annotated[CallToolResult, ForgetSourceResult]:
        return await run("forget_source", thread_id=thread_id, message_id=message_id)

    @server.tool(
        annotations=_DELETE,
        description=(
            "Delete every memory of this user in this server's namespace. Refused unless "
            "confirm is true. When automatic backups are on, a backup is made first."
        ),
    )
    async def delete_all_memories(
        confirm: Annotated[
            bool,
            Field(description="Must be true; only when the user asked to erase all memories."),
        ] = False,
    ) -> Annotated[CallToolResult, DeleteAllResult]:
        return await run("delete_all_memories", confirm=confirm)

    @server.tool(
        annotations=_READ,
        description=(
            "How many memories there are per kind, where they are stored and how big the "
            "file is, the embedding model, and the last backup."
        ),
    )
    async def memory_stats() -> Annotated[CallToolResult, Stats]:
        return await run("memory_stats")

    @server.tool(
        annotations=_READ,
        description="List memories of one kind, newest first." + ALIAS_NOTES["search_by_type"],
    )
    async def search_by_type(
        kind: Annotated[Kind, Field(description="The kind of memory to list.")],
        limit: Limit = 20,
    ) -> Annotated[CallToolResult, MemoryListing]:
        return await run("search_by_type", kind=kind, limit=limit)

    @server.tool(
        annotations=_READ,
        description="List memories carrying the given tags, newest first.",
    )
    async def search_by_tags(
        tags: Annotated[list[str], Field(min_length=1, description="Tags to look for.")],
        match_all: Annotated[
            bool,
            Field(description="true: only memories with every tag; false: with any of them."),
        ] = False,
        limit: Limit = 20,
    ) -> Annotated[CallToolResult, MemoryListing]:
        return await run("search_by_tags", tags=tags, match_all=match_all, limit=limit)

    @server.tool(
        annotations=_READ,
        description=(
            "List memories created between two calendar days, both included, newest first. "
            f"Days are whole days in the server's timezone: {config.timezone_label()}; an ISO "
            "time instead of a day is that instant." + ALIAS_NOTES["search_by_date_range"]
        ),
    )
    async def search_by_date_range(
        start_date: Annotated[
            str,
            Field(description="First day, YYYY-MM-DD (whole day, inclusive), or an ISO time."),
        ],
        end_date: Annotated[
            str | None,
            Field(
                description="Last day, YYYY-MM-DD (whole day, inclusive), or an ISO time; "
                "default: the end of start_date's day."
            ),
        ] = None,
        limit: Limit = 50,
    ) -> Annotated[CallToolResult, MemoryListing]:
        return await run(
            "search_by_date_range", start_date=start_date, end_date=end_date, limit=limit
        )

    @server.tool(
        annotations=_WRITE,
        description=(
            "Back up the memory database now: a folder with a consistent SQLite snapshot "
            "(memories.db), a JSONL export (memories.jsonl) and a manifest. The newest "
            "LTM_BACKUP_KEEP backups (default 10) are kept, in LTM_BACKUP_PATH."
        ),
    )
    async def create_backup() -> Annotated[CallToolResult, BackupResult]:
        return await run("create_backup")
