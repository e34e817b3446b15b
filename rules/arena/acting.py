"""Reading a round's action (`rules.arena.orders`): move, attack, defend, shoot, shield or
nothing, perhaps for a warrior; its kind, its target or its zone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from rules.arena import russian as ru
from rules.arena.reading import _ambiguous, _at, _find, _sentences, _Table, _Text, _Token
from rules.arena.words import (
    ADDRESSEE,
    CLITIC_PRONOUNS,
    CLITICS,
    CONDITIONS,
    CUTS,
    DOING,
    FILLERS,
    FOR_ANYWHERE,
    FOR_PHRASES,
    GO,
    MOVE_LEADS,
    NEGATIONS_AFTER,
    NEGATIONS_ALONE,
    NEGATIONS_BEFORE,
    NOT_CONDITIONS,
    OBJECT_PRONOUNS,
    ORIGINS,
    OTHERS,
    OWN_THINGS,
    PURPOSE,
    SELF,
    SUBJECT_OTHER,
    TARGET_LINKS,
    THREATS,
    VERBS,
    WEAK_ATTACKS,
)
from rules.base import JSON, Order, Rejection
from rules.reader import named_players


@dataclass(frozen=True)
class _Act:
    kind: str
    params: JSON
    doubt: str = ""
    conditional: bool = False


_Verb = tuple[int, str, tuple[str, ...]]
"""Where a kind's word or phrase is in a clause: (token index, kind, phrase)."""


@dataclass
class _Clause:
    tokens: list[_Token]
    verbs: list[_Verb] = field(default_factory=list)


def _round(table: _Table, text: _Text, narration: str) -> Order | Rejection | None:
    """One action: move, attack, defend, shoot, shield (or nothing), perhaps for a warrior."""
    tokens = table.tokens(text.folded)
    actor, tokens = _acting_for(table, text, tokens)
    others = {t.value for t in tokens if t.kind == "player"} | set(
        named_players(narration, table.names))
    acts: list[_Act] = []
    problems: list[Rejection] = []
    nothing = False
    for sentence in _sentences(tokens):
        conditional = _find(sentence, CONDITIONS) is not None and _find(
            sentence, NOT_CONDITIONS) is None
        clauses, vocative, lone = _collected(sentence)
        if lone is not None:
            acts.append(_Act("move", {"to": lone, **_for(actor, table)},
                             conditional=conditional))
        for clause in clauses:
            found = _clause_action(table, clause, actor, vocative, others, text)
            if found == "nothing":
                nothing = True
            elif isinstance(found, Rejection):
                problems.append(found)
            elif isinstance(found, _Act):
                acts.append(replace(found, conditional=conditional))
    distinct: dict[str, _Act] = {}
    for act in sorted(acts, key=lambda act: bool(act.doubt)):  # a plain reading first
        distinct.setdefault(repr((act.kind, sorted(act.params.items()))), act)
    if len(distinct) > 1:
        kinds = list(dict.fromkeys(act.kind for act in distinct.values()))
        if len(kinds) == 1 and kinds[0] != "move":
            return _ambiguous("two_targets", kind=kinds[0])
        return _ambiguous("two_zones" if kinds == ["move"] else "two_actions", kinds=kinds)
    if distinct:
        act = next(iter(distinct.values()))
        if act.conditional:
            return _ambiguous("conditional", kind=act.kind)
        return Order(act.kind, act.params, act.doubt)
    if problems:
        return problems[0]
    if nothing:
        return Order("nothing", _for(actor, table))
    return None


def _split_clauses(sentence: list[_Token]) -> list[list[_Token]]:
    out: list[list[_Token]] = [[]]
    for token in sentence:
        if token.kind in ("comma", "colon"):
            out.append([])
        else:
            out[-1].append(token)
    return [c for c in out if c]


def _collected(sentence: list[_Token]) -> tuple[list[_Clause], str | None, str | None]:
    """The sentence's clauses with a verb, each with the verbless clauses that follow it
    ('Action : tir, cible : @dina'); the player it opens by addressing ('@bob, couvre-moi'),
    and a zone it gives alone ('Zone C !')."""
    clauses: list[_Clause] = []
    vocative: str | None = None
    lone: str | None = None
    for n, clause_tokens in enumerate(_split_clauses(sentence)):
        tokens = _cut(clause_tokens)
        verbs = _verbs(tokens)
        if verbs:
            clauses.append(_Clause(list(tokens), verbs))
            continue
        players = [t for t in tokens if t.kind == "player"]
        if n == 0 and len(players) == 1 and len(tokens) == 1:
            vocative = players[0].value
        elif clauses and (players or any(t.kind == "zone" for t in tokens)):
            clauses[-1].tokens.extend(tokens)
        elif not clauses:
            lone = _lone_zone(tokens) or lone
    return clauses, vocative, lone


