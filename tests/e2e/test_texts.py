"""Every message of each kind's golden game, in every language, as a person reads it
(issue 24): `make texts` writes `tests/texts/<scenario>.<lang>.txt` (bridge/tools/readthrough.py,
each golden scenario played through the whole stack with the game made in that language), and
this test plays each again and compares. A change of wording shows here, in the words a
native reader reviews, not in a template's diff. Regenerate with:
    TEXTS=update .venv/bin/python -m pytest tests/e2e/test_texts.py   (or `make texts`)"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bridge.tools.readthrough import WHOLE_GAMES, read_through, whole_game

TEXTS = Path(__file__).resolve().parent.parent / "texts"
LANGUAGES = ("fr", "en", "ru")
HOLES = ("{$", "{ $", "Undefined", "None", "{{", "{%")
"""What a message said wrong would leave: a Fluent variable not given, a Jinja hole."""


@pytest.mark.parametrize(("name", "lang"), [(name, lang) for kind in sorted(WHOLE_GAMES)
                                            for name in WHOLE_GAMES[kind]
                                            for lang in LANGUAGES])
def test_a_whole_game_reads_as_kept(name: str, lang: str, database_url: str) -> None:
    text = read_through(whole_game(name), lang, database_url)
    kept = TEXTS / f"{name}.{lang}.txt"
    if os.environ.get("TEXTS") == "update" or not kept.exists():
        kept.write_text(text, encoding="utf-8")
    assert [hole for hole in HOLES if hole in text] == []
    assert text == kept.read_text(encoding="utf-8")
