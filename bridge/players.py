"""Who is who in a game: a player by forum name (compared as Discourse does, ignoring
case), the seat a forum user plays (themselves or as a stand-in), and who may command.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, PlayerRow


def may_command(game: GameRow, username: str) -> bool:
    """The GM, or a co-GM the GM added."""
    wanted = username.casefold()
    return wanted == game.gm.casefold() or wanted in (
        str(name).casefold() for name in game.co_gms or [])



def find_player(session: Session, game: GameRow, username: str) -> PlayerRow | None:
    """The player with this forum username (compared as Discourse does, ignoring case)."""
    wanted = username.casefold()
    return next((p for p in players_of(session, game)
                 if p.username.casefold() == wanted), None)


def find_seat(session: Session, game: GameRow, username: str) -> PlayerRow | None:
    """The player this forum user plays as: themselves, or the player who named them
    their stand-in."""
    player = find_player(session, game, username)
    if player is not None:
        return player
    wanted = username.casefold()
    return next((p for p in players_of(session, game)
                 if p.stand_in and p.stand_in.casefold() == wanted), None)


def players_of(session: Session, game: GameRow) -> list[PlayerRow]:
    return list(session.scalars(
        select(PlayerRow).where(PlayerRow.game_id == game.id).order_by(PlayerRow.id)
    ))

