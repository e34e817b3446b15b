"""A new game: the GM's private message to the bot read, checked and answered.

`nouvelle partie mud …` (or its English and Russian forms) with its settings: the kind must
exist, every setting must be known and valid (the bridge's own, `BRIDGE_SETTINGS`, and the
game's), and only a listed game master may create one. The game is stored in sign-up with
its public topic and the GM's desk queued; anything else gets the help or the refusal.
"""

from __future__ import annotations

import logging
import re
import secrets
from typing import Any

from sqlalchemy.orm import Session

from bridge import schedule
from bridge.db import GameRow, InboundRow, TopicRow
from bridge.delivery.outbox import enqueue
from bridge.handlers import commands
from bridge.handlers.tell import bridge_text, reply
from bridge.publishing.parts import Parts
from bridge.publishing.publish import guests
from rules import registry
from rules.base import GM, PUBLIC, Setting, aliases_of, defaults_of
from rules.calendar import window_ok
from rules.reader import fold, own_words

log = logging.getLogger(__name__)


EVERY_GAME = (
    Setting("review", "gm"),
    Setting("remind", 0),
    Setting("pause_after", 0),
    Setting("language", "", ("langue", "язык")),
    Setting("seed", ""),
)
"""The settings of every game, the bridge's: `review` (gm, auto or hours), `remind` (hours
before a deadline at which players who sent nothing get a private reminder; 0 = none),
`pause_after` (steps in a row closed by their deadline with nobody's order, after which the
table pauses itself, `bridge.turns.idle`; 0 = never), `language` (the game's, when not its
command's: `new game mud "X" language=ru`, a language LOCALE_DIRS adds included), `seed`
(the chance's, for a replay). What each does is said in the catalogs (`setting-<name>`), in
the GM's help of a game."""

BRIDGE_SETTINGS = {name: value for name, value in defaults_of(EVERY_GAME).items()
                   if name in ("review", "remind", "pause_after")}
"""The bridge's settings a game stores; a game's own defaults come over these (a live table
says `pause_after` 3)."""

IDLE_MOST = 1000
"""The largest `pause_after`."""


def settings_help(kind: str) -> dict[str, Any]:
    """What the GM's help lists of a kind of game's settings: its own (`rules.settings`,
    with their other names and defaults), then every game's."""
    rules = registry.get(kind)
    assert rules is not None
    return {"settings": [_described(setting) for setting in rules.settings],
            "every_game": [_described(setting) for setting in EVERY_GAME]}


def _described(setting: Setting) -> dict[str, Any]:
    default = setting.default
    shown = ("on" if default else "off") if isinstance(default, bool) else (
        ", ".join(map(str, default)) if isinstance(default, list | tuple) else str(default))
    return {"name": setting.name, "aliases": list(setting.aliases), "default": shown}


HELP_WORDS = {"en": ("help", "settings", "how", "rules", "what"),
              "fr": ("aide", "aidez", "reglages", "comment", "regles", "quels")}
"""Words that tell the language of a question about a game, when it has no Cyrillic."""


def asked_in(text: str, default: str) -> str:
    """The language a question about a game is asked in: Russian when written in Cyrillic,
    else English or French by its words, else the forum's default."""
    if any("а" <= letter <= "я" or letter == "ё" for letter in text.lower()):
        return "ru"
    words = set(re.sub(r"[^\w]+", " ", fold(text)).split())
    return next((lang for lang, found in HELP_WORDS.items() if words & set(found)), default)


def named_game(text: str) -> str | None:
    """The one kind of game a text names, by its id or a name ("aide mafia", "help with
    the mud fight?"), or None."""
    folded = " " + " ".join(re.sub(r"[^\w]+", " ", fold(text)).split()) + " "
    named = {kind for kind, entry in registry.installed().items() if f" {kind} " in folded
             or any(f" {fold(name)} " in folded for name in entry.game.names.values())}
    return named.pop() if len(named) == 1 else None


def direct_message(parts: Parts, session: Session, row: InboundRow) -> None:
    """A private conversation with the bot outside any game: a game to create, or help."""
    text = own_words(row.raw)
    command = commands.new_game(text)
    lang = command.language if command else parts.config.default_language
    if command is None:
        kind = named_game(text)
        reply(parts, session, row, bridge_text(parts, "game_help", asked_in(text, lang),
                                               kind=kind, **settings_help(kind)) if kind else
              bridge_text(parts, "direct_help", lang, games=registry.ids()))
        return
    if parts.config.gamemasters and row.username.lower() not in parts.config.gamemasters:
        reply(parts, session, row, bridge_text(parts, "not_a_gamemaster", lang))
        return
    problem = check_new_game(command, parts.publisher.texts.catalogs.languages())
    if problem is not None:
        code, params = problem
        reply(parts, session, row, bridge_text(
            parts, "create_refused", lang, code=code, games=registry.ids(), kind=command.kind,
            params=params))
        return
    _create_game(parts, session, row, command)


