"""INDIXO's secrecy, as a property: whatever the players do, nobody is told what the rules do
not reveal to them (shared/rules/indixo.md, "Secrecy": "The killer's identity, room choices,
actions and the weapon's whereabouts (beyond what the rules announce) never appear in a public
post, in the status page, or in another player's private message").

A knowledge model, written here from the spec and not from the game's views, grows as the
rules reveal facts to each reader (the public, each player): a player's own role and room,
the weapons of the room an innocent chose, the people the killer finds, a ghost's sightings,
the morning's announcement and private items, the haunting ghost's question, the stranded
weapons asked of the last dead, the possession's conversations, the public votes, everything
once the game is over. Every message is read as claims (closed world: a notice, a view key or
a parameter the model does not know fails the test), and every claim must be something its
reader may know, and true.

1,000 seeded random games at the rules level (4 to 11 players, random houses, legal and
illegal orders, some written in French and some in Russian, silences so defaults apply, steps
closed early as a GM's `clore` does) are
checked message by message: notices, every view (public and each player's, what the status
page and every template see), every echo and every refusal. Then 20 games go through the
whole stack (bridge, sandbox forum, real HTTP), written as players write, and every post and
private message that went out is traced to a rendering whose inputs are checked against the
same model, as is the public status after every post.
"""

from __future__ import annotations

import os
import random
import re
import time
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from rules.base import GM, PUBLIC, Accepted, Context, Notice, Order, Rejection, Submitted
from rules.indixo import GAME
from rules.indixo import state as st

GAMES = int(os.environ.get("INDIXO_SECRECY_GAMES", "1000"))
MAX_NIGHTS = 8
STACK_GAMES = 20

NAMES = ["ana", "bea", "carl", "dina", "emil", "fred", "gael", "hugo", "ines", "jules", "kim",
         "lea", "marc"]
EXTRA_ROOMS = ["Grenier", "Cave", "Bibliothèque"]
EXTRA_WEAPONS = ["Corde", "Poison", "Chandelier"]
PUBLIC_STAGES = ("rooms", "actions", "votes", "words", "guess", "chief")
"""Steps everybody may know are open: announced in public, or open every day by the rules
(the killer's guess, the first dead naming the chief after a public death)."""
Claim = tuple[Any, ...]


# --- the knowledge model -----------------------------------------------------------------------


