"""The workers' heartbeats, `/health` and `gamemaster status`: a tick writes its worker's
row (queues and forum calls counted), `/health` says whether the database answers (503
without a word of why when it does not) and how fresh the last tick is, and the status
command exits 0 only when the database answers and a worker ticked lately."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from bridge.config import Config
from bridge.db import Database, HeartbeatRow
from bridge.delivery.forum import CountedForum, ForumError
from bridge.delivery.outbox import enqueue
from bridge.intake.app import create_app
from bridge.intake.heartbeat import Heartbeat, beats
from bridge.intake.service import GameMaster
from bridge.intake.worker import Worker
from bridge.tools import cli, status

DEAD_SQLITE = "sqlite:////nonexistent-gamemaster-dir/nowhere/gm.sqlite3"
"""A SQLite file that cannot be opened (its directory does not exist)."""
DEAD_POSTGRES = "postgresql+psycopg://gamemaster:s3cret-pw@127.0.0.1:1/gamemaster?connect_timeout=3"
"""A PostgreSQL server that is not there (port 1 refuses), with a password never to show."""


def _rows(db: Database) -> list[HeartbeatRow]:
    with db.unit() as session:
        return list(session.scalars(select(HeartbeatRow)))


def _queue(db, clock, key, later=timedelta(0), topic_id=77):  # type: ignore[no-untyped-def]
    with db.unit() as session:
        enqueue(session, key=key, kind="reply", raw=f"message {key} for the topic",
                now=clock() + later, discourse_topic_id=topic_id)


def test_health_answers_ok_before_any_worker_ticked(client) -> None:  # type: ignore[no-untyped-def]
    answer = client.get("/health")
    assert answer.status_code == 200
    assert answer.get_json() == {"ok": True, "database": "ok", "worker": {
        "last_tick": None, "age_seconds": None, "pending_posts": None, "outbox_waiting": None}}


def test_a_tick_writes_the_heartbeat_and_health_shows_it(  # type: ignore[no-untyped-def]
        db, clock, master, client, recording_forum) -> None:
    worker = Worker(master, recording_forum)
    _queue(db, clock, "later", later=timedelta(hours=1), topic_id=78)  # waits: not due for an hour
    worker.run_once()
    [row] = _rows(db)
    assert row.worker == worker.sender.me
    assert row.last_tick == clock()
    assert (row.pending_posts, row.outbox_waiting) == (0, 1)
    assert (row.forum_calls, row.rate_limited) == (0, 0)

    recording_forum.failures = [ForumError("429: slow down", retryable=True,
                                           wait_seconds=60, status=429)]
    _queue(db, clock, "now")
    clock.set(clock() + timedelta(seconds=30))
    worker.run_once()  # the forum answers 429: counted, the message waits
    [row] = _rows(db)  # one row per worker, written over
    assert row.last_tick == clock()
    assert (row.pending_posts, row.outbox_waiting) == (0, 2)
    assert (row.forum_calls, row.rate_limited) == (1, 1)

    clock.set(clock() + timedelta(seconds=45))
    answer = client.get("/health")
    assert answer.status_code == 200
    assert answer.get_json() == {"ok": True, "database": "ok", "worker": {
        "last_tick": (clock() - timedelta(seconds=45)).isoformat(), "age_seconds": 45.0,
        "pending_posts": 0, "outbox_waiting": 2}}


def test_the_freshest_worker_comes_first(db, clock) -> None:  # type: ignore[no-untyped-def]
    counted = CountedForum(object())  # type: ignore[arg-type]
    Heartbeat(db, "old-host:1:aaaa", lambda: clock() - timedelta(hours=2)).record(counted)
    Heartbeat(db, "new-host:2:bbbb", clock).record(counted)
    assert [beat.worker for beat in beats(db)] == ["new-host:2:bbbb", "old-host:1:aaaa"]


def test_a_heartbeat_that_cannot_be_written_does_not_stop_the_tick(  # type: ignore[no-untyped-def]
        db, clock, master, recording_forum, caplog) -> None:
    HeartbeatRow.__table__.drop(db.engine)  # a database not migrated to 0013 yet
    worker = Worker(master, recording_forum)
    worker.run_once()
    worker.run_once()
    said = [r for r in caplog.records if "heartbeat not recorded" in r.getMessage()]
    assert len(said) == 1, "said once, not at every tick"


@pytest.mark.parametrize("url", [DEAD_SQLITE, DEAD_POSTGRES], ids=["sqlite", "postgresql"])
def test_health_says_503_when_the_database_does_not_answer(clock, url: str) -> None:  # type: ignore[no-untyped-def]
    database = Database(url)
    try:
        app = create_app(master=GameMaster(database, Config(database_url=url), clock))
        answer = app.test_client().get("/health")
    finally:
        database.engine.dispose()
    assert answer.status_code == 503
    assert answer.get_json() == {"ok": False, "database": "unreachable"}
    assert b"s3cret" not in answer.data and b"Traceback" not in answer.data


def test_health_says_503_once_the_database_goes_away(  # type: ignore[no-untyped-def]
        master, client) -> None:
    assert client.get("/health").status_code == 200
    master.db.engine.dispose()
    live = master.db.engine
    master.db.engine = Database(DEAD_SQLITE).engine  # the server gone
    try:
        answer = client.get("/health")
    finally:
        master.db.engine.dispose()
        master.db.engine = live
    assert answer.status_code == 503
    assert answer.get_json() == {"ok": False, "database": "unreachable"}


# ----------------------------------------------------------------- gamemaster status


def _beat(db: Database, worker: str, ago: timedelta) -> None:
    Heartbeat(db, worker, lambda: datetime.now(UTC) - ago).record(
        CountedForum(object()))  # type: ignore[arg-type]


def _status(capsys, *args: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    code = cli.main(["status", *args])
    return code, capsys.readouterr().out


@pytest.fixture
def real_time(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """`gamemaster status` on the system's clock, with the default POLL_SECONDS."""
    monkeypatch.delenv("GAMEMASTER_CLOCK_FILE", raising=False)
    monkeypatch.delenv("POLL_SECONDS", raising=False)


