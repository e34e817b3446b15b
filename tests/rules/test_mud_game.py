"""The mud fight as the bridge drives it: settings, set-up, steps, the order desk, scoring and
ranking over several turns, the end of the game, determinism, maps and the picture."""

from __future__ import annotations

import sys
import types
from datetime import UTC, datetime

import pytest

from rules import registry
from rules.base import GM, PUBLIC, Accepted, Context, Game, Order, Rejection, Schedule
from rules.chance import Chance
from rules.mud import GAME
from rules.mud.maps import available, load

CTX_AT = datetime(2026, 3, 3, 9, 30, tzinfo=UTC)


def ctx(speaker: str, post_id: int = 7) -> Context:
    return Context(speaker=speaker, channel="desk", language="fr", sent_at=CTX_AT, post_id=post_id)


# --- the game object -----------------------------------------------------------------------


def test_game_metadata():
    """id "mud", names, languages, 2..26 players, the defaults of rules/mud.md."""
    game: Game = GAME
    assert registry.get("mud") is GAME
    assert game.id == "mud"
    assert dict(game.names) == {"fr": "Bataille de boue", "en": "Mud fight",
                                "ru": "Грязевая битва"}
    assert game.languages == ("fr", "en", "ru")
    assert (game.min_players, game.max_players) == (2, 26)
    assert dict(game.defaults) == {
        "map": "grid:5x5",
        "turns": 10,
        "schedule": "0 22 2-30/2 * *",
        "timezone": "Europe/Paris",
        "fog": False,
        "gang_hits_dodgers": True,
    }


# --- settings ----------------------------------------------------------------------------------


def test_check_settings_accepts_defaults_and_the_town_map():
    assert GAME.check_settings({}) is None
    assert GAME.check_settings(dict(GAME.defaults)) is None
    assert GAME.check_settings({"map": "vaubrune", "turns": 1, "fog": True, "review": "gm"}) is None
    assert GAME.check_settings({"map": "grid:26x99", "turns": 99}) is None


@pytest.mark.parametrize(
    ("settings", "code"),
    [
        ({"map": "dole"}, "unknown_map"),
        ({"map": "grid:0x5"}, "unknown_map"),
        ({"map": "grid:27x2"}, "unknown_map"),
        ({"map": 5}, "unknown_map"),
        ({"turns": 0}, "invalid_turns"),
        ({"turns": 100}, "invalid_turns"),
        ({"turns": "10"}, "invalid_turns"),
        ({"turns": True}, "invalid_turns"),
        ({"turns": 2.5}, "invalid_turns"),
        ({"fog": "yes"}, "invalid_setting"),
        ({"gang_hits_dodgers": 1}, "invalid_setting"),
        ({"schedule": "every even day"}, "invalid_schedule"),
        ({"timezone": "Europe/Dole"}, "invalid_timezone"),
    ],
)
def test_check_settings_rejections(settings, code):
    """Bad settings are refused with a code and parameters, never a sentence."""
    rejection = GAME.check_settings(settings)
    assert isinstance(rejection, Rejection) and rejection.code == code


def test_unknown_map_names_the_available_maps():
    rejection = GAME.check_settings({"map": "dole"})
    assert rejection == Rejection("unknown_map", {"map": "dole", "available": available()})


# --- set-up --------------------------------------------------------------------------------


def test_setup_with_pinned_start_any_case():
    """ "Start: every player on a distinct intersection, given by the GM" — names and
    coordinates in any case."""
    out = GAME.setup(
        {}, ["anna", "Boris"], Chance("s", "setup"), {"start": {"ANNA": "c4", "boris": "D4"}}
    )
    state = out.state
    assert [(p["name"], p["position"]) for p in state["players"]] == [
        ("anna", "C4"),
        ("Boris", "D4"),
    ]
    assert (state["turn"], state["turns"], state["finished"]) == (1, 10, False)
    assert state["settings"] == {"fog": False, "gang_hits_dodgers": True}
    assert not [e for e in out.log if e["event"] == "draw"]


