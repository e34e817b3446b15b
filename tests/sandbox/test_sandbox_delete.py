"""Deleting and recovering posts, as Discourse does it: who may, what the post becomes, what
the topic shows, and which webhooks go out.

Sources in discourse/discourse: `lib/post_destroyer.rb` (PostDestroyer#destroy: staff
`perform_delete` sets `deleted_at`; an author's own deletion, `mark_for_deletion`, revises the
text to `js.post.deleted_by_author_simple` in a forced new version and sets `user_deleted`;
both send `post_destroyed` through `WebHook.enqueue_post_hooks` with the post as it now is;
#recover: `staff_recovered` clears `deleted_at`, `user_recovered` puts the text back in a new
version, then `post_recovered` from `config/initializers/012-web_hook_events.rb`),
`lib/post_revisor.rb` (a revision triggers `post_edited`), `lib/guardian/post_guardian.rb`
(`can_delete_post?`, `can_recover_post?`, `can_edit_post?`), `app/controllers/
posts_controller.rb` (`destroy` renders an empty body, `recover` the post; `find_post_using`
finds deleted posts for staff only), `lib/topic_view.rb` (`setup_filtered_posts` leaves deleted
posts out of the stream, staff included, unless `show_deleted`; `filter_posts_by_ids` gives
staff the deleted ones), `spec/lib/post_destroyer_spec.rb` (version 2 after an author's
deletion, 3 after recovery), `app/models/web_hook.rb` (`default_event_types`: the post group's
four events).
"""

from __future__ import annotations

import json

import pytest
from pydiscourse.exceptions import DiscourseClientError

from bridge.sandbox import SandboxForum
from bridge.sandbox.errors import InvalidAccess, NotFound
from bridge.sandbox.model import DELETED_BY_AUTHOR
from bridge.sandbox.webhooks import POST_EVENTS

TITLE = "Who wants to play tonight?"


def _topic_with_reply(forum: SandboxForum) -> tuple[int, dict]:  # type: ignore[type-arg]
    first = forum.new_topic("alice", TITLE, "I am in for a game tonight!")
    reply = forum.post("bob", first["topic_id"], "Count me in, I bring the dice.")
    return first["topic_id"], reply


def _events(receiver) -> list[tuple[str, dict]]:  # type: ignore[no-untyped-def,type-arg]
    return [({k.lower(): v for k, v in r.headers.items()}["x-discourse-event"],
             json.loads(r.body)["post"]) for r in receiver.received]


def test_a_post_event_webhook_gets_the_four_post_events(forum):
    """`WebHook.default_event_types` and the "Post Event" group: created, edited, destroyed,
    recovered."""
    assert POST_EVENTS == ("post_created", "post_edited", "post_destroyed", "post_recovered")
    assert forum.add_webhook("http://example.test/hook").events == POST_EVENTS


def test_an_author_deleting_their_post_withdraws_it(forum, receiver, clock):
    """mark_for_deletion: a forced new version with Discourse's text, `user_deleted`, the post
    still in its topic; `post_edited` (the revision) then `post_destroyed`."""
    topic_id, reply = _topic_with_reply(forum)
    forum.add_webhook(receiver.url)
    clock.advance(60)
    forum.delete("bob", reply["id"])
    post = forum.posts[reply["id"]]
    assert (post.raw, post.version, post.user_deleted, post.deleted_at) == (
        DELETED_BY_AUTHOR, 2, True, None)
    [(edited, before), (destroyed, after)] = _events(receiver)
    assert (edited, destroyed) == ("post_edited", "post_destroyed")
    assert before["raw"] == DELETED_BY_AUTHOR and before["user_deleted"] is False
    assert after["raw"] == DELETED_BY_AUTHOR and after["user_deleted"] is True
    assert after["version"] == 2 and after["deleted_at"] is None
    assert after["updated_at"] == "2024-03-01T20:01:00.123Z"
    assert reply["id"] in [p["post_id"] for p in forum.transcript()]


def test_staff_delete_a_post_it_leaves_the_topic(forum, receiver, client):
    """perform_delete: `deleted_at` set, text and version kept, `post_destroyed`; the topic's
    stream and posts no longer show it, for staff (the bot) too."""
    topic_id, reply = _topic_with_reply(forum)
    forum.add_webhook(receiver.url)
    forum.add_user("mod", moderator=True)
    forum.delete("mod", reply["id"])
    [(event, body)] = _events(receiver)
    assert event == "post_destroyed"
    assert body["deleted_at"] == "2024-03-01T20:00:00.123Z"
    assert body["raw"] == "Count me in, I bring the dice." and body["version"] == 1
    view = client._get(f"/t/{topic_id}.json")
    assert reply["id"] not in view["post_stream"]["stream"]
    assert reply["id"] not in [p["id"] for p in view["post_stream"]["posts"]]


