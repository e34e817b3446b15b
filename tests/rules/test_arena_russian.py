"""What Russian adds to the clan arena (`rules.arena.russian`): the game speaks it, the GM's
roster words, clan names in any case, the genitive a chief founds a clan in, zones typed on a
Russian keyboard, the Russian words of a sign-up that is not one, and numbers with their
nouns in the Russian texts (CLDR's plural rules, through the catalogs' selectors).

The readings of whole messages are the corpus's (`corpus/arena_ru.jsonl`); here, the pieces.
"""

from __future__ import annotations

from typing import Any

import pytest

from bridge.handlers import commands
from bridge.texts import Texts
from rules.arena import GAME, russian
from rules.arena import state as st
from rules.arena.orders import read
from rules.arena.signup import enrol
from rules.base import Order, Rejection

EVEN = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}
TEXTS = Texts()


def _signup(*clans: str) -> dict[str, Any]:
    state = st.new_state({"max_chiefs": 6})
    for n, name in enumerate(clans):
        founded = st.found_clan(state, f"chief{n}", name, EVEN)
        assert isinstance(founded, dict), founded
        state = founded
    return state


def _round() -> dict[str, Any]:
    state = _signup("Волки", "Медведи")
    state = st.join_clan(state, "bob", "Волки", EVEN)
    placement = st.close_signup(state)
    assert isinstance(placement, dict), placement
    from rules.chance import Chance

    placed, _ = st.place_clans(placement, {"Волки": {"chief0": "1", "bob": "1"},
                                           "Медведи": {"chief1": "2"}}, Chance("ru", "p"))
    return placed


def test_the_arena_speaks_russian() -> None:
    assert "ru" in GAME.languages and GAME.names["ru"] == "Арена кланов"
    assert GAME.languages[:2] == ("fr", "en")


def test_the_gm_names_the_characteristics_in_russian_in_the_roster() -> None:
    """`реестр @bob атака 3, щит 2`: the bridge folds the words typed and looks them up in
    the game's aliases (bridge/handlers/enrolment.py `_roster_command`)."""
    command = commands.roster_command("реестр @bob атака 3, защита 4, стрельба 2, щит 2")
    assert command is not None and command.username == "bob"
    fields = {commands.fold(alias): name for alias, name in GAME.aliases.items()}
    assert {fields[word]: value for word, value in command.changes.items()} == {
        "attack": 3, "defence": 4, "shooting": 2, "shield": 2}
    assert fields["оборона"] == "defence" and fields["меткость"] == "shooting"
    assert GAME.aliases["бюджет"] == "budget" and GAME.aliases["attaque"] == "attack"


@pytest.mark.parametrize(("written", "named"), [
    ("Волков", "Волки"), ("Чёрных Воронов", "Чёрные Вороны"), ("Медведей", "Медведи"),
    ("Героев", "Герои"), ("Зайцев", "Зайцы"), ("Лосей", "Лоси"), ("Диких Кабанов", "Дикие Кабаны"),
    ("Волки", "Волки"), ("Змей", "Змей"), ("Стая", "Стая"), ("Loups", "Loups"),
])
def test_a_clan_founded_in_the_genitive_plural_is_named_in_the_nominative(
        written: str, named: str) -> None:
    """"я вождь клана Волков" founds "Волки"; a name in another form stays as written."""
    assert russian.nominative(written) == named
    reading = read(st.new_state({}), "ivan", f"я вождь клана {written}", "topic")
    assert reading == Order("chief", {"clan": named}), reading


def test_a_quoted_clan_name_is_taken_whole_and_as_written() -> None:
    reading = read(st.new_state({}), "ivan", "Я — вождь клана «Дети ночи»!", "topic")
    assert reading == Order("chief", {"clan": "Дети ночи"}), reading


