"""The end of the game (mafia.md, "End").

Checked after every elimination and every dawn: the town wins when no mafia is left; the
mafia wins when the living mafia are at least as many as the living town. The end post
reveals every role, every night action of the game and the deal's salt, so anyone can check
the commitment published at the start.
"""

from __future__ import annotations

from gamemaster.game import JSON, PUBLIC, Notice
from mafia.state import MAFIA, TOWN, alignment, living_mafia, living_town


def winner(state: JSON) -> str | None:
    """`town`, `mafia`, or None while the game goes on."""
    mafia = len(living_mafia(state))
    if mafia == 0:
        return TOWN
    if mafia >= len(living_town(state)):
        return MAFIA
    return None


def finish(state: JSON, won: str) -> list[Notice]:
    """Close the game with `won` as the winner: the end post with everything revealed."""
    state.update(finished=True, winner=won, votes={}, voting=[])
    return [Notice(PUBLIC, "game_end", {
        "winner": won,
        "roles": [{"name": name, "role": role, "alignment": alignment(role),
                   "alive": name in state["alive"]}
                  for name, role in ((n, state["roles"][n]) for n in state["players"])],
        "nights": state["nights"],
        "days": state["days"],
        "salt": state["salt"],
        "role_list": state["role_list"],
        "commitment": state["commitment"],
    })]
