"""Closing and archiving topics: `PUT /t/{id}/status`, through real HTTP, pydiscourse and the
bridge's own `DiscourseForum` adapter."""

from __future__ import annotations

import json

import pytest
import requests

from bridge.delivery.forum import DiscourseForum, ForumError
from bridge.sandbox import InvalidAccess, SandboxForum

API_KEY = "test-key"  # as in conftest.py
BOT = "gamemaster"

INVALID_ACCESS = {
    "errors": ["You are not permitted to view the requested resource."],
    "error_type": "invalid_access",
}
STATUS_OK = {"success": "OK", "topic_status_update": None}
JSON_TYPE = "application/json; charset=utf-8"


def _headers(forum: SandboxForum, username: str | None = None) -> dict[str, str]:
    return {"Api-Key": forum.api_key, "Api-Username": username or forum.bot_username}


@pytest.fixture
def adapter(server) -> DiscourseForum:
    return DiscourseForum(server.url, BOT, API_KEY, timeout=10)


@pytest.fixture
def group_pm(adapter) -> int:
    """A group conversation: alice, bob and the bot."""
    return adapter.create_private_message(["alice", "bob"], "Gang of the east side",
                                          "Plan your moves together here.").topic_id


def _raw_reply(server, forum: SandboxForum, username: str, topic_id: int) -> requests.Response:
    return requests.post(f"{server.url}/posts", headers=_headers(forum, username),
                         data={"topic_id": topic_id, "raw": "One more word from me, please."},
                         timeout=5)


def test_the_bot_closes_a_group_conversation(adapter, client, forum, group_pm):
    assert adapter.close_topic(group_pm) is None

    topic = client._get(f"/t/{group_pm}.json", include_raw="true")
    action = topic["post_stream"]["posts"][-1]
    assert (topic["closed"], topic["archived"]) == (True, False)
    assert forum.topic_status(group_pm) == {"closed": True, "archived": False}
    assert (action["post_type"], action["action_code"]) == (3, "closed.enabled")
    assert (action["username"], action["raw"], action["post_number"]) == (BOT, "", 2)
    assert "action_code" not in topic["post_stream"]["posts"][0]  # regular posts: no key
    assert [(c.method, c.path, c.status) for c in forum.api_calls][-2] == (
        "PUT", f"/t/{group_pm}/status", 200)
    assert forum.transcript()[-1]["action_code"] == "closed.enabled"
    assert "action_code" not in forum.transcript()[0]


def test_a_player_cannot_reply_in_a_closed_conversation(adapter, server, forum, group_pm):
    adapter.close_topic(group_pm)

    refused = _raw_reply(server, forum, "alice", group_pm)
    as_bob = DiscourseForum(server.url, "bob", API_KEY, timeout=10)

    assert refused.status_code == 403
    assert refused.json() == INVALID_ACCESS
    with pytest.raises(ForumError) as caught:
        as_bob.reply(group_pm, "Can we still talk in here, friends?")
    assert (caught.value.status, caught.value.retryable) == (403, False)
    with pytest.raises(InvalidAccess):  # in the browser too
        forum.post("alice", group_pm, "Typed in the browser this time.")
    # The players can still read it, and are told they cannot reply.
    view = requests.get(f"{server.url}/t/{group_pm}.json", headers=_headers(forum, "alice"),
                        timeout=5)
    assert view.status_code == 200
    assert (view.json()["closed"], view.json()["details"]["can_create_post"]) == (True, False)
    assert [line["author"] for line in forum.transcript()] == [BOT, BOT]


def test_staff_can_still_post_in_a_closed_topic(adapter, client, forum, group_pm):
    adapter.close_topic(group_pm)
    forum.add_user("mona", moderator=True)
    forum.add_user("elder", trust_level=4)
    public = adapter.create_topic("The mud fight of the week", "Sign up below, everyone!")
    adapter.close_topic(public.topic_id)

    ref = adapter.reply(group_pm, "The gang is over; thank you all for playing.")
    forum.post("mona", public.topic_id, "A moderator may still say a word here.")
    forum.post("elder", public.topic_id, "Trust level 4 may still reply here too.")

    assert ref.post_number == 3
    assert client._get(f"/t/{group_pm}.json")["details"]["can_create_post"] is True
    with pytest.raises(InvalidAccess):
        forum.post("alice", public.topic_id, "And a regular member may not, sadly.")


def test_closing_twice_is_fine_and_posts_once(adapter, server, forum, group_pm):
    adapter.close_topic(group_pm)
    adapter.close_topic(group_pm)
    again = requests.put(f"{server.url}/t/{group_pm}/status", headers=_headers(forum),
                         data={"status": "closed", "enabled": "true"}, timeout=5)

    assert again.status_code == 200
    assert again.headers["Content-Type"] == JSON_TYPE
    assert again.json() == STATUS_OK
    codes = [line.get("action_code") for line in forum.transcript()]
    assert codes == [None, "closed.enabled"]  # no change, no second small action


