"""Changes to a topic itself on the sandbox forum: closing, archiving, inviting, removing.

`update_topic_status` is `PUT /t/{id}/status` (`TopicStatusUpdater`: staff close or archive a
topic, or undo it), `invite_to_topic` is `POST /t/{id}/invite` (`Topic#invite`: someone added
to a private message) and `remove_allowed_user` is `PUT /t/{id}/remove-allowed-user`. Each
real change leaves a small-action post by whoever made it (post_type 3, an `action_code`,
empty raw), delivered to the webhooks as `post_created` as Discourse does. Functions of the
forum, which answers for them (`SandboxForum.update_topic_status`, `invite_to_topic`...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import errors
from .errors import PostRejected
from .model import SMALL_ACTION, TOPIC_STATUSES, Post, Topic, User

if TYPE_CHECKING:
    from .forum import SandboxForum


def update_topic_status(
    forum: SandboxForum, username: str, topic_id: int, status: str, enabled: bool = True
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
    with forum.lock:
        user = forum.known_user(username)
        topic = forum.topic_locked(int(topic_id))
        forum.ensure_can_see_locked(user, topic)
        if not user.staff:
            raise errors.InvalidAccess()
        if getattr(topic, status) != enabled:
            setattr(topic, status, enabled)
            post = _small_action_locked(forum, topic, user,
                                        f"{status}.{'enabled' if enabled else 'disabled'}")
            event = forum.event_locked("post_created", post)
    if event:
        forum.deliver(event)
    return {"success": "OK", "topic_status_update": None}


def invite_to_topic(
    forum: SandboxForum, username: str, topic_id: int, invited: str
) -> dict[str, Any]:
    """Add `invited` to a private message, as `POST /t/{id}/invite` does for a
    participant or staff (`Topic#invite`, `app/models/topic.rb`); answers
    `{"success": "OK", "user": {...}}` and leaves a small-action post by the inviter
    (`action_code` "invited_user", `action_code_who` the invitee), delivered as
    `post_created`. Someone already in it: 422 `topic_invite.user_exists`
    (`TopicsController#invite` rescues `Topic::UserExists`). `NotFound` for an unknown
    topic or user (Discourse's 400 "the user was not found" comes as 404 here too),
    `InvalidAccess` for a user who cannot see the topic."""
    event = None
    with forum.lock:
        user = forum.known_user(username)
        topic = forum.topic_locked(int(topic_id))
        forum.ensure_can_see_locked(user, topic)
        guest = forum.find_user(invited)
        if guest is None:
            raise errors.NotFound()
        if topic.private:
            if guest.username.casefold() in (n.casefold() for n in topic.allowed_usernames):
                raise PostRejected([errors.message("user_exists")], action=None)
            topic.allowed_usernames.append(guest.username)
            post = _small_action_locked(forum, topic, user, "invited_user", guest.username)
            event = forum.event_locked("post_created", post)
        answer = {"success": "OK", "user": {"id": guest.id, "username": guest.username}}
    if event:
        forum.deliver(event)
    return answer


def remove_allowed_user(forum: SandboxForum, username: str, topic_id: int, removed: str) -> None:
    """A member of a private message takes someone out of it (`PUT
    /t/{id}/remove-allowed-user`, `Topic#remove_allowed_user`): a small-action post
    "removed_user" by the remover, delivered as `post_created`."""
    with forum.lock:
        user = forum.known_user(username)
        topic = forum.topic_locked(int(topic_id))
        forum.ensure_can_see_locked(user, topic)
        kept = [n for n in topic.allowed_usernames if n.casefold() != removed.casefold()]
        if not topic.private or kept == topic.allowed_usernames:
            raise errors.NotFound()
        topic.allowed_usernames = kept
        post = _small_action_locked(forum, topic, user, "removed_user", removed)
        event = forum.event_locked("post_created", post)
    forum.deliver(event)


def _small_action_locked(forum: SandboxForum, topic: Topic, user: User, action_code: str,
                         who: str | None = None) -> Post:
    """A small-action post by `user` in `topic`: post_type 3, empty raw, `action_code` (and
    `action_code_who`, the member it concerns)."""
    post = forum._add_post_locked(topic, user, "", None, forum.now())
    post.post_type = SMALL_ACTION
    post.action_code = action_code
    if who is not None:
        post.action_code_who = who
    return post
