"""The clan arena's settings, characteristics, sign-up and placement: one test per clause of
shared/rules/arena.md ("Warriors and characteristics", "Arena", 5.1), quoted in each
docstring."""

from __future__ import annotations

from typing import Any

import pytest

from rules.arena import state as st
from rules.base import JSON, Rejection
from rules.chance import Chance

EVEN = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}


def ok(result: JSON | Rejection) -> JSON:
    assert not isinstance(result, Rejection), result
    return result


def refused(result: JSON | Rejection | None) -> Rejection:
    assert isinstance(result, Rejection), "expected a refusal"
    return result


def signed_up(clans: dict[str, list[str]], **settings: Any) -> JSON:
    """Clans in sign-up, each chief first, everyone with an even spread."""
    state = st.new_state(settings)
    for name, members in clans.items():
        state = ok(st.found_clan(state, members[0], name, EVEN))
        for member in members[1:]:
            state = ok(st.join_clan(state, member, name, EVEN))
    return state


def placing(**settings: Any) -> JSON:
    return ok(st.close_signup(signed_up({"Loups": ["ana", "bob", "cid"], "Ours": ["xena", "yann"]},
                                        **settings)))


# --- settings ----------------------------------------------------------------------------


def test_default_settings_are_the_spec_defaults() -> None:
    """"each warrior spreads 12 points over the four, each between 1 and 6 [setting: budget,
    min, max]"; "4 chiefs at most"; "9 warriors at most per clan"; "daily at 22:00
    Europe/Paris"; "`always_count_defender`, default off"; "Equal scores → nobody leaves
    [setting: tie]"; "the choice window [setting: 2 h]" """
    state = st.new_state({})
    settings = state["settings"]
    assert (settings["budget"], settings["minimum"], settings["maximum"]) == (12, 1, 6)
    assert settings["max_chiefs"] == 4 and settings["max_clan"] == 9
    assert settings["schedule"] == "0 22 * * *" and settings["timezone"] == "Europe/Paris"
    assert settings["always_count_defender"] is False
    assert settings["tie"] == "nobody"
    assert settings["choice_minutes"] == 120
    assert settings["placement_hours"] == 24
    assert settings["map"] == st.DEFAULT_MAP
    assert state["phase"] == "signup" and state["round"] == 0


def test_default_map_ring_around_the_centre() -> None:
    """"Zones 1, 2, 3, 4 and the central zone C. Default adjacency: each outer zone touches
    C and its two ring neighbours (1–2, 2–3, 3–4, 4–1)." """
    arena = st.DEFAULT_MAP
    assert st.neighbours(arena, "1") == ["2", "4", "C"]
    assert st.neighbours(arena, "3") == ["2", "4", "C"]
    assert st.neighbours(arena, "C") == ["1", "2", "3", "4"]


def test_distance_counts_zone_borders_crossed() -> None:
    """"Distance = number of zone borders crossed." """
    arena = st.DEFAULT_MAP
    assert st.distance(arena, "1", "1") == 0
    assert st.distance(arena, "1", "2") == 1
    assert st.distance(arena, "1", "C") == 1
    assert st.distance(arena, "1", "3") == 2


def test_map_is_data() -> None:
    """"[setting: map as data]": a GM's map (here a line A–B–C–D, centre B) is taken, also
    typed as JSON text."""
    line = {"zones": ["A", "B", "C", "D"], "borders": [["A", "B"], ["B", "C"], ["C", "D"]],
            "centre": "B", "start": ["A", "D"]}
    assert st.check_settings({"map": line}) is None
    import json
    state = st.new_state({"map": json.dumps(line)})
    assert state["settings"]["map"] == line
    assert st.distance(line, "A", "D") == 3


