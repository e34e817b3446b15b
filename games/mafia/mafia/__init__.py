"""Forum Mafia (game id `mafia`); rules in shared/rules/mafia.md.

The most played game on forums, as a game package registered with the bridge. Days of public
votes in the game topic (each vote change its own step, so the votecount follows every
change), nights of private actions resolved in the spec's order, roles dealt by the seeded
generator and committed before the game. The modules: `state` (roles, settings, readers of
the state), `setups` (set-ups and the settings' check), `deal` (roles and their commitment),
`cycle` (a day's and a night's beginning), `actions` (who may do what at night), `day`,
`night`, `ending`, `views`, `modkill` (the GM's removal); `reading` reads what players
write.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from gamemaster.game import (
    JSON,
    Accepted,
    After,
    Context,
    OpenSignUp,
    Order,
    Outcome,
    Rejection,
    Setting,
    Step,
    Submitted,
    aliases_of,
)
from gamemaster.reader import Names
from mafia import day, deal, modkill, night, reading, setups, views
from mafia.actions import night_actors, refusal_for
from mafia.reading import RESERVED
from mafia.state import DEFAULTS, MAX_PLAYERS, MIN_PLAYERS, NIGHT_ACTIONS, SETTINGS, refusal


class MafiaGame(OpenSignUp):
    """Forum Mafia as the bridge sees it (satisfies `gamemaster.game.Game`)."""

    id = "mafia"
    names: Mapping[str, str] = MappingProxyType(
        {"fr": "Mafia", "en": "Mafia", "ru": "Мафия"})
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    settings: tuple[Setting, ...] = SETTINGS
    defaults: Mapping[str, Any] = DEFAULTS
    aliases: Mapping[str, str] = aliases_of(SETTINGS)
    languages: tuple[str, ...] = ("fr", "en", "ru")
    live = False
    orders_in_groups = True
    """The mafia's kill is given in its night chat as well as in a member's desk."""

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Refuse an unknown set-up or role, a choice outside its values, bad hours."""
        return setups.check_settings(settings)

    def setup(self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON,
              roll: JSON | None = None) -> Outcome:
        """Deal and commit the roles, tell each player theirs; day 1 (or night 0) begins."""
        return deal.setup(settings, players, chance, pinned)

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """By day, the current vote change (`day-{n}-{k}`) in the game topic; by night, the
        private actions (`night-{n}`) of every living player who has one."""
        if state["finished"]:
            return ()
        n = int(state["number"])
        settings = state["settings"]
        if state["phase"] == "day":
            return (Step(f"day-{n}-{state['changes']}", tuple(state["alive"]), "topic",
                         After(settings["day_hours"] * 60, from_phase=True), early=False,
                         number=n, phase=f"day-{n}", announce="none", continues=True),)
        return (Step(f"night-{n}", tuple(night_actors(state)), "desk",
                     After(settings["night_hours"] * 60, from_phase=True), early=True,
                     number=n, phase=f"night-{n}", announce="none"),)

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """Read a post into a vote or a night action; talk is `not_an_order`."""
        found = _read(state, ctx, text)
        return refusal("not_an_order") if found is None else found

    def accept(
        self, state: JSON, ctx: Context, order: Order, in_force: Mapping[str, Submitted]
    ) -> Accepted | Rejection:
        """Check a vote (by day) or a night action (by night) against the state."""
        if state["finished"]:
            return refusal("wrong_phase", kind=order.kind, phase=state["phase"])
        if state["phase"] == "day":
            return day.accept(state, ctx, order)
        return night.accept(state, ctx, order, in_force)

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """A post no open step takes from its author: a vote in the game topic at night, a
        night action by day, a dead player's, or a night action its author has not tonight
        (a townie's kill, a vigilante's spent shot) is refused with why; anything else is
        left to the bridge."""
        if state["finished"]:
            return None
        found = _read(state, ctx, text)
        if not isinstance(found, Order):
            return None
        if ctx.speaker in state["players"] and ctx.speaker not in state["alive"]:
            return refusal("dead")
        if state["phase"] == "night" and found.kind in ("vote", "unvote"):
            return refusal("vote_at_night")
        if state["phase"] == "day" and found.kind in (*NIGHT_ACTIONS, "pass"):
            return refusal("night_action_by_day")
        if state["phase"] == "night" and found.kind in NIGHT_ACTIONS \
                and ctx.speaker in state["players"]:
            return refusal_for(state, ctx.speaker, found.kind,
                               str(found.params.get("target", "")))
        return None

    def resolve(
        self, state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]], chance: Any
    ) -> Outcome:
        """A vote change or the day's deadline; or the night."""
        if key.startswith("day-"):
            return day.resolve(state, key, orders, chance)
        return night.resolve(state, key, orders, chance)

    def public_orders(self, state: JSON, key: str) -> bool:
        """Votes are public; night actions are told only at the end."""
        return key.startswith("day-")

    def removed(self, state: JSON, player: str) -> Outcome:
        """The GM's modkill: the player's role is announced, nothing else happens."""
        return modkill.removed(state, player)

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """What `viewer` may see."""
        return views.view(state, viewer)

    def status(self, view: JSON) -> JSON:
        """The status fields mafia.md lists, from the view alone."""
        return views.status(view)

    def picture(self, view: JSON) -> bytes | None:
        """Mafia has no board."""
        return None


def _read(state: JSON, ctx: Context, text: str) -> Order | Rejection | None:
    """The reading of a post (`mafia.reading`), None when it is talk. The grammar's own
    words are never read as the first part of a player's name."""
    return reading.read(text, Names.of(list(state["players"]), RESERVED), ctx.speaker,
                        ctx.channel)


GAME = MafiaGame()

__all__ = ["GAME", "MafiaGame"]
