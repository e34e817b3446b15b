"""The Highway Romantics grammar (`rules.highway.orders`), rule by rule: the cells in both
alphabets and their homoglyphs, passes, votes on a split, thieves laid in a guard fight,
robberies (gang and split), counter-proposals, the leader's dice, changes of mind, questions
that think aloud, and what it never does (raise, judge legality); then `read_dice` against
discobot's replies as the narrative bot writes them in English, French and Russian, built
from shared/discourse/discobot_dice_locales.json.

The table: ivan, olga, Sasha_K, marina, dmitry_77, leo, in turn order; marina speaks unless a
test says otherwise."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bridge.sandbox import discobot
from rules.base import Order, Rejection
from rules.highway.cards import CYRILLIC, LATIN
from rules.highway.orders import DICE_REASONS, KINDS, REASONS, TEXT_LIMIT, read, read_dice

PLAYERS = ["ivan", "olga", "Sasha_K", "marina", "dmitry_77", "leo"]
TALK = Rejection("not_an_order", {"why": "talk"})


def reads(text: str, speaker: str = "marina", players: list[str] | None = None
          ) -> Order | Rejection:
    return read(text, speaker, PLAYERS if players is None else players)


def cell(name: str) -> Order:
    return Order("cell", {"cell": name})


def lay(colour: str | None) -> Order:
    return Order("lay", {"colour": colour})


def gang(red: int = 0, green: int = 0, blue: int = 0) -> dict[str, int]:
    return {"red": red, "green": green, "blue": blue}


def split(**shares: int) -> Order:
    return Order("split", {"split": shares})


# --- the contract -------------------------------------------------------------------------


def test_the_kinds_and_reasons_are_catalogued() -> None:
    assert KINDS == ("cell", "pass", "agree", "disagree", "lay", "rob", "split", "assign")
    assert set(REASONS) >= {"not_an_order", "ambiguous", "bad_cell", "bad_gang", "no_split",
                            "unknown_player"}
    assert DICE_REASONS == ("no_roll", "no_dice", "dice_mismatch")


@pytest.mark.parametrize("text", [None, 42, b"\xd0\x91\x37", ["Б7"]])
def test_anything_that_is_not_text_is_unreadable_not_an_exception(text: Any) -> None:
    assert reads(text) == Rejection("not_an_order", {"why": "unreadable"})


def test_a_text_too_long_is_not_read() -> None:
    assert reads("Б7 " * TEXT_LIMIT) == Rejection("not_an_order",
                                                  {"why": "too_long", "limit": TEXT_LIMIT})


@pytest.mark.parametrize("text", ["", "  ", "\n\n"])
def test_an_empty_post_is_empty(text: str) -> None:
    assert reads(text) == Rejection("not_an_order", {"why": "empty"})


def test_odd_input_never_makes_the_reader_raise() -> None:
    alphabet = "Бб7Вв8Йй,.:;-—+@ ivanolgaграбимделёжкубики123сабляфузеяx\n?!*~_"
    rng = random.Random(7)
    for _ in range(500):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 60)))
        got = reads(text)
        assert isinstance(got, Order | Rejection)
        assert got.kind in KINDS if isinstance(got, Order) else got.code in REASONS


def test_a_table_with_odd_names_never_makes_the_reader_raise() -> None:
    for players in ([], ["", "@", "Б7"], ["я", "мне"], ["ivan", "IVAN"]):
        assert isinstance(read("делёж: я 3, ivan 3", "ivan", players), Order | Rejection)


# --- cells --------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Б7", "б7", "B7", "b7", "b 7", "б-7", "Б – 7", "Б7!", "Б7."])
def test_a_cell_is_a_column_letter_and_a_row(text: str) -> None:
    """'Б7', 'b 7', 'б-7': any case, glued, spaced or dashed."""
    assert reads(text) == cell("B7")


@pytest.mark.parametrize(("text", "name"), [
    ("В8", "C8"), ("B8", "B8"), ("Е5", "F5"), ("E5", "E5"), ("А1", "A1"), ("A1", "A1"),
    ("К10", "J10"), ("Д3", "E3"),
])
def test_the_script_of_a_letter_decides_its_column(text: str, name: str) -> None:
    """Cyrillic 'В' is column 3 (Latin C) and Cyrillic 'Е' column 6 (F), while Latin 'B'
    and 'E' are columns 2 and 5: homoglyphs are told apart by their script."""
    assert reads(text) == cell(name)


def test_every_russian_column_letter_is_its_latin_column() -> None:
    for russian, latin in zip(CYRILLIC, LATIN, strict=True):
        assert reads(f"{russian}4") == cell(f"{latin}4")
        assert reads(f"{russian.lower()}10") == cell(f"{latin}10")
        assert reads(f"{latin.lower()}1") == cell(f"{latin}1")


@pytest.mark.parametrize(("text", "name"), [
    ("открываю Б7", "B7"), ("Б7 — открываю", "B7"), ("клетка д3", "E3"), ("ход: е5", "F5"),
    ("cell c4", "C4"), ("I pick J10", "J10"), ("беру б 7", "B7"), ("ок, б7 открываю", "B7"),
    ("Открываю клетку Ж5, удачи мне", "G5"), ("иду в д5", "E5"),
])
def test_a_cell_is_read_among_the_words_of_its_post(text: str, name: str) -> None:
    assert reads(text) == cell(name)


@pytest.mark.parametrize("text", ["столбец Б, строка 7", "строка 7, столбец Б",
                                  "столбец Б строка семь"])
def test_a_cell_spelt_as_column_and_row(text: str) -> None:
    assert reads(text) == cell("B7")


@pytest.mark.parametrize(("text", "expected"), [
    ("в 7", TALK), ("и 2", TALK), ("клетка в 7", cell("C7")), ("ход: и 5", cell("I5")),
    ("в7", cell("C7")), ("и-5", cell("I5")),
])
def test_a_one_letter_word_spaced_from_a_number_is_a_cell_only_after_a_lead(
        text: str, expected: Order | Rejection) -> None:
    """'в 7' ('at seven') and 'и 2' ('and two') are words; glued, dashed or after 'клетка',
    'ход' they are cells."""
    assert reads(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("В 2", cell("C2")), ("К 10", cell("J10")), ("и 3", cell("I3")), ("в 2.", cell("C2")),
    ("привет, в 2!", cell("C2")), ("ну к 10", cell("J10")), ("А 5", cell("A5")),
    ("Б 2", cell("B2")), ("b 2", cell("B2")), ("в - 2", cell("C2")),
    ("я в 2 раза сильнее", TALK), ("к 10 часам вернусь", TALK), ("в 2 и 3", TALK),
    ("в 11", TALK), ("с 3", TALK),
])
def test_a_lone_column_letter_and_row_is_a_cell_from_the_player_asked_for_one(
        text: str, expected: Order | Rejection) -> None:
    """Issue 21: В, К, И are also Russian prepositions, so 'В 2' was talk; from the player
    asked for a cell (`asked_cell`), a post that is only a column letter and a row (a
    greeting or punctuation aside) is that cell. From anyone else it stays talk."""
    assert read(text, "marina", PLAYERS, asked_cell=True) == expected
    if text in ("В 2", "К 10", "и 3", "привет, в 2!"):
        assert reads(text) == TALK  # not asked: the words they also are


def test_a_lone_cell_is_read_only_for_the_player_whose_turn_it_is_in_the_topic() -> None:
    """The game decides who is asked: the current player, in the game topic, at a cell."""
    from datetime import UTC, datetime

    from rules.base import Context
    from rules.chance import Chance
    from rules.highway import GAME

    state = GAME.setup(dict(GAME.defaults), ["ivan", "olga", "leo", "marina"],
                       Chance("s", "setup"), {}).state
    now = datetime(2026, 12, 2, 20, 0, tzinfo=UTC)
    key = GAME.steps(state)[0].key

    def parse(speaker: str, text: str, channel: str = "topic") -> Any:
        ctx = Context(speaker, channel, "ru", now, 1, key)  # type: ignore[arg-type]
        return GAME.parse(state, ctx, text)

    assert parse("ivan", "В 2") == cell("C2")
    assert parse("ivan", "к 10 часам вернусь") == TALK
    assert parse("olga", "В 2") == TALK
    assert parse("ivan", "В 2", "desk") == TALK


@pytest.mark.parametrize(("text", "written"), [
    ("Й5", "Й5"), ("Л5", "Л5"), ("k3", "K3"), ("Z1", "Z1"), ("с8", "С8"), ("открываю м2", "М2"),
])
def test_a_letter_outside_the_columns_is_a_bad_cell(text: str, written: str) -> None:
    """No 'Й' among the Russian columns; Latin K–Z and Cyrillic letters past 'К' are none."""
    assert reads(text) == Rejection("bad_cell", {"text": written})


@pytest.mark.parametrize(("text", "written"), [("Б0", "Б0"), ("Б11", "Б11"), ("j100", "J100")])
def test_row_zero_or_past_ten_is_a_bad_cell(text: str, written: str) -> None:
    assert reads(text) == Rejection("bad_cell", {"text": written})


def test_the_field_in_use_is_the_games_business() -> None:
    """With four players the field is 5×8, but 'К10' is still read: the game says it is off."""
    assert reads("К10", "ivan", ["ivan", "olga", "leo", "marina"]) == cell("J10")


def test_two_cells_are_ambiguous_unless_the_mind_changes() -> None:
    assert reads("открываю Б7 и В8") == Rejection("ambiguous",
                                                   {"why": "two_cells", "cells": ["B7", "C8"]})
    assert reads("Б7, нет, лучше В8") == cell("C8")
    assert reads("Б7. Хотя нет, В7") == cell("C7")
    assert reads("Й5, то есть И5") == cell("I5")
    assert reads("Б7 б7") == cell("B7")
    assert reads("~~Б7~~ В8") == cell("C8")


@pytest.mark.parametrize("text", ["может, Б7?", "а если Б7?", "Б7 или В8?", "мб г3?",
                                  "не знаю, может Б7", "what about B7?", "может Б7, или В8?"])
def test_a_question_or_a_hedge_is_not_an_order(text: str) -> None:
    assert reads(text) == TALK


def test_a_closing_tag_keeps_the_cell_before_it() -> None:
    assert reads("Б7, можно?") == cell("B7")
    assert reads("ход Б7, кто следующий?") == cell("B7")
    assert reads("моя очередь? тогда в3") == cell("C3")


@pytest.mark.parametrize("text", ["б7 был пустой, жаль", "ivan открыл Б7",
                                  "ну и везёт же тебе с Б7", "интересно, что в Б7",
                                  "я бы открыл Б7"])
def test_a_cell_told_of_in_the_past_or_of_someone_else_is_talk(text: str) -> None:
    assert reads(text) == TALK


def test_a_negated_past_tells_of_no_one() -> None:
    assert reads("вроде г3 ещё никто не открывал, беру") == cell("D3")


def test_a_word_to_the_next_player_after_the_cell_leaves_it() -> None:
    assert reads("Г4 открываю, leo, ты следующий") == cell("D4")


def test_a_signature_bold_and_a_retraction() -> None:
    assert reads("Б7\n\nс уважением, marina") == cell("B7")
    assert reads("**Е1**") == cell("F1")
    assert reads("Б7... нет, подожди") == TALK


# --- pass ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["пас", "пасую", "ПАС", "Пасую!!!", "пропускаю", "пропущу",
                                  "pass", "I pass", "I'll pass", "пас, нечем бить",
                                  "пас, мне нечем ответить", "нечем крыть, пас", "не кладу",
                                  "не бью, пусть забирает сейф", "I pass, nothing to lay",
                                  "pass, sorry", "не грабим, пас"])
def test_a_pass(text: str) -> None:
    assert reads(text) == Order("pass")


def test_нет_before_a_word_is_a_negation_not_a_change_of_mind() -> None:
    """'пас, нет сабли' ('no sabre'): the pass stands."""
    assert reads("пас, нет сабли") == Order("pass")
    assert reads("пасую, у меня только сабли") == Order("pass")


def test_a_pass_and_a_cell_together_are_ambiguous() -> None:
    assert reads("пас, открываю Б7") == Rejection("ambiguous", {"why": "two_orders",
                                                               "kinds": ["pass", "cell"]})


# --- votes --------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["согласен", "согласна", "да, согласен", "ок", "agree",
                                  "I agree", "fine by me", "+", "+1", "👍", ":+1:", "ну ок",
                                  "по рукам!", "sounds good", "да, подтверждаю", "ok ok, agree",
                                  "согласна, хороший делёж", "согласен с olga"])
def test_agreeing(text: str) -> None:
    assert reads(text) == Order("agree")


@pytest.mark.parametrize("text", ["я не против", "не буду против", "ничего не имею против"])
def test_not_against_is_agreeing(text: str) -> None:
    assert reads(text) == Order("agree")


@pytest.mark.parametrize("text", ["не согласен", "против", "нет", "I disagree", "no",
                                  "нет, не согласен", "я против, мне мало", "no deal",
                                  "не пойдёт", "нет-нет, против", ":-1:",
                                  "не согласна, это грабёж средь бела дня"])
def test_disagreeing(text: str) -> None:
    assert reads(text) == Order("disagree")


@pytest.mark.parametrize("text", ["да ладно, везёт же", "ок, сейчас посмотрю",
                                  "@ivan, ты согласен?", "нет сабли, увы"])
def test_a_weak_word_among_chat_is_no_vote(text: str) -> None:
    assert reads(text) == TALK


def test_a_disagreement_with_a_counter_proposal_is_a_split() -> None:
    assert reads("не согласен: мне 2, ivan 2, olga 2", "leo") == split(leo=2, ivan=2, olga=2)
    assert reads("нет, не согласен: мне 2, ivan 2, olga 2", "leo") == split(leo=2, ivan=2,
                                                                           olga=2)


# --- a guard fight ------------------------------------------------------------------------


@pytest.mark.parametrize(("word", "colour"), [
    *((w, "red") for w in ("саблю", "сабли", "саблей", "сабель", "сабля", "красную",
                           "красной", "sabre", "saber", "sword", "red")),
    *((w, "green") for w in ("фузею", "фузеи", "фузеей", "фузей", "фузея", "пистолеты",
                             "пистолетами", "зелёную", "зеленую", "musket", "muskets",
                             "pistol", "pistols", "green")),
    *((w, "blue") for w in ("эликсир", "эликсиром", "эликсира", "синюю", "синий", "голубую",
                            "elixir", "elixirs", "potion", "blue")),
])
def test_each_weapon_in_each_case_is_its_colour(word: str, colour: str) -> None:
    """Sabre red; musket and pistols green; elixir blue."""
    assert reads(f"кладу {word}") == lay(colour)
    assert reads(f"lay {word}") == lay(colour)


@pytest.mark.parametrize(("text", "colour"), [
    ("бью эликсиром", "blue"), ("кладу воровку с пистолетами", "green"),
    ("I lay my elixir thief", "blue"), ("attack with pistols", "green"), ("саблей!", "red"),
    ("БЬЮ САБЛЕЙ", "red"), ("выкладываю вора с зелёным оружием", "green"),
    ("кладу вора с сабелькой", "red"), ("I lay the green one", "green"),
    ("у меня только фузея, кладу её", "green"),
])
def test_a_thief_laid(text: str, colour: str) -> None:
    assert reads(text) == lay(colour)


@pytest.mark.parametrize("text", ["бью", "бью!", "кладу вора", "кладу", "ставлю воровку"])
def test_a_lay_without_a_weapon_has_no_colour(text: str) -> None:
    """The game takes it when the player has one suitable thief, and asks otherwise."""
    assert reads(text) == lay(None)


@pytest.mark.parametrize(("text", "colour"), [
    ("бью стражника с саблей эликсиром", "blue"),
    ("на стражника с пистолетами кладу саблю", "red"),
    ("кладу саблю против стражника с эликсиром", "red"),
    ("против сабли кладу эликсир", "blue"),
    ("Кладу вора с фузеей против стражницы с эликсиром", "green"),
])
def test_the_guards_weapon_is_not_the_thiefs(text: str, colour: str) -> None:
    assert reads(text) == lay(colour)


def test_two_weapons_laid_are_ambiguous_unless_the_mind_changes() -> None:
    assert reads("кладу саблю и эликсир") == Rejection(
        "ambiguous", {"why": "two_weapons", "colours": ["red", "blue"]})
    assert reads("кладу саблю, нет, лучше эликсир") == lay("blue")
    assert reads("пас. хотя нет, кладу саблю") == lay("red")
    assert reads("no, I'd rather lay my sabre") == lay("red")


def test_weak_verbs_lay_only_with_a_weapon_or_a_thief() -> None:
    """'кидаю' also throws dice: alone it lays nothing."""
    assert reads("кидаю") == TALK
    assert reads("кидаю фузею") == lay("green")
    assert reads("ставлю воровку") == lay(None)


@pytest.mark.parametrize("text", ["ха, три сабли подряд", "@leo кладёт саблю",
                                  "*медленно достаёт саблю и кладёт на стол*"])
def test_weapons_in_chat_are_no_lay(text: str) -> None:
    assert reads(text) == TALK


def test_an_order_only_in_narration_is_doubted() -> None:
    assert reads("*кладу саблю*") == Order("lay", {"colour": "red"}, "narration")
    assert reads("*достаёт из-за пазухи саблю* кладу саблю") == lay("red")


# --- a robbery ----------------------------------------------------------------------------


SPEC_GANG = {"marina": gang(1, 0, 1), "ivan": gang(0, 2, 0), "olga": gang(1, 0, 1)}
SPEC_SPLIT = {"marina": 3, "ivan": 2, "olga": 1}
SPEC_ROB = Order("rob", {"gang": SPEC_GANG, "split": SPEC_SPLIT})


@pytest.mark.parametrize("text", [
    "грабим: мои сабля и эликсир, у @ivan две фузеи, у @olga эликсир и сабля; "
    "делёж: я 3, ivan 2, olga 1",
    "rob: my sabre and elixir, @ivan's two muskets, @olga's elixir and sabre; "
    "split: me 3, ivan 2, olga 1",
    "robbery! gang: me sabre + blue, ivan 2 green, olga blue red. share: me 3 ivan 2 olga 1",
    "Грабим! Мои: сабля, эликсир; Ivan: фузея, фузея; Olga: эликсир, сабля. "
    "Сейфы: мне 3, Ivan 2, Olga 1",
    "налёт! сабля и эликсир — мои, две фузеи — ivan, эликсир и сабля — olga. "
    "делим: 3 мне, 2 ivan, 1 olga",
    "rob! my sabre + elixir, ivan: 2 muskets, olga: sabre, elixir. split me 3 ivan 2 olga 1",
])
def test_a_robbery_gives_its_gang_and_split(text: str) -> None:
    """The spec's examples in Russian and English, and weapons written before their owner."""
    assert reads(text) == SPEC_ROB


