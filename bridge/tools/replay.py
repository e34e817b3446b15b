"""`gamemaster replay GAME`: rebuild a game from its stored record and compare with what
was published.

A game is pure (shared/DESIGN.md): the same state, orders and seed give the same outcome. So
the published record is checked step by step:
- the set-up: `setup(settings, players, Chance(seed, "setup", pinned dice), pinned, roll)`
  with what the set-up row's `inputs` kept, against its state, log and pinned queue after;
- each published step, in order: `resolve(state, step_key, orders, Chance(seed, label,
  pinned dice before))`, where the state is the previous step's published state (or the
  state a GM decision set in between: `edit` keeps the state after it, `replace` gives a
  seat to a newcomer), the orders are the step's own plus those of the other open steps
  (`inputs["orders"]`), and the pinned dice are those the previous step left; against the
  step's published state, log, pinned queue and, when asked, its messages: the game's
  notices rendered by the templates (`Publisher`), with the rerun announcement, must all
  be among the published messages, unchanged and in order, and the conversations closed
  the same; what the bridge adds around them from elsewhere (the receipts of sealed
  orders) is counted, not re-derived.
A difference is shown at the first place it appears (`state_after.players[1].points`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from bridge.db import Database, GameRow, find_game
from bridge.publishing.publish import Message, Publisher
from bridge.texts import Texts
from bridge.tools.record import SETUP, Published, Record, load
from bridge.turns.seal import rerun_of
from rules import registry
from rules.base import PUBLIC, Game, Order, Outcome, Submitted
from rules.chance import Chance

Renderer = Callable[[Published, dict[str, Any], Outcome], list[dict[str, Any]]]
"""Renders a replayed outcome's messages as a step stores them (given the step and the
state before it)."""
EXCERPT = 60


def plain(value: Any) -> Any:
    """`value` as the database gives it back (JSON: tuples become lists, keys strings)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 2 * EXCERPT else text[: 2 * EXCERPT] + "…"


def _text_difference(path: str, published: str, replayed: str) -> str:
    at = next((i for i, (a, b) in enumerate(zip(published, replayed, strict=False)) if a != b),
              min(len(published), len(replayed)))
    start = max(0, at - 20)
    return (f"{path}, at character {at}: published {published[start:at + EXCERPT]!r}, "
            f"replayed {replayed[start:at + EXCERPT]!r}")


