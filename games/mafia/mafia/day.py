"""The day: public votes, the votecount, the hammer, the deadline's plurality, the flip.

mafia.md: a new vote replaces the voter's previous one; only living players' votes count;
one vote per living player. A majority (more than half of the living) on one player or on
no lynch ends the day at once (`hammer`); otherwise at the deadline the player with the most
votes is eliminated, and a tie or a plurality on no lynch eliminates nobody (`tie`:
no_lynch, or random among the tied). The eliminated player's role is announced (`reveal`).

Each vote change is its own step (`day-{n}-{k}`, k the changes so far), ended by the vote
itself, so that the votecount is published after every change; the step resolved with no
order is the day's deadline.
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
from mafia.cycle import begin_night, mafia_tuple
from mafia.ending import finish, winner
from mafia.state import NO_LYNCH, alignment, needed, refusal, role_of, seated, when


def accept(state: JSON, ctx: Context, order: Order) -> Accepted | Rejection:
    """A vote, a vote for no lynch or an unvote by a living player, on a living player;
    it ends its step at once (the votecount answers it in public, no private echo)."""
    speaker = ctx.speaker
    if speaker not in state["players"]:
        return refusal("not_playing")
    if speaker not in state["alive"]:
        return refusal("dead")
    current = state["votes"].get(speaker)
    if order.kind == "unvote":
        if current is None:
            return refusal("not_voting")
        return Accepted(speaker, Order("unvote", {}), {"action": "unvote", "target": None},
                        echo=False, ends=True)
    if order.kind != "vote":
        return refusal("wrong_phase", kind=order.kind, phase="day")
    target = str(order.params.get("target", ""))
    if target != NO_LYNCH:
        if target not in state["players"]:
            return refusal("unknown_player", target=target, players=list(state["players"]))
        if target not in state["alive"]:
            return refusal("target_dead", target=target, alive=list(state["alive"]))
    if current == target:
        return refusal("same_vote", target=target)
    return Accepted(speaker, Order("vote", {"target": target}),
                    {"action": "vote", "target": target}, echo=False, ends=True)


def tally(state: JSON) -> list[JSON]:
    """The votecount's lines: each target with its count and its voters in the order they
    voted, most votes first, ties by who reached that count first. Only living voters on
    living targets (or no lynch) count."""
    lines: dict[str, list[str]] = {}
    reached: dict[str, int] = {}
    for index, voter in enumerate(state["voting"]):
        target = state["votes"].get(voter)
        if target is None or voter not in state["alive"] \
                or (target != NO_LYNCH and target not in state["alive"]):
            continue
        lines.setdefault(target, []).append(voter)
        reached[target] = index
    order = sorted(lines, key=lambda target: (-len(lines[target]), reached[target]))
    return [{"target": target, "no_lynch": target == NO_LYNCH, "count": len(lines[target]),
             "voters": lines[target]} for target in order]


def counted(state: JSON, final: bool = False) -> Notice:
    """The votecount as the one post of the day the bridge keeps current: posted at the
    day's first vote, edited at every later change (`Notice.keeps`)."""
    return Notice(PUBLIC, "votecount", votecount(state, final),
                  keeps=f"votecount-{state['number']}")


def votecount(state: JSON, final: bool = False) -> JSON:
    """The votecount's params ("Votecount {day}.{version}")."""
    lines = tally(state)
    voting = {voter for line in lines for voter in line["voters"]}
    alive = len(state["alive"])
    day = state["number"]
    return {"day": day, "version": state["changes"], "lines": lines,
            "not_voting": [name for name in state["alive"] if name not in voting],
            "alive": alive, "needed": needed(alive), "hammer": state["settings"]["hammer"],
            "final": final}


