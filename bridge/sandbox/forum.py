"""`SandboxForum`: a fake Discourse in memory — posting, editing, closing topics, discobot,
webhooks, faults.

Members act through `post`, `new_topic`, `new_private_message`, `edit`, `delete` and `recover`
(what they would do in the browser); the bot acts through the HTTP API (`app.py`), which calls
`create_post`, `revise`, `destroy_post`, `recover_post` and `update_topic_status` (the last
also serves staff members in tests). Every created, edited, deleted or recovered post, the
small-action post a status change leaves included, is delivered to the webhooks,
synchronously, after the forum lock is released.

The forum holds the state (`state.py`), adds every post (`_add_post_locked`) and sends every
webhook (`_send`); the rest is done in the modules it answers for: new posts in `posting.py`,
edits and deletions in `edits.py`, changes to a topic in `topic_actions.py`, discobot's
answers in `narrative_bot.py`, API admission in `api_gate.py`.
"""

from __future__ import annotations

import queue
import random
import threading
import time
from datetime import datetime
from typing import Any

from . import edits, errors, topic_actions
from .api_gate import ApiCall, ApiGate, Fault
from .model import (
    DISCOBOT_USER_ID,
    PRIVATE_MESSAGE,
    Post,
    SiteSettings,
    Topic,
    User,
    cook,
    format_time,
)
from .narrative_bot import NarrativeBot
from .posting import Posting
from .serialize import post_json, webhook_post_json
from .state import Clock, ForumState
from .webhooks import (
    POST_EVENTS,
    Delivery,
    PendingEvent,
    WebhookEndpoint,
    build_headers,
    encode_body,
    send,
)


