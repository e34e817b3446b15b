"""Views: the one place where secrets are filtered, and fog of war.

"Positions are public [setting: fog — if on, each player only learns by private message who
stands on the intersections next to them]."
"""

from __future__ import annotations

import json

from rules.base import GM, PUBLIC
from rules.mud import GAME

STATUS_KEYS = {"turn", "turns", "finished", "players", "ranking", "places"}


def test_public_view_has_what_the_status_needs(table):
    state = table.start({"anna": "B2", "boris": "C2"})
    view = GAME.view(state, None)
    assert STATUS_KEYS <= set(view)
    assert view["players"][0] == {
        "name": "anna",
        "position": "B2",
        "points": 0,
        "times_hit": 0,
        "victims": [],
    }
    assert (view["turn"], view["turns"], view["finished"]) == (1, 10, False)
    assert view["ranking"] == ["anna", "boris"] and view["places"] == {"anna": 1, "boris": 1}


def test_player_view_adds_own_position_neighbours_and_reach(table):
    state = table.start({"anna": "B2", "boris": "C2", "chloe": "E5"})
    view = GAME.view(state, "anna")
    assert view["viewer"] == "anna"
    assert view["position"] == "B2"
    assert view["neighbours"] == ["A2", "B1", "B3", "C2"]
    assert view["in_reach"] == ["boris"]
    assert {"label": "C2", "player": "boris"} in view["around"]


def test_views_never_include_orders(table):
    """Orders of the open turn are not in the state; past orders are shown to the GM only
    (the public learns them through the results post)."""
    state = table.start({"anna": "B2", "boris": "C2"})
    out = table.play(state, [("anna", table.throw("boris", 4)), ("boris", table.move("D2"))])
    for viewer in (None, "anna", "boris"):
        text = json.dumps(GAME.view(out.state, viewer))
        assert "history" not in text and "orders" not in text and "sent_at" not in text
    gm = GAME.view(out.state, GM)
    assert gm["history"][0]["orders"]["anna"] == {
        "kind": "throw",
        "target": "boris",
        "number": 4,
        "sent_at": "2026-03-02T22:01:00+00:00",
        "post_id": 100,
    }


def test_fog_views_hide_positions(table):
    """[fog] public: no positions; a player: their own and their neighbours' occupants only;
    the GM: everything."""
    state = table.start({"anna": "B2", "boris": "C2", "chloe": "E5"}, fog=True)
    public = GAME.view(state, None)
    assert all(p["position"] is None for p in public["players"])
    assert "position" not in public and "neighbours" not in public
    anna = GAME.view(state, "anna")
    assert {p["name"]: p["position"] for p in anna["players"]} == {
        "anna": "B2",
        "boris": "C2",
        "chloe": None,
    }
    chloe = GAME.view(state, "chloe")
    assert {p["name"]: p["position"] for p in chloe["players"]} == {
        "anna": None,
        "boris": None,
        "chloe": "E5",
    }
    assert chloe["in_reach"] == []
    gm = GAME.view(state, GM)
    assert [p["position"] for p in gm["players"]] == ["B2", "C2", "E5"]
    assert STATUS_KEYS <= set(public) and STATUS_KEYS <= set(gm)


def test_unknown_viewer_gets_the_public_view(table):
    state = table.start({"anna": "B2", "boris": "C2"}, fog=True)
    assert GAME.view(state, "someone") == GAME.view(state, None)


def test_fog_turn_notices(table):
    """[fog] "the public post gives only who hit whom and the standings; each player's private
    reply gives their own position and what they see" (with any displacement notice)."""
    state = table.start({"J1": "C4", "J2": "E4", "J3": "A1", "J4": "A2"}, fog=True)
    out = table.play(
        state,
        [("J1", table.move("D4")), ("J2", table.move("D4")), ("J3", table.throw("J4", 5))],
    )
    public = [n for n in out.notices if n.audience == PUBLIC]
    assert len(public) == 1 and public[0].picture is False
    params = public[0].params
    assert params["hits"] == [{"thrower": "J3", "target": "J4", "point": True}]
    assert "moves" not in params and "throws" not in params
    assert "C4" not in json.dumps(params) and "D4" not in json.dumps(params)
    private = {n.audience: n for n in out.notices if n.audience != PUBLIC}
    assert set(private) == {"J1", "J2", "J3", "J4"}
    assert {n.template for n in private.values()} == {"position"}
    where = table.where(out)
    for name, notice in private.items():
        assert notice.params["position"] == where[name]
    assert private["J1"].params["moved_aside"] is None
    aside = private["J2"].params["moved_aside"]
    assert aside["result"] == "displaced" and aside["to"] == where["J2"]
    # The clash winner came from out of sight: with fog, not named.
    assert aside["by"] is None
    assert private["J3"].params["in_reach"] == ["J4"]


