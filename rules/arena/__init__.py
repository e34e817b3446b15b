"""Clan arena — "L'arène des clans" (game id `arena`); rules in shared/rules/arena.md.

Clans of warriors, each with four characteristics (attaque, défense, tir, bouclier), meet in
an arena of zones; every round each warrior declares one action in public, and the round is
resolved at once on the positions at its start. The modules: `state` (settings, the map,
sign-up, placement, who is where), `signup` (the arena's own sign-up and the roster),
`orders` (the grammar, in French, English and Russian, its words as data in `words.toml`;
`russian` holds what Russian adds),
`actions` (what a warrior, or their chief for them, may declare),
`combat` (one round: melee, shooting, the defender's choice, wounds, eliminations, moves,
the end of the game), `desk` (steps, checks, resolutions, views), `picture`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from rules.arena import desk, russian, signup
from rules.arena import picture as drawing
from rules.arena import state as st
from rules.base import (
    JSON,
    PUBLIC,
    Accepted,
    Context,
    Enrolment,
    Notice,
    Order,
    Outcome,
    Rejection,
    Setting,
    SetupRefused,
    Step,
    Submitted,
    aliases_of,
    defaults_of,
)


class ArenaGame:
    """The clan arena as the bridge sees it (satisfies `rules.base.Game`)."""

    id = "arena"
    names: Mapping[str, str] = MappingProxyType({"fr": "L'arène des clans",
                                                 "en": "The clan arena",
                                                 "ru": "Арена кланов"})
    min_players = 2
    max_players = 36
    settings: tuple[Setting, ...] = st.SETTINGS
    defaults: Mapping[str, Any] = defaults_of(st.SETTINGS)
    aliases: Mapping[str, str] = MappingProxyType({
        **aliases_of(st.SETTINGS), "attaque": "attack", "défense": "defence",
        "defense": "defence", "tir": "shooting", "bouclier": "shield", **russian.ALIASES,
        "blessures": "lost", "blessure": "lost", "perdu": "lost", "perdus": "lost",
        "pertes": "lost", "wounds": "lost", "wound": "lost", "раны": "lost",
        "увечья": "lost", "потери": "lost"})
    """The settings' French and Russian names (`aliases_of(settings)`), and beyond them the
    roster's fields' names: the characteristics' (for the GM's `registre` / `реестр`:
    атака, защита, стрельба, щит), and the wounds' (the roster's `lost`:
    `registre @bob tir 0 blessures tir 2`)."""
    roster_fields: Mapping[str, Any] = MappingProxyType({
        **{name: None for name in st.CHARACTERISTICS},
        "lost": {name: 0 for name in st.CHARACTERISTICS}})
    """What a roster entry holds, for the GM's `registre` to create one (a veteran of an
    arena run by hand): the four characteristics, which the GM must give, and the points
    lost to wounds, none unless the GM says (a record: nothing checks it)."""
    languages: tuple[str, ...] = ("fr", "en", "ru")

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Budget and bounds, counts, the map, the calendar, the tie rule."""
        return st.check_settings(settings)

    def enrol(self, settings: JSON, roll: JSON, ctx: Context, text: str,
              roster: Mapping[str, JSON]) -> Enrolment | Rejection | None:
        """Chiefs, clans, rallying, the one refusal, the spread at a first sign-up."""
        return signup.enrol(settings, roll, ctx.speaker, ctx.channel, text, roster)

    def setup(self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON,
              roll: JSON | None = None) -> Outcome:
        """Sign-up closes: each chief is asked where the clan starts."""
        state = {k: v for k, v in (roll or st.new_state(settings)).items()
                 if k not in ("waiting", "newcomers")}
        closed = st.close_signup(state)
        if isinstance(closed, Rejection):
            raise SetupRefused(closed.code, **closed.params)
        start = closed["settings"]["map"]["start"]
        notices = [Notice(PUBLIC, "clans", {"clans": desk.standing(closed)})]
        notices += [Notice(c["chief"], "placement_ask", {
            "clan": c["name"], "members": list(c["members"]), "zones": list(start)})
            for c in closed["clans"]]
        return Outcome(closed, notices, [{"event": "signup_closed"}], review=False)

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """The placement, then each round, then the choices a round waits for."""
        return desk.steps(state)

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """A placement, an action, or a defender's choice."""
        return desk.parse(state, ctx, text)

    def accept(self, state: JSON, ctx: Context, order: Order,
               in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
        """Checked on the start-of-round positions; the warrior's word beats the chief's."""
        return desk.accept(state, ctx, order, in_force)

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """Talk outside a round is the warriors' own: the bridge's default."""
        return None

    def resolve(self, state: JSON, key: str,
                orders: Mapping[str, Mapping[str, Submitted]], chance: Any) -> Outcome:
        """The placement, a round (melee, shooting, choices, wounds, moves, the end)."""
        return desk.resolve(state, key, orders, chance)

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """Everything but a round still waiting for its choices."""
        return desk.view(state, viewer)

    def status(self, view: JSON) -> JSON:
        """The live status's fields (shared/DESIGN.md): round, finished, winner_clan, the
        warriors as a list, and the zones' holdings."""
        from rules.arena.status import status

        return status(view)

    def picture(self, view: JSON) -> bytes | None:
        """The zones with their borders, the warriors by clan, the fallen."""
        return drawing.picture(view)

    def roster(self, state: JSON) -> Mapping[str, JSON]:
        """Each warrior's characteristics, wounds included, for the next game."""
        return desk.roster(state)


GAME = ArenaGame()

__all__ = ["GAME", "ArenaGame"]
