"""The clan arena's round (5.3, 5.4): every worked case of shared/rules/arena.md, one test
per clause of the resolution and the end of the game (quoted in each docstring), and
determinism given the seed.

Dice are pinned in the order the spec documents; `play` checks every pinned die was used,
so each test also pins that order. Spreads not given are shared out evenly (12 points).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.arena import combat
from rules.arena import state as st
from rules.arena.combat import Resolution
from rules.base import JSON, Rejection
from rules.chance import Chance

Warrior = tuple[str, dict[str, int]]


def w(zone: str, **given: int) -> Warrior:
    """A warrior in `zone` with the given characteristics, the rest of 12 shared out."""
    rest = [name for name in st.CHARACTERISTICS if name not in given]
    left = 12 - sum(given.values())
    spread = dict(given)
    for index, name in enumerate(rest):
        spread[name] = left // (len(rest) - index)
        left -= spread[name]
    return zone, spread


def ok(result: JSON | Rejection) -> JSON:
    assert not isinstance(result, Rejection), result
    return result


def arena(clans: dict[str, dict[str, Warrior]], lost: dict[str, dict[str, int]] | None = None,
          **settings: Any) -> JSON:
    """Clans signed up (each one's first warrior is the chief) and placed as given; a warrior
    given a zone where nobody starts (C) is set there, as if they had moved in earlier."""
    state = st.new_state(settings)
    for name, members in clans.items():
        for index, (warrior, (_, spread)) in enumerate(members.items()):
            mine = (lost or {}).get(warrior)
            state = ok(st.found_clan(state, warrior, name, spread, mine) if index == 0
                       else st.join_clan(state, warrior, name, spread, mine))
    state = ok(st.close_signup(state))
    start = state["settings"]["map"]["start"]
    placements = {name: {warrior: zone if zone in start else start[0]
                         for warrior, (zone, _) in members.items()}
                  for name, members in clans.items()}
    placed, _ = st.place_clans(state, placements, Chance("seed", "placement"))
    for members in clans.values():
        for warrior, (zone, _) in members.items():
            placed["warriors"][warrior]["zone"] = zone
    return placed


def attack(target: str) -> JSON:
    return {"kind": "attack", "target": target}


def defend(target: str) -> JSON:
    return {"kind": "defend", "target": target}


def shoot(target: str) -> JSON:
    return {"kind": "shoot", "target": target}


def shield(target: str) -> JSON:
    return {"kind": "shield", "target": target}


def move(to: str) -> JSON:
    return {"kind": "move", "to": to}


def play(state: JSON, actions: dict[str, JSON], dice: list[int]) -> Resolution:
    """Resolve the open round with pinned dice, every one of them used."""
    chance = Chance("seed", f"round-{state['round']}", dice)
    out = combat.resolve_round(state, actions, chance)
    assert chance.pinned == [], f"dice left unused: {chance.pinned}"
    return out


def fight(out: Resolution, ident: str) -> JSON:
    found: JSON = next(c for c in out.record["combats"] if c["id"] == ident)
    return found


def scores(out: Resolution, ident: str) -> tuple[int, int]:
    c = fight(out, ident)
    return c["attack"]["score"], c["defence"]["score"]


def left(out: Resolution) -> list[str]:
    return [row["warrior"] for row in out.record["eliminated"]]


# --- the worked cases ------------------------------------------------------------------------


def test_case_lone_attack() -> None:
    """| lone attack | A (attaque 4) attacks X, X attacks someone else; A rolls 3 |
    attack 7 vs defence 0: X leaves |"""
    state = arena({"Loups": {"A": w("1", attack=4), "Z": w("1")}, "Ours": {"X": w("1")}})
    out = play(state, {"A": attack("X"), "X": attack("Z")}, [3, 1])
    assert scores(out, "melee:X") == (7, 0)
    assert fight(out, "melee:X")["defenders"] == []
    assert fight(out, "melee:X")["winner"] == "attack"
    assert fight(out, "melee:X")["leaves"] == "X"
    assert "X" in left(out) and not out.state["warriors"]["X"]["in_arena"]


def test_case_self_defence() -> None:
    """| self-defence | A (att 4) attacks X (déf 3, defends self); dice A 2, X 5 |
    6 vs 8: defence wins, X picks A, A leaves |"""
    state = arena({"Loups": {"A": w("1", attack=4)}, "Ours": {"X": w("1", defence=3)}})
    out = play(state, {"A": attack("X"), "X": defend("X")}, [2, 5])
    assert scores(out, "melee:X") == (6, 8)
    assert fight(out, "melee:X")["winner"] == "defence"
    assert out.pending == ()  # a single attacker: X's pick is forced, nobody is asked
    assert left(out) == ["A"]


def test_case_helped_defence() -> None:
    """| helped defence | A, B (att 3, 3) attack X; Y (déf 2) defends X; X attacks; dice A 1,
    B 2, Y 6 | attack 9 vs defence 8: X leaves |"""
    state = arena({"Loups": {"A": w("1", attack=3), "B": w("1", attack=3), "Z": w("1")},
                   "Ours": {"X": w("1"), "Y": w("1", defence=2)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "Y": defend("X"),
                       "X": attack("Z")}, [1, 2, 6, 1])
    assert scores(out, "melee:X") == (9, 8)
    assert [(d["warrior"], d["role"]) for d in fight(out, "melee:X")["defenders"]] == [
        ("Y", "helper")]
    assert fight(out, "melee:X")["leaves"] == "X"


def test_case_crushing_defence() -> None:
    """| crushing defence | A (att 1) attacks X (déf 6, self) with helpers Y, Z (déf 5, 5);
    dice in order A 1, Y 6, Z 5, X 6 | 2 vs 33: A leaves badly wounded, attaque −1 |"""
    state = arena({"Loups": {"A": w("1", attack=1)},
                   "Ours": {"X": w("1", defence=6), "Y": w("1", defence=5),
                            "Z": w("1", defence=5)}})
    out = play(state, {"A": attack("X"), "X": defend("X"), "Y": defend("X"),
                       "Z": defend("X")}, [1, 6, 5, 6])
    assert scores(out, "melee:X") == (2, 33)
    c = fight(out, "melee:X")
    assert c["crushing"] and c["difference"] == 31 and c["leaves"] == "A"
    change = {"warrior": "A", "characteristic": "attack", "before": 1, "after": 0,
              "combat": "melee:X"}
    assert c["wound"] == change
    assert out.record["roster_changes"] == [change]
    assert out.state["warriors"]["A"]["attack"] == 0
    assert out.state["warriors"]["A"]["lost"]["attack"] == 1


@pytest.fixture
def backfire() -> tuple[JSON, Resolution]:
    """S1, S2 (tir 3) in zone 1 shoot X (bouclier 6) in zone 2, who shields self; dice S1 1,
    S2 1, X 6 (8 vs 12); the default's draw between S1 and S2 falls on S2."""
    state = arena({"Loups": {"S1": w("1", shooting=3), "S2": w("1", shooting=3)},
                   "Ours": {"X": w("2", shield=6)}})
    out = play(state, {"S1": shoot("X"), "S2": shoot("X"), "X": shield("X")}, [1, 1, 6, 2])
    return state, out


def test_case_shooting_backfire_x_picks(backfire: tuple[JSON, Resolution]) -> None:
    """| shooting backfire | S1, S2 shoot X from an adjacent zone; X shields self; defence
    higher | X picks S1 or S2, who leaves |"""
    _, out = backfire
    assert scores(out, "shooting:X") == (8, 12)
    assert out.state["phase"] == "choice" and out.record["eliminated"] == []
    (choice,) = out.pending
    assert choice["chooser"] == "X" and choice["options"] == ["S1", "S2"]
    assert combat.check_answer(out.state, "X", "S1") == "shooting:X"
    done = combat.continue_round(out.state, {"shooting:X": "S1"})
    assert left(done) == ["S1"] and done.record["choices"][0]["answered"]
    assert done.state["warriors"]["S2"]["in_arena"]


def test_case_shooting_backfire_default(backfire: tuple[JSON, Resolution]) -> None:
    """"with no answer within the choice window the attacker (or shooter) with the highest
    attaque (or tir) leaves, ties by seeded draw" """
    _, out = backfire
    (choice,) = out.pending
    assert (choice["default"], choice["default_by"]) == ("S2", "draw")
    done = combat.continue_round(out.state, {})
    assert left(done) == ["S2"] and not done.record["choices"][0]["answered"]


# --- melee -----------------------------------------------------------------------------------


def test_melee_attack_score_sums_attaque_and_one_die_per_attacker() -> None:
    """"Attack score = sum of the attackers' attaque + n d6." """
    state = arena({"Loups": {"A": w("1", attack=2), "B": w("1", attack=5)},
                   "Ours": {"X": w("1")}})
    out = play(state, {"A": attack("X"), "B": attack("X")}, [4, 1])
    assert fight(out, "melee:X")["attack"] == {"characteristics": 7, "dice": 5, "score": 12}
    assert [(r["warrior"], r["value"], r["die"]) for r in fight(out, "melee:X")["attackers"]] \
        == [("A", 2, 4), ("B", 5, 1)]


def test_melee_defence_with_self_defence_rolls_m_plus_one_dice() -> None:
    """"Defence score = sum of the defenders' défense + p d6, where the defenders are the m
    helpers plus X if X's own action is "defend myself", and p = m + 1 in that case" """
    state = arena({"Loups": {"A": w("1", attack=1)},
                   "Ours": {"X": w("1", defence=4), "Y": w("1", defence=2)}})
    out = play(state, {"A": attack("X"), "Y": defend("X"), "X": defend("X")}, [1, 3, 5])
    c = fight(out, "melee:X")
    assert c["self_defence"]
    assert [(r["warrior"], r["role"], r["value"], r["die"]) for r in c["defenders"]] == [
        ("Y", "helper", 2, 3), ("X", "self", 4, 5)]
    assert c["defence"] == {"characteristics": 6, "dice": 8, "score": 14}


def test_melee_defence_without_self_defence_rolls_m_dice_and_skips_x() -> None:
    """"p = m + 1 in that case, m otherwise ... we also count X's défense only when X
    defends themself" """
    state = arena({"Loups": {"A": w("1", attack=1), "B": w("1")},
                   "Ours": {"X": w("1", defence=6), "Y": w("1", defence=2)}})
    out = play(state, {"A": attack("X"), "Y": defend("X"), "X": attack("B")}, [1, 1, 3])
    c = fight(out, "melee:X")
    assert not c["self_defence"]
    assert [(r["warrior"], r["die"]) for r in c["defenders"]] == [("Y", 3)]
    assert c["defence"]["score"] == 5


def test_no_helper_and_no_self_defence_scores_zero() -> None:
    """"With no helper and no self-defence the defence score is 0." """
    state = arena({"Loups": {"A": w("1", attack=1)}, "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X")}, [1])
    assert fight(out, "melee:X")["defence"] == {"characteristics": 0, "dice": 0, "score": 0}
    assert left(out) == ["X"]


