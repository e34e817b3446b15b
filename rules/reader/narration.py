"""Orders wrapped in role-play: narration set apart, questions that only think aloud, and
pronouns that stand for the one player the narration names.

Players on role-play forums write their character's doings in `*asterisks*` or italics
(`_underscores_`, `[i]...[/i]`, `<i>`, `<em>`) and state the order plainly at the end:
`narrated` sets the narration apart from the plain text. Bold (`**...**`, `__...__`) is
emphasis, not narration: its words stay plain, and so does one word in italics. A markdown
bullet (`* item`) is not narration
either. A question ("et si j'allais en C3 ?") is not an order: `without_musing` drops it,
keeping what comes before a closing tag ("je vais en C3, c'est bon ?"); so does a hedge said
without a question mark ("je me demande si j'irais en C3", "I'm not sure, maybe C3")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.reader.names import Names
from rules.reader.words import fold

_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)")
_ITALICS = re.compile(
    r"(?<![*\w])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?![*\w])"
    r"|(?<![\w_])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w_])"
    r"|\[i\](.*?)\[/i\]|<(?:i|em)>(.*?)</(?:i|em)>",
    re.IGNORECASE | re.DOTALL,
)
_CLAUSE = re.compile(r"[,:]")

OPENERS = frozenset(
    """est-ce est estce peux-je puis-je peut-on peux-tu pouvez-vous ai-je dois-je faut-il
    devrais-je devrais pourrais pourrait can could may should shall is are am do does did
    will would how what when where who why which qui quand comment pourquoi quoi combien
    quel quelle quels quelles ou si et peut_etre maybe perhaps""".split()
)
"""First words of a question that thinks aloud: the whole question is dropped, not only
its closing tag ("et si j'allais en C3 ?", "should I go to C3?")."""

HEDGES = frozenset(
    """devrais devrait devrions devriez pourrais pourrait pourrions pourriez serait serais
    faudrait vaudrait peut_etre maybe perhaps should could might would""".split()
)
"""Words that make a question weigh a move rather than give it ("je devrais peut-être aller
en C3, non ?", "aller en D2 serait malin, vous croyez ?")."""
DOUBTS = frozenset("vraiment really serieux serieusement seriously sure".split())
"""A closing tag of disbelief: the whole question only thinks aloud ("lancer sur X, vraiment ?")."""
ASKING: tuple[str, ...] = tuple(" ".join(phrase.split()) for phrase in """
    vous pensez|tu penses|pensez vous|penses tu|vous croyez|tu crois|croyez vous|crois tu
    |vous en pensez|tu en penses|qu en pensez|qu en penses|votre avis|ton avis|vos avis|des avis
    |bonne idee|mauvaise idee|vaut le coup|vaut la peine|valoir le coup|malin|judicieux
    |you think|you reckon|thoughts|opinions|good idea|bad idea|worth it|worth|smart|wise
    |good move|bad move|makes sense|make sense|not sure|no idea|unsure|pas sur|pas sure
    |je me tate|j hesite|je sais pas|chais pas
    |как думаете|как думаешь|думаете|думаешь|как считаете|как считаешь|считаете|считаешь
    |стоит|стоило|есть смысл|имеет смысл|смысл|идея|ваше мнение|твое мнение|мнения|советуете
    |посоветуете|не уверен|не уверена|хз""".split("|"))
"""Folded words that ask the others whether an order is worth giving, or say the player does
not know: a question holding one anywhere only thinks aloud, whole, however long it is ("ça
vaut le coup de lancer sur boris avec un 3, vous pensez ?", "throw at ana 4, thoughts?",
"кидаю в бориса 3, как думаете?"), and so does one followed by them after its question mark
("should I throw at ana 4? not sure"). A tag that only asks for a confirmation ("c'est bon
?", "ok ?", "нормально?") is not one: the order before it stands."""

_ASKING_FOLDED = tuple(" ".join(re.findall(r"[^\W_]+", fold(phrase))) for phrase in ASKING)
_ASKED = re.compile(r"(?P<question>(?:^|(?<=[.!?…;\n]))[^.!?…;\n]*[!?]*[?¿][!?]*)"
                    r"(?P<tail>[^\S\n]*[^.!?…;\n¿\s][^.!?…;\n¿]{0,80}(?=[.!…;\n]|$))?")
"""A question, from its sentence's start (anchored there, so a long text is read once), and
what follows its question mark on its line up to the sentence's end when
that part asks no question of its own ("should I throw at ana 4? not sure")."""

_APOSTROPHE = "['’ʼ]"
_HEDGE = re.compile(
    rf"(?<![\w'’])(?:(?:je me demande|i wonder|je ne sais pas|i{_APOSTROPHE}?m not sure"
    rf"|i am not sure)\b(?:\s+(?:encore\s+|vraiment\s+)?(?:(?:si|if|whether)\b|s{_APOSTROPHE}))?"
    r"|je r[ée]fl[ée]chis\b)",
    re.IGNORECASE,
)
"""Words that think aloud without a question mark: "je me demande si..." and "I wonder if..."
hedge the rest of their sentence; "je ne sais pas", "je réfléchis", "I'm not sure" alone only
their own clause ("je ne sais pas qui c'est, mais je vote Bea")."""
_GOVERNS = re.compile(rf"(?:si|s{_APOSTROPHE}|if|whether)$|^(?:je me demande|i wonder)$",
                      re.IGNORECASE)
_WEIGHING = re.compile(
    rf"(?<![\w'’])(?:(?:i{_APOSTROPHE}?m |i am )?wondering\b(?:\s+(?:about|whether|if)\b)?"
    rf"|(?:i{_APOSTROPHE}?m |i am )?(?:not sure|unsure)\s+(?:if|whether|about)\b"
    rf"|je me t[âa]te\b|j{_APOSTROPHE}h[ée]site\b|je (?:ne )?sais pas (?:si|s{_APOSTROPHE})"
    r"|est[- ]ce qu|стоит ли\b|стоит\s+(?:ли\s+)?(?:мне\s+|нам\s+)?[а-яё]+(?:ть|ти|ться)\b"
    r"|(?:есть|имеет)\s+(?:ли\s+)?смысл\b)",
    re.IGNORECASE,
)
"""Words that weigh an order without a question mark, the rest of their sentence with them:
"I'm wondering whether to throw at ana", "not sure if I should go to C3", "je me tâte à aller
en C3", "est-ce que je lance sur boris 3", "стоит кинуть в бориса 3", "есть смысл идти в C3"."""
_SENTENCE_END = re.compile(r"[.!?…;\n]")
_CLAUSE_END = re.compile(r"[.!?…;\n,:]")

TARGET_PRONOUNS = frozenset(
    "le la l lui elle il him her them les eux leur его её ее него неё ему ей".split()
)
"""Pronouns that may stand for a target named earlier ("je la tue", "elle lui lance")."""


@dataclass(frozen=True)
class Narrated:
    """A message as told: `plain` statements, and the `narration` set apart."""

    plain: str
    narration: str


def narrated(text: str) -> Narrated:
    """Narration (asterisks, italics) apart from the plain text; bold markers dropped."""
    text = _BOLD.sub(lambda m: m.group(1) or m.group(2), text)
    told: list[str] = []

    def set_apart(match: re.Match[str]) -> str:
        inside = next(group for group in match.groups() if group is not None)
        if len(inside.split()) < 2:
            return inside  # one word in italics is emphasis ("je vais en _C3_")
        told.append(inside.strip())
        return "\n"

    plain = _ITALICS.sub(set_apart, text)
    return Narrated(plain, "\n".join(told))


def without_musing(text: str) -> str:
    """The text without its questions and hedges: a question's clauses before its closing tag
    stay ("je lance sur anna 3, c'est bon ?"), unless a clause opens the question ("et
    si..."); a hedge drops its clause, or the rest of its sentence when it governs it ("je me
    demande si...")."""
    if "?" in text or "¿" in text:
        text = _ASKED.sub(_asked, text)
    return _without_hedges(text)


def _without_hedges(text: str) -> str:
    while (match := _HEDGE.search(text) or _WEIGHING.search(text)) is not None:
        governs = match.re is _WEIGHING or _GOVERNS.search(match.group().strip())
        ends = _SENTENCE_END if governs else _CLAUSE_END
        start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, match.start())), default=0)
        end = ends.search(text, match.end())
        text = text[:start] + " " + text[end.start() if end else len(text):]
    return text


