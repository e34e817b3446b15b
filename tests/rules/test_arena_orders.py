"""The clan arena's order grammar (`rules.arena.orders`), part by part: what each phase
reads, the shapes it gives (which the rules core takes as they are), the map's zones, a chief
declaring for a warrior, doubts, changes of mind, and what it never does (raise, judge
legality).

The table: clan Loups (chief arno) with bea in zone 1 and carl in zone 2, clan Ours (chief
dina) with dina and emil in zone 2; hugo is in no clan."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.arena import state as st
from rules.arena.actions import check_action, check_declaration
from rules.arena.orders import KINDS, REASONS, TEXT_LIMIT, read
from rules.base import JSON, Order, Rejection
from rules.chance import Chance

EVEN = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}
CLANS = {"Loups": {"arno": "1", "bea": "1", "carl": "2"}, "Ours": {"dina": "2", "emil": "2"}}


def ok(result: JSON | Rejection) -> JSON:
    assert not isinstance(result, Rejection), result
    return result


def signed_up(**settings: Any) -> JSON:
    state = st.new_state(settings)
    for name, members in CLANS.items():
        names = list(members)
        state = ok(st.found_clan(state, names[0], name, EVEN))
        for member in names[1:]:
            state = ok(st.join_clan(state, member, name, EVEN))
    return state


@pytest.fixture
def signup() -> JSON:
    return signed_up()


@pytest.fixture
def placement() -> JSON:
    return ok(st.close_signup(signed_up()))


@pytest.fixture
def arena() -> JSON:
    placed, _ = st.place_clans(ok(st.close_signup(signed_up())), CLANS, Chance("seed", "p"))
    return placed


def action(order: Order | Rejection) -> dict[str, Any]:
    """The action dict of `rules.arena.actions` that an order stands for."""
    assert isinstance(order, Order), order
    return {"kind": order.kind, **{k: v for k, v in order.params.items() if k != "for"}}


# --- the contract -------------------------------------------------------------------------


@pytest.mark.parametrize("text", [None, 42, b"j'attaque", ["x"]])
def test_anything_that_is_not_text_is_unreadable_not_an_exception(arena: JSON, text: Any) -> None:
    assert read(arena, "arno", text, "topic") == Rejection("not_an_order", {"why": "unreadable"})


@pytest.mark.parametrize("state", [None, {}, {"phase": "round", "clans": "?"}, {"warriors": 3},
                                   {"settings": {"map": "not json"}}])
def test_a_broken_state_never_makes_the_reader_raise(state: Any) -> None:
    got = read(state, "arno", "j'attaque @bea", "topic")
    assert isinstance(got, Order | Rejection)


def test_a_text_too_long_is_not_read(arena: JSON) -> None:
    got = read(arena, "arno", "j'attaque @dina " * (TEXT_LIMIT // 10), "topic")
    assert got == Rejection("not_an_order", {"why": "too_long", "limit": TEXT_LIMIT})


def test_an_empty_post_and_talk_say_why(arena: JSON) -> None:
    assert read(arena, "arno", "   ", "topic") == Rejection("not_an_order", {"why": "empty"})
    assert read(arena, "arno", "Bonne chance à tous !", "topic") == Rejection(
        "not_an_order", {"why": "talk"})
    assert read(arena, "arno", "Je devrais attaquer @dina ?", "topic") == Rejection(
        "not_an_order", {"why": "talk"}), "a question that thinks aloud is talk"
    assert read(arena, "arno", "*Arno s'étire.*", "topic") == Rejection(
        "not_an_order", {"why": "talk"}), "narration alone is talk"


def test_the_kinds_and_codes_are_listed() -> None:
    assert set(KINDS) >= {"chief", "join", "refuse", "leave", "spread", "placement", "nothing"}
    assert set(KINDS) >= set(__import__("rules.arena.actions", fromlist=["KINDS"]).KINDS)
    assert "not_an_order" in REASONS and "ambiguous" in REASONS


def test_the_speaker_is_known_whatever_the_case(arena: JSON) -> None:
    assert read(arena, "ARNO", "je me défends", "topic") == Order("defend", {"target": "arno"})


# --- sign-up ------------------------------------------------------------------------------


@pytest.mark.parametrize("text, clan", [
    ("je suis chef de guerre du clan des Vipères", "Vipères"),
    ("chef : Vipères", "Vipères"),
    ("Chef de guerre : les Vipères", "Vipères"),
    ("I am war chief of the Wolves", "Wolves"),
    ("Je fonde le clan de la Meute d'Acier !", "Meute d'Acier"),
    ("Je me proclame chef de guerre du clan du Soleil Noir, venez nombreux", "Soleil Noir"),
    ("Je serai cheffe de guerre. Mon clan s'appelle « Les Filles du Vent ».", "Filles du Vent"),
])
def test_a_chief_declares_a_clan_named_as_written(signup: JSON, text: str, clan: str) -> None:
    assert read(signup, "hugo", text, "topic") == Order("chief", {"clan": clan})


def test_a_chief_without_a_clan_name_is_told(signup: JSON) -> None:
    assert read(signup, "hugo", "Je suis chef de guerre !", "topic") == Rejection(
        "no_clan_name", {})


def test_the_word_chef_alone_is_no_declaration(signup: JSON) -> None:
    assert read(signup, "hugo", "@arno est le chef des Loups", "topic").code == "not_an_order"
    assert read(signup, "hugo", "je rejoins le clan du chef @dina", "topic") == Order(
        "join", {"chief": "dina"})
    assert read(signup, "hugo", "Je rejoins les Loups, @arno est un bon chef comme toujours",
                "topic") == Order("join", {"clan": "Loups"})
    assert read(signup, "hugo", "Je ne suis pas chef, je rejoins les Ours", "topic") == Order(
        "join", {"clan": "Ours"})


@pytest.mark.parametrize("text, params", [
    ("je rejoins les Loups", {"clan": "Loups"}),
    ("Je me rallie aux loups !", {"clan": "Loups"}),
    ("I join the Ours", {"clan": "Ours"}),
    ("je me rallie à @arno", {"chief": "arno"}),
    ("Je rejoins le clan de Dina", {"chief": "dina"}),
    ("Je rejoins les Loups... non, finalement les Ours", {"clan": "Ours"}),
    ("Je me rallie plutôt aux Ours", {"clan": "Ours"}),
])
def test_rallying_names_a_clan_or_its_chief(signup: JSON, text: str, params: JSON) -> None:
    assert read(signup, "hugo", text, "topic") == Order("join", params)


def test_rallying_to_a_clan_that_does_not_exist_names_those_that_do(signup: JSON) -> None:
    assert read(signup, "hugo", "je rejoins les Dragons", "topic") == Rejection(
        "unknown_clan", {"clan": "Dragons", "clans": ["Loups", "Ours"]})
    assert read(signup, "hugo", "je m'inscris !", "topic") == Rejection(
        "ambiguous", {"why": "no_clan", "clans": ["Loups", "Ours"]})


def test_the_chiefs_refusal_names_the_player(signup: JSON) -> None:
    assert read(signup, "arno", "Je refuse @bea, désolé.", "topic") == Order(
        "refuse", {"player": "bea"})
    assert read(signup, "arno", "je refuse @gilles", "topic") == Order(
        "refuse", {"player": "gilles"}), "an unknown name is passed on for the rules to refuse"
    assert read(signup, "arno", "Je ne refuse personne !", "topic").code == "not_an_order"
    assert read(signup, "hugo", "Je rejoins les Loups, pourvu que @arno ne me refuse pas",
                "topic") == Order("join", {"clan": "Loups"}), "a refusal feared is no refusal"


@pytest.mark.parametrize("text", ["je me retire", "Je me désinscris, désolée.", "I withdraw",
                                  "Finalement je ne participe plus"])
def test_leaving_the_sign_up(signup: JSON, text: str) -> None:
    assert read(signup, "hugo", text, "topic") == Order("leave", {})


def test_a_sign_up_record_without_warriors_is_enough(signup: JSON) -> None:
    """The bridge's `enrol` passes the game's sign-up record, perhaps still empty."""
    assert read({"phase": "signup", "clans": []}, "hugo", "chef : Loups", "topic") == Order(
        "chief", {"clan": "Loups"})
    assert read({"clans": []}, "hugo", "je rejoins les Loups", "topic").code == "unknown_clan"


# --- the spread ---------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "attaque 4, défense 3, tir 2, bouclier 3",
    "att 4 def 3 tir 2 boucl 3",
    "bouclier 3, tir 2, défense 3, attaque 4",
    "quatre en attaque, trois en défense, deux en tir et trois en bouclier",
    "4 attaque 3 défense 2 tir 3 bouclier",
    "Att/Déf/Tir/Bouc : 4/3/2/3",
    "A4 D3 T2 B3",
    "attack 4, defence 3, shooting 2, shield 3",
    "attack: 4\ndefense: 3\nshooting: 2\nshield: 3",
    "attaque 4, défense 3, tir 2 et le reste en bouclier",
    "attaque 4, défense 3, tir 3, bouclier 2. Non, plutôt tir 2 et bouclier 3.",
])
def test_a_spread_in_any_order_and_spelling(signup: JSON, text: str) -> None:
    got = read(signup, "hugo", text, "desk")
    assert got == Order("spread", {"attack": 4, "defence": 3, "shooting": 2, "shield": 3})
    assert st.check_spread(got.params, signup["settings"]) is None


def test_a_spread_uses_the_characteristic_names_of_the_state(signup: JSON) -> None:
    got = read(signup, "hugo", "3 partout", "desk")
    assert isinstance(got, Order) and tuple(got.params) == st.CHARACTERISTICS


def test_the_rest_follows_the_budget_setting() -> None:
    state = st.new_state({"budget": 16})
    assert read(state, "hugo", "attaque 6, défense 4, tir 2, le reste en bouclier", "desk") \
        == Order("spread", {"attack": 6, "defence": 4, "shooting": 2, "shield": 4})


def test_a_partial_spread_says_which_are_missing(signup: JSON) -> None:
    assert read(signup, "hugo", "attaque 4, tir 2", "desk") == Rejection(
        "missing_characteristic", {"names": ["defence", "shield"],
                                   "given": {"attack": 4, "shooting": 2}})


def test_a_spread_over_budget_is_read_as_written(signup: JSON) -> None:
    """The budget is the rules' check (`state.check_spread`), not the reading's."""
    got = read(signup, "hugo", "attaque 6, défense 6, tir 6, bouclier 6", "desk")
    assert got == Order("spread", {"attack": 6, "defence": 6, "shooting": 6, "shield": 6})
    assert st.check_spread(got.params, signup["settings"]).code == "over_budget"


def test_a_desk_post_is_a_spread_first_a_topic_post_a_sign_up_first(signup: JSON) -> None:
    text = "Je rejoins les Loups, attaque 3 défense 3 tir 3 bouclier 3"
    assert read(signup, "hugo", text, "topic") == Order("join", {"clan": "Loups"})
    assert read(signup, "hugo", text, "desk").kind == "spread"  # type: ignore[union-attr]


# --- placement ----------------------------------------------------------------------------


@pytest.mark.parametrize("text, zones", [
    ("@bea zone 2, moi et @carl zone 1", {"arno": "1", "bea": "2", "carl": "1"}),
    ("tous en zone 3", {"arno": "3", "bea": "3", "carl": "3"}),
    ("everyone in zone 1", {"arno": "1", "bea": "1", "carl": "1"}),
    ("Zone 1 : moi, Carl\nZone 4 : Bea", {"arno": "1", "bea": "4", "carl": "1"}),
    ("tous en 1 sauf @bea en 2", {"arno": "1", "bea": "2", "carl": "1"}),
    ("bea en 2, les autres en 4", {"arno": "4", "bea": "2", "carl": "4"}),
    ("tout le monde en zone deux", {"arno": "2", "bea": "2", "carl": "2"}),
    ("tous en zone 1... non, finalement en zone 3", {"arno": "3", "bea": "3", "carl": "3"}),
])
def test_a_chief_places_the_clan(placement: JSON, text: str, zones: dict[str, str]) -> None:
    got = read(placement, "arno", text, "desk")
    assert got == Order("placement", {"zones": zones})
    assert st.check_placement(placement, "arno", zones) is None


def test_a_placement_reads_what_is_written_and_leaves_the_check_to_the_rules(
        placement: JSON) -> None:
    got = read(placement, "arno", "@bea zone 2, @dina zone 1", "desk")
    assert got == Order("placement", {"zones": {"bea": "2", "dina": "1"}})
    assert st.check_placement(placement, "arno", got.params["zones"]).code == "not_in_clan"


def test_a_placement_without_zone_or_warrior(placement: JSON) -> None:
    assert read(placement, "arno", "@bea et @carl ensemble", "desk") == Rejection(
        "ambiguous", {"why": "no_zone"})
    assert read(placement, "arno", "zone 3 !", "desk") == Rejection(
        "ambiguous", {"why": "no_warrior"})


# --- round actions ------------------------------------------------------------------------


@pytest.mark.parametrize("speaker, text, expected", [
    ("arno", "j'attaque @dina", Order("attack", {"target": "dina"})),
    ("carl", "I attack @emil", Order("attack", {"target": "emil"})),
    ("arno", "je me défends", Order("defend", {"target": "arno"})),
    ("arno", "je défends @bea", Order("defend", {"target": "bea"})),
    ("carl", "je tire sur @arno", Order("shoot", {"target": "arno"})),
    ("arno", "bouclier sur moi", Order("shield", {"target": "arno"})),
    ("arno", "je protège @bea de mon bouclier", Order("shield", {"target": "bea"})),
    ("arno", "je vais au centre", Order("move", {"to": "C"})),
    ("arno", "je vais en zone 2", Order("move", {"to": "2"})),
    ("arno", "I move to zone 4", Order("move", {"to": "4"})),
])
def test_each_action_is_the_dict_the_rules_check(arena: JSON, speaker: str, text: str,
                                                 expected: Order) -> None:
    got = read(arena, speaker, text, "topic")
    assert got == expected
    assert check_action(arena, speaker, action(got)) in (None, check_action(
        arena, speaker, action(expected)))


@pytest.mark.parametrize("text", ["je vais au centre", "je vais au milieu", "zone centrale",
                                  "je vais dans la zone centrale", "I go to the center",
                                  "move to the centre", "je vais en C", "Zone C !",
                                  "direction le centre"])
def test_every_name_of_the_centre(arena: JSON, text: str) -> None:
    assert read(arena, "arno", text, "topic") == Order("move", {"to": "C"})


@pytest.mark.parametrize("text, zone", [("zone deux", "2"), ("je vais en z3", "3"),
                                        ("je vais en 4", "4"), ("je vais vers la 2", "2"),
                                        ("zone trois", "3")])
def test_zones_in_words_and_short(arena: JSON, text: str, zone: str) -> None:
    assert read(arena, "arno", text, "topic") == Order("move", {"to": zone})


def test_the_map_of_the_settings_names_the_zones() -> None:
    arena_map = {"zones": ["Nord", "Sud", "Est", "Ouest", "Fosse"], "centre": "Fosse",
                 "borders": [["Nord", "Fosse"], ["Sud", "Fosse"], ["Est", "Fosse"],
                             ["Ouest", "Fosse"]], "start": ["Nord", "Sud", "Est", "Ouest"]}
    state = ok(st.close_signup(signed_up(map=arena_map)))
    placed, _ = st.place_clans(state, {"Loups": {"arno": "Nord", "bea": "Nord", "carl": "Sud"},
                                       "Ours": {"dina": "Est", "emil": "Est"}}, Chance("s", "p"))
    assert read(placed, "arno", "je vais au centre", "topic") == Order("move", {"to": "Fosse"})
    assert read(placed, "arno", "je vais dans la fosse", "topic") == Order("move", {"to": "Fosse"})
    assert read(placed, "arno", "je vais au sud", "topic") == Order("move", {"to": "Sud"})
    assert read(state, "arno", "tous au Nord sauf Carl à l'Ouest", "desk") == Order(
        "placement", {"zones": {"arno": "Nord", "bea": "Nord", "carl": "Ouest"}})


def test_a_zone_that_is_not_on_the_map_is_passed_on(arena: JSON) -> None:
    got = read(arena, "arno", "je vais en zone 7", "topic")
    assert got == Order("move", {"to": "7"})
    assert check_action(arena, "arno", action(got)).code == "unknown_zone"


def test_the_grammar_does_not_judge_legality(arena: JSON) -> None:
    """Adjacent zones, clan-mates, the same zone: `rules.arena.actions` says."""
    got = read(arena, "arno", "j'attaque @bea", "topic")
    assert got == Order("attack", {"target": "bea"})
    assert check_action(arena, "arno", action(got)).code == "clan_mate"
    got = read(arena, "arno", "je vais en zone 3", "topic")
    assert check_action(arena, "arno", action(got)).code == "not_adjacent"


def test_an_unknown_name_with_at_is_passed_on(arena: JSON) -> None:
    got = read(arena, "arno", "j'attaque @zorg", "topic")
    assert got == Order("attack", {"target": "zorg"})
    assert check_action(arena, "arno", action(got)).code == "no_such_warrior"


@pytest.mark.parametrize("speaker, text, params", [
    ("arno", "pour @bea : j'attaque @dina", {"target": "dina", "for": "bea"}),
    ("arno", "Pour @carl, qui dort encore : il attaque @emil", {"target": "emil", "for": "carl"}),
    ("arno", "À la place de @bea : elle attaque @dina", {"target": "dina", "for": "bea"}),
    ("arno", "@carl attaque @emil", {"target": "emil", "for": "carl"}),
    ("arno", "for @bea: attack @dina", {"target": "dina", "for": "bea"}),
])
def test_the_chief_declares_for_a_warrior(arena: JSON, speaker: str, text: str,
                                          params: JSON) -> None:
    got = read(arena, speaker, text, "topic")
    assert got == Order("attack", params)
    assert check_declaration(arena, speaker, params["for"], action(got), None) in (
        None, check_action(arena, params["for"], action(got)))


def test_the_warrior_defended_by_the_chief_for_them_is_themself(arena: JSON) -> None:
    assert read(arena, "arno", "pour @bea : elle se défend", "topic") == Order(
        "defend", {"target": "bea", "for": "bea"})
    assert read(arena, "arno", "@bea, défends-moi !", "topic") == Order(
        "defend", {"target": "arno", "for": "bea"})


def test_another_warriors_deeds_are_a_tale_not_a_declaration(arena: JSON) -> None:
    """Only the chief may declare for a warrior: a clan-mate telling is no order."""
    assert read(arena, "bea", "@carl attaque @emil", "topic").code == "not_an_order"
    assert read(arena, "bea", "@carl, couvre-moi !", "topic").code == "not_an_order"
    assert read(arena, "bea", "pour @carl : j'attaque @emil", "topic") == Order(
        "attack", {"target": "emil", "for": "carl"}), "the rules refuse: not bea's warrior"


def test_narration_alone_gives_the_order_with_a_doubt(arena: JSON) -> None:
    assert read(arena, "arno", "*Arno se rue sur @dina, hache levée.*", "topic") == Order(
        "attack", {"target": "dina"}, "narration")
    assert read(arena, "arno", "*Arno rugit.* J'attaque @dina", "topic") == Order(
        "attack", {"target": "dina"})


def test_a_pronoun_stands_for_the_one_player_the_narration_names(arena: JSON) -> None:
    assert read(arena, "arno", "*Dina s'approche.* Je la frappe !", "topic") == Order(
        "attack", {"target": "dina"}, "pronoun")
    assert read(arena, "arno", "*Dina et Emil s'approchent.* Je la frappe !", "topic") \
        == Rejection("ambiguous", {"why": "no_target", "kind": "attack"})


@pytest.mark.parametrize("text, expected", [
    ("je vais au centre. Non, finalement j'attaque @dina", Order("attack", {"target": "dina"})),
    ("j'attaque @dina... ah non, @emil plutôt", Order("attack", {"target": "emil"})),
    ("je vais en zone 2, non en zone 4", Order("move", {"to": "4"})),
    ("j'attaque @dina.\nEDIT : je me défends finalement", Order("defend", {"target": "arno"})),
    ("je tire sur @dina plutôt que sur @emil", Order("shoot", {"target": "dina"})),
    ("au lieu d'attaquer @dina, je me défends", Order("defend", {"target": "arno"})),
])
def test_the_last_change_of_mind_wins(arena: JSON, text: str, expected: Order) -> None:
    assert read(arena, "arno", text, "topic") == expected


@pytest.mark.parametrize("text, why", [
    ("je vais au centre et j'attaque @dina", "two_actions"),
    ("j'attaque @dina et @emil", "two_targets"),
    ("j'attaque !", "no_target"),
    ("je bouge", "no_zone"),
    ("je protège @bea", "defend_or_shield"),
    ("je me défends avec mon bouclier", "defend_or_shield"),
    ("si @dina vient, je l'attaque", "conditional"),
])
def test_what_cannot_be_one_action_is_ambiguous_with_why(arena: JSON, text: str,
                                                          why: str) -> None:
    got = read(arena, "arno", text, "topic")
    assert isinstance(got, Rejection) and got.code == "ambiguous", got
    assert got.params["why"] == why


@pytest.mark.parametrize("text", ["je ne fais rien", "je passe mon tour", "je reste en zone 1",
                                  "I stay here"])
def test_doing_nothing(arena: JSON, text: str) -> None:
    assert read(arena, "arno", text, "topic") == Order("nothing", {})


def test_a_signature_is_not_a_target(arena: JSON) -> None:
    assert read(arena, "arno", "je défends @bea\n\nArno", "topic") == Order(
        "defend", {"target": "bea"})
    assert read(arena, "arno", "je me défends -- Arno", "topic") == Order(
        "defend", {"target": "arno"})


def test_each_phase_reads_its_own_orders(signup: JSON, placement: JSON, arena: JSON) -> None:
    assert read(signup, "hugo", "je vais au centre", "topic").code == "not_an_order"
    assert not isinstance(read(placement, "arno", "j'attaque @dina", "desk"), Order)
    assert not isinstance(read(arena, "hugo", "je rejoins les Loups", "topic"), Order)


def test_reading_does_not_change_the_state(arena: JSON) -> None:
    before = copy.deepcopy(arena)
    read(arena, "arno", "pour @bea : j'attaque @dina", "topic")
    assert arena == before
