"""Three `gamemaster worker` processes on one PostgreSQL database, against the sandbox forum
over real HTTP, running seven mud games at once: each game created once, each order stored
once, each turn resolved once, each message posted once, each picture uploaded once.

PostgreSQL only (several workers need it; SQLite is for one worker on one host): it runs in
`make test-postgres`, which `.ci/run` calls.
"""

from __future__ import annotations

import os
import re
import secrets
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from bridge.clock import SystemClock
from bridge.config import Config
from bridge.db import (
    Database,
    GameRow,
    InboundRow,
    OrderRow,
    OutboxRow,
    PlayerRow,
    ResolutionRow,
    TopicRow,
)
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster
from bridge.sandbox import SandboxForum, SandboxServer, SiteSettings
from bridge.tools.stack import WebServer
from bridge.turns.resolution import SETUP

GAMES = 7
WORKERS = 3
BOT = "gamemaster"
MARKER = re.compile(r"<!-- gamemaster:(\S+) -->")


@pytest.fixture
def postgres_url() -> str:
    url = os.environ.get("TEST_DATABASE_URL", "")
    if not url.startswith("postgresql"):
        pytest.skip("several workers need PostgreSQL (set TEST_DATABASE_URL; .ci/run does)")
    return url


def _wait(what: str, done: Callable[[], bool], seconds: float = 60) -> None:
    limit = time.monotonic() + seconds
    while not done():
        if time.monotonic() > limit:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


class Site:
    """The sandbox forum and the webhook receiver in this process, workers as processes."""

    def __init__(self, url: str, logs: Path) -> None:
        self.db = Database(url)
        self.db.drop_all()
        self.db.create_all()
        secret = secrets.token_hex(16)
        # The site settings deploy/DISCOURSE.md asks of a game forum, as the stack's: "je
        # participe" is shorter than Discourse's own minimum.
        self.forum = SandboxForum(bot_username=BOT, seed=0, settings=SiteSettings.game_forum())
        self.server = SandboxServer(self.forum).start()
        config = Config(database_url=url, discourse_url=self.server.url,
                        discourse_api_key=self.forum.api_key, discourse_api_username=BOT,
                        webhook_secret=secret)
        self.web = WebServer(create_app(master=GameMaster(self.db, config,
                                                          SystemClock().now))).start()
        self.forum.add_webhook(f"{self.web.url}/webhooks/discourse", secret)
        env = {**os.environ, "DATABASE_URL": url, "DISCOURSE_URL": self.server.url,
               "DISCOURSE_API_KEY": self.forum.api_key, "DISCOURSE_API_USERNAME": BOT,
               "WEBHOOK_SECRET": secret, "POLL_SECONDS": "0.2", "BACKFILL_MINUTES": "60",
               "API_REQUESTS_PER_MINUTE": "0"}
        command = [str(Path(sys.executable).parent / "gamemaster"), "worker"]
        self.workers = [subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                         stderr=(logs / f"worker{n}.log").open("w"))
                        for n in range(WORKERS)]

    def close(self) -> None:
        for worker in self.workers:
            if worker.poll() is None:
                worker.send_signal(signal.SIGTERM)
        for worker in self.workers:
            try:
                worker.wait(timeout=20)
            except subprocess.TimeoutExpired:
                worker.kill()
        self.web.stop()
        self.server.stop()
        self.db.drop_all()
        self.db.engine.dispose()

    def count(self, table: type, *where: object) -> int:
        with self.db.unit() as session:
            return int(session.scalar(select(func.count()).select_from(table).where(*where)))

    def topic(self, game_id: int, role: str, owner: str = "") -> int | None:
        with self.db.unit() as session:
            return session.scalar(select(TopicRow.discourse_id).where(
                TopicRow.game_id == game_id, TopicRow.role == role,
                func.lower(TopicRow.owner) == owner.lower()))

    def quiet(self) -> bool:
        """Nothing left to handle or to send."""
        return (self.count(InboundRow, InboundRow.status == "pending") == 0
                and self.count(OutboxRow, OutboxRow.status == "pending") == 0)


