"""The highway's picture (rules/highway/picture.py): a PNG of a width Discourse shows whole,
the same bytes for the same view, the title bar with the move, each revealed card in its
weapon's colour, unnamed cells blank, the hands drawn with each player's marker in their
colour, and nothing of an unnamed cell's card before the end."""

from __future__ import annotations

import copy
import io
from collections import Counter

from PIL import Image

from rules.base import GM, JSON
from rules.chance import Chance
from rules.drawing import TITLE_BAR, WHITE, WIDTH, colour_of
from rules.highway import cards, play
from rules.highway import state as st
from rules.highway.picture import (
    BACKGROUND,
    BLANK,
    GOLD,
    HAND_ROW,
    MARGIN,
    WEAPON,
    cell_box,
    hands_top,
    picture,
)

PLAYERS = ["anna", "boris", "chloé", "Дмитрий"]
FIELD = [
    # 1 guard (sabre), 20 safe, 35 thief sabre (red), 50 pistols (green), 65 elixir (blue),
    # 95 musket (green), 110 elixir (blue).
    [35, 50, 65, 20, 1],
    [80, 95, 110, 20, 9],
    *[[20, 40, 55, 70, 100] for _ in range(6)],
]


def table(field: list[list[int]] = FIELD, named: tuple[str, ...] = ()) -> JSON:
    """A four-player table (5 x 8) on a pinned field, with `named` cells named in turn."""
    columns, rows = cards.size(len(PLAYERS))
    state = st.new_state(dict(st.DEFAULTS), PLAYERS, st.pinned_field(field, columns, rows),
                         "salt")
    chance = Chance("seed", "picture")
    for cell in named:
        if state["stage"] == "thief":
            play.pass_turn(state, after=st.current(state))
        state["events"] = []
        play.name_cell(state, st.current(state), cell, chance)
    return state


def image(view: JSON) -> Image.Image:
    return Image.open(io.BytesIO(picture(view))).convert("RGB")


