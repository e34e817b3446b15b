"""Every message of each kind's golden game, in every language, as a person reads it
(issue 24): `make texts` writes `tests/texts/<scenario>.<lang>.txt` (bridge/tools/readthrough.py,
each golden scenario played through the whole stack with the game made in that language), and
this test plays each again and compares. A change of wording shows here, in the words a
native reader reviews, not in a template's diff; a kept file missing is a failure, as in the
kit's `golden`, which compares. Regenerate with:
    TEXTS=update .venv/bin/python -m pytest tests/e2e/test_texts.py   (or `make texts`)"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridge.tools.readthrough import WHOLE_GAMES, read_through, whole_game
from gamemaster.testing import golden

TEXTS = Path(__file__).resolve().parent.parent / "texts"
LANGUAGES = ("fr", "en", "ru")
HOLES = ("{$", "{ $", "Undefined", "None", "{{", "{%")
"""What a message said wrong would leave: a Fluent variable not given, a Jinja hole."""


@pytest.mark.parametrize(("name", "lang"), [(name, lang) for kind in sorted(WHOLE_GAMES)
                                            for name in WHOLE_GAMES[kind]
                                            for lang in LANGUAGES])
def test_a_whole_game_reads_as_kept(name: str, lang: str) -> None:
    """Played on a SQLite file of its own: the words are the same on any database (the
    scenarios play on PostgreSQL in its run), so the PostgreSQL run leaves this out."""
    text = read_through(whole_game(name), lang)
    assert [hole for hole in HOLES if hole in text] == []
    golden(TEXTS / f"{name}.{lang}.txt", text, update="TEXTS")


PLAYED_WHOLE = {
    "arena_centre": "arena_centre_win",
    "arena_last_warrior": "arena_last_warrior",
    "highway_robbery": "highway_ru_whole_game",
    "highway_last_robbery": "highway_en_last_robbery",
    "indixo_elimination": "indixo_elimination_wins",
    "indixo_guess": "indixo_guess_wins",
    "indixo_streak": "indixo_streak_wins",
    "indixo_vote": "indixo_vote_wins",
    "mud_playthrough": "mud_open_playthrough",
}
"""Each golden playthrough of the rules (tests/rules/golden/<name>.txt: notices and states)
and the scenario that plays the same story through the whole stack, whose every post is
kept here in every language."""


def test_every_golden_playthrough_has_its_whole_game_in_every_language() -> None:
    rules_goldens = Path(__file__).resolve().parents[1] / "rules" / "golden"
    assert {path.stem for path in rules_goldens.glob("*.txt")} == set(PLAYED_WHOLE)
    whole = {name for names in WHOLE_GAMES.values() for name in names}
    for kept, played in PLAYED_WHOLE.items():
        assert played in whole, f"{kept}: {played} is not one of WHOLE_GAMES"
        for lang in LANGUAGES:
            assert (TEXTS / f"{played}.{lang}.txt").exists(), f"{kept}: no {lang} text"
