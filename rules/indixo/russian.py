"""INDIXO's orders in Russian ("приказы по-русски"): what Russian needs beyond the French and
English reading of `rules.indixo.orders`, which reads every language with one grammar.

This module gives that grammar:

- the vocabulary (`WORDS`, by order kind, folded as the reader folds: 'ё' is 'е'): the verbs
  of each order in the forms players write them, first person ("убиваю", "переношу"), future
  ("убью"), infinitive and imperative, and the third person of narration ("*Вера убивает...*");
  these words, like every Russian word below, are data: the `ru` keys of `words.toml`;
- names in their cases (`declined`): a room or a weapon the GM named in Russian is found in
  every case ("иду в кухню", "я в гостиной", "убиваю ножом", "во внутреннем дворе"); a name of
  several words is also found by its head noun ("во двор" for "Внутренний двор") when no other
  name shares it (`head`); several that share it are the reader's "ambiguous";
- negation ("не переношу нож, а уничтожаю его", "никого не убиваю", "иду в кухню, а не в
  спальню"), changes of mind the reader toolkit does not know ("стоп", "всё-таки", "хотя
  нет" is already "нет"), and questions and hedges said in Russian ("а если в кухню?", "не
  знаю, может в кухню"), which the toolkit only knows in French and English;
- an unknown weapon named in the instrumental case, as Russian names a tool without a
  preposition ("убиваю @ana топором").

Only Cyrillic words are added: a message in French or English reads as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from rules.indixo.keywords import KINDS, VOCABULARY, alternation
from rules.reader import fold
from rules.reader import last_change as toolkit_last_change
from rules.reader.russian import CLAUSES, CYRILLIC, without_questions, words

WORDS: dict[str, tuple[str, ...]] = {kind: VOCABULARY.phrases(kind, "ru") for kind in KINDS}
"""Russian keywords by kind (merged with the French and English ones of `orders.WORDS`)."""

DONE_ALONE = VOCABULARY.words("done_alone", "ru")
"""'всё' alone says the killer is done ("Всё.", "ну всё, спасибо"); in a sentence it is only
'everything' or 'everyone'."""
PRONOUNS = VOCABULARY.words("pronouns", "ru")
"""Pronouns, folded, that may stand for the one player a narration names ("убиваю её")."""
WEAPON_PRONOUNS = alternation("weapon_pronouns", "ru")
"""Pronouns, folded, that stand for a weapon after or before a verb that takes one."""
CHIEF_WORDS = VOCABULARY.phrases("chief", "ru")
"""The word next to which a player is voted chief ("глава @x", "@x главой")."""
FILLER = VOCABULARY.words("filler", "ru") | frozenset(CHIEF_WORDS)
"""Words a bare list of names may hold besides them ("против @bob, с ножом, в кухне",
"..., глава @ana")."""
NOT_NAMES = VOCABULARY.words("not_names", "ru")
"""Words after a lead ('в', 'с') that never name an unknown room or weapon."""
ROOM_LEADS = alternation("room_leads", "ru")
"""Prepositions that lead a room ("в кухню", "на кухню", "к лестнице")."""
WITH = alternation("weapon_leads", "ru")
"""Prepositions that lead a weapon (the bare instrumental needs none: "ножом")."""

# --- names in their cases ---------------------------------------------------------------------

FIXED = VOCABULARY.words("name_prepositions", "ru")
"""Prepositions inside a name: the words from the first on do not decline ("Ведёрко для
льда" is "ведёрком для льда")."""
_ADJ_M = ("ый", "ий", "ой", "ого", "его", "ому", "ему", "ым", "им", "ом", "ем", "ые", "ие",
          "ых", "их", "ыми", "ими")
_ADJ_F = ("ая", "яя", "ой", "ей", "ую", "юю", "ою", "ею", "ые", "ие", "ых", "их", "ым", "им",
          "ыми", "ими")
_ADJ_N = ("ое", "ее", "ого", "его", "ому", "ему", "ым", "им", "ом", "ем", "ые", "ие", "ых",
          "их")
_ADJ_PL = ("ые", "ие", "ых", "их", "ым", "им", "ыми", "ими")
_NOUN_A = ("а", "ы", "и", "е", "у", "ой", "ою", "ей", "ею", "ам", "ями", "ами", "ах")
_NOUN_YA = ("я", "и", "е", "ю", "ей", "ею", "ям", "ями", "ях")
_NOUN_SOFT = ("ь", "и", "ью", "ей", "я", "ю", "ем", "е", "ям", "ями", "ях")
_NOUN_J = ("й", "я", "ю", "ем", "е", "и", "ев", "ям", "ями", "ях")
_NOUN_O = ("о", "а", "у", "ом", "е", "ам", "ами", "ах")
_NOUN_E = ("е", "я", "ю", "ем", "и", "й", "ям", "ями", "ях")
_NOUN_HARD = ("", "а", "у", "ом", "ем", "е", "ы", "и", "ов", "ев", "ей", "ам", "ами", "ах",
              "я", "ю")
_PLURAL = ("ы", "и", "", "ов", "ев", "ей", "ам", "ям", "ами", "ями", "ах", "ях")
_FLEETING = ("ок", "ек", "ец", "ер")
"""Endings whose vowel drops in the other cases ("молоток" -> "молотком", "ковер" ->
"ковра")."""
_CONSONANTS = frozenset("бвгджзклмнпрстфхцчшщ")


def _stems(word: str) -> list[tuple[str, tuple[str, ...]]]:
    """A Russian word's stems, each with the endings it takes: "кухня" -> [("кухн", (я, и,
    е, ю...))], "гостиная" -> [("гостин", (ая, ой, ую...)), ("гостина", (я, и, ю...))]."""
    last, two = word[-1:], word[-2:]
    found: list[tuple[str, tuple[str, ...]]] = []
    if len(word) >= 4 and two in ("ый", "ий", "ой"):
        found.append((word[:-2], _ADJ_M))
    elif len(word) >= 4 and two in ("ая", "яя"):
        found.append((word[:-2], _ADJ_F))
    elif len(word) >= 4 and two in ("ое", "ее"):
        found.append((word[:-2], _ADJ_N))
    elif len(word) >= 4 and two == "ые":
        found.append((word[:-2], _ADJ_PL))
    if last == "а":
        found.append((word[:-1], _NOUN_A))
    elif last == "я":
        found.append((word[:-1], _NOUN_YA))
    elif last == "ь":
        found.append((word[:-1], _NOUN_SOFT))
        if word.endswith("ень") and len(word) >= 5:
            found.append((word[:-3] + "н", _NOUN_SOFT[1:]))
    elif last == "й":
        found.append((word[:-1], _NOUN_J))
    elif last == "о":
        found.append((word[:-1], _NOUN_O))
    elif last == "е":
        found.append((word[:-1], _NOUN_E))
    elif last in "ыи":
        found.append((word[:-1], _PLURAL))
    elif last in _CONSONANTS:
        found.append((word, _NOUN_HARD))
        if len(word) >= 4 and two in _FLEETING and word[-3] in _CONSONANTS:
            found.append((word[:-2] + last, _NOUN_HARD[1:]))
    return [(stem, endings) for stem, endings in found if len(stem) >= 2]


def _word(word: str) -> str:
    """The regular expression of one word of a name in all its cases."""
    if not CYRILLIC.search(word) or len(word) < 3:
        return re.escape(word)
    stems = _stems(word)
    if not stems:
        return re.escape(word)
    parts = [re.escape(stem) + "(?:" + "|".join(sorted(endings, key=len, reverse=True)) + ")"
             for stem, endings in stems]
    return "(?:" + "|".join(parts) + ")"


@lru_cache(maxsize=1024)
def declined(name: str) -> str | None:
    """The regular expression of a folded name in its cases, None when it has no Cyrillic
    word to decline: "кухня" -> кухн(я|и|е|ю...), "ведерко для льда" -> ведерк(о|а|...) для
    льда."""
    words = name.split()
    if not any(CYRILLIC.search(word) for word in words):
        return None
    out: list[str] = []
    fixed = False
    for word in words:
        fixed = fixed or word in FIXED
        out.append(re.escape(word) if fixed else _word(word))
    return r"\s+".join(out)


def _adjective(word: str) -> bool:
    return len(word) >= 5 and word[-2:] in ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые")


def head(name: str) -> tuple[str, str] | None:
    """The head noun of a folded name of several words, and its pattern in every case: the
    first word before any preposition that is no adjective ("внутренний двор" -> "двор",
    "ведерко для льда" -> "ведерко"), else the last of them ("малая гостиная" -> "гостиная").
    None for a name of one word, or without Cyrillic."""
    words = name.split()
    if len(words) < 2 or not CYRILLIC.search(name):
        return None
    before: list[str] = []
    for word in words:
        if word in FIXED:
            break
        before.append(word)
    if not before:
        return None
    word = next((w for w in before if not _adjective(w)), before[-1])
    if len(word) < 3 or not CYRILLIC.search(word):
        return None
    return word, _word(word)


def accusative(name: str) -> str:
    """A room or a weapon the GM named, in the accusative, as a Russian example writes it
    after a verb or "в" ("уничтожаю Подушку", "иду в Малую гостиную"): the adjectives before
    the head noun and the head noun change their feminine endings (-а, -я, -ая, -яя); what
    follows the head noun ("Кабинет директора", "Ведёрко для льда"), an inanimate masculine
    or neuter noun, a plural, and a name without Cyrillic stay as they are."""
    out: list[str] = []
    declining = True
    for word in name.split(" "):
        if declining and (fold(word) in FIXED or not CYRILLIC.search(word)):
            declining = False
        if declining and len(word) >= 3:
            out.append(_accusative_word(word))
            declining = _adjective(fold(word))
        else:
            out.append(word)
    return " ".join(out)


def _accusative_word(word: str) -> str:
    for ending, changed in (("ая", "ую"), ("яя", "юю"), ("а", "у"), ("я", "ю")):
        if word.endswith(ending):
            return word[: -len(ending)] + changed
    return word


def into(name: str) -> str:
    """"в" or "во" before a name in the accusative ("в Кухню", "во Внутренний двор"): "во"
    before "в" or "ф" and a consonant, as Russian says it."""
    head = fold(name)[:2]
    return "во" if len(head) == 2 and head[0] in "вф" and head[1] in _CONSONANTS else "в"


# --- negation ---------------------------------------------------------------------------------

_NEGATION = re.compile(rf"(?<![\w])(?:{alternation('negation', 'ru')})(?![\w])")
_NOBODY = re.compile(rf"(?<![\w])(?:{alternation('nobody', 'ru')})(?![\w])")
_AUXILIARIES = VOCABULARY.words("auxiliaries", "ru")
_CLAUSE_EDGE = re.compile(
    rf"[,.;:!?\n]|(?<![\w])(?:{alternation('clause_edges', 'ru')})(?![\w])")
_PREPOSITIONS = VOCABULARY.words("negated_prepositions", "ru")
_SET_ASIDE = re.compile(r"(?<![\w])(?:а|но)\s[^,.;:!?\n]*?(?<![\w])"
                        rf"(?:{alternation('set_aside', 'ru')})(?![\w])[^,.;:!?\n]*")
"""A clause that sets a thing aside after the order ("переношу нож, а кий оставляю")."""


def affirmed(folded: str, spans: Sequence[tuple[int, int]],
             verbs: frozenset[str]) -> tuple[str, str]:
    """The text without what it denies in Russian, and what was denied (whose names a pronoun
    may still stand for): "не" before a name (or a preposition and a name) drops that name
    ("в кухню, а не в спальню"); before an order's verb (`verbs`) its clause ("не переношу
    нож, а уничтожаю его"), or, with "никого"/"ничего", says nothing is done ("никого не
    убиваю"); a clause that sets a thing aside goes too ("..., а кий оставляю")."""
    if not CYRILLIC.search(folded):
        return folded, ""
    dropped: list[str] = []
    cuts: list[tuple[int, int, str]] = []
    for aside in _SET_ASIDE.finditer(folded):  # "..., а кий оставляю"
        cuts.append((aside.start(), aside.end(), " "))
        dropped.append(aside.group())
    for match in _NEGATION.finditer(folded):
        after = list(re.finditer(r"[\w@'-]+", folded[match.end():]))
        words = [(match.end() + w.start(), match.end() + w.end(), w.group()) for w in after]
        while words and words[0][2] in _AUXILIARIES:
            words.pop(0)
        if not words:
            continue
        start, end, word = words[0]
        if word in _PREPOSITIONS and len(words) > 1:
            start, end, word = words[1]
        name = next(((a, b) for a, b in spans if a == start or (a <= start < b)), None)
        if name is not None:
            cuts.append((match.start(), name[1], " "))
            dropped.append(folded[name[0]:name[1]])
            continue
        if word not in verbs:
            continue
        clause_start = max((m.end() for m in _CLAUSE_EDGE.finditer(folded, 0, match.start())),
                           default=0)
        edge = _CLAUSE_EDGE.search(folded, end)
        clause_end = edge.start() if edge else len(folded)
        clause = folded[clause_start:clause_end]
        if _NOBODY.search(clause):
            cuts.append((clause_start, clause_end, " ничего "))
        else:
            cuts.append((clause_start, clause_end, " "))
            dropped.append(clause)
    kept = [cut for cut in set(cuts) if not any(
        other != cut and other[0] <= cut[0] and cut[1] <= other[1] for other in cuts)]
    for start, end, put in sorted(kept, reverse=True):
        folded = folded[:start] + put + folded[end:]
    return folded, "\n".join(dropped)


# --- changes of mind, questions and hedges ---------------------------------------------------

MARKERS = VOCABULARY.phrases("changes_of_mind", "ru")
"""Russian changes of mind the reader toolkit does not know (it knows 'нет', 'вернее',
'точнее', 'передумал', 'передумала', 'лучше')."""
_MARKER = re.compile(r"(?<![\w])(?:" + "|".join(
    sorted((r"[\s-]+".join(map(re.escape, re.split(r"[\s-]+", m))) for m in MARKERS),
           key=len, reverse=True)) + r")(?![\w])")


def last_change(folded: str) -> tuple[str, str] | None:
    """The folded text cut at its last change of mind, Russian ones included: (before, after),
    or None."""
    cut = toolkit_last_change(folded)
    mine = None
    for match in _MARKER.finditer(folded):
        mine = match
    if mine is None:
        return cut
    if cut is not None and len(folded) - len(cut[1]) >= mine.end():
        return cut
    return folded[:mine.start()], folded[mine.end():]


_HEDGE = re.compile(rf"(?<![\w])(?:{alternation('hedges', 'ru')})(?![\w])")
"""Words that hedge their clause without a question mark ('не знаю, может в кухню', 'я бы
пошла в кухню')."""


def without_musing(text: str) -> str:
    """The text without its questions and hedges said in Russian: the questions that only
    think aloud (`rules.reader.russian.without_questions`: 'а если в кухню, как думаете?';
    'иду в кухню, нормально?' keeps its order); a clause that hedges is dropped ('не знаю,
    может в кухню'), and a hedge alone in its clause takes the rest of its sentence with it
    ('наверное, пойду в кухню'), up to a 'но' or an 'а' ('не знаю, кто это, но иду в
    кухню'). Questions in other languages are left to the toolkit."""
    text = without_questions(text)
    if not CYRILLIC.search(fold(text)):
        return text
    out: list[str] = []
    last = 0
    governs = False
    for clause in CLAUSES.finditer(text):
        out.append(text[last:clause.start()])
        last = clause.end()
        said = words(clause.group())
        if text[clause.start() - 1:clause.start()] in ".;!?\n" or said[:1] in (["но"], ["а"]):
            governs = False
        hedged = _HEDGE.search(fold(clause.group()))
        out.append(" " if hedged or governs else clause.group())
        governs = bool(hedged) and not _HEDGE.sub(" ", fold(clause.group())).strip(" -")
    out.append(text[last:])
    return "".join(out)


SIGN_OFFS = VOCABULARY.words("sign_offs", "ru")
"""Words that close a letter in Russian (folded)."""


# --- what is left of a message ----------------------------------------------------------------

_INSTRUMENTAL = re.compile(r"[а-я]{2,}(?:ом|ем|ой|ей|ью|ами|ями)")
_NOT_TOOLS = VOCABULARY.words("not_tools", "ru")

def instrumental(words: Iterable[str], known: frozenset[str]) -> str | None:
    """The one word left of a kill order that names a tool in the instrumental case, as Russian
    names a weapon without a preposition ("убиваю @ana топором" -> "топором"), or None."""
    found = [w for w in words if w not in known and w not in _NOT_TOOLS
             and _INSTRUMENTAL.fullmatch(w)]
    return found[0] if len(found) == 1 else None


def here(folded: str) -> bool:
    """Whether the message says where the speaker is, without a verb ("я сегодня в подвале",
    "мы в погребе"): Russian needs none."""
    return bool(CYRILLIC.search(folded)) and bool({"я", "мы"} & set(re.findall(r"\w+", folded)))


def done_alone(folded: str) -> bool:
    """Whether the message only says "всё" ("Всё.", "ну всё, спасибо")."""
    words = re.findall(r"[\w]+", folded)
    return bool(words) and "все" in words and set(words) <= DONE_ALONE


# --- players named in Cyrillic ----------------------------------------------------------------

_SOUNDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("shch", ("щ",)), ("sch", ("щ", "ш")), ("zh", ("ж",)), ("sh", ("ш",)), ("ch", ("ч", "х")),
    ("kh", ("х",)), ("ts", ("ц",)), ("tz", ("ц",)), ("ph", ("ф",)), ("th", ("т",)),
    ("ck", ("к",)), ("ya", ("я", "ья")), ("yu", ("ю",)), ("yo", ("е",)), ("ye", ("е",)),
    ("ja", ("я",)), ("ju", ("ю",)), ("ia", ("ия", "я")), ("ey", ("ей",)), ("ay", ("ай",)),
    ("oy", ("ой",)), ("iy", ("ий",)), ("x", ("кс",)), ("w", ("в", "у")), ("q", ("к",)),
    ("a", ("а",)), ("b", ("б",)), ("c", ("к", "ц", "с")), ("d", ("д",)), ("e", ("е", "э")),
    ("f", ("ф",)), ("g", ("г",)), ("h", ("х", "")), ("i", ("и", "й")), ("j", ("дж", "ж", "й")),
    ("k", ("к",)), ("l", ("л", "ль")), ("m", ("м",)), ("n", ("н",)), ("o", ("о",)),
    ("p", ("п",)), ("r", ("р",)), ("s", ("с", "з")), ("t", ("т",)), ("u", ("у", "ю")),
    ("v", ("в",)), ("y", ("и", "й", "ы")), ("z", ("з",)),
)
"""How a Latin forum name is written in Cyrillic, a sound at a time ('anya' is 'аня')."""
_NAME_ENDINGS = {"а": ("а", "ы", "и", "е", "у", "ой", "ей"),
                 "я": ("я", "и", "е", "ю", "ей"),
                 "й": ("й", "я", "ю", "ем", "е"),
                 "ь": ("ь", "я", "ю", "ем", "е")}
