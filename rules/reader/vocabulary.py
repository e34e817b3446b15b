"""A game's words as data: the vocabulary beside its grammar, in one format for every game.

A grammar module holds the logic of reading; its words (verbs, nouns, the phrases that open,
weigh or refuse an order) live in `words.toml` beside it, where a translator or a player
community adds a word without reading Python. Each table is one set of words, with a key per
language; a value is either a string of words separated by white space, or a list of phrases
kept whole (several words). Words are written as the readers compare
them: folded (`rules.reader.words.fold`: lower case, no accents, 'й' kept).

    [throw_verbs]
    fr = "lance lancer jette"
    en = "throw throws"
    ru = "кидаю бросаю"

    [openers]
    fr = ["je veux", "j'aimerais"]

`vocabulary("rules.mud")` reads it once: `.words("throw_verbs")` is every language's words
together, `.words("throw_verbs", "ru")` one language's, `.phrases("openers")` the entries in
the file's order.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("fr", "en", "ru")
"""The languages a vocabulary may give, in the order their words are taken."""


@dataclass(frozen=True)
class Vocabulary:
    """One game's words, by set and language."""

    source: str
    tables: dict[str, dict[str, Any]]

    def _entries(self, name: str, lang: str | None) -> list[str]:
        table = self.tables.get(name)
        if table is None:
            raise KeyError(f"{self.source} has no word set [{name}]")
        out: list[str] = []
        for language in (lang,) if lang else LANGUAGES:
            value = table.get(language, [])
            out += value.split() if isinstance(value, str) else list(value)
        return out

    def words(self, name: str, lang: str | None = None) -> frozenset[str]:
        """A set of words (or phrases), every language's together or one language's."""
        return frozenset(self._entries(name, lang))

    def phrases(self, name: str, lang: str | None = None) -> tuple[str, ...]:
        """The entries of a set in the file's order (each language in `LANGUAGES`' order)."""
        return tuple(self._entries(name, lang))

    def alternation(self, name: str, *languages: str) -> str:
        """A set as the alternation of a regular expression ("peut-etre|maybe|может"): these
        languages' entries in the order given, or every language's; the entries are words
        and spaces, written as they are."""
        return "|".join(entry for lang in languages or LANGUAGES
                        for entry in self._entries(name, lang))

    def names(self) -> list[str]:
        """Every set the file defines."""
        return list(self.tables)


@cache
def by_first_word(phrases: tuple[tuple[str, ...], ...]
                  ) -> Mapping[str, tuple[tuple[str, ...], ...]]:
    """Phrases (tuples of words) by their first word, longest first: what a grammar looks up
    at a token to find the longest phrase starting there."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        out.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(listed) for word, listed in out.items()}


@cache
def vocabulary(package: str, filename: str = "words.toml") -> Vocabulary:
    """The vocabulary file of a game's package, read once."""
    text = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
    tables = tomllib.loads(text)
    for name, table in tables.items():
        unknown = set(table) - set(LANGUAGES)
        if not isinstance(table, dict) or unknown:
            raise ValueError(f"{package}/{filename} [{name}]: keys must be {LANGUAGES}, "
                             f"not {sorted(unknown)}")
    return Vocabulary(f"{package}/{filename}", tables)
