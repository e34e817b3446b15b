"""The mud fight's grammar in Russian ("приказы грязевой битвы по-русски"): the words Russian
players use, and what Russian needs beyond the French and English reading of `orders.py`.

`orders.py` reads every language with one grammar; this module gives it:

- the vocabulary: verbs of throwing ("кидаю", "бросаю", "швыряю", "бросок"), of moving ("иду",
  "перехожу", "перемещаюсь", "уворачиваюсь"), of passing ("пас", "пропускаю", "остаюсь",
  "ничего не делаю"), the mud itself ("ком грязи"), prepositions ("в", "на", "по"),
  pronouns, numbers in their cases ("тройку", "пятёркой"), units and headers ("3 хода", "ход
  4"), and the markers that split a message (corrections "хотя нет", "всё-таки"; "а не",
  "или", "если");
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


def _words(text: str) -> frozenset[str]:
    """Words as the grammar compares them (folded: 'ё' is 'е')."""
    return frozenset(fold(word) for word in text.split())


# --- vocabulary (folded) ----------------------------------------------------------------------

THROW_VERBS = _words(
    """кидаю кину кидать кинуть кидай кинь кидаем кинем кидает кинет кидаюсь
    бросаю брошу бросать бросить бросай брось бросаем бросает бросит бросок броском
    швыряю швырну швырять швырнуть швыряй швырни швыряет швырнёт
    метаю мечу метну метать метнуть метает метнёт запускаю запущу запустить запускает
    пуляю пульну пулять стреляю стрельну стрелять стреляет выстрел атакую атаковать атакует
    атака целюсь прицеливаюсь целится нападаю напасть нападает залепляю залеплю залепить
    влеплю влепить закидываю закидаю забрасываю обстреливаю обкидываю пачкаю испачкаю"""
)
"""'кидаю', 'бросок' ('бросок: boris 2'), and the third person of narration ('кидает')."""
THROW_NOUNS = _words(
    """ком кома комом комок комка комком комки комья грязь грязи грязью грязевой грязевым
    грязевого шар шара шаром шарик шарика шариком снаряд снарядом лепёшку лепёшкой броска
    броску"""
)
MOVE_VERBS = _words(
    """перехожу перейду перейти переходить перейди переход переходом переходит перейдёт
    двигаюсь двинусь двигаться двинуться двигаю двигай движение двигается перемещаюсь
    перемещусь переместиться перемещение перемести перемещается бегу побегу бежать беги
    бежит перебегаю перебегу перебежать перебежка отхожу отойду отойти отходит отступаю
    отступлю отступить отступает направляюсь направлюсь направляется мчусь помчусь мчится
    ползу поползу ползёт переползаю переползу прыгаю прыгну прыгает сдвигаюсь сдвинусь
    перебираюсь переберусь выдвигаюсь выдвинусь ухожу уйду уйти уходит убегаю убегу убегает
    шагаю шагну шагнуть шаг прячусь спрячусь прячется укрываюсь укроюсь уклоняюсь уклонюсь
    уворачиваюсь увернусь увернуться уворачивается уворот ускользаю ускользну ныряю нырну
    ныряет сваливаю свалю топаю потопаю пробираюсь проберусь крадусь прокрадываюсь
    прокрадусь крадётся встаю встану занимаю займу перескакиваю перескочу"""
)
GO_VERBS = _words("иду пойду идти пойти иди схожу хожу идёт пойдёт")
"""Forms of 'идти': a move with a destination, nothing without one ('пойду подумаю')."""
DIRECTIONS = _words(
    """вверх вниз вправо влево направо налево наверх вперёд назад север юг запад восток
    северу югу западу востоку"""
)
MOVE_PREPOSITIONS = _words("в во на к ко до")
TARGET_PREPOSITIONS = _words("в во на по против")
PASS_WORDS = _words(
    """пас пасс пасую пропускаю пропущу пропуск пропускать пропустить пропускает скип скипаю
    стою постою стоять остаюсь останусь остаться остаётся бездействую воздерживаюсь затаюсь
    затаиваюсь замираю"""
)
"""Not 'жду', 'отдыхаю', 'сижу': said in talk ('жду итогов'), they would replace an order."""
NOTHING = _words("ничего")
"""'ничего' is a pass alone or with a verb of doing ('ничего не делаю'), not in talk
('ничего страшного')."""
DOING = _words("делаю делать сделаю буду предпринимаю предприму")
NEGATIONS_BEFORE = _words("не ни никуда никогда")
NEGATIONS_AFTER = _words("ничего никуда никого никогда")
NEGATIONS = _words("не нет")
"""Before a place or a player, or before the preposition that leads it ('а не в D4',
'не в бориса, а в анну'): that one is named to be left out."""
PRONOUNS = _words(
    """его её него неё ему ей нему ней им ним них их тебя тебе вас вам вами меня мне себя
    себе кого кого-то кого-нибудь кого-либо кто-то кто-нибудь любого любую всех каждого
    кого-угодно"""
)
POSSESSIVES = _words(
    """мой моего мою моему моей твоего твою своего свою своему этого эту этому этой того ту
    ближайшего ближайшую соседнего соседнюю левого левую правого правую верхнего нижнего"""
)
DESCRIPTIONS = _words(
    """сосед соседа соседу соседом соседку соседке соседка соседей соседям игрок игрока
    игроку игроком противник противника противнику врага врагу враг цель мишень парня
    девушку чувака мужика товарища друга подругу"""
)
SELF = _words("себя себе")
"""The speaker as a target ('кидаю в себя 3')."""
NOT_NUMBER_AFTER = _words("ни")
NUMBER_FORMS: Mapping[str, int] = {
    fold(word): value
    for value, words in (
        (1, "одну одного единица единицу единицей единичка единичку единичкой"),
        (2, "двойка двойку двойкой двоечка двоечку двушка двушку"),
        (3, "тройка тройку тройкой троечка троечку трёшка трёшку"),
        (4, "четвёрка четвёрку четвёркой четвёрочка четвёрочку"),
        (5, "пятёрка пятёрку пятёркой пятёрочка пятёрочку"),
    )
    for word in words.split()
}
"""Numbers in their cases and as the names of digits ('кидаю тройку', 'с пятёркой')."""
_DIGIT_NAME = re.compile(r"([0-9])-?(?:ку|ка|кой|кою|ки)")


def digit_name(folded: str) -> int | None:
    """A digit with the ending of its name ('3-ку', '5ку' for 'тройку', 'пятёрку'), or None."""
    match = _DIGIT_NAME.fullmatch(folded)
    return int(match.group(1)) if match else None

ARTICLE_NUMBERS = _words("один одна одно одну")
"""'один ком грязи' is one lump, not the number 1 (unless nothing follows)."""
UNITS = _words(
    """раз раза час часа часов ч мин минут минуты минуту сек секунд секунды день дня дней
    сутки суток ход хода ходов ходу тур тура туров раунд раунда раундов очко очка очков балл
    балла баллов игрок игрока игроков человек человека людей клетка клетки клеток перекрёсток
    перекрёстка перекрёстков улица улицы улиц шаг шага шагов процент процента процентов
    неделя недели недель неделю месяц месяца месяцев год года лет утра вечера ночи кома
    комка комков комьев"""
)
HEADERS = _words("ход хода ходе ходу тур тура туре раунд раунда пост сообщение тема партия")
GREETINGS = _words(
    """я мы ты вы он она оно они мой моя моё мои приказ приказы приказываю ход ходом этот этом
    эту этой это этого тот та то том тем той тех так и а но или да нет ну вот уже ещё тоже же
    ли бы сюда туда
    здесь тут там сейчас теперь сразу снова опять просто только прямо лучше хорошо ладно ок
    окей давай давайте пожалуйста плиз спасибо привет здравствуйте здрасте всем добрый день
    вечер утро ночь ребята народ коллеги итак значит короче общем число числа числом цифра
    цифру цифрой номер номером сила силой силу мощность с со к ко от из за под над для про у
    о об без через при между после перед до место места месте клетка клетку клетке
    перекрёсток перекрёстке перекрёстка перекрёстку угол углу улица улицу улице сторону
    сторона лицо голову спину морду физиономию ответ ответку наконец все всё весь сам сама
    самого надо нужно хочу буду будет собираюсь решил решила попробую пробую попытаюсь думаю
    план итог итого игра игре партия удачи ник далеко близко рядом пока хотя вместо если
    иначе когда потом затем также плюс как где куда кто что чтобы"""
)
"""Words of a message that never name a player, nor stand for an unknown one after 'в'."""

MARKERS: tuple[tuple[str, str], ...] = (
    ("correction", "хотя нет|а нет|ой|упс|опечатка|стоп|исправляю|исправление|поправка"
                   "|поправлюсь|upd|апд"
                   "|все-таки|всё таки|всё же|в итоге|на самом деле|короче|вместо этого"
                   "|меняю приказ|меняю решение|новый приказ|изменяю приказ|окончательно"
                   "|подожди|погоди|передумываю|отставить|то есть"),
    ("drop", "вместо|вместо того чтобы|а не|но не"),
    ("alternative", "или|либо|или же|либо же"),
    ("condition", "если|иначе|а то|в случае|смотря|в зависимости|разве что|когда"),
    ("sequence", "и|потом|затем|а потом|а затем|после этого|и потом|но|а|плюс|также"),
    ("thanks", "принято|понял|поняла|понятно|ясно|учтено"),
)
"""Russian phrases that split a message, by the kind of `orders.MARKERS` they add to (the
reader toolkit already knows 'нет', 'вернее', 'точнее', 'передумал', 'лучше')."""


def marker_phrases() -> Iterable[tuple[str, str]]:
    """(kind, folded phrase) for every Russian marker."""
    for kind, phrases in MARKERS:
        for phrase in phrases.split("|"):
            yield kind, fold(phrase)


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
SIGNS = _words("с уважением спасибо пока удачи всем привет ваш ваша твой твоя до связи")
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