def test_a_non_staff_api_user_cannot_close(server, forum, group_pm):
    as_alice = DiscourseForum(server.url, "alice", API_KEY, timeout=10)

    with pytest.raises(ForumError) as caught:
        as_alice.close_topic(group_pm)
    raw = requests.put(f"{server.url}/t/{group_pm}/status", headers=_headers(forum, "alice"),
                       data={"status": "archived", "enabled": "true"}, timeout=5)

    assert (caught.value.status, caught.value.retryable) == (403, False)
    assert (raw.status_code, raw.json()) == (403, INVALID_ACCESS)
    assert forum.topic_status(group_pm) == {"closed": False, "archived": False}
    assert len(forum.transcript()) == 1


def test_a_moderator_member_may_close_a_public_topic(server, forum):
    forum.add_user("mona", moderator=True)
    topic = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")

    DiscourseForum(server.url, "mona", API_KEY, timeout=10).close_topic(topic["topic_id"])

    assert forum.topic_status(topic["topic_id"])["closed"] is True
    assert forum.transcript()[-1]["author"] == "mona"


def test_archive_works_the_same_way(adapter, client, server, forum, group_pm):
    adapter.close_topic(group_pm, archive=True)
    adapter.close_topic(group_pm, archive=True)

    topic = client._get(f"/t/{group_pm}.json")
    refused = _raw_reply(server, forum, "bob", group_pm)

    assert (topic["closed"], topic["archived"]) == (False, True)
    assert topic["post_stream"]["posts"][-1]["action_code"] == "archived.enabled"
    assert (refused.status_code, refused.json()) == (403, INVALID_ACCESS)
    assert adapter.reply(group_pm, "Archived, but the bot still speaks.").post_number == 3
    assert [line.get("action_code") for line in forum.transcript()] == [
        None, "archived.enabled", None]


def test_reopening_lets_players_reply_again(adapter, client, server, forum, group_pm):
    adapter.close_topic(group_pm)

    answer = client.update_topic_status(group_pm, "closed", False)

    assert answer == STATUS_OK
    assert forum.topic_status(group_pm)["closed"] is False
    assert client._get(f"/t/{group_pm}.json")["post_stream"]["posts"][-1]["action_code"] == (
        "closed.disabled")
    assert _raw_reply(server, forum, "alice", group_pm).status_code == 200


def test_unknown_or_unseen_topics(adapter, forum):
    others = forum.new_private_message("alice", ["bob"], "Just us two", "Not for the bot.")

    with pytest.raises(ForumError) as unknown:
        adapter.close_topic(999)
    with pytest.raises(ForumError) as unseen:
        adapter.close_topic(others["topic_id"])

    assert unknown.value.status == 404
    assert unseen.value.status == 403
    assert forum.topic_status(others["topic_id"])["closed"] is False


def test_json_body_and_bad_parameters(server, forum, group_pm):
    url = f"{server.url}/t/{group_pm}/status"

    as_json = requests.put(url, headers=_headers(forum),
                           json={"status": "archived", "enabled": True}, timeout=5)
    unknown = requests.put(url, headers=_headers(forum),
                           data={"status": "frozen", "enabled": "true"}, timeout=5)
    missing = requests.put(url, headers=_headers(forum), data={"status": "closed"}, timeout=5)

    assert (as_json.status_code, as_json.json()) == (200, STATUS_OK)
    assert forum.topic_status(group_pm) == {"closed": False, "archived": True}
    assert (unknown.status_code, unknown.json()) == (400, {
        "errors": ["You supplied invalid parameters to the request: status"],
        "error_type": "invalid_parameters"})
    assert missing.status_code == 400
    assert missing.json()["errors"] == ["param is missing or the value is empty: enabled"]


def test_authentication_and_rate_limit_apply(server, forum, adapter, group_pm):
    url = f"{server.url}/t/{group_pm}/status"
    bad_key = requests.put(url, headers={"Api-Key": "wrong", "Api-Username": BOT},
                           data={"status": "closed", "enabled": "true"}, timeout=5)
    forum.set_rate_limit(1, wait_seconds=0)
    requests.get(f"{server.url}/u/alice.json", headers=_headers(forum), timeout=5)

    with pytest.raises(ForumError) as limited:
        adapter.close_topic(group_pm)

    assert (bad_key.status_code, bad_key.json()) == (403, INVALID_ACCESS)
    assert limited.value.rate_limited
    assert forum.topic_status(group_pm)["closed"] is False


def test_the_small_action_is_delivered_as_post_created(adapter, forum, receiver, group_pm,
                                                       shared_json):
    forum.add_webhook(receiver.url, secret="s3cret")

    adapter.close_topic(group_pm)

    [got] = receiver.received
    body = json.loads(got.body)["post"]
    sample = list(shared_json(
        "webhook_examples/post_created_private_message_reply.body.json")["post"])
    expected = sample[: sample.index("wiki") + 1] + ["action_code"] + sample[
        sample.index("wiki") + 1 :]
    assert {k.lower(): v for k, v in got.headers.items()}["x-discourse-event"] == "post_created"
    assert list(body) == expected  # PostSerializer's order: action_code after wiki
    assert (body["post_type"], body["action_code"], body["raw"]) == (3, "closed.enabled", "")
    assert (body["username"], body["topic_id"], body["post_number"]) == (BOT, group_pm, 2)
