"""Acceptance scenarios: every tests/scenarios/*.json played through the whole stack.

Each file is a scripted game for the scenario runner (shared/DESIGN.md, "The scenario
runner") plus an "expect" block, checked by the kit's `gamemaster.testing.play_scenario`
(which says what an "expect" block may hold), as a game package's own scenarios are. Every
scenario is also checked against the runner's output contract, and when the seed is
revealed, against the commitment published at the start.

A scenario whose correct expectation the product does not meet yet carries
"known_bug": "<explanation>"; its test is a strict xfail, so fixing the bug turns it red until
the marker is removed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gamemaster.testing.scenarios import (
    check_contract,
    check_posts,
    matches,
    mismatch,
    play_scenario,
    scenario_params,
)

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.json"))


# ----------------------------------------------------------------------------- tests


def _load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 13
    for path in SCENARIOS:
        data = _load(path)
        assert data.get("description"), f"{path.name} has no description"
        assert data.get("expect"), f"{path.name} has no expect block"


@pytest.mark.parametrize("path", scenario_params(SCENARIOS))
def test_scenario(path: Path, database_url: str) -> None:
    play_scenario(path, database_url)


def test_cli_prints_the_contract() -> None:
    """`python -m bridge.tools.cli scenario run FILE` prints one JSON document on stdout (its own
    temporary SQLite database; logs, if any, go to stderr)."""
    path = ROOT / "tests" / "scenarios" / "mud_duel_tie.json"
    done = subprocess.run(
        [sys.executable, "-m", "bridge.tools.cli", "scenario", "run", str(path)],
        cwd=ROOT, capture_output=True, text=True, timeout=180, check=False,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    check_contract(result)
    assert result["posts"], "the CLI printed no post"
    matches({"turn": 1, "finished": True}, result["public_status"])


# ----------------------------------------------------------------------------- the helpers


def test_matches_reports_the_path_of_the_first_mismatch() -> None:
    actual = {"players": [{"name": "anna", "points": 1}, {"name": "boris", "points": 0}],
              "finished": True}
    matches({"players": [{"name": "anna"}, {"points": 0}]}, actual)
    assert mismatch({"players": [{"name": "anna"}]}, actual) == (
        "$.players: expected 1 items, got 2: " + repr(actual["players"]))
    assert mismatch({"players": [{}, {"points": 2}]}, actual) == (
        "$.players[1].points: expected 2, got 0")
    assert mismatch({"finished": 1}, actual) == "$.finished: expected 1, got True"
    assert mismatch({"turn": 1}, actual) == "$.turn: missing (expected 1)"
    with pytest.raises(AssertionError, match=r"\$\.players\[0\]\.name"):
        matches({"players": [{"name": "boris"}, {}]}, actual)


def test_posts_must_match_in_order() -> None:
    posts = [
        {"raw": "one alpha", "private": False, "recipients": [], "at": "2026-12-01T08:00:00Z"},
        {"raw": "two beta", "private": True, "recipients": ["anna"], "at": "2026-12-01T09:00Z"},
    ]
    check_posts([{"contains": ["alpha"]}, {"contains": ["beta"], "private": True,
                                           "recipients": ["Anna"], "at": "2026-12-01T09"}],
                posts)
    with pytest.raises(AssertionError, match="wrong order"):
        check_posts([{"contains": ["beta"]}, {"contains": ["alpha"]}], posts)
    with pytest.raises(AssertionError, match="forbidden"):
        check_posts([{"contains": ["alpha"], "absent": ["one"]}], posts)
