"""GAMENAME (game id `GAMEID`): the game as the bridge sees it.

The starter game is "closest number": each round every player picks a number from 1 to
`top` in private, the bot rolls a die of `top` faces, and the pick(s) closest to it score a
point; after the last round, the most points win. Replace it with your own game:

- here: the game's names, player counts, languages and settings, and which module answers
  each of the bridge's questions (`gamemaster.game`'s `Game`: see rules/base.py's docstring
  for how the bridge drives a game);
- `reading.py`: how a player's message becomes an order;
- `play.py`: the rules (set-up, steps, resolution, what each reader sees);
- `locale/<lang>/GAMEID.ftl`: every word the bot says, in each language;
- `templates/*.md.j2`: the notices and the pieces the bridge includes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from gamemaster.game import (
    JSON,
    Accepted,
    Chance,
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

from GAMEID import play, reading

SETTINGS: tuple[Setting, ...] = (
    Setting("rounds", 3, ("manches", "раунды")),
    Setting("top", 20, ("max", "plafond", "максимум")),
    Setting("hours", 24, ("heures", "часы")),
)
"""What the GM may change per game (`new game GAMEID "Title" rounds=5`), with its default and
the other names a GM may type for it. What each does is said in the catalogs, as
`GAMEID-setting-<name>`; `play.RANGES` bounds each."""


class Game(OpenSignUp):
    """GAMENAME as the bridge drives it. `OpenSignUp`: players sign up with the bridge's own
    words ("je participe") and the game keeps no roster across games."""

    id = "GAMEID"
    names: Mapping[str, str] = MappingProxyType(
        {"fr": "GAMENAME", "en": "GAMENAME", "ru": "GAMENAME"})
    min_players = 2
    max_players = 20
    settings: tuple[Setting, ...] = SETTINGS
    defaults: Mapping[str, Any] = defaults_of(SETTINGS)
    aliases: Mapping[str, str] = aliases_of(SETTINGS)
    languages: tuple[str, ...] = ("fr", "en", "ru")

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Refuse, at creation, settings the game cannot run with (`setup_refused` says why)."""
        return play.check_settings({**self.defaults, **settings})

    def setup(self, settings: JSON, players: Sequence[str], chance: Chance, pinned: JSON,
              roll: JSON | None = None) -> Outcome:
        """The first state and the opening notice; `SetupRefused` for too few players."""
        return play.setup({**self.defaults, **settings}, players)

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """What the game waits for now: the open round, or nothing once the game is over."""
        return play.steps(state)

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """A player's message read into an order (`reading.py`)."""
        return reading.parse(state, text)

    def accept(self, state: JSON, ctx: Context, order: Order,
               in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
        """An order checked against the rules; a later one replaces it until the round ends."""
        return play.accept(state, ctx.speaker, order)

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """A post where no step listens (the game topic): left to the bridge."""
        return None

    def resolve(self, state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]],
                chance: Chance) -> Outcome:
        """The round `key` resolved with the picks in force (pure: same inputs, same outcome)."""
        return play.resolve(state, orders.get(key, {}), chance)

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """What `viewer` may see: here everyone sees the same (picks are public once a round
        is resolved, and the picks of the open round are not in the state)."""
        return play.view(state)

    def status(self, view: JSON) -> JSON:
        """The fields the live status shows beyond the view, read from the view alone."""
        return play.status(view)

    def public_orders(self, state: JSON, key: str) -> bool:
        """The results tell every pick: the sealed orders' salts come with them."""
        return True

    def picture(self, view: JSON) -> bytes | None:
        """No picture: a game with a board returns a PNG of it here."""
        return None


GAME = Game()

__all__ = ["GAME", "SETTINGS", "Game"]