def test_status_fails_when_no_worker_ever_ticked(db, database_url, capsys,  # type: ignore[no-untyped-def]
                                                 real_time) -> None:
    code, out = _status(capsys, "--database-url", database_url)
    assert code == 1
    assert out.startswith("database: ok (")
    assert "none has ticked yet" in out and "FAILED" in out


def test_status_passes_when_a_worker_ticked_lately(db, database_url, capsys,  # type: ignore[no-untyped-def]
                                                   real_time) -> None:
    _beat(db, "old-host:7:dead", timedelta(days=2))
    _beat(db, "this-host:8:live", timedelta(seconds=10))
    code, out = _status(capsys, "--database-url", database_url)
    assert code == 0, out
    lines = out.splitlines()
    assert lines[1].startswith("worker this-host:8:live: last tick ")  # freshest first
    assert "posts pending 0, outbox waiting 0, forum calls 0, 429 answers 0" in lines[1]
    assert lines[2].startswith("worker old-host:7:dead: ")
    assert lines[-1] == "OK: a worker ticked within 66 s"  # 3 x 2.0 + 60


def test_status_fails_when_the_last_tick_is_too_old(db, database_url, capsys,  # type: ignore[no-untyped-def]
                                                    real_time) -> None:
    _beat(db, "host:9:slow", timedelta(minutes=5))
    code, out = _status(capsys, "--database-url", database_url)
    assert code == 1 and "FAILED: no worker ticked within 66 s" in out
    assert _status(capsys, "--database-url", database_url, "--fresh", "600")[0] == 0


def test_status_fails_when_the_database_does_not_answer(capsys, tmp_path,  # type: ignore[no-untyped-def]
                                                        real_time) -> None:
    not_a_file = f"sqlite:///{tmp_path}"  # a directory: there, but SQLite cannot open it
    for url in (not_a_file, DEAD_POSTGRES):
        code, out = _status(capsys, "--database-url", url)
        assert code == 1
        assert out.startswith("database: unreachable (")
        assert "s3cret" not in out


def test_status_creates_no_database(capsys, tmp_path, real_time) -> None:  # type: ignore[no-untyped-def]
    missing = tmp_path / "missing.sqlite3"
    code = cli.main(["status", "--database-url", f"sqlite:///{missing}"])
    assert code != 0  # a set-up mistake (no such file), told on stderr
    assert not missing.exists()


def test_status_report_on_a_given_time(db, clock) -> None:  # type: ignore[no-untyped-def]
    Heartbeat(db, "h:1:a", clock).record(CountedForum(object()))  # type: ignore[arg-type]
    out = io.StringIO()
    assert status.report(db, clock() + timedelta(seconds=59), 60, out) == 0
    assert "(59 s ago)" in out.getvalue()
    assert status.report(db, clock() + timedelta(seconds=61), 60, io.StringIO()) == 1
    assert status.report(db, clock(), 60, io.StringIO(), this_host=True) == 1  # not here
