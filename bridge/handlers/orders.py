"""Orders: read, checked and stored, each answered privately in the player's language.

The order in force for an actor in a step is the latest by (send time, post id): a player who
changes their mind loses their place in the queue, and a late-arriving copy of an old message
cannot override a newer order. A refused message changes nothing stored. A post may reach
several open steps on its channel; the first that accepts it takes it.
"""

from __future__ import annotations

import logging
import re
from types import SimpleNamespace
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, InboundRow, OrderRow, TopicRow
from bridge.handlers import discobot
from bridge.handlers.enrolment import enrol
from bridge.handlers.tell import private
from bridge.players import find_player
from bridge.publishing.parts import Parts
from bridge.publishing.publish import guests
from bridge.steps import OpenStep
from bridge.turns.ledger import WITHDRAWN, all_in, order_rows, orders_in_force
from bridge.turns.resolution import resolve
from bridge.turns.seal import sealed
from rules import registry
from rules.base import GM, Accepted, Context, Game, Order, Rejection, Step
from rules.reader import confirms, own_words

log = logging.getLogger(__name__)

QUIET_REJECTIONS = ("not_an_order", "ambiguous")


"""Readings of a public post that are chat, not a misplaced order: no answer for them,
unless the game says the post is meant for it (`addressed` in the rejection's params: a
vote word was written, and what follows it could not be read): that one is answered."""


def quiet(reading: Order | Rejection) -> bool:
    """Whether a reading of a post in the game topic is talk, left unanswered."""
    return isinstance(reading, Rejection) and reading.code in QUIET_REJECTIONS \
        and not reading.params.get("addressed")


DICE_REQUEST = re.compile(r"@discobot\s+(?:roll|jet)\s+\d+\s*d\s*\d+", re.IGNORECASE)


"""A roll asked of discobot, in either word (kept for callers; the bridge itself asks
`bridge.handlers.discobot`, which knows the one word this forum's discobot answers)."""


def _late(game: GameRow, open_step: OpenStep, row: InboundRow) -> bool:
    """Whether a post comes too late for a step: its deadline passed, or its draft waits."""
    return game.status == "review" or (
        open_step.deadline_at is not None and row.sent_at >= open_step.deadline_at)


def rolls_with_discobot(game: GameRow) -> bool:
    """Whether a game's dice are rolled with discobot (it is then a guest of its desks): only
    then are discobot's answers read, and the roll requests left to them."""
    return "discobot" in guests(game)





def roll_request(parts: Parts, session: Session, game: GameRow, row: InboundRow,
                 speaker: str) -> bool:
    """A post asking discobot for dice in a game that rolls with discobot: discobot's
    reply, not the request, is what is read. A request discobot will not answer on this
    forum (another language's word, `2 d6`, `d6`, words after the dice) would leave the
    table waiting: the speaker is told privately the exact words that roll (the GM, in
    the GM desk). True when the post was such a request."""
    text = own_words(row.raw)
    if not rolls_with_discobot(game) or not discobot.requests(text):
        return False
    fix = discobot.correction(text, discobot.trigger(parts.config.forum_locale))
    if fix is None:
        row.status = "ignored"
        return True
    private(parts, session, game, row, speaker, "roll_hint", wrote=fix.wrote,
            write=fix.write, words_after=fix.words_after)
    return True


def order_context(session: Session, game: GameRow, row: InboundRow, channel: Any,
                  step: str = "") -> Context:
    player = find_player(session, game, row.username)
    lang = player.language if player else game.language
    return Context(speaker=player.username if player else row.username, channel=channel,
                   language=lang, sent_at=row.sent_at, post_id=row.post_id, step=step)


def group_post(parts: Parts, session: Session, row: InboundRow, game: GameRow,
               topic: TopicRow) -> None:
    """A post in a group conversation the game opened: talk, unless the game takes orders
    there (`orders_in_groups`: the mafia's kill in its night chat) and the post reads as
    one, from a member: then it is that member's order, as if written in their desk (its
    answer goes there). Talk is never answered."""
    rules = registry.get(game.kind)
    assert rules is not None
    members = {name.casefold() for name in topic.owner.split("#", 1)[0].split(",")}
    if (not getattr(rules, "orders_in_groups", False) or game.state is None
            or game.status != "running" or row.username.casefold() not in members
            or quiet(rules.parse(game.state, order_context(session, game, row, "desk"),
                                 own_words(row.raw)))):
        row.status = "ignored"
        return
    take_order(parts, session, row, game, row.username, "desk")


