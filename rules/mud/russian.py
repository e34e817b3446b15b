"""The mud fight's grammar in Russian ("приказы грязевой битвы по-русски"): the words Russian
players use, and what Russian needs beyond the French and English reading of `orders.py`.

`orders.py` reads every language with one grammar; this module gives it:

- the vocabulary, read from the `ru` keys of `words.toml` beside this module: verbs of
  throwing ("кидаю", "бросаю", "швыряю", "бросок"), of moving ("иду", "перехожу",
  "перемещаюсь", "уворачиваюсь"), of passing ("пас", "пропускаю", "остаюсь", "ничего не
  делаю"), the mud itself ("ком грязи"), prepositions ("в", "на", "по"), pronouns, numbers in
  their cases ("тройку", "пятёркой"), units and headers ("3 хода", "ход 4"), and the markers
  that split a message (corrections "хотя нет", "всё-таки"; "а не", "или", "если");
- coordinates: the map names them with Latin letters; a Cyrillic letter that looks like one
  (А В Е К М Н О Р С Т Х) stands for it ("С3" is C3), any other Cyrillic letter before a row
  number ("Д3") is read as a place that is not on the map;
- players named in Cyrillic and in their cases, as Russian speakers write Latin forum names:
  "бориса" for boris, "анну" for anna, "ольге" for olga, "хлою" for chloe (`CyrillicNames`);
- questions and hedges said in Russian ("а если в C3?", "не знаю, может C3"), which the
  reader toolkit only knows in French and English, and a closing signature with the speaker's
  name in Cyrillic ("С уважением, Борис").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from rules.reader import SIGN_OFFS, Names, fold
from rules.reader.russian import CLAUSES, without_questions, words
from rules.reader.vocabulary import vocabulary

WORDS = vocabulary("rules.mud")
"""The mud fight's words (`rules/mud/words.toml`); this module takes their Russian ones."""


def _words(name: str) -> frozenset[str]:
    """The Russian words of a set of `words.toml`, folded as the grammar compares them."""
    return WORDS.words(name, "ru")


# --- vocabulary (folded, in words.toml) -------------------------------------------------------

THROW_VERBS = _words("throw_verbs")
"""'кидаю', 'бросок' ('бросок: boris 2'), and the third person of narration ('кидает')."""
THROW_NOUNS = _words("throw_nouns")
MOVE_VERBS = _words("move_verbs")
GO_VERBS = _words("go_verbs")
"""Forms of 'идти': a move with a destination, nothing without one ('пойду подумаю')."""
DIRECTIONS = _words("directions")
MOVE_PREPOSITIONS = _words("move_prepositions")
TARGET_PREPOSITIONS = _words("target_prepositions")
PASS_WORDS = _words("pass_words")
"""Not 'жду', 'отдыхаю', 'сижу': said in talk ('жду итогов'), they would replace an order."""
NOTHING = _words("nothing")
"""'ничего' is a pass alone or with a verb of doing ('ничего не делаю'), not in talk
('ничего страшного')."""
DOING = _words("doing")
NEGATIONS_BEFORE = _words("negations_before")
NEGATIONS_AFTER = _words("negations_after")
NEGATIONS = _words("coordinate_negations")
"""Before a place or a player, or before the preposition that leads it ('а не в D4',
'не в бориса, а в анну'): that one is named to be left out."""
PRONOUNS = _words("pronouns")
POSSESSIVES = _words("possessives")
DESCRIPTIONS = _words("descriptions")
SELF = _words("self")
"""The speaker as a target ('кидаю в себя 3')."""
NOT_NUMBER_AFTER = _words("not_number_after")
NUMBER_FORMS: Mapping[str, int] = {
    word: value for value in range(1, 6) for word in WORDS.phrases(f"number_{value}", "ru")
}
"""Numbers in their cases and as the names of digits ('кидаю тройку', 'с пятёркой'): the sets
`number_1` to `number_5`."""
_DIGIT_NAME = re.compile(r"([0-9])-?(?:ку|ка|кой|кою|ки)")


def digit_name(folded: str) -> int | None:
    """A digit with the ending of its name ('3-ку', '5ку' for 'тройку', 'пятёрку'), or None."""
    match = _DIGIT_NAME.fullmatch(folded)
    return int(match.group(1)) if match else None

