"""The sandbox forum's API, through real HTTP and the real pydiscourse client."""

from __future__ import annotations

import hashlib

import pytest
import requests
from pydiscourse import DiscourseClient
from pydiscourse.exceptions import DiscourseClientError, DiscourseServerError

from bridge.sandbox import SandboxForum, SandboxServer

TOPIC_TITLE = "The village of Thiercelieux"
TOPIC_RAW = "Night falls on the village. Everyone goes to sleep."


def _headers(forum: SandboxForum, username: str | None = None) -> dict[str, str]:
    return {"Api-Key": forum.api_key, "Api-Username": username or forum.bot_username}


def _keys_missing(sample: dict, ours: dict) -> set[str]:
    return set(sample) - set(ours)


def test_create_topic_answers_the_bare_post_like_discourse(client, shared_json):
    """POST /posts answers the post object itself (new_topic_response.json)."""
    post = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)

    assert _keys_missing(shared_json("api_docs_responses/new_topic_response.json"), post) == set()
    assert post["post_number"] == 1
    assert post["username"] == "gamemaster"
    assert post["raw"] == TOPIC_RAW
    assert post["topic_slug"] == "the-village-of-thiercelieux"
    assert post["created_at"] == "2024-03-01T20:00:00.123Z"


def test_every_success_has_the_exact_content_type(server, forum):
    """pydiscourse rejects anything but `application/json; charset=utf-8`."""
    answer = requests.post(f"{server.url}/posts", headers=_headers(forum),
                           data={"title": TOPIC_TITLE, "raw": TOPIC_RAW}, timeout=5)
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "application/json; charset=utf-8"
    topic = requests.get(f"{server.url}/t/{answer.json()['topic_id']}.json",
                         headers=_headers(forum), timeout=5)
    assert topic.headers["Content-Type"] == "application/json; charset=utf-8"


def test_reply_and_read_the_topic_back(client, shared_json):
    """GET /t/{id}.json: topic_response.json's keys, posts in post_stream, every id in stream."""
    first = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    reply = client.create_post("The werewolves wake up and choose.", topic_id=first["topic_id"],
                               reply_to_post_number=1)

    topic = client.topic("the-village-of-thiercelieux", first["topic_id"])
    sample = shared_json("api_docs_responses/topic_response.json")

    assert _keys_missing(sample, topic) == set()
    assert _keys_missing(sample["details"], topic["details"]) == set()
    first_post = topic["post_stream"]["posts"][0]
    assert _keys_missing(sample["post_stream"]["posts"][0], first_post) == set()
    assert topic["post_stream"]["stream"] == [first["id"], reply["id"]]
    assert topic["archetype"] == "regular"
    assert topic["chunk_size"] == 20
    assert [p["post_number"] for p in topic["post_stream"]["posts"]] == [1, 2]
    assert topic["post_stream"]["posts"][1]["reply_to_post_number"] == 1
    assert "raw" not in topic["post_stream"]["posts"][0]  # only with include_raw
    assert topic["details"]["participants"][0]["username"] == "gamemaster"


def test_topic_view_shows_twenty_posts_but_streams_all(client, forum):
    first = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    for n in range(24):
        forum.post("alice", first["topic_id"], f"Message number {n} from Alice")

    topic = client._get(f"/t/{first['topic_id']}.json", include_raw="true")

    assert len(topic["post_stream"]["posts"]) == 20
    assert len(topic["post_stream"]["stream"]) == 25
    assert topic["post_stream"]["posts"][1]["raw"] == "Message number 0 from Alice"


def test_posts_by_id_and_single_post(client, forum, shared_json):
    first = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    mine = forum.post("alice", first["topic_id"], "I think Bob is a werewolf, honestly")

    some = client.posts(first["topic_id"], post_ids=[mine["id"]], include_raw="true")
    single = client.post_by_id(mine["id"])

    assert some["id"] == first["topic_id"]
    assert [p["raw"] for p in some["post_stream"]["posts"]] == [mine["raw"]]
    assert _keys_missing(shared_json("api_docs_responses/get_post_response.json"), single) == set()
    assert single["raw"] == "I think Bob is a werewolf, honestly"
    assert single["username"] == "alice"


