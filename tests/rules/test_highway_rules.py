"""Highway Romantics: one named test per rule clause of shared/rules/highway.md.

The table is driven as the bridge drives it: each order checked by `accept` for the open step,
the step resolved when its awaited players answered (or one answer ends it), silence as a
resolution with no answer.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from typing import Any

import pytest

from rules.base import GM, PUBLIC, Accepted, Context, Order, Outcome, Rejection, Submitted
from rules.chance import Chance
from rules.highway import GAME, cards, desk
from rules.highway import state as st

SAFE, FILLER = 20, 20
THIEF = {"red": 31, "green": 46, "blue": 61}
THIEF_M = {"red": 76, "green": 91, "blue": 106}
GUARD = {"red": 1, "green": 3, "blue": 5}
NOW = datetime(2026, 12, 2, 20, 0, tzinfo=UTC)
PLAYERS = ("ana", "bob", "cid", "dan")


def field(cells: dict[str, int], players: int = 4, filler: int = FILLER) -> list[list[int]]:
    """A full 10×10 field with `cells` placed and every other cell `filler`."""
    rows = [[filler] * cards.FULL for _ in range(cards.FULL)]
    for cell, number in cells.items():
        column, row = cards.cell_place(cell)
        rows[row - 1][column] = number
    return rows


def table(cells: dict[str, int], players: tuple[str, ...] = PLAYERS, filler: int = FILLER,
          dice: tuple[int, ...] = (), **settings: Any) -> dict[str, Any]:
    """A game set up with a pinned field."""
    chosen = {**GAME.defaults, **settings}
    outcome = GAME.setup(chosen, list(players), Chance("seed", "setup", list(dice)),
                         {"field": field(cells, len(players), filler)})
    return outcome.state


class Table:
    """The game's state with the bridge's way of driving it."""

    def __init__(self, state: dict[str, Any], dice: tuple[int, ...] = ()) -> None:
        self.state = state
        self.dice = list(dice)
        self.pending: dict[str, Submitted] = {}
        self.outcomes: list[Outcome] = []
        self.post = 0

    @property
    def step(self) -> Any:
        found = desk.steps(self.state)
        return found[0] if found else None

    def check(self, speaker: str, kind: str, **params: Any) -> Accepted | Rejection:
        step = self.step
        ctx = Context(speaker, step.channel, "ru", NOW, self.post + 1, step=step.key)
        return desk.accept(self.state, ctx, Order(kind, params), dict(self.pending))

    def say(self, speaker: str, kind: str, **params: Any) -> Outcome | None:
        """An order: taken (or the test fails), and the step resolved once it is complete."""
        verdict = self.check(speaker, kind, **params)
        assert isinstance(verdict, Accepted), verdict
        self.post += 1
        self.pending[verdict.actor] = Submitted(verdict.order, NOW, self.post, speaker,
                                                verdict.complete)
        step = self.step
        done = {a for a, s in self.pending.items() if s.complete}
        if verdict.ends or set(step.awaited) <= done:
            return self.resolve()
        return None

    def refused(self, speaker: str, kind: str, **params: Any) -> Rejection:
        verdict = self.check(speaker, kind, **params)
        assert isinstance(verdict, Rejection), verdict
        return verdict

    def silence(self) -> Outcome:
        """The reply window passes."""
        return self.resolve()

    def resolve(self) -> Outcome:
        step = self.step
        chance = Chance("seed", step.key, self.dice)
        outcome = desk.resolve(self.state, step.key, {step.key: dict(self.pending)}, chance)
        self.dice = chance.pinned
        self.state = outcome.state
        self.pending = {}
        self.outcomes.append(outcome)
        for viewer in (None, GM, *self.state["players"]):  # every stage has its views
            GAME.view(self.state, viewer)
        return outcome

    def events(self) -> list[str]:
        return [e["event"] for e in self.state["events"]]

    def hand(self, player: str) -> dict[str, int]:
        return st.held(self.state, player)


def robbery_table(split_default: bool = True, **settings: Any) -> Table:
    """ana holds red+green, bob green+blue, cid red+blue; 3 safes in the treasury; dan to
    move... then ana's turn again with the robbery possible."""
    cells = {"A1": THIEF["red"], "B1": THIEF["green"], "C1": THIEF["blue"],
             "D1": THIEF_M["red"], "E1": SAFE, "A2": SAFE, "B2": SAFE,
             "C2": THIEF_M["green"], "D2": THIEF_M["blue"]}
    game = Table(table(cells, filler=THIEF_M["green"], **settings))
    game.say("ana", "cell", cell="A1")      # ana: red
    game.say("bob", "cell", cell="B1")      # bob: green
    game.say("cid", "cell", cell="C1")      # cid: blue
    game.say("dan", "cell", cell="E1")      # dan: safe, names again
    game.say("dan", "cell", cell="A2")      # safe
    game.say("dan", "cell", cell="B2")      # safe
    game.say("dan", "cell", cell="D1")      # dan: red thief; no gang possible yet -> ana
    game.say("ana", "cell", cell="C2")      # ana: green; red+green+... blue only cid: pass
    if game.state["stage"] == "thief":
        game.say("ana", "pass")
    game.say("bob", "cell", cell="D2")      # bob: blue
    if game.state["stage"] == "thief":
        game.say("bob", "pass")
    return game


