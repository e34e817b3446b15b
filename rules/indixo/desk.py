"""Checking an INDIXO order against the step it is offered to, the speaker's role and the
state; the reading itself is `rules.indixo.orders`.

Each step kind (the last part of its key: rooms, actions, switch, stranded, chief, votes,
words, guess) has its checker. A rejection carries a code and what is valid now, for the
reply template; it never says more than the speaker may know (a ghost is not told where a
weapon is, an innocent is not told who the killer is). An accepted order is `final` when the
spec allows no change: a room choice once acknowledged, the day's one guess, and the one answer
of the short steps (the ghost's switch, the stranded weapons, the chief named), which close
with it. A final choice read with a doubt (narration, a pronoun) is final once the player
confirms it (the bridge holds it until then): a room or a guess still in doubt may change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.base import JSON, Accepted, Context, Order, Rejection, Submitted
from rules.indixo import day
from rules.indixo import state as st

KILLER_OPTIONS = ("inspect", "kill", "condemn", "destroy")
MAX_OPTIONS = 2
GHOST_ACTS = ("haunt_room", "haunt_weapon", "possess", "nothing")
INNOCENT_ACTS = ("destroy", "move", "nothing")
NIGHT_ACTS = frozenset(KILLER_OPTIONS + GHOST_ACTS + INNOCENT_ACTS) - {"nothing"}
"""The night's actions: sent while the rooms are still being chosen, they are refused with
when they will be taken (`later`: after the rooms close), and nothing is kept."""


def _refuse(code: str, **params: Any) -> Rejection:
    return Rejection(code, {"code": code, **params})


def _awaited(state: JSON, who: str) -> list[str]:
    """What the game waits for from `who` now, as step kinds, for a `not_now` refusal to say:
    only this player's own part (the killer's guess to the killer, the switch to the ghost
    asked), never another's."""
    if state["finished"]:
        return []
    if state["phase"] == "night":
        if state["stage"] == "switch":
            return ["switch"] if who == (state.get("pending") or {}).get("ghost") else []
        return [state["stage"]] if who in state["alive"] or who in state["ghosts"] else []
    found = ["votes"] if who in state["alive"] and state["votes"] is None else []
    if who == state["killer"] and who in state["alive"]:
        found.append("guess")
    if who == state.get("chief_namer"):
        found.append("chief")
    if who == (state.get("stranded") or {}).get("by"):
        found.append("stranded")
    return found


def _not_now(state: JSON, who: str, done: str = "", **params: Any) -> Rejection:
    """Not what this step takes from this player: `awaited` says what is expected of them
    now (`done`: a step kind they have answered for good, a room chosen, the day's guess);
    `later` the step kind the order belongs to, which opens when this one closes (a night
    action sent during the room choice: the refusal says when, from the step's deadline)."""
    return _refuse("not_now", awaited=[a for a in _awaited(state, who) if a != done],
                   **params)


def stage_of(key: str) -> str:
    """The kind of a step from its key ("night-2-rooms" -> "rooms")."""
    return key.rsplit("-", 1)[-1]


