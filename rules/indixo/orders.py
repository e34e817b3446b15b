"""Reading an INDIXO order as players write it, in French or English.

The reading, in small steps:
1. Narration: what a role-player writes in `*asterisks*` or italics is set aside when a
   plain statement follows it; an order found only in narration is taken with the doubt
   `narration`. A sentence that asks a question ("et si j'allais dans la cuisine ?") only
   thinks aloud: it is not an order (`not_an_order`, why `musing`) unless a plain order
   follows.
2. Change of mind: after the last marker (finalement, en fait, non, plutôt, actually,
   instead...) the new words win; a correction that gives only a new room, weapon or player
   amends the order before it ("vote @bob, couteau, cuisine... non, la pelle").
3. Names: players (with or without `@`, case and accents ignored, a unique first part such
   as "zoé" for "zoé_42"), rooms and weapons (articles, case, accents and apostrophes
   ignored: "la salle a manger", "contrepoids d'horloge"; the longest name wins) are found
   in the text.
4. Keywords say the kind: the step the post is offered to decides which kinds are looked
   for first, so "@bob" alone is a chief named by the first dead, a switched victim for a
   ghost, and a vote's suspect in the game topic.

Canonical orders: `room {room}`, `destroy {weapon}`, `move {weapon, to}`, `nothing`,
`inspect`, `kill {victim, weapon}`, `condemn {room}`, `done`, `cancel`, `haunt_room`,
`haunt_weapon {weapon}`, `possess {target}`, `switch {victim}`, `keep`,
`spread {rooms: {weapon: room}}`, `name_chief {chief}`, `vote {suspect?, weapon?, room?,
chief?}`, `chief_vote {chief}`, `guess {guesses: {player: {room, weapon|None}}}`.
A pronoun standing for the one player named in the narration ("*Bea est seule.* Je la tue
avec le couteau") is read with the doubt `pronoun`. `read` never raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rules.base import JSON, Context, Order, Rejection
from rules.reader import (
    TARGET_PRONOUNS,
    Names,
    folded_lines,
    last_change,
    narrated,
    without_musing,
    without_signature,
)

TEXT_LIMIT = 5_000

WORDS: dict[str, tuple[str, ...]] = {
    "vote": ("vote", "votes", "voter", "je vote", "mon vote", "j'accuse", "accuse", "i vote",
             "my vote"),
    "chief": ("chef", "chief", "cheffe", "leader"),
    "name": ("je nomme", "nomme", "je designe", "designe", "je choisis", "choisis", "i name",
             "name", "i choose", "choose"),
    "destroy": ("detruire", "detruis", "detruit", "je detruis", "casser", "casse", "briser",
                "brise", "destroy", "destroys", "break", "smash"),
    "move": ("deplacer", "deplace", "je deplace", "bouger", "bouge", "porter", "porte",
             "emporter", "emporte", "apporter", "apporte", "ranger", "cacher", "cache", "move",
             "moves", "carry", "take", "bring", "hide"),
    "nothing": ("rien", "je ne fais rien", "aucune action", "je passe", "nothing",
                "do nothing", "pass", "no action", "nada"),
    "inspect": ("inspecter", "inspecte", "j'inspecte", "fouiller", "fouille", "examiner",
                "examine", "inspect", "search", "look around"),
    "kill": ("tuer", "tue", "je tue", "assassiner", "assassine", "egorger", "trucider",
             "kill", "kills", "murder", "murders", "slay"),
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
    "switch": ("changer", "change", "remplacer", "switch", "swap", "plutot"),
    "go": ("je vais", "vais", "aller", "je rentre", "entrer", "j'entre", "je choisis",
           "choisir", "je reste", "rester", "i go", "go", "going", "i choose", "stay"),
    "none": ("rien", "aucune", "aucun", "none", "nothing", "no weapon", "sans arme",
             "pas d'arme"),
}
ARTICLES = ("le ", "la ", "les ", "l'", "du ", "de la ", "de l'", "des ", "de ", "d'", "the ",
            "a ", "an ", "un ", "une ", "au ", "aux ", "a la ", "a l'")


fold = folded_lines
"""Lower case, no accents, apostrophes unified, single spaces; lines kept (a guess gives one
player a line)."""


def _spaced(folded: str) -> str:
    """Words only, one space apart and around ("j'inspecte" -> " j inspecte "), so that text
    and keywords compare alike whatever their apostrophes and punctuation."""
    return f" {' '.join(re.findall(r'[a-z0-9@_]+', folded))} "


_KEYWORDS = {kind: tuple(_spaced(fold(word)) for word in words)
             for kind, words in WORDS.items()}
"""The keywords of each kind, spaced like the text they are looked for in."""


_RESERVED = frozenset(word for words in _KEYWORDS.values() for phrase in words
                      for word in phrase.split())
"""The grammar's own words, never read as the first part of a player's name."""


def _has(folded: str, kind: str) -> bool:
    text = _spaced(folded)
    return any(word in text for word in _KEYWORDS[kind])


@dataclass(frozen=True)
class _Mention:
    kind: str  # player, room, weapon
    name: str
    start: int


class _Vocabulary:
    """Players, rooms and weapons of one game, found in folded text by whole words (players
    as `rules.reader.Names` reads them)."""

    def __init__(self, state: JSON) -> None:
        entries: list[tuple[int, re.Pattern[str], str, str]] = []
        for kind, names in (("room", state["rooms"]), ("weapon", state["weapons"])):
            for name in names:
                for form in _forms(name):
                    entries.append((len(form), re.compile(rf"(?<![\w]){re.escape(form)}s?(?![\w])"),
                                    kind, name))
        self.names = Names.of(state["players"], _RESERVED)
        for pattern, player in self.names.patterns():
            entries.append((len(pattern.pattern), pattern, "player", player))
        entries.sort(key=lambda e: -e[0])
        self.entries = entries

    def mentions(self, folded: str) -> list[_Mention]:
        """Every name in the text, longest first where they overlap, in text order."""
        taken: list[tuple[int, int]] = []
        found: list[_Mention] = []
        for _, pattern, kind, name in self.entries:
            for match in pattern.finditer(folded):
                span = (match.start(), match.end())
                if any(a < span[1] and span[0] < b for a, b in taken):
                    continue
                taken.append(span)
                found.append(_Mention(kind, name, match.start()))
        return sorted(found, key=lambda m: m.start)


def _forms(name: str) -> set[str]:
    folded = fold(name)
    forms = {folded}
    for article in ARTICLES:
        if folded.startswith(article):
            forms.add(folded[len(article):])
    return {f for f in forms if f}


# --- the reading -------------------------------------------------------------------------------


def read(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    """The order in a player's message, or why none is read. Never raises."""
    try:
        return _read(state, ctx, text)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return Rejection("not_an_order", {"code": "not_an_order", "why": "unreadable"})