@pytest.fixture
def site(postgres_url: str, tmp_path: Path) -> Iterator[Site]:
    running = Site(postgres_url, tmp_path)
    try:
        yield running
    finally:
        running.close()
        for log in sorted(tmp_path.glob("worker*.log")):
            text = log.read_text()
            if "Traceback" in text:
                print(f"--- {log.name}\n{text[-3000:]}")


def test_three_workers_do_every_piece_of_work_once(
        site: Site, record_property: Callable[[str, object], None]) -> None:
    forum = site.forum
    gms = [f"mj{n}" for n in range(GAMES)]
    for gm in gms:
        forum.new_private_message(gm, [BOT], f"Une partie pour {gm}",
                                  f'nouvelle partie mud "Partie de {gm}" map=grid:5x5 turns=1 '
                                  'review=auto schedule="* * * * *" timezone=UTC')
    _wait("the games' topics", lambda: site.count(
        TopicRow, TopicRow.discourse_id.is_not(None)) >= 2 * GAMES)
    time.sleep(1)  # a doubled creation would show by now
    with site.db.unit() as session:
        created = [row.gm for row in session.scalars(select(GameRow))]
    assert sorted(created) == gms, "one game per request"
    with site.db.unit() as session:
        games = {row.gm: row.id for row in session.scalars(select(GameRow))}
    players = {gm: [f"{gm}a", f"{gm}b"] for gm in gms}
    for gm, game_id in games.items():
        public = site.topic(game_id, "game")
        assert public is not None
        for player in players[gm]:
            forum.post(player, public, "je participe")
    _wait("the sign-ups", lambda: site.count(PlayerRow) >= 2 * GAMES)
    # Start with at least 20 s left in the minute, so that orders beat the deadline.
    _wait("a fresh minute", lambda: datetime.now(UTC).second < 40, seconds=25)
    for gm, game_id in games.items():
        desk = site.topic(game_id, "gm", gm)
        assert desk is not None
        forum.post(gm, desk, "commencer")
    _wait("the order desks", lambda: site.count(
        TopicRow, TopicRow.role == "player", TopicRow.discourse_id.is_not(None)) >= 2 * GAMES)
    orders = 0
    for gm, game_id in games.items():
        for player in players[gm]:
            desk = site.topic(game_id, "player", player)
            assert desk is not None
            forum.post(player, desk, "je passe")
            orders += 1
    _wait("every turn resolved", lambda: site.count(
        GameRow, GameRow.status == "finished") == GAMES, seconds=90)
    _wait("everything sent", site.quiet)

    assert site.count(GameRow) == GAMES
    assert site.count(ResolutionRow, ResolutionRow.step_key != SETUP) == GAMES, (
        "one resolution per game")
    assert site.count(OrderRow) == orders, "each order stored once"
    with site.db.unit() as session:
        order_posts = Counter(session.scalars(select(OrderRow.post_id)))
        outbox = list(session.scalars(select(OutboxRow)))
    assert max(order_posts.values()) == 1
    assert {row.status for row in outbox} == {"sent"}
    bot_posts = [post for post in forum.transcript() if post["author"] == BOT]
    markers = Counter(m.group(1) for post in bot_posts
                      for m in [MARKER.search(post["raw"])] if m)
    posted = [row for row in outbox if row.kind != "edit"]
    assert len(bot_posts) == len(posted), "one forum post per message"
    assert set(markers) == {row.key for row in posted} and max(markers.values()) == 1
    post_calls = [c for c in forum.api_calls if c.method == "POST" and c.path.startswith(
        "/posts")]
    assert len(post_calls) == len(posted), "no message was even attempted twice"
    uploads = [c for c in forum.api_calls if c.path.startswith("/uploads")]
    assert len(uploads) == sum(1 for row in posted if row.picture), "one upload per picture"
    record_property("figures", f"{WORKERS} workers, {GAMES} games: {len(posted)} posts, "
                    f"{len(uploads)} uploads, {orders} orders, {GAMES} resolutions, each once")
