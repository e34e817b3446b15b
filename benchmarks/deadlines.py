"""Deadlines at scale: 1,000 active games in one worker process on PostgreSQL.

The set-up. ONE real worker, `gamemaster worker` as a process, with the production's
`POLL_SECONDS`, talks over HTTP to the sandbox forum served from this process
(`API_REQUESTS_PER_MINUTE=0`: the forum's budget does not blur the scheduler's figure); it
runs while the games are made, as a worker runs while games are created on a forum. Games of
every kind the bridge starts without a sign-up of its own (the mud fight in French, English
and Russian with each review setting, INDIXO, Highway Romantics in Russian and English; not
the arena, whose clans sign up through the game topic) are created and started through the
bridge's own code (`GameMaster.create_game`, then `start` with their players): one game of
each variant. The others are copies of those, row for row, with their own players, ids and
forum topics, as the bridge leaves a game after its start: the game row (state, open steps,
seed), its players, its topics, the set-up's resolution, the start's messages marked sent,
their posts made on the sandbox forum and recorded as their webhooks would have left them
(in-process: the set-up is not what is measured). Then every game waits for a deadline days
away, and from then on the forum sends its webhooks to the bridge's receiver, in this
process, the bot's own posts' included, as a real forum does.

The run. The deadlines are moved (`bridge.steps.shift`, what the GM's `prolonger` does) to
real moments a few seconds ahead, staggered over `spread` seconds at whole seconds (90 s
for 1,000 games: 11 or 12 at each second, as calendar deadlines share their minute). For
each game the lag is the time from its deadline to its resolution (`ResolutionRow
.created_at`, the worker's clock when the draft was made, in the transaction that stores
it). The worker's peak memory is its `VmHWM`.

The tick. In this process, a `Worker` built as `gamemaster worker` builds it: the time of
`Worker.run_once` with every game active and nothing due (median of several) and its SQL
statements; and one tick with 50 games due at once (their topics read again, resolved,
drafts and results queued), as a running worker ticks (its messages sent by its sending
thread, not timed) and as `run_once` alone does it (sending included).

With `--restart` the worker starts only once the games are all there, `OVERDUE_AT_START` of
them with a deadline already passed: how long it takes to fire those (its first tick, after
a look at the forum's lists; its full backfill comes `BACKFILL_MINUTES` later) is timed too.

Run alone:  .venv/bin/python benchmarks/deadlines.py [GAMES] [--restart]
(`DEADLINES_DATABASE_URL` to use a database of your own: its tables are dropped; by default a
scratch database `gamemaster_bench_deadlines` is created on 127.0.0.1:5432 and dropped.)
"""

from __future__ import annotations

import json
import logging
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import event, func, select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.clock import SystemClock
from bridge.config import Config
from bridge.db import (
    Database,
    GameRow,
    InboundRow,
    OutboxRow,
    PlayerRow,
    ResolutionRow,
    TopicRow,
)
from bridge.delivery.forum import DiscourseForum
from bridge.delivery.outbox import TOPIC_LINK, marker
from bridge.intake.app import create_app
from bridge.intake.inbound import from_post
from bridge.intake.service import GameMaster
from bridge.intake.worker import Worker
from bridge.sandbox import SandboxForum, SandboxServer
from bridge.tools.stack import WebServer
from bridge.turns.resolution import SETUP
from rules import registry

BOT = "gamemaster"
SECRET = "deadlines-at-scale"
SERVER = "postgresql+psycopg://postgres@127.0.0.1:5432"
SCRATCH = "gamemaster_bench_deadlines"
PRIVATE_MESSAGE = "private_message"
LEAD_SECONDS = 8.0
"""Seconds between moving the deadlines and the first of them."""
SECONDS_PER_GAME = 0.09
"""The default spread: 90 s for 1,000 games (11 or 12 deadlines a second)."""
BUSY_GAMES = 50
"""Games due at once in the busy tick."""
OVERDUE_AT_START = 10
"""With `--restart`: games whose deadline passed while no worker ran."""


@dataclass(frozen=True)
class Variant:
    """A kind of game in the mix: how it is created, with how many players, how often."""

    kind: str
    language: str
    settings: dict[str, Any]
    players: int
    weight: int

    @property
    def name(self) -> str:
        return f"{self.kind}-{self.language}-{self.settings.get('review', 'gm')}"


