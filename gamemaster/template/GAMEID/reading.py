"""How a player's message becomes an order. What an author changes here: the grammar of the
game's own orders (its verbs, places, targets), and the order's canonical form (`kind` and
`params`, which the `order` template echoes back).

The starter reads one number anywhere in the message, as players write it: "7", "je dis 7",
"my number: 7", "число 7", "sept"; after a change of mind ("7... no, 8"), the last one. The
reader toolkit `gamemaster.reader` has what every grammar shares: folding, numbers written
as words, players' names, changes of mind, narration. Whether the number is allowed is the
rules' check (`play.accept`), not the reading's.
"""

from __future__ import annotations

import re

from gamemaster.game import JSON, Order, Rejection
from gamemaster.reader import fold, last_change, number

WORD = re.compile(r"[^\W_]+")


def numbers_in(text: str) -> list[int]:
    """The numbers a message says, after its last change of mind: written in digits when
    there are any (so "un", "one" in a sentence are not taken for 1), else as words."""
    folded = fold(text)
    change = last_change(folded)
    if change is not None and change[1].strip():
        folded = change[1]
    words = WORD.findall(folded)
    digits = [int(word) for word in words if word.isdecimal() and len(word) <= 6]
    return digits or [n for n in map(number, words) if n is not None]


def parse(state: JSON, text: str) -> Order | Rejection:
    """The pick a message says, or `not_a_number` when it says none, or several."""
    found = set(numbers_in(text))
    if len(found) != 1:
        return Rejection("not_a_number", {"top": state["top"]})
    return Order("pick", {"number": found.pop()})
