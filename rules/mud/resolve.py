"""Resolving one turn of the mud fight, all on the positions at the start of the turn.

1. Moves, repeated until nothing changes: a move onto someone who stays put fails; among
   movers aiming at the same intersection the first sender takes it and the others, in send
   order, are displaced ("déplacé dans un périmètre de deux intersections maximum autour de son
   souhait") or stay when there is no room.
2. Gangs: two or more throws at X gang X; their throws hit, X's own throw fails.
3. Dodges: a throw at a non-ganged X misses if X sent a move before it and ended elsewhere.
4. Duels: mutual throws compare numbers (equal: both hit; 1 or 3 apart: first sender hits;
   2 or 4 apart: second sender hits).
5. Plain throws hit unless the thrower is ganged.

Result and reason codes (rendered by templates, never prose here):
moves: moved | displaced | blocked | no_room;
throws: ganged_thrower (miss) | gang (hit) | dodged (miss) | duel_tie (hit) |
duel_odd / duel_even (hit or miss) | late_move (hit) | plain (hit).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from rules.base import JSON, PUBLIC, Notice, Order, Outcome, Rejection, Submitted
from rules.chance import Chance
from rules.mud import state as st
from rules.mud.desk import canonical, check_order
from rules.mud.maps import Board, sort_key

DISPLACE_RADIUS = 2

SendKey = tuple[datetime, int]


@dataclass(frozen=True)
class Given:
    """An order in force at resolution: the canonical order and its place in the queue."""

    order: Order
    key: SendKey | None  # None: the player sent nothing (a pass)


@dataclass(frozen=True)
class MoveResult:
    """Where a mover ended and why."""

    player: str
    start: str
    target: str
    end: str
    result: str  # moved | displaced | blocked | no_room
    by: str | None  # who stays on the target / who took it first
    among: tuple[str, ...] = ()  # the tied spots `end` was drawn among (in draw order), if any


# --- moves -------------------------------------------------------------------------------


def resolve_moves(
    where: Board,
    before: Mapping[str, str],
    moves: Mapping[str, tuple[str, SendKey]],
    chance: Chance,
) -> dict[str, MoveResult]:
    """Settle every move (`moves`: mover -> (target, send key)) until nothing changes.

    `stuck` grows at every round (movers who end where they started: blocked, or displaced
    with no room), and each round recomputes the clashes from scratch, so a spot handed out in
    a round that turned out wrong is handed out again. Ties in a displacement are drawn once
    per (mover, tied spots) and the draw is reused if the same tie comes back."""
    stuck: dict[str, tuple[str, str | None]] = {}
    draws: dict[tuple[str, tuple[str, ...]], str] = {}
    order = sorted(moves, key=lambda name: moves[name][1])
    while True:
        stays = {before[name]: name for name in before if name not in moves or name in stuck}
        blocked = [name for name in order if name not in stuck and moves[name][0] in stays]
        if blocked:
            for name in blocked:
                stuck[name] = ("blocked", stays[moves[name][0]])
            continue
        active = [name for name in order if name not in stuck]
        winners: dict[str, str] = {}
        losers: list[str] = []
        for name in active:
            target = moves[name][0]
            if target in winners:
                losers.append(name)
            else:
                winners[target] = name
        taken = set(stays) | set(winners)
        landed: dict[str, tuple[str, str, str | None, tuple[str, ...]]] = {
            name: (target, "moved", None, ()) for target, name in winners.items()
        }
        restart = False
        for name in losers:
            target = moves[name][0]
            found = _displacement(where, before[name], target, taken, name, chance, draws)
            if found is None:
                stuck[name] = ("no_room", winners[target])
                restart = True
                break
            spot, among = found
            taken.add(spot)
            landed[name] = (spot, "displaced", winners[target], among)
        if restart:
            continue
        break
    results: dict[str, MoveResult] = {}
    for name in order:
        target = moves[name][0]
        if name in stuck:
            result, by = stuck[name]
            results[name] = MoveResult(name, before[name], target, before[name], result, by)
        else:
            end, result, by, among = landed[name]
            results[name] = MoveResult(name, before[name], target, end, result, by, among)
    return results


def _displacement(
    where: Board,
    start: str,
    target: str,
    taken: set[str],
    name: str,
    chance: Chance,
    draws: dict[tuple[str, tuple[str, ...]], str],
) -> tuple[str, tuple[str, ...]] | None:
    """The free intersection within 2 streets of `target` for a displaced mover, with the
    tied spots it was drawn among (in label order, the draw's order; empty when there was no
    draw), or None.

    Never the mover's own start; nearest to the target, then nearest to the start, then a
    seeded draw."""
    from_start = where.distances_from(start)
    unreachable = len(where.places) + 1
    candidates = [
        (distance, from_start.get(label, unreachable), label)
        for label, distance in where.distances_from(target).items()
        if distance <= DISPLACE_RADIUS and label != start and label not in taken
    ]
    if not candidates:
        return None
    best = min((d_target, d_start) for d_target, d_start, _ in candidates)
    tied = tuple(
        sorted((label for d_t, d_s, label in candidates if (d_t, d_s) == best), key=sort_key)
    )
    if len(tied) == 1:
        return tied[0], ()
    memo = (name, tied)
    if memo not in draws:
        draws[memo] = chance.pick(list(tied), why=f"displace {name} near {target}")
    return draws[memo], tied


# --- throws ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ThrowResult:
    """One throw, whether it hit and why."""

    thrower: str
    target: str
    number: int
    hit: bool
    reason: str
    difference: int | None = None


def resolve_throws(
    given: Mapping[str, Given],
    before: Mapping[str, str],
    after: Mapping[str, str],
    gang_hits_dodgers: bool,
) -> tuple[list[ThrowResult], dict[str, list[str]]]:
    """Every throw's fate (in send order) and the gangs ({ganged player: throwers})."""
    throws = {
        name: (str(g.order.params["target"]), int(g.order.params["number"]))
        for name, g in given.items()
        if g.order.kind == "throw"
    }

    def key(name: str) -> SendKey:
        sent = given[name].key
        assert sent is not None  # a throw is always a sent order
        return sent

    def dodged(thrower: str, target: str) -> bool:
        """X sent a move before A's throw and ended the turn on another intersection."""
        mine = given.get(target)
        return (
            mine is not None
            and mine.order.kind == "move"
            and mine.key is not None
            and mine.key < key(thrower)
            and after[target] != before[target]
        )

    at: dict[str, list[str]] = {}
    for thrower in sorted(throws, key=key):
        target = throws[thrower][0]
        if gang_hits_dodgers or not dodged(thrower, target):
            at.setdefault(target, []).append(thrower)
    gangs = {target: throwers for target, throwers in at.items() if len(throwers) >= 2}

    results: list[ThrowResult] = []
    for thrower in sorted(throws, key=key):
        target, number = throws[thrower]
        if thrower in gangs:
            results.append(ThrowResult(thrower, target, number, False, "ganged_thrower"))
        elif target in gangs and thrower in gangs[target]:
            results.append(ThrowResult(thrower, target, number, True, "gang"))
        elif dodged(thrower, target):
            results.append(ThrowResult(thrower, target, number, False, "dodged"))
        elif target in throws and throws[target][0] == thrower:
            first = key(thrower) < key(target)
            results.append(_duel(thrower, target, number, throws[target][1], first))
        else:
            mine = given.get(target)
            moved_late = (
                mine is not None and mine.order.kind == "move" and after[target] != before[target]
            )
            reason = "late_move" if moved_late else "plain"
            results.append(ThrowResult(thrower, target, number, True, reason))
    return results, gangs


