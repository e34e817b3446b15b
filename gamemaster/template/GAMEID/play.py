"""The rules of GAMENAME: set-up, the steps, checking an order, resolving a round, and what
each reader sees. What an author changes here: all of it, for their own game; keep every
function pure (no clock, no network, chance only through the `Chance` given), the state
JSON, and a new state made at each resolution (the one given is never changed).

The starter, "closest number": each round is one private step `round-<n>` (every player's
desk, all awaited, each told privately that it opens; it ends `hours` after it opens or as
soon as everyone has picked). At its
close the bot rolls a die of `top` faces; the pick(s) closest to it score a point, a silent
player scores nothing. After the last round, the most points win.

The state: `rounds`, `top`, `hours` (the settings), `round` (the one open, or the last one
played once `finished`), `players` ([{name, score}] in sign-up order) and `past` (each
resolved round: its `target`, every `picks` {name: number} and who `scored`).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence

from gamemaster.game import (
    JSON,
    PUBLIC,
    Accepted,
    After,
    Chance,
    Notice,
    Order,
    Outcome,
    Rejection,
    SetupRefused,
    Step,
    Submitted,
)

RANGES: Mapping[str, tuple[int, int]] = {"rounds": (1, 20), "top": (2, 100),
                                         "hours": (1, 8784)}
"""The values each setting may take, least and most (8784 hours: a leap year)."""
LEAST_PLAYERS = 2


def check_settings(settings: JSON) -> Rejection | None:
    """`invalid_number` for a setting that is not a whole number in its range."""
    for name, (least, most) in RANGES.items():
        value = settings.get(name)
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
            return Rejection("invalid_number", {"setting": name, "value": str(value),
                                                "least": least, "most": most})
    return None


def setup(settings: JSON, players: Sequence[str]) -> Outcome:
    """The first state and the opening notice, in the game's topic."""
    if len(players) < LEAST_PLAYERS:
        raise SetupRefused("too_few_players", players=len(players), least=LEAST_PLAYERS)
    state: JSON = {
        "rounds": settings["rounds"], "top": settings["top"], "hours": settings["hours"],
        "round": 1, "finished": False,
        "players": [{"name": name, "score": 0} for name in players],
        "past": [],
    }
    opening = Notice(PUBLIC, "opening", {"rounds": state["rounds"], "top": state["top"],
                                         "hours": state["hours"], "players": list(players)})
    return Outcome(state, [opening], [{"event": "setup", "players": list(players)}])


def names(state: JSON) -> list[str]:
    """The players in sign-up order."""
    return [player["name"] for player in state["players"]]


def steps(state: JSON) -> tuple[Step, ...]:
    """The open round: every player's private pick, until its deadline or everyone's pick.
    Its opening is told to each player in their desk (`announce="awaited"`, the `step_open`
    template): the first such message opens the desk, where the player then answers."""
    if state["finished"]:
        return ()
    number = int(state["round"])
    return (Step(key=f"round-{number}", awaited=tuple(names(state)), channel="desk",
                 deadline=After(state["hours"] * 60), early=True, number=number,
                 phase=f"round-{number}", announce="awaited"),)


def accept(state: JSON, speaker: str, order: Order) -> Accepted | Rejection:
    """A pick from 1 to `top`; anything else is `out_of_range`."""
    picked = int(order.params["number"])
    if not 1 <= picked <= state["top"]:
        return Rejection("out_of_range", {"number": picked, "top": state["top"]})
    return Accepted(speaker, order)


def resolve(state: JSON, picks: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """The die rolled, the closest pick(s) scoring a point, the result in the game's topic;
    after the last round, the final notice too."""
    after = copy.deepcopy(state)
    number = int(after["round"])
    target = chance.roll(after["top"], "target")
    chosen = {name: int(picks[name].order.params["number"])
              for name in names(after) if name in picks}
    closest = min((abs(n - target) for n in chosen.values()), default=None)
    scored = [name for name, n in chosen.items() if abs(n - target) == closest]
    for player in after["players"]:
        if player["name"] in scored:
            player["score"] += 1
    after["past"].append({"round": number, "target": target, "picks": chosen,
                          "scored": scored})
    notices = [Notice(PUBLIC, "result", {
        "round": number, "rounds": after["rounds"], "target": target,
        "picks": [{"name": name, "number": n} for name, n in chosen.items()],
        "silent": [name for name in names(after) if name not in chosen],
        "scored": scored, "scores": ranking(after)})]
    if number >= after["rounds"]:
        after["finished"] = True
        notices.append(Notice(PUBLIC, "final", {
            "rounds": after["rounds"], "winners": winners(after),
            "best": max(player["score"] for player in after["players"]),
            "scores": ranking(after)}))
    else:
        after["round"] = number + 1
    log: list[JSON] = [{"event": "round", "round": number, "target": target,
                        "picks": chosen, "scored": scored}]
    return Outcome(after, notices, log)


def ranking(state: JSON) -> list[JSON]:
    """Every player's score, the most points first (sign-up order between equals)."""
    return sorted(({"name": p["name"], "score": p["score"]} for p in state["players"]),
                  key=lambda row: -int(row["score"]))


def winners(state: JSON) -> list[str]:
    """Whoever has the most points, when someone scored at all."""
    best = max(player["score"] for player in state["players"])
    return [p["name"] for p in state["players"] if p["score"] == best] if best else []


def view(state: JSON) -> JSON:
    """What every reader sees: the whole state (nothing in it is secret: the picks of the
    open round are orders the bridge keeps sealed until the round is resolved). A game with
    secrets filters them here, by viewer."""
    return copy.deepcopy(state)


def status(view: JSON) -> JSON:
    """The live status: the round, the scores and who leads, read from the view alone."""
    if "players" not in view:
        return {}
    return {"round": view["round"], "rounds": view["rounds"],
            "finished": view["finished"], "scores": ranking(view),
            "leaders": winners(view)}
