"""Routing: what a post is, and which handler takes it.

Deletions and recoveries first; then the bot's own posts and discobot outside a game
(ignored), posts outside any game (a status asked for, status markers: `bridge.publishing.embeds`),
a private conversation with the bot (a new game or help: `bridge.handlers.creation`), and posts in a
game's topics: discobot's rolls and public posts (`bridge.handlers.public`), the GM desk
(`bridge.handlers.gmdesk`), a player's desk (the bridge's own words, `bridge.handlers.desk`, else an
order, `bridge.handlers.orders`), a group conversation (talk, or an order where the game takes
them there: `bridge.handlers.orders.group_post`). An edited sign-up or GM command is not a
second one.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow, OutboxRow, TopicRow
from bridge.handlers.creation import direct_message
from bridge.handlers.desk import player_word
from bridge.handlers.gmdesk import gm_command
from bridge.handlers.orders import group_post, take_order, withdraw_deleted
from bridge.handlers.public import discobot_reply, public_post
from bridge.players import find_player, may_command
from bridge.publishing.embeds import embed_request, status_markers
from bridge.publishing.parts import Parts


def route(parts: Parts, session: Session, row: InboundRow,
          participants: frozenset[str] | None) -> None:
    """Send a post to its handler. A handler may end it `ignored`; any other way out
    leaves it to the bus (`bridge.handlers.bus`) to end `done`."""
    topic = session.scalar(select(TopicRow).where(TopicRow.discourse_id == row.topic_id))
    if topic is not None:
        topic.last_post_number = max(topic.last_post_number, row.post_number)
    author = row.username.lower()
    if _deletions(parts, session, row):
        return
    if author in (parts.bot, "system") or (author == "discobot" and topic is None):
        row.status = "ignored"
    elif topic is None and not row.private:  # a status asked for, or status markers
        embedded = embed_request(parts, session, row)
        if not status_markers(parts, session, row) and not embedded:
            row.status = "ignored"
    elif topic is None:
        if (participants is None or parts.bot not in participants
            or _made_a_game(session, row)):
            row.status = "ignored"  # an edited creation is not a second game
        else:
            direct_message(parts, session, row)
    elif topic.role != "player" and _seen_before(session, row):
        row.status = "ignored"  # an edited sign-up or GM command is not a new one
    else:
        game = session.get(GameRow, topic.game_id,
                           with_for_update=parts.db.is_postgres)  # one game, one writer
        assert game is not None
        _in_game_topic(parts, session, row, game, topic)


def _deletions(parts: Parts, session: Session, row: InboundRow) -> bool:
    """Deleted and recovered posts; True when the row is handled here. A deletion
    withdraws the orders the post holds (`withdraw_deleted`) unless the post is deleted
    already. A version of a deleted post is ignored: the text an author's withdrawal
    puts in (a version of its own, recorded as `withdrawn` too, whichever of the two
    arrives first), and an earlier version arriving late. A recovery is routed as the
    post written at the moment of the recovery (its orders count again from then),
    unless the post is not deleted, or its text came back already as a new version (an
    author's recovery is an edit, received just before)."""
    events = list(session.scalars(select(InboundRow).where(
        InboundRow.post_id == row.post_id, InboundRow.event != "", InboundRow.id != row.id)
        .order_by(InboundRow.id)))
    earlier = [e for e in events if e.id < row.id]
    standing = earlier[-1] if earlier and earlier[-1].event != "recovered" else None
    if row.event in ("deleted", "withdrawn"):
        if standing is None:
            withdraw_deleted(parts, session, row)
        else:
            row.status = "ignored"
        return True
    if row.event == "recovered":
        if standing is None or session.scalar(select(InboundRow.id).where(
                InboundRow.post_id == row.post_id, InboundRow.event == "",
                InboundRow.version > standing.version, InboundRow.id > standing.id,
                InboundRow.id < row.id).limit(1)) is not None:
            row.status = "ignored"
            return True
        return False
    if any(e.event == "withdrawn" and e.version == row.version for e in events) or (
            standing is not None and row.version <= standing.version):
        row.status = "ignored"
        return True
    return False


def _seen_before(session: Session, row: InboundRow) -> bool:
    """Whether an earlier version of this post was already received."""
    return session.scalar(select(InboundRow.id).where(
        InboundRow.post_id == row.post_id, InboundRow.id < row.id).limit(1)) is not None


def _made_a_game(session: Session, row: InboundRow) -> bool:
    """Whether an earlier version of this direct message created a game (its answer, the
    game's link, belongs to a game; a refusal or the help does not: an edit that mends a
    refused creation creates the game)."""
    earlier = select(InboundRow.id).where(InboundRow.post_id == row.post_id,
                                          InboundRow.id < row.id)
    keys = [f"in{number}:reply" for number in session.scalars(earlier)]
    return bool(keys) and session.scalar(select(OutboxRow.id).where(
        OutboxRow.key.in_(keys), OutboxRow.game_id.is_not(None)).limit(1)) is not None


def _in_game_topic(
    parts: Parts, session: Session, row: InboundRow, game: GameRow, topic: TopicRow
) -> None:
    author = row.username
    if author.lower() == "discobot":
        discobot_reply(parts, session, row, game, topic)
    elif topic.role == "gm":
        if may_command(game, author):
            gm_command(parts, session, row, game)
        else:
            row.status = "ignored"
    elif topic.role == "game":
        public_post(parts, session, row, game)
    elif topic.role == "player":
        player = find_player(session, game, author)
        if author.lower() != topic.owner.lower():
            row.status = "ignored"
        elif player is None or not player_word(parts, session, row, game, player):
            take_order(parts, session, row, game, author, "desk")
    elif topic.role == "group":
        group_post(parts, session, row, game, topic)
    else:
        row.status = "ignored"

