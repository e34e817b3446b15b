"""The forum's API budget (60 admin API requests a minute for the whole site): what a turn
of each game costs, and many games at one deadline under a site-wide limit.

The ceilings are what `benchmarks/api_calls.py` measures today: a change that adds calls to
a turn fails here. They count the worker's calls from the deadline (or the move that ends
the step) to the publication, its read of the due topics included, the order
acknowledgements set apart (`benchmarks/api_calls.summarize`).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> ModuleType:
    name = "gamemaster_api_calls"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / "api_calls.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


CEILINGS = {
    # game: (calls alone, lower bound, the reads of the due topics among the calls)
    "mud": (13, 7, 6),         # 5 players: the GM desk and 5 desks read, 1 upload, 1 post,
    #                            and each player's private position after the turn (5)
    "indixo": (13, 7, 6),      # a night: the rooms' results, then the actions at the deadline
    #                            and the morning with the house's picture (one upload)
    "arena": (4, 2, 2),        # a round declared in the topic: the topic and the GM desk read
    "highway": (2, 2, 0),      # a cell named: one post with the field
}


@pytest.mark.parametrize("game", sorted(CEILINGS))
def test_a_turn_costs_at_most_its_ceiling(game: str) -> None:
    calls, bound, reads = CEILINGS[game]
    turn: dict[str, Any] = _bench().TURNS[game]()
    assert turn["rate_limited"] == 0
    assert turn["lower_bound"] == bound, turn
    assert turn["calls"] <= calls, turn
    assert turn["by_kind"].get("GET topic", 0) + turn["by_kind"].get("GET posts", 0) <= reads
    publishing = turn["calls"] - sum(n for kind, n in turn["by_kind"].items()
                                     if kind.startswith("GET"))
    assert publishing == bound, f"more posts or uploads than the rules need: {turn}"


def test_many_games_at_one_deadline_stay_within_the_sites_budget() -> None:
    """The benchmark runs 50 games under 60 calls a minute; here 20 games of 2 or 3 players
    under 20 a minute (94 calls, five budgets' worth: the pacer must wait four times), the
    sandbox enforcing the same limit for the whole site, so a call over it is a 429. Each
    game posts its results and a private post to each of its players (their position after
    the turn): 20 + 50 posts."""
    figures = _bench().measure_fifty(games=20, per_minute=20, players=(2, 3), orders=False)
    assert figures["rate_limited"] == 0, figures
    assert figures["unsent"] == 0, figures
    assert figures["games_published"] == 20, figures
    kinds = dict(figures["by_kind"])
    assert kinds.pop("POST /posts") == 20 + 50 and kinds.pop("POST upload") == 20, figures
    # What is left is the look for orders whose webhook was lost: the bot's ~90
    # conversations, 30 a page, instead of reading the 70 due topics one by one.
    assert kinds == {"GET list": kinds.get("GET list")} and kinds["GET list"] <= 4, figures
    # No slower than the budget allows: 94 calls at 20 a minute take 4 minutes at best.
    assert figures["fifty_games_publish_minutes"] <= 4.0, figures
