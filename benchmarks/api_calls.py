"""The forum's API budget: calls per turn against the lower bound, and many games at one
deadline under the site-wide limit.

Discourse allows 60 admin API requests a minute for the whole site, and the default calendar
fires every mud game at 22:00 on even days. Everything here runs through the whole stack
(`bridge.tools.stack.Stack`: the sandbox forum over real HTTP, signed webhooks into the Flask app,
the worker) and counts what the sandbox recorded (`SandboxForum.api_calls`), with the
worker paced as in production (`Pacer`, `API_REQUESTS_PER_MINUTE`) on simulated time: a
pacer's wait moves the fake clock, so minutes under the budget take seconds to run.

- `measure_turns()`: for each game (mud, indixo, arena, highway) one typical turn, from its
  deadline (or the move that ends it) to its publication: the calls made, by kind, against
  the lower bound for that turn (one public post, one upload if it has a picture, one
  message per player who gets private news). Each turn is measured twice: alone on the
  forum (the budget has room, so the worker re-reads the topics where an order for the due
  steps can be given, and the GM desk: `Worker.backfill_due`), and as one of `SHARED_BY`
  games sharing the deadline (no room: the forum's lists, 30 conversations a page, say which
  topics changed, and those list calls are shared by all the games). Highway Romantics
  also gets `deadline_step`: a step closed by its reply window rather than by a move.
- `measure_fifty()`: 50 mud games with one deadline, one worker paced at 60 a minute, the
  sandbox enforcing 60 a minute for the whole site: the simulated minutes from the deadline
  until every outbox row is sent, the calls by kind, and whether the forum ever said 429.

Run:  .venv/bin/python benchmarks/api_calls.py   (add `--json` for the raw figures)
"""

from __future__ import annotations

import copy
import hashlib
import json
import logging
import math
import re
import shlex
import sys
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from sqlalchemy import func, select  # noqa: E402

from bridge.clock import FakeClock  # noqa: E402
from bridge.config import Config  # noqa: E402
from bridge.db import GameRow, OutboxRow, ResolutionRow, TopicRow  # noqa: E402
from bridge.delivery.sender import Pacer  # noqa: E402
from bridge.sandbox.api_gate import ApiCall  # noqa: E402
from bridge.tools import scenario as runner  # noqa: E402
from bridge.tools.stack import Stack  # noqa: E402
from bridge.turns.resolution import SETUP  # noqa: E402
from rules.base import GM, PUBLIC  # noqa: E402

SCENARIOS = ROOT / "tests" / "scenarios"
GAMES = ("mud", "indixo", "arena", "highway")
PER_MINUTE = Config.api_requests_per_minute
"""The worker's pacing in production by default (API_REQUESTS_PER_MINUTE): under the site's
60, leaving room for the forum's other API users."""
SHARED_BY = 50
"""Games sharing one deadline in the `shared` figures (the default calendar's 22:00)."""


# ----------------------------------------------------------------------------- simulated time

class SimulatedTime:
    """The pacer's clock and sleep on the stack's fake clock: a wait moves the forum's time
    and the bridge's together, so the sandbox's rate limiter sees exactly the pacer's
    spacing."""

    def __init__(self, clock: FakeClock) -> None:
        self.clock = clock
        self.epoch = clock.now()

    def monotonic(self) -> float:
        """Seconds since the start (small numbers: no float rounding across a minute)."""
        return (self.clock.now() - self.epoch).total_seconds()

    def sleep(self, seconds: float) -> None:
        """Move the fake clock on, rounded up to the microsecond (never a hair early)."""
        if seconds <= 0:
            return
        self.clock.set(self.clock.now() + timedelta(microseconds=math.ceil(seconds * 1e6)))


class CrowdedPacer(Pacer):
    """A pacer whose budget has no room to spare before a deadline, as when dozens of games
    share it (their due topics are more than the minute's budget): `backfill_due` then
    reads only what the forum's lists show as changed."""

    def room(self) -> float:
        return 0


