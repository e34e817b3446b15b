"""What the bridge reads itself (not game orders): sign-ups and the GM's commands.

Keywords are input vocabulary in French, English and Russian; what the bot answers lives in
templates. Matching ignores case, accents and punctuation around the words.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.reader import fold as reader_fold

JOIN = {
    "fr": ("je participe", "je m'inscris", "je minscris", "inscription", "je joue", "partant",
           "partante", "present", "presente", "moi aussi je joue", "je suis partant"),
    "en": ("join", "i'm in", "im in", "count me in", "sign me up", "i join", "i want to play"),
    "ru": ("участвую", "я в деле", "записываюсь", "хочу играть", "вступаю"),
}
LEAVE = {
    "fr": ("je me retire", "desinscription", "je me desinscris", "je ne joue plus"),
    "en": ("leave", "i'm out", "im out", "count me out"),
    "ru": ("выхожу", "не участвую"),
}
NEW_GAME = {
    "fr": ("nouvelle partie", "creer partie", "creer une partie", "nouveau jeu"),
    "en": ("new game", "create game"),
    "ru": ("новая игра", "создать игру"),
}
GM_WORDS = {
    "start": ("start", "commencer", "demarrer", "lancer la partie", "go", "начать", "старт"),
    "ok": ("ok", "okay", "valider", "valide", "publier", "publish", "confirm", "ок", "да",
           "опубликовать"),
    "status": ("status", "statut", "etat", "статус"),
    "help": ("help", "aide", "помощь", "?"),
    "cancel": ("cancel", "annuler", "abandon", "отменить"),
    "close": ("clore", "close", "cloturer", "fermer l'etape", "закрыть"),
    "roster": ("registre", "roster", "fiche", "реестр"),
    "skip": ("skip", "passer", "sauter", "пропустить", "пропуск"),
    "pause": ("pause", "пауза", "приостановить", "suspendre"),
    "resume": ("resume", "reprendre", "continuer", "продолжить", "возобновить"),
}
STAND_IN = {
    "ru": ("мой помощник", "моя помощница", "мой заместитель", "помощник", "помощница",
           "за меня играет", "за меня ходит"),
    "en": ("my stand in", "stand in", "my helper", "my deputy", "playing for me"),
    "fr": ("mon remplaçant", "ma remplaçante", "mon remplacant", "ma remplacante",
           "remplaçant", "remplacant", "mon suppléant", "ma suppléante"),
}
NO_STAND_IN = {
    "ru": ("без помощника", "помощник больше не нужен", "убрать помощника"),
    "en": ("no stand in", "no helper", "remove my stand in"),
    "fr": ("pas de remplaçant", "sans remplaçant", "plus de remplaçant"),
}


def fold(text: str) -> str:
    """Lower case, no accents, single spaces, apostrophes unified (the reader toolkit's
    folding, `rules.reader.fold`)."""
    return re.sub(r"\s+", " ", reader_fold(text)).strip()


def _words(text: str) -> str:
    return " " + re.sub(r"[^\w' ]+", " ", fold(text)).strip() + " "


def _find(table: Mapping[str, tuple[str, ...]], text: str) -> str | None:
    padded = re.sub(r"\s+", " ", _words(text))
    for lang, phrases in table.items():
        if any(f" {fold(p)} " in padded for p in phrases):
            return lang
    return None


def join_language(text: str) -> str | None:
    """The language of a sign-up message ('je participe' -> fr), or None if it is not one."""
    return _find(JOIN, text)


def leave_language(text: str) -> str | None:
    """The language of a withdrawal message, or None."""
    return _find(LEAVE, text)


def gm_command(text: str) -> str | None:
    """The GM's command in a desk post: start, ok, status, help, cancel, close (the open
    step, now), roster (show or correct a forum user's roster entry); None if none."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    words = _words(first_line).strip()
    for command, phrases in GM_WORDS.items():
        if any(words == fold(p) or words.startswith(fold(p) + " ") for p in phrases):
            return command
    return None


def named_user(text: str) -> str | None:
    """The forum user a GM command names (`skip @ivan`, `пропустить ivan`): the first
    @mention, else the word after the command."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    mention = re.search(r"@([\w.-]+)", first_line)
    if mention:
        return mention.group(1)
    words = first_line.split()
    return words[1].strip(".,;:!?") or None if len(words) > 1 else None


@dataclass(frozen=True)
class StandIn:
    """"мой помощник @sasha": who may act for the player (None: no stand-in any more)."""

    language: str
    username: str | None


def stand_in(text: str) -> StandIn | None:
    """A player naming (or dropping) a stand-in, or None when the text is not that."""
    dropped = _find(NO_STAND_IN, text)
    if dropped:
        return StandIn(dropped, None)
    language = _find(STAND_IN, text)
    mention = re.search(r"@([\w.-]+)", text)
    if language is None or mention is None:
        return None
    return StandIn(language, mention.group(1))


@dataclass
class NewGame:
    """`nouvelle partie mud "Bataille de Dole" map=grid:6x6 turns=8 review=auto`, then
    optionally one setting a line, whose value is the whole rest of the line:
    `pièces = Cuisine, Salon privé, Chambre`."""

    language: str
    kind: str = ""
    title: str = ""
    settings: dict[str, object] = field(default_factory=dict)
    problem: str | None = None


def _value(text: str) -> object:
    lowered = fold(text)
    if lowered in {"on", "oui", "yes", "true", "vrai", "да"}:
        return True
    if lowered in {"off", "non", "no", "false", "faux", "нет"}:
        return False
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if re.fullmatch(r"-?\d+\.\d+", text):
        return float(text)
    return text


def _line_settings(line: str) -> list[tuple[str, str]]:
    """The settings of a later line: `turns=8 review=auto` (each word a setting), else one
    setting whose value is the rest of the line (`pièces = Cuisine, Salon privé`)."""
    if "=" not in line:
        return []
    try:
        parts = shlex.split(line)
    except ValueError:
        parts = []
    if parts and all("=" in part and not part.startswith("=") for part in parts):
        return [(fold(k).strip(" -*•"), v.strip()) for k, _, v in
                (part.partition("=") for part in parts)]
    key, _, value = line.partition("=")
    value = value.strip()
    if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    return [(fold(key).strip(" -*•"), value)] if key.strip() else []


def new_game(text: str) -> NewGame | None:
    """Read a game-creation command, or None when the text is not one."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    language = _find(NEW_GAME, first_line)
    if language is None:
        return None
    folded = fold(first_line)
    phrase = next(fold(p) for p in NEW_GAME[language] if fold(p) in folded)
    rest = first_line.strip()[folded.index(phrase) + len(phrase):].strip(" :-")
    try:
        parts = shlex.split(rest.replace("“", '"').replace("”", '"').replace("«", '"')
                            .replace("»", '"'))
    except ValueError:
        return NewGame(language, problem="syntax")
    command = NewGame(language)
    title_words: list[str] = []
    for part in parts:
        if "=" in part:
            key, _, value = part.partition("=")
            command.settings[fold(key)] = _value(value.strip())
        elif not command.kind:
            command.kind = fold(part)
        else:
            title_words.append(part)
    command.title = " ".join(title_words).strip()
    for line in text.splitlines()[1:]:
        for key, value in _line_settings(line):
            command.settings[key] = _value(value)
    if not command.kind:
        command.problem = "game"
    elif not command.title:
        command.problem = "title"
    return command


@dataclass(frozen=True)
class RosterCommand:
    """`registre @bob` shows bob's roster entry; `registre @bob attaque 3, tir 2` sets
    numbers in it (field names as the game names them, or their aliases)."""

    username: str
    changes: dict[str, int]


def roster_command(text: str) -> RosterCommand | None:
    """The user and the changes of a roster command, or None without a user."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    found = re.search(r"@?([\w.-]+)((?:[\s,;:=]+[^\W\d]+[\s:=]*\d+)*)\s*[.!]?\s*$",
                      first_line.split(None, 1)[1] if len(first_line.split()) > 1 else "")
    if found is None:
        return None
    changes = {fold(name): int(value)
               for name, value in re.findall(r"([^\W\d]+)[\s:=]*(\d+)", found.group(2))}
    return RosterCommand(found.group(1), changes)
