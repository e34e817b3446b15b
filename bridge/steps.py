"""The bridge's record of what each game waits for: its open steps, with their times.

A game says which steps are open (`Game.steps(state)`); the bridge remembers, in the game row's
`steps` column, when each one opened, its deadline and whether its reminder went out, and when
each phase began (for deadlines counted from a phase, `After(..., from_phase=True)`). The row's
`deadline_at`, `step_key` and `step_opened_at` columns mirror the earliest of them, and
`remind_at` the earliest reminder still to send, so the database can say which games are due
with one indexed query.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from bridge import schedule
from bridge.db import GameRow
from rules.base import GM, After, Game, Step


@dataclass(frozen=True)
class OpenStep:
    """A step of a game with the bridge's times for it."""

    step: Step
    opened_at: datetime
    deadline_at: datetime | None
    reminded: bool


def _time(value: Any) -> datetime | None:
    return datetime.fromisoformat(value) if isinstance(value, str) else None


def _record(game: GameRow) -> dict[str, Any]:
    record = game.steps if isinstance(game.steps, dict) else {}
    kept = {"open": dict(record.get("open", {})), "phases": dict(record.get("phases", {}))}
    if record.get("paused_at"):
        kept["paused_at"] = record["paused_at"]
    return kept


def paused(game: GameRow) -> datetime | None:
    """When the GM paused the game's table, if it is paused."""
    return _time(_record(game).get("paused_at"))


def pause(game: GameRow, rules: Game, now: datetime) -> bool:
    """Stop the clock: no deadline fires and no order is taken until `resume`. False when
    already paused."""
    record = _record(game)
    if record.get("paused_at"):
        return False
    record["paused_at"] = now.isoformat()
    game.steps = record
    _mirror(game, rules)
    return True


def resume(game: GameRow, rules: Game, now: datetime) -> timedelta | None:
    """Start the clock again: every open step's deadline, and every phase's start, moves
    on by the length of the pause. The pause's length, or None when not paused."""
    record = _record(game)
    began = _time(record.pop("paused_at", None))
    if began is None:
        return None
    pause_length = max(timedelta(0), now - began)
    for key, times in record["open"].items():
        deadline = _time(times.get("deadline_at"))
        if deadline is not None:
            record["open"][key] = {**times, "deadline_at": (deadline + pause_length).isoformat()}
    record["phases"] = {phase: (datetime.fromisoformat(began_at) + pause_length).isoformat()
                        for phase, began_at in record["phases"].items()}
    game.steps = record
    _mirror(game, rules)
    return pause_length


def shift(game: GameRow, rules: Game, by: timedelta, key: str | None = None) -> list[str]:
    """Move the deadline of every open step (or of step `key` alone) on by `by`; their
    reminders are computed again. The keys of the steps moved."""
    record = _record(game)
    moved = []
    for step_key, times in record["open"].items():
        deadline = _time(times.get("deadline_at"))
        if deadline is None or (key is not None and step_key != key):
            continue
        record["open"][step_key] = {**times, "deadline_at": (deadline + by).isoformat(),
                                    "reminded": False}
        moved.append(step_key)
    game.steps = record
    _mirror(game, rules)
    return moved


def current(game: GameRow, rules: Game) -> list[OpenStep]:
    """The game's open steps as the bridge opened them, earliest deadline first (a step with
    no deadline last). Empty once the game is over or before it starts."""
    if game.status not in ("running", "review"):
        return []
    return _open(game, rules)


def told(game: GameRow, rules: Game, viewer: str | None) -> list[OpenStep]:
    """The open steps `viewer` is told about (None: the public): those announced to all, those
    played in the game topic, and those that await them; the GM (`rules.base.GM`) is told of
    every step. A hidden step
    (the ghost's switch, the stranded weapons) named to others would say what happened in
    a room."""
    return [s for s in current(game, rules)
            if viewer == GM or s.step.announce == "public" or s.step.channel == "topic"
            or (viewer is not None and viewer in s.step.awaited)]


def phase_began(game: GameRow, phase: str) -> datetime | None:
    """When a phase of the open steps began (None for a phase the record does not hold)."""
    return _time(_record(game)["phases"].get(phase))


