"""Whole games played while the real processes are killed, and the forum's faults: counted.

Each scenario of `tests/scenarios` (and of each installed game package: `scenarios()`) is
played twice through `bridge.tools.scenario.run`:
- the reference: the ordinary stack in one process, nothing killed, nothing failing;
- the trial: the web process (gunicorn, as deployed) and the worker (`gamemaster worker`) as
  real processes on PostgreSQL, against the sandbox forum in this process, on this harness's
  clock (`GAMEMASTER_CLOCK_FILE`). A killer sends SIGKILL to one of them at random moments
  (the web process with its whole process group) and starts it again at once; with `faults`,
  the worker reaches the forum through a proxy that answers some requests with 429 and
  `Retry-After`, 500/502/503, holds them past the worker's timeout, drops the connection, or
  passes them on and loses the answer.

The trial waits, after each step, until every post on the forum is recorded and handled,
nothing is due and every message is sent (moving its clock to a retry's time when only
retries wait). Then it compares:
- the bot's posts (title, recipients, author, text), each the reference's exactly once: no
  acknowledgement, result or private message lost or posted twice; faults only add the GM's
  "the forum did not answer" message, told once per outage;
- the stored orders, by player, step and content, and the resolutions, by step: the same;
- the games' public and GM statuses at the end: the same.
Under faults a live table (Highway Romantics) is the exception: its answer windows run from
each publication, which a retry delays, so a turn may time out here and not there; for it
only what holds whatever the times is checked: every message of the bridge on the forum
exactly once, none left unsent, every post of the players recorded and handled. (That is
checked for every trial too.)

`python -m tests.crash.harness --kills 100` is `make soak`; `tests/crash/test_crash.py` runs
a short one in `make test`.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
from sqlalchemy import func, select

from bridge.clock import CLOCK_FILE, SharedClock
from bridge.config import Config
from bridge.db import Database, GameRow, InboundRow, OrderRow, OutboxRow, ResolutionRow
from bridge.intake.service import GameMaster
from bridge.sandbox import SandboxForum, SandboxServer, SiteSettings
from bridge.tools import scenario
from bridge.tools.stack import BOT, Stack
from rules import registry
from tests.crash.proxy import FaultyProxy

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
BIN = Path(sys.executable).parent
POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/"
DATABASE = "gamemaster_crash"
SETTLE_SECONDS = 180
STALLED_SECONDS = 1.5
"""Nothing moved for this long and a retry waits: the clock goes to the retry's time."""
ALERT_MINUTES = 10
QUICK = ("mud_review_gm", "indixo_guess_wins", "arena_worked_cases", "highway_ru_whole_game")
"""One scenario of each game, with a GM review in the mud fight (and, in `quick()`, one of
each game package installed)."""


NO_POST = ("edit", "anchor", "close", "invite")
"""Outbox messages that are no post of their own: edits of a post, a status post's anchor,
closing a conversation, inviting someone into one."""


def scenarios() -> dict[str, Path]:
    """Every scenario by name: this repository's, and those each installed game package
    ships in its `scenarios/` folder (Forum Mafia's), which the crash run plays too."""
    found = {path.stem: path for path in SCENARIOS.glob("*.json")}
    for entry in registry.installed().values():
        found.update({path.stem: path for path in (entry.home / "scenarios").glob("*.json")})
    return dict(sorted(found.items()))


def quick() -> list[str]:
    """The short run's scenarios: QUICK, and the first golden playthrough of each installed
    game package (by name)."""
    names = list(QUICK)
    for kind, entry in registry.installed().items():
        own = sorted(path.stem for path in (entry.home / "scenarios").glob("*.json")
                     if scenario.load(path).get("golden"))
        if own and not any(name.startswith(kind) for name in names):
            names.append(own[0])
    return names


def postgres_url() -> str | None:
    """A database of the harness's own on the local PostgreSQL (created when missing), or
    TEST_DATABASE_URL's server; None when no PostgreSQL answers."""
    base = os.environ.get("TEST_DATABASE_URL", "")
    if not base.startswith("postgresql"):
        base = POSTGRES + "test"
    server = base.rsplit("/", 1)[0] + "/"
    try:
        with psycopg.connect(server.replace("postgresql+psycopg", "postgresql") + "postgres",
                             autocommit=True, connect_timeout=3) as admin:
            if admin.execute("SELECT 1 FROM pg_database WHERE datname = %s",
                             (DATABASE,)).fetchone() is None:
                admin.execute(f"CREATE DATABASE {DATABASE}")
    except psycopg.Error:
        return None
    return server + DATABASE


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# ----------------------------------------------------------------- the processes


