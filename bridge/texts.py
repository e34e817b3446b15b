"""Everything the bot says comes from Jinja templates in `templates/`.

Layout: `templates/<area>/<name>.<lang>.md.j2`, where area is a game id (mud, ...) or
`bridge` for what is common to every game. A missing language falls back to English, then to
French. Helpers available to every template:
- filter `when`: an ISO-8601 time -> "mercredi 2 décembre 2026 à 22:00 (Europe/Paris)", once,
  in the game's language and time zone (not Discourse's `[date=...]`, which each reader's
  browser would write a second time in its own locale);
- function `plural(n, one=..., other=..., few=..., many=...)`: the form for n in the language;
- filter `de` (French): "de" before a name, elided before a vowel ("ordres d'anna");
- filter `inert` (posts only): a name a GM or a player chose (a game's title, a clan, a room,
  a weapon, a zone), shown as typed: its `@name`, `#tag`, Markdown or HTML neither
  mentions, links nor formats (`inert`); never in a topic title or a code span, which
  Discourse does not cook, and never on a username, which must still mention;
- filter `day(pattern)`: the day of an ISO-8601 time in the game's zone, in the template's
  Babel pattern ("05/12" for `day("dd/MM")`): a date as a player writes it in an example;
- function `day_name(i)`: the name of a weekday (0 = Monday) in the language, by Babel;
- variable `dice_trigger`: the word that makes discobot roll on this forum (`roll`, or `jet`
  on a French forum: `bridge.handlers.discobot`, `DISCOBOT_LOCALE`), as in `@discobot {{
  dice_trigger }} 2d6`; never the game language's word.

Web pages (the status page) are `templates/<area>/<name>.<lang>.html.j2`, rendered by `html`
in an environment of their own with autoescaping on: a player's name, a clan's or a game's
title can never become markup.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from babel import Locale
from babel.dates import format_date, format_datetime
from jinja2 import (
    BaseLoader,
    ChoiceLoader,
    Environment,
    FileSystemLoader,
    PrefixLoader,
    StrictUndefined,
    TemplateNotFound,
    pass_context,
)
from markupsafe import Markup

from .catalogs import FALLBACKS, Catalogs, french_de, homes


def _templates() -> Path:
    """templates/ of the checkout, else the copy installed as `gamemaster_templates`."""
    checkout = Path(__file__).resolve().parent.parent / "templates"
    if checkout.is_dir():
        return checkout
    import gamemaster_templates  # installed from a wheel: the same files, packaged

    return Path(next(iter(gamemaster_templates.__path__)))


TEMPLATES = _templates()


def languages(root: Path = TEMPLATES) -> tuple[str, ...]:
    """The languages the bridge speaks (its catalogs, `bridge/locale/<lang>/`, and what is
    still written per language, `bridge/<name>.<lang>.md.j2`): those DEFAULT_LANGUAGE may
    name."""
    written = {path.name.split(".")[-3] for path in (root / "bridge").glob("*.*.md.j2")}
    return tuple(sorted(written | set(Catalogs().languages())))


def written(area: str, name: str, lang: str, root: Path = TEMPLATES) -> bool:
    """Whether notice `area/name` can be said in `lang`: written once (its words in the
    catalogs, which `make i18n` checks for every language), or in that language."""
    for home in (root / area, homes().get(area, root / area) / "templates"):
        if (home / f"{name}.md.j2").is_file() or (home / f"{name}.{lang}.md.j2").is_file():
            return True
    return False


def notices(area: str, root: Path = TEMPLATES) -> set[str]:
    """The names of an area's notices, however they are written."""
    found: set[str] = set()
    for home in (root / area, homes().get(area, root / area) / "templates"):
        found |= {path.name.split(".")[0] for path in home.glob("*.md.j2")}
    return found


_IN_A_LANGUAGE = re.compile(r"^(.+)\.[a-z]{2,3}\.((?:md|html)\.j2)$")


class _WrittenOnce(BaseLoader):
    """Serves `area/name.<lang>.md.j2`, which a template asks for by the language it is
    written in, with `area/name.md.j2` when the notice is written once: the template then
    speaks the language of whoever includes it."""

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


