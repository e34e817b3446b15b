"""Issue 21, INDIXO houses: how many players a house allows, said at creation; the rooms and
weapons in play (and those left out) said at the start; a name left out answered as "not in
play this game". The rule (shared/rules/indixo.md, Set-up): "As many rooms and weapons as
players", "5 players or more", and for the original theme "with fewer players the first N
are used, with more the GM adds names"."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import pytest

from bridge.texts import Texts
from rules.base import GM, PUBLIC, Context, Rejection, SetupRefused
from rules.chance import Chance
from rules.indixo import GAME

TEXTS = Texts()
LANGS = GAME.languages
INFO = {"id": 7, "title": "Meurtre au manoir", "kind": "indixo", "gm": "maxime"}
README_HOUSE = {"rooms": "Cuisine, Salon, Chambre, Cour, Bain",
                "weapons": "Couteau, Oreiller, Chaise, Pelle, Seau",
                "doors": "Cuisine - Salon, Salon - Chambre, Chambre - Cour, Cour - Bain, "
                         "Bain - Cuisine"}
"""The house of README.md's INDIXO example."""
CELLAR_HOUSE = {"rooms": "Cuisine, Salon, Chambre, Cour, Bain, Cave",
                "weapons": "Couteau, Oreiller, Chaise, Pelle, Seau, Hache",
                "doors": "Cuisine - Salon, Salon - Chambre, Chambre - Cour, Cour - Bain, "
                         "Bain - Cave"}
"""Six rooms and six weapons: five players use the first five, the cellar and the axe are
left out."""
PLAYERS = ["ana", "bea", "carl", "dina", "emil"]
OPENED = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def _topic(lang: str, settings: dict[str, Any]) -> str:
    """The game topic as the bridge posts it at creation (bridge/intake/service.py create_game)."""
    merged = {**GAME.defaults, "review": "gm", "remind": 0, **settings}
    return TEXTS.render("bridge", "game_topic", lang, "Europe/Paris", game=INFO,
                        name="INDIXO", settings=merged, rules="indixo", calendar=None,
                        live=False, min_players=GAME.min_players,
                        max_players=GAME.max_players, allowed=GAME.player_counts(merged))


def _render(template: str, lang: str, state: dict[str, Any], viewer: str | None,
            **params: Any) -> str:
    return TEXTS.render("indixo", template, lang, "Europe/Paris", game=INFO,
                        view=GAME.view(state, viewer), **params)


def _read(state: dict[str, Any], player: str, text: str, key: str) -> Any:
    return GAME.parse(state, Context(player, "desk", "fr", OPENED, 1, key), text)


def _refused(rejection: Rejection, state: dict[str, Any], player: str, lang: str) -> str:
    return TEXTS.render("bridge", "order_refused", lang, "Europe/Paris", game=INFO,
                        code=rejection.code, params=rejection.params,
                        view=GAME.view(state, player), step=1, key="night-1-rooms")


# --- how many players a house allows --------------------------------------------------------------


def test_a_house_allows_as_many_players_as_its_rooms_and_weapons() -> None:
    """"As many rooms and weapons as players", "5 players or more": the theme's nine rooms
    and weapons allow 5 to 9, README's five-room house exactly 5, six rooms and six weapons 5
    or 6 (the first five rooms still connect)."""
    assert GAME.player_counts({}) == [5, 6, 7, 8, 9]
    assert GAME.player_counts(README_HOUSE) == [5]
    assert GAME.player_counts(CELLAR_HOUSE) == [5, 6]
    assert GAME.player_counts({"rooms": README_HOUSE["rooms"],  # the theme's weapons: 5
                               "doors": README_HOUSE["doors"]}) == [5]
    nine = "A, B, C, D, E, F, G, H, I"  # every door through the last room: only 9 play
    assert GAME.player_counts({"rooms": nine, "weapons": nine,
                               "doors": "A - I, B - I, C - I, D - I, E - I, F - I, G - I, "
                                        "H - I"}) == [9]


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_topic_says_how_many_players_the_house_allows_and_why(lang: str) -> None:
    """README's example said "5 à 20 joueurs" and refused to start with 6: the topic now says
    exactly 5, and why (the rule linking rooms, weapons and players)."""
    text = _topic(lang, README_HOUSE)
    assert {"fr": "exactement 5 joueurs", "en": "exactly 5 players",
            "ru": "ровно 5 игроков"}[lang] in text, text
    assert not re.search(r"\b5\D{1,4}20\b", text), text  # never "5 à 20"
    assert {"fr": "autant de pièces et d'armes que de joueurs",
            "en": "as many rooms and weapons as players",
            "ru": "комнат и оружия столько же, сколько игроков"}[lang] in text, text
    theme = _topic(lang, {})
    assert {"fr": "de 5 à 9 joueurs", "en": "5 to 9 players",
            "ru": "от 5 до 9 игроков"}[lang] in theme, theme
    assert not re.search(r"\b5\D{1,4}20\b", theme), theme


