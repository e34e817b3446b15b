"""Forum Mafia's scenarios (mafia/scenarios/*.json, shipped with the package) played through
the whole stack by the kit's runner: the bridge, the sandbox forum, real HTTP, a database of
their own (TEST_DATABASE_URL's when set: conftest.py). Each checks the runner's contract,
the seed's commitment, and its "expect" block (the status fields mafia.md lists; the posts,
in order). A scenario that shows a bridge bug carries `"known_bug": "..."` and is a strict
expected failure until the bug is fixed (as in tests/test_scenarios.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mafia
import pytest

from gamemaster.testing import play_scenario, scenario_params

SCENARIOS = sorted((Path(mafia.__file__).parent / "scenarios").glob("*.json"))
SETTINGS = ("setup", "start", "hammer", "tie", "reveal", "day_hours", "night_hours",
            "doctor_self", "mafia_chat", "min_posts", "review")


def _load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 5
    for path in SCENARIOS:
        data = _load(path)
        assert data.get("description"), f"{path.name} has no description"
        assert data.get("expect"), f"{path.name} has no expect block"
        assert data.get("game") == "mafia", path.name


def test_scenarios_use_the_settings_by_their_names() -> None:
    """mafia.md: scenarios use the settings by name; across them, at least one opens with
    a night, one has the hammer off, one hides the roles at death, one draws ties."""
    used: dict[str, set[Any]] = {}
    for path in SCENARIOS:
        settings = _load(path).get("settings") or {}
        unknown = set(settings) - set(SETTINGS)
        assert not unknown, f"{path.name}: settings not in mafia.md: {unknown}"
        for key, value in settings.items():
            used.setdefault(key, set()).add(value)
    assert "night" in used["start"]
    assert False in used["hammer"]
    assert False in used["reveal"]
    assert "random" in used["tie"]
    assert "gm" in used["review"]


def test_golden_scenarios_are_whole_games() -> None:
    """A golden playthrough runs from the sign-up to the end post: its expected status is a
    finished game with a winner."""
    golden = [path for path in SCENARIOS if _load(path).get("golden")]
    assert {path.stem for path in golden} >= {"mafia_town_win_fr", "mafia_parity_en",
                                               "mafia_every_role_ru"}
    for path in golden:
        status = _load(path)["expect"]["public_status"]
        assert status["finished"] is True and status["winner"] in ("town", "mafia"), path.name


@pytest.mark.parametrize("path", scenario_params(SCENARIOS))
def test_scenario(path: Path, database_url: str) -> None:
    play_scenario(path, database_url)
