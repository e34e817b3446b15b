"""`gamemaster new-game NAME` (gamemaster/newgame.py): the starter package an author begins
from, proven as an author would use it, in a clean place: made by the command line, installed
into a virtualenv of its own (which sees this project's packages, and installs offline), its
own tests passing there at once, and the bridge there finding the game; while this project's
environment stays as it was. Then the names and folders the command refuses."""

from __future__ import annotations

import ast
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tomllib
from importlib.metadata import entry_points
from pathlib import Path, PurePosixPath

import pytest

from bridge.tools import cli
from gamemaster import newgame
from rules import registry

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(sysconfig.get_paths()["purelib"])
"""This project's virtualenv's site-packages, which the scratch virtualenv sees."""
BUILDING = 120
"""Seconds any one step may take (a venv, an install, the package's tests)."""


def environment() -> dict[str, str]:
    """The environment of the author's commands: pip never asks nor looks online, and
    nothing of this test run (its pytest options, an import path) reaches them."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PYTEST_", "PIP_")) and key != "PYTHONPATH"}
    return {**env, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1"}


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=environment(),
                          capture_output=True, text=True, timeout=BUILDING, check=False)
    assert done.returncode == 0, f"{command}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def imports(path: Path) -> set[str]:
    """The top-level modules a source file imports."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def readme_steps() -> list[str]:
    """The commands of the README's "Write your own game", step 1, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Write your own game", 1)[1].split("\n## ", 1)[0]
    block = section.split("**1. Start from a game that plays.**", 1)[1]
    block = block.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("#", 1)[0].strip() for line in block.splitlines()
            if line.split("#", 1)[0].strip()]


def as_run(line: str, python: Path) -> list[str | Path]:
    """A README command as the author's virtualenv runs it: `gamemaster` is the bridge's
    command line, `pip` installs offline (this test never reaches the network)."""
    words = shlex.split(line)
    if words[0] == "gamemaster":
        return [python, "-m", "bridge.tools.cli", *words[1:]]
    if words[0] == "pip":
        return [python, "-m", "pip", words[1], "--no-deps", "--no-build-isolation",
                "--no-index", *words[2:]]
    if words[0] == "python":
        return [python, *words[1:]]
    raise AssertionError(f"a README step this test cannot run as an author would: {line}")


def test_the_readme_walk_through_works_in_a_clean_place(tmp_path: Path) -> None:
    """The README's steps, run one after the other in a scratch virtualenv (which sees this
    project's packages and installs offline), from an empty folder."""
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    site = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                    cwd=tmp_path).stdout.strip())
    (site / "gamemaster-dev.pth").write_text(f"import site; site.addsitedir({str(SITE)!r})\n",
                                             encoding="utf-8")
    work = tmp_path / "work"
    work.mkdir()
    said: dict[str, str] = {}
    steps = readme_steps()
    assert [step.split()[:2] for step in steps][:2] == [["gamemaster", "new-game"], ["cd", "duel"]]
    where = work
    for step in steps:
        if step.startswith("cd "):
            where = where / step[3:].strip()
            continue
        said[step] = run(*as_run(step, python), cwd=where).stdout
    package = work / "duel"
    made = said["gamemaster new-game duel"]
    assert "Made the game 'duel' in duel" in made
    assert "pip install -e ." in made and "pytest" in made
    for path in ("pyproject.toml", "README.md", "duel/__init__.py", "duel/locale/fr/duel.ftl",
                 "duel/locale/en/duel.ftl", "duel/locale/ru/duel.ftl",
                 "duel/templates/opening.md.j2", "tests/test_duel.py"):
        assert (package / path).is_file(), path
    files = [p for p in package.rglob("*") if p.is_file() and "egg-info" not in str(p)
             and "__pycache__" not in str(p)]
    assert not [p for p in files if "GAMEID" in str(p) or "GAMENAME" in str(p)
                or re.search("GAMEID|GAMENAME", p.read_text(encoding="utf-8"))]
    assert 'duel = "duel:GAME"' in (package / "pyproject.toml").read_text(encoding="utf-8")
    for source in package.rglob("*.py"):  # built on the kit alone
        assert imports(source) & {"bridge", "rules", "tests"} == set(), source

    kinds = said["gamemaster games --kinds"]
    assert re.search(r"^duel +Duel +0\.1\.0 +gamemaster-duel +fr en ru +2-20$", kinds, re.M), kinds
    assert re.search(r"^mud ", kinds, re.M)
    tested = said["python -m pytest -q tests"]
    assert tested.count(".") >= 15 and "failed" not in tested and "error" not in tested, tested
    run(sys.executable, "-m", "mypy", "--cache-dir", os.devnull, "duel", "tests", cwd=package)
    run(sys.executable, "-m", "ruff", "check", "--no-cache", ".", cwd=package)

    # Nothing leaked into this project's environment.
    assert "duel" not in {entry.name for entry in entry_points(group=registry.GROUP)}
    assert "duel" not in registry.ids()
    assert not list(SITE.glob("*duel*"))


