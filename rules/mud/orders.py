"""Reading a mud-fight order ("ordre de bataille de boue", "приказ грязевой битвы") from a
player's private message, in French, English or Russian.

Players write as they talk: greetings, emoji, typos, numbers in words, narration, changes of
mind. The bridge has already dropped quotes and code (`rules.reader.own_words`); the shared
reader toolkit (`rules.reader`) does what every game's reading needs, and this module adds the
mud fight's grammar, one grammar for the three languages: `rules.mud.russian` gives it the
Russian words, coordinates typed in Cyrillic, players named in Cyrillic and in their cases
("кидаю в бориса 3"), and the questions, hedges and signatures said in Russian. The reading
goes in five small steps:

1. Set apart and clean. Narration in ``*asterisks*`` or italics is set apart (an order found
   only there is taken with the doubt ``narration``); questions that think aloud, a closing
   signature, struck-out text, links, tags and emoji shortcodes are dropped; coordinates spelt
   as a column and a row ("colonne C, ligne trois") become labels. A post longer than
   ``RAW_LIMIT`` characters, or whose text is longer than ``TEXT_LIMIT`` characters, is not
   read: ``not_an_order`` with ``{"why": "too_long", "limit": ...}`` (nobody sends a
   5,000-character order, and it bounds the work done on hostile input).
2. Tokenize into words, numbers (digits or words: un..dix, one..ten, один..десять, "тройку"),
   coordinates (``c3``, ``C 3``, ``C-3``; a Cyrillic look-alike ``С3`` is C3, another Cyrillic
   letter ``Д3`` is a place off the map) and player names (case, accents, ``@`` and the
   separators ``- _ .`` and space ignored; a unique first part such as ``zoé`` for ``zoé_42``
   resolves; in Cyrillic, in any case: ``бориса``, ``анну``; no fuzzy guessing).
   Parenthesised asides (``anna (B2)``), times, durations and turn headers are not read.
3. Split into fragments at punctuation, conjunctions (et, puis, ou, si, и, или, если...) and
   change-of-mind markers (finalement, en fait, non, plutôt, actually, instead, нет, лучше,
   хотя нет...); acknowledgements are dropped; each fragment becomes a partial order.
4. The last correction decides which fragments are in force ("au lieu de X" drops X; a lone new
   number or target amends the previous throw); adjacent partial throws merge
   (``Cible : boris`` / ``Chiffre : 4``).
5. Exactly one order must be left; it is checked against the board by ``check_order``. Anything
   else is a ``Rejection`` (not_an_order, ambiguous, invalid_number, not_adjacent,
   unknown_player, self_target, off_board) whose params feed the reply template. A pronoun
   target ("je lui lance un 3") stands for the one player the narration names, with the doubt
   ``pronoun``.

``read_order`` never raises: any text gives an ``Order`` or a ``Rejection``.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from rules.base import Order, Rejection
from rules.mud import russian as ru
from rules.mud.maps import Board
from rules.reader import (
    CHANGE_OF_MIND,
    NO_AFTER,
    NO_BEFORE,
    NO_WORDS,
    NUMBER_WORDS,
    OPENERS,
    TARGET_PRONOUNS,
    Names,
    fold,
    key,
    narrated,
    pronoun_target,
    spelled_coordinates,
    without_musing,
    without_signature,
)

RAW_LIMIT = 20_000
"""Longest post read at all (characters, quotes included)."""

TEXT_LIMIT = 5_000
"""Longest text read once quotes and code are dropped (characters)."""

THROW_NUMBERS = range(1, 6)
"""The numbers a throw may carry (1 to 5)."""

REASONS = (
    "not_an_order",
    "ambiguous",
    "invalid_number",
    "not_adjacent",
    "unknown_player",
    "self_target",
    "off_board",
)
"""Every rejection code this module gives."""


# --- vocabulary (lower case, without accents) -------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


THROW_VERBS = _words(
    """lance lancer lances lancerai lancera lancons lancez lancais lancait
    jette jeter jettes jetterai balance balancer balances balancerai tire tirer tires tirerai tir
    vise viser vises viserai canarde canarder bombarde bombarder arrose arroser attaque attaquer
    throw throws throwing threw hit hits hitting attack attacks attacking aim aiming shoot
    shooting"""
) | ru.THROW_VERBS
THROW_NOUNS = _words("boule boules boue bou mud mudball mudballs") | ru.THROW_NOUNS
MOVE_VERBS = _words(
    """bouge bouger bouges bougerai bougera deplace deplacer deplaces deplacerai deplacement
    move moves moving avance avancer avances avancerai monte monter montes descend descends
    descendre recule reculer file filer decale decaler cours courir marche marcher go goes going
    head heading walk walking run running rejoins rejoindre step"""
) | ru.MOVE_VERBS
REFLEXIVE_MOVES = _words("casse barre tire planque cache rends rend taille sauve trisse refugie")
"""Verbs that mean moving only in their reflexive form ('je me tire en D5')."""
REFLEXIVE = _words("me m te t se s")
GO_VERBS = _words("vais va vas allons allez aller irai ira jvais") | ru.GO_VERBS
"""Forms of aller (and идти): a move with a destination, nothing without one ('je vais
réfléchir', 'пойду подумаю')."""
DIRECTIONS = _words(
    "haut bas droite gauche nord sud ouest up down left right north south west"
) | ru.DIRECTIONS
MOVE_PREPOSITIONS = _words("en vers to au into jusqu") | ru.MOVE_PREPOSITIONS
PASS_WORDS = _words(
    """passe passer passes passerai pass passing skip skipping reste rester restes resterai
    stay staying abstiens abstient abstenir abstention"""
) | ru.PASS_WORDS
NOTHING = _words("rien nothing") | ru.NOTHING
DEAD = _words("fais faire fait ferai fera")
NEGATIONS_BEFORE = _words("ne n not don dont won wont never no pas jamais") | ru.NEGATIONS_BEFORE
NEGATIONS_AFTER = _words("pas rien jamais nothing not personne nobody never") | ru.NEGATIONS_AFTER
COORDINATE_NEGATIONS = _words("pas not non jamais") | ru.NEGATIONS
PRONOUNS = _words(
    """toi lui elle il eux elles moi vous te t you him her them me it dessus celui celle
    quelqu someone somebody anyone anybody personne y"""
) | ru.PRONOUNS
POSSESSIVES = _words(
    "ma mon mes ta ton tes sa son ses notre votre nos vos leur leurs my your his their our "
    "ce cette cet ces this that"
) | ru.POSSESSIVES
DESCRIPTIONS = _words(
    """voisin voisine voisins voisines joueur joueuse joueurs joueuses gars mec meuf fille type
    nana neighbour neighbor neighbours neighbors player guy girl case intersection adversaire
    ennemi ennemie opponent enemy cible target autre other"""
) | ru.DESCRIPTIONS
ARTICLES = _words("le la les l the un une des du de d a an")
TARGET_PREPOSITIONS = (
    _words("sur at on vers contre against towards toward") | ru.TARGET_PREPOSITIONS
)
ARTICLE_NUMBERS = _words("un une one") | ru.ARTICLE_NUMBERS
"""Number words that are usually articles ('une boule', 'avec un 5', 'один ком')."""
NOT_NUMBER_AFTER = _words("quelqu l chacun aucun no les tous") | ru.NOT_NUMBER_AFTER
UNITS = _words(
    """h heure heures hr hrs min mins minute minutes sec seconde secondes second seconds jour
    jours j day days hour hours tour tours turn turns fois times time pm am semaine semaines
    week weeks mois month months ans year years % pourcent percent point points pts pt case
    cases square squares joueurs joueuses players personnes people"""
) | ru.UNITS
"""A number followed by one of these is a time, a duration or a count, not a throw number."""
HEADERS = _words(
    "tour turn round manche post topic page partie game message msg"
) | ru.HEADERS
"""A number after one of these is a header ('Tour 4'), not a throw number."""
NUMBERS: Mapping[str, int] = {**NUMBER_WORDS, **ru.NUMBER_FORMS}
"""Numbers written as words: the reader toolkit's, and the Russian ones in their cases."""
STANDING_PRONOUNS = TARGET_PRONOUNS | {fold(word) for word in TARGET_PRONOUNS}
"""Pronouns that may stand for the one player a narration names, folded as the words they are
compared with ('неё' is read 'нее')."""

MarkerKind = Literal["correction", "drop", "alternative", "condition", "sequence", "thanks"]

_MARKER_PHRASES: tuple[tuple[MarkerKind, str], ...] = (
    ("correction", "|".join(CHANGE_OF_MIND)),
    ("drop", "au lieu de|au lieu d|instead of|rather than|plutot que|plutot qu"),
    ("alternative", "ou bien|ou|or|soit|either"),
    ("condition", "sauf si|au cas ou|si|sinon|if|otherwise|else|unless|whichever|selon|depending"),
    ("sequence", "et|puis|ensuite|then|and|mais|but"),
    ("thanks", "bien recu|recu|recue|received|noted|bien note|c est note|got it|ok pour"),
)
_MARKER_KINDS: Mapping[str, MarkerKind] = {kind: kind for kind, _ in _MARKER_PHRASES}
MARKERS: tuple[tuple[tuple[str, ...], MarkerKind], ...] = tuple(
    (tuple(phrase.split()), kind)
    for kind, phrases in _MARKER_PHRASES
    for phrase in phrases.split("|")
) + tuple((tuple(phrase.split()), _MARKER_KINDS[kind]) for kind, phrase in ru.marker_phrases())
"""Phrases that split a message; 'thanks' marks an acknowledgement ('bien reçu pour C3')."""
ACCENTLESS = frozenset({"ou", "si"})
"""Marker words that must be written without an accent ('où' is not 'ou', 'sí' not 'si')."""

VOCABULARY: frozenset[str] = frozenset().union(
    THROW_VERBS, THROW_NOUNS, MOVE_VERBS, REFLEXIVE_MOVES, REFLEXIVE, GO_VERBS, DIRECTIONS,
    MOVE_PREPOSITIONS, PASS_WORDS, NOTHING, NEGATIONS_BEFORE, NEGATIONS_AFTER, PRONOUNS,
    POSSESSIVES, DESCRIPTIONS, ARTICLES, TARGET_PREPOSITIONS, NUMBERS, UNITS, HEADERS,
    OPENERS, NO_WORDS, ru.VOCABULARY, (word for phrase, _ in MARKERS for word in phrase),
    _words(
        """je j tu il on nous vous avec pour par dans chez place chiffre nombre numero number
        num nr merci thanks bonjour salut coucou hello hi bonsoir mort moi ordre order"""
    ),
)  # fmt: skip
"""Words that are never read as a (first part of a) player name."""


# --- cleaning ---------------------------------------------------------------------------------

_NOISE = (
    re.compile(r"~~[^~\n]*~~|<(s|del|strike)>[^<\n]*</\1>|\[s\][^\[\n]*\[/s\]", re.IGNORECASE),
    re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE),
    re.compile(r"(?<![\w:]):[a-z0-9_+-]{1,40}:(?![\w:])", re.IGNORECASE),  # :smile:
    re.compile(r"[:;=]'?-?[(\[]"),  # sad smileys would open a parenthesis
    re.compile(r"<[^<>\n]{1,300}>|\[/?[a-z*]{1,10}(?:=[^\]\n]{0,100})?\]", re.IGNORECASE),
)


