"""INDIXO, one test per rule clause of shared/rules/indixo.md (quoted in each docstring).

The house of the table: Cuisine–Salon–Chambre–Cour–Bain–Cuisine in a ring, plus Salon–Cour;
at the start Couteau in Cuisine, Oreiller in Salon, Chaise in Chambre, Pelle in Cour, Seau in
Bain. Players ana, bea (the killer), carl, dina, emil.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from rules.base import (
    GM,
    PUBLIC,
    Accepted,
    Context,
    Order,
    Rejection,
    SetupRefused,
    Submitted,
)
from rules.chance import Chance
from rules.indixo import GAME
from rules.indixo import state as st

OPENED = datetime(2026, 12, 1, 21, 0, tzinfo=UTC)

EVERYONE_IN = {"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
               "emil": "Cour"}


def kill(victim: str, weapon: str) -> tuple[str, dict[str, str]]:
    return ("kill", {"victim": victim, "weapon": weapon})


def murder_night(table, victim: str = "ana", weapon: str = "Couteau", **extra):  # type: ignore[no-untyped-def]
    rooms = {**EVERYONE_IN, **extra.pop("rooms", {})}
    acts = {"bea": [kill(victim, weapon)], **extra.pop("acts", {})}
    return table.night(rooms, acts)


def haunted_kitchen(table, rooms: dict[str, str]):  # type: ignore[no-untyped-def]
    """Night 2 after ana's murder in the Cuisine: ana, now a ghost, haunts the Couteau there,
    with the killer bea and whoever `rooms` adds."""
    murder_night(table)
    table.close("votes")
    table.rooms({**EVERYONE_IN, **rooms})
    table.act("ana", "haunt_weapon", weapon="Couteau")
    return table


def to_day_two(table):  # type: ignore[no-untyped-def]
    """Night 1 with no murder, a day with no vote: night 2 opens."""
    table.night(EVERYONE_IN, {})
    table.close("votes")


# --- set-up ------------------------------------------------------------------------------------


def test_setup_one_weapon_per_room_is_public(indixo) -> None:
    """"Each room holds one weapon at the start; this is public." """
    table = indixo()
    assert table.state["start_weapons"] == table.state["weapon_rooms"]
    assert sorted(table.state["start_weapons"].values()) == sorted(table.state["rooms"])
    assert GAME.view(table.state, None)["start_weapons"]["Couteau"] == "Cuisine"
    house = next(n for n in table.notices if n.template == "house")
    assert house.audience == PUBLIC and house.picture


def test_setup_killer_drawn_secretly_and_told_in_private(indixo) -> None:
    """"The killer is drawn secretly (seeded) and told in private; the others are innocents." """
    out = GAME.setup({}, ["a1", "a2", "a3", "a4", "a5"], Chance("x", "setup"), {})
    again = GAME.setup({}, ["a1", "a2", "a3", "a4", "a5"], Chance("x", "setup"), {})
    killer = out.state["killer"]
    assert again.state["killer"] == killer
    roles = {n.audience: n.params["killer"] for n in out.notices if n.template == "role"}
    assert roles == {p: p == killer for p in ["a1", "a2", "a3", "a4", "a5"]}
    assert "killer" not in GAME.view(out.state, None)
    assert GAME.view(out.state, GM)["killer"] == killer


def test_setup_theme_uses_the_first_rooms_and_weapons() -> None:
    """"Ship these as the default theme; with fewer players the first N are used." """
    out = GAME.setup({}, ["a", "b", "c", "d", "e", "f"], Chance("x", "setup"), {})
    assert out.state["rooms"] == list(st.THEME_ROOMS[:6])
    assert out.state["weapons"] == list(st.THEME_WEAPONS[:6])
    assert st.connected(out.state["rooms"], out.state["doors"]) == []


@pytest.mark.parametrize("count", range(5, 10))
def test_theme_house_connected_for_every_size(count: int) -> None:
    """"an undirected graph in which every room can reach every other" """
    rooms, doors, weapons = st.house({}, count)
    assert len(rooms) == len(weapons) == count
    assert st.connected(rooms, doors) == []


@pytest.mark.parametrize(("settings", "code"), [
    ({"rooms": "A, B, C", "doors": "A - B"}, "unreachable_rooms"),
    ({"rooms": "A, B", "doors": "A - Z"}, "unknown_door_room"),
    ({"rooms": "A, A, B", "doors": "A - B"}, "duplicate_room"),
    ({"weapons": "Couteau, couteau"}, "duplicate_weapon"),
    ({"doors": "Cuisine - Chambre"}, "doors_without_rooms"),
    ({"room_hours": 0}, "bad_duration"),
    ({"night_posts": "shout"}, "bad_night_posts"),
])
def test_wrong_settings_are_refused_with_the_reason(settings, code) -> None:  # type: ignore[no-untyped-def]
    """"Wrong settings (a room that cannot reach another ...) are refused with the reason." """
    rejection = GAME.check_settings(settings)
    assert rejection is not None and rejection.code == code


def test_fewer_rooms_than_players_is_refused_at_start() -> None:
    """"As many rooms and weapons as players." """
    with pytest.raises(SetupRefused, match="house_too_small") as refused:
        GAME.setup({"rooms": "A, B, C, D, E", "doors": "A-B, B-C, C-D, D-E"},
                   ["p1", "p2", "p3", "p4", "p5", "p6"], Chance("x", "setup"), {})
    assert refused.value.rejection.params == {"rooms": 5, "weapons": 6, "players": 6}


def test_a_gm_house_typed_as_text_is_read() -> None:
    """The GM names rooms, doors and weapons in the command."""
    settings = {"rooms": "Grenier; Cave, Salle d'armes, Hall, Jardin",
                "doors": "Grenier - Cave, Cave – Salle d'armes, Salle d'armes / Hall, "
                         "Hall <-> Jardin",
                "weapons": "Hache, Corde, Poison, Dague, Pelle"}
    assert GAME.check_settings(settings) is None
    out = GAME.setup(settings, ["a", "b", "c", "d", "e"], Chance("x", "setup"), {})
    assert out.state["rooms"] == ["Grenier", "Cave", "Salle d'armes", "Hall", "Jardin"]
    assert ["Salle d'armes", "Hall"] in out.state["doors"]


def test_a_house_name_keeps_its_french_article_apart() -> None:
    """Issue 24 (INDIXO slip 1): the GM may give a room or a weapon its French article ("la
    Cuisine", "l'Entrée", "les Toilettes"); the article is kept apart, the name alone is
    what players type and what the game compares (doors, orders), and a name given without
    one has none. The theme's names have theirs."""
    assert st.named("la Cuisine; le Salon, l'Entrée, L’Atelier, les Toilettes, Cour, La") == [
        ("la", "Cuisine"), ("le", "Salon"), ("l'", "Entrée"), ("l'", "Atelier"),
        ("les", "Toilettes"), ("", "Cour"), ("", "La")]
    settings = {"rooms": "la Cuisine, le Salon, l'Entrée, les Toilettes, Cour",
                "doors": "la Cuisine - le Salon, Salon - l'Entrée, Entrée - Toilettes, "
                         "les Toilettes - Cour",
                "weapons": '["la Hache", "le Couteau", "l’Oreiller", "Corde", "Pelle"]'}
    assert GAME.check_settings(settings) is None
    out = GAME.setup(settings, ["a", "b", "c", "d", "e"], Chance("x", "setup"), {})
    assert out.state["rooms"] == ["Cuisine", "Salon", "Entrée", "Toilettes", "Cour"]
    assert out.state["weapons"] == ["Hache", "Couteau", "Oreiller", "Corde", "Pelle"]
    assert ["Cuisine", "Salon"] in out.state["doors"]
    assert ["Toilettes", "Cour"] in out.state["doors"]
    assert out.state["articles"] == {
        "rooms": {"Cuisine": "la", "Salon": "le", "Entrée": "l'", "Toilettes": "les"},
        "weapons": {"Hache": "la", "Couteau": "le", "Oreiller": "l'"}}
    assert GAME.view(out.state, None)["articles"] == out.state["articles"]
    ctx = Context("a", "desk", "fr", OPENED, 1, "night-1-rooms")
    for text, room in (("je vais dans la cuisine", "Cuisine"), ("Entrée", "Entrée"),
                       ("je vais dans l'entrée", "Entrée"), ("les toilettes", "Toilettes")):
        order = GAME.parse(out.state, ctx, text)
        assert order.kind == "room" and order.params == {"room": room}, (text, order)
    theme = GAME.setup({}, ["a", "b", "c", "d", "e"], Chance("x", "setup"), {}).state
    assert theme["rooms"][0] == "Cuisine" and theme["articles"]["rooms"]["Cuisine"] == "la"
    assert theme["articles"]["weapons"]["Oreiller"] == "l'"
    assert set(theme["articles"]["rooms"]) == set(st.THEME_ROOMS)
    assert set(theme["articles"]["weapons"]) == set(st.THEME_WEAPONS)


# --- night, step 1: rooms ----------------------------------------------------------------------


def test_night_one_room_step_awaits_everyone_and_resolves_early(indixo) -> None:
    """"a step ends when every player it waits for has answered" """
    table = indixo()
    (step,) = GAME.steps(table.state)
    assert step.key == "night-1-rooms" and step.early and step.channel == "desk"
    assert set(step.awaited) == set(table.state["players"])


def test_a_condemned_room_cannot_be_chosen(indixo) -> None:
    """"Every living player privately chooses any non-condemned room." """
    table = indixo()
    table.state["condemned"] = ["Bain"]
    verdict = table.give("ana", "room", room="Bain")
    assert isinstance(verdict, Rejection) and verdict.code == "room_condemned"
    assert "Bain" not in verdict.params["rooms"]


def test_innocent_gets_the_weapons_of_the_room_at_once_but_not_on_night_one(indixo) -> None:
    """"On an innocent's valid choice the bot replies at once with the weapons in that room
    (not on night 1, when it is public)." """
    table = indixo()
    first = table.give("carl", "room", room="Salon")
    assert isinstance(first, Accepted) and "weapons" not in first.params
    table.rooms({p: r for p, r in EVERYONE_IN.items() if p != "carl"})
    table.close("actions")
    table.close("votes")
    second = table.give("carl", "room", room="Salon")
    assert isinstance(second, Accepted) and second.params["weapons"] == ["Oreiller"]
    killer = table.give("bea", "room", room="Cuisine")
    assert isinstance(killer, Accepted) and "weapons" not in killer.params


def test_a_room_choice_is_final_once_acknowledged(indixo) -> None:
    """"A room choice is final once acknowledged." """
    table = indixo()
    table.give("ana", "room", room="Salon")
    verdict = table.give("ana", "room", room="Cour")
    assert isinstance(verdict, Rejection) and verdict.code == "room_final"


def test_silent_player_gets_a_seeded_room_on_night_one_and_is_told(indixo) -> None:
    """"A living player who chooses nothing ... gets a seeded random room if ... it is night 1,
    and is told." """
    table = indixo()
    table.rooms({p: r for p, r in EVERYONE_IN.items() if p != "dina"})
    told = table.private("dina", "room_default")
    assert told and told[0].params["room"] in table.state["rooms"]
    assert told[0].params["why"] == "drawn"
    assert table.state["rooms_tonight"]["dina"] == told[0].params["room"]


def test_a_drawn_room_says_the_rooms_it_was_drawn_among(indixo) -> None:
    """A silent player's seeded room is told with what it was drawn from, privately (the
    night is secret): dina, silent on night 1, is drawn among the open rooms in the house's
    order, and the third comes out."""
    table = indixo()
    for player, room in EVERYONE_IN.items():
        if player != "dina":
            table.give(player, "room", "rooms", room=room)
    table.close("rooms", pinned=[3])
    (told,) = table.private("dina", "room_default")
    assert told.params["among"] == ["Cuisine", "Salon", "Chambre", "Cour", "Bain"]
    assert told.params["room"] == "Chambre" == table.state["rooms_tonight"]["dina"]
    assert not any(n.params.get("among") for n in table.last.notices
                   if n.audience != "dina"), "the draw is told to dina alone"


def test_silent_player_stays_in_last_nights_room(indixo) -> None:
    """"... stays in last night's room" """
    table = indixo()
    to_day_two(table)
    table.rooms({p: r for p, r in EVERYONE_IN.items() if p != "dina"})
    assert table.state["rooms_tonight"]["dina"] == "Chambre"
    assert table.private("dina", "room_default")[0].params["weapons"] == ["Chaise"]
    assert table.private("dina", "room_default")[0].params["why"] == "stayed"


def test_silent_player_gets_a_seeded_room_when_theirs_is_condemned(indixo) -> None:
    """"... or gets a seeded random room if that is condemned" """
    table = indixo()
    to_day_two(table)
    table.state["condemned"] = ["Chambre"]
    table.rooms({p: r for p, r in EVERYONE_IN.items() if p != "dina"})
    assert table.state["rooms_tonight"]["dina"] not in ("Chambre",)
    told = table.private("dina", "room_default")[0].params
    assert (told["why"], told["last"]) == ("condemned", "Chambre")


def test_a_ghost_chooses_its_room_or_an_adjacent_one(indixo) -> None:
    """"Every ghost chooses the room it was in the night before or an adjacent one" """
    table = indixo()
    murder_night(table)
    table.close("votes")
    assert table.give("ana", "room", room="Chambre").code == "room_too_far"  # type: ignore[union-attr]
    assert isinstance(table.give("ana", "room", room="Bain"), Accepted)


def test_a_ghost_with_every_near_room_condemned_chooses_any(indixo) -> None:
    """"(if all of those are condemned, any non-condemned room)" """
    table = indixo()
    murder_night(table)
    table.close("votes")
    table.state["condemned"] = ["Cuisine", "Salon", "Bain"]
    assert st.ghost_rooms(table.state, "ana") == ["Chambre", "Cour"]


def test_a_silent_ghost_stays_in_its_room(indixo) -> None:
    """"a silent ghost stays in its room" """
    table = indixo()
    murder_night(table)
    table.close("votes")
    table.rooms({p: r for p, r in EVERYONE_IN.items() if p != "ana"})
    assert table.state["rooms_tonight"]["ana"] == "Cuisine"
    assert table.private("ana", "room_default")[0].params["why"] == "stayed"


# --- night, step 2: who is where -------------------------------------------------------------


def test_the_killer_learns_the_living_in_their_room(indixo) -> None:
    """"the killer learns the names of the living players in their room" """
    table = indixo()
    table.rooms({**EVERYONE_IN, "carl": "Cuisine"})
    (notice,) = table.private("bea", "killer_sees")
    assert notice.params == {"room": "Cuisine", "people": ["ana", "carl"]}


def test_each_ghost_learns_everyone_in_its_room_marked_and_the_weapons(indixo) -> None:
    """"each ghost learns the names of everyone in its room, each marked living or ghost, and
    the weapons there." """
    table = indixo()
    murder_night(table)
    table.close("votes")
    table.rooms({**EVERYONE_IN, "carl": "Cuisine"})
    (notice,) = table.private("ana", "ghost_sees")
    assert notice.params["room"] == "Cuisine"
    assert notice.params["weapons"] == ["Couteau"]
    assert {p["name"]: p["ghost"] for p in notice.params["people"]} == {"bea": False,
                                                                         "carl": False}


def test_ghosts_sharing_a_room_are_put_together(indixo) -> None:
    """"Ghosts sharing a room are put together in a private conversation for the night." """
    table = indixo()
    murder_night(table, "ana")
    table.close("votes")
    murder_night(table, "carl", rooms={"carl": "Cuisine"})
    table.close("votes")
    table.rooms({"ana": "Salon", "carl": "Salon", "bea": "Cuisine", "dina": "Chambre",
                 "emil": "Cour"})
    groups = [n for n in table.last.notices if n.template == "ghost_group"]
    assert [n.audience for n in groups] == [("ana", "carl")]
    assert groups[0].params["ghosts"] == ["ana", "carl"]  # named in its opening post
    assert table.state["groups"] == [["ana", "carl"]]


def test_an_innocent_interacts_only_with_a_weapon_of_their_room(indixo) -> None:
    """"An innocent may interact with one weapon in their room" """
    table = indixo()
    table.rooms(EVERYONE_IN)
    verdict = table.give("carl", "destroy", weapon="Couteau")
    assert isinstance(verdict, Rejection) and verdict.code == "weapon_not_here"
    assert verdict.params["weapons"] == ["Oreiller"]


def test_a_weapon_moves_only_to_an_adjacent_open_room(indixo) -> None:
    """"move it to an adjacent non-condemned room" """
    table = indixo()
    table.state["condemned"] = ["Chambre"]
    table.rooms({**EVERYONE_IN, "dina": "Cour"})
    assert table.give("carl", "move", weapon="Oreiller", to="Bain").code == "room_not_adjacent"  # type: ignore[union-attr]
    assert table.give("carl", "move", weapon="Oreiller", to="Chambre").code == "room_condemned"  # type: ignore[union-attr]
    assert isinstance(table.give("carl", "move", weapon="Oreiller", to="Cour"), Accepted)


def test_the_killers_options_accumulate_up_to_two_different(indixo) -> None:
    """"Options accumulate in the order they are sent, up to two" """
    table = indixo()
    table.rooms(EVERYONE_IN)
    first = table.act("bea", "inspect")
    assert not first.complete and first.params["weapons"] == ["Couteau"]
    assert table.give("bea", "inspect").code == "option_twice"  # type: ignore[union-attr]
    second = table.act("bea", "kill", victim="ana", weapon="Couteau")
    assert second.complete
    assert [o["kind"] for o in second.order.params["options"]] == ["inspect", "kill"]
    third = table.give("bea", "condemn", room="Bain")
    assert isinstance(third, Rejection) and third.code == "third_option"


def test_the_killers_answer_is_complete_with_done_and_cleared_by_cancel(indixo) -> None:
    """"complete ... with "done" (`fini`) after the first; "cancel" (`annuler`) clears them" """
    table = indixo()
    table.rooms(EVERYONE_IN)
    assert table.give("bea", "done").code == "nothing_to_finish"  # type: ignore[union-attr]
    table.act("bea", "condemn", room="Bain")
    done = table.act("bea", "done")
    assert done.complete and done.order.params["options"] == [{"kind": "condemn",
                                                               "room": "Bain"}]
    cancelled = table.act("bea", "cancel")
    assert not cancelled.complete and cancelled.order.params["options"] == []
    nothing = table.act("bea", "nothing")
    assert nothing.complete and nothing.order.params["options"] == []


@pytest.mark.parametrize("text", ["rien d'autre", "c'est tout", "that's all", "j'ai fini"])
def test_the_killer_ends_after_one_option_in_words_with_apostrophes(indixo, text) -> None:  # type: ignore[no-untyped-def]
    """"the killer's answer is complete ... with "done" (`fini`) after the first" """
    table = indixo()
    table.rooms(EVERYONE_IN)
    table.say("bea", "j'inspecte la pièce")
    done = table.say("bea", text)
    assert isinstance(done, Accepted) and done.complete
    assert done.order.params["options"] == [{"kind": "inspect"}]


def test_the_killer_is_told_the_options_still_open(indixo) -> None:
    """"one or two different options": a ghost's act offered by the killer is refused with
    the options still open (not the one already given) and the ones already given."""
    table = indixo()
    table.rooms(EVERYONE_IN)
    verdict = table.give("bea", "haunt_room", "actions")
    assert isinstance(verdict, Rejection) and verdict.code == "not_yours"
    assert (verdict.params["options"], verdict.params["chosen"]) == (
        ["inspect", "kill", "condemn", "destroy"], [])
    table.act("bea", "inspect")
    verdict = table.give("bea", "haunt_room", "actions")
    assert isinstance(verdict, Rejection)
    assert (verdict.params["options"], verdict.params["chosen"]) == (
        ["kill", "condemn", "destroy"], [{"kind": "inspect"}])
    table.act("bea", "condemn", room="Bain")
    verdict = table.give("bea", "haunt_room", "actions")
    assert isinstance(verdict, Rejection) and verdict.params["options"] == []


def test_not_now_says_what_is_awaited_from_the_speaker(indixo) -> None:
    """An order for another step is refused with what this player is awaited for now: their
    room, nothing more once it is chosen ("final once acknowledged"); by day the vote, and
    the guess for the killer alone; the chief to name for the first dead."""
    table = indixo()
    refused = table.give("ana", "destroy", "rooms", weapon="Couteau")
    assert refused.code == "not_now" and refused.params["awaited"] == ["rooms"]  # type: ignore[union-attr]
    table.give("ana", "room", "rooms", room="Cuisine")
    refused = table.give("ana", "destroy", "rooms", weapon="Couteau")
    assert refused.params["awaited"] == []  # type: ignore[union-attr]
    table.rooms({p: r for p, r in EVERYONE_IN.items() if p != "ana"})
    table.act("bea", "kill", victim="ana", weapon="Couteau")
    table.close("actions")
    for player, awaited in (("carl", ["votes"]), ("bea", ["votes", "guess"]),
                            ("ana", ["chief"])):
        refused = table.give(player, "destroy", "chief", weapon="Couteau")
        assert isinstance(refused, Rejection) and refused.code == "not_now", refused
        assert refused.params["awaited"] == awaited, (player, refused)
    table.give("bea", "guess", "guess", guesses={
        p: {"room": EVERYONE_IN[p], "weapon": None} for p in ("carl", "dina", "emil")})
    refused = table.give("bea", "destroy", "guess", weapon="Couteau")
    assert refused.params["awaited"] == ["votes"]  # type: ignore[union-attr]


def test_a_ghost_cannot_give_a_living_players_action(indixo) -> None:
    """"A ghost does one of: haunt the room, haunt a weapon, possess, nothing" """
    table = indixo()
    murder_night(table)
    table.close("votes")
    table.rooms({**EVERYONE_IN})
    assert table.give("ana", "destroy", weapon="Couteau").code == "ghost_cannot"  # type: ignore[union-attr]
    assert table.give("ana", "haunt_weapon", weapon="Pelle").code == "weapon_not_here"  # type: ignore[union-attr]
    assert isinstance(table.give("ana", "haunt_weapon", weapon="Couteau"), Accepted)


def test_an_innocent_cannot_give_the_killers_options(indixo) -> None:
    """Only the killer kills, inspects or condemns."""
    table = indixo()
    table.rooms(EVERYONE_IN)
    verdict = table.give("ana", "kill", victim="carl", weapon="Couteau")
    assert isinstance(verdict, Rejection) and verdict.code == "not_yours"


# --- the morning, in order -------------------------------------------------------------------


def test_clash_two_innocents_on_one_weapon_both_fail_and_are_told(indixo) -> None:
    """"If two or more players try to interact with the same weapon ..., all those interactions
    fail; each is told that another player tried to interact with that weapon" """
    table = indixo()
    table.night({**EVERYONE_IN, "dina": "Salon"},
                {"carl": [("destroy", {"weapon": "Oreiller"})],
                 "dina": [("move", {"weapon": "Oreiller", "to": "Cour"})]})
    assert table.items("carl") == [{"what": "clash", "weapon": "Oreiller"}]
    assert table.items("dina") == [{"what": "clash", "weapon": "Oreiller"}]
    assert table.state["weapon_rooms"]["Oreiller"] == "Salon"
    assert "Oreiller" not in table.state["destroyed"]


def test_clash_with_the_killers_destroy(indixo) -> None:
    """"(innocents, or the killer's destroy ...)" """
    table = indixo()
    table.night(EVERYONE_IN, {"ana": [("move", {"weapon": "Couteau", "to": "Salon"})],
                              "bea": [("destroy", {"weapon": "Couteau"})]})
    assert table.items("ana") == [{"what": "clash", "weapon": "Couteau"}]
    assert table.items("bea") == [{"what": "clash", "weapon": "Couteau"}]
    assert table.state["weapon_rooms"]["Couteau"] == "Cuisine"


def test_the_killers_murder_weapon_makes_innocents_fail_as_a_clash(indixo) -> None:
    """"A weapon in the killer's room that the killer killed or tried to kill with makes
    innocents' interactions with it fail the same way." """
    table = indixo()
    table.night(EVERYONE_IN, {"ana": [("destroy", {"weapon": "Couteau"})],
                              "bea": [kill("carl", "Couteau")]})
    assert table.items("ana") == [{"what": "clash", "weapon": "Couteau"}]
    assert table.state["destroyed"] == []


def test_a_haunted_weapon_fails_as_haunted_and_counts_as_an_attempt(indixo) -> None:
    """"Innocents' interactions with a haunted weapon fail with "this weapon is haunted"
    instead" and "an attempt on a haunted weapon counts as an attempt" """
    table = indixo()
    murder_night(table)
    table.close("votes")
    table.night({**EVERYONE_IN, "ana": "Salon", "bea": "Salon"},
                {"ana": [("haunt_weapon", {"weapon": "Oreiller"})],
                 "carl": [("destroy", {"weapon": "Oreiller"})],
                 "bea": [("destroy", {"weapon": "Oreiller"})]})
    assert table.items("carl") == [{"what": "haunted_weapon", "weapon": "Oreiller"}]
    assert table.items("bea") == [{"what": "clash", "weapon": "Oreiller"}]
    assert "Oreiller" not in table.state["destroyed"]


def test_murder_succeeds_when_victim_and_weapon_are_in_the_killers_room(indixo) -> None:
    """"The kill succeeds if victim and weapon are in the killer's room ... The victim becomes
    a ghost." """
    table = indixo()
    murder_night(table)
    assert table.state["ghosts"] == ["ana"] and "ana" not in table.state["alive"]
    assert table.state["last_murder"] == {"victim": "ana", "weapon": "Couteau",
                                          "room": "Cuisine", "night": 1}
    assert table.items("ana") == [{"what": "murdered"}]
    assert table.public("morning").params["victim"] == "ana"


@pytest.mark.parametrize(("victim", "weapon"), [("carl", "Couteau"), ("ana", "Oreiller")])
def test_murder_fails_when_victim_or_weapon_is_elsewhere(indixo, victim, weapon) -> None:  # type: ignore[no-untyped-def]
    """"kill ... succeeds if both are in the killer's room" """
    table = indixo()
    murder_night(table, victim, weapon)
    assert table.state["ghosts"] == [] and table.public("morning").params["victim"] is None
    assert table.state["nights_without_kill"] == 1


def test_the_murder_weapon_is_named_only_if_the_killer_inspected(indixo) -> None:
    """"If the killer inspects and then murders, the morning announcement names the weapon
    used." """
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("inspect", {}), kill("ana", "Couteau")]})
    assert table.public("morning").params["weapon"] == "Couteau"
    other = indixo()
    murder_night(other)
    assert other.public("morning").params["weapon"] is None


