"""The worker is woken the moment a post is recorded (bridge.intake.wakeup), polling stays the
safety net, and the pacer answers at once while the minute's API budget has room.

The SQLite tests run on a file of their own whatever TEST_DATABASE_URL says; the PostgreSQL
ones need TEST_DATABASE_URL and touch no shared table: a listener needs none, and the
webhook-to-worker test works in a schema of its own, dropped afterwards.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import os
import random
import secrets
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import select, text

from bridge.clock import FakeClock
from bridge.config import Config
from bridge.db import Database, InboundRow
from bridge.delivery.sender import Pacer
from bridge.intake import wakeup
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster
from bridge.intake.worker import Worker
from bridge.tools.stack import BOT, Stack
from tests.postgres import own_schema

SECRET = "webhook-secret-for-tests"
START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
NEVER = 3600.0
"""A poll interval no test waits for: whatever answers sooner was woken."""
ROOT = Path(__file__).resolve().parents[2]


def _wait(done: Callable[[], bool], seconds: float) -> float:
    """Seconds until `done()`; fails after `seconds`."""
    began = time.monotonic()
    while not done():
        if time.monotonic() - began > seconds:
            raise AssertionError(f"not done after {seconds} s")
        time.sleep(0.005)
    return time.monotonic() - began


def _delivery(post_id: int, raw: str = "bonjour") -> tuple[bytes, dict[str, str]]:
    body = json.dumps({"post": {
        "id": post_id, "topic_id": 77, "post_number": 1, "username": "anna", "raw": raw,
        "version": 1, "post_type": 1, "created_at": "2026-12-01T09:00:00.000Z",
        "topic_archetype": "regular"}}, separators=(",", ":")).encode()
    return body, {"Content-Type": "application/json", "X-Discourse-Event": "post_created",
                  "X-Discourse-Event-Id": str(post_id),
                  "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                      SECRET.encode(), body, hashlib.sha256).hexdigest()}


def _status(db: Database, post_id: int) -> str | None:
    with db.unit() as session:
        return session.scalar(select(InboundRow.status).where(InboundRow.post_id == post_id))


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Iterator[Database]:
    database = Database(f"sqlite:///{tmp_path / 'wakeup.sqlite3'}")
    database.create_all()
    yield database
    database.engine.dispose()


# ----------------------------------------------------------------- in one process (SQLite)


def test_a_recorded_post_wakes_the_worker_without_waiting_for_the_poll(
        sqlite_db, recording_forum) -> None:
    config = Config(webhook_secret=SECRET, poll_seconds=NEVER, api_requests_per_minute=0)
    web = GameMaster(sqlite_db, config, FakeClock(START).now)
    worker = Worker(GameMaster(sqlite_db, config, FakeClock(START).now), recording_forum)
    worker.start()
    try:
        body, headers = _delivery(501)
        answer = create_app(master=web).test_client().post(
            "/webhooks/discourse", data=body, headers=headers)
        assert answer.json == {"outcome": "recorded"}
        took = _wait(lambda: _status(sqlite_db, 501) != "pending", seconds=5)
    finally:
        worker.stop()
    assert took < 1, f"handled {took:.3f} s after the webhook, not at once"


def test_a_wake_during_a_tick_runs_one_more_tick(sqlite_db, recording_forum) -> None:
    config = Config(poll_seconds=NEVER)
    worker = Worker(GameMaster(sqlite_db, config, FakeClock(START).now), recording_forum)
    ticks: list[float] = []
    inside, release = threading.Event(), threading.Event()

    def tick() -> None:
        ticks.append(time.monotonic())
        if len(ticks) == 2:  # the first woken tick is slow: a post arrives meanwhile
            inside.set()
            release.wait(5)

    worker.run_once = tick  # type: ignore[method-assign]
    worker.start()  # its own tick first
    try:
        worker.wake()
        assert inside.wait(5)
        worker.wake()  # the tick has already looked: without a second tick, the poll
        release.set()
        _wait(lambda: len(ticks) == 3, seconds=2)
    finally:
        release.set()
        worker.stop()


def test_the_stack_ticks_only_when_told_so_scenarios_stay_deterministic() -> None:
    with Stack(FakeClock(START)) as stack:
        stack.forum.new_private_message("maitre", [BOT], "Partie", "bonjour")
        time.sleep(0.3)
        assert stack.bot_posts() == [], "nothing runs between the scenario's steps"
        stack.settle()
        assert len(stack.bot_posts()) == 1


def test_a_live_stack_answers_an_order_over_http_at_once() -> None:
    with Stack(FakeClock(START)) as stack:
        stack.direct_message("maitre", 'nouvelle partie mud "Vite" map=grid:6x6 turns=3')
        game_id = stack.latest_game()
        stack.pin(game_id, start={"anna": "B2", "boris": "C2"})
        public = stack.topic_of(game_id, "game")
        for player in ("anna", "boris"):
            stack.say(player, public, "je participe")
        stack.say("maitre", stack.topic_of(game_id, "gm", "maitre"), "commencer")
        desk = stack.topic_of(game_id, "player", "anna")
        stack.master.config = dataclasses.replace(stack.config, poll_seconds=NEVER)
        stack.live()
        before = len(stack.bot_posts())
        stack.forum.post("anna", desk, "lancer boris 3")
        took = _wait(lambda: len(stack.bot_posts()) > before, seconds=5)
        assert "lancer une boule de boue sur @boris, chiffre 3" in stack.bot_posts()[-1]["raw"]
    assert took < 1, f"answered {took:.3f} s after the post"


def test_a_signal_reaches_only_the_subscribers_of_its_database(sqlite_db,
                                                               tmp_path) -> None:
    other = Database(f"sqlite:///{tmp_path / 'other.sqlite3'}")
    woken: list[str] = []
    stop_ours = wakeup.subscribe(sqlite_db, lambda: woken.append("ours"))
    stop_theirs = wakeup.subscribe(other, lambda: woken.append("theirs"))
    try:
        wakeup.signal(Database(sqlite_db.url))  # another engine on the same file
        assert woken == ["ours"]
    finally:
        stop_ours()
        stop_theirs()
        other.engine.dispose()
    wakeup.signal(sqlite_db)
    assert woken == ["ours"], "unsubscribed"


# ----------------------------------------------------------------- the pacer


def test_the_pacer_keeps_the_per_minute_budget_and_waits_only_when_it_is_spent() -> None:
    """Calls at random moments, some in bursts: no 60 s window ever holds more than the
    budget, and a call waits only when the budget's worth of calls was made in the minute
    before it (it then goes exactly when the oldest of them is a minute old)."""
    budget = 5
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    pacer = Pacer(budget, sleep=sleep, clock=lambda: now[0])
    rng = random.Random(8)
    made: list[float] = []
    for _ in range(300):
        now[0] += rng.choice([0.0, 0.0, 0.0, 0.5, 3.0, 20.0, 61.0])
        asked = now[0]
        pacer.wait()
        made.append(now[0])
        waited = now[0] - asked
        earlier = [t for t in made[:-1] if t > asked - 60]
        if len(earlier) < budget:
            assert waited == 0, "the budget had room"
        else:
            assert made[-1] == pytest.approx(made[-1 - budget] + 60)
    assert all(made[i + budget] - made[i] >= 60 - 1e-9 for i in range(len(made) - budget))
    assert slept, "the bursts did spend the budget"


def test_the_pacer_keeps_the_budget_for_threads_calling_at_once() -> None:
    """Sixteen calls from eight threads in the same instant, a budget of 5: five go at once
    and the others a minute, two minutes and three minutes later (never all at once after
    a minute, which would be 11 calls in one minute)."""
    slept: list[float] = []
    lock = threading.Lock()

    def sleep(seconds: float) -> None:
        with lock:
            slept.append(seconds)

    pacer = Pacer(5, sleep=sleep, clock=lambda: 1000.0)
    barrier = threading.Barrier(8)

    def calls() -> None:
        barrier.wait()
        pacer.wait()
        pacer.wait()

    threads = [threading.Thread(target=calls) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(slept) == [60.0] * 5 + [120.0] * 5 + [180.0]


def test_no_pacing_never_sleeps() -> None:
    pacer = Pacer(0, sleep=lambda _s: pytest.fail("slept"))
    for _ in range(1000):
        pacer.wait()


# ----------------------------------------------------------------- across processes (PostgreSQL)


@pytest.fixture
def postgres_url() -> str:
    url = os.environ.get("TEST_DATABASE_URL", "")
    if not url.startswith("postgresql"):
        pytest.skip("NOTIFY needs PostgreSQL (set TEST_DATABASE_URL)")
    return url


@pytest.fixture
def schema_url(postgres_url: str) -> Iterator[str]:
    """The PostgreSQL URL with a schema of this test's own first on the search path."""
    with own_schema(postgres_url, "wakeup") as url_of_schema:
        yield url_of_schema


