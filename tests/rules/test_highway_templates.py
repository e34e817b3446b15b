"""Every word Highway Romantics says renders in Russian, English and French, keeps the table's
secrets, and shows commands the game takes.

Whole games are played at the rules level as the bridge drives them (bridge/handlers/orders.py,
bridge/turns/resolution.py): the field pinned (or read from the GM's discobot rolls), each post read
by `GAME.parse` and checked by `GAME.accept` for the open step on its channel (the game topic for
the table's moves, the leader's desk for the dice, discobot's replies for the rolls), the
step resolved when its awaited players answered or an answer ends it, silence as a
resolution with no answer, every die pinned. Where a game would take too long to reach a
situation (a full treasury, the last cells, a hand of six thieves), the JSON state is edited
directly between two moves, as a scenario pins a field. Every notice is rendered by the
bridge's own renderer (`bridge.texts.Texts`) with its audience's view; the pieces the bridge
includes in its own messages (the echo, the refusals, the steps' names, what a silent player
gets, the steps' openings, the parts of play, the settings refused) are rendered through the
bridge's templates that include them, with the variables the bridge passes.

The games:
- `robbery` (ana, bob, cid, dan; 5×8; the bot's dice): a guard meets the empty treasury; a
  chain of safes; a guard fight the guard wins (one pass aloud, one silent, two passed over);
  one the thieves win (the drawer's only thief laid for him, the second laid aloud); a thief
  after which cid proposes a robbery (every refusal of a gang and a split first), dan counters,
  cid takes the counter split, ana refuses it: the robbery is off; dan proposes before naming
  a cell, everyone agrees by silence, the dice are pinned, dan hands them out (after every
  refusal of an assignment), the four members learn the loot; three alike; a pass after a
  thief, a silent one, a silent turn; the treasury filled to 20 and a safe drawn while full;
  the last cell; last attempts: a pass aloud, a silent one, and ana's robbery of the 20 safes
  that every member agrees to aloud, handed out by default; the count.
- `discobot` (the same players; silence does not agree; discobot's dice): the GM's rolls fill
  the field (a wrong roll, a reply to no roll, a reply with no dice, too few dice, then two
  good rolls); ana, holding six thieves, robs alone after her silent table refused her split,
  with her own discobot roll (one wrong first); a silent drawer with two suitable thieves
  (every refusal of a lay first); bob's robbery is off when he stays silent on the counter
  split; his next, agreed aloud, is rolled by the bot when he stays silent and handed out to
  himself; the last cell with nobody able to rob: the safes go to the host, whose dice the
  GM rolls with discobot in the GM desk (a wrong roll first, then one die, the rest rolled
  by the bot at the deadline).
- `once_a_turn` (the bot's dice): ana proposes before naming a cell, bob counters, ana
  changes the split, bob refuses it; ana names a safe and proposes again in the same turn:
  her new split is refused (one change a turn), and bob's counter calls the robbery off.
- `full_field` (discobot's dice): the GM rolls the whole 10×10 field as the original does,
  in rolls that pass the 40 cells in use, and the field is cut from its top-left corner.
- `empty` and `even`: two endings set up directly, with no bag at all (nobody gets anything)
  and with a gold per bag that is a whole number.
"""

from __future__ import annotations

import copy
import hashlib
import re
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bridge.handlers import commands
from bridge.publishing.publish import viewer_of
from bridge.texts import Texts, notices, written
from rules.base import GM, PUBLIC, Accepted, Context, Notice, Order, Rejection, Step, Submitted
from rules.chance import Chance
from rules.highway import GAME, cards, orders
from rules.highway import state as st

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules" / "highway"
TEXTS = Texts()
LANGS = ("ru", "en", "fr")
TIMEZONE = "Europe/Moscow"
GAME_INFO = {"id": 9, "title": "Большая дорога", "kind": "highway", "gm": "vedushchiy"}
OPENED = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)
SENT = "2026-05-01T20:05:00+00:00"
DEADLINE = "2026-05-01T20:10:00+00:00"
PLAYERS = ["ana", "bob", "cid", "dan"]
USERS = {*PLAYERS, "sasha", "petya", "gleb", "vedushchiy", "discobot"}
"""Forum names the texts may quote."""

NOTICES = {"opening", "gm_field", "table", "final", "assign_ask", "loot"}
"""Every notice the game builds (rules/highway/__init__.py, desk.py)."""
PIECES = {
    "order", "accepted", "incomplete", "doubt", "rejection", "setup_refused", "step_name",
    "of_step", "this_step", "for_step", "no_answer", "no_answer_gm", "step_open", "phases",
    "macros", "how_to_join", "settings", "field_name", "field_value", "die",
}
"""What the bridge's own messages include, and the shared macros."""
STAGES = ("cell", "thief", "fight", "vote", "revise", "vote2", "roll", "assign", "last",
          "field", "host_roll")
NEW_BRIDGE = ("stand_in", "stand_in_gm", "skipped", "skip_refused", "paused", "resumed",
              "table_paused", "table_resumed")
"""The bridge's texts for stand-ins, skipping, pausing and resuming (bridge/intake/service.py)."""

A = {  # the `robbery` field, 5 × 8: cell -> number (1-12 guards, 13-30 safes, 31+ thieves)
    "A1": 15, "B1": 31, "C1": 91, "D1": 106, "E1": 1,
    "A2": 3, "B2": 76, "C2": 46, "D2": 61, "E2": 16,
    "A3": 17, "B3": 9, "C3": 5, "D3": 32, "E3": 47,
    "A4": 62, "B4": 77, "C4": 92, "D4": 107, "E4": 63,
    "A5": 11, "B5": 18, "C5": 33, "D5": 64, "E5": 48,
    "A6": 19, "E8": 20,
}
FILLER = 93
"""Every other cell: a thief with a musket (only ever named by editing the state)."""


def field(cells: Mapping[str, int]) -> list[list[int]]:
    rows = [[FILLER] * cards.FULL for _ in range(cards.FULL)]
    for cell, number in cells.items():
        column, row = cards.cell_place(cell)
        rows[row - 1][column] = number
    return rows


# --- a table driven as the bridge drives it ---------------------------------------------------


