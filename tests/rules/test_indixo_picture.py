"""INDIXO's house picture (rules/indixo/picture.py), from games played at the rules level: a PNG
at the forum's width, the title bar with the night or the day, the rooms and doors, condemned
rooms, destroyed weapons, the weapons only while their places are public, each player in a
colour of their own, the same bytes for the same view, and never a secret: "The killer's
identity, room choices, actions and the weapon's whereabouts (beyond what the rules announce)
never appear in a public post, in the status page, or in another player's private message."
(shared/rules/indixo.md, Secrecy)
"""

from __future__ import annotations

import copy
import io
from collections import Counter
from typing import Any

from PIL import Image

from rules.base import GM
from rules.drawing import TITLE_BAR, VERMILLION, WHITE, WIDTH, colour_of
from rules.indixo import GAME
from rules.indixo import state as st
from rules.indixo.picture import picture, plan, public_facts
from rules.lettering import SMALLEST_TEXT, font

Colour = tuple[int, int, int]
EVERYONE_IN = {"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
               "emil": "Cour"}
NINE = ["ana", "bea", "carl", "dina", "emil", "fred", "gael", "hugo", "ines"]


def image(data: bytes | None) -> Image.Image:
    assert data is not None
    return Image.open(io.BytesIO(data)).convert("RGB")


def colours_in(img: Image.Image, box: tuple[float, float, float, float]) -> Counter[Colour]:
    raw = img.crop(tuple(round(v) for v in box)).tobytes()  # type: ignore[arg-type]
    return Counter(zip(raw[0::3], raw[1::3], raw[2::3], strict=True))


def views(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Every view of the game: the public's, the GM's, each player's."""
    return [GAME.view(state, None), GAME.view(state, GM),
            *(GAME.view(state, p) for p in state["players"])]


def test_a_png_at_the_forums_width_and_small(indixo) -> None:
    table = indixo(players=NINE, house=False,
                   start=dict(zip(st.THEME_WEAPONS, st.THEME_ROOMS, strict=True)))
    data = picture(GAME.view(table.state, None))
    assert data is not None and data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = Image.open(io.BytesIO(data)).size
    assert width == WIDTH == 690 and 400 <= height <= 1000
    assert len(data) < 60_000


def test_same_view_same_bytes(indixo) -> None:
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana", "weapon": "Couteau"})]})
    view = GAME.view(table.state, None)
    assert picture(view) == picture(copy.deepcopy(view))


def test_the_title_bar_tells_the_night_or_the_day(indixo) -> None:
    """The moon and the night's number, then the sun and the day's: the bar's right part
    changes, its left (the game's name) does not."""
    table = indixo()
    night = image(picture(GAME.view(table.state, None)))
    table.night(EVERYONE_IN, {})
    day = image(picture(GAME.view(table.state, None)))
    assert colours_in(night, (0, 0, 200, 44))[WHITE] > 20
    assert colours_in(night, (0, 0, 44, 44))[TITLE_BAR] > 0
    assert night.crop((0, 0, 300, 44)).tobytes() == day.crop((0, 0, 300, 44)).tobytes()
    assert night.crop((WIDTH - 100, 0, WIDTH, 44)).tobytes() != day.crop(
        (WIDTH - 100, 0, WIDTH, 44)).tobytes()


def test_every_view_draws_the_public_picture(indixo) -> None:
    """The GM's view holds where every weapon lies and who the killer is; a player's holds
    their role and room: the picture of each is the public one, night after night."""
    table = indixo()
    table.rooms(EVERYONE_IN)
    for view in views(table.state):
        assert picture(view) == picture(GAME.view(table.state, None))
    table.act("emil", "move", weapon="Pelle", to="Bain")
    table.act("bea", "kill", victim="ana", weapon="Couteau")
    table.close("actions")
    assert table.state["weapon_rooms"]["Pelle"] == "Bain"  # a secret now
    public = picture(GAME.view(table.state, None))
    for view in views(table.state):
        assert picture(view) == public


def test_two_games_that_differ_in_secrets_draw_the_same_picture(indixo) -> None:
    """Another killer, and a weapon moved in secret in one game and not in the other: the
    morning tells the same, so the pictures are the same bytes."""
    quiet = indixo(killer="bea")
    busy = indixo(killer="carl")
    assert picture(GAME.view(quiet.state, None)) == picture(GAME.view(busy.state, None))
    quiet.night(EVERYONE_IN, {})
    busy.night(EVERYONE_IN, {"emil": [("move", {"weapon": "Pelle", "to": "Bain"})],
                             "carl": [("inspect", {})]})
    assert quiet.state["weapon_rooms"] != busy.state["weapon_rooms"]
    assert picture(GAME.view(quiet.state, None)) == picture(GAME.view(busy.state, None))
    assert picture(GAME.view(quiet.state, GM)) == picture(GAME.view(busy.state, GM))


def test_the_weapons_places_only_while_public(indixo) -> None:
    """The start is public until the first morning; then nobody knows where the weapons
    are, until the end reveals everything."""
    table = indixo()
    assert public_facts(GAME.view(table.state, None))["weapons"]["Couteau"] == "Cuisine"
    table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana", "weapon": "Couteau"})]})
    assert public_facts(GAME.view(table.state, GM))["weapons"] == {}
    for player in ("bea", "carl", "dina", "emil"):
        table.give(player, "vote", "votes", channel="topic", suspect="bea", weapon="Couteau",
                   room="Cuisine")
    table.close("votes")
    table.close("words")
    assert table.state["finished"] and table.state["winner"] == "innocents"
    facts = public_facts(GAME.view(table.state, None))
    assert facts["weapons"]["Couteau"] == "Cuisine" and facts["killer"] == "bea"
    assert facts["player_rooms"]["carl"] == "Salon"
    layout = plan(GAME.view(table.state, None))
    assert layout is not None
    x0, y0, x1, y1 = layout.boxes["Salon"]
    assert x0 < layout.in_rooms["carl"][0] < x1 and y0 < layout.in_rooms["carl"][1] < y1


def test_a_condemned_room_is_framed_and_crossed_in_vermillion(indixo) -> None:
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana", "weapon": "Couteau"}),
                                      ("condemn", {"room": "Cour"})]})
    assert table.state["condemned"] == ["Cour"]
    view = GAME.view(table.state, None)
    img = image(picture(view))
    layout = plan(view)
    assert layout is not None
    for room in table.state["rooms"]:
        x0, y0, x1, y1 = layout.boxes[room]
        border = colours_in(img, (x0, y0 + 12, x0 + 3, y0 + 20))
        assert (border[VERMILLION] > 10) is (room == "Cour"), room