def _cut(tokens: list[_Token]) -> list[_Token]:
    """The clause without what tells of someone else or of a purpose: 'qui fuit', 'car il
    m'a frappé', 'pour protéger bea' after an action."""
    verbs: list[_Verb] | None = None
    for i, token in enumerate(tokens):
        if token.kind != "word":
            continue
        if token.value in CUTS:
            return tokens[:i]
        if token.value in PURPOSE and i == 0 and _verbs(tokens[1:2]):
            return []  # 'pour attaquer carl, je fonce au centre'
        if token.value in PURPOSE and i > 0:
            rest = [t for t in tokens[i + 1:i + 4] if t.value not in CLITICS | {"de", "d"}]
            verbs = _verbs(tokens) if verbs is None else verbs
            acting = [v for v in verbs if v[0] < i and v[1] != "nothing"]
            aimed = any(t.kind in ("player", "zone") for t in tokens[:i])
            if rest and _verbs(rest[:1]) and acting and aimed:
                return tokens[:i]  # 'je vais au centre pour attaquer emil'
        if token.value == "to" and i > 0 and tokens[i - 1].kind in ("zone", "player"):
            if _verbs(tokens[i + 1:i + 2]):
                return tokens[:i]  # 'I move to zone 2 to attack carl'
    return tokens


def _verbs(tokens: Sequence[_Token]) -> list[_Verb]:
    """Where each kind's words are, their negations and auxiliaries left out."""
    found: list[_Verb] = []
    i = 0
    while i < len(tokens):
        best: tuple[str, tuple[str, ...]] | None = None
        for kind, phrases in VERBS.items():
            phrase = _at(tokens, i, phrases)
            if phrase is not None and (best is None or len(phrase) > len(best[1])):
                best = (kind, phrase)
        if best is None and tokens[i].kind == "word" and ru.russian(tokens[i].value):
            stemmed = ru.verb_kind(tokens[i].value)  # 'атакую', 'атакует', 'атака'...
            best = (stemmed, (tokens[i].value,)) if stemmed else None
        if best is None:
            i += 1
            continue
        kind, phrase = best
        before = [t.value for t in tokens[max(0, i - 3):i]]
        if phrase in (("tire",), ("lance",), ("lancer",)) and before[-1:] in (["me"], ["m"]):
            kind = "move" if phrase == ("tire",) else "attack"  # 'je me tire en 2'
        found.append((i, kind, phrase))
        i += len(phrase)
    kept: list[_Verb] = []
    for n, (i, kind, phrase) in enumerate(found):
        before = [t.value for t in tokens[max(0, i - 3):i]]
        after = [t.value for t in tokens[i + len(phrase):i + len(phrase) + 2]]
        if kind == "nothing" and phrase in (("rien",), ("nothing",)):
            if set(before[-2:]) & DOING or len(tokens) == 1 or after[:1] in (
                    ["ce"], ["du"], ["pour"], ["this"], ["at"]):
                kept.append((i, kind, phrase))  # 'je ne fais rien', 'rien ce tour'
            continue
        if kind == "attack" and before[-2:] == ["a", "l"]:
            continue  # 'à l'attaque !' is a cry
        if ru.russian(phrase[0]) and _russian_aside(tokens, i, kind, phrase, before):
            continue
        if (before[-1:] and before[-1] in ru.NEGATIONS) or (
                set(before[-2:]) & NEGATIONS_BEFORE and set(after) & NEGATIONS_AFTER) or (
                set(before[-2:]) & {"not", "don", "dont", "won", "wont", "never"}) or (
                after[:1] and after[0] in NEGATIONS_ALONE):
            if kind == "move":
                kept.append((i, "nothing", phrase))  # 'je ne bouge pas'
            continue
        following = found[n + 1] if n + 1 < len(found) else None
        if kind == "move" and phrase[-1] in GO and following is not None and (
                following[0] - (i + len(phrase)) <= 3) and following[1] != "move":
            continue  # 'je vais attaquer carl'
        kept.append((i, kind, phrase))
    return kept


