"""The draws' label: a step's dice come from the committed seed and the orders at its close."""

from __future__ import annotations

import hashlib

from bridge.turns.seal import draw_label, in_force, mix, rerun_of

SEALED = [{"actor": "boris", "order": '{"kind":"none"}', "receipt": "b" * 64, "salt": "1" * 16},
          {"actor": "anna", "order": '{"kind":"move","to":"C3"}', "receipt": "a" * 64,
           "salt": "2" * 16}]
ORDERS = in_force(SEALED)


def test_the_orders_in_force_are_actor_and_canonical_order_sorted() -> None:
    assert ORDERS == ['anna:{"kind":"move","to":"C3"}', 'boris:{"kind":"none"}']


def test_the_mix_is_sha256_of_the_sorted_orders_one_per_line() -> None:
    expected = hashlib.sha256("\n".join(ORDERS).encode()).hexdigest()[:16]
    assert mix(ORDERS) == mix(list(reversed(ORDERS))) == expected


def test_any_order_changes_the_mix_but_not_the_forums_post_ids() -> None:
    assert mix(ORDERS) != mix([*ORDERS[:-1], 'boris:{"kind":"pass"}'])
    assert mix(ORDERS) != mix(ORDERS[:-1])
    elsewhere = [{**s, "receipt": "c" * 64, "salt": "3" * 16} for s in SEALED]  # other posts
    assert in_force(elsewhere) == ORDERS


def test_the_label_names_the_step_the_mix_and_the_rerun() -> None:
    assert draw_label("turn-3", ORDERS) == f"turn-3@{mix(ORDERS)}"
    assert draw_label("turn-3", ORDERS, 2) == f"turn-3@{mix(ORDERS)}#2"
    assert draw_label("round-1", []) == "round-1"  # no sealed orders: the key alone
    assert draw_label("round-1", [], 1) == "round-1#1"
    assert [rerun_of(label) for label in ("turn-3", f"turn-3@{mix(ORDERS)}#2", "x#10")] == [
        0, 2, 10]
