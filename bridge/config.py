"""Settings, read from the environment (see .env.example for every one of them)."""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from dataclasses import Field, dataclass, fields
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit


@dataclass(frozen=True)
class Config:
    """Everything the service needs to know about its surroundings."""

    database_url: str = "sqlite:///gamemaster.sqlite3"
    discourse_url: str = ""
    """The forum's base URL; no default: the worker, the web and `check` need it
    (`forum_address`)."""
    discourse_api_key: str = ""
    discourse_api_username: str = "gamemaster"
    webhook_secret: str = ""
    forum_instance: str = ""
    game_category_id: int | None = None
    gamemasters: tuple[str, ...] = ()
    default_language: str = "fr"
    public_url: str = "http://127.0.0.1:8000"
    poll_seconds: float = 2.0
    backfill_minutes: float = 5.0
    full_backfill_minutes: float = 60.0
    forum_down_alert_minutes: float = 10.0
    api_requests_per_minute: int = 50
    api_timeout_seconds: float = 20.0
    discobot_locale: str = ""
    """The forum's `default_locale`, whose dice trigger word discobot answers (`roll` in
    English and Russian, `jet` in French); empty: the same as `default_language`."""
    metrics_token: str = ""
    locale_dirs: str = ""
    """Folders of catalogs this forum adds, separated by `:` (bridge/catalogs.py
    `extra_dirs`): a language the packages do not ship."""

    @property
    def locale_paths(self) -> tuple[Path, ...]:
        from bridge.catalogs import extra_dirs

        return extra_dirs({"LOCALE_DIRS": self.locale_dirs})

    @property
    def forum_locale(self) -> str:
        """The locale discobot reads posts in on this forum (`DISCOBOT_LOCALE`)."""
        return self.discobot_locale or self.default_language


def from_env(environ: Mapping[str, str] | None = None) -> Config:
    """Read the configuration from environment variables (GAMEMASTER_* and DATABASE_URL):
    `environ`, else the process's. Every value is checked first (`check`): ConfigError,
    naming each setting the service cannot run with, before anything starts."""
    env = dict(os.environ if environ is None else environ)
    check(env)
    category = env.get("GAME_CATEGORY_ID", "").strip()
    return Config(
        database_url=env.get("DATABASE_URL", Config.database_url),
        discourse_url=env.get("DISCOURSE_URL", Config.discourse_url).rstrip("/"),
        discourse_api_key=env.get("DISCOURSE_API_KEY", ""),
        discourse_api_username=env.get("DISCOURSE_API_USERNAME", Config.discourse_api_username),
        webhook_secret=env.get("WEBHOOK_SECRET", ""),
        forum_instance=env.get("FORUM_INSTANCE", ""),
        game_category_id=int(category) if category else None,
        gamemasters=tuple(
            name.strip().lower() for name in env.get("GAMEMASTERS", "").split(",") if name.strip()
        ),
        default_language=env.get("DEFAULT_LANGUAGE", Config.default_language),
        public_url=env.get("PUBLIC_URL", Config.public_url).rstrip("/"),
        poll_seconds=float(env.get("POLL_SECONDS", Config.poll_seconds)),
        backfill_minutes=float(env.get("BACKFILL_MINUTES", Config.backfill_minutes)),
        full_backfill_minutes=float(env.get("FULL_BACKFILL_MINUTES",
                                            Config.full_backfill_minutes)),
        forum_down_alert_minutes=float(env.get("FORUM_DOWN_ALERT_MINUTES",
                                               Config.forum_down_alert_minutes)),
        api_requests_per_minute=int(
            env.get("API_REQUESTS_PER_MINUTE", Config.api_requests_per_minute)
        ),
        api_timeout_seconds=float(env.get("API_TIMEOUT_SECONDS", Config.api_timeout_seconds)),
        discobot_locale=env.get("DISCOBOT_LOCALE", "").strip(),
        metrics_token=env.get("METRICS_TOKEN", "").strip(),
        locale_dirs=env.get("LOCALE_DIRS", "").strip(),
    )


# --- Checking every setting at start ---------------------------------------------------------


class SetupError(Exception):
    """A mistake in how the service is set up (a setting, the settings file, the database),
    said in one line that names the fix: the command, the web process and the worker print
    it and stop, never with a traceback."""


class ConfigError(SetupError, ValueError):
    """Settings the service cannot run with. `setting` names the first wrong one (in
    .env.example's order), `message` says what it got and what is expected; `problems` holds
    every wrong one, (setting, message), and the text of the error is all of them."""

    def __init__(self, setting: str, message: str,
                 more: tuple[tuple[str, str], ...] = ()) -> None:
        self.setting = setting
        self.message = message
        self.problems = ((setting, message), *more)
        super().__init__("; ".join(text for _, text in self.problems))


