"""The board picture, made to be read on the forum and on a phone.

From the top: the title bar (the game's title, the last turn played of how many); the board
with its streets and coordinates, this turn's events and every player the view shows; then
the standings, which are the legend: each player's marker (a colour of the Okabe-Ito palette,
their initials, a new shape past eight players), name, what they did this turn with the
board's own signs, points and times hit.

The turn's signs, all in the player's colour: a move is a thick arrow from the ring where
they stood to where they ended (a move that failed stops short against a bar); a throw is a
line from the thrower to the target, with its number on it, ending in a mud splash on the
player it hit, or dashed and ending in a cross where it missed (where the target stood).
A gang shows as several splashes round one player.

Drawn from a view only (never the state), so fog hides on the picture what it hides in text:
with fog there are no arrows nor lines, only who hit whom. Same view, same bytes. Names,
coordinates, numbers and signs, no words: the post explains it in the reader's language.
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
    ORANGE,
    PAPER,
    WHITE,
    WIDTH,
    Colour,
    Point,
    colour_of,
    fit,
    heading,
    initials,
    ink_on,
    marker,
    on_markers,
    png,
    shape_of,
    star,
    title_bar,
)
from rules.lettering import font, shown
from rules.mud.maps import Board, load, sort_key

NAMES = {"fr": "Bataille de boue", "en": "Mud fight", "ru": "Грязевая битва"}
"""The game's kind by language, as `MudGame.names` (the first, French, the original's)."""
"""The game's own name (French, as the original), when the view brings no title."""

MARGIN = 18
LABELS = 26
"""Room for the column letters above a grid and its row numbers at the left."""
MAX_CELL = 120
MIN_CELL = 56
"""Below this the board is cut down to where the players are."""
MAX_BOARD_H = 760
ROW = 36
"""One row of the standings."""

STREET: Colour = (214, 204, 184)
NODE: Colour = (150, 138, 118)
MUD: Colour = (96, 58, 22)
"""A splash of mud: a hit."""
STRIPE: Colour = (238, 232, 220)


@dataclass(frozen=True)
class Frame:
    """Where the board lies on the picture."""

    board: Board
    labels: tuple[str, ...]
    left: float
    top: float
    cell: float
    min_x: float
    min_y: float

    def at(self, label: str) -> Point:
        """The pixel of an intersection."""
        x, y = self.board.places[label]
        return (self.left + (x - self.min_x) * self.cell, self.top + (y - self.min_y) * self.cell)


def picture(view: JSON) -> bytes | None:
    """A PNG of the board as `view` shows it; None when the view shows no position."""
    players = [p for p in view.get("players", [])]
    names = [str(p["name"]) for p in players]
    where = {str(p["name"]): str(p["position"]) for p in players if p.get("position")}
    if not where:
        return None
    index = {name: i for i, name in enumerate(names)}
    marks = initials(names)
    last: Mapping[str, Any] = view.get("last_turn") or {}
    moves = [m for m in last.get("moves", []) if m["player"] in where]
    throws = [t for t in last.get("throws", []) if t["thrower"] in where]
    found = board_layout(view)
    assert found is not None
    frame, radius, board_h = found
    grid = frame.board.name.startswith("grid:")
    rows = _rows(view, names)
    columns = 1 if len(rows) <= 6 else 2
    table_top = frame.top + board_h + radius + 26
    height = int(table_top + 30 + math.ceil(len(rows) / columns) * ROW + MARGIN)
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    played = int(last.get("turn", 0))
    over = " ⚑" if view.get("finished") else ""
    title, kind = heading(view, NAMES)
    title_bar(draw, title, f"↻ {played}/{view.get('turns', '?')}{over}", kind=kind)
    _streets(draw, frame, grid, radius)
    colour = {name: colour_of(index[name]) for name in names}
    before = {m["player"]: m["from"] for m in moves}
    for move in moves:
        _move(draw, frame, move, colour[move["player"]], radius)
    pairs = {(t["thrower"], t["target"]) for t in throws}
    for throw in throws:
        _throw(draw, frame, throw, where, before, colour[throw["thrower"]], radius,
               (throw["target"], throw["thrower"]) in pairs)
    me = view.get("viewer")
    for name, label in sorted(where.items(), key=lambda item: sort_key(item[1])):
        centre = frame.at(label)
        if name == me:
            r = radius + 6
            draw.ellipse([centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r],
                         outline=INK, width=3)
        marker(draw, centre, radius, colour[name], shape_of(index[name]), marks[name])
    for throw in throws:
        if throw["hit"]:
            _splash_on(draw, frame, where, throw, radius)
    _standings(draw, rows, table_top, columns, index, marks, last)
    solid = [PAPER, STRIPE, INK, MUTED, STREET, NODE, MUD, ORANGE, *colour.values()]
    text_on = [(INK, PAPER), (MUTED, PAPER), (INK, STRIPE), (MUTED, STRIPE),
               *on_markers(colour.values())]
    return png(image, solid, text_on)


