"""Reading a mud-fight order ("ordre de bataille de boue", "приказ грязевой битвы") from a
player's private message, in French, English or Russian.

Players write as they talk: greetings, emoji, typos, numbers in words, narration, changes of
mind. The bridge has already dropped quotes and code (`rules.reader.own_words`); the shared
reader toolkit (`rules.reader`) does what every game's reading needs, and this module adds the
mud fight's grammar, one grammar for the three languages: `rules.mud.russian` gives it the
Russian words, coordinates typed in Cyrillic, players named in Cyrillic and in their cases
("кидаю в бориса 3"), and the questions, hedges and signatures said in Russian. The reading
goes in five small steps:

1. Set apart and clean. Narration in ``*asterisks*`` or italics is set apart (an order found
   only there is taken with the doubt ``narration``); questions that think aloud, a closing
   signature, struck-out text, links, tags and emoji shortcodes are dropped; coordinates spelt
   as a column and a row ("colonne C, ligne trois") become labels. A post longer than
   ``RAW_LIMIT`` characters, or whose text is longer than ``TEXT_LIMIT`` characters, is not
   read: ``not_an_order`` with ``{"why": "too_long", "limit": ...}`` (nobody sends a
   5,000-character order, and it bounds the work done on hostile input).
2. Tokenize into words, numbers (digits or words: un..dix, one..ten, один..десять, "тройку"),
   coordinates (``c3``, ``C 3``, ``C-3``; a Cyrillic look-alike ``С3`` is C3, another Cyrillic
   letter ``Д3`` is a place off the map) and player names (case, accents, ``@`` and the
   separators ``- _ .`` and space ignored; a unique first part such as ``zoé`` for ``zoé_42``
   resolves; in Cyrillic, in any case: ``бориса``, ``анну``; no fuzzy guessing).
   Parenthesised asides (``anna (B2)``), times, durations and turn headers are not read.
3. Split into fragments at punctuation, conjunctions (et, puis, ou, si, и, или, если...) and
   change-of-mind markers (finalement, en fait, non, plutôt, actually, instead, нет, лучше,
   хотя нет...); acknowledgements are dropped; each fragment becomes a partial order.
4. The last correction decides which fragments are in force ("au lieu de X" drops X; a lone new
   number or target amends the previous throw); adjacent partial throws merge
   (``Cible : boris`` / ``Chiffre : 4``).
5. Exactly one order must be left; it is checked against the board by ``check_order``. Anything
   else is a ``Rejection`` (not_an_order, ambiguous, invalid_number, not_adjacent,
   unknown_player, self_target, off_board) whose params feed the reply template. A pronoun
   target ("je lui lance un 3") stands for the one player the narration names, with the doubt
   ``pronoun``.

This module sets the narration, the questions and the signature apart and reads the rest through
modules of their own: `rules.mud.reading` cleans and tokenizes (steps 1 and 2),
`rules.mud.fragments` splits (3), `rules.mud.judging` decides (4 and 5) with
`rules.mud.checks.check_order`. The words are data, `rules/mud/words.toml`, read by
`rules.mud.lexicon`; every public name of the grammar is importable from here.

``read_order`` never raises: any text gives an ``Order`` or a ``Rejection``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace

from rules.base import Order, Rejection
from rules.mud import russian as ru
from rules.mud.checks import THROW_NUMBERS, check_order
from rules.mud.fragments import split_message
from rules.mud.judging import Judgement, Situation, decide
from rules.mud.lexicon import (
    ACCENTLESS,
    ARTICLE_NUMBERS,
    ARTICLES,
    COORDINATE_NEGATIONS,
    DEAD,
    DESCRIPTIONS,
    DIRECTIONS,
    GO_VERBS,
    HEADERS,
    MARKERS,
    MOVE_PREPOSITIONS,
    MOVE_VERBS,
    NEGATIONS_AFTER,
    NEGATIONS_BEFORE,
    NOT_NUMBER_AFTER,
    NOTHING,
    NUMBERS,
    PASS_WORDS,
    POSSESSIVES,
    PRONOUNS,
    REFLEXIVE,
    REFLEXIVE_MOVES,
    STANDING_PRONOUNS,
    TARGET_PREPOSITIONS,
    THROW_NOUNS,
    THROW_VERBS,
    UNITS,
    VOCABULARY,
    MarkerKind,
)
from rules.mud.maps import Board
from rules.mud.reading import TokenKind, VerbRole, clean, tokenize
from rules.reader import (
    Names,
    fold,
    narrated,
    pronoun_target,
    spelled_coordinates,
    without_musing,
    without_signature,
)

__all__ = [
    "ACCENTLESS", "ARTICLES", "ARTICLE_NUMBERS", "COORDINATE_NEGATIONS", "DEAD", "DESCRIPTIONS",
    "DIRECTIONS", "GO_VERBS", "HEADERS", "MARKERS", "MOVE_PREPOSITIONS", "MOVE_VERBS",
    "NEGATIONS_AFTER", "NEGATIONS_BEFORE", "NOTHING", "NOT_NUMBER_AFTER", "NUMBERS", "PASS_WORDS",
    "POSSESSIVES", "PRONOUNS", "RAW_LIMIT", "REASONS", "REFLEXIVE", "REFLEXIVE_MOVES",
    "STANDING_PRONOUNS", "TARGET_PREPOSITIONS", "TEXT_LIMIT", "THROW_NOUNS", "THROW_NUMBERS",
    "THROW_VERBS", "UNITS", "VOCABULARY", "Judgement", "MarkerKind", "TokenKind", "VerbRole",
    "check_order", "read_order",
]
"""The grammar's public names, wherever they are defined (`rules.mud.lexicon` for the words)."""

