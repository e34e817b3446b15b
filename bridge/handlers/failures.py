"""A post whose handling failed is not left unanswered.

The bus (`bridge.handlers.bus`) ends a post `failed` when its handler raises: a bug of ours,
since bad input gets its own answer. Its transaction was rolled back, so nothing of it was
stored or queued. Then, in a transaction of its own:

- in the GM desk, the GM is told that the command was not carried out, with the error;
- in a player's desk, the player is told that nothing changed and that the GM knows; the GM
  is told in the GM desk, naming the post;
- in the game topic or a group conversation, only the GM is told (a public answer would be
  noise in the game);
- a message outside the game's topics (a direct message to the bot) is only logged: whether
  the bot is in that conversation is the forum's to say, and it was not asked.

The post is told once: the outbox keys are the post's own.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow, TopicRow
from bridge.handlers.tell import private, reply
from bridge.publishing.parts import Parts
from rules.base import GM


def tell_failed(parts: Parts, session: Session, row: InboundRow, error: str) -> None:
    """Say that `row` could not be handled, to whoever must know (above)."""
    if row.username.lower() in (parts.bot, "system", "discobot"):
        return
    topic = session.scalar(select(TopicRow).where(TopicRow.discourse_id == row.topic_id))
    game = session.get(GameRow, topic.game_id) if topic is not None else None
    if topic is None or game is None:
        return
    detail = error[:500]
    in_own_desk = topic.role == "player" and topic.owner.lower() == row.username.lower()
    if topic.role == "gm":
        reply(parts, session, row, parts.publisher.text(
            session, game, GM, "bridge", "handling_failed", by="gm", error=detail),
            suffix="failed", game=game)
        return
    if in_own_desk:
        reply(parts, session, row, parts.publisher.text(
            session, game, row.username, "bridge", "handling_failed", by="player",
            error=detail), suffix="failed", game=game)
    where = "desk" if in_own_desk else topic.role
    private(parts, session, game, row, GM, "handling_failed_gm", author=row.username,
            where=where, number=row.post_number, error=detail)
