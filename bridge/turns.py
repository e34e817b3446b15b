"""The life of a game: start, deadlines, resolution into a draft, GM review, publication.

The database says what is due; every claim of due work locks the game row (SKIP LOCKED on
PostgreSQL) and the game's version column makes a second writer fail, so two workers never
resolve one step twice.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from bridge import idle, review
from bridge import steps as open_steps
from bridge.db import GameRow, OrderRow, ResolutionRow, TopicRow
from bridge.gmdesk import overridden
from bridge.orders import submitted
from bridge.outbox import enqueue
from bridge.parts import ServiceParts
from bridge.publish import Message, viewer_of
from bridge.seal import canonical, draw_label, in_force, receipt, seal_salt
from bridge.steps import OpenStep
from rules import registry
from rules.base import GM, PUBLIC, Game, Step
from rules.chance import Chance, commitment

log = logging.getLogger(__name__)

ACTIVE = ("signup", "running", "review")
"""Statuses of a game that is not over."""
SETUP = "setup"
"""The chance label of a game's set-up, and the step key of its resolution row (a game's
own step keys are never this word)."""
CHAIN_LIMIT = 50
"""Most steps resolved in a row without waiting (a step that opens already complete)."""


@dataclass(frozen=True)
class DueTopic:
    """A topic to read before a deadline fires (`Turns.due_topics`)."""

    opened: datetime | None
    """When the game's open step opened: posts since then may be orders."""
    deadline: datetime | None
    """The game's deadline that is due (a topic is read once for it)."""
    public: bool
    """The game topic (found in the bot's list of topics, not of conversations)."""


