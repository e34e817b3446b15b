"""What every game with a calendar checks of it: a five-field cron schedule and a time zone
the system knows."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from rules.base import Rejection


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
