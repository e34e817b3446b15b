"""Live answers: the time from a webhook's arrival to the bot's answer on the forum.

The whole product in one process over real HTTP, as `bridge.tools.stack` runs it: a member posts a
move on the sandbox forum, which POSTs the signed webhook to the bridge's Flask app on its
own port; the receiver records the post and signals (`bridge.intake.wakeup`, the in-process wake:
nothing here calls the worker); the live worker handles the move and posts the answer through
pydiscourse to the sandbox forum. Each move is timed from the start of its webhook POST to
the moment the sandbox forum holds the bot's answer (two hooks on the sandbox: its webhook
send and its post creation), one move after the other's answer, as a live table plays.

A game's moves come from a `Table`: Highway Romantics (`highway`: the player whose turn it is
names a cell in the game topic, the bot shows its card there) when `rules.registry` has it,
Forum Mafia when installed (`mafia`: a vote in the game topic, answered by the votecount's
edit), and always the mud fight (`mud`: each private order gets its acknowledgement in the
player's desk).

Run alone:  .venv/bin/python benchmarks/live.py [MOVES]
"""

from __future__ import annotations

import logging
import queue
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import func, select

from bridge.clock import FakeClock
from bridge.config import Config
from bridge.db import GameRow, InboundRow, OutboxRow
from bridge.delivery.sender import Pacer
from bridge.tools.stack import BOT, Stack
from rules import registry
from rules.base import Context, Rejection

START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
ANSWER_TIMEOUT = 10.0
"""Seconds a move may wait for its answer before the benchmark gives up."""


@dataclass(frozen=True)
class Move:
    """A member's post and the topic where the bot's answer is expected. Moves of the
    table's `counted` kind make the figures (a highway cell); the others (a pass in a guard
    fight) are timed apart."""

    player: str
    topic: int
    text: str
    kind: str


class Table(Protocol):
    """A live game the benchmark plays: set up through the forum, then one move at a time."""

    name: str
    counted: str
    """The kind of move the figures are about, and `moves` counts."""

    def open(self, stack: Stack) -> None:
        """Create, join and start the game (the stack ticks itself: not timed)."""

    def next_move(self, stack: Stack) -> Move | None:
        """The next move to time; None when the game can give no more."""


# ----------------------------------------------------------------------------- the games


