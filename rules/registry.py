"""Where the bridge finds games: found, not listed. Every installed distribution may register
games under the entry-point group `gamemaster.games`, one entry per game, named by the game's
id, pointing at its `Game` object (`mud = "rules.mud:GAME"` in this repository's
pyproject.toml; `mafia = "mafia:GAME"` in games/mafia's). Installing a package adds its game,
uninstalling it removes it; nothing in the bridge names a game."""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from types import MappingProxyType

from rules.base import Game

GROUP = "gamemaster.games"


class RegistryError(RuntimeError):
    """An installed game cannot be run: its entry does not load, is named other than its
    game's id, or two distributions register the same id."""


@dataclass(frozen=True)
class Installed:
    """A game as installed: the distribution that brought it and its version, and its home,
    the folder of the module defining its game (its `templates/` and `locale/` are there)."""

    game: Game
    distribution: str
    version: str
    home: Path


@cache
def installed() -> Mapping[str, Installed]:
    """Every game the installed distributions register, by id (read once per process)."""
    found: dict[str, Installed] = {}
    for entry in entry_points(group=GROUP):
        try:
            game = entry.load()
        except Exception as error:  # a broken package must say which it is
            raise RegistryError(f"{GROUP} entry {entry.name!r} ({entry.value}) does not "
                                f"load: {error}") from error
        if getattr(game, "id", None) != entry.name:
            raise RegistryError(f"{GROUP} entry {entry.name!r} ({entry.value}) is a game "
                                f"whose id is {getattr(game, 'id', None)!r}")
        dist = entry.dist
        name, version = (dist.metadata["Name"], dist.version) if dist else ("?", "?")
        if entry.name in found and found[entry.name].distribution != name:
            raise RegistryError(f"the game {entry.name!r} is registered by both "
                                f"{found[entry.name].distribution} and {name}")
        found[entry.name] = Installed(game, name, version,
                                      Path(inspect.getfile(type(game))).resolve().parent)
    return MappingProxyType(dict(sorted(found.items())))


def get(game_id: str) -> Game | None:
    """The game with this id, or None."""
    entry = installed().get(game_id)
    return entry.game if entry else None


def ids() -> list[str]:
    """Every game id the bridge can run."""
    return sorted(installed())