@pytest.mark.parametrize("opener", ["ограбление!", "нападаем на казну:", "предлагаю ограбить "
                                    "казну:", "банда:", "налёт:", "грабим:", "heist:", "raid:"])
def test_each_robbery_opener(opener: str) -> None:
    text = f"{opener} мои сабля и эликсир, у ivan две фузеи, у olga эликсир и сабля; " \
           "делёж: я 3, ivan 2, olga 1"
    assert reads(text) == SPEC_ROB


@pytest.mark.parametrize("keyword", ["делёж:", "дележ:", "раздел:", "делим:", "добыча:",
                                     "сейфы:", "split:", "share:", "shares:", "loot:"])
def test_each_split_keyword(keyword: str) -> None:
    text = f"грабим: мои сабля и эликсир, у ivan две фузеи, у olga эликсир и сабля. " \
           f"{keyword} я 3, ivan 2, olga 1"
    assert reads(text) == SPEC_ROB


def test_a_split_on_its_own_line_needs_no_keyword() -> None:
    text = "грабим: мои сабля и эликсир, у ivan две фузеи, у olga эликсир и сабля.\n" \
           "я 3, ivan 2, olga 1"
    assert reads(text) == SPEC_ROB


@pytest.mark.parametrize("me", ["мои", "мой", "моя", "моё", "у меня", "я", "мне", "себе", "my",
                                "mine", "me", "I"])
