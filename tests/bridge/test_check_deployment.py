"""`gamemaster check`, this side of the forum (bridge/tools/check_deployment.py): the
database opens and is at the latest migration, else the line names `gamemaster migrate` and
creates nothing; PUBLIC_URL is an address the forum reaches, where this bridge answers and
serves the status pages, never "right" at an address only this host can reach while the
forum is elsewhere; and a JSON service at DISCOURSE_URL is not taken for a Discourse."""

from __future__ import annotations

import socket
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from alembic.script import ScriptDirectory
from werkzeug.serving import make_server

from bridge.config import Config
from bridge.db import Database, GameRow
from bridge.intake.app import create_app
from bridge.migrations import alembic_config, upgrade
from bridge.tools import check_api, check_deployment, checks

FORUM_ELSEWHERE = "https://forum.example.org"


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def outward_address() -> str | None:
    """This host's address on its network (a UDP socket's, connected nowhere: no packet
    leaves), None when it has only its loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
        except OSError:
            return None
        address = str(probe.getsockname()[0])
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def head() -> str:
    found = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert found is not None
    return found


@contextmanager
def serving(app: Any, host: str = "127.0.0.1") -> Iterator[str]:
    server = make_server(host, 0, app)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://{host}:{server.server_port}"
    finally:
        server.shutdown()


@pytest.fixture
def migrated(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'gamemaster.sqlite3'}"
    upgrade(url)
    return url


def with_a_game(url: str) -> int:
    db = Database(url)
    try:
        with db.unit() as session:
            game = GameRow(kind="mud", title="La boue du jeudi soir", language="fr", gm="gm",
                           settings={"map": "grid:5x5", "turns": 3}, status="signup",
                           seed="0" * 32, salt="0" * 16, pinned={},
                           created_at=datetime(2026, 12, 1, tzinfo=UTC))
            session.add(game)
            session.flush()
            return int(game.id)
    finally:
        db.engine.dispose()


# -- database ---------------------------------------------------------------------------


def test_a_missing_sqlite_file_fails_naming_migrate_and_is_not_created(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.sqlite3"
    line, latest = check_deployment.database(Config(database_url=f"sqlite:///{path}"))
    assert line.status == check_api.FAILED and latest is None
    assert line.says == f"no database at {path}: run `gamemaster migrate` first, or point " \
                        "DATABASE_URL / --env-file at yours"
    assert not path.exists()


def test_a_database_without_tables_fails_naming_migrate(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    sqlite3.connect(path).close()
    line, _ = check_deployment.database(Config(database_url=f"sqlite:///{path}"))
    assert line.status == check_api.FAILED
    assert line.says.endswith("has no tables of the bridge: run `gamemaster migrate`")


def test_an_old_revision_fails_naming_both_revisions(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    upgrade(url, "0009")
    line, _ = check_deployment.database(Config(database_url=url))
    assert line.status == check_api.FAILED
    assert f"is at revision 0009, this version needs {head()}: run `gamemaster migrate`" \
        in line.says


def test_a_database_out_of_reach_fails_without_its_password() -> None:
    url = f"postgresql+psycopg://gamemaster:s3cret-pw@127.0.0.1:{closed_port()}/gamemaster"
    line, _ = check_deployment.database(Config(database_url=url))
    assert line.status == check_api.FAILED
    assert "check DATABASE_URL and that the database server runs" in line.says
    assert "s3cret-pw" not in line.says and "***" in line.says


def test_a_migrated_database_is_right_and_gives_its_latest_game(migrated: str) -> None:
    line, latest = check_deployment.database(Config(database_url=migrated))
    assert (line.status, latest) == (check_api.OK, None)
    assert line.says.endswith(f"answers, at the latest revision ({head()})")
    game = with_a_game(migrated)
    assert check_deployment.database(Config(database_url=migrated))[1] == game


# -- public -----------------------------------------------------------------------------


def test_this_hosts_own_address_fails_while_the_forum_is_elsewhere() -> None:
    line = check_deployment.public(Config(public_url="http://127.0.0.1:8000",
                                          discourse_url=FORUM_ELSEWHERE), None)
    assert line.status == check_api.FAILED
    assert line.says.startswith("PUBLIC_URL is http://127.0.0.1:8000, an address only this "
                                "host can reach: the forum at https://forum.example.org "
                                "cannot deliver its webhooks there")
    localhost = check_deployment.public(Config(public_url="http://localhost:8000",
                                               discourse_url=FORUM_ELSEWHERE), None)
    assert localhost.status == check_api.FAILED


def test_nothing_answering_at_the_public_address_fails() -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    line = check_deployment.public(Config(public_url=url, discourse_url="http://127.0.0.1:4200"),
                                   None)
    assert line.status == check_api.FAILED
    assert line.says.startswith(f"nothing answers at {url}/health (Connection refused): start "
                                "the web service")
    assert "/webhooks/discourse, /health and /games/" in line.says


def test_something_else_at_the_public_address_fails() -> None:
    def blog(environ: dict[str, Any], start: Any) -> list[bytes]:
        start("200 OK", [("Content-Type", "text/html")])
        return [b"<html>a blog</html>"]

    with serving(blog) as url:
        line = check_deployment.public(Config(public_url=url,
                                              discourse_url="http://127.0.0.1:4200"), None)
        assert line.status == check_api.FAILED
        assert line.says.startswith(f"something answers at {url}/health (200), but not this "
                                    "bridge")


def test_the_bridge_on_this_host_with_the_forum_here_too_is_a_note(migrated: str) -> None:
    game = with_a_game(migrated)
    app = create_app(Config(database_url=migrated))
    with serving(app) as url:
        config = Config(database_url=migrated, public_url=url,
                        discourse_url="http://127.0.0.1:4200")
        line = check_deployment.public(config, game)
        assert line.status == check_api.NOTE, line
        assert line.says.startswith(f"the bridge answers at {url} (the status page of game "
                                    f"{game} shows), this host's own address")


def test_a_proxy_that_hides_the_status_pages_fails(migrated: str) -> None:
    game = with_a_game(migrated)
    bridge = create_app(Config(database_url=migrated))

    def proxy(environ: dict[str, Any], start: Any) -> Any:
        if environ["PATH_INFO"].startswith("/games/"):
            start("404 Not Found", [("Content-Type", "text/html")])
            return [b"<html>not here</html>"]
        return bridge(environ, start)

    with serving(proxy) as url:
        config = Config(database_url=migrated, public_url=url,
                        discourse_url="http://127.0.0.1:4200")
        line = check_deployment.public(config, game)
        assert line.status == check_api.FAILED
        assert line.says == (f"{url}/games/{game}/status does not show the status page (404): "
                             f"have the proxy pass {check_deployment.PROXIED}")


def test_the_bridge_at_an_address_others_reach_is_right(migrated: str) -> None:
    address = outward_address()
    if address is None:
        pytest.skip("this host has no address but its own loopback")
    app = create_app(Config(database_url=migrated))
    with serving(app, host="0.0.0.0") as url:
        public_url = url.replace("0.0.0.0", address)
        line = check_deployment.public(Config(database_url=migrated, public_url=public_url,
                                              discourse_url=FORUM_ELSEWHERE), None)
        assert (line.status, line.says) == (
            check_api.OK, f"the bridge answers at {public_url}/health; no game yet, so no "
            "status page to look at")


# -- forum: a JSON service is not a Discourse -------------------------------------------


def test_a_json_service_at_the_forum_address_is_not_taken_for_discourse() -> None:
    def service(environ: dict[str, Any], start: Any) -> list[bytes]:
        start("403 Forbidden", [("Content-Type", "application/json")])
        return [b'{"error": "forbidden"}']

    with serving(service) as url:
        answer = check_api.Api(url, "", "", 5).call("GET", "/site/basic-info.json")
        line = checks._discourse(answer, Config(discourse_url=url))
        assert line.status == check_api.FAILED
        assert line.says == (f"something answers JSON at {url}, but not as Discourse does "
                             "(/site/basic-info.json: 403): check DISCOURSE_URL (the forum's "
                             "base URL)")


def test_the_last_line_never_says_everything_is_right_over_a_note(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """With this host's own PUBLIC_URL (the default) the public line is at best a NOTE, and
    the check's last line then sends the operator to it."""
    from bridge.tools import cli

    said = [check_api.Line("forum", check_api.OK, "right"),
            check_api.Line("public", check_api.NOTE, "this host's own address")]
    monkeypatch.setattr(checks, "run", lambda *args, **kwargs: said)
    monkeypatch.setenv("DISCOURSE_URL", "http://127.0.0.1:4200")
    assert cli.main(["check"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Nothing is broken; read the NOTE lines."