def test_a_haunted_room_is_condemned_when_a_murder_happens_there(indixo) -> None:
    """"haunt the room: if a murder happens there this night, the room is condemned at once"
    and "in the morning every living player who was in that room is told privately that it
    was haunted" """
    table = indixo()
    murder_night(table, "ana")
    table.close("votes")
    table.night({**EVERYONE_IN, "carl": "Cuisine", "dina": "Cuisine"},
                {"ana": [("haunt_room", {})], "bea": [kill("carl", "Couteau")]})
    assert table.state["condemned"] == ["Cuisine"]  # 4 open rooms for 3 living
    assert table.items("dina") == [{"what": "room_haunted", "room": "Cuisine"}]
    assert table.items("bea") == [{"what": "room_haunted", "room": "Cuisine"}]
    assert table.public("morning").params["condemned"] == ["Cuisine"]


def test_a_haunted_room_is_not_condemned_below_the_bound(indixo) -> None:
    """"(unless fewer non-condemned rooms than living players would remain)" """
    table = indixo()
    murder_night(table, "ana")
    table.close("votes")
    table.state["condemned"] = ["Bain", "Cour"]
    table.night({**EVERYONE_IN, "carl": "Cuisine", "emil": "Salon"},
                {"ana": [("haunt_room", {})], "bea": [kill("carl", "Couteau")]})
    assert table.state["ghosts"] == ["ana", "carl"]
    assert table.state["condemned"] == ["Bain", "Cour"]  # 2 open rooms would be left for 3


