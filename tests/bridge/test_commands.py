"""Sign-ups and GM commands are read in French, English and Russian."""

import pytest

from bridge import commands


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
