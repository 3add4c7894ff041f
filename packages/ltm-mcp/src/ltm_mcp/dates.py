"""Whole calendar days in the server's timezone, and times shown in it."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, tzinfo

from ltm_mcp.schemas import ToolFailure

_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_ONE_MICROSECOND = timedelta(microseconds=1)


def parse_day(value: str, name: str) -> date:
    """A ``YYYY-MM-DD`` argument as a date.

    Raises:
        ToolFailure: ``invalid_date`` for any other shape or an impossible date.
    """
    text = value.strip()
    if not _DAY.fullmatch(text):
        raise ToolFailure(
            "invalid_date",
            f"{name} must be a date written YYYY-MM-DD (e.g. 2026-03-09), got {value!r}",
        )
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ToolFailure("invalid_date", f"{name} {value!r} is not a calendar date") from None


def start_of_day(day: date, tz: tzinfo | None) -> datetime:
    """Midnight at the start of ``day`` in ``tz`` (``None``: the machine's local time)."""
    midnight = datetime(day.year, day.month, day.day)
    # A naive datetime's astimezone() reads it as local time, daylight saving included.
    return midnight.astimezone() if tz is None else midnight.replace(tzinfo=tz)


def day_range(first: date, last: date, tz: tzinfo | None) -> tuple[datetime, datetime]:
    """The instants from the start of ``first`` to the end of ``last``, both inclusive.

    Raises:
        ToolFailure: ``invalid_date`` when ``last`` is before ``first``.
    """
    if last < first:
        raise ToolFailure(
            "invalid_date",
            f"end_date {last.isoformat()} is before start_date {first.isoformat()}; "
            "give the earlier day first",
        )
    return start_of_day(first, tz), start_of_day(last + timedelta(days=1), tz) - _ONE_MICROSECOND


def show(moment: datetime, tz: tzinfo | None) -> str:
    """``moment`` as ISO 8601 to the second, in ``tz`` (``None``: local time), with offset."""
    return moment.astimezone(tz).isoformat(timespec="seconds")
