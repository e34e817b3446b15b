"""The contract between the bridge and every game.

A game is data plus pure functions (boardgame.io style): the bridge stores the state as JSON,
feeds it orders read from forum posts, and publishes what the game says. A game never touches
the network, the clock or the database; chance comes in through `Chance`, so a resolution is a
pure function of (state, orders, seed).

How the bridge drives a game:
0. Sign-up. By default the bridge's own words sign players up in the game topic ("je
   participe", "je me retire"). A game with a sign-up of its own (the arena's chiefs, clans
   and one refusal) reads each sign-up post, in the game topic or in a player's desk, with
   `enrol(settings, roll, ctx, text, roster)` -> `Enrolment | Rejection | None`: the `roll`
   is the game's own sign-up record ({} at first), which the bridge keeps until the start;
   `roster` holds what the bridge keeps for this game type per forum user across games (the
   arena's characteristics with their wounds); an `Enrolment` gives the new roll, everyone
   signed up now, notices (to PUBLIC or to a player) and roster entries to store; None
   leaves the post to the bridge's own words. `roster(state)` returns the entries to store
   after each publication (a wound is permanent); a game without a roster returns none.
1. `setup(settings, players, chance, pinned, roll)` -> `Outcome` (first state, opening
   notices); `roll` is the sign-up record (None for the bridge's own sign-up).
   Settings were checked at creation (`check_settings` -> `Rejection`); what only the players
   can make impossible (a house with fewer rooms than players) raises `SetupRefused`. Both
   codes are rendered for the GM by the game's `setup_refused` template.
2. `steps(state)` says what the game waits for now: one or more open `Step`s (a day of INDIXO
   has the public votes in the game topic, the killer's private guess and the first dead
   naming the chief, all at once), each with its key, its awaited players, its channel
   (private order desk, public game topic, a discobot reply), its deadline, and whether it
   resolves as soon as everyone awaited has answered. No step means the game is over. A step
   stays open, with its deadline, for as long as `steps` keeps returning its key.
3. For each post on a channel, the bridge offers it to each open step on that channel (those
   awaiting the speaker first): `parse(state, ctx, text)` -> `Order | Rejection`, then
   `accept(state, ctx, order, in_force)` -> `Accepted | Rejection`, with `ctx.step` naming the
   step. The first step that accepts takes the order. `in_force` holds that step's orders in
   force by actor, each with who gave it, so a game can replace (mud) or accumulate (INDIXO's
   killer) orders, and refuse a clan chief's declaration for a warrior who has declared.
   `Accepted.actor` may differ from the speaker (the chief acting for a warrior); the stored
   order then counts for the actor. `Accepted.params` reach the speaker alone, at once, in the
   echo: they may carry what the speaker may now know (the weapons of the chosen room).
   `Accepted.complete` is False while the actor's answer is not finished (the killer's first
   option): such an actor is still awaited. `Accepted.final` says the order can no longer be
   changed in its step (INDIXO's room choice, the killer's guess): the echo says it is final
   instead of inviting a change; an order that completes an early step is final too, since
   the step resolves at once. `Accepted.ends` resolves the step at once whoever else is
   awaited (a disagreement ends a vote); `Accepted.echo=False` sends no private echo, for
   a live game whose public answer acknowledges the move. An `Order` with a `doubt` is
   taken, and its echo says the reading is uncertain and asks the player to confirm
   ("oui") or to write again.
   A post on a channel where no step listens to its author goes to `off_step` (the game
   topic at night; a Mafia night action by day, or from a role without it tonight), which
   may say why with a Rejection; `ctx.channel` says where it was posted.
4. At a step's deadline (or earlier when `early` and all awaited answered completely):
   `resolve(state, key, orders, chance)` -> `Outcome`, where `orders` holds the orders in
   force of every open step, by step key then actor (the day's tally reads the killer's
   guess). Mid-resolution choices (a defender picking who leaves, a ghost switching the
   victim) are further short steps with a window and a default; an outcome that only asks or
   says privately what the rules make automatic sets `review=False` and is published at
   once, without the human GM's review.
5. `view(state, viewer)` filters secrets: templates and the status page only ever see views.
   Notices are already addressed: their params hold only what that audience may see. A
   notice to a tuple of players opens (or reuses) one private conversation with exactly them;
   `Outcome.close` names the conversations the game ends, and the bridge closes them on the
   forum. Posts in a group conversation are talk, never orders, unless the game says
   `orders_in_groups = True` (the mafia's kill in its night chat): then a member's post
   that reads as an order is that member's order, as if written in their desk.
   A game whose players roll with discobot in private defines `guests(settings)`: the
   forum users the bot invites into every private desk and the GM desk ("discobot"), so
   the dice bot sees the roll requests; a discobot reply reaches the game with
   `ctx.asked`, the text of the post it answers. The GM's own dice (a field drawn by
   discobot) come as orders of the actor `GM` in a step that awaits `GM`.
   A game may also define `status(view)`: the fields its live status shows beyond the view
   (shared/DESIGN.md lists them per game, e.g. the arena's `warriors` as a list), read from
   the view alone, so the status shows nothing the view hides; the bridge lays them over
   the view.
   A game played live (`live = True`: Highway Romantics) answers every move at once and
   never asks for the GM's review; the GM's desk then offers pause, resume and skip instead
   of `ok`.
6. Trust and the GM's hand. Every order is sealed by the bridge (a receipt, SHA-256 of a salt
   and the canonical order, published when a step of private orders closes). A game whose
   results tell everyone's orders defines `public_orders(state, key)` -> True: the salts then
   come with the results, else at the end. A game may let the GM correct its state between
   two steps with `edit(state, player, field, value)` -> new state | Rejection (the mud
   fight: `set anna position C4`); the bridge keeps the edit in the game's audit log.
   A game may say what the GM's removal of a player does in its rules with
   `removed(state, player)` -> `Outcome` (Mafia's modkill: the role is announced and the
   player is no longer alive): its state and notices are published at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
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
    step: str = ""
    """The key of the open step the post is offered to ("" when no step listens here)."""
    asked: str = ""
    """For a discobot reply: the text of the post it answers (the `@discobot roll NdM`)."""


@dataclass(frozen=True)
class Order:
    """A reading of a player's message, in canonical form (`kind` + JSON-able `params`).

    `doubt` (a code, rendered by the game's `doubt` template) says the reading is uncertain:
    the order is taken, and the echo asks the player to confirm it or to write it again."""

    kind: str
    params: JSON = field(default_factory=dict)
    doubt: str = ""


@dataclass(frozen=True)
class Rejection:
    """Why an order cannot be taken: a code plus parameters, rendered by a template."""

    code: str
    params: JSON = field(default_factory=dict)


class SetupRefused(ValueError):
    """`setup` cannot begin the game with these players and settings: a `Rejection` (code and
    parameters) the GM is shown through the game's `setup_refused` template."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.rejection = Rejection(code, dict(params))


@dataclass(frozen=True)
class Accepted:
    """An order the game takes: stored for `actor`, acknowledged with `params` (shown to the
    speaker alone, so they may carry what the speaker may now know). `complete` is False while
    the actor's answer to the step is not finished (the killer's first of two options).
    `final` is True when the order can no longer be changed in its step (INDIXO's room
    choice, final once acknowledged); False (every mud order) lets the echo invite a change
    until the deadline."""

    actor: str
    order: Order
    params: JSON = field(default_factory=dict)
    complete: bool = True
    final: bool = False
    echo: bool = True
    """False when the game's own public answer acknowledges the order (a live game's
    move): the bridge then sends no private echo."""
    ends: bool = False
    """True when this order ends its step at once, whoever else is awaited (a
    disagreement ends a vote)."""


@dataclass(frozen=True)
class Submitted:
    """An order in force, with the forum's send time, the post id and who gave it."""

    order: Order
    sent_at: datetime
    post_id: int
    speaker: str = ""
    complete: bool = True


@dataclass(frozen=True)
class Schedule:
    """Deadline from the game's calendar setting (cron expression in the game's time zone)."""

    setting: str = "schedule"


@dataclass(frozen=True)
class After:
    """Deadline a fixed number of minutes after the step opened, or, with `from_phase`,
    after its phase began (INDIXO's action step ends 24 h after nightfall, however early
    the room step closed)."""

    minutes: float
    from_phase: bool = False


Deadline = Schedule | After | None


@dataclass(frozen=True)
class Step:
    """One thing the game waits for now.

    `key` is unique within a game ("turn-3", "night-2-rooms"); orders are stored per step key,
    so an order for another step can never leak into this one. `phase` groups steps
    ("night-2"): the bridge notes when a phase began, for `After(..., from_phase=True)`.
    `announce` says who is told that the step opened, with its deadline: the public topic
    (`public`), each awaited player privately (`awaited`: a step whose awaited players are a
    secret, the killer's guess), or nobody (`none`: the game's own notices ask). A step in
    the game topic is known to every player whatever it announces (a dead player's vote
    there gets the game's refusal, their talk no answer).
    """

    key: str
    awaited: tuple[str, ...]
    channel: Channel
    deadline: Deadline
    early: bool = False
    number: int = 0
    phase: str = ""
    announce: Literal["public", "awaited", "none"] = "public"
    continues: bool = False
    """The step carries on the one before it in its phase (a day's votes in Mafia, where each
    vote closes a step to publish the votecount and opens the next): a post sent since the
    phase began is offered to it, where another step refuses a post sent before it opened."""


@dataclass(frozen=True)
class Notice:
    """Something to say. `audience` is PUBLIC, GM, a player name, or a tuple of player names
    (a group conversation). `template` names a file under templates/<game>/. When `picture`
    is set, the bridge attaches `game.picture(view)` for that audience."""

    audience: str | tuple[str, ...]
    template: str
    params: JSON = field(default_factory=dict)
    picture: bool = False
    keeps: str = ""
    """The name of a post the game keeps current (Mafia's votecount of a day,
    "votecount-2"): the first notice with this name is posted on its own, and each later
    one edits that post instead of posting again (edits waiting to go out take the newest
    text: one edit per change at most, fewer when the forum is slow)."""


@dataclass
class Outcome:
    """A new state, what to tell whom, and the log of every rule event and die.

    `review=False`: nothing in it needs the human GM's check (a question asked in private, the
    people a player sees in their room), so the bridge publishes it at once. `close` lists the
    group conversations the game ends now."""

    state: JSON
    notices: list[Notice] = field(default_factory=list)
    log: list[JSON] = field(default_factory=list)
    review: bool = True
    close: list[tuple[str, ...]] = field(default_factory=list)


@dataclass(frozen=True)
class Enrolment:
    """A sign-up post a game read with its own sign-up: the new `roll` (the game's record,
    kept by the bridge until the start), every player signed up now, in sign-up order, what
    to tell whom (PUBLIC or a player; no secrets exist yet) and the roster entries to store
    now (a new warrior's characteristics), by forum user."""

    roll: JSON
    players: tuple[str, ...]
    notices: tuple[Notice, ...] = ()
    roster: Mapping[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True)
class Setting:
    """A setting the GM may change per game (a **[setting]** of the rules page): its name, as
    the rules page and the scenarios name it, its default, and the other names a GM may type
    for it ("tours" for `turns`). What it does is said in the game's catalogs, as the message
    `<game id>-setting-<name>` in every language the game speaks: the GM's help reads it
    there, and the settings parser reads the defaults and aliases from this same list."""

    name: str
    default: Any
    aliases: tuple[str, ...] = ()


def defaults_of(settings: Sequence[Setting]) -> Mapping[str, Any]:
    """Every setting's default, by name."""
    return MappingProxyType({setting.name: setting.default for setting in settings})


def aliases_of(settings: Sequence[Setting]) -> Mapping[str, str]:
    """Every other name of a setting, to its name."""
    return MappingProxyType({alias: setting.name for setting in settings
                             for alias in setting.aliases})


class Game(Protocol):
    """What every game module exposes (see the module docstring for how it is driven)."""

    id: str
    names: Mapping[str, str]
    min_players: int
    max_players: int
    settings: tuple[Setting, ...]
    """The settings the GM may change, each with its default and other names."""
    defaults: Mapping[str, Any]
    """`defaults_of(settings)`."""
    aliases: Mapping[str, str]
    """`aliases_of(settings)`: other names a GM may type for settings ("armes" for
    `weapons`)."""
    languages: tuple[str, ...]

    def check_settings(self, settings: JSON) -> Rejection | None:
        """Reject settings the game cannot run with (unknown map, bad number...); the code is
        rendered by the game's `setup_refused` template."""
        ...

    def enrol(
        self, settings: JSON, roll: JSON, ctx: Context, text: str, roster: Mapping[str, JSON]
    ) -> Enrolment | Rejection | None:
        """A post during sign-up (game topic or a player's desk) read by the game's own
        sign-up ({} is the roll before the first); None for a game that signs players up
        with the bridge's own words."""
        ...

    def setup(
        self, settings: JSON, players: Sequence[str], chance: Any, pinned: JSON,
        roll: JSON | None = None,
    ) -> Outcome:
        """First state and the opening notices; `SetupRefused` when these players cannot
        play with these settings. `roll`: the game's own sign-up record, if it has one."""
        ...

    def roster(self, state: JSON) -> Mapping[str, JSON]:
        """The roster entries (by forum user) this state holds, for the bridge to store
        after a publication; empty for a game without a roster."""
        ...

    def steps(self, state: JSON) -> tuple[Step, ...]:
        """Every step open now; none once the game is over."""
        ...

    def parse(self, state: JSON, ctx: Context, text: str) -> Order | Rejection:
        """Read a player's message (already stripped of quotes) into an order."""
        ...

    def accept(
        self, state: JSON, ctx: Context, order: Order, in_force: Mapping[str, Submitted]
    ) -> Accepted | Rejection:
        """Validate an order against the current state and the step's orders in force."""
        ...

    def off_step(self, state: JSON, ctx: Context, text: str) -> Rejection | None:
        """A post on a channel where no open step listens: a Rejection to answer privately
        (a post in the game topic at night), or None to leave it to the bridge (which warns
        privately of an order posted in public and lets chat be)."""
        ...

    def resolve(
        self, state: JSON, key: str, orders: Mapping[str, Mapping[str, Submitted]], chance: Any
    ) -> Outcome:
        """Resolve the open step `key`, given the orders in force of every open step.
        Pure: same inputs, same outcome."""
        ...

    def view(self, state: JSON, viewer: str | None) -> JSON:
        """What `viewer` (None = public, GM, or a player) may see of the state."""
        ...

    def picture(self, view: JSON) -> bytes | None:
        """A PNG of the board as this view shows it, or None."""
        ...


class OpenSignUp:
    """For a game that signs players up with the bridge's own words and keeps no roster
    (the mud fight, INDIXO): `enrol` leaves every post to the bridge, `roster` is empty."""

    def enrol(
        self, settings: JSON, roll: JSON, ctx: Context, text: str, roster: Mapping[str, JSON]
    ) -> Enrolment | Rejection | None:
        """Not a sign-up of the game's own: the bridge's words apply."""
        return None

    def roster(self, state: JSON) -> Mapping[str, JSON]:
        """No roster."""
        return {}
