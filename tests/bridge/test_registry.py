"""Games are found, not listed (rules/registry.py): every installed distribution registers
its games under the entry-point group `gamemaster.games`; the bridge names none of them.

A distribution is made here as pip would leave it on the path (a `.dist-info` folder with its
METADATA and entry_points.txt, and its module beside it), so that what the bridge finds is
what an installed package of a forum's own would give it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bridge.catalogs import homes
from rules import registry

ROOT = Path(__file__).resolve().parents[2]
TOY = '''
from rules.mud import MudGame

class ToyGame(MudGame):
    id = "{id}"

GAME = ToyGame()
'''


def _distribution(path: Path, name: str, version: str, entries: dict[str, str],
                  module: str = "toy", game_id: str = "toy") -> Path:
    (path / f"{module}.py").write_text(TOY.format(id=game_id), encoding="utf-8")
    info = path / f"{name}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[gamemaster.games]\n" + "".join(f"{k} = {v}\n" for k, v in entries.items()),
        encoding="utf-8")
    return path


@pytest.fixture
def fresh() -> Iterator[None]:
    """The registry read again with what the test put on the path, then as it was."""
    registry.installed.cache_clear()
    yield
    registry.installed.cache_clear()


def test_the_four_games_are_registered_by_this_distribution() -> None:
    found = registry.installed()
    for game_id in ("mud", "indixo", "arena", "highway"):
        assert found[game_id].distribution == "gamemaster"
        assert found[game_id].game.id == game_id
        assert found[game_id].home == ROOT / "rules" / game_id
        assert homes()[game_id] == found[game_id].home
    assert registry.ids() == sorted(found)


def test_an_installed_package_adds_its_game(tmp_path, monkeypatch, fresh) -> None:
    monkeypatch.syspath_prepend(str(_distribution(tmp_path, "forum-toy", "1.4.2",
                                                  {"toy": "toy:GAME"})))
    found = registry.installed()
    assert "toy" in registry.ids() and registry.get("toy") is found["toy"].game
    assert (found["toy"].distribution, found["toy"].version) == ("forum-toy", "1.4.2")
    assert found["toy"].home == tmp_path
    assert homes()["toy"] == tmp_path


def test_an_entry_named_other_than_its_game_is_refused(tmp_path, monkeypatch, fresh) -> None:
    monkeypatch.syspath_prepend(str(_distribution(tmp_path, "forum-toy", "1.0",
                                                  {"duel": "toy:GAME"})))
    with pytest.raises(registry.RegistryError, match="'duel'.*whose id is 'toy'"):
        registry.installed()


def test_an_entry_that_does_not_load_says_which(tmp_path, monkeypatch, fresh) -> None:
    monkeypatch.syspath_prepend(str(_distribution(tmp_path, "forum-toy", "1.0",
                                                  {"toy": "toy_missing:GAME"})))
    with pytest.raises(registry.RegistryError, match="'toy'.*does not load"):
        registry.installed()


def test_two_packages_registering_one_game_are_refused(tmp_path, monkeypatch, fresh) -> None:
    for name in ("forum-toy", "other-toy"):
        folder = tmp_path / name
        folder.mkdir()
        monkeypatch.syspath_prepend(str(_distribution(folder, name, "1.0", {"toy": "toy:GAME"})))
    with pytest.raises(registry.RegistryError, match="registered by both"):
        registry.installed()


def test_games_kinds_lists_what_is_installed(tmp_path) -> None:
    """`gamemaster games --kinds`, in a process of its own, as an operator runs it."""
    _distribution(tmp_path, "forum-toy", "1.4.2", {"toy": "toy:GAME"})
    env = {"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}
    run = [sys.executable, "-m", "bridge.tools.cli", "games", "--kinds"]
    table = subprocess.run(run, capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    lines = table.stdout.splitlines()
    assert lines[0].split() == ["KIND", "NAME", "VERSION", "DISTRIBUTION", "LANGUAGES",
                                "PLAYERS"]
    assert any(line.split()[:1] == ["toy"] and "1.4.2" in line and "forum-toy" in line
               for line in lines)
    found = json.loads(subprocess.run([*run, "--json"], capture_output=True, text=True,
                                      env=env, cwd=ROOT, check=True).stdout)
    by_id = {kind["id"]: kind for kind in found}
    assert {"mud", "indixo", "arena", "highway", "toy"} <= set(by_id)
    assert by_id["mud"]["languages"] == ["fr", "en", "ru"]
    assert by_id["mud"]["players"] == [2, 26]
    assert by_id["toy"]["version"] == "1.4.2"
