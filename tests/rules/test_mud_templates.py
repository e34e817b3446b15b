"""Every notice the mud fight emits renders in French, English and Russian, and a golden
playthrough pins every public and private message of a short game (in French).

The Russian texts are checked as a Russian player reads them: no Latin word outside what they
quote (player names, the map's coordinates and name, `code`, links, Discourse markup), plural
forms from the catalogs' selectors, every piece the bridge includes in its own Russian
sentences (the echo, the refusal, the steps' names) in Russian too, and every command shown in
backticks read by the grammar as the order it claims to be.

Templates are rendered by the bridge's own renderer (`bridge.texts.Texts`): params at top
level plus `view` and `game`, with the `when` filter and the catalogs' `t`.
Regenerate the golden file with: MUD_GOLDEN=update .venv/bin/python -m pytest tests/rules -k golden
"""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bridge.texts import Texts, notices, written
from rules.base import Notice, Outcome, Rejection
from rules.chance import Chance
from rules.mud import GAME
from rules.mud import state as st

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
GOLDEN = Path(__file__).parent / "golden" / "mud_playthrough.txt"

TEXTS = Texts()
LANGS = ("fr", "en", "ru")
GAME_INFO = {"id": 1, "title": "Boue #1", "kind": "mud", "gm": "gm"}
RU_GAME_INFO = {"id": 1, "title": "Грязь на улицах", "kind": "mud", "gm": "gm"}
"""A Russian game has a Russian title (the GM's own words: quoted, but not Latin here)."""


def viewer_of(notice: Notice) -> str | None:
    return (
        notice.audience
        if isinstance(notice.audience, str) and not notice.audience.startswith("@")
        else None
    )


def render(notice: Notice, state: dict[str, Any], lang: str) -> str:
    """The post the bridge would make for `notice` in `lang` (the bridge's own renderer)."""
    return TEXTS.render(
        "mud", notice.template, lang, "Europe/Paris",
        game=RU_GAME_INFO if lang == "ru" else GAME_INFO,
        view=GAME.view(state, viewer_of(notice)), **notice.params,
    )


# --- a short game that goes through every notice and every reason --------------------------

PLAYERS = {"anna": "C4", "boris": "E4", "chloe": "B2", "david": "C2", "emma": "D2", "fanny": "E1"}

TURNS: list[list[tuple[str, str, Any, Any]]] = [
    # clash on D4 (boris displaced), gang on david (his throw fails), fanny passes
    [
        ("anna", "move", "D4", None),
        ("boris", "move", "D4", None),
        ("chloe", "throw", "david", 2),
        ("emma", "throw", "david", 5),
        ("david", "throw", "chloe", 1),
        ("fanny", "pass", None, None),
    ],
    # duel 3 vs 5 (the second sender hits), emma blocked by david, fanny moves, a plain throw
    [
        ("fanny", "move", "E2", None),
        ("anna", "throw", "boris", 4),
        ("chloe", "throw", "david", 3),
        ("david", "throw", "chloe", 5),
        ("emma", "move", "C2", None),
    ],
    # duel 2 vs 3 (the first sender hits, no new point), a move too late, an early dodge
    [
        ("emma", "throw", "fanny", 4),
        ("chloe", "throw", "david", 2),
        ("david", "throw", "chloe", 3),
        ("fanny", "move", "E3", None),
        ("boris", "move", "C5", None),
        ("anna", "throw", "boris", 1),
    ],
]


def _order(kind: str, a: Any, b: Any) -> Any:
    from rules.base import Order

    if kind == "move":
        return Order("move", {"to": a})
    if kind == "throw":
        return Order("throw", {"target": a, "number": b})
    return Order("pass", {})


def playthrough(table: Any, fog: bool, turns: int = 3) -> list[tuple[str, Outcome]]:
    """(label, outcome) for the set-up and every turn of the short game."""
    setup = GAME.setup(
        {"turns": turns, "fog": fog}, list(PLAYERS), Chance("golden", "setup"), {"start": PLAYERS}
    )
    out = [("setup", setup)]
    state = setup.state
    for number, orders in enumerate(TURNS[:turns], start=1):
        outcome = table.play(state, [(p, _order(k, a, b)) for p, k, a, b in orders], seed="golden")
        out.append((f"turn {number}", outcome))
        state = outcome.state
    return out


