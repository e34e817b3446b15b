"""Reading a Highway Romantics order ("Романтики с большой дороги") as players write it in a
live game on the forum: in Russian mostly, in English sometimes, fast, with typos.

`read(text, speaker, players, asked_cell=False)` -> `Order | Rejection` reads a player's
post (the author's own words: the bridge strips quotes first); `players` are the forum names
at the table, in turn order, named with or without '@', in any case (`rules.reader.Names`).
`asked_cell` says the speaker is the player asked for a cell now (their turn, in the game
topic): then a post that is only a column letter, a space and a row ("В 2", "к 10", "и 3!",
"привет, в 2"), a greeting or a word of cheer aside, is that cell, though В, К, И (and А, Ж)
are also Russian words; from anyone else, or among more words ("я в 2 раза сильнее"), it is
talk. `read_dice(reply,
asked)` reads discobot's answer to an `@discobot roll NdM`. Neither raises.

Orders (kind, params), in canonical form:
- `cell {cell}`: a cell named, "B7" (Latin A–J, row 1–10): "Б7", "б-7", "b 7", "беру б7",
  "Б7 — открываю", "клетка д3", "ход: е5", "cell c4", "I pick J10", "столбец Б, строка 7".
  The script of the letter decides its column: Cyrillic "В" is C, Cyrillic "Е" is F, Latin
  "B" and "E" are B and E; Cyrillic "А" is A and "К" is J. Whether the cell is on the field
  in use (smaller with fewer players) or still hidden is the game's business.
- `pass {}`: "пас", "пасую", "пропускаю", "нечем бить", "не кладу", "pass", "I pass".
- `agree {}`: "согласен", "да, согласна", "ок", "+", "не против", "agree", "fine by me".
- `disagree {}`: "не согласен", "против", "нет", "I disagree", "no".
- `lay {colour}`: a thief laid in a guard fight, colour "red" (sabre), "green" (musket,
  pistols), "blue" (elixir) or None when no weapon is named: "кладу саблю", "бью
  эликсиром", "кладу воровку с пистолетами", "бью", "саблей!", "I lay my elixir thief". The
  guard's own weapon ("бью стражника с саблей эликсиром", "против сабли") is not the thief's.
- `rob {gang: {player: {red, green, blue}}, split: {player: n}}`: a robbery proposed, its gang
  and its split in one post: "грабим: мои сабля и эликсир, у @ivan две фузеи, у @olga
  эликсир и сабля; делёж: я 3, ivan 2, olga 1", "rob: my sabre and elixir, @ivan's two
  muskets...; split: me 3, ivan 2, olga 1". Every player of the gang has all three counts.
  The split follows "делёж", "раздел", "делим", "добыча", "сейфы", "split", "share", "loot",
  or is the last line when it only pairs players with numbers.
- `split {split}`: a split without a gang (a counter-proposal, the leader's revision): "делёж:
  я 4, ivan 1, olga 1", "не согласен: мне 2, ivan 2, olga 2", "предлагаю: ivan 3, я 3".
- `assign {dice: {player: [positions]}, rest: player | None}`: the leader giving the rolled
  dice (1-based, in the order discobot gave them): "кубики 1 и 2 — ivan, 3 — olga, 4, 5, 6
  мне", "@ivan: 1, 2; @olga: 3; мне: 4 5 6", "dice 1 2 to ivan, 3 to olga, rest to me",
  "1-3 ivan". A list without the word "кубики"/"dice" is an assign when a player gets several
  numbers or the numbers come before the players ("1 — ivan, 2 — olga"), all different, and
  no "сейф" is said; otherwise it is a split.
For me: я, мне, мои, мой, моя, моё, у меня, себе, my, mine, me, I (the speaker).

The reading, in small steps: forum markup, struck text, links and `@discobot roll` requests
are dropped; narration in `*asterisks*` or italics is set apart (an order found only there has
the doubt `narration`); a closing signature, questions ("а если Б7?", "может, Б7?") and
clauses that hedge ("не знаю, может Б7", "если никто не против") are dropped; after the last
change of mind ("Б7, нет, лучше В8", "то есть", "хотя", "actually") the new words win, and a
new split amends the robbery before it; a bare "нет" before a word ("нет сабли") is a
negation, not a change. What the game checks is not read here: whose turn it is, the field's
size, the hands, two thieves of each type, the treasury and the sum of the split.

Rejections (code, params), for the templates:
- `not_an_order {why}`: `talk` (chat, a question, a retracted order), `empty`, `too_long`
  (with `limit`), `unreadable`;
- `ambiguous {why, ...}`: `two_cells` with `cells` (canonical names, or as written when bad),
  `two_weapons` with `colours`, `two_orders` with `kinds` (a lay, a pass and a cell mixed);
- `bad_cell {text}`: a letter outside А–К/A–J ("Й5", "Л5", "K3") or a row 0 or above 10,
  `text` as written, in capitals ("Й5");
- `bad_gang {why, player?, count?}`: `no_weapon` (a player listed with no weapon), `count`
  (a count that is not a number: "много сабель", or a number before no weapon), `no_player`
  (weapons nobody holds), `no_gang` (a split with no gang after "грабим");
- `no_split {}`: a gang without a split;
- `bad_split {why, player?, count?}`: `no_number`, `count` (not a number), `two_numbers`,
  `twice` (a player named twice), `no_player` (a number nobody gets), `rest` ("остальное
  мне" in a split: every share is a number);
- `bad_assign {why, player?, die?, count?}`: `no_dice` (a player with no die), `position`
  (die 0), `twice` (a die given twice; `die` is "rest" when the rest goes to two players),
  `count` (not a number), `no_player` (dice nobody gets);
- `unknown_player {name}`: someone not at the table in a gang, split or assignment ("@petya",
  "petya 2", "у petya сабля"), as written, without '@'.
`read_dice` rejections: `no_roll {}` (the post answered asks no `@discobot roll NdM`),
`no_dice {}` (no results line: discobot's "impossible" answer), `dice_mismatch {asked, got,
faces?, value?}` (fewer results than asked: discobot rolls at most 20; or a value outside
1..faces).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from rules.base import JSON, Order, Rejection
from rules.highway.cards import COLOURS, CYRILLIC, FULL, LATIN, Colour
from rules.reader import (
    PADDING,
    Names,
    confirms,
    fold,
    key,
    last_change,
    names_speaker,
    narrated,
    number,
    spelled_coordinates,
    without_musing,
    without_signature,
)

TEXT_LIMIT = 5_000
"""Longest text read (characters)."""

KINDS = ("cell", "pass", "agree", "disagree", "lay", "rob", "split", "assign")
"""Every order kind `read` gives."""
REASONS = ("not_an_order", "ambiguous", "bad_cell", "bad_gang", "no_split", "bad_split",
           "bad_assign", "unknown_player")
"""Every rejection code `read` gives."""
DICE_REASONS = ("no_roll", "no_dice", "dice_mismatch")
"""Every rejection code `read_dice` gives."""


# --- vocabulary (folded: lower case, 'ё' is 'е', "don't" is the words "don t") -----------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _phrases(text: str) -> tuple[tuple[str, ...], ...]:
    found = {tuple(phrase.split()) for phrase in text.split("|") if phrase.strip()}
    return tuple(sorted(found, key=len, reverse=True))


WEAPONS: tuple[tuple[re.Pattern[str], Colour], ...] = (
    (re.compile(r"(?:сабл|сабел|красн)\w*|sabres?|sabers?|swords?|reds?"), "red"),
    (re.compile(r"(?:фузе|фузей|пистол|зелен)\w*|muskets?|pistols?|guns?|greens?"), "green"),
    (re.compile(r"(?:эликсир|голуб|зель[еия])\w*"
                r"|син(?:ий|яя|юю|ие|его|ей|ее|им|ими|их|ь|ька|ьку|ая|ую)"
                r"|elixirs?|potions?|blues?"), "blue"),
)
"""A weapon word in any case ("сабля, сабли, саблю, саблей, сабель") to its colour."""
THIEVES = _words("вор вора вору вором воры воров ворам воровка воровку воровки воровкой "
                 "воровок воришка воришку воришки thief thieves")
GUARDS = _words("стражник стражника стражнику стражником стражница стражницу стражницы "
                "стражнице стража стражу стражи охранник охранника охранница охранницу "
                "охрана охрану guard guards")
GUARD_LINKS = _words("с со with who has у")
AGAINST = _words("против against vs")

ME = _words("я мне меня мной мои мой моя мое моих моим моими моего моей мою себе себя "
            "i me my mine myself")
REST = _words("остальные остальное остальным остальных остаток оставшиеся оставшееся "
              "оставшихся rest remaining others")
COUNTS = {"одну": 1, "одного": 1, "одной": 1, "двух": 2, "двое": 2, "трех": 3, "трое": 3,
          "пара": 2, "пару": 2, "оба": 2, "обе": 2, "both": 2, "pair": 2, "couple": 2,
          "первый": 1, "первая": 1, "первое": 1, "второй": 2, "вторая": 2, "второе": 2,
          "третий": 3, "третья": 3, "третье": 3, "четвертый": 4, "пятый": 5, "шестой": 6,
          "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
"""Counts that `rules.reader.number` does not know (declined, "a pair", and the ordinals of
dice: "первый кубик olga")."""
BAD_COUNTS = _words("много немного несколько куча кучу some several many few lots")
"""Counts that are not numbers: a gang or a split needs numbers."""

ROB = _phrases("грабим|грабить|ограбить|ограбим|ограбление|ограбления|грабеж|налет|налетаем"
               "|нападаем|напасть|нападение|банда|банду|бандой|rob|robbery|robbing|raid"
               "|heist|gang")
SPLIT = _phrases("дележ|дележка|раздел|раздел добычи|делим|делимся|добыча|добычу"
                 "|сейфы|распределение|предлагаю|предложение|встречное|контрпредложение"
                 "|split|share|shares|loot|propose|i propose|counter|counterproposal")
DICE = _words("кубик кубики кубика кубиков кубикам кубиками куб кубы кости костей кость дайс "
              "дайсы dice die dices")
SAFES = _words("сейф сейфа сейфов сейфы сейфам safe safes")

LAY_STRONG = _phrases("кладу|положу|ложу|выкладываю|выложу|бью|бьем|побью|отбиваю|отбиваюсь"
                      "|lay|laying|i lay|i ll lay")
LAY_WEAK = _phrases("ставлю|поставлю|выставляю|выставлю|кидаю|кину|бросаю|брошу|играю"
                    "|сыграю|использую|атакую|выпускаю|выхожу|отправляю|play|playing|attack"
                    "|attacking|use|using|put|throw|send")
"""Verbs that lay a thief only with a weapon or a thief named ("кидаю саблю")."""
NEGATIONS = _words("не not dont never won t")
PASS = _phrases(
    "пас|пасую|пасс|пасую я|пропускаю|пропуск|пропущу|нечем|нечего|не кладу|не бью"
    "|не буду класть|не буду бить|не положу|ничего не кладу|не грабим|не буду грабить"
    "|без ограбления|pass|passing|i pass|i ll pass|skip|skipping|don t lay|won t lay"
    "|not laying|no thief|nothing to lay")
LAY_FILLERS = THIEVES | PADDING | _words(
    "мою свою свой мой моя my a the one одну вот держи на и ну тогда ок ok да ловите лови "
    "получай here take this")

VOTES: dict[tuple[str, ...], tuple[str, bool]] = {
    **{p: ("agree", True) for p in _phrases(
        "согласен|согласна|согласны|согласный|согласная|соглашусь|не против"
        "|ничего не имею против|ничего против|не буду против|я за|по рукам|принимаю"
        "|поддерживаю|одобряю|годится|agree|agreed|i agree|fine by me|works for me"
        "|sounds good|deal|i m in|accept|i accept")},
    **{p: ("disagree", True) for p in _phrases(
        "не согласен|не согласна|не согласны|несогласен|несогласна|против|я против"
        "|отказываюсь|не принимаю|не пойдет|не годится|не устраивает|не ок|не норм|disagree"
        "|i disagree|don t agree|do not agree|not agreed|no deal|reject|i reject")},
    **{p: ("agree", False) for p in _phrases(
        "да|ок|окей|ok|okay|ага|угу|yes|yep|yeah|sure|fine|норм|нормально|хорошо|ладно"
        "|давай|давайте|пойдет|идет|го|+|+ 1|+ +")},
    **{p: ("disagree", False) for p in _phrases("нет|неа|no|nope|nah|минус")},
}
"""Agreeing and disagreeing: a strong word (True) stands among other words, a weak one only
among fillers ("да, согласен", "ну ок", but not "да ладно, везёт же")."""
VOTE_PHRASES = tuple(sorted(VOTES, key=len, reverse=True))
FILLERS = PADDING | _words(
    "ну так вот же конечно вполне тоже все итак значит ребята народ друзья парни коллеги "
    "я мы меня мне с this that it is i me too also for by guys good по мной от ладно хорошо "
    "пожалуй пусть будет and и а уж вроде ах эх хм 1 давай давайте")

CELL_LEADS = _words("клетка клетку клетки клеткой ход хожу открываю открою открыть беру "
                    "выбираю называю поле cell square pick open opening take choose")
WORD_LETTERS = frozenset("авиксоуяжai")
"""One-letter words ("в 7", "и 2", "a 5"): a cell only glued to its row ("в7") or after a
lead ("клетка в 7")."""
NOT_CELLS = frozenset("xх")
"""'x2', 'х2' count (two of them), they name no cell."""
TALK = _words(
    "был была было были открыл открыла открыли открывал открывала вскрыл вскрыла выпал "
    "выпала выпало выпали вытянул вытянула вытащил вытащила достал достала нашел нашла "
    "попал попала попался попалась взял взяла бы ты тебе тебя твой твоя твое твои тобой "
    "везет повезло интересно что чем was were had would you your opened drew what")
"""A cell told of in the past, or someone else's ("ну и везёт же тебе с Б7"), in its clause."""

