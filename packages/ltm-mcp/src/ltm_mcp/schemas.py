"""What the tools return: pydantic models that become each tool's JSON output schema.

Light on purpose (pydantic only): the server registers its tools from these before ltm's
engine is imported.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

#: The memory kinds of ``ltm_core.KINDS``, spelled out so the tool schemas can offer them as
#: an enum without importing the engine at start-up (a test checks both lists agree).
Kind = Literal[
    "identity", "preference", "fact", "project", "decision", "event", "task", "ephemeral", "episode"
]

ErrorCode = Literal[
    "disabled",
    "unavailable",
    "not_found",
    "invalid_argument",
    "invalid_date",
    "content_rejected",
    "confirmation_required",
    "backup_failed",
    "unsupported",
    "store_error",
    "scope_refused",
]


class ToolFailure(Exception):
    """A tool call that cannot be done; it becomes an error result, never a protocol error.

    Args:
        code: What kind of failure, for programs.
        message: What went wrong and what to do, for people and models. Never quotes a
            rejected secret.
        pattern: The guard rule that refused the content, for ``content_rejected``.
    """

    def __init__(self, code: ErrorCode, message: str, *, pattern: str | None = None) -> None:
        super().__init__(message)
        self.info = ErrorInfo(error=code, message=message, pattern=pattern)


class ErrorInfo(BaseModel):
    """The structured content of an error result."""

    error: ErrorCode = Field(description="What kind of failure.")
    message: str = Field(description="What went wrong and what to do.")
    pattern: str | None = Field(
        default=None, description="The guard rule that refused the content (never the value)."
    )
    fields: list[str] | None = Field(
        default=None,
        description="For invalid_argument: the arguments at fault (never their values).",
    )


class Memory(BaseModel):
    """One stored memory. Times are ISO 8601 in the server's timezone."""

    id: str
    text: str
    kind: str
    importance: float
    tags: list[str]
    metadata: dict[str, Any] = Field(default_factory=dict)
    created_at: str
    updated_at: str
    last_accessed_at: str | None
    access_count: int


class ScoreComponents(BaseModel):
    """Why a memory ranked where it did: score = w_s*similarity + w_r*recency + w_i*importance."""

    similarity: float = Field(description="Fused similarity (dense cosine and lexical BM25).")
    dense: float | None = Field(description="Cosine similarity of the embeddings.")
    lexical: float | None = Field(description="Bounded BM25 score of the query's words.")
    recency: float = Field(description="1.0 for a fresh memory, halving every half-life.")
    importance: float


class ScoredMemory(Memory):
    """A memory found by ``search_memory``, with its hybrid score."""

    score: float
    components: ScoreComponents


class BackupSummary(BaseModel):
    """One backup folder (a SQLite snapshot, a JSONL export and a manifest)."""

    path: str
    created_at: str
    memories: int = Field(description="Memories in the whole database file, every scope.")
    scopes: int


class WriteOutcome(BaseModel):
    """What every tool that writes also returns: a sentence, the automatic backup, a warning."""

    message: str
    auto_backup: BackupSummary | None = None
    warning: str | None = None


class SaveResult(WriteOutcome):
    """``save_memory``: stored as new, or reinforced the duplicate already stored."""

    status: Literal["stored", "duplicate"]
    id: str
    memory: Memory


class SearchResult(BaseModel):
    """``search_memory``: the best matches, best first."""

    query: str = Field(
        description="The query as it was searched: private spans removed, secrets redacted."
    )
    threshold: float
    count: int
    results: list[ScoredMemory]


class MemoryPage(BaseModel):
    """``get_all_memories``: one page, newest first."""

    total: int = Field(description="Memories in this scope.")
    offset: int
    limit: int
    count: int
    next_offset: int | None = Field(description="Offset of the next page; null on the last.")
    memories: list[Memory]


class MemoryListing(BaseModel):
    """``search_by_type``, ``search_by_tags``, ``search_by_date_range``: newest first."""

    filter: dict[str, Any] = Field(description="The filter as the server understood it.")
    count: int
    has_more: bool = Field(description="More memories match than ``limit`` returned.")
    memories: list[Memory]


class UpdateResult(WriteOutcome):
    """``update_memory``: the memory as it is now."""

    id: str
    changed: list[str]
    memory: Memory


class DeleteResult(WriteOutcome):
    """``delete_memory``."""

    id: str
    deleted: bool


class ForgetSourceResult(WriteOutcome):
    """``forget_source``."""

    episodes: int = Field(description="Episodes (the user's own messages) deleted.")
    facts: int = Field(description="Memories deleted because they came only from those.")
    kept: int = Field(description="Memories kept because another conversation backs them.")


class DeleteAllResult(BaseModel):
    """``delete_all_memories``."""

    deleted: int
    safety_backup: BackupSummary | None = Field(
        description="The backup made just before deleting (when automatic backups are on)."
    )
    message: str


class ScopeInfo(BaseModel):
    """Whose memories a server serves."""

    user_id: str
    namespace: str
    workspace_id: str | None


class StoreSummary(BaseModel):
    """Where the memories live."""

    provider: str
    location: str
    size_bytes: int | None


class EmbeddingSummary(BaseModel):
    """The embedding model: configured, and recorded in the store."""

    model: str
    stored_model: str | None
    dimension: int | None


class BackupStatus(BaseModel):
    """Backups of the database file."""

    root: str | None
    keep: int
    automatic: bool
    count: int
    last: BackupSummary | None


class Stats(BaseModel):
    """``memory_stats``."""

    scope: ScopeInfo
    total: int = Field(description="Active memories in this scope.")
    by_kind: dict[str, int]
    superseded: int = Field(description="Replaced memories kept as history (never recalled).")
    store: StoreSummary
    embedding: EmbeddingSummary
    backups: BackupStatus | None = Field(description="Null when the store cannot be backed up.")
    timezone: str


class BackupResult(BaseModel):
    """``create_backup``."""

    backup: BackupSummary
    files: list[str]
    keep: int
    message: str
