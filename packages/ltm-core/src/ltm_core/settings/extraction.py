"""The extraction model, the HTTP retries of both endpoints, and the content guard."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AliasChoices, Field, field_validator
from pydantic_settings import BaseSettings, NoDecode

from ltm_core.settings.config import SETTINGS_CONFIG


class ExtractionSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

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
    guard_disable: Annotated[list[str], NoDecode] = Field(
        default_factory=list,
        description="Comma-separated guard rules to switch off, or 'all'.",
    )
    guard_extra_patterns: dict[str, str] = Field(
        default_factory=dict, description="Extra guard rules as JSON: name -> regex."
    )

    @field_validator("guard_disable", mode="before")
    @classmethod
    def _comma_list(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value