@pytest.mark.parametrize("fog", [False, True], ids=["open", "fog"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_notice_renders(table, fog, lang):
    """Every post is at least 20 characters (the forum's minimum) and shows no missing value."""
    seen = set()
    for _, outcome in playthrough(table, fog):
        for notice in outcome.notices:
            text = render(notice, outcome.state, lang)
            seen.add(notice.template)
            assert len(text.strip()) >= 20, (notice.template, text)
            assert "None" not in text and "{{" not in text and "{%" not in text, text
    assert seen == {"opening", "start", "results", "final", "position"}


def test_every_template_exists_in_both_languages(table):
    names = {
        notice.template
        for fog in (False, True)
        for _, outcome in playthrough(table, fog)
        for notice in outcome.notices
    }
    for name in names:
        for lang in GAME.languages:
            assert written("mud", name, lang), (name, lang)


def test_playthrough_covers_every_reason(table):
    reasons = set()
    results = set()
    for _, outcome in playthrough(table, fog=False)[1:]:
        reasons |= {row["reason"] for row in outcome.state["history"][-1]["throws"]}
        results |= {row["result"] for row in outcome.state["history"][-1]["moves"]}
    assert {"gang", "ganged_thrower", "duel_odd", "duel_even", "plain"} <= reasons
    assert {"moved", "displaced", "blocked"} <= results


def test_final_with_shared_first_place_renders(table):
    """Shared winners read naturally in both languages."""
    state = table.start({"a": "A1", "b": "B1", "c": "C1", "d": "E5"}, turns=1)
    out = table.play(state, [("a", table.throw("b", 1)), ("c", table.throw("b", 1))])
    final = next(n for n in out.notices if n.template == "final")
    assert final.params["winners"] == ["a", "c"]
    assert "**a** et **c**" in render(final, out.state, "fr")
    assert "**a** and **c**" in render(final, out.state, "en")
    assert "победу делят **a** и **c**" in render(final, out.state, "ru")


def test_no_room_notice_renders(table):
    state = table.start({"U": "A1", "W": "C1", "L": "E1", "V": "B1"}, map="grid:5x1")
    out = table.play(
        state,
        [
            ("W", table.move("D1")),
            ("L", table.move("D1")),
            ("V", table.move("C1")),
            ("U", table.move("B1")),
        ],
    )
    aside = next(n for n in out.notices if n.audience == "L")
    assert aside.params["moved_aside"]["result"] == "no_room"
    for lang in LANGS:
        assert "E1" in render(aside, out.state, lang)


DRAWN_AMONG = {"fr": "tirée au sort parmi C4, D3, D5 : ", "en": "drawn by lot among C4, D3, D5: ",
               "ru": "жребием среди C4, D3, D5: "}
"""How a displacement drawn among tied spots is told: the spots in the draw's order, then
the one drawn."""


@pytest.mark.parametrize("lang", LANGS)
def test_a_drawn_displacement_names_the_tied_spots_and_the_one_drawn(table, lang):
    """Public results say, for every draw, what was drawn from what: J2 loses D4 to J1 and
    C4, D3, D5 tie; the die says D3. The public results and J2's private message name the
    three and D3; with fog the results name no spot and J2 is told only that it was drawn
    (which intersections were free is not for them to see)."""
    orders = [("J1", table.move("D4")), ("J2", table.move("D4"))]
    out = table.play(table.start({"J1": "C4", "J2": "E4"}), orders, pinned=[2])
    results = next(n for n in out.notices if n.template == "results")
    mine = next(n for n in out.notices if n.audience == "J2")
    for text in (render(results, out.state, lang), render(mine, out.state, lang)):
        assert re.search(re.escape(DRAWN_AMONG[lang]) + r"\**D3\b", text), text
        if lang == "ru":
            check_russian(text, quoted(out.state), "drawn displacement")
    fog = table.play(table.start({"J1": "C4", "J2": "E4"}, fog=True), orders, pinned=[2])
    results = render(next(n for n in fog.notices if n.template == "results"), fog.state, lang)
    mine = render(next(n for n in fog.notices if n.audience == "J2"), fog.state, lang)
    assert "C4" not in results and "D5" not in results and "D3" not in results, results
    said = {"fr": "tirée au sort parmi les plus proches à égalité",
            "en": "drawn by lot among the nearest tied ones",
            "ru": "выбранный жребием среди равно близких"}[lang]
    assert said in mine and "C4, D3, D5" not in mine, mine


@pytest.mark.parametrize("lang", LANGS)
def test_drawn_starts_say_how_many_free_spots_they_were_drawn_among(lang):
    """Without fog the opening says, for each drawn start, among how many free intersections
    (taken in label order) it was drawn; with fog the opening says nothing of it and each
    player's own start message does."""
    out = GAME.setup({"fog": False}, ["anna", "boris", "chloe"],
                     Chance("s", "setup", pinned=[1, 2]), {"start": {"boris": "A1"}})
    opening = render(out.notices[0], out.state, lang)
    said = {"fr": "anna parmi 24, chloe parmi 23", "en": "anna among 24, chloe among 23",
            "ru": "anna — из 24, chloe — из 23"}[lang]
    assert said in opening and "A1, A2… B1…" in opening, opening
    fog = GAME.setup({"fog": True}, ["anna", "boris", "chloe"],
                     Chance("s", "setup", pinned=[1, 2]), {"start": {"boris": "A1"}})
    assert "24" not in render(fog.notices[0], fog.state, lang)
    starts = {n.audience: render(n, fog.state, lang) for n in fog.notices[1:]}
    among = {"fr": "parmi les {} intersections encore libres", "en": "among the {} intersections",
             "ru": "среди {} перекрёстков"}[lang]
    assert among.format(24) in starts["anna"] and among.format(23) in starts["chloe"], starts
    assert "A1, A2… B1…" not in starts["boris"], starts["boris"]
    if lang == "ru":
        check_russian(opening, quoted(out.state), "opening")
        for text in starts.values():
            check_russian(text, quoted(fog.state), "start")


# --- golden playthrough --------------------------------------------------------------------


def _transcript(table: Any) -> str:
    lines = ["# Mud fight golden playthrough (seed 'golden', grid:5x5, French posts)", ""]
    for fog in (False, True):
        lines.append(f"######## fog={fog}")
        for label, outcome in playthrough(table, fog):
            lines.append(f"=== {label}")
            for event in outcome.log:
                lines.append("log " + json.dumps(event, ensure_ascii=False, sort_keys=True))
            for notice in outcome.notices:
                audience = (
                    notice.audience
                    if isinstance(notice.audience, str)
                    else ",".join(notice.audience)
                )
                picture = " +picture" if notice.picture else ""
                lines.append(f"--- to {audience}: {notice.template}{picture}")
                lines.append(render(notice, outcome.state, "fr").rstrip())
            lines.append("")
    return "\n".join(lines) + "\n"


def test_golden_playthrough(table):
    """Every public and private message of a three-turn game, with and without fog."""
    text = _transcript(table)
    if os.environ.get("MUD_GOLDEN") == "update" or not GOLDEN.exists():
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")


# --- what the GM is told when the settings or the players are refused -------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_refused_settings_and_a_refused_start_are_sentences(lang: str) -> None:
    """Each code of `check_settings` (at creation) and of `setup` (at the start) is said in
    words, never as the bare code."""
    from rules.base import SetupRefused

    refusals = [GAME.check_settings(settings) for settings in (
        {"map": "grid:0x5"}, {"turns": 0}, {"fog": "yes"}, {"schedule": "every even day"},
        {"timezone": "Europe/Dole"})]
    for rejection in refusals:
        assert rejection is not None
        text = TEXTS.render("bridge", "create_refused", lang, "UTC", code=rejection.code,
                            games=["mud"], params=rejection.params,
                            kind="mud")
        assert rejection.code not in text and "motif" not in text and "reason:" not in text
    with pytest.raises(SetupRefused) as refused:
        GAME.setup({"map": "grid:2x2"}, ["a", "b", "c", "d", "e"], Chance("x", "setup"), {})
    text = TEXTS.render("bridge", "cannot_start", lang, "UTC", count=5, min_players=2,
                        max_players=26, code=refused.value.rejection.code,
                        params=refused.value.rejection.params,
                        game={"id": 1, "title": "Boue", "kind": "mud", "gm": "gm"})
    assert "board_too_small" not in text and "4" in text and "5" in text, text


# --- in Russian ---------------------------------------------------------------------------------

BRIDGE_SENT = "2026-03-02T21:05:00+00:00"
DEADLINE = "2026-03-04T21:00:00+00:00"
HOLES = ("{{", "}}", "{%", "%}", "{#", "None", "Undefined", "True", "False", "[]", "{}", "(s)")
PIECES = {"for_step", "of_step", "this_step", "step_name", "phases", "no_answer", "no_answer_gm",
          "order", "doubt", "rejection", "setup_refused"}
"""What the bridge's own messages include (never posted alone)."""


def prose(text: str) -> str:
    """The text without what it quotes verbatim: code, date markup, links, mentions, the time
    zone a date names (as tests/bridge/test_bridge_russian.py `prose`)."""
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"\[date=[^\]]*\]", " ", text)
    text = re.sub(r"https?://\S+", " ", text)
    text = re.sub(r"@[\w.+-]+", " ", text)
    return re.sub(r"\((?:[A-Za-z_]+/)+[A-Za-z_+-]+\)|\(UTC\)", " ", text)


def quoted(state: dict[str, Any], *values: Any) -> set[str]:
    """The Latin words a text may quote: the players' names, the map's coordinates and name
    (its columns too, 'столбцы A, B, C…'), and any value given."""
    board = st.board(state)
    words = [*st.names(state), *board.places, board.name, *map(str, values)]
    return set(re.findall(r"[A-Za-z]+", " ".join(words)))


def check_russian(text: str, allowed: set[str], what: object, post: bool = True) -> None:
    """Renders whole, in Russian: no hole, balanced markup, no Latin word but those quoted, and
    a post of 20 characters at least (Discourse's minimum)."""
    for hole in HOLES:
        assert hole not in text, (what, hole, text)
    assert text.count("**") % 2 == 0 and text.count("`") % 2 == 0, (what, text)
    latin = set(re.findall(r"[A-Za-z]+", prose(text))) - allowed
    assert not latin, (what, sorted(latin), text)
    assert re.search(r"[а-яё]", text, re.IGNORECASE), (what, text)
    if post:
        assert len(text.strip()) >= 20, (what, text)


def bridge(template: str, **params: Any) -> str:
    """A bridge text in Russian around the mud fight's pieces (as bridge/publishing/publish.py
    renders)."""
    return TEXTS.render("bridge", template, "ru", "Europe/Paris", game=RU_GAME_INFO, **params)


def code_spans(text: str) -> list[str]:
    return re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", " ", text, flags=re.DOTALL))


def games(table: Any) -> list[tuple[str, Outcome]]:
    """Every kind of game the Russian texts are rendered for: the short game open and in fog,
    a town map, a duel of two on a tiny grid, and three winners."""
    out = playthrough(table, False) + playthrough(table, True)
    town = GAME.setup({"map": "vaubrune", "turns": 2}, ["ivan", "olga", "petr"],
                      Chance("town", "setup"), {})
    out.append(("town", town))
    state = town.state
    names = st.names(state)
    orders = [(names[0], table.pass_()), (names[1], table.pass_())]
    out.append(("town turn", table.play(state, orders)))
    tiny = GAME.setup({"map": "grid:2x1", "turns": 1, "fog": True}, ["ola", "pit"],
                      Chance("tiny", "setup"), {})
    out.append(("tiny", tiny))
    out.append(("tiny turn", table.play(tiny.state, [("ola", table.throw("pit", 2))])))
    three = table.start({"ana": "A1", "bob": "B1", "cid": "C1", "dan": "E5", "eve": "B2"},
                        turns=1)
    out.append(("three", table.play(three, [("ana", table.throw("bob", 1)),
                                            ("cid", table.throw("bob", 1)),
                                            ("eve", table.throw("bob", 4))])))
    return out


def test_every_mud_template_has_a_russian_version() -> None:
    by_lang = {lang: {name for name in notices("mud") if written("mud", name, lang)}
               for lang in LANGS}
    assert by_lang["ru"] == by_lang["fr"] == by_lang["en"], by_lang
    assert "ru" in GAME.languages and GAME.names["ru"]


def test_every_notice_reads_as_russian(table: Any) -> None:
    seen = set()
    for label, outcome in games(table):
        for notice in outcome.notices:
            text = render(notice, outcome.state, "ru")
            check_russian(text, quoted(outcome.state), (label, notice.template, notice.audience))
            seen.add(notice.template)
            if label == "three" and notice.template == "final":
                assert "победу делят **ana**, **cid** и **eve**!" in text, text
    assert seen == {"opening", "start", "results", "final", "position"}


def test_the_no_room_notice_reads_as_russian(table: Any) -> None:
    state = table.start({"U": "A1", "W": "C1", "L": "E1", "V": "B1"}, map="grid:5x1")
    out = table.play(state, [("W", table.move("D1")), ("L", table.move("D1")),
                             ("V", table.move("C1")), ("U", table.move("B1"))])
    aside = next(n for n in out.notices if n.audience == "L")
    text = render(aside, out.state, "ru")
    check_russian(text, quoted(out.state), "no_room")
    assert "свободного перекрёстка в пределах двух улиц не нашлось" in text
    results = next(n for n in out.notices if n.template == "results")
    assert "а свободного перекрёстка в пределах двух улиц нет" in render(results, out.state, "ru")


@pytest.mark.parametrize(("count", "players"), [(2, "2 игрока"), (5, "5 игроков"),
                                                (21, "21 игрок"), (22, "22 игрока")])
def test_russian_counts_take_their_plural_forms(count: int, players: str) -> None:
    names = [f"p{i}" for i in range(count)]
    opening = GAME.setup({"turns": count, "map": "grid:6x6"}, names, Chance("n", "setup"), {})
    text = render(opening.notices[0], opening.state, "ru")
    turns = {"2 игрока": "2 хода", "5 игроков": "5 ходов", "21 игрок": "21 ход",
             "22 игрока": "22 хода"}[players]
    assert f"{players}, {turns}," in text, text
    after = {2: "После 2 ходов", 5: "После 5 ходов", 21: "После 21 хода", 22: "После 22 ходов"}
    final = TEXTS.render("mud", "final", "ru", "UTC", game=RU_GAME_INFO, turns=count,
                         ranking=[], winners=["p0"])
    assert after[count] in final, final


def test_the_board_too_small_is_said_with_its_numbers() -> None:
    for places, players, said in ((4, 5, "всего 4 перекрёстка для 5 игроков"),
                                  (21, 22, "всего 21 перекрёсток для 22 игроков"),
                                  (5, 21, "всего 5 перекрёстков для 21 игрока")):
        text = bridge("cannot_start", count=players, min_players=2, max_players=26,
                      code="board_too_small", params={"places": places, "players": players})
        assert said in text, text
        check_russian(text, set(), places)


# --- the bridge's Russian sentences around the mud fight's pieces --------------------------


def echo(order: dict[str, Any], doubt: str = "", final: bool = False) -> str:
    return bridge("order_taken", order=order, doubt=doubt, complete=True, final=final,
                  closes=False, sent_at=BRIDGE_SENT, actor="chloe", superseded=False, step=3,
                  key="turn-3", view={}, params={"player": "chloe"}, deadline=DEADLINE)


def test_the_echo_of_every_order_is_russian() -> None:
    allowed = {"chloe", "david"}
    for order, said in (({"kind": "move", "to": "C3"}, "**переход на C3**"),
                        ({"kind": "throw", "target": "david", "number": 3},
                         "**бросок грязи в @david, число 3**"),
                        ({"kind": "pass"}, "**пропуск хода**")):
        for doubt in ("", "narration", "pronoun", "other"):
            text = echo(order, doubt)
            check_russian(text, allowed | {"C"}, (order, doubt))
            assert text.startswith(f"Заявка принята — ход 3: {said}"), text
            assert "прежняя заявка этого хода" in text
        confirmed = bridge("order_confirmed", order=order, step=3, key="turn-3",
                           sent_at=BRIDGE_SENT, actor="chloe", params={}, view={})
        assert f"Заявка подтверждена — ход 3: {said}" in confirmed
    doubted = echo({"kind": "throw", "target": "david", "number": 2}, "pronoun")
    assert "местоимение означает @david" in doubted
    assert "только в описании" in echo({"kind": "pass"}, "narration")


def refusals(table: Any) -> list[tuple[dict[str, Any], str, Rejection]]:
    """(state, speaker, rejection) for every refusal the mud fight gives: read by the grammar
    in Russian, checked by the desk, and from the desk alone."""
    from rules.base import Context, Order

    state = playthrough(table, False, turns=1)[0][1].state  # chloe on B2, david in reach
    final = playthrough(table, False, turns=1)[-1][1].state
    sent = datetime(2026, 3, 2, 22, 5, tzinfo=UTC)
    out = []
    for speaker, text, where in (
        ("chloe", "привет всем, как дела", state), ("chloe", "кидаю в дэвида", state),
        ("chloe", "кидаю в дэвида 7", state), ("chloe", "кидаю в эмму 2", state),
        ("chloe", "иду в D4", state), ("chloe", "иду в Д3", state),
        ("chloe", "иду в F9", state), ("chloe", "кидаю в петю 3", state),
        ("chloe", "кидаю в себя 3", state), ("zoya", "пас", state), ("chloe", "пас", final),
    ):
        ctx = Context(speaker, "desk", "ru", sent, 7)
        reading = GAME.parse(where, ctx, text)
        if isinstance(reading, Order):
            reading = GAME.accept(where, ctx, reading, {})
        assert isinstance(reading, Rejection), (text, reading)
        out.append((where, speaker, reading))
    ctx = Context("chloe", "desk", "ru", sent, 8)
    for order in (Order("throw", {"target": "nobody", "number": 2}),
                  Order("throw", {"target": "david", "number": 0}),
                  Order("move", {"to": "Z99"}), Order("dance", {})):
        verdict = GAME.accept(state, ctx, order, {})
        assert isinstance(verdict, Rejection), order
        out.append((state, "chloe", verdict))
    return out


def refused(state: dict[str, Any], speaker: str, rejection: Rejection) -> str:
    return bridge("order_refused", code=rejection.code, params=rejection.params,
                  view=GAME.view(state, speaker), step=state["turn"],
                  key=f"turn-{state['turn']}")


def test_every_refusal_is_russian_and_names_the_valid_choices(table: Any) -> None:
    from rules.mud.orders import REASONS

    codes = set()
    for state, speaker, rejection in refusals(table):
        text = refused(state, speaker, rejection)
        check_russian(text, quoted(state, *rejection.params.values()), rejection)
        assert text.startswith("Ничего не меняю — ход " if rejection.code == "not_an_order"
                               else "Заявка не принята — ход "), text  # a chat changes nothing
        assert "`пас`" in text and "`иду в " in text, text
        codes.add(rejection.code)
        if speaker == "chloe" and not state["finished"]:
            assert "Вы стоите на **B2**. Соседние перекрёстки: A2, B1, B3, C2." in text
            assert "В пределах броска: @david." in text
    assert set(REASONS) | {"not_a_player", "game_over"} <= codes, codes
    for state, speaker, rejection in refusals(table):
        latin = rejection.params.get("to") in ("F9", "Z99")
        cyrillic = rejection.params.get("to") == "Д3"
        said = refused(state, speaker, rejection)
        assert ("латинскими буквами" in said) == cyrillic, said
        assert not latin or "нет на карте" in said


def test_the_steps_and_the_silent_player_are_said_in_russian(table: Any) -> None:
    key, step = "turn-3", 3
    said = {
        "reminder": bridge("reminder", key=key, step=step, deadline=DEADLINE),
        "results_pending": bridge("refused", code="results_pending", key=key, step=step),
        "wrong_step": bridge("refused", code="wrong_step", key=key, step=step),
        "step_closed": bridge("step_closed", key=key, step=step, status="review"),
        "published": bridge("published", step_key=key, status="running", key=key, step=step),
        "finished": bridge("published", step_key=key, status="finished", key="", step=0),
        "skipped": bridge("skipped", player="chloe", key=key, step=step, status="running"),
        "gm_help": bridge("gm_help", status="running", command="close", key=key, step=step,
                          soon=DEADLINE),
        "gm_desk": bridge("gm_desk", settings={"review": "gm"}, name=GAME.names["ru"],
                          bot="gamemaster", live=False,
                          status_url="https://forum.example/games/1/status"),
        "game_created": bridge("game_created", topic_link="https://forum.example/t/1"),
    }
    for name, text in said.items():
        check_russian(text, {"chloe"}, name)
    assert "ход 3 — я пока не получил" in said["reminder"]
    assert "Если заявки не будет, засчитывается пропуск хода." in said["reminder"]
    assert "срок хода 3 истёк" in said["results_pending"]
    assert "не засчитывается для этого хода" in said["wrong_step"]
    assert "итоговая таблица и ключ жеребьёвки" in said["finished"]
    assert "и начинается ход 3" in said["published"]
    assert "каждый ход ждёт вашего `ок`" in said["gm_desk"]
    for piece in PIECES - {"order", "doubt", "rejection", "setup_refused"}:
        text = TEXTS.render("mud", piece, "ru", "UTC", game=RU_GAME_INFO, key=key, step=step,
                            form="of_a")
        check_russian(text, set(), piece, post=False)


@pytest.mark.parametrize("settings", [
    {"map": "grid:0x5"}, {"map": "dole"}, {"turns": 0}, {"fog": "yes"},
    {"gang_hits_dodgers": 3}, {"schedule": "every even day"}, {"timezone": "Europe/Dole"},
])
def test_refused_settings_are_said_in_russian_with_codes_that_work(settings: dict[str, Any],
                                                                   ) -> None:
    rejection = GAME.check_settings(settings)
    assert rejection is not None
    text = bridge("create_refused", code=rejection.code, games=["mud"], kind="mud",
                  params=rejection.params)
    check_russian(text, set(re.findall(r"[A-Za-z]+", " ".join(map(str, [
        *settings.values(), *rejection.params.get("available", [])])))), settings)
    assert rejection.code not in text
    for span in code_spans(text):  # every setting the text shows is one the game takes
        if span.startswith("grid:"):
            assert GAME.check_settings({"map": span}) is None, span
        elif span in GAME.aliases or span in GAME.defaults:
            assert GAME.aliases.get(span, span) in GAME.defaults, span
        elif span.startswith("Europe/"):
            assert GAME.check_settings({"timezone": span}) is None, span
        elif re.fullmatch(r"[\d*/ -]+", span):
            assert GAME.check_settings({"schedule": span}) is None, span
        else:
            assert span in {"да", "нет", "on", "off", "cron"}, span


# --- the commands the Russian texts teach ---------------------------------------------------


COORDINATE = re.compile(r"\b([A-Z]{1,2}[0-9]{1,2})\b")


def claim(span: str) -> tuple[str, dict[str, Any]]:
    """The order a command shown in a text claims to be, from its own words: a place is a
    move, a mention and a number a throw, 'пас' a pass."""
    place = COORDINATE.search(span)
    mention = re.search(r"@([\w.-]+)\s+([1-5])\b", span)
    if place and not mention:
        return "move", {"to": place.group(1)}
    if mention and not place:
        return "throw", {"target": mention.group(1), "number": int(mention.group(2))}
    assert span == "пас", span
    return "pass", {}


def legal_situation(state: dict[str, Any], kind: str, params: dict[str, Any]) -> dict[str, str]:
    """Positions in which a newcomer, `tester`, may give the claimed order: on a neighbour of
    the place, or of the target's intersection (whoever stood there steps off the board)."""
    board = st.board(state)
    where = dict(st.positions(state))
    spot = params["to"] if kind == "move" else where.get(params.get("target", ""))
    beside = board.neighbours(spot) if spot else board.labels()
    free = [p for p in beside if p not in where.values()] or beside
    for name, at in list(where.items()):
        if at == free[0]:
            del where[name]
    where["tester"] = free[0]
    return where


def test_every_command_a_russian_text_shows_is_read_as_it_claims(table: Any) -> None:
    from rules.base import Context, Order
    from rules.mud.orders import read_order

    shown: dict[str, set[str]] = {}
    sent = datetime(2026, 3, 2, 22, 5, tzinfo=UTC)
    said: list[tuple[str, str, dict[str, Any], str | None]] = []
    for _label, outcome in games(table):
        for notice in outcome.notices:
            text = render(notice, outcome.state, "ru")
            said.append((notice.template, text, outcome.state, viewer_of(notice)))
    for state, speaker, rejection in refusals(table):
        said.append(("rejection", refused(state, speaker, rejection), state, speaker))
    for template, text, state, viewer in said:
        for span in code_spans(text):
            kind, params = claim(span)
            where = legal_situation(state, kind, params)
            board = st.board(state)
            got = read_order(span, speaker="tester", players=list(where), board=board,
                             positions=where)
            assert got == Order(kind, params), (template, span, got)
            shown.setdefault(template, set()).add(kind)
            if viewer in st.names(state) and not state["finished"] and (
                    kind != "throw" or params["target"] in st.in_reach(state, viewer)):
                # what a player is shown about their own position, they may send as it is
                ctx = Context(viewer, "desk", "ru", sent, 9)
                order = GAME.parse(state, ctx, span)
                verdict = GAME.accept(state, ctx, order, {}) if isinstance(order, Order) \
                    else order
                assert not isinstance(verdict, Rejection), (template, viewer, span, verdict)
    for template in ("opening", "start", "position", "rejection"):
        assert shown.get(template) == {"move", "throw", "pass"}, (template, shown)


# --- a turn as a player's help tells it --------------------------------------------------


def step_open(state: dict[str, Any], viewer: str | None, lang: str) -> str:
    """The bridge's opening of the current turn, as `aide` shows it to `viewer` (private) or
    as the game topic reads it (None)."""
    return TEXTS.render("bridge", "step_open", lang, "Europe/Paris",
                        game=RU_GAME_INFO if lang == "ru" else GAME_INFO,
                        view=GAME.view(state, viewer), step=state["turn"],
                        key=f"turn-{state['turn']}", phase=f"turn-{state['turn']}",
                        channel="desk", deadline=DEADLINE, count=6, private=viewer is not None,
                        awaited=[])


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_in_a_players_help_shows_their_position_and_targets(table: Any,
                                                                   lang: str) -> None:
    """In `aide`, the open turn comes with the player's own position, their neighbours and
    whom they can reach, and orders to copy from there; the game topic's words stay the
    bridge's own."""
    state = playthrough(table, False, turns=2)[1][1].state  # turn 2: chloe B2, david C2
    mine = step_open(state, "chloe", lang)
    assert "**B2**" in mine and "**A2**" in mine and "**david**" in mine, mine
    example = {"fr": "`lancer david 3`", "en": "`throw david 3`", "ru": "`кидаю в @david 3`"}
    assert example[lang] in mine, mine
    public = step_open(state, None, lang)
    default = TEXTS.render("bridge", "step_open_default", lang, "Europe/Paris",
                           step=state["turn"], deadline=DEADLINE)
    assert public == default and "B2" not in public
    if lang == "ru":
        check_russian(mine, quoted(state), "step_open")
        from rules.base import Context, Order

        ctx = Context("chloe", "desk", "ru", datetime(2026, 3, 3, 9, 0, tzinfo=UTC), 9)
        kinds = set()
        for span in code_spans(mine):  # every order shown is one chloe may send as it is
            order = GAME.parse(state, ctx, span)
            assert isinstance(order, Order), (span, order)
            assert not isinstance(GAME.accept(state, ctx, order, {}), Rejection), span
            kinds.add(order.kind)
        assert kinds == {"move", "throw", "pass"}


# --- a reader's slip (issue 24): a changed order loses its place in the send order -----------


@pytest.mark.parametrize(("lang", "lost"), [
    ("fr", "Votre ordre précédent est remplacé : celui-ci compte à partir de son envoi, le "
           "lundi 2 mars 2026 à 22:05 (Europe/Paris), et vous perdez votre place dans l'ordre "
           "d'envoi."),
    ("en", "Your earlier order is replaced: this one counts from when it was sent, Monday "
           "2 March 2026 at 22:05 (Europe/Paris), and you lose your place in the sending "
           "order."),
    ("ru", "Ваша прежняя заявка заменена: новая считается с момента отправки (понедельник, "
           "2 марта 2026 в 22:05 (Europe/Paris)), и вы теряете своё место в очереди "
           "отправки."),
])
def test_a_replaced_order_says_it_lost_its_place_in_the_send_order(lang: str, lost: str) -> None:
    """In the mud fight the send order decides who takes a contested intersection and who
    dodges; a changed order counts from its own send time (rules/mud.md): its acknowledgement
    says so, with that time. The first order of a turn replaces nothing, and a game where the
    send order does not matter keeps the plain sentence."""
    def taken(kind: str, replaced: bool) -> str:
        info = {**(RU_GAME_INFO if lang == "ru" else GAME_INFO), "kind": kind}
        order = {"kind": "move", "to": "C3"} if kind == "mud" else {"kind": "pass"}
        return TEXTS.render("bridge", "order_taken", lang, "Europe/Paris", game=info,
                            order=order, doubt="", complete=True, final=False, closes=False,
                            sent_at=BRIDGE_SENT, actor="chloe", superseded=False,
                            replaced=replaced, step=3, key="turn-3", view={}, params={},
                            deadline=DEADLINE)

    assert lost in taken("mud", True), taken("mud", True)
    first = taken("mud", False)
    assert lost not in first and "place" not in first and "место" not in first, first
    other = taken("indixo", True)
    assert lost not in other and "place dans" not in other and "своё место" not in other, other
    assert {"fr": "Il remplace votre ordre précédent", "en": "It replaces your earlier order",
            "ru": "Ваша прежняя заявка этого этапа больше не действует"}[lang] in other, other
