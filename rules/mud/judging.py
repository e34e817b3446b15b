"""Reading a mud-fight order, steps 4 and 5 (`rules.mud.orders`): the last correction decides
which fragments are in force, neighbouring partial orders merge, and exactly one order must be
left, checked against the board (`rules.mud.checks`); anything else is a `Rejection`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from rules.base import Order, Rejection
from rules.mud import russian as ru
from rules.mud.checks import check_order
from rules.mud.fragments import Fragment, Item, Marker, Partial
from rules.mud.lexicon import STANDING_PRONOUNS, MarkerKind
from rules.mud.maps import Board
from rules.reader import fold


@dataclass(frozen=True)
class Situation:
    speaker: str
    board: Board
    positions: Mapping[str, str]
    referent: str | None = None
    """The one player a pronoun may stand for (named in the narration), if any."""


Judgement = Order | Rejection | Literal["weak", "weak_pass"] | None


def _ambiguous(why: str, **facts: object) -> Rejection:
    return Rejection("ambiguous", {"why": why, **facts})


def _judge(part: Partial, situation: Situation) -> Judgement:
    """One merged fragment as an order, a rejection, a weak hint ('je bouge'), or nothing."""
    strong_throw = part.strong_throw
    if part.targets == [situation.speaker] and not part.numbers:
        strong_throw = False  # the speaker telling of themself: 'Anna malaxe une boule'
    coords = list(dict.fromkeys(part.coords))
    if strong_throw:  # 'sur Emma E4': a target's place is not a destination
        coords = [c for c in coords if c not in {situation.positions.get(t) for t in part.targets}]
    if part.pass_word:  # 'je reste en B2'
        coords = [c for c in coords if c != situation.positions.get(situation.speaker)]
    if coords and strong_throw:
        return _ambiguous("two_orders")
    if len(coords) > 1:
        return _ambiguous("two_destinations", places=coords)
    if coords:
        move = Order("move", {"to": coords[0]})
        return _checked(move, situation)
    if strong_throw and part.pass_word:
        return _ambiguous("two_orders")
    if strong_throw:
        return _throw(part, situation)
    if part.pass_word:
        return Order("pass", {})
    if part.move_verb or (part.go_verb and part.direction):
        return "weak"
    if part.throw_verb:
        return "weak"
    if part.negated:
        return "weak_pass"
    return None


def _throw(part: Partial, situation: Situation) -> Order | Rejection:
    targets = part.targets
    if situation.speaker in targets and (len(targets) > 1 or situation.referent):
        targets = [t for t in targets if t != situation.speaker]  # 'Jean-Michel lance sur anna'
    if len(targets) > 1:
        return _ambiguous("two_targets", targets=targets)
    doubt = ""
    if not targets and situation.referent and fold(part.vague) in STANDING_PRONOUNS | {""}:
        targets, doubt = [situation.referent], "pronoun"
    if not targets:
        if fold(part.vague) in ru.SELF:  # 'кидаю в себя 3'
            return Rejection("self_target", {"target": situation.speaker})
        if part.vague:
            return _ambiguous("vague_target", word=part.vague)
        if part.unknown:
            return Rejection("unknown_player", {"name": part.unknown})
        return _ambiguous("no_target")
    numbers = list(dict.fromkeys(part.numbers))
    if not numbers:
        return _ambiguous("no_number", target=targets[0])
    if len(numbers) > 1:
        return _ambiguous("two_numbers", numbers=numbers)
    return _checked(Order("throw", {"target": targets[0], "number": numbers[0]}, doubt),
                    situation)


def _checked(order: Order, situation: Situation) -> Order | Rejection:
    problem = check_order(
        order, speaker=situation.speaker, board=situation.board, positions=situation.positions
    )
    return order if problem is None else problem


def _merge(parts: list[Partial]) -> tuple[list[Partial], bool]:
    """Join neighbouring pieces of one order ('Cible : boris' + 'Chiffre : 4').

    Also says whether a stray number contradicts a throw ('sur anna 3, 4')."""
    merged: list[Partial] = []
    clash = False
    for part in parts:
        if merged:
            last = merged[-1]
            if _joinable(last, part):
                merged[-1] = last.merged(part)
                continue
            if _bare_numbers(part) and last.strong_throw and set(part.numbers) - set(last.numbers):
                clash = True
            if _bare_numbers(last) and part.strong_throw and set(last.numbers) - set(part.numbers):
                clash = True
        merged.append(part)
    return merged, clash


def _joinable(first: Partial, second: Partial) -> bool:
    if first.throwish and second.throwish:
        return not (
            (first.aimed and second.aimed)
            or (first.numbers and second.numbers)
            or (first.throw_verb and second.throw_verb)
        )
    bare_move = first.move_verb and not first.coords and not first.throwish
    return bare_move and bool(second.coords) and not second.verbal and not second.throwish


def _bare_numbers(part: Partial) -> bool:
    return bool(part.numbers) and part == Partial(numbers=part.numbers)


def _amends(part: Partial) -> bool:
    """A correction that only gives a new number or target ('non, 4 plutôt')."""
    return part.throwish and not (part.verbal or part.throw_noun or part.negated)


def decide(items: list[Item], situation: Situation) -> Order | Rejection:
    """The one order the message gives, or why there is none."""
    fragments = [k for k, item in enumerate(items) if isinstance(item, Fragment)]
    if not fragments:
        return Rejection("not_an_order", {})

    dropped: set[int] = set()  # 'au lieu d'aller en C3': that order is named to be dropped
    for k, item in enumerate(items):
        if _kind(item) == "drop":
            following = [f for f in fragments if f > k and f not in dropped]
            if following:
                dropped.add(following[0])

    start = fragments[0]
    for k, item in enumerate(items):
        if _kind(item) == "correction":
            start = max(start, _corrected(items, fragments, k))
    active = [f for f in fragments if f >= start and f not in dropped]
    markers = [k for k in range(start, len(items)) if isinstance(items[k], Marker)]
    for k in markers:
        if _kind(items[k]) == "alternative" and active and active[0] < k < active[-1]:
            return _ambiguous("alternative")
    conditional = any(_kind(items[k]) == "condition" for k in markers)

    parts, clash = _merge([_part(items[k]) for k in active])
    if len(parts) == 1 and _amends(parts[0]):
        earlier, _ = _merge([_part(items[k]) for k in fragments if k < start and k not in dropped])
        base = next((p for p in reversed(earlier) if p.strong_throw), None)
        if base is not None:
            parts = [_amended(base, parts[0])]
    if clash:
        return _ambiguous("two_numbers")

    judgements = [_judge(part, situation) for part in parts]
    readings: dict[str, Order | Rejection] = {}
    for judgement in judgements:
        if isinstance(judgement, Order | Rejection):
            readings.setdefault(repr(judgement), judgement)
    if len(readings) > 1:
        return _ambiguous("two_orders")
    if readings:
        if conditional:
            return _ambiguous("conditional")
        return next(iter(readings.values()))
    if "weak" in judgements:
        return _ambiguous("incomplete")
    if "weak_pass" in judgements:
        return Order("pass", {})
    return Rejection("not_an_order", {})


def _kind(item: Item) -> MarkerKind | None:
    return item.kind if isinstance(item, Marker) else None


def _part(item: Item) -> Partial:
    assert isinstance(item, Fragment)
    return item.part


def _corrected(items: list[Item], fragments: list[int], k: int) -> int:
    """The fragment a correction marker puts in force.

    A leading marker ('ah non, plutôt en D3') points at what follows; a trailing one ('4 plutôt',
    'move me to C5 instead') at the fragment it closes."""
    section = items[k].section
    before = [f for f in fragments if f < k]
    after = [f for f in fragments if f > k]
    trailing = (
        before
        and items[before[-1]].section == section
        and not (after and items[after[0]].section == section)
        and not (after and after[0] == k + 1 and _amends(_part(items[k + 1])))  # 'correction : 1'
    )
    if trailing or not after:
        return before[-1] if before else k
    return after[0]


def _amended(base: Partial, correction: Partial) -> Partial:
    amended = base.merged(Partial())
    if correction.aimed:
        amended.targets = list(correction.targets)
        amended.vague = correction.vague
        amended.unknown = correction.unknown
    if correction.numbers:
        amended.numbers = list(correction.numbers)
    return amended
