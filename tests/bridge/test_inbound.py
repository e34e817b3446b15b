"""Reading posts from real webhook payloads."""

import json
from pathlib import Path

import pytest

from bridge.intake.inbound import BadPayload, from_post


def test_real_private_message_payload(shared: Path) -> None:
    body = json.loads((shared / "discourse/webhook_examples/"
                       "post_created_private_message_reply.body.json").read_text())
    post = from_post(body["post"])
    assert (post.post_id, post.topic_id, post.post_number, post.version) == (17, 12, 2, 1)
    assert post.private is True
    assert post.username == "Anillc"
    assert post.sent_at.isoformat() == "2023-01-15T19:36:24.406000+00:00"


def test_real_regular_payloads(shared: Path) -> None:
    for name in ("post_created_regular_topic_first_post", "post_created_regular_topic_reply",
                 "post_created_regular_2025_sorted_keys"):
        body = json.loads((shared / f"discourse/webhook_examples/{name}.body.json").read_text())
        post = from_post(body["post"])
        assert post.private is False
        assert post.raw == body["post"]["raw"]


def test_an_edited_post_counts_from_its_edit_time() -> None:
    post = from_post({"id": 5, "topic_id": 2, "post_number": 3, "username": "anna",
                      "raw": "move B3", "version": 2, "created_at": "2026-12-01T10:00:00Z",
                      "updated_at": "2026-12-01T11:00:00Z"})
    assert post.sent_at.hour == 11


@pytest.mark.parametrize("post", [None, [], {"id": 1}, {"id": "x", "topic_id": 1},
                                  {"id": 1, "topic_id": 1, "post_number": 1, "username": "a",
                                   "raw": "x", "created_at": "yesterday"}])
def test_malformed_posts_are_refused(post: object) -> None:
    with pytest.raises(BadPayload):
        from_post(post)