def take_order(
    parts: Parts, session: Session, row: InboundRow, game: GameRow, speaker: str, channel: Any,
    asked: str = "",
) -> None:
    """Read, check and store one order, offered to each open step on its channel (those
    awaiting the speaker first); answer the speaker privately either way. In the game
    topic, chat (a post that reads as no order) gets no answer. `asked`: for a discobot
    reply, the text of the roll it answers (whose author is `speaker`); the GM's own
    rolls count for the actor `GM`."""
    rules = registry.get(game.kind)
    assert rules is not None
    if game.status == "signup" and enrol(parts, session, row, game, rules, channel):
        return
    player = find_player(session, game, speaker) or _gm_seat(game, speaker, channel)
    if player is None:
        private(parts, session, game, row, speaker, "not_in_game")
        return
    current = open_steps.current(game, rules)
    visible = open_steps.told(game, rules, player.username)
    first = visible[0].step if visible else None
    if channel != "discobot" and roll_request(parts, session, game, row, player.username):
        return  # discobot's reply to this roll is what is read (and answered)
    if getattr(player, "removed", False):
        _refused(game, row, player.username, "removed", first)
        private(parts, session, game, row, player.username, "refused", code="removed",
                step=first.number if first else 0, key=first.key if first else "")
        return
    if open_steps.paused(game):
        if channel == "topic" and _chat(game, rules, row, player, visible):
            row.status = "ignored"  # talk at a paused table needs no answer
            return
        _refused(game, row, player.username, "paused", first)
        private(parts, session, game, row, player.username, "refused", code="paused",
                step=first.number if first else 0, key=first.key if first else "")
        return

    def refuse(code: str, step: Step | None = first, **params: Any) -> None:
        _refused(game, row, player.username, code, step)
        private(parts, session, game, row, player.username, "refused", code=code,
                step=step.number if step else 0, key=step.key if step else "",
                **params)

    if game.status == "signup":
        refuse("not_started")
        return
    if not current or game.state is None:
        refuse("game_over")
        return
    if channel == "discobot" and not any(s.step.channel == "discobot" for s in visible):
        refuse("roll_not_awaited")  # a roll nobody waits for, or someone else's to make
        return
    here = sorted((s for s in visible if s.step.channel == channel),
                  key=lambda s: player.username not in s.step.awaited)
    text = own_words(row.raw) if channel != "discobot" else row.raw
    if not here:  # no step listens to this player here: the game may say why (a night
        # action by day, a role without one tonight), else the bridge's word
        own = rules.off_step(game.state, order_context(session, game, row, channel), text) \
            if channel != "discobot" else None
        if own is not None:
            _refused(game, row, player.username, own.code, first)
            private(parts, session, game, row, player.username, "post_refused",
                    code=own.code, params=own.params, channel=channel,
                    view=rules.view(game.state, player.username))
        elif not visible:
            refuse("not_awaited")
        else:
            refuse("wrong_channel", channel=visible[0].step.channel)
        return
    if _confirmation(parts, session, row, game, player.username, here, text):
        return
    refusals: list[tuple[str, OpenStep]] = []
    rejections: list[tuple[Rejection, OpenStep]] = []
    checked: list[tuple[Rejection, OpenStep]] = []  # refused by the game's checks
    for open_step in here:
        step = open_step.step
        ctx = Context(speaker=player.username, channel=channel, language=player.language,
                      sent_at=row.sent_at, post_id=row.post_id, step=step.key,
                      asked=asked)
        reading = rules.parse(game.state, ctx, text)
        if isinstance(reading, Rejection):  # a reading failure says less than a check
            rejections.append((reading, open_step))
            continue
        late = _late(game, open_step, row)
        since = (open_steps.phase_began(game, step.phase) if step.continues else None) \
            or open_step.opened_at
        if late or row.sent_at < since:
            refusals.append(("results_pending" if late else "wrong_step", open_step))
            continue
        in_force = orders_in_force(session, game, step.key)
        verdict = rules.accept(game.state, ctx, reading, in_force)
        if isinstance(verdict, Rejection):
            rejections.append((verdict, open_step))
            checked.append((verdict, open_step))
        elif verdict.actor not in step.awaited:
            # The actor, not the speaker: a clan chief may act for a warrior who is awaited.
            refusals.append(("not_awaited", open_step))
        else:
            _take(parts, session, row, game, rules, player.username, open_step, verdict)
            return
    if refusals:
        code, open_step = refusals[0]
        refuse(code, step=open_step.step)
        return
    rejection, open_step = min(rejections, key=lambda found: (
        found not in checked, found[0].code == "not_an_order"))
    if channel == "topic" and quiet(rejection):
        row.status = "ignored"  # chat in the game topic
        return
    _refused(game, row, player.username, rejection.code, open_step.step)
    # The refused order's actor (a warrior their chief declared for), whose order stands.
    actor = rejection.params.get("actor")
    actor = actor if isinstance(actor, str) and actor else player.username
    private(parts, session, game, row, player.username, "order_refused",
            code=rejection.code, params=rejection.params,
            view=rules.view(game.state, player.username),
            step=open_step.step.number, key=open_step.step.key,
            deadline=open_step.deadline_at.isoformat()
            if open_step.deadline_at else None,
            # a step that carries on its phase holds only its own change: what stands is
            # the game's to say (a Mafia vote is in the state, not an order in force)
            standing=None if open_step.step.continues else _standing(
                parts, session, game, rules, player.username, open_step.step.key,
                open_step.step.awaited, actor),
            standing_actor=actor)