def _russian_aside(tokens: Sequence[_Token], i: int, kind: str, phrase: tuple[str, ...],
                   before: list[str]) -> bool:
    """A Russian word of an action that is none: 'ничего' away from 'делаю' ('ничего
    страшного'), the cry 'в атаку !' with nobody named, a shield one attacks with ('атакую
    @carl со щитом')."""
    if phrase == ("ничего",):
        near = {t.value for t in tokens[max(0, i - 2):i + 3]}
        return not (near & ru.DOING or len(tokens) == 1)
    if kind == "attack" and phrase == ru.CRY and before[-1:] == ["в"]:
        return not any(t.kind == "player" for t in tokens[i + 1:])
    return kind == "shield" and before[-1:] in (["с"], ["со"]) and any(
        j != i and (ru.verb_kind(t.value) not in (None, "shield") or any(
            _at(tokens, j, VERBS[other]) for other in VERBS if other != "shield"))
        for j, t in enumerate(tokens) if t.kind == "word")


def _clause_action(table: _Table, clause: _Clause, actor: str | None, vocative: str | None,
                   others: set[str], text: _Text) -> _Act | Rejection | str | None:
    """One clause's action, "nothing", why it cannot be one, or None (no action of the
    speaker's: a tale of someone else, a request to a clan-mate, a verb without object)."""
    tokens, verbs = clause.tokens, clause.verbs
    speaking = _speaking(table, tokens, verbs, actor, vocative, text)
    if speaking is None:
        return None
    subject, for_, imperative = speaking
    acting = for_ or table.speaker
    zones = _destinations(tokens, verbs)
    kind = _kind(tokens, verbs, zones)
    if kind is None or isinstance(kind, Rejection) or kind == "nothing":
        return kind
    extra = {"for": for_} if for_ and for_ != table.speaker else {}
    if kind == "move":
        if len(set(zones)) > 1:
            return _ambiguous("two_zones", zones=list(dict.fromkeys(zones)))
        return _Act("move", {"to": zones[0], **extra})
    objects = tokens[verbs[0][0] + len(verbs[0][2]):]
    target, doubt, problem = _target(table, tokens, verbs, objects, acting, subject, imperative,
                                     vocative, others)
    if problem is not None:
        return problem
    if kind == "protect":
        return _ambiguous("defend_or_shield", **({"target": target} if target else {}))
    if target is None:
        if kind in ("defend", "shield"):
            target = acting  # 'je me défends', 'bouclier !'
        elif any(phrase[0] in WEAK_ATTACKS for _, k, phrase in verbs if k == kind):
            return None  # 'je charge mon arc'
        else:
            return _ambiguous("no_target", kind=kind)
    return _Act(kind, {"target": target, **extra}, doubt)


def _speaking(table: _Table, tokens: list[_Token], verbs: list[_Verb], actor: str | None,
              vocative: str | None, text: _Text) -> tuple[str | None, str | None, bool] | None:
    """Who the clause makes act: (its subject, the warrior a chief declares for, whether it is
    an imperative), or None when it is no declaration of the speaker's ('tu attaques carl',
    'carl attaque bea' from anyone but carl's chief, 'couvre-moi !' to a clan-mate)."""
    before = tokens[:verbs[0][0]]
    named = [t.value for j, t in enumerate(before) if t.kind == "player" and not (
        j and before[j - 1].value in ru.PREPOSITIONS)]  # 'встаёт рядом с @dina и ...'
    subject = named[-1] if named else None
    if subject is None and any(t.kind == "word" and t.value in SUBJECT_OTHER for t in before):
        return None
    for_ = actor
    if subject is not None and subject not in (actor or table.speaker, table.speaker):
        if actor is not None or table.chief_of(subject) != table.speaker:
            return None
        for_ = subject  # '@bob tire sur @x', from bob's chief
    imperative = _imperative(text, tokens, verbs[0])
    if imperative and actor is not None and tokens[verbs[0][0]].value in ru.IMPERATIVES:
        return subject, actor, True  # 'за @bob: защищайся', from bob's chief
    if imperative:
        if vocative is None or table.chief_of(vocative) != table.speaker:
            return None
        for_ = vocative  # '@bob, défends-moi !', from bob's chief
    return subject, for_, imperative


