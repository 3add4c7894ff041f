"""What the guard reports: :class:`ContentRejected` and :class:`SecretMatch`."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DISABLE_ENV_VAR", "EMPTY", "ContentRejected", "SecretMatch"]

DISABLE_ENV_VAR = "LTM_GUARD_DISABLE"
"""Environment variable (read by the settings) that lists guard rules to switch off."""

EMPTY = "empty"
"""The pattern name of a text with nothing left after private spans and whitespace."""


class ContentRejected(ValueError):
    """Raised when text may not be stored.

    Attributes:
        pattern: Name of the rule that matched (e.g. ``"openai_api_key"``), or ``"empty"`` when
            nothing is left after private spans and whitespace are removed. The message names
            the pattern, never the matched value, and says what to do next.
    """

    pattern: str

    def __init__(self, pattern: str, message: str | None = None) -> None:
        self.pattern = pattern
        super().__init__(message if message is not None else _rejection_message(pattern))

    def __reduce__(self) -> tuple[type[ContentRejected], tuple[str, str]]:
        return (type(self), (self.pattern, str(self)))


def _rejection_message(pattern: str) -> str:
    if pattern == EMPTY:
        return (
            "content rejected (empty): nothing is left to store after removing "
            "<private>...</private> spans and whitespace; store some non-private text instead"
        )
    return (
        f"content rejected: it looks like it contains a secret (rule {pattern!r}); "
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