@pytest.mark.parametrize(("settings", "code", "reason"), [
    ({"map": {"zones": ["1", "2"], "borders": [["1", "9"]], "centre": "1", "start": ["2"]}},
     "bad_map", "unknown_zone"),
    ({"map": {"zones": ["1", "2", "3"], "borders": [["1", "2"]], "centre": "1",
              "start": ["2"]}}, "bad_map", "unreachable"),
    ({"map": {"zones": ["1", "2"], "borders": [["1", "2"]], "centre": "Z", "start": ["2"]}},
     "bad_map", "no_centre"),
    ({"map": {"zones": ["1", "2"], "borders": [["1", "2"]], "centre": "1", "start": ["1"]}},
     "bad_map", "start_is_centre"),
    ({"map": "not json"}, "bad_map", "not_a_map"),
    ({"budget": 30}, "impossible_budget", None),
    ({"minimum": 4, "maximum": 3}, "invalid_setting", None),
    ({"max_chiefs": 1}, "invalid_setting", None),
    ({"tie": "coin"}, "invalid_setting", None),
    ({"always_count_defender": "yes"}, "invalid_setting", None),
    ({"choice_minutes": 0}, "invalid_setting", None),
    ({"placement_hours": 0}, "invalid_setting", None),
    ({"placement_hours": "demain"}, "invalid_setting", None),
    ({"schedule": "daily"}, "invalid_schedule", None),
    ({"timezone": "Mars/Olympus"}, "invalid_timezone", None),
])
def test_wrong_settings_are_refused_with_the_reason(settings: JSON, code: str,
                                                    reason: str | None) -> None:
    """A GM's setting the arena cannot run with is refused, saying which and why."""
    rejection = refused(st.check_settings(settings))
    assert rejection.code == code
    if reason is not None:
        assert rejection.params["reason"] == reason
    with pytest.raises(ValueError):
        st.new_state(settings)


# --- characteristics ---------------------------------------------------------------------


def test_spread_of_twelve_between_one_and_six_is_taken() -> None:
    """"each warrior spreads 12 points over the four, each between 1 and 6" """
    assert st.check_spread(EVEN, {}) is None
    assert st.check_spread({"attack": 6, "defence": 4, "shooting": 1, "shield": 1}, {}) is None


@pytest.mark.parametrize(("spread", "code", "params"), [
    ({"attack": 6, "defence": 6, "shooting": 1, "shield": 1}, "over_budget",
     {"total": 14, "budget": 12}),
    ({"attack": 3, "defence": 3, "shooting": 3, "shield": 2}, "under_budget",
     {"total": 11, "budget": 12}),
    ({"attack": 0, "defence": 6, "shooting": 3, "shield": 3}, "below_minimum",
     {"characteristic": "attack", "value": 0, "minimum": 1}),
    ({"attack": 7, "defence": 2, "shooting": 2, "shield": 1}, "above_maximum",
     {"characteristic": "attack", "value": 7, "maximum": 6}),
    ({"attack": 6, "defence": 6}, "missing_characteristic", {"names": ["shooting", "shield"]}),
    ({**EVEN, "speed": 1}, "unknown_characteristic", {"names": ["speed"]}),
    ({**EVEN, "attack": "3"}, "not_a_number", {"characteristic": "attack", "value": "3"}),
    ({**EVEN, "attack": True}, "not_a_number", {"characteristic": "attack", "value": True}),
])
def test_spread_refused_with_the_reason(spread: JSON, code: str, params: JSON) -> None:
    """"each between 1 and 6", "12 points": a spread that breaks the budget or a bound is
    refused, and the refusal says which, with the limits to spread within."""
    rejection = refused(st.check_spread(spread, {}))
    limits = {"budget": 12, "minimum": 1, "maximum": 6}
    assert (rejection.code, rejection.params) == (code, {**limits, **params})


def test_spread_follows_the_budget_and_bound_settings() -> None:
    """"[setting: budget, min, max]" """
    settings = {"budget": 16, "minimum": 2, "maximum": 8}
    assert st.check_spread({"attack": 8, "defence": 2, "shooting": 4, "shield": 2},
                           settings) is None
    assert refused(st.check_spread(EVEN, settings)).code == "under_budget"
    low = refused(st.check_spread({"attack": 1, "defence": 7, "shooting": 4, "shield": 4},
                                  settings))
    assert (low.code, low.params) == ("below_minimum", {
        "characteristic": "attack", "value": 1, **settings})


def test_wounded_roster_entry_is_checked_as_it_was_made() -> None:
    """"Characteristics belong to the forum user and carry over from one game to the next
    (a roster), because wounds ("mutilé") are permanent": the points lost are added back
    before the check, so a warrior wounded last game can sign up again."""
    wounded = {"attack": 0, "defence": 5, "shooting": 3, "shield": 3}
    assert refused(st.check_spread(wounded, {})).code == "below_minimum"
    assert st.check_spread(wounded, {}, {"attack": 1}) is None
    state = ok(st.found_clan(st.new_state({}), "ana", "Loups", wounded, {"attack": 1}))
    assert state["warriors"]["ana"]["attack"] == 0
    assert state["warriors"]["ana"]["lost"]["attack"] == 1


# --- sign-up (5.1) -----------------------------------------------------------------------


