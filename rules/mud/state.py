"""The mud fight state ("Bataille de boue dans les rues"): settings, set-up and standings.

The state is plain JSON (str/int/bool/list/dict/None) so the bridge can store it as is:

    {"game": "mud", "map": "grid:5x5", "turn": 1, "turns": 10, "finished": false,
     "settings": {"fog": false, "gang_hits_dodgers": true},
     "players": [{"name": "anna", "position": "B2", "points": 0, "times_hit": 0,
                  "victims": []}, ...],            # sign-up order
     "start": {"anna": "B2", ...},                 # where everyone began
     "history": [{"turn": 1, "before": {...}, "after": {...}, "orders": {...},
                  "moves": [...], "throws": [...]}, ...],
     "final": null | [{"place", "name", "points", "times_hit"}, ...]}

`turn` is the turn currently open (1-based); once the last turn is resolved it stays on the
last turn and `finished` is true.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import (
    JSON,
    PUBLIC,
    Notice,
    Outcome,
    Rejection,
    Setting,
    SetupRefused,
    defaults_of,
)
from rules.calendar import check_calendar
from rules.chance import Chance
from rules.mud.maps import Board, available, load

MAX_TURNS = 99

SETTINGS: tuple[Setting, ...] = (
    Setting("map", "grid:5x5", ("carte", "карта")),
    Setting("turns", 10, ("tours", "ходы", "ходов")),
    Setting("schedule", "0 22 2-30/2 * *"),
    Setting("timezone", "Europe/Paris"),
    Setting("fog", False, ("туман",)),
    Setting("gang_hits_dodgers", True),
)
"""Every [setting] of shared/rules/mud.md, with its default and the French and Russian names a
GM may type for it; what each does is the catalogs' `mud-setting-<name>`."""
DEFAULTS: dict[str, Any] = dict(defaults_of(SETTINGS))


