"""mafia.md, "Night": each role's action, what it may target, the resolution order, dawn."""

from __future__ import annotations

from typing import Any

from mafia import GAME
from mafia_table import ROLES_NINE, START, Table

from gamemaster.game import GM, PUBLIC, Accepted, Context, Order, Rejection


def at_night(**settings: Any) -> Table:
    """Nine players with every role, night 1 (hugo eliminated on day 1)."""
    table = Table(ROLES_NINE, **settings)
    table.vote(("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
               ("gina", "hugo"))
    assert (table.state["phase"], table.state["number"]) == ("night", 1)
    return table


def refused(table: Table, speaker: str, action: str, target: str | None = None) -> str:
    verdict = table.say(speaker, action, target)
    assert isinstance(verdict, Rejection), verdict
    return verdict.code


def test_night_waits_for_every_living_player_with_an_action() -> None:
    """The night waits for every player with an action (any mafia member may give the
    kill), until the deadline or until all have answered."""
    table = at_night()
    step = table.step
    assert step.key == "night-1" and step.channel == "desk" and step.early
    assert step.awaited == ("ana", "bea", "emma", "fred", "gina")
    assert GAME.public_orders(table.state, step.key) is False
    told = {n.audience: n.params for n in table.notices if n.template == "night_actions"}
    assert sorted(told) == ["ana", "bea", "emma", "fred", "gina"]
    assert told["bea"]["actions"] == ["block", "kill"]
    assert told["ana"]["targets"]["kill"] == ["carl", "dan", "emma", "fred", "gina", "ines"]


def test_mafia_kill() -> None:
    """Mafia kill: one target for the whole mafia."""
    table = at_night()
    table.night(("ana", "kill", "carl"))
    assert table.named("dawn", PUBLIC) == [
        {"night": 1, "deaths": [{"name": "carl", "role": "town"}]}]
    assert "carl" not in table.state["alive"] and table.state["phase"] == "day"


def test_last_mafia_order_stands() -> None:
    """The last order given by any living mafia member before the deadline stands."""
    table = at_night()
    table.act(("ana", "kill", "carl"), ("bea", "kill", "dan"), ("ana", "kill", "ines"),
              ("bea", "block", "fred"))
    table.resolve()
    assert [d["name"] for d in table.named("dawn", PUBLIC)[0]["deaths"]] == ["ines"]


def test_mafia_cannot_target_a_partner() -> None:
    """A mafia member cannot target a partner."""
    table = at_night()
    assert refused(table, "ana", "kill", "bea") == "partner"
    assert refused(table, "bea", "kill", "bea") == "partner"


def test_roleblocker_blocks_and_carries_the_kill() -> None:
    """A mafia roleblocker may block and carry the kill: one order merging both."""
    table = at_night()
    table.act(("bea", "block", "emma"), ("bea", "kill", "dan"))
    order = table.in_force["night-1"]["bea"].order
    given = table.in_force["night-1"]["bea"].sent_at.isoformat()
    assert (order.kind, order.params) == (
        "night", {"block": "emma", "kill": "dan", "kill_at": given})
    table.act(("bea", "block", "fred"))
    assert table.in_force["night-1"]["bea"].order.params == {
        "block": "fred", "kill": "dan", "kill_at": given}


def test_doctor_protects() -> None:
    """Doctor: protect one player from being killed this night."""
    table = at_night()
    table.night(("ana", "kill", "fred"), ("emma", "protect", "fred"))
    assert table.named("dawn", PUBLIC)[0]["deaths"] == []
    assert "fred" in table.state["alive"]


def test_doctor_not_the_same_player_two_nights_in_a_row() -> None:
    """Doctor: not the same player two nights in a row (two nights apart is fine)."""
    table = at_night()
    table.night(("emma", "protect", "fred"))
    table.resolve()  # day 2: nobody voted
    assert refused(table, "emma", "protect", "fred") == "twice_in_a_row"
    assert table.named("night_actions", "emma")[0]["last_protected"] == "fred"
    assert "fred" not in table.named("night_actions", "emma")[0]["targets"]["protect"]
    table.act(("emma", "protect", "dan"))
    table.resolve()
    table.resolve()  # day 3
    assert isinstance(table.say("emma", "protect", "fred"), Accepted)


def test_doctor_may_protect_themself() -> None:
    """The doctor may protect themself [setting: doctor_self on]."""
    table = at_night()
    table.night(("ana", "kill", "emma"), ("emma", "protect", "emma"))
    assert "emma" in table.state["alive"]


def test_doctor_self_off() -> None:
    """doctor_self off: the doctor may not protect themself."""
    table = at_night(doctor_self=False)
    assert refused(table, "emma", "protect", "emma") == "self"
    assert "emma" not in table.named("night_actions", "emma")[0]["targets"]["protect"]


def test_cop_learns_mafia_or_town() -> None:
    """Cop: investigate one player; learns at dawn "mafia" or "town"."""
    table = at_night()
    table.night(("fred", "check", "bea"))
    assert table.named("cop_result", "fred") == [
        {"night": 1, "target": "bea", "result": "mafia"}]
    table.resolve()
    table.night(("fred", "check", "dan"))
    assert table.named("cop_result", "fred")[0]["result"] == "town"
    assert [r["result"] for r in GAME.view(table.state, "fred")["me"]["results"]] == [
        "mafia", "town"]


def test_godfather_reads_town() -> None:
    """The godfather reads town to the cop."""
    table = at_night()
    table.night(("fred", "check", "ana"))
    assert table.named("cop_result", "fred")[0]["result"] == "town"


def test_cop_killed_that_night_learns_nothing() -> None:
    """A cop killed that night still learns nothing."""
    table = at_night()
    table.night(("ana", "kill", "fred"), ("fred", "check", "bea"))
    assert table.named("cop_result") == []
    assert "fred" not in table.state["alive"]


def test_vigilante_shoots_once_per_game() -> None:
    """Vigilante: may shoot one player, once per game."""
    table = at_night()
    table.night(("gina", "shoot", "dan"))
    assert [d["name"] for d in table.named("dawn", PUBLIC)[0]["deaths"]] == ["dan"]
    assert table.state["shots"] == ["gina"]
    table.resolve()
    assert "gina" not in table.step.awaited
    assert refused(table, "gina", "shoot", "ana") == "shot_spent"


def test_blocked_shot_is_not_spent() -> None:
    """A blocked vigilante did not shoot: the shot stays for another night."""
    table = at_night()
    table.night(("bea", "block", "gina"), ("gina", "shoot", "ana"))
    assert table.state["shots"] == [] and "ana" in table.state["alive"]


def test_roleblocker_blocks_and_the_blocked_is_told_not_by_whom() -> None:
    """Roleblocker: blocks one player's night action; the blocked player is told "you were
    blocked", not by whom."""
    table = at_night()
    table.night(("bea", "block", "fred"), ("fred", "check", "ana"))
    assert table.named("cop_result") == []
    assert table.named("blocked", "fred") == [{"night": 1}]
    assert [n.audience for n in table.notices if n.template == "blocked"] == ["fred"]


def test_resolution_order() -> None:
    """Blocks, then protections, then kills (mafia and vigilante at once; a protected target
    survives), then investigations."""
    table = at_night()
    table.act(("bea", "block", "emma"), ("emma", "protect", "dan"), ("ana", "kill", "dan"),
              ("gina", "shoot", "carl"), ("fred", "check", "carl"))
    table.resolve()
    night = table.state["nights"][0]
    assert [one["action"] for one in night["actions"]] == [
        "block", "protect", "kill", "shoot", "check"]
    assert [one["blocked"] for one in night["actions"]] == [False, True, False, False, False]
    assert night["deaths"] == ["carl", "dan"]  # the blocked doctor saved nobody
    # investigations come after the kills, yet the dead target still reads
    assert table.named("cop_result", "fred")[0] == {"night": 1, "target": "carl",
                                                   "result": "town"}


def test_dawn_never_says_saved() -> None:
    """Dawn: who died and their role, or that nobody died; never that someone was saved."""
    table = at_night()
    table.night(("ana", "kill", "dan"), ("emma", "protect", "dan"))
    assert [(n.audience, n.template) for n in table.notices] == [
        (PUBLIC, "dawn"), (GM, "night_review"), (PUBLIC, "day_start")]  # no word to the
    assert table.notices[0].params == {"night": 1, "deaths": []}  # doctor or to dan either
    assert table.notices[1].params["saved"] == ["dan"]  # the GM alone is told
    public = str(GAME.view(table.state, None))
    assert "protect" not in public and "saved" not in public


def test_dead_players_actions_are_refused() -> None:
    """Dead players may still read; their actions are refused ("you are dead")."""
    table = at_night()
    table.night(("ana", "kill", "fred"))
    table.resolve()
    verdict = GAME.accept(table.state, _ctx("fred", table), _order("check", "ana"), {})
    assert isinstance(verdict, Rejection) and verdict.code == "dead"


def test_an_action_the_role_has_not_is_refused() -> None:
    """Each role has its own actions: a cop cannot kill, a goon cannot protect."""
    table = at_night()
    assert refused(table, "fred", "kill", "ana") == "not_your_action"
    assert refused(table, "ana", "protect", "ana") == "not_your_action"
    assert refused(table, "fred", "check", "fred") == "self"
    assert refused(table, "fred", "check", "hugo") == "target_dead"
    assert refused(table, "fred", "vote", "ana") == "wrong_phase"


def test_pass_counts_as_an_answer() -> None:
    """An explicit `rien` / `no action` counts: the night may end before its deadline."""
    table = at_night()
    for actor in ("ana", "bea", "emma", "fred", "gina"):
        verdict = table.say(actor, "pass")
        assert isinstance(verdict, Accepted) and verdict.order.params == {"pass": True}
    assert set(table.in_force["night-1"]) == set(table.step.awaited)
    table.resolve()
    assert table.named("dawn", PUBLIC)[0]["deaths"] == []


def _ctx(speaker: str, table: Table) -> Context:
    return Context(speaker, "desk", "en", START, 999, step=table.step.key)


def _order(kind: str, target: str) -> Order:
    return Order(kind, {"target": target})


def test_a_lone_roleblocker_is_awaited_until_both_block_and_kill_are_given() -> None:
    """The roleblocker blocks and gives the mafia's kill: the last of the mafia, their block
    alone does not answer the night (which would close before the kill); the kill with it
    does, and so does `pass`. With a partner alive, the partner is awaited too: the block
    alone answers."""
    def night_with(roles: dict[str, str]) -> Table:
        table = Table(roles)
        voters = [name for name in roles if name != "bea"][:len(roles) // 2 + 1]
        table.vote(*((voter, "no lynch") for voter in voters))
        assert table.state["phase"] == "night"
        return table

    lone = {"bea": "roleblocker", "carl": "town", "dan": "town", "emma": "doctor",
            "fred": "cop", "gina": "town", "hugo": "town"}
    table = night_with(lone)
    blocked = table.say("bea", "block", "emma")
    assert isinstance(blocked, Accepted) and blocked.complete is False
    both = table.say("bea", "kill", "dan")
    assert isinstance(both, Accepted) and both.complete is True
    passed = night_with(lone).say("bea", "pass")
    assert isinstance(passed, Accepted) and passed.complete is True
    with_partner = night_with(ROLES_NINE).say("bea", "block", "emma")
    assert isinstance(with_partner, Accepted) and with_partner.complete is True