SECTION_WORDS = SAFES | DICE | REST | THIEVES | _words(
    "по каждому каждой each получает получит получаю получу беру берет берут забираю забирает "
    "возьму возьмет отдаю даю дает get gets take takes keep keeps give gives to for для и "
    "and а also еще итого всего total штук штуки шт pcs номер номера номером number no "
    "ему ей им him her them тоже too вариант мой наш такой так вот ок ok да нет не no "
    "согласен согласна против предлагаю давайте пусть тогда лучше ну значит итак плюс plus "
    "идут идет пойдут goes go мешка мешков bags карта карты карт карту card cards let lets "
    "it that what here there who he she everyone everybody")
"""Words of a split or an assignment that are no player's name ("я беру 3", "по 2")."""


# --- the text, folded, cut into tokens ----------------------------------------------------


@dataclass(frozen=True)
class _Token:
    """A token of the folded text. Kinds: player (value: the name at the table), mention (an
    '@name' not at the table), me, rest, weapon (value: colour; `count` the token before it),
    number, badcount, range (value: the positions), times ('x2'), cell, badcell, word, and
    the punctuation major (. ; ! new line), comma, link (: - — =) and join (+ &)."""

    kind: str
    value: Any
    text: str
    start: int
    end: int
    count: _Token | None = None


