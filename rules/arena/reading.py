"""The clan-arena grammar's reading tools (`rules.arena.orders`): a text folded with where each
folded character came from, its tokens (players, zones, words and punctuation), the table of
what the grammar reads with (the phase, the speaker, the players, zones and clans), where the
phrases of a word set are written, and the rejections every step gives.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.arena import russian as ru
from rules.arena.state import merged
from rules.arena.words import _RESERVED, CENTRE_WORDS, DROPPED, HEDGES, RU_HEDGES
from rules.base import JSON, Rejection
from rules.reader import Names, fold, number
from rules.reader.vocabulary import by_first_word

# --- the text, folded, with where each folded character came from ------------------------


@dataclass(frozen=True)
class _Text:
    """A text and its folded form, with the original index of each folded character (the
    clan names are given back as written)."""

    raw: str
    folded: str
    origin: tuple[int, ...]

    @classmethod
    def of(cls, raw: str) -> _Text:
        folded: list[str] = []
        origin: list[int] = []
        for i, char in enumerate(raw):
            out = fold(char)
            folded.append(out)
            origin.extend([i] * len(out))
        origin.append(len(raw))
        return cls(raw, "".join(folded), tuple(origin))

    def part(self, start: int, end: int | None = None) -> _Text:
        """The text from folded index `start` to `end`."""
        stop = len(self.folded) if end is None else end
        return _Text(self.raw, self.folded[start:stop],
                     (*self.origin[start:stop], self.origin[stop]))

    def written(self, start: int, end: int) -> str:
        """The original text between two folded indices."""
        return self.raw[self.origin[start]:self.origin[end]]


@dataclass(frozen=True)
class _Token:
    kind: str  # word, player, zone, stop, comma, colon
    value: str
    start: int
    end: int
    strong: bool = True  # a zone named as such ('zone 3'), not a bare '3'
    known: bool = True  # a player the game knows (not an unknown '@name')


_LEX = re.compile(r"(?P<word>[^\W_]+)|(?P<stop>\.{2,}|…|[.!;\n¡?])|(?P<comma>,)"
                  r"|(?P<colon>->|=>|→|[:=])")
_MENTION = re.compile(r"(?<![\w@])@([^\W_](?:[\w.-]*[^\W_])?)")


# --- the game's words: players, zones, clans ----------------------------------------------


@dataclass(frozen=True)
class _Table:
    """What the grammar reads with: the phase, the speaker, the players, zones and clans."""

    phase: str
    speaker: str
    names: Names
    name_patterns: tuple[tuple[re.Pattern[str], str], ...]
    zone_patterns: tuple[tuple[re.Pattern[str], str | None, bool], ...]
    zone_labels: Mapping[str, str]
    clans: tuple[tuple[str, str, tuple[str, ...]], ...]
    budget: int
    centre: str = ""

    @classmethod
    def of(cls, state: JSON, speaker: str) -> _Table:
        settings = merged(state.get("settings") or {})
        arena = settings["map"]
        zones = [str(z) for z in arena.get("zones", [])]
        centre = str(arena.get("centre", ""))
        clans = tuple((str(c["name"]), str(c["chief"]), tuple(str(m) for m in c["members"]))
                      for c in state.get("clans") or [])
        players = list(dict.fromkeys([*(state.get("players") or []),
                                      *(state.get("warriors") or {}),
                                      *(m for _, _, members in clans for m in members)]))
        known = next((p for p in players if fold(p) == fold(speaker)), speaker)
        labels = {fold(z): z for z in zones}
        patterns: list[tuple[re.Pattern[str], str | None, bool]] = []
        if centre:
            patterns.append((re.compile(rf"(?<![\w@])(?:{CENTRE_WORDS})(?!\w)"), centre, True))
        patterns.append((re.compile(r"(?<![\w@])(?:la\s+)?zone\s*(?:n[°o]\.?\s*|numero\s*)?"
                                    r"([^\W_]+)(?!\w)"), None, True))
        patterns.append((re.compile(r"(?<![\w@])z\s?(\d{1,2})(?!\w)"), None, True))
        patterns.append((re.compile(rf"(?<![\w@]){ru.ZONE}([^\W_]+)(?!\w)"), None, True))
        patterns.append((ru.ORDINALS, None, True))
        patterns.append((ru.ORDINALS_ALONE, None, True))
        for label, zone in sorted(labels.items(), key=lambda item: -len(item[0])):
            if len(label) > 1 and not label.isdecimal():
                patterns.append((re.compile(rf"(?<![\w@]){re.escape(label)}(?!\w)"), zone, True))
        patterns.append((re.compile(r"(?<![\w@#°])(\d{1,2})(?![\w°%])"), None, False))
        for label, zone in labels.items():
            if len(label) == 1 and not label.isdecimal():
                patterns.append((re.compile(rf"(?<![\w@'])({re.escape(label)})(?![\w'])"),
                                 zone, False))
        budget = settings.get("budget", 12)
        names = Names.of([*players, known], _RESERVED)
        return cls(str(state.get("phase") or "signup"), known, names, tuple(names.patterns()),
                   tuple(patterns), labels, clans, budget if isinstance(budget, int) else 12,
                   centre)

    def zone(self, word: str) -> str | None:
        """The zone a word after 'zone' names ('3', 'trois', 'c', 'три', 'с' typed in
        Cyrillic, 'ц' for the centre, 'перв' of 'первую зону'), or None."""
        value = number(word)
        if value is None:
            value = ru.ORDINAL_VALUES.get(word)
        if value is not None:
            return self.zone_labels.get(str(value), str(value))
        found = self.zone_labels.get(word)
        if found is None and ru.russian(word):
            found = self.zone_labels.get(word.translate(ru.LOOKALIKES))
            if found is None and word == ru.CENTRE_LETTER:
                found = self.centre or None
        return found

    def tokens(self, folded: str) -> list[_Token]:
        """Players, zones, words and punctuation, in reading order."""
        taken = bytearray(len(folded) + 1)
        found: list[_Token] = []

        def claim(start: int, end: int) -> bool:
            if any(taken[start:end]):
                return False
            taken[start:end] = b"\x01" * (end - start)
            return True

        for pattern, name in self.name_patterns:
            for match in pattern.finditer(folded):
                if claim(*match.span()):
                    found.append(_Token("player", name, *match.span()))
        for match in _MENTION.finditer(folded):
            if claim(*match.span()):
                found.append(_Token("player", match.group(1), *match.span(), known=False))
        for pattern, zone, strong in self.zone_patterns:
            for match in pattern.finditer(folded):
                value = zone if zone is not None else self.zone(match.group(1))
                if value is not None and claim(*match.span()):
                    found.append(_Token("zone", value, *match.span(), strong=strong))
        for match in _LEX.finditer(folded):
            kind = match.lastgroup
            if kind is not None and claim(*match.span()):
                found.append(_Token(kind, match.group(), *match.span()))
        return sorted(found, key=lambda token: token.start)

    def clan_of(self, player: str) -> tuple[str, str, tuple[str, ...]] | None:
        """The clan the player leads, or else the one they belong to."""
        led = next((c for c in self.clans if c[1] == player), None)
        return led or next((c for c in self.clans if player in c[2]), None)

    def chief_of(self, player: str) -> str | None:
        """The chief of the player's clan."""
        own = next((c for c in self.clans if player in c[2]), None)
        return None if own is None else own[1]

    def clan_mentions(self, folded: str) -> list[tuple[int, str]]:
        """The known clans a text names (articles, case, a plural 's' ignored; a Russian
        name in any case, 'Волков' for 'Волки'; a clan of several words also by a word of
        its own), in text order. Where two clans' Russian forms meet on one word, the one
        written as it is named wins, and neither when none is."""
        found: list[tuple[int, str, bool]] = []
        words_of = {name: [w for w in re.findall(r"[^\W_]+", fold(name)) if w not in DROPPED]
                    for name, _, _ in self.clans}
        for name, words in words_of.items():
            if not words:
                continue
            forms = [words]
            if len(words) > 1:
                others = [w for n, ws in words_of.items() if n != name for w in ws]
                forms += [[w] for w in words if len(w) >= 4 and w not in others]
            for form in forms:
                body = r"[\s'-]+".join(
                    ru.clan_word(w) if ru.russian(w) else re.escape(w.rstrip("sx")) + "[sx]?"
                    for w in form)
                for match in re.finditer(rf"(?<![\w@]){body}(?!\w)", folded):
                    exact = " ".join(re.findall(r"[^\W_]+", match.group())) == " ".join(form)
                    found.append((match.start(), name, exact))
        kept: list[tuple[int, str]] = []
        for start in sorted({at for at, _, _ in found}):
            here = {(name, exact) for at, name, exact in found if at == start}
            names = {name for name, _ in here}
            exact_names = {name for name, exact in here if exact}
            if len(names) == 1 or not any(ru.russian(name) for name in names):
                kept += [(start, name) for name in sorted(names)]
            elif len(exact_names) == 1:
                kept.append((start, next(iter(exact_names))))
        return kept


