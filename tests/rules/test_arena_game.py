"""The clan arena through the game contract, as the bridge drives it: its own sign-up
(chiefs, rallying, the one refusal, the spread asked at a first sign-up, the roster),
setup, the chiefs' placement (and the draw for a silent chief), rounds declared in the
topic (the chief for a silent warrior, never over the warrior's word), the defender's
choice as a short step with its default, and wounds kept from one game to the next."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from rules.arena import GAME
from rules.base import Accepted, Context, Enrolment, Order, Outcome, Rejection, Submitted
from rules.chance import Chance

SENT = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
SPREADS = {"ana": "attaque 1, défense 3, tir 4, bouclier 4",
           "bob": "attaque 3, défense 3, tir 3, bouclier 3",
           "carl": "attaque 6, défense 6, tir 0, bouclier 0",
           "dina": "attaque 2, défense 4, tir 3, bouclier 3"}


def ctx(speaker: str, channel: str = "topic", step: str = "") -> Context:
    return Context(speaker=speaker, channel=channel, language="fr", sent_at=SENT, post_id=1,
                   step=step)


class Arena:
    """One arena game at the rules level, with the roster the bridge would keep."""

    def __init__(self, roster: dict[str, Any] | None = None, **settings: Any) -> None:
        self.settings = {"minimum": 0, **settings}
        self.roll: dict[str, Any] = {}
        self.roster: dict[str, Any] = dict(roster or {})
        self.players: tuple[str, ...] = ()
        self.state: dict[str, Any] = {}
        self.said: list[tuple[str, str]] = []

    def enrol(self, speaker: str, text: str, channel: str = "topic") -> Enrolment | Rejection:
        answer = GAME.enrol(self.settings, self.roll, ctx(speaker, channel), text, self.roster)
        assert answer is not None
        if isinstance(answer, Enrolment):
            self.roll, self.players = answer.roll, answer.players
            self.roster.update(answer.roster)
            self.said += [(str(n.audience), n.template) for n in answer.notices]
        return answer

    def sign_up(self, clans: dict[str, list[str]]) -> None:
        for clan, (chief, *members) in clans.items():
            self.enrol(chief, f"je suis chef de guerre du clan des {clan}")
            if chief not in self.players:
                self.enrol(chief, SPREADS[chief], "desk")
            for member in members:
                self.enrol(member, f"je rejoins les {clan}")
                if member not in self.players:
                    self.enrol(member, SPREADS[member], "desk")

    def start(self) -> Outcome:
        outcome = GAME.setup(self.settings, list(self.players), Chance("s", "setup"), {},
                             self.roll)
        self.state = outcome.state
        return outcome

    def step(self) -> str:
        return GAME.steps(self.state)[0].key

    def order(self, speaker: str, text: str, in_force: dict[str, Submitted],
              channel: str = "topic") -> Accepted | Rejection:
        key = self.step()
        reading = GAME.parse(self.state, ctx(speaker, channel, key), text)
        if isinstance(reading, Rejection):
            return reading
        verdict = GAME.accept(self.state, ctx(speaker, channel, key), reading, in_force)
        if isinstance(verdict, Accepted):
            in_force[verdict.actor] = Submitted(verdict.order, SENT, 1, speaker)
        return verdict

    def resolve(self, given: dict[str, Submitted], dice: list[int] | None = None) -> Outcome:
        key = self.step()
        outcome = GAME.resolve(self.state, key, {key: given}, Chance("s", key, dice or []))
        self.state = outcome.state
        self.roster.update(GAME.roster(self.state))
        return outcome

    def place(self, zones: dict[str, str]) -> Outcome:
        given: dict[str, Submitted] = {}
        for chief, text in zones.items():
            assert isinstance(self.order(chief, text, given, "desk"), Accepted)
        return self.resolve(given)


def test_a_first_sign_up_asks_for_the_spread_and_counts_once_it_is_valid() -> None:
    arena = Arena()
    asked = arena.enrol("ana", "je suis chef de guerre du clan des Loups")
    assert isinstance(asked, Enrolment) and asked.players == ()
    assert [(n.audience, n.template) for n in asked.notices] == [("ana", "spread_ask")]
    over = arena.enrol("ana", "attaque 6, défense 6, tir 6, bouclier 6", "desk")
    assert isinstance(over, Rejection) and over.code == "over_budget"
    assert arena.players == ()
    taken = arena.enrol("ana", SPREADS["ana"], "desk")
    assert isinstance(taken, Enrolment) and taken.players == ("ana",)
    assert taken.roster["ana"]["shooting"] == 4
    assert ("@public", "clan_founded") in arena.said


def test_a_returning_warrior_keeps_the_roster_entry_and_is_not_asked() -> None:
    wounded = {"attack": 2, "defence": 3, "shooting": 3, "shield": 3,
               "lost": {"attack": 1, "defence": 0, "shooting": 0, "shield": 0}}
    arena = Arena(roster={"Bob": wounded})
    arena.sign_up({"Loups": ["ana"]})
    joined = arena.enrol("bob", "je me rallie à @ana")
    assert isinstance(joined, Enrolment) and joined.players == ("ana", "bob")
    assert arena.roll["warriors"]["bob"]["attack"] == 2
    assert [n.template for n in joined.notices] == ["joined_clan"]


def test_a_wounded_veteran_below_the_budget_signs_up_without_a_lost_field() -> None:
    """Issue 21: wounds are permanent, so every wounded veteran's characteristics sum below
    the budget; the roster entry is taken as it stands (no `lost` needed to make up the
    budget), and nobody is asked to spread again."""
    veteran = {"attack": 3, "defence": 3, "shooting": 2, "shield": 2}  # 10 of 12, no lost
    arena = Arena(roster={"bob": veteran}, minimum=1)
    arena.enrol("ana", "je suis chef de guerre du clan des Loups")
    arena.enrol("ana", SPREADS["bob"], "desk")
    joined = arena.enrol("bob", "je rejoins les Loups")
    assert isinstance(joined, Enrolment) and joined.players == ("ana", "bob"), joined
    assert [n.template for n in joined.notices] == ["joined_clan"]
    assert arena.roll["warriors"]["bob"]["shooting"] == 2
    assert not arena.roll["waiting"]


def test_a_veterans_characteristic_at_zero_is_valid_even_with_a_minimum_of_one() -> None:
    """Issue 21: tir 0 after wounds is no "trop peu": from 0 to the maximum is valid for a
    returning warrior; budget and minimum bind a first spread only."""
    arena = Arena(roster={"ana": {"attack": 5, "defence": 4, "shooting": 0, "shield": 1}},
                  minimum=1)
    founded = arena.enrol("ana", "je suis chef de guerre du clan des Loups")
    assert isinstance(founded, Enrolment) and founded.players == ("ana",), founded
    assert [n.template for n in founded.notices] == ["clan_founded"]
    first = arena.enrol("bob", "je rejoins les Loups")
    assert isinstance(first, Enrolment) and first.notices[0].template == "spread_ask"
    low = arena.enrol("bob", "attaque 6, défense 5, tir 1, bouclier 0", "desk")
    assert isinstance(low, Rejection) and low.code == "below_minimum"  # a first spread


def test_a_veteran_above_the_maximum_is_refused_without_being_asked_to_spread() -> None:
    """A roster entry this game cannot field (above its maximum) is refused saying the GM
    corrects it: the refusal is a veteran's, never a request for a new spread."""
    arena = Arena(roster={"ana": {"attack": 6, "defence": 4, "shooting": 0, "shield": 1}},
                  maximum=5)
    refused = arena.enrol("ana", "je suis chef de guerre du clan des Loups")
    assert isinstance(refused, Rejection) and refused.code == "above_maximum"
    assert refused.params["veteran"] is True and refused.params["maximum"] == 5
    assert not arena.roll  # nothing recorded, nobody waits for a spread