def test_each_player_in_their_colour_a_ghost_hollow(indixo) -> None:
    """The roster is the legend: each player's marker in their colour, ana (dead on the
    first night) hollow, in her colour's ring."""
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana", "weapon": "Couteau"})]})
    view = GAME.view(table.state, None)
    img = image(picture(view))
    layout = plan(view)
    assert layout is not None
    for i, name in enumerate(table.state["players"]):
        x, y = layout.roster[name]
        inside = colours_in(img, (x - 3, y - 9, x + 3, y - 7))
        ring = colours_in(img, (x - 1, y - 14, x + 1, y - 11))
        if name == "ana":
            assert ring[colour_of(i)] > 0 and inside[colour_of(i)] == 0
        else:
            assert inside.most_common(1)[0][0] == colour_of(i), name


def test_destroyed_weapons_are_listed_beneath(indixo) -> None:
    """The killer destroys the Couteau in the Cuisine: a footer lists it, in ink and
    vermillion (its crossed blade)."""
    quiet, table = indixo(), indixo()
    quiet.night(EVERYONE_IN, {})
    table.night(EVERYONE_IN, {"bea": [("destroy", {"weapon": "Couteau"})]})
    assert table.state["destroyed"] == ["Couteau"]
    before, after = plan(GAME.view(quiet.state, None)), plan(GAME.view(table.state, None))
    assert before is not None and after is not None and after.height == before.height + 30
    img = image(picture(GAME.view(table.state, None)))
    footer = colours_in(img, (0, after.footer, WIDTH, after.height))
    assert footer[VERMILLION] > 10 and footer[(30, 30, 40)] > 10


def test_the_house_plan_puts_doors_between_neighbours(indixo) -> None:
    """The theme's nine rooms: most doors join rooms side by side, none passes under a
    third room; letters are large enough for 690 pixels."""
    from rules.indixo.picture import layout

    rooms = tuple(st.THEME_ROOMS)
    doors = tuple((a, b) for a, b in st.THEME_DOORS)
    columns, place = layout(rooms, doors)
    assert columns == 3 and len(set(place.values())) == 9
    for a, b in doors:
        (c1, r1), (c2, r2) = place[a], place[b]
        assert max(abs(c1 - c2), abs(r1 - r2)) == 1, (a, b)
    assert font(SMALLEST_TEXT).getbbox("Hg")[3] - font(SMALLEST_TEXT).getbbox("Hg")[1] >= 12