ARTICLE_NUMBERS = _words("article_numbers")
"""'один ком грязи' is one lump, not the number 1 (unless nothing follows)."""
UNITS = _words("units")
HEADERS = _words("headers")
GREETINGS = _words("never_names")
"""Words of a message that never name a player, nor stand for an unknown one after 'в'."""

MARKER_KINDS = ("correction", "drop", "alternative", "condition", "sequence", "thanks")
"""The kinds of `orders.MARKERS` the Russian phrases add to (the reader toolkit already knows
'нет', 'вернее', 'точнее', 'передумал', 'лучше'): each a set `<kind>_markers` of words.toml."""


def marker_phrases() -> Iterable[tuple[str, str]]:
    """(kind, folded phrase) for every Russian marker."""
    for kind in MARKER_KINDS:
        for phrase in WORDS.phrases(f"{kind}_markers", "ru"):
            yield kind, phrase


VOCABULARY: frozenset[str] = frozenset().union(
    THROW_VERBS, THROW_NOUNS, MOVE_VERBS, GO_VERBS, DIRECTIONS, MOVE_PREPOSITIONS,
    TARGET_PREPOSITIONS, PASS_WORDS, NOTHING, NEGATIONS_BEFORE, NEGATIONS_AFTER, NEGATIONS,
    DOING, PRONOUNS, POSSESSIVES, DESCRIPTIONS, SELF, NOT_NUMBER_AFTER, NUMBER_FORMS,
    ARTICLE_NUMBERS,
    UNITS, HEADERS, GREETINGS,
    (word for _, phrase in marker_phrases() for word in phrase.split()),
)  # fmt: skip
"""Every Russian word the grammar knows."""


# --- coordinates ------------------------------------------------------------------------------

LOOK_ALIKES: Mapping[str, str] = dict(zip("авекмнорстху", "abekmhopctxy", strict=True))
"""Cyrillic letters that look like a Latin one, folded: 'С3' typed in Cyrillic is C3."""
_CYRILLIC_PLACE = re.compile(r"([а-яй])-?([0-9]{1,2})")
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def place(folded: str) -> tuple[str, bool] | None:
    """A Cyrillic letter and a row number ('с3', 'д-3') as (label, looks Latin): ('C3', True)
    for a look-alike letter, ('Д3', False) for any other; None when it is no such word."""
    match = _CYRILLIC_PLACE.fullmatch(folded)
    if match is None:
        return None
    letter, row = match.group(1), int(match.group(2))
    latin = LOOK_ALIKES.get(letter)
    return (f"{(latin or letter).upper()}{row}", latin is not None)


def look_alike(text: str) -> str | None:
    """The Latin letter an upper-case Cyrillic one stands for ('С' -> 'c'), else None."""
    if len(text) != 1 or not text.isupper():
        return None
    return LOOK_ALIKES.get(fold(text))


# --- players named in Cyrillic ----------------------------------------------------------------

