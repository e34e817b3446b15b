"""The GM's modkill (mafia.md, "Running the game"): a player removed for inactivity leaves the
living and their role is announced, with no other effect: no end check, no night action
(the bridge's `remove @player` calls `removed`; its notices go out at once). Their vote and
the votes on them no longer count: the day's votecount, kept current, says so."""

from __future__ import annotations

import copy

from gamemaster.game import JSON, PUBLIC, Notice, Outcome
from mafia.day import counted, eliminate
from mafia.state import alignment, role_of


def removed(state: JSON, player: str) -> Outcome:
    """The state without `player` among the living, and the announcement of their role."""
    new = copy.deepcopy(state)
    if new["finished"] or player not in new["alive"]:
        return Outcome(new, [], review=False)
    role = role_of(new, player)
    eliminate(new, player, "modkill")
    notices = [Notice(PUBLIC, "modkill", {"name": player, "role": role,
                                          "alignment": alignment(role)})]
    if new["phase"] == "day" and new["votes"]:
        notices.append(counted(new))
    return Outcome(new, notices, [{"event": "modkill", "player": player, "role": role}],
                   review=False)
