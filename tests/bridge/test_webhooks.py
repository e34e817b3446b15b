"""The webhook receiver: signed, recorded once per post version, fast, never a 500."""

import hashlib
import hmac
import json
import logging
from pathlib import Path

import pytest
from sqlalchemy import func, select

from bridge.config import Config
from bridge.db import DeliveryRow, InboundRow
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster
from bridge.intake.webhooks import signature_ok

SECRET = "webhook-secret-for-tests"  # the one tests/bridge/conftest.py configures


def _real(shared: Path, name: str) -> tuple[bytes, dict[str, str]]:
    folder = shared / "discourse/webhook_examples"
    body = json.loads((folder / f"{name}.body.json").read_text())
    headers = json.loads((folder / f"{name}.headers.json").read_text())
    raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    assert len(raw) == int(headers["content-length"]), "wire bytes as Discourse sent them"
    return raw, headers


def _signed(raw: bytes, headers: dict[str, str], secret: str = SECRET) -> dict[str, str]:
    keep = {k: v for k, v in headers.items() if k.startswith("x-discourse")}
    keep["X-Discourse-Event-Signature"] = "sha256=" + hmac.new(
        secret.encode(), raw, hashlib.sha256).hexdigest()
    keep["Content-Type"] = "application/json"
    return keep


def _count(db, table) -> int:  # type: ignore[no-untyped-def]
    with db.unit() as session:
        return session.scalar(select(func.count()).select_from(table))


def test_a_signed_delivery_is_recorded(client, db, shared) -> None:
    raw, headers = _real(shared, "post_created_private_message_reply")
    answer = client.post("/webhooks/discourse", data=raw, headers=_signed(raw, headers))
    assert answer.status_code == 200 and answer.json == {"outcome": "recorded"}
    with db.unit() as session:
        row = session.scalar(select(InboundRow))
    assert (row.post_id, row.version, row.private, row.status) == (17, 1, True, "pending")


def test_a_redelivery_with_a_new_event_id_does_nothing(client, db, shared) -> None:
    raw, headers = _real(shared, "post_created_regular_topic_reply")
    first = _signed(raw, headers)
    again = {**first, "x-discourse-event-id": "999"}
    client.post("/webhooks/discourse", data=raw, headers=first)
    answer = client.post("/webhooks/discourse", data=raw, headers=again)
    assert answer.json == {"outcome": "duplicate"}
    assert _count(db, InboundRow) == 1
    assert _count(db, DeliveryRow) == 2


def test_an_edit_is_a_new_version(client, db, shared) -> None:
    raw, headers = _real(shared, "post_created_regular_topic_reply")
    body = json.loads(raw)
    body["post"]["version"] = 2
    body["post"]["updated_at"] = "2023-01-15T20:00:00.000Z"
    edited = json.dumps(body, separators=(",", ":")).encode()
    client.post("/webhooks/discourse", data=raw, headers=_signed(raw, headers))
    headers = {**headers, "x-discourse-event": "post_edited"}
    client.post("/webhooks/discourse", data=edited, headers=_signed(edited, headers))
    assert _count(db, InboundRow) == 2


@pytest.mark.parametrize("signature", [None, "sha256=00", "sha1=abc", "", "sha256="])
def test_a_missing_or_wrong_signature_is_refused_and_logged(
        client, db, shared, caplog, signature) -> None:
    raw, headers = _real(shared, "post_created_regular_topic_first_post")
    sent = _signed(raw, headers)
    if signature is None:
        del sent["X-Discourse-Event-Signature"]
    else:
        sent["X-Discourse-Event-Signature"] = signature
    with caplog.at_level(logging.WARNING):
        answer = client.post("/webhooks/discourse", data=raw, headers=sent)
    assert answer.status_code == 403
    assert answer.json == {"outcome": "forbidden"}, "no detail for the caller"
    assert "signature" in caplog.text
    assert _count(db, InboundRow) == 0