# ------------------------------------------------------------------ preparation


@pytest.mark.parametrize("number,kind,colour", [
    (1, "guard", "red"), (2, "guard", "red"), (3, "guard", "green"), (4, "guard", "green"),
    (5, "guard", "blue"), (6, "guard", "blue"), (7, "guard", "red"), (8, "guard", "red"),
    (9, "guard", "green"), (10, "guard", "green"), (11, "guard", "blue"),
    (12, "guard", "blue"), (13, "safe", None), (30, "safe", None), (31, "thief", "red"),
    (45, "thief", "red"), (46, "thief", "green"), (60, "thief", "green"),
    (61, "thief", "blue"), (75, "thief", "blue"), (76, "thief", "red"),
    (90, "thief", "red"), (91, "thief", "green"), (105, "thief", "green"),
    (106, "thief", "blue"), (120, "thief", "blue")])
def test_number_to_card_table(number: int, kind: str, colour: str | None) -> None:
    found = cards.card(number)
    assert (found["kind"], found["colour"]) == (kind, colour)


def test_musket_and_pistols_are_one_weapon_type() -> None:
    assert cards.card(3)["weapon"] == "musket" and cards.card(9)["weapon"] == "pistols"
    assert cards.card(3)["colour"] == cards.card(9)["colour"] == "green"


@pytest.mark.parametrize("players,size", [(10, (10, 10)), (9, (10, 9)), (8, (9, 9)),
                                          (7, (9, 8)), (6, (8, 8)), (5, (6, 9)), (4, (5, 8))])
def test_field_size_follows_the_number_of_players(players: int, size: tuple[int, int]) -> None:
    names = tuple(f"p{i}" for i in range(players))
    state = table({}, players=names)
    assert (state["columns"], state["rows"]) == size
    assert len(state["field"]) == size[1] and all(len(r) == size[0] for r in state["field"])


def test_cells_off_the_field_in_use_are_refused() -> None:
    game = Table(table({}))
    assert game.refused("ana", "cell", cell="F1").code == "off_field"   # 5 columns: A-E
    assert game.refused("ana", "cell", cell="A9").code == "off_field"   # 8 rows
    assert isinstance(game.check("ana", "cell", cell="E8"), Accepted)


def test_commitment_is_the_hash_of_salt_and_field() -> None:
    state = table({"A1": 7})
    text = st.field_text(state["field"])
    assert text.startswith("7,20,20,20,20/20,")
    expected = hashlib.sha256(f"{state['salt']}:{text}".encode()).hexdigest()
    assert state["commitment"] == expected
    assert "salt" not in GAME.view(state, None) and "field" not in GAME.view(state, None)


def test_the_bot_draws_the_field_from_the_seed() -> None:
    one = GAME.setup(dict(GAME.defaults), list(PLAYERS), Chance("s", "setup"), {}).state
    two = GAME.setup(dict(GAME.defaults), list(PLAYERS), Chance("s", "setup"), {}).state
    other = GAME.setup(dict(GAME.defaults), list(PLAYERS), Chance("t", "setup"), {}).state
    assert one["field"] == two["field"] != other["field"]
    assert all(1 <= n <= 120 for row in one["field"] for n in row)


def test_field_from_the_gms_discobot_rolls() -> None:
    settings = {**GAME.defaults, "source": "discobot"}
    state = GAME.setup(settings, list(PLAYERS), Chance("s", "setup"), {}).state
    assert state["field"] is None and state["commitment"] is None
    game = Table(state)
    assert game.step.awaited == (GM,) and game.step.channel == "discobot"
    assert game.refused(GM, "dice", values=[3] * 20, count=20, faces=6).code == "wrong_dice"
    game.say(GM, "dice", values=list(range(1, 21)), count=20, faces=120)
    assert game.state["field"] is None  # 40 cells: one more roll
    game.say(GM, "dice", values=list(range(21, 41)), count=20, faces=120)
    assert game.state["field"][0] == [1, 2, 3, 4, 5]
    assert game.state["field"][7] == [36, 37, 38, 39, 40]
    assert game.state["commitment"] == st.field_commitment(game.state["field"],
                                                           game.state["salt"])
    assert game.step.awaited == ("ana",)


