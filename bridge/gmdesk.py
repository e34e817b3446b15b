"""The GM's desk: every command the human GM (and any co-GM) gives the bot.

A command is read from the post's own words (quotes stripped), padded or not ("ok, je
valide"), in French, English or Russian (bridge/commands.py). What the draft offers comes
first: `ok` publishes it, `refaire` draws again, an override sets or withdraws a player's
order (both make a new draft), `non` keeps it unpublished. Then running the game: close a
step early, skip a player, pause and resume, extend or move a deadline, replace or remove a
player, add a co-GM, end or cancel the game, the status in words, the audit log. Every
decision is written to the game's audit log (`decisions`) with who, when and what.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import commands, members, moments
from bridge import steps as open_steps
from bridge.db import (
    DecisionRow,
    GameRow,
    InboundRow,
    OrderRow,
    OutboxRow,
    PlayerRow,
    ResolutionRow,
)
from bridge.orders import DICE_REQUEST, WITHDRAWN
from bridge.outbox import enqueue
from bridge.parts import ServiceParts
from bridge.publish import Message
from bridge.seal import rerun_of, sealed
from rules import registry
from rules.base import GM, PUBLIC, Context, Game, Rejection, SetupRefused
from rules.calendar import LONGEST_WINDOW_HOURS
from rules.reader import own_words

log = logging.getLogger(__name__)

Answer = Callable[..., None]
LIVE = ("running", "review")
"""A game under way, its draft waiting or not."""
CONFIRM_WINDOW = timedelta(minutes=30)
"""How long a request to confirm (`annuler la partie` -> "oui, annuler la partie") stays
open."""


def named_step(game: GameRow, rules: Game, announced: bool = False) -> dict[str, Any]:
    """The open step a GM's text names in the game's own words ("le tour 3", "la nuit 2
    (choix des pièces)"): the first by deadline (the one `clore` closes), or with `announced`
    the first announced in public (what begins); key "" when none is open."""
    current = open_steps.current(game, rules)
    if announced:
        current = [s for s in current if s.step.announce == "public"] or current
    step = current[0].step if current else None
    return {"key": step.key if step else "", "step": step.number if step else 0}


def rename(value: Any, old: str, new: str) -> Any:
    """`value` (JSON) with every string equal to `old`, as a key or a value, made `new`: a
    game's state, sign-up record or orders when a player's seat changes hands."""
    if isinstance(value, dict):
        return {(new if k == old else k): rename(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [rename(v, old, new) for v in value]
    return new if value == old else value


def overridden(session: Session, game_id: int, step_key: str) -> dict[str, bool]:
    """The players whose order in a step the GM changed while reviewing its draft (`override`
    in the audit log): True when the GM set it, False when the GM withdrew it; the latest
    change of each counts."""
    changes: dict[str, bool] = {}
    for detail in session.scalars(select(DecisionRow.detail).where(
            DecisionRow.game_id == game_id, DecisionRow.step_key == step_key,
            DecisionRow.action == "override").order_by(DecisionRow.id)):
        changes[str(detail.get("player", ""))] = detail.get("order") is not None
    return changes


class GMDesk(ServiceParts):
    """The GM's commands, mixed into `GameMaster`."""

    def _may_command(self, game: GameRow, username: str) -> bool:
        """The GM, or a co-GM the GM added."""
        wanted = username.casefold()
        return wanted == game.gm.casefold() or wanted in (
            str(name).casefold() for name in game.co_gms or [])

    def _decide(self, session: Session, game: GameRow, by: str, action: str,
                step_key: str = "", **detail: Any) -> None:
        """Keep a GM decision in the game's audit log."""
        session.add(DecisionRow(game_id=game.id, at=self.clock(), by=by, action=action,
                                step_key=step_key, detail=detail))

    def _gm_command(self, session: Session, row: InboundRow, game: GameRow) -> None:
        if self._roll_request(session, game, row, GM):
            return  # a roll for the game: discobot's reply is the order
        if DICE_REQUEST.search(row.raw):
            row.status = "ignored"  # dice rolled for fun, in a game without discobot's
            return
        text = own_words(row.raw)
        desk = self.publisher.topic(session, game, "gm", game.gm)
        assert desk is not None

        def answer(name: str, **params: Any) -> None:
            """An answer in the GM desk; `soon`, two days on, dates its examples."""
            soon = (self.clock() + timedelta(days=2)).isoformat()
            enqueue(session, key=f"in{row.id}:{name}", kind="reply",
                    raw=self.publisher.text(session, game, GM, "bridge", name,
                                            **{"soon": soon, **params}),
                    now=self.clock(), game_id=game.id, topic=desk,
                    reply_to_post_number=row.post_number)

        rules = registry.get(game.kind)
        assert rules is not None
        by = row.username
        change = commands.override(text)
        if change is not None:
            self._override(session, row, game, rules, change, answer)
            return
        correction = commands.edit(text)
        if correction is not None:
            self._edit(session, game, rules, by, correction, answer)
            return
        reading = commands.gm_reading(text)
        if reading.confirm:
            self._confirmed(session, game, rules, by, reading, answer)
            return
        if reading.near == "confirm" or reading.command == "ok" and reading.head in (
                commands.YES_WORDS) and self._open_request(session, game) is not None:
            self._unclear_yes(session, game, rules, text, answer)  # "да, хорошо": yes to what?
            return
        if reading.near is not None:
            self._near_miss(game, rules, reading.near, text, answer)
            return
        command = reading.command
        status = game.status
        if command == "start" and status == "signup":
            self._start(session, game, rules, by, answer)
        elif command == "ok" and status == "review":
            self._publish_draft(session, game, rules, by, answer)
        elif command == "rerun" and status == "review":
            self._rerun(session, game, by, answer)
        elif command == "reject" and status == "review":
            self._reject(session, game, by, answer)
        elif command == "status":
            self._gm_status(session, game, rules, answer)
        elif command == "journal":
            self._journal(session, game, answer)
        elif command == "roster":
            self._roster_command(session, game, rules, text, answer)
        elif command == "close" and status == "running":
            self._close(session, game, rules, by, reading.number, text, answer)
        elif command == "skip" and status == "running":
            self._skip(session, game, rules, by, reading.player or "", answer)
        elif command in ("pause", "resume") and status in LIVE:
            self._pause(session, game, rules, by, command, answer)
        elif command in ("extend", "deadline") and status == "running":
            self._move_deadline(session, game, rules, by, command, text, answer)
        elif command == "replace" and status in ("signup", *LIVE):
            self._replace(session, game, rules, by, text, answer)
        elif command == "remove" and status in LIVE:
            player = self._removable(session, game, reading.player or "", answer)
            if player is not None:
                self._ask(session, game, by, "remove", player.username, answer)
        elif command == "co_gm" and status in ("signup", *LIVE):
            self._add_co_gm(session, game, by, text, answer)
        elif command == "end" and status in LIVE:
            self._ask(session, game, by, "end", "", answer)
        elif command == "cancel" and status in ("signup", *LIVE):
            self._ask(session, game, by, "cancel", "", answer)
        else:
            answer("gm_help", status=status, command=command or "",
                   live=bool(getattr(rules, "live", False)), **named_step(game, rules))

    # ------------------------------------------------------------------ exact forms, confirmations

    def _near_miss(self, game: GameRow, rules: Game, family: str, text: str,
                   answer: Answer) -> None:
        """A text that starts like a command that ends, cancels, removes, closes or publishes
        without being its exact form: nothing is done; the GM is told what was read and
        what to write."""
        first_line = next((line for line in text.splitlines() if line.strip()), "").strip()
        mention = re.search(r"@([\w.-]+)", first_line)
        answer("gm_unsure", code=family, wrote=first_line.replace("`", "'")[:200],
               player=mention.group(1).rstrip(".") if mention else "", status=game.status,
               **named_step(game, rules))

    def _pending(self, session: Session, game: GameRow) -> DecisionRow | None:
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

    def _open_request(self, session: Session, game: GameRow) -> DecisionRow | None:
        """The request for a confirmation still waiting for its answer, if any."""
        asked = self._pending(session, game)
        return asked if asked is not None and not self._lapsed(asked) else None

    def _lapsed(self, asked: DecisionRow) -> bool:
        until = asked.detail.get("until")
        return not isinstance(until, str) or datetime.fromisoformat(until) <= self.clock()

    def _ask(self, session: Session, game: GameRow, by: str, form: str, player: str,
             answer: Answer) -> None:
        """`annuler la partie`, `terminer la partie`, `retirer @boris`: nothing yet; the GM
        is asked to confirm in so many words ("oui, annuler la partie") within
        `CONFIRM_WINDOW`. The request is kept in the audit log (`ask`), which makes it
        last across restarts."""
        until = (self.clock() + CONFIRM_WINDOW).isoformat()
        self._decide(session, game, by, "ask", form=form, player=player, until=until)
        answer("gm_confirm", code="ask", form=form, player=player, until=until)

    def _unclear_yes(self, session: Session, game: GameRow, rules: Game, text: str,
                     answer: Answer) -> None:
        """A yes that does not say what it confirms."""
        asked = self._open_request(session, game)
        if asked is None:
            self._near_miss(game, rules, "confirm", text, answer)
            return
        answer("gm_confirm", code="ambiguous", form=asked.detail.get("form", "cancel"),
               player=asked.detail.get("player", ""), until=asked.detail.get("until"))

    def _confirmed(self, session: Session, game: GameRow, rules: Game, by: str,
                   reading: commands.Reading, answer: Answer) -> None:
        """"oui, annuler la partie": what the latest request asked, if it is that one and
        still open; else the GM is told, and nothing changes."""
        form = reading.command or ""
        asked = self._pending(session, game)
        wanted = str(asked.detail.get("player", "")) if asked is not None else ""
        same = asked is not None and asked.detail.get("form") == form and (
            form != "remove" or wanted.casefold() == (reading.player or "").casefold())
        if asked is None or not same or self._lapsed(asked):
            answer("gm_confirm", code="expired" if same else "none", form=form,
                   player=wanted if same else reading.player or "", until=None)
            return
        status = game.status
        if form == "cancel" and status in ("signup", *LIVE):
            self._cancel(session, game, by)
            answer("gm_cancelled")
        elif form == "end" and status in LIVE:
            self._end(session, game, rules, by, answer)
        elif form == "remove" and status in LIVE:
            player = self._removable(session, game, wanted, answer)
            if player is not None:
                self._remove(session, game, by, player, answer)
        else:
            answer("gm_help", status=status, command=form,
                   live=bool(getattr(rules, "live", False)), **named_step(game, rules))

    # ------------------------------------------------------------------ start and drafts

    def _start(self, session: Session, game: GameRow, rules: Game, by: str,
               answer: Answer) -> None:
        """`commencer`: the game set up and its first steps opened; the GM is told in the
        desk how many play, the first deadline and what comes next."""
        count = len(self._players(session, game))
        if not rules.min_players <= count <= rules.max_players:
            answer("cannot_start", count=count, min_players=rules.min_players,
                   max_players=rules.max_players)
            return
        try:
            self.start(session, game)
        except ValueError as exc:  # the game cannot be set up with these players
            log.warning("game %s: set-up refused: %s", game.id, exc)
            refused = (exc.rejection if isinstance(exc, SetupRefused)
                       else Rejection("setup_failed", {}))
            answer("cannot_start", count=count, min_players=rules.min_players,
                   max_players=rules.max_players, code=refused.code, params=refused.params)
            return
        self._decide(session, game, by, "start", players=count)
        current = open_steps.current(game, rules)
        first = next((s for s in current if s.deadline_at is not None), None)
        answer("started_gm", count=count, status=game.status,
               review=str(game.settings.get("review", "gm")),
               live=bool(getattr(rules, "live", False)),
               gm_awaited=any(GM in s.step.awaited for s in current),
               step=first.step.number if first else 0, key=first.step.key if first else "",
               deadline=first.deadline_at.isoformat() if first and first.deadline_at else None)

    def _publish_draft(self, session: Session, game: GameRow, rules: Game, by: str,
                       answer: Answer) -> None:
        draft = self._draft(session, game)
        if draft is None:
            return
        self._decide(session, game, by, "publish", draft.step_key, label=draft.chance_label)
        self.publish(session, game, draft)
        answer("published", step_key=draft.step_key, status=game.status,
               **named_step(game, rules, announced=True))

    def _redraft(self, session: Session, game: GameRow, draft: ResolutionRow, by: str,
                 action: str, rerun: int, **detail: Any) -> None:
        """Set a draft aside (its content kept in the audit log) and resolve its step again:
        a new draft for the GM, after a rerun or an overridden order."""
        count = len(list(session.scalars(select(DecisionRow.id).where(
            DecisionRow.game_id == game.id, DecisionRow.step_key == draft.step_key,
            DecisionRow.action.in_(("rerun", "override"))))))
        self._decide(session, game, by, action, draft.step_key, **detail,
                     discarded={"label": draft.chance_label, "log": draft.log,
                                "messages": draft.messages})
        key, closing = draft.step_key, draft.inputs.get("closing")
        session.delete(draft)
        session.flush()
        game.status = "running"
        self.resolve(session, game, key, rerun=rerun, attempt=count + 1, closing=closing)

    def _rerun(self, session: Session, game: GameRow, by: str, answer: Answer) -> None:
        """`refaire`: the step's dice again, from a new label (`<key>#<n>`)."""
        draft = self._draft(session, game)
        if draft is None:
            return
        rerun = rerun_of(draft.chance_label) + 1
        self._redraft(session, game, draft, by, "rerun", rerun,
                      label=f"{draft.step_key}#{rerun}")

    def _reject(self, session: Session, game: GameRow, by: str, answer: Answer) -> None:
        """`non`: the draft stays unpublished (no automatic publication either)."""
        draft = self._draft(session, game)
        if draft is None:
            return
        draft.publish_at = None
        self._decide(session, game, by, "reject", draft.step_key)
        rules = registry.get(game.kind)
        assert rules is not None
        answer("rejected", **named_step(game, rules))

    def _override(self, session: Session, row: InboundRow, game: GameRow, rules: Game,
                  change: commands.Override, answer: Answer) -> None:
        """`ordre de @boris : aller en C3` / `annuler l'ordre de @boris`: the player's order in
        the draft's step, checked by the game as if the player had sent it, then a new
        draft; the player is told in their desk. Only while a draft waits."""
        draft = self._draft(session, game) if game.status == "review" else None
        if draft is None or game.state is None:
            answer("override_refused", code="no_draft", player=change.player)
            return
        seat = self._seat(session, game, change.player)
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
                                    self._in_force(session, game, step.key)))
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
                           received_at=self.clock(), complete=complete))
        session.flush()
        order = {"kind": kind, **params} if kind else None
        self._private(session, game, row, player, "gm_order", order=order, actor=player,
                      params={"actor": player, "by": player}, step=step.number, key=step.key,
                      view=rules.view(game.state, player), public=step.announce == "public")
        self._redraft(session, game, draft, row.username, "override",
                      rerun_of(draft.chance_label), player=player, order=order)

    def _edit(self, session: Session, game: GameRow, rules: Game, by: str,
              correction: commands.Edit, answer: Answer) -> None:
        """`set anna position C4`: a game that lets the GM correct its state (`Game.edit`)
        changes it; kept in the audit log with the state after it, for a replay."""
        editor = getattr(rules, "edit", None)
        seat = self._seat(session, game, correction.player)
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
        self._decide(session, game, by, "edit", player=seat.username,
                     field=correction.field, value=correction.value, state_after=result)
        answer("edited", player=seat.username, field=correction.field, value=correction.value)
        self._refresh_embeds(session, game)

    # ------------------------------------------------------------------ running the game

    def _close(self, session: Session, game: GameRow, rules: Game, by: str,
               number: int | None, text: str, answer: Answer) -> None:
        """`clore` (`clore le tour 3`: only when turn 3 is the step it closes)."""
        current = open_steps.current(game, rules)
        if not current:
            answer("gm_help", status=game.status, command="close",
                   live=bool(getattr(rules, "live", False)), **named_step(game, rules))
            return
        closing = current[0].step
        if number is not None and number != closing.number:
            self._near_miss(game, rules, "close", text, answer)
            return
        self._decide(session, game, by, "close", closing.key)
        self.resolve(session, game, closing.key)
        answer("step_closed", step=closing.number, key=closing.key, status=game.status)

    def _skip(self, session: Session, game: GameRow, rules: Game, by: str, user: str,
              answer: Answer) -> None:
        """`пропустить @ivan`: the open step waiting for that player closes now, with the
        defaults of silence."""
        seat = self._seat(session, game, user) if user else None
        waiting = next((s for s in open_steps.current(game, rules)
                        if seat is not None and seat.username in s.step.awaited), None)
        if seat is None or waiting is None:
            answer("skip_refused", player=user or "", known=seat is not None)
            return
        self._decide(session, game, by, "skip", waiting.step.key, player=seat.username)
        self.resolve(session, game, waiting.step.key)
        answer("skipped", player=seat.username, step=waiting.step.number,
               key=waiting.step.key, status=game.status)

    def _pause(self, session: Session, game: GameRow, rules: Game, by: str, command: str,
               answer: Answer) -> None:
        """Pause the table (no deadline runs, no order is taken) or resume it (every open
        deadline moves on by the pause); both told in public."""
        now = self.clock()
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
        self._decide(session, game, by, command, minutes=round(minutes))
        current = open_steps.current(game, rules)
        deadline = current[0].deadline_at if current else None
        messages = [Message(PUBLIC, self.publisher.text(
            session, game, PUBLIC, "bridge", f"table_{command}d", minutes=round(minutes),
            deadline=deadline.isoformat() if deadline else None))]
        if command == "resume":  # what the table waits for, with the moved deadlines
            messages += self.announce(session, game, rules, current)
        self.publisher.queue(session, game, messages,
                             f"g{game.id}:{command}:{now.isoformat()}", now)

    def _move_deadline(self, session: Session, game: GameRow, rules: Game, by: str,
                       command: str, text: str, answer: Answer) -> None:
        """`prolonger 2h` moves every open deadline on; `échéance 05/12 22:00` sets the
        first one, at most a year from now (`too_far`: further off, a date overflows). Told
        in public with the new deadline."""
        current = [s for s in open_steps.current(game, rules) if s.deadline_at is not None]
        now = self.clock()
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
        self._decide(session, game, by, "deadline", first.step.key, steps=moved,
                     before=first.deadline_at.isoformat(), after=new.isoformat())
        params = {"step": first.step.number, "key": first.step.key,
                  "deadline": new.isoformat(), "before": first.deadline_at.isoformat()}
        answer("deadline_moved_gm", **params)
        announced = [s for s in open_steps.told(game, rules, None) if s.step.key in moved]
        if announced:
            self.publisher.queue(session, game, [Message(PUBLIC, self.publisher.text(
                session, game, PUBLIC, "bridge", "deadline_moved", **params))],
                f"g{game.id}:deadline:{first.step.key}:{new.isoformat()}", now)
        self._refresh_embeds(session, game)

    def _replace(self, session: Session, game: GameRow, rules: Game, by: str, text: str,
                 answer: Answer) -> None:
        """`remplacer @boris par @carla`: carla takes boris's seat (his place in the state,
        his orders, his sign-up) and gets the seat's private history from the bot."""
        names = commands.named_users(text)
        old = self._player(session, game, names[0]) if names else None
        new = names[1] if len(names) > 1 else ""
        if old is None or not new or self._player(session, game, new) is not None:
            answer("replace_refused", player=names[0] if names else "", newcomer=new,
                   code="unknown_player" if old is None else
                   "no_newcomer" if not new else "already_playing")
            return
        seat = old.username
        desk = self.publisher.topic(session, game, "player", seat)
        history = []
        if desk is not None:  # the seat's private messages, in order
            history = [m.raw for m in session.scalars(select(OutboxRow).where(
                OutboxRow.game_id == game.id, OutboxRow.topic_ref == desk.id,
                OutboxRow.kind.in_(("pm", "reply"))).order_by(OutboxRow.id))]
            desk.owner = f"{seat}#{desk.id}"[:200]
            desk.closed_at = self.clock()
        if game.state is not None:
            game.state = rename(game.state, seat, new)
        game.roll = rename(game.roll, seat, new)
        game.steps = rename(game.steps, seat, new)
        for order in session.scalars(select(OrderRow).where(OrderRow.game_id == game.id)):
            order.actor = new if order.actor == seat else order.actor
            order.speaker = new if order.speaker == seat else order.speaker
        old.username = new
        old.stand_in = None
        old.away_until = None
        session.flush()
        self._decide(session, game, by, "replace", player=seat, newcomer=new,
                     state_after=game.state)
        answer("replaced_gm", player=seat, newcomer=new)
        now = self.clock()
        self.publisher.queue(session, game, [
            Message(PUBLIC, self.publisher.text(session, game, PUBLIC, "bridge", "replaced",
                                                player=seat, newcomer=new)),
            Message(new, self.publisher.text(session, game, new, "bridge", "seat_history",
                                             player=seat, history=history,
                                             view=rules.view(game.state, new)
                                             if game.state is not None else {})),
        ], f"g{game.id}:replace:{seat}:{now.isoformat()}", now)
        self._refresh_embeds(session, game)

    def _removable(self, session: Session, game: GameRow, name: str,
                   answer: Answer) -> PlayerRow | None:
        """The player `retirer @boris` names, if still playing; else the GM is told."""
        player = self._player(session, game, name) if name else None
        if player is None or player.removed:
            answer("remove_refused", player=name,
                   code="unknown_player" if player is None else "already_removed")
            return None
        return player

    def _remove(self, session: Session, game: GameRow, by: str, player: PlayerRow,
                answer: Answer) -> None:
        """`retirer @boris`, confirmed: no step waits for him any more; his orders
        default."""
        player.removed = True
        session.flush()
        self._decide(session, game, by, "remove", player=player.username)
        answer("removed_gm", player=player.username)
        now = self.clock()
        self.publisher.queue(session, game, [
            Message(PUBLIC, self.publisher.text(session, game, PUBLIC, "bridge", "removed",
                                                player=player.username)),
        ], f"g{game.id}:remove:{player.username}", now)
        rules = registry.get(game.kind)
        assert rules is not None
        self._resolve_complete(session, game, rules)

    def _add_co_gm(self, session: Session, game: GameRow, by: str, text: str,
                   answer: Answer) -> None:
        """`co-mj @x`: x may give every GM command; invited into this desk."""
        names = commands.named_users(text)
        if not names or self._may_command(game, names[0]):
            answer("co_gm_refused", user=names[0] if names else "")
            return
        user = names[0]
        game.co_gms = [*(game.co_gms or []), user]
        desk = self.publisher.topic(session, game, "gm", game.gm)
        if desk is not None:  # invited by hand before: no stranger any more
            members.welcome(desk, user)
        enqueue(session, key=f"g{game.id}:co_gm:{user}", kind="invite", raw=user,
                now=self.clock(), game_id=game.id, topic=desk)
        self._decide(session, game, by, "co_gm", user=user)
        answer("co_gm_added", user=user)

    def _end(self, session: Session, game: GameRow, rules: Game, by: str,
             answer: Answer) -> None:
        """`terminer la partie`: the game ends now, as it stands; the seed is revealed."""
        draft = self._draft(session, game)
        if draft is not None:
            draft.status = "discarded"
        game.status = "finished"
        open_steps.close_all(game)
        self._decide(session, game, by, "end", discarded=draft.step_key if draft else "")
        now = self.clock()
        self.publisher.queue(session, game, [
            Message(PUBLIC, self.publisher.text(session, game, PUBLIC, "bridge", "ended")),
            self._seed_revealed(session, game)], f"g{game.id}:end", now)
        answer("ended_gm")
        self._refresh_embeds(session, game)

    def _cancel(self, session: Session, game: GameRow, by: str) -> None:
        """`annuler la partie`, confirmed: the game stops without results."""
        game.status = "cancelled"
        open_steps.close_all(game)
        draft = self._draft(session, game)
        if draft is not None:
            draft.status = "discarded"
        self._decide(session, game, by, "cancel")
        self.publisher.queue(session, game, [Message(PUBLIC, self.publisher.text(
            session, game, PUBLIC, "bridge", "cancelled"))], f"g{game.id}:cancel",
            self.clock())
        self._refresh_embeds(session, game)

    # ------------------------------------------------------------------ telling the GM

    def _gm_status(self, session: Session, game: GameRow, rules: Game,
                   answer: Answer) -> None:
        """`statut`: the game in words and tables, secrets included."""
        status = self._status(session, game, GM)
        players = self._players(session, game)
        steps = [{"step": s.step.number, "key": s.step.key,
                  "deadline": s.deadline_at.isoformat() if s.deadline_at else None,
                  "awaited": list(s.step.awaited),
                  "answered": sorted(self._answered(session, game, s.step.key))}
                 for s in open_steps.current(game, rules)]
        answer("gm_status", status=game.status, view=status, steps=steps,
               paused=open_steps.paused(game) is not None,
               players=[{"name": p.username, "language": p.language, "stand_in": p.stand_in,
                         "away_until": p.away_until.isoformat() if p.away_until else None,
                         "removed": p.removed} for p in players],
               co_gms=list(game.co_gms or []))

    def _journal(self, session: Session, game: GameRow, answer: Answer) -> None:
        """`journal`: the game's audit log, the latest decisions first."""
        rows = list(session.scalars(select(DecisionRow).where(
            DecisionRow.game_id == game.id, DecisionRow.action != "ask")
            .order_by(DecisionRow.id.desc()).limit(30)))
        answer("journal", decisions=[
            {"at": r.at.isoformat(), "by": r.by, "action": r.action, "key": r.step_key,
             "detail": {k: v for k, v in r.detail.items()
                        if k in ("player", "newcomer", "user", "label", "minutes", "after",
                                 "field", "value")}} for r in rows])

    def _absence(self, session: Session, row: InboundRow, game: GameRow,
                 player: PlayerRow, text: str) -> bool:
        """A player declaring an absence ("absent jusqu'au 5/12", "back"), or not."""
        wanted = moments.absence(text, str(game.settings.get("timezone", "Europe/Paris")),
                                  self.clock())
        if wanted is None:
            return False
        until = wanted.until
        player.away_until = until
        self._private(session, game, row, player.username, "away",
                      until=until.isoformat() if until else None)
        gm_desk = self.publisher.topic(session, game, "gm", game.gm)
        enqueue(session, key=f"in{row.id}:away_gm", kind="reply", now=self.clock(),
                game_id=game.id, topic=gm_desk,
                raw=self.publisher.text(session, game, GM, "bridge", "away_gm",
                                        player=player.username,
                                        until=until.isoformat() if until else None))
        rules = registry.get(game.kind)
        assert rules is not None
        if game.status == "running":
            self._resolve_complete(session, game, rules)
        return True