def merged(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The game's defaults overridden by the settings given (unknown keys are kept)."""
    out = dict(DEFAULTS)
    out.update({key: value for key, value in settings.items() if value is not None})
    return out


def check_settings(settings: JSON) -> Rejection | None:
    """Reject settings the mud fight cannot run with: unknown map, bad turns, bad flags..."""
    values = merged(settings)
    name = values["map"]
    if not isinstance(name, str):
        return Rejection("unknown_map", {"map": str(name), "available": available()})
    try:
        load(name)
    except ValueError:
        return Rejection("unknown_map", {"map": name, "available": available()})
    turns = values["turns"]
    if isinstance(turns, bool) or not isinstance(turns, int) or not 1 <= turns <= MAX_TURNS:
        return Rejection("invalid_turns", {"turns": turns, "min": 1, "max": MAX_TURNS})
    for flag in ("fog", "gang_hits_dodgers"):
        if not isinstance(values[flag], bool):
            return Rejection("invalid_setting", {"setting": flag, "value": values[flag]})
    return check_calendar(values["schedule"], values["timezone"])


# --- reading the state -------------------------------------------------------------------


def board(state: JSON) -> Board:
    """The street map this game is played on."""
    return load(state["map"])


def names(state: JSON) -> list[str]:
    """Player names in sign-up order."""
    return [player["name"] for player in state["players"]]


def find_player(state: JSON, text: str) -> str | None:
    """The player's exact name for `text`, ignoring case and a leading @; None if none."""
    wanted = text.strip().lstrip("@").casefold()
    for name in names(state):
        if name.casefold() == wanted:
            return name
    return None


def positions(state: JSON) -> dict[str, str]:
    """Where every player stands now: {name: label}."""
    return {record["name"]: record["position"] for record in state["players"]}


def occupant(state: JSON, label: str) -> str | None:
    """Who stands on `label`, if anyone."""
    for record in state["players"]:
        if record["position"] == label:
            return str(record["name"])
    return None


def in_reach(state: JSON, name: str) -> list[str]:
    """Players standing on an intersection next to `name`'s, in sign-up order."""
    here = positions(state)[name]
    around = set(board(state).neighbours(here))
    return [other for other, there in positions(state).items() if there in around]


def around(state: JSON, name: str) -> list[JSON]:
    """`name`'s neighbouring intersections with who stands there: [{"label", "player"}]."""
    where = positions(state)
    here = where[name]
    return [
        {"label": label, "player": occupant(state, label)}
        for label in board(state).neighbours(here)
    ]


def whereabouts(state: JSON, name: str) -> JSON:
    """Where `name` stands and what is within reach ("à portée"), as a player is told it at
    the start, after every turn and in their help: their intersection (`position`), the
    neighbouring ones they may move to (`neighbours`), who stands on each (`around`) and
    whom they may throw at (`in_reach`). The one reckoning of a player's reach."""
    here = positions(state)[name]
    return {
        "position": here,
        "neighbours": board(state).neighbours(here),
        "around": around(state, name),
        "in_reach": in_reach(state, name),
    }


def standings(state: JSON) -> list[JSON]:
    """Ranking: points (desc), then times hit (asc); equal on both share a place.

    Players with the same place keep their sign-up order."""
    records = sorted(state["players"], key=lambda record: (-record["points"], record["times_hit"]))
    table: list[JSON] = []
    for index, record in enumerate(records):
        place = index + 1
        if table and (record["points"], record["times_hit"]) == (
            table[-1]["points"],
            table[-1]["times_hit"],
        ):
            place = table[-1]["place"]
        table.append(
            {
                "place": place,
                "name": record["name"],
                "points": record["points"],
                "times_hit": record["times_hit"],
            }
        )
    return table


# --- set-up --------------------------------------------------------------------------------


def _start_positions(
    where: Board, players: Sequence[str], chance: Chance, pinned: Mapping[str, Any]
) -> tuple[dict[str, str], dict[str, int]]:
    """Pinned starts (any case of names and labels) first, the rest drawn on free spots, in
    sign-up order, each among the intersections still free in label order (A1, A2… B1…).
    Returns the starts and, for each drawn one, how many spots it was drawn among."""
    given: dict[str, str] = {}
    by_folded = {name.casefold(): name for name in players}
    for raw_name, raw_label in (pinned.get("start") or {}).items():
        name = by_folded.get(str(raw_name).strip().lstrip("@").casefold())
        if name is None:
            raise ValueError(f"pinned start for someone who does not play: {raw_name}")
        label = where.label(str(raw_label))
        if label is None:
            raise ValueError(f"pinned start off the board: {raw_label}")
        if label in given.values():
            raise ValueError(f"two players pinned on {label}")
        given[name] = label
    start: dict[str, str] = {}
    among: dict[str, int] = {}
    for name in players:
        if name in given:
            start[name] = given[name]
            continue
        free = [
            label
            for label in where.labels()
            if label not in given.values() and label not in start.values()
        ]
        start[name] = chance.pick(free, why=f"start {name}")
        if len(free) > 1:
            among[name] = len(free)
    return start, among


def setup(settings: JSON, players: Sequence[str], chance: Chance, pinned: JSON) -> Outcome:
    """First state: everyone on a distinct intersection; opening notices (public + private)."""
    rejection = check_settings(settings)
    if rejection is not None:
        raise ValueError(f"bad settings: {rejection.code} {rejection.params}")
    if len(set(players)) != len(players):
        raise ValueError("a player signed up twice")
    values = merged(settings)
    where = load(values["map"])
    if len(players) > len(where.places):
        raise SetupRefused("board_too_small", players=len(players), places=len(where.places))
    drawn_before = len(chance.log)
    start, drawn_among = _start_positions(where, players, chance, pinned or {})
    state: JSON = {
        "game": "mud",
        "map": values["map"],
        "turn": 1,
        "turns": values["turns"],
        "finished": False,
        "settings": {
            "fog": values["fog"],
            "gang_hits_dodgers": values["gang_hits_dodgers"],
        },
        "players": [
            {"name": name, "position": start[name], "points": 0, "times_hit": 0, "victims": []}
            for name in players
        ],
        "start": dict(start),
        "history": [],
        "final": None,
    }
    fog = bool(values["fog"])
    notices = [
        Notice(
            PUBLIC,
            "opening",
            {
                "map": values["map"],
                "map_name": where.name,
                "turns": values["turns"],
                "fog": fog,
                "gang_hits_dodgers": values["gang_hits_dodgers"],
                # A drawn start says how many free spots it was drawn among; with fog a
                # start is the player's alone, and so is its draw (their start notice).
                "players": [
                    {"name": name, "position": None if fog else start[name],
                     **({"drawn_among": drawn_among[name]}
                        if name in drawn_among and not fog else {})}
                    for name in players
                ],
            },
            picture=not fog,
        )
    ]
    for name in players:
        notices.append(
            Notice(
                name,
                "start",
                {"player": name, "turns": values["turns"], "fog": fog,
                 **({"drawn_among": drawn_among[name]} if name in drawn_among else {}),
                 **whereabouts(state, name)},
                # With fog the public post has no board: each player gets it here, showing
                # what they see (one upload each, once per game).
                picture=fog,
            )
        )
    log: list[JSON] = [
        {"event": "start", "player": name, "position": start[name]} for name in players
    ]
    log.extend({"event": "draw", **entry} for entry in chance.log[drawn_before:])
    return Outcome(state, notices, log)


# --- the GM's corrections ------------------------------------------------------------------

EDITABLE = {"position": "position", "points": "points", "times_hit": "times_hit",
            "place": "position", "case": "position", "touche": "times_hit",
            "позиция": "position", "очки": "points"}
"""The fields the GM may set between two turns (`set anna position C4`), by their names and
the French and Russian words for them."""


def edit(state: JSON, player: str, field: str, value: str) -> JSON | Rejection:
    """The state with one field of one player corrected by the GM: a position on the map
    and free, or a number of points or of times hit (0 or more)."""
    name = find_player(state, player)
    wanted = EDITABLE.get(field.casefold())
    if name is None:
        return Rejection("unknown_player", {"player": player})
    if wanted is None:
        return Rejection("not_editable", {"field": field,
                                          "fields": sorted(set(EDITABLE.values()))})
    new = {**state, "players": [dict(record) for record in state["players"]]}
    record = next(r for r in new["players"] if r["name"] == name)
    if wanted == "position":
        label = board(state).label(value)
        if label is None:
            return Rejection("bad_position", {"value": value})
        taken = occupant(state, label)
        if taken is not None and taken != name:
            return Rejection("position_taken", {"value": label, "by": taken})
        record["position"] = label
    else:
        if not value.strip().isdecimal() or len(value.strip()) > 6:  # '³' is a digit, no int
            return Rejection("bad_number", {"value": value})
        record[wanted] = int(value.strip())
    return new
