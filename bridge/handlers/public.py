"""A game's public topic: sign-ups, withdrawals, posts during play, discobot's rolls.

In sign-up, the bridge's own words ("je participe", "je me retire") or the game's own
sign-up (`bridge.handlers.enrolment`), with a question back for a mistyped one. During play, an
order in a step played in public, a roll asked for, or a private word to whoever posted an order in
public by mistake; anything else is talk and left alone.
"""

from __future__ import annotations

import logging

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, InboundRow, PlayerRow, TopicRow
from bridge.handlers import commands, discobot
from bridge.handlers.addressing import remembered_gender
from bridge.handlers.desk import player_word
from bridge.handlers.enrolment import enrol, mistyped_signup
from bridge.handlers.orders import (
    order_context,
    quiet,
    roll_request,
    rolls_with_discobot,
    take_order,
)
from bridge.handlers.tell import private, public_reply
from bridge.players import find_player, find_seat, players_of
from bridge.publishing.embeds import refresh_embeds
from bridge.publishing.parts import Parts
from bridge.turns.resolution import ACTIVE
from rules import registry
from rules.base import GM
from rules.reader import own_words

log = logging.getLogger(__name__)


def public_post(parts: Parts, session: Session, row: InboundRow, game: GameRow) -> None:
    text = own_words(row.raw)
    joining = commands.join_language(text)
    leaving = commands.leave_language(text)
    player = find_player(session, game, row.username)
    rules = registry.get(game.kind)
    assert rules is not None
    if game.status == "signup" and enrol(parts, session, row, game, rules, "topic"):
        return
    if game.status == "signup" and not joining and not leaving:
        guess = mistyped_signup(parts, session, row, game, player, text)
        if guess is None:
            return  # asked "did you mean…"
        joining, leaving = guess
    if game.status == "signup" and joining and player is None:
        if len(players_of(session, game)) >= rules.max_players:
            private(parts, session, game, row, row.username, "game_full",
                    max_players=rules.max_players)
            return
        session.add(PlayerRow(game_id=game.id, username=row.username,
                              language=commands.player_language(joining, game.language),
                              joined_at=row.sent_at, post_id=row.post_id,
                              gender=remembered_gender(session, row.username)))
        session.flush()
        log.info("player joined", extra={"game": game.id, "event": "player_joined",
                                         "player": row.username, "post": row.post_id})
        public_reply(parts, session, game, row, "joined", player=row.username,
                     count=len(players_of(session, game)))
        refresh_embeds(parts, session, game)
        return
    if game.status == "signup" and leaving and player is not None:
        # The notice says the player in the gender they told, which leaves with their row.
        told = {row.username.casefold(): player.gender} if player.gender else {}
        session.delete(player)
        session.flush()
        log.info("player left", extra={"game": game.id, "event": "player_left",
                                       "player": row.username, "post": row.post_id})
        public_reply(parts, session, game, row, "left", player=row.username,
                     count=len(players_of(session, game)), genders=told)
        refresh_embeds(parts, session, game)
        return
    if joining and player is None and game.status in ("running", "review"):
        private(parts, session, game, row, row.username, "already_started")
        return
    if player is not None and game.status in ACTIVE and player_word(
            parts, session, row, game, player, in_desk=False):
        return
    if game.status in ("running", "review") and game.state is not None:
        seat = player or find_seat(session, game, row.username)
        if seat is not None and roll_request(parts, session, game, row, seat.username):
            return  # a roll asked here: discobot's answer, or the words that roll
        if any(s.step.channel == "topic" for s in open_steps.current(game, rules)):
            if seat is not None:
                take_order(parts, session, row, game, seat.username, "topic")
            else:
                row.status = "ignored"
            return
        ctx = order_context(session, game, row, "topic")
        answer = rules.off_step(game.state, ctx, text) if player is not None else None
        if answer is not None:
            private(parts, session, game, row, row.username, "post_refused",
                    code=answer.code, params=answer.params,
                    view=rules.view(game.state, row.username))
            return
        # An order posted in public is not taken: say so privately, so nobody is misled.
        reading = rules.parse(game.state, order_context(session, game, row, "desk"), text)
        if not quiet(reading):
            name = "public_order" if player is not None else "not_in_game"
            private(parts, session, game, row, row.username, name)
            return
    row.status = "ignored"


def discobot_reply(parts: Parts, session: Session, row: InboundRow, game: GameRow,
                   topic: TopicRow) -> None:
    """A discobot roll answers a post: the roll belongs to that post's author."""
    asked = session.scalar(
        select(InboundRow).where(
            InboundRow.topic_id == row.topic_id,
            InboundRow.post_number == row.reply_to_post_number,
        ).order_by(InboundRow.version.desc())
    )
    if (asked is None or game.status != "running" or game.state is None
        or not rolls_with_discobot(game)):
        row.status = "ignored"  # dice rolled for fun, or in a game without them
        return
    seat = find_seat(session, game, asked.username)
    trigger = discobot.trigger(parts.config.forum_locale)
    if ":game_die:" not in row.raw and discobot.correction(own_words(asked.raw), trigger):
        row.status = "ignored"  # its help hint to a request it did not understand: the
        return                  # asker was told the words that roll (`orders.roll_request`)
    if discobot.disabled(row.raw):  # new-user tips off: discobot never rolls for them
        gm = asked.username.casefold() == game.gm.casefold() and seat is None
        private(parts, session, game, row, GM if gm else (seat.username if seat
                                                          else asked.username),
                      "discobot_off")
        return
    take_order(parts, session, row, game, seat.username if seat else asked.username, "discobot",
               asked=own_words(asked.raw))

