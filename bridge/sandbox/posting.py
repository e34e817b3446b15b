"""Creating a reply, a topic or a private message on the sandbox forum, as `POST /posts` does.

`Posting.create_post` is what `SandboxForum.create_post` does, for the bot through the API and
for members in the browser: it finds the author, answers an identical API request made again
within `identical_api_request_window` with the first answer (or refusal), checks the body and,
for a new topic or message, the title and recipients (`validation.py`), refuses a body the
member posted within `unique_posts_mins`, makes the topic with its title as Discourse stores
it, adds the post through the forum, then delivers `post_created` and lets discobot answer.
What it remembers for that (the API's recent answers, each member's recent bodies) is its own.
"""

from __future__ import annotations

import copy
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from . import errors
from .errors import PostRejected
from .model import PRIVATE_MESSAGE, REGULAR, Post, Topic, User, slugify
from .serialize import post_json
from .validation import clean_title, raw_problems, title_problems

if TYPE_CHECKING:
    from .forum import SandboxForum


class Posting:
    """New posts on one forum, with the memories `POST /posts` keeps between requests."""

    def __init__(self, forum: SandboxForum) -> None:
        self.forum = forum
        self._memo: dict[tuple[Any, ...], tuple[datetime, int, dict[str, Any]]] = {}
        self._recent_raws: dict[int, list[tuple[datetime, str]]] = {}

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
        forum = self.forum
        with forum.lock:
            author = (forum.add_user(username) if auto_create_user
                      else forum.known_user(username))
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
                    self._memo[key] = (forum.now(), 422, rejected.body())
                raise
            body = post_json(forum.post_context_locked(post), viewer=author, include_raw=True)
            if via_api:
                self._memo[key] = (forum.now(), 200, copy.deepcopy(body))
            event = forum.event_locked("post_created", post)
        forum.deliver(event)
        forum.narrative_bot.answer(post.id)
        return body

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
        forum = self.forum
        settings = forum.settings
        at = created_at or forum.now()
        if topic_id is not None:
            topic = forum.topic_locked(int(topic_id))
            forum.ensure_can_see_locked(author, topic)
            if topic.locked and not author.trusted:
                # A closed or archived topic: `can_create_post_on_topic?` fails, 403.
                raise errors.InvalidAccess()
            if validate:
                self._validate_locked(author, raw_problems(settings, raw, topic.private, False),
                                      raw)
            return forum._add_post_locked(topic, author, raw, reply_to_post_number, at)
        # A message needs known recipients and a topic a title, even from the browser;
        # the length rules apply only when validating.
        recipient_problems = []
        if private and (not recipients or any(forum.find_user(n) is None for n in recipients)):
            recipient_problems.append(errors.message("target_user_not_found"))
        if validate:
            problems = (title_problems(settings, forum.topics.values(), title, private)
                        + recipient_problems)
            self._validate_locked(author, problems + raw_problems(settings, raw, private, True),
                                  raw)
        else:
            blank = [] if (title or "").strip() else [errors.message("blank", field="Title")]
            if blank + recipient_problems:
                raise PostRejected(blank + recipient_problems)
        allowed = [author.username]
        for name in recipients:
            user = forum.find_user(name)
            if user and user.username not in allowed:
                allowed.append(user.username)
        stored_title = clean_title(title or "", settings)
        topic = Topic(
            id=forum.new_topic_id(),
            title=stored_title,
            slug=slugify(stored_title),
            archetype=PRIVATE_MESSAGE if private else REGULAR,
            category_id=None if private else (int(category_id) if category_id else 1),
            user_id=author.id,
            created_at=at,
            allowed_usernames=allowed if private else [],
        )
        forum.topics[topic.id] = topic
        return forum._add_post_locked(topic, author, raw, None, at)

    def _validate_locked(self, author: User, problems: list[str], raw: str) -> None:
        if problems:
            raise PostRejected(problems)
        settings = self.forum.settings
        if author.staff or settings.unique_posts_mins <= 0:
            return
        window = timedelta(minutes=settings.unique_posts_mins)
        now = self.forum.now()
        recent = [(t, r) for t, r in self._recent_raws.get(author.id, []) if now - t < window]
        if any(r.strip() == raw.strip() for _, r in recent):
            raise PostRejected([errors.message("just_posted_that")])
        self._recent_raws[author.id] = recent + [(now, raw)]

    def _memo_get_locked(self, key: tuple[Any, ...]) -> tuple[int, dict[str, Any]] | None:
        remembered = self._memo.get(key)
        if remembered is None:
            return None
        at, status, body = remembered
        window = self.forum.settings.identical_api_request_window
        if (self.forum.now() - at).total_seconds() > window:
            del self._memo[key]
            return None
        return status, copy.deepcopy(body)


def _split_names(names: str | None) -> list[str]:
    return [n.strip().lstrip("@") for n in (names or "").split(",") if n.strip()]