@pytest.mark.parametrize(("murder", "dead_before", "done"), [
    (True, False, True),     # the murder succeeded; 4 open rooms for 4 living after it
    (False, False, False),   # 5 open rooms, 5 living at nightfall: no
    (False, True, True),     # 5 open rooms, 4 living at nightfall: strictly more
])
def test_the_killers_condemnation_conditions(indixo, murder, dead_before, done) -> None:  # type: ignore[no-untyped-def]
    """"Condemnation of the killer's chosen room happens if (the murder succeeded, or the room
    held no weapon at the start of the night, or there were strictly more non-condemned rooms
    than living players at the start of the night) and after it there would still be at
    least as many non-condemned rooms as living players (after the murder)." Applied to every
    condemnation (our reading), the bound makes "no weapon" decide nothing without a murder:
    with no murder, the bound holds exactly when there are more open rooms than living."""
    table = indixo()
    if dead_before:
        murder_night(table, "ana")
        table.close("votes")
    acts = [("condemn", {"room": "Cour"})]
    if murder:
        acts.insert(0, kill("ana", "Couteau"))
    table.night(EVERYONE_IN, {"bea": acts})
    assert ("Cour" in table.state["condemned"]) is done


def test_a_weapon_moved_out_of_a_condemned_room_still_moves(indixo) -> None:
    """"A weapon moved out of that room this night still moves, and does not make the room
    "empty" for this test." """
    table = indixo()
    table.night(EVERYONE_IN, {"emil": [("move", {"weapon": "Pelle", "to": "Bain"})],
                              "bea": [kill("ana", "Couteau"), ("condemn", {"room": "Cour"})]})
    assert table.state["condemned"] == ["Cour"]
    assert table.state["weapon_rooms"]["Pelle"] == "Bain"
    assert table.state["stranded"] is None


