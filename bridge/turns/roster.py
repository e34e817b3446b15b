"""The roster a game type keeps of each forum user from game to game (`roster` table):
the game reads it at sign-up and returns its changes after each publication (`Game.roster`);
the GM may correct an entry from the desk.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridge.db import GameRow, PlayerRow, RosterRow
from bridge.publishing.parts import Parts


def roster(session: Session, kind: str,
           usernames: list[str] | None = None) -> dict[str, dict[str, Any]]:
    """The roster entries of a game type, by forum username: those of `usernames` only
    (a sign-up post reads the speaker's), or every one."""
    query = select(RosterRow).where(RosterRow.game_kind == kind)
    if usernames is not None:
        query = query.where(RosterRow.user_key.in_([u.casefold() for u in usernames]))
    return {row.username: dict(row.entry) for row in session.scalars(query)}


def store_roster(parts: Parts, session: Session, kind: str,
                 entries: Mapping[str, Mapping[str, Any]], game: GameRow | None = None,
                 corrected: bool = False) -> None:
    """Write roster entries that changed (one row per game type and user). `corrected`:
    the GM sets them (`registre`), and the time is kept. `game`: a game writes what its
    state holds after a publication (or its set-up), and skips each entry the GM
    corrected at or after the moment that game read it (the player's sign-up in it, else
    the game's creation): the GM's correction stands, and a change that game makes to
    the entry afterwards (a wound) is the GM's to carry over, from the results."""
    now = parts.clock()
    for username, entry in entries.items():
        row = session.scalar(select(RosterRow).where(
            RosterRow.game_kind == kind, RosterRow.user_key == username.casefold()))
        if row is None:
            session.add(RosterRow(game_kind=kind, user_key=username.casefold(),
                                  username=username, entry=dict(entry), updated_at=now,
                                  corrected_at=now if corrected else None))
        elif game is not None and row.corrected_at is not None \
                and row.corrected_at >= roster_read_at(session, game, username):
            continue
        elif row.entry != dict(entry):
            row.entry = dict(entry)
            row.updated_at = now
            if corrected:
                row.corrected_at = now
    session.flush()


def roster_read_at(session: Session, game: GameRow, username: str) -> datetime:
    """When `game` read a forum user's roster entry: their sign-up in it (else its
    creation)."""
    player = session.scalar(select(PlayerRow).where(
        PlayerRow.game_id == game.id,
        func.lower(PlayerRow.username) == username.casefold()))
    return player.joined_at if player is not None else game.created_at



