"""The arena as a picture, made to be read on the forum and on a phone.

From the top: the title bar (the game's title, the crossed swords and the last round
fought); the zones with their borders (the centre in the middle, the others around it),
each warrior in the arena as a marker of their clan (a colour of the Okabe-Ito palette and a
shape per clan, so it reads in grey too) with their initials, the chief crowned; a zone held
by a clan (its only clan) framed in that clan's colour with the clan's mark in its corner.
Under the arena the clans, who are the legend: mark, name, chief, warriors standing of all;
then the fallen, each with the round they left in. Drawn from a view only; same view, same
bytes. Names, numbers and signs, no words: the post explains it in the reader's language.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rules.base import JSON
from rules.drawing import (
    INK,
    MUTED,
    PAPER,
    SHAPES,
    WIDTH,
    Colour,
    colour_of,
    fit,
    font,
    initials,
    marker,
    on_markers,
    png,
    shown,
    title_bar,
)

NAME = "L'arène des clans"
"""The game's own name (French, as the original), when the view brings no title."""
MARGIN = 18
GAP_X, GAP_Y = 22, 30
PITCH = 34
"""One warrior's place in a zone."""
TOP = 44 + 18
ZONE: Colour = (255, 255, 255)
EDGE: Colour = (70, 70, 90)
BORDER: Colour = (200, 196, 186)
GOLD: Colour = (230, 159, 0)
ROW = 34


@dataclass(frozen=True)
class Plan:
    """Where everything lies on the picture of a view: each zone's box, each warrior's
    marker (those in the arena), who holds which zone, the legend's top, the fallen's lines,
    the height."""

    boxes: dict[str, tuple[int, int, int, int]]
    markers: dict[str, tuple[float, float]]
    held: dict[str, str]
    legend_top: int
    fallen: list[str]
    height: int


