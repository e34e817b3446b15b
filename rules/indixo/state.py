"""INDIXO's state: settings, the house (rooms, doors, weapons), set-up, and who is who.

The state is plain JSON, stored by the bridge as is:

    {"game": "indixo", "settings": {...},
     "rooms": ["Cuisine", ...], "doors": [["Cuisine", "Salle à manger"], ...],
     "weapons": ["Couteau", ...], "start_weapons": {weapon: room},   # public from the start
     "players": [...sign-up order], "killer": "bea",                  # secret
     "alive": [...], "ghosts": [...in order of death], "deaths": [{"name", "night"}],
     "phase": "night" | "day", "number": 1, "stage": "rooms" | "actions" | "switch" | "day",
     "condemned": [...rooms], "destroyed": [...weapons],
     "weapon_rooms": {weapon: room},         # where each weapon lies now (secret)
     "rooms_tonight": {player: room},        # this night's choices, once the room step closed
     "last_rooms": {player: room},           # last night's rooms (the killer's guess)
     "last_tries": {player: weapon | None},  # the weapon each innocent tried last night
     "nights_without_kill": 0, "last_murder": {victim, weapon, room, night} | null,
     "chief": name | null, "chief_by": "named" | "elected" | null,
     "chief_namer": name | null,            # the dead asked to name the chief this day
     "possession_over": false, "groups": [[names], ...],   # open conversations
     "pending": {...} | null,               # a night's actions awaiting the ghost's switch
     "stranded": {"by": name, "weapons": [...]} | null,    # awaiting the last dead
     "votes": {player: {suspect, weapon, room}} | null,    # locked votes of the day
     "winner": "killer" | "innocents" | null, "win": code | null, "finished": false,
     "history": [{"night": n, ...public morning facts}, ...], "known": {player: [...]},
     "left_out": {"rooms": [...], "weapons": [...]},   # the house's names not in play (public)
     "articles": {"rooms": {name: "la"}, "weapons": {name: "l'"}}}  # French articles, if any

`known` keeps, per player, the sightings the rules gave them ({night, room, weapons}: their
room's weapons, a ghost's sightings), so that a player's view never holds more.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import (
    GM,
    JSON,
    Notice,
    Outcome,
    Rejection,
    Setting,
    SetupRefused,
    defaults_of,
)
from rules.calendar import window_ok
from rules.chance import Chance

THEME_ROOMS = (
    "Cuisine", "Salon privé", "Chambre", "Salle à manger", "Cour centrale", "Salle de bain",
    "Salle de réception", "Hall d'entrée", "Salle de jeux",
)
"""The original game's nine rooms, in the order a smaller game uses them."""
THEME_WEAPONS = (
    "Couteau", "Télécommande en fer", "Oreiller", "Chaise", "Pelle", "Brosse à dos",
    "Seau à glace", "Contrepoids d'horloge", "Queue de billard",
)
"""The original game's nine weapons."""
THEME_ARTICLES = {
    "rooms": {"Cuisine": "la", "Salon privé": "le", "Chambre": "la", "Salle à manger": "la",
              "Cour centrale": "la", "Salle de bain": "la", "Salle de réception": "la",
              "Hall d'entrée": "le", "Salle de jeux": "la"},
    "weapons": {"Couteau": "le", "Télécommande en fer": "la", "Oreiller": "l'", "Chaise": "la",
                "Pelle": "la", "Brosse à dos": "la", "Seau à glace": "le",
                "Contrepoids d'horloge": "le", "Queue de billard": "la"},
}
"""The theme's French articles ("la Cuisine"), kept apart from the names (`named`)."""
ARTICLE_WORDS = ("le", "la", "les")
"""French articles a GM may put before a room's or a weapon's name ("la Cuisine", "le Salon",
"les Toilettes"; "l'Entrée" too): the catalogs say "dans le Salon", "avec la Hache"."""
THEME_DOORS = (
    ("Cuisine", "Salle à manger"), ("Salle à manger", "Cour centrale"),
    ("Salon privé", "Cour centrale"), ("Chambre", "Cour centrale"), ("Salon privé", "Chambre"),
    ("Chambre", "Salle de bain"), ("Salle à manger", "Salle de réception"),
    ("Cour centrale", "Salle de réception"), ("Cour centrale", "Hall d'entrée"),
    ("Salle de réception", "Hall d'entrée"), ("Salon privé", "Salle de jeux"),
    ("Hall d'entrée", "Salle de jeux"),
)
"""A house that connects the theme's rooms, every first five or more of them included."""

MIN_PLAYERS = 5
MAX_PLAYERS = 20

