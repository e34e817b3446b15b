"""What the GM does to a game of Mafia from the desk, at the rules level (mafia.md, "Running
the game"): a modkill announces the role and has no other effect. Replacements keep the
seat's role (the bridge renames the seat in the state: tests/e2e of the bridge)."""

from __future__ import annotations

from mafia import GAME
from mafia_table import SEVEN, Table

from gamemaster.game import PUBLIC


def test_a_modkill_announces_the_role_and_leaves_the_living() -> None:
    table = Table(SEVEN)
    out = GAME.removed(table.state, "gina")
    assert "gina" not in out.state["alive"]
    assert out.state["dead"][-1] == {"name": "gina", "role": "goon", "how": "modkill",
                                     "when": {"phase": "day", "number": 1}}
    assert [(n.audience, n.template, n.params) for n in out.notices] == [
        (PUBLIC, "modkill", {"name": "gina", "role": "goon", "alignment": "mafia"})]
    assert out.review is False and table.state["alive"] == list(SEVEN)  # input unchanged


def test_a_modkill_has_no_other_effect_no_end_check() -> None:
    """Six alive after it with one goon left: the game goes on, even where a flip would be
    followed by the end check (the last goon removed: no town win announced here)."""
    table = Table(SEVEN)
    once = GAME.removed(table.state, "ana")
    twice = GAME.removed(once.state, "gina")
    assert twice.state["finished"] is False and twice.state["winner"] is None
    assert [n.template for n in twice.notices] == ["modkill"]


def test_votes_by_and_on_the_removed_player_no_longer_count() -> None:
    table = Table(SEVEN)
    table.vote(("ana", "bea"), ("gina", "bea"), ("bea", "gina"))
    out = GAME.removed(table.state, "gina")
    count = next(n for n in out.notices if n.template == "votecount")
    assert count.keeps == "votecount-1"
    assert [(line["target"], line["voters"]) for line in count.params["lines"]] == [
        ("bea", ["ana"])]
    assert count.params["alive"] == 6 and count.params["needed"] == 4


def test_a_dead_or_unknown_player_removed_changes_nothing() -> None:
    table = Table(SEVEN)
    assert GAME.removed(table.state, "zoe").notices == []
    gone = GAME.removed(table.state, "bea")
    assert GAME.removed(gone.state, "bea").notices == []


def test_the_removed_player_is_awaited_no_more() -> None:
    table = Table(SEVEN)
    out = GAME.removed(table.state, "fred")
    assert "fred" not in GAME.steps(out.state)[0].awaited