class Table:
    """One game. `said` holds every notice with the state it is rendered with, `opened` every
    step's opening with its audience, `echoes` and `refusals` every answer to a post."""

    def __init__(self, seed: str = "templates", pinned: Mapping[str, Any] | None = None,
                 **settings: Any) -> None:
        self.seed = seed
        out = GAME.setup({**GAME.defaults, **settings}, list(PLAYERS), Chance(seed, "setup"),
                         dict(pinned or {}))
        self.state: dict[str, Any] = out.state
        self.said: list[tuple[Notice, dict[str, Any]]] = [(n, out.state) for n in out.notices]
        self.opened: list[tuple[str, dict[str, Any], Step]] = []
        self.echoes: list[tuple[dict[str, Any], str, Step, Accepted, bool]] = []
        self.refusals: list[tuple[dict[str, Any], str, Step, Rejection]] = []
        self.events: list[dict[str, Any]] = []
        self.orders: dict[str, Submitted] = {}
        self.post = 100
        self._announce()

    @property
    def step(self) -> Step:
        return GAME.steps(self.state)[0]

    @property
    def stage(self) -> str:
        return str(self.state["stage"])

    def _announce(self) -> None:
        for step in GAME.steps(self.state):
            audiences = [PUBLIC] if step.announce == "public" else list(step.awaited)
            for audience in audiences:
                self.opened.append((audience, self.state, step))

    def offer(self, player: str, text: str, asked: str = "") -> Accepted | Rejection:
        """A post to the open step on its channel: read, checked, kept; the step resolves
        when everyone awaited answered or the answer ends it."""
        step = self.step
        self.post += 1
        ctx = Context(player, step.channel, "ru", OPENED + timedelta(minutes=self.post),
                      self.post, step.key, asked)
        reading = GAME.parse(self.state, ctx, text)
        if isinstance(reading, Rejection):
            self.refusals.append((self.state, player, step, reading))
            return reading
        verdict = GAME.accept(self.state, ctx, reading, self.orders)
        if isinstance(verdict, Rejection):
            self.refusals.append((self.state, player, step, verdict))
            return verdict
        assert verdict.actor in step.awaited, (player, text, step)
        self.orders[verdict.actor] = Submitted(verdict.order, ctx.sent_at, ctx.post_id, player,
                                               verdict.complete)
        closes = verdict.ends or all(
            a in self.orders and self.orders[a].complete for a in step.awaited)
        if verdict.echo:
            self.echoes.append((self.state, player, step, verdict, closes))
        if closes:
            self.close()
        return verdict

    def take(self, player: str, text: str, asked: str = "") -> Accepted:
        verdict = self.offer(player, text, asked)
        assert isinstance(verdict, Accepted), (player, text, verdict)
        return verdict

    def refuse(self, player: str, text: str, code: str, asked: str = "") -> Rejection:
        before = copy.deepcopy(self.state)
        verdict = self.offer(player, text, asked)
        assert isinstance(verdict, Rejection) and verdict.code == code, (player, text, verdict)
        assert self.state == before
        return verdict

    def close(self, dice: Sequence[int] = ()) -> None:
        """Resolve the open step with the orders in force (none: silence)."""
        key = self.step.key
        out = GAME.resolve(self.state, key, {key: dict(self.orders)},
                           Chance(self.seed, key, list(dice)))
        self.orders = {}
        self.state = out.state
        self.said += [(n, out.state) for n in out.notices]
        self.events += out.state["events"] if out.state.get("events") else []
        self._announce()

    def silence(self, dice: Sequence[int] = ()) -> None:
        assert not self.orders
        self.close(dice)

    def edit(self, **changes: Any) -> None:
        """Change the state between two moves (what a scenario pins)."""
        self.state = {**copy.deepcopy(self.state), **changes}

    def name_all_but(self, *left: str) -> None:
        named = dict(self.state["named"])
        for cell in cards.cells(self.state["columns"], self.state["rows"]):
            if cell not in named and cell not in left:
                named[cell] = "ana"
        self.edit(named=named)


def gm_roll(table: Table, values: Sequence[int], asked: str = "@discobot roll 20d120") -> Any:
    """A discobot reply in the GM desk, to the GM's roll."""
    return table.offer(GM, "> :game_die: " + ", ".join(str(v) for v in values), asked)


def robbery_game() -> Table:
    t = Table(pinned={"field": field(A)})
    t.refuse("ana", "грабим: мои сабля; делёж: я 1", "empty_treasury")
    t.refuse("cid", "В5, моя очередь же?", "not_your_move")
    t.refuse("ana", "А1 или Б2", "ambiguous")
    t.refuse("ana", "Й5", "bad_cell")
    t.refuse("ana", "Г9", "off_field")
    t.take("ana", "А2")  # a guard, the treasury empty: discarded
    t.take("bob", "A1")  # a safe: bob again
    t.refuse("bob", "А1", "already_named")
    t.take("bob", "б1")
    t.take("cid", "В1")
    t.take("dan", "Г1")
    t.take("ana", "Д1")  # a guard with a sabre: ana and bob passed over, cid asked
    assert t.stage == "fight"
    t.take("cid", "пас")
    t.silence()  # dan silent: the guard saves the safe
    t.take("bob", "Д2")  # a safe
    t.take("bob", "В3")  # a guard with an elixir: bob's only thief laid, cid asked
    t.take("cid", "кладу фузею")  # beaten
    t.take("cid", "А3")
    t.take("cid", "Б2")
    t.take("dan", "Г2")
    t.take("ana", "В2")
    t.take("bob", "Г3")
    t.take("cid", "Д3")  # a thief, and a gang can be formed: cid may propose
    assert t.stage == "thief"
    t.refuse("cid", "А4", "no_cell_now")
    gang = "у @bob сабля, у @ana фузея, у @dan два эликсира"
    t.refuse("cid", "грабим: мои сабля и фузея, у @bob две сабли, у @ana фузея, у @dan два "
             "эликсира; делёж: я 2", "not_held")
    t.refuse("cid", "грабим: мои сабля и фузея, у @ana фузея, у @dan два эликсира; делёж: я 2",
             "bad_gang_types")
    t.refuse("cid", f"грабим: мои сабля и фузея, {gang}; делёж: я 3", "split_total")
    t.refuse("cid", f"грабим: мои сабля и фузея, {gang}", "no_split")
    t.refuse("cid", f"грабим: мои сабля и фузея, {gang}; делёж: я 1, petya 1", "unknown_player")
    t.refuse("cid", "грабим: много сабель; делёж: я 2", "bad_gang")
    t.take("cid", f"грабим: мои сабля и фузея, {gang}; делёж: я 1, bob 1")
    assert t.stage == "vote"
    t.refuse("cid", "согласен", "not_your_move")
    t.refuse("ana", "не согласен", "counter_needed")
    t.refuse("bob", "кладу саблю", "not_now")
    t.refuse("bob", "делёж: я 1, я 2", "bad_split")
    t.take("bob", "согласен")
    t.take("dan", "делёж: cid 1, dan 1")  # a counter split ends the vote
    assert t.stage == "revise"
    t.take("cid", "согласен")  # cid takes the counter split
    assert t.stage == "vote2"
    t.take("bob", "согласен")
    t.take("ana", "не согласен")  # the robbery is off, the turn passes
    t.take("dan", "грабим: мои два эликсира, у @cid сабля и фузея, у @bob сабля, у @ana фузея; "
                  "делёж: я 1, cid 1")
    t.silence(dice=[3, 1])  # silence agrees; the bot's two dice pinned
    assert t.stage == "assign"
    t.refuse("dan", "привет всем", "not_an_order")
    t.refuse("dan", "кубики 5 — cid", "bad_dice_numbers")
    t.refuse("dan", "кубики 1 — cid", "dice_left")
    t.refuse("dan", "кубики 1 и 2 — cid", "not_the_split")
    t.refuse("dan", "кубики 0 — cid", "bad_assign")
    t.take("dan", "кубики 1 — cid, остальные мне")
    assert t.stage == "cell" and t.state["treasury"] == 0
    t.refuse("dan", "грабим: мои два эликсира; делёж: я 1", "already_tried")
    t.take("dan", "Г4")
    t.take("ana", "А4")
    t.take("bob", "Б4")
    t.take("cid", "В4")
    t.take("dan", "Д4")
    t.take("ana", "А5")  # a guard, the treasury empty
    t.take("bob", "Б5")  # a safe
    t.take("bob", "В5")
    t.take("cid", "Д5")  # a thief, a gang possible
    assert t.stage == "thief"
    t.take("cid", "пас")
    t.take("dan", "Г5")  # three alike; a gang possible, dan silent
    assert t.stage == "thief"
    t.silence()
    t.silence()  # ana silent on her turn
    t.edit(treasury=19)
    t.name_all_but("A6", "E8")
    t.take("bob", "А6")  # the twentieth safe
    t.take("bob", "Д8")  # the last cell, a safe while the treasury is full
    assert t.stage == "last" and t.state["last"][0] == "cid"
    t.take("cid", "пас")
    t.silence()  # dan silent
    assert t.state["last"][0] == "ana"
    t.take("ana", "грабим: мой эликсир, у @bob две сабли, у @cid две фузеи, у @dan эликсир; "
                  "делёж: я 17, bob 1, cid 1, dan 1")
    for player in ("bob", "cid"):
        t.take(player, "согласен")
    t.take("dan", "да, согласен")
    assert t.stage == "assign"
    t.silence()  # handed out by default; nobody can rob again: the count
    assert t.state["finished"]
    return t


