"""The GM's desk: every command the human GM (and any co-GM) gives the bot.

A command is read from the post's own words (quotes stripped), padded or not ("ok, je
valide"), in French, English or Russian (bridge/handlers/commands.py). What the draft offers comes
first: `ok` publishes it, `refaire` draws again, an override sets or withdraws a player's
order (both make a new draft), `non` keeps it unpublished. Then running the game: close a
step early, skip a player, pause and resume, extend or move a deadline, replace or remove a
player, add a co-GM, end or cancel the game, the status in words, the audit log. Every
decision is written to the game's audit log (`bridge.turns.journal`) with who, when and what.

This module reads a command and hands it on: the commands on steps are `bridge.handlers.gmsteps`, on
the table `bridge.handlers.gmtable`; the confirmations asked for, the status in words and the
journal are answered here.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import DecisionRow, GameRow, InboundRow, ResolutionRow
from bridge.delivery.outbox import enqueue
from bridge.handlers import addressing, commands
from bridge.handlers.enrolment import roster_command
from bridge.handlers.gmsteps import (
    Answer,
    close,
    edit,
    move_deadline,
    named_step,
    near_miss,
    override,
    pause,
    publish_draft,
    reject,
    rerun,
    skip,
    start_game,
)
from bridge.handlers.gmtable import add_co_gm, cancel, end, removable, remove, replace
from bridge.handlers.orders import DICE_REQUEST, roll_request
from bridge.players import players_of
from bridge.publishing.parts import Parts
from bridge.publishing.status import status_of
from bridge.turns.journal import decide
from bridge.turns.ledger import who_answered
from rules import registry
from rules.base import GM, Game
from rules.reader import own_words

log = logging.getLogger(__name__)




LIVE = ("running", "review")


"""A game under way, its draft waiting or not."""


CONFIRM_WINDOW = timedelta(minutes=30)


"""How long a request to confirm (`annuler la partie` -> "oui, annuler la partie") stays
open."""













def gm_command(parts: Parts, session: Session, row: InboundRow, game: GameRow) -> None:
    if roll_request(parts, session, game, row, GM):
        return  # a roll for the game: discobot's reply is the order
    if DICE_REQUEST.search(row.raw):
        row.status = "ignored"  # dice rolled for fun, in a game without discobot's
        return
    text = own_words(row.raw)
    desk = parts.publisher.topic(session, game, "gm", game.gm)
    assert desk is not None

    def answer(name: str, **params: Any) -> None:
        """An answer in the GM desk; `soon`, two days on, dates its examples."""
        soon = (parts.clock() + timedelta(days=2)).isoformat()
        enqueue(session, key=f"in{row.id}:{name}", kind="reply",
                raw=parts.publisher.text(session, game, GM, "bridge", name,
                                         **{"soon": soon, **params}),
                now=parts.clock(), game_id=game.id, topic=desk,
                reply_to_post_number=row.post_number)

    rules = registry.get(game.kind)
    assert rules is not None
    by = row.username
    about = addressing.gm_reading(text)
    if about is not None:
        addressing.from_gm(session, game, about, answer)
        return
    change = commands.override(text)
    if change is not None:
        override(parts, session, row, game, rules, change, answer)
        return
    correction = commands.edit(text)
    if correction is not None:
        edit(parts, session, game, rules, by, correction, answer)
        return
    reading = commands.gm_reading(text)
    if reading.confirm:
        _confirmed(parts, session, game, rules, by, reading, answer)
        return
    if reading.near == "confirm" or reading.command == "ok" and reading.head in (
            commands.YES_WORDS) and _open_request(parts, session, game) is not None:
        _unclear_yes(parts, session, game, rules, text, answer)  # "да, хорошо": yes to what?
        return
    if reading.near is not None:
        near_miss(game, rules, reading.near, text, answer)
        return
    command = reading.command
    status = game.status
    if command == "start" and status == "signup":
        start_game(parts, session, game, rules, by, answer)
    elif command == "ok" and status == "review":
        publish_draft(parts, session, game, rules, by, answer)
    elif command == "rerun" and status == "review":
        rerun(parts, session, game, by, answer)
    elif command == "reject" and status == "review":
        reject(parts, session, game, by, answer)
    elif command == "status":
        _gm_status(session, game, rules, answer)
    elif command == "journal":
        _journal(session, game, rules, answer)
    elif command == "roster":
        roster_command(parts, session, game, rules, text, answer)
    elif command == "close" and status == "running":
        close(parts, session, game, rules, by, reading.number, text, answer)
    elif command == "skip" and status == "running":
        skip(parts, session, game, rules, by, reading.player or "", answer)
    elif command in ("pause", "resume") and status in LIVE:
        pause(parts, session, game, rules, by, command, answer)
    elif command in ("extend", "deadline") and status == "running":
        move_deadline(parts, session, game, rules, by, command, text, answer)
    elif command == "replace" and status in ("signup", *LIVE):
        replace(parts, session, game, rules, by, text, answer)
    elif command == "remove" and status in LIVE:
        player = removable(session, game, reading.player or "", answer)
        if player is not None:
            _ask(parts, session, game, by, "remove", player.username, answer)
    elif command == "co_gm" and status in ("signup", *LIVE):
        add_co_gm(parts, session, game, by, text, answer)
    elif command == "end" and status in LIVE:
        _ask(parts, session, game, by, "end", "", answer)
    elif command == "cancel" and status in ("signup", *LIVE):
        _ask(parts, session, game, by, "cancel", "", answer)
    else:
        answer("gm_help", status=status, command=command or "",
               live=bool(getattr(rules, "live", False)), **named_step(game, rules))




def _pending(session: Session, game: GameRow) -> DecisionRow | None:
    """The GM's latest request for a confirmation (`ask` in the audit log), unless a
    decision carried it out since."""
    asked = session.scalar(select(DecisionRow).where(
        DecisionRow.game_id == game.id, DecisionRow.action == "ask")
        .order_by(DecisionRow.id.desc()).limit(1))
    if asked is None:
        return None
    done = session.scalar(select(DecisionRow.id).where(
        DecisionRow.game_id == game.id, DecisionRow.id > asked.id,
        DecisionRow.action == str(asked.detail.get("form", ""))).limit(1))
    return asked if done is None else None


def _open_request(parts: Parts, session: Session, game: GameRow) -> DecisionRow | None:
    """The request for a confirmation still waiting for its answer, if any."""
    asked = _pending(session, game)
    return asked if asked is not None and not _lapsed(parts, asked) else None


def _lapsed(parts: Parts, asked: DecisionRow) -> bool:
    until = asked.detail.get("until")
    return not isinstance(until, str) or datetime.fromisoformat(until) <= parts.clock()


def _ask(parts: Parts, session: Session, game: GameRow, by: str, form: str, player: str,
         answer: Answer) -> None:
    """`annuler la partie`, `terminer la partie`, `retirer @boris`: nothing yet; the GM
    is asked to confirm in so many words ("oui, annuler la partie") within
    `CONFIRM_WINDOW`. The request is kept in the audit log (`ask`), which makes it
    last across restarts."""
    until = (parts.clock() + CONFIRM_WINDOW).isoformat()
    decide(parts, session, game, by, "ask", form=form, player=player, until=until)
    answer("gm_confirm", code="ask", form=form, player=player, until=until)


def _unclear_yes(parts: Parts, session: Session, game: GameRow, rules: Game, text: str,
                 answer: Answer) -> None:
    """A yes that does not say what it confirms."""
    asked = _open_request(parts, session, game)
    if asked is None:
        near_miss(game, rules, "confirm", text, answer)
        return
    answer("gm_confirm", code="ambiguous", form=asked.detail.get("form", "cancel"),
           player=asked.detail.get("player", ""), until=asked.detail.get("until"))


def _confirmed(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
               reading: commands.Reading, answer: Answer) -> None:
    """"oui, annuler la partie": what the latest request asked, if it is that one and
    still open; else the GM is told, and nothing changes."""
    form = reading.command or ""
    asked = _pending(session, game)
    wanted = str(asked.detail.get("player", "")) if asked is not None else ""
    same = asked is not None and asked.detail.get("form") == form and (
        form != "remove" or wanted.casefold() == (reading.player or "").casefold())
    if asked is None or not same or _lapsed(parts, asked):
        answer("gm_confirm", code="expired" if same else "none", form=form,
               player=wanted if same else reading.player or "", until=None)
        return
    status = game.status
    if form == "cancel" and status in ("signup", *LIVE):
        cancel(parts, session, game, by)
        answer("gm_cancelled")
    elif form == "end" and status in LIVE:
        end(parts, session, game, rules, by, answer)
    elif form == "remove" and status in LIVE:
        player = removable(session, game, wanted, answer)
        if player is not None:
            remove(parts, session, game, by, player, answer)
    else:
        answer("gm_help", status=status, command=form,
               live=bool(getattr(rules, "live", False)), **named_step(game, rules))


def _gm_status(session: Session, game: GameRow, rules: Game,
               answer: Answer) -> None:
    """`statut`: the game in words and tables, secrets included."""
    status = status_of(session, game, GM)
    players = players_of(session, game)
    steps = [{"step": s.step.number, "key": s.step.key,
              "deadline": s.deadline_at.isoformat() if s.deadline_at else None,
              "awaited": list(s.step.awaited),
              "answered": sorted(who_answered(session, game, s.step.key))}
             for s in open_steps.current(game, rules)]
    answer("gm_status", status=game.status, view=status, steps=steps,
           paused=open_steps.paused(game) is not None,
           players=[{"name": p.username, "language": p.language, "stand_in": p.stand_in,
                     "away_until": p.away_until.isoformat() if p.away_until else None,
                     "removed": p.removed} for p in players],
           co_gms=list(game.co_gms or []))


def _journal(session: Session, game: GameRow, rules: Game, answer: Answer) -> None:
    """`journal`: the game's audit log, the latest decisions first, each step named in the
    game's words by its number (its resolution's, else the open step's)."""
    rows = list(session.scalars(select(DecisionRow).where(
        DecisionRow.game_id == game.id, DecisionRow.action != "ask")
        .order_by(DecisionRow.id.desc()).limit(30)))
    numbers = {s.step.key: s.step.number for s in open_steps.current(game, rules)}
    numbers.update({r.step_key: int(r.inputs.get("number", 0) or 0) for r in session.scalars(
        select(ResolutionRow).where(ResolutionRow.game_id == game.id))
        if r.inputs.get("number")})
    answer("journal", decisions=[
        {"at": r.at.isoformat(), "by": r.by, "action": r.action, "key": r.step_key,
         "step": numbers.get(r.step_key or "", 0),
         "detail": {k: v for k, v in r.detail.items()
                    if k in ("player", "newcomer", "user", "label", "minutes", "after",
                             "field", "value")}} for r in rows])