def test_a_notify_from_another_process_wakes_a_listener(postgres_url) -> None:
    channel = f"gamemaster_test_{secrets.token_hex(4)}"  # nobody else's signals
    db = Database(postgres_url)
    woken = threading.Event()
    listener = wakeup.Listener(db, woken.set, channel=channel).start()
    try:
        assert listener.listening.wait(10), "LISTEN never took effect"
        assert woken.wait(5), "a (re)connection wakes once: what was missed meanwhile"
        woken.clear()
        script = ("import sys; from bridge.intake import wakeup; from bridge.db import Database; "
                  "wakeup.signal(Database(sys.argv[1]), channel=sys.argv[2])")
        signalled = time.monotonic()
        subprocess.run([sys.executable, "-c", script, postgres_url, channel], cwd=ROOT,
                       check=True, timeout=60)
        assert woken.wait(5), "the other process's NOTIFY did not arrive"
        assert time.monotonic() - signalled < 5
    finally:
        listener.stop()
        db.engine.dispose()
    assert not listener.listening.is_set()


def test_a_listener_whose_connection_is_cut_reconnects_and_wakes(postgres_url) -> None:
    channel = f"gamemaster_test_{secrets.token_hex(4)}"
    db = Database(postgres_url)
    woken = threading.Event()
    listener = wakeup.Listener(db, woken.set, channel=channel).start()
    try:
        assert listener.listening.wait(10) and woken.wait(5)
        first = listener.backend_pid
        woken.clear()
        with db.engine.begin() as connection:  # as a server restart or a dropped link would
            connection.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": first})
        assert woken.wait(10), "the reconnection wakes the worker: a signal may be lost"
        _wait(lambda: listener.listening.is_set() and listener.backend_pid not in (0, first),
              seconds=10)
        woken.clear()
        wakeup.signal(db, channel=channel)
        assert woken.wait(5), "listening again after the reconnection"
    finally:
        listener.stop()
        db.engine.dispose()


