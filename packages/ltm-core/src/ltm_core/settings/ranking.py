"""How recall ranks: the hybrid score's weights, BM25, recency half-lives."""

from __future__ import annotations

import json
from typing import Any, Self

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings

from ltm_core.models import KINDS
from ltm_core.settings.config import SETTINGS_CONFIG

DEFAULT_HALF_LIFE_DAYS = 30.0


class RankingSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

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

    @field_validator("kind_half_life_days", mode="before")
    @classmethod
    def _json_half_lives(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = json.loads(value)
        return value

    @model_validator(mode="after")
    def _known_kinds(self) -> Self:
        unknown = set(self.kind_half_life_days) - set(KINDS)
        if unknown:
            raise ValueError(
                f"LTM_KIND_HALF_LIFE_DAYS names {len(unknown)} unknown kind(s) (not shown); "
                f"use {', '.join(KINDS)}"
            )
        return self
