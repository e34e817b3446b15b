"""The webhook receiver: `POST /webhooks/discourse`.

It checks the signature over the raw body in constant time, stores the post once per (post
id, version, text) together with the delivery in one short transaction, and answers at once;
a deletion (`post_destroyed`) or recovery (`post_recovered`) is stored the same way, as an
event of the post (`GameMaster.inbound_key`). Handling happens in the worker, woken as soon
as a new post is stored (`bridge.intake.wakeup`: in this process, or by PostgreSQL's NOTIFY in
another).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from typing import Any

from flask import Blueprint, current_app, jsonify, request

from bridge.handlers import members
from bridge.intake import wakeup
from bridge.intake.inbound import BadPayload, clean_header, from_post
from bridge.intake.service import GameMaster

log = logging.getLogger(__name__)

blueprint = Blueprint("webhooks", __name__)

HANDLED_EVENTS = {"post_created": "", "post_edited": "", "post_destroyed": "deleted",
                  "post_recovered": "recovered"}
"""The post events handled, with how each is recorded (`GameMaster.inbound_key`)."""
MAX_BODY = 256 * 1024
REGULAR_POST = 1


def signature_ok(secret: str, body: bytes, header: str | None) -> bool:
    """Whether `header` is `sha256=<hex HMAC-SHA256 of body>` for `secret` (constant time)."""
    if not secret or not header or not header.startswith("sha256="):
        return False
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest().encode()
    given = header[len("sha256="):].strip().lower().encode("utf-8", "replace")
    return hmac.compare_digest(expected, given)  # bytes: str with non-ASCII would raise


def _answer(outcome: str, status: int = 200) -> Any:
    return jsonify({"outcome": outcome}), status


def _refuse(master: GameMaster, reason: str, outcome: str, status: int) -> Any:
    """A delivery refused at the edge: nothing stored but its reason counted (`/metrics`)."""
    master.refused(reason)
    return _answer(outcome, status)


@blueprint.post("/webhooks/discourse")
def receive() -> Any:
    """One Discourse delivery. The answers: 200 `recorded`, `duplicate`, `ignored` (another
    event, a post that is no regular post) or `pong`; 400 unreadable JSON, 403 a missing or
    wrong signature or another forum, 413 a body too large, 422 a delivery that is no post
    (tests/fuzz/ holds it to that over 100,000 generated deliveries)."""
    master: GameMaster = current_app.extensions["gamemaster"]
    body = request.get_data(cache=False)
    if len(body) > MAX_BODY:
        log.warning("webhook refused: body of %s bytes", len(body))
        return _refuse(master, "too_large", "too large", 413)
    if not signature_ok(master.config.webhook_secret, body,
                        request.headers.get("X-Discourse-Event-Signature")):
        log.warning("webhook refused: missing or wrong signature (event id %s from %s)",
                    request.headers.get("X-Discourse-Event-Id"), request.remote_addr)
        return _refuse(master, "signature", "forbidden", 403)
    instance = request.headers.get("X-Discourse-Instance", "").rstrip("/")
    expected = master.config.forum_instance.rstrip("/")
    if expected and instance != expected:
        log.warning("webhook refused: from forum %r, expected %r", instance[:200], expected)
        return _refuse(master, "instance", "forbidden", 403)
    event = request.headers.get("X-Discourse-Event", "")
    event_id = clean_header(request.headers.get("X-Discourse-Event-Id", ""), 64)
    try:
        payload = json.loads(body)
    except (ValueError, RecursionError):  # undecodable, malformed, too deep, 5000-digit ints
        return _refuse(master, "bad_json", "bad json", 400)
    if event == "ping" or (isinstance(payload, dict) and payload.get("ping")):
        return _answer("pong")
    delivery = {"event_id": event_id, "event": clean_header(event, 64),
                "received_at": master.clock(),
                "instance": clean_header(request.headers.get("X-Discourse-Instance", ""), 255)}
    if event not in HANDLED_EVENTS:
        master.log_delivery(delivery, "ignored")
        return _answer("ignored")
    try:
        post = from_post(payload.get("post") if isinstance(payload, dict) else None)
    except BadPayload as exc:
        log.warning("webhook %s: unreadable post: %s", event_id, exc)
        return _refuse(master, "bad_post", "bad post", 422)
    if post.post_type != REGULAR_POST:  # moderator actions, whispers: never orders
        if post.private and post.action_code in members.ACTIONS:
            master.membership(post)  # someone invited into a conversation, or removed
        master.log_delivery(delivery, "ignored", post.post_id)
        return _answer("ignored")
    new = master.record(post, via="webhook", delivery=delivery,  # one short transaction
                        event=HANDLED_EVENTS[event])
    if new:  # committed: the worker may look now
        wakeup.signal(master.db)
    return _answer("recorded" if new else "duplicate")

