"""Orders: read, checked and stored, each answered privately in the player's language.

The order in force for an actor in a step is the latest by (send time, post id): a player who
changes their mind loses their place in the queue, and a late-arriving copy of an old message
cannot override a newer order. A refused message changes nothing stored.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow, OrderRow
from bridge.parts import ServiceParts
from rules import registry
from rules.base import Accepted, Context, Order, Rejection, Submitted
from rules.reader import own_words


class Orders(ServiceParts):
    """Order handling, mixed into `GameMaster`."""

    def _context(self, session: Session, game: GameRow, row: InboundRow, channel: Any) -> Context:
        player = self._player(session, game, row.username)
        lang = player.language if player else game.language
        return Context(speaker=player.username if player else row.username, channel=channel,
                       language=lang, sent_at=row.sent_at, post_id=row.post_id)

    def _order(
        self, session: Session, row: InboundRow, game: GameRow, speaker: str, channel: Any
    ) -> None:
        """Read, check and store one order; answer the speaker privately either way."""
        rules = registry.get(game.kind)
        assert rules is not None
        player = self._player(session, game, speaker)
        if player is None:
            self._private(session, game, row, speaker, "not_in_game")
            return
        step = rules.step(game.state) if game.state is not None else None

        def refuse(code: str, **params: Any) -> None:
            self._private(session, game, row, player.username, "refused", code=code,
                          step=step.number if step else 0, **params)

        if game.status == "signup":
            refuse("not_started")
            return
        if game.status in ("finished", "cancelled") or step is None or game.state is None:
            refuse("game_over")
            return
        if game.status == "review" or (game.deadline_at and row.sent_at >= game.deadline_at):
            refuse("results_pending")
            return
        if game.step_opened_at and row.sent_at < game.step_opened_at:
            refuse("wrong_step")
            return
        if step.channel != channel:
            refuse("wrong_channel", channel=step.channel)
            return
        ctx = Context(speaker=player.username, channel=channel, language=player.language,
                      sent_at=row.sent_at, post_id=row.post_id)
        text = own_words(row.raw) if channel != "discobot" else row.raw
        reading = rules.parse(game.state, ctx, text)
        verdict: Accepted | Rejection = reading if isinstance(reading, Rejection) else \
            rules.accept(game.state, ctx, reading, self._in_force(session, game, step.key))
        view = rules.view(game.state, player.username)
        if isinstance(verdict, Accepted) and verdict.actor not in step.awaited:
            # The actor, not the speaker: a clan chief may act for a warrior who is awaited.
            refuse("not_awaited")
            return
        if isinstance(verdict, Rejection):
            self._private(session, game, row, player.username, "order_refused",
                          code=verdict.code, params=verdict.params, view=view,
                          step=step.number)
            return
        session.add(OrderRow(game_id=game.id, step_key=step.key, actor=verdict.actor,
                             speaker=player.username, kind=verdict.order.kind,
                             params=verdict.order.params, sent_at=row.sent_at,
                             post_id=row.post_id, received_at=self.clock()))
        session.flush()
        in_force = self._in_force(session, game, step.key).get(verdict.actor)
        self._private(session, game, row, player.username, "order_taken",
                      order={"kind": verdict.order.kind, **verdict.order.params},
                      sent_at=row.sent_at.isoformat(), actor=verdict.actor,
                      superseded=in_force is not None and in_force.post_id != row.post_id,
                      step=step.number, view=view, params=verdict.params,
                      deadline=game.deadline_at.isoformat() if game.deadline_at else None)
        if step.early and self._all_in(session, game, step.key, step.awaited):
            self.resolve(session, game)

    def _order_rows(self, session: Session, game: GameRow, step_key: str) -> dict[str, OrderRow]:
        """The order in force per actor: the latest by (send time, post id)."""
        rows = session.scalars(
            select(OrderRow)
            .where(OrderRow.game_id == game.id, OrderRow.step_key == step_key)
            .order_by(OrderRow.sent_at, OrderRow.post_id, OrderRow.id)
        )
        return {row.actor: row for row in rows}

    def _in_force(self, session: Session, game: GameRow, step_key: str) -> dict[str, Submitted]:
        """The step's orders in force by actor, as the game sees them."""
        return {actor: Submitted(Order(row.kind, dict(row.params)), row.sent_at, row.post_id,
                                 row.speaker)
                for actor, row in self._order_rows(session, game, step_key).items()}

    def _all_in(self, session: Session, game: GameRow, step_key: str,
                awaited: tuple[str, ...]) -> bool:
        return set(awaited) <= set(self._order_rows(session, game, step_key))
