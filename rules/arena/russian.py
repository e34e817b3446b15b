"""Russian as warriors write it in the clan arena ("Арена кланов"): what an inflected language
needs besides the words the grammar (`rules.arena.orders`) reads in it.

The words are data: the `ru` keys of `words.toml`, folded as the grammar reads them (lower
case, 'ё' as 'е', 'й' kept). Most are phrases the grammar's sets take as they are
(`rules.arena.words`); the few sets Russian reads apart are named here. Three things are
Russian's own:

- verbs by their stems (`verb_kind`): "атакую", "атакует", "атака", "атаковать" all say an
  attack; the grammar asks a stem only of a Cyrillic word none of its phrases names;
- clan names in any case (`clan_word`, `nominative`): a clan "Волки" is named "Волков",
  "Волкам", "Волками" (a word is the name's stem and a case ending); a chief founding "клана
  Волков" (genitive plural, as Russian says it) founds "Волки";
- what the grammar rewrites before it reads a Russian post (`prepared`): a dash between two
  parts ("вождь — я", "@bea — зона 2") is a colon; "поправка", "передумал"... a change of
  mind; "вместо @carl", "а не @carl" named to be dropped.

The characteristics are "атака" (attaque), "защита" (défense), "стрельба" (tir) and "щит"
(bouclier).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from rules.reader.vocabulary import vocabulary

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def russian(text: str) -> bool:
    """Whether a text holds Russian words (a Cyrillic letter)."""
    return CYRILLIC.search(text) is not None


WORDS = vocabulary("rules.arena")
"""The arena's `words.toml`: its Russian words stand under the `ru` keys of the grammar's sets
(`rules.arena.words`); the sets below are Russian's own."""

# --- the characteristics -------------------------------------------------------------------

ALIASES: Mapping[str, str] = {
    "атака": "attack", "нападение": "attack", "защита": "defence", "оборона": "defence",
    "стрельба": "shooting", "меткость": "shooting", "щит": "shield",
}
"""The GM's Russian words for the characteristics (`реестр @bob атака 3`); the settings'
Russian names stand with the settings (`rules.arena.state.SETTINGS`)."""
ALL_AT = WORDS.phrases("all_at", "ru")
LETTERS = {"а": "attack", "з": "defence", "с": "shooting", "щ": "shield"}
"""'А4 З3 С2 Щ3': the initials of атака, защита, стрельба, щит."""

# --- sign-up --------------------------------------------------------------------------------

SELF_CUE = WORDS.phrases("self_cue", "ru")[0]
CLAN = WORDS.phrases("clan", "ru")
REFUSE_SELF = WORDS.phrases("refuse_self", "ru")
NEGATIONS = WORDS.phrases("negations", "ru")
GENERIC_JOIN = "".join(f"|{phrase}" for phrase in WORDS.phrases("generic_join", "ru"))
"""Other games' sign-up words, as alternatives of a pattern (`rules.arena.signup`)."""

# --- round actions ------------------------------------------------------------------------

STEMS: tuple[tuple[str, str], ...] = tuple(sorted((
    (stem, kind) for kind in ("attack", "defend", "shield", "protect", "shoot", "move")
    for stem in WORDS.phrases(f"stems_{kind}", "ru")
), key=lambda pair: -len(pair[0])))
"""A word's first letters and the action they say: 'атакую', 'атака', 'атакуйте'..."""
IMPERATIVES = WORDS.words("imperatives", "ru")
DOING = WORDS.words("doing", "ru")
CRY = WORDS.phrases("cry", "ru")
PREPOSITIONS = WORDS.words("prepositions", "ru")
THREATS = WORDS.phrases("guarded_against", "ru")
ASKING = WORDS.words("asking", "ru")
DOUBTS = WORDS.words("doubts", "ru")
FOR_COLON = frozenset((word,) for word in WORDS.phrases("for_colon", "ru"))

# --- placement ----------------------------------------------------------------------------

WITH = WORDS.phrases("with", "ru")

# --- zones --------------------------------------------------------------------------------

CENTRE_WORDS = r"|центральн\w*\s+зон\w*|зон\w*\s+центр\w*|центр\w*|середин\w*"
ZONE = r"(?:зона|зону|зоне|зоны|зоной)\s*(?:№\s*|номер\s*)?"
"""'зона 2', 'в зону 3', 'зона №4', 'зона номер два'."""
ORDINALS = re.compile(r"(?<![\w@])(перв|втор|трет|четверт|пят|шест|седьм|восьм|девят)\w*"
                      r"\s+(?:зон\w*)(?!\w)")