def _refused(game: GameRow, row: InboundRow, player: str, code: str,
             step: Step | None) -> None:
    log.info("order refused", extra={"game": game.id, "event": "order_refused",
                                     "player": player, "code": code,
                                     "step": step.key if step else "", "post": row.post_id})


def _standing(parts: Parts, session: Session, game: GameRow, rules: Game, player: str,
              key: str, awaited: tuple[str, ...] | None = None,
              actor: str | None = None) -> str | None:
    """The player's order in force in a step, worded by the game ("" when none): a
    refusal says what still stands. None in a live game, where a move is made or not, and
    in a step that awaits no order of this player and holds none (INDIXO's last words after
    the votes are locked: "no order in force" would deny the locked vote, which the game's
    refusal names). `actor`: whose order, when not the player's own (a warrior their chief
    declared for)."""
    if getattr(rules, "live", False):
        return None
    row = order_rows(session, game, key).get(actor or player)
    if row is None and awaited is not None and (actor or player) not in awaited:
        return None
    if row is None or game.state is None:
        return ""
    return parts.publisher.text(
        session, game, player, "bridge", "order_line", order={"kind": row.kind, **row.params},
        actor=row.actor, params={"actor": row.actor, "by": row.speaker},
        view=rules.view(game.state, player)).strip()


def _chat(game: GameRow, rules: Game, row: InboundRow, player: Any,
          visible: list[OpenStep]) -> bool:
    """Whether a post in the game topic reads as no order for any step there (talk)."""
    assert game.state is not None
    for open_step in visible:
        if open_step.step.channel != "topic":
            continue
        ctx = Context(speaker=player.username, channel="topic", language=player.language,
                      sent_at=row.sent_at, post_id=row.post_id, step=open_step.step.key)
        reading = rules.parse(game.state, ctx, own_words(row.raw))
        if not quiet(reading):
            return False
    return True


def _gm_seat(game: GameRow, speaker: str, channel: Any) -> Any:
    """The GM as the actor `GM` of a game's dice step (a field rolled with discobot)."""
    if channel != "discobot" or speaker.casefold() != game.gm.casefold():
        return None
    return SimpleNamespace(username=GM, language=game.language)


