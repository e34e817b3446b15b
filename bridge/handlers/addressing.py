"""How the bot addresses a player: the grammatical gender its words agree with, and the
language of what it tells that player alone (issue 24).

Nobody is asked; anyone may tell. A player writes it in their desk ("je suis une joueuse",
"я играю за девушку", "she/her", "language: en", "язык: русский"), or the GM sets it in the
GM desk ("@bea : joueuse", "@bea she/her", "@kolya язык: en"). A player who told it once is
addressed so in every game they join afterwards. Until told, the words are phrased so that
nothing needs to agree (each message's default form). Public posts stay in the game's
language: only what is said to the player alone follows theirs.

A statement is read only as a whole message (politeness around it allowed, "merci"), so an
order that happens to hold "elle" or "language" is never taken for one."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow, PlayerRow
from bridge.handlers.commands import POLITE, fold
from bridge.handlers.tell import private
from bridge.players import find_player
from bridge.publishing.parts import Parts

FEMININE = ("je suis une joueuse", "joueuse", "je suis une fille", "je suis une femme",
            "au feminin", "accorde au feminin", "accordez au feminin", "elle", "elle/la",
            "she/her", "she", "i'm a woman", "im a woman", "i am a woman", "i'm a girl",
            "im a girl", "i am a girl", "woman", "female", "feminine",
            "я играю за девушку", "я девушка", "я женщина", "играю за девушку", "девушка",
            "она", "она/её", "она/ее", "в женском роде", "обращайтесь ко мне в женском роде",
            "женский род", "feminin", "feminine gender")
MASCULINE = ("je suis un joueur", "joueur", "je suis un garcon", "je suis un homme",
             "au masculin", "accorde au masculin", "accordez au masculin", "il", "il/le",
             "he/him", "he", "i'm a man", "im a man", "i am a man", "i'm a guy", "im a guy",
             "man", "male", "masculine",
             "я играю за парня", "я парень", "я мужчина", "играю за парня", "парень", "он",
             "он/его", "в мужском роде", "обращайтесь ко мне в мужском роде", "мужской род",
             "masculin")
NEITHER = ("they/them", "they", "iel", "iel/ellui", "neutre", "au neutre", "sans genre",
           "ни то ни другое", "без рода")
"""A player who wants no agreement: the words keep the phrasing that needs none."""
GENDERS = {"feminine": FEMININE, "masculine": MASCULINE, "other": NEITHER}

LANGUAGE_WORDS = ("language", "langue", "ma langue", "my language", "язык", "мой язык",
                  "speak", "parle", "parlez", "говори", "говорите", "пиши", "пишите",
                  "write", "ecris", "ecrivez")
LANGUAGE_NAMES = {
    "fr": ("fr", "francais", "french", "французский", "по-французски", "en francais",
           "in french"),
    "en": ("en", "anglais", "english", "английский", "по-английски", "en anglais",
           "in english"),
    "ru": ("ru", "russe", "russian", "русский", "по-русски", "en russe", "in russian"),
}
"""The names of the languages the packages ship (each has every catalog: `make i18n`)."""


@dataclass(frozen=True)
class Addressing:
    """What a message tells: a gender, a language, or both (None: not told)."""

    gender: str | None = None
    language: str | None = None


def _plain(text: str) -> str:
    """The folded text without punctuation but `/` and `'`, and without politeness around."""
    words = re.sub(r"[^\w'/ -]+", " ", fold(text))
    words = re.sub(r"\s+", " ", words.replace(" - ", " ")).strip()
    changed = True
    while changed:
        changed = False
        for polite in (*POLITE, "merci", "thanks", "please", "ok", "hello", "bonjour",
                       "привет"):
            for pattern in (rf"^{re.escape(fold(polite))}\b ?", rf" ?\b{re.escape(fold(polite))}$"):
                shorter = re.sub(pattern, "", words).strip()
                if shorter != words:
                    words, changed = shorter, True
    return words


def _gender(words: str) -> str | None:
    for gender, phrases in GENDERS.items():
        if words in {fold(p) for p in phrases}:
            return gender
    return None


def _language(words: str) -> str | None:
    for word in sorted(LANGUAGE_WORDS, key=len, reverse=True):
        folded = fold(word)
        if words.startswith(folded + " "):
            named = words[len(folded):].strip()
            for lang, names in LANGUAGE_NAMES.items():
                if named in {fold(n) for n in names}:
                    return lang
    return None


def reading(text: str) -> Addressing | None:
    """What a player's whole message tells about how to address them, or None."""
    words = _plain(text)
    gender, language = _gender(words), _language(words)
    if gender is None and language is None:
        return None
    return Addressing(gender, language)


_ABOUT = re.compile(r"^\s*@([\w.-]+)\s*[:,-]?\s*(.+)$", re.DOTALL)


def gm_reading(text: str) -> tuple[str, Addressing] | None:
    """The GM telling how to address a player: "@bea : joueuse", "@kolya язык: en"."""
    found = _ABOUT.match(fold(text))
    if found is None:
        return None
    told = reading(found.group(2))
    return (found.group(1), told) if told is not None else None


def remembered_gender(session: Session, username: str) -> str | None:
    """The gender a forum user told in their latest game, to address them so in a new one."""
    return session.scalar(
        select(PlayerRow.gender)
        .where(PlayerRow.username == username, PlayerRow.gender.is_not(None))
        .order_by(PlayerRow.id.desc()).limit(1))


def tell(player: PlayerRow, told: Addressing) -> None:
    """Keep what was told."""
    if told.gender is not None:
        player.gender = told.gender
    if told.language is not None:
        player.language = told.language


def from_player(parts: Parts, session: Session, row: InboundRow, game: GameRow,
                player: PlayerRow, text: str) -> bool:
    """A player telling how to address them in their desk; False when the text is not that.
    The answer comes in the language they asked for, agreeing as they asked."""
    told = reading(text)
    if told is None:
        return False
    tell(player, told)
    session.flush()
    private(parts, session, game, row, player.username, "addressed",
            gender=told.gender or "", language=told.language or "",
            game_language=game.language)
    return True


def from_gm(session: Session, game: GameRow, about: tuple[str, Addressing],
            answer: Callable[..., None]) -> None:
    """The GM telling how to address a player of the game; answered in the GM desk."""
    name, told = about
    player = find_player(session, game, name)
    if player is None:
        answer("addressed_gm", code="not_a_player", player=name, gender="", language="")
        return
    tell(player, told)
    session.flush()
    answer("addressed_gm", code="done", player=player.username, gender=told.gender or "",
           language=told.language or "")
