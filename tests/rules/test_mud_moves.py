"""Step 1 of the resolution: moves, repeated until nothing changes (rules/mud.md, Resolution 1).

Most cases go through the whole turn on plain grids; the send-order case uses `resolve_moves`
on a small hand-made board.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from rules.chance import Chance
from rules.mud.maps import Board
from rules.mud.resolve import resolve_moves


def test_move_to_a_free_neighbour(table):
    """ "move <coordinate> — to a neighbouring intersection of their current one." """
    state = table.start({"J1": "B2", "J2": "E5"})
    out = table.play(state, [("J1", table.move("B3"))])
    assert table.where(out) == {"J1": "B3", "J2": "E5"}
    assert table.moves(out)["J1"]["result"] == "moved"
    told = [n for n in out.notices if n.audience == "J1"]
    assert [n.template for n in told] == ["position"]
    assert told[0].params["moved_aside"] is None and told[0].params["position"] == "B3"


def test_blocked_move_onto_a_stayer(table):
    """ "a move fails (the mover stays where they are) if its target will be occupied by someone
    who ends the turn where they started": J2 passes on C2."""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.move("C2")), ("J2", table.pass_())])
    assert table.where(out) == {"J1": "B2", "J2": "C2"}
    assert table.moves(out)["J1"] == {
        "player": "J1",
        "from": "B2",
        "target": "C2",
        "to": "B2",
        "result": "blocked",
        "by": "J2",
    }
    told = [n for n in out.notices if n.audience == "J1"]
    assert [n.template for n in told] == ["position"]
    aside = told[0].params["moved_aside"]
    assert aside["result"] == "blocked" and aside["by"] == "J2"


def test_chain_of_moves_into_vacated_intersections(table):
    """ "An intersection a mover leaves is free for others": J1 B2->C2, J2 C2->D2, J3 D2->E2,
    whatever the send order."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "D2"})
    out = table.play(
        state, [("J1", table.move("C2")), ("J2", table.move("D2")), ("J3", table.move("E2"))]
    )
    assert table.where(out) == {"J1": "C2", "J2": "D2", "J3": "E2"}
    assert {row["result"] for row in table.moves(out).values()} == {"moved"}


def test_chain_of_moves_blocked_at_its_head(table):
    """Repeat until nothing changes: J3 stays on E2, so J2 (D2->E2) fails, so J1 (C2->D2)
    fails too."""
    state = table.start({"J1": "C2", "J2": "D2", "J3": "E2"})
    out = table.play(state, [("J1", table.move("D2")), ("J2", table.move("E2"))])
    assert table.where(out) == {"J1": "C2", "J2": "D2", "J3": "E2"}
    moves = table.moves(out)
    assert (moves["J2"]["result"], moves["J2"]["by"]) == ("blocked", "J3")
    assert (moves["J1"]["result"], moves["J1"]["by"]) == ("blocked", "J2")


def test_swap_of_two_movers(table):
    """Our reading: a move fails only onto someone who stays put, so two players who swap
    places both move."""
    state = table.start({"J1": "B2", "J2": "C2"})
    out = table.play(state, [("J1", table.move("C2")), ("J2", table.move("B2"))])
    assert table.where(out) == {"J1": "C2", "J2": "B2"}


def test_clash_first_sender_takes_it(table):
    """ "among several movers aiming at the same intersection, the one who sent first takes it"
    — swapping the send order swaps the winner."""
    state = table.start({"J1": "C4", "J2": "E4"})
    out = table.play(state, [("J2", table.move("D4")), ("J1", table.move("D4"))])
    assert table.where(out)["J2"] == "D4"
    assert table.moves(out)["J1"]["result"] == "displaced"


def test_displacement_nearest_to_target_first(table):
    """ "nearest to the target first": J2 (E3) loses D3 to J1 (C3); D2 and D4 are taken by
    stayers; C3, left by J1, is one street from D3 (three from E3) and beats E2 and E4, which
    are two streets from D3 but next to J2's start."""
    state = table.start({"J1": "C3", "J2": "E3", "S1": "D2", "S2": "D4"})
    out = table.play(state, [("J1", table.move("D3")), ("J2", table.move("D3"))])
    assert table.where(out)["J2"] == "C3"


def test_displacement_then_nearest_to_start(table):
    """ "then nearest to the mover's start": W (D2) takes D3 before L (E3); X fills D2 from D1;
    stayers on C3, D4 and E4. Every free spot is two streets from D3; E2 is the only one next
    to L's start (E3), so L goes to E2 — no draw."""
    state = table.start({"W": "D2", "L": "E3", "X": "D1", "S1": "C3", "S2": "D4", "S3": "E4"})
    out = table.play(
        state, [("W", table.move("D3")), ("X", table.move("D2")), ("L", table.move("D3"))]
    )
    assert table.where(out)["L"] == "E2"
    assert not [e for e in out.log if e["event"] == "draw"]


