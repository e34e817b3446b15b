"""The clan arena's state: settings, the map, characteristics, sign-up, placement, who is where.

The state is plain JSON, stored by the bridge as is:

    {"game": "arena", "settings": {...every setting below, the map included},
     "phase": "signup" | "placement" | "round" | "choice" | "over",
     "round": 0,                              # 1 once the clans are placed
     "clans": [{"name": "Loups", "chief": "ana", "members": ["ana", "bob"],  # join order
                "refused": null | "carl"}],   # the one person the chief refused
     "warriors": {"ana": {"clan": "Loups", "zone": null | "2", "in_arena": true,
                          "attack": 4, "defence": 3, "shooting": 3, "shield": 2,
                          "lost": {"attack": 0, "defence": 0, "shooting": 0, "shield": 0},
                          "wounds": [...this game's wounds, see rules.arena.combat],
                          "left": null | {"round": 2, "combats": ["melee:ana"]}}},
     "placement": null | {...the placement record},
     "pending": null | {...a round record awaiting the defenders' choices},
     "history": [...one record per resolved round, see rules.arena.combat],
     "winner": null | clan name, "win": null | end code}

Characteristics, named in English in code: `attack` (attaque, melee attack), `defence`
(défense, melee defence), `shooting` (tir), `shield` (bouclier). `lost` counts the points a
warrior has lost to wounds ("gravement mutilé") over every game: a record, shown to the GM
and the players, that nothing checks. A returning warrior's characteristics are taken as the
roster holds them, each between 0 and the maximum (`check_veteran`): the budget and the
minimum bind a first spread only, since every wound takes a point for good.
A round's declared actions are the bridge's orders in force while the round is open, and
`history[i]["actions"]` once it is resolved.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.base import JSON, Rejection, Setting, defaults_of
from rules.calendar import check_calendar, window_ok
from rules.chance import Chance

CHARACTERISTICS = ("attack", "defence", "shooting", "shield")
"""attaque, défense, tir, bouclier."""

DEFAULT_MAP: JSON = {
    "zones": ["1", "2", "3", "4", "C"],
    "borders": [["1", "2"], ["2", "3"], ["3", "4"], ["4", "1"],
                ["1", "C"], ["2", "C"], ["3", "C"], ["4", "C"]],
    "centre": "C",
    "start": ["1", "2", "3", "4"],
}
"""Zones 1-4 in a ring around the central zone C; clans start in the outer zones."""

TIES = ("nobody", "attack", "defence")
"""Who wins a combat with equal scores: nobody leaves (the spec's default), or one side."""

SETTINGS: tuple[Setting, ...] = (
    Setting("budget", 12, ("бюджет",)),
    Setting("minimum", 1, ("min", "минимум")),
    Setting("maximum", 6, ("max", "максимум")),
    Setting("map", DEFAULT_MAP, ("carte", "карта")),
    Setting("max_chiefs", 4, ("chefs", "вожди", "вождей")),
    Setting("max_clan", 9, ("clan", "guerriers", "воины")),
    Setting("schedule", "0 22 * * *", ("расписание",)),
    Setting("timezone", "Europe/Paris"),
    Setting("always_count_defender", False),
    Setting("tie", "nobody", ("egalite", "égalité", "ничья")),
    Setting("choice_minutes", 120, ("choix", "выбор")),
    Setting("placement_hours", 24, ("placement", "расстановка")),
)
"""Every [setting] of the spec: the characteristics' budget and bounds, the map, 4 chiefs,
9 warriors a clan (the chief among them), the daily close at 22:00 Paris time, whether X's
défense counts when X does not defend themself, the tie rule, the choice window, and the
chiefs' time to place their clans ("by the deadline", in hours); with the French (and short)
and Russian names a GM may type for them. What each does is the catalogs'
`arena-setting-<name>`."""
DEFAULTS: dict[str, Any] = dict(defaults_of(SETTINGS))

_COUNTS = ("budget", "maximum", "max_chiefs", "max_clan")


# --- settings and the map ---------------------------------------------------------------


def merged(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The defaults overridden by the settings given; a map typed as JSON text is read."""
    out = copy.deepcopy(DEFAULTS)
    out.update({key: copy.deepcopy(value) for key, value in settings.items()
                if value is not None})
    if isinstance(out["map"], str):
        try:
            out["map"] = json.loads(out["map"])
        except ValueError:
            pass
    return out


def _bad_map(reason: str, **params: Any) -> Rejection:
    return Rejection("bad_map", {"reason": reason, **params})


def check_map(value: Any) -> Rejection | None:
    """Refuse a map that is not one: zones named twice, a border to nowhere, no centre, no
    start zone, a zone nobody can reach."""
    if not isinstance(value, dict) or not isinstance(value.get("zones"), list) \
            or not isinstance(value.get("borders"), list):
        return _bad_map("not_a_map")
    zones = value["zones"]
    if not zones or not all(isinstance(z, str) and z.strip() for z in zones):
        return _bad_map("not_a_map")
    if len(set(zones)) != len(zones):
        return _bad_map("duplicate_zone", zones=sorted({z for z in zones if zones.count(z) > 1}))
    for pair in value["borders"]:
        if not isinstance(pair, list) or len(pair) != 2:
            return _bad_map("not_a_border", border=str(pair))
        unknown = [side for side in pair if side not in zones]
        if unknown:
            return _bad_map("unknown_zone", zones=[str(side) for side in unknown])
        if pair[0] == pair[1]:
            return _bad_map("self_border", zones=[pair[0]])
    if value.get("centre") not in zones:
        return _bad_map("no_centre", centre=str(value.get("centre")))
    start = value.get("start")
    if not isinstance(start, list) or not start or not all(z in zones for z in start):
        return _bad_map("bad_start", start=str(start))
    if value["centre"] in start:
        return _bad_map("start_is_centre", centre=value["centre"])
    cut_off = [z for z in zones if distance(value, zones[0], z) is None]
    if cut_off:
        return _bad_map("unreachable", zones=cut_off)
    return None


def check_settings(settings: Mapping[str, Any]) -> Rejection | None:
    """Refuse settings the arena cannot run with, saying which and why."""
    values = merged(settings)
    for name in (*_COUNTS, "minimum"):
        value = values[name]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 \
                or (value == 0 and name != "minimum"):
            return Rejection("invalid_setting", {"setting": name, "value": value})
    if values["maximum"] < values["minimum"]:
        return Rejection("invalid_setting", {"setting": "maximum", "value": values["maximum"]})
    low, high = 4 * values["minimum"], 4 * values["maximum"]
    if not low <= values["budget"] <= high:
        return Rejection("impossible_budget", {"budget": values["budget"], "low": low,
                                               "high": high})
    if values["max_chiefs"] < 2:
        return Rejection("invalid_setting", {"setting": "max_chiefs",
                                             "value": values["max_chiefs"]})
    for window in ("choice_minutes", "placement_hours"):
        length = values[window]
        if not window_ok(length, hours=window.endswith("_hours")):
            return Rejection("invalid_setting", {"setting": window, "value": length})
    if values["tie"] not in TIES:
        return Rejection("invalid_setting", {"setting": "tie", "value": values["tie"],
                                             "allowed": list(TIES)})
    if not isinstance(values["always_count_defender"], bool):
        return Rejection("invalid_setting", {"setting": "always_count_defender",
                                             "value": values["always_count_defender"]})
    return check_calendar(values["schedule"], values["timezone"]) or check_map(values["map"])


def neighbours(arena_map: Mapping[str, Any], zone: str) -> list[str]:
    """The zones one border away, in the map's order."""
    near = {b for a, b in arena_map["borders"] if a == zone} | {
        a for a, b in arena_map["borders"] if b == zone}
    return [z for z in arena_map["zones"] if z in near]


def distance(arena_map: Mapping[str, Any], here: str, there: str) -> int | None:
    """The number of zone borders crossed from `here` to `there` (None: unreachable)."""
    seen = {here: 0}
    todo = [here]
    while todo:
        zone = todo.pop(0)
        if zone == there:
            return seen[zone]
        for near in neighbours(arena_map, zone):
            if near not in seen:
                seen[near] = seen[zone] + 1
                todo.append(near)
    return None


# --- characteristics --------------------------------------------------------------------


def check_spread(values: Mapping[str, Any], settings: Mapping[str, Any],
                 lost: Mapping[str, int] | None = None) -> Rejection | None:
    """Refuse a spread of the four characteristics that breaks the budget or the bounds,
    saying why (every refusal carries the `budget`, `minimum` and `maximum` to spread
    within). `lost` (points lost to wounds in earlier games) is added back first: a
    wounded roster entry is checked as the spread it was made with."""
    rules = merged(settings)
    limits = {name: rules[name] for name in ("budget", "minimum", "maximum")}

    def refused(code: str, **params: Any) -> Rejection:
        return Rejection(code, {**limits, **params})

    given = set(values)
    unknown = sorted(given - set(CHARACTERISTICS))
    if unknown:
        return refused("unknown_characteristic", names=unknown)
    missing = [c for c in CHARACTERISTICS if c not in given]
    if missing:
        return refused("missing_characteristic", names=missing)
    total = 0
    for name in CHARACTERISTICS:
        value = values[name]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return refused("not_a_number", characteristic=name, value=value)
        made = value + int((lost or {}).get(name, 0))
        if made < rules["minimum"]:
            return refused("below_minimum", characteristic=name, value=made)
        if made > rules["maximum"]:
            return refused("above_maximum", characteristic=name, value=made)
        total += made
    if total > rules["budget"]:
        return refused("over_budget", total=total)
    if total < rules["budget"]:
        return refused("under_budget", total=total)
    return None


def check_veteran(values: Mapping[str, Any], settings: Mapping[str, Any]) -> Rejection | None:
    """Refuse a returning warrior's roster entry the arena cannot field: a characteristic
    missing, not a whole number, or above this game's maximum. Anything from 0 to the
    maximum is valid, whatever the sum: wounds are permanent, so a wounded veteran's sum is
    below the budget, and a characteristic may be down to 0. Every refusal says `veteran`
    (the player is never asked to spread again: the GM corrects the entry) and carries the
    `maximum`."""
    maximum = merged(settings)["maximum"]

    def refused(code: str, **params: Any) -> Rejection:
        return Rejection(code, {"veteran": True, "maximum": maximum, **params})

    missing = [c for c in CHARACTERISTICS if c not in values]
    if missing:
        return refused("missing_characteristic", names=missing)
    for name in CHARACTERISTICS:
        value = values[name]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return refused("not_a_number", characteristic=name, value=value)
        if value > maximum:
            return refused("above_maximum", characteristic=name, value=value)
    return None


# --- reading the state ------------------------------------------------------------------


def alphabetical(names: Iterable[str]) -> list[str]:
    """Names in the alphabetical order the dice follow (case ignored, then exact)."""
    return sorted(names, key=lambda name: (name.casefold(), name))


def clan(state: JSON, name: str) -> JSON | None:
    """The clan called `name` (case ignored), or None."""
    wanted = name.strip().casefold()
    return next((c for c in state["clans"] if c["name"].casefold() == wanted), None)


def clan_of(state: JSON, warrior: str) -> str | None:
    """The name of the warrior's clan, or None."""
    record = state["warriors"].get(warrior)
    return None if record is None else str(record["clan"])


def chief_of(state: JSON, warrior: str) -> str | None:
    """The war chief ("chef de guerre") of the warrior's clan, or None."""
    name = clan_of(state, warrior)
    found = None if name is None else clan(state, name)
    return None if found is None else str(found["chief"])


def is_chief(state: JSON, name: str) -> bool:
    """Whether `name` is the war chief of a clan."""
    return any(c["chief"] == name for c in state["clans"])


def in_arena(state: JSON) -> list[str]:
    """The warriors still in the arena, alphabetically."""
    return alphabetical(n for n, w in state["warriors"].items() if w["in_arena"])


def positions(state: JSON) -> dict[str, str]:
    """Where each warrior still in the arena stands: {name: zone}."""
    return {name: str(state["warriors"][name]["zone"]) for name in in_arena(state)}


def adversaries(state: JSON, one: str, other: str) -> bool:
    """Whether two warriors belong to different clans."""
    return clan_of(state, one) != clan_of(state, other)


def stats(state: JSON, warrior: str) -> dict[str, int]:
    """The warrior's four characteristics now."""
    record = state["warriors"][warrior]
    return {name: int(record[name]) for name in CHARACTERISTICS}


# --- sign-up (5.1) ----------------------------------------------------------------------


def new_state(settings: Mapping[str, Any]) -> JSON:
    """An arena open for sign-up, with no clan yet."""
    rejection = check_settings(settings)
    if rejection is not None:
        raise ValueError(f"bad settings: {rejection.code} {rejection.params}")
    return {
        "game": "arena", "settings": merged(settings), "phase": "signup", "round": 0,
        "clans": [], "warriors": {}, "placement": None, "pending": None, "history": [],
        "winner": None, "win": None,
    }


def _enlist(state: JSON, player: str, characteristics: Mapping[str, Any],
            lost: Mapping[str, int] | None, veteran: bool) -> Rejection | None:
    """What every newcomer must satisfy: sign-up open, in no clan yet, a valid spread (a
    veteran's: each characteristic from 0 to the maximum)."""
    if state["phase"] != "signup":
        return Rejection("signup_closed", {})
    if player in state["warriors"]:
        return Rejection("already_in_clan", {"clan": clan_of(state, player)})
    if veteran:
        return check_veteran(characteristics, state["settings"])
    return check_spread(characteristics, state["settings"], lost)


def _warrior(clan_name: str, characteristics: Mapping[str, Any],
             lost: Mapping[str, int] | None) -> JSON:
    return {"clan": clan_name, "zone": None, "in_arena": True,
            **{name: int(characteristics[name]) for name in CHARACTERISTICS},
            "lost": {name: int((lost or {}).get(name, 0)) for name in CHARACTERISTICS},
            "wounds": [], "left": None}


def open_clans(state: JSON, player: str) -> list[str]:
    """The clans `player` may still rally to: not full, and whose chief has not refused
    them."""
    return [c["name"] for c in state["clans"] if c["refused"] != player
            and len(c["members"]) < state["settings"]["max_clan"]]


def found_clan(state: JSON, chief: str, clan_name: str, characteristics: Mapping[str, Any],
               lost: Mapping[str, int] | None = None, veteran: bool = False) -> JSON | Rejection:
    """A player declares themself war chief of a new clan (4 chiefs at most, setting
    `max_chiefs`); the chief is the clan's first warrior. A `veteran` brings the roster's
    characteristics (`check_veteran`), a newcomer a first spread (`check_spread`)."""
    name = " ".join(clan_name.split())
    refused = _enlist(state, chief, characteristics, lost, veteran)
    if refused is not None:
        return refused
    if len(state["clans"]) >= state["settings"]["max_chiefs"]:
        return Rejection("too_many_chiefs", {"max": state["settings"]["max_chiefs"],
                                             "clans": open_clans(state, chief)})
    if not name:
        return Rejection("no_clan_name", {})
    if clan(state, name) is not None:
        return Rejection("clan_name_taken", {"clan": name})
    new = copy.deepcopy(state)
    new["clans"].append({"name": name, "chief": chief, "members": [chief], "refused": None})
    new["warriors"][chief] = _warrior(name, characteristics, lost)
    return new


def join_clan(state: JSON, player: str, clan_name: str, characteristics: Mapping[str, Any],
              lost: Mapping[str, int] | None = None, veteran: bool = False) -> JSON | Rejection:
    """A warrior rallies to a clan (9 at most, the chief counting; setting `max_clan`),
    unless that clan's chief has refused them (`veteran` as for `found_clan`)."""
    found = clan(state, clan_name)
    refused = _enlist(state, player, characteristics, lost, veteran)
    if refused is not None:
        return refused
    if found is None:
        return Rejection("unknown_clan", {"clan": clan_name,
                                          "clans": [c["name"] for c in state["clans"]]})
    if found["refused"] == player:
        return Rejection("refused_by_clan", {"clan": found["name"]})
    if len(found["members"]) >= state["settings"]["max_clan"]:
        return Rejection("clan_full", {"clan": found["name"],
                                       "max": state["settings"]["max_clan"]})
    new = copy.deepcopy(state)
    target = clan(new, found["name"])
    assert target is not None
    target["members"].append(player)
    new["warriors"][player] = _warrior(found["name"], characteristics, lost)
    return new


def refuse(state: JSON, chief: str, player: str) -> JSON | Rejection:
    """The chief's one refusal of the whole sign-up: the player leaves the clan and may not
    rally to it again (another clan may take them)."""
    if state["phase"] != "signup":
        return Rejection("signup_closed", {})
    own = next((c for c in state["clans"] if c["chief"] == chief), None)
    if own is None:
        return Rejection("not_a_chief", {})
    if own["refused"] is not None:
        return Rejection("refusal_used", {"refused": own["refused"]})
    if player == chief:
        return Rejection("cannot_refuse_self", {})
    if player not in own["members"]:
        return Rejection("not_in_clan", {"names": [player], "clan": own["name"]})
    new = copy.deepcopy(state)
    mine = clan(new, own["name"])
    assert mine is not None
    mine["members"].remove(player)
    mine["refused"] = player
    del new["warriors"][player]
    return new


def close_signup(state: JSON) -> JSON | Rejection:
    """Sign-up ends: the chiefs now place their clans (two clans at least to fight)."""
    if state["phase"] != "signup":
        return Rejection("signup_closed", {})
    if len(state["clans"]) < 2:
        return Rejection("too_few_clans", {"clans": [c["name"] for c in state["clans"]]})
    new = copy.deepcopy(state)
    new["phase"] = "placement"
    return new


# --- placement --------------------------------------------------------------------------


def check_placement(state: JSON, chief: str, placement: Mapping[str, str]) -> Rejection | None:
    """A chief's placement: every member of the clan (the chief included) in a start zone,
    all in one or spread as the chief likes."""
    if state["phase"] != "placement":
        return Rejection("not_placement", {})
    own = next((c for c in state["clans"] if c["chief"] == chief), None)
    if own is None:
        return Rejection("not_a_chief", {})
    extra = [name for name in placement if name not in own["members"]]
    if extra:
        return Rejection("not_in_clan", {"names": extra, "clan": own["name"]})
    missing = [name for name in own["members"] if name not in placement]
    if missing:
        return Rejection("placement_incomplete", {"missing": missing})
    start = state["settings"]["map"]["start"]
    for name in own["members"]:
        if placement[name] not in start:
            return Rejection("bad_start_zone", {"warrior": name, "zone": placement[name],
                                                "zones": list(start)})
    return None


def place_clans(state: JSON, placements: Mapping[str, Mapping[str, str]],
                chance: Chance) -> tuple[JSON, JSON]:
    """Every clan in the arena: where its chief said (`placements` by clan name), or, for a
    chief who did not answer, each member in a start zone drawn in turn (clan order, then
    join order). Round 1 opens. Returns the state and the placement record:
    {"positions": {warrior: zone}, "drawn": [clan names], "dice": [{"warrior", "faces",
    "value", "zone"}]}."""
    if state["phase"] != "placement":
        raise ValueError("not the placement")
    new = copy.deepcopy(state)
    start: Sequence[str] = new["settings"]["map"]["start"]
    drawn: list[str] = []
    dice: list[JSON] = []
    for own in new["clans"]:
        given = placements.get(own["name"])
        if given is not None:
            problem = check_placement(state, own["chief"], given)
            if problem is not None:
                raise ValueError(f"bad placement for {own['name']}: {problem.code}")
            for name in own["members"]:
                new["warriors"][name]["zone"] = given[name]
            continue
        drawn.append(own["name"])
        for name in own["members"]:
            value = chance.roll(len(start), f"start {name}")
            new["warriors"][name]["zone"] = start[value - 1]
            dice.append({"warrior": name, "faces": len(start), "value": value,
                         "zone": start[value - 1]})
    record: JSON = {"positions": positions(new), "drawn": drawn, "dice": dice}
    new["placement"] = record
    new["phase"] = "round"
    new["round"] = 1
    return new, copy.deepcopy(record)
