"""`/metrics` after a game played through the whole stack: plausible figures, read from the
database, in Prometheus' text format; refused to a caller from elsewhere without the token,
and to a wrong token."""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
from datetime import UTC, datetime, timedelta

import requests
from prometheus_client.parser import text_string_to_metric_families

from bridge.intake.app import create_app

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # the game fixture's first deadline


def _scrape(stack, **headers: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    answer = requests.get(f"{stack.web.url}/metrics", headers=headers, timeout=10)
    assert answer.status_code == 200, answer.text
    assert answer.headers["Content-Type"].startswith("text/plain; version=")
    figures: dict[str, float] = {}
    for family in text_string_to_metric_families(answer.text):
        assert family.name.startswith("gamemaster_") and family.documentation
        for sample in family.samples:
            label = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
            figures[f"{sample.name}{{{label}}}" if label else sample.name] = sample.value
    return figures


def test_metrics_after_a_game_played_through_the_stack(stack, game) -> None:  # type: ignore[no-untyped-def]
    game.order("anna", "lancer boris 3")
    game.order("boris", "throw @anna 2")
    stack.clock.set(DEADLINE + timedelta(minutes=10))  # the deadline passed, no tick yet
    late = _scrape(stack)
    assert late["gamemaster_deadline_lag_seconds"] == 600.0

    stack.settle()  # resolved: a draft for the GM
    stack.say("maitre", game.gm_desk, "ok")  # published
    figures = _scrape(stack)
    assert figures["gamemaster_database_up"] == 1
    assert figures["gamemaster_webhooks_received_total{outcome=new}"] >= 7  # game, joins, orders
    assert "gamemaster_webhooks_received_total{outcome=duplicate}" in figures
    assert "gamemaster_webhooks_received_total{outcome=ignored}" in figures
    assert figures["gamemaster_inbound_pending"] == 0
    assert figures["gamemaster_outbox_waiting"] == 0
    assert figures["gamemaster_outbox_given_up"] == 0
    assert figures["gamemaster_deadline_lag_seconds"] == 0
    assert figures["gamemaster_forum_calls_total"] >= len(stack.bot_posts())
    assert figures["gamemaster_forum_rate_limited_total"] == 0
    assert figures["gamemaster_worker_last_tick_timestamp_seconds"] == stack.clock.now().timestamp()


def test_metrics_from_elsewhere_need_the_token(stack) -> None:  # type: ignore[no-untyped-def]
    client = create_app(master=stack.master).test_client()
    elsewhere = {"REMOTE_ADDR": "203.0.113.7"}
    assert client.get("/metrics", environ_base=elsewhere).status_code == 403
    assert client.get("/metrics", environ_base={"REMOTE_ADDR": "127.0.0.1"}).status_code == 200
    assert client.get("/metrics", environ_base={"REMOTE_ADDR": "::1"}).status_code == 200
    proxied = client.get("/metrics", environ_base={"REMOTE_ADDR": "127.0.0.1"},
                         headers={"X-Forwarded-For": "203.0.113.7"})
    assert proxied.status_code == 403, "a reverse proxy on this host forwards the world"
    assert requests.get(f"{stack.web.url}/metrics", timeout=10).status_code == 200

    stack.master.config = dataclasses.replace(stack.master.config, metrics_token="t0ken-123")
    assert client.get("/metrics", environ_base=elsewhere).status_code == 403
    assert requests.get(f"{stack.web.url}/metrics", timeout=10).status_code == 403
    for wrong in ("Bearer t0ken-124", "Bearer ", "t0ken-123", "Basic t0ken-123"):
        answer = client.get("/metrics", environ_base=elsewhere, headers={"Authorization": wrong})
        assert answer.status_code == 403, wrong
        assert b"gamemaster_" not in answer.data
    right = client.get("/metrics", environ_base=elsewhere,
                       headers={"Authorization": "Bearer t0ken-123"})
    assert right.status_code == 200 and b"gamemaster_database_up 1.0" in right.data
    assert _scrape(stack, Authorization="Bearer t0ken-123")["gamemaster_database_up"] == 1


def test_metrics_say_when_the_database_is_down(stack) -> None:  # type: ignore[no-untyped-def]
    from bridge.db import Database

    live = stack.master.db.engine
    stack.master.db.engine = Database("sqlite:////nonexistent-gamemaster-dir/x.sqlite3").engine
    try:
        figures = _scrape(stack)
    finally:
        stack.master.db.engine.dispose()
        stack.master.db.engine = live
    assert figures == {"gamemaster_database_up": 0}


def test_refused_deliveries_are_counted_by_reason(stack) -> None:  # type: ignore[no-untyped-def]
    """A forged delivery and an unreadable one store nothing but a count each (one row per
    reason, however many come), which every web process's /metrics reads."""
    before = _scrape(stack)
    assert before["gamemaster_webhooks_refused_total{reason=signature}"] == 0
    url = f"{stack.web.url}/webhooks/discourse"
    headers = {"X-Discourse-Event": "post_created", "Content-Type": "application/json",
               "X-Discourse-Event-Signature": "sha256=" + "0" * 64}
    for _ in range(3):
        assert requests.post(url, data=b'{"post": {}}', headers=headers,
                             timeout=10).status_code == 403
    assert requests.post(url, data=b"{", timeout=10, headers={
        **headers, "X-Discourse-Event-Signature": "sha256=" + hmac.new(
            stack.config.webhook_secret.encode(), b"{", hashlib.sha256).hexdigest()},
    ).status_code == 400
    after = _scrape(stack)
    assert after["gamemaster_webhooks_refused_total{reason=signature}"] == 3
    assert after["gamemaster_webhooks_refused_total{reason=bad_json}"] == 1
    assert after["gamemaster_webhooks_refused_total{reason=instance}"] == 0
    assert after["gamemaster_webhooks_received_total{outcome=new}"] == before[
        "gamemaster_webhooks_received_total{outcome=new}"]