def test_displacement_then_seeded_draw(table):
    """ "then a seeded draw": J2 (E4) loses D4 to J1 (C4); C4, D3 and D5 tie (one street from
    D4, two from E4). The draw is logged, and a pinned die picks among the tied spots in label
    order."""
    state = table.start({"J1": "C4", "J2": "E4"})
    orders = [("J1", table.move("D4")), ("J2", table.move("D4"))]
    for die, spot in [(1, "C4"), (2, "D3"), (3, "D5")]:
        out = table.play(state, orders, pinned=[die])
        assert table.where(out)["J2"] == spot
        draws = [e for e in out.log if e["event"] == "draw"]
        assert draws == [{"event": "draw", "die": 3, "value": die, "why": "displace J2 near D4"}]


def test_a_drawn_displacement_says_what_it_was_drawn_among(table):
    """Public results say, for every draw, what was drawn from what: J2's move row (the
    results, the history, the log) and J2's own notice carry the tied spots in the draw's
    order and the spot drawn; a displacement without a draw carries none. With fog the
    notice says a draw took place but names no spot (which were free is not J2's to see)."""
    state = table.start({"J1": "C4", "J2": "E4"})
    orders = [("J1", table.move("D4")), ("J2", table.move("D4"))]
    out = table.play(state, orders, pinned=[2])
    row = table.moves(out)["J2"]
    assert (row["among"], row["to"]) == (["C4", "D3", "D5"], "D3")
    results = next(n for n in out.notices if n.template == "results")
    assert next(m for m in results.params["moves"] if m["player"] == "J2") == row
    assert "among" not in table.moves(out)["J1"]
    aside = next(n for n in out.notices if n.audience == "J2").params["moved_aside"]
    assert (aside["drawn"], aside["among"], aside["to"]) == (True, ["C4", "D3", "D5"], "D3")
    fog = table.play(table.start({"J1": "C4", "J2": "E4"}, fog=True), orders, pinned=[2])
    aside = next(n for n in fog.notices if n.audience == "J2").params["moved_aside"]
    assert (aside["drawn"], aside["among"], aside["to"]) == (True, [], "D3")
    # No draw: L goes to E2, nearest to D3 and to its start (see above).
    state = table.start({"W": "D2", "L": "E3", "X": "D1", "S1": "C3", "S2": "D4", "S3": "E4"})
    out = table.play(
        state, [("W", table.move("D3")), ("X", table.move("D2")), ("L", table.move("D3"))]
    )
    assert table.moves(out)["L"]["result"] == "displaced" and "among" not in table.moves(out)["L"]
    aside = next(n for n in out.notices if n.audience == "L").params["moved_aside"]
    assert (aside["drawn"], aside["among"]) == (False, [])


def test_displacement_never_to_own_start(table):
    """ "(never their own start)": on a line A1-B1-C1, J1 (A1) takes B1 before J2 (C1). J2's own
    start would be the nearest spot; J2 goes to A1, the start J1 left."""
    state = table.start({"J1": "A1", "J2": "C1"}, map="grid:3x1")
    out = table.play(state, [("J1", table.move("B1")), ("J2", table.move("B1"))])
    assert table.where(out) == {"J1": "B1", "J2": "A1"}
    assert table.moves(out)["J2"]["result"] == "displaced"


def test_displacement_no_room_stays(table):
    """ "one who finds no such intersection stays where they are": line A1..E1; G A1->B1,
    F B1->C1, W C1->D1, L E1->D1 (after W). Within two streets of D1 every spot is taken or is
    L's own start: L stays on E1."""
    state = table.start({"G": "A1", "F": "B1", "W": "C1", "L": "E1"}, map="grid:5x1")
    out = table.play(
        state,
        [
            ("W", table.move("D1")),
            ("L", table.move("D1")),
            ("F", table.move("C1")),
            ("G", table.move("B1")),
        ],
    )
    assert table.where(out) == {"G": "B1", "F": "C1", "W": "D1", "L": "E1"}
    assert (table.moves(out)["L"]["result"], table.moves(out)["L"]["by"]) == ("no_room", "W")
    told = [n for n in out.notices if n.audience == "L"]
    assert told[0].template == "position" and told[0].params["moved_aside"]["result"] == "no_room"


