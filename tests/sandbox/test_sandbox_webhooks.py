"""Webhook deliveries: real HTTP, Discourse's headers, body and HMAC signature."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket

SECRET = "webhook-secret-1234"


def _lower(headers: dict[str, str]) -> dict[str, str]:
    return {k.lower(): v for k, v in headers.items()}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_post_created_is_signed_over_the_exact_bytes(forum, receiver, shared_json):
    forum.add_webhook(receiver.url, secret=SECRET)

    post = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")

    [got] = receiver.received
    headers = _lower(got.headers)
    expected = hmac.new(SECRET.encode(), got.body, hashlib.sha256).hexdigest()
    assert headers["x-discourse-event-signature"] == f"sha256={expected}"
    assert headers["x-discourse-event"] == "post_created"
    assert headers["x-discourse-event-type"] == "post"
    assert headers["x-discourse-event-id"] == "1"
    assert headers["x-discourse-instance"] == "http://forum.test"
    assert headers["content-type"] == "application/json"
    assert headers["content-length"] == str(len(got.body))

    body = json.loads(got.body)
    sample = shared_json("webhook_examples/post_created_regular_topic_first_post.body.json")
    assert list(body["post"]) == list(sample["post"])  # same keys, same wire order
    compact = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    assert got.body == compact
    assert body["post"]["id"] == post["id"]
    assert body["post"]["username"] == "alice"
    assert body["post"]["topic_title"] == "Who wants to play tonight?"
    assert body["post"]["category_slug"] == "uncategorized"
    assert body["post"]["topic_archetype"] == "regular"


def test_private_message_payload_has_no_category_slug(forum, receiver, shared_json):
    forum.add_webhook(receiver.url, secret=SECRET)

    forum.new_private_message("alice", ["gamemaster"], "Question", "Can I still join the game?")

    body = json.loads(receiver.received[0].body)
    sample = shared_json("webhook_examples/post_created_private_message_first_post.body.json")
    assert list(body["post"]) == list(sample["post"])
    assert body["post"]["topic_archetype"] == "private_message"
    assert body["post"]["category_id"] is None


def test_non_ascii_is_sent_as_utf8(forum, receiver):
    forum.add_webhook(receiver.url, secret=SECRET)
    forum.new_topic("alice", "Les loups-garous — ce soir", "Qui joue ce soir ? Réponse vite ✨")

    got = receiver.received[0]
    assert "Réponse vite ✨".encode() in got.body
    assert json.loads(got.body)["post"]["topic_title"] == "Les loups-garous — ce soir"


def test_the_bots_own_api_posts_and_edits_are_delivered(client, forum, receiver):
    forum.add_webhook(receiver.url, secret=SECRET)

    post = client.create_post("Night falls on the village. Sleep well.", title="Thiercelieux game")
    client.update_post(post["id"], "Night falls on the village. Sleep tight.")

    events = [(_lower(r.headers)["x-discourse-event"], json.loads(r.body)["post"]["version"])
              for r in receiver.received]
    # A quick small edit keeps version 1 (`editing_grace_period`, lib/post_revisor.rb).
    assert events == [("post_created", 1), ("post_edited", 1)]
    assert [d.event_id for d in forum.deliveries] == [1, 2]
    assert all(d.status == 200 for d in forum.deliveries)


def test_redeliver_sends_the_same_body_with_a_new_event_id(forum, receiver):
    forum.add_webhook(receiver.url, secret=SECRET)
    forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")

    again = forum.redeliver(forum.deliveries[0])

    first, second = receiver.received
    assert second.body == first.body
    assert _lower(second.headers)["x-discourse-event-id"] == "2"
    assert _lower(first.headers)["x-discourse-event-id"] == "1"
    assert _lower(second.headers)["x-discourse-event-signature"] == _lower(first.headers)[
        "x-discourse-event-signature"]
    assert again.event_id == 2 and again.status == 200


def test_drop_webhooks_skips_delivery_silently(forum, receiver):
    forum.add_webhook(receiver.url, secret=SECRET)
    forum.drop_webhooks = True

    forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")

    assert receiver.received == []
    [missed] = forum.deliveries
    assert missed.dropped and missed.status is None
    forum.drop_webhooks = False
    assert forum.redeliver(missed).status == 200
    assert len(receiver.received) == 1


def test_refused_connection_is_recorded_not_raised_nor_retried(forum):
    forum.add_webhook(f"http://127.0.0.1:{_free_port()}/webhook", secret=SECRET)

    post = forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")

    [failed] = forum.deliveries
    assert post["post_number"] == 1
    assert failed.status is None and not failed.ok
    assert "ConnectionError" in (failed.error or "")


def test_receiver_errors_are_recorded(forum, receiver):
    forum.add_webhook(receiver.url, secret=SECRET)
    receiver.status = 500

    forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")

    assert [d.status for d in forum.deliveries] == [500]
    assert len(receiver.received) == 1  # no retry


def test_no_signature_header_without_secret(forum, receiver):
    forum.add_webhook(receiver.url)
    forum.new_topic("alice", "Who wants to play tonight?", "I am in for a game tonight!")
    assert "x-discourse-event-signature" not in _lower(receiver.received[0].headers)


def test_async_mode_delivers_in_order_after_the_request(client, forum, receiver):
    """Like Sidekiq: the API answers first, a background sender delivers in order."""
    forum.add_webhook(receiver.url, secret=SECRET)
    forum.async_webhooks = True

    client.create_post("Night falls. @discobot roll 2d6 for the storm", title="Thiercelieux game")

    assert forum.flush_webhooks()
    names = [json.loads(r.body)["post"]["username"] for r in receiver.received]
    assert names == ["gamemaster", "discobot"]
    assert [d.status for d in forum.deliveries] == [200, 200]
