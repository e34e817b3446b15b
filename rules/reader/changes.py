"""Changes of mind: the words after which a player's new order replaces what came before
("je vais en C3... finalement en D4", "vote @bob, actually @carl"), wherever they stand: after
a dash, or at the end of the message with only the new value after them ("lancer sur boris 3
— non, 4", "aller en C3... enfin C4", "throw at ana 2, make that 5", "кидаю в бориса 3 — то
есть 4")."""

from __future__ import annotations

import re

CHANGE_OF_MIND: tuple[str, ...] = tuple(" ".join(phrase.split()) for phrase in """
    en fait|finalement|plutot|a la place|au final|instead|actually|scratch that
    |je change d avis|change d avis|changement d avis|je change mon ordre|change mon ordre
    |changement d ordre|correction|oups|oops|change of plans|change of plan|changed my mind
    |change my order|on second thought|second thought|tout compte fait|reflexion faite
    |apres reflexion|en fin de compte|never mind|nevermind|rectification|je rectifie
    |rectifie|no wait|wait|rather|enfin|pardon|je veux dire|make that|make it|i mean|sorry
    |нет|вернее|точнее|передумал|передумала|лучше|то есть|в смысле|сорри|хотя нет""".split("|"))
"""Change-of-mind phrases, folded, their words one space apart ('d'avis' is 'd avis')."""

NO_WORDS = frozenset("non no nope nan".split())
NO_BEFORE = frozenset("ah oh euh eh bon hmm mmh fait actually mais ou".split())
NO_AFTER = frozenset("finalement plutot en actually wait".split())
"""A bare 'non' changes the mind after 'ah', 'oh', 'euh'..., before 'finalement', 'plutôt'...,
or alone before a comma or the end of a clause; elsewhere it is a negation ('no throw')."""

_WORD = re.compile(r"[^\W_]+")
_PHRASES = sorted((tuple(phrase.split()) for phrase in CHANGE_OF_MIND), key=len, reverse=True)


def last_change(folded: str) -> tuple[str, str] | None:
    """The folded text cut at its last change of mind: (before, after), or None."""
    words = list(_WORD.finditer(folded))
    cut: tuple[int, int] | None = None
    for i, word in enumerate(words):
        for phrase in _PHRASES:
            span = words[i:i + len(phrase)]
            if tuple(w.group() for w in span) == phrase:
                cut = (word.start(), span[-1].end())
                break
        else:
            if word.group() in NO_WORDS and _changes_mind(folded, words, i):
                cut = (word.start(), word.end())
    if cut is None:
        return None
    return folded[:cut[0]], folded[cut[1]:]


def _changes_mind(folded: str, words: list[re.Match[str]], i: int) -> bool:
    before = words[i - 1].group() if i else ""
    after = words[i + 1].group() if i + 1 < len(words) else ""
    between = folded[words[i].end():words[i + 1].start()] if after else ""
    return before in NO_BEFORE or not after or after in NO_AFTER or bool(
        re.search(r"[,.;!:]", between))
