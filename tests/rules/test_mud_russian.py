"""The mud grammar in Russian (rules/mud/russian.py and its use in rules/mud/orders.py), beyond
the corpus: every order kind has Russian words, coordinates typed in Cyrillic, players named
in Cyrillic and in their cases, questions, hedges and signatures said in Russian, and the
French and English readings left as they were."""

from __future__ import annotations

import pytest

from rules.base import Order, Rejection
from rules.mud import maps
from rules.mud import russian as ru
from rules.mud.orders import VOCABULARY, read_order
from rules.reader import own_words

BOARD = maps.grid(5, 5)
POSITIONS = {"anna": "B2", "boris": "C2", "vasya": "B3", "olga": "D4", "sergey": "C4",
             "chloe": "D2", "Петрович": "C3", "masha_k": "E1", "zoé_42": "E2"}
PLAYERS = list(POSITIONS)


def read(text: str, speaker: str = "boris", board: maps.Board = BOARD,
         positions: dict[str, str] | None = None) -> Order | Rejection:
    where = positions or POSITIONS
    return read_order(own_words(text), speaker=speaker, players=list(where), board=board,
                      positions=where)


def throw(target: str, number: int, doubt: str = "") -> Order:
    return Order("throw", {"target": target, "number": number}, doubt)


def move(to: str) -> Order:
    return Order("move", {"to": to})


PASS = Order("pass", {})


def code(result: Order | Rejection) -> str:
    assert isinstance(result, Rejection), result
    return result.code


# --- every order kind has Russian words -------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("кидаю в @anna 3", throw("anna", 3)),
    ("кину в анну 2", throw("anna", 2)),
    ("бросаю ком грязи в анну, число 4", throw("anna", 4)),
    ("бросок: anna 2", throw("anna", 2)),
    ("швыряю в Хлою пятёрку", throw("chloe", 5)),
    ("стреляю по хлое 1", throw("chloe", 1)),
    ("метну в анну 3-ку", throw("anna", 3)),
    ("иду в C1", move("C1")),
    ("перехожу на C1", move("C1")),
    ("перемещаюсь в C1", move("C1")),
    ("уворачиваюсь в C1", move("C1")),
    ("Переход: C1", move("C1")),
    ("пас", PASS),
    ("пропускаю ход", PASS),
    ("остаюсь на месте", PASS),
    ("ничего не делаю", PASS),
    ("не двигаюсь", PASS),
])
def test_every_order_kind_in_russian(text: str, expected: Order) -> None:
    assert read(text) == expected


@pytest.mark.parametrize("text", ["жду итогов", "ничего страшного, напишу вечером",
                                  "Иду спать", "пойду подумаю", "спасибо!", "да, подтверждаю"])
def test_talk_is_no_order_and_replaces_none(text: str) -> None:
    """What a player says in passing never replaces the order in force (a refusal changes
    nothing, an order would)."""
    assert code(read(text)) == "not_an_order"


# --- coordinates --------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "to"), [
    ("иду в С1", "C1"), ("иду в с1", "C1"), ("иду на В2", "B2"), ("иду на в2", "B2"),
    ("иду в С 1", "C1"), ("иду на клетку С-1", "C1"), ("иду: столбец С, ряд 1", "C1"),
])
def test_cyrillic_letters_that_look_latin_are_the_maps_columns(text: str, to: str) -> None:
    assert read(text) == move(to)


def test_a_lone_preposition_before_a_number_is_no_coordinate() -> None:
    """'в 2' and 'с 3' are a preposition and a number, not B2 and C3."""
    assert read("кидаю в анну с 3") == throw("anna", 3)
    assert code(read("кидаю в анну в 2 часа")) == "ambiguous"  # a time, no throw number


def test_another_cyrillic_letter_names_a_place_off_the_map() -> None:
    result = read("иду в Д3")
    assert isinstance(result, Rejection) and result.code == "off_board"
    assert result.params["to"] == "Д3"
    assert code(read("иду на ц1")) == "off_board"


def test_a_hand_made_map_with_a_look_alike_label() -> None:
    board = maps.load("vaubrune")
    here, there = next((a, b) for a in board.labels() for b in board.neighbours(a)
                       if b[0] in "ABCEHKMOPTX")
    cyrillic = there.translate(str.maketrans("ABCEHKMOPTX", "АВСЕНКМОРТХ"))
    assert cyrillic != there
    positions = {"anna": here, "boris": next(p for p in board.labels()
                                             if p != here and p not in board.neighbours(here))}
    assert read(f"иду в {cyrillic}", "anna", board, positions) == move(there)


# --- players in Cyrillic ------------------------------------------------------------------------