def discobot_game() -> Table:
    t = Table(source="discobot", silence_agrees=False)
    assert t.stage == "field" and t.state["field"] is None
    numbers = [A.get(cell, FILLER) for cell in cards.cells(5, 8)]
    t.refuse(GM, "> :game_die: " + ", ".join(["3"] * 20), "wrong_dice", "@discobot roll 20d6")
    t.refuse(GM, "> :game_die: 5, 6", "no_roll", "а кубики где?")
    t.refuse(GM, "Извините, не могу", "no_dice", "@discobot roll 20d120")
    t.refuse(GM, "> :game_die: " + ", ".join(["7"] * 19), "dice_mismatch", "@discobot roll 20d120")
    gm_roll(t, numbers[:20])
    gm_roll(t, numbers[20:])
    assert t.stage == "cell" and t.state["commitment"]
    six = ["B1", "B2", "C1", "C2", "D1", "D2"]
    bobs = ["D3", "B4", "E3", "C4", "A4", "D4"]
    named = {cell: "ana" for cell in six} | {cell: "bob" for cell in bobs} | {
        "A1": "bob", "E2": "bob", "A3": "bob"}
    t.edit(named=named, hands={"ana": six, "bob": bobs, "cid": [], "dan": []}, treasury=3)
    t.refuse("ana", "грабим: мои две сабли, две фузеи и два эликсира; делёж: я 2, bob 1",
             "split_outsider")
    t.refuse("ana", "грабим: у @bob две сабли, две фузеи и два эликсира; делёж: я 3",
             "leader_card")
    t.take("ana", "грабим: мои две сабли, две фузеи и два эликсира; делёж: я 3")
    t.silence()  # silence does not agree: the split goes back to ana
    assert t.stage == "revise"
    t.refuse("ana", "согласен", "no_counter")
    t.take("ana", "делёж: я 3")  # ana alone in the gang: no second vote
    assert t.stage == "roll"
    t.refuse("ana", "> :game_die: 1, 2", "wrong_robbery_dice", "@discobot roll 2d3")
    t.take("ana", "> :game_die: 3, 2, 1", "@discobot roll 3d3")
    assert t.stage == "assign"
    t.silence()  # handed out by default, to ana alone
    # ana holds a sabre and a musket, and draws a guard with an elixir
    t.edit(hands={**t.state["hands"], "ana": ["C5", "E5"]}, treasury=1,
           named={**t.state["named"], "C5": "ana", "E5": "ana"})
    t.take("ana", "В3")
    assert t.stage == "fight" and t.state["fight"]["can"] == ["red", "green"]
    t.refuse("ana", "пас", "must_lay")
    t.refuse("ana", "кладу", "which_colour")
    t.refuse("ana", "кладу эликсир", "unsuitable")
    t.refuse("ana", "кладу саблю и фузею", "ambiguous")
    t.silence()  # the silent drawer's first suitable thief, the sabre
    assert t.stage == "fight" and t.state["fight"]["order"][t.state["fight"]["at"]] == "bob"
    t.refuse("bob", "кладу саблю", "unsuitable")
    t.take("bob", "кладу фузею")  # beaten
    assert t.stage == "cell" and t.state["turn"] == 1
    six = ["B4", "D3", "A7", "B7", "A4", "D4"]  # A7 and B7: muskets
    t.edit(treasury=2, hands={**t.state["hands"], "bob": six},
           named={**t.state["named"], "A7": "bob", "B7": "bob"})
    t.take("bob", "грабим: мои две сабли, две фузеи и два эликсира; делёж: я 2")
    t.take("ana", "согласен")
    t.take("cid", "согласен")
    t.close()  # the window ends, dan silent: no agreement
    assert t.stage == "revise"
    t.silence()  # bob silent: the robbery is off, bob names a cell
    assert t.stage == "cell" and t.state["turn"] == 1
    t.edit(tried=False)
    t.take("bob", "грабим: мои две сабли, две фузеи и два эликсира; делёж: я 2")
    for player in ("ana", "cid", "dan"):
        t.take(player, "согласен")
    assert t.stage == "roll"
    t.silence(dice=[2, 2])  # no roll: the bot's dice
    t.take("bob", "кубики: остальные мне")
    assert t.stage == "cell"
    t.edit(treasury=2, hands={p: [] for p in PLAYERS} | {"cid": ["B2"]},
           named={**t.state["named"], "B2": "cid"})
    t.name_all_but("E8")
    t.take("bob", "Д8")  # a safe, the last cell: nobody can rob
    assert t.stage == "host_roll" and t.step.awaited == (GM,)
    assert t.step.channel == "discobot" and t.step.deadline is not None
    safes = t.state["host_safes"]
    t.refuse(GM, "> :game_die: 1, 6", "wrong_host_dice", "@discobot roll 2d6")
    gm_roll(t, [2], "@discobot roll 1d3")
    assert t.stage == "host_roll"
    t.close(dice=[3] * safes)  # the window ends: the bot rolls the rest
    assert t.state["finished"] and t.state["shares"]["host_dice"][0] == 2
    assert {"event": "host_bot_rolls", "drawn": safes - 1, "rolled": 1} in t.events
    return t


def once_a_turn_game() -> Table:
    """Two proposals in one turn: the split changes once, not once per proposal."""
    t = Table(pinned={"field": field(A)})
    t.edit(named={"B1": "ana", "C1": "ana", "D1": "bob", "B2": "bob", "C2": "cid",
                  "D2": "cid", "A1": "dan"},
           hands={"ana": ["B1", "C1"], "bob": ["D1", "B2"], "cid": ["C2", "D2"], "dan": []},
           treasury=1)
    gang = "грабим: мои сабля и фузея, у @bob сабля и эликсир, у @cid фузея и эликсир"
    t.take("ana", f"{gang}; делёж: я 1")
    t.take("bob", "делёж: bob 1")
    t.take("ana", "делёж: cid 1")  # ana's one change of this turn
    t.take("bob", "не согласен")  # off: ana, who proposed before a cell, names one
    assert t.stage == "cell" and t.state["turn"] == 0
    t.take("ana", "А3")  # a safe: ana names again, and may propose again
    t.take("ana", f"{gang}; делёж: я 2")
    assert t.stage == "vote"
    t.refuse("ana", "делёж: я 1, bob 1", "one_revision_per_turn")
    t.take("bob", "делёж: я 1, ana 1")  # a counter split: the robbery is off at once
    assert t.stage == "cell" and t.state["robbery"] is None
    t.refuse("ana", "делёж: я 1, bob 1", "one_revision_per_turn")
    t.take("ana", "Г3")  # a thief
    if t.stage == "thief":
        t.take("ana", "пас")
    assert t.state["turn"] == 1 and t.state["revised"] is None
    return t


