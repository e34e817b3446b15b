"""Every command works padded, on a forum with Discourse's default site settings.

Discourse refuses a body under `min_post_length` (20) in a topic and
`min_personal_message_post_length` (10) in a message, with too few distinct bytes, or all in
capitals (deploy/DISCOURSE.md, "Site settings for a game forum"); it refuses them to players
and GMs as much as to the bot. So a player writes "ok, je valide", "Б1 — открываю, поехали!":
these games are played here through the sandbox forum at those defaults, every command
padded as people pad them, and the bare command is refused by the forum itself.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from bridge.db import GameRow
from bridge.sandbox.errors import PostRejected
from bridge.tools.stack import Stack
from tests.e2e.conftest import bot_posts as posts

START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


def _state(stack: Stack, game_id: int) -> dict:
    with stack.db.unit() as session:
        game = session.scalar(select(GameRow).where(GameRow.id == game_id))
        assert game is not None
        return dict(game.state or {})


def test_a_mud_fight_is_played_with_padded_commands(strict: Stack) -> None:
    stack = strict
    stack.direct_message("maitre", 'nouvelle partie mud "Boue polie" turns=1 review=gm')
    game = stack.latest_game()
    stack.pin(game, start={"anna": "B2", "boris": "C2"})
    public = stack.topic_of(game, "game")
    gm_desk = stack.topic_of(game, "gm", "maitre")
    with pytest.raises(PostRejected):
        stack.say("anna", public, "je participe")  # 12 characters: the forum refuses it
    stack.say("anna", public, "Je participe, bonne chance à tous !")
    stack.say("boris", public, "Je participe aussi, gare à la boue !")
    with pytest.raises(PostRejected):
        stack.say("maitre", gm_desk, "go")
    stack.say("maitre", gm_desk, "commencer la partie, bonne chance")
    desk = stack.topic_of(game, "player", "anna")
    stack.say("anna", desk, "lancer boris 3, et vlan")
    assert "lancer une boule de boue sur @boris, chiffre 3" in posts(stack, desk)[-1]
    stack.say("boris", stack.topic_of(game, "player", "boris"), "je passe mon tour ce soir")
    stack.advance(START + timedelta(days=3))
    assert "Brouillon" in posts(stack, gm_desk)[-1]
    with pytest.raises(PostRejected):
        stack.say("maitre", gm_desk, "ok")  # 2 characters in a message: refused
    stack.say("maitre", gm_desk, "ok, je valide")
    assert any("résultats du tour 1" in raw for raw in posts(stack, public))
    assert stack.master.status(game)["finished"] is True


def test_a_highway_table_is_played_with_padded_commands(strict: Stack) -> None:
    stack = strict
    stack.direct_message("vedushchiy", 'новая игра highway "Вежливый стол"')
    game = stack.latest_game()
    rows = [[20, 31, 46, 61, 80] for _ in range(8)]
    stack.pin(game, field=rows)
    public = stack.topic_of(game, "game")
    gm_desk = stack.topic_of(game, "gm", "vedushchiy")
    for player in ("ivan", "olga", "petr", "nina"):
        stack.say(player, public, "Участвую, удачи всем за столом!")
    stack.say("vedushchiy", gm_desk, "начать, поехали!")
    with pytest.raises(PostRejected):
        stack.say("ivan", public, "А1")
    stack.say("ivan", public, "А1 — открываю, поехали!")
    assert _state(stack, game)["treasury"] == 1
    stack.say("ivan", public, "Б1, беру эту клетку себе")
    assert _state(stack, game)["hands"]["ivan"] == ["B1"]
    stack.say("olga", public, "пас, сегодня я просто смотрю")
    assert _state(stack, game)["turn"] == 2
    stack.say("vedushchiy", gm_desk, "пауза, у нас обед")
    stack.say("vedushchiy", gm_desk, "продолжить игру, все вернулись")
    stack.say("petr", public, "В1 — открываю, поехали!")
    assert "C1" in _state(stack, game)["named"]


def test_indixo_and_the_arena_sign_up_and_start_with_padded_commands(strict: Stack) -> None:
    stack = strict
    stack.direct_message("maitre", 'nouvelle partie indixo "Le manoir poli"')
    indixo = stack.latest_game()
    public = stack.topic_of(indixo, "game")
    for player in ("anna", "boris", "chloe", "david", "emma"):
        stack.say(player, public, "Je participe, bonne chance à tous !")
    stack.say("maitre", stack.topic_of(indixo, "gm", "maitre"), "commencer la partie, allez")
    assert stack.master.status(indixo)["status"] == "running"
    stack.direct_message("sage", "new game arena \"The polite arena\"")
    arena = stack.latest_game()
    topic = stack.topic_of(arena, "game")
    stack.say("abel", topic, "I am war chief of the clan Wolves, beware!")
    assert any("Wolves" in raw for raw in posts(stack, topic) + posts(
        stack, stack.topic_of(arena, "player", "abel")))
