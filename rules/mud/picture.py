"""The board picture: streets, intersections with their labels, and the players a view shows.

Drawn from a view only (never the state), so fog hides on the picture what it hides in text.
Same view, same bytes: no clock, no randomness, and PNG metadata left out.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rules.base import JSON
from rules.drawing import font, plain, png
from rules.mud.maps import load

MARGIN = 40
MAX_SIDE = 900
MAX_CELL = 90
NODE = 5

BACKGROUND = (246, 241, 230)
STREET = (178, 165, 140)
NODE_FILL = (120, 108, 90)
LABEL = (110, 100, 85)
PLAYER = (121, 72, 32)
ME = (30, 90, 160)
TEXT = (40, 30, 20)


def picture(view: JSON) -> bytes | None:
    """A PNG of the board as `view` shows it; None when the view shows no position."""
    shown = {
        player["position"]: player["name"]
        for player in view.get("players", [])
        if player.get("position")
    }
    if not shown:
        return None
    board = load(view["map"])
    xs = [x for x, _ in board.places.values()]
    ys = [y for _, y in board.places.values()]
    min_x, min_y = min(xs), min(ys)
    span_x, span_y = max(xs) - min_x, max(ys) - min_y
    cell = min(MAX_CELL, MAX_SIDE / max(span_x, span_y, 1.0))
    width = int(span_x * cell) + 2 * MARGIN
    height = int(span_y * cell) + 2 * MARGIN

    def at(label: str) -> tuple[float, float]:
        x, y = board.places[label]
        return (MARGIN + (x - min_x) * cell, MARGIN + (y - min_y) * cell)

    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    small, _ = font(11, False)
    bold, ascii_only = font(13, True)
    for street in sorted(sorted(street) for street in board.streets):
        a, b = street
        draw.line([at(a), at(b)], fill=STREET, width=4)
    me = view.get("viewer")
    for label in board.labels():
        x, y = at(label)
        draw.ellipse([x - NODE, y - NODE, x + NODE, y + NODE], fill=NODE_FILL)
        draw.text((x + NODE + 2, y + NODE), label, fill=LABEL, font=small)
    for label, name in sorted(shown.items()):
        x, y = at(label)
        colour = ME if name == me else PLAYER
        radius = NODE + 5
        draw.ellipse([x - radius, y - radius, x + radius, y + radius], fill=colour)
        text = plain(name) if ascii_only else name
        draw.text((x, y - radius - 2), text, fill=TEXT, font=bold, anchor="md")
    return png(image)
