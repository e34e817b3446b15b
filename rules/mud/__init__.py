"""Mud fight — "Bataille de boue dans les rues" (game id `mud`); rules in shared/rules/mud.md.

Players move along the streets of a town map and throw mud at their neighbours; one point per
distinct person hit, times hit break ties. The modules: `state` (settings, set-up, standings),
`desk` (reading and checking orders), `resolve` (a turn), `views` (what each audience sees),
`picture` (the board as a PNG), `maps` (boards); `orders` reads French, English and, with
`russian`, Russian.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from rules.base import (
    JSON,
    Accepted,
    Context,
    OpenSignUp,
    Order,
    Outcome,
    Rejection,
    Schedule,
    Setting,
    Step,
    Submitted,
    aliases_of,
    defaults_of,
)
from rules.mud import desk, resolve, views
from rules.mud import picture as drawing
from rules.mud import state as mud_state


class MudGame(OpenSignUp):
    """The mud fight as the bridge sees it (satisfies `rules.base.Game`)."""

    id = "mud"
    names: Mapping[str, str] = MappingProxyType(
        {"fr": "Bataille de boue", "en": "Mud fight", "ru": "Грязевая битва"})
    min_players = 2
    max_players = 26
    settings: tuple[Setting, ...] = mud_state.SETTINGS
    defaults: Mapping[str, Any] = defaults_of(mud_state.SETTINGS)
    aliases: Mapping[str, str] = aliases_of(mud_state.SETTINGS)
    languages: tuple[str, ...] = ("fr", "en", "ru")

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Reject an unknown map, turns outside 1..99, non-boolean flags, a bad schedule."""
        return mud_state.check_settings(settings)

    def setup(self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON,
              roll: JSON | None = None) -> Outcome:
        """Everyone on a distinct intersection (pinned `start` or seeded draw)."""
        return mud_state.setup(settings, players, chance, pinned)

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """The open turn: every player's private orders until the calendar deadline."""
        if state["finished"]:
            return ()
        number = int(state["turn"])
        return (Step(
            key=f"turn-{number}",
            awaited=tuple(player["name"] for player in state["players"]),
            channel="desk",
            deadline=Schedule(),
            early=False,
            number=number,
            phase=f"turn-{number}",
        ),)

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """Read a private message into an order."""
        return desk.parse(state, ctx, text)

    def accept(
        self, state: JSON, ctx: Context, order: Order, in_force: Mapping[str, Submitted]
    ) -> Accepted | Rejection:
        """Check an order against the start-of-turn positions; a later one replaces it."""
        return desk.accept(state, ctx, order)

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """The mud fight has no post outside its turns to answer: the bridge's default."""
        return None

    def resolve(
        self, state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]], chance: Any
    ) -> Outcome:
        """Resolve the open turn (moves, gangs, dodges, duels, plain throws)."""
        return resolve.resolve(state, orders.get(key, {}), chance)

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """What `viewer` may see."""
        return views.view(state, viewer)

    def edit(self, state: JSON, player: str, field: str, value: str) -> JSON | Rejection:
        """The GM's correction of one player between two turns (`set anna position C4`)."""
        return mud_state.edit(state, player, field, value)

    def public_orders(self, state: JSON, key: str) -> bool:
        """The results tell every throw and move, unless the fog hides where people went: then
        the sealed orders' salts wait for the end."""
        return not bool(state.get("settings", {}).get("fog"))

    def picture(self, view: JSON) -> bytes | None:
        """The board as `view` shows it, as PNG bytes."""
        return drawing.picture(view)


GAME = MudGame()

__all__ = ["GAME", "MudGame"]
