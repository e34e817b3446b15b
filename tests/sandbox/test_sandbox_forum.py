"""The forum state itself: transcript, clock, members' actions, edits, settings."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bridge.sandbox import PostRejected, SandboxForum, SiteSettings, format_time
from bridge.sandbox.errors import InvalidAccess


def test_transcript_records_every_post_in_order(forum, clock):
    topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")
    clock.advance(5)
    pm = forum.new_private_message("gamemaster", ["alice", "bob"], "Your roles", "Roles inside.")

    lines = forum.transcript()

    assert lines == [
        {"topic": topic["topic_id"], "title": "Who wants to play tonight?", "private": False,
         "recipients": [], "author": "alice", "at": "2024-03-01T20:00:00.123Z",
         "raw": "I am in for a game tonight!", "post_id": topic["id"], "post_number": 1,
         "version": 1},
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


def test_member_posts_are_checked_like_the_composer(forum):
    """Discourse checks every poster: "me too" is short, and its 5 distinct bytes are below
    the 7 of `body_min_entropy` (shared/discourse/error_examples.json joins both)."""
    topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")
    with pytest.raises(PostRejected) as caught:
        forum.post("bob", topic["topic_id"], "me too")
    assert caught.value.errors == ["Body is too short (minimum is 20 characters)",
                                   "Body seems unclear, is it a complete sentence?"]
    forum.check_user_posts = False  # a test of something else may turn the checks off
    forum.post("bob", topic["topic_id"], "me too")


@pytest.mark.parametrize(("raw", "private", "problems"), [
    ("B7", False, ["too_short", "unclear"]),
    ("Б7 — открываю, поехали!", False, []),
    ("B7 — I OPEN IT, HERE WE GO!", False, ["unclear"]),  # all capitals
    ("ok", True, ["too_short", "unclear"]),
    ("ok, je valide", True, []),
    ("ааааааааааааааааааааааа", False, ["unclear"]),  # one letter: 2 distinct bytes
    ("!!!!!!!!!!!!!!!!!!!!!!!!", False, ["unclear"]),  # no letter nor digit
])
def test_discourse_default_site_settings_refuse_short_unclear_or_shouted_posts(
        clock, raw, private, problems):
    forum = SandboxForum(clock=clock)
    if private:
        topic = forum.new_private_message("alice", ["gamemaster"], "Orders",
                                          "Here are my orders for tonight.")
    else:
        topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game!!!")
    if not problems:
        forum.post("bob" if not private else "alice", topic["topic_id"], raw)
        return
    with pytest.raises(PostRejected) as caught:
        forum.post("bob" if not private else "alice", topic["topic_id"], raw)
    said = " ".join(caught.value.errors)
    assert ("too short" in said) == ("too_short" in problems), said
    assert ("seems unclear" in said) == ("unclear" in problems), said


@pytest.mark.parametrize("raw", ["B7", "Б7", "ok", "пас", "OK"])
def test_a_game_forum_takes_the_shortest_commands(clock, raw):
    """The settings deploy/DISCOURSE.md asks of a game forum (`SiteSettings.game_forum`)."""
    forum = SandboxForum(clock=clock, settings=SiteSettings.game_forum())
    topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game!!!")
    forum.post("bob", topic["topic_id"], raw)
    forum.post("bob", topic["topic_id"], raw)  # the same answer twice in a row is fine too


def test_edit_bumps_version_and_updated_at(forum, clock):
    post = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")
    clock.advance(301)  # past Discourse's grace period
    edited = forum.edit("alice", post["id"], "I am in for a game, count me!")
    assert edited["version"] == 2
    assert edited["updated_at"] == "2024-03-01T20:05:01.123Z"
    assert edited["created_at"] == "2024-03-01T20:00:00.123Z"
    with pytest.raises(InvalidAccess):
        forum.edit("bob", post["id"], "Bob rewrites Alice's post")


def test_grace_period_ninja_edits_keep_the_version(clock):
    """With Discourse's real 300 s grace period, a small quick edit is not a new version."""
    forum = SandboxForum(clock=clock, settings=SiteSettings(editing_grace_period=300))
    post = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")
    clock.advance(60)
    assert forum.edit("alice", post["id"], "I am in for a game tonight!!")["version"] == 1
    clock.advance(400)
    assert forum.edit("alice", post["id"], "I am in for a game tonight!!!")["version"] == 2


def test_time_format_is_discourses():
    moment = datetime(2023, 1, 15, 19, 36, 24, 406789, tzinfo=UTC)
    assert format_time(moment) == "2023-01-15T19:36:24.406Z"


def test_slugs(forum):
    post = forum.new_topic("alice", "Les Loups-Garous de Thiercelieux !", "Une partie ce soir ?")
    assert forum.topics[post["topic_id"]].slug == "les-loups-garous-de-thiercelieux"
