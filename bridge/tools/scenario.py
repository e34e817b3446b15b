"""`gamemaster scenario run FILE`: a scripted game through the whole stack.

Contract (shared/DESIGN.md, "The scenario runner"): signed webhooks into the Flask app, the
sandbox forum for everything the bot posts, a fake clock for deadlines; prints one JSON
document {"posts": [...], "public_status": {...}, "gm_status": {...}}.

The game is created at the first step's time the way a GM would (a private message to the
bot), the players sign up in the game topic in order, pinned set-up and chance are fixed,
and the GM starts it; then the steps are played, each at its time, after everything due
before it has fired at its own time.

A step `{at, group: {from, members: [...], text}}` posts in the game's open group
conversation with exactly those members (Forum Mafia's night chat: every mafia member dealt,
the dead included; after a replacement, the newcomer's name in the seat's place).

A scenario with `{at, discobot: {reply_to_user, text}}` steps writes discobot's replies
itself: the sandbox's own dice bot stays silent, and each such step answers the user's latest
post (Highway Romantics: the GM's `@discobot roll 20d120` for the field, the leader's
`@discobot roll 3d3` for a robbery).

The clan arena signs up through its own words, and the runner keeps to the forum there too:
- `clans` (clan -> {chief, members}): each chief founds the clan and each member rallies to
  it in the game topic, as players write it ("Je suis chef de guerre du clan Loups.",
  "Je rejoins le clan Loups."), in the order of `players` when it is given, else clan by
  clan; every pinned player must be signed up when the GM starts the game.
- `characteristics` (player -> {attaque, defense, tir, bouclier}, optionally `blessures`:
  {tir: 2}): stored as those forum users' roster entries before the sign-up, as if they had
  fought before; the game then takes them from the roster and asks no spread (a spread is
  asked only of a player without one). They are a veteran's: off the budget and down to 0
  as wounds left them, each at most the game's maximum.
- `start` (player -> zone): right after the start, each chief whose whole clan is pinned
  answers the placement in their desk ("@ana : zone 1"), so the placement resolves as it
  would on a real forum; a clan nobody pinned is left to its chief's steps or to the draw.
- a scenario that scripts its own sign-up (a fifth chief, a refusal...) gives the GM's start
  as a step (`{at, gm: {text: "commencer"}}`): the runner then does not start the game
  itself, the steps before it are the sign-up, and the pinned placements follow that step.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bridge.clock import FakeClock
from bridge.handlers import commands
from bridge.tools.stack import Stack
from rules import registry
from rules.base import GM

CREATE = {"fr": "nouvelle partie", "en": "new game", "ru": "новая игра"}
ASKING = {"fr": "Nouvelle partie", "en": "A new game", "ru": "Новая игра"}
"""The title of the GM's message that makes the game, in the scenario's language."""
JOIN = {"fr": "Je participe !", "en": "Join!", "ru": "Участвую!"}
START = {"fr": "commencer", "en": "start", "ru": "начать"}
PINNED = ("start", "killer", "weapons_at_start", "field", "clans", "characteristics", "dice",
          "roles")
"""The set-up and chance a scenario may fix, by the names shared/DESIGN.md gives them (Mafia's
deal is `roles`); a game package's own go in a `pinned` block, passed as they are."""
FOUND = {"fr": "Je suis chef de guerre du clan {clan}.", "en": "I am war chief of the {clan}.",
         "ru": "Я вождь клана «{clan}»."}
RALLY = {"fr": "Je rejoins le clan {clan}.", "en": "I join the {clan}.",
         "ru": "Вступаю в клан «{clan}»."}
"""The arena's pinned clans signing up, as players of each language write it (the clan's name
in quotes in Russian, where it stays in the nominative after «клан»)."""