VARIANTS = (
    Variant("mud", "fr", {"map": "grid:5x5", "turns": 3, "review": "gm"}, 3, 3),
    Variant("mud", "en", {"map": "grid:6x6", "turns": 3, "review": "auto"}, 4, 2),
    Variant("mud", "ru", {"map": "grid:5x5", "turns": 3, "review": 1}, 2, 1),
    Variant("indixo", "fr", {}, 5, 2),
    Variant("highway", "ru", {}, 4, 1),
    Variant("highway", "en", {}, 4, 1),
)


def variant_of(n: int) -> Variant:
    """Which variant the `n`-th game is: the weights' shares, interleaved."""
    wheel = [v for v in VARIANTS if registry.get(v.kind) is not None for _ in range(v.weight)]
    return wheel[n % len(wheel)]


# ----------------------------------------------------------------------------- databases

@contextmanager
def scratch_database(url: str | None) -> Iterator[str]:
    """`url` as given (its tables are dropped and made again), or a scratch database made
    for the run and dropped after it."""
    if url is not None:
        yield url
        return
    import psycopg

    admin = f"{SERVER.replace('+psycopg', '')}/postgres"
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f"DROP DATABASE IF EXISTS {SCRATCH} WITH (FORCE)")
        connection.execute(f"CREATE DATABASE {SCRATCH}")
    try:
        yield f"{SERVER}/{SCRATCH}"
    finally:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f"DROP DATABASE IF EXISTS {SCRATCH} WITH (FORCE)")