_DOUBLE = "bcdfgklmnprstvz"
_SOFT = "eiy"
_UNITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("shch", ("щ", "ш")), ("sch", ("щ", "ш")), ("tch", ("ч",)), ("zh", ("ж",)), ("sh", ("ш",)),
    ("ch", ("ч", "х", "ш", "к")), ("kh", ("х",)), ("ts", ("ц", "тс")), ("tz", ("ц",)),
    ("ph", ("ф",)), ("th", ("т",)), ("ck", ("к",)), ("qu", ("кв", "к")), ("ya", ("я", "ья")),
    ("yu", ("ю", "ью")), ("yo", ("е", "ье", "йо")), ("ye", ("е", "ье")),
    ("ja", ("я", "жа", "джа")), ("ju", ("ю", "жу", "джу")), ("jo", ("йо", "жо", "джо")),
    ("je", ("е", "же", "дже")), ("ee", ("и",)), ("oo", ("у",)), ("ou", ("у", "оу")),
    ("ia", ("ия", "я")), ("ie", ("и", "ие", "е")), ("ey", ("ей", "эй", "и")),
    ("ay", ("ай", "эй")), ("oy", ("ой",)), ("iy", ("ий",)), ("x", ("кс",)), ("w", ("в", "у")),
    ("q", ("к",)), ("a", ("а", "э")), ("b", ("б",)), ("d", ("д",)), ("f", ("ф",)), ("g", ("г",)),
    ("h", ("х", "г", "")), ("i", ("и", "й", "ай", "ы")), ("j", ("дж", "ж", "й")), ("k", ("к",)),
    ("l", ("л", "ль")), ("m", ("м",)), ("n", ("н",)), ("o", ("о",)), ("p", ("п",)),
    ("r", ("р",)), ("s", ("с", "з")), ("t", ("т",)), ("u", ("у", "ю", "а")), ("v", ("в",)),
    ("y", ("и", "й", "ы")), ("z", ("з", "ц")),
)  # fmt: skip
"""How a Latin forum name is written in Cyrillic, a sound at a time (the alternatives Russian
speakers use: 'chloe' is 'хлое' or 'хлоя', 'david' 'давид' or 'дэвид')."""
_SPELLINGS = dict(_UNITS)
_GROUPS = sorted((unit for unit in _SPELLINGS if len(unit) > 1), key=len, reverse=True)
"""Letters read together ('ch', 'ya'), longest first."""
_ENDINGS = {
    "а": "(?:а|ы|и|е|у|ой|ою|ей)",
    "я": "(?:я|и|е|ю|ей|ею)",
    "й": "(?:й|я|ю|ем|е)",
    "ь": "(?:ь|я|ю|ем|е|и|ью)",
}
"""The cases of a name by its last letter (Анна, Анны, Анне, Анну, Анной...)."""
_CONSONANT_ENDINGS = "(?:|а|у|ом|ем|е)"
_CONSONANTS = frozenset("бвгджзклмнпрстфхцчшщ")
SHORTEST = 3
"""A name of fewer letters is not looked for in Cyrillic (too many words would match)."""


def _sounds(name: str) -> list[tuple[str, ...]]:
    """The name as a list of sounds, each with its Cyrillic spellings."""
    sounds: list[tuple[str, ...]] = []
    i = 0
    while i < len(name):
        letter = name[i]
        after = name[i + 1] if i + 1 < len(name) else ""
        unit = next((u for u in _GROUPS if name.startswith(u, i)), "")
        if unit:
            sounds.append(_SPELLINGS[unit])
            i += len(unit)
            continue
        if letter == "c":
            sounds.append(("ц", "с") if after and after in _SOFT else ("к",))
            i += 1 + (after == "c")
            continue
        if letter == "g" and after and after in _SOFT:
            sounds.append(("г", "ж", "дж"))
            i += 1
            continue
        if letter == "e":
            last = i == len(name) - 1
            sounds.append(("е", "э", "и", "я", "") if last and i else ("э", "е") if not i
                          else ("е", "э", "и"))
            i += 1
            continue
        if letter in _DOUBLE and after == letter:
            single = _SPELLINGS[letter]
            sounds.append(tuple(s * 2 for s in single) + single)
            i += 2
            continue
        sounds.append(_SPELLINGS.get(letter, (letter,)))  # Cyrillic spells itself
        i += 1
    return sounds


def _declined(spelling: str) -> str:
    """The regular expression of a name's spelling in all its cases."""
    last = spelling[-1:]
    if last in _ENDINGS:
        return re.escape(spelling[:-1]) + _ENDINGS[last]
    if last in _CONSONANTS:
        return re.escape(spelling) + _CONSONANT_ENDINGS
    return re.escape(spelling)  # Фанни, Хлое: not declined


@lru_cache(maxsize=512)
def name_pattern(name: str) -> re.Pattern[str] | None:
    """The Cyrillic spellings of a folded, one-part name in every case, as one pattern."""
    if len(name) < SHORTEST or not re.fullmatch(r"[^\W\d_]+", name):
        return None
    sounds = _sounds(name)
    if len(sounds) < 2:
        return None
    *head, before, end = sounds
    stem = "".join("(?:" + "|".join(map(re.escape, spellings)) + ")" for spellings in head)
    tails = sorted({_declined(a + b) for a in before for b in end if a + b})
    return re.compile(stem + "(?:" + "|".join(tails) + ")")


