"""A bare confirmation of an order read before, with doubt."""

from __future__ import annotations

import re

from rules.reader.words import fold

AFFIRMATIONS = (
    "oui", "ouais", "yes", "yep", "yeah", "ok", "okay", "d'accord", "dac", "confirm",
    "confirme", "confirmed", "je confirme", "c'est ca", "c'est bien ca", "c'est bon",
    "je valide", "valide", "exactement", "exact", "tout a fait", "that's right", "that's it",
    "correct", "right",
    "да", "верно", "подтверждаю", "всё так", "все так", "именно",
)
"""Words that confirm an order read before, in French, English and Russian (folded)."""
PADDING = frozenset("bien merci thanks thank you please stp svp bien sur of course спасибо "
                    "так и есть absolument voila".split())
"""Words a player adds to pass the forum's minimum length, which say nothing more."""


def _folded_words(text: str) -> list[str]:
    return re.findall(r"[\w']+", fold(text))


def confirms(text: str) -> bool:
    """Whether a post only confirms an order read before ("oui, je confirme", "ok c'est bien
    ça", "yes that's right", "да, подтверждаю"): affirmations and padding, nothing else, so
    "oui mais je vais en C3" and "non" are not confirmations."""
    words = _folded_words(text)
    affirmed = False
    i = 0
    while i < len(words):
        length = next((len(phrase) for phrase in _PHRASES
                       if tuple(words[i:i + len(phrase)]) == phrase), 0)
        if length:
            affirmed, i = True, i + length
        elif words[i] in PADDING:
            i += 1
        else:
            return False
    return affirmed


_PHRASES = sorted((tuple(_folded_words(phrase)) for phrase in AFFIRMATIONS), key=len,
                  reverse=True)
"""The affirmations as folded word tuples, longest first."""
