"""Reading a clan-arena order ("L'arène des clans") as warriors write it, in French, English
or Russian (the Russian words, verbs by their stems and clan names in any case: `russian`).

`read(state, speaker, text, channel)` -> `Order | Rejection`; it never raises. The text is
the author's own words (the bridge strips quotes and code first, `rules.reader.own_words`);
`state` is the arena's state (`rules.arena.state`), or the sign-up record while clans form;
its phase says what is read:

- sign-up (`signup`, the game topic or a desk): `chief {clan}` ("je suis chef de guerre du
  clan des Loups", "chef : Loups", "I am war chief of the Wolves", "я вождь клана Волков":
  the clan "Волки"), `join {clan}` or `join {chief}` ("je rejoins les Loups", "je me rallie à
  @arno", "вступаю в клан Волков", "я с @ana": a chief's name stands for their clan),
  `refuse {player}` ("je refuse @bob", "отказываю @bob"), `leave {}` ("je me retire",
  "выхожу из клана"), and the characteristics `spread {attack, defence, shooting, shield}`
  ("attaque 4, défense 3, tir 2, bouclier 3", "атака 4, защита 3, стрельба 2, щит 3", in any
  order, in words, abbreviated, "le reste en bouclier", "остальное в щит"). A desk post is
  read as a spread first, a topic post as a sign-up first.
- placement (`placement`, the chief's desk): `placement {zones: {warrior: zone}}` ("@bea
  zone 2, moi et @carl zone 1", "tous en zone 3 sauf @bea en 1", "я и @bea в зону 1, @carl в
  зону 2"): "moi"/"me"/"я" is the speaker, "tous"/"everyone"/"все" the speaker's clan, "les
  autres"/"the rest"/"остальные" those not yet placed.
- a round (`round` and later phases, the game topic): the actions of `rules.arena.actions`, as
  `Order(kind, params)` with `{"kind": kind, **params}` the action dict:
  `move {to}`, `attack {target}`, `defend {target}`, `shoot {target}`, `shield {target}`
  (oneself when no one else is named: "je me défends", "bouclier sur moi"), and `nothing {}`
  ("je ne fais rien", "je reste en zone 2"; no action of `rules.arena.actions`: a warrior
  taking back what they declared). In Russian: "атакую @x", "стреляю в @x", "защищаюсь",
  "защищаю @x", "щит на себя", "иду в центр", "ничего не делаю". A chief acting for a
  warrior ("pour @bob : j'attaque @x", "@bob tire sur @x" from bob's chief, "за @bob:
  защищаюсь") adds `for: warrior`.

Zones are the map's (settings `map`): "zone 3", "z3", "en 3", "zone trois", "в зону 3", "во
вторую зону", the centre as "centre", "le centre", "zone centrale", "center", "middle",
"центр", "в центр", or its label ("C", also typed as the Cyrillic "С").

The reading, in small steps: markup, struck text and links are dropped; narration in
`*asterisks*` or italics is set apart (an order found only there is taken with the doubt
`narration`); questions and clauses that think aloud ("peut-être que...", "j'hésite") and a
closing signature are dropped; what the phrases "plutôt que X", "au lieu de X" name is
dropped; after the last change of mind ("finalement", "non, ...", "actually") the new words
win, or amend the order before them when they only give a new target, clan or zone. A
pronoun target ("je le frappe") stands for the one player the narration (or the rest of the
post) names, with the doubt `pronoun`. Whether an action is legal (adjacent zones,
adversaries, same zone...) is `rules.arena.actions`' business, not the grammar's: names the
game does not know, written with '@', are passed on as written for the rules to refuse.

The grammar's words are data, `words.toml` beside it (`rules.arena.words` reads them); its
steps are modules of their own: `reading` (the folded text, its tokens, the players, zones
and clans read with), `spreading` (the characteristics), `enlisting` (sign-up), `placing`
(placement) and `acting` (round actions); this module reads a post and picks the step.

Rejections (`code`, params): `not_an_order` (`why`: `talk` for chat, narration alone and
questions that think aloud, which the bridge leaves unanswered; `empty`, `too_long`,
`unreadable`), `ambiguous` (`why`: `two_actions`, `two_targets`, `two_zones`, `no_target`,
`no_zone`, `defend_or_shield`, `conditional`, `no_clan`, `no_warrior`),
`missing_characteristic` (`names` missing, `given`), `no_clan_name`, `unknown_clan` (`clan`
as written, `clans`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from rules.arena import russian as ru
from rules.arena.acting import _amend_action, _round
from rules.arena.enlisting import _amend_signup, _signup
from rules.arena.placing import _placement
from rules.arena.reading import _not_an_order, _Table, _Text
from rules.arena.spreading import _spread
from rules.arena.words import (
    _ASKING,
    ADDRESSEE,
    AFTER_CUES,
    ALL,
    AS_CUES,
    CENTRE_WORDS,
    CHARACTERISTIC_WORDS,
    CHIEF,
    CHIEF_CUES,
    CLAN_WORDS,
    CLITIC_PRONOUNS,
    CLITICS,
    CONDITIONS,
    CUTS,
    DOING,
    DROPPED,
    EXCEPT,
    FILLERS,
    FOR_ANYWHERE,
    FOR_PHRASES,
    FOUND,
    GO,
    HEDGES,
    JOIN,
    LEAVE,
    MOVE_LEADS,
    NAME_LEADS,
    NAME_LINKS,
    NAME_STOPS,
    NAMING,
    NEGATIONS_AFTER,
    NEGATIONS_ALONE,
    NEGATIONS_BEFORE,
    NOT_CONDITIONS,
    NOT_CUES,
    OBJECT_PRONOUNS,
    ORIGINS,
    OTHERS,
    OWN_THINGS,
    PLACE_SELF,
    PURPOSE,
    REFUSE,
    REST_OF,
    RU_HEDGES,
    SELF,
    SUBJECT_OTHER,
    SUBJECT_SELF,
    TARGET_LINKS,
    THREATS,
    VERBS,
    WEAK_ATTACKS,
)
from rules.base import JSON, Order, Rejection
from rules.reader import fold, last_change, narrated, without_musing, without_signature

__all__ = [
    "ADDRESSEE", "AFTER_CUES", "ALL", "AS_CUES", "CENTRE_WORDS", "CHARACTERISTIC_WORDS", "CHIEF",
    "CHIEF_CUES", "CLAN_WORDS", "CLITICS", "CLITIC_PRONOUNS", "CONDITIONS", "CUTS", "DOING",
    "DROPPED", "EXCEPT", "FILLERS", "FOR_ANYWHERE", "FOR_PHRASES", "FOUND", "GO", "HEDGES", "JOIN",
    "KINDS", "LEAVE", "MOVE_LEADS", "NAME_LEADS", "NAME_LINKS", "NAME_STOPS", "NAMING",
    "NEGATIONS_AFTER", "NEGATIONS_ALONE", "NEGATIONS_BEFORE", "NOT_CONDITIONS", "NOT_CUES",
    "OBJECT_PRONOUNS", "ORIGINS", "OTHERS", "OWN_THINGS", "PLACE_SELF", "PURPOSE", "REASONS",
    "REFUSE", "REST_OF", "RU_HEDGES", "SELF", "SUBJECT_OTHER", "SUBJECT_SELF", "TARGET_LINKS",
    "TEXT_LIMIT", "THREATS", "VERBS", "WEAK_ATTACKS", "Amender", "Reader", "read",
]
"""The grammar's entry point and its sets of words (`rules.arena.words`), as they were named
here before the words became data and the reading was split in steps."""

TEXT_LIMIT = 5_000
"""Longest text read (characters): nobody writes a 5,000-character order."""

KINDS = ("chief", "join", "refuse", "leave", "spread", "placement", "move", "attack",
         "defend", "shoot", "shield", "nothing")
"""Every order kind this module gives."""

REASONS = ("not_an_order", "ambiguous", "missing_characteristic", "no_clan_name",
           "unknown_clan")
"""Every rejection code this module gives."""


# --- the reading --------------------------------------------------------------------------


def read(state: JSON, speaker: str, text: str, channel: str) -> Order | Rejection:
    """The order in a warrior's post, or why none is read. Never raises."""
    try:
        return _read(state, speaker, text, channel)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return _not_an_order("unreadable")


