"""The worked cases of rules/mud.md, one test each, plus every throw clause (gangs, dodges,
duels, plain throws) and the gang_hits_dodgers setting both ways.

Board: grid:5x5 (columns A-E from the left, rows 1-5 from the top, orthogonal streets).
"""

from __future__ import annotations

import pytest

from rules.base import PUBLIC, Order
from rules.mud.maps import load

# --- worked cases (the table of rules/mud.md) ---------------------------------------------


def test_case_duel_tie(table):
    """| duel tie | J1 throw J2 2; J2 throw J1 2 | both hit |"""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.throw("J2", 2)), ("J2", table.throw("J1", 2))])
    assert table.throws(out) == {("J1", "J2"): (True, "duel_tie"), ("J2", "J1"): (True, "duel_tie")}
    assert table.record(out, "J1")["times_hit"] == 1 and table.record(out, "J2")["times_hit"] == 1
    assert table.record(out, "J1")["points"] == 1 and table.record(out, "J2")["points"] == 1


def test_case_duel_diff_1(table):
    """| duel diff 1 | J1 throw J2 3; J2 throw J1 2 | J1 hits J2 only |"""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.throw("J2", 3)), ("J2", table.throw("J1", 2))])
    assert table.throws(out) == {
        ("J1", "J2"): (True, "duel_odd"),
        ("J2", "J1"): (False, "duel_odd"),
    }
    assert table.record(out, "J2")["times_hit"] == 1 and table.record(out, "J1")["times_hit"] == 0


def test_case_duel_diff_2(table):
    """| duel diff 2 | J1 throw J2 3; J2 throw J1 5 | J2 hits J1 only |"""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.throw("J2", 3)), ("J2", table.throw("J1", 5))])
    assert table.throws(out) == {
        ("J1", "J2"): (False, "duel_even"),
        ("J2", "J1"): (True, "duel_even"),
    }
    assert table.record(out, "J1")["times_hit"] == 1 and table.record(out, "J2")["times_hit"] == 0


def test_case_gang(table):
    """| gang | J1 throw J3 1; J2 throw J3 4; J3 throw J1 1 |
    J1 and J2 hit J3; J3's throw fails |"""
    state = table.start({"J1": "B3", "J2": "D3", "J3": "C3"})
    out = table.play(
        state,
        [("J1", table.throw("J3", 1)), ("J2", table.throw("J3", 4)), ("J3", table.throw("J1", 1))],
    )
    assert table.throws(out) == {
        ("J1", "J3"): (True, "gang"),
        ("J2", "J3"): (True, "gang"),
        ("J3", "J1"): (False, "ganged_thrower"),
    }
    assert table.record(out, "J3")["times_hit"] == 2
    assert table.record(out, "J1")["times_hit"] == 0


def test_case_late_dodge(table):
    """| late dodge | J1 throw J2 3; J2 move (elsewhere) | J1 hits J2 (J2 moved too late) |"""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.throw("J2", 3)), ("J2", table.move("D2"))])
    assert table.where(out)["J2"] == "D2"
    assert table.throws(out) == {("J1", "J2"): (True, "late_move")}
    assert table.record(out, "J2")["times_hit"] == 1


def test_case_early_dodge(table):
    """| early dodge | J2 move (elsewhere); J1 throw J2 3 | J1 misses |"""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J2", table.move("D2")), ("J1", table.throw("J2", 3))])
    assert table.throws(out) == {("J1", "J2"): (False, "dodged")}
    assert table.record(out, "J2")["times_hit"] == 0 and table.record(out, "J1")["points"] == 0


def test_case_move_clash(table):
    """| move clash | J1 move D4; J2 move D4 (both neighbours of D4) | J1 on D4; J2 displaced to
    the nearest free intersection within 2 of D4 (never J2's start) |"""
    state = table.start({"J1": "C4", "J2": "E4"})
    out = table.play(state, [("J1", table.move("D4")), ("J2", table.move("D4"))])
    where = table.where(out)
    assert where["J1"] == "D4"
    assert where["J2"] != "E4"
    # Nearest to D4 first: C4 (left by J1), D3 and D5 are one street away; all are two
    # streets from E4, so a seeded draw settles it.
    assert where["J2"] in {"C4", "D3", "D5"}
    assert load("grid:5x5").distance("D4", where["J2"]) == 1
    move = table.moves(out)["J2"]
    assert (move["result"], move["by"], move["target"]) == ("displaced", "J1", "D4")
    assert any(e["event"] == "draw" and "displace J2" in e["why"] for e in out.log)


