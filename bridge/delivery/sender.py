"""Delivery: the sender that turns outbox rows into forum calls, paced, in order within each
topic, retrying on 429/5xx/timeouts, never twice.

Never twice: before a post goes out its attempt is committed; a message whose earlier attempt
may have reached the forum (a crash between "sent" and "marked sent", a timeout) is first looked
for by its marker (`bridge.delivery.outbox.marker`), an invisible HTML comment holding its key, and
only posted if absent (`bridge.delivery.recovery`).
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from bridge.db import Database, ForumStateRow, OutboxRow, TopicRow
from bridge.delivery import recovery, titles
from bridge.delivery.forum import CountedForum, Forum, ForumError, PostRef
from bridge.delivery.outbox import (
    PADDED,
    PRIVATE_ROLES,
    TOPIC_LINK,
    destination_of,
    marker,
    worker_id,
)
from bridge.texts import Texts

log = logging.getLogger(__name__)


def _alive(claimer: str) -> bool:
    """Whether the worker `host:pid:token` of this host still runs. The same pid as ours
    with another token is a dead predecessor whose pid was reused."""
    try:
        pid = int(claimer.split(":")[1])
    except (IndexError, ValueError):
        return False
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


TITLE_MENDS = 5
"""How often a public topic refused for its title is tried again under a mended one."""
REFUSED_TRIES = 8
"""A message the forum refused (403, 404, 422: a topic not visible yet, a user who blocks
messages, a post judged too similar) is tried this many times, 5 s to 10 min apart (about
ten minutes in all), then given up and shown to the GM; but an edit of someone else's post
(a status marker) refused with 403 is given up at once: the bot is no moderator there."""
UNAVAILABLE_TRIES = 150
"""A message the forum could not take (5xx, timeouts, connection refused) is tried this many
times, the waits doubling up to 10 minutes (about a day in all). Rate limits (429) are not
failures: the message waits as long as the forum asks, without limit."""
LEASE_SECONDS = 300
"""How long a worker holds a message it is sending. Longer than the slowest send (the pacer's
wait, pydiscourse's own 429 sleeps, timeouts); a worker that died holding one is replaced at
its host's next start, or by any worker once the lease has run out."""


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
    edit_post_id: int | None = None
    queued_at: datetime | None = None


UPLOADS_KEPT = 256
"""Pictures whose upload a sender remembers (a turn's picture is reused within minutes)."""


class Pacer:
    """At most `per_minute` forum calls in any 60 seconds (0 = no pacing): the forum's own
    limiter counts the same way (Discourse's admin API: so many requests in the last minute),
    so a call waits only when the minute's budget is spent, never because another call was
    made just before (no spacing: a live answer goes out at once while the budget has room).

    Thread-safe: the tick and the backfill share one pacer. Each call takes the earliest
    moment that keeps every 60-second window within the budget, under a lock, and then
    sleeps until that moment outside it."""

    def __init__(self, per_minute: int, sleep: Callable[[float], None] = time.sleep,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self.sleep = sleep
        self.clock = clock
        self.calls: deque[float] = deque()
        """The moments given to calls in the last minute, some maybe still to come."""
        self._lock = threading.Lock()

    def room(self) -> float:
        """How many calls fit in the budget now without waiting (infinite without pacing)."""
        if self.per_minute <= 0:
            return float("inf")
        with self._lock:
            now = self.clock()
            while self.calls and self.calls[0] <= now - 60:
                self.calls.popleft()
            return max(0, self.per_minute - len(self.calls))

    def wait(self) -> None:
        """Block until one more call fits in the budget."""
        if self.per_minute <= 0:
            return
        with self._lock:
            now = self.clock()
            while self.calls and self.calls[0] <= now - 60:
                self.calls.popleft()
            moment = now
            if len(self.calls) >= self.per_minute:  # the call `per_minute` back must be
                moment = max(now, self.calls[-self.per_minute] + 60)  # a minute old
            self.calls.append(moment)
        if moment > now:
            self.sleep(moment - now)


class Sender:
    """Delivers pending outbox rows: in order within each topic, each by one worker.

    A message is claimed (an atomic conditional update: pending, due, not leased) before it is
    sent, so two workers never send the same row; messages to one topic go out in the order
    they were queued, and a message that must wait holds back only the later messages to the
    same topic, never other topics or other games."""

    def __init__(
        self, db: Database, forum: Forum, clock: Callable[[], datetime], pacer: Pacer,
        category_id: int | None = None, texts: Texts | None = None,
        down_alert_minutes: float = 10.0, forum_url: Callable[[], str] | None = None,
    ) -> None:
        self.db = db
        self.down_alert = timedelta(minutes=down_alert_minutes)
        """How long the forum may be unreachable before the GMs are told, once, when it
        answers again."""
        self._mark_down = db.insert_once(ForumStateRow, ["id"])
        self._maybe_down = True
        """Whether the forum may be marked unreachable (by this sender, or before it
        started): only then does a call that goes through read the forum's state."""
        self.counted = CountedForum.of(forum)
        """Every call through `forum`, and the 429 answers, counted (the worker's
        heartbeat, `bridge.intake.heartbeat`)."""
        self.forum = self.counted.forum()
        self.forum_url = forum_url
        """Where people read the forum (`DISCOURSE_URL`), for the links the bot writes: the
        forum a person is looking at, not necessarily where the API client connects."""
        self.clock = clock
        self.pacer = pacer
        self.category_id = category_id
        self.texts = texts or Texts()
        self._uploads: dict[str, str] = {}
        """The markup of pictures this sender uploaded, by digest (the latest kept)."""
        self.me = worker_id()
        self.given_up = 0

    def deliver(self, limit: int = 1000) -> int:
        """Send what is due; returns how many messages were sent or given up."""
        self.given_up = 0
        sent = 0
        for _ in range(limit):
            job = self._claim()
            if job is None:
                break
            sent += self._send(job)
        return sent + self.given_up

    # ----------------------------------------------------------------- choosing and claiming

    def _claim(self) -> _Job | None:
        """Claim the first message that may go now: due, not held by another worker, with
        nothing earlier waiting for the same topic. The queue is looked at in one light read
        (where each message goes and when it may; not its text nor its picture, and no read
        per topic: a queue of thousands after a crowd of deadlines); only a message that may
        go is read whole."""
        now = self.clock()
        with self.db.unit() as session:
            queue = session.execute(
                select(OutboxRow.id, OutboxRow.kind, OutboxRow.edit_of, OutboxRow.topic_ref,
                       OutboxRow.discourse_topic_id, TopicRow.discourse_id,
                       OutboxRow.not_before, OutboxRow.lease_until)
                .outerjoin(TopicRow, TopicRow.id == OutboxRow.topic_ref)
                .where(OutboxRow.status == "pending")
                .order_by(OutboxRow.id).limit(500)).all()
            held: set[tuple[str, int]] = set()
            for queued in queue:
                destination = destination_of(queued)
                if destination in held:
                    continue
                held.add(destination)
                if queued.not_before > now or (queued.lease_until is not None
                                               and queued.lease_until > now):
                    continue
                row = session.get(OutboxRow, queued.id)
                if row is None or row.status != "pending":
                    continue
                if recovery.orphan(session, row):
                    self._give_up(session, row, "its topic or post was never created",
                                  tell_gm=False)
                    continue
                if not self._ready(session, row):
                    continue
                claimed = cast(CursorResult[Any], session.execute(
                    update(OutboxRow)
                    .where(OutboxRow.id == row.id, OutboxRow.status == "pending",
                           or_(OutboxRow.lease_until.is_(None), OutboxRow.lease_until <= now))
                    .values(claimed_by=self.me, attempts=OutboxRow.attempts + 1,
                            lease_until=now + timedelta(seconds=LEASE_SECONDS))
                    .execution_options(synchronize_session=False)))
                if claimed.rowcount != 1:
                    continue  # another worker got it first
                session.refresh(row)
                # The attempt is committed before the post goes out (see module docstring).
                return _Job(
                    id=row.id, key=row.key, kind=row.kind, title=row.title,
                    recipients=list(row.recipients), raw=self._links(session, row.raw),
                    picture=row.picture, reply_to=row.reply_to_post_number,
                    topic_id=self._target(session, row), maybe_sent=row.attempts > 1,
                    topic_ref=row.topic_ref, edit_post_id=self._edited_post(session, row),
                    queued_at=row.created_at,
                )
        return None

    def _ready(self, session: Session, row: OutboxRow) -> bool:
        """Whatever the message needs exists on the forum: its topic, the post it edits, and
        the topics it links to while they are still to be made (a link, not a title, even
        when their creation waits for the forum; a creation given up leaves the title)."""
        for number in {int(n) for n in TOPIC_LINK.findall(row.raw)} - {row.topic_ref}:
            linked = session.get(TopicRow, number)
            if linked is not None and linked.discourse_id is None and session.scalar(
                    select(OutboxRow.id).where(OutboxRow.topic_ref == number,
                                               OutboxRow.kind.in_(("topic", "pm")),
                                               OutboxRow.status == "pending").limit(1)):
                return False
        if row.kind == "edit":
            return self._edited_post(session, row) is not None
        if row.kind in ("reply", "pm") and self._strangers_in(session, row):
            return False  # nothing more in a conversation with a stranger (bridge.handlers.members)
        if row.kind in ("reply", "close", "invite"):
            return self._target(session, row) is not None
        return True

    @staticmethod
    def _strangers_in(session: Session, row: OutboxRow) -> bool:
        """Whether the message goes to a game's private conversation that holds someone
        without a place in it."""
        if row.topic_ref is not None:
            topic = session.get(TopicRow, row.topic_ref)
        elif row.discourse_topic_id is not None:
            topic = session.scalar(select(TopicRow).where(
                TopicRow.discourse_id == row.discourse_topic_id))
        else:
            return False
        return topic is not None and topic.role in PRIVATE_ROLES and bool(topic.strangers)

    def release_dead_claims(self) -> int:
        """Free the messages held by workers of this host that are no longer running (a
        kill -9 leaves its claims behind): they go out again, looked for first by marker."""
        host = self.me.split(":", 1)[0]
        freed = 0
        with self.db.unit() as session:
            for row in session.scalars(select(OutboxRow).where(
                    OutboxRow.status == "pending", OutboxRow.claimed_by.like(f"{host}:%"))):
                if row.claimed_by != self.me and not _alive(row.claimed_by):
                    row.lease_until = None
                    row.claimed_by = ""
                    freed += 1
        return freed

    # ----------------------------------------------------------------- sending

    def _send(self, job: _Job) -> int:
        """Post one claimed message; 1 if it was sent or given up, 0 if it waits.

        No transaction stays open during a forum call: the forum answers only after it has
        delivered its webhooks, and the webhook receiver writes to the same database."""
        try:
            ref = self._post(job)
        except ForumError as exc:
            with self.db.unit() as session:
                row = session.get(OutboxRow, job.id)
                assert row is not None
                return self._failed(session, row, exc)
        answered = self._maybe_down
        with self.db.unit() as session:
            if answered:
                recovery.forum_answers(session, self.clock, self.down_alert, self.texts)
            sent = session.get(OutboxRow, job.id)
            assert sent is not None
            game_id = sent.game_id
            sent.status = "sent"
            sent.sent_at = self.clock()
            sent.post_id = ref.post_id
            sent.lease_until = None
            if job.kind in ("topic", "pm") and job.topic_ref is not None:
                topic = session.get(TopicRow, job.topic_ref)
                if topic is not None and topic.discourse_id is None:
                    topic.discourse_id = ref.topic_id
                    topic.last_post_number = max(topic.last_post_number, ref.post_number)
                if topic is not None and job.kind == "topic" and topic.title != job.title:
                    topic.title = job.title[:255]  # mended after a refusal
                    recovery.title_used(session, sent, self.clock, self.texts)
        if answered:  # committed: the outage, if any, is ended
            self._maybe_down = False
        log.info("message sent", extra={"game": game_id, "event": "message_sent",
                                        "outbox": job.key, "kind": job.kind,
                                        "post": ref.post_id})
        return 1

    def _failed(self, session: Session, row: OutboxRow, exc: ForumError) -> int:
        """Decide what a failure means: wait as asked (429), pad a post too short, try again
        later with a cap, or give up and tell the GM."""
        row.lease_until = None
        row.last_error = str(exc)[:2000]
        now = self.clock()
        if exc.rate_limited:
            wait = max(exc.wait_seconds, 1.0)
            row.not_before = now + timedelta(seconds=wait)
            log.warning("outbox %s: rate limited, waiting %ss", row.key, wait)
            return 0
        row.failures += 1
        if exc.retryable:
            recovery.forum_down(session, self._mark_down, self.clock(), exc)
            self._maybe_down = True
        if (row.kind == "topic" and exc.status == 422 and titles.refused(str(exc))
            and row.failures <= TITLE_MENDS):
            recovery.mend_title(row, str(exc))
            row.not_before = now
            return 0
        if exc.too_short and PADDED not in row.raw:
            row.raw = f"{row.raw.rstrip()}\n\n{recovery.padding(session, row, self.texts)}{PADDED}"
            row.not_before = now
            return 0
        tries = UNAVAILABLE_TRIES if exc.retryable else REFUSED_TRIES
        if exc.status == 403 and recovery.edits_others(session, row):
            tries = 1  # the bot may not edit others' posts: no wait will change that
        refusal = exc.status in (401, 403, 404, 409, 422)
        if (exc.retryable or refusal) and row.failures < tries:
            wait = max(exc.wait_seconds, min(600, 5 * 2 ** min(row.failures - 1, 7)))
            row.not_before = now + timedelta(seconds=wait)
            log.warning("outbox %s: will retry in %ss (%s of %s): %s", row.key, wait,
                        row.failures, tries, exc)
            return 0
        self._give_up(session, row, str(exc))
        return 0  # counted in `given_up`

    def _give_up(self, session: Session, row: OutboxRow, reason: str,
                 tell_gm: bool = True) -> None:
        """Mark a message failed for good and show it to the game's GM (`recovery.give_up`),
        counted in `given_up`."""
        self.given_up += 1
        recovery.give_up(session, row, reason, self.clock, self.texts, tell_gm=tell_gm)

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

    def _links(self, session: Session, raw: str) -> str:
        def link(match: re.Match[str]) -> str:
            topic = session.get(TopicRow, int(match.group(1)))
            if topic is None or topic.discourse_id is None:
                return topic.title if topic else ""
            base = self.forum_url() if self.forum_url else getattr(self.forum, "url", "")
            return f"{base.rstrip('/')}/t/{topic.discourse_id}"

        return TOPIC_LINK.sub(link, raw)

    def _post(self, job: _Job) -> PostRef:
        raw = job.raw
        if job.kind == "close":  # closing twice is harmless: no marker needed
            assert job.topic_id is not None, "claimed only once the topic exists"
            self.pacer.wait()
            self.forum.close_topic(job.topic_id)
            return PostRef(job.topic_id, 0, 0)
        if job.kind == "invite":  # inviting twice is harmless: no marker needed
            assert job.topic_id is not None, "claimed only once the topic exists"
            self.pacer.wait()
            self.forum.invite_to_topic(job.topic_id, raw)
            return PostRef(job.topic_id, 0, 0)
        if job.kind == "edit":
            assert job.edit_post_id is not None, "claimed only once the post exists"
            self.pacer.wait()
            self.forum.edit_post(job.edit_post_id, f"{raw.rstrip()}\n\n{marker(job.key)}")
            return PostRef(job.topic_id or 0, job.edit_post_id, 0)
        if job.maybe_sent:
            found = (recovery.find_in_topic(self.forum, self.pacer.wait, job.topic_id, job.key)
                     if job.kind == "reply" and job.topic_id is not None
                     else recovery.find_opened(self.forum, self.pacer.wait, job.kind, job.title,
                                               job.key, job.queued_at))
            if found:
                return found
        if job.picture:
            image = self._upload(job.key, job.picture)
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

    def _upload(self, key: str, picture: bytes) -> str:
        """The forum's markup for a picture, uploaded once: the draft's copy of a public
        picture and the public post share one upload (one API call fewer a turn)."""
        digest = hashlib.sha256(picture).hexdigest()
        image = self._uploads.get(digest)
        if image is None:
            self.pacer.wait()
            image = self.forum.upload_image(f"{key.replace(':', '-')}.png", picture)
            self._uploads[digest] = image
            while len(self._uploads) > UPLOADS_KEPT:
                self._uploads.pop(next(iter(self._uploads)))
        return image
