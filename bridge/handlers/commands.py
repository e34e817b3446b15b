"""What the bridge reads itself (not game orders): sign-ups and the GM's commands.

Keywords are input vocabulary in French, English and Russian; what the bot answers lives in
templates. Matching ignores case, accents and punctuation around the words.
"""

from __future__ import annotations

import functools
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

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
    "rerun": ("refaire", "rerun", "reroll", "relancer", "перебросить", "переиграть"),
    "reject": ("non", "reject", "rejeter", "refuser", "нет", "отклонить"),
    "status": ("status", "statut", "etat", "статус"),
    "help": ("help", "aide", "помощь", "?"),
    "extend": ("prolonger", "extend", "продлить"),
    "deadline": ("echeance", "deadline", "срок"),
    "replace": ("remplacer", "replace", "заменить"),
    "co_gm": ("co-mj", "comj", "co mj", "co-gm", "cogm", "co gm", "add gm", "ajouter mj",
              "соведущий", "добавить ведущего"),
    "journal": ("journal", "audit", "log", "журнал"),
    "roster": ("registre", "roster", "fiche", "реестр"),
    "pause": ("pause", "пауза", "приостановить", "suspendre"),
    "resume": ("resume", "reprendre", "continuer", "продолжить", "возобновить"),
}
"""Commands that change nothing for good (or that say what they do before doing it): read
from their first words, whatever follows ("commencer la partie, bonne chance")."""
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


def phrase_language(table: Mapping[str, tuple[str, ...]], text: str) -> str | None:
    """The language of the first of a table's phrases (by language) that the text says as
    whole words, or None."""
    padded = re.sub(r"\s+", " ", _words(text))
    for lang, phrases in table.items():
        if any(f" {fold(p)} " in padded for p in phrases):
            return lang
    return None


def join_language(text: str) -> str | None:
    """The language of a sign-up message ('je participe' -> fr), or None if it is not one."""
    return phrase_language(JOIN, text)


def player_language(said: str | None, game_language: str) -> str:
    """The language a player signing up is addressed in: the one their words were in
    (`said`: "join" -> en), else the game's; in a game made in a language the bot reads no
    sign-up words of (one LOCALE_DIRS adds), the game's: its players' words told nothing
    about theirs."""
    return said if said and game_language in JOIN else game_language


def script_language(text: str) -> str | None:
    """"ru" for a post written mostly in Cyrillic letters (a Russian player signing up with a
    game's own words, "я вождь клана Волков"), else None."""
    letters = [c for c in text if c.isalpha()]
    cyrillic = sum(1 for c in letters if "\u0400" <= c <= "\u04ff")
    return "ru" if letters and cyrillic * 2 > len(letters) else None


def leave_language(text: str) -> str | None:
    """The language of a withdrawal message, or None."""
    return phrase_language(LEAVE, text)


# ---------------------------------------------------------------- the GM's strict commands
#
# What ends, cancels or removes (the game, a player, a step, an order) and what publishes
# (`ok`) acts only on its exact, complete form: its words, then at most words that change
# nothing (politeness, "now"); a step or an order may also be followed, after a comma, by a
# reason that holds no doubt ("пропустить @ana, она ушла"). A text that starts like one of
# them and is not that is a near miss (`Reading.near`): the GM is told what was understood
# and what to write, and nothing happens.

CANCEL_WORDS = ("annuler", "abandonner", "abandon", "cancel", "отменить")
END_WORDS = ("terminer", "finir", "fin de partie", "fin du jeu", "end", "end game",
             "завершить", "закончить", "закончить игру")
REMOVE_WORDS = ("retirer", "exclure", "remove", "kick", "исключить", "убрать")
CLOSE_WORDS = ("clore", "cloturer", "fermer", "close", "закрыть")
SKIP_WORDS = ("passer", "sauter", "skip", "пропустить", "пропуск")
WITHDRAW_WORDS = ("annuler", "supprimer", "retirer", "cancel", "withdraw", "delete", "remove",
                  "отменить", "снять", "удалить")