def make_pacer(clock: FakeClock, per_minute: int, crowded: bool = False) -> Pacer:
    """A pacer of `per_minute` calls on the fake clock (crowded: no room to spare)."""
    sim = SimulatedTime(clock)
    return (CrowdedPacer if crowded else Pacer)(per_minute, sleep=sim.sleep,
                                                clock=sim.monotonic)


# ----------------------------------------------------------------------------- counting

def kind_of(call: ApiCall) -> str:
    """What an API request was, for the breakdown."""
    path = call.path.removesuffix(".json")
    if call.method == "GET":
        if path.startswith("/topics/"):
            return "GET list"
        if re.fullmatch(r"/t/\d+/posts", path):
            return "GET posts"
        if re.fullmatch(r"/t/\d+(/\d+)?", path):
            return "GET topic"
        return "GET other"
    if call.method == "POST" and path == "/posts":
        return "POST /posts"
    if call.method == "POST" and path == "/uploads":
        return "POST upload"
    if call.method == "PUT" and path.startswith("/posts/"):
        return "PUT edit"
    if call.method == "PUT" and path.endswith("/status"):
        return "PUT status"
    if path.endswith("/invite"):
        return "POST invite"
    return f"{call.method} other"


class Window:
    """The calls and outbox rows of a stretch of a run."""

    def __init__(self, stack: Stack) -> None:
        self.stack = stack
        self.first_call = len(stack.forum.api_calls)
        with stack.db.unit() as session:
            self.first_row = int(session.scalar(select(func.max(OutboxRow.id))) or 0)

    def calls(self) -> list[ApiCall]:
        return list(self.stack.forum.api_calls[self.first_call:])

    def rows(self) -> list[dict[str, Any]]:
        """The messages queued in the window, with their audience."""
        with self.stack.db.unit() as session:
            found = []
            for row in session.scalars(select(OutboxRow).where(OutboxRow.id > self.first_row)
                                       .order_by(OutboxRow.id)):
                topic = session.get(TopicRow, row.topic_ref) if row.topic_ref else None
                found.append({
                    "key": row.key, "kind": row.kind, "status": row.status,
                    "role": topic.role if topic else "", "owner": topic.owner if topic else "",
                    "picture": (hashlib.sha256(row.picture).hexdigest()
                                if row.picture else None),
                    "raw": row.raw})
        return found


def lower_bound(rows: list[dict[str, Any]]) -> dict[str, int]:
    """The fewest calls the rules allow for the publications among `rows`: per publication
    (a step's results and the openings that follow, queued together), one post in the
    public topic, one upload per picture, one message per player (or group) with private
    news, and one to the GM when the game addresses the GM (INDIXO's night summary).
    Acknowledgements of orders, review drafts, closings and edits are not counted."""
    publications: dict[str, dict[str, Any]] = {}
    for row in rows:
        if not row["key"].startswith("g") or row["kind"] in ("close", "invite", "edit"):
            continue
        prefix, _, audience = row["key"].rpartition(":")
        if row["role"] == "gm" and audience != GM:
            continue  # a draft, a failure notice: the GM's desk, not the game's news
        one = publications.setdefault(prefix, {"public": 0, "gm": 0, "pictures": set(),
                                               "private": set()})
        if row["role"] == "game" or audience == PUBLIC:
            one["public"] = 1
        elif audience == GM:
            one["gm"] = 1
        else:
            one["private"].add(row["owner"] or audience)
        if row["picture"]:
            one["pictures"].add(row["picture"])
    parts = {
        "public_posts": sum(p["public"] for p in publications.values()),
        "uploads": sum(len(p["pictures"]) for p in publications.values()),
        "private_messages": sum(len(p["private"]) for p in publications.values()),
        "gm_messages": sum(p["gm"] for p in publications.values()),
    }
    return {**parts, "total": sum(parts.values()), "publications": len(publications)}


