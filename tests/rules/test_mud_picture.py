"""The mud fight's board picture (rules/mud/picture.py), from games played at the rules level:
a PNG at the forum's width, the title bar with the turn, a colour and initials per player
where their marker stands, this turn's moves as arrows and throws as lines (a splash on the
player hit, a cross where a throw missed), the standings beside the board, legible with 12
players, the same bytes for the same view, and nothing the fog hides.

"Public post: the moves (with displacements), every throw and whether it hit, the standings
table, and the board picture." (shared/rules/mud.md, After each turn)
"""

from __future__ import annotations

import copy
import io
import json
import math
from collections import Counter

import pytest
from PIL import Image

from rules.base import GM
from rules.drawing import TITLE_BAR, WHITE, WIDTH, colour_of
from rules.lettering import SMALLEST_TEXT, font
from rules.mud import GAME
from rules.mud.picture import MUD, board_layout, picture

Colour = tuple[int, int, int]

TWELVE = ["anna", "boris", "chloé", "david", "emil", "fanny", "gaston", "hélène", "igor",
          "julie", "karim", "léa"]
STARTS = ["A1", "B1", "C1", "D1", "E1", "A3", "B3", "C3", "D3", "E3", "B5", "D5"]


def twelve_players_turn(table):  # type: ignore[no-untyped-def]
    """Twelve players on the 5 x 5 grid play one turn with every case of the rules: a gang
    (anna and chloé on boris, whose throw fails), an early dodge (david moves before emil
    throws), two duels (gaston 3 before hélène 2: only gaston hits; igor and julie 5 and 5:
    both hit), a move (fanny), a clash (karim first on C5, léa displaced)."""
    state = table.start(dict(zip(TWELVE, STARTS, strict=True)))
    return table.play(state, [
        ("anna", table.throw("boris", 2)), ("chloé", table.throw("boris", 4)),
        ("boris", table.throw("anna", 1)), ("david", table.move("D2")),
        ("emil", table.throw("david", 3)), ("fanny", table.move("A2")),
        ("gaston", table.throw("hélène", 3)), ("hélène", table.throw("gaston", 2)),
        ("igor", table.throw("julie", 5)), ("julie", table.throw("igor", 5)),
        ("karim", table.move("C5")), ("léa", table.move("C5")),
    ]).state


def image(data: bytes | None) -> Image.Image:
    assert data is not None
    return Image.open(io.BytesIO(data)).convert("RGB")


def colours_near(img: Image.Image, x: float, y: float, r: int) -> Counter[Colour]:
    region = img.crop((round(x) - r, round(y) - r, round(x) + r + 1, round(y) + r + 1))
    raw = region.tobytes()
    return Counter(zip(raw[0::3], raw[1::3], raw[2::3], strict=True))


def along(img: Image.Image, a: tuple[float, float], b: tuple[float, float],
          start: float, end: float, steps: int = 12) -> list[Colour]:
    """The pixels on the segment a-b between the fractions `start` and `end` of its length."""
    found = []
    for k in range(steps + 1):
        t = start + (end - start) * k / steps
        pixel = img.getpixel((round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)))
        assert isinstance(pixel, tuple)
        found.append((pixel[0], pixel[1], pixel[2]))
    return found


def test_a_png_at_the_forums_width_and_small(table) -> None:
    data = picture(GAME.view(twelve_players_turn(table), None))
    assert data is not None and data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = Image.open(io.BytesIO(data)).size
    assert width == WIDTH == 690 and 500 <= height <= 1100
    assert len(data) < 60_000


def test_same_view_same_bytes(table) -> None:
    view = GAME.view(twelve_players_turn(table), None)
    assert picture(view) == picture(copy.deepcopy(view))
    assert picture(view) == picture(GAME.view(twelve_players_turn(table), None))


