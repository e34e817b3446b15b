"""The forum, behind a small interface. `DiscourseForum` is the one adapter over pydiscourse;
everything else in the bridge talks to `Forum`.

pydiscourse would sleep and try again by itself on a 429, up to three times inside one call
(15 minutes for a 300-second limit). That sleep is turned into a `ForumError` (status 429,
with the wait): the outbox then puts the message aside for that long, holding no claim and no
worker, and other topics' messages go on. The adapter is called only from the worker (outbox,
backfill), never inside a webhook request.
"""

from __future__ import annotations

import os
import tempfile
import threading
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

import pydiscourse.client
import requests
from pydiscourse import DiscourseClient
from pydiscourse.exceptions import (
    DiscourseClientError,
    DiscourseError,
    DiscourseRateLimitedError,
    DiscourseServerError,
)


@dataclass(frozen=True)
class PostRef:
    """Where a post landed."""

    topic_id: int
    post_id: int
    post_number: int


@dataclass(frozen=True)
class TopicInfo:
    """What the bridge needs to know of a topic: every post id, and the posts the listing
    showed (a chunk of about 20 around the post number asked for, with raw text)."""

    id: int
    title: str
    private: bool
    participants: tuple[str, ...]
    post_ids: tuple[int, ...]
    posts: tuple[dict[str, Any], ...] = field(default_factory=tuple)


class ForumError(Exception):
    """A forum call failed. `retryable`: the forum was unavailable (5xx, timeouts, network,
    429), so the same call is worth trying again later. `status` is the HTTP status when the
    forum answered; a refusal (403, 404, 422) may still succeed later for some calls (a topic
    not yet visible, a post too short that can be padded), which the caller decides."""

    def __init__(self, message: str, *, retryable: bool, wait_seconds: float = 0.0,
                 status: int | None = None) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.wait_seconds = wait_seconds
        self.status = status

    @property
    def rate_limited(self) -> bool:
        """A 429: the forum says when to come back; nothing is wrong with the call."""
        return self.status == 429

    @property
    def too_short(self) -> bool:
        """A 422 for a body under the site's minimum length."""
        return self.status == 422 and "too short" in str(self).lower()


class Forum(Protocol):
    """The forum as the bridge uses it."""

    def create_topic(self, title: str, raw: str, category_id: int | None = None) -> PostRef:
        """Open a public topic."""
        ...

    def create_private_message(self, recipients: list[str], title: str, raw: str) -> PostRef:
        """Open a private conversation with `recipients`."""
        ...

    def reply(self, topic_id: int, raw: str, reply_to_post_number: int | None = None) -> PostRef:
        """Post in a topic."""
        ...

    def edit_post(self, post_id: int, raw: str) -> None:
        """Replace a post's text."""
        ...

    def close_topic(self, topic_id: int, archive: bool = False) -> None:
        """Close a topic, a private conversation included, so that only staff can still post
        in it; `archive` archives it instead (frozen, same effect on replies). Closing a
        topic that is already closed succeeds. The forum adds a small-action post (post_type
        3, `action_code` "closed.enabled" / "archived.enabled") by the bot. Only staff may
        do it: anyone else gets a 403 `ForumError`."""
        ...

    def invite_to_topic(self, topic_id: int, username: str) -> None:
        """Add a user to a private conversation (`POST /t/{id}/invite`): a co-GM into the
        GM desk. Inviting someone already in it succeeds."""
        ...

    def upload_image(self, filename: str, data: bytes) -> str:
        """Upload a picture; returns the markup to show it."""
        ...

    def read_post(self, post_id: int) -> dict[str, Any]:
        """One post, with its raw text."""
        ...

    def read_topic(self, topic_id: int, near_post_number: int | None = None) -> TopicInfo:
        """A topic's title, privacy, participants, the ids of all its posts, and the posts
        around `near_post_number` (the first ones when None) with their raw text."""
        ...

    def read_posts(self, topic_id: int, post_ids: list[int]) -> list[dict[str, Any]]:
        """Some posts of a topic, with raw text."""
        ...

    def private_topics(self, username: str, sent: bool = False,
                       page: int = 0) -> list[dict[str, Any]]:
        """The private conversations in a user's inbox (or those they sent), most recently
        active first, one page of the forum's list (30 on Discourse) from `page` 0."""
        ...

    def topics_created_by(self, username: str, page: int = 0) -> list[dict[str, Any]]:
        """The public topics a user opened, most recently active (bumped) first, one page of
        the forum's list (30 on Discourse) from `page` 0."""
        ...


ALREADY_INVITED = "already been invited"
"""Discourse's `topic_invite.user_exists`: "Sorry, that user has already been invited..."."""


