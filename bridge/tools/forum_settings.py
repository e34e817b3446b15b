"""The forum's site settings as `gamemaster check` (`bridge.tools.checks`) reads them
(`GET /admin/site_settings.json`, Admin::SiteSettingsController#index), one line for each
group deploy/DISCOURSE.md sets: lengths (min_post_length, min_first_post_length,
min_personal_message_post_length, once min_private_message_post_length), posts
(allow_uppercase_posts, unique_posts_mins), titles (allow_duplicate_topic_titles,
min_topic_title_length, title_min_entropy), grace (editing_grace_period), discobot
(discourse_narrative_bot_enabled, default_locale, allow_user_locale), the last read with the
games in the database that roll with discobot.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bridge.tools.check_api import FAILED, NOTE, OK, UNCHECKED, Line

RECOMMENDED = {"min_post_length": 2, "min_personal_message_post_length": 2}
"""deploy/DISCOURSE.md's values for a game forum (two-character orders: `B7`, `ok`, `пас`)."""
DEFAULTS = {"min_first_post_length": 20, "min_topic_title_length": 15, "title_min_entropy": 10}
"""Discourse's defaults (config/site_settings.yml), which the bot's own posts and titles pass."""
RENAMED = {"min_personal_message_post_length": "min_private_message_post_length"}
"""Settings Discourse renamed: today's name, and the name older forums still list."""
DICE_TRIGGERS = {"en": "roll", "fr": "jet", "ru": "roll"}
"""`discourse_narrative_bot.dice.trigger` in plugins/discourse-narrative-bot/config/locales/
server.{en,fr,ru}.yml (Russian keeps the English word); the bridge reads `roll` and `jet`."""
LANGUAGES = {"en": "English", "fr": "French", "ru": "Russian"}
LIVE = ("signup", "running", "review")


def site_settings(body: Any) -> dict[str, str] | None:
    """Each setting's value by name from `GET /admin/site_settings.json`
    (`{"site_settings": [{"setting": …, "value": "20", "default": "20", "type": …}, …]}`:
    Admin::SiteSettingsController#index, `SiteSetting.all_settings`, values as strings)."""
    listed = body.get("site_settings") if isinstance(body, dict) else None
    if not isinstance(listed, list):
        return None
    return {str(s["setting"]): "" if s.get("value") is None else str(s["value"])
            for s in listed if isinstance(s, dict) and s.get("setting")}


def _number(settings: dict[str, str], name: str) -> tuple[str, int] | None:
    """A number setting as (the name the forum uses, its value), under its name of today or
    the one it had before a rename; None when the forum does not list it."""
    for spelled in (name, RENAMED.get(name, "")):
        try:
            return spelled, int(settings[spelled])
        except (KeyError, ValueError):
            continue
    return None


def _on(settings: dict[str, str], name: str) -> bool | None:
    value = settings.get(name)
    return None if value is None else value.strip().lower() in ("true", "t", "1")


def _lengths(settings: dict[str, str]) -> Line:
    high, seen = [], []
    for name in ("min_post_length", "min_first_post_length",
                 "min_personal_message_post_length"):
        found = _number(settings, name)
        if found is None:
            continue
        spelled, value = found
        seen.append(f"{spelled} {value}")
        if name in RECOMMENDED and value > RECOMMENDED[name]:
            high.append(f"{spelled} = {RECOMMENDED[name]}")
        elif name in DEFAULTS and value > DEFAULTS[name]:
            high.append(f"{spelled} = {DEFAULTS[name]} (Discourse's default)")
    if not seen:
        return Line("lengths", UNCHECKED, "the forum lists none of min_post_length, "
                    "min_first_post_length, min_personal_message_post_length: look in Admin → "
                    "Settings")
    if not high:
        return Line("lengths", OK, f"{', '.join(seen)}: short orders (`B7`, `ok`) pass")
    return Line("lengths", NOTE, f"{', '.join(seen)}: the bot pads its own posts and every "
                "command works padded, but players must pad short orders (\"ok, je valide\" "
                "for \"ok\"); to let them write `B7` or `ok`, Admin → Settings: "
                f"{', '.join(high)} (deploy/DISCOURSE.md)")


def _posts(settings: dict[str, str]) -> Line:
    upper, unique = _on(settings, "allow_uppercase_posts"), _number(settings, "unique_posts_mins")
    if upper is None and unique is None:
        return Line("posts", UNCHECKED, "the forum lists neither allow_uppercase_posts nor "
                    "unique_posts_mins: look in Admin → Settings")
    said = [f"allow_uppercase_posts {'on' if upper else 'off'}"] if upper is not None else []
    said += [f"unique_posts_mins {unique[1]}"] if unique is not None else []
    fixes = []
    if upper is False:
        fixes.append("allow_uppercase_posts on (`Б7`, `OK`, `PASS` are refused: no lower-case "
                     "letter)")
    if unique is not None and unique[1] > 0:
        fixes.append(f"unique_posts_mins = 0 (a player who passes twice within {unique[1]} "
                     "minutes is refused as \"too similar\")")
    if not fixes:
        return Line("posts", OK, f"{', '.join(said)}: players may repeat a short order")
    return Line("posts", NOTE, f"{', '.join(said)}: the bot's own posts pass these; for "
                f"players, Admin → Settings: {'; '.join(fixes)} (deploy/DISCOURSE.md)")