def test_rallying_to_a_chief_by_name_finds_the_chiefs_clan() -> None:
    """Issue 21: 'je me rallie à @carl' finds carl's clan, for a newcomer and a veteran
    alike; while carl still owes his spread, the answer says the clan is not founded yet
    (not "je ne connais pas de clan « carl »")."""
    arena = Arena(roster={"bob": {"attack": 3, "defence": 3, "shooting": 3, "shield": 2}})
    arena.enrol("carl", "je suis chef de guerre du clan des Ours")
    early = arena.enrol("bob", "je me rallie à @carl")
    assert isinstance(early, Rejection) and early.code == "clan_not_founded", early
    assert early.params == {"chief": "carl", "clan": "Ours"}
    by_clan = arena.enrol("bob", "je rejoins les Ours")
    assert isinstance(by_clan, Rejection) and by_clan.code == "clan_not_founded", by_clan
    arena.enrol("carl", SPREADS["carl"], "desk")
    joined = arena.enrol("bob", "je me rallie à @carl")
    assert isinstance(joined, Enrolment) and arena.roll["warriors"]["bob"]["clan"] == "Ours"
    newcomer = arena.enrol("dina", "je me rallie à @Carl")
    assert isinstance(newcomer, Enrolment) and newcomer.notices[0].template == "spread_ask"
    arena.enrol("dina", SPREADS["dina"], "desk")
    assert arena.roll["warriors"]["dina"]["clan"] == "Ours"
    nobody = arena.enrol("emil", "je me rallie à @zed")
    assert isinstance(nobody, Rejection) and nobody.code == "not_a_chief_here", nobody