# --- refusals ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Duel", "2duel", "du-el", "du_el", "", "class"])
def test_a_name_that_cannot_be_an_id_is_refused(name: str, tmp_path: Path) -> None:
    with pytest.raises(newgame.Refused, match="cannot be a game's id"):
        newgame.create(name, tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_an_installed_game_id_is_refused(tmp_path: Path) -> None:
    with pytest.raises(newgame.Refused, match="'mud' is installed already"):
        newgame.create("mud", tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_an_importable_module_is_refused(tmp_path: Path) -> None:
    with pytest.raises(newgame.Refused, match="'json' can already be imported"):
        newgame.create("json", tmp_path)


def test_an_existing_folder_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    (tmp_path / "duel").mkdir()
    (tmp_path / "duel" / "mine.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(newgame.Refused, match="exists already"):
        newgame.create("duel", tmp_path)
    assert [p.name for p in (tmp_path / "duel").iterdir()] == ["mine.txt"]


def test_the_command_line_says_why_and_exits_1(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["new-game", "mud", "--dir", str(tmp_path)]) == 1
    said = capsys.readouterr()
    assert said.out == "" and "gamemaster new-game: a game with the id 'mud'" in said.err
    assert cli.main(["new-game", "Bad-Name", "--dir", str(tmp_path)]) == 1
    assert "cannot be a game's id" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_the_command_line_makes_the_package_where_told(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["new-game", "quiz", "--dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    made = sorted(str(p.relative_to(tmp_path / "quiz")) for p in (tmp_path / "quiz").rglob("*")
                  if p.is_file())
    template = sorted(str(p.relative_to(newgame.TEMPLATE)).replace("GAMEID", "quiz")
                      for p in newgame.TEMPLATE.rglob("*") if p.is_file()
                      and not newgame.skipped(p.relative_to(newgame.TEMPLATE)))
    assert made == template
    assert all(f"{tmp_path / 'quiz' / path}" in out for path in made)
    assert 'names: Mapping[str, str] = MappingProxyType(\n        {"fr": "Quiz"' in (
        tmp_path / "quiz" / "quiz" / "__init__.py").read_text(encoding="utf-8")


def test_every_file_of_the_template_is_packaged() -> None:
    """An installed gamemaster (a wheel, not this checkout) has the whole template: each of
    its files is named by the package data of pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = project["tool"]["setuptools"]["package-data"]["gamemaster"]
    files = [p.relative_to(newgame.TEMPLATE.parent) for p in newgame.TEMPLATE.rglob("*")
             if p.is_file() and not newgame.skipped(p.relative_to(newgame.TEMPLATE))]
    assert len(files) > 20
    unlisted = [str(f) for f in files
                if not any(PurePosixPath(f.as_posix()).match(pattern) for pattern in patterns)]
    assert not unlisted, f"add them to [tool.setuptools.package-data] gamemaster: {unlisted}"
