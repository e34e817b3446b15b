"""Helpers for the mud fight rule tests: a table that seats players and plays turns.

Orders are given as a list in send order, exactly like the worked cases of rules/mud.md:
the i-th order is sent i minutes after the turn opened, with post id 100 + i.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from rules.base import JSON, Order, Outcome, Submitted
from rules.chance import Chance
from rules.mud import GAME

OPENED = datetime(2026, 3, 2, 22, 0, tzinfo=UTC)


class Table:
    """Seats players on pinned intersections and plays turns with orders in send order."""

    def start(self, positions: dict[str, str], map: str = "grid:5x5", **settings: Any) -> JSON:
        """A fresh game with everyone where `positions` says (sign-up order = dict order)."""
        outcome = GAME.setup(
            {"map": map, **settings}, list(positions), Chance("seed", "setup"), {"start": positions}
        )
        return outcome.state

    def move(self, to: str) -> Order:
        return Order("move", {"to": to})

    def throw(self, target: str, number: int) -> Order:
        return Order("throw", {"target": target, "number": number})

    def pass_(self) -> Order:
        return Order("pass", {})

    def submitted(self, orders: Sequence[tuple[str, Order]]) -> dict[str, Submitted]:
        """{player: Submitted} with send times following the list order."""
        return {
            player: Submitted(order, OPENED + timedelta(minutes=index + 1), 100 + index)
            for index, (player, order) in enumerate(orders)
        }

    def play(
        self,
        state: JSON,
        orders: Sequence[tuple[str, Order]],
        seed: str = "seed",
        pinned: Sequence[int] = (),
    ) -> Outcome:
        """Resolve the open turn with `orders` (in send order)."""
        chance = Chance(seed, f"turn-{state['turn']}", pinned)
        return GAME.resolve(state, self.submitted(orders), chance)

    def where(self, outcome: Outcome) -> dict[str, str]:
        """Positions after the turn."""
        return {p["name"]: p["position"] for p in outcome.state["players"]}

    def throws(self, outcome: Outcome) -> dict[tuple[str, str], tuple[bool, str]]:
        """{(thrower, target): (hit, reason)} for the turn just played."""
        return {
            (row["thrower"], row["target"]): (row["hit"], row["reason"])
            for row in outcome.state["history"][-1]["throws"]
        }

    def moves(self, outcome: Outcome) -> dict[str, JSON]:
        """{mover: move row} for the turn just played."""
        return {row["player"]: row for row in outcome.state["history"][-1]["moves"]}

    def record(self, outcome: Outcome, name: str) -> JSON:
        for player in outcome.state["players"]:
            if player["name"] == name:
                found: JSON = player
                return found
        raise KeyError(name)


@pytest.fixture
def table() -> Table:
    return Table()
