"""The arena's own sign-up (5.1), as the bridge offers it posts (`Game.enrol`).

In the game topic a player declares themself war chief of a named clan, or rallies to a clan
(by its name or its chief's); a chief refuses one person once; anyone leaves before the
start (a chief only by leaving the clan empty). Characteristics belong to the forum user: a
returning warrior keeps theirs from the roster, wounds included, and is never asked to spread
again: each characteristic from 0 to the maximum is valid, whatever the sum (a wound takes a
point for good); an entry the game cannot field (above this game's maximum) is refused with
what the GM must correct. At a user's first sign-up the bot asks privately for the spread
("attaque 4, défense 3, tir 2, bouclier 3"; "атака 4, защита 3, стрельба 2, щит 3"), which
must fit the budget and the bounds, and the chief's clan or the rallying counts once the
spread is valid. The roll is the arena's state in its `signup` phase, plus `waiting`: who
has declared and still owes a spread. Rallying to a chief (or a clan) still owing that
spread is refused with why: the clan is founded only once the chief's spread is in.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any

from rules.arena import orders, russian
from rules.arena import state as st
from rules.base import JSON, PUBLIC, Enrolment, Notice, Order, Rejection
from rules.reader import fold

_GENERIC_JOIN = re.compile(r"\b(je participe|je m'inscris|j'en suis|je joue|inscris-moi|"
                           r"i join|count me in|sign me up|i'm in|записываюсь"
                           + russian.GENERIC_JOIN + r")\b")
"""Other games' sign-up words ('участвую'): here the answer says how a clan is founded or
joined."""


def enrol(settings: JSON, roll: JSON, speaker: str, channel: str, text: str,
          roster: Mapping[str, JSON]) -> Enrolment | Rejection:
    """A sign-up post read and applied, or why not ('talk' for chat, left unanswered)."""
    state = copy.deepcopy(roll) if roll else {**st.new_state(settings), "waiting": {}}
    reading = orders.read(_reading(state), speaker, text, channel)
    if isinstance(reading, Rejection) and reading.code == "unknown_clan":
        reading = _unfounded(state, str(reading.params.get("clan", "")), text) or reading
    if isinstance(reading, Rejection):
        if _GENERIC_JOIN.search(fold(text)):
            return Rejection("how_to_sign_up", {"clans": [c["name"] for c in state["clans"]],
                                                "chiefs": len(state["clans"]),
                                                "max_chiefs": state["settings"]["max_chiefs"]})
        if reading.code == "not_an_order" and reading.params.get("why") in ("talk", None) \
                and channel == "topic":
            return Rejection("talk", {})
        if reading.code == "missing_characteristic":  # a partial spread: say its limits
            return Rejection(reading.code, {**_limits(state), **reading.params})
        return reading
    entry = _entry(roster, speaker)
    if reading.kind in ("chief", "join"):
        pending = _pending_chief(state, reading) if reading.kind == "join" else None
        if pending is not None:
            return pending
        if entry is not None:
            lost = entry.get("lost")
            return _enlisted(state, speaker, reading, entry,
                             lost if isinstance(lost, Mapping) else None, returning=True,
                             newcomer=_newcomer(state, speaker))
        problem = _dry_run(state, speaker, reading)
        if problem is not None:
            return problem
        state["waiting"][speaker] = {"kind": reading.kind, **reading.params}
        return _done(state, Notice(speaker, "spread_ask", {**_limits(state), "pending": {
            "kind": reading.kind, **_clan_named(state, reading)}}))
    if reading.kind == "spread":
        return _spread(state, speaker, reading, roster)
    if reading.kind == "refuse":
        refused = _refuse(state, speaker, str(reading.params.get("player")))
        if isinstance(refused, Rejection):
            return refused
        clan = st.clan(refused, _own_clan(state, speaker))
        return _done(refused, Notice(PUBLIC, "refused_warrior", {
            "chief": speaker, "player": reading.params["player"],
            "clan": clan["name"] if clan else ""}))
    if reading.kind == "leave":
        return _leave(state, speaker)
    return Rejection("signup_phase", {})


def _reading(state: JSON) -> JSON:
    """The state as the reader should see it during sign-up: those who declared and still
    owe their spread are known people too, so that 'je me rallie à @carl' names carl."""
    if not state["waiting"]:
        return state
    return {**state, "players": [*(state.get("players") or []), *state["waiting"]]}


def _waiting_chief(state: JSON, name: str) -> tuple[str, str] | None:
    """(chief, clan) of a declaration of chief still owing its spread, by the chief's name
    or the clan's (case ignored)."""
    wanted = " ".join(name.split()).casefold().lstrip("@")
    for who, pending in state["waiting"].items():
        clan = " ".join(str(pending.get("clan", "")).split())
        if pending.get("kind") == "chief" and wanted in (who.casefold(), clan.casefold()):
            return who, clan
    return None


