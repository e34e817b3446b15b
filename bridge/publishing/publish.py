"""Turning what a game says (notices) into outgoing messages, one post per audience.

Every text comes from a template; every template sees only the view of its audience, so a
secret can only reach a post through a notice addressed to someone allowed to see it.
Messages to one audience in one publication are joined into one post: a turn costs one API
call per audience, which matters under the forum-wide limit of 60 admin API calls a minute.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, OutboxRow, PlayerRow, TopicRow
from bridge.delivery.outbox import enqueue, queue_edit
from bridge.texts import Texts
from rules.base import GM, PUBLIC, Game, Notice

SEPARATOR = "\n\n---\n\n"


@dataclass
class Message:
    """A rendered text for one audience: PUBLIC, GM, a player, or a group (tuple)."""

    audience: str | tuple[str, ...]
    raw: str
    picture: bytes | None = None
    keeps: str = ""
    """The post it keeps current, when its notice names one (`rules.base.Notice.keeps`)."""

    def to_json(self) -> dict[str, Any]:
        """Stored form (drafts keep the text; pictures are re-drawn at publication)."""
        audience = list(self.audience) if isinstance(self.audience, tuple) else self.audience
        return {"audience": audience, "raw": self.raw, "picture": self.picture is not None,
                **({"keeps": self.keeps} if self.keeps else {})}


def viewer_of(audience: str | tuple[str, ...]) -> str | None:
    """Whose view an audience gets: the public one for the topic and for groups."""
    return None if audience == PUBLIC or isinstance(audience, tuple) else audience


def picture_view(game: GameRow, view: dict[str, Any], language: str) -> dict[str, Any]:
    """The view a game's picture is drawn from: the audience's view with the game's title
    (as the GM named it) and the reader's language, for the title bar (title and kind) and
    what the picture writes as the texts do (a Russian game's cells in Cyrillic). Neither
    is a secret: the topic's title and the post's language say both."""
    return {**view, "title": game.title, "language": language}


def kept_key(game: GameRow, name: str) -> str:
    """The outbox key of the message that made a kept post (`Notice.keeps`), found again by
    every later version of it."""
    return f"g{game.id}:keeps:{name}"[:128]


def audience_key(audience: str | tuple[str, ...]) -> str:
    """A stable text name for an audience, short enough for an outbox key (a group of many
    long names is named by a digest)."""
    name = "+".join(sorted(audience)) if isinstance(audience, tuple) else audience
    if len(name) > 60:
        name = "group-" + hashlib.sha256(name.encode()).hexdigest()[:16]
    return name


def guests(game: GameRow) -> list[str]:
    """The forum users a game wants in every private desk (discobot, for dice rolled there:
    `Game.guests`)."""
    from rules import registry

    rules = registry.get(game.kind)
    found = getattr(rules, "guests", None)
    return list(found(dict(game.settings))) if found is not None else []


def group_owner(group: tuple[str, ...]) -> str:
    """How a group conversation's topic row names its members."""
    return ",".join(sorted(group))


class Publisher:
    """Renders notices and bridge texts for a game, and queues them."""

    def __init__(self, texts: Texts) -> None:
        self.texts = texts

    def language(self, session: Session, game: GameRow, audience: str | tuple[str, ...]) -> str:
        """The language to address an audience in: the player's own, else the game's."""
        return self._addressing(session, game, audience)[0]

    @staticmethod
    def _addressing(session: Session, game: GameRow, audience: str | tuple[str, ...]
                    ) -> tuple[str, dict[str, str]]:
        """An audience's language and the genders the game's players told, from one read of
        its players."""
        seats = session.execute(select(PlayerRow.username, PlayerRow.language, PlayerRow.gender)
                                .where(PlayerRow.game_id == game.id)).all()
        alone = isinstance(audience, str) and audience not in (PUBLIC, GM)
        language = next((lang for name, lang, _ in seats if alone and name == audience),
                        game.language)
        return language, {name.casefold(): gender for name, _, gender in seats if gender}

    def text(
        self, session: Session, game: GameRow, audience: str | tuple[str, ...], area: str,
        template: str, **params: Any,
    ) -> str:
        """Render one template for an audience of this game, with the genders its players
        told (`gender(name)` in a template) and who reads it (`reader`: a player alone,
        else "")."""
        language, genders = self._addressing(session, game, audience)
        reader = audience if isinstance(audience, str) and audience not in (PUBLIC, GM) else ""
        return self.texts.render(
            area,
            template,
            language,
            str(game.settings.get("timezone", "Europe/Paris")),
            game={"id": game.id, "title": game.title, "kind": game.kind, "gm": game.gm},
            **{"genders": genders, "reader": reader, **params},
        )

    def notices(
        self, session: Session, game: GameRow, rules: Game, state: dict[str, Any] | None,
        notices: list[Notice],
    ) -> list[Message]:
        """Render a game's notices, each with the view of its audience (an empty view during
        sign-up, when there is no state yet: the notice's params say all)."""
        messages = []
        for notice in notices:
            view = rules.view(state, viewer_of(notice.audience)) if state is not None else {}
            raw = self.text(session, game, notice.audience, game.kind, notice.template,
                            view=view, **notice.params)
            picture = (self.picture(session, game, rules, view, notice.audience)
                       if notice.picture and state is not None else None)
            messages.append(Message(notice.audience, raw, picture, notice.keeps))
        return messages

    def picture(self, session: Session, game: GameRow, rules: Game, view: dict[str, Any],
                audience: str | tuple[str, ...]) -> bytes | None:
        """An audience's picture: `rules.picture` of its view, titled, in its language."""
        return rules.picture(picture_view(game, view, self.language(session, game, audience)))

    @staticmethod
    def posts(messages: list[Message]) -> list[tuple[str, Message]]:
        """The posts messages make: one per audience (its texts joined, its first picture),
        in the order audiences first appear, each with its audience's key; a message that
        keeps a post current makes one of its own (the newest text of that post)."""
        grouped: dict[str, list[Message]] = {}
        for message in messages:
            name = audience_key(message.audience)
            grouped.setdefault(f"{name}:keeps:{message.keeps}" if message.keeps else name,
                               []).append(message)
        return [(name, Message(group[0].audience, SEPARATOR.join(m.raw.strip() for m in group),
                               next((m.picture for m in group if m.picture), None),
                               group[0].keeps))
                for name, group in grouped.items()]

    def queue(
        self, session: Session, game: GameRow, messages: list[Message], key: str, now: datetime
    ) -> None:
        """Queue messages, one post per audience, in the order audiences first appear."""
        for name, post in self.posts(messages):
            if post.keeps and self._keep(session, game, post, f"{key}:{name}", now):
                continue
            self._queue_one(session, game, post.audience, post.raw, post.picture,
                            kept_key(game, post.keeps) if post.keeps else f"{key}:{name}", now)

    @staticmethod
    def _keep(session: Session, game: GameRow, post: Message, key: str, now: datetime) -> bool:
        """A kept post's new text as an edit of the post its first message made (True), or
        False when there is none yet: the message makes it."""
        anchor = session.scalar(select(OutboxRow.id).where(
            OutboxRow.key == kept_key(game, post.keeps)))
        if anchor is None:
            return False
        queue_edit(session, anchor=anchor, key=f"{key}:edit", raw=post.raw, now=now,
                   game_id=game.id)
        return True

    def _queue_one(
        self, session: Session, game: GameRow, audience: str | tuple[str, ...], raw: str,
        picture: bytes | None, key: str, now: datetime,
    ) -> None:
        if audience == PUBLIC:
            topic = self.topic(session, game, "game", "")
        elif audience == GM:
            topic = self.topic(session, game, "gm", game.gm)
        elif isinstance(audience, tuple):
            topic = self.topic(session, game, "group", group_owner(audience))
        else:
            topic = self.topic(session, game, "player", audience)
        if topic is None:
            topic = self.open_topic(session, game, audience)
            title = topic.title
            recipients = (list(audience) if isinstance(audience, tuple)
                          else [audience, *guests(game)])
            enqueue(session, key=key, kind="pm", raw=raw, now=now, game_id=game.id,
                    topic=topic, title=title, recipients=recipients, picture=picture)
            return
        enqueue(session, key=key, kind="reply", raw=raw, now=now, game_id=game.id, topic=topic,
                picture=picture)

    def close(self, session: Session, game: GameRow, group: tuple[str, ...], key: str,
              now: datetime) -> None:
        """Close a group conversation on the forum once what was queued for it is posted;
        the same players' next conversation will be a new topic."""
        topic = self.topic(session, game, "group", group_owner(group))
        if topic is None:
            return
        enqueue(session, key=f"{key}:close:{topic.id}", kind="close", raw="", now=now,
                game_id=game.id, topic=topic)
        topic.owner = f"{topic.owner}#{topic.id}"[:200]
        topic.closed_at = now

    @staticmethod
    def topic(session: Session, game: GameRow, role: str, owner: str) -> TopicRow | None:
        """A topic of this game by role and owner, if it exists (even if not yet created)."""
        return session.scalar(
            select(TopicRow).where(
                TopicRow.game_id == game.id, TopicRow.role == role, TopicRow.owner == owner
            )
        )

    def open_topic(
        self, session: Session, game: GameRow, audience: str | tuple[str, ...]
    ) -> TopicRow:
        """Register a private desk (or group conversation); the outbox creates it."""
        if isinstance(audience, tuple):
            role, owner = "group", group_owner(audience)
            title = self.text(session, game, audience, "bridge", "group_title",
                              members=list(audience))
        else:
            role, owner = "player", audience
            title = self.text(session, game, audience, "bridge", "desk_title", player=audience)
        topic = TopicRow(game_id=game.id, role=role, owner=owner, title=title.strip()[:250])
        session.add(topic)
        session.flush()
        return topic