RAW_LIMIT = 20_000
"""Longest post read at all (characters, quotes included)."""

TEXT_LIMIT = 5_000
"""Longest text read once quotes and code are dropped (characters)."""

REASONS = (
    "not_an_order",
    "ambiguous",
    "invalid_number",
    "not_adjacent",
    "unknown_player",
    "self_target",
    "off_board",
)
"""Every rejection code this module gives."""


# --- public API -------------------------------------------------------------------------------


def read_order(
    text: str,
    *,
    speaker: str,
    players: Sequence[str],
    board: Board,
    positions: Mapping[str, str],
) -> Order | Rejection:
    """Read the order in a player's message: move, throw or pass, or why it cannot be taken.
    `text` is the author's own words, as the bridge passes them (`rules.reader.own_words`).

    `speaker` and `players` are names as the game knows them; `positions` maps each player on the
    board to their intersection. Never raises."""
    situation = Situation(speaker, board, positions)
    try:
        return _read(text, players, situation)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return Rejection("not_an_order", {"why": "unreadable"})


def _read(text: str, players: Sequence[str], situation: Situation) -> Order | Rejection:
    if not isinstance(text, str):
        return Rejection("not_an_order", {})
    if len(text) > RAW_LIMIT:
        return Rejection("not_an_order", {"why": "too_long", "limit": RAW_LIMIT})
    told = narrated(text)
    if len(told.plain) + len(told.narration) > TEXT_LIMIT:
        return Rejection("not_an_order", {"why": "too_long", "limit": TEXT_LIMIT})
    names = Names.of(players, VOCABULARY)
    forms = ru.cyrillic_names(tuple(players), VOCABULARY)
    speaker = situation.speaker
    signed = without_signature(clean(told.plain), speaker)
    plain = _statements(ru.without_signature(signed, speaker, ru.speaker_forms(speaker)))
    referent = _referent(plain, told.narration, names, forms, speaker)
    reading = decide(split_message(tokenize(plain, names, situation.board, forms)),
                     replace(situation, referent=referent))
    if isinstance(reading, Rejection) and reading.code == "not_an_order" and told.narration:
        narration = _statements(clean(told.narration))
        referent = _referent(narration, narration, names, forms, speaker)
        story = decide(split_message(tokenize(narration, names, situation.board, forms)),
                       replace(situation, referent=referent))
        if isinstance(story, Order):
            return Order(story.kind, story.params, story.doubt or "narration")
    return reading


def _referent(text: str, narration: str, names: Names, forms: ru.CyrillicNames,
              speaker: str) -> str | None:
    """The player a pronoun in `text` stands for (`rules.reader.pronoun_target`), or, when the
    narration names players in Cyrillic ('*Борис смотрит на Анну*'), the only one of them."""
    found = pronoun_target(text, narration, names, speaker)
    if found is not None or not set(re.findall(r"\w+", fold(text))) & STANDING_PRONOUNS:
        return found
    named = [player for player in ru.named_in(narration, names, forms) if player != speaker]
    return named[0] if len(named) == 1 else None


def _statements(text: str) -> str:
    """What a message states: no questions that think aloud (nor Russian hedges),
    coordinates as labels."""
    text = ru.without_musing(unicodedata.normalize("NFKC", text))
    return spelled_coordinates(without_musing(text))