SETTINGS: tuple[Setting, ...] = (
    Setting("rooms", "", ("pieces", "salles", "комнаты")),
    Setting("doors", "", ("portes", "двери")),
    Setting("weapons", "", ("armes", "оружие")),
    Setting("room_hours", 12),
    Setting("night_hours", 24),
    Setting("switch_minutes", 60),
    Setting("redistribute_minutes", 120),
    Setting("chief_minutes", 120),
    Setting("last_words_minutes", 120),
    Setting("stop_hours", 48),
    Setting("night_posts", "warn"),
    Setting("timezone", "Europe/Paris"),
)
"""Settings: the house (empty = the original theme) and every window of the spec, with the
French and Russian names a GM may type for the house settings (folded, as the bridge folds a
setting's name); what each does is the catalogs' `indixo-setting-<name>`."""
DEFAULTS: dict[str, Any] = dict(defaults_of(SETTINGS))
DURATIONS = ("room_hours", "night_hours", "switch_minutes", "redistribute_minutes",
             "chief_minutes", "last_words_minutes", "stop_hours")


# --- the house ---------------------------------------------------------------------------------


def names(value: Any) -> list[str]:
    """A list of names from a setting: a JSON list (or its text), or text separated by
    commas, semicolons or new lines."""
    value = _json(value)
    if isinstance(value, list):
        items = [str(item) for item in value]
    else:
        items = str(value or "").replace(";", ",").replace("\n", ",").split(",")
    return [" ".join(item.split()) for item in items if item.strip()]


def named(value: Any) -> list[tuple[str, str]]:
    """The names of a setting (`names`), each with the French article the GM put before it
    ("la Cuisine" -> ("la", "Cuisine"), "l'Entrée" -> ("l'", "Entrée"), "Cour" -> ("",
    "Cour")): the name is what players type and what the game compares, the article only
    what the French texts say before it ("dans la Cuisine")."""
    return [article_of(item) for item in names(value)]


def article_of(item: str) -> tuple[str, str]:
    """A name and the French article before it, apart ("" when none): "le", "la", "les" or
    "l'" (typed "l'" or "l’", any case), when a name follows."""
    head, _, rest = item.partition(" ")
    if head.casefold() in ARTICLE_WORDS and rest.strip():
        return head.casefold(), rest.strip()
    if len(item) > 2 and item[0] in "lL" and item[1] in "'’" and not item[2].isspace():
        return "l'", item[2:]
    return "", item


def bare(value: Any) -> list[str]:
    """The names of a setting without their articles (`named`)."""
    return [name for _, name in named(value)]


