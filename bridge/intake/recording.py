"""Recording: a post as it arrives, stored once per version.

The webhook receiver and the backfill both record; the digest that keys a post holds its
event (a version as written, withdrawn by its author, deleted by staff, recovered) and the
time it counts from, so the same post seen twice is one row and handled once. A delivery
refused at the edge stores nothing but a count by reason (`count_refusal`, for `/metrics`).
"""

from __future__ import annotations

import hashlib
import logging
from datetime import datetime
from typing import Any

from sqlalchemy import insert
from sqlalchemy.exc import SQLAlchemyError

from bridge.db import DeliveryRow, InboundRow, RefusalRow
from bridge.intake.inbound import IncomingPost
from bridge.publishing.parts import Parts

log = logging.getLogger(__name__)


def inbound_key(parts: Parts, post: IncomingPost, event: str = "") -> tuple[str, str, datetime]:
    """How a post is recorded: its event ("" a version as written, `withdrawn` by its
    author or `deleted` by staff, `recovered`), the digest that keys it with its id and
    version, and the time it counts from. A post the forum says is deleted is a deletion
    whatever brought it (webhook or backfill). A deletion counts from when it was made
    (an author's withdrawal is a new version: its edit time), a recovery from when it is
    received (staff recovery changes no time on the post); their digests hold that time,
    so a post deleted, recovered and deleted again is three records, and the same
    deletion seen twice (its webhook, then the backfill) one."""
    if event in ("", "deleted") and post.deleted:
        event = "withdrawn" if post.user_deleted else "deleted"
    if not event:
        return "", post.digest, post.sent_at
    moment = (parts.clock() if event == "recovered" else
              post.deleted_at if event == "deleted" and post.deleted_at else post.sent_at)
    text = f"{event}\n{moment.isoformat()}\n{post.raw}"
    return event, hashlib.sha256(text.encode("utf-8", "replace")).hexdigest(), moment


def record(parts: Parts, post: IncomingPost, via: str,
           delivery: dict[str, Any] | None = None, event: str = "") -> bool:
    """Store a post once per (id, version, text), and the webhook delivery that brought
    it, in one short transaction; False when the post was already there. `event`:
    `deleted` or `recovered` for a post_destroyed or post_recovered (`inbound_key`)."""
    now = parts.clock()
    event, digest, sent_at = inbound_key(parts, post, event)
    values = {
        "post_id": post.post_id, "version": post.version, "digest": digest,
        "topic_id": post.topic_id, "post_number": post.post_number,
        "reply_to_post_number": post.reply_to_post_number, "username": post.username,
        "staff": post.staff, "private": post.private, "raw": post.raw,
        "sent_at": sent_at, "via": via, "received_at": now, "status": "pending",
        "note": "", "attempts": 0, "event": event,
    }
    with parts.db.connection() as connection:
        once = parts.db.insert_once(InboundRow, ["post_id", "version", "digest"])
        new = connection.execute(once, values).first() is not None
        if delivery is not None:
            connection.execute(insert(DeliveryRow), {
                **delivery, "outcome": "new" if new else "duplicate",
                "post_id": post.post_id})
    return bool(new)


def log_delivery(parts: Parts, delivery: dict[str, Any], outcome: str,
                 post_id: int | None = None) -> None:
    """Keep a webhook delivery that brought no post to record (ignored events)."""
    with parts.db.connection() as connection:
        connection.execute(insert(DeliveryRow),
                           {**delivery, "outcome": outcome, "post_id": post_id})


def count_refusal(parts: Parts, reason: str) -> None:
    """Count a delivery refused at the edge: one upsert of its reason's row, never a row per
    delivery. A count that cannot be written is logged; the refusal is answered all the same."""
    statement = parts.db.upsert(RefusalRow).values(reason=reason, count=1, last_at=parts.clock())
    statement = statement.on_conflict_do_update(
        index_elements=["reason"],
        set_={"count": RefusalRow.count + 1, "last_at": statement.excluded.last_at})
    try:
        with parts.db.connection() as connection:
            connection.execute(statement)
    except SQLAlchemyError as exc:
        log.warning("webhook refusal (%s) not counted: %s", reason, type(exc).__name__)
