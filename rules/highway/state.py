"""Highway Romantics' settings, the hidden field, its commitment, and what each audience sees.

The state is JSON. `field` holds the rows of numbers in use (None while the GM's discobot
rolls are read); `named` maps each named cell to who named it, in naming order; `hands`
hold the cells of each player's thieves (public: every card is shown to all when drawn);
`safes` count each player's safes (the split is agreed in public); `bags` hold, per player,
the bags of each safe they received (secret until the end); `stage` says what the table
waits for (`field`, `cell`, `thief`, `fight`, `vote`, `revise`, `vote2`, `roll`, `assign`,
`last`, `host_roll`, `over`) and `move` numbers the steps; `revised` names the leader who
changed a split this turn (once per turn, shared/rules/highway.md "Robbery"), None after the
turn passes; `host_dice` holds the host's d3 read from the GM's discobot rolls at the end.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from typing import Any

from rules.base import GM, JSON, Rejection, Setting, SetupRefused, defaults_of
from rules.highway import cards

IDLE_TURNS = 3
"""The bridge's `pause_after` for this live table (bridge/turns/idle.py): after three turns in a
row closed by the reply window with nobody playing, the table pauses itself and tells the
GM; a table left alone would otherwise pass six turns an hour without end."""
SETTINGS: tuple[Setting, ...] = (
    Setting("prize_fund", 1000, ("фонд", "призовой_фонд", "fund")),
    Setting("reply_window_minutes", 10, ("окно", "window", "минуты")),
    Setting("source", "bot", ("источник", "кубики")),
    Setting("silence_agrees", True, ("молчание", "silence")),
    Setting("pause_after", IDLE_TURNS, ("пауза", "pause")),
)
"""The GM's settings (shared/rules/highway.md): the prize fund shared at the end, the reply
window of every action, where the dice come from (`bot`: the bot draws the field and rolls
the robberies, seeded; `discobot`: the GM's and the leaders' `@discobot roll` replies),
whether silence for the reply window counts as agreement with a split, and the bridge's
`pause_after` with this table's own default; with the Russian and English names a GM may type
for them. What each does is the catalogs' `highway-setting-<name>`."""
BRIDGE_OWN = ("pause_after",)
"""The settings the bridge reads, not the game: the state does not keep them."""
DEFAULTS: dict[str, Any] = {name: value for name, value in defaults_of(SETTINGS).items()
                            if name not in BRIDGE_OWN}
"""The game's own settings, which the state keeps (`new_state`)."""
SOURCES = ("bot", "discobot")
TREASURY_CAP = 20
BAGS = {1: 2, 2: 3, 3: 5}
"""A robbery's or the host's d3 for one safe -> bags of coins in it."""
DISCOBOT_MOST_DICE = 20
FULL_FIELD = cards.FULL * cards.FULL
"""The numbers of the original's whole 10×10 field (five `@discobot roll 20d120`)."""


def check_settings(settings: JSON) -> Rejection | None:
    """A prize fund that is a sum, a window in minutes, a known source."""
    fund = settings.get("prize_fund")
    if isinstance(fund, bool) or not isinstance(fund, int | float) or fund < 0:
        return Rejection("bad_prize_fund", {"value": str(fund)})
    window = settings.get("reply_window_minutes")
    if isinstance(window, bool) or not isinstance(window, int | float) or not 0 < window <= 1440:
        return Rejection("bad_window", {"value": str(window)})
    if settings.get("source") not in SOURCES:
        return Rejection("bad_source", {"value": str(settings.get("source")),
                                        "known": list(SOURCES)})
    if not isinstance(settings.get("silence_agrees"), bool):
        return Rejection("bad_silence", {"value": str(settings.get("silence_agrees"))})
    return None


def field_text(field: Sequence[Sequence[int]]) -> str:
    """The field as the commitment hashes it: rows top to bottom joined by '/', numbers left
    to right joined by ','."""
    return "/".join(",".join(str(n) for n in row) for row in field)


def field_commitment(field: Sequence[Sequence[int]], salt: str) -> str:
    """SHA-256 (hex) of `<salt>:<field text>`: `printf '%s' 'SALT:ROWS' | sha256sum`."""
    return hashlib.sha256(f"{salt}:{field_text(field)}".encode()).hexdigest()


def pinned_field(rows: Any, columns: int, height: int) -> list[list[int]]:
    """A scenario's or GM's pinned field cut to the part in use; SetupRefused if it does not
    cover it or holds something that is not a number 1..120."""
    if not isinstance(rows, list) or len(rows) < height:
        raise SetupRefused("bad_field", rows=height, columns=columns)
    cut = []
    for row in rows[:height]:
        if not isinstance(row, list) or len(row) < columns or not all(
                isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= cards.HIGHEST
                for n in row[:columns]):
            raise SetupRefused("bad_field", rows=height, columns=columns)
        cut.append(list(row[:columns]))
    return cut


def new_state(settings: JSON, players: Sequence[str], field: list[list[int]] | None,
              salt: str) -> JSON:
    """The table before the first cell: empty hands, empty treasury, the first player's turn
    (or the GM's rolls to read first)."""
    columns, rows = cards.size(len(players))
    state: JSON = {
        "settings": {k: settings[k] for k in DEFAULTS},
        "players": list(players), "columns": columns, "rows": rows,
        "field": field, "salt": salt,
        "commitment": field_commitment(field, salt) if field is not None else None,
        "named": {}, "treasury": 0, "host_safes": 0, "discard": [],
        "hands": {p: [] for p in players}, "safes": {p: 0 for p in players},
        "bags": {p: [] for p in players}, "host_bags": [],
        "turn": 0, "stage": "cell" if field is not None else "field", "move": 1,
        "tried": False, "revised": None, "fight": None, "robbery": None, "last": [],
        "dice": [],
        "finished": False, "shares": None, "events": [],
    }
    return state