class Knowledge:
    """What each reader may know, grown from the spec as each step is resolved.

    Facts are tuples. ("sight", n, room): the reader saw what room held on night n (its
    content is `contents[(n, room)]`, the truth at nightfall); ("room", p, n, room): where p
    was on night n; ("innocent", p) / ("killer", p): a role; ("step", key): that a step is
    open; ("item", n, what, args): a private item of the morning; ("morning", ...), ("voted",
    field, value): public facts. `over`: the game ended, everything is revealed."""

    def __init__(self, state: Mapping[str, Any]) -> None:
        self.killer: str = state["killer"]
        self.players: list[str] = list(state["players"])
        self.weapons: list[str] = list(state["weapons"])
        self.rooms: list[str] = list(state["rooms"])
        self.facts: dict[str, set[Claim]] = {PUBLIC: set(), **{p: set() for p in self.players}}
        self.contents: dict[tuple[int, str], frozenset[str]] = {}
        self.tonight: dict[int, dict[str, str]] = {}
        self.acts: dict[int, dict[str, Any]] = {}
        self.chose: set[tuple[int, str]] = set()
        self.alive = list(self.players)
        self.ghosts: list[str] = []
        self.deaths: list[tuple[str, int]] = []
        self.condemned: list[str] = []
        self.destroyed: list[str] = []
        self.chief: str | None = None
        self.possession_over = False
        self.over = False
        self.claims = 0
        self._nightfall(1, state["weapon_rooms"])
        for room in self.rooms:  # night 1: the weapons' places are public
            self.facts[PUBLIC].add(("sight", 1, room))
        self.grant(self.killer, ("killer", self.killer),
                   *(("innocent", p) for p in self.players if p != self.killer))
        for player in self.players:
            if player != self.killer:
                self.grant(player, ("innocent", player))

    def grant(self, reader: str, *facts: Claim) -> None:
        self.facts[reader].update(facts)

    def _nightfall(self, night: int, weapon_rooms: Mapping[str, str | None]) -> None:
        for room in self.rooms:
            self.contents[(night, room)] = frozenset(
                w for w in self.weapons if weapon_rooms.get(w) == room)

    def _has(self, reader: str, fact: Claim) -> bool:
        return fact in self.facts[PUBLIC] or (reader != PUBLIC and fact in self.facts[reader])

    def may(self, reader: str, claim: Claim) -> bool:
        """Whether `reader` may be told `claim` now (and it is true)."""
        kind = claim[0]
        if kind == "final":
            return self.over
        if self.over:
            return True
        if kind == "sight":
            _, night, room, weapons = claim
            return self._has(reader, ("sight", night, room)) and \
                weapons == self.contents[(night, room)]
        if kind == "holds":
            _, night, weapon, room = claim
            return self._has(reader, ("sight", night, room)) and \
                weapon in self.contents[(night, room)]
        if kind == "room":
            _, player, night, room = claim
            return self.tonight.get(night, {}).get(player) == room and \
                self._has(reader, claim)
        if kind == "own_room":
            return any(rooms.get(reader) == claim[1] for rooms in self.tonight.values())
        if kind == "step":
            return claim[1].rsplit("-", 1)[-1] in PUBLIC_STAGES or self._has(reader, claim)
        if kind == "possession_over":
            return reader in self.ghosts and self.possession_over
        if kind == "now":
            return self.current(claim[1]) == claim[2]
        if kind == "open_rooms":  # rooms a draw was among: open ones, in the house's order
            return list(claim[1]) == [r for r in self.current("open") if r in claim[1]]
        if kind in ("ghost", "living"):
            return claim[1] in (self.ghosts if kind == "ghost" else self.alive)
        if kind == "killer":
            return claim[1] == self.killer and self._has(reader, claim)
        if kind == "innocent":
            return claim[1] != self.killer and self._has(reader, claim)
        return self._has(reader, claim)

    def current(self, what: str) -> Any:
        """The public facts of the moment."""
        return {"alive": tuple(self.alive), "ghosts": tuple(self.ghosts),
                "deaths": tuple(self.deaths), "condemned": tuple(self.condemned),
                "destroyed": tuple(self.destroyed), "chief": self.chief,
                "left": tuple(w for w in self.weapons if w not in self.destroyed),
                "open": tuple(r for r in self.rooms if r not in self.condemned)}[what]

    def check(self, reader: str | tuple[str, ...], claims: Iterator[Claim], where: Any) -> None:
        """Every claim of a message is allowed to its reader (each member of a group)."""
        readers = reader if isinstance(reader, tuple) else (reader,)
        for claim in claims:
            self.claims += 1
            for one in readers:
                assert self.may(one, claim), ("LEAK", one, claim, where)

    # --- what the rules reveal, step by step ----------------------------------------------------

    def accepted(self, speaker: str, verdict: Accepted, state: Mapping[str, Any]) -> None:
        """An order taken: what its echo may reveal (the chosen room's weapons to an innocent
        after night 1, the killer's inspection) and the public vote."""
        order = verdict.order
        night = state["number"]
        if order.kind == "room":
            room = order.params["room"]
            assert room not in self.condemned and (night, speaker) not in self.chose, (
                "a room choice taken against the spec", speaker, room)
            self.chose.add((night, speaker))
            if speaker in self.alive and speaker != self.killer and night > 1:
                self.grant(speaker, ("sight", night, room))
        elif order.kind == "options" and any(o["kind"] == "inspect"
                                             for o in order.params["options"]):
            self.grant(speaker, ("sight", night, state["rooms_tonight"][speaker]))
        elif order.kind == "vote":  # posted in the game topic: public
            for field, value in order.params.items():
                self.facts[PUBLIC].add(("voted", field, value))

    def resolved(self, key: str, before: Mapping[str, Any], mine: Mapping[str, Submitted],
                 after: Mapping[str, Any]) -> None:
        """A step resolved with these orders: what its outcome may reveal, to whom."""
        stage = key.rsplit("-", 1)[-1]
        night = before["number"]
        if stage == "rooms":
            self._rooms(night, before, after)
        elif stage == "actions":
            acts = {a: {"kind": s.order.kind, **s.order.params} for a, s in mine.items()}
            self.acts[night] = acts
            switch = self._switch(night, before, acts)
            assert (after["stage"] == "switch") == (switch is not None), (
                "the ghost's switch asked against the spec", switch, after["stage"])
            if switch is not None:
                ghost, victim, weapon, present = switch
                self.grant(ghost, ("step", f"night-{night}-switch"),
                           ("intended", night, victim, weapon), ("intended_victim", night, victim),
                           *(("innocent", p) for p in [victim, *present]))
            else:
                self._morning(night, before, acts, after)
        elif stage == "switch":
            self._morning(night, before, self.acts[night], after)
        if before["stranded"] and not after["stranded"]:  # placed by the dead or by chance
            by = before["stranded"]["by"]
            self.grant(by, *(("placed", w, after["weapon_rooms"][w])
                             for w in before["stranded"]["weapons"]))
        self.chief = after["chief"]
        if after["finished"]:
            self.over = True
        if after["phase"] == "night" and after["number"] != night:
            self._nightfall(after["number"], after["weapon_rooms"])

    def _rooms(self, night: int, before: Mapping[str, Any], after: Mapping[str, Any]) -> None:
        """Step 2, who is where: each their own room (a silent innocent is told its weapons),
        the killer the living in their room, each ghost everyone in its room and its weapons."""
        tonight = dict(after["rooms_tonight"])
        self.tonight[night] = tonight
        for player, room in tonight.items():
            self.grant(player, ("room", player, night, room))
            if player in self.alive and player != self.killer and night > 1:
                self.grant(player, ("sight", night, room))
        here = tonight[self.killer]
        self.grant(self.killer, *(("room", p, night, here) for p in self.alive
                                  if tonight[p] == here))
        for ghost in self.ghosts:
            room = tonight[ghost]
            self.grant(ghost, ("sight", night, room),
                       *(("room", p, night, room) for p in tonight if tonight[p] == room))

    def _option(self, acts: Mapping[str, Any], kind: str) -> dict[str, Any] | None:
        act = acts.get(self.killer) or {}
        return next((o for o in act.get("options", []) if o["kind"] == kind), None)

    def _switch(self, night: int, before: Mapping[str, Any],
                acts: Mapping[str, Any]) -> tuple[str, str, str, list[str]] | None:
        """"If the killer tries to kill with it (the weapon is in the killer's room, whoever
        the named victim), this ghost alone haunts it, and more than one innocent is in the
        room, the bot tells the ghost privately who the intended victim is." """
        kill = self._option(acts, "kill")
        here = self.tonight[night][self.killer]
        if kill is None or kill["weapon"] not in self.contents[(night, here)]:
            return None
        haunting = [g for g in self.ghosts if acts.get(g, {}).get("kind") == "haunt_weapon"
                    and acts[g]["weapon"] == kill["weapon"]]
        present = [p for p in self.alive if p != self.killer
                   and self.tonight[night][p] == here]
        if len(haunting) != 1 or len(present) < 2:
            return None
        return haunting[0], kill["victim"], kill["weapon"], present

    def _morning(self, night: int, before: Mapping[str, Any], acts: Mapping[str, Any],
                 after: Mapping[str, Any]) -> None:
        """Step 4: the public announcement (who died, rooms condemned, weapons destroyed, the
        murder weapon if the killer inspected) and the private items, from the spec."""
        tonight = self.tonight[night]
        dead = [p for p in before["alive"] if p not in after["alive"]]
        assert len(dead) <= 1, dead
        victim = dead[0] if dead else None
        condemned = [r for r in after["condemned"] if r not in before["condemned"]]
        destroyed = [w for w in after["destroyed"] if w not in before["destroyed"]]
        inspected = self._option(acts, "inspect") is not None
        weapon = after["last_murder"]["weapon"] if victim and inspected else None
        self.facts[PUBLIC].add(("morning", night, victim, tuple(condemned), tuple(destroyed),
                                weapon))
        ghosts_at_nightfall = list(self.ghosts)
        if victim:
            self.alive.remove(victim)
            self.ghosts.append(victim)
            self.deaths.append((victim, night))
        self.condemned += condemned
        self.destroyed += destroyed
        items: list[tuple[str, str, tuple[str, ...]]] = []
        if victim:
            items.append((victim, "murdered", ()))
        kill = self._option(acts, "kill")
        here = tonight[self.killer]
        tried = kill["weapon"] if kill and kill["weapon"] in self.contents[(night, here)] \
            else None
        haunted = {acts[g]["weapon"] for g in ghosts_at_nightfall
                   if acts.get(g, {}).get("kind") == "haunt_weapon"}
        attempts: dict[str, list[str]] = {}
        innocents = [p for p in before["alive"] if p != self.killer]
        for player in innocents:
            act = acts.get(player, {})
            if act.get("kind") in ("destroy", "move"):
                attempts.setdefault(act["weapon"], []).append(player)
        own = self._option(acts, "destroy")
        if own is not None:
            attempts.setdefault(own["weapon"], []).append(self.killer)
        failed = set()
        for target, players in attempts.items():
            for player in players:
                if player != self.killer and target in haunted:
                    items.append((player, "haunted_weapon", (target,)))
                    failed.add(player)
                elif len(players) > 1 or (player != self.killer and target == tried):
                    items.append((player, "clash", (target,)))
                    failed.add(player)
        for ghost in ghosts_at_nightfall:
            if acts.get(ghost, {}).get("kind") == "haunt_room":
                items += [(p, "room_haunted", (tonight[ghost],)) for p in self.alive
                          if tonight[p] == tonight[ghost]]
        for player in innocents:
            act = acts.get(player, {})
            if player in failed:
                continue
            if act.get("kind") == "move" and act["to"] in condemned and player != victim:
                items.append((player, "move_condemned", (act["weapon"], act["to"])))
            if act.get("kind") == "destroy" and act["weapon"] not in after["destroyed"]:
                items.append((player, "destroy_cancelled", (act["weapon"],)))
        for player, what, args in items:
            self.grant(player, ("item", night, what, args))
        stranded = [w for w in self.weapons if after["weapon_rooms"].get(w) in condemned]
        if after["stranded"]:
            by = after["stranded"]["by"]
            assert by == (victim or self.ghosts[-1]), after["stranded"]
            assert sorted(after["stranded"]["weapons"]) == sorted(stranded)
            self.grant(by, ("stranded", night, frozenset(stranded)),
                       ("step", f"day-{night}-stranded"))
        for ghost in ghosts_at_nightfall:  # possessions: the day's conversations
            act = acts.get(ghost, {})
            target = act.get("target")
            if act.get("kind") != "possess" or self.possession_over or target not in self.alive:
                continue
            room = tonight[ghost]
            group = tuple(sorted({*(g for g in ghosts_at_nightfall if tonight[g] == room),
                                  ghost, target}))
            for member in group:
                self.grant(member, ("possession", night, group))
            if target == self.killer:
                self.possession_over = True


# --- reading messages as claims ------------------------------------------------------------------


