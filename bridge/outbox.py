"""The outbox: messages are rows written with the state change that caused them; the sender
posts them in order through the forum, paced, retrying on 429/5xx/timeouts, never twice.

Never twice: before a post goes out its attempt is committed; a message whose earlier attempt
may have reached the forum (a crash between "sent" and "marked sent", a timeout) is first looked
for by its marker, an invisible HTML comment holding its key, and only posted if absent.
"""

from __future__ import annotations

import logging
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import Database, OutboxRow, TopicRow
from bridge.forum import Forum, ForumError, PostRef

log = logging.getLogger(__name__)

MARKER = "<!-- gamemaster:{key} -->"
TOPIC_LINK = re.compile(r"⟦topic:(\d+)⟧")
"""Placeholder for the forum address of a topic the outbox creates (known only once sent)."""


def marker(key: str) -> str:
    """The invisible marker written at the end of every bot post."""
    return MARKER.format(key=key)


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


@dataclass(frozen=True)
class _Job:
    """What one delivery needs, read before the forum is called."""

    id: int
    key: str
    kind: str
    title: str
    recipients: list[str]
    raw: str
    picture: bytes | None
    reply_to: int | None
    topic_id: int | None
    maybe_sent: bool
    topic_ref: int | None
    orphan: bool
    edit_post_id: int | None = None


class Pacer:
    """At most `per_minute` forum calls in any minute (0 = no pacing)."""

    def __init__(self, per_minute: int, sleep: Callable[[float], None] = time.sleep) -> None:
        self.per_minute = per_minute
        self.sleep = sleep
        self.calls: deque[float] = deque()

    def wait(self) -> None:
        """Block until one more call fits in the budget."""
        if self.per_minute <= 0:
            return
        moment = time.monotonic()
        while self.calls and moment - self.calls[0] > 60:
            self.calls.popleft()
        if len(self.calls) >= self.per_minute:
            self.sleep(60 - (moment - self.calls[0]))
        self.calls.append(time.monotonic())


