"""Who is in the bot's private conversations, and what happens when a stranger comes in.

A GM desk holds the drafts and every secret of a game (the killer, every room and action);
a player's desk that player's secrets. Discourse lets any member of a private conversation
invite someone else into it (`Topic#invite`, `app/models/topic.rb`), and says so with a
small-action post by the inviter (`action_code` "invited_user", `action_code_who` the
invitee; "removed_user" when someone is taken out), delivered to the webhooks as any post.

When someone who has no place there comes into one of a game's conversations (a GM's friend
in the GM desk, a player's ally in their desk), the topic remembers them
(`TopicRow.strangers`): the outbox posts nothing more there (`held`), and the GM is told at
once, in a new conversation of their own, who came in and how to mend it. When they are
removed (or made co-GM with `co-mj`), what waited goes out.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, TopicRow
from bridge.delivery.outbox import PRIVATE_ROLES, enqueue
from bridge.publishing.publish import Publisher, guests
from rules.base import GM

INVITED = "invited_user"
REMOVED = "removed_user"
ACTIONS = (INVITED, REMOVED)
"""The small actions that change who is in a conversation."""


def places(game: GameRow, topic: TopicRow, bot: str) -> set[str]:
    """Who may be in a game's private conversation (folded): the bot and its helpers
    (system, discobot and the game's guests), then the GM and co-GMs in the GM desk, the
    player in their desk, the members in a group's."""
    names = {bot, "system", "discobot", *guests(game)}
    if topic.role == "gm":
        names |= {game.gm, *(game.co_gms or [])}
    elif topic.role == "player":
        names.add(topic.owner.split("#", 1)[0])  # a seat given away: `<player>#<id>`
    elif topic.role == "group":
        names |= set(topic.owner.split("#", 1)[0].split(","))
    return {str(name).casefold() for name in names if name}


def strangers_of(game: GameRow, topic: TopicRow, members: list[str] | tuple[str, ...],
                 bot: str) -> list[str]:
    """Those of `members` who have no place in the conversation."""
    allowed = places(game, topic, bot)
    return sorted({name for name in members if name.casefold() not in allowed})


def on_action(session: Session, publisher: Publisher, *, topic_id: int, action: str,
              actor: str, who: str, bot: str, now: datetime) -> bool:
    """A small action in a forum topic: someone invited into or removed from one of a
    game's private conversations. True when it changed who is a stranger there."""
    if action not in ACTIONS or not who:
        return False
    found = _conversation(session, topic_id)
    if found is None:
        return False
    game, topic = found
    current = [str(name) for name in topic.strangers or []]
    if action == REMOVED:
        kept = [name for name in current if name.casefold() != who.casefold()]
        if kept == current:
            return False
        topic.strangers = kept
        return True
    if actor.casefold() == bot.casefold() or who.casefold() in places(game, topic, bot):
        return False  # the bot's own invitation (a co-GM), or someone in their place
    return note(session, publisher, game, topic, [who], actor, now)


def sync(session: Session, publisher: Publisher, *, topic_id: int,
         participants: tuple[str, ...], bot: str, now: datetime) -> bool:
    """The conversation's members as the forum lists them (read by the backfill): those
    who left are strangers no more, newcomers without a place are noted. True when the
    strangers changed."""
    found = _conversation(session, topic_id)
    if found is None:
        return False
    game, topic = found
    present = {name.casefold() for name in participants}
    stayed = [str(name) for name in topic.strangers or [] if str(name).casefold() in present]
    changed = stayed != list(topic.strangers or [])
    topic.strangers = stayed
    return note(session, publisher, game, topic, strangers_of(game, topic, participants, bot),
                "", now) or changed


def _conversation(session: Session, topic_id: int) -> tuple[GameRow, TopicRow] | None:
    """The game and open private conversation of a forum topic, if it is one."""
    topic = session.scalar(select(TopicRow).where(TopicRow.discourse_id == topic_id))
    if topic is None or topic.role not in PRIVATE_ROLES or topic.closed_at is not None:
        return None
    game = session.get(GameRow, topic.game_id)
    return (game, topic) if game is not None else None


def note(session: Session, publisher: Publisher, game: GameRow, topic: TopicRow,
         found: list[str], by: str, now: datetime) -> bool:
    """Remember strangers found in a conversation and tell the GM, once per stranger and
    conversation, in a conversation of the GM's own (their desk may be the one they are
    in). True when someone new was found."""
    current = [str(name) for name in topic.strangers or []]
    new = [name for name in found if name.casefold() not in {c.casefold() for c in current}]
    if not new:
        return False
    topic.strangers = [*current, *new]
    for who in new:
        raw = publisher.text(session, game, GM, "bridge", "desk_intruder", where={
            "role": topic.role, "owner": topic.owner}, who=who, by=by,
            strangers=list(topic.strangers))
        title = publisher.text(session, game, GM, "bridge", "notice_title")
        enqueue(session, key=f"g{game.id}:stranger:{topic.id}:{who.casefold()}", kind="pm",
                raw=raw, now=now, game_id=game.id, title=title.strip(), recipients=[game.gm])
    return True


def welcome(topic: TopicRow, user: str) -> None:
    """Someone now has a place in the conversation (a new co-GM): no stranger there."""
    topic.strangers = [name for name in topic.strangers or []
                       if str(name).casefold() != user.casefold()]
