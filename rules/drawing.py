"""What every game's picture shares, so that pictures read alike and draw alike everywhere.

- One font, bundled (rules/lettering.py: `font`, `shown`), so the same view draws the same
  bytes on any machine; `fit` cuts a text written in it to a width.
- A colour per player (or clan) from the colour-blind-safe Okabe-Ito palette, always with
  initials and, past eight, another shape, so a picture reads without colour and in grey.
- A title bar: the game's title as the GM named it (the view's `title`, which the bridge
  adds to the view it hands to `picture`), then the game's kind in the reader's language
  (the view's `language`, which the bridge adds too), and at the right the turn, round,
  night or move. Without a title (a view drawn at the rules level) the kind alone.
- PNG bytes on a fixed palette (the colours drawn and the shades of their letters' edges):
  exact colours, small files, no clock, no metadata.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rules.lettering import SMALLEST_TEXT, Font, font, shown

Colour = tuple[int, int, int]
Point = tuple[float, float]

WIDTH = 690
"""Discourse shows a picture up to 690 pixels wide in a post: wider ones are shrunk."""

BLACK: Colour = (0, 0, 0)
WHITE: Colour = (255, 255, 255)
INK: Colour = (30, 30, 40)
MUTED: Colour = (100, 100, 112)
PAPER: Colour = (248, 245, 238)
TITLE_BAR: Colour = (58, 52, 68)

ORANGE: Colour = (230, 159, 0)
SKY_BLUE: Colour = (86, 180, 233)
BLUISH_GREEN: Colour = (0, 158, 115)
YELLOW: Colour = (240, 228, 66)
BLUE: Colour = (0, 114, 178)
VERMILLION: Colour = (213, 94, 0)
REDDISH_PURPLE: Colour = (204, 121, 167)
OKABE_ITO: tuple[Colour, ...] = (BLUE, ORANGE, BLUISH_GREEN, REDDISH_PURPLE, VERMILLION,
                                 SKY_BLUE, BLACK, YELLOW)
"""Okabe & Ito's eight colours, told apart by every common colour blindness, in the order
players and clans take them (the pale yellow last: it shows least on paper)."""
SHAPES = ("circle", "square", "diamond", "hexagon")
"""A marker's shape: the ninth player takes the first colour again, on a square."""


def fit(draw: ImageDraw.ImageDraw, text: str, face: Font, width: float) -> str:
    """`text` (as `shown`) cut with an ellipsis to fit `width` pixels."""
    text = shown(text)
    if draw.textlength(text, font=face) <= width:
        return text
    while text and draw.textlength(text + "…", font=face) > width:
        text = text[:-1]
    return text + "…"


def colour_of(index: int) -> Colour:
    """The colour of the `index`-th player or clan (0-based), round the palette."""
    return OKABE_ITO[index % len(OKABE_ITO)]


