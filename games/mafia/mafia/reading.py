"""Reading a Forum Mafia post as players write it, in French, English or Russian: a public vote
in the game topic, a night action at the desk, or talk.

Most posts in a Mafia game topic are discussion: they name players and even say "vote" in
passing ("I think we should vote carefully today", "why did you vote bea?", "qui a voté pour
bea ?"). So a vote is read only where forum players put one:

- at the head of its clause (a sentence, a line, a comma's part, or what follows " - " or
  "donc", "so", "но"...), after nothing but padding ("ok", "bon alors", "ну", "je", "I"):
  `vote @bea`, `je vote pour bea`, `voting bea`, `голосую за @bea`, `мой голос — bea`;
  "we should vote bea", "je ne vote pas bea", "bea voted carl" are talk;
- in a conventional marker, read the same way wherever it stands: bold (`**vote: bea**`,
  `[b]vote bea[/b]`), a heading (`##vote bea`), `[vote]bea[/vote]`, `/vote bea`.

Questions and hedges only think aloud (`gamemaster.reader.without_musing`); struck-out text
(`~~vote bea~~`, the forum way to show a withdrawn vote) and words between quotation marks
(`he wrote "vote carl"`) are not the author's vote. Quotes of other posts are already gone
(the bridge's `own_words`).

A name is read by `gamemaster.reader.Names` (with or without '@', any case, accents and
separators, a unique first part); a player named in Cyrillic is also found in the usual cases
of Russian first names ("Вику" for Вика), and a one-word Latin name as Russian players spell
it in Cyrillic, in its cases, when it spells no other player ("Карла" for carl).

A vote word followed by a name that is no player is a vote that cannot be read:
`unknown_player`, answered in the topic (`addressed`), but only when it is clearly meant as
one: written with '@', in a marker or after "vote:", and the name alone ("vote carefully
today" stays talk). Two names for one vote ("vote bea or carl"), or a vote under a condition
("vote bea if she doesn't claim"), are talk. When a post holds several votes, the last one
counts; a change of mind that gives only a new name ("vote @bob, actually @carl", "vote
bea... non, carl") replaces the target.

At the desk (private) the same clause rule reads the night actions, whatever the role (the
rules refuse a role's wrong action): kill, protect, check, shoot, block, each with one target
(also "protect myself", "je me soigne", "лечу себя": the speaker; or named before a word
that ends its clause: "@bea: check"), and pass ("rien", "no action", "пас", "je ne tue
personne"). The last action of a message counts ("block bea and kill carl" is the kill: one
action a message). A name that is no player is `unknown_player` when written with '@' or
alone after the word ("tuer xavier").

Order kinds: `vote {target}` (a player, or `NO_LYNCH`), `unvote {}` in the topic; `kill`,
`protect`, `check`, `shoot`, `block` `{target}` and `pass {}` at the desk. The words are data:
`words.toml` beside this module. `read` never raises.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from gamemaster.game import Order, Rejection
from gamemaster.reader import (
    CHANGE_OF_MIND,
    NO_WORDS,
    PADDING,
    Names,
    fold,
    last_change,
    without_musing,
)
from gamemaster.reader import vocabulary as _vocabulary

__all__ = ["ACTIONS", "NO_LYNCH", "RESERVED", "TEXT_LIMIT", "WORDS", "read"]

WORDS = _vocabulary("mafia")
"""Forum Mafia's words (`mafia/words.toml`)."""
NO_LYNCH = "no lynch"
"""The target of a vote that nobody be eliminated today."""
ACTIONS = ("kill", "protect", "check", "shoot", "block")
"""The night actions that take a target (and `pass`, which takes none)."""
TEXT_LIMIT = 32_000
"""A longer post is not read (Discourse's own limit on a post's length)."""

RESERVED = frozenset(word for table in ("vote", "unvote", "no_lynch", *ACTIONS, "pass")
                     for phrase in WORDS.phrases(table) for word in phrase.split())
