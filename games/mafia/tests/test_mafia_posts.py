"""How the rules take a post: `parse` (through `mafia.reading`), `off_step`, and the whole
game replayed from its seed."""

from __future__ import annotations

from mafia import GAME
from mafia_table import ROLES_NINE, SEVEN, START, Table

from gamemaster.game import Context, Order, Rejection


def post(table: Table, speaker: str, channel: str, text: str) -> Order | Rejection:
    step = GAME.steps(table.state)[0]
    ctx = Context(speaker, channel, "en", START, 1, step=step.key)  # type: ignore[arg-type]
    return GAME.parse(table.state, ctx, text)


def test_parse_reads_votes_and_leaves_talk_quiet() -> None:
    """Votes in the game topic are read; talk is `not_an_order` (left unanswered)."""
    table = Table(SEVEN)
    assert post(table, "bea", "topic", "vote @carl") == Order("vote", {"target": "carl"})
    assert post(table, "bea", "topic", "unvote") == Order("unvote", {})
    talk = post(table, "bea", "topic", "I think carl is lying")
    assert isinstance(talk, Rejection) and talk.code == "not_an_order"


def test_off_step_refuses_a_vote_at_night_and_an_action_by_day() -> None:
    """A vote in the game topic at night, or a night action in a desk by day, is refused;
    talk is left to the bridge."""
    table = Table(SEVEN)
    by_day = Context("ana", "desk", "en", START, 1)
    assert GAME.off_step(table.state, by_day, "kill carl") == Rejection(
        "night_action_by_day", {"code": "night_action_by_day"})
    assert GAME.off_step(table.state, by_day, "hello") is None
    table.vote(("bea", "carl"), ("dan", "carl"), ("emma", "carl"), ("fred", "carl"))
    at_night = Context("bea", "topic", "en", START, 2)
    assert GAME.off_step(table.state, at_night, "vote ana") == Rejection(
        "vote_at_night", {"code": "vote_at_night"})
    assert GAME.off_step(table.state, at_night, "so quiet tonight") is None


def test_determinism_of_a_whole_game_given_the_seed() -> None:
    """A resolution is a pure function of (state, orders, seed): the same game played
    twice gives the same states and notices, a drawn tie included."""
    def play() -> list[object]:
        table = Table(ROLES_NINE, seed="fixed", tie="random")
        table.vote(("carl", "dan"), ("dan", "carl"))
        table.resolve()
        table.night(("ana", "kill", "ines"), ("fred", "check", "bea"))
        return [(o.state, o.notices, o.log, o.close) for o in table.outcomes]

    assert play() == play()


def test_off_step_says_why_a_night_action_is_not_taken_from_its_author() -> None:
    """A night action no step takes from its author (the bridge asks `off_step` when no
    open step awaits them): a townie has no kill, a spent shot is spent, the dead are dead;
    a player who may act is left to the bridge."""
    table = Table(ROLES_NINE)
    table.vote(("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
               ("gina", "hugo"))
    assert table.state["phase"] == "night"

    def off(speaker: str, text: str) -> Rejection | None:
        return GAME.off_step(table.state, Context(speaker, "desk", "en", START, 3), text)

    townie = off("carl", "kill @dan")
    assert townie is not None and townie.code == "not_your_action"
    dead = off("hugo", "check @ana")
    assert dead is not None and dead.code == "dead"
    assert off("fred", "check @ana") is None  # the cop may: the bridge's own word
    table.state["shots"].append("gina")
    spent = off("gina", "shoot @ana")
    assert spent is not None and spent.code == "shot_spent"
