"""The one ``model_config`` that ``LTMSettings`` and each of its field groups share."""

from __future__ import annotations

from pydantic_settings import SettingsConfigDict

#: ``LTM_*`` names, unknown variables ignored, defaults validated, fields settable by name.
SETTINGS_CONFIG = SettingsConfigDict(
    env_prefix="LTM_", extra="ignore", validate_default=True, populate_by_name=True
)
