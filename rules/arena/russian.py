"""Russian as warriors write it in the clan arena ("Арена кланов"): the words the grammar
(`rules.arena.orders`) adds to its French and English ones, and what an inflected language
needs besides.

The vocabulary is folded as the grammar reads it (lower case, 'ё' as 'е', 'й' kept). Most of
it is phrases the grammar's tables take as they are; three things are Russian's own:

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

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def russian(text: str) -> bool:
    """Whether a text holds Russian words (a Cyrillic letter)."""
    return CYRILLIC.search(text) is not None


# --- the characteristics -------------------------------------------------------------------

CHARACTERISTIC_WORDS: Mapping[str, str] = {
    **dict.fromkeys("атака атаку атаки атаке атакой атк ат нападение".split(), "attack"),
    **dict.fromkeys("защита защиту защиты защите защитой защ зщ оборона оборону обороны"
                    .split(), "defence"),
    **dict.fromkeys("стрельба стрельбу стрельбы стрельбе стрельбой стрел стр меткость "
                    "меткости".split(), "shooting"),
    **dict.fromkeys("щит щита щиту щитом щиты".split(), "shield"),
}
"""атака, защита, стрельба, щит as players write them (cases, short forms, common variants)."""
ALIASES: Mapping[str, str] = {
    "атака": "attack", "нападение": "attack", "защита": "defence", "оборона": "defence",
    "стрельба": "shooting", "меткость": "shooting", "щит": "shield",
    "бюджет": "budget", "минимум": "minimum", "максимум": "maximum", "карта": "map",
    "вожди": "max_chiefs", "вождей": "max_chiefs", "воины": "max_clan", "ничья": "tie",
    "выбор": "choice_minutes", "расстановка": "placement_hours", "расписание": "schedule",
}
"""The GM's Russian words for the characteristics (`реестр @bob атака 3`) and the settings."""
AFTER_NAME = "в на равна равно будет это"
BEFORE_NAME = "в на очка очков очко балла баллов балл единицы единиц пункта пунктов для"
REST = "остальное остальные остаток оставшееся оставшиеся прочее"
EVERYWHERE = "|везде|во все|на все|по всем|всем|в каждую|на каждую|каждой|поровну"
ALL_AT = ("все", "всего")
"""'всё по 3': every characteristic at the number after 'по'."""
LETTERS = {"а": "attack", "з": "defence", "с": "shooting", "щ": "shield"}
"""'А4 З3 С2 Щ3': the initials of атака, защита, стрельба, щит."""

# --- sign-up --------------------------------------------------------------------------------

CHIEF = ("|вождь|вождем|вождя|вождю|военный вождь|военным вождем|военного вождя|вожак"
         "|вожаком|вожака|предводитель|предводителем|предводителя|предводительница"
         "|предводительницей|глава|главой|атаман|атаманом|атамана|лидер|лидером|лидера"
         "|командир|командиром|командира")
CHIEF_CUES = ("|буду|я буду|стану|я стану|становлюсь|объявляю себя|провозглашаю себя"
              "|назначаю себя|хочу быть|хочу стать|готов быть|готова быть|беру на себя роль"
              "|выдвигаю себя|заявляюсь|кандидат|кандидатура")
"""Words before 'вождь' (a few words away at most) that make it a declaration; a bare 'я'
counts only right before it ('я вождь', 'я — вождь'), not in 'я вступаю к вождю @ana'."""
SELF_CUE = "я"
AS_CUES = "|как|в качестве"
AFTER_CUES = "я"
NOT_CUES = "не нет никогда"
FOUND = ("|основываю|создаю|основал|основала|создал|создала|собираю|сколачиваю|открываю"
         "|организую|формирую|основать|создать|основание|создание")
CLAN = ("клан", "клана", "клану", "кланом", "клане")
"""The word 'clan' in its cases: the name follows it."""
JOIN = ("|вступаю|вступлю|вступить|вступаем|присоединяюсь|присоединюсь|присоединиться"
        "|примыкаю|примкну|я с|мы с|я за|иду к|иду в|пойду к|пойду в|перехожу к"
        "|записываюсь|записываюсь к|записываюсь в|запишите меня|запиши меня|хочу к|хочу в"
        "|хочу вступить|прошу принять|примите меня|примите|беру сторону|на стороне"
        "|встаю под знамена|под знамена|становлюсь под")