@dataclass
class Kills:
    """What the killer did: kills by process and by what was going on at that moment."""

    by_process: Counter[str] = field(default_factory=Counter)
    by_moment: Counter[str] = field(default_factory=Counter)

    @property
    def total(self) -> int:
        return sum(self.by_process.values())


class Process:
    """One of the bridge's processes, started again after each kill."""

    def __init__(self, name: str, command: list[str], env: dict[str, str], log: Path) -> None:
        self.name = name
        self.command = command
        self.env = env
        self.log = log
        self.popen: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with self.log.open("ab") as log:
            self.popen = subprocess.Popen(self.command, env=self.env, cwd=ROOT,
                                          stdout=subprocess.DEVNULL, stderr=log,
                                          start_new_session=True)

    def kill(self) -> None:
        """SIGKILL to the process and every child (gunicorn's workers): nothing cleans up."""
        if self.popen is not None and self.popen.poll() is None:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait()

    def stop(self) -> None:
        if self.popen is not None and self.popen.poll() is None:
            os.killpg(self.popen.pid, signal.SIGTERM)
            try:
                self.popen.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


class Killer(threading.Thread):
    """Kills the worker (two times in three) or the web process at random moments, each
    started again at once, until stopped or `budget` kills are spent."""

    def __init__(self, stack: CrashStack, rng: random.Random, gap: tuple[float, float],
                 budget: int, kills: Kills) -> None:
        super().__init__(name="killer", daemon=True)
        self.stack = stack
        self.rng = rng
        self.gap = gap
        self.budget = budget
        self.aimed = budget // 2
        """Kills aimed at a deadline's resolution or a draft before its GM, on top."""
        self.kills = kills
        self.halt = threading.Event()

    def run(self) -> None:
        # Not before the game exists: a creation killed half-way takes a number from the
        # database's sequence all the same, and the game would be "n° 2" in every post.
        while not self.halt.wait(0.1) and not self.stack.has_game():
            pass
        while self.budget > 0 and not self.halt.wait(self.rng.uniform(*self.gap)):
            self.kill(self.stack.worker if self.rng.random() < 2 / 3 else self.stack.web)

    def kill(self, process: Process, moment: str = "") -> None:
        """One kill -9 and the start again, counted with what was going on (a random one
        within the budget; one aimed at a `moment` always)."""
        aimed = bool(moment)
        with self.stack.restarting:
            if (self.aimed if aimed else self.budget) <= 0:
                return
            moment = moment or self.stack.moment()
            process.kill()
            process.start()
            if aimed:
                self.aimed -= 1
            else:
                self.budget -= 1
            self.kills.by_process[process.name] += 1
            self.kills.by_moment[moment] += 1


# ----------------------------------------------------------------- the stack


