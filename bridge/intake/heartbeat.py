"""The workers' heartbeats, and what `/health` says.

Each worker tick ends with one statement (an upsert of the worker's row in
`worker_heartbeats`, its queues counted within it): when the worker last ticked, the received
posts pending and the outbox messages waiting then, and the forum calls made and 429 answers
received through its sender since it started (`bridge.delivery.forum.CountedForum`). A dead
worker's row stays; readers take the freshest. `/health` (the web process), `/metrics`
(`bridge.intake.metrics`) and `gamemaster status` (`bridge.tools.status`) read them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select, text
from sqlalchemy.exc import SQLAlchemyError

from bridge.db import Database, HeartbeatRow, InboundRow, OutboxRow
from bridge.delivery.forum import CountedForum

log = logging.getLogger(__name__)

COUNTED = ("last_tick", "pending_posts", "outbox_waiting", "forum_calls", "rate_limited")
"""What each beat writes over the worker's row."""


def _pending(table: type[InboundRow] | type[OutboxRow]) -> Any:
    """The rows of `table` still pending, counted inside the heartbeat's statement."""
    return (select(func.count()).select_from(table).where(table.status == "pending")
            .scalar_subquery())


class Heartbeat:
    """One worker's heartbeat: `record` at the end of each tick."""

    def __init__(self, db: Database, worker: str, clock: Callable[[], datetime]) -> None:
        self.db = db
        self.worker = worker
        self.clock = clock
        self._failing = False

    def record(self, counted: CountedForum) -> None:
        """Write this worker's row: one INSERT ... ON CONFLICT DO UPDATE. A beat that
        cannot be written (a database not migrated yet) is said once in the log and never
        stops the tick."""
        statement = self.db.upsert(HeartbeatRow).values(
            worker=self.worker, last_tick=self.clock(), pending_posts=_pending(InboundRow),
            outbox_waiting=_pending(OutboxRow), forum_calls=counted.calls_made,
            rate_limited=counted.rate_limited_answers)
        statement = statement.on_conflict_do_update(
            index_elements=["worker"], set_={name: statement.excluded[name] for name in COUNTED})
        try:
            with self.db.connection() as connection:
                connection.execute(statement)
        except SQLAlchemyError as exc:
            if not self._failing:
                log.warning("worker heartbeat not recorded (is the database migrated? "
                            "gamemaster migrate): %s", short(exc))
            self._failing = True
        else:
            self._failing = False


@dataclass(frozen=True)
class Beat:
    """A worker's latest heartbeat."""

    worker: str
    last_tick: datetime
    pending_posts: int
    outbox_waiting: int
    forum_calls: int
    rate_limited: int

    def age(self, now: datetime) -> float:
        """Seconds since the tick (never below 0)."""
        return max(0.0, (now - self.last_tick).total_seconds())


def beats(db: Database, limit: int | None = None) -> list[Beat]:
    """The workers' heartbeats, freshest first."""
    query = select(HeartbeatRow).order_by(HeartbeatRow.last_tick.desc(), HeartbeatRow.worker)
    if limit is not None:
        query = query.limit(limit)
    with db.unit() as session:
        return [Beat(row.worker, row.last_tick, row.pending_posts, row.outbox_waiting,
                     row.forum_calls, row.rate_limited) for row in session.scalars(query)]


def short(exc: BaseException) -> str:
    """The first line of what the database driver said: no SQL, no parameters. Drivers do
    not repeat a connection's password; SQLAlchemy's own text is left out."""
    said = str(getattr(exc, "orig", None) or exc).strip().splitlines()
    return f"{type(exc).__name__}: {said[0][:300] if said else ''}"


def reachable(db: Database) -> bool:
    """Whether the database answers a trivial query; said in the log when it does not."""
    try:
        with db.engine.connect() as connection:
            connection.execute(text("SELECT 1"))
    except Exception as exc:  # whatever stops it (driver, pool, network): it does not answer
        log.warning("the database does not answer: %s", short(exc))
        return False
    return True


def health(db: Database, now: datetime) -> tuple[dict[str, Any], int]:
    """`/health`: 200 with the freshest worker's heartbeat when the database answers (its
    fields null when no worker ever ticked), 503 `unreachable` when it does not; nothing
    else (no error text, no address)."""
    if not reachable(db):
        return {"ok": False, "database": "unreachable"}, 503
    worker: dict[str, Any] = {"last_tick": None, "age_seconds": None, "pending_posts": None,
                              "outbox_waiting": None}
    try:
        freshest = beats(db, limit=1)
    except SQLAlchemyError as exc:
        log.warning("health: no heartbeat to read (is the database migrated?): %s",
                    short(exc))
        freshest = []
    if freshest:
        beat = freshest[0]
        worker = {"last_tick": beat.last_tick.isoformat(),
                  "age_seconds": round(beat.age(now), 1),
                  "pending_posts": beat.pending_posts, "outbox_waiting": beat.outbox_waiting}
    return {"ok": True, "database": "ok", "worker": worker}, 200