# ------------------------------------------------------------------ a turn


def test_a_named_cell_cannot_be_named_again() -> None:
    game = Table(table({"A1": THIEF["red"]}))
    game.say("ana", "cell", cell="A1")
    rejection = game.refused("bob", "cell", cell="A1")
    assert rejection.code == "already_named" and rejection.params["by"] == "ana"


def test_only_the_player_whose_turn_it_is_may_move() -> None:
    game = Table(table({}))
    rejection = game.refused("bob", "cell", cell="A1")
    assert rejection.code == "not_your_move" and rejection.params["awaited"] == ["ana"]


def test_safe_goes_to_the_treasury_and_the_same_player_names_again() -> None:
    game = Table(table({"A1": SAFE}))
    game.say("ana", "cell", cell="A1")
    assert game.state["treasury"] == 1 and game.step.awaited == ("ana",)
    assert game.state["stage"] == "cell"


def _treasury_overflow(players: int) -> dict[str, Any]:
    names = tuple(f"p{i}" for i in range(players))
    game = Table(table({}, players=names, filler=SAFE))
    order = cards.cells(game.state["columns"], game.state["rows"])
    for cell in order[:21]:
        game.say("p0", "cell", cell=cell)
    return game.state


def test_treasury_cap_20_overflow_gives_the_host_one_safe_with_8_players() -> None:
    state = _treasury_overflow(8)
    assert state["treasury"] == 20 and state["host_safes"] == 1
    assert {"event": "treasury_full", "saved": 1} in state["events"]


def test_treasury_cap_20_overflow_gives_the_host_two_safes_with_9_players() -> None:
    state = _treasury_overflow(9)
    assert state["treasury"] == 20 and state["host_safes"] == 2


def test_a_thief_goes_to_the_hand_and_the_turn_passes() -> None:
    game = Table(table({"A1": THIEF["red"]}))
    game.say("ana", "cell", cell="A1")
    assert game.hand("ana")["red"] == 1
    assert game.step.awaited == ("bob",)  # no robbery possible: not asked


def test_three_alike_discards_the_two_held_and_keeps_the_new_one() -> None:
    cells = {"A1": THIEF["red"], "A2": THIEF_M["red"], "A3": THIEF["red"]}
    game = Table(table(cells, filler=THIEF["green"]))
    for cell in ("A1", "B1", "C1", "D1", "A2", "B2", "C2", "D2", "A3"):
        who = game.step.awaited[0]
        game.say(who, "cell", cell=cell)
        if game.state["stage"] == "thief":
            game.say(game.step.awaited[0], "pass")
    assert game.state["hands"]["ana"] == ["A3"]
    assert {"A1", "A2"} <= set(game.state["discard"])
    assert "three_alike" in [e["event"] for o in game.outcomes for e in o.state["events"]]


def test_guard_with_an_empty_treasury_is_discarded() -> None:
    game = Table(table({"A1": GUARD["red"]}))
    game.say("ana", "cell", cell="A1")
    assert game.state["discard"] == ["A1"] and game.step.awaited == ("bob",)
    assert "guard_discarded" in game.events()


# ------------------------------------------------------------------ the guard fight


def fight_table(guard: int, hands: dict[str, list[str]]) -> Table:
    """A safe in the treasury, the hands given (colours), and `ana` drawing the guard."""
    game = Table(table({"A1": SAFE, "E8": guard}))
    game.say("ana", "cell", cell="A1")
    state = game.state
    number = {"red": THIEF["red"], "green": THIEF["green"], "blue": THIEF["blue"]}
    spare = iter(c for c in cards.cells(5, 8)[::-1] if c not in ("A1", "E8"))
    for player, colours in hands.items():
        for colour in colours:
            cell = next(spare)
            column, row = cards.cell_place(cell)
            state["field"][row - 1][column] = number[colour]
            state["named"][cell] = player
            state["hands"][player].append(cell)
    game.say("ana", "cell", cell="E8")
    return game


def test_guard_beaten_by_two_thieves_of_other_weapons() -> None:
    game = fight_table(GUARD["red"], {"ana": ["green"], "bob": ["blue"]})
    assert "laid" in game.events()  # ana had one suitable type: laid at once
    assert game.step.awaited == ("bob",)
    game.say("bob", "lay", colour="blue")
    assert "guard_beaten" in game.events()
    assert game.state["treasury"] == 1 and game.state["host_safes"] == 0
    assert len(game.state["discard"]) == 3
    assert game.step.awaited == ("bob",) and game.state["stage"] == "cell"