def test_fog_blocked_mover_learns_who_blocked_them(table):
    """[fog] a blocker stands next to the mover, who sees them anyway: named."""
    state = table.start({"J1": "B2", "J2": "C2"}, fog=True)
    out = table.play(state, [("J1", table.move("C2"))])
    aside = next(n for n in out.notices if n.audience == "J1").params["moved_aside"]
    assert (aside["result"], aside["by"]) == ("blocked", "J2")


# --- where each player stands and what is within reach, after every turn -------------------


def test_whereabouts_are_the_position_its_neighbours_and_the_players_in_reach(table):
    """ "throw <player> <n> — throw mud at the player standing on a neighbouring
    intersection"; "move <coordinate> — to a neighbouring intersection": reach is the
    neighbouring intersections and who stands on them."""
    from rules.mud import state as st

    state = table.start({"anna": "B2", "boris": "C2", "chloe": "E5"})
    assert st.whereabouts(state, "anna") == {
        "position": "B2",
        "neighbours": ["A2", "B1", "B3", "C2"],
        "around": [{"label": "A2", "player": None}, {"label": "B1", "player": None},
                   {"label": "B3", "player": None}, {"label": "C2", "player": "boris"}],
        "in_reach": ["boris"],
    }
    assert st.whereabouts(state, "chloe")["in_reach"] == []


def test_the_start_the_view_and_each_turn_tell_the_same_whereabouts(table):
    """One reckoning: the start's private message, a player's view and the private post after
    a turn all carry `whereabouts` of the state they follow."""
    from rules.chance import Chance
    from rules.mud import state as st

    places = {"anna": "B2", "boris": "C2", "chloe": "E5"}
    setup = GAME.setup({"turns": 3}, list(places), Chance("w", "setup"), {"start": places})
    for notice in setup.notices[1:]:
        told = st.whereabouts(setup.state, notice.audience)
        assert {k: notice.params[k] for k in told} == told
        assert {k: GAME.view(setup.state, notice.audience)[k] for k in told} == told
    out = table.play(setup.state, [("anna", table.move("B3")), ("chloe", table.move("D5"))])
    private = {n.audience: n for n in out.notices if n.audience != PUBLIC}
    assert set(private) == {"anna", "boris", "chloe"}
    for name, notice in private.items():
        told = st.whereabouts(out.state, name)
        assert notice.template == "position" and notice.params["last"] is False
        assert {k: notice.params[k] for k in told} == told
    assert private["anna"].params["position"] == "B3"
    assert private["boris"].params["in_reach"] == []  # anna stepped out of his reach


def test_after_the_last_turn_only_a_displaced_player_hears_in_private(table):
    """Positions are public and no order is left to give: after the last turn, only "each
    mover who did not land on their target is told in private where they ended and why"."""
    state = table.start({"J1": "B2", "J2": "C2", "J3": "E5"}, turns=1)
    out = table.play(state, [("J1", table.move("C2")), ("J3", table.move("D5"))])
    private = [n for n in out.notices if n.audience != PUBLIC]
    assert [(n.audience, n.template) for n in private] == [("J1", "position")]
    assert private[0].params["last"] is True
    assert private[0].params["moved_aside"]["result"] == "blocked"
    foggy = table.start({"J1": "B2", "J2": "C2", "J3": "E5"}, turns=1, fog=True)
    out = table.play(foggy, [("J3", table.move("D5"))])
    assert sorted(n.audience for n in out.notices if n.audience != PUBLIC) == ["J1", "J2", "J3"]
