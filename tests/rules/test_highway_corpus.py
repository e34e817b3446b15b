"""The Highway Romantics grammar against our corpus of posts at a live table
(`corpus/highway.jsonl`).

The first line gives the table (six players in turn order) and says how a line is read. Every
line after is one post, in Russian mostly, English sometimes, as players type in a live game:
cells in both alphabets with their homoglyphs, bad cells, passes padded past the forum's
minimum, votes on a split, thieves laid in a guard fight, robberies with their gang and split,
counter-proposals, the leader's dice, changes of mind, questions that think aloud, narration,
signatures, markup, and chat that is no order. Each is read alone, after `own_words` as the
bridge passes every post; its expectation was written from the spec, not from the reader.

A line marked `known` is one the reader gets wrong today (the reason says how): an expected
failure, strict, so that a reader that learns it makes the test say so.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rules.base import Order, Rejection
from rules.highway.orders import KINDS, REASONS, read
from rules.reader import own_words

CORPUS = Path(__file__).parent / "corpus" / "highway.jsonl"
LINES = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
CONTEXT: dict[str, Any] = LINES[0]["context"]
PLAYERS: list[str] = CONTEXT["players"]
MESSAGES = LINES[1:]


def _slug(text: str) -> str:
    return re.sub(r"\W+", "-", text.lower()).strip("-")[:40] or "empty"


def _case(number: int, line: dict[str, Any]) -> Any:
    marks = ([pytest.mark.xfail(strict=True, reason=line["known"])] if line.get("known")
             else [])
    return pytest.param(line, id=f"line{number}-{_slug(line['text'])}", marks=marks)


CASES = [_case(number, line) for number, line in enumerate(MESSAGES, start=2)]


def _expected(expect: dict[str, Any]) -> Order | Rejection:
    if "reject" in expect:
        return Rejection(expect["reject"], expect.get("params", {}))
    return Order(expect["kind"], expect["params"], expect.get("doubt", ""))


def test_the_corpus_is_large_mostly_russian_and_covers_every_kind_and_reason() -> None:
    assert len(MESSAGES) >= 130
    expects = [line["expect"] for line in MESSAGES]
    assert {e["kind"] for e in expects if "kind" in e} == set(KINDS)
    assert {e["reject"] for e in expects if "reject" in e} == set(REASONS)
    assert {e.get("doubt", "") for e in expects if "kind" in e} == {"", "narration"}
    assert all(line["speaker"] in line.get("players", PLAYERS) for line in MESSAGES)
    assert all(line["note"] for line in MESSAGES)
    russian = [line for line in MESSAGES if re.search(r"[а-яё]", line["text"], re.IGNORECASE)]
    assert len(russian) > len(MESSAGES) * 2 // 3, "mostly Russian"
    english = [line for line in MESSAGES if not re.search(r"[а-яё]", line["text"], re.I)
               and re.search(r"[a-z]{3}", line["text"], re.I)]
    assert len(english) >= 20, "some English"
    known = [line for line in MESSAGES if line.get("known")]
    assert len(known) <= len(MESSAGES) // 20, "the corpus is a test, not a wish list"


def test_every_line_is_one_of_a_kind() -> None:
    texts = [(line["text"], line["speaker"]) for line in MESSAGES]
    assert len(texts) == len(set(texts))


@pytest.mark.parametrize("line", CASES)
def test_highway_corpus_reading(line: dict[str, Any]) -> None:
    got = read(own_words(line["text"]), line["speaker"], line.get("players", PLAYERS),
               asked_cell=line.get("asked") == "cell")
    expected = _expected(line["expect"])
    if isinstance(expected, Rejection) and "params" not in line["expect"]:
        assert isinstance(got, Rejection) and got.code == expected.code, got
    else:
        assert got == expected
