"""What each audience may see of an INDIXO game: the one place secrets are filtered.

The public sees the house, who is alive or a ghost, the chief, the condemned rooms, the
destroyed weapons, the weapons' places at the start (public from the start) and each
morning's announcement. A player adds their own role, their room tonight and the weapons
the rules showed them. The GM sees everything. At the end, everything is revealed.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from rules.base import GM, JSON, PUBLIC, Outcome
from rules.indixo.russian import accusative, into
from rules.reader.russian import CYRILLIC

PICTURED = ("morning", "final")
"""The public posts that carry the house's picture besides the start's (`house`): each
morning's (the rooms condemned, the weapons destroyed, the dead with the weapon announced)
and the reveal at the end (where the weapons and the players were, the killer)."""


def declined(names: list[str]) -> JSON:
    """How a Russian example writes each name of the house that has Cyrillic in it: in the
    accusative, with "в" or "во" before it ("иду во Внутренний двор", "уничтожаю Подушку");
    a name in another script is written as it is."""
    return {name: {"into": into(name), "accusative": accusative(name)}
            for name in names if CYRILLIC.search(name)}


def _public(state: JSON) -> JSON:
    stage = "actions" if state["stage"] == "switch" else state["stage"]  # no hint of a kill
    view: JSON = {
        "game": "indixo", "phase": state["phase"], "number": state["number"],
        "stage": stage, "finished": state["finished"], "winner": state["winner"],
        "win": state["win"], "players": list(state["players"]),
        "alive": list(state["alive"]), "ghosts": list(state["ghosts"]),
        "deaths": copy.deepcopy(state["deaths"]),
        "condemned_rooms": list(state["condemned"]),
        "destroyed_weapons": list(state["destroyed"]),
        "rooms": list(state["rooms"]), "doors": copy.deepcopy(state["doors"]),
        "weapons": list(state["weapons"]), "start_weapons": dict(state["start_weapons"]),
        "chief": state["chief"], "chief_by": state["chief_by"],
        "history": copy.deepcopy(state["history"]),
        "votes": copy.deepcopy(state["votes"]),
        "articles": copy.deepcopy(state.get("articles") or {}),
        "declined": declined([*state["rooms"], *state["weapons"]]),
    }
    if state["finished"]:
        view.update({"killer": state["killer"], "last_murder": state["last_murder"],
                     "weapon_rooms": dict(state["weapon_rooms"]),
                     "player_rooms": dict(state["last_rooms"])})
    return view


def pictured(outcome: Outcome) -> Outcome:
    """The outcome with the house's picture on its public morning and final posts."""
    outcome.notices = [replace(n, picture=True) if n.audience == PUBLIC
                       and n.template in PICTURED else n for n in outcome.notices]
    return outcome


def view(state: JSON, viewer: str | None) -> JSON:
    """The public view (viewer None), a player's, or the GM's (everything)."""
    public = _public(state)
    if viewer == GM:
        return {**copy.deepcopy(state), **public, "killer": state["killer"],
                "weapon_rooms": dict(state["weapon_rooms"]),
                "player_rooms": dict(state["rooms_tonight"] or state["last_rooms"]),
                "viewer": GM}
    if viewer is None or viewer not in state["players"]:
        return {**public, "viewer": None}
    role = ("ghost" if viewer in state["ghosts"] else
            "killer" if viewer == state["killer"] else "innocent")
    return {**public, "viewer": viewer, "role": role, "killer_me": viewer == state["killer"],
            "room": state["rooms_tonight"].get(viewer) or state["last_rooms"].get(viewer),
            "sightings": copy.deepcopy(state["known"].get(viewer, []))}
