"""The house picture: what everyone knows of the house and the players, nothing more.

From the top: the title bar (the game's title, the night (a moon) or the day (a sun) and its
number); the rooms, with their doors (blue lines, a blue knob where a door opens into a
room); a condemned room crossed out in orange behind a thick border; the weapons in a room
only while their places are known to all (before the first morning, and at the end); at the
end also where each player spent the last night. Under the house the players, who are the
legend: each one's marker (a colour of the Okabe-Ito palette and their initials; hollow for
a ghost), name, the chief's crown, the night a ghost died and the weapon named then, and at
the end the killer's skull; then the destroyed weapons.

Only public facts are drawn, whatever view is given: the picture reads the fields the public
view has (`view(state, None)`), and the places of the weapons and players only when the game
is over; so a player's or the GM's view draws the same picture as the public one, and two
games that differ only in their secrets draw the same bytes. Same view, same bytes. Names,
numbers and signs, no words: the post explains it in the reader's language.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rules.base import JSON
from rules.drawing import (
    BLUE,
    INK,
    MUTED,
    PAPER,
    VERMILLION,
    WHITE,
    WIDTH,
    Colour,
    box_border,
    box_centre,
    colour_of,
    fit,
    heading,
    initials,
    marker,
    on_markers,
    png,
    shape_of,
    title_bar,
)
from rules.lettering import font, shown

NAMES = {"fr": "INDIXO", "en": "INDIXO", "ru": "INDIXO"}
"""The game's kind by language, as `IndixoGame.names`."""
MARGIN = 18
GAP_X, GAP_Y = 30, 34
ROOM: Colour = (255, 255, 255)
EDGE: Colour = (70, 70, 90)
SHUT: Colour = (250, 228, 210)
"""A condemned room's pale vermillion."""
ROW = 36
TOP = 44 + 18


def public_facts(view: JSON) -> JSON:
    """What the picture may draw: the fields of the public view, the weapons' places only
    while they are known to all (the start until the first morning; everything at the end),
    the players' rooms and the killer only at the end."""
    finished = bool(view.get("finished"))
    history = list(view.get("history") or [])
    if finished:
        weapons = {str(w): r for w, r in (view.get("weapon_rooms") or {}).items()}
    elif not history:
        weapons = {str(w): r for w, r in (view.get("start_weapons") or {}).items()}
    else:
        weapons = {}
    return {
        "title": view.get("title"), "language": view.get("language"),
        "phase": view.get("phase"), "number": view.get("number"),
        "finished": finished, "rooms": [str(r) for r in view.get("rooms") or []],
        "doors": [[str(a), str(b)] for a, b in view.get("doors") or []],
        "condemned": [str(r) for r in view.get("condemned_rooms") or []],
        "destroyed": [str(w) for w in view.get("destroyed_weapons") or []],
        "players": [str(p) for p in view.get("players") or []],
        "ghosts": [str(p) for p in view.get("ghosts") or []],
        "deaths": {str(d["name"]): int(d["night"]) for d in view.get("deaths") or []},
        "murder_weapons": {int(h["night"]): str(h["weapon"]) for h in history
                           if h.get("victim") and h.get("weapon")},
        "chief": view.get("chief"),
        "weapons": weapons,
        "player_rooms": dict(view.get("player_rooms") or {}) if finished else {},
        "killer": view.get("killer") if finished else None,
    }


@dataclass(frozen=True)
class Plan:
    """Where everything lies on the picture of a view: each room's box, the weapons written
    in it, each marker's centre (in the rooms at the end, and in the roster), the roster's
    columns and top, the footer's top, the height."""

    facts: JSON
    boxes: dict[str, tuple[int, int, int, int]]
    inside: dict[str, list[list[str]]]
    in_rooms: dict[str, tuple[float, float]]
    roster: dict[str, tuple[float, float]]
    roster_top: int
    roster_width: float
    footer: int
    height: int


