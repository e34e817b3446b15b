"""What is due with the passing of time: deadlines, reviews that end, reminders.

`run_due` claims each due game in a transaction of its own (the game row locked, SKIP LOCKED
on PostgreSQL, its version column guarding against a second writer) and resolves or publishes
it (`bridge.turns.resolution`); a failure is told to the GM once and never stops the other games.
The worker asks `next_due` when to wake, and `active_topics` / `due_topics` what to read again
before a deadline fires.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from bridge import steps as open_steps
from bridge.db import GameRow, ResolutionRow, TopicRow
from bridge.delivery.outbox import enqueue
from bridge.publishing.embeds import refresh_embeds
from bridge.publishing.parts import Parts
from bridge.steps import OpenStep
from bridge.turns import idle
from bridge.turns.ledger import excused_players, who_answered
from bridge.turns.resolution import ACTIVE, CHAIN_LIMIT, draft_of, publish, resolve
from rules import registry
from rules.base import GM

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DueTopic:
    """A topic to read before a deadline fires (`due_topics`)."""

    opened: datetime | None
    """When the game's open step opened: posts since then may be orders."""
    deadline: datetime | None
    """The game's deadline that is due (a topic is read once for it)."""
    public: bool
    """The game topic (found in the bot's list of topics, not of conversations)."""



def run_due(parts: Parts) -> int:
    """Resolve every step whose deadline has passed and publish every draft whose
    review window is over. Safe to run from any number of workers at once."""
    now = parts.clock()
    done = 0
    with parts.db.unit() as session:
        due = list(session.scalars(
            select(GameRow.id).where(GameRow.status == "running",
                                     GameRow.deadline_at <= now)
            .order_by(GameRow.deadline_at)))
        drafts = list(session.scalars(
            select(ResolutionRow.id).where(ResolutionRow.status == "draft",
                                           ResolutionRow.publish_at <= now)))
    for game_id, key in _reminders_due(parts, now):
        done += _claim(parts, game_id, partial(partial(_remind, parts), key=key), "running")
    for game_id in due:
        done += _claim(parts, game_id, lambda s, g: _resolve_due(parts, s, g), "running")
    for draft_id in drafts:
        with parts.db.unit() as session:
            draft = session.get(ResolutionRow, draft_id)
            reviewed = draft.game_id if draft and draft.status == "draft" else None
        if reviewed is not None:
            done += _claim(parts, reviewed, lambda s, g: _publish_due(parts, s, g), "review")
    return done


def _claim(parts: Parts, game_id: int, work: Callable[[Session, GameRow], None],
           status: str) -> int:
    try:
        with parts.db.unit() as session:
            query = select(GameRow).where(GameRow.id == game_id, GameRow.status == status)
            if parts.db.is_postgres:
                query = query.with_for_update(skip_locked=True)
            game = session.scalar(query)
            if game is None:
                return 0
            work(session, game)
        return 1
    except (StaleDataError, IntegrityError):
        log.info("game %s: another worker got there first", game_id)
        return 0
    except Exception as exc:  # a broken game must not stop the others
        log.exception("game %s: resolution failed", game_id)
        _tell_gm_of_failure(parts, game_id, exc)
        return 0


def _tell_gm_of_failure(parts: Parts, game_id: int, exc: Exception) -> None:
    """Tell the GM once per step that it could not be resolved; it is retried."""
    with parts.db.unit() as session:
        game = session.get(GameRow, game_id)
        desk = parts.publisher.topic(session, game, "gm", game.gm) if game else None
        if game is None or desk is None:
            return
        enqueue(session, key=f"g{game.id}:{game.step_key}:failed", kind="reply",
                now=parts.clock(), game_id=game.id, topic=desk,
                raw=parts.publisher.text(session, game, GM, "bridge", "resolution_failed",
                                         error=f"{type(exc).__name__}: {exc}"[:500]))


def _publish_due(parts: Parts, session: Session, game: GameRow) -> None:
    draft = draft_of(session, game)
    if draft is not None and draft.publish_at and draft.publish_at <= parts.clock():
        publish(parts, session, game, draft)


def _resolve_due(parts: Parts, session: Session, game: GameRow) -> None:
    """Resolve the game's steps whose deadline has passed, earliest first, for as long
    as the game is not waiting for its GM's review."""
    rules = registry.get(game.kind)
    assert rules is not None
    for _ in range(CHAIN_LIMIT):
        due = [s for s in open_steps.current(game, rules)
               if s.deadline_at is not None and s.deadline_at <= parts.clock()]
        if game.status != "running" or not due:
            return
        resolve(parts, session, game, due[0].step.key, closed=idle.DEADLINE)
        if idle.pause_if_idle(session, game, rules, parts.publisher, parts.bot,
                              parts.clock()):
            log.info("game paused: nobody plays", extra={"game": game.id,
                                                         "event": "game_paused_idle"})
            refresh_embeds(parts, session, game)
            return


def active_topics(parts: Parts, due_only: bool = False) -> dict[int, datetime | None]:
    """The forum topics of every active game, each with the time its game's open step
    opened (None in sign-up or review): posts since then may be orders, so their edits
    matter. With `due_only`, only games whose deadline has passed (read once more before
    resolving, so no order sent in time is missed)."""
    with parts.db.unit() as session:
        query = (
            select(TopicRow.discourse_id, GameRow.status, GameRow.step_opened_at)
            .join(GameRow, GameRow.id == TopicRow.game_id)
            .where(GameRow.status.in_(ACTIVE), TopicRow.discourse_id.is_not(None))
        )
        if due_only:
            query = query.where(GameRow.status == "running",
                                GameRow.deadline_at <= parts.clock())
        return {int(topic): opened if status == "running" else None
                for topic, status, opened in session.execute(query) if topic is not None}