def test_the_chief_refuses_one_person_once_even_before_their_spread() -> None:
    arena = Arena()
    arena.sign_up({"Loups": ["ana"]})
    arena.enrol("bob", "je rejoins les Loups")
    refused = arena.enrol("ana", "je refuse @bob")
    assert isinstance(refused, Enrolment) and arena.roll["clans"][0]["refused"] == "bob"
    again = arena.enrol("bob", "je rejoins les Loups")
    assert isinstance(again, Rejection) and again.code == "refused_by_clan"
    arena.enrol("carl", "je rejoins les Loups")
    arena.enrol("carl", SPREADS["carl"], "desk")
    second = arena.enrol("ana", "je refuse @carl")
    assert isinstance(second, Rejection) and second.code == "refusal_used"


def test_talk_in_the_topic_during_sign_up_is_left_alone() -> None:
    answer = Arena().enrol("emil", "Bonne chance à tous, que le meilleur gagne !")
    assert isinstance(answer, Rejection) and answer.code == "talk"


def test_a_silent_chief_has_the_clan_spread_by_the_draw_and_is_told() -> None:
    arena = Arena()
    arena.sign_up({"Loups": ["ana", "bob"], "Ours": ["carl", "dina"]})
    started = arena.start()
    assert {n.audience for n in started.notices if n.template == "placement_ask"} == {
        "ana", "carl"}
    outcome = arena.place({"ana": "moi et @bob zone 1"})
    assert [(n.audience, n.template) for n in outcome.notices][1:] == [
        ("carl", "placement_drawn")]
    assert arena.state["warriors"]["ana"]["zone"] == "1"
    assert arena.state["warriors"]["carl"]["zone"] in ("1", "2", "3", "4")
    assert arena.step() == "round-1"


def test_the_chief_declares_for_a_silent_warrior_never_over_the_warriors_word() -> None:
    arena = Arena()
    arena.sign_up({"Loups": ["ana", "bob"], "Ours": ["carl", "dina"]})
    arena.start()
    arena.place({"ana": "tous en zone 1", "carl": "tous en zone 1"})
    given: dict[str, Submitted] = {}
    for_bob = arena.order("ana", "pour @bob : j'attaque @carl", given)
    assert isinstance(for_bob, Accepted) and for_bob.actor == "bob"
    own = arena.order("bob", "je me défends", given)
    assert isinstance(own, Accepted) and given["bob"].order.kind == "defend"
    late = arena.order("ana", "pour @bob : j'attaque @dina", given)
    assert isinstance(late, Rejection) and late.code == "warrior_declared"
    mate = arena.order("ana", "j'attaque @bob", given)
    assert isinstance(mate, Rejection) and mate.code == "clan_mate"


def _lost_defence(arena: Arena) -> Outcome:
    """carl (attaque 6) and dina (attaque 2) attack ana, who defends herself (défense 3):
    dice carl 1, dina 1, ana 6 give 6+2+1+1 = 10 against 3+6 = 9: the attack wins and ana
    leaves (a difference of 1: no wound); bob moves to the centre after the combats."""
    given: dict[str, Submitted] = {}
    for who, text in (("carl", "j'attaque @ana"), ("dina", "j'attaque @ana"),
                      ("ana", "je me défends"), ("bob", "je vais au centre")):
        assert isinstance(arena.order(who, text, given), Accepted), who
    return arena.resolve(given, [1, 1, 6])