@pytest.mark.parametrize("lang", LANGS)
def test_a_house_no_number_of_players_can_play_is_refused_at_creation(lang: str) -> None:
    """Four rooms: 5 players or more need 5 rooms at least; said in words at creation."""
    rejection = GAME.check_settings({"rooms": "A, B, C, D", "weapons": "W, X, Y, Z",
                                     "doors": "A - B, B - C, C - D"})
    assert rejection is not None and rejection.code == "house_below_minimum"
    text = TEXTS.render("bridge", "create_refused", lang, "UTC", code=rejection.code,
                        games=["indixo"], params=rejection.params, kind="indixo")
    assert "house_below_minimum" not in text and "4" in text and "5" in text, text
    uneven = GAME.check_settings({"rooms": "A, B, C, D, E, F", "weapons": "1, 2, 3, 4, 5",
                                  "doors": "A - F, B - F, C - F, D - F, E - F"})
    assert uneven is not None and uneven.code == "house_never_connected", uneven
    assert GAME.check_settings(README_HOUSE) is None
    assert GAME.check_settings(CELLAR_HOUSE) is None


# --- the start: what is in play, what is left out ------------------------------------------------


def test_the_start_names_the_rooms_and_weapons_left_out() -> None:
    """Six rooms for five players: the cellar and the axe are left out, and both the public
    house post and the GM's note say so (never silently)."""
    out = GAME.setup(CELLAR_HOUSE, PLAYERS, Chance("x", "setup"), {"killer": "bea"})
    assert out.state["rooms"] == ["Cuisine", "Salon", "Chambre", "Cour", "Bain"]
    left = {"rooms": ["Cave"], "weapons": ["Hache"]}
    assert out.state["left_out"] == left
    house = next(n for n in out.notices if n.audience == PUBLIC and n.template == "house")
    note = next(n for n in out.notices if n.audience == GM and n.template == "gm_setup")
    assert house.params == {"left_out": left} and note.params["left_out"] == left
    exact = GAME.setup(README_HOUSE, PLAYERS, Chance("x", "setup"), {"killer": "bea"})
    assert exact.state["left_out"] == {"rooms": [], "weapons": []}
    assert all("left_out" not in n.params for n in exact.notices)


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_posts_say_what_is_in_play_and_what_is_left_out(lang: str) -> None:
    out = GAME.setup(CELLAR_HOUSE, PLAYERS, Chance("x", "setup"), {"killer": "bea"})
    house = next(n for n in out.notices if n.template == "house")
    note = next(n for n in out.notices if n.template == "gm_setup")
    public = _render("house", lang, out.state, None, **house.params)
    private = _render("gm_setup", lang, out.state, GM, **note.params)
    for text in (public, private):
        assert "Cave" in text and "Hache" in text, text
    assert {"fr": "Hors jeu dans cette partie", "en": "Not in play this game",
            "ru": "В этой игре не участвуют"}[lang] in public, public
    for name in ("Cuisine", "Salon", "Chambre", "Cour", "Bain", "Couteau", "Oreiller",
                 "Chaise", "Pelle", "Seau"):
        assert name in private, (name, private)
    plain = GAME.setup(README_HOUSE, PLAYERS, Chance("x", "setup"), {"killer": "bea"})
    text = _render("house", lang, plain.state, None)
    assert {"fr": "Hors jeu", "en": "Not in play", "ru": "не участвуют"}[lang] not in text


def test_a_start_with_more_players_than_the_house_allows_is_refused_with_the_reason() -> None:
    """Six players in README's five-room house: refused, never a room invented or dropped."""
    with pytest.raises(SetupRefused, match="house_too_small"):
        GAME.setup(README_HOUSE, [*PLAYERS, "fred"], Chance("x", "setup"), {})


# --- a name left out of play ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_room_left_out_is_answered_as_not_in_play(lang: str) -> None:
    """"je vais dans la cave" when the cellar is left out: not "unknown room"."""
    state = GAME.setup(CELLAR_HOUSE, PLAYERS, Chance("x", "setup"), {"killer": "bea"}).state
    for text in ("je vais dans la cave", "I go to the Cave"):
        rejection = _read(state, "ana", text, "night-1-rooms")
        assert isinstance(rejection, Rejection) and rejection.params.get("not_in_play") == "Cave"
        said = _refused(rejection, state, "ana", lang)
        assert "Cave" in said and {"fr": "n'est pas en jeu dans cette partie",
                                   "en": "is not in play this game",
                                   "ru": "в этой игре не участвует"}[lang] in said, said
        assert {"fr": "je ne connais pas", "en": "I do not know",
                "ru": "я не знаю"}[lang] not in said, said
    unknown = _read(state, "ana", "je vais dans le grenier", "night-1-rooms")
    assert isinstance(unknown, Rejection) and "not_in_play" not in unknown.params
    assert {"fr": "je ne connais pas", "en": "I do not know",
            "ru": "я не знаю"}[lang] in _refused(unknown, state, "ana", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_theme_room_left_out_is_not_read_as_a_room_in_play(lang: str) -> None:
    """Five players on the theme: "la salle de jeux" is left out, not read as the "salle à
    manger"; a weapon left out is answered the same way."""
    state = GAME.setup({}, PLAYERS, Chance("x", "setup"), {"killer": "bea"}).state
    room = _read(state, "ana", "je vais dans la salle de jeux", "night-1-rooms")
    assert isinstance(room, Rejection) and room.params.get("not_in_play") == "Salle de jeux"
    state = {**state, "stage": "actions",
             "rooms_tonight": {p: "Cuisine" for p in PLAYERS}}
    weapon = _read(state, "ana", "je détruis la queue de billard", "night-1-actions")
    assert isinstance(weapon, Rejection) and weapon.code == "unknown_weapon"
    assert weapon.params.get("not_in_play") == "Queue de billard", weapon
    said = _refused(weapon, state, "ana", lang)
    assert "Queue de billard" in said and {"fr": "pas en jeu", "en": "not in play",
                                           "ru": "не участвует"}[lang] in said, said
