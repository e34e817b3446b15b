"""A game's help through the forum, at Discourse's default site settings: a private message
to the bot that names a kind of game ("aide mud", "help with highway?", "помощь mud") gets
that game's settings, each with its default and what it does, from the game's declaration
and its catalogs; an unknown setting at creation gets the same list, and nothing is made."""

from __future__ import annotations

from bridge.tools.stack import Stack
from rules import registry


def _answer(stack: Stack, raw: str) -> str:
    sent = stack.direct_message("curieux", raw)
    return "\n".join(p["raw"] for p in stack.forum.transcript()
                     if p["topic"] == sent["topic_id"] and p["author"] == "gamemaster")


def test_a_message_naming_a_game_gets_its_settings(strict: Stack) -> None:
    text = _answer(strict, "Bonjour, aide mud s'il vous plaît")
    assert "**mud**" in text and "`turns` (ou tours, ходы, ходов), par défaut `10`" in text
    assert "`fog` (ou туман), par défaut `off`" in text
    assert "`review`" in text and "`language` (ou langue, язык)" in text
    assert "nouvelle partie mud" in text


def test_every_installed_game_has_its_help_in_english_and_russian(strict: Stack) -> None:
    for kind in registry.ids():
        english = _answer(strict, f"hello, could you help me with {kind}?")
        assert f"The settings of **{kind}**:" in english, (kind, english)
        game = registry.get(kind)
        assert game is not None
        for setting in game.settings:
            assert f"`{setting.name}`" in english, (kind, setting.name)
    russian = _answer(strict, "помощь по игре highway, пожалуйста")
    assert "Параметры игры **highway**" in russian and "`prize_fund`" in russian


def test_an_unknown_setting_gets_the_list_and_makes_nothing(strict: Stack) -> None:
    text = _answer(strict, 'new game mud "Muddy test" speed=3')
    assert "unknown setting: speed" in text and "The settings of **mud**:" in text
    assert "`turns`" in text and "Nothing was created" in text
    assert registry.get("mud") is not None