class MudTable:
    """The mud fight: five players send orders to their desks, changing their minds; each
    order gets its private acknowledgement (a later valid order replaces the earlier one,
    so the turn never has to resolve)."""

    name = "mud"
    counted = "order"
    PLAYERS = {"anna": "B2", "boris": "C2", "chloe": "B3", "david": "C3", "emma": "D4"}
    ORDERS = {
        "anna": ["aller en a1", "lancer boris 3", "je passe", "throw @chloe 2", "move B1"],
        "boris": ["lancer anna 4", "aller en c1", "je lance sur @david, chiffre 5", "pass",
                  "aller en d2"],
        "chloe": ["aller en a3", "lancer sur anna 1", "je passe", "throw @david 3",
                  "aller en b4"],
        "david": ["lancer chloe 2", "aller en d3", "throw @boris 1", "je passe", "move C4"],
        "emma": ["aller en e5", "lancer david 4", "je passe", "move D5", "aller en e4"],
    }

    def __init__(self) -> None:
        self.desks: dict[str, int] = {}
        self.count = 0

    def open(self, stack: Stack) -> None:
        stack.direct_message("maitre", 'nouvelle partie mud "Boue en direct" map=grid:6x6 '
                                       "turns=3 review=gm")
        game_id = stack.latest_game()
        stack.pin(game_id, start=dict(self.PLAYERS))
        public = stack.topic_of(game_id, "game")
        for player in self.PLAYERS:
            stack.say(player, public, "je participe")
        stack.say("maitre", stack.topic_of(game_id, "gm", "maitre"), "commencer")
        self.desks = {p: stack.topic_of(game_id, "player", p) for p in self.PLAYERS}

    def next_move(self, stack: Stack) -> Move | None:
        players = list(self.PLAYERS)
        player = players[self.count % len(players)]
        orders = self.ORDERS[player]
        text = orders[(self.count // len(players)) % len(orders)]
        self.count += 1
        return Move(player, self.desks[player], text, "order")


def _made(stack: Stack, game_id: int, role: str, owner: str = "",
          seconds: float = 10.0) -> int:
    """The forum topic of a game's `role`, once made: a game opened while the worker runs
    live (the next game, after one ended) has its topics made by the sending thread."""
    limit = time.monotonic() + seconds
    while True:
        try:
            return stack.topic_of(game_id, role, owner)
        except LookupError:
            if time.monotonic() > limit:
                raise
            time.sleep(0.01)


class HighwayTable:
    """Highway Romantics with ten players: whoever the open step awaits in the game topic
    makes the first move the game's own reading takes (a cell not yet named, in order; else
    "pass"). A step nothing here can answer (a guard fight's drawer must lay a thief) is left
    to its reply window: the fake clock jumps past it and the default plays (not timed). A
    game that ends is followed by a new one."""

    name = "highway"
    counted = "cell"
    PLAYERS = [f"rider{i}" for i in range(10)]
    PASSES = ("pass", "пас")

    def __init__(self) -> None:
        self.game_id = 0
        self.public = 0
        self.games = 0

    def open(self, stack: Stack) -> None:
        self.games += 1
        stack.direct_message("host", f'new game highway "Highway {self.games}"')
        self.game_id = stack.latest_game()
        self.public = _made(stack, self.game_id, "game")
        for player in self.PLAYERS:
            stack.say(player, self.public, "join")
        stack.say("host", _made(stack, self.game_id, "gm", "host"), "start")
        if self._state(stack)[0] == "signup":
            raise RuntimeError("the highway game did not start through the forum")

    def _state(self, stack: Stack) -> tuple[str, dict[str, Any]]:
        with stack.db.unit() as session:
            game = session.get(GameRow, self.game_id)
            assert game is not None
            return game.status, dict(game.state or {})

    def next_move(self, stack: Stack) -> Move | None:
        rules = registry.get(self.name)
        assert rules is not None
        for _ in range(1000):
            status, state = self._state(stack)
            open_steps = rules.steps(state) if status != "signup" else ()
            if not open_steps:
                if self.games >= 5:
                    return None
                self.open(stack)  # the game is over: another table
                continue
            step = open_steps[0]
            if step.channel == "topic" and step.awaited:
                player = step.awaited[0]
                ctx = Context(speaker=player, channel="topic", language="en",
                              sent_at=stack.clock.now(), post_id=0, step=step.key)
                for text in self._candidates(state):
                    order = rules.parse(state, ctx, text)
                    if isinstance(order, Rejection):
                        continue
                    if not isinstance(rules.accept(state, ctx, order, {}), Rejection):
                        return Move(player, self.public, text,
                                    "pass" if text in self.PASSES else "cell")
            self._let_the_window_pass(stack, step.deadline)
        raise RuntimeError("the highway game does not move")

    def _candidates(self, state: dict[str, Any]) -> Iterator[str]:
        from rules.highway import cards

        named = state.get("named") or {}
        for row in range(1, int(state.get("rows", cards.FULL)) + 1):
            for column in range(int(state.get("columns", cards.FULL))):
                cell = cards.cell_name(column, row)
                if cell not in named:
                    yield cell
                    break
            else:
                continue
            break
        yield from self.PASSES

    @staticmethod
    def _let_the_window_pass(stack: Stack, _deadline: object) -> None:
        due = stack.master.next_due()
        moment = (due if due is not None else stack.clock.now()) + timedelta(seconds=1)
        stack.advance(moment)


class MafiaTable:
    """Forum Mafia (the package of games/, when installed) with twelve players and the
    hammer off: each vote in the game topic is answered by the day's votecount, posted at
    the first vote and then edited in place (`Notice.keeps`); every move changes a vote."""

    name = "mafia"
    counted = "vote"
    PLAYERS = [f"villager{i}" for i in range(12)]

    def __init__(self) -> None:
        self.public = 0
        self.count = 0

    def open(self, stack: Stack) -> None:
        stack.direct_message("host", 'new game mafia "Live mafia" hammer=off review=auto')
        game_id = stack.latest_game()
        self.public = _made(stack, game_id, "game")
        for player in self.PLAYERS:
            stack.say(player, self.public, "join")
        stack.say("host", _made(stack, game_id, "gm", "host"), "start")

    def next_move(self, stack: Stack) -> Move | None:
        voters = len(self.PLAYERS)
        voter = self.PLAYERS[self.count % voters]
        # A target other than the voter and other than their last one: every vote a change.
        target = self.PLAYERS[(self.count + 1 + (self.count // voters) % (voters - 1)) % voters]
        self.count += 1
        return Move(voter, self.public, f"vote @{target}", "vote")


# ----------------------------------------------------------------------------- timing


class Stopwatch:
    """Hooks on the sandbox forum: when each webhook POST starts (by the post it carries)
    and when each post of the bot is created or edited (by topic)."""

    def __init__(self, stack: Stack) -> None:
        forum = stack.forum
        self.sent: dict[int, float] = {}
        self.answers: queue.Queue[tuple[int, float]] = queue.Queue()
        send, add = forum._send, forum._add_post_locked

        def timed_send(delivery: Any) -> None:
            if delivery.post_id is not None:
                self.sent.setdefault(delivery.post_id, time.perf_counter())
            send(delivery)

        def timed_add(topic: Any, author: Any, *args: Any) -> Any:
            post = add(topic, author, *args)
            if author.username.lower() == BOT:
                self.answers.put((topic.id, time.perf_counter()))
            return post

        revise = forum.revise

        def timed_revise(username: str, post_id: int, raw: str, **options: Any) -> Any:
            post = revise(username, post_id, raw, **options)  # a kept post, edited
            if username.lower() == BOT:
                self.answers.put((forum.posts[post_id].topic_id, time.perf_counter()))
            return post

        forum._send = timed_send  # type: ignore[method-assign]
        forum._add_post_locked = timed_add  # type: ignore[method-assign]
        forum.revise = timed_revise  # type: ignore[method-assign]

    def drain(self) -> None:
        """Forget answers already made (the set-up's, a previous move's later posts)."""
        while not self.answers.empty():
            self.answers.get_nowait()


def _quiet(stack: Stack) -> bool:
    with stack.db.unit() as session:
        return not (session.scalar(select(func.count()).select_from(InboundRow).where(
            InboundRow.status == "pending")) or session.scalar(
            select(func.count()).select_from(OutboxRow).where(OutboxRow.status == "pending")))


def _answer(stack: Stack, watch: Stopwatch, move: Move, began: float) -> float | None:
    """When the bot's answer to `move` reached the forum; None for a move the game took
    without a post in that topic."""
    limit = began + ANSWER_TIMEOUT
    while True:
        try:
            topic, at = watch.answers.get(timeout=0.25)
        except queue.Empty:
            if _quiet(stack):
                return None
            if time.perf_counter() > limit:
                raise RuntimeError(f"no answer to {move} in {ANSWER_TIMEOUT} s") from None
            continue
        if topic == move.topic and at >= began:
            return at


def _figures(timings: list[float]) -> dict[str, float]:
    ordered = sorted(timings)
    return {"moves": len(ordered), "p50_ms": statistics.median(ordered) * 1000,
            "p95_ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000,
            "max_ms": ordered[-1] * 1000}


def play(table: Table, moves: int, pacer: Pacer | None = None) -> dict[str, float]:
    """Set up `table` on a fresh stack, start the live worker, and time moves until `moves`
    of the table's counted kind were answered. `pacer` replaces the stack's (no pacing)
    once the game is set up. The figures are the counted moves'; `all_*` are every
    answered move's."""
    with Stack(FakeClock(START)) as stack:
        table.open(stack)
        if pacer is not None:
            stack.worker.sender.pacer = pacer
        watch = Stopwatch(stack)
        stack.live()
        timings: dict[str, list[float]] = {}
        silent = 0
        calls = len(stack.forum.api_calls)
        began_all = time.perf_counter()
        while len(timings.get(table.counted, ())) < moves:
            move = table.next_move(stack)
            if move is None:
                break
            stack.clock.set(stack.clock.now() + timedelta(seconds=1))
            watch.drain()
            post = stack.forum.post(move.player, move.topic, move.text)
            began = watch.sent.get(int(post["id"]))
            if began is None:
                raise RuntimeError(f"the forum sent no webhook for {move}")
            answered = _answer(stack, watch, move, began)
            if answered is None:
                silent += 1
            else:
                timings.setdefault(move.kind, []).append(answered - began)
        elapsed = time.perf_counter() - began_all
        calls = len(stack.forum.api_calls) - calls
    if not timings.get(table.counted):
        raise RuntimeError(f"{table.name}: no {table.counted} was answered")
    every = [t for kind in timings.values() for t in kind]
    return {**_figures(timings[table.counted]),
            **{f"all_{key}": value for key, value in _figures(every).items()},
            "silent": silent, "seconds": elapsed, "api_calls": calls}


def tables() -> list[Table]:
    """The games to time: highway when it is registered, Forum Mafia when installed, and
    the mud fight."""
    found: list[Table] = []
    if registry.get("highway") is not None:
        found.append(HighwayTable())
    if registry.get("mafia") is not None:
        found.append(MafiaTable())
    found.append(MudTable())
    return found


def measure(moves: int = 200, budget_moves: int = 40) -> dict[str, dict[str, float]]:
    """Every table's figures over `moves` answered moves, unpaced as the stack runs (the
    sandbox forum has no API limit; a real forum's budget is a separate question); then the
    mud fight again for `budget_moves` with the default budget's pacer
    (API_REQUESTS_PER_MINUTE=50: while the minute has room, pacing must cost nothing)."""
    results: dict[str, dict[str, float]] = {}
    for table in tables():
        try:
            results[table.name] = play(table, moves)
        except Exception as exc:  # a game still being written must not stop the others
            if table.name == MudTable.name:
                raise
            print(f"({table.name}: not measured: {type(exc).__name__}: {exc})")
    per_minute = Config.api_requests_per_minute
    results[f"mud, {per_minute} API calls a minute"] = play(MudTable(), budget_moves,
                                                             Pacer(per_minute))
    return results


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per request otherwise
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for name, figures in measure(moves).items():
        print(f"{name}: {figures['moves']:.0f} moves, p50 {figures['p50_ms']:.1f} ms, "
              f"p95 {figures['p95_ms']:.1f} ms, max {figures['max_ms']:.1f} ms; all "
              f"{figures['all_moves']:.0f} answered moves: p50 {figures['all_p50_ms']:.1f} ms, "
              f"p95 {figures['all_p95_ms']:.1f} ms ({figures['silent']:.0f} moves without a "
              f"post, {figures['api_calls']:.0f} API calls in {figures['seconds']:.1f} s)")


if __name__ == "__main__":
    main()
