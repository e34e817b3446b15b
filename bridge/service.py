"""The game master's work: reading posts, taking orders, resolving steps, publishing.

Input arrives as forum posts (recorded once per post version by the webhook receiver or the
backfill) and as the passing of time. Each post is handled by a plain function over one unit
of work; what the bot must say is queued in the outbox in that same transaction, so a state
change and its messages are stored together or not at all.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import insert, or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from bridge import commands, discobot, members, schedule
from bridge import steps as open_steps
from bridge.config import Config
from bridge.db import (
    Database,
    DeliveryRow,
    GameRow,
    InboundRow,
    OutboxRow,
    PlayerRow,
    TopicRow,
)
from bridge.enrolment import Enrolments
from bridge.forum import Forum, ForumError
from bridge.gmdesk import GMDesk
from bridge.inbound import IncomingPost
from bridge.orders import Orders, quiet, rolls_with_discobot
from bridge.outbox import enqueue
from bridge.publish import Message, Publisher, guests
from bridge.status import StatusPosts
from bridge.texts import Texts
from bridge.turns import ACTIVE, Turns
from rules import registry
from rules.base import GM, PUBLIC
from rules.calendar import window_ok
from rules.reader import own_words

log = logging.getLogger(__name__)

BRIDGE_SETTINGS = {"review": "gm", "remind": 0, "pause_after": 0}
"""Settings of every game: `review` (gm, auto or hours), `remind` (hours before a
deadline at which players who sent nothing get a private reminder; 0 = none) and
`pause_after` (steps in a row closed by their deadline with nobody's order, after which the
table pauses itself, `bridge.idle`; 0 = never). A game's own defaults come over these (a
live table says `pause_after` 3)."""
IDLE_MOST = 1000
"""The largest `pause_after`."""
INBOUND_TRIES = 10
"""How often a post that needs the forum's answer (who is in a private conversation) is tried
before it is given up: 30 s, then doubling up to 15 minutes between tries (about 75 minutes
in all)."""


class GameMaster(Orders, Turns, StatusPosts, Enrolments, GMDesk):
    """The service: one instance per process, stateless between calls (the database is the
    truth)."""

    def __init__(
        self, db: Database, config: Config, clock: Callable[[], datetime],
        texts: Texts | None = None,
    ) -> None:
        self.db = db
        self.config = config
        self.clock = clock
        self.publisher = Publisher(
            texts or Texts(dice_trigger=discobot.trigger(config.forum_locale)))
        self.bot = config.discourse_api_username.lower()
        self._insert_post = db.insert_once(InboundRow, ["post_id", "version", "digest"])
        self._insert_delivery = insert(DeliveryRow)

    # ----------------------------------------------------------------- receiving posts

    def inbound_key(self, post: IncomingPost, event: str = "") -> tuple[str, str, datetime]:
        """How a post is recorded: its event ("" a version as written, `withdrawn` by its
        author or `deleted` by staff, `recovered`), the digest that keys it with its id and
        version, and the time it counts from. A post the forum says is deleted is a deletion
        whatever brought it (webhook or backfill). A deletion counts from when it was made
        (an author's withdrawal is a new version: its edit time), a recovery from when it is
        received (staff recovery changes no time on the post); their digests hold that time,
        so a post deleted, recovered and deleted again is three records, and the same
        deletion seen twice (its webhook, then the backfill) one."""
        if event in ("", "deleted") and post.deleted:
            event = "withdrawn" if post.user_deleted else "deleted"
        if not event:
            return "", post.digest, post.sent_at
        moment = (self.clock() if event == "recovered" else
                  post.deleted_at if event == "deleted" and post.deleted_at else post.sent_at)
        text = f"{event}\n{moment.isoformat()}\n{post.raw}"
        return event, hashlib.sha256(text.encode("utf-8", "replace")).hexdigest(), moment

    def record(self, post: IncomingPost, via: str,
               delivery: dict[str, Any] | None = None, event: str = "") -> bool:
        """Store a post once per (id, version, text), and the webhook delivery that brought
        it, in one short transaction; False when the post was already there. `event`:
        `deleted` or `recovered` for a post_destroyed or post_recovered (`inbound_key`)."""
        now = self.clock()
        event, digest, sent_at = self.inbound_key(post, event)
        values = {
            "post_id": post.post_id, "version": post.version, "digest": digest,
            "topic_id": post.topic_id, "post_number": post.post_number,
            "reply_to_post_number": post.reply_to_post_number, "username": post.username,
            "staff": post.staff, "private": post.private, "raw": post.raw,
            "sent_at": sent_at, "via": via, "received_at": now, "status": "pending",
            "note": "", "attempts": 0, "event": event,
        }
        with self.db.connection() as connection:
            new = connection.execute(self._insert_post, values).first() is not None
            if delivery is not None:
                connection.execute(self._insert_delivery, {
                    **delivery, "outcome": "new" if new else "duplicate",
                    "post_id": post.post_id})
        return bool(new)

    def membership(self, post: IncomingPost) -> bool:
        """A small action in a private conversation: someone invited into or removed from
        it (`bridge.members`), in one short transaction."""
        with self.db.unit() as session:
            return members.on_action(session, self.publisher, topic_id=post.topic_id,
                                     action=post.action_code, actor=post.username,
                                     who=post.action_code_who, bot=self.bot, now=self.clock())

    def check_members(self, topic_id: int, participants: tuple[str, ...]) -> bool:
        """Who the forum says is in a conversation of a game's (`bridge.members.sync`)."""
        with self.db.unit() as session:
            return members.sync(session, self.publisher, topic_id=topic_id,
                                participants=participants, bot=self.bot, now=self.clock())

    def log_delivery(self, delivery: dict[str, Any], outcome: str,
                     post_id: int | None = None) -> None:
        """Keep a webhook delivery that brought no post to record (ignored events)."""
        with self.db.connection() as connection:
            connection.execute(self._insert_delivery,
                               {**delivery, "outcome": outcome, "post_id": post_id})

    def process_pending(self, forum: Forum | None = None, limit: int = 500) -> int:
        """Handle recorded posts in arrival order. Posts in unknown private conversations
        need the forum (to see who is in them) and wait for a call that has one."""
        now = self.clock()
        with self.db.unit() as session:
            ids = list(
                session.scalars(
                    select(InboundRow.id)
                    .where(InboundRow.status == "pending",
                           or_(InboundRow.not_before.is_(None), InboundRow.not_before <= now))
                    .order_by(InboundRow.id)
                    .limit(limit)
                )
            )
        handled = 0
        for inbound_id in ids:
            try:
                handled += self._process(inbound_id, forum)
            except StaleDataError:
                log.info("inbound %s: game changed meanwhile, will retry", inbound_id)
            except Exception as exc:  # one bad post must never stop the others
                log.exception("inbound %s: handling failed", inbound_id)
                self._mark_failed(inbound_id, repr(exc))
                handled += 1
        return handled

    def _mark_failed(self, inbound_id: int, note: str) -> None:
        with self.db.unit() as session:
            row = session.get(InboundRow, inbound_id)
            if row is not None and row.status == "pending":
                row.status = "failed"
                row.note = note[:2000]

    def _process(self, inbound_id: int, forum: Forum | None) -> int:
        """Handle one post, ending it `done`, `ignored` or `failed` (or, waiting for the
        forum, still pending with a later `not_before`); 1 if anything moved. A post in a
        private conversation the bot did not open needs the forum's word on who is in it,
        asked between two transactions, never inside one."""
        with self.db.unit() as session:
            row = self._claim_inbound(session, inbound_id)
            if row is None:
                return 0
            if not self._needs_participants(session, row):
                self._handle(session, row, None)
                return 1
            topic_id = row.topic_id
        if forum is None:
            return 0
        participants = self._participants(inbound_id, topic_id, forum)
        if participants is None:
            return 1
        with self.db.unit() as session:
            row = self._claim_inbound(session, inbound_id)
            if row is None:
                return 0
            self._handle(session, row, participants)
            return 1

    def _handle(self, session: Session, row: InboundRow,
                participants: frozenset[str] | None) -> None:
        self._route(session, row, participants)
        if row.status == "pending":  # every branch ends here: nothing stays pending
            row.status = "done"

    def _claim_inbound(self, session: Session, inbound_id: int) -> InboundRow | None:
        """The post, held for this transaction, if it still waits to be handled: each post
        is handled by exactly one worker. On PostgreSQL a post another worker holds is
        skipped (SKIP LOCKED), and once that worker commits it is no longer pending. On
        SQLite a conditional update takes the database's write lock first, so a second
        process waits, then finds the post handled."""
        query = select(InboundRow).where(InboundRow.id == inbound_id,
                                         InboundRow.status == "pending")
        if self.db.is_postgres:
            return session.scalar(query.with_for_update(skip_locked=True))
        held = session.execute(update(InboundRow).where(
            InboundRow.id == inbound_id, InboundRow.status == "pending").values(
            attempts=InboundRow.attempts).execution_options(synchronize_session=False))
        return session.scalar(query) if cast(CursorResult[Any], held).rowcount == 1 else None

    def _needs_participants(self, session: Session, row: InboundRow) -> bool:
        """A post in a private conversation the bot did not open: who is in it?"""
        if not row.private or row.username.lower() in (self.bot, "system", "discobot"):
            return False
        return session.scalar(select(TopicRow.id).where(
            TopicRow.discourse_id == row.topic_id)) is None

    def _participants(self, inbound_id: int, topic_id: int,
                      forum: Forum) -> frozenset[str] | None:
        """Who is in the post's conversation, asked of the forum outside any transaction.
        None when the forum did not say: a 403 (the bot is not in it, as Discourse answers a
        moderator for others' messages) ends the post as ignored; other failures are tried
        again with backoff, at most INBOUND_TRIES times, then the post is given up."""
        try:
            return frozenset(p.lower() for p in forum.read_topic(topic_id).participants)
        except ForumError as exc:
            with self.db.unit() as session:
                row = session.get(InboundRow, inbound_id)
                if row is None or row.status != "pending":
                    return None
                row.note = f"reading topic {topic_id}: {exc}"[:2000]
                if exc.rate_limited:  # not a failure: come back when the forum says
                    row.not_before = self.clock() + timedelta(seconds=exc.wait_seconds)
                    return None
                row.attempts += 1
                if exc.status == 403:
                    row.status = "ignored"
                elif row.attempts >= INBOUND_TRIES:
                    row.status = "failed"
                    log.warning("inbound %s: given up after %s tries: %s", inbound_id,
                                row.attempts, exc)
                else:
                    wait = max(exc.wait_seconds, min(900, 30 * 2 ** (row.attempts - 1)))
                    row.not_before = self.clock() + timedelta(seconds=wait)
                    log.info("inbound %s: forum said %s, will retry in %ss", inbound_id,
                             exc, wait)
            return None

    def _route(self, session: Session, row: InboundRow,
               participants: frozenset[str] | None) -> None:
        """Send a post to its handler. A handler may end it `ignored`; any other way out
        leaves it to `_process` to end `done`."""
        topic = session.scalar(select(TopicRow).where(TopicRow.discourse_id == row.topic_id))
        if topic is not None:
            topic.last_post_number = max(topic.last_post_number, row.post_number)
        author = row.username.lower()
        if self._deletions(session, row):
            return
        if author in (self.bot, "system") or (author == "discobot" and topic is None):
            row.status = "ignored"
        elif topic is None and not row.private:  # a status asked for, or status markers
            embedded = self._embed_request(session, row)
            if not self._status_markers(session, row) and not embedded:
                row.status = "ignored"
        elif topic is None:
            if (participants is None or self.bot not in participants
                    or self._made_a_game(session, row)):
                row.status = "ignored"  # an edited creation is not a second game
            else:
                self._direct_message(session, row)
        elif topic.role != "player" and self._seen_before(session, row):
            row.status = "ignored"  # an edited sign-up or GM command is not a new one
        else:
            game = session.get(GameRow, topic.game_id,
                               with_for_update=self.db.is_postgres)  # one game, one writer
            assert game is not None
            self._in_game_topic(session, row, game, topic)

    def _deletions(self, session: Session, row: InboundRow) -> bool:
        """Deleted and recovered posts; True when the row is handled here. A deletion
        withdraws the orders the post holds (`_withdraw_deleted`) unless the post is deleted
        already. A version of a deleted post is ignored: the text an author's withdrawal
        puts in (a version of its own, recorded as `withdrawn` too, whichever of the two
        arrives first), and an earlier version arriving late. A recovery is routed as the
        post written at the moment of the recovery (its orders count again from then),
        unless the post is not deleted, or its text came back already as a new version (an
        author's recovery is an edit, received just before)."""
        events = list(session.scalars(select(InboundRow).where(
            InboundRow.post_id == row.post_id, InboundRow.event != "", InboundRow.id != row.id)
            .order_by(InboundRow.id)))
        earlier = [e for e in events if e.id < row.id]
        standing = earlier[-1] if earlier and earlier[-1].event != "recovered" else None
        if row.event in ("deleted", "withdrawn"):
            if standing is None:
                self._withdraw_deleted(session, row)
            else:
                row.status = "ignored"
            return True
        if row.event == "recovered":
            if standing is None or session.scalar(select(InboundRow.id).where(
                    InboundRow.post_id == row.post_id, InboundRow.event == "",
                    InboundRow.version > standing.version, InboundRow.id > standing.id,
                    InboundRow.id < row.id).limit(1)) is not None:
                row.status = "ignored"
                return True
            return False
        if any(e.event == "withdrawn" and e.version == row.version for e in events) or (
                standing is not None and row.version <= standing.version):
            row.status = "ignored"
            return True
        return False

    @staticmethod
    def _seen_before(session: Session, row: InboundRow) -> bool:
        """Whether an earlier version of this post was already received."""
        return session.scalar(select(InboundRow.id).where(
            InboundRow.post_id == row.post_id, InboundRow.id < row.id).limit(1)) is not None

    @staticmethod
    def _made_a_game(session: Session, row: InboundRow) -> bool:
        """Whether an earlier version of this direct message created a game (its answer, the
        game's link, belongs to a game; a refusal or the help does not: an edit that mends a
        refused creation creates the game)."""
        earlier = select(InboundRow.id).where(InboundRow.post_id == row.post_id,
                                              InboundRow.id < row.id)
        keys = [f"in{number}:reply" for number in session.scalars(earlier)]
        return bool(keys) and session.scalar(select(OutboxRow.id).where(
            OutboxRow.key.in_(keys), OutboxRow.game_id.is_not(None)).limit(1)) is not None

    # ----------------------------------------------------------------- conversations

    def _reply(
        self, session: Session, row: InboundRow, raw: str, suffix: str = "reply",
        game: GameRow | None = None,
    ) -> None:
        """Answer a post in its own topic (private desks, direct conversations)."""
        enqueue(session, key=f"in{row.id}:{suffix}", kind="reply", raw=raw,
                now=self.clock(), game_id=game.id if game else None,
                discourse_topic_id=row.topic_id, reply_to_post_number=row.post_number)

    def _private(
        self, session: Session, game: GameRow, row: InboundRow, username: str, name: str,
        **params: Any,
    ) -> None:
        """Tell a user something privately about a game, in their desk (the GM,
        `rules.base.GM`, in the GM desk). A player's desk is opened by the first private word
        (a live game says nothing privately at its start); anyone else gets a message of its
        own."""
        desk = (self.publisher.topic(session, game, "gm", game.gm) if username == GM
                else self.publisher.topic(session, game, "player", username))
        raw = self.publisher.text(session, game, username, "bridge", name, **params)
        key = f"in{row.id}:{name}"
        if desk is not None:
            enqueue(session, key=key, kind="reply", raw=raw, now=self.clock(), game_id=game.id,
                    topic=desk)
        elif self._player(session, game, username) is not None:
            self.publisher.queue(session, game, [Message(username, raw)], key, self.clock())
        else:
            title = self.publisher.text(session, game, username, "bridge", "notice_title")
            enqueue(session, key=key, kind="pm", raw=raw, now=self.clock(), game_id=game.id,
                    title=title.strip(), recipients=[username])

    def _bridge_text(self, name: str, lang: str, **params: Any) -> str:
        return self.publisher.texts.render("bridge", name, lang, "UTC", **params)

    def _direct_message(self, session: Session, row: InboundRow) -> None:
        """A private conversation with the bot outside any game: a game to create, or help."""
        text = own_words(row.raw)
        command = commands.new_game(text)
        lang = command.language if command else self.config.default_language
        if command is None:
            self._reply(session, row, self._bridge_text("direct_help", lang, games=registry.ids()))
            return
        if self.config.gamemasters and row.username.lower() not in self.config.gamemasters:
            self._reply(session, row, self._bridge_text("not_a_gamemaster", lang))
            return
        problem = self._check_new_game(command)
        if problem is not None:
            code, params = problem
            self._reply(session, row, self._bridge_text(
                "create_refused", lang, code=code, games=registry.ids(), kind=command.kind,
                params=params))
            return
        self._create_game(session, row, command)

    def _check_new_game(self, command: commands.NewGame) -> tuple[str, dict[str, Any]] | None:
        if command.problem:
            return command.problem, {}
        rules = registry.get(command.kind)
        if rules is None:
            return "unknown_game", {"kind": command.kind}
        known = {**BRIDGE_SETTINGS, **rules.defaults, "seed": ""}
        command.settings = {rules.aliases.get(key, key): value
                            for key, value in command.settings.items()}
        unknown = sorted(set(command.settings) - set(known))
        if unknown:
            return "unknown_setting", {"names": unknown, "known": sorted(known)}
        settings = {**BRIDGE_SETTINGS, **rules.defaults, **command.settings}
        review = settings["review"]  # hours, at most a year: past that, dates overflow
        if review not in ("gm", "auto") and not window_ok(review, hours=True):
            return "bad_review", {"value": str(review)}
        remind = settings["remind"]
        if isinstance(remind, bool) or (remind != 0 and not window_ok(remind, hours=True)):
            return "bad_remind", {"value": str(remind)}
        idle_turns = settings["pause_after"]
        if isinstance(idle_turns, bool) or not isinstance(idle_turns, int) or \
                not 0 <= idle_turns <= IDLE_MOST:
            return "bad_pause_after", {"value": str(idle_turns)}
        if "schedule" in settings:
            bad = schedule.check(str(settings["schedule"]), str(settings.get("timezone", "UTC")))
            if bad:
                return f"bad_{bad}", {"value": str(settings.get(bad))}
        rejection = rules.check_settings(settings)
        if rejection is not None:
            return rejection.code, dict(rejection.params)
        return None

    def create_game(
        self, session: Session, gm: str, kind: str, title: str, language: str,
        settings: dict[str, Any], pinned: dict[str, Any] | None = None,
    ) -> GameRow:
        """Store a new game in sign-up and queue its public topic and the GM's desk."""
        rules = registry.get(kind)
        assert rules is not None
        merged = {**BRIDGE_SETTINGS, **rules.defaults, **settings}
        seed = str(merged.pop("seed", "") or secrets.token_hex(16))
        now = self.clock()
        game = GameRow(kind=kind, title=title, language=language, gm=gm, settings=merged,
                       status="signup", seed=seed, salt=secrets.token_hex(8),
                       pinned=dict(pinned or {}), created_at=now)
        session.add(game)
        session.flush()
        names = rules.names.get(language, rules.names.get("en", kind))
        public_title = self.publisher.text(session, game, PUBLIC, "bridge", "game_topic_title",
                                           name=names)
        public = TopicRow(game_id=game.id, role="game", owner="", title=public_title.strip()[:250])
        desk_title = self.publisher.text(session, game, GM, "bridge", "gm_desk_title")
        desk = TopicRow(game_id=game.id, role="gm", owner=gm, title=desk_title.strip()[:250])
        session.add_all([public, desk])
        session.flush()
        enqueue(session, key=f"g{game.id}:topic", kind="topic", now=now, game_id=game.id,
                topic=public, title=public.title,
                raw=self.publisher.text(session, game, PUBLIC, "bridge", "game_topic",
                                        name=names, settings=merged, rules=rules.id,
                                        calendar=schedule.describe(str(merged["schedule"]))
                                        if "schedule" in merged else None,
                                        live=bool(getattr(rules, "live", False)),
                                        min_players=rules.min_players,
                                        max_players=rules.max_players,
                                        # the counts this game's settings allow, if it says
                                        allowed=list(getattr(rules, "player_counts",
                                                             lambda _: [])(merged))))
        enqueue(session, key=f"g{game.id}:desk", kind="pm", now=now, game_id=game.id,
                topic=desk, title=desk.title, recipients=[gm, *guests(game)],
                raw=self.publisher.text(session, game, GM, "bridge", "gm_desk",
                                        settings=merged, name=names, bot=self.bot,
                                        live=bool(getattr(rules, "live", False)),
                                        status_url=f"{self.config.public_url}/games/{game.id}"
                                                   "/status"))
        return game

    def _create_game(self, session: Session, row: InboundRow, command: commands.NewGame) -> None:
        game = self.create_game(session, row.username, command.kind, command.title,
                                command.language, dict(command.settings))
        public = self.publisher.topic(session, game, "game", "")
        assert public is not None
        self._reply(session, row, self.publisher.text(
            session, game, GM, "bridge", "game_created", topic_link=f"⟦topic:{public.id}⟧"),
            game=game)

    # ----------------------------------------------------------------- game topics

    def _in_game_topic(
        self, session: Session, row: InboundRow, game: GameRow, topic: TopicRow
    ) -> None:
        author = row.username
        if author.lower() == "discobot":
            self._discobot(session, row, game, topic)
        elif topic.role == "gm":
            if self._may_command(game, author):
                self._gm_command(session, row, game)
            else:
                row.status = "ignored"
        elif topic.role == "game":
            self._public_post(session, row, game)
        elif topic.role == "player":
            player = self._player(session, game, author)
            if author.lower() != topic.owner.lower():
                row.status = "ignored"
            elif player is None or not self._player_word(session, row, game, player):
                self._order(session, row, game, author, "desk")
        else:
            row.status = "ignored"

    def _player(self, session: Session, game: GameRow, username: str) -> PlayerRow | None:
        """The player with this forum username (compared as Discourse does, ignoring case)."""
        wanted = username.casefold()
        return next((p for p in self._players(session, game)
                     if p.username.casefold() == wanted), None)

    def _seat(self, session: Session, game: GameRow, username: str) -> PlayerRow | None:
        """The player this forum user plays as: themselves, or the player who named them
        their stand-in."""
        player = self._player(session, game, username)
        if player is not None:
            return player
        wanted = username.casefold()
        return next((p for p in self._players(session, game)
                     if p.stand_in and p.stand_in.casefold() == wanted), None)

    def _stand_in(self, session: Session, row: InboundRow, game: GameRow,
                  player: PlayerRow, text: str) -> bool:
        """A player naming (or dropping) a stand-in; False when the text is not that."""
        named = commands.stand_in(text)
        if named is None:
            return False
        if named.username and named.username.casefold() in (
                p.username.casefold() for p in self._players(session, game)):
            self._private(session, game, row, player.username, "stand_in", code="a_player",
                          stand_in=named.username)
            return True
        player.stand_in = named.username
        self._private(session, game, row, player.username, "stand_in",
                      code="named" if named.username else "dropped", stand_in=named.username)
        gm_desk = self.publisher.topic(session, game, "gm", game.gm)
        enqueue(session, key=f"in{row.id}:stand_in_gm", kind="reply", now=self.clock(),
                game_id=game.id, topic=gm_desk,
                raw=self.publisher.text(session, game, GM, "bridge", "stand_in_gm",
                                        player=player.username, stand_in=named.username))
        return True

    def _player_word(self, session: Session, row: InboundRow, game: GameRow,
                     player: PlayerRow) -> bool:
        """What a player says to the bridge rather than the game: a stand-in named, an
        absence declared, a call for help. False when the post is none of these."""
        text = own_words(row.raw)
        if self._stand_in(session, row, game, player, text):
            return True
        if game.status in ACTIVE and self._absence(session, row, game, player, text):
            return True
        if commands.gm_command(text) == "help":
            self._player_help(session, row, game, player)
            return True
        return False

    def _player_help(self, session: Session, row: InboundRow, game: GameRow,
                     player: PlayerRow) -> None:
        """`aide` / `help` / `помощь` in a desk: what this player may write now, in this game
        and at this step, in their language."""
        rules = registry.get(game.kind)
        assert rules is not None
        now = self.clock()
        # A step past its deadline takes no more orders (its results are on their way).
        told = [s for s in open_steps.told(game, rules, player.username)
                if s.deadline_at is None or s.deadline_at > now]
        steps = [{"step": s.step.number, "key": s.step.key, "channel": s.step.channel,
                  "phase": s.step.phase, "awaited": player.username in s.step.awaited,
                  "deadline": s.deadline_at.isoformat() if s.deadline_at else None,
                  "count": len(s.step.awaited), "private": True}
                 for s in told]
        view = rules.view(game.state, player.username) if game.state is not None else {}
        # The absence it shows as an example ends a week from now: a date still to come.
        self._private(session, game, row, player.username, "player_help",
                      status=game.status, steps=steps, view=view,
                      away_example=(now + timedelta(days=7)).isoformat(),
                      stand_in=player.stand_in,
                      away_until=player.away_until.isoformat() if player.away_until else None)

    def _players(self, session: Session, game: GameRow) -> list[PlayerRow]:
        return list(session.scalars(
            select(PlayerRow).where(PlayerRow.game_id == game.id).order_by(PlayerRow.id)
        ))

    def _public_post(self, session: Session, row: InboundRow, game: GameRow) -> None:
        text = own_words(row.raw)
        joining = commands.join_language(text)
        leaving = commands.leave_language(text)
        player = self._player(session, game, row.username)
        rules = registry.get(game.kind)
        assert rules is not None
        if game.status == "signup" and self._enrol(session, row, game, rules, "topic"):
            return
        if game.status == "signup" and not joining and not leaving:
            guess = self._mistyped_signup(session, row, game, player, text)
            if guess is None:
                return  # asked "did you mean…"
            joining, leaving = guess
        if game.status == "signup" and joining and player is None:
            if len(self._players(session, game)) >= rules.max_players:
                self._private(session, game, row, row.username, "game_full",
                              max_players=rules.max_players)
                return
            session.add(PlayerRow(game_id=game.id, username=row.username, language=joining,
                                  joined_at=row.sent_at, post_id=row.post_id))
            session.flush()
            self._public_reply(session, game, row, "joined", player=row.username,
                               count=len(self._players(session, game)))
            self._refresh_embeds(session, game)
            return
        if game.status == "signup" and leaving and player is not None:
            session.delete(player)
            session.flush()
            self._public_reply(session, game, row, "left", player=row.username,
                               count=len(self._players(session, game)))
            self._refresh_embeds(session, game)
            return
        if joining and player is None and game.status in ("running", "review"):
            self._private(session, game, row, row.username, "already_started")
            return
        if player is not None and game.status in ACTIVE and self._player_word(
                session, row, game, player):
            return
        if game.status in ("running", "review") and game.state is not None:
            seat = player or self._seat(session, game, row.username)
            if seat is not None and self._roll_request(session, game, row, seat.username):
                return  # a roll asked here: discobot's answer, or the words that roll
            if any(s.step.channel == "topic" for s in open_steps.current(game, rules)):
                if seat is not None:
                    self._order(session, row, game, seat.username, "topic")
                else:
                    row.status = "ignored"
                return
            ctx = self._context(session, game, row, "topic")
            answer = rules.off_step(game.state, ctx, text) if player is not None else None
            if answer is not None:
                self._private(session, game, row, row.username, "post_refused",
                              code=answer.code, params=answer.params,
                              view=rules.view(game.state, row.username))
                return
            # An order posted in public is not taken: say so privately, so nobody is misled.
            reading = rules.parse(game.state, self._context(session, game, row, "desk"), text)
            if not quiet(reading):
                name = "public_order" if player is not None else "not_in_game"
                self._private(session, game, row, row.username, name)
                return
        row.status = "ignored"

    def _public_reply(
        self, session: Session, game: GameRow, row: InboundRow, name: str, **params: Any
    ) -> None:
        public = self.publisher.topic(session, game, "game", "")
        raw = self.publisher.text(session, game, PUBLIC, "bridge", name, **params)
        enqueue(session, key=f"in{row.id}:{name}", kind="reply", raw=raw,
                now=self.clock(), game_id=game.id, topic=public,
                reply_to_post_number=row.post_number)

    def _discobot(self, session: Session, row: InboundRow, game: GameRow, topic: TopicRow) -> None:
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
        seat = self._seat(session, game, asked.username)
        trigger = discobot.trigger(self.config.forum_locale)
        if ":game_die:" not in row.raw and discobot.correction(own_words(asked.raw), trigger):
            row.status = "ignored"  # its help hint to a request it did not understand: the
            return                  # asker was told the words that roll (`_roll_request`)
        if discobot.disabled(row.raw):  # new-user tips off: discobot never rolls for them
            gm = asked.username.casefold() == game.gm.casefold() and seat is None
            self._private(session, game, row, GM if gm else (seat.username if seat
                                                                else asked.username),
                          "discobot_off")
            return
        self._order(session, row, game, seat.username if seat else asked.username, "discobot",
                    asked=own_words(asked.raw))
