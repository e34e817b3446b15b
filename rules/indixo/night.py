"""INDIXO's night ("la nuit"): rooms, who is where, actions, the ghost's switch, the morning.

Each function resolves one step and returns the next state; `morning` follows the spec's
order exactly (clashes, murder, the killer's condemnation, the killer's destroy, moves, the
innocents' destroys, stranded weapons, the streak). Acts are plain dicts, as stored:
`{"kind": "destroy", "weapon": w}`, `{"kind": "move", "weapon": w, "to": room}`,
`{"kind": "nothing"}`; the killer's `{"kind": "options", "options": [...]}`; a ghost's
`{"kind": "haunt_room"}`, `{"kind": "haunt_weapon", "weapon": w}`,
`{"kind": "possess", "target": p}`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from rules.base import GM, JSON, PUBLIC, Notice, Outcome, Submitted
from rules.chance import Chance
from rules.indixo import endings
from rules.indixo import state as st


def everyone(state: JSON) -> tuple[str, ...]:
    """The living and the ghosts, in sign-up order: all choose a room and act at night."""
    present = set(state["alive"]) | set(state["ghosts"])
    return tuple(name for name in state["players"] if name in present)


def _acts(orders: Mapping[str, Submitted]) -> dict[str, JSON]:
    return {actor: {"kind": sub.order.kind, **sub.order.params} for actor, sub in orders.items()}


# --- step 1 and 2: rooms, and who is where ---------------------------------------------------


def close_rooms(state: JSON, orders: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """Everyone's room (a silent player's by the spec's default, and told), then the killer's
    list of people, each ghost's sightings and the ghosts' conversations for the night."""
    s = copy.deepcopy(state)
    night = s["number"]
    notices: list[Notice] = []
    tonight: dict[str, str] = {}
    for name in everyone(s):
        chosen = orders.get(name)
        if chosen is not None:
            tonight[name] = str(chosen.order.params["room"])
            continue
        room, among = _default_room(s, name, chance)
        tonight[name] = room
        innocent = name in s["alive"] and name != s["killer"]
        seen = st.weapons_in(s, room) if innocent and night > 1 else None
        if seen is not None:
            st.learn(s, name, night, room, seen)
        notices.append(Notice(name, "room_default", {"room": room, "weapons": seen,
                                                     "among": among,
                                                     **_default_why(s, name)}))
    for name in everyone(s):
        if name in orders and name in st.innocents(s) and night > 1:
            st.learn(s, name, night, tonight[name], st.weapons_in(s, tonight[name]))
    s["rooms_tonight"] = tonight
    killer = s["killer"]
    here = tonight[killer]
    notices.append(Notice(killer, "killer_sees", {
        "room": here,
        "people": [p for p in s["alive"] if p != killer and tonight[p] == here]}))
    for ghost in s["ghosts"]:
        room = tonight[ghost]
        weapons = st.weapons_in(s, room)
        st.learn(s, ghost, night, room, weapons)
        notices.append(Notice(ghost, "ghost_sees", {
            "room": room, "weapons": weapons,
            "people": [{"name": p, "ghost": p in s["ghosts"]} for p in everyone(s)
                       if p != ghost and tonight[p] == room]}))
    for room in s["rooms"]:
        sharing = tuple(g for g in s["ghosts"] if tonight[g] == room)
        if len(sharing) > 1:
            s["groups"].append(list(sharing))
            notices.append(Notice(sharing, "ghost_group", {"room": room, "night": night,
                                                           "ghosts": list(sharing)}))
    s["stage"] = "actions"
    log = [{"event": "rooms", "night": night, "rooms": tonight}]
    return Outcome(s, notices, log, review=False)


def _default_room(state: JSON, name: str, chance: Chance) -> tuple[str, list[str]]:
    """A silent living player stays in last night's room (a seeded room on night 1 or if
    it is condemned); a silent ghost stays in its room (if condemned, a seeded room among
    those it may choose). Returns the room and the rooms it was drawn among, in the draw's
    order (none when it was not drawn), for the player's own notice: the night is secret."""
    last = state["last_rooms"].get(name)
    if last and last not in state["condemned"]:
        return str(last), []
    allowed = st.ghost_rooms(state, name) if name in state["ghosts"] else st.open_rooms(state)
    return chance.pick(allowed, f"room of silent {name}"), allowed if len(allowed) > 1 else []


