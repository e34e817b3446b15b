"""The reader toolkit every game's order grammar shares: the author's own words, and a bare
confirmation.

`own_words` is the one place that strips what a post quotes or shows as code. The bridge
applies it once to every post before a game reads it (orders, sign-ups, GM commands), so a
game's `parse` receives only what the author wrote: no quoted posts (nested too), code
blocks, HTML quotes, asides, `>` lines, inline code or HTML comments. An unclosed quote hides
the rest of the post: better miss an order than read someone else's.
"""

from __future__ import annotations

import re
import unicodedata

_COMMENT = re.compile(r"<!--.*?(?:-->|$)", re.DOTALL)
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_QUOTE_TAG = re.compile(
    r"\[(/?)(?:quote|code)(?:[= ][^\]\n]{0,300})?\]"
    r"|<(/?)(?:blockquote|code|pre|aside)\b[^<>]{0,300}>",
    re.IGNORECASE,
)
_QUOTED_LINE = re.compile(r"^ {0,3}>")
_INLINE_CODE = re.compile(r"(`{1,3})[^`\n]*\1")


def own_words(raw: str) -> str:
    """What the author wrote, without what they quoted or showed as code."""
    text = raw.replace("\r\n", "\n").replace("\r", "\n")
    text = _drop_quotes(_drop_fences(_COMMENT.sub(" ", text)))
    text = "\n".join(line for line in text.split("\n") if not _QUOTED_LINE.match(line))
    return _INLINE_CODE.sub(" ", text).strip()


def _drop_fences(text: str) -> str:
    kept: list[str] = []
    fence = ""
    for line in text.split("\n"):
        match = _FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence:
                fence = ""
        elif match:
            fence = match.group(1)[0]
        else:
            kept.append(line)
    return "\n".join(kept)


def _drop_quotes(text: str) -> str:
    kept: list[str] = []
    depth = 0
    last = 0
    for match in _QUOTE_TAG.finditer(text):
        if depth == 0:
            kept.append(text[last : match.start()])
        closing = bool(match.group(1) or match.group(2))
        depth = max(0, depth - 1) if closing else depth + 1
        last = match.end()
    if depth == 0:
        kept.append(text[last:])
    return "\n".join(kept)


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
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'").lower())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c) or c == "\u0306")
    return re.findall(r"[\w']+", unicodedata.normalize("NFC", plain))


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
