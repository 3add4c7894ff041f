"""One clear error for ``LTM_*`` variables ltm cannot use: the variables named, never the values.

pydantic's ``ValidationError`` names the field (``max_items``) rather than the variable a user
set (``LTM_MAX_ITEMS``), runs to many lines, and quotes the input: a key pasted into the wrong
variable would be printed back into a terminal or a log.
"""

from __future__ import annotations

from pydantic import ValidationError

__all__ = ["SettingsError"]

_NOT_SHOWN = "(not shown)"


class SettingsError(ValueError):
    """An ``LTM_*`` variable (or a keyword given to ``LTMSettings``) holds an unusable value."""

    @classmethod
    def of(cls, exc: ValidationError) -> SettingsError:
        """The error for ``exc``: each bad variable with pydantic's reason, no value quoted."""
        problems: dict[str, str] = {}
        for error in exc.errors():
            where = str(error["loc"][0]) if error["loc"] else "settings"
            name = where if where.isupper() else "LTM_" + where.upper()
            reason = str(error["msg"])
            shown = error.get("input")
            if isinstance(shown, str) and shown and shown in reason:
                reason = reason.replace(shown, _NOT_SHOWN)
            problems.setdefault(name, reason)
        listed = "; ".join(f"{name}: {reason}" for name, reason in problems.items())
        return cls(f"invalid settings: {listed}. Fix or unset these variables")
