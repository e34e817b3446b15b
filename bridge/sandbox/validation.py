"""What Discourse checks before it stores a post or a new topic: lengths, entropy, titles.

Pure functions of the site's settings, each named after the Discourse code it mirrors:
`raw_problems` for a post's body (the length minimums of a reply, a first post or a message,
`max_post_length`, `TextSentinel#valid?` with the entropy `body_entropy` asks for),
`title_problems` for a new topic's title (stored as `clean_title` writes it: present, within
the lengths, clear enough by `TextSentinel.title_sentinel` and not taken by another public
topic). Each answers the error messages a 422 carries, empty when all is well; the forum
(`posting.py`, `edits.py`) decides when to ask.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from . import errors
from .model import SiteSettings, Topic

ENTROPY_SCALE = 0.7
"""Discourse's `TextSentinel::ENTROPY_SCALE`."""


def seems_clear(text: str, min_entropy: int, settings: SiteSettings) -> bool:
    """Discourse's `TextSentinel#valid?` for a body: enough distinct bytes, a letter or
    digit, and not all in capitals (unless the site allows it)."""
    if len(set(text.encode("utf-8"))) < min_entropy:
        return False
    if not any(c.isalnum() for c in text):
        return False
    if settings.allow_uppercase_posts:
        return True
    letters = [c for c in text if c.isalpha()]
    return not letters or any(c.islower() or unicodedata.category(c) == "Lo" for c in letters)


def raw_problems(settings: SiteSettings, raw: str, private: bool,
                 first_post: bool) -> list[str]:
    """What is wrong with a post's body: blank, too short or long, or not clear enough."""
    length = len(raw.strip())
    if private:
        minimum = settings.min_private_message_post_length
    elif first_post:
        minimum = settings.min_first_post_length
    else:
        minimum = settings.min_post_length
    if length == 0:
        return [errors.message("blank", field="Body")]
    problems = []
    if length < minimum:
        problems.append(errors.message("too_short", field="Body", count=minimum))
    if length > settings.max_post_length:
        return [errors.message("raw_too_long", count=settings.max_post_length, length=length)]
    if not seems_clear(raw.strip(), body_entropy(settings, private), settings):
        problems.append(errors.message("is_invalid", field="Body"))
    return problems


def body_entropy(settings: SiteSettings, private: bool) -> int:
    """The entropy a body needs (Discourse's `TextSentinel.body_sentinel`): the site's
    minimum, scaled down for messages and capped by the length minimums."""
    entropy = settings.body_min_entropy
    if private:
        scale = settings.min_private_message_post_length / max(1, settings.min_post_length)
        entropy = int(entropy * scale)
        if entropy > settings.min_private_message_post_length:
            entropy = int(settings.min_private_message_post_length * ENTROPY_SCALE)
    elif entropy > settings.min_post_length:
        entropy = int(settings.min_post_length * ENTROPY_SCALE)
    return entropy


def title_problems(settings: SiteSettings, topics: Iterable[Topic], title: str | None,
                   private: bool) -> list[str]:
    """Discourse's checks of a new topic's title (`app/models/topic.rb`), on the title
    as it will be stored (`clean_title`): present, within the lengths, and for a public
    topic clear enough (`QualityTitleValidator`, `TextSentinel.title_sentinel`) and new
    among the listable topics, whatever the case (`allow_duplicate_topic_titles` off)."""
    text = clean_title(title or "", settings)
    minimum = (settings.min_private_message_title_length if private
               else settings.min_topic_title_length)
    if not text:
        return [errors.message("blank", field="Title")]
    if len(text) < minimum:
        return [errors.message("too_short", field="Title", count=minimum)]
    if len(text) > settings.max_topic_title_length:
        return [errors.message("too_long", field="Title",
                               count=settings.max_topic_title_length)]
    if private:
        return []
    if not title_seems_clear(text, settings):
        return [errors.message("is_invalid", field="Title")]
    if not settings.allow_duplicate_topic_titles and any(
            not topic.private and topic.title.casefold() == text.casefold()
            for topic in topics):
        return [errors.message("taken", field="Title")]
    return []


def clean_title(title: str, settings: SiteSettings) -> str:
    """A title as Discourse stores it (`TextCleaner.clean_title`, `lib/text_cleaner.rb`):
    with `title_prettify`, `!!`/`??` collapsed, an all-capitals title lowercased, a first
    word in lower case capitalised, trailing full stops dropped (and, on an English site,
    spaces before a final `!`/`?`); always runs of spaces squeezed, odd spaces made plain,
    the ends stripped."""
    text = title
    if settings.title_prettify:
        text = re.sub(r"!+", "!", text)
        text = re.sub(r"\?+", "?", text)
        if re.search(r"[A-Z]", text) and text == text.upper():
            text = text.translate(_ASCII_LOWER)
        text = re.sub(r"\A([a-z]*)\b", lambda first: first.group(1).capitalize(), text)
        text = re.sub(r"([^.])\.+(\s*)\Z", r"\1\2", text)
        if settings.default_locale == "en":
            text = re.sub(r"\s+([!?]\s*)\Z", r"\1", text)
    text = re.sub(r" +", " ", text)
    text = _ODD_SPACES.sub(" ", text)
    return text.strip()


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ODD_SPACES = re.compile("[\u00a0\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")


def title_seems_clear(text: str, settings: SiteSettings) -> bool:
    """`TextSentinel.title_sentinel(text).valid?`: enough entropy (the site's
    `title_min_entropy`, or 70 % of the minimum length when that is not above it), a
    character that is no symbol, no word past `title_max_word_length`, and not all in ASCII
    capitals unless the site allows capitals (`lib/text_sentinel.rb`)."""
    if settings.min_topic_title_length > settings.title_min_entropy:
        entropy = settings.title_min_entropy
    else:
        entropy = int(settings.min_topic_title_length * ENTROPY_SCALE)
    if text_entropy(text) < entropy:
        return False
    if not re.sub(r"[ -/\[-`:-@{-~]", "", text):
        return False
    if max(len(word) for word in re.split(r"\s|/|-|\.", text)) > settings.title_max_word_length:
        return False
    shouting = (re.search(r"[A-Z]", text) and text.isascii() and text == text.upper())
    return settings.allow_uppercase_posts or not shouting


def text_entropy(text: str) -> int:
    """`TextSentinel#entropy`: distinct characters, a non-ASCII one counted by its UTF-8
    bytes (Ruby's quoted-printable packing splits it into `=XX` pieces)."""
    pieces: set[str] = set()
    for char in text.strip():
        if char.isascii() and char != "=":
            pieces.add(char)
        else:
            pieces.update(f"{byte:02X}" for byte in char.encode("utf-8"))
    return len(pieces)
