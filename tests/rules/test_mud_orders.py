"""Unit tests of the mud order reader beyond the shared corpus: keywords, names, quotes, the
length cap, hostile input, and `check_order` on its own."""

from __future__ import annotations

import random
import time

import pytest

from rules.base import Order, Rejection
from rules.mud import maps
from rules.mud.orders import RAW_LIMIT, REASONS, TEXT_LIMIT, check_order, read_order
from rules.reader import own_words

BOARD = maps.grid(5, 5)
POSITIONS = {
    "ana": "B2",
    "boris": "C2",
    "chloe": "B3",
    "david": "D4",
    "emma": "E4",
    "fanny": "C4",
    "Jean-Michel": "A5",
    "zoé_42": "E1",
}
PLAYERS = list(POSITIONS)


def read(text: str, speaker: str = "boris") -> Order | Rejection:
    """A post read as the bridge reads it: the author's own words, then the mud grammar."""
    return read_order(own_words(text), speaker=speaker, players=PLAYERS, board=BOARD,
                      positions=POSITIONS)


def throw(target: str, number: int) -> Order:
    return Order("throw", {"target": target, "number": number})


def move(to: str) -> Order:
    return Order("move", {"to": to})


PASS = Order("pass", {})


def code(result: Order | Rejection) -> str:
    assert isinstance(result, Rejection), result
    return result.code


# --- keywords ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("throw @ana 5", throw("ana", 5)),
        ("Throw at Ana, three", throw("ana", 3)),
        ("hit ana with a 2", throw("ana", 2)),
        ("I attack @ANA: 4", throw("ana", 4)),
        ("move B2", move("B2")),
        ("move to c1", move("C1")),
        ("go to D2 please", move("D2")),
        ("pass", PASS),
        ("skip", PASS),
        ("I do nothing this turn", PASS),
    ],
)
def test_english_variants(text: str, expected: Order) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("lancer ana 3", throw("ana", 3)),
        ("je jette de la boue sur Ana : quatre", throw("ana", 4)),
        ("Je lance une boule de boue sur @ana, chiffre 3", throw("ana", 3)),
        ("je tire sur anà 1", throw("ana", 1)),
        ("aller en c3", move("C3")),
        ("je bouge en C 1", move("C1")),
        ("déplace-moi en d-2", move("D2")),
        ("je passe mon tour", PASS),
        ("je reste là où je suis", PASS),
    ],
)
def test_french_variants(text: str, expected: Order) -> None:
    assert read(text) == expected


def test_the_brief_examples_with_boris_as_target() -> None:
    assert read("lancer boris 3", speaker="ana") == throw("boris", 3)
    assert read("aller en c3", speaker="boris") == move("C3")
    assert read("Je lance une boule de boue sur @boris, chiffre 3", speaker="ana") == throw(
        "boris", 3
    )


# --- names ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "speaker", "expected"),
    [
        ("je lance sur jean michel 2", "chloe", "not_adjacent"),
        ("je lance sur JEAN_MICHEL 2", "Jean-Michel", "self_target"),
        ("je lance sur @jean 2", "Jean-Michel", "self_target"),
        ("je lance sur zoe 2", "zoé_42", "self_target"),
        ("je lance sur zoé 43 2", "boris", "ambiguous"),
        ("je lance sur Jean-Marc 2", "boris", "unknown_player"),
        ("je lance sur anaa 2", "boris", "unknown_player"),
        ("je lance sur lui 2", "boris", "ambiguous"),
    ],
)
def test_names(text: str, speaker: str, expected: str) -> None:
    assert code(read(text, speaker=speaker)) == expected


def test_unknown_player_names_the_word_written() -> None:
    assert read("je tire sur davd 2") == Rejection("unknown_player", {"name": "davd"})


def test_a_first_part_shared_by_two_players_is_not_guessed() -> None:
    players = ["jean_1", "jean_2", "ana"]
    positions = {"jean_1": "B1", "jean_2": "A2", "ana": "B2"}
    result = read_order(
        "je lance sur jean 3", speaker="ana", players=players, board=BOARD, positions=positions
    )
    assert code(result) == "unknown_player"
    result = read_order(
        "je lance sur jean_2 3", speaker="ana", players=players, board=BOARD, positions=positions
    )
    assert result == throw("jean_2", 3)