def test_no_room_mover_then_blocks_others(table):
    """Repeat until nothing changes: a clash loser with no room stays put, and "one cannot walk
    onto a person who stays put". Line A1..G1: W C1->D1 first, L E1->D1; V B1->C1, U A1->B1,
    X F1->E1, Y G1->F1. Within two streets of D1 every spot is someone's target or L's own
    start: L stays on E1, which blocks X, which blocks Y."""
    state = table.start(
        {"U": "A1", "V": "B1", "W": "C1", "L": "E1", "X": "F1", "Y": "G1"}, map="grid:7x1"
    )
    out = table.play(
        state,
        [
            ("W", table.move("D1")),
            ("L", table.move("D1")),
            ("V", table.move("C1")),
            ("U", table.move("B1")),
            ("X", table.move("E1")),
            ("Y", table.move("F1")),
        ],
    )
    assert table.where(out) == {"U": "B1", "V": "C1", "W": "D1", "L": "E1", "X": "F1", "Y": "G1"}
    moves = table.moves(out)
    assert (moves["L"]["result"], moves["L"]["by"]) == ("no_room", "W")
    assert (moves["X"]["result"], moves["X"]["by"]) == ("blocked", "L")
    assert (moves["Y"]["result"], moves["Y"]["by"]) == ("blocked", "X")
    assert sorted(n.audience for n in out.notices
                  if n.template == "position" and n.params["moved_aside"]) == [
        "L",
        "X",
        "Y",
    ]


def _board(name: str, pairs: list[tuple[str, str]]) -> Board:
    labels = sorted({label for pair in pairs for label in pair})
    places = {label: (float(i), 0.0) for i, label in enumerate(labels)}
    return Board(name, places, frozenset(frozenset(pair) for pair in pairs))


def _queue(*movers: tuple[str, str]) -> dict[str, tuple[str, tuple[datetime, int]]]:
    t0 = datetime(2026, 1, 2, tzinfo=UTC)
    return {
        name: (target, (t0 + timedelta(minutes=i), i)) for i, (name, target) in enumerate(movers)
    }


def test_displaced_spot_handed_out_again_when_its_owner_stays():
    """ "where nobody will stand at the end of the turn", repeated until nothing changes: L1 is
    first displaced to z, which Z is leaving for l2; then L2 finds no room and stays on l2, so
    Z is blocked and stays on z, so L1 must be displaced again — and finds no room either,
    which blocks K (onto l1) and then J (onto k)."""
    board = _board(
        "knot",
        [
            ("T", "w"),
            ("T", "l1"),
            ("T", "l2"),
            ("T", "z"),
            ("z", "l2"),
            ("w", "o"),
            ("o", "r"),
            ("l1", "k"),
            ("k", "j"),
        ],
    )
    before = {"W": "w", "L1": "l1", "L2": "l2", "Z": "z", "O": "o", "R": "r", "K": "k", "J": "j"}
    moves = _queue(
        ("W", "T"),
        ("L1", "T"),
        ("L2", "T"),
        ("Z", "l2"),
        ("O", "w"),
        ("R", "o"),
        ("K", "l1"),
        ("J", "k"),
    )
    results = resolve_moves(board, before, moves, Chance("s", "knot"))
    assert {name: r.end for name, r in results.items()} == {
        "W": "T",
        "L1": "l1",
        "L2": "l2",
        "Z": "z",
        "O": "w",
        "R": "o",
        "K": "k",
        "J": "j",
    }
    assert {name: (r.result, r.by) for name, r in results.items() if r.result != "moved"} == {
        "L1": ("no_room", "W"),
        "L2": ("no_room", "W"),
        "Z": ("blocked", "L2"),
        "K": ("blocked", "L1"),
        "J": ("blocked", "K"),
    }


def test_send_order_among_displaced_movers():
    """ "each other one, in send order, is displaced": on a star (w, a, b, p around T, p also
    next to a and b), W takes T; whoever of A and B sent first gets p, one street from their
    start."""
    board = _board("star", [("T", "w"), ("T", "a"), ("T", "b"), ("T", "p"), ("a", "p"), ("b", "p")])
    before = {"W": "w", "A": "a", "B": "b"}
    first = resolve_moves(
        board, before, _queue(("W", "T"), ("A", "T"), ("B", "T")), Chance("s", "x")
    )
    assert first["W"].end == "T" and first["A"].end == "p"
    second = resolve_moves(
        board, before, _queue(("W", "T"), ("B", "T"), ("A", "T")), Chance("s", "x")
    )
    assert second["B"].end == "p"
    assert second["A"].end in {"w", "b"}


def test_resolve_moves_is_deterministic():
    """Same seed, same displacement draws: the clash on D4 twice gives the same spot, and the
    draw is taken once even when a round is replayed."""
    from rules.mud.maps import load

    board = load("grid:5x5")
    before = {"J1": "C4", "J2": "E4"}
    moves = _queue(("J1", "D4"), ("J2", "D4"))
    ends = set()
    for _ in range(3):
        chance = Chance("same", "turn-1")
        ends.add(resolve_moves(board, before, moves, chance)["J2"].end)
        assert len(chance.log) == 1
    assert len(ends) == 1