def test_case_blocked_move(table):
    """| blocked move | J1 move D4 while J2 stands on D4 and throws | J1's move fails, J1 stays |"""
    state = table.start({"J1": "C4", "J2": "D4"})
    out = table.play(state, [("J1", table.move("D4")), ("J2", table.throw("J1", 2))])
    assert table.where(out) == {"J1": "C4", "J2": "D4"}
    move = table.moves(out)["J1"]
    assert (move["result"], move["by"]) == ("blocked", "J2")
    # J1 sent the move first, but did not end elsewhere: no dodge.
    assert table.throws(out) == {("J2", "J1"): (True, "plain")}


def test_case_gang_of_two_on_a_player_who_moved_early(table):
    """| gang of two on a player who moved early | J3 move (elsewhere); J1 throw J3 2;
    J2 throw J3 4 | J1 and J2 hit J3 (gang_hits_dodgers on) |"""
    state = table.start({"J1": "B3", "J2": "D3", "J3": "C3"})
    out = table.play(
        state,
        [("J3", table.move("C4")), ("J1", table.throw("J3", 2)), ("J2", table.throw("J3", 4))],
    )
    assert table.where(out)["J3"] == "C4"
    assert table.throws(out) == {("J1", "J3"): (True, "gang"), ("J2", "J3"): (True, "gang")}
    assert table.record(out, "J3")["times_hit"] == 2


# --- gang_hits_dodgers off -------------------------------------------------------------------


def test_gang_hits_dodgers_off_dodged_throws_do_not_gang(table):
    """[setting gang_hits_dodgers off] "a throw dodged as in step 3 does not count toward a
    gang": J3 move; J1 throw J3 2; J2 throw J3 4 -> both throws miss."""
    state = table.start({"J1": "B3", "J2": "D3", "J3": "C3"}, gang_hits_dodgers=False)
    out = table.play(
        state,
        [("J3", table.move("C4")), ("J1", table.throw("J3", 2)), ("J2", table.throw("J3", 4))],
    )
    assert table.throws(out) == {("J1", "J3"): (False, "dodged"), ("J2", "J3"): (False, "dodged")}
    assert table.record(out, "J3")["times_hit"] == 0


def test_gang_hits_dodgers_off_one_dodged_one_late(table):
    """[setting off] J1 throw J3 2; J3 move; J2 throw J3 4 -> only J2's throw is dodged, J3 is
    not ganged (one counted throw) and J1's throw hits: J3's move came too late for it."""
    state = table.start({"J1": "B3", "J2": "D3", "J3": "C3"}, gang_hits_dodgers=False)
    out = table.play(
        state,
        [("J1", table.throw("J3", 2)), ("J3", table.move("C4")), ("J2", table.throw("J3", 4))],
    )
    assert table.throws(out) == {("J1", "J3"): (True, "late_move"), ("J2", "J3"): (False, "dodged")}


def test_gang_hits_dodgers_off_late_movers_still_ganged(table):
    """[setting off] J1 throw J3 2; J2 throw J3 4; J3 move -> J3 moved after both throws:
    neither is dodged, so J3 is ganged and hit twice."""
    state = table.start({"J1": "B3", "J2": "D3", "J3": "C3"}, gang_hits_dodgers=False)
    out = table.play(
        state,
        [("J1", table.throw("J3", 2)), ("J2", table.throw("J3", 4)), ("J3", table.move("C4"))],
    )
    assert table.throws(out) == {("J1", "J3"): (True, "gang"), ("J2", "J3"): (True, "gang")}


def test_gang_hits_dodgers_on_mixed_send_times(table):
    """[setting on] J1 throw J3 2; J3 move; J2 throw J3 4 -> ganged whatever the dodge: both
    hit."""
    state = table.start({"J1": "B3", "J2": "D3", "J3": "C3"})
    out = table.play(
        state,
        [("J1", table.throw("J3", 2)), ("J3", table.move("C4")), ("J2", table.throw("J3", 4))],
    )
    assert table.throws(out) == {("J1", "J3"): (True, "gang"), ("J2", "J3"): (True, "gang")}


# --- gang clauses ------------------------------------------------------------------------------


