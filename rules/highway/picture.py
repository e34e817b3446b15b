"""The highway's table as a picture: the field (column letters on top, row numbers at the
left) with every revealed card, the treasury and the host's saved safes, the discard, the
cells still hidden, whose turn it is, a guard fight under way, and each player's public hand
with their safes. Drawn from a view only, so an unnamed cell shows nothing of its card (at
the end, once the view holds the field, the cells never named are shown pale).

Each weapon type has a colour of a colour-blind-safe palette (Okabe-Ito) and a shape of its
own, so the picture reads in greyscale too: sabre = vermillion and a slanting blade, musket
and pistols = bluish green and a ball, elixir = blue and a flask (a triangle). A safe is a
gold coffer; a guard a dark frame round its weapon's colour with a shield bearing its shape.
The cells revealed by this move are outlined. The columns' letters are the texts': Cyrillic
in a Russian game, Latin otherwise. Names and numbers, no words: the post explains
it in the reader's language. Same view, same bytes.

Above it all, the title bar of every game's picture (rules/drawing.py): the game's title
and the move (the number the posts give each step). Each player has a colour of the
Okabe-Ito palette and a marker with their initials (a new shape past eight), before their
name in the hands and beside whose turn it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from rules.base import JSON
from rules.drawing import (
    WIDTH,
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
from rules.highway import cards
from rules.highway.state import TREASURY_CAP
from rules.lettering import Font, font

NAMES = {"ru": "Романтики с большой дороги", "en": "Highway Romantics",
         "fr": "Les Romantiques de la grand-route"}
"""The game's kind by language, as `HighwayGame.names` (the first, Russian, the original's)."""
TITLE_H = 44
MARGIN = 16
LABEL_W = 26
HEADER_H = 24
PITCH = 50
"""One cell and its gap, in pixels."""
GAP = 4
PANEL_GAP = 18
HAND_ROW = 34
TOKEN = 22

BACKGROUND = (248, 245, 238)
BLANK = (214, 214, 210)
EDGE = (70, 70, 90)
FRAME = (28, 28, 38)
TEXT = (30, 30, 40)
MUTED = (110, 110, 120)
WHITE = (255, 255, 255)
GOLD = (230, 159, 0)
COFFER = (92, 58, 8)
HOST = (150, 150, 160)
CURRENT_ROW = (236, 230, 214)
WEAPON: dict[str, tuple[int, int, int]] = {
    "red": (213, 94, 0), "green": (0, 158, 115), "blue": (0, 114, 178)}
"""Okabe-Ito vermillion (sabre), bluish green (musket, pistols), blue (elixir)."""
ORDER: dict[str, int] = {colour: i for i, colour in enumerate(cards.COLOURS)}

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]


def cell_box(cell: str) -> Box:
    """Where a cell lies on the picture: (left, top, right, bottom), inclusive."""
    column, row = cards.cell_place(cell)
    x0 = MARGIN + LABEL_W + column * PITCH
    y0 = TITLE_H + MARGIN + HEADER_H + (row - 1) * PITCH
    return (x0, y0, x0 + PITCH - GAP - 1, y0 + PITCH - GAP - 1)


def column_letters(view: JSON) -> str:
    """The columns' letters as the game's texts write them: Russian А–К without Й in a
    Russian game (the view's `language`, which the bridge adds: "Г4" in the post is under
    "Г"), Latin A–J otherwise (the canonical names the view itself holds)."""
    return cards.CYRILLIC if view.get("language") == "ru" else cards.LATIN


def hands_top(rows: int) -> int:
    """Where the players' hands begin, under a field of `rows` rows."""
    return TITLE_H + MARGIN + HEADER_H + rows * PITCH + 14


