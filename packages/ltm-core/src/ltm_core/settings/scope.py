"""Who and where: the opt-in switch, the personal scope, the process-wide pools."""

from __future__ import annotations

import functools
import getpass
from typing import Any

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings

from ltm_core.models import MemoryScope
from ltm_core.settings.config import SETTINGS_CONFIG


@functools.cache
def os_user() -> str:
    """The OS user name, looked up once per process (it reads the environment and passwd)."""
    return getpass.getuser()


class ScopeSettings(BaseSettings):
    """One group of ``LTMSettings``'s fields (see :mod:`ltm_core.settings`)."""

    model_config = SETTINGS_CONFIG

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

    @field_validator("enabled", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        if isinstance(value, str) and not value.strip():
            return None
        return value

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
        return MemoryScope(
            user or self.user or os_user(),
            namespace or self.namespace,
            workspace if workspace is not None else self.workspace,
        )