def test_chief_declares_a_clan_name() -> None:
    """"a player declares themself war chief ("chef de guerre") with a clan name" """
    state = ok(st.found_clan(st.new_state({}), "ana", "  Les   Loups ", EVEN))
    assert state["clans"] == [{"name": "Les Loups", "chief": "ana", "members": ["ana"],
                               "refused": None}]
    assert state["warriors"]["ana"]["clan"] == "Les Loups"
    assert st.is_chief(state, "ana") and st.chief_of(state, "ana") == "ana"


def test_clan_name_taken_or_empty_is_refused() -> None:
    """Two clans cannot share a name (case ignored), and a clan has one."""
    state = signed_up({"Loups": ["ana"]})
    assert refused(st.found_clan(state, "bob", "loups", EVEN)).code == "clan_name_taken"
    assert refused(st.found_clan(state, "bob", "  ", EVEN)).code == "no_clan_name"


def test_at_most_four_chiefs() -> None:
    """"4 chiefs at most at the start [setting]" """
    state = signed_up({f"C{i}": [f"chief{i}"] for i in range(4)})
    rejection = refused(st.found_clan(state, "late", "C5", EVEN))
    assert (rejection.code, rejection.params) == ("too_many_chiefs", {
        "max": 4, "clans": ["C0", "C1", "C2", "C3"]})


def test_too_many_chiefs_names_the_clans_still_open_to_the_player() -> None:
    """"Warriors rally to a clan: 9 warriors at most per clan ... the chief ... may refuse
    exactly one person": a would-be chief turned away is told the clans that can still take
    them, neither full nor closed to them by their chief's refusal."""
    state = signed_up({"Loups": ["ana", "bob"], "Ours": ["carl"], "Cerfs": ["dina"]},
                      max_chiefs=3, max_clan=2)
    state = ok(st.join_clan(state, "late", "Ours", EVEN))
    state = ok(st.refuse(state, "carl", "late"))
    rejection = refused(st.found_clan(state, "late", "Hiboux", EVEN))
    assert rejection.params["clans"] == ["Cerfs"]  # Loups full, the Ours refused them
    assert refused(st.found_clan(state, "emil", "Hiboux", EVEN)).params["clans"] == [
        "Ours", "Cerfs"]
    five = signed_up({f"C{i}": [f"chief{i}"] for i in range(4)}, max_chiefs=5)
    assert len(ok(st.found_clan(five, "late", "C5", EVEN))["clans"]) == 5


def test_chief_with_a_bad_spread_is_refused() -> None:
    """A chief is a warrior: their spread follows the same budget and bounds."""
    rejection = refused(st.found_clan(st.new_state({}), "ana", "Loups", {**EVEN, "attack": 4}))
    assert rejection.code == "over_budget"


def test_warrior_rallies_to_a_clan() -> None:
    """"Warriors rally to a clan" """
    state = signed_up({"Loups": ["ana"]})
    state = ok(st.join_clan(state, "bob", "LOUPS", EVEN))
    assert st.clan(state, "Loups") == {"name": "Loups", "chief": "ana",
                                       "members": ["ana", "bob"], "refused": None}
    assert refused(st.join_clan(state, "cid", "Ours", EVEN)).code == "unknown_clan"


def test_nine_per_clan_the_chief_counting() -> None:
    """"9 warriors at most per clan, the chief counting as one [setting]" (our reading) """
    state = signed_up({"Loups": ["chief", *(f"w{i}" for i in range(8))]})
    assert len(state["clans"][0]["members"]) == 9
    rejection = refused(st.join_clan(state, "tenth", "Loups", EVEN))
    assert (rejection.code, rejection.params) == ("clan_full", {"clan": "Loups", "max": 9})
    small = signed_up({"Loups": ["chief", "w1"]}, max_clan=2)
    assert refused(st.join_clan(small, "w2", "Loups", EVEN)).code == "clan_full"


def test_one_clan_per_warrior() -> None:
    """A warrior rallies to one clan; a chief is in their own."""
    state = signed_up({"Loups": ["ana", "bob"], "Ours": ["xena"]})
    assert refused(st.join_clan(state, "bob", "Ours", EVEN)).code == "already_in_clan"
    assert refused(st.found_clan(state, "bob", "Aigles", EVEN)).code == "already_in_clan"


def test_chief_may_refuse_exactly_one_person_once() -> None:
    """"The chief must accept everyone who joins, except that they may refuse exactly one
    person once during the whole sign-up." """
    state = signed_up({"Loups": ["ana", "bob", "cid"]})
    state = ok(st.refuse(state, "ana", "bob"))
    assert st.clan(state, "Loups")["members"] == ["ana", "cid"]  # type: ignore[index]
    assert "bob" not in state["warriors"]
    rejection = refused(st.refuse(state, "ana", "cid"))
    assert (rejection.code, rejection.params) == ("refusal_used", {"refused": "bob"})