"""The grammar's own words: a game may pass them to `Names.of(players, RESERVED)` so that no
player's first part is read as one."""

_MARK = "\ue000"
"""Set before a conventional marker's words (bold, heading, [vote]): read wherever it stands."""


# --- the words as patterns --------------------------------------------------------------------


def _phrase(entry: str) -> str:
    """One entry as a pattern: a space also matches a hyphen, an apostrophe also a space."""
    pattern = r"[\s-]+".join(re.escape(word).replace("'", r"['\s]\s*")
                             for word in entry.split())
    return pattern if entry.endswith("'") else pattern + r"(?![\w'])"


def _words(*tables: str) -> re.Pattern[str]:
    """The entries of these tables as one pattern, longest first (matched at a position)."""
    entries = sorted({entry for table in tables for entry in WORDS.phrases(table)},
                     key=len, reverse=True)
    return re.compile("(?:" + "|".join(_phrase(entry) for entry in entries) + ")")


_VOTE = _words("vote")
_UNVOTE = _words("unvote")
_NO_LYNCH = _words("no_lynch")
_VOTE_PREPOSITIONS = _words("vote_prepositions")
_UNVOTE_PREPOSITIONS = _words("unvote_prepositions")
_ACTION = {kind: _words(kind) for kind in ACTIONS}
_ANY_ACTION = re.compile(r"(?<![\w'])" + _words(*ACTIONS).pattern)
_PASS = _words("pass")
_NOBODY = re.compile(r"(?<![\w'])" + _words("nobody").pattern)
_SELF = _words("self")
_ACTION_PREPOSITIONS = _words("action_prepositions")
_TOPIC_OPENERS = _words("openers")
_DESK_OPENERS = _words("openers", "desk_openers")
_REFLEXIVE = re.compile(_words("reflexive").pattern + r"\s*")
"""French 'je me soigne', 'je me protège': the speaker protects themself."""
_TAIL = frozenset(word for entry in WORDS.phrases("tail") for word in re.findall(r"[^\W_]+",
                                                                                  entry)) \
    | PADDING
"""Words that may follow a target without changing it ("vote bea please")."""
_CONDITION = re.compile(r"[\s,]*(?!s'il\s+(?:te|vous)\s+pla)" + _words("conditions").pattern)
"""A condition after the target: "vote bea if she doesn't claim" is no vote ("s'il te plaît"
is politeness)."""
_NOT_NAMES = WORDS.words("not_names")
"""Words after a vote word that are no attempt at a name ("**vote her**")."""
_SKIP = re.compile(r"[\s:=>\-–—\"“”«»„()*]*")
_LEAD = re.compile(r"(?:[^\w@'\"“”«»„]|_)*")
"""What may open a clause before its words: spaces, the marker, symbols and emoji."""
_ALSO = re.compile(r"[\s/&+]*(?:" + _words("alternatives").pattern + r"\s*(?:"
                   + _VOTE_PREPOSITIONS.pattern + r"\s*)?)?")
_HANDLE = re.compile(r"@([^\W_][\w.-]*)")
_WORD = re.compile(r"[^\W\d_][\w'.-]*")
_CHANGE = re.compile(r"[\W_]*(?:" + "|".join(sorted(
    (r"[\W_]+".join(map(re.escape, phrase.split()))
     for phrase in (*CHANGE_OF_MIND, *NO_WORDS, *WORDS.phrases("changes_of_mind"))),
    key=len, reverse=True)) + r")(?![\w])")
"""A change of mind at the head of a clause ("actually", "non", "вернее")."""


# --- the text as the reader sees it ----------------------------------------------------------

_STRUCK = re.compile(r"~~.+?~~|\[(s|strike|del)\].*?\[/\1\]|<(s|strike|del)>.*?</\2>",
                     re.IGNORECASE | re.DOTALL)
