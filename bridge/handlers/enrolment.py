"""A game's own sign-up (`rules.base.Game.enrol`), and the roster it reads.

A game that signs players up with the bridge's own words ("je participe") never sees these
paths: its `enrol` answers None. A game with a sign-up of its own (the arena's chiefs and
clans) reads every sign-up post, in the game topic or in a player's desk; the bridge keeps
its record (`games.roll`), the players it names, and the roster entries it returns, and says
what the game says. The roster itself is kept by `bridge.turns.roster`.
"""

from __future__ import annotations

import copy
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import GameRow, InboundRow, PlayerRow, RosterRow
from bridge.handlers import commands
from bridge.handlers.addressing import remembered_gender
from bridge.handlers.tell import private
from bridge.players import find_player, players_of
from bridge.publishing.embeds import refresh_embeds
from bridge.publishing.parts import Parts
from bridge.turns.roster import roster, store_roster
from rules.base import Context, Game, Rejection
from rules.reader import own_words

log = logging.getLogger(__name__)

QUIET_SIGNUP = frozenset({"talk"})


"""Refusals of a sign-up reading that get no answer: the post is talk, left alone."""


_PRONOUNS = ("je", "i", "я", "moi")


"""Pronouns a sign-up word is written with, and glued to ("jparticipe", "jeparticipe")."""


_TALKY = frozenset({"partant", "partante", "present", "presente"})


"""Sign-up words that are also words of talk ("des partants ?"): only taken as written."""


_NOT_ME = frozenset("""ne n pas plus jamais not dont no never tu vous il elle on nous ils elles
    you he she we they не нет ты вы он она мы они""".split())


"""Words that make a post about someone else, or a negation ("vous participez",
"je ne participe pas"): talk, whatever sign-up word it holds."""


_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm",  # QWERTY
         "azertyuiop", "qsdfghjklm", "wxcvbn",  # AZERTY
         "йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю")  # ЙЦУКЕН


_WORD_CHARS = re.compile(r"[^\w]+")


def _neighbours() -> dict[str, set[str]]:
    """The keys next to each key, on the three keyboards players type on."""
    found: dict[str, set[str]] = {}
    for start in range(0, len(_ROWS), 3):
        rows = _ROWS[start:start + 3]
        for r, row in enumerate(rows):
            for i, key in enumerate(row):
                near = found.setdefault(key, set())
                near.update(row[max(i - 1, 0):i + 2])
                if r > 0:
                    near.update(rows[r - 1][i:i + 2])
                if r + 1 < len(rows):
                    near.update(rows[r + 1][max(i - 1, 0):i + 1])
                near.discard(key)
    return found


_NEAR_KEYS = _neighbours()


def _words(text: str) -> str:
    """A post as sign-up words are compared: folded, words only, one space apart."""
    return " ".join(_WORD_CHARS.sub(" ", commands.fold(text).replace("'", " ")).split())


def _forms(phrase: str) -> set[str]:
    """A sign-up phrase as players write it: as is, glued to its pronoun ("jeparticipe",
    "jparticipe"), or without it ("participe")."""
    words = _words(phrase).split()
    forms = {" ".join(words)}
    if len(words) > 1 and words[0] in _PRONOUNS:
        rest = " ".join(words[1:])
        forms |= {words[0] + rest, *([rest] if len(rest) >= 6 else [])}
        if words[0] == "je":
            forms |= {"j" + rest, "j " + rest}
    return {form for form in forms if len(form.replace(" ", "")) >= 4
            and (" " not in form or len(form.replace(" ", "")) >= 6)}


