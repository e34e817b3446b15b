"""`SandboxForum`: a fake Discourse in memory — posting, editing, closing topics, discobot,
webhooks, faults.

Members act through `post`, `new_topic`, `new_private_message`, `edit`, `delete` and `recover`
(what they would do in the browser); the bot acts through the HTTP API (`app.py`), which calls
`create_post`, `revise`, `destroy_post`, `recover_post` and `update_topic_status` (the last
also serves staff members in tests). Every created, edited, deleted or recovered post, the
small-action post a status change leaves included, is delivered to the webhooks,
synchronously, after the forum lock is released.
"""

from __future__ import annotations

import copy
import difflib
import queue
import random
import re
import threading
import time
import unicodedata
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from . import discobot, errors
from .errors import PostRejected
from .model import (
    DELETED_BY_AUTHOR,
    DISCOBOT_USER_ID,
    PRIVATE_MESSAGE,
    REGULAR,
    SMALL_ACTION,
    TOPIC_STATUSES,
    Post,
    SiteSettings,
    Topic,
    User,
    cook,
    format_time,
    slugify,
)
from .serialize import post_json, webhook_post_json
from .state import Clock, ForumState
from .webhooks import (
    POST_EVENTS,
    Delivery,
    WebhookEndpoint,
    build_headers,
    encode_body,
    send,
)

ENTROPY_SCALE = 0.7
"""Discourse's `TextSentinel::ENTROPY_SCALE`."""


def _seems_clear(text: str, min_entropy: int, settings: SiteSettings) -> bool:
    """Discourse's `TextSentinel#valid?` for a body: enough distinct bytes, a letter or
    digit, and not all in capitals (unless the site allows it)."""
    if len(set(text.encode("utf-8"))) < min_entropy:
        return False
    if not any(c.isalnum() for c in text):
        return False
    if settings.allow_uppercase_posts:
        return True
    letters = [c for c in text if c.isalpha()]
    return not letters or any(c.islower() or unicodedata.category(c) == "Lo" for c in letters)


@dataclass
class Fault:
    """An injected failure for the next API request: status, body, headers."""

    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class ApiCall:
    """One API request the forum answered (for counting the bot's calls)."""

    method: str
    path: str
    username: str | None
    status: int
    at: datetime