def test_the_killers_destroy_conditions(indixo) -> None:
    """"destroy <weapon>: succeeds if the weapon is in the killer's room, the killer did not
    kill or try to kill with it this night, ... and at least 2 weapons would remain" """
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("destroy", {"weapon": "Couteau"})]})
    assert table.state["destroyed"] == ["Couteau"]
    assert table.public("morning").params["destroyed"] == ["Couteau"]
    elsewhere = indixo()
    elsewhere.night(EVERYONE_IN, {"bea": [("destroy", {"weapon": "Pelle"})]})
    assert elsewhere.state["destroyed"] == []
    with_kill = indixo()
    with_kill.night(EVERYONE_IN, {"bea": [kill("carl", "Couteau"),
                                          ("destroy", {"weapon": "Couteau"})]})
    assert with_kill.state["destroyed"] == []
    last_two = indixo()
    last_two.state["destroyed"] = ["Oreiller", "Chaise", "Pelle"]
    for weapon in last_two.state["destroyed"]:
        last_two.state["weapon_rooms"][weapon] = None
    last_two.night(EVERYONE_IN, {"bea": [("destroy", {"weapon": "Couteau"})]})
    assert last_two.state["destroyed"] == ["Oreiller", "Chaise", "Pelle"]


def test_a_move_fails_when_the_mover_died(indixo) -> None:
    """"Moves of weapons succeed unless the mover died this night" """
    table = indixo()
    table.night({**EVERYONE_IN, "ana": "Salon", "bea": "Salon"},
                {"ana": [("move", {"weapon": "Oreiller", "to": "Cour"})],
                 "bea": [("inspect", {}), kill("ana", "Chaise")]})
    assert table.state["ghosts"] == []  # the chair is elsewhere: no murder, the move holds
    assert table.state["weapon_rooms"]["Oreiller"] == "Cour"
    dead = indixo()
    dead.night({**EVERYONE_IN, "carl": "Cuisine"},
               {"carl": [("move", {"weapon": "Couteau", "to": "Salon"})],
                "bea": [kill("ana", "Couteau")]})
    assert dead.items("carl") == [{"what": "clash", "weapon": "Couteau"}]


