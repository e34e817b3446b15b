"""JSON shapes, key for key, of what Discourse sends (API answers and webhook bodies).

Built from shared/discourse: `api_docs_responses/*.json`, `openapi_subset.json` and the
captured `webhook_examples` (Discourse 2.9; the webhook key order is the wire order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .model import Post, Topic, Upload, User, format_time


@dataclass(frozen=True)
class PostContext:
    """A post with what its JSON needs: topic, author, replied-to author, category slug."""

    post: Post
    topic: Topic
    author: User
    reply_to_user: User | None = None
    category_slug: str | None = None


def _time(value: Any) -> str | None:
    return None if value is None else format_time(value)


def _user_ref(user: User) -> dict[str, Any]:
    return {"id": user.id, "username": user.username, "avatar_template": user.avatar_template}


def _action_code(post: Post) -> dict[str, Any]:
    """`action_code` for small actions only (`PostSerializer#include_action_code?`), placed
    where PostSerializer lists it: after `wiki`, before `reviewable_id`."""
    if not post.action_code:
        return {}
    if post.action_code_who:  # `include_action_code_who?`: only when the action names one
        return {"action_code": post.action_code, "action_code_who": post.action_code_who}
    return {"action_code": post.action_code}


def post_url(topic: Topic, post: Post) -> str:
    """`/t/<slug>/<topic id>/<post number>`."""
    return f"/t/{topic.slug}/{topic.id}/{post.post_number}"


def post_json(
    ctx: PostContext, *, viewer: User, include_raw: bool, in_topic_view: bool = False
) -> dict[str, Any]:
    """A post as the API shows it (POST /posts, GET /posts/{id}, topic post streams)."""
    post, topic, author = ctx.post, ctx.topic, ctx.author
    can_edit = viewer.id == author.id or viewer.staff
    data: dict[str, Any] = {
        "id": post.id,
        "name": author.name,
        "username": author.username,
        "avatar_template": author.avatar_template,
        "created_at": format_time(post.created_at),
        "cooked": post.cooked,
        "post_number": post.post_number,
        "post_type": post.post_type,
        "updated_at": format_time(post.updated_at),
        "reply_count": 0,
        "reply_to_post_number": post.reply_to_post_number,
        "quote_count": 0,
        "avg_time": None,
        "incoming_link_count": 0,
        "reads": 1,
        "readers_count": 0,
        "score": 0,
        "yours": viewer.id == author.id,
        "topic_id": topic.id,
        "topic_slug": topic.slug,
        "display_username": author.name,
        "primary_group_name": None,
        "primary_group_flair_url": None,
        "primary_group_flair_bg_color": None,
        "primary_group_flair_color": None,
        "flair_name": None,
        "flair_url": None,
        "flair_bg_color": None,
        "flair_color": None,
        "flair_group_id": None,
        "version": post.version,
        "can_edit": can_edit,
        "can_delete": viewer.staff,
        "can_recover": viewer.staff,
        "can_see_hidden_post": viewer.staff,
        "can_wiki": viewer.staff,
        "user_title": author.title,
        "bookmarked": False,
    }
    if include_raw:
        data["raw"] = post.raw
    if in_topic_view:
        data["read"] = True
        if ctx.reply_to_user is not None:
            reply_to = ctx.reply_to_user
            data["reply_to_user"] = {
                "username": reply_to.username,
                "name": reply_to.name,
                "avatar_template": reply_to.avatar_template,
            }
    data.update(
        {
            "actions_summary": [],
            "moderator": author.moderator,
            "admin": author.admin,
            "staff": author.staff,
            "user_id": author.id,
            "draft_sequence": 0,
            "hidden": False,
            "hidden_reason_id": None,
            "trust_level": author.trust_level,
            "deleted_at": _time(post.deleted_at),
            "user_deleted": post.user_deleted,
            "edit_reason": post.edit_reason,
            "can_view_edit_history": True,
            "wiki": False,
            **_action_code(post),
            "reviewable_id": None,
            "reviewable_score_count": 0,
            "reviewable_score_pending_count": 0,
            "post_url": post_url(topic, post),
            "mentioned_users": [],
        }
    )
    return data


def webhook_post_json(ctx: PostContext, topic_posts_count: int) -> dict[str, Any]:
    """The `post` object of a post event's webhook body (`post_created`, `post_edited`,
    `post_destroyed`, `post_recovered`: `WebHookPostSerializer`), in wire order."""
    post, topic, author = ctx.post, ctx.topic, ctx.author
    data: dict[str, Any] = {
        "id": post.id,
        "name": author.name,
        "username": author.username,
        "avatar_template": author.avatar_template,
        "created_at": format_time(post.created_at),
        "cooked": post.cooked,
        "post_number": post.post_number,
        "post_type": post.post_type,
        "updated_at": format_time(post.updated_at),
        "reply_count": 0,
        "reply_to_post_number": post.reply_to_post_number,
        "quote_count": 0,
        "incoming_link_count": 0,
        "reads": 0,
        "score": 0,
        "topic_id": topic.id,
        "topic_slug": topic.slug,
        "topic_title": topic.title,
        "category_id": topic.category_id,
        "display_username": author.name,
        "primary_group_name": None,
        "flair_name": None,
        "version": post.version,
        "user_title": author.title,
        "bookmarked": False,
        "raw": post.raw,
        "moderator": author.moderator,
        "admin": author.admin,
        "staff": author.staff,
        "user_id": author.id,
        "hidden": False,
        "trust_level": author.trust_level,
        "deleted_at": _time(post.deleted_at),
        "user_deleted": post.user_deleted,
        "edit_reason": post.edit_reason,
        "wiki": False,
        **_action_code(post),
        "reviewable_id": None,
        "reviewable_score_count": 0,
        "reviewable_score_pending_count": 0,
        "topic_posts_count": topic_posts_count,
        "topic_filtered_posts_count": topic_posts_count,
        "topic_archetype": topic.archetype,
    }
    if not topic.private:
        data["category_slug"] = ctx.category_slug
    return data


@dataclass(frozen=True)
class TopicContext:
    """A topic with what its JSON needs."""

    topic: Topic
    creator: User
    last_poster: User
    posters: list[tuple[User, int]]  # (user, number of posts), by first post
    allowed_users: list[User]
    last_posted_at: Any
    highest_post_number: int


def topic_view_json(
    tctx: TopicContext, posts: list[dict[str, Any]], stream: list[int], chunk_size: int,
    *, can_create_post: bool = True,
) -> dict[str, Any]:
    """GET /t/{id}.json: the topic, the first posts (`post_stream.posts`), every post id.
    `can_create_post`: whether the viewer may reply (not in a closed topic, unless staff)."""
    topic = tctx.topic
    details: dict[str, Any] = {
        "can_edit": True,
        "notification_level": 3 if topic.private else 1,
        "can_create_post": can_create_post,
        "can_reply_as_new_topic": True,
        "can_flag_topic": False,
        "auto_close_at": None,
        "auto_close_hours": None,
        "auto_close_based_on_last_post": False,
        "suggested_topics": [],
        "participants": [
            {
                "id": user.id,
                "username": user.username,
                "name": user.name,
                "avatar_template": user.avatar_template,
                "post_count": count,
                "primary_group_name": None,
                "flair_name": None,
                "flair_url": None,
                "flair_color": None,
                "flair_bg_color": None,
                "flair_group_id": None,
                "admin": user.admin,
                "moderator": user.moderator,
                "trust_level": user.trust_level,
            }
            for user, count in tctx.posters
        ],
        "created_by": _user_ref(tctx.creator),
        "last_poster": _user_ref(tctx.last_poster),
    }
    if topic.private:
        details["allowed_users"] = [
            {"id": u.id, "username": u.username, "name": u.name,
             "avatar_template": u.avatar_template}
            for u in tctx.allowed_users
        ]
        details["allowed_groups"] = []
    return {
        "post_stream": {"posts": posts, "stream": stream},
        "timeline_lookup": [[1, 0]],
        "suggested_topics": [],
        "tags": [],
        "tags_descriptions": {},
        "id": topic.id,
        "title": topic.title,
        "fancy_title": topic.title,
        "posts_count": len(stream),
        "created_at": format_time(topic.created_at),
        "views": 1,
        "reply_count": max(0, len(stream) - 1),
        "participant_count": len(tctx.posters),
        "like_count": 0,
        "last_posted_at": _time(tctx.last_posted_at),
        "visible": True,
        "closed": topic.closed,
        "archived": topic.archived,
        "has_summary": False,
        "archetype": topic.archetype,
        "slug": topic.slug,
        "category_id": topic.category_id,
        "word_count": None,
        "deleted_at": None,
        "user_id": topic.user_id,
        "featured_link": None,
        "pinned_globally": False,
        "pinned_at": None,
        "pinned_until": None,
        "image_url": None,
        "slow_mode_seconds": 0,
        "draft": None,
        "draft_key": f"topic_{topic.id}",
        "draft_sequence": None,
        "unpinned": None,
        "pinned": False,
        "current_post_number": 1,
        "highest_post_number": tctx.highest_post_number,
        "deleted_by": None,
        "has_deleted": False,
        "actions_summary": [],
        "chunk_size": chunk_size,
        "bookmarked": False,
        "bookmarks": [],
        "topic_timer": None,
        "message_bus_last_id": 0,
        "participant_count_hidden": False,
        "show_read_indicator": False,
        "thumbnails": None,
        "slow_mode_enabled_until": None,
        "details": details,
    }


def topic_list_item_json(tctx: TopicContext) -> dict[str, Any]:
    """One topic of `topic_list.topics` (private message lists)."""
    topic = tctx.topic
    posts_count = sum(count for _, count in tctx.posters)
    last_posted = _time(tctx.last_posted_at)
    posters = [
        {
            "extras": "latest single" if user.id == tctx.last_poster.id else None,
            "description": "Original Poster" if user.id == tctx.creator.id else "Frequent Poster",
            "user_id": user.id,
            "primary_group_id": None,
        }
        for user, _ in tctx.posters
    ]
    return {
        "id": topic.id,
        "title": topic.title,
        "fancy_title": topic.title,
        "slug": topic.slug,
        "posts_count": posts_count,
        "reply_count": max(0, posts_count - 1),
        "highest_post_number": tctx.highest_post_number,
        "image_url": None,
        "created_at": format_time(topic.created_at),
        "last_posted_at": last_posted,
        "bumped": True,
        "bumped_at": last_posted,
        "archetype": topic.archetype,
        "unseen": False,
        "last_read_post_number": tctx.highest_post_number,
        "unread": 0,
        "new_posts": 0,
        "unread_posts": 0,
        "pinned": False,
        "unpinned": None,
        "visible": True,
        "closed": topic.closed,
        "archived": topic.archived,
        "notification_level": 3,
        "bookmarked": False,
        "liked": False,
        "views": 1,
        "like_count": 0,
        "has_summary": False,
        "last_poster_username": tctx.last_poster.username,
        "category_id": topic.category_id,
        "pinned_globally": False,
        "featured_link": None,
        "allowed_user_count": len(tctx.allowed_users),
        "posters": posters,
        "participants": [
            {"extras": None, "description": None, "user_id": u.id, "primary_group_id": None}
            for u in tctx.allowed_users
            if u.id != tctx.creator.id
        ],
    }


def topic_list_json(items: list[TopicContext], users: list[User],
                    more_topics_url: str | None = None) -> dict[str, Any]:
    """GET /topics/private-messages[-sent]/{username}.json (`more_topics_url` when a next
    page exists, as Discourse adds it)."""
    listed: dict[str, Any] = {
        "users": [
            {"id": u.id, "username": u.username, "name": u.name,
             "avatar_template": u.avatar_template}
            for u in users
        ],
        "primary_groups": [],
        "topic_list": {
            "can_create_topic": True,
            "draft": None,
            "draft_key": "new_topic",
            "draft_sequence": 0,
            "per_page": 30,
            "topics": [topic_list_item_json(t) for t in items],
            **({"more_topics_url": more_topics_url} if more_topics_url else {}),
        },
    }
    return listed


def user_json(user: User, *, last_posted_at: Any, post_count: int) -> dict[str, Any]:
    """GET /u/{username}.json (the keys of `get_user_response.json`, minimal values)."""
    groups = []
    if user.admin:
        groups.append({"id": 1, "automatic": True, "name": "admins"})
    if user.staff:
        groups.append({"id": 3, "automatic": True, "name": "staff"})
    if user.moderator:
        groups.append({"id": 2, "automatic": True, "name": "moderators"})
    groups.append(
        {"id": 10 + user.trust_level, "automatic": True, "name": f"trust_level_{user.trust_level}"}
    )
    return {
        "user_badges": [],
        "user": {
            "id": user.id,
            "username": user.username,
            "name": user.name,
            "avatar_template": user.avatar_template,
            "last_posted_at": _time(last_posted_at),
            "last_seen_at": _time(last_posted_at),
            "created_at": format_time(user.created_at),
            "website_name": None,
            "can_edit": False,
            "can_edit_username": False,
            "can_edit_email": False,
            "can_edit_name": False,
            "can_send_private_messages": True,
            "can_send_private_message_to_user": True,
            "trust_level": user.trust_level,
            "moderator": user.moderator,
            "admin": user.admin,
            "title": user.title,
            "uploaded_avatar_id": None,
            "badge_count": 0,
            "custom_fields": {},
            "pending_count": 0,
            "profile_view_count": 0,
            "post_count": post_count,
            "primary_group_name": None,
            "primary_group_flair_url": None,
            "primary_group_flair_bg_color": None,
            "primary_group_flair_color": None,
            "invited_by": None,
            "groups": groups,
            "featured_user_badge_ids": [],
            "card_badge": None,
        },
    }


def human_filesize(size: int) -> str:
    """Rails' `number_to_human_size` ("233 Bytes", "1.21 KB")."""
    if size < 1024:
        return f"{size} Bytes" if size != 1 else "1 Byte"
    value = float(size)
    for unit in ("KB", "MB", "GB"):
        value /= 1024
        if value < 1024 or unit == "GB":
            return f"{value:.3g} {unit}"
    raise AssertionError("unreachable")


def upload_json(upload: Upload) -> dict[str, Any]:
    """POST /uploads.json answer."""
    return {
        "id": upload.id,
        "url": upload.url,
        "original_filename": upload.original_filename,
        "filesize": len(upload.data),
        "width": upload.width,
        "height": upload.height,
        "thumbnail_width": upload.width,
        "thumbnail_height": upload.height,
        "extension": upload.extension,
        "short_url": upload.short_url,
        "short_path": upload.short_path,
        "retain_hours": None,
        "human_filesize": human_filesize(len(upload.data)),
        "dominant_color": None,
    }
