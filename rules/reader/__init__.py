"""The reader toolkit every game's order grammar shares.

A post reaches a game's grammar as the author's own words: the bridge strips quotes and code
once (`own_words`). What every grammar then needs lives here, each part in its own module:

- `words`: folding (case, accents, ligatures, apostrophes) and numbers written as words;
- `names`: players named with or without '@', by any spelling of their forum name or a
  unique first part;
- `narration`: role-play narration in asterisks or italics set apart from plain statements,
  questions that only think aloud (or ask whether an order is worth giving: `asks`), pronouns
  standing for the one player a narration names, a narration that names the speaker's own
  character (`names_speaker`);
- `changes`: change-of-mind markers ("finalement", "actually", "non, ...");
- `signatures`: a closing signature is not a target;
- `coordinates`: "colonne C, ligne trois" is C3;
- `confirm`: a bare "oui, je confirme" confirms an order read with doubt;
- `russian`: questions said in Russian that only think aloud, for the grammars that read it.

A game's grammar (its verbs, its places, its items) stays in the game; where its reading stays
uncertain it returns the order with a `doubt` and the echo asks for confirmation.
"""

from rules.reader.changes import CHANGE_OF_MIND, NO_AFTER, NO_BEFORE, NO_WORDS, last_change
from rules.reader.confirm import AFFIRMATIONS, PADDING, confirms
from rules.reader.coordinates import spelled_coordinates
from rules.reader.names import Names
from rules.reader.narration import (
    ASKING,
    OPENERS,
    TARGET_PRONOUNS,
    Narrated,
    asks,
    named_players,
    names_speaker,
    narrated,
    pronoun_target,
    without_musing,
)
from rules.reader.quotes import own_words
from rules.reader.signatures import SIGN_OFFS, without_signature
from rules.reader.words import NUMBER_WORDS, SEPARATORS, fold, folded_lines, key, number

__all__ = [
    "AFFIRMATIONS", "ASKING", "CHANGE_OF_MIND", "NO_AFTER", "NO_BEFORE", "NO_WORDS", "NUMBER_WORDS",
    "OPENERS", "PADDING", "SEPARATORS", "SIGN_OFFS", "TARGET_PRONOUNS", "Names", "Narrated",
    "asks", "confirms", "fold", "folded_lines", "key", "last_change", "named_players",
    "names_speaker", "narrated",
    "number", "own_words", "pronoun_target", "spelled_coordinates", "without_musing",
    "without_signature",
]