def test_private_message_visible_to_its_members_only(client, server, forum, shared_json):
    """A PM is readable by its members and the bot; others get 403."""
    pm = client.create_post("Your role: seer.", title="Your secret role",
                            archetype="private_message", target_recipients="alice")

    topic = client._get(f"/t/{pm['topic_id']}.json")
    as_alice = requests.get(f"{server.url}/t/{pm['topic_id']}.json",
                            headers=_headers(forum, "alice"), timeout=5)
    as_bob = requests.get(f"{server.url}/t/{pm['topic_id']}.json",
                          headers=_headers(forum, "bob"), timeout=5)

    assert topic["archetype"] == "private_message"
    assert [u["username"] for u in topic["details"]["allowed_users"]] == ["gamemaster", "alice"]
    assert topic["category_id"] is None
    assert as_alice.status_code == 200
    assert as_bob.status_code == 403
    assert as_bob.json()["error_type"] == "invalid_access"


def test_private_message_lists(client, forum, shared_json):
    pm = client.create_post("Your role: seer.", title="Your secret role",
                            archetype="private_message", target_recipients="alice")
    forum.post("alice", pm["topic_id"], "Thanks, noted!")

    inbox = client.private_messages("alice")
    sent = client._get("/topics/private-messages-sent/alice.json")
    bob_sent = client._get("/topics/private-messages-sent/bob.json")
    sample = shared_json("api_docs_responses/private_messages_sent_response.json")

    topic = inbox["topic_list"]["topics"][0]
    assert _keys_missing(sample["topic_list"]["topics"][0], topic) == set()
    assert _keys_missing(sample["topic_list"], inbox["topic_list"]) == set()
    assert (topic["id"], topic["title"], topic["posts_count"]) == (pm["topic_id"],
                                                                   "Your secret role", 2)
    assert topic["last_posted_at"] == "2024-03-01T20:00:00.123Z"
    assert [t["id"] for t in sent["topic_list"]["topics"]] == [pm["topic_id"]]
    assert bob_sent["topic_list"]["topics"] == []
    assert {u["username"] for u in inbox["users"]} == {"gamemaster", "alice"}


def test_user_profile(client, shared_json):
    user = client._get("/u/alice.json")
    assert _keys_missing(shared_json("api_docs_responses/get_user_response.json"), user) == set()
    assert user["user"]["username"] == "alice"
    assert client.user("gamemaster")["admin"] is True


def test_short_posts_are_refused_with_422(client, forum):
    """Minimums: 20 characters in topics, 10 in private messages; a title is required."""
    first = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)

    with pytest.raises(DiscourseClientError) as short_reply:
        client.create_post("Too short.", topic_id=first["topic_id"])
    with pytest.raises(DiscourseClientError) as short_pm:
        client.create_post("Seer.", title="Your role", archetype="private_message",
                           target_recipients="alice")
    with pytest.raises(DiscourseClientError) as no_title:
        client.create_post(TOPIC_RAW)

    assert short_reply.value.response.status_code == 422
    assert short_reply.value.response.json() == {
        "action": "create_post",
        "errors": ["Body is too short (minimum is 20 characters)"],
    }
    assert short_pm.value.response.json()["errors"] == [
        "Body is too short (minimum is 10 characters)"]
    assert no_title.value.response.json()["errors"] == ["Title can't be blank"]
    assert client.create_post("Your role: seer", title="Your role", archetype="private_message",
                              target_recipients="alice")["post_number"] == 1
    assert len(forum.transcript()) == 2


def test_unknown_topic_is_404(client):
    with pytest.raises(DiscourseClientError) as caught:
        client.create_post("A reply to nowhere at all, sadly.", topic_id=999)
    assert caught.value.response.status_code == 404
    assert caught.value.response.json() == {
        "errors": ["The requested URL or resource could not be found."],
        "error_type": "not_found",
    }


def test_bad_api_key_or_unknown_user_is_403(server, forum):
    bad_key = DiscourseClient(server.url, api_username="gamemaster", api_key="wrong")
    nobody = DiscourseClient(server.url, api_username="nobody", api_key=forum.api_key)

    for client in (bad_key, nobody):
        with pytest.raises(DiscourseClientError) as caught:
            client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
        assert caught.value.response.status_code == 403
        assert caught.value.response.json() == {
            "errors": ["You are not permitted to view the requested resource."],
            "error_type": "invalid_access",
        }
    assert forum.transcript() == []


def test_identical_request_within_120_seconds_answers_the_first_result(client, forum, clock):
    """A quick retry after a lost answer does not post twice; after 120 s the request is
    a new one, and a topic of the same title is refused (`allow_duplicate_topic_titles`
    off, `app/models/topic.rb`)."""
    first = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    clock.advance(60)
    again = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    clock.advance(61)
    with pytest.raises(DiscourseClientError, match="Title has already been used"):
        client.create_post(TOPIC_RAW, title=TOPIC_TITLE)

    assert again == first
    assert len(forum.transcript()) == 1