def test_a_move_to_a_room_condemned_this_night_stays_and_is_told(indixo) -> None:
    """"(then the weapon stays and the mover is told the destination was condemned)" """
    table = indixo()
    table.night(EVERYONE_IN, {"carl": [("move", {"weapon": "Oreiller", "to": "Cour"})],
                              "bea": [kill("ana", "Couteau"), ("condemn", {"room": "Cour"})]})
    assert "Cour" in table.state["condemned"]
    assert table.state["weapon_rooms"]["Oreiller"] == "Salon"
    assert table.items("carl") == [{"what": "move_condemned", "weapon": "Oreiller",
                                    "to": "Cour"}]


def test_innocents_destroys_need_more_weapons_than_living_at_nightfall(indixo) -> None:
    """"they succeed only if there were more weapons than living players at the start of the
    night ... Otherwise none happens" """
    table = indixo()
    table.night(EVERYONE_IN, {"carl": [("destroy", {"weapon": "Oreiller"})]})
    assert table.state["destroyed"] == []
    assert table.items("carl") == [{"what": "destroy_cancelled", "weapon": "Oreiller"}]


def test_innocents_destroys_happen_all_together_or_none(indixo) -> None:
    """"The innocents' destroys, all together or none: they succeed only if ... after all of
    them (and the killer's), there are still at least as many weapons as living players
    (after the murder)" """
    both = {"dina": [("destroy", {"weapon": "Chaise"})],
            "emil": [("destroy", {"weapon": "Pelle"})]}
    table = indixo()
    murder_night(table, "ana")
    table.close("votes")
    table.night({**EVERYONE_IN, "carl": "Cuisine"}, {**both, "bea": [kill("carl", "Couteau")]})
    assert sorted(table.state["destroyed"]) == ["Chaise", "Pelle"]  # 5 - 2 >= 3 living
    none = indixo()
    murder_night(none, "ana")
    none.close("votes")
    none.night(EVERYONE_IN, both)
    assert none.state["destroyed"] == []  # 5 - 2 < 4 living
    assert none.items("dina") == [{"what": "destroy_cancelled", "weapon": "Chaise"}]
    assert none.items("emil") == [{"what": "destroy_cancelled", "weapon": "Pelle"}]


