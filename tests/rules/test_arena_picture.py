"""The clan arena's picture (rules/arena/picture.py), from games played at the rules level: a
PNG at the forum's width, the title bar with the round fought, each warrior in the zone
they stand in with their clan's colour and shape, the zones a clan holds framed in its
colour, the clans as the legend, the fallen beneath, the same bytes for the same view, and
room for full clans in one zone without a marker over another.

"After each round: a clan holds a zone when it has at least one living warrior there and no
other clan has any." (shared/rules/arena.md, 5.4)
"""

from __future__ import annotations

import copy
import io
import math
from collections import Counter
from datetime import UTC, datetime
from typing import Any

from PIL import Image

from rules.arena import GAME
from rules.arena.picture import picture, plan
from rules.base import Accepted, Context, Enrolment, Submitted
from rules.chance import Chance
from rules.drawing import TITLE_BAR, WHITE, WIDTH, colour_of

Colour = tuple[int, int, int]
SENT = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
SPREAD = "attaque 3, défense 3, tir 3, bouclier 3"
CLANS = {"Loups": ["ana", "bob", "cid", "dan"], "Ours": ["eve", "fay", "gus"],
         "Cerfs": ["hal", "ivy", "jon", "kim"], "Aigles": ["lou", "max"]}


def ctx(speaker: str, channel: str = "topic", step: str = "") -> Context:
    return Context(speaker=speaker, channel=channel, language="fr", sent_at=SENT, post_id=1,
                   step=step)


class Arena:
    """One arena at the rules level: clans signed up in the topic, placed, rounds played."""

    def __init__(self, clans: dict[str, list[str]]) -> None:
        roll: dict[str, Any] = {}
        roster: dict[str, Any] = {}
        players: tuple[str, ...] = ()
        for clan, (chief, *members) in clans.items():
            for who, text in ((chief, f"je suis chef de guerre du clan des {clan}"),
                              *((m, f"je rejoins les {clan}") for m in members)):
                for said, channel in ((text, "topic"), (SPREAD, "desk")):
                    answer = GAME.enrol({"minimum": 0}, roll, ctx(who, channel), said, roster)
                    if isinstance(answer, Enrolment):
                        roll, players = answer.roll, answer.players
                        roster.update(answer.roster)
        self.state = GAME.setup({"minimum": 0}, list(players), Chance("s", "setup"), {},
                                roll).state

    def play(self, orders: dict[str, str], channel: str = "topic",
             dice: list[int] | None = None) -> None:
        key = GAME.steps(self.state)[0].key
        given: dict[str, Submitted] = {}
        for who, text in orders.items():
            reading = GAME.parse(self.state, ctx(who, channel, key), text)
            verdict = GAME.accept(self.state, ctx(who, channel, key), reading, given)  # type: ignore[arg-type]
            assert isinstance(verdict, Accepted), (who, text, verdict)
            given[verdict.actor] = Submitted(verdict.order, SENT, 1, who)
        self.state = GAME.resolve(self.state, key, {key: given}, Chance("s", key, dice or [])).state


def round_one() -> Arena:
    """Four clans placed; round 1: eve and fay (Ours) attack ana (Loups) in zone 1 and she
    falls; lou and max (Aigles) attack jon (Cerfs) in zone 4 and he falls; bob and cid take
    the centre: the Loups hold C, the Cerfs zone 3."""
    arena = Arena(CLANS)
    arena.play({"ana": "tous en zone 1", "eve": "tous en zone 1",
                "hal": "moi et @ivy zone 3, @jon et @kim zone 4", "lou": "tous en zone 4"},
               channel="desk")
    arena.play({"eve": "j'attaque @ana", "fay": "j'attaque @ana", "ana": "je me défends",
                "bob": "je vais au centre", "lou": "j'attaque @jon", "max": "j'attaque @jon",
                "cid": "je vais au centre"}, dice=[6, 6, 1, 6, 6])
    return arena


def image(data: bytes | None) -> Image.Image:
    assert data is not None
    return Image.open(io.BytesIO(data)).convert("RGB")


def colours_in(img: Image.Image, box: tuple[float, float, float, float]) -> Counter[Colour]:
    raw = img.crop(tuple(round(v) for v in box)).tobytes()  # type: ignore[arg-type]
    return Counter(zip(raw[0::3], raw[1::3], raw[2::3], strict=True))


