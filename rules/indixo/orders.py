"""Reading an INDIXO order as players write it, in French, English or Russian.

Russian needs more than words (`rules.indixo.russian`): names in their cases ("иду в
кухню", "убиваю ножом"), players written in Cyrillic ("Вику" for vika), negation, hedges and
questions said in Russian; every step below reads all three languages at once.

The reading, in small steps:
1. Narration: what a role-player writes in `*asterisks*` or italics is set aside when a
   plain statement follows it; an order found only in narration is taken with the doubt
   `narration` (a story with no order in it is `not_an_order` with `narration`, not
   "empty"). A sentence that asks a question ("et si j'allais dans la cuisine ?") or hedges
   ("je me demande si...", "je ne sais pas", "I'm not sure") only thinks aloud: it is not an
   order (`not_an_order`, why `musing`) unless a plain order follows.
2. Change of mind: after the last marker (finalement, en fait, non, plutôt, actually,
   instead...) the new words win; a correction that gives only a new room, weapon or player
   amends the order before it ("vote @bob, couteau, cuisine... non, la pelle"; "la queue de
   billard va dans la cuisine. non, plutôt la chambre"); a guess corrects one player's line.
   A negated clause is no order ("je ne déplace pas le couteau, je le détruis" destroys it;
   "je ne tue personne" is `nothing`).
3. Names: players (with or without `@`, case and accents ignored, a unique first part such
   as "zoé" for "zoé_42"), rooms and weapons (articles, case, accents and apostrophes
   ignored: "la salle a manger", "contrepoids d'horloge"; a first word no other room or
   weapon shares: "la cour", "le seau"; the longest name wins) are found in the text. A first
   word several share ("la salle") is `ambiguous`; a name the game does not have, where the
   order takes one ("avec le revolver", "vers le grenier"), is `unknown_weapon` or
   `unknown_room`; an `@name` that is no player, `ambiguous`; so are two names where the
   order takes one ("je détruis le couteau et la pelle"), and two of the killer's options in
   one message (the desk takes them one message at a time).
4. Keywords say the kind: the step the post is offered to decides which kinds are looked
   for first, so "@bob" alone is a chief named by the first dead, a switched victim for a
   ghost, and a vote's suspect in the game topic. In the topic, without a vote word only a
   bare list of names is a vote: testimony ("j'ai vu Bea près du couteau") is not.

Canonical orders: `room {room}`, `destroy {weapon}`, `move {weapon, to}`, `nothing`,
`inspect`, `kill {victim, weapon}`, `condemn {room}`, `done`, `cancel`, `haunt_room`,
`haunt_weapon {weapon}`, `possess {target}`, `switch {victim}`, `keep`,
`spread {rooms: {weapon: room}}`, `name_chief {chief}`, `vote {suspect?, weapon?, room?,
chief?}`, `chief_vote {chief}`, `guess {guesses: {player: {room, weapon|None}}}`.
A pronoun standing for the one player the narration names ("*Bea est seule.* Je la tue
avec le couteau", "je la nomme cheffe", "je vote contre elle"), or for the one weapon it
names ("*Dina enveloppe le couteau.* Je le porte dans la salle à manger"), is read with the
doubt `pronoun`; one standing for a name given before a change of mind or in a negated
clause is read without doubt. `read` never raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from rules.base import JSON, Context, Order, Rejection
from rules.indixo import russian
from rules.indixo.russian import last_change
from rules.reader import (
    TARGET_PRONOUNS,
    Names,
    folded_lines,
    narrated,
    without_musing,
    without_signature,
)
from rules.reader.russian import CYRILLIC

TEXT_LIMIT = 5_000

WORDS: dict[str, tuple[str, ...]] = {
    "vote": ("vote", "votes", "voter", "je vote", "mon vote", "j'accuse", "accuse", "i vote",
             "my vote", "pour moi c'est", "for me it's"),
    "chief": ("chef", "chief", "cheffe", "leader"),
    "name": ("je nomme", "nomme", "je designe", "designe", "je choisis", "choisis", "i name",
             "name", "i choose", "choose"),
    "destroy": ("detruire", "detruis", "detruit", "je detruis", "casser", "casse", "briser",
                "brise", "destroy", "destroys", "break", "smash"),
    "move": ("deplacer", "deplace", "je deplace", "bouger", "bouge", "porter", "porte",
             "emporter", "emporte", "apporter", "apporte", "ranger", "cacher", "cache",
             "trainer", "traine", "mettre", "mets", "poser", "pose", "glisser", "glisse", "move",
             "moves", "carry", "take", "bring", "hide", "drag", "put", "slip"),
    "nothing": ("rien", "je ne fais rien", "aucune action", "je passe", "nothing",
                "do nothing", "pass", "no action", "nada"),
    "inspect": ("inspecter", "inspecte", "j'inspecte", "fouiller", "fouille", "examiner",
                "examine", "inspect", "search", "look around"),
    "kill": ("tuer", "tue", "je tue", "assassiner", "assassine", "egorger", "egorge",
             "trucider", "poignarder", "poignarde", "etouffer", "etouffe", "etrangler",
             "etrangle", "frapper", "frappe", "kill", "kills", "murder", "murders", "slay",
             "stab", "strangle", "smother"),
    "condemn": ("condamner", "condamne", "je condamne", "bloquer", "bloque", "murer", "mure",
                "condemn", "condemns", "seal", "lock"),
    "done": ("fini", "finis", "c'est fini", "c'est tout", "termine", "j'ai fini",
             "rien d'autre", "rien de plus", "done", "that's all", "finished", "nothing else"),
    "cancel": ("annuler", "annule", "j'annule", "cancel", "reset", "efface"),
    "haunt": ("hanter", "hante", "je hante", "haunt", "haunts"),
    "room_word": ("piece", "la piece", "salle", "cette piece", "ma piece", "room", "the room",
                  "this room", "my room"),
    "possess": ("posseder", "possede", "je possede", "possession", "possess", "possesses"),
    "keep": ("garder", "garde", "je garde", "on garde", "keep", "i keep", "same victim",
             "meme victime", "ne change rien", "pas de changement", "no change"),
    "leave": ("laisser", "laisse", "on laisse", "je laisse", "comme ca", "leave it",
              "let it be"),
    "switch": ("changer", "change", "remplacer", "switch", "swap", "plutot"),
    "go": ("je vais", "vais", "aller", "je rentre", "entrer", "j'entre", "je choisis",
           "choisir", "je reste", "rester", "i go", "go", "going", "i choose", "stay"),
    "none": ("rien", "aucune", "aucun", "none", "nothing", "no weapon", "sans arme",
             "pas d'arme"),
}
ARTICLES = ("le ", "la ", "les ", "l'", "du ", "de la ", "de l'", "des ", "de ", "d'", "the ",
            "a ", "an ", "un ", "une ", "au ", "aux ", "a la ", "a l'")
_ARTICLE_WORDS = frozenset("le la les l du de des d the a an un une au aux".split())
OPTIONS = ("inspect", "kill", "condemn", "destroy")
"""The killer's options: one a message (they accumulate, in the order sent, at the desk)."""