def notice_claims(notice: Notice, night: int) -> Iterator[Claim]:
    """What a notice tells its audience (every template of rules/indixo is read here)."""
    p = notice.params
    t = notice.template
    me = notice.audience
    if t.startswith("gm_"):
        assert me == GM, (t, me)
        return
    if t == "house":  # the house's names not in play this game, if any: public, no secret
        assert set(p) <= {"left_out"} and set(p.get("left_out", {})) <= {"rooms", "weapons"}, p
    elif t == "role":
        yield ("killer", me) if p["killer"] else ("innocent", me)
    elif t == "room_default":
        assert {"room", "weapons"} <= set(p) <= {"room", "weapons", "why", "last", "among"}, p
        yield ("room", me, night, p["room"])
        if p.get("among"):  # what the room was drawn among: open rooms (near its own, a ghost's)
            assert p["room"] in p["among"], p
            yield ("open_rooms", tuple(p["among"]))
        if p.get("last"):  # why: they stayed in last night's room, or it was condemned
            yield ("own_room", p["last"])
        if p["weapons"] is not None:
            yield ("sight", night, p["room"], frozenset(p["weapons"]))
    elif t == "killer_sees":
        assert set(p) == {"room", "people"}, p
        yield ("room", me, night, p["room"])
        for person in p["people"]:
            yield ("room", person, night, p["room"])
    elif t == "ghost_sees":
        assert set(p) == {"room", "weapons", "people"}, p
        yield ("sight", night, p["room"], frozenset(p["weapons"]))
        yield ("room", me, night, p["room"])
        for person in p["people"]:
            yield ("room", person["name"], night, p["room"])
            yield ("ghost", person["name"]) if person["ghost"] else ("living", person["name"])
    elif t == "ghost_group":
        assert set(p) == {"room", "night", "ghosts"} and p["night"] == night, p
        assert sorted(p["ghosts"]) == sorted(me), p  # the members, who see each other
        for member in me:
            yield ("room", member, night, p["room"])
    elif t == "switch_ask":
        assert set(p) == {"victim", "weapon", "choices", "minutes"}, p
        yield ("step", f"night-{night}-switch")
        yield ("intended", night, p["victim"], p["weapon"])
        for person in [p["victim"], *p["choices"]]:
            yield ("innocent", person)
    elif t == "morning":
        assert set(p) == {"night", "victim", "condemned", "destroyed", "weapon"}, p
        yield ("morning", p["night"], p["victim"], tuple(p["condemned"]),
               tuple(p["destroyed"]), p["weapon"])
    elif t == "night_private":
        assert set(p) == {"night", "items"}, p
        for item in p["items"]:
            args = {"murdered": (), "clash": ("weapon",), "haunted_weapon": ("weapon",),
                    "room_haunted": ("room",), "move_condemned": ("weapon", "to"),
                    "destroy_cancelled": ("weapon",)}[item["what"]]
            assert set(item) == {"what", *args}, item
            yield ("item", p["night"], item["what"], tuple(item[a] for a in args))
    elif t == "chief_ask":
        assert set(p) == {"choices", "minutes"}, p
        yield ("now", "alive", tuple(p["choices"]))
    elif t == "possession_group":
        assert set(p) == {"day", "possessed", "ghosts"}, p
        assert sorted([p["possessed"], *p["ghosts"]]) == sorted(me), p  # the members
        yield ("possession", p["day"], tuple(sorted(me)))
    elif t == "stranded_ask":
        assert set(p) == {"weapons", "rooms", "minutes"}, p
        yield ("stranded", night, frozenset(p["weapons"]))
        yield ("step", f"day-{night}-stranded")
        yield ("now", "open", tuple(p["rooms"]))
    elif t == "stranded_done":
        assert set(p) == {"placed", "defaulted", "drawn", "among"}, p
        assert set(p["drawn"]) <= set(p["placed"]) and bool(p["among"]) <= bool(p["drawn"]), p
        for weapon, room in p["placed"].items():
            yield ("placed", weapon, room)
        if p["among"]:  # what the drawn weapons' rooms were drawn among
            yield ("open_rooms", tuple(p["among"]))
    elif t == "votes_locked":
        assert set(p) == {"votes", "minutes"}, p
        yield from ballot_claims(p["votes"])
    elif t == "tally":
        assert set(p) == {"day", "results", "voters", "chief", "elected", "chief_votes",
                          "chief_among"}, p
        if p["chief_among"] and not p["chief_votes"]:  # drawn among the living
            yield ("now", "alive", tuple(p["chief_among"]))
        for chief in p["chief_among"] if p["chief_votes"] else []:  # drawn among the tied
            yield ("voted", "chief", chief)
        for field, result in p["results"].items():
            for value in [result["value"], *result["counts"], *result.get("tied", [])]:
                if value is not None:
                    yield ("voted", field, value)
        for chief in p["chief_votes"]:
            yield ("voted", "chief", chief)
        yield ("now", "chief", p["chief"])
    elif t == "chief_named":
        assert set(p) == {"chief", "by"}, p
        yield ("now", "chief", p["chief"])
    elif t == "chief_election":
        assert set(p) == {"by"}, p
    elif t == "final":
        yield ("final",)
    else:
        raise AssertionError(f"a notice the model does not know: {t}")


def ballot_claims(votes: Mapping[str, Mapping[str, Any]] | None) -> Iterator[Claim]:
    for ballot in (votes or {}).values():
        for field, value in ballot.items():
            yield ("voted", field, value)


PUBLIC_VIEW = {"game", "phase", "number", "stage", "finished", "winner", "win", "players",
               "alive", "ghosts", "deaths", "condemned_rooms", "destroyed_weapons", "rooms",
               "doors", "weapons", "start_weapons", "chief", "chief_by", "history", "votes",
               "viewer", "paused", "articles", "declined"}
REVEAL_VIEW = {"killer", "last_murder", "weapon_rooms", "player_rooms"}
PLAYER_VIEW = {"role", "killer_me", "room", "sightings"}


def view_claims(view: Mapping[str, Any], viewer: str | None) -> Iterator[Claim]:
    """What a view tells its viewer (the public's for None)."""
    extra = set(view) - PUBLIC_VIEW - REVEAL_VIEW - (PLAYER_VIEW if viewer else set())
    assert not extra, ("a view key the model does not know", extra)
    if view["stage"] == "switch":
        yield ("step", f"night-{view['number']}-switch")
    yield ("now", "alive", tuple(view["alive"]))
    yield ("now", "ghosts", tuple(view["ghosts"]))
    yield ("now", "deaths", tuple((d["name"], d["night"]) for d in view["deaths"]))
    yield ("now", "condemned", tuple(view["condemned_rooms"]))
    yield ("now", "destroyed", tuple(view["destroyed_weapons"]))
    yield ("now", "chief", view["chief"])
    for h in view["history"]:
        yield ("morning", h["night"], h["victim"], tuple(h["condemned"]), tuple(h["destroyed"]),
               h["weapon"])
    yield from ballot_claims(view["votes"])
    if view["winner"] is not None or REVEAL_VIEW & set(view):
        yield ("final",)
    if viewer:
        yield ("killer", viewer) if view["killer_me"] else ("innocent", viewer)
        assert (view["role"] == "killer") == view["killer_me"], view["role"]
        if view["room"] is not None:
            yield ("own_room", view["room"])
        for seen in view["sightings"]:
            yield ("sight", seen["night"], seen["room"], frozenset(seen["weapons"]))


def echo_claims(verdict: Accepted, speaker: str, night: int,
                room: str | None) -> Iterator[Claim]:
    """What the answer to an accepted order tells the speaker (`Accepted.params`); `room` is
    the speaker's room tonight, if chosen."""
    assert verdict.actor == speaker, verdict
    for key, value in verdict.params.items():
        if key == "weapons":
            order = verdict.order
            yield ("sight", night, order.params["room"] if order.kind == "room" else room,
                   frozenset(value))
        else:
            assert key in ("room", "options", "cancelled", "ballot", "guesses", "rooms"), key


