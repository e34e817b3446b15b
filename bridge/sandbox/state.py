"""The forum's in-memory state: records, id counters, look-ups, visibility, one lock.

Writes are in `forum.py` and the modules it answers for (`posting.py`, `edits.py`,
`topic_actions.py`), API reads in `queries.py`.
Every method named `*_locked` expects the caller to hold `self.lock`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime

from . import errors
from .model import (
    DISCOBOT_USER_ID,
    SYSTEM_USER_ID,
    Category,
    Post,
    SiteSettings,
    Topic,
    Upload,
    User,
    slugify,
)
from .serialize import PostContext, TopicContext

Clock = Callable[[], datetime]

FIRST_TOPIC_ID = 11
FIRST_POST_ID = 101


def utc_now() -> datetime:
    """The real time, aware UTC (the default clock)."""
    return datetime.now(UTC)


class ForumState:
    """Users, categories, topics, posts and uploads, guarded by `lock`."""

    def __init__(
        self,
        *,
        bot_username: str,
        bot_name: str | None,
        clock: Clock | None,
        settings: SiteSettings | None,
    ) -> None:
        self.lock = threading.RLock()
        self.clock: Clock = clock or utc_now
        self.settings = settings or SiteSettings()
        self.users: dict[int, User] = {}
        self._by_name: dict[str, User] = {}
        """Users by lower-cased username: `find_user` runs on every API call and for every
        member of every listed conversation, so it must not scan thousands of users."""
        self.categories: dict[int, Category] = {1: Category(1, "Uncategorized", "uncategorized")}
        self.topics: dict[int, Topic] = {}
        self.posts: dict[int, Post] = {}
        self.uploads: list[Upload] = []
        self._next_user_id = 2
        self._next_topic_id = FIRST_TOPIC_ID
        self._next_post_id = FIRST_POST_ID
        self.bot_username = bot_username
        self._put_user(User(SYSTEM_USER_ID, "system", "system", self.now(), admin=True,
                            trust_level=4))
        self._put_user(User(DISCOBOT_USER_ID, "discobot", "discobot", self.now(),
                            trust_level=4))
        self._put_user(User(1, bot_username, bot_name or bot_username, self.now(), admin=True,
                            trust_level=4))

    # -- time -------------------------------------------------------------------------------

    def now(self) -> datetime:
        """The forum clock's time, aware UTC."""
        moment = self.clock()
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)

    # -- users ------------------------------------------------------------------------------

    def _put_user(self, user: User) -> User:
        self.users[user.id] = user
        self._by_name[user.username.lower()] = user
        return user

    def find_user(self, username: str) -> User | None:
        """The user with that username (case-insensitive), if any."""
        wanted = username.strip().lstrip("@").lower()
        with self.lock:
            return self._by_name.get(wanted)

    def add_user(
        self,
        username: str,
        name: str | None = None,
        *,
        admin: bool = False,
        moderator: bool = False,
        trust_level: int = 1,
        locale: str | None = None,
        skip_new_user_tips: bool = False,
    ) -> User:
        """Create a forum member (or return the existing one with that username); `locale`
        is their own interface language, `skip_new_user_tips` their "new user tips" option
        switched off (both matter to discobot)."""
        with self.lock:
            existing = self.find_user(username)
            if existing:
                return existing
            user_id = self._next_user_id
            self._next_user_id += 1
            return self._put_user(
                User(user_id, username, name or username, self.now(), admin=admin,
                     moderator=moderator, trust_level=trust_level, locale=locale,
                     skip_new_user_tips=skip_new_user_tips)
            )

    @property
    def bot(self) -> User:
        """The bot's own account (id 1, admin)."""
        return self.users[1]

    @property
    def discobot(self) -> User:
        """Discourse's narrative bot (id -2)."""
        return self.users[DISCOBOT_USER_ID]

    # -- categories -------------------------------------------------------------------------

    def add_category(self, name: str, slug: str | None = None) -> Category:
        """Create a category; returns it (its id is what `category` takes in POST /posts)."""
        with self.lock:
            category_id = max(self.categories) + 1
            category = Category(category_id, name, slug or slugify(name))
            self.categories[category_id] = category
            return category

    def category_slug(self, category_id: int | None) -> str | None:
        """The slug of a category (unknown ids get `category-<id>`)."""
        if category_id is None:
            return None
        category = self.categories.get(category_id)
        return category.slug if category else f"category-{category_id}"

    # -- records ----------------------------------------------------------------------------

    def new_topic_id(self) -> int:
        """The next topic's id (taken)."""
        topic_id = self._next_topic_id
        self._next_topic_id += 1
        return topic_id

    def new_post_id(self) -> int:
        """The next post's id (taken)."""
        post_id = self._next_post_id
        self._next_post_id += 1
        return post_id

    def topic_locked(self, topic_id: int) -> Topic:
        """The topic, or `NotFound`."""
        topic = self.topics.get(topic_id)
        if topic is None:
            raise errors.NotFound()
        return topic

    def post_locked(self, post_id: int) -> Post:
        """The post, or `NotFound`."""
        post = self.posts.get(post_id)
        if post is None or post.deleted_at is not None:
            raise errors.NotFound()
        return post

    def topic_posts_locked(self, topic: Topic) -> list[Post]:
        """The live posts of a topic, in order."""
        return [self.posts[i] for i in topic.post_ids if self.posts[i].deleted_at is None]

    def post_by_number_locked(self, topic: Topic, post_number: int) -> Post | None:
        """The post with that number in the topic, if any."""
        for post in self.topic_posts_locked(topic):
            if post.post_number == post_number:
                return post
        return None

    # -- visibility -------------------------------------------------------------------------

    def can_see_locked(self, user: User, topic: Topic) -> bool:
        """Public topics are visible to all; a private message only to its members (and the
        system user). The bot is a moderator, and Discourse answers a moderator 403 for
        others' private messages."""
        if not topic.private:
            return True
        if user.id == SYSTEM_USER_ID:
            return True
        return user.username.lower() in (name.lower() for name in topic.allowed_usernames)

    def ensure_can_see_locked(self, user: User, topic: Topic) -> None:
        """`InvalidAccess` unless `user` may read `topic`."""
        if not self.can_see_locked(user, topic):
            raise errors.InvalidAccess()

    # -- contexts for the JSON shapes -------------------------------------------------------

    def post_context_locked(self, post: Post) -> PostContext:
        """A post with its topic, author, replied-to author and category slug."""
        topic = self.topics[post.topic_id]
        reply_to_user = None
        if post.reply_to_post_number is not None:
            target = self.post_by_number_locked(topic, post.reply_to_post_number)
            reply_to_user = self.users[target.user_id] if target else None
        return PostContext(
            post=post,
            topic=topic,
            author=self.users[post.user_id],
            reply_to_user=reply_to_user,
            category_slug=self.category_slug(topic.category_id),
        )

    def topic_context_locked(self, topic: Topic) -> TopicContext:
        """A topic with its creator, last poster, posters and allowed users."""
        posts = self.topic_posts_locked(topic)
        counts: dict[int, int] = {}
        for post in posts:
            counts[post.user_id] = counts.get(post.user_id, 0) + 1
        last = posts[-1] if posts else None
        allowed = [u for u in (self.find_user(n) for n in topic.allowed_usernames) if u]
        return TopicContext(
            topic=topic,
            creator=self.users[topic.user_id],
            last_poster=self.users[last.user_id] if last else self.users[topic.user_id],
            posters=[(self.users[uid], n) for uid, n in counts.items()],
            allowed_users=allowed,
            last_posted_at=last.created_at if last else None,
            highest_post_number=max((p.post_number for p in posts), default=0),
        )