REFUSE = ("|отказываю|отказ|не принимаю|не приму|не возьму|не беру|отклоняю|отвергаю"
          "|прогоняю|изгоняю|выгоняю|исключаю|не пускаю|не пущу")
REFUSE_SELF = ("меня",)
"""Said of oneself before the refusal: 'надеюсь, меня не отклоняют'."""
LEAVE = ("|выхожу|выхожу из клана|выйти|выйду|ухожу|уйду|покидаю|покину|выбываю|снимаюсь"
         "|снимаю заявку|отзываю заявку|не участвую|больше не участвую|не играю"
         "|больше не играю|отказываюсь от участия|выписываюсь|отписываюсь|без меня")
NEGATIONS = ("не",)
"""A Russian negation stands right before its verb and needs no 'pas'."""
NAME_LEADS = ("клан клана кланом клане клану называется зовется именуемый именуемого "
              "названием мой моего наш нашего это будет в во к ко за с со под")
NAMING = "|называется|зовется|под названием|с названием|по имени|название"
NAME_STOPS = ("и кто который которые для с со в во на против потому но если здесь сейчас "
              "я мы вы ты меня нас вам присоединяйтесь вступайте за а или тоже также уже "
              "теперь сегодня игра игру игре арена арену арене это так да нет")
GENERIC_JOIN = r"|участвую|я в деле|хочу играть|играю"
"""Other games' sign-up words ('участвую'): the answer says how a clan is founded or joined."""

# --- round actions ------------------------------------------------------------------------

VERBS: Mapping[str, str] = {
    "attack": ("|бью|бьем|бьет|бить|бей|бейте|рублю|рубит|рубить|руби|колю|колет|режу|режет"
               "|пронзаю|бросаюсь на|кидаюсь на|набрасываюсь на|налетаю на|бросается на"
               "|кидается на|набрасывается на|сражаюсь|сражаюсь с|бьюсь|бьюсь с|дерусь"
               "|дерусь с|схватываюсь с|вступаю в бой с|вступаю в схватку с"),
    "defend": "|держу оборону|встаю на защиту|парирую|отбиваюсь",
    "shield": "|поднимаю щит|выставляю щит",
    "protect": "|берегу|стерегу",
    "shoot": "|лук|лука|луком|из лука|арбалет|из арбалета|кидаю|бросаю|метаю|метну|целюсь",
    "move": ("|иду|пойду|идем|пойдем|идти|пойти|иди|идите|идет|бегу|побегу|бежим|бежать|беги"
             "|бежит|ухожу|уйду|мчусь|несусь|спешу|бросаюсь|кидаюсь|врываюсь|марш"),
    "nothing": ("|ничего|пропускаю|пропуск|пропущу|пас|пасую|отдыхаю|жду|выжидаю|стою"
                "|остаюсь|остаться|остается|наблюдаю|бездействую|отменяю|ничего не делаю"),
}
"""Russian phrases and word forms, added to the grammar's `VERBS` (stems do the rest)."""
STEMS: tuple[tuple[str, str], ...] = tuple(sorted((
    ("атак", "attack"), ("напад", "attack"), ("напас", "attack"), ("наброс", "attack"),
    ("удар", "attack"), ("рубан", "attack"),
    ("защищ", "defend"), ("защит", "defend"), ("оборон", "defend"), ("парир", "defend"),
    ("отбива", "defend"), ("отраж", "defend"), ("блокир", "defend"),
    ("щит", "shield"), ("закрыва", "shield"), ("закро", "shield"), ("закрой", "shield"),
    ("укрыва", "shield"), ("укро", "shield"),
    ("прикры", "protect"), ("прикро", "protect"), ("охраня", "protect"),
    ("оберега", "protect"), ("заслон", "protect"),
    ("стрел", "shoot"), ("стрельб", "shoot"), ("выстрел", "shoot"), ("обстрел", "shoot"),
    ("перемещ", "move"), ("передвиг", "move"), ("двига", "move"), ("двину", "move"),
    ("движ", "move"), ("отступ", "move"), ("направля", "move"), ("направлю", "move"),
    ("пробира", "move"), ("продвига", "move"), ("продвину", "move"), ("выдвига", "move"),
    ("перебега", "move"), ("переход", "move"), ("перехож", "move"), ("перейд", "move"),
    ("перейти", "move"), ("отход", "move"), ("отхож", "move"), ("отойд", "move"),
), key=lambda pair: -len(pair[0])))
"""A word's first letters and the action they say: 'атакую', 'атака', 'атакуйте'..."""
WEAK = ("сражаюсь бьюсь дерусь кидаю бросаю метаю метну")
"""Verbs that are an attack (or a shot) only with a target named ('бросаю взгляд')."""
IMPERATIVES = frozenset("""атакуй атакуйте бей бейте руби рубите нападай нападайте ударь ударьте
    защищайся защищайтесь защити защитите защищай защищайте обороняйся обороняйтесь
    стреляй стреляйте выстрели выстрелите прикрой прикройте прикрывай прикрывайте
    закрой закройся закройте укройся иди идите беги бегите двигайся двигайтесь отступай
    отступи отступите стой стойте жди""".split())
