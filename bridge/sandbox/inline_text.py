"""Local dates, mentions and emoji in a post's text, as Discourse cooks them.

A markdown-it core rule (`replace_text`) that walks the text of every inline, never inside a
link, as `helpers.textReplace` does: `[date=… time=… timezone=…]` becomes the
discourse-local-dates span (the moment in UTC as its text, the email preview beside it),
`@name` between spaces or punctuation a mention link (`text-post-process.js`), and `:name:`
an emoji picture (`emoji.js`). `DATE_ATTRS` names the date's data attributes, which the
sanitiser (`sanitise.py`) lets through. The engine that registers the rule is in `cook.py`.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from markdown_it.common.utils import isPunctChar, isWhiteSpace
from markdown_it.rules_core import StateCore
from markdown_it.token import Token

from .bbcode import parse_tag

EMOJI_SET = "twitter"
EMOJI_VERSION = 12
"""Discourse's default `emoji_set` and the cache-busting version its emoji URLs carry."""

_POST_PROCESS = re.compile(
    r"(?P<date>\[date=.+?\])"
    r"|@(?P<mention>\w[\w.-]{0,58}[^\W_])|@(?P<short>\w)",
    re.ASCII,
)
_EMOJI = re.compile(r":([a-z0-9_+-]{1,60}):")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# discourse-local-dates' data attributes, in the names `applyDataAttributes` gives them.
DATE_ATTRS = {"time": "time", "timezone": "timezone", "format": "format",
               "timezones": "timezones", "countdown": "countdown", "recurring": "recurring",
               "calendar": "calendar", "displayedTimezone": "displayed-timezone"}


def _boundary(text: str, at: int) -> bool:
    """`allowedBoundary` of text-post-process.js: a space or a punctuation mark."""
    if at < 0 or at >= len(text):
        return True
    return isWhiteSpace(ord(text[at])) or isPunctChar(text[at])


def _text(content: str) -> Token:
    token = Token("text", "", 0)
    token.content = content
    return token


def _moment(attrs: dict[str, str]) -> datetime | None:
    """The date's moment (moment.tz of date and time in its zone, UTC when none is valid)."""
    try:
        year, month, day = (int(part) for part in attrs["date"].split("-"))
        moment_date = date(year, month, day)
        moment_time = time.fromisoformat(attrs["time"]) if attrs.get("time") else time()
    except (KeyError, ValueError):
        return None
    zone = ZoneInfo(attrs["timezone"]) if "timezone" in attrs else UTC
    return datetime.combine(moment_date, moment_time, tzinfo=zone).astimezone(UTC)


def _zone(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def _local_date(source: str) -> list[Token] | None:
    """A `[date=…]` as discourse-local-dates.js cooks it; None leaves it as text."""
    # Read as `[date date=…]`, as the plugin long did: `=value` alone would swallow the rest.
    tag = parse_tag("[date date" + source[len("[date"):], 0, len(source) + 5)
    if tag is None or tag.tag != "date" or not tag.attrs.get("date"):
        return None
    attrs = dict(tag.attrs)
    if "timezone" in attrs and not _zone(attrs["timezone"]):
        del attrs["timezone"]  # moment.tz knows no such zone: Discourse drops it
    moment = _moment(attrs)
    if moment is None:
        return None
    attrs["date"] = moment.astimezone(ZoneInfo(attrs.get("timezone", "UTC"))).date().isoformat()
    opening = Token("span_open", "span", 1)
    opening.attrSet("class", "discourse-local-date")
    opening.attrSet("data-date", attrs["date"])
    for key, name in DATE_ATTRS.items():
        if attrs.get(key):
            opening.attrSet(f"data-{name}", attrs[key])
    hour = moment.hour % 12 or 12
    # discourse_local_dates_email_format's default, "llll z", in the email time zone (UTC).
    opening.attrSet("data-email-preview",
                    f"{_DAYS[moment.weekday()]}, {_MONTHS[moment.month - 1]} {moment.day}, "
                    f"{moment.year} {hour}:{moment.minute:02d} "
                    f"{'AM' if moment.hour < 12 else 'PM'} UTC")
    return [opening, _text(moment.strftime("%Y-%m-%dT%H:%M:%SZ")),
            Token("span_close", "span", -1)]


def _mention(name: str) -> list[Token]:
    opening = Token("mention_open", "a", 1)
    opening.attrSet("class", "mention")
    opening.attrSet("href", f"/u/{name.lower()}")
    return [opening, _text(f"@{name}"), Token("mention_close", "a", -1)]


def _post_process(content: str) -> list[Token] | None:
    """`textPostProcess`: local dates and mentions between spaces or punctuation."""
    result: list[Token] = []
    pos = 0
    for match in _POST_PROCESS.finditer(content):
        if not (_boundary(content, match.start() - 1) and _boundary(content, match.end())):
            continue
        made = (_local_date(match.group("date")) if match.group("date")
                else _mention(match.group("mention") or match.group("short")))
        if made is None:
            continue
        if match.start() > pos:
            result.append(_text(content[pos:match.start()]))
        result.extend(made)
        pos = match.end()
    if not result:
        return None
    if pos < len(content):
        result.append(_text(content[pos:]))
    return result


def _emoji_token(name: str) -> Token:
    token = Token("emoji", "img", 0)
    for key, value in (("src", f"/images/emoji/{EMOJI_SET}/{name}.png?v={EMOJI_VERSION}"),
                       ("title", f":{name}:"), ("class", "emoji"), ("alt", f":{name}:"),
                       ("loading", "lazy"), ("width", "20"), ("height", "20")):
        token.attrSet(key, value)
    return token


def _emoji(content: str) -> list[Token] | None:
    """`applyEmoji` of emoji.js: `:name:` after a space, a punctuation mark or nothing."""
    result: list[Token] = []
    pos = at = 0
    while (match := _EMOJI.search(content, at)) is not None:
        if not _boundary(content, match.start() - 1):
            at = match.start() + 1
            continue
        if match.start() > pos:
            result.append(_text(content[pos:match.start()]))
        result.append(_emoji_token(match.group(1)))
        pos = at = match.end()
    if not result:
        return None
    if pos < len(content):
        result.append(_text(content[pos:]))
    return result


def replace_text(state: StateCore) -> None:
    """Dates, mentions then emoji in the text of every inline, never inside a link
    (`helpers.textReplace(state, replacer, skipAllLinks)`)."""
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        children: list[Token] = []
        in_link = 0
        for child in block.children:
            if child.type == "link_open":
                in_link += 1
            elif child.type == "link_close":
                in_link -= 1
            if child.type != "text" or in_link:
                children.append(child)
                continue
            for piece in _post_process(child.content) or [child]:
                if piece.type == "text":
                    children.extend(_emoji(piece.content) or [piece])
                else:
                    children.append(piece)
        block.children = children

