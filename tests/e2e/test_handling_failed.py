"""A post whose handling fails (a bug of ours: its handler raises) is not left unanswered
(`bridge/handlers/failures.py`): the GM's command is answered in the GM desk with the error,
a player's desk post gets a word that nothing changed and the GM is told, a post in the game
topic is told to the GM alone; each once, and nothing of the post is kept."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, select

from bridge.db import InboundRow, OrderRow
from bridge.handlers import routing


def _broken(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("handler bug")


def _statuses(stack, author: str) -> list[str]:  # type: ignore[no-untyped-def]
    """How each post of `author` ended, in order."""
    with stack.db.unit() as session:
        return [row.status for row in session.scalars(
            select(InboundRow).where(InboundRow.username == author).order_by(InboundRow.id))]


def test_a_gm_command_that_fails_is_answered_with_the_error(stack, game,
                                                             monkeypatch) -> None:
    before = len(game.posts_in(game.gm_desk))
    monkeypatch.setattr(routing, "gm_command", _broken)
    stack.say("maitre", game.gm_desk, "statut de la partie, s'il vous plaît")
    stack.settle()
    said = game.posts_in(game.gm_desk)[before:]
    assert len(said) == 1, said
    assert "Je n'ai pas pu traiter cette commande" in said[0]
    assert "rien n'a été fait ni changé" in said[0] and "handler bug" in said[0]
    assert _statuses(stack, "maitre")[-1] == "failed"


def test_a_desk_post_that_fails_tells_its_player_and_the_gm_once(stack, game,
                                                                monkeypatch) -> None:
    desk_before = len(game.posts_in(game.desks["anna"]))
    gm_before = len(game.posts_in(game.gm_desk))
    monkeypatch.setattr(routing, "player_word", _broken)
    game.order("anna", "aller en A2")
    stack.settle()
    stack.settle()
    to_anna = game.posts_in(game.desks["anna"])[desk_before:]
    assert len(to_anna) == 1, to_anna
    assert "Je n'ai pas pu traiter ce message" in to_anna[0]
    assert "Le MJ est prévenu" in to_anna[0]
    assert "handler bug" not in to_anna[0], "a player is not shown our errors"
    to_gm = game.posts_in(game.gm_desk)[gm_before:]
    assert len(to_gm) == 1, to_gm
    assert "@anna dans son bureau" in to_gm[0] and "handler bug" in to_gm[0]
    assert _statuses(stack, "anna")[-1] == "failed"
    with stack.db.unit() as session:
        assert session.scalar(select(func.count()).select_from(OrderRow)) == 0, "nothing kept"


@pytest.mark.parametrize("lang, says", [
    ("en", "I couldn't handle a post** by @boris in the game topic"),
    ("ru", "Не получилось обработать сообщение** @boris в теме игры"),
])
def test_a_failed_post_in_the_game_topic_is_told_to_the_gm_alone(stack, new_game, monkeypatch,
                                                                 lang: str, says: str) -> None:
    played = new_game(stack, "maitre", ["anna", "boris"], "turns=2 review=gm",
                      {"anna": "B2", "boris": "C2"}, lang=lang)
    public_before = len(played.posts_in(played.public))
    gm_before = len(played.posts_in(played.gm_desk))
    monkeypatch.setattr(routing, "public_post", _broken)
    stack.say("boris", played.public, "bonjour à tous, bonne partie !")
    stack.settle()
    assert played.posts_in(played.public)[public_before:] == [], "no noise in the game"
    to_gm = played.posts_in(played.gm_desk)[gm_before:]
    assert len(to_gm) == 1 and says in to_gm[0], to_gm