def test_each_word_for_me(me: str) -> None:
    got = reads(f"грабим: {me} сабля, у ivan две фузеи; делёж: я 3, ivan 3")
    assert isinstance(got, Order) and got.params["gang"]["marina"] == gang(red=1), got


def test_every_gang_member_has_all_three_counts() -> None:
    got = reads("грабим: мои 2 сабли, у ivan 2 фузеи, у olga 2 эликсира; делёж: я 6")
    assert got == Order("rob", {"gang": {"marina": gang(red=2), "ivan": gang(green=2),
                                         "olga": gang(blue=2)}, "split": {"marina": 6}})


@pytest.mark.parametrize(("counted", "green"), [
    ("две фузеи", 2), ("2 фузеи", 2), ("пара фузей", 2), ("фузеи x2", 2), ("фузеи х2", 2),
    ("фузеи 2шт", 2), ("2x фузеи", 2), ("фузея, фузея", 2), ("two muskets", 2),
    ("одну фузею", 1), ("фузеи", 1), ("три фузеи", 3),
])
def test_gang_counts_in_words_and_marks(counted: str, green: int) -> None:
    """A weapon without a number is one card ('фузеи' as 'the musket thief'); three muskets
    are read as three: two of each type is the game's check."""
    got = reads(f"грабим: у ivan {counted}, мои сабля; делёж: я 3, ivan 3")
    assert isinstance(got, Order) and got.params["gang"]["ivan"] == gang(green=green), got