REFUSAL_INPUT = ("code", "kind", "room", "weapon", "target", "suspect", "expected", "options",
                 "missing", "extra", "wrong", "why", "step", "chief", "chosen")
"""Refusal parameters that repeat what the speaker wrote, their own orders, or the code."""


def refusal_claims(rejection: Rejection, speaker: str, night: int, room: str | None,
                   alive: list[str], open_rooms: list[str]) -> Iterator[Claim]:
    """What a refusal tells the speaker (its parameters: what is valid now)."""
    code = rejection.code
    for key, value in rejection.params.items():
        if key == "weapons":
            if code in ("unknown_weapon", "weapon_destroyed"):
                yield ("now", "left", tuple(value))
            elif code == "bad_spread":
                yield ("stranded", night, frozenset(value))
            else:
                yield ("sight", night, room, frozenset(value))
        elif key == "people":
            for person in value:
                yield ("room", person, night, room)
        elif key == "here":
            yield ("room", speaker, night, value)
        elif key == "choices":
            for person in value:
                yield ("innocent", person)
        elif key == "victim":
            if code == "bad_switch":
                yield ("intended_victim", night, value)
        elif key == "chief" and code == "chief_exists":
            yield ("now", "chief", value)
        elif key == "awaited":  # the steps that await the speaker now
            for stage in value:
                phase = "night" if stage in ("rooms", "actions", "switch") else "day"
                yield ("step", f"{phase}-{night}-{stage}")
        elif key == "players":
            assert set(value) <= set(alive), value  # the living, public
        elif key == "rooms":
            assert set(value) <= set(open_rooms), (code, value)  # the plan, public
        elif key == "later":  # the step a night action belongs to: the rules, public
            assert value == "actions", value
        elif key == "addressed":  # a vote word was written: the speaker's own words
            assert value is True, value
        else:
            assert key in REFUSAL_INPUT, ("a refusal parameter the model does not know", key)
    if code == "possession_over":
        yield ("possession_over",)


# --- random players --------------------------------------------------------------------------


def random_house(rng: random.Random, count: int) -> tuple[dict[str, Any], dict[str, str]]:
    """Rooms and weapons for `count` players (the theme's, then extra names), doors drawn at
    random but connected, and one weapon per room at the start."""
    rooms = [*st.THEME_ROOMS, *EXTRA_ROOMS][:count]
    weapons = [*st.THEME_WEAPONS, *EXTRA_WEAPONS][:count]
    order = rooms[:]
    rng.shuffle(order)
    doors = [[order[i], rng.choice(order[:i])] for i in range(1, count)]
    for _ in range(rng.randint(0, count)):
        a, b = rng.sample(rooms, 2)
        if [a, b] not in doors and [b, a] not in doors:
            doors.append([a, b])
    places = rooms[:]
    rng.shuffle(places)
    return ({"rooms": rooms, "weapons": weapons, "doors": doors},
            dict(zip(weapons, places, strict=True)))