@contextmanager
def counting(db: Database) -> Iterator[list[str]]:
    """Every SQL statement run on `db`'s engine meanwhile."""
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(str(args[2]))

    event.listen(db.engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(db.engine, "before_cursor_execute", count)


# ----------------------------------------------------------------------------- the games

class Population:
    """Started games on the sandbox forum: templates started by the bridge, and copies."""

    def __init__(self, master: GameMaster, forum: SandboxForum, url: str) -> None:
        self.master = master
        self.forum = forum
        self.url = url
        self.templates: dict[str, int] = {}
        """The game started by the bridge for each variant (by name)."""
        self.made = 0

    def make(self, games: int) -> list[int]:
        """Create and start `games` more games; their ids."""
        numbers = range(self.made, self.made + games)
        self.made += games
        ids: dict[int, int] = {}
        for n in numbers:
            variant = variant_of(n)
            if variant.name not in self.templates:
                self.templates[variant.name] = ids[n] = self._start(variant, n)
        copies = [n for n in numbers if n not in ids]
        for first in range(0, len(copies), 50):
            with self.master.db.unit() as session:
                for n in copies[first:first + 50]:
                    ids[n] = self._copy(session, self.templates[variant_of(n).name], n)
        return [ids[n] for n in numbers]

    @staticmethod
    def _names(n: int, players: int) -> tuple[str, list[str]]:
        return f"gm{n:04d}", [f"u{n:04d}{chr(97 + p)}" for p in range(players)]

    def _start(self, variant: Variant, n: int) -> int:
        """A game of this variant created and started by the bridge itself."""
        gm, players = self._names(n, variant.players)
        with self.master.db.unit() as session:  # one transaction: a running worker
            game = self.master.create_game(session, gm, variant.kind, f"{variant.kind} {n}",
                                           variant.language, dict(variant.settings))
            for number, player in enumerate(players):
                session.add(PlayerRow(game_id=game.id, username=player,
                                      language=variant.language, joined_at=self.master.clock(),
                                      post_id=10**12 + game.id * 100 + number))
            session.flush()
            self.master.start(session, game)
            session.flush()
            self._post(session, game.id)  # never sees these messages pending
            return game.id

    def _copy(self, session: Session, template_id: int, n: int) -> int:
        """A copy of a started game, with its own players, ids and forum topics."""
        source = session.get(GameRow, template_id)
        assert source is not None
        players = list(session.scalars(select(PlayerRow).where(
            PlayerRow.game_id == template_id).order_by(PlayerRow.id)))
        gm, names = self._names(n, len(players))
        renames = {source.gm: gm, **{p.username: new for p, new in zip(players, names,
                                                                            strict=True)}}
        pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(renames, key=len,
                                                                        reverse=True))) + r")\b")

        def rename(value: Any) -> Any:
            return json.loads(pattern.sub(lambda m: renames[m.group(1)], json.dumps(value)))

        now = self.master.clock()
        game = GameRow(kind=source.kind, title=f"{source.kind} {n}", language=source.language,
                       gm=gm, settings=dict(source.settings), status=source.status,
                       seed=source.seed, salt=source.salt, pinned=rename(source.pinned),
                       state=rename(source.state), roll={}, steps=rename(source.steps),
                       step_key=source.step_key, step_opened_at=source.step_opened_at,
                       deadline_at=source.deadline_at, remind_at=source.remind_at,
                       created_at=now,
                       co_gms=list(source.co_gms))
        session.add(game)
        session.flush()
        for number, (player, name) in enumerate(zip(players, names, strict=True)):
            session.add(PlayerRow(game_id=game.id, username=name, language=player.language,
                                  joined_at=now, post_id=10**12 + game.id * 100 + number))
        topics: dict[int, TopicRow] = {}
        for topic in session.scalars(select(TopicRow).where(TopicRow.game_id == template_id)):
            copy = TopicRow(game_id=game.id, role=topic.role, owner=rename(topic.owner),
                            title=rename(topic.title))
            session.add(copy)
            topics[topic.id] = copy
        session.flush()
        for resolution in session.scalars(select(ResolutionRow).where(
                ResolutionRow.game_id == template_id)):
            session.add(ResolutionRow(
                game_id=game.id, step_key=resolution.step_key, status=resolution.status,
                orders=rename(resolution.orders), state_after=rename(resolution.state_after),
                messages=rename(resolution.messages), log=rename(resolution.log),
                pinned_after=rename(resolution.pinned_after), created_at=now,
                published_at=now, chance_label=resolution.chance_label,
                inputs=rename(resolution.inputs)))
        for message in session.scalars(select(OutboxRow).where(
                OutboxRow.game_id == template_id).order_by(OutboxRow.id)):
            raw = TOPIC_LINK.sub(lambda m: f"⟦topic:{topics[int(m.group(1))].id}⟧",
                                 rename(message.raw))
            session.add(OutboxRow(
                key=re.sub(r"^g\d+:", f"g{game.id}:", rename(message.key)), game_id=game.id,
                kind=message.kind,
                topic_ref=topics[message.topic_ref].id if message.topic_ref else None,
                discourse_topic_id=None, title=rename(message.title),
                recipients=rename(message.recipients), raw=raw, picture=message.picture,
                reply_to_post_number=message.reply_to_post_number, created_at=now,
                not_before=now))
        session.flush()
        self._post(session, game.id)
        return game.id

    def _post(self, session: Session, game_id: int) -> None:
        """What the sender would post for a game, made on the sandbox forum directly (no
        HTTP), and the outbox rows marked sent, as the sender leaves them."""
        now = self.master.clock()
        topics = {t.id: t for t in session.scalars(select(TopicRow).where(
            TopicRow.game_id == game_id))}

        def link(match: re.Match[str]) -> str:
            return f"{self.url}/t/{topics[int(match.group(1))].discourse_id}"

        for row in session.scalars(select(OutboxRow).where(
                OutboxRow.game_id == game_id, OutboxRow.status == "pending")
                .order_by(OutboxRow.id)):
            raw = f"{TOPIC_LINK.sub(link, row.raw)}\n\n{marker(row.key)}"
            topic = topics.get(row.topic_ref) if row.topic_ref else None
            if row.kind == "topic":
                post = self.forum.create_post(BOT, raw, title=row.title, validate=False)
            elif row.kind == "pm":
                for name in row.recipients:
                    self.forum.add_user(name)
                post = self.forum.create_post(BOT, raw, title=row.title,
                                              archetype=PRIVATE_MESSAGE,
                                              target_recipients=",".join(row.recipients),
                                              validate=False)
            elif row.kind == "reply":
                target = row.discourse_topic_id or (topic.discourse_id if topic else None)
                assert target is not None, row.key
                post = self.forum.create_post(BOT, raw, topic_id=target,
                                              reply_to_post_number=row.reply_to_post_number,
                                              validate=False)
            else:
                raise ValueError(f"a start does not {row.kind}: {row.key}")
            if row.kind in ("topic", "pm") and topic is not None:
                topic.discourse_id = int(post["topic_id"])
            row.status, row.sent_at, row.post_id, row.attempts = "sent", now, int(post["id"]), 1
            # The bot's own posts come back by webhook: recorded, then ignored by the
            # router, which notes the topic's last post number (here, without the set-up's
            # webhooks, as they would have left it).
            echo = from_post(post, private=self.forum.topics[int(post["topic_id"])].private)
            session.add(InboundRow(
                post_id=echo.post_id, version=echo.version, digest=echo.digest,
                topic_id=echo.topic_id, post_number=echo.post_number,
                reply_to_post_number=echo.reply_to_post_number, username=echo.username,
                staff=echo.staff, private=echo.private, raw=echo.raw, sent_at=echo.sent_at,
                via="webhook", received_at=now, status="ignored", note="", attempts=0))
            for known in topics.values():
                if known.discourse_id == echo.topic_id:
                    known.last_post_number = max(known.last_post_number, echo.post_number)


