"""The kit's contract suite on Forum Mafia: a whole game with every role, played through
`gamemaster.testing.Table` as players write it (votes in the game topic, night actions in
the desks, talk, and every kind of mistake), so that every notice, echo and refusal the
game says is rendered in French, English and Russian, without holes."""

from __future__ import annotations

from collections.abc import Callable

from mafia import GAME
from mafia_knowledge import Reader

from gamemaster.game import Accepted, Rejection
from gamemaster.testing import GameContract, Shown, Table

ROLES = {"ana": "godfather", "bea": "roleblocker", "carl": "town", "dan": "town",
         "emma": "doctor", "fred": "cop", "gina": "vigilante", "hugo": "town", "ines": "town"}
"""Nine players, every role: godfather ana and roleblocker bea against the town."""

TOPIC = "topic"


def whole_game(seed: str) -> Table:
    """Four days and three nights, to the town's win: a hammer, a tie, a save, a block, a
    double kill, the godfather read as town, a cop killed before learning anything, and a
    refusal of every kind on the way."""
    table = Table(GAME, list(ROLES), seed=seed, pinned={"roles": ROLES})
    # Day 1: votes, talk, mistakes, then the hammer on hugo.
    table.say("carl", "vote @dan", channel=TOPIC)
    table.say("dan", "**vote: carl**", channel=TOPIC)
    table.say("hugo", "hello everyone, who looks scummy to you?", channel=TOPIC)
    table.say("ines", "vote @zed", channel=TOPIC)
    table.say("carl", "vote @dan", channel=TOPIC)
    table.say("carl", "unvote", channel=TOPIC)
    table.say("emma", "unvote", channel=TOPIC)
    table.say("gina", "vote no lynch", channel=TOPIC)
    table.say("fred", "check @ana")
    table.say("zoe", "vote @ana", channel=TOPIC)
    for voter in ("carl", "dan", "emma", "fred", "gina"):
        table.say(voter, "vote @hugo", channel=TOPIC)
    # Night 1: the roleblocker blocks the doctor and carries the kill; the vigilante
    # shoots; the cop checks the godfather.
    table.say("ana", "kill @bea")
    table.say("ana", "kill @ana")
    table.say("ana", "kill @carl")
    table.say("bea", "block @emma")
    table.say("bea", "kill @dan")
    table.say("carl", "protect @dan")
    table.say("ines", "vote @ana", channel=TOPIC)
    table.say("emma", "protect @fred")
    table.say("fred", "check @ana")
    table.say("gina", "shoot @gina")
    table.say("gina", "shoot @carl")
    # Day 2: a tie at the deadline.
    table.say("carl", "vote @ana", channel=TOPIC)
    table.say("emma", "vote @dan", channel=TOPIC)
    for voter, target in (("fred", "bea"), ("emma", "bea"), ("ana", "fred"), ("bea", "fred")):
        table.say(voter, f"vote @{target}", channel=TOPIC)
    table.close()
    # Night 2: the doctor saves the mafia's target.
    table.say("gina", "shoot @bea")
    table.say("emma", "protect @fred")
    table.say("emma", "protect @ines")
    table.say("ana", "kill @ines")
    table.say("bea", "pass")
    table.say("fred", "check @bea")
    # Day 3: the hammer on bea.
    for voter in ("emma", "fred", "gina", "ines"):
        table.say(voter, "vote @bea", channel=TOPIC)
    # Night 3: the cop dies and learns nothing.
    table.say("ana", "kill @fred")
    table.say("emma", "protect @emma")
    table.say("fred", "check @ana")
    # Day 4: the last mafia member is eliminated.
    for voter in ("emma", "gina", "ines"):
        table.say(voter, "vote @ana", channel=TOPIC)
    table.play_out()
    return table


class TestMafiaContract(GameContract):
    game = GAME

    def play(self, seed: str) -> Table:
        return whole_game(seed)

    def knows(self) -> Callable[[Shown], list[str]]:
        """Mafia's knowledge model (mafia_knowledge.py, from the spec)."""
        return Reader()


def test_the_whole_game_says_every_notice_and_ends_with_the_town() -> None:
    """The play shows every notice of NOTICES.md that a day-start game with every role and
    the night chat always open says, and the town wins."""
    table = whole_game("contract-1")
    said = {notice.template for notice in table.notices}
    assert said == {"opening", "role", "mafia_chat", "day_start", "votecount", "elimination",
                    "no_elimination", "night_start", "night_actions", "cop_result", "blocked",
                    "dawn", "game_end", "day_review", "night_review"}
    assert table.state["winner"] == "town"


def test_the_whole_game_meets_every_refusal_a_player_can_cause() -> None:
    """Every rejection code a player's post can earn in such a game is met (and so rendered
    by the contract in every language)."""
    table = whole_game("contract-1")
    codes = {a.verdict.code for a in table.answers if isinstance(a.verdict, Rejection)}
    assert codes >= {"not_an_order", "unknown_player", "not_playing", "dead", "target_dead",
                     "same_vote", "not_voting", "not_your_action", "partner", "self",
                     "twice_in_a_row", "shot_spent", "vote_at_night", "night_action_by_day"}
    kinds = {a.verdict.order.kind for a in table.answers if isinstance(a.verdict, Accepted)}
    assert kinds >= {"vote", "unvote", "night"}