fold = folded_lines
"""Lower case, no accents, apostrophes unified, single spaces; lines kept (a guess gives one
player a line)."""


def _spaced(folded: str) -> str:
    """Words only, one space apart and around ("j'inspecte" -> " j inspecte "), so that text
    and keywords compare alike whatever their apostrophes and punctuation."""
    return f" {' '.join(re.findall(r'[a-z0-9@_а-я]+', folded))} "


_KEYWORDS = {kind: tuple(_spaced(fold(word)) for word in words + russian.WORDS.get(kind, ()))
             for kind, words in WORDS.items()}
"""The keywords of each kind, French, English and Russian (`russian.WORDS`), spaced like the
text they are looked for in."""


_RESERVED = frozenset(word for words in _KEYWORDS.values() for phrase in words
                      for word in phrase.split())
"""The grammar's own words, never read as the first part of a player's name."""


def _has(folded: str, kind: str) -> bool:
    text = _spaced(folded)
    return any(word in text for word in _KEYWORDS[kind])


def _verbs(*kinds: str) -> str:
    """The one-word keywords of these kinds, as a regex alternation."""
    words = {phrase.strip() for kind in kinds for phrase in _KEYWORDS[kind]
             if len(phrase.split()) == 1}
    return "|".join(sorted(words, key=len, reverse=True))


_WEAPON_PRONOUN = re.compile(
    rf" (?:le|la|l|les|{russian.WEAPON_PRONOUNS}) (?:{_verbs('destroy', 'move', 'haunt')}) "
    rf"| (?:{_verbs('destroy', 'move', 'haunt')}) (?:it|them|{russian.WEAPON_PRONOUNS}) ")
"""A pronoun standing for a weapon: the object of a verb that takes one ("je le porte", "je
la détruis", "hide it", "переношу его"); an article ("je porte le couteau") is not."""
_NEGATABLE = frozenset(phrase.strip() for kind in ("kill", "move", "destroy", "haunt",
                                                   "possess", "inspect", "condemn", "go",
                                                   "vote", "name")
                       for phrase in _KEYWORDS[kind] if CYRILLIC.search(phrase)
                       and len(phrase.split()) == 1)
"""Russian verbs whose negation ("не переношу", "не убиваю") takes their clause back."""


OUT = "_out"
"""The kind suffix of a house's name that is not in play this game ("room_out")."""


@dataclass(frozen=True)
class _Mention:
    kind: str  # player, room, weapon
    name: str
    start: int
    end: int


class _Vocabulary:
    """Players, rooms and weapons of one game, found in folded text by whole words (players
    as `rules.reader.Names` reads them; rooms and weapons also by a first word no other room
    or weapon shares, "cour" for "Cour centrale", "seau" for "Seau à glace"). A name in
    Russian is also found in its cases, and by its head noun no other name shares ("во двор"
    for "Внутренний двор"): `rules.indixo.russian`."""

    def __init__(self, state: JSON) -> None:
        named = [("room", n) for n in state["rooms"]] + [("weapon", n) for n in state["weapons"]]
        out = state.get("left_out") or {}
        unused = [("room" + OUT, n) for n in out.get("rooms", [])] + \
            [("weapon" + OUT, n) for n in out.get("weapons", [])]
        self.names = Names.of(state["players"], _RESERVED)
        entries: list[tuple[int, re.Pattern[str], str, str]] = []
        heads: dict[str, list[tuple[str, str]]] = {}
        nouns: dict[str, tuple[str, list[tuple[str, str]]]] = {}
        for kind, name in named:
            for form in _forms(name):
                entries.append((len(form), re.compile(rf"(?<![\w]){re.escape(form)}s?(?![\w])"),
                                kind, name))
                head, _, rest = form.partition(" ")
                if rest and head not in _ARTICLE_WORDS and "'" not in head:
                    owners = heads.setdefault(head, [])
                    if (kind, name) not in owners:
                        owners.append((kind, name))
            cases = russian.declined(fold(name))
            if cases is not None:
                entries.append((len(fold(name)), re.compile(rf"(?<![\w]){cases}(?![\w])"),
                                kind, name))
            russian_head = russian.head(fold(name))
            if russian_head is not None:
                owners = nouns.setdefault(russian_head[0], (russian_head[1], []))[1]
                if (kind, name) not in owners:
                    owners.append((kind, name))
        for kind, name in unused:  # whole names only: they keep a first word from being
            for form in _forms(name):  # read as a room in play ("salle" of "salle de jeux")
                entries.append((len(form), re.compile(rf"(?<![\w]){re.escape(form)}s?(?![\w])"),
                                kind, name))
            cases = russian.declined(fold(name))
            if cases is not None:
                entries.append((len(fold(name)), re.compile(rf"(?<![\w]){cases}(?![\w])"),
                                kind, name))
        taken = {form for _, name in [*named, *unused] for form in _forms(name)}
        taken |= set(self.names.full) | set(self.names.first)
        self.shared = {head: owners for head, owners in heads.items() if len(owners) > 1}
        """First words several rooms or weapons share ("salle"): never read alone."""
        for head, owners in heads.items():
            if len(owners) == 1 and len(head) >= 3 and head not in taken | _RESERVED:
                kind, name = owners[0]
                entries.append((len(head), re.compile(rf"(?<![\w]){re.escape(head)}(?![\w'])"),
                                kind, name))
        self.shared_nouns: list[tuple[re.Pattern[str], list[tuple[str, str]]]] = []
        """Russian head nouns several rooms or weapons share ("гостиная" of "Малая гостиная"
        and "Большая гостиная"), in every case: never read alone."""
        for noun, (cases, owners) in nouns.items():
            pattern = re.compile(cases)
            if len(owners) > 1:
                self.shared_nouns.append((pattern, owners))
                continue
            kind, name = owners[0]
            others = {word for k, n in named if (k, n) != (kind, name) for form in _forms(n)
                      for word in form.split()} | set(self.names.full) | set(self.names.first)
            if not _reserved(cases) and not any(pattern.fullmatch(word) for word in others):
                entries.append((len(noun), re.compile(rf"(?<![\w]){cases}(?![\w])"), kind,
                                name))
        for pattern, player in self.names.patterns():
            entries.append((len(pattern.pattern), pattern, "player", player))
        things = {word for _, name in named for form in _forms(name) for word in form.split()}
        entries += _cyrillic_players(self.names, things)
        entries.sort(key=lambda e: -e[0])
        self.entries = entries

    def sharing(self, word: str) -> list[tuple[str, str]]:
        """The rooms and weapons that share the first word of `word` ("salle"), or, in
        Russian, one of its words as their head noun ("гостиную")."""
        owners = self.shared.get(word.split()[0] if word else "", [])
        if owners:
            return owners
        for pattern, sharing in self.shared_nouns:
            if any(pattern.fullmatch(w) for w in word.split()):
                return sharing
        return []

    def mentions(self, folded: str, unused: bool = False) -> list[_Mention]:
        """Every name in the text, longest first where they overlap, in text order; a name
        of the house that is not in play this game (`left_out`) only with `unused`."""
        taken: list[tuple[int, int]] = []
        found: list[_Mention] = []
        for _, pattern, kind, name in self.entries:
            for match in pattern.finditer(folded):
                span = (match.start(), match.end())
                if any(a < span[1] and span[0] < b for a, b in taken):
                    continue
                taken.append(span)
                found.append(_Mention(kind, name, *span))
        return sorted((m for m in found if unused or not m.kind.endswith(OUT)),
                      key=lambda m: m.start)

    def unused(self, words: str, kind: str) -> str | None:
        """The house's name not in play this game that these words name, or None."""
        return next((m.name for m in self.mentions(fold(words), unused=True)
                     if m.kind == kind + OUT), None)


