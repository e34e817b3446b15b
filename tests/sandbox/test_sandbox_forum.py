"""The forum state itself: transcript, clock, members' actions, edits, settings."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bridge.sandbox import PostRejected, SandboxForum, SiteSettings, format_time
from bridge.sandbox.errors import InvalidAccess


def test_transcript_records_every_post_in_order(forum, clock):
    topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game!")
    clock.advance(5)
    pm = forum.new_private_message("gamemaster", ["alice", "bob"], "Your roles", "Roles inside.")

    lines = forum.transcript()

    assert lines == [
        {"topic": topic["topic_id"], "title": "Who wants to play tonight?", "private": False,
         "recipients": [], "author": "alice", "at": "2024-03-01T20:00:00.123Z",
         "raw": "I am in for a game!", "post_id": topic["id"], "post_number": 1, "version": 1},
        {"topic": pm["topic_id"], "title": "Your roles", "private": True,
         "recipients": ["alice", "bob"], "author": "gamemaster",
         "at": "2024-03-01T20:00:05.123Z", "raw": "Roles inside.", "post_id": pm["id"],
         "post_number": 1, "version": 1},
    ]
    assert forum.transcript(by="alice") == lines[:1]


def test_members_are_created_on_first_use(forum):
    forum.new_topic("carol", "Carol's first topic here", "Hello everyone, I am new here")
    assert forum.find_user("Carol") is not None
    assert forum.find_user("discobot").id == -2
    assert forum.find_user("system").id == -1


def test_only_members_reply_in_private_messages(forum):
    pm = forum.new_private_message("alice", ["gamemaster"], "Question", "Can I join?")
    with pytest.raises(InvalidAccess):
        forum.post("bob", pm["topic_id"], "Let me in, I want to read this")


def test_member_posts_can_be_checked_like_the_composer(forum):
    topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game!")
    forum.check_user_posts = True
    with pytest.raises(PostRejected) as caught:
        forum.post("bob", topic["topic_id"], "me too")
    assert caught.value.errors == ["Body is too short (minimum is 20 characters)"]


def test_edit_bumps_version_and_updated_at(forum, clock):
    post = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game!")
    clock.advance(30)
    edited = forum.edit("alice", post["id"], "I am in for a game, count me!")
    assert edited["version"] == 2
    assert edited["updated_at"] == "2024-03-01T20:00:30.123Z"
    assert edited["created_at"] == "2024-03-01T20:00:00.123Z"
    with pytest.raises(InvalidAccess):
        forum.edit("bob", post["id"], "Bob rewrites Alice's post")


def test_grace_period_ninja_edits_keep_the_version(clock):
    """With Discourse's real 300 s grace period, a small quick edit is not a new version."""
    forum = SandboxForum(clock=clock, settings=SiteSettings(editing_grace_period=300))
    post = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game!")
    clock.advance(60)
    assert forum.edit("alice", post["id"], "I am in for a game!!")["version"] == 1
    clock.advance(400)
    assert forum.edit("alice", post["id"], "I am in for a game!!!")["version"] == 2


def test_time_format_is_discourses():
    moment = datetime(2023, 1, 15, 19, 36, 24, 406789, tzinfo=UTC)
    assert format_time(moment) == "2023-01-15T19:36:24.406Z"


def test_slugs(forum):
    post = forum.new_topic("alice", "Les Loups-Garous de Thiercelieux !", "Une partie ce soir ?")
    assert forum.topics[post["topic_id"]].slug == "les-loups-garous-de-thiercelieux"
