"""The arena's steps, orders and resolutions as the bridge drives them.

Steps: `placement` (each chief's private placement; early, until `placement_hours`), then
each round `round-N` in the game topic (every warrior in the arena; until the calendar
deadline or the GM's `clore`), then, when defenders must choose who leaves, `round-N-choice`
(each chooser privately, `choice_minutes`, default: the strongest attacker). A declaration
is acknowledged privately (the bridge's echo, with its canonical reading and send time: a
like on the post would say neither, and the topic stays the warriors' own).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.arena import combat, orders
from rules.arena import state as st
from rules.arena.actions import check_declaration
from rules.base import (
    JSON,
    PUBLIC,
    Accepted,
    After,
    Context,
    Notice,
    Order,
    Outcome,
    Rejection,
    Schedule,
    Step,
    Submitted,
)
from rules.chance import Chance
from rules.reader import Names, named_players

ROUND_KINDS = ("move", "attack", "defend", "shoot", "shield", "nothing")


def steps(state: JSON) -> tuple[Step, ...]:
    """What the arena waits for now."""
    phase = state["phase"]
    number = int(state["round"])
    if phase == "placement":
        chiefs = tuple(c["chief"] for c in state["clans"])
        # A game stored before the setting existed has the default window.
        hours = state["settings"].get("placement_hours", st.DEFAULTS["placement_hours"])
        return (Step("placement", chiefs, "desk", After(60 * float(hours)),
                     early=True, number=0, phase="placement", announce="none"),)
    if phase == "round":
        return (Step(f"round-{number}", tuple(st.in_arena(state)), "topic", Schedule(),
                     early=False, number=number, phase=f"round-{number}"),)
    if phase == "choice":
        choosers = tuple(dict.fromkeys(c["chooser"] for c in state["pending"]["choices"]))
        return (Step(f"round-{number}-choice", choosers, "desk",
                     After(float(state["settings"]["choice_minutes"])), early=True,
                     number=number, phase=f"round-{number}", announce="none"),)
    return ()


def parse(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    """A post offered to an open step: a placement, an action, or a defender's choice."""
    if state["phase"] == "choice":
        options = [o for c in state["pending"]["choices"] if c["chooser"] == ctx.speaker
                   for o in c["options"]]
        named = [n for n in named_players(text, Names.of(options)) if n in options]
        if len(named) == 1:
            return Order("choose", {"leaves": named[0]})
        return Rejection("ambiguous" if named else "not_an_order",
                         {"why": "choose_one", "options": options})
    return orders.read(state, ctx.speaker, text, ctx.channel)


def accept(state: JSON, ctx: Context, order: Order,
           in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
    """Check an order against the state; a later one replaces the earlier."""
    speaker = ctx.speaker
    if state["phase"] == "placement":
        if order.kind != "placement":
            return Rejection("placement_expected", {"zones": state["settings"]["map"]["start"]})
        problem = st.check_placement(state, speaker, order.params.get("zones", {}))
        return problem or Accepted(speaker, order, {"clan": st.clan_of(state, speaker)})
    if state["phase"] == "choice":
        if order.kind != "choose":
            return Rejection("choice_expected", {})
        found = combat.check_answer(state, speaker, str(order.params.get("leaves")))
        return found if isinstance(found, Rejection) else Accepted(speaker, order, final=True)
    if order.kind not in ROUND_KINDS:
        return Rejection("not_in_round", {})
    params = dict(order.params)
    actor = str(params.pop("for", speaker))
    actor = next((w for w in state["warriors"] if w.casefold() == actor.casefold()), actor)
    current = in_force.get(actor)
    action = {"kind": order.kind, **params}
    problem = check_declaration(state, speaker, actor, action,
                                current.speaker if current else None)
    if problem is not None:
        # Whose action and which: the refusal then lists that warrior's own moves and
        # targets (a chief declaring for a warrior stands elsewhere). Not for someone else's
        # warrior: the refusal then says what still stands of the speaker's own, not theirs.
        if problem.code == "not_your_warrior":
            return Rejection(problem.code, {**problem.params, "kind": order.kind})
        return Rejection(problem.code, {**problem.params, "actor": actor, "kind": order.kind})
    return Accepted(actor, Order(order.kind, params, order.doubt),
                    {"actor": actor, "by": speaker})


def resolve(state: JSON, key: str, orders_by_step: Mapping[str, Mapping[str, Submitted]],
            chance: Chance) -> Outcome:
    """The placement, a round, or the choices that finish it."""
    given = orders_by_step.get(key, {})
    if key == "placement":
        placements = {st.clan_of(state, chief) or "": dict(sub.order.params["zones"])
                      for chief, sub in given.items() if sub.order.kind == "placement"}
        new, record = st.place_clans(state, placements, chance)
        notices = [Notice(PUBLIC, "arena", {"placement": record, "round": 1}, picture=True)]
        notices += [Notice(c["chief"], "placement_drawn", {
            "clan": c["name"], "zones": {m: record["positions"][m] for m in c["members"]}})
            for c in new["clans"] if c["name"] in record["drawn"]]
        return Outcome(new, notices, [{"event": "placement", **record}])
    if key.endswith("-choice"):
        answers: dict[str, str] = {}
        for chooser, sub in given.items():
            found = combat.check_answer(state, chooser, str(sub.order.params.get("leaves")))
            if isinstance(found, str):
                answers[found] = str(sub.order.params["leaves"])
        return _results(combat.continue_round(state, answers))
    actions = {actor: {"kind": sub.order.kind, **sub.order.params, "by": sub.speaker or actor}
               for actor, sub in given.items() if sub.order.kind != "nothing"}
    resolution = combat.resolve_round(state, actions, chance)
    if resolution.pending:
        asks = [Notice(choice["chooser"], "choice_ask", {
            "choice": choice, "combat": next(c for c in resolution.record["combats"]
                                             if c["id"] == choice["id"])})
                for choice in resolution.pending]
        return Outcome(resolution.state, asks, [{"event": "round", "pending": True}],
                       review=False)
    return _results(resolution)


def _results(resolution: combat.Resolution) -> Outcome:
    new, record = resolution.state, resolution.record
    notices = [Notice(PUBLIC, "results", {"record": record}, picture=True)]
    if record["end"] is not None:
        notices.append(Notice(PUBLIC, "final", {"end": record["end"],
                                                "clans": standing(new)}))
    return Outcome(new, notices, [{"event": "round", **record}])


def standing(state: JSON) -> list[JSON]:
    """Each clan with its chief and its warriors still in the arena."""
    return [{"clan": c["name"], "chief": c["chief"],
             "alive": [m for m in c["members"] if state["warriors"][m]["in_arena"]]}
            for c in state["clans"]]


def view(state: JSON, viewer: str | None) -> JSON:
    """The arena is open: everything is public but a round waiting for its choices (its
    dice and scores come out with the results). The GM sees that too."""
    shown: dict[str, Any] = {k: v for k, v in state.items() if k != "pending"}
    if viewer == "@gm":
        shown["pending"] = state.get("pending")
    shown["positions"] = st.positions(state)
    shown["standing"] = standing(state)
    shown["finished"] = state["phase"] == "over"
    return shown


def roster(state: JSON) -> dict[str, JSON]:
    """Every warrior's characteristics as they now stand, with what wounds took."""
    return {name: {**{c: w[c] for c in st.CHARACTERISTICS}, "lost": dict(w["lost"])}
            for name, w in state["warriors"].items()}