def _loader(root: Path, areas: dict[str, Path]) -> BaseLoader:
    """Templates by area (`mud/reach.md.j2`): an area's own `templates/` folder beside its
    package first, then what is still under `templates/<area>/`."""
    choices: dict[str, list[BaseLoader]] = {}
    for area, home in areas.items():
        if (home / "templates").is_dir():
            choices.setdefault(area, []).append(FileSystemLoader(str(home / "templates")))
    for folder in sorted(root.iterdir()) if root.is_dir() else ():
        if folder.is_dir() and not folder.name.startswith("_"):
            choices.setdefault(folder.name, []).append(FileSystemLoader(str(folder)))
    return _WrittenOnce(PrefixLoader({area: ChoiceLoader(loaders)
                                      for area, loaders in choices.items()}))

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
    and never
    looked at again on disk: templates change with a new release, which restarts the
    process."""
    env = Environment(loader=loader, cache_size=-1, auto_reload=False,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                      autoescape=autoescape)
    env.filters["when"] = pass_context(
        lambda context, value: when_text(value, context["lang"], context["timezone"]))
    env.filters["de"] = french_de
    env.filters["day"] = pass_context(
        lambda context, value, pattern: day_text(value, pattern, context["lang"],
                                                 context["timezone"]))
    env.globals["plural"] = pass_context(
        lambda context, n, **forms: plural(context["lang"], n, **forms))
    env.globals["t"] = pass_context(
        lambda context, message_id, **args: catalogs.say(context["lang"], message_id, **args))
    return env


class Texts:
    """Renders templates in a language and time zone."""

    def __init__(self, root: Path = TEMPLATES, dice_trigger: str = "roll",
                 catalogs: Catalogs | None = None) -> None:
        self.catalogs = catalogs or Catalogs()
        loader = _loader(root, homes())
        self.env = _environment(loader, autoescape=False, catalogs=self.catalogs)
        self.env.globals["dice_trigger"] = dice_trigger
        self.env.filters["inert"] = inert
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
        """The text of `area/name` in `lang`: its template written once (`name.md.j2`, whose
        words come from the catalogs), else the one written in that language, falling back
        to English, then French."""
        try:
            template = self.env.get_template(f"{area}/{template_name}.md.j2")
        except TemplateNotFound:
            pass
        else:
            return template.render(**params, lang=lang, timezone=timezone).strip() + "\n"
        for candidate in (lang, *FALLBACKS):
            try:
                template = self.env.get_template(f"{area}/{template_name}.{candidate}.md.j2")
            except TemplateNotFound:
                continue
            return template.render(**params, lang=candidate, timezone=timezone).strip() + "\n"
        raise TemplateNotFound(f"{area}/{template_name}")

    def html_name(self, area: str, template_name: str, lang: str) -> tuple[str, str] | None:
        """The file of the web page piece `area/name` in `lang` (written once, else in that
        language, falling back to English, then French) and the language it is in; None when
        there is none."""
        try:
            self.html_env.get_template(f"{area}/{template_name}.html.j2")
        except TemplateNotFound:
            pass
        else:
            return f"{area}/{template_name}.html.j2", lang
        for candidate in (lang, *FALLBACKS):
            name = f"{area}/{template_name}.{candidate}.html.j2"
            try:
                self.html_env.get_template(name)
            except TemplateNotFound:
                continue
            return name, candidate
        return None

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


def plural(lang: str, n: int, **forms: str) -> str:
    """The plural form of n in `lang`: one, few, many or other (CLDR rules, by Babel). A
    form the template does not give falls back: few to many, other (Russian fractions,
    "1,5 монеты") to few then many."""
    category = Locale.parse(lang).plural_form(abs(n))
    fallbacks = {"few": ("many", "other"), "other": ("few", "many")}.get(category, ("other",))
    return next((forms[name] for name in (category, *fallbacks) if forms.get(name)),
                forms.get("other", ""))


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


def when_text(value: str | datetime, lang: str, timezone: str) -> str:
    """An absolute time in the game's language and zone, in words, written once (filter
    `when`, in posts and on the status page alike)."""
    moment = _as_datetime(value).astimezone(ZoneInfo(timezone))
    text = format_datetime(moment, _FORMATS.get(lang, _FORMATS["en"]), locale=lang)
    return f"{text} ({timezone})"


def day_text(value: str | datetime, pattern: str, lang: str, timezone: str) -> str:
    """The day of a time in the game's zone, in a Babel date pattern the template gives
    ("dd/MM", "MMMM d"): a date written as a player would write it."""
    moment = _as_datetime(value).astimezone(ZoneInfo(timezone))
    return format_date(moment.date(), pattern, locale=lang)
