"""The INDIXO order reader against a corpus of Russian forum messages (`corpus/indixo_ru.jsonl`).

The first line gives the game: a house a Russian GM names in Russian (`комнаты = ...`,
`оружие = ...`, `двери = ...`, two rooms sharing the head noun "гостиная"), the players (Latin
forum names, which Russian players also write in Cyrillic and in their cases: "Вику" for
vika), the killer, and the story that opens each step; every line after is one message as
Russian forum role-players write them: names of rooms and weapons in their cases ("иду в
кухню", "я в салоне", "убиваю ножом", "во двор"), narration in asterisks around a plain order
or alone (doubt `narration`), questions and hedges that only think aloud ("а может, в
кухню?", "не знаю, может в спальню"), pronouns for the one player or weapon a narration names
(doubt `pronoun`), negations ("не переношу кий, а ломаю его", "никого не убиваю"), changes of
mind ("нет, лучше...", "стоп", "хотя нет"), signatures, chat and bad input. Each is offered to
its step (`rooms`, `actions`, `switch`, `stranded`, `chief`, `vote`, `guess`) on its channel,
in a state reached by playing the story with `IndixoTable`, after `own_words` as the bridge
passes every post, and must get the reading it gives: an order with its params and doubt, or
a rejection code (and, where the line says, its `why`).

A line marked `known` is one the reader gets wrong today (the reason says how): it is an
expected failure, strict, so that a reader that learns it makes the test say so.
"""

from __future__ import annotations

import copy
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from rules.base import JSON, Context, Order, Rejection
from rules.indixo import GAME
from rules.reader import own_words

CORPUS = Path(__file__).parent / "corpus" / "indixo_ru.jsonl"
LINES = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
CONTEXT: dict[str, Any] = LINES[0]["context"]
MESSAGES = LINES[1:]
SENT = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)

ORDER_KINDS = {"room", "destroy", "move", "nothing", "inspect", "kill", "condemn", "done",
               "cancel", "haunt_room", "haunt_weapon", "possess", "switch", "keep", "spread",
               "name_chief", "vote", "chief_vote", "guess"}
"""Every canonical order of the module docstring of `rules.indixo.orders`."""


def _slug(text: str) -> str:
    return re.sub(r"\W+", "-", text.lower()).strip("-")[:40] or "empty"


def _case(number: int, line: dict[str, Any]) -> Any:
    marks = ([pytest.mark.xfail(strict=True, reason=line["known"])] if line.get("known")
             else [])
    return pytest.param(line, id=f"line{number}-{line['step']}-{_slug(line['text'])}",
                        marks=marks)


CASES = [_case(number, line) for number, line in enumerate(MESSAGES, start=2)]


@pytest.fixture(scope="module")
def stages(indixo: Any) -> dict[str, JSON]:
    """The state each step of the corpus is open in, reached by playing the story of the
    context line: the house created from the Russian settings as the bridge maps them
    (`GAME.aliases`), night 1 (gleb killed in the Кухня, the Игровая condemned), day 1
    (votes, guess, chief, stranded weapon), night 2 (rooms, actions, the ghost's switch)."""
    settings = {GAME.aliases[key]: value for key, value in CONTEXT["settings"].items()}
    assert GAME.check_settings(settings) is None
    table = indixo(players=list(CONTEXT["players"]), killer=CONTEXT["killer"], house=False,
                   start=dict(CONTEXT["start_weapons"]), **settings)
    assert table.state["rooms"] == CONTEXT["rooms"]
    assert table.state["weapons"] == CONTEXT["weapons"]
    assert table.state["doors"] == CONTEXT["doors"]
    table.rooms(CONTEXT["night_one"])
    table.act("boris", "kill", victim="gleb", weapon="Нож")
    table.act("boris", "condemn", room="Игровая")
    table.close("actions")
    found: dict[str, JSON] = {}
    for stage in ("vote", "guess", "chief", "stranded"):
        found[stage] = copy.deepcopy(table.state)
    assert table.state["ghosts"] == CONTEXT["ghosts"]
    assert table.state["stranded"] == {"by": "gleb", "weapons": ["Бильярдный кий"]}
    table.give("gleb", "name_chief", "chief", chief="anya")
    table.close("chief")
    table.give("gleb", "spread", "stranded", rooms={"Бильярдный кий": "Кухня"})
    table.close("stranded")
    table.close("votes")
    found["rooms"] = copy.deepcopy(table.state)
    table.rooms(CONTEXT["night_two"])
    found["actions"] = copy.deepcopy(table.state)
    table.act("gleb", "haunt_weapon", weapon="Нож")
    table.act("boris", "kill", victim="vika", weapon="Нож")
    table.close("actions")
    assert table.state["stage"] == "switch"
    assert table.state["pending"]["choices"] == ["dima"]
    found["switch"] = copy.deepcopy(table.state)
    return found


def _step_key(state: JSON, stage: str) -> str:
    key: str = CONTEXT["steps"][stage]
    assert key in {step.key for step in GAME.steps(state)}, (stage, key)
    return key


def _expected(expect: dict[str, Any]) -> Order | Rejection:
    if expect["order"] is None:
        return Rejection(expect["reason"])
    params = {k: v for k, v in expect.items() if k not in ("order", "doubt")}
    return Order(expect["order"], params, expect.get("doubt", ""))


def test_the_corpus_is_large_and_covers_every_order_step_and_doubt() -> None:
    assert len(MESSAGES) >= 80
    expects = [line["expect"] for line in MESSAGES]
    assert {e["order"] for e in expects if e["order"]} == ORDER_KINDS
    assert {line["step"] for line in MESSAGES} == set(CONTEXT["steps"])
    assert {e.get("doubt") for e in expects if e["order"]} == {"", "narration", "pronoun"}
    assert {e["reason"] for e in expects if not e["order"]} == set(CONTEXT["reasons"])
    assert all(line["channel"] == ("topic" if line["step"] == "vote" else "desk")
               for line in MESSAGES)
    assert all(line["from"] in CONTEXT["players"] for line in MESSAGES)
    assert all(re.search(r"[а-яё]", line["text"], re.IGNORECASE) or not line["text"].strip()
               or line["text"].startswith("@") for line in MESSAGES)


@pytest.mark.parametrize("line", CASES)
def test_indixo_russian_corpus_reading(line: dict[str, Any], stages: dict[str, JSON]) -> None:
    state = stages[line["step"]]
    ctx = Context(line["from"], line["channel"], "ru", SENT, 1, _step_key(state, line["step"]))
    got = GAME.parse(state, ctx, own_words(line["text"]))  # as the bridge passes every post
    expected = _expected(line["expect"])
    if isinstance(expected, Rejection):
        assert isinstance(got, Rejection) and got.code == expected.code, got
        if "why" in line["expect"]:  # what the reply explains: a question, empty, too long
            assert got.params.get("why", "") == line["expect"]["why"], got
    else:
        assert got == expected
