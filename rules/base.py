"""The contract between the bridge and every game.

A game is data plus pure functions (boardgame.io style): the bridge stores the state as JSON,
feeds it orders read from forum posts, and publishes what the game says. A game never touches
the network, the clock or the database; chance comes in through `Chance`, so a resolution is a
pure function of (state, orders, seed).

How the bridge drives a game:
1. `setup(settings, players, chance, pinned)` -> `Outcome` (first state, opening notices).
2. `step(state)` says what the game waits for now: which players, through which channel
   (private order desk, public game topic, a discobot reply), until when, and whether it may
   resolve as soon as everyone awaited has answered. `None` means the game is over.
3. For each post on that channel: `parse(state, ctx, text)` -> `Order | Rejection`, then
   `accept(state, ctx, order, in_force)` -> `Accepted | Rejection`. `in_force` holds the
   step's orders in force by actor, each with who gave it, so a game can replace (mud) or
   accumulate (INDIXO's killer) orders, and refuse a clan chief's declaration for a warrior
   who has declared. `Accepted.actor` may differ from the speaker (the chief acting for a
   warrior); the stored order then counts for the actor.
4. At the step's deadline (or earlier when `early` and all awaited answered):
   `resolve(state, orders, chance)` -> `Outcome`. Mid-resolution choices (a defender picking who
   leaves, a ghost switching the victim) are just further steps with a short deadline.
5. `view(state, viewer)` filters secrets: templates and the status page only ever see views.
   Notices are already addressed: their params hold only what that audience may see.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, Protocol

JSON = dict[str, Any]

GM = "@gm"
"""The viewer / audience name for the human Game Master."""

PUBLIC = "@public"
"""The audience name for the public game topic."""

Channel = Literal["desk", "topic", "discobot"]


@dataclass(frozen=True)
class Context:
    """Who speaks, where, in what language, and when the forum says they posted."""

    speaker: str
    channel: Channel
    language: str
    sent_at: datetime
    post_id: int


@dataclass(frozen=True)
class Order:
    """A reading of a player's message, in canonical form (`kind` + JSON-able `params`)."""

    kind: str
    params: JSON = field(default_factory=dict)


@dataclass(frozen=True)
class Rejection:
    """Why an order cannot be taken: a code plus parameters, rendered by a template."""

    code: str
    params: JSON = field(default_factory=dict)


@dataclass(frozen=True)
class Accepted:
    """An order the game takes: stored for `actor`, acknowledged with `params`."""

    actor: str
    order: Order
    params: JSON = field(default_factory=dict)


@dataclass(frozen=True)
class Submitted:
    """An order in force, with the forum's send time, the post id and who gave it."""

    order: Order
    sent_at: datetime
    post_id: int
    speaker: str = ""


@dataclass(frozen=True)
class Schedule:
    """Deadline from the game's calendar setting (cron expression in the game's time zone)."""

    setting: str = "schedule"


@dataclass(frozen=True)
class After:
    """Deadline a fixed number of minutes after the step opened."""

    minutes: float


Deadline = Schedule | After | None


@dataclass(frozen=True)
class Step:
    """What the game waits for now.

    `key` is unique within a game ("turn-3", "night-2-rooms"); orders are stored per step key,
    so an order for another step can never leak into this one.
    """

    key: str
    awaited: tuple[str, ...]
    channel: Channel
    deadline: Deadline
    early: bool = False
    number: int = 0


@dataclass(frozen=True)
class Notice:
    """Something to say. `audience` is PUBLIC, GM, a player name, or a tuple of player names
    (a group conversation). `template` names a file under templates/<game>/. When `picture`
    is set, the bridge attaches `game.picture(view)` for that audience."""

    audience: str | tuple[str, ...]
    template: str
    params: JSON = field(default_factory=dict)
    picture: bool = False


@dataclass
class Outcome:
    """A new state, what to tell whom, and the log of every rule event and die."""

    state: JSON
    notices: list[Notice] = field(default_factory=list)
    log: list[JSON] = field(default_factory=list)


class Game(Protocol):
    """What every game module exposes (see the module docstring for how it is driven)."""

    id: str
    names: Mapping[str, str]
    min_players: int
    max_players: int
    defaults: Mapping[str, Any]
    languages: tuple[str, ...]

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Reject settings the game cannot run with (unknown map, bad number...)."""
        ...

    def setup(
        self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON
    ) -> Outcome:
        """First state and the opening notices."""
        ...

    def step(self, state: JSON) -> Step | None:
        """What the game waits for now; None once it is over."""
        ...

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """Read a player's message (already stripped of quotes) into an order."""
        ...

    def accept(
        self, state: JSON, ctx: Context, order: Order, in_force: Mapping[str, Submitted]
    ) -> Accepted | Rejection:
        """Validate an order against the current state and the step's orders in force."""
        ...

    def resolve(self, state: JSON, orders: Mapping[str, Submitted], chance: Any) -> Outcome:
        """Resolve the current step. Pure: same inputs, same outcome."""
        ...

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """What `viewer` (None = public, GM, or a player) may see of the state."""
        ...

    def picture(self, view: JSON) -> bytes | None:
        """A PNG of the board as this view shows it, or None."""
        ...