def _duel(thrower: str, target: str, mine: int, theirs: int, first: bool) -> ThrowResult:
    """A→X while X→A, neither ganged: equal numbers both hit; 1 or 3 apart the first sender
    hits; 2 or 4 apart the second sender hits. `first`: A sent before X."""
    difference = abs(mine - theirs)
    if difference == 0:
        return ThrowResult(thrower, target, mine, True, "duel_tie", 0)
    if difference % 2 == 1:
        return ThrowResult(thrower, target, mine, first, "duel_odd", difference)
    return ThrowResult(thrower, target, mine, not first, "duel_even", difference)


# --- the turn ----------------------------------------------------------------------------


def _orders_in_force(
    state: JSON, orders: Mapping[str, Submitted], log: list[JSON]
) -> dict[str, Given]:
    """Each player's order re-checked on the start positions; missing or void = pass."""
    given: dict[str, Given] = {}
    players = st.names(state)
    for raw_name, submitted in orders.items():
        name = st.find_player(state, raw_name)
        if name is None:
            log.append({"event": "void_order", "player": raw_name, "code": "not_a_player"})
            continue
        checked = check_order(state, name, submitted.order)
        if isinstance(checked, Rejection):
            log.append({"event": "void_order", "player": name, "code": checked.code})
            continue
        given[name] = Given(checked, (submitted.sent_at, submitted.post_id))
    for name in players:
        if name not in given:
            given[name] = Given(Order("pass", {}), None)
    return given