_MENTION = re.compile(r"(?<![\w@])@([^\W_](?:[\w.-]*[^\W_])?)")
_TIMES = re.compile(r"(?<!\w)(?:[x×х*]\s?(\d{1,2})|(\d{1,2})\s?(?:шт\w*|pcs))(?!\w)")
_BEFORE_TIMES = re.compile(r"(?<!\w)(\d{1,2})\s?[x×х](?!\w)")
_RANGE = re.compile(r"(?<![\w-])(\d{1,2})(?:[-–]|\.\.)(\d{1,2})(?![\w-])")
_CELL = re.compile(r"(?<![\w@'])([^\W\d_])([ \t]*[-–][ \t]*|[ \t])?(\d{1,3})(?![\w'])")
_LEX = re.compile(r"(?P<word>[^\W_]+)|(?P<major>[.!;\n…]+)|(?P<comma>,)"
                  r"|(?P<link>->|=>|→|[:=—–-])|(?P<join>[+&/])")


@dataclass(frozen=True)
class _Table:
    """The speaker (as the table spells them) and the players' names."""

    speaker: str
    names: Names
    patterns: tuple[tuple[re.Pattern[str], str], ...]

    @classmethod
    def of(cls, speaker: str, players: Sequence[str]) -> _Table:
        seated = [str(p) for p in players]
        known = next((p for p in seated if key(p) == key(speaker)), speaker)
        names = Names.of(seated, _RESERVED)
        return cls(known, names, tuple(names.patterns()))

    def tokens(self, folded: str) -> list[_Token]:
        """The players, cells, counts, words and punctuation of a folded text, in order."""
        taken = bytearray(len(folded) + 1)
        found: list[_Token] = []

        def claim(kind: str, value: Any, match: re.Match[str]) -> None:
            start, end = match.span()
            if not any(taken[start:end]):
                taken[start:end] = b"\x01" * (end - start)
                found.append(_Token(kind, value, match.group(), start, end))

        for pattern, name in self.patterns:
            for match in pattern.finditer(folded):
                claim("player", name, match)
        for match in _MENTION.finditer(folded):
            if key(match.group(1)) != "discobot":
                claim("mention", match.group(1), match)
        for match in _TIMES.finditer(folded):
            claim("times", int(match.group(1) or match.group(2)), match)
        for match in _BEFORE_TIMES.finditer(folded):
            claim("number", int(match.group(1)), match)
        for match in _RANGE.finditer(folded):
            low, high = int(match.group(1)), int(match.group(2))
            if low <= high:
                claim("range", list(range(low, high + 1)), match)
        for match in _CELL.finditer(folded):
            cell = _cell_of(folded, match)
            if cell is not None:
                claim(*cell, match)
        for match in _LEX.finditer(folded):
            if match.lastgroup == "word":
                claim(*_word(match.group()), match)
            elif match.lastgroup is not None:
                claim(match.lastgroup, match.group(), match)
        return sorted(found, key=lambda token: token.start)