def test_the_bot_as_admin_still_reads_a_deleted_post_by_id(forum, client):
    """`find_post_using` and `filter_posts_by_ids` give staff deleted posts, with
    `deleted_at`; a member gets 404."""
    topic_id, reply = _topic_with_reply(forum)
    forum.delete("gamemaster", reply["id"])
    assert client.post_by_id(reply["id"])["deleted_at"] is not None
    asked = client.posts(topic_id, post_ids=[reply["id"]])["post_stream"]["posts"]
    assert [p["id"] for p in asked] == [reply["id"]]
    with pytest.raises(NotFound):
        forum.destroy_post("alice", reply["id"])


def test_who_may_delete(forum):
    """`can_delete_post?`: not a topic's first post, not someone else's post unless staff, not
    a post already withdrawn."""
    topic_id, reply = _topic_with_reply(forum)
    first = forum.topics[topic_id].post_ids[0]
    with pytest.raises(InvalidAccess):
        forum.delete("alice", reply["id"])
    with pytest.raises(InvalidAccess):
        forum.delete("alice", first)
    forum.delete("bob", reply["id"])
    with pytest.raises(InvalidAccess):
        forum.delete("bob", reply["id"])
    with pytest.raises(InvalidAccess):  # `can_edit_post?`: a withdrawn post is not edited
        forum.edit("bob", reply["id"], "Count me in again, with the dice.")


def test_an_author_recovers_their_withdrawn_post(forum, receiver, clock):
    """user_recovered: the text back in a new version (3, as in post_destroyer_spec),
    `post_edited`, then `post_recovered`."""
    _topic_id, reply = _topic_with_reply(forum)
    forum.delete("bob", reply["id"])
    forum.add_webhook(receiver.url)
    clock.advance(120)
    body = forum.recover("bob", reply["id"])
    assert (body["raw"], body["version"], body["user_deleted"]) == (
        "Count me in, I bring the dice.", 3, False)
    [(edited, _), (recovered, payload)] = _events(receiver)
    assert (edited, recovered) == ("post_edited", "post_recovered")
    assert payload["raw"] == "Count me in, I bring the dice." and payload["version"] == 3
    assert payload["updated_at"] == "2024-03-01T20:02:00.123Z"
    with pytest.raises(InvalidAccess):  # nothing left to recover
        forum.recover("bob", reply["id"])


def test_staff_recover_a_deleted_post(forum, receiver, client):
    """staff_recovered: `deleted_at` cleared, no new version, `post_recovered` only; the post
    is back in the stream. Its author cannot recover a post staff deleted (404: they cannot
    even find it)."""
    topic_id, reply = _topic_with_reply(forum)
    forum.delete("gamemaster", reply["id"])
    with pytest.raises(NotFound):
        forum.recover("bob", reply["id"])
    forum.add_webhook(receiver.url)
    answer = client._put(f"/posts/{reply['id']}/recover.json")
    assert answer["id"] == reply["id"] and answer["deleted_at"] is None
    [(event, payload)] = _events(receiver)
    assert event == "post_recovered" and payload["version"] == 1
    assert reply["id"] in client._get(f"/t/{topic_id}.json")["post_stream"]["stream"]


def test_delete_over_the_api(forum, client, receiver):
    """`DELETE /posts/{id}.json` answers an empty 200; a member's post deleted by the admin
    bot is deleted outright."""
    _topic_id, reply = _topic_with_reply(forum)
    forum.add_webhook(receiver.url)
    client._delete(f"/posts/{reply['id']}.json")
    assert forum.posts[reply["id"]].deleted_at is not None
    assert [event for event, _ in _events(receiver)] == ["post_destroyed"]
    with pytest.raises(DiscourseClientError):
        client._delete(f"/posts/{reply['id']}.json")


def test_withdrawn_posts_are_deleted_for_good_after_a_day(forum, receiver, clock):
    """PostDestroyer.destroy_stubs: `delete_removed_posts_after` (24 h) after the author's
    deletion, the system user deletes the post: `post_destroyed` with `deleted_at`."""
    topic_id, reply = _topic_with_reply(forum)
    forum.delete("bob", reply["id"])
    forum.add_webhook(receiver.url)
    clock.advance(23 * 3600)
    assert forum.destroy_stubs() == 0
    clock.advance(3600 + 1)
    assert forum.destroy_stubs() == 1
    [(event, payload)] = _events(receiver)
    assert event == "post_destroyed" and payload["deleted_at"] is not None
    assert payload["user_deleted"] is True
    assert reply["id"] not in [p.id for p in forum.topic_posts_locked(forum.topics[topic_id])]


def test_without_the_delay_an_author_deletes_outright(forum, receiver):
    """`delete_removed_posts_after` below 1: perform_delete for the author too."""
    forum.settings.delete_removed_posts_after = 0
    _topic_id, reply = _topic_with_reply(forum)
    forum.add_webhook(receiver.url)
    forum.delete("bob", reply["id"])
    assert forum.posts[reply["id"]].deleted_at is not None
    assert [event for event, _ in _events(receiver)] == ["post_destroyed"]
