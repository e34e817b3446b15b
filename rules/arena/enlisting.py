"""Reading a sign-up post (`rules.arena.orders`): declaring oneself war chief of a clan,
rallying to one, a chief's refusal, leaving; a clan's name as written.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.arena import russian as ru
from rules.arena.reading import _ambiguous, _at, _find, _sentences, _Table, _Text, _Token
from rules.arena.words import (
    AFTER_CUES,
    AS_CUES,
    CHIEF,
    CHIEF_CUES,
    CLAN_WORDS,
    FOUND,
    JOIN,
    LEAVE,
    NAME_LEADS,
    NAME_LINKS,
    NAME_STOPS,
    NAMING,
    NEGATIONS_AFTER,
    NEGATIONS_BEFORE,
    NOT_CUES,
    REFUSE,
)
from rules.base import Order, Rejection


def _signup(table: _Table, text: _Text) -> Order | Rejection | None:
    """Declaring oneself war chief of a clan, rallying to one, a chief's one refusal,
    leaving the sign-up."""
    sentences = _sentences(table.tokens(text.folded))
    tokens = [t for sentence in sentences for t in [*sentence, _Token("stop", ".", 0, 0)]]
    refused = _refusal(table, sentences)
    if refused is not None:
        return refused
    chief = _chief(table, text, sentences, tokens)
    if chief is not None:
        return chief
    joining = _find(tokens, JOIN)
    if joining is not None:
        return _joining(table, text, tokens, joining[0] + len(joining[1]))
    if _find(tokens, LEAVE) is not None and not _negated(tokens, _find(tokens, LEAVE)):
        return Order("leave", {})
    return None


def _negated(tokens: Sequence[_Token], found: tuple[int, tuple[str, ...]] | None) -> bool:
    if found is None:
        return False
    i, phrase = found
    before = [t.value for t in tokens[max(0, i - 3):i]]
    after = [t.value for t in tokens[i + len(phrase):i + len(phrase) + 2]]
    if phrase[0] in ("ne", *ru.NEGATIONS):
        return False  # 'ne participe plus', 'не участвую' are the negation itself
    if before[-1:] and before[-1] in ru.NEGATIONS:
        return True  # 'не выхожу'
    return (bool(set(before) & NEGATIONS_BEFORE) and bool(set(after) & NEGATIONS_AFTER)) or (
        bool(set(before) & {"not", "don", "dont", "won", "wont", "never"}))


def _refusal(table: _Table, sentences: list[list[_Token]]) -> Order | None:
    for sentence in sentences:
        found = _find(sentence, REFUSE)
        if found is None or _negated(sentence, found):
            continue
        i = found[0]
        near = {t.value for t in sentence[max(0, i - 4):i]}
        oneself = ("me", "m", "nous", *ru.REFUSE_SELF)
        if (sentence[i - 1:i] and sentence[i - 1].value in oneself) or (
                near & {"ne", "n"} and near & {"pas", "jamais"}):
            continue  # said of oneself: 'j'espère que dina ne va pas me refuser'

        players = [t for t in sentence if t.kind == "player" and t.value != table.speaker]
        after = [t for t in players if t.start > sentence[i].start]
        chosen = after[0] if after else (players[-1] if players else None)
        if chosen is not None:
            return Order("refuse", {"player": chosen.value})
    return None


def _chief(table: _Table, text: _Text, sentences: list[list[_Token]],
           tokens: list[_Token]) -> Order | Rejection | None:
    """'je suis chef de guerre du clan des Loups', 'chef : Loups', 'je fonde le clan des
    Loups', 'I am war chief of the Wolves'."""
    declared = False
    after_chief: int | None = None
    for sentence in sentences:
        found = _find(sentence, CHIEF)
        founding = _find(sentence, FOUND)
        if found is not None:
            i, phrase = found
            end = i + len(phrase)
            colon = end < len(sentence) and sentence[end].kind == "colon"
            line_start = not text.folded[:sentence[i].start].split("\n")[-1].strip(" *#>-")
            before = sentence[max(0, i - 6):i]
            cue = (_find(before, CHIEF_CUES) is not None
                   or _find(sentence[max(0, i - 3):i], AS_CUES) is not None
                   or any(t.value in AFTER_CUES for t in sentence[end:end + 4])
                   or [t.value for t in before if t.kind != "colon"][-1:] == [ru.SELF_CUE])
            denied = any(t.value in NOT_CUES for t in sentence[max(0, i - 3):i])
            if ru.russian(sentence[i].value) and _find(sentence[:i], JOIN) is not None:
                denied = True  # 'я присоединяюсь к вождю @ana'
            titled = line_start and any(t.value in ("du", "des", "of", "clan", *ru.CLAN)
                                        for t in sentence[end:end + 2])
            if (cue and not denied) or (line_start and (colon or titled)):
                declared = True
                after_chief = tokens.index(sentence[i]) + len(phrase)
                break
        if founding is not None and _find(sentence, CLAN_WORDS) is not None:
            declared = True
            break
    if not declared:
        return None
    name = _named_clan(text, tokens, after_chief)
    if name is None and after_chief is not None:
        name = _name_before(text, tokens[:after_chief])
    if name is None:
        return Rejection("no_clan_name", {})
    return Order("chief", {"clan": name})


