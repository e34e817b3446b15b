"""Imports go down, never up: the games (`rules/`) are pure and know nothing of the bridge,
the forum, the database or the web; a game knows the shared parts of `rules/` and itself,
never another game. Read from each module's source (`ast`), so a forbidden import fails here
whether or not a test happens to run it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "rules"
GAMES = sorted(p.name for p in RULES.iterdir() if (p / "__init__.py").exists()
               and p.name != "reader")
OUTSIDE = ("bridge", "sqlalchemy", "flask", "pydiscourse", "requests", "apscheduler",
           "psycopg", "gunicorn")
"""What a game may never import: the bridge, storage, the web and the forum's client."""
KIT = ROOT / "gamemaster"
PACKAGES = ROOT / "games"
"""The games packaged apart (games/mafia): each its own distribution, built on the kit."""


def imports(path: Path) -> set[str]:
    """The absolute modules a source file imports (anywhere in it, functions included)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


@pytest.mark.parametrize("path", sorted(RULES.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_the_rules_import_nothing_above_them(path: Path) -> None:
    outside = sorted(m for m in imports(path) if m.split(".")[0] in OUTSIDE)
    assert not outside, outside
    parts = path.relative_to(RULES).parts
    game = parts[0] if len(parts) > 1 and parts[0] in GAMES else None
    others = sorted(m for m in imports(path) if m.startswith("rules.")
                    and m.split(".")[1] in GAMES and m.split(".")[1] != game)
    assert not others, f"a game or a shared part imports a game: {others}"


def _sources(*folders: Path) -> list[Path]:
    return sorted(p for folder in folders for p in folder.rglob("*.py")
                  if ".venv" not in p.parts and "build" not in p.parts)


@pytest.mark.parametrize("path", _sources(PACKAGES), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_game_package_is_built_on_the_kit_alone(path: Path) -> None:
    """A game packaged apart imports the kit (`gamemaster.game`, `gamemaster.reader`,
    `gamemaster.testing` in its tests), itself and the standard library or its own
    dependencies: never the bridge nor the rules' insides, which may change under it."""
    inside = sorted(m for m in imports(path) if m.split(".")[0] in ("bridge", "rules", "tests"))
    assert not inside, f"{path.name} imports {inside}: use gamemaster.* instead"


@pytest.mark.parametrize("path", _sources(ROOT / "bridge", RULES, KIT),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_of_ours_imports_a_game_package(path: Path) -> None:
    """Uninstalling a game package (games/*) leaves the bridge, the four games and the kit
    whole: none of them imports it; the bridge finds it through its entry point."""
    names = {p.name for p in PACKAGES.iterdir() if p.is_dir()} if PACKAGES.is_dir() else set()
    packaged = {m for m in imports(path) if m.split(".")[0] in names}
    assert not packaged, packaged


def test_the_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    source = tmp_path / "bad.py"
    source.write_text("def f():\n    from bridge.db import GameRow\n    import rules.mud\n")
    assert imports(source) == {"bridge.db", "rules.mud"}
