"""The parts of an INDIXO message the reading takes apart before it reads the order
(`rules.indixo.orders`): a signature in Cyrillic, negated clauses, a comment after a vote or an
order, the pronouns that stand for a name said before, the words that name a room or weapon
the game does not have, the chief voted for, and the weapons spread to rooms."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rules.base import JSON, Context, Order
from rules.indixo import russian
from rules.indixo.keywords import (
    _RESERVED,
    _WEAPON_PRONOUN,
    VOCABULARY,
    _has,
    _spaced,
    _verbs,
    alternation,
    fold,
)
from rules.indixo.names import _Mention, _Vocabulary
from rules.reader import TARGET_PRONOUNS
from rules.reader.russian import CYRILLIC


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


_NEGATED = re.compile(
    r"\b(?:ne\s+|n')(?:(?:le|la|les|lui|leur|y|en|me|te|se|nous|vous)\s+|[lmts]')*"
    r"[a-z]+\s+(?:a\s+)?(pas|plus|jamais|point|personne|rien|aucun|aucune)\b"
    r"|\b(?:don't|dont|do not|won't|will not|shall not)\s+[a-z]+"
    r"(\s+(?:anyone|anybody|anything))?\b")
"""A negated verb ("je ne déplace pas", "I don't move"): not the order given; negated with
nobody or nothing ("je ne tue personne", "I won't kill anyone") it says nothing is done."""
_CLAUSE_EDGE = re.compile(rf"[,.;:!?\n]|\b(?:{alternation('clause_edges', 'fr', 'en')})\b")


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
_NOT_NAMES = VOCABULARY.words("not_names")
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


_NAMED_AFTER = re.compile(r"(?:\b(?:la|le|les|the|dans|au|aux|vers|to|into|sur)\s+|\bl')"
                          r"([a-z][a-z' -]{1,40}?)\s*[.!]*$")
"""The words a player used for a room or weapon the game does not have ("le grenier")."""
_NAMED_AFTER_RU = re.compile(rf"(?<![\w])(?:{russian.ROOM_LEADS})\s+([а-я][а-я -]{{1,40}}?)"
                             r"\s*[.!]*$")
"""The same in Russian, after a preposition ("в погреб")."""
_OBJECT_OF = {kind: re.compile(rf"(?<![\w])(?:{_verbs(kind)})(?![\w'])")
              for kind in ("destroy", "haunt")}
"""The verbs after which Russian names its object without an article ("уничтожаю топор")."""


_HANDLE = re.compile(r"(?<![\w@])@([a-z0-9][a-z0-9_.-]*)")


def _unknown_handle(scene: _Scene, folded: str) -> str | None:
    """An '@name' that is no player of the game ("@xavier"), or None."""
    spans = [(m.start, m.end) for m in scene.vocabulary.mentions(folded)]
    for handle in _HANDLE.finditer(folded):
        if not any(a <= handle.start() < b for a, b in spans):
            return handle.group(1)
    return None


_FILLER = VOCABULARY.words("filler") | russian.FILLER
"""Words a bare list of names may hold besides them ("@bea, le couteau, la cuisine")."""


def _bare(folded: str, found: list[_Mention]) -> bool:
    """Whether the text is only names, punctuation and filler ("Cuisine, couteau, Bea.")."""
    rest = folded
    for mention in reversed(found):
        rest = rest[:mention.start] + " " + rest[mention.end:]
    return set(re.findall(r"[a-z0-9а-я]+", rest)) <= _FILLER


_COMMENT_EDGE = re.compile(rf"[,.;:!?\n]+|\s(?:{alternation('comment_edges')})\s")
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
    for word in re.finditer(rf"\b({alternation('chief')})\b", folded):
        for mention in vocabulary.mentions(folded):
            if mention.kind == "player":
                distance = abs(mention.start - word.start())
                if best is None or distance < best[0]:
                    best = (distance, mention.name)
    return best[1] if best else None


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
