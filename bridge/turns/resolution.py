"""The life of a game: its start, a step resolved into a draft, the GM's review, the
publication of the results, and the next steps opened.

Resolution is the game's (`rules.base.Game.resolve`), pure given the seed, the state and the
orders in force at the step's close (`bridge.turns.ledger`); the draws are sealed with those orders
(`bridge.turns.seal`). What is due with the passing of time, and the claims that keep two workers
from resolving one step twice, are in `bridge.turns.due`.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, OrderRow, ResolutionRow
from bridge.delivery.outbox import enqueue
from bridge.players import players_of
from bridge.publishing.embeds import refresh_embeds
from bridge.publishing.parts import Parts
from bridge.publishing.publish import Message, viewer_of
from bridge.steps import OpenStep
from bridge.turns import activity, review
from bridge.turns.journal import overridden
from bridge.turns.ledger import all_in, excused_players, order_rows, orders_in_force, submitted
from bridge.turns.roster import store_roster
from bridge.turns.seal import canonical, draw_label, in_force, receipt, seal_salt
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





def start(parts: Parts, session: Session, game: GameRow) -> None:
    """Set the game up with its players and open the first step."""
    rules = registry.get(game.kind)
    assert rules is not None
    players = [p.username for p in players_of(session, game)]
    pinned = dict(game.pinned)
    chance = Chance(game.seed, SETUP, list(game.pinned.get("dice", [])))
    outcome = rules.setup(dict(game.settings), players, chance, dict(game.pinned),
                          dict(game.roll) or None)
    game.state = outcome.state
    store_roster(parts, session, game.kind, rules.roster(outcome.state), game)
    game.pinned = {**game.pinned, "dice": chance.pinned}
    game.status = "running"
    now = parts.clock()
    # The set-up as a published resolution of its own: its draws and first state, where
    # a replay or a verification of the game begins.
    session.add(ResolutionRow(
        game_id=game.id, step_key=SETUP, status="published", orders={},
        state_after=outcome.state, messages=[], log=[*outcome.log, *chance.log],
        pinned_after=dict(game.pinned), created_at=now, published_at=now,
        chance_label=SETUP, inputs={"players": players, "pinned": pinned,
                                    "roll": dict(game.roll), "settings": dict(game.settings)}))
    told = {n.audience for n in outcome.notices}
    intro = Message(PUBLIC, parts.publisher.text(
        session, game, PUBLIC, "bridge", "started", players=players,
        commitment=commitment(game.seed, game.salt), desks=set(players) <= told))
    messages = [intro, *parts.publisher.notices(session, game, rules, outcome.state,
                                                outcome.notices)]
    messages += _open_steps(parts, session, game, rules, now)
    parts.publisher.queue(session, game, messages, f"g{game.id}:start", now)
    log.info("game started", extra={"game": game.id, "event": "game_started",
                                    "players": len(players)})
    refresh_embeds(parts, session, game)
    resolve_complete(parts, session, game, rules)


def _open_steps(parts: Parts, session: Session, game: GameRow, rules: Game,
                now: datetime) -> list[Message]:
    """Open the steps the game's state now has (or finish the game); what to announce."""
    assert game.state is not None
    opened = open_steps.sync(game, rules, now)
    if not rules.steps(game.state):
        game.status = "finished"
        open_steps.close_all(game)
        log.info("game finished", extra={"game": game.id, "event": "game_finished"})
        return [seed_revealed(parts, session, game)]
    return announce(parts, session, game, rules, opened)