def test_refused_person_cannot_rejoin_but_may_join_another_clan() -> None:
    """The refusal is of that person for that clan: they may rally to another."""
    state = ok(st.refuse(signed_up({"Loups": ["ana", "bob"], "Ours": ["xena"]}), "ana", "bob"))
    assert refused(st.join_clan(state, "bob", "Loups", EVEN)).code == "refused_by_clan"
    assert ok(st.join_clan(state, "bob", "Ours", EVEN))["warriors"]["bob"]["clan"] == "Ours"


def test_only_a_chief_refuses_and_only_a_member() -> None:
    """The chief refuses someone who joined their clan; nobody else refuses."""
    state = signed_up({"Loups": ["ana", "bob"], "Ours": ["xena", "yann"]})
    assert refused(st.refuse(state, "bob", "ana")).code == "not_a_chief"
    assert refused(st.refuse(state, "ana", "yann")).code == "not_in_clan"
    assert refused(st.refuse(state, "ana", "ana")).code == "cannot_refuse_self"


def test_signup_closes_with_two_clans_at_least() -> None:
    """Clans fight each other: the arena needs two of them; after sign-up nobody joins."""
    assert refused(st.close_signup(signed_up({"Loups": ["ana"]}))).code == "too_few_clans"
    state = ok(st.close_signup(signed_up({"Loups": ["ana"], "Ours": ["xena"]})))
    assert state["phase"] == "placement"
    assert refused(st.join_clan(state, "bob", "Loups", EVEN)).code == "signup_closed"


# --- placement ---------------------------------------------------------------------------


def test_chief_places_everyone_in_one_zone_or_spread() -> None:
    """"Each chief tells the GM by private message where each member of the clan (themself
    included) starts: any of zones 1–4, all in one zone or spread." """
    state = placing()
    together = {"ana": "1", "bob": "1", "cid": "1"}
    spread = {"xena": "3", "yann": "4"}
    assert st.check_placement(state, "ana", together) is None
    assert st.check_placement(state, "xena", spread) is None
    placed, record = st.place_clans(state, {"Loups": together, "Ours": spread},
                                    Chance("seed", "placement"))
    assert st.positions(placed) == {**together, **spread}
    assert record["drawn"] == [] and record["dice"] == []
    assert placed["phase"] == "round" and placed["round"] == 1


def test_placement_refused_with_the_reason() -> None:
    """Each member, the chief included, in one of zones 1–4, by their own chief."""
    state = placing()
    assert refused(st.check_placement(state, "ana", {"ana": "C", "bob": "1", "cid": "1"})) \
        .code == "bad_start_zone"
    rejection = refused(st.check_placement(state, "ana", {"bob": "1", "cid": "1"}))
    assert (rejection.code, rejection.params) == ("placement_incomplete", {"missing": ["ana"]})
    assert refused(st.check_placement(state, "ana", {"ana": "1", "bob": "1", "cid": "1",
                                                     "xena": "1"})).code == "not_in_clan"
    assert refused(st.check_placement(state, "bob", {"ana": "1"})).code == "not_a_chief"
    with pytest.raises(ValueError):
        st.place_clans(state, {"Loups": {"ana": "C", "bob": "1", "cid": "1"}},
                       Chance("seed", "placement"))


def test_silent_chief_has_the_clan_spread_at_random() -> None:
    """"A chief who does not answer by the deadline has the clan spread at random (seeded)
    and is told so." """
    state = placing()
    placed, record = st.place_clans(state, {"Ours": {"xena": "3", "yann": "3"}},
                                    Chance("seed", "placement", pinned=[1, 4, 2]))
    assert record["drawn"] == ["Loups"]
    assert [(d["warrior"], d["value"], d["zone"]) for d in record["dice"]] == [
        ("ana", 1, "1"), ("bob", 4, "4"), ("cid", 2, "2")]
    assert st.positions(placed) == {"ana": "1", "bob": "4", "cid": "2", "xena": "3",
                                    "yann": "3"}
    assert placed["placement"] == record


def test_random_placement_is_the_same_for_the_same_seed() -> None:
    """"(seeded)": the same seed spreads the clans the same way."""
    state = placing()
    one = st.place_clans(state, {}, Chance("s1", "placement"))
    two = st.place_clans(state, {}, Chance("s1", "placement"))
    assert one == two
    assert all(zone in st.DEFAULT_MAP["start"] for zone in st.positions(one[0]).values())
