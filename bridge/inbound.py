"""Forum posts as the bridge receives them, from a webhook body or from the backfill."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime
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
    (creation time, or the edit time of an edited post)."""

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
        sent_at=updated if version > 1 else created,
        post_type=_int(post, "post_type", 1),
        staff=any(post.get(flag) is True for flag in ("staff", "moderator", "admin")),
    )