def test_guard_saves_one_safe_when_only_one_thief_is_laid() -> None:
    game = fight_table(GUARD["red"], {"ana": ["green"], "bob": ["blue"]})
    game.say("bob", "pass")
    assert "guard_saved" in game.events()
    assert game.state["treasury"] == 0 and game.state["host_safes"] == 1
    assert len(game.state["discard"]) == 2  # the guard and ana's thief
    assert game.step.awaited == ("bob",)  # the turn passes after the drawer


def test_guard_saves_a_safe_when_nobody_can_lay() -> None:
    game = fight_table(GUARD["red"], {"ana": ["red"], "bob": ["red"]})
    assert game.events().count("passed_over") == 4
    assert game.state["host_safes"] == 1 and game.state["hands"]["ana"]


def test_a_player_without_a_suitable_thief_is_passed_over_at_once() -> None:
    game = fight_table(GUARD["green"], {"ana": ["red"], "bob": ["green"], "cid": ["blue"]})
    assert "passed_over" in game.events()
    assert game.step.awaited == ("cid",)  # bob holds only the guard's own type


def test_the_second_thief_must_differ_from_the_first() -> None:
    game = fight_table(GUARD["red"], {"ana": ["green"], "bob": ["green", "blue"]})
    assert game.state["fight"]["can"] == ["blue"]
    rejection = game.refused("bob", "lay", colour="green")
    assert rejection.code == "unsuitable" and rejection.params["options"] == ["blue"]


def test_the_drawer_who_can_must_lay() -> None:
    game = fight_table(GUARD["red"], {"ana": ["green", "blue"]})
    assert game.step.awaited == ("ana",)
    assert game.refused("ana", "pass").code == "must_lay"
    assert game.refused("ana", "lay").code == "which_colour"


def test_a_silent_drawer_has_the_first_suitable_laid_sabre_green_blue() -> None:
    game = fight_table(GUARD["red"], {"ana": ["blue", "green"]})
    game.silence()
    laid = [e for e in game.state["events"] if e["event"] == "laid"]
    assert laid[0]["card"]["colour"] == "green" and laid[0]["how"] == "silent"


def test_another_player_may_pass_and_silence_is_a_pass() -> None:
    game = fight_table(GUARD["red"], {"ana": ["green"], "bob": ["blue"], "cid": ["blue"]})
    game.silence()  # bob silent
    assert game.step.awaited == ("cid",)
    game.say("cid", "lay", colour="blue")
    assert "guard_beaten" in game.events()


# ------------------------------------------------------------------ robbery


GANG = {"ana": {"red": 1, "green": 1, "blue": 0}, "bob": {"red": 0, "green": 1, "blue": 1},
        "cid": {"red": 1, "green": 0, "blue": 1}}


def test_robbery_table_is_what_the_tests_need() -> None:
    game = robbery_table()
    assert game.state["treasury"] == 3 and game.step.awaited == ("cid",)
    assert game.hand("ana") == {"red": 1, "green": 1, "blue": 0}
    assert game.hand("bob") == {"red": 0, "green": 1, "blue": 1}
    assert game.hand("cid") == {"red": 0, "green": 0, "blue": 1}


def rob_ready() -> Table:
    """robbery_table, then cid draws a red thief: ana... cid may propose."""
    game = robbery_table()
    state = game.state
    column, row = cards.cell_place("E2")
    state["field"][row - 1][column] = THIEF["red"]
    game.say("cid", "cell", cell="E2")
    assert game.state["stage"] == "thief" and game.step.awaited == ("cid",)
    return game


def test_gang_must_be_two_thieves_of_each_type() -> None:
    game = rob_ready()
    gang = {**GANG, "cid": {"red": 1, "green": 0, "blue": 0}}
    rejection = game.refused("cid", "rob", gang=gang, split={"cid": 3})
    assert rejection.code == "bad_gang_types"


def test_the_leader_must_put_in_a_card() -> None:
    game = rob_ready()
    gang = {"ana": {"red": 1, "green": 1, "blue": 0}, "bob": {"red": 0, "green": 1, "blue": 1},
            "cid": {"red": 1, "green": 0, "blue": 1}}
    rejection = game.refused("dan", "rob", gang=gang, split={"ana": 3})
    assert rejection.code == "not_your_move"
    state = game.state
    state["hands"]["dan"] = []
    gang_without_cid = {"ana": {"red": 1, "green": 1, "blue": 0},
                        "bob": {"red": 0, "green": 1, "blue": 1},
                        "dan": {"red": 1, "green": 0, "blue": 1}}
    assert game.refused("cid", "rob", gang=gang_without_cid,
                        split={"ana": 3}).code in ("not_held", "leader_card")


def test_cards_in_a_gang_must_be_held() -> None:
    game = rob_ready()
    gang = {**GANG, "bob": {"red": 0, "green": 0, "blue": 2},
            "ana": {"red": 1, "green": 2, "blue": 0}}
    rejection = game.refused("cid", "rob", gang=gang, split={"cid": 3})
    assert rejection.code == "not_held"


