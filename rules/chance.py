"""Seeded chance that players can check.

Every draw of a game comes from `Chance(seed, label)`: a `random.Random` seeded with the text
`"{seed}:{label}"` (Python hashes a str seed with SHA-512, stable across versions and
platforms), so anyone who knows the revealed seed can re-derive every roll of every step.
Pinned results (a scenario's `dice`) are used first. Every draw is logged.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

DIE_KEYS = frozenset({"die", "value", "why"})
TOKEN_KEYS = frozenset({"token", "why"})
"""The keys of a die's and of a token's entry in `Chance.log`, exactly: a game's own events
in a step's log never have these alone (`gamemaster verify`, the GM's draft)."""


def commitment(seed: str, salt: str) -> str:
    """SHA-256 of seed + salt, published when a game starts."""
    return hashlib.sha256(f"{seed}{salt}".encode()).hexdigest()


class Chance:
    """A seeded generator with a queue of pinned results and a log of every draw."""

    def __init__(self, seed: str, label: str, pinned: Sequence[int] = ()) -> None:
        self._rng = random.Random(f"{seed}:{label}")
        self.pinned: list[int] = list(pinned)
        self.log: list[dict[str, Any]] = []

    def roll(self, faces: int, why: str = "") -> int:
        """One die with `faces` faces (1..faces); a pinned value is used first."""
        if self.pinned:
            value = self.pinned.pop(0)
            if not 1 <= value <= faces:
                raise ValueError(f"pinned die {value} outside 1..{faces}")
        else:
            value = self._rng.randint(1, faces)
        self.log.append({"die": faces, "value": value, "why": why})
        return value

    def pick(self, options: Sequence[T], why: str = "") -> T:
        """Draw one of `options` (a die with len(options) faces)."""
        if not options:
            raise ValueError("nothing to pick from")
        if len(options) == 1:
            return options[0]
        return options[self.roll(len(options), why) - 1]

    def token(self, nbytes: int, why: str = "") -> str:
        """A secret in hex from the seeded generator alone, never from the pinned results
        (a commitment's salt): re-derivable from the seed once it is revealed."""
        value = self._rng.getrandbits(8 * nbytes).to_bytes(nbytes, "big").hex()
        self.log.append({"token": nbytes, "why": why})
        return value

    def shuffled(self, items: Sequence[T], why: str = "") -> list[T]:
        """A seeded permutation of `items` (one pick per place)."""
        pool = list(items)
        out: list[T] = []
        while pool:
            out.append(pool.pop(self.roll(len(pool), why) - 1) if len(pool) > 1 else pool.pop())
        return out
