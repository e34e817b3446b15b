"""Forum posts as the bridge receives them, from a webhook body or from the backfill."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

_QUOTE_OPEN = re.compile(r"\[quote(?:=[^\]]*)?\]", re.IGNORECASE)
_QUOTE_CLOSE = re.compile(r"\[/quote\]", re.IGNORECASE)
_FENCE = re.compile(r"```.*?(?:```|$)|~~~.*?(?:~~~|$)", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_HTML_COMMENT = re.compile(r"<!--.*?(?:-->|$)", re.DOTALL)
_BLOCKQUOTE = re.compile(r"^\s*>.*$", re.MULTILINE)
_ASIDE = re.compile(r"<aside\b.*?</aside>", re.DOTALL | re.IGNORECASE)


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
    if not isinstance(value, str):
        raise BadPayload("time missing")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError as exc:
        raise BadPayload(f"bad time {value!r}") from exc
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _int(post: dict[str, Any], key: str, default: int | None = None) -> int:
    value = post.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadPayload(f"{key} missing or not a number")
    return value


def from_post(post: Any, private: bool | None = None) -> IncomingPost:
    """Read a post object (webhook `post` or API post); BadPayload if it is not one."""
    if not isinstance(post, dict):
        raise BadPayload("post is not an object")
    username = post.get("username")
    raw = post.get("raw")
    if not isinstance(username, str) or not username:
        raise BadPayload("username missing")
    if not isinstance(raw, str):
        raise BadPayload("raw missing")
    version = _int(post, "version", 1)
    created = _time(post.get("created_at"))
    updated = _time(post.get("updated_at")) if post.get("updated_at") else created
    reply_to = post.get("reply_to_post_number")
    if private is None:
        private = post.get("topic_archetype") == "private_message"
    return IncomingPost(
        post_id=_int(post, "id"),
        version=version,
        topic_id=_int(post, "topic_id"),
        post_number=_int(post, "post_number"),
        reply_to_post_number=reply_to if isinstance(reply_to, int) else None,
        username=username,
        private=private,
        raw=raw[:20000],
        sent_at=updated if version > 1 else created,
        post_type=_int(post, "post_type", 1),
        staff=any(post.get(flag) is True for flag in ("staff", "moderator", "admin")),
    )


def strip_quotes(raw: str) -> str:
    """The author's own words: no quotes (nested too), code, HTML comments or '>' lines."""
    text = _ASIDE.sub(" ", _HTML_COMMENT.sub(" ", raw))
    text = _FENCE.sub(" ", text)
    out: list[str] = []
    depth = 0
    position = 0
    tokens = sorted(
        [(m.start(), m.end(), 1) for m in _QUOTE_OPEN.finditer(text)]
        + [(m.start(), m.end(), -1) for m in _QUOTE_CLOSE.finditer(text)]
    )
    for start, end, change in tokens:
        if depth == 0:
            out.append(text[position:start])
        depth = max(0, depth + change)
        position = end
    if depth == 0:
        out.append(text[position:])
    text = "".join(out)
    text = _BLOCKQUOTE.sub(" ", text)
    return _INLINE_CODE.sub(" ", text).strip()