def centre(img: Image.Image, cell: str) -> Counter[tuple[int, int, int]]:
    """The colours of the middle half of a cell."""
    x0, y0, x1, y1 = cell_box(cell)
    w, h = x1 - x0, y1 - y0
    region = img.crop((x0 + w // 4, y0 + h // 4, x1 - w // 4, y1 - h // 4))
    raw = region.tobytes()
    return Counter(zip(raw[0::3], raw[1::3], raw[2::3], strict=True))


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


MID = ("A1", "B1", "C1", "A2", "B2", "C2")
"""anna a red thief, boris a green one, chloé a blue one, Дмитрий a red one, anna a green
one, boris a blue one: the treasury still empty, so a guard named next is discarded."""


def test_a_png_of_a_width_discourse_shows_whole_and_small() -> None:
    data = picture(st.view(table(named=MID), None))
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = Image.open(io.BytesIO(data)).size
    assert 690 <= width <= 760
    assert 300 <= height <= 1000
    assert len(data) < 60_000


def test_the_largest_table_fits_too() -> None:
    players = [f"player{i}" for i in range(10)]
    state = st.new_state(dict(st.DEFAULTS), players, [[20] * 10 for _ in range(10)], "salt")
    data = picture(st.view(state, None))
    width, height = Image.open(io.BytesIO(data)).size
    assert 690 <= width <= 760 and height <= 1000
    assert len(data) < 60_000


def test_same_view_same_bytes() -> None:
    view = st.view(table(named=MID), None)
    assert picture(view) == picture(copy.deepcopy(view))
    assert picture(view) == picture(st.view(table(named=MID), None))


def test_revealed_cards_in_their_colours_and_unnamed_cells_blank() -> None:
    img = image(st.view(table(named=MID), None))
    red, green, blue = (WEAPON[c] for c in cards.COLOURS)
    for cell, colour in (("A1", red), ("B1", green), ("C1", blue), ("A2", red),
                         ("B2", green), ("C2", blue)):
        most, _ = centre(img, cell).most_common(1)[0]
        assert near(most, colour), (cell, most)
    for cell in ("D1", "E1", "E2", "A3", "E8"):
        assert set(centre(img, cell)) == {BLANK}
    img = image(st.view(table(named=(*MID, "D1")), None))
    assert near(centre(img, "D1").most_common(1)[0][0], GOLD)


def test_a_guard_has_a_dark_frame_in_its_weapon_colour() -> None:
    img = image(st.view(table(named=("E1",)), None))
    x0, y0, x1, y1 = cell_box("E1")
    frame = img.getpixel((x0 + 1, (y0 + y1) // 2))
    assert isinstance(frame, tuple) and sum(frame) < 150
    assert near(img.getpixel((x0 + 7, y0 + 7)), WEAPON["red"])  # type: ignore[arg-type]


def test_the_hands_area_changes_with_a_hand() -> None:
    before = st.view(table(named=MID), None)
    after = copy.deepcopy(before)
    after["hands"]["chloé"].append(dict(after["hands"]["anna"][0]))
    top = hands_top(before["rows"])
    a, b = image(before), image(after)
    assert a.size == b.size
    assert a.crop((0, 0, a.width, top)).tobytes() == b.crop((0, 0, b.width, top)).tobytes()
    assert a.crop((0, top, a.width, a.height)).tobytes() != b.crop(
        (0, top, b.width, b.height)).tobytes()


def test_a_real_hand_is_drawn_as_tokens() -> None:
    """Naming a thief puts it in the hand on the picture, not only on the field."""
    top = hands_top(8)
    a = image(st.view(table(named=MID[:5]), None))
    b = image(st.view(table(named=MID), None))
    assert a.crop((0, top, a.width, a.height)).tobytes() != b.crop(
        (0, top, b.width, b.height)).tobytes()


def test_an_unnamed_cell_does_not_leak_its_card() -> None:
    """E1 holds a guard in one field and a safe in the other: before it is named, the
    public pictures are the same bytes (and the GM's mid-game view draws no more)."""
    guard, safe = FIELD, copy.deepcopy(FIELD)
    safe[0][4] = 20
    assert cards.card(guard[0][4])["kind"] == "guard" and cards.card(safe[0][4])["kind"] == "safe"
    one, other = table(guard, MID), table(safe, MID)
    assert picture(st.view(one, None)) == picture(st.view(other, None))
    assert picture(st.view(one, GM)) == picture(st.view(one, None))
    for player in PLAYERS:
        assert picture(st.view(one, player)) == picture(st.view(other, player))
    # ... and the test would see it: once E1 is named, the pictures differ.
    assert picture(st.view(table(guard, (*MID, "E1")), None)) != picture(
        st.view(table(safe, (*MID, "E1")), None))


def test_before_the_field_is_known_a_blank_field() -> None:
    columns, rows = cards.size(len(PLAYERS))
    state = st.new_state(dict(st.DEFAULTS), PLAYERS, None, "salt")
    img = image(st.view(state, None))
    for cell in cards.cells(columns, rows):
        assert set(centre(img, cell)) == {BLANK}


def test_at_the_end_the_field_is_shown() -> None:
    """Once over, the view holds the field: cells never named show their card, pale."""
    state = table(named=MID)
    play.finish(state, Chance("seed", "end"))
    img = image(st.view(state, None))
    pale_green = tuple((c + 2 * b) // 3 for c, b in zip(WEAPON["green"], BACKGROUND,
                                                         strict=True))
    assert near(centre(img, "E8").most_common(1)[0][0], pale_green)  # 100: a musket
    assert near(centre(img, "A1").most_common(1)[0][0], WEAPON["red"])  # named: full colour


def test_a_guard_fight_is_drawn_beside_the_field() -> None:
    view = st.view(table(named=MID), None)
    fought = copy.deepcopy(view)
    fought["fight"] = {"guard": {"kind": "guard", "colour": "green", "weapon": "musket"},
                       "drawer": "anna", "laid": [{"kind": "thief", "colour": "red",
                                                   "weapon": "sabre", "player": "anna"}]}
    a, b = image(view), image(fought)
    top = hands_top(view["rows"])
    panel = cell_box("E1")[2] + 10
    assert a.crop((panel, 0, a.width, top)).tobytes() != b.crop((panel, 0, b.width, top)).tobytes()
    assert a.crop((0, 0, panel, a.height)).tobytes() == b.crop((0, 0, panel, b.height)).tobytes()


def test_the_title_bar_tells_the_move() -> None:
    """The game's name at the left, the move at the right: white on the dark bar, the right
    part changing from one move to the next."""
    one = image(st.view(table(named=MID[:1]), None))
    two = image(st.view(table(named=MID[:2]), None))
    bar = one.crop((0, 0, 300, 44)).tobytes()
    assert Counter(zip(bar[0::3], bar[1::3], bar[2::3], strict=True))[WHITE] > 20
    assert one.getpixel((2, 2)) == TITLE_BAR
    assert bar == two.crop((0, 0, 300, 44)).tobytes()
    assert one.crop((WIDTH - 80, 0, WIDTH, 44)).tobytes() != two.crop(
        (WIDTH - 80, 0, WIDTH, 44)).tobytes()


def test_each_player_has_a_marker_in_their_colour() -> None:
    """Before each name in the hands, a marker in the player's colour with their initials."""
    img = image(st.view(table(named=MID), None))
    half = (len(PLAYERS) + 1) // 2
    column_w = (WIDTH - 2 * MARGIN) // 2
    for i, _player in enumerate(PLAYERS):
        x = MARGIN + (i // half) * column_w + 31
        y = hands_top(8) + (i % half) * HAND_ROW + HAND_ROW // 2
        assert near(img.getpixel((x, y - 10)), colour_of(i), 0)  # type: ignore[arg-type]
