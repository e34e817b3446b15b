"""Forum Mafia's secrecy, as a property: over many random games, no public post, status or
private message to a player reveals a role, alignment or night action that player may not know
before the end.

A knowledge model, written here from shared/rules/mafia.md and not from the game's views, says
what each reader (the public, each player) may know, grown as the game goes: their own role and
alignment; for a mafia member, the partners and their roles (so the side of everyone) and the
mafia's kill orders (the night chat); the flips of the eliminated and the killed when `reveal`
is on; the public votes; their own night actions (whom the doctor protected, whom the
vigilante shot, whom the roleblocker blocked), whether they were blocked ("you were blocked",
never by whom), the cop's own results (the godfather reads town; none when blocked or killed
that night); the set-up's role counts (the opening post publishes them); everything once the
game is over. Nobody is ever told that someone was saved.

Everything each reader is shown (`gamemaster.testing.shown`: the public view after every step,
each player's view, every notice's params with the view it is rendered with, every echo and
refusal) is read as claims, closed world: a notice, a view key, a refusal code or a parameter
the model does not know fails the test, and every (player, role) or (player, alignment) pair
found in any dict or list of a payload is a claim too. Each claim must be something its reader
may know, and true.

The property runs over 1,000 seeded random games (`mafia_random`; MAFIA_SECRECY_GAMES to change
the count), about 40 s on the project's machine. Hand-made leaks (a notice, a view, a refusal
or an echo saying too much, and leaks planted in the rules themselves) show that the model
fails when it should.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from mafia import GAME, night, views
from mafia_knowledge import (
    REFUSALS,
    Claim,
    Knowledge,
    Reader,
    groups_are_the_mafia,
)
from mafia_random import random_tables

from gamemaster.game import PUBLIC, Accepted, Notice, Outcome
from gamemaster.testing import Shown, Table, check_secrecy

GAMES = int(os.environ.get("MAFIA_SECRECY_GAMES", "1000"))


# --- the property --------------------------------------------------------------------------


def checked_tables(count: int, seen: Counter[str]) -> Iterator[Table]:
    """`count` random games, each with its group conversations checked."""
    for table in random_tables(count, seen):
        groups_are_the_mafia(table)
        yield table


def test_secrecy_property_over_random_games() -> None:
    """1,000 seeded random games (MAFIA_SECRECY_GAMES): nothing shown to any reader (public
    posts, the status, each player's view, private messages, echoes, refusals) says more than
    that reader may know. Coverage asserts make sure the games reach both wins, every
    setting, the rare rules (saves, double kills, blocks, the godfather checked) and the
    refusals of illegal actions."""
    began = time.perf_counter()
    seen: Counter[str] = Counter()
    reader = Reader()
    games = check_secrecy(checked_tables(GAMES, seen), reader)
    claims = reader.claims + (reader.knowledge.claims if reader.knowledge else 0)
    elapsed = time.perf_counter() - began
    print(f"\n{games} games in {elapsed:.1f} s, {claims} claims checked: " + ", ".join(
        f"{what} {count}" for what, count in sorted(seen.items())))
    assert games == GAMES
    if GAMES < 1000:
        return
    for what in ("winner town", "winner mafia", "reveal False", "start night", "hammer False",
                 "chat night", "players 5", "players 25", "save", "double kill",
                 "blocked action", "godfather checked", "notice cop_result", "notice blocked",
                 "elimination hammer", "elimination plurality", "elimination random",
                 "no_elimination no_lynch", "no_elimination tie", "no_elimination no_votes",
                 "written en accepted", "written fr accepted", "written ru accepted",
                 "setup named", "setup list", "pinned all", "pinned some", "doctor_self False",
                 "tie random"):
        assert seen[what] >= 10, (what, seen[what])
    for code in REFUSALS:
        if code not in ("wrong_phase", "not_an_order"):
            assert seen[f"refused {code}"] >= 10, (code, seen)
    assert claims > 1_000_000, claims


# --- the model can fail ----------------------------------------------------------------------


NINE = {"ana": "godfather", "bea": "roleblocker", "carl": "town", "dan": "town",
        "emma": "doctor", "fred": "cop", "gina": "vigilante", "hugo": "town", "ines": "town"}
"""Every role: godfather ana, roleblocker bea; doctor emma, cop fred, vigilante gina."""


def nine(**settings: Any) -> Table:
    """Day 1 hammers hugo; night 1: bea blocks fred (who checks ana), ana kills carl, emma
    protects dan. Day 2 is open."""
    table = Table(GAME, list(NINE), seed="leaks", pinned={"roles": NINE}, **settings)
    for voter in ("carl", "dan", "emma", "fred", "gina"):
        table.give(voter, "vote", channel="topic", target="hugo")
    assert table.state["phase"] == "night", table.state["phase"]
    for actor, action, target in (("bea", "block", "fred"), ("ana", "kill", "carl"),
                                  ("emma", "protect", "dan"), ("fred", "check", "ana"),
                                  ("gina", "pass", None)):
        verdict = table.give(actor, action, **({} if target is None else {"target": target}))
        assert isinstance(verdict, Accepted), verdict
    assert table.state["phase"] == "day" and table.state["number"] == 2
    return table


def problems(table: Table, reader: str, what: str, payload: dict[str, Any],
             view_of: str | None = None) -> list[str]:
    """What the model says of one thing shown now (a notice or a view, its view the public's
    or `view_of`'s)."""
    if what != "view":
        payload = {**payload, "view": GAME.view(table.state, view_of)}
    key = table.outcomes[-1][0]
    if what in ("echo", "refusal"):
        key = ""
    return Reader()(Shown(reader, what, key, payload, table.state, table))


def test_the_real_game_passes_the_model() -> None:
    """The hand-played game itself shows nothing its readers may not know: the model is not
    failing everything (the cop's result, the block, a partner's kill all pass)."""
    table = nine()
    reader = Reader()
    check_secrecy([table], reader)
    assert reader.knowledge is not None and reader.knowledge.claims > 500
    assert any(n.template == "blocked" and n.audience == "fred" for n in table.notices)


SPEC = [
    ("dan", ("role", "dan", "town"), True),  # one's own role
    ("dan", ("role", "ana", "godfather"), False),
    ("bea", ("role", "ana", "godfather"), True),  # a partner's role
    ("bea", ("alignment", "dan", "town"), True),  # the mafia know every side
    ("dan", ("alignment", "emma", "town"), False),
    (PUBLIC, ("role", "hugo", "town"), True),  # the day's flip
    (PUBLIC, ("role", "carl", "town"), True),  # dawn's flip
    (PUBLIC, ("role", "carl", "cop"), False),  # untrue
    (PUBLIC, ("vote", 1, "carl", "hugo"), True),  # votes are public
    (PUBLIC, ("counts", (("town", 4), ("doctor", 1), ("cop", 1), ("vigilante", 1),
                         ("godfather", 1), ("roleblocker", 1))), True),
    ("bea", ("action", 1, "ana", "kill", "carl"), True),  # the night chat's kill
    ("dan", ("action", 1, "ana", "kill", "carl"), False),
    ("ana", ("action", 1, "bea", "block", "fred"), False),  # only the kill is the mafia's
    ("bea", ("action", 1, "bea", "block", "fred"), True),
    ("emma", ("action", 1, "emma", "protect", "dan"), True),  # whom the doctor protected
    ("emma", ("own_protect", "emma", "dan"), True),
    (PUBLIC, ("action", 1, "emma", "protect", "dan"), False),
    ("dan", ("saved", 1, "dan"), False),  # never said
    ("fred", ("blocked", 1, "fred", True), True),  # "you were blocked"
    ("dan", ("blocked", 1, "fred", True), False),
    ("emma", ("blocked", 1, "emma", False), True),
    ("fred", ("result", 1, "fred", "ana", "town"), False),  # blocked: no result
    ("dan", ("final",), False),
]
"""What mafia.md lets each reader know after `nine()`'s first night."""


@pytest.mark.parametrize(("reader", "claim", "allowed"), SPEC)
def test_what_each_reader_may_know(reader: str, claim: Claim, allowed: bool) -> None:
    """The model, clause by clause of mafia.md, after day 1 and night 1 of `nine()`."""
    table = nine()
    k = Knowledge(table)
    assert k.may(reader, claim, len(table.outcomes) - 1, table.state, True) is allowed


def test_with_reveal_off_only_the_mafia_know_the_dead_side() -> None:
    """`reveal` off: the public does not know the dead's roles; the mafia know their sides."""
    table = nine(reveal=False)
    k = Knowledge(table)
    step = len(table.outcomes) - 1
    assert not k.may(PUBLIC, ("role", "hugo", "town"), step, table.state, True)
    assert not k.may("dan", ("alignment", "hugo", "town"), step, table.state, True)
    assert k.may("bea", ("alignment", "hugo", "town"), step, table.state, True)


def _partners_for_all(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every player's view lists the mafia as partners (town players included)."""
    mine = views.mine

    def leaky(state: dict[str, Any], player: str) -> dict[str, Any]:
        found: dict[str, Any] = mine(state, player)
        found["partners"] = [{"name": name, "role": state["roles"][name],
                              "alive": name in state["alive"]}
                             for name in state["mafia"] if name != player]
        return found
    monkeypatch.setattr(views, "mine", leaky)


def _dawn(change: Any) -> Any:
    """A night's resolution whose notices `change` alters."""
    resolve = night.resolve

    def leaky(state: dict[str, Any], key: str, orders: Any, chance: Any) -> Outcome:
        outcome: Outcome = resolve(state, key, orders, chance)
        outcome.notices = change(outcome.state, outcome.notices)
        return outcome
    return leaky


def _flips_always(state: dict[str, Any], notices: list[Notice]) -> list[Notice]:
    """Dawn tells the roles of the dead even with `reveal` off."""
    for notice in notices:
        for death in notice.params["deaths"] if notice.template == "dawn" else ():
            death["role"] = state["roles"][death["name"]]
    return notices


def _results_to_all(state: dict[str, Any], notices: list[Notice]) -> list[Notice]:
    """The cop's result copied to every player."""
    return notices + [Notice(player, "cop_result", notice.params) for notice in notices
                      if notice.template == "cop_result" for player in state["players"]]


@pytest.mark.parametrize("planted", ["partners for all", "flips always", "results to all"])
def test_a_leak_planted_in_the_rules_is_found(planted: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The property is not vacuous: a leak planted in the rules (a town player shown the
    mafia, dawn flipping roles with `reveal` off, the cop's result told to all) fails it
    within 30 random games."""
    if planted == "partners for all":
        _partners_for_all(monkeypatch)
    else:
        monkeypatch.setattr(night, "resolve", _dawn(
            _flips_always if planted == "flips always" else _results_to_all))
    with pytest.raises(AssertionError, match="LEAK"):
        check_secrecy(random_tables(30, Counter()), Reader())


def test_the_model_catches_each_kind_of_leak() -> None:
    """A secret given to the wrong reader, a false claim, or something the model cannot read
    is reported: roles, sides, night actions, results, blocks, saves, partners, the end's
    secrets, a role written anywhere in a payload."""
    table = nine()
    public = GAME.view(table.state, None)
    dan, emma = GAME.view(table.state, "dan"), GAME.view(table.state, "emma")
    cases: list[tuple[str, str, dict[str, Any], str | None, str]] = [
        ("dan", "notice cop_result", {"night": 1, "target": "ana", "result": "town"}, "dan",
         "LEAK ('result', 1, 'dan', 'ana', 'town')"),  # another player's result
        ("fred", "notice cop_result", {"night": 1, "target": "ana", "result": "town"}, "fred",
         "LEAK ('result', 1, 'fred', 'ana', 'town')"),  # the cop was blocked: no result
        ("emma", "notice blocked", {"night": 1}, "emma",
         "LEAK ('blocked', 1, 'emma', True)"),  # untrue
        (PUBLIC, "notice dawn", {"night": 1, "deaths": [], "saved": ["dan"]}, None,
         "UNREAD notice dawn: keys the model does not know ['saved']"),
        (PUBLIC, "view", {**public, "roles_by_player": {"ana": "godfather"}}, None,
         "LEAK ('role', 'ana', 'godfather')"),
        (PUBLIC, "view", {**public, "dead": [{**one, "role": "cop"} for one in public["dead"]]},
         None, "LEAK ('role', 'carl', 'cop')"),  # a false flip
        ("dan", "refusal", {"code": "partner", "target": "ana"}, "dan",
         "LEAK ('alignment', 'ana', 'mafia')"),
        ("dan", "refusal", {"code": "not_your_action", "action": "kill", "role": "goon"}, "dan",
         "LEAK ('role', 'dan', 'goon')"),
        ("gina", "refusal", {"code": "shot_spent"}, "gina", "LEAK ('shot_used', 'gina', True)"),
        ("emma", "notice night_actions", {
            "night": 2, "actions": ["protect"], "partners": [], "last_protected": "dan",
            "targets": {"protect": ["bea", "emma", "fred", "gina", "ines"]}}, "emma",
         "LEAK ('own_protect', 'emma', 'ana')"),  # the godfather left out of her choices
        ("dan", "view", {**dan, "me": {**dan["me"], "partners": [
            {"name": "ana", "role": "godfather", "alive": True}]}}, None,
         "LEAK ('role', 'ana', 'godfather')"),
        (PUBLIC, "view", {**public, "me": GAME.view(table.state, "fred")["me"]}, None,
         "UNREAD (\"someone else's `me`\""),
        ("carl", "notice mafia_chat", {"night": None, "reopened": False, "members": [
            {"name": "ana", "role": "godfather", "alive": True},
            {"name": "bea", "role": "roleblocker", "alive": True}]}, None,
         "LEAK ('role', 'bea', 'roleblocker')"),
        (PUBLIC, "notice game_end", {"winner": "town"}, None, "LEAK ('final',)"),
        ("dan", "echo", {"order": {"kill": "carl"}, "action": "kill", "target": "carl"}, "dan",
         "LEAK ('order', 'dan', 'kill', 'carl')"),  # a town player's kill taken
        ("dan", "view", {**dan, "me": {**dan["me"], "history": [
            {"night": 1, "action": "kill", "target": "carl", "blocked": False}]}}, None,
         "LEAK ('action', 1, 'dan', 'kill', 'carl')"),  # ana's kill, in dan's history
        ("emma", "view", {**emma, "me": {**emma["me"], "results": [
            {"night": 1, "kind": "blocked", "target": None, "result": None}]}}, None,
         "LEAK ('blocked', 1, 'emma', True)"),
        (PUBLIC, "notice day_start", {"day": 2, "alive": ["ana", "dan"], "alive_count": 2,
                                      "needed": 2, "hammer": True, "day_hours": 48,
                                      "note": "ana=godfather"}, None,
         "LEAK ('role', 'ana', 'godfather')"),  # a role list written in a text
        (PUBLIC, "notice night_start", {"night": 2, "alive": ["ana", "godfather"]}, None,
         "LEAK ('role', 'ana', 'godfather')"),  # a role beside a name in a list
        ("dan", "notice role", {"role": "town", "alignment": "town", "actions": [],
                                "doctor_self": True,
                                "partners": [{"name": "bea", "role": "roleblocker"}]}, "dan",
         "LEAK ('role', 'bea', 'roleblocker')"),
        ("dan", "notice whisper", {"text": "hello"}, "dan",
         "UNREAD a notice the model does not know: whisper"),
        ("dan", "refusal", {"code": "not_your_action", "action": "kill", "role": "town",
                            "hint": "ask bea"}, "dan", "UNREAD refusal not_your_action"),
    ]
    for reader, what, payload, view_of, expected in cases:
        found = problems(table, reader, what, payload, view_of)
        assert any(problem.startswith(expected) for problem in found), (what, expected, found)


def test_with_reveal_off_nobody_is_told_a_flip() -> None:
    """`reveal` off: the eliminated and the killed keep their roles secret to the public (the
    real game passes), and a flip given anyway is reported; their mafia partners still know
    them."""
    table = nine(reveal=False)
    check_secrecy([table], Reader())
    flip = next(n.params for n in table.notices if n.template == "elimination")
    assert flip["role"] is None, flip
    found = problems(table, PUBLIC, "notice elimination", {**flip, "role": "town"})
    assert any(p.startswith("LEAK ('role', 'hugo', 'town')") for p in found), found
    found = problems(table, "fred", "notice dawn", {"night": 1, "deaths": [
        {"name": "carl", "role": "town"}]}, "fred")
    assert any(p.startswith("LEAK ('role', 'carl', 'town')") for p in found), found
    assert not problems(table, "bea", "notice mafia_chat", {"night": 2, "reopened": True,
                        "members": [{"name": "ana", "role": "godfather", "alive": True},
                                    {"name": "bea", "role": "roleblocker", "alive": True}]})


def test_a_night_chat_with_a_town_player_is_reported() -> None:
    """The night chat's audience says who the mafia are: a group holding anyone but the
    mafia, or not all of them, fails."""
    table = nine()
    groups_are_the_mafia(table)
    for audience in (("ana", "bea", "carl"), ("ana",)):
        table.outcomes.append(("forged", Outcome(table.state, [
            Notice(audience, "mafia_chat", {"members": [], "night": 2, "reopened": True})])))
        with pytest.raises(AssertionError):
            groups_are_the_mafia(table)
        table.outcomes.pop()