def _at(tokens: Sequence[_Token], i: int,
        phrases: tuple[tuple[str, ...], ...]) -> tuple[str, ...] | None:
    """The phrase of `phrases` (longest first) whose words start at token i."""
    if i >= len(tokens):
        return None
    for phrase in by_first_word(phrases).get(tokens[i].value, ()):
        span = tokens[i:i + len(phrase)]
        if len(span) == len(phrase) and all(t.kind in ("word", "colon") and t.value == w
                                            for t, w in zip(span, phrase, strict=True)):
            return phrase
    return None


def _find(tokens: Sequence[_Token], phrases: tuple[tuple[str, ...], ...],
          start: int = 0) -> tuple[int, tuple[str, ...]] | None:
    """The first place from `start` where one of `phrases` is written."""
    for i in range(start, len(tokens)):
        phrase = _at(tokens, i, phrases)
        if phrase is not None:
            return i, phrase
    return None


def _sentences(tokens: Sequence[_Token]) -> list[list[_Token]]:
    """The tokens cut at stops, the clauses that think aloud left out."""
    out: list[list[_Token]] = [[]]
    for token in tokens:
        if token.kind == "stop":
            out.append([])
        else:
            out[-1].append(token)
    kept = []
    for sentence in out:
        pieces: list[list[_Token]] = [[]]
        for token in sentence:
            if token.kind == "comma":
                pieces.append([token])
            else:
                pieces[-1].append(token)
        clean = []
        hedged = False
        for piece in pieces:
            words = [t for t in piece if t.kind != "comma"]
            if hedged or _find(piece, HEDGES) is not None:
                # 'может быть, атакую @carl': a Russian hedge alone in its clause hedges the next
                hedged = bool(words) and _at(words, 0, RU_HEDGES) is not None and len(
                    _at(words, 0, RU_HEDGES) or ()) == len(words) and not hedged
                continue
            clean += piece
        if any(t.kind != "comma" for t in clean):
            kept.append(clean)
    return kept


def _not_an_order(why: str, **params: Any) -> Rejection:
    return Rejection("not_an_order", {"why": why, **params})


def _ambiguous(why: str, **params: Any) -> Rejection:
    return Rejection("ambiguous", {"why": why, **params})