def test_upload(client, tmp_path, server):
    picture = tmp_path / "map.png"
    from PIL import Image

    Image.new("RGB", (40, 30), "red").save(picture)
    data = picture.read_bytes()
    sha1 = hashlib.sha1(data).hexdigest()

    answer = client.upload_image(str(picture), "composer", True)

    assert answer["url"] == f"/uploads/default/original/1X/{sha1}.png"
    assert (answer["width"], answer["height"], answer["extension"]) == (40, 30, "png")
    assert answer["short_url"].startswith("upload://") and answer["short_url"].endswith(".png")
    assert answer["filesize"] == len(data)
    for key in ("id", "original_filename", "short_path", "human_filesize"):
        assert key in answer
    assert requests.get(server.url + answer["url"], timeout=5).content == data


def test_base62_short_url_matches_discourse():
    """Discourse's own pair: sha1 8a51b4e6… is upload://jJCWGKWQzL1BVt7XkAi7MmaVTjd."""
    from bridge.sandbox.model import base62_sha1

    sha1 = "8a51b4e6da79f0481b90ebb54e1b54ca935ed81b"
    assert base62_sha1(sha1) == "jJCWGKWQzL1BVt7XkAi7MmaVTjd"


def test_edit_bumps_version(client, forum, shared_json, clock):
    """An edit after the grace period (`editing_grace_period`, 300 s) is a new version."""
    first = client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    clock.advance(301)

    answer = client.update_post(first["id"], TOPIC_RAW + " (edited)")

    assert _keys_missing(shared_json("api_docs_responses/update_post_response.json")["post"],
                         answer["post"]) == set()
    assert answer["post"]["version"] == 2
    assert client.post_by_id(first["id"])["raw"].endswith("(edited)")


def test_429_wait_is_read_by_pydiscourse_and_the_bridge_waits_its_own_way(server, forum):
    """pydiscourse reads `extras.wait_seconds` from the sandbox's 429 and would sleep that
    + 1 s before trying again; the bridge's adapter turns that sleep into one error that
    says how long to wait, and the next call goes through."""
    from bridge.delivery.forum import DiscourseForum, ForumError

    adapter = DiscourseForum(server.url, forum.bot.username, forum.api_key)
    forum.fail_next(429, wait_seconds=7)
    with pytest.raises(ForumError) as refused:
        adapter.create_topic(TOPIC_TITLE, TOPIC_RAW)
    assert (refused.value.status, refused.value.wait_seconds) == (429, 8)
    assert adapter.create_topic(TOPIC_TITLE, TOPIC_RAW).post_number == 1
    assert [c.status for c in forum.api_calls] == [429, 200]


def test_site_wide_rate_limit(server, forum, clock):
    """Admin API limit: N requests a minute; the 429 has Retry-After and extras.wait_seconds."""
    forum.set_rate_limit(2)
    url = f"{server.url}/u/alice.json"

    codes = [requests.get(url, headers=_headers(forum), timeout=5).status_code for _ in range(2)]
    limited = requests.get(url, headers=_headers(forum), timeout=5)
    clock.advance(60)
    after = requests.get(url, headers=_headers(forum), timeout=5)

    assert codes == [200, 200]
    assert limited.status_code == 429
    assert limited.headers["Retry-After"] == "60"
    assert limited.headers["Content-Type"] == "application/json; charset=utf-8"
    assert limited.json()["error_type"] == "rate_limit"
    assert limited.json()["extras"] == {"wait_seconds": 60, "time_left": "1 minute"}
    assert after.status_code == 200


def test_injected_503_fails_the_next_request_only(client, forum):
    forum.fail_next(503)
    with pytest.raises(DiscourseServerError):
        client.create_post(TOPIC_RAW, title=TOPIC_TITLE)
    assert client.create_post(TOPIC_RAW, title=TOPIC_TITLE)["post_number"] == 1
    assert len(forum.transcript()) == 1


def test_server_restarts_on_a_free_port(forum):
    with SandboxServer(forum) as one, SandboxServer(forum) as two:
        assert one.url != two.url
        assert one.url.startswith("http://127.0.0.1:")


def test_topics_created_by_a_user(client, forum):
    """GET /topics/created-by/{username}.json, as pydiscourse's topics_by reads it."""
    client.create_post("The first topic of the bot, long enough", title="Premier sujet du bot")
    forum.new_topic("anna", "Le sujet d'anna sur la boue", "Bonjour à toutes et à tous !")
    client.create_post("The second topic of the bot, long enough", title="Second sujet du bot")
    titles = [topic["title"] for topic in client.topics_by("gamemaster")]
    assert titles == ["Second sujet du bot", "Premier sujet du bot"]