def test_always_count_defender_adds_x_defence_without_a_die() -> None:
    """"[setting: `always_count_defender`, default off]": on, X's défense counts even when X
    does not defend themself (the number of dice stays m)."""
    clans = {"Loups": {"A": w("1", attack=1)},
             "Ours": {"X": w("1", defence=6), "Y": w("1", defence=2)}}
    state = arena(clans, always_count_defender=True)
    out = play(state, {"A": attack("X"), "Y": defend("X")}, [1, 3])
    c = fight(out, "melee:X")
    assert [(r["warrior"], r["role"], r["die"]) for r in c["defenders"]] == [
        ("Y", "helper", 3), ("X", "principal", None)]
    assert c["defence"] == {"characteristics": 8, "dice": 3, "score": 11}


def test_attack_wins_x_leaves() -> None:
    """"The higher score wins. Attack wins → X leaves the arena." """
    state = arena({"Loups": {"A": w("1", attack=5)}, "Ours": {"X": w("1", defence=1)}})
    out = play(state, {"A": attack("X"), "X": defend("X")}, [4, 2])
    assert scores(out, "melee:X") == (9, 3)
    assert left(out) == ["X"] and not fight(out, "melee:X")["crushing"]


def test_defence_wins_x_chooses_which_attacker_leaves() -> None:
    """"Defence wins → X chooses which one of the attackers leaves the arena." With several
    attackers X is asked, and nobody leaves until X answers (or the window ends)."""
    state = arena({"Loups": {"A": w("1", attack=1), "B": w("1", attack=2)},
                   "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X")}, [1, 1, 6])
    assert out.state["phase"] == "choice" and out.state["round"] == 1
    assert out.record["eliminated"] == [] and out.state["warriors"]["A"]["in_arena"]
    (choice,) = out.pending
    assert choice == {"id": "melee:X", "kind": "melee", "chooser": "X", "options": ["A", "B"],
                      "default": "B", "default_by": "highest", "answer": None,
                      "answered": False, "leaves": None}
    done = combat.continue_round(out.state, {"melee:X": "A"})
    assert left(done) == ["A"] and done.state["round"] == 2


