"""Whether a mud-fight order may be given from where its player stands (`check_order`): the
check every order read (`rules.mud.orders`) and every order re-checked at the desk goes through."""

from __future__ import annotations

from collections.abc import Mapping

from rules.base import Order, Rejection
from rules.mud.maps import Board
from rules.reader import key

THROW_NUMBERS = range(1, 6)
"""The numbers a throw may carry (1 to 5)."""


def check_order(
    order: Order, *, speaker: str, board: Board, positions: Mapping[str, str]
) -> Rejection | None:
    """Whether `speaker` may give `order` from where they stand: None, or the rejection.

    A move must go to an intersection of the board one street away; a throw needs a number from 1
    to 5 and another player on a neighbouring intersection. An off-board place or a throw at
    oneself is reported as such, never as merely 'not adjacent'."""
    here = positions.get(speaker)
    around = board.neighbours(here) if here is not None and here in board.places else []
    in_reach = [name for name, at in positions.items() if at in around and name != speaker]
    choices = {"from": here, "neighbours": around, "in_reach": in_reach}
    if order.kind == "pass":
        return None
    if order.kind == "move":
        wanted = order.params.get("to")
        if not isinstance(wanted, str):
            return Rejection("not_an_order", {})
        label = board.label(wanted)
        if label is None:
            return Rejection("off_board", {"to": wanted, **choices})
        if label not in around:
            return Rejection("not_adjacent", {"to": label, **choices})
        return None
    if order.kind == "throw":
        target = order.params.get("target")
        number = order.params.get("number")
        if not isinstance(target, str):
            return Rejection("ambiguous", {"why": "no_target"})
        if isinstance(number, bool) or not isinstance(number, int):
            return Rejection("ambiguous", {"why": "no_number"})
        if number not in THROW_NUMBERS:
            return Rejection("invalid_number", {"number": number})
        if target == speaker or key(target) == key(speaker):
            return Rejection("self_target", {"target": target})
        if target not in positions:
            return Rejection("unknown_player", {"name": target})
        if positions[target] not in around:
            return Rejection("not_adjacent", {"target": target, "at": positions[target], **choices})
        return None
    return Rejection("not_an_order", {"kind": order.kind})