# --- what is not read -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '[quote="ana, post:3, topic:9"]je lance sur boris 5[/quote]\nJe vais en C3',
        "[quote]a [quote]je lance sur ana 4[/quote] b[/quote]Je vais en C3",
        "> je lance sur ana 4\nJe vais en C3",
        "```\nje lance sur ana 4\n```\nJe vais en C3",
        "`je lance sur ana 4` ? non : je vais en C3",
        "<blockquote>je lance sur ana 4</blockquote>Je vais en C3",
        "~~je lance sur ana 4~~ je vais en C3",
        "**Je vais en _C3_** 😀 [b]merci[/b] &amp; bonne soirée",
        "je vais en C3 (ana est en B2, chiffre 4)",
    ],
)
def test_quotes_code_and_markup_are_not_orders(text: str) -> None:
    assert read(text) == move("C3")


def test_an_unclosed_quote_hides_the_rest() -> None:
    assert code(read("[quote]je lance sur ana 4\nje vais en C3")) == "not_an_order"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je lance sur ana 3 avant 22h", throw("ana", 3)),
        ("Tour 4 : je lance sur ana 3", throw("ana", 3)),
        ("je lance sur ana 3, réponse dans 2 jours", throw("ana", 3)),
        ("je lance sur ana 3 à 18:02", throw("ana", 3)),
        ("je lance sur ana avec un 5", throw("ana", 5)),
        ("je lance sur ana, chiffre un", throw("ana", 1)),
        ("je lance sur ana 3 https://forum.example/t/20/4", throw("ana", 3)),
    ],
)
def test_numbers_that_are_not_the_throw_number(text: str, expected: Order) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "number"),
    [("je lance sur ana 0", 0), ("throw at ana 6", 6), ("ana, dix", 10), ("ana 100", 100)],
)
def test_invalid_numbers(text: str, number: int) -> None:
    assert read(text) == Rejection("invalid_number", {"number": number})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je lance sur ana 3 ou 4", "ambiguous"),
        ("je lance sur ana 3 et 4", "ambiguous"),
        ("je vais en C3 puis en C1", "ambiguous"),
        ("je lance sur ana 3 si elle ne bouge pas", "ambiguous"),
        ("je bouge", "ambiguous"),
        ("Est-ce que je peux aller en C3 ?", "not_an_order"),
        ("Bien reçu, merci", "not_an_order"),
        ("", "not_an_order"),
        ("   \n\n  ", "not_an_order"),
    ],
)
def test_refusals(text: str, expected: str) -> None:
    assert code(read(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je vais en C3. Non, finalement je lance sur ana 2", throw("ana", 2)),
        ("je lance sur ana 2... non, 4 plutôt", throw("ana", 4)),
        ("je lance sur ana 2. Ah non, sur chloe", Rejection("not_adjacent")),
        ("au lieu de lancer sur ana, je vais en C1", move("C1")),
        ("move to C3. Actually, pass.", PASS),
        ("Je ne bouge pas.", PASS),
    ],
)
def test_changes_of_mind(text: str, expected: Order | Rejection) -> None:
    result = read(text)
    if isinstance(expected, Rejection):
        assert code(result) == expected.code
    else:
        assert result == expected


# --- hostile input ----------------------------------------------------------------------------


