"""The clan arena's actions (5.2): one test per clause of shared/rules/arena.md, quoted.

The table: clan Loups (chief ana) with bob in zone 1 and cid in zone 2; clan Ours (chief
xena) with xena and yann in zone 1 and zed in zone 3.
"""

from __future__ import annotations

import pytest

from rules.arena import state as st
from rules.arena.actions import check_action, check_declaration
from rules.base import JSON, Rejection
from rules.chance import Chance

EVEN = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}
CLANS = {"Loups": {"ana": "1", "bob": "1", "cid": "2"},
         "Ours": {"xena": "1", "yann": "1", "zed": "3"}}


def ok(result: JSON | Rejection) -> JSON:
    assert not isinstance(result, Rejection), result
    return result


@pytest.fixture
def arena() -> JSON:
    state = st.new_state({})
    for name, members in CLANS.items():
        names = list(members)
        state = ok(st.found_clan(state, names[0], name, EVEN))
        for member in names[1:]:
            state = ok(st.join_clan(state, member, name, EVEN))
    state = ok(st.close_signup(state))
    placed, _ = st.place_clans(state, CLANS, Chance("seed", "placement"))
    return placed


def code(result: Rejection | None) -> str | None:
    return None if result is None else result.code


def test_move_one_zone_to_an_adjacent_zone(arena: JSON) -> None:
    """"move one zone (to an adjacent zone)" """
    assert check_action(arena, "ana", {"kind": "move", "to": "2"}) is None
    assert check_action(arena, "ana", {"kind": "move", "to": "C"}) is None
    rejection = check_action(arena, "ana", {"kind": "move", "to": "3"})
    assert rejection == Rejection("not_adjacent", {"from": "1", "to": "3",
                                                   "zones": ["2", "4", "C"]})
    assert code(check_action(arena, "ana", {"kind": "move", "to": "9"})) == "unknown_zone"
    assert code(check_action(arena, "ana", {"kind": "move", "to": "1"})) == "not_adjacent"


def test_attack_an_adversary_in_the_same_zone(arena: JSON) -> None:
    """"attack an adversary (member of another clan) in the same zone" """
    assert check_action(arena, "ana", {"kind": "attack", "target": "xena"}) is None
    assert code(check_action(arena, "ana", {"kind": "attack", "target": "bob"})) == "clan_mate"
    assert code(check_action(arena, "ana", {"kind": "attack", "target": "zed"})) \
        == "not_same_zone"
    assert code(check_action(arena, "ana", {"kind": "attack", "target": "ana"})) \
        == "not_an_adversary"
    assert code(check_action(arena, "ana", {"kind": "attack", "target": "nobody"})) \
        == "no_such_warrior"


def test_defend_oneself_or_another_in_the_same_zone(arena: JSON) -> None:
    """"defend oneself or another warrior in the same zone (melee)" (any warrior: the
    original says "quelqu'un d'autre", not a clan-mate) """
    assert check_action(arena, "ana", {"kind": "defend", "target": "ana"}) is None
    assert check_action(arena, "ana", {"kind": "defend", "target": "bob"}) is None
    assert check_action(arena, "ana", {"kind": "defend", "target": "yann"}) is None
    assert code(check_action(arena, "ana", {"kind": "defend", "target": "cid"})) \
        == "not_same_zone"


def test_shoot_an_adversary_exactly_one_zone_away(arena: JSON) -> None:
    """"shoot an adversary exactly one zone away" """
    assert check_action(arena, "cid", {"kind": "shoot", "target": "xena"}) is None
    assert code(check_action(arena, "ana", {"kind": "shoot", "target": "xena"})) \
        == "not_one_zone_away"
    rejection = check_action(arena, "ana", {"kind": "shoot", "target": "zed"})
    assert rejection is not None and rejection.code == "not_one_zone_away"
    assert rejection.params["distance"] == 2
    assert code(check_action(arena, "cid", {"kind": "shoot", "target": "ana"})) == "clan_mate"


def test_shield_oneself_or_another_in_the_same_zone(arena: JSON) -> None:
    """"shield oneself or another warrior in the same zone (against shooting)" """
    assert check_action(arena, "xena", {"kind": "shield", "target": "xena"}) is None
    assert check_action(arena, "xena", {"kind": "shield", "target": "yann"}) is None
    assert code(check_action(arena, "xena", {"kind": "shield", "target": "zed"})) \
        == "not_same_zone"


def test_one_action_of_a_known_kind_for_a_living_warrior(arena: JSON) -> None:
    """"one per living warrior per round": a warrior out of the arena declares nothing and
    is no target; an unknown action is refused."""
    arena["warriors"]["bob"]["in_arena"] = False
    assert code(check_action(arena, "bob", {"kind": "move", "to": "2"})) == "not_in_arena"
    assert code(check_action(arena, "xena", {"kind": "attack", "target": "bob"})) \
        == "target_not_in_arena"
    assert code(check_action(arena, "ana", {"kind": "dance"})) == "unknown_action"


def test_chief_may_declare_for_a_warrior_who_declared_nothing(arena: JSON) -> None:
    """"If a warrior has declared nothing, their chief (and only the chief) may declare
    for them" """
    move = {"kind": "move", "to": "C"}
    assert check_declaration(arena, "ana", "bob", move, None) is None
    assert check_declaration(arena, "ana", "bob", move, "ana") is None  # replaces own
    assert code(check_declaration(arena, "cid", "bob", move, None)) == "not_your_warrior"
    assert code(check_declaration(arena, "xena", "bob", move, None)) == "not_your_warrior"


def test_chief_refused_once_the_warrior_has_declared(arena: JSON) -> None:
    """"a chief's declaration is refused once the warrior has declared" """
    move = {"kind": "move", "to": "C"}
    assert check_declaration(arena, "ana", "bob", move, "bob") == Rejection(
        "warrior_declared", {"warrior": "bob"})


def test_warrior_own_declaration_always_replaces(arena: JSON) -> None:
    """"the warrior's own declaration always replaces the chief's. A warrior's later
    declaration replaces their earlier one until the round closes." """
    move = {"kind": "move", "to": "C"}
    assert check_declaration(arena, "bob", "bob", move, "ana") is None
    assert check_declaration(arena, "bob", "bob", move, "bob") is None


def test_chief_out_of_the_arena_declares_for_nobody(arena: JSON) -> None:
    """Our reading: a chief who has left the arena no longer declares for their warriors."""
    arena["warriors"]["ana"]["in_arena"] = False
    assert code(check_declaration(arena, "ana", "bob", {"kind": "move", "to": "C"}, None)) \
        == "not_in_arena"


def test_declaration_checked_like_the_action(arena: JSON) -> None:
    """"Every declaration is acknowledged ... or rejected with the reason." """
    assert code(check_declaration(arena, "ana", "bob", {"kind": "move", "to": "3"}, None)) \
        == "not_adjacent"