def accept(state: JSON, ctx: Context, order: Order,
           in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
    """Whether the speaker may give this order in this step; the order to store if so."""
    who = st.find(state, ctx.speaker)
    if who is None:
        return _refuse("not_a_player")
    if state["finished"]:
        return _refuse("game_over")
    check = CHECKS.get(stage_of(ctx.step))
    if check is None:
        return _not_now(state, who, step=ctx.step)
    current = in_force.get(who)
    return check(state, who, order, current.order if current else None)


# --- night -------------------------------------------------------------------------------------


def _rooms(state: JSON, who: str, order: Order, current: Order | None) -> Accepted | Rejection:
    ghost = who in state["ghosts"]
    allowed = st.ghost_rooms(state, who) if ghost else st.open_rooms(state)
    if order.kind != "room":
        later = {"later": "actions"} if order.kind in NIGHT_ACTS else {}
        if current is not None:
            return _not_now(state, who, done="rooms", **later)
        return _not_now(state, who, expected="room", rooms=allowed, **later)
    if current is not None and not current.doubt:  # a doubted choice, not yet confirmed,
        return _refuse("room_final", room=current.params["room"])  # may still change
    room = order.params["room"]
    if room in state["condemned"]:
        return _refuse("room_condemned", room=room, rooms=allowed)
    if room not in allowed:
        return _refuse("room_too_far", room=room, rooms=allowed)
    reply: JSON = {"room": room}
    if not ghost and who != state["killer"] and state["number"] > 1:
        reply["weapons"] = st.weapons_in(state, room)
    return Accepted(who, Order("room", {"room": room}, order.doubt), reply, final=True)


def _actions(state: JSON, who: str, order: Order,
             current: Order | None) -> Accepted | Rejection:
    room = state["rooms_tonight"].get(who)
    if room is None:
        return _not_now(state, who)
    if who in state["ghosts"]:
        return _ghost_act(state, who, room, order)
    if who == state["killer"]:
        return _killer_option(state, who, room, order, current)
    return _innocent_act(state, who, room, order)


def _innocent_act(state: JSON, who: str, room: str, order: Order) -> Accepted | Rejection:
    here = st.weapons_in(state, room)
    valid = {"weapons": here, "rooms": [r for r in st.adjacent(state, room)
                                        if r not in state["condemned"]], "here": room}
    if order.kind not in INNOCENT_ACTS:
        return _refuse("not_yours", kind=order.kind, **valid)
    if order.kind == "nothing":
        return Accepted(who, Order("nothing", {}, order.doubt))
    weapon = order.params.get("weapon")
    if weapon not in here:
        return _refuse("weapon_not_here", weapon=weapon, **valid)
    if order.kind == "destroy":
        return Accepted(who, Order("destroy", {"weapon": weapon}, order.doubt))
    to = order.params.get("to")
    if to not in valid["rooms"]:
        code = "room_condemned" if to in state["condemned"] else "room_not_adjacent"
        return _refuse(code, room=to, **valid)
    return Accepted(who, Order("move", {"weapon": weapon, "to": to}, order.doubt))


def _killer_option(state: JSON, who: str, room: str, order: Order,
                   current: Order | None) -> Accepted | Rejection:
    """Options accumulate, in the order sent, up to two different ones; `fini` completes
    after the first, `rien` means nothing at all, `annuler` clears them."""
    options = list(current.params.get("options", [])) if current else []
    if order.kind == "cancel":
        return Accepted(who, Order("options", {"options": []}), {"cancelled": True},
                        complete=False)
    if order.kind == "nothing":
        return Accepted(who, Order("options", {"options": []}, order.doubt))
    if order.kind == "done":
        if not options:
            return _refuse("nothing_to_finish")
        return Accepted(who, Order("options", {"options": options}), {"options": options})
    if order.kind not in KILLER_OPTIONS:
        left = [k for k in KILLER_OPTIONS if all(o["kind"] != k for o in options)]
        return _refuse("not_yours", kind=order.kind, chosen=options,
                       options=left if len(options) < MAX_OPTIONS else [])
    if len(options) >= MAX_OPTIONS:
        return _refuse("third_option", options=options)
    if any(o["kind"] == order.kind for o in options):
        return _refuse("option_twice", kind=order.kind, options=options)
    option = _option(state, who, order)
    if isinstance(option, Rejection):
        return option
    options.append(option)
    reply: JSON = {"options": options}
    if order.kind == "inspect":
        reply["weapons"] = st.weapons_in(state, room)
    return Accepted(who, Order("options", {"options": options}, order.doubt), reply,
                    complete=len(options) == MAX_OPTIONS)


def _option(state: JSON, who: str, order: Order) -> JSON | Rejection:
    params = order.params
    left = [w for w in state["weapons"] if w not in state["destroyed"]]
    if order.kind == "inspect":
        return {"kind": "inspect"}
    if order.kind == "condemn":
        room = params.get("room")
        if room not in st.open_rooms(state):
            return _refuse("room_condemned" if room in state["condemned"] else "unknown_room",
                           room=room, rooms=st.open_rooms(state))
        return {"kind": "condemn", "room": room}
    weapon = params.get("weapon")
    if weapon not in left:
        return _refuse("weapon_destroyed" if weapon in state["destroyed"] else
                       "unknown_weapon", weapon=weapon, weapons=left)
    if order.kind == "destroy":
        return {"kind": "destroy", "weapon": weapon}
    victim = params.get("victim")
    if victim == who or victim not in state["alive"]:
        return _refuse("bad_victim", victim=victim,
                       players=[p for p in state["alive"] if p != who])
    return {"kind": "kill", "victim": victim, "weapon": weapon}


def _ghost_act(state: JSON, who: str, room: str, order: Order) -> Accepted | Rejection:
    tonight = state["rooms_tonight"]
    here = st.weapons_in(state, room)
    people = [p for p in state["alive"] if tonight.get(p) == room]
    valid = {"weapons": here, "people": people, "here": room}
    if order.kind not in GHOST_ACTS:
        return _refuse("ghost_cannot", kind=order.kind, **valid)
    if order.kind == "haunt_weapon" and order.params.get("weapon") not in here:
        return _refuse("weapon_not_here", weapon=order.params.get("weapon"), **valid)
    if order.kind == "possess":
        if state["possession_over"]:
            return _refuse("possession_over", **valid)
        if order.params.get("target") not in people:
            return _refuse("target_not_here", target=order.params.get("target"), **valid)
    params = {k: v for k, v in order.params.items() if k in ("weapon", "target")}
    return Accepted(who, Order(order.kind, params, order.doubt))


def _switch(state: JSON, who: str, order: Order, current: Order | None) -> \
        Accepted | Rejection:
    pending = state.get("pending") or {}
    if who != pending.get("ghost"):
        return _not_now(state, who)
    if order.kind == "keep":
        return Accepted(who, Order("keep", {}), final=True)
    if order.kind == "switch" and order.params.get("victim") in pending["choices"]:
        return Accepted(who, Order("switch", {"victim": order.params["victim"]}, order.doubt),
                        final=True)
    return _refuse("bad_switch", choices=pending.get("choices", []),
                   victim=pending.get("victim"))


def _stranded(state: JSON, who: str, order: Order, current: Order | None) -> \
        Accepted | Rejection:
    stranded = state.get("stranded") or {}
    if who != stranded.get("by") or order.kind != "spread":
        return _not_now(state, who)
    rooms = dict(order.params.get("rooms", {}))
    weapons = list(stranded["weapons"])
    open_rooms = st.open_rooms(state)
    missing = [w for w in weapons if w not in rooms]
    wrong = {w: r for w, r in rooms.items() if w not in weapons or r not in open_rooms}
    if missing or wrong:
        return _refuse("bad_spread", missing=missing, wrong=wrong, weapons=weapons,
                       rooms=open_rooms)
    return Accepted(who, Order("spread", {"rooms": rooms}, order.doubt), {"rooms": rooms},
                    final=True)


# --- day ---------------------------------------------------------------------------------------


def _chief(state: JSON, who: str, order: Order, current: Order | None) -> Accepted | Rejection:
    if who != state.get("chief_namer") or order.kind != "name_chief":
        return _not_now(state, who)
    chief = order.params.get("chief")
    if chief not in state["alive"]:
        return _refuse("bad_chief", chief=chief, players=list(state["alive"]))
    return Accepted(who, Order("name_chief", {"chief": chief}, order.doubt), final=True)


def _votes(state: JSON, who: str, order: Order, current: Order | None) -> Accepted | Rejection:
    if who in state["ghosts"]:
        return _refuse("ghost_post")
    if order.kind == "chief_vote" and state["chief"] is not None:
        return _refuse("chief_exists", chief=state["chief"])
    if order.kind in PRIVATE_KINDS:
        return _refuse("belongs_in_pm")
    if order.kind not in ("vote", "chief_vote"):
        return _not_now(state, who)
    given = day.vote_of(order.params)
    wrong = _bad_vote(state, given)
    if wrong is not None:
        return wrong
    ballot = {**(current.params if current else {}), **given}
    if state["chief"] is not None:
        ballot.pop("chief", None)
    complete = all(ballot.get(f) for f in day.FIELDS)
    return Accepted(who, Order("vote", ballot, order.doubt), {"ballot": ballot},
                    complete=complete)


def _bad_vote(state: JSON, given: JSON) -> Rejection | None:
    if given.get("suspect") not in (None, *state["alive"]):
        return _refuse("bad_suspect", suspect=given["suspect"], players=list(state["alive"]))
    if given.get("chief") not in (None, *state["alive"]):
        return _refuse("bad_chief", chief=given["chief"], players=list(state["alive"]))
    return None


def _words(state: JSON, who: str, order: Order, current: Order | None) -> \
        Accepted | Rejection:
    if who in state["ghosts"]:
        return _refuse("ghost_post")
    if order.kind in ("vote", "chief_vote"):
        return _refuse("votes_locked")
    if order.kind in PRIVATE_KINDS:
        return _refuse("belongs_in_pm")
    return _not_now(state, who)


def _guess(state: JSON, who: str, order: Order, current: Order | None) -> \
        Accepted | Rejection:
    if who != state["killer"] or order.kind != "guess":
        return _not_now(state, who, done="guess" if current is not None else "")
    if current is not None and not current.doubt:  # a doubted guess may still change
        return _refuse("guess_already")
    guesses = dict(order.params.get("guesses", {}))
    others = [p for p in state["alive"] if p != who]
    missing = [p for p in others if p not in guesses]
    extra = [p for p in guesses if p not in others]
    if missing or extra:
        return _refuse("guess_incomplete", missing=missing, extra=extra, players=others)
    return Accepted(who, Order("guess", {"guesses": guesses}, order.doubt),
                    {"guesses": guesses}, final=True)


PRIVATE_KINDS = ("room", "destroy", "move", "inspect", "kill", "condemn", "haunt_room",
                 "haunt_weapon", "possess", "guess", "name_chief", "spread", "switch", "keep",
                 "done", "cancel")
"""Orders that are given by private message: posted in the game topic, they are refused
privately and never echoed in public."""

CHECKS: dict[str, Callable[[JSON, str, Order, Order | None], Accepted | Rejection]] = {
    "rooms": _rooms, "actions": _actions, "switch": _switch, "stranded": _stranded,
    "chief": _chief, "votes": _votes, "words": _words, "guess": _guess,
}
