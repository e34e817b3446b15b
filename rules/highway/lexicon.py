"""The words of the Highway Romantics grammar (`rules.highway.orders`): read from `words.toml`
beside it (`rules.reader.vocabulary`), where a translator or a player community adds a word
without reading Python, and the sets the grammar makes of them. Folded: lower case, 'ё' is
'е', "don't" is the words "don t"."""

from __future__ import annotations

import re
from collections.abc import Iterable

from rules.highway.cards import Colour
from rules.reader import PADDING
from rules.reader.vocabulary import vocabulary

WORDS = vocabulary("rules.highway")
"""The game's vocabulary file, `rules/highway/words.toml`."""
ORDER = ("ru", "en", "fr")
"""The languages in the order the grammar lists their words: Russian first, the game's own."""


def listed(name: str) -> tuple[str, ...]:
    """A word set's entries, language after language in `ORDER`, each as the file gives them."""
    return tuple(entry for lang in ORDER for entry in WORDS.phrases(name, lang))


def alternation(name: str) -> str:
    """A word set as the alternation of a regular expression ("может|мб|не знаю"), language
    after language in `ORDER`."""
    return WORDS.alternation(name, *ORDER)


def _phrases(entries: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """Phrases as tuples of words, longest first."""
    found = {tuple(phrase.split()) for phrase in entries if phrase.strip()}
    return tuple(sorted(found, key=len, reverse=True))


# --- a guard fight --------------------------------------------------------------------------


WEAPONS: tuple[tuple[re.Pattern[str], Colour], ...] = (
    (re.compile(r"(?:сабл|сабел|красн)\w*|sabres?|sabers?|swords?|reds?"), "red"),
    (re.compile(r"(?:фузе|фузей|пистол|зелен)\w*|muskets?|pistols?|guns?|greens?"), "green"),
    (re.compile(r"(?:эликсир|голуб|зель[еия])\w*"
                r"|син(?:ий|яя|юю|ие|его|ей|ее|им|ими|их|ь|ька|ьку|ая|ую)"
                r"|elixirs?|potions?|blues?"), "blue"),
)
"""A weapon word in any case ("сабля, сабли, саблю, саблей, сабель") to its colour: stems and
endings, a pattern each, so they stay here rather than in the word lists."""
THIEVES = WORDS.words("thieves")
GUARDS = WORDS.words("guards")
GUARD_LINKS = WORDS.words("guard_links")
AGAINST = WORDS.words("against")
LAY_STRONG = _phrases(listed("lay_strong"))
LAY_WEAK = _phrases(listed("lay_weak"))
"""Verbs that lay a thief only with a weapon or a thief named ("кидаю саблю")."""
NEGATIONS = WORDS.words("negations")
PASS = _phrases(listed("pass"))
LAY_FILLERS = THIEVES | PADDING | WORDS.words("lay_fillers")


# --- a robbery: its gang, its split, the dice given -----------------------------------------


ME = WORDS.words("me")
REST = WORDS.words("rest")
COUNTS = {word: int(name.removeprefix("count_")) for name in WORDS.names()
          if name.startswith("count_") for word in listed(name)}
"""Counts that `rules.reader.number` does not know (declined, "a pair", and the ordinals of
dice: "первый кубик olga"): the sets `count_1`, `count_2`... of the file."""
BAD_COUNTS = WORDS.words("bad_counts")
"""Counts that are not numbers: a gang or a split needs numbers."""
ROB = _phrases(listed("rob"))
SPLIT = _phrases(listed("split"))
DICE = WORDS.words("dice")
SAFES = WORDS.words("safes")
SECTION_WORDS = SAFES | DICE | REST | THIEVES | WORDS.words("section_words")
"""Words of a split or an assignment that are no player's name ("я беру 3", "по 2")."""


# --- a vote ---------------------------------------------------------------------------------


VOTES: dict[tuple[str, ...], tuple[str, bool]] = {
    **{p: ("agree", True) for p in _phrases(listed("agree"))},
    **{p: ("disagree", True) for p in _phrases(listed("disagree"))},
    **{p: ("agree", False) for p in _phrases(listed("agree_weak"))},
    **{p: ("disagree", False) for p in _phrases(listed("disagree_weak"))},
}
"""Agreeing and disagreeing: a strong word (True) stands among other words, a weak one only
among fillers ("да, согласен", "ну ок", but not "да ладно, везёт же")."""
VOTE_PHRASES = tuple(sorted(VOTES, key=len, reverse=True))
FILLERS = PADDING | WORDS.words("fillers")


# --- a cell ---------------------------------------------------------------------------------


CELL_LEADS = WORDS.words("cell_leads")
WORD_LETTERS = WORDS.words("word_letters")
"""One-letter words ("в 7", "и 2", "a 5"): a cell only glued to its row ("в7") or after a
lead ("клетка в 7")."""
NOT_CELLS = WORDS.words("not_cells")
"""'x2', 'х2' count (two of them), they name no cell."""
TALK = WORDS.words("talk")
"""A cell told of in the past, or someone else's ("ну и везёт же тебе с Б7"), in its clause."""
LONE_CELL_ASIDES = PADDING | WORDS.words("lone_cell_asides")
"""Words a post that only names a cell may hold beside it ("привет, в 2!", "ну в 2")."""


# --- musing -----------------------------------------------------------------------------------


QUESTION_HEDGES = WORDS.words("question_hedges")
"""Words that make a question think aloud whole ("может, Б7?", "Б7 или В8?")."""


# --- the grammar's own words ----------------------------------------------------------------


BARE = SECTION_WORDS | FILLERS | frozenset(w for phrase in VOTE_PHRASES for w in phrase)
"""Words a bare split may hold beside its players and numbers ("не согласен: мне 2, ...")."""
RESERVED = frozenset(
    w for table in (ROB, SPLIT, LAY_STRONG, LAY_WEAK, PASS, VOTE_PHRASES) for phrase in table
    for w in phrase) | ME | REST | DICE | SAFES | THIEVES | GUARDS | FILLERS | CELL_LEADS
"""The grammar's own words, never read as the first part of a player's name."""
