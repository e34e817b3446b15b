"""The mud order reader against our corpus of Russian forum messages (`corpus/mud_ru.jsonl`):
plain orders in their many wordings ("кидаю в @anna 3", "бросаю ком грязи в анну, число 4",
"бросок: anna 2", "перехожу на C1", "пас", "пропускаю ход"), players named in Cyrillic and in
their cases ("бориса", "ольгу", "хлою", "Петровича"), coordinates typed with Cyrillic letters
that look Latin ("иду в С3"), case and punctuation, narration in asterisks or italics (doubt
`narration`) and pronouns for the one player it names (doubt `pronoun`), changes of mind
("нет, лучше 2", "хотя нет", "передумала"), questions and talk that must not be orders, hedges,
signatures, and every refusal.

The first line gives the positions; each line after is one message judged alone, with the
reading it must get (an order with its doubt, or a rejection code)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rules.base import Order, Rejection
from rules.mud import maps
from rules.mud.orders import REASONS, read_order
from rules.reader import own_words

CORPUS = Path(__file__).parent / "corpus" / "mud_ru.jsonl"
LINES = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
POSITIONS: dict[str, str] = LINES[0]["positions"]
MESSAGES = LINES[1:]
CASES = [pytest.param(line, id=f"line{n}-" + re.sub(r"\W+", "-", line["text"].lower())[:40])
         for n, line in enumerate(MESSAGES, start=2)]


def test_the_corpus_is_russian_large_enough_and_covers_every_reading() -> None:
    assert len(MESSAGES) >= 80
    assert all(re.search(r"[а-яё]", line["text"], re.IGNORECASE) or line["text"] == "C1"
               for line in MESSAGES)
    expected = [line["expect"] for line in MESSAGES]
    assert {e["order"] for e in expected} == {"throw", "move", "pass", None}
    assert {e.get("doubt", "") for e in expected} == {"", "narration", "pronoun"}
    assert {e["reason"] for e in expected if e["order"] is None} == set(REASONS)
    assert sum(e["order"] is None and e["reason"] == "not_an_order" for e in expected) >= 15
    assert {line["from"] for line in MESSAGES} == set(POSITIONS)


def _expected(expect: dict[str, Any]) -> Order | Rejection:
    if expect["order"] is None:
        return Rejection(expect["reason"])
    params = {k: v for k, v in expect.items() if k not in ("order", "doubt")}
    return Order(expect["order"], params, expect.get("doubt", ""))


@pytest.mark.parametrize("line", CASES)
def test_russian_corpus_reading(line: dict[str, Any]) -> None:
    got = read_order(own_words(line["text"]), speaker=line["from"], players=list(POSITIONS),
                     board=maps.grid(5, 5), positions=POSITIONS)
    expected = _expected(line["expect"])
    if isinstance(expected, Rejection):
        assert isinstance(got, Rejection) and got.code == expected.code, got
    else:
        assert got == expected
