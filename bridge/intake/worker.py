"""The worker: handles recorded posts, fires due deadlines, sends the outbox, backfills.

A tick runs the moment the webhook receiver records a post (`bridge.intake.wakeup`: in this process,
or by PostgreSQL's NOTIFY from another), at the moment the next deadline, reminder or review
window comes (`GameMaster.next_due`), and every `POLL_SECONDS` in any case, the safety net;
APScheduler runs the periodic backfill. The database says what is due: a tick looks for due
games and drafts, so a restart resolves deadlines missed while it was down, and row locks plus
the games' version column keep two workers from resolving one step twice.

A running worker sends the outbox from a thread of its own, woken by each tick that queued
messages: a deadline never waits for the messages of the deadlines before it (with a thousand
games, a few seconds of posts and uploads; under the forum's budget, the pacer's waits). A
worker driven tick by tick (`run_once`: scenarios, the demo, tests) sends within the tick.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from apscheduler.schedulers.background import BackgroundScheduler
from sqlalchemy import func, select

from bridge import steps as open_steps
from bridge.db import GameRow, InboundRow, OrderRow, OutboxRow, TopicRow
from bridge.delivery.forum import Forum, ForumError, TopicInfo
from bridge.delivery.sender import Pacer, Sender
from bridge.intake import heartbeat, wakeup
from bridge.intake.inbound import BadPayload, IncomingPost, from_post
from bridge.intake.service import GameMaster
from bridge.turns.due import DueTopic
from rules import registry

log = logging.getLogger(__name__)

LISTING_TAIL = 14
"""A topic listing shows about 20 posts from a quarter chunk before the number asked for:
asking for the last known post number minus this shows the last known posts and new ones."""
LIST_PAGE = 30
"""Topics a page of Discourse's topic lists holds."""
MAX_LIST_PAGES = 20
"""Pages of one of the forum's lists (the bot's conversations, its topics) read at most in
one look for changes."""
DUE_READ_SECONDS = 0.25
"""How long the reads before due deadlines (`backfill_due`) may take in one tick: past that
(many games due at once), the forum's lists say which of the topics left to read, as when
the API budget has no room, so a crowd of deadlines is not held back by reading them all."""
DUE_READERS = 4
"""Topics read at once before due deadlines."""
SEND_SLICE = 5
"""Messages the sending thread sends between two looks at whether a tick runs (or the worker
stops)."""
SEND_YIELD_SECONDS = 1.0
"""How long the sending thread gives way to a running tick at most before its next slice: a
tick that never ends (a flood of posts, deadlines back to back) slows the messages down, it
does not stop them."""


def _active_before(listed: dict[str, Any], moment: datetime) -> bool:
    """Whether a listed topic was last active (bumped, the lists' order) before `moment`."""
    when = listed.get("bumped_at") or listed.get("last_posted_at")
    if not isinstance(when, str):
        return False
    try:
        active = datetime.fromisoformat(when.replace("Z", "+00:00"))
    except ValueError:
        return False
    return active.tzinfo is not None and active < moment