def _word(word: str) -> tuple[str, Any]:
    """What one word is: a count, me, the rest, a weapon, or a word."""
    value = number(word)
    if value is None:
        value = COUNTS.get(word)
    if value is not None:
        return "number", value
    if word in BAD_COUNTS:
        return "badcount", word
    if word in ME:
        return "me", word
    if word in REST:
        return "rest", word
    colour = _colour(word)
    if colour is not None:
        return "weapon", colour
    return "word", word


def _colour(word: str) -> Colour | None:
    return next((colour for pattern, colour in WEAPONS if pattern.fullmatch(word)), None)


def _cell_of(folded: str, match: re.Match[str]) -> tuple[str, str] | None:
    """('cell', 'B7') or ('badcell', 'Л5') for a letter and its row, or None when it names no
    cell: a one-letter word spaced from a number ("в 7", "и 2") without a lead."""
    letter, glue, row = match.group(1), match.group(2) or "", match.group(3)
    if letter in NOT_CELLS or letter == "я" or not re.fullmatch(r"[a-zа-яй]", letter):
        return None
    if glue.strip() == "" and glue and letter in WORD_LETTERS:
        before = re.findall(r"[^\W_]+", folded[:match.start()])
        if not before or before[-1] not in CELL_LEADS:
            return None
    written = f"{letter.upper()}{row}"
    if letter in LATIN.lower():
        column = LATIN.lower().index(letter)
    elif letter in CYRILLIC.lower():
        column = CYRILLIC.lower().index(letter)
    else:
        return "badcell", written
    if not 1 <= int(row) <= FULL:
        return "badcell", written
    return "cell", f"{LATIN[column]}{int(row)}"


# --- the reading --------------------------------------------------------------------------


def read(text: str, speaker: str, players: Sequence[str],
         asked_cell: bool = False) -> Order | Rejection:
    """The order in a player's post, or why none is read. Never raises."""
    try:
        return _read(text, speaker, players, asked_cell)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return _not_an_order("unreadable")


def _not_an_order(why: str, **params: Any) -> Rejection:
    return Rejection("not_an_order", {"why": why, **params})


_MARKUP = re.compile(
    r"~~[^~\n]*~~|<(s|del|strike)>[^<\n]*</\1>|\[s\][^\[\n]*\[/s\]"  # struck out
    r"|(?:https?://|www\.)\S+"
    r"|(?<![\w:]):[a-z0-9_+-]{1,40}:(?![\w:])"  # :smile:
    r"|\[/?(?:b|u|size|color|font|center|right|left)(?:=[^\]\n]{0,40})?\]"
    r"|<(?!/?(?:i|em)>)[^<>\n]{1,200}>",
    re.IGNORECASE)
"""Forum markup that is neither narration nor words, and what it strikes out."""
_ROLL = re.compile(r"@discobot\s+(?:roll|jet)\s+\d+\s*d\s*\d+", re.IGNORECASE)
_THUMBS = ((re.compile(r":\+1:|:thumbsup:|:thumbs_up:|👍"), " ок "),
           (re.compile(r":-1:|:thumbsdown:|:thumbs_down:|👎"), " против "))


LONE_CELL_ASIDES = PADDING | _words(
    "привет приветик всем здравствуйте добрый день вечер утро ну так итак давай давайте ок "
    "окей ладно поехали погнали го хожу hi hello hey all ok okay go lets let s well so")
"""Words a post that only names a cell may hold beside it ("привет, в 2!", "ну в 2")."""
_LONE_WORD = re.compile(r"[^\W_]+")
_LONE_GAP = re.compile(r"[ \t]+|[ \t]*[-–][ \t]*")


def _lone_cell(text: str) -> str | None:
    """The post with its lone column letter glued to its row ("В 2!" -> "В2!") when it is
    only that (asides apart): a letter of the field's columns (А–К without Й, A–J), a space or
    a dash, a row 1–10. None otherwise."""
    words = [m for m in _LONE_WORD.finditer(text)
             if len(m.group()) == 1 or fold(m.group()) not in LONE_CELL_ASIDES]
    if len(words) != 2:
        return None
    letter, row = words
    if not (len(letter.group()) == 1 and fold(letter.group()) in LATIN.lower() + CYRILLIC.lower()
            and row.group().isdecimal() and 1 <= int(row.group()) <= FULL
            and _LONE_GAP.fullmatch(text[letter.end():row.start()])):
        return None
    return text[:letter.end()] + text[row.start():]


def _read(text: str, speaker: str, players: Sequence[str],
          asked_cell: bool = False) -> Order | Rejection:
    if not isinstance(text, str) or not isinstance(speaker, str):
        return _not_an_order("unreadable")
    if len(text) > TEXT_LIMIT:
        return _not_an_order("too_long", limit=TEXT_LIMIT)
    if not text.strip():
        return _not_an_order("empty")
    table = _Table.of(speaker, players)
    for pattern, said in _THUMBS:
        text = pattern.sub(said, text)
    cleaned = _MARKUP.sub(" ", _ROLL.sub(" ", text.replace("\r\n", "\n")))
    if asked_cell:
        cleaned = _lone_cell(cleaned) or cleaned
    told = narrated(cleaned)
    reading = _reading(table, _without_musing(without_signature(told.plain, table.speaker)))
    if reading is None and told.narration.strip():
        narration = told.narration
        if names_speaker(narration, table.speaker):  # '*leo lays his sabre thief*'
            narration = _THIRD_PERSON.sub(lambda m: _FIRST_PERSON[fold(m.group())], narration)
        story = _reading(table, _without_musing(narration))
        if isinstance(story, Order):
            return replace(story, doubt="narration")
    return reading or _not_an_order("talk")


_THIRD_PERSONS = (
    ("кладёт", "кладу"), ("положит", "положу"), ("выкладывает", "выкладываю"), ("бьёт", "бью"),
    ("отбивает", "отбиваю"), ("пасует", "пасую"), ("пропускает", "пропускаю"),
    ("lays", "lay"), ("passes", "pass"), ("skips", "skip"))