def test_stranded_weapons_are_redistributed_by_the_last_dead(indixo) -> None:
    """"Weapons left in a room condemned this night are redistributed among non-condemned
    rooms by the most recently dead player ..., asked in private" """
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [kill("ana", "Couteau"), ("condemn", {"room": "Cour"})]})
    assert table.state["stranded"] == {"by": "ana", "weapons": ["Pelle"]}
    (ask,) = table.private("ana", "stranded_ask")
    assert "Cour" not in ask.params["rooms"]
    assert table.key("stranded") == "day-1-stranded"
    table.give("ana", "spread", "stranded", rooms={"Pelle": "Bain"})
    table.close("stranded")
    assert table.state["weapon_rooms"]["Pelle"] == "Bain" and table.state["stranded"] is None


def test_stranded_weapons_default_to_a_seeded_spread(indixo) -> None:
    """"(window [setting: 2 h]; default: seeded random spread)" """
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [kill("ana", "Couteau"), ("condemn", {"room": "Cour"})]})
    out = table.close("stranded")
    assert table.state["weapon_rooms"]["Pelle"] in st.open_rooms(table.state)
    assert out.notices[0].params["defaulted"] is True and out.review is False


def test_a_seeded_spread_says_the_rooms_each_weapon_was_drawn_among(indixo) -> None:
    """The seeded spread is told to the last dead alone, with what each weapon's room was
    drawn from: the Pelle, stranded by the Cour's condemnation, among the open rooms in the
    house's order; the die says the second."""
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [kill("ana", "Couteau"), ("condemn", {"room": "Cour"})]})
    out = table.close("stranded", pinned=[2])
    (done,) = [n for n in out.notices if n.template == "stranded_done"]
    assert done.audience == "ana"
    assert (done.params["drawn"], done.params["among"]) == (
        ["Pelle"], ["Cuisine", "Salon", "Chambre", "Bain"])
    assert done.params["placed"] == {"Pelle": "Salon"} == {
        "Pelle": table.state["weapon_rooms"]["Pelle"]}


def test_three_nights_without_a_kill_the_innocents_win(indixo) -> None:
    """"Streak. If the killer has now gone three nights in a row without a kill, innocents
    win." """
    table = indixo()
    for _ in range(2):
        table.night(EVERYONE_IN, {})
        table.close("votes")
    assert not table.state["finished"]
    table.night(EVERYONE_IN, {})
    assert table.state["finished"] and table.state["winner"] == "innocents"
    assert table.state["win"] == "streak"
    assert GAME.steps(table.state) == ()
    final = table.public("final")
    assert final.params["killer"] == "bea"


def test_the_killer_wins_when_two_living_remain(indixo) -> None:
    """"Killer wins: when only two living players remain (killer included)" """
    table = indixo()
    table.state["alive"] = ["ana", "bea", "carl"]
    table.state["ghosts"] = ["dina", "emil"]
    table.state["last_rooms"] = {"dina": "Chambre", "emil": "Cour"}
    murder_night(table, rooms={"dina": "Chambre", "emil": "Cour"})
    assert table.state["winner"] == "killer" and table.state["win"] == "two_left"


# --- the ghost's switch ------------------------------------------------------------------------


def test_the_haunting_ghost_is_asked_to_switch_the_victim(indixo) -> None:
    """"If the killer tries to kill with it ..., this ghost alone haunts it, and more than one
    innocent is in the room, the bot tells the ghost privately who the intended victim is and
    the ghost may switch the victim to another innocent of that room or keep them" """
    table = haunted_kitchen(indixo(), {"carl": "Cuisine", "dina": "Cuisine"})
    table.act("bea", "kill", victim="carl", weapon="Couteau")
    out = table.close("actions")
    assert out.review is False and table.state["stage"] == "switch"
    (ask,) = table.private("ana", "switch_ask")
    assert ask.params["victim"] == "carl" and ask.params["choices"] == ["dina"]
    assert GAME.view(table.state, None)["stage"] == "actions"  # nothing public hints at it
    table.give("ana", "switch", "switch", victim="dina")
    table.close("switch")
    assert table.state["ghosts"] == ["ana", "dina"] and "carl" in table.state["alive"]