class Turns(ServiceParts):
    """Steps and resolutions, mixed into `GameMaster`."""

    def start(self, session: Session, game: GameRow) -> None:
        """Set the game up with its players and open the first step."""
        rules = registry.get(game.kind)
        assert rules is not None
        players = [p.username for p in self._players(session, game)]
        pinned = dict(game.pinned)
        chance = Chance(game.seed, SETUP, list(game.pinned.get("dice", [])))
        outcome = rules.setup(dict(game.settings), players, chance, dict(game.pinned),
                              dict(game.roll) or None)
        game.state = outcome.state
        self._store_roster(session, game.kind, rules.roster(outcome.state), game)
        game.pinned = {**game.pinned, "dice": chance.pinned}
        game.status = "running"
        now = self.clock()
        # The set-up as a published resolution of its own: its draws and first state, where
        # a replay or a verification of the game begins.
        session.add(ResolutionRow(
            game_id=game.id, step_key=SETUP, status="published", orders={},
            state_after=outcome.state, messages=[], log=[*outcome.log, *chance.log],
            pinned_after=dict(game.pinned), created_at=now, published_at=now,
            chance_label=SETUP, inputs={"players": players, "pinned": pinned,
                                        "roll": dict(game.roll), "settings": dict(game.settings)}))
        told = {n.audience for n in outcome.notices}
        intro = Message(PUBLIC, self.publisher.text(
            session, game, PUBLIC, "bridge", "started", players=players,
            commitment=commitment(game.seed, game.salt), desks=set(players) <= told))
        messages = [intro, *self.publisher.notices(session, game, rules, outcome.state,
                                                   outcome.notices)]
        messages += self._open_steps(session, game, rules, now)
        self.publisher.queue(session, game, messages, f"g{game.id}:start", now)
        self._refresh_embeds(session, game)
        self._resolve_complete(session, game, rules)

    def _open_steps(self, session: Session, game: GameRow, rules: Game,
                    now: datetime) -> list[Message]:
        """Open the steps the game's state now has (or finish the game); what to announce."""
        assert game.state is not None
        opened = open_steps.sync(game, rules, now)
        if not rules.steps(game.state):
            game.status = "finished"
            open_steps.close_all(game)
            return [self._seed_revealed(session, game)]
        return self.announce(session, game, rules, opened)

    def _seed_revealed(self, session: Session, game: GameRow,
                       pending: ResolutionRow | None = None) -> Message:
        """The end of a game: its seed and salt, so anyone checks the commitment, and the
        salts of the sealed private orders not shown yet, so anyone checks their receipts
        (`pending`: the draft that ends the game, not published yet)."""
        rules = registry.get(game.kind)
        public_orders = getattr(rules, "public_orders", None)
        sealed = []
        rows = list(session.scalars(select(ResolutionRow).where(
            ResolutionRow.game_id == game.id, ResolutionRow.status == "published",
            ResolutionRow.step_key != SETUP).order_by(ResolutionRow.id)))
        for row in [*rows, *([pending] if pending is not None else [])]:
            if not row.inputs.get("sealed") or (
                    public_orders is not None and public_orders(row.state_after, row.step_key)):
                continue
            sealed += [{**one, "key": row.step_key, "step": row.inputs.get("number", 0)}
                       for one in row.inputs["sealed"]]
        return Message(PUBLIC, self.publisher.text(
            session, game, PUBLIC, "bridge", "seed_revealed", seed=game.seed,
            salt=game.salt, commitment=commitment(game.seed, game.salt), sealed=sealed))

    def announce(self, session: Session, game: GameRow, rules: Game,
                 opened: list[OpenStep], state: dict[str, Any] | None = None) -> list[Message]:
        """Each step's opening, with its deadline, to those its `announce` says (seen in
        `state`, the game's own by default)."""
        state = game.state if state is None else state
        assert state is not None
        messages = []
        for open_step in opened:
            step = open_step.step
            deadline = open_step.deadline_at.isoformat() if open_step.deadline_at else None
            audiences = {"public": [PUBLIC], "awaited": list(step.awaited),
                         "none": []}[step.announce]
            for audience in audiences:
                messages.append(Message(audience, self.publisher.text(
                    session, game, audience, "bridge", "step_open", step=step.number,
                    key=step.key, phase=step.phase, channel=step.channel, deadline=deadline,
                    count=len(step.awaited), private=audience != PUBLIC,
                    awaited=list(step.awaited),
                    view=rules.view(state, viewer_of(audience)))))
        return messages

    def run_due(self) -> int:
        """Resolve every step whose deadline has passed and publish every draft whose
        review window is over. Safe to run from any number of workers at once."""
        now = self.clock()
        done = 0
        with self.db.unit() as session:
            due = list(session.scalars(
                select(GameRow.id).where(GameRow.status == "running",
                                         GameRow.deadline_at <= now)
                .order_by(GameRow.deadline_at)))
            drafts = list(session.scalars(
                select(ResolutionRow.id).where(ResolutionRow.status == "draft",
                                               ResolutionRow.publish_at <= now)))
        for game_id, key in self._reminders_due(now):
            done += self._claim(game_id, partial(self._remind, key=key), "running")
        for game_id in due:
            done += self._claim(game_id, lambda s, g: self._resolve_due(s, g), "running")
        for draft_id in drafts:
            with self.db.unit() as session:
                draft = session.get(ResolutionRow, draft_id)
                reviewed = draft.game_id if draft and draft.status == "draft" else None
            if reviewed is not None:
                done += self._claim(reviewed, lambda s, g: self._publish_due(s, g), "review")
        return done

    def _claim(self, game_id: int, work: Callable[[Session, GameRow], None], status: str) -> int:
        try:
            with self.db.unit() as session:
                query = select(GameRow).where(GameRow.id == game_id, GameRow.status == status)
                if self.db.is_postgres:
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
            self._tell_gm_of_failure(game_id, exc)
            return 0

    def _tell_gm_of_failure(self, game_id: int, exc: Exception) -> None:
        """Tell the GM once per step that it could not be resolved; it is retried."""
        with self.db.unit() as session:
            game = session.get(GameRow, game_id)
            desk = self.publisher.topic(session, game, "gm", game.gm) if game else None
            if game is None or desk is None:
                return
            enqueue(session, key=f"g{game.id}:{game.step_key}:failed", kind="reply",
                    now=self.clock(), game_id=game.id, topic=desk,
                    raw=self.publisher.text(session, game, GM, "bridge", "resolution_failed",
                                            error=f"{type(exc).__name__}: {exc}"[:500]))

    def _publish_due(self, session: Session, game: GameRow) -> None:
        draft = self._draft(session, game)
        if draft is not None and draft.publish_at and draft.publish_at <= self.clock():
            self.publish(session, game, draft)

    def _draft(self, session: Session, game: GameRow) -> ResolutionRow | None:
        return session.scalar(select(ResolutionRow).where(
            ResolutionRow.game_id == game.id, ResolutionRow.status == "draft"))

    def _resolve_due(self, session: Session, game: GameRow) -> None:
        """Resolve the game's steps whose deadline has passed, earliest first, for as long
        as the game is not waiting for its GM's review."""
        rules = registry.get(game.kind)
        assert rules is not None
        for _ in range(CHAIN_LIMIT):
            due = [s for s in open_steps.current(game, rules)
                   if s.deadline_at is not None and s.deadline_at <= self.clock()]
            if game.status != "running" or not due:
                return
            self.resolve(session, game, due[0].step.key, closed=idle.DEADLINE)
            if idle.pause_if_idle(session, game, rules, self.publisher, self.bot,
                                  self.clock()):
                self._refresh_embeds(session, game)
                return

    def _resolve_complete(self, session: Session, game: GameRow, rules: Game) -> None:
        """Resolve at once every open step that may end early and has all its answers (a
        step that opens already complete, as one awaiting nobody; every step of a live
        table whose players are all away), at most CHAIN_LIMIT in a row: each publication
        comes back to this loop rather than starting one of its own (a recursion without
        end when every player of a live game is away)."""
        for _ in range(CHAIN_LIMIT):
            ready = [s for s in open_steps.current(game, rules) if s.step.early
                     and self._all_in(session, game, s.step.key, s.step.awaited)]
            if game.status != "running" or not ready:
                return
            self.resolve(session, game, ready[0].step.key, chain=False)

    def resolve(self, session: Session, game: GameRow, key: str | None = None,
                rerun: int = 0, attempt: int = 0, chain: bool = True, closed: str = "",
                closing: list[dict[str, Any]] | None = None) -> None:
        """Resolve one open step (by default the one whose deadline comes first) into a
        draft; publish it at once if review is auto or the outcome needs no review.
        The draws' label is the step key and the mix of the sealed orders at the close
        (`bridge.seal.draw_label`; `closing`: those orders, given again by a redraft);
        `rerun` (the GM's `refaire`) draws again with `#<rerun>` after it, announced
        publicly with the results; `attempt` numbers the drafts of one step (a rerun or an
        overridden order makes a new one). `chain`: a publication goes on to the steps
        already complete (False inside that very chain). `closed`: why the step closed, kept
        in the resolution's inputs (`bridge.idle.DEADLINE`: its deadline came)."""
        rules = registry.get(game.kind)
        assert rules is not None and game.state is not None
        current = open_steps.current(game, rules)
        chosen = next((s for s in current if key is None or s.step.key == key), None)
        if chosen is None:
            return
        step = chosen.step
        rows = self._order_rows(session, game, step.key)
        orders = {s.step.key: self._in_force(session, game, s.step.key) for s in current
                  if s.step.key != step.key}
        orders[step.key] = {actor: submitted(row) for actor, row in rows.items()}
        # Receipts for the private orders of a step everyone knows of (a hidden step's
        # receipts would tell who was awaited: the killer's guess, a ghost's switch).
        # Everyone awaited gets a receipt, a silent player that of the order "none", so the
        # list tells nobody who acted; sorted by name, so it tells nothing of who was first.
        sealing = step.channel == "desk" and step.announce == "public"
        sealed = [self._sealed(game, step.key, actor, rows.get(actor))
                  for actor in sorted(set(step.awaited) | set(rows)) if actor != GM
                  ] if sealing else []
        # The draws come from the seed and the sealed orders at the close, kept through the
        # GM's reruns and overrides (`closing`), so that no redraft draws from other orders.
        if closing is None:
            closing = sealed
        label = draw_label(step.key, in_force(closing), rerun)
        chance = Chance(game.seed, label, list(game.pinned.get("dice", [])))
        outcome = rules.resolve(game.state, step.key, orders, chance)
        messages = self.publisher.notices(session, game, rules, outcome.state, outcome.notices)
        if rerun:
            messages.insert(0, Message(PUBLIC, self.publisher.text(
                session, game, PUBLIC, "bridge", "rerolled", rerun=rerun, step=step.number,
                key=step.key)))
        changed = overridden(session, game.id, step.key)
        if changed and step.announce == "public":  # whose orders the GM set, told to all
            messages.insert(1 if rerun else 0, Message(PUBLIC, self.publisher.text(
                session, game, PUBLIC, "bridge", "gm_orders", step=step.number, key=step.key,
                set=sorted(p for p, given in changed.items() if given),
                withdrawn=sorted(p for p, given in changed.items() if not given))))
        public_orders = getattr(rules, "public_orders", None)
        now = self.clock()
        review = game.settings.get("review", "gm")
        at_once = review == "auto" or not outcome.review
        if sealed:  # after the story of the turn, folded: the receipts in force (each player
            # finds their own) and their salts once the results make the orders public
            messages.append(Message(PUBLIC, self.publisher.text(
                session, game, PUBLIC, "bridge", "receipts", sealed=sealed, step=step.number,
                key=step.key, changed=bool(changed), salts=public_orders is not None
                and bool(public_orders(outcome.state, step.key)), label=label,
                replaced=[s["receipt"] for s in closing if s not in sealed])))
        draft = ResolutionRow(
            game_id=game.id, step_key=step.key, status="draft",
            orders={a: {"kind": r.kind, "params": r.params, "sent_at": r.sent_at.isoformat(),
                        "post_id": r.post_id, "speaker": r.speaker, "salt": r.salt,
                        "receipt": r.receipt, "complete": r.complete, "doubt": r.doubt}
                    for a, r in rows.items()},
            state_after=outcome.state,
            messages=[*(m.to_json() for m in messages),
                      *({"audience": list(group), "close": True} for group in outcome.close)],
            log=[*outcome.log, *chance.log], pinned_after={**game.pinned, "dice": chance.pinned},
            created_at=now, chance_label=label,
            inputs={"orders": {key: {actor: {"kind": o.order.kind, "params": o.order.params,
                                              "sent_at": o.sent_at.isoformat(),
                                              "post_id": o.post_id, "speaker": o.speaker,
                                              "complete": o.complete}
                                      for actor, o in given.items()}
                               for key, given in orders.items() if key != step.key},
                    "channel": step.channel, "sealed": sealed, "closing": closing,
                    "number": step.number,
                    **({"closed": closed} if closed else {})})
        session.add(draft)
        session.flush()
        if at_once:  # the pictures just drawn are the publication's: not drawn again
            self.publish(session, game, draft, chain=chain,
                         drawn=[message.picture for message in messages])
            return
        game.status = "review"
        if review != "gm":
            draft.publish_at = now + timedelta(hours=float(review))
        self._show_draft(session, game, rules, draft, step, rows, messages, rerun, attempt)
        self._refresh_embeds(session, game)  # "with the GM", from "running"

    @staticmethod
    def _sealed(game: GameRow, key: str, actor: str, row: OrderRow | None) -> dict[str, Any]:
        """An actor's sealed order in a step: the order in force, or "none" for silence."""
        if row is not None and row.receipt:
            return {"actor": actor, "receipt": row.receipt, "salt": row.salt,
                    "order": canonical(row.kind, row.params)}
        salt = seal_salt(game.seed, f"{game.id}:{key}:{actor}:none")
        return {"actor": actor, "receipt": receipt(salt, "none", {}), "salt": salt,
                "order": canonical("none", {})}

    def _show_draft(self, session: Session, game: GameRow, rules: Game, draft: ResolutionRow,
                    step: Step, rows: dict[str, Any], messages: list[Message], rerun: int,
                    attempt: int) -> None:
        """Post the review package in the GM desk: the orders, the dice, the changes, and
        every post the publication will make (with the openings of the next steps, computed
        as if published now), the public picture attached."""
        now = self.clock()
        openings = open_steps.preview(game, rules, draft.state_after, now)
        coming = (self.announce(session, game, rules, openings, draft.state_after)
                  if openings is not None else [self._seed_revealed(session, game, draft)])
        posts = [post for _, post in self.publisher.posts([*messages, *coming])]
        picture = next((p.picture for p in posts if p.audience == PUBLIC and p.picture), None)

        def render(name: str, **params: Any) -> str:
            return self.publisher.text(session, game, GM, "bridge", name, **params)

        raw = review.package(render, rules, step, rows, self._excused(session, game),
                             game.state, draft.state_after, draft.log, posts,
                             draft.publish_at.isoformat() if draft.publish_at else None, rerun)
        desk = self.publisher.topic(session, game, "gm", game.gm)
        enqueue(session, key=f"g{game.id}:{step.key}:draft" + (str(attempt) if attempt else ""),
                kind="reply", now=now, game_id=game.id, topic=desk, raw=raw, picture=picture)

    def publish(self, session: Session, game: GameRow, draft: ResolutionRow,
                chain: bool = True, drawn: list[bytes | None] | None = None) -> None:
        """Make a draft the game's new state, queue its messages, close the conversations
        it ends, open the steps that follow, and (`chain`) resolve those already complete.
        `drawn`: the pictures of the draft's messages, in order, when they were drawn from
        its very state a moment ago (a resolution published at once); else each is drawn
        from the state now published."""
        rules = registry.get(game.kind)
        assert rules is not None
        now = self.clock()
        game.state = draft.state_after
        self._store_roster(session, game.kind, rules.roster(game.state), game)
        game.pinned = dict(draft.pinned_after)
        game.status = "running"
        draft.status = "published"
        draft.published_at = now
        messages = []
        closing = []
        for index, stored in enumerate(draft.messages):
            audience = stored["audience"]
            audience = tuple(audience) if isinstance(audience, list) else audience
            if stored.get("close"):
                closing.append(audience)
                continue
            picture = drawn[index] if drawn is not None and index < len(drawn) else None
            if stored["picture"] and picture is None:
                picture = self.publisher.picture(
                    session, game, rules, rules.view(game.state, viewer_of(audience)), audience)
            messages.append(Message(audience, stored["raw"], picture))
        messages += self._open_steps(session, game, rules, now)
        self.publisher.queue(session, game, messages, f"g{game.id}:{draft.step_key}", now)
        for group in closing:
            self.publisher.close(session, game, group, f"g{game.id}:{draft.step_key}", now)
        self._refresh_embeds(session, game)
        if chain:
            self._resolve_complete(session, game, rules)

    def active_topics(self, due_only: bool = False) -> dict[int, datetime | None]:
        """The forum topics of every active game, each with the time its game's open step
        opened (None in sign-up or review): posts since then may be orders, so their edits
        matter. With `due_only`, only games whose deadline has passed (read once more before
        resolving, so no order sent in time is missed)."""
        with self.db.unit() as session:
            query = (
                select(TopicRow.discourse_id, GameRow.status, GameRow.step_opened_at)
                .join(GameRow, GameRow.id == TopicRow.game_id)
                .where(GameRow.status.in_(ACTIVE), TopicRow.discourse_id.is_not(None))
            )
            if due_only:
                query = query.where(GameRow.status == "running",
                                    GameRow.deadline_at <= self.clock())
            return {int(topic): opened if status == "running" else None
                    for topic, status, opened in session.execute(query) if topic is not None}

    def due_topics(self) -> dict[int, DueTopic]:
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
        with self.db.unit() as session:
            games = list(session.scalars(select(GameRow).where(
                GameRow.status == "running", GameRow.deadline_at <= self.clock())))
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

    def _reminders_due(self, now: datetime) -> list[tuple[int, str]]:
        """The reminders due by `now` and not sent yet, by game and step. Only the games
        whose earliest reminder is due are read (`games.remind_at`, indexed): a tick costs
        the same with one game or thousands."""
        due = []
        with self.db.unit() as session:
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

    def _remind(self, session: Session, game: GameRow, *, key: str) -> None:
        """Remind the players who have not answered a step yet, computed now from the
        deadline in force, so a reminder never contradicts a moved deadline."""
        rules = registry.get(game.kind)
        assert rules is not None
        open_step: OpenStep | None = next(
            (s for s in open_steps.current(game, rules) if s.step.key == key), None)
        if open_step is None:
            return
        open_steps.mark_reminded(game, key)
        deadline = open_step.deadline_at
        if deadline is None or deadline <= self.clock():
            return
        answered = self._answered(session, game, key)
        for player in open_step.step.awaited:
            if player in answered:
                continue
            desk = self.publisher.topic(session, game, "player", player)
            if desk is None:
                continue
            enqueue(session, key=f"g{game.id}:{key}:remind:{player}", kind="reply",
                    now=self.clock(), game_id=game.id, topic=desk,
                    raw=self.publisher.text(session, game, player, "bridge", "reminder",
                                            step=open_step.step.number, key=key,
                                            deadline=deadline.isoformat()))

    def next_due(self) -> datetime | None:
        """The earliest moment something is due (a deadline, a reminder or a review
        window): three indexed queries, whatever the number of games."""
        with self.db.unit() as session:
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