def move_deadlines(master: GameMaster, targets: dict[int, datetime]) -> None:
    """Each game's earliest deadline moved to its target, as the GM's `prolonger` moves
    them (`bridge.steps.shift`), in one transaction."""
    with master.db.unit() as session:
        for game in session.scalars(select(GameRow).where(GameRow.id.in_(list(targets)))):
            rules = registry.get(game.kind)
            assert rules is not None and game.deadline_at is not None, game.id
            open_steps.shift(game, rules, targets[game.id] - game.deadline_at)


def stagger(games: list[int], start: datetime, spread: float, seed: int = 7) -> dict[
        int, datetime]:
    """Deadlines for `games` at whole seconds over `spread` seconds from `start`, about as
    many each second, the kinds shuffled among the seconds."""
    order = list(games)
    random.Random(seed).shuffle(order)
    seconds = max(1, int(spread))
    return {game_id: start + timedelta(seconds=n * seconds // len(order))
            for n, game_id in enumerate(order)}


# ----------------------------------------------------------------------------- the worker

def _memory(pid: int) -> dict[str, float]:
    """The process's resident memory now and at its peak, in MB."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            found[name] = int(value.split()[0]) / 1024
    return found


def _cpu_seconds(pid: int) -> float:
    """The CPU time the process has used (user and system), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class WorkerProcess:
    """`gamemaster worker` as a process on the sandbox forum."""

    url: str
    forum_url: str
    api_key: str
    logs: Path
    process: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    samples: list[float] = field(default_factory=list)

    def start(self) -> None:
        env = {**os.environ, "DATABASE_URL": self.url, "DISCOURSE_URL": self.forum_url,
               "DISCOURSE_API_KEY": self.api_key, "DISCOURSE_API_USERNAME": BOT,
               "WEBHOOK_SECRET": SECRET, "API_REQUESTS_PER_MINUTE": "0"}
        env.pop("POLL_SECONDS", None)  # the production's default
        env.pop("GAMEMASTER_CLOCK_FILE", None)
        command = [str(Path(sys.executable).parent / "gamemaster"), "worker"]
        self.started = time.monotonic()
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                        stderr=self.logs.open("w"))

    def memory(self) -> dict[str, float]:
        assert self.process is not None
        return _memory(self.process.pid)

    def cpu(self) -> float:
        assert self.process is not None
        return _cpu_seconds(self.process.pid)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def _wait(what: str, done: Callable[[], bool], seconds: float, step: float = 0.2) -> None:
    limit = time.monotonic() + seconds
    while not done():
        if time.monotonic() > limit:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(step)


def _quiet(forum: SandboxForum, worker: WorkerProcess, seconds: float = 2.0) -> Callable[
        [], bool]:
    """True once the forum has had no API call for `seconds` (the worker's start-up over)."""
    seen = {"calls": -1, "since": time.monotonic()}

    def check() -> bool:
        assert worker.process is not None
        if worker.process.poll() is not None:
            raise RuntimeError(f"the worker stopped: {worker.logs.read_text()[-2000:]}")
        calls = len(forum.api_calls)
        if calls != seen["calls"]:
            seen["calls"], seen["since"] = calls, time.monotonic()
            return False
        return calls > 0 and time.monotonic() - seen["since"] >= seconds

    return check