def due_topics(parts: Parts) -> dict[int, DueTopic]:
    """The forum topics to read once more before due deadlines fire: for each running
    game whose deadline has passed, those where a post can still change what its open
    steps resolve to (an order there in time, or an edit of one, whose webhook was
    lost): the game topic for a step played there, the desks of the players told of a
    step played in desks (everyone's for a public step, the awaited players' for a
    hidden one: nobody else's order is taken), every topic of the game for a step
    played with discobot's dice, and the GM desk always (a command moving the
    deadline). Group conversations (talk, never orders) and desks no open step listens
    to are left to the webhooks and the periodic backfill: nothing posted there counts
    for the steps now due, and each read is one call of the forum's budget."""
    found: dict[int, DueTopic] = {}
    with parts.db.unit() as session:
        games = list(session.scalars(select(GameRow).where(
            GameRow.status == "running", GameRow.deadline_at <= parts.clock())))
        topics: dict[int, list[TopicRow]] = {}
        for row in session.scalars(select(TopicRow).where(
                TopicRow.game_id.in_([game.id for game in games]),
                TopicRow.discourse_id.is_not(None))):
            topics.setdefault(row.game_id, []).append(row)
        for game in games:
            rules = registry.get(game.kind)
            current = open_steps.current(game, rules) if rules is not None else []
            channels = {s.step.channel for s in current}
            desks = {name.casefold() for s in current if s.step.channel == "desk"
                     for name in s.step.awaited}
            every_desk = any(s.step.channel == "desk" and s.step.announce == "public"
                             for s in current)
            for topic in topics.get(game.id, []):
                wanted = (rules is None or "discobot" in channels or topic.role == "gm"
                          or (topic.role == "game" and "topic" in channels)
                          or (topic.role == "player" and (
                              every_desk or topic.owner.casefold() in desks)))
                if wanted and topic.discourse_id is not None:
                    found[int(topic.discourse_id)] = DueTopic(
                        game.step_opened_at, game.deadline_at, topic.role == "game")
    return found


def _reminders_due(parts: Parts, now: datetime) -> list[tuple[int, str]]:
    """The reminders due by `now` and not sent yet, by game and step. Only the games
    whose earliest reminder is due are read (`games.remind_at`, indexed): a tick costs
    the same with one game or thousands."""
    due = []
    with parts.db.unit() as session:
        games = session.scalars(select(GameRow).where(
            GameRow.status == "running", GameRow.deadline_at.is_not(None),
            GameRow.remind_at <= now).order_by(GameRow.remind_at))
        for game in games:
            rules = registry.get(game.kind)
            hours = open_steps.remind_hours(game.settings)
            if rules is None or not hours:
                continue
            for open_step in open_steps.current(game, rules):
                if (open_step.deadline_at is not None and not open_step.reminded
                    and open_step.deadline_at - timedelta(hours=hours) <= now):
                    due.append((game.id, open_step.step.key))
    return due


def _remind(parts: Parts, session: Session, game: GameRow, *, key: str) -> None:
    """Remind the players who have not answered a step yet, computed now from the
    deadline in force, so a reminder never contradicts a moved deadline. A player away (an
    absence they declared, not over yet) or removed is not reminded: they were told the game
    does not wait for them."""
    rules = registry.get(game.kind)
    assert rules is not None
    open_step: OpenStep | None = next(
        (s for s in open_steps.current(game, rules) if s.step.key == key), None)
    if open_step is None:
        return
    open_steps.mark_reminded(game, key)
    deadline = open_step.deadline_at
    if deadline is None or deadline <= parts.clock():
        return
    answered = who_answered(session, game, key)
    excused = excused_players(parts, session, game)
    reminded = 0
    for player in open_step.step.awaited:
        if player in answered or player in excused:
            continue
        desk = parts.publisher.topic(session, game, "player", player)
        if desk is None:
            continue
        reminded += 1
        enqueue(session, key=f"g{game.id}:{key}:remind:{player}", kind="reply",
                now=parts.clock(), game_id=game.id, topic=desk,
                raw=parts.publisher.text(session, game, player, "bridge", "reminder",
                                         step=open_step.step.number, key=key,
                                         deadline=deadline.isoformat()))
    if reminded:
        log.info("reminders sent", extra={"game": game.id, "event": "reminders_sent",
                                          "step": key, "players": reminded})


def next_due(parts: Parts) -> datetime | None:
    """The earliest moment something is due (a deadline, a reminder or a review
    window): three indexed queries, whatever the number of games."""
    with parts.db.unit() as session:
        deadline = session.scalar(
            select(GameRow.deadline_at).where(GameRow.status == "running",
                                              GameRow.deadline_at.is_not(None))
            .order_by(GameRow.deadline_at).limit(1))
        remind = session.scalar(
            select(GameRow.remind_at).where(GameRow.status == "running",
                                            GameRow.deadline_at.is_not(None),
                                            GameRow.remind_at.is_not(None))
            .order_by(GameRow.remind_at).limit(1))
        publish = session.scalar(
            select(ResolutionRow.publish_at)
            .join(GameRow, GameRow.id == ResolutionRow.game_id)
            .where(ResolutionRow.status == "draft", GameRow.status == "review",
                   ResolutionRow.publish_at.is_not(None))
            .order_by(ResolutionRow.publish_at).limit(1))
    moments = [m for m in (deadline, publish, remind) if m is not None]
    return min(moments) if moments else None

