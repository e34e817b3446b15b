"""`GET /metrics`: Prometheus' text format, read from the database at each scrape.

Every figure comes from the database (a custom collector on a registry of its own, nothing
counted in the process), so every web process answers the same. Who may read it: with
`METRICS_TOKEN` set, a request carrying `Authorization: Bearer <token>`; without it, only a
request from this host (a loopback address, not forwarded by a proxy). Anyone else gets 403.
"""

from __future__ import annotations

import hmac
import ipaddress
from collections.abc import Callable, Iterator
from datetime import datetime

from flask import Flask, Response, request
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from sqlalchemy import func, select

from bridge.db import (
    Database,
    DeliveryRow,
    GameRow,
    HeartbeatRow,
    InboundRow,
    OutboxRow,
    RefusalRow,
)
from bridge.intake import heartbeat

FORWARDED = ("X-Forwarded-For", "X-Real-IP", "Forwarded")
"""Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever the
address it arrives from."""


class DatabaseCollector(Collector):
    """The figures an operator alerts on, read from the database at each scrape."""

    def __init__(self, db: Database, clock: Callable[[], datetime]) -> None:
        self.db = db
        self.clock = clock

    def collect(self) -> Iterator[Metric]:
        up = GaugeMetricFamily(
            "gamemaster_database_up",
            "1 when the database answered this scrape, 0 when it did not (then no other "
            "gamemaster_ figure is given). Alert when 0.")
        if not heartbeat.reachable(self.db):
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)
        yield up
        now = self.clock()
        with self.db.unit() as session:
            deliveries = dict(session.execute(
                select(DeliveryRow.outcome, func.count()).group_by(DeliveryRow.outcome)).all())
            inbound = session.scalar(select(func.count()).select_from(InboundRow).where(
                InboundRow.status == "pending")) or 0
            outbox = dict(session.execute(
                select(OutboxRow.status, func.count()).where(
                    OutboxRow.status.in_(("pending", "failed"))).group_by(OutboxRow.status)
            ).all())
            oldest = session.scalar(select(func.min(GameRow.deadline_at)).where(
                GameRow.status == "running", GameRow.deadline_at <= now))
            refused = dict(session.execute(select(RefusalRow.reason, RefusalRow.count)).all())
            calls, limited, last = session.execute(select(
                func.coalesce(func.sum(HeartbeatRow.forum_calls), 0),
                func.coalesce(func.sum(HeartbeatRow.rate_limited), 0),
                func.max(HeartbeatRow.last_tick))).one()
        received = CounterMetricFamily(
            "gamemaster_webhooks_received",
            "Webhook deliveries from Discourse that were accepted and logged, by outcome: new "
            "(a post recorded), duplicate (already recorded), ignored (another event, not a "
            "regular post). Refused ones: gamemaster_webhooks_refused. No increase for hours "
            "while players "
            "post: the forum's webhook is broken (the backfill still finds the posts).",
            labels=["outcome"])
        for outcome in sorted({"new", "duplicate", "ignored", *deliveries}):
            received.add_metric([outcome], deliveries.get(outcome, 0))
        yield received
        refusals = CounterMetricFamily(
            "gamemaster_webhooks_refused",
            "Webhook deliveries refused at the edge, by reason: signature (missing or wrong: "
            "the secrets differ, or someone forges deliveries), instance (another forum), "
            "too_large, bad_json, bad_post. A steady rise of signature: WEBHOOK_SECRET and "
            "the forum's webhook secret differ (gamemaster check).", labels=["reason"])
        for reason in sorted({"signature", "instance", "too_large", "bad_json", "bad_post",
                              *refused}):
            refusals.add_metric([reason], refused.get(reason, 0))
        yield refusals
        yield _gauge("gamemaster_inbound_pending",
                     "Received posts not handled yet. Above 0 for more than a few "
                     "POLL_SECONDS: no worker runs, or it cannot keep up.", inbound)
        yield _gauge("gamemaster_outbox_waiting",
                     "Messages queued for the forum and not sent yet (a retry or the forum's "
                     "rate limit included). Growing for minutes: the forum is unreachable, "
                     "refuses the bot, or no worker runs.", outbox.get("pending", 0))
        yield _gauge("gamemaster_outbox_given_up",
                     "Messages the sender gave up on (shown in the game's GM desk for the GM "
                     "to pass on by hand). Alert on any increase.", outbox.get("failed", 0))
        lag = max(0.0, (now - oldest).total_seconds()) if oldest is not None else 0.0
        yield _gauge("gamemaster_deadline_lag_seconds",
                     "Seconds since the oldest passed deadline of a running game that has not "
                     "fired yet (0 when none). Above a minute or two: no worker runs, or a "
                     "resolution keeps failing (its GM is told).", lag)
        forum_calls = CounterMetricFamily(
            "gamemaster_forum_calls",
            "Forum API calls made by the workers, summed over their heartbeats (a worker's "
            "figure reaches the database at its next tick).", value=int(calls))
        yield forum_calls
        limited_calls = CounterMetricFamily(
            "gamemaster_forum_rate_limited",
            "Forum API calls answered 429 (rate limited), summed over the workers' "
            "heartbeats. Rising: lower API_REQUESTS_PER_MINUTE (its sum over the workers "
            "must stay below the forum's limit), or another API client shares the budget.",
            value=int(limited))
        yield limited_calls
        yield _gauge("gamemaster_worker_last_tick_timestamp_seconds",
                     "Unix time of the freshest worker tick (0 when no worker ever ticked). "
                     "Alert when time() minus this exceeds 3 * POLL_SECONDS + 60: no worker "
                     "is ticking.", last.timestamp() if last is not None else 0.0)


def _gauge(name: str, documentation: str, value: float) -> GaugeMetricFamily:
    return GaugeMetricFamily(name, documentation, value=value)


def allowed(token: str) -> bool:
    """Whether the current request may read the metrics (see the module's text)."""
    if token:
        given = request.headers.get("Authorization", "")
        scheme, _, credential = given.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(
            credential.strip().encode("utf-8", "replace"), token.encode("utf-8"))
    if any(name in request.headers for name in FORWARDED):
        return False
    try:
        address = ipaddress.ip_address(request.remote_addr or "")
    except ValueError:
        return False
    mapped = getattr(address, "ipv4_mapped", None)  # ::ffff:127.0.0.1
    return bool(address.is_loopback or (mapped is not None and mapped.is_loopback))


def install(app: Flask, db: Database, clock: Callable[[], datetime],
            token: Callable[[], str]) -> None:
    """Serve `/metrics` on `app`; `token` gives METRICS_TOKEN (read at each request)."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(DatabaseCollector(db, clock))

    @app.get("/metrics")
    def metrics() -> Response:
        if not allowed(token()):
            return Response("forbidden\n", status=403, content_type="text/plain")
        return Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)
