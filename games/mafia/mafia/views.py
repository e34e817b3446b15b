"""What each audience may see: the public, a player, the GM.

The public sees the phase, who lives, the dead with their roles as the flips showed them
(none when `reveal` is off), the day's votes and votecount, the set-up's role counts and the
commitment. A player adds their own role, actions and results; a mafia member their
partners. The GM sees everything; once the game is over, so does everyone. Nothing secret
(another player's role, the night's actions, the salt) is in any other view.
"""

from __future__ import annotations

from gamemaster.game import GM, JSON
from mafia.actions import actions_of
from mafia.day import tally
from mafia.state import MAFIA, alignment, needed, role_of

PUBLIC_SETTINGS = ("setup", "start", "hammer", "tie", "reveal", "day_hours", "night_hours",
                   "doctor_self", "mafia_chat", "min_posts")


def view(state: JSON, viewer: str | None) -> JSON:
    """What `viewer` (None: the public, GM, or a player name) may see."""
    everything = viewer == GM or bool(state["finished"])
    shown = state["settings"]["reveal"] or everything
    alive = list(state["alive"])
    found: JSON = {
        "phase": state["phase"], "number": state["number"], "finished": state["finished"],
        "winner": state["winner"], "players": list(state["players"]), "alive": alive,
        "dead": [{"name": one["name"], "role": one["role"] if shown else None,
                  "when": dict(one["when"])} for one in state["dead"]],
        "votes": dict(state["votes"]) if state["phase"] == "day" else {},
        "votecount": {"day": state["number"], "version": state["changes"],
                      "lines": tally(state) if state["phase"] == "day" else [],
                      "not_voting": [name for name in alive if name not in state["votes"]]
                      if state["phase"] == "day" else [],
                      "alive": len(alive), "needed": needed(len(alive))},
        "setup": state["setup"], "roles": [dict(one) for one in state["counts"]],
        "commitment": state["commitment"],
        "settings": {name: state["settings"][name] for name in PUBLIC_SETTINGS},
    }
    if viewer in state["players"]:
        found["me"] = mine(state, str(viewer))
    if everything:
        found["secret"] = {
            "roles": dict(state["roles"]), "nights": list(state["nights"]),
            "days": list(state["days"]), "salt": state["salt"],
            "role_list": state["role_list"], "shots": list(state["shots"]),
            "doctor_last": dict(state["doctor_last"]), "results": dict(state["results"])}
    return found


def mine(state: JSON, player: str) -> JSON:
    """A player's own secrets: role, actions, partners (mafia), history, results."""
    role = role_of(state, player)
    partners = [{"name": name, "role": role_of(state, name), "alive": name in state["alive"]}
                for name in state["mafia"] if name != player] \
        if alignment(role) == MAFIA else []
    return {
        "name": player, "role": role, "alignment": alignment(role),
        "alive": player in state["alive"], "actions": actions_of(state, player),
        "partners": partners,
        "history": [{"night": night["night"], "action": one["action"],
                     "target": one["target"], "blocked": one["blocked"]}
                    for night in state["nights"] for one in night["actions"]
                    if one["actor"] == player],
        "results": list(state["results"].get(player, [])),
        "shot_used": player in state["shots"],
        "last_protected": state["doctor_last"].get(player),
    }


def status(view_: JSON) -> JSON:
    """The live status fields mafia.md lists, read from a view alone."""
    return {
        "phase": view_.get("phase"), "number": view_.get("number"),
        "finished": view_.get("finished"), "winner": view_.get("winner"),
        "alive": view_.get("alive", []), "dead": view_.get("dead", []),
        "votes": view_.get("votes", {}),
        "votecount": (view_.get("votecount") or {}).get("lines", []),
    }
