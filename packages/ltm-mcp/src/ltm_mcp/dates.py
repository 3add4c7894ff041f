"""The core's calendar days, with failures as ``invalid_date`` tool results.

A failure never quotes a value that is not shaped like a date or an ISO time: a model may
paste anything into ``start_date`` (a token, a private note), and the error result is kept
in the client's transcript.
"""

from __future__ import annotations

import re
from datetime import date, datetime, tzinfo

from ltm_core import dates
from ltm_core.dates import show

from ltm_mcp.schemas import ToolFailure

__all__ = ["day_range", "moment_range", "parse_day", "show"]

#: An ISO 8601 time in the extended form only (``2026-03-09T14:30:00Z``), so that a
#: compact ``20260309`` stays an error rather than a surprise.
_ISO_TIME = re.compile(
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?",
    re.IGNORECASE,
)
#: The shape of a ``YYYY-MM-DD`` day: only such a value is quoted back in an error.
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def parse_day(value: str, name: str) -> date:
    """A ``YYYY-MM-DD`` argument as a date.

    Raises:
        ToolFailure: ``invalid_date`` for any other shape or an impossible date.
    """
    text = value.strip()
    if not _DAY.fullmatch(text):
        # Not quoted: whatever is not a date may be a secret pasted in the wrong place.
        raise ToolFailure(
            "invalid_date",
            f"{name} must be a day written YYYY-MM-DD (e.g. 2026-03-09) or an ISO time "
            "(e.g. 2026-03-09T14:30:00Z); the value given is neither (not shown)",
        )
    try:
        return dates.parse_day(text, name)
    except ValueError:
        raise ToolFailure(
            "invalid_date", f"{name} {text} is not a calendar date; check the month and day"
        ) from None


def day_range(first: date, last: date, tz: tzinfo | None) -> tuple[datetime, datetime]:
    """The instants from the start of ``first`` to the end of ``last``, both inclusive.

    Raises:
        ToolFailure: ``invalid_date`` when ``last`` is before ``first``.
    """
    try:
        return dates.day_range(first, last, tz, names=("start_date", "end_date"))
    except ValueError as exc:
        raise ToolFailure("invalid_date", str(exc)) from None


def _instant(value: str, name: str, tz: tzinfo | None) -> datetime | None:
    """An ISO time argument as an aware instant; ``None`` when it is not a time at all."""
    text = value.strip()
    if not _ISO_TIME.fullmatch(text):
        return None
    try:
        return dates.moment(text, end=False, tz=tz)
    except ValueError:
        # Quoted: it has the shape of an ISO time (digits and separators), nothing else.
        raise ToolFailure(
            "invalid_date",
            f"{name} {text} is not a valid ISO time; write it like 2026-03-09T14:30:00Z",
        ) from None


def moment_range(start: str, end: str | None, tz: tzinfo | None) -> tuple[datetime, datetime]:
    """The instants from ``start`` to ``end`` (default: the end of ``start``'s day), inclusive.

    Each is a ``YYYY-MM-DD`` day (from its first or to its last microsecond in ``tz``) or an
    ISO time (that instant; without an offset, read in ``tz``).

    Raises:
        ToolFailure: ``invalid_date`` for any other shape, or an end before the start.
    """
    since = _instant(start, "start_date", tz)
    if end is None and since is not None:  # to the end of that time's day
        return since, dates.end_of_day(since.astimezone(tz).date(), tz)
    end = start if end is None else end
    until = _instant(end, "end_date", tz)
    if since is None and until is None:
        return day_range(parse_day(start, "start_date"), parse_day(end, "end_date"), tz)
    if since is None:
        since = dates.start_of_day(parse_day(start, "start_date"), tz)
    if until is None:
        until = dates.end_of_day(parse_day(end, "end_date"), tz)
    if until < since:
        raise ToolFailure(
            "invalid_date", f"end_date {end} is before start_date {start}; give the earlier first"
        )
    return since, until
