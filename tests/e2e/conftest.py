"""End-to-end fixtures: the whole stack over real HTTP (sandbox forum + bridge + pydiscourse)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from bridge.clock import FakeClock
from bridge.sandbox.model import SiteSettings
from bridge.tools.stack import Stack

START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


@pytest.fixture
def stack(database_url: str) -> Iterator[Stack]:
    with Stack(FakeClock(START), database_url) as running:
        yield running


@pytest.fixture
def strict(database_url: str) -> Iterator[Stack]:
    """The whole stack against a forum with Discourse's own defaults (posts of at least 20
    characters in a topic, 10 in a message: every command padded)."""
    with Stack(FakeClock(START), database_url, site=SiteSettings()) as running:
        yield running


def bot_posts(stack: Stack, topic: int) -> list[str]:
    """What the bot posted in a topic, in order."""
    return [p["raw"] for p in stack.forum.transcript()
            if p["topic"] == topic and p["author"] == "gamemaster"]


class Game:
    """A mud fight started through the forum, with handy ways to act in it."""

    def __init__(self, stack: Stack, gm: str, players: list[str], settings: str,
                 start: dict[str, str], lang: str = "fr") -> None:
        self.stack = stack
        words = {"fr": ("nouvelle partie", "je participe", "commencer"),
                 "en": ("new game", "join", "start"),
                 "ru": ("новая игра", "участвую", "начать игру")}[lang]
        stack.direct_message(gm, f'{words[0]} mud "Boue de test" {settings}')
        self.id = stack.latest_game()
        stack.pin(self.id, start=start)
        self.public = stack.topic_of(self.id, "game")
        self.gm_desk = stack.topic_of(self.id, "gm", gm)
        self.gm = gm
        for player in players:
            stack.say(player, self.public, words[1])
        stack.say(gm, self.gm_desk, words[2])
        self.desks = {p: stack.topic_of(self.id, "player", p) for p in players}

    def order(self, player: str, text: str) -> dict[str, Any]:
        return self.stack.say(player, self.desks[player], text)

    def posts_in(self, topic_id: int, by: str = "gamemaster") -> list[str]:
        return [p["raw"] for p in self.stack.forum.transcript()
                if p["topic"] == topic_id and p["author"] == by]


@pytest.fixture
def game(stack: Stack) -> Game:
    return Game(stack, "maitre", ["anna", "boris", "chloe"], "turns=3 review=gm",
                {"anna": "B2", "boris": "C2", "chloe": "B3"})


@pytest.fixture
def new_game() -> type[Game]:
    return Game
