"""A game's published record, read from the database for `gamemaster verify` and `replay`.

What the players saw is a chain of published resolutions: the set-up (step key and chance
label `setup`, its `inputs` holding the players, pinned set-up, sign-up record and settings),
then each resolved step in the order it was published (by `published_at`, then id), each
with its chance label (`turn-3`, or `turn-3#1` after the GM's rerun), orders, draws and
state after. Drafts the GM set aside or never published are no part of it. Between two
steps, the GM's decisions that changed the state (`edit`, `replace`) are kept in the audit
log; they are read here too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import select

from bridge.db import Database, DecisionRow, OutboxRow, ResolutionRow, find_game

SETUP = "setup"
"""The step key and chance label of a game's set-up row (`bridge.turns.resolution.SETUP`)."""
STATE_DECISIONS = ("edit", "replace")
"""The GM decisions that change a game's state between two published steps."""
HEX64 = re.compile(r"\b[0-9a-f]{64}\b")


@dataclass(frozen=True)
class Published:
    """One published resolution as stored."""

    id: int
    step_key: str
    label: str
    orders: dict[str, Any]
    inputs: dict[str, Any]
    state_after: dict[str, Any]
    log: list[Any]
    pinned_after: dict[str, Any]
    messages: list[Any]
    created_at: datetime
    published_at: datetime


@dataclass(frozen=True)
class Decision:
    """A GM decision from the audit log."""

    id: int
    at: datetime
    action: str
    step_key: str
    detail: dict[str, Any]


@dataclass(frozen=True)
class Record:
    """A game's settings, secrets once revealed, and published history."""

    game_id: int
    kind: str
    title: str
    status: str
    seed: str
    salt: str
    steps: list[Published]
    decisions: list[Decision] = field(default_factory=list)
    start_post: str | None = None
    """The public start post as queued (it publishes the commitment), if kept."""
    public_posts: tuple[str, ...] = ()
    """Every public post of the game as queued, in order (the reveal is among them)."""

    @property
    def setup(self) -> Published | None:
        """The set-up row, where every check begins (None for a game that started before
        set-ups were kept)."""
        first = self.steps[0] if self.steps else None
        return first if first is not None and first.step_key == SETUP else None

    def decisions_between(self, after: datetime, until: datetime) -> list[Decision]:
        """The state-changing decisions taken from `after` to `until` (both included)."""
        return [d for d in self.decisions
                if d.action in STATE_DECISIONS and after <= d.at <= until]


def published_commitments(text: str) -> list[str]:
    """The SHA-256 digests (64 hex digits) a post shows."""
    return HEX64.findall(text)


def load(db: Database, game_id: int) -> Record | None:
    """The game's record, or None when no game has that id."""
    with db.unit() as session:
        game = find_game(session, game_id)
        if game is None:
            return None
        rows = session.scalars(
            select(ResolutionRow)
            .where(ResolutionRow.game_id == game_id, ResolutionRow.status == "published")
            .order_by(ResolutionRow.published_at, ResolutionRow.id))
        steps = [Published(
            id=row.id, step_key=row.step_key, label=row.chance_label or row.step_key,
            orders=dict(row.orders or {}), inputs=dict(row.inputs or {}),
            state_after=dict(row.state_after or {}), log=list(row.log or []),
            pinned_after=dict(row.pinned_after or {}), messages=list(row.messages or []),
            created_at=row.created_at, published_at=row.published_at or row.created_at)
            for row in rows]
        decisions = [Decision(d.id, d.at, d.action, d.step_key, dict(d.detail or {}))
                     for d in session.scalars(select(DecisionRow)
                                              .where(DecisionRow.game_id == game_id)
                                              .order_by(DecisionRow.at, DecisionRow.id))]
        public = list(session.scalars(
            select(OutboxRow).where(OutboxRow.game_id == game_id,
                                    OutboxRow.key.like(f"g{game_id}:%:@public"))
            .order_by(OutboxRow.id)))
        start = next((p.raw for p in public if p.key == f"g{game_id}:start:@public"), None)
        return Record(game_id=game.id, kind=game.kind, title=game.title, status=game.status,
                      seed=game.seed, salt=game.salt, steps=steps, decisions=decisions,
                      start_post=start, public_posts=tuple(p.raw for p in public))
