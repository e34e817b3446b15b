"""The mud fight's words a native reader reviewed (issue 24, /work/shared/reviews/words-ru-en.md):
each note's flaw is gone from the rendered text and its fix is there, in the posts the players
and the game master read.

Posts are rendered by the bridge's own renderer, through the helpers of test_mud_templates.py
(the short game of six players, open and in fog, and the refusals the grammar gives).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import pytest

from rules.base import Context, Order, Rejection
from rules.chance import Chance
from rules.mud import GAME
from tests.rules.conftest import Table
from tests.rules.test_mud_templates import (
    GAME_INFO,
    TEXTS,
    games,
    playthrough,
    refusals,
    refused,
    render,
)


def posts(table: Any, lang: str) -> dict[str, str]:
    """Every post of the short game (open, then in fog) by template, joined, in `lang`."""
    out: dict[str, list[str]] = {}
    for fog in (False, True):
        for _, outcome in playthrough(table, fog):
            for notice in outcome.notices:
                out.setdefault(notice.template, []).append(
                    render(notice, outcome.state, lang))
    return {name: "\n".join(texts) for name, texts in out.items()}


def quiet_turn(lang: str, fog: bool) -> str:
    """The results of a turn in which everyone passes."""
    state = GAME.setup({"turns": 2, "fog": fog}, ["anna", "boris"], Chance("quiet", "setup"),
                       {"start": {"anna": "A1", "boris": "C3"}}).state
    table = Table()
    out = table.play(state, [("anna", table.pass_()), ("boris", table.pass_())])
    notice = next(n for n in out.notices if n.template == "results")
    return render(notice, out.state, lang)


def test_a12_a_point_for_each_new_person_hit_not_each_different_one(table: Any) -> None:
    """«Одно очко за каждого разного человека» was a calque of «différente»: the opening and
    the final ranking now say a point comes for each new person hit, and that hitting someone
    again scores nothing (the rule: one point per distinct victim). The English had the same
    calque ("per different person hit")."""
    ru = posts(table, "ru")
    for name in ("opening", "final"):
        assert "разного человека" not in ru[name], ru[name]
        assert "Одно очко за каждого нового человека" in ru[name], ru[name]
        assert "(повторное попадание очков не даёт)" in ru[name], ru[name]
    assert "попадаться самому" not in ru["opening"]  # no word agreeing with the reader's gender
    assert "как можно реже попадать под чужие броски" in ru["opening"], ru["opening"]
    en = posts(table, "en")
    for name in ("opening", "final"):
        assert "per different person" not in en[name], en[name]
        assert ("One point for each new person you hit (hitting someone again scores nothing)"
                in en[name]), en[name]


@pytest.mark.parametrize("fog", [False, True], ids=["open", "fog"])
def test_a13_on_this_turn_not_in_this_turn(fog: bool) -> None:
    """«В этом ходу никто не бросал» → «На этом ходу…», in the open results (no throw) and in
    the fog's (nobody hit)."""
    text = quiet_turn("ru", fog)
    assert "В этом ходу" not in text, text
    said = "На этом ходу никто ни в кого не попал." if fog else "На этом ходу никто не бросал."
    assert said in text, text


def test_d4_the_hits_a_player_took_have_one_name(table: Any) -> None:
    """«Получено попаданий» (results, final) and «сколько раз попали» (the GM's draft) named one
    thing twice: it is «Сколько раз испачкали» everywhere (impersonal: no word agrees with the
    player's gender), on the status page and its embed too."""
    ru = posts(table, "ru")
    for name in ("results", "final"):
        assert "Получено попаданий" not in ru[name], ru[name]
        assert "| Сколько раз испачкали |" in ru[name], ru[name]
    say = TEXTS.catalogs.say
    assert say("ru", "field-name", field="times_hit") == "сколько раз испачкали"
    assert say("ru", "mud-status-times-hit") == "Сколько раз испачкали"
    assert say("ru", "status-embed-times-hit") == "Сколько раз испачкали"
    assert "сколько раз испачкали" in say("ru", "mud-status-ranking")


def test_e9_the_number_is_between_1_and_5_and_9_isnt_allowed(table: Any) -> None:
    """"the number must be from 1 to 5 (9 is not possible)" → "between 1 and 5 (9 isn't
    allowed)", in the refusal a player reads."""
    state = playthrough(table, False, turns=1)[0][1].state
    ctx = Context("chloe", "desk", "en", datetime(2026, 3, 2, 22, 5, tzinfo=UTC), 7)
    rejection = GAME.accept(state, ctx, Order("throw", {"target": "david", "number": 9}), {})
    assert isinstance(rejection, Rejection)
    text = TEXTS.render("bridge", "order_refused", "en", "Europe/Paris", game=GAME_INFO,
                        code=rejection.code, params=rejection.params,
                        view=GAME.view(state, "chloe"), step=1, key="turn-1")
    assert "must be from 1 to 5" not in text and "is not possible" not in text, text
    assert "the number must be between 1 and 5 (9 isn't allowed)." in text, text