OK_WORDS = ("ok", "okay", "valider", "valide", "je valide", "publier", "publish", "confirm",
            "ок", "да", "опубликовать", "подтвердить", "подтверждаю")
YES_WORDS = ("oui", "yes", "да")
"""The word that opens a confirmation: "oui, annuler la partie"."""

GAME_WORDS = ("la partie", "le jeu", "cette partie", "ce jeu", "toute la partie", "the game",
              "game", "this game", "the whole game", "игру", "эту игру", "всю игру")
STEP_WORDS = ("l'etape", "cette etape", "l'etape en cours", "le tour", "ce tour", "la nuit",
              "le jour", "la manche", "la phase", "le vote", "the step", "step", "the turn",
              "turn", "this turn", "the round", "round", "the night", "the day", "the phase",
              "этап", "ход", "шаг", "раунд", "ночь", "день", "фазу", "голосование")
PLAYER_WORDS = ("le joueur", "la joueuse", "player", "the player", "игрока")
FROM_GAME = ("de la partie", "du jeu", "from the game", "из игры")
ORDER_WORDS = ("l'ordre", "the order", "order", "приказ")
OF_WORDS = ("de", "of", "for", "у", "для")
POLITE = ("s'il te plait", "s'il vous plait", "svp", "stp", "merci", "merci beaucoup",
          "maintenant", "tout de suite", "des maintenant", "please", "thanks", "thank you",
          "now", "right now", "right away", "пожалуйста", "спасибо", "сейчас", "сейчас же",
          "прямо сейчас", "сразу")
AGREE = ("je valide", "valide", "valider", "je confirme", "confirme", "c'est bon", "c'est ok",
         "c'est parfait", "parfait", "d'accord", "oui", "ok", "publie", "publier", "publie-le",
         "tu peux publier", "vas-y", "allez", "allez-y", "go", "top", "super", "nickel",
         "impeccable", "ca me va", "tres bien", "bien", "j'approuve", "approuve",
         "publie le brouillon", "le brouillon", "tel quel", "on publie", "i approve", "approve",
         "approved", "publish", "publish it", "go ahead", "looks good", "good", "fine",
         "great", "perfect", "all good", "yes", "yep", "sure", "confirm", "confirmed", "okay",
         "as shown", "the draft", "do it", "lgtm", "подтверждаю", "подтвердить", "да",
         "публикуй", "публикуйте", "опубликуй", "опубликовать", "всё верно", "верно",
         "хорошо", "отлично", "годится", "согласен", "согласна", "давай", "давайте", "ок",
         "черновик", "конечно", "bien sur", "of course")
"""Words that only say yes, after `ok` or in a confirmation."""
DRAFT_WORDS = ("le placement", "le tour", "la manche", "la nuit", "le jour", "le vote",
               "les resultats", "ce brouillon", "la resolution", "the placement", "the turn",
               "the round", "the results", "this draft", "итоги", "ход", "раунд",
               "результаты", "этот черновик")
"""What a draft is, after `ok` ("ok, je valide le placement", with its number)."""
AGREE_TAIL = AGREE + POLITE
OK_TAIL = AGREE_TAIL + DRAFT_WORDS
DOUBT = frozenset(fold(w) for w in (
    "non", "pas", "ne", "n'", "attends", "attendez", "attend", "trompe", "trompee", "erreur",
    "oups", "annule", "annuler", "plutot", "sauf", "mais", "ou", "stop", "ordre", "l'ordre",
    "tour", "dernier", "derniere", "partie", "retirer", "terminer", "no", "not", "don't",
    "dont", "wait", "mistake", "wrong", "oops", "undo", "instead", "but", "except", "or",
    "order", "turn", "last", "cancel", "end", "remove", "game", "не", "нет", "подожди",
    "подождите", "стоп", "ошибка", "ошибся", "ошиблась", "отмена", "отменить", "но", "кроме",
    "вместо", "или", "приказ", "ход", "последний", "игру", "исключить", "завершить"))
"""Words that make a reason after a comma a change of meaning ("annuler, je me suis
trompé"): a text holding one is a near miss."""


