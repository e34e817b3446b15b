"""Resolving one round of the clan arena (5.3 and 5.4), all on the start-of-round positions
and characteristics.

1. Every action is checked again on the start positions; one that no longer holds is void.
2. Melee combats, then shooting combats, each kind in alphabetical order of the principal
   defender X: n attackers (shooters) roll one d6 each, alphabetically; then the defence
   dice, one per helper (shielder) alphabetically, then X's own if X defends (shields)
   themself. Attack = sum of attaque (tir) + dice; defence = sum of the helpers' défense
   (bouclier), X's own when X defends themself (or always, setting `always_count_defender`),
   + dice. Higher wins; equal scores: nobody leaves (setting `tie`).
3. Attack wins: X leaves. Defence wins: X chooses which attacker (shooter) leaves: with one
   attacker that one, with several a choice asked of X, whose default (highest attaque or
   tir, ties by a seeded draw made after every combat's dice) is known at once.
4. With the choices answered (`continue_round`): whoever leaves with a difference of 10 or
   more is badly wounded ("gravement mutilé"): 1 point of the characteristic they fought
   with, permanently, never below 0 (returned as roster changes); every elimination takes
   effect; the surviving movers move; the end of the game is checked.

The round record, as kept in `state["history"]` (and in `state["pending"]` while choices
wait), holds everything the results show:

    {"round": 3, "positions": {warrior: zone},          # at the start of the round
     "actions": {warrior: {"kind", "target" | "to", "by"}},
     "void": [{"warrior", "code", "action": {"kind", "target" | "to", "by"}}],  # what was tried
     "combats": [{"id": "melee:xena", "kind": "melee" | "shooting", "defender": "xena",
                  "zone": "2", "self_defence": bool,
                  "attackers": [{"warrior", "value", "die"}],
                  "defenders": [{"warrior", "role": "helper" | "self" | "principal",
                                 "value", "die" | None}],
                  "attack": {"characteristics", "dice", "score"}, "defence": {...},
                  "winner": "attack" | "defence" | "tie", "difference": int,
                  "crushing": bool,                     # difference of 10 or more
                  "leaves": warrior | None, "choice": id | None, "wound": change | None}],
     "dice": [{"combat", "side": "attack" | "defence" | "default", "warrior", "faces",
               "value", "options" (a default's: the tied drawn among)}],  # in the order rolled
     "choices": [{"id", "kind", "chooser", "options", "default", "default_by": "highest" |
                  "draw", "among" (with "draw": the tied, in the draw's order),
                  "answer": warrior | None, "answered": bool, "leaves"}],
     "roster_changes": [{"warrior", "characteristic", "before", "after", "combat"}],
     "eliminated": [{"warrior", "clan", "combats"}],
     "moves": [{"warrior", "from", "to", "moved": bool}],  # moved False: left the arena
     "holdings": {zone: clan | None}, "end": None | {"winner": clan | None, "reason"}}

End reasons: `centre_and_zone` (a clan whose chief is in the arena holds the centre and
another zone), `last_warrior`, `nobody_left`, `last_clan`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.arena import state as st
from rules.arena.actions import action_row, check_action
from rules.base import JSON, Rejection
from rules.chance import Chance


@dataclass(frozen=True)
class Kind:
    """One kind of combat: the action that attacks, the one that helps, the
    characteristics each side adds."""

    name: str
    attacks: str
    helps: str
    attack: str
    defence: str


MELEE = Kind("melee", "attack", "defend", "attack", "defence")
SHOOTING = Kind("shooting", "shoot", "shield", "shooting", "shield")
KINDS = {MELEE.name: MELEE, SHOOTING.name: SHOOTING}


@dataclass(frozen=True)
class Resolution:
    """The state after a step of the round, its record, and the choices it waits for
    (empty when the round is over)."""

    state: JSON
    record: JSON
    pending: tuple[JSON, ...] = ()


# --- the round -----------------------------------------------------------------------------


def resolve_round(state: JSON, actions: Mapping[str, Mapping[str, Any]],
                  chance: Chance) -> Resolution:
    """Resolve the open round with the actions in force (`actions`: warrior -> action, each
    may carry `by`, who declared it). When defenders must choose who leaves, the state waits
    in phase "choice" with the round record in `pending`; else the round is finished."""
    if state["phase"] != "round":
        raise ValueError("no round is open")
    new = copy.deepcopy(state)
    given, void = _in_force(state, actions)
    record: JSON = {
        "round": state["round"], "positions": st.positions(state),
        "actions": {name: action_row(given[name]) for name in st.alphabetical(given)},
        "void": void, "combats": [], "dice": [], "choices": [], "roster_changes": [],
        "eliminated": [], "moves": [], "holdings": {}, "end": None,
    }
    settings = state["settings"]
    for kind in (MELEE, SHOOTING):
        targets = {str(a["target"]) for a in given.values() if a["kind"] == kind.attacks}
        for defender in st.alphabetical(targets):
            record["combats"].append(
                _combat(state, kind, defender, given, settings, chance, record["dice"]))
    for combat in record["combats"]:
        if combat["winner"] == "defence" and combat["leaves"] is None:
            record["choices"].append(_choice(state, combat, chance, record["dice"]))
    if record["choices"]:
        new["phase"] = "choice"
        new["pending"] = record
        return Resolution(new, copy.deepcopy(record), tuple(copy.deepcopy(record["choices"])))
    return _finish(new, record)


def _in_force(state: JSON, actions: Mapping[str, Mapping[str, Any]]) -> tuple[
        dict[str, JSON], list[JSON]]:
    """Each action checked again on the start positions; a void one is logged and the
    warrior does nothing."""
    given: dict[str, JSON] = {}
    void: list[JSON] = []
    for name in st.alphabetical(actions):
        refused = check_action(state, name, actions[name])
        if refused is not None:
            tried = {key: actions[name][key] for key in ("kind", "to", "target", "by")
                     if key in actions[name]}
            void.append({"warrior": name, "code": refused.code, "action": tried})
        else:
            given[name] = dict(actions[name])
    return given, void


def _combat(state: JSON, kind: Kind, defender: str, given: Mapping[str, JSON],
            settings: Mapping[str, Any], chance: Chance, dice: list[JSON]) -> JSON:
    """One combat around `defender`: dice in the documented order, sums, the winner."""
    ident = f"{kind.name}:{defender}"
    attackers = st.alphabetical(name for name, a in given.items()
                                if a["kind"] == kind.attacks and a["target"] == defender)
    helpers = st.alphabetical(name for name, a in given.items() if name != defender
                              and a["kind"] == kind.helps and a["target"] == defender)
    own = given.get(defender, {})
    self_defence = own.get("kind") == kind.helps and own.get("target") == defender

    def roll(side: str, warrior: str) -> int:
        value = chance.roll(6, f"{ident} {side} {warrior}")
        dice.append({"combat": ident, "side": side, "warrior": warrior, "faces": 6,
                     "value": value})
        return value

    attack_rows = [{"warrior": name, "value": st.stats(state, name)[kind.attack],
                    "die": roll("attack", name)} for name in attackers]
    defence_rows: list[JSON] = [{"warrior": name, "role": "helper",
                                 "value": st.stats(state, name)[kind.defence],
                                 "die": roll("defence", name)} for name in helpers]
    if self_defence:
        defence_rows.append({"warrior": defender, "role": "self",
                             "value": st.stats(state, defender)[kind.defence],
                             "die": roll("defence", defender)})
    elif settings["always_count_defender"]:
        defence_rows.append({"warrior": defender, "role": "principal",
                             "value": st.stats(state, defender)[kind.defence], "die": None})
    attack = _score(attack_rows)
    defence = _score(defence_rows)
    margin = attack["score"] - defence["score"]
    tie = settings["tie"]
    leaves: str | None
    if margin > 0 or (margin == 0 and tie == "attack"):
        winner, leaves = "attack", defender
    elif margin < 0 or (margin == 0 and tie == "defence"):
        winner, leaves = "defence", attackers[0] if len(attackers) == 1 else None
    else:
        winner, leaves = "tie", None
    return {
        "id": ident, "kind": kind.name, "defender": defender,
        "zone": state["warriors"][defender]["zone"], "self_defence": self_defence,
        "attackers": attack_rows, "defenders": defence_rows, "attack": attack,
        "defence": defence, "winner": winner, "difference": abs(margin),
        "crushing": abs(margin) >= 10, "leaves": leaves, "choice": None, "wound": None,
    }


def _score(rows: list[JSON]) -> JSON:
    characteristics = sum(int(row["value"]) for row in rows)
    dice = sum(int(row["die"]) for row in rows if row["die"] is not None)
    return {"characteristics": characteristics, "dice": dice, "score": characteristics + dice}


def _choice(state: JSON, combat: JSON, chance: Chance, dice: list[JSON]) -> JSON:
    """X's choice of who leaves among several attackers (shooters), with its default: the
    one with the highest attaque (tir), ties by a seeded draw among them alphabetically."""
    options = [row["warrior"] for row in combat["attackers"]]
    best = max(int(row["value"]) for row in combat["attackers"])
    tied = [row["warrior"] for row in combat["attackers"] if row["value"] == best]
    by = "highest"
    default = tied[0]
    if len(tied) > 1:
        by = "draw"
        value = chance.roll(len(tied), f"{combat['id']} default")
        default = tied[value - 1]
        dice.append({"combat": combat["id"], "side": "default", "warrior": default,
                     "faces": len(tied), "value": value, "options": tied})
    combat["choice"] = combat["id"]
    choice: JSON = {"id": combat["id"], "kind": combat["kind"], "chooser": combat["defender"],
                    "options": options, "default": default, "default_by": by, "answer": None,
                    "answered": False, "leaves": None}
    if by == "draw":
        choice["among"] = tied  # what the default was drawn among, in the draw's order
    return choice


# --- the choices ---------------------------------------------------------------------------


def check_answer(state: JSON, chooser: str, name: str) -> str | Rejection:
    """The id of `chooser`'s open choice that `name` answers (attackers and shooters are
    never the same warriors, so a name tells the choice), or why it answers none."""
    pending = state.get("pending") or {}
    mine = [c for c in pending.get("choices", []) if c["chooser"] == chooser]
    if state["phase"] != "choice" or not mine:
        return Rejection("no_choice", {})
    for choice in mine:
        if name in choice["options"]:
            return str(choice["id"])
    return Rejection("not_an_option", {"options": [o for c in mine for o in c["options"]]})


def continue_round(state: JSON, answers: Mapping[str, str]) -> Resolution:
    """Finish the round waiting for choices: `answers` maps a choice id to the warrior the
    chooser named; a choice with no answer (or one that is not an option) takes its
    default."""
    if state["phase"] != "choice" or not state.get("pending"):
        raise ValueError("no choice is pending")
    new = copy.deepcopy(state)
    record = new["pending"]
    new["pending"] = None
    combats = {combat["id"]: combat for combat in record["combats"]}
    for choice in record["choices"]:
        answer = answers.get(choice["id"])
        choice["answer"] = answer
        choice["answered"] = answer in choice["options"]
        choice["leaves"] = answer if choice["answered"] else choice["default"]
        combats[choice["id"]]["leaves"] = choice["leaves"]
    return _finish(new, record)


# --- the end of the round ------------------------------------------------------------------


def _finish(new: JSON, record: JSON) -> Resolution:
    """Wounds, eliminations, moves and the end check, once every combat knows who leaves."""
    number = record["round"]
    leaving: dict[str, list[str]] = {}
    for combat in record["combats"]:
        who = combat["leaves"]
        if who is None:
            continue
        leaving.setdefault(who, []).append(combat["id"])
        if combat["crushing"]:
            kind = KINDS[combat["kind"]]
            lost = kind.defence if who == combat["defender"] else kind.attack
            change = _wound(new, who, lost, number, combat["id"])
            combat["wound"] = change
            record["roster_changes"].append(change)
    for name in st.alphabetical(leaving):
        warrior = new["warriors"][name]
        warrior["in_arena"] = False
        warrior["left"] = {"round": number, "combats": leaving[name]}
        record["eliminated"].append({"warrior": name, "clan": warrior["clan"],
                                     "combats": leaving[name]})
    for name, action in record["actions"].items():
        if action["kind"] != "move":
            continue
        warrior = new["warriors"][name]
        moved = bool(warrior["in_arena"])
        if moved:
            warrior["zone"] = action["to"]
        record["moves"].append({"warrior": name, "from": record["positions"][name],
                                "to": action["to"], "moved": moved})
    record["holdings"] = holdings(new)
    record["end"] = ending(new)
    new["history"].append(record)
    if record["end"] is not None:
        new["phase"] = "over"
        new["winner"] = record["end"]["winner"]
        new["win"] = record["end"]["reason"]
    else:
        new["phase"] = "round"
        new["round"] = number + 1
    return Resolution(new, copy.deepcopy(record))


def _wound(new: JSON, warrior: str, characteristic: str, number: int, combat: str) -> JSON:
    """One point lost for good (never below 0), kept in the warrior's record."""
    record = new["warriors"][warrior]
    before = int(record[characteristic])
    after = max(0, before - 1)
    record[characteristic] = after
    record["lost"][characteristic] += before - after
    change = {"warrior": warrior, "characteristic": characteristic, "before": before,
              "after": after, "combat": combat}
    record["wounds"].append({"round": number, **change})
    return change


