"""Everyone is told what concerns them, end to end through the sandbox forum: the GM's start
is acknowledged in the GM desk (the mud fight in French, English and Russian, the arena,
INDIXO and the Russian highway table); an order the GM sets or withdraws in review is told
to its player and named in the results, whose receipts speak of the GM only when the GM
changed something; and a results post tells the story of the turn first, its receipts and
salts folded in one block after it."""

from __future__ import annotations

import re

import pytest

from bridge.texts import when_text
from bridge.tools.stack import Stack
from tests.e2e.test_arena_flow import Arena
from tests.e2e.test_gm_desk import DEADLINE, Desk
from tests.e2e.test_highway_flow import Highway
from tests.e2e.test_indixo_flow import Manor

TOLD: dict[str, dict[str, str]] = {
    "fr": {"started": "C'est parti : la partie a commencé avec 3 joueurs",
           "set": "Le maître du jeu a fixé votre ordre pour le tour 1",
           "withdrew": "Le maître du jeu a retiré votre ordre pour le tour 1",
           "set_line": "**Ordre fixé par le maître du jeu :** @chloe.",
           "withdrawn_line": "**Ordre retiré par le maître du jeu :** @anna.",
           "gm": "maître du jeu", "salt": "sel `"},
    "en": {"started": "Started: the game has begun with 3 players",
           "set": "The game master set your order for turn 1",
           "withdrew": "The game master withdrew your order for turn 1",
           "set_line": "**Order set by the game master:** @chloe.",
           "withdrawn_line": "**Order withdrawn by the game master:** @anna.",
           "gm": "game master", "salt": "salt `"},
    "ru": {"started": "Игра началась: 3 игрока",
           "set": "Ведущий задал вашу заявку — ход 1",
           "withdrew": "Ведущий снял вашу заявку — ход 1",
           "set_line": "**Заявка задана ведущим:** @chloe.",
           "withdrawn_line": "**Заявка снята ведущим:** @anna.",
           "gm": "ведущ", "salt": "соль `"},
}
FOLDED = re.compile(r'\[details="[^"\n]*"\]\n.*?\n\[/details\]', re.DOTALL)


@pytest.fixture(params=["fr", "en", "ru"])
def desk(request: pytest.FixtureRequest, stack: Stack) -> Desk:
    return Desk(stack, request.param)


def _results(desk: Desk) -> str:
    """The public results of turn 1, once the GM published them."""
    return desk.posts(desk.public)[-1]


def test_the_gms_start_is_acknowledged_in_the_desk(desk: Desk) -> None:
    """The GM's `commencer` gets its answer in the desk: the game started, with how many
    players, the first deadline, and what comes next (the draft waits for `ok`)."""
    told = TOLD[desk.lang]
    ack = desk.posts(desk.gm_desk)[-1]
    assert told["started"] in ack, ack
    assert when_text(DEADLINE, desk.lang, "Europe/Paris") in ack
    assert ("`ок`" if desk.lang == "ru" else "`ok`") in ack
    assert desk.decisions() == ["start"]


def test_the_arena_gms_start_is_acknowledged(stack: Stack) -> None:
    arena = Arena(stack)
    arena.sign_up()
    arena.gm("commencer")
    ack = arena.posts_in(arena.gm_desk)[-1]
    assert "la partie a commencé avec 4 joueurs" in ack, ack
    assert "Première échéance, le placement des clans" in ack
    assert "mercredi 2 décembre 2026 à 09:00" in ack  # the chiefs' 24 hours to place
    assert "sans brouillon" in ack  # review=auto: published at once


def test_the_indixo_gms_start_is_acknowledged(stack: Stack) -> None:
    manor = Manor(stack)
    ack = manor.posts_in(manor.gm_desk)[-1]
    assert "la partie a commencé avec 5 joueurs" in ack, ack
    assert "mardi 1er décembre 2026 à 21:00" in ack  # the first night's choice of rooms
    assert "`ok`" in ack
    assert "@bea" in manor.posts_in(manor.gm_desk)[-2]  # the GM's secret comes first


def test_the_highway_gms_start_is_acknowledged_in_russian(stack: Stack) -> None:
    table = Highway(stack, settings="source=discobot")
    ack = table.posts_in(table.gm_desk)[-1]
    assert "Игра началась: 4 игрока" in ack, ack
    assert "ждёт здесь вашего ответа" in ack  # the field: the GM's own discobot rolls
    assert "вживую" in ack and "`пауза`" in ack


def test_an_order_the_gm_sets_or_withdraws_is_told_to_its_player_and_named_in_the_results(
        desk: Desk) -> None:
    told = TOLD[desk.lang]
    desk.order("anna", "lancer boris 3")
    desk.to_deadline()
    desk.gm("set")
    to_chloe = desk.posts(desk.desks["chloe"])[-1]
    assert told["set"] in to_chloe and "@anna" in to_chloe and "2" in to_chloe, to_chloe
    desk.gm("withdraw")
    assert told["withdrew"] in desk.posts(desk.desks["anna"])[-1]
    desk.gm("ok")
    results = _results(desk)
    assert results.startswith(f'{told["set_line"]}\n{told["withdrawn_line"]}'), results
    (folded,) = FOLDED.findall(results)
    assert told["gm"] in folded  # the receipts header: a player whose order the GM set...


def test_the_receipts_say_nothing_of_the_gm_when_the_gm_changed_nothing(desk: Desk) -> None:
    desk.order("anna", "lancer boris 3")
    desk.to_deadline()
    desk.gm("ok")
    results = _results(desk)
    (folded,) = FOLDED.findall(results)
    assert "@anna" in folded and TOLD[desk.lang]["gm"] not in folded.lower()
    assert not results.startswith("**")  # no line of the GM's changes


def test_the_story_comes_first_and_receipts_and_salts_are_folded_in_one_block_after_it(
        desk: Desk) -> None:
    desk.order("anna", "lancer boris 3")
    desk.order("boris", "je passe")
    desk.to_deadline()
    desk.gm("ok")
    results = _results(desk)
    assert results.startswith("## "), results  # the story of the turn, its heading first
    blocks = FOLDED.findall(results)
    assert len(blocks) == 1 and results.count("[details=") == 1, results
    (folded,) = blocks
    assert results.index("## ") < results.index(folded)
    assert re.search(r"@anna ?: `[0-9a-f]{64}`", folded)  # anna's receipt
    assert folded.count(TOLD[desk.lang]["salt"]) == 3  # and the salts, every seat's
    assert not re.search(r"`[0-9a-f]{64}`", results.replace(folded, ""))
