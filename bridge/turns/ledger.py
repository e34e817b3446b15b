"""The orders' ledger, read side: which order is in force for each actor in a step,
who answered, whether all are in, who is excused. Both the order handlers and the turns read
it; only `bridge.handlers.orders` writes it.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, OrderRow
from bridge.players import players_of
from bridge.publishing.parts import Parts
from rules.base import Order, Submitted

WITHDRAWN = ""


"""The kind of the GM's withdrawal of a player's order (`annuler l'ordre de @boris`): the
player then counts as silent."""



def submitted(row: OrderRow) -> Submitted:
    """A stored order as the game sees it."""
    return Submitted(Order(row.kind, dict(row.params), row.doubt), row.sent_at, row.post_id,
                     row.speaker, row.complete)






def order_rows(session: Session, game: GameRow, step_key: str) -> dict[str, OrderRow]:
    """The order in force per actor: the latest by (send time, post id); none when the
    latest is the GM's withdrawal (kind WITHDRAWN)."""
    rows = session.scalars(
        select(OrderRow)
        .where(OrderRow.game_id == game.id, OrderRow.step_key == step_key)
        .order_by(OrderRow.sent_at, OrderRow.post_id, OrderRow.id)
    )
    latest = {row.actor: row for row in rows}
    return {actor: row for actor, row in latest.items() if row.kind != WITHDRAWN}


def orders_in_force(session: Session, game: GameRow, step_key: str) -> dict[str, Submitted]:
    """The step's orders in force by actor, as the game sees them."""
    return {actor: submitted(row)
            for actor, row in order_rows(session, game, step_key).items()}


def who_answered(session: Session, game: GameRow, step_key: str) -> set[str]:
    """The actors whose answer to the step is complete."""
    return {actor for actor, row in order_rows(session, game, step_key).items()
            if row.complete}


def all_in(parts: Parts, session: Session, game: GameRow, step_key: str,
           awaited: tuple[str, ...]) -> bool:
    """Whether everyone a step waits for has answered, the players away or removed
    left out (their orders default)."""
    excused = excused_players(parts, session, game)
    return set(awaited) - excused <= who_answered(session, game, step_key)


def excused_players(parts: Parts, session: Session, game: GameRow) -> set[str]:
    """Players no step waits for: removed by the GM, or away (an absence they
    declared, not over yet)."""
    now = parts.clock()
    return {p.username for p in players_of(session, game)
            if p.removed or (p.away_until is not None and p.away_until > now)}

