"""Forum Mafia's golden playthroughs: each scenario the package ships with `"golden": true`
played whole in French, English and Russian, every post kept in `texts/<scenario>.<lang>.txt`
and compared at every run (`gamemaster.testing.golden`: a change shows as a diff that a
person reads before accepting it with `GOLDEN=1`).

The players' posts are the scenario's own in every language (every game's reader takes the
words of every language), so the three files tell the same game; what varies from run to run
(the bridge's salt, commitments and receipts, the sandbox's port) is written as placeholders
by `playthrough`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import mafia
import pytest

from gamemaster.testing import golden, playthrough

HERE = Path(__file__).resolve().parent
SCENARIOS = sorted((Path(mafia.__file__).parent / "scenarios").glob("*.json"))
GOLDEN = [path for path in SCENARIOS
          if json.loads(path.read_text(encoding="utf-8")).get("golden")]
LANGUAGES = ("fr", "en", "ru")
UNRENDERED = re.compile(r"\bmafia-[a-z]+(?:-[a-z]+)*\b|\{ ?\$|\{\{|\{%")
"""A catalog message id (`mafia-dawn-nobody`), a Fluent placeable or a Jinja tag left in a
post: a message missing from a language's catalog, or a template that did not render."""


def test_the_golden_games() -> None:
    assert [path.stem for path in GOLDEN] == ["mafia_every_role_ru", "mafia_parity_en",
                                              "mafia_town_win_fr"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", GOLDEN, ids=lambda path: path.stem)
def test_golden_playthrough(path: Path, lang: str) -> None:
    text = playthrough(path, lang)
    left = sorted({match.group(0) for match in UNRENDERED.finditer(text)})
    assert not left, f"{path.stem} in {lang}: unrendered text {left}"
    golden(HERE / "texts" / f"{path.stem}.{lang}.txt", text)
