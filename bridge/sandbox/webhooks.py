"""Webhook deliveries as Discourse makes them: compact JSON, `X-Discourse-*` headers, HMAC.

One POST per event and endpoint, never retried (Discourse's `retry_web_hook_events` is off by
default): a refused connection is recorded and that is all.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import requests

USER_AGENT = "Discourse/2.9.0.beta4"
POST_EVENTS = ("post_created", "post_edited", "post_destroyed", "post_recovered")
"""The "Post Event" group of a webhook (`WebHookEventType` group `post`), the events an
endpoint subscribed to post events receives (`WebHook.default_event_types`)."""


@dataclass
class WebhookEndpoint:
    """Where to send events, the secret that signs them, which events."""

    url: str
    secret: str = ""
    events: tuple[str, ...] = POST_EVENTS
    timeout: float = 10.0


@dataclass
class Delivery:
    """One delivery attempt of one event to one endpoint."""

    event_id: int
    endpoint: WebhookEndpoint
    event: str
    event_type: str
    body: bytes
    headers: dict[str, str]
    post_id: int | None
    at: datetime
    status: int | None = None
    error: str | None = None
    dropped: bool = False
    response_text: str = field(default="", repr=False)

    @property
    def ok(self) -> bool:
        """The receiver answered 2xx."""
        return self.status is not None and 200 <= self.status < 300

    @property
    def payload(self) -> dict[str, Any]:
        """The body, decoded."""
        data: dict[str, Any] = json.loads(self.body)
        return data


@dataclass
class PendingEvent:
    """A webhook event waiting to be sent (built under the forum's lock, sent outside it)."""

    event: str
    post_id: int
    body: bytes


def encode_body(payload: dict[str, Any]) -> bytes:
    """Compact UTF-8 JSON, key order kept, non-ASCII as is (Discourse's `to_json`)."""
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def sign(body: bytes, secret: str) -> str:
    """`X-Discourse-Event-Signature`: `sha256=` + hex HMAC-SHA256 of the exact body bytes."""
    digest = hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()
    return f"sha256={digest}"


def build_headers(
    *, instance: str, event_id: int, event_type: str, event: str, body: bytes, secret: str
) -> dict[str, str]:
    """The headers of a delivery (signature only when the endpoint has a secret)."""
    headers = {
        "Accept": "*/*",
        "Connection": "close",
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        "X-Discourse-Instance": instance,
        "X-Discourse-Event-Id": str(event_id),
        "X-Discourse-Event-Type": event_type,
        "X-Discourse-Event": event,
    }
    if secret:
        headers["X-Discourse-Event-Signature"] = sign(body, secret)
    return headers


def send(delivery: Delivery) -> Delivery:
    """POST the delivery; record the status or the failure, never raise, never retry."""
    try:
        response = requests.post(
            delivery.endpoint.url,
            data=delivery.body,
            headers=delivery.headers,
            timeout=delivery.endpoint.timeout,
        )
    except requests.RequestException as exc:
        delivery.error = f"{type(exc).__name__}: {exc}"
        return delivery
    delivery.status = response.status_code
    delivery.response_text = response.text[:2000]
    return delivery