def _take(parts: Parts, session: Session, row: InboundRow, game: GameRow, rules: Game,
          speaker: str, open_step: OpenStep, verdict: Accepted) -> None:
    """Store an accepted order, echo it to the speaker, resolve early if all are in. The
    echo says whether the order is final: the game says so (`Accepted.final`), or it
    completes an early step, which resolves at once."""
    assert game.state is not None
    step = open_step.step
    order = verdict.order
    earlier = order_rows(session, game, step.key).get(verdict.actor)
    # A final choice read with a doubt is held: not final, and not yet an answer that
    # closes its step, until the player confirms it (`_confirmation`); at the deadline
    # it counts as read. A step without a deadline takes it as final, as read.
    held = verdict.final and bool(order.doubt) and open_step.deadline_at is not None
    stored = sealed(game.seed, game_id=game.id, step_key=step.key, actor=verdict.actor,
                    speaker=speaker, kind=order.kind, params=order.params,
                    sent_at=row.sent_at, post_id=row.post_id, received_at=parts.clock(),
                    complete=verdict.complete and not held, doubt=order.doubt)
    session.add(stored)
    session.flush()
    log.info("order accepted", extra={"game": game.id, "event": "order_accepted",
                                      "player": speaker, "actor": verdict.actor,
                                      "step": step.key, "post": row.post_id, "held": held})
    in_force = orders_in_force(session, game, step.key).get(verdict.actor)
    closes = (verdict.ends and not held) or (
        step.early and all_in(parts, session, game, step.key, step.awaited))
    if verdict.echo:
        _echo(parts, session, row, game, rules, speaker, open_step, verdict, closes,
              superseded=in_force is not None and in_force.post_id != row.post_id,
              replaced=earlier is not None, receipt=stored.receipt, held=held)
    if closes:
        resolve(parts, session, game, step.key)


def _echo(parts: Parts, session: Session, row: InboundRow, game: GameRow, rules: Game,
          speaker: str, open_step: OpenStep, verdict: Accepted, closes: bool,
          superseded: bool, replaced: bool, receipt: str, held: bool = False) -> None:
    """The private acknowledgement of a taken order: its canonical reading, send time,
    and whether it can still change (`held`: a final choice read with a doubt, final
    once confirmed)."""
    assert game.state is not None
    step = open_step.step
    order = verdict.order
    private(parts, session, game, row, speaker, "order_taken",
            order={"kind": order.kind, **order.params}, doubt=order.doubt,
            complete=verdict.complete, final=(verdict.final and not held) or closes,
            held=held, closes=closes, sent_at=row.sent_at.isoformat(),
            actor=verdict.actor, superseded=superseded, replaced=replaced,
            receipt=receipt,
            step=step.number, key=step.key,
            view=rules.view(game.state, speaker), params=verdict.params,
            deadline=open_step.deadline_at.isoformat()
            if open_step.deadline_at else None)


def _confirmation(parts: Parts, session: Session, row: InboundRow, game: GameRow, speaker: str,
                  here: list[OpenStep], text: str) -> bool:
    """A bare "oui" after an echo that doubted its reading: the order in force is taken
    as confirmed (stored again without its doubt). False when the post is not that."""
    if not confirms(text):
        return False
    rules = registry.get(game.kind)
    assert rules is not None and game.state is not None
    for open_step in here:
        rows = order_rows(session, game, open_step.step.key)
        doubted = next((r for r in rows.values() if r.speaker == speaker and r.doubt), None)
        if doubted is None:
            continue
        if _late(game, open_step, row):
            return False
        step = open_step.step
        verdict = None if doubted.complete else _held(session, game, rules, row,
                                                      speaker, open_step, doubted)
        final = verdict is not None
        session.add(sealed(game.seed, game_id=game.id, step_key=doubted.step_key,
                           actor=doubted.actor, speaker=speaker, kind=doubted.kind,
                           params=dict(doubted.params), sent_at=row.sent_at,
                           post_id=row.post_id, received_at=parts.clock(),
                           complete=doubted.complete or final, doubt=""))
        session.flush()
        log.info("order confirmed", extra={"game": game.id, "event": "order_confirmed",
                                           "player": speaker, "actor": doubted.actor,
                                           "step": step.key, "post": row.post_id})
        closes = verdict is not None and (verdict.ends or (
            step.early and all_in(parts, session, game, step.key, step.awaited)))
        # The echo's own words again (who acts, who spoke, the speaker's view), so that a
        # chief's confirmed declaration still says for whom: what `accept` added for the
        # speaker alone is not stored, and a confirmation repeats only the order.
        private(parts, session, game, row, speaker, "order_confirmed",
                order={"kind": doubted.kind, **doubted.params},
                step=step.number, key=step.key,
                sent_at=row.sent_at.isoformat(), actor=doubted.actor,
                params={"actor": doubted.actor, "by": doubted.speaker},
                view=rules.view(game.state, speaker), final=final, closes=closes)
        if closes:
            resolve(parts, session, game, step.key)
        return True
    return False