class CrashStack(Stack):
    """The scenario runner's stack with the bridge in real processes that get killed."""

    def __init__(self, start: datetime, database_url: str, *, rng: random.Random,
                 gap: tuple[float, float], budget: int, kills: Kills, faults: float,
                 logs: Path) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="gamemaster-crash-")
        self._tmp = None
        self.clock = SharedClock(start, Path(self._dir.name) / "clock")
        self.forum = SandboxForum(bot_username=BOT, clock=self.clock.now, seed=0,
                                  settings=SiteSettings.game_forum())
        self.forum_server = SandboxServer(self.forum).start()
        self.proxy = FaultyProxy(self.forum_server.url, rng, faults).start()
        secret = secrets.token_hex(16)
        self.config = Config(database_url=database_url, discourse_url=self.forum_server.url,
                             discourse_api_key=self.forum.api_key,
                             discourse_api_username=BOT, webhook_secret=secret,
                             api_requests_per_minute=0)
        self.db = Database(database_url)
        self.db.drop_all()
        self.db.create_all()
        self.master = GameMaster(self.db, self.config, self.clock.now)
        """The harness's eyes (what is due, topics, statuses); it never ticks."""
        port = _free_port()
        self.forum.add_webhook(f"http://127.0.0.1:{port}/webhooks/discourse", secret)
        env = {**os.environ, "DATABASE_URL": database_url, "DISCOURSE_URL": self.proxy.url,
               "DISCOURSE_API_KEY": self.forum.api_key, "DISCOURSE_API_USERNAME": BOT,
               "WEBHOOK_SECRET": secret, "POLL_SECONDS": "0.2", "BACKFILL_MINUTES": "0.02",
               "API_REQUESTS_PER_MINUTE": "0", "API_TIMEOUT_SECONDS": "2",
               "FORUM_DOWN_ALERT_MINUTES": str(ALERT_MINUTES),
               "GUNICORN_BIND": f"127.0.0.1:{port}", "GUNICORN_WORKERS": "2",
               CLOCK_FILE: str(self.clock.path)}
        self.web = Process("web", [str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py",
                                   "--access-logfile", "/dev/null", "deploy.wsgi:app"],
                           env, logs / "web.log")
        self.worker = Process("worker", [str(BIN / "gamemaster"), "worker"], env,
                              logs / "worker.log")
        self.restarting = threading.Lock()
        self.web.start()
        self.worker.start()
        self._wait_for_web(port)
        self.killer = Killer(self, rng, gap, budget, kills)
        self.killer.start()
        self.snapshot: dict[str, Any] = {}

    @staticmethod
    def _wait_for_web(port: int) -> None:
        limit = time.monotonic() + 60
        while time.monotonic() < limit:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the web process did not start (see web.log)")

    def _horizon(self) -> datetime:
        """How far the clock may go for a retry: not to the next deadline, which must come
        at its own time, as in the reference. (A step of the scenario may then come a little
        later than written: the times of day are not compared.)"""
        due = self.master.next_due()
        return due if due is not None else self.clock.now() + timedelta(days=365)

    def close(self) -> None:
        """Let everything go out, take the counts, and stop every process (whatever
        happened: no process of a failed trial is left running)."""
        self.killer.halt.set()
        self.killer.join()
        try:
            self.settle()
            self.snapshot = snapshot(self.db)
            self.snapshot["once"] = self.once()
        finally:
            self.worker.stop()
            self.web.stop()
            self.proxy.stop()
            self.forum_server.stop()
            self.db.drop_all()
            self.db.engine.dispose()
            self._dir.cleanup()

    # ----- waiting for the bridge

    def has_game(self) -> bool:
        with self.db.unit() as session:
            return session.scalar(select(func.count()).select_from(GameRow)) > 0

    def moment(self) -> str:
        """What the bridge is doing now, for the killer's counts: resolving a deadline that
        has come, a draft before its GM (and the GM's answer), reading posts, sending."""
        now = self.clock.now()
        due = self.master.next_due()
        if due is not None and due <= now:
            return "resolution"
        with self.db.unit() as session:
            if session.scalar(select(func.count()).select_from(GameRow).where(
                    GameRow.status == "review")):
                return "review"
            if session.scalar(select(func.count()).select_from(InboundRow).where(
                    InboundRow.status == "pending")):
                return "intake"
            if session.scalar(select(func.count()).select_from(OutboxRow).where(
                    OutboxRow.status == "pending")):
                return "publishing"
        return "idle"

    def _waiting(self) -> tuple[str, datetime | None]:
        """What is still to be done ("" when nothing), and the earliest retry's time when
        only messages waiting for a retry are left."""
        now = self.clock.now()
        seen = {p["post_id"] for p in self.forum.transcript()
                if p["author"].lower() not in (BOT, "system") and not p.get("action_code")}
        with self.db.unit() as session:
            recorded = set(session.scalars(select(InboundRow.post_id)))
            pending = list(session.scalars(select(InboundRow.not_before).where(
                InboundRow.status == "pending")))
            outbox = list(session.scalars(select(OutboxRow.not_before).where(
                OutboxRow.status == "pending")))
        if seen - recorded:
            return f"posts not recorded: {sorted(seen - recorded)}", None
        due = self.master.next_due()
        if due is not None and due <= now:
            return f"due at {due}", None
        waits = pending + outbox
        if waits:
            later = [moment for moment in waits if moment is not None and moment > now]
            retry = min(later) if later else None
            return f"{len(pending)} posts to handle, {len(outbox)} messages to send", retry
        return "", None

    def settle(self) -> None:
        """Wait until the bridge has done everything (twice in a row, a moment apart); when
        only retries wait, move the clock to the first of them, as time would."""
        moment = self.moment()
        if moment in ("resolution", "review") and self.killer.rng.random() < 0.3:
            # A deadline or a GM's decision has just come: the worker is most likely in
            # the middle of resolving or publishing, the moments a random kill seldom hits.
            time.sleep(self.killer.rng.uniform(0, 0.4))
            self.killer.kill(self.worker, moment)
        limit = time.monotonic() + SETTLE_SECONDS
        quiet = 0
        last, since = "", time.monotonic()
        while quiet < 2:
            time.sleep(0.1)
            left, retry = self._waiting()
            quiet = quiet + 1 if not left else 0
            if left != last:
                last, since = left, time.monotonic()
            elif retry is not None and time.monotonic() - since > STALLED_SECONDS:
                if retry >= self._horizon():
                    return  # the retries go out once the scenario's time gets there
                self.clock.set(retry)  # only retries left (and what waits behind them)
                since = time.monotonic()
            if left and time.monotonic() > limit:
                raise AssertionError(f"the bridge did not settle in {SETTLE_SECONDS} s: {left}")


    def once(self) -> dict[str, list[str]]:
        """What must hold however the times came out: every message sent and on the forum
        exactly once, every post of the players recorded and handled."""
        posts = [p for p in self.forum.transcript() if p["author"].lower() == BOT]
        on_forum = Counter(m.group(1) for p in posts for m in [MARKER.search(p["raw"])] if m)
        with self.db.unit() as session:
            every = list(session.execute(select(OutboxRow.id, OutboxRow.key, OutboxRow.kind,
                                                OutboxRow.status, OutboxRow.edit_of)
                                         .order_by(OutboxRow.id)))
            unhandled = list(session.scalars(select(InboundRow.post_id).where(
                InboundRow.status.not_in(("done", "ignored")))))
        # A post's marker is its message's key, or the key of the last edit that went out
        # (a kept post, Mafia's votecount); closing and inviting make no post.
        shown = {row.id: row.key for row in every if row.kind not in NO_POST}
        for row in every:
            if row.kind == "edit" and row.status == "sent" and row.edit_of in shown:
                shown[row.edit_of] = row.key
        rows = [(row.key, row.status, shown[row.id]) for row in every if row.id in shown]
        keys = {key for _, _, key in rows}
        return {
            "lost": [key for key, status, marker in rows
                     if status != "sent" or not on_forum[marker]]
            + [f"post {post} not handled" for post in unhandled],
            "doubled": [key for key, count in on_forum.items() if count > 1],
            "extra": [key for key in on_forum if key not in keys]
            + [p["raw"][:200] for p in posts if not MARKER.search(p["raw"])],
        }