"""An order to someone else: only a chief's to a warrior of the clan is a declaration."""
GO = "иду пойду идем пойдем идти пойти"
"""Forms of going that are only an auxiliary before another action ('иду атаковать')."""
DOING = frozenset("делаю делать сделаю делаем предпринимаю".split())
"""'ничего' is doing nothing beside these ('ничего не делаю')."""
CRY = ("атаку",)
"""'в атаку !' alone is a cry, not an attack on nobody."""
MOVE_LEADS = "в во на к ко до зону зона"
ORIGINS = "из от с со"
SUBJECT_SELF = "я мы"
SUBJECT_OTHER = "ты вы"
SELF = "себя себе собой сам сама меня мне"
ADDRESSEE = "тебя тебе тобой"
OBJECT_PRONOUNS = "его ее него нее ему ей ним ней их них им"
TARGET_LINKS = "и или"
PREPOSITIONS = frozenset("с со к ко на у от перед возле около над под в во о об при через "
                         "против".split())
"""A player named right after one of these is not the subject of the verb that follows
('встаёт рядом с @dina и прикрывает её'); 'за @bob' and 'для @bob' are a chief's words for
a warrior ('за @bob защищаюсь')."""
THREATS = ("от", "против")
"""What comes before the one guarded against: 'защищаюсь от @dina'."""
OTHERS = "своих моих наших"
OWN_THINGS = "позицию позиции щит место спину тыл"
FILLERS = "действие приказ ход зона зону в во на к и я вперед"
CUTS = "который которая которое которые которого которому потому поскольку ибо пока когда"
PURPOSE = "чтобы дабы"
CONDITIONS = "|если|иначе|в случае|на случай|а если|если нет"
NOT_CONDITIONS = "|даже если"
HEDGES = ("|может быть|может|возможно|наверное|наверно|не знаю|не уверен|не уверена"
          "|пока не решил|пока не решила|посмотрим|подумываю|размышляю|колеблюсь"
          "|сомневаюсь")
"""Clauses that think aloud without a question mark ("может быть, атакую @carl")."""
ASKING = frozenset("что как где куда когда кто кого почему зачем какой какую сколько ли"
                   .split())
"""A question's closing tag that asks ('атакую @carl или @dina, как думаете ?')."""
DOUBTS = frozenset("серьезно правда реально точно".split())
"""A closing tag of disbelief: the whole question only thinks aloud."""
FOR_PHRASES = "|за|для|вместо|от имени|приказ для|приказ за|действие для|действие за|ход за"
FOR_ANYWHERE = "|от имени"
FOR_COLON = frozenset({("за",), ("для",), ("вместо",)})
"""'за @bob' acts for bob only before a colon ('за @bob: защищаюсь'): 'прячусь за @bob' does
not."""

# --- placement ----------------------------------------------------------------------------

ALL = ("|все|всех|всем|весь клан|весь отряд|вся дружина|все мы|мы все|мы|нас всех|всех нас"
       "|мой клан|мой отряд|все воины|всех воинов|вся команда|всю команду|все вместе"
       "|всех вместе")
REST_OF = ("|остальные|остальных|остальным|все остальные|всех остальных|прочие|прочих"
           "|другие|других")
EXCEPT = "|кроме|за исключением|исключая"
PLACE_SELF = "я меня себя"
WITH = ("с", "со")

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

ENDINGS = tuple(sorted(set("""ами ями ов ев ей ам ям ах ях ом ем ой ий ый ая яя ое ее ые ие ых
    их ого его ому ему ым им ую юю а я о е и ы у ю ь й""".split()), key=len, reverse=True))
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
