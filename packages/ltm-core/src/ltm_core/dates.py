"""Calendar days as people mean them: whole days in one timezone, the machine's by default.

The ``ltm`` command and the ``ltm-mcp`` server both read "memories from 2026-03-09" this way,
so the same question gives the same answer from either. Standard library only.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_ONE_MICROSECOND = timedelta(microseconds=1)


def timezone(name: str | None) -> tzinfo | None:
    """The ``tzinfo`` of an IANA name such as ``UTC`` or ``Europe/Paris``; ``None`` stays local.

    Raises:
        ValueError: the name is not a timezone this machine knows.
    """
    if name is None:
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(
            f"unknown timezone {_shown(name, 'zone')}; use an IANA name such as UTC or Europe/Paris"
        ) from None


def parse_day(value: str, name: str = "date") -> date:
    """A ``YYYY-MM-DD`` text as a date.

    Raises:
        ValueError: any other shape, or a day the calendar does not have; the message names
            ``name`` and shows the expected shape.
    """
    text = value.strip()
    if not _DAY.fullmatch(text):
        raise ValueError(
            f"{name} must be a date written YYYY-MM-DD (e.g. 2026-03-09), got "
            f"{_shown(value, 'date')}"
        )
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{name} {_shown(value, 'date')} is not a calendar date") from None


def start_of_day(day: date, tz: tzinfo | None) -> datetime:
    """Midnight at the start of ``day`` in ``tz`` (``None``: the machine's local time)."""
    midnight = datetime(day.year, day.month, day.day)
    # A naive datetime's astimezone() reads it as local time, daylight saving included.
    return midnight.astimezone() if tz is None else midnight.replace(tzinfo=tz)


def end_of_day(day: date, tz: tzinfo | None) -> datetime:
    """The last microsecond of ``day`` in ``tz`` (``None``: the machine's local time)."""
    return start_of_day(day + timedelta(days=1), tz) - _ONE_MICROSECOND


def day_range(
    first: date, last: date, tz: tzinfo | None, names: tuple[str, str] = ("start", "end")
) -> tuple[datetime, datetime]:
    """The instants from the start of ``first`` to the end of ``last``, both inclusive.

    Raises:
        ValueError: ``last`` is before ``first`` (the message uses ``names`` for the two).
    """
    if last < first:
        raise ValueError(
            f"{names[1]} {last.isoformat()} is before {names[0]} {first.isoformat()}; "
            "give the earlier day first"
        )
    return start_of_day(first, tz), end_of_day(last, tz)


def moment(value: str, *, end: bool, tz: tzinfo | None) -> datetime:
    """A day (its start, or its end when ``end``) or an ISO time, read in ``tz``.

    An ISO time without an offset is a time in ``tz``; one with an offset keeps it.

    Raises:
        ValueError: neither a ``YYYY-MM-DD`` day nor an ISO time.
    """
    text = value.strip()
    if _DAY.fullmatch(text):
        day = parse_day(text)
        return end_of_day(day, tz) if end else start_of_day(day, tz)
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(
            f"not a date: {_shown(value, 'date')}; use YYYY-MM-DD or an ISO time"
        ) from None
    if parsed.tzinfo is not None:
        return parsed
    return parsed.astimezone() if tz is None else parsed.replace(tzinfo=tz)


def show(value: datetime, tz: tzinfo | None) -> str:
    """``value`` as ISO 8601 to the second, in ``tz`` (``None``: local time), with offset."""
    return value.astimezone(tz).isoformat(timespec="seconds")


def _shown(value: object, shape: str) -> str:
    """``value`` quoted only when it has a date's (or a zone's) shape and holds no secret.

    A token pasted into ``--since`` must not come back in an error that lands in logs. The
    import is deferred: the guard it needs is not loaded by commands that parse no bad date.
    """
    from ltm_core.quoting import DATE_SHAPE, ZONE_SHAPE, shown

    return shown(value, DATE_SHAPE if shape == "date" else ZONE_SHAPE)
