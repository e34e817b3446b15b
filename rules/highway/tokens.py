"""The Highway Romantics grammar's tokens (`rules.highway.orders`): a folded post cut into
players, cells, counts, weapons, words and punctuation, and the phrases written among them."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.highway.cards import CYRILLIC, FULL, LATIN, Colour
from rules.highway.lexicon import (
    BAD_COUNTS,
    CELL_LEADS,
    COUNTS,
    ME,
    NOT_CELLS,
    RESERVED,
    REST,
    WEAPONS,
    WORD_LETTERS,
)
from rules.reader import Names, key, number
from rules.reader.vocabulary import by_first_word

# --- the text, folded, cut into tokens ----------------------------------------------------


@dataclass(frozen=True)
class Token:
    """A token of the folded text. Kinds: player (value: the name at the table), mention (an
    '@name' not at the table), me, rest, weapon (value: colour; `count` the token before it),
    number, badcount, range (value: the positions), times ('x2'), cell, badcell, word, and
    the punctuation major (. ; ! new line), comma, link (: - — =) and join (+ &)."""

    kind: str
    value: Any
    text: str
    start: int
    end: int
    count: Token | None = None


_MENTION = re.compile(r"(?<![\w@])@([^\W_](?:[\w.-]*[^\W_])?)")
_TIMES = re.compile(r"(?<!\w)(?:[x×х*]\s?(\d{1,2})|(\d{1,2})\s?(?:шт\w*|pcs))(?!\w)")
_BEFORE_TIMES = re.compile(r"(?<!\w)(\d{1,2})\s?[x×х](?!\w)")
_RANGE = re.compile(r"(?<![\w-])(\d{1,2})(?:[-–]|\.\.)(\d{1,2})(?![\w-])")
_CELL = re.compile(r"(?<![\w@'])([^\W\d_])([ \t]*[-–][ \t]*|[ \t])?(\d{1,3})(?![\w'])")
_LEX = re.compile(r"(?P<word>[^\W_]+)|(?P<major>[.!;\n…]+)|(?P<comma>,)"
                  r"|(?P<link>->|=>|→|[:=—–-])|(?P<join>[+&/])")


@dataclass(frozen=True)
class Table:
    """The speaker (as the table spells them) and the players' names."""

    speaker: str
    names: Names
    patterns: tuple[tuple[re.Pattern[str], str], ...]

    @classmethod
    def of(cls, speaker: str, players: Sequence[str]) -> Table:
        seated = [str(p) for p in players]
        known = next((p for p in seated if key(p) == key(speaker)), speaker)
        names = Names.of(seated, RESERVED)
        return cls(known, names, tuple(names.patterns()))

    def tokens(self, folded: str) -> list[Token]:
        """The players, cells, counts, words and punctuation of a folded text, in order."""
        taken = bytearray(len(folded) + 1)
        found: list[Token] = []

        def claim(kind: str, value: Any, match: re.Match[str]) -> None:
            start, end = match.span()
            if not any(taken[start:end]):
                taken[start:end] = b"\x01" * (end - start)
                found.append(Token(kind, value, match.group(), start, end))

        for pattern, name in self.patterns:
            for match in pattern.finditer(folded):
                claim("player", name, match)
        for match in _MENTION.finditer(folded):
            if key(match.group(1)) != "discobot":
                claim("mention", match.group(1), match)
        for match in _TIMES.finditer(folded):
            claim("times", int(match.group(1) or match.group(2)), match)
        for match in _BEFORE_TIMES.finditer(folded):
            claim("number", int(match.group(1)), match)
        for match in _RANGE.finditer(folded):
            low, high = int(match.group(1)), int(match.group(2))
            if low <= high:
                claim("range", list(range(low, high + 1)), match)
        for match in _CELL.finditer(folded):
            cell = _cell_of(folded, match)
            if cell is not None:
                claim(*cell, match)
        for match in _LEX.finditer(folded):
            if match.lastgroup == "word":
                claim(*_word(match.group()), match)
            elif match.lastgroup is not None:
                claim(match.lastgroup, match.group(), match)
        return sorted(found, key=lambda token: token.start)


def _word(word: str) -> tuple[str, Any]:
    """What one word is: a count, me, the rest, a weapon, or a word."""
    value = number(word)
    if value is None:
        value = COUNTS.get(word)
    if value is not None:
        return "number", value
    if word in BAD_COUNTS:
        return "badcount", word
    if word in ME:
        return "me", word
    if word in REST:
        return "rest", word
    colour = _colour(word)
    if colour is not None:
        return "weapon", colour
    return "word", word


def _colour(word: str) -> Colour | None:
    return next((colour for pattern, colour in WEAPONS if pattern.fullmatch(word)), None)


def _cell_of(folded: str, match: re.Match[str]) -> tuple[str, str] | None:
    """('cell', 'B7') or ('badcell', 'Л5') for a letter and its row, or None when it names no
    cell: a one-letter word spaced from a number ("в 7", "и 2") without a lead."""
    letter, glue, row = match.group(1), match.group(2) or "", match.group(3)
    if letter in NOT_CELLS or letter == "я" or not re.fullmatch(r"[a-zа-яй]", letter):
        return None
    if glue.strip() == "" and glue and letter in WORD_LETTERS:
        before = re.findall(r"[^\W_]+", folded[:match.start()])
        if not before or before[-1] not in CELL_LEADS:
            return None
    written = f"{letter.upper()}{row}"
    if letter in LATIN.lower():
        column = LATIN.lower().index(letter)
    elif letter in CYRILLIC.lower():
        column = CYRILLIC.lower().index(letter)
    else:
        return "badcell", written
    if not 1 <= int(row) <= FULL:
        return "badcell", written
    return "cell", f"{LATIN[column]}{int(row)}"


# --- phrases among tokens -----------------------------------------------------------------


WORDISH = ("word", "me", "rest", "weapon", "number", "badcount")


def phrase_at(tokens: Sequence[Token], i: int, phrases: tuple[tuple[str, ...], ...]) -> int:
    """The length of the longest phrase written from token i, or 0."""
    if i >= len(tokens):
        return 0
    for phrase in by_first_word(phrases).get(tokens[i].text, ()):
        span = tokens[i:i + len(phrase)]
        if len(span) == len(phrase) and all(
                t.text == w and (t.kind in WORDISH or w == "+")
                for t, w in zip(span, phrase, strict=True)):
            return len(phrase)
    return 0


def find_phrase(tokens: Sequence[Token], phrases: tuple[tuple[str, ...], ...]) -> tuple[int, int]:
    """(where, length) of the first phrase written, or (-1, 0)."""
    for i in range(len(tokens)):
        length = phrase_at(tokens, i, phrases)
        if length:
            return i, length
    return -1, 0


def owner_of(table: Table, token: Token) -> str | None:
    if token.kind == "player":
        return str(token.value)
    return table.speaker if token.kind == "me" else None
