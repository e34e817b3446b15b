"""The arena as a picture, made to be read on the forum and on a phone.

From the top: the title bar (the game's title and kind, the crossed swords and the last
round fought); the round, one line per combat as the results tell it (`history[-1]`): the
zone, the attackers' markers, a solid arrow and crossed swords for a melee or a dashed
arrow and a bow for shooting, the principal defender (a shield at their side when they
defended or shielded themself), a shield and the helpers who defended or shielded them,
then the two sums, characteristics + dice = score (the winning side dark, a tie both), and
who left the arena (their marker crossed, "−1" when the difference of 10 or more wounded
them); then the zones with their borders (the centre in the middle, the others around it)
as they are after the moves: each warrior in the arena as a marker of their clan (a colour
of the Okabe-Ito palette and a shape per clan, so it reads in grey too) with their initials,
a chief still in the arena crowned, an arrow in the clan's colour from the zone a warrior
moved from; a zone held by a clan (its only clan) framed in that clan's colour with the
clan's mark in its corner. Under the arena the clans, who are the legend: mark, name, chief
(a fallen chief without the crown, pale and crossed), warriors standing of all; then the
fallen, each with the round they left in. The arena is open (`view` hides only a round
still waiting for its defenders' choices, which is not in `history`): everything drawn is
public. Drawn from a view only; same view, same bytes. Names, numbers and signs, no words:
the post explains it in the reader's language.
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
    box_border,
    box_centre,
    colour_of,
    fit,
    heading,
    initials,
    marker,
    on_markers,
    png,
    title_bar,
)
from rules.lettering import font, shown

NAMES = {"fr": "L'arène des clans", "en": "The clan arena", "ru": "Арена кланов"}
"""The game's kind by language, as `ArenaGame.names` (the first, French, the original's)."""
MARGIN = 18
GAP_X, GAP_Y = 22, 30
PITCH = 34
"""One warrior's place in a zone."""
TOP = 44 + 18
ZONE: Colour = (255, 255, 255)
EDGE: Colour = (70, 70, 90)
BORDER: Colour = (200, 196, 186)
GOLD: Colour = (230, 159, 0)
STRIPE: Colour = (238, 234, 224)
"""Every other combat's line, a shade darker than the paper."""
FALLEN: Colour = (213, 94, 0)
VERMILLION_INK = FALLEN
"""The cross over a warrior who left, and a wound's "−1" (Okabe-Ito vermillion)."""
ROW = 34
FIGHT_ROW = 38
"""One combat's line in the round."""
RESULT_X = WIDTH - MARGIN - 250
"""Where a combat's sums begin; its warriors lie to the left of it."""


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
    combats: list[JSON]
    """The last round's combats, one line each from `fights_top`."""
    fights_top: int
    moves: list[JSON]
    """The last round's moves made (`moved`), each drawn as an arrow to the warrior."""


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
    history = view.get("history") or []
    last: JSON = history[-1] if history else {}
    combats = [c for c in last.get("combats") or [] if c.get("attackers")]
    moves = [m for m in last.get("moves") or [] if m.get("moved")
             and str(m.get("warrior")) in warriors]
    fights_top = TOP - 6
    top = fights_top + len(combats) * FIGHT_ROW + 22 if combats else TOP
    boxes = {zone: (left + col * (box_w + GAP_X), top + row * (box_h + GAP_Y),
                    left + col * (box_w + GAP_X) + box_w, top + row * (box_h + GAP_Y) + box_h)
             for zone, (col, row) in cells.items()}
    markers = {}
    for zone, (x0, y0, _x1, _y1) in boxes.items():
        for k, name in enumerate(by_zone.get(zone, [])):
            markers[name] = (x0 + 10 + PITCH / 2 + (k % per_row) * PITCH,
                             y0 + 40 + PITCH / 2 + (k // per_row) * PITCH)
    legend_top = top + grid_rows * box_h + (grid_rows - 1) * GAP_Y + 24
    fallen = _fallen_lines(_fallen(view, names))
    clans = len(view.get("clans", []))
    height = legend_top + clans * ROW + 10 + 26 * len(fallen) + MARGIN
    return Plan(boxes, markers, _holdings(zones, by_zone, warriors), legend_top, fallen,
                height, combats, fights_top, moves)


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
    title, kind = heading(view, NAMES)
    title_bar(draw, title, f"⚔ {fought}{over}", kind=kind)
    boxes = found.boxes
    for a, b in arena_map.get("borders", []):
        if str(a) in boxes and str(b) in boxes:
            draw.line([box_centre(boxes[str(a)]), box_centre(boxes[str(b)])], fill=BORDER, width=12)
    colour = {clan: colour_of(i) for i, clan in enumerate(clans)}
    standing = {name for name, w in warriors.items() if w.get("in_arena", True)}
    crowned = chiefs & standing
    if found.combats:
        _round(draw, found, warriors, clan_index, marks, crowned)
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
    for move in found.moves:
        _moved(draw, found, move, colour_of(clan_index.get(
            str(warriors[str(move["warrior"])].get("clan")), 0)))
    for name, (cx, cy) in found.markers.items():
        _warrior(draw, (cx, cy), 14, name, warriors, clan_index, marks, crowned)
    _legend(draw, view, clans, found.legend_top, clan_index, warriors)
    face = font(15)
    y = found.legend_top + len(clans) * ROW + 10
    for line in found.fallen:
        draw.text((MARGIN, y + 12), line, fill=MUTED, font=face, anchor="lm")
        y += 26
    solid = [PAPER, ZONE, INK, MUTED, EDGE, BORDER, GOLD, FALLEN, STRIPE, *colour.values()]
    text_on = [(INK, PAPER), (MUTED, PAPER), (INK, ZONE), (INK, STRIPE), (MUTED, STRIPE),
               (FALLEN, PAPER), (FALLEN, STRIPE), *on_markers(colour.values())]
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
        chief = str(clan.get("chief", ""))
        fallen = chief in warriors and not warriors[chief].get("in_arena", True)
        _crown(draw, x, mid - 1, lost=fallen)
        shown_chief = fit(draw, chief, small, WIDTH - MARGIN - 70 - x)
        draw.text((x + 14, mid), shown_chief, fill=MUTED if fallen else INK, font=small,
                  anchor="lm")
        if fallen:
            width = draw.textlength(shown_chief, font=small)
            draw.line([(x + 13, mid + 1), (x + 15 + width, mid + 1)], fill=MUTED, width=2)


def _clan_mark(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float,
               clan: str, clan_index: Mapping[str, int]) -> None:
    """A clan's mark: its colour, its shape, its initial."""
    i = clan_index.get(clan, 0)
    marker(draw, centre, radius, colour_of(i), SHAPES[i % len(SHAPES)], clan[:1].upper())


def _crown(draw: ImageDraw.ImageDraw, cx: float, cy: float, lost: bool = False) -> None:
    """A chief's crown, gold with a dark edge; a fallen chief's lost one, hollow and pale."""
    w, h = 16, 11
    x0, x1, y1 = cx - w / 2, cx + w / 2, cy + h / 2
    draw.polygon([(x0, y1), (x0, y1 - h), (x0 + w * 0.25, y1 - h * 0.5), (cx, y1 - h),
                  (x1 - w * 0.25, y1 - h * 0.5), (x1, y1 - h), (x1, y1)],
                 fill=None if lost else GOLD, outline=MUTED if lost else INK)


def _warrior(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float,
             name: str, warriors: Mapping[str, Any], clan_index: Mapping[str, int],
             marks: Mapping[str, str], crowned: set[str]) -> None:
    """A warrior's marker in their clan's colour and shape, crowned while a chief in the
    arena."""
    i = clan_index.get(str(warriors[name].get("clan")), 0)
    marker(draw, centre, radius, colour_of(i), SHAPES[i % len(SHAPES)], marks[name])
    if name in crowned:
        _crown(draw, centre[0] + radius * 0.65, centre[1] - radius * 0.85)


def _round(draw: ImageDraw.ImageDraw, found: Plan, warriors: Mapping[str, Any],
           clan_index: Mapping[str, int], marks: Mapping[str, str], crowned: set[str]) -> None:
    """The last round's combats, one line each: zone, attackers, the kind's arrow, the
    defender and their helpers, the sums, who left."""
    face, small = font(16), font(14)
    for k, combat in enumerate(found.combats):
        mid = found.fights_top + k * FIGHT_ROW + FIGHT_ROW / 2
        if k % 2 == 0:
            draw.rectangle([MARGIN - 6, mid - FIGHT_ROW / 2, WIDTH - MARGIN + 6,
                            mid + FIGHT_ROW / 2 - 1], fill=STRIPE)
        zone = fit(draw, str(combat.get("zone", "")), small, 26)
        draw.rectangle([MARGIN, mid - 11, MARGIN + 26, mid + 11], fill=ZONE, outline=EDGE)
        draw.text((MARGIN + 13, mid), zone, fill=INK, font=small, anchor="mm")
        attackers = [str(a["warrior"]) for a in combat.get("attackers", [])
                     if str(a["warrior"]) in warriors]
        defender = str(combat.get("defender"))
        helpers = [str(d["warrior"]) for d in combat.get("defenders", [])
                   if d.get("role") == "helper" and str(d["warrior"]) in warriors]
        leaves = combat.get("leaves")
        shown_count = len(attackers) + len(helpers) + 1
        room = RESULT_X - 16 - (MARGIN + 40) - 56 - (22 if helpers else 0) - 24
        pitch = min(27.0, room / max(shown_count, 1))
        x: float = MARGIN + 40 + 12
        spots: dict[str, tuple[float, float]] = {}
        for name in attackers:
            spots[name] = (x, mid)
            x += pitch
        start = x - pitch + 16
        end = start + 46
        _strike(draw, start, end, mid, str(combat.get("kind")) == "shooting")
        x = end + 16
        if defender in warriors:
            spots[defender] = (x, mid)
            if combat.get("self_defence"):
                _shield(draw, x + 13, mid + 8, 6)
        x += 14 + 10
        if helpers:
            _shield(draw, x + 2, mid, 8)
            x += 22
            for name in helpers:
                spots[name] = (x, mid)
                x += pitch
        for name, centre in spots.items():
            _warrior(draw, centre, 12, name, warriors, clan_index, marks, crowned)
            if name == leaves:
                _crossed(draw, centre, 12)
        _sums(draw, combat, mid, face)
        if leaves in warriors:
            x = WIDTH - MARGIN - 52
            draw.text((x - 6, mid), "✝", fill=INK, font=face, anchor="rm")
            _warrior(draw, (x + 8, mid), 12, str(leaves), warriors, clan_index, marks, set())
            if combat.get("wound"):
                draw.text((x + 24, mid), "−1", fill=VERMILLION_INK, font=face, anchor="lm")
        elif combat.get("winner") == "tie":
            draw.text((WIDTH - MARGIN - 30, mid), "=", fill=INK, font=face, anchor="mm")
    bottom = found.fights_top + len(found.combats) * FIGHT_ROW + 8
    draw.line([(MARGIN, bottom), (WIDTH - MARGIN, bottom)], fill=EDGE, width=2)


def _sums(draw: ImageDraw.ImageDraw, combat: JSON, mid: float, face: Any) -> None:
    """Attack and defence, characteristics + dice = score each; the winner's dark, the
    loser's pale, a tie's both dark."""
    winner = combat.get("winner")
    x: float = RESULT_X
    for side in ("attack", "defence"):
        sums = combat.get(side) or {}
        text = f"{int(sums.get('characteristics', 0))}+{int(sums.get('dice', 0))}" \
               f"={int(sums.get('score', 0))}"
        ink = MUTED if winner not in (side, "tie") else INK
        draw.text((x, mid), text, fill=ink, font=face, anchor="lm")
        x += draw.textlength(text, font=face)
        if side == "attack":
            draw.text((x + 10, mid), ":", fill=INK, font=face, anchor="mm")
            x += 20


def _strike(draw: ImageDraw.ImageDraw, x0: float, x1: float, y: float, shooting: bool) -> None:
    """The arrow from the attackers to the defender: solid with crossed swords above for a
    melee, dashed with a bow above for shooting."""
    if shooting:
        for a in range(int(x0), int(x1) - 10, 8):
            draw.line([(a, y), (min(a + 4, x1 - 10), y)], fill=INK, width=3)
        bx, by = (x0 + x1) / 2 - 2, y - 11
        draw.arc([bx - 9, by - 8, bx + 7, by + 8], 270, 90, fill=INK, width=3)
        draw.line([(bx - 1, by - 8), (bx - 1, by + 8)], fill=INK, width=1)
        draw.line([(bx - 9, by), (bx + 11, by)], fill=INK, width=2)
        draw.polygon([(bx + 14, by), (bx + 9, by - 3), (bx + 9, by + 3)], fill=INK)
    else:
        draw.line([(x0, y), (x1 - 10, y)], fill=INK, width=3)
        draw.text(((x0 + x1) / 2 - 4, y - 3), "⚔", fill=INK, font=font(22), anchor="ms")
    draw.polygon([(x1, y), (x1 - 11, y - 6), (x1 - 11, y + 6)], fill=INK)


def _shield(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A defender's shield: flat top, a point below, white with a dark edge."""
    draw.polygon([(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.2),
                  (cx, cy + r * 1.2), (cx - r, cy + r * 0.2)], fill=ZONE, outline=INK,
                 width=2)


def _crossed(draw: ImageDraw.ImageDraw, centre: tuple[float, float], r: float) -> None:
    """A warrior who left the arena: their marker crossed out."""
    x, y = centre
    for dx in (-1, 1):
        draw.line([(x - r * dx, y - r), (x + r * dx, y + r)], fill=VERMILLION_INK, width=3)


def _moved(draw: ImageDraw.ImageDraw, found: Plan, move: JSON, colour: Colour) -> None:
    """A move: an arrow in the clan's colour from the zone left to the warrior."""
    name = str(move["warrior"])
    box = found.boxes.get(str(move.get("from")))
    if box is None or name not in found.markers:
        return
    tx, ty = found.markers[name]
    sx, sy = box_border(box, (tx, ty))
    dx, dy = tx - sx, ty - sy
    length = math.hypot(dx, dy)
    if length < 30:
        return
    ux, uy = dx / length, dy / length
    ex, ey = tx - ux * 17, ty - uy * 17
    draw.line([(sx, sy), (ex - ux * 8, ey - uy * 8)], fill=colour, width=5)
    draw.polygon([(ex, ey), (ex - ux * 14 - uy * 8, ey - uy * 14 + ux * 8),
                  (ex - ux * 14 + uy * 8, ey - uy * 14 - ux * 8)], fill=colour, outline=INK)



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