def _held(session: Session, game: GameRow, rules: Game, row: InboundRow,
          speaker: str, open_step: OpenStep, doubted: OrderRow) -> Accepted | None:
    """The game's verdict when a doubted order not complete is a final choice held for
    its doubt (`_take`): offered again without doubt, as the actor's first answer, the
    game takes it as final and complete. None when it is not such a choice."""
    assert game.state is not None
    player = find_player(session, game, speaker)
    ctx = Context(speaker=speaker, channel=open_step.step.channel,
                  language=player.language if player else game.language,
                  sent_at=row.sent_at, post_id=row.post_id, step=open_step.step.key)
    others = {actor: order for actor, order in
              orders_in_force(session, game, open_step.step.key).items()
              if actor != doubted.actor}
    verdict = rules.accept(game.state, ctx, Order(doubted.kind, dict(doubted.params)),
                           others)
    if isinstance(verdict, Accepted) and verdict.final and verdict.complete \
            and verdict.actor == doubted.actor:
        return verdict
    return None


def withdraw_deleted(parts: Parts, session: Session, row: InboundRow) -> None:
    """A post deleted on the forum (`row`: the deletion, `sent_at` when it was made): an
    order it holds in force in an open step no longer counts, as if the post now said
    nothing (the player is then silent, an earlier order of theirs stays replaced), and
    the player is told privately, once. A deletion after the step's deadline, or once its
    draft waits, changes nothing; so it is for a post holding no order in force."""
    games = sorted(set(session.scalars(select(OrderRow.game_id).where(
        OrderRow.post_id == row.post_id))))
    told = withdrew = False
    for game_id in games:
        game = session.get(GameRow, game_id, with_for_update=parts.db.is_postgres)
        rules = registry.get(game.kind) if game is not None else None
        if game is None or rules is None or game.state is None:
            continue
        for open_step in open_steps.current(game, rules):
            step = open_step.step
            if _late(game, open_step, row):
                continue
            for actor, order in order_rows(session, game, step.key).items():
                if order.post_id != row.post_id:
                    continue
                session.add(sealed(game.seed, game_id=game.id, step_key=step.key,
                                   actor=actor, speaker=order.speaker, kind=WITHDRAWN,
                                   params={}, sent_at=max(row.sent_at, order.sent_at),
                                   post_id=row.post_id, received_at=parts.clock(),
                                   complete=True))
                session.flush()
                log.info("order withdrawn", extra={"game": game.id, "event": "order_withdrawn",
                                                   "player": order.speaker, "actor": actor,
                                                   "step": step.key, "post": row.post_id})
                withdrew = True
                speaker = order.speaker
                if told or find_player(session, game, speaker) is None:
                    continue
                told = True
                private(parts, session, game, row, speaker, "order_withdrawn",
                        order={"kind": order.kind, **order.params},
                        actor=actor, params={"actor": actor, "by": speaker},
                        step=step.number, key=step.key,
                        view=rules.view(game.state, speaker),
                        deadline=open_step.deadline_at.isoformat()
                        if open_step.deadline_at else None)
    if not withdrew:
        row.status = "ignored"