def asks(text: str) -> bool:
    """Whether a text asks the others whether an order is worth giving, or says the player
    does not know (`ASKING`): 'vous pensez', 'worth it', 'как думаете', 'not sure'."""
    said = f" {_plain_words(text)} "
    return any(f" {phrase} " in said for phrase in _ASKING_FOLDED)


def _plain_words(text: str) -> str:
    return " ".join(re.findall(r"[^\W_]+", fold(text)))


def _asked(match: re.Match[str]) -> str:
    """A question as kept: what `_kept_of_question` keeps, and the words after its question
    mark, unless the question or those words ask whether the order is worth giving ("lancer
    sur boris 3 ? vous en pensez quoi", "Ça vaut le coup ? lancer sur boris 3"): then the
    question and those words only think aloud."""
    question, tail = match.group("question"), match.group("tail") or ""
    if tail and (asks(tail) or asks(question)):
        return "\n"
    return _kept_of_question(question) + "\n" + tail


def _kept_of_question(question: str) -> str:
    if asks(question):
        return ""  # 'ça vaut le coup de lancer sur boris 3, vous pensez ?', '...? not sure'
    *clauses, tag = _CLAUSE.split(question.rstrip("?¿! "))
    if set(_words(tag)) & DOUBTS:
        return ""  # 'lancer sur Chloé, vraiment ?'
    kept = []
    for clause in clauses:
        words = _words(clause)
        if not words or words[0].split("'")[0] in OPENERS or set(words) & HEDGES:
            break
        kept.append(clause)
    return ",".join(kept)


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'-]+", fold(text).replace("peut-etre", "peut_etre"))


def pronoun_target(text: str, narration: str, names: Names, speaker: str) -> str | None:
    """The player a target pronoun in `text` stands for: the only player other than the
    speaker that the narration names. None when there is no pronoun, or no single one."""
    words = set(re.findall(r"[\w]+", fold(text)))
    if not words & TARGET_PRONOUNS:
        return None
    named = set(named_players(narration, names)) - {speaker}
    return next(iter(named)) if len(named) == 1 else None


def names_speaker(narration: str, speaker: str) -> bool:
    """Whether a narration names the speaker's own character ('*Anna ramasse de la boue et la
    jette sur Boris avec une intensité de 3*' told by anna): what it then tells her doing, in
    the third person, is her order (with the doubt `narration`)."""
    return speaker in named_players(narration, Names.of([speaker]))


def named_players(text: str, names: Names) -> list[str]:
    """The players a text names, in order of first mention."""
    folded = fold(text)
    found: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for pattern, name in names.patterns():
        for match in pattern.finditer(folded):
            if any(a < match.end() and match.start() < b for a, b in taken):
                continue
            taken.append(match.span())
            found.append((match.start(), name))
    return list(dict.fromkeys(name for _, name in sorted(found)))