ORDINALS_ALONE = re.compile(r"(?<![\w@])(?:в|во|на)\s+(перв|втор|трет|четверт|пят|шест)"
                            r"(?:ую|ью)(?!\w)")
"""'остальные во вторую': the zone's word left out."""
ORDINAL_VALUES = {"перв": 1, "втор": 2, "трет": 3, "четверт": 4, "пят": 5, "шест": 6,
                  "седьм": 7, "восьм": 8, "девят": 9}
"""'в первую зону', 'во вторую зону'."""
LOOKALIKES = str.maketrans("авекмнорстух", "abekmhopctyx")
"""Cyrillic letters that look like Latin ones: a zone 'С' typed on a Russian keyboard is C."""
CENTRE_LETTER = "ц"
"""'зона Ц': the centre."""


def verb_kind(word: str) -> str | None:
    """The action a Russian word says by its stem ('атакую' -> attack), or None."""
    for stem, kind in STEMS:
        if word.startswith(stem):
            return kind
    return None


# --- clan names in any case -----------------------------------------------------------------

ENDINGS = tuple(sorted(WORDS.words("case_endings", "ru"), key=len, reverse=True))
"""The case endings of Russian nouns and adjectives."""
_ENDING = "(?:" + "|".join(ENDINGS) + ")?"


def stems(word: str) -> list[str]:
    """The stems a folded word may have: itself, and itself without each ending it has
    (three letters left at least, two for a word of three)."""
    least = 2 if len(word) <= 3 else 3
    found = [word]
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= least:
            found.append(word[:-len(ending)])
    return list(dict.fromkeys(found))


def clan_word(word: str) -> str:
    """A pattern for a folded Cyrillic word of a clan's name in any case: one of its stems and
    an ending ('волки' matches 'волков', 'волкам', 'волками')."""
    alternatives = "|".join(re.escape(s) for s in sorted(stems(word), key=len, reverse=True))
    return f"(?:{alternatives}){_ENDING}"


_HARD = "кгхжшщч"
_VOWELS = "аеиоуыэюяь"


def nominative(name: str) -> str:
    """A clan's name said in the genitive plural ('клана Чёрных Воронов') in the nominative
    ('Чёрные Вороны'); any other word as written. Only Cyrillic words ending as a genitive
    plural do: '-ых'/'-их' adjectives, '-ов'/'-ев'/'-ей' nouns."""
    words = name.split(" ")
    out = []
    for word in words:
        folded = word.lower().replace("ё", "е")
        if not russian(word) or len(folded) < 5:
            out.append(word)
        elif folded.endswith(("ых", "их")):
            out.append(word[:-2] + ("ые" if folded.endswith("ых") else "ие"))
        elif folded.endswith(("ов", "ев")):
            stem = folded[:-2]
            out.append(word[:-2] + ("и" if stem[-1] in _HARD + _VOWELS else "ы"))
        elif folded.endswith("ей"):
            out.append(word[:-2] + "и")
        else:
            out.append(word)
    return " ".join(out)


# --- a Russian post before the grammar reads it ---------------------------------------------

_DASH = re.compile(r"(?<=\S)\s+[—–-]+\s+|^\s*[—–]\s*|(?<=[\w@])\s*[—–]\s*(?=\S)", re.MULTILINE)
_CHANGES = re.compile(
    r"(?<![\w@])(?:поправка|исправление|исправляю|передумал[аи]?|меняю решение|меняю приказ"
    r"|изменяю приказ|новый приказ|вместо этого|на самом деле|в итоге|всё-таки|все-таки"
    r"|всё таки|все таки|окончательно|впрочем|хотя|стоп|upd|апд|ред\.?)(?!\w)\s*:?",
    re.IGNORECASE)
_DROPS = re.compile(r"(?<!\w)(?:вместо того,? чтобы[^,.;!?\n]*"
                    r"|вместо\s+@?[^\W\d_][\w.-]*(?!\s*[:—–])"
                    r"|а не\s+[^,.;!?\n]*)", re.IGNORECASE)


def prepared(text: str) -> str:
    """A Russian post as the grammar reads it: dashes between parts as colons, the changes of
    mind the reader toolkit does not know as 'finalement', what 'вместо' and 'а не' name
    dropped."""
    if not russian(text):
        return text
    text = _DROPS.sub(" ", text)
    text = _CHANGES.sub(" finalement ", text)
    return _DASH.sub(" : ", text)