def test_the_hands_and_the_treasury_are_the_games_business() -> None:
    """Six sabres, one player, a split of 100: read as written."""
    got = reads("грабим: мои 6 сабель; делёж: я 100")
    assert got == Order("rob", {"gang": {"marina": gang(red=6)}, "split": {"marina": 100}})


def test_names_in_any_case_with_or_without_at() -> None:
    text = "ограбление! у меня эликсир и сабля, у @Marina пара фузей, у @LEO сабля с " \
           "эликсиром. добыча: себе 2, marina 3, leo 1"
    assert reads(text, "Sasha_K") == Order("rob", {
        "gang": {"Sasha_K": gang(1, 0, 1), "marina": gang(0, 2, 0), "leo": gang(1, 0, 1)},
        "split": {"Sasha_K": 2, "marina": 3, "leo": 1}})


@pytest.mark.parametrize("written", ["Sasha_K", "sasha_k", "@SASHA_K", "Sasha K", "sasha",
                                     "SashaK"])
def test_a_player_by_any_spelling_of_their_forum_name(written: str) -> None:
    assert reads(f"делёж: я 3, {written} 3") == split(marina=3, Sasha_K=3)


def test_the_speaker_is_named_as_the_table_spells_them() -> None:
    assert reads("делёж: я 3, ivan 3", "SASHA_K") == split(Sasha_K=3, ivan=3)