_QUOTED = re.compile(r"\"([^\"\n]*)\"|“([^”\n]*)”|«([^»\n]*)»|„([^“”\n]*)[“”]")
_VOTE_TAG = re.compile(r"\[vote\](.*?)\[/vote\]|\[vote\s*=\s*([^\]\n]*)\]",
                       re.IGNORECASE | re.DOTALL)
_UNVOTE_TAG = re.compile(r"\[unvote\]([^\[\n]*)(?:\[/unvote\])?", re.IGNORECASE)
_BOLD = re.compile(r"\*\*(.+?)\*\*|(?<!\w)__(.+?)__(?!\w)|\[b\](.*?)\[/b\]"
                   r"|<(?:b|strong)>(.*?)</(?:b|strong)>", re.IGNORECASE | re.DOTALL)
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]*", re.MULTILINE)
_TAGS = re.compile(r"\[/?[a-z]+(?:=[^\]\n]{0,60})?\]|<[^<>\n]{1,200}>", re.IGNORECASE)
_EMPHASIS = re.compile(r"\*+|(?<![\w])_+|_+(?![\w])")


def _marked(text: str) -> str:
    """The text with what is not the author's vote dropped (struck out, between quotation
    marks) and each conventional marker on a line of its own, opened by `_MARK`."""
    text = _STRUCK.sub(" ", text)

    def quoted(match: re.Match[str]) -> str:
        inside = next(group for group in match.groups() if group is not None)
        return "\n" if len(inside.split()) > 1 else f" {inside} "

    text = _QUOTED.sub(quoted, text)
    text = _VOTE_TAG.sub(lambda m: f"\n{_MARK}vote: {m.group(1) or m.group(2) or ''}\n", text)
    text = _UNVOTE_TAG.sub(lambda m: f"\n{_MARK}unvote {m.group(1)}\n", text)
    text = _BOLD.sub(_bold, text)
    text = _HEADING.sub(_MARK, text)
    text = _TAGS.sub(" ", text)
    return _EMPHASIS.sub(" ", text)


def _bold(match: re.Match[str]) -> str:
    """Bold words on a line of their own, as a marker; one bold word is only emphasis ("vote:
    **bea**", "**vote** bea")."""
    inside = next(group for group in match.groups() if group is not None)
    return f"\n{_MARK}{inside}\n" if len(inside.split()) > 1 else inside


_EDGE = re.compile(r"[\n!?;…()\[\]]+|\.{2,}|\.(?=\s|$)|,|(?<![\w'])"
                   + _words("clause_edges").pattern)
_DASH = re.compile(r"\s[-–—]+\s")


def _clauses(text: str) -> list[str]:
    """The folded clauses of the text, in order; the author's questions and hedges dropped."""
    plain = fold(without_musing(_marked(text)))
    return [clause for clause in _EDGE.split(plain) if clause.strip()]


# --- players ---------------------------------------------------------------------------------

_RUSSIAN_CASES = {"а": "а|ы|и|е|у|ой|ою|ей|ею", "я": "я|и|е|ю|ей|ею",
                  "ь": "ь|я|ю|ем|е|и|ью", "й": "й|я|ю|ем|е"}
"""The cases of a Russian first name by its last letter (Вика, Вики, Вике, Вику, Викой)."""
_CYRILLIC_NAME = re.compile(r"[а-я]{3,}")
_PATTERNS: dict[tuple[tuple[str, str], ...], list[tuple[re.Pattern[str], str]]] = {}


def _patterns(names: Names) -> list[tuple[re.Pattern[str], str]]:
    """Each way of writing each player, longest first: `Names.patterns`, and the Russian cases
    of a player named in one Cyrillic word. Built once per set of players."""
    cached = (*names.full.items(), *names.first.items())
    if cached in _PATTERNS:
        return _PATTERNS[cached]
    found = names.patterns()
    for whole, player in names.full.items():
        if not _CYRILLIC_NAME.fullmatch(whole):
            continue
        ending = _RUSSIAN_CASES.get(whole[-1])
        stem, cases = (whole[:-1], ending) if ending else (whole, "|а|у|ом|е")
        found.append((re.compile(rf"(?<![\w@])@?{re.escape(stem)}(?:{cases})(?!\w)"), player))
    if len(_PATTERNS) > 64:
        _PATTERNS.clear()
    _PATTERNS[cached] = found
    return found


