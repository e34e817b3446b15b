"""The clan arena's order grammar against our corpus of role-play messages
(`corpus/arena.jsonl`).

The first line gives the table: three clans (their chiefs and members), three newcomers in no
clan yet, and where each warrior stands in round 1 on the default map. Every line after is one
message, French mostly, English sometimes, as warriors write them on a role-play forum: sign-up
posts in the game topic (chiefs, rallying, the one refusal, leaving), the characteristics by
private message, the chiefs' placements, and round actions in the game topic, with narration in
asterisks or italics around a plain order or alone (doubt `narration`), pronouns for the one
player a narration names (doubt `pronoun`), a chief declaring for a warrior, questions and
clauses that think aloud, changes of mind, signatures, chat and bad input. Each is read in the
state of its phase, reached with the rules core (`rules.arena.state`), after `own_words` as the
bridge passes every post; its expectation was written from the spec, not from the reader.

A line marked `known` is one the reader gets wrong today (the reason says how): an expected
failure, strict, so that a reader that learns it makes the test say so.

`corpus/arena_ru.jsonl` is the same for Russian forum players, with clans of their own
("Волки", "Медведи", "Чёрные Вороны"): sign-up ("я вождь клана Кабанов", "вступаю в клан
Волков", "я с @ana", "отказываю @ivan", "выхожу из клана"), the spread ("атака 4, защита 3,
стрельба 2, щит 3", in words, initials, "остальное в щит"), placements ("я и @bob в зону 1,
@carl в зону 2", "все", "остальные") and round actions ("атакую @dina", "стреляю в @hanna",
"щит на себя", "за @bob: защищаюсь", "иду в центр"), with narration, hedges, questions,
changes of mind and signatures; a clan written in another case ("Волков", "Медведям") is the
clan of that stem.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rules.arena import state as st
from rules.arena.orders import KINDS, REASONS, read
from rules.base import JSON, Order, Rejection
from rules.chance import Chance
from rules.reader import own_words

CORPUS = Path(__file__).parent / "corpus" / "arena.jsonl"
RUSSIAN = Path(__file__).parent / "corpus" / "arena_ru.jsonl"


def _load(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A corpus file: its context (the first line) and its messages."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return lines[0]["context"], lines[1:]


CONTEXT, MESSAGES = _load(CORPUS)
RU_CONTEXT, RU_MESSAGES = _load(RUSSIAN)
EVEN = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}


def _slug(text: str) -> str:
    return re.sub(r"\W+", "-", text.lower()).strip("-")[:40] or "empty"


def _case(number: int, line: dict[str, Any], prefix: str = "") -> Any:
    marks = ([pytest.mark.xfail(strict=True, reason=line["known"])] if line.get("known")
             else [])
    return pytest.param(line, id=f"{prefix}line{number}-{line['phase']}-{_slug(line['text'])}",
                        marks=marks)


CASES = [_case(number, line) for number, line in enumerate(MESSAGES, start=2)]
RU_CASES = [_case(number, line, "ru-") for number, line in enumerate(RU_MESSAGES, start=2)]


def _ok(result: JSON | Rejection) -> JSON:
    assert not isinstance(result, Rejection), result
    return result


def _states(context: dict[str, Any]) -> dict[str, JSON]:
    """The state of each phase: the three clans in sign-up; sign-up closed; round 1 with
    each warrior where the context says (the centre reached as if by an earlier move)."""
    signup = st.new_state({})
    for name, clan in context["clans"].items():
        signup = _ok(st.found_clan(signup, clan["chief"], name, EVEN))
        for member in clan["members"][1:]:
            signup = _ok(st.join_clan(signup, member, name, EVEN))
    placement = _ok(st.close_signup(signup))
    zones: dict[str, str] = context["zones"]
    start = {name: zone if zone in st.DEFAULT_MAP["start"] else "1"
             for name, zone in zones.items()}
    placed, _ = st.place_clans(placement, {name: {m: start[m] for m in clan["members"]}
                                           for name, clan in context["clans"].items()},
                               Chance("corpus", "placement"))
    for name, zone in zones.items():
        placed["warriors"][name]["zone"] = zone
    assert st.positions(placed) == zones
    return {"signup": signup, "placement": placement, "round": placed}


@pytest.fixture(scope="module")
def phases() -> dict[str, JSON]:
    """The phases of the French and English corpus's table."""
    return _states(CONTEXT)


