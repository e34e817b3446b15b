"""The outbox: messages are rows written with the state change that caused them; the sender
(`bridge.delivery.sender`) posts them in order through the forum, paced, retrying on
429/5xx/timeouts, never twice, a message that may already have gone out being first looked for by
its marker, an invisible HTML comment holding its key.

A marker is plain text that anyone can type (Discourse hides HTML comments but keeps them in
the raw text), and its key is easy to guess: it counts only in a post the bot wrote. A topic
the bot opened is found again by the marker of its first post, never by its title, which
Discourse rewrites (`title_prettify`, `lib/text_cleaner.rb`).
"""

from __future__ import annotations

import os
import re
import secrets
import socket
from datetime import datetime
from typing import Any

from sqlalchemy import or_, select, update
from sqlalchemy.orm import Session

from bridge.db import OutboxRow, TopicRow

MARKER = "<!-- gamemaster:{key} -->"
PADDED = "<!-- padded -->"
"""Marks a message lengthened once after the forum found it too short."""
PRIVATE_ROLES = ("gm", "player", "group")
"""A game's conversations whose posts are for their members alone (`bridge.handlers.members`)."""
TOPIC_LINK = re.compile(r"⟦topic:(\d+)⟧")
"""Placeholder for the forum address of a topic the outbox creates (known only once sent)."""


def marker(key: str) -> str:
    """The invisible marker written at the end of every bot post."""
    return MARKER.format(key=key)


def strip_marker(raw: str) -> str:
    """A message's text without its invisible comments (for showing it to the GM)."""
    return re.sub(r"\s*<!--.*?-->", "", raw).strip()


def destination_of(queued: Any) -> tuple[str, int]:
    """The forum topic (or the topic yet to be made) a queued message goes to, from its
    row's `kind`, `edit_of`, `topic_ref`, `discourse_topic_id` and its topic's `discourse_id`:
    messages to one destination keep their order."""
    if queued.kind == "edit":
        return ("edit", queued.edit_of or 0)
    if queued.topic_ref is not None:
        if queued.discourse_id is not None:
            return ("topic", queued.discourse_id)
        return ("ref", queued.topic_ref)
    if queued.discourse_topic_id is not None:
        return ("topic", queued.discourse_topic_id)
    return ("row", queued.id)


def enqueue(
    session: Session,
    *,
    key: str,
    kind: str,
    raw: str,
    now: datetime,
    game_id: int | None = None,
    topic: TopicRow | None = None,
    discourse_topic_id: int | None = None,
    title: str = "",
    recipients: list[str] | None = None,
    picture: bytes | None = None,
    reply_to_post_number: int | None = None,
    edit_of: int | None = None,
) -> OutboxRow | None:
    """Add a message to the outbox in the caller's transaction; None if `key` is there."""
    if session.scalar(select(OutboxRow.id).where(OutboxRow.key == key)) is not None:
        return None
    row = OutboxRow(
        key=key,
        game_id=game_id,
        kind=kind,
        topic_ref=topic.id if topic is not None else None,
        discourse_topic_id=discourse_topic_id,
        title=title,
        recipients=list(recipients or []),
        raw=raw,
        picture=picture,
        reply_to_post_number=reply_to_post_number,
        edit_of=edit_of,
        created_at=now,
        not_before=now,
    )
    session.add(row)
    session.flush()
    return row


def queue_edit(session: Session, *, anchor: int, key: str, raw: str, now: datetime,
               game_id: int | None, topic_id: int | None = None) -> None:
    """Give a post new text through the outbox: an edit waiting to go out and not yet
    claimed by a sender takes the new text (one call instead of two); else a new edit is
    queued, after the others to that post. The conditional update loses to a sender that
    claimed the edit first, so no text is ever lost."""
    waiting = session.scalar(select(OutboxRow.id).where(
        OutboxRow.edit_of == anchor, OutboxRow.kind == "edit", OutboxRow.status == "pending")
        .order_by(OutboxRow.id.desc()).limit(1))
    if waiting is not None:
        taken = session.execute(
            update(OutboxRow).where(
                OutboxRow.id == waiting, OutboxRow.status == "pending",
                or_(OutboxRow.lease_until.is_(None), OutboxRow.lease_until <= now))
            .values(raw=raw).execution_options(synchronize_session="fetch"))
        if getattr(taken, "rowcount", 0) == 1:
            return
    enqueue(session, key=key, kind="edit", raw=raw, now=now, game_id=game_id,
            discourse_topic_id=topic_id, edit_of=anchor)


def worker_id() -> str:
    """Who claims outbox rows: host, process and a random token (pids are reused)."""
    return f"{socket.gethostname()[:80]}:{os.getpid()}:{secrets.token_hex(4)}"
