"""The house picture: rooms, doors (blue), condemned rooms (orange, crossed), destroyed
weapons, and the weapons' places at the start (public from the start, shown until the first
morning). Drawn from a view only, so it shows only what that view may know. Same view, same
bytes. The picture holds names and numbers, no words: its post explains it.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from rules.base import JSON
from rules.drawing import font, plain, png

WIDTH = 690
ROOM_W, ROOM_H = 190, 96
GAP_X, GAP_Y = 36, 44
TOP = 56
MARGIN = 22

BACKGROUND = (248, 245, 238)
ROOM = (255, 255, 255)
EDGE = (70, 70, 90)
DOOR = (0, 114, 178)
CONDEMNED = (213, 94, 0)
TEXT = (30, 30, 40)
MUTED = (110, 110, 120)


def picture(view: JSON) -> bytes | None:
    """A PNG of the house as `view` shows it; None when the view has no house."""
    rooms = list(view.get("rooms", []))
    if not rooms:
        return None
    columns = min(3, len(rooms))
    rows = math.ceil(len(rooms) / columns)
    legend_lines = 1 if view.get("destroyed_weapons") else 0
    height = TOP + rows * (ROOM_H + GAP_Y) + 18 * legend_lines + MARGIN
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title, ascii_only = font(18, True)
    label, _ = font(14, True)
    small, _ = font(12, False)

    def text(value: str) -> str:
        return plain(value) if ascii_only else value

    span = columns * ROOM_W + (columns - 1) * GAP_X
    left = (WIDTH - span) // 2
    boxes = {}
    for index, room in enumerate(rooms):
        x = left + (index % columns) * (ROOM_W + GAP_X)
        y = TOP + (index // columns) * (ROOM_H + GAP_Y)
        boxes[room] = (x, y, x + ROOM_W, y + ROOM_H)
    draw.text((MARGIN, 16), text(_title(view)), fill=TEXT, font=title)
    for a, b in view.get("doors", []):
        if a in boxes and b in boxes:
            draw.line([_centre(boxes[a]), _centre(boxes[b])], fill=DOOR, width=5)
    condemned = set(view.get("condemned_rooms", []))
    first_night = not view.get("history")
    starts = view.get("start_weapons", {}) if first_night else {}
    for room, (x0, y0, x1, y1) in boxes.items():
        shut = room in condemned
        draw.rectangle([x0, y0, x1, y1], fill=ROOM, outline=CONDEMNED if shut else EDGE,
                       width=4 if shut else 2)
        if shut:
            draw.line([x0, y0, x1, y1], fill=CONDEMNED, width=3)
            draw.line([x0, y1, x1, y0], fill=CONDEMNED, width=3)
        draw.text(((x0 + x1) / 2, y0 + 22), text(room), fill=TEXT, font=label, anchor="mm")
        inside = [w for w, r in starts.items() if r == room]
        for line, weapon in enumerate(inside):
            draw.text(((x0 + x1) / 2, y0 + 50 + 16 * line), text(weapon), fill=MUTED,
                      font=small, anchor="mm")
    destroyed = view.get("destroyed_weapons", [])
    if destroyed:
        draw.text((MARGIN, TOP + rows * (ROOM_H + GAP_Y) - 8),
                  text("✗ " + ", ".join(destroyed)), fill=CONDEMNED, font=small)
    return png(image)


def _centre(box: tuple[int, int, int, int]) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _title(view: JSON) -> str:
    """No words on the picture (its post explains it, in the reader's language): the game,
    the moon or the sun, and the number of the night or day."""
    phase = "☾" if view.get("phase") == "night" else "☀"
    return f"INDIXO   {phase} {view.get('number', 1)}"
