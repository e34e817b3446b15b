"""What the API reads from the forum: topics, posts, message lists, users, uploads.

Each function takes the forum and the user the request acts as, and returns the JSON body.
"""

from __future__ import annotations

import hashlib
import io
from typing import Any

from . import errors
from .forum import SandboxForum
from .model import Post, Topic, Upload, User, format_time
from .serialize import (
    TopicContext,
    post_json,
    topic_list_json,
    topic_view_json,
    upload_json,
    user_json,
)

LATEST_POSTS_LIMIT = 50


def _visible_topic(forum: SandboxForum, viewer: User, topic_id: int) -> Topic:
    topic = forum.topic_locked(topic_id)
    forum.ensure_can_see_locked(viewer, topic)
    return topic


def _posts_json(
    forum: SandboxForum, viewer: User, posts: list[Post], include_raw: bool
) -> list[dict[str, Any]]:
    return [
        post_json(forum.post_context_locked(p), viewer=viewer, include_raw=include_raw,
                  in_topic_view=True)
        for p in posts
    ]


def _near(posts: list[Post], post_number: int, chunk: int) -> list[Post]:
    """TopicView's `filter_posts_near`: a quarter of the chunk before the post, the rest after."""
    index = next((i for i, p in enumerate(posts) if p.post_number >= post_number), len(posts))
    before = max(1, chunk // 4)
    start = max(0, index - before)
    return posts[start : start + chunk]


def topic_view(
    forum: SandboxForum,
    viewer: User,
    topic_id: int,
    *,
    post_number: int | None = None,
    include_raw: bool = False,
) -> dict[str, Any]:
    """GET /t/{id}.json (or /t/{id}/{post_number}.json): first chunk of posts + full stream.
    Deleted posts are in neither, for staff too: `TopicView#setup_filtered_posts` leaves them
    out unless `show_deleted` is asked for (not modelled); posts withdrawn by their author
    stay, with their new text and `user_deleted`."""
    with forum.lock:
        topic = _visible_topic(forum, viewer, topic_id)
        posts = forum.topic_posts_locked(topic)
        chunk = forum.settings.chunk_size
        shown = posts[:chunk] if post_number is None else _near(posts, post_number, chunk)
        return topic_view_json(
            forum.topic_context_locked(topic),
            _posts_json(forum, viewer, shown, include_raw),
            [p.id for p in posts],
            chunk,
            can_create_post=not topic.locked or viewer.trusted,
        )


def topic_posts(
    forum: SandboxForum,
    viewer: User,
    topic_id: int,
    *,
    post_ids: list[int] | None = None,
    post_number: int | None = None,
    asc: bool | None = None,
    include_raw: bool = False,
) -> dict[str, Any]:
    """GET /t/{id}/posts.json: the posts asked for by id, or a chunk after/before a number."""
    with forum.lock:
        topic = _visible_topic(forum, viewer, topic_id)
        posts = forum.topic_posts_locked(topic)
        chunk = forum.settings.chunk_size
        if post_ids:
            # `filter_posts_by_ids`: staff (who can see deleted posts) get deleted ones too.
            wanted = set(post_ids)
            shown = [forum.posts[i] for i in topic.post_ids if i in wanted and (
                viewer.staff or forum.posts[i].deleted_at is None)]
        elif post_number is not None and asc is not None:
            if asc:
                shown = [p for p in posts if p.post_number > post_number][:chunk]
            else:
                shown = [p for p in posts if p.post_number < post_number][-chunk:]
        elif post_number is not None:
            shown = _near(posts, post_number, chunk)
        else:
            shown = posts[:chunk]
        return {
            "post_stream": {"posts": _posts_json(forum, viewer, shown, include_raw)},
            "id": topic.id,
        }


def get_post(forum: SandboxForum, viewer: User, post_id: int) -> dict[str, Any]:
    """GET /posts/{id}.json (with `raw`); staff see a deleted post too (`find_post_using`),
    anyone else gets 404."""
    with forum.lock:
        post = forum.posts.get(post_id)
        if post is None or (post.deleted_at is not None and not viewer.staff):
            raise errors.NotFound()
        _visible_topic(forum, viewer, post.topic_id)
        return post_json(forum.post_context_locked(post), viewer=viewer, include_raw=True)


def get_post_by_number(
    forum: SandboxForum, viewer: User, topic_id: int, post_number: int
) -> dict[str, Any]:
    """GET /posts/by_number/{topic_id}/{post_number}.json."""
    with forum.lock:
        topic = _visible_topic(forum, viewer, topic_id)
        post = forum.post_by_number_locked(topic, post_number)
        if post is None:
            raise errors.NotFound()
        return post_json(forum.post_context_locked(post), viewer=viewer, include_raw=True)


def latest_posts(forum: SandboxForum, viewer: User, before: int | None = None) -> dict[str, Any]:
    """GET /posts.json: the latest 50 posts of public topics, newest first, with `raw`."""
    with forum.lock:
        posts = sorted(forum.posts.values(), key=lambda p: p.id, reverse=True)
        shown = []
        for post in posts:
            topic = forum.topics[post.topic_id]
            if post.deleted_at or topic.private or (before is not None and post.id >= before):
                continue
            ctx = forum.post_context_locked(post)
            data = post_json(ctx, viewer=viewer, include_raw=True)
            data["topic_title"] = topic.title
            data["topic_html_title"] = topic.title
            data["category_id"] = topic.category_id
            shown.append(data)
            if len(shown) == LATEST_POSTS_LIMIT:
                break
        return {"latest_posts": shown}


PER_PAGE = 30
"""Discourse's page of a topic list (`TopicQuery` per_page): `?page=N` asks for the next."""


def _page_by_activity(forum: SandboxForum, topics: list[Topic],
                      page: int) -> tuple[list[TopicContext], bool]:
    """The `page`th 30 of `topics`, most recently active first (their last post, else their
    making), in full (only those: a bot in thousands of topics lists them page by page), and
    whether more follow."""
    active = []
    for topic in topics:
        posts = forum.topic_posts_locked(topic)
        last = posts[-1].created_at if posts else None
        active.append(((last or topic.created_at, topic.id), topic))
    active.sort(key=lambda item: item[0], reverse=True)
    return ([forum.topic_context_locked(topic)
             for _, topic in active[page * PER_PAGE:(page + 1) * PER_PAGE]],
            len(active) > (page + 1) * PER_PAGE)


def private_messages(
    forum: SandboxForum, viewer: User, username: str, *, sent: bool = False, page: int = 0
) -> dict[str, Any]:
    """GET /topics/private-messages[-sent]/{username}.json, most recently active first, 30
    a page (`page` from 0; `topic_list.more_topics_url` says there is a next page).

    `sent` lists the messages the user has posted in; otherwise every message they are in.
    """
    with forum.lock:
        user = forum.find_user(username)
        if user is None:
            raise errors.NotFound()
        if viewer.id != user.id and not viewer.admin:
            raise errors.InvalidAccess()
        theirs = [topic for topic in forum.topics.values()
                  if topic.private and user.username in topic.allowed_usernames]
        if sent:
            theirs = [topic for topic in theirs if any(
                post.user_id == user.id for post in forum.topic_posts_locked(topic))]
        items, more = _page_by_activity(forum, theirs, page)
        people: dict[int, User] = {}
        for ctx in items:
            for poster, _ in ctx.posters:
                people[poster.id] = poster
            for member in ctx.allowed_users:
                people[member.id] = member
        path = "private-messages-sent" if sent else "private-messages"
        return topic_list_json(items, list(people.values()),
                               f"/topics/{path}/{username}?page={page + 1}" if more else None)


def topics_created_by(forum: SandboxForum, viewer: User, username: str,
                      page: int = 0) -> dict[str, Any]:
    """GET /topics/created-by/{username}.json: the public topics a user opened, most recently
    bumped first (Discourse's `TopicQuery#list_topics_by`, ordered as its lists are: a new
    post bumps its topic to the top), 30 a page (`page` from 0; `more_topics_url` says there
    is a next page)."""
    with forum.lock:
        user = forum.find_user(username)
        if user is None:
            raise errors.NotFound()
        items, more = _page_by_activity(forum, [
            topic for topic in forum.topics.values()
            if not topic.private and topic.user_id == user.id], page)
        return topic_list_json(items, [user],
                               f"/topics/created-by/{username}?page={page + 1}" if more
                               else None)


def user_profile(forum: SandboxForum, username: str) -> dict[str, Any]:
    """GET /u/{username}.json."""
    with forum.lock:
        user = forum.find_user(username)
        if user is None:
            raise errors.NotFound()
        theirs = [p for p in forum.posts.values() if p.user_id == user.id and not p.deleted_at]
        last = max((p.created_at for p in theirs), default=None)
        return user_json(user, last_posted_at=last, post_count=len(theirs))


def _image_size(data: bytes) -> tuple[int | None, int | None]:
    try:
        from PIL import Image
    except ImportError:  # pragma: no cover - Pillow is a project dependency
        return None, None
    try:
        with Image.open(io.BytesIO(data)) as image:
            return image.width, image.height
    except Exception:  # not an image Pillow knows: Discourse stores it without a size
        return None, None


def upload(
    forum: SandboxForum, viewer: User, filename: str, data: bytes, upload_type: str
) -> dict[str, Any]:
    """POST /uploads.json: store the bytes (the same bytes give the same upload)."""
    sha1 = hashlib.sha1(data).hexdigest()
    extension = filename.rsplit(".", 1)[-1].lower() if "." in filename else "bin"
    width, height = _image_size(data)
    with forum.lock:
        for existing in forum.uploads:
            if existing.sha1 == sha1:
                return upload_json(existing)
        stored = Upload(
            id=len(forum.uploads) + 1,
            sha1=sha1,
            original_filename=filename,
            extension=extension,
            data=data,
            user_id=viewer.id,
            upload_type=upload_type,
            width=width,
            height=height,
            created_at=forum.now(),
        )
        forum.uploads.append(stored)
        return upload_json(stored)


def find_upload(forum: SandboxForum, name: str) -> Upload | None:
    """The upload behind `/uploads/default/original/1X/<sha1>.<ext>` or a short path."""
    stem = name.rsplit(".", 1)[0]
    with forum.lock:
        for stored in forum.uploads:
            if stem in (stored.sha1, stored.base62):
                return stored
    return None


# -- read-only admin views (what `gamemaster check` reads) --------------------------------

WEB_HOOK_EVENT_TYPES = {"topic_created": 101, "topic_revised": 102, "topic_edited": 103,
                        "topic_destroyed": 104, "topic_recovered": 105, "post_created": 201,
                        "post_edited": 202, "post_destroyed": 203, "post_recovered": 204}
"""`WebHookEventType::TYPES` (ids of the events the sandbox can send; the id's hundreds are
the group: 1 topic, 2 post, as `WebHookEventType.group` numbers them from 0)."""
CONTENT_TYPES = {"application/json": 1, "application/x-www-form-urlencoded": 2}
DELIVERY_STATUSES = {"inactive": 1, "failed": 2, "successful": 3, "disabled": 4}


def current_user(forum: SandboxForum, viewer: User) -> dict[str, Any]:
    """GET /session/current.json: who the API key acts as (`CurrentUserSerializer`, the
    fields that say who and with what rights)."""
    with forum.lock:
        return {"current_user": {
            "id": viewer.id, "username": viewer.username, "name": viewer.name,
            "avatar_template": viewer.avatar_template, "title": viewer.title,
            "trust_level": viewer.trust_level, "admin": viewer.admin,
            "moderator": viewer.moderator, "staff": viewer.staff,
            "can_send_private_messages": True, "can_edit": True,
        }}


def _require_admin(viewer: User) -> None:
    # The /admin/api routes are behind Discourse's AdminConstraint: for anyone else they do
    # not exist (404), moderators included.
    if not viewer.admin:
        raise errors.NotFound()


def _last_delivery_status(forum: SandboxForum, endpoint: Any) -> int:
    sent = [d for d in forum.deliveries if d.endpoint is endpoint and not d.dropped]
    if not sent:
        return DELIVERY_STATUSES["inactive"]
    return DELIVERY_STATUSES["successful" if sent[-1].ok else "failed"]


def web_hooks(forum: SandboxForum, viewer: User) -> dict[str, Any]:
    """GET /admin/api/web_hooks.json (Admin::WebHooksController#index with
    AdminWebHookSerializer): every webhook, its payload URL, content type, events, secret
    and last delivery; admins only."""
    _require_admin(viewer)
    with forum.lock:
        hooks = []
        for number, endpoint in enumerate(forum.webhooks, 1):
            hooks.append({
                "id": number,
                "payload_url": endpoint.url,
                "content_type": CONTENT_TYPES["application/json"],
                "last_delivery_status": _last_delivery_status(forum, endpoint),
                "secret": endpoint.secret,
                "wildcard_web_hook": False,
                "verify_certificate": True,
                "active": True,
                "web_hook_event_types": [
                    {"id": WEB_HOOK_EVENT_TYPES.get(name, 0), "name": name,
                     "group": WEB_HOOK_EVENT_TYPES.get(name, 0) // 100 - 1}
                    for name in endpoint.events],
                "category_ids": [],
                "tag_names": [],
                "group_ids": [],
            })
        return {
            "web_hooks": hooks,
            "extras": {
                "event_types": [{"id": i, "name": n, "group": i // 100 - 1}
                                for n, i in WEB_HOOK_EVENT_TYPES.items()],
                "default_event_types": [
                    {"id": WEB_HOOK_EVENT_TYPES[n], "name": n, "group": 1}
                    for n in ("post_created", "post_edited", "post_destroyed",
                              "post_recovered")],
                "content_types": [{"id": i, "name": n} for n, i in CONTENT_TYPES.items()],
                "delivery_statuses": [{"id": i, "name": n}
                                      for n, i in DELIVERY_STATUSES.items()],
            },
            "total_rows_web_hooks": len(hooks),
            "load_more_web_hooks": "/admin/api/web_hooks.json?limit=50&offset=50",
        }


def api_keys(forum: SandboxForum, viewer: User) -> dict[str, Any]:
    """GET /admin/api/keys.json (Admin::ApiController#index with ApiKeySerializer): the
    forum's one key, which acts for any user (`user` null, an "All users" key) with every
    scope (no `api_key_scopes`: a global key); the key itself is never shown again, only its
    first four characters. Admins only."""
    _require_admin(viewer)
    with forum.lock:
        created = format_time(forum.bot.created_at)
        used = [c.at for c in forum.api_calls]
        return {"keys": [{
            "id": 1,
            "truncated_key": forum.api_key[:4],
            "description": "sandbox forum",
            "last_used_at": format_time(used[-1]) if used else None,
            "created_at": created,
            "updated_at": created,
            "revoked_at": None,
            "user": None,
            "created_by": {"id": forum.bot.id, "username": forum.bot.username,
                           "name": forum.bot.name,
                           "avatar_template": forum.bot.avatar_template},
            "api_key_scopes": [],
        }]}


SITE_SETTING_NAMES = {"min_private_message_post_length": "min_personal_message_post_length"}
"""Sandbox `SiteSettings` fields Discourse spells differently today (renamed in core; the
old name is a deprecated alias that `GET /admin/site_settings.json` no longer lists)."""
NOT_SITE_SETTINGS = ("identical_api_request_window", "chunk_size")
"""`SiteSettings` fields that are no site setting (a controller's memo window, TopicView's
chunk): not listed."""
SITE_SETTING_CATEGORIES = {
    "min_post_length": "posting", "min_first_post_length": "posting",
    "min_personal_message_post_length": "posting", "max_post_length": "posting",
    "min_topic_title_length": "posting", "min_private_message_title_length": "posting",
    "max_topic_title_length": "posting", "allow_duplicate_topic_titles": "posting",
    "title_min_entropy": "posting", "title_max_word_length": "posting",
    "title_prettify": "posting", "body_min_entropy": "posting",
    "allow_uppercase_posts": "posting", "editing_grace_period": "posting",
    "editing_grace_period_max_diff": "posting", "unique_posts_mins": "rate_limits",
    "allow_user_locale": "basic", "discourse_narrative_bot_enabled": "plugins",
}


def _site_setting_value(value: Any) -> tuple[str, str]:
    """A value as `SiteSetting.all_settings` shows it (`value.to_s`) and its type's name."""
    if isinstance(value, bool):
        return ("true" if value else "false"), "bool"
    if isinstance(value, int):
        return str(value), "integer"
    return ("" if value is None else str(value)), "string"


def site_settings(forum: SandboxForum, viewer: User) -> dict[str, Any]:
    """GET /admin/site_settings.json (Admin::SiteSettingsController#index:
    `render_json_dump(site_settings: SiteSetting.all_settings)`, lib/site_setting_extension.rb):
    each setting's name, value and default as strings, its type, category; `default_locale`
    first, as Discourse unshifts it. Built from every `SiteSettings` field (whatever fields it
    has), named as Discourse names them today; discobot's settings come from the forum's own
    switches when `SiteSettings` has no field for them. Admins only."""
    import dataclasses

    _require_admin(viewer)
    with forum.lock:
        current = forum.settings
        values: dict[str, tuple[Any, Any]] = {}
        for spec in dataclasses.fields(current):
            if spec.name in NOT_SITE_SETTINGS:
                continue
            default = spec.default if spec.default is not dataclasses.MISSING else None
            values[SITE_SETTING_NAMES.get(spec.name, spec.name)] = (
                getattr(current, spec.name), default)
        values.setdefault("default_locale", (getattr(forum, "discobot_locale", "en"), "en"))
        values.setdefault("allow_user_locale", (False, False))
        values.setdefault("discourse_narrative_bot_enabled",
                          (bool(getattr(forum, "discobot_enabled", True)), True))
        listed = []
        for name, (value, default) in values.items():
            shown, kind = _site_setting_value(value)
            entry: dict[str, Any] = {
                "setting": name, "humanized_name": name.replace("_", " ").capitalize(),
                "description": "", "keywords": [],
                "category": SITE_SETTING_CATEGORIES.get(name, "required"),
                "primary_area": None, "default": _site_setting_value(default)[0],
                "value": shown, "preview": None, "secret": False, "placeholder": None,
                "mandatory_values": None, "requires_confirmation": None, "themeable": False,
                "type": kind,
            }
            if name == "default_locale":
                entry.update(type="locale_enum", category="required",
                             primary_area="localization", valid_values=[
                                 {"name": "English (US)", "value": "en"},
                                 {"name": "Français", "value": "fr"},
                                 {"name": "Русский", "value": "ru"}],
                             translate_names=False)
            if name == "discourse_narrative_bot_enabled":
                entry["plugin"] = "discourse-narrative-bot"
            listed.append(entry)
        listed.sort(key=lambda e: e["setting"] != "default_locale")
        return {"site_settings": listed}
