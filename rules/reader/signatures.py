"""Signatures: a player who signs a message ("Cordialement,\nDavid", "-- Zoé", "je vais en
C3, Anna") has not named themself as a target."""

from __future__ import annotations

import re

from rules.reader.names import Names
from rules.reader.words import fold

SIGN_OFFS = frozenset("""cordialement amicalement bises bisous biz merci a+ ++ salutations
    bien a vous toi cheers regards best thanks thx love xoxo с уважением спасибо
    пока""".split())
"""Words that close a letter and say nothing more."""
_CLAUSE_END = re.compile(r"(?:,|\s[-–—]+)\s*([^,\n]*)$")


def without_signature(text: str, speaker: str) -> str:
    """The text without its closing signature: last lines that hold only sign-off words and
    the speaker's own name, or a last clause that is the speaker's name ('..., Anna')."""
    names = Names.of([speaker])
    lines = text.rstrip().split("\n")
    while len(lines) > 1 and _signs(_words(lines[-1]), names):
        lines.pop()
    match = _CLAUSE_END.search(lines[-1])
    if match and match.start() > 0:
        words = _words(match.group(1))
        if words and _signs(words, names) and any(names.named([w]) for w in words):
            lines[-1] = lines[-1][:match.start()]
    return "\n".join(lines)


def _words(line: str) -> list[str]:
    return [w for w in (raw.strip("-–—.") for raw in re.findall(r"[^\s,;!:]+", line)) if w]


def _signs(words: list[str], names: Names) -> bool:
    return all(fold(word) in SIGN_OFFS or names.named([word]) for word in words)