class RandomGame:
    """One seeded game of random players, every message checked as it is said."""

    def __init__(self, indixo: Any, seed: int, max_nights: int = MAX_NIGHTS) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.max_nights = max_nights
        self.count = self.rng.randint(4, 11)
        self.players = self.rng.sample(NAMES, self.count)
        self.house, self.start = random_house(self.rng, self.count)
        self.indixo = indixo
        self.stats: dict[str, int] = {}

    def note(self, what: str) -> None:
        self.stats[what] = self.stats.get(what, 0) + 1

    def play(self) -> dict[str, int]:
        if self.count < st.MIN_PLAYERS:  # the spec: "5 players or more"
            with pytest.raises(ValueError, match="too_few_players"):
                self.indixo(self.players, None, f"secrecy-{self.seed}", house=False,
                            start=self.start, **self.house)
            self.note("refused: too few players")
            return self.stats
        self.t = self.indixo(self.players, None, f"secrecy-{self.seed}", house=False,
                             start=self.start, **self.house)
        self.k = Knowledge(self.t.state)
        self.check_outcome(self.t.last, 1)
        while not self.t.state["finished"] and self.t.state["number"] <= self.max_nights:
            if self.t.state["phase"] == "night":
                self.night_step()
            else:
                self.day()
        s = self.t.state
        self.note(f"ended: {s['winner']} by {s['win']}" if s["finished"] else "ended: bound")
        self.note("games")
        self.stats["claims"] = self.k.claims
        return self.stats

    # --- saying, and checking what comes back -------------------------------------------------

    @property
    def s(self) -> dict[str, Any]:
        state: dict[str, Any] = self.t.state
        return state

    def give(self, player: str, kind: str, stage: str, **params: Any) -> Accepted | Rejection:
        state = self.s
        verdict = self.t.give(player, kind, stage, channel="topic" if stage in (
            "votes", "words") else "desk", **params)
        self.answered(player, verdict, state)
        return verdict  # type: ignore[no-any-return]

    def say(self, player: str, text: str, channel: str = "desk") -> None:
        state = self.s
        self.answered(player, self.t.say(player, text, channel=channel), state)
        self.note("written messages")

    def written(self, player: str, french: str, russian: str, channel: str = "desk") -> None:
        """Every other player writes in Russian (chosen without a draw, so the games are the
        ones the French wording plays): the Russian reading must be the French one."""
        if sorted(self.s["players"]).index(player) % 2 == 0:
            self.say(player, french, channel)
            return
        step = next((s.key for s in GAME.steps(self.s) if s.channel == channel), "")
        ctx = Context(player, channel, "ru", datetime(2026, 12, 1, tzinfo=UTC), 1, step)
        read = [GAME.parse(self.s, ctx, text) for text in (french, russian)]
        assert read[0] == read[1] or (isinstance(read[0], Rejection) and isinstance(
            read[1], Rejection) and read[0].code == read[1].code), (french, russian, read)
        self.say(player, russian, channel)

    def answered(self, player: str, verdict: Accepted | Rejection,
                 state: Mapping[str, Any]) -> None:
        night, room = state["number"], state["rooms_tonight"].get(player)
        if isinstance(verdict, Accepted):
            self.k.accepted(player, verdict, state)
            self.k.check(player, echo_claims(verdict, player, night, room), ("echo", verdict))
            self.note("echoes")
        else:
            self.k.check(player, refusal_claims(verdict, player, night, room, state["alive"],
                                                st.open_rooms(state)), ("refusal", verdict))
            self.note("refusals")

    def close(self, stage: str) -> None:
        before = self.s
        key = self.t.key(stage)
        mine = dict(self.t.orders.get(key, {}))
        out = self.t.close(stage)
        self.k.resolved(key, before, mine, out.state)
        self.check_outcome(out, before["number"])
        self.note(f"closed {stage}")

    def check_outcome(self, out: Any, night: int) -> None:
        for notice in out.notices:
            if notice.audience == GM:
                continue
            self.k.check(notice.audience, notice_claims(notice, night),
                         (notice.template, notice.params))
            self.note(f"notice {notice.template}")
        self.k.check(PUBLIC, view_claims(GAME.view(out.state, None), None), "public view")
        for player in out.state["players"]:
            self.k.check(player, view_claims(GAME.view(out.state, player), player),
                         ("view", player))
        self.note("views")

    # --- the night --------------------------------------------------------------------------

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def night_step(self) -> None:
        stage = self.s["stage"]
        if stage == "rooms":
            self.rooms()
        elif stage == "actions":
            self.actions()
        else:
            self.switch()

    def rooms(self) -> None:
        s = self.s
        awaited = list(GAME.steps(s)[0].awaited)
        self.rng.shuffle(awaited)
        crowd = self.rng.sample(st.open_rooms(s), min(2, len(st.open_rooms(s))))
        for player in awaited:
            if self.chance(0.2):
                continue  # silent: the default room
            ghost = player in s["ghosts"]
            allowed = st.ghost_rooms(s, player) if ghost else st.open_rooms(s)
            if self.chance(0.1):
                room = self.rng.choice(s["rooms"])  # perhaps condemned, or too far
            else:
                near = [r for r in crowd if r in allowed]
                room = self.rng.choice(near if near and self.chance(0.7) else allowed)
            if self.chance(0.1):
                self.written(player, f"je vais dans la {room}", f"иду в комнату {room}")
            else:
                self.give(player, "room", "rooms", room=room)
            if self.chance(0.05):
                self.give(player, "room", "rooms", room=self.rng.choice(allowed))
        if self.chance(0.05):
            self.written(self.rng.choice(s["alive"]), "quelle nuit étrange", "странная ночь",
                         channel="topic")
        if self.chance(0.05):
            self.give(self.rng.choice(s["players"]), "destroy", "rooms",
                      weapon=self.rng.choice(s["weapons"]))
        self.close("rooms")

    def actions(self) -> None:
        awaited = list(GAME.steps(self.s)[0].awaited)
        self.rng.shuffle(awaited)
        for player in awaited:
            if self.chance(0.15):
                continue  # silent: nothing
            if player == self.s["killer"]:
                self.killer_acts(player)
            elif player in self.s["ghosts"]:
                self.ghost_acts(player)
            else:
                self.innocent_acts(player)
        self.close("actions")

    def killer_acts(self, killer: str) -> None:
        s = self.s
        here = s["rooms_tonight"][killer]
        others = [p for p in s["alive"] if p != killer]
        there = [p for p in others if s["rooms_tonight"][p] == here]
        left = [w for w in s["weapons"] if w not in s["destroyed"]]
        in_room = st.weapons_in(s, here)
        extra = self.rng.randint(1, 3)
        if there and in_room and self.chance(0.85):  # a murder that can work
            if self.chance(0.3):
                self.give(killer, "inspect", "actions")
            self.give(killer, "kill", "actions", victim=self.rng.choice(there),
                      weapon=self.rng.choice(in_room))
            extra = self.rng.choice([0, 0, 1])
        for _ in range(extra):
            roll = self.rng.random()
            if roll < 0.15:
                self.give(killer, "inspect", "actions")
            elif roll < 0.55:
                victim = self.rng.choice(there if there and self.chance(0.8) else
                                         others + [killer])
                weapon = self.rng.choice(in_room if in_room and self.chance(0.8) else left)
                self.give(killer, "kill", "actions", victim=victim, weapon=weapon)
            elif roll < 0.7:
                self.give(killer, "condemn", "actions", room=self.rng.choice(s["rooms"]))
            elif roll < 0.8:
                self.give(killer, "destroy", "actions", weapon=self.rng.choice(s["weapons"]))
            elif roll < 0.86:
                self.give(killer, "done", "actions")
            elif roll < 0.9:
                self.give(killer, "cancel", "actions")
            elif roll < 0.94:
                self.give(killer, "nothing", "actions")
            else:
                self.give(killer, "haunt_room", "actions")  # not the killer's: refused
        if self.chance(0.5):
            self.give(killer, "done", "actions")

    def innocent_acts(self, player: str) -> None:
        s = self.s
        here = s["rooms_tonight"][player]
        in_room = st.weapons_in(s, here)
        roll = self.rng.random()
        weapon = self.rng.choice(in_room if in_room and self.chance(0.85) else s["weapons"])
        if roll < 0.3:
            self.give(player, "destroy", "actions", weapon=weapon)
        elif roll < 0.6:
            near = st.adjacent(s, here)
            self.give(player, "move", "actions", weapon=weapon,
                      to=self.rng.choice(near if self.chance(0.85) else s["rooms"]))
        elif roll < 0.8:
            self.give(player, "nothing", "actions")
        elif roll < 0.9:
            self.written(player, f"détruire {weapon}", f"уничтожаю оружие {weapon}")
        else:
            self.give(player, self.rng.choice(["kill", "inspect", "haunt_room", "possess"]),
                      "actions", victim=player, weapon=weapon, target=player)

    def ghost_acts(self, ghost: str) -> None:
        s = self.s
        here = s["rooms_tonight"][ghost]
        in_room = st.weapons_in(s, here)
        people = [p for p in s["alive"] if s["rooms_tonight"][p] == here]
        roll = self.rng.random()
        if roll < 0.25:
            self.give(ghost, "haunt_room", "actions")
        elif roll < 0.55:
            weapon = self.rng.choice(in_room if in_room and self.chance(0.9) else s["weapons"])
            self.give(ghost, "haunt_weapon", "actions", weapon=weapon)
        elif roll < 0.8:
            target = self.rng.choice(people if people and self.chance(0.9) else s["players"])
            self.give(ghost, "possess", "actions", target=target)
        elif roll < 0.9:
            self.give(ghost, "nothing", "actions")
        else:
            self.give(ghost, "destroy", "actions", weapon=self.rng.choice(s["weapons"]))

    def switch(self) -> None:
        pending = self.s["pending"]
        self.note("switches asked")
        ghost = pending["ghost"]
        roll = self.rng.random()
        if roll < 0.35:
            self.give(ghost, "switch", "switch", victim=self.rng.choice(pending["choices"]))
        elif roll < 0.6:
            self.give(ghost, "keep", "switch")
        elif roll < 0.7:
            self.give(ghost, "switch", "switch", victim=self.rng.choice(self.s["players"]))
        self.close("switch")

    # --- the day ----------------------------------------------------------------------------

    def day(self) -> None:
        s = self.s
        n = s["number"]
        alive = list(s["alive"])
        if s["chief_namer"] and self.chance(0.7):
            choice = self.rng.choice(alive if self.chance(0.9) else s["players"])
            self.give(s["chief_namer"], "name_chief", "chief", chief=choice)
        if s["stranded"]:
            self.note("stranded asked")
            if self.chance(0.6):
                rooms = st.open_rooms(s) if self.chance(0.9) else s["rooms"]
                self.give(s["stranded"]["by"], "spread", "stranded",
                          rooms={w: self.rng.choice(rooms) for w in s["stranded"]["weapons"]})
        killer = s["killer"]
        if killer in alive and self.chance(0.4):
            others = [p for p in alive if p != killer]
            if self.chance(0.2):
                guesses = {p: {"room": s["last_rooms"][p], "weapon": s["last_tries"].get(p)}
                           for p in others}
            else:
                guesses = {p: {"room": self.rng.choice(s["rooms"]),
                               "weapon": self.rng.choice([None, *s["weapons"]])}
                           for p in others if self.chance(0.95)}
            self.give(killer, "guess", "guess", guesses=guesses)
        voters = alive + [g for g in s["ghosts"] if self.chance(0.1)]
        self.rng.shuffle(voters)
        insight = self.rng.random() ** 4 if s["last_murder"] and self.chance(0.5) else 0.0
        for voter in voters:
            if self.chance(0.2):
                continue
            ballot = {"suspect": self.rng.choice(alive), "weapon": self.rng.choice(s["weapons"]),
                      "room": self.rng.choice(s["rooms"])}
            if self.chance(insight):  # a voter who worked it out
                murder = s["last_murder"]
                ballot.update(suspect=killer, weapon=murder["weapon"], room=murder["room"])
            if s["chief"] is None and self.chance(0.5):
                ballot["chief"] = self.rng.choice(alive)
            if self.chance(0.15):
                self.give(voter, "vote", "votes", suspect=ballot["suspect"])
                if self.chance(0.5):
                    continue  # a ballot left unfinished
            self.give(voter, "vote", "votes", **ballot)
        if self.chance(0.05):
            self.say(self.rng.choice(alive), "je vais dans la cuisine", channel="topic")
        while not self.s["finished"] and self.s["phase"] == "day" and self.s["number"] == n:
            steps = [step.key.rsplit("-", 1)[-1] for step in GAME.steps(self.s)
                     if not step.key.endswith("-guess")]
            stage = self.rng.choice(steps)
            if stage == "words" and self.chance(0.3):
                voter = self.rng.choice(self.s["alive"])
                self.give(voter, "vote", "words", suspect=self.rng.choice(self.s["alive"]),
                          weapon=self.rng.choice(s["weapons"]), room=self.rng.choice(s["rooms"]))
            self.close(stage)


