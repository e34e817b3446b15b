"""A table nobody plays at pauses itself.

A step that closes by its deadline with no order from anyone is an idle turn: its resolution
keeps `inputs["closed"] == DEADLINE` and no orders. After the game's `pause_after` idle
turns in a row (a setting of the bridge, 0: never; a live game such as Highway Romantics
says 3), the table pauses exactly as the GM's `pause` does, says so once in the game's
topic and tells the GM in the GM desk how to resume it. The run is read from the game's
resolutions, newest first, and begins again after every pause or resume in the audit log:
an order, a GM's `skip` or `close`, a step that ends early, any resolution not idle breaks
it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import DecisionRow, GameRow, ResolutionRow
from bridge.publishing.publish import Message, Publisher
from rules.base import GM, PUBLIC, Game

DEADLINE = "deadline"
"""`inputs["closed"]` of a resolution whose step closed because its deadline came."""


def pause_after(settings: dict[str, Any]) -> int:
    """The `pause_after` setting: idle turns in a row before the table pauses (0: never)."""
    value = settings.get("pause_after") or 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def run(session: Session, game: GameRow, most: int) -> int:
    """How many of the game's latest resolutions, in a row and at most `most`, are idle
    turns since the table last paused or resumed."""
    since = session.scalar(select(func.max(DecisionRow.at)).where(
        DecisionRow.game_id == game.id, DecisionRow.action.in_(("pause", "resume"))))
    query = select(ResolutionRow).where(ResolutionRow.game_id == game.id,
                                        ResolutionRow.status != "discarded")
    if since is not None:
        query = query.where(ResolutionRow.created_at > since)
    count = 0
    for row in session.scalars(query.order_by(ResolutionRow.id.desc()).limit(most)):
        if row.orders or (row.inputs or {}).get("closed") != DEADLINE:
            break
        count += 1
    return count


def pause_if_idle(session: Session, game: GameRow, rules: Game, publisher: Publisher,
                  bot: str, now: datetime) -> bool:
    """After a step closed by its deadline: pause the table if that makes `pause_after`
    idle turns in a row, told once in public and to the GM. True when it paused."""
    most = pause_after(game.settings or {})
    if not most or run(session, game, most) < most or not open_steps.pause(game, rules, now):
        return False
    session.add(DecisionRow(game_id=game.id, at=now, by=bot, action="pause",
                            detail={"idle": most}))
    current = open_steps.current(game, rules)
    deadline = current[0].deadline_at.isoformat() if current and current[0].deadline_at \
        else None
    publisher.queue(session, game, [
        Message(PUBLIC, publisher.text(session, game, PUBLIC, "bridge", "table_paused",
                                       minutes=0, deadline=deadline, idle=most)),
        Message(GM, publisher.text(session, game, GM, "bridge", "paused", changed=True,
                                   minutes=0, idle=most)),
    ], f"g{game.id}:idle:{now.isoformat()}", now)
    return True