def test_a_switch_can_make_a_murder_succeed_whose_victim_was_elsewhere(indixo) -> None:
    """"(a switch can thus make a murder succeed whose named victim was elsewhere)" """
    table = haunted_kitchen(indixo(), {"carl": "Cuisine", "dina": "Cuisine"})
    table.act("bea", "kill", victim="emil", weapon="Couteau")
    table.close("actions")
    table.give("ana", "switch", "switch", victim="carl")
    table.close("switch")
    assert "carl" in table.state["ghosts"]


def test_a_silent_ghost_keeps_the_victim(indixo) -> None:
    """"(choice window [setting: 1 h], default keep)" """
    table = haunted_kitchen(indixo(), {"carl": "Cuisine", "dina": "Cuisine"})
    table.act("bea", "kill", victim="carl", weapon="Couteau")
    table.close("actions")
    table.close("switch")
    assert table.state["ghosts"] == ["ana", "carl"]


def test_no_switch_with_a_single_innocent_in_the_room(indixo) -> None:
    """"... and more than one innocent is in the room" """
    table = haunted_kitchen(indixo(), {"carl": "Cuisine"})
    table.act("bea", "kill", victim="carl", weapon="Couteau")
    table.close("actions")
    assert table.state["phase"] == "day"


# --- day -----------------------------------------------------------------------------------------


def test_the_first_dead_names_the_chief(indixo) -> None:
    """"Day 1: a chief is named by the first dead (asked in private at dawn)" """
    table = indixo()
    murder_night(table)
    assert table.private("ana", "chief_ask")
    assert table.key("chief") == "day-1-chief"
    table.give("ana", "name_chief", "chief", chief="carl")
    out = table.close("chief")
    assert table.state["chief"] == "carl" and out.review is False
    assert out.notices[0].template == "chief_named"


def test_without_a_dead_the_chief_is_elected_at_the_tally(indixo) -> None:
    """"or elected by the living if nobody died or the dead did not answer in time (plurality
    of public "chef @x" posts counted when the votes are tallied; ties by seeded draw)" """
    table = indixo()
    table.night(EVERYONE_IN, {})
    for voter, chief in (("ana", "dina"), ("carl", "dina"), ("emil", "carl")):
        table.give(voter, "chief_vote", "votes", channel="topic", chief=chief)
    table.close("votes")
    assert table.state["chief"] == "dina" and table.state["chief_by"] == "elected"


def test_a_dead_chief_names_a_successor(indixo) -> None:
    """"If the chief dies later, they name a successor in the same way." """
    table = indixo()
    table.night(EVERYONE_IN, {})
    table.give("ana", "chief_vote", "votes", channel="topic", chief="ana")
    table.close("votes")
    murder_night(table, "ana")
    assert table.state["chief"] is None and table.state["chief_namer"] == "ana"


def test_votes_change_until_all_have_voted_then_lock(indixo) -> None:
    """"a vote can be changed until every living player has voted. Then votes are locked, the
    bot announces a short deadline for last words" """
    table = indixo()
    table.night(EVERYONE_IN, {})
    ballot = {"suspect": "bea", "weapon": "Couteau", "room": "Cuisine"}
    table.give("ana", "vote", "votes", channel="topic", suspect="carl")
    partial = table.give("ana", "vote", "votes", channel="topic", weapon="Pelle")
    assert isinstance(partial, Accepted) and not partial.complete
    assert partial.order.params == {"suspect": "carl", "weapon": "Pelle"}
    for voter in table.state["alive"]:
        assert isinstance(table.give(voter, "vote", "votes", channel="topic", **ballot),
                          Accepted)
    out = table.close("votes")
    assert out.review is False and table.state["votes"]["ana"] == ballot
    assert table.key("words") == "day-1-words"
    locked = table.give("ana", "vote", "votes" if False else "words", channel="topic",
                        **ballot)
    assert isinstance(locked, Rejection) and locked.code == "votes_locked"


def test_the_tally_is_a_plurality_per_field_with_the_chiefs_tie_break(indixo) -> None:
    """"for each of suspect, weapon and room separately the plurality wins, the chief's vote
    breaking ties" """
    table = indixo()
    murder_night(table, "ana")
    table.give("ana", "name_chief", "chief", chief="carl")
    table.close("chief")
    votes = {"bea": ("carl", "Pelle", "Cour"), "carl": ("dina", "Couteau", "Cuisine"),
             "dina": ("carl", "Couteau", "Cour"), "emil": ("dina", "Seau", "Cuisine")}
    for voter, (suspect, weapon, room) in votes.items():
        table.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon=weapon,
                   room=room)
    table.close("votes")
    out = table.close("words")
    results = out.notices[0].params["results"]
    assert (results["suspect"]["value"], results["suspect"]["by"]) == ("dina", "chief")
    assert (results["weapon"]["value"], results["weapon"]["by"]) == ("Couteau", "plurality")
    assert (results["room"]["value"], results["room"]["by"]) == ("Cuisine", "chief")
    assert table.state["phase"] == "night" and table.state["number"] == 2


def test_a_tie_the_chief_does_not_settle_is_drawn_and_told_with_its_options(indixo) -> None:
    """"(a tie it does not settle: a seeded draw)": emil, elected chief without a draw,
    voted for nothing; each field ties between two, drawn among them in sorted order, and
    the tally carries what tied and what came out."""
    table = indixo()
    table.night(EVERYONE_IN, {})
    table.give("ana", "vote", "votes", channel="topic", suspect="carl", weapon="Pelle",
               room="Cour", chief="emil")
    table.give("carl", "vote", "votes", channel="topic", suspect="dina", weapon="Couteau",
               room="Cuisine")
    out = table.close("votes", pinned=[2, 1, 2])
    tally = next(n for n in out.notices if n.template == "tally").params
    assert (tally["chief"], tally["chief_among"]) == ("emil", [])
    got = {f: (r["tied"], r["value"], r["by"]) for f, r in tally["results"].items()}
    assert got == {"suspect": (["carl", "dina"], "dina", "draw"),
                   "weapon": (["Couteau", "Pelle"], "Couteau", "draw"),
                   "room": (["Cour", "Cuisine"], "Cuisine", "draw")}