class _RateLimitedSleep(Exception):
    """pydiscourse was about to sleep `seconds` after a 429."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"429: rate limited, wait {seconds:.0f} s")
        self.seconds = seconds


class _NoSleeping:
    """Stands for the `time` module inside pydiscourse.client, whose only use is the sleep
    before its own 429 retries: raise instead, and let the caller wait its own way."""

    @staticmethod
    def sleep(seconds: float) -> None:
        raise _RateLimitedSleep(seconds)


pydiscourse.client.time = _NoSleeping()


def _wrap(exc: Exception) -> ForumError:
    """Map pydiscourse and requests failures onto ForumError."""
    if isinstance(exc, _RateLimitedSleep):
        return ForumError(str(exc), retryable=True, wait_seconds=exc.seconds, status=429)
    response = getattr(exc, "response", None)
    if isinstance(exc, DiscourseRateLimitedError):
        return ForumError(str(exc), retryable=True, wait_seconds=_retry_after(response),
                          status=429)
    if isinstance(exc, DiscourseServerError):
        return ForumError(str(exc), retryable=True, wait_seconds=10,
                          status=getattr(response, "status_code", None))
    if isinstance(exc, DiscourseClientError):
        status = getattr(response, "status_code", 400)
        return ForumError(f"{status}: {exc}", retryable=status in (408, 409, 429),
                          status=status)
    if isinstance(exc, requests.RequestException):
        return ForumError(f"network: {exc}", retryable=True, wait_seconds=10)
    return ForumError(str(exc), retryable=False)


def _retry_after(response: Any) -> float:
    """Seconds the forum asked us to wait (Retry-After), 60 when it did not say."""
    try:
        return max(1.0, float(response.headers.get("Retry-After", 60)))
    except (AttributeError, TypeError, ValueError):
        return 60.0


_FAILURES = (DiscourseError, requests.RequestException, _RateLimitedSleep)


class DiscourseForum:
    """`Forum` over the real Discourse API, through pydiscourse."""

    def __init__(self, url: str, api_username: str, api_key: str, timeout: float = 20) -> None:
        self.username = api_username
        self.url = url.rstrip("/")
        self.client = DiscourseClient(url, api_username=api_username, api_key=api_key,
                                      timeout=timeout)

    @staticmethod
    def _ref(post: dict[str, Any] | None) -> PostRef:
        if not post or "id" not in post:
            raise ForumError(f"unexpected answer: {post!r}"[:300], retryable=False)
        return PostRef(int(post["topic_id"]), int(post["id"]), int(post["post_number"]))

    def create_topic(self, title: str, raw: str, category_id: int | None = None) -> PostRef:
        try:
            return self._ref(self.client.create_post(raw, category_id=category_id, title=title))
        except _FAILURES as exc:
            raise _wrap(exc) from exc

    def create_private_message(self, recipients: list[str], title: str, raw: str) -> PostRef:
        try:
            return self._ref(
                self.client.create_post(
                    raw,
                    title=title,
                    archetype="private_message",
                    target_recipients=",".join(recipients),
                )
            )
        except _FAILURES as exc:
            raise _wrap(exc) from exc

    def reply(self, topic_id: int, raw: str, reply_to_post_number: int | None = None) -> PostRef:
        extra = {} if reply_to_post_number is None else {
            "reply_to_post_number": reply_to_post_number}
        try:
            return self._ref(self.client.create_post(raw, topic_id=topic_id, **extra))
        except _FAILURES as exc:
            raise _wrap(exc) from exc

    def edit_post(self, post_id: int, raw: str) -> None:
        try:
            self.client.update_post(post_id, raw)
        except _FAILURES as exc:
            raise _wrap(exc) from exc

    def close_topic(self, topic_id: int, archive: bool = False) -> None:
        # PUT /t/{id}/status, status=closed|archived, enabled=true; Discourse answers 200
        # {"success": "OK", ...}, and again when the topic was already in that state.
        try:
            self.client.update_topic_status(topic_id, "archived" if archive else "closed",
                                            True)
        except _FAILURES as exc:
            raise _wrap(exc) from exc

    def invite_to_topic(self, topic_id: int, username: str) -> None:
        # POST /t/{id}/invite.json with `user`: Discourse answers {"success": "OK", ...}, or
        # 422 `topic_invite.user_exists` for someone already in the conversation
        # (`Topic#invite` raises `UserExists`): what was asked is done.
        try:
            self.client._post(f"/t/{topic_id}/invite.json", user=username)
        except _FAILURES as exc:
            error = _wrap(exc)
            if error.status == 422 and ALREADY_INVITED in str(error).casefold():
                return
            raise error from exc

    def upload_image(self, filename: str, data: bytes) -> str:
        # pydiscourse uploads from a path: write the picture to a temporary file first.
        handle, path = tempfile.mkstemp(suffix=os.path.splitext(filename)[1] or ".png")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            answer = self.client.upload_image(path, "composer", True)
        except _FAILURES as exc:
            raise _wrap(exc) from exc
        finally:
            os.unlink(path)
        if not answer or "short_url" not in answer:
            raise ForumError(f"unexpected upload answer: {answer!r}"[:300], retryable=False)
        width, height = answer.get("width"), answer.get("height")
        size = f"|{width}x{height}" if width and height else ""
        return f"![{filename}{size}]({answer['short_url']})"

    def read_post(self, post_id: int) -> dict[str, Any]:
        try:
            return dict(self.client.post_by_id(post_id))
        except _FAILURES as exc:
            raise _wrap(exc) from exc

    def read_topic(self, topic_id: int, near_post_number: int | None = None) -> TopicInfo:
        path = (f"/t/{topic_id}/{near_post_number}.json" if near_post_number
                and near_post_number > 1 else f"/t/{topic_id}.json")
        try:
            topic = self.client._get(path, include_raw="true")
        except _FAILURES as exc:
            raise _wrap(exc) from exc
        details = topic.get("details") or {}
        people = [u.get("username") for u in details.get("allowed_users") or []]
        people += [u.get("username") for u in details.get("participants") or []]
        return TopicInfo(
            id=int(topic["id"]),
            title=str(topic.get("title", "")),
            private=topic.get("archetype") == "private_message",
            participants=tuple(dict.fromkeys(p for p in people if p)),
            post_ids=tuple(int(i) for i in (topic.get("post_stream") or {}).get("stream", [])),
            posts=tuple(post for post in (topic.get("post_stream") or {}).get("posts", [])
                        if isinstance(post, dict) and isinstance(post.get("id"), int)),
        )

    def read_posts(self, topic_id: int, post_ids: list[int]) -> list[dict[str, Any]]:
        posts: list[dict[str, Any]] = []
        try:
            for start in range(0, len(post_ids), 20):
                answer = self.client.posts(
                    topic_id, post_ids=post_ids[start : start + 20], include_raw="true"
                )
                posts += (answer.get("post_stream") or {}).get("posts", [])
        except _FAILURES as exc:
            raise _wrap(exc) from exc
        return posts

    def private_topics(self, username: str, sent: bool = False,
                       page: int = 0) -> list[dict[str, Any]]:
        path = "private-messages-sent" if sent else "private-messages"
        try:
            answer = (self.client._get(f"/topics/{path}/{username}.json", page=page) if page
                      else self.client._get(f"/topics/{path}/{username}.json"))
        except _FAILURES as exc:
            raise _wrap(exc) from exc
        return list(((answer or {}).get("topic_list") or {}).get("topics", []))

    def topics_created_by(self, username: str, page: int = 0) -> list[dict[str, Any]]:
        try:
            answer = (self.client._get(f"/topics/created-by/{username}.json", page=page)
                      if page else self.client._get(f"/topics/created-by/{username}.json"))
        except _FAILURES as exc:
            raise _wrap(exc) from exc
        return list(((answer or {}).get("topic_list") or {}).get("topics", []))


CALLS = frozenset(name for name in vars(Forum) if not name.startswith("_"))
"""The forum's calls (`Forum`'s methods): what `CountedForum` counts."""


class CountedForum:
    """A `Forum` that counts the calls made through it and the 429 answers among them: the
    one place every call of a worker passes (the sender's, the backfill's, the handlers'
    reads). Anything else is the wrapped forum's own (attributes, helpers of a test forum).
    Thread-safe: the tick, the sending thread and the readers share one."""

    def __init__(self, forum: Forum) -> None:
        self.inner = forum
        self.calls_made = 0
        self.rate_limited_answers = 0
        self._counting = threading.Lock()

    @staticmethod
    def of(forum: Forum) -> CountedForum:
        """`forum` counted: itself when it already is."""
        return forum if isinstance(forum, CountedForum) else CountedForum(forum)

    def forum(self) -> Forum:
        """This, as the `Forum` it stands for."""
        return cast(Forum, self)

    def __getattr__(self, name: str) -> Any:
        found = getattr(self.inner, name)
        if name not in CALLS:
            return found

        def counted(*args: Any, **kwargs: Any) -> Any:
            with self._counting:
                self.calls_made += 1
            try:
                return found(*args, **kwargs)
            except ForumError as exc:
                if exc.rate_limited:
                    with self._counting:
                        self.rate_limited_answers += 1
                raise

        return counted
