"""Edits made while the webhooks were down: backfill compares versions (and, before a
deadline, the text), not only post ids."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from bridge.db import OrderRow, ResolutionRow
from bridge.turns import SETUP

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)


def _orders(stack) -> list[tuple[str, str, dict]]:  # type: ignore[no-untyped-def]
    with stack.db.unit() as session:
        return [(r.actor, r.kind, r.params)
                for r in session.scalars(select(OrderRow).order_by(OrderRow.id))]


def _edit_unseen(stack, player: str, post_id: int, raw: str) -> None:  # type: ignore[no-untyped-def]
    """The player edits a post an hour later while no webhook gets through."""
    stack.clock.set(stack.clock.now() + timedelta(hours=1))
    stack.forum.drop_webhooks = True
    stack.forum.edit(player, post_id, raw)
    stack.forum.drop_webhooks = False


def test_an_edit_missed_by_the_webhooks_is_found_by_the_backfill(stack, game) -> None:
    post = game.order("anna", "bonjour tout le monde")
    assert _orders(stack) == []
    _edit_unseen(stack, "anna", post["id"], "passer")
    assert stack.forum.posts[post["id"]].version == 2
    assert stack.worker.backfill() == 1
    assert _orders(stack) == [("anna", "pass", {})]
    assert stack.worker.backfill() == 0, "seen once"


def test_an_edit_missed_by_the_webhooks_counts_at_the_deadline(stack, game) -> None:
    """The issue's case: the turn must not resolve without her order."""
    post = game.order("anna", "bonjour tout le monde")
    _edit_unseen(stack, "anna", post["id"], "lancer boris 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    with stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key != SETUP))
    assert draft.orders["anna"]["params"] == {"target": "boris", "number": 3}


def test_a_quick_edit_missed_by_the_webhooks_counts_at_the_deadline(stack, game) -> None:
    """In the grace period Discourse keeps the version: the pre-deadline read compares the
    text of the open step's posts too."""
    stack.forum.settings.editing_grace_period = 300
    post = game.order("anna", "lancer boris 3")
    stack.clock.set(stack.clock.now() + timedelta(seconds=30))
    stack.forum.drop_webhooks = True
    stack.forum.edit("anna", post["id"], "lancer chloe 2")
    stack.forum.drop_webhooks = False
    assert stack.forum.posts[post["id"]].version == 1
    stack.advance(DEADLINE + timedelta(minutes=1))
    with stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key != SETUP))
    assert draft.orders["anna"]["params"] == {"target": "chloe", "number": 2}


def test_an_edit_in_a_long_desk_is_found(stack, game) -> None:
    """Past the first chunk of posts a topic listing shows: the read covers the topic's end."""
    for number in range(14):
        game.order("anna", f"aller en A2, message {number}")
        game.order("anna", "aller en B1")
    post = game.order("anna", "bonjour encore")
    assert len(stack.forum.topics[game.desks["anna"]].post_ids) > 40
    _edit_unseen(stack, "anna", post["id"], "passer")
    assert stack.worker.backfill() == 1
    assert _orders(stack)[-1] == ("anna", "pass", {})


def test_an_edit_is_found_by_its_version_when_the_listing_has_no_text(stack, game) -> None:
    """Should a forum leave `raw` out of the topic listing, the versions it shows still
    reveal an edit, which is then read."""
    from dataclasses import replace

    read_topic = stack.worker.forum.read_topic

    def without_text(topic_id, near_post_number=None):  # type: ignore[no-untyped-def]
        info = read_topic(topic_id, near_post_number)
        return replace(info, posts=tuple({k: v for k, v in post.items() if k != "raw"}
                                         for post in info.posts))

    stack.worker.forum.read_topic = without_text  # type: ignore[method-assign]
    post = game.order("anna", "bonjour tout le monde")
    _edit_unseen(stack, "anna", post["id"], "passer")
    assert stack.worker.backfill() == 1
    assert _orders(stack) == [("anna", "pass", {})]
