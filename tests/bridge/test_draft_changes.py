"""What the GM's draft says a resolution changes (`bridge.turns.review.changes`): each fact
once, even when a game's status repeats a field of its view under another name."""

from __future__ import annotations

from bridge.turns.review import changes


def test_a_status_field_that_repeats_the_view_is_said_once() -> None:
    before = {"phase": "round", "winner": None, "winner_clan": None, "finished": False}
    after = {"phase": "over", "winner": "Loups", "winner_clan": "Loups", "finished": True}
    said = [(c["field"], c["before"], c["after"]) for c in changes(before, after)]
    assert said == [("phase", "round", "over"), ("winner", None, "Loups"),
                    ("finished", False, True)]


def test_different_facts_with_the_same_values_are_all_said() -> None:
    """Numbers and yes/no are not names: two counters both going 0 → 1, or two flags
    turning on, are two facts."""
    before = {"treasury_safes": 0, "host_safes": 0, "paused": False, "finished": False}
    after = {"treasury_safes": 1, "host_safes": 1, "paused": True, "finished": True}
    assert [c["field"] for c in changes(before, after)] == [
        "treasury_safes", "host_safes", "paused", "finished"]


def test_a_row_field_is_said_for_its_row() -> None:
    before = {"warriors": [{"name": "ana", "alive": True}, {"name": "bob", "alive": True}]}
    after = {"warriors": [{"name": "ana", "alive": False}, {"name": "bob", "alive": False}]}
    assert [(c["who"], c["field"]) for c in changes(before, after)] == [
        ("ana", "alive"), ("bob", "alive")]
