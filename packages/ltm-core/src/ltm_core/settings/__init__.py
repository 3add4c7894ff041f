"""Every ``LTM_*`` environment variable, in one pydantic-settings model: ``LTMSettings``.

``LTMSettings`` is one model (DESIGN.md); its fields are declared by concern in small base
classes it inherits from, each a module of this package:

- :mod:`.scope`: the opt-in switch, the personal scope, the process-wide pools;
- :mod:`.storage`: the backend, the SQLite file, backups and size limits;
- :mod:`.servers`: Chroma, Pinecone and Postgres;
- :mod:`.embedding`: the embedding model, local or over HTTP;
- :mod:`.extraction`: the extraction model, HTTP retries, the content guard's rules;
- :mod:`.ranking`: the hybrid score, BM25 and recency half-lives;
- :mod:`.writing`: near duplicates, supersession, episodes, the profile and block budgets.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError, field_validator
from pydantic_settings import SettingsError as SourceError

from ltm_core.models import MemoryKind
from ltm_core.settings.config import SETTINGS_CONFIG
from ltm_core.settings.embedding import DEFAULT_EMBEDDING_MODEL, EmbeddingSettings
from ltm_core.settings.errors import SettingsError
from ltm_core.settings.extraction import ExtractionSettings
from ltm_core.settings.ranking import DEFAULT_HALF_LIFE_DAYS, RankingSettings
from ltm_core.settings.scope import ScopeSettings
from ltm_core.settings.servers import ServerSettings
from ltm_core.settings.storage import StorageSettings
from ltm_core.settings.writing import WritingSettings

__all__ = [
    "DEFAULT_EMBEDDING_MODEL",
    "DEFAULT_HALF_LIFE_DAYS",
    "SETTINGS_CONFIG",
    "EmbeddingSettings",
    "ExtractionSettings",
    "LTMSettings",
    "RankingSettings",
    "ScopeSettings",
    "ServerSettings",
    "StorageSettings",
    "WritingSettings",
]


class LTMSettings(
    ScopeSettings,
    StorageSettings,
    ServerSettings,
    EmbeddingSettings,
    ExtractionSettings,
    RankingSettings,
    WritingSettings,
):
    """Configuration for ltm, read from ``LTM_*`` environment variables.

    Every field can also be passed directly: ``LTMSettings(max_items=100)``.
    """

    model_config = SETTINGS_CONFIG

    def __init__(self, **values: Any) -> None:
        """Read the environment (and ``values``); see :class:`SettingsError` for failures."""
        try:
            super().__init__(**values)
        except ValidationError as exc:  # one line naming the variables, never their values
            raise SettingsError.of(exc) from None
        except SourceError as exc:  # a JSON variable that does not parse
            raise SettingsError.of_source(exc) from None
        if self.guard_disable or self.guard_extra_patterns:
            self._check_guard_rules()

    def _check_guard_rules(self) -> None:
        """Fail at start-up, naming the variable, when the guard refuses its configuration."""
        from ltm_core.guard.errors import UnknownRule
        from ltm_core.guard.shared import shared_guard

        try:
            shared_guard(self.guard_disable, self.guard_extra_patterns)  # built once, reused
        except UnknownRule as exc:
            raise SettingsError.of_guard_rules(exc, exc.names) from None
        except ValueError as exc:
            raise SettingsError.of_guard_rules(exc, None) from None

    @field_validator("db_path", "chroma_path", "backup_path", "model_cache_path", mode="after")
    @classmethod
    def _expand(cls, value: Path | None) -> Path | None:
        return None if value is None else value.expanduser()

    def half_life(self, kind: str) -> float | None:
        """The recency half-life of ``kind`` in days; ``None`` means it never decays."""
        if kind in self.kind_half_life_days:
            return self.kind_half_life_days[kind]
        if kind == MemoryKind.EPISODE.value:
            return self.episode_half_life_days
        return None if kind == MemoryKind.IDENTITY.value else self.half_life_days