def test_setup_with_random_start_is_seeded_and_distinct():
    """ "... or drawn at random (seeded)": distinct intersections, same seed same draw, every
    draw logged."""
    players = [f"p{i}" for i in range(25)]
    first = GAME.setup({}, players, Chance("seed-1", "setup"), {})
    again = GAME.setup({}, players, Chance("seed-1", "setup"), {})
    other = GAME.setup({}, players, Chance("seed-2", "setup"), {})
    spots = [p["position"] for p in first.state["players"]]
    assert len(set(spots)) == 25 and set(spots) == set(load("grid:5x5").labels())
    assert first.state == again.state and first.log == again.log
    assert other.state != first.state
    assert len([e for e in first.log if e["event"] == "draw"]) == 24  # the last spot is forced


def test_setup_mixes_pinned_and_drawn_starts():
    out = GAME.setup({}, ["a", "b", "c"], Chance("s", "setup"), {"start": {"b": "A1"}})
    where = {p["name"]: p["position"] for p in out.state["players"]}
    assert where["b"] == "A1" and len(set(where.values())) == 3


@pytest.mark.parametrize("fog", [False, True], ids=["open", "fog"])
def test_a_drawn_start_says_how_many_free_spots_it_was_drawn_among(fog):
    """A start is drawn in sign-up order among the intersections still free, in label order:
    the opening (public, without fog) says how many for each drawn start, the pinned one
    says nothing; with fog only the player's own start notice says it. The pinned die picks
    the spot at that place of the free spots in label order."""
    out = GAME.setup({"fog": fog}, ["a", "b", "c"], Chance("s", "setup", pinned=[1, 2]),
                     {"start": {"b": "A1"}})
    where = {p["name"]: p["position"] for p in out.state["players"]}
    assert (where["a"], where["c"]) == ("A2", "A4")  # 1st of A2…E5, then 2nd of A3…E5
    rows = {row["name"]: row for row in out.notices[0].params["players"]}
    starts = {n.audience: n.params for n in out.notices[1:]}
    assert starts["a"]["drawn_among"] == 24 and starts["c"]["drawn_among"] == 23
    assert "drawn_among" not in starts["b"]
    if fog:
        assert not any("drawn_among" in row for row in rows.values())
    else:
        assert (rows["a"]["drawn_among"], rows["c"]["drawn_among"]) == (24, 23)
        assert "drawn_among" not in rows["b"]


@pytest.mark.parametrize(
    "start", [{"a": "Z9"}, {"a": "A1", "b": "a1"}, {"zed": "A1"}], ids=["off", "twice", "stranger"]
)
def test_setup_refuses_bad_pinned_starts(start):
    with pytest.raises(ValueError):
        GAME.setup({}, ["a", "b"], Chance("s", "setup"), {"start": start})


def test_setup_refuses_more_players_than_intersections():
    with pytest.raises(ValueError):
        GAME.setup({"map": "grid:2x1"}, ["a", "b", "c"], Chance("s", "setup"), {})


def test_setup_opening_notices():
    """A public opening post (players and positions, board picture) and one private post per
    player: their position, neighbouring intersections, who is in reach."""
    out = GAME.setup(
        {},
        ["anna", "boris", "chloe"],
        Chance("s", "setup"),
        {"start": {"anna": "B2", "boris": "C2", "chloe": "E5"}},
    )
    public = out.notices[0]
    assert (public.audience, public.template, public.picture) == (PUBLIC, "opening", True)
    assert public.params["players"] == [
        {"name": "anna", "position": "B2"},
        {"name": "boris", "position": "C2"},
        {"name": "chloe", "position": "E5"},
    ]
    private = {n.audience: n for n in out.notices[1:]}
    assert set(private) == {"anna", "boris", "chloe"}
    anna = private["anna"]
    assert anna.template == "start"
    assert anna.params["position"] == "B2"
    assert [a["label"] for a in anna.params["around"]] == ["A2", "B1", "B3", "C2"]
    assert anna.params["in_reach"] == ["boris"]
    assert private["chloe"].params["in_reach"] == []
    assert not any(n.picture for n in private.values())


def test_setup_opening_with_fog_hides_positions():
    """[setting fog] the public opening says only that the game starts; no picture."""
    out = GAME.setup(
        {"fog": True},
        ["anna", "boris"],
        Chance("s", "setup"),
        {"start": {"anna": "B2", "boris": "C2"}},
    )
    public = out.notices[0]
    assert public.picture is False
    # ... so each player gets the board, as they see it, in their private start post.
    assert all(n.picture for n in out.notices[1:])
    assert all(p["position"] is None for p in public.params["players"])
    assert {n.audience: n.params["position"] for n in out.notices[1:]} == {
        "anna": "B2",
        "boris": "C2",
    }


