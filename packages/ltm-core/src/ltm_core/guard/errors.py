"""What the guard reports: :class:`ContentRejected` and :class:`SecretMatch`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["DISABLE_ENV_VAR", "EMPTY", "ContentRejected", "SecretMatch", "UnknownRule"]

DISABLE_ENV_VAR = "LTM_GUARD_DISABLE"
"""Environment variable (read by the settings) that lists guard rules to switch off."""

EMPTY = "empty"
"""The pattern name of a text with nothing left after private spans and whitespace."""


class UnknownRule(ValueError):
    """Raised when rules to disable name no rule the guard has.

    Attributes:
        names: The unknown names, sorted.
    """

    def __init__(self, names: list[str], message: str) -> None:
        self.names = names
        super().__init__(message)


class ContentRejected(ValueError):
    """Raised when text may not be stored.

    Attributes:
        pattern: Name of the rule that matched (e.g. ``"openai_api_key"``), or ``"empty"`` when
            nothing is left after private spans and whitespace are removed. The message names
            the pattern and the field, never the matched value, and says what to do next.
        field: Which stored string held it: ``"text"``, ``"tags[1]"``, ``"metadata"`` (with
            the path of keys, e.g. ``"metadata.notes[0]"``), ``"source"``, ``"id"`` or
            ``"superseded_by"``; ``None`` when the caller checked a bare string.
    """

    pattern: str
    field: str | None

    def __init__(
        self, pattern: str, message: str | None = None, *, field: str | None = None
    ) -> None:
        self.pattern = pattern
        self.field = field
        super().__init__(message if message is not None else _rejection_message(pattern, field))

    def __reduce__(self) -> tuple[Callable[..., ContentRejected], tuple[str, str, str | None]]:
        return (_rebuild, (self.pattern, str(self), self.field))


def _rebuild(pattern: str, message: str, field: str | None) -> ContentRejected:
    return ContentRejected(pattern, message, field=field)


def _rejection_message(pattern: str, field: str | None = None) -> str:
    where = "" if field is None else f" in {field}"
    if pattern == EMPTY:
        return (
            f"content rejected (empty){where}: nothing is left to store after removing "
            "<private>...</private> spans and whitespace; store some non-private text instead"
        )
    return (
        f"content rejected{where}: it looks like it contains a secret (rule {pattern!r}); "
        "remove the secret or wrap it in <private>...</private>; "
        f"to disable this rule set {DISABLE_ENV_VAR}={pattern}"
    )


@dataclass(frozen=True)
class SecretMatch:
    """One secret found by :meth:`ContentGuard.find`.

    Attributes:
        pattern: Name of the rule that matched.
        start: Start offset into the normalised text (see :meth:`ContentGuard.normalise`).
        end: End offset (exclusive) into the normalised text.
    """

    pattern: str
    start: int
    end: int


def merge(accepted: list[SecretMatch], new: list[SecretMatch]) -> list[SecretMatch]:
    """Merge sorted ``new`` into sorted ``accepted``, dropping new matches that overlap."""
    out: list[SecretMatch] = []
    i = 0
    n = len(accepted)
    for match in sorted(new, key=lambda m: (m.start, -m.end)):
        while i < n and accepted[i].end <= match.start:
            out.append(accepted[i])
            i += 1
        if i < n and accepted[i].start < match.end:
            continue  # overlaps an earlier, higher-priority match
        if out and out[-1].end > match.start:
            continue
        out.append(match)
    out.extend(accepted[i:])
    return out