def _player_at(text: str, pos: int, names: Names) -> tuple[str, int] | None:
    """The player named at this position of a folded text, and where the name ends."""
    rest = text[pos:]  # read from here alone: "vote@bea" names bea
    for pattern, player in _patterns(names):
        match = pattern.match(rest)
        if match:
            return player, pos + match.end()
    word = _CYRILLIC_WORD.match(rest)
    spelled = _spelled(word.group(), names) if word else None
    return (spelled, pos + word.end()) if word and spelled else None


_LATIN = {"а": "a", "б": "b", "в": "[vw]", "г": "(?:g|gh)", "д": "d", "е": "(?:e|ye|ie)",
          "ж": "(?:zh|j|g)", "з": "[zs]", "и": "(?:i|y|ee)", "й": "[yij]",
          "к": "(?:k|c|ck|q|ch)", "л": "l{1,2}", "м": "m{1,2}", "н": "n{1,2}", "о": "o",
          "п": "p", "р": "r{1,2}", "с": "(?:s|c|ss)", "т": "(?:t|th|tt)", "у": "(?:u|oo|ou)",
          "ф": "(?:f|ph)", "х": "(?:h|kh|ch)", "ц": "(?:ts|tz|c)", "ч": "ch", "ш": "sh",
          "щ": "s?ch", "ъ": "", "ы": "y", "ь": "", "э": "[ea]", "ю": "(?:yu|ju|u)",
          "я": "(?:ya|ja|ia|a)"}
"""How each Cyrillic letter may stand for a Latin forum name's letters ("Карла" for carl)."""
_CYRILLIC_WORD = re.compile(r"[а-я]{3,}(?![\w@])")
_CASE_ENDINGS = ("ой", "ей", "ом", "ем", "ою", "ею", *"аяуюыие")


def _spelled(word: str, names: Names) -> str | None:
    """The one player with a Latin one-word name that a Cyrillic word spells, in any case
    ("Карла", "Эмму", "Беа" for carl, emma, bea), or None."""
    stems = {word, *(word[:-len(end)] for end in _CASE_ENDINGS if word.endswith(end))}
    forms = {stem + end for stem in stems for end in ("", "а", "я")}
    spellings = [re.compile("".join(_LATIN.get(letter, re.escape(letter)) for letter in form))
                 for form in forms if len(form) >= 2]
    found = {player for whole, player in names.full.items()
             if re.fullmatch(r"[a-z]{3,}", whole) and any(s.fullmatch(whole) for s in spellings)}
    return found.pop() if len(found) == 1 else None


def _past(pattern: re.Pattern[str], text: str, pos: int) -> int:
    """Where what a pattern that may match nothing matches at this position ends."""
    match = pattern.match(text, pos)
    return match.end() if match else pos


def _padding(text: str) -> bool:
    """Whether a clause's rest only pads ("please", "pour l'instant", "сегодня")."""
    return all(word in _TAIL for word in re.findall(r"[^\W_]+", text))


@dataclass(frozen=True)
class _Target:
    """What follows an order's word: a player, no lynch, nobody, the speaker, a name that is
    no player (`unknown`, `explicit` when written with '@'), two names (`several`) or a
    player under a condition (`conditional`): these last two give no order."""

    kind: str
    value: str = ""
    end: int = 0
    explicit: bool = False


_NO_ORDER = ("several", "conditional")


