"""`gamemaster scenario run FILE`: a scripted game through the whole stack.

Contract (shared/DESIGN.md, "The scenario runner"): signed webhooks into the Flask app, the
sandbox forum for everything the bot posts, a fake clock for deadlines; prints one JSON
document {"posts": [...], "public_status": {...}, "gm_status": {...}}.

The game is created at the first step's time the way a GM would (a private message to the
bot), the players sign up in the game topic in order, pinned set-up and chance are fixed,
and the GM starts it; then the steps are played, each at its time, after everything due
before it has fired at its own time.
"""

from __future__ import annotations

import json
import shlex
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bridge.clock import FakeClock
from bridge.stack import Stack
from rules.base import GM

CREATE = {"fr": "nouvelle partie", "en": "new game", "ru": "новая игра"}
JOIN = {"fr": "Je participe !", "en": "Join!", "ru": "Участвую!"}
START = {"fr": "commencer", "en": "start", "ru": "начать"}
PINNED = ("start", "killer", "weapons_at_start", "field", "clans", "characteristics", "dice")


def _time(value: str) -> datetime:
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


def run(scenario: dict[str, Any], database_url: str | None = None) -> dict[str, Any]:
    """Play a scenario and return the runner's JSON document."""
    steps = sorted(scenario["steps"], key=lambda step: _time(step["at"]))
    clock = FakeClock(_time(steps[0]["at"]))
    lang = scenario.get("language", "fr")
    gm = scenario.get("gm", "gm")
    with Stack(clock, database_url) as stack:
        settings = dict(scenario.get("settings") or {})
        if "seed" in scenario:
            settings["seed"] = scenario["seed"]
        words = " ".join(_setting(k, v) for k, v in settings.items())
        title = scenario.get("title") or f"Scenario {scenario.get('game', '')}".strip()
        stack.direct_message(gm, f'{CREATE.get(lang, CREATE["en"])} {scenario["game"]} '
                                 f'{shlex.quote(title)} {words}')
        game_id = stack.latest_game()
        stack.pin(game_id, **{key: scenario.get(key) for key in PINNED})
        public = stack.topic_of(game_id, "game")
        desk = stack.topic_of(game_id, "gm", gm)
        for player in scenario.get("players", []):
            stack.say(player, public, JOIN.get(lang, JOIN["en"]))
        stack.say(gm, desk, START.get(lang, START["en"]))
        for step in steps:
            stack.advance(_time(step["at"]))
            _play(stack, game_id, step, gm)
        return {
            "posts": [
                {key: post[key] for key in ("topic", "title", "private", "recipients", "author",
                                            "at", "raw")}
                for post in stack.bot_posts()
            ],
            "public_status": stack.master.status(game_id),
            "gm_status": stack.master.status(game_id, GM),
        }


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
    elif "discobot" in step:
        asker = step["discobot"]["reply_to_user"]
        asked = [p for p in stack.forum.transcript() if p["author"].lower() == asker.lower()]
        if not asked:
            raise ValueError(f"discobot step: {asker} has posted nothing to answer")
        stack.forum.discobot_reply(asked[-1]["topic"], asked[-1]["post_number"],
                                   step["discobot"]["text"])
        stack.settle()