def full_field_game() -> Table:
    """The GM rolls the whole 10×10 field: 100 numbers, cut from the top-left corner."""
    t = Table(source="discobot")
    numbers = [n for row in field(A) for n in row]
    done = 0
    for size in (15, 20, 20, 20, 20, 5):
        assert t.stage == "field"
        gm_roll(t, numbers[done:done + size], f"@discobot roll {size}d120")
        done += size
    assert t.stage == "cell"
    assert t.state["field"] == [row[:5] for row in field(A)[:8]]
    return t


def late_field_game() -> Table:
    """The GM's rolls never fill the field in the reply window (discobot silent: a trigger
    word of another language, new-user tips off): at the deadline the bot draws the rest."""
    t = Table(source="discobot")
    assert t.step.deadline is not None  # the field step waits no longer than the window
    gm_roll(t, [A.get(cell, FILLER) for cell in cards.cells(5, 8)][:20])
    assert t.stage == "field"
    t.close()  # the window ends with 20 of 40 numbers
    assert t.stage == "cell" and t.state["commitment"]
    assert all(len(row) == 5 for row in t.state["field"]) and len(t.state["field"]) == 8
    assert {"event": "field_drawn", "drawn": 20, "rolled": 20} in t.events
    return t


def ending(bags: Mapping[str, list[int]]) -> Table:
    """A game set up at its last cell, with these bags and nothing else."""
    t = Table(pinned={"field": field(A)})
    t.name_all_but("C1")
    t.edit(bags={p: list(bags.get(p, [])) for p in PLAYERS},
           safes={p: len(bags.get(p, [])) for p in PLAYERS})
    t.take("ana", "В1")
    assert t.state["finished"]
    return t


@pytest.fixture(scope="module")
def games() -> dict[str, Table]:
    return {"robbery": robbery_game(), "discobot": discobot_game(),
            "late_field": late_field_game(), "once_a_turn": once_a_turn_game(),
            "full_field": full_field_game(),
            "empty": ending({}), "even": ending({"ana": [5, 5, 5, 5], "bob": [5, 5, 3, 2],
                                                 "cid": [3, 3, 2, 2], "dan": [5]})}


# --- rendering, as the bridge does it ---------------------------------------------------------


def render(notice: Notice, state: dict[str, Any], lang: str) -> str:
    return TEXTS.render("highway", notice.template, lang, TIMEZONE, game=GAME_INFO,
                        view=GAME.view(state, viewer_of(notice.audience)), **notice.params)


def bridge(template: str, lang: str, **params: Any) -> str:
    return TEXTS.render("bridge", template, lang, TIMEZONE, game=GAME_INFO, **params)


def opening_of(audience: str, state: dict[str, Any], step: Step, lang: str,
               deadline: str | None = DEADLINE) -> str:
    """The bridge's announcement of an open step (bridge/turns/resolution.py `_open_steps`)."""
    return bridge("step_open", lang, step=step.number, key=step.key, phase=step.phase,
                  channel=step.channel, deadline=deadline, count=len(step.awaited),
                  private=audience != PUBLIC, awaited=list(step.awaited),
                  view=GAME.view(state, viewer_of(audience)))


def echo(state: dict[str, Any], player: str, step: Step, verdict: Accepted, closes: bool,
         lang: str) -> str:
    """The bridge's answer to an accepted order (bridge/handlers/orders.py `_echo`)."""
    order = verdict.order
    return bridge("order_taken", lang, order={"kind": order.kind, **order.params},
                  doubt=order.doubt, complete=verdict.complete,
                  final=verdict.final or closes, closes=closes, sent_at=SENT,
                  actor=verdict.actor, superseded=False, step=step.number, key=step.key,
                  view=GAME.view(state, player), params=verdict.params, deadline=DEADLINE)


def refusal(state: dict[str, Any], player: str, step: Step, rejection: Rejection,
            lang: str) -> str:
    """The bridge's answer to a refused order (bridge/handlers/orders.py `_order`)."""
    return bridge("order_refused", lang, code=rejection.code, params=rejection.params,
                  view=GAME.view(state, player), step=step.number, key=step.key)


# --- what a text must be ----------------------------------------------------------------------

HOLES = ("{{", "}}", "{%", "%}", "{#", "None", "Undefined", "[]", "{}", "True", "False",
         "(s)")
ENGLISH_IN_FRENCH = re.compile(
    r"\b(the|and|you|your|with|of|to|is|are|safes?|bags?|thief|thieves|guards?|treasury|"
    r"split|gang|move|turn|dice|die|none|nobody|leader|host|field|rest|agree|pass|rob|lay)\b",
    re.IGNORECASE)
CELL_LATIN = re.compile(r"(?<![\w/])[A-J](?:10|[1-9])(?![\w/])")


def prose(text: str) -> str:
    """The text without what it quotes verbatim: code, date markup, mentions, the time zone."""
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"\[date=[^\]]*\]", " ", text)
    text = re.sub(r"@[\w.-]+", " ", text)
    text = re.sub(r"https?://\S+", " ", text)
    return re.sub(rf"\({re.escape(TIMEZONE)}\)", " ", text)


def check(text: str, what: object, lang: str, post: bool = True) -> None:
    """Renders whole: no hole, balanced markup, a post of 20 characters at least, and the
    language's own words (usernames, cell names and markup apart)."""
    if post:
        assert len(text.strip()) >= 20, (what, text)
    for hole in HOLES:
        assert hole not in text, (what, hole, text)
    assert text.count("**") % 2 == 0, (what, text)
    assert text.count("`") % 2 == 0, (what, text)
    words = prose(text)
    names = "|".join(sorted(USERS, key=len, reverse=True))
    words = re.sub(rf"(?<!\w)({names})(?!\w)('s)?", " ", words)
    if lang == "ru":
        latin = set(re.findall(r"[A-Za-z]+", words)) - {"SHA", "discobot"}
        assert not latin, (what, sorted(latin), text)
        assert not CELL_LATIN.search(re.sub(r"```.*?```|\[date=[^\]]*\]", " ", text,
                                            flags=re.DOTALL)), (what, text)
    else:
        unquoted = re.sub(r'"[^"\n]*"|«[^»\n]*»', " ", text.replace(str(GAME_INFO["title"]), " "))
        assert not re.search(r"[а-яё]", unquoted, re.IGNORECASE), (what, text)
    if lang == "fr":
        found = ENGLISH_IN_FRENCH.findall(words)
        assert not found, (what, found, text)


def cell_as(cell: str, lang: str) -> str:
    return cards.in_russian(cell) if lang == "ru" else cell


def code_spans(text: str) -> list[str]:
    return re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", " ", text, flags=re.DOTALL))


def all_said(games: Mapping[str, Table]) -> Iterator[tuple[str, Notice, dict[str, Any]]]:
    for name, table in games.items():
        for notice, state in table.said:
            yield name, notice, state


# --- the tests --------------------------------------------------------------------------------