"""The cases of a first name by its last letter (Вика, Вики, Вике, Вику, Викой)."""
_CONSONANT_CASES = ("", "а", "у", "ом", "ем", "е")


def _sounds(name: str) -> list[tuple[str, ...]]:
    sounds: list[tuple[str, ...]] = []
    i = 0
    while i < len(name):
        if i + 1 < len(name) and name[i] == name[i + 1] and name[i] in "bdfgklmnprstz":
            single = next(spelling for unit, spelling in _SOUNDS if unit == name[i])
            sounds.append(tuple(s * 2 for s in single) + single)
            i += 2
            continue
        for unit, spellings in _SOUNDS:
            if name.startswith(unit, i):
                sounds.append(spellings)
                i += len(unit)
                break
        else:
            sounds.append((re.escape(name[i]),))
            i += 1
    return sounds


def _cases(spelling: str) -> str:
    last = spelling[-1:]
    if last in _NAME_ENDINGS:
        return re.escape(spelling[:-1]) + "(?:" + "|".join(_NAME_ENDINGS[last]) + ")"
    if last in _CONSONANTS:
        return re.escape(spelling) + "(?:" + "|".join(
            sorted(_CONSONANT_CASES, key=len, reverse=True)) + ")"
    return re.escape(spelling)


@lru_cache(maxsize=512)
def spelled(name: str) -> str | None:
    """A folded one-word forum name as Russian players write it in Cyrillic, in every case, as
    a regular expression ("vika" -> вик(а|и|е|у|ой|ей)), None for a name too short or not
    written in Latin letters alone."""
    if len(name) < 3 or not re.fullmatch(r"[a-z]+", name):
        return None
    sounds = _sounds(name)
    if len(sounds) < 3:
        return None
    *stem, before, end = sounds
    head = "".join("(?:" + "|".join(spellings) + ")" for spellings in stem)
    tails = sorted({_cases(a + b) for a in before for b in end if a + b}, key=len, reverse=True)
    return head + "(?:" + "|".join(tails) + ")"


@lru_cache(maxsize=512)
def plain_spelling(name: str) -> str:
    """The usual Cyrillic spelling of a folded Latin name ("anya" -> "аня")."""
    return "".join(spellings[0] for spellings in _sounds(name))
