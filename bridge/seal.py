"""Sealed orders: every order stored gets a receipt that can be checked once its salt is shown.

The receipt is SHA-256 of `<salt>:<canonical order>`, where the canonical order is the JSON of
{"kind": ..., every parameter} with sorted keys and no spaces (`{"kind":"move","to":"C3"}`),
and the salt 16 hex characters of its own, derived from the game's secret seed (HMAC-SHA-256
of the order's place: game, step, actor, post), so that a replay gives the same receipts and
nobody can guess a salt before it is shown. The player's acknowledgement carries the
receipt; when a step of private orders closes, the bot publishes every receipt in force before
the results; the salts come out with the results when the results make the orders public (the
mud fight), else at the end of the game. Anyone checks one with
`printf '%s' '<salt>:<canonical order>' | sha256sum`.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

from bridge.db import OrderRow


def canonical(kind: str, params: dict[str, Any]) -> str:
    """The order as the receipt hashes it."""
    return json.dumps({"kind": kind, **params}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


def receipt(salt: str, kind: str, params: dict[str, Any]) -> str:
    """SHA-256 (hex) of `<salt>:<canonical order>`."""
    return hashlib.sha256(f"{salt}:{canonical(kind, params)}".encode()).hexdigest()


def seal_salt(seed: str, place: str) -> str:
    """The salt of an order at `place`, from the game's secret seed."""
    return hmac.new(seed.encode(), place.encode(), hashlib.sha256).hexdigest()[:16]


def sealed(seed: str, **fields: Any) -> OrderRow:
    """An order row with its salt and receipt (`seed`: the game's secret seed)."""
    place = f"{fields['game_id']}:{fields['step_key']}:{fields['actor']}:{fields['post_id']}"
    salt = seal_salt(seed, place)
    return OrderRow(**fields, salt=salt,
                    receipt=receipt(salt, str(fields["kind"]), dict(fields["params"])))
