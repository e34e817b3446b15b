"""Titles a default Discourse accepts, and topics found again whatever Discourse made of their
titles (issue 20, defects 2 and 3).

Discourse (`config/site_settings.yml`, `app/models/topic.rb`, `lib/text_sentinel.rb`)
refuses a public title already used (`allow_duplicate_topic_titles` off), under 15
characters, with an entropy under 10, or with a word past 30 letters; and it rewrites titles
(`title_prettify`, `lib/text_cleaner.rb`). These games are played on the sandbox with
Discourse's own defaults (`SiteSettings()`), and on the game forum's settings.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest

from bridge.clock import FakeClock
from bridge.delivery.forum import ForumError
from bridge.sandbox.model import SiteSettings
from bridge.tools.stack import Stack
from tests.e2e.conftest import START

SITES = {"discourse_defaults": SiteSettings, "game_forum": SiteSettings.game_forum}


@pytest.fixture(params=sorted(SITES))
def site_stack(request: pytest.FixtureRequest, database_url: str) -> Iterator[Stack]:
    """The stack on Discourse's defaults, then on the game forum's settings."""
    with Stack(FakeClock(START), database_url, site=SITES[request.param]()) as running:
        yield running


def _public_topics(stack: Stack) -> list[str]:
    with stack.forum.lock:
        return [t.title for t in stack.forum.topics.values() if not t.private]


def _create(stack: Stack, text: str) -> int:
    stack.direct_message("maitre", text, "Nouvelle partie de boue")
    return stack.latest_game()


def test_two_games_of_one_name_each_get_their_public_topic(site_stack: Stack) -> None:
    first = _create(site_stack, 'nouvelle partie mud "Vendredi" turns=3')
    second = _create(site_stack, 'nouvelle partie mud "Vendredi" turns=4')
    assert first != second
    assert site_stack.topic_of(first, "game") != site_stack.topic_of(second, "game")
    titles = _public_topics(site_stack)
    assert len(titles) == len({t.casefold() for t in titles}) == 2


@pytest.mark.parametrize("command", ['nouvelle partie indixo "Ven"', 'new game mud "Fri"',
                                     'новая игра mud "Пт"'])
def test_a_short_game_name_still_makes_a_title_long_enough(site_stack: Stack,
                                                           command: str) -> None:
    game = _create(site_stack, command)
    site_stack.topic_of(game, "game")  # made, not given up
    assert all(len(title) >= 15 for title in _public_topics(site_stack))


@pytest.mark.parametrize("name, taken", [
    ("Vendredi soir", True),
    ("Anticonstitutionnellementissimementaires", False)])
def test_a_title_the_forum_refuses_is_mended_and_the_gm_told(
        site_stack: Stack, name: str, taken: bool) -> None:
    """A member's topic already bears the title the bot will ask for, or the game's name
    holds a 40-letter word: the forum refuses the title, the bot mends it, opens the topic
    and tells the GM the title it used."""
    if taken:
        site_stack.forum.new_topic(
            "curieux", f"Bataille de boue : {name} (partie 1)",
            "Un sujet qui porte déjà le nom de la partie, par hasard.")
    game = _create(site_stack, f'nouvelle partie mud "{name}" turns=3')
    public = site_stack.topic_of(game, "game")
    assert len(_public_topics(site_stack)) == (2 if taken else 1)
    with site_stack.forum.lock:
        used = site_stack.forum.topics[public].title
    desk = site_stack.topic_of(game, "gm", "maitre")
    told = [p["raw"] for p in site_stack.forum.transcript()
            if p["topic"] == desk and p["author"] == "gamemaster"]
    assert any("Le titre du sujet public a été changé" in raw and used in raw for raw in told)


def _lose_first_answer(stack: Stack, call: str) -> None:
    """The forum makes the next `call` but its answer never comes back (a timeout)."""
    real = getattr(stack.client, call)

    def lost(*args: object, **kwargs: object) -> object:
        setattr(stack.client, call, real)
        real(*args, **kwargs)
        raise ForumError("network: read timed out", retryable=True, wait_seconds=10)

    setattr(stack.client, call, lost)


@pytest.mark.parametrize("call", ["create_topic", "create_private_message"])
def test_a_topic_made_but_unanswered_is_found_again_under_its_prettified_title(
        site_stack: Stack, call: str) -> None:
    """Discourse stores "la boue!! — bureau du MJ" as "La boue! — bureau du MJ": after a
    create whose answer was lost, the bot finds its topic by the marker of its first post,
    and opens no second one."""
    _lose_first_answer(site_stack, call)
    game = _create(site_stack, 'nouvelle partie mud "la boue!!" turns=3')
    for _ in range(3):
        site_stack.clock.set(site_stack.clock() + timedelta(minutes=1))
        site_stack.settle()
    with site_stack.forum.lock:
        made = [t.title for t in site_stack.forum.topics.values()
                if t.user_id == site_stack.forum.bot.id]
    assert any("La boue!" in title for title in made), made
    assert len(made) == len(set(made)) == 2, made  # the public topic and the GM desk, once
    site_stack.topic_of(game, "game")
    site_stack.topic_of(game, "gm", "maitre")