def moment(value: str) -> datetime:
    """A step's time (`at`), aware."""
    moment = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def load(path: Path) -> dict[str, Any]:
    """Read a scenario file (JSON)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not data.get("steps"):
        raise ValueError("a scenario needs at least one step")
    return data


def _setting(key: str, value: Any) -> str:
    if isinstance(value, bool):
        value = "on" if value else "off"
    if isinstance(value, list | dict):  # INDIXO's rooms, doors and weapons
        value = json.dumps(value, ensure_ascii=False)
    return f"{key}={shlex.quote(str(value))}"


def run(scenario: dict[str, Any], database_url: str | None = None,
        stack_of: Callable[[datetime, str | None], Stack] | None = None) -> dict[str, Any]:
    """Play a scenario and return the runner's JSON document. `stack_of(start, url)` makes
    the stack to play it on (tests/crash: the web and the worker as processes, killed)."""
    steps = sorted(scenario["steps"], key=lambda step: moment(step["at"]))
    lang = scenario.get("language", "fr")
    gm = scenario.get("gm", "gm")
    start = moment(steps[0]["at"])
    made = stack_of(start, database_url) if stack_of else Stack(FakeClock(start), database_url)
    with made as stack:
        if any("discobot" in step for step in steps):
            stack.forum.discobot_enabled = False  # the scenario writes discobot's replies
        settings = dict(scenario.get("settings") or {})
        if "seed" in scenario:
            settings["seed"] = scenario["seed"]
        if lang not in CREATE:  # a language LOCALE_DIRS adds: said as a setting
            settings["language"] = lang
        words = " ".join(_setting(k, v) for k, v in settings.items())
        title = scenario.get("title") or f"Scenario {scenario.get('game', '')}".strip()
        stack.direct_message(gm, f'{CREATE.get(lang, CREATE["en"])} {scenario["game"]} '
                             f'{shlex.quote(title)} {words}',
                             title=ASKING.get(lang, ASKING["en"]))
        game_id = stack.latest_game()
        stack.pin(game_id, **{key: scenario.get(key) for key in PINNED},
                  **dict(scenario.get("pinned") or {}))
        if scenario.get("characteristics"):
            stack.keep_roster(scenario["game"], _roster(scenario))
        public = stack.topic_of(game_id, "game")
        desk = stack.topic_of(game_id, "gm", gm)
        scripted = any(_starts(step) for step in steps)
        if scenario.get("clans"):
            _found_clans(stack, game_id, scenario, lang, check=not scripted)
        else:
            for player in scenario.get("players", []):
                stack.say(player, public, JOIN.get(lang, JOIN["en"]))
        if not scripted:
            stack.say(gm, desk, START.get(lang, START["en"]))
            _place(stack, game_id, scenario)
        for step in steps:
            stack.advance(moment(step["at"]))
            _play(stack, game_id, step, gm)
            if _starts(step):
                _place(stack, game_id, scenario)
        return {
            "posts": [
                {key: post[key] for key in ("topic", "title", "private", "recipients", "author",
                                            "at", "raw")}
                for post in stack.bot_posts()
                if not post.get("action_code")  # a small action (a conversation closed)
            ],
            "public_status": stack.master.status(game_id),
            "gm_status": stack.master.status(game_id, GM),
        }


def _starts(step: dict[str, Any]) -> bool:
    """Whether a step is the GM starting the game (the scenario scripts its own sign-up)."""
    return "gm" in step and commands.gm_command(str(step["gm"].get("text", ""))) == "start"


def _roster(scenario: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Pinned characteristics as roster entries, named as the game names them (its aliases
    read the French names: attaque -> attack...)."""
    rules = registry.get(str(scenario["game"]))
    if rules is None:
        raise ValueError(f"unknown game {scenario['game']!r}")
    known = {commands.fold(alias): name for alias, name in rules.aliases.items()}
    entries: dict[str, dict[str, Any]] = {}
    def named(values: dict[str, Any]) -> dict[str, Any]:
        return {known.get(commands.fold(key), key):
                named(value) if isinstance(value, dict) else value
                for key, value in values.items()}

    for player, values in scenario["characteristics"].items():
        entries[player] = named(values)
    return entries


