"""The pieces of `gamemaster verify` and `replay` on hand-made records: the draws of a step
as `rules.chance.Chance` logs them, and where two records first differ."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from bridge.tools.record import Published
from bridge.tools.replay import first_difference, message_difference
from bridge.tools.verify import check_step, draws
from rules.chance import Chance

AT = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


def step(log: list[Any], pinned_after: list[int], label: str = "turn-1") -> Published:
    return Published(id=1, step_key=label.partition("#")[0], label=label, orders={},
                     inputs={}, state_after={}, log=log, pinned_after={"dice": pinned_after},
                     messages=[], created_at=AT, published_at=AT)


def drawn(label: str, pinned: list[int]) -> Chance:
    """A step's draws as a game makes them: a pinned die first, a secret token, dice."""
    chance = Chance("graine", label, pinned)
    chance.roll(6, "first")
    chance.token(8, "salt")
    chance.roll(20, "second")
    chance.roll(6, "third")
    return chance


def test_pinned_dice_then_the_generator_with_tokens_in_between() -> None:
    chance = drawn("turn-1", [4, 2])
    log = [{"event": "draw", "die": 6, "value": 4, "why": "first"}, *chance.log]
    result = check_step("graine", step(log, chance.pinned), [4, 2])
    assert result.ok, result.problem
    assert (result.draws, result.pinned, result.derived, result.tokens) == (6 - 1 - 1, [4, 2],
                                                                            1, 1)
    assert len(draws(log)) == 4  # the game's own event with a die is not a draw


def test_a_forgotten_token_shifts_every_later_draw() -> None:
    chance = drawn("turn-1", [])
    without_token = [e for e in chance.log if "token" not in e]
    assert check_step("graine", step(chance.log, []), []).ok
    result = check_step("graine", step(without_token, []), [])
    assert not result.ok and result.problem.startswith("draw 2 (second): d20 logged")


def test_the_label_and_the_seed_matter() -> None:
    chance = drawn("turn-1#1", [])
    assert check_step("graine", step(chance.log, [], "turn-1#1"), []).ok
    assert not check_step("graine", step(chance.log, [], "turn-1"), []).ok
    assert not check_step("autre", step(chance.log, [], "turn-1#1"), []).ok


def test_a_pinned_queue_that_does_not_follow_is_named() -> None:
    chance = drawn("turn-1", [4, 2])
    result = check_step("graine", step(chance.log, [5]), [4, 2])
    assert result.problem == ("the pinned dice after the step [5] are not what is left of "
                              "those before it [4, 2]")
    result = check_step("graine", step(chance.log[:1], []), [4, 2])
    assert result.problem == "2 pinned dice left the queue, but only 1 dice were logged"


def test_first_difference_names_the_place() -> None:
    old = {"turn": 2, "players": [{"name": "anna", "points": 1}], "log": [1, 2]}
    assert first_difference(old, old, "state") is None
    assert first_difference(old, {**old, "turn": 3}, "state") == (
        "state.turn: published 2, replayed 3")
    assert first_difference(old, {**old, "players": [{"name": "anna", "points": True}]},
                            "state") == "state.players[0].points: published 1, replayed true"
    assert first_difference(old, {**old, "log": [1, 2, 3]}, "state") == (
        "state.log: published 2 entries, replayed 3 (first extra, replayed: 3)")
    assert first_difference(old, {"turn": 2, "players": old["players"]}, "state") == (
        "state.log: published [1, 2], replayed nothing")
    long = "Les résultats du tour 2 : anna touche boris, qui recule d'une case vers le nord."
    assert first_difference(long, long.replace("boris", "carla"), "raw") == (
        "raw, at character 38: published \"our 2 : anna touche boris, qui recule d'une "
        "case vers le nord.\", replayed \"our 2 : anna touche carla, qui recule d'une case "
        "vers le nord.\"")


def test_messages_of_the_game_must_all_be_published_in_order() -> None:
    """The replay renders the game's messages; the bridge may have added its own (the
    receipts of sealed orders) around them, which are counted, not re-derived."""
    results = {"audience": "@public", "raw": "Résultats du tour 1", "picture": True}
    private = {"audience": "anna", "raw": "Vous êtes touchée.", "picture": False}
    receipts = {"audience": "@public", "raw": "Ordres scellés du tour 1", "picture": False}
    close = {"audience": ["anna", "boris"], "close": True}
    made = [results, private, close]

    assert message_difference([receipts, results, private, close], made) == ("", 1)
    assert message_difference([results, private, close], made) == ("", 0)
    assert message_difference([private, results, close], made)[0] == (
        "messages: the replay says to 'anna' 'Vous êtes touchée.', which was not "
        "published")
    assert message_difference([results, {**private, "raw": "Vous esquivez."}, close],
                              made)[0] == ("messages[1].raw: published 'Vous esquivez.', "
                                           "replayed 'Vous êtes touchée.'")
    assert message_difference([results, private], made)[0] == (
        "messages (conversations closed): published 0 entries, replayed 1 (first extra, "
        "replayed: {\"audience\": [\"anna\", \"boris\"], \"close\": true})")