def plan(view: JSON) -> Plan | None:
    """The picture's plan for `view` (from its public facts only); None without a house."""
    facts = public_facts(view)
    rooms: list[str] = facts["rooms"]
    if not rooms:
        return None
    players: list[str] = facts["players"]
    doors = tuple((a, b) for a, b in facts["doors"] if a in rooms and b in rooms)
    columns, place = layout(tuple(rooms), doors)
    box_w = (WIDTH - 2 * MARGIN - (columns - 1) * GAP_X) // columns
    small = font(15)
    inside = {room: [_wrap(small, w, box_w - 30)
                     for w, r in facts["weapons"].items() if r == room] for room in rooms}
    guests = {room: [p for p in players if facts["player_rooms"].get(p) == room]
              for room in rooms}
    per_row = max(1, (box_w - 12) // 34)
    lines = max(sum(len(w) for w in weapons) for weapons in inside.values())
    marker_rows = max(math.ceil(len(g) / per_row) for g in guests.values())
    box_h = 68 + 19 * lines + 34 * marker_rows
    house_rows = max(row for _, row in place.values()) + 1
    left = (WIDTH - columns * box_w - (columns - 1) * GAP_X) // 2
    boxes = {}
    for room in rooms:
        col, row = place[room]
        x, y = left + col * (box_w + GAP_X), TOP + row * (box_h + GAP_Y)
        boxes[room] = (x, y, x + box_w, y + box_h)
    in_rooms = {}
    for room, (x0, _y0, _x1, y1) in boxes.items():
        for k, name in enumerate(guests[room]):
            in_rooms[name] = (x0 + 22.0 + (k % per_row) * 34,
                              y1 - 20.0 - (marker_rows - 1 - k // per_row) * 34)
    roster_columns = 1 if len(players) <= 5 else 2
    roster_top = TOP + house_rows * box_h + (house_rows - 1) * GAP_Y + 26
    width = (WIDTH - 2 * MARGIN - (roster_columns - 1) * 16) / roster_columns
    per_column = math.ceil(len(players) / roster_columns)
    roster = {name: (MARGIN + (k // per_column) * (width + 16) + 16,
                     roster_top + (k % per_column) * ROW + ROW / 2)
              for k, name in enumerate(players)}
    footer = roster_top + per_column * ROW + 10
    height = footer + (30 if facts["destroyed"] else 0) + MARGIN
    return Plan(facts, boxes, inside, in_rooms, roster, roster_top, width, footer, height)


def picture(view: JSON) -> bytes | None:
    """A PNG of the house and the players as everyone knows them; None without a house."""
    found = plan(view)
    if found is None:
        return None
    facts, boxes = found.facts, found.boxes
    players: list[str] = facts["players"]
    index = {name: i for i, name in enumerate(players)}
    marks = initials(players)
    image = Image.new("RGB", (WIDTH, found.height), PAPER)
    draw = ImageDraw.Draw(image)
    moon = "☾" if facts["phase"] == "night" else "☀"
    over = " ⚑" if facts["finished"] else ""
    title, kind = heading(facts, NAMES)
    title_bar(draw, title, f"{moon} {facts['number'] or 1}{over}", kind=kind)
    doors = [(a, b) for a, b in facts["doors"] if a in boxes and b in boxes]
    for a, b in doors:
        draw.line([box_centre(boxes[a]), box_centre(boxes[b])], fill=BLUE, width=6)
    condemned = set(facts["condemned"])
    for room, box in boxes.items():
        _room(draw, room, box, room in condemned, found.inside[room])
    for a, b in doors:
        for here, there in ((a, b), (b, a)):
            kx, ky = box_border(boxes[here], box_centre(boxes[there]))
            draw.ellipse([kx - 7, ky - 7, kx + 7, ky + 7], fill=BLUE, outline=WHITE, width=2)
    colour = {name: colour_of(index[name]) for name in players}
    for name, centre in found.in_rooms.items():
        _player(draw, centre, 14, name, colour[name], shape_of(index[name]), marks[name],
                name in facts["ghosts"])
    _roster(draw, found, colour, index, marks)
    destroyed: list[str] = facts["destroyed"]
    if destroyed:
        face = font(16)
        y = found.footer + 14
        _crossed_blade(draw, MARGIN + 12, y)
        draw.text((MARGIN + 30, y), fit(draw, ", ".join(destroyed), face,
                                        WIDTH - 2 * MARGIN - 30), fill=INK, font=face,
                  anchor="lm")
    solid = [PAPER, ROOM, SHUT, INK, MUTED, BLUE, VERMILLION, EDGE, *colour.values()]
    text_on = [(INK, PAPER), (MUTED, PAPER), (INK, ROOM), (INK, SHUT),
               *on_markers(colour.values())]
    return png(image, solid, text_on)


def _room(draw: ImageDraw.ImageDraw, room: str, box: tuple[int, int, int, int], shut: bool,
          weapons: Sequence[Sequence[str]]) -> None:
    """A room: its name, the weapons known to be there; crossed out when condemned."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=SHUT if shut else ROOM, outline=VERMILLION if shut else EDGE,
                   width=5 if shut else 2)
    if shut:
        draw.line([x0 + 4, y0 + 4, x1 - 4, y1 - 4], fill=VERMILLION, width=4)
        draw.line([x0 + 4, y1 - 4, x1 - 4, y0 + 4], fill=VERMILLION, width=4)
    face = font(17)
    name_lines = _wrap(face, room, x1 - x0 - 16)
    for k, line in enumerate(name_lines):
        draw.text(((x0 + x1) / 2, y0 + 20 + 20 * k - 10 * (len(name_lines) - 1)), line,
                  fill=INK, font=face, anchor="mm")
    small = font(15)
    y = y0 + 52
    for weapon in weapons:
        draw.rectangle([x0 + 10, y - 3, x0 + 16, y + 3], fill=MUTED)
        for line in weapon:
            draw.text((x0 + 22, y), line, fill=INK, font=small, anchor="lm")
            y += 19


def _wrap(face: Any, text: str, width: float) -> list[str]:
    """A name on one line, or two when it is too long (the second cut if need be)."""
    text = shown(text)
    if face.getlength(text) <= width:
        return [text]
    words = text.split()
    for cut in range(len(words) - 1, 0, -1):
        head = " ".join(words[:cut])
        if face.getlength(head) <= width:
            return [head, _cut(face, " ".join(words[cut:]), width)]
    return [_cut(face, text, width)]


def _cut(face: Any, text: str, width: float) -> str:
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=32)
def layout(rooms: tuple[str, ...], doors: tuple[tuple[str, str], ...]) -> tuple[
        int, dict[str, tuple[int, int]]]:
    """The house on a grid (3 columns, 2 for four rooms): the number of columns and each
    room's (column, row). Rooms start in the house's order and swap places, a few passes
    over every pair, while a swap makes the doors shorter and cross less (a door between
    neighbours costs nothing, across a corner a little, past other rooms much): the same
    house always gets the same plan."""
    columns = 2 if len(rooms) == 4 else min(3, len(rooms))
    cells = [(k % columns, k // columns) for k in range(math.ceil(len(rooms) / columns)
                                                         * columns)]
    at: list[str | None] = [*rooms, *([None] * (len(cells) - len(rooms)))]
    best = _cost(at, cells, doors)
    for _ in range(8):
        better = False
        for i in range(len(cells)):
            for j in range(i + 1, len(cells)):
                if at[i] is None and at[j] is None:
                    continue
                at[i], at[j] = at[j], at[i]
                cost = _cost(at, cells, doors)
                if cost < best:
                    best, better = cost, True
                else:
                    at[i], at[j] = at[j], at[i]
        if not better:
            break
    place = {room: cells[k] for k, room in enumerate(at) if room is not None}
    return columns, place


def _cost(at: Sequence[str | None], cells: Sequence[tuple[int, int]],
          doors: Sequence[tuple[str, str]]) -> float:
    where = {room: cells[k] for k, room in enumerate(at) if room is not None}
    segments = [(where[a], where[b], a, b) for a, b in doors]
    cost = 0.0
    for (c1, r1), (c2, r2), _, _ in segments:
        dx, dy = abs(c1 - c2), abs(r1 - r2)
        cost += 0 if dx + dy == 1 else 2 if dx == dy == 1 else 6 * (dx + dy)
    for k, (p1, p2, a, b) in enumerate(segments):
        for q1, q2, c, d in segments[k + 1:]:
            if len({a, b, c, d}) == 4 and _cross(p1, p2, q1, q2):
                cost += 3
    return cost


def _cross(p1: tuple[int, int], p2: tuple[int, int], q1: tuple[int, int],
           q2: tuple[int, int]) -> bool:
    """Whether two doors' lines cross (strictly)."""
    def side(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> int:
        value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (value > 0) - (value < 0)
    return (side(p1, p2, q1) * side(p1, p2, q2) < 0
            and side(q1, q2, p1) * side(q1, q2, p2) < 0)


def _player(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float,
            name: str, colour: Colour, shape: str, mark: str, ghost: bool) -> None:
    """A player's marker; a ghost's is hollow (its outline and letters in its colour)."""
    if not ghost:
        marker(draw, centre, radius, colour, shape, mark)
        return
    marker(draw, centre, radius, PAPER, shape, "", edge=colour, width=4)
    draw.text(centre, shown(mark), fill=INK, font=font(round(radius * 0.95)), anchor="mm")


def _roster(draw: ImageDraw.ImageDraw, found: Plan, colour: Mapping[str, Colour],
            index: Mapping[str, int], marks: Mapping[str, str]) -> None:
    """The players, who are the legend: marker, name, the chief's crown, a ghost's night of
    death (and the weapon the morning named), the killer's skull once the game is over."""
    facts = found.facts
    face, small = font(16), font(18)
    top = found.roster_top
    draw.line([(MARGIN, top - 8), (WIDTH - MARGIN, top - 8)], fill=EDGE, width=2)
    for name, (cx, mid) in found.roster.items():
        x = cx - 16
        ghost = name in facts["ghosts"]
        _player(draw, (cx, mid), 14, name, colour[name], shape_of(index[name]),
                marks[name], ghost)
        signs = []
        if name == facts["chief"]:
            signs.append("♛")
        if name == facts["killer"]:
            signs.append("☠")
        if ghost:
            night = facts["deaths"].get(name)
            death = f"✝ ☾{night}" if night else "✝"
            weapon = facts["murder_weapons"].get(night) if night else None
            signs.append(f"{death} {weapon}" if weapon else death)
        tail = "  ".join(signs)
        tail_w = draw.textlength(shown(tail), font=small) if tail else 0
        name_w = max(60.0, found.roster_width - 44 - tail_w - 10)
        text = fit(draw, name, face, name_w)
        draw.text((x + 38, mid), text, fill=MUTED if ghost else INK, font=face, anchor="lm")
        if tail:
            after = x + 38 + draw.textlength(text, font=face) + 10
            draw.text((after, mid), fit(draw, tail, small, x + found.roster_width - after),
                      fill=INK, font=small, anchor="lm")


def _crossed_blade(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A destroyed weapon's sign: a blade crossed out."""
    draw.line([(x - 9, y + 7), (x + 9, y - 7)], fill=MUTED, width=5)
    draw.line([(x - 9, y - 9), (x + 9, y + 9)], fill=VERMILLION, width=4)
    draw.line([(x - 9, y + 9), (x + 9, y - 9)], fill=VERMILLION, width=4)