class Worker:
    """One worker process (or thread): everything that is not answering webhooks."""

    def __init__(self, master: GameMaster, forum: Forum, pacer: Pacer | None = None) -> None:
        self.master = master
        self.sender = Sender(master.db, forum, master.clock,
                             pacer or Pacer(master.config.api_requests_per_minute),
                             master.config.game_category_id, master.publisher.texts,
                             master.config.forum_down_alert_minutes,
                             forum_url=lambda: master.config.discourse_url)
        self.forum = self.sender.forum  # every call counted, for the heartbeat
        self._beat = heartbeat.Heartbeat(master.db, self.sender.me, master.clock)
        self._lock = threading.Lock()
        self.sends_apart = False
        """Whether the outbox is sent by the sending thread (between `start` and `stop`)
        rather than within each tick."""
        self._send_wanted = threading.Event()
        self._sending: threading.Thread | None = None
        self._idle = threading.Event()
        """Set while no tick runs: the sending thread gives ticks the way (one Python
        process: the two threads share one core's worth of interpreter)."""
        self._idle.set()
        self._reread: dict[int, datetime | None] = {}
        """The deadline each topic was last read for by `backfill_due`."""
        self.scheduler: BackgroundScheduler | None = None
        self._woken = threading.Event()
        self._stopping = threading.Event()
        self._ticker: threading.Thread | None = None
        self._listener: wakeup.Listener | None = None
        self._unsubscribe: Callable[[], None] | None = None

    def run_once(self) -> None:
        """Handle posts, fire what is due, send messages (or have the sending thread send
        them, in a running worker); until nothing moves. Then the worker's heartbeat
        (`bridge.intake.heartbeat`): a tick that raised writes none."""
        with self._lock:
            self._idle.clear()
            try:
                for _ in range(100):
                    moved = self.master.process_pending(self.forum)
                    if self.backfill_due():
                        moved += self.master.process_pending(self.forum)
                    moved += self.master.run_due()
                    if self.sends_apart:
                        self._send_wanted.set()
                    else:
                        moved += self.sender.deliver()
                    if not moved:
                        break
                self._beat.record(self.sender.counted)
            finally:
                self._idle.set()

    def _send_forever(self) -> None:
        """The sending thread: sends whenever a tick asks, and every `POLL_SECONDS` (a
        message waiting for its retry), a slice at a time: between slices it lets a running
        tick finish first (for `SEND_YIELD_SECONDS` at most), so that deadlines coming one
        after the other are not slowed down by the messages of those before, and `stop`
        does not wait for a long queue."""
        poll = self.master.config.poll_seconds
        while not self._stopping.is_set():
            self._send_wanted.wait(timeout=poll)
            if self._stopping.is_set():
                break
            self._send_wanted.clear()  # a tick's wish from now on means one more round
            try:
                while not self._stopping.is_set():
                    self._idle.wait(timeout=SEND_YIELD_SECONDS)
                    if self._stopping.is_set() or not self.sender.deliver(limit=SEND_SLICE):
                        break
            except Exception:  # a failed round must not stop the sending
                log.exception("worker: sending failed")

    def backfill(self) -> int:
        """Read every game topic, desk and the bot's inbox for posts the webhooks missed:
        new posts, and new versions of posts (an edit whose webhook was lost). At start-up
        and every `FULL_BACKFILL_MINUTES`; in between, `backfill_changed` reads less."""
        found = 0
        topics = self.master.active_topics()
        try:
            self.sender.pacer.wait()
            for topic in self.forum.private_topics(self.master.bot):
                topics.setdefault(int(topic["id"]), None)
            for topic_id, opened in topics.items():
                found += self._backfill_topic(topic_id, opened)
        except ForumError as exc:
            log.warning("backfill stopped: %s", exc)
        if found:
            self.run_once()
        return found

    def backfill_changed(self) -> int:
        """Read only the topics where the forum's lists show posts we have not seen (the
        bot's conversations, newest first, and its public topics: one or two list calls),
        every `BACKFILL_MINUTES`: new posts whose webhook was lost, at a small cost."""
        found = 0
        topics = self.master.active_topics()
        try:
            for topic_id in self._changed(set(topics), unknown=True):
                found += self._backfill_topic(topic_id, topics.get(topic_id))
        except ForumError as exc:
            log.warning("backfill stopped: %s", exc)
        if found:
            self.run_once()
        return found

    def backfill_due(self) -> int:
        """Before a deadline fires, read once more the topics where a post can still change
        what its game's due steps resolve to (`due_topics`: the game topic or the desks the
        steps listen to, and the GM desk), the text of the open step's posts included: an
        order sent or edited in time whose webhook was lost still counts (a quick edit in
        Discourse's grace period keeps its version number). When the forum's budget has no
        room for that (many games at one deadline), only the topics the forum's lists show
        with new posts are read: edits then rely on their webhooks and the full backfill.
        So it is for the topics left once the reads have taken `DUE_READ_SECONDS` (read
        `DUE_READERS` at a time): hundreds of games due at once would otherwise wait for
        every one of their topics to be read. Each topic is read once per deadline: a
        read after the deadline has seen every post made in time, so a game that stays due
        (a resolution that fails and is retried on every tick) is not read again and
        again."""
        found = 0
        due = self.master.due_topics()
        self._reread = {topic_id: deadline for topic_id, deadline in self._reread.items()
                        if topic_id in due}
        due = {topic_id: topic for topic_id, topic in due.items()
               if self._reread.get(topic_id) != topic.deadline}
        if not due:
            return 0
        try:
            unread = due
            budget = self.sender.pacer.room() >= 2 * len(due)
            if budget:
                read, unread = self._read_due(
                    due, self.master.clock() + timedelta(seconds=DUE_READ_SECONDS))
                found += read
            if unread:
                public_ones = {topic_id for topic_id, topic in unread.items() if topic.public}
                changed = self._changed(
                    set(unread), thorough=not budget, public=bool(public_ones),
                    private=len(public_ones) < len(unread), public_ones=public_ones)
                for topic_id, topic in unread.items():
                    if topic_id in changed:  # else the lists show nothing new there
                        found += self._backfill_topic(topic_id, topic.opened, reread=True)
                    self._reread[topic_id] = topic.deadline
        except ForumError as exc:
            log.warning("backfill before the deadline stopped: %s", exc)
        return found

    def _read_due(self, due: dict[int, DueTopic],
                  until: datetime) -> tuple[int, dict[int, DueTopic]]:
        """Read the due topics again, `DUE_READERS` at a time (each read mostly waits for
        the forum and the database), earliest deadline first, until `until`: the posts
        found, and the topics left unread. A forum error stops the reading and is raised
        once the readers are done."""
        todo = iter(sorted(due.items(), key=lambda item: item[1].deadline or until))
        unread: dict[int, DueTopic] = {}
        found = 0
        failed: list[ForumError] = []
        lock = threading.Lock()

        def reader() -> None:
            nonlocal found
            while True:
                with lock:
                    item = next(todo, None)
                    if item is None or failed:
                        return
                    if self.master.clock() > until:
                        unread[item[0]] = item[1]
                        continue
                topic_id, topic = item
                try:
                    count = self._backfill_topic(topic_id, topic.opened, reread=True)
                except ForumError as exc:
                    with lock:
                        failed.append(exc)
                    return
                with lock:
                    found += count
                    self._reread[topic_id] = topic.deadline

        readers = [threading.Thread(target=reader, name="gamemaster-read", daemon=True)
                   for _ in range(min(DUE_READERS, len(due)) - 1)]
        for thread in readers:
            thread.start()
        reader()
        for thread in readers:
            thread.join()
        if failed:
            raise failed[0]
        return found, unread

    def _changed(self, topics: set[int], unknown: bool = False, public: bool = True,
                 private: bool = True, thorough: bool = False,
                 public_ones: set[int] | None = None) -> set[int]:
        """Which of `topics` hold posts we have not seen, by the forum's lists, each most
        recently active first: the bot's private conversations (unless `private` is False:
        none of `topics` is one), and the public topics it opened (unless `public` is
        False), page by page until a page shows nothing new. With `unknown`, conversations
        we do not know yet (a message to the bot) count too.

        `thorough` (before a deadline): a page with nothing new proves nothing when other
        topics were active more recently than one of `topics` whose last post was missed
        (dozens of games at one deadline: its desk is on the next page), so the pages go on
        until they reach topics last active before the latest post we know of in every one
        of `topics` not found changed yet (of that list: `public_ones` says which of
        `topics` are public): a post we have not seen there came after that one, so its
        topic would have been listed by then."""
        seen = self._highest_seen(None if unknown else topics)
        last = self._last_known(topics) if thorough else None
        bot = self.master.bot
        publics = topics if public_ones is None else public_ones & topics
        privates = topics if public_ones is None else topics - publics
        changed: set[int] = set()
        if private or unknown:
            changed |= self._look(lambda page: self.forum.private_topics(bot, page=page),
                                  privates, seen, unknown, last)
        if public or unknown:
            changed |= self._look(lambda page: self.forum.topics_created_by(bot, page=page),
                                  publics, seen, False, last)
        return changed

    def _look(self, listing: Callable[[int], list[dict[str, Any]]], topics: set[int],
              seen: dict[int, int], unknown: bool,
              last: dict[int, datetime] | None) -> set[int]:
        """`_changed` on one of the forum's lists, read page by page (`last`: thoroughly)."""
        changed: set[int] = set()
        for page in range(MAX_LIST_PAGES):
            self.sender.pacer.wait()
            listed = listing(page)
            fresh = self._fresh(listed, topics, seen, unknown)
            changed |= fresh
            if len(listed) < LIST_PAGE:
                break
            if last is not None:
                known = [last.get(topic_id) for topic_id in topics - changed]
                if not known or (None not in known and _active_before(
                        listed[-1], min(k for k in known if k is not None))):
                    break
            elif not fresh:
                break
        return changed

    def _last_known(self, topics: set[int]) -> dict[int, datetime]:
        """When the latest post we know was created, per topic (first versions only: an
        edit's time may be later than a post made after the one edited)."""
        with self.master.db.unit() as session:
            return {int(topic): when for topic, when in session.execute(
                select(InboundRow.topic_id, func.max(InboundRow.sent_at))
                .where(InboundRow.topic_id.in_(topics), InboundRow.version == 1)
                .group_by(InboundRow.topic_id)) if when is not None}

    @staticmethod
    def _fresh(listed: list[dict[str, Any]], topics: set[int], seen: dict[int, int],
               unknown: bool) -> set[int]:
        """The listed topics whose highest post is above the highest we have seen."""
        fresh = set()
        for topic in listed:
            topic_id = int(topic["id"])
            if topic_id not in topics and not (unknown and topic_id not in seen):
                continue
            if int(topic.get("highest_post_number") or 0) > seen.get(topic_id, 0):
                fresh.add(topic_id)
        return fresh

    def _highest_seen(self, only: set[int] | None = None) -> dict[int, int]:
        """The highest post number seen, per forum topic (our topics' record, and every
        post received): of every topic, or `only` of those (before a deadline: the due
        ones, not the whole history of every game)."""
        topics = select(TopicRow.discourse_id, TopicRow.last_post_number).where(
            TopicRow.discourse_id.is_not(None))
        posts = select(InboundRow.topic_id, func.max(InboundRow.post_number)).group_by(
            InboundRow.topic_id)
        if only is not None:
            topics = topics.where(TopicRow.discourse_id.in_(only))
            posts = posts.where(InboundRow.topic_id.in_(only))
        with self.master.db.unit() as session:
            seen = {int(topic or 0): int(number or 0)
                    for topic, number in session.execute(topics)}
            for topic, number in session.execute(posts):
                seen[int(topic)] = max(seen.get(int(topic), 0), int(number or 0))
        return seen

    def _backfill_topic(self, topic_id: int, opened: datetime | None,
                        reread: bool = False) -> int:
        """Record what the forum has of a topic that we have not seen: new posts, and new
        versions or texts of posts (the record is keyed by version and text, so what we
        already have is a no-op). One listing read covers the topic's end, where new posts
        and recent edits are, with raw text; posts it does not show are read only when
        unknown, or when they belong to the open step and `reread` asks for their text."""
        # Reads count against the forum's API budget as much as posts do.
        self.sender.pacer.wait()
        with self.master.db.unit() as session:
            last = session.scalar(select(TopicRow.last_post_number).where(
                TopicRow.discourse_id == topic_id)) or 0
        info = self.forum.read_topic(topic_id, max(1, last - LISTING_TAIL))
        if info.private:  # someone invited in by hand whose small action was missed
            self.master.check_members(topic_id, info.participants)
        with self.master.db.unit() as session:
            seen = list(session.execute(select(
                InboundRow.post_id, InboundRow.version, InboundRow.digest, InboundRow.username,
                InboundRow.sent_at).where(InboundRow.topic_id == topic_id)))
            ours = {row.post_id for row in seen if row.username.lower() == self.master.bot}
            ours |= set(session.scalars(select(OutboxRow.post_id).where(
                OutboxRow.post_id.in_(info.post_ids))))
        have = {(row.post_id, row.version, row.digest) for row in seen}
        versions: dict[int, int] = {}
        for row in seen:
            versions[row.post_id] = max(row.version, versions.get(row.post_id, 0))
        listed = [post for post in info.posts
                  if post["id"] not in ours and isinstance(post.get("raw"), str)]
        recent = {row.post_id for row in seen if reread and opened and row.sent_at >= opened}
        wanted = self._to_read(info, versions, ours | {post["id"] for post in listed}, recent)
        posts = listed
        if wanted:
            self.sender.pacer.wait()
            posts = posts + self.forum.read_posts(topic_id, wanted)
        found = 0
        for post in posts:
            try:
                incoming = from_post(post, private=info.private)
            except BadPayload as exc:
                log.warning("backfill: unreadable post in topic %s: %s", topic_id, exc)
                continue
            known = (incoming.post_id, incoming.version,
                     self.master.inbound_key(incoming)[1]) in have
            if incoming.post_type == 1 and not known:
                found += self.master.record(incoming, via="backfill")
        if info.post_ids:  # the whole stream was read: a post missing from it is deleted
            found += self._deleted_unseen(topic_id, info)
        if found:
            with self.master.db.unit() as session:
                game = session.scalar(select(TopicRow.game_id).where(
                    TopicRow.discourse_id == topic_id))
            log.info("backfill found %s posts in topic %s", found, topic_id, extra={
                "game": game, "event": "backfill_found", "topic": topic_id, "posts": found})
        return found

    def _deleted_unseen(self, topic_id: int, info: TopicInfo) -> int:
        """Deletions whose webhook was lost: a post of the topic that holds an order in an
        open step and is no longer in the topic's stream (Discourse leaves deleted posts out
        of it, for staff too) was deleted. Staff can still read it by id, which says when
        (`deleted_at`); otherwise it counts as deleted now. A post already known deleted is
        not recorded again."""
        stream = set(info.post_ids)
        with self.master.db.unit() as session:
            held = session.execute(
                select(OrderRow.post_id, OrderRow.step_key, GameRow)
                .join(GameRow, GameRow.id == OrderRow.game_id)
                .where(OrderRow.post_id.in_(select(InboundRow.post_id).where(
                    InboundRow.topic_id == topic_id, InboundRow.event == "")),
                       GameRow.status.in_(("running", "review")))).all()
            gone: set[int] = set()
            for post_id, step_key, game in held:
                rules = registry.get(game.kind)
                if post_id in stream or rules is None or step_key not in {
                        s.step.key for s in open_steps.current(game, rules)}:
                    continue
                latest = session.scalar(select(InboundRow.event).where(
                    InboundRow.post_id == post_id, InboundRow.event != "")
                    .order_by(InboundRow.id.desc()).limit(1))
                if latest in (None, "recovered"):
                    gone.add(post_id)
            last = {post_id: session.scalar(select(InboundRow).where(
                InboundRow.post_id == post_id, InboundRow.event == "")
                .order_by(InboundRow.version.desc(), InboundRow.id.desc()).limit(1))
                for post_id in sorted(gone)}
        if not gone:
            return 0
        self.sender.pacer.wait()
        found = 0
        read = {post.get("id"): post for post in self.forum.read_posts(topic_id, sorted(gone))}
        now = self.master.clock()
        for post_id, row in last.items():
            try:
                incoming = from_post(read[post_id], private=info.private)
            except (KeyError, BadPayload):
                incoming = None
            if row is not None and (incoming is None or not incoming.deleted):
                incoming = IncomingPost(
                    post_id=post_id, version=row.version, topic_id=topic_id,
                    post_number=row.post_number,
                    reply_to_post_number=row.reply_to_post_number, username=row.username,
                    private=row.private, raw=row.raw, sent_at=now, staff=row.staff,
                    deleted_at=now)
            if incoming is not None:
                log.info("backfill: post %s of topic %s was deleted", post_id, topic_id)
                found += self.master.record(incoming, via="backfill")
        return found

    @staticmethod
    def _to_read(info: TopicInfo, versions: dict[int, int], skip: set[int],
                 recent: set[int]) -> list[int]:
        """Posts worth a read beyond the listing's text: the unknown ones (no version of them
        recorded), those the listing shows (without text) at a newer version than we have,
        and the `recent` ones (the open step's, whose edit with a lost webhook would change
        an order)."""
        listed = {post["id"]: int(post.get("version") or 1) for post in info.posts}
        return [post_id for post_id in info.post_ids if post_id not in skip and (
            post_id not in versions or listed.get(post_id, 0) > versions[post_id]
            or post_id in recent)]

    def start(self) -> None:
        """Free what a dead predecessor held, look for what changed while down, tick, then
        tick whenever woken and every `POLL_SECONDS`; look for what changed every
        `BACKFILL_MINUTES`, and backfill in full from `BACKFILL_MINUTES` on, every
        `FULL_BACKFILL_MINUTES`."""
        config = self.master.config
        # Listening first: a post recorded during the start-up's own work is a wake waiting.
        self._unsubscribe = wakeup.subscribe(self.master.db, self.wake)
        self._listener = wakeup.Listener(self.master.db, self.wake).start()
        log.info("worker ticking when a post is recorded (%s) and every %ss",
                 "in this process and by NOTIFY" if self._listener.usable
                 else "in this process only", config.poll_seconds)
        freed = self.sender.release_dead_claims()
        if freed:
            log.info("took over %s messages a stopped worker was sending", freed)
        # What the forum's lists show as new first (posts made while no worker ran whose
        # webhook was lost: a call or two, and the topics they name), then the first tick:
        # deadlines missed while down fire now, each due topic read again before (as
        # always). The full read of every topic (an edit whose webhook was lost; 40 s and
        # 5,000 calls for a thousand games) comes `BACKFILL_MINUTES` later, in the
        # scheduler's thread, instead of holding the ticks back: not at once, where it
        # would take the forum's budget from the answers of a worker just started.
        self.backfill_changed()
        self.run_once()
        scheduler = BackgroundScheduler(timezone="UTC")
        scheduler.add_job(self._safe(self.backfill_changed), "interval",
                          seconds=config.backfill_minutes * 60, max_instances=1, coalesce=True,
                          id="backfill")
        scheduler.add_job(self._safe(self.backfill), "interval",
                          seconds=config.full_backfill_minutes * 60, max_instances=1,
                          coalesce=True, id="full-backfill",
                          next_run_time=datetime.now(UTC) + timedelta(
                              minutes=config.backfill_minutes))
        scheduler.start()
        self.scheduler = scheduler
        self._stopping.clear()
        self._sending = threading.Thread(target=self._send_forever, name="gamemaster-send",
                                         daemon=True)
        self._sending.start()
        self.sends_apart = True
        self._ticker = threading.Thread(target=self._tick_forever, name="gamemaster-tick",
                                        daemon=True)
        self._ticker.start()

    def wake(self) -> None:
        """Run a tick now (a post was just recorded). A wake during a tick runs one more
        right after it, so a post recorded after the tick last looked is not left to the
        poll. Before `start` (scenarios, tests driving ticks themselves) nothing runs."""
        self._woken.set()

    def _tick_forever(self) -> None:
        """The tick loop: waits for a wake, the next moment something is due, or the poll
        interval, whichever comes first."""
        tick = self._safe(self.run_once)
        poll = self.master.config.poll_seconds
        began = self.master.clock()
        while not self._stopping.is_set():
            self._woken.wait(timeout=self._until_due(began, poll))
            if self._stopping.is_set():
                break
            self._woken.clear()  # before the tick: a wake from now on means one more
            began = self.master.clock()
            tick()

    def _until_due(self, began: datetime, poll: float) -> float:
        """Seconds to wait before the next tick: until the next deadline, reminder or review
        window (`GameMaster.next_due`), at most `poll`. Something due before the last tick
        began and still due failed in it (a resolution that raised): it waits for the poll,
        as it always did, rather than being tried again at once, over and over; something
        that came due during the tick runs at once. A clock that does not move (a fake one:
        scenarios, tests) waits for the poll too."""
        try:
            due = self.master.next_due()
        except Exception:  # the database away: the poll, as before
            log.exception("worker: cannot tell when something is due next")
            return poll
        now = self.master.clock()
        if due is None or due <= began or now <= began:  # failed, or a clock that stands
            return poll
        return max(0.0, min(poll, (due - now).total_seconds()))

    def stop(self) -> None:
        """Stop listening, let the current tick finish, stop the scheduler."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._listener is not None:
            self._listener.stop()
            self._listener = None
        if self._ticker is not None:
            self._stopping.set()
            self._woken.set()
            self._ticker.join()
            self._ticker = None
        if self._sending is not None:
            self._stopping.set()
            self._send_wanted.set()
            self._sending.join()
            self._sending = None
        self.sends_apart = False
        if self.scheduler is not None:
            self.scheduler.shutdown(wait=True)
            self.scheduler = None

    @staticmethod
    def _safe(job: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            try:
                job()
            except Exception:  # a failed tick must not stop the scheduler
                log.exception("worker job failed")

        return run