def resolve(state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]],
            chance: Any) -> Outcome:
    """A vote change (the step's order), then the hammer if a majority is reached; or, with
    no order, the day's deadline."""
    state = copy.deepcopy(state)
    given = sorted(orders.get(key, {}).items(), key=lambda item: (item[1].sent_at,
                                                                 item[1].post_id))
    if not given:
        return deadline(state, chance)
    log: list[JSON] = []
    for voter, submitted in given:
        if vote(state, voter, submitted.order):
            log.append({"event": submitted.order.kind, "voter": voter,
                        "target": submitted.order.params.get("target")})
    lines = tally(state)
    top = lines[0] if lines else None
    if state["settings"]["hammer"] and top is not None \
            and top["count"] >= needed(len(state["alive"])):
        notices = [counted(state, final=True)]
        target = None if top["no_lynch"] else str(top["target"])
        notices += end_day(state, target, "hammer" if target else "no_lynch", [],
                           int(top["count"]), hammer=True)
        return Outcome(state, notices, [*log, {"event": "hammer", "target": top["target"]}],
                       close=closing(state))
    return Outcome(state, [counted(state)], log, review=False)


def vote(state: JSON, voter: str, order: Order) -> bool:
    """Record one vote change (a new vote replaces the voter's previous one and puts them
    last in the voting order); False when it no longer applies."""
    if voter not in state["alive"]:
        return False
    target = order.params.get("target")
    if order.kind == "vote" and (target == NO_LYNCH or target in state["alive"]):
        state["votes"][voter] = target
    elif order.kind == "unvote" and voter in state["votes"]:
        del state["votes"][voter]
    else:
        return False
    state["voting"] = [name for name in state["voting"] if name != voter]
    if voter in state["votes"]:
        state["voting"].append(voter)
    state["changes"] += 1
    return True


def deadline(state: JSON, chance: Any) -> Outcome:
    """The day's deadline: the most votes eliminate; a tie or a plurality on no lynch
    eliminates nobody (`tie=random`: one of the tied is drawn)."""
    outcome = plurality(state, chance)
    outcome.close = closing(state)
    return outcome


def closing(state: JSON) -> list[tuple[str, ...]]:
    """The night chat closes when the game ends by day (at dawn already with
    `mafia_chat=night`)."""
    if state["finished"] and state["settings"]["mafia_chat"] == "always":
        return [mafia_tuple(state)]
    return []


def plurality(state: JSON, chance: Any) -> Outcome:
    """The deadline's count: the day's end and what it says."""
    lines = tally(state)
    if not lines:
        return Outcome(state, end_day(state, None, "no_votes", [], 0))
    top = lines[0]["count"]
    tied = [str(line["target"]) for line in lines if line["count"] == top]
    if len(tied) == 1:
        target = None if tied[0] == NO_LYNCH else tied[0]
        return Outcome(state, end_day(state, target, "plurality" if target else "no_lynch",
                                      [], top))
    if state["settings"]["tie"] != "random":
        return Outcome(state, end_day(state, None, "tie", tied, top))
    drawn = str(chance.pick(tied, "tie"))
    target = None if drawn == NO_LYNCH else drawn
    return Outcome(state, end_day(state, target, "random" if target else "no_lynch", tied, top),
                   [{"event": "tie_drawn", "tied": tied, "drawn": drawn}])


def end_day(state: JSON, target: str | None, how: str, tied: list[str], votes: int,
            hammer: bool = False) -> list[Notice]:
    """The day ends: the flip (or nobody eliminated), the end check, then the night."""
    day = state["number"]
    state["days"].append({"day": day, "eliminated": target, "how": how})
    review = Notice(GM, "day_review", {"day": day, "lines": tally(state), "how": how,
                                       "eliminated": target, "tied": tied})
    notices: list[Notice]
    if target is None:
        notices = [Notice(PUBLIC, "no_elimination", {
            "day": day, "why": how, "hammer": hammer,
            "tied": tied})]
    else:
        role = role_of(state, target)
        shown = state["settings"]["reveal"]
        notices = [Notice(PUBLIC, "elimination", {
            "day": day, "name": target, "role": role if shown else None,
            "alignment": alignment(role) if shown else None, "how": how, "votes": votes,
            "tied": tied})]
        eliminate(state, target, "eliminated")
    notices.append(review)  # the GM's review: the day's votes as they stood
    won = winner(state)
    if won is not None:
        return notices + finish(state, won)
    return notices + begin_night(state, day)


def eliminate(state: JSON, name: str, how: str) -> None:
    """Move a player from the living to the dead, noting when and how."""
    state["dead"].append({"name": name, "role": role_of(state, name), "when": when(state),
                          "how": how})
    state["alive"] = seated(state, [other for other in state["alive"] if other != name])