def first_difference(published: Any, replayed: Any, path: str) -> str | None:
    """Where `replayed` first differs from `published`, said with both values; None when
    they are equal."""
    if isinstance(published, dict) and isinstance(replayed, dict):
        for key in [*published, *(k for k in replayed if k not in published)]:
            if key not in replayed:
                return f"{path}.{key}: published {_shown(published[key])}, replayed nothing"
            if key not in published:
                return f"{path}.{key}: published nothing, replayed {_shown(replayed[key])}"
            found = first_difference(published[key], replayed[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(published, list) and isinstance(replayed, list):
        for index, (old, new) in enumerate(zip(published, replayed, strict=False)):
            found = first_difference(old, new, f"{path}[{index}]")
            if found:
                return found
        if len(published) != len(replayed):
            shorter = min(len(published), len(replayed))
            extra = (published if len(published) > shorter else replayed)[shorter]
            side = "published" if len(published) > shorter else "replayed"
            return (f"{path}: published {len(published)} entries, replayed "
                    f"{len(replayed)} (first extra, {side}: {_shown(extra)})")
        return None
    if (isinstance(published, str) and isinstance(replayed, str) and published != replayed
        and max(len(published), len(replayed)) > EXCERPT):
        return _text_difference(path, published, replayed)
    if published != replayed or type(published) is not type(replayed):
        return f"{path}: published {_shown(published)}, replayed {_shown(replayed)}"
    return None


def _submitted(given: Any) -> dict[str, Submitted]:
    """A step's stored orders (actor -> {kind, params, sent_at, post_id, speaker[,
    complete]}) as the game receives them."""
    orders: dict[str, Submitted] = {}
    for actor, order in (given or {}).items():
        orders[actor] = Submitted(
            Order(str(order["kind"]), dict(order.get("params") or {}),
                  str(order.get("doubt", ""))),
            datetime.fromisoformat(order["sent_at"]), int(order["post_id"]),
            str(order.get("speaker", "")), bool(order.get("complete", True)))
    return orders


def orders_of(step: Published) -> dict[str, dict[str, Submitted]]:
    """Every order the step's resolution was given: its own step's, then the other open
    steps' (`inputs["orders"]`), by step key then actor."""
    orders = {key: _submitted(given)
              for key, given in (step.inputs.get("orders") or {}).items()}
    orders[step.step_key] = _submitted(step.orders)
    return orders


def state_before(record: Record, previous: Published, step: Published) -> dict[str, Any]:
    """The state `step` was resolved from: the previous step's published state, changed by
    the GM's decisions taken between the two (an `edit`, a `replace`, a `remove` the game
    answered keep the state they left)."""
    state: dict[str, Any] = previous.state_after
    for decision in record.decisions_between(previous.published_at, step.created_at):
        if decision.action in ("edit", "replace", "remove") and isinstance(
                decision.detail.get("state_after"), dict):
            state = decision.detail["state_after"]
    return copy.deepcopy(state)


@dataclass
class StepReplay:
    """One step's replay: OK, or its first difference."""

    key: str
    label: str
    difference: str = ""
    unmatched: int = 0
    """Published messages the bridge added that the replay does not re-derive."""

    @property
    def ok(self) -> bool:
        """The replay gave what was published."""
        return not self.difference

    def line(self) -> str:
        """One line for the report."""
        extra = (f" ({self.unmatched} message{'s' if self.unmatched != 1 else ''} of the "
                 "bridge's own, not re-derived)") if self.unmatched else ""
        return (f"  {self.key:<22} label {self.label!r:<24} "
                + (f"OK{extra}" if self.ok else f"DIFFERS: {self.difference}"))


@dataclass
class Replay:
    """The whole game's replay."""

    record: Record
    steps: list[StepReplay] = field(default_factory=list)
    problem: str = ""
    messages: bool = True

    @property
    def ok(self) -> bool:
        """Every step gave what was published."""
        return not self.problem and all(s.ok for s in self.steps)

    def report(self) -> str:
        """The text `gamemaster replay` prints."""
        r = self.record
        compared = "state, log, pinned dice" + (" and messages" if self.messages else "")
        lines = [f"Game {r.game_id} {r.title!r} ({r.kind}), {r.status}: replaying "
                 f"{len(r.steps)} published steps, comparing {compared}"]
        lines += [step.line() for step in self.steps]
        if self.problem:
            lines.append(f"  {self.problem}")
        if self.ok:
            lines.append(f"Verdict: OK: every step replays to what was published "
                         f"({len(self.steps)} steps)")
        else:
            failed = [s.key for s in self.steps if not s.ok]
            lines.append("Verdict: FAILED: " + (
                f"{len(failed)} step{'s differ' if len(failed) != 1 else ' differs'}: "
                f"{', '.join(failed)}" if failed else self.problem))
        return "\n".join(lines) + "\n"


def message_difference(published: list[Any], rendered: list[Any]) -> tuple[str, int]:
    """Compare a step's published messages with those the replay rendered: every message
    the replay makes (the game's notices through the templates, the rerun announcement)
    must be published, unchanged and in order, and the conversations closed must be the
    same. Messages the bridge adds around them from elsewhere (the receipts of sealed
    orders and their salts) are not re-derived: (difference, how many such messages)."""
    closed = [m for m in published if isinstance(m, dict) and m.get("close")]
    closing = [m for m in rendered if m.get("close")]
    found = first_difference(closed, closing, "messages (conversations closed)")
    if found:
        return found, 0
    stored = [(index, m) for index, m in enumerate(published)
              if not (isinstance(m, dict) and m.get("close"))]
    made = [m for m in rendered if not m.get("close")]
    position = 0
    for message in made:
        match = next((k for k in range(position, len(stored)) if stored[k][1] == message),
                     None)
        if match is not None:
            position = match + 1
            continue
        alike = next((stored[k] for k in range(position, len(stored))
                      if isinstance(stored[k][1], dict)
                      and stored[k][1].get("audience") == message.get("audience")), None)
        if alike is None:
            return (f"messages: the replay says to {_shown(message.get('audience'))} "
                    f"{_shown(message.get('raw', ''))}, which was not published"), 0
        return (first_difference(alike[1], message, f"messages[{alike[0]}]")
                or f"messages[{alike[0]}]: out of order"), 0
    return "", len(stored) - len(made)


def _compare(step: Published, outcome: Outcome, chance: Chance,
             rendered: list[dict[str, Any]] | None) -> tuple[str, int]:
    published = {"state_after": step.state_after, "log": step.log,
                 "pinned_after.dice": list(step.pinned_after.get("dice", []))}
    replayed = plain({"state_after": outcome.state, "log": [*outcome.log, *chance.log],
                      "pinned_after.dice": chance.pinned})
    for name in published:
        found = first_difference(published[name], replayed[name], name)
        if found:
            return found, 0
    if rendered is None:
        return "", 0
    return message_difference(step.messages, plain(rendered))


def replay(record: Record, rules: Game, render: Renderer | None = None) -> Replay:
    """Replay every published step of a game; `render` also compares the messages."""
    result = Replay(record, messages=render is not None)
    setup = record.setup
    if setup is None:
        result.problem = ("no set-up record: the game started before set-ups were kept, "
                          "so it cannot be rebuilt from its start")
        return result
    previous: Published | None = None
    for step in record.steps:
        checked = StepReplay(step.step_key, step.label)
        result.steps.append(checked)
        try:
            if previous is None:
                inputs = setup.inputs
                pinned = dict(inputs.get("pinned") or {})
                chance = Chance(record.seed, SETUP, list(pinned.get("dice", [])))
                outcome = rules.setup(dict(inputs.get("settings") or {}),
                                      list(inputs.get("players") or []), chance, pinned,
                                      dict(inputs.get("roll") or {}) or None)
                checked.difference, _ = _compare(step, outcome, chance, None)
            else:
                before = state_before(record, previous, step)
                chance = Chance(record.seed, step.label,
                                list(previous.pinned_after.get("dice", [])))
                outcome = rules.resolve(copy.deepcopy(before), step.step_key,
                                        orders_of(step), chance)
                rendered = render(step, before, outcome) if render is not None else None
                checked.difference, checked.unmatched = _compare(step, outcome, chance,
                                                                 rendered)
        except Exception as exc:  # a tampered record may break the game's own rules
            checked.difference = f"the replay failed: {type(exc).__name__}: {exc}"[:500]
        previous = step
    return result


def publisher_renderer(session: Session, game: GameRow, rules: Game) -> Renderer:
    """Render a replayed outcome's messages as `bridge.turns.resolution` stores them: the notices
    through the templates (each audience in its language), the GM's rerun announced
    first, then the conversations the step closes."""
    publisher = Publisher(Texts())

    def render(step: Published, before: dict[str, Any], outcome: Outcome
               ) -> list[dict[str, Any]]:
        messages = publisher.notices(session, game, rules, outcome.state, outcome.notices)
        rerun = rerun_of(step.label)
        if rerun:
            number = next((s.number for s in rules.steps(before) if s.key == step.step_key),
                          0)
            messages.insert(0, Message(PUBLIC, publisher.text(
                session, game, PUBLIC, "bridge", "rerolled", rerun=rerun, step=number,
                key=step.step_key)))
        return [*(m.to_json() for m in messages),
                *({"audience": list(group), "close": True} for group in outcome.close)]

    return render


def run(db: Database, game_id: int, messages: bool = True) -> Replay | None:
    """Replay game `game_id` from the database (None when there is no such game)."""
    record = load(db, game_id)
    if record is None:
        return None
    rules = registry.get(record.kind)
    if rules is None:
        return Replay(record, problem=f"unknown game type {record.kind!r}")
    if not messages:
        return replay(record, rules)
    session = db.sessions()
    try:  # read only: the templates' language look-ups, never a write
        game = find_game(session, game_id)
        assert game is not None
        return replay(record, rules, publisher_renderer(session, game, rules))
    finally:
        session.rollback()
        session.close()
