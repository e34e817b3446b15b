"""Signed but hostile webhook bodies, and absurd status URLs: a 4xx, never a 500, and nothing
stored. These ran into the database's own limits before (RecursionError, UnicodeEncodeError,
OverflowError, PostgreSQL's 32-bit integers and NUL refusal); the edge now checks them."""

import hashlib
import hmac
import json
from typing import Any

import pytest
from sqlalchemy import func, select

from bridge.db import DeliveryRow, GameRow, InboundRow

SECRET = "webhook-secret-for-tests"  # the one tests/bridge/conftest.py configures


def _post(**changes: Any) -> dict[str, Any]:
    post = {"id": 501, "topic_id": 77, "post_number": 2, "version": 1, "post_type": 1,
            "username": "anna", "raw": "je lance sur boris 3", "topic_archetype": "regular",
            "created_at": "2026-12-01T10:00:00.000Z", "updated_at": "2026-12-01T10:00:00.000Z"}
    post.update(changes)
    return post


def _send(client, body: bytes, event: str = "post_created"):  # type: ignore[no-untyped-def]
    headers = {"X-Discourse-Event": event, "X-Discourse-Event-Id": "7",
               "Content-Type": "application/json",
               "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                   SECRET.encode(), body, hashlib.sha256).hexdigest()}
    return client.post("/webhooks/discourse", data=body, headers=headers)


def _json(value: Any) -> bytes:
    # ensure_ascii keeps lone surrogates as \ud800 escapes, as a hostile sender would write.
    return json.dumps(value, ensure_ascii=True).encode()


def _stored(db) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    with db.unit() as session:
        return (session.scalar(select(func.count()).select_from(InboundRow)),
                session.scalar(select(func.count()).select_from(DeliveryRow)))


HOSTILE = {
    "nested 2000 deep": b'{"post": ' + b"[" * 2000 + b"]" * 2000 + b"}",
    "nested 100000 deep": b'{"post": ' + b"[" * 100000 + b"]" * 100000 + b"}",
    "lone surrogate in raw": _json({"post": _post(raw="\ud800")}),
    "lone surrogate in username": _json({"post": _post(username="an\udfffna")}),
    "post id 10**20": _json({"post": _post(id=10**20)}),
    "post id 2**63": _json({"post": _post(id=2**63)}),
    "post id 0": _json({"post": _post(id=0)}),
    "post id negative": _json({"post": _post(id=-4)}),
    "version 10**30": _json({"post": _post(version=10**30)}),
    "version 2**31": _json({"post": _post(version=2**31)}),
    "topic id 10**20": _json({"post": _post(topic_id=10**20)}),
    "post number 2**40": _json({"post": _post(post_number=2**40)}),
    "reply to 10**20": _json({"post": _post(reply_to_post_number=10**20)}),
    "post type 10**20": _json({"post": _post(post_type=10**20)}),
    "created_at past year 9999 in UTC": _json({"post": _post(
        created_at="9999-12-31T23:59:59-12:00", updated_at=None)}),
    "updated_at before year 1 in UTC": _json({"post": _post(
        version=2, updated_at="0001-01-01T00:00:00+12:00")}),
    "a 500-character username": _json({"post": _post(username="u" * 500)}),
    "a NUL in the raw text": _json({"post": _post(raw="lancer boris\u0000 3")}),
    "a NUL in the username": _json({"post": _post(username="an\u0000na")}),
    "a number of 5000 digits": b'{"post": {"id": ' + b"9" * 5000 + b"}}",
    "a float id": _json({"post": _post(id=501.5)}),
    "an infinite id": b'{"post": {"id": Infinity}}',
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_signed_body_gets_a_4xx_and_changes_nothing(client, db, name: str) -> None:
    answer = _send(client, HOSTILE[name])
    assert 400 <= answer.status_code < 500, answer.get_data(as_text=True)[:300]
    assert _stored(db) == (0, 0)


def test_ids_past_32_bits_are_stored_as_discourse_sends_them(client, db) -> None:
    """Big forums pass 2**31 posts: the id columns are 64-bit on every database."""
    answer = _send(client, _json({"post": _post(id=2**31 + 5, topic_id=2**33,
                                                reply_to_post_number=3)}))
    assert answer.status_code == 200, answer.get_data(as_text=True)
    with db.unit() as session:
        row = session.scalar(select(InboundRow))
    assert (row.post_id, row.topic_id) == (2**31 + 5, 2**33)


def test_a_hostile_event_header_is_stored_harmlessly(client, db) -> None:
    body = _json({"post": _post()})
    headers = {"X-Discourse-Event": "post_created", "X-Discourse-Event-Id": "x" * 300,
               "X-Discourse-Instance": "é" * 400,
               "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                   SECRET.encode(), body, hashlib.sha256).hexdigest()}
    answer = client.post("/webhooks/discourse", data=body, headers=headers)
    assert answer.status_code == 200
    assert _stored(db) == (1, 1)


@pytest.mark.parametrize("game_id", ["99999999999999999999999", str(2**31), str(2**63), "0"])
@pytest.mark.parametrize("page", ["status.json", "status"])
def test_status_of_an_impossible_game_is_a_404(client, db, game_id: str, page: str) -> None:
    assert client.get(f"/games/{game_id}/{page}").status_code == 404


def test_an_embed_request_for_an_impossible_game_is_ignored(master, db, clock) -> None:
    from bridge.intake.inbound import from_post

    post = from_post(_post(raw="@gamemaster statut 99999999999999999999999", staff=True))
    assert master.record(post, via="webhook")
    master.process_pending()
    with db.unit() as session:
        assert session.scalar(select(InboundRow.status)) == "ignored"
        assert session.scalar(select(func.count()).select_from(GameRow)) == 0