def test_a_round_is_resolved_on_start_positions_and_shown() -> None:
    arena = Arena()
    arena.sign_up({"Loups": ["ana", "bob"], "Ours": ["carl", "dina"]})
    arena.start()
    arena.place({"ana": "tous en zone 1", "carl": "tous en zone 1"})
    outcome = _lost_defence(arena)
    record = outcome.notices[0].params["record"]
    fight = record["combats"][0]
    assert (fight["attack"]["score"], fight["defence"]["score"]) == (10, 9)
    assert fight["leaves"] == "ana" and not arena.state["warriors"]["ana"]["in_arena"]
    assert arena.state["warriors"]["bob"]["zone"] == "C"  # moves come after the combats


def test_the_defenders_choice_is_a_short_step_with_its_default() -> None:
    arena = Arena()
    arena.sign_up({"Loups": ["ana", "bob"], "Ours": ["carl", "dina"]})
    arena.start()
    arena.place({"ana": "tous en zone 1", "carl": "tous en zone 1"})
    given: dict[str, Submitted] = {}
    for who, text in (("carl", "j'attaque @bob"), ("dina", "j'attaque @bob"),
                      ("bob", "je me défends"), ("ana", "je défends @bob")):
        assert isinstance(arena.order(who, text, given), Accepted), who
    asked = arena.resolve(given, [1, 1, 6, 6])  # 6+1+2+1 = 10 vs 3+6+3+6 = 18
    assert not asked.review and [(n.audience, n.template) for n in asked.notices] == [
        ("bob", "choice_ask")]
    step = GAME.steps(arena.state)[0]
    assert step.key == "round-1-choice" and step.awaited == ("bob",) and step.early
    choice: dict[str, Submitted] = {}
    wrong = arena.order("bob", "je choisis @ana", choice, "desk")
    assert isinstance(wrong, Rejection)
    picked = arena.order("bob", "c'est @dina qui sort", choice, "desk")
    assert isinstance(picked, Accepted)
    done = arena.resolve(choice)
    assert done.notices[0].template == "results"
    assert not arena.state["warriors"]["dina"]["in_arena"]
    assert arena.state["warriors"]["carl"]["in_arena"]


def test_a_wound_in_one_game_shows_in_the_next() -> None:
    first = Arena()
    first.sign_up({"Loups": ["ana", "bob"], "Ours": ["carl", "dina"]})
    first.start()
    first.place({"ana": "tous en zone 1", "carl": "tous en zone 1"})
    given: dict[str, Submitted] = {}
    for who, text in (("ana", "j'attaque @carl"), ("carl", "je me défends"),
                      ("dina", "je défends @carl"), ("bob", "je reste là, je ne fais rien")):
        assert isinstance(first.order(who, text, given), Accepted), who
    first.resolve(given, [1, 6, 6])  # ana 1+1 = 2 vs dina 4+6 + carl 6+6 = 22: crushing
    assert first.state["warriors"]["ana"]["attack"] == 0
    assert first.roster["ana"]["attack"] == 0 and first.roster["ana"]["lost"]["attack"] == 1
    second = Arena(roster=first.roster)
    second.enrol("ana", "chef : Renards")
    assert second.roll["warriors"]["ana"]["attack"] == 0
    assert second.roll["warriors"]["ana"]["lost"]["attack"] == 1


@pytest.mark.parametrize("text", ["je participe", "je m'inscris"])
def test_the_bridges_sign_up_words_get_the_arenas_way_to_sign_up(text: str) -> None:
    answer = Arena().enrol("emil", text)
    assert isinstance(answer, Rejection) and answer.code != "talk"


def test_sign_up_needs_two_clans() -> None:
    arena = Arena()
    arena.sign_up({"Loups": ["ana", "bob"]})
    with pytest.raises(ValueError):
        arena.start()


def test_orders_are_read_as_the_game_would_be_told() -> None:
    assert GAME.id == "arena" and "fr" in GAME.languages
    assert isinstance(GAME.parse({"phase": "over", "settings": {}}, ctx("ana"), "rien"),
                      Order | Rejection)