def test_text_longer_than_the_cap_is_not_read() -> None:
    long = "je vais en C3 " + "bla " * (TEXT_LIMIT // 4)
    assert read(long) == Rejection("not_an_order", {"why": "too_long", "limit": TEXT_LIMIT})
    huge = "x" * (RAW_LIMIT + 1)
    assert read(huge) == Rejection("not_an_order", {"why": "too_long", "limit": RAW_LIMIT})


def test_a_long_quote_does_not_count_against_the_cap() -> None:
    text = "[quote]" + "bla " * (TEXT_LIMIT // 2) + "[/quote]\nje vais en C3"
    assert read(text) == move("C3")


_PIECES = [
    "je", "lance", "sur", "ana", "3", "cinq", "dix", "en", "C3", "c 3", "E-5", "F9", "[quote]",
    "[/quote]", '[quote="x, post:1"]', "`", "```", "\n", "> ", "(", ")", ",", ".", "?", "…",
    "non", "finalement", "au lieu de", "ou", "si", "@", "zoé", "Jean", "Michel", "un", "une",
    "😀", "💩", "Привет", "бросаю", "<b>", "</b>", "<blockquote>", "~~", "http://x", "&amp;",
    "\u0301", "\ud800", "\x00", "ß", "İ", "ﷺ", "²", "３", "٣", "tour", "22h", "18:02", "pas",
    "rien", "je passe", "move", "throw", "at", "to", "instead", " ",
]  # fmt: skip


def _random_text(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return "".join(chr(rng.randint(0, 0x2FFFF)) for _ in range(rng.randint(0, 200)))
    joiner = " " if rng.random() < 0.5 else ""
    return joiner.join(rng.choice(_PIECES) for _ in range(rng.randint(0, 40)))


def _assert_sound(result: Order | Rejection) -> None:
    assert isinstance(result, Order | Rejection)
    if isinstance(result, Rejection):
        assert result.code in REASONS
        # 'unreadable' is the safety net around the reader: it must never be needed
        assert result.params.get("why") != "unreadable", result
    else:
        assert result.kind in ("move", "throw", "pass")


def test_fuzz_never_raises() -> None:
    rng = random.Random(0)
    for _ in range(4000):
        _assert_sound(read(_random_text(rng), speaker=rng.choice(PLAYERS + ["stranger"])))


@pytest.mark.parametrize(
    "text",
    [
        "[quote=" * 2800,
        "[quote]" * 1400 + "x" + "[/quote]" * 1400 + "je passe",
        "`" * 19_000,
        "(" * 4_990,
        "a " * 2_490,
        "c 3 " * 1_240,
        "non, je vais en C3, " * 240,
        "au lieu de C3 " * 350,
        "je lance sur " * 380 + "ana 3",
        "<" * 19_000,
        "~" * 19_000,
        ":a" * 9_000,
        "1" * 19_000,
        "é" * 4_999,
    ],
)
def test_pathological_input_is_read_quickly(text: str) -> None:
    started = time.perf_counter()
    _assert_sound(read(text))
    assert time.perf_counter() - started < 1.0


# --- check_order ------------------------------------------------------------------------------


def check(order: Order, speaker: str = "boris") -> Rejection | None:
    return check_order(order, speaker=speaker, board=BOARD, positions=POSITIONS)


def test_check_order_accepts_valid_orders() -> None:
    assert check(move("C3")) is None
    assert check(move("c1")) is None
    assert check(move("B2")) is None  # occupied: the clash is settled at resolution
    assert check(throw("ana", 1)) is None
    assert check(throw("ana", 5)) is None
    assert check(PASS) is None


def test_check_order_move_rejections() -> None:
    assert check(move("E5")) == Rejection(
        "not_adjacent",
        {
            "to": "E5",
            "from": "C2",
            "neighbours": ["B2", "C1", "C3", "D2"],
            "in_reach": ["ana"],
        },
    )
    rejection = check(move("C0"))
    assert rejection is not None and rejection.code == "off_board"
    assert rejection.params["to"] == "C0"
    assert code_of(check(move("C2"))) == "not_adjacent"  # staying is a pass, not a move


def test_check_order_throw_rejections() -> None:
    assert code_of(check(throw("boris", 3))) == "self_target"
    assert code_of(check(throw("david", 3))) == "not_adjacent"
    assert code_of(check(throw("ana", 0))) == "invalid_number"
    assert code_of(check(throw("ana", 6))) == "invalid_number"
    assert code_of(check(throw("nobody", 3))) == "unknown_player"
    not_adjacent = check(throw("emma", 2))
    assert not_adjacent is not None
    assert not_adjacent.params == {
        "target": "emma",
        "at": "E4",
        "from": "C2",
        "neighbours": ["B2", "C1", "C3", "D2"],
        "in_reach": ["ana"],
    }


def test_check_order_self_target_and_off_board_win_over_not_adjacent() -> None:
    assert code_of(check(throw("Jean-Michel", 2), speaker="Jean-Michel")) == "self_target"
    assert code_of(check(move("A6"), speaker="Jean-Michel")) == "off_board"


def test_check_order_odd_orders() -> None:
    assert code_of(check(Order("dance", {}))) == "not_an_order"
    assert code_of(check(Order("move", {}))) == "not_an_order"
    assert code_of(check(Order("throw", {"target": "ana", "number": True}))) == "ambiguous"
    assert code_of(check(move("C3"), speaker="stranger")) == "not_adjacent"


def code_of(rejection: Rejection | None) -> str | None:
    return None if rejection is None else rejection.code


@pytest.mark.parametrize(("text", "name"), [
    ("lancer borris 4", "borris"), ("lancer davd 2", "davd"), ("throw kevin 2", "kevin")])
def test_a_misspelt_name_in_the_short_throw_form_is_an_unknown_player(text: str, name: str) -> None:
    """Corpus convention 4: misspellings are not guessed (davd -> unknown_player), also in
    the `lancer <joueur> <chiffre>` form the opening post teaches."""
    reading = read_order(text, speaker="anna", players=["anna", "boris"], board=maps.grid(5, 5),
                         positions={"anna": "B2", "boris": "C2"})
    assert reading == Rejection("unknown_player", {"name": name})
