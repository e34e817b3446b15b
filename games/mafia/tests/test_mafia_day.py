"""mafia.md, "Day": votes, the votecount, majority and hammer, the deadline's plurality,
ties, no lynch, the flip."""

from __future__ import annotations

from mafia import GAME
from mafia_table import SEVEN, Table

from gamemaster.game import PUBLIC, Accepted, Rejection

SIX = {name: role for name, role in SEVEN.items() if name != "dan"}


def test_vote_is_public_and_ends_its_step_at_once() -> None:
    """Votes are public orders in the game topic; each change ends its step, so the
    votecount follows every change, and no private echo is sent."""
    table = Table(SEVEN)
    verdict = table.say("bea", "vote", "carl")
    assert isinstance(verdict, Accepted)
    assert verdict.ends and not verdict.echo and verdict.actor == "bea"
    assert table.step.key == "day-1-1"
    assert table.outcomes[-1].review is False
    assert GAME.public_orders(table.state, "day-1-0") is True


def test_new_vote_replaces_previous() -> None:
    """A new vote replaces the voter's previous one."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"), ("dan", "carl"), ("bea", "emma"))
    assert table.state["votes"] == {"bea": "emma", "dan": "carl"}
    lines = table.named("votecount", PUBLIC)[0]["lines"]
    assert [(line["target"], line["voters"]) for line in lines] == [
        ("carl", ["dan"]), ("emma", ["bea"])]


def test_unvote_withdraws_the_vote() -> None:
    """`unvote` takes the voter's vote back; without a vote there is nothing to take."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"))
    assert isinstance(table.say("bea", "unvote"), Accepted)
    assert table.state["votes"] == {}
    refused = table.say("bea", "unvote")
    assert isinstance(refused, Rejection) and refused.code == "not_voting"


def test_same_vote_again_is_refused_and_changes_nothing() -> None:
    """Voting again for the same target is no change: refused privately (`same_vote`), the
    votecount is not republished."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"))
    refused = table.say("bea", "vote", "carl")
    assert isinstance(refused, Rejection) and refused.code == "same_vote"
    assert table.step.key == "day-1-1"


def test_only_living_votes_count() -> None:
    """Only living players' votes count; a dead player's vote is refused ("you are dead")."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"), ("dan", "carl"), ("emma", "carl"), ("fred", "carl"))
    table.night(("ana", "kill", "dan"))
    refused = table.say("carl", "vote", "ana")
    assert isinstance(refused, Rejection) and refused.code == "dead"
    # a vote left in the state by a player who died since (a modkill) is not counted
    table.vote(("bea", "ana"))
    table.state["votes"]["carl"] = "ana"
    table.state["voting"].append("carl")
    assert GAME.view(table.state, None)["votecount"]["lines"][0]["count"] == 1