_FIRST_PERSON = {fold(third): first for third, first in _THIRD_PERSONS}
_THIRD_PERSON = re.compile(r"(?<!\w)(?:" + "|".join(sorted(
    {form for third, _ in _THIRD_PERSONS for form in (third, fold(third))}, key=len,
    reverse=True)) + r")(?!\w)", re.IGNORECASE)
"""A narration that names the speaker tells their own doing in the third person ('*ivan со
всей силы кладёт саблю*'): its verbs read as the first person's."""

_QUESTION = re.compile(r"(?:^|(?<=[.!?…;\n]))[^.!?…;\n]*[!?]*\?[!?]*")
"""A question, from its sentence's start (anchored there, so a long text is read once)."""
QUESTION_HEDGES = _words("может мб наверное наверно если или разве ли неужели стоит стоило "
                         "думаешь думаете")
"""Words that make a question think aloud whole ("может, Б7?", "Б7 или В8?")."""
_HEDGES = re.compile(r"(?<!\w)(?:может|мб|наверное|наверно|не знаю|хз|подумаю|думаю над"
                     r"|если|вдруг|посмотрим|maybe|perhaps)(?!\w)")
"""Words that hedge their clause without a question mark ("не знаю, может Б7")."""
_CLAUSE = re.compile(r"[^,.;!?:\n]+")


def _without_musing(text: str) -> str:
    """`rules.reader.without_musing`, with the Russian hedges: a question that holds one is
    dropped whole, a clause that holds one is dropped."""
    if "?" in text:
        text = _QUESTION.sub(
            lambda m: "\n" if set(re.findall(r"[^\W_]+", fold(m.group()))) & QUESTION_HEDGES
            else m.group(), text)
    text = without_musing(text)  # the toolkit's hedges need no question mark
    return _CLAUSE.sub(lambda m: " " if _HEDGES.search(fold(m.group())) else m.group(), text)


_MORE_CHANGES = re.compile(r"(?<!\w)(?:то есть|точнее говоря|упс|опечатка|исправляю|исправлюсь"
                           r"|хотя|i mean|typo|sorry)(?!\w)")
"""Changes of mind said in Russian that `rules.reader.CHANGE_OF_MIND` does not list."""


def _change(folded: str) -> tuple[str, str] | None:
    """The text cut at its last change of mind: (before, after), or None. "нет" followed by
    a word is a negation ("нет сабли"), not a change, unless that word is a cell."""
    cut: tuple[int, int] | None = None
    text = folded
    while (found := last_change(text)) is not None:
        before, after = found
        end = len(text) - len(after)
        marker = text[len(before):end].strip()
        if marker == "нет" and re.match(r"[ \t]*[^\W_]", after) and not re.match(
                r"[ \t]*[^\W\d_][ \t-]?\d{1,2}(?!\d)", after):
            text = before
            continue
        cut = (len(before), end)
        break
    for match in _MORE_CHANGES.finditer(folded):
        if cut is None or match.start() >= cut[1]:
            cut = match.span()
    if cut is None:
        return None
    return folded[:cut[0]], folded[cut[1]:]


def _reading(table: _Table, body: str) -> Order | Rejection | None:
    """The order of a plain text, or None when it gives none."""
    folded = fold(spelled_coordinates(body))
    if not re.search(r"[^\W_]|\+", folded):
        return None
    cut = _change(folded)
    if cut is not None:
        before, after = cut
        later = _order(table, after)
        if isinstance(later, Order):
            earlier = _order(table, before)
            if isinstance(earlier, Order) and earlier.kind == "rob" and later.kind == "split":
                return Order("rob", {**earlier.params, "split": later.params["split"]})
            return later
        if later is not None:
            return later
        if re.search(r"[^\W_]", after):
            return None  # 'Б7... нет, подожди': taken back
    return _order(table, folded)


def _order(table: _Table, folded: str) -> Order | Rejection | None:
    """The one order the words give, the first kind found in this order: a robbery, an
    assignment, a split, then a lay, a pass or a cell (two of these are ambiguous), then a
    vote."""
    tokens = table.tokens(folded)
    if not any(t.kind != "major" for t in tokens):
        return None
    for reading in (_robbery, _assignment, _split):
        said = reading(table, tokens)
        if said is not None:
            return said
    found = {kind: r for kind, r in (("lay", _lay(tokens)), ("pass", _pass(tokens)),
                                     ("cell", _cell(tokens))) if r is not None}
    if "pass" in found and found.get("lay") == Order("lay", {"colour": None}):
        del found["lay"]  # 'пас, нечем бить', 'I pass, nothing to lay'
    if len(found) > 1:
        return Rejection("ambiguous", {"why": "two_orders", "kinds": list(found)})
    if found:
        return next(iter(found.values()))
    return _vote(tokens, folded)


# --- phrases among tokens -----------------------------------------------------------------


_WORDISH = ("word", "me", "rest", "weapon", "number", "badcount")