def test_secrecy_property_over_a_thousand_random_games(indixo: Any) -> None:
    """1,000 seeded random games: no message, view, echo or refusal says more than its reader
    may know. Coverage asserts make sure the run reaches every way to win and the rarer
    rules (the switch, stranded weapons, possessions, 11 players)."""
    began = time.perf_counter()
    totals: dict[str, int] = {}
    for seed in range(GAMES):
        for what, count in RandomGame(indixo, seed).play().items():
            totals[what] = totals.get(what, 0) + count
    elapsed = time.perf_counter() - began
    print(f"\n{GAMES} games in {elapsed:.1f} s: " + ", ".join(
        f"{k} {v}" for k, v in sorted(totals.items())))
    for ending in ("killer by two_left", "killer by guess", "innocents by vote",
                   "innocents by streak"):
        assert totals.get(f"ended: {ending}", 0) >= 10, (ending, totals)
    assert totals["switches asked"] >= 10 and totals["stranded asked"] >= 10, totals
    assert totals.get("notice possession_group", 0) >= 10, totals
    assert totals.get("refused: too few players", 0) >= 50, totals
    assert totals["claims"] > 1_000_000, totals


def test_the_model_catches_each_kind_of_leak(indixo: Any) -> None:
    """The model is not vacuous: a secret given to the wrong reader is caught, one kind of
    secret after the other (the killer, rooms, weapons' whereabouts, actions, a hidden step)."""
    t = indixo()
    k = Knowledge(t.state)
    t.rooms({"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
             "emil": "Cour"})
    k.resolved("night-1-rooms", t.outcomes[0][1].state, {}, t.state)
    sees = next(n for n in t.last.notices if n.template == "killer_sees")
    k.check("bea", notice_claims(sees, 1), "the killer's own sight")
    leaks: list[tuple[str | tuple[str, ...], Iterator[Claim]]] = [
        ("carl", notice_claims(Notice("carl", "killer_sees", sees.params), 1)),
        ("carl", iter([("killer", "bea")])),
        ("carl", iter([("innocent", "dina")])),
        ("carl", iter([("room", "dina", 1, "Chambre")])),
        (PUBLIC, view_claims({**GAME.view(t.state, None), "killer": "bea"}, None)),
        (PUBLIC, view_claims({**GAME.view(t.state, None), "stage": "switch"}, None)),
        ("carl", iter([("item", 1, "clash", ("Oreiller",))])),
        (("carl", "dina"), iter([("room", "dina", 1, "Chambre")])),
    ]
    for reader, claims in leaks:
        with pytest.raises(AssertionError, match="LEAK"):
            k.check(reader, claims, "planted")
    t.close("actions")
    t.close("votes")
    state = t.state
    k._nightfall(2, state["weapon_rooms"])
    k.tonight[2] = {"carl": "Salon"}
    wrong_room = Rejection("weapon_not_here", {"code": "weapon_not_here", "weapons": ["Pelle"],
                                               "rooms": [], "here": "Salon"})
    with pytest.raises(AssertionError, match="LEAK"):
        k.check("carl", refusal_claims(wrong_room, "carl", 2, "Salon", state["alive"],
                                       st.open_rooms(state)), "planted")
    with pytest.raises(AssertionError, match="LEAK"):
        k.check("carl", echo_claims(Accepted("carl", Order("room", {"room": "Salon"}),
                                             {"weapons": ["Oreiller"]}), "carl", 2, None),
                "an echo before the choice was taken")


# --- the whole stack -----------------------------------------------------------------------------


QUIET = {"started", "joined", "left", "not_in_game", "already_started", "game_full",
         "desk_title", "group_title", "notice_title", "game_topic", "game_topic_title",
         "public_order", "cancelled", "status_embed"}
"""Bridge texts that carry nothing of a game's secrets (titles, sign-up, a general warning)."""


def _night_of(key: str, view: Mapping[str, Any] | None) -> int:
    parts = key.split("-")
    if len(parts) == 3 and parts[1].isdigit():
        return int(parts[1])
    return int((view or {}).get("number", 0))


def render_claims(k: Knowledge, audience: str | tuple[str, ...], area: str, template: str,
                  params: Mapping[str, Any]) -> Iterator[Claim]:
    """What a text the bridge renders tells its audience: its view, and its notice (a game's
    template) or the bridge's own parameters (the step it names, the echo, the refusal)."""
    view = params.get("view")
    viewer = None if audience == PUBLIC or isinstance(audience, tuple) else audience
    if view is not None:
        yield from view_claims(view, viewer)
    key = str(params.get("key") or "")
    night = _night_of(key, view)
    me = audience if isinstance(audience, str) else ""
    room = k.tonight.get(night, {}).get(me)
    if area == "indixo":
        rest = {name: value for name, value in params.items() if name != "view"}
        yield from notice_claims(Notice(audience, template, rest), night)
        return
    assert area == "bridge", area
    if key:
        yield ("step", key)
    if template == "order_taken":
        order = dict(params["order"])
        kind = order.pop("kind")
        yield from echo_claims(Accepted(params["actor"], Order(kind, order), params["params"]),
                               me, night, room)
    elif template in ("order_refused", "post_refused"):
        assert view is not None
        yield from refusal_claims(
            Rejection(params["code"], params["params"]), me, night, room, view["alive"],
            [r for r in view["rooms"] if r not in view["condemned_rooms"]])
    elif template == "seed_revealed":
        yield ("final",)
    elif template == "receipts":  # a hash for everyone at the table, acted or not: the
        # living and the ghosts, as public as that (nothing says who acted)
        named = {one["actor"] for one in params["sealed"]}
        assert named == set(k.alive) | set(k.ghosts), ("receipts name", named)
    else:
        assert template in QUIET | {"refused", "order_confirmed", "step_open", "reminder"}, (
            "a bridge text the model does not know", template)


