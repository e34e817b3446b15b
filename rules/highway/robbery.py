"""A robbery in the Highway Romantics grammar (`rules.highway.orders`): its gang, its split,
a split alone, and the dice the leader gives, read from the tokens (`rules.highway.tokens`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from rules.base import JSON, Order, Rejection
from rules.highway.cards import COLOURS
from rules.highway.lexicon import BARE, DICE, RESERVED, ROB, SAFES, SECTION_WORDS, SPLIT
from rules.highway.tokens import Table, Token, find_phrase, owner_of

# --- owners and what is written beside them (gangs, splits, dice) ------------------------


_Group = tuple[str | None, list[Token]]


def _grouped(table: Table, tokens: Sequence[Token],
             is_value: Callable[[Token], bool]) -> tuple[list[_Group], bool]:
    """Each owner (a player or me) with the values written beside them, and whether the
    owners come first ("я 3, ivan 2") or the values ("1 и 2 — ivan, 4, 5, 6 мне"). A clause
    (cut at commas, lines and stops) with one owner gives it all its values; a clause with
    none gives them to the owner before (owners first) or after (values first)."""
    kept = [t for t in tokens if owner_of(table, t) or is_value(t) or t.kind in ("major", "comma")]
    first = next((t for t in kept if t.kind not in ("major", "comma")), None)
    if first is None:
        return [], True
    owners_first = owner_of(table, first) is not None
    clauses: list[list[Token]] = [[]]
    for token in kept:
        if token.kind in ("major", "comma"):
            clauses.append([])
        else:
            clauses[-1].append(token)
    groups: list[_Group] = []
    waiting: list[Token] = []
    for clause in clauses:
        owners = [t for t in clause if owner_of(table, t)]
        values = [t for t in clause if not owner_of(table, t)]
        if not owners:
            if owners_first and groups:
                groups[-1][1].extend(values)
            else:
                waiting.extend(values)
        elif len(owners) == 1:
            groups.append((owner_of(table, owners[0]), waiting + values))
            waiting = []
        elif owners_first:
            for token in clause:
                owner = owner_of(table, token)
                if owner:
                    groups.append((owner, []))
                else:
                    (groups[-1][1] if groups else waiting).append(token)
        else:
            for token in clause:
                owner = owner_of(table, token)
                if owner:
                    groups.append((owner, waiting))
                    waiting = []
                else:
                    waiting.append(token)
    if waiting:
        groups.append((None, waiting))
    return groups, owners_first


def _unknown(table: Table, tokens: Sequence[Token], folded_after: Callable[[Token], str]
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
    return len(word) >= 3 and word not in SECTION_WORDS and word not in RESERVED and not (
        word.isdecimal())


# --- a robbery ------------------------------------------------------------------------------


def read_robbery(table: Table, tokens: list[Token]) -> Order | Rejection | None:
    """'грабим: <gang>; делёж: <split>' — None when no gang nor split is written."""
    at, length = find_phrase(tokens, ROB)
    if at < 0:
        return None
    rest = tokens[at + length:]
    split_at, split_length = find_phrase(rest, SPLIT)
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


def _after(tokens: Sequence[Token]) -> Callable[[Token], str]:
    """What follows a token in its text ("'s" after "petya")."""
    starting = {t.start: t for t in tokens}

    def after(token: Token) -> str:
        following = starting.get(token.end + 1)
        return "'s" if following is not None and following.text == "s" else ""
    return after


def _last_pairs(table: Table, tokens: Sequence[Token]) -> int:
    """Where a split written without its keyword begins: after the first stop or line from
    which only players and numbers follow ("...эликсир и сабля.\\nя 3, ivan 2, olga 1")."""
    for i, token in enumerate(tokens):
        if token.kind != "major":
            continue
        after = tokens[i + 1:]
        if any(t.kind == "weapon" for t in after):
            continue
        if any(owner_of(table, t) for t in after) and any(t.kind == "number" for t in after):
            return i
    return -1


def _gang(table: Table, tokens: Sequence[Token]) -> JSON | Rejection | None:
    """{player: {red, green, blue}} from 'мои сабля и эликсир, у @ivan две фузеи'."""
    items: list[Token] = []
    pending: Token | None = None
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
        elif owner_of(table, token) or token.kind in ("major", "comma"):
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


def _shares(table: Table, tokens: Sequence[Token]) -> JSON | Rejection | None:
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


def _dice(table: Table, tokens: Sequence[Token]) -> Order | Rejection | None:
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


def read_assignment(table: Table, tokens: list[Token]) -> Order | Rejection | None:
    """Dice given, said so ("кубики", "dice") or with the rest ("остальные мне")."""
    said = next((i for i, t in enumerate(tokens) if t.kind == "word" and t.text in DICE), -1)
    split = find_phrase(tokens, SPLIT)[0]
    if split >= 0 and not 0 <= said < split:
        return None  # 'делёж: я 3, ivan 3, кубики кину сам' is a split
    if said < 0 and not any(t.kind == "rest" for t in tokens):
        return None
    return _unknown(table, tokens, _after(tokens)) or _dice(table, tokens)


def read_split(table: Table, tokens: list[Token]) -> Order | Rejection | None:
    """A split after its word ("делёж: я 4, ivan 1, olga 1"), or a bare list of players and
    numbers among words that say no more ("не согласен: мне 2, ivan 2, olga 2"); a bare list
    that gives a player several numbers, or the numbers first, is dice given."""
    at, length = find_phrase(tokens, SPLIT)
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
    owners = {owner_of(table, t) for t in tokens if owner_of(table, t)}
    numbers = [t for t in tokens if t.kind in ("number", "range")]
    if not numbers or not owners:
        return None
    others = [t for t in tokens if t.kind == "word" and t.text not in BARE]
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