class Sender:
    """Delivers pending outbox rows in order."""

    def __init__(
        self, db: Database, forum: Forum, clock: Callable[[], datetime], pacer: Pacer,
        category_id: int | None = None,
    ) -> None:
        self.db = db
        self.forum = forum
        self.clock = clock
        self.pacer = pacer
        self.category_id = category_id

    def deliver(self, limit: int = 1000) -> int:
        """Send what is due, oldest first; stop at the first message that must wait.
        Returns how many were sent."""
        sent = 0
        for _ in range(limit):
            outcome = self._deliver_one()
            if outcome is None:
                break
            if outcome:
                sent += 1
            else:
                break
        return sent

    def _next(self, session: Session) -> OutboxRow | None:
        query = (
            select(OutboxRow)
            .where(OutboxRow.status == "pending")
            .order_by(OutboxRow.id)
            .limit(1)
        )
        if self.db.is_postgres:
            query = query.with_for_update(skip_locked=True)
        return session.scalar(query)

    def _deliver_one(self) -> bool | None:
        """True: one sent (or given up); False: must wait; None: nothing to send.

        No transaction stays open during a forum call: the forum answers only after it has
        delivered its webhooks, and the webhook receiver writes to the same database."""
        with self.db.unit() as session:
            row = self._next(session)
            if row is None:
                return None
            if row.not_before > self.clock():
                return False
            # The attempt is committed before the post goes out (see module docstring).
            row.attempts += 1
            job = _Job(
                id=row.id, key=row.key, kind=row.kind, title=row.title,
                recipients=list(row.recipients), raw=self._links(session, row.raw),
                picture=row.picture, reply_to=row.reply_to_post_number,
                topic_id=self._target(session, row), maybe_sent=row.attempts > 1,
                topic_ref=row.topic_ref, orphan=self._orphan(session, row),
                edit_post_id=self._edited_post(session, row),
            )
        try:
            ref = self._post(job)
        except ForumError as exc:
            with self.db.unit() as session:
                failed = session.get(OutboxRow, job.id)
                assert failed is not None
                failed.last_error = str(exc)[:2000]
                if exc.retryable:
                    wait = max(exc.wait_seconds, min(600, 5 * 2 ** min(failed.attempts, 7)))
                    failed.not_before = self.clock() + timedelta(seconds=wait)
                    log.warning("outbox %s: will retry in %ss: %s", job.key, wait, exc)
                    return False
                failed.status = "failed"
                log.error("outbox %s: failed for good: %s", job.key, exc)
                return True
        with self.db.unit() as session:
            sent = session.get(OutboxRow, job.id)
            assert sent is not None
            sent.status = "sent"
            sent.sent_at = self.clock()
            sent.post_id = ref.post_id
            if job.kind in ("topic", "pm") and job.topic_ref is not None:
                topic = session.get(TopicRow, job.topic_ref)
                if topic is not None and topic.discourse_id is None:
                    topic.discourse_id = ref.topic_id
                    topic.last_post_number = max(topic.last_post_number, ref.post_number)
        return True

    def _target(self, session: Session, row: OutboxRow) -> int | None:
        if row.discourse_topic_id is not None:
            return row.discourse_topic_id
        topic = session.get(TopicRow, row.topic_ref) if row.topic_ref else None
        return topic.discourse_id if topic else None

    @staticmethod
    def _edited_post(session: Session, row: OutboxRow) -> int | None:
        """The forum post an edit applies to (None until the message that made it is sent)."""
        if row.edit_of is None:
            return None
        target = session.get(OutboxRow, row.edit_of)
        return target.post_id if target is not None else None

    @staticmethod
    def _orphan(session: Session, row: OutboxRow) -> bool:
        """A reply whose topic will never exist (the message creating it failed for good), or
        an edit of a post that will never exist."""
        if row.kind == "edit":
            target = session.get(OutboxRow, row.edit_of) if row.edit_of else None
            return target is None or target.status == "failed"
        if row.kind != "reply" or row.discourse_topic_id is not None or row.topic_ref is None:
            return False
        creating = session.scalar(select(OutboxRow.status).where(
            OutboxRow.topic_ref == row.topic_ref, OutboxRow.kind.in_(("topic", "pm"))))
        return creating in (None, "failed")

    def _links(self, session: Session, raw: str) -> str:
        def link(match: re.Match[str]) -> str:
            topic = session.get(TopicRow, int(match.group(1)))
            if topic is None or topic.discourse_id is None:
                return topic.title if topic else ""
            return f"/t/{topic.discourse_id}"

        return TOPIC_LINK.sub(link, raw)

    def _post(self, job: _Job) -> PostRef:
        raw = job.raw
        if job.kind == "edit":
            if job.edit_post_id is None:
                raise ForumError(f"post edited by {job.key} not sent yet",
                                 retryable=not job.orphan, wait_seconds=5)
            self.pacer.wait()
            self.forum.edit_post(job.edit_post_id, f"{raw.rstrip()}\n\n{marker(job.key)}")
            return PostRef(job.topic_id or 0, job.edit_post_id, 0)
        if job.kind == "reply" and job.topic_id is None:
            raise ForumError(f"topic of {job.key} does not exist yet", retryable=not job.orphan,
                             wait_seconds=5)
        if job.maybe_sent:
            found = (self._find_in_topic(job.topic_id, job.key) if job.kind == "reply" and
                     job.topic_id is not None else self._find_opened(job))
            if found:
                return found
        if job.picture:
            self.pacer.wait()
            image = self.forum.upload_image(f"{job.key.replace(':', '-')}.png", job.picture)
            raw = raw.replace("{{picture}}", image) if "{{picture}}" in raw else (
                f"{raw}\n\n{image}")
        raw = f"{raw.rstrip()}\n\n{marker(job.key)}"
        self.pacer.wait()
        if job.kind == "reply":
            assert job.topic_id is not None
            return self.forum.reply(job.topic_id, raw, job.reply_to)
        if job.kind == "topic":
            return self.forum.create_topic(job.title, raw, self.category_id)
        if job.kind == "pm":
            return self.forum.create_private_message(job.recipients, job.title, raw)
        raise ForumError(f"unknown outbox kind {job.kind}", retryable=False)

    def _find_in_topic(self, topic_id: int, key: str) -> PostRef | None:
        """The post holding `key`'s marker among the topic's last posts, if any."""
        self.pacer.wait()
        info = self.forum.read_topic(topic_id)
        recent = list(info.post_ids[-40:])
        if not recent:
            return None
        self.pacer.wait()
        for post in self.forum.read_posts(topic_id, recent):
            if marker(key) in (post.get("raw") or ""):
                return PostRef(topic_id, int(post["id"]), int(post["post_number"]))
        return None

    def _find_opened(self, job: _Job) -> PostRef | None:
        """A topic or private conversation the bot already opened for this message, if any."""
        self.pacer.wait()
        username = getattr(self.forum, "username", "")
        topics = (self.forum.private_topics(username, sent=True) if job.kind == "pm"
                  else self.forum.topics_created_by(username))
        for topic in topics:
            if topic.get("title") == job.title:
                found = self._find_in_topic(int(topic["id"]), job.key)
                if found:
                    return found
        return None