class Watched:
    """The rules as the stack calls them, feeding the knowledge model (set-up, every order
    taken, every resolution), and every text the bridge renders, checked as it is made."""

    def __init__(self, monkeypatch: Any, stack: Any) -> None:
        self.k: Knowledge | None = None
        self.texts: list[tuple[str | tuple[str, ...], str]] = []
        self.seen: set[str] = set()
        self.renders = 0
        real_setup, real_accept, real_resolve = GAME.setup, GAME.accept, GAME.resolve

        def setup(*args: Any) -> Any:
            out = real_setup(*args)
            self.k = Knowledge(out.state)
            self.seen = set()
            return out

        def accept(state: Any, ctx: Any, order: Any, in_force: Any) -> Any:
            verdict = real_accept(state, ctx, order, in_force)
            if isinstance(verdict, Accepted) and self.k is not None:
                self.k.accepted(ctx.speaker, verdict, state)
            return verdict

        def resolve(state: Any, key: str, orders: Any, chance: Any) -> Any:
            out = real_resolve(state, key, orders, chance)
            if self.k is not None and key not in self.seen:  # a retried claim: once
                self.seen.add(key)
                self.k.resolved(key, state, orders.get(key, {}), out.state)
            return out

        monkeypatch.setattr(GAME, "setup", setup)
        monkeypatch.setattr(GAME, "accept", accept)
        monkeypatch.setattr(GAME, "resolve", resolve)
        publisher = stack.master.publisher
        real_text = publisher.text

        def text(session: Any, game: Any, audience: Any, area: str, template: str,
                 **params: Any) -> str:
            raw: str = real_text(session, game, audience, area, template, **params)
            self.texts.append((audience, raw.strip()))
            if audience != GM and template not in QUIET:
                assert self.k is not None, (template, audience)
                k = self.k
                claims = list(render_claims(k, audience, area, template, params))
                hidden = [c for c in claims if c[0] == "step" and area == "bridge"
                          and not all(k.may(one, c) for one in (
                              audience if isinstance(audience, tuple) else (audience,)))]
                assert not hidden, ("a hidden step named", audience, template, hidden)
                k.check(audience, claims, (area, template, params))
                self.renders += 1
            return raw

        monkeypatch.setattr(publisher, "text", text)


class StackGame:
    """A seeded game of random players written as players write, through the forum."""

    def __init__(self, stack: Any, watched: Watched, seed: int) -> None:
        from bridge.db import GameRow

        self.stack = stack
        self.w = watched
        self.rng = random.Random(10_000 + seed)
        self.players = self.rng.sample(NAMES[:9], self.rng.randint(5, 8))
        stack.direct_message("maitre", f'nouvelle partie indixo "Secret {seed}" review=auto')
        self.id = stack.latest_game()
        with stack.db.unit() as session:
            session.get(GameRow, self.id).seed = f"stack-{seed}"
        self.public = stack.topic_of(self.id, "game")
        for player in self.players:
            stack.say(player, self.public, "je participe")
        self.gm_desk = stack.topic_of(self.id, "gm", "maitre")
        stack.say("maitre", self.gm_desk, "commencer")
        self.desks = {p: stack.topic_of(self.id, "player", p) for p in self.players}
        self.posts = 0

    def state(self) -> dict[str, Any]:
        from bridge.db import GameRow

        with self.stack.db.unit() as session:
            game = session.get(GameRow, self.id)
            return {**(game.state or {}), "_status": game.status,
                    "_steps": dict(game.steps or {})}

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pm(self, player: str, text: str) -> None:
        self.stack.say(player, self.desks[player], text)
        self.after()

    def post(self, player: str, text: str) -> None:
        self.stack.say(player, self.public, text)
        self.after()

    def after(self) -> None:
        """The public status, as the status page shows it, after every post."""
        self.posts += 1
        status = self.stack.master.status(self.id)
        k = self.w.k
        assert k is not None
        view = {key: value for key, value in status.items()
                if key not in ("game_id", "kind", "title", "status", "deadline")}
        k.check(PUBLIC, view_claims(view, None), "status")
        if status["deadline"]:
            record = self.state()["_steps"].get("open", {})
            named = [key for key, times in record.items()
                     if times.get("deadline_at") == status["deadline"]]
            assert any(k.may(PUBLIC, ("step", key)) for key in named), (
                "the status shows a hidden step's deadline", named)

    def play(self, nights: int = 3) -> None:
        for _ in range(200):
            s = self.state()
            if s["_status"] != "running" or s["finished"] or s["number"] > nights:
                return
            if s["phase"] == "night":
                self.night(s)
            else:
                self.day(s)
            s = self.state()
            if s["_status"] == "running" and not s["finished"]:
                if self.chance(0.3):
                    self.stack.say("maitre", self.gm_desk, "clore")
                else:
                    due = self.stack.master.next_due()
                    if due is not None:
                        self.stack.advance(due)
                self.after()

    def night(self, s: dict[str, Any]) -> None:
        (step,) = GAME.steps(s)
        stage = step.key.rsplit("-", 1)[-1]
        awaited = list(step.awaited)
        self.rng.shuffle(awaited)
        if stage == "switch":
            pending = s["pending"]
            if self.chance(0.5):  # someone else writes while the ghost is asked
                self.pm(self.rng.choice([p for p in self.players if p != pending["ghost"]]),
                        "rien")
            if self.chance(0.7):
                self.pm(pending["ghost"], "garder" if self.chance(0.5) else
                        "@" + self.rng.choice(pending["choices"]))
            return
        for player in awaited:
            if self.chance(0.15):
                continue
            if stage == "rooms":
                allowed = st.ghost_rooms(s, player) if player in s["ghosts"] else \
                    st.open_rooms(s)
                room = self.rng.choice(s["rooms"] if self.chance(0.1) else allowed[:3])
                self.pm(player, f"je vais dans la pièce {room}")
            else:
                self.act(s, player)
        if self.chance(0.1):
            self.post(self.rng.choice(s["alive"]), "quelle nuit étrange, non ?")

    def act(self, s: dict[str, Any], player: str) -> None:
        here = s["rooms_tonight"][player]
        in_room = st.weapons_in(s, here) or list(s["weapons"])
        people = [p for p in s["alive"] if s["rooms_tonight"][p] == here and p != player]
        weapon = self.rng.choice(in_room)
        if player == s["killer"]:
            if self.chance(0.3):
                self.pm(player, "inspecter la pièce")
            if people and self.chance(0.8):
                self.pm(player, f"tuer @{self.rng.choice(people)} avec l'arme {weapon}")
            else:
                self.pm(player, f"condamner la pièce {self.rng.choice(s['rooms'])}")
            if self.chance(0.5):
                self.pm(player, "fini")
        elif player in s["ghosts"]:
            roll = self.rng.random()
            if roll < 0.3:
                self.pm(player, "hanter la pièce")
            elif roll < 0.6:
                self.pm(player, f"hanter l'arme {weapon}")
            elif roll < 0.85 and people:
                self.pm(player, f"posséder @{self.rng.choice(people)}")
            else:
                self.pm(player, "rien")
        else:
            roll = self.rng.random()
            if roll < 0.35:
                self.pm(player, f"détruire l'arme {weapon}")
            elif roll < 0.7:
                to = self.rng.choice(st.adjacent(s, here))
                self.pm(player, f"déplacer l'arme {weapon} vers la pièce {to}")
            else:
                self.pm(player, "rien")

    def day(self, s: dict[str, Any]) -> None:
        alive = list(s["alive"])
        if s["chief_namer"] and self.chance(0.7):
            self.pm(s["chief_namer"], f"je nomme @{self.rng.choice(alive)}")
        if s["stranded"] and self.chance(0.6):
            rooms = st.open_rooms(s)
            self.pm(s["stranded"]["by"], " ; ".join(
                f"{w} -> {self.rng.choice(rooms)}" for w in s["stranded"]["weapons"]))
        if self.chance(0.4):
            others = [p for p in alive if p != s["killer"]]
            self.pm(s["killer"], " ; ".join(
                f"@{p} : {s['last_rooms'][p]}, {s['last_tries'].get(p) or 'rien'}"
                for p in others))
        if s["votes"] is None:
            for voter in alive:
                if self.chance(0.25):
                    continue
                murder = s["last_murder"] or {}
                suspect = s["killer"] if self.chance(0.3) else self.rng.choice(alive)
                weapon = murder.get("weapon") if self.chance(0.3) and murder else \
                    self.rng.choice(s["weapons"])
                room = murder.get("room") if self.chance(0.3) and murder else \
                    self.rng.choice(s["rooms"])
                chief = f", chef @{self.rng.choice(alive)}" if s["chief"] is None else ""
                self.post(voter, f"vote : @{suspect}, {weapon}, {room}{chief}")
        if self.chance(0.5):  # a desk message while the day's private steps are open
            self.pm(self.rng.choice(s["players"]), self.rng.choice(
                [f"je nomme @{self.rng.choice(alive)}", "rien", "bonjour, où en est-on ?"]))

    def check_posts(self) -> int:
        """Every post the bot made in this game's topics is made of texts rendered (and so
        checked) for that topic's audience: nothing went out unchecked."""
        from sqlalchemy import select

        from bridge.db import TopicRow
        from bridge.publishing.publish import SEPARATOR

        with self.stack.db.unit() as session:
            topics = {row.discourse_id: (row.role, row.owner) for row in session.scalars(
                select(TopicRow).where(TopicRow.game_id == self.id))}
        texts: dict[Any, list[str]] = {}
        for audience, raw in self.w.texts:
            texts.setdefault(audience, []).append(raw)
        checked = 0
        for post in self.stack.forum.transcript():
            if post["author"] != "gamemaster" or post["topic"] not in topics:
                continue
            role, owner = topics[post["topic"]]
            if role == "gm":
                continue
            audience: Any = {"game": PUBLIC, "player": owner}.get(
                role, tuple(sorted(owner.split("#")[0].split(","))))
            rest = post["raw"]
            for raw in sorted(texts.get(audience, []), key=len, reverse=True):
                rest = rest.replace(raw, "")
            rest = re.sub(r"<!--.*?-->", "", rest.replace(SEPARATOR.strip(), ""))
            rest = "\n".join(line for line in rest.splitlines() if "upload://" not in line)
            assert not rest.strip(), ("a post not made of checked texts", audience, rest,
                                      post["raw"])
            checked += 1
        return checked