@cache
def _by_first(phrases: tuple[tuple[str, ...], ...]) -> Mapping[str, tuple[tuple[str, ...], ...]]:
    """The phrases by their first word, longest first."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        out.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(listed) for word, listed in out.items()}


def _at(tokens: Sequence[_Token], i: int, phrases: tuple[tuple[str, ...], ...]) -> int:
    """The length of the longest phrase written from token i, or 0."""
    if i >= len(tokens):
        return 0
    for phrase in _by_first(phrases).get(tokens[i].text, ()):
        span = tokens[i:i + len(phrase)]
        if len(span) == len(phrase) and all(
                t.text == w and (t.kind in _WORDISH or w == "+")
                for t, w in zip(span, phrase, strict=True)):
            return len(phrase)
    return 0


def _find(tokens: Sequence[_Token], phrases: tuple[tuple[str, ...], ...]) -> tuple[int, int]:
    """(where, length) of the first phrase written, or (-1, 0)."""
    for i in range(len(tokens)):
        length = _at(tokens, i, phrases)
        if length:
            return i, length
    return -1, 0


def _owner(table: _Table, token: _Token) -> str | None:
    if token.kind == "player":
        return str(token.value)
    return table.speaker if token.kind == "me" else None


# --- owners and what is written beside them (gangs, splits, dice) ------------------------


_Group = tuple[str | None, list[_Token]]


def _grouped(table: _Table, tokens: Sequence[_Token],
             is_value: Callable[[_Token], bool]) -> tuple[list[_Group], bool]:
    """Each owner (a player or me) with the values written beside them, and whether the
    owners come first ("я 3, ivan 2") or the values ("1 и 2 — ivan, 4, 5, 6 мне"). A clause
    (cut at commas, lines and stops) with one owner gives it all its values; a clause with
    none gives them to the owner before (owners first) or after (values first)."""
    kept = [t for t in tokens if _owner(table, t) or is_value(t) or t.kind in ("major", "comma")]
    first = next((t for t in kept if t.kind not in ("major", "comma")), None)
    if first is None:
        return [], True
    owners_first = _owner(table, first) is not None
    clauses: list[list[_Token]] = [[]]
    for token in kept:
        if token.kind in ("major", "comma"):
            clauses.append([])
        else:
            clauses[-1].append(token)
    groups: list[_Group] = []
    waiting: list[_Token] = []
    for clause in clauses:
        owners = [t for t in clause if _owner(table, t)]
        values = [t for t in clause if not _owner(table, t)]
        if not owners:
            if owners_first and groups:
                groups[-1][1].extend(values)
            else:
                waiting.extend(values)
        elif len(owners) == 1:
            groups.append((_owner(table, owners[0]), waiting + values))
            waiting = []
        elif owners_first:
            for token in clause:
                owner = _owner(table, token)
                if owner:
                    groups.append((owner, []))
                else:
                    (groups[-1][1] if groups else waiting).append(token)
        else:
            for token in clause:
                owner = _owner(table, token)
                if owner:
                    groups.append((owner, waiting))
                    waiting = []
                else:
                    waiting.append(token)
    if waiting:
        groups.append((None, waiting))
    return groups, owners_first


def _unknown(table: _Table, tokens: Sequence[_Token], folded_after: Callable[[_Token], str]
             ) -> Rejection | None:
    """Someone not at the table where a gang, a split or dice name players: an '@name', a
    word before a number ("petya 2"), after "у" ("у petya"), after a number's "to"/"—"
    ("3 to petya"), or with "'s" ("petya's")."""
    for i, token in enumerate(tokens):
        if token.kind == "mention":
            return Rejection("unknown_player", {"name": token.value})
        if token.kind != "word" or not _name_like(token.text):
            continue
        after = [t for t in tokens[i + 1:i + 3] if t.kind != "link"]
        before = tokens[i - 1] if i else None
        before2 = tokens[i - 2] if i > 1 else None
        named = (after and after[0].kind in ("number", "range", "badcount")) or (
            before is not None and before.text in ("у", "for", "для")) or (
            before is not None and before.text in ("to", "—", "-", "->", "→", ":")
            and before2 is not None and before2.kind in ("number", "range", "rest")) or (
            folded_after(token).startswith("'s"))
        if named:
            return Rejection("unknown_player", {"name": token.text})
    return None


def _name_like(word: str) -> bool:
    return len(word) >= 3 and word not in SECTION_WORDS and word not in _RESERVED and not (
        word.isdecimal())


# --- a robbery ------------------------------------------------------------------------------


def _robbery(table: _Table, tokens: list[_Token]) -> Order | Rejection | None:
    """'грабим: <gang>; делёж: <split>' — None when no gang nor split is written."""
    at, length = _find(tokens, ROB)
    if at < 0:
        return None
    rest = tokens[at + length:]
    split_at, split_length = _find(rest, SPLIT)
    if split_at < 0:
        split_at = _last_pairs(table, rest)
    gang_part = tokens[:at] + (rest if split_at < 0 else rest[:split_at])
    split_part = None if split_at < 0 else rest[split_at + split_length:]
    unknown = _unknown(table, gang_part + (split_part or []), _after(tokens))
    gang = _gang(table, gang_part)
    if split_part is None:
        if gang is None:
            return None
        return unknown or (gang if isinstance(gang, Rejection) else Rejection("no_split"))
    if unknown is not None:
        return unknown
    shares = _shares(table, split_part)
    if gang is None:
        return Rejection("bad_gang", {"why": "no_gang"})
    if isinstance(gang, Rejection):
        return gang
    if shares is None:
        return Rejection("no_split")
    if isinstance(shares, Rejection):
        return shares
    return Order("rob", {"gang": gang, "split": shares})


def _after(tokens: Sequence[_Token]) -> Callable[[_Token], str]:
    """What follows a token in its text ("'s" after "petya")."""
    starting = {t.start: t for t in tokens}

    def after(token: _Token) -> str:
        following = starting.get(token.end + 1)
        return "'s" if following is not None and following.text == "s" else ""
    return after


def _last_pairs(table: _Table, tokens: Sequence[_Token]) -> int:
    """Where a split written without its keyword begins: after the first stop or line from
    which only players and numbers follow ("...эликсир и сабля.\\nя 3, ivan 2, olga 1")."""
    for i, token in enumerate(tokens):
        if token.kind != "major":
            continue
        after = tokens[i + 1:]
        if any(t.kind == "weapon" for t in after):
            continue
        if any(_owner(table, t) for t in after) and any(t.kind == "number" for t in after):
            return i
    return -1


def _gang(table: _Table, tokens: Sequence[_Token]) -> JSON | Rejection | None:
    """{player: {red, green, blue}} from 'мои сабля и эликсир, у @ivan две фузеи'."""
    items: list[_Token] = []
    pending: _Token | None = None
    for token in tokens:
        if token.kind in ("number", "badcount"):
            if pending is not None:
                items.append(replace(pending, kind="loose"))
            pending = token
        elif token.kind == "weapon":
            items.append(replace(token, count=pending))
            pending = None
        elif token.kind == "times":
            if items and items[-1].kind == "weapon" and items[-1].count is None:
                items[-1] = replace(items[-1], count=replace(token, kind="number"))
            else:
                items.append(replace(token, kind="loose"))
        elif _owner(table, token) or token.kind in ("major", "comma"):
            if pending is not None:
                items.append(replace(pending, kind="loose"))
                pending = None
            items.append(token)
    if pending is not None:
        items.append(replace(pending, kind="loose"))
    groups, _ = _grouped(table, items, lambda t: t.kind in ("weapon", "loose"))
    if not groups:
        return None
    gang: dict[str, dict[str, int]] = {}
    for owner, values in groups:
        if owner is None:
            return Rejection("bad_gang", {"why": "no_player"})
        counts = gang.setdefault(owner, dict.fromkeys(COLOURS, 0))
        weapons = [t for t in values if t.kind == "weapon"]
        if not weapons:
            return Rejection("bad_gang", {"why": "no_weapon", "player": owner})
        for token in values:
            count = token if token.kind == "loose" else token.count
            if count is not None and (token.kind == "loose" or count.kind != "number"):
                return Rejection("bad_gang", {"why": "count", "player": owner,
                                              "count": count.text})
            counts[str(token.value)] += 1 if count is None else int(count.value)
    return gang


# --- a split and dice given ---------------------------------------------------------------


def _shares(table: _Table, tokens: Sequence[_Token]) -> JSON | Rejection | None:
    """{player: n} from 'я 3, ivan 2, olga 1' — None when no player and no number."""
    groups, _ = _grouped(table, tokens, lambda t: t.kind in ("number", "badcount", "rest",
                                                             "range"))
    if not groups:
        return None
    split: dict[str, int] = {}
    for owner, values in groups:
        if owner is None:
            return Rejection("bad_split", {"why": "no_player"})
        if owner in split:
            return Rejection("bad_split", {"why": "twice", "player": owner})
        if any(t.kind == "rest" for t in values):
            return Rejection("bad_split", {"why": "rest", "player": owner})
        bad = next((t for t in values if t.kind in ("badcount", "range")), None)
        if bad is not None:
            return Rejection("bad_split", {"why": "count", "player": owner, "count": bad.text})
        if not values:
            return Rejection("bad_split", {"why": "no_number", "player": owner})
        if len(values) > 1:
            return Rejection("bad_split", {"why": "two_numbers", "player": owner})
        split[owner] = int(values[0].value)
    return split


def _dice(table: _Table, tokens: Sequence[_Token]) -> Order | Rejection | None:
    """{'dice': {player: [positions]}, 'rest': player} — None when no player is given dice."""
    groups, _ = _grouped(table, tokens, lambda t: t.kind in ("number", "badcount", "rest",
                                                             "range"))
    if not any(owner for owner, _ in groups):
        return None
    dice: dict[str, list[int]] = {}
    rest: str | None = None
    given: set[int] = set()
    for owner, values in groups:
        if owner is None:
            return Rejection("bad_assign", {"why": "no_player"})
        if not values:
            return Rejection("bad_assign", {"why": "no_dice", "player": owner})
        for token in values:
            if token.kind == "rest":
                if rest is not None and rest != owner:
                    return Rejection("bad_assign", {"why": "twice", "die": "rest"})
                rest = owner
                continue
            if token.kind == "badcount":
                return Rejection("bad_assign", {"why": "count", "player": owner,
                                                "count": token.text})
            for die in token.value if token.kind == "range" else [token.value]:
                if die < 1:
                    return Rejection("bad_assign", {"why": "position", "player": owner,
                                                    "die": die})
                if die in given:
                    return Rejection("bad_assign", {"why": "twice", "player": owner,
                                                    "die": die})
                given.add(die)
                dice.setdefault(owner, []).append(die)
    return Order("assign", {"dice": {p: sorted(d) for p, d in dice.items()}, "rest": rest})


def _assignment(table: _Table, tokens: list[_Token]) -> Order | Rejection | None:
    """Dice given, said so ("кубики", "dice") or with the rest ("остальные мне")."""
    said = next((i for i, t in enumerate(tokens) if t.kind == "word" and t.text in DICE), -1)
    split = _find(tokens, SPLIT)[0]
    if split >= 0 and not 0 <= said < split:
        return None  # 'делёж: я 3, ivan 3, кубики кину сам' is a split
    if said < 0 and not any(t.kind == "rest" for t in tokens):
        return None
    return _unknown(table, tokens, _after(tokens)) or _dice(table, tokens)


def _split(table: _Table, tokens: list[_Token]) -> Order | Rejection | None:
    """A split after its word ("делёж: я 4, ivan 1, olga 1"), or a bare list of players and
    numbers among words that say no more ("не согласен: мне 2, ivan 2, olga 2"); a bare list
    that gives a player several numbers, or the numbers first, is dice given."""
    at, length = _find(tokens, SPLIT)
    if at >= 0:
        part = tokens[at + length:]
        unknown = _unknown(table, part, _after(tokens))
        if unknown is not None:
            return unknown
        shares = _shares(table, part)
        return None if shares is None else (
            shares if isinstance(shares, Rejection) else Order("split", {"split": shares}))
    if any(t.kind in ("weapon", "cell", "badcell") for t in tokens):
        return None
    owners = {_owner(table, t) for t in tokens if _owner(table, t)}
    numbers = [t for t in tokens if t.kind in ("number", "range")]
    if not numbers or not owners:
        return None
    others = [t for t in tokens if t.kind == "word" and t.text not in _BARE]
    if others or any(t.kind == "mention" for t in tokens):
        unknown = _unknown(table, tokens, _after(tokens))
        return unknown if unknown is not None and len(others) <= 1 else None
    if len(owners) < 2:
        return None
    groups, owners_first = _grouped(table, tokens, lambda t: t.kind in ("number", "range"))
    positions = [d for t in numbers for d in (t.value if t.kind == "range" else [t.value])]
    several = any(len(values) > 1 or any(t.kind == "range" for t in values)
                  for _, values in groups)
    if (several or not owners_first) and len(set(positions)) == len(positions) and not any(
            t.text in SAFES for t in tokens):
        return _dice(table, tokens)
    shares = _shares(table, tokens)
    if shares is None or isinstance(shares, Rejection):
        return shares
    return Order("split", {"split": shares})


# --- a guard fight, a pass, a cell, a vote ------------------------------------------------


def _lay(tokens: list[_Token]) -> Order | Rejection | None:
    """A thief laid: a verb ("кладу", "бью", "lay"; "кидаю", "attack" only with a weapon or a
    thief named) or a weapon alone ("саблей!"); the guard's weapon is not the thief's."""
    strong = weak = False
    for i in range(len(tokens)):
        before = tokens[i - 1].text if i else ""
        if before in NEGATIONS or (i > 1 and tokens[i - 2].text in NEGATIONS
                                   and before in ("буду", "стану", "will")):
            continue
        strong = strong or bool(_at(tokens, i, LAY_STRONG))
        weak = weak or bool(_at(tokens, i, LAY_WEAK))
    colours: list[str] = []
    guard = ""  # after a guard ('guard'), then its 'с' or an 'против' ('link')
    for token in tokens:
        if token.kind not in _WORDISH:
            continue
        if token.text in GUARDS:
            guard = "guard"
        elif token.text in AGAINST or (guard == "guard" and token.text in GUARD_LINKS):
            guard = "link"
        elif token.kind == "weapon" and guard == "link":
            guard = ""  # 'стражника с саблей', 'против сабли': the guard's own weapon
        else:
            guard = ""
            if token.kind == "weapon":
                colours.append(str(token.value))
    thief = any(t.text in THIEVES for t in tokens)
    words = [t for t in tokens if t.kind in _WORDISH and t.kind != "weapon"]
    alone = bool(colours) and all(t.text in LAY_FILLERS for t in words)
    if not (strong or (weak and (colours or thief)) or alone):
        return None
    found = list(dict.fromkeys(colours))
    if len(found) > 1:
        return Rejection("ambiguous", {"why": "two_weapons", "colours": found})
    return Order("lay", {"colour": found[0] if found else None})


def _pass(tokens: list[_Token]) -> Order | None:
    return Order("pass") if _find(tokens, PASS)[0] >= 0 else None


def _cell(tokens: list[_Token]) -> Order | Rejection | None:
    """A cell named, unless its clause tells of it in the past or of someone else."""
    clause: list[_Token] = []
    named: list[_Token] = []
    for token in [*tokens, _Token("major", "", "", 0, 0)]:
        if token.kind in ("major", "comma"):
            cells = [t for t in clause if t.kind in ("cell", "badcell")]
            told = any(t.text in TALK and (i == 0 or clause[i - 1].text != "не")
                       for i, t in enumerate(clause))  # 'никто не открывал' tells of no one
            if cells and not told:
                named.extend(cells)
            clause = []
        else:
            clause.append(token)
    if not named:
        return None
    labels = list(dict.fromkeys(str(t.value) for t in named))
    if len(labels) > 1:
        return Rejection("ambiguous", {"why": "two_cells", "cells": labels})
    if named[0].kind == "badcell":
        return Rejection("bad_cell", {"text": labels[0]})
    return Order("cell", {"cell": labels[0]})


def _vote(tokens: list[_Token], folded: str) -> Order | None:
    """Agreeing or disagreeing: a strong word among any others ("согласен, хороший делёж"), a
    weak one ("да", "ок", "+", "нет") among fillers only."""
    said: dict[tuple[str, bool], int] = {}
    rest: list[_Token] = []
    i = 0
    while i < len(tokens):
        length = _at(tokens, i, VOTE_PHRASES)
        if length:
            phrase = tuple(t.text for t in tokens[i:i + length])
            said[VOTES[phrase]] = said.get(VOTES[phrase], 0) + 1
            i += length
            continue
        rest.append(tokens[i])
        i += 1
    if confirms(folded) and ("disagree", False) not in said:
        return Order("agree")  # 'да, подтверждаю'
    strong = {kind for kind, firm in said if firm}
    if len(strong) == 1:
        return Order(strong.pop())
    if strong:
        return None
    weak = {kind for kind, _ in said}
    plain = all(t.kind in ("player", "major", "comma", "link", "join") or t.text in FILLERS
                for t in rest)
    if len(weak) == 1 and plain:
        return Order(weak.pop())
    return None


_BARE = SECTION_WORDS | FILLERS | frozenset(w for phrase in VOTE_PHRASES for w in phrase)
"""Words a bare split may hold beside its players and numbers ("не согласен: мне 2, ...")."""
_RESERVED = frozenset(
    w for table in (ROB, SPLIT, LAY_STRONG, LAY_WEAK, PASS, VOTE_PHRASES) for phrase in table
    for w in phrase) | ME | REST | DICE | SAFES | THIEVES | GUARDS | FILLERS | CELL_LEADS
"""The grammar's own words, never read as the first part of a player's name."""


# --- discobot's dice --------------------------------------------------------------------------


_REQUEST = re.compile(r"@discobot\s+(?:roll|jet)\s+(\d+)\s*d\s*(\d+)", re.IGNORECASE)
_RESULTS = re.compile(r"^[ \t]*(?:>[ \t]*)?(?::game_die:|🎲)[ \t]*(.*?)[ \t]*$", re.MULTILINE)


def read_dice(reply: str, asked: str) -> Order | Rejection:
    """Discobot's answer ("> :game_die: 3, 6", after its warnings when it rolled fewer dice or
    faces than asked) to the post that asked `@discobot roll NdM` (or `jet`, in French):
    `dice {values, count: N, faces: M}`. Never raises."""
    request = _REQUEST.search(asked) if isinstance(asked, str) else None
    if request is None:
        return Rejection("no_roll")
    count, faces = int(request.group(1)), int(request.group(2))
    lines = _RESULTS.findall(reply) if isinstance(reply, str) else []
    parts = [part.strip() for part in lines[-1].split(",")] if lines else []
    if not parts or not all(part.isdecimal() and len(part) <= 6 for part in parts):
        return Rejection("no_dice")
    values = [int(part) for part in parts]
    if len(values) != count:
        return Rejection("dice_mismatch", {"asked": count, "got": len(values)})
    wrong = next((v for v in values if not 1 <= v <= faces), None)
    if wrong is not None:
        return Rejection("dice_mismatch", {"asked": count, "got": len(values), "faces": faces,
                                           "value": wrong})
    return Order("dice", {"values": values, "count": count, "faces": faces})
