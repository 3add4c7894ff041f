"""Every ``LTM_*`` environment variable, in one pydantic-settings model.

Why this module and ``LTMSettings`` run past issue 15's ~400 and ~300 lines: it is 70 field
declarations, each with its default, any bounds and the ``description`` that documents the
variable, plus five small validators. DESIGN.md makes it one model of every ``LTM_*``
variable, so it is not split; the logic that uses a setting lives in the module using it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AliasChoices, Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from ltm_core.models import KINDS, MemoryKind, MemoryScope
from ltm_core.settings_errors import SettingsError

DEFAULT_HALF_LIFE_DAYS = 30.0
DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2"


class LTMSettings(BaseSettings):
    """Configuration for ltm, read from ``LTM_*`` environment variables.

    Every field can also be passed directly: ``LTMSettings(max_items=100)``.
    """

    model_config = SettingsConfigDict(
        env_prefix="LTM_", extra="ignore", validate_default=True, populate_by_name=True
    )

    def __init__(self, **values: Any) -> None:
        """Read the environment (and ``values``); see :class:`SettingsError` for failures."""
        try:
            super().__init__(**values)
        except ValidationError as exc:  # one line naming the variables, never their values
            raise SettingsError.of(exc) from None

    enabled: bool | None = Field(
        default=None,
        description="Opt-in switch. 1/true/yes/on enables memory; 0/false/no/off is a hard veto.",
    )
    user: str | None = Field(
        default=None,
        description="The ltm command's and MCP server's user (default: your OS user name).",
    )
    namespace: str = Field(
        default="personal", description="The ltm command's and MCP server's namespace."
    )
    workspace: str | None = Field(
        default=None, description="The ltm command's and MCP server's workspace, if any."
    )
    db_path: Path = Field(
        default=Path("~/.ltm/memories.db"),
        description="The SQLite file of the embedded store (parent folders are created).",
    )
    vector_provider: str = Field(
        default="sqlite-vec",
        description="Storage backend: sqlite-vec, chroma, pinecone or postgres.",
    )
    embedding_model: str = Field(
        default=DEFAULT_EMBEDDING_MODEL,
        description="Any sentence-transformers model name or path (or the model an "
        "OpenAI-compatible endpoint serves when LTM_EMBEDDING_BASE_URL is set).",
    )
    embedding_base_url: str | None = Field(
        default=None,
        description="OpenAI-compatible /v1 base URL; when set, embeddings come from it over HTTP.",
    )
    embedding_api_key: str | None = Field(
        default=None, description="API key for LTM_EMBEDDING_BASE_URL (else OPENAI_API_KEY)."
    )
    embedding_device: str = Field(default="cpu", description="Torch device for local models.")
    embedding_backend: Literal["auto", "onnx", "torch"] = Field(
        default="auto",
        description="Local models: onnxruntime (fast start, no torch; the ONNX file comes from "
        "the cache, the hub or an export) or torch via sentence-transformers (ltm-core[local]); "
        "auto picks onnx where it can.",
    )
    embedding_precision: Literal["fp32", "int8"] = Field(
        default="fp32",
        description="onnxruntime models: fp32 runs the float32 model as published; int8 runs "
        "a dynamically quantised copy, built once in the model cache (about twice as fast; "
        "LoCoMo R@10 within 1 point, but near pairs such as a fact and the one that "
        "supersedes it score lower; needs the onnx package, else float32 runs).",
    )
    model_cache_path: Path = Field(
        default=Path("~/.ltm/models"),
        description="Where ONNX exports of local models, and files downloaded from the hub "
        "(hub/), are kept.",
    )
    max_items: int = Field(
        default=500, ge=0, description="Items kept per scope before eviction; 0 never evicts."
    )
    weight_similarity: float = Field(
        default=0.93, ge=0.0, description="Hybrid score weight of (fused) similarity."
    )
    weight_recency: float = Field(
        default=0.02,
        ge=0.0,
        description="Hybrid score weight of recency: a tie-breaker between comparably "
        "relevant memories (0.2 cost 8.6 points of R@10 on LoCoMo).",
    )
    weight_importance: float = Field(
        default=0.05, ge=0.0, description="Hybrid score weight of importance."
    )
    lexical_weight: float = Field(
        default=2.0,
        ge=0.0,
        description="How strongly lexical (BM25) evidence raises similarity; 0 is dense cosine "
        "only.",
    )
    dense_weight: float = Field(
        default=1.0,
        ge=0.0,
        le=1.0,
        description="Share of cosine in similarity; 0 ranks by lexical evidence alone.",
    )
    lexical_index: bool = Field(
        default=True,
        description="Use the store's full-text index (sqlite-vec: FTS5) for lexical "
        "candidates; off, or on backends without one, BM25 runs over a widened dense pool.",
    )
    lexical_pool: int = Field(
        default=200,
        ge=1,
        description="Dense candidates scored lexically when there is no full-text index.",
    )
    lexical_max_postings: int = Field(
        default=2000,
        ge=0,
        description="Most full-text matches a recall ranks: only the rarest query words that "
        "fit nominate candidates (common words still count in every score).",
    )
    bm25_k1: float = Field(default=1.2, gt=0.0, description="BM25 term-frequency saturation.")
    bm25_b: float = Field(default=0.3, ge=0.0, le=1.0, description="BM25 length normalisation.")
    half_life_days: float = Field(
        default=DEFAULT_HALF_LIFE_DAYS, gt=0, description="Recency half-life for every kind."
    )
    kind_half_life_days: dict[str, float | None] = Field(
        default_factory=dict,
        description='Per-kind half-life overrides as JSON, e.g. {"task": 7}; null never decays. '
        "identity never decays unless overridden.",
    )
    prefer_bonus: float = Field(
        default=0.03,
        ge=0.0,
        description="Added to the score of memories naming a preferred name (recall(prefer=), "
        "ltm recall --project).",
    )
    recall_overfetch: int = Field(
        default=4, ge=1, description="Candidates fetched per requested result before re-ranking."
    )
    near_duplicate_threshold: float = Field(
        default=0.92,
        ge=0.0,
        le=1.0,
        description="Cosine at or above which a new memory reinforces an existing one; "
        "1.0 switches the near-duplicate check off (exact duplicates are always caught).",
    )
    guard_disable: Annotated[list[str], NoDecode] = Field(
        default_factory=list,
        description="Comma-separated guard rules to switch off, or 'all'.",
    )
    guard_extra_patterns: dict[str, str] = Field(
        default_factory=dict, description="Extra guard rules as JSON: name -> regex."
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
    chroma_path: Path = Field(
        default=Path("~/.ltm/chroma"),
        description="Chroma: folder of the embedded PersistentClient (one process at a time).",
    )
    chroma_host: str | None = Field(
        default=None,
        description="Chroma: server host; when set, ltm talks to `chroma run` over HTTP.",
    )
    chroma_port: int = Field(default=8000, description="Chroma: server port.")
    chroma_ssl: bool = Field(default=False, description="Chroma: use https for the server.")
    chroma_auth_header: str | None = Field(
        default=None,
        description='Chroma: one auth header for the server, "Name: value" (e.g. '
        '"Authorization: Bearer ..." or "X-Chroma-Token: ...").',
        repr=False,
    )
    pinecone_index: str = Field(default="ltm-memories", description="Pinecone: index name.")
    pinecone_host: str | None = Field(
        default=None,
        description="Pinecone: the index host (https://...pinecone.io); skips the control plane.",
    )
    pinecone_api_key: str | None = Field(
        default=None,
        validation_alias=AliasChoices("LTM_PINECONE_API_KEY", "PINECONE_API_KEY"),
        description="Pinecone: API key (read from PINECONE_API_KEY).",
        repr=False,
    )
    pinecone_cloud: str = Field(default="aws", description="Pinecone: cloud for a new index.")
    pinecone_region: str = Field(
        default="us-east-1", description="Pinecone: region for a new serverless index."
    )
    pinecone_create_index: bool = Field(
        default=True,
        description="Pinecone: create the index (serverless, cosine) when it does not exist.",
    )
    postgres_url: str | None = Field(
        default=None,
        description="Postgres: libpq URL of the server, e.g. postgresql://user:pw@host:5432/db"
        "?sslmode=require (passed to libpq as it is; PgBouncer in transaction mode works).",
        repr=False,
    )
    postgres_schema: str = Field(
        default="ltm", description="Postgres: the schema holding ltm's tables (created)."
    )
    postgres_pool_size: int = Field(
        default=10, ge=1, description="Postgres: most connections this process opens."
    )
    postgres_timeout: float = Field(
        default=10.0,
        gt=0,
        description="Postgres: seconds to wait for a connection before StoreUnavailable.",
    )
    postgres_hnsw_min_items: int = Field(
        default=10_000,
        ge=0,
        description="Postgres: scope size from which dense search uses the HNSW index "
        "(smaller scopes are searched exactly).",
    )
    vector_cache_min_items: int = Field(
        default=1000,
        ge=0,
        description="sqlite-vec: scopes with at least this many items are searched from an "
        "in-memory matrix instead of a vec0 scan.",
    )
    vector_cache_mb: int = Field(
        default=256, ge=0, description="sqlite-vec: memory budget of the in-memory matrices."
    )
    supersede_min_similarity: float = Field(
        default=0.5,
        ge=0.0,
        le=1.0,
        description="Cosine from which a stored memory is judged for being superseded by a new "
        "one mined from a conversation.",
    )
    llm_base_url: str | None = Field(
        default=None,
        description="OpenAI-compatible /v1 base URL of the extraction model (OpenAI, vLLM, LM "
        "Studio...). Without it (and without OLLAMA_BASE_URL) the offline rule extractor runs.",
    )
    llm_model: str | None = Field(
        default=None,
        description="The extraction model. With OPENAI_API_KEY alone nothing is sent to "
        "OpenAI: name a model to opt in.",
    )
    llm_timeout: float = Field(
        default=60.0, gt=0, description="Seconds to wait for the extraction model per turn."
    )
    http_retries: int = Field(
        default=3,
        ge=0,
        description="Further attempts of an HTTP request to the embedding or extraction "
        "endpoint after a 429, a 5xx or a refused connection (exponential backoff, jitter).",
    )
    http_retry_max_wait: float = Field(
        default=20.0,
        ge=0.0,
        description="Longest pause in seconds between two HTTP attempts; a longer Retry-After "
        "is cut to it.",
    )
    openai_api_key: str | None = Field(
        default=None,
        validation_alias=AliasChoices("LTM_OPENAI_API_KEY", "OPENAI_API_KEY"),
        description="Key for the extraction model's endpoint (read from OPENAI_API_KEY).",
        repr=False,
    )
    ollama_base_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices("LTM_OLLAMA_BASE_URL", "OLLAMA_BASE_URL"),
        description="An Ollama server (e.g. http://localhost:11434); its /v1 API is used for "
        "extraction with LTM_LLM_MODEL (default llama3.2).",
    )
    scope_cache_size: int = Field(
        default=128,
        ge=1,
        description="Adapters and the MCP server: memories (one per scope) a middleware, "
        "tool set, store or scope cache keeps open; the least recently used is closed after "
        "its background mining drains.",
    )
    worker_threads: int = Field(
        default=4,
        ge=1,
        description="Threads of the one background pool per process that mines finished "
        "turns for every scope (jobs of one scope run in order, scopes side by side).",
    )
    max_text_chars: int = Field(
        default=8000, ge=1, description="Longest memory text accepted (queries are cut to it)."
    )
    episodes: bool = Field(
        default=True,
        description="Keep each finished turn's user messages as episodes (kind episode), "
        "with their thread and message id; 0 keeps only the mined facts.",
    )
    episode_half_life_days: float = Field(
        default=7.0, gt=0, description="Recency half-life of episodes (facts: half_life_days)."
    )
    episode_max_items: int = Field(
        default=300,
        ge=0,
        description="Episodes kept per scope (the least worth keeping go first); 0 never "
        "evicts. They count towards max_items too.",
    )
    episode_importance: float = Field(
        default=0.3, ge=0.0, le=1.0, description="Importance of a new episode."
    )
    episode_penalty: float = Field(
        default=0.02,
        ge=0.0,
        description="Subtracted from an episode's recall score, so that at equal similarity "
        "the fact mined from it ranks first.",
    )
    profile_min_importance: float = Field(
        default=0.9,
        ge=0.0,
        le=1.0,
        description="Memories this important (with identity memories and those tagged pinned "
        "or core) form the profile: always in the recalled block, whatever the query.",
    )
    profile_max_tokens: int = Field(
        default=200, ge=0, description="Token budget of the profile section; 0 leaves it out."
    )
    block_max_tokens: int = Field(
        default=1000,
        ge=1,
        description="Token budget of the whole recalled block (profile included), estimated "
        "at 4 characters a token.",
    )
    busy_timeout_ms: int = Field(
        default=30_000, ge=0, description="How long a writer waits for another process's lock."
    )

    @field_validator("enabled", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("guard_disable", mode="before")
    @classmethod
    def _comma_list(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @field_validator("db_path", "chroma_path", "backup_path", "model_cache_path", mode="after")
    @classmethod
    def _expand(cls, value: Path | None) -> Path | None:
        return None if value is None else value.expanduser()

    @field_validator("kind_half_life_days", mode="before")
    @classmethod
    def _json_half_lives(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = json.loads(value)
        return value

    @model_validator(mode="after")
    def _known_kinds(self) -> LTMSettings:
        unknown = set(self.kind_half_life_days) - set(KINDS)
        if unknown:
            raise ValueError(
                f"LTM_KIND_HALF_LIFE_DAYS names unknown kinds {sorted(unknown)}; "
                f"use {', '.join(KINDS)}"
            )
        return self

    def personal_scope(
        self,
        user: str | None = None,
        namespace: str | None = None,
        workspace: str | None = None,
    ) -> MemoryScope:
        """The scope of the ``ltm`` command and the MCP server (one memory for both).

        Arguments first, then ``LTM_USER`` (else the OS user), ``LTM_NAMESPACE`` and
        ``LTM_WORKSPACE``.
        """
        import getpass

        return MemoryScope(
            user or self.user or getpass.getuser(),
            namespace or self.namespace,
            workspace if workspace is not None else self.workspace,
        )

    def half_life(self, kind: str) -> float | None:
        """The recency half-life of ``kind`` in days; ``None`` means it never decays."""
        if kind in self.kind_half_life_days:
            return self.kind_half_life_days[kind]
        if kind == MemoryKind.EPISODE.value:
            return self.episode_half_life_days
        return None if kind == MemoryKind.IDENTITY.value else self.half_life_days