def _open(game: GameRow, rules: Game) -> list[OpenStep]:
    if game.state is None:
        return []
    opened = _record(game)["open"]
    found = []
    for step in rules.steps(game.state):
        times = opened.get(step.key)
        if times is None:
            continue
        opened_at = _time(times.get("opened_at"))
        assert opened_at is not None
        found.append(OpenStep(step, opened_at, _time(times.get("deadline_at")),
                              bool(times.get("reminded"))))
    return sorted(found, key=_deadline_order)


def _deadline_order(open_step: OpenStep) -> tuple[int, datetime, str]:
    deadline = open_step.deadline_at or open_step.opened_at
    return (open_step.deadline_at is None, deadline, open_step.step.key)


def sync(game: GameRow, rules: Game, now: datetime) -> list[OpenStep]:
    """Bring the record in line with the game's state: steps no longer open are forgotten,
    new ones open now with their deadlines; returns the steps that just opened."""
    record = _record(game)
    wanted = rules.steps(game.state) if game.state is not None else ()
    phases = {step.phase for step in wanted if step.phase}
    record["phases"] = {phase: record["phases"].get(phase, now.isoformat())
                        for phase in phases}
    kept = {step.key: record["open"][step.key] for step in wanted if step.key in record["open"]}
    opened = []
    for step in wanted:
        if step.key in kept:
            continue
        deadline = _deadline(step, game.settings, record["phases"],
                             _time(record.get("paused_at")) or now)
        kept[step.key] = {"opened_at": now.isoformat(),
                          "deadline_at": deadline.isoformat() if deadline else None,
                          "reminded": False}
        opened.append(OpenStep(step, now, deadline, False))
    record["open"] = kept
    game.steps = record
    _mirror(game, rules)
    return opened


def preview(game: GameRow, rules: Game, state: dict[str, Any],
            now: datetime) -> list[OpenStep] | None:
    """The steps `sync` would open if `state` became the game's state now (None: the game
    would be over), without touching the game: what a draft shows it will announce."""
    wanted = rules.steps(state)
    if not wanted:
        return None
    record = _record(game)
    phases = {step.phase: record["phases"].get(step.phase, now.isoformat())
              for step in wanted if step.phase}
    return [OpenStep(step, now, _deadline(step, game.settings, phases, now), False)
            for step in wanted if step.key not in record["open"]]


def _deadline(step: Step, settings: dict[str, Any], phases: dict[str, str],
              now: datetime) -> datetime | None:
    if isinstance(step.deadline, After) and step.deadline.from_phase and step.phase:
        began = datetime.fromisoformat(phases[step.phase])
        return max(now, began + timedelta(minutes=step.deadline.minutes))
    return schedule.deadline(step.deadline, settings, now)


def mark_reminded(game: GameRow, key: str) -> None:
    """Note that a step's reminder went out."""
    record = _record(game)
    if key in record["open"]:
        record["open"][key] = {**record["open"][key], "reminded": True}
        game.steps = record
        game.remind_at = _remind_at(game)


def close_all(game: GameRow) -> None:
    """Forget every open step (the game is over or cancelled)."""
    game.steps = {"open": {}, "phases": {}}
    game.step_key = None
    game.step_opened_at = None
    game.deadline_at = None
    game.remind_at = None


def _mirror(game: GameRow, rules: Game) -> None:
    """Copy the earliest deadline, its step and the earliest opening into the row's columns."""
    steps = _open(game, rules)
    due = [s for s in steps if s.deadline_at is not None]
    first = due[0] if due else (steps[0] if steps else None)
    game.step_key = first.step.key if first else None
    game.deadline_at = due[0].deadline_at if due and not paused(game) else None
    game.step_opened_at = min((s.opened_at for s in steps), default=None)
    game.remind_at = _remind_at(game)


def remind_hours(settings: dict[str, Any]) -> float:
    """The `remind` setting: hours before a deadline (0: no reminders)."""
    return float(settings.get("remind") or 0)


def _remind_at(game: GameRow) -> datetime | None:
    """When the game's earliest reminder not sent yet is due: `remind` hours before the
    deadline of an open step (None without reminders, or while the game is paused)."""
    hours = remind_hours(game.settings or {})
    record = _record(game)
    if not hours or record.get("paused_at"):
        return None
    moments = [deadline - timedelta(hours=hours) for times in record["open"].values()
               if not times.get("reminded")
               and (deadline := _time(times.get("deadline_at"))) is not None]
    return min(moments, default=None)
