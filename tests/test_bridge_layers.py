"""The bridge's imports go down the flow of a post, never up (issue 23): tools and intake above
the handlers, the handlers above the turns, the turns above publishing, publishing above
delivery, and the bottom (`bridge/*.py`: settings, clock, storage, the steps' record, the
texts' renderer) under all. A folder may import itself and anything below it. The games
(`rules/`) are not a layer of the bridge: every layer may read them but delivery, which moves
messages and knows no game. Read from each module's source (`ast`), so an upward import fails
here whether or not a test runs it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BRIDGE = ROOT / "bridge"
FLOW = ("tools", "sandbox", "intake", "handlers", "turns", "publishing", "delivery", "")
"""The layers, top first; "" is the bottom (modules directly in `bridge/`, and migrations).
The sandbox forum is a tool: only tools and tests use it, and it uses none of the flow."""
KNOWS_NO_GAME = ("delivery",)


def layer(module: str) -> str:
    """The layer of a `bridge` module by its dotted name."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] in FLOW:
        return parts[1]
    if len(parts) == 2 and parts[1] in FLOW and (BRIDGE / parts[1]).is_dir():
        return parts[1]
    return ""


def imports(path: Path) -> set[str]:
    """The absolute modules a source file imports (anywhere in it, functions included), with
    `from bridge import x` read as `bridge.x`."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "bridge":
                found |= {f"bridge.{alias.name}" for alias in node.names}
            else:
                found.add(node.module)
    return found


def module_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


@pytest.mark.parametrize("path", sorted(BRIDGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_the_bridge_imports_only_down_the_flow(path: Path) -> None:
    own = FLOW.index(layer(module_of(path)))
    upward = sorted(m for m in imports(path) if m.startswith("bridge.")
                    and FLOW.index(layer(m)) < own)
    assert not upward, f"{module_of(path)} ({FLOW[own] or 'bottom'}) imports above it: {upward}"
    if FLOW[own] in KNOWS_NO_GAME:
        games = sorted(m for m in imports(path) if m == "rules" or m.startswith("rules."))
        assert not games, f"{module_of(path)} delivers messages and reads the games: {games}"


def test_no_class_in_the_bridge_has_two_bases_of_our_own() -> None:
    ours = {node.name for path in BRIDGE.rglob("*.py")
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ClassDef)}
    mixed = [f"{path.relative_to(ROOT)}:{node.name}" for path in BRIDGE.rglob("*.py")
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.ClassDef)
             and sum(isinstance(b, ast.Name) and b.id in ours for b in node.bases) > 1]
    assert not mixed, mixed


@pytest.mark.parametrize("path", sorted([*BRIDGE.rglob("*.py"), *(ROOT / "rules").rglob("*.py")]),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_is_over_600_lines(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= 600, f"{path.relative_to(ROOT)}: {lines} lines"


def test_the_layers_are_read_from_the_names() -> None:
    assert layer("bridge.handlers.orders") == "handlers"
    assert layer("bridge.turns") == "turns"
    assert layer("bridge.db") == ""
    assert FLOW.index(layer("bridge.intake.service")) < FLOW.index(layer("bridge.delivery.forum"))


def test_the_check_sees_an_upward_import(tmp_path: Path) -> None:
    source = tmp_path / "bad.py"
    source.write_text("def f():\n    from bridge import steps, turns\n"
                      "    from bridge.handlers.orders import take_order\n")
    assert imports(source) == {"bridge.steps", "bridge.turns", "bridge.handlers.orders"}
    assert [layer(m) for m in sorted(imports(source))] == ["handlers", "", "turns"]


def test_the_readme_flow_names_modules_that_exist() -> None:
    """The README's "How a post flows" diagram names `folder/module`: each is a module of the
    bridge, so the diagram follows a move."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    flow = readme.split("### How a post flows", 1)[1].split("### Where things are", 1)[0]
    named = set(re.findall(r"\b(intake|handlers|turns|publishing|delivery|tools)/(\w+)", flow))
    assert len(named) >= 15
    missing = sorted(f"{folder}/{name}" for folder, name in named
                     if not (BRIDGE / folder / f"{name}.py").exists())
    assert not missing, missing