def _titles(settings: dict[str, str]) -> Line:
    duplicates = _on(settings, "allow_duplicate_topic_titles")
    numbers = [found for found in (_number(settings, "min_topic_title_length"),
                                   _number(settings, "title_min_entropy")) if found]
    if duplicates is None and not numbers:
        return Line("titles", UNCHECKED, "the forum lists none of allow_duplicate_topic_titles, "
                    "min_topic_title_length, title_min_entropy: look in Admin → Settings")
    said = [f"{name} {value}" for name, value in numbers]
    raised = [f"{name} = {DEFAULTS[name]}" for name, value in numbers if value > DEFAULTS[name]]
    notes = []
    if duplicates is False:
        notes.append("allow_duplicate_topic_titles is off: the bot's titles carry the "
                     "game's number, so two games of one name differ, and a title the forum "
                     "still refuses is mended and tried again; nothing to change")
    if raised:
        notes.append("the bot's titles are written for Discourse's defaults: one the forum "
                     "finds too short or too plain is mended and tried again, the GM told "
                     f"what was used; to avoid it, Admin → Settings: {', '.join(raised)}")
    if not notes:
        return Line("titles", OK, f"{', '.join(said + ['allow_duplicate_topic_titles on'])}")
    return Line("titles", NOTE, f"{', '.join(said) + ': ' if said else ''}{'; '.join(notes)}")


def _grace(settings: dict[str, str]) -> Line:
    found = _number(settings, "editing_grace_period")
    if found is None:
        return Line("grace", UNCHECKED, "the forum does not list editing_grace_period: look in "
                    "Admin → Settings")
    if found[1] <= 0:
        return Line("grace", OK, "editing_grace_period 0: every edit is a new version")
    return Line("grace", NOTE, f"editing_grace_period {found[1]} s: an edit within it keeps "
                "the post's version and time (a \"ninja edit\"); the bridge times an order by "
                "its last edit, so nothing breaks; set it to 0 (Admin → Settings) only if the "
                "post's history should show every correction")


def _triggers(settings: dict[str, str]) -> str:
    locale = settings.get("default_locale") or "en"
    language = locale.split("_")[0].split("-")[0].lower()
    word = DICE_TRIGGERS.get(language)
    if _on(settings, "allow_user_locale"):
        words = ", ".join(f"`{w}` in {LANGUAGES[code]}" for code, w in DICE_TRIGGERS.items())
        return ("allow_user_locale is on: each player's interface language picks discobot's "
                f"word ({words}; default_locale {locale} for the others): a player writes "
                "`@discobot roll 2d6` or `@discobot jet 2d6` as their language says")
    if word is None:
        return (f"default_locale {locale}: players write `@discobot <word> 2d6`, <word> being "
                f"that locale's discourse_narrative_bot.dice.trigger (`roll` when it has "
                f"none); the bridge recognises the request only as `roll` or `jet`, and reads "
                f"discobot's answer either way")
    return f"default_locale {locale}: players write `@discobot {word} 2d6`"


def _discobot(settings: dict[str, str], games: Sequence[str] | None) -> Line:
    enabled = _on(settings, "discourse_narrative_bot_enabled")
    if enabled is None:
        return Line("discobot", NOTE, "the forum does not list "
                    "discourse_narrative_bot_enabled (the narrative bot plugin is missing): "
                    "games cannot roll with discobot; let the bot roll instead")
    if not enabled:
        if games:
            return Line("discobot", FAILED, "discourse_narrative_bot_enabled is off, and "
                        f"{', '.join(games)} roll(s) with discobot: those rolls would never "
                        "be answered. Admin → Settings → discourse_narrative_bot_enabled: on")
        known = ("no game in the database rolls with discobot" if games is not None
                 else "the database could not be read to see whether a game rolls with it")
        return Line("discobot", NOTE, f"discourse_narrative_bot_enabled is off ({known}): a "
                    "game set to roll with discobot (Highway Romantics, source discobot) would "
                    "wait for rolls that never come; turn it on (Admin → Settings) before "
                    "starting one, or let the bot roll (source bot)")
    return Line("discobot", NOTE, f"discobot is on; {_triggers(settings)} (discobot does "
                "not roll for a player whose preferences skip new user tips)")


SETTING_LINES = {
    "lengths": "min_post_length, min_first_post_length, min_personal_message_post_length",
    "posts": "allow_uppercase_posts, unique_posts_mins",
    "titles": "allow_duplicate_topic_titles, min_topic_title_length, title_min_entropy",
    "grace": "editing_grace_period",
    "discobot": "discourse_narrative_bot_enabled, default_locale, allow_user_locale",
}


def setting_lines(settings: dict[str, str], games: Sequence[str] | None = None) -> list[Line]:
    """The lines read from the site settings."""
    return [_lengths(settings), _posts(settings), _titles(settings), _grace(settings),
            _discobot(settings, games)]


def discobot_games(database_url: str) -> list[str] | None:
    """The games not over (sign-up, running, review) whose dice discobot rolls, from the
    database, as `#id title`; [] without a database yet, None when it cannot be read."""
    if database_url.startswith("sqlite:///"):
        path = database_url[len("sqlite:///"):].split("?")[0]
        if path in ("", ":memory:") or not Path(path).exists():
            return []
    try:
        from sqlalchemy import select

        from bridge.db import Database, GameRow
        from bridge.handlers.orders import rolls_with_discobot

        db = Database(database_url)
        try:
            with db.unit() as session:
                rows = session.scalars(select(GameRow).where(GameRow.status.in_(LIVE))
                                       .order_by(GameRow.id)).all()
                return [f"game #{g.id} {g.title!r}" for g in rows if rolls_with_discobot(g)]
        finally:
            db.engine.dispose()
    except Exception:  # noqa: BLE001 - a check reports what it cannot read, never crashes
        return None

