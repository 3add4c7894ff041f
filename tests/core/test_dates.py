"""Calendar days for the ltm command and the MCP server: whole days in one timezone."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from ltm_core import dates

PARIS = ZoneInfo("Europe/Paris")


def test_a_day_with_a_clock_change_is_23_hours_long():
    start, end = dates.day_range(date(2025, 3, 30), date(2025, 3, 30), PARIS)
    assert start.isoformat() == "2025-03-30T00:00:00+01:00"
    assert end.isoformat() == "2025-03-30T23:59:59.999999+02:00"
    assert end.astimezone(UTC) - start.astimezone(UTC) == timedelta(hours=23, microseconds=-1)


def test_iso_times_without_an_offset_are_read_in_the_timezone():
    assert dates.moment("2025-03-09T10:00", end=False, tz=PARIS) == datetime(
        2025, 3, 9, 9, 0, tzinfo=UTC
    )
    assert dates.moment("2025-03-09T10:00+00:00", end=False, tz=PARIS) == datetime(
        2025, 3, 9, 10, 0, tzinfo=UTC
    )
    assert dates.moment(" 2025-03-09 ", end=True, tz=UTC) == datetime(
        2025, 3, 9, 23, 59, 59, 999999, tzinfo=UTC
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2025/03/09", "YYYY-MM-DD"),
        ("2025-02-30", "not a calendar date"),
        ("20250309", "YYYY-MM-DD"),
    ],
)
def test_bad_days_say_what_shape_is_expected(text, message):
    with pytest.raises(ValueError, match=message):
        dates.parse_day(text, "since")


def test_a_range_backwards_and_an_unknown_timezone_are_refused():
    with pytest.raises(ValueError, match="until 2025-03-08 is before since 2025-03-09"):
        dates.day_range(date(2025, 3, 9), date(2025, 3, 8), UTC, names=("since", "until"))
    with pytest.raises(ValueError, match="unknown timezone 'Mars/Olympus'"):
        dates.timezone("Mars/Olympus")
    assert dates.timezone(None) is None


@pytest.mark.parametrize(
    "call",
    [
        lambda bad: dates.parse_day(bad),
        lambda bad: dates.moment(bad, end=False, tz=None),
        lambda bad: dates.timezone(bad),
    ],
)
def test_a_token_pasted_as_a_date_or_zone_is_never_repeated(call: Any) -> None:
    # Promise: errors never repeat a credential. `ltm list --since <token>` echoed the token.
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
    with pytest.raises(ValueError) as caught:
        call(token)
    assert token not in str(caught.value)
    assert "not shown" in str(caught.value)
