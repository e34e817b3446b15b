"""Reading how a player wants to be addressed (bridge/handlers/addressing.py): whole
messages only, padded as people write them, in French, English and Russian."""

from __future__ import annotations

import pytest

from bridge.handlers.addressing import Addressing, gm_reading, reading
from bridge.texts import Texts


@pytest.mark.parametrize(("text", "gender"), [
    ("Je suis une joueuse, merci !", "feminine"),
    ("je suis un joueur", "masculine"),
    ("she/her", "feminine"),
    ("He/Him please", "masculine"),
    ("they/them", "other"),
    ("я играю за девушку", "feminine"),
    ("Я играю за парня, спасибо", "masculine"),
    ("она", "feminine"),
    ("au féminin s'il vous plaît", "feminine"),
])
def test_a_gender_is_read_from_a_whole_message(text: str, gender: str) -> None:
    assert reading(text) == Addressing(gender=gender)


@pytest.mark.parametrize(("text", "language"), [
    ("language: en", "en"),
    ("langue : anglais, merci", "en"),
    ("язык: русский", "ru"),
    ("Language: French please", "fr"),
    ("язык: fr", "fr"),
])
def test_a_language_is_read_from_a_whole_message(text: str, language: str) -> None:
    assert reading(text) == Addressing(language=language)


@pytest.mark.parametrize("text", [
    "lancer elle 3", "c'est elle qui a commencé", "je vote pour elle", "language",
    "langue : klingon", "язык: эльфийский", "иду в Б2, она там", "attaquer @ana",
    "she attacked me", "",
])
def test_anything_else_tells_nothing(text: str) -> None:
    assert reading(text) is None


def test_the_gm_names_the_player() -> None:
    assert gm_reading("@bea : joueuse") == ("bea", Addressing(gender="feminine"))
    assert gm_reading("@kolya язык: en") == ("kolya", Addressing(language="en"))
    assert gm_reading("@bea : attaquer @dan") is None
    assert gm_reading("joueuse") is None


@pytest.mark.parametrize("lang", ["fr", "en", "ru"])
def test_every_answer_renders_in_every_language(lang: str) -> None:
    texts = Texts()
    for gender in ("feminine", "masculine", "other", ""):
        for language in ("fr", "en", "ru", ""):
            if gender or language:
                said = texts.render("bridge", "addressed", lang, gender=gender,
                                    language=language, game_language="fr")
                assert said.strip() and "{" not in said
                said = texts.render("bridge", "addressed_gm", lang, code="done", player="bea",
                                    gender=gender, language=language)
                assert "@bea" in said
