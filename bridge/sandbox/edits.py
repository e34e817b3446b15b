"""Editing, deleting and recovering posts on the sandbox forum, as Discourse's revisor and
destroyer do.

`revise` is `PUT /posts/{id}` (`PostRevisor`): the author or staff, the body checked as a new
one would be, a new version unless it is a ninja edit (the same editor within
`editing_grace_period`, few characters changed, no reason given), `post_edited` delivered.
`destroy_post`, `recover_post` and `destroy_stubs` are `PostDestroyer`: staff delete a post
outright, an author only withdraws their own (a forced new version saying so, then deleted by
`destroy_stubs` hours later), and either comes back with `recover_post`. Functions of the
forum, which answers for them (`SandboxForum.revise`, `destroy_post`...).
"""

from __future__ import annotations

import difflib
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from . import errors
from .errors import PostRejected
from .model import DELETED_BY_AUTHOR, Post, User, cook
from .serialize import post_json
from .validation import raw_problems
from .webhooks import PendingEvent

if TYPE_CHECKING:
    from .forum import SandboxForum


def revise(
    forum: SandboxForum,
    username: str,
    post_id: int,
    raw: str,
    *,
    edit_reason: str | None = None,
    validate: bool = True,
) -> dict[str, Any]:
    """Edit a post as `PUT /posts/{id}` does (the author or staff); returns the post."""
    with forum.lock:
        editor = forum.known_user(username)
        post = forum.post_locked(post_id)
        topic = forum.topics[post.topic_id]
        forum.ensure_can_see_locked(editor, topic)
        if editor.id != post.user_id and not editor.staff:
            raise errors.InvalidAccess()
        if post.user_deleted and not editor.staff:  # `can_edit_post?`: withdrawn
            raise errors.InvalidAccess()
        if validate:
            problems = raw_problems(forum.settings, raw, topic.private, post.post_number == 1)
            if problems:
                raise PostRejected(problems, action=None)
        event = None
        if raw != post.raw or edit_reason:
            _apply_revision_locked(forum, post, editor, raw, edit_reason or None)
            event = forum.event_locked("post_edited", post)
        body = post_json(forum.post_context_locked(post), viewer=editor, include_raw=True)
    if event:
        forum.deliver(event)
    return body


def _apply_revision_locked(
    forum: SandboxForum, post: Post, editor: User, raw: str, edit_reason: str | None
) -> None:
    now = forum.now()
    settings = forum.settings
    grace = settings.editing_grace_period
    diff = _changed_chars(post.raw, raw)
    ninja_edit = (
        grace > 0
        and editor.id == post.last_editor_id
        and not edit_reason
        and post.last_version_at is not None
        and (now - post.last_version_at).total_seconds() <= grace
        and diff <= settings.editing_grace_period_max_diff
    )
    _write_revision_locked(forum, post, editor, raw, edit_reason, new_version=not ninja_edit)


def _write_revision_locked(forum: SandboxForum, post: Post, editor: User, raw: str,
                           edit_reason: str | None, *, new_version: bool) -> None:
    """Store a revision: a new version (or, for a ninja edit, the same one), the text
    and its cooked HTML, `updated_at` now."""
    now = forum.now()
    if new_version:
        post.version += 1
        post.last_version_at = now
    post.raw = raw
    post.cooked = cook(raw)
    post.updated_at = now
    post.edit_reason = edit_reason
    post.last_editor_id = editor.id


def _force_revision_locked(forum: SandboxForum, post: Post, editor: User, raw: str) -> None:
    """`PostRevisor#revise!` with `force_new_version` and no validations."""
    _write_revision_locked(forum, post, editor, raw, None, new_version=True)


def _find_post_locked(forum: SandboxForum, user: User, post_id: int) -> Post:
    """`find_post_using`: staff find deleted posts too, anyone else gets `NotFound`."""
    post = forum.posts.get(int(post_id))
    if post is None or (post.deleted_at is not None and not user.staff):
        raise errors.NotFound()
    forum.ensure_can_see_locked(user, forum.topics[post.topic_id])
    return post


