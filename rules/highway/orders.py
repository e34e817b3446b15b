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
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rules.base import Order, Rejection
from rules.highway.cards import CYRILLIC, FULL, LATIN
from rules.highway.lexicon import (
    AGAINST,
    BAD_COUNTS,
    CELL_LEADS,
    COUNTS,
    DICE,
    FILLERS,
    GUARD_LINKS,
    GUARDS,
    LAY_FILLERS,
    LAY_STRONG,
    LAY_WEAK,
    LONE_CELL_ASIDES,
    ME,
    NEGATIONS,
    NOT_CELLS,
    PASS,
    QUESTION_HEDGES,
    REST,
    ROB,
    SAFES,
    SECTION_WORDS,
    SPLIT,
    TALK,
    THIEVES,
    VOTE_PHRASES,
    VOTES,
    WEAPONS,
    WORD_LETTERS,
    alternation,
)
from rules.highway.robbery import read_assignment, read_robbery, read_split
from rules.highway.tokens import WORDISH, Table, Token, find_phrase, phrase_at
from rules.reader import (
    confirms,
    fold,
    last_change,
    names_speaker,
    narrated,
    spelled_coordinates,
    without_musing,
    without_signature,
)

__all__ = [
    "AGAINST", "BAD_COUNTS", "CELL_LEADS", "COUNTS", "DICE", "DICE_REASONS", "FILLERS",
    "GUARDS", "GUARD_LINKS", "KINDS", "LAY_FILLERS", "LAY_STRONG", "LAY_WEAK",
    "LONE_CELL_ASIDES", "ME", "NEGATIONS", "NOT_CELLS", "PASS", "QUESTION_HEDGES", "REASONS",
    "REST", "ROB", "SAFES", "SECTION_WORDS", "SPLIT", "TALK", "TEXT_LIMIT", "THIEVES", "VOTES",
    "VOTE_PHRASES", "WEAPONS", "WORD_LETTERS", "read", "read_dice",
]
"""The grammar's public names; its words are read from `words.toml` (`rules.highway.lexicon`),
its tokens and its robberies have modules of their own (`tokens`, `robbery`)."""

TEXT_LIMIT = 5_000
"""Longest text read (characters)."""

KINDS = ("cell", "pass", "agree", "disagree", "lay", "rob", "split", "assign")
"""Every order kind `read` gives."""
REASONS = ("not_an_order", "ambiguous", "bad_cell", "bad_gang", "no_split", "bad_split",
           "bad_assign", "unknown_player")
"""Every rejection code `read` gives."""
DICE_REASONS = ("no_roll", "no_dice", "dice_mismatch")
"""Every rejection code `read_dice` gives."""


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
    table = Table.of(speaker, players)
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
_HEDGES = re.compile(r"(?<!\w)(?:" + alternation("hedges") + r")(?!\w)")
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


_MORE_CHANGES = re.compile(r"(?<!\w)(?:" + alternation("more_changes") + r")(?!\w)")
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


def _reading(table: Table, body: str) -> Order | Rejection | None:
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


def _order(table: Table, folded: str) -> Order | Rejection | None:
    """The one order the words give, the first kind found in this order: a robbery, an
    assignment, a split, then a lay, a pass or a cell (two of these are ambiguous), then a
    vote."""
    tokens = table.tokens(folded)
    if not any(t.kind != "major" for t in tokens):
        return None
    for reading in (read_robbery, read_assignment, read_split):
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


# --- a guard fight, a pass, a cell, a vote ------------------------------------------------


def _lay(tokens: list[Token]) -> Order | Rejection | None:
    """A thief laid: a verb ("кладу", "бью", "lay"; "кидаю", "attack" only with a weapon or a
    thief named) or a weapon alone ("саблей!"); the guard's weapon is not the thief's."""
    strong = weak = False
    for i in range(len(tokens)):
        before = tokens[i - 1].text if i else ""
        if before in NEGATIONS or (i > 1 and tokens[i - 2].text in NEGATIONS
                                   and before in ("буду", "стану", "will")):
            continue
        strong = strong or bool(phrase_at(tokens, i, LAY_STRONG))
        weak = weak or bool(phrase_at(tokens, i, LAY_WEAK))
    colours: list[str] = []
    guard = ""  # after a guard ('guard'), then its 'с' or an 'против' ('link')
    for token in tokens:
        if token.kind not in WORDISH:
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
    words = [t for t in tokens if t.kind in WORDISH and t.kind != "weapon"]
    alone = bool(colours) and all(t.text in LAY_FILLERS for t in words)
    if not (strong or (weak and (colours or thief)) or alone):
        return None
    found = list(dict.fromkeys(colours))
    if len(found) > 1:
        return Rejection("ambiguous", {"why": "two_weapons", "colours": found})
    return Order("lay", {"colour": found[0] if found else None})


def _pass(tokens: list[Token]) -> Order | None:
    return Order("pass") if find_phrase(tokens, PASS)[0] >= 0 else None


def _cell(tokens: list[Token]) -> Order | Rejection | None:
    """A cell named, unless its clause tells of it in the past or of someone else."""
    clause: list[Token] = []
    named: list[Token] = []
    for token in [*tokens, Token("major", "", "", 0, 0)]:
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


def _vote(tokens: list[Token], folded: str) -> Order | None:
    """Agreeing or disagreeing: a strong word among any others ("согласен, хороший делёж"), a
    weak one ("да", "ок", "+", "нет") among fillers only."""
    said: dict[tuple[str, bool], int] = {}
    rest: list[Token] = []
    i = 0
    while i < len(tokens):
        length = phrase_at(tokens, i, VOTE_PHRASES)
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