def test_the_split_must_give_every_safe() -> None:
    game = rob_ready()
    rejection = game.refused("cid", "rob", gang=GANG, split={"cid": 1, "ana": 1})
    assert rejection.code == "split_total" and rejection.params == {"given": 2, "treasury": 3}


def test_the_split_goes_only_to_the_gangs_members() -> None:
    game = rob_ready()
    rejection = game.refused("cid", "rob", gang=GANG, split={"cid": 2, "dan": 1})
    assert rejection.code == "split_outsider" and rejection.params["players"] == ["dan"]


def agree_all(game: Table, but: tuple[str, ...] = ()) -> None:
    for player in game.step.awaited:
        if player not in but:
            game.say(player, "agree")


def test_an_agreed_robbery_shares_the_loot_in_secret() -> None:
    game = rob_ready()
    game.dice = [3, 1, 2]
    game.say("cid", "rob", gang=GANG, split={"cid": 1, "ana": 1, "bob": 1})
    assert game.state["stage"] == "vote" and set(game.step.awaited) == {"ana", "bob", "dan"}
    agree_all(game)
    assert game.state["stage"] == "assign" and game.step.channel == "desk"
    assert game.refused("cid", "assign", dice={"cid": [1, 2], "ana": [3]}).code == \
        "not_the_split"
    outcome = game.say("cid", "assign", dice={"cid": [1], "ana": [2], "bob": [3]})
    assert outcome is not None
    assert game.state["bags"] == {"ana": [2], "bob": [3], "cid": [5], "dan": []}
    assert game.state["safes"] == {"ana": 1, "bob": 1, "cid": 1, "dan": 0}
    assert game.state["treasury"] == 0
    assert all(not game.state["hands"][p] for p in ("ana", "bob")) and \
        game.state["hands"]["cid"] == []
    loot = [n for n in outcome.notices if n.template == "loot"]
    assert loot[0].audience == ("cid", "ana", "bob")
    assert loot[0].params["loot"] == {"cid": [5], "ana": [2], "bob": [3]}
    public = [n for n in outcome.notices if n.audience == PUBLIC][0]
    assert "bags" not in str(public.params) and "[5]" not in str(public.params)
    assert "bags" not in GAME.view(game.state, None)
    assert GAME.view(game.state, "cid")["own_bags"] == [5]
    assert game.step.awaited == ("dan",)  # after a thief the turn passes


def test_silence_counts_as_agreement() -> None:
    game = rob_ready()
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    game.say("ana", "agree")
    game.silence()
    assert game.state["stage"] == "assign"


def test_silence_is_disagreement_when_the_setting_says_so() -> None:
    game = rob_ready()
    game.state["settings"]["silence_agrees"] = False
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    game.silence()
    assert game.state["stage"] == "revise" and game.step.awaited == ("cid",)


def test_a_counter_proposal_lets_the_leader_change_the_split_once() -> None:
    game = rob_ready()
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    assert game.refused("ana", "disagree").code == "counter_needed"
    game.say("ana", "split", split={"cid": 1, "ana": 1, "bob": 1})  # ends the vote at once
    assert game.state["stage"] == "revise" and game.step.awaited == ("cid",)
    game.say("cid", "split", split={"cid": 2, "ana": 1, "bob": 0})
    assert game.state["stage"] == "vote2" and set(game.step.awaited) == {"ana", "bob"}
    game.say("ana", "agree")
    game.say("bob", "agree")
    assert game.state["stage"] == "assign"
    assert game.state["robbery"]["split"] == {"cid": 2, "ana": 1, "bob": 0}


def test_the_leader_may_take_the_counter_proposal_as_it_is() -> None:
    game = rob_ready()
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    game.say("bob", "split", split={"cid": 1, "ana": 1, "bob": 1})
    game.say("cid", "agree")
    assert game.state["robbery"]["split"] == {"cid": 1, "ana": 1, "bob": 1}


def test_a_second_disagreement_calls_the_robbery_off_and_the_turn_passes_after_a_thief() -> None:
    game = rob_ready()
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    game.say("ana", "split", split={"cid": 1, "ana": 2, "bob": 0})
    game.say("cid", "split", split={"cid": 2, "ana": 1, "bob": 0})
    game.say("bob", "disagree")
    assert "robbery_off" in game.events()
    assert game.state["treasury"] == 3 and game.step.awaited == ("dan",)
    assert game.hand("cid")["red"] == 1  # nothing discarded