def holdings(state: JSON) -> dict[str, str | None]:
    """Each zone's holder: the clan with at least one warrior there when no other clan has
    any (None: empty or shared)."""
    here: dict[str, set[str]] = {}
    for name, zone in st.positions(state).items():
        here.setdefault(zone, set()).add(str(st.clan_of(state, name)))
    out: dict[str, str | None] = {}
    for zone in state["settings"]["map"]["zones"]:
        clans = here.get(zone, set())
        out[zone] = next(iter(clans)) if len(clans) == 1 else None
    return out


def ending(state: JSON) -> JSON | None:
    """Whether the game ends after this round, who wins and why (None: next round)."""
    held = holdings(state)
    centre = state["settings"]["map"]["centre"]
    holder = held[centre]
    if holder is not None:
        own = st.clan(state, holder)
        assert own is not None
        others = [zone for zone, clan in held.items() if clan == holder and zone != centre]
        if state["warriors"][own["chief"]]["in_arena"] and others:
            return {"winner": holder, "reason": "centre_and_zone", "zones": [centre, *others]}
    left = st.in_arena(state)
    if not left:
        return {"winner": None, "reason": "nobody_left"}
    if len(left) == 1:
        return {"winner": st.clan_of(state, left[0]), "reason": "last_warrior",
                "warrior": left[0]}
    clans = {st.clan_of(state, name) for name in left}
    if len(clans) == 1:
        return {"winner": clans.pop(), "reason": "last_clan"}
    return None