def test_vote_for_a_dead_player_is_refused_naming_the_living() -> None:
    """One vote per living player, on a living player (or no lynch)."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"), ("dan", "carl"), ("emma", "carl"), ("fred", "carl"))
    table.night(("ana", "kill", "dan"))
    refused = table.say("bea", "vote", "carl")
    assert isinstance(refused, Rejection) and refused.code == "target_dead"
    assert refused.params["alive"] == ["ana", "bea", "emma", "fred", "gina"]
    unknown = table.say("bea", "vote", "zoe")
    assert isinstance(unknown, Rejection) and unknown.code == "unknown_player"
    outsider = table.say("zoe", "vote", "bea")
    assert isinstance(outsider, Rejection) and outsider.code == "not_playing"


def test_votecount_lines_order_version_and_not_voting() -> None:
    """The votecount: by target, most votes first (ties: who reached the count first), the
    voters in the order they voted, "not voting", N alive, M to eliminate, "Votecount 1.k"."""
    table = Table(SEVEN)
    table.vote(("bea", "emma"), ("ana", "carl"), ("gina", "carl"), ("dan", "emma"),
               ("fred", "no lynch"))
    count = table.named("votecount", PUBLIC)[0]
    assert (count["day"], count["version"], count["alive"], count["needed"]) == (1, 5, 7, 4)
    assert [(line["target"], line["count"], line["voters"]) for line in count["lines"]] == [
        ("carl", 2, ["ana", "gina"]), ("emma", 2, ["bea", "dan"]), ("no lynch", 1, ["fred"])]
    assert count["lines"][2]["no_lynch"] is True
    assert count["not_voting"] == ["carl", "emma"]
    assert count["final"] is False
    kept = [n.keeps for n in table.notices if n.template == "votecount"]
    assert kept == ["votecount-1"]  # the day's one post, edited at each change


def test_majority_hammer_ends_the_day_at_once() -> None:
    """Majority (more than half of the living) on one player ends the day at once."""
    table = Table(SIX)  # 6 alive: 4 needed
    table.vote(("bea", "carl"), ("emma", "carl"), ("fred", "carl"))
    assert table.state["phase"] == "day"
    table.vote(("gina", "carl"))
    assert table.state["phase"] == "night"
    assert table.named("votecount", PUBLIC)[0]["final"] is True
    assert table.named("elimination", PUBLIC)[0]["how"] == "hammer"
    assert table.outcomes[-1].review is True


def test_hammer_off_waits_for_the_deadline() -> None:
    """hammer off: a majority does not end the day; the deadline does."""
    table = Table(SEVEN, hammer=False)
    table.vote(("bea", "carl"), ("dan", "carl"), ("emma", "carl"), ("fred", "carl"),
               ("gina", "carl"))
    assert table.state["phase"] == "day" and "carl" in table.state["alive"]
    table.resolve()
    assert table.named("elimination", PUBLIC)[0] | {} == {
        "day": 1, "name": "carl", "role": "town", "alignment": "town", "how": "plurality",
        "votes": 5, "tied": []}


def test_plurality_at_the_deadline() -> None:
    """At the day deadline the player with the most votes is eliminated."""
    table = Table(SEVEN)
    table.vote(("bea", "dan"), ("carl", "emma"), ("fred", "emma"))
    table.resolve()
    assert "emma" not in table.state["alive"]
    assert table.state["days"] == [{"day": 1, "eliminated": "emma", "how": "plurality"}]


def test_tie_eliminates_nobody_by_default() -> None:
    """A tie eliminates nobody [setting: tie no_lynch]."""
    table = Table(SEVEN)
    table.vote(("bea", "dan"), ("carl", "emma"))
    table.resolve()
    assert table.named("no_elimination", PUBLIC) == [
        {"day": 1, "why": "tie", "hammer": False, "tied": ["dan", "emma"]}]
    assert len(table.state["alive"]) == 7 and table.state["phase"] == "night"


def test_tie_random_draws_among_the_tied() -> None:
    """tie=random: one of the tied is eliminated, drawn by the seeded generator."""
    table = Table(SEVEN, tie="random")
    table.vote(("bea", "dan"), ("carl", "emma"), ("fred", "bea"))
    table.resolve(dice=(2,))
    assert table.named("elimination", PUBLIC)[0]["name"] == "emma"
    assert table.named("elimination", PUBLIC)[0]["tied"] == ["dan", "emma", "bea"]
    assert table.named("elimination", PUBLIC)[0]["how"] == "random"


def test_plurality_on_no_lynch_eliminates_nobody() -> None:
    """A plurality on no lynch eliminates nobody."""
    table = Table(SEVEN)
    table.vote(("bea", "no lynch"), ("carl", "no lynch"), ("fred", "emma"))
    table.resolve()
    assert table.named("no_elimination", PUBLIC)[0]["why"] == "no_lynch"
    assert len(table.state["alive"]) == 7


def test_no_votes_at_the_deadline_eliminates_nobody() -> None:
    """Nobody voted: nobody is eliminated."""
    table = Table(SEVEN)
    table.resolve()
    assert table.named("no_elimination", PUBLIC)[0]["why"] == "no_votes"


def test_flip_announces_the_role() -> None:
    """The eliminated player's role is announced [setting: reveal on]."""
    table = Table(SEVEN)
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    flip = table.named("elimination", PUBLIC)[0]
    assert (flip["name"], flip["role"], flip["alignment"]) == ("ana", "goon", "mafia")
    assert GAME.view(table.state, None)["dead"] == [
        {"name": "ana", "role": "goon", "when": {"phase": "day", "number": 1}}]


def test_reveal_off_hides_the_role_until_the_end() -> None:
    """reveal off: neither the flip, the dawn nor the views say the role before the end."""
    table = Table(SEVEN, reveal=False)
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    flip = table.named("elimination", PUBLIC)[0]
    assert flip["role"] is None and flip["alignment"] is None
    table.night(("gina", "kill", "bea"))
    assert table.named("dawn", PUBLIC)[0]["deaths"] == [{"name": "bea", "role": None}]
    assert [one["role"] for one in GAME.view(table.state, None)["dead"]] == [None, None]
    assert [one["role"] for one in GAME.view(table.state, "carl")["dead"]] == [None, None]
    table.vote(("carl", "gina"), ("dan", "gina"), ("emma", "gina"))
    assert [one["role"] for one in GAME.view(table.state, None)["dead"]] == [
        "goon", "town", "goon"]


def test_a_night_action_by_day_is_refused() -> None:
    """The day step takes votes only."""
    table = Table(SEVEN)
    refused = table.say("ana", "kill", "bea")
    assert isinstance(refused, Rejection) and refused.code == "wrong_phase"