# --- steps ---------------------------------------------------------------------------------


def test_step_is_the_open_turn(table):
    """Orders by private message until the calendar deadline, never resolved early."""
    state = table.start({"anna": "B2", "boris": "C2"})
    (step,) = GAME.steps(state)
    assert (step.key, step.awaited, step.channel, step.early, step.number) == (
        "turn-1",
        ("anna", "boris"),
        "desk",
        False,
        1,
    )
    assert step.deadline == Schedule()


def test_last_turn_finishes_the_game(table):
    """ "After the last turn: final ranking." No step is open once finished."""
    state = table.start({"anna": "B2", "boris": "C2"}, turns=2)
    state = table.play(state, []).state
    assert [s.key for s in GAME.steps(state)] == ["turn-2"]
    out = table.play(state, [("anna", table.throw("boris", 1))])
    assert out.state["finished"] is True and out.state["turn"] == 2
    assert GAME.steps(out.state) == ()
    assert out.state["final"] == [
        {"place": 1, "name": "anna", "points": 1, "times_hit": 0},
        {"place": 2, "name": "boris", "points": 0, "times_hit": 1},
    ]
    final = [n for n in out.notices if n.template == "final"]
    assert len(final) == 1 and final[0].audience == PUBLIC
    assert final[0].params["winners"] == ["anna"]
    assert final[0].params["ranking"][0]["victims"] == ["boris"]
    assert out.notices[0].params["last"] is True
    with pytest.raises(ValueError):
        table.play(out.state, [])


# --- the order desk ------------------------------------------------------------------------


@pytest.fixture
def desk_state(table):
    return table.start({"anna": "B2", "boris": "C2", "chloe": "E5"})


def test_accept_move_canonical(desk_state):
    """A move to a neighbouring intersection, any case, is echoed in canonical form."""
    verdict = GAME.accept(desk_state, ctx("anna"), Order("move", {"to": "b3"}), {})
    assert verdict == Accepted(
        "anna",
        Order("move", {"to": "B3"}),
        {
            "order": {"kind": "move", "to": "B3"},
            "player": "anna",
            "turn": 1,
            "sent_at": CTX_AT.isoformat(),
        },
    )


def test_accept_move_onto_an_occupied_neighbour(desk_state):
    """A neighbour occupied by another player is still a valid move order (settled at
    resolution)."""
    verdict = GAME.accept(desk_state, ctx("anna"), Order("move", {"to": "C2"}), {})
    assert isinstance(verdict, Accepted)


def test_accept_throw_and_pass(desk_state):
    throw = GAME.accept(
        desk_state, ctx("Anna"), Order("throw", {"target": "BORIS", "number": 3}), {}
    )
    assert isinstance(throw, Accepted)
    assert throw.actor == "anna" and throw.order == Order("throw", {"target": "boris", "number": 3})
    passing = GAME.accept(desk_state, ctx("anna"), Order("pass", {}), {})
    assert isinstance(passing, Accepted) and passing.params["order"] == {"kind": "pass"}


def test_accept_ignores_previous(desk_state):
    """A later valid order simply replaces the earlier one: `previous` changes nothing."""
    order = Order("move", {"to": "A2"})
    assert GAME.accept(desk_state, ctx("anna"), order, {}) == GAME.accept(
        desk_state, ctx("anna"), order, Order("throw", {"target": "boris", "number": 1})
    )


@pytest.mark.parametrize(
    ("speaker", "order", "code"),
    [
        ("anna", Order("move", {"to": "Z9"}), "off_board"),
        ("anna", Order("move", {"to": "C3"}), "not_adjacent"),
        ("anna", Order("move", {"to": "B2"}), "not_adjacent"),
        ("anna", Order("throw", {"target": "chloe", "number": 2}), "not_adjacent"),
        ("anna", Order("throw", {"target": "anna", "number": 2}), "self_target"),
        ("anna", Order("throw", {"target": "davd", "number": 2}), "unknown_player"),
        ("anna", Order("throw", {"target": "boris", "number": 0}), "invalid_number"),
        ("anna", Order("throw", {"target": "boris", "number": 6}), "invalid_number"),
        ("anna", Order("throw", {"target": "boris", "number": True}), "invalid_number"),
        ("anna", Order("throw", {"target": "boris"}), "invalid_number"),
        ("anna", Order("dance", {}), "not_an_order"),
        ("zed", Order("pass", {}), "not_a_player"),
    ],
)
def test_accept_rejections(desk_state, speaker, order, code):
    """Every order is checked when it arrives and refused with a code; the valid choices come
    with it."""
    verdict = GAME.accept(desk_state, ctx(speaker), order, {})
    assert isinstance(verdict, Rejection) and verdict.code == code
    if code != "not_a_player":
        assert verdict.params["neighbours"] == ["A2", "B1", "B3", "C2"]
        assert verdict.params["in_reach"] == ["boris"]