# --- the board -----------------------------------------------------------------------------


def board_layout(view: JSON) -> tuple[Frame, float, float] | None:
    """Where the board lies on the picture of `view` (`Frame.at(label)` gives an
    intersection's pixel), the markers' radius and the board's height; None when the view
    shows no position."""
    where = {str(p["name"]): str(p["position"]) for p in view.get("players", [])
             if p.get("position")}
    if not where:
        return None
    moves = [m for m in (view.get("last_turn") or {}).get("moves", []) if m["player"] in where]
    board = load(view["map"])
    wanted = set(where.values()) | {m["from"] for m in moves} | {m["target"] for m in moves}
    labels = _labels_shown(board, wanted)
    radius, frame, board_h = _frame(board, labels, board.name.startswith("grid:"))
    return frame, radius, board_h


def _labels_shown(board: Board, wanted: set[str]) -> tuple[str, ...]:
    """Every intersection, or, on a board too big to read whole at 690 pixels, those round
    the players (and this turn's moves), one street's width around."""
    every = tuple(board.labels())
    span_x, span_y = _span(board, every)
    if span_x * MIN_CELL <= WIDTH - 2 * MARGIN - LABELS and span_y * MIN_CELL <= MAX_BOARD_H:
        return every
    xs = [board.places[label][0] for label in wanted]
    ys = [board.places[label][1] for label in wanted]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    return tuple(label for label in every
                 if x0 <= board.places[label][0] <= x1 and y0 <= board.places[label][1] <= y1)


def _span(board: Board, labels: Sequence[str]) -> tuple[float, float]:
    xs = [board.places[label][0] for label in labels]
    ys = [board.places[label][1] for label in labels]
    return max(xs) - min(xs), max(ys) - min(ys)


def _frame(board: Board, labels: Sequence[str], grid: bool) -> tuple[float, Frame, float]:
    """The markers' radius, the board's place, and its height in pixels."""
    span_x, span_y = _span(board, labels)
    room = WIDTH - 2 * MARGIN - (LABELS if grid else 0)
    cell = min(MAX_CELL, room / max(span_x + 0.8, 1.0),
               max(MIN_CELL, MAX_BOARD_H / max(span_y + 0.8, 1.0)))
    radius = max(15.0, min(23.0, cell * 0.3))
    used = span_x * cell
    left = (WIDTH - used) / 2 + (LABELS / 2 if grid else 0)
    top = 44 + 14 + (LABELS if grid else 0) + radius + 4
    min_x = min(board.places[label][0] for label in labels)
    min_y = min(board.places[label][1] for label in labels)
    return radius, Frame(board, tuple(labels), left, top, cell, min_x, min_y), span_y * cell


def _streets(draw: ImageDraw.ImageDraw, frame: Frame, grid: bool, radius: float) -> None:
    """Streets, intersections, and their coordinates: letters and numbers round a grid, a
    label beside each intersection of a town."""
    shown_here = set(frame.labels)
    for street in sorted(sorted(s) for s in frame.board.streets):
        a, b = street
        if a in shown_here and b in shown_here:
            draw.line([frame.at(a), frame.at(b)], fill=STREET, width=7)
    small = font(15)
    for label in frame.labels:
        x, y = frame.at(label)
        draw.ellipse([x - 5, y - 5, x + 5, y + 5], fill=NODE)
        if not grid:
            draw.text((x + radius * 0.75, y + radius * 0.75), shown(label), fill=MUTED,
                      font=small, anchor="lt")
    if grid:
        columns = sorted({(frame.at(label)[0], _split(label)[0]) for label in frame.labels})
        rows = sorted({(frame.at(label)[1], _split(label)[1]) for label in frame.labels})
        top = min(y for y, _ in rows) - radius - 4 - LABELS / 2
        left = min(x for x, _ in columns) - radius - 4 - LABELS / 2
        for x, letter in columns:
            draw.text((x, top), letter, fill=MUTED, font=small, anchor="mm")
        for y, number in rows:
            draw.text((left, y), number, fill=MUTED, font=small, anchor="mm")


def _split(label: str) -> tuple[str, str]:
    letters = label.rstrip("0123456789")
    return letters, label[len(letters):]


def _toward(a: Point, b: Point, distance: float) -> Point:
    """The point `distance` pixels from `a` toward `b`."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (a[0] + dx * distance / length, a[1] + dy * distance / length)


def _aside(a: Point, b: Point, offset: float) -> tuple[Point, Point]:
    """The segment a-b moved `offset` pixels to its right (two throws between the same two
    players stay apart)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ox, oy = -dy / length * offset, dx / length * offset
    return (a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy)


