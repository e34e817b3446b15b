"""The GM's commands on steps: start the game, publish, redraw or reject a draft, set or
withdraw an order, correct a reading, close a step early, skip a player, pause and resume,
extend or move a deadline. Each decision goes to the audit log (`bridge.turns.journal`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import DecisionRow, GameRow, InboundRow, ResolutionRow
from bridge.handlers import commands, moments
from bridge.handlers.tell import private
from bridge.players import find_seat, players_of
from bridge.publishing.embeds import refresh_embeds
from bridge.publishing.parts import Parts
from bridge.publishing.publish import Message
from bridge.turns.journal import decide
from bridge.turns.ledger import WITHDRAWN, orders_in_force
from bridge.turns.resolution import announce, draft_of, publish, resolve, start
from bridge.turns.seal import rerun_of, sealed
from rules import registry
from rules.base import GM, PUBLIC, Context, Game, Rejection, SetupRefused
from rules.calendar import LONGEST_WINDOW_HOURS


def near_miss(game: GameRow, rules: Game, family: str, text: str,
              answer: Answer) -> None:
    """A text that starts like a command that ends, cancels, removes, closes or publishes
    without being its exact form: nothing is done; the GM is told what was read and
    what to write."""
    first_line = next((line for line in text.splitlines() if line.strip()), "").strip()
    mention = re.search(r"@([\w.-]+)", first_line)
    answer("gm_unsure", code=family, wrote=first_line.replace("`", "'")[:200],
           player=mention.group(1).rstrip(".") if mention else "", status=game.status,
           **named_step(game, rules))


log = logging.getLogger(__name__)


Answer = Callable[..., None]



def named_step(game: GameRow, rules: Game, announced: bool = False) -> dict[str, Any]:
    """The open step a GM's text names in the game's own words ("le tour 3", "la nuit 2
    (choix des pièces)"): the first by deadline (the one `clore` closes), or with `announced`
    the first announced in public (what begins); key "" when none is open. Its deadline comes
    with it (None when it has none), for a GM told that the step still runs."""
    current = open_steps.current(game, rules)
    if announced:
        current = [s for s in current if s.step.announce == "public"] or current
    first = current[0] if current else None
    return {"key": first.step.key if first else "", "step": first.step.number if first else 0,
            "deadline": first.deadline_at.isoformat() if first and first.deadline_at else None}



def start_game(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
               answer: Answer) -> None:
    """`commencer`: the game set up and its first steps opened; the GM is told in the
    desk how many play, the first deadline and what comes next."""
    count = len(players_of(session, game))
    if not rules.min_players <= count <= rules.max_players:
        answer("cannot_start", count=count, min_players=rules.min_players,
               max_players=rules.max_players)
        return
    try:
        start(parts, session, game)
    except ValueError as exc:  # the game cannot be set up with these players
        log.warning("game %s: set-up refused: %s", game.id, exc)
        refused = (exc.rejection if isinstance(exc, SetupRefused)
                   else Rejection("setup_failed", {}))
        answer("cannot_start", count=count, min_players=rules.min_players,
               max_players=rules.max_players, code=refused.code, params=refused.params)
        return
    decide(parts, session, game, by, "start", players=count)
    current = open_steps.current(game, rules)
    first = next((s for s in current if s.deadline_at is not None), None)
    answer("started_gm", count=count, status=game.status,
           review=str(game.settings.get("review", "gm")),
           live=bool(getattr(rules, "live", False)),
           gm_awaited=any(GM in s.step.awaited for s in current),
           step=first.step.number if first else 0, key=first.step.key if first else "",
           deadline=first.deadline_at.isoformat() if first and first.deadline_at else None)


def publish_draft(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
                  answer: Answer) -> None:
    draft = draft_of(session, game)
    if draft is None:
        return
    decide(parts, session, game, by, "publish", draft.step_key, label=draft.chance_label)
    publish(parts, session, game, draft)
    answer("published", step_key=draft.step_key, status=game.status,
           **named_step(game, rules, announced=True))


def redraft(parts: Parts, session: Session, game: GameRow, draft: ResolutionRow, by: str,
            action: str, rerun: int, **detail: Any) -> None:
    """Set a draft aside (its content kept in the audit log) and resolve its step again:
    a new draft for the GM, after a rerun or an overridden order."""
    count = len(list(session.scalars(select(DecisionRow.id).where(
        DecisionRow.game_id == game.id, DecisionRow.step_key == draft.step_key,
        DecisionRow.action.in_(("rerun", "override"))))))
    decide(parts, session, game, by, action, draft.step_key, **detail,
           discarded={"label": draft.chance_label, "log": draft.log,
                      "messages": draft.messages})
    key, closing = draft.step_key, draft.inputs.get("closing")
    session.delete(draft)
    session.flush()
    game.status = "running"
    resolve(parts, session, game, key, rerun=rerun, attempt=count + 1, closing=closing)


def rerun(parts: Parts, session: Session, game: GameRow, by: str, answer: Answer) -> None:
    """`refaire`: the step's dice again, from a new label (`<key>#<n>`)."""
    draft = draft_of(session, game)
    if draft is None:
        return
    rerun = rerun_of(draft.chance_label) + 1
    redraft(parts, session, game, draft, by, "rerun", rerun,
            label=f"{draft.step_key}#{rerun}")


def reject(parts: Parts, session: Session, game: GameRow, by: str, answer: Answer) -> None:
    """`non`: the draft stays unpublished (no automatic publication either)."""
    draft = draft_of(session, game)
    if draft is None:
        return
    draft.publish_at = None
    decide(parts, session, game, by, "reject", draft.step_key)
    rules = registry.get(game.kind)
    assert rules is not None
    answer("rejected", **named_step(game, rules))


def override(parts: Parts, session: Session, row: InboundRow, game: GameRow, rules: Game,
             change: commands.Override, answer: Answer) -> None:
    """`ordre de @boris : aller en C3` / `annuler l'ordre de @boris`: the player's order in
    the draft's step, checked by the game as if the player had sent it, then a new
    draft; the player is told in their desk. Only while a draft waits."""
    draft = draft_of(session, game) if game.status == "review" else None
    if draft is None or game.state is None:
        answer("override_refused", code="no_draft", player=change.player)
        return
    seat = find_seat(session, game, change.player)
    open_step = next((s for s in open_steps.current(game, rules)
                      if s.step.key == draft.step_key), None)
    if seat is None or open_step is None or seat.username not in open_step.step.awaited:
        answer("override_refused", code="not_awaited" if seat else "unknown_player",
               player=change.player)
        return
    step = open_step.step
    player = seat.username
    if change.text is None:
        kind, params, complete = WITHDRAWN, {}, True
    else:
        ctx = Context(speaker=player, channel=step.channel, language=seat.language,
                      sent_at=row.sent_at, post_id=row.post_id, step=step.key)
        reading = rules.parse(game.state, ctx, change.text)
        verdict = (reading if isinstance(reading, Rejection) else
                   rules.accept(game.state, ctx, reading,
                                orders_in_force(session, game, step.key)))
        if isinstance(verdict, Rejection):
            answer("override_refused", code="refused", player=player,
                   refusal=verdict.code, refusal_params=verdict.params,
                   view=rules.view(game.state, player), step=step.number, key=step.key)
            return
        kind, params, complete = (verdict.order.kind, dict(verdict.order.params),
                                  verdict.complete)
        player = verdict.actor
    session.add(sealed(game.seed, game_id=game.id, step_key=step.key, actor=player,
                       speaker=row.username, kind=kind, params=params,
                       sent_at=row.sent_at, post_id=row.post_id,
                       received_at=parts.clock(), complete=complete))
    session.flush()
    order = {"kind": kind, **params} if kind else None
    private(parts, session, game, row, player, "gm_order", order=order, actor=player,
            params={"actor": player, "by": player}, step=step.number, key=step.key,
            view=rules.view(game.state, player), public=step.announce == "public")
    redraft(parts, session, game, draft, row.username, "override",
            rerun_of(draft.chance_label), player=player, order=order)


def edit(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
         correction: commands.Edit, answer: Answer) -> None:
    """`set anna position C4`: a game that lets the GM correct its state (`Game.edit`)
    changes it; kept in the audit log with the state after it, for a replay."""
    editor = getattr(rules, "edit", None)
    seat = find_seat(session, game, correction.player)
    if editor is None or game.state is None or game.status != "running" or seat is None:
        answer("edit_refused", code="not_editable" if editor is None or seat else
               "unknown_player", player=correction.player, field=correction.field)
        return
    result = editor(game.state, seat.username, correction.field, correction.value)
    if isinstance(result, Rejection):
        answer("edit_refused", code=result.code, params=result.params,
               player=seat.username, field=correction.field)
        return
    game.state = result
    decide(parts, session, game, by, "edit", player=seat.username,
           field=correction.field, value=correction.value, state_after=result)
    answer("edited", player=seat.username, field=correction.field, value=correction.value)
    refresh_embeds(parts, session, game)


def close(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
          number: int | None, text: str, answer: Answer) -> None:
    """`clore` (`clore le tour 3`: only when turn 3 is the step it closes)."""
    current = open_steps.current(game, rules)
    if not current:
        answer("gm_help", status=game.status, command="close",
               live=bool(getattr(rules, "live", False)), **named_step(game, rules))
        return
    closing = current[0].step
    if number is not None and number != closing.number:
        near_miss(game, rules, "close", text, answer)
        return
    decide(parts, session, game, by, "close", closing.key)
    resolve(parts, session, game, closing.key)
    answer("step_closed", step=closing.number, key=closing.key, status=game.status)


def skip(parts: Parts, session: Session, game: GameRow, rules: Game, by: str, user: str,
         answer: Answer) -> None:
    """`пропустить @ivan`: the open step waiting for that player closes now, with the
    defaults of silence."""
    seat = find_seat(session, game, user) if user else None
    waiting = next((s for s in open_steps.current(game, rules)
                    if seat is not None and seat.username in s.step.awaited), None)
    if seat is None or waiting is None:
        answer("skip_refused", player=user or "", known=seat is not None)
        return
    decide(parts, session, game, by, "skip", waiting.step.key, player=seat.username)
    resolve(parts, session, game, waiting.step.key)
    answer("skipped", player=seat.username, step=waiting.step.number,
           key=waiting.step.key, status=game.status)


def pause(parts: Parts, session: Session, game: GameRow, rules: Game, by: str, command: str,
          answer: Answer) -> None:
    """Pause the table (no deadline runs, no order is taken) or resume it (every open
    deadline moves on by the pause); both told in public."""
    now = parts.clock()
    if command == "pause":
        changed = open_steps.pause(game, rules, now)
        minutes = 0.0
    else:
        length = open_steps.resume(game, rules, now)
        changed = length is not None
        minutes = length.total_seconds() / 60 if length is not None else 0.0
    answer("paused" if command == "pause" else "resumed", changed=changed,
           minutes=round(minutes))
    if not changed:
        return
    decide(parts, session, game, by, command, minutes=round(minutes))
    current = open_steps.current(game, rules)
    deadline = current[0].deadline_at if current else None
    messages = [Message(PUBLIC, parts.publisher.text(
        session, game, PUBLIC, "bridge", f"table_{command}d", minutes=round(minutes),
        deadline=deadline.isoformat() if deadline else None))]
    if command == "resume":  # what the table waits for, with the moved deadlines
        messages += announce(parts, session, game, rules, current)
    parts.publisher.queue(session, game, messages,
                          f"g{game.id}:{command}:{now.isoformat()}", now)


def move_deadline(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
                  command: str, text: str, answer: Answer) -> None:
    """`prolonger 2h` moves every open deadline on; `échéance 05/12 22:00` sets the
    first one, at most a year from now (`too_far`: further off, a date overflows). Told
    in public with the new deadline."""
    current = [s for s in open_steps.current(game, rules) if s.deadline_at is not None]
    now = parts.clock()
    if not current or open_steps.paused(game):
        answer("deadline_refused", code="paused" if current else "no_deadline")
        return
    first = current[0]
    assert first.deadline_at is not None
    longest = LONGEST_WINDOW_HOURS * 60
    if command == "extend":
        minutes = moments.duration(text)
        if minutes is None:
            answer("deadline_refused", code="no_duration")
            return
        if minutes > longest or first.deadline_at + timedelta(minutes=minutes) > \
                now + timedelta(minutes=longest):
            answer("deadline_refused", code="too_far")
            return
        moved = open_steps.shift(game, rules, timedelta(minutes=minutes))
    else:
        zone = str(game.settings.get("timezone", "Europe/Paris"))
        wanted = moments.moment(text, zone, now)
        if wanted is None or wanted <= now:
            answer("deadline_refused", code="past" if wanted else "no_date")
            return
        if wanted > now + timedelta(minutes=longest):
            answer("deadline_refused", code="too_far")
            return
        moved = open_steps.shift(game, rules, wanted - first.deadline_at, first.step.key)
    after = {s.step.key: s for s in open_steps.current(game, rules)}
    new = after[first.step.key].deadline_at
    assert new is not None
    decide(parts, session, game, by, "deadline", first.step.key, steps=moved,
           before=first.deadline_at.isoformat(), after=new.isoformat())
    params = {"step": first.step.number, "key": first.step.key,
              "deadline": new.isoformat(), "before": first.deadline_at.isoformat()}
    answer("deadline_moved_gm", **params)
    announced = [s for s in open_steps.told(game, rules, None) if s.step.key in moved]
    if announced:
        parts.publisher.queue(session, game, [Message(PUBLIC, parts.publisher.text(
            session, game, PUBLIC, "bridge", "deadline_moved", **params))],
            f"g{game.id}:deadline:{first.step.key}:{new.isoformat()}", now)
    refresh_embeds(parts, session, game)