def _named_clan(text: _Text, tokens: list[_Token], after_chief: int | None) -> str | None:
    """The clan's name as written: after 's'appelle', after 'clan', or after 'chef de
    guerre'."""
    starts = [i + len(p) for i in range(len(tokens)) for p in [_at(tokens, i, NAMING)] if p]
    starts += [i + 1 for i, t in enumerate(tokens) if t.value in ("clan", *ru.CLAN)]
    if after_chief is not None:
        starts.append(after_chief)
    for start in starts:
        name = _name_from(text, tokens, start)
        if name:
            return name
    return None


def _name_before(text: _Text, tokens: list[_Token]) -> str | None:
    """'Les Faucons ont besoin d'un chef : ce sera moi !': the name in capitals after an
    article, in the sentence before the word 'chef'."""
    start = max((i + 1 for i, t in enumerate(tokens) if t.kind == "stop"), default=0)
    for i in range(start, len(tokens) - 1):
        token, following = tokens[i], tokens[i + 1]
        if token.value in ("les", "le", "la", "l", "the") and following.kind == "word" and (
                _capital(text, following)):
            return _name_from(text, tokens, i + 1)
    return None


def _capital(text: _Text, token: _Token) -> bool:
    return text.written(token.start, token.end)[:1].isupper()


def _name_from(text: _Text, tokens: list[_Token], k: int) -> str | None:
    """A name as written from token k on, its leading articles and links skipped: words in
    capitals for as long as they go ('Meute d'Acier'), else up to three words."""
    while k < len(tokens) and tokens[k].kind in ("word", "colon") and tokens[k].value in (
            NAME_LEADS | {":", "-", "="}):
        k += 1
    if k >= len(tokens) or tokens[k].kind not in ("word", "zone"):
        return None
    first = tokens[k]
    quoted = _quoted(text, first)
    if quoted is not None:
        return quoted
    if first.value in NAME_STOPS:
        return None
    capital = _capital(text, first)
    last = first
    j = k + 1
    count = 1
    while j < len(tokens) and count < 5:
        token = tokens[j]
        gap = text.folded[last.end:token.start]
        if token.kind not in ("word", "zone") or gap.strip(" '-") or token.value in NAME_STOPS:
            break
        if capital and not (_capital(text, token) or (
                token.value in NAME_LINKS and j + 1 < len(tokens)
                and _capital(text, tokens[j + 1]))):
            break  # 'Meute d'Acier' goes on through 'd'', 'Loups ce soir' stops
        if not capital and count >= 3:
            break
        last = token
        count += 1
        j += 1
    name = " ".join(text.written(first.start, last.end).strip("«»\"'*_“” ").split())
    return (ru.nominative(name) if ru.russian(name) else name) or None


_QUOTES = {"«": "»", '"': '"', "„": "“", "“": "”"}


def _quoted(text: _Text, first: _Token) -> str | None:
    """A Russian name written in quotes, whole and as written ('клан «Дети ночи»')."""
    at = text.origin[first.start]
    before = text.raw[:at].rstrip()
    closing = _QUOTES.get(before[-1:])
    if closing is None:
        return None
    end = text.raw.find(closing, at)
    inside = " ".join(text.raw[at:end].split()) if end > at else ""
    return inside if inside and len(inside) <= 60 and ru.russian(inside) else None


def _joining(table: _Table, text: _Text, tokens: list[_Token], after: int) -> Order | Rejection:
    """'je rejoins les Loups', 'je me rallie à @arno', 'I join the Wolves'."""
    clans = table.clan_mentions(text.folded)
    start = tokens[after - 1].end
    if clans:
        later = [name for at, name in clans if at >= start]
        return Order("join", {"clan": later[0] if later else clans[-1][1]})
    players = [t for t in tokens if t.kind == "player" and t.value != table.speaker]
    if players:
        later_players = [t for t in players if t.start >= start]
        return Order("join", {"chief": (later_players or players)[0].value})
    name = _name_from(text, tokens, after)
    known = [name for name, _, _ in table.clans]
    if name:
        return Rejection("unknown_clan", {"clan": name, "clans": known})
    return _ambiguous("no_clan", clans=known)


def _amend_signup(table: _Table, order: Order, after: _Text) -> Order | None:
    """'je rejoins les Loups... non, les Ours': a new clan or chief for the order before."""
    clans = table.clan_mentions(after.folded)
    players = [t.value for t in table.tokens(after.folded)
               if t.kind == "player" and t.value != table.speaker]
    if order.kind == "join" and clans:
        return Order("join", {"clan": clans[-1][1]})
    if order.kind in ("join", "refuse") and players:
        return Order(order.kind, {"chief" if order.kind == "join" else "player": players[-1]})
    if order.kind == "chief":
        name = _name_from(after, table.tokens(after.folded), 0)
        if name:
            return Order("chief", {"clan": name})
    return None
