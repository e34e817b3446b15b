"""`gamemaster status`: does the database answer, and is a worker ticking? A healthcheck.

Prints the database's reachability, then each worker's heartbeat (`bridge.intake.heartbeat`),
freshest first: its last tick, the received posts pending and the outbox messages waiting
then, its forum calls and 429 answers. Exits 0 when the database answers and a worker ticked
within `--fresh` seconds (by default 3 × POLL_SECONDS + 60), 1 otherwise.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from datetime import datetime
from typing import TextIO

from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError

from bridge.config import Config
from bridge.db import Database
from bridge.intake import heartbeat

SHOWN = 20
"""Workers listed at most (a dead worker's row stays: each restart adds one)."""


def default_fresh(config: Config) -> float:
    """How recent a tick must be by default: three polls and a minute."""
    return 3 * config.poll_seconds + 60


def _where(url: str) -> str:
    """The database's URL without its password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # an URL SQLAlchemy cannot read: say nothing of it
        return "(unreadable DATABASE_URL)"


def _age(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s ago"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min ago"
    return f"{seconds / 3600:.1f} h ago"


def report(db: Database, now: datetime, fresh: float, out: TextIO,
           this_host: bool = False) -> int:
    """Print the report on `out`; the exit status."""
    where = _where(db.url)
    if not heartbeat.reachable(db):
        out.write(f"database: unreachable ({where})\n")
        return 1
    out.write(f"database: ok ({where})\n")
    try:
        found = heartbeat.beats(db)
    except SQLAlchemyError as exc:
        out.write(f"workers: cannot read their heartbeats ({heartbeat.short(exc)}): is the "
                  "database migrated? (gamemaster migrate)\n")
        return 1
    if this_host:
        host = f"{socket.gethostname()[:80]}:"
        found = [beat for beat in found if beat.worker.startswith(host)]
    if not found:
        out.write("workers: none has ticked yet" + (" on this host" if this_host else "")
                  + "\n")
    for beat in found[:SHOWN]:
        out.write(f"worker {beat.worker}: last tick {beat.last_tick.isoformat()} "
                  f"({_age(beat.age(now))}), posts pending {beat.pending_posts}, "
                  f"outbox waiting {beat.outbox_waiting}, forum calls {beat.forum_calls}, "
                  f"429 answers {beat.rate_limited}\n")
    if len(found) > SHOWN:
        out.write(f"... and {len(found) - SHOWN} older heartbeats (workers since stopped)\n")
    if found and found[0].age(now) <= fresh:
        out.write(f"OK: a worker ticked within {fresh:.0f} s\n")
        return 0
    out.write(f"FAILED: no worker ticked within {fresh:.0f} s: is `gamemaster worker` "
              "running, and can it reach the database?\n")
    return 1


def main(config: Config, clock: Callable[[], datetime], out: TextIO,
         database_url: str | None = None, fresh: float | None = None,
         this_host: bool = False) -> int:
    """`gamemaster status`: the report on `config`'s database (or `database_url`)."""
    url = database_url or config.database_url
    try:
        db = Database(url)
    except Exception as exc:  # an URL no engine can be made for (driver missing, garbled)
        out.write(f"database: unreachable ({_where(url)}: {type(exc).__name__})\n")
        return 1
    try:
        return report(db, clock(), default_fresh(config) if fresh is None else fresh, out,
                      this_host)
    finally:
        db.engine.dispose()
