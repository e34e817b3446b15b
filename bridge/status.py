"""Live status: the public status of a game, the public surfaces that show it to anyone
(the status page, `status.json`, `status.txt`, the latest public picture), and the status
posts kept current in any topic: a moderator's `@bot statut 3` (the bot answers with the
status and edits that answer as the game moves) and status markers in anyone's post
(`[gamemaster status 3]`, see `bridge.markers`), which the bot replaces in that post.

Every surface is built from the game's public view, `view(state, None)`, and never from the
GM's: secrets are filtered in the game's `view`, in one place.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridge import markers
from bridge import steps as open_steps
from bridge.db import (
    DecisionRow,
    GameRow,
    InboundRow,
    PlayerRow,
    ResolutionRow,
    StatusEmbedRow,
    TopicRow,
    find_game,
)
from bridge.outbox import enqueue
from bridge.parts import ServiceParts
from bridge.publish import picture_view
from rules import registry
from rules.base import PUBLIC, Game
from rules.reader import own_words

log = logging.getLogger(__name__)

SURFACES = {
    "page": "text/html; charset=utf-8",
    "json": "application/json",
    "text": "text/plain; charset=utf-8",
    "picture": "image/png",
}
"""The public surfaces of a game and their media types."""


@dataclass(frozen=True)
class Surface:
    """A public surface of a game, ready to serve: its bytes, media type, entity tag (a
    hash of the bytes) and the last moment the game is known to have changed."""

    body: bytes
    mimetype: str
    etag: str
    last_modified: datetime | None


def entity_tag(body: bytes) -> str:
    """The ETag of a body: the start of its SHA-256, so equal bodies have equal tags."""
    return hashlib.sha256(body).hexdigest()[:32]


@lru_cache(maxsize=64)
def _drawn(kind: str, view: str) -> bytes | None:
    """A game's picture of a public view (given as JSON), drawn once per view: a page, its
    picture and the JSON asked one after the other draw it once."""
    rules = registry.get(kind)
    if rules is None:
        return None
    try:
        return rules.picture(json.loads(view))
    except Exception:  # a picture that cannot be drawn must not take the page down
        log.exception("game kind %s: the public picture could not be drawn", kind)
        return None


class StatusPosts(ServiceParts):
    """Status views, public surfaces and status posts, mixed into `GameMaster`."""

    # ----------------------------------------------------------------- status posts

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

    def _status_markers(self, session: Session, row: InboundRow) -> bool:
        """A post holding status markers (`[gamemaster status 3]`) in a topic that is no
        game's: the bot fills them in, in that same post (`bridge.markers`). False when the
        post has no marker the bot takes and never had."""
        return markers.on_post(
            session, row, bot=self.bot, now=self.clock(), lock=self.db.is_postgres,
            block=lambda game: self._embed_text(session, game),
            may_mark=lambda game: row.staff or self._runs(game, row.username))

    @staticmethod
    def _runs(game: GameRow, username: str) -> bool:
        """Whether a forum user is the game's GM or one of its co-GMs."""
        wanted = username.casefold()
        return wanted in (str(name).casefold() for name in [game.gm, *game.co_gms])

    def _embed_text(self, session: Session, game: GameRow) -> str:
        """The status a status post shows, in the game's language: the same text in an
        answer to `@bot statut N` and in a marker's block."""
        rules = registry.get(game.kind)
        names = rules.names if rules is not None else {}
        lang = game.language
        return self.publisher.text(
            session, game, PUBLIC, "bridge", "status_embed",
            status=self._status(session, game, None),
            name=names.get(lang) or names.get("en") or game.kind,
            page_url=self._page_url(game), topic_url=self._topic_url(session, game))

    def _refresh_embeds(self, session: Session, game: GameRow) -> None:
        """After any change of the game: new text for every live status post of this game
        (answers to `@bot statut N`, and posts with its marker), one edit per post, queued
        only when the text changes."""
        session.flush()
        now = self.clock()
        text = None
        for embed in session.scalars(select(StatusEmbedRow).where(
                StatusEmbedRow.game_id == game.id).order_by(StatusEmbedRow.id)):
            text = text if text is not None else self._embed_text(session, game)
            if markers.normal(text) == markers.normal(markers.last_text(session,
                                                                        embed.outbox_id)):
                continue
            embed.revision += 1
            markers.queue_edit(session, anchor=embed.outbox_id, raw=text, now=now,
                               key=f"g{game.id}:embed{embed.id}:r{embed.revision}",
                               game_id=game.id, topic_id=embed.topic_id)
        markers.refresh(session, game, bot=self.bot, now=now, lock=self.db.is_postgres,
                        block=lambda shown: self._embed_text(session, shown))

    # ----------------------------------------------------------------- the status

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
            "paused": open_steps.paused(game) is not None,
        }

    @staticmethod
    def _deadline(game: GameRow, rules: Game, viewer: str | None) -> str | None:
        """The next deadline this viewer is told about: a step announced to all, or one that
        awaits them (the GM sees every step). A hidden step's window (the stranded weapons'
        redistribution) would tell the table what happened in a room. None while the table
        is paused: no deadline runs, and the one frozen would soon read as past."""
        if game.state is None or open_steps.paused(game) is not None:
            return None
        deadlines = [s.deadline_at for s in open_steps.told(game, rules, viewer)
                     if s.deadline_at is not None]
        return min(deadlines).isoformat() if deadlines else None

    # ----------------------------------------------------------------- public surfaces

    def surface(self, game_id: int, kind: str) -> Surface | None:
        """One public surface of a game (`SURFACES`): the status page, its JSON, its text,
        or the latest public picture; None for an unknown game, or a game with no picture
        when the picture is asked for."""
        with self.db.unit() as session:
            game = find_game(session, game_id)
            if game is None:
                return None
            if kind == "picture":
                body = self._public_picture(game)
                if body is None:
                    return None
            elif kind == "json":
                body = json.dumps(self._public_json(session, game), ensure_ascii=False,
                                  sort_keys=True, default=str).encode()
            elif kind == "text":
                body = self.publisher.texts.render(
                    "bridge", "status_page", game.language, self._zone(game),
                    status=self._status(session, game, None)).encode()
            else:
                body = self._page(session, game).encode()
            return Surface(body, SURFACES[kind], entity_tag(body),
                           self._changed_at(session, game))

    def _page(self, session: Session, game: GameRow) -> str:
        """The status page: real HTML from `templates/bridge/status_page.<lang>.html.j2` with
        the game's own piece (`templates/<game>/status.<lang>.html.j2`), every value
        escaped."""
        texts = self.publisher.texts
        rules = registry.get(game.kind)
        assert rules is not None
        lang = game.language
        status = self._status(session, game, None)
        piece = (texts.html_name(game.kind, "status", lang)
                 or texts.html_name("bridge", "status_game", lang))
        assert piece is not None
        paused = open_steps.paused(game) is not None
        return texts.html(
            "bridge", "status_page", lang, self._zone(game), status=status, piece=piece[0],
            name=rules.names.get(lang) or rules.names.get("en") or game.kind,
            deadline=status["deadline"] if status["status"] == "running" and not paused
            else None,
            paused=paused, topic_url=self._topic_url(session, game),
            picture="board.png" if self._public_picture(game) is not None else None,
            style=texts.verbatim("bridge", "status_style.html.j2"))

    def _public_json(self, session: Session, game: GameRow) -> dict[str, Any]:
        """`status.json`: the public status, with where to read and see more."""
        base = f"{self.config.public_url}/games/{game.id}"
        return {
            **self._status(session, game, None),
            "language": game.language,
            "timezone": self._zone(game),
            "topic_url": self._topic_url(session, game),
            "page_url": f"{base}/status",
            "picture_url": f"{base}/board.png" if self._public_picture(game) else None,
        }

    @staticmethod
    def _public_picture(game: GameRow) -> bytes | None:
        """The game's latest public picture: `picture(view(state, None))`; None before the
        start or for a game that draws none."""
        if game.state is None:
            return None
        rules = registry.get(game.kind)
        if rules is None:
            return None
        view = picture_view(game, rules.view(game.state, None), game.language)
        return _drawn(game.kind, json.dumps(view, sort_keys=True, default=str))

    def _changed_at(self, session: Session, game: GameRow) -> datetime | None:
        """The last moment the game is known to have changed: its creation, a sign-up, a
        resolution drafted or published, a GM decision."""
        moments = [game.created_at, *session.execute(select(
            select(func.max(PlayerRow.joined_at)).where(
                PlayerRow.game_id == game.id).scalar_subquery(),
            select(func.max(ResolutionRow.created_at)).where(
                ResolutionRow.game_id == game.id).scalar_subquery(),
            select(func.max(ResolutionRow.published_at)).where(
                ResolutionRow.game_id == game.id).scalar_subquery(),
            select(func.max(DecisionRow.at)).where(
                DecisionRow.game_id == game.id).scalar_subquery())).one()]
        known = [m for m in moments if m is not None]
        return max(known) if known else None

    def _topic_url(self, session: Session, game: GameRow) -> str | None:
        """The game topic's address on the forum, once the topic exists."""
        topic = session.scalar(select(TopicRow.discourse_id).where(
            TopicRow.game_id == game.id, TopicRow.role == "game"))
        return f"{self.config.discourse_url}/t/{topic}" if topic is not None else None

    def _page_url(self, game: GameRow) -> str:
        return f"{self.config.public_url}/games/{game.id}/status"

    @staticmethod
    def _zone(game: GameRow) -> str:
        return str(game.settings.get("timezone", "Europe/Paris"))

