"""Reading an INDIXO order as players write it, in French, English or Russian.

Russian needs more than words (`rules.indixo.russian`): names in their cases ("иду в
кухню", "убиваю ножом"), players written in Cyrillic ("Вику" for vika), negation, hedges and
questions said in Russian; every step below reads all three languages at once.

The reading, in small steps:
1. Narration: what a role-player writes in `*asterisks*` or italics is set aside when a
   plain statement follows it; an order found only in narration is taken with the doubt
   `narration` (a story with no order in it is `not_an_order` with `narration`, not
   "empty"). A sentence that asks a question ("et si j'allais dans la cuisine ?") or hedges
   ("je me demande si...", "je ne sais pas", "I'm not sure") only thinks aloud: it is not an
   order (`not_an_order`, why `musing`) unless a plain order follows.
2. Change of mind: after the last marker (finalement, en fait, non, plutôt, actually,
   instead...) the new words win; a correction that gives only a new room, weapon or player
   amends the order before it ("vote @bob, couteau, cuisine... non, la pelle"; "la queue de
   billard va dans la cuisine. non, plutôt la chambre"); a guess corrects one player's line.
   A negated clause is no order ("je ne déplace pas le couteau, je le détruis" destroys it;
   "je ne tue personne" is `nothing`).
3. Names: players (with or without `@`, case and accents ignored, a unique first part such
   as "zoé" for "zoé_42"), rooms and weapons (articles, case, accents and apostrophes
   ignored: "la salle a manger", "contrepoids d'horloge"; a first word no other room or
   weapon shares: "la cour", "le seau"; the longest name wins) are found in the text. A first
   word several share ("la salle") is `ambiguous`; a name the game does not have, where the
   order takes one ("avec le revolver", "vers le grenier"), is `unknown_weapon` or
   `unknown_room`; an `@name` that is no player, `ambiguous`; so are two names where the
   order takes one ("je détruis le couteau et la pelle"), and two of the killer's options in
   one message (the desk takes them one message at a time).
4. Keywords say the kind: the step the post is offered to decides which kinds are looked
   for first, so "@bob" alone is a chief named by the first dead, a switched victim for a
   ghost, and a vote's suspect in the game topic. In the topic, without a vote word only a
   bare list of names is a vote: testimony ("j'ai vu Bea près du couteau") is not.

Canonical orders: `room {room}`, `destroy {weapon}`, `move {weapon, to}`, `nothing`,
`inspect`, `kill {victim, weapon}`, `condemn {room}`, `done`, `cancel`, `haunt_room`,
`haunt_weapon {weapon}`, `possess {target}`, `switch {victim}`, `keep`,
`spread {rooms: {weapon: room}}`, `name_chief {chief}`, `vote {suspect?, weapon?, room?,
chief?}`, `chief_vote {chief}`, `guess {guesses: {player: {room, weapon|None}}}`.
A pronoun standing for the one player the narration names ("*Bea est seule.* Je la tue
avec le couteau", "je la nomme cheffe", "je vote contre elle"), or for the one weapon it
names ("*Dina enveloppe le couteau.* Je le porte dans la salle à manger"), is read with the
doubt `pronoun`; one standing for a name given before a change of mind or in a negated
clause is read without doubt. `read` never raises.

This module is the reading itself; its parts are beside it: `keywords` (the words of each
kind, data in `words.toml`), `names` (players, rooms and weapons found in the text), `clauses`
(negated clauses, comments, pronouns, the words after a lead, signatures) and `russian`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from rules.base import JSON, Context, Order, Rejection
from rules.indixo import russian
from rules.indixo.clauses import (
    _COMMENT_EDGE,
    _CONDEMNS,
    _HAUNTS,
    _MARKUP,
    _NAMED_AFTER,
    _NAMED_AFTER_RU,
    _OBJECT_OF,
    _ROOM_LEADS,
    _SAME_AGAIN,
    _WITH,
    _affirmed,
    _antecedent,
    _bare,
    _chief_vote,
    _names,
    _object_after,
    _Scene,
    _signed_off,
    _spread,
    _tool,
    _unknown_handle,
    _without_comment,
)
from rules.indixo.keywords import _NEGATABLE, ARTICLES, OPTIONS, WORDS, _has, fold
from rules.indixo.names import OUT, _Mention, _Vocabulary, _vocabulary
from rules.indixo.russian import last_change
from rules.reader import narrated, without_musing, without_signature
from rules.reader.russian import CYRILLIC

__all__ = ["ARTICLES", "OPTIONS", "OUT", "TEXT_LIMIT", "WORDS", "fold", "read"]

TEXT_LIMIT = 5_000


# --- the reading -------------------------------------------------------------------------------


def read(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    """The order in a player's message, or why none is read. Never raises."""
    try:
        return _read(state, ctx, text)
    except Exception:  # a reader bug must not lose the post: the player is asked again
        return Rejection("not_an_order", {"code": "not_an_order", "why": "unreadable"})


