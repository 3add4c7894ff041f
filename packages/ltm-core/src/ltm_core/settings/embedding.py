"""The embedding model: local (onnx or torch) or an OpenAI-compatible endpoint."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings

from ltm_core.settings.config import SETTINGS_CONFIG

DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2"


class EmbeddingSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

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