def test_accept_after_the_end(table):
    state = table.start({"anna": "B2", "boris": "C2"}, turns=1)
    state = table.play(state, []).state
    verdict = GAME.accept(state, ctx("anna"), Order("pass", {}), {})
    assert isinstance(verdict, Rejection) and verdict.code == "game_over"


def test_parse_delegates_to_read_order(desk_state, monkeypatch):
    """parse() hands the text to rules.mud.orders.read_order with the speaker, players, board
    and positions, and returns its reading."""
    seen = {}

    def read_order(text, *, speaker, players, board, positions):
        seen.update(
            text=text,
            speaker=speaker,
            players=list(players),
            board=board.name,
            positions=dict(positions),
        )
        return Order("move", {"to": "B3"})

    fake = types.ModuleType("rules.mud.orders")
    fake.read_order = read_order  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rules.mud.orders", fake)
    assert GAME.parse(desk_state, ctx("Anna"), "je vais en b3") == Order("move", {"to": "B3"})
    assert seen == {
        "text": "je vais en b3",
        "speaker": "anna",
        "players": ["anna", "boris", "chloe"],
        "board": "grid:5x5",
        "positions": {"anna": "B2", "boris": "C2", "chloe": "E5"},
    }
    assert GAME.parse(desk_state, ctx("zed"), "pass") == Rejection(
        "not_a_player", {"code": "not_a_player", "speaker": "zed"}
    )


# --- scoring and ranking -------------------------------------------------------------------


def test_points_count_distinct_victims_over_several_turns(table):
    """ "One point per distinct person hit; hitting the same person twice scores once."
    Turn 1 anna hits boris (+1), turn 2 again (+0, boris hit twice), turn 3 chloe (+1)."""
    state = table.start({"anna": "B2", "boris": "C2", "chloe": "B3"})
    out1 = table.play(state, [("anna", table.throw("boris", 1))])
    out2 = table.play(out1.state, [("anna", table.throw("boris", 2))])
    out3 = table.play(out2.state, [("anna", table.throw("chloe", 3))])
    anna = table.record(out3, "anna")
    assert (anna["points"], anna["victims"]) == (2, ["boris", "chloe"])
    assert table.record(out3, "boris")["times_hit"] == 2
    assert [row["point"] for row in out2.state["history"][-1]["throws"]] == [False]
    assert [e for e in out2.log if e["event"] == "point"] == []
    assert {"event": "point", "player": "anna", "victim": "chloe"} in out3.log


def test_ranking_ties_share_places(table):
    """ "Final ranking: points (desc), then times hit (asc); equal on both = shared place."
    anna and boris 1 point, never hit (shared 1st); chloe and david 0 points, hit once (shared
    3rd)."""
    state = table.start({"anna": "A1", "boris": "E5", "chloe": "D5", "david": "B1"})
    out = table.play(
        state,
        [
            ("anna", table.throw("david", 1)),
            ("boris", table.throw("chloe", 1)),
            ("chloe", table.throw("boris", 2)),
        ],
    )
    # boris and chloe duel 1 vs 2: difference 1, the first sender (boris) hits only.
    view = GAME.view(out.state, None)
    assert view["places"] == {"anna": 1, "boris": 1, "chloe": 3, "david": 3}
    assert view["ranking"] == ["anna", "boris", "chloe", "david"]


