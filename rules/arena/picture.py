"""The arena as a picture: the zones with their borders (the centre in the middle, the
others around it), each warrior in the arena as a disc in their clan's colour (a
colour-blind-safe palette, Okabe-Ito) with their initials, a legend of the clans with the
clan's initial, and the fallen listed beneath. Drawn from a view only; same view, same
bytes. Names and numbers, no words: the post explains it in the reader's language.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from rules.base import JSON
from rules.drawing import font, plain, png

WIDTH = 690
ZONE_W, ZONE_H = 200, 120
MARGIN = 20
TOP = 52
PALETTE = ((0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (213, 94, 0),
           (86, 180, 233), (240, 228, 66))
BACKGROUND = (248, 245, 238)
ZONE = (255, 255, 255)
EDGE = (70, 70, 90)
BORDER = (150, 150, 160)
TEXT = (30, 30, 40)
MUTED = (110, 110, 120)


def picture(view: JSON) -> bytes | None:
    """A PNG of the arena as `view` shows it; None before the clans are placed."""
    settings = view.get("settings") or {}
    arena_map = settings.get("map") or {}
    zones = list(arena_map.get("zones", []))
    if not zones or not view.get("positions"):
        return None
    clans = [c["name"] for c in view.get("clans", [])]
    colour = {name: PALETTE[i % len(PALETTE)] for i, name in enumerate(clans)}
    warriors = view.get("warriors", {})
    fallen = [name for name, w in warriors.items() if not w.get("in_arena")]
    legend_rows = math.ceil(len(clans) / 3)
    arena_h = 3 * ZONE_H + 2 * 30
    height = TOP + arena_h + 30 + 22 * legend_rows + (22 if fallen else 0) + MARGIN
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title, ascii_only = font(18, True)
    label, _ = font(15, True)
    small, _ = font(12, True)

    def text(value: str) -> str:
        return plain(value) if ascii_only else value

    boxes = _layout(zones, arena_map.get("centre"))
    for a, b in arena_map.get("borders", []):
        if a in boxes and b in boxes:
            draw.line([_middle(boxes[a]), _middle(boxes[b])], fill=BORDER, width=6)
    draw.text((MARGIN, 16), text(f"⚔ {view.get('round', 0)}"), fill=TEXT, font=title)
    by_zone: dict[str, list[str]] = {}
    for name, zone in sorted(view.get("positions", {}).items()):
        if warriors.get(name, {}).get("in_arena", True):
            by_zone.setdefault(str(zone), []).append(name)
    for zone, (x0, y0, x1, y1) in boxes.items():
        draw.rectangle([x0, y0, x1, y1], fill=ZONE, outline=EDGE, width=2)
        draw.text((x0 + 8, y0 + 6), text(zone), fill=MUTED, font=label)
        for k, name in enumerate(by_zone.get(zone, [])):
            cx = x0 + 26 + (k % 6) * 30
            cy = y0 + 42 + (k // 6) * 30
            fill = colour.get(str(warriors.get(name, {}).get("clan")), MUTED)
            draw.ellipse([cx - 13, cy - 13, cx + 13, cy + 13], fill=fill, outline=EDGE)
            draw.text((cx, cy), text(_initials(name)), fill=(255, 255, 255), font=small,
                      anchor="mm")
    y = TOP + arena_h + 24
    for i, name in enumerate(clans):
        x = MARGIN + (i % 3) * 220
        row = y + (i // 3) * 22
        draw.rectangle([x, row, x + 16, row + 16], fill=colour[name], outline=EDGE)
        draw.text((x + 24, row + 8), text(f"{name[:1].upper()} · {name}"), fill=TEXT,
                  font=small, anchor="lm")
    if fallen:
        draw.text((MARGIN, y + 22 * legend_rows + 4), text("✝ " + ", ".join(sorted(fallen))),
                  fill=MUTED, font=small)
    return png(image)


def _layout(zones: list[str], centre: str | None) -> dict[str, tuple[int, int, int, int]]:
    """The centre in the middle of a 3 x 3 grid, the other zones around it, clockwise from
    the top (zone 1 top, 2 right, 3 bottom, 4 left on the default map)."""
    left = (WIDTH - 3 * ZONE_W - 2 * 25) // 2
    cells = [(1, 0), (2, 1), (1, 2), (0, 1), (0, 0), (2, 0), (2, 2), (0, 2)]
    boxes = {}

    def box(col: int, row: int) -> tuple[int, int, int, int]:
        x = left + col * (ZONE_W + 25)
        y = TOP + row * (ZONE_H + 30)
        return (x, y, x + ZONE_W, y + ZONE_H)

    others = [z for z in zones if z != centre]
    if centre in zones:
        boxes[str(centre)] = box(1, 1)
    for zone, cell in zip(others, cells, strict=False):
        boxes[zone] = box(*cell)
    return boxes


def _middle(box: tuple[int, int, int, int]) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _initials(name: str) -> str:
    parts = [p for p in name.replace("_", " ").replace("-", " ").split() if p]
    return "".join(p[0] for p in parts[:2]).upper() if len(parts) > 1 else name[:2].title()