def test_a_robbery_without_a_split() -> None:
    assert reads("грабим: мои сабля и эликсир, у @ivan две фузеи, у @olga эликсир и "
                 "сабля") == Rejection("no_split")


@pytest.mark.parametrize(("text", "params"), [
    ("грабим: мои сабля и эликсир, ivan, olga эликсир и сабля; делёж: я 3, ivan 2, olga 1",
     {"why": "no_weapon", "player": "ivan"}),
    ("грабим: моя сабля и эликсир, у ivan много фузей; делёж: я 3, ivan 3",
     {"why": "count", "player": "ivan", "count": "много"}),
    ("грабим: моя сабля, у ivan 2; делёж: я 3, ivan 3", {"why": "no_weapon", "player": "ivan"}),
    ("грабим: моя сабля, у ivan фузея и 5; делёж: я 3, ivan 3",
     {"why": "count", "player": "ivan", "count": "5"}),
    ("грабим: сабля и эликсир — мои, две фузеи; делёж: я 6", {"why": "no_player"}),
    ("грабим, делёж: я 4, ivan 2", {"why": "no_gang"}),
])
def test_a_bad_gang(text: str, params: dict[str, Any]) -> None:
    assert reads(text) == Rejection("bad_gang", params)


@pytest.mark.parametrize("text", [
    "грабим: мои сабля и эликсир, у @petya две фузеи; делёж: я 3, petya 3",
    "грабим: мои сабля и эликсир, у petya две фузеи; делёж: я 3, ivan 3",
    "rob: my sabre and elixir, petya's two muskets; split: me 3, ivan 3",
    "грабим: мои сабля, у ivan фузея; делёж: я 3, petya 3",
])
def test_a_stranger_in_a_robbery_is_an_unknown_player(text: str) -> None:
    assert reads(text) == Rejection("unknown_player", {"name": "petya"})


def test_a_change_of_mind_amends_the_robberys_split() -> None:
    text = "грабим: мои сабля и эликсир, у ivan две фузеи, у olga эликсир и сабля; делёж: " \
           "я 3, ivan 2, olga 1 — нет, лучше я 2, ivan 2, olga 2"
    assert reads(text) == Order("rob", {"gang": SPEC_GANG,
                                        "split": {"marina": 2, "ivan": 2, "olga": 2}})