def articles(settings: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    """The French articles of the house's rooms and weapons, by name (the theme's for the
    theme's names; a name the GM gave without one has none)."""
    found: dict[str, dict[str, str]] = {}
    for kind in ("rooms", "weapons"):
        given = named(settings.get(kind))
        pairs = given or [(THEME_ARTICLES[kind].get(name, ""), name) for name in
                          (THEME_ROOMS if kind == "rooms" else THEME_WEAPONS)]
        found[kind] = {name: article for article, name in pairs if article}
    return found


def _json(value: Any) -> Any:
    """A setting typed as JSON text ('["Cuisine", "Salon"]') becomes its value."""
    if isinstance(value, str) and value.strip().startswith("["):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def door_pairs(value: Any) -> list[list[str]] | None:
    """Doors from a setting: a JSON list of pairs, or text "A - B, B - C" (also "A / B",
    "A <-> B"); None when a door does not name exactly two rooms."""
    value = _json(value)
    if isinstance(value, list):
        raw = [[str(side) for side in pair] if isinstance(pair, list) else str(pair).split("-")
               for pair in value]
    else:
        raw = []
        for item in names(value):
            for mark in ("<->", "↔", "—", "–", " / ", " - "):
                item = item.replace(mark, "\x00")
            raw.append(item.split("\x00"))
    pairs = [[article_of(" ".join(side.split()))[1] for side in pair] for pair in raw]
    if any(len(pair) != 2 or not all(pair) for pair in pairs):
        return None
    return pairs


def house(settings: Mapping[str, Any], count: int | None = None) -> tuple[
        list[str], list[list[str]], list[str]]:
    """Rooms, doors and weapons for `count` players: the GM's own, or the theme's first
    `count` (its doors between those rooms)."""
    rooms = bare(settings.get("rooms")) or list(THEME_ROOMS)
    weapons = bare(settings.get("weapons")) or list(THEME_WEAPONS)
    given = door_pairs(settings.get("doors")) if settings.get("doors") else None
    doors = given if given is not None else [list(pair) for pair in THEME_DOORS]
    if count is not None:
        rooms, weapons = rooms[:count], weapons[:count]
    used = set(rooms)
    return rooms, [pair for pair in doors if set(pair) <= used], weapons


def player_counts(settings: Mapping[str, Any]) -> list[int]:
    """How many players a house allows, from the rule "as many rooms and weapons as
    players" (shared/rules/indixo.md, Set-up) with "5 players or more": every count from
    `MIN_PLAYERS` to the smaller of its rooms and weapons (`MAX_PLAYERS` at most) for which
    the first that many rooms, with their doors between them, still connect (the rule's "with
    fewer players the first N are used"). The original theme allows 5 to 9; a house of five
    rooms and five weapons, exactly 5."""
    values = {**DEFAULTS, **settings}
    rooms, _, weapons = house(values)
    top = min(len(rooms), len(weapons), MAX_PLAYERS)
    return [count for count in range(MIN_PLAYERS, top + 1)
            if check_house(*house(values, count)) is None]


def left_out(settings: Mapping[str, Any], count: int) -> dict[str, list[str]]:
    """The rooms and weapons of the house that a game of `count` players does not use (the
    rule keeps the first `count` of each list)."""
    rooms, _, weapons = house({**DEFAULTS, **settings})
    return {"rooms": rooms[count:], "weapons": weapons[count:]}


def adjacent(state: JSON, room: str) -> list[str]:
    """The rooms one door away, in the house's order."""
    near = {b for a, b in state["doors"] if a == room} | {a for a, b in state["doors"]
                                                          if b == room}
    return [r for r in state["rooms"] if r in near]


def connected(rooms: Sequence[str], doors: Sequence[Sequence[str]]) -> list[str]:
    """The rooms that cannot be reached from the first one (empty when all can)."""
    if not rooms:
        return []
    seen = {rooms[0]}
    todo = [rooms[0]]
    while todo:
        here = todo.pop()
        for a, b in doors:
            for there in ((b,) if a == here else (a,) if b == here else ()):
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
    return [room for room in rooms if room not in seen]


def check_house(rooms: list[str], doors: list[list[str]] | None, weapons: list[str]) -> \
        Rejection | None:
    """Refuse a house the game cannot be played in, saying why."""
    for kind, items in (("room", rooms), ("weapon", weapons)):
        folded = [item.casefold() for item in items]
        twice = sorted({item for item, key in zip(items, folded, strict=True)
                        if folded.count(key) > 1})
        if twice:
            return Rejection(f"duplicate_{kind}", {"names": twice})
    if doors is None:
        return Rejection("bad_door", {})
    unknown = sorted({side for pair in doors for side in pair if side not in rooms})
    if unknown:
        return Rejection("unknown_door_room", {"names": unknown, "rooms": rooms})
    loops = sorted({pair[0] for pair in doors if pair[0] == pair[1]})
    if loops:
        return Rejection("bad_door", {"names": loops})
    cut_off = connected(rooms, doors)
    if cut_off:
        return Rejection("unreachable_rooms", {"names": cut_off, "from": rooms[0]})
    return None


def check_settings(settings: JSON) -> Rejection | None:
    """Refuse a house that is not one (a room nobody can reach, a door to nowhere, a name
    twice) or that no number of players can play (`player_counts` empty: fewer than 5 rooms
    or weapons, or a first N rooms never connected), windows that are not positive numbers
    of at most a year, an unknown night-post policy."""
    values = {**DEFAULTS, **settings}
    for name in DURATIONS:
        value = values[name]
        if not window_ok(value, hours=name.endswith("_hours")):
            return Rejection("bad_duration", {"setting": name, "value": str(value)})
    if values["night_posts"] not in ("warn", "ignore"):
        return Rejection("bad_night_posts", {"value": str(values["night_posts"])})
    if values["doors"] and not values["rooms"]:
        return Rejection("doors_without_rooms", {})
    rooms = bare(values["rooms"]) or list(THEME_ROOMS)
    doors = door_pairs(values["doors"]) if values["doors"] else [
        list(pair) for pair in THEME_DOORS]
    weapons = bare(values["weapons"]) or list(THEME_WEAPONS)
    problem = check_house(rooms, doors, weapons)
    if problem is not None or player_counts(values):
        return problem
    sizes = {"rooms": len(rooms), "weapons": len(weapons), "min": MIN_PLAYERS,
             "max": MAX_PLAYERS}
    if min(len(rooms), len(weapons)) < MIN_PLAYERS:
        return Rejection("house_below_minimum", sizes)
    return Rejection("house_never_connected",
                     {**sizes, "top": min(len(rooms), len(weapons), MAX_PLAYERS)})


# --- set-up ------------------------------------------------------------------------------------


def setup(settings: JSON, players: Sequence[str], chance: Chance, pinned: JSON) -> Outcome:
    """The house for this many players, one weapon per room (public), the killer drawn in
    secret and told privately; night 1 begins. The rooms and weapons past the first
    `len(players)` are out of play (`left_out`): the public house post and the GM's set-up
    note name them, and a player naming one is told it is not in play."""
    values = {**DEFAULTS, **settings}
    count = len(players)
    if count < MIN_PLAYERS:
        raise SetupRefused("too_few_players", players=count, min=MIN_PLAYERS)
    rooms, doors, weapons = house(values, count)
    if len(rooms) < count or len(weapons) < count:
        raise SetupRefused("house_too_small", rooms=len(rooms), weapons=len(weapons),
                           players=count)
    problem = check_house(rooms, doors, weapons)
    if problem is not None:
        raise SetupRefused(problem.code, **problem.params, players=count,
                           allowed=player_counts(values))
    killer = pinned.get("killer")
    if killer is not None and killer not in players:
        raise SetupRefused("pinned_killer_unknown", killer=str(killer))
    if killer is None:
        killer = chance.pick(list(players), "the killer")
    start = _start_weapons(rooms, weapons, chance, pinned.get("weapons_at_start"))
    unused = left_out(values, count)  # never dropped silently: the start posts name them
    state: JSON = {
        "game": "indixo", "settings": {k: values[k] for k in DEFAULTS if k in DURATIONS
                                       or k in ("night_posts", "timezone")},
        "rooms": rooms, "doors": doors, "weapons": weapons, "start_weapons": start,
        "players": list(players), "killer": killer, "alive": list(players), "ghosts": [],
        "deaths": [], "phase": "night", "number": 1, "stage": "rooms", "condemned": [],
        "destroyed": [], "weapon_rooms": dict(start), "rooms_tonight": {}, "last_rooms": {},
        "last_tries": {}, "nights_without_kill": 0, "last_murder": None, "chief": None,
        "chief_by": None, "chief_namer": None, "possession_over": False, "groups": [],
        "pending": None, "stranded": None, "votes": None, "winner": None, "win": None,
        "finished": False, "history": [], "known": {name: [] for name in players},
        "left_out": unused,
    }
    spoken = articles(values)
    if spoken["rooms"] or spoken["weapons"]:  # a house without any keeps the state it had
        state["articles"] = spoken
    said: JSON = {"left_out": unused} if unused["rooms"] or unused["weapons"] else {}
    notices = [Notice(GM, "gm_setup", {"killer": killer, **said})]
    notices += [Notice(name, "role", {"killer": name == killer}) for name in players]
    notices.insert(0, Notice("@public", "house", dict(said), picture=True))
    return Outcome(state, notices, [{"event": "killer_drawn", "killer": killer},
                                    {"event": "weapons_placed", "weapons": start}])


def _start_weapons(rooms: list[str], weapons: list[str], chance: Chance,
                   pinned: Any) -> dict[str, str]:
    if isinstance(pinned, dict) and pinned:
        if sorted(pinned) != sorted(weapons) or sorted(pinned.values()) != sorted(rooms):
            raise SetupRefused("pinned_weapons_not_one_per_room")
        return {weapon: str(pinned[weapon]) for weapon in weapons}
    return dict(zip(weapons, chance.shuffled(rooms, "weapon rooms"), strict=True))


# --- who is who --------------------------------------------------------------------------------


def innocents(state: JSON) -> list[str]:
    """The living players who are not the killer."""
    return [name for name in state["alive"] if name != state["killer"]]


def weapons_in(state: JSON, room: str) -> list[str]:
    """The weapons lying in a room now, in the house's order."""
    return [w for w in state["weapons"] if state["weapon_rooms"].get(w) == room]


def open_rooms(state: JSON) -> list[str]:
    """The rooms not condemned."""
    return [room for room in state["rooms"] if room not in state["condemned"]]


def ghost_rooms(state: JSON, ghost: str) -> list[str]:
    """Where a ghost may go tonight: its room or one door away, not condemned; if all of
    those are condemned, any room not condemned."""
    here = state["last_rooms"].get(ghost)
    near = [r for r in [here, *adjacent(state, here)] if r] if here else []
    allowed = [r for r in near if r not in state["condemned"]]
    return allowed or open_rooms(state)


def find(state: JSON, name: str) -> str | None:
    """A player's exact name, compared ignoring case."""
    wanted = name.casefold()
    return next((p for p in state["players"] if p.casefold() == wanted), None)


def learn(state: JSON, player: str, night: int, room: str, weapons: Sequence[str]) -> None:
    """Note that the rules showed `player` the weapons of a room one night (their view holds
    these sightings and nothing more of the weapons' whereabouts)."""
    state["known"].setdefault(player, []).append(
        {"night": night, "room": room, "weapons": list(weapons)})
