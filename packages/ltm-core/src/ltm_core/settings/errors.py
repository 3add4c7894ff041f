"""One clear error for ``LTM_*`` variables ltm cannot use: the variables named, never the values.

pydantic's ``ValidationError`` names the field (``max_items``) rather than the variable a user
set (``LTM_MAX_ITEMS``), runs to many lines, and quotes the input: a key pasted into the wrong
variable would be printed back into a terminal or a log.
"""

from __future__ import annotations

import re

from pydantic import ValidationError
from pydantic_settings import SettingsError as SourceError

__all__ = ["SettingsError"]

_NOT_SHOWN = "(not shown)"
# pydantic-settings names the field whose variable did not parse as JSON, never the value.
_SOURCE_FIELD_RE = re.compile(r'field "(\w+)"')


class SettingsError(ValueError):
    """An ``LTM_*`` variable (or a keyword given to ``LTMSettings``) holds an unusable value."""

    @classmethod
    def of(cls, exc: ValidationError) -> SettingsError:
        """The error for ``exc``: each bad variable with pydantic's reason, no value quoted."""
        problems: dict[str, str] = {}
        for error in exc.errors():
            where = str(error["loc"][0]) if error["loc"] else ""
            name = where if where.isupper() else "LTM_" + where.upper()
            reason = str(error["msg"]).removeprefix("Value error, ")
            if not where:  # a check across fields: its message names the variables
                problems.setdefault(reason, "")
                continue
            shown = error.get("input")
            if isinstance(shown, str) and shown and shown in reason:
                reason = reason.replace(shown, _NOT_SHOWN)
            problems.setdefault(name, reason)
        listed = "; ".join(
            f"{name}: {reason}" if reason else name for name, reason in problems.items()
        )
        return cls(f"invalid settings: {listed}. Fix or unset these variables")

    @classmethod
    def of_source(cls, exc: SourceError) -> SettingsError:
        """The error for a variable whose value did not parse (a JSON object or list)."""
        found = _SOURCE_FIELD_RE.search(str(exc))
        name = "LTM_" + found.group(1).upper() if found else "an LTM_* variable"
        return cls(
            f"invalid settings: {name}: not valid JSON (it takes a JSON object with quoted "
            "keys, see docs/configuration.md). Fix or unset this variable"
        )

    @classmethod
    def of_guard_rules(cls, exc: ValueError, unknown: list[str] | None) -> SettingsError:
        """The error for ``LTM_GUARD_DISABLE`` or ``LTM_GUARD_EXTRA_PATTERNS`` the guard refused.

        Args:
            exc: The guard's own error.
            unknown: The rule names to disable that the guard does not have, or ``None`` when
                the extra patterns were refused.
        """
        if unknown is None:
            return cls(f"invalid settings: LTM_GUARD_EXTRA_PATTERNS: {exc}. Fix or unset it")
        # A value pasted into the wrong variable must not be printed back.
        from ltm_core.guard.shared import shared_guard

        shown = shared_guard().redact(", ".join(unknown))
        return cls(
            f"invalid settings: LTM_GUARD_DISABLE names no rule called {shown}; use 'all' or "
            "names from ContentGuard.builtin_pattern_names() (a refusal names its rule). "
            "Fix or unset this variable"
        )
