"""The sandbox forum as Discourse ships it (`SiteSettings()`: the defaults of
`config/site_settings.yml`), served over HTTP, with a pydiscourse client per user."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from pydiscourse import DiscourseClient

from bridge.sandbox import SandboxForum, SandboxServer
from tests.sandbox.conftest import receiver, server  # noqa: F401  (over this `forum`)

API_KEY = "conformance-key"
BOT = "gamemaster"


class Clock:
    """The forum's time, moved by the tests."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def forum(clock: Clock) -> SandboxForum:
    forum = SandboxForum(bot_username=BOT, api_key=API_KEY, clock=clock, seed=7)
    for name in ("alice", "bob", "carol"):
        forum.add_user(name)
    forum.add_user("modo", moderator=True)
    return forum


@pytest.fixture
def as_user(server: SandboxServer) -> Callable[[str], DiscourseClient]:  # noqa: F811
    """A pydiscourse client acting as a user (the bot, a member, a moderator)."""
    return lambda name: DiscourseClient(server.url, api_username=name, api_key=API_KEY,
                                        timeout=10)