def test_the_title_bar_holds_the_title_and_the_turn(table) -> None:
    """The game's name at the left, the turn played of how many at the right: white letters
    on the dark bar, and the right part changes from one turn to the next."""
    state = twelve_players_turn(table)
    first = image(picture(GAME.view(state, None)))
    bar = colours_near(first, 120, 22, 20)
    assert bar[TITLE_BAR] > 0 and sum(n for c, n in bar.items() if sum(c) > 600) > 20
    tail = first.crop((WIDTH - 120, 0, WIDTH, 44))
    assert colours_near(first, WIDTH - 60, 22, 20)[WHITE] > 20
    second = image(picture(GAME.view(table.play(state, []).state, None)))
    assert first.crop((0, 0, 300, 44)).tobytes() == second.crop((0, 0, 300, 44)).tobytes()
    assert tail.tobytes() != second.crop((WIDTH - 120, 0, WIDTH, 44)).tobytes()
    titled = image(picture({**GAME.view(state, None), "title": "Bataille de Dole"}))
    assert titled.crop((0, 0, 300, 44)).tobytes() != first.crop((0, 0, 300, 44)).tobytes()


def test_each_player_in_their_colour_where_they_stand(table) -> None:
    state = twelve_players_turn(table)
    view = GAME.view(state, None)
    img = image(picture(view))
    layout = board_layout(view)
    assert layout is not None
    frame, radius, _ = layout
    for i, player in enumerate(view["players"]):
        x, y = frame.at(player["position"])
        ring = colours_near(img, x, y - radius * 0.7, 2)  # inside the marker, off the letters
        assert ring.most_common(1)[0][0] == colour_of(i), player["name"]


def test_moves_are_arrows_from_where_the_player_stood(table) -> None:
    """fanny A3 -> A2, david D1 -> D2, léa D5 -> C4 (displaced): the mover's colour along
    the way from the old place to the new one."""
    view = GAME.view(twelve_players_turn(table), None)
    img = image(picture(view))
    frame = board_layout(view)[0]  # type: ignore[index]
    for name, start, end in (("fanny", "A3", "A2"), ("david", "D1", "D2"),
                             ("léa", "D5", "C4")):
        colour = colour_of(TWELVE.index(name))
        pixels = along(img, frame.at(start), frame.at(end), 0.3, 0.6)
        assert pixels.count(colour) >= len(pixels) - 1, name


def test_throws_are_lines_with_a_splash_on_the_player_hit(table) -> None:
    """chloé hit boris (part of a gang): chloé's colour between C1 and B1, and mud splashes
    on boris's edge from both sides (anna's and chloé's); boris's own throw at anna failed:
    a dashed line, not a solid one."""
    view = GAME.view(twelve_players_turn(table), None)
    img = image(picture(view))
    frame, radius, _ = board_layout(view)  # type: ignore[misc]
    chloe = colour_of(TWELVE.index("chloé"))
    line = along(img, frame.at("C1"), frame.at("B1"), 0.35, 0.6)
    assert line.count(chloe) >= len(line) // 2
    bx, by = frame.at("B1")
    for side in (-1, 1):  # anna at the left, chloé at the right
        assert colours_near(img, bx + side * radius * 1.2, by, 4)[MUD] > 5, side
    boris = colour_of(TWELVE.index("boris"))
    failed = along(img, frame.at("B1"), frame.at("A1"), 0.3, 0.7, steps=40)
    assert 0 < failed.count(boris) < len(failed) - 8  # dashed
    assert colours_near(img, bx, by + radius * 1.2, 4)[MUD] == 0  # nobody threw from below


def test_a_throw_that_missed_ends_in_a_cross_where_the_target_stood(table) -> None:
    """david moved to D2 before emil threw at him: emil's line goes to D1, where david was."""
    view = GAME.view(twelve_players_turn(table), None)
    img = image(picture(view))
    frame = board_layout(view)[0]  # type: ignore[index]
    emil = colour_of(TWELVE.index("emil"))
    assert emil in along(img, frame.at("E1"), frame.at("D1"), 0.3, 0.7, steps=30)
    assert colours_near(img, *frame.at("D1"), 6)[(30, 30, 40)] > 10  # the cross, in ink


def test_twelve_players_never_overlap(table) -> None:
    """No two markers touch, every letter is written large enough for 690 pixels."""
    view = GAME.view(twelve_players_turn(table), None)
    frame, radius, _ = board_layout(view)  # type: ignore[misc]
    spots = [frame.at(p["position"]) for p in view["players"]]
    for i, a in enumerate(spots):
        for b in spots[i + 1:]:
            assert math.dist(a, b) > 2 * radius + 6
    assert font(1).size >= SMALLEST_TEXT  # no font is ever smaller
    left, top, right, bottom = font(SMALLEST_TEXT).getbbox("Hg")
    assert bottom - top >= 12


