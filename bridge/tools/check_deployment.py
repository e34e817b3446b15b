"""`gamemaster check`, this side of the forum: the bridge's own database and public address.

- database: DATABASE_URL opens, the bridge's tables are there and at the latest migration
  (else: which command to run); a SQLite file that does not exist is never created here;
- public: PUBLIC_URL is where the forum delivers its webhooks and where players open the
  status pages, so it must be reachable from the forum: an address only this host can reach
  fails unless the forum runs on this host too (then a NOTE: the status pages' links work only
  here), and what answers there must be this bridge (`/health`) serving the status pages
  (`/games/<id>/status` of the latest game, when there is one).
Each is one `check_api.Line`, like the forum's checks (`bridge.tools.checks`).
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from sqlalchemy import func, select

from bridge.config import Config, hide_password
from bridge.db import GameRow, make_engine
from bridge.tools.check_api import FAILED, NOTE, OK, Api, Line

PROXIED = "/webhooks/discourse, /health and /games/ (status, status.json, status.txt, board.png)"
"""What a proxy in front of the bridge must pass (deploy/README.md)."""


def database(config: Config) -> tuple[Line, int | None]:
    """The database line (`bridge.migrations.ready`: the same words as every command's), and
    the latest game's id, for the status page's check."""
    from bridge.migrations import DatabaseNotReady, head, ready

    url = config.database_url
    try:
        ready(url)
    except DatabaseNotReady as refused:
        return Line("database", FAILED, str(refused)), None
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            latest = connection.scalar(select(func.max(GameRow.id)))
    finally:
        engine.dispose()
    return Line("database", OK, f"{hide_password(url)} answers, at the latest revision "
                f"({head()})"), latest


def _loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def public(config: Config, latest_game: int | None) -> Line:
    """Whether the forum and players reach this bridge at PUBLIC_URL."""
    url = config.public_url.rstrip("/")
    if _loopback(url) and not _loopback(config.discourse_url):
        return Line("public", FAILED, f"PUBLIC_URL is {url}, an address only this host can "
                    f"reach: the forum at {config.discourse_url} cannot deliver its webhooks "
                    "there nor players open the status pages; set PUBLIC_URL to the bridge's "
                    "address as the forum reaches it (https://games.example.org)")
    visitor = Api(url, "", "", config.api_timeout_seconds)  # as the forum and players call
    answer = visitor.call("GET", "/health")
    if answer.status is None:
        return Line("public", FAILED, f"nothing answers at {url}/health ({answer.error}): "
                    f"start the web service (gamemaster web, or gunicorn) and have the proxy "
                    f"pass {PROXIED}")
    if answer.status != 200 or not isinstance(answer.body, dict) or not (
            "ok" in answer.body or "database" in answer.body):
        return Line("public", FAILED, f"something answers at {url}/health "
                    f"({answer.status}), but not this bridge: check PUBLIC_URL and that "
                    f"the proxy passes {PROXIED}")
    if latest_game is not None:
        page = visitor.call("GET", f"/games/{latest_game}/status")
        if page.status != 200 or "html" not in page.content_type:
            return Line("public", FAILED, f"{url}/games/{latest_game}/status does not show "
                        f"the status page ({page.status or page.error}): have the proxy pass "
                        f"{PROXIED}")
    shown = (f"the status page of game {latest_game} shows" if latest_game is not None
             else "no game yet, so no status page to look at")
    if _loopback(url):
        return Line("public", NOTE, f"the bridge answers at {url} ({shown}), this host's own "
                    "address: right for a forum on this host, but players elsewhere cannot "
                    "open the status pages; set PUBLIC_URL to a public address for them")
    return Line("public", OK, f"the bridge answers at {url}/health; {shown}")

