"""What a write keeps: near duplicates, supersession, episodes, and the recalled block's profile."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings

from ltm_core.settings.config import SETTINGS_CONFIG


class WritingSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

    near_duplicate_threshold: float = Field(
        default=0.92,
        ge=0.0,
        le=1.0,
        description="Cosine at or above which a new memory reinforces an existing one; "
        "1.0 switches the near-duplicate check off (exact duplicates are always caught).",
    )
    supersede_min_similarity: float = Field(
        default=0.5,
        ge=0.0,
        le=1.0,
        description="Cosine from which a stored memory is judged for being superseded by a new "
        "one mined from a conversation.",
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
