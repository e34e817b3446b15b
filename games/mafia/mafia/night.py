"""The night: private actions until the deadline, resolved in the spec's order, then dawn.

mafia.md: one kill for the whole mafia, the last order given by any living mafia member
before the deadline standing; a mafia member cannot target a partner. Resolution order:
blocks, then protections, then kills (mafia and vigilante at once; a protected target
survives; two kills on one target kill once), then investigations (a cop killed that night
learns nothing; the godfather reads town). The blocked player is told "you were blocked",
not by whom. Dawn says who died and their role, or that nobody died; never who was saved.

Each actor's night order is one `night` order whose params merge their actions
({"block": "x", "kill": "y"} for a roleblocker carrying the kill), or {"pass": true}.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from gamemaster.game import (
    GM,
    JSON,
    PUBLIC,
    Accepted,
    Context,
    Notice,
    Order,
    Outcome,
    Rejection,
    Submitted,
)
from mafia.actions import night_actors, refusal_for
from mafia.cycle import begin_day, mafia_tuple
from mafia.day import eliminate
from mafia.ending import finish, winner
from mafia.state import NIGHT_ACTIONS, is_mafia, refusal, role_of, seated


def accept(state: JSON, ctx: Context, order: Order,
           in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
    """A night action (or `pass`) by a living player who has it, on a target they may
    name; merged into the actor's order in force, changeable until the night resolves."""
    speaker = ctx.speaker
    if speaker not in state["players"]:
        return refusal("not_playing")
    if speaker not in state["alive"]:
        return refusal("dead")
    if order.kind in ("vote", "unvote"):
        return refusal("wrong_phase", kind=order.kind, phase="night")
    if order.kind == "pass":
        return Accepted(speaker, Order("night", {"pass": True}),
                        {"action": "pass", "target": None})
    if order.kind not in NIGHT_ACTIONS:
        return refusal("not_an_order")
    target = str(order.params.get("target", ""))
    refused = refusal_for(state, speaker, order.kind, target)
    if refused is not None:
        return refused
    earlier = in_force.get(speaker)
    merged: dict[str, Any] = {}
    if earlier is not None and earlier.order.kind == "night":
        merged = {k: v for k, v in earlier.order.params.items() if k != "pass"}
    merged[order.kind] = target
    if order.kind == "kill":  # when the kill was given, kept through later merges
        merged["kill_at"] = ctx.sent_at.isoformat()
    return Accepted(speaker, Order("night", merged), {"action": order.kind, "target": target},
                    complete=answered(state, speaker, merged))


def answered(state: JSON, speaker: str, merged: Mapping[str, Any]) -> bool:
    """Whether the actor has answered the night. The roleblocker blocks and gives the
    mafia's kill: alone of the mafia, they have answered once both are there (or with
    `pass`), so that a night every other actor has answered does not close on their block
    before the kill; with partners alive, the partners are awaited too, and any of them may
    give the kill. Every other actor answers with one action."""
    if role_of(state, speaker) != "roleblocker":
        return True
    partners = [name for name in state["alive"] if name != speaker and is_mafia(state, name)]
    return "block" in merged and ("kill" in merged or bool(partners))


def given(state: JSON, orders: Mapping[str, Submitted]) -> list[JSON]:
    """The actions that stand at the deadline, each {actor, role, action, target}: every
    valid action of a living actor, with one mafia kill, the last given."""
    found: list[JSON] = []
    kills: list[tuple[str, int, str, str]] = []
    for actor in seated(state, list(orders)):
        submitted = orders[actor]
        if submitted.order.kind != "night":
            continue
        for action in NIGHT_ACTIONS:
            target = submitted.order.params.get(action)
            if not isinstance(target, str) or refusal_for(state, actor, action, target):
                continue
            if action == "kill":
                at = str(submitted.order.params.get("kill_at") or submitted.sent_at.isoformat())
                kills.append((at, submitted.post_id, actor, target))
            else:
                found.append({"actor": actor, "role": role_of(state, actor), "action": action,
                              "target": target})
    if kills:
        _, _, actor, target = max(kills)
        found.append({"actor": actor, "role": role_of(state, actor), "action": "kill",
                      "target": target})
    return sorted(found, key=lambda one: NIGHT_ACTIONS.index(str(one["action"])))


def resolve(state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]],
            chance: Any) -> Outcome:
    """Resolve the night: blocks, protections, kills, investigations; then dawn, the end
    check, and the next day."""
    state = copy.deepcopy(state)
    night = int(state["number"])
    actors = night_actors(state)
    actions = given(state, orders.get(key, {}))
    blocked = {str(one["target"]) for one in actions if one["action"] == "block"}
    for one in actions:
        one["blocked"] = one["action"] != "block" and one["actor"] in blocked
    done = [one for one in actions if not one["blocked"]]
    protected = {one["target"] for one in done if one["action"] == "protect"}
    for doctor in [name for name in actors if role_of(state, name) == "doctor"]:
        chosen = next((one["target"] for one in actions
                       if one["actor"] == doctor and one["action"] == "protect"), None)
        if chosen is None:
            state["doctor_last"].pop(doctor, None)
        else:
            state["doctor_last"][doctor] = chosen
    shot = {str(one["target"]) for one in done if one["action"] in ("kill", "shoot")}
    state["shots"] += [one["actor"] for one in done if one["action"] == "shoot"]
    deaths = seated(state, [name for name in shot if name not in protected])
    notices: list[Notice] = []
    for one in done:
        if one["action"] == "check" and one["actor"] not in deaths:
            target = str(one["target"])
            result = "mafia" if is_mafia(state, target) \
                and role_of(state, target) != "godfather" else "town"
            notices.append(Notice(str(one["actor"]), "cop_result",
                                  {"night": night, "target": target, "result": result}))
            state["results"].setdefault(one["actor"], []).append(
                {"night": night, "kind": "check", "target": target, "result": result})
    for name in seated(state, list(blocked)):
        if name in actors:
            notices.append(Notice(name, "blocked", {"night": night}))
            state["results"].setdefault(name, []).append(
                {"night": night, "kind": "blocked", "target": None, "result": None})
    state["nights"].append({"night": night, "actions": [
        {k: one[k] for k in ("actor", "role", "action", "target", "blocked")}
        for one in actions], "deaths": deaths})
    for name in deaths:
        eliminate(state, name, "killed")
    shown = state["settings"]["reveal"]
    notices.append(Notice(PUBLIC, "dawn", {"night": night, "deaths": [
        {"name": name, "role": role_of(state, name) if shown else None} for name in deaths]}))
    notices.append(Notice(GM, "night_review", {  # the GM's review: every action, who lived
        "night": night, "actions": state["nights"][-1]["actions"], "deaths": deaths,
        "saved": sorted(name for name in protected if name in shot)}))
    log: list[JSON] = [{"event": "night", "night": night, "blocked": sorted(blocked),
                        "protected": sorted(protected), "deaths": deaths}]
    close = [mafia_tuple(state)] if state["settings"]["mafia_chat"] == "night" else []
    won = winner(state)
    if won is not None:
        return Outcome(state, notices + finish(state, won), log,
                       close=close or [mafia_tuple(state)])
    return Outcome(state, notices + begin_day(state, night + 1), log, close=close)
