"""Every picture shows what happened (issue 22), pinned by golden PNGs that were looked at:
INDIXO's morning and final boards, the arena's round (the combats with their sums, who
left, the positions after the moves), a Russian highway table under Cyrillic column
letters; each title bar with the game's title and its kind. Beside each golden, the view
fields the picture draws from, and a check that changing a secret of the state changes
nothing in the public picture.

The goldens are tests/rules/golden/picture_*.png. After a meant change, look at the new
pictures, then regenerate them with:
    PICTURE_GOLDEN=update .venv/bin/python -m pytest tests/rules/test_picture_golden.py
"""

from __future__ import annotations

import copy
import io
import os
from pathlib import Path
from typing import Any

from PIL import Image

from rules.arena import GAME as ARENA
from rules.arena import picture as arena_picture
from rules.base import GM, JSON, PUBLIC
from rules.drawing import heading
from rules.highway import GAME as HIGHWAY
from rules.highway import cards
from rules.highway import picture as highway_picture
from rules.indixo import GAME as INDIXO
from rules.indixo import picture as indixo_picture
from rules.mud import GAME as MUD
from rules.mud import picture as mud_picture

GOLDEN = Path(__file__).parent / "golden"
EVERYONE_IN = {"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
               "emil": "Cour"}


def golden(name: str, data: bytes | None) -> None:
    assert data is not None and data.startswith(b"\x89PNG")
    assert len(data) < 40_000, f"{name}: keep the goldens small"
    path = GOLDEN / f"picture_{name}.png"
    if os.environ.get("PICTURE_GOLDEN") == "update" or not path.exists():
        path.write_bytes(data)
    assert path.read_bytes() == data, (
        f"{path.name} differs; look at the new picture, and if the change is meant "
        f"regenerate it with PICTURE_GOLDEN=update")


def titled(view: JSON, title: str, language: str) -> JSON:
    """The view as the bridge hands it to `picture` (bridge/publishing/publish.py picture_view)."""
    return {**view, "title": title, "language": language}


def title_pixels(data: bytes | None) -> bytes:
    assert data is not None
    return Image.open(io.BytesIO(data)).convert("RGB").crop((0, 0, 690, 44)).tobytes()


# --- INDIXO ----------------------------------------------------------------------------------


def morning_table(indixo: Any) -> Any:
    """Night 1: bea (the killer) kills ana with the Couteau in the Cuisine and inspects, so
    the morning names the weapon."""
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana", "weapon": "Couteau"}),
                                      ("inspect", {})]})
    return table


def test_indixo_morning_and_final_posts_carry_the_board(indixo) -> None:
    table = indixo()
    start = [n for n in table.notices if n.audience == PUBLIC]
    assert [(n.template, n.picture) for n in start] == [("house", True)]
    morning = table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana",
                                                          "weapon": "Couteau"})]})
    pictured = [(n.template, n.picture) for n in morning.notices if n.audience == PUBLIC]
    assert ("morning", True) in pictured
    assert all(not n.picture for n in morning.notices if n.audience != PUBLIC)
    for player in ("bea", "carl", "dina", "emil"):
        table.give(player, "vote", "votes", channel="topic", suspect="bea", weapon="Couteau",
                   room="Cuisine")
    table.close("votes")
    final = table.close("words")
    assert table.state["finished"]
    assert [(n.template, n.picture) for n in final.notices
            if n.template == "final"] == [("final", True)]


def test_indixo_morning_golden(indixo) -> None:
    table = morning_table(indixo)
    view = titled(INDIXO.view(table.state, None), "Meurtre au manoir", "fr")
    facts = indixo_picture.public_facts(view)
    assert facts["title"] == "Meurtre au manoir" and facts["phase"] == "day"
    assert facts["ghosts"] == ["ana"] and facts["deaths"] == {"ana": 1}
    assert facts["murder_weapons"] == {1: "Couteau"} and facts["destroyed"] == []
    assert facts["weapons"] == {} and facts["killer"] is None and facts["player_rooms"] == {}
    golden("indixo_morning", indixo_picture.picture(view))


