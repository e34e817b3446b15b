"""Live status: the public status of a game, and the public surfaces that show it to
anyone (the status page, `status.json`, `status.txt`, the latest public picture). The status
posts kept current in topics are `bridge.publishing.embeds`.

Every surface is built from the game's public view, `view(state, None)`, and never from the
GM's: secrets are filtered in the game's `view`, in one place.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import DecisionRow, GameRow, PlayerRow, ResolutionRow, TopicRow, find_game
from bridge.players import players_of
from bridge.publishing.parts import Parts
from bridge.publishing.publish import picture_view
from rules import registry
from rules.base import Game

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



def status(parts: Parts, game_id: int, viewer: str | None = None) -> dict[str, Any] | None:
    """A game's live status as `viewer` (None: public, GM: the GM) may see it."""
    with parts.db.unit() as session:
        game = find_game(session, game_id)
        return None if game is None else status_of(session, game, viewer)


def status_of(session: Session, game: GameRow, viewer: str | None) -> dict[str, Any]:
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
            {"name": p.username} for p in players_of(session, game)],
        "deadline": _deadline(game, rules, viewer),
        "paused": open_steps.paused(game) is not None,
    }


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


def surface(parts: Parts, game_id: int, kind: str) -> Surface | None:
    """One public surface of a game (`SURFACES`): the status page, its JSON, its text,
    or the latest public picture; None for an unknown game, or a game with no picture
    when the picture is asked for."""
    with parts.db.unit() as session:
        game = find_game(session, game_id)
        if game is None:
            return None
        if kind == "picture":
            body = public_picture(game)
            if body is None:
                return None
        elif kind == "json":
            body = json.dumps(public_json(parts, session, game), ensure_ascii=False,
                              sort_keys=True, default=str).encode()
        elif kind == "text":
            body = parts.publisher.texts.render(
                "bridge", "status_page", game.language, zone(game),
                status=status_of(session, game, None)).encode()
        else:
            body = page(parts, session, game).encode()
        return Surface(body, SURFACES[kind], entity_tag(body),
                       _changed_at(session, game))


def page(parts: Parts, session: Session, game: GameRow) -> str:
    """The status page: real HTML from `templates/bridge/status_page.<lang>.html.j2` with
    the game's own piece (`templates/<game>/status.<lang>.html.j2`), every value
    escaped."""
    texts = parts.publisher.texts
    rules = registry.get(game.kind)
    assert rules is not None
    lang = game.language
    status = status_of(session, game, None)
    piece = (texts.html_name(game.kind, "status", lang)
             or texts.html_name("bridge", "status_game", lang))
    assert piece is not None
    paused = open_steps.paused(game) is not None
    return texts.html(
        "bridge", "status_page", lang, zone(game), status=status, piece=piece[0],
        name=rules.names.get(lang) or rules.names.get("en") or game.kind,
        deadline=status["deadline"] if status["status"] == "running" and not paused
        else None,
        paused=paused, topic_url=topic_url(parts, session, game),
        picture="board.png" if public_picture(game) is not None else None,
        style=texts.verbatim("bridge", "status_style.html.j2"))


def public_json(parts: Parts, session: Session, game: GameRow) -> dict[str, Any]:
    """`status.json`: the public status, with where to read and see more."""
    base = f"{parts.config.public_url}/games/{game.id}"
    return {
        **status_of(session, game, None),
        "language": game.language,
        "timezone": zone(game),
        "topic_url": topic_url(parts, session, game),
        "page_url": f"{base}/status",
        "picture_url": f"{base}/board.png" if public_picture(game) else None,
    }


def public_picture(game: GameRow) -> bytes | None:
    """The game's latest public picture: `picture(view(state, None))`; None before the
    start or for a game that draws none."""
    if game.state is None:
        return None
    rules = registry.get(game.kind)
    if rules is None:
        return None
    view = picture_view(game, rules.view(game.state, None), game.language)
    return _drawn(game.kind, json.dumps(view, sort_keys=True, default=str))


def _changed_at(session: Session, game: GameRow) -> datetime | None:
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


def topic_url(parts: Parts, session: Session, game: GameRow) -> str | None:
    """The game topic's address on the forum, once the topic exists."""
    topic = session.scalar(select(TopicRow.discourse_id).where(
        TopicRow.game_id == game.id, TopicRow.role == "game"))
    return f"{parts.config.discourse_url}/t/{topic}" if topic is not None else None


def page_url(parts: Parts, game: GameRow) -> str:
    return f"{parts.config.public_url}/games/{game.id}/status"


def zone(game: GameRow) -> str:
    return str(game.settings.get("timezone", "Europe/Paris"))