def _distance(a: str, b: str) -> int:
    """Edits from a to b (insert, delete, replace, swap two neighbours)."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1,
                             previous[j - 1] + (x != y))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]


def _slip(wrote: str, form: str) -> bool:
    """Whether a short word is mistyped the way fingers slip, not another word: two letters
    swapped ("jion"), a key next to the right one ("joim"), or one more key next to one of
    its letters ("joinn"). "joie", "coin" or "loin" are words of their own."""
    if len(wrote) == len(form):
        diff = [i for i, (x, y) in enumerate(zip(wrote, form, strict=True)) if x != y]
        if len(diff) == 1:
            return wrote[diff[0]] in _NEAR_KEYS.get(form[diff[0]], set())
        return (len(diff) == 2 and diff[1] == diff[0] + 1
                and wrote[diff[0]] == form[diff[1]] and wrote[diff[1]] == form[diff[0]])
    if len(wrote) == len(form) + 1:
        for i, extra in enumerate(wrote):
            if wrote[:i] + wrote[i + 1:] == form:
                around = {c for c in (wrote[i - 1:i], wrote[i + 1:i + 2]) if c}
                if any(extra == c or extra in _NEAR_KEYS.get(c, set()) for c in around):
                    return True
    return False


def _closeness(wrote: str, form: str) -> str | None:
    """"sure" when `wrote` is `form` mistyped, "near" when it may be, else None."""
    letters = len(form.replace(" ", ""))
    if wrote == form:
        return "sure"
    if letters < 6:
        return "sure" if _slip(wrote, form) else None
    distance = _distance(wrote, form)
    allowed = 1 if letters < 9 else 2
    if distance <= allowed:
        return "sure"
    return "near" if letters >= 10 and distance == allowed + 1 else None


@dataclass(frozen=True)
class SignUpWord:
    """A sign-up or leave word a post comes close to: `action` join or leave, the
    `language` of the word, the `phrase` as the bridge knows it, how `sure`."""

    action: str
    language: str
    phrase: str
    sure: bool
    distance: int


def near_signup(text: str) -> list[SignUpWord]:
    """The sign-up and leave words a short post is close to, the closest first: the whole
    post (a few words at most) mistyped ("je particpe", "joim", "учавствую") or glued to
    its pronoun ("jparticipe!"); or, in a post of up to four words, a long word in it
    ("moi jparticipe aussi"). Talk ("joie !", "des partants ?", "bonjour à tous") is close to
    none."""
    wrote = _words(text)
    words = wrote.split()
    if not words or len(words) > 4 or "?" in text or _NOT_ME & set(words):
        return []
    pieces = {" ".join(words[i:j]) for i in range(len(words))
              for j in range(i + 1, len(words) + 1)} - {wrote}
    found: dict[tuple[str, str, str], SignUpWord] = {}
    for action, table in (("join", commands.JOIN), ("leave", commands.LEAVE)):
        for language, phrases in table.items():
            for phrase in phrases:
                if _words(phrase) in _TALKY:
                    continue
                for form in _forms(phrase):
                    tries = [wrote] + [p for p in pieces if len(form.replace(" ", "")) >= 8]
                    for piece in tries:
                        closeness = _closeness(piece, form)
                        if closeness is None:
                            continue
                        word = SignUpWord(action, language, phrase, closeness == "sure",
                                          _distance(piece, form))
                        key = (action, language, phrase)
                        best = found.get(key)
                        if best is None or (not best.sure, best.distance) > (
                                not word.sure, word.distance):
                            found[key] = word
    return sorted(found.values(), key=lambda w: (not w.sure, w.distance))


def enrol(parts: Parts, session: Session, row: InboundRow, game: GameRow, rules: Game,
          channel: Any) -> bool:
    """Offer a post made during sign-up to the game's own sign-up; False when the game
    leaves it to the bridge's words."""
    text = own_words(row.raw)
    ctx = Context(speaker=row.username, channel=channel, language=_language_of(
        session, game, row.username, text), sent_at=row.sent_at, post_id=row.post_id)
    answer = rules.enrol(dict(game.settings), dict(game.roll), ctx, text,
                         roster(session, game.kind, [row.username]))
    if answer is None:
        return False
    if isinstance(answer, Rejection):
        if answer.code in QUIET_SIGNUP:
            row.status = "ignored"
        else:
            private(parts, session, game, row, row.username, "signup_refused",
                    code=answer.code, params=answer.params)
        return True
    game.roll = dict(answer.roll)
    _sign_up(session, game, row, answer.players, ctx.language)
    store_roster(parts, session, game.kind, answer.roster)
    messages = parts.publisher.notices(session, game, rules, None, list(answer.notices))
    parts.publisher.queue(session, game, messages, f"in{row.id}:enrol", parts.clock())
    refresh_embeds(parts, session, game)
    return True


def mistyped_signup(parts: Parts, session: Session, row: InboundRow, game: GameRow,
                    player: PlayerRow | None,
                    text: str) -> tuple[str | None, str | None] | None:
    """A post during sign-up that no sign-up or leave word matches as written, but that
    comes close to one (`near_signup`): (the language to join in, the language to leave
    in) when one reading is sure, the player is then signed up (or out) as if they had
    written the word; when the post may mean either, or only comes near, the author is
    asked privately "did you mean…" with the words, and None is returned (the post is
    answered). Else (None, None): talk, left unanswered; so is a join by a player
    already in, or a leave by someone not in."""
    words = near_signup(text)
    if not words:
        return None, None
    applies = {"join": player is None, "leave": player is not None}
    sure = [w for w in words if w.sure]
    if sure:
        best = [w for w in sure if w.distance == sure[0].distance]
        actions = list(dict.fromkeys(w.action for w in best))
        if len(actions) == 1:
            if not applies[actions[0]]:
                return None, None
            languages = [w.language for w in best]
            preferred = [commands.script_language(text), game.language]
            language = next((lang for lang in preferred if lang in languages),
                            languages[0])
            return (language, None) if actions[0] == "join" else (None, language)
        words = best
    offered = [w for w in words if applies[w.action]]
    if offered:
        first = {(w.action, w.language): w.phrase for w in reversed(offered)}
        private(parts, session, game, row, row.username, "signup_unsure",
                wrote=text.strip()[:80], player=player is not None,
                words=[{"action": action, "language": language, "phrase": phrase}
                       for (action, language), phrase in reversed(first.items())])
        return None
    return None, None


