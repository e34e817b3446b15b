"""How much each player talked in the game topic during a phase, for the GM: when a phase
played in the game topic ends (a Mafia day) in a game with a `min_posts` setting, the GM's
desk gets every living player's count of posts in that phase, those under `min_posts`
named (mafia.md, "Running the game": the GM replaces or removes who does not play).

A post counts once whatever its edits (its first version), in the game topic, sent between
the phase's beginning and the step's close; sign-ups, the bot's posts and deleted posts do
not count.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, InboundRow, PlayerRow, TopicRow
from rules.base import Step


def counts(session: Session, game: GameRow, players: tuple[str, ...], since: datetime,
           until: datetime) -> dict[str, int]:
    """Posts in the game topic by each of `players` sent in [since, until]."""
    topic = session.scalar(select(TopicRow.discourse_id).where(
        TopicRow.game_id == game.id, TopicRow.role == "game"))
    if topic is None:
        return {player: 0 for player in players}
    deleted = select(InboundRow.post_id).where(InboundRow.topic_id == topic,
                                               InboundRow.event == "deleted")
    signups = select(PlayerRow.post_id).where(PlayerRow.game_id == game.id,
                                              PlayerRow.post_id.is_not(None))
    rows = session.execute(select(func.lower(InboundRow.username),
                                  func.count(func.distinct(InboundRow.post_id)))
                           .where(InboundRow.topic_id == topic, InboundRow.version == 1,
                                  InboundRow.event == "", InboundRow.sent_at >= since,
                                  InboundRow.sent_at <= until,
                                  InboundRow.post_id.not_in(deleted),
                                  InboundRow.post_id.not_in(signups))
                           .group_by(func.lower(InboundRow.username)))
    found = {name: number for name, number in rows}
    return {player: int(found.get(player.lower(), 0)) for player in players}


def phase_ended(game: GameRow, step: Step, after: tuple[Step, ...],
                now: datetime) -> dict[str, Any] | None:
    """Whether resolving `step` ends a phase played in the game topic, in a game that counts
    posts: the phase's bounds, else None."""
    minimum = game.settings.get("min_posts")
    if not isinstance(minimum, int) or isinstance(minimum, bool) or step.channel != "topic" \
            or not step.phase or step.phase in {s.phase for s in after}:
        return None
    began = open_steps.phase_began(game, step.phase)
    return None if began is None else {"since": began, "until": now, "minimum": minimum}


def report(session: Session, game: GameRow, step: Step, ended: dict[str, Any],
           after: Mapping[str, Any]) -> dict[str, Any]:
    """The GM's figures of the phase that ended: each player it awaited (those living
    during it), their posts in that order, and those under the minimum who are still in the
    game, whom the GM may replace or remove. `after`: the GM's view once the phase is
    resolved; a game that keeps a list of the living there (`alive`, shared/DESIGN.md) does
    not have the day's eliminated named among them."""
    found = counts(session, game, step.awaited, ended["since"], ended["until"])
    alive = after.get("alive")
    still_in = set(alive) if isinstance(alive, list) else set(found)
    return {"phase": step.phase, "number": step.number, "minimum": ended["minimum"],
            "counts": [{"player": player, "posts": number} for player, number in found.items()],
            "under": [player for player, number in found.items()
                      if number < ended["minimum"] and player in still_in]}