def summarize(window: Window, games_at_once: int = 1) -> dict[str, Any]:
    """Calls in the window (order acknowledgements set apart: they answer posts, they are
    not the turn's publication), by kind, against the lower bound. With `games_at_once`,
    the listing calls are shared by that many games' turns."""
    calls = window.calls()
    rows = window.rows()
    acks = sum(1 for row in rows if row["key"].startswith("in") and row["status"] == "sent")
    kinds = Counter(kind_of(call) for call in calls)
    kinds["POST /posts"] -= acks
    if not kinds["POST /posts"]:
        del kinds["POST /posts"]
    lists = kinds.get("GET list", 0)
    total = len(calls) - acks
    bound = lower_bound(rows)
    return {
        "calls": total if games_at_once == 1 else round(
            total - lists + lists / games_at_once, 2),
        "lower_bound": bound["total"],
        "by_kind": dict(sorted(kinds.items())),
        "bound_parts": bound,
        "acks_excluded": acks,
        "rate_limited": sum(1 for call in calls if call.status == 429),
    }


# ----------------------------------------------------------------------------- one turn per game

MUD_START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
MUD_PLAYERS = ("anna", "boris", "cara", "dave", "emil")
MUD_POSITIONS = {"anna": "B2", "boris": "C2", "cara": "D4", "dave": "E5", "emil": "A5"}
MUD_ORDERS = {  # a usual turn: two throws, two moves, one silent player
    "anna": "lancer boris 3", "boris": "déplacement C3", "cara": "lancer dave 2",
    "dave": "déplacement E4"}


def mud_turn(crowded: bool = False, per_minute: int = PER_MINUTE) -> dict[str, Any]:
    """A mud turn with five players: four orders, the 22:00 deadline, the results."""
    with Stack(FakeClock(MUD_START)) as stack:
        create_mud(stack, "Boue au budget", MUD_PLAYERS, MUD_POSITIONS, orders=MUD_ORDERS)
        deadline = stack.master.next_due()
        assert deadline is not None
        stack.worker.sender.pacer = make_pacer(stack.clock, per_minute, crowded)
        window = Window(stack)
        stack.advance(deadline + timedelta(minutes=1))
        return summarize(window, SHARED_BY if crowded else 1)


def create_mud(stack: Stack, title: str, players: tuple[str, ...],
               positions: dict[str, str] | None = None, gm: str = "gm",
               settings: str = "map=grid:6x6 review=auto",
               orders: dict[str, str] | None = None) -> int:
    """A running mud game: created by the GM's message, players signed up, started, and
    `orders` sent in the players' desks. Posts of one kind go to the forum together and
    the worker handles them in one tick (as it does a burst of webhooks)."""
    stack.direct_message(gm, f"nouvelle partie mud {shlex.quote(title)} {settings}")
    game_id = stack.latest_game()
    if positions:
        stack.pin(game_id, start=dict(positions))
    public = stack.topic_of(game_id, "game")
    for player in players:
        stack.forum.post(player, public, "Je participe !")
    stack.settle()
    stack.say(gm, stack.topic_of(game_id, "gm", gm), "commencer")
    for player, text in (orders or {}).items():
        stack.forum.post(player, stack.topic_of(game_id, "player", player), text)
    stack.settle()
    return game_id


def at(value: str) -> datetime:
    """A scenario step's time, aware."""
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


class MeasuredStack(Stack):
    """The scenario runner's stack, its worker paced on simulated time from `begin` (the
    set-up and the moves before it are not measured, and leave the budget alone), with a
    `Window` opened at `begin` and summed up when the runner closes the stack."""

    def __init__(self, start: datetime, database_url: str | None, begin: datetime,
                 per_minute: int, crowded: bool) -> None:
        super().__init__(FakeClock(start), database_url)
        self.begin = begin
        self.pacer = make_pacer(self.clock, per_minute, crowded)
        self.window: Window | None = None
        self.summary: dict[str, Any] | None = None
        self.crowded = crowded

    def advance(self, moment: datetime) -> None:
        if self.window is None and moment >= self.begin:
            super().advance(self.begin)
            self.worker.sender.pacer = self.pacer
            self.window = Window(self)
        super().advance(moment)

    def close(self) -> None:
        if self.window is not None and self.summary is None:
            self.summary = summarize(self.window, SHARED_BY if self.crowded else 1)
        super().close()