def test_secrecy_through_the_whole_stack(database_url: str, monkeypatch: Any) -> None:
    """20 seeded games through the bridge and the sandbox forum, players writing in French:
    every post, private message and group message that went out, and the public status after
    every post, say nothing their readers may not know."""
    from datetime import UTC, datetime

    from bridge.clock import FakeClock
    from bridge.tools.stack import Stack

    began = time.perf_counter()
    posts = checked = renders = 0
    with Stack(FakeClock(datetime(2026, 12, 1, 8, 0, tzinfo=UTC)), database_url) as stack:
        watched = Watched(monkeypatch, stack)
        for seed in range(STACK_GAMES):
            game = StackGame(stack, watched, seed)
            game.play()
            if game.state()["_status"] in ("running", "review"):  # the bound: stop it here
                stack.say("maitre", game.gm_desk, "annuler la partie")
                stack.say("maitre", game.gm_desk, "oui, annuler la partie")
            checked += game.check_posts()
            posts += game.posts
            stack.advance(stack.clock.now() + timedelta(days=3))
        renders = watched.renders
    print(f"\n{STACK_GAMES} games through the stack in {time.perf_counter() - began:.1f} s: "
          f"{posts} player posts, {renders} texts checked, {checked} bot posts traced")
    assert checked > 20 * STACK_GAMES and renders > 20 * STACK_GAMES


# --- the two leaks this test found in the bridge, fixed there, kept as regression tests ----

CREATE = "\n".join([
    'nouvelle partie indixo "Le manoir" review=auto',
    "pièces = Cuisine, Salon, Chambre, Cour, Bain",
    "armes = Couteau, Oreiller, Chaise, Pelle, Seau",
    "portes = Cuisine - Salon, Salon - Chambre, Chambre - Cour, Cour - Bain, Bain - Cuisine, "
    "Salon - Cour", ""])
MANOR = ["ana", "bea", "carl", "dina", "emil"]
MANOR_START = {"Couteau": "Cuisine", "Oreiller": "Salon", "Chaise": "Chambre", "Pelle": "Cour",
               "Seau": "Bain"}


class Manor:
    """The table's house through the stack, bea the killer; night 1: bea kills ana in the
    Cuisine, ana names carl chief, the day ends at its long stop."""

    def __init__(self, stack: Any) -> None:
        self.stack = stack
        stack.direct_message("maitre", CREATE)
        self.id = stack.latest_game()
        stack.pin(self.id, killer="bea", weapons_at_start=MANOR_START)
        public = stack.topic_of(self.id, "game")
        for player in MANOR:
            stack.say(player, public, "je participe")
        stack.say("maitre", stack.topic_of(self.id, "gm", "maitre"), "commencer")
        self.desks = {p: stack.topic_of(self.id, "player", p) for p in MANOR}
        self.rooms({"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
                    "emil": "Cour"})
        self.pm("bea", "tuer @ana avec le couteau")
        self.pm("bea", "fini")
        for player in ("ana", "carl", "dina", "emil"):
            self.pm(player, "rien")
        self.pm("ana", "je nomme @carl")
        stack.advance(stack.clock.now() + timedelta(hours=49))

    def pm(self, player: str, text: str) -> None:
        self.stack.say(player, self.desks[player], text)

    def rooms(self, rooms: Mapping[str, str]) -> None:
        for player, room in rooms.items():
            self.pm(player, room)

    def last(self, player: str) -> str:
        raw: str = [p["raw"] for p in self.stack.forum.transcript()
                    if p["topic"] == self.desks[player] and p["author"] == "gamemaster"][-1]
        return raw


@pytest.fixture
def manor(database_url: str) -> Iterator[Manor]:
    from datetime import UTC, datetime

    from bridge.clock import FakeClock
    from bridge.tools.stack import Stack

    with Stack(FakeClock(datetime(2026, 12, 1, 8, 0, tzinfo=UTC)), database_url) as stack:
        yield Manor(stack)


def test_a_refusal_never_names_the_ghosts_switch_to_others(manor: Manor) -> None:
    """Night 2: ana, a ghost, haunts the Couteau; bea names emil (elsewhere) with it, carl and
    dina with her in the Cuisine: ana alone is asked. carl and bea, writing meanwhile, must
    not learn that a ghost may switch the victim."""
    manor.rooms({"ana": "Cuisine", "bea": "Cuisine", "carl": "Cuisine", "dina": "Cuisine",
                 "emil": "Bain"})
    manor.pm("ana", "hanter le couteau")
    manor.pm("bea", "tuer @emil avec le couteau")
    manor.pm("bea", "fini")
    for player in ("carl", "dina", "emil"):
        manor.pm(player, "rien")
    assert "@carl" in manor.last("ana")  # the question, to the ghost alone
    for player in ("carl", "bea"):
        manor.pm(player, "rien")
        answer = manor.last(player)
        assert "fantôme" not in answer and "détourner" not in answer, answer


def test_the_status_page_never_shows_the_stranded_weapons_window(manor: Manor) -> None:
    """Night 2: no murder, bea condemns the Chambre (5 open rooms for 4 living players), where
    the Chaise lies: ana, the last dead, is asked privately where it goes. The public status
    must not show that 2-hour window (the public knows the room was condemned, not that a
    weapon lay there)."""
    manor.rooms({"ana": "Cuisine", "bea": "Cour", "carl": "Salon", "dina": "Salon",
                 "emil": "Bain"})
    manor.pm("bea", "condamner la chambre")
    manor.pm("bea", "fini")
    for player in ("ana", "carl", "dina", "emil"):
        manor.pm(player, "rien")
    from bridge.db import GameRow

    with manor.stack.db.unit() as session:
        game = session.get(GameRow, manor.id)
        assert game.state["stranded"] == {"by": "ana", "weapons": ["Chaise"]}
        votes = game.steps["open"]["day-2-votes"]["deadline_at"]
    assert manor.stack.master.status(manor.id)["deadline"] == votes