@pytest.fixture(scope="module")
def russian_phases() -> dict[str, JSON]:
    """The phases of the Russian corpus's table."""
    return _states(RU_CONTEXT)


def _expected(expect: dict[str, Any]) -> Order | Rejection:
    if expect["order"] is None:
        return Rejection(expect["reason"])
    params = {k: v for k, v in expect.items() if k not in ("order", "doubt")}
    return Order(expect["order"], params, expect.get("doubt", ""))


def test_the_corpus_is_large_and_covers_every_kind_phase_and_doubt() -> None:
    assert len(MESSAGES) >= 120
    expects = [line["expect"] for line in MESSAGES]
    assert {e["order"] for e in expects if e["order"]} == set(KINDS)
    assert {e["reason"] for e in expects if not e["order"]} == set(REASONS) == set(
        CONTEXT["reasons"])
    assert {e.get("doubt", "") for e in expects if e["order"]} == {"", "narration", "pronoun"}
    assert {line["phase"] for line in MESSAGES} == set(CONTEXT["phases"])
    players = {m for clan in CONTEXT["clans"].values() for m in clan["members"]}
    assert all(line["from"] in players | set(CONTEXT["newcomers"]) for line in MESSAGES)
    assert all(line["channel"] in CONTEXT["channels"] for line in MESSAGES)
    french = [line for line in MESSAGES if not re.search(
        r"\b(?:I|I'm|I'll|the|everyone|attack|shoot|Moving|Attacking|Count)\b", line["text"])]
    assert len(french) > len(MESSAGES) * 2 // 3, "mostly French"


def test_the_russian_corpus_covers_every_kind_phase_and_doubt_in_russian() -> None:
    assert len(RU_MESSAGES) >= 80
    expects = [line["expect"] for line in RU_MESSAGES]
    assert {e["order"] for e in expects if e["order"]} == set(KINDS)
    assert {e["reason"] for e in expects if not e["order"]} == set(REASONS) == set(
        RU_CONTEXT["reasons"])
    assert {e.get("doubt", "") for e in expects if e["order"]} == {"", "narration", "pronoun"}
    assert {line["phase"] for line in RU_MESSAGES} == set(RU_CONTEXT["phases"])
    players = {m for clan in RU_CONTEXT["clans"].values() for m in clan["members"]}
    assert all(line["from"] in players | set(RU_CONTEXT["newcomers"]) for line in RU_MESSAGES)
    assert all(line["channel"] in RU_CONTEXT["channels"] for line in RU_MESSAGES)
    for line in RU_MESSAGES:  # Russian words, not only names
        assert re.search(r"[а-яё]", re.sub(r"@\S+", " ", line["text"]), re.IGNORECASE), line
    clans = [e.get("clan") for e in expects if e["order"] == "join"]
    assert set(RU_CONTEXT["clans"]) <= set(clans), "every clan joined by some case of its name"


def _check(line: dict[str, Any], state: JSON) -> None:
    got = read(state, line["from"], own_words(line["text"]), line["channel"])
    expected = _expected(line["expect"])
    if isinstance(expected, Rejection):
        assert isinstance(got, Rejection) and got.code == expected.code, got
        if "why" in line["expect"]:
            assert got.params.get("why") == line["expect"]["why"], got
    else:
        assert got == expected


@pytest.mark.parametrize("line", CASES)
def test_arena_corpus_reading(line: dict[str, Any], phases: dict[str, JSON]) -> None:
    _check(line, phases[line["phase"]])


@pytest.mark.parametrize("line", RU_CASES)
def test_arena_russian_corpus_reading(line: dict[str, Any],
                                      russian_phases: dict[str, JSON]) -> None:
    _check(line, russian_phases[line["phase"]])