def _cyrillic_players(names: Names, things: set[str]) -> list[
        tuple[int, re.Pattern[str], str, str]]:
    """Players as Russian players write their Latin forum names in Cyrillic, in every case
    ("вику" for vika, "бориса" for boris): a one-word name, or a first part the toolkit reads
    alone ("женя" for zhenya_42). A spelling that is one of the grammar's words, a word of a
    room or a weapon, or another player's, names nobody."""
    wanted = [(whole, player) for whole, player in names.full.items()
              if len([p for p in re.split(r"[-_.' ]+", fold(player).lstrip("@")) if p]) == 1]
    wanted += list(names.first.items())
    spelled = [(key, player, pattern) for key, player in wanted
               if (pattern := russian.spelled(key)) is not None and not _reserved(pattern)]
    found = []
    for key, player, pattern in spelled:
        compiled = re.compile(pattern)
        if any(compiled.fullmatch(word) for word in things):
            continue
        if any(other != player and compiled.fullmatch(russian.plain_spelling(k))
               for k, other, _ in spelled):
            continue
        found.append((len(key), re.compile(rf"(?<![\w@]){pattern}(?![\w])"), "player",
                      player))
    return found


@lru_cache(maxsize=64)
def _vocabulary(players: tuple[str, ...], rooms: tuple[str, ...],
                weapons: tuple[str, ...], unused_rooms: tuple[str, ...] = (),
                unused_weapons: tuple[str, ...] = ()) -> _Vocabulary:
    """A game's vocabulary, built once for its players and house (every message of a game
    reads with the same one)."""
    return _Vocabulary({"players": list(players), "rooms": list(rooms),
                        "weapons": list(weapons), "left_out": {
                            "rooms": list(unused_rooms), "weapons": list(unused_weapons)}})


@lru_cache(maxsize=256)
def _reserved(cases: str) -> bool:
    """Whether a Russian head noun, in one of its cases, is one of the grammar's own words
    ("комната" of "Игровая комната" is the word of "проклинаю комнату")."""
    pattern = re.compile(cases)
    return any(pattern.fullmatch(word) for word in _RESERVED)


def _forms(name: str) -> set[str]:
    folded = fold(name)
    forms = {folded}
    for article in ARTICLES:
        if folded.startswith(article):
            forms.add(folded[len(article):])
    return {f for f in forms if f}


@dataclass(frozen=True)
class _Scene:
    """What a reading knows besides the words it reads: the game, the step, the speaker, and
    the names a pronoun may stand for (`context`: the narration's, read with the doubt
    `pronoun`; `prior`: those before a change of mind, read without doubt)."""

    state: JSON
    stage: str
    ctx: Context
    speaker: str
    vocabulary: _Vocabulary
    context: tuple[_Mention, ...] = ()
    prior: tuple[_Mention, ...] = ()
    mused: bool = False


def _names(found: list[_Mention], kind: str) -> list[str]:
    """The names of one kind, each once, in text order."""
    return list(dict.fromkeys(m.name for m in found if m.kind == kind))


# --- the reading -------------------------------------------------------------------------------