_WORD = re.compile(r"\w")


def _read(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    if not isinstance(text, str) or len(text) > TEXT_LIMIT:
        return Rejection("not_an_order", {"code": "not_an_order", "why": "too_long"})
    speaker = next((p for p in state["players"] if p.casefold() == ctx.speaker.casefold()),
                   ctx.speaker)
    stage = ctx.step.rsplit("-", 1)[-1] if ctx.step else ""
    if ctx.channel == "topic" and speaker in state["ghosts"] and state["phase"] == "day":
        return Rejection("ghost_post", {"code": "ghost_post"})
    out = state.get("left_out") or {}
    vocabulary = _vocabulary(tuple(state["players"]), tuple(state["rooms"]),
                             tuple(state["weapons"]), tuple(out.get("rooms", ())),
                             tuple(out.get("weapons", ())))
    told = narrated(_MARKUP.sub(" ", text))
    signed = _signed_off(without_signature(told.plain, speaker), speaker, vocabulary)
    plain = without_musing(russian.without_musing(signed))
    mused = plain != signed
    scene = _Scene(state, stage, ctx, speaker, vocabulary,
                   tuple(vocabulary.mentions(fold(told.narration))), mused=mused)
    narration = bool(_WORD.search(told.narration))
    if not _WORD.search(plain):
        why = "musing" if mused else "" if narration else "empty"
        reading: Order | Rejection = Rejection("not_an_order", {"code": "not_an_order",
                                                                **({"why": why} if why else {})})
    else:
        reading = _with_change_of_mind(scene, plain)
    if isinstance(reading, Rejection) and reading.code == "not_an_order" and narration:
        story = without_musing(russian.without_musing(told.narration))
        if _WORD.search(story):
            later = _with_change_of_mind(replace(scene, mused=False), story)
            if isinstance(later, Order):
                return Order(later.kind, later.params, later.doubt or "narration")
    if isinstance(reading, Rejection) and reading.code == "not_an_order" \
            and "why" not in reading.params:
        if mused:  # a question or a hedge, and no plain order: thinking aloud
            return Rejection("not_an_order", {**reading.params, "why": "musing"})
        if narration and not _WORD.search(plain):  # a story, and no order in it
            return Rejection("not_an_order", {**reading.params, "narration": True})
    return reading


def _with_change_of_mind(scene: _Scene, body: str) -> Order | Rejection:
    folded = fold(body)
    if scene.stage == "guess":  # a guess corrects one line at a time
        guess = _guess(scene, folded)
        if guess is not None:
            return guess
    cut = last_change(folded)
    if cut is None:
        return _order(scene, folded)
    before, after = cut
    later = _order(replace(scene, prior=tuple(scene.vocabulary.mentions(before))), after)
    if isinstance(later, Order) and _full(later):
        return later
    earlier = _order(scene, before)
    if not isinstance(earlier, Order):
        return later if isinstance(later, Order) else earlier
    amended = _amend(scene.vocabulary, earlier, after)
    return amended or (later if isinstance(later, Order) else earlier)


def _full(order: Order) -> bool:
    """Whether an order read after a change of mind stands alone (not a bare amendment)."""
    return order.kind != "vote" or all(order.params.get(f) for f in ("suspect", "weapon",
                                                                       "room"))


def _amend(vocabulary: _Vocabulary, order: Order, after: str) -> Order | None:
    """A correction that gives only a new room, weapon or player changes that slot."""
    mentions = vocabulary.mentions(after)
    if not mentions:
        return None
    if order.kind == "spread":  # new pairs, or a new room for the last weapon placed
        rooms = dict(order.params["rooms"])
        again = _spread(vocabulary, after)
        if again is not None:
            return Order("spread", {"rooms": {**rooms, **again.params["rooms"]}}, order.doubt)
        if rooms and [m.kind for m in mentions] == ["room"]:
            return Order("spread", {"rooms": {**rooms, list(rooms)[-1]: mentions[0].name}},
                         order.doubt)
        return None
    slots = {"vote": {"player": "suspect", "weapon": "weapon", "room": "room"},
             "kill": {"player": "victim", "weapon": "weapon"},
             "move": {"weapon": "weapon", "room": "to"}, "destroy": {"weapon": "weapon"},
             "room": {"room": "room"}, "condemn": {"room": "room"},
             "haunt_weapon": {"weapon": "weapon"}, "possess": {"player": "target"},
             "name_chief": {"player": "chief"}, "switch": {"player": "victim"}}.get(order.kind)
    if not slots:
        return None
    params = dict(order.params)
    for mention in mentions:
        slot = slots.get(mention.kind)
        if slot is None:
            return None
        params[slot] = mention.name
    return Order(order.kind, params, order.doubt)


def _order(scene: _Scene, folded: str) -> Order | Rejection:
    """The order in the text; an order followed by a comment that names more than the order
    takes ("tuer @ana avec le couteau, carl ne se doutera de rien", "je vais dans la cuisine,
    il y avait un couteau dans le salon") is read from the clauses before the comment."""
    reading = _reading(scene, folded)
    if isinstance(reading, Rejection) and reading.code == "ambiguous" \
            and reading.params.get("why") in ("several", "no_verb"):
        return _before_comment(scene, folded) or reading
    return reading


def _before_comment(scene: _Scene, folded: str) -> Order | None:
    """The order read from the text up to a clause edge, the latest edge first, when what
    follows it is a comment: words besides names (not "et @carl avec la pelle"), and no
    second choice ("ou", "aussi")."""
    for edge in reversed(list(_COMMENT_EDGE.finditer(folded))):
        head, tail = folded[:edge.start()], folded[edge.start():]
        if not _WORD.search(head) or _SAME_AGAIN.search(tail):
            continue
        if _bare(tail, scene.vocabulary.mentions(tail)):
            continue
        reading = _reading(scene, head)
        if isinstance(reading, Order):
            return reading
    return None


def _reading(scene: _Scene, folded: str) -> Order | Rejection:
    folded, negated = _affirmed(folded)
    folded, denied = russian.affirmed(
        folded, [(m.start, m.end) for m in scene.vocabulary.mentions(folded)], _NEGATABLE)
    negated = "\n".join(part for part in (negated, denied) if part.strip())
    if negated.strip():
        scene = replace(scene, prior=tuple(scene.vocabulary.mentions(negated)))
    found = [m for m in scene.vocabulary.mentions(folded)  # the speaker's own name is a
             if not (m.kind == "player" and m.name == scene.speaker  # signature, unless
                     and folded[m.start:m.start + 1] != "@")]  # written with an @
    if scene.ctx.channel == "topic":
        return _public(scene, folded, found)
    players, rooms, weapons = (_names(found, kind) for kind in ("player", "room", "weapon"))
    stage = scene.stage
    if stage == "guess" or (stage == "" and len(players) >= 2 and len(rooms) >= 2):
        guess = _guess(scene, folded)
        if isinstance(guess, Order) or (guess is not None and stage == "guess"):
            return guess
    if stage != "guess" and (stage == "stranded"
                             or (len(weapons) >= 1 and len(rooms) == len(weapons) >= 2)):
        spread = _spread(scene.vocabulary, folded)
        if spread is not None:
            return spread
        where = _object_after(scene, folded, _ROOM_LEADS) if weapons else None
        if stage == "stranded" and where:
            return _unknown(scene, "room", where)
    if stage == "chief" and not weapons and not rooms:
        if len(players) > 1:
            return _several("player", players)
        chief = (players[0], "") if players else _antecedent(scene, folded, found, "player")
        if chief:
            return Order("name_chief", {"chief": chief[0]}, chief[1])
    if stage == "switch":
        victim = (scene.state.get("pending") or {}).get("victim")
        others = [p for p in players if p != victim]
        if not others and any(_has(folded, kind) for kind in ("keep", "leave", "nothing")):
            return Order("keep", {})
        if len(others) > 1:
            return _several("player", others)
        switched = ((others or players)[0], "") if players else \
            _antecedent(scene, folded, found, "player")
        if switched:
            return Order("switch", {"victim": switched[0]}, switched[1])
    reading = _night_act(scene, folded, found)
    if isinstance(reading, Rejection) and reading.code == "not_an_order":
        return _unknown_name(scene, folded) or reading
    return reading


def _several(kind: str, names: list[str]) -> Rejection:
    """More than one where the order takes one ("je détruis le couteau et la pelle")."""
    return Rejection("ambiguous", {"code": "ambiguous", "why": "several", "kind": kind,
                                   "named": names})


def _unknown(scene: _Scene, kind: str, word: str) -> Rejection:
    """A room or weapon named that the game does not have, or a first word several share. A
    name of the house left out of play this game (`left_out`: the first N rooms and weapons
    are used) says so (`not_in_play`), not "unknown"."""
    state = scene.state
    gone = state["condemned"] if kind == "room" else state["destroyed"]
    owners = [name for k, name in scene.vocabulary.sharing(word) if k == kind]
    if owners:
        left = [name for name in owners if name not in gone] or owners
        return Rejection("ambiguous", {"code": "ambiguous", "why": "which", "kind": kind,
                                       "word": word, "named": left})
    unused = scene.vocabulary.unused(word, kind) if word else None
    out = {"not_in_play": unused, "players": len(state["players"])} if unused else {}
    if kind == "room":
        rooms = [r for r in state["rooms"] if r not in gone]
        return Rejection("unknown_room", {"code": "unknown_room", **({"room": word} if word
                                                                     else {}), "rooms": rooms,
                                          **out})
    left = [w for w in state["weapons"] if w not in gone]
    return Rejection("unknown_weapon", {"code": "unknown_weapon",
                                        **({"weapon": word} if word else {}), "weapons": left,
                                        **out})


def _unknown_name(scene: _Scene, folded: str) -> Rejection | None:
    """A room or a weapon named that the game does not have: say so, with what there is."""
    line = folded.split("\n")[-1]
    named = _NAMED_AFTER.search(line) or _NAMED_AFTER_RU.search(line)
    word = re.sub(r"^(?:la|le|les|the)\s+|^l'", "", named.group(1)) if named else ""
    if scene.stage in ("rooms", "") and (_has(folded, "go") or (
            named is not None and russian.here(folded))):
        return _unknown(scene, "room", word)
    if any(_has(folded, kind) for kind in ("destroy", "move", "kill", "haunt")):
        if not word and CYRILLIC.search(folded):
            word = next((thing for kind in ("destroy", "haunt") if _has(folded, kind)
                         and (thing := _object_after(scene, folded, _OBJECT_OF[kind]))), "")
        return _unknown(scene, "weapon", word)
    return None


def _night_act(scene: _Scene, folded: str, found: list[_Mention]) -> Order | Rejection:
    players, rooms, weapons = (_names(found, kind) for kind in ("player", "room", "weapon"))

    def ambiguous(why: str) -> Rejection:
        return Rejection("ambiguous", {"code": "ambiguous", "why": why})

    def weapon() -> tuple[str, str] | Rejection | None:
        if len(weapons) > 1:
            return _several("weapon", weapons)
        return (weapons[0], "") if weapons else _antecedent(scene, folded, found, "weapon")

    def player() -> tuple[str, str] | Rejection | None:
        if len(players) > 1:
            return _several("player", players)
        return (players[0], "") if players else _antecedent(scene, folded, found, "player")

    if _has(folded, "cancel"):
        return Order("cancel", {})
    if (_has(folded, "done") or russian.done_alone(folded)) and not found:
        return Order("done", {})
    options = [kind for kind in OPTIONS if _has(folded, kind)]
    if len(options) > 1:  # the desk takes the killer's options one message at a time
        return Rejection("ambiguous", {"code": "ambiguous", "why": "one_at_a_time",
                                       "kinds": options})
    if _has(folded, "kill"):
        who, what = player(), weapon()
        for several in (who, what):
            if isinstance(several, Rejection):
                return several
        if who and what:
            assert not isinstance(who, Rejection) and not isinstance(what, Rejection)
            return Order("kill", {"victim": who[0], "weapon": what[0]},
                         who[1] or what[1])
        handle = _unknown_handle(scene, folded)
        if not who and handle:
            return _unknown_player(scene, handle)
        thing = _object_after(scene, folded, _WITH) or (who and _tool(scene, folded))
        if who and thing:
            return _unknown(scene, "weapon", thing)
        return ambiguous("kill_needs_victim_weapon")
    if _has(folded, "haunt"):
        what = weapon()
        if isinstance(what, Rejection):
            return what
        if what:
            return Order("haunt_weapon", {"weapon": what[0]}, what[1])
        if _has(folded, "room_word") or rooms:
            return Order("haunt_room", {})
        thing = _object_after(scene, folded, _HAUNTS)
        return _unknown(scene, "weapon", thing) if thing else ambiguous("haunt_what")
    if _has(folded, "possess"):
        who = player()
        if isinstance(who, Rejection):
            return who
        if who:
            return Order("possess", {"target": who[0]}, who[1])
        return ambiguous("possess_whom")
    if _has(folded, "inspect") and not weapons:
        return Order("inspect", {})
    if _has(folded, "condemn"):
        if len(rooms) > 1:
            return _several("room", rooms)
        if rooms:
            return Order("condemn", {"room": rooms[0]})
        thing = _object_after(scene, folded, _CONDEMNS)
        return _unknown(scene, "room", thing) if thing else ambiguous("condemn_what")
    for kind in ("move", "destroy"):
        what = weapon() if _has(folded, kind) else None
        if isinstance(what, Rejection):
            return what
        if what and kind == "destroy":
            return Order("destroy", {"weapon": what[0]}, what[1])
        if what:
            if rooms:
                return Order("move", {"weapon": what[0], "to": rooms[-1]}, what[1])
            where = _object_after(scene, folded, _ROOM_LEADS)
            return _unknown(scene, "room", where) if where else ambiguous("move_where")
    if _has(folded, "nothing") and not found:
        return Order("nothing", {})
    if rooms and not weapons and not players:
        if scene.stage in ("rooms", "") or _has(folded, "go"):
            if len(rooms) > 1:
                return _several("room", rooms)
            return Order("room", {"room": rooms[0]})
    if players and not rooms and not weapons and _has(folded, "chief"):
        return ambiguous("chief_not_now")  # "назначаю главой @carl" at night: not this step's
    if found:
        return ambiguous("no_verb")
    return Rejection("not_an_order", {"code": "not_an_order"})


def _unknown_player(scene: _Scene, handle: str) -> Rejection:
    return Rejection("ambiguous", {"code": "ambiguous", "why": "unknown_player",
                                   "name": handle,
                                   "players": [p for p in scene.state["alive"]
                                               if p != scene.speaker]})


def _public(scene: _Scene, folded: str, found: list[_Mention]) -> Order | Rejection:
    """A post in the game topic: a vote, a chief's election vote, or (refused later) an
    order that belongs in a private message. Chat reads as no order; so does testimony
    ("j'ai vu Bea près du couteau, dans la cuisine"): without a vote word only a bare list of
    names, or an "@name" alone, is a vote."""
    voting = _has(folded, "vote")
    chief = _chief_vote(folded, scene.vocabulary)
    if voting:
        folded, found = _without_comment(folded, found, chief)
    players, rooms, weapons = (_names(found, kind) for kind in ("player", "room", "weapon"))
    suspects = [p for p in players if p != chief]
    alone = (not scene.mused and len(found) == 1 and found[0].kind == "player"
             and folded[found[0].start] == "@" and _bare(folded, found))
    if voting or alone or (suspects and weapons and rooms and _bare(folded, found)):
        for kind, named in (("player", suspects), ("weapon", weapons), ("room", rooms)):
            if len(named) > 1:
                return _addressed(_several(kind, named), voting)
        handle = _unknown_handle(scene, folded)
        if handle:
            return _addressed(_unknown_player(scene, handle), voting)
        params: dict[str, Any] = {}
        doubt = ""
        if suspects:
            params["suspect"] = suspects[0]
        elif voting and (who := _antecedent(scene, folded, found, "player")):
            params["suspect"], doubt = who
        if weapons:
            params["weapon"] = weapons[0]
        if rooms:
            params["room"] = rooms[0]
        if chief:
            params["chief"] = chief
        if list(params) == ["chief"]:
            return Order("chief_vote", {"chief": chief})
        if params:
            return Order("vote", params, doubt)
    if chief:
        return Order("chief_vote", {"chief": chief})
    private = _night_act(replace(scene, stage="topic"), folded, found)
    if isinstance(private, Order) and private.kind not in ("room", "nothing", "done"):
        return private
    return Rejection("not_an_order", {"code": "not_an_order"})


def _addressed(rejection: Rejection, voting: bool) -> Rejection:
    """A vote that cannot be read, said with a vote word: the post is meant for the game,
    not talk, and gets an answer in the topic (`addressed`, see `bridge.handlers.orders`)."""
    return Rejection(rejection.code, {**rejection.params, "addressed": True}) if voting \
        else rejection


def _guess(scene: _Scene, folded: str) -> Order | Rejection | None:
    """One line (or one clause) per player, or for several players: their room last night
    and the weapon they tried (or none). A line that corrects itself ("finalement, dina :
    salle à manger, rien") replaces that player's entry; a line without a room is refused."""
    vocabulary = scene.vocabulary
    guesses: dict[str, dict[str, str | None]] = {}
    for line in re.split(r"[\n;]|(?<=\w)\s*[,.]\s+(?=@)", folded):
        found = vocabulary.mentions(line)
        cut = last_change(line)
        if cut is not None:
            later = vocabulary.mentions(cut[1])
            if any(m.kind == "room" for m in later):
                if not any(m.kind == "player" for m in later):
                    later = [m for m in vocabulary.mentions(cut[0]) if m.kind == "player"] + later
                found = later
        people = [p for p in _names(found, "player") if p != scene.speaker]
        if not people:
            continue
        room = next((m.name for m in found if m.kind == "room"), None)
        weapon = next((m.name for m in found if m.kind == "weapon"), None)
        if room is None:
            return Rejection("ambiguous", {"code": "ambiguous", "why": "guess_needs_room",
                                           "players": people})
        for person in people:
            guesses[person] = {"room": room, "weapon": weapon}
    return Order("guess", {"guesses": guesses}) if guesses else None
