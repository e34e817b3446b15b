"""The cards of the highway, the field's size and its cells (shared/rules/highway.md,
"Preparation").

A cell is named as in Battleship: a column letter and a row number. The canonical name uses
the Latin letters A–J ("B7"); Russian players write the same columns as А Б В Г Д Е Ж З И К
(no Й), and the Russian templates show them so.
"""

from __future__ import annotations

from typing import Literal

Kind = Literal["guard", "safe", "thief"]
Weapon = Literal["sabre", "musket", "pistols", "elixir"]
Colour = Literal["red", "green", "blue"]

COLOURS: tuple[Colour, ...] = ("red", "green", "blue")
"""The three weapon types, in the order a silent drawer's thief is laid for them: sabre
(red), musket or pistols (green), elixir (blue)."""
COLOUR_OF: dict[Weapon, Colour] = {"sabre": "red", "musket": "green", "pistols": "green",
                                   "elixir": "blue"}

CARDS: tuple[tuple[int, Kind, str, Weapon | None], ...] = (
    # (highest number, card, gender, weapon): each range runs from the previous bound + 1.
    (2, "guard", "m", "sabre"),
    (4, "guard", "m", "musket"),
    (6, "guard", "m", "elixir"),
    (8, "guard", "f", "sabre"),
    (10, "guard", "f", "pistols"),
    (12, "guard", "f", "elixir"),
    (30, "safe", "", None),
    (45, "thief", "f", "sabre"),
    (60, "thief", "f", "pistols"),
    (75, "thief", "f", "elixir"),
    (90, "thief", "m", "sabre"),
    (105, "thief", "m", "musket"),
    (120, "thief", "m", "elixir"),
)
HIGHEST = 120
FULL = 10
"""The host fills a 10×10 field; fewer players use its top-left part."""

SIZES: dict[int, tuple[int, int]] = {
    10: (10, 10), 9: (10, 9), 8: (9, 9), 7: (9, 8), 6: (8, 8), 5: (6, 9), 4: (5, 8)}
"""Players -> (columns, rows) of the field in use (the original's "9 игроков – 10х9": our
reading is columns × rows)."""

LATIN = "ABCDEFGHIJ"
CYRILLIC = "АБВГДЕЖЗИК"
"""The column letters: Latin A–J and Russian А–К without Й, in the same order."""


def card(number: int) -> dict[str, str | None]:
    """The card a number hides: kind, gender (flavour only), weapon and its colour."""
    if not 1 <= number <= HIGHEST:
        raise ValueError(f"no card for {number}")
    for highest, kind, gender, weapon in CARDS:
        if number <= highest:
            return {"kind": kind, "gender": gender, "weapon": weapon,
                    "colour": COLOUR_OF[weapon] if weapon else None}
    raise AssertionError("unreachable")


def size(players: int) -> tuple[int, int]:
    """(columns, rows) of the field for this many players."""
    return SIZES[players]


def cell_name(column: int, row: int) -> str:
    """The canonical name of a cell: 0-based column, 1-based row -> "B7"."""
    return f"{LATIN[column]}{row}"


def cell_place(name: str) -> tuple[int, int]:
    """The 0-based column and 1-based row of a canonical cell name."""
    return LATIN.index(name[0]), int(name[1:])


def cells(columns: int, rows: int) -> list[str]:
    """Every cell of a field in use, row by row."""
    return [cell_name(c, r) for r in range(1, rows + 1) for c in range(columns)]


def in_russian(name: str) -> str:
    """A canonical cell name with its Russian column letter ("B7" -> "Б7")."""
    return CYRILLIC[LATIN.index(name[0])] + name[1:]