def snapshot(db: Database) -> dict[str, Any]:
    """What the games stored, without ids and times: orders and resolutions."""
    with db.unit() as session:
        orders = sorted(json.dumps([o.step_key, o.actor, o.speaker, o.kind, o.params,
                                    o.complete], sort_keys=True, default=str)
                        for o in session.scalars(select(OrderRow)))
        resolutions = sorted(f"{r.step_key}:{r.status}:{r.chance_label}"
                             for r in session.scalars(select(ResolutionRow)))
        sent = session.scalar(select(func.count()).select_from(OutboxRow).where(
            OutboxRow.status == "sent"))
    return {"orders": orders, "resolutions": resolutions, "sent": sent}


class ReferenceStack(Stack):
    """The ordinary stack, keeping what its games stored when it closes."""

    snapshot: dict[str, Any]

    def close(self) -> None:
        self.snapshot = snapshot(self.db)
        super().close()


# ----------------------------------------------------------------- one scenario


@dataclass
class Trial:
    """One scenario's comparison."""

    name: str
    posts: int = 0
    orders: int = 0
    resolutions: int = 0
    lost: list[str] = field(default_factory=list)
    doubled: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    alerts: int = 0
    orders_lost: int = 0
    """Orders of the reference not stored in the trial, and players' posts left unhandled."""
    differences: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.lost or self.doubled or self.extra or self.differences)