def _head(draw: ImageDraw.ImageDraw, tail: Point, tip: Point, size: float,
          colour: Colour) -> None:
    """An arrow's head at `tip`, pointing away from `tail`."""
    angle = math.atan2(tip[1] - tail[1], tip[0] - tail[0])
    left = (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45))
    right = (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45))
    draw.polygon([tip, left, right], fill=colour, outline=INK)


def _move(draw: ImageDraw.ImageDraw, frame: Frame, move: Mapping[str, Any], colour: Colour,
          radius: float) -> None:
    """A move: a ring where the player stood and a thick arrow to where they ended; a move
    that failed, a short arrow toward its target stopped by a bar."""
    start = frame.at(move["from"])
    r = radius * 0.8
    draw.ellipse([start[0] - r, start[1] - r, start[0] + r, start[1] + r], outline=colour,
                 width=4)
    if move["to"] != move["from"]:
        end = frame.at(move["to"])
        a, b = _toward(start, end, r), _toward(end, start, radius + 3)
        draw.line([a, _toward(b, a, 10)], fill=INK, width=10)
        draw.line([a, _toward(b, a, 10)], fill=colour, width=6)
        _head(draw, a, b, 20, colour)
        return
    if move["target"] not in frame.board.places or move["target"] not in frame.labels:
        return
    aim = frame.at(move["target"])
    a = _toward(start, aim, radius + 2)
    b = _toward(start, aim, max(radius + 14, math.dist(start, aim) * 0.5))
    draw.line([a, b], fill=INK, width=10)
    draw.line([a, b], fill=colour, width=6)
    ux, uy = _toward((0, 0), (aim[0] - start[0], aim[1] - start[1]), 1)
    draw.line([(b[0] - uy * 11, b[1] + ux * 11), (b[0] + uy * 11, b[1] - ux * 11)], fill=INK,
              width=5)


def _throw(draw: ImageDraw.ImageDraw, frame: Frame, throw: Mapping[str, Any],
           where: Mapping[str, str], before: Mapping[str, str], colour: Colour,
           radius: float, duel: bool) -> None:
    """A throw: a line from the thrower to the target (where the target ended if hit, where
    it stood if missed), its number on it; dashed and ending in a cross when it missed."""
    target = str(throw["target"])
    spot = where.get(target) if throw["hit"] else before.get(target, where.get(target))
    if spot is None or spot not in frame.labels:
        return
    a, b = frame.at(where[throw["thrower"]]), frame.at(spot)
    if duel:
        a, b = _aside(a, b, 7)
    start = _toward(a, b, radius + 1)
    occupied = spot in where.values()
    end = _toward(b, a, radius + (4 if throw["hit"] else 2) if occupied else 6)
    if throw["hit"]:
        draw.line([start, end], fill=INK, width=7)
        draw.line([start, end], fill=colour, width=3)
    else:
        _dashed(draw, start, end, colour)
        _cross(draw, end, 8)
    length = math.dist(start, end)
    if length > 44:
        middle = _toward(start, end, min(length * 0.4, 40))
        face = font(14)
        draw.rounded_rectangle([middle[0] - 10, middle[1] - 10, middle[0] + 10, middle[1] + 10],
                               radius=4, fill=colour, outline=INK)
        draw.text(middle, str(throw["number"]), fill=ink_on(colour), font=face, anchor="mm")


def _splash_on(draw: ImageDraw.ImageDraw, frame: Frame, where: Mapping[str, str],
               throw: Mapping[str, Any], radius: float) -> None:
    """A mud splash on the edge of the player hit, on the side the throw came from."""
    target = where.get(str(throw["target"]))
    thrower = where.get(str(throw["thrower"]))
    if target is None or thrower is None or target not in frame.labels:
        return
    centre = frame.at(target)
    spot = _toward(centre, frame.at(thrower), radius * 1.2)
    star(draw, spot, radius * 0.6, MUD, points=9, inner=0.55, outline=WHITE)


def _dashed(draw: ImageDraw.ImageDraw, a: Point, b: Point, colour: Colour) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length // 12))
    for k in range(steps):
        p = _toward(a, b, k * length / steps)
        q = _toward(a, b, min(length, k * length / steps + 7))
        draw.line([p, q], fill=INK, width=7)
        draw.line([p, q], fill=colour, width=3)


def _cross(draw: ImageDraw.ImageDraw, centre: Point, size: float) -> None:
    x, y = centre
    draw.line([(x - size, y - size), (x + size, y + size)], fill=INK, width=4)
    draw.line([(x - size, y + size), (x + size, y - size)], fill=INK, width=4)


# --- the standings -------------------------------------------------------------------------


