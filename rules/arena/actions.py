"""What a warrior may declare in a round (5.2), and who may declare it.

An action is a plain dict, as the grammar gives it and the bridge stores it:
`{"kind": "move", "to": zone}`, `{"kind": "attack", "target": warrior}` (attaquer),
`{"kind": "defend", "target": warrior}` (défendre, oneself included),
`{"kind": "shoot", "target": warrior}` (tirer), `{"kind": "shield", "target": warrior}`
(se terrer derrière son bouclier, or shield another). Everything is checked on the positions
at the start of the round, which do not change until it is resolved.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.arena import state as st
from rules.base import JSON, Rejection

KINDS = ("move", "attack", "defend", "shoot", "shield")


def check_action(state: JSON, actor: str, action: Mapping[str, Any]) -> Rejection | None:
    """Refuse an action the rules do not allow the actor now, saying why: a move to a zone
    that is not adjacent, an attack on a clan-mate or someone in another zone, a shot at
    someone not exactly one zone away, defending or shielding someone in another zone."""
    if state["phase"] != "round":
        return Rejection("not_in_round", {})
    warrior = state["warriors"].get(actor)
    if warrior is None or not warrior["in_arena"]:
        return Rejection("not_in_arena", {"warrior": actor})
    kind = action.get("kind")
    if kind == "nothing":
        return None  # a warrior may always declare they do nothing this round
    if kind not in KINDS:
        return Rejection("unknown_action", {"kind": str(kind), "kinds": list(KINDS)})
    here = str(warrior["zone"])
    arena_map = state["settings"]["map"]
    if kind == "move":
        to = action.get("to")
        if to not in arena_map["zones"]:
            return Rejection("unknown_zone", {"zone": str(to), "zones": list(arena_map["zones"])})
        near = st.neighbours(arena_map, here)
        if to not in near:
            return Rejection("not_adjacent", {"from": here, "to": to, "zones": near})
        return None
    target = action.get("target")
    other = state["warriors"].get(target) if isinstance(target, str) else None
    if other is None:
        return Rejection("no_such_warrior", {"target": str(target)})
    assert isinstance(target, str)
    if not other["in_arena"]:
        return Rejection("target_not_in_arena", {"target": target})
    there = str(other["zone"])
    if kind in ("attack", "shoot"):
        if target == actor:
            return Rejection("not_an_adversary", {"target": target})
        if not st.adversaries(state, actor, target):
            return Rejection("clan_mate", {"target": target, "clan": st.clan_of(state, actor)})
    if kind == "shoot":
        away = st.distance(arena_map, here, there)
        if away != 1:
            return Rejection("not_one_zone_away", {"target": target, "from": here,
                                                   "zone": there, "distance": away})
        return None
    if there != here:
        return Rejection("not_same_zone", {"target": target, "from": here, "zone": there})
    return None


def check_declaration(state: JSON, speaker: str, actor: str, action: Mapping[str, Any],
                      current_by: str | None) -> Rejection | None:
    """Whether `speaker` may declare `action` for `actor` now. The warrior decides: their
    own declaration always replaces the one in force. Their chief (and only the chief, still
    in the arena) may declare for a warrior who has declared nothing this round, and replace
    their own earlier declaration for them; `current_by` is who gave the actor's action in
    force (None: nothing yet)."""
    if speaker != actor:
        if state["warriors"].get(actor) is None or st.chief_of(state, actor) != speaker:
            return Rejection("not_your_warrior", {"warrior": actor})
        if not state["warriors"][speaker]["in_arena"]:
            return Rejection("not_in_arena", {"warrior": speaker})
        if current_by == actor:
            return Rejection("warrior_declared", {"warrior": actor})
    return check_action(state, actor, action)


def action_row(action: Mapping[str, Any], by: str | None = None) -> JSON:
    """An action in its stored form, with who declared it."""
    row: JSON = {"kind": action["kind"]}
    if action["kind"] == "move":
        row["to"] = action["to"]
    else:
        row["target"] = action["target"]
    row["by"] = by if by is not None else action.get("by")
    return row