def test_a_robbery_off_before_naming_a_cell_leaves_the_leader_to_name_one() -> None:
    game = rob_ready()
    game.say("cid", "pass")
    game.say("dan", "cell", cell="A3")  # dan: filler thief (green)
    if game.state["stage"] == "thief":
        game.say("dan", "pass")
    assert game.step.awaited == ("ana",) and game.state["stage"] == "cell"
    gang = {"ana": {"red": 1, "green": 1, "blue": 0}, "bob": {"red": 0, "green": 1, "blue": 1},
            "cid": {"red": 1, "green": 0, "blue": 1}}
    game.say("ana", "rob", gang=gang, split={"ana": 3})
    game.say("bob", "split", split={"ana": 1, "bob": 1, "cid": 1})
    game.say("ana", "pass")  # the leader drops it
    assert "robbery_off" in game.events()
    assert game.step.awaited == ("ana",) and game.state["stage"] == "cell"
    assert game.refused("ana", "rob", gang=gang, split={"ana": 3}).code == "already_tried"


def test_the_leaders_discobot_roll_must_have_one_d3_per_safe() -> None:
    game = rob_ready()
    game.state["settings"]["source"] = "discobot"
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    agree_all(game)
    assert game.state["stage"] == "roll" and game.step.channel == "discobot"
    assert game.refused("cid", "dice", values=[1, 2], count=2, faces=3).code == \
        "wrong_robbery_dice"
    assert game.refused("cid", "dice", values=[1, 2, 3], count=3, faces=6).code == \
        "wrong_robbery_dice"
    assert game.refused("ana", "dice", values=[1, 2, 3], count=3, faces=3).code == \
        "not_your_move"
    game.say("cid", "dice", values=[3, 3, 1], count=3, faces=3)
    assert game.state["stage"] == "assign" and game.state["robbery"]["dice"] == [3, 3, 1]
    assert "dice" not in GAME.view(game.state, None)["robbery"]
    assert GAME.view(game.state, "cid")["robbery"]["dice"] == [3, 3, 1]


def test_a_silent_leader_has_the_dice_assigned_in_order_along_the_split() -> None:
    game = rob_ready()
    game.dice = [1, 2, 3]
    game.say("cid", "rob", gang=GANG, split={"ana": 2, "cid": 1})
    agree_all(game)
    game.silence()
    assert game.state["bags"]["ana"] == [2, 3] and game.state["bags"]["cid"] == [5]


# ------------------------------------------------------------------ the end


def end_table(safe_last: bool = True) -> Table:
    """A 4-player field of safes and filler thieves, played to its last cell."""
    game = Table(table({}, filler=SAFE))
    cells_order = cards.cells(5, 8)
    for cell in cells_order:
        game.say(game.step.awaited[0], "cell", cell=cell)
        if game.state["finished"] or game.state["stage"] != "cell":
            break
    return game


def test_the_end_gives_the_treasury_to_the_host_when_nobody_can_rob() -> None:
    game = end_table()
    assert game.state["finished"]
    assert game.state["host_safes"] == 40 - 20 + 20  # 20 overflowed, 20 left in the treasury
    assert "treasury_to_host" in game.events()
    assert game.state["shares"]["players"] == dict.fromkeys(PLAYERS, 0)
    assert game.state["shares"]["host"] == 1000 - game.state["shares"]["left"]


def test_the_end_offers_last_attempts_in_turn_order_after_the_last_namer() -> None:
    game = rob_ready()
    state = game.state
    for cell in cards.cells(5, 8):
        state["named"].setdefault(cell, "dan")
    del state["named"]["E3"]
    game.say("cid", "pass")
    game.say("dan", "cell", cell="E3")   # the last cell: a filler (green) thief to dan
    assert game.state["stage"] == "last"
    assert game.state["last"] == ["ana", "bob", "cid", "dan"]  # the last namer comes last
    assert game.step.awaited == ("ana",)
    game.say("ana", "pass")
    assert game.step.awaited == ("bob",)
    game.silence()
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    game.dice = [2, 2, 2]
    agree_all(game)
    game.say("cid", "assign", dice={"cid": [1, 2, 3]})
    assert game.state["finished"] and game.state["bags"]["cid"] == [3, 3, 3]
    assert "treasury_to_host" not in game.events()


def test_prize_shares_are_whole_coins_rounded_down_with_the_rest_stated() -> None:
    state = table({})
    state["bags"] = {"ana": [2, 5], "bob": [3], "cid": [], "dan": []}
    state["host_safes"] = 0
    from rules.highway import play

    play.finish(state, Chance("s", "end"))
    shares = state["shares"]
    assert shares["total_bags"] == 10 and shares["players"]["ana"] == 700
    state2 = table({})
    state2["bags"] = {"ana": [2], "bob": [5], "cid": [], "dan": []}
    play.finish(state2, Chance("s", "end"))
    assert state2["shares"]["players"] == {"ana": 285, "bob": 714, "cid": 0, "dan": 0}
    assert state2["shares"]["left"] == 1 and state2["shares"]["gold_per_bag"] == "142.86"


