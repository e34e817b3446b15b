"""INDIXO's keywords: the words that say what kind of order a message gives ("je tue", "vote",
"переношу"), in French, English and Russian, and how the reading looks them up.

The words themselves are data, in `words.toml` beside this module (`rules.reader.vocabulary`):
one table per kind of order, with its French, English and Russian words; the Russian ones are
`rules.indixo.russian.WORDS`.
"""

from __future__ import annotations

import re

from rules.reader import folded_lines
from rules.reader.russian import CYRILLIC
from rules.reader.vocabulary import vocabulary

VOCABULARY = vocabulary("rules.indixo")
"""INDIXO's words (`rules/indixo/words.toml`)."""

KINDS = ("vote", "chief", "name", "destroy", "move", "nothing", "inspect", "kill", "condemn",
         "done", "cancel", "haunt", "room_word", "possess", "keep", "leave", "switch", "go",
         "none")
"""The kinds of keywords, each a table of `words.toml`."""

WORDS: dict[str, tuple[str, ...]] = {
    kind: VOCABULARY.phrases(kind, "fr") + VOCABULARY.phrases(kind, "en") for kind in KINDS}
"""French and English keywords by kind (the Russian ones are `rules.indixo.russian.WORDS`)."""


alternation = VOCABULARY.alternation
"""A word set of `words.toml` as a regex alternation: these languages' entries ("fr", "ru"),
or every language's."""


ARTICLES = tuple(article if article.endswith("'") else article + " "
                 for article in VOCABULARY.phrases("articles"))
"""Articles as they start a name ("la ", "l'"): a room or weapon is also found without."""
_ARTICLE_WORDS = frozenset(word.strip("'") for article in ARTICLES for word in article.split())
"""The words of the articles: alone, never the name they start ("la" of "la salle")."""
OPTIONS = ("inspect", "kill", "condemn", "destroy")
"""The killer's options: one a message (they accumulate, in the order sent, at the desk)."""


fold = folded_lines
"""Lower case, no accents, apostrophes unified, single spaces; lines kept (a guess gives one
player a line)."""


def _spaced(folded: str) -> str:
    """Words only, one space apart and around ("j'inspecte" -> " j inspecte "), so that text
    and keywords compare alike whatever their apostrophes and punctuation."""
    return f" {' '.join(re.findall(r'[a-z0-9@_а-я]+', folded))} "


_KEYWORDS = {kind: tuple(_spaced(fold(word)) for word in VOCABULARY.phrases(kind))
             for kind in KINDS}
"""The keywords of each kind, French, English and Russian (`russian.WORDS`), spaced like the
text they are looked for in."""


_RESERVED = frozenset(word for words in _KEYWORDS.values() for phrase in words
                      for word in phrase.split())
"""The grammar's own words, never read as the first part of a player's name."""


def _has(folded: str, kind: str) -> bool:
    text = _spaced(folded)
    return any(word in text for word in _KEYWORDS[kind])


def _verbs(*kinds: str) -> str:
    """The one-word keywords of these kinds, as a regex alternation."""
    words = {phrase.strip() for kind in kinds for phrase in _KEYWORDS[kind]
             if len(phrase.split()) == 1}
    return "|".join(sorted(words, key=len, reverse=True))


_WEAPON_PRONOUN = re.compile(
    rf" (?:{alternation('weapon_pronouns', 'fr', 'ru')}) "
    rf"(?:{_verbs('destroy', 'move', 'haunt')}) "
    rf"| (?:{_verbs('destroy', 'move', 'haunt')}) "
    rf"(?:{alternation('weapon_pronouns', 'en', 'ru')}) ")
"""A pronoun standing for a weapon: the object of a verb that takes one ("je le porte", "je
la détruis", "hide it", "переношу его"); an article ("je porte le couteau") is not."""
_NEGATABLE = frozenset(phrase.strip() for kind in ("kill", "move", "destroy", "haunt",
                                                   "possess", "inspect", "condemn", "go",
                                                   "vote", "name")
                       for phrase in _KEYWORDS[kind] if CYRILLIC.search(phrase)
                       and len(phrase.split()) == 1)
"""Russian verbs whose negation ("не переношу", "не убиваю") takes their clause back."""