def _default_why(state: JSON, name: str) -> JSON:
    """Why a silent player is where `_default_room` put them, for their notice: they stayed
    in last night's room, or it was condemned (`last`), or there was none (night 1)."""
    last = state["last_rooms"].get(name)
    if not last:
        return {"why": "drawn"}
    return {"why": "condemned" if last in state["condemned"] else "stayed", "last": last}


# --- step 3: actions, and the ghost's switch -------------------------------------------------


def close_actions(state: JSON, orders: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """The night's actions are in: ask the haunting ghost about the victim when the rule
    says so (a short step), else go on to the morning."""
    s = copy.deepcopy(state)
    acts = _acts(orders)
    switch = _switch(s, acts)
    if switch is None:
        return morning(s, acts, None, chance)
    s["pending"] = {"acts": acts, **switch}
    s["stage"] = "switch"
    notice = Notice(switch["ghost"], "switch_ask", {
        "victim": switch["victim"], "weapon": switch["weapon"], "choices": switch["choices"],
        "minutes": s["settings"]["switch_minutes"]})
    return Outcome(s, [notice], [{"event": "switch_asked", **switch}], review=False)


def _switch(state: JSON, acts: Mapping[str, JSON]) -> JSON | None:
    """The haunted-weapon rule: the killer tries to kill with a weapon of their room that
    this ghost alone haunts, and more than one innocent is in the room."""
    killer = state["killer"]
    kill = _option(acts.get(killer), "kill")
    here = state["rooms_tonight"][killer]
    if kill is None or state["weapon_rooms"].get(kill["weapon"]) != here:
        return None
    haunting = [g for g in state["ghosts"] if acts.get(g, {}).get("kind") == "haunt_weapon"
                and acts[g].get("weapon") == kill["weapon"]]
    present = [p for p in st.innocents(state) if state["rooms_tonight"][p] == here]
    if len(haunting) != 1 or len(present) < 2:
        return None
    return {"ghost": haunting[0], "victim": kill["victim"], "weapon": kill["weapon"],
            "choices": [p for p in present if p != kill["victim"]]}


def close_switch(state: JSON, orders: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """The ghost switched the victim or kept them (silence keeps); the morning follows."""
    s = copy.deepcopy(state)
    pending = s["pending"]
    answer = orders.get(pending["ghost"])
    victim = None
    if answer is not None and answer.order.kind == "switch":
        victim = str(answer.order.params["victim"])
    s["pending"] = None
    outcome = morning(s, pending["acts"], victim, chance)
    outcome.log.insert(0, {"event": "switch", "ghost": pending["ghost"],
                           "victim": victim or pending["victim"], "switched": victim is not None})
    return outcome


def _option(act: JSON | None, kind: str) -> JSON | None:
    if not act or act.get("kind") != "options":
        return None
    return next((o for o in act.get("options", []) if o.get("kind") == kind), None)


# --- step 4: the morning ---------------------------------------------------------------------


class _Morning:
    """The morning's working notes: the state being changed and what to tell whom."""

    def __init__(self, state: JSON, acts: Mapping[str, JSON]) -> None:
        self.s = state
        self.acts = acts
        self.killer = state["killer"]
        self.room = state["rooms_tonight"][self.killer]
        self.alive_at_start = list(state["alive"])
        self.open_at_start = len(st.open_rooms(state))
        self.weapons_at_start = [w for w in state["weapons"] if w not in state["destroyed"]]
        self.where_at_start = dict(state["weapon_rooms"])
        self.private: dict[str, list[JSON]] = {}
        self.log: list[JSON] = []
        self.condemned: list[str] = []
        self.destroyed: list[str] = []
        self.failed: set[str] = set()
        ghosts = list(state["ghosts"])
        self.haunted_weapons = {acts[g]["weapon"] for g in ghosts
                                if acts.get(g, {}).get("kind") == "haunt_weapon"}
        self.haunted_rooms = [state["rooms_tonight"][g] for g in ghosts
                              if acts.get(g, {}).get("kind") == "haunt_room"]

    def tell(self, player: str, what: str, **params: Any) -> None:
        self.private.setdefault(player, []).append({"what": what, **params})

    def condemn(self, room: str, why: str) -> bool:
        """Condemn a room if at least as many open rooms as living players remain."""
        if room in self.s["condemned"] or len(st.open_rooms(self.s)) - 1 < len(self.s["alive"]):
            self.log.append({"event": "condemnation_refused", "room": room, "why": why})
            return False
        self.s["condemned"].append(room)
        self.condemned.append(room)
        self.log.append({"event": "condemned", "room": room, "why": why})
        return True

    def destroy(self, weapon: str, by: str) -> None:
        self.s["weapon_rooms"][weapon] = None
        self.s["destroyed"].append(weapon)
        self.destroyed.append(weapon)
        self.log.append({"event": "destroyed", "weapon": weapon, "by": by})


def morning(state: JSON, acts: Mapping[str, JSON], switched: str | None,
            chance: Chance) -> Outcome:
    """Resolve the night in the spec's order, then open the day (or end the game)."""
    m = _Morning(copy.deepcopy(state), acts)
    s = m.s
    killer_kill = _option(acts.get(m.killer), "kill")
    tried = (killer_kill["weapon"] if killer_kill
             and m.where_at_start.get(killer_kill["weapon"]) == m.room else None)
    tries = _clashes(m, tried)
    victim = _murder(m, killer_kill, tried, switched)
    _haunted_rooms_told(m)
    _killer_condemns(m, victim is not None)
    _killer_destroys(m, killer_kill)
    _moves(m, victim)
    _innocents_destroy(m)
    stranded = [w for w in s["weapons"] if s["weapon_rooms"].get(w) in m.condemned]
    notices: list[Notice] = []
    if stranded:
        _strand(m, stranded, victim, chance, notices)
    s["nights_without_kill"] = 0 if victim else s["nights_without_kill"] + 1
    night = s["number"]
    inspected = _option(acts.get(m.killer), "inspect") is not None
    facts = {"night": night, "victim": victim, "condemned": list(m.condemned),
             "destroyed": list(m.destroyed),
             "weapon": tried if victim and inspected else None}
    s["history"].append(facts)
    s["last_rooms"] = dict(s["rooms_tonight"])
    s["last_tries"] = {p: tries.get(p) for p in m.alive_at_start if p != m.killer}
    for player in s["rooms_tonight"]:
        if player in m.private:
            notices.append(Notice(player, "night_private", {"night": night,
                                                             "items": m.private[player]}))
    notices.insert(0, Notice(PUBLIC, "morning", facts))
    notices.append(Notice(GM, "gm_night", {"night": night, "acts": dict(acts),
                                            "rooms": dict(s["rooms_tonight"]),
                                            "switched": switched, "log": list(m.log)}))
    s["rooms_tonight"] = {}
    winner = endings.after_night(s, victim)
    if winner is not None:
        return endings.finish(s, notices, m.log, *winner)
    return _dawn(s, victim, acts, notices, m.log)


def _clashes(m: _Morning, tried: str | None) -> dict[str, str]:
    """Step 1: two or more attempts on one weapon all fail (told: someone else tried); an
    innocent's attempt on the weapon the killer tried to kill with fails the same way, and on
    a haunted weapon fails as haunted (that message wins). Returns each innocent's try."""
    s = m.s
    attempts: dict[str, list[str]] = {}
    tries: dict[str, str] = {}
    for player in st.innocents(s):
        act = m.acts.get(player, {})
        if act.get("kind") in ("destroy", "move"):
            attempts.setdefault(act["weapon"], []).append(player)
            tries[player] = act["weapon"]
    own = _option(m.acts.get(m.killer), "destroy")
    if own is not None:
        attempts.setdefault(own["weapon"], []).append(m.killer)
    for weapon, players in attempts.items():
        for player in players:
            if player != m.killer and weapon in m.haunted_weapons:
                m.failed.add(player)
                m.tell(player, "haunted_weapon", weapon=weapon)
            elif len(players) > 1 or (player != m.killer and weapon == tried):
                m.failed.add(player)
                m.tell(player, "clash", weapon=weapon)
    if m.failed:
        m.log.append({"event": "clashes", "failed": sorted(m.failed)})
    return tries


def _murder(m: _Morning, kill: JSON | None, tried: str | None,
            switched: str | None) -> str | None:
    """Step 2: victim and weapon in the killer's room; a haunted room is condemned now."""
    s = m.s
    if kill is None:
        return None
    victim = switched or kill["victim"]
    if tried is None or victim not in s["alive"] or victim == m.killer or \
            s["rooms_tonight"].get(victim) != m.room:
        m.log.append({"event": "murder_failed", "victim": victim, "weapon": kill["weapon"]})
        return None
    s["alive"].remove(victim)
    s["ghosts"].append(victim)
    s["deaths"].append({"name": victim, "night": s["number"]})
    s["last_murder"] = {"victim": victim, "weapon": tried, "room": m.room,
                        "night": s["number"]}
    m.log.append({"event": "murder", "victim": victim, "weapon": tried, "room": m.room})
    m.tell(victim, "murdered")
    if m.room in m.haunted_rooms:
        m.condemn(m.room, "haunted")
    return victim


def _haunted_rooms_told(m: _Morning) -> None:
    """Every living player who was in a haunted room is told it was haunted."""
    for room in dict.fromkeys(m.haunted_rooms):
        for player in m.s["alive"]:
            if m.s["rooms_tonight"].get(player) == room:
                m.tell(player, "room_haunted", room=room)


def _killer_condemns(m: _Morning, murdered: bool) -> None:
    """Step 3: if the murder succeeded, or the room held no weapon at nightfall, or there
    were more open rooms than living players at nightfall; and the bound holds after."""
    option = _option(m.acts.get(m.killer), "condemn")
    if option is None:
        return
    room = option["room"]
    empty = not any(m.where_at_start.get(w) == room for w in m.weapons_at_start)
    if murdered or empty or m.open_at_start > len(m.alive_at_start):
        m.condemn(room, "killer")
    else:
        m.log.append({"event": "condemnation_refused", "room": room, "why": "conditions"})


def _killer_destroys(m: _Morning, kill: JSON | None) -> None:
    """Step 4: not after a clash, a weapon of the killer's room, not the one the killer
    killed or tried to kill with, and at least 2 weapons left."""
    option = _option(m.acts.get(m.killer), "destroy")
    if option is None or m.killer in m.failed:
        return
    weapon = option["weapon"]
    left = [w for w in m.s["weapons"] if w not in m.s["destroyed"]]
    if (m.where_at_start.get(weapon) == m.room and weapon in left
            and not (kill and kill["weapon"] == weapon) and len(left) - 1 >= 2):
        m.destroy(weapon, m.killer)
    else:
        m.log.append({"event": "destroy_failed", "weapon": weapon, "by": m.killer})


def _moves(m: _Morning, victim: str | None) -> None:
    """Step 5: a weapon moves unless its mover died or the destination was condemned this
    night (the mover is told)."""
    for player in m.alive_at_start:
        act = m.acts.get(player, {})
        if act.get("kind") != "move" or player in m.failed or player == m.killer:
            continue
        if player == victim:
            m.log.append({"event": "move_failed", "by": player, "why": "died"})
        elif act["to"] in m.condemned:
            m.tell(player, "move_condemned", weapon=act["weapon"], to=act["to"])
            m.log.append({"event": "move_failed", "by": player, "why": "condemned"})
        else:
            m.s["weapon_rooms"][act["weapon"]] = act["to"]
            m.log.append({"event": "moved", "weapon": act["weapon"], "to": act["to"],
                          "by": player})


def _innocents_destroy(m: _Morning) -> None:
    """Step 6: all or none. Only if there were more weapons than living players at
    nightfall, and as many weapons as living players remain after all of them."""
    wanted = [(p, m.acts[p]["weapon"]) for p in m.alive_at_start if p != m.killer
              and m.acts.get(p, {}).get("kind") == "destroy" and p not in m.failed]
    if not wanted:
        return
    left = [w for w in m.s["weapons"] if w not in m.s["destroyed"]]
    if (len(m.weapons_at_start) > len(m.alive_at_start)
            and len(left) - len(wanted) >= len(m.s["alive"])):
        for player, weapon in wanted:
            m.destroy(weapon, player)
        return
    m.log.append({"event": "destroys_cancelled", "by": [p for p, _ in wanted]})
    for player, weapon in wanted:
        m.tell(player, "destroy_cancelled", weapon=weapon)


def _strand(m: _Morning, stranded: list[str], victim: str | None, chance: Chance,
            notices: list[Notice]) -> None:
    """Step 7: the most recently dead redistributes the weapons of rooms condemned this
    night (asked, with a window); with nobody dead, a seeded spread at once."""
    s = m.s
    by = victim or (s["ghosts"][-1] if s["ghosts"] else None)
    if by is None:
        spread(s, {}, stranded, chance)
        m.log.append({"event": "stranded_spread", "weapons": stranded})
        return
    s["stranded"] = {"by": by, "weapons": stranded}
    notices.append(Notice(by, "stranded_ask", {
        "weapons": stranded, "rooms": st.open_rooms(s),
        "minutes": s["settings"]["redistribute_minutes"]}))


def spread(state: JSON, chosen: Mapping[str, str], weapons: list[str], chance: Chance) -> \
        tuple[dict[str, str], JSON]:
    """Put stranded weapons in open rooms: where the last dead said, else seeded. Returns
    where each went, and the draws for the last dead's own notice (the night is secret):
    `drawn`, the weapons placed by chance, each among the open rooms `among` (in the draw's
    order; none when a single room was open)."""
    rooms = st.open_rooms(state)
    placed = {}
    drawn = []
    for weapon in weapons:
        room = chosen.get(weapon)
        if room not in rooms:
            room = chance.pick(rooms, f"stranded {weapon}")
            drawn.append(weapon)
        state["weapon_rooms"][weapon] = room
        placed[weapon] = room
    return placed, {"drawn": drawn, "among": rooms if drawn and len(rooms) > 1 else []}


def close_stranded(state: JSON, orders: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """The last dead's redistribution (or the seeded default), told to them alone."""
    s = copy.deepcopy(state)
    stranded = s["stranded"]
    answer = orders.get(stranded["by"])
    chosen = dict(answer.order.params.get("rooms", {})) if answer else {}
    placed, draws = spread(s, chosen, list(stranded["weapons"]), chance)
    s["stranded"] = None
    notice = Notice(stranded["by"], "stranded_done", {"placed": placed,
                                                      "defaulted": answer is None, **draws})
    return Outcome(s, [notice], [{"event": "stranded", "placed": placed}], review=False)


# --- dawn --------------------------------------------------------------------------------------


def _dawn(s: JSON, victim: str | None, acts: Mapping[str, JSON], notices: list[Notice],
          log: list[JSON]) -> Outcome:
    """The day opens: the chief to name (the first dead on day 1, a dead chief's
    successor), and the possessions' conversations."""
    day = s["number"]
    s["phase"] = "day"
    s["stage"] = "day"
    s["votes"] = None
    s["chief_votes"] = {}
    namer = None
    if victim and ((day == 1 and s["chief"] is None) or s["chief"] == victim):
        namer = victim
        s["chief"] = None
        s["chief_by"] = None
    s["chief_namer"] = namer
    if namer:
        notices.append(Notice(namer, "chief_ask", {
            "choices": list(s["alive"]), "minutes": s["settings"]["chief_minutes"]}))
    for group in _possessions(s, acts, victim):
        s["groups"].append(list(group))
        notices.append(Notice(group, "possession_group", {
            "day": day, "possessed": next(p for p in group if p in s["alive"]),
            "ghosts": [p for p in group if p not in s["alive"]]}))
    return Outcome(s, notices, log)


def _possessions(s: JSON, acts: Mapping[str, JSON],
                 victim: str | None) -> list[tuple[str, ...]]:
    """Each possession of a living player opens a conversation for the day with the ghost,
    the ghosts of its room and that player; possessing the killer ends all possession. A new
    ghost (tonight's victim) talks with nobody until the next night."""
    groups: list[tuple[str, ...]] = []
    night_ghosts = [g for g in s["ghosts"] if g != victim]
    for ghost in night_ghosts:
        act = acts.get(ghost, {})
        target = act.get("target")
        if act.get("kind") != "possess" or s["possession_over"] or target not in s["alive"]:
            continue
        room = s["last_rooms"].get(ghost)
        ghosts = [g for g in night_ghosts if s["last_rooms"].get(g) == room]
        group = tuple(sorted({*ghosts, ghost, target}))
        if group not in groups:
            groups.append(group)
        if target == s["killer"]:
            s["possession_over"] = True
    return groups
