"""The core's calendar days, with failures as ``invalid_date`` tool results."""

from __future__ import annotations

from datetime import date, datetime, tzinfo

from ltm_core import dates
from ltm_core.dates import show

from ltm_mcp.schemas import ToolFailure

__all__ = ["day_range", "parse_day", "show"]


def parse_day(value: str, name: str) -> date:
    """A ``YYYY-MM-DD`` argument as a date.

    Raises:
        ToolFailure: ``invalid_date`` for any other shape or an impossible date.
    """
    try:
        return dates.parse_day(value, name)
    except ValueError as exc:
        raise ToolFailure("invalid_date", str(exc)) from None


def day_range(first: date, last: date, tz: tzinfo | None) -> tuple[datetime, datetime]:
    """The instants from the start of ``first`` to the end of ``last``, both inclusive.

    Raises:
        ToolFailure: ``invalid_date`` when ``last`` is before ``first``.
    """
    try:
        return dates.day_range(first, last, tz, names=("start_date", "end_date"))
    except ValueError as exc:
        raise ToolFailure("invalid_date", str(exc)) from None
