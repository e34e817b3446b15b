"""What every game with a calendar checks of it: a five-field cron schedule and a time zone
the system knows."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from rules.base import Rejection

LONGEST_WINDOW_HOURS = 24 * 366
"""The longest window or delay a setting or a GM's command may give: a year. A deadline
further off is no game's, and far enough it falls past what a date can hold (an overflow
at every tick of the clock)."""


def window_ok(value: Any, hours: bool) -> bool:
    """Whether `value` is a window a game can run with: a number above zero, at most a
    year (`LONGEST_WINDOW_HOURS`), counted in hours or else in minutes."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return 0 < value <= LONGEST_WINDOW_HOURS * (1 if hours else 60)


def check_calendar(schedule: Any, zone: Any) -> Rejection | None:
    """`invalid_schedule` or `invalid_timezone`, or None when both can be used."""
    if not isinstance(schedule, str) or len(schedule.split()) != 5:
        return Rejection("invalid_schedule", {"schedule": schedule})
    try:
        if not isinstance(zone, str):
            raise ValueError(zone)
        ZoneInfo(zone)
    except (ValueError, ZoneInfoNotFoundError):
        return Rejection("invalid_timezone", {"timezone": zone})
    return None
