"""A Mafia table at the rules level, for the tests: the deal pinned, orders given as the
bridge gives them (accept, stored in force per step, a step ended by its order resolved at
once), steps resolved at their deadline on demand. Every notice published is kept."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from mafia import GAME

from gamemaster.game import (
    JSON,
    Accepted,
    Chance,
    Context,
    Notice,
    Order,
    Outcome,
    Rejection,
    Step,
    Submitted,
)

START = datetime(2026, 1, 5, 9, 0)


class Table:
    """One game: `roles` {player: role} in seat order, settings by name."""

    def __init__(self, roles: dict[str, str], seed: str = "seed", **settings: Any) -> None:
        self.seed = seed
        self.settings: JSON = {"setup": ",".join(roles.values()), **settings}
        self.outcome = GAME.setup(self.settings, list(roles), Chance(seed, "setup"),
                                  {"roles": roles})
        self.state: JSON = self.outcome.state
        self.notices: list[Notice] = list(self.outcome.notices)
        self.published: list[Notice] = list(self.notices)
        self.outcomes: list[Outcome] = [self.outcome]
        self.in_force: dict[str, dict[str, Submitted]] = {}
        self.post = 0

    @property
    def step(self) -> Step:
        """The one open step."""
        steps = GAME.steps(self.state)
        assert len(steps) == 1, steps
        return steps[0]

    def say(self, speaker: str, kind: str, target: str | None = None) -> Accepted | Rejection:
        """`speaker` gives an order in the open step's channel; stored when accepted (for
        an actor the step awaits, as the bridge checks), resolved at once when it ends its
        step."""
        step = self.step
        self.post += 1
        sent = START + timedelta(minutes=self.post)
        ctx = Context(speaker, step.channel, "en", sent, self.post, step=step.key)
        params = {} if target is None else {"target": target}
        verdict = GAME.accept(self.state, ctx, Order(kind, params),
                              self.in_force.get(step.key, {}))
        if isinstance(verdict, Rejection):
            return verdict
        if verdict.actor not in step.awaited:
            return Rejection("not_awaited", {"code": "not_awaited"})
        self.in_force.setdefault(step.key, {})[verdict.actor] = Submitted(
            verdict.order, sent, self.post, speaker)
        if verdict.ends:
            self.resolve()
        return verdict

    def vote(self, *pairs: tuple[str, str]) -> None:
        """Votes ("ana", "bea") in this order, each accepted."""
        for voter, target in pairs:
            verdict = self.say(voter, "vote", target)
            assert isinstance(verdict, Accepted), verdict

    def act(self, *orders: tuple[str, str, str]) -> None:
        """Night actions (actor, action, target), each accepted."""
        for actor, action, target in orders:
            verdict = self.say(actor, action, target)
            assert isinstance(verdict, Accepted), verdict

    def resolve(self, dice: tuple[int, ...] = ()) -> Outcome:
        """Resolve the open step with the orders in force (its deadline, or its end)."""
        key = self.step.key
        outcome = GAME.resolve(self.state, key, {key: self.in_force.get(key, {})},
                               Chance(self.seed, key, list(dice)))
        self.state = outcome.state
        self.notices = list(outcome.notices)
        self.published += outcome.notices
        self.outcomes.append(outcome)
        return outcome

    def night(self, *orders: tuple[str, str, str]) -> Outcome:
        """A whole night: these actions, then its deadline."""
        assert self.state["phase"] == "night"
        self.act(*orders)
        return self.resolve()

    def named(self, template: str, audience: str | tuple[str, ...] | None = None) -> list[JSON]:
        """The params of the last outcome's notices with this template (and audience)."""
        return [n.params for n in self.notices if n.template == template
                and (audience is None or n.audience == audience)]

    def all_named(self, template: str) -> list[Notice]:
        """Every notice published so far with this template."""
        return [n for n in self.published if n.template == template]


SEVEN = {"ana": "goon", "bea": "town", "carl": "town", "dan": "town", "emma": "doctor",
         "fred": "cop", "gina": "goon"}
"""A table of seven: two goons (ana, gina), a doctor (emma), a cop (fred), three town."""

ROLES_NINE = {"ana": "godfather", "bea": "roleblocker", "carl": "town", "dan": "town",
              "emma": "doctor", "fred": "cop", "gina": "vigilante", "hugo": "town",
              "ines": "town"}
"""Nine with every role: godfather ana, roleblocker bea; doctor emma, cop fred, vigilante
gina."""