def test_a_robbery_word_without_a_gang_is_no_robbery() -> None:
    assert reads("грабить пока не буду") == TALK
    assert reads("Ну что, грабим? У меня сабля и эликсир") == TALK


# --- a split ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("делёж: я 4, ivan 1, olga 1", split(marina=4, ivan=1, olga=1)),
    ("предлагаю: ivan 3, я 3", split(ivan=3, marina=3)),
    ("split: me 2, olga 4", split(marina=2, olga=4)),
    ("I propose: me 4, olga 2", split(marina=4, olga=2)),
    ("встречное предложение: я 3, leo 3", split(marina=3, leo=3)),
    ("делим так: я 2, olga 2, leo 2", split(marina=2, olga=2, leo=2)),
    ("давайте лучше так: я 2, ivan 2, olga 2", split(marina=2, ivan=2, olga=2)),
    ("Мне 1 сейф, ivan 2 сейфа, olga 3 сейфа", split(marina=1, ivan=2, olga=3)),
    ("дележ: я - 3, ivan - 2, olga - 1", split(marina=3, ivan=2, olga=1)),
    ("делёж: мне два, ivan четыре", split(marina=2, ivan=4)),
    ("делёж: мне 2, olga 2, leo 2, ivan 0", split(marina=2, olga=2, leo=2, ivan=0)),
    ("Тогда делёж такой: я 3, ivan 3. Все согласны?", split(marina=3, ivan=3)),
    ("share: me 2 ivan 2 olga 2", split(marina=2, ivan=2, olga=2)),
])
def test_a_split(text: str, expected: Order) -> None:
    assert reads(text) == expected


@pytest.mark.parametrize(("text", "params"), [
    ("делёж: я 3, ivan, olga 1", {"why": "no_number", "player": "ivan"}),
    ("делёж: я 3, ivan много", {"why": "count", "player": "ivan", "count": "много"}),
    ("делёж: я 3 4, ivan 1", {"why": "two_numbers", "player": "marina"}),
    ("делёж: я 2, marina 2", {"why": "twice", "player": "marina"}),
    ("делёж: 3, 2, 1", {"why": "no_player"}),
    ("делёж: ivan 2, остальное мне", {"why": "rest", "player": "marina"}),
])
def test_a_bad_split(text: str, params: dict[str, Any]) -> None:
    assert reads(text) == Rejection("bad_split", params)


@pytest.mark.parametrize(("text", "name"), [
    ("делёж: мне 3, ивану 3", "ивану"), ("мне 2, petya 2", "petya"),
    ("split: me 3, @petya 3", "petya"),
])
def test_a_stranger_in_a_split_is_an_unknown_player(text: str, name: str) -> None:
    """A Cyrillic spelling of a forum name is no name at the table: no guessing."""
    assert reads(text) == Rejection("unknown_player", {"name": name})


@pytest.mark.parametrize("text", ["делим поровну?", "делёж нечестный!", "ivan, твой ход",
                                  "ivan, у тебя 3 вора уже", "2 минуты осталось"])
def test_a_split_word_or_a_name_and_a_number_in_chat_is_no_split(text: str) -> None:
    assert reads(text) == TALK


# --- the leader's dice --------------------------------------------------------------------


def assign(rest: str | None = None, **dice: list[int]) -> Order:
    return Order("assign", {"dice": dice, "rest": rest})


@pytest.mark.parametrize(("text", "expected"), [
    ("кубики 1 и 2 — ivan, 3 — olga, 4, 5, 6 мне", assign(ivan=[1, 2], olga=[3],
                                                           marina=[4, 5, 6])),
    ("@ivan: 1, 2; @olga: 3; мне: 4 5 6", assign(ivan=[1, 2], olga=[3], marina=[4, 5, 6])),
    ("dice 1 2 to ivan, 3 to olga, rest to me", assign("marina", ivan=[1, 2], olga=[3])),
    ("кубик 1 - ivan, кубик 2 - leo, кубик 3 - мне", assign(ivan=[1], leo=[2], marina=[3])),
    ("кубики: 1,2 ivan; 3 мне", assign(ivan=[1, 2], marina=[3])),
    ("отдаю кубики 1 и 3 olga, 2 мне", assign(olga=[1, 3], marina=[2])),
    ("кубы: 1 olga 2 leo 3 мне", assign(olga=[1], leo=[2], marina=[3])),
    ("dice: ivan 1, 2, 3; me 4", assign(ivan=[1, 2, 3], marina=[4])),
    ("кубики: 2, 1 ivan", assign(ivan=[1, 2])),
])
def test_dice_given(text: str, expected: Order) -> None:
    assert reads(text) == expected


def test_ranges_ordinals_and_the_rest() -> None:
    assert reads("1-3 мне, 4 ivan") == assign(marina=[1, 2, 3], ivan=[4])
    assert reads("кубики: ivan 1..2, olga 3-4") == assign(ivan=[1, 2], olga=[3, 4])
    assert reads("первый кубик olga, остальные мне") == assign("marina", olga=[1])
    assert reads("кубики: 1 — ivan, остальное — olga") == assign("olga", ivan=[1])