def test_gang_ganged_thrower_fails_inside_another_gang(table):
    """ "each of those throws that does not itself fail hits X": J1, J2 -> J3 and J3, J4 -> J1.
    J1 and J3 are both ganged: their throws fail, J2's and J4's hit."""
    state = table.start({"J1": "B3", "J2": "C4", "J3": "C3", "J4": "A3"})
    out = table.play(
        state,
        [
            ("J1", table.throw("J3", 1)),
            ("J2", table.throw("J3", 2)),
            ("J3", table.throw("J1", 3)),
            ("J4", table.throw("J1", 4)),
        ],
    )
    assert table.throws(out) == {
        ("J1", "J3"): (False, "ganged_thrower"),
        ("J2", "J3"): (True, "gang"),
        ("J3", "J1"): (False, "ganged_thrower"),
        ("J4", "J1"): (True, "gang"),
    }
    assert table.record(out, "J3")["times_hit"] == 1 and table.record(out, "J1")["times_hit"] == 1


def test_gang_counts_throws_whatever_their_own_fate(table):
    """ "If two or more players throw at X (whatever their own fate), X is ganged": J1 is ganged
    by J3 and J4, and J1's failing throw still gangs J2 together with J5's."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "B1", "J4": "A2", "J5": "D2"})
    out = table.play(
        state,
        [
            ("J3", table.throw("J1", 1)),
            ("J4", table.throw("J1", 1)),
            ("J1", table.throw("J2", 1)),
            ("J5", table.throw("J2", 1)),
            ("J2", table.throw("J5", 1)),
        ],
    )
    results = table.throws(out)
    assert results[("J1", "J2")] == (False, "ganged_thrower")
    assert results[("J5", "J2")] == (True, "gang")
    assert results[("J2", "J5")] == (False, "ganged_thrower")
    assert any(e["event"] == "gang" and e["target"] == "J2" for e in out.log)


def test_duel_with_a_ganged_duellist(table):
    """ "If A and X throw at each other and A is ganged, A's throw fails and X's throw hits
    (X is one of A's gang)": J1 <-> J2 (5 vs 5), J3 -> J1."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "B1"})
    out = table.play(
        state,
        [("J1", table.throw("J2", 5)), ("J2", table.throw("J1", 5)), ("J3", table.throw("J1", 2))],
    )
    assert table.throws(out) == {
        ("J1", "J2"): (False, "ganged_thrower"),
        ("J2", "J1"): (True, "gang"),
        ("J3", "J1"): (True, "gang"),
    }


# --- duel clauses --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "first_hits", "second_hits", "reason"),
    [
        (2, 2, True, True, "duel_tie"),
        (3, 2, True, False, "duel_odd"),
        (1, 4, True, False, "duel_odd"),  # difference 3
        (3, 5, False, True, "duel_even"),
        (1, 5, False, True, "duel_even"),  # difference 4
        (5, 1, False, True, "duel_even"),
        (2, 5, True, False, "duel_odd"),
    ],
)
def test_duel_numbers(table, first, second, first_hits, second_hits, reason):
    """ "equal -> both are hit; difference 1 or 3 -> only the one who sent first hits;
    difference 2 or 4 -> only the one who sent second hits." """
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.throw("J2", first)), ("J2", table.throw("J1", second))])
    assert table.throws(out) == {
        ("J1", "J2"): (first_hits, reason),
        ("J2", "J1"): (second_hits, reason),
    }


def test_duel_send_order_is_the_order_in_force(table):
    """ "the send time that counts is that of the message holding the order in force": the same
    duel 3 vs 2 where J2's order was sent first makes J2 the winner."""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J2", table.throw("J1", 2)), ("J1", table.throw("J2", 3))])
    assert table.throws(out) == {
        ("J2", "J1"): (True, "duel_odd"),
        ("J1", "J2"): (False, "duel_odd"),
    }


def test_duel_equal_send_times_post_id(table):
    """ "equal times are ordered by post id": both sent at the same second; the lower post id
    counts as first, so 3 vs 2 goes to the lower post id."""
    from datetime import UTC, datetime

    from rules.base import Submitted
    from rules.chance import Chance
    from rules.mud import GAME

    state = table.start({"J1": "B2", "J2": "C2"})
    same = datetime(2026, 3, 3, 10, 0, tzinfo=UTC)
    orders = {
        "J1": Submitted(table.throw("J2", 3), same, 501),
        "J2": Submitted(table.throw("J1", 2), same, 500),
    }
    out = GAME.resolve(state, "turn-1", {"turn-1": orders}, Chance("s", "t"))
    assert table.throws(out) == {
        ("J2", "J1"): (True, "duel_odd"),
        ("J1", "J2"): (False, "duel_odd"),
    }


# --- dodges and plain throws ---------------------------------------------------------------


