"""The command line for an operator: help and defaults everywhere, the version, and
`gamemaster games`."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path

import pytest

from bridge.db import Database, GameRow, PlayerRow
from bridge.tools import cli

COMMANDS = {"scenario", "scenario run", "texts", "demo", "web", "worker", "migrate", "games",
            "check", "verify", "replay", "status", "new-game"}


def parsers(parser: argparse.ArgumentParser, name: str = "") -> Iterator[
        tuple[str, argparse.ArgumentParser]]:
    """Every (sub)command's parser, by its words after `gamemaster`."""
    yield name, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for word, sub in action.choices.items():
                yield from parsers(sub, f"{name} {word}".strip())


def test_every_command_is_there_with_a_description() -> None:
    found = dict(parsers(cli.parser()))
    assert set(found) == COMMANDS | {""}
    for name, parser in found.items():
        assert parser.description, name


def test_every_option_has_help_and_shows_its_default() -> None:
    for name, parser in parsers(cli.parser()):
        text = " ".join(parser.format_help().split())
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                assert all(c.help for c in action._choices_actions), name
                continue
            assert action.help, (name, action.dest)
            if action.option_strings and action.default not in (None, False,
                                                                argparse.SUPPRESS):
                assert f"(default: {action.default})" in text, (name, action.dest)
            if action.dest == "database_url":
                assert "(default:" in " ".join(action.help.split()), name


def test_defaults_are_shown_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.main(["web", "--help"])
    assert exit_.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "address to listen on (default: 127.0.0.1)" in out
    assert "port to listen on (default: 8000)" in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"gamemaster {version('gamemaster')}"
    assert version("gamemaster") == "0.2.0"


# ----------------------------------------------------------------------------- games


def add_game(db: Database, status: str, title: str, players: list[str], removed: int = 0,
             steps: dict[str, object] | None = None, deadline: datetime | None = None,
             kind: str = "mud") -> int:
    now = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
    with db.unit() as session:
        game = GameRow(kind=kind, title=title, language="fr", gm="maitre", settings={},
                       status=status, seed="s", salt="t", pinned={}, created_at=now,
                       steps=steps or {}, step_key=next(iter((steps or {}).get("open", {})),
                                                        None), deadline_at=deadline)
        session.add(game)
        session.flush()
        for number, name in enumerate(players):
            session.add(PlayerRow(game_id=game.id, username=name, language="fr",
                                  joined_at=now, post_id=100 + number,
                                  removed=number < removed))
        return game.id


@pytest.fixture
def listed(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    db = Database(url)
    db.create_all()
    deadline = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)
    add_game(db, "signup", "Bataille de Dole", ["anna", "boris"])
    add_game(db, "running", "Meurtre au manoir, une très longue partie de printemps",
             ["ana", "bea", "carl", "dina"], removed=1, kind="indixo",
             steps={"open": {"day-2-votes": {"deadline_at": deadline.isoformat()},
                             "day-2-guess": {}}}, deadline=deadline)
    add_game(db, "review", "Arène", ["abel"], kind="arena",
             steps={"open": {"round-3": {}}, "paused_at": deadline.isoformat()},
             deadline=deadline)
    add_game(db, "finished", "Fini", ["x", "y"])
    add_game(db, "cancelled", "Annulé", [])
    db.engine.dispose()
    return url


def test_games_table(listed: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["games", "--database-url", listed]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["ID", "KIND", "TITLE", "STATUS", "PLAYERS", "OPEN", "STEP",
                                "DEADLINE", "GM"]
    assert len(lines) == 6
    assert lines[1].split()[:2] == ["1", "mud"] and "sign-up" in lines[1]
    running = lines[2]
    assert "Meurtre au manoir, une très lon…" in running
    assert "running" in running and " 3 " in running  # the removed player is not counted
    assert "day-2-votes (+1)" in running and "2026-12-02 21:00 UTC" in running
    assert "review (paused)" in lines[3] and "round-3" in lines[3]
    assert "finished" in lines[4] and lines[4].split()[-1] == "maitre"
    assert "cancelled" in lines[5] and lines[5].split()[-3:] == ["-", "-", "maitre"]


def test_games_json(listed: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["games", "--database-url", listed, "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    assert [g["status"] for g in games] == ["sign-up", "running", "review", "finished",
                                            "cancelled"]
    assert games[1] == {"id": 2, "kind": "indixo",
                        "title": "Meurtre au manoir, une très longue partie de printemps",
                        "status": "running", "players": 3, "step": "day-2-votes",
                        "deadline": "2026-12-02T21:00:00+00:00", "more_steps": 1,
                        "paused": False, "gm": "maitre"}
    assert games[0]["step"] is None and games[3]["deadline"] is None


def test_games_reads_database_url_from_the_environment(
        listed: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", listed)
    assert cli.main(["games", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 5


def test_no_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'empty.sqlite3'}"
    Database(url).create_all()
    assert cli.main(["games", "--database-url", url]) == 0
    assert capsys.readouterr().out == "No games in this database.\n"
