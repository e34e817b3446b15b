"""Forum posts as the bridge receives them, from a webhook body or from the backfill."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

MAX_ID = 2**63 - 1
"""Post and topic ids are stored as 64-bit integers (big forums pass 2**31)."""
MAX_NUMBER = 2**31 - 1
"""Versions, post numbers and post types fit 32 bits."""
MAX_USERNAME = 60
"""Discourse's hard ceiling for `max_username_length`."""
MAX_RAW = 20000
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


class BadPayload(ValueError):
    """A webhook body that is not a post we can read."""


@dataclass(frozen=True)
class IncomingPost:
    """A post: who wrote what, where, and the send time that counts for orders
    (creation time, or the time of its last edit: `written_at`)."""

    post_id: int
    version: int
    topic_id: int
    post_number: int
    reply_to_post_number: int | None
    username: str
    private: bool
    raw: str
    sent_at: datetime
    post_type: int = 1
    staff: bool = False
    user_deleted: bool = False
    """Withdrawn by its author (Discourse replaced its text and keeps it a while)."""
    deleted_at: datetime | None = None
    """Deleted (by staff, or for good after the author withdrew it)."""
    action_code: str = ""
    """A small action's kind ("invited_user", "removed_user", "closed.enabled"...)."""
    action_code_who: str = ""
    """Whom a small action names (the user invited into or removed from a conversation)."""

    @property
    def deleted(self) -> bool:
        """Whether the forum says the post is deleted or withdrawn by its author."""
        return self.user_deleted or self.deleted_at is not None

    @property
    def digest(self) -> str:
        """A fingerprint of the text (quick edits keep the version number)."""
        return hashlib.sha256(self.raw.encode("utf-8", "replace")).hexdigest()


def _time(value: Any) -> datetime:
    """An aware UTC time; BadPayload for anything the databases could not hold."""
    if not isinstance(value, str) or len(value) > 40:
        raise BadPayload("time missing")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        moment = (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(UTC)
    except (ValueError, OverflowError) as exc:
        raise BadPayload(f"bad time {value[:40]!r}") from exc
    return moment


def _int(post: dict[str, Any], key: str, default: int | None = None,
         maximum: int = MAX_NUMBER) -> int:
    value = post.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadPayload(f"{key} missing or not a number")
    if not 1 <= value <= maximum:
        raise BadPayload(f"{key} out of range")
    return value


def _text(value: Any, key: str, limit: int | None = None) -> str:
    """A string the databases can store: UTF-8 (no lone surrogates), no NUL or control
    characters but tabs and line breaks; BadPayload otherwise."""
    if not isinstance(value, str):
        raise BadPayload(f"{key} missing")
    if _SURROGATE.search(value) or _CONTROL.search(value):
        raise BadPayload(f"{key} holds characters no forum sends")
    if limit is not None and not 0 < len(value) <= limit:
        raise BadPayload(f"{key} empty or longer than {limit}")
    return value


def clean_header(value: str, limit: int) -> str:
    """A header value as the delivery log stores it: printable, cut to `limit`."""
    return _SURROGATE.sub("", _CONTROL.sub("", value))[:limit]


EDIT_SLACK = timedelta(seconds=1)
"""`updated_at` within this of `created_at`: the post was never edited."""


def written_at(version: int, created: datetime, updated: datetime) -> datetime:
    """When a post's text was written, the time an order counts from: its creation, or its
    last edit when it was edited. An author's small edit within Discourse's grace period
    keeps version 1 and `created_at`, and only `updated_at` moves (`lib/post_revisor.rb`,
    `editing_grace_period`): the creation time of a post whose text changed is never used,
    or a placeholder posted early and quietly turned into an order would win the send
    order."""
    if version > 1 or updated - created > EDIT_SLACK:
        return max(created, updated)
    return created


def from_post(post: Any, private: bool | None = None) -> IncomingPost:
    """Read a post object (webhook `post` or API post); BadPayload if it is not one."""
    if not isinstance(post, dict):
        raise BadPayload("post is not an object")
    username = _text(post.get("username"), "username", MAX_USERNAME)
    raw = _text(post.get("raw"), "raw")
    version = _int(post, "version", 1)
    created = _time(post.get("created_at"))
    updated = _time(post.get("updated_at")) if post.get("updated_at") else created
    given = post.get("reply_to_post_number")
    reply_to = (_int(post, "reply_to_post_number")
                if isinstance(given, int) and not isinstance(given, bool) else None)
    if private is None:
        private = post.get("topic_archetype") == "private_message"
    return IncomingPost(
        post_id=_int(post, "id", maximum=MAX_ID),
        version=version,
        topic_id=_int(post, "topic_id", maximum=MAX_ID),
        post_number=_int(post, "post_number"),
        reply_to_post_number=reply_to,
        username=username,
        private=private,
        raw=raw[:MAX_RAW],
        sent_at=written_at(version, created, updated),
        post_type=_int(post, "post_type", 1),
        staff=any(post.get(flag) is True for flag in ("staff", "moderator", "admin")),
        user_deleted=post.get("user_deleted") is True,
        deleted_at=_time(post["deleted_at"]) if post.get("deleted_at") else None,
        action_code=_optional(post.get("action_code"), "action_code", 64),
        action_code_who=_optional(post.get("action_code_who"), "action_code_who",
                                  MAX_USERNAME),
    )


def _optional(value: Any, key: str, limit: int) -> str:
    """A short optional string of the payload ("" when absent or not a string)."""
    return _text(value, key, limit) if isinstance(value, str) and value else ""

