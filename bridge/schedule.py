"""Deadlines: calendar rules in the game's time zone, safe across daylight-saving changes.

A schedule is a five-field cron expression ("0 22 2-30/2 * *": even days of the month at
22:00, so after the 30th the next deadline is the 2nd) read by APScheduler's CronTrigger in the
game's time zone. The database stores the resulting instant in UTC.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from apscheduler.triggers.cron import CronTrigger

from rules.base import After, Deadline, Schedule


def check(expression: str, timezone: str) -> str | None:
    """None when the schedule and time zone are valid, else what is wrong."""
    try:
        ZoneInfo(timezone)
    except (ZoneInfoNotFoundError, ValueError):
        return "timezone"
    try:
        CronTrigger.from_crontab(expression, timezone=timezone)
    except (ValueError, TypeError):
        return "schedule"
    return None


def next_time(expression: str, timezone: str, after: datetime) -> datetime:
    """The first instant of the schedule strictly after `after`, in UTC."""
    trigger = CronTrigger.from_crontab(expression, timezone=ZoneInfo(timezone))
    fire: datetime | None = trigger.get_next_fire_time(None, after + timedelta(seconds=1))
    if fire is None:
        raise ValueError(f"schedule {expression!r} never fires again")
    return fire.astimezone(UTC)


def deadline(rule: Deadline, settings: dict[str, object], opened_at: datetime) -> datetime | None:
    """When a step that opened at `opened_at` closes, by the game's settings."""
    if rule is None:
        return None
    if isinstance(rule, After):
        return opened_at + timedelta(minutes=rule.minutes)
    if isinstance(rule, Schedule):
        return next_time(
            str(settings.get(rule.setting, "0 22 2-30/2 * *")),
            str(settings.get("timezone", "Europe/Paris")),
            opened_at,
        )
    raise TypeError(f"unknown deadline rule {rule!r}")


def describe(expression: str) -> dict[str, object]:
    """A schedule as words can say it: {"every": "day" | "even_days" | "odd_days" |
    "weekdays" | "other", "hour", "minute", "weekdays": [0 = Monday...], "expression"}; the
    texts word it, and show the expression itself for any other rule."""
    fields = expression.split()
    found: dict[str, object] = {"every": "other", "expression": expression}
    if len(fields) != 5 or not (fields[0].isdigit() and fields[1].isdigit()):
        return found
    minute, hour, day, month, weekday = fields
    found.update(hour=int(hour), minute=int(minute))
    if month != "*":
        return found
    if day == "*" and weekday == "*":
        found["every"] = "day"
    elif day in ("2-30/2", "2-31/2", "*/2") and weekday == "*":
        found["every"] = "even_days" if day != "*/2" else "odd_days"
    elif day in ("1-31/2", "1-29/2") and weekday == "*":
        found["every"] = "odd_days"
    elif day == "*" and all(part.isdigit() and int(part) <= 7 for part in weekday.split(",")):
        found["every"] = "weekdays"
        found["weekdays"] = sorted({(int(part) - 1) % 7 for part in weekday.split(",")})
    return found
