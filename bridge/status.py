"""Live status: the public status of a game, and the status posts moderators embed in any
topic (`@bot statut 3`), edited each time the game moves."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, InboundRow, StatusEmbedRow, find_game
from bridge.outbox import enqueue
from bridge.parts import ServiceParts
from rules import registry
from rules.base import PUBLIC, Game
from rules.reader import own_words


class StatusPosts(ServiceParts):
    """Status views and embedded status posts, mixed into `GameMaster`."""

    def _embed_request(self, session: Session, row: InboundRow) -> bool:
        """A moderator's `@bot status <game>` in any topic: post the game's live status
        there, and keep that post up to date."""
        request = rf"@{re.escape(self.bot)}\s+(?:status|statut|статус)\s+#?(\d{{1,12}})\b"
        match = re.search(request, own_words(row.raw), re.IGNORECASE)
        if match is None or not row.staff:
            return False
        game = find_game(session, int(match.group(1)))
        if game is None:
            return False
        if session.scalar(select(StatusEmbedRow.id).where(
                StatusEmbedRow.game_id == game.id, StatusEmbedRow.topic_id == row.topic_id)):
            self._refresh_embeds(session, game)
            return True
        message = enqueue(session, key=f"in{row.id}:embed", kind="reply",
                          raw=self._embed_text(session, game), now=self.clock(),
                          game_id=game.id, discourse_topic_id=row.topic_id,
                          reply_to_post_number=row.post_number)
        if message is not None:
            session.add(StatusEmbedRow(game_id=game.id, topic_id=row.topic_id,
                                       outbox_id=message.id))
        return True

    def _embed_text(self, session: Session, game: GameRow) -> str:
        return self.publisher.text(session, game, PUBLIC, "bridge", "status_embed",
                                   status=self._status(session, game, None))

    def _refresh_embeds(self, session: Session, game: GameRow) -> None:
        """Queue new text for every live status post of this game."""
        session.flush()
        for embed in session.scalars(select(StatusEmbedRow).where(
                StatusEmbedRow.game_id == game.id)):
            embed.revision += 1
            enqueue(session, key=f"g{game.id}:embed{embed.id}:r{embed.revision}", kind="edit",
                    raw=self._embed_text(session, game), now=self.clock(), game_id=game.id,
                    discourse_topic_id=embed.topic_id, edit_of=embed.outbox_id)

    def status(self, game_id: int, viewer: str | None = None) -> dict[str, Any] | None:
        """A game's live status as `viewer` (None: public, GM: the GM) may see it."""
        with self.db.unit() as session:
            game = find_game(session, game_id)
            return None if game is None else self._status(session, game, viewer)

    def _status(self, session: Session, game: GameRow, viewer: str | None) -> dict[str, Any]:
        """The status of a game as `viewer` may see it (views filter every secret)."""
        rules = registry.get(game.kind)
        assert rules is not None
        view = rules.view(game.state, viewer) if game.state is not None else {}
        shaped = getattr(rules, "status", None)  # the game's own status fields, if any
        if shaped is not None and game.state is not None:
            view = {**view, **shaped(view)}
        return {
            **view,
            "game_id": game.id,
            "kind": game.kind,
            "title": game.title,
            "status": game.status,
            "players": view.get("players") or [
                {"name": p.username} for p in self._players(session, game)],
            "deadline": self._deadline(game, rules, viewer),
        }

    @staticmethod
    def _deadline(game: GameRow, rules: Game, viewer: str | None) -> str | None:
        """The next deadline this viewer is told about: a step announced to all, or one that
        awaits them (the GM sees every step). A hidden step's window (the stranded weapons'
        redistribution) would tell the table what happened in a room."""
        if game.state is None:
            return None
        deadlines = [s.deadline_at for s in open_steps.told(game, rules, viewer)
                     if s.deadline_at is not None]
        return min(deadlines).isoformat() if deadlines else None
