"""Sign-ups and GM commands are read in French, English and Russian."""

from datetime import UTC, datetime

import pytest

from bridge.handlers import commands, moments


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Je participe !", "fr"),
        ("coucou, je m'inscris :)", "fr"),
        ("Présente !", "fr"),
        ("join", "en"),
        ("I'm in!", "en"),
        ("Участвую!", "ru"),
        ("Я в деле", "ru"),
    ],
)
def test_join_keywords_give_the_players_language(text: str, lang: str) -> None:
    assert commands.join_language(text) == lang


@pytest.mark.parametrize("text", ["bonjour à tous", "qui participe ?x", "rejoindre plus tard"])
def test_chat_is_not_a_sign_up(text: str) -> None:
    assert commands.join_language(text) is None


@pytest.mark.parametrize(
    ("text", "command"),
    [("ok", "ok"), ("Valider.", "ok"), ("commencer", "start"), ("Start please", "start"),
     ("statut", "status"), ("annuler", "cancel"), ("blabla", None), ("", None)],
)
def test_gm_commands(text: str, command: str | None) -> None:
    assert commands.gm_command(text) == command


@pytest.mark.parametrize(("text", "command", "player"), [
    ("annuler la partie", "cancel", None), ("cancel the game, please", "cancel", None),
    ("отменить игру", "cancel", None), ("terminer la partie maintenant", "end", None),
    ("end the game now", "end", None), ("завершить игру сейчас", "end", None),
    ("retirer @chloe", "remove", "chloe"), ("remove @Élodie, thanks", "remove", "Élodie"),
    ("исключить @chloe из игры", "remove", "chloe"), ("clore l'étape", "close", None),
    ("close the turn now", "close", None), ("закрыть ход", "close", None),
    ("passer @ivan", "skip", "ivan"), ("пропустить @ana, она ушла", "skip", "ana"),
    ("annuler l'ordre de @carl", "withdraw", "carl"), ("cancel @carl's order", "withdraw", "carl"),
    ("отменить приказ @carl", "withdraw", "carl"), ("ok, je valide", "ok", None),
    ("ok, publish it", "ok", None), ("ок, подтверждаю", "ok", None),
    ("ok, je valide le placement", "ok", None), ("commencer la partie, allez", "start", None),
])
def test_the_exact_forms_are_read(text: str, command: str, player: str | None) -> None:
    reading = commands.gm_reading(text)
    assert (reading.command, reading.player, reading.near, reading.confirm) == (
        command, player, None, False)


@pytest.mark.parametrize(("text", "near"), [
    ("annuler l ordre de @carl", "cancel"), ("annuler lordre de alice", "cancel"),
    ("annuler le dernier ordre de @alice", "cancel"), ("cancel alices order please", "cancel"),
    ("annuler le tour, je me suis trompé", "cancel"), ("annuler, je me suis trompé", "cancel"),
    ("terminer le tour", "end"), ("end of turn", "end"), ("завершить ход", "end"),
    ("remove alices order please", "remove"), ("исключить приказ @boris", "remove"),
    ("passer au tour suivant", "skip"), ("skip @ivan, no wait", "skip"),
    ("пропустить ход", "skip"), ("ok on commence", "ok"), ("ok let's start", "ok"),
    ("ок, начинаем", "ok"), ("oui", "confirm"), ("yes please", "confirm"),
    ("oui, annuler le tour", "confirm"),
])
def test_near_misses_are_no_command(text: str, near: str) -> None:
    reading = commands.gm_reading(text)
    assert (reading.command, reading.near) == (None, near)
    assert commands.gm_command(text) is None and commands.override(text) is None


@pytest.mark.parametrize(("text", "command", "player"), [
    ("oui, annuler la partie", "cancel", None), ("yes, cancel the game", "cancel", None),
    ("да, отменить игру", "cancel", None), ("oui, terminer la partie", "end", None),
    ("yes, end the game", "end", None), ("да, завершить игру", "end", None),
    ("oui, retirer @boris", "remove", "boris"), ("yes, remove @boris", "remove", "boris"),
    ("да, исключить @boris", "remove", "boris"),
])
def test_confirmations_name_what_they_confirm(text: str, command: str,
                                              player: str | None) -> None:
    reading = commands.gm_reading(text)
    assert (reading.command, reading.player, reading.confirm) == (command, player, True)


def test_new_game_reads_kind_title_and_settings() -> None:
    command = commands.new_game(
        'Nouvelle partie mud « Bataille de Dole » map=grid:6x6 turns=8 fog=oui review=2')
    assert command is not None
    assert (command.language, command.kind, command.title) == ("fr", "mud", "Bataille de Dole")
    assert command.settings == {"map": "grid:6x6", "turns": 8, "fog": True, "review": 2}
    assert command.problem is None


def test_new_game_settings_on_later_lines_and_quoted_values() -> None:
    command = commands.new_game('new game mud The fight\nschedule="0 22 * * *"\ntimezone=UTC')
    assert command is not None
    assert command.title == "The fight"
    assert command.settings == {"schedule": "0 22 * * *", "timezone": "UTC"}


@pytest.mark.parametrize(("text", "problem"), [
    ("new game", "game"), ("new game mud", "title"), ('new game mud "unclosed', "syntax")])
def test_new_game_problems(text: str, problem: str) -> None:
    command = commands.new_game(text)
    assert command is not None and command.problem == problem


def test_not_a_new_game() -> None:
    assert commands.new_game("bonjour, comment ça va ?") is None


@pytest.mark.parametrize("text", ["absent jusqu'au 5 décembre 2026", "5 décembre 2026 à 22:00",
                                  "away until December 5, 2026", "до 5 декабря 2026",
                                  "2026-12-05 22:00", "05/12/2026 22h00"])
def test_a_date_with_its_year_is_that_day(text: str) -> None:
    """"décembre 2026" holds no "December 20": the year is no day of a month."""
    found = moments.moment(text, "Europe/Paris", datetime(2026, 12, 1, 8, 0, tzinfo=UTC))
    assert found is not None and (found.month, found.day) == (12, 5), found