@pytest.mark.parametrize(("chiefs", "among", "die", "chief"), [
    ({"ana": "dina", "carl": "emil"}, ["dina", "emil"], 2, "emil"),
    ({}, ["ana", "bea", "carl", "dina", "emil"], 3, "carl"),
], ids=["tie", "no vote"])
def test_a_drawn_chief_is_told_with_whom_it_was_drawn_among(indixo, chiefs, among, die,  # type: ignore[no-untyped-def]
                                                            chief) -> None:
    """"ties by seeded draw": a tie for chief is drawn among the tied in sorted order, and
    with no vote at all among the living; the tally carries them and the chief drawn."""
    table = indixo()
    table.night(EVERYONE_IN, {})
    for voter, named in chiefs.items():
        table.give(voter, "chief_vote", "votes", channel="topic", chief=named)
    out = table.close("votes", pinned=[die])
    tally = next(n for n in out.notices if n.template == "tally").params
    assert (tally["chief_among"], tally["chief"]) == (among, chief)
    assert table.state["chief"] == chief


def test_a_tally_without_any_vote_has_every_result_in_full(indixo) -> None:
    """"At the deadline: for each of suspect, weapon and room separately the plurality wins":
    with nobody voting, each result still says what tied (nothing), like every other."""
    table = indixo()
    table.night(EVERYONE_IN, {})
    out = table.close("votes")
    results = out.notices[0].params["results"]
    assert all(r == {"value": None, "counts": {}, "by": None, "tied": []}
               for r in results.values()), results


def test_only_the_livings_votes_elect_the_chief(indixo) -> None:
    """"elected by the living ... (plurality of public "chef @x" posts counted when the
    votes are tallied)": the tally counts a living voter's vote for a living player, and
    shows no other (a ghost's, a vote for a ghost)."""
    table = indixo()
    murder_night(table, "ana")
    table.close("chief")  # ana names nobody: the living elect
    for voter, chief in (("carl", "dina"), ("dina", "emil"), ("emil", "dina")):
        table.give(voter, "chief_vote", "votes", channel="topic", chief=chief)
    when = table.orders["day-1-votes"]["carl"]
    table.orders["day-1-votes"]["ana"] = Submitted(Order("vote", {"chief": "emil"}),
                                                   when.sent_at, 1, "ana")
    table.orders["day-1-votes"]["bea"] = Submitted(Order("vote", {"chief": "ana"}),
                                                   when.sent_at, 2, "bea")
    out = table.close("votes")
    tally = next(n for n in out.notices if n.template == "tally").params
    assert tally["chief_votes"] == {"dina": 2, "emil": 1}
    assert table.state["chief"] == "dina"


def test_the_innocents_win_by_naming_the_last_murder(indixo) -> None:
    """"Innocents win: when the day's vote names the suspect, weapon and room of the last
    murder with the killer as suspect" """
    table = indixo()
    murder_night(table, "ana")
    for voter in table.state["alive"]:
        table.give(voter, "vote", "votes", channel="topic", suspect="bea", weapon="Couteau",
                   room="Cuisine")
    table.close("votes")
    table.close("words")
    assert table.state["winner"] == "innocents" and table.state["win"] == "vote"


def test_the_killer_wins_by_a_right_guess(indixo) -> None:
    """"when, during a day, their single guess for that day names, for every other living
    player, the room they were in last night and the weapon they tried to interact with (or
    none) — all correct" """
    table = indixo()
    table.night(EVERYONE_IN, {"carl": [("destroy", {"weapon": "Oreiller"})]})
    right = {"ana": {"room": "Cuisine", "weapon": None},
             "carl": {"room": "Salon", "weapon": "Oreiller"},
             "dina": {"room": "Chambre", "weapon": None},
             "emil": {"room": "Cour", "weapon": None}}
    assert isinstance(table.give("bea", "guess", "guess", guesses=right), Accepted)
    again = table.give("bea", "guess", "guess", guesses=right)
    assert isinstance(again, Rejection) and again.code == "guess_already"
    table.close("votes")
    assert table.state["winner"] == "killer" and table.state["win"] == "guess"


def test_a_wrong_guess_lets_night_fall(indixo) -> None:
    """"Otherwise night falls." """
    table = indixo()
    table.night(EVERYONE_IN, {})
    wrong = {p: {"room": "Cuisine", "weapon": None} for p in ["ana", "carl", "dina", "emil"]}
    table.give("bea", "guess", "guess", guesses=wrong)
    table.close("votes")
    assert table.state["phase"] == "night" and not table.state["finished"]


def test_the_guess_must_name_every_other_living_player(indixo) -> None:
    """"for every other living player" """
    table = indixo()
    table.night(EVERYONE_IN, {})
    verdict = table.give("bea", "guess", "guess", guesses={"ana": {"room": "Cuisine",
                                                                   "weapon": None}})
    assert isinstance(verdict, Rejection) and verdict.code == "guess_incomplete"
    assert verdict.params["missing"] == ["carl", "dina", "emil"]


def test_a_ghosts_post_in_the_topic_is_not_a_vote(indixo) -> None:
    """"its posts in the game topic are not votes, and the bot reminds it privately" """
    table = indixo()
    murder_night(table)
    verdict = table.say("ana", "vote : @bea, couteau, cuisine", "votes", channel="topic")
    assert isinstance(verdict, Rejection) and verdict.code == "ghost_post"


def test_possession_opens_a_conversation_for_the_next_day(indixo) -> None:
    """"possess a living player in its room: during the next day this ghost and the ghosts of
    its room can talk privately with that player" and "If the possessed player is the killer,
    no ghost can ever possess anyone again." """
    table = indixo()
    murder_night(table)
    table.close("votes")
    table.night({**EVERYONE_IN, "carl": "Cuisine"},
                {"ana": [("possess", {"target": "bea"})]})
    opened = [n for n in table.last.notices if n.template == "possession_group"]
    groups = [n.audience for n in opened]
    assert groups == [("ana", "bea")]
    assert (opened[0].params["possessed"], opened[0].params["ghosts"]) == ("bea", ["ana"])
    assert table.state["possession_over"] is True
    out = table.close("votes")
    assert ("ana", "bea") in out.close and table.state["groups"] == []
    table.rooms(EVERYONE_IN)
    verdict = table.give("ana", "possess", target="bea")
    assert isinstance(verdict, Rejection) and verdict.code == "possession_over"


def test_a_vote_at_night_is_refused(indixo) -> None:
    """"Nobody posts in the game topic at night" and the issue's "a vote at night" """
    from datetime import UTC, datetime

    from rules.base import Context

    table = indixo()
    ctx = Context("carl", "topic", "fr", datetime(2026, 12, 1, tzinfo=UTC), 1, "")
    assert GAME.off_step(table.state, ctx, "vote : @bea, couteau, cuisine").code == \
        "vote_at_night"  # type: ignore[union-attr]
    assert GAME.off_step(table.state, ctx, "bonne nuit à tous, j'ai peur").code == "night_post"  # type: ignore[union-attr]