def scenario_turn(name: str, start: str, end: str, crowded: bool = False,
                  per_minute: int = PER_MINUTE,
                  edit: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """A stretch of a scenario from `tests/scenarios`, played by `gamemaster scenario run`
    (review auto: the turn needs no GM; the GM's `ok` steps are left out; `edit` changes
    the scenario further): the calls from `start` to `end`, the clock moved there and
    everything due fired. Steps after `end` are left out."""
    scenario = copy.deepcopy(runner.load(SCENARIOS / f"{name}.json"))
    scenario.setdefault("settings", {})["review"] = "auto"
    begin, finish = at(start), at(end)
    scenario["steps"] = [step for step in scenario["steps"] if at(step["at"]) <= finish
                         and not ("gm" in step and "valide" in step["gm"].get("text", ""))]
    if edit is not None:
        edit(scenario)
    scenario["steps"].append({"at": end, "tick": True})
    made: list[MeasuredStack] = []

    def stack_of(first: datetime, database_url: str | None) -> Stack:
        made.append(MeasuredStack(first, database_url, begin, per_minute, crowded))
        return made[-1]

    runner.run(scenario, stack_of=stack_of)
    assert made and made[0].summary is not None, "the window never opened"
    return made[0].summary


def arena_turn(crowded: bool = False, per_minute: int = PER_MINUTE) -> dict[str, Any]:
    """Round 1 of `arena_centre_win` (6 warriors in 2 clans): the declarations are in, the
    22:00 deadline closes the round, the results go out."""
    return scenario_turn("arena_centre_win", "2026-12-01T21:59:00+01:00",
                         "2026-12-01T22:05:00+01:00", crowded, per_minute)


NIGHT_ENDS = datetime(2026, 12, 1, 23, 0, tzinfo=UTC)


def indixo_turn(crowded: bool = False, per_minute: int = PER_MINUTE) -> dict[str, Any]:
    """Night 1 of `indixo_vote_wins` (5 players): the rooms step (it ends when the last
    player has chosen), then the night's actions, closed by the deadline (dina stays
    silent), and the morning."""

    def night_only(scenario: dict[str, Any]) -> None:
        scenario["steps"] = [step for step in scenario["steps"]
                             if step.get("pm", {}).get("text") != "rien du tout"
                             and at(step["at"]) < NIGHT_ENDS]

    return scenario_turn("indixo_vote_wins", "2026-12-01T21:20:00+01:00",
                         "2026-12-02T21:30:00+01:00", crowded, per_minute, night_only)


def highway_turn(crowded: bool = False, per_minute: int = PER_MINUTE) -> dict[str, Any]:
    """One move of `highway_ru_whole_game` (4 players): olga names a cell (Д1, a thief),
    the bot answers at once in the game topic with the field, and says whose move it is."""
    return scenario_turn("highway_ru_whole_game", "2026-12-01T18:05:00Z",
                         "2026-12-01T18:05:30Z", crowded, per_minute)


def highway_window(crowded: bool = False, per_minute: int = PER_MINUTE) -> dict[str, Any]:
    """A robbery vote of `highway_ru_whole_game` closed by its reply window (nina silent:
    silence agrees), with the re-read of the due topics."""
    return scenario_turn("highway_ru_whole_game", "2026-12-01T18:15:00Z",
                         "2026-12-01T18:25:30Z", crowded, per_minute)


TURNS: dict[str, Callable[..., dict[str, Any]]] = {
    "mud": mud_turn, "indixo": indixo_turn, "arena": arena_turn, "highway": highway_turn}


def measure_turns() -> dict[str, dict[str, Any]]:
    """Per game: `calls` (the turn alone on the forum, the due topics re-read),
    `lower_bound`, `by_kind`, and the same turn as one of `SHARED_BY` games sharing the
    deadline (`calls_shared`, `by_kind_shared`; the list calls divided among them)."""
    out: dict[str, dict[str, Any]] = {}
    for game, turn in TURNS.items():
        alone = turn()
        shared = turn(crowded=True)
        out[game] = {
            "calls": alone["calls"], "lower_bound": alone["lower_bound"],
            "by_kind": alone["by_kind"], "bound_parts": alone["bound_parts"],
            "calls_shared": shared["calls"], "by_kind_shared": shared["by_kind"],
            "rate_limited": alone["rate_limited"] + shared["rate_limited"],
        }
    step = highway_window()
    out["highway"]["deadline_step"] = {key: step[key] for key in (
        "calls", "lower_bound", "by_kind", "rate_limited")}
    return out


# ----------------------------------------------------------------------------- many games

FIFTY_START = datetime(2026, 12, 1, 7, 0, tzinfo=UTC)


def measure_fifty(games: int = SHARED_BY, per_minute: int = 60,
                  players: tuple[int, ...] = (4, 5, 6), orders: bool = True,
                  database_url: str | None = None) -> dict[str, Any]:
    """`games` mud games (4 to 6 players each, review auto, the default calendar: one
    deadline for all) on one sandbox forum that allows `per_minute` API requests a minute
    for the whole site, one worker paced at `per_minute`: the simulated minutes from the
    deadline until every message is sent, the calls by kind, and the 429s received. With
    `orders`, all players but one a game have sent an order (their acknowledgements go out
    before the deadline, with the set-up, unpaced and not counted)."""
    with Stack(FakeClock(FIFTY_START), database_url) as stack:
        for number in range(games):
            count = players[number % len(players)]
            names = tuple(f"g{number}p{i}" for i in range(count))
            given = {name: (f"lancer {names[(i + 1) % count]} {1 + i % 5}" if i % 2
                            else "je passe")
                     for i, name in enumerate(names[:-1])} if orders else {}
            create_mud(stack, f"Bataille de boue numéro {number + 1}", names, orders=given)
        with stack.db.unit() as session:
            deadlines = set(session.scalars(select(GameRow.deadline_at)))
        deadline = deadlines.pop() if len(deadlines) == 1 else None
        if deadline is None:
            raise RuntimeError(f"the games do not share one deadline: {deadlines}")
        stack.worker.sender.pacer = make_pacer(stack.clock, per_minute)
        stack.forum.set_rate_limit(per_minute)
        window = Window(stack)
        began = time.perf_counter()
        stack.clock.set(deadline)
        done = _until_sent(stack)
        elapsed = time.perf_counter() - began
        calls = window.calls()
        kinds = Counter(kind_of(call) for call in calls)
        bound = lower_bound(window.rows())["total"]
        with stack.db.unit() as session:
            unsent = session.scalar(select(func.count()).select_from(OutboxRow).where(
                OutboxRow.status != "sent")) or 0
            published = session.scalar(select(func.count(func.distinct(
                ResolutionRow.game_id))).where(ResolutionRow.status == "published",
                                               ResolutionRow.step_key != SETUP)) or 0
        return {
            "games_at_once": games,
            "per_minute": per_minute,
            "fifty_games_publish_minutes": round((done - deadline).total_seconds() / 60, 2),
            "games_published": published,
            "calls": len(calls),
            "calls_per_game": round(len(calls) / games, 2),
            "lower_bound": bound,
            "lower_bound_minutes": fastest_minutes(bound, per_minute),
            "by_kind": dict(sorted(kinds.items())),
            "rate_limited": sum(1 for call in calls if call.status == 429),
            "unsent": unsent,
            "real_seconds": round(elapsed, 1),
        }


def fastest_minutes(calls: int, per_minute: int) -> int:
    """The least time `calls` calls take under `per_minute` a minute from a budget with
    nothing spent: the first `per_minute` at once, each next batch a minute later."""
    return max(0, calls - 1) // per_minute


def _until_sent(stack: Stack, limit: int = 10_000) -> datetime:
    """Run the worker from the deadline until no message waits; the moment the last one
    went out (a message put aside by the forum, a 429, moves the clock to its time)."""
    last = stack.clock.now()
    for _ in range(limit):
        stack.settle()
        with stack.db.unit() as session:
            waiting = session.scalar(select(func.min(OutboxRow.not_before)).where(
                OutboxRow.status == "pending"))
            sent = session.scalar(select(func.max(OutboxRow.sent_at)).where(
                OutboxRow.status == "sent"))
        if sent is not None:
            last = max(last, sent)
        if waiting is None:
            return last
        stack.clock.set(max(waiting, stack.clock.now() + timedelta(seconds=1)))
    raise RuntimeError("messages still waiting")


# ----------------------------------------------------------------------------- report

RESULTS = ROOT / "bench-results.json"


def results(turns: dict[str, dict[str, Any]], fifty: dict[str, Any]) -> dict[str, Any]:
    """The figures for `bench-results.json`."""
    return {
        "api_calls_per_turn": {game: turns[game]["calls"] for game in GAMES},
        "api_calls_lower_bound": {game: turns[game]["lower_bound"] for game in GAMES},
        "api_calls_per_turn_shared": {game: turns[game]["calls_shared"] for game in GAMES},
        "fifty_games_publish_minutes": fifty["fifty_games_publish_minutes"],
        "games_at_once": fifty["games_at_once"],
        "fifty_games_calls": fifty["calls"],
        "fifty_games_429s": fifty["rate_limited"],
    }


def save(figures: dict[str, Any], path: Path = RESULTS) -> None:
    """Merge `figures` into the results file (other keys are kept)."""
    try:
        kept = json.loads(path.read_text())
    except (OSError, ValueError):
        kept = {}
    if not isinstance(kept, dict):
        kept = {}
    kept.update(figures)
    path.write_text(json.dumps(kept, indent=1, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    """Print the table (`--json`: the raw figures) and merge the figures into
    bench-results.json (not with `--no-save`)."""
    args = sys.argv[1:] if argv is None else argv
    logging.disable(logging.WARNING)  # the web servers' request lines
    began = time.perf_counter()
    turns = measure_turns()
    fifty = measure_fifty()
    if "--no-save" not in args:
        save(results(turns, fifty))
    if "--json" in args:
        print(json.dumps({"turns": turns, "fifty": fifty}, indent=1))
        return 0
    print(f"API calls per turn, against the lower bound (pacing {PER_MINUTE}/min; alone: "
          f"the due topics re-read; shared: one of {SHARED_BY} games at the deadline)")
    print(f"{'game':<9} {'alone':>6} {'shared':>7} {'bound':>6}  calls by kind (alone)")
    for game, row in turns.items():
        kinds = ", ".join(f"{kind} {count}" for kind, count in row["by_kind"].items())
        print(f"{game:<9} {row['calls']:>6} {row['calls_shared']:>7} {row['lower_bound']:>6}"
              f"  {kinds}")
    print(f"\n{fifty['games_at_once']} mud games at one deadline, the site limited to "
          f"{fifty['per_minute']} calls a minute: all published "
          f"{fifty['fifty_games_publish_minutes']} simulated minutes after the deadline "
          f"({fifty['games_published']} games published, {fifty['unsent']} messages unsent)")
    print(f"  {fifty['calls']} calls ({', '.join(f'{k} {v}' for k, v in fifty['by_kind'].items())}"
          f"), lower bound {fifty['lower_bound']} calls = {fifty['lower_bound_minutes']} min; "
          f"429s: {fifty['rate_limited']}")
    print(f"  ({time.perf_counter() - began:.0f} s of real time in all)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
