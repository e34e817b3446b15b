"""The mud order reader against the shared corpus of real-style player messages.

`mud.jsonl`: the first line gives the context (map, positions), the last line the reading
conventions, and each line between is one message with the reading it must get. The corpus lives
in the shared folder beside the clone (`../shared`) or wherever `GAMEMASTER_SHARED` points.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from rules.base import Order, Rejection
from rules.mud import maps
from rules.mud.orders import read_order
from rules.reader import own_words


def _corpus_path() -> Path:
    shared = os.environ.get("GAMEMASTER_SHARED")
    if shared:
        return Path(shared) / "corpus" / "mud.jsonl"
    return Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "mud.jsonl"


CORPUS = _corpus_path()


def _load() -> tuple[dict[str, Any], list[Any]]:
    if not CORPUS.is_file():
        return {}, []
    lines = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
    context = lines[0]["context"]
    cases = []
    for number, line in enumerate(lines[1:], start=2):
        if "text" not in line:
            continue  # the conventions line
        slug = re.sub(r"\W+", "-", line["text"].lower()).strip("-")[:40]
        cases.append(pytest.param(line, id=f"line{number}-{slug}"))
    return context, cases


CONTEXT, CASES = _load()

pytestmark = pytest.mark.skipif(
    not CASES,
    reason=f"shared corpus not found at {CORPUS} (set GAMEMASTER_SHARED to the shared folder)",
)


def _expected(expect: dict[str, Any]) -> Order | Rejection:
    kind = expect["order"]
    if kind is None:
        return Rejection(expect["reason"])
    params = {key: value for key, value in expect.items() if key != "order"}
    return Order(kind, params)


@pytest.mark.parametrize("line", CASES)
def test_corpus_reading(line: dict[str, Any]) -> None:
    width, height = (int(n) for n in CONTEXT["map"].removeprefix("grid:").split("x"))
    positions = CONTEXT["positions"]
    got = read_order(
        own_words(line["text"]),  # as the bridge passes every post
        speaker=line["from"],
        players=list(positions),
        board=maps.grid(width, height),
        positions=positions,
    )
    expected = _expected(line["expect"])
    if isinstance(expected, Rejection):
        assert isinstance(got, Rejection), f"expected rejection {expected.code}, got {got}"
        assert got.code == expected.code, got
    else:
        assert got == expected
