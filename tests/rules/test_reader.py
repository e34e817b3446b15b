"""The author's own words: the one place that strips quotes, code and comments from a post,
applied by the bridge before any game reads it."""

import pytest

from rules.reader import confirms, own_words


def test_quotes_code_and_comments_are_not_the_authors_words() -> None:
    raw = ('[quote="boris, post:3, topic:9"]\nje lance sur anna 5\n[quote]inner[/quote]\n'
           '[/quote]\nje vais en C3 `throw x 2`\n> move D4\n<!-- hidden -->\n```\npass\n```')
    assert own_words(raw).split() == ["je", "vais", "en", "C3"]


def test_an_unclosed_quote_hides_the_rest() -> None:
    assert own_words("move B2 [quote]throw anna 3") == "move B2"


@pytest.mark.parametrize("raw", [
    "<blockquote>je lance sur ana 4</blockquote>ok, je valide",
    "<aside class=\"quote\">je lance sur ana 4</aside>ok, je valide",
    "[code]je lance sur ana 4[/code]ok, je valide",
    "~~~\nje lance sur ana 4\n~~~\nok, je valide",
    "ok, je valide\r\n> je lance sur ana 4",
    "ok, ``je lance sur ana 4`` je valide",
])
def test_every_form_of_quote_and_code_is_dropped(raw: str) -> None:
    assert own_words(raw).split() == ["ok,", "je", "valide"]


def test_the_text_around_is_kept_as_written() -> None:
    kept = "Je vais en **C3**, ~~en B2~~ :smile:"
    assert own_words(f"  {kept}  ") == kept, "markup is each game's grammar's business"


@pytest.mark.parametrize("text", [
    "oui", "oui, je confirme", "ok je confirme", "c'est bon, confirmé",
    "Oui c'est bien ça, merci", "ok, je valide", "yes that's right", "Yes, confirmed.",
    "да, подтверждаю", "Верно, спасибо",
])
def test_a_bare_confirmation_padded_to_the_forum_minimum_confirms(text: str) -> None:
    assert confirms(text)


@pytest.mark.parametrize("text", [
    "non", "oui mais je vais en C3", "je vais en C3", "merci", "", "ok, je lance sur anna 3",
    "нет", "yes, throw at boris 2",
])
def test_anything_more_than_a_confirmation_does_not_confirm(text: str) -> None:
    assert not confirms(text)
