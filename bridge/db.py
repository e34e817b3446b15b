"""Storage: SQLAlchemy 2 tables and the unit of work.

Game state is JSON plus a version column (optimistic locking: a second writer of the same
version loses). Orders, inbound posts, outgoing messages and resolutions are rows, so every
game can be replayed from its history. Times are stored as naive UTC and read back as aware
UTC, the same on SQLite and PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    create_engine,
    event,
)
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.sql.expression import Executable


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes in, aware UTC datetimes out, stored naive."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the database")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        return None if value is None else value.replace(tzinfo=UTC)


ForumId = BigInteger
"""Discourse's post and topic ids: 64-bit on every database, since big forums pass 2**31."""
MAX_ROW_ID = 2**31 - 1
"""Our own rows (games...) have 32-bit ids: a larger number names nothing."""


class Base(DeclarativeBase):
    """Declarative base of every table."""

    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON, datetime: UTCDateTime}


class GameRow(Base):
    """One game: its settings, its state (JSON) and where it stands."""

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(32))
    title: Mapped[str] = mapped_column(String(200))
    language: Mapped[str] = mapped_column(String(8))
    gm: Mapped[str] = mapped_column(String(100))
    settings: Mapped[dict[str, Any]] = mapped_column(default=dict)
    status: Mapped[str] = mapped_column(String(16), default="signup")
    seed: Mapped[str] = mapped_column(String(128))
    salt: Mapped[str] = mapped_column(String(64))
    pinned: Mapped[dict[str, Any]] = mapped_column(default=dict)
    state: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    version: Mapped[int] = mapped_column(Integer, default=1)
    roll: Mapped[dict[str, Any]] = mapped_column(default=dict)
    """A game's own sign-up record until the start (`rules.base.Enrolment`); {} otherwise."""
    steps: Mapped[dict[str, Any]] = mapped_column(default=dict)
    """The open steps with their times (see `bridge.steps`); the three columns below mirror
    the earliest deadline, its step and the earliest opening."""
    step_key: Mapped[str | None] = mapped_column(String(64), nullable=True)
    step_opened_at: Mapped[datetime | None] = mapped_column(nullable=True)
    deadline_at: Mapped[datetime | None] = mapped_column(nullable=True, index=True)
    remind_at: Mapped[datetime | None] = mapped_column(nullable=True, index=True,
                                                       default=None)
    """When the earliest reminder not sent yet is due (the `remind` setting's hours before
    an open step's deadline); None without reminders, or while the game is paused. Like
    `deadline_at`, it lets one indexed query say which games are due, never reading them
    all."""
    created_at: Mapped[datetime]
    co_gms: Mapped[list[Any]] = mapped_column(default=list)
    """Forum users the GM added to the GM desk, who may give every GM command."""

    __mapper_args__ = {"version_id_col": version}


