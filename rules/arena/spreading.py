"""Reading the spread of a warrior's characteristics (`rules.arena.orders`, sign-up):
attaque, défense, tir, bouclier (атака, защита, стрельба, щит) with their numbers.
"""

from __future__ import annotations

import re

from rules.arena import russian as ru
from rules.arena.reading import _at, _Table, _Text, _Token
from rules.arena.state import CHARACTERISTICS
from rules.arena.words import (
    _AFTER_NAME,
    _BEFORE_NAME,
    _EVERYWHERE,
    _REST,
    CHARACTERISTIC_WORDS,
)
from rules.base import Order, Rejection
from rules.reader import number


def _spread(table: _Table, text: _Text, desk: bool) -> Order | Rejection | None:
    """attaque, défense, tir, bouclier with their numbers, in any order: a name then its
    number ('attaque 4', 'att: 4'), a number then its name ('4 en attaque', 'quatre points
    d'attaque'), a list of names then a list of numbers ('att/def/tir/boucl : 4/3/2/3'), the
    same number everywhere ('3 partout'), or the last one as the rest of the budget."""
    tokens = [t for t in table.tokens(text.folded) if t.kind != "player"]
    values = _listed(tokens) or _paired(tokens) or _lettered(text.folded)
    if not values:
        everywhere = _everywhere(tokens)
        if everywhere is None:
            return None
        values = dict.fromkeys(CHARACTERISTICS, everywhere)
    missing = [c for c in CHARACTERISTICS if c not in values]
    if len(missing) == 1 and any(t.value in _REST for t in tokens if t.kind == "word"):
        rest = table.budget - sum(values.values())
        if rest >= 0:
            values[missing[0]] = rest
            missing = []
    if missing:
        if len(values) < 2 and not desk:
            return None
        return Rejection("missing_characteristic", {"names": missing, "given": values})
    return Order("spread", {name: values[name] for name in CHARACTERISTICS})


def _value(token: _Token) -> int | None:
    if token.kind == "zone" and not token.strong and token.value.isdecimal():
        return int(token.value)
    return number(token.value) if token.kind == "word" else None


def _characteristic(token: _Token) -> str | None:
    return CHARACTERISTIC_WORDS.get(token.value) if token.kind == "word" else None


def _paired(tokens: list[_Token]) -> dict[str, int]:
    """Each characteristic with the number next to it, reading names then numbers or
    numbers then names, whichever pairs more; a later value wins (a correction)."""
    def pairs(forward: bool, used: set[int]) -> dict[int, int]:
        out: dict[int, int] = {}
        for i, token in enumerate(tokens):
            if _characteristic(token) is None:
                continue
            j = i + 1 if forward else i - 1
            skip = _AFTER_NAME if forward else _BEFORE_NAME
            while 0 <= j < len(tokens) and tokens[j].value in skip and _value(tokens[j]) is None:
                j += 1 if forward else -1
            if 0 <= j < len(tokens) and j not in used and _value(tokens[j]) is not None:
                out[i] = j
                used.add(j)
        return out

    forward, backward = pairs(True, set()), pairs(False, set())
    first, second = (forward, True) if len(forward) >= len(backward) else (backward, False)
    used = set(first.values())
    for i, j in pairs(not second, used).items():
        first.setdefault(i, j)
    values: dict[str, int] = {}
    for i in sorted(first):
        name = _characteristic(tokens[i])
        value = _value(tokens[first[i]])
        if name is not None and value is not None:
            values.pop(name, None)
            values[name] = value
    return values


def _listed(tokens: list[_Token]) -> dict[str, int]:
    """'att/def/tir/boucl : 4/3/2/3': names in a row, then as many numbers in a row."""
    for i in range(len(tokens)):
        names: list[str] = []
        j = i
        while j < len(tokens) and (name := _characteristic(tokens[j])) is not None:
            names.append(name)
            j += 1
        if len(names) < 2:
            continue
        while j < len(tokens) and tokens[j].kind == "colon":
            j += 1
        numbers: list[int] = []
        while j < len(tokens) and (value := _value(tokens[j])) is not None:
            numbers.append(value)
            j += 1
        if len(numbers) == len(names) and len(set(names)) == len(names):
            return dict(zip(names, numbers, strict=True))
    return {}


_LETTERS = {"a": "attack", "d": "defence", "t": "shooting", "b": "shield", **ru.LETTERS}


def _lettered(folded: str) -> dict[str, int]:
    """'A4 D3 T2 B3': the four initials (attaque, défense, tir, bouclier; 'А4 З3 С2 Щ3' in
    Russian), each with its number."""
    found = {_LETTERS[m.group(1)]: int(m.group(2))
             for m in re.finditer(r"(?<![\w@])([adtbазсщ])\s?[:=]?\s?(\d{1,2})(?!\w)",
                                  folded)}
    return found if len(found) == 4 else {}


def _everywhere(tokens: list[_Token]) -> int | None:
    """'3 partout', 'tout à 3', 'all 3s', 'по 3 везде', 'всё по 3', 'везде по 3'."""
    for i, token in enumerate(tokens):
        value = _value(token)
        if value is not None and _at(tokens, i + 1, _EVERYWHERE):
            return value
        if token.value in ("tout", "all", "everything", *ru.ALL_AT) and i + 1 < len(tokens):
            k = i + 2 if tokens[i + 1].value in ("a", "at", "en", "по") else i + 1
            if k < len(tokens) and _value(tokens[k]) is not None:
                return _value(tokens[k])
        phrase = _at(tokens, i, _EVERYWHERE) if ru.russian(token.value) else None
        if phrase is not None:  # 'везде по 3'
            k = i + len(phrase)
            k += 1 if k < len(tokens) and tokens[k].value == "по" else 0
            if k < len(tokens) and _value(tokens[k]) is not None:
                return _value(tokens[k])
    return None
