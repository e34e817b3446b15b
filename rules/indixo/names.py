"""The names of one INDIXO game in a message: its players, rooms and weapons, found in folded
text by whole words, in French, English and Russian (`_Vocabulary`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rules.base import JSON
from rules.indixo import russian
from rules.indixo.keywords import _ARTICLE_WORDS, _RESERVED, ARTICLES, fold
from rules.reader import Names

OUT = "_out"
"""The kind suffix of a house's name that is not in play this game ("room_out")."""


@dataclass(frozen=True)
class _Mention:
    kind: str  # player, room, weapon
    name: str
    start: int
    end: int


class _Vocabulary:
    """Players, rooms and weapons of one game, found in folded text by whole words (players
    as `rules.reader.Names` reads them; rooms and weapons also by a first word no other room
    or weapon shares, "cour" for "Cour centrale", "seau" for "Seau à glace"). A name in
    Russian is also found in its cases, and by its head noun no other name shares ("во двор"
    for "Внутренний двор"): `rules.indixo.russian`."""

    def __init__(self, state: JSON) -> None:
        named = [("room", n) for n in state["rooms"]] + [("weapon", n) for n in state["weapons"]]
        out = state.get("left_out") or {}
        unused = [("room" + OUT, n) for n in out.get("rooms", [])] + \
            [("weapon" + OUT, n) for n in out.get("weapons", [])]
        self.names = Names.of(state["players"], _RESERVED)
        entries: list[tuple[int, re.Pattern[str], str, str]] = []
        heads: dict[str, list[tuple[str, str]]] = {}
        nouns: dict[str, tuple[str, list[tuple[str, str]]]] = {}
        for kind, name in named:
            for form in _forms(name):
                entries.append((len(form), re.compile(rf"(?<![\w]){re.escape(form)}s?(?![\w])"),
                                kind, name))
                head, _, rest = form.partition(" ")
                if rest and head not in _ARTICLE_WORDS and "'" not in head:
                    owners = heads.setdefault(head, [])
                    if (kind, name) not in owners:
                        owners.append((kind, name))
            cases = russian.declined(fold(name))
            if cases is not None:
                entries.append((len(fold(name)), re.compile(rf"(?<![\w]){cases}(?![\w])"),
                                kind, name))
            russian_head = russian.head(fold(name))
            if russian_head is not None:
                owners = nouns.setdefault(russian_head[0], (russian_head[1], []))[1]
                if (kind, name) not in owners:
                    owners.append((kind, name))
        for kind, name in unused:  # whole names only: they keep a first word from being
            for form in _forms(name):  # read as a room in play ("salle" of "salle de jeux")
                entries.append((len(form), re.compile(rf"(?<![\w]){re.escape(form)}s?(?![\w])"),
                                kind, name))
            cases = russian.declined(fold(name))
            if cases is not None:
                entries.append((len(fold(name)), re.compile(rf"(?<![\w]){cases}(?![\w])"),
                                kind, name))
        taken = {form for _, name in [*named, *unused] for form in _forms(name)}
        taken |= set(self.names.full) | set(self.names.first)
        self.shared = {head: owners for head, owners in heads.items() if len(owners) > 1}
        """First words several rooms or weapons share ("salle"): never read alone."""
        for head, owners in heads.items():
            if len(owners) == 1 and len(head) >= 3 and head not in taken | _RESERVED:
                kind, name = owners[0]
                entries.append((len(head), re.compile(rf"(?<![\w]){re.escape(head)}(?![\w'])"),
                                kind, name))
        self.shared_nouns: list[tuple[re.Pattern[str], list[tuple[str, str]]]] = []
        """Russian head nouns several rooms or weapons share ("гостиная" of "Малая гостиная"
        and "Большая гостиная"), in every case: never read alone."""
        for noun, (cases, owners) in nouns.items():
            pattern = re.compile(cases)
            if len(owners) > 1:
                self.shared_nouns.append((pattern, owners))
                continue
            kind, name = owners[0]
            others = {word for k, n in named if (k, n) != (kind, name) for form in _forms(n)
                      for word in form.split()} | set(self.names.full) | set(self.names.first)
            if not _reserved(cases) and not any(pattern.fullmatch(word) for word in others):
                entries.append((len(noun), re.compile(rf"(?<![\w]){cases}(?![\w])"), kind,
                                name))
        for pattern, player in self.names.patterns():
            entries.append((len(pattern.pattern), pattern, "player", player))
        things = {word for _, name in named for form in _forms(name) for word in form.split()}
        entries += _cyrillic_players(self.names, things)
        entries.sort(key=lambda e: -e[0])
        self.entries = entries

    def sharing(self, word: str) -> list[tuple[str, str]]:
        """The rooms and weapons that share the first word of `word` ("salle"), or, in
        Russian, one of its words as their head noun ("гостиную")."""
        owners = self.shared.get(word.split()[0] if word else "", [])
        if owners:
            return owners
        for pattern, sharing in self.shared_nouns:
            if any(pattern.fullmatch(w) for w in word.split()):
                return sharing
        return []

    def mentions(self, folded: str, unused: bool = False) -> list[_Mention]:
        """Every name in the text, longest first where they overlap, in text order; a name
        of the house that is not in play this game (`left_out`) only with `unused`."""
        taken: list[tuple[int, int]] = []
        found: list[_Mention] = []
        for _, pattern, kind, name in self.entries:
            for match in pattern.finditer(folded):
                span = (match.start(), match.end())
                if any(a < span[1] and span[0] < b for a, b in taken):
                    continue
                taken.append(span)
                found.append(_Mention(kind, name, *span))
        return sorted((m for m in found if unused or not m.kind.endswith(OUT)),
                      key=lambda m: m.start)

    def unused(self, words: str, kind: str) -> str | None:
        """The house's name not in play this game that these words name, or None."""
        return next((m.name for m in self.mentions(fold(words), unused=True)
                     if m.kind == kind + OUT), None)