def read(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    """The order in a player's message, or why none is read. Never raises."""
    try:
        return _read(state, ctx, text)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return Rejection("not_an_order", {"code": "not_an_order", "why": "unreadable"})


_WORD = re.compile(r"\w")


def _read(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    if not isinstance(text, str) or len(text) > TEXT_LIMIT:
        return Rejection("not_an_order", {"code": "not_an_order", "why": "too_long"})
    speaker = next((p for p in state["players"] if p.casefold() == ctx.speaker.casefold()),
                   ctx.speaker)
    stage = ctx.step.rsplit("-", 1)[-1] if ctx.step else ""
    if ctx.channel == "topic" and speaker in state["ghosts"] and state["phase"] == "day":
        return Rejection("ghost_post", {"code": "ghost_post"})
    out = state.get("left_out") or {}
    vocabulary = _vocabulary(tuple(state["players"]), tuple(state["rooms"]),
                             tuple(state["weapons"]), tuple(out.get("rooms", ())),
                             tuple(out.get("weapons", ())))
    told = narrated(_MARKUP.sub(" ", text))
    signed = _signed_off(without_signature(told.plain, speaker), speaker, vocabulary)
    plain = without_musing(russian.without_musing(signed))
    mused = plain != signed
    scene = _Scene(state, stage, ctx, speaker, vocabulary,
                   tuple(vocabulary.mentions(fold(told.narration))), mused=mused)
    narration = bool(_WORD.search(told.narration))
    if not _WORD.search(plain):
        why = "musing" if mused else "" if narration else "empty"
        reading: Order | Rejection = Rejection("not_an_order", {"code": "not_an_order",
                                                                **({"why": why} if why else {})})
    else:
        reading = _with_change_of_mind(scene, plain)
    if isinstance(reading, Rejection) and reading.code == "not_an_order" and narration:
        story = without_musing(russian.without_musing(told.narration))
        if _WORD.search(story):
            later = _with_change_of_mind(replace(scene, mused=False), story)
            if isinstance(later, Order):
                return Order(later.kind, later.params, later.doubt or "narration")
    if isinstance(reading, Rejection) and reading.code == "not_an_order" \
            and "why" not in reading.params:
        if mused:  # a question or a hedge, and no plain order: thinking aloud
            return Rejection("not_an_order", {**reading.params, "why": "musing"})
        if narration and not _WORD.search(plain):  # a story, and no order in it
            return Rejection("not_an_order", {**reading.params, "narration": True})
    return reading


def _signed_off(text: str, speaker: str, vocabulary: _Vocabulary) -> str:
    """The text without a closing signature with the speaker's name in Cyrillic: last lines of
    sign-off words and that name ("С уважением,\nВика"), or a last clause that is the name
    ("иду в кухню, Вика", "— Вика"). The toolkit's `without_signature` knows the Latin name."""
    if not CYRILLIC.search(fold(text)):
        return text

    def speaker_in(words: list[str]) -> bool:
        return any(m.kind == "player" and m.name == speaker
                   for m in vocabulary.mentions(" ".join(words)))

    def signs(words: list[str]) -> bool:
        rest = [w for w in words if w not in russian.SIGN_OFFS]
        return bool(words) and (not rest or (len(rest) == 1 and speaker_in(rest)))

    lines = text.rstrip().split("\n")
    while len(lines) > 1 and signs(re.findall(r"[\w@'-]+", fold(lines[-1]))):
        lines.pop()
    match = re.search(r"(?:,|\s[-–—]+|^[-–—]+)\s*([^,\n]*)$", lines[-1])
    if match and match.start() > 0:
        words = re.findall(r"[\w@'-]+", fold(match.group(1)))
        if signs(words) and speaker_in(words):
            lines[-1] = lines[-1][:match.start()]
    return "\n".join(lines)


_MARKUP = re.compile(r"\[/?(?:b|u|s|size|color|font)(?:=[^\]\n]{0,40})?\]"
                     r"|<(?!/?(?:i|em)>)[^<>\n]{1,200}>", re.IGNORECASE)
"""Forum markup that is neither narration nor words ('[b]', '<span>')."""


def _with_change_of_mind(scene: _Scene, body: str) -> Order | Rejection:
    folded = fold(body)
    if scene.stage == "guess":  # a guess corrects one line at a time
        guess = _guess(scene, folded)
        if guess is not None:
            return guess
    cut = last_change(folded)
    if cut is None:
        return _order(scene, folded)
    before, after = cut
    later = _order(replace(scene, prior=tuple(scene.vocabulary.mentions(before))), after)
    if isinstance(later, Order) and _full(later):
        return later
    earlier = _order(scene, before)
    if not isinstance(earlier, Order):
        return later if isinstance(later, Order) else earlier
    amended = _amend(scene.vocabulary, earlier, after)
    return amended or (later if isinstance(later, Order) else earlier)


def _full(order: Order) -> bool:
    """Whether an order read after a change of mind stands alone (not a bare amendment)."""
    return order.kind != "vote" or all(order.params.get(f) for f in ("suspect", "weapon",
                                                                       "room"))


def _amend(vocabulary: _Vocabulary, order: Order, after: str) -> Order | None:
    """A correction that gives only a new room, weapon or player changes that slot."""
    mentions = vocabulary.mentions(after)
    if not mentions:
        return None
    if order.kind == "spread":  # new pairs, or a new room for the last weapon placed
        rooms = dict(order.params["rooms"])
        again = _spread(vocabulary, after)
        if again is not None:
            return Order("spread", {"rooms": {**rooms, **again.params["rooms"]}}, order.doubt)
        if rooms and [m.kind for m in mentions] == ["room"]:
            return Order("spread", {"rooms": {**rooms, list(rooms)[-1]: mentions[0].name}},
                         order.doubt)
        return None
    slots = {"vote": {"player": "suspect", "weapon": "weapon", "room": "room"},
             "kill": {"player": "victim", "weapon": "weapon"},
             "move": {"weapon": "weapon", "room": "to"}, "destroy": {"weapon": "weapon"},
             "room": {"room": "room"}, "condemn": {"room": "room"},
             "haunt_weapon": {"weapon": "weapon"}, "possess": {"player": "target"},
             "name_chief": {"player": "chief"}, "switch": {"player": "victim"}}.get(order.kind)
    if not slots:
        return None
    params = dict(order.params)
    for mention in mentions:
        slot = slots.get(mention.kind)
        if slot is None:
            return None
        params[slot] = mention.name
    return Order(order.kind, params, order.doubt)


_NEGATED = re.compile(
    r"\b(?:ne\s+|n')(?:(?:le|la|les|lui|leur|y|en|me|te|se|nous|vous)\s+|[lmts]')*"
    r"[a-z]+\s+(?:a\s+)?(pas|plus|jamais|point|personne|rien|aucun|aucune)\b"
    r"|\b(?:don't|dont|do not|won't|will not|shall not)\s+[a-z]+"
    r"(\s+(?:anyone|anybody|anything))?\b")
"""A negated verb ("je ne déplace pas", "I don't move"): not the order given; negated with
nobody or nothing ("je ne tue personne", "I won't kill anyone") it says nothing is done."""
_CLAUSE_EDGE = re.compile(r"[,.;:!?\n]|\b(?:mais|but)\b")


def _affirmed(folded: str) -> tuple[str, str]:
    """The text without its negated clauses ("je ne déplace pas le couteau, je le détruis"
    -> "je le détruis"), "ne ... personne / rien" read as "rien"; and the clauses taken out,
    whose names a pronoun may still stand for."""
    dropped: list[str] = []
    while (match := _NEGATED.search(folded)) is not None:
        if match.group(1) in ("personne", "rien", "aucun", "aucune") or match.group(2):
            folded = folded[:match.start()] + (" rien " if match.group(1) else " nothing ") \
                + folded[match.end():]
            continue
        start = max((m.end() for m in _CLAUSE_EDGE.finditer(folded, 0, match.start())),
                    default=0)
        end = _CLAUSE_EDGE.search(folded, match.end())
        stop = end.start() if end else len(folded)
        dropped.append(folded[start:stop])
        folded = folded[:start] + " " + folded[stop:]
    return folded, "\n".join(dropped)


def _order(scene: _Scene, folded: str) -> Order | Rejection:
    """The order in the text; an order followed by a comment that names more than the order
    takes ("tuer @ana avec le couteau, carl ne se doutera de rien", "je vais dans la cuisine,
    il y avait un couteau dans le salon") is read from the clauses before the comment."""
    reading = _reading(scene, folded)
    if isinstance(reading, Rejection) and reading.code == "ambiguous" \
            and reading.params.get("why") in ("several", "no_verb"):
        return _before_comment(scene, folded) or reading
    return reading


def _before_comment(scene: _Scene, folded: str) -> Order | None:
    """The order read from the text up to a clause edge, the latest edge first, when what
    follows it is a comment: words besides names (not "et @carl avec la pelle"), and no
    second choice ("ou", "aussi")."""
    for edge in reversed(list(_COMMENT_EDGE.finditer(folded))):
        head, tail = folded[:edge.start()], folded[edge.start():]
        if not _WORD.search(head) or _SAME_AGAIN.search(tail):
            continue
        if _bare(tail, scene.vocabulary.mentions(tail)):
            continue
        reading = _reading(scene, head)
        if isinstance(reading, Order):
            return reading
    return None


def _reading(scene: _Scene, folded: str) -> Order | Rejection:
    folded, negated = _affirmed(folded)
    folded, denied = russian.affirmed(
        folded, [(m.start, m.end) for m in scene.vocabulary.mentions(folded)], _NEGATABLE)
    negated = "\n".join(part for part in (negated, denied) if part.strip())
    if negated.strip():
        scene = replace(scene, prior=tuple(scene.vocabulary.mentions(negated)))
    found = [m for m in scene.vocabulary.mentions(folded)  # the speaker's own name is a
             if not (m.kind == "player" and m.name == scene.speaker  # signature, unless
                     and folded[m.start:m.start + 1] != "@")]  # written with an @
    if scene.ctx.channel == "topic":
        return _public(scene, folded, found)
    players, rooms, weapons = (_names(found, kind) for kind in ("player", "room", "weapon"))
    stage = scene.stage
    if stage == "guess" or (stage == "" and len(players) >= 2 and len(rooms) >= 2):
        guess = _guess(scene, folded)
        if isinstance(guess, Order) or (guess is not None and stage == "guess"):
            return guess
    if stage != "guess" and (stage == "stranded"
                             or (len(weapons) >= 1 and len(rooms) == len(weapons) >= 2)):
        spread = _spread(scene.vocabulary, folded)
        if spread is not None:
            return spread
        where = _object_after(scene, folded, _ROOM_LEADS) if weapons else None
        if stage == "stranded" and where:
            return _unknown(scene, "room", where)
    if stage == "chief" and not weapons and not rooms:
        if len(players) > 1:
            return _several("player", players)
        chief = (players[0], "") if players else _antecedent(scene, folded, found, "player")
        if chief:
            return Order("name_chief", {"chief": chief[0]}, chief[1])
    if stage == "switch":
        victim = (scene.state.get("pending") or {}).get("victim")
        others = [p for p in players if p != victim]
        if not others and any(_has(folded, kind) for kind in ("keep", "leave", "nothing")):
            return Order("keep", {})
        if len(others) > 1:
            return _several("player", others)
        switched = ((others or players)[0], "") if players else \
            _antecedent(scene, folded, found, "player")
        if switched:
            return Order("switch", {"victim": switched[0]}, switched[1])
    reading = _night_act(scene, folded, found)
    if isinstance(reading, Rejection) and reading.code == "not_an_order":
        return _unknown_name(scene, folded) or reading
    return reading


def _several(kind: str, names: list[str]) -> Rejection:
    """More than one where the order takes one ("je détruis le couteau et la pelle")."""
    return Rejection("ambiguous", {"code": "ambiguous", "why": "several", "kind": kind,
                                   "named": names})


_PRONOUNS = TARGET_PRONOUNS | russian.PRONOUNS


def _pronoun(folded: str, found: list[_Mention]) -> bool:
    """Whether the text holds a pronoun that may stand for a player: 'le', 'la', 'les' and
    "l'" before a name are articles ("la cuisine")."""
    starts = {m.start for m in found}
    for word in re.finditer(r"[a-zа-я]+", folded):
        if word.group() not in _PRONOUNS:
            continue
        if word.group() in ("le", "la", "les", "l"):
            after = re.compile(r"['\s]*").match(folded, word.end())
            if after is not None and after.end() in starts:
                continue
        return True
    return False


def _antecedent(scene: _Scene, folded: str, found: list[_Mention],
                kind: str) -> tuple[str, str] | None:
    """The one player (or weapon) a pronoun in the text stands for, with its doubt: named
    before a change of mind (no doubt), else in the narration (doubt `pronoun`)."""
    if kind == "weapon":
        if not _WEAPON_PRONOUN.search(_spaced(folded)):
            return None
    elif not _pronoun(folded, found):
        return None
    for mentions, doubt in ((scene.prior, ""), (scene.context, "pronoun")):
        named = _names([m for m in mentions if m.name != scene.speaker], kind)
        if len(named) == 1:
            return named[0], doubt
    return None


_OBJECT = re.compile(
    r"\s*(?:(?:le|la|les|the|un|une|a|an|mon|ma|mes|son|sa|ses|ce|cet|cette|this|that|my)\s+"
    r"|l'|d')?([a-z][a-z'-]*(?:\s+(?!(?:et|and|puis|then|avec|with|dans|vers|to|into|pour|for"
    r"|sans|mais|but|ou|or|car|ce|cette|tonight|now|maintenant|s'il|svp|stp|please|merci)\b)"
    r"[a-z][a-z'-]*){0,3})")
_OBJECT_RU = re.compile(
    r"\s*(?:(?:мой|мою|моего|свой|свою|своего|этот|эту|этого|тот|ту|того)\s+)?"
    r"([а-я][а-я-]*(?:\s+(?!(?:и|потом|затем|с|со|для|но|а|или|в|во|на|к|ко|из|от|до|по"
    r"|через|сейчас|сегодня|ночью|пожалуйста|спасибо|тоже|еще|уже)(?![\w]))[а-я][а-я-]*)"
    r"{0,2})")
"""The words of an object in Russian (no articles: "в погреб", "с топором")."""
_NOT_NAMES = frozenset("""moi toi lui elle eux nous vous il ils elles on rien tout tous personne
    nuit soir matin tonight it them him her me you plaisir soin lui-meme""".split()) \
    | russian.NOT_NAMES
_ROOM_LEADS = re.compile(r"\b(?:vers|dans|jusqu'(?:a|au|aux|en)|au|aux|a(?= la | l')|en|to"
                         rf"|into|in|inside)(?![\w'])|(?<![\w])(?:{russian.ROOM_LEADS})(?![\w])")
_WITH = re.compile(r"\b(?:avec|with|using|a l'aide d(?:e|u|es)?|au moyen d(?:e|u|es)?)"
                   rf"(?![a-z])|(?<![\w])(?:{russian.WITH})(?![\w])")
_HAUNTS = re.compile(rf"\b(?:{_verbs('haunt')})(?![\w'])")
_CONDEMNS = re.compile(rf"\b(?:{_verbs('condemn')})(?![\w'])")


def _object_after(scene: _Scene, folded: str, leads: re.Pattern[str]) -> str | None:
    """The words after the last of these leads that name nothing the game has ("avec le
    revolver" -> "revolver"), or None."""
    masked = folded
    for mention in scene.vocabulary.mentions(folded):
        masked = (masked[:mention.start] + "~" * (mention.end - mention.start)
                  + masked[mention.end:])
    unknown = None
    for lead in leads.finditer(masked):
        thing = _OBJECT.match(masked, lead.end()) or _OBJECT_RU.match(masked, lead.end())
        if thing and thing.group(1).split()[0] not in _NOT_NAMES:
            unknown = thing.group(1)
    return unknown


def _tool(scene: _Scene, folded: str) -> str | None:
    """An unknown weapon named in the Russian instrumental case, without a preposition
    ("убиваю @ana топором"): the one word of that case left besides names and keywords."""
    if not CYRILLIC.search(folded):
        return None
    masked = folded
    for mention in scene.vocabulary.mentions(folded):
        masked = masked[:mention.start] + " " * (mention.end - mention.start) \
            + masked[mention.end:]
    return russian.instrumental(re.findall(r"[а-я]+", masked), _RESERVED)


def _unknown(scene: _Scene, kind: str, word: str) -> Rejection:
    """A room or weapon named that the game does not have, or a first word several share. A
    name of the house left out of play this game (`left_out`: the first N rooms and weapons
    are used) says so (`not_in_play`), not "unknown"."""
    state = scene.state
    gone = state["condemned"] if kind == "room" else state["destroyed"]
    owners = [name for k, name in scene.vocabulary.sharing(word) if k == kind]
    if owners:
        left = [name for name in owners if name not in gone] or owners
        return Rejection("ambiguous", {"code": "ambiguous", "why": "which", "kind": kind,
                                       "word": word, "named": left})
    unused = scene.vocabulary.unused(word, kind) if word else None
    out = {"not_in_play": unused, "players": len(state["players"])} if unused else {}
    if kind == "room":
        rooms = [r for r in state["rooms"] if r not in gone]
        return Rejection("unknown_room", {"code": "unknown_room", **({"room": word} if word
                                                                     else {}), "rooms": rooms,
                                          **out})
    left = [w for w in state["weapons"] if w not in gone]
    return Rejection("unknown_weapon", {"code": "unknown_weapon",
                                        **({"weapon": word} if word else {}), "weapons": left,
                                        **out})


_NAMED_AFTER = re.compile(r"(?:\b(?:la|le|les|the|dans|au|aux|vers|to|into|sur)\s+|\bl')"
                          r"([a-z][a-z' -]{1,40}?)\s*[.!]*$")
"""The words a player used for a room or weapon the game does not have ("le grenier")."""
_NAMED_AFTER_RU = re.compile(rf"(?<![\w])(?:{russian.ROOM_LEADS})\s+([а-я][а-я -]{{1,40}}?)"
                             r"\s*[.!]*$")
"""The same in Russian, after a preposition ("в погреб")."""
_OBJECT_OF = {kind: re.compile(rf"(?<![\w])(?:{_verbs(kind)})(?![\w'])")
              for kind in ("destroy", "haunt")}
"""The verbs after which Russian names its object without an article ("уничтожаю топор")."""


def _unknown_name(scene: _Scene, folded: str) -> Rejection | None:
    """A room or a weapon named that the game does not have: say so, with what there is."""
    line = folded.split("\n")[-1]
    named = _NAMED_AFTER.search(line) or _NAMED_AFTER_RU.search(line)
    word = re.sub(r"^(?:la|le|les|the)\s+|^l'", "", named.group(1)) if named else ""
    if scene.stage in ("rooms", "") and (_has(folded, "go") or (
            named is not None and russian.here(folded))):
        return _unknown(scene, "room", word)
    if any(_has(folded, kind) for kind in ("destroy", "move", "kill", "haunt")):
        if not word and CYRILLIC.search(folded):
            word = next((thing for kind in ("destroy", "haunt") if _has(folded, kind)
                         and (thing := _object_after(scene, folded, _OBJECT_OF[kind]))), "")
        return _unknown(scene, "weapon", word)
    return None


def _night_act(scene: _Scene, folded: str, found: list[_Mention]) -> Order | Rejection:
    players, rooms, weapons = (_names(found, kind) for kind in ("player", "room", "weapon"))

    def ambiguous(why: str) -> Rejection:
        return Rejection("ambiguous", {"code": "ambiguous", "why": why})

    def weapon() -> tuple[str, str] | Rejection | None:
        if len(weapons) > 1:
            return _several("weapon", weapons)
        return (weapons[0], "") if weapons else _antecedent(scene, folded, found, "weapon")

    def player() -> tuple[str, str] | Rejection | None:
        if len(players) > 1:
            return _several("player", players)
        return (players[0], "") if players else _antecedent(scene, folded, found, "player")

    if _has(folded, "cancel"):
        return Order("cancel", {})
    if (_has(folded, "done") or russian.done_alone(folded)) and not found:
        return Order("done", {})
    options = [kind for kind in OPTIONS if _has(folded, kind)]
    if len(options) > 1:  # the desk takes the killer's options one message at a time
        return Rejection("ambiguous", {"code": "ambiguous", "why": "one_at_a_time",
                                       "kinds": options})
    if _has(folded, "kill"):
        who, what = player(), weapon()
        for several in (who, what):
            if isinstance(several, Rejection):
                return several
        if who and what:
            assert not isinstance(who, Rejection) and not isinstance(what, Rejection)
            return Order("kill", {"victim": who[0], "weapon": what[0]},
                         who[1] or what[1])
        handle = _unknown_handle(scene, folded)
        if not who and handle:
            return _unknown_player(scene, handle)
        thing = _object_after(scene, folded, _WITH) or (who and _tool(scene, folded))
        if who and thing:
            return _unknown(scene, "weapon", thing)
        return ambiguous("kill_needs_victim_weapon")
    if _has(folded, "haunt"):
        what = weapon()
        if isinstance(what, Rejection):
            return what
        if what:
            return Order("haunt_weapon", {"weapon": what[0]}, what[1])
        if _has(folded, "room_word") or rooms:
            return Order("haunt_room", {})
        thing = _object_after(scene, folded, _HAUNTS)
        return _unknown(scene, "weapon", thing) if thing else ambiguous("haunt_what")
    if _has(folded, "possess"):
        who = player()
        if isinstance(who, Rejection):
            return who
        if who:
            return Order("possess", {"target": who[0]}, who[1])
        return ambiguous("possess_whom")
    if _has(folded, "inspect") and not weapons:
        return Order("inspect", {})
    if _has(folded, "condemn"):
        if len(rooms) > 1:
            return _several("room", rooms)
        if rooms:
            return Order("condemn", {"room": rooms[0]})
        thing = _object_after(scene, folded, _CONDEMNS)
        return _unknown(scene, "room", thing) if thing else ambiguous("condemn_what")
    for kind in ("move", "destroy"):
        what = weapon() if _has(folded, kind) else None
        if isinstance(what, Rejection):
            return what
        if what and kind == "destroy":
            return Order("destroy", {"weapon": what[0]}, what[1])
        if what:
            if rooms:
                return Order("move", {"weapon": what[0], "to": rooms[-1]}, what[1])
            where = _object_after(scene, folded, _ROOM_LEADS)
            return _unknown(scene, "room", where) if where else ambiguous("move_where")
    if _has(folded, "nothing") and not found:
        return Order("nothing", {})
    if rooms and not weapons and not players:
        if scene.stage in ("rooms", "") or _has(folded, "go"):
            if len(rooms) > 1:
                return _several("room", rooms)
            return Order("room", {"room": rooms[0]})
    if found:
        return ambiguous("no_verb")
    return Rejection("not_an_order", {"code": "not_an_order"})


_HANDLE = re.compile(r"(?<![\w@])@([a-z0-9][a-z0-9_.-]*)")


def _unknown_handle(scene: _Scene, folded: str) -> str | None:
    """An '@name' that is no player of the game ("@xavier"), or None."""
    spans = [(m.start, m.end) for m in scene.vocabulary.mentions(folded)]
    for handle in _HANDLE.finditer(folded):
        if not any(a <= handle.start() < b for a, b in spans):
            return handle.group(1)
    return None


def _unknown_player(scene: _Scene, handle: str) -> Rejection:
    return Rejection("ambiguous", {"code": "ambiguous", "why": "unknown_player",
                                   "name": handle,
                                   "players": [p for p in scene.state["alive"]
                                               if p != scene.speaker]})


_FILLER = frozenset("""le la les l du de des d un une the a an avec with dans in en au aux at et
    and sur on""".split()) | russian.FILLER
"""Words a bare list of names may hold besides them ("@bea, le couteau, la cuisine")."""


def _bare(folded: str, found: list[_Mention]) -> bool:
    """Whether the text is only names, punctuation and filler ("Cuisine, couteau, Bea.")."""
    rest = folded
    for mention in reversed(found):
        rest = rest[:mention.start] + " " + rest[mention.end:]
    return set(re.findall(r"[a-z0-9а-я]+", rest)) <= _FILLER


def _public(scene: _Scene, folded: str, found: list[_Mention]) -> Order | Rejection:
    """A post in the game topic: a vote, a chief's election vote, or (refused later) an
    order that belongs in a private message. Chat reads as no order; so does testimony
    ("j'ai vu Bea près du couteau, dans la cuisine"): without a vote word only a bare list of
    names, or an "@name" alone, is a vote."""
    voting = _has(folded, "vote")
    chief = _chief_vote(folded, scene.vocabulary)
    if voting:
        folded, found = _without_comment(folded, found, chief)
    players, rooms, weapons = (_names(found, kind) for kind in ("player", "room", "weapon"))
    suspects = [p for p in players if p != chief]
    alone = (not scene.mused and len(found) == 1 and found[0].kind == "player"
             and folded[found[0].start] == "@" and _bare(folded, found))
    if voting or alone or (suspects and weapons and rooms and _bare(folded, found)):
        for kind, named in (("player", suspects), ("weapon", weapons), ("room", rooms)):
            if len(named) > 1:
                return _addressed(_several(kind, named), voting)
        handle = _unknown_handle(scene, folded)
        if handle:
            return _addressed(_unknown_player(scene, handle), voting)
        params: dict[str, Any] = {}
        doubt = ""
        if suspects:
            params["suspect"] = suspects[0]
        elif voting and (who := _antecedent(scene, folded, found, "player")):
            params["suspect"], doubt = who
        if weapons:
            params["weapon"] = weapons[0]
        if rooms:
            params["room"] = rooms[0]
        if chief:
            params["chief"] = chief
        if list(params) == ["chief"]:
            return Order("chief_vote", {"chief": chief})
        if params:
            return Order("vote", params, doubt)
    if chief:
        return Order("chief_vote", {"chief": chief})
    private = _night_act(replace(scene, stage="topic"), folded, found)
    if isinstance(private, Order) and private.kind not in ("room", "nothing", "done"):
        return private
    return Rejection("not_an_order", {"code": "not_an_order"})


def _addressed(rejection: Rejection, voting: bool) -> Rejection:
    """A vote that cannot be read, said with a vote word: the post is meant for the game,
    not talk, and gets an answer in the topic (`addressed`, see `bridge.orders`)."""
    return Rejection(rejection.code, {**rejection.params, "addressed": True}) if voting \
        else rejection


_COMMENT_EDGE = re.compile(r"[,.;:!?\n]+|\s(?:et|mais|car|parce que|and|but|because|и|но|"
                           r"потому что)\s")
_SAME_AGAIN = re.compile(r"(?<![\w])(?:ou|or|aussi|also|too|ou bien|или|либо|тоже|также)"
                         r"(?![\w])")


def _without_comment(folded: str, found: list[_Mention],
                     chief: str | None) -> tuple[str, list[_Mention]]:
    """A vote followed by a comment ("vote @theo pelle cuisine, jules etait dans la cuisine
    c est sur"): the vote ends at the last clause edge before a name that would fill a slot
    the vote has already filled, when what follows is a comment (words besides names), and
    not a second choice ("@bea, ou @carl", "et @emil aussi"). The chief voted for (read in
    the whole post) fills no slot. The text and names unchanged when there is no such
    comment."""
    filled: dict[str, str] = {}
    previous = None
    for mention in found:
        if mention.kind == "player" and mention.name == chief:
            continue
        if mention.kind in filled and filled[mention.kind] != mention.name and previous:
            edges = [e for e in _COMMENT_EDGE.finditer(folded, previous.end, mention.start)]
            if not edges:
                return folded, found
            cut = edges[-1].start()
            rest = folded[cut:]
            later = [m for m in found if m.start >= cut]
            if _bare(rest, [replace(m, start=m.start - cut, end=m.end - cut) for m in later]) \
                    or _SAME_AGAIN.search(rest):
                return folded, found
            return folded[:cut], [m for m in found if m.end <= cut]
        filled.setdefault(mention.kind, mention.name)
        previous = mention
    return folded, found


def _chief_vote(folded: str, vocabulary: _Vocabulary) -> str | None:
    """The player named next to the word chef/chief ("chef @x", "@x comme chef")."""
    if not _has(folded, "chief"):
        return None
    best: tuple[int, str] | None = None
    for word in re.finditer(r"\b(chef|cheffe|chief|leader|"
                            rf"{'|'.join(russian.CHIEF_WORDS)})\b", folded):
        for mention in vocabulary.mentions(folded):
            if mention.kind == "player":
                distance = abs(mention.start - word.start())
                if best is None or distance < best[0]:
                    best = (distance, mention.name)
    return best[1] if best else None


def _guess(scene: _Scene, folded: str) -> Order | Rejection | None:
    """One line (or one clause) per player, or for several players: their room last night
    and the weapon they tried (or none). A line that corrects itself ("finalement, dina :
    salle à manger, rien") replaces that player's entry; a line without a room is refused."""
    vocabulary = scene.vocabulary
    guesses: dict[str, dict[str, str | None]] = {}
    for line in re.split(r"[\n;]|(?<=\w)\s*[,.]\s+(?=@)", folded):
        found = vocabulary.mentions(line)
        cut = last_change(line)
        if cut is not None:
            later = vocabulary.mentions(cut[1])
            if any(m.kind == "room" for m in later):
                if not any(m.kind == "player" for m in later):
                    later = [m for m in vocabulary.mentions(cut[0]) if m.kind == "player"] + later
                found = later
        people = [p for p in _names(found, "player") if p != scene.speaker]
        if not people:
            continue
        room = next((m.name for m in found if m.kind == "room"), None)
        weapon = next((m.name for m in found if m.kind == "weapon"), None)
        if room is None:
            return Rejection("ambiguous", {"code": "ambiguous", "why": "guess_needs_room",
                                           "players": people})
        for person in people:
            guesses[person] = {"room": room, "weapon": weapon}
    return Order("guess", {"guesses": guesses}) if guesses else None


def _spread(vocabulary: _Vocabulary, folded: str) -> Order | None:
    """Each stranded weapon with the room it goes to ("couteau -> cuisine, pelle : salon")."""
    rooms: dict[str, str] = {}
    pending: str | None = None
    for mention in vocabulary.mentions(folded):
        if mention.kind == "weapon":
            pending = mention.name
        elif mention.kind == "room" and pending is not None:
            rooms[pending] = mention.name
            pending = None
    return Order("spread", {"rooms": rooms}) if rooms else None