class SandboxForum(ForumState):
    """An in-memory Discourse forum with its API key, bot account, webhooks and faults."""

    def __init__(
        self,
        *,
        bot_username: str = "gamemaster",
        bot_name: str | None = None,
        api_key: str = "sandbox-api-key",
        instance_url: str | None = None,
        clock: Clock | None = None,
        seed: int | None = None,
        settings: SiteSettings | None = None,
    ) -> None:
        super().__init__(bot_username=bot_username, bot_name=bot_name, clock=clock,
                         settings=settings)
        self.api_key = api_key
        self.instance_url = instance_url
        self.rng = random.Random(seed)
        self.webhooks: list[WebhookEndpoint] = []
        self.deliveries: list[Delivery] = []
        self.drop_webhooks = False
        # Off: deliveries happen inside the request that made the post (deterministic tests).
        # On: one background sender, in order, like Discourse's Sidekiq; see `flush_webhooks`.
        self.async_webhooks = False
        self._outbox: queue.Queue[Delivery] | None = None
        self.discobot_ignored_usernames: set[str] = set()
        # Members' posts meet the same checks as the bot's (lengths, entropy, capitals), as
        # Discourse applies them to everyone; off only for tests of something else.
        self.check_user_posts = True
        self.api_gate = ApiGate(self.lock, self.now)
        self.api_calls: list[ApiCall] = self.api_gate.calls
        self._next_event_id = 1
        self.posting = Posting(self)
        self.narrative_bot = NarrativeBot(self)

    # -- what members do in the browser ----------------------------------------------------

    def post(
        self, username: str, topic_id: int, raw: str, reply_to_post_number: int | None = None
    ) -> dict[str, Any]:
        """`username` replies in a topic; returns the post as `GET /posts/{id}.json` shows it."""
        return self.create_post(username, raw, topic_id=topic_id,
                                reply_to_post_number=reply_to_post_number,
                                validate=self.check_user_posts, auto_create_user=True)

    def new_topic(
        self, username: str, title: str, raw: str, category_id: int | None = None
    ) -> dict[str, Any]:
        """`username` opens a public topic; returns its first post."""
        return self.create_post(username, raw, title=title, category_id=category_id,
                                validate=self.check_user_posts, auto_create_user=True)

    def new_private_message(
        self, username: str, recipients: list[str], title: str, raw: str
    ) -> dict[str, Any]:
        """`username` starts a private message with `recipients`; returns its first post."""
        for name in recipients:
            self.add_user(name)
        return self.create_post(username, raw, title=title, archetype=PRIVATE_MESSAGE,
                                target_recipients=",".join(recipients),
                                validate=self.check_user_posts, auto_create_user=True)

    def edit(
        self, username: str, post_id: int, raw: str, edit_reason: str | None = None
    ) -> dict[str, Any]:
        """`username` edits a post (theirs, or any if staff); returns the post."""
        return self.revise(username, post_id, raw, edit_reason=edit_reason,
                           validate=self.check_user_posts)

    def delete(self, username: str, post_id: int) -> None:
        """`username` deletes a post (theirs, or any if staff), as the trash button does."""
        self.destroy_post(username, post_id)

    def recover(self, username: str, post_id: int) -> dict[str, Any]:
        """`username` undoes a deletion (their own withdrawn post, or any if staff)."""
        return self.recover_post(username, post_id)

    def discobot_reply(
        self, topic_id: int, reply_to_post_number: int | None, raw: str
    ) -> dict[str, Any]:
        """Discobot posts `raw` in a topic (no validation), as its dice answers are posted."""
        with self.lock:
            topic = self.topic_locked(topic_id)
            post = self._add_post_locked(topic, self.discobot, raw, reply_to_post_number,
                                         self.now())
            body = post_json(self.post_context_locked(post), viewer=self.discobot,
                             include_raw=True)
            event = self.event_locked("post_created", post)
        self.deliver(event)
        return body

    # -- what every change needs -----------------------------------------------------------

    def known_user(self, username: str) -> User:
        """The user acting, who must exist (`InvalidAccess` otherwise, as for a bad API user)."""
        user = self.find_user(username)
        if user is None:
            raise errors.InvalidAccess()
        return user

    def _add_post_locked(
        self,
        topic: Topic,
        author: User,
        raw: str,
        reply_to_post_number: int | None,
        at: datetime,
    ) -> Post:
        """Add a post to `topic`, numbered after its last one: every post the forum makes
        passes here (members', the bot's, discobot's, small actions)."""
        if reply_to_post_number is not None:
            reply_to_post_number = int(reply_to_post_number)
            if self.post_by_number_locked(topic, reply_to_post_number) is None:
                reply_to_post_number = None
        numbers = [self.posts[i].post_number for i in topic.post_ids]
        post = Post(
            id=self.new_post_id(),
            topic_id=topic.id,
            post_number=max(numbers, default=0) + 1,
            user_id=author.id,
            raw=raw,
            cooked=cook(raw),
            created_at=at,
            updated_at=at,
            reply_to_post_number=reply_to_post_number,
            last_version_at=at,
            last_editor_id=author.id,
        )
        self.posts[post.id] = post
        topic.post_ids.append(post.id)
        return post

    # -- posting, editing, deleting (`posting.py`, `edits.py`) ------------------------------

    def create_post(
        self,
        username: str,
        raw: str | None,
        *,
        topic_id: int | None = None,
        title: str | None = None,
        category_id: int | None = None,
        archetype: str | None = None,
        target_recipients: str | None = None,
        reply_to_post_number: int | None = None,
        created_at: datetime | None = None,
        validate: bool = True,
        via_api: bool = False,
        auto_create_user: bool = False,
    ) -> dict[str, Any]:
        """Create a reply, a topic or a private message, as `POST /posts` does.

        Raises `NotFound`, `InvalidAccess` or `PostRejected` (422). With `via_api`, an
        identical request by the same user within 120 s answers the first result again.
        """
        return self.posting.create_post(
            username, raw, topic_id=topic_id, title=title, category_id=category_id,
            archetype=archetype, target_recipients=target_recipients,
            reply_to_post_number=reply_to_post_number, created_at=created_at,
            validate=validate, via_api=via_api, auto_create_user=auto_create_user,
        )

    def revise(
        self,
        username: str,
        post_id: int,
        raw: str,
        *,
        edit_reason: str | None = None,
        validate: bool = True,
    ) -> dict[str, Any]:
        """Edit a post as `PUT /posts/{id}` does (the author or staff); returns the post."""
        return edits.revise(self, username, post_id, raw, edit_reason=edit_reason,
                            validate=validate)

    def destroy_post(self, username: str, post_id: int) -> None:
        """Delete a post as `DELETE /posts/{id}` does: staff delete it, an author withdraws
        their own (`edits.destroy_post`)."""
        edits.destroy_post(self, username, post_id)

    def recover_post(self, username: str, post_id: int) -> dict[str, Any]:
        """Undo a deletion as `PUT /posts/{id}/recover` does (`edits.recover_post`); returns
        the post."""
        return edits.recover_post(self, username, post_id)

    def destroy_stubs(self) -> int:
        """Discourse's hourly `PostDestroyer.destroy_stubs`: posts withdrawn by their author
        long enough ago are deleted (`edits.destroy_stubs`); how many."""
        return edits.destroy_stubs(self)

    # -- topic status, invitations (`topic_actions.py`) -------------------------------------

    def update_topic_status(
        self, username: str, topic_id: int, status: str, enabled: bool = True
    ) -> dict[str, Any]:
        """Close or archive a topic (`enabled=False` reopens / unarchives), as
        `PUT /t/{id}/status` does (`topic_actions.update_topic_status`)."""
        return topic_actions.update_topic_status(self, username, topic_id, status, enabled)

    def invite_to_topic(self, username: str, topic_id: int, invited: str) -> dict[str, Any]:
        """Add `invited` to a private message, as `POST /t/{id}/invite` does
        (`topic_actions.invite_to_topic`)."""
        return topic_actions.invite_to_topic(self, username, topic_id, invited)

    def invite(self, username: str, topic_id: int, invited: str) -> dict[str, Any]:
        """A member invites someone into a private message they are in, from the browser
        (the GM adding a friend to the GM desk)."""
        return self.invite_to_topic(username, topic_id, invited)

    def remove_allowed_user(self, username: str, topic_id: int, removed: str) -> None:
        """A member of a private message takes someone out of it, as `PUT
        /t/{id}/remove-allowed-user` does (`topic_actions.remove_allowed_user`)."""
        topic_actions.remove_allowed_user(self, username, topic_id, removed)

    def topic_status(self, topic_id: int) -> dict[str, bool]:
        """`{"closed": ..., "archived": ...}` for a topic (`NotFound` if there is none)."""
        with self.lock:
            topic = self.topic_locked(int(topic_id))
            return {"closed": topic.closed, "archived": topic.archived}

    # -- discobot ----------------------------------------------------------------------------

    @property
    def discobot_enabled(self) -> bool:
        """The narrative bot plugin's site setting (`discourse_narrative_bot_enabled`)."""
        return self.settings.discourse_narrative_bot_enabled

    @discobot_enabled.setter
    def discobot_enabled(self, enabled: bool) -> None:
        self.settings.discourse_narrative_bot_enabled = enabled

    @property
    def discobot_locale(self) -> str:
        """The site's language (`default_locale`): discobot's trigger word and answers for
        every member whose own locale does not count (see `effective_locale`)."""
        return self.settings.default_locale

    @discobot_locale.setter
    def discobot_locale(self, locale: str) -> None:
        self.settings.default_locale = locale

    def effective_locale(self, user: User) -> str:
        """`User#effective_locale` (app/models/user.rb): the member's own locale when the site
        allows it and they chose one, else the site's."""
        if self.settings.allow_user_locale and user.locale:
            return user.locale
        return self.settings.default_locale

    def can_see_locked(self, user: User, topic: Topic) -> bool:
        """As `ForumState.can_see_locked`; discobot only sees private messages it is in."""
        if user.id == DISCOBOT_USER_ID and topic.private:
            return user.username in topic.allowed_usernames
        return super().can_see_locked(user, topic)

    # -- webhooks ------------------------------------------------------------------------

    def add_webhook(
        self, url: str, secret: str = "", events: tuple[str, ...] = POST_EVENTS
    ) -> WebhookEndpoint:
        """Register a webhook endpoint (Discourse's "post events" webhook)."""
        endpoint = WebhookEndpoint(url=url, secret=secret, events=events)
        with self.lock:
            self.webhooks.append(endpoint)
        return endpoint

    def event_locked(self, event: str, post: Post) -> PendingEvent:
        """The webhook event for `post` as it now stands, to `deliver` once the lock is
        released."""
        ctx = self.post_context_locked(post)
        count = len(self.topic_posts_locked(ctx.topic))
        body = encode_body({"post": webhook_post_json(ctx, count)})
        return PendingEvent(event, post.id, body)

    def _new_delivery(
        self, endpoint: WebhookEndpoint, event: str, post_id: int | None, body: bytes,
        event_type: str = "post",
    ) -> Delivery:
        with self.lock:
            event_id = self._next_event_id
            self._next_event_id += 1
            headers = build_headers(
                instance=self.instance_url or "http://localhost", event_id=event_id,
                event_type=event_type, event=event, body=body, secret=endpoint.secret,
            )
            delivery = Delivery(event_id=event_id, endpoint=endpoint, event=event,
                                event_type=event_type, body=body, headers=headers,
                                post_id=post_id, at=self.now())
            self.deliveries.append(delivery)
            delivery.dropped = self.drop_webhooks
        return delivery

    def deliver(self, event: PendingEvent) -> None:
        """Send an event to every endpoint subscribed to it (outside the lock)."""
        with self.lock:
            endpoints = list(self.webhooks)
        for endpoint in endpoints:
            if event.event in endpoint.events:
                delivery = self._new_delivery(endpoint, event.event, event.post_id, event.body)
                self._send(delivery)

    def _send(self, delivery: Delivery) -> None:
        if delivery.dropped:
            return
        if not self.async_webhooks:
            send(delivery)
            return
        with self.lock:
            if self._outbox is None:
                self._outbox = queue.Queue()
                threading.Thread(target=self._send_forever, args=(self._outbox,),
                                 name="sandbox-webhooks", daemon=True).start()
            self._outbox.put(delivery)

    @staticmethod
    def _send_forever(outbox: queue.Queue[Delivery]) -> None:
        while True:
            delivery = outbox.get()
            try:
                send(delivery)
            finally:
                outbox.task_done()

    def flush_webhooks(self, timeout: float = 10.0) -> bool:
        """Wait until queued deliveries are sent (async mode); False if time ran out."""
        outbox = self._outbox
        deadline = time.monotonic() + timeout
        while outbox is not None and outbox.unfinished_tasks:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True

    def ping_webhook(self, endpoint: WebhookEndpoint) -> Delivery:
        """The webhook's Events tab → **Ping** (`Admin::WebHooksController#ping`, sent by
        `Jobs::EmitWebHookEvent`): the body `{"ping":"OK"}`, event type and event `ping`,
        signed like any delivery, whatever events the endpoint takes. Sent at once; the
        delivery holds the receiver's answer, as the Events tab shows it."""
        delivery = self._new_delivery(endpoint, "ping", None, encode_body({"ping": "OK"}),
                                      event_type="ping")
        if not delivery.dropped:
            send(delivery)
        return delivery

    def redeliver(self, delivery: Delivery) -> Delivery:
        """Send a delivery's body again, as a new event (new `X-Discourse-Event-Id`)."""
        again = self._new_delivery(delivery.endpoint, delivery.event, delivery.post_id,
                                   delivery.body)
        self._send(again)
        return again

    # -- API admission: faults and the admin API rate limit (`api_gate.py`) ---------------

    def fail_next(
        self,
        status: int = 503,
        count: int = 1,
        body: Any = None,
        headers: dict[str, str] | None = None,
        wait_seconds: int = 0,
    ) -> None:
        """Make the next `count` API requests fail with `status` (429: a rate-limit body)."""
        self.api_gate.fail_next(status, count, body, headers, wait_seconds)

    def take_fault(self) -> Fault | None:
        """The injected failure for this request, if one is pending."""
        return self.api_gate.take_fault()

    def set_rate_limit(self, per_minute: int | None, wait_seconds: int | None = None) -> None:
        """Limit the API to `per_minute` requests a minute for the whole site (None: off);
        `wait_seconds` fixes what the 429 announces."""
        self.api_gate.set_rate_limit(per_minute, wait_seconds)

    def admit_api_request(self) -> None:
        """Count one API request; `RateLimited` if the minute's budget is spent."""
        self.api_gate.admit()

    def authenticate(self, api_key: str | None, api_username: str | None) -> User:
        """The user an API request acts as (`InvalidAccess` on a bad key or unknown user)."""
        if not api_key or api_key != self.api_key or not api_username:
            raise errors.InvalidAccess()
        return self.known_user(api_username)

    def record_call(self, method: str, path: str, username: str | None, status: int) -> None:
        """Note an API request and its answer in `api_calls`."""
        self.api_gate.record(method, path, username, status)

    # -- what happened ---------------------------------------------------------------------

    def transcript(self, by: str | None = None) -> list[dict[str, Any]]:
        """Every post in creation order (optionally only those by `by`), for assertions."""
        with self.lock:
            lines = []
            for post in sorted(self.posts.values(), key=lambda p: p.id):
                author = self.users[post.user_id]
                if by is not None and author.username.lower() != by.lower():
                    continue
                topic = self.topics[post.topic_id]
                lines.append(
                    {
                        "topic": topic.id,
                        "title": topic.title,
                        "private": topic.private,
                        "recipients": [n for n in topic.allowed_usernames
                                       if n != author.username],
                        "author": author.username,
                        "at": format_time(post.created_at),
                        "raw": post.raw,
                        "post_id": post.id,
                        "post_number": post.post_number,
                        "version": post.version,
                    }
                )
                if post.action_code:
                    lines[-1]["action_code"] = post.action_code
            return lines

