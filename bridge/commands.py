"""What the bridge reads itself (not game orders): sign-ups and the GM's commands.

Keywords are input vocabulary in French, English and Russian; what the bot answers lives in
templates. Matching ignores case, accents and punctuation around the words.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

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
    "ok": ("ok", "okay", "valider", "valide", "je valide", "publier", "publish", "confirm",
           "ок", "да", "опубликовать", "подтвердить", "подтверждаю"),
    "rerun": ("refaire", "rerun", "reroll", "relancer", "перебросить", "переиграть"),
    "reject": ("non", "reject", "rejeter", "refuser", "нет", "отклонить"),
    "status": ("status", "statut", "etat", "статус"),
    "help": ("help", "aide", "помощь", "?"),
    "end": ("terminer", "fin de partie", "end game", "end the game", "завершить",
            "закончить игру"),
    "cancel": ("cancel", "annuler", "abandon", "отменить"),
    "extend": ("prolonger", "extend", "продлить"),
    "deadline": ("echeance", "deadline", "срок"),
    "replace": ("remplacer", "replace", "заменить"),
    "remove": ("retirer", "exclure", "remove", "исключить", "убрать"),
    "co_gm": ("co-mj", "comj", "co mj", "co-gm", "cogm", "co gm", "add gm", "ajouter mj",
              "соведущий", "добавить ведущего"),
    "journal": ("journal", "audit", "log", "журнал"),
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


def script_language(text: str) -> str | None:
    """"ru" for a post written mostly in Cyrillic letters (a Russian player signing up with a
    game's own words, "я вождь клана Волков"), else None."""
    letters = [c for c in text if c.isalpha()]
    cyrillic = sum(1 for c in letters if "\u0400" <= c <= "\u04ff")
    return "ru" if letters and cyrillic * 2 > len(letters) else None


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
_OVERRIDE_CANCEL = (
    re.compile(r"^\s*(?:annuler|supprimer|cancel|withdraw|отменить|снять)\s+"
               r"(?:l['’]\s*ordre|the\s+order|order|приказ)\s+"
               r"(?:de\s+|d['’]\s*|of\s+|у\s+)?" + _NAME + r"(?:\s|[.,;:!]|$)", re.IGNORECASE),
    re.compile(r"^\s*(?:cancel|withdraw)\s+" + _NAME + r"['’]s\s+order\b", re.IGNORECASE),
)


def override(text: str) -> Override | None:
    """The GM setting or withdrawing a player's order, or None when the text is not that."""
    first, _, rest = text.strip().partition("\n")
    for pattern in _OVERRIDE_CANCEL:
        found = pattern.match(first)
        if found:
            return Override(found.group(1), None)
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


_UNITS = {"min": 1, "minute": 1, "minutes": 1, "mn": 1, "m": 1, "минута": 1, "минуты": 1,
          "минут": 1, "мин": 1, "h": 60, "heure": 60, "heures": 60, "hour": 60, "hours": 60,
          "hr": 60, "hrs": 60, "ч": 60, "час": 60, "часа": 60, "часов": 60, "j": 1440,
          "jour": 1440, "jours": 1440, "d": 1440, "day": 1440, "days": 1440, "день": 1440,
          "дня": 1440, "дней": 1440, "сутки": 1440, "суток": 1440}


def duration(text: str) -> float | None:
    """Minutes in "prolonger de 2 h 30", "extend 1 day", "продлить на 3 часа" (the first
    line after its command word); None without a duration."""
    first = fold(text.strip().splitlines()[0] if text.strip() else "")
    total = 0.0
    for number, unit in re.findall(r"(\d+(?:[.,]\d+)?)\s*([^\W\d_]+)", first):
        minutes = _UNITS.get(unit)
        if minutes is not None:
            total += float(number.replace(",", ".")) * minutes
    return total or None


_MONTHS = {
    **{m: i + 1 for i, m in enumerate((
        "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre",
        "octobre", "novembre", "decembre"))},
    **{m: i + 1 for i, m in enumerate((
        "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december"))},
    **{m: i + 1 for i, m in enumerate((
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))},
    **{m: i + 1 for i, m in enumerate((
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
        "сентября", "октября", "ноября", "декабря"))},
}
_TIME = r"(?:\s*(?:a|at|в|,)?\s*(\d{1,2})[:h](\d{2}))?"
_DATES = (
    # 2026-12-05, 05/12, 5.12.2026
    re.compile(r"(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})[./](\d{1,2})(?:[./](\d{2,4}))?)"
               + _TIME),
    # 5 decembre 2026, 5 декабря
    re.compile(r"\b(\d{1,2})(?:er)?\s+([^\W\d_]+)(?:\s+(\d{4}))?" + _TIME),
    # December 5, 2026
    re.compile(r"\b([^\W\d_]+)\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?" + _TIME),
)


DateParts = tuple[int | None, int, int, int | None, int | None]


def _dates(text: str) -> list[tuple[int, DateParts]]:
    """Every date written in a text, with its place: (year or None, month, day, hour,
    minute)."""
    folded = fold(text)
    found: list[tuple[int, DateParts]] = []
    for match in _DATES[0].finditer(folded):
        year, month, day, day2, month2, year2, hour, minute = match.groups()
        if year:
            whole: tuple[int | None, int, int] = (int(year), int(month), int(day))
        else:
            y = int(year2) + (2000 if len(year2) == 2 else 0) if year2 else None
            whole = (y, int(month2), int(day2))
        found.append((match.start(), (*whole, _int(hour), _int(minute))))
    for match in _DATES[1].finditer(folded):
        day, word, year, hour, minute = match.groups()
        if word in _MONTHS:
            found.append((match.start(), (_int(year), _MONTHS[word], int(day), _int(hour),
                                          _int(minute))))
    for match in _DATES[2].finditer(folded):
        word, day, year, hour, minute = match.groups()
        if word in _MONTHS:
            found.append((match.start(), (_int(year), _MONTHS[word], int(day), _int(hour),
                                          _int(minute))))
    return sorted(found)


def _int(value: str | None) -> int | None:
    return int(value) if value else None


def moment(text: str, zone: str, now: datetime) -> datetime | None:
    """The (last) date and time in a GM's or player's words ("2026-12-05 22:00", "05/12
    22h00", "5.12 в 22:00", "du 3 au 5 décembre", "until December 5"), in the game's time
    zone; a date without a year is the next one to come, a date without a time ends that
    day (23:59). None without a date."""
    dates = _dates(text)
    if not dates:
        return None
    year, month, day, hour, minute = dates[-1][1]
    tz = ZoneInfo(zone)
    local_now = now.astimezone(tz)
    try:
        at = datetime(year or local_now.year, month, day,
                      *((hour, minute or 0) if hour is not None else (23, 59)), tzinfo=tz)
    except ValueError:
        return None
    try:
        if year is None and at < local_now - timedelta(days=1):
            at = at.replace(year=at.year + 1)  # no 29 February next year: no such date
        at.astimezone(UTC)  # 31/12/9999 west of Greenwich is past the last date
    except (ValueError, OverflowError):
        return None
    return at


AWAY = {
    "fr": ("absent", "absente", "je serai absent", "je serai absente", "en vacances",
           "indisponible"),
    "en": ("away", "absent", "i'm away", "i will be away", "on holiday", "unavailable"),
    "ru": ("отсутствую", "меня не будет", "в отъезде", "уезжаю", "недоступен", "недоступна"),
}
BACK = {
    "fr": ("de retour", "je suis rentre", "je suis rentree", "je suis de retour"),
    "en": ("i'm back", "im back", "back again", "i am back"),
    "ru": ("вернулся", "вернулась", "я снова здесь", "я вернулся", "я вернулась"),
}


@dataclass(frozen=True)
class Absence:
    """A player's absence window: away until `until` (None: back now)."""

    until: datetime | None


def absence(text: str, zone: str, now: datetime) -> Absence | None:
    """"absent jusqu'au 5/12", "away until 2026-12-05 18:00", "меня не будет до 05.12"
    (the date given ends the absence; a day without a time, its end), or "de retour" /
    "I'm back"; None when the text is neither."""
    if _find(BACK, text):
        return Absence(None)
    if not _find(AWAY, text):
        return None
    found = moment(text, zone, now)
    return Absence(found) if found is not None and found > now else None


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
