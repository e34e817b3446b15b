"""Forum Mafia is a package of its own (games/mafia): without it, the bridge and the four
games work and are tested, with nothing changed. Proven in a scratch environment that sees
every package this one has except Mafia's distribution (each of them linked in, Mafia's left
out), as after `pip uninstall gamemaster-mafia`: the registry finds the four games only, a
Mafia game is refused as unknown, and the bridge's own tests of games and scenarios pass."""

from __future__ import annotations

import json
import os
import site
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAFIA = ("gamemaster_mafia", "gamemaster-mafia")


@pytest.fixture(scope="module")
def python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scratch environment's python."""
    here = tmp_path_factory.mktemp("without-mafia")
    packages = here / "site"
    packages.mkdir()
    source = Path(next(p for p in site.getsitepackages() if p.endswith("site-packages")))
    assert any(name in str(p) for p in source.iterdir() for name in MAFIA), \
        "Mafia is not installed here: nothing to leave out"
    for entry in source.iterdir():
        if not any(name in entry.name for name in MAFIA):
            (packages / entry.name).symlink_to(entry)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(here / "venv")],
                   check=True)
    venv_site = next((here / "venv" / "lib").glob("python3*/site-packages"))
    (venv_site / "everything_but_mafia.pth").write_text(
        f"import site; site.addsitedir({str(packages)!r})\n", encoding="utf-8")
    return here / "venv" / "bin" / "python"


def _run(python: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "PYTHON"))}
    return subprocess.run([str(python), *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600, check=False)


def test_the_bridge_finds_the_four_games_only(python: Path) -> None:
    done = _run(python, "-m", "bridge.tools.cli", "games", "--kinds", "--json")
    assert done.returncode == 0, done.stderr
    assert [kind["id"] for kind in json.loads(done.stdout)] == ["arena", "highway", "indixo",
                                                                "mud"]
    found = _run(python, "-c", "import importlib.util as u; print(u.find_spec('mafia'))")
    assert found.stdout.strip() == "None"


def test_the_bridge_and_the_games_are_tested_without_it(python: Path) -> None:
    done = _run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x",
                "tests/bridge/test_registry.py", "tests/bridge/test_catalogs.py",
                "tests/kit/test_kit_contract.py", "tests/test_scenarios.py",
                "-k", "registry or catalog or Mud or mud_duel_tie or indixo_vote_wins "
                      "or arena_centre_win or highway_en_discobot or there_are",
                "games")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]  # 5: none ran
    assert done.stdout.count(".") > 30 and "mafia" not in done.stdout.lower()
