"""The mud order reader against our own corpus of role-play messages (`corpus/mud.jsonl`):
narration in asterisks or italics around a plain order, orders found only in narration
(doubt `narration`), questions that only think aloud, coordinates spelt as a column and a
row, the third person with a pronoun for the one player the narration names (doubt
`pronoun`), corrections that give only the new number, signatures and padding.

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
from rules.mud.orders import read_order
from rules.reader import own_words

CORPUS = Path(__file__).parent / "corpus" / "mud.jsonl"
LINES = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
POSITIONS: dict[str, str] = LINES[0]["positions"]
CASES = [pytest.param(line, id=f"line{n}-" + re.sub(r"\W+", "-", line["text"].lower())[:40])
         for n, line in enumerate(LINES[1:], start=2)]


def test_the_corpus_is_large_enough_and_covers_every_doubt() -> None:
    assert len(CASES) >= 100
    doubts = {line["expect"].get("doubt", "") for line in LINES[1:]}
    assert {"", "narration", "pronoun"} <= doubts


def _expected(expect: dict[str, Any]) -> Order | Rejection:
    if expect["order"] is None:
        return Rejection(expect["reason"])
    params = {k: v for k, v in expect.items() if k not in ("order", "doubt")}
    return Order(expect["order"], params, expect.get("doubt", ""))


@pytest.mark.parametrize("line", CASES)
def test_narration_corpus_reading(line: dict[str, Any]) -> None:
    got = read_order(own_words(line["text"]), speaker=line["from"], players=list(POSITIONS),
                     board=maps.grid(5, 5), positions=POSITIONS)
    expected = _expected(line["expect"])
    if isinstance(expected, Rejection):
        assert isinstance(got, Rejection) and got.code == expected.code, got
    else:
        assert got == expected
