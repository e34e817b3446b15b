"""Telling someone something: the few ways a handler queues words in the outbox.

A reply in the post's own topic, a private word in a player's or the GM's desk (or a message
of its own to someone without one), a reply in the game's public topic, and the bridge's
texts outside any game.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow
from bridge.delivery.outbox import enqueue
from bridge.players import find_player
from bridge.publishing.parts import Parts
from bridge.publishing.publish import Message
from rules.base import GM, PUBLIC


def reply(
    parts: Parts, session: Session, row: InboundRow, raw: str, suffix: str = "reply",
    game: GameRow | None = None,
) -> None:
    """Answer a post in its own topic (private desks, direct conversations)."""
    enqueue(session, key=f"in{row.id}:{suffix}", kind="reply", raw=raw,
            now=parts.clock(), game_id=game.id if game else None,
            discourse_topic_id=row.topic_id, reply_to_post_number=row.post_number)


def private(
    parts: Parts, session: Session, game: GameRow, row: InboundRow, username: str, name: str,
    **params: Any,
) -> None:
    """Tell a user something privately about a game, in their desk (the GM,
    `rules.base.GM`, in the GM desk). A player's desk is opened by the first private word
    (a live game says nothing privately at its start); anyone else gets a message of its
    own."""
    desk = (parts.publisher.topic(session, game, "gm", game.gm) if username == GM
            else parts.publisher.topic(session, game, "player", username))
    raw = parts.publisher.text(session, game, username, "bridge", name, **params)
    key = f"in{row.id}:{name}"
    if desk is not None:
        enqueue(session, key=key, kind="reply", raw=raw, now=parts.clock(), game_id=game.id,
                topic=desk)
    elif find_player(session, game, username) is not None:
        parts.publisher.queue(session, game, [Message(username, raw)], key, parts.clock())
    else:
        title = parts.publisher.text(session, game, username, "bridge", "notice_title")
        enqueue(session, key=key, kind="pm", raw=raw, now=parts.clock(), game_id=game.id,
                title=title.strip(), recipients=[username])


def bridge_text(parts: Parts, name: str, lang: str, **params: Any) -> str:
    return parts.publisher.texts.render("bridge", name, lang, "UTC", **params)


def public_reply(
    parts: Parts, session: Session, game: GameRow, row: InboundRow, name: str, **params: Any
) -> None:
    public = parts.publisher.topic(session, game, "game", "")
    raw = parts.publisher.text(session, game, PUBLIC, "bridge", name, **params)
    enqueue(session, key=f"in{row.id}:{name}", kind="reply", raw=raw,
            now=parts.clock(), game_id=game.id, topic=public,
            reply_to_post_number=row.post_number)