def _clan_order(scenario: dict[str, Any]) -> list[tuple[str, str, bool]]:
    """(player, clan, is chief) in sign-up order: `players` when given, else clan by clan,
    the chief first."""
    rows: dict[str, tuple[str, bool]] = {}
    for clan, spec in scenario["clans"].items():
        chief = str(spec["chief"])
        rows[chief] = (clan, True)
        for member in spec.get("members", []):
            if member != chief:
                rows[str(member)] = (clan, False)
    order = [p for p in scenario.get("players", []) if p in rows] or list(rows)
    missing = [p for p in rows if p not in order]
    if missing:
        raise ValueError(f"pinned clan members missing from players: {missing}")
    founded: set[str] = set()
    out: list[tuple[str, str, bool]] = []
    for player in order:
        clan, leads = rows[player]
        if not leads and clan not in founded:
            raise ValueError(f"{player} rallies to {clan} before its chief founds it")
        founded.add(clan)
        out.append((str(player), clan, leads))
    return out


def _found_clans(stack: Stack, game_id: int, scenario: dict[str, Any], lang: str,
                 check: bool) -> None:
    """The pinned clans sign up in the game topic as players would write it."""
    public = stack.topic_of(game_id, "game")
    order = _clan_order(scenario)
    for player, clan, chief in order:
        words = FOUND if chief else RALLY
        stack.say(player, public, words.get(lang, words["en"]).format(clan=clan))
    if not check:
        return
    status = stack.master.status(game_id) or {}
    signed = {str(p["name"]).casefold() for p in status.get("players", [])}
    unsigned = [p for p, _clan, _chief in order if p.casefold() not in signed]
    others = [p for p in scenario.get("players", []) if p not in {row[0] for row in order}]
    if unsigned or others:
        raise ValueError(
            f"not signed up at the start: {unsigned + others} (a player without pinned "
            "characteristics is asked for a spread, pinned ones above the maximum are refused, "
            "a player in no pinned clan joins none: see the bot's replies in the transcript, "
            "or script the sign-up and the GM's start as steps)")


def _place(stack: Stack, game_id: int, scenario: dict[str, Any]) -> None:
    """Each chief whose whole clan has pinned start zones answers the placement in their
    desk, as a chief would write it."""
    start = scenario.get("start") or {}
    view = stack.master.status(game_id, GM) or {}
    if not start or view.get("phase") != "placement":
        return
    placed: set[str] = set()
    for clan in view.get("clans", []):
        members = [str(m) for m in clan["members"]]
        zones = {m: start[m] for m in members if m in start}
        placed.update(zones)
        if not zones:
            continue
        if len(zones) != len(members):
            raise ValueError(f"clan {clan['name']}: no pinned start zone for "
                             f"{[m for m in members if m not in zones]}")
        text = "\n".join(f"@{name} : zone {zone}" for name, zone in zones.items())
        stack.say(clan["chief"], stack.topic_of(game_id, "player", clan["chief"]), text)
    stray = [name for name in start if name not in placed]
    if stray:
        raise ValueError(f"pinned start zones for warriors in no clan: {stray}")


def _play(stack: Stack, game_id: int, step: dict[str, Any], gm: str) -> None:
    if "pm" in step:
        who = step["pm"]["from"]
        try:
            desk = stack.topic_of(game_id, "player", who)
        except LookupError:  # not a player: the message goes to the bot directly
            stack.direct_message(who, step["pm"]["text"])
        else:
            stack.say(who, desk, step["pm"]["text"])
    elif "post" in step:
        stack.say(step["post"]["from"], stack.topic_of(game_id, "game"), step["post"]["text"])
    elif "gm" in step:
        stack.say(gm, stack.topic_of(game_id, "gm", gm), step["gm"]["text"])
    elif "group" in step:  # the game's open group conversation with exactly these members
        members = ",".join(sorted(str(name) for name in step["group"]["members"]))
        stack.say(step["group"]["from"], stack.topic_of(game_id, "group", members),
                  step["group"]["text"])
    elif "discobot" in step:
        asker = step["discobot"]["reply_to_user"]
        asked = [p for p in stack.forum.transcript() if p["author"].lower() == asker.lower()]
        if not asked:
            raise ValueError(f"discobot step: {asker} has posted nothing to answer")
        stack.forum.discobot_reply(asked[-1]["topic"], asked[-1]["post_number"],
                                   step["discobot"]["text"])
        stack.settle()
