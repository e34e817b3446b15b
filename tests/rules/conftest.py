"""Helpers for the rule tests: tables that seat players and play turns (mud) or steps (INDIXO).

Orders are given as a list in send order, exactly like the worked cases of rules/mud.md:
the i-th order is sent i minutes after the turn opened, with post id 100 + i.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from rules.base import JSON, Accepted, Context, Notice, Order, Outcome, Rejection, Submitted
from rules.chance import Chance
from rules.indixo import GAME as INDIXO
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
        key = f"turn-{state['turn']}"
        chance = Chance(seed, key, pinned)
        return GAME.resolve(state, key, {key: self.submitted(orders)}, chance)

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


# --- INDIXO ----------------------------------------------------------------------------------

NIGHT_OPENED = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
HOUSE_ROOMS = ["Cuisine", "Salon", "Chambre", "Cour", "Bain"]
HOUSE_WEAPONS = ["Couteau", "Oreiller", "Chaise", "Pelle", "Seau"]
HOUSE_DOORS = [["Cuisine", "Salon"], ["Salon", "Chambre"], ["Chambre", "Cour"], ["Cour", "Bain"],
         ["Bain", "Cuisine"], ["Salon", "Cour"]]
HOUSE_START = {"Couteau": "Cuisine", "Oreiller": "Salon", "Chaise": "Chambre", "Pelle": "Cour",
         "Seau": "Bain"}
HOUSE_PLAYERS = ["ana", "bea", "carl", "dina", "emil"]


class IndixoTable:
    """One game, step by step, driven as the bridge drives it. `notices` holds everything
    said so far, `outcomes` each resolution by step key, `echoes` and `refusals` every answer
    a player got (with the state it was given in)."""

    def __init__(self, players: list[str] | None = None, killer: str = "bea",
                 seed: str = "seed", house: bool = True, start: JSON | None = None,
                 **settings: Any) -> None:
        self.seed = seed
        walls = {"rooms": HOUSE_ROOMS, "weapons": HOUSE_WEAPONS, "doors": HOUSE_DOORS}
        pinned = {"killer": killer, "weapons_at_start": start or HOUSE_START}
        out = INDIXO.setup({**(walls if house else {}), **settings}, players or HOUSE_PLAYERS,
                           Chance(seed, "setup"), pinned)
        self.killer = killer
        self.state: JSON = out.state
        self.notices: list[Notice] = list(out.notices)
        self.last: Outcome = out
        self.outcomes: list[tuple[str, Outcome]] = [("setup", out)]
        self.orders: dict[str, dict[str, Submitted]] = {}
        self.echoes: list[tuple[JSON, str, str, Accepted]] = []
        self.refusals: list[tuple[JSON, str, str, Rejection]] = []
        self.post = 100

    # --- orders ---------------------------------------------------------------------------

    def key(self, stage: str) -> str:
        """The open step of this kind ("rooms", "votes"...)."""
        return next(s.key for s in INDIXO.steps(self.state) if s.key.endswith("-" + stage))

    def _context(self, player: str, channel: str, key: str) -> Context:
        self.post += 1
        return Context(player, channel, "fr", NIGHT_OPENED + timedelta(minutes=self.post),  # type: ignore[arg-type]
                       self.post, key)

    def _offer(self, player: str, said: str | Order, key: str,
               channel: str) -> tuple[Accepted | Rejection, bool]:
        """A message or a canonical order offered to one step; kept in force when accepted.
        The second value says whether the game's checks (not the reading) refused it."""
        ctx = self._context(player, channel, key)
        reading = INDIXO.parse(self.state, ctx, said) if isinstance(said, str) else said
        if isinstance(reading, Rejection):
            return reading, False
        step_orders = self.orders.setdefault(key, {})
        verdict = INDIXO.accept(self.state, ctx, reading, step_orders)
        if isinstance(verdict, Accepted):
            step_orders[verdict.actor] = Submitted(verdict.order, ctx.sent_at, ctx.post_id,
                                                   player, verdict.complete)
        return verdict, True

    def _answered(self, player: str, key: str,
                  verdict: Accepted | Rejection) -> Accepted | Rejection:
        if isinstance(verdict, Accepted):
            self.echoes.append((self.state, player, key, verdict))
        else:
            self.refusals.append((self.state, player, key, verdict))
        return verdict

    def give(self, player: str, kind: str, stage: str | None = None, channel: str = "desk",
             **params: Any) -> Accepted | Rejection:
        """Offer a canonical order to a step (by default the first open one)."""
        key = self.key(stage) if stage else INDIXO.steps(self.state)[0].key
        verdict, _ = self._offer(player, Order(kind, params), key, channel)
        return self._answered(player, key, verdict)

    def say(self, player: str, text: str, stage: str | None = None,
            channel: str = "desk") -> Accepted | Rejection:
        """A written message, offered to one step, or, with no stage, as the bridge offers it:
        to each open step of its channel (those awaiting the speaker first) until one takes
        it, a refusal by the game's checks winning over a reading failure; at night, a post
        in the game topic goes to `off_step`."""
        if stage:
            key = self.key(stage)
            return self._answered(player, key, self._offer(player, text, key, channel)[0])
        steps = sorted((s for s in INDIXO.steps(self.state) if s.channel == channel),
                       key=lambda s: player not in s.awaited)
        if not steps:
            off = INDIXO.off_step(self.state, self._context(player, channel, ""), text)
            assert off is not None, (player, text)
            return self._answered(player, "", off)
        refused: list[tuple[bool, bool, Rejection, str]] = []
        for step in steps:
            verdict, checked = self._offer(player, text, step.key, channel)
            if isinstance(verdict, Accepted):
                assert verdict.actor in step.awaited, (player, text, step.key)
                return self._answered(player, step.key, verdict)
            refused.append((not checked, verdict.code == "not_an_order", verdict, step.key))
        _, _, rejection, key = min(refused, key=lambda found: found[:2])
        return self._answered(player, key, rejection)

    def take(self, player: str, text: str, channel: str = "desk") -> Accepted:
        """A message the bridge must accept."""
        verdict = self.say(player, text, channel=channel)
        assert isinstance(verdict, Accepted), (player, text, verdict)
        return verdict

    def refuse(self, player: str, text: str, code: str, channel: str = "desk") -> Rejection:
        """A message the bridge must refuse, with this code."""
        verdict = self.say(player, text, channel=channel)
        assert isinstance(verdict, Rejection) and verdict.code == code, (player, text, verdict)
        return verdict

    def close(self, stage: str, pinned: Sequence[int] = ()) -> Outcome:
        """Resolve the open step of this kind, with every open step's orders (and the
        step's dice `pinned`, if given)."""
        key = self.key(stage)
        orders = {s.key: dict(self.orders.get(s.key, {})) for s in INDIXO.steps(self.state)}
        out = INDIXO.resolve(self.state, key, orders, Chance(self.seed, key, pinned))
        self.orders.pop(key, None)
        self.state = out.state
        keys = {s.key for s in INDIXO.steps(self.state)}
        self.orders = {k: v for k, v in self.orders.items() if k in keys}
        self.notices += out.notices
        self.last = out
        self.outcomes.append((key, out))
        return out

    # --- whole steps -----------------------------------------------------------------------

    def rooms(self, chosen: Mapping[str, str]) -> Outcome:
        """Everyone named chooses a room; the step closes."""
        for player, room in chosen.items():
            verdict = self.give(player, "room", "rooms", room=room)
            assert isinstance(verdict, Accepted), (player, verdict)
        return self.close("rooms")

    def act(self, player: str, kind: str, **params: Any) -> Accepted:
        """An action that must be accepted."""
        verdict = self.give(player, kind, "actions", **params)
        assert isinstance(verdict, Accepted), (player, kind, verdict)
        return verdict

    def night(self, chosen: Mapping[str, str],
              acts: Mapping[str, list[tuple[str, dict[str, Any]]]]) -> Outcome:
        """A whole night: rooms, then each player's actions (a list, for the killer's
        options), then the morning."""
        self.rooms(chosen)
        for player, orders in acts.items():
            for kind, params in orders:
                self.act(player, kind, **params)
        return self.close("actions")

    def private(self, player: str, template: str | None = None) -> list[Notice]:
        """The notices of the last outcome addressed to `player`."""
        return [n for n in self.last.notices if n.audience == player
                and (template is None or n.template == template)]

    def items(self, player: str) -> list[JSON]:
        """The morning's private items for `player`."""
        return [item for n in self.private(player, "night_private") for item in n.params["items"]]

    def public(self, template: str) -> Notice:
        """The last outcome's public notice of this template."""
        return next(n for n in self.last.notices if n.audience == "@public"
                    and n.template == template)


def kill(victim: str, weapon: str) -> tuple[str, dict[str, Any]]:
    """The killer's kill option."""
    return ("kill", {"victim": victim, "weapon": weapon})


@pytest.fixture(scope="session")
def indixo() -> type[IndixoTable]:
    """The INDIXO table class: `indixo()` seats ana, bea (the killer), carl, dina, emil."""
    return IndixoTable