@pytest.mark.parametrize("written", ["Волки", "Волков", "Волкам", "Волками", "волках", "Волка"])
def test_a_clan_is_joined_by_any_case_of_its_name(written: str) -> None:
    state = _signup("Волки", "Медведи", "Чёрные Вороны")
    reading = read(state, "ivan", f"вступаю в клан {written}", "topic")
    assert reading == Order("join", {"clan": "Волки"}), reading
    assert read(state, "ivan", "хочу к Воронам", "topic") == Order(
        "join", {"clan": "Чёрные Вороны"})


def test_a_word_two_clans_share_names_neither_unless_written_as_one_is_named() -> None:
    """"Match a stem when unambiguous": 'Лисам' is a form of 'Лисы' and of 'Лис' alike, so
    it names neither; 'Лис' as written names that clan."""
    state = _signup("Лисы", "Лис")
    assert read(state, "ivan", "вступаю в клан Лис", "topic") == Order("join", {"clan": "Лис"})
    assert read(state, "ivan", "вступаю в клан Лисы", "topic") == Order("join",
                                                                         {"clan": "Лисы"})
    ambiguous = read(state, "ivan", "вступаю к Лисам", "topic")
    assert isinstance(ambiguous, Rejection) and ambiguous.code == "unknown_clan", ambiguous


def test_a_word_that_only_begins_as_a_clan_is_not_it() -> None:
    state = _signup("Волки")
    reading = read(state, "ivan", "вступаю к волкодавам", "topic")
    assert isinstance(reading, Rejection) and reading.code == "unknown_clan", reading


@pytest.mark.parametrize(("text", "zone"), [
    ("иду в зону С", "C"), ("зона Ц", "C"), ("иду во вторую зону", "2"), ("в центр!", "C"),
    ("иду в центральную зону", "C"), ("перехожу в зону номер 4", "4"), ("иду в зону три", "3"),
])
def test_zones_are_read_as_a_russian_keyboard_types_them(text: str, zone: str) -> None:
    assert read(_round(), "bob", text, "topic") == Order("move", {"to": zone})


@pytest.mark.parametrize("text", ["участвую", "Я в деле!", "хочу играть", "записываюсь"])
def test_other_games_russian_sign_up_words_get_how_to_join_a_clan(text: str) -> None:
    answer = enrol({}, {}, "ivan", "topic", text, {})
    assert isinstance(answer, Rejection) and answer.code == "how_to_sign_up", answer


@pytest.mark.parametrize("text", [
    "j'attaque carl — non, dina", "je vais en zone 2 - finalement en 3", "I attack @bob",
])
def test_a_text_without_russian_is_read_as_it_was(text: str) -> None:
    assert russian.prepared(text) == text


def test_verbs_are_known_by_their_stems() -> None:
    assert [russian.verb_kind(w) for w in ("атакую", "атакует", "атака", "защищаюсь", "щитом",
                                           "стреляет", "перемещаюсь", "прикрою", "сижу")] == [
        "attack", "attack", "attack", "defend", "shield", "shoot", "move", "protect", None]


def _say(source: str, **params: Any) -> str:
    template = TEXTS.env.from_string(
        '{% import "arena/macros.md.j2" as m with context %}' + source)
    return template.render(lang="ru", timezone="UTC", **params)


def test_numbers_take_their_russian_plural_forms() -> None:
    assert [_say("{{ m.warriors_n(n) }}", n=n) for n in (1, 2, 5, 11, 21, 22)] == [
        "1 воин", "2 воина", "5 воинов", "11 воинов", "21 воин", "22 воина"]
    assert [_say("{{ m.points_of(n, 'attack') }}", n=n) for n in (1, 3, 12)] == [
        "1 очко атаки", "3 очка атаки", "12 очков атаки"]
    assert [_say("{{ m.duration(n, true) }}", n=n) for n in (1, 2, 45, 60, 90, 120, 300)] == [
        "1 минуту", "2 минуты", "45 минут", "1 час", "1 ч 30 мин", "2 часа", "5 часов"]
    assert _say("{{ m.duration(21) }}") == "21 минута"
