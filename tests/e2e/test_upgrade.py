"""Upgrades without fear: a database made by an OLD version, upgraded by this one's
`gamemaster migrate`, still verifies and replays game by game.

Each fixture in tests/fixtures/upgrade/ (its README says which commit and command made it) is
a SQLite database that an old checkout's own code migrated (`bridge.migrations.upgrade`) and
then filled with one finished game of every kind (mud fight with the GM's rerun, INDIXO, the
clan arena, Highway Romantics), played through that version's scenario runner. Here a copy is
migrated to head through the command line, then `gamemaster verify` and `gamemaster replay`
run on every game. SQLite by nature: the fixtures are SQLite files, whatever
TEST_DATABASE_URL says.

- 0012-d400dfe: the oldest commit whose games replayed exactly before issue 24; the upgrade
  runs 0012 -> 0014.
- 0006-e490763: the oldest commit whose games can be replayed at all (set-ups kept as a
  resolution since then; the first commit playing all four kinds, fa53f73 at 0005, kept none,
  so its games say "no set-up record"); the upgrade runs eight migrations, 0007 -> 0014.

Their games verify; their state, log and dice replay exactly once the keys each game's rules
added since are set aside (`ADDED_SINCE`, each named); their messages are all rendered again
from the old records, and differ only in their words (issue 24 rewrote the words of every
game; earlier versions changed the order of the results).
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from bridge.db import Base, Database
from bridge.migrations import head
from bridge.tools import cli
from bridge.tools import replay as replaying

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "upgrade"
KINDS = {1: "mud", 2: "indixo", 3: "arena", 4: "highway"}

ADDED_SINCE = {
    "0012-d400dfe": {"mud": (), "indixo": (), "arena": (), "highway": ("guard",)},
    "0006-e490763": {"mud": ("among",), "indixo": ("left_out",), "arena": (),
                     "highway": ("revised", "guard")},
}
"""The keys of a game's state and log that its rules added after the fixture's commit: the
mud fight's drawn moves say what they were drawn among (`among`, d400dfe), an INDIXO house
says what it leaves out (`left_out`, 38982cc), Highway remembers the leader who revised a
split this turn (`revised`, 38982cc) and which guard a fight was with (`guard`, issue 24,
for the words "охранница" and "охранник")."""
FIXTURE_FILES = {"0012-d400dfe": "0012", "0006-e490763": "0006"}


def gamemaster(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """Run the command line; its exit status and what it printed."""
    status = cli.main(list(argv))
    out = capsys.readouterr()
    return status, out.out + out.err


def revision_of(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        return str(connection.execute("SELECT version_num FROM alembic_version").fetchone()[0])


def differences(report: str) -> dict[str, str]:
    """The steps of a replay report that differ, with their first difference."""
    found = {}
    for line in report.splitlines():
        match = re.match(r"\s+(\S+)\s+label .*? DIFFERS: (.*)$", line)
        if match:
            found[match.group(1)] = match.group(2)
    return found


@pytest.fixture(scope="module", params=list(FIXTURE_FILES))
def upgraded(request: pytest.FixtureRequest,
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """(fixture name, URL of a copy of it upgraded to head by `gamemaster migrate`)."""
    name = str(request.param)
    source = FIXTURES / f"{name}.sqlite3.gz"  # kept compressed: a fifth of the size
    copy = tmp_path_factory.mktemp("upgrade") / f"{name}.sqlite3"
    with gzip.open(source) as packed, copy.open("wb") as unpacked:
        shutil.copyfileobj(packed, unpacked)
    assert revision_of(copy) == FIXTURE_FILES[name]
    url = f"sqlite:///{copy}"
    assert cli.main(["replay", "1", "--database-url", url]) == cli.CANNOT  # not migrated yet
    assert cli.main(["migrate", "--database-url", url]) == 0
    yield name, url


def test_the_old_database_is_at_head_with_every_table_as_the_models_say(
        upgraded: tuple[str, str]) -> None:
    name, url = upgraded
    assert FIXTURE_FILES[name] != head(), "the upgrade must migrate something"
    assert revision_of(Path(url.removeprefix("sqlite:///"))) == head()
    database = Database(url)
    with database.engine.connect() as connection:
        assert compare_metadata(MigrationContext.configure(connection), Base.metadata) == []
    database.engine.dispose()


def test_every_kind_of_game_is_there_finished(upgraded: tuple[str, str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    _name, url = upgraded
    status, out = gamemaster(capsys, "games", "--json", "--database-url", url)
    assert status == 0, out
    games = json.loads(out)
    assert {game["id"]: (game["kind"], game["status"]) for game in games} == {
        number: (kind, "finished") for number, kind in KINDS.items()}


@pytest.mark.parametrize("game", list(KINDS))
def test_every_game_verifies_after_the_upgrade(upgraded: tuple[str, str], game: int,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    _name, url = upgraded
    status, out = gamemaster(capsys, "verify", str(game), "--database-url", url)
    assert status == 0, out
    assert f"({KINDS[game]}), finished" in out
    assert "Commitment: OK" in out and "Reveal: OK" in out
    assert out.splitlines()[-1].startswith("Verdict: OK")


def _without_added(monkeypatch: pytest.MonkeyPatch, added: set[str]) -> None:
    """Make the replay set aside the keys the rules added since (taken out of the replayed
    state and log only where the published one has none)."""
    first_difference = replaying.first_difference

    def without_added(published: Any, replayed: Any) -> Any:
        if isinstance(published, dict) and isinstance(replayed, dict):
            return {key: without_added(published.get(key), value)
                    for key, value in replayed.items()
                    if key not in added or key in published}
        if isinstance(published, list) and isinstance(replayed, list):
            return [without_added(published[i] if i < len(published) else None, value)
                    for i, value in enumerate(replayed)]
        return replayed

    def compared(published: Any, replayed: Any, path: str) -> str | None:
        if path in ("state_after", "log"):
            replayed = without_added(published, replayed)
        return first_difference(published, replayed, path)

    monkeypatch.setattr(replaying, "first_difference", compared)


@pytest.mark.parametrize("game", list(KINDS))
def test_every_game_replays_after_the_upgrade(upgraded: tuple[str, str], game: int,
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """State, log and dice, as `gamemaster replay --no-messages` compares them: exactly, once
    the keys each game's rules added since are set aside."""
    name, url = upgraded
    _without_added(monkeypatch, set(ADDED_SINCE[name][KINDS[game]]))
    status, out = gamemaster(capsys, "replay", str(game), "--no-messages", "--database-url", url)
    assert "comparing state, log, pinned dice" in out
    assert differences(out) == {}, out
    assert status == 0 and out.splitlines()[-1].startswith("Verdict: OK"), out


@pytest.mark.parametrize("game", list(KINDS))
def test_old_games_messages_render_and_differ_only_by_their_words(
        upgraded: tuple[str, str], game: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every published step's messages are rendered again from the old game's record (the
    templates and catalogs read every old state), and where they differ it is in their
    words: issue 24 rewrote the words of every game (articles, genders, the register, a
    hand shown as drawn), and earlier versions the order of the results. The state, the log
    and the dice stay as published (the test above)."""
    name, url = upgraded
    _without_added(monkeypatch, set(ADDED_SINCE[name][KINDS[game]]))
    database = Database(url)
    try:
        result = replaying.run(database, game)
    finally:
        database.engine.dispose()
    assert result is not None and not result.problem, result and result.report()
    report = result.report()
    assert "comparing state, log, pinned dice and messages" in report
    found = differences(report)
    assert all(text.startswith("messages") for text in found.values()), found
    assert len(result.steps) == len(result.record.steps), report
