"""Sealed orders: every order stored gets a receipt that can be checked once its salt is shown.

The receipt is SHA-256 of `<salt>:<canonical order>`, where the canonical order is the JSON of
{"kind": ..., every parameter} with sorted keys and no spaces (`{"kind":"move","to":"C3"}`),
and the salt 16 hex characters of its own, derived from the game's secret seed (HMAC-SHA-256
of the order's place: game, step, actor, post), so that a replay gives the same receipts and
nobody can guess a salt before it is shown. The player's acknowledgement carries the
receipt; when a step of private orders closes, the bot publishes every receipt in force at the
end of the results, in one folded block, with their salts when the results make the orders
public (the mud fight); else the salts come out at the end of the game. Anyone checks one with
`printf '%s' '<salt>:<canonical order>' | sha256sum`.

The orders in force when a step closes also seed its draws (`draw_label`): a step's dice
come from the game's committed seed and those orders together, so a GM who chose the seed
still cannot know a draw before the players' orders are in.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bridge.db import OrderRow


def canonical(kind: str, params: dict[str, Any]) -> str:
    """The order as the receipt hashes it."""
    return json.dumps({"kind": kind, **params}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


def receipt(salt: str, kind: str, params: dict[str, Any]) -> str:
    """SHA-256 (hex) of `<salt>:<canonical order>`."""
    return receipt_of(salt, canonical(kind, params))


def receipt_of(salt: str, order: str) -> str:
    """The receipt of an order already in its canonical form (as the results show it)."""
    return hashlib.sha256(f"{salt}:{order}".encode()).hexdigest()


def seal_salt(seed: str, place: str) -> str:
    """The salt of an order at `place`, from the game's secret seed."""
    return hmac.new(seed.encode(), place.encode(), hashlib.sha256).hexdigest()[:16]


def sealed(seed: str, **fields: Any) -> OrderRow:
    """An order row with its salt and receipt (`seed`: the game's secret seed)."""
    place = f"{fields['game_id']}:{fields['step_key']}:{fields['actor']}:{fields['post_id']}"
    salt = seal_salt(seed, place)
    return OrderRow(**fields, salt=salt,
                    receipt=receipt(salt, str(fields["kind"]), dict(fields["params"])))


def in_force(sealed_orders: Iterable[Mapping[str, Any]]) -> list[str]:
    """The sealed orders of a step as its draws take them: `actor:canonical order`, sorted."""
    return sorted(f"{s['actor']}:{s['order']}" for s in sealed_orders)


def mix(orders: Iterable[str]) -> str:
    """What a step's draws add to the seed: the first 16 hex characters of SHA-256 of the
    orders in force when the step closed (`in_force`), sorted, one per line. Fixed only when
    the players' orders are in, so nobody (a GM who chose the seed included) knows a draw
    before; the receipts published at the close commit to them, and anyone checks the mix once
    the salts show the orders. Not the receipts themselves: a salt hangs on the forum's post
    id, and the same orders must give the same draws on any forum (a replay, a restored
    copy)."""
    return hashlib.sha256("\n".join(sorted(orders)).encode()).hexdigest()[:16]


def draw_label(key: str, orders: Sequence[str], rerun: int = 0) -> str:
    """The label of a step's draws (`Chance(seed, label)`): the step key, `@` and the mix of
    its orders at the close when it has sealed orders, then `#n` after the GM's n-th rerun
    (`turn-3@5d41402abc4b2a76#1`)."""
    label = f"{key}@{mix(orders)}" if orders else key
    return f"{label}#{rerun}" if rerun else label


def rerun_of(label: str) -> int:
    """The GM's rerun that a draws' label names (`turn-3@…#2` → 2), 0 for the first draw."""
    return int(label.rpartition("#")[2]) if "#" in label else 0