def seed_revealed(parts: Parts, session: Session, game: GameRow,
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
    return Message(PUBLIC, parts.publisher.text(
        session, game, PUBLIC, "bridge", "seed_revealed", seed=game.seed,
        salt=game.salt, commitment=commitment(game.seed, game.salt), sealed=sealed))


def announce(parts: Parts, session: Session, game: GameRow, rules: Game,
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
            messages.append(Message(audience, parts.publisher.text(
                session, game, audience, "bridge", "step_open", step=step.number,
                key=step.key, phase=step.phase, channel=step.channel, deadline=deadline,
                count=len(step.awaited), private=audience != PUBLIC,
                awaited=list(step.awaited),
                view=rules.view(state, viewer_of(audience)))))
    return messages


def draft_of(session: Session, game: GameRow) -> ResolutionRow | None:
    return session.scalar(select(ResolutionRow).where(
        ResolutionRow.game_id == game.id, ResolutionRow.status == "draft"))


def resolve_complete(parts: Parts, session: Session, game: GameRow, rules: Game) -> None:
    """Resolve at once every open step that may end early and has all its answers (a
    step that opens already complete, as one awaiting nobody; every step of a live
    table whose players are all away), at most CHAIN_LIMIT in a row: each publication
    comes back to this loop rather than starting one of its own (a recursion without
    end when every player of a live game is away)."""
    for _ in range(CHAIN_LIMIT):
        ready = [s for s in open_steps.current(game, rules) if s.step.early
                 and all_in(parts, session, game, s.step.key, s.step.awaited)]
        if game.status != "running" or not ready:
            return
        resolve(parts, session, game, ready[0].step.key, chain=False)


def resolve(parts: Parts, session: Session, game: GameRow, key: str | None = None,
            rerun: int = 0, attempt: int = 0, chain: bool = True, closed: str = "",
            closing: list[dict[str, Any]] | None = None) -> None:
    """Resolve one open step (by default the one whose deadline comes first) into a
    draft; publish it at once if review is auto or the outcome needs no review.
    The draws' label is the step key and the mix of the sealed orders at the close
    (`bridge.turns.seal.draw_label`; `closing`: those orders, given again by a redraft);
    `rerun` (the GM's `refaire`) draws again with `#<rerun>` after it, announced
    publicly with the results; `attempt` numbers the drafts of one step (a rerun or an
    overridden order makes a new one). `chain`: a publication goes on to the steps
    already complete (False inside that very chain). `closed`: why the step closed, kept
    in the resolution's inputs (`bridge.turns.idle.DEADLINE`: its deadline came)."""
    rules = registry.get(game.kind)
    assert rules is not None and game.state is not None
    current = open_steps.current(game, rules)
    chosen = next((s for s in current if key is None or s.step.key == key), None)
    if chosen is None:
        return
    step = chosen.step
    rows = order_rows(session, game, step.key)
    orders = {s.step.key: orders_in_force(session, game, s.step.key) for s in current
              if s.step.key != step.key}
    orders[step.key] = {actor: submitted(row) for actor, row in rows.items()}
    # Receipts for the private orders of a step everyone knows of (a hidden step's
    # receipts would tell who was awaited: the killer's guess, a ghost's switch).
    # Everyone awaited gets a receipt, a silent player that of the order "none", so the
    # list tells nobody who acted; sorted by name, so it tells nothing of who was first.
    sealing = step.channel == "desk" and step.announce == "public"
    sealed = [_sealed(game, step.key, actor, rows.get(actor))
              for actor in sorted(set(step.awaited) | set(rows)) if actor != GM
              ] if sealing else []
    # The draws come from the seed and the sealed orders at the close, kept through the
    # GM's reruns and overrides (`closing`), so that no redraft draws from other orders.
    if closing is None:
        closing = sealed
    label = draw_label(step.key, in_force(closing), rerun)
    chance = Chance(game.seed, label, list(game.pinned.get("dice", [])))
    outcome = rules.resolve(game.state, step.key, orders, chance)
    messages = parts.publisher.notices(session, game, rules, outcome.state, outcome.notices)
    if rerun:
        messages.insert(0, Message(PUBLIC, parts.publisher.text(
            session, game, PUBLIC, "bridge", "rerolled", rerun=rerun, step=step.number,
            key=step.key)))
    changed = overridden(session, game.id, step.key)
    if changed and step.announce == "public":  # whose orders the GM set, told to all
        messages.insert(1 if rerun else 0, Message(PUBLIC, parts.publisher.text(
            session, game, PUBLIC, "bridge", "gm_orders", step=step.number, key=step.key,
            set=sorted(p for p, given in changed.items() if given),
            withdrawn=sorted(p for p, given in changed.items() if not given))))
    public_orders = getattr(rules, "public_orders", None)
    now = parts.clock()
    ended = activity.phase_ended(game, step, rules.steps(outcome.state), now)
    if ended is not None:  # a day in the game topic is over: who talked, for the GM
        messages.append(Message(GM, parts.publisher.text(
            session, game, GM, "bridge", "post_counts",
            **activity.report(session, game, step, ended, rules.view(outcome.state, GM)))))
    review = game.settings.get("review", "gm")
    at_once = review == "auto" or not outcome.review
    if sealed:  # after the story of the turn, folded: the receipts in force (each player
        # finds their own) and their salts once the results make the orders public
        messages.append(Message(PUBLIC, parts.publisher.text(
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
    if not rerun and not attempt:  # a redraft closes nothing: its step closed already
        how = closed or ("all_in" if all_in(parts, session, game, step.key, step.awaited)
                         else "early")
        log.info("step closed", extra={"game": game.id, "event": "step_closed",
                                       "step": step.key, "closed": how, "orders": len(rows)})
    if at_once:  # the pictures just drawn are the publication's: not drawn again
        publish(parts, session, game, draft, chain=chain,
                drawn=[message.picture for message in messages])
        return
    game.status = "review"
    if review != "gm":
        draft.publish_at = now + timedelta(hours=float(review))
    _show_draft(parts, session, game, rules, draft, step, rows, messages, rerun, attempt)
    refresh_embeds(parts, session, game)  # "with the GM", from "running"


def _sealed(game: GameRow, key: str, actor: str, row: OrderRow | None) -> dict[str, Any]:
    """An actor's sealed order in a step: the order in force, or "none" for silence."""
    if row is not None and row.receipt:
        return {"actor": actor, "receipt": row.receipt, "salt": row.salt,
                "order": canonical(row.kind, row.params)}
    salt = seal_salt(game.seed, f"{game.id}:{key}:{actor}:none")
    return {"actor": actor, "receipt": receipt(salt, "none", {}), "salt": salt,
            "order": canonical("none", {})}


def _show_draft(parts: Parts, session: Session, game: GameRow, rules: Game, draft: ResolutionRow,
                step: Step, rows: dict[str, Any], messages: list[Message], rerun: int,
                attempt: int) -> None:
    """Post the review package in the GM desk: the orders, the dice, the changes, and
    every post the publication will make (with the openings of the next steps, computed
    as if published now), the public picture attached."""
    now = parts.clock()
    openings = open_steps.preview(game, rules, draft.state_after, now)
    coming = (announce(parts, session, game, rules, openings, draft.state_after)
              if openings is not None else [seed_revealed(parts, session, game, draft)])
    posts = [post for _, post in parts.publisher.posts([*messages, *coming])]
    picture = next((p.picture for p in posts if p.audience == PUBLIC and p.picture), None)

    def render(name: str, **params: Any) -> str:
        return parts.publisher.text(session, game, GM, "bridge", name, **params)

    raw = review.package(render, rules, step, rows, excused_players(parts, session, game),
                         game.state, draft.state_after, draft.log, posts,
                         draft.publish_at.isoformat() if draft.publish_at else None, rerun)
    desk = parts.publisher.topic(session, game, "gm", game.gm)
    key = f"g{game.id}:{step.key}:draft" + (str(attempt) if attempt else "")
    enqueue(session, key=key, kind="reply", now=now, game_id=game.id, topic=desk, raw=raw,
            picture=picture)
    log.info("draft sent to the GM", extra={"game": game.id, "event": "draft_sent",
                                            "step": step.key, "outbox": key,
                                            "rerun": rerun, "attempt": attempt})


def publish(parts: Parts, session: Session, game: GameRow, draft: ResolutionRow,
            chain: bool = True, drawn: list[bytes | None] | None = None) -> None:
    """Make a draft the game's new state, queue its messages, close the conversations
    it ends, open the steps that follow, and (`chain`) resolve those already complete.
    `drawn`: the pictures of the draft's messages, in order, when they were drawn from
    its very state a moment ago (a resolution published at once); else each is drawn
    from the state now published."""
    rules = registry.get(game.kind)
    assert rules is not None
    now = parts.clock()
    game.state = draft.state_after
    store_roster(parts, session, game.kind, rules.roster(game.state), game)
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
            picture = parts.publisher.picture(
                session, game, rules, rules.view(game.state, viewer_of(audience)), audience)
        messages.append(Message(audience, stored["raw"], picture, stored.get("keeps", "")))
    messages += _open_steps(parts, session, game, rules, now)
    parts.publisher.queue(session, game, messages, f"g{game.id}:{draft.step_key}", now)
    log.info("published", extra={"game": game.id, "event": "published",
                                 "step": draft.step_key, "messages": len(messages)})
    for group in closing:
        parts.publisher.close(session, game, group, f"g{game.id}:{draft.step_key}", now)
    refresh_embeds(parts, session, game)
    if chain:
        resolve_complete(parts, session, game, rules)

