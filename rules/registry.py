"""Where the bridge finds games by id. A new game adds one line here."""

from __future__ import annotations

from rules.base import Game


def _games() -> dict[str, Game]:
    from rules.arena import GAME as ARENA
    from rules.highway import GAME as HIGHWAY
    from rules.indixo import GAME as INDIXO
    from rules.mud import GAME as MUD

    return {MUD.id: MUD, INDIXO.id: INDIXO, ARENA.id: ARENA, HIGHWAY.id: HIGHWAY}


def get(game_id: str) -> Game | None:
    """The game with this id, or None."""
    return _games().get(game_id)


def ids() -> list[str]:
    """Every game id the bridge can run."""
    return sorted(_games())
