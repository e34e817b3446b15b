"""Reading a mud-fight order, step 3 (`rules.mud.orders`): the tokens of a message
(`rules.mud.reading`) split into fragments at punctuation, conjunctions and change-of-mind
markers, each fragment read as a partial order (its action words, names, numbers and places);
acknowledgements are dropped."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.mud import russian as ru
from rules.mud.lexicon import (
    ACCENTLESS,
    ARTICLES,
    COORDINATE_NEGATIONS,
    DEAD,
    DESCRIPTIONS,
    DIRECTIONS,
    MARKERS,
    NEGATIONS_AFTER,
    NEGATIONS_BEFORE,
    NOTHING,
    PASS_WORDS,
    POSSESSIVES,
    PRONOUNS,
    THROW_NOUNS,
    VOCABULARY,
    MarkerKind,
)
from rules.mud.reading import Token, is_move_preposition, is_target_preposition, verb_role
from rules.reader import NO_AFTER, NO_BEFORE, NO_WORDS


@dataclass
class Partial:
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
        return self == Partial()

    def merged(self, other: Partial) -> Partial:
        return Partial(
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
class Fragment:
    part: Partial
    section: int


@dataclass
class Marker:
    kind: MarkerKind
    section: int


Item = Fragment | Marker


def _negated(tokens: list[Token], i: int) -> bool:
    before = [t.fold for t in tokens[max(0, i - 3) : i]]
    after = tokens[i + 1].fold if i + 1 < len(tokens) else ""
    return any(word in NEGATIONS_BEFORE for word in before) or after in NEGATIONS_AFTER


def _nothing_done(tokens: list[Token]) -> bool:
    """'rien', 'nothing', 'ничего' alone, or Russian 'ничего' with a verb of doing ('ничего не
    делаю'): not 'ничего страшного'."""
    said = [t.fold for t in tokens if t.kind == "word"]
    russian = [w for w in said if w in ru.NOTHING]
    if not russian:
        return True
    return len(said) == 1 or bool(set(said) & ru.DOING)


def _left_out(tokens: list[Token], i: int) -> bool:
    """Whether Russian 'не' names token i to be left out: 'не бориса', 'не в C3'."""
    before = tokens[i - 1] if i else None
    if before is not None and before.fold in ru.NEGATIONS:
        return True
    return (
        before is not None
        and i >= 2
        and (is_move_preposition(before) or is_target_preposition(before))
        and tokens[i - 2].fold in ru.NEGATIONS
    )


def _partial(tokens: list[Token]) -> Partial:
    """Read one fragment: its action words, names, numbers and places."""
    part = Partial()
    negated_move = False
    nothing_used: set[int] = set()
    for i, token in enumerate(tokens):
        if token.kind != "word":
            continue
        before = tokens[i - 1] if i else None
        role = verb_role(token, before)
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
            named = before is not None and is_move_preposition(before)
            if token.on_board or named or moving or len(tokens) == 1:
                part.coords.append(token.label)
    _read_target_slots(tokens, part)
    return part


def _read_target_slots(tokens: list[Token], part: Partial) -> None:
    """After 'sur'/'at' (or a throw verb), a word that is no player: a pronoun or a stranger."""
    aiming = part.throw_verb or part.throw_noun
    for i, token in enumerate(tokens):
        if token.kind == "word" and token.at and token.fold not in VOCABULARY and not part.unknown:
            part.unknown = token.text
        if not aiming:
            continue
        after_preposition = is_target_preposition(token)
        if not after_preposition and verb_role(token, tokens[i - 1] if i else None) != "throw":
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


def _numbered(tokens: list[Token], j: int) -> bool:
    """Whether a number follows token j ('lancer borris 4', 'throw kevin, 2')."""
    rest = [t for t in tokens[j + 1 : j + 3] if t.kind != "comma"]
    return bool(rest) and rest[0].kind == "number"


_MARKERS_BY_FIRST_WORD: Mapping[str, list[tuple[tuple[str, ...], MarkerKind]]] = {
    first: [(phrase, kind) for phrase, kind in MARKERS if phrase[0] == first]
    for first in {phrase[0] for phrase, _ in MARKERS}
}


def _match_marker(tokens: list[Token], i: int) -> tuple[MarkerKind, int] | None:
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


def _split(section: list[Token], index: int) -> list[Item]:
    """Cut one clause at markers and at a second action verb ('aller en C3 je lance...')."""
    items: list[Item] = []
    current: list[Token] = []

    def flush() -> None:
        if current:
            part = _partial(current)
            if not part.empty:
                items.append(Fragment(part, index))
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
            items.append(Marker(kind, index))
            i += length
            continue
        verb = verb_role(token, section[i - 1] if i else None) is not None
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


def split_message(tokens: list[Token]) -> list[Item]:
    """Fragments and markers of the message (its questions are already gone:
    `rules.reader.without_musing`), acknowledgements left out."""
    sentences: list[list[list[Token]]] = []
    sections: list[list[Token]] = [[]]
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

    items: list[Item] = []
    index = 0
    for sections in sentences:
        for section in sections:
            if section:
                items.extend(_split(section, index))
                index += 1
    return items
