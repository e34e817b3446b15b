"""Words as every reader compares them: folded, and numbers written as words."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

_BREVE = "\u0306"
"""Kept when folding: 'й' is a letter of its own in Russian, not an accented 'и'."""
SEPARATORS = re.compile(r"[-_.' ]+")
"""What a forum name may hold between its parts ('zoé_42', 'jean-michel', 'j.michel')."""


def fold(text: str) -> str:
    """Lower case without accents, ligatures opened, one kind of apostrophe: 'Zoé' -> 'zoe',
    'Œuvre' -> 'oeuvre', 'd’horloge' -> "d'horloge". Cyrillic keeps 'й'; 'ё' becomes 'е'.
    Invisible format characters go: the word joiner the bot's posts put in a chosen name
    (`bridge.texts.inert`), copied back by a player, reads as the name."""
    text = "".join(c for c in text if unicodedata.category(c) != "Cf")
    text = text.replace("’", "'").replace("‘", "'").replace("ʼ", "'")
    text = text.replace("œ", "oe").replace("Œ", "oe").replace("æ", "ae").replace("Æ", "ae")
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c) or c == _BREVE)
    return unicodedata.normalize("NFC", plain).casefold()


def folded_lines(text: str) -> str:
    """`fold`, with runs of spaces made one and empty lines dropped (lines are kept: some
    orders give one item a line)."""
    lines = (re.sub(r"[^\S\n]+", " ", line).strip() for line in fold(text).split("\n"))
    return "\n".join(line for line in lines if line)


def key(name: str) -> str:
    """A player name as compared: no case, accents, leading @ or separators."""
    return SEPARATORS.sub("", fold(name).lstrip("@"))


NUMBER_WORDS: Mapping[str, int] = {
    "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6,
    "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10,
    "ноль": 0, "один": 1, "одна": 1, "одно": 1, "два": 2, "две": 2, "три": 3, "четыре": 4,
    "пять": 5, "шесть": 6, "семь": 7, "восемь": 8, "девять": 9, "десять": 10,
}  # fmt: skip
"""Numbers written as words, folded, in French, English and Russian."""


def number(word: str) -> int | None:
    """The number a word stands for ('3', 'trois', 'three', 'три'), or None."""
    folded = fold(word)
    if folded.isdecimal() and len(folded) <= 6:
        return int(folded)
    return NUMBER_WORDS.get(folded)