@pytest.mark.parametrize(("word", "player"), [
    ("анна", "anna"), ("анну", "anna"), ("анне", "anna"), ("анной", "anna"),
    ("бориса", "boris"), ("борису", "boris"), ("борисом", "boris"),
    ("васю", "vasya"), ("васе", "vasya"), ("ольгу", "olga"), ("олгу", "olga"),
    ("сергея", "sergey"), ("сергею", "sergey"), ("хлою", "chloe"), ("хлое", "chloe"),
    ("петровича", "Петрович"), ("Петровичу", "Петрович"), ("машу", "masha_k"),
    ("зою", "zoé_42"), ("@Бориса", "boris"),
])
def test_players_are_named_in_cyrillic_in_their_cases(word: str, player: str) -> None:
    forms = ru.cyrillic_names(tuple(PLAYERS), VOCABULARY)
    assert forms.named(word) == player


@pytest.mark.parametrize("word", ["борщ", "анализ", "ком", "грязи", "boris", "ан", "иду"])
def test_other_words_name_nobody(word: str) -> None:
    forms = ru.cyrillic_names(tuple(PLAYERS), VOCABULARY)
    assert forms.named(word) is None


def test_a_russian_word_is_never_a_name_and_a_shared_form_is_nobodys() -> None:
    forms = ru.cyrillic_names(("tom", "sasha", "sascha"), VOCABULARY)
    assert forms.named("том") is None  # 'в том' is a word of the sentence
    assert forms.named("тома") == "tom"
    assert forms.named("сашу") is None  # sasha or sascha: no guessing


def test_a_cyrillic_name_not_in_the_game_is_an_unknown_player() -> None:
    assert read("кидаю в петю 3") == Rejection("unknown_player", {"name": "петю"})


def test_the_speaker_as_a_target() -> None:
    assert code(read("кидаю в себя 3")) == "self_target"
    assert code(read("кидаю в бориса 3")) == "self_target"


def test_a_player_named_to_be_left_out_is_not_the_target() -> None:
    assert read("кидаю не в анну, а в хлою 2") == throw("chloe", 2)
    assert read("иду не в C1, а в C3") == move("C3")
    assert read("иду в C3, а не в C1") == move("C3")


# --- narration, questions, hedges, signatures, changes of mind ---------------------------------


def test_a_pronoun_stands_for_the_player_a_russian_narration_names() -> None:
    assert read("*Борис косится на Хлою.* Кидаю в неё 4") == throw("chloe", 4, "pronoun")
    assert read("*Борис косится на Хлою и Анну.* Кидаю в неё 4").code == "ambiguous"  # type: ignore[union-attr]


@pytest.mark.parametrize("text", [
    "а если я пойду в C3?", "может, кинуть в анну 3?", "стоит ли идти в C1?",
    "Кидаю в анну 3, серьёзно?", "кто рядом со мной?", "пойти ли мне в C3",
    "не знаю, может в C1", "мб кину в анну 2",
])
def test_questions_and_hedges_said_in_russian_are_not_orders(text: str) -> None:
    assert code(read(text)) == "not_an_order"


def test_a_question_tag_after_an_order_keeps_the_order() -> None:
    assert read("кидаю в анну 3, нормально?") == throw("anna", 3)


def test_only_russian_questions_are_left_to_the_russian_reading() -> None:
    text = "Je vais en C3, c'est bon ? Et toi, tu fais quoi ?"
    assert ru.without_musing(text) == text


@pytest.mark.parametrize("text", [
    "Кидаю в анну 3\n\nС уважением,\nБорис", "Кидаю в анну 3, Борис", "Кидаю в анну 3\n— Борис",
])
def test_a_signature_with_the_speakers_cyrillic_name_is_no_target(text: str) -> None:
    assert read(text) == throw("anna", 3)
    assert "Борис" not in ru.without_signature(text, "boris", ru.speaker_forms("boris"))


@pytest.mark.parametrize(("text", "expected"), [
    ("кидаю в анну 3. нет, лучше 2", throw("anna", 2)),
    ("кидаю в анну 3, нет, в хлою", throw("chloe", 3)),
    ("иду в C3... хотя нет, кидаю в анну 4", throw("anna", 4)),
    ("передумала: иду в C1", move("C1")),
    ("Кидаю в анну 2. UPD: в хлою", throw("chloe", 2)),
    ("всё-таки пас", PASS),
])
def test_changes_of_mind_in_russian(text: str, expected: Order) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(("text", "why"), [
    ("иду в C3 и кидаю в анну 3", "two_orders"), ("кидаю в анну 3 или 4", "alternative"),
    ("кидаю в анну 3, если она не уйдёт", "conditional"), ("кидаю в анну", "no_number"),
    ("двигаюсь", "incomplete"), ("бросаю 2 кома в анну", "no_number"),
])
def test_what_is_not_one_order_is_asked_again(text: str, why: str) -> None:
    result = read(text)
    assert isinstance(result, Rejection) and result.params.get("why") == why, result


# --- French and English as they were ----------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("je lance sur anna 3", throw("anna", 3)), ("aller en c3", move("C3")),
    ("throw @anna 5", throw("anna", 5)), ("je passe", PASS), ("move to c1", move("C1")),
    ("lancer anna 3, non, 4", throw("anna", 4)),
])
def test_french_and_english_still_read_the_same(text: str, expected: Order) -> None:
    assert read(text) == expected