def _resolved(db: Database, games: list[int]) -> dict[int, datetime]:
    """When each game's first step after the set-up was resolved."""
    with db.unit() as session:
        rows = session.execute(select(ResolutionRow.game_id, func.min(
            ResolutionRow.created_at)).where(ResolutionRow.step_key != SETUP,
                                             ResolutionRow.game_id.in_(games))
            .group_by(ResolutionRow.game_id))
        return {int(game_id): created.replace(tzinfo=UTC) if created.tzinfo is None else created
                for game_id, created in rows}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered) + 0.5) - 1))]


# ----------------------------------------------------------------------------- the ticks

def _in_process_worker(url: str, forum_url: str, api_key: str) -> Worker:
    """A worker built as `gamemaster worker` builds it (bridge/tools/cli.py), on the system
    clock."""
    config = Config(database_url=url, discourse_url=forum_url, discourse_api_key=api_key,
                    discourse_api_username=BOT, api_requests_per_minute=0)
    master = GameMaster(Database(url), config, SystemClock().now)
    forum = DiscourseForum(forum_url, BOT, api_key, config.api_timeout_seconds)
    return Worker(master, forum)


def idle_tick(worker: Worker, rounds: int = 7) -> tuple[float, int]:
    """The median time of a tick with nothing due (ms), and its SQL statements."""
    worker.run_once()  # warm: connections, caches
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        worker.run_once()
        times.append((time.perf_counter() - began) * 1000)
    with counting(worker.master.db) as statements:
        worker.run_once()
    return statistics.median(times), len(statements)


def busy_tick(worker: Worker, games: int = BUSY_GAMES,
              sending: bool = False) -> tuple[float, int, int]:
    """One tick with `games` games due at once: (ms, games resolved, SQL statements). As a
    running worker ticks (its messages left to its sending thread, sent after the timing),
    or, with `sending`, as `run_once` alone does it (scenarios, tests), sending included.
    A tick with a few games due first, so that the templates are compiled, as in a worker
    that has been running."""
    worker.sends_apart = not sending
    try:
        _due_tick(worker, 5)
        figures = _due_tick(worker, games)
    finally:
        worker.sends_apart = False
    worker.sender.deliver()
    return figures


def _due_tick(worker: Worker, games: int) -> tuple[float, int, int]:
    master = worker.master
    with master.db.unit() as session:
        running = list(session.scalars(select(GameRow.id).where(
            GameRow.status == "running", GameRow.deadline_at.is_not(None))
            .order_by(GameRow.id).limit(games)))
    before = datetime.now(UTC) - timedelta(seconds=1)
    move_deadlines(master, dict.fromkeys(running, before))
    with master.db.unit() as session:
        resolutions = session.scalar(select(func.count()).select_from(ResolutionRow))
    with counting(master.db) as statements:
        began = time.perf_counter()
        worker.run_once()
        took = (time.perf_counter() - began) * 1000
    with master.db.unit() as session:
        after = session.scalar(select(func.count()).select_from(ResolutionRow))
    return took, int(after or 0) - int(resolutions or 0), len(statements)


# ----------------------------------------------------------------------------- the whole

@dataclass
class Run:
    """What one run of deadlines gave."""

    lags: dict[int, float]
    """Milliseconds from each game's deadline to its resolution (inf: not resolved)."""
    per_second: int
    """The most deadlines at one second."""
    cpu_ms: float
    """The worker's CPU time over the run, in ms."""
    memory_mb: float
    """The worker's peak resident memory (VmHWM, and the largest VmRSS seen), in MB."""