SECRETS = frozenset({"DISCOURSE_API_KEY", "WEBHOOK_SECRET", "METRICS_TOKEN",
                     "DISCOURSE_ADMIN_API_KEY"})
"""Settings whose value no error shows (nor any whose name says KEY, SECRET, TOKEN or
PASSWORD); DATABASE_URL is shown without its password."""
_MORE_THAN_ZERO = frozenset({"poll_seconds", "backfill_minutes", "full_backfill_minutes",
                             "api_timeout_seconds", "game_category_id"})
_UNITS = (("_seconds", " of seconds"), ("_minutes", " of minutes"),
          ("_per_minute", " of calls a minute"))
_EXAMPLES = {"discourse_url": "https://forum.example.org", "public_url": "https://gm.example.org",
             "forum_instance": "https://forum.example.org"}
_DATABASES = ("e.g. sqlite:////var/lib/gamemaster/gamemaster.sqlite3 (4 slashes: an absolute "
              "path) or postgresql+psycopg://gamemaster:PASSWORD@127.0.0.1:5432/gamemaster")


def hide_password(url: str) -> str:
    """A database URL fit to show: its password, if any, written ***. Read by hand, not by
    SQLAlchemy, so that a password with an unescaped @ or / is hidden whole too."""
    scheme, sep, rest = url.partition("://")
    userinfo, at, host = rest.rpartition("@")
    if not sep or not at:
        return url
    user, colon, _ = userinfo.partition(":")
    return f"{scheme}://{user}{':***' if colon else ''}@{host}"


def shown(name: str, value: str) -> str:
    """A setting's value as an error may show it: quoted, a secret never."""
    if name in SECRETS or any(word in name for word in ("KEY", "SECRET", "TOKEN", "PASSWORD")):
        return "(hidden)"
    if name == "DATABASE_URL":
        value = hide_password(value)
    if len(value) > 100:
        value = value[:99] + "…"
    return json.dumps(value, ensure_ascii=False)


def _number(field: Field[Any], name: str, raw: str) -> str | None:
    """What is wrong with a number's value (the field's type says which kind), if anything."""
    kind = str(field.type)
    whole = kind != "float"
    value = raw.strip()
    if not value and kind.endswith("| None"):
        return None
    try:
        number = int(value) if whole else float(value)
    except ValueError:
        number = None
    positive = field.name in _MORE_THAN_ZERO
    if number is not None and math.isfinite(number) and (number > 0 or not positive
                                                         and number == 0):
        return None
    got = "is empty" if not value else f"is {shown(name, raw)}"
    if field.name == "game_category_id":
        return (f"{name} {got}: expected the category's number (the 5 in /c/games/5), or "
                "nothing for the forum's default category")
    unit = next((words for end, words in _UNITS if field.name.endswith(end)), "")
    bound = "greater than 0" if positive else "0 or more"
    extra = "; 0: no pacing" if field.name == "api_requests_per_minute" else ""
    default = f" (default {field.default}{extra})" if field.default is not None else ""
    return f"{name} {got}: expected {'a whole' if whole else 'a'} number{unit}, {bound}{default}"


def _web_address(field: Field[Any], name: str, raw: str) -> str | None:
    if not raw and field.name in ("forum_instance", "discourse_url"):
        return None  # not set: FORUM_INSTANCE is not checked, DISCOURSE_URL is asked for
        #              where the forum is needed (`forum_address`)
    parts = urlsplit(raw)
    try:
        port_ok = parts.port is None or parts.port > 0
    except ValueError:
        port_ok = False
    if (parts.scheme in ("http", "https") and parts.hostname and port_ok
        and not parts.query and not parts.fragment and not re.search(r"\s", raw)):
        return None
    example = _EXAMPLES.get(field.name, "https://example.org")
    return f"{name} is {shown(name, raw)}: expected an http:// or https:// address, e.g. {example}"


def _database(name: str, raw: str) -> str | None:
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    got = f"{name} is {shown(name, raw)}"
    try:
        url = make_url(raw)
    except (ArgumentError, ValueError):
        return f"{got}: SQLAlchemy cannot read it as a database URL; expected {_DATABASES}"
    try:
        dialect = url.get_dialect()
    except NoSuchModuleError:
        return (f"{got}: SQLAlchemy knows no database {url.drivername!r}; expected "
                f"{_DATABASES}")
    try:
        dialect.import_dbapi()
    except ImportError as error:
        return (f"{got}: its driver ({error.name or url.drivername}) is not installed: for "
                "PostgreSQL, pip install -e \".[postgres,server]\"")
    return None


