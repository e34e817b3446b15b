"""A game played at the rules level, driven as the bridge drives it, for a game's own tests.

`Table(GAME, players, seed=..., pinned=..., **settings)` sets the game up; `say(player, text,
channel)` offers a message to the open steps of its channel as the bridge does (the steps
awaiting the speaker first; the first that accepts takes it; an accepted order whose actor is
not awaited is refused, as the bridge refuses it; a refusal by the game's checks wins over a
reading that found no order); `give(player, kind, **params)` offers a canonical order;
`close(key)` resolves a step as its deadline would. A step that may end early resolves as soon
as every awaited actor answered completely, and an order that `ends` its step resolves it at
once, as on the forum. Every outcome, echo and refusal is kept, with the state it was given in,
so that a test can render what each reader was told.

Times are made up and regular: the n-th message is sent n minutes after `OPENED`, with post id
100 + n; chance is `Chance(seed, step key)`, as the bridge labels a step's draws (without the
sealed orders' mix, which only the bridge knows), so a table is deterministic given its seed.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from gamemaster.game import (
    JSON,
    Accepted,
    Chance,
    Context,
    Game,
    Notice,
    Order,
    Outcome,
    Rejection,
    Step,
    Submitted,
)

OPENED = datetime(2026, 3, 2, 20, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Answer:
    """What a player was answered: the state it was given in, who, the step key ("" off any
    step) and the game's verdict."""

    state: JSON
    player: str
    key: str
    verdict: Accepted | Rejection


class Table:
    """One game, step by step (see the module's docstring)."""

    def __init__(self, game: Game, players: Sequence[str], seed: str = "seed",
                 pinned: Mapping[str, Any] | None = None, language: str = "en",
                 **settings: Any) -> None:
        self.game = game
        self.seed = seed
        self.language = language
        self.settings = {**game.defaults, **settings}
        out = game.setup(self.settings, list(players), Chance(seed, "setup"), dict(pinned or {}))
        self.state: JSON = out.state
        self.outcomes: list[tuple[str, Outcome]] = [("setup", out)]
        self.orders: dict[str, dict[str, Submitted]] = {}
        self.answers: list[Answer] = []
        self.mutated: list[str] = []
        """The steps whose `resolve` changed the state it was given (a pure game never)."""
        self.post = 100

    # --- what the game says ---------------------------------------------------------------

    @property
    def notices(self) -> list[Notice]:
        """Everything said so far, in order."""
        return [notice for _, outcome in self.outcomes for notice in outcome.notices]

    @property
    def said(self) -> list[tuple[str, Notice, JSON]]:
        """(step key, notice, the state it is rendered with) for everything said so far."""
        return [(key, notice, outcome.state) for key, outcome in self.outcomes
                for notice in outcome.notices]

    @property
    def over(self) -> bool:
        return not self.steps()

    def steps(self) -> tuple[Step, ...]:
        return self.game.steps(self.state)

    def step(self, prefix: str = "") -> Step:
        """The first open step whose key starts with `prefix`."""
        return next(s for s in self.steps() if s.key.startswith(prefix))

    # --- messages ---------------------------------------------------------------------------

    def _context(self, player: str, channel: str, key: str) -> Context:
        self.post += 1
        return Context(player, channel, self.language,  # type: ignore[arg-type]
                       OPENED + timedelta(minutes=self.post), self.post, key)

    def _offer(self, player: str, said: str | Order, step: Step,
               channel: str) -> tuple[Accepted | Rejection, bool]:
        """A message or a canonical order offered to one step. The second value says whether
        the game's checks (not the reading) gave the verdict."""
        ctx = self._context(player, channel, step.key)
        reading = self.game.parse(self.state, ctx, said) if isinstance(said, str) else said
        if isinstance(reading, Rejection):
            return reading, False
        in_force = self.orders.setdefault(step.key, {})
        verdict = self.game.accept(self.state, ctx, reading, in_force)
        if isinstance(verdict, Accepted):
            if verdict.actor not in step.awaited:
                return Rejection("not_awaited", {"actor": verdict.actor}), True
            in_force[verdict.actor] = Submitted(verdict.order, ctx.sent_at, ctx.post_id,
                                                player, verdict.complete)
        return verdict, True

    def say(self, player: str, text: str, channel: str = "desk") -> Accepted | Rejection:
        """A written message, offered as the bridge offers it; a post on a channel where no
        step listens goes to `off_step` (its answer, or a Rejection "off_step" when the game
        leaves it to the bridge)."""
        return self._said(player, text, channel)

    def give(self, player: str, kind: str, channel: str = "desk",
             **params: Any) -> Accepted | Rejection:
        """A canonical order, offered as the bridge offers a message."""
        return self._said(player, Order(kind, params), channel)

    def _said(self, player: str, said: str | Order, channel: str) -> Accepted | Rejection:
        steps = sorted((s for s in self.steps() if s.channel == channel),
                       key=lambda s: player not in s.awaited)
        if not steps:
            text = said if isinstance(said, str) else said.kind
            off = self.game.off_step(self.state, self._context(player, channel, ""), text)
            return self._answered(player, "", off or Rejection("off_step", {}))
        refused: list[tuple[bool, bool, Rejection, str]] = []
        for step in steps:
            verdict, checked = self._offer(player, said, step, channel)
            if isinstance(verdict, Accepted):
                self._answered(player, step.key, verdict)
                if verdict.ends or (step.early and self._all_in(step)):
                    self.close(step.key)
                return verdict
            refused.append((not checked, verdict.code == "not_an_order", verdict, step.key))
        _, _, rejection, key = min(refused, key=lambda found: found[:2])
        return self._answered(player, key, rejection)

    def _answered(self, player: str, key: str,
                  verdict: Accepted | Rejection) -> Accepted | Rejection:
        self.answers.append(Answer(self.state, player, key, verdict))
        return verdict

    def _all_in(self, step: Step) -> bool:
        in_force = self.orders.get(step.key, {})
        return all(actor in in_force and in_force[actor].complete for actor in step.awaited)

    # --- resolution -------------------------------------------------------------------------

    def close(self, key: str | None = None) -> Outcome:
        """Resolve a step (by default the first open one) as its deadline would, with the
        orders in force of every open step; then every step complete already, as the bridge
        resolves them at once."""
        current = self.steps()
        step = next(s for s in current if key is None or s.key == key)
        orders = {s.key: dict(self.orders.get(s.key, {})) for s in current}
        given = copy.deepcopy(self.state)
        out = self.game.resolve(self.state, step.key, orders, Chance(self.seed, step.key))
        if self.state != given:
            self.mutated.append(step.key)
        self.orders.pop(step.key, None)
        self.state = out.state
        self.outcomes.append((step.key, out))
        for ready in self.steps():
            if ready.early and self._all_in(ready):
                self.close(ready.key)
                break
        return out

    def play_out(self, most: int = 500) -> None:
        """Close every step by its deadline until the game ends (at most `most` steps)."""
        for _ in range(most):
            if self.over:
                return
            self.close()
        raise AssertionError(f"the game did not end in {most} steps")