def test_every_template_exists_in_every_language() -> None:
    names = notices("highway")
    for lang in LANGS:
        have = {name for name in names if written("highway", name, lang)}
        assert have == names, (lang, names - have)
    assert names == NOTICES | PIECES
    for name in NEW_BRIDGE:
        for lang in LANGS:
            assert written("bridge", name, lang), (name, lang)


def test_the_games_say_every_notice_and_every_event(games: dict[str, Table]) -> None:
    said = {notice.template for _, notice, _ in all_said(games)}
    assert said == NOTICES
    source = (RULES / "play.py").read_text() + (RULES / "desk.py").read_text()
    names = set(re.findall(r'event\((?:state|new), "(\w+)"', source))
    seen = {e["event"] for table in games.values() for e in table.events}
    assert names and names <= seen, names - seen


@pytest.mark.parametrize("lang", LANGS)
def test_every_notice_renders(games: dict[str, Table], lang: str) -> None:
    for name, notice, state in all_said(games):
        text = render(notice, state, lang)
        check(text, (name, notice.template, notice.audience), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_keeps_its_secrets(games: dict[str, Table], lang: str) -> None:
    """A public table post never names a cell not revealed, nor any bag, before the end; the
    dice and the loot go only to the robbery's leader and members; the field to the GM."""
    tables = 0
    for name, notice, state in all_said(games):
        if notice.audience == PUBLIC and notice.template == "table":
            view = GAME.view(state, None)
            assert "field" not in view and "salt" not in view and "bags" not in view
            text = render(notice, state, lang)
            hidden = [c for c in cards.cells(view["columns"], view["rows"])
                      if c not in view["revealed"]]
            for cell in hidden:
                assert not re.search(rf"(?<!\w){cell_as(cell, lang)}(?!\w)", text), (
                    name, cell, text)
            assert not re.search(r"\d+\s*(мешк|bags?\b|sacs?\b)", text), (name, text)
            tables += 1
        if notice.template in ("assign_ask", "loot"):
            assert notice.audience != PUBLIC and isinstance(notice.audience, str | tuple)
        if notice.template == "gm_field":
            assert notice.audience == GM
    assert tables > 20


def test_the_loot_goes_to_the_gangs_members(games: dict[str, Table]) -> None:
    loots = [(name, n) for name, n, _ in all_said(games) if n.template == "loot"]
    audiences: dict[str, list[Any]] = {name: [] for name in games}
    for name, notice in loots:
        audiences[name].append(notice.audience)
    assert audiences["robbery"][0] == ("dan", "cid", "bob", "ana")
    assert audiences["discobot"][0] == "ana"


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_opening_renders(games: dict[str, Table], lang: str) -> None:
    stages: set[str] = set()
    for table in games.values():
        for audience, state, step in table.opened:
            for deadline in (DEADLINE, None):
                text = opening_of(audience, state, step, lang, deadline)
                check(text, (step.key, audience), lang)
            stages.add(state["stage"])
            if state["stage"] in ("roll", "assign", "field", "host_roll"):
                assert audience != PUBLIC, step
            if state["stage"] in ("cell", "thief", "fight", "revise", "last"):
                assert "@" + step.awaited[0] in text, text
    assert stages == set(STAGES)


@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_robbery_shown_at_a_thief_or_a_last_attempt_is_taken(games: dict[str, Table],
                                                                  lang: str) -> None:
    """The proposal a step opening suggests is a real one: the game reads and accepts it."""
    tried = 0
    for table in games.values():
        for audience, state, step in table.opened:
            if state["stage"] not in ("thief", "last"):
                continue
            text = opening_of(audience, state, step, lang)
            proposal = next(c for c in code_spans(text) if c.startswith(("грабим", "rob")))
            player = step.awaited[0]
            ctx = Context(player, "topic", lang, OPENED, 1, step.key)
            order = GAME.parse(state, ctx, proposal)
            assert isinstance(order, Order) and order.kind == "rob", (proposal, order)
            verdict = GAME.accept(state, ctx, order, {})
            assert isinstance(verdict, Accepted), (proposal, verdict)
            tried += 1
    assert tried >= 4


@pytest.mark.parametrize("lang", LANGS)
def test_the_commands_of_a_step_are_the_games(games: dict[str, Table], lang: str) -> None:
    """The counter split of a vote, the thieves a fight may take and the example of the dice
    handed out are read and accepted as they are written."""
    seen: set[str] = set()
    for table in games.values():
        for audience, state, step in table.opened:
            stage = state["stage"]
            text = opening_of(audience, state, step, lang)
            if stage == "vote":
                counter = next(c for c in code_spans(text) if c.startswith(("делёж", "split")))
                if "…" in counter:  # the leader alone in the gang: no other split to show
                    continue
                voter = step.awaited[0]
                ctx = Context(voter, "topic", lang, OPENED, 1, step.key)
                order = GAME.parse(state, ctx, counter)
                assert isinstance(GAME.accept(state, ctx, order, {}), Accepted), counter
                seen.add(stage)
            if stage == "fight":
                lays = [c for c in code_spans(text) if c.startswith(("кладу", "lay"))]
                assert lays, text
                for lay in lays:
                    ctx = Context(step.awaited[0], "topic", lang, OPENED, 1, step.key)
                    order = GAME.parse(state, ctx, lay)
                    assert isinstance(order, Order) and order.kind == "lay", lay
                    assert order.params["colour"] in state["fight"]["can"], lay
                seen.add(stage)
    for _name, notice, state in all_said(games):
        if notice.template != "assign_ask":
            continue
        text = render(notice, state, lang)
        example = next(c for c in code_spans(text) if c.startswith(("кубики", "dice")))
        leader = notice.audience
        step = GAME.steps(state)[0]
        ctx = Context(leader, "desk", lang, OPENED, 1, step.key)
        order = GAME.parse(state, ctx, example)
        assert isinstance(GAME.accept(state, ctx, order, {}), Accepted), (example, order)
        seen.add("assign")
    assert seen == {"vote", "fight", "assign"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_opening_shows_how_to_play_in_commands_the_game_reads(games: dict[str, Table],
                                                                  lang: str) -> None:
    table = games["robbery"]
    notice, state = next((n, s) for n, s in table.said if n.template == "opening")
    text = render(notice, state, lang)
    assert "@ana" in text and text.index("ana") < text.index("bob") < text.index("cid")
    assert state["commitment"] in text
    kinds = set()
    for span in code_spans(text):
        if commands.stand_in(span) is not None:
            kinds.add("stand_in")
            continue
        if span.startswith(("@discobot", "printf")) or span == state["commitment"]:
            continue
        found = orders.read(span, "ana", PLAYERS)
        assert isinstance(found, Order), (span, found)
        kinds.add(found.kind)
    assert kinds == {"cell", "pass", "lay", "rob", "agree", "split", "stand_in"}, kinds
    discobot = next((n, s) for n, s in games["discobot"].said if n.template == "opening")
    later = render(*discobot, lang)
    assert "discobot" in later and "SHA-256" in later


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_count_can_be_checked_by_anyone(games: dict[str, Table], lang: str) -> None:
    finals = 0
    for _name, notice, state in all_said(games):
        if notice.template != "final":
            continue
        text = render(notice, state, lang)
        view = GAME.view(state, None)
        command = re.search(r"printf '%s' '([^']*)' \| sha256sum", text)
        assert command is not None, text
        assert command.group(1) == f"{state['salt']}:{st.field_text(state['field'])}"
        assert hashlib.sha256(command.group(1).encode()).hexdigest() == view["commitment"]
        assert view["commitment"] in text and view["salt"] in text
        shares = view["shares"]
        for player in PLAYERS:
            assert f"| {player} |" in text
        if shares["total_bags"]:
            assert str(shares["total_bags"]) in text
            if "/" in shares["per_bag_exact"]:
                assert shares["per_bag_exact"] in text
        if shares["left"] and shares["total_bags"]:
            left = {"ru": f"{shares['left']} монет", "en": f"{shares['left']} gold coin",
                    "fr": f"{shares['left']} pièce"}[lang]
            assert left in text, text
        finals += 1
    assert finals == 4


def test_the_ends_say_the_shares_rightly(games: dict[str, Table]) -> None:
    empty = next(render(n, s, "ru") for _, n, s in all_said({"e": games["empty"]})
                 if n.template == "final")
    assert "Мешков нет ни у кого" in empty
    even = next(render(n, s, "en") for _, n, s in all_said({"e": games["even"]})
                if n.template == "final")
    assert "a bag is worth 1000 / 50 = **20 gold coins**" in even, even
    robbed = next(render(n, s, "ru") for _, n, s in all_said({"r": games["robbery"]})
                  if n.template == "final")
    assert "(точно: " in robbed


@pytest.mark.parametrize("lang", LANGS)
def test_every_echo_renders(games: dict[str, Table], lang: str) -> None:
    kinds = set()
    for table in games.values():
        for state, player, step, verdict, closes in table.echoes:
            text = echo(state, player, step, verdict, closes, lang)
            check(text, (step.key, verdict.order), lang)
            kinds.add(verdict.order.kind)
    assert kinds == {"field", "dice", "assign"}, kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_order_kind_has_its_echo(lang: str) -> None:
    split = {"ana": 2, "bob": 1}
    gang = {"ana": {"red": 1, "green": 1, "blue": 0}, "bob": {"red": 1, "green": 1, "blue": 2}}
    for order in ({"kind": "cell", "cell": "B7"}, {"kind": "rob", "gang": gang, "split": split},
                  {"kind": "split", "split": split}, {"kind": "agree"}, {"kind": "disagree"},
                  {"kind": "lay", "colour": "green"}, {"kind": "lay", "colour": None},
                  {"kind": "pass"}, {"kind": "dice", "values": [1, 3]},
                  {"kind": "field", "values": list(range(1, 41))},
                  {"kind": "assign", "dice": {"ana": [1, 2], "bob": [3]}, "rest": None},
                  {"kind": "assign", "dice": {"bob": [3]}, "rest": "ana"}):
        text = bridge("order_confirmed", lang, order=order, step=3, key="m3-vote",
                      sent_at=SENT, actor="ana", params={}, view={})
        check(text, order, lang)
    russian = bridge("order_confirmed", "ru", order={"kind": "cell", "cell": "B7"}, step=3,
                     key="m3-cell", sent_at=SENT, actor="ana", params={}, view={})
    assert "**клетка Б7**" in russian and "шаг 3" in russian


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_renders_and_every_code_is_met(games: dict[str, Table],
                                                     lang: str) -> None:
    codes = set()
    for table in games.values():
        for state, player, step, rejection in table.refusals:
            text = refusal(state, player, step, rejection, lang)
            check(text, (step.key, rejection), lang)
            codes.add(rejection.code)
    source = (RULES / "desk.py").read_text()
    known = set(re.findall(r'Rejection\("(\w+)"', source)) | set(orders.REASONS) | set(
        orders.DICE_REASONS)
    assert known <= codes, known - codes


def test_a_refusal_names_the_valid_choices(games: dict[str, Table]) -> None:
    said: dict[str, str] = {}
    english: dict[str, str] = {}
    for s, p, step, r in games["robbery"].refusals + games["discobot"].refusals:
        said.setdefault(r.code, refusal(s, p, step, r, "ru"))
        english.setdefault(r.code, refusal(s, p, step, r, "en"))
    assert "очередь @ana" in said["not_your_move"]
    assert "игроком **bob**" in said["already_named"]
    assert "столбцы А–Д, ряды 1–8" in said["off_field"]
    assert "у **bob** нет 2 воров с саблей: на руках воровка с саблей" in said["not_held"]
    assert "`кладу саблю` или `кладу фузею`" in said["must_lay"]
    assert "it is @ana's turn" in english["not_your_move"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_steps_are_named_in_the_bridges_sentences(lang: str) -> None:
    for key, step in (("m12-cell", 12), ("m3-fight", 3), ("field", 0), ("step-1", 1)):
        for template, params in (
                ("reminder", {"deadline": DEADLINE}), ("step_closed", {"status": "running"}),
                ("published", {"status": "running", "step_key": key}),
                ("refused", {"code": "results_pending"}), ("refused", {"code": "wrong_step"}),
                ("refused", {"code": "paused"}) if lang != "ru" else ("for_step", {}),
                ("gm_help", {"status": "running", "command": "close", "soon": DEADLINE}),
                ("skipped", {"player": "ana", "status": "running"}),
                ("skipped", {"player": "ana", "status": "finished"})):
            text = bridge(template, lang, key=key, step=step, **params)
            check(text, (template, key), lang, post=template != "for_step")
    assert "шаг 12" in bridge("reminder", "ru", key="m12-cell", step=12, deadline=DEADLINE)
    assert "заполнения поля" in bridge("refused", "ru", key="field", step=0,
                                       code="results_pending")
    assert "move 12" in bridge("step_closed", "en", key="m12-cell", step=12, status="running")
    assert "du coup 12" in bridge("refused", "fr", key="m12-cell", step=12,
                                  code="results_pending")


@pytest.mark.parametrize("lang", LANGS)
def test_the_silent_player_is_told_what_happens_at_every_stage(lang: str) -> None:
    said = set()
    for stage in STAGES:
        key = "field" if stage == "field" else f"m4-{stage}"
        text = bridge("reminder", lang, key=key, step=4, deadline=DEADLINE)
        check(text, stage, lang)
        said.add(text)
    assert len(said) == len(STAGES) - 1  # vote and vote2 say the same


@pytest.mark.parametrize("lang", LANGS)
def test_the_games_setup_and_topic_texts_render(lang: str) -> None:
    for code, params in (("bad_prize_fund", {"value": "-5"}), ("bad_window", {"value": "0"}),
                         ("bad_source", {"value": "кости", "known": ["bot", "discobot"]}),
                         ("bad_silence", {"value": "авось"}),
                         ("bad_field", {"rows": 8, "columns": 5}),
                         ("setup_failed", {})):
        for template, extra in (("create_refused", {"games": ["highway"], "kind": "highway"}),
                                ("cannot_start", {"count": 4, "min_players": 4,
                                                  "max_players": 10})):
            text = bridge(template, lang, code=code, params=params, **extra)
            check(text, (template, code), lang)
    settings = dict(GAME.defaults)
    topic = bridge("game_topic", lang, name=GAME.names[lang], settings=settings,
                   rules="highway", min_players=4, max_players=10)
    check(topic, "game_topic", lang)
    for template in ("game_created", "gm_desk"):
        text = bridge(template, lang, topic_link="https://forum.example/t/12",
                      settings={"review": "auto"}, name=GAME.names[lang], bot="gamemaster",
                      status_url="https://forum.example/games/9/status", live=True)
        check(text, template, lang)


def test_russian_numbers_take_their_plural_forms() -> None:
    def say(macro: str, n: Any) -> str:
        source = '{% import "highway/macros.md.j2" as m with context %}{{ m.' + macro + "(n) }}"
        return TEXTS.env.from_string(source).render(lang="ru", timezone="UTC", n=n)

    assert [say("bags", n) for n in (1, 2, 5, 21)] == ["1 мешок", "2 мешка", "5 мешков",
                                                       "21 мешок"]
    assert [say("safes", n) for n in (1, 3, 11, 22)] == ["1 сейф", "3 сейфа", "11 сейфов",
                                                         "22 сейфа"]
    assert [say("minutes", n) for n in (1, 2, 10, 2.5)] == ["1 минута", "2 минуты", "10 минут",
                                                            "2,5 минуты"]
    assert [say("votes", n) for n in (1, 4, 5)] == ["1 голос", "4 голоса", "5 голосов"]
    assert say("cell", "J10") == "К10" and say("cell", "B7") == "Б7"


def test_the_cards_are_named_with_their_weapons_cases() -> None:
    def card(macro: str, number: int, lang: str = "ru") -> str:
        source = '{% import "highway/macros.md.j2" as m with context %}{{ m.' + macro + "(c) }}"
        return TEXTS.env.from_string(source).render(lang=lang, timezone="UTC",
                                                    c=cards.card(number))

    assert card("card", 50) == "воровка с пистолетами"
    assert card("card", 95) == "вор с фузеей"
    assert card("card", 8) == "охранница с саблей"
    assert card("card_acc", 62) == "воровку с эликсиром"
    assert card("card_acc", 5) == "охранника с эликсиром"
    assert card("card", 20) == "сейф"
    assert card("card", 50, "fr") == "une voleuse aux pistolets"
    assert card("card", 110, "fr") == "un voleur à l'élixir"
    assert card("card", 2, "en") == "a guard with a sabre"


@pytest.mark.parametrize("lang", LANGS)
def test_the_bridges_new_texts_render(lang: str) -> None:
    cases: list[tuple[str, dict[str, Any]]] = [
        ("stand_in", {"code": "named", "stand_in": "sasha"}),
        ("stand_in", {"code": "dropped", "stand_in": None}),
        ("stand_in", {"code": "a_player", "stand_in": "bob"}),
        ("stand_in_gm", {"player": "ana", "stand_in": "sasha"}),
        ("stand_in_gm", {"player": "ana", "stand_in": None}),
        ("skip_refused", {"player": "", "known": False}),
        ("skip_refused", {"player": "petya", "known": False}),
        ("skip_refused", {"player": "ana", "known": True}),
        ("paused", {"changed": True, "minutes": 0}),
        ("paused", {"changed": False, "minutes": 0}),
        ("table_paused", {"minutes": 0, "deadline": DEADLINE}),
        ("table_paused", {"minutes": 0, "deadline": None}),
    ]
    for minutes in (0, 1, 2, 5, 21):
        cases += [("resumed", {"changed": True, "minutes": minutes}),
                  ("table_resumed", {"minutes": minutes, "deadline": DEADLINE}),
                  ("table_resumed", {"minutes": minutes, "deadline": None})]
    cases.append(("resumed", {"changed": False, "minutes": 0}))
    for kind in ("highway", "mud"):
        for status in ("running", "review", "finished"):
            cases.append(("skipped", {"player": "ana", "step": 3, "key": "m3-fight"
                                      if kind == "highway" else "turn-3", "status": status,
                                      "_kind": kind}))
    done = set()
    for name, params in cases:
        kind = params.pop("_kind", "highway")
        text = TEXTS.render("bridge", name, lang, TIMEZONE, game={**GAME_INFO, "kind": kind},
                            **params)
        if kind == "highway" or lang != "ru":
            check(text, (name, params), lang)
        done.add(name)
    assert done == set(NEW_BRIDGE)
    assert "5 минут" in TEXTS.render("bridge", "resumed", "ru", TIMEZONE, game=GAME_INFO,
                                     changed=True, minutes=5)
    assert "21 минуту" in TEXTS.render("bridge", "table_resumed", "ru", TIMEZONE,
                                       game=GAME_INFO, minutes=21, deadline=None)


@pytest.mark.parametrize("lang", ("en", "fr", "ru"))
def test_the_commands_the_bridge_texts_show_are_taken(lang: str) -> None:
    """What the GM help and the stand-in texts tell to write, the bridge reads as that."""
    shown = []
    for name, params in (("stand_in", {"code": "named", "stand_in": "sasha"}),
                         ("skip_refused", {"player": "", "known": False}),
                         ("paused", {"changed": True, "minutes": 0}),
                         ("resumed", {"changed": False, "minutes": 0})):
        shown += code_spans(TEXTS.render("bridge", name, lang, TIMEZONE, game=GAME_INFO,
                                         **params))
    if lang != "ru":
        shown += code_spans(bridge("gm_help", lang, status="running", command="", key="",
                                   soon=DEADLINE, step=0))
    wanted = {"en": {"skip": "skip @player", "pause": "pause", "resume": "resume"},
              "fr": {"skip": "passer @joueur", "pause": "pause", "resume": "reprendre"},
              "ru": {"skip": "пропустить @игрок", "pause": "пауза", "resume": "продолжить"}}
    for command, text in wanted[lang].items():
        assert text in shown, (lang, text, shown)
        assert commands.gm_command(text) == command, text
    dropped = next(s for s in shown if commands.stand_in(s) is not None)
    assert commands.stand_in(dropped).username is None  # type: ignore[union-attr]


# --- readers' slips (issue 24) ----------------------------------------------------------------


def said_in(games: Mapping[str, Table], lang: str) -> list[str]:
    """Everything the games say in a language: notices, step openings, echoes, refusals."""
    texts = [render(notice, state, lang) for _, notice, state in all_said(games)]
    for table in games.values():
        texts += [opening_of(a, s, step, lang) for a, s, step in table.opened]
        texts += [echo(s, p, step, v, c, lang) for s, p, step, v, c in table.echoes]
        texts += [refusal(s, p, step, r, lang) for s, p, step, r in table.refusals]
    return texts


def table_post(events: list[dict[str, Any]], lang: str, state: dict[str, Any] | None = None
               ) -> str:
    """The public post after a move, with these events, over a table as it lies."""
    state = state or Table(pinned={"field": field(A)}).state
    return TEXTS.render("highway", "table", lang, TIMEZONE, game=GAME_INFO,
                        view=GAME.view(state, None), events=events)


def test_slip_the_possessive_agrees_with_each_weapon(games: dict[str, Table]) -> None:
    """"мои сабля", "мои фузея", "мои эликсир": "моя сабля", "мой эликсир", and "мои" only
    for two; every such proposal is still read as the gang it shows."""
    def rob(held: dict[str, dict[str, int]]) -> str:
        source = '{% import "highway/macros.md.j2" as m with context %}{{ m.rob_real("ana") }}'
        return TEXTS.env.from_string(source).render(
            lang="ru", timezone="UTC", view={"held": held, "players": PLAYERS, "treasury": 3})

    one_each = rob({"ana": {"red": 1, "green": 1, "blue": 0},
                    "bob": {"red": 1, "green": 1, "blue": 2}})
    assert one_each.startswith("грабим: моя сабля и моя фузея, у @bob "), one_each
    two = rob({"ana": {"red": 2, "green": 0, "blue": 1},
               "bob": {"red": 0, "green": 2, "blue": 1}})
    assert two.startswith("грабим: мои две сабли и мой эликсир, у @bob "), two
    for text in (one_each, two):
        assert isinstance(orders.read(text, "ana", PLAYERS), Order), text
    texts = said_in(games, "ru")
    opening = next(t for t in texts if "**Ограбление:**" in t)
    assert "`грабим: моя сабля и мой эликсир, у @" in opening, opening
    wrong = re.compile(r"\bмои (сабля|фузея|эликсир)\b")
    assert not [t for t in texts if wrong.search(t)]


def test_slip_the_numbered_steps_are_not_the_players_turns(games: dict[str, Table]) -> None:
    """"Ход переходит к kolya" then "Ход 17. Ходит @kolya": a turn is a "ход", each numbered
    action of the table a "шаг"."""
    texts = said_in(games, "ru")
    assert not [t for t in texts if re.search(r"\*\*Ход \d", t)]
    assert any(re.search(r"\*\*Шаг \d+\.\*\* Ходит @", t) for t in texts)
    assert any(re.search(r"\*\*Шаг \d+: бой с ", t) for t in texts)
    assert "шаг 12" in bridge("reminder", "ru", key="m12-cell", step=12, deadline=DEADLINE)
    assert "шага 12" in bridge("refused", "ru", key="m12-cell", step=12,
                               code="results_pending")
    phase = TEXTS.html_env.from_string(
        '{% import "highway/status.html.j2" as h with context %}{{ h.phase(s) }}').render(
        lang="ru", timezone="UTC", s={"status": "running", "stage": "cell", "move": 17,
                                      "finished": False})
    assert phase == "шаг 17", phase


def test_slip_a_guard_is_a_person_of_the_cards_gender() -> None:
    """"охрана вытянута вами", "Бой с охраной", "Охрана устояла", "карта охраны": the guard is
    one card, an охранник or an охранница."""
    she = cards.card(9)  # охранница с пистолетами
    he = cards.card(1)   # охранник с саблей
    thief = cards.card(33)
    collective = re.compile(r"\b[Оо]хран(а|ы|у|е|ой)\b")
    for guard, word in ((she, "охранниц"), (he, "охранник")):
        events = [{"event": "card", "player": "ana", "cell": "B3", "card": guard},
                  {"event": "fight", "player": "ana", "guard": guard},
                  {"event": "laid", "player": "bob", "card": thief, "how": "", "guard": guard},
                  {"event": "guard_saved", "laid": 1, "guard": guard},
                  {"event": "guard_beaten", "laid": 2, "guard": guard},
                  {"event": "guard_discarded", "player": "ana", "guard": guard}]
        text = table_post(events, "ru")
        assert not collective.search(text), text
        assert text.count(word) >= 6, text
    text = table_post([{"event": "guard_saved", "laid": 1, "guard": she},
                       {"event": "guard_beaten", "laid": 2, "guard": she},
                       {"event": "laid", "player": "bob", "card": thief, "how": "",
                        "guard": she}], "ru")
    assert "Охранница устояла" in text and "Охранница побеждена" in text, text
    assert "кладёт на охранницу воровку с саблей" in text, text
    french = table_post([{"event": "guard_beaten", "laid": 2, "guard": she},
                         {"event": "laid", "player": "bob", "card": thief, "how": "",
                          "guard": he}], "fr")
    assert "La gardienne est vaincue" in french and "sur le gardien" in french, french
    assert "la garde" not in french.lower(), french


def test_slip_a_fight_step_names_the_guard_drawn(games: dict[str, Table]) -> None:
    texts = said_in(games, "ru")
    fights = [t for t in texts if re.search(r"\*\*Шаг \d+: бой с ", t)]
    assert fights
    for text in fights:
        assert re.search(r"\*\*Шаг \d+: бой с (охранником|охранницей) с ", text), text
    drawer = [t for t in fights if "вы вытянули" in t]
    assert drawer and not [t for t in texts if "вытянута вами" in t]
    # the treasury's overflow and the host's safes keep the original's "сохранёнными охраной":
    # no one card saves them
    kept = ("сохранённые охраной", "охрана сохраняет для ведущего")
    assert not [t for t in texts if re.search(r"\b[Оо]хран(а|ы|у|е|ой)\b",
                                              re.sub("|".join(kept), "", t))]


def test_slip_a_d3_and_the_fields_check_hash_are_named_plainly(games: dict[str, Table]
                                                                ) -> None:
    """"кубик на три грани": a three-sided die; "Обязательство (SHA-256…)": the field's check
    hash, by which anyone checks at the end that the field never changed."""
    for lang, gone, there in (("ru", ("на три грани", "на 3 грани", "бязательств"),
                               ("трёхгранный кубик", "Контрольный отпечаток поля")),
                              ("en", ("of 3 faces", "of 120 faces", "ommitment"),
                               ("check hash",)),
                              ("fr", ("ngagement",), ("empreinte de contrôle",))):
        texts = said_in(games, lang)
        for word in gone:
            assert not [t for t in texts if word in t], (lang, word)
        for word in there:
            assert any(word in t for t in texts), (lang, word)
    opening = next(t for t in said_in(games, "ru") if "**Контрольный отпечаток поля:**" in t)
    assert "любой сможет проверить" in opening


def test_slip_a_hand_shows_the_cards_as_drawn() -> None:
    """A hand holding "воровка с пистолетами" was shown as "1 фузея"."""
    t = Table(pinned={"field": field(A)})
    t.edit(hands={"ana": ["C2", "B1"], "bob": [], "cid": ["C1"], "dan": []},
           named={"C2": "ana", "B1": "ana", "C1": "cid"})
    text = table_post([{"event": "turn", "player": "bob"}], "ru", t.state)
    assert "| ana | воровка с пистолетами, воровка с саблей |" in text, text
    assert "| cid | вор с фузеей |" in text, text
    assert "1 фузея" not in text
    english = table_post([{"event": "turn", "player": "bob"}], "en", t.state)
    assert "| ana | a thief with pistols, a thief with a sabre |" in english, english


def test_slip_the_russian_words_are_the_rules_not_the_armys(games: dict[str, Table]) -> None:
    """A military, bureaucratic register ("охрана вытянута вами, и вы обязаны", "Вытянувший
    обязан", "я не нашёл хода", "Обязательство"): the original rules' words. What a player
    writes is a "заявка" (as the bridge says), "ход" only their turn."""
    texts = said_in(games, "ru")
    for stiff in ("вытянута вами", "обязан", "Вытянувший", "бязательств"):
        assert not [t for t in texts if stiff in t], stiff
    said = {why: TEXTS.render("highway", "rejection", "ru", TIMEZONE, game=GAME_INFO,
                              code="not_an_order", params={"why": why}, view={})
            for why in ("other", "too_long")}
    assert said["other"].startswith("в этом сообщении я не нашёл заявки."), said
    assert "напишите заявку отдельно" in said["too_long"], said
    assert not re.search(r"\bхода?\b", " ".join(said.values()))
    assert TEXTS.render("highway", "order", "ru", TIMEZONE, game=GAME_INFO,
                        order={"kind": "other"}).strip() == "заявка"
