"""`gamemaster texts SCENARIO --lang LANG` (`make texts GAME=… LANG=…`): every message of a
whole played game in one language, as a person reads it, in one file: what a native speaker
reviews in one sitting (issue 24).

The game is a scenario (shared/DESIGN.md, "The scenario runner") played through the whole
stack with the game made in LANG; the players' own posts are the scenario's, and every game's
reader takes the words of every language, so the game goes the same in each. The file is
the demo's transcript (every public and private post, in order, with who it is for), with
what changes from run to run (the salt, the commitment, picture addresses, the sandbox's
port) written as placeholders, so that the files kept for the golden games
(`tests/texts/<scenario>.<lang>.txt`) are compared by the tests."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from bridge.tools import scenario
from bridge.tools.demo import transcript
from rules import registry

SCENARIOS = Path(__file__).resolve().parents[2] / "tests" / "scenarios"
WHOLE_GAMES = {
    "mud": ("mud_fog", "mud_open_playthrough"),
    "arena": ("arena_centre_win", "arena_veterans", "arena_last_warrior"),
    "indixo": ("indixo_vote_wins", "indixo_guess_wins", "indixo_elimination_wins",
               "indixo_streak_wins"),
    "highway": ("highway_en_discobot", "highway_ru_whole_game", "highway_en_last_robbery"),
}
"""The whole games `make texts GAME=…` plays for each kind: the scenarios of its golden
playthroughs, from the sign-up to the last post. A game package's are its own
(`golden_games`)."""

VARYING = [
    (re.compile(r"`[0-9a-f]{64}`"), "`<commitment>`"),
    (re.compile(r"(sel|salt|соль) : `[0-9a-f]{16}`"), r"\1 : `<salt>`"),
    (re.compile(r"(sel|salt|соль): `[0-9a-f]{16}`"), r"\1: `<salt>`"),
    (re.compile(r"upload://[A-Za-z0-9]+\.png"), "upload://<picture>.png"),
    (re.compile(r"http://127\.0\.0\.1:\d+/"), "<forum>/"),
]
"""What differs from one run to the next: the salt is secret and random, so it and the
commitment (and a receipt, 64 hex digits too) change; picture addresses depend on the fonts
the machine has; the sandbox forum listens on a port of its own."""


def normalized(text: str) -> str:
    for pattern, replacement in VARYING:
        text = pattern.sub(replacement, text)
    return text


def read_through(played: dict[str, Any], lang: str, database_url: str | None = None) -> str:
    """Every post of a scenario's game played in `lang`, as one readable text."""
    document = scenario.run({**played, "language": lang}, database_url)
    return normalized(transcript(document["posts"]))


def whole_game(name: str) -> dict[str, Any]:
    """A golden scenario, by its name (`arena_veterans`)."""
    return scenario.load(SCENARIOS / f"{name}.json")


def golden_games(kind: str) -> dict[str, Path]:
    """The golden playthroughs of a kind of game, by name: this repository's four games'
    (`WHOLE_GAMES`), else the scenarios an installed game package ships in its
    `scenarios/` folder with `"golden": true` (Forum Mafia's)."""
    if kind in WHOLE_GAMES:
        return {name: SCENARIOS / f"{name}.json" for name in WHOLE_GAMES[kind]}
    installed = registry.installed().get(kind)
    if installed is None:
        return {}
    return {path.stem: path for path in sorted((installed.home / "scenarios").glob("*.json"))
            if scenario.load(path).get("golden")}
