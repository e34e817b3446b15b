"""Status posts kept current in any topic: a moderator's `@bot statut 3` (the bot answers
with the status and edits that answer as the game moves) and status markers in anyone's post
(`[gamemaster status 3]`, see `bridge.publishing.markers`), which the bot replaces in that post.
Every text is built from the game's public status (`bridge.publishing.status`).
"""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow, StatusEmbedRow, find_game
from bridge.delivery.outbox import enqueue, queue_edit
from bridge.publishing import markers
from bridge.publishing.parts import Parts
from bridge.publishing.status import page_url, status_of, topic_url
from rules import registry
from rules.base import PUBLIC
from rules.reader import own_words


def embed_request(parts: Parts, session: Session, row: InboundRow) -> bool:
    """A moderator's `@bot status <game>` in any topic: post the game's live status
    there, and keep that post up to date."""
    request = rf"@{re.escape(parts.bot)}\s+(?:status|statut|статус)\s+#?(\d{{1,12}})\b"
    match = re.search(request, own_words(row.raw), re.IGNORECASE)
    if match is None or not row.staff:
        return False
    game = find_game(session, int(match.group(1)))
    if game is None:
        return False
    if session.scalar(select(StatusEmbedRow.id).where(
            StatusEmbedRow.game_id == game.id, StatusEmbedRow.topic_id == row.topic_id)):
        refresh_embeds(parts, session, game)
        return True
    message = enqueue(session, key=f"in{row.id}:embed", kind="reply",
                      raw=embed_text(parts, session, game), now=parts.clock(),
                      game_id=game.id, discourse_topic_id=row.topic_id,
                      reply_to_post_number=row.post_number)
    if message is not None:
        session.add(StatusEmbedRow(game_id=game.id, topic_id=row.topic_id,
                                   outbox_id=message.id))
    return True


def status_markers(parts: Parts, session: Session, row: InboundRow) -> bool:
    """A post holding status markers (`[gamemaster status 3]`) in a topic that is no
    game's: the bot fills them in, in that same post (`bridge.publishing.markers`). False when the
    post has no marker the bot takes and never had."""
    return markers.on_post(
        session, row, bot=parts.bot, now=parts.clock(), lock=parts.db.is_postgres,
        block=lambda game: embed_text(parts, session, game),
        may_mark=lambda game: row.staff or _runs(game, row.username))


def _runs(game: GameRow, username: str) -> bool:
    """Whether a forum user is the game's GM or one of its co-GMs."""
    wanted = username.casefold()
    return wanted in (str(name).casefold() for name in [game.gm, *game.co_gms])


def embed_text(parts: Parts, session: Session, game: GameRow) -> str:
    """The status a status post shows, in the game's language: the same text in an
    answer to `@bot statut N` and in a marker's block."""
    rules = registry.get(game.kind)
    names = rules.names if rules is not None else {}
    lang = game.language
    return parts.publisher.text(
        session, game, PUBLIC, "bridge", "status_embed",
        status=status_of(session, game, None),
        name=names.get(lang) or names.get("en") or game.kind,
        page_url=page_url(parts, game), topic_url=topic_url(parts, session, game))


def refresh_embeds(parts: Parts, session: Session, game: GameRow) -> None:
    """After any change of the game: new text for every live status post of this game
    (answers to `@bot statut N`, and posts with its marker), one edit per post, queued
    only when the text changes."""
    session.flush()
    now = parts.clock()
    text = None
    for embed in session.scalars(select(StatusEmbedRow).where(
            StatusEmbedRow.game_id == game.id).order_by(StatusEmbedRow.id)):
        text = text if text is not None else embed_text(parts, session, game)
        if markers.normal(text) == markers.normal(markers.last_text(session,
                                                                    embed.outbox_id)):
            continue
        embed.revision += 1
        queue_edit(session, anchor=embed.outbox_id, raw=text, now=now,
                   key=f"g{game.id}:embed{embed.id}:r{embed.revision}",
                   game_id=game.id, topic_id=embed.topic_id)
    markers.refresh(session, game, bot=parts.bot, now=now, lock=parts.db.is_postgres,
                    block=lambda shown: embed_text(parts, session, shown))