def test_the_hosts_saved_safes_are_rolled_and_shared_like_the_players() -> None:
    state = table({})
    state["bags"] = {"ana": [5], "bob": [], "cid": [], "dan": []}
    state["host_safes"] = 2
    from rules.highway import play

    play.finish(state, Chance("s", "end", [1, 3]))
    assert state["host_bags"] == [2, 5] and state["shares"]["host_dice"] == [1, 3]
    assert state["shares"]["total_bags"] == 12
    assert state["shares"]["host"] == 583 and state["shares"]["players"]["ana"] == 416


def test_with_no_bags_at_all_nobody_gets_anything() -> None:
    state = table({})
    from rules.highway import play

    play.finish(state, Chance("s", "end"))
    assert state["shares"]["players"] == dict.fromkeys(PLAYERS, 0)
    assert state["shares"]["host"] == 0 and state["shares"]["left"] == 1000


def test_the_field_and_salt_are_revealed_at_the_end() -> None:
    game = end_table()
    public = GAME.view(game.state, None)
    assert public["field"] == game.state["field"] and public["salt"] == game.state["salt"]
    assert st.field_commitment(public["field"], public["salt"]) == public["commitment"]


# ------------------------------------------------------------------ issue 21


def test_the_leader_changes_the_split_once_per_turn_not_once_per_proposal() -> None:
    """«Главарь один раз за один ход может перераспределить добычу» — once per TURN: a
    leader who changed a split in a first proposal of the turn may not change the split of a
    second one in the same turn; a counter-proposal calls that robbery off."""
    game = rob_ready()
    game.say("cid", "pass")
    game.say("dan", "cell", cell="A3")
    if game.state["stage"] == "thief":
        game.say("dan", "pass")
    assert game.step.awaited == ("ana",) and game.state["stage"] == "cell"
    gang = {"ana": {"red": 1, "green": 1, "blue": 0}, "bob": {"red": 0, "green": 1, "blue": 1},
            "cid": {"red": 1, "green": 0, "blue": 1}}
    game.say("ana", "rob", gang=gang, split={"ana": 3})          # before naming a cell
    game.say("bob", "split", split={"ana": 1, "bob": 1, "cid": 1})
    game.say("ana", "split", split={"ana": 2, "bob": 1, "cid": 0})  # the one change
    game.say("bob", "disagree")                                   # refused: off
    assert game.state["stage"] == "cell" and game.step.awaited == ("ana",)
    column, row = cards.cell_place("B3")
    game.state["field"][row - 1][column] = SAFE
    game.say("ana", "cell", cell="B3")           # a safe: ana names again, same turn
    assert game.state["treasury"] == 4 and game.step.awaited == ("ana",)
    game.say("ana", "rob", gang=gang, split={"ana": 4})
    assert game.state["stage"] == "vote"
    refusal = game.refused("ana", "split", split={"ana": 2, "bob": 1, "cid": 1})
    assert refusal.code == "one_revision_per_turn" and refusal.params == {"leader": "ana"}
    game.say("bob", "split", split={"ana": 2, "bob": 1, "cid": 1})  # countered
    assert game.state["stage"] != "revise"
    assert game.events()[-2:] == ["no_second_revision", "robbery_off"]
    assert game.state["robbery"] is None and game.state["treasury"] == 4
    assert game.state["stage"] == "cell" and game.step.awaited == ("ana",)
    assert game.refused("ana", "split", split={"ana": 4}).code == "one_revision_per_turn"
    game.say("ana", "cell", cell="C3")           # a thief: the turn passes
    if game.state["stage"] == "thief":
        game.say("ana", "pass")
    assert game.step.awaited == ("bob",) and game.state["revised"] is None


def test_a_leader_who_did_not_change_the_split_may_change_it_in_a_second_proposal() -> None:
    game = rob_ready()
    game.state["settings"]["silence_agrees"] = False
    game.say("cid", "rob", gang=GANG, split={"cid": 3})
    game.say("ana", "split", split={"cid": 1, "ana": 1, "bob": 1})
    game.say("cid", "pass")                       # no change: off, the turn passes
    assert game.state["revised"] is None and game.step.awaited == ("dan",)


def _discobot_field(rolls: list[list[int]], players: tuple[str, ...] = PLAYERS) -> Table:
    settings = {**GAME.defaults, "source": "discobot"}
    game = Table(GAME.setup(settings, list(players), Chance("s", "setup"), {}).state)
    for values in rolls:
        game.say(GM, "dice", values=values, count=len(values), faces=120)
    return game


