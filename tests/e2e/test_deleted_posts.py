"""Deleted and recovered orders (issue 20, defect 5): a player who deletes the message holding
their order no longer has it counted; recovered, it counts again from its recovery; after the
step closed, neither changes anything; a deletion whose webhook was lost is found by the
backfill. The sandbox deletes as Discourse does (tests/sandbox/test_sandbox_delete.py): a
player's own deletion withdraws the post (a new version saying "(post deleted by author)",
`post_edited` then `post_destroyed`), staff's deletes it (`deleted_at`, out of the stream)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from bridge.db import InboundRow, OrderRow, ResolutionRow
from bridge.turns.ledger import WITHDRAWN
from bridge.turns.resolution import SETUP

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)
THROW = {"target": "boris", "number": 3}
STAFF = "gamemaster"
"""An admin of the forum (a moderator cannot see the players' desks, private messages)."""


def _draft_orders(stack) -> dict:  # type: ignore[no-untyped-def,type-arg]
    with stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key != SETUP)
                               .order_by(ResolutionRow.id))
    assert draft is not None
    return dict(draft.orders)


def _orders(stack, actor: str) -> list[tuple[str, dict]]:  # type: ignore[no-untyped-def,type-arg]
    with stack.db.unit() as session:
        return [(r.kind, r.params) for r in session.scalars(
            select(OrderRow).where(OrderRow.actor == actor).order_by(OrderRow.id))]


def _later(stack, minutes: int = 30) -> None:  # type: ignore[no-untyped-def]
    stack.clock.set(stack.clock.now() + timedelta(minutes=minutes))


def test_an_order_deleted_before_the_deadline_does_not_count(stack, game) -> None:
    """Anna deletes her order: she is told privately, in French, and the turn resolves with
    her silent (the mud fight's default), not with the deleted throw."""
    post = game.order("anna", "lancer boris 3")
    _later(stack)
    stack.forum.delete("anna", post["id"])
    stack.settle()
    assert _orders(stack, "anna") == [("throw", THROW), (WITHDRAWN, {})]
    told = game.posts_in(game.desks["anna"])[-1]
    assert "a été supprimé" in told and "ne compte plus" in told, told
    assert not any("Ordre refusé" in text for text in game.posts_in(game.desks["anna"])), \
        "the withdrawal's own edit (the forum's placeholder text) is no refused order"
    stack.advance(DEADLINE + timedelta(minutes=1))
    orders = _draft_orders(stack)
    assert "anna" not in orders, orders


def test_a_recovered_order_counts_again_from_its_recovery(stack, game) -> None:
    """Deleted, then recovered by its author: the throw counts again, sent when recovered."""
    post = game.order("anna", "lancer boris 3")
    _later(stack)
    stack.forum.delete("anna", post["id"])
    stack.settle()
    assert _orders(stack, "anna")[-1] == (WITHDRAWN, {})
    _later(stack)
    recovered_at = stack.clock.now()
    stack.forum.recover("anna", post["id"])
    stack.settle()
    assert _orders(stack, "anna")[-1] == ("throw", THROW)
    stack.advance(DEADLINE + timedelta(minutes=1))
    orders = _draft_orders(stack)
    assert orders["anna"]["params"] == THROW
    assert datetime.fromisoformat(orders["anna"]["sent_at"]) == recovered_at


def test_an_order_deleted_by_staff_and_recovered(stack, game) -> None:
    """An admin deletes the post (it leaves the topic) and recovers it: withdrawn, then
    counted again from the recovery, the text taken from the `post_recovered` body."""
    post = game.order("anna", "lancer boris 3")
    _later(stack)
    stack.forum.delete(STAFF, post["id"])
    stack.settle()
    assert _orders(stack, "anna")[-1] == (WITHDRAWN, {})
    _later(stack)
    stack.forum.recover(STAFF, post["id"])
    stack.settle()
    assert _orders(stack, "anna")[-1] == ("throw", THROW)
    stack.advance(DEADLINE + timedelta(minutes=1))
    assert _draft_orders(stack)["anna"]["params"] == THROW


def test_a_deletion_after_the_step_closed_changes_nothing(stack, game) -> None:
    """The deadline passed (the draft waits for the GM): deleting the order, then recovering
    it, leaves the draft and the orders as they were. The deletion says nothing; the
    recovery, an edit of the post for the forum, gets the answer any late edit gets: nothing
    changed."""
    post = game.order("anna", "lancer boris 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    before = _draft_orders(stack)
    assert before["anna"]["params"] == THROW
    said = len(game.posts_in(game.desks["anna"]))
    stack.forum.delete("anna", post["id"])
    stack.settle()
    assert _orders(stack, "anna") == [("throw", THROW)]
    assert len(game.posts_in(game.desks["anna"])) == said
    stack.forum.recover("anna", post["id"])
    stack.settle()
    assert _orders(stack, "anna") == [("throw", THROW)]
    assert _draft_orders(stack) == before
    after = game.posts_in(game.desks["anna"])[said:]
    assert len(after) == 1 and "Rien n'a changé" in after[0], after


def test_a_withdrawal_whose_webhooks_were_lost_is_found_by_the_backfill(stack, game) -> None:
    """Both webhooks of Anna's deletion are lost: the topic still shows the post, withdrawn
    (`user_deleted`, a new version), and the backfill records it as a deletion."""
    post = game.order("anna", "lancer boris 3")
    _later(stack)
    stack.forum.drop_webhooks = True
    stack.forum.delete("anna", post["id"])
    stack.forum.drop_webhooks = False
    assert stack.worker.backfill() == 1
    assert _orders(stack, "anna")[-1] == (WITHDRAWN, {})
    assert stack.worker.backfill() == 0, "seen once"
    stack.advance(DEADLINE + timedelta(minutes=1))
    assert "anna" not in _draft_orders(stack)


def test_a_deletion_whose_webhook_was_lost_is_found_by_the_backfill(stack, game) -> None:
    """Staff delete the post while no webhook gets through: it is gone from the topic's
    stream; the backfill sees an order's post missing, reads it by id (the bot is staff)
    for when it was deleted, and the order no longer counts."""
    post = game.order("anna", "lancer boris 3")
    _later(stack)
    deleted_at = stack.clock.now()
    stack.forum.drop_webhooks = True
    stack.forum.delete(STAFF, post["id"])
    stack.forum.drop_webhooks = False
    _later(stack)
    assert stack.worker.backfill() == 1
    assert _orders(stack, "anna")[-1] == (WITHDRAWN, {})
    with stack.db.unit() as session:
        deletion = session.scalar(select(InboundRow).where(InboundRow.event == "deleted"))
    assert deletion is not None and deletion.sent_at == deleted_at
    assert stack.worker.backfill() == 0, "a post known deleted is not recorded again"
    stack.advance(DEADLINE + timedelta(minutes=1))
    assert "anna" not in _draft_orders(stack)


def test_a_deletion_missed_until_the_deadline_is_found_before_it_resolves(stack, game) -> None:
    """The read before the deadline fires (`backfill_due`) finds a deletion made in time whose
    webhook was lost: the turn resolves without the order."""
    post = game.order("anna", "lancer boris 3")
    _later(stack)
    stack.forum.drop_webhooks = True
    stack.forum.delete(STAFF, post["id"])
    stack.forum.drop_webhooks = False
    stack.advance(DEADLINE + timedelta(minutes=1))
    assert "anna" not in _draft_orders(stack)
