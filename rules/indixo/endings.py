"""The three ways to win, and the end of a game of INDIXO with its reveal."""

from __future__ import annotations

from rules.base import GM, JSON, PUBLIC, Notice, Outcome


def after_night(state: JSON, victim: str | None) -> tuple[str, str] | None:
    """The killer wins when only two living players remain; the innocents when the killer
    has gone three nights in a row without a kill."""
    if victim is not None and len(state["alive"]) <= 2:
        return ("killer", "two_left")
    if state["nights_without_kill"] >= 3:
        return ("innocents", "streak")
    return None


def guess_is_right(state: JSON, guesses: dict[str, dict[str, str | None]]) -> bool:
    """The killer's guess names, for every other living player, last night's room and the
    weapon they tried to interact with (or none), all correct."""
    others = [p for p in state["alive"] if p != state["killer"]]
    return bool(others) and all(
        p in guesses
        and guesses[p].get("room") == state["last_rooms"].get(p)
        and guesses[p].get("weapon") == state["last_tries"].get(p)
        for p in others)


def finish(state: JSON, notices: list[Notice], log: list[JSON], winner: str, how: str,
           **facts: object) -> Outcome:
    """End the game: the winner, and the reveal (the killer, the last murder, where every
    weapon lies), every conversation closed."""
    state["winner"] = winner
    state["win"] = how
    state["finished"] = True
    state["stranded"] = None
    state["chief_namer"] = None
    closing = [tuple(group) for group in state["groups"]]
    state["groups"] = []
    kept = [n for n in notices if n.template not in ("stranded_ask", "chief_ask")]
    reveal = {"winner": winner, "how": how, "killer": state["killer"],
              "last_murder": state["last_murder"], "weapon_rooms": dict(state["weapon_rooms"]),
              **facts}
    kept.append(Notice(PUBLIC, "final", reveal))
    kept.append(Notice(GM, "gm_final", reveal))
    log.append({"event": "game_over", "winner": winner, "how": how})
    return Outcome(state, kept, log, close=closing)
