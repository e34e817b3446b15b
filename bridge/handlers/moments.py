"""When a GM or a player says a time: a duration ("prolonger 2h", "продлить 1 день"), a date
and time in their words ("05/12 22h00", "5 décembre 2026 à 22:00", "until December 5",
"до 5 декабря"), read in the game's time zone, and an absence ("absent jusqu'au 5/12", "I'm
back"). Read the way `bridge.handlers.commands` reads the rest of a command: folded."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from bridge.handlers.commands import fold, phrase_language

_UNITS = {"min": 1, "minute": 1, "minutes": 1, "mn": 1, "m": 1, "минута": 1, "минуты": 1,
          "минут": 1, "мин": 1, "h": 60, "heure": 60, "heures": 60, "hour": 60, "hours": 60,
          "hr": 60, "hrs": 60, "ч": 60, "час": 60, "часа": 60, "часов": 60, "j": 1440,
          "jour": 1440, "jours": 1440, "d": 1440, "day": 1440, "days": 1440, "день": 1440,
          "дня": 1440, "дней": 1440, "сутки": 1440, "суток": 1440}


def duration(text: str) -> float | None:
    """Minutes in "prolonger de 2 h 30", "extend 1 day", "продлить на 3 часа" (the first
    line after its command word); None without a duration."""
    first = fold(text.strip().splitlines()[0] if text.strip() else "")
    total = 0.0
    for number, unit in re.findall(r"(\d+(?:[.,]\d+)?)\s*([^\W\d_]+)", first):
        minutes = _UNITS.get(unit)
        if minutes is not None:
            total += float(number.replace(",", ".")) * minutes
    return total or None


_MONTHS = {
    **{m: i + 1 for i, m in enumerate((
        "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre",
        "octobre", "novembre", "decembre"))},
    **{m: i + 1 for i, m in enumerate((
        "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december"))},
    **{m: i + 1 for i, m in enumerate((
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))},
    **{m: i + 1 for i, m in enumerate((
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
        "сентября", "октября", "ноября", "декабря"))},
}
_TIME = r"(?:\s*(?:a|at|в|,)?\s*(\d{1,2})[:h](\d{2}))?"
_DATES = (
    # 2026-12-05, 05/12, 5.12.2026
    re.compile(r"(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})[./](\d{1,2})(?:[./](\d{2,4}))?)"
               + _TIME),
    # 5 decembre 2026, 5 декабря
    re.compile(r"\b(\d{1,2})(?:er)?\s+([^\W\d_]+)(?:\s+(\d{4}))?" + _TIME),
    # December 5, 2026
    re.compile(r"\b([^\W\d_]+)\s+(\d{1,2})(?!\d)(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?" + _TIME),
)


DateParts = tuple[int | None, int, int, int | None, int | None]


def _dates(text: str) -> list[tuple[int, DateParts]]:
    """Every date written in a text, with its place: (year or None, month, day, hour,
    minute)."""
    folded = fold(text)
    found: list[tuple[int, DateParts]] = []
    for match in _DATES[0].finditer(folded):
        year, month, day, day2, month2, year2, hour, minute = match.groups()
        if year:
            whole: tuple[int | None, int, int] = (int(year), int(month), int(day))
        else:
            y = int(year2) + (2000 if len(year2) == 2 else 0) if year2 else None
            whole = (y, int(month2), int(day2))
        found.append((match.start(), (*whole, _int(hour), _int(minute))))
    for match in _DATES[1].finditer(folded):
        day, word, year, hour, minute = match.groups()
        if word in _MONTHS:
            found.append((match.start(), (_int(year), _MONTHS[word], int(day), _int(hour),
                                          _int(minute))))
    for match in _DATES[2].finditer(folded):
        word, day, year, hour, minute = match.groups()
        if word in _MONTHS:
            found.append((match.start(), (_int(year), _MONTHS[word], int(day), _int(hour),
                                          _int(minute))))
    return sorted(found)


def _int(value: str | None) -> int | None:
    return int(value) if value else None


def moment(text: str, zone: str, now: datetime) -> datetime | None:
    """The (last) date and time in a GM's or player's words ("2026-12-05 22:00", "05/12
    22h00", "5.12 в 22:00", "du 3 au 5 décembre", "until December 5"), in the game's time
    zone; a date without a year is the next one to come, a date without a time ends that
    day (23:59). None without a date."""
    dates = _dates(text)
    if not dates:
        return None
    year, month, day, hour, minute = dates[-1][1]
    tz = ZoneInfo(zone)
    local_now = now.astimezone(tz)
    try:
        at = datetime(year or local_now.year, month, day,
                      *((hour, minute or 0) if hour is not None else (23, 59)), tzinfo=tz)
    except ValueError:
        return None
    try:
        if year is None and at < local_now - timedelta(days=1):
            at = at.replace(year=at.year + 1)  # no 29 February next year: no such date
        at.astimezone(UTC)  # 31/12/9999 west of Greenwich is past the last date
    except (ValueError, OverflowError):
        return None
    return at


AWAY = {
    "fr": ("absent", "absente", "je serai absent", "je serai absente", "en vacances",
           "indisponible"),
    "en": ("away", "absent", "i'm away", "i will be away", "on holiday", "unavailable"),
    "ru": ("отсутствую", "меня не будет", "в отъезде", "уезжаю", "недоступен", "недоступна"),
}
BACK = {
    "fr": ("de retour", "je suis rentre", "je suis rentree", "je suis de retour"),
    "en": ("i'm back", "im back", "back again", "i am back"),
    "ru": ("вернулся", "вернулась", "я снова здесь", "я вернулся", "я вернулась", "снова тут",
           "я снова тут"),
}


@dataclass(frozen=True)
class Absence:
    """A player's absence window: away until `until` (None: back now)."""

    until: datetime | None


def absence(text: str, zone: str, now: datetime) -> Absence | None:
    """"absent jusqu'au 5/12", "away until 2026-12-05 18:00", "меня не будет до 05.12"
    (the date given ends the absence; a day without a time, its end), or "de retour" /
    "I'm back"; None when the text is neither."""
    if phrase_language(BACK, text):
        return Absence(None)
    if not phrase_language(AWAY, text):
        return None
    found = moment(text, zone, now)
    return Absence(found) if found is not None and found > now else None
