"""What French writes that a library does not (found by the French second reading): the first
of a month as an ordinal ("mardi 1er décembre"), "de" elided or not before a name that starts
with a "y", and lists of names joined as the language joins them (Babel's `format_list`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bridge.catalogs import Catalogs, french_de
from bridge.texts import Texts, when_in_case, when_text

FIRST = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
SECOND = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)


def test_the_first_of_a_month_is_an_ordinal_in_french() -> None:
    assert when_text(FIRST, "fr", "Europe/Paris") == (
        "mardi 1er décembre 2026 à 09:00 (Europe/Paris)")
    assert when_text(SECOND, "fr", "Europe/Paris") == (
        "mercredi 2 décembre 2026 à 22:00 (Europe/Paris)")
    assert "1er" in when_in_case(FIRST, "fr", "Europe/Paris", "nominative", Catalogs())


@pytest.mark.parametrize("lang, said", [
    ("en", "Tuesday 1 December 2026 at 09:00 (Europe/Paris)"),
    ("ru", "вторник, 1 декабря 2026 в 09:00 (Europe/Paris)"),
])
def test_other_languages_write_the_first_as_babel_does(lang: str, said: str) -> None:
    assert when_text(FIRST, lang, "Europe/Paris") == said


@pytest.mark.parametrize("name, said", [
    ("anna", "d'anna"), ("boris", "de boris"), ("hugo", "d'hugo"), ("elise", "d'elise"),
    ("yann", "de yann"), ("yoko", "de yoko"), ("yves", "d'yves"), ("Ysé", "d'Ysé"),
    ("", "de "),
])
def test_de_is_elided_before_a_vowel_sound(name: str, said: str) -> None:
    assert french_de(name) == said


@pytest.mark.parametrize("lang, members", [
    ("fr", "conversation de bruno et gael"), ("en", "bruno and gael"), ("ru", "bruno и gael"),
])
def test_a_group_conversation_is_titled_with_its_members_joined_in_words(lang: str,
                                                                        members: str) -> None:
    game = {"kind": "mud", "title": "Nuit", "id": 4}
    title = Texts().render("bridge", "group_title", lang, game=game, members=["bruno", "gael"])
    assert members in title and ", gael" not in title
