"""What each audience may see of a mud fight: the one place where secrets are filtered.

- public (None): turn, standings, victims, and positions unless fog is on;
- a player: the public view plus their own position, their neighbouring intersections
  (`neighbours`), who stands on them (`around`, `in_reach`) — with fog, those few positions are
  the only ones filled in;
- the GM: every position and the history of past turns (orders included).
Every view holds `last_turn`, what the last results post made public (for the picture):
its moves and throws, or with fog only who hit whom. No view ever holds the orders of the
open turn: they are not in the state.
"""

from __future__ import annotations

import copy

from rules.base import GM, JSON
from rules.mud import state as st


def view(state: JSON, viewer: str | None) -> JSON:
    """What `viewer` (None = public, GM, or a player name) may see of the state."""
    fog = bool(state["settings"]["fog"])
    gm = viewer == GM
    me = None if viewer is None or gm else st.find_player(state, viewer)
    seen: set[str] = set()
    if gm or not fog:
        seen = set(st.names(state))
    elif me is not None:
        seen = {me, *st.in_reach(state, me)}
    table = st.standings(state)
    out: JSON = {
        "game": "mud",
        "map": state["map"],
        "map_name": st.board(state).name,
        "turn": state["turn"],
        "turns": state["turns"],
        "finished": state["finished"],
        "fog": fog,
        "gang_hits_dodgers": state["settings"]["gang_hits_dodgers"],
        "viewer": GM if gm else me,
        "players": [
            {
                "name": record["name"],
                "position": record["position"] if record["name"] in seen else None,
                "points": record["points"],
                "times_hit": record["times_hit"],
                "victims": list(record["victims"]),
            }
            for record in state["players"]
        ],
        "ranking": [row["name"] for row in table],
        "places": {row["name"]: row["place"] for row in table},
        "standings": table,
    }
    last = _last_turn(state, fog and not gm)
    if last is not None:
        out["last_turn"] = last
    if me is not None:
        out.update(st.whereabouts(state, me))
    if gm:
        out["history"] = copy.deepcopy(state["history"])
        out["start"] = dict(state["start"])
    return out


def _last_turn(state: JSON, fog: bool) -> JSON | None:
    """The last resolved turn as its public results post told it: every move (where from,
    where aimed, where ended, why) and every throw (number, hit or not, why); with fog only
    the hits, thrower and target (positions stay hidden). None before the first turn."""
    if not state["history"]:
        return None
    last = state["history"][-1]
    if fog:
        return {"turn": last["turn"],
                "hits": [{"thrower": t["thrower"], "target": t["target"], "point": t["point"]}
                         for t in last["throws"] if t["hit"]]}
    return {"turn": last["turn"], "moves": copy.deepcopy(last["moves"]),
            "throws": copy.deepcopy(last["throws"])}
