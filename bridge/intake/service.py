"""The game master's front door: what the webhook receiver, the worker and the tools call.

Input arrives as forum posts (recorded once per post version by the webhook receiver or the
backfill, `bridge.intake.recording`) and as the passing of time. Each recorded post is handed by the
bus (`bridge.handlers.bus`) to its handler (`bridge.handlers.routing`) in one unit of work; what the
bot must say is queued in the outbox in that same transaction, so a state change and its messages
are stored together or not at all. Deadlines and reviews are run by `bridge.turns.due`. `GameMaster`
holds the parts the handlers need and nothing else: it is stateless between calls (the
database is the truth), and each method is one hop to the function that does the work.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from bridge.catalogs import Catalogs
from bridge.config import Config
from bridge.db import Database, GameRow
from bridge.delivery.forum import Forum
from bridge.handlers import bus, creation, discobot, members
from bridge.intake import recording
from bridge.intake.inbound import IncomingPost
from bridge.publishing import status
from bridge.publishing.parts import Parts
from bridge.publishing.publish import Publisher
from bridge.publishing.status import Surface
from bridge.texts import Texts
from bridge.turns import due
from bridge.turns import resolution as turns


class GameMaster:
    """The service: one instance per process."""

    def __init__(
        self, db: Database, config: Config, clock: Callable[[], datetime],
        texts: Texts | None = None,
    ) -> None:
        publisher = Publisher(texts or Texts(
            dice_trigger=discobot.trigger(config.forum_locale),
            catalogs=Catalogs(extra=config.locale_paths or None)))
        self.parts = Parts(db=db, config=config, clock=clock, publisher=publisher,
                           bot=config.discourse_api_username.lower())

    @property
    def db(self) -> Database:
        return self.parts.db

    @property
    def config(self) -> Config:
        return self.parts.config

    @config.setter
    def config(self, config: Config) -> None:
        """New settings (a demo learns its public address once its server runs)."""
        self.parts = dataclasses.replace(self.parts, config=config)

    @property
    def clock(self) -> Callable[[], datetime]:
        return self.parts.clock

    @property
    def publisher(self) -> Publisher:
        return self.parts.publisher

    @property
    def bot(self) -> str:
        return self.parts.bot

    # ----------------------------------------------------------------- posts coming in

    def inbound_key(self, post: IncomingPost, event: str = "") -> tuple[str, str, datetime]:
        return recording.inbound_key(self.parts, post, event)

    def record(self, post: IncomingPost, via: str,
               delivery: dict[str, Any] | None = None, event: str = "") -> bool:
        return recording.record(self.parts, post, via, delivery, event)

    def log_delivery(self, delivery: dict[str, Any], outcome: str,
                     post_id: int | None = None) -> None:
        recording.log_delivery(self.parts, delivery, outcome, post_id)

    def refused(self, reason: str) -> None:
        recording.count_refusal(self.parts, reason)

    def membership(self, post: IncomingPost) -> bool:
        """A small action in a private conversation: someone invited into or removed from
        it (`bridge.handlers.members`), in one short transaction."""
        with self.db.unit() as session:
            return members.on_action(session, self.publisher, topic_id=post.topic_id,
                                     action=post.action_code, actor=post.username,
                                     who=post.action_code_who, bot=self.bot, now=self.clock())

    def check_members(self, topic_id: int, participants: tuple[str, ...]) -> bool:
        """Who the forum says is in a conversation of a game's (`bridge.handlers.members.sync`)."""
        with self.db.unit() as session:
            return members.sync(session, self.publisher, topic_id=topic_id,
                                participants=participants, bot=self.bot, now=self.clock())

    def process_pending(self, forum: Forum | None = None, limit: int = 500) -> int:
        return bus.process_pending(self.parts, forum, limit)

    # ----------------------------------------------------------------- time passing

    def run_due(self) -> int:
        return due.run_due(self.parts)

    def next_due(self) -> datetime | None:
        return due.next_due(self.parts)

    def active_topics(self, due_only: bool = False) -> dict[int, datetime | None]:
        return due.active_topics(self.parts, due_only)

    def due_topics(self) -> dict[int, due.DueTopic]:
        return due.due_topics(self.parts)

    # ----------------------------------------------------------------- tools and pages

    def create_game(self, session: Session, gm: str, kind: str, title: str, language: str,
                    settings: dict[str, Any], pinned: dict[str, Any] | None = None) -> GameRow:
        return creation.create_game(self.parts, session, gm, kind, title, language, settings,
                                    pinned)

    def start(self, session: Session, game: GameRow) -> None:
        turns.start(self.parts, session, game)

    def status(self, game_id: int, viewer: str | None = None) -> dict[str, Any] | None:
        return status.status(self.parts, game_id, viewer)

    def surface(self, game_id: int, kind: str) -> Surface | None:
        return status.surface(self.parts, game_id, kind)
