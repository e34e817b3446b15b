"""Street maps: intersections with coordinate labels joined by streets (an undirected graph).

Two sources: the plain grid `grid:WxH` (columns A, B, C... from the left, rows 1, 2, 3... from
the top, streets between orthogonal neighbours) and hand-made town maps stored as JSON files in
`maps/` (`{"name", "intersections": {"C4": [x, y], ...}, "streets": [["C4", "C5"], ...]}`;
x, y place the intersection on the board picture).
"""

from __future__ import annotations

import json
import re
from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

MAPS_DIR = Path(__file__).parent / "maps"
_GRID = re.compile(r"^grid:(\d+)x(\d+)$")
COORDINATE = re.compile(r"^([A-Za-z]{1,2})(\d{1,2})$")


@dataclass(frozen=True)
class Board:
    """A street map: labels, where they are drawn, and which streets join them."""

    name: str
    places: dict[str, tuple[float, float]]
    streets: frozenset[frozenset[str]]

    def neighbours(self, label: str) -> list[str]:
        """Intersections one street away from `label`, in label order."""
        return sorted(
            (other for street in self.streets if label in street for other in street - {label}),
            key=sort_key,
        )

    def distance(self, a: str, b: str) -> int | None:
        """Number of streets on the shortest way from a to b (None if unreachable)."""
        return self.distances_from(a).get(b)

    def distances_from(self, start: str) -> dict[str, int]:
        """Street distance from `start` to every reachable intersection."""
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here):
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return seen

    def label(self, text: str) -> str | None:
        """The board's label for `text` in any case ('c4' -> 'C4'), or None."""
        wanted = text.strip().upper()
        return wanted if wanted in self.places else None

    def labels(self) -> list[str]:
        """Every intersection, in label order."""
        return sorted(self.places, key=sort_key)


def sort_key(label: str) -> tuple[str, int]:
    """Order labels as a person reads them: A1, A2, ..., A10, B1."""
    match = COORDINATE.match(label)
    if not match:
        return (label, 0)
    return (match.group(1).upper(), int(match.group(2)))


def column_name(index: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def grid(width: int, height: int) -> Board:
    """The plain grid `grid:WxH`: orthogonal neighbours only."""
    places: dict[str, tuple[float, float]] = {}
    streets: set[frozenset[str]] = set()
    for x in range(width):
        for y in range(height):
            here = f"{column_name(x)}{y + 1}"
            places[here] = (float(x), float(y))
            if x + 1 < width:
                streets.add(frozenset({here, f"{column_name(x + 1)}{y + 1}"}))
            if y + 1 < height:
                streets.add(frozenset({here, f"{column_name(x)}{y + 2}"}))
    return Board(f"grid:{width}x{height}", places, frozenset(streets))


def available() -> list[str]:
    """Names of the hand-made maps shipped with the game."""
    return sorted(path.stem for path in MAPS_DIR.glob("*.json"))


@lru_cache(maxsize=32)
def load(name: str) -> Board:
    """The board called `name` (`grid:WxH` or a shipped map); ValueError if there is none."""
    match = _GRID.match(name.strip().lower())
    if match:
        width, height = int(match.group(1)), int(match.group(2))
        if not (1 <= width <= 26 and 1 <= height <= 99 and width * height >= 2):
            raise ValueError(f"grid size out of range: {name}")
        return grid(width, height)
    if name not in available():
        raise ValueError(f"unknown map: {name}")
    data = json.loads((MAPS_DIR / f"{name}.json").read_text(encoding="utf-8"))
    places = {label: (float(x), float(y)) for label, (x, y) in data["intersections"].items()}
    streets = frozenset(frozenset(pair) for pair in data["streets"])
    for street in streets:
        if len(street) != 2 or not street <= set(places):
            raise ValueError(f"bad street {sorted(street)} in map {name}")
    return Board(data.get("name", name), places, streets)
