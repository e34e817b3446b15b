"""The mud fight's words, as the grammar (`rules.mud.orders`) compares them: every language's
words of a set together, read from `words.toml` beside this module (`rules.reader.vocabulary`),
where each set says what it is for. `rules.mud.russian` reads the Russian ones alone, for what
Russian needs beyond them; the reader toolkit (`rules.reader`) gives the words every game shares.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from rules.mud import russian as ru
from rules.reader import (
    CHANGE_OF_MIND,
    NO_WORDS,
    NUMBER_WORDS,
    OPENERS,
    TARGET_PRONOUNS,
    fold,
)
from rules.reader.vocabulary import vocabulary

WORDS = vocabulary("rules.mud")
"""The mud fight's words, by set and language (`rules/mud/words.toml`)."""

THROW_VERBS = WORDS.words("throw_verbs")
THROW_NOUNS = WORDS.words("throw_nouns")
MOVE_VERBS = WORDS.words("move_verbs")
REFLEXIVE_MOVES = WORDS.words("reflexive_moves")
"""Verbs that mean moving only in their reflexive form ('je me tire en D5')."""
REFLEXIVE = WORDS.words("reflexive")
GO_VERBS = WORDS.words("go_verbs")
"""Forms of aller (and идти): a move with a destination, nothing without one ('je vais
réfléchir', 'пойду подумаю')."""
DIRECTIONS = WORDS.words("directions")
MOVE_PREPOSITIONS = WORDS.words("move_prepositions")
PASS_WORDS = WORDS.words("pass_words")
NOTHING = WORDS.words("nothing")
DEAD = WORDS.words("dead")
NEGATIONS_BEFORE = WORDS.words("negations_before")
NEGATIONS_AFTER = WORDS.words("negations_after")
COORDINATE_NEGATIONS = WORDS.words("coordinate_negations")
PRONOUNS = WORDS.words("pronouns")
POSSESSIVES = WORDS.words("possessives")
DESCRIPTIONS = WORDS.words("descriptions")
ARTICLES = WORDS.words("articles")
TARGET_PREPOSITIONS = WORDS.words("target_prepositions")
ARTICLE_NUMBERS = WORDS.words("article_numbers")
"""Number words that are usually articles ('une boule', 'avec un 5', 'один ком')."""
NOT_NUMBER_AFTER = WORDS.words("not_number_after")
UNITS = WORDS.words("units")
"""A number followed by one of these is a time, a duration or a count, not a throw number."""
HEADERS = WORDS.words("headers")
"""A number after one of these is a header ('Tour 4'), not a throw number."""
NUMBERS: Mapping[str, int] = {**NUMBER_WORDS, **ru.NUMBER_FORMS}
"""Numbers written as words: the reader toolkit's, and the Russian ones in their cases."""
STANDING_PRONOUNS = TARGET_PRONOUNS | {fold(word) for word in TARGET_PRONOUNS}
"""Pronouns that may stand for the one player a narration names, folded as the words they are
compared with ('неё' is read 'нее')."""

MarkerKind = Literal["correction", "drop", "alternative", "condition", "sequence", "thanks"]

MARKER_KINDS: tuple[MarkerKind, ...] = (
    "correction", "drop", "alternative", "condition", "sequence", "thanks",
)
"""The kinds of marker, each a set `<kind>_markers` of `words.toml`."""
_MARKER_KINDS: Mapping[str, MarkerKind] = {kind: kind for kind in MARKER_KINDS}


def _markers(kind: MarkerKind,
             phrases: Iterable[str]) -> tuple[tuple[tuple[str, ...], MarkerKind], ...]:
    return tuple((tuple(phrase.split()), kind) for phrase in phrases)


MARKERS: tuple[tuple[tuple[str, ...], MarkerKind], ...] = (
    _markers("correction", CHANGE_OF_MIND)
    + tuple(
        marker
        for kind in MARKER_KINDS
        for lang in ("fr", "en")
        for marker in _markers(kind, WORDS.phrases(f"{kind}_markers", lang))
    )
    + tuple(
        marker
        for kind, phrase in ru.marker_phrases()
        for marker in _markers(_MARKER_KINDS[kind], [phrase])
    )
)
"""Phrases that split a message; 'thanks' marks an acknowledgement ('bien reçu pour C3')."""
ACCENTLESS = WORDS.words("accentless")
"""Marker words that must be written without an accent ('où' is not 'ou', 'sí' not 'si')."""

VOCABULARY: frozenset[str] = frozenset().union(
    THROW_VERBS, THROW_NOUNS, MOVE_VERBS, REFLEXIVE_MOVES, REFLEXIVE, GO_VERBS, DIRECTIONS,
    MOVE_PREPOSITIONS, PASS_WORDS, NOTHING, NEGATIONS_BEFORE, NEGATIONS_AFTER, PRONOUNS,
    POSSESSIVES, DESCRIPTIONS, ARTICLES, TARGET_PREPOSITIONS, NUMBERS, UNITS, HEADERS,
    OPENERS, NO_WORDS, ru.VOCABULARY, (word for phrase, _ in MARKERS for word in phrase),
    WORDS.words("never_names"),
)  # fmt: skip
"""Words that are never read as a (first part of a) player name."""
