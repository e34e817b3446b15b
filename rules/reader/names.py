"""Players named as players write them: with or without '@', any case and accents, any of
the separators '- _ .' or a space between the parts of a forum name ('zoé_42', 'Zoe 42',
'@zoe42'), or a unique first part ('zoé' for 'zoé_42'). No fuzzy guessing."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rules.reader.words import SEPARATORS, fold, key


@dataclass(frozen=True)
class Names:
    """The players, by full key ('zoe42') and by unique first part ('zoe'); `longest` is the
    most words a name may take in a text (at most 4)."""

    full: Mapping[str, str]
    first: Mapping[str, str]
    longest: int

    @classmethod
    def of(cls, players: Sequence[str], reserved: Iterable[str] = ()) -> Names:
        """`reserved`: the grammar's own words, never read as a first part ('la', 'vote')."""
        reserved = frozenset(reserved)
        full: dict[str, str] = {}
        firsts: dict[str, set[str]] = {}
        longest = 1
        for name in players:
            whole = key(name)
            if not whole:
                continue
            full.setdefault(whole, name)
            parts = _parts(name)
            longest = max(longest, len(parts))
            if len(parts) > 1:
                firsts.setdefault(parts[0], set()).add(name)
        first = {
            part: next(iter(names))
            for part, names in firsts.items()
            if len(names) == 1 and part not in full and len(part) >= 2 and part not in reserved
        }
        return cls(full, first, min(longest, 4))

    def named(self, words: Sequence[str]) -> str | None:
        """The player that these words (one to `longest`) name together, if any."""
        found = self.full.get("".join(key(word) for word in words))
        if found is None and len(words) == 1:
            found = self.first.get(fold(words[0]).lstrip("@"))
        return found

    def patterns(self) -> list[tuple[re.Pattern[str], str]]:
        """For readers of folded text: one pattern per way of writing each player, longest
        first, matching whole words with or without '@'."""
        forms: list[tuple[str, str]] = []
        for whole, name in self.full.items():
            forms.append((r"[-_.' ]?".join(map(re.escape, _parts(name))) or re.escape(whole),
                          name))
        forms.extend((re.escape(part), name) for part, name in self.first.items())
        forms.sort(key=lambda form: -len(form[0]))
        return [(re.compile(rf"(?<![\w@])@?{form}(?!\w)"), name) for form, name in forms]


def _parts(name: str) -> list[str]:
    return [part for part in SEPARATORS.split(fold(name).lstrip("@")) if part]
