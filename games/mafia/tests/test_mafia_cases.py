"""mafia.md, "Worked cases": one test per row of the table, named after the case."""

from __future__ import annotations

from mafia_table import ROLES_NINE, SEVEN, Table

from gamemaster.game import PUBLIC


def test_case_hammer() -> None:
    """hammer | 7 alive, 4 votes land on bea | the day ends at the 4th vote; bea is
    eliminated and flipped."""
    table = Table(SEVEN)
    table.vote(("ana", "bea"), ("carl", "bea"), ("dan", "bea"))
    assert table.state["phase"] == "day" and "bea" in table.state["alive"]
    table.vote(("gina", "bea"))
    assert table.state["phase"] == "night" and "bea" not in table.state["alive"]
    flip = table.named("elimination", PUBLIC)[0]
    assert (flip["name"], flip["role"], flip["how"], flip["votes"]) == (
        "bea", "town", "hammer", 4)


def test_case_plurality() -> None:
    """plurality | 7 alive, at the deadline bea 3, carl 2, 2 not voting | bea eliminated."""
    table = Table(SEVEN)
    table.vote(("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("emma", "carl"),
               ("fred", "carl"))
    assert table.named("votecount", PUBLIC)[0]["not_voting"] == ["bea", "gina"]
    table.resolve()
    assert "bea" not in table.state["alive"]
    assert table.named("elimination", PUBLIC)[0]["how"] == "plurality"


def test_case_tie() -> None:
    """tie | 6 alive, bea 2, carl 2, at the deadline | nobody eliminated (default)."""
    six = {name: role for name, role in SEVEN.items() if name != "dan"}
    table = Table(six)
    table.vote(("ana", "bea"), ("emma", "bea"), ("fred", "carl"), ("gina", "carl"))
    table.resolve()
    assert len(table.state["alive"]) == 6
    assert table.named("no_elimination", PUBLIC)[0]["why"] == "tie"


def test_case_no_lynch_majority() -> None:
    """no lynch majority | 5 alive, 3 votes on no lynch | the day ends at once, nobody
    eliminated."""
    five = {"ana": "goon", "bea": "town", "carl": "town", "dan": "town", "emma": "cop"}
    table = Table(five)
    table.vote(("ana", "no lynch"), ("bea", "no lynch"))
    assert table.state["phase"] == "day"
    table.vote(("carl", "no lynch"))
    assert table.state["phase"] == "night" and len(table.state["alive"]) == 5
    assert table.named("no_elimination", PUBLIC)[0] == {
        "day": 1, "why": "no_lynch", "hammer": True, "tied": []}


def test_case_save() -> None:
    """save | mafia kill dan; doctor protects dan | nobody dies; dawn says nobody died."""
    table = Table(SEVEN, start="night")
    table.night(("ana", "kill", "dan"), ("emma", "protect", "dan"))
    assert "dan" in table.state["alive"]
    assert table.named("dawn", PUBLIC) == [{"night": 0, "deaths": []}]


def test_case_double_kill() -> None:
    """double kill | mafia and vigilante both shoot emma | emma dies once; the vigilante's
    shot is spent."""
    table = Table(ROLES_NINE, start="night")
    table.night(("ana", "kill", "emma"), ("gina", "shoot", "emma"))
    assert table.named("dawn", PUBLIC)[0]["deaths"] == [{"name": "emma", "role": "doctor"}]
    assert [one["name"] for one in table.state["dead"]] == ["emma"]
    assert table.state["shots"] == ["gina"]


def test_case_godfather() -> None:
    """godfather | the cop investigates the godfather | result "town"."""
    table = Table(ROLES_NINE, start="night")
    table.night(("fred", "check", "ana"))
    assert table.named("cop_result", "fred") == [
        {"night": 0, "target": "ana", "result": "town"}]


def test_case_block() -> None:
    """block | the roleblocker blocks the doctor; mafia kill the doctor's target | the
    target dies."""
    table = Table(ROLES_NINE, start="night")
    table.night(("bea", "block", "emma"), ("emma", "protect", "dan"), ("ana", "kill", "dan"))
    assert table.named("dawn", PUBLIC)[0]["deaths"] == [{"name": "dan", "role": "town"}]
    assert table.named("blocked", "emma") == [{"night": 0}]


def test_case_parity() -> None:
    """parity | 4 alive: 2 mafia, 2 town after a day elimination | mafia win at once."""
    five = {"ana": "goon", "bea": "town", "carl": "town", "dan": "goon", "emma": "town"}
    table = Table(five)
    table.vote(("ana", "emma"), ("dan", "emma"), ("bea", "emma"))
    assert len(table.state["alive"]) == 4
    assert table.state["finished"] and table.state["winner"] == "mafia"
    assert [n.template for n in table.notices][-1] == "game_end"
    assert not table.named("night_start")


def test_case_last_mafia() -> None:
    """last mafia | the town eliminates the last mafia | town win."""
    five = {"ana": "goon", "bea": "town", "carl": "town", "dan": "town", "emma": "town"}
    table = Table(five)
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"))
    assert table.state["finished"] and table.state["winner"] == "town"
    assert table.named("game_end", PUBLIC)[0]["roles"][0] == {
        "name": "ana", "role": "goon", "alignment": "mafia", "alive": False}
