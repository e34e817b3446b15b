"""Highway Romantics — "Романтики с большой дороги" (game id `highway`); rules in
shared/rules/highway.md (original: shared/seeds/003_ede18e96b14ca6c1.txt).

A live card game on a hidden field: players name cells in turn, thieves go to their hands,
safes to the treasury, guards fight for it, and gangs of six thieves (two of each weapon
type) rob it under a split all must accept. The modules: `cards` (numbers, cards, the field's
size, cell names), `state` (settings, the field and its commitment, views), `orders` (the
grammar and discobot's dice), `play` (the table's moves), `desk` (steps, checks,
resolutions), `picture` (the table as a PNG).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from rules.base import (
    GM,
    JSON,
    PUBLIC,
    Accepted,
    Context,
    Notice,
    OpenSignUp,
    Order,
    Outcome,
    Rejection,
    Setting,
    Step,
    Submitted,
    aliases_of,
    defaults_of,
)
from rules.highway import cards, desk
from rules.highway import state as st


class HighwayGame(OpenSignUp):
    """Highway Romantics as the bridge sees it (satisfies `rules.base.Game`)."""

    id = "highway"
    names: Mapping[str, str] = MappingProxyType({
        "ru": "Романтики с большой дороги", "en": "Highway Romantics",
        "fr": "Les Romantiques de la grand-route"})
    min_players = min(cards.SIZES)
    max_players = max(cards.SIZES)
    settings: tuple[Setting, ...] = st.SETTINGS
    defaults: Mapping[str, Any] = defaults_of(st.SETTINGS)
    aliases: Mapping[str, str] = aliases_of(st.SETTINGS)
    languages: tuple[str, ...] = ("ru", "en")
    live = True
    """Played live: every move is answered at once, nothing waits for the GM's review."""

    def check_settings(self, settings: JSON) -> Rejection | None:
        """The prize fund, the reply window, the source of the dice."""
        return st.check_settings(settings)

    def guests(self, settings: JSON) -> tuple[str, ...]:
        """With discobot's dice, discobot is in every desk, to answer the rolls there."""
        return ("discobot",) if settings.get("source") == "discobot" else ()

    def setup(self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON,
              roll: JSON | None = None) -> Outcome:
        """The field (pinned, drawn by the bot, or to be read from the GM's discobot rolls)
        and its salt; the commitment is published once the field is known."""
        columns, rows = cards.size(len(players))
        field: list[list[int]] | None
        if pinned.get("field") is not None:
            field = st.pinned_field(pinned["field"], columns, rows)
        elif settings["source"] == "bot":
            field = [[chance.roll(cards.HIGHEST, f"field {cards.cell_name(c, r)}")
                      for c in range(columns)] for r in range(1, rows + 1)]
        else:
            field = None
        state = st.new_state(settings, players, field, chance.token(16, "field salt"))
        notices = [Notice(PUBLIC, "opening", {})]
        if field is not None:
            notices.append(Notice(GM, "gm_field", {}))
        return Outcome(state, notices, [{"event": "setup", "columns": columns, "rows": rows}],
                       review=False)

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """The one action the table waits for."""
        return desk.steps(state)

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """A cell, a robbery, a split, agreement, a thief laid, pass, dice, an assignment."""
        return desk.parse(state, ctx, text)

    def accept(self, state: JSON, ctx: Context, order: Order,
               in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
        """Whose move, what the stage takes, the rules' checks."""
        return desk.accept(state, ctx, order, in_force)

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """The table always waits for someone: the bridge's default."""
        return None

    def resolve(self, state: JSON, key: str,
                orders: Mapping[str, Mapping[str, Submitted]], chance: Any) -> Outcome:
        """The action's answer or its default, told to the table at once."""
        return desk.resolve(state, key, orders, chance)

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """The table; a player's own bags; the GM everything; all of it at the end."""
        return desk.view(state, viewer)

    def status(self, view: JSON) -> JSON:
        """The live status's fields (shared/DESIGN.md)."""
        return desk.status(view)

    def picture(self, view: JSON) -> bytes | None:
        """The field with its revealed cards, the treasury, the discard, the hands."""
        from rules.highway.picture import picture

        drawn: bytes | None = picture(view)
        return drawn


GAME = HighwayGame()

__all__ = ["GAME", "HighwayGame"]
