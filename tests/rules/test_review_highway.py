"""A native reader's notes on Highway Romantics' words (issue 24; /work/shared/reviews/
words-ru-en.md, section H, with the Russian and French twins of each flaw), and the clumsy or
contradictory sentences found reading whole games (tests/texts/highway_*.txt): each rendered
as players read it, the bad words gone and the new ones there.

The games and the renderers are those of tests/rules/test_highway_templates.py (its `robbery`
and `discobot` games): `said_in` gives everything the games say in a language (notices, step
openings, echoes, refusals).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.highway import GAME, cards
from tests.rules.test_highway_templates import (
    GAME_INFO,
    LANGS,
    TEXTS,
    TIMEZONE,
    Table,
    bridge,
    discobot_game,
    robbery_game,
    said_in,
    table_post,
)


@pytest.fixture(scope="module")
def games() -> dict[str, Table]:
    """The bot's dice to the count, and the GM's discobot rolls of the field and the host."""
    return {"robbery": robbery_game(), "discobot": discobot_game()}


def highway(template: str, lang: str, **params: Any) -> str:
    """One of the pieces the bridge includes from the game (accepted, incomplete, rejection)."""
    return TEXTS.render("highway", template, lang, TIMEZONE, game=GAME_INFO, **params)


def one(texts: list[str], marker: str) -> str:
    found = [t for t in texts if marker in t]
    assert found, marker
    return found[0]


def nowhere(texts: list[str], *words: str) -> None:
    for word in words:
        assert not [t for t in texts if word in t], word


def topic(lang: str) -> str:
    return bridge("game_topic", lang, name=GAME.names[lang], settings=dict(GAME.defaults),
                  rules="highway", min_players=4, max_players=10)


# --- section H -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_h1_the_created_game_says_the_desk_watches_a_live_table(lang: str) -> None:
    """"I opened a private game master's desk for you, to start it and confirm each move"
    while the desk says every move is answered at once, without a draft."""
    text = bridge("game_created", lang, topic_link="https://forum.example/t/12",
                  settings={"review": "auto"}, name=GAME.names[lang], bot="gamemaster",
                  status_url="https://forum.example/games/9/status", live=True)
    gone, there = {"en": ("confirm each move", "watch the table"),
                   "ru": ("подтверждать каждый ход", "будете следить за столом"),
                   "fr": ("valider chaque coup", "suivre la table")}[lang]
    assert gone not in text and there in text, text


def test_h2_cant_be_there_the_whole_time(games: dict[str, Table]) -> None:
    """"Cannot be there the whole time?", "Cannot stay at the table…": "Can't"."""
    text = topic("en")
    assert "Can't be there the whole time?" in text, text
    opening = one(said_in(games, "en"), "### How to play")
    assert "Can't stay at the table the whole time?" in opening, opening
    nowhere(said_in(games, "en") + [text], "Cannot be there", "Cannot stay")


def test_h3_the_player_who_drew_the_guard_must_lay(games: dict[str, Table]) -> None:
    """"The drawer must lay one if they can": "drawer" is ambiguous."""
    opening = one(said_in(games, "en"), "**Guard fight:**")
    assert "The player who drew the guard must lay one if they can." in opening, opening
    assert "drawer" not in opening


def test_h4_to_skip_your_turn_pass(games: dict[str, Table]) -> None:
    """"Not moving: `pass`." (and the French "Pour ne pas jouer")."""
    english = one(said_in(games, "en"), "### How to play")
    assert "To skip your turn: `pass`." in english and "Not moving" not in english, english
    french = one(said_in(games, "fr"), "### Comment jouer")
    assert "Pour passer votre tour : `pass`." in french, french
    assert "Pour ne pas jouer" not in french


def test_h5_dice_are_120_sided_and_three_sided(games: dict[str, Table]) -> None:
    """"dice of 120 faces, not of 100", "2 dice of 3 faces" (and the French "dés de 120
    faces"): the GM's wrong roll of the field and a leader's wrong robbery roll."""
    field = {"en": "120-sided dice, not 6-sided", "ru": "120-гранные кубики, а не 6-гранные",
             "fr": "des dés à 120 faces, pas à 6"}
    for lang, words in field.items():
        texts = said_in(games, lang)
        assert any(words in t for t in texts), (lang, words)
        nowhere(texts, "of 120 faces", "of 3 faces", "dés de 120", "dés de 3")
    robbery = highway("rejection", "en", code="wrong_robbery_dice",
                      params={"count": 2, "asked": 3, "faces": 3}, view={})
    assert "`@discobot roll 2d3`, three-sided dice, one per safe in the treasury, not `3d3`" \
        in robbery, robbery


def test_h6_twenty_of_the_fields_forty_numbers_read() -> None:
    """"20 numbers of the field's 40 read." (and "Прочитано 20 чисел поля из 40", "20 nombres
    du plateau lus sur 40"); the host's dice alike."""
    said = {lang: highway("accepted", lang, params={"have": 20, "needed": 40})
            for lang in LANGS}
    assert said["en"].strip() == "I've read 20 numbers of the 40 the field needs.", said
    assert said["ru"].strip() == "Прочитано 20 чисел из 40 нужных для поля.", said
    assert said["fr"].strip() == "20 nombres lus sur les 40 du plateau.", said
    dice = {lang: highway("accepted", lang, params={"have": 3, "needed": 4, "faces": 3})
            for lang in LANGS}
    assert dice["en"].strip() == "I've read 3 dice of the 4 the host's safes need.", dice
    assert dice["ru"].strip() == "Прочитано 3 кубика из 4 нужных для сейфов ведущего.", dice
    assert dice["fr"].strip() == "3 dés lus sur les 4 des coffres du meneur.", dice
    left = highway("incomplete", "en", params={"have": 3, "needed": 4, "faces": 3})
    assert "1 die still needed for the host's safes; post" in left, left
    assert "of the host's still" not in left


@pytest.mark.parametrize("lang", LANGS)
def test_h7_a_roll_not_awaited_is_refused_once(lang: str) -> None:
    """"Order not taken: no roll of yours is awaited right now, so this one changes nothing.
    / Nothing changed.": said once."""
    text = bridge("refused", lang, code="roll_not_awaited", key="m11-roll", step=11)
    why, nothing = {"en": ("no roll is expected from you right now.", "Nothing changed."),
                    "ru": ("сейчас от вас не ждут броска кубиков.", "Ничего не изменилось."),
                    "fr": ("aucun jet de dés n'est attendu de vous en ce moment.",
                           "Rien n'a changé.")}[lang]
    assert why in text and text.count(nothing) == 1, text
    for twice in ("changes nothing", "ничего не меняет", "ne change rien"):
        assert twice not in text, text


def test_h8_each_share_is_proportional_to_the_bags(games: dict[str, Table]) -> None:
    """"each gets a share by their own bags" (and "chacun reçoit sa part selon ses propres
    sacs"); the settings' "shared at the end by bags" alike."""
    english = one(said_in(games, "en"), "### How to play")
    assert "each player's share is proportional to their bags." in english, english
    assert "in proportion to the bags of coins" in english, english
    assert "in proportion to the bags;" in topic("en")
    french = one(said_in(games, "fr"), "### Comment jouer")
    assert "la part de chacun est proportionnelle à ses sacs." in french, french
    for lang in LANGS:
        nowhere(said_in(games, lang) + [topic(lang)], "by their own bags", "by bags",
                "selon ses propres sacs", "selon les sacs")


def test_h9_discobots_reply_is_read_automatically(games: dict[str, Table]) -> None:
    """"Discobot's answer counts by itself." (and "засчитается сам", "compte d'elle-même"), in
    the leader's and the host's rolls, the refusal of a reply to no roll, and the bridge's
    hint on how to ask discobot."""
    there = {"en": "I read discobot's reply automatically", "ru": "Ответ discobot я прочитаю сам",
             "fr": "Je lis la réponse de discobot automatiquement"}
    gone = ("counts by itself", "засчитается сам", "d'elle-même")
    for lang in LANGS:
        texts = said_in(games, lang)
        assert any(there[lang] in t for t in texts), lang
        hint = bridge("roll_hint", lang, wrote="/roll 2d3", write="@discobot roll 2d3",
                      words_after=False)
        no_roll = highway("rejection", lang, code="no_roll", params={"roll": "2d3"}, view={})
        nowhere(texts + [hint, no_roll], *gone)
    assert "I read its reply automatically" in bridge(
        "roll_hint", "en", wrote="/roll 2d3", write="@discobot roll 2d3", words_after=False)
    assert "I read discobot's reply automatically." in highway(
        "rejection", "en", code="no_roll", params={"roll": "2d3"}, view={})


# --- found reading the whole games -----------------------------------------------------------


def test_slip_a_safe_lets_the_same_player_play_again() -> None:
    """"anna names A1: a safe, …, and anna names another cell" reads as done already."""
    safe = [{"event": "card", "player": "ana", "cell": "A1", "card": cards.card(20)}]
    said = {lang: table_post(safe, lang) for lang in LANGS}
    assert "which goes to the treasury, and **ana** gets to name another cell." in said["en"]
    assert "— в казну, и **ana** ходит ещё раз." in said["ru"], said["ru"]
    assert "qui va au trésor, et **ana** rejoue." in said["fr"], said["fr"]
    for text in said.values():
        for old in ("names another cell", "называет ещё одну клетку", "nomme une autre case"):
            assert old not in text, text


def test_slip_the_russian_opening_says_one_action_a_post_and_the_colours(
        games: dict[str, Table]) -> None:
    """«Всё пишется здесь, одним сообщением» said the opposite of "one post at a time";
    «сабля (красный)» did not agree; «…дележи и бой с охранником пишут сюда»."""
    opening = one(said_in(games, "ru"), "### Как играть")
    assert "**здесь, в теме игры**, каждое действие — отдельным сообщением." in opening
    assert "одним сообщением." not in opening
    assert ("по цветам: красный — сабля, зелёный — фузея или пистолеты (это один тип), "
            "синий — эликсир.") in opening, opening
    assert "сабля (красный)" not in opening
    joining = topic("ru")
    assert "клетки, ограбления, дележи и бои с охранниками — всё пишется сюда" in joining
    assert "бой с охранником пишут сюда" not in joining


def test_slip_the_counts_words(games: dict[str, Table]) -> None:
    """"let us count the loot", "Each share is one's bags", "guard (he)"; «Доля каждого — его
    мешки»; the loot "at the count"; «один кубик его броска» (a leader's gender)."""
    english = one(said_in(games, "en"), "the game is over, let's count the loot")
    assert "Each player's share is their bags times that, rounded down" in english, english
    assert "1–2 male guard, sabre · " in english and "(he)" not in english, english
    russian = one(said_in(games, "ru"), "игра окончена, считаем добычу")
    assert "Доля каждого — число его мешков, умноженное на эту сумму" in russian, russian
    loot = one(said_in(games, "en"), "here is who got how many bags")
    assert "only at the end, when the loot is counted." in loot, loot
    ru_loot = one(said_in(games, "ru"), "Кто сколько мешков получил по каждому сейфу")
    assert "каждый сейф — это один кубик броска (" in ru_loot, ru_loot
    for lang in LANGS:
        nowhere(said_in(games, lang), "let us count", "one's bags", "at the count.",
                "его мешки, умноженные", "кубик его броска")


def test_slip_the_field_in_two_rolls_and_the_rolls_still_needed(games: dict[str, Table]
                                                                ) -> None:
    """"two rolls already give the cells in use, so the … field cannot be read here: no roll
    is needed after the second"; «нужно ещё 20 чисел: напишите здесь ещё 1 раз» (two colons
    after the bridge's own, "1 раз")."""
    gm = one(said_in(games, "en"), "**Filling the field.**")
    assert ("(With this many players, two rolls fill every cell in use and the game starts "
            "at once, so the rules' whole 10 × 10 field can't be rolled here.)") in gm, gm
    nowhere(said_in(games, "en"), "no roll is needed after the second")
    ru = highway("incomplete", "ru", params={"have": 20, "needed": 40})
    assert ru.strip() == "нужно ещё 20 чисел — напишите здесь ещё один раз " \
        "`@discobot roll 20d120`.", ru
    en = highway("incomplete", "en", params={"have": 20, "needed": 40})
    assert en.strip() == "20 numbers still needed; post `@discobot roll 20d120` here once " \
        "more.", en


def test_slip_the_russian_seed_and_check_are_the_bridges_words(games: dict[str, Table]) -> None:
    """«по зерну, раскрытому в конце», «генератором с зерном», «проверочный хеш поля»: the
    calques of section A9, while the bridge now says «ключ жеребьёвки» and «контрольный
    отпечаток»."""
    texts = said_in(games, "ru") + [topic("ru")]
    nowhere(texts, "зерн", "Зерн", "хеш")
    opening = one(texts, "### Как играть")
    assert "**Контрольный отпечаток поля:**" in opening, opening
    assert "по ключу жеребьёвки, раскрытому в конце" in opening, opening
    assert any("кубики бросит сам бот, своей жеребьёвкой" in t for t in texts)
    assert any("Поле заполнено! Контрольный отпечаток поля" in t for t in texts)