def _target(text: str, pos: int, names: Names, prepositions: re.Pattern[str],
            extras: Iterable[tuple[str, re.Pattern[str]]] = ()) -> _Target | None:
    """The target after an order's word: separators and prepositions skipped ("vote: bea",
    "vote for bea", "tirer sur bea", "голосую за @bea")."""
    pos = _past(_SKIP, text, pos)
    while (preposition := prepositions.match(text, pos)) is not None:
        pos = _past(_SKIP, text, preposition.end())
    for kind, pattern in extras:
        match = pattern.match(text, pos)
        if match:
            return _Target(kind, "", match.end())
    named = _player_at(text, pos, names)
    if named is not None:
        player, end = named
        also = _past(_ALSO, text, end)
        other = _player_at(text, also, names)
        if other is not None and other[0] != player:
            return _Target("several", player, other[1])
        if _CONDITION.match(text, end):
            return _Target("conditional", player, end)
        return _Target("player", player, end)
    handle = _HANDLE.match(text, pos)
    if handle:
        return _Target("unknown", handle.group(1).rstrip(".'-"), handle.end(), explicit=True)
    word = _WORD.match(text, pos)
    if word and word.group().rstrip(".'-") not in _NOT_NAMES:
        return _Target("unknown", word.group().rstrip(".'-"), word.end())
    return None


def _heads(clause: str, openers: re.Pattern[str]) -> tuple[bool, list[int]]:
    """Whether the clause opens with a marker, and where an order may start: after the
    marker, and after each padding word ("je" of "je change mon vote" may be either)."""
    lead = _LEAD.match(clause)
    pos = lead.end() if lead else 0
    marked = _MARK in clause[:pos]
    found = [pos]
    while (opener := openers.match(clause, pos)) is not None and opener.end() > pos:
        pos = _past(_LEAD, clause, opener.end())
        found.append(pos)
    return marked, found


def _head(clause: str, openers: re.Pattern[str]) -> tuple[bool, int]:
    """Whether the clause opens with a marker, and where its words start after padding."""
    marked, found = _heads(clause, openers)
    return marked, found[-1]


def _ends_changing(clause: str) -> bool:
    """Whether a clause read as an order ends with a change of mind ("je tue bea — non")."""
    cut = last_change(clause)
    return cut is not None and not re.search(r"\w", cut[1])


def _change(clause: str) -> str | None:
    """The rest of a clause that opens with a change of mind ("actually @carl"), or None."""
    match = _CHANGE.match(clause)
    if match is None:
        return None
    rest = clause[match.end():]
    while (again := _CHANGE.match(rest)) is not None:
        rest = rest[again.end():]
    return rest


# --- the game topic ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Reading:
    """One order read in a clause (`unknown` when its target is no player)."""

    kind: str
    target: str = ""


def _topic_clause(clause: str, names: Names) -> list[_Reading]:
    """The votes and unvotes at the head of a clause, in order ("unvote bea, vote carl" is
    two clauses; "unvote and vote carl" one)."""
    marked, heads = _heads(clause, _TOPIC_OPENERS)
    for pos in heads:
        readings = _topic_from(clause, pos, names, marked)
        if readings:
            return readings
    return []


def _topic_from(clause: str, pos: int, names: Names, marked: bool) -> list[_Reading]:
    """The votes and unvotes that start at this position of a clause."""
    readings: list[_Reading] = []
    while True:
        unvote = _UNVOTE.match(clause, pos)
        if unvote is not None:
            after = _target(clause, unvote.end(), names, _UNVOTE_PREPOSITIONS)
            end = after.end if after is not None and after.kind == "player" else unvote.end()
            _, then = _head(clause[end:], _TOPIC_OPENERS)
            following = _VOTE.match(clause, end + then)
            if end == unvote.end() and following is None and not _padding(clause[end:]):
                return readings  # "unvote is a strange word"
            readings.append(_Reading("unvote"))
            if following is None:
                return readings
            pos = end + then
            continue
        vote = _VOTE.match(clause, pos)
        if vote is not None:
            colon = ":" in clause[vote.end():vote.end() + 3]
            target = _target(clause, vote.end(), names, _VOTE_PREPOSITIONS,
                             [("no_lynch", _NO_LYNCH)])
            if target is None or target.kind in _NO_ORDER:
                return readings
            if target.kind == "no_lynch":
                return [*readings, _Reading("vote", NO_LYNCH)]
            if target.kind == "player":
                return [*readings, _Reading("vote", target.value)]
            meant = target.explicit or ((marked or colon) and _padding(clause[target.end:]))
            return [*readings, _Reading("unknown", target.value)] if meant else readings
        bare = _NO_LYNCH.match(clause, pos)
        if bare is not None and _padding(clause[bare.end():]):
            readings.append(_Reading("vote", NO_LYNCH))
        return readings