def _not_founded(chief: str, clan: str) -> Rejection:
    return Rejection("clan_not_founded", {"chief": chief, "clan": clan})


def _pending_chief(state: JSON, order: Order) -> Rejection | None:
    """Rallying to a chief whose clan is not founded yet (the chief owes the spread)."""
    named = order.params.get("chief") if "chief" in order.params else None
    if named is not None and st.clan_of(state, str(named)) is None:
        found = _waiting_chief(state, str(named))
        if found is not None:
            return _not_founded(*found)
    return None


def _unfounded(state: JSON, name: str, text: str) -> Rejection | None:
    """Why a clan the reader does not know is unknown: its chief still owes the spread, or
    the name is a person's (`@carl`) who leads no clan."""
    found = _waiting_chief(state, name)
    if found is not None:
        return _not_founded(*found)
    bare = name.lstrip("@")
    if bare and re.search(rf"@{re.escape(bare)}(?![\w.-])", text, re.IGNORECASE):
        return Rejection("not_a_chief_here", {"chief": bare,
                                              "clans": [c["name"] for c in state["clans"]]})
    return None


def _limits(state: JSON) -> JSON:
    """What a spread must fit: the budget and the bounds of each characteristic."""
    return {k: state["settings"][k] for k in ("budget", "minimum", "maximum")}


def _entry(roster: Mapping[str, JSON], speaker: str) -> JSON | None:
    wanted = speaker.casefold()
    return next((dict(v) for k, v in roster.items() if k.casefold() == wanted), None)


def _clan_named(state: JSON, order: Order) -> JSON:
    if "chief" in order.params and order.kind == "join":
        return {"clan": st.clan_of(state, str(order.params["chief"])) or "",
                "chief": order.params["chief"]}
    return {"clan": order.params.get("clan", "")}


def _placeholder(settings: Mapping[str, Any]) -> dict[str, int]:
    """A spread within the settings' limits, to check a declaration before the real one."""
    values = {name: settings["minimum"] for name in st.CHARACTERISTICS}
    left = settings["budget"] - sum(values.values())
    while left > 0:
        for name in st.CHARACTERISTICS:
            if left and values[name] < settings["maximum"]:
                values[name] += 1
                left -= 1
    return values


def _apply(state: JSON, speaker: str, order: Order, values: Mapping[str, Any],
           lost: Mapping[str, int] | None, veteran: bool = False) -> JSON | Rejection:
    if order.kind == "chief":
        return st.found_clan(state, speaker, str(order.params.get("clan", "")), values, lost,
                             veteran)
    clan = _clan_named(state, order)["clan"]
    if not clan:
        return Rejection("not_a_chief_here", {"chief": str(order.params.get("chief", "")),
                                              "clans": [c["name"] for c in state["clans"]]})
    return st.join_clan(state, speaker, clan, values, lost, veteran)


def _dry_run(state: JSON, speaker: str, order: Order) -> Rejection | None:
    tried = _apply(state, speaker, order, _placeholder(state["settings"]), None)
    return tried if isinstance(tried, Rejection) else None


def _newcomer(state: JSON, speaker: str) -> bool:
    """Whether the speaker's roster entry was made in this very sign-up (their first spread,
    before they withdrew and signed up again): not a veteran's, from an earlier game."""
    return speaker.casefold() in (name.casefold() for name in state.get("newcomers", []))