LOCAL = re.compile(r"http://127\.0\.0\.1:\d+(/t/\d+)?")
HEX = re.compile(r"\b[0-9a-f]{12,}\b")
MARKER = re.compile(r"<!-- gamemaster:(\S+) -->")
RECORDED = re.compile(r"gamemaster:in\d+:")
PICTURE_NAME = re.compile(r"!\[[^|\]]*\|")
TIME_OF_DAY = re.compile(r"\b\d{1,2}:\d\d(:\d\d(\.\d+)?)?\b")


def _post_key(post: dict[str, Any]) -> str:
    """A post as compared. From one forum to the other these differ and nothing else may:
    the forum's address (with faults, a topic's number too: a topic whose creation failed
    comes after another one), each game's random salt (the commitment, the receipts), the
    ids of recorded posts in the markers (a PostgreSQL sequence skips the ids of duplicate
    deliveries), with faults the times of day (a retry moves the clock as time would), and
    a picture's file name (a worker started again uploads the draft's picture again, under
    the public post's name: the same picture, the same upload address)."""
    raw = _same(RECORDED.sub("gamemaster:in#:", LOCAL.sub("<forum>", post["raw"])))
    raw = PICTURE_NAME.sub("![picture|", raw)
    return json.dumps([post["title"], post["private"], sorted(post["recipients"]),
                       post["author"], raw], ensure_ascii=False)


POST_ID = re.compile(r'"post_id": \d+')
"""A forum post's id in a game's status."""
ALERT = ("forum_was_down", "n'a pas répondu au bot", "did not answer the bot",
         "не отвечал боту")


def _same(text: str) -> str:
    return TIME_OF_DAY.sub("<time>", HEX.sub("<hex>", text))


def compare(name: str, reference: dict[str, Any], ref_store: dict[str, Any],
            trial: dict[str, Any], trial_store: dict[str, Any], exact: bool = True) -> Trial:
    """The trial's forum and games: each message once, each post handled; and (`exact`)
    the same posts, orders, resolutions and end as the reference's."""
    result = Trial(name, posts=len(reference["posts"]), orders=len(ref_store["orders"]),
                   resolutions=len(ref_store["resolutions"]))
    once = trial_store["once"]
    result.lost, result.doubled, result.extra = once["lost"], once["doubled"], once["extra"]
    result.orders_lost = sum(1 for what in once["lost"] if what.endswith("not handled"))
    if not exact:
        return result
    expected = Counter(_post_key(p) for p in reference["posts"])
    alerts = [p for p in trial["posts"] if any(word in p["raw"] for word in ALERT)]
    result.alerts = len(alerts)
    got = Counter(_post_key(p) for p in trial["posts"] if p not in alerts)
    for key, count in expected.items():
        if got[key] < count:
            result.lost.append(key)
        elif got[key] > count:
            result.doubled.append(key)
    result.extra = [key for key in got if key not in expected]
    result.orders_lost += sum((Counter(ref_store["orders"])
                               - Counter(trial_store["orders"])).values())
    if ref_store["orders"] != trial_store["orders"]:
        missing = set(ref_store["orders"]) - set(trial_store["orders"])
        result.differences.append(f"orders differ; missing: {sorted(missing)[:3]}, counts "
                                  f"{len(ref_store['orders'])} / {len(trial_store['orders'])}")
    if ref_store["resolutions"] != trial_store["resolutions"]:
        result.differences.append(f"resolutions {ref_store['resolutions']} / "
                                  f"{trial_store['resolutions']}")
    for status in ("public_status", "gm_status"):
        before, after = (_same(json.dumps(doc[status], sort_keys=True, default=str,
                                          ensure_ascii=False)) for doc in (reference, trial))
        if alerts:  # the GM told of the outage: a post of the trial's forum only, and the
            # forum's post ids after it one higher (the orders themselves compared above)
            before, after = (POST_ID.sub('"post_id": <id>', doc) for doc in (before, after))
        if before != after:
            where = next(i for i, (a, b) in enumerate(zip(before, after, strict=False))
                         if a != b) if before[:len(after)] != after[:len(before)] else 0
            result.differences.append(f"{status} differs at the end: "
                                      f"{before[where - 80:where + 80]!r} / "
                                      f"{after[where - 80:where + 80]!r}")
    return result