def test_plain_throw_hits_whatever_the_target_did(table):
    """ "Any other throw A->X (X did not throw at A, nobody else threw at X, no dodge) hits X,
    whatever X did": at a passer, at a silent player, at a player who moved too late."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "A3", "J4": "A2", "J5": "E5", "J6": "E4"})
    out = table.play(
        state,
        [
            ("J2", table.pass_()),
            ("J1", table.throw("J2", 1)),
            ("J3", table.throw("J4", 1)),  # J4 sends nothing
            ("J6", table.throw("J5", 4)),
            ("J5", table.move("D5")),
        ],
    )
    results = table.throws(out)
    assert results[("J1", "J2")] == (True, "plain")
    assert results[("J3", "J4")] == (True, "plain")
    assert results[("J6", "J5")] == (True, "late_move")


def test_plain_throw_at_someone_throwing_elsewhere(table):
    """Plain throw: J1 -> J2 while J2 -> J3 (not a duel): both hit."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "D2"})
    out = table.play(state, [("J1", table.throw("J2", 1)), ("J2", table.throw("J3", 4))])
    assert table.throws(out) == {("J1", "J2"): (True, "plain"), ("J2", "J3"): (True, "plain")}


def test_dodge_needs_to_end_elsewhere(table):
    """ "misses if X's order is a move sent before A's throw and X ends the turn on another
    intersection": J2's early move is blocked by J3 who stays, so J1 hits J2."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "D2"})
    out = table.play(
        state, [("J2", table.move("D2")), ("J1", table.throw("J2", 3)), ("J3", table.pass_())]
    )
    assert table.where(out)["J2"] == "C2"
    assert table.throws(out) == {("J1", "J2"): (True, "plain")}


def test_dodge_by_a_displaced_mover(table):
    """A mover displaced elsewhere still "ends the turn on another intersection": J3 sent a
    move before J1's throw, lost the clash on D3 to J2, was displaced -> J1 misses."""
    state = table.start({"J1": "C2", "J2": "D4", "J3": "C3"})
    out = table.play(
        state,
        [("J2", table.move("D3")), ("J3", table.move("D3")), ("J1", table.throw("J3", 3))],
    )
    assert table.moves(out)["J3"]["result"] == "displaced"
    assert table.throws(out) == {("J1", "J3"): (False, "dodged")}


def test_missing_order_is_a_pass(table):
    """ "A player who sends nothing passes." """
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [])
    assert table.where(out) == {"J1": "B2", "J2": "C2"}
    assert {"event": "pass", "player": "J1", "sent": False} in out.log
    assert out.state["history"][-1]["orders"]["J1"]["kind"] == "pass"


def test_void_order_at_resolution_is_a_pass(table):
    """An order that does not fit the start positions (never accepted) counts as a pass."""
    state = table.start({"J1": "B2", "J2": "D4"})
    out = table.play(state, [("J1", table.throw("J2", 3)), ("J2", Order("move", {"to": "A1"}))])
    assert table.throws(out) == {}
    assert table.where(out) == {"J1": "B2", "J2": "D4"}
    codes = {e["player"]: e["code"] for e in out.log if e["event"] == "void_order"}
    assert codes == {"J1": "not_adjacent", "J2": "not_adjacent"}


def test_results_notice_lists_moves_and_throws(table):
    """ "Public post: the moves (with displacements), every throw and whether it hit, the
    standings table, and the board picture." """
    state = table.start({"J1": "C4", "J2": "E4", "J3": "B2", "J4": "B3"})
    out = table.play(
        state,
        [("J1", table.move("D4")), ("J2", table.move("D4")), ("J3", table.throw("J4", 2))],
    )
    public = [n for n in out.notices if n.audience == PUBLIC]
    assert [n.template for n in public] == ["results"]
    params = public[0].params
    assert public[0].picture is True
    assert {m["player"]: m["result"] for m in params["moves"]} == {"J1": "moved", "J2": "displaced"}
    assert params["throws"][0]["hit"] is True and params["throws"][0]["point"] is True
    assert [row["name"] for row in params["standings"]][0] == "J3"
    assert params["passed"] == ["J4"]
    private = [n for n in out.notices if n.audience != PUBLIC]
    assert [(n.audience, n.template) for n in private] == [
        (name, "position") for name in ("J1", "J2", "J3", "J4")]
    told = {n.audience: n.params for n in private}
    assert [name for name, params in told.items() if params["moved_aside"]] == ["J2"]
    assert told["J2"]["moved_aside"]["to"] == told["J2"]["position"] == table.where(out)["J2"]
