"""Upgrades without fear: a database made by an OLD version, upgraded by this one's
`gamemaster migrate`, still verifies and replays game by game.

Each fixture in tests/fixtures/upgrade/ (its README says which commit and command made it) is
a SQLite database that an old checkout's own code migrated (`bridge.migrations.upgrade`) and
then filled with one finished game of every kind (mud fight with the GM's rerun, INDIXO, the
clan arena, Highway Romantics), played through that version's scenario runner. Here a copy is
migrated to head through the command line, then `gamemaster verify` and `gamemaster replay`
run on every game. SQLite by nature: the fixtures are SQLite files, whatever
TEST_DATABASE_URL says.

- 0012-d400dfe: the oldest commit whose games replay exactly today (state, log, dice and
  messages); the upgrade runs 0012 -> 0013.
- 0006-e490763: the oldest commit whose games can be replayed at all (set-ups kept as a
  resolution since then; the first commit playing all four kinds, fa53f73 at 0005, kept none,
  so its games say "no set-up record"); the upgrade runs seven migrations, 0007 -> 0013.
  Its games verify, and replay but for what the rules added since, each difference named
  below and checked to be exactly that: the mud fight's drawn moves say what they were drawn
  among (`among`, d400dfe), an INDIXO house says what it leaves out (`left_out`, 38982cc),
  Highway remembers the leader who revised a split this turn (`revised`, 38982cc); and two
  texts changed: the mud fight's and INDIXO's results tell the story before the sealed
  orders' receipts, and a drawn intersection is told (d400dfe), INDIXO's day carries the
  board's picture (87cd7e5).
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

_REVISED_NULL = ("setup m4-cell m5-cell m6-cell m7-cell m8-cell m14-assign m15-cell m17-cell "
                 "m19-fight m22-cell m23-cell m24-cell m27-fight m28-cell m29-cell m30-cell "
                 "m31-cell m33-thief m35-thief m38-thief m43-assign m44-cell m45-cell "
                 "m46-cell m47-cell m48-cell m49-cell m52-cell m54-cell m55-last m59-vote2 "
                 "m60-last").split()
DIFFERS_0006: dict[str, dict[str, str]] = {
    "mud": {
        "turn-1": 'state_after.history[0].moves[1].among: published nothing, replayed '
                  '["C4", "D3"]',
        "turn-2": 'state_after.history[1].moves[1].among: published nothing, replayed '
                  '["D3", "E2"]',
    },
    "indixo": {
        "setup": 'state_after.left_out: published nothing, replayed {"rooms": [], '
                 '"weapons": []}',
        "night-1-actions": "messages[0].raw, at character 0: published '**Ordres scellés "
                           "de la nuit 1 (actions) :** voici le reçu de', replayed '## Nuit "
                           "1 : le jour se lève\\n\\nAu petit matin, on découvre le '",
        "day-1-words": "messages[1].picture: published false, replayed true",
    },
    "arena": {},
    "highway": {
        **{key: "state_after.revised: published nothing, replayed null"
           for key in _REVISED_NULL},
        "m12-revise": "state_after.revised: published nothing, replayed 'olga'",
        "m58-revise": "state_after.revised: published nothing, replayed 'petr'",
    },
}
"""`gamemaster replay`'s first difference in each step that differs, games of e490763."""
ADDED_SINCE = {"mud": ("among",), "indixo": ("left_out",), "arena": (),
               "highway": ("revised",)}
"""The keys of a game's state and log that its rules added after e490763."""
TEXTS_SINCE_0006: dict[str, dict[str, str]] = {
    "mud": {
        "turn-1": "messages[0].raw, at character 0: published '**Ordres scellés du tour 1 "
                  ":** voici le reçu de chaque ordre', replayed '## Scenario mud : résultats "
                  "du tour 1 sur 2\\n\\n### Déplacement'",
        "turn-2": "messages[2].raw, at character 205: published 'à la place (E4 → D3)\\n\\n"
                  "### Tirs de boue\\nAucun tir ce tour-ci.\\n\\nPasse son tour : a', "
                  "replayed 'à la place (E4 → D3), intersection tirée au sort parmi D3, E2 "
                  ": D3\\n\\n### Tirs de '",
    },
    "indixo": {key: text for key, text in DIFFERS_0006["indixo"].items() if key != "setup"},
    "arena": {},
    "highway": {},
}
"""With those keys set aside, the first difference left in each step: the texts that
changed since e490763 (none in the state, the log or the dice)."""
FIXTURE_FILES = {"0012-d400dfe": "0012", "0006-e490763": "0006"}
EXPECTED = {"0012-d400dfe": {kind: {} for kind in KINDS.values()},
            "0006-e490763": DIFFERS_0006}


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


@pytest.mark.parametrize("game", list(KINDS))
def test_every_game_replays_after_the_upgrade(upgraded: tuple[str, str], game: int,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """State, log, dice and messages, as `gamemaster replay` compares them. Exactly OK for
    the games of d400dfe; for those of e490763, exactly the differences named above."""
    name, url = upgraded
    status, out = gamemaster(capsys, "replay", str(game), "--database-url", url)
    assert "comparing state, log, pinned dice and messages" in out
    expected = EXPECTED[name][KINDS[game]]
    assert differences(out) == expected, out
    assert status == (1 if expected else 0), out
    if not expected:
        assert out.splitlines()[-1].startswith("Verdict: OK"), out


@pytest.mark.parametrize("game", list(KINDS))
def test_old_games_differ_only_by_what_the_rules_added_and_the_texts_changed(
        upgraded: tuple[str, str], game: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The games of e490763 with the keys each game's rules added since set aside (taken out
    of the replayed state and log only where the published one has none): the state, the
    log and the dice replay exactly, and what is left are the texts that changed."""
    name, url = upgraded
    if name != "0006-e490763":
        pytest.skip("the games of d400dfe replay exactly")
    kind = KINDS[game]
    added = set(ADDED_SINCE[kind])
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
    database = Database(url)
    try:
        result = replaying.run(database, game)
    finally:
        database.engine.dispose()
    assert result is not None
    assert differences(result.report()) == TEXTS_SINCE_0006[kind], result.report()
