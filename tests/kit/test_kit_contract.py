"""The kit's contract suite (gamemaster.testing.GameContract) run on a game of this repository,
as a game author runs it on theirs: the mud fight, three players, two turns written as
players write them. And the kit's table against the rules page's worked case of a throw."""

from __future__ import annotations

import pytest

from gamemaster.testing import GameContract, Table, transcript
from rules.mud import GAME as MUD

START = {"anna": "B2", "boris": "C2", "chloe": "B3"}


def mud_game(seed: str, drawn: bool = False) -> Table:
    """Two turns; the players on START, or where the seed draws them."""
    table = Table(MUD, list(START), seed=seed, pinned={} if drawn else {"start": START},
                  language="fr", turns=2)
    table.say("anna", "je lance 1 boule sur boris")
    table.say("boris", "je vais en C3")
    table.say("chloe", "bonjour !")  # no order: refused, and answered
    table.close()
    table.say("anna", "je passe mon tour")
    table.say("chloe", "lance 1 boule sur anna")
    table.play_out()
    return table


class TestMudContract(GameContract):
    game = MUD

    def play(self, seed: str) -> Table:
        return mud_game(seed)


def test_the_table_drives_the_rules_as_the_bridge() -> None:
    table = mud_game("kit")
    assert table.over and [key for key, _ in table.outcomes] == ["setup", "turn-1", "turn-2"]
    answered = {(a.player, a.key): type(a.verdict).__name__ for a in table.answers}
    assert answered[("anna", "turn-1")] == "Accepted"
    assert answered[("chloe", "turn-1")] == "Rejection"
    assert table.outcomes[1][1].state["players"][1]["position"] == "C3"


def test_a_different_seed_is_a_different_transcript_when_chance_draws() -> None:
    """The determinism check compares something that can differ."""
    assert transcript(mud_game("a", drawn=True)) == transcript(mud_game("a", drawn=True))
    differ = {transcript(mud_game(str(seed), drawn=True)) for seed in range(6)}
    assert len(differ) > 1


def test_the_contract_fails_a_game_whose_settings_are_not_one_list() -> None:
    class Drifted(type(MUD)):  # type: ignore[misc]
        defaults = {**MUD.defaults, "turns": 3}

    class TestDrifted(GameContract):
        game = Drifted()

    with pytest.raises(AssertionError):
        TestDrifted().test_settings_are_one_declaration()


def test_the_contract_fails_a_game_whose_resolve_changes_its_input() -> None:
    class Careless(type(MUD)):  # type: ignore[misc]
        def resolve(self, state, key, orders, chance):  # type: ignore[no-untyped-def]
            state["turn"] = state["turn"]  # harmless
            out = super().resolve(state, key, orders, chance)
            state["players"][0]["points"] += 1  # a change to what it was given
            return out

    careless = Careless()

    class TestCareless(GameContract):
        game = careless

        def play(self, seed: str) -> Table:
            table = Table(careless, list(START), seed=seed, pinned={"start": START}, turns=1)
            table.play_out()
            return table

    with pytest.raises(AssertionError, match="changed the state"):
        TestCareless().test_resolve_leaves_its_state_unchanged()