def test_a_bare_list_is_dice_when_a_player_gets_several_or_the_numbers_come_first() -> None:
    """Without 'кубики', 'я 3, ivan 2, olga 1' is a split, '1 — ivan, 2 — olga, 3 — мне' and
    'ivan 1 2, мне 3' are dice; numbers repeated or safes named make a split."""
    assert reads("я 3, ivan 2, olga 1") == split(marina=3, ivan=2, olga=1)
    assert reads("1 — ivan, 2 — olga, 3 — мне") == assign(ivan=[1], olga=[2], marina=[3])
    assert reads("ivan 1 2, мне 3") == assign(ivan=[1, 2], marina=[3])
    assert reads("2 мне, 2 ivan, 2 olga") == split(marina=2, ivan=2, olga=2)
    assert reads("1 сейф мне, 2 ivan") == split(marina=1, ivan=2)


def test_a_split_word_before_a_dice_word_is_a_split() -> None:
    assert reads("делёж: я 3, ivan 3, кубики кину сам") == split(marina=3, ivan=3)


@pytest.mark.parametrize(("text", "params"), [
    ("кубики: 1 — ivan, 1 — olga", {"why": "twice", "player": "olga", "die": 1}),
    ("кубики: leo 1 2, olga", {"why": "no_dice", "player": "olga"}),
    ("кубики: 0 ivan, 1 olga", {"why": "position", "player": "ivan", "die": 0}),
    ("кубики: ivan много", {"why": "count", "player": "ivan", "count": "много"}),
    ("кубики: ivan 1, 2, 3", None),
    ("кубики: 4, 5 ivan, 6", {"why": "no_player"}),
])
def test_bad_dice_given(text: str, params: dict[str, Any] | None) -> None:
    if params is None:
        assert reads(text) == assign(ivan=[1, 2, 3])  # the game checks the count and split
    else:
        assert reads(text) == Rejection("bad_assign", params)


def test_a_stranger_given_dice_is_an_unknown_player() -> None:
    assert reads("кубики: 1, 2 @petya, остальное мне") == Rejection("unknown_player",
                                                                     {"name": "petya"})
    assert reads("dice 1 2 to petya, rest to me") == Rejection("unknown_player",
                                                                {"name": "petya"})


def test_the_speakers_own_name_closing_a_post_is_a_signature() -> None:
    """', marina' at the end of marina's post signs it: it gives her no die."""
    assert reads("кубики: leo 1 2, marina") == assign(leo=[1, 2])
    assert reads("кубики: leo 1 2, marina", "ivan") == Rejection(
        "bad_assign", {"why": "no_dice", "player": "marina"})


def test_the_roll_request_itself_is_no_order() -> None:
    """The leader's '@discobot roll 3d3' is discobot's to answer."""
    assert reads("Кидаю: @discobot roll 3d3") == TALK


# --- chat ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["ну и везёт же тебе", "кто следующий?", "всем привет, я тут",
                                  "подождите, я думаю", "эх, опять стражник",
                                  "спасибо за игру!", "у меня 2 сабли",
                                  "а сколько сейфов в казне?", "хаха, ну вы даёте"])
def test_chat_is_not_an_order(text: str) -> None:
    assert reads(text) == TALK


# --- discobot's dice ----------------------------------------------------------------------


@pytest.fixture
def locales(shared: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (shared / "discourse" / "discobot_dice_locales.json").read_text(encoding="utf-8"))
    return data


def _fill(template: str, **values: Any) -> str:
    for name, value in values.items():
        template = template.replace("%{" + name + "}", str(value))
    return template


def _reply(locales: dict[str, Any], locale: str, values: list[int], *, capped: int = 0,
           out_of_range: bool = False) -> str:
    """A reply as the narrative bot writes it: its warnings, then the results line."""
    texts = locales[locale]
    out = ""
    if capped:
        warning = texts["not_enough_dice"]
        if isinstance(warning, dict):
            warning = warning["one" if capped == 1 else "other"]
        out += _fill(warning, count=capped, num_of_dice=capped) + "\n\n"
    if out_of_range:
        out += texts["out_of_range"] + "\n\n"
    joined = locales["limits"]["results_joiner"].join(str(v) for v in values)
    return out + _fill(texts["results"], results=joined)


def _asked(locales: dict[str, Any], locale: str, count: int, faces: int) -> str:
    return f"Кидаю: @discobot {locales[locale]['trigger']} {count}d{faces}"


def test_the_help_example_reply_is_read(locales: dict[str, Any]) -> None:
    """The English locale's own example: '`@discobot roll 2d6`' answered '> :game_die: 3, 6'."""
    example = _fill(locales["en"]["bot_actions_dice_example"], discobot_username="discobot",
                    dice_trigger="roll")
    asked, reply = example.split("\n")
    assert read_dice(reply, asked.strip("`")) == Order("dice", {"values": [3, 6], "count": 2,
                                                                "faces": 6})


@pytest.mark.parametrize("locale", ["en", "fr", "ru"])
def test_a_results_line_in_each_locale(locales: dict[str, Any], locale: str) -> None:
    reply = _reply(locales, locale, [3, 1, 2])
    assert read_dice(reply, _asked(locales, locale, 3, 3)) == Order(
        "dice", {"values": [3, 1, 2], "count": 3, "faces": 3})