def _kind(tokens: list[_Token], verbs: list[_Verb], zones: list[str]) -> str | Rejection | None:
    """The one kind the clause's words say: a move needs a zone ('je vais réfléchir' is
    none), a shield named beside 'protège' is a shield, a bow beside 'attaque' a shot, a
    guard against arrows a shield; two kinds left are two actions."""
    kinds = {kind for _, kind, _ in verbs} - {"nothing"}
    if not kinds:
        return "nothing"
    if "move" in kinds and not zones:
        going = all(phrase[-1] in GO and not _led(tokens, i + len(phrase))
                    for i, k, phrase in verbs if k == "move")
        kinds -= {"move"}
        if not kinds:
            return None if going else _ambiguous("no_zone")
    if kinds & {"defend", "shield", "protect"} and "shoot" in kinds and all(
            _threat(tokens, i) for i, k, _ in verbs if k == "shoot"):
        kinds = (kinds - {"shoot", "defend", "protect"}) | {"shield"}  # 'je me protège des flèches'
    if {"shield", "defend"} <= kinds:
        return _ambiguous("defend_or_shield")
    if kinds & {"shield", "defend"}:
        kinds -= {"protect"}
    if {"shoot", "attack"} <= kinds:
        kinds -= {"attack"}  # 'j'attaque dina à l'arc'
    if len(kinds) > 1:
        return _ambiguous("two_actions", kinds=sorted(kinds))
    return next(iter(kinds))


def _led(tokens: list[_Token], i: int) -> bool:
    """Whether a place follows ('je vais dans la forêt'): then going is a move to it."""
    return i < len(tokens) and tokens[i].value in MOVE_LEADS - {"la", "le", "zone", ":"}


def _threat(tokens: list[_Token], i: int, reflexive: bool = True) -> bool:
    """Whether the word at i is what one guards against ('les coups de @dina', 'contre
    @bea', 'je me protège des flèches'), not whom ('défense de @gaspard')."""
    before = [t.value for t in tokens[max(0, i - 2):i]]
    if set(before) & {"contre", "against", "from", *ru.THREATS}:
        return True
    return bool(set(before) & THREATS) and (reflexive or i >= 2)


def _imperative(text: _Text, tokens: list[_Token],
                verb: _Verb) -> bool:
    """'défends-moi', 'couvre-moi', 'cover me' (said to someone)."""
    i, _, phrase = verb
    if tokens[i].value in ru.IMPERATIVES:
        return True  # 'защищайся', 'прикрой меня', 'атакуй @carl'
    end = tokens[i + len(phrase) - 1].end
    if re.match(r"-(?:moi|nous|le|la|les|lui)\b", text.folded[end:end + 6]):
        return True
    following = tokens[i + len(phrase)] if i + len(phrase) < len(tokens) else None
    return i == 0 and following is not None and following.value in ("me", "us") and (
        tokens[i].value in ("cover", "defend", "shield", "protect", "guard"))


def _destinations(tokens: list[_Token], verbs: list[_Verb]) -> list[str]:
    """The zones a move goes to: a zone named as such, or a bare '3' or 'c' led by 'en', 'vers',
    'to'... or right after the verb; not a zone it comes from ('de la zone 1')."""
    movers = {i for i, kind, _ in verbs if kind == "move"}
    out: list[str] = []
    for j, token in enumerate(tokens):
        if token.kind != "zone":
            continue
        before = tokens[j - 1] if j else None
        before2 = tokens[j - 2] if j > 1 else None
        if before is not None and before.value in ORIGINS or (
                before2 is not None and before2.value in ORIGINS and before is not None
                and before.value in ("la", "le", "l")):
            continue
        if not token.strong and not (before is not None and (
                before.value in MOVE_LEADS or any(j - 1 == i for i in movers))):
            continue
        out.append(token.value)
    return out


def _lone_zone(tokens: list[_Token]) -> str | None:
    """A zone alone, or with only filler words ('Action : zone C !', 'au centre')."""
    zones = [t.value for t in tokens if t.kind == "zone"]
    words = [t.value for t in tokens if t.kind == "word"]
    if len(set(zones)) != 1 or any(t.kind == "player" for t in tokens):
        return None
    if not all(w in FILLERS for w in words):
        return None
    strong = any(t.strong for t in tokens if t.kind == "zone")
    return zones[0] if strong or not words or words[-1] in MOVE_LEADS else None


