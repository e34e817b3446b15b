"""The order desk: reading a private message into an order and checking it against the state.

Reading (the grammar, French, English and Russian wording, changes of mind) belongs to
`rules.mud.orders.read_order`; this module only wires it in and re-checks the canonical order
against the positions at the start of the turn, which cannot change while the turn is open.
Canonical orders: `Order("move", {"to": "C3"})`, `Order("throw", {"target": "boris",
"number": 3})`, `Order("pass", {})`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.base import JSON, Accepted, Context, Order, Rejection
from rules.mud import state as st

MIN_NUMBER = 1
MAX_NUMBER = 5


def _refuse(state: JSON, player: str, code: str, **params: Any) -> Rejection:
    """A rejection that also names the valid choices (neighbours, players in reach)."""
    here = st.positions(state)[player]
    return Rejection(
        code,
        {
            "code": code,
            **params,
            "position": here,
            "neighbours": st.board(state).neighbours(here),
            "in_reach": st.in_reach(state, player),
        },
    )


def _number(value: Any) -> int | None:
    """The throw number as an int (a digit string is tolerated), None if it is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def speaker_check(state: JSON, speaker: str) -> str | Rejection:
    """The speaker's exact player name, or why they cannot give orders now."""
    if state["finished"]:
        return Rejection("game_over", {"code": "game_over"})
    name = st.find_player(state, speaker)
    if name is None:
        return Rejection("not_a_player", {"code": "not_a_player", "speaker": speaker})
    return name


def check_order(state: JSON, name: str, order: Order) -> Order | Rejection:
    """`order` in canonical form if `name` may give it this turn, else a coded rejection."""
    where = st.board(state)
    here = st.positions(state)[name]
    if order.kind == "pass":
        return Order("pass", {})
    if order.kind == "move":
        label = where.label(str(order.params.get("to", "")))
        if label is None:
            return _refuse(state, name, "off_board", to=str(order.params.get("to", "")))
        if label not in where.neighbours(here):
            return _refuse(state, name, "not_adjacent", to=label)
        return Order("move", {"to": label})
    if order.kind == "throw":
        raw_target = str(order.params.get("target", ""))
        target = st.find_player(state, raw_target)
        if target is None:
            return _refuse(state, name, "unknown_player", target=raw_target, name=raw_target)
        if target == name:
            return _refuse(state, name, "self_target", target=target)
        number = _number(order.params.get("number"))
        if number is None or not MIN_NUMBER <= number <= MAX_NUMBER:
            return _refuse(
                state,
                name,
                "invalid_number",
                target=target,
                number=order.params.get("number"),
                min=MIN_NUMBER,
                max=MAX_NUMBER,
            )
        if target not in st.in_reach(state, name):
            return _refuse(state, name, "not_adjacent", target=target)
        return Order("throw", {"target": target, "number": number})
    return _refuse(state, name, "not_an_order")


def canonical(order: Order) -> JSON:
    """An order as one JSON object: {"kind": "throw", "target": "boris", "number": 3}."""
    return {"kind": order.kind, **order.params}


def accept(state: JSON, ctx: Context, order: Order) -> Accepted | Rejection:
    """Validate `order` against the positions at the start of the turn.

    Orders in force do not matter: in the mud fight a later valid order simply replaces the
    earlier one (and its send time, so a player who changes their mind loses their place in
    the queue)."""
    name = speaker_check(state, ctx.speaker)
    if isinstance(name, Rejection):
        return name
    checked = check_order(state, name, order)
    if isinstance(checked, Rejection):
        return checked
    checked = replace(checked, doubt=order.doubt)  # the echo asks to confirm a doubtful reading
    return Accepted(
        actor=name,
        order=checked,
        params={
            "order": canonical(checked),
            "player": name,
            "turn": state["turn"],
            "sent_at": ctx.sent_at.isoformat(),
        },
    )


def parse(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    """Read a private message into an order with `rules.mud.orders.read_order`."""
    name = speaker_check(state, ctx.speaker)
    if isinstance(name, Rejection):
        return name
    from rules.mud.orders import read_order  # the reader belongs to its own module

    result = read_order(
        text,
        speaker=name,
        players=st.names(state),
        board=st.board(state),
        positions=st.positions(state),
    )
    if isinstance(result, Order | Rejection):
        return result
    raise TypeError(f"read_order returned {type(result).__name__}")