def test_choice_default_is_the_highest_attaque() -> None:
    """"the attacker (or shooter) with the highest attaque (or tir) leaves" """
    state = arena({"Loups": {"A": w("1", attack=5), "B": w("1", attack=2)},
                   "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X")}, [1, 1, 6])
    assert out.pending[0]["default"] == "A" and out.pending[0]["default_by"] == "highest"
    assert left(combat.continue_round(out.state, {})) == ["A"]


def test_choice_default_tie_drawn_after_every_combat_die() -> None:
    """"ties by seeded draw": the draw comes after all the combats' dice (melee and
    shooting), so it never shifts the documented dice order."""
    state = arena({"Loups": {"A": w("1", attack=2), "B": w("1", attack=2), "S": w("1")},
                   "Ours": {"X": w("1", defence=6), "T": w("2")}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X"),
                       "S": shoot("T")}, [1, 1, 6, 5, 1])
    assert [(d["combat"], d["side"], d["faces"]) for d in out.record["dice"]] == [
        ("melee:X", "attack", 6), ("melee:X", "attack", 6), ("melee:X", "defence", 6),
        ("shooting:T", "attack", 6), ("melee:X", "default", 2)]
    assert out.pending[0]["default"] == "A" and out.pending[0]["default_by"] == "draw"