@dataclass
class _Event:
    """A webhook event waiting to be sent (built under the lock, sent outside it)."""

    event: str
    post_id: int
    body: bytes


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
        self._hints: dict[int, tuple[int, datetime]] = {}
        # Members' posts meet the same checks as the bot's (lengths, entropy, capitals), as
        # Discourse applies them to everyone; off only for tests of something else.
        self.check_user_posts = True
        self.api_rate_limit: int | None = None
        self.rate_limit_wait_seconds: int | None = None
        self.api_calls: list[ApiCall] = []
        self._faults: deque[Fault] = deque()
        self._api_hits: deque[datetime] = deque()
        self._next_event_id = 1
        self._memo: dict[tuple[Any, ...], tuple[datetime, int, dict[str, Any]]] = {}
        self._recent_raws: dict[int, list[tuple[datetime, str]]] = {}

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
            event = self._event_locked("post_created", post)
        self._deliver(event)
        return body

    # -- posting (browser and API) ---------------------------------------------------------

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
        with self.lock:
            author = self.add_user(username) if auto_create_user else self.known_user(username)
            key = (author.id, raw, topic_id, title, category_id, archetype, target_recipients,
                   reply_to_post_number, created_at)
            if via_api:
                remembered = self._memo_get_locked(key)
                if remembered is not None:
                    status, body = remembered
                    if status != 200:
                        raise PostRejected(body["errors"])
                    return body
            try:
                post = self._create_locked(
                    author, raw or "", topic_id=topic_id, title=title, category_id=category_id,
                    private=archetype == PRIVATE_MESSAGE,
                    recipients=_split_names(target_recipients),
                    reply_to_post_number=reply_to_post_number,
                    created_at=created_at, validate=validate,
                )
            except PostRejected as rejected:
                if via_api:
                    self._memo[key] = (self.now(), 422, rejected.body())
                raise
            body = post_json(self.post_context_locked(post), viewer=author, include_raw=True)
            if via_api:
                self._memo[key] = (self.now(), 200, copy.deepcopy(body))
            event = self._event_locked("post_created", post)
        self._deliver(event)
        self._discobot_answer(post.id)
        return body

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
        with self.lock:
            editor = self.known_user(username)
            post = self.post_locked(post_id)
            topic = self.topics[post.topic_id]
            self.ensure_can_see_locked(editor, topic)
            if editor.id != post.user_id and not editor.staff:
                raise errors.InvalidAccess()
            if post.user_deleted and not editor.staff:  # `can_edit_post?`: withdrawn
                raise errors.InvalidAccess()
            if validate:
                problems = self._raw_problems(raw, topic.private, post.post_number == 1)
                if problems:
                    raise PostRejected(problems, action=None)
            event = None
            if raw != post.raw or edit_reason:
                self._apply_revision_locked(post, editor, raw, edit_reason or None)
                event = self._event_locked("post_edited", post)
            body = post_json(self.post_context_locked(post), viewer=editor, include_raw=True)
        if event:
            self._deliver(event)
        return body

    # -- deleting and recovering posts (PostsController#destroy, #recover) ------------------

    def _find_post_locked(self, user: User, post_id: int) -> Post:
        """`find_post_using`: staff find deleted posts too, anyone else gets `NotFound`."""
        post = self.posts.get(int(post_id))
        if post is None or (post.deleted_at is not None and not user.staff):
            raise errors.NotFound()
        self.ensure_can_see_locked(user, self.topics[post.topic_id])
        return post

    def destroy_post(self, username: str, post_id: int) -> None:
        """Delete a post as `DELETE /posts/{id}` does (`PostDestroyer#destroy`, Discourse's
        `lib/post_destroyer.rb`; who may, `Guardian#can_delete_post?` in
        `lib/guardian/post_guardian.rb`).

        Staff (or any author when `delete_removed_posts_after` is below 1) delete it: it gets
        `deleted_at`, leaves its topic's stream and listings, and `post_destroyed` is sent
        with the post as it now is. An author deleting their own post only withdraws it
        (`mark_for_deletion`): a forced new version whose text is DELETED_BY_AUTHOR, sent as
        `post_edited` (the revision's event, before the flag is set), then `user_deleted` set
        and `post_destroyed` sent; it stays in the stream until `destroy_stubs`.

        `InvalidAccess` for a topic's first post (deleting it deletes the topic, not
        modelled), a post already deleted or withdrawn, someone else's post unless staff, a
        post in an archived topic unless staff; `NotFound` for an unknown post."""
        events: list[_Event] = []
        with self.lock:
            user = self.known_user(username)
            post = self._find_post_locked(user, post_id)
            topic = self.topics[post.topic_id]
            own = post.user_id == user.id
            if (post.post_number == 1 or post.deleted_at is not None
                    or (not user.staff and topic.archived)
                    or (own and post.user_deleted) or not (own or user.staff)):
                raise errors.InvalidAccess()
            now = self.now()
            if user.staff or self.settings.delete_removed_posts_after < 1:
                post.deleted_at = now  # perform_delete: trash!
            else:
                post.raw_before_deletion = post.raw
                self._force_revision_locked(post, user, DELETED_BY_AUTHOR)
                events.append(self._event_locked("post_edited", post))
                post.user_deleted = True
            events.append(self._event_locked("post_destroyed", post))
        for event in events:
            self._deliver(event)

    def recover_post(self, username: str, post_id: int) -> dict[str, Any]:
        """Undo a deletion as `PUT /posts/{id}/recover` does (`PostDestroyer#recover`; who
        may, `Guardian#can_recover_post?`); returns the post.

        A deleted post (staff only) gets its `deleted_at` cleared (`staff_recovered`: no new
        version); a withdrawn one (its author, or staff) gets its text back in a forced new
        version (`user_recovered`), sent as `post_edited`. Then `post_recovered` is sent.
        `InvalidAccess` for a post that is neither, or someone else's unless staff."""
        events: list[_Event] = []
        with self.lock:
            user = self.known_user(username)
            post = self._find_post_locked(user, post_id)
            own = post.user_id == user.id
            if not (post.deleted_at is not None or post.user_deleted) or not (
                    own or user.staff):
                raise errors.InvalidAccess()
            if post.deleted_at is not None:
                post.deleted_at = None
                post.user_deleted = False
            else:
                post.user_deleted = False
                if post.raw_before_deletion is not None:
                    self._force_revision_locked(post, user, post.raw_before_deletion)
                    post.raw_before_deletion = None
                    events.append(self._event_locked("post_edited", post))
            events.append(self._event_locked("post_recovered", post))
            body = post_json(self.post_context_locked(post), viewer=user, include_raw=True)
        for event in events:
            self._deliver(event)
        return body

    def destroy_stubs(self) -> int:
        """Discourse's hourly `PostDestroyer.destroy_stubs`: the system user deletes every
        post withdrawn by its author more than `delete_removed_posts_after` hours ago (each
        sent as `post_destroyed`); how many."""
        events: list[_Event] = []
        with self.lock:
            limit = self.now() - timedelta(hours=self.settings.delete_removed_posts_after)
            for post in self.posts.values():
                if post.user_deleted and post.deleted_at is None and post.updated_at < limit:
                    post.deleted_at = self.now()
                    events.append(self._event_locked("post_destroyed", post))
        for event in events:
            self._deliver(event)
        return len(events)

    def _force_revision_locked(self, post: Post, editor: User, raw: str) -> None:
        """`PostRevisor#revise!` with `force_new_version` and no validations."""
        self._write_revision_locked(post, editor, raw, None, new_version=True)

    # -- topic status (close, archive) -----------------------------------------------------

    def update_topic_status(
        self, username: str, topic_id: int, status: str, enabled: bool = True
    ) -> dict[str, Any]:
        """Close or archive a topic (`enabled=False` reopens / unarchives), as
        `PUT /t/{id}/status` does; answers `{"success": "OK", "topic_status_update": null}`.

        Raises `InvalidParameterValue` (400) for a status other than closed or archived,
        `NotFound` for an unknown topic, `InvalidAccess` for a topic the user cannot see or a
        user who is not staff. A real change leaves a small-action post by `username`
        (post_type 3, `action_code` "closed.enabled", "archived.disabled"..., empty raw),
        delivered as `post_created`; asking for the state the topic is already in changes
        nothing, posts nothing and still answers OK (`TopicStatusUpdater`).
        """
        if status not in TOPIC_STATUSES:
            raise errors.InvalidParameterValue("status")
        event = None
        with self.lock:
            user = self.known_user(username)
            topic = self.topic_locked(int(topic_id))
            self.ensure_can_see_locked(user, topic)
            if not user.staff:
                raise errors.InvalidAccess()
            if getattr(topic, status) != enabled:
                setattr(topic, status, enabled)
                post = self._add_post_locked(topic, user, "", None, self.now())
                post.post_type = SMALL_ACTION
                post.action_code = f"{status}.{'enabled' if enabled else 'disabled'}"
                event = self._event_locked("post_created", post)
        if event:
            self._deliver(event)
        return {"success": "OK", "topic_status_update": None}

    def invite_to_topic(self, username: str, topic_id: int, invited: str) -> dict[str, Any]:
        """Add `invited` to a private message, as `POST /t/{id}/invite` does for a
        participant or staff (`Topic#invite`, `app/models/topic.rb`); answers
        `{"success": "OK", "user": {...}}` and leaves a small-action post by the inviter
        (`action_code` "invited_user", `action_code_who` the invitee), delivered as
        `post_created`. Someone already in it: 422 `topic_invite.user_exists`
        (`TopicsController#invite` rescues `Topic::UserExists`). `NotFound` for an unknown
        topic or user (Discourse's 400 "the user was not found" comes as 404 here too),
        `InvalidAccess` for a user who cannot see the topic."""
        event = None
        with self.lock:
            user = self.known_user(username)
            topic = self.topic_locked(int(topic_id))
            self.ensure_can_see_locked(user, topic)
            guest = self.find_user(invited)
            if guest is None:
                raise errors.NotFound()
            if topic.private:
                if guest.username.casefold() in (n.casefold() for n in topic.allowed_usernames):
                    raise PostRejected([errors.message("user_exists")], action=None)
                topic.allowed_usernames.append(guest.username)
                post = self._add_post_locked(topic, user, "", None, self.now())
                post.post_type = SMALL_ACTION
                post.action_code = "invited_user"
                post.action_code_who = guest.username
                event = self._event_locked("post_created", post)
            answer = {"success": "OK", "user": {"id": guest.id, "username": guest.username}}
        if event:
            self._deliver(event)
        return answer

    def invite(self, username: str, topic_id: int, invited: str) -> dict[str, Any]:
        """A member invites someone into a private message they are in, from the browser
        (the GM adding a friend to the GM desk)."""
        return self.invite_to_topic(username, topic_id, invited)

    def remove_allowed_user(self, username: str, topic_id: int, removed: str) -> None:
        """A member of a private message takes someone out of it (`PUT
        /t/{id}/remove-allowed-user`, `Topic#remove_allowed_user`): a small-action post
        "removed_user" by the remover, delivered as `post_created`."""
        with self.lock:
            user = self.known_user(username)
            topic = self.topic_locked(int(topic_id))
            self.ensure_can_see_locked(user, topic)
            kept = [n for n in topic.allowed_usernames if n.casefold() != removed.casefold()]
            if not topic.private or kept == topic.allowed_usernames:
                raise errors.NotFound()
            topic.allowed_usernames = kept
            post = self._add_post_locked(topic, user, "", None, self.now())
            post.post_type = SMALL_ACTION
            post.action_code = "removed_user"
            post.action_code_who = removed
            event = self._event_locked("post_created", post)
        self._deliver(event)

    def topic_status(self, topic_id: int) -> dict[str, bool]:
        """`{"closed": ..., "archived": ...}` for a topic (`NotFound` if there is none)."""
        with self.lock:
            topic = self.topic_locked(int(topic_id))
            return {"closed": topic.closed, "archived": topic.archived}

    def known_user(self, username: str) -> User:
        """The user acting, who must exist (`InvalidAccess` otherwise, as for a bad API user)."""
        user = self.find_user(username)
        if user is None:
            raise errors.InvalidAccess()
        return user

    def _create_locked(
        self,
        author: User,
        raw: str,
        *,
        topic_id: int | None,
        title: str | None,
        category_id: int | None,
        private: bool,
        recipients: list[str],
        reply_to_post_number: int | None,
        created_at: datetime | None,
        validate: bool,
    ) -> Post:
        at = created_at or self.now()
        if topic_id is not None:
            topic = self.topic_locked(int(topic_id))
            self.ensure_can_see_locked(author, topic)
            if topic.locked and not author.trusted:
                # A closed or archived topic: `can_create_post_on_topic?` fails, 403.
                raise errors.InvalidAccess()
            if validate:
                self._validate_locked(author, self._raw_problems(raw, topic.private, False), raw)
            return self._add_post_locked(topic, author, raw, reply_to_post_number, at)
        # A message needs known recipients and a topic a title, even from the browser;
        # the length rules apply only when validating.
        recipient_problems = []
        if private and (not recipients or any(self.find_user(n) is None for n in recipients)):
            recipient_problems.append(errors.message("target_user_not_found"))
        if validate:
            problems = self._title_problems(title, private) + recipient_problems
            self._validate_locked(author, problems + self._raw_problems(raw, private, True), raw)
        else:
            blank = [] if (title or "").strip() else [errors.message("blank", field="Title")]
            if blank + recipient_problems:
                raise PostRejected(blank + recipient_problems)
        allowed = [author.username]
        for name in recipients:
            user = self.find_user(name)
            if user and user.username not in allowed:
                allowed.append(user.username)
        stored_title = clean_title(title or "", self.settings)
        topic = Topic(
            id=self._new_topic_id(),
            title=stored_title,
            slug=slugify(stored_title),
            archetype=PRIVATE_MESSAGE if private else REGULAR,
            category_id=None if private else (int(category_id) if category_id else 1),
            user_id=author.id,
            created_at=at,
            allowed_usernames=allowed if private else [],
        )
        self.topics[topic.id] = topic
        return self._add_post_locked(topic, author, raw, None, at)

    def _validate_locked(self, author: User, problems: list[str], raw: str) -> None:
        if problems:
            raise PostRejected(problems)
        if author.staff or self.settings.unique_posts_mins <= 0:
            return
        window = timedelta(minutes=self.settings.unique_posts_mins)
        now = self.now()
        recent = [(t, r) for t, r in self._recent_raws.get(author.id, []) if now - t < window]
        if any(r.strip() == raw.strip() for _, r in recent):
            raise PostRejected([errors.message("just_posted_that")])
        self._recent_raws[author.id] = recent + [(now, raw)]

    def _raw_problems(self, raw: str, private: bool, first_post: bool) -> list[str]:
        settings = self.settings
        length = len(raw.strip())
        if private:
            minimum = settings.min_private_message_post_length
        elif first_post:
            minimum = settings.min_first_post_length
        else:
            minimum = settings.min_post_length
        if length == 0:
            return [errors.message("blank", field="Body")]
        problems = []
        if length < minimum:
            problems.append(errors.message("too_short", field="Body", count=minimum))
        if length > settings.max_post_length:
            return [errors.message("raw_too_long", count=settings.max_post_length, length=length)]
        if not _seems_clear(raw.strip(), self._body_entropy(private), settings):
            problems.append(errors.message("is_invalid", field="Body"))
        return problems

    def _body_entropy(self, private: bool) -> int:
        """The entropy a body needs (Discourse's `TextSentinel.body_sentinel`): the site's
        minimum, scaled down for messages and capped by the length minimums."""
        settings = self.settings
        entropy = settings.body_min_entropy
        if private:
            scale = settings.min_private_message_post_length / max(1, settings.min_post_length)
            entropy = int(entropy * scale)
            if entropy > settings.min_private_message_post_length:
                entropy = int(settings.min_private_message_post_length * ENTROPY_SCALE)
        elif entropy > settings.min_post_length:
            entropy = int(settings.min_post_length * ENTROPY_SCALE)
        return entropy

    def _title_problems(self, title: str | None, private: bool) -> list[str]:
        """Discourse's checks of a new topic's title (`app/models/topic.rb`), on the title
        as it will be stored (`clean_title`): present, within the lengths, and for a public
        topic clear enough (`QualityTitleValidator`, `TextSentinel.title_sentinel`) and new
        among the listable topics, whatever the case (`allow_duplicate_topic_titles` off)."""
        settings = self.settings
        text = clean_title(title or "", settings)
        minimum = (settings.min_private_message_title_length if private
                   else settings.min_topic_title_length)
        if not text:
            return [errors.message("blank", field="Title")]
        if len(text) < minimum:
            return [errors.message("too_short", field="Title", count=minimum)]
        if len(text) > settings.max_topic_title_length:
            return [errors.message("too_long", field="Title",
                                   count=settings.max_topic_title_length)]
        if private:
            return []
        if not _title_seems_clear(text, settings):
            return [errors.message("is_invalid", field="Title")]
        if not settings.allow_duplicate_topic_titles and any(
                not topic.private and topic.title.casefold() == text.casefold()
                for topic in self.topics.values()):
            return [errors.message("taken", field="Title")]
        return []

    def _add_post_locked(
        self,
        topic: Topic,
        author: User,
        raw: str,
        reply_to_post_number: int | None,
        at: datetime,
    ) -> Post:
        if reply_to_post_number is not None:
            reply_to_post_number = int(reply_to_post_number)
            if self.post_by_number_locked(topic, reply_to_post_number) is None:
                reply_to_post_number = None
        numbers = [self.posts[i].post_number for i in topic.post_ids]
        post = Post(
            id=self._new_post_id(),
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

    def _apply_revision_locked(
        self, post: Post, editor: User, raw: str, edit_reason: str | None
    ) -> None:
        now = self.now()
        settings = self.settings
        grace = settings.editing_grace_period
        diff = _changed_chars(post.raw, raw)
        ninja_edit = (
            grace > 0
            and editor.id == post.last_editor_id
            and not edit_reason
            and post.last_version_at is not None
            and (now - post.last_version_at).total_seconds() <= grace
            and diff <= settings.editing_grace_period_max_diff
        )
        self._write_revision_locked(post, editor, raw, edit_reason, new_version=not ninja_edit)

    def _write_revision_locked(self, post: Post, editor: User, raw: str,
                               edit_reason: str | None, *, new_version: bool) -> None:
        """Store a revision: a new version (or, for a ninja edit, the same one), the text
        and its cooked HTML, `updated_at` now."""
        now = self.now()
        if new_version:
            post.version += 1
            post.last_version_at = now
        post.raw = raw
        post.cooked = cook(raw)
        post.updated_at = now
        post.edit_reason = edit_reason
        post.last_editor_id = editor.id

    def _memo_get_locked(self, key: tuple[Any, ...]) -> tuple[int, dict[str, Any]] | None:
        remembered = self._memo.get(key)
        if remembered is None:
            return None
        at, status, body = remembered
        window = self.settings.identical_api_request_window
        if (self.now() - at).total_seconds() > window:
            del self._memo[key]
            return None
        return status, copy.deepcopy(body)

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

    def _discobot_answer(self, post_id: int) -> None:
        """Answer `@discobot <trigger> NdM` in a new post, like the narrative bot does: in the
        poster's effective locale, with that locale's trigger only (`Jobs::BotInput`,
        `TrackSelector#bot_commands`); a poster with new-user tips off gets the plugin's
        "you've disabled me" instead."""
        with self.lock:
            post = self.posts[post_id]
            author = self.users[post.user_id]
            topic = self.topics[post.topic_id]
            if (
                not self.discobot_enabled
                or not author.human
                or author.username in self.discobot_ignored_usernames
                or not self.can_see_locked(self.discobot, topic)
            ):
                return
            locale = self.effective_locale(author)
            mentioned = discobot.mentions(post.raw, self.discobot.username)
            request = discobot.find_request(post.raw, locale, self.discobot.username)
            if author.skip_new_user_tips and (mentioned or request is not None):
                raw = discobot.disabled_reply(locale)
            elif request is not None:
                raw = discobot.roll(request, self.rng)
            elif mentioned and self._hint_due_locked(topic, post):
                raw = discobot.mention_hint(locale, self.discobot.username)
            else:
                return
        self.discobot_reply(topic.id, post.post_number, raw)

    def _hint_due_locked(self, topic: Topic, post: Post) -> bool:
        """A bare mention gets the help hint at most once per topic per 10 posts and 6 hours
        (and again after a day), as `TrackSelector#bot_commands` throttles it."""
        if topic.private:
            return True
        now = self.now()
        last = self._hints.get(topic.id)
        if last is not None:
            last_number, last_at = last
            elapsed = (now - last_at).total_seconds()
            recent = post.post_number - 10 <= last_number or elapsed <= 6 * 3600
            if elapsed < 24 * 3600 and recent:
                return False
        self._hints[topic.id] = (post.post_number, now)
        return True

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

    def _event_locked(self, event: str, post: Post) -> _Event:
        ctx = self.post_context_locked(post)
        count = len(self.topic_posts_locked(ctx.topic))
        body = encode_body({"post": webhook_post_json(ctx, count)})
        return _Event(event, post.id, body)

    def _new_delivery(
        self, endpoint: WebhookEndpoint, event: str, post_id: int | None, body: bytes
    ) -> Delivery:
        with self.lock:
            event_id = self._next_event_id
            self._next_event_id += 1
            headers = build_headers(
                instance=self.instance_url or "http://localhost", event_id=event_id,
                event_type="post", event=event, body=body, secret=endpoint.secret,
            )
            delivery = Delivery(event_id=event_id, endpoint=endpoint, event=event,
                                event_type="post", body=body, headers=headers,
                                post_id=post_id, at=self.now())
            self.deliveries.append(delivery)
            delivery.dropped = self.drop_webhooks
        return delivery

    def _deliver(self, event: _Event) -> None:
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

    def redeliver(self, delivery: Delivery) -> Delivery:
        """Send a delivery's body again, as a new event (new `X-Discourse-Event-Id`)."""
        again = self._new_delivery(delivery.endpoint, delivery.event, delivery.post_id,
                                   delivery.body)
        self._send(again)
        return again

    # -- API admission: faults and the admin API rate limit -----------------------------

    def fail_next(
        self,
        status: int = 503,
        count: int = 1,
        body: Any = None,
        headers: dict[str, str] | None = None,
        wait_seconds: int = 0,
    ) -> None:
        """Make the next `count` API requests fail with `status` (429: a rate-limit body)."""
        extra = dict(headers or {})
        if status == 429 and body is None:
            limited = errors.RateLimited(wait_seconds)
            body = limited.body()
            extra = {**limited.headers, **extra}
        with self.lock:
            for _ in range(count):
                self._faults.append(Fault(status, body, extra))

    def take_fault(self) -> Fault | None:
        """The injected failure for this request, if one is pending."""
        with self.lock:
            return self._faults.popleft() if self._faults else None

    def set_rate_limit(self, per_minute: int | None, wait_seconds: int | None = None) -> None:
        """Limit the API to `per_minute` requests a minute for the whole site (None: off).

        `wait_seconds` fixes what the 429 announces (e.g. 0 in tests); by default it is the
        time until the oldest counted request leaves the one-minute window.
        """
        with self.lock:
            self.api_rate_limit = per_minute
            self.rate_limit_wait_seconds = wait_seconds
            self._api_hits.clear()

    def admit_api_request(self) -> None:
        """Count one API request; `RateLimited` if the minute's budget is spent."""
        with self.lock:
            if not self.api_rate_limit:
                return
            now = self.now()
            while self._api_hits and (now - self._api_hits[0]).total_seconds() >= 60:
                self._api_hits.popleft()
            if len(self._api_hits) >= self.api_rate_limit:
                wait = self.rate_limit_wait_seconds
                if wait is None:
                    wait = 60 - int((now - self._api_hits[0]).total_seconds())
                raise errors.RateLimited(wait)
            self._api_hits.append(now)

    def authenticate(self, api_key: str | None, api_username: str | None) -> User:
        """The user an API request acts as (`InvalidAccess` on a bad key or unknown user)."""
        if not api_key or api_key != self.api_key or not api_username:
            raise errors.InvalidAccess()
        return self.known_user(api_username)

    def record_call(self, method: str, path: str, username: str | None, status: int) -> None:
        """Note an API request and its answer in `api_calls`."""
        with self.lock:
            self.api_calls.append(ApiCall(method, path, username, status, self.now()))

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


def clean_title(title: str, settings: SiteSettings) -> str:
    """A title as Discourse stores it (`TextCleaner.clean_title`, `lib/text_cleaner.rb`):
    with `title_prettify`, `!!`/`??` collapsed, an all-capitals title lowercased, a first
    word in lower case capitalised, trailing full stops dropped (and, on an English site,
    spaces before a final `!`/`?`); always runs of spaces squeezed, odd spaces made plain,
    the ends stripped."""
    text = title
    if settings.title_prettify:
        text = re.sub(r"!+", "!", text)
        text = re.sub(r"\?+", "?", text)
        if re.search(r"[A-Z]", text) and text == text.upper():
            text = text.translate(_ASCII_LOWER)
        text = re.sub(r"\A([a-z]*)\b", lambda first: first.group(1).capitalize(), text)
        text = re.sub(r"([^.])\.+(\s*)\Z", r"\1\2", text)
        if settings.default_locale == "en":
            text = re.sub(r"\s+([!?]\s*)\Z", r"\1", text)
    text = re.sub(r" +", " ", text)
    text = _ODD_SPACES.sub(" ", text)
    return text.strip()


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ODD_SPACES = re.compile("[\u00a0\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")


def _title_seems_clear(text: str, settings: SiteSettings) -> bool:
    """`TextSentinel.title_sentinel(text).valid?`: enough entropy (the site's
    `title_min_entropy`, or 70 % of the minimum length when that is not above it), a
    character that is no symbol, no word past `title_max_word_length`, and not all in ASCII
    capitals unless the site allows capitals (`lib/text_sentinel.rb`)."""
    if settings.min_topic_title_length > settings.title_min_entropy:
        entropy = settings.title_min_entropy
    else:
        entropy = int(settings.min_topic_title_length * ENTROPY_SCALE)
    if _entropy(text) < entropy:
        return False
    if not re.sub(r"[ -/\[-`:-@{-~]", "", text):
        return False
    if max(len(word) for word in re.split(r"\s|/|-|\.", text)) > settings.title_max_word_length:
        return False
    shouting = (re.search(r"[A-Z]", text) and text.isascii() and text == text.upper())
    return settings.allow_uppercase_posts or not shouting


def _entropy(text: str) -> int:
    """`TextSentinel#entropy`: distinct characters, a non-ASCII one counted by its UTF-8
    bytes (Ruby's quoted-printable packing splits it into `=XX` pieces)."""
    pieces: set[str] = set()
    for char in text.strip():
        if char.isascii() and char != "=":
            pieces.add(char)
        else:
            pieces.update(f"{byte:02X}" for byte in char.encode("utf-8"))
    return len(pieces)


def _split_names(names: str | None) -> list[str]:
    return [n.strip().lstrip("@") for n in (names or "").split(",") if n.strip()]


def _changed_chars(old: str, new: str) -> int:
    """Roughly how many characters an edit changes (for the ninja-edit threshold)."""
    changed = 0
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            changed += max(i2 - i1, j2 - j1)
    return changed
