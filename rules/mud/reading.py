"""Reading a mud-fight order, steps 1 and 2 (`rules.mud.orders`): the text cleaned of struck-out
text, links, tags and emoji shortcodes, then cut into tokens: words, numbers (digits or words),
coordinates (``c3``, ``C 3``, ``C-3``, ``С3`` typed in Cyrillic), player names (in Latin or
Cyrillic letters, in their cases) and punctuation; parenthesised asides, times, durations and
turn headers are set aside. The words are `rules.mud.lexicon`'s."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Literal

from rules.mud import russian as ru
from rules.mud.lexicon import (
    ARTICLE_NUMBERS,
    GO_VERBS,
    HEADERS,
    MOVE_PREPOSITIONS,
    MOVE_VERBS,
    NOT_NUMBER_AFTER,
    NUMBERS,
    REFLEXIVE,
    REFLEXIVE_MOVES,
    TARGET_PREPOSITIONS,
    THROW_VERBS,
    UNITS,
)
from rules.mud.maps import Board
from rules.reader import Names, fold, key

# --- cleaning ---------------------------------------------------------------------------------

_NOISE = (
    re.compile(r"~~[^~\n]*~~|<(s|del|strike)>[^<\n]*</\1>|\[s\][^\[\n]*\[/s\]", re.IGNORECASE),
    re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE),
    re.compile(r"(?<![\w:]):[a-z0-9_+-]{1,40}:(?![\w:])", re.IGNORECASE),  # :smile:
    re.compile(r"[:;=]'?-?[(\[]"),  # sad smileys would open a parenthesis
    re.compile(r"<[^<>\n]{1,300}>|\[/?[a-z*]{1,10}(?:=[^\]\n]{0,100})?\]", re.IGNORECASE),
)


def clean(text: str) -> str:
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
class Token:
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


def tokenize(text: str, names: Names, board: Board,
             forms: ru.CyrillicNames | None = None) -> list[Token]:
    """Words, numbers, coordinates, player names and punctuation, in reading order; `forms`
    names the players in Cyrillic too ('бориса')."""
    tokens: list[Token] = []
    for match in _LEX.finditer(text):
        kind = match.lastgroup
        if kind == "word":
            tokens.extend(_word_tokens(match.group(), names, board))
        elif kind in ("stop", "question", "comma", "open", "close"):
            tokens.append(Token(kind, match.group()))  # type: ignore[arg-type]
    tokens = _join_names(tokens, names, forms)
    tokens = _join_coordinates(tokens, board)
    _read_numbers(tokens)
    return _drop_asides(tokens)


def _word_tokens(word: str, names: Names, board: Board) -> list[Token]:
    # 'jean.michel' may be a name; 'C3.Merci' is two words and a full stop.
    if "." not in word or key(word) in names.full:
        return [_word_token(word, board)]
    tokens: list[Token] = []
    for piece in word.split("."):
        if tokens:
            tokens.append(Token("stop", "."))
        tokens.append(_word_token(piece, board))
    return tokens


def _word_token(word: str, board: Board) -> Token:
    at = word.startswith("@")
    text = word.lstrip("@")
    folded = fold(text)
    if folded.isdecimal():
        if len(folded) <= 6:
            return Token("number", text, folded, at, value=int(folded))
        return Token("word", text, folded, at)
    digit = ru.digit_name(folded)  # 'кидаю 3-ку'
    if digit is not None:
        return Token("number", text, folded, at, value=digit)
    coordinate = _COORDINATE.fullmatch(folded)
    if coordinate:
        label = coordinate.group(1).upper() + str(int(coordinate.group(2)))
        return Token("coord", text, folded, at, label=label, on_board=label in board.places)
    cyrillic = ru.place(folded)  # 'С3' typed in Cyrillic is C3; 'Д3' is not on the map
    if cyrillic is not None:
        label = cyrillic[0]
        return Token("coord", text, folded, at, label=label, on_board=label in board.places)
    if text.upper() in board.places:  # hand-made maps may use other labels
        return Token("coord", text, folded, at, label=text.upper(), on_board=True)
    return Token("word", text, folded, at)


def _join_names(tokens: list[Token], names: Names,
                forms: ru.CyrillicNames | None = None) -> list[Token]:
    """Replace the words naming a player ('Jean Michel', '@zoé', 'zoe_42', 'бориса') by one
    token."""
    out: list[Token] = []
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
                    out.append(Token("player", text, fold(text), token.at, player=name))
                    found = length
                    break
            if not found and token.kind == "word" and token.fold in names.first:
                out.append(Token("player", token.text, token.fold, token.at,
                                 player=names.first[token.fold]))  # fmt: skip
                found = 1
            player = forms.named(token.text) if not found and forms is not None else None
            if player is not None and token.kind == "word":
                out.append(Token("player", token.text, token.fold, token.at, player=player))
                found = 1
        if not found:
            out.append(token)
            found = 1
        i += found
    return out


def _join_coordinates(tokens: list[Token], board: Board) -> list[Token]:
    """'c 3' is C3 when it names an intersection or follows 'en'/'to' ('with a 9' is not A9).

    A capital Cyrillic letter that looks Latin is one only after 'в'/'на' or a verb of moving
    ('иду в С 3'): alone, 'в 2' and 'с 3' are prepositions and a number."""
    out: list[Token] = []
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
            led = before is not None and (is_move_preposition(before) or verb_role(before, None))
            near = not cyrillic and label in board.places and token.fold not in ("a", "i", "y")
            if led or near:
                on_board = label in board.places
                out.append(Token("coord", f"{token.text}{after.text}", label.lower(),
                                 label=label, on_board=on_board))  # fmt: skip
                i += 2
                continue
        out.append(token)
        i += 1
    return out


def _read_numbers(tokens: list[Token]) -> None:
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


def _ends_number(after: Token | None) -> bool:
    """'chiffre un' and 'one at anna' are numbers; 'une boule' and 'un 5' are articles."""
    if after is None or after.kind not in ("word", "number", "coord", "player"):
        return True
    return after.kind == "word" and after.fold in TARGET_PREPOSITIONS


def _drop_asides(tokens: list[Token]) -> list[Token]:
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
    out: list[Token] = []
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


def is_move_preposition(token: Token) -> bool:
    return token.kind == "word" and (token.fold in MOVE_PREPOSITIONS or token.raw == "à")


def is_target_preposition(token: Token) -> bool:
    return token.kind == "word" and (token.fold in TARGET_PREPOSITIONS or token.raw == "à")


VerbRole = Literal["throw", "move", "go"]


def verb_role(token: Token, before: Token | None) -> VerbRole | None:
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