_MARKUP = re.compile(
    r"~~[^~\n]*~~|<(s|del|strike)>[^<\n]*</\1>|\[s\][^\[\n]*\[/s\]"  # struck out
    r"|(?:https?://|www\.)\S+"
    r"|(?<![\w:]):[a-z0-9_+-]{1,40}:(?![\w:])"  # :smile:
    r"|\[/?(?:b|u|size|color|font|center|right|left)(?:=[^\]\n]{0,40})?\]"
    r"|<(?!/?(?:i|em)>)[^<>\n]{1,200}>",
    re.IGNORECASE)
"""Forum markup that is neither narration nor words, and what it strikes out."""
_EDIT = re.compile(r"(?<![\w])(?:edit|edite|edition|maj)\s*(?:\d+\s*)?:", re.IGNORECASE)
"""'EDIT :' in a post corrected later says the player changed their mind."""
_ON_BEHALF = re.compile(r"(?<!\w)a la place d(?:e |')(?=\s*@?[^\W\d_])")
"""'à la place de @carl' is the chief acting for carl, not the change of mind 'à la place'."""
_DROPS = re.compile(r"(?<!\w)(?:au lieu d(?:e|')|plutot que d?e?|plutot qu'|instead of"
                    r"|rather than)[^,.;!?\n]*")
"""'plutôt que sur carl', 'au lieu d'attaquer carl', 'instead of X': named to be dropped."""


