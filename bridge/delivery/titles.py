"""Topic titles a default Discourse accepts, and the mending of one it still refuses.

Discourse checks a public topic's title (`app/models/topic.rb`, `config/site_settings.yml`):
at least `min_topic_title_length` (15) characters, at most `max_topic_title_length` (255), an
entropy of `title_min_entropy` (10) distinct characters, no word past
`title_max_word_length` (30), not all in capitals, and new among the forum's topics
(`allow_duplicate_topic_titles` off). Private conversations only need two characters. The
bot's titles carry the game's number, so two games of one name differ; a title the forum
still refuses (a game named like a topic of the forum, a 40-letter word) is mended here and
tried again, and the GM is told what was used.
"""

from __future__ import annotations

import re

MAX_WORD = 30
"""Discourse's default `title_max_word_length`."""
MAX_LENGTH = 250
"""Under Discourse's `max_topic_title_length` (255), with room for a mended suffix."""
_LONG_WORD = re.compile(rf"[^\s/.\-]{{{MAX_WORD + 1},}}")
_REFUSALS = ("title has already been used", "title seems unclear", "title is too short",
             "title is too long", "title is invalid", "title can't be blank")


def refused(error: str) -> bool:
    """Whether the forum refused a new topic for its title (Discourse's 422 texts)."""
    text = error.casefold()
    return any(refusal in text for refusal in _REFUSALS)


def mend(title: str, error: str, tries: int) -> str:
    """A title the forum may accept where `title` was refused with `error`, at the
    `tries`-th refusal: long words broken, capitals lowered, the length kept within bounds,
    and from the first refusal for a title already used (or any second refusal) a number
    that makes it new (" · 2", " · 3"...). The bot's own titles are never too short (the
    game's name, its title and its number)."""
    text = _LONG_WORD.sub(lambda word: "-".join(
        word.group(0)[i:i + MAX_WORD - 5] for i in range(0, len(word.group(0)),
                                                         MAX_WORD - 5)), title)
    if re.search(r"[A-Z]", text) and text.isascii() and text == text.upper():
        text = text.capitalize()
    text = text.strip()[:MAX_LENGTH - 8].rstrip()
    if "already been used" in error.casefold() or tries > 1:
        text = f"{text} · {tries + 1}"
    return text