def shape_of(index: int) -> str:
    """The shape of the `index`-th player's marker: a new shape each time colours repeat."""
    return SHAPES[(index // len(OKABE_ITO)) % len(SHAPES)]


def ink_on(colour: Colour) -> Colour:
    """White or near-black, whichever reads better on `colour`."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else WHITE


def initials(names: Sequence[str]) -> dict[str, str]:
    """Short marks for names, different for every name: 'Anna Marie' -> 'AM', 'boris' ->
    'Bo', 'player10' -> 'P10'; on a clash the first letter with another of the name's
    letters, else the first letter and a number."""
    taken: set[str] = set()
    out: dict[str, str] = {}
    for index, name in enumerate(names):
        for mark in _candidates(name, index):
            if mark.casefold() not in taken:
                break
        taken.add(mark.casefold())
        out[name] = mark
    return out


def _candidates(name: str, index: int) -> Iterable[str]:
    clean = shown(name)
    words = [w for w in clean.replace("_", " ").replace("-", " ").replace(".", " ").split()
             if w]
    letters = "".join(words) or "?"
    first = letters[0].upper()
    digits = len(letters) - len(letters.rstrip("0123456789"))
    if digits and digits < len(letters):
        yield first + letters[-min(digits, 2):]
    if len(words) > 1 and words[1][0].isalpha():
        yield first + words[1][0].upper()
    yield first + letters[1:2].lower()
    for char in letters[2:]:
        yield first + char.lower()
    for number in range(index + 1, index + 1000):
        yield f"{first}{number}"


def marker(draw: ImageDraw.ImageDraw, centre: Point, radius: float, colour: Colour,
           shape: str, mark: str, edge: Colour = INK, width: int = 2) -> None:
    """A player's (or warrior's) marker: its shape in its colour, its initials inside."""
    x, y = centre
    r = radius
    if shape == "square":
        r *= 0.9
        draw.rectangle([x - r, y - r, x + r, y + r], fill=colour, outline=edge, width=width)
    elif shape == "diamond":
        r *= 1.2
        draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=colour,
                     outline=edge, width=width)
    elif shape == "hexagon":
        r *= 1.08
        draw.regular_polygon((x, y, r), 6, fill=colour, outline=edge, width=width)
    else:
        draw.ellipse([x - r, y - r, x + r, y + r], fill=colour, outline=edge, width=width)
    size = max(SMALLEST_TEXT, round(radius * (0.95 if len(mark) < 3 else 0.72)))
    draw.text((x, y), shown(mark), fill=ink_on(colour), font=font(size), anchor="mm")


def heading(view: Mapping[str, Any], names: Mapping[str, str]) -> tuple[str, str]:
    """The title bar's names for a view: the game's title (the view's `title`, "" without
    one) and its kind's name in the view's `language` (the first of `names`, the game's own,
    for a language it has no name in)."""
    title = str(view.get("title") or "").strip()
    kind = names.get(str(view.get("language") or ""), next(iter(names.values()), ""))
    return title, kind


def title_bar(draw: ImageDraw.ImageDraw, title: str, tail: str, width: int = WIDTH,
              kind: str = "") -> int:
    """The bar at the top of every picture: the game's title in large letters, its kind
    after it in smaller ones ("Meurtre au manoir · INDIXO"; the kind alone, large, without a
    title; once when the title is the kind's name), and at the right the turn, white on dark.
    A long title is cut ("…"), never the kind nor the turn. Returns its height."""
    height = 44
    draw.rectangle([0, 0, width - 1, height - 1], fill=TITLE_BAR)
    big, small = font(22), font(16)
    if not title or title.casefold() == kind.casefold():
        title, kind = title or kind, ""
    tail_w = draw.textlength(shown(tail), font=big) if tail else 0
    room = width - 44 - tail_w
    after = f"  ·  {shown(kind)}" if kind else ""
    after_w = min(draw.textlength(after, font=small), room / 2) if after else 0
    text = fit(draw, title, big, room - after_w)
    base = 30  # one baseline for the three
    draw.text((14, base), text, fill=WHITE, font=big, anchor="ls")
    if after:
        left = 14 + draw.textlength(text, font=big)
        draw.text((left, base), fit(draw, after, small, after_w), fill=WHITE, font=small,
                  anchor="ls")
    if tail:
        draw.text((width - 14, base), shown(tail), fill=WHITE, font=big, anchor="rs")
    return height


def box_centre(box: tuple[int, int, int, int]) -> Point:
    """The middle of a box (left, top, right, bottom)."""
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def box_border(box: tuple[int, int, int, int], toward: Point) -> Point:
    """Where the line from the middle of `box` toward a point leaves the box (a door
    between two rooms, the start of a move's arrow)."""
    cx, cy = box_centre(box)
    dx, dy = toward[0] - cx, toward[1] - cy
    half_w, half_h = (box[2] - box[0]) / 2, (box[3] - box[1]) / 2
    scale = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
    return (cx + dx * scale, cy + dy * scale)


def star(draw: ImageDraw.ImageDraw, centre: Point, radius: float, fill: Colour,
         points: int = 5, inner: float = 0.45, outline: Colour | None = None) -> None:
    """A star (`points` tips) or, with many short tips, a splash."""
    x, y = centre
    corners = []
    for k in range(2 * points):
        r = radius if k % 2 == 0 else radius * inner
        angle = math.pi * k / points - math.pi / 2
        corners.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    draw.polygon(corners, fill=fill, outline=outline)


def png(image: Image.Image, colours: Iterable[Colour],
        text_on: Iterable[tuple[Colour, Colour]] = ()) -> bytes:
    """The picture as PNG bytes on a fixed palette: every colour drawn (`colours`, the title
    bar's added), and the shades of the letters' soft edges for each (letter colour, ground)
    in `text_on` (lines and shapes are drawn without soft edges). Each pixel goes to its
    nearest colour on its own: exact colours, same picture, same bytes."""
    found: list[Colour] = [TITLE_BAR, WHITE, *colours]
    for ink, ground in [(WHITE, TITLE_BAR), *text_on]:
        found += [_mix(ink, ground, share / 4) for share in (1, 2, 3)]
    found = list(dict.fromkeys(found))[:256]
    palette = Image.new("P", (1, 1))
    flat = [v for colour in found for v in colour]
    palette.putpalette(flat + list(found[0]) * (256 - len(found)))
    indexed = image.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    # zlib's default level: `optimize` made the file a tenth smaller for three times the
    # time (36 ms against 12 for a mud board), paid in each deadline's resolution.
    indexed.save(out, format="PNG")
    return out.getvalue()


def on_markers(colours: Iterable[Colour]) -> list[tuple[Colour, Colour]]:
    """The (letters, ground) pairs of markers in these colours, for `png`."""
    return [(ink_on(colour), colour) for colour in colours]


def _mix(a: Colour, b: Colour, share: float) -> Colour:
    """`share` of `a`, the rest of `b`."""
    return (round(a[0] * share + b[0] * (1 - share)), round(a[1] * share + b[1] * (1 - share)),
            round(a[2] * share + b[2] * (1 - share)))