def picture(view: JSON) -> bytes:
    """A PNG of the table as `view` shows it."""
    columns, rows = int(view["columns"]), int(view["rows"])
    players = [str(p) for p in view.get("players", [])]
    grid_left = MARGIN + LABEL_W
    grid_top = TITLE_H + MARGIN + HEADER_H
    panel_left = grid_left + columns * PITCH + PANEL_GAP
    top = hands_top(rows)
    height = top + max((len(players) + 1) // 2, 1) * HAND_ROW + MARGIN
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    label = font(15)
    number = font(20)
    name_font = font(15)
    small = font(14)
    over = " ⚑" if view.get("finished") else ""
    title, kind = heading(view, NAMES)
    title_bar(draw, title, f"↻ {int(view.get('move') or 0)}{over}", kind=kind)
    letters = column_letters(view)
    for c in range(columns):
        draw.text((grid_left + c * PITCH + (PITCH - GAP) // 2, TITLE_H + MARGIN + HEADER_H // 2),
                  letters[c], fill=TEXT, font=label, anchor="mm")
    for r in range(rows):
        draw.text((MARGIN + LABEL_W // 2 - 2, grid_top + r * PITCH + (PITCH - GAP) // 2),
                  str(r + 1), fill=TEXT, font=label, anchor="mm")
    revealed: Mapping[str, Any] = view.get("revealed") or {}
    hidden = _end_reveal(view) if view.get("finished") else {}
    fresh = {str(e.get("cell")) for e in view.get("events") or [] if e.get("event") == "card"}
    for cell in cards.cells(columns, rows):
        box = cell_box(cell)
        if cell in revealed:
            _card(draw, box, revealed[cell])
        elif cell in hidden:
            _card(draw, box, hidden[cell], pale=True)
        else:
            draw.rectangle(box, fill=BLANK)
        if cell in fresh:
            draw.rectangle((box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3),
                           outline=TEXT, width=3)
    marks = initials(players)
    _panel(draw, view, panel_left, grid_top, number, name_font, players, marks)
    _hands(draw, view, players, top, name_font, small, marks)
    return _png(image, [colour_of(i) for i in range(len(players))])


def _png(image: Image.Image, players: list[Colour]) -> bytes:
    """The picture as small PNG bytes on a fixed palette (rules/drawing.py): every colour
    drawn (full and pale), and the shades of the letters' edges. Each pixel is mapped on its
    own, so a change in one part of the table leaves the pixels of every other part as they
    were."""
    solid = [BACKGROUND, BLANK, EDGE, FRAME, TEXT, MUTED, WHITE, GOLD, COFFER, HOST,
             CURRENT_ROW, *WEAPON.values(), *players]
    pale = [_pale(c, True) for c in (GOLD, COFFER, WHITE, FRAME, *WEAPON.values())]
    return png(image, [*solid, *pale], [(TEXT, BACKGROUND), (TEXT, CURRENT_ROW),
                                        *on_markers(players)])


def _end_reveal(view: JSON) -> dict[str, JSON]:
    """At the end, with the field in the view: the card of every cell never named."""
    field = view.get("field")
    if not field:
        return {}
    found = {}
    for r, row in enumerate(field[:int(view["rows"])]):
        for c, n in enumerate(row[:int(view["columns"])]):
            found[cards.cell_name(c, r + 1)] = cards.card(int(n))
    return found


def _pale(colour: Colour, pale: bool) -> Colour:
    if not pale:
        return colour
    r, g, b = colour
    return ((r + 2 * BACKGROUND[0]) // 3, (g + 2 * BACKGROUND[1]) // 3,
            (b + 2 * BACKGROUND[2]) // 3)


def _card(draw: ImageDraw.ImageDraw, box: Box, card: Mapping[str, Any],
          pale: bool = False) -> None:
    """A card filling a cell's box."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    size = x1 - x0
    kind = card.get("kind")
    if kind == "safe":
        draw.rectangle(box, fill=_pale(GOLD, pale))
        _coffer(draw, cx, cy, size * 0.62, _pale(COFFER, pale), None)
        return
    colour = WEAPON.get(str(card.get("colour")), MUTED)
    fill = _pale(colour, pale)
    if kind == "guard":
        draw.rectangle(box, fill=fill, outline=_pale(FRAME, pale), width=5)
        _shield(draw, cx, cy - size * 0.04, size * 0.3, _pale(WHITE, pale))
        _symbol(draw, str(card.get("colour")), cx, cy - size * 0.04, size * 0.19, fill)
        return
    draw.rectangle(box, fill=fill)
    _symbol(draw, str(card.get("colour")), cx, cy, size * 0.26, _pale(WHITE, pale))


def _symbol(draw: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, r: float,
            fill: Colour) -> None:
    """A weapon type's shape: a slanting blade with its guard (sabre), a ball (musket,
    pistols), a flask (elixir)."""
    if colour == "red":
        width = max(2, round(r / 2.6))
        draw.line([(cx - r, cy + r), (cx + r, cy - r)], fill=fill, width=width)
        hx, hy = cx - r * 0.45, cy + r * 0.45
        draw.line([(hx - r * 0.45, hy - r * 0.45), (hx + r * 0.45, hy + r * 0.45)],
                  fill=fill, width=width)
    elif colour == "green":
        draw.ellipse([cx - r * 0.66, cy - r * 0.66, cx + r * 0.66, cy + r * 0.66], fill=fill)
    elif colour == "blue":
        neck = r * 0.28
        draw.polygon([(cx - neck, cy - r), (cx + neck, cy - r), (cx + neck, cy - r * 0.35),
                      (cx + r * 0.8, cy + r * 0.85), (cx - r * 0.8, cy + r * 0.85),
                      (cx - neck, cy - r * 0.35)], fill=fill)


def _shield(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Colour) -> None:
    """A guard's shield: flat top, straight sides, a point below."""
    draw.polygon([(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.2),
                  (cx + r * 0.55, cy + r * 0.8), (cx, cy + r * 1.15),
                  (cx - r * 0.55, cy + r * 0.8), (cx - r, cy + r * 0.2)], fill=fill)


def _coffer(draw: ImageDraw.ImageDraw, cx: float, cy: float, w: float, ink: Colour,
            body: Colour | None) -> None:
    """A safe: a chest with its lid's band and a keyhole."""
    h = w * 0.72
    x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    line = max(2, round(w / 12))
    draw.rectangle([x0, y0, x1, y1], fill=body, outline=ink, width=line)
    band = y0 + h * 0.34
    draw.line([(x0, band), (x1, band)], fill=ink, width=line)
    k = max(2.0, w / 10)
    draw.rectangle([cx - k / 2, band - k / 2, cx + k / 2, band + k * 1.2], fill=ink)


def _crown(draw: ImageDraw.ImageDraw, cx: float, bottom: float, w: float,
           fill: Colour) -> None:
    """The host's mark above a coffer."""
    h = w * 0.5
    x0, x1 = cx - w / 2, cx + w / 2
    draw.polygon([(x0, bottom), (x0, bottom - h), (x0 + w * 0.25, bottom - h * 0.45),
                  (cx, bottom - h), (x1 - w * 0.25, bottom - h * 0.45), (x1, bottom - h),
                  (x1, bottom)], fill=fill)


def _stack(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """The discard: a pile of three cards."""
    for k in range(3):
        dx = 4 * (2 - k)
        draw.rectangle([x + dx, y + 8 - 3 * (2 - k), x + dx + 16, y + 8 - 3 * (2 - k) + 22],
                       fill=WHITE, outline=EDGE, width=2)


def _token(draw: ImageDraw.ImageDraw, x: float, y: float, card: Mapping[str, Any]) -> None:
    """A card of a hand (or of a fight) as a small square with its shape."""
    colour = str(card.get("colour"))
    fill = WEAPON.get(colour, MUTED)
    box = (round(x), round(y), round(x) + TOKEN - 1, round(y) + TOKEN - 1)
    if card.get("kind") == "guard":
        draw.rectangle(box, fill=fill, outline=FRAME, width=3)
        cx, cy = x + TOKEN / 2 - 0.5, y + TOKEN / 2 - 0.5
        _shield(draw, cx, cy, TOKEN * 0.26, WHITE)
        _symbol(draw, colour, cx, cy - 1, TOKEN * 0.12, fill)
        return
    draw.rectangle(box, fill=fill)
    _symbol(draw, colour, x + TOKEN / 2 - 0.5, y + TOKEN / 2 - 0.5, TOKEN * 0.3, WHITE)


def _badge(draw: ImageDraw.ImageDraw, x: float, y: float, player: str,
           players: list[str], marks: Mapping[str, str]) -> None:
    """A player's marker: their colour, their initials."""
    i = players.index(player) if player in players else 0
    marker(draw, (x, y), 13, colour_of(i), shape_of(i), marks.get(player, "?"))


def _panel(draw: ImageDraw.ImageDraw, view: JSON, left: int, top: int, number: Font,
           name_font: Font, players: list[str], marks: Mapping[str, str]) -> None:
    """Beside the field: treasury / cap, the host's saved safes, the discard, the hidden
    cells, whose turn it is, and the guard fight under way."""
    right = WIDTH - MARGIN
    y = top + 4
    _coffer(draw, left + 18, y + 16, 32, COFFER, GOLD)
    draw.text((left + 44, y + 16), f"{int(view.get('treasury', 0))}/{TREASURY_CAP}",
              fill=TEXT, font=number, anchor="lm")
    y += 46
    _crown(draw, left + 18, y + 9, 20, HOST)
    _coffer(draw, left + 18, y + 20, 32, COFFER, HOST)
    draw.text((left + 44, y + 18), str(int(view.get("host_safes", 0))), fill=TEXT,
              font=number, anchor="lm")
    y += 46
    _stack(draw, left + 4, y)
    draw.text((left + 44, y + 16), str(int(view.get("discard", 0))), fill=TEXT, font=number,
              anchor="lm")
    y += 46
    if view.get("cells_left") is not None:
        for k in range(4):
            bx, by = left + 6 + (k % 2) * 14, y + 4 + (k // 2) * 14
            draw.rectangle([bx, by, bx + 11, by + 11], fill=BLANK, outline=MUTED)
        draw.text((left + 44, y + 16), str(int(view["cells_left"])), fill=TEXT, font=number,
                  anchor="lm")
        y += 46
    if view.get("current") and not view.get("finished"):
        draw.polygon([(left + 4, y + 8), (left + 16, y + 16), (left + 4, y + 24)], fill=TEXT)
        _badge(draw, left + 33, y + 16, str(view["current"]), players, marks)
        name = fit(draw, str(view["current"]), name_font, right - left - 52)
        draw.text((left + 52, y + 16), name, fill=TEXT, font=name_font, anchor="lm")
        y += 46
    fight = view.get("fight")
    if fight:
        _token(draw, left + 4, y + 5, fight.get("guard") or {})
        for a, b in (((left + 32, y + 10), (left + 44, y + 22)),
                     ((left + 32, y + 22), (left + 44, y + 10))):
            draw.line([a, b], fill=TEXT, width=3)
        for k, laid in enumerate(fight.get("laid") or []):
            _token(draw, left + 52 + k * (TOKEN + 6), y + 5, laid)


def _hands(draw: ImageDraw.ImageDraw, view: JSON, players: list[str], top: int,
           name_font: Font, small: Font, marks: Mapping[str, str]) -> None:
    """Under the field, in two columns, players in turn order (down the left column, then
    the right): the turn's mark, the player's marker and name, their safes, their thieves
    sorted by weapon type, and at the end their bags."""
    hands: Mapping[str, list[JSON]] = view.get("hands") or {}
    safes: Mapping[str, int] = view.get("safes") or {}
    bags: Mapping[str, int] = (view.get("bags") or {}) if view.get("finished") else {}
    half = (len(players) + 1) // 2
    column_w = (WIDTH - 2 * MARGIN) // 2
    current = view.get("current") if not view.get("finished") else None
    for i, player in enumerate(players):
        x = MARGIN + (i // half) * column_w if half else MARGIN
        y = top + (i % half) * HAND_ROW if half else top
        mid = y + HAND_ROW / 2
        if player == current:
            draw.rectangle([x, y + 2, x + column_w - 8, y + HAND_ROW - 3], fill=CURRENT_ROW)
            draw.polygon([(x + 3, mid - 6), (x + 13, mid), (x + 3, mid + 6)], fill=TEXT)
        _badge(draw, x + 31, mid, player, players, marks)
        name = fit(draw, player, name_font, 76)
        draw.text((x + 49, mid), name, fill=TEXT, font=name_font, anchor="lm")
        _coffer(draw, x + 138, mid, 18, COFFER, GOLD)
        draw.text((x + 150, mid), str(int(safes.get(player, 0))), fill=TEXT, font=small,
                  anchor="lm")
        held = sorted(hands.get(player, []),
                      key=lambda c: (ORDER.get(str(c.get("colour")), 9), str(c.get("cell"))))
        room = column_w - 170 - (48 if player in bags else 8)
        step = min(TOKEN + 4, (room - TOKEN) // max(len(held) - 1, 1))
        for k, card in enumerate(held):
            _token(draw, x + 170 + k * step, mid - TOKEN / 2, card)
        if player in bags:
            bx = x + column_w - 44
            draw.ellipse([bx - 7, mid - 5, bx + 7, mid + 9], fill=COFFER)
            draw.polygon([(bx - 4, mid - 9), (bx + 4, mid - 9), (bx, mid - 3)], fill=COFFER)
            draw.text((bx + 11, mid + 1), str(int(bags[player])), fill=TEXT, font=small,
                      anchor="lm")
