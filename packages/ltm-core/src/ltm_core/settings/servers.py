"""The backends that live elsewhere: Chroma, Pinecone and Postgres."""

from __future__ import annotations

from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings

from ltm_core.settings.config import SETTINGS_CONFIG


class ServerSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

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