class PlayerRow(Base):
    """A forum user signed up for a game, with the language they play in, the gender the
    words agree with, and their stand-in, if any."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("game_id", "username"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    username: Mapped[str] = mapped_column(String(100))
    language: Mapped[str] = mapped_column(String(8))
    joined_at: Mapped[datetime]
    post_id: Mapped[int] = mapped_column(ForumId)
    stand_in: Mapped[str | None] = mapped_column(String(100), default=None)
    """A forum user the player named to act for them ("мой помощник @sasha")."""
    away_until: Mapped[datetime | None] = mapped_column(nullable=True, default=None)
    """The end of the absence the player declared: until then their orders default and
    no step waits for them."""
    removed: Mapped[bool] = mapped_column(Boolean, default=False)
    """Removed by the GM: never awaited again, their orders default for the rest of the
    game."""
    gender: Mapped[str | None] = mapped_column(String(16), nullable=True, default=None)
    """The grammatical gender the words agree with, as the player told it in their desk or
    the GM set it ("feminine", "masculine", "other"); None until told, and the words then
    say nothing that needs to agree (`bridge/handlers/addressing.py`)."""


class TopicRow(Base):
    """A forum topic the bot made for a game: the public topic, the GM desk, a player's desk,
    or a group conversation. `discourse_id` is known once the outbox has created it. A closed
    group conversation keeps its row, its owner suffixed with `#<id>`, so that the same
    players' next conversation is a new topic."""

    __tablename__ = "topics"
    __table_args__ = (UniqueConstraint("game_id", "role", "owner"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    role: Mapped[str] = mapped_column(String(16))
    owner: Mapped[str] = mapped_column(String(200), default="")
    title: Mapped[str] = mapped_column(String(255))
    discourse_id: Mapped[int | None] = mapped_column(ForumId, nullable=True, unique=True)
    last_post_number: Mapped[int] = mapped_column(Integer, default=0)
    closed_at: Mapped[datetime | None] = mapped_column(nullable=True)
    strangers: Mapped[list[Any]] = mapped_column(default=list)
    """Who is in this private conversation without a place in it (invited by hand): while
    anyone is, the outbox posts nothing there (`bridge.handlers.members`)."""


class InboundRow(Base):
    """A forum post the bridge received (webhook or backfill), once per post version.

    The digest of the text joins the key because Discourse keeps the version number for an
    author's quick edits (the grace period): a changed order must still be seen."""

    __tablename__ = "inbound"
    __table_args__ = (UniqueConstraint("post_id", "version", "digest"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    post_id: Mapped[int] = mapped_column(ForumId)
    version: Mapped[int] = mapped_column(Integer)
    digest: Mapped[str] = mapped_column(String(64))
    topic_id: Mapped[int] = mapped_column(ForumId, index=True)
    post_number: Mapped[int] = mapped_column(Integer)
    reply_to_post_number: Mapped[int | None] = mapped_column(Integer, nullable=True)
    username: Mapped[str] = mapped_column(String(100))
    staff: Mapped[bool] = mapped_column(Boolean, default=False)
    private: Mapped[bool] = mapped_column(Boolean)
    raw: Mapped[str] = mapped_column(Text)
    sent_at: Mapped[datetime]
    via: Mapped[str] = mapped_column(String(16))
    received_at: Mapped[datetime]
    status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    note: Mapped[str] = mapped_column(Text, default="")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    not_before: Mapped[datetime | None] = mapped_column(nullable=True)
    event: Mapped[str] = mapped_column(String(16), default="", server_default="")
    """"" for a post as written (a version of it); `deleted` or `recovered` for its deletion
    (by its author or staff) or recovery, `sent_at` then being when that happened."""


class DeliveryRow(Base):
    """One webhook delivery as Discourse sent it (event ids change on every retry)."""

    __tablename__ = "deliveries"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[str] = mapped_column(String(64))
    event: Mapped[str] = mapped_column(String(64))
    instance: Mapped[str] = mapped_column(String(255), default="")
    received_at: Mapped[datetime]
    outcome: Mapped[str] = mapped_column(String(16))
    post_id: Mapped[int | None] = mapped_column(ForumId, nullable=True)


class OrderRow(Base):
    """An accepted order. The one in force for (game, step, actor) is the latest by
    (sent_at, post_id); earlier ones stay as history. `complete` is False while the actor's
    answer is unfinished (still awaited); `doubt` is the reader's uncertainty, if any."""

    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    step_key: Mapped[str] = mapped_column(String(64))
    actor: Mapped[str] = mapped_column(String(100))
    speaker: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(32))
    params: Mapped[dict[str, Any]] = mapped_column(default=dict)
    sent_at: Mapped[datetime]
    post_id: Mapped[int] = mapped_column(ForumId)
    received_at: Mapped[datetime]
    complete: Mapped[bool] = mapped_column(Boolean, default=True)
    doubt: Mapped[str] = mapped_column(String(32), default="")
    salt: Mapped[str] = mapped_column(String(32), default="")
    receipt: Mapped[str] = mapped_column(String(64), default="")
    """The sealed order's receipt: SHA-256 of `salt:canonical order`, given with the echo,
    published when the step closes; the salt is shown with the results."""


class RosterRow(Base):
    """What a game type keeps of a forum user from game to game (the arena's characteristics,
    wounds included): one entry per game type and user, compared as Discourse compares
    usernames (without case)."""

    __tablename__ = "roster"
    __table_args__ = (UniqueConstraint("game_kind", "user_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_kind: Mapped[str] = mapped_column(String(32))
    user_key: Mapped[str] = mapped_column(String(100))
    username: Mapped[str] = mapped_column(String(100))
    entry: Mapped[dict[str, Any]] = mapped_column(default=dict)
    updated_at: Mapped[datetime]
    corrected_at: Mapped[datetime | None] = mapped_column(nullable=True, default=None)
    """When the GM last set the entry (`registre`): a game that had already read the entry
    then does not write over the correction after its publications."""


class ResolutionRow(Base):
    """A resolved step: the draft the GM reviews, then what was published."""

    __tablename__ = "resolutions"
    __table_args__ = (UniqueConstraint("game_id", "step_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    step_key: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), default="draft")
    orders: Mapped[dict[str, Any]] = mapped_column(default=dict)
    state_after: Mapped[dict[str, Any]] = mapped_column(default=dict)
    messages: Mapped[list[Any]] = mapped_column(default=list)
    log: Mapped[list[Any]] = mapped_column(default=list)
    pinned_after: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime]
    publish_at: Mapped[datetime | None] = mapped_column(nullable=True, index=True)
    published_at: Mapped[datetime | None] = mapped_column(nullable=True)
    chance_label: Mapped[str] = mapped_column(String(80), default="")
    """The label of the step's draws (`Chance(seed, label)`): the step key, or the key and
    the GM's rerun ("turn-3#2")."""
    inputs: Mapped[dict[str, Any]] = mapped_column(default=dict)
    """What the resolution was given beyond its own step's orders: the orders in force of
    the other open steps, by step key (a replay gives them again)."""


class DecisionRow(Base):
    """The game's audit log: every GM decision (publish, rerun, override, reject, pause,
    deadline moved, player replaced...), with who, when and what."""

    __tablename__ = "decisions"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    at: Mapped[datetime]
    by: Mapped[str] = mapped_column(String(100))
    action: Mapped[str] = mapped_column(String(32))
    step_key: Mapped[str] = mapped_column(String(64), default="")
    detail: Mapped[dict[str, Any]] = mapped_column(default=dict)


class OutboxRow(Base):
    """A message to post, written in the same transaction as the change that caused it.

    kind: "topic" (new public topic), "pm" (new private conversation), "reply" (a post in a
    known topic), "edit" (new text for the post that the message `edit_of` made) or "close"
    (close the topic, a group conversation the game ended). `key` is
    unique and is written into the post as an invisible marker, so a message that may have gone
    out before a crash is found instead of posted twice.
    """

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(128), unique=True)
    game_id: Mapped[int | None] = mapped_column(ForeignKey("games.id"), nullable=True)
    kind: Mapped[str] = mapped_column(String(16))
    topic_ref: Mapped[int | None] = mapped_column(ForeignKey("topics.id"), nullable=True)
    discourse_topic_id: Mapped[int | None] = mapped_column(ForumId, nullable=True)
    title: Mapped[str] = mapped_column(String(255), default="")
    recipients: Mapped[list[Any]] = mapped_column(default=list)
    raw: Mapped[str] = mapped_column(Text)
    picture: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True)
    reply_to_post_number: Mapped[int | None] = mapped_column(Integer, nullable=True)
    edit_of: Mapped[int | None] = mapped_column(ForeignKey("outbox.id"), nullable=True)
    created_at: Mapped[datetime]
    not_before: Mapped[datetime]
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    claimed_by: Mapped[str] = mapped_column(String(120), default="")
    lease_until: Mapped[datetime | None] = mapped_column(nullable=True)
    status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    sent_at: Mapped[datetime | None] = mapped_column(nullable=True)
    post_id: Mapped[int | None] = mapped_column(ForumId, nullable=True, index=True)
    """The forum post the message became: the backfill tells the bot's own posts by it,
    for every topic it reads (indexed: the outbox keeps every message ever sent)."""
    last_error: Mapped[str] = mapped_column(Text, default="")


class StatusEmbedRow(Base):
    """A live status post a moderator asked for in some topic; edited as the game moves."""

    __tablename__ = "status_embeds"
    __table_args__ = (UniqueConstraint("game_id", "topic_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    topic_id: Mapped[int] = mapped_column(ForumId)
    outbox_id: Mapped[int] = mapped_column(ForeignKey("outbox.id"))
    revision: Mapped[int] = mapped_column(Integer, default=0)


class StatusPostRow(Base):
    """Someone's post holding status markers (`[gamemaster status 12]` on a line of its
    own), which the bot edits in place: each marker becomes its game's live status between
    two invisible comments, rewritten after every change of the game (`bridge.publishing.markers`).

    `template` is the post as its author wrote it, every status block folded back to its
    marker: what the author changes, and what the bot fills in. `text` is what the post
    holds, or will hold once the edit queued last goes out; an edit is queued only when the
    new text differs. `anchor_id` is an outbox row standing for the post (never sent: it
    only names the post), so the edits queue through the outbox like any other (`edit_of`
    it). `status`: live, refused (the forum would not let the bot edit it: edits stop until
    the author edits the post again) or gone (no marker left)."""

    __tablename__ = "status_posts"

    id: Mapped[int] = mapped_column(primary_key=True)
    post_id: Mapped[int] = mapped_column(ForumId, unique=True)
    topic_id: Mapped[int] = mapped_column(ForumId)
    author: Mapped[str] = mapped_column(String(100))
    version: Mapped[int] = mapped_column(Integer, default=0)
    template: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)
    anchor_id: Mapped[int] = mapped_column(ForeignKey("outbox.id"))
    revision: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="live")
    updated_at: Mapped[datetime]


class StatusMarkRow(Base):
    """One game a status post shows (a post may show several, each edit rewrites them all)."""

    __tablename__ = "status_marks"
    __table_args__ = (UniqueConstraint("status_post_id", "game_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    status_post_id: Mapped[int] = mapped_column(ForeignKey("status_posts.id"), index=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)


class ForumStateRow(Base):
    """Whether the forum answers: `down_since` is when the sender first found it unreachable
    (5xx, timeouts, refused connections) and stays set until a call goes through again; the
    one worker that clears it tells the GMs of a long outage. One row, id 1."""

    __tablename__ = "forum_state"

    id: Mapped[int] = mapped_column(primary_key=True)
    down_since: Mapped[datetime | None] = mapped_column(nullable=True)
    last_error: Mapped[str] = mapped_column(Text, default="")


class RefusalRow(Base):
    """Webhook deliveries refused at the edge, counted by reason (`too_large`, `signature`,
    `instance`, `bad_json`, `bad_post`): one row per reason, its count raised by one upsert
    per refusal, so that every web process's `/metrics` says the same and a flood of forged
    deliveries adds no row."""

    __tablename__ = "webhook_refusals"

    reason: Mapped[str] = mapped_column(String(20), primary_key=True)
    count: Mapped[int] = mapped_column(BigInteger, default=0)
    last_at: Mapped[datetime]


class HeartbeatRow(Base):
    """A worker's heartbeat, written at the end of each of its ticks (one upsert,
    `bridge.intake.heartbeat`): when it last ticked, the received posts pending and the
    outbox messages waiting then, and its forum calls and 429 answers since it started.
    One row per worker (`host:pid:token`); a dead worker's row stays, the freshest counts."""

    __tablename__ = "worker_heartbeats"

    worker: Mapped[str] = mapped_column(String(120), primary_key=True)
    last_tick: Mapped[datetime]
    pending_posts: Mapped[int] = mapped_column(Integer, default=0)
    outbox_waiting: Mapped[int] = mapped_column(Integer, default=0)
    forum_calls: Mapped[int] = mapped_column(BigInteger, default=0)
    rate_limited: Mapped[int] = mapped_column(BigInteger, default=0)


def find_game(session: Session, game_id: int) -> GameRow | None:
    """The game with this id; None for a number no row can have (URLs and posts carry
    any integer, which the databases would refuse rather than not find)."""
    if not 1 <= game_id <= MAX_ROW_ID:
        return None
    return session.get(GameRow, game_id)


def make_engine(url: str) -> Engine:
    """An engine for `url`; SQLite gets foreign keys and a busy timeout for threads."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            # Readers must not block the webhook receiver's writes.
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


class Database:
    """The engine plus a session factory; `unit()` is one transaction."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)
        self._once: dict[tuple[str, tuple[str, ...]], Executable] = {}

    def create_all(self) -> None:
        """Create the tables directly (tests, demo); production runs Alembic migrations."""
        Base.metadata.create_all(self.engine)

    def drop_all(self) -> None:
        """Drop every table, Alembic's record of the revision too (tests on a shared
        PostgreSQL database: tables made again by `create_all` are not taken for an old
        revision's by `bridge.migrations.ready`)."""
        Base.metadata.drop_all(self.engine)
        with self.engine.begin() as connection:
            connection.exec_driver_sql("DROP TABLE IF EXISTS alembic_version")

    @contextmanager
    def connection(self) -> Iterator[Connection]:
        """One transaction on a plain connection, for the hot path (webhook deliveries)."""
        with self.engine.begin() as connection:
            yield connection

    def upsert(self, table: type[Base]) -> Any:
        """This database's own INSERT for `table`, the one that takes ON CONFLICT (SQLite's
        or PostgreSQL's): the one place that chooses between them."""
        return (sqlite_insert if self.engine.dialect.name == "sqlite"
                else postgresql_insert)(table)

    def insert_once(self, table: type[Base], unique: list[str]) -> Executable:
        """INSERT ... ON CONFLICT (unique) DO NOTHING RETURNING id for this database, built
        once per database (the webhook's hot path asks for it at every delivery): one
        statement, no race, no failed transaction for a duplicate; the result has a row only
        when the row was inserted (rowcount is not reliable with RETURNING)."""
        key = (table.__tablename__, tuple(unique))
        if key not in self._once:
            self._once[key] = (self.upsert(table).on_conflict_do_nothing(index_elements=unique)
                               .returning(table.__table__.c.id))
        return self._once[key]

    @property
    def is_postgres(self) -> bool:
        """True on PostgreSQL, where due work is claimed with SKIP LOCKED."""
        return self.engine.dialect.name == "postgresql"

    @contextmanager
    def unit(self) -> Iterator[Session]:
        """One transaction: commits on success, rolls back on any error."""
        session = self.sessions()
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()