def _tokens(text: str) -> list[str]:
    """The first non-empty line as folded words and punctuation marks ("," ":" ...)."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    found = re.findall(r"@?[\w'-]+(?:\.[\w'-]+)*|[^\w\s]", fold(first_line))
    return [t.strip("'-") or t for t in found]


@functools.cache
def _phrases(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """`words` as folded word sequences, the longest first."""
    return sorted({tuple(_tokens(w)) for w in words}, key=len, reverse=True)


def _is_word(token: str) -> bool:
    return bool(re.match(r"@?\w", token))


def _at(tokens: list[str], at: int, words: tuple[str, ...]) -> int | None:
    """Where the longest of `words` found at `at` ends, or None."""
    for phrase in _phrases(words):
        if tuple(tokens[at:at + len(phrase)]) == phrase:
            return at + len(phrase)
    return None


def _skip(tokens: list[str], at: int, words: tuple[str, ...], numbers: bool = False) -> int:
    """Past every one of `words` and every punctuation mark (and with `numbers`, every
    number) from `at`."""
    while at < len(tokens):
        if not _is_word(tokens[at]) or numbers and tokens[at].isdecimal():
            at += 1
            continue
        after = _at(tokens, at, words)
        if after is None:
            return at
        at = after
    return at


def _tail(tokens: list[str], at: int, words: tuple[str, ...], reason: bool) -> bool:
    """The rest of a command from `at` changes nothing: only `words` and punctuation, or
    (with `reason`) then, after a punctuation mark, a reason holding no doubt; after `ok`,
    numbers too ("ok, je valide le tour 3")."""
    start = at
    at = _skip(tokens, at, words, numbers=words is OK_TAIL)
    if at == len(tokens):
        return True
    if not reason or at == start or _is_word(tokens[at - 1]):
        return False
    return not any(t in DOUBT or t.startswith(("n'", "d'", "l'")) and t[2:] in DOUBT
                   for t in tokens[at:])


def _name(token: str) -> str | None:
    """A forum username as a command names it (`@boris`, `boris`)."""
    found = re.fullmatch(r"@?([\w][\w.-]*)", token)
    return found.group(1) if found else None


@dataclass(frozen=True)
class Reading:
    """What a GM's text is. `command` is read in full (None: no command, or a near miss);
    `player` the user it names, `number` the step it names (`clore le tour 3`); `confirm`
    when the text confirms `command` ("oui, annuler la partie"); `near` the family of a text
    that starts like a strict command and is not exactly one (cancel, end, remove, close,
    skip, ok, confirm); `head` the first word."""

    command: str | None
    player: str | None = None
    number: int | None = None
    confirm: bool = False
    near: str | None = None
    head: str = ""


def _withdraw(tokens: list[str]) -> Reading | None:
    """`annuler l'ordre de @boris`, `cancel the order of @boris`, `cancel @boris's order`,
    `отменить приказ @boris`."""
    at = _at(tokens, 0, WITHDRAW_WORDS)
    if at is None or at >= len(tokens):
        return None
    name: str | None = None
    possessive = re.fullmatch(r"(@?[\w][\w.-]*)'s", tokens[at])
    if possessive and tokens[at + 1:at + 2] == ["order"]:
        name, at = _name(possessive.group(1)), at + 2
    else:
        after = _at(tokens, at, ORDER_WORDS)
        if after is None or after >= len(tokens):
            return None
        at = _at(tokens, after, OF_WORDS) or after
        token = tokens[at] if at < len(tokens) else ""
        if token.startswith("d'") and at == after:
            token = token[2:]
        name = _name(token) if token else None
        at += 1
    if name is None or not _tail(tokens, at, POLITE, True):
        return None
    return Reading("withdraw", player=name, head=tokens[0])


def _strict(tokens: list[str], command: str, at: int, words: tuple[str, ...],
            reason: bool) -> Reading | None:
    """The strict command `command` in full from `at` (its head read), or None."""
    player: str | None = None
    number: int | None = None
    if command in ("cancel", "end"):
        at = _at(tokens, at, GAME_WORDS) or at
    elif command == "close":
        after = _at(tokens, at, STEP_WORDS)
        if after is not None:
            at = after
            if at < len(tokens) and tokens[at].isdecimal() and len(tokens[at]) < 6:
                number, at = int(tokens[at]), at + 1
    else:  # remove, skip: one player
        at = _at(tokens, at, PLAYER_WORDS) or at
        player = _name(tokens[at]) if at < len(tokens) else None
        if player is None or fold(player) in DOUBT:
            return None
        at += 1
        if command == "remove":
            at = _at(tokens, at, FROM_GAME) or at
    if not _tail(tokens, at, words, reason):
        return None
    return Reading(command, player=player, number=number, head=tokens[0])


STRICT = (("cancel", CANCEL_WORDS), ("end", END_WORDS), ("remove", REMOVE_WORDS),
          ("close", CLOSE_WORDS), ("skip", SKIP_WORDS))
CONFIRMED = ("cancel", "end", "remove")
"""The commands that ask for a confirmation before they act."""


def _as_written(text: str, name: str | None) -> str | None:
    """A username read from folded words, as the GM wrote it (`@Élodie`, not `elodie`)."""
    if name is None:
        return None
    return next((w for w in re.findall(r"[\w.-]+", text) if fold(w) == name), name)


def gm_reading(text: str) -> Reading:
    """What the GM's text (its first line) is: a command read in full, a confirmation, a
    near miss, or nothing (`Reading(None)`)."""
    reading = _reading(text)
    if reading.player is None:
        return reading
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    return replace(reading, player=_as_written(first_line, reading.player))


def _reading(text: str) -> Reading:
    tokens = _tokens(text)
    if not tokens:
        return Reading(None)
    head = tokens[0]
    said = _at(tokens, 0, YES_WORDS)
    if said is not None:  # "oui, annuler la partie"
        at = _skip(tokens, said, ())
        for command, words in STRICT:
            after = _at(tokens, at, words) if command in CONFIRMED else None
            found = (_strict(tokens, command, after, AGREE_TAIL, False)
                     if after is not None else None)
            if found is not None:
                return Reading(command, player=found.player, confirm=True, head=head)
        if head in ("oui", "yes") or at < len(tokens) and any(
                _at(tokens, at, words) is not None for _, words in STRICT):
            return Reading(None, near="confirm", head=head)
    withdrawn = _withdraw(tokens)
    if withdrawn is not None:
        return withdrawn
    for command, words in STRICT:
        after = _at(tokens, 0, words)
        if after is None:
            continue
        found = _strict(tokens, command, after, POLITE, command in ("close", "skip"))
        return found or Reading(None, near=command, head=head)
    after = _at(tokens, 0, OK_WORDS)
    if after is not None:
        if _tail(tokens, after, OK_TAIL, False):
            return Reading("ok", head=head)
        return Reading(None, near="ok", head=head)
    line = " ".join(t for t in tokens if _is_word(t) or t == "?")
    for command, phrases in GM_WORDS.items():
        if any(line == fold(p) or line.startswith(fold(p) + " ") for p in phrases):
            return Reading(command, head=head)
    return Reading(None, head=head)


def gm_command(text: str) -> str | None:
    """The GM's command in a desk post, read in full (start, ok, status, help, cancel,
    close, roster...); None if none, or if the text only starts like one (a near miss)."""
    return gm_reading(text).command


@dataclass(frozen=True)
class Override:
    """The GM's change to a player's order in a draft: `ordre de @boris : aller en C3`
    (`text` is the order as the player would write it), `annuler l'ordre de @boris` (`text`
    None: the order is withdrawn, the player counts as silent)."""

    player: str
    text: str | None


_NAME = r"@?([\w.-]+?)"
_OVERRIDE_SET = (
    re.compile(r"^\s*(?:ordre|order|приказ)\s+(?:de\s+|d['’]\s*|of\s+|для\s+)?" + _NAME
               + r"\s*[:：—-]\s*(\S.*)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"^\s*" + _NAME + r"['’]s\s+order\s*[:：—-]\s*(\S.*)$",
               re.IGNORECASE | re.DOTALL),
)


def override(text: str) -> Override | None:
    """The GM setting or withdrawing a player's order, or None when the text is not that
    (a withdrawal only in its exact form: `annuler l'ordre de @boris`)."""
    withdrawn = gm_reading(text)
    if withdrawn.command == "withdraw" and withdrawn.player:
        return Override(withdrawn.player, None)
    for pattern in _OVERRIDE_SET:
        found = pattern.match(text.strip())
        if found:
            return Override(found.group(1), found.group(2).strip())
    return None


@dataclass(frozen=True)
class Edit:
    """`set anna position C4`: the GM corrects one field of a player in the game's state
    (the game says which fields it lets the GM set)."""

    player: str
    field: str
    value: str


_EDIT = re.compile(r"^\s*(?:set|fixer|regler|régler|mettre|установить|поставить)\s+"
                   + _NAME + r"\s+([^\W\d][\w-]*)\s*[:=]?\s*(\S.*?)\s*$", re.IGNORECASE)


def edit(text: str) -> Edit | None:
    """The GM's correction of the state, or None."""
    first = text.strip().splitlines()[0] if text.strip() else ""
    found = _EDIT.match(first)
    return Edit(found.group(1), fold(found.group(2)), found.group(3)) if found else None