def _bare_target(clause: str, names: Names) -> _Reading | None:
    """A clause that gives only a new target, after a change of mind ("..., actually @carl")."""
    _, pos = _head(clause, _TOPIC_OPENERS)
    target = _target(clause, pos, names, _VOTE_PREPOSITIONS, [("no_lynch", _NO_LYNCH)])
    if target is None or not _padding(clause[target.end:]):
        return None
    if target.kind == "player":
        return _Reading("", target.value)
    return _Reading("", NO_LYNCH) if target.kind == "no_lynch" else None


def _read_topic(text: str, names: Names) -> list[_Reading]:
    """Every vote, unvote and unreadable vote of a topic post, in order."""
    readings: list[_Reading] = []
    changed = False
    for clause in _clauses(text):
        found: list[_Reading] = []
        for start in (0, *(dash.end() for dash in _DASH.finditer(clause))):
            found = _topic_clause(clause[start:], names)
            if found:
                break
        if found:
            readings += found
            changed = _ends_changing(clause)
            continue
        rest = _change(clause)
        changed = changed or rest is not None
        if changed and readings and readings[-1].kind in ("vote", "unknown"):
            new = _bare_target(clause if rest is None else rest, names)
            if new is not None:
                readings.append(_Reading("vote", new.target))
                changed = False
    return readings


# --- the desk ---------------------------------------------------------------------------------


def _desk_clause(clause: str, names: Names, speaker: str) -> _Reading | None:
    """The night action at the head of a clause ("je voudrais protéger @bea stp", "kill:
    bea", "@bea: check", "rien ce soir", "je ne tue personne")."""
    _, heads = _heads(clause, _DESK_OPENERS)
    for pos in heads:
        reading = _desk_from(clause, pos, names, speaker)
        if reading is not None:
            return reading
    if _ANY_ACTION.search(clause) and _NOBODY.search(clause) and not any(
            pattern.search(clause) for pattern, _ in _patterns(names)):
        return _Reading("pass")  # "je ne tue personne", "никого не убиваем"
    return None


def _desk_from(clause: str, pos: int, names: Names, speaker: str) -> _Reading | None:
    """The night action that starts at this position of a clause."""
    reflexive = _REFLEXIVE.match(clause, pos)
    action = _action_at(clause, reflexive.end() if reflexive else pos)
    if action is not None:
        kind, verb = action
        if reflexive:
            return _Reading(kind, speaker)
        target = _target(clause, verb.end(), names, _ACTION_PREPOSITIONS,
                         [("nobody", _NOBODY), ("self", _SELF)])
        if target is None or target.kind in _NO_ORDER:
            return None
        if target.kind == "nobody":
            return _Reading("pass")
        if target.kind == "self":
            return _Reading(kind, speaker)
        if target.kind == "player":
            return _Reading(kind, target.value)
        meant = target.explicit or _padding(clause[target.end:])
        return _Reading("unknown", target.value) if meant else None
    passed = _PASS.match(clause, pos)
    if passed is not None and _padding(clause[passed.end():]):
        return _Reading("pass")
    named = _player_at(clause, pos, names)  # "@bea: check", "bea — проверить"
    if named is not None:
        player, end = named
        _, then = _head(clause[end:], _DESK_OPENERS)
        action = _action_at(clause, end + then)
        if action is not None and _padding(clause[action[1].end():]):
            return _Reading(action[0], player)  # "bea check your pm" is talk
    return None