class Site:
    """The sandbox forum and the webhook receiver in this process, on a database of their
    own (its tables dropped and made anew), one `gamemaster worker` as a process, a worker
    in this process for timing ticks, and the games."""

    def __init__(self, url: str, logs: Path) -> None:
        self.db = Database(url)
        self.db.drop_all()
        self.db.create_all()
        self.forum = SandboxForum(bot_username=BOT, seed=0)
        self.forum.async_webhooks = True  # as Discourse sends them: queued, not in the request
        self.server = SandboxServer(self.forum).start()
        self.config = Config(database_url=url, discourse_url=self.server.url,
                             discourse_api_key=self.forum.api_key, discourse_api_username=BOT,
                             webhook_secret=SECRET, api_requests_per_minute=0)
        self.master = GameMaster(self.db, self.config, SystemClock().now)
        self.population = Population(self.master, self.forum, self.server.url)
        self.worker = WorkerProcess(url, self.server.url, self.forum.api_key, logs)
        self.ticker = _in_process_worker(url, self.server.url, self.forum.api_key)
        self.web: WebServer | None = None

    def start_worker(self, timeout: float = 60) -> float:
        """Start the worker process; the seconds from its start until the forum has seen no
        call for 2 s (its start-up done)."""
        self.worker.start()
        _wait("the worker's start-up", _quiet(self.forum, self.worker), timeout)
        return time.monotonic() - self.worker.started - 2.0

    def receive_webhooks(self) -> None:
        """From now on the forum sends its webhooks to the bridge's receiver, as a real
        forum does, the bot's own posts' included (not during the set-up: the copies'
        posts are recorded as their webhooks would have left them)."""
        if self.web is None:
            self.web = WebServer(create_app(master=GameMaster(self.db, self.config,
                                                              SystemClock().now))).start()
            self.forum.add_webhook(f"{self.web.url}/webhooks/discourse", SECRET)

    def deadlines(self, games: list[int], spread: float, lead: float = LEAD_SECONDS,
                  tail: float = 60) -> Run:
        """Move the games' deadlines to real moments from `lead` seconds on, over `spread`
        seconds, and wait (until `tail` seconds after the last) for their resolutions."""
        first = datetime.now(UTC).replace(microsecond=0) + timedelta(seconds=lead)
        targets = stagger(games, first, spread)
        cpu = self.worker.cpu()
        move_deadlines(self.master, targets)
        last = max(targets.values())
        stop_at = time.monotonic() + (last - datetime.now(UTC)).total_seconds() + tail
        peak = 0.0
        resolved: dict[int, datetime] = {}
        while time.monotonic() < stop_at:
            peak = max(peak, self.worker.memory().get("VmRSS", 0.0))
            resolved = _resolved(self.db, games)
            if len(resolved) == len(games):
                break
            time.sleep(0.5)
        memory = self.worker.memory()
        seconds = {moment: 0 for moment in targets.values()}
        for moment in targets.values():
            seconds[moment] += 1
        return Run(
            lags={game: (resolved[game] - targets[game]).total_seconds() * 1000
                  if game in resolved else float("inf") for game in games},
            per_second=max(seconds.values()), cpu_ms=(self.worker.cpu() - cpu) * 1000,
            memory_mb=max(memory.get("VmHWM", 0.0), peak))

    def close(self) -> None:
        self.worker.stop()
        self.ticker.master.db.engine.dispose()
        if self.web is not None:
            self.web.stop()
        self.server.stop()
        self.db.engine.dispose()

    def worker_log(self) -> str:
        return self.worker.logs.read_text() if self.worker.logs.exists() else ""