def test_a_webhook_recorded_on_postgresql_wakes_a_worker_on_another_connection(
        schema_url, recording_forum) -> None:
    """The receiver's engine and the worker's are distinct (their URLs differ by the
    application name, so the in-process signal does not join them): only NOTIFY can tell
    the worker, whose poll would take an hour."""
    web_db = Database(f"{schema_url}&application_name=gamemaster-web")
    worker_db = Database(f"{schema_url}&application_name=gamemaster-worker")
    web_db.create_all()
    config = Config(webhook_secret=SECRET, poll_seconds=NEVER, api_requests_per_minute=0)
    worker = Worker(GameMaster(worker_db, config, FakeClock(START).now), recording_forum)
    worker.start()
    try:
        assert worker._listener is not None and worker._listener.listening.wait(10)
        body, headers = _delivery(601)
        answer = create_app(master=GameMaster(web_db, config, FakeClock(START).now)
                            ).test_client().post("/webhooks/discourse", data=body,
                                                 headers=headers)
        assert answer.json == {"outcome": "recorded"}
        took = _wait(lambda: _status(web_db, 601) != "pending", seconds=5)
    finally:
        worker.stop()
        web_db.engine.dispose()
        worker_db.engine.dispose()
    print(f"\nPostgreSQL: webhook to worker tick by NOTIFY in {took * 1000:.1f} ms")
    assert took < 1, f"handled {took:.3f} s after the webhook"