def _action_at(clause: str, pos: int) -> tuple[str, re.Match[str]] | None:
    """The night action whose word starts at this position (the longest word), or None."""
    found = [(kind, match) for kind, pattern in _ACTION.items()
             if (match := pattern.match(clause, pos)) is not None]
    return max(found, key=lambda pair: pair[1].end()) if found else None


_THEN = re.compile(r"\s" + _words("then").pattern + r"\s+(?=(?:" + _DESK_OPENERS.pattern
                   + r"\s+)*" + _ANY_ACTION.pattern + ")")
"""A conjunction before a second action ("block bea and kill carl"): a clause edge."""


def _read_desk(text: str, names: Names, speaker: str) -> list[_Reading]:
    """Every night action of a desk message, in order."""
    readings: list[_Reading] = []
    changed = False
    for clause in (part for whole in _clauses(text) for part in _THEN.split(whole)):
        found: _Reading | None = None
        for start in (0, *(dash.end() for dash in _DASH.finditer(clause))):
            found = _desk_clause(clause[start:], names, speaker)
            if found is not None:
                break
        if found is not None:
            readings.append(found)
            changed = _ends_changing(clause)
            continue
        rest = _change(clause)
        changed = changed or rest is not None
        if changed and readings and readings[-1].kind in ACTIONS:
            _, pos = _head(clause if rest is None else rest, _DESK_OPENERS)
            body = clause if rest is None else rest
            target = _target(body, pos, names, _ACTION_PREPOSITIONS)
            if target is not None and target.kind == "player" and _padding(body[target.end:]):
                readings.append(_Reading(readings[-1].kind, target.value))
                changed = False
    return readings


# --- the reading -----------------------------------------------------------------------------


def _as_written(word: str, text: str) -> str:
    """A name as the player wrote it (case and accents), from its folded form."""
    for raw in re.finditer(r"@?[\w.'-]+", text):
        written = raw.group().lstrip("@").rstrip(".'-")
        if fold(written) == word:
            return written
    return word


def _players(names: Names) -> list[str]:
    return list(dict.fromkeys(names.full.values()))


def read(text: str, names: Names, speaker: str, channel: str) -> Order | Rejection | None:
    """The order in a player's post (quotes already stripped), in the game topic (`channel`
    "topic") or at the desk (any other channel); None when it is talk. Never raises."""
    try:
        if not isinstance(text, str) or len(text) > TEXT_LIMIT:
            return None
        if channel == "topic":
            return _topic_order(text, names)
        return _desk_order(text, names, names.named([speaker]) or speaker)
    except Exception:  # a reader bug must not lose the post: it reads as talk
        return None


def _topic_order(text: str, names: Names) -> Order | Rejection | None:
    readings = _read_topic(text, names)
    if not readings:
        return None
    last = readings[-1]
    if last.kind == "unvote":
        return Order("unvote", {})
    if last.kind == "vote":
        return Order("vote", {"target": last.target})
    return Rejection("unknown_player", {"code": "unknown_player",
                                        "target": _as_written(last.target, text),
                                        "players": _players(names), "addressed": True})


def _desk_order(text: str, names: Names, speaker: str) -> Order | Rejection | None:
    readings = _read_desk(text, names, speaker)
    if not readings:
        return None
    last = readings[-1]
    if last.kind == "pass":
        return Order("pass", {})
    if last.kind == "unknown":
        return Rejection("unknown_player", {"code": "unknown_player",
                                            "target": _as_written(last.target, text),
                                            "players": _players(names)})
    return Order(last.kind, {"target": last.target})
