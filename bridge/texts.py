"""Everything the bot says: each notice written once, as a Jinja template, whose sentences
come from the catalogs (`bridge/catalogs.py`).

Layout: `<area>/<name>.md.j2`, where area is `bridge` (its templates in `bridge/templates/`,
for what is common to every game) or a game id (mud, ...: `rules/<game>/templates/`, beside
its rules). A template speaks the language it is rendered in (`lang`); a message missing in
that language is said in English, then French. Helpers available to every template:
- function `t(id, **variables)`: a message of the catalogs in the template's language;
- filter `when`: an ISO-8601 time -> "mercredi 2 décembre 2026 à 22:00 (Europe/Paris)", once,
  in the game's language and time zone (not Discourse's `[date=...]`, which each reader's
  browser would write a second time in its own locale); `when("genitive")` where the
  sentence puts it after a preposition that governs a case ("до вторника"): the weekday's
  name then comes from the catalogs (`when`, `weekday`, bridge/locale/<lang>/dates.ftl);
- filter `de` (French): "de" before a name, elided before a vowel ("ordres d'anna");
- filter `inert` (posts only): a name a GM or a player chose (a game's title, a clan, a room,
  a weapon, a zone), shown as typed: its `@name`, `#tag`, Markdown or HTML neither
  mentions, links nor formats (`inert`); never in a topic title or a code span, which
  Discourse does not cook, and never on a username, which must still mention;
- filter `duration(case)`: a count of minutes in words, "28 heures 10 minutes", by the
  catalogs' `duration` (the case where the language declines: "accusative" after "в");
- filter `day(pattern)`: the day of an ISO-8601 time in the game's zone, in the template's
  Babel pattern ("05/12" for `day("dd/MM")`): a date as a player writes it in an example;
- function `day_name(i)`: the name of a weekday (0 = Monday) in the language, by Babel;
- function `language_name(code)`: a language's name in the language, by Babel ("anglais");
- function `gender(name)`: the grammatical gender a player told ("feminine", "masculine"),
  else "other", for a catalog's selector (`t("left", player=p, gender=gender(p))`); the
  reader of a private message is `reader` (`gender(reader)`);
- variable `dice_trigger`: the word that makes discobot roll on this forum (`roll`, or `jet`
  on a French forum: `bridge.handlers.discobot`, `DISCOBOT_LOCALE`), as in `@discobot {{
  dice_trigger }} 2d6`; never the game language's word.

Web pages (the status page) are `<area>/<name>.html.j2`, rendered by `html` in an
environment of their own with autoescaping on: a player's name, a clan's or a game's title,
and every message of the catalogs, can never become markup.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from babel import Locale
from babel.dates import format_date, format_datetime
from babel.lists import format_list
from jinja2 import (
    BaseLoader,
    Environment,
    FileSystemLoader,
    PrefixLoader,
    StrictUndefined,
    TemplateNotFound,
    pass_context,
)
from markupsafe import Markup

from .catalogs import Catalogs, french_de, homes, setting_message


def languages(extra: tuple[Path, ...] | None = None) -> tuple[str, ...]:
    """The languages the bot speaks (its catalogs', and those LOCALE_DIRS adds): those
    DEFAULT_LANGUAGE and a new game's `language=` may name."""
    return Catalogs(extra=extra).languages()


def written(area: str, name: str, lang: str) -> bool:
    """Whether notice `area/name` can be said in `lang`: its template exists and its area
    has catalogs in that language (which `make i18n` checks complete)."""
    home = homes().get(area)
    return (home is not None and (home / "templates" / f"{name}.md.j2").is_file()
            and (home / "locale" / lang).is_dir())


def notices(area: str) -> set[str]:
    """The names of an area's notices (its Markdown templates)."""
    home = homes().get(area)
    return {path.name.split(".")[0] for path in (home / "templates").glob("*.md.j2")
            } if home is not None else set()


_IN_A_LANGUAGE = re.compile(r"^(.+)\.[a-z]{2,3}\.((?:md|html)\.j2)$")


class _WrittenOnce(BaseLoader):
    """Serves `area/name.<lang>.md.j2` with `area/name.md.j2`: a template includes a game's
    piece by the language it speaks (`game.kind ~ "/order." ~ lang ~ ".md.j2"`, then the
    bridge's default), and the piece, written once, speaks the language of whoever includes
    it."""

    def __init__(self, inner: BaseLoader) -> None:
        self.inner = inner

    def get_source(self, environment: Environment, template: str) -> Any:
        try:
            return self.inner.get_source(environment, template)
        except TemplateNotFound:
            once = _IN_A_LANGUAGE.match(template)
            if once is None:
                raise
            return self.inner.get_source(environment, f"{once.group(1)}.{once.group(2)}")


def _loader(areas: dict[str, Path]) -> BaseLoader:
    """Templates by area (`mud/reach.md.j2`): each area's `templates/` folder, beside its
    package."""
    return _WrittenOnce(PrefixLoader({area: FileSystemLoader(str(home / "templates"))
                                      for area, home in areas.items()
                                      if (home / "templates").is_dir()}))


_FORMATS = {
    "fr": "EEEE d MMMM y 'à' HH:mm",
    "en": "EEEE d MMMM y 'at' HH:mm",
    "ru": "EEEE, d MMMM y 'в' HH:mm",
}


def _as_datetime(value: str | datetime) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(value)


def _environment(loader: BaseLoader, autoescape: bool, catalogs: Catalogs) -> Environment:
    """A Jinja environment for the templates, Markdown (`autoescape` False) or HTML, with the
    filters both use, and `t(id, **variables)`: a message of the catalogs in the template's
    language (`bridge/catalogs.py`). Every template is compiled once and kept (a worker
    running every game in three languages uses hundreds, more than Jinja's default cache of
    400: a template pushed out was compiled again, some 50 ms, in the middle of a deadline),
    and never looked at again on disk: templates change with a new release, which restarts
    the process."""
    env = Environment(loader=loader, cache_size=-1, auto_reload=False,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                      autoescape=autoescape)
    env.filters["when"] = pass_context(
        lambda context, value, case=None: when_text(value, context["lang"], context["timezone"])
        if case is None else when_in_case(value, context["lang"], context["timezone"], case,
                                          catalogs))
    env.filters["de"] = french_de
    env.filters["listed"] = pass_context(
        lambda context, items: format_list([str(item) for item in items],
                                           locale=context["lang"]))
    env.filters["day"] = pass_context(
        lambda context, value, pattern: day_text(value, pattern, context["lang"],
                                                 context["timezone"]))
    env.filters["duration"] = pass_context(
        lambda context, minutes, case="nominative": duration_text(
            minutes, context["lang"], case, catalogs))
    env.globals["gender"] = pass_context(
        lambda context, name: (context.get("genders") or {}).get(
            str(name).lstrip("@").casefold(), "other"))
    env.globals["t"] = pass_context(
        lambda context, message_id, **args: catalogs.say(context["lang"], message_id, **args))
    env.globals["setting"] = pass_context(
        lambda context, area, name: catalogs.say(context["lang"], setting_message(area, name)))
    return env


class Texts:
    """Renders templates in a language and time zone."""

    def __init__(self, dice_trigger: str = "roll", catalogs: Catalogs | None = None) -> None:
        self.catalogs = catalogs or Catalogs()
        loader = _loader(homes())
        self.env = _environment(loader, autoescape=False, catalogs=self.catalogs)
        self.env.globals["dice_trigger"] = dice_trigger
        self.env.filters["inert"] = inert
        self.env.globals["language_name"] = pass_context(
            lambda context, code: Locale.parse(code).get_language_name(context["lang"]))
        self.env.globals["day_name"] = pass_context(
            lambda context, index: Locale.parse(context["lang"]).days["format"]["wide"][index])
        self._html_loader = loader
        self._verbatim: dict[str, Markup] = {}
        self.html_env = _environment(loader, autoescape=True, catalogs=self.catalogs)

    def render(
        self,
        area: str,
        template_name: str,
        lang: str,
        timezone: str = "UTC",
        **params: Any,
    ) -> str:
        """The text of notice `area/name` in `lang`."""
        template = self.env.get_template(f"{area}/{template_name}.md.j2")
        return template.render(**{"reader": "", "genders": {}, **params}, lang=lang,
                               timezone=timezone).strip() + "\n"

    def html_name(self, area: str, template_name: str, lang: str) -> tuple[str, str] | None:
        """The file of the web page piece `area/name` and the language it is said in; None
        when the area has none."""
        name = f"{area}/{template_name}.html.j2"
        try:
            self.html_env.get_template(name)
        except TemplateNotFound:
            return None
        return name, lang

    def html(self, area: str, template_name: str, lang: str, timezone: str = "UTC",
             **params: Any) -> str:
        """A web page (or piece) in `lang`, every value escaped unless it is `Markup`."""
        found = self.html_name(area, template_name, lang)
        if found is None:
            raise TemplateNotFound(f"{area}/{template_name}")
        name, candidate = found
        return self.html_env.get_template(name).render(
            **params, lang=candidate, timezone=timezone).strip() + "\n"

    def verbatim(self, area: str, file_name: str) -> Markup:
        """A piece of a page kept exactly as written (a style sheet, a script), to be put in
        the page as it is: its hash goes into the page's Content-Security-Policy, so it is
        read once and stays the same for as long as this renderer lives."""
        name = f"{area}/{file_name}"
        if name not in self._verbatim:
            source, _path, _uptodate = self._html_loader.get_source(self.html_env, name)
            self._verbatim[name] = Markup(source.strip())
        return self._verbatim[name]


WORD_JOINER = "\u2060"
"""An invisible character that joins, used to part what Discourse reads in a post's text
after Markdown: `@` from a name (a mention), `#` from a word (a hashtag), `:` from a word
(an emoji, a link's `http:`), `[` from `date=` (a local date), `/` from `/` (a link's
`//`), a dot from a top-level domain (a bare link). A backslash does none of that:
Discourse finds those in the text Markdown leaves, where `\\@boris` is "@boris" again
(`discourse-markdown-it/src/features/text-post-process.js`, `mentions.js`,
`hashtag-autocomplete.js`, `emoji.js`). U+2060 is no letter, mark, digit nor space for
any of them, nor for linkify's top-level domains."""
_ESCAPED = frozenset("\\`*[]~|")
"""Markdown's specials anywhere in a line (escapes, code, emphasis, links and pictures,
strikethrough, table cells): each shown as itself behind a backslash. `_` too, but only at
a word's edge: inside a word ("snake_case") it never emphasises."""
_LINE_START = re.compile(r"^[ \t]*(?:\d{1,9}([.)])|([#>+=-]))", re.MULTILINE)
"""What starts a block only at a line's start (a heading, a quote, a list, an ordered
list's "1." or "1)", a heading's underline): where a name is put, a line may start."""
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_JOINED = frozenset("@#:[")


def inert(value: object) -> str:
    """A name a GM or a player chose, as Markdown that Discourse shows exactly as typed
    (filter `inert`): Markdown's specials escaped by a backslash, `<` written `&lt;` (and
    `&` before what would read as an entity), and a word joiner (invisible) where Discourse
    would find a mention, a hashtag, an emoji, a local date or a link in the text (see
    `WORD_JOINER`). Letters of any script, digits, apostrophes and spaces stay as they are.
    Only for what a post cooks: a topic title is not Markdown, a code span shows backslashes,
    a web page escapes HTML on its own; and a username, which must mention, never goes
    through it."""
    text = str(value)
    at_line_start = {match.start(group) for match in _LINE_START.finditer(text)
                     for group in (1, 2) if match.group(group)}
    out: list[str] = []
    for index, char in enumerate(text):
        before, after = text[index - 1:index], text[index + 1:index + 2]
        if char == "<":
            out.append("&lt;")
        elif char == "&" and _ENTITY.match(text, index):
            out.append("\\&")
        elif char in _ESCAPED or index in at_line_start or (
                char == "_" and not (before.isalnum() and after.isalnum())):
            out.append("\\" + char)
        else:
            out.append(char)
        if after and not after.isspace() and (
                char in _JOINED or (char == "/" and after == "/")
                or (char == "." and after.isalpha())):
            out.append(WORD_JOINER)
    return "".join(out)


_DAY = re.compile(r"(?<![\w'])d(?![\w'])")
"""The day of the month in a Babel pattern (`d`, not `dd` nor a quoted letter)."""


def _dated(pattern: str, lang: str, moment: datetime) -> str:
    """A Babel date pattern for `moment` in `lang`: French writes the first of a month as an
    ordinal ("mardi 1er décembre"), which Babel's patterns do not."""
    return _DAY.sub("d'er'", pattern) if lang == "fr" and moment.day == 1 else pattern


def when_text(value: str | datetime, lang: str, timezone: str) -> str:
    """An absolute time in the game's language and zone, in words, written once (filter
    `when`, in posts and on the status page alike)."""
    moment = _as_datetime(value).astimezone(ZoneInfo(timezone))
    text = format_datetime(moment, _dated(_FORMATS.get(lang, _FORMATS["en"]), lang, moment),
                           locale=lang)
    return f"{text} ({timezone})"


_AFTER_WEEKDAY = {lang: pattern.partition(" ")[2] for lang, pattern in _FORMATS.items()}
"""What `_FORMATS` writes after the weekday's name (`EEEE` and its comma, if any), which the
catalog then says in a case."""


def when_in_case(value: str | datetime, lang: str, timezone: str, case: str,
                 catalogs: Catalogs) -> str:
    """A time in words as `when` writes it, its weekday's name in the grammatical case the
    sentence around needs where the language declines it (`until | when("genitive")` after
    Russian "до": "до вторника, 1 декабря 2026 в 09:00"): the catalog's message `when`, given
    the weekday's index (0 = Monday) and the rest in Babel's words; a language that does not
    decline says the name as Babel does."""
    moment = _as_datetime(value).astimezone(ZoneInfo(timezone))
    rest = format_datetime(moment, _dated(_AFTER_WEEKDAY.get(lang, _AFTER_WEEKDAY["en"]), lang,
                                          moment), locale=lang)
    return catalogs.say(lang, "when", day=moment.weekday(), case=case, rest=rest,
                        timezone=timezone)


DAYS_FROM = 48 * 60
"""From two days on, a duration counts days too ("2 jours 3 heures"); below, hours ("28 heures
10 minutes")."""


def duration_parts(minutes: int) -> list[tuple[str, int]]:
    """A count of minutes as the days, hours and minutes said (each unit that is not 0; "0
    minutes" when nothing)."""
    total = max(0, int(minutes))
    days, rest = divmod(total, 24 * 60) if total >= DAYS_FROM else (0, total)
    hours, left = divmod(rest, 60)
    parts = [(unit, count) for unit, count in (("days", days), ("hours", hours),
                                               ("minutes", left)) if count]
    return parts or [("minutes", 0)]


def duration_text(minutes: int, lang: str, case: str, catalogs: Catalogs) -> str:
    """A duration in words, each unit by the catalog's message `duration` with its plural
    (and its case where the language declines: `minutes | duration("accusative")` after
    Russian "в", "за"): "28 heures 10 minutes", "28 часов 10 минут" (filter `duration`,
    written the same way wherever the bot tells people how long something lasted)."""
    return " ".join(catalogs.say(lang, "duration", unit=unit, count=count, case=case)
                    for unit, count in duration_parts(minutes))


def day_text(value: str | datetime, pattern: str, lang: str, timezone: str) -> str:
    """The day of a time in the game's zone, in a Babel date pattern the template gives
    ("dd/MM", "MMMM d"): a date written as a player would write it."""
    moment = _as_datetime(value).astimezone(ZoneInfo(timezone))
    return format_date(moment.date(), _dated(pattern, lang, moment), locale=lang)
