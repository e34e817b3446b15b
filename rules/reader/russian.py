"""Questions said in Russian, for every game's grammar: the reader toolkit's `without_musing`
knows French and English questions; a game reading Russian first drops the Russian ones that
only think aloud here (`without_questions`), then its clauses that hedge with its own words.

A question with a Cyrillic letter keeps the clauses before its closing tag ('кидаю в бориса 3,
нормально?', 'иду в кухню, нормально?') unless a clause opens the question or weighs ('а если
в C3, как думаете?', 'может, в кухню?'); a closing tag of disbelief ('..., серьёзно?') drops it
whole, and so does a question that asks whether the order is worth giving anywhere in it
('кинуть в бориса 3, стоит?', 'кидаю в бориса 3, как думаете?': `rules.reader.narration.asks`).
Questions in other languages are left as they are.
"""

from __future__ import annotations

import re

from rules.reader.narration import asks
from rules.reader.words import fold

CYRILLIC = re.compile(r"[а-я]")
"""A folded Cyrillic letter ('й' included, 'ё' folded to 'е')."""
QUESTION = re.compile(r"(?:^|(?<=[.!?…;\n]))[^.!?…;\n]*[!?]*[?¿][!?]*")
"""A question, from its sentence's start (as `rules.reader.narration` finds them)."""
CLAUSE = re.compile(r"[,:]")
"""What separates the clauses of a question."""
CLAUSES = re.compile(r"[^,.;!?:\n]+")
"""The clauses of a text, each without its separator."""


def _folded(text: str) -> frozenset[str]:
    return frozenset(fold(word) for word in text.split())


FILLERS = _folded("а и ну так хм эм ээ ой ладно")
"""Words that open a sentence without saying anything ('а если...', 'ну что...')."""
OPENERS = _folded(
    """что чего кто кого кому кем как какой какая какое какую каким куда где когда почему
    зачем сколько откуда чей чья если может можно нельзя стоит стоило разве неужели ли
    правда надо нужно или либо мб"""
)
"""First words of a question that only thinks aloud ('может, C3?', 'куда лучше пойти?')."""
QUESTION_HEDGES = _folded(
    """ли может мб можно стоит стоило наверное наверно возможно думаете думаешь считаете
    считаешь вдруг бы если"""
)
"""Words that make a question weigh an order rather than give it ('пойти ли в C3?')."""
DOUBTS = _folded("серьёзно правда реально неужели")
"""A closing tag of disbelief: the whole question thinks aloud ('кинуть в бориса, серьёзно?')."""


def words(text: str) -> list[str]:
    """The folded words of a text, in order (a hyphenated word is one: 'всё-таки')."""
    return re.findall(r"[^\W_]+(?:-[^\W_]+)*", fold(text))


def without_questions(text: str) -> str:
    """The text without the part of its Russian questions that only thinks aloud (see the
    module's docstring); each question ends its line."""

    def question(match: re.Match[str]) -> str:
        asked = match.group()
        if not CYRILLIC.search(fold(asked)):
            return asked
        if asks(asked):
            return "\n"  # 'кинуть в бориса 3, стоит?', 'кидаю в бориса 3, как думаете?'
        *clauses, tag = CLAUSE.split(asked.rstrip("?¿! "))
        if set(words(tag)) & DOUBTS:
            return "\n"
        kept: list[str] = []
        for clause in clauses:
            said = words(clause)
            while said and said[0] in FILLERS:
                said = said[1:]
            if not said or said[0] in OPENERS or set(said) & QUESTION_HEDGES:
                break
            kept.append(clause)
        return ",".join(kept) + "\n"

    if "?" in text or "¿" in text:
        text = QUESTION.sub(question, text)
    return text