def test_a_png_at_the_forums_width_and_small() -> None:
    data = picture(GAME.view(round_one().state, None))
    assert data is not None and data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = Image.open(io.BytesIO(data)).size
    assert width == WIDTH == 690 and 400 <= height <= 1000
    assert len(data) < 60_000


def test_same_view_same_bytes() -> None:
    view = GAME.view(round_one().state, None)
    assert picture(view) == picture(copy.deepcopy(view))
    assert picture(view) == picture(GAME.view(round_one().state, None))


def test_the_title_bar_tells_the_round_fought() -> None:
    placed = Arena(CLANS)
    placed.play({"ana": "tous en zone 1", "eve": "tous en zone 2", "hal": "tous en zone 3",
                 "lou": "tous en zone 4"}, channel="desk")
    before = image(picture(GAME.view(placed.state, None)))
    after = image(picture(GAME.view(round_one().state, None)))
    assert colours_in(before, (0, 0, 300, 44))[WHITE] > 20
    assert colours_in(before, (0, 0, 10, 44))[TITLE_BAR] > 0
    assert before.crop((0, 0, 300, 44)).tobytes() == after.crop((0, 0, 300, 44)).tobytes()
    assert before.crop((WIDTH - 90, 0, WIDTH, 44)).tobytes() != after.crop(
        (WIDTH - 90, 0, WIDTH, 44)).tobytes()


def test_each_warrior_in_their_clans_colour_in_their_zone() -> None:
    arena = round_one()
    view = GAME.view(arena.state, None)
    img = image(picture(view))
    layout = plan(view)
    assert layout is not None
    clans = [c["name"] for c in view["clans"]]
    standing = [n for n, w in view["warriors"].items() if w["in_arena"]]
    assert set(layout.markers) == set(standing) and "ana" not in layout.markers
    for name in standing:
        x, y = layout.markers[name]
        zone = view["warriors"][name]["zone"]
        x0, y0, x1, y1 = layout.boxes[zone]
        assert x0 < x < x1 and y0 < y < y1, name
        colour = colour_of(clans.index(view["warriors"][name]["clan"]))
        assert colours_in(img, (x - 2, y - 11, x + 3, y - 8)).most_common(1)[0][0] == colour


def test_a_held_zone_is_framed_in_its_clans_colour() -> None:
    """The Loups hold C, the Cerfs zone 3; zone 1 (Loups and Ours) and zone 2 (empty) are
    held by nobody."""
    view = GAME.view(round_one().state, None)
    img = image(picture(view))
    layout = plan(view)
    assert layout is not None
    assert layout.held == {"C": "Loups", "3": "Cerfs"}
    for zone, (x0, y0, _x1, y1) in layout.boxes.items():
        edge = colours_in(img, (x0, (y0 + y1) / 2 - 3, x0 + 4, (y0 + y1) / 2 + 3))
        holder = layout.held.get(zone)
        if holder is None:
            assert colour_of(0) not in edge and colour_of(2) not in edge, zone
        else:
            assert edge.most_common(1)[0][0] == colour_of(list(CLANS).index(holder)), zone


def test_the_fallen_are_listed_with_their_round() -> None:
    layout = plan(GAME.view(round_one().state, None))
    assert layout is not None and layout.fallen == ["✝  ⚔1 ana, jon"]


def test_full_clans_in_one_zone_do_not_overlap() -> None:
    """Four clans of nine, all in zone 1: every marker inside the zone, none on another."""
    clans = {clan: [f"{clan[:2].lower()}{k}" for k in range(9)]
             for clan in ("Loups", "Ours", "Cerfs", "Aigles")}
    arena = Arena(clans)
    arena.play({members[0]: "tous en zone 1" for members in clans.values()}, channel="desk")
    view = GAME.view(arena.state, None)
    layout = plan(view)
    assert layout is not None and len(layout.markers) == 36
    x0, y0, x1, y1 = layout.boxes["1"]
    spots = list(layout.markers.values())
    for i, (x, y) in enumerate(spots):
        assert x0 + 14 <= x <= x1 - 14 and y0 + 14 <= y <= y1 - 14
        for other in spots[i + 1:]:
            assert math.dist((x, y), other) >= 32
    assert image(picture(view)).size[0] == WIDTH