def test_standings_shared_place_then_gap(table):
    """Equal points and times hit share a place; the next place skips (1, 1, 3)."""
    state = table.start({"a": "A1", "b": "B1", "c": "C1", "d": "E5"})
    out = table.play(state, [("a", table.throw("b", 1)), ("c", table.throw("b", 1))])
    # b is ganged: a and c both hit b; d did nothing.
    assert GAME.view(out.state, None)["standings"] == [
        {"place": 1, "name": "a", "points": 1, "times_hit": 0},
        {"place": 1, "name": "c", "points": 1, "times_hit": 0},
        {"place": 3, "name": "d", "points": 0, "times_hit": 0},
        {"place": 4, "name": "b", "points": 0, "times_hit": 2},
    ]


# --- determinism ---------------------------------------------------------------------------


def test_resolution_is_deterministic(table):
    """Same state, orders and seed: the same outcome, notices and log, draws included."""
    state = table.start({"J1": "C4", "J2": "E4", "J3": "C2", "J4": "D2", "J5": "A5"})
    orders = [
        ("J1", table.move("D4")),
        ("J2", table.move("D4")),
        ("J3", table.throw("J4", 4)),
        ("J4", table.throw("J3", 1)),
    ]
    first = table.play(state, orders, seed="abc")
    second = table.play(state, orders, seed="abc")
    assert first == second
    assert state == table.start({"J1": "C4", "J2": "E4", "J3": "C2", "J4": "D2", "J5": "A5"})


def test_resolution_does_not_touch_its_input(table):
    state = table.start({"J1": "B2", "J2": "C2"})
    snapshot = repr(state)
    table.play(state, [("J1", table.throw("J2", 3))])
    assert repr(state) == snapshot


def test_state_is_plain_json(table):
    import json

    state = table.start({"J1": "C4", "J2": "E4"})
    out = table.play(state, [("J1", table.move("D4")), ("J2", table.move("D4"))])
    assert json.loads(json.dumps(out.state)) == out.state
    assert json.loads(json.dumps(out.log)) == out.log
    for notice in out.notices:
        assert json.loads(json.dumps(notice.params)) == notice.params


# --- maps and the picture ------------------------------------------------------------------


def test_town_map_loads_and_is_connected():
    """The sample town: 20-30 intersections with coordinate labels, not a full grid, a few
    diagonal streets, every intersection reachable from every other."""
    assert "vaubrune" in available()
    board = load("vaubrune")
    labels = board.labels()
    assert 20 <= len(labels) <= 30
    assert all(board.label(label.lower()) == label for label in labels)
    assert len(board.distances_from(labels[0])) == len(labels)
    columns = {label[0] for label in labels}
    rows = {label[1:] for label in labels}
    assert len(labels) < len(columns) * len(rows)
    diagonals = [
        street
        for street in board.streets
        if len({label[0] for label in street}) == 2 and len({label[1:] for label in street}) == 2
    ]
    assert len(diagonals) >= 2


def test_game_on_the_town_map():
    out = GAME.setup(
        {"map": "vaubrune"},
        ["anna", "boris"],
        Chance("s", "setup"),
        {"start": {"anna": "b2", "boris": "c3"}},
    )
    state = out.state
    assert GAME.steps(state)[0].number == 1
    assert isinstance(
        GAME.accept(state, ctx("anna"), Order("throw", {"target": "boris", "number": 2}), {}),
        Accepted,
    )
    assert isinstance(GAME.accept(state, ctx("anna"), Order("move", {"to": "C2"}), {}), Rejection)


def test_picture_is_a_small_deterministic_png(table):
    state = table.start({"anna": "B2", "zoé_42": "C2"})
    view = GAME.view(state, None)
    png = GAME.picture(view)
    assert png is not None and png.startswith(b"\x89PNG")
    assert len(png) < 100_000
    assert GAME.picture(GAME.view(state, None)) == png
    town = GAME.setup({"map": "vaubrune"}, ["anna", "boris"], Chance("s", "setup"), {}).state
    town_png = GAME.picture(GAME.view(town, None))
    assert town_png is not None and town_png.startswith(b"\x89PNG") and len(town_png) < 100_000


def test_picture_with_fog(table):
    """With fog the public view shows no position, so there is no picture; a player's picture
    shows what they see."""
    state = table.start({"anna": "B2", "boris": "C2", "chloe": "E5"}, fog=True)
    assert GAME.picture(GAME.view(state, None)) is None
    mine = GAME.picture(GAME.view(state, "anna"))
    assert mine is not None and mine.startswith(b"\x89PNG")
    assert GAME.picture(GAME.view(state, GM)) is not None
