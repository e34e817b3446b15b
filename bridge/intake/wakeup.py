"""Waking the worker the moment a post is recorded.

The webhook receiver records a post, then calls `signal(db)`; a running worker is woken and
handles it at once instead of at its next poll. A signal carries nothing (the database is the
truth), so a lost one only delays a post until the poll (`POLL_SECONDS`), the safety net.

- In one process (the sandbox stack, a web app and a worker sharing a process): `subscribe`
  keeps callbacks per database, and `signal` calls those of its database.
- Across processes on PostgreSQL: `signal` also sends `NOTIFY gamemaster_inbound` once the
  record has committed, and each worker's `Listener` holds a connection of its own that
  LISTENs on that channel and wakes the worker on every notification.
- SQLite across processes (web under gunicorn, `gamemaster worker` beside it): no signal
  crosses; the worker finds the post at its next poll.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable
from typing import Any

from sqlalchemy import text

from bridge.db import Database

log = logging.getLogger(__name__)

CHANNEL = "gamemaster_inbound"
"""The PostgreSQL notification channel (one per database: NOTIFY does not cross databases)."""
_IDENTIFIER = re.compile(r"[a-z_][a-z0-9_]{0,62}")

_lock = threading.Lock()
_subscribers: dict[str, list[Callable[[], None]]] = {}


def _key(db: Database) -> str:
    """Which database a signal is for: its URL as SQLAlchemy renders it (two `Database`
    objects on one file or server share their subscribers)."""
    return db.engine.url.render_as_string(hide_password=True)


def subscribe(db: Database, callback: Callable[[], None]) -> Callable[[], None]:
    """Call `callback` on every `signal(db)` made in this process; returns the function that
    ends the subscription."""
    key = _key(db)
    with _lock:
        _subscribers.setdefault(key, []).append(callback)

    def unsubscribe() -> None:
        with _lock:
            callbacks = _subscribers.get(key, [])
            if callback in callbacks:
                callbacks.remove(callback)
            if not callbacks:
                _subscribers.pop(key, None)

    return unsubscribe


def signal(db: Database, channel: str = CHANNEL) -> None:
    """A post was recorded in `db` (and committed): wake the workers of this process, and on
    PostgreSQL those of every process. Never raises: the post is stored, and the poll finds it
    if no signal gets through."""
    with _lock:
        callbacks = list(_subscribers.get(_key(db), ()))
    for callback in callbacks:
        try:
            callback()
        except Exception:  # a broken subscriber must not fail the webhook
            log.exception("wake-up callback failed")
    if db.is_postgres:
        try:  # in autocommit: one statement, no BEGIN and COMMIT round trips
            autocommit = db.engine.execution_options(isolation_level="AUTOCOMMIT")
            with autocommit.connect() as connection:
                connection.execute(text("SELECT pg_notify(:channel, '')"), {"channel": channel})
        except Exception as exc:  # the database is the truth; the poll will see the post
            log.warning("could not notify %s: %s", channel, exc)


class Listener:
    """`LISTEN channel` on a PostgreSQL connection of its own, in a daemon thread: `callback`
    runs on every notification, and once after each (re)connection (what was signalled while
    the connection was down is not left to the poll). A failed connection is retried with a
    doubling wait (up to 30 s); `stop` ends the thread within `timeout` seconds.

    On SQLite, or with a PostgreSQL driver other than psycopg 3.2 or later, `start` does
    nothing (the in-process `subscribe` and the poll remain)."""

    def __init__(self, db: Database, callback: Callable[[], None], channel: str = CHANNEL,
                 timeout: float = 0.5, ping_seconds: float = 30.0) -> None:
        if not _IDENTIFIER.fullmatch(channel):
            raise ValueError(f"not a plain channel name: {channel!r}")
        self.db = db
        self.callback = callback
        self.channel = channel
        self.timeout = timeout
        self.ping_seconds = ping_seconds
        self.listening = threading.Event()
        """Set while a connection LISTENs (tests wait for it before notifying)."""
        self.backend_pid = 0
        """The server process of the listening connection (0 when none)."""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def usable(self) -> bool:
        """Whether this database can carry notifications to other processes: PostgreSQL
        through psycopg 3.2 or later (`notifies` with a timeout, so that the thread can
        stop)."""
        if not self.db.is_postgres or self.db.engine.dialect.driver != "psycopg":
            return False
        import psycopg

        return tuple(int(part) for part in psycopg.__version__.split(".")[:2]) >= (3, 2)

    def start(self) -> Listener:
        """Listen in the background (on PostgreSQL with psycopg 3; otherwise a no-op)."""
        if not self.usable:
            if self.db.is_postgres:
                log.warning("wake-up by NOTIFY needs the psycopg driver, 3.2 or later "
                            "(postgresql+psycopg://); the worker polls only")
            return self
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name=f"listen-{self.channel}",
                                        daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop listening and close the connection."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=self.timeout + 5)
            self._thread = None
        self.listening.clear()

    def _connect(self) -> Any:
        """A psycopg connection of its own, in autocommit (LISTEN takes effect at once), with
        TCP keepalives so that a silently dropped connection is noticed."""
        engine = self.db.engine
        args, params = engine.dialect.create_connect_args(engine.url)
        params.pop("context", None)  # SQLAlchemy's adapters for its own connections
        params.setdefault("keepalives", 1)
        params.setdefault("keepalives_idle", 30)
        params.setdefault("keepalives_interval", 10)
        params.setdefault("keepalives_count", 3)
        import psycopg

        return psycopg.connect(*args, autocommit=True, **params)

    def _run(self) -> None:
        delay = 0.5
        while not self._stop.is_set():
            try:
                connection = self._connect()
            except Exception as exc:
                log.warning("LISTEN %s: cannot connect (%s), again in %.1f s",
                            self.channel, exc, delay)
                self._stop.wait(delay)
                delay = min(delay * 2, 30.0)
                continue
            try:
                with connection:
                    connection.execute(f"LISTEN {self.channel}")
                    self.backend_pid = connection.info.backend_pid
                    self.listening.set()
                    delay = 0.5
                    self._wake()
                    self._listen(connection)
            except Exception as exc:
                if not self._stop.is_set():
                    log.warning("LISTEN %s: connection lost (%s), reconnecting",
                                self.channel, exc)
            finally:
                self.listening.clear()
                self.backend_pid = 0

    def _listen(self, connection: Any) -> None:
        """Wake on each notification until stopped; a `SELECT 1` now and then finds a
        connection the server dropped."""
        idle = 0.0
        while not self._stop.is_set():
            woken = False
            for _notification in connection.notifies(timeout=self.timeout):
                woken = True
                self._wake()
                if self._stop.is_set():
                    return
            idle = 0.0 if woken else idle + self.timeout
            if idle >= self.ping_seconds:
                connection.execute("SELECT 1")
                idle = 0.0

    def _wake(self) -> None:
        try:
            self.callback()
        except Exception:
            log.exception("wake-up callback failed")