def _rows(view: JSON, names: Sequence[str]) -> list[JSON]:
    """The standings in ranking order (sign-up order when the view has none)."""
    table = view.get("standings")
    if table:
        return [dict(row) for row in table]
    return [{"place": "", "name": p["name"], "points": p.get("points", 0),
             "times_hit": p.get("times_hit", 0)} for p in view.get("players", [])]


def _standings(draw: ImageDraw.ImageDraw, rows: Sequence[JSON], top: float, columns: int,
               index: Mapping[str, int], marks: Mapping[str, str],
               last: Mapping[str, Any]) -> None:
    """The standings, which are the legend: place, marker, name, this turn with the board's
    signs, points (a star) and times hit (a splash)."""
    width = (WIDTH - 2 * MARGIN - (columns - 1) * 16) / columns
    name_w = 84 if columns == 2 else 190
    act_w = width - 146 - name_w
    face = font(16)
    small = font(15)
    per_column = math.ceil(len(rows) / columns)
    for c in range(columns):
        x = MARGIN + c * (width + 16)
        points_x, hits_x = x + width - 50, x + width - 16
        star(draw, (points_x, top + 12), 10, ORANGE, outline=INK)
        star(draw, (hits_x, top + 12), 10, MUD, points=9, inner=0.55)
        draw.line([(x, top + 26), (x + width, top + 26)], fill=NODE, width=2)
    for k, row in enumerate(rows):
        name = str(row["name"])
        c, r = divmod(k, per_column)
        x = MARGIN + c * (width + 16)
        y = top + 30 + r * ROW
        mid = y + ROW / 2
        if r % 2 == 1:
            draw.rectangle([x, y, x + width, y + ROW - 1], fill=STRIPE)
        draw.text((x + 20, mid), str(row.get("place", "")), fill=MUTED, font=small,
                  anchor="rm")
        i = index.get(name, 0)
        marker(draw, (x + 40, mid), 14, colour_of(i), shape_of(i), marks.get(name, "?"))
        draw.text((x + 60, mid), fit(draw, name, face, name_w), fill=INK, font=face,
                  anchor="lm")
        _did(draw, x + 66 + name_w, mid, act_w, name, last, marks, small)
        draw.text((x + width - 50, mid), str(row.get("points", 0)), fill=INK, font=face,
                  anchor="mm")
        draw.text((x + width - 16, mid), str(row.get("times_hit", 0)), fill=INK, font=face,
                  anchor="mm")


def _did(draw: ImageDraw.ImageDraw, x: float, mid: float, width: float, name: str,
         last: Mapping[str, Any], marks: Mapping[str, str], face: Any) -> None:
    """What `name` did in the last turn, with the board's signs: an arrow and where they
    ended (a bar and where they aimed, when stopped); a throw's target and number, then a
    splash (hit) or a cross (missed); with fog, a splash and whom they hit; a pass, a dash."""
    if not last:
        return
    move = next((m for m in last.get("moves", []) if m["player"] == name), None)
    throw = next((t for t in last.get("throws", []) if t["thrower"] == name), None)
    hits = [h for h in last.get("hits", []) if h["thrower"] == name]
    if move is not None:
        draw.line([(x, mid), (x + 16, mid)], fill=INK, width=4)
        _head(draw, (x, mid), (x + 24, mid), 11, INK)
        text = str(move["to"])
        aimed = f"{text} ({move['target']})"
        if move["to"] != move["from"] and move["to"] != move["target"] and \
                draw.textlength(aimed, font=face) <= width - 30:
            text = aimed
        draw.text((x + 30, mid), shown(text), fill=INK, font=face, anchor="lm")
        if move["to"] == move["from"]:
            end = x + 34 + draw.textlength(text, font=face)
            draw.line([(end, mid - 9), (end, mid + 9)], fill=INK, width=4)
        return
    if throw is not None:
        target = marks.get(str(throw["target"]), "?")
        text = f"{target} {throw['number']}"
        draw.line([(x, mid), (x + 22, mid)], fill=INK, width=3)
        draw.text((x + 28, mid), shown(text), fill=INK, font=face, anchor="lm")
        end = x + 36 + draw.textlength(shown(text), font=face)
        if throw["hit"]:
            star(draw, (end + 6, mid), 9, MUD, points=9, inner=0.55)
        else:
            _cross(draw, (end + 6, mid), 6)
        return
    if hits:
        star(draw, (x + 8, mid), 9, MUD, points=9, inner=0.55)
        text = ", ".join(marks.get(str(h["target"]), "?") for h in hits)
        draw.text((x + 24, mid), fit(draw, text, face, width - 24), fill=INK, font=face,
                  anchor="lm")
        return
    if "hits" not in last:
        draw.text((x + 4, mid), "—", fill=MUTED, font=face, anchor="lm")
