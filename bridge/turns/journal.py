"""A game's audit log: the GM's decisions kept (`decide`) and read back (`overridden`), so
that the results of a step name whose orders the GM set or withdrew."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import DecisionRow, GameRow
from bridge.publishing.parts import Parts


def overridden(session: Session, game_id: int, step_key: str) -> dict[str, bool]:
    """The players whose order in a step the GM changed while reviewing its draft (`override`
    in the audit log): True when the GM set it, False when the GM withdrew it; the latest
    change of each counts."""
    changes: dict[str, bool] = {}
    for detail in session.scalars(select(DecisionRow.detail).where(
            DecisionRow.game_id == game_id, DecisionRow.step_key == step_key,
            DecisionRow.action == "override").order_by(DecisionRow.id)):
        changes[str(detail.get("player", ""))] = detail.get("order") is not None
    return changes



def decide(parts: Parts, session: Session, game: GameRow, by: str, action: str,
           step_key: str = "", **detail: Any) -> None:
    """Keep a GM decision in the game's audit log."""
    session.add(DecisionRow(game_id=game.id, at=parts.clock(), by=by, action=action,
                            step_key=step_key, detail=detail))

