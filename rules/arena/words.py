"""The clan arena grammar's words, read from `words.toml` beside it (`rules.reader.vocabulary`):
each set of words in French, English and Russian together, by the names the grammar reads them
with. What each set is for is said in the file, above its table.

Sets of single words are frozensets; sets of phrases (several words, read in a row) are tuples
of word tuples, longest first (`_phrases`). Everything is folded: lower case, no accents;
"j'attaque" is the words "j attaque".
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.arena import russian as ru
from rules.arena.state import CHARACTERISTICS
from rules.reader.vocabulary import vocabulary

WORDS = vocabulary("rules.arena")
"""The arena's `words.toml`."""


def _phrases(name: str, lang: str | None = None) -> tuple[tuple[str, ...], ...]:
    """A set of phrases as word tuples, longest first."""
    found = {tuple(phrase.split()) for phrase in WORDS.phrases(name, lang)}
    return tuple(sorted(found, key=len, reverse=True))


def _latin(name: str) -> frozenset[str]:
    """A set's French and English words (the grammar reads the Russian ones apart)."""
    return WORDS.words(name, "fr") | WORDS.words(name, "en")


# --- the spread of the characteristics ----------------------------------------------------

CHARACTERISTIC_WORDS: Mapping[str, str] = {
    word: name for name in CHARACTERISTICS for word in WORDS.phrases(f"characteristic_{name}")
}
"""attaque, défense, tir, bouclier (атака, защита, стрельба, щит) as players write them, to
the names of `state.py`."""
_AFTER_NAME = WORDS.words("after_name")
_BEFORE_NAME = WORDS.words("before_name")
_REST = WORDS.words("rest")
_EVERYWHERE = _phrases("everywhere")

# --- sign-up ------------------------------------------------------------------------------

CHIEF = _phrases("chief")
CHIEF_CUES = _phrases("chief_cues")
AS_CUES = _phrases("as_cues")
AFTER_CUES = WORDS.words("after_cues")
NOT_CUES = WORDS.words("not_cues")
FOUND = _phrases("found")
CLAN_WORDS = _phrases("clan")
JOIN = _phrases("join")
REFUSE = _phrases("refuse")
LEAVE = _phrases("leave")
NAME_LEADS = WORDS.words("name_leads")
NAME_STOPS = WORDS.words("name_stops")
NAMING = _phrases("naming")
NAME_LINKS = WORDS.words("name_links")
DROPPED = WORDS.words("dropped")

# --- round actions: each word or phrase says a kind ("protect" is defend or shield, unsaid) -

VERBS: Mapping[str, tuple[tuple[str, ...], ...]] = {
    kind: _phrases(f"verbs_{kind}")
    for kind in ("attack", "defend", "shield", "protect", "shoot", "move", "nothing")
}
WEAK_ATTACKS = WORDS.words("weak_attacks")
DOING = _latin("doing")
GO = WORDS.words("go")
MOVE_LEADS = WORDS.words("move_leads")
ORIGINS = WORDS.words("origins")
NEGATIONS_BEFORE = WORDS.words("negations_before")
NEGATIONS_AFTER = WORDS.words("negations_after")
NEGATIONS_ALONE = WORDS.words("negations_alone")
CLITICS = WORDS.words("clitics")
SUBJECT_SELF = WORDS.words("subject_self")
SUBJECT_OTHER = WORDS.words("subject_other")
SELF = WORDS.words("self")
ADDRESSEE = WORDS.words("addressee")
OBJECT_PRONOUNS = WORDS.words("object_pronouns")
CLITIC_PRONOUNS = WORDS.words("clitic_pronouns")
TARGET_LINKS = WORDS.words("target_links")
THREATS = WORDS.words("threats")
OTHERS = WORDS.words("others")
OWN_THINGS = WORDS.words("own_things")
FILLERS = WORDS.words("fillers")
CUTS = WORDS.words("cuts")
PURPOSE = WORDS.words("purpose")
CONDITIONS = _phrases("conditions")
NOT_CONDITIONS = _phrases("not_conditions")
HEDGES = _phrases("hedges")
RU_HEDGES = _phrases("hedges", "ru")
"""Russian hedges: alone in their clause ('может быть, атакую @carl') they hedge the next."""
_ASKING = _latin("asking")
FOR_PHRASES = _phrases("for_phrases")
FOR_ANYWHERE = _phrases("for_anywhere")

# --- placement ----------------------------------------------------------------------------

ALL = _phrases("all")
REST_OF = _phrases("rest_of")
EXCEPT = _phrases("except")
PLACE_SELF = WORDS.words("place_self")

CENTRE_WORDS = (r"zone\s+centrale|zone\s+du\s+(?:centre|center|milieu)|zone\s+(?:centre|center)"
                r"|(?:centre|center|central)\s+zone|centre|center|milieu|middle" + ru.CENTRE_WORDS)
"""The centre zone's names, as a pattern."""

_RESERVED = frozenset(
    word
    for table in (*VERBS.values(), CHIEF, CHIEF_CUES, FOUND, JOIN, REFUSE, LEAVE, ALL, REST_OF,
                  EXCEPT, HEDGES, FOR_PHRASES)
    for phrase in table for word in phrase
) | set(CHARACTERISTIC_WORDS) | NAME_LEADS | SELF | ADDRESSEE | SUBJECT_SELF
"""The grammar's own words, never read as the first part of a player's name."""