def test_a_drawn_default_says_whom_it_was_drawn_among() -> None:
    """Public results say, for every draw, what was drawn from what: A and B tie on
    attaque (3) ahead of C; the default is drawn among A and B (alphabetically, the draw's
    order) and the die says B. The choice carries them, and so does the die's row; a default
    by the highest attaque carries none."""
    state = arena({"Loups": {"A": w("1", attack=3), "B": w("1", attack=3),
                             "C": w("1", attack=1)},
                   "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "C": attack("X"),
                       "X": defend("X")}, [1, 1, 1, 6, 2])
    (choice,) = out.pending
    assert (choice["among"], choice["default"], choice["default_by"]) == (["A", "B"], "B",
                                                                          "draw")
    (drawn,) = [d for d in out.record["dice"] if d["side"] == "default"]
    assert (drawn["options"], drawn["value"], drawn["warrior"]) == (["A", "B"], 2, "B")
    state = arena({"Loups": {"A": w("1", attack=5), "B": w("1", attack=2)},
                   "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X")}, [1, 1, 6])
    assert "among" not in out.pending[0]


def test_answer_not_an_option_takes_the_default() -> None:
    """The chooser names one of the attackers; anything else is refused, and a stored answer
    that is not an option counts as no answer."""
    state = arena({"Loups": {"A": w("1", attack=1), "B": w("1", attack=2)},
                   "Ours": {"X": w("1", defence=6), "Y": w("1")}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X")}, [1, 1, 6])
    assert combat.check_answer(out.state, "X", "Y") == Rejection(
        "not_an_option", {"options": ["A", "B"]})
    assert combat.check_answer(out.state, "Y", "A") == Rejection("no_choice", {})
    done = combat.continue_round(out.state, {"melee:X": "Y"})
    assert left(done) == ["B"]
    assert done.record["choices"][0]["answer"] == "Y"
    assert not done.record["choices"][0]["answered"]


def test_equal_scores_nobody_leaves() -> None:
    """"Equal scores → nobody leaves [setting: tie]." """
    state = arena({"Loups": {"A": w("1", attack=3)}, "Ours": {"X": w("1", defence=3)}})
    out = play(state, {"A": attack("X"), "X": defend("X")}, [4, 4])
    assert fight(out, "melee:X")["winner"] == "tie"
    assert fight(out, "melee:X")["leaves"] is None and left(out) == []


@pytest.mark.parametrize(("tie", "leaves"), [("attack", "X"), ("defence", "A")])
def test_tie_setting_gives_equal_scores_to_one_side(tie: str, leaves: str) -> None:
    """"[setting: tie]": equal scores may go to the attack or to the defence instead."""
    state = arena({"Loups": {"A": w("1", attack=3)}, "Ours": {"X": w("1", defence=3)}},
                  tie=tie)
    out = play(state, {"A": attack("X"), "X": defend("X")}, [4, 4])
    assert fight(out, "melee:X")["winner"] == tie
    assert left(out) == [leaves] and out.record["roster_changes"] == []


@pytest.mark.parametrize(("die", "wounded"), [(6, True), (5, False)])
def test_difference_of_ten_or_more_badly_wounds(die: int, wounded: bool) -> None:
    """"If the scores differ by 10 or more, the one who leaves is badly wounded" (12 vs 2 is
    10: wounded; 11 vs 2 is 9: not)."""
    state = arena({"Loups": {"A": w("1", attack=1)}, "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X"), "X": defend("X")}, [1, die])
    assert fight(out, "melee:X")["crushing"] is wounded
    assert left(out) == ["A"]
    assert out.state["warriors"]["A"]["attack"] == (0 if wounded else 1)


def test_crushed_defender_loses_defence() -> None:
    """"a defender (X) loses 1 défense, permanently" """
    state = arena({"Loups": {"A": w("1", attack=6), "B": w("1", attack=6)},
                   "Ours": {"X": w("1", defence=4)}})
    out = play(state, {"A": attack("X"), "B": attack("X")}, [6, 6])
    assert scores(out, "melee:X") == (24, 0)
    assert out.record["roster_changes"] == [{"warrior": "X", "characteristic": "defence",
                                             "before": 4, "after": 3, "combat": "melee:X"}]
    assert out.state["warriors"]["X"]["wounds"] == [
        {"round": 1, "warrior": "X", "characteristic": "defence", "before": 4, "after": 3,
         "combat": "melee:X"}]


def test_wound_never_below_zero() -> None:
    """"(never below 0)": a warrior already at 0 attaque stays at 0."""
    state = arena({"Loups": {"A": w("1", attack=0, defence=4, shooting=4, shield=3)},
                   "Ours": {"X": w("1", defence=6)}}, lost={"A": {"attack": 1}})
    out = play(state, {"A": attack("X"), "X": defend("X")}, [1, 6])
    assert scores(out, "melee:X") == (1, 12)
    assert out.record["roster_changes"][0]["before"] == 0
    assert out.record["roster_changes"][0]["after"] == 0
    assert out.state["warriors"]["A"]["lost"]["attack"] == 1


# --- shooting --------------------------------------------------------------------------------


def test_shooting_scores_tir_against_bouclier() -> None:
    """"Attack = sum of tir + n d6; defence = sum of bouclier of the shielders (X included
    if X's action is "shield myself", p = m + 1) + p d6." """
    state = arena({"Loups": {"S": w("1", shooting=5)},
                   "Ours": {"X": w("2", shield=2), "Y": w("2", shield=4)}})
    out = play(state, {"S": shoot("X"), "Y": shield("X"), "X": shield("X")}, [3, 2, 1])
    c = fight(out, "shooting:X")
    assert c["attack"] == {"characteristics": 5, "dice": 3, "score": 8}
    assert c["defence"] == {"characteristics": 6, "dice": 3, "score": 9}
    assert [(r["warrior"], r["role"]) for r in c["defenders"]] == [("Y", "helper"),
                                                                    ("X", "self")]
    assert left(out) == ["S"]  # a single shooter hits themself: nobody is asked


def test_shooting_wins_x_leaves_and_crushed_x_loses_bouclier() -> None:
    """"Shooting wins → X leaves ... Difference ≥ 10 → the one who leaves loses ... 1
    bouclier (X)." """
    state = arena({"Loups": {"S1": w("1", shooting=6), "S2": w("1", shooting=6)},
                   "Ours": {"X": w("2", shield=3)}})
    out = play(state, {"S1": shoot("X"), "S2": shoot("X")}, [6, 6])
    assert scores(out, "shooting:X") == (24, 0)
    assert left(out) == ["X"]
    assert out.record["roster_changes"][0]["characteristic"] == "shield"
    assert out.state["warriors"]["X"]["shield"] == 2


def test_crushing_backfire_shooter_loses_tir() -> None:
    """"Defence wins → the shooters hit one of their own ... Difference ≥ 10 → the one who
    leaves loses 1 tir (a shooter)" """
    state = arena({"Loups": {"S": w("1", shooting=1)}, "Ours": {"X": w("2", shield=6)}})
    out = play(state, {"S": shoot("X"), "X": shield("X")}, [1, 6])
    assert scores(out, "shooting:X") == (2, 12)
    assert left(out) == ["S"]
    assert out.record["roster_changes"][0]["characteristic"] == "shooting"
    assert out.state["warriors"]["S"]["shooting"] == 0


def test_defending_does_not_stop_shots_nor_shielding_blows() -> None:
    """"defend ... (melee)", "shield ... (against shooting)": each helps only its kind."""
    state = arena({"Loups": {"A": w("2", attack=1), "S": w("1", shooting=1)},
                   "Ours": {"X": w("2", defence=6, shield=3), "Y": w("2", shield=6)}})
    out = play(state, {"S": shoot("X"), "A": attack("Y"), "X": defend("X"),
                       "Y": shield("Y")}, [1, 1])
    assert fight(out, "shooting:X")["defence"]["score"] == 0
    assert fight(out, "melee:Y")["defence"]["score"] == 0
    assert sorted(left(out)) == ["X", "Y"]


# --- order and timing ------------------------------------------------------------------------


def test_dice_order_melee_then_shooting_each_alphabetical() -> None:
    """"melee combats first, then shooting combats, each kind in alphabetical order of the
    principal defender's name; within a combat, one die per attacker (attackers in
    alphabetical order), then the defence dice (one per helper, helpers in alphabetical
    order, then X's own if X defends themself)." """
    state = arena({"Red": {"zoe": w("1"), "adam": w("1"), "cat": w("1"), "dan": w("1")},
                   "Blue": {"mia": w("1"), "yves": w("1"), "bert": w("1"), "bea": w("1"),
                            "al": w("2")}})
    actions = {"cat": shoot("al"), "zoe": attack("mia"), "yves": defend("mia"),
               "adam": attack("mia"), "mia": defend("mia"), "bert": defend("mia"),
               "dan": attack("bea")}
    out = play(state, actions, [1, 2, 3, 4, 5, 6, 1, 2])
    assert [(d["combat"], d["side"], d["warrior"], d["value"]) for d in out.record["dice"]] == [
        ("melee:bea", "attack", "dan", 1),
        ("melee:mia", "attack", "adam", 2), ("melee:mia", "attack", "zoe", 3),
        ("melee:mia", "defence", "bert", 4), ("melee:mia", "defence", "yves", 5),
        ("melee:mia", "defence", "mia", 6),
        ("shooting:al", "attack", "cat", 1),
        ("melee:mia", "default", "zoe", 2)]  # mia's defence won: the default's draw, last


def test_every_die_is_recorded_with_what_it_was_for() -> None:
    """"Every die rolled is shown in the results." """
    state = arena({"Loups": {"A": w("1"), "S": w("2")}, "Ours": {"X": w("1")}})
    chance = Chance("seed", "round-1")
    out = combat.resolve_round(state, {"A": attack("X"), "X": defend("X"),
                                       "S": shoot("X")}, chance)
    assert [d["value"] for d in out.record["dice"]] == [e["value"] for e in chance.log]
    assert [(d["combat"], d["side"], d["warrior"]) for d in out.record["dice"]] == [
        ("melee:X", "attack", "A"), ("melee:X", "defence", "X"), ("shooting:X", "attack", "S")]
    for combat_row in out.record["combats"]:
        for row in combat_row["attackers"] + combat_row["defenders"]:
            assert row["die"] in range(1, 7)


def test_combats_use_start_of_round_positions() -> None:
    """"All combats are resolved on start-of-round positions": a mover is fought (and shot)
    where they stood, and moves afterwards."""
    state = arena({"Loups": {"A": w("1", attack=1), "S": w("2", shooting=1)},
                   "Ours": {"X": w("1"), "Y": w("1", defence=5, shield=5)}})
    out = play(state, {"X": move("C"), "A": attack("X"), "S": shoot("Y"), "Y": defend("X")},
               [1, 6, 1])
    assert fight(out, "melee:X")["zone"] == "1"
    assert fight(out, "shooting:Y")["zone"] == "1"
    assert sorted(left(out)) == ["A", "Y"]
    assert out.record["moves"] == [{"warrior": "X", "from": "1", "to": "C", "moved": True}]
    assert out.state["warriors"]["X"]["zone"] == "C"


def test_eliminations_take_effect_at_the_end_of_the_round() -> None:
    """"every elimination takes effect at the end of the round": two warriors attacking each
    other both fight, and both may leave."""
    state = arena({"Loups": {"A": w("1"), "B": w("3")}, "Ours": {"X": w("1"), "Y": w("3")}})
    out = play(state, {"A": attack("X"), "X": attack("A")}, [2, 5])
    assert scores(out, "melee:A") == (3 + 2, 0) and scores(out, "melee:X") == (3 + 5, 0)
    assert left(out) == ["A", "X"]
    assert out.record["eliminated"] == [
        {"warrior": "A", "clan": "Loups", "combats": ["melee:A"]},
        {"warrior": "X", "clan": "Ours", "combats": ["melee:X"]}]
    assert out.state["warriors"]["A"]["left"] == {"round": 1, "combats": ["melee:A"]}


def test_start_of_round_characteristics_in_every_combat() -> None:
    """"All combats are resolved on start-of-round positions and characteristics": X, badly
    wounded in its own combat (défense 3 → 2), still helps Y with défense 3 in the combat
    resolved after it."""
    state = arena({"Loups": {"A": w("1", attack=6), "B": w("1", attack=6),
                             "C1": w("1", attack=1)},
                   "Ours": {"X": w("1", defence=3), "Y": w("1", defence=1)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "C1": attack("Y"),
                       "X": defend("Y")}, [6, 6, 1, 1])
    assert [c["id"] for c in out.record["combats"]] == ["melee:X", "melee:Y"]
    assert fight(out, "melee:X")["wound"] is not None
    assert [(r["warrior"], r["value"]) for r in fight(out, "melee:Y")["defenders"]] == [
        ("X", 3)]
    assert scores(out, "melee:Y") == (2, 4)
    assert out.state["warriors"]["X"]["defence"] == 2
    assert left(out) == ["C1", "X"]


def test_eliminated_mover_does_not_move() -> None:
    """"then the surviving movers move" """
    state = arena({"Loups": {"A": w("1"), "B": w("1")}, "Ours": {"X": w("1"), "Y": w("4")}})
    out = play(state, {"X": move("2"), "A": attack("X"), "B": move("2")}, [1])
    assert out.record["moves"] == [
        {"warrior": "B", "from": "1", "to": "2", "moved": True},
        {"warrior": "X", "from": "1", "to": "2", "moved": False}]
    assert out.state["warriors"]["X"]["zone"] == "1"
    assert out.state["warriors"]["B"]["zone"] == "2"


def test_warrior_with_no_action_does_nothing() -> None:
    """"a warrior with no action does nothing" """
    state = arena({"Loups": {"A": w("1")}, "Ours": {"X": w("2")}})
    out = play(state, {}, [])
    assert out.record["actions"] == {} and out.record["combats"] == []
    assert out.record["moves"] == [] and out.record["dice"] == []
    assert st.positions(out.state) == {"A": "1", "X": "2"}


def test_void_action_is_logged_and_does_nothing() -> None:
    """Actions are checked again on the start positions; one that does not hold (a shot two
    zones away, a warrior out of the arena) is void, kept with what was tried."""
    state = arena({"Loups": {"A": w("1"), "B": w("1")}, "Ours": {"X": w("3"), "Y": w("1")}})
    state["warriors"]["B"]["in_arena"] = False
    out = play(state, {"A": shoot("X"), "B": {**attack("Y"), "by": "A"}}, [])
    assert out.record["void"] == [
        {"warrior": "A", "code": "not_one_zone_away", "action": shoot("X")},
        {"warrior": "B", "code": "not_in_arena", "action": {**attack("Y"), "by": "A"}}]
    assert out.record["combats"] == []


def test_actions_recorded_with_who_declared_them() -> None:
    """"The warrior decides, not the chief": the record keeps who declared each action."""
    state = arena({"Loups": {"A": w("1"), "B": w("1")}, "Ours": {"X": w("2"), "Y": w("2")}})
    out = play(state, {"B": {**move("C"), "by": "A"}, "A": {**move("2"), "by": "A"}}, [])
    assert out.record["actions"] == {"A": {"kind": "move", "to": "2", "by": "A"},
                                     "B": {"kind": "move", "to": "C", "by": "A"}}


def test_two_choices_for_one_defender_in_one_round() -> None:
    """X chooses in each combat defence wins with several attackers: once in melee, once in
    shooting; a name answers the choice it belongs to."""
    state = arena({"Loups": {"A": w("1", attack=1), "B": w("1", attack=1),
                             "S1": w("2", shooting=1), "S2": w("2", shooting=1)},
                   "Ours": {"X": w("1", defence=6), "Y": w("1", shield=6)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X"),
                       "S1": shoot("X"), "S2": shoot("X"), "Y": shield("X")},
               [1, 1, 6, 1, 1, 6, 1, 2])
    assert [c["id"] for c in out.pending] == ["melee:X", "shooting:X"]
    assert combat.check_answer(out.state, "X", "B") == "melee:X"
    assert combat.check_answer(out.state, "X", "S1") == "shooting:X"
    done = combat.continue_round(out.state, {"melee:X": "B", "shooting:X": "S1"})
    assert left(done) == ["B", "S1"]


def test_pending_choice_is_plain_data_and_continuing_is_pure() -> None:
    """The mid-resolution choice is data in the state (JSON), and continuing from it needs
    no chance: the same answers give the same round."""
    state = arena({"Loups": {"A": w("1", attack=1), "B": w("1", attack=1)},
                   "Ours": {"X": w("1", defence=6)}})
    out = play(state, {"A": attack("X"), "B": attack("X"), "X": defend("X")}, [1, 1, 6, 1])
    stored = json.loads(json.dumps(out.state))
    assert stored == out.state and stored["pending"]["choices"] == list(out.pending)
    one = combat.continue_round(stored, {"melee:X": "B"})
    two = combat.continue_round(stored, {"melee:X": "B"})
    assert one == two and stored == out.state
    assert one.state["pending"] is None and one.state["history"][-1] == one.record
    with pytest.raises(ValueError):
        combat.continue_round(one.state, {})
    with pytest.raises(ValueError):
        combat.resolve_round(out.state, {}, Chance("seed", "again"))


# --- the end of the game (5.4) ---------------------------------------------------------------


def test_clan_holds_a_zone_alone() -> None:
    """"a clan holds a zone when it has at least one living warrior there and no other clan
    has any." """
    state = arena({"Loups": {"A": w("1"), "B": w("2")}, "Ours": {"X": w("1"), "Y": w("3")}})
    assert combat.holdings(state) == {"1": None, "2": "Loups", "3": "Ours", "4": None,
                                      "C": None}


def test_chief_clan_holding_centre_and_another_zone_wins() -> None:
    """"The game ends when a clan whose chief is still in the arena holds the central zone
    and at least one other zone (that clan wins" """
    state = arena({"Loups": {"ana": w("1"), "bob": w("2")}, "Ours": {"xena": w("3"),
                                                                     "yann": w("4")}})
    out = play(state, {"ana": move("C")}, [])
    assert out.record["end"] == {"winner": "Loups", "reason": "centre_and_zone",
                                 "zones": ["C", "2"]}
    assert out.state["phase"] == "over" and out.state["winner"] == "Loups"
    assert out.state["win"] == "centre_and_zone"


def test_centre_and_zone_without_the_chief_do_not_win() -> None:
    """"whose chief is still in the arena" (our reading of "un des chefs de guerre
    possède"): a clan that lost its chief does not win by holding zones."""
    state = arena({"Loups": {"ana": w("3"), "bob": w("C"), "cid": w("2")},
                   "Ours": {"xena": w("3", attack=6), "yann": w("4")}})
    out = play(state, {"xena": attack("ana")}, [6])
    assert left(out) == ["ana"]
    assert out.record["holdings"]["C"] == "Loups" and out.record["holdings"]["2"] == "Loups"
    assert out.record["end"] is None and out.state["round"] == 2


def test_centre_alone_does_not_win() -> None:
    """"holds the central zone and at least one other zone" """
    state = arena({"Loups": {"ana": w("C"), "bob": w("1")}, "Ours": {"xena": w("1")}})
    out = play(state, {}, [])
    assert out.record["holdings"]["C"] == "Loups" and out.record["holdings"]["1"] is None
    assert out.record["end"] is None


def test_one_warrior_left_their_clan_wins() -> None:
    """"or when one warrior or none is left (that warrior's clan wins" """
    state = arena({"Loups": {"A": w("1")}, "Ours": {"X": w("1")}})
    out = play(state, {"A": attack("X")}, [1])
    assert out.record["end"] == {"winner": "Loups", "reason": "last_warrior", "warrior": "A"}


def test_nobody_left_nobody_wins() -> None:
    """"one warrior or none is left (... or nobody)" """
    state = arena({"Loups": {"A": w("1")}, "Ours": {"X": w("1")}})
    out = play(state, {"A": attack("X"), "X": attack("A")}, [1, 1])
    assert out.record["end"] == {"winner": None, "reason": "nobody_left"}
    assert out.state["phase"] == "over" and out.state["winner"] is None


def test_only_one_clan_left_wins() -> None:
    """"or when only one clan has warriors left (that clan wins: our addition" """
    state = arena({"Loups": {"A": w("1")}, "Ours": {"X": w("1"), "Y": w("2")}})
    out = play(state, {"X": attack("A")}, [1])
    assert out.record["end"] == {"winner": "Ours", "reason": "last_clan"}


def test_otherwise_the_next_round_starts() -> None:
    """"Otherwise the next round starts (back to 5.2)." """
    state = arena({"Loups": {"A": w("1")}, "Ours": {"X": w("2")}})
    out = play(state, {"A": move("C")}, [])
    assert out.record["end"] is None
    assert out.state["phase"] == "round" and out.state["round"] == 2
    assert out.state["history"] == [out.record]
    again = play(out.state, {}, [])
    assert again.record["round"] == 2 and again.state["round"] == 3


def test_end_is_checked_after_the_moves() -> None:
    """"After each round": the end check follows the moves, so moving into the centre can
    win."""
    state = arena({"Loups": {"ana": w("1"), "bob": w("2")}, "Ours": {"xena": w("3")}})
    out = play(state, {"ana": move("C"), "xena": move("4")}, [])
    assert out.record["holdings"] == {"1": None, "2": "Loups", "3": None, "4": "Ours",
                                      "C": "Loups"}
    assert out.record["end"] is not None and out.record["end"]["winner"] == "Loups"


# --- determinism -----------------------------------------------------------------------------


def busy() -> tuple[JSON, dict[str, JSON]]:
    state = arena({"Loups": {"A": w("1"), "B": w("1"), "C1": w("1"), "S": w("2")},
                   "Ours": {"X": w("1"), "Y": w("1"), "Z": w("1")}})
    actions = {"A": attack("X"), "B": attack("X"), "C1": attack("Y"), "X": defend("X"),
               "Z": defend("X"), "Y": attack("A"), "S": shoot("Z")}
    return state, actions


def test_same_seed_same_round() -> None:
    """"so that a game can be replayed": a round is a pure function of the state, the
    actions and the seed."""
    state, actions = busy()
    one = combat.resolve_round(state, actions, Chance("s", "round-1"))
    two = combat.resolve_round(state, actions, Chance("s", "round-1"))
    assert one == two
    other = combat.resolve_round(state, actions, Chance("another", "round-1"))
    assert [d["value"] for d in other.record["dice"]] != [d["value"] for d in one.record["dice"]]


def test_recorded_dice_replay_the_round() -> None:
    """The record holds every die: pinning them rebuilds the same round without the
    generator."""
    state, actions = busy()
    one = combat.resolve_round(state, actions, Chance("s", "round-1"))
    dice = [d["value"] for d in one.record["dice"]]
    replay = combat.resolve_round(state, actions, Chance("unrelated", "x", dice))
    assert replay == one