def _language(name: str, raw: str, environ: Mapping[str, str]) -> str | None:
    from bridge.catalogs import extra_dirs
    from bridge.texts import languages

    known = languages(extra=extra_dirs(environ))
    if raw in known:
        return None
    return (f"{name} is {shown(name, raw)}: expected a language the bot has texts in: "
            f"{', '.join(known)}")


def _locale(name: str, raw: str) -> str | None:
    value = raw.strip()
    if not value:
        return None  # the same as DEFAULT_LANGUAGE
    if re.fullmatch(r"[a-z]{2,3}(_[A-Z][A-Za-z]{1,3})?", value):
        from babel import Locale, UnknownLocaleError

        try:
            Locale.parse(value)
            return None
        except (UnknownLocaleError, ValueError):
            pass
    return (f"{name} is {shown(name, raw)}: expected the forum's default_locale as Discourse "
            "writes it (fr, en, ru, pt_BR...), or nothing for the same as DEFAULT_LANGUAGE")


def _log_level(name: str, raw: str) -> str | None:
    from bridge.logs import LEVELS

    if not raw.strip() or raw.strip().upper() in LEVELS:
        return None
    return (f"{name} is {shown(name, raw)}: expected one of {', '.join(LEVELS)}, or nothing "
            "for INFO")


def _log_format(name: str, raw: str) -> str | None:
    from bridge.logs import FORMATS

    if not raw.strip() or raw.strip().lower() in FORMATS:
        return None
    return (f"{name} is {shown(name, raw)}: expected {' or '.join(FORMATS)}, or nothing for "
            f"{FORMATS[0]}")


def _proxy_hops(name: str, raw: str) -> str | None:
    if not raw.strip() or raw.strip().isdigit():
        return None
    return (f"{name} is {shown(name, raw)}: expected the number of reverse proxies in front "
            "of gunicorn, 0 or more (default 0)")


_NOT_FIELDS = {"LOG_LEVEL": _log_level, "LOG_FORMAT": _log_format, "PROXY_HOPS": _proxy_hops}
"""Settings read outside `Config` (bridge/logs.py, deploy/wsgi.py), checked here too."""


def _locale_dirs(name: str, raw: str) -> str | None:
    from bridge.catalogs import extra_dirs

    for folder in extra_dirs({name: raw}):
        if not any(folder.glob("*/*.ftl")):
            return (f"{name} names {folder}, which holds no catalog: expected folders of "
                    "catalogs, each with <lang>/*.ftl (fr/bridge.ftl...), separated by ':'")
    return None


def _problem(field: Field[Any], name: str, raw: str,
             environ: Mapping[str, str]) -> str | None:
    """What is wrong with one setting's value, or None."""
    if str(field.type) in ("float", "int", "int | None"):
        return _number(field, name, raw)
    if field.name == "database_url":
        return _database(name, raw)
    if field.name.endswith("_url") or field.name == "forum_instance":
        return _web_address(field, name, raw)
    if field.name == "default_language":
        return _language(name, raw, environ)
    if field.name == "locale_dirs":
        return _locale_dirs(name, raw)
    if field.name == "discobot_locale":
        return _locale(name, raw)
    if field.name == "discourse_api_username" and not raw.strip():
        return f"{name} is empty: expected the bot's forum username (default gamemaster)"
    return None


def forum_address(config: Config) -> str:
    """DISCOURSE_URL, which the worker, the web process and `gamemaster check` cannot do
    without (other commands only read the database): ConfigError when it is not set."""
    if not config.discourse_url:
        raise ConfigError("DISCOURSE_URL", "DISCOURSE_URL is not set: expected the forum's "
                          f"base URL, e.g. {_EXAMPLES['discourse_url']}")
    return config.discourse_url


def check(environ: Mapping[str, str]) -> None:
    """Check the value of every setting `environ` gives (a setting's name is its field's,
    in capitals; one not given takes its default); ConfigError names every wrong one."""
    problems = tuple((name, problem) for field in fields(Config)
                     for name in (field.name.upper(),) if name in environ
                     for problem in (_problem(field, name, environ[name], environ),)
                     if problem)
    problems += tuple((name, problem) for name, read in _NOT_FIELDS.items() if name in environ
                      for problem in (read(name, environ[name]),) if problem)
    if problems:
        raise ConfigError(*problems[0], more=problems[1:])
