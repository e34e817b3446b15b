"""The whole product in one process, against the sandbox forum, over real HTTP.

Used by the scenario runner, `make demo` and the end-to-end tests: the sandbox forum serves
the Discourse API on a local port and sends signed webhooks to the bridge's Flask app, served
on another local port; the bridge talks to the forum with the real pydiscourse client. Time is
a fake clock: `advance(moment)` fires everything due up to `moment`, each at its own time.

The web app signals each recorded post in this process (`bridge.intake.wakeup`), as a live worker
needs; the worker listens only once `live()` starts it. Scenarios, the demo and the tests
never do: they tick themselves (`settle`, `advance`), so their runs stay deterministic.
"""

from __future__ import annotations

import secrets
import tempfile
import threading
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from werkzeug.serving import make_server

from bridge.clock import FakeClock
from bridge.config import Config
from bridge.db import Database, GameRow, TopicRow
from bridge.delivery.forum import DiscourseForum
from bridge.delivery.sender import Pacer
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster
from bridge.intake.worker import Worker
from bridge.sandbox import SandboxForum, SandboxServer
from bridge.sandbox.model import SiteSettings
from bridge.turns import roster

BOT = "gamemaster"


class WebServer:
    """A WSGI app on a local port, in a background thread."""

    def __init__(self, app: Any) -> None:
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> WebServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.thread.join(timeout=5)


class Stack:
    """Sandbox forum + bridge web app + worker, sharing one fake clock."""

    def __init__(self, clock: FakeClock, database_url: str | None = None,
                 site: SiteSettings | None = None) -> None:
        """`site`: the forum's site settings; by default those deploy/DISCOURSE.md asks of
        a game forum (posts of two characters, capitals), Discourse's own defaults with
        `SiteSettings()`."""
        self.clock = clock
        self._tmp = None
        if database_url is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="gamemaster-")
            database_url = f"sqlite:///{Path(self._tmp.name) / 'stack.sqlite3'}"
        secret = secrets.token_hex(16)
        self.forum = SandboxForum(bot_username=BOT, clock=clock.now, seed=0,
                                  settings=site or SiteSettings.game_forum())
        self.forum_server = SandboxServer(self.forum).start()
        self.config = Config(
            database_url=database_url, discourse_url=self.forum_server.url,
            discourse_api_key=self.forum.api_key, discourse_api_username=BOT,
            webhook_secret=secret, api_requests_per_minute=0,
            discobot_locale=self.forum.settings.default_locale,  # the words discobot answers
        )
        self.db = Database(database_url)
        self.db.drop_all()
        self.db.create_all()
        self.master = GameMaster(self.db, self.config, clock.now)
        self.web = WebServer(create_app(master=self.master)).start()
        self.forum.add_webhook(f"{self.web.url}/webhooks/discourse", secret)
        self.client = DiscourseForum(self.forum_server.url, BOT, self.forum.api_key, timeout=20)
        self.worker = Worker(self.master, self.client, Pacer(0))
        self._live = False

    def live(self) -> None:
        """Run the worker as `gamemaster worker` does: a tick the moment the web app records
        a post (the in-process wake-up), and every `poll_seconds`; `close` stops it."""
        self.worker.start()
        self._live = True

    def __enter__(self) -> Stack:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the live worker, both servers, and drop the temporary database."""
        if self._live:
            self.worker.stop()
            self._live = False
        self.web.stop()
        self.forum_server.stop()
        self.db.engine.dispose()
        if self._tmp is not None:
            self._tmp.cleanup()

    def settle(self) -> None:
        """Let the worker handle everything received and send everything queued."""
        self.worker.run_once()

    def advance(self, moment: datetime) -> None:
        """Move the clock to `moment`, firing every deadline and review window on the way at
        its own time."""
        previous = None
        while (due := self.master.next_due()) is not None and due <= moment:
            if due == previous:
                raise RuntimeError(f"something due at {due} cannot be resolved")
            previous = due
            self.clock.set(due)
            self.settle()
        self.clock.set(moment)
        self.settle()

    # ----- what people do on the forum

    def topic_of(self, game_id: int, role: str, owner: str = "") -> int:
        """The forum topic id of a game's topic, desk or GM desk."""
        with self.db.unit() as session:
            topic_id = session.scalar(select(TopicRow.discourse_id).where(
                TopicRow.game_id == game_id, TopicRow.role == role,
                func.lower(TopicRow.owner) == owner.lower()))
        if topic_id is None:
            raise LookupError(f"game {game_id} has no {role} topic for {owner!r}")
        return int(topic_id)

    def latest_game(self) -> int:
        """The id of the most recently created game."""
        with self.db.unit() as session:
            game_id = session.scalar(select(GameRow.id).order_by(GameRow.id.desc()).limit(1))
        if game_id is None:
            raise LookupError("no game was created")
        return int(game_id)

    def pin(self, game_id: int, **pinned: Any) -> None:
        """Fix set-up and chance before the start (scenario `start`, `dice`...)."""
        with self.db.unit() as session:
            game = session.get(GameRow, game_id)
            assert game is not None
            game.pinned = {**game.pinned, **{k: v for k, v in pinned.items() if v is not None}}

    def keep_roster(self, kind: str, entries: dict[str, dict[str, Any]]) -> None:
        """Store roster entries for a game type (what these forum users bring from earlier
        games: the arena's characteristics), as the bridge stores them after a game."""
        with self.db.unit() as session:
            roster.store_roster(self.master.parts, session, kind, entries)

    def direct_message(self, username: str, raw: str, title: str = "Partie") -> dict[str, Any]:
        """A user opens a private conversation with the bot."""
        post = self.forum.new_private_message(username, [BOT], title, raw)
        self.settle()
        return post

    def say(self, username: str, topic_id: int, raw: str,
            reply_to_post_number: int | None = None) -> dict[str, Any]:
        """A user posts in a topic."""
        post = self.forum.post(username, topic_id, raw, reply_to_post_number)
        self.settle()
        return post

    def bot_posts(self) -> list[dict[str, Any]]:
        """Every post the bot made, in order."""
        return [p for p in self.forum.transcript() if p["author"] == BOT]
