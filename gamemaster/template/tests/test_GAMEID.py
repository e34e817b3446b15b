"""GAMENAME's tests: the contract every game must pass (`GameContract`: installed, settings,
catalogs, determinism, views, every notice rendered in every language), then one named test
per rule, and a whole game on the forum (`whole_game.json`). What an author changes here:
`play` (a whole game of yours), a test for each rule of your game, each with a worked case
whose outcome could be otherwise, and the scenario.

Run them with `python -m pytest -q tests` once the package is installed (`pip install -e .`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gamemaster.game import (
    JSON,
    Accepted,
    Chance,
    Order,
    Outcome,
    Rejection,
    SetupRefused,
    Submitted,
)
from gamemaster.testing import OPENED, GameContract, Table, play_scenario, rendering

from GAMEID import GAME

PLAYERS = ["ana", "bea", "carl"]


def game(seed: str = "seed") -> Table:
    """Three players, two rounds: picks written as players write them (the first round ends
    as soon as everyone has picked), two players silent in the second, closed by its
    deadline."""
    table = Table(GAME, PLAYERS, seed=seed, rounds=2)
    table.say("ana", "7")
    table.say("bea", "je dis 12")
    table.say("carl", "my number: 30")  # out of range: refused
    table.say("carl", "число 15")  # everyone has picked: the round resolves at once
    table.say("ana", "sept")
    table.say("bea", "hmm")  # no number: refused
    table.play_out()
    return table


class TestContract(GameContract):
    game = GAME

    def play(self, seed: str) -> Table:
        return game(seed)


def round_with(state: JSON, target: int, **chosen: int) -> Outcome:
    """The open round resolved with these picks in force and the die showing `target` (a
    pinned result, as a scenario pins it)."""
    key = GAME.steps(state)[0].key
    orders = {key: {name: Submitted(Order("pick", {"number": number}), OPENED, post)
                    for post, (name, number) in enumerate(chosen.items())}}
    return GAME.resolve(state, key, orders, Chance("seed", key, pinned=[target]))


def scores(out: Outcome) -> dict[str, int]:
    return {player["name"]: player["score"] for player in out.state["players"]}


def test_a_number_is_read_as_players_write_it() -> None:
    table = Table(GAME, PLAYERS)
    for text, number in [("7", 7), ("je dis 7", 7), ("my number: 7", 7), ("число 7", 7),
                         ("sept", 7), ("3... no, 5", 5)]:
        verdict = table.say("ana", text)
        assert isinstance(verdict, Accepted) and verdict.order.params["number"] == number, text


def test_a_message_without_one_number_is_refused() -> None:
    table = Table(GAME, PLAYERS)
    for text in ("hello", "7 or 8"):
        assert table.say("ana", text) == Rejection("not_a_number", {"top": 20}), text


def test_the_closest_pick_scores() -> None:
    out = round_with(Table(GAME, PLAYERS).state, 10, ana=7, bea=12, carl=3)
    assert scores(out) == {"ana": 0, "bea": 1, "carl": 0}


def test_ties_all_score() -> None:
    out = round_with(Table(GAME, PLAYERS).state, 10, ana=8, bea=12, carl=3)
    assert scores(out) == {"ana": 1, "bea": 1, "carl": 0}
    assert out.notices[0].params["scored"] == ["ana", "bea"]


def test_a_silent_player_scores_nothing() -> None:
    out = round_with(Table(GAME, PLAYERS).state, 1, ana=20)
    assert scores(out) == {"ana": 1, "bea": 0, "carl": 0}
    assert out.notices[0].params["silent"] == ["bea", "carl"]


def test_a_number_out_of_range_is_refused() -> None:
    table = Table(GAME, PLAYERS, top=10)
    assert table.say("ana", "11") == Rejection("out_of_range", {"number": 11, "top": 10})
    assert table.say("ana", "0") == Rejection("out_of_range", {"number": 0, "top": 10})
    assert isinstance(table.say("ana", "10"), Accepted)


def test_the_final_names_the_winners() -> None:
    out = round_with(Table(GAME, PLAYERS, rounds=1).state, 4, ana=5, bea=15, carl=5)
    final = [notice for notice in out.notices if notice.template == "final"]
    assert len(final) == 1 and final[0].params["winners"] == ["ana", "carl"]
    assert GAME.steps(out.state) == ()
    winners = rendering.notice(GAME, final[0], out.state, "en").split("\n\n")[1]
    assert "ana" in winners and "carl" in winners and "bea" not in winners


def test_no_final_before_the_last_round() -> None:
    out = round_with(Table(GAME, PLAYERS, rounds=2).state, 4, ana=5)
    assert [notice.template for notice in out.notices] == ["result"]
    assert GAME.steps(out.state)[0].key == "round-2"


def test_a_round_ends_early_once_everyone_has_picked() -> None:
    table = Table(GAME, PLAYERS)
    table.say("ana", "1")
    table.say("bea", "2")
    assert table.step().key == "round-1"
    table.say("carl", "3")
    assert table.step().key == "round-2"


def test_settings_out_of_range_are_refused() -> None:
    assert GAME.check_settings({"rounds": 3}) is None
    refused = GAME.check_settings({"top": 1})
    assert refused is not None and refused.code == "invalid_number"
    assert refused.params["setting"] == "top"


def test_one_player_cannot_play() -> None:
    with pytest.raises(SetupRefused) as refused:
        Table(GAME, ["ana"])
    assert refused.value.rejection == Rejection("too_few_players", {"players": 1, "least": 2})


@pytest.mark.parametrize("lang", GAME.languages)
def test_the_round_opening_and_the_refusals_to_the_gm_render(lang: str) -> None:
    """What the contract does not render: a round's opening (the bridge's post in a player's
    desk, with the game's `step_open` piece) and why settings or players are refused
    (`setup_refused`)."""
    texts, state = rendering.texts(), Table(GAME, PLAYERS, top=37).state
    opening = texts.render("bridge", "step_open", lang, rendering.TIMEZONE,
                           game=rendering.game_info(GAME), step=1, key="round-1",
                           phase="round-1", channel="desk", deadline=rendering.DEADLINE,
                           count=3, private=True, awaited=PLAYERS,
                           view=GAME.view(state, "ana"))
    assert "37" in opening and not rendering.flaws(opening, False)
    for refused in (GAME.check_settings({"rounds": 0}),
                    Rejection("too_few_players", {"players": 1, "least": 2})):
        assert refused is not None
        text = texts.render(GAME.id, "setup_refused", lang, rendering.TIMEZONE,
                            game=rendering.game_info(GAME), code=refused.code,
                            params=refused.params)
        assert str(refused.params["least"]) in text and not rendering.flaws(text, False)


def test_a_whole_game_on_the_forum() -> None:
    """tests/whole_game.json played through the whole stack (the bridge, a sandbox forum,
    real HTTP, a database of its own), and what it expects checked."""
    result = play_scenario(Path(__file__).with_name("whole_game.json"))
    assert result["public_status"]["leaders"] == ["anna", "cara"]