def test_a_big_town_is_cut_to_where_the_players_are(table) -> None:
    """On a 26 x 40 grid the board would be too small to read at 690 pixels: the picture
    shows the part round the players, at a readable size."""
    state = table.start({"anna": "C3", "boris": "D3", "chloé": "E6"}, map="grid:26x40")
    view = GAME.view(state, None)
    frame, radius, _ = board_layout(view)  # type: ignore[misc]
    assert frame.cell >= 56 and radius >= 15
    assert "Z40" not in frame.labels and {"C3", "D3", "E6"} <= set(frame.labels)
    assert image(picture(view)).width == WIDTH


def test_the_view_tells_the_last_turn_as_the_results_did(table) -> None:
    """The public view holds the last turn's moves and throws (the results post lists
    them); with fog only who hit whom, no place at all."""
    state = table.start({"J1": "C4", "J2": "E4", "J3": "A1", "J4": "A2"})
    out = table.play(state, [("J1", table.move("D4")), ("J2", table.move("D4")),
                             ("J3", table.throw("J4", 5))])
    last = GAME.view(out.state, None)["last_turn"]
    assert last["turn"] == 1 and {m["player"] for m in last["moves"]} == {"J1", "J2"}
    assert [(t["thrower"], t["target"], t["hit"]) for t in last["throws"]] == [
        ("J3", "J4", True)]
    fog = table.start({"J1": "C4", "J2": "E4", "J3": "A1", "J4": "A2"}, fog=True)
    out = table.play(fog, [("J1", table.move("D4")), ("J2", table.move("D4")),
                           ("J3", table.throw("J4", 5))])
    for viewer in (None, "J1", "J3"):
        last = GAME.view(out.state, viewer)["last_turn"]
        assert last == {"turn": 1, "hits": [{"thrower": "J3", "target": "J4", "point": True}]}
        assert not any(label in json.dumps(last) for label in ("C4", "D4", "E4", "A1", "A2"))
    assert "moves" in GAME.view(out.state, GM)["last_turn"]


def test_with_fog_a_player_sees_only_what_the_fog_shows(table) -> None:
    """[fog] no public picture; a player's picture draws their own surroundings and who hit
    whom, and is the same whatever happened out of their sight."""
    def played(far: str):  # type: ignore[no-untyped-def]
        state = table.start({"anna": "B2", "boris": "C2", "chloe": "E5"}, fog=True)
        orders = [("anna", table.throw("boris", 2))]
        if far:
            orders.append(("chloe", table.move(far)))
        return table.play(state, orders).state

    still, moved = played(""), played("E4")
    assert picture(GAME.view(still, None)) is None
    mine = picture(GAME.view(still, "anna"))
    assert mine is not None and mine == picture(GAME.view(moved, "anna"))
    assert picture(GAME.view(still, "chloe")) != picture(GAME.view(moved, "chloe"))


def test_the_opening_board_has_no_turn_signs(table) -> None:
    state = table.start({"anna": "B2", "boris": "C2"})
    view = GAME.view(state, None)
    assert "last_turn" not in view
    img = image(picture(view))
    frame = board_layout(view)[0]  # type: ignore[index]
    between = along(img, frame.at("B2"), frame.at("C2"), 0.4, 0.6)
    assert not set(between) & {colour_of(0), colour_of(1), MUD}


@pytest.mark.parametrize("players", [2, 26])
def test_from_two_to_twenty_six_players(table, players: int) -> None:
    """The game's whole range of players: one colour and shape each, all on the board."""
    from rules.mud.maps import load

    labels = load("grid:6x6").labels()[:players]
    names = [f"p{k}" for k in range(players)]
    state = table.start(dict(zip(names, labels, strict=True)), map="grid:6x6")
    view = GAME.view(state, None)
    img = image(picture(view))
    frame, radius, _ = board_layout(view)  # type: ignore[misc]
    for k, name in enumerate(names):
        x, y = frame.at(labels[k])
        assert colours_near(img, x, y - radius * 0.6, 1).most_common(1)[0][0] == colour_of(k), \
            name