@pytest.mark.parametrize("locale", ["en", "fr", "ru"])
def test_a_field_row_of_twenty_dice(locales: dict[str, Any], locale: str) -> None:
    """The GM fills the field with '@discobot roll 20d120' (French: 'jet 20d120')."""
    values = [(7 * i) % 120 + 1 for i in range(20)]
    got = read_dice(_reply(locales, locale, values), _asked(locales, locale, 20, 120))
    assert got == Order("dice", {"values": values, "count": 20, "faces": 120})


@pytest.mark.parametrize("locale", ["en", "fr", "ru"])
def test_discobot_rolls_at_most_twenty_dice(locales: dict[str, Any], locale: str) -> None:
    """Asked 25 dice, it says it only has 20 and rolls 20: the count does not match."""
    limit = locales["limits"]["MAXIMUM_NUM_OF_DICE"]
    reply = _reply(locales, locale, [2] * limit, capped=limit)
    assert read_dice(reply, _asked(locales, locale, 25, 3)) == Rejection(
        "dice_mismatch", {"asked": 25, "got": limit})


@pytest.mark.parametrize("locale", ["en", "fr", "ru"])
def test_the_out_of_range_warning_then_the_results(locales: dict[str, Any], locale: str) -> None:
    """Asked 200 faces, it rolls 120-faced dice after its warning: values still in 1..200."""
    reply = _reply(locales, locale, [120, 5], out_of_range=True)
    assert read_dice(reply, _asked(locales, locale, 2, 200)) == Order(
        "dice", {"values": [120, 5], "count": 2, "faces": 200})


@pytest.mark.parametrize("locale", ["en", "fr", "ru"])
def test_the_impossible_answer_has_no_dice(locales: dict[str, Any], locale: str) -> None:
    assert read_dice(locales[locale]["invalid"], _asked(locales, locale, 0, 3)) == Rejection(
        "no_dice")


def test_a_value_outside_the_faces_is_a_mismatch(locales: dict[str, Any]) -> None:
    assert read_dice(_reply(locales, "en", [1, 4, 2]), "@discobot roll 3d3") == Rejection(
        "dice_mismatch", {"asked": 3, "got": 3, "faces": 3, "value": 4})
    assert read_dice(_reply(locales, "en", [0, 1]), "@discobot roll 2d3") == Rejection(
        "dice_mismatch", {"asked": 2, "got": 2, "faces": 3, "value": 0})


def test_fewer_results_than_asked(locales: dict[str, Any]) -> None:
    assert read_dice(_reply(locales, "ru", [1, 2]), "@discobot roll 3d3") == Rejection(
        "dice_mismatch", {"asked": 3, "got": 2})


@pytest.mark.parametrize("asked", ["Кидаю кубики", "@discobot display help", "roll 3d3",
                                   "@discobot roll three", "@discobotty roll 3d3", ""])
def test_a_post_asking_no_roll(locales: dict[str, Any], asked: str) -> None:
    assert read_dice(_reply(locales, "en", [1, 2, 3]), asked) == Rejection("no_roll")


def test_the_request_is_found_in_any_case_and_spacing(locales: dict[str, Any]) -> None:
    reply = _reply(locales, "fr", [1, 3])
    for asked in ("@Discobot ROLL 2D3", "@discobot  jet  2d3",
                  "ну, поехали:\n@discobot roll 2d3 !"):
        assert read_dice(reply, asked) == Order("dice", {"values": [1, 3], "count": 2,
                                                         "faces": 3})


@pytest.mark.parametrize(("reply", "asked"), [(None, "@discobot roll 2d3"), ("> :game_die: 1",
                                                                           None), (3, 4)])
def test_read_dice_never_raises(reply: Any, asked: Any) -> None:
    assert isinstance(read_dice(reply, asked), Rejection)


def test_a_reply_without_numbers_has_no_dice() -> None:
    assert read_dice("> :game_die: three, six", "@discobot roll 2d6") == Rejection("no_dice")
    assert read_dice("I'm sorry", "@discobot roll 2d6") == Rejection("no_dice")


@pytest.mark.parametrize(("asked", "count", "faces"), [
    ("@discobot roll 3d3", 3, 3), ("@discobot jet 6d3", 6, 3), ("@discobot roll 20d120", 20, 120),
    ("@discobot roll 25d3", 25, 3), ("@discobot roll 2d300", 2, 300),
])
def test_the_sandbox_discobot_replies_are_read(asked: str, count: int, faces: int) -> None:
    """The sandbox forum's discobot (the narrative bot's logic, with its caps) answers; the
    reader gets its values, or says how many fewer it rolled."""
    request = discobot.find_request(asked, "fr" if " jet " in asked else "en")  # `jet`: fr only
    assert request is not None
    reply = discobot.roll(request, random.Random(count * faces))
    got = read_dice(reply, asked)
    if count > 20:
        assert got == Rejection("dice_mismatch", {"asked": count, "got": 20})
    else:
        assert isinstance(got, Order) and got.kind == "dice", got
        assert len(got.params["values"]) == count and got.params["faces"] == faces
        assert all(1 <= v <= min(faces, 120) for v in got.params["values"])