def test_a_signature_made_with_another_secret_is_refused(client, shared) -> None:
    raw, headers = _real(shared, "post_created_regular_topic_first_post")
    answer = client.post("/webhooks/discourse", data=raw,
                         headers=_signed(raw, headers, "other secret"))
    assert answer.status_code == 403


def test_a_body_changed_after_signing_is_refused(client, shared) -> None:
    raw, headers = _real(shared, "post_created_regular_topic_first_post")
    sent = _signed(raw, headers)
    answer = client.post("/webhooks/discourse", data=raw.replace(b"Anillc", b"Mallory"),
                         headers=sent)
    assert answer.status_code == 403


@pytest.mark.parametrize(("body", "status"), [
    (b"not json", 400), (b"\xff\xfe", 400), (b"[]", 422), (b'{"post": 3}', 422),
    (b'{"post": {"id": 1}}', 422), (b'{"topic": {}}', 422), (b"", 400),
])
def test_malformed_bodies_get_a_4xx(client, db, body: bytes, status: int) -> None:
    headers = {"X-Discourse-Event": "post_created", "X-Discourse-Event-Id": "1",
               "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                   SECRET.encode(), body, hashlib.sha256).hexdigest()}
    answer = client.post("/webhooks/discourse", data=body, headers=headers)
    assert answer.status_code == status
    assert _count(db, InboundRow) == 0


def test_events_we_do_not_need_are_ignored(client, db) -> None:
    body = b'{"user": {"id": 3}}'
    headers = {"X-Discourse-Event": "user_created", "X-Discourse-Event-Id": "1",
               "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                   SECRET.encode(), body, hashlib.sha256).hexdigest()}
    answer = client.post("/webhooks/discourse", data=body, headers=headers)
    assert answer.json == {"outcome": "ignored"}
    assert _count(db, InboundRow) == 0




def test_a_get_is_not_allowed(client) -> None:
    assert client.get("/webhooks/discourse").status_code == 405


def test_signature_check_is_over_the_exact_bytes() -> None:
    body = b'{"a":1}'
    good = "sha256=" + hmac.new(b"k", body, hashlib.sha256).hexdigest()
    assert signature_ok("k", body, good)
    assert signature_ok("k", body, good.upper().replace("SHA256=", "sha256="))
    assert not signature_ok("k", body + b" ", good)
    assert not signature_ok("", body, good), "no secret configured: refuse everything"


def test_a_delivery_from_another_forum_is_refused(db, clock, shared) -> None:
    master = GameMaster(db, Config(webhook_secret=SECRET, forum_instance="http://forum.a/"),
                        clock)
    client = create_app(master=master).test_client()
    raw, headers = _real(shared, "post_created_regular_topic_reply")
    assert client.post("/webhooks/discourse", data=raw,
                       headers=_signed(raw, headers)).status_code == 200
    other = {**headers, "x-discourse-instance": "http://forum.b"}
    answer = client.post("/webhooks/discourse", data=raw, headers=_signed(raw, other))
    assert answer.status_code == 403


def test_a_delivery_is_recorded_in_one_transaction(client, db, shared) -> None:
    """The post and its delivery log are one commit, and nothing else touches the database
    in the request: a first delivery, a redelivery and an ignored event alike."""
    from sqlalchemy import event

    commits: list[int] = []
    event.listen(db.engine, "commit", lambda _connection: commits.append(1))
    raw, headers = _real(shared, "post_created_regular_topic_reply")
    for event_id in ("1", "2"):
        commits.clear()
        sent = {**_signed(raw, headers), "x-discourse-event-id": event_id}
        assert client.post("/webhooks/discourse", data=raw, headers=sent).status_code == 200
        assert len(commits) == 1
    with db.unit() as session:
        outcomes = [row.outcome for row in session.scalars(select(DeliveryRow))]
    assert outcomes == ["new", "duplicate"]
