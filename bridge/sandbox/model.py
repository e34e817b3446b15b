"""The sandbox forum's records (users, topics, posts, uploads) and small text helpers.

Plain dataclasses: the state lives in `SandboxForum`, the JSON shapes in `serialize`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

# Posts are cooked as Discourse cooks them; `cook` stays importable from here for callers.
from .cook import cook as cook

REGULAR = "regular"
PRIVATE_MESSAGE = "private_message"

SYSTEM_USER_ID = -1
DISCOBOT_USER_ID = -2

# Post.types: a regular post, and the small grey line a status change leaves in the topic.
REGULAR_POST = 1
SMALL_ACTION = 3
# What an author's deleted post says until it is deleted for good
# (`js.post.deleted_by_author_simple` in the site's default locale, English here).
DELETED_BY_AUTHOR = "(post deleted by author)"
# What `PUT /t/{id}/status` can change in the sandbox (Discourse also has visible, pinned...).
TOPIC_STATUSES = ("closed", "archived")


@dataclass
class SiteSettings:
    """The Discourse site settings the sandbox enforces, with the defaults of a fresh
    Discourse (`config/site_settings.yml`); `game_forum()` is what deploy/DISCOURSE.md asks a
    game forum to change. `tests/discourse/` checks the sandbox against each one."""

    min_post_length: int = 20
    min_first_post_length: int = 20
    min_private_message_post_length: int = 10
    max_post_length: int = 32000
    min_topic_title_length: int = 15
    min_private_message_title_length: int = 2
    max_topic_title_length: int = 255
    # `allow_duplicate_topic_titles` off: a public topic's title must be new among the
    # listable topics (case-insensitive); private messages are exempt (`app/models/topic.rb`).
    allow_duplicate_topic_titles: bool = False
    # A public title's entropy (`TextSentinel.title_sentinel`): this, or 70 % of the minimum
    # length when that minimum is not above it; no word past `title_max_word_length`.
    title_min_entropy: int = 10
    title_max_word_length: int = 30
    # `lib/text_cleaner.rb` through `Topic#title=`: first letter capitalised, trailing full
    # stops dropped, all-capitals titles lowercased, `!!`/`??` collapsed.
    title_prettify: bool = True
    unique_posts_mins: int = 5
    body_min_entropy: int = 7
    allow_uppercase_posts: bool = False
    # Small edits by the author within the grace period keep the version and `created_at`
    # ("ninja edits", `lib/post_revisor.rb`); `updated_at` moves. 0 turns it off.
    editing_grace_period: int = 300
    editing_grace_period_max_diff: int = 100
    # Not a site setting: PostsController memoizes an identical API create for 120 s.
    identical_api_request_window: int = 120
    chunk_size: int = 20
    # `delete_removed_posts_after` (hours): an author's deleted post is withdrawn (its text
    # replaced, `user_deleted`) and deleted for good that long after; below 1, deleted at once.
    delete_removed_posts_after: int = 24
    # The site's language, and whether members may pick their own (`User#effective_locale`,
    # app/models/user.rb): discobot answers in, and only to the trigger word of, the poster's
    # effective locale (the plugin's `Jobs::BotInput` runs `I18n.with_locale` on it).
    default_locale: str = "en"
    allow_user_locale: bool = False
    # The narrative bot plugin's switch (`enabled_site_setting`, plugin.rb): off, discobot
    # never answers.
    discourse_narrative_bot_enabled: bool = True

    @classmethod
    def game_forum(cls, **changes: Any) -> SiteSettings:
        """What deploy/DISCOURSE.md asks a game forum to set: posts of two characters
        ("B7", "ok", "пас"), capitals allowed ("Б7", "OK"), the same short answer twice in a
        row (a player passes twice in five minutes). Discourse scales the entropy minimum
        down with the lengths."""
        return cls(**{"min_post_length": 2, "min_private_message_post_length": 2,
                      "allow_uppercase_posts": True, "unique_posts_mins": 0, **changes})


@dataclass
class User:
    """A forum account."""

    id: int
    username: str
    name: str
    created_at: datetime
    admin: bool = False
    moderator: bool = False
    trust_level: int = 1
    title: str | None = None
    # The member's own interface language (None: the site's); used only when the site
    # allows it (`allow_user_locale`), as `User#effective_locale` does.
    locale: str | None = None
    # The user option "new user tips" switched off: discobot answers every command with
    # its "you've disabled me" text (`manually_disabled_discobot?`, the plugin's plugin.rb
    # and track_selector.rb).
    skip_new_user_tips: bool = False

    @property
    def staff(self) -> bool:
        """Admins and moderators are staff (they skip the "too similar" check)."""
        return self.admin or self.moderator

    @property
    def trusted(self) -> bool:
        """Staff and trust level 4 may still post in a closed or archived topic
        (`Guardian#can_create_post_on_topic?`)."""
        return self.staff or self.trust_level >= 4

    @property
    def human(self) -> bool:
        """System accounts (system, discobot) have negative ids."""
        return self.id > 0

    @property
    def avatar_template(self) -> str:
        letter = (self.username[:1] or "x").lower()
        return f"/letter_avatar_proxy/v4/letter/{letter}/8c91f0/{{size}}.png"


@dataclass
class Category:
    """A category of regular topics."""

    id: int
    name: str
    slug: str


@dataclass
class Topic:
    """A topic: a public one (`regular`) or a private message (`private_message`)."""

    id: int
    title: str
    slug: str
    archetype: str
    category_id: int | None
    user_id: int
    created_at: datetime
    allowed_usernames: list[str] = field(default_factory=list)
    post_ids: list[int] = field(default_factory=list)
    closed: bool = False
    archived: bool = False

    @property
    def private(self) -> bool:
        """True for a private message."""
        return self.archetype == PRIVATE_MESSAGE

    @property
    def locked(self) -> bool:
        """Closed or archived: only staff (and trust level 4) may still post."""
        return self.closed or self.archived


@dataclass
class Post:
    """A post; `version` grows with each recorded revision."""

    id: int
    topic_id: int
    post_number: int
    user_id: int
    raw: str
    cooked: str
    created_at: datetime
    updated_at: datetime
    reply_to_post_number: int | None = None
    post_type: int = REGULAR_POST
    version: int = 1
    edit_reason: str | None = None
    deleted_at: datetime | None = None
    # An author's own deletion (`PostDestroyer#mark_for_deletion`): the text is replaced by
    # DELETED_BY_AUTHOR in a new version and the post stays in its topic, `user_deleted`, until
    # `destroy_stubs` deletes it; `raw_before_deletion` is what recovering puts back.
    user_deleted: bool = False
    raw_before_deletion: str | None = None
    last_version_at: datetime | None = None
    last_editor_id: int | None = None
    # Small actions only: what happened, e.g. "closed.enabled" or "archived.disabled".
    action_code: str | None = None
    # Whom a small action names ("invited_user" → the invited username).
    action_code_who: str | None = None


@dataclass
class Upload:
    """A stored upload (the bytes are kept for `GET /uploads/...`)."""

    id: int
    sha1: str
    original_filename: str
    extension: str
    data: bytes
    user_id: int
    upload_type: str
    width: int | None
    height: int | None
    created_at: datetime

    @property
    def url(self) -> str:
        return f"/uploads/default/original/1X/{self.sha1}.{self.extension}"

    @property
    def base62(self) -> str:
        return base62_sha1(self.sha1)

    @property
    def short_url(self) -> str:
        return f"upload://{self.base62}.{self.extension}"

    @property
    def short_path(self) -> str:
        return f"/uploads/short-url/{self.base62}.{self.extension}"


_BASE62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def base62_sha1(sha1_hex: str) -> str:
    """Discourse's `Upload.base62_sha1`: the sha1 as a number, written in base 62."""
    number = int(sha1_hex, 16)
    digits = ""
    while number:
        number, rest = divmod(number, 62)
        digits = _BASE62[rest] + digits
    return digits or "0"


def format_time(moment: datetime) -> str:
    """Discourse's JSON time format: UTC, milliseconds, `Z` (`2023-01-15T19:36:24.406Z`)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def parse_time(text: str) -> datetime:
    """Parse an ISO time sent by a client (`created_at`); naive means UTC."""
    moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def slugify(title: str) -> str:
    """Discourse's default ("ascii") slug: accents dropped, other runs of symbols become `-`."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-")
    return slug[:255] or "topic"