@dataclass(frozen=True)
class CyrillicNames:
    """Players as Russian speakers write them in Cyrillic and in their cases ('бориса' is
    boris): by their whole name when it is one word, or by the unique first part the reader
    toolkit knows (`Names.first`). A word two players could be is nobody's."""

    patterns: tuple[tuple[re.Pattern[str], str], ...]
    reserved: frozenset[str]

    @classmethod
    def of(cls, names: Names, reserved: Iterable[str] = ()) -> CyrillicNames:
        """The players of `names`; `reserved` words are never a name ('том' is not tom)."""
        found: list[tuple[re.Pattern[str], str]] = []
        for whole, player in names.full.items():
            pattern = name_pattern(whole)
            if pattern is not None and len(_parts(player)) == 1:
                found.append((pattern, player))
        for part, player in names.first.items():
            pattern = name_pattern(part)
            if pattern is not None:
                found.append((pattern, player))
        return cls(tuple(found), frozenset(reserved))

    def named(self, word: str) -> str | None:
        """The player a Cyrillic word names ('анну' -> 'anna'), if exactly one."""
        folded = fold(word).lstrip("@")
        if len(folded) < SHORTEST or folded in self.reserved or not CYRILLIC.search(folded):
            return None
        players = {player for pattern, player in self.patterns if pattern.fullmatch(folded)}
        return next(iter(players)) if len(players) == 1 else None


def _parts(name: str) -> list[str]:
    return [part for part in re.split(r"[-_.' ]+", fold(name).lstrip("@")) if part]


@lru_cache(maxsize=64)
def cyrillic_names(players: tuple[str, ...], reserved: frozenset[str]) -> CyrillicNames:
    """`CyrillicNames` of a game's players (kept: every message of a turn asks again)."""
    return CyrillicNames.of(Names.of(players, reserved), reserved)


def named_in(text: str, names: Names, forms: CyrillicNames) -> list[str]:
    """The players a text names, with '@', by their forum name, or in Cyrillic."""
    found: list[str] = []
    for word in re.findall(r"@?[^\W_]+(?:[-_.][^\W_]+)*", text):
        player = names.named([word]) or forms.named(word)
        if player is not None and player not in found:
            found.append(player)
    return found


# --- questions, hedges and signatures said in Russian -----------------------------------------

_HEDGE = re.compile(
    r"(?<!\w)(?:не знаю|не уверен[а]?|не уверены|хз|может быть|может|мб|наверное|наверно"
    r"|возможно|интересно|подумаю|подумываю|раздумываю|размышляю|думаю над|сомневаюсь"
    r"|посмотрим|ли)(?!\w)"
)
"""Words that hedge their clause without a question mark ('не знаю, может C3')."""
SIGNS = _words("signs")
"""Words that close a letter in Russian."""


def without_musing(text: str) -> str:
    """The text without its questions and hedges said in Russian: the questions that only
    think aloud (`rules.reader.russian.without_questions`: 'а если в C3, как думаете?'; 'кидаю
    в бориса 3, нормально?' keeps its order), and each clause that hedges ('не знаю, может
    C3'). Questions in other languages are left to the toolkit."""
    text = without_questions(text)
    if not CYRILLIC.search(text):
        return text
    return CLAUSES.sub(lambda m: " " if _HEDGE.search(fold(m.group())) else m.group(), text)


def without_signature(text: str, speaker: str, forms: CyrillicNames) -> str:
    """The text without a closing signature with the speaker's name in Cyrillic: last lines
    of sign-off words and that name ('С уважением,\\nБорис'), or a last clause that is the
    name ('иду в C3, Борис', '— Борис')."""

    def signs(said: list[str]) -> bool:
        return bool(said) and all(
            w in SIGNS or w in SIGN_OFFS or forms.named(w) == speaker for w in said)

    def names_speaker(said: list[str]) -> bool:
        return any(forms.named(w) == speaker for w in said)

    lines = text.rstrip().split("\n")
    while len(lines) > 1 and signs(words(lines[-1])):
        lines.pop()
    match = re.search(r"(?:,|\s[-–—]+|^[-–—]+)\s*([^,\n]*)$", lines[-1])
    if match and match.start() > 0:
        said = words(match.group(1))
        if signs(said) and names_speaker(said):
            lines[-1] = lines[-1][: match.start()]
    return "\n".join(lines)


def speaker_forms(speaker: str) -> CyrillicNames:
    """The speaker alone, in Cyrillic (for the signature)."""
    return cyrillic_names((speaker,), VOCABULARY)