def play(name: str, url: str, rng: random.Random, kills: Kills, *, gap: tuple[float, float],
         budget: int, faults: float, logs: Path) -> Trial:
    """One scenario: the reference, then the trial with kills (and faults)."""
    data = scenario.load(scenarios()[name])
    made: list[Stack] = []

    def reference_stack(start: datetime, _url: str | None) -> Stack:
        from bridge.clock import FakeClock

        made.append(ReferenceStack(FakeClock(start)))
        return made[-1]

    def crash_stack(start: datetime, _url: str | None) -> Stack:
        made.append(CrashStack(start, url, rng=rng, gap=gap, budget=budget, kills=kills,
                               faults=faults, logs=logs))
        return made[-1]

    reference = scenario.run(data, stack_of=reference_stack)
    trial = scenario.run(data, stack_of=crash_stack)
    ref_stack, crash = made
    assert isinstance(ref_stack, ReferenceStack) and isinstance(crash, CrashStack)
    live = bool(getattr(registry.get(str(data["game"])), "live", False))
    return compare(name, reference, ref_stack.snapshot, trial, crash.snapshot,
                   exact=not (faults and live))


# ----------------------------------------------------------------- a run


@dataclass
class Report:
    """A whole run's figures."""

    trials: list[Trial] = field(default_factory=list)
    kills: Kills = field(default_factory=Kills)
    faults: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return all(t.ok for t in self.trials)

    def figures(self) -> dict[str, float]:
        return {"crash_kills": self.kills.total,
                "lost_orders": sum(t.orders_lost for t in self.trials),
                "lost_posts": sum(len(t.lost) for t in self.trials),
                "duplicate_posts": sum(len(t.doubled) for t in self.trials),
                "crash_games": len(self.trials),
                "crash_posts": sum(t.posts for t in self.trials),
                "crash_orders": sum(t.orders for t in self.trials)}

    def text(self) -> str:
        lines = [f"{'scenario':28} {'posts':>6} {'orders':>6} {'turns':>6} {'lost':>5} "
                 f"{'twice':>5} {'extra':>5} {'alerts':>6}  same end"]
        for t in self.trials:
            lines.append(f"{t.name:28} {t.posts:6} {t.orders:6} {t.resolutions:6} "
                         f"{len(t.lost):5} {len(t.doubled):5} {len(t.extra):5} {t.alerts:6}  "
                         f"{'yes' if not t.differences else '; '.join(t.differences)}")
        lines.append(f"kill -9: {self.kills.total} ({dict(self.kills.by_process)}), at "
                     f"{dict(self.kills.by_moment)}")
        if self.faults:
            lines.append(f"forum faults: {sum(self.faults.values())} ({dict(self.faults)})")
        lines.append(f"{self.seconds:.0f} s")
        return "\n".join(lines)


def run(names: list[str], url: str, *, kills: int, seed: int = 2026,
        gap: tuple[float, float] = (0.3, 2.0), faults: float = 0.0,
        logs: Path | None = None) -> Report:
    """Play every scenario of `names`, again in turn until at least `kills` kill -9 were
    sent, each game allowed its share of them; the report's counts."""
    rng = random.Random(seed)
    report = Report()
    began = time.monotonic()
    folder = logs or Path(tempfile.mkdtemp(prefix="gamemaster-crash-logs-"))
    share = -(-kills // len(names))
    played = 0
    while played < len(names) or report.kills.total < kills:
        name = names[played % len(names)]
        before = FaultyProxy.tally.copy()
        report.trials.append(play(name, url, rng, report.kills, gap=gap, budget=share,
                                  faults=faults, logs=folder))
        report.faults.update(FaultyProxy.tally - before)
        played += 1
    report.seconds = time.monotonic() - began
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--kills", type=int, default=100, help="at least this many kill -9")
    parser.add_argument("--faults", type=float, default=0.2,
                        help="the share of the worker's forum requests that fail")
    parser.add_argument("--scenario", action="append", help="scenario names (default: all)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", type=Path, help="also write the figures there")
    args = parser.parse_args(argv)
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    url = postgres_url()
    if url is None:
        print("PostgreSQL does not answer on 127.0.0.1:5432: the crash harness needs it")
        return 1
    names = args.scenario or list(scenarios())
    report = run(names, url, kills=args.kills, seed=args.seed, faults=args.faults)
    print(report.text())
    for trial in report.trials:
        for what in trial.lost + trial.doubled + trial.extra + trial.differences:
            print(f"{trial.name}: {what}")
    if args.json:
        args.json.write_text(json.dumps(report.figures(), indent=1) + "\n")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
