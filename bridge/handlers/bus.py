"""The bus: recorded posts handed to their handler, one unit of work each.

Posts are handled in arrival order. Each is claimed by exactly one worker (SKIP LOCKED on
PostgreSQL, a conditional update on SQLite), routed (`bridge.handlers.routing.route`) and ended
`done`, `ignored` or `failed` in the same transaction as what its handler stored and queued.
A post in a private conversation the bot did not open needs the forum's word on who is in
it, asked between two transactions, never inside one; one bad post never stops the others.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any, cast

from sqlalchemy import or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from bridge.db import InboundRow, TopicRow
from bridge.delivery.forum import Forum, ForumError
from bridge.handlers.failures import tell_failed
from bridge.handlers.routing import route
from bridge.publishing.parts import Parts

log = logging.getLogger(__name__)


INBOUND_TRIES = 10
"""How often a post that needs the forum's answer (who is in a private conversation) is tried
before it is given up: 30 s, then doubling up to 15 minutes between tries (about 75 minutes
in all)."""


def process_pending(parts: Parts, forum: Forum | None = None, limit: int = 500) -> int:
    """Handle recorded posts in arrival order. Posts in unknown private conversations
    need the forum (to see who is in them) and wait for a call that has one."""
    now = parts.clock()
    with parts.db.unit() as session:
        ids = list(
            session.scalars(
                select(InboundRow.id)
                .where(InboundRow.status == "pending",
                       or_(InboundRow.not_before.is_(None), InboundRow.not_before <= now))
                .order_by(InboundRow.id)
                .limit(limit)
            )
        )
    handled = 0
    for inbound_id in ids:
        try:
            handled += _process(parts, inbound_id, forum)
        except StaleDataError:
            log.info("inbound %s: game changed meanwhile, will retry", inbound_id)
        except Exception as exc:  # one bad post must never stop the others
            log.exception("inbound %s: handling failed", inbound_id)
            _mark_failed(parts, inbound_id, repr(exc))
            handled += 1
    return handled


def _mark_failed(parts: Parts, inbound_id: int, note: str) -> None:
    """End a post whose handler raised `failed`, then say so to whoever must know
    (`bridge.handlers.failures`): its writer in a desk, the GM. Saying it is a transaction
    of its own, so that a failure there cannot undo the ending."""
    with parts.db.unit() as session:
        row = session.get(InboundRow, inbound_id)
        if row is None or row.status != "pending":
            return
        row.status = "failed"
        row.note = note[:2000]
    try:
        with parts.db.unit() as session:
            row = session.get(InboundRow, inbound_id)
            if row is not None:
                tell_failed(parts, session, row, note)
    except Exception:
        log.exception("inbound %s: could not say that it failed", inbound_id)


def _process(parts: Parts, inbound_id: int, forum: Forum | None) -> int:
    """Handle one post, ending it `done`, `ignored` or `failed` (or, waiting for the
    forum, still pending with a later `not_before`); 1 if anything moved. A post in a
    private conversation the bot did not open needs the forum's word on who is in it,
    asked between two transactions, never inside one."""
    with parts.db.unit() as session:
        row = _claim_inbound(parts, session, inbound_id)
        if row is None:
            return 0
        if not _needs_participants(parts, session, row):
            _handle(parts, session, row, None)
            return 1
        topic_id = row.topic_id
    if forum is None:
        return 0
    participants = _participants(parts, inbound_id, topic_id, forum)
    if participants is None:
        return 1
    with parts.db.unit() as session:
        row = _claim_inbound(parts, session, inbound_id)
        if row is None:
            return 0
        _handle(parts, session, row, participants)
        return 1


def _handle(parts: Parts, session: Session, row: InboundRow,
            participants: frozenset[str] | None) -> None:
    route(parts, session, row, participants)
    if row.status == "pending":  # every branch ends here: nothing stays pending
        row.status = "done"


def _claim_inbound(parts: Parts, session: Session, inbound_id: int) -> InboundRow | None:
    """The post, held for this transaction, if it still waits to be handled: each post
    is handled by exactly one worker. On PostgreSQL a post another worker holds is
    skipped (SKIP LOCKED), and once that worker commits it is no longer pending. On
    SQLite a conditional update takes the database's write lock first, so a second
    process waits, then finds the post handled."""
    query = select(InboundRow).where(InboundRow.id == inbound_id,
                                     InboundRow.status == "pending")
    if parts.db.is_postgres:
        return session.scalar(query.with_for_update(skip_locked=True))
    held = session.execute(update(InboundRow).where(
        InboundRow.id == inbound_id, InboundRow.status == "pending").values(
        attempts=InboundRow.attempts).execution_options(synchronize_session=False))
    return session.scalar(query) if cast(CursorResult[Any], held).rowcount == 1 else None


def _needs_participants(parts: Parts, session: Session, row: InboundRow) -> bool:
    """A post in a private conversation the bot did not open: who is in it?"""
    if not row.private or row.username.lower() in (parts.bot, "system", "discobot"):
        return False
    return session.scalar(select(TopicRow.id).where(
        TopicRow.discourse_id == row.topic_id)) is None


def _participants(parts: Parts, inbound_id: int, topic_id: int,
                  forum: Forum) -> frozenset[str] | None:
    """Who is in the post's conversation, asked of the forum outside any transaction.
    None when the forum did not say: a 403 (the bot is not in it, as Discourse answers a
    moderator for others' messages) ends the post as ignored; other failures are tried
    again with backoff, at most INBOUND_TRIES times, then the post is given up."""
    try:
        return frozenset(p.lower() for p in forum.read_topic(topic_id).participants)
    except ForumError as exc:
        with parts.db.unit() as session:
            row = session.get(InboundRow, inbound_id)
            if row is None or row.status != "pending":
                return None
            row.note = f"reading topic {topic_id}: {exc}"[:2000]
            if exc.rate_limited:  # not a failure: come back when the forum says
                row.not_before = parts.clock() + timedelta(seconds=exc.wait_seconds)
                return None
            row.attempts += 1
            if exc.status == 403:
                row.status = "ignored"
            elif row.attempts >= INBOUND_TRIES:
                row.status = "failed"
                log.warning("inbound %s: given up after %s tries: %s", inbound_id,
                            row.attempts, exc)
            else:
                wait = max(exc.wait_seconds, min(900, 30 * 2 ** (row.attempts - 1)))
                row.not_before = parts.clock() + timedelta(seconds=wait)
                log.info("inbound %s: forum said %s, will retry in %ss", inbound_id,
                         exc, wait)
        return None

