"""Every game declares its settings once (`rules.base.Setting`): its `defaults` and `aliases`
are derived from that one list and are exactly what they were before the list existed, and
every setting, the bridge's own included, is described in French, English and Russian for the
GM's help (`<game>-setting-<name>`, `setting-<name>`)."""

from __future__ import annotations

from typing import Any

import pytest

from bridge.catalogs import Catalogs, setting_message
from bridge.handlers.creation import BRIDGE_SETTINGS, EVERY_GAME
from rules.arena import GAME as ARENA
from rules.arena import state as arena_state
from rules.base import Game, Setting, aliases_of, defaults_of
from rules.highway import GAME as HIGHWAY
from rules.highway import state as highway_state
from rules.indixo import GAME as INDIXO
from rules.indixo import state as indixo_state
from rules.mud import GAME as MUD
from rules.mud import state as mud_state

GAMES: dict[str, Game] = {"mud": MUD, "indixo": INDIXO, "arena": ARENA, "highway": HIGHWAY}
LANGUAGES = ("fr", "en", "ru")

# --- the values before the settings were declared (written out, not derived) -------------

OLD_DEFAULTS: dict[str, dict[str, Any]] = {
    "mud": {"map": "grid:5x5", "turns": 10, "schedule": "0 22 2-30/2 * *",
            "timezone": "Europe/Paris", "fog": False, "gang_hits_dodgers": True},
    "indixo": {"rooms": "", "doors": "", "weapons": "", "room_hours": 12, "night_hours": 24,
               "switch_minutes": 60, "redistribute_minutes": 120, "chief_minutes": 120,
               "last_words_minutes": 120, "stop_hours": 48, "night_posts": "warn",
               "timezone": "Europe/Paris"},
    "arena": {"budget": 12, "minimum": 1, "maximum": 6,
              "map": {"zones": ["1", "2", "3", "4", "C"],
                      "borders": [["1", "2"], ["2", "3"], ["3", "4"], ["4", "1"],
                                  ["1", "C"], ["2", "C"], ["3", "C"], ["4", "C"]],
                      "centre": "C", "start": ["1", "2", "3", "4"]},
              "max_chiefs": 4, "max_clan": 9, "schedule": "0 22 * * *",
              "timezone": "Europe/Paris", "always_count_defender": False, "tie": "nobody",
              "choice_minutes": 120, "placement_hours": 24},
    "highway": {"prize_fund": 1000, "reply_window_minutes": 10, "source": "bot",
                "silence_agrees": True, "pause_after": 3},
}

OLD_ALIASES: dict[str, dict[str, str]] = {
    "mud": {"carte": "map", "tours": "turns", "карта": "map", "ходы": "turns", "ходов": "turns",
            "туман": "fog"},
    "indixo": {"pieces": "rooms", "salles": "rooms", "portes": "doors", "armes": "weapons",
               "комнаты": "rooms", "двери": "doors", "оружие": "weapons"},
    "arena": {"min": "minimum", "max": "maximum", "carte": "map", "chefs": "max_chiefs",
              "clan": "max_clan", "guerriers": "max_clan", "egalite": "tie", "égalité": "tie",
              "choix": "choice_minutes", "placement": "placement_hours",
              "бюджет": "budget", "минимум": "minimum", "максимум": "maximum", "карта": "map",
              "вожди": "max_chiefs", "вождей": "max_chiefs", "воины": "max_clan",
              "ничья": "tie", "выбор": "choice_minutes", "расстановка": "placement_hours",
              "расписание": "schedule",
              # the roster's fields, for the GM's `registre` (not settings)
              "attaque": "attack", "défense": "defence", "defense": "defence",
              "tir": "shooting", "bouclier": "shield", "атака": "attack",
              "нападение": "attack", "защита": "defence", "оборона": "defence",
              "стрельба": "shooting", "меткость": "shooting", "щит": "shield",
              "blessures": "lost", "blessure": "lost", "perdu": "lost", "perdus": "lost",
              "pertes": "lost", "wounds": "lost", "wound": "lost", "раны": "lost",
              "увечья": "lost", "потери": "lost"},
    "highway": {"фонд": "prize_fund", "призовой_фонд": "prize_fund", "fund": "prize_fund",
                "окно": "reply_window_minutes", "window": "reply_window_minutes",
                "минуты": "reply_window_minutes", "источник": "source", "кубики": "source",
                "молчание": "silence_agrees", "silence": "silence_agrees",
                "пауза": "pause_after", "pause": "pause_after"},
}

BRIDGE_DESCRIBED = ("review", "remind", "pause_after", "language", "seed")
"""The bridge's own settings the GM's help describes."""


@pytest.fixture(scope="module")
def catalogs() -> Catalogs:
    return Catalogs()


# --- one list, and the same values as before ----------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_settings_are_one_tuple_of_setting(game_id: str) -> None:
    """`settings` is a tuple of `Setting`, each name once, no alias twice nor a setting's
    name."""
    settings = GAMES[game_id].settings
    assert isinstance(settings, tuple) and settings
    assert all(isinstance(setting, Setting) for setting in settings)
    names = [setting.name for setting in settings]
    assert len(names) == len(set(names))
    aliases = [alias for setting in settings for alias in setting.aliases]
    assert len(aliases) == len(set(aliases))
    assert not set(aliases) & set(names)