def rolls_needed(state: JSON) -> int:
    """How many `@discobot roll 20d120` replies fill the field in use."""
    return math.ceil(int(state["columns"]) * int(state["rows"]) / DISCOBOT_MOST_DICE)


def field_rolls(state: JSON) -> list[int]:
    """The discobot rolls (dice per roll) that give exactly the cells in use: 20d120 as often
    as it goes, then the rest ("20, 20, 14" for 54 cells)."""
    needed = int(state["columns"]) * int(state["rows"])
    full, rest = divmod(needed, DISCOBOT_MOST_DICE)
    return [DISCOBOT_MOST_DICE] * full + ([rest] if rest else [])


def field_from(values: Sequence[int], columns: int, rows: int) -> tuple[list[list[int]], str]:
    """The field in use from the GM's numbers, and how it was read: the whole 10×10 field (100
    numbers, row by row) cut from its top-left corner as the original does (`full`), or only
    the cells in use, row by row (`cells`; numbers past them are not used)."""
    if len(values) >= FULL_FIELD:
        return [list(values[r * cards.FULL:r * cards.FULL + columns]) for r in range(rows)], "full"
    return [list(values[r * columns:(r + 1) * columns]) for r in range(rows)], "cells"


def number_at(state: JSON, cell: str) -> int:
    """The number hidden in a cell of the field in use."""
    column, row = cards.cell_place(cell)
    number: int = state["field"][row - 1][column]
    return number


def card_at(state: JSON, cell: str) -> JSON:
    """The card a cell hides, with its cell."""
    return {"cell": cell, **cards.card(number_at(state, cell))}


def colour_of(state: JSON, cell: str) -> str:
    """The weapon type (colour) of the thief or guard in a cell."""
    return str(card_at(state, cell)["colour"])


def held(state: JSON, player: str) -> dict[str, int]:
    """A player's thieves counted by weapon type."""
    counts: dict[str, int] = dict.fromkeys(cards.COLOURS, 0)
    for cell in state["hands"][player]:
        counts[colour_of(state, cell)] += 1
    return counts


def cells_left(state: JSON) -> list[str]:
    """The cells of the field in use not named yet, row by row."""
    return [c for c in cards.cells(state["columns"], state["rows"]) if c not in state["named"]]


def current(state: JSON) -> str:
    """Whose turn it is."""
    return str(state["players"][state["turn"]])


def view(state: JSON, viewer: str | None) -> JSON:
    """What `viewer` may see: the public the table as it lies (revealed cards, hands,
    treasury, who owns how many safes); a player their own bags too, and as a robbery's
    leader its dice; the GM everything. Bags are public once the game is over."""
    over = bool(state["finished"])
    gm = viewer == GM
    robbery = state["robbery"]
    seen: JSON = {
        "players": list(state["players"]), "columns": state["columns"], "rows": state["rows"],
        "commitment": state["commitment"], "stage": state["stage"], "move": state["move"],
        "current": current(state) if not over else None,
        "revealed": {cell: {**card_at(state, cell), "by": by}
                     for cell, by in state["named"].items()},
        "cells_left": len(cells_left(state)) if state["field"] is not None else None,
        "treasury": state["treasury"], "host_safes": state["host_safes"],
        "discard": len(state["discard"]),
        "hands": {p: [card_at(state, c) for c in state["hands"][p]] for p in state["players"]},
        "held": {p: held(state, p) for p in state["players"]},
        "safes": dict(state["safes"]),
        "fight": _fight_view(state), "robbery": _robbery_view(robbery, viewer, gm),
        "last": list(state["last"]), "window": state["settings"]["reply_window_minutes"],
        "settings": dict(state["settings"]), "finished": over,
        "events": list(state["events"]), "viewer": viewer,
        "rolls_needed": rolls_needed(state) if state["field"] is None else 0,
    }
    if state["field"] is None:
        seen["field_rolls"] = field_rolls(state)
    if state.get("revised"):
        seen["revised"] = state["revised"]
    if over or gm:
        seen["bags"] = {p: sum(b) for p, b in state["bags"].items()}
        seen["safe_bags"] = {p: list(b) for p, b in state["bags"].items()}
        seen["host_bags"] = list(state["host_bags"])
        seen["shares"] = state["shares"]
    elif viewer in state["bags"]:
        seen["own_bags"] = list(state["bags"][viewer])
    if over or gm:
        seen["field"] = state["field"]
        seen["salt"] = state["salt"]
    return seen


def _fight_view(state: JSON) -> JSON | None:
    fight = state["fight"]
    if fight is None:
        return None
    return {"guard": card_at(state, fight["guard"]), "drawer": fight["drawer"],
            "asked": fight["order"][fight["at"]] if fight["at"] < len(fight["order"]) else None,
            "laid": [{**card_at(state, lay["cell"]), "player": lay["player"]}
                     for lay in fight["laid"]],
            "can": list(fight.get("can", []))}


def _robbery_view(robbery: JSON | None, viewer: str | None, gm: bool) -> JSON | None:
    if robbery is None:
        return None
    shown = {k: robbery[k] for k in ("leader", "gang", "split", "counter", "origin", "round")}
    shown["participants"] = participants(robbery)
    if gm or viewer == robbery["leader"]:
        shown["dice"] = list(robbery.get("dice") or [])
    return shown


def participants(robbery: JSON) -> list[str]:
    """The players whose cards take part, the leader first, then in the gang's order."""
    gang = robbery["gang"]
    return [robbery["leader"], *[p for p in gang if p != robbery["leader"] and sum(
        gang[p].values())]]
