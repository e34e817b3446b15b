"""Who may do what to whom at night (mafia.md, "Night").

A mafia member may give the mafia's kill, never on a partner; the doctor protects anyone
but not the same player two nights in a row, and themself only with `doctor_self`; the cop
checks and the roleblocker blocks anyone else; the vigilante shoots once per game. Used both
to check an order (`refusal`) and to tell each actor whom they may name (`targets`).
"""

from __future__ import annotations

from gamemaster.game import JSON, Rejection
from mafia.state import ACTIONS, is_mafia, refusal, role_of


def actions_of(state: JSON, player: str) -> list[str]:
    """The night actions this living player has now (a spent vigilante has none)."""
    if player not in state["alive"]:
        return []
    found = list(ACTIONS[role_of(state, player)])
    if "shoot" in found and player in state["shots"]:
        found.remove("shoot")
    return found


def night_actors(state: JSON) -> list[str]:
    """Everyone the night waits for, in seat order: every living mafia member (any of them
    may give the kill) and every living town player with an action left."""
    return [name for name in state["alive"] if actions_of(state, name)]


def refusal_for(state: JSON, actor: str, action: str, target: str) -> Rejection | None:
    """Why `actor` may not `action` `target` tonight, or None when they may."""
    role = role_of(state, actor)
    if action not in ACTIONS[role]:
        return refusal("not_your_action", action=action, role=role)
    if action == "shoot" and actor in state["shots"]:
        return refusal("shot_spent")
    if target not in state["players"]:
        return refusal("unknown_player", target=target, players=list(state["players"]))
    if target not in state["alive"]:
        return refusal("target_dead", target=target, alive=list(state["alive"]))
    if action == "kill" and is_mafia(state, target):
        return refusal("partner", target=target)
    if target == actor and action in ("check", "shoot", "block"):
        return refusal("self", action=action)
    if action == "protect":
        if target == actor and not state["settings"]["doctor_self"]:
            return refusal("self", action=action)
        if state["doctor_last"].get(actor) == target:
            return refusal("twice_in_a_row", target=target)
    return None


def targets(state: JSON, actor: str, action: str) -> list[str]:
    """The living players `actor` may name for `action`, in seat order."""
    return [name for name in state["alive"] if refusal_for(state, actor, action, name) is None]