def _target(table: _Table, tokens: list[_Token], verbs: list[_Verb],
            objects: list[_Token], acting: str, subject: str | None, imperative: bool,
            vocative: str | None, others: set[str]) -> tuple[str | None, str, Rejection | None]:
    """Whom the action is aimed at: the first player named after the verb; oneself ('me',
    'moi'); the addressee ('je te couvre'); a pronoun for the one other player told of."""
    first_verb = verbs[0][0]
    words = [t.value for t in tokens if t.kind == "word"]
    before = [t.value for t in tokens[max(0, first_verb - 2):first_verb] if t.kind == "word"]
    after = [t.value for t in objects if t.kind == "word"]
    guarding = {k for _, k, _ in verbs} & {"defend", "shield", "protect"}
    reflexive = bool(set(before) & SELF)
    named = [t for t in objects if t.kind == "player" and t.value != subject and not (
        guarding and _threat(objects, objects.index(t), reflexive))]
    known = [t for t in named if t.known]
    chosen = known or named
    if chosen:
        first = chosen[0]
        rest = [t for t in chosen[1:] if t.value != first.value]
        if rest:
            between = objects[objects.index(first) + 1:objects.index(rest[0])]
            if all(t.kind == "word" and t.value in TARGET_LINKS for t in between):
                return None, "", _ambiguous("two_targets", targets=[first.value, rest[0].value])
        return first.value, "", None
    if guarding and not named and len(after) >= 2 and after[0] in OTHERS and (
            after[1] not in OWN_THINGS):
        return None, "", _ambiguous("no_target", kind=verbs[0][1])  # 'je défends mes gars'
    if set(after) & SELF or set(before) & {"me", "m", "se", "s"}:
        speaker_meant = imperative or (subject is not None and subject != acting)
        return (table.speaker if speaker_meant else acting), "", None
    if set(before) & ADDRESSEE or set(after) & ADDRESSEE:
        addressed = vocative or _single(others - {table.speaker, acting})
        if addressed is not None:
            return addressed, "", None
    if set(before) & (CLITIC_PRONOUNS | OBJECT_PRONOUNS) or set(after) & OBJECT_PRONOUNS or (
            "dessus" in words):
        referent = _single(others - {table.speaker, acting})
        if referent is not None:
            return referent, "pronoun", None
        return None, "", _ambiguous("no_target", kind=verbs[0][1])  # 'je le défends': whom?
    return None, "", None


def _single(names: set[str]) -> str | None:
    return next(iter(names)) if len(names) == 1 else None


def _for(actor: str | None, table: _Table) -> JSON:
    return {"for": actor} if actor and actor != table.speaker else {}


def _acting_for(table: _Table, text: _Text, tokens: list[_Token]) -> tuple[str | None,
                                                                             list[_Token]]:
    """The warrior a chief declares for: 'pour @bob : ...', 'à la place de @bob', '@bob : ...'
    at the start of a line (from bob's chief). The words that say so are left out."""
    for i, token in enumerate(tokens):
        if token.kind != "player" or token.value == table.speaker:
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        marked = following is None or following.kind in ("colon", "comma", "stop")
        lead: tuple[str, ...] | None = None
        for length in (5, 4, 3, 2, 1):
            if i - length >= 0 and _at(tokens, i - length, FOR_PHRASES) is not None and len(
                    _at(tokens, i - length, FOR_PHRASES) or ()) == length:
                lead = _at(tokens, i - length, FOR_PHRASES)
                break
        if lead in ru.FOR_COLON and not (following is not None and following.kind == "colon"):
            lead = None  # 'прячусь за @bob': behind bob, not for him
        if lead is not None and (marked or lead in FOR_ANYWHERE):
            start = i - len(lead)
            end = i + 2 if marked and following is not None and following.kind == "colon" else i + 1
            return token.value, tokens[:start] + tokens[end:]
        line_start = not text.folded[:token.start].split("\n")[-1].strip(" *#>-")
        if line_start and following is not None and following.kind == "colon" and (
                table.chief_of(token.value) == table.speaker):
            return token.value, tokens[:i] + tokens[i + 2:]
    return None, tokens


def _amend_action(table: _Table, order: Order, after: _Text) -> Order | None:
    """'j'attaque carl... non, dina': a new target; 'en zone 2, non, 3': a new zone."""
    tokens = table.tokens(after.folded)
    players = [t.value for t in tokens if t.kind == "player" and t.value != table.speaker]
    zones = [t.value for t in tokens if t.kind == "zone"]
    if order.kind == "move" and zones and not players:
        return Order("move", {**order.params, "to": zones[-1]}, order.doubt)
    if order.kind in ("attack", "defend", "shoot", "shield") and players and not zones:
        return Order(order.kind, {**order.params, "target": players[-1]})
    return None