def named_users(text: str) -> list[str]:
    """Every forum user a command names with @ (`remplacer @boris par @carla`), in order;
    without @, the words after the command (`replace boris with carla`)."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    mentions = re.findall(r"@([\w.-]+)", first_line)
    if mentions:
        return mentions
    words = [w.strip(".,;:!?") for w in first_line.split()[1:]]
    return [w for w in words if w and fold(w) not in ("par", "with", "by", "на", "de", "the")]


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
    dropped = phrase_language(NO_STAND_IN, text)
    if dropped:
        return StandIn(dropped, None)
    language = phrase_language(STAND_IN, text)
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
    # At most 18 digits: int() refuses 4,300 and more (a crash), a float of 400 is infinite.
    if re.fullmatch(r"-?\d{1,18}", text):
        return int(text)
    if re.fullmatch(r"-?\d{1,18}\.\d{1,18}", text):
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
    language = phrase_language(NEW_GAME, first_line)
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
    numbers in it (field names as the game names them, or their aliases), several at once;
    a name followed by pairs rather than a number names a group, a field that is itself a
    mapping: `registre @bob tir 0 blessures tir 2` sets tir, then 2 in the `lost` mapping
    (every pair after the group's name goes into it)."""

    username: str
    changes: dict[str, int]
    groups: dict[str, dict[str, int]] = field(default_factory=dict)