def _read(state: JSON, speaker: str, text: str, channel: str) -> Order | Rejection:
    if not isinstance(text, str):
        return _not_an_order("unreadable")
    if len(text) > TEXT_LIMIT:
        return _not_an_order("too_long", limit=TEXT_LIMIT)
    if not text.strip():
        return _not_an_order("empty")
    table = _Table.of(state, speaker)
    unmarked = _MARKUP.sub(" ", text.replace("\r\n", "\n"))
    told = narrated(_EDIT.sub(" finalement ", ru.prepared(unmarked)))
    plain = _without_musing(without_signature(told.plain, table.speaker))
    reading = _phase_reading(table, plain, told.narration, channel)
    if reading is None and told.narration.strip():
        story = _phase_reading(table, _without_musing(told.narration), told.narration, channel)
        if isinstance(story, Order):
            return replace(story, doubt=story.doubt or "narration")
    return reading or _not_an_order("talk")
_QUESTION = re.compile(r"[^.!?…;\n]*[!?]*[?¿][!?]*")
_RU_OPENING = re.compile(r"\s*(?:а|и|ну|так)?\s*(?:что|как|где|куда|кого|кто|почему|зачем|может"
                         r"|можно|стоит|не|если|разве|неужели|ли)(?!\w)")
"""The first words of a Russian question that thinks aloud ('а что если...', 'может...',
'стоит ли...'): the whole question is dropped."""


def _without_musing(text: str) -> str:
    """`rules.reader.without_musing`, and a question whose closing tag itself asks ('je mets
    bea et carl ensemble, mais où ?') dropped whole. A text without a question mark only
    loses its hedges (the question pattern is slow on a long text that has none)."""
    if "?" not in text and "¿" not in text:
        return without_musing(text)  # 'I'm wondering whether to shoot @carl'

    def asked(match: re.Match[str]) -> str:
        tag = [w for w in re.findall(r"[^\W_]+", fold(re.split(r"[,:]", match.group())[-1]))
               if w not in ("mais", "et", "alors", "donc", "but", "and", "so", "ca", "а", "и",
                            "но", "так")]
        if len(tag) <= 2 and set(tag) & (ru.ASKING | ru.DOUBTS):
            return "\n"  # 'атакую @carl или @dina, как думаете ?', '..., серьёзно ?'
        if ru.russian(match.group()) and _RU_OPENING.match(fold(match.group())):
            return "\n"  # 'а что если я пойду в центр ?'
        return "\n" if len(tag) <= 2 and set(tag) & _ASKING else match.group()
    return without_musing(_QUESTION.sub(asked, text))


def _phase_reading(table: _Table, body: str, narration: str,
                   channel: str) -> Order | Rejection | None:
    text = _Text.of(body)
    dropped = _ON_BEHALF.sub(lambda m: "au nom de".ljust(len(m.group())), text.folded)
    dropped = _DROPS.sub(lambda m: " " * len(m.group()), dropped)
    if dropped != text.folded:  # of the same length, so that indices still hold
        text = _Text(text.raw, dropped, text.origin)
    if not text.folded.strip():
        return None
    if table.phase == "signup":
        spread = _spread(table, text, channel == "desk")
        if channel == "desk" and spread is not None:
            return spread
        return _changed(table, text, _signup, _amend_signup) or spread
    if table.phase == "placement":
        return _placement(table, text)
    context = fold(narration)
    return _changed(table, text, lambda t, x: _round(t, x, context), _amend_action)


Reader = Callable[[_Table, _Text], Order | Rejection | None]
Amender = Callable[[_Table, Order, _Text], Order | None]


def _changed(table: _Table, text: _Text, reader: Reader,
             amend: Amender) -> Order | Rejection | None:
    """The reading after the last change of mind: the new words when they make an order;
    the order before amended when they only give a new target, clan or zone; else the whole
    text, or what came before."""
    cut = last_change(text.folded)
    if cut is None:
        return reader(table, text)
    before_text = text.part(0, len(cut[0]))
    after_text = text.part(len(text.folded) - len(cut[1]))
    if not re.search(r"[^\W_]", after_text.folded):  # 'j'attaque dina plutôt'
        edge = max(before_text.folded.rfind(mark) for mark in ".!;\n,")
        if edge > 0:  # '... je me défends finalement': the clause it closes is new
            tail = reader(table, before_text.part(edge + 1))
            if isinstance(tail, Order):
                return tail
        return _changed(table, before_text, reader, amend)
    after = reader(table, after_text)
    if isinstance(after, Order):
        return after
    before = _changed(table, before_text, reader, amend)
    if isinstance(before, Order):
        amended = amend(table, before, after_text)
        if amended is not None:
            return amended
    whole = reader(table, text)
    if isinstance(whole, Order):
        return whole
    if isinstance(before, Order):
        return before
    return after or whole or before