def _clean(text: str) -> str:
    """No struck text, links, tags or shortcodes. Quotes and code are already gone: the
    bridge gives the reader the author's own words (`rules.reader.own_words`)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    for pattern in _NOISE:
        text = pattern.sub(" ", text)
    return html.unescape(text)


# --- tokens -----------------------------------------------------------------------------------

TokenKind = Literal[
    "word", "number", "coord", "player", "stop", "question", "comma", "open", "close"
]

_LEX = re.compile(
    r"(?P<word>@?[^\W_]+(?:[-_.][^\W_]+)*|%)"
    r"|(?P<stop>\.{2,}|…|[.!;\n¡])"
    r"|(?P<question>[?¿])"
    r"|(?P<comma>->|=>|[,:→|/=+&—–]|(?<=\s)-(?=\s))"  # a dash parts clauses too
    r"|(?P<open>[(\[{])"
    r"|(?P<close>[)\]}])"
)
_COORDINATE = re.compile(r"([a-z]{1,2})-?([0-9]{1,2})", re.ASCII)


@dataclass
class _Token:
    kind: TokenKind
    text: str
    fold: str = ""
    at: bool = False
    value: int = 0
    label: str = ""
    player: str = ""
    ignored: bool = False
    on_board: bool = False

    @property
    def raw(self) -> str:
        return self.text.lower()


def _tokens(text: str, names: Names, board: Board,
            forms: ru.CyrillicNames | None = None) -> list[_Token]:
    """Words, numbers, coordinates, player names and punctuation, in reading order; `forms`
    names the players in Cyrillic too ('бориса')."""
    tokens: list[_Token] = []
    for match in _LEX.finditer(text):
        kind = match.lastgroup
        if kind == "word":
            tokens.extend(_word_tokens(match.group(), names, board))
        elif kind in ("stop", "question", "comma", "open", "close"):
            tokens.append(_Token(kind, match.group()))  # type: ignore[arg-type]
    tokens = _join_names(tokens, names, forms)
    tokens = _join_coordinates(tokens, board)
    _read_numbers(tokens)
    return _drop_asides(tokens)


def _word_tokens(word: str, names: Names, board: Board) -> list[_Token]:
    # 'jean.michel' may be a name; 'C3.Merci' is two words and a full stop.
    if "." not in word or key(word) in names.full:
        return [_word_token(word, board)]
    tokens: list[_Token] = []
    for piece in word.split("."):
        if tokens:
            tokens.append(_Token("stop", "."))
        tokens.append(_word_token(piece, board))
    return tokens


def _word_token(word: str, board: Board) -> _Token:
    at = word.startswith("@")
    text = word.lstrip("@")
    folded = fold(text)
    if folded.isdecimal():
        if len(folded) <= 6:
            return _Token("number", text, folded, at, value=int(folded))
        return _Token("word", text, folded, at)
    digit = ru.digit_name(folded)  # 'кидаю 3-ку'
    if digit is not None:
        return _Token("number", text, folded, at, value=digit)
    coordinate = _COORDINATE.fullmatch(folded)
    if coordinate:
        label = coordinate.group(1).upper() + str(int(coordinate.group(2)))
        return _Token("coord", text, folded, at, label=label, on_board=label in board.places)
    cyrillic = ru.place(folded)  # 'С3' typed in Cyrillic is C3; 'Д3' is not on the map
    if cyrillic is not None:
        label = cyrillic[0]
        return _Token("coord", text, folded, at, label=label, on_board=label in board.places)
    if text.upper() in board.places:  # hand-made maps may use other labels
        return _Token("coord", text, folded, at, label=text.upper(), on_board=True)
    return _Token("word", text, folded, at)


def _join_names(tokens: list[_Token], names: Names,
                forms: ru.CyrillicNames | None = None) -> list[_Token]:
    """Replace the words naming a player ('Jean Michel', '@zoé', 'zoe_42', 'бориса') by one
    token."""
    out: list[_Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        found = 0
        if token.kind in ("word", "coord"):
            for length in range(min(names.longest, len(tokens) - i), 0, -1):
                span = tokens[i : i + length]
                if any(t.kind not in ("word", "number", "coord") for t in span):
                    continue
                name = names.full.get("".join(key(t.text) for t in span))
                if name is not None:
                    text = " ".join(t.text for t in span)
                    out.append(_Token("player", text, fold(text), token.at, player=name))
                    found = length
                    break
            if not found and token.kind == "word" and token.fold in names.first:
                out.append(_Token("player", token.text, token.fold, token.at,
                                  player=names.first[token.fold]))  # fmt: skip
                found = 1
            player = forms.named(token.text) if not found and forms is not None else None
            if player is not None and token.kind == "word":
                out.append(_Token("player", token.text, token.fold, token.at, player=player))
                found = 1
        if not found:
            out.append(token)
            found = 1
        i += found
    return out


def _join_coordinates(tokens: list[_Token], board: Board) -> list[_Token]:
    """'c 3' is C3 when it names an intersection or follows 'en'/'to' ('with a 9' is not A9).

    A capital Cyrillic letter that looks Latin is one only after 'в'/'на' or a verb of moving
    ('иду в С 3'): alone, 'в 2' and 'с 3' are prepositions and a number."""
    out: list[_Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        cyrillic = ru.look_alike(token.text) if token.kind == "word" else None
        letter = cyrillic or token.fold
        if (
            token.kind == "word"
            and len(letter) == 1
            and "a" <= letter <= "z"
            and after is not None
            and after.kind == "number"
            and len(after.fold) <= 2
        ):
            label = letter.upper() + str(after.value)
            before = out[-1] if out else None
            led = before is not None and (_is_move_preposition(before) or _verb(before, None))
            near = not cyrillic and label in board.places and token.fold not in ("a", "i", "y")
            if led or near:
                on_board = label in board.places
                out.append(_Token("coord", f"{token.text}{after.text}", label.lower(),
                                  label=label, on_board=on_board))  # fmt: skip
                i += 2
                continue
        out.append(token)
        i += 1
    return out


def _read_numbers(tokens: list[_Token]) -> None:
    """Number words become numbers; times, durations, counts and headers are set aside."""
    for i, token in enumerate(tokens):
        before = tokens[i - 1] if i else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if token.kind == "word" and token.fold in NUMBERS:
            if before is not None and before.fold in NOT_NUMBER_AFTER:
                continue
            if token.fold in ARTICLE_NUMBERS and not _ends_number(after):
                continue
            token.kind = "number"
            token.value = NUMBERS[token.fold]
        if token.kind != "number":
            continue
        if before is not None and before.kind == "word" and before.fold in HEADERS:
            token.ignored = True
        if after is not None and after.kind == "word" and after.fold in UNITS:
            token.ignored = True
        for side, beyond in ((before, i - 2), (after, i + 2)):
            # 18:02, 12/05: a time or a date
            if (
                side is not None
                and side.kind == "comma"
                and side.text in ":/"
                and 0 <= beyond < len(tokens)
                and tokens[beyond].kind == "number"
            ):
                token.ignored = True


def _ends_number(after: _Token | None) -> bool:
    """'chiffre un' and 'one at anna' are numbers; 'une boule' and 'un 5' are articles."""
    if after is None or after.kind not in ("word", "number", "coord", "player"):
        return True
    return after.kind == "word" and after.fold in TARGET_PREPOSITIONS


def _drop_asides(tokens: list[_Token]) -> list[_Token]:
    """Drop parenthesised asides on one line ('anna (B2)'), keeping a lone number ('(3)')."""
    closes = [-1] * len(tokens)
    nearest = -1
    for i in range(len(tokens) - 1, -1, -1):
        kind = tokens[i].kind
        if kind == "close":
            nearest = i
        elif kind == "stop" and tokens[i].text == "\n":
            nearest = -1
        closes[i] = nearest
    out: list[_Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.kind == "open" and closes[i] > i:
            inside = tokens[i + 1 : closes[i]]
            if len(inside) == 1 and inside[0].kind == "number":
                out.append(inside[0])
            i = closes[i] + 1
            continue
        if token.kind not in ("open", "close"):
            out.append(token)
        i += 1
    return out


def _is_move_preposition(token: _Token) -> bool:
    return token.kind == "word" and (token.fold in MOVE_PREPOSITIONS or token.raw == "à")


def _is_target_preposition(token: _Token) -> bool:
    return token.kind == "word" and (token.fold in TARGET_PREPOSITIONS or token.raw == "à")


VerbRole = Literal["throw", "move", "go"]


def _verb(token: _Token, before: _Token | None) -> VerbRole | None:
    """What an action word asks for: a throw, a move, or aller (a move once it has a place)."""
    if token.kind != "word":
        return None
    head = token.fold.split("-")[0]  # déplace-moi, vas-y
    if head in REFLEXIVE_MOVES and before is not None and before.fold in REFLEXIVE:
        return "move"
    if head in THROW_VERBS:
        return "throw"
    if head in MOVE_VERBS:
        return "move"
    if head in GO_VERBS:
        return "go"
    return None


# --- fragments --------------------------------------------------------------------------------


@dataclass
class _Partial:
    """What one fragment of a message says, before it is judged."""

    throw_verb: bool = False
    throw_noun: bool = False
    move_verb: bool = False
    go_verb: bool = False
    direction: bool = False
    pass_word: bool = False
    negated: bool = False
    targets: list[str] = field(default_factory=list)
    vague: str = ""
    unknown: str = ""
    numbers: list[int] = field(default_factory=list)
    coords: list[str] = field(default_factory=list)

    @property
    def verbal(self) -> bool:
        return self.throw_verb or self.move_verb or self.go_verb or self.pass_word

    @property
    def aimed(self) -> bool:
        return bool(self.targets or self.vague or self.unknown)

    @property
    def throwish(self) -> bool:
        return (self.throw_verb or self.throw_noun or self.aimed or bool(self.numbers)) and not (
            self.coords or self.pass_word
        )

    @property
    def strong_throw(self) -> bool:
        if self.throw_verb or self.throw_noun:
            return self.aimed or bool(self.numbers)
        return bool((self.targets or self.unknown) and self.numbers)

    @property
    def empty(self) -> bool:
        return self == _Partial()

    def merged(self, other: _Partial) -> _Partial:
        return _Partial(
            throw_verb=self.throw_verb or other.throw_verb,
            throw_noun=self.throw_noun or other.throw_noun,
            move_verb=self.move_verb or other.move_verb,
            go_verb=self.go_verb or other.go_verb,
            direction=self.direction or other.direction,
            pass_word=self.pass_word or other.pass_word,
            negated=self.negated or other.negated,
            targets=self.targets + [t for t in other.targets if t not in self.targets],
            vague=self.vague or other.vague,
            unknown=self.unknown or other.unknown,
            numbers=self.numbers + other.numbers,
            coords=self.coords + other.coords,
        )


@dataclass
class _Fragment:
    part: _Partial
    section: int


@dataclass
class _Marker:
    kind: MarkerKind
    section: int


_Item = _Fragment | _Marker


def _negated(tokens: list[_Token], i: int) -> bool:
    before = [t.fold for t in tokens[max(0, i - 3) : i]]
    after = tokens[i + 1].fold if i + 1 < len(tokens) else ""
    return any(word in NEGATIONS_BEFORE for word in before) or after in NEGATIONS_AFTER


def _nothing_done(tokens: list[_Token]) -> bool:
    """'rien', 'nothing', 'ничего' alone, or Russian 'ничего' with a verb of doing ('ничего не
    делаю'): not 'ничего страшного'."""
    said = [t.fold for t in tokens if t.kind == "word"]
    russian = [w for w in said if w in ru.NOTHING]
    if not russian:
        return True
    return len(said) == 1 or bool(set(said) & ru.DOING)


def _left_out(tokens: list[_Token], i: int) -> bool:
    """Whether Russian 'не' names token i to be left out: 'не бориса', 'не в C3'."""
    before = tokens[i - 1] if i else None
    if before is not None and before.fold in ru.NEGATIONS:
        return True
    return (
        before is not None
        and i >= 2
        and (_is_move_preposition(before) or _is_target_preposition(before))
        and tokens[i - 2].fold in ru.NEGATIONS
    )


def _partial(tokens: list[_Token]) -> _Partial:
    """Read one fragment: its action words, names, numbers and places."""
    part = _Partial()
    negated_move = False
    nothing_used: set[int] = set()
    for i, token in enumerate(tokens):
        if token.kind != "word":
            continue
        before = tokens[i - 1] if i else None
        role = _verb(token, before)
        if role is not None:
            if _negated(tokens, i):
                part.negated = True
                negated_move = negated_move or role != "throw"
                nothing_used.add(i + 1)  # 'je lance rien' is no throw, not a pass
            elif role == "throw":
                part.throw_verb = True
            elif role == "move":
                part.move_verb = True
            else:
                part.go_verb = True
        elif token.fold in THROW_NOUNS:
            part.throw_noun = True
        elif token.fold in PASS_WORDS:
            part.pass_word = part.pass_word or not _negated(tokens, i)
        elif token.fold in NOTHING and i not in nothing_used and not (
                before is not None and before.fold == "de"):  # 'l'air de rien', 'de rien'
            part.pass_word = part.pass_word or _nothing_done(tokens)
        elif token.fold == "mort" and i >= 2 and tokens[i - 1].fold == "le":
            part.pass_word = part.pass_word or tokens[i - 2].fold in DEAD  # je fais le mort
        elif token.fold in DIRECTIONS:
            part.direction = True
    moving = part.move_verb or part.go_verb
    for i, token in enumerate(tokens):
        before = tokens[i - 1] if i else None
        if token.kind == "player" and token.player not in part.targets:
            if not _left_out(tokens, i):  # 'не в бориса, а в анну'
                part.targets.append(token.player)
        elif token.kind == "number" and not token.ignored:
            part.numbers.append(token.value)
        elif token.kind == "coord":
            if before is not None and before.fold in COORDINATE_NEGATIONS or _left_out(tokens, i):
                continue  # 'et pas D5', 'а не в D5'
            if negated_move and not moving:
                continue  # 'je ne vais pas en C3'
            named = before is not None and _is_move_preposition(before)
            if token.on_board or named or moving or len(tokens) == 1:
                part.coords.append(token.label)
    _read_target_slots(tokens, part)
    return part


def _read_target_slots(tokens: list[_Token], part: _Partial) -> None:
    """After 'sur'/'at' (or a throw verb), a word that is no player: a pronoun or a stranger."""
    aiming = part.throw_verb or part.throw_noun
    for i, token in enumerate(tokens):
        if token.kind == "word" and token.at and token.fold not in VOCABULARY and not part.unknown:
            part.unknown = token.text
        if not aiming:
            continue
        after_preposition = _is_target_preposition(token)
        if not after_preposition and _verb(token, tokens[i - 1] if i else None) != "throw":
            continue
        j = i + 1
        while j < len(tokens) and tokens[j].kind == "word" and tokens[j].fold in ARTICLES:
            j += 1
        if j >= len(tokens) or tokens[j].kind != "word":
            continue
        slot = tokens[j]
        if slot.fold in POSSESSIVES and j + 1 < len(tokens):
            part.vague = part.vague or f"{slot.text} {tokens[j + 1].text}"  # 'ma voisine'
        elif slot.fold in PRONOUNS or slot.fold in POSSESSIVES or slot.fold in DESCRIPTIONS:
            part.vague = part.vague or slot.text
        elif (
            slot.fold not in VOCABULARY
            and len(slot.fold) >= 2
            and not part.unknown
            and (after_preposition or slot.at or slot.text[:1].isupper() or _numbered(tokens, j))
        ):
            part.unknown = slot.text


def _numbered(tokens: list[_Token], j: int) -> bool:
    """Whether a number follows token j ('lancer borris 4', 'throw kevin, 2')."""
    rest = [t for t in tokens[j + 1 : j + 3] if t.kind != "comma"]
    return bool(rest) and rest[0].kind == "number"


_MARKERS_BY_FIRST_WORD: Mapping[str, list[tuple[tuple[str, ...], MarkerKind]]] = {
    first: [(phrase, kind) for phrase, kind in MARKERS if phrase[0] == first]
    for first in {phrase[0] for phrase, _ in MARKERS}
}


def _match_marker(tokens: list[_Token], i: int) -> tuple[MarkerKind, int] | None:
    """The longest marker phrase starting at token i, with its length."""
    best: tuple[MarkerKind, int] | None = None
    for phrase, kind in _MARKERS_BY_FIRST_WORD.get(tokens[i].fold, ()):
        end = i + len(phrase)
        if end > len(tokens) or (best is not None and len(phrase) <= best[1]):
            continue
        span = tokens[i:end]
        if all(
            t.kind == "word" and t.fold == w and (w not in ACCENTLESS or t.raw == w)
            for t, w in zip(span, phrase, strict=True)
        ):
            best = (kind, len(phrase))
    if best is None and tokens[i].kind == "word" and tokens[i].fold in NO_WORDS:
        # 'ah non', 'en fait non', 'non,': a change of mind; 'no throw' is a negation
        before = tokens[i - 1].fold if i else ""
        after = tokens[i + 1].fold if i + 1 < len(tokens) else ""
        if before in NO_BEFORE or not after or after in NO_AFTER:
            best = ("correction", 1)
    return best


def _split(section: list[_Token], index: int) -> list[_Item]:
    """Cut one clause at markers and at a second action verb ('aller en C3 je lance...')."""
    items: list[_Item] = []
    current: list[_Token] = []

    def flush() -> None:
        if current:
            part = _partial(current)
            if not part.empty:
                items.append(_Fragment(part, index))
            current.clear()

    has_verb = has_slot = False
    i = 0
    while i < len(section):
        token = section[i]
        marker = _match_marker(section, i)
        if marker is not None:
            kind, length = marker
            if kind == "thanks":
                return []
            flush()
            has_verb = has_slot = False
            items.append(_Marker(kind, index))
            i += length
            continue
        verb = _verb(token, section[i - 1] if i else None) is not None
        if verb and has_verb and has_slot:
            flush()
            has_slot = False
        has_verb = has_verb or verb
        has_slot = (
            has_slot
            or token.kind in ("coord", "player")
            or (token.kind == "number" and not token.ignored)
        )
        current.append(token)
        i += 1
    flush()
    return items


def _items(tokens: list[_Token]) -> list[_Item]:
    """Fragments and markers of the message (its questions are already gone:
    `rules.reader.without_musing`), acknowledgements left out."""
    sentences: list[list[list[_Token]]] = []
    sections: list[list[_Token]] = [[]]
    for token in tokens:
        if token.kind in ("stop", "question"):
            if any(sections):
                sentences.append(sections)
            sections = [[]]
        elif token.kind == "comma":
            sections.append([])
        else:
            sections[-1].append(token)
    if any(sections):
        sentences.append(sections)

    items: list[_Item] = []
    index = 0
    for sections in sentences:
        for section in sections:
            if section:
                items.extend(_split(section, index))
                index += 1
    return items


# --- judging ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Situation:
    speaker: str
    board: Board
    positions: Mapping[str, str]
    referent: str | None = None
    """The one player a pronoun may stand for (named in the narration), if any."""


Judgement = Order | Rejection | Literal["weak", "weak_pass"] | None


def _ambiguous(why: str, **facts: object) -> Rejection:
    return Rejection("ambiguous", {"why": why, **facts})


def _judge(part: _Partial, situation: _Situation) -> Judgement:
    """One merged fragment as an order, a rejection, a weak hint ('je bouge'), or nothing."""
    strong_throw = part.strong_throw
    if part.targets == [situation.speaker] and not part.numbers:
        strong_throw = False  # the speaker telling of themself: 'Anna malaxe une boule'
    coords = list(dict.fromkeys(part.coords))
    if strong_throw:  # 'sur Emma E4': a target's place is not a destination
        coords = [c for c in coords if c not in {situation.positions.get(t) for t in part.targets}]
    if part.pass_word:  # 'je reste en B2'
        coords = [c for c in coords if c != situation.positions.get(situation.speaker)]
    if coords and strong_throw:
        return _ambiguous("two_orders")
    if len(coords) > 1:
        return _ambiguous("two_destinations", places=coords)
    if coords:
        move = Order("move", {"to": coords[0]})
        return _checked(move, situation)
    if strong_throw and part.pass_word:
        return _ambiguous("two_orders")
    if strong_throw:
        return _throw(part, situation)
    if part.pass_word:
        return Order("pass", {})
    if part.move_verb or (part.go_verb and part.direction):
        return "weak"
    if part.throw_verb:
        return "weak"
    if part.negated:
        return "weak_pass"
    return None


def _throw(part: _Partial, situation: _Situation) -> Order | Rejection:
    targets = part.targets
    if situation.speaker in targets and (len(targets) > 1 or situation.referent):
        targets = [t for t in targets if t != situation.speaker]  # 'Jean-Michel lance sur anna'
    if len(targets) > 1:
        return _ambiguous("two_targets", targets=targets)
    doubt = ""
    if not targets and situation.referent and fold(part.vague) in STANDING_PRONOUNS | {""}:
        targets, doubt = [situation.referent], "pronoun"
    if not targets:
        if fold(part.vague) in ru.SELF:  # 'кидаю в себя 3'
            return Rejection("self_target", {"target": situation.speaker})
        if part.vague:
            return _ambiguous("vague_target", word=part.vague)
        if part.unknown:
            return Rejection("unknown_player", {"name": part.unknown})
        return _ambiguous("no_target")
    numbers = list(dict.fromkeys(part.numbers))
    if not numbers:
        return _ambiguous("no_number", target=targets[0])
    if len(numbers) > 1:
        return _ambiguous("two_numbers", numbers=numbers)
    return _checked(Order("throw", {"target": targets[0], "number": numbers[0]}, doubt),
                    situation)


def _checked(order: Order, situation: _Situation) -> Order | Rejection:
    problem = check_order(
        order, speaker=situation.speaker, board=situation.board, positions=situation.positions
    )
    return order if problem is None else problem


def _merge(parts: list[_Partial]) -> tuple[list[_Partial], bool]:
    """Join neighbouring pieces of one order ('Cible : boris' + 'Chiffre : 4').

    Also says whether a stray number contradicts a throw ('sur anna 3, 4')."""
    merged: list[_Partial] = []
    clash = False
    for part in parts:
        if merged:
            last = merged[-1]
            if _joinable(last, part):
                merged[-1] = last.merged(part)
                continue
            if _bare_numbers(part) and last.strong_throw and set(part.numbers) - set(last.numbers):
                clash = True
            if _bare_numbers(last) and part.strong_throw and set(last.numbers) - set(part.numbers):
                clash = True
        merged.append(part)
    return merged, clash


def _joinable(first: _Partial, second: _Partial) -> bool:
    if first.throwish and second.throwish:
        return not (
            (first.aimed and second.aimed)
            or (first.numbers and second.numbers)
            or (first.throw_verb and second.throw_verb)
        )
    bare_move = first.move_verb and not first.coords and not first.throwish
    return bare_move and bool(second.coords) and not second.verbal and not second.throwish


def _bare_numbers(part: _Partial) -> bool:
    return bool(part.numbers) and part == _Partial(numbers=part.numbers)


def _amends(part: _Partial) -> bool:
    """A correction that only gives a new number or target ('non, 4 plutôt')."""
    return part.throwish and not (part.verbal or part.throw_noun or part.negated)


def _decide(items: list[_Item], situation: _Situation) -> Order | Rejection:
    """The one order the message gives, or why there is none."""
    fragments = [k for k, item in enumerate(items) if isinstance(item, _Fragment)]
    if not fragments:
        return Rejection("not_an_order", {})

    dropped: set[int] = set()  # 'au lieu d'aller en C3': that order is named to be dropped
    for k, item in enumerate(items):
        if _kind(item) == "drop":
            following = [f for f in fragments if f > k and f not in dropped]
            if following:
                dropped.add(following[0])

    start = fragments[0]
    for k, item in enumerate(items):
        if _kind(item) == "correction":
            start = max(start, _corrected(items, fragments, k))
    active = [f for f in fragments if f >= start and f not in dropped]
    markers = [k for k in range(start, len(items)) if isinstance(items[k], _Marker)]
    for k in markers:
        if _kind(items[k]) == "alternative" and active and active[0] < k < active[-1]:
            return _ambiguous("alternative")
    conditional = any(_kind(items[k]) == "condition" for k in markers)

    parts, clash = _merge([_part(items[k]) for k in active])
    if len(parts) == 1 and _amends(parts[0]):
        earlier, _ = _merge([_part(items[k]) for k in fragments if k < start and k not in dropped])
        base = next((p for p in reversed(earlier) if p.strong_throw), None)
        if base is not None:
            parts = [_amended(base, parts[0])]
    if clash:
        return _ambiguous("two_numbers")

    judgements = [_judge(part, situation) for part in parts]
    readings: dict[str, Order | Rejection] = {}
    for judgement in judgements:
        if isinstance(judgement, Order | Rejection):
            readings.setdefault(repr(judgement), judgement)
    if len(readings) > 1:
        return _ambiguous("two_orders")
    if readings:
        if conditional:
            return _ambiguous("conditional")
        return next(iter(readings.values()))
    if "weak" in judgements:
        return _ambiguous("incomplete")
    if "weak_pass" in judgements:
        return Order("pass", {})
    return Rejection("not_an_order", {})


def _kind(item: _Item) -> MarkerKind | None:
    return item.kind if isinstance(item, _Marker) else None


def _part(item: _Item) -> _Partial:
    assert isinstance(item, _Fragment)
    return item.part


def _corrected(items: list[_Item], fragments: list[int], k: int) -> int:
    """The fragment a correction marker puts in force.

    A leading marker ('ah non, plutôt en D3') points at what follows; a trailing one ('4 plutôt',
    'move me to C5 instead') at the fragment it closes."""
    section = items[k].section
    before = [f for f in fragments if f < k]
    after = [f for f in fragments if f > k]
    trailing = (
        before
        and items[before[-1]].section == section
        and not (after and items[after[0]].section == section)
        and not (after and after[0] == k + 1 and _amends(_part(items[k + 1])))  # 'correction : 1'
    )
    if trailing or not after:
        return before[-1] if before else k
    return after[0]


def _amended(base: _Partial, correction: _Partial) -> _Partial:
    amended = base.merged(_Partial())
    if correction.aimed:
        amended.targets = list(correction.targets)
        amended.vague = correction.vague
        amended.unknown = correction.unknown
    if correction.numbers:
        amended.numbers = list(correction.numbers)
    return amended


# --- public API -------------------------------------------------------------------------------


def read_order(
    text: str,
    *,
    speaker: str,
    players: Sequence[str],
    board: Board,
    positions: Mapping[str, str],
) -> Order | Rejection:
    """Read the order in a player's message: move, throw or pass, or why it cannot be taken.
    `text` is the author's own words, as the bridge passes them (`rules.reader.own_words`).

    `speaker` and `players` are names as the game knows them; `positions` maps each player on the
    board to their intersection. Never raises."""
    situation = _Situation(speaker, board, positions)
    try:
        return _read(text, players, situation)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return Rejection("not_an_order", {"why": "unreadable"})


def _read(text: str, players: Sequence[str], situation: _Situation) -> Order | Rejection:
    if not isinstance(text, str):
        return Rejection("not_an_order", {})
    if len(text) > RAW_LIMIT:
        return Rejection("not_an_order", {"why": "too_long", "limit": RAW_LIMIT})
    told = narrated(text)
    if len(told.plain) + len(told.narration) > TEXT_LIMIT:
        return Rejection("not_an_order", {"why": "too_long", "limit": TEXT_LIMIT})
    names = Names.of(players, VOCABULARY)
    forms = ru.cyrillic_names(tuple(players), VOCABULARY)
    speaker = situation.speaker
    signed = without_signature(_clean(told.plain), speaker)
    plain = _statements(ru.without_signature(signed, speaker, ru.speaker_forms(speaker)))
    referent = _referent(plain, told.narration, names, forms, speaker)
    reading = _decide(_items(_tokens(plain, names, situation.board, forms)),
                      replace(situation, referent=referent))
    if isinstance(reading, Rejection) and reading.code == "not_an_order" and told.narration:
        narration = _statements(_clean(told.narration))
        referent = _referent(narration, narration, names, forms, speaker)
        story = _decide(_items(_tokens(narration, names, situation.board, forms)),
                        replace(situation, referent=referent))
        if isinstance(story, Order):
            return Order(story.kind, story.params, story.doubt or "narration")
    return reading


def _referent(text: str, narration: str, names: Names, forms: ru.CyrillicNames,
              speaker: str) -> str | None:
    """The player a pronoun in `text` stands for (`rules.reader.pronoun_target`), or, when the
    narration names players in Cyrillic ('*Борис смотрит на Анну*'), the only one of them."""
    found = pronoun_target(text, narration, names, speaker)
    if found is not None or not set(re.findall(r"\w+", fold(text))) & STANDING_PRONOUNS:
        return found
    named = [player for player in ru.named_in(narration, names, forms) if player != speaker]
    return named[0] if len(named) == 1 else None


def _statements(text: str) -> str:
    """What a message states: no questions that think aloud (nor Russian hedges),
    coordinates as labels."""
    text = ru.without_musing(unicodedata.normalize("NFKC", text))
    return spelled_coordinates(without_musing(text))


def check_order(
    order: Order, *, speaker: str, board: Board, positions: Mapping[str, str]
) -> Rejection | None:
    """Whether `speaker` may give `order` from where they stand: None, or the rejection.

    A move must go to an intersection of the board one street away; a throw needs a number from 1
    to 5 and another player on a neighbouring intersection. An off-board place or a throw at
    oneself is reported as such, never as merely 'not adjacent'."""
    here = positions.get(speaker)
    around = board.neighbours(here) if here is not None and here in board.places else []
    in_reach = [name for name, at in positions.items() if at in around and name != speaker]
    choices = {"from": here, "neighbours": around, "in_reach": in_reach}
    if order.kind == "pass":
        return None
    if order.kind == "move":
        wanted = order.params.get("to")
        if not isinstance(wanted, str):
            return Rejection("not_an_order", {})
        label = board.label(wanted)
        if label is None:
            return Rejection("off_board", {"to": wanted, **choices})
        if label not in around:
            return Rejection("not_adjacent", {"to": label, **choices})
        return None
    if order.kind == "throw":
        target = order.params.get("target")
        number = order.params.get("number")
        if not isinstance(target, str):
            return Rejection("ambiguous", {"why": "no_target"})
        if isinstance(number, bool) or not isinstance(number, int):
            return Rejection("ambiguous", {"why": "no_number"})
        if number not in THROW_NUMBERS:
            return Rejection("invalid_number", {"number": number})
        if target == speaker or key(target) == key(speaker):
            return Rejection("self_target", {"target": target})
        if target not in positions:
            return Rejection("unknown_player", {"name": target})
        if positions[target] not in around:
            return Rejection("not_adjacent", {"target": target, "at": positions[target], **choices})
        return None
    return Rejection("not_an_order", {"kind": order.kind})