_ROSTER_LINKS = frozenset({"et", "and", "и", "puis", "then", "a", "to", "=", "en", "в"})
"""Words between the pairs of a roster command that name nothing ('attaque 3 et tir 2')."""


def roster_command(text: str) -> RosterCommand | None:
    """The user and the changes of a roster command, or None without a user."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    rest = first_line.split(None, 1)[1] if len(first_line.split()) > 1 else ""
    found = re.match(r"\s*@?([\w-]+(?:\.[\w-]+)*)(.*)$", rest)
    if found is None:
        return None
    changes: dict[str, int] = {}
    groups: dict[str, dict[str, int]] = {}
    group: str | None = None
    tokens = re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+", found.group(2))
    at = 0
    while at < len(tokens):
        token = tokens[at]
        after = tokens[at + 1] if at + 1 < len(tokens) else ""
        if token.isdecimal() or fold(token) in _ROSTER_LINKS:  # nothing to set
            at += 1
        elif after.isdecimal():
            if len(after) <= 9:  # a number of more than 9 digits is no characteristic
                (changes if group is None else groups[group])[fold(token)] = int(after)
            at += 2
        else:
            group = fold(token)
            groups.setdefault(group, {})
            at += 1
    return RosterCommand(found.group(1), changes, {k: v for k, v in groups.items() if v})