def measure(url: str | None = None, games: int = 1000, spread: float | None = None,
            restart: bool = False,
            log: Callable[[str], None] = lambda line: None) -> dict[str, float]:
    """Run the benchmark; the figures by name (`deadline_*`, `worker_*`, `tick_*`; with
    `restart`, `worker_first_deadlines_s` too)."""
    spread = games * SECONDS_PER_GAME if spread is None else spread
    url = url or os.environ.get("DEADLINES_DATABASE_URL") or None
    logging.getLogger("bridge").setLevel(logging.ERROR)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # a line per webhook otherwise
    with scratch_database(url) as database_url, tempfile.TemporaryDirectory(
            prefix="gamemaster-deadlines-") as tmp:
        site = Site(database_url, Path(tmp) / "worker.log")
        figures: dict[str, float] = {"deadline_games": games}
        try:
            if not restart:
                site.start_worker()
            began = time.perf_counter()
            ids = site.population.make(games)
            figures["setup_s"] = time.perf_counter() - began
            log(f"{games} games started in {figures['setup_s']:.1f} s")
            site.receive_webhooks()
            figures["tick_ms"], queries = idle_tick(site.ticker)
            figures["tick_queries"] = queries
            log(f"a tick with nothing due: {figures['tick_ms']:.1f} ms, {queries} SQL "
                "statements")
            if restart:
                calls = len(site.forum.api_calls)
                overdue, ids = ids[:OVERDUE_AT_START], ids[OVERDUE_AT_START:]
                move_deadlines(site.master, dict.fromkeys(
                    overdue, datetime.now(UTC) - timedelta(seconds=1)))
                began = time.monotonic()
                site.worker.start()
                _wait("the deadlines missed while down", lambda: len(
                    _resolved(site.db, overdue)) == len(overdue), 600)
                figures["worker_first_deadlines_s"] = time.monotonic() - began
                log(f"worker started: the {len(overdue)} deadlines missed while down fired "
                    f"in {figures['worker_first_deadlines_s']:.1f} s, "
                    f"{len(site.forum.api_calls) - calls} API calls")

            log(f"deadlines over {spread:.0f} s from {LEAD_SECONDS:.0f} s on")
            run = site.deadlines(ids, spread)
            lags = list(run.lags.values())
            missing = sum(1 for lag in lags if lag == float("inf"))
            if missing:
                log(f"{missing} games were not resolved in time")
            figures["deadline_p50_ms"] = statistics.median(lags)
            figures["deadline_p99_ms"] = _percentile(lags, 0.99)
            figures["deadline_worst_ms"] = max(lags)
            figures["deadline_within_1s"] = sum(1 for lag in lags if lag <= 1000)
            figures["deadline_measured"] = len(lags)
            figures["deadline_per_second_max"] = run.per_second
            figures["worker_memory_mb"] = run.memory_mb
            figures["worker_cpu_per_game_ms"] = run.cpu_ms / games
            site.worker.stop()

            busy = busy_tick(site.ticker)
            figures["tick_busy_ms"], figures["tick_busy_games"] = busy[0], busy[1]
            figures["tick_busy_queries"] = busy[2]
            figures["tick_busy_sending_ms"] = busy_tick(site.ticker, sending=True)[0]
            figures["tick_after_ms"], _ = idle_tick(site.ticker)
        finally:
            site.close()
            if "Traceback" in site.worker_log():
                log(f"worker log:\n{site.worker_log()[-4000:]}")
    return figures


def table(figures: dict[str, float]) -> list[tuple[str, str, str]]:
    """The figures as rows of (what, value, unit)."""
    rows = [
        ("games", f"{figures['deadline_games']:.0f}",
         f"(up to {figures['deadline_per_second_max']:.0f} deadlines in one second)"),
        ("deadline lag p50", f"{figures['deadline_p50_ms']:.0f}", "ms"),
        ("deadline lag p99", f"{figures['deadline_p99_ms']:.0f}", "ms"),
        ("deadline lag worst", f"{figures['deadline_worst_ms']:.0f}", "ms"),
        ("deadlines within 1 s", f"{figures['deadline_within_1s']:.0f}",
         f"of {figures['deadline_measured']:.0f} games"),
        ("worker peak memory (VmHWM)", f"{figures['worker_memory_mb']:.0f}", "MB"),
        ("worker CPU per game (deadline run)", f"{figures['worker_cpu_per_game_ms']:.0f}",
         "ms"),
        ("tick, nothing due", f"{figures['tick_ms']:.1f}",
         f"ms ({figures['tick_queries']:.0f} SQL statements)"),
        (f"tick, {figures['tick_busy_games']:.0f} games due", f"{figures['tick_busy_ms']:.0f}",
         f"ms ({figures['tick_busy_queries']:.0f} SQL statements; messages sent apart)"),
        (f"tick, {figures['tick_busy_games']:.0f} games due, sending in the tick",
         f"{figures['tick_busy_sending_ms']:.0f}", "ms"),
        ("tick, nothing due, after the run", f"{figures['tick_after_ms']:.1f}", "ms"),
    ]
    if "worker_first_deadlines_s" in figures:
        rows.append((f"worker start: {OVERDUE_AT_START} deadlines missed while down fired",
                     f"{figures['worker_first_deadlines_s']:.1f}", "s"))
    return rows


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    games = int(args[0]) if args else 1000
    figures = measure(games=games, restart="--restart" in sys.argv,
                      log=lambda line: print(line, flush=True))
    rows = table(figures)
    width = max(len(name) for name, _, _ in rows)
    for name, value, unit in rows:
        print(f"{name:<{width}}  {value:>8} {unit}")


if __name__ == "__main__":
    main()