def _cyrillic_players(names: Names, things: set[str]) -> list[
        tuple[int, re.Pattern[str], str, str]]:
    """Players as Russian players write their Latin forum names in Cyrillic, in every case
    ("вику" for vika, "бориса" for boris): a one-word name, or a first part the toolkit reads
    alone ("женя" for zhenya_42). A spelling that is one of the grammar's words, a word of a
    room or a weapon, or another player's, names nobody."""
    wanted = [(whole, player) for whole, player in names.full.items()
              if len([p for p in re.split(r"[-_.' ]+", fold(player).lstrip("@")) if p]) == 1]
    wanted += list(names.first.items())
    spelled = [(key, player, pattern) for key, player in wanted
               if (pattern := russian.spelled(key)) is not None and not _reserved(pattern)]
    found = []
    for key, player, pattern in spelled:
        compiled = re.compile(pattern)
        if any(compiled.fullmatch(word) for word in things):
            continue
        if any(other != player and compiled.fullmatch(russian.plain_spelling(k))
               for k, other, _ in spelled):
            continue
        found.append((len(key), re.compile(rf"(?<![\w@]){pattern}(?![\w])"), "player",
                      player))
    return found


@lru_cache(maxsize=64)
def _vocabulary(players: tuple[str, ...], rooms: tuple[str, ...],
                weapons: tuple[str, ...], unused_rooms: tuple[str, ...] = (),
                unused_weapons: tuple[str, ...] = ()) -> _Vocabulary:
    """A game's vocabulary, built once for its players and house (every message of a game
    reads with the same one)."""
    return _Vocabulary({"players": list(players), "rooms": list(rooms),
                        "weapons": list(weapons), "left_out": {
                            "rooms": list(unused_rooms), "weapons": list(unused_weapons)}})


@lru_cache(maxsize=256)
def _reserved(cases: str) -> bool:
    """Whether a Russian head noun, in one of its cases, is one of the grammar's own words
    ("комната" of "Игровая комната" is the word of "проклинаю комнату")."""
    pattern = re.compile(cases)
    return any(pattern.fullmatch(word) for word in _RESERVED)


def _forms(name: str) -> set[str]:
    folded = fold(name)
    forms = {folded}
    for article in ARTICLES:
        if folded.startswith(article):
            forms.add(folded[len(article):])
    return {f for f in forms if f}