def _enlisted(state: JSON, speaker: str, order: Order, values: Mapping[str, Any],
              lost: Mapping[str, int] | None, returning: bool = False,
              notices: tuple[Notice, ...] = (), newcomer: bool = False) -> Enrolment | Rejection:
    """A warrior enlisted: with a first spread, or with the roster's entry (`returning`),
    which is a veteran's unless it was made in this sign-up (`newcomer`: the sign-up record
    keeps, in `newcomers`, whose first spread it took, so that a newcomer who withdrew and
    signs up again is not greeted as a veteran)."""
    spread = {name: values[name] for name in st.CHARACTERISTICS if name in values}
    new = _apply(state, speaker, order, spread, lost, veteran=returning)
    if isinstance(new, Rejection):
        return new
    new["waiting"].pop(speaker, None)
    veteran = returning and not newcomer
    if not veteran and not _newcomer(new, speaker):
        new["newcomers"] = [*new.get("newcomers", []), speaker]
    clan = st.clan_of(new, speaker)
    own = st.clan(new, clan or "")
    template = "clan_founded" if order.kind == "chief" else "joined_clan"
    entry = {**{name: new["warriors"][speaker][name] for name in st.CHARACTERISTICS},
             "lost": dict(new["warriors"][speaker]["lost"])}
    params: JSON = {
        "player": speaker, "clan": clan, "returning": veteran,
        "members": list(own["members"]) if own else [],
        "max_clan": new["settings"]["max_clan"], "chiefs": len(new["clans"]),
        "max_chiefs": new["settings"]["max_chiefs"]}
    if order.kind == "join":
        params["chief"] = own["chief"] if own else ""
    if veteran:  # what the veteran brings back, wounds included
        params["characteristics"] = {name: entry[name] for name in st.CHARACTERISTICS}
        params["lost"] = dict(entry["lost"])
    public = Notice(PUBLIC, template, params)
    return Enrolment(new, tuple(new["warriors"]), (*notices, public), {speaker: entry})


def _spread(state: JSON, speaker: str, order: Order,
            roster: Mapping[str, JSON]) -> Enrolment | Rejection:
    waiting = state["waiting"].get(speaker)
    if waiting is None:
        known = speaker in state["warriors"] or _entry(roster, speaker) is not None
        return Rejection("spread_not_asked", {"known": known})
    problem = st.check_spread(order.params, state["settings"])
    if problem is not None:
        return problem
    pending = Order(waiting["kind"], {k: v for k, v in waiting.items() if k != "kind"})
    taken = Notice(speaker, "spread_taken", {"values": dict(order.params)})
    return _enlisted(state, speaker, pending, order.params, None, notices=(taken,))


def _refuse(state: JSON, chief: str, player: str) -> JSON | Rejection:
    """The chief's one refusal: of a member, or of someone still owing their spread to join."""
    waiting = state["waiting"].get(player)
    own = _own_clan(state, chief)
    if waiting and waiting["kind"] == "join" and own and own == _clan_named(
            state, Order("join", {k: v for k, v in waiting.items() if k != "kind"}))["clan"]:
        clan = st.clan(state, own)
        assert clan is not None
        if clan["refused"] is not None:
            return Rejection("refusal_used", {"refused": clan["refused"]})
        new = copy.deepcopy(state)
        del new["waiting"][player]
        mine = st.clan(new, own)
        assert mine is not None
        mine["refused"] = player
        return new
    return st.refuse(state, chief, player)


def _own_clan(state: JSON, chief: str) -> str:
    return next((c["name"] for c in state["clans"] if c["chief"] == chief), "")


def _leave(state: JSON, speaker: str) -> Enrolment | Rejection:
    """A withdrawal: of a declaration still owing its spread (told privately: nothing was
    announced), or from a clan (in public, saying whether the clan is dissolved)."""
    waiting = state["waiting"].pop(speaker, None)
    if waiting is not None:
        pending = Order(waiting["kind"], {k: v for k, v in waiting.items() if k != "kind"})
        return _done(state, Notice(speaker, "withdrawn", {"pending": {
            "kind": pending.kind, **_clan_named(state, pending)}}))
    clan = st.clan(state, st.clan_of(state, speaker) or "")
    if clan is None:
        return Rejection("not_signed_up", {})
    if clan["chief"] == speaker and len(clan["members"]) > 1:
        return Rejection("chief_cannot_leave", {"clan": clan["name"],
                                                "members": list(clan["members"])})
    clan["members"].remove(speaker)
    del state["warriors"][speaker]
    dissolved = not clan["members"]
    if dissolved:
        state["clans"].remove(clan)
    return _done(state, Notice(PUBLIC, "left_clan", {
        "player": speaker, "clan": clan["name"], "dissolved": dissolved,
        "members": list(clan["members"]), "chiefs": len(state["clans"]),
        "max_chiefs": state["settings"]["max_chiefs"]}))


def _done(state: JSON, *notices: Notice) -> Enrolment:
    return Enrolment(state, tuple(state["warriors"]), notices)
