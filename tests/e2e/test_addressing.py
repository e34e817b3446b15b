"""How the bot addresses a player, told through the forum (issue 24): a player tells their
gender or their own language in their desk, or the GM sets it in the GM desk; private words
follow from then on, public posts stay in the game's language; a forum user who told their
gender once is addressed so in the next game they join. On a forum with Discourse's default
site settings, so every statement is padded as people write it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from bridge.db import GameRow, PlayerRow
from bridge.tools.stack import Stack
from tests.e2e.conftest import bot_posts as posts

START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


def _player(stack: Stack, game: int, name: str) -> PlayerRow:
    with stack.db.unit() as session:
        row = session.scalar(select(PlayerRow).where(PlayerRow.game_id == game,
                                                     PlayerRow.username == name))
        assert row is not None
        session.expunge(row)
        return row


def _mud(stack: Stack, title: str, again: bool = False) -> int:
    stack.direct_message("maitre", f'nouvelle partie mud "{title}" turns=2')
    game = stack.latest_game()
    stack.pin(game, start={"anna": "B2", "boris": "C2"})
    public = stack.topic_of(game, "game")
    # Discourse refuses a post too like the same user's last ones: the revanche says it anew.
    stack.say("anna", public, "Je participe encore, revanche !" if again
              else "Je participe, bonne chance à tous !")
    stack.say("boris", public, "Je participe, j'ai une revanche à prendre" if again
              else "Je participe aussi, gare à la boue !")
    stack.say("maitre", stack.topic_of(game, "gm", "maitre"),
              "commencer la revanche" if again else "commencer la partie, allez")
    return game


def test_a_player_tells_gender_and_language_in_the_desk(strict: Stack) -> None:
    stack = strict
    game = _mud(stack, "Boue des dames")
    anna = stack.topic_of(game, "player", "anna")
    stack.say("anna", anna, "lancer boris 3, et vlan")
    stack.say("anna", anna, "Je suis une joueuse, merci !")
    assert posts(stack, anna)[-1].startswith("C'est noté : je m'adresserai à vous au féminin.")
    assert _player(stack, game, "anna").gender == "feminine"
    boris = stack.topic_of(game, "player", "boris")
    stack.say("boris", boris, "language: English, please")
    assert posts(stack, boris)[-1].startswith(
        "Noted: my private messages to you are now in English. Public posts stay in French")
    assert _player(stack, game, "boris").language == "en"
    stack.say("boris", boris, "lancer anna 2, attrape")
    assert "Order received for turn 1: **throw mud at @anna, number 2**" in posts(stack, boris)[-1]
    stack.advance(START + timedelta(days=2))
    stack.say("maitre", stack.topic_of(game, "gm", "maitre"), "ok, je valide")
    public = posts(stack, stack.topic_of(game, "game"))
    assert any("résultats du tour 1" in raw for raw in public), public[-1][:200]
    assert not any("results of turn 1" in raw.lower() for raw in public)


def test_an_order_holding_the_words_is_still_an_order(strict: Stack) -> None:
    """A statement is a whole message: "elle" in a longer text, or said in the game topic,
    tells nothing."""
    stack = strict
    game = _mud(stack, "Boue prudente")
    stack.say("anna", stack.topic_of(game, "game"), "Elle ! C'est elle qui a commencé.")
    stack.say("anna", stack.topic_of(game, "player", "anna"),
              "lancer boris 3, c'est elle la meilleure")
    assert _player(stack, game, "anna").gender is None
    assert "lancer une boule de boue sur @boris" in posts(
        stack, stack.topic_of(game, "player", "anna"))[-1]


def test_the_gm_sets_it_and_the_next_game_remembers(strict: Stack) -> None:
    stack = strict
    game = _mud(stack, "Boue du maître")
    gm_desk = stack.topic_of(game, "gm", "maitre")
    stack.say("maitre", gm_desk, "@anna : joueuse, merci")
    assert posts(stack, gm_desk)[-1].startswith("C'est noté : je m'adresserai à @anna au féminin.")
    stack.say("maitre", gm_desk, "@zoe : joueuse, merci")
    assert "@zoe ne joue pas dans cette partie" in posts(stack, gm_desk)[-1]
    stack.say("maitre", gm_desk, "@boris язык: русский")
    assert _player(stack, game, "boris").language == "ru"
    later = _mud(stack, "Boue, la revanche", again=True)
    assert _player(stack, later, "anna").gender == "feminine"
    assert _player(stack, later, "boris").gender is None


def test_a_player_who_leaves_is_said_in_their_gender(strict: Stack) -> None:
    """The public notice that a player left the sign-up agrees with the gender the GM told;
    untold, it is phrased so that nothing agrees."""
    stack = strict
    stack.direct_message("maitre", 'nouvelle partie mud "Boue des départs" turns=2')
    game = stack.latest_game()
    public = stack.topic_of(game, "game")
    gm_desk = stack.topic_of(game, "gm", "maitre")
    stack.say("lea", public, "Je participe, bonne chance à tous !")
    stack.say("boris", public, "Je participe aussi, gare à la boue !")
    stack.say("maitre", gm_desk, "@lea : joueuse, merci")
    assert posts(stack, gm_desk)[-1].startswith("C'est noté : je m'adresserai à @lea au féminin.")
    stack.say("lea", public, "je me retire, désolée")
    assert posts(stack, public)[-1].startswith("@lea s'est retirée de la partie (1 joueur"), \
        posts(stack, public)[-1]
    stack.say("boris", public, "je me retire, désolé")
    assert posts(stack, public)[-1].startswith("@boris quitte la partie (0 joueur"), \
        posts(stack, public)[-1]


def test_a_game_is_made_in_the_language_its_gm_names(strict: Stack) -> None:
    """`language=` (`langue=`, `язык=`) makes a game in another language than the command's
    words; a language the bot does not speak is refused in the command's, and nothing is
    made."""
    stack = strict
    asked = stack.direct_message("maitre", 'nouvelle partie mud "Boue à Moscou" langue=ru')
    game = stack.latest_game()
    with stack.db.unit() as session:
        made = session.get(GameRow, game)
        assert made is not None and made.language == "ru"
    assert posts(stack, asked["topic_id"])[-1].startswith("Игра «Boue à Moscou» создана")
    refused = stack.direct_message(
        "maitre", 'nouvelle partie mud "Boue klingonne" langue=klingon', title="Klingon")
    answer = posts(stack, refused["topic_id"])[-1]
    assert "je ne parle pas la langue « klingon ». Langues possibles : en, fr, ru." in answer
    assert "Rien n'a été créé." in answer
    assert stack.latest_game() == game