def _language_of(session: Session, game: GameRow, username: str, text: str) -> str:
    player = find_player(session, game, username)
    if player is not None:
        return player.language
    return commands.player_language(
        commands.join_language(text) or commands.script_language(text), game.language)


def _sign_up(session: Session, game: GameRow, row: InboundRow,
             players: tuple[str, ...], language: str) -> None:
    """Make the game's players exactly those the game names, in its order."""
    wanted = {name.casefold(): name for name in players}
    for player in players_of(session, game):
        if player.username.casefold() not in wanted:
            session.delete(player)
            log.info("player left", extra={"game": game.id, "event": "player_left",
                                           "player": player.username, "post": row.post_id})
    known = {p.username.casefold() for p in players_of(session, game)}
    for key, name in wanted.items():
        if key not in known:
            session.add(PlayerRow(game_id=game.id, username=name, language=language,
                                  joined_at=row.sent_at, post_id=row.post_id,
                                  gender=remembered_gender(session, name)))
            log.info("player joined", extra={"game": game.id, "event": "player_joined",
                                             "player": name, "post": row.post_id})
    session.flush()


def roster_command(parts: Parts, session: Session, game: GameRow, rules: Game, text: str,
                   answer: Callable[..., None]) -> None:
    """The GM shows a forum user's roster entry, or sets fields in it, several at once
    (`registre @bob attaque 3, tir 0`: a field named as the game names it, or by an
    alias; a mapping field by a group, `blessures tir 2`). A user without an entry gets
    one when the game says what an entry holds (`roster_fields`: field -> the value of a
    new entry, None for a field the GM must give): a community's veterans brought in.
    Nothing is stored while a name is unknown or a field the game needs is missing."""
    command = commands.roster_command(text)
    blank: Mapping[str, Any] = getattr(rules, "roster_fields", None) or {}
    required = [name for name, value in blank.items() if value is None]
    if command is None:
        answer("roster_entry", username="", entry=None, changed=[], unknown=[],
               missing=[], fields=required)
        return
    wanted = command.username.casefold()
    row = session.scalar(select(RosterRow).where(RosterRow.game_kind == game.kind,
                                                 RosterRow.user_key == wanted))
    entry = dict(row.entry) if row is not None else None
    username = row.username if row is not None else command.username
    if entry is None and not (blank and (command.changes or command.groups)):
        answer("roster_entry", username=username, entry=None, changed=[], unknown=[],
               missing=[], fields=required)
        return
    new = copy.deepcopy(entry) if entry is not None else {
        name: copy.deepcopy(value) for name, value in blank.items() if value is not None}
    changed, unknown = set_roster_fields(new, blank, rules, command)
    missing = [name for name in required if name not in new]
    created = entry is None
    if changed and not unknown and not missing:
        store_roster(parts, session, game.kind, {username: new}, corrected=True)
        entry = new
    answer("roster_entry", username=username, entry=entry,
           changed=changed if not (unknown or missing) else [], unknown=unknown,
           missing=missing, fields=required, created=created)


def set_roster_fields(entry: dict[str, Any], blank: Mapping[str, Any], rules: Game,
                      command: commands.RosterCommand) -> tuple[list[str], list[str]]:
    """Apply the command's numbers to `entry`: (fields changed, names not known)."""

    def names(known: set[str]) -> dict[str, str]:
        found = {commands.fold(name): name for name in known}
        found.update({commands.fold(alias): name for alias, name in rules.aliases.items()
                      if name in known})
        return found

    def number(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    top = names({n for n, v in {**blank, **entry}.items()
                 if number(v) or v is None or isinstance(v, Mapping)})
    numbers = {n for n, v in {**blank, **entry}.items() if number(v) or v is None}
    changed: list[str] = []
    unknown: list[str] = []
    for name, value in command.changes.items():
        field = top.get(name)
        if field is None or field not in numbers:
            unknown.append(name)
        else:
            entry[field] = value
            changed.append(field)
    for group, values in command.groups.items():
        field = top.get(group)
        inner = entry.get(field, blank.get(field)) if field is not None else None
        if field is None or not isinstance(inner, Mapping):
            unknown.append(group)
            continue
        inside = dict(inner)
        keys = names(set(inside) | set(blank.get(field) or {}) | numbers)
        for name, value in values.items():
            key = keys.get(name)
            if key is None:
                unknown.append(f"{group} {name}")
            else:
                inside[key] = value
        entry[field] = inside
        changed.append(field)
    return list(dict.fromkeys(changed)), unknown