def plan(view: JSON) -> Plan | None:
    """The picture's plan for `view`; None before the clans are placed."""
    settings = view.get("settings") or {}
    arena_map = settings.get("map") or {}
    zones = [str(z) for z in arena_map.get("zones", [])]
    if not zones or not view.get("positions"):
        return None
    warriors: Mapping[str, Any] = view.get("warriors", {})
    names = _names(view)
    by_zone: dict[str, list[str]] = {}
    for name in names:
        zone = (view.get("positions") or {}).get(name)
        if warriors[name].get("in_arena", True) and zone is not None:
            by_zone.setdefault(str(zone), []).append(name)
    box_w = (WIDTH - 2 * MARGIN - 2 * GAP_X) // 3
    per_row = max(1, (box_w - 10) // PITCH)
    rows = max([math.ceil(len(v) / per_row) for v in by_zone.values()] + [1])
    box_h = 40 + rows * PITCH + 6
    cells = _layout(zones, arena_map.get("centre"))
    grid_rows = max(row for _, row in cells.values()) + 1
    left = (WIDTH - 3 * box_w - 2 * GAP_X) // 2
    boxes = {zone: (left + col * (box_w + GAP_X), TOP + row * (box_h + GAP_Y),
                    left + col * (box_w + GAP_X) + box_w, TOP + row * (box_h + GAP_Y) + box_h)
             for zone, (col, row) in cells.items()}
    markers = {}
    for zone, (x0, y0, _x1, _y1) in boxes.items():
        for k, name in enumerate(by_zone.get(zone, [])):
            markers[name] = (x0 + 10 + PITCH / 2 + (k % per_row) * PITCH,
                             y0 + 40 + PITCH / 2 + (k // per_row) * PITCH)
    legend_top = TOP + grid_rows * box_h + (grid_rows - 1) * GAP_Y + 24
    fallen = _fallen_lines(_fallen(view, names))
    clans = len(view.get("clans", []))
    height = legend_top + clans * ROW + 10 + 26 * len(fallen) + MARGIN
    return Plan(boxes, markers, _holdings(zones, by_zone, warriors), legend_top, fallen,
                height)


def picture(view: JSON) -> bytes | None:
    """A PNG of the arena as `view` shows it; None before the clans are placed."""
    found = plan(view)
    if found is None:
        return None
    arena_map = (view.get("settings") or {}).get("map") or {}
    clans = [str(c["name"]) for c in view.get("clans", [])]
    chiefs = {str(c.get("chief")) for c in view.get("clans", [])}
    clan_index = {name: i for i, name in enumerate(clans)}
    warriors: Mapping[str, Any] = view.get("warriors", {})
    marks = initials(_names(view))
    image = Image.new("RGB", (WIDTH, found.height), PAPER)
    draw = ImageDraw.Draw(image)
    history = view.get("history") or []
    fought = int(history[-1]["round"]) if history else 0
    over = " ⚑" if view.get("finished") else ""
    title_bar(draw, str(view.get("title") or NAME), f"⚔ {fought}{over}")
    boxes = found.boxes
    for a, b in arena_map.get("borders", []):
        if str(a) in boxes and str(b) in boxes:
            draw.line([_middle(boxes[str(a)]), _middle(boxes[str(b)])], fill=BORDER, width=12)
    colour = {clan: colour_of(i) for i, clan in enumerate(clans)}
    for zone, box in boxes.items():
        holder = found.held.get(zone)
        x0, y0, x1, y1 = box
        if holder is not None:
            draw.rectangle(box, fill=ZONE, outline=colour[holder], width=7)
            draw.rectangle([x0 + 7, y0 + 7, x1 - 7, y1 - 7], outline=INK, width=1)
            _clan_mark(draw, (x1 - 22, y0 + 22), 13, holder, clan_index)
        else:
            draw.rectangle(box, fill=ZONE, outline=EDGE, width=2)
        draw.text((x0 + 14, y0 + 20), shown(zone), fill=INK, font=font(22), anchor="lm")
    for name, (cx, cy) in found.markers.items():
        i = clan_index.get(str(warriors[name].get("clan")), 0)
        marker(draw, (cx, cy), 14, colour_of(i), SHAPES[i % len(SHAPES)], marks[name])
        if name in chiefs:
            _crown(draw, cx + 9, cy - 12)
    _legend(draw, view, clans, found.legend_top, clan_index, warriors)
    face = font(15)
    y = found.legend_top + len(clans) * ROW + 10
    for line in found.fallen:
        draw.text((MARGIN, y + 12), line, fill=MUTED, font=face, anchor="lm")
        y += 26
    solid = [PAPER, ZONE, INK, MUTED, EDGE, BORDER, GOLD, *colour.values()]
    text_on = [(INK, PAPER), (MUTED, PAPER), (INK, ZONE), *on_markers(colour.values())]
    return png(image, solid, text_on)


def _names(view: JSON) -> list[str]:
    """Every warrior, clan by clan in founding order, each clan's in joining order."""
    warriors = view.get("warriors", {})
    return [str(m) for c in view.get("clans", []) for m in c.get("members", [])
            if m in warriors]


def _holdings(zones: Sequence[str], by_zone: Mapping[str, list[str]],
              warriors: Mapping[str, Any]) -> dict[str, str]:
    """Each zone held by a clan: the only clan with warriors standing there."""
    held = {}
    for zone in zones:
        clans = {str(warriors[name].get("clan")) for name in by_zone.get(zone, [])}
        if len(clans) == 1:
            held[zone] = next(iter(clans))
    return held


def _fallen(view: JSON, names: Sequence[str]) -> list[tuple[str, int | None]]:
    """The warriors out of the arena, with the round each left in."""
    warriors = view.get("warriors", {})
    out = []
    for name in names:
        record = warriors[name]
        if record.get("in_arena", True):
            continue
        left = record.get("left") or {}
        out.append((name, int(left["round"]) if left.get("round") is not None else None))
    return sorted(out, key=lambda item: (item[1] or 0, names.index(item[0])))


def _fallen_lines(fallen: Sequence[tuple[str, int | None]]) -> list[str]:
    """The fallen as lines of text: '✝ ⚔1 ana, bob · ⚔2 carl'."""
    if not fallen:
        return []
    parts: list[str] = []
    for number in dict.fromkeys(r for _, r in fallen):
        who = ", ".join(name for name, r in fallen if r == number)
        parts.append(f"⚔{number} {who}" if number is not None else who)
    face = font(15)
    lines: list[str] = []
    line = "✝"
    for part in parts:
        candidate = f"{line}  {part}" if line else part
        if face.getlength(shown(candidate)) > WIDTH - 2 * MARGIN and line:
            lines.append(line)
            candidate = part
        line = candidate
    lines.append(line)
    return [shown(text) for text in lines]


def _legend(draw: ImageDraw.ImageDraw, view: JSON, clans: Sequence[str], top: int,
            clan_index: Mapping[str, int], warriors: Mapping[str, Any]) -> None:
    """The clans, who are the legend: mark, name, crowned chief, warriors standing / all."""
    draw.line([(MARGIN, top - 10), (WIDTH - MARGIN, top - 10)], fill=EDGE, width=2)
    face, small = font(17), font(15)
    for k, clan in enumerate(view.get("clans", [])):
        name = str(clan["name"])
        mid = top + k * ROW + ROW / 2
        _clan_mark(draw, (MARGIN + 14, mid), 13, name, clan_index)
        members = [m for m in clan.get("members", []) if m in warriors]
        alive = sum(1 for m in members if warriors[m].get("in_arena", True))
        count = f"{alive}/{len(members)}"
        draw.text((WIDTH - MARGIN, mid), count, fill=INK, font=face, anchor="rm")
        title = fit(draw, name, face, 260)
        draw.text((MARGIN + 36, mid), title, fill=INK, font=face, anchor="lm")
        x = MARGIN + 36 + draw.textlength(title, font=face) + 22
        _crown(draw, x, mid - 1)
        draw.text((x + 14, mid), fit(draw, str(clan.get("chief", "")), small,
                                     WIDTH - MARGIN - 70 - x), fill=INK, font=small,
                  anchor="lm")


def _clan_mark(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float,
               clan: str, clan_index: Mapping[str, int]) -> None:
    """A clan's mark: its colour, its shape, its initial."""
    i = clan_index.get(clan, 0)
    marker(draw, centre, radius, colour_of(i), SHAPES[i % len(SHAPES)], clan[:1].upper())


def _crown(draw: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
    """A chief's crown, gold with a dark edge."""
    w, h = 16, 11
    x0, x1, y1 = cx - w / 2, cx + w / 2, cy + h / 2
    draw.polygon([(x0, y1), (x0, y1 - h), (x0 + w * 0.25, y1 - h * 0.5), (cx, y1 - h),
                  (x1 - w * 0.25, y1 - h * 0.5), (x1, y1 - h), (x1, y1)], fill=GOLD,
                 outline=INK)


def _layout(zones: list[str], centre: Any) -> dict[str, tuple[int, int]]:
    """The centre in the middle of a 3 x 3 grid, the other zones around it, clockwise from
    the top (zone 1 top, 2 right, 3 bottom, 4 left on the default map), then the corners;
    a map of more zones goes on in rows below."""
    cells = [(1, 0), (2, 1), (1, 2), (0, 1), (0, 0), (2, 0), (2, 2), (0, 2)]
    out = {}
    others = [z for z in zones if z != str(centre)]
    if str(centre) in zones:
        out[str(centre)] = (1, 1)
    for k, zone in enumerate(others):
        out[zone] = cells[k] if k < len(cells) else ((k - 8) % 3, 3 + (k - 8) // 3)
    return out


def _middle(box: tuple[int, int, int, int]) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