def resolve(state: JSON, orders: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """Resolve the open turn: moves, then throws, scoring, notices and the rule log."""
    if state["finished"]:
        raise ValueError("the game is over")
    new = copy.deepcopy(state)
    where = st.board(state)
    fog = bool(state["settings"]["fog"])
    gang_hits_dodgers = bool(state["settings"]["gang_hits_dodgers"])
    turn = int(state["turn"])
    drawn_before = len(chance.log)
    log: list[JSON] = []
    given = _orders_in_force(state, orders, log)
    players = st.names(state)
    before = st.positions(state)

    moves = {
        name: (str(g.order.params["to"]), g.key)
        for name, g in given.items()
        if g.order.kind == "move" and g.key is not None
    }
    move_results = resolve_moves(where, before, moves, chance)
    after = dict(before)
    for result in move_results.values():
        after[result.player] = result.end
    for record in new["players"]:
        record["position"] = after[record["name"]]

    throw_results, gangs = resolve_throws(given, before, after, gang_hits_dodgers)

    records = {record["name"]: record for record in new["players"]}
    scored: dict[tuple[str, str], bool] = {}
    for throw in throw_results:
        if not throw.hit:
            continue
        records[throw.target]["times_hit"] += 1
        victims = records[throw.thrower]["victims"]
        first_time = throw.target not in victims
        if first_time:
            victims.append(throw.target)
            records[throw.thrower]["points"] += 1
        scored[(throw.thrower, throw.target)] = first_time

    move_rows = [_move_row(result) for result in move_results.values()]
    throw_rows = [_throw_row(throw, scored) for throw in throw_results]
    passed = [name for name in players if given[name].order.kind == "pass"]

    for name in players:
        g = given[name]
        if g.key is None:
            log.append({"event": "pass", "player": name, "sent": False})
        elif g.order.kind == "pass":
            log.append({"event": "pass", "player": name, "sent": True})
    log.extend({"event": "move", **row} for row in move_rows)
    for target, throwers in gangs.items():
        log.append({"event": "gang", "target": target, "throwers": list(throwers)})
    log.extend({"event": "throw", **row} for row in throw_rows)
    log.extend(
        {"event": "point", "player": thrower, "victim": victim}
        for (thrower, victim), first in scored.items()
        if first
    )

    new["history"].append(
        {
            "turn": turn,
            "before": dict(before),
            "after": dict(after),
            "orders": {name: _order_row(given[name]) for name in players},
            "moves": move_rows,
            "throws": throw_rows,
        }
    )
    last = turn >= int(state["turns"])
    table = st.standings(new)
    if last:
        new["finished"] = True
        new["final"] = table
        log.append({"event": "final", "ranking": table})
    else:
        new["turn"] = turn + 1

    notices = _notices(new, turn, fog, move_results, move_rows, throw_rows, passed, table, last)
    log.extend({"event": "draw", **entry} for entry in chance.log[drawn_before:])
    return Outcome(new, notices, log)


def _order_row(g: Given) -> JSON:
    row = canonical(g.order)
    row["sent_at"] = g.key[0].isoformat() if g.key else None
    row["post_id"] = g.key[1] if g.key else None
    return row


def _move_row(result: MoveResult) -> JSON:
    """A move as the results, the history and the log keep it; a displacement drawn among
    tied spots carries them (`among`, in the draw's order), so that anyone can check it."""
    row: JSON = {
        "player": result.player,
        "from": result.start,
        "target": result.target,
        "to": result.end,
        "result": result.result,
        "by": result.by,
    }
    if result.among:
        row["among"] = list(result.among)
    return row


def _throw_row(throw: ThrowResult, scored: Mapping[tuple[str, str], bool]) -> JSON:
    return {
        "thrower": throw.thrower,
        "target": throw.target,
        "number": throw.number,
        "hit": throw.hit,
        "reason": throw.reason,
        "difference": throw.difference,
        "point": scored.get((throw.thrower, throw.target), False),
    }


def _notices(
    new: JSON,
    turn: int,
    fog: bool,
    move_results: Mapping[str, MoveResult],
    move_rows: list[JSON],
    throw_rows: list[JSON],
    passed: list[str],
    table: list[JSON],
    last: bool,
) -> list[Notice]:
    """The public results, each player's private position (with their displacement notice,
    and with fog what they see) and the final ranking."""
    common = {"turn": turn, "turns": new["turns"], "last": last, "fog": fog, "standings": table}
    notices: list[Notice] = []
    if fog:
        hits = [
            {"thrower": row["thrower"], "target": row["target"], "point": row["point"]}
            for row in throw_rows
            if row["hit"]
        ]
        notices.append(Notice(PUBLIC, "results", {**common, "hits": hits}, picture=False))
    else:
        notices.append(
            Notice(
                PUBLIC,
                "results",
                {**common, "moves": move_rows, "throws": throw_rows, "passed": passed},
                picture=True,
            )
        )
    aside = {
        name: _aside_params(result, fog)
        for name, result in move_results.items()
        if result.result != "moved"
    }
    # One private post per player after every turn: where they now stand, what is within
    # reach and how to order from there, with their displacement notice if any. After the
    # last turn only a displaced player, or one in the fog, has anything left to learn.
    for name in st.names(new):
        moved = aside.get(name)
        if last and not fog and moved is None:
            continue
        notices.append(
            Notice(
                name,
                "position",
                {"player": name, "turn": turn, "last": last, "fog": fog,
                 "moved_aside": moved, **st.whereabouts(new, name)},
                # No picture: one upload per player per turn would eat the forum's
                # API budget (60 calls a minute for the whole site); the text says it all.
                picture=False,
            )
        )
    if last:
        victims = {record["name"]: list(record["victims"]) for record in new["players"]}
        ranking = [{**row, "victims": victims[row["name"]]} for row in table]
        notices.append(
            Notice(
                PUBLIC,
                "final",
                {
                    "turns": new["turns"],
                    "ranking": ranking,
                    "winners": [row["name"] for row in table if row["place"] == 1],
                },
            )
        )
    return notices


def _aside_params(result: MoveResult, fog: bool) -> JSON:
    """What a mover who missed their target is told; with fog a clash winner stays unnamed
    (a blocker stood next to the mover, so the mover already saw them). A displacement drawn
    among tied spots says so (`drawn`) and names them (`among`, in the draw's order) unless
    fog is on: which intersections were free is for the players in sight of them."""
    by = result.by if (result.result == "blocked" or not fog) else None
    return {
        "player": result.player,
        "from": result.start,
        "target": result.target,
        "to": result.end,
        "result": result.result,
        "by": by,
        "drawn": bool(result.among),
        "among": [] if fog else list(result.among),
    }