def check_new_game(command: commands.NewGame, spoken: tuple[str, ...] = ("fr", "en", "ru")
                   ) -> tuple[str, dict[str, Any]] | None:
    """What makes a new game impossible (a code and its params), or None. `spoken`: the
    languages the bot speaks (its catalogs')."""
    if command.problem:
        return command.problem, {}
    rules = registry.get(command.kind)
    if rules is None:
        return "unknown_game", {"kind": command.kind}
    known = {**defaults_of(EVERY_GAME), **rules.defaults}
    aliases = {**aliases_of(EVERY_GAME), **rules.aliases}
    command.settings = {aliases.get(key, key): value for key, value in command.settings.items()}
    told = command.settings.pop("language", None)
    if told is not None:
        if str(told) not in spoken:
            return "bad_language", {"value": str(told), "known": list(spoken)}
        command.language = str(told)
    unknown = sorted(set(command.settings) - set(known))
    if unknown:
        return "unknown_setting", {"names": unknown, "known": sorted(known),
                                   **settings_help(command.kind)}
    settings = {**BRIDGE_SETTINGS, **rules.defaults, **command.settings}
    review = settings["review"]  # hours, at most a year: past that, dates overflow
    if review not in ("gm", "auto") and not window_ok(review, hours=True):
        return "bad_review", {"value": str(review)}
    remind = settings["remind"]
    if isinstance(remind, bool) or (remind != 0 and not window_ok(remind, hours=True)):
        return "bad_remind", {"value": str(remind)}
    idle_turns = settings["pause_after"]
    if isinstance(idle_turns, bool) or not isinstance(idle_turns, int) or \
            not 0 <= idle_turns <= IDLE_MOST:
        return "bad_pause_after", {"value": str(idle_turns)}
    if "schedule" in settings:
        bad = schedule.check(str(settings["schedule"]), str(settings.get("timezone", "UTC")))
        if bad:
            return f"bad_{bad}", {"value": str(settings.get(bad))}
    rejection = rules.check_settings(settings)
    if rejection is not None:
        return rejection.code, dict(rejection.params)
    return None


def create_game(
    parts: Parts, session: Session, gm: str, kind: str, title: str, language: str,
    settings: dict[str, Any], pinned: dict[str, Any] | None = None,
) -> GameRow:
    """Store a new game in sign-up and queue its public topic and the GM's desk."""
    rules = registry.get(kind)
    assert rules is not None
    merged = {**BRIDGE_SETTINGS, **rules.defaults, **settings}
    seed = str(merged.pop("seed", "") or secrets.token_hex(16))
    now = parts.clock()
    game = GameRow(kind=kind, title=title, language=language, gm=gm, settings=merged,
                   status="signup", seed=seed, salt=secrets.token_hex(8),
                   pinned=dict(pinned or {}), created_at=now)
    session.add(game)
    session.flush()
    names = rules.names.get(language, rules.names.get("en", kind))
    public_title = parts.publisher.text(session, game, PUBLIC, "bridge", "game_topic_title",
                                        name=names)
    public = TopicRow(game_id=game.id, role="game", owner="", title=public_title.strip()[:250])
    desk_title = parts.publisher.text(session, game, GM, "bridge", "gm_desk_title")
    desk = TopicRow(game_id=game.id, role="gm", owner=gm, title=desk_title.strip()[:250])
    session.add_all([public, desk])
    session.flush()
    enqueue(session, key=f"g{game.id}:topic", kind="topic", now=now, game_id=game.id,
            topic=public, title=public.title,
            raw=parts.publisher.text(session, game, PUBLIC, "bridge", "game_topic",
                                     name=names, settings=merged, rules=rules.id,
                                     calendar=schedule.describe(str(merged["schedule"]))
                                     if "schedule" in merged else None,
                                     live=bool(getattr(rules, "live", False)),
                                     min_players=rules.min_players,
                                     max_players=rules.max_players,
                                     # the counts this game's settings allow, if it says
                                     allowed=list(getattr(rules, "player_counts",
                                                          lambda _: [])(merged))))
    enqueue(session, key=f"g{game.id}:desk", kind="pm", now=now, game_id=game.id,
            topic=desk, title=desk.title, recipients=[gm, *guests(game)],
            raw=parts.publisher.text(session, game, GM, "bridge", "gm_desk",
                                     settings=merged, name=names, bot=parts.bot,
                                     live=bool(getattr(rules, "live", False)),
                                     status_url=f"{parts.config.public_url}/games/{game.id}"
                                                "/status"))
    log.info("game created", extra={"game": game.id, "event": "game_created", "kind": kind,
                                    "gm": gm, "language": language})
    return game


def _create_game(parts: Parts, session: Session, row: InboundRow,
                 command: commands.NewGame) -> None:
    game = create_game(parts, session, row.username, command.kind, command.title,
                       command.language, dict(command.settings))
    public = parts.publisher.topic(session, game, "game", "")
    assert public is not None
    rules = registry.get(game.kind)
    reply(parts, session, row, parts.publisher.text(
        session, game, GM, "bridge", "game_created", topic_link=f"⟦topic:{public.id}⟧",
        live=bool(getattr(rules, "live", False)), review=str(game.settings.get("review"))),
        game=game)

