"""Day and night beginning: the state reset for a new phase and what is said when it begins.

Numbering: with `start=day` the game runs day 1, night 1, day 2...; with `start=night` it
opens with night 0, then day 1, night 1... Night n always follows day n.
"""

from __future__ import annotations

from gamemaster.game import JSON, PUBLIC, Notice
from mafia.actions import actions_of, night_actors, targets
from mafia.state import living_mafia, needed, role_of


def mafia_tuple(state: JSON) -> tuple[str, ...]:
    """The mafia's night chat: every mafia member dealt, in seat order (the dead may read)."""
    return tuple(state["mafia"])


def begin_day(state: JSON, number: int) -> list[Notice]:
    """Day `number` begins: no votes yet; the public is told who lives and what a majority
    takes."""
    state.update(phase="day", number=number, votes={}, voting=[], changes=0)
    alive = list(state["alive"])
    settings = state["settings"]
    return [Notice(PUBLIC, "day_start", {
        "day": number, "alive": alive, "alive_count": len(alive), "needed": needed(len(alive)),
        "hammer": settings["hammer"], "day_hours": settings["day_hours"]})]


def begin_night(state: JSON, number: int) -> list[Notice]:
    """Night `number` begins: the public is told, each actor privately what they may send,
    and with `mafia_chat=night` the night chat reopens."""
    state.update(phase="night", number=number, votes={}, voting=[], changes=0)
    notices = [Notice(PUBLIC, "night_start", {"night": number, "alive": list(state["alive"])})]
    if state["settings"]["mafia_chat"] == "night":
        notices.append(mafia_chat(state, number))
    for actor in night_actors(state):
        actions = actions_of(state, actor)
        partners = [name for name in living_mafia(state) if name != actor] \
            if "kill" in actions else []
        notices.append(Notice(actor, "night_actions", {
            "night": number, "actions": actions,
            "targets": {action: targets(state, actor, action) for action in actions},
            "partners": partners,
            "last_protected": state["doctor_last"].get(actor)
            if "protect" in actions else None}))
    return notices


def mafia_chat(state: JSON, night: int | None) -> Notice:
    """The notice that opens (or reopens) the mafia's night chat."""
    opened = bool(state.get("chat_opened"))
    state["chat_opened"] = True
    return Notice(mafia_tuple(state), "mafia_chat", {
        "members": [{"name": name, "role": role_of(state, name),
                     "alive": name in state["alive"]} for name in state["mafia"]],
        "night": night, "reopened": opened})
