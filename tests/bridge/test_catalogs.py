"""The catalogs (bridge/catalogs.py) and their check (`make i18n`, bridge/tools/i18n.py):
the shipped catalogs pass it, and each rule of the check finds what it is for."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridge.catalogs import CatalogError, Catalogs
from bridge.tools import i18n


def test_every_shipped_catalog_is_complete_and_said() -> None:
    problems = i18n.check()
    assert not problems, "\n".join(problems)


def _area(root: Path, name: str, catalogs: dict[str, str], templates: dict[str, str]) -> Path:
    home = root / name
    for lang, text in catalogs.items():
        (home / "locale" / lang).mkdir(parents=True, exist_ok=True)
        (home / "locale" / lang / f"{name}.ftl").write_text(text, encoding="utf-8")
    (home / "templates").mkdir(parents=True, exist_ok=True)
    for file, text in templates.items():
        (home / "templates" / file).write_text(text, encoding="utf-8")
    return home


GOOD_FR = "hello = Bonjour { $name }\n"
GOOD_RU = "hello = Привет, { $name }\n"
SAYS_HELLO = {"hello.md.j2": '{{ t("hello", name=player) }}'}


def _check(tmp_path: Path, fr: str = GOOD_FR, ru: str = GOOD_RU,
           templates: dict[str, str] | None = None, game: dict[str, str] | None = None
           ) -> list[str]:
    areas = {"bridge": _area(tmp_path, "bridge", {"fr": fr, "ru": ru},
                             SAYS_HELLO if templates is None else templates)}
    if game is not None:
        areas["proba"] = _area(tmp_path, "proba", game, {})
    return i18n.check(areas)


def test_good_catalogs_have_no_problem(tmp_path: Path) -> None:
    assert _check(tmp_path) == []


def test_a_message_missing_in_a_language(tmp_path: Path) -> None:
    problems = _check(tmp_path, ru="")
    assert any("bridge (ru): no 'hello'" in p for p in problems), problems


def test_an_unused_message(tmp_path: Path) -> None:
    problems = _check(tmp_path, fr=GOOD_FR + "bye = Salut\n", ru=GOOD_RU + "bye = Пока\n")
    assert problems == ["bridge: 'bye' is said by no template"]


def test_a_variable_not_passed(tmp_path: Path) -> None:
    problems = _check(tmp_path, templates={"hello.md.j2": '{{ t("hello") }}'})
    assert len(problems) == 1 and "'hello' needs ['name']" in problems[0], problems


def test_a_message_no_catalog_has(tmp_path: Path) -> None:
    problems = _check(tmp_path, templates={**SAYS_HELLO, "x.md.j2": '{{ t("nowhere") }}'})
    assert len(problems) == 1 and "says 'nowhere', which no catalog has" in problems[0]


def test_an_id_that_is_not_written_out(tmp_path: Path) -> None:
    problems = _check(tmp_path, templates={**SAYS_HELLO, "x.md.j2": '{{ t("he" ~ "llo") }}'})
    assert any("not written out" in p for p in problems), problems


def test_a_russian_plural_without_few_and_many(tmp_path: Path) -> None:
    ru = GOOD_RU + "turns = { $n ->\n    [one] ход\n   *[other] ходов\n }\n"
    fr = GOOD_FR + "turns = { $n ->\n    [one] tour\n   *[other] tours\n }\n"
    problems = _check(tmp_path, fr=fr, ru=ru,
                      templates={**SAYS_HELLO, "n.md.j2": '{{ t("turns", n=2) }}'})
    assert problems == ["bridge (ru): 'turns', $n: no form for ['few', 'many']"]


def test_a_plural_form_the_language_does_not_have(tmp_path: Path) -> None:
    ru = GOOD_RU + "turns = { $n ->\n    [one] ход\n    [few] хода\n   *[many] ходов\n }\n"
    fr = GOOD_FR + "turns = { $n ->\n    [one] tour\n    [few] tours\n   *[other] tours\n }\n"
    problems = _check(tmp_path, fr=fr, ru=ru,
                      templates={**SAYS_HELLO, "n.md.j2": '{{ t("turns", n=2) }}'})
    assert problems == ["bridge (fr): 'turns', $n: ['few'] is no plural form of fr"]


def test_a_gender_needs_both_forms_and_a_default(tmp_path: Path) -> None:
    fr = GOOD_FR + "left = { $gender ->\n    [feminine] partie\n   *[masculine] parti\n }\n"
    ru = GOOD_RU + ("left = { $gender ->\n    [feminine] ушла\n    [masculine] ушёл\n"
                    "   *[other] вышел(а)\n }\n")
    problems = _check(tmp_path, fr=fr, ru=ru,
                      templates={**SAYS_HELLO, "g.md.j2": '{{ t("left", gender="x") }}'})
    assert problems == ["bridge (fr): 'left', $gender: needs [feminine], [masculine] and a "
                        "default for a gender not told"]


def test_junk_is_found(tmp_path: Path) -> None:
    problems = _check(tmp_path, fr=GOOD_FR + "bad =\n    **gras**\n", ru=GOOD_RU)
    assert any("does not read as Fluent" in p for p in problems), problems


def test_ids_belong_to_their_area(tmp_path: Path) -> None:
    problems = _check(tmp_path, fr=GOOD_FR + "proba-x = x\n", ru=GOOD_RU + "proba-x = x\n",
                      templates={**SAYS_HELLO, "p.md.j2": '{{ t("proba-x") }}'},
                      game={"fr": "other-y = y\n", "ru": "other-y = y\n"})
    assert "bridge: 'proba-x' starts with a game's id" in problems
    assert "proba: 'other-y' does not start with proba-" in problems


def test_junk_is_refused_when_a_catalog_is_first_used(tmp_path: Path) -> None:
    home = _area(tmp_path, "bridge", {"fr": GOOD_FR + "bad =\n    **gras**\n"}, {})
    with pytest.raises(CatalogError, match="does not read as Fluent"):
        Catalogs({"bridge": home}).say("fr", "hello", name="x")


def test_a_missing_variable_raises(tmp_path: Path) -> None:
    home = _area(tmp_path, "bridge", {"fr": GOOD_FR}, {})
    with pytest.raises(CatalogError, match="name"):
        Catalogs({"bridge": home}).say("fr", "hello")


def test_numbers_are_written_as_the_templates_wrote_them(tmp_path: Path) -> None:
    home = _area(tmp_path, "bridge", {"ru": "n = { $n } { $n ->\n    [one] минута\n"
                                            "    [few] минуты\n   *[many] минут\n }\n"}, {})
    catalogs = Catalogs({"bridge": home})
    assert catalogs.say("ru", "n", n=1690) == "1690 минут"
    assert catalogs.say("ru", "n", n=22) == "22 минуты"
    assert catalogs.say("ru", "n", n=21) == "21 минута"


def test_a_text_longer_than_fluent_places_is_said_whole(tmp_path: Path) -> None:
    """fluent.runtime refuses a placeable over 2,500 characters; a refusal that quotes back a
    number of 5,000 digits must still be said (tests/fuzz found it)."""
    home = _area(tmp_path, "bridge", {"fr": GOOD_FR}, {})
    said = Catalogs({"bridge": home}).say("fr", "hello", name="9" * 5000)
    assert "9" * 5000 in said and "\uE000" not in said


def test_a_message_two_catalogs_define_is_refused(tmp_path: Path) -> None:
    home = _area(tmp_path, "bridge", {"fr": GOOD_FR}, {})
    (home / "locale" / "fr" / "more.ftl").write_text("hello = Salut\n", encoding="utf-8")
    with pytest.raises(CatalogError, match="already in"):
        Catalogs({"bridge": home}).say("fr", "hello", name="x")
