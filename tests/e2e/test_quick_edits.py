"""An order counts from when its text was written (issue 20, defect 4).

Discourse keeps version 1 and `created_at` for an author's small edit within
`editing_grace_period` (300 s) and `editing_grace_period_max_diff` (100 characters); only
`updated_at` moves (`lib/post_revisor.rb`, `config/site_settings.yml`). In the mud fight the
send order decides clashes, dodges and duels: a placeholder posted early and quietly turned
into an order must not count from the placeholder's time.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from bridge.db import OrderRow


def _orders(stack) -> dict[str, OrderRow]:  # type: ignore[no-untyped-def]
    with stack.db.unit() as session:
        rows = list(session.scalars(select(OrderRow).order_by(OrderRow.id)))
        for row in rows:
            session.expunge(row)
    return {row.actor: row for row in rows}


def test_a_placeholder_quickly_edited_into_an_order_counts_from_the_edit(stack, game) -> None:
    start = stack.clock()
    placeholder = game.order("anna", "Je réfléchis encore, ordre à venir.")
    stack.clock.set(start + timedelta(minutes=1))
    game.order("boris", "lancer anna 2")
    stack.clock.set(start + timedelta(minutes=2))
    stack.forum.edit("anna", placeholder["id"], "lancer boris 3")
    stack.settle()
    assert stack.forum.posts[placeholder["id"]].version == 1, "a quick edit keeps version 1"
    orders = _orders(stack)
    assert orders["anna"].sent_at == start + timedelta(minutes=2)
    assert orders["anna"].sent_at > orders["boris"].sent_at


def test_an_order_never_edited_counts_from_its_creation(stack, game) -> None:
    start = stack.clock()
    game.order("anna", "lancer boris 3")
    assert _orders(stack)["anna"].sent_at == start