@pytest.mark.parametrize("game_id", GAMES)
def test_defaults_are_derived_and_unchanged(game_id: str) -> None:
    """`defaults` is `defaults_of(settings)`, equal to the defaults of before, in their
    order."""
    game = GAMES[game_id]
    assert dict(game.defaults) == dict(defaults_of(game.settings))
    assert dict(game.defaults) == OLD_DEFAULTS[game_id]
    assert list(game.defaults) == list(OLD_DEFAULTS[game_id])


@pytest.mark.parametrize("game_id", ["mud", "indixo", "highway"])
def test_aliases_are_derived_and_unchanged(game_id: str) -> None:
    """`aliases` is `aliases_of(settings)`, equal to the aliases of before."""
    game = GAMES[game_id]
    assert dict(game.aliases) == dict(aliases_of(game.settings))
    assert dict(game.aliases) == OLD_ALIASES[game_id]


def test_arena_aliases_add_the_roster_fields_to_the_settings_ones() -> None:
    """The arena's aliases are its settings' (`aliases_of`) plus the roster's fields' names
    (characteristics and wounds, for `registre`), the same as before."""
    derived = dict(aliases_of(ARENA.settings))
    assert dict(ARENA.aliases) == OLD_ALIASES["arena"]
    assert derived.items() <= dict(ARENA.aliases).items()
    rest = {alias: name for alias, name in ARENA.aliases.items() if alias not in derived}
    assert set(rest.values()) == set(ARENA.roster_fields)
    assert not set(rest.values()) & set(ARENA.defaults)


def test_state_modules_keep_their_defaults_from_the_same_list() -> None:
    """The state modules' DEFAULTS are read from SETTINGS; highway's leaves out the bridge's
    `pause_after`, which the state never kept."""
    assert mud_state.DEFAULTS == dict(defaults_of(mud_state.SETTINGS))
    assert indixo_state.DEFAULTS == dict(defaults_of(indixo_state.SETTINGS))
    assert arena_state.DEFAULTS == dict(defaults_of(arena_state.SETTINGS))
    assert highway_state.DEFAULTS == {"prize_fund": 1000, "reply_window_minutes": 10,
                                      "source": "bot", "silence_agrees": True}
    state = highway_state.new_state(dict(HIGHWAY.defaults), ["ivan", "olga", "leo", "marina"],
                                    None, "salt")
    assert "pause_after" not in state["settings"]
    assert HIGHWAY.defaults["pause_after"] == highway_state.IDLE_TURNS


@pytest.mark.parametrize("game_id", GAMES)
def test_defaults_pass_the_games_own_check(game_id: str) -> None:
    """The declared defaults are settings the game accepts."""
    game = GAMES[game_id]
    assert game.check_settings(dict(game.defaults)) is None


# --- descriptions ---------------------------------------------------------------------------


def _described(catalogs: Catalogs, lang: str, message_id: str) -> str:
    """The message in `lang` itself (no fallback to another language), said."""
    bundle = catalogs.bundle(lang)
    assert bundle is not None and bundle.has_message(message_id), (lang, message_id)
    text = catalogs.say(lang, message_id)
    assert text.strip() and "{" not in text, (lang, message_id, text)
    return text


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_setting_is_described_in_fr_en_ru(catalogs: Catalogs, game_id: str) -> None:
    """`<game>-setting-<name>` in French, English and Russian, each its own sentence."""
    for setting in GAMES[game_id].settings:
        message_id = setting_message(game_id, setting.name)
        assert message_id == f"{game_id}-setting-{setting.name.replace('_', '-')}"
        said = {lang: _described(catalogs, lang, message_id) for lang in LANGUAGES}
        assert len(set(said.values())) == len(LANGUAGES), (message_id, said)


def test_mud_description_id_example() -> None:
    """The id of the brief's example."""
    assert setting_message("mud", "gang_hits_dodgers") == "mud-setting-gang-hits-dodgers"
    assert setting_message("bridge", "pause_after") == "setting-pause-after"


def test_bridge_settings_are_described_in_fr_en_ru(catalogs: Catalogs) -> None:
    """`setting-<name>` for every setting of the bridge's own: review, remind, pause_after,
    language and seed."""
    assert set(BRIDGE_SETTINGS) <= set(BRIDGE_DESCRIBED)
    assert {setting.name for setting in EVERY_GAME} == set(BRIDGE_DESCRIBED)
    for name in BRIDGE_DESCRIBED:
        message_id = setting_message("bridge", name)
        said = {lang: _described(catalogs, lang, message_id) for lang in LANGUAGES}
        assert len(set(said.values())) == len(LANGUAGES), (message_id, said)


@pytest.mark.parametrize(("message_id", "words"), [
    ("setting-review", ("`gm`", "`auto`", "8784")),
    ("setting-remind", ("0",)),
    ("setting-pause-after", ("0", "1000")),
    ("setting-language", ("`fr`", "`en`", "`ru`")),
    ("mud-setting-schedule", ("cron", "`0 22 2-30/2 * *`")),
    ("arena-setting-tie", ("`nobody`", "`attack`", "`defence`")),
    ("indixo-setting-night-posts", ("`warn`", "`ignore`")),
    ("highway-setting-source", ("`bot`", "`discobot`")),
])
def test_descriptions_name_the_values(catalogs: Catalogs, message_id: str,
                                      words: tuple[str, ...]) -> None:
    """A description says the values a GM types, in every language."""
    for lang in LANGUAGES:
        text = _described(catalogs, lang, message_id)
        assert all(word in text for word in words), (lang, message_id, text)
