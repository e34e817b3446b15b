"""INDIXO's day ("le jour"): the chief, the public votes, the killer's guess, the tally.

Votes are orders of the step `day-N-votes` in the game topic, each `{suspect, weapon, room}`
and, while there is no chief, `chief` (the election). Once every living player has voted in
full the votes are locked (a step of its own, published at once) and the last words begin;
the tally closes the day, at the end of the last words or at the long stop deadline.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping
from typing import Any

from rules.base import JSON, PUBLIC, Notice, Outcome, Submitted
from rules.chance import Chance
from rules.indixo import endings, night

FIELDS = ("suspect", "weapon", "room")


def _ballots(orders: Mapping[str, Submitted], complete: bool) -> dict[str, JSON]:
    return {actor: dict(sub.order.params) for actor, sub in orders.items()
            if sub.complete or not complete}


def close_votes(state: JSON, orders: Mapping[str, Mapping[str, Submitted]],
                chance: Chance) -> Outcome:
    """Every living player has voted: lock the votes and open the last words. At the long
    stop deadline instead, tally what was voted."""
    key = f"day-{state['number']}-votes"
    ballots = _ballots(orders.get(key, {}), complete=True)
    if not set(state["alive"]) <= set(ballots):
        return tally(state, orders, chance)
    s = copy.deepcopy(state)
    s["votes"] = {p: {f: ballots[p][f] for f in FIELDS} for p in s["alive"]}
    s["chief_votes"] = {p: b["chief"] for p, b in ballots.items() if b.get("chief")}
    notice = Notice(PUBLIC, "votes_locked", {
        "votes": s["votes"], "minutes": s["settings"]["last_words_minutes"]})
    return Outcome(s, [notice], [{"event": "votes_locked", "votes": s["votes"]}], review=False)


def tally(state: JSON, orders: Mapping[str, Mapping[str, Submitted]],
          chance: Chance) -> Outcome:
    """For each of suspect, weapon and room the plurality wins, the chief's vote breaking a
    tie (a tie it does not settle: a seeded draw). The last murder named: the innocents
    win; else the killer's right guess wins; else night falls."""
    s = copy.deepcopy(state)
    day = s["number"]
    notices: list[Notice] = []
    log: list[JSON] = []
    if s["votes"] is not None:
        votes, chief_votes = s["votes"], s["chief_votes"]
    else:
        given = _ballots(orders.get(f"day-{day}-votes", {}), complete=False)
        votes = {p: b for p, b in given.items() if all(b.get(f) for f in FIELDS)}
        chief_votes = {p: b["chief"] for p, b in given.items() if b.get("chief")}
    elected = None
    chief_among: list[str] = []
    if s["chief"] is None:
        elected, chief_among = _elect(s, chief_votes, chance)
        s["chief"], s["chief_by"], s["chief_namer"] = elected, "elected", None
        log.append({"event": "chief_elected", "chief": elected, "votes": chief_votes})
    if s["stranded"] is not None:
        stranded = s["stranded"]
        placed, draws = night.spread(s, {}, list(stranded["weapons"]), chance)
        s["stranded"] = None
        notices.append(Notice(stranded["by"], "stranded_done",
                              {"placed": placed, "defaulted": True, **draws}))
    results = {f: _plurality(s, votes, f, chance) for f in FIELDS}
    log.append({"event": "tally", "results": results})
    notices.insert(0, Notice(PUBLIC, "tally", {
        "day": day, "results": results, "voters": len(votes), "chief": s["chief"],
        "elected": elected is not None, "chief_votes": dict(_chief_counts(s, chief_votes)),
        "chief_among": chief_among}))
    murder = s["last_murder"]
    if murder and [results[f]["value"] for f in FIELDS] == [
            s["killer"], murder["weapon"], murder["room"]]:
        return endings.finish(s, notices, log, "innocents", "vote")
    guess = orders.get(f"day-{day}-guess", {}).get(s["killer"])
    if guess is not None:
        right = endings.guess_is_right(s, dict(guess.order.params["guesses"]))
        log.append({"event": "guess", "right": right, "guesses": guess.order.params})
        if right:
            return endings.finish(s, notices, log, "killer", "guess")
    return _nightfall(s, notices, log)


def _plurality(s: JSON, votes: Mapping[str, JSON], field: str, chance: Chance) -> JSON:
    counts = Counter(str(v[field]) for v in votes.values() if v.get(field))
    if not counts:
        return {"value": None, "counts": {}, "by": None, "tied": []}
    top = max(counts.values())
    tied = sorted(value for value, count in counts.items() if count == top)
    if len(tied) == 1:
        value, by = tied[0], "plurality"
    elif votes.get(s["chief"], {}).get(field) in tied:
        value, by = str(votes[s["chief"]][field]), "chief"
    else:
        value, by = chance.pick(tied, f"tie on the {field}"), "draw"
    return {"value": value, "counts": dict(counts.most_common()), "by": by, "tied": tied}


def _chief_counts(s: JSON, chief_votes: Mapping[str, str]) -> Counter[str]:
    """The votes that elect a chief: "elected by the living", so a living voter's "chef @x"
    for a living player; the tally shows these counts and no other."""
    return Counter(c for p, c in chief_votes.items() if p in s["alive"] and c in s["alive"])


def _elect(s: JSON, chief_votes: Mapping[str, str], chance: Chance) -> tuple[str, list[str]]:
    """The plurality of the living's "chef @x" posts; a tie (or no vote) by seeded draw.
    Returns the chief and whom they were drawn among, in the draw's order (none: elected)."""
    counts = _chief_counts(s, chief_votes)
    if not counts:
        living = [str(p) for p in s["alive"]]
        return str(chance.pick(living, "chief drawn")), living if len(living) > 1 else []
    top = max(counts.values())
    tied = sorted(c for c, n in counts.items() if n == top)
    return chance.pick(tied, "chief tie"), tied if len(tied) > 1 else []


def _nightfall(s: JSON, notices: list[Notice], log: list[JSON]) -> Outcome:
    """The day ends without a winner: its conversations close and the next night begins."""
    closing = [tuple(group) for group in s["groups"]]
    s["groups"] = []
    s["phase"] = "night"
    s["stage"] = "rooms"
    s["number"] += 1
    s["votes"] = None
    s["chief_votes"] = {}
    s["chief_namer"] = None
    return Outcome(s, notices, log, close=closing)


def close_chief(state: JSON, orders: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """The dead named the chief, or said nothing in time: the living will elect one."""
    s = copy.deepcopy(state)
    namer = s["chief_namer"]
    answer = orders.get(namer) if namer else None
    s["chief_namer"] = None
    if answer is not None:
        s["chief"] = str(answer.order.params["chief"])
        s["chief_by"] = "named"
        notice = Notice(PUBLIC, "chief_named", {"chief": s["chief"], "by": namer})
    else:
        notice = Notice(PUBLIC, "chief_election", {"by": namer})
    return Outcome(s, [notice], [{"event": "chief", "chief": s["chief"], "by": namer}],
                   review=False)


def vote_of(params: Mapping[str, Any]) -> JSON:
    """A ballot's canonical form (only the fields given)."""
    return {f: params[f] for f in (*FIELDS, "chief") if params.get(f)}