def test_indixo_final_golden(indixo) -> None:
    """Night 1: bea kills ana with the Couteau and condemns the Cour (its Pelle goes
    elsewhere); day 1 the four living name bea, the Couteau and the Cuisine: the reveal."""
    table = indixo()
    table.night(EVERYONE_IN, {"bea": [("kill", {"victim": "ana", "weapon": "Couteau"}),
                                      ("condemn", {"room": "Cour"})]})
    assert table.state["condemned"] == ["Cour"]
    for player in ("bea", "carl", "dina", "emil"):
        table.give(player, "vote", "votes", channel="topic", suspect="bea", weapon="Couteau",
                   room="Cuisine")
    table.close("votes")
    table.close("words")
    view = titled(INDIXO.view(table.state, None), "Murder at the manor", "en")
    facts = indixo_picture.public_facts(view)
    assert facts["finished"] and facts["killer"] == "bea"
    assert facts["weapons"]["Couteau"] == "Cuisine" and facts["condemned"] == ["Cour"]
    assert facts["weapons"]["Pelle"] != "Cour" and facts["murder_weapons"] == {}
    assert facts["player_rooms"] == EVERYONE_IN
    golden("indixo_final", indixo_picture.picture(view))


def test_indixo_secrets_change_nothing(indixo) -> None:
    """Mid-game, the killer, where the weapons are, who is where tonight and what each has
    seen are secrets: changed, the public picture is the same bytes."""
    table = morning_table(indixo)
    public = indixo_picture.picture(titled(INDIXO.view(table.state, None), "T", "fr"))
    secret = copy.deepcopy(table.state)
    secret["killer"] = "carl"
    secret["weapon_rooms"] = {w: "Bain" for w in secret["weapon_rooms"]}
    secret["rooms_tonight"] = {p: "Chambre" for p in secret["alive"]}
    secret["last_rooms"] = {p: "Bain" for p in secret["last_rooms"]}
    secret["known"] = {}
    assert indixo_picture.picture(titled(INDIXO.view(secret, None), "T", "fr")) == public


# --- the arena -------------------------------------------------------------------------------


def arena_round_two() -> Any:
    """Round 1 of the picture tests (ana, the Loups' chief, and jon fall), then round 2: lou
    and max (Aigles) attack kim (Cerfs), who defends herself and falls; cid (Loups) shoots
    at ivy (Cerfs) from the centre, who shelters behind her shield with hal's, and cid
    leaves; dan moves from zone 1 to zone 2."""
    from tests.rules.test_arena_picture import round_one

    arena = round_one()
    arena.play({"cid": "je tire sur @ivy", "ivy": "bouclier sur moi",
                "hal": "bouclier sur @ivy", "lou": "j'attaque @kim", "max": "j'attaque @kim",
                "kim": "je me défends", "dan": "je vais en zone 2"},
               dice=[6, 6, 6, 1, 1, 1, 2, 2, 2, 2])
    return arena


def test_arena_round_golden() -> None:
    arena = arena_round_two()
    view = titled(ARENA.view(arena.state, None), "L'arène de Dole", "fr")
    last = view["history"][-1]
    assert last["round"] == 2
    assert [(c["kind"], c["defender"], [a["warrior"] for a in c["attackers"]],
             [(d["warrior"], d["role"]) for d in c["defenders"]], c["attack"]["score"],
             c["defence"]["score"], c["leaves"]) for c in last["combats"]] == [
        ("melee", "kim", ["lou", "max"], [("kim", "self")], 18, 9, "kim"),
        ("shooting", "ivy", ["cid"], [("hal", "helper"), ("ivy", "self")], 4, 8, "cid")]
    assert [(m["warrior"], m["from"], m["to"]) for m in last["moves"] if m["moved"]] == [
        ("dan", "1", "2")]
    assert not view["warriors"]["ana"]["in_arena"]  # the Loups' chief: her crown is lost
    layout = arena_picture.plan(view)
    assert layout is not None
    assert [c["id"] for c in layout.combats] == ["melee:kim", "shooting:ivy"]
    assert [m["warrior"] for m in layout.moves] == ["dan"]
    x0, y0, x1, y1 = layout.boxes["2"]
    assert x0 < layout.markers["dan"][0] < x1 and y0 < layout.markers["dan"][1] < y1
    assert layout.fights_top + 2 * arena_picture.FIGHT_ROW < min(b[1] for b in
                                                                layout.boxes.values())
    assert "ana" not in layout.markers and "kim" not in layout.markers
    golden("arena_round", arena_picture.picture(view))