def test_e11_intersections_and_within_reach_everywhere(table: Any) -> None:
    """"a grid of 5 × 5 crossings" (settings) against "intersections" everywhere else, and
    "Within mud range" (the desk) against "Players within reach" (a refusal): one word each,
    "intersections" and "Within reach". The French said «À portée de boue» and «Joueurs à
    portée» for the same list: «À portée» in both."""
    settings = TEXTS.render("mud", "settings", "en", settings=dict(GAME.defaults))
    assert "crossings" not in settings, settings
    assert "map: a grid of 5 × 5 intersections;" in settings, settings
    en = posts(table, "en")
    mine = en["start"] + en["position"]
    assert "mud range" not in mine, mine
    assert "Within reach: **" in mine and "Nobody is within reach." in mine, mine
    assert "throw mud at a player within reach" in mine, mine
    state, speaker, rejection = next(
        r for r in refusals(table) if r[1] == "chloe" and not r[0]["finished"])
    refusal = TEXTS.render("bridge", "order_refused", "en", "Europe/Paris", game=GAME_INFO,
                           code=rejection.code, params=rejection.params,
                           view=GAME.view(state, speaker), step=1, key="turn-1")
    assert "Players within reach" not in refusal, refusal
    assert "Within reach: @david." in refusal, refusal
    fr = posts(table, "fr")
    assert "portée de boue" not in fr["start"] + fr["position"]
    assert "À portée : **" in fr["start"], fr["start"]
    french = TEXTS.render("bridge", "order_refused", "fr", "Europe/Paris", game=GAME_INFO,
                          code=rejection.code, params=rejection.params,
                          view=GAME.view(state, speaker), step=1, key="turn-1")
    assert "Joueurs à portée" not in french and "À portée : @david." in french, french


def test_e4_e6_hello_comma_and_one_order_per_turn(table: Any) -> None:
    """Like "Welcome, @anna!" (E4) and "one per message" (E6): "Hello anna, you start…" →
    "Hello, anna! You start…"; "Your order, right here, one a turn" → "one per turn"."""
    en = posts(table, "en")
    assert not re.search(r"Hello \w+, you start", en["start"]), en["start"]
    assert "Hello, chloe! You start the mud fight on **B2**." in en["start"], en["start"]
    mine = en["start"] + en["position"]
    assert "one a turn" not in mine, mine
    assert "Send your order right here, one per turn: " in mine, mine


def test_a11_the_mud_fight_speaks_of_a_bid_not_a_military_order(table: Any) -> None:
    """The register of a game among friends (A11's note): the bridge says «заявка» around the
    mud fight's words («Отправляйте заявки…», «Заявка принята»), and the mud's own words said
    «приказ» in the same posts («присылайте мне **один приказ**», «приказ от boris пришёл
    раньше»). Every Russian post and refusal of the mud fight now says «заявка»; only the
    not-an-order refusal is left to the bridge's A11 fix."""
    said = [render(notice, outcome.state, "ru")
            for _label, outcome in games(table) for notice in outcome.notices]
    said += [refused(state, speaker, rejection) for state, speaker, rejection in refusals(table)
             if rejection.code != "not_an_order"]
    for text in said:
        assert not re.search(r"приказ", text, re.IGNORECASE), text
    opening = next(text for text in said if "Каждый ход присылайте мне" in text)
    assert "**одну заявку**" in opening and "Заявку можно менять до конца хода" in opening
    start = next(text for text in said if text.startswith("Здравствуйте, chloe!"))
    assert "Присылайте заявку прямо сюда, одну на ход: " in start, start


def test_a11_a_displaced_move_says_whose_bid_came_first(table: Any) -> None:
    """The results and the private word of a pushed-aside player: «заявка от **anna** … пришла
    раньше» (feminine, as «заявка» is), never «приказ … пришёл»."""
    ru = posts(table, "ru")
    assert "но заявка от **anna** на этот перекрёсток пришла раньше" in ru["results"], ru
    assert "но заявка от **anna** пришла раньше, и это место занято" in ru["position"], ru
    assert "пришёл раньше" not in ru["results"] + ru["position"]



@pytest.mark.parametrize(("lang", "said"), [
    ("en", "that order isn't possible right now."),
    ("fr", "cet ordre n'est pas possible pour l'instant."),
    ("ru", "такая заявка сейчас невозможна."),
])
def test_e10_a_refusal_shows_no_raw_code_to_the_player(table: Any, lang: str,
                                                       said: str) -> None:
    """Like the raw keys of the GM's drafts (E10): a refusal the grammar has no words for said
    "impossible order (wrong_kind)" to the player, in English and French; it now says it
    plainly, as the Russian did, without the code."""
    state = playthrough(table, False, turns=1)[0][1].state
    text = TEXTS.render("bridge", "order_refused", lang, "Europe/Paris", game=GAME_INFO,
                        code="wrong_kind", params={}, view=GAME.view(state, "chloe"), step=1,
                        key="turn-1")
    assert "wrong_kind" not in text, text
    assert said in text, text


def test_a8_the_gms_die_for_a_pushed_player_has_one_colon() -> None:
    """Like «`закрыть`: закрывает досрочно: ход 3» (A8): the GM's draft listed a mud die as
    «к3 → **1**: ближайший к D4 свободный перекрёсток для @boris: жребий среди
    равноудалённых», two colons in a row; the lot now comes in parentheses."""
    said = TEXTS.render("mud", "die", "ru", why="displace boris near D4").strip()
    assert ": жребий" not in said, said
    assert said == "ближайший к D4 свободный перекрёсток для @boris (жребий среди равноудалённых)"
