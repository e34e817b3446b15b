"""Every notice the mud fight emits renders in French and English, and a golden playthrough
pins every public and private message of a short game.

Templates are rendered by the bridge's own renderer (`bridge.texts.Texts`): params at top
level plus `view` and `game`, with the `when` filter and the `plural` function.
Regenerate the golden file with: MUD_GOLDEN=update .venv/bin/python -m pytest tests/rules -k golden
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from bridge.texts import Texts
from rules.base import Notice, Outcome
from rules.chance import Chance
from rules.mud import GAME

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
GOLDEN = Path(__file__).parent / "golden" / "mud_playthrough.txt"

TEXTS = Texts()


def render(notice: Notice, state: dict[str, Any], lang: str) -> str:
    """The post the bridge would make for `notice` in `lang` (the bridge's own renderer)."""
    viewer = (
        notice.audience
        if isinstance(notice.audience, str) and not notice.audience.startswith("@")
        else None
    )
    return TEXTS.render(
        "mud", notice.template, lang, "Europe/Paris",
        game={"id": 1, "title": "Boue #1", "kind": "mud", "gm": "gm"},
        view=GAME.view(state, viewer), **notice.params,
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
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_notice_renders(table, fog, lang):
    """Every post is at least 20 characters (the forum's minimum) and shows no missing value."""
    seen = set()
    for _, outcome in playthrough(table, fog):
        for notice in outcome.notices:
            text = render(notice, outcome.state, lang)
            seen.add(notice.template)
            assert len(text.strip()) >= 20, (notice.template, text)
            assert "None" not in text and "{{" not in text and "{%" not in text, text
    expected = {"opening", "start", "results", "final"}
    expected |= {"sightings"} if fog else {"moved_aside"}
    assert seen == expected


def test_every_template_exists_in_both_languages(table):
    names = {
        notice.template
        for fog in (False, True)
        for _, outcome in playthrough(table, fog)
        for notice in outcome.notices
    }
    for name in names:
        for lang in GAME.languages:
            assert (TEMPLATES / "mud" / f"{name}.{lang}.md.j2").exists(), (name, lang)


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
    assert aside.params["result"] == "no_room"
    for lang in ("fr", "en"):
        assert "E1" in render(aside, out.state, lang)


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


@pytest.mark.parametrize("lang", ["fr", "en"])
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
