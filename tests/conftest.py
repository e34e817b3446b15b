"""Shared fixtures: a fresh database per test (SQLite file by default, PostgreSQL when
TEST_DATABASE_URL is set), a fake clock, and the path to shared/ reference data."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bridge.clock import FakeClock
from bridge.db import Database

ROOT = Path(__file__).resolve().parent.parent


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist (`make test`), each worker process on PostgreSQL gets a database
    of its own beside TEST_DATABASE_URL's (`test_gw0`, ...; made when missing): every test
    drops and makes the tables, which two workers must not do to each other. Set in the
    environment, so that the processes a test starts (a worker, gunicorn) use it too."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    url = os.environ.get("TEST_DATABASE_URL", "")
    if not worker or not url.startswith("postgresql") or worker in url:
        return
    import psycopg

    server, name = url.rsplit("/", 1)
    name, _, query = name.partition("?")
    mine = f"{name}_{worker}"
    with psycopg.connect(f"{server.replace('postgresql+psycopg', 'postgresql')}/postgres",
                         autocommit=True, connect_timeout=10) as admin:
        if admin.execute("SELECT 1 FROM pg_database WHERE datname = %s",
                         (mine,)).fetchone() is None:
            admin.execute(f'CREATE DATABASE "{mine}"')
    os.environ["TEST_DATABASE_URL"] = f"{server}/{mine}" + (f"?{query}" if query else "")


ON_POSTGRESQL_TOO = ("database_url", "postgres_url", "schema_url")
"""The fixtures through which a test reaches the suite's database (TEST_DATABASE_URL, or a
SQLite file of its own without it); a test that takes none of them, directly or through
another fixture, runs the same whatever the URL says."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On PostgreSQL (`make test-postgres`, the second run of `.ci/run`), only the tests that
    reach the suite's database run: those that take one of `ON_POSTGRESQL_TOO`, directly or
    through another fixture (a test that reads TEST_DATABASE_URL does it through one of
    them). The others (the rules, the words, the readers, the layers, the upgrade's SQLite
    fixtures) would run exactly as they did in the SQLite run, and are deselected;
    `GAMEMASTER_EVERY_TEST=1` keeps them."""
    if not os.environ.get("TEST_DATABASE_URL") or os.environ.get("GAMEMASTER_EVERY_TEST"):
        return
    keep: list[pytest.Item] = []
    same: list[pytest.Item] = []
    for item in items:
        reaches = set(ON_POSTGRESQL_TOO) & set(getattr(item, "fixturenames", ()))
        (keep if reaches else same).append(item)
    if same:
        config.hook.pytest_deselected(items=same)
        items[:] = keep


FIGURES: list[tuple[str, str]] = []
"""What the long tests measured (`record_property("figures", text)`: the crash run, the
fuzzer, the workers and the deadlines at scale), shown at the end of the run, xdist or not."""


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when == "call":
        FIGURES.extend((report.nodeid, str(value)) for name, value in report.user_properties
                       if name == "figures")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if FIGURES:
        terminalreporter.section("figures")
        for nodeid, text in FIGURES:
            terminalreporter.write_line(f"{nodeid}:")
            for line in text.splitlines():
                terminalreporter.write_line(f"    {line}")


def shared_dir() -> Path:
    """Where shared/ lives: $GAMEMASTER_SHARED, else beside the repository."""
    return Path(os.environ.get("GAMEMASTER_SHARED", ROOT.parent / "shared"))


@pytest.fixture
def shared() -> Path:
    path = shared_dir()
    if not (path / "discourse").is_dir():
        pytest.skip(f"shared reference data not found at {path}")
    return path


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return os.environ.get("TEST_DATABASE_URL") or f"sqlite:///{tmp_path / 'test.sqlite3'}"


@pytest.fixture
def db(database_url: str) -> Iterator[Database]:
    database = Database(database_url)
    database.drop_all()
    database.create_all()
    yield database
    database.engine.dispose()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime(2026, 12, 1, 9, 0, tzinfo=UTC))


class RecordingForum:
    """An in-memory `Forum` for bridge unit tests (end-to-end tests use the sandbox forum).

    `failures` is a queue of exceptions raised by the next calls that post; with
    `lose_answer`, the post is made and then the answer is lost (a timeout after sending)."""

    username = "gamemaster"

    def __init__(self) -> None:
        from bridge.delivery.forum import PostRef

        self.PostRef = PostRef
        self.posts: list[dict] = []
        self.topics: dict[int, dict] = {}
        self.failures: list[Exception] = []
        self.lose_answer = 0
        self.calls: list[str] = []
        self.participants: dict[int, tuple[str, ...]] = {}

    def _post(self, topic_id: int, raw: str, title: str = "", private: bool = False,
              recipients: list[str] | None = None) -> object:
        if self.failures:
            raise self.failures.pop(0)
        topic = self.topics.setdefault(topic_id, {"title": title, "private": private,
                                                  "recipients": recipients or [], "posts": []})
        post = {"id": 1000 + len(self.posts), "topic_id": topic_id, "raw": raw,
                "post_number": len(topic["posts"]) + 1, "username": self.username}
        topic["posts"].append(post)
        self.posts.append({**post, "title": topic["title"], "private": topic["private"],
                           "recipients": topic["recipients"]})
        if self.lose_answer:
            self.lose_answer -= 1
            from bridge.delivery.forum import ForumError

            raise ForumError("timeout", retryable=True)
        return self.PostRef(topic_id, post["id"], post["post_number"])

    def create_topic(self, title, raw, category_id=None):  # type: ignore[no-untyped-def]
        self.calls.append("create_topic")
        return self._post(500 + len(self.topics), raw, title)

    def create_private_message(self, recipients, title, raw):  # type: ignore[no-untyped-def]
        self.calls.append("create_private_message")
        return self._post(500 + len(self.topics), raw, title, True, list(recipients))

    def reply(self, topic_id, raw, reply_to_post_number=None):  # type: ignore[no-untyped-def]
        self.calls.append("reply")
        return self._post(topic_id, raw)

    def edit_post(self, post_id, raw):  # type: ignore[no-untyped-def]
        self.calls.append("edit_post")

    def close_topic(self, topic_id, archive=False):  # type: ignore[no-untyped-def]
        self.calls.append("close_topic")
        self.topics[topic_id]["closed"] = True

    def invite_to_topic(self, topic_id, username):  # type: ignore[no-untyped-def]
        self.calls.append("invite_to_topic")
        self.topics[topic_id].setdefault("invited", []).append(username)

    def upload_image(self, filename, data):  # type: ignore[no-untyped-def]
        self.calls.append("upload_image")
        return f"![{filename}](upload://{len(data)}.png)"

    def read_post(self, post_id):  # type: ignore[no-untyped-def]
        return next(p for p in self.posts if p["id"] == post_id)

    def read_topic(self, topic_id, near_post_number=None):  # type: ignore[no-untyped-def]
        from bridge.delivery.forum import TopicInfo

        self.calls.append("read_topic")
        topic = self.topics.get(topic_id, {"title": "", "private": True, "posts": []})
        return TopicInfo(topic_id, topic["title"], topic["private"],
                         self.participants.get(topic_id, ("gamemaster",)),
                         tuple(p["id"] for p in topic["posts"]), tuple(topic["posts"][:20]))

    def read_posts(self, topic_id, post_ids):  # type: ignore[no-untyped-def]
        self.calls.append("read_posts")
        return [p for p in self.topics[topic_id]["posts"] if p["id"] in post_ids]

    def private_topics(self, username, sent=False, page=0):  # type: ignore[no-untyped-def]
        self.calls.append("private_topics")
        if page:
            return []
        return [{"id": i, "title": t["title"], "highest_post_number": len(t["posts"])}
                for i, t in self.topics.items() if t["private"]]

    def topics_created_by(self, username, page=0):  # type: ignore[no-untyped-def]
        self.calls.append("topics_created_by")
        if page:
            return []
        return [{"id": i, "title": t["title"], "highest_post_number": len(t["posts"])}
                for i, t in self.topics.items() if not t["private"]]


@pytest.fixture
def recording_forum() -> RecordingForum:
    return RecordingForum()