def test_arena_pending_choices_change_nothing() -> None:
    """The arena's one secret, a round waiting for its defenders' choices (`pending`):
    changed, the public picture is the same bytes."""
    arena = arena_round_two()
    public = arena_picture.picture(ARENA.view(arena.state, None))
    secret = copy.deepcopy(arena.state)
    secret["pending"] = {"round": 3, "combats": [{"id": "melee:bob", "leaves": "bob"}]}
    assert arena_picture.picture(ARENA.view(secret, None)) == public


# --- the highway -----------------------------------------------------------------------------


def highway_table() -> JSON:
    from tests.rules.test_highway_picture import table

    return table(named=("D1", "A1", "B2"))


def test_highway_columns_as_the_text_writes_them() -> None:
    """A Russian game writes "Г4" (templates/highway/macros.ru.md.j2): the fourth column is
    "Г" in the picture too, and "D" in an English game."""
    state = highway_table()
    view = HIGHWAY.view(state, None)
    assert highway_picture.column_letters(titled(view, "Романтики", "ru"))[3] == "Г"
    assert highway_picture.column_letters(titled(view, "Romantics", "en"))[3] == "D"
    assert cards.in_russian("D4") == "Г4"
    assert highway_picture.column_letters(view) == cards.LATIN  # no language: canonical
    assert "Й" not in cards.CYRILLIC and len(cards.CYRILLIC) == len(cards.LATIN)
    russian = highway_picture.picture(titled(view, "Романтики", "ru"))
    english = highway_picture.picture(titled(view, "Романтики", "en"))
    header = (0, 44, 690, 44 + highway_picture.MARGIN + highway_picture.HEADER_H)
    grid = (0, header[3], 690, highway_picture.hands_top(view["rows"]))

    def crop(data: bytes, box: tuple[int, int, int, int]) -> bytes:
        return Image.open(io.BytesIO(data)).convert("RGB").crop(box).tobytes()

    assert crop(russian, header) != crop(english, header)
    assert crop(russian, grid) == crop(english, grid)


def test_highway_russian_golden() -> None:
    state = highway_table()
    view = titled(HIGHWAY.view(state, None), "Романтики с Лиговки", "ru")
    assert set(view["revealed"]) == {"D1", "A1", "B2"} and "field" not in view
    golden("highway_ru", highway_picture.picture(view))


def test_highway_secrets_change_nothing() -> None:
    """The cards under the cells not named, the bags, the salt: changed, the public picture
    is the same bytes."""
    state = highway_table()
    public = highway_picture.picture(titled(HIGHWAY.view(state, None), "R", "ru"))
    secret = copy.deepcopy(state)
    secret["field"] = [[n if cards.cell_name(c, r + 1) in state["named"] else 1
                        for c, n in enumerate(row)] for r, row in enumerate(state["field"])]
    secret["bags"] = {p: [3, 3] for p in state["players"]}
    secret["salt"] = "another"
    assert highway_picture.picture(titled(HIGHWAY.view(secret, None), "R", "ru")) == public


# --- every game ------------------------------------------------------------------------------


def test_every_title_bar_carries_the_title_and_the_kind() -> None:
    """The kind's names are the games' own; the bar shows the title as the GM named it and
    the kind in the reader's language, the kind alone without a title."""
    for game, module in ((MUD, mud_picture), (INDIXO, indixo_picture),
                         (ARENA, arena_picture), (HIGHWAY, highway_picture)):
        assert module.NAMES == dict(game.names), game.id
    assert heading({"title": " Dole ", "language": "en"}, arena_picture.NAMES) == (
        "Dole", "The clan arena")
    assert heading({}, highway_picture.NAMES) == ("", "Романтики с большой дороги")
    assert heading({"language": "de"}, mud_picture.NAMES) == ("", "Bataille de boue")
    view = ARENA.view(arena_round_two().state, None)
    plain = title_pixels(arena_picture.picture(view))
    named = title_pixels(arena_picture.picture(titled(view, "L'arène de Dole", "fr")))
    english = title_pixels(arena_picture.picture(titled(view, "L'arène de Dole", "en")))
    assert len({plain, named, english}) == 3


def test_a_players_view_draws_the_public_picture_with_its_title() -> None:
    """The arena is open: the GM's view draws the public picture, title and all."""
    arena = arena_round_two()
    public = arena_picture.picture(titled(ARENA.view(arena.state, None), "D", "fr"))
    assert arena_picture.picture(titled(ARENA.view(arena.state, GM), "D", "fr")) == public