def destroy_post(forum: SandboxForum, username: str, post_id: int) -> None:
    """Delete a post as `DELETE /posts/{id}` does (`PostDestroyer#destroy`, Discourse's
    `lib/post_destroyer.rb`; who may, `Guardian#can_delete_post?` in
    `lib/guardian/post_guardian.rb`).

    Staff (or any author when `delete_removed_posts_after` is below 1) delete it: it gets
    `deleted_at`, leaves its topic's stream and listings, and `post_destroyed` is sent
    with the post as it now is. An author deleting their own post only withdraws it
    (`mark_for_deletion`): a forced new version whose text is DELETED_BY_AUTHOR, sent as
    `post_edited` (the revision's event, before the flag is set), then `user_deleted` set
    and `post_destroyed` sent; it stays in the stream until `destroy_stubs`.

    `InvalidAccess` for a topic's first post (deleting it deletes the topic, not
    modelled), a post already deleted or withdrawn, someone else's post unless staff, a
    post in an archived topic unless staff; `NotFound` for an unknown post."""
    events: list[PendingEvent] = []
    with forum.lock:
        user = forum.known_user(username)
        post = _find_post_locked(forum, user, post_id)
        topic = forum.topics[post.topic_id]
        own = post.user_id == user.id
        if (post.post_number == 1 or post.deleted_at is not None
                or (not user.staff and topic.archived)
                or (own and post.user_deleted) or not (own or user.staff)):
            raise errors.InvalidAccess()
        now = forum.now()
        if user.staff or forum.settings.delete_removed_posts_after < 1:
            post.deleted_at = now  # perform_delete: trash!
        else:
            post.raw_before_deletion = post.raw
            _force_revision_locked(forum, post, user, DELETED_BY_AUTHOR)
            events.append(forum.event_locked("post_edited", post))
            post.user_deleted = True
        events.append(forum.event_locked("post_destroyed", post))
    for event in events:
        forum.deliver(event)


def recover_post(forum: SandboxForum, username: str, post_id: int) -> dict[str, Any]:
    """Undo a deletion as `PUT /posts/{id}/recover` does (`PostDestroyer#recover`; who
    may, `Guardian#can_recover_post?`); returns the post.

    A deleted post (staff only) gets its `deleted_at` cleared (`staff_recovered`: no new
    version); a withdrawn one (its author, or staff) gets its text back in a forced new
    version (`user_recovered`), sent as `post_edited`. Then `post_recovered` is sent.
    `InvalidAccess` for a post that is neither, or someone else's unless staff."""
    events: list[PendingEvent] = []
    with forum.lock:
        user = forum.known_user(username)
        post = _find_post_locked(forum, user, post_id)
        own = post.user_id == user.id
        if not (post.deleted_at is not None or post.user_deleted) or not (
                own or user.staff):
            raise errors.InvalidAccess()
        if post.deleted_at is not None:
            post.deleted_at = None
            post.user_deleted = False
        else:
            post.user_deleted = False
            if post.raw_before_deletion is not None:
                _force_revision_locked(forum, post, user, post.raw_before_deletion)
                post.raw_before_deletion = None
                events.append(forum.event_locked("post_edited", post))
        events.append(forum.event_locked("post_recovered", post))
        body = post_json(forum.post_context_locked(post), viewer=user, include_raw=True)
    for event in events:
        forum.deliver(event)
    return body


def destroy_stubs(forum: SandboxForum) -> int:
    """Discourse's hourly `PostDestroyer.destroy_stubs`: the system user deletes every
    post withdrawn by its author more than `delete_removed_posts_after` hours ago (each
    sent as `post_destroyed`); how many."""
    events: list[PendingEvent] = []
    with forum.lock:
        limit = forum.now() - timedelta(hours=forum.settings.delete_removed_posts_after)
        for post in forum.posts.values():
            if post.user_deleted and post.deleted_at is None and post.updated_at < limit:
                post.deleted_at = forum.now()
                events.append(forum.event_locked("post_destroyed", post))
    for event in events:
        forum.deliver(event)
    return len(events)


def _changed_chars(old: str, new: str) -> int:
    """Roughly how many characters an edit changes (for the ninja-edit threshold)."""
    changed = 0
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            changed += max(i2 - i1, j2 - j1)
    return changed
