"""Forum Mafia's votecount under a burst of votes: 50 votes in one minute in the game topic,
each a change, through the whole stack (sandbox forum, real HTTP, the worker's ticks).

The votecount is one post the bridge keeps current (`Notice.keeps`): posted at the first
vote, then edited; an edit waiting to go out takes the newest text (`queue_edit`). So the
bound is one API call per change, and fewer when the forum's budget is short:
- with room in the budget, each vote is answered by its own edit;
- with the forum limiting the API to a few calls a minute (the sandbox answers 429 and
  Retry-After past it, as Discourse does), the edits that wait take the newer counts and go
  out when the minute allows: fewer calls, none over the budget, and the post ends showing
  the last count.

Run alone:  .venv/bin/python benchmarks/votecount.py
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from typing import Any

from bridge.clock import FakeClock
from bridge.tools.stack import BOT, Stack

START = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
PLAYERS = [f"villager{i}" for i in range(12)]


def burst(votes: int = 50, per_minute: int | None = None) -> dict[str, Any]:
    """`votes` vote changes spread over one minute of the forum's clock, the worker ticking
    after each; `per_minute`: the forum's API limit during the burst (None: none)."""
    with Stack(FakeClock(START)) as stack:
        stack.direct_message("host", 'new game mafia "Burst" hammer=off review=auto')
        game_id = stack.latest_game()
        public = stack.topic_of(game_id, "game")
        for player in PLAYERS:
            stack.say(player, public, "join")
        stack.say("host", stack.topic_of(game_id, "gm", "host"), "start")
        if per_minute is not None:
            stack.forum.api_gate.set_rate_limit(per_minute)
        before = len(stack.forum.api_calls)
        for number in range(votes):
            stack.clock.set(START + timedelta(seconds=60 * (number + 1) / votes))
            voter = PLAYERS[number % len(PLAYERS)]
            target = PLAYERS[(number + 1 + number // len(PLAYERS)) % len(PLAYERS)]
            stack.say(voter, public, f"vote @{target}")
        during = stack.forum.api_calls[before:]
        stack.advance(START + timedelta(minutes=5))  # what waited for the budget goes out
        after = stack.forum.api_calls[before:]
        counts = [p for p in stack.bot_posts() if p["topic"] == public
                  and "Votecount" in p["raw"]]
        return {
            "votes": votes,
            "budget": per_minute,
            "edits": sum(1 for c in after if c.method == "PUT" and c.status == 200),
            "posts": sum(1 for c in after if c.method == "POST" and c.status == 200
                         and c.path.startswith("/posts")),
            "refused": sum(1 for c in after if c.status == 429),
            "most_in_a_minute": _most_in_a_minute(during),
            "votecount_posts": len(counts),
            "last_version": counts[-1]["raw"].split("Votecount ")[1].split()[0]
            if counts else "",
            "author": counts[-1]["author"] if counts else "",
        }


def _most_in_a_minute(calls: list[Any]) -> int:
    """The most calls answered (not refused) in any 60 seconds of the forum's clock."""
    answered = [c.at for c in calls if c.status != 429]
    return max((sum(1 for other in answered if moment <= other < moment + timedelta(minutes=1))
                for moment in answered), default=0)


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    for budget in (None, 20):
        found = burst(per_minute=budget)
        print(found)
        assert found["author"] == BOT


if __name__ == "__main__":
    main()
