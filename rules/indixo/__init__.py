"""INDIXO (game id `indixo`): the murder game; rules in shared/rules/indixo.md.

One secret killer among the players, a house of rooms and weapons, nights of private steps
(rooms, then actions, with the ghost's switch when the rule asks), mornings resolved in the
spec's order, days of public votes with the killer's private guess, and ghosts. The modules:
`state` (settings, the house, set-up), `orders` (reading what players write, in French,
English or Russian, with `russian` for what Russian needs), `desk`
(checking an order against its step), `night`, `day` and `endings` (resolutions), `views`
(what each audience sees), `picture` (the house as a PNG).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from rules.base import (
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
    defaults_of,
)
from rules.indixo import day, desk, night, orders, views
from rules.indixo import picture as drawing
from rules.indixo import state as st


class IndixoGame(OpenSignUp):
    """INDIXO as the bridge sees it (satisfies `rules.base.Game`)."""

    id = "indixo"
    names: Mapping[str, str] = MappingProxyType({"fr": "INDIXO", "en": "INDIXO", "ru": "INDIXO"})
    min_players = st.MIN_PLAYERS
    max_players = st.MAX_PLAYERS
    settings: tuple[Setting, ...] = st.SETTINGS
    defaults: Mapping[str, Any] = defaults_of(st.SETTINGS)
    aliases: Mapping[str, str] = aliases_of(st.SETTINGS)
    languages: tuple[str, ...] = ("fr", "en", "ru")

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Refuse a house that is not one, or windows that are not durations."""
        return st.check_settings(settings)

    def player_counts(self, settings: JSON) -> list[int]:
        """How many players this house allows ("as many rooms and weapons as players", 5 or
        more): the bridge says it in the game topic (templates/indixo/how_to_join)."""
        return st.player_counts(settings)

    def setup(self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON,
              roll: JSON | None = None) -> Outcome:
        """The house, the weapons in their rooms, the killer drawn; night 1 begins."""
        return st.setup(settings, players, chance, pinned)

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """Night: the rooms, then the actions (then the ghost's switch, if asked). Day: the
        votes (then the last words), the killer's guess, and the chief to name or the
        stranded weapons to place when the morning asked."""
        if state["finished"]:
            return ()
        n = state["number"]
        hours = state["settings"]
        if state["phase"] == "night":
            return (self._night_step(state, n, hours),)
        phase = f"day-{n}"
        found = [Step(f"{phase}-votes", tuple(state["alive"]), "topic",
                      After(hours["stop_hours"] * 60, from_phase=True), early=True, number=n,
                      phase=phase)
                 if state["votes"] is None else
                 Step(f"{phase}-words", (), "topic", After(hours["last_words_minutes"]),
                      number=n, phase=phase)]
        found.append(Step(f"{phase}-guess", (state["killer"],), "desk", None, number=n,
                          phase=phase, announce="awaited"))
        if state["chief_namer"]:
            found.append(Step(f"{phase}-chief", (state["chief_namer"],), "desk",
                              After(hours["chief_minutes"]), early=True, number=n,
                              phase=phase, announce="none"))
        if state["stranded"]:
            found.append(Step(f"{phase}-stranded", (state["stranded"]["by"],), "desk",
                              After(hours["redistribute_minutes"]), early=True, number=n,
                              phase=phase, announce="none"))
        return tuple(found)

    @staticmethod
    def _night_step(state: JSON, n: int, hours: Mapping[str, Any]) -> Step:
        phase = f"night-{n}"
        if state["stage"] == "switch":
            return Step(f"{phase}-switch", (state["pending"]["ghost"],), "desk",
                        After(hours["switch_minutes"]), early=True, number=n, phase=phase,
                        announce="none")
        if state["stage"] == "rooms":
            return Step(f"{phase}-rooms", night.everyone(state), "desk",
                        After(hours["room_hours"] * 60, from_phase=True), early=True,
                        number=n, phase=phase)
        return Step(f"{phase}-actions", night.everyone(state), "desk",
                    After(hours["night_hours"] * 60, from_phase=True), early=True, number=n,
                    phase=phase)

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """Read a player's message (French, English or Russian) into an order."""
        return orders.read(state, ctx, text)

    def accept(
        self, state: JSON, ctx: Context, order: Order, in_force: Mapping[str, Submitted]
    ) -> Accepted | Rejection:
        """Check an order against its step, the speaker's role and the state."""
        return desk.accept(state, ctx, order, in_force)

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """A post in the game topic at night: a vote is refused, an order is left to the
        bridge's warning, chat is warned about or ignored as the `night_posts` setting says.
        A desk no step listens to is the bridge's to answer."""
        if state["finished"] or state["phase"] != "night" or ctx.channel != "topic":
            return None
        vote = orders.read(state, ctx, text)
        if isinstance(vote, Order) and vote.kind in ("vote", "chief_vote"):
            return Rejection("vote_at_night", {"code": "vote_at_night"})
        private = replace(ctx, channel="desk", step=self._night_step(
            state, state["number"], state["settings"]).key)
        if isinstance(orders.read(state, private, text), Order):
            return None  # the bridge warns privately that orders are not given in public
        if state["settings"]["night_posts"] == "warn":
            return Rejection("night_post", {"code": "night_post"})
        return None

    def resolve(
        self, state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]], chance: Any
    ) -> Outcome:
        """Resolve the step `key` (see `steps` for which exist)."""
        return views.pictured(self._resolve(state, key, orders, chance))

    def _resolve(
        self, state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]], chance: Any
    ) -> Outcome:
        mine = orders.get(key, {})
        stage = desk.stage_of(key)
        if stage == "rooms":
            return night.close_rooms(state, mine, chance)
        if stage == "actions":
            return night.close_actions(state, mine, chance)
        if stage == "switch":
            return night.close_switch(state, mine, chance)
        if stage == "stranded":
            return night.close_stranded(state, mine, chance)
        if stage == "chief":
            return day.close_chief(state, mine, chance)
        if stage == "votes":
            return day.close_votes(state, orders, chance)
        if stage == "words":
            return day.tally(state, orders, chance)
        return Outcome(state, review=False)  # the guess closes with the tally

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """What `viewer` may see."""
        return views.view(state, viewer)

    def picture(self, view: JSON) -> bytes | None:
        """The house as `view` shows it, as PNG bytes."""
        return drawing.picture(view)


GAME = IndixoGame()

__all__ = ["GAME", "IndixoGame"]