def test_the_gm_may_roll_the_whole_10x10_field_which_is_cut_from_the_top_left() -> None:
    """«Ведущий … формирует поле 10х10 … Размерность полей идёт с левой верхней клетки»: a
    GM who rolls the whole field (five `@discobot roll 20d120`, 100 numbers row by row)
    gets the field in use cut from its top-left corner, and is told so."""
    numbers = list(range(1, 101))
    game = _discobot_field([numbers[:15], numbers[15:35], numbers[35:55]])
    assert game.state["field"] is None  # 55 of 40: perhaps the whole field, wait
    for start, end in ((55, 75), (75, 95), (95, 100)):
        game.say(GM, "dice", values=numbers[start:end], count=end - start, faces=120)
    field = game.state["field"]
    assert field == [numbers[r * 10:r * 10 + 5] for r in range(8)]
    assert field[1] == [11, 12, 13, 14, 15]
    gm = [n for n in game.outcomes[-1].notices if n.template == "gm_field"][0]
    assert gm.audience == GM and gm.params["layout"] == "full"


def test_five_rolls_of_20d120_as_the_original_make_the_field_of_five_players() -> None:
    numbers = [(n % 120) + 1 for n in range(100)]
    game = _discobot_field([numbers[i:i + 20] for i in range(0, 100, 20)],
                           (*PLAYERS, "eve"))
    assert (game.state["columns"], game.state["rows"]) == (6, 9)
    assert game.state["field"] == [numbers[r * 10:r * 10 + 6] for r in range(9)]


def test_exactly_the_cells_in_use_fill_the_field_row_by_row() -> None:
    game = _discobot_field([list(range(1, 21)), list(range(21, 41))])
    assert game.state["field"][1] == [6, 7, 8, 9, 10]
    gm = [n for n in game.outcomes[-1].notices if n.template == "gm_field"][0]
    assert gm.params["layout"] == "cells" and gm.params["unused"] == 0


def test_more_numbers_than_the_cells_but_not_the_whole_field_give_the_cells_at_the_deadline(
) -> None:
    numbers = list(range(1, 61))
    game = _discobot_field([numbers[:20], numbers[20:35], numbers[35:60]])
    assert game.state["field"] is None and game.state["stage"] == "field"
    game.silence()
    assert game.state["field"][7] == [36, 37, 38, 39, 40]
    gm = [n for n in game.outcomes[-1].notices if n.template == "gm_field"][0]
    assert gm.params["layout"] == "cells" and gm.params["unused"] == 20


def host_roll_table(**settings: Any) -> Table:
    """A discobot table at its last cell, with two safes saved for the host."""
    game = Table(table({}, filler=THIEF_M["green"], source="discobot", **settings))
    for cell in cards.cells(5, 8):
        game.state["named"].setdefault(cell, "dan")
    del game.state["named"]["A1"]
    game.state["host_safes"] = 2
    game.say("ana", "cell", cell="A1")
    return game


def test_with_discobot_the_host_rolls_the_hosts_safes_in_the_gm_desk() -> None:
    """«Ведущий, если у него есть сохранённые охраной карты сейфов, … пишет сообщение:
    @discobot roll [X]d3»: with discobot as the source the host's dice are the GM's roll."""
    game = host_roll_table()
    assert game.state["stage"] == "host_roll" and not game.state["finished"]
    step = game.step
    assert step.awaited == (GM,) and step.channel == "discobot" and step.deadline is not None
    assert "host_roll" in game.events()
    assert game.refused(GM, "dice", values=[1, 2], count=2, faces=6).code == "wrong_host_dice"
    assert game.refused(GM, "dice", values=[1, 2, 3], count=3, faces=3).code == \
        "wrong_host_dice"
    game.say(GM, "dice", values=[3, 1], count=2, faces=3)
    assert game.state["finished"] and game.state["host_bags"] == [5, 2]
    assert game.state["shares"]["host_dice"] == [3, 1]
    assert "host_bot_rolls" not in game.events()


def test_without_the_hosts_discobot_roll_in_time_the_bot_rolls_and_says_so() -> None:
    game = host_roll_table()
    game.say(GM, "dice", values=[2], count=1, faces=3)
    assert game.state["stage"] == "host_roll"
    game.dice = [3]
    game.silence()
    assert game.state["finished"] and game.state["shares"]["host_dice"] == [2, 3]
    assert {"event": "host_bot_rolls", "drawn": 1, "rolled": 1} in game.state["events"]


def test_the_bot_still_rolls_the_hosts_safes_itself_with_its_own_dice() -> None:
    game = Table(table({}, filler=THIEF_M["green"]))
    for cell in cards.cells(5, 8):
        game.state["named"].setdefault(cell, "dan")
    del game.state["named"]["A1"]
    game.state["host_safes"] = 2
    game.say("ana", "cell", cell="A1")
    assert game.state["finished"] and len(game.state["shares"]["host_dice"]) == 2