def _read(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    if not isinstance(text, str) or len(text) > TEXT_LIMIT:
        return Rejection("not_an_order", {"code": "not_an_order", "why": "too_long"})
    speaker = next((p for p in state["players"] if p.casefold() == ctx.speaker.casefold()),
                   ctx.speaker)
    stage = ctx.step.rsplit("-", 1)[-1] if ctx.step else ""
    if ctx.channel == "topic" and speaker in state["ghosts"] and state["phase"] == "day":
        return Rejection("ghost_post", {"code": "ghost_post"})
    vocabulary = _Vocabulary(state)
    told = narrated(_MARKUP.sub(" ", text))
    plain = without_musing(without_signature(told.plain, speaker))
    context = vocabulary.mentions(fold(told.narration))
    if not plain.strip():
        why = "musing" if told.plain.strip() else "empty"
        reading: Order | Rejection = Rejection("not_an_order", {"code": "not_an_order",
                                                                "why": why})
    else:
        reading = _with_change_of_mind(state, stage, ctx, speaker, vocabulary, plain, context)
    if isinstance(reading, Rejection) and reading.code == "not_an_order" and told.narration:
        story = without_musing(told.narration)
        if story.strip():
            later = _with_change_of_mind(state, stage, ctx, speaker, vocabulary, story, context)
            if isinstance(later, Order):
                return Order(later.kind, later.params, later.doubt or "narration")
    return reading


_MARKUP = re.compile(r"\[/?(?:b|u|s|size|color|font)(?:=[^\]\n]{0,40})?\]"
                     r"|<(?!/?(?:i|em)>)[^<>\n]{1,200}>", re.IGNORECASE)
"""Forum markup that is neither narration nor words ('[b]', '<span>')."""


def _with_change_of_mind(state: JSON, stage: str, ctx: Context, speaker: str,
                         vocabulary: _Vocabulary, body: str,
                         context: list[_Mention]) -> Order | Rejection:
    folded = fold(body)
    cut = last_change(folded)
    if cut is None:
        return _order(state, stage, ctx, speaker, vocabulary, folded, context)
    before, after = cut
    later = _order(state, stage, ctx, speaker, vocabulary, after, context)
    if isinstance(later, Order) and _full(later):
        return later
    earlier = _order(state, stage, ctx, speaker, vocabulary, before, context)
    if not isinstance(earlier, Order):
        return later if isinstance(later, Order) else earlier
    amended = _amend(earlier, vocabulary.mentions(after))
    return amended or (later if isinstance(later, Order) else earlier)


def _full(order: Order) -> bool:
    """Whether an order read after a change of mind stands alone (not a bare amendment)."""
    return order.kind != "vote" or all(order.params.get(f) for f in ("suspect", "weapon",
                                                                       "room"))


def _amend(order: Order, mentions: list[_Mention]) -> Order | None:
    """A correction that gives only a new room, weapon or player changes that slot."""
    if not mentions:
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


def _order(state: JSON, stage: str, ctx: Context, speaker: str, vocabulary: _Vocabulary,
           folded: str, context: list[_Mention]) -> Order | Rejection:
    found = [m for m in vocabulary.mentions(folded)  # the speaker's own name is a signature,
             if not (m.kind == "player" and m.name == speaker  # unless written with an @
                     and folded[m.start:m.start + 1] != "@")]
    players = [m.name for m in found if m.kind == "player"]
    rooms = [m.name for m in found if m.kind == "room"]
    weapons = [m.name for m in found if m.kind == "weapon"]
    if ctx.channel == "topic":
        return _public(folded, players, rooms, weapons, stage, state, ctx, speaker,
                       vocabulary, context)
    if stage == "guess" or (stage == "" and len(players) >= 2 and len(rooms) >= 2):
        guess = _guess(state, vocabulary, folded, speaker)
        if guess is not None:
            return guess
    if stage == "stranded" or (len(weapons) >= 1 and len(rooms) == len(weapons) >= 2):
        spread = _spread(vocabulary, folded)
        if spread is not None:
            return spread
    if stage == "chief" and players and not weapons and not rooms:
        return Order("name_chief", {"chief": players[0]})
    if stage == "switch":
        if _has(folded, "keep") and not players:
            return Order("keep", {})
        if players:
            return Order("switch", {"victim": players[-1]})
    reading = _night_act(folded, players, rooms, weapons, stage, context, speaker)
    if isinstance(reading, Rejection) and reading.code == "not_an_order":
        return _unknown_name(state, folded, stage) or reading
    return reading


_NAMED_AFTER = re.compile(r"(?:\b(?:la|le|les|the|dans|au|aux|vers|to|into|sur)\s+|\bl')"
                          r"([a-z][a-z' -]{1,40}?)\s*[.!]*$")
"""The words a player used for a room or weapon the game does not have ("le grenier")."""


def _unknown_name(state: JSON, folded: str, stage: str) -> Rejection | None:
    """A room or a weapon named that the game does not have: say so, with what there is."""
    named = _NAMED_AFTER.search(folded.split("\n")[-1])
    word = {"room": re.sub(r"^(?:la|le|les|the)\s+|^l'", "", named.group(1))} if named else {}
    if stage in ("rooms", "") and _has(folded, "go"):
        rooms = [r for r in state["rooms"] if r not in state["condemned"]]
        return Rejection("unknown_room", {"code": "unknown_room", **word, "rooms": rooms})
    if any(_has(folded, kind) for kind in ("destroy", "move", "kill", "haunt")):
        left = [w for w in state["weapons"] if w not in state["destroyed"]]
        return Rejection("unknown_weapon", {"code": "unknown_weapon",
                                            **({"weapon": word["room"]} if word else {}),
                                            "weapons": left})
    return None


def _night_act(folded: str, players: list[str], rooms: list[str], weapons: list[str],
               stage: str, context: list[_Mention], speaker: str) -> Order | Rejection:
    def victim() -> tuple[str | None, str]:
        if players:
            return players[0], ""
        named = list(dict.fromkeys(m.name for m in context if m.kind == "player"
                                   and m.name != speaker))
        words = set(re.findall(r"[a-z]+", folded))
        if len(named) == 1 and words & TARGET_PRONOUNS:
            return named[0], "pronoun"
        return None, ""

    if _has(folded, "cancel"):
        return Order("cancel", {})
    if _has(folded, "done") and not (players or weapons or rooms):
        return Order("done", {})
    if _has(folded, "kill"):
        who, doubt = victim()
        if who and weapons:
            return Order("kill", {"victim": who, "weapon": weapons[0]}, doubt)
        return Rejection("ambiguous", {"code": "ambiguous", "why": "kill_needs_victim_weapon"})
    if _has(folded, "haunt"):
        if weapons:
            return Order("haunt_weapon", {"weapon": weapons[0]})
        if _has(folded, "room_word") or rooms:
            return Order("haunt_room", {})
        return Rejection("ambiguous", {"code": "ambiguous", "why": "haunt_what"})
    if _has(folded, "possess"):
        who, doubt = victim()
        if who:
            return Order("possess", {"target": who}, doubt)
        return Rejection("ambiguous", {"code": "ambiguous", "why": "possess_whom"})
    if _has(folded, "inspect") and not weapons:
        return Order("inspect", {})
    if _has(folded, "condemn") and rooms:
        return Order("condemn", {"room": rooms[0]})
    if _has(folded, "move") and weapons:
        if rooms:
            return Order("move", {"weapon": weapons[0], "to": rooms[-1]})
        return Rejection("ambiguous", {"code": "ambiguous", "why": "move_where"})
    if _has(folded, "destroy") and weapons:
        return Order("destroy", {"weapon": weapons[0]})
    if _has(folded, "nothing") and not (players or weapons or rooms):
        return Order("nothing", {})
    if rooms and not weapons and not players and len(set(rooms)) == 1:
        if stage in ("rooms", "") or _has(folded, "go"):
            return Order("room", {"room": rooms[0]})
    if weapons or rooms or players:
        return Rejection("ambiguous", {"code": "ambiguous", "why": "no_verb"})
    return Rejection("not_an_order", {"code": "not_an_order"})


def _public(folded: str, players: list[str], rooms: list[str], weapons: list[str], stage: str,
            state: JSON, ctx: Context, speaker: str, vocabulary: _Vocabulary,
            context: list[_Mention]) -> Order | Rejection:
    """A post in the game topic: a vote, a chief's election vote, or (refused later) an
    order that belongs in a private message. Chat reads as no order."""
    chief = _chief_vote(folded, vocabulary, speaker)
    voting = _has(folded, "vote")
    if voting or (players and weapons and rooms):
        params: dict[str, Any] = {}
        rest = [p for p in players if p != chief]
        if rest:
            params["suspect"] = rest[0]
        if weapons:
            params["weapon"] = weapons[0]
        if rooms:
            params["room"] = rooms[0]
        if chief:
            params["chief"] = chief
        if params:
            return Order("vote", params)
    if chief:
        return Order("chief_vote", {"chief": chief})
    private = _night_act(folded, players, rooms, weapons, "topic", context, speaker)
    if isinstance(private, Order) and private.kind not in ("room", "nothing", "done"):
        return private
    return Rejection("not_an_order", {"code": "not_an_order"})


def _chief_vote(folded: str, vocabulary: _Vocabulary, speaker: str) -> str | None:
    """The player named next to the word chef/chief ("chef @x", "@x comme chef")."""
    if not _has(folded, "chief"):
        return None
    best: tuple[int, str] | None = None
    for word in re.finditer(r"\b(chef|cheffe|chief|leader)\b", folded):
        for mention in vocabulary.mentions(folded):
            if mention.kind == "player":
                distance = abs(mention.start - word.start())
                if best is None or distance < best[0]:
                    best = (distance, mention.name)
    return best[1] if best else None


def _guess(state: JSON, vocabulary: _Vocabulary, folded: str, speaker: str) -> Order | None:
    """One line (or one clause) per player: their room last night and the weapon they tried
    (or none)."""
    guesses: dict[str, dict[str, str | None]] = {}
    for line in re.split(r"[\n;]|(?<=\w)\s*[,.]\s+(?=@)", folded):
        found = vocabulary.mentions(line)
        people = [m.name for m in found if m.kind == "player" and m.name != speaker]
        if not people:
            continue
        room = next((m.name for m in found if m.kind == "room"), None)
        weapon = next((m.name for m in found if m.kind == "weapon"), None)
        if room is None:
            return None
        guesses[people[0]] = {"room": room, "weapon": weapon}
    return Order("guess", {"guesses": guesses}) if len(guesses) >= 1 else None


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
