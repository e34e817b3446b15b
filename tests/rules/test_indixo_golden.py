"""Golden playthroughs of INDIXO: four whole games, one for each way a game ends, each kept as
a text file (tests/rules/golden/indixo_*.txt) that pins every order and its answer, every
resolution's log, every notice (public, private per player, group, GM) with its params, and
the state after each step. Each game was worked out by hand from shared/rules/indixo.md; the
comments and asserts along the way say what the rules make of each night and day, and the
winner is asserted explicitly.

Orders are given in canonical form (`give`), so the files pin the rules alone: the reader
and the templates have their own tests. Each file ends with every player's inbox.

Regenerate the golden files with:
    INDIXO_GOLDEN=update .venv/bin/python -m pytest tests/rules -k golden
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from rules.base import GM, PUBLIC, Accepted, Notice

GOLDEN = Path(__file__).parent / "golden"

KEPT = ("phase", "number", "stage", "alive", "ghosts", "condemned", "destroyed",
        "weapon_rooms", "rooms_tonight", "last_rooms", "last_tries", "nights_without_kill",
        "last_murder", "chief", "chief_by", "chief_namer", "possession_over", "groups",
        "stranded", "votes", "winner", "win", "finished")
"""The state that matters between steps (the house and the players do not change)."""

THEME_START = {"Couteau": "Cuisine", "Télécommande en fer": "Salon privé",
               "Oreiller": "Chambre", "Chaise": "Salle à manger", "Pelle": "Cour centrale",
               "Brosse à dos": "Salle de bain"}
"""The theme's first six rooms, one weapon each. Doors: Cuisine - Salle à manger -
Cour centrale - Salon privé - Chambre - Salle de bain, and Cour centrale - Chambre."""


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _audience(notice: Notice) -> str:
    return notice.audience if isinstance(notice.audience, str) else "+".join(notice.audience)


class Playthrough:
    """A game on the INDIXO table with a written record of everything in it."""

    def __init__(self, table: Any, title: str) -> None:
        self.t = table
        self.lines = [f"# INDIXO golden playthrough: {title}",
                      f"# seed {table.seed!r}, killer {table.state['killer']}, "
                      f"players {', '.join(table.state['players'])}",
                      f"# rooms {', '.join(table.state['rooms'])}",
                      "# doors " + ", ".join(f"{a} - {b}" for a, b in table.state["doors"]),
                      "# weapons at the start " + _json(table.state["start_weapons"]), ""]
        self._outcome("setup", table.last)

    def give(self, player: str, kind: str, stage: str, channel: str = "desk",
             **params: Any) -> None:
        """An order the rules must accept."""
        verdict = self.t.give(player, kind, stage, channel=channel, **params)
        assert isinstance(verdict, Accepted), (player, kind, params, verdict)
        self.lines.append(f"> {player} [{self.t.key(stage)}] {kind} {_json(params)} -> "
                          f"{verdict.actor}: {verdict.order.kind} {_json(verdict.order.params)}"
                          f"{'' if verdict.complete else ' (incomplete)'}"
                          + (f" reply {_json(verdict.params)}" if verdict.params else ""))

    def refused(self, player: str, kind: str, stage: str, code: str, channel: str = "desk",
                **params: Any) -> None:
        """An order the rules must refuse, with this code."""
        verdict = self.t.give(player, kind, stage, channel=channel, **params)
        assert not isinstance(verdict, Accepted) and verdict.code == code, verdict
        self.lines.append(f"> {player} [{self.t.key(stage)}] {kind} {_json(params)} -> "
                          f"refused {_json(verdict.params)}")

    def rooms(self, chosen: dict[str, str]) -> None:
        for player, room in chosen.items():
            self.give(player, "room", "rooms", room=room)
        self.close("rooms")

    def close(self, stage: str) -> Any:
        key = self.t.key(stage)
        out = self.t.close(stage)
        self._outcome(key, out)
        return out

    def _outcome(self, key: str, out: Any) -> None:
        self.lines.append(f"=== {key}" + ("" if out.review else " (published without review)"))
        for event in out.log:
            self.lines.append("log " + _json(event))
        for notice in out.notices:
            picture = " +picture" if notice.picture else ""
            self.lines.append(f"--- to {_audience(notice)}: {notice.template}{picture} "
                              + _json(notice.params))
        for group in out.close:
            self.lines.append(f"--- closes {'+'.join(group)}")
        self.lines.append("state " + _json({k: out.state.get(k) for k in KEPT}))
        open_now = [f"{s.key} awaits {','.join(s.awaited) or 'nobody'}"
                    for s in self._steps(out.state)]
        self.lines.append("open " + ("; ".join(open_now) or "nothing: the game is over"))
        self.lines.append("")

    @staticmethod
    def _steps(state: dict[str, Any]) -> Any:
        from rules.indixo import GAME

        return GAME.steps(state)

    def text(self) -> str:
        """The whole record, then every player's inbox (what each was told, in order)."""
        lines = list(self.lines)
        players = self.t.state["players"]
        for player in players:
            lines.append(f"######## inbox of {player}")
            for label, out in self.t.outcomes:
                for notice in out.notices:
                    audience = notice.audience
                    if audience == player or (isinstance(audience, tuple)
                                              and player in audience):
                        lines.append(f"{label}: {_audience(notice)} {notice.template} "
                                     + _json(notice.params))
            lines.append("")
        public = [f"{label}: {n.template}" for label, out in self.t.outcomes
                  for n in out.notices if n.audience == PUBLIC]
        lines.append("######## public topic")
        lines += public
        return "\n".join(lines) + "\n"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / f"indixo_{name}.txt"
    if os.environ.get("INDIXO_GOLDEN") == "update" or not path.exists():
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), (
        f"{path.name} differs; if the change is meant, regenerate it with INDIXO_GOLDEN=update")


def morning(g: Playthrough) -> dict[str, Any]:
    notice = g.t.public("morning")
    params: dict[str, Any] = notice.params
    return params


def items(g: Playthrough, player: str) -> list[str]:
    return [item["what"] for item in g.t.items(player)]


def final(g: Playthrough) -> dict[str, Any]:
    notice = g.t.public("final")
    assert any(n.audience == GM and n.template == "gm_final" for n in g.t.last.notices)
    params: dict[str, Any] = notice.params
    return params


# --- (a) the killer wins by elimination ----------------------------------------------------------


def elimination(indixo: Any) -> Playthrough:
    """Five players in the table's house; bea kills on three nights running, until only she
    and carl are left."""
    g = Playthrough(indixo(seed="golden-a"), "the killer wins by elimination (two left)")
    # Night 1. bea kills ana with the Couteau in the Cuisine. carl moves the Oreiller to the
    # Chambre (a free weapon, a free room: it moves). dina's destroy of the Chaise is cancelled:
    # there were not more weapons (5) than living players (5) at nightfall.
    g.rooms({"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
             "emil": "Cour"})
    assert g.t.private("bea", "killer_sees")[0].params["people"] == ["ana"]
    g.give("bea", "kill", "actions", victim="ana", weapon="Couteau")
    g.give("bea", "done", "actions")
    g.give("carl", "move", "actions", weapon="Oreiller", to="Chambre")
    g.give("dina", "destroy", "actions", weapon="Chaise")
    g.give("emil", "nothing", "actions")
    g.give("ana", "nothing", "actions")
    g.close("actions")
    assert morning(g) == {"night": 1, "victim": "ana", "condemned": [], "destroyed": [],
                          "weapon": None}  # no inspection: the weapon is not named
    assert items(g, "ana") == ["murdered"] and items(g, "dina") == ["destroy_cancelled"]
    assert g.t.state["weapon_rooms"]["Oreiller"] == "Chambre"
    # Day 1. ana, the first dead, names carl chief. Votes: dina 2 (carl, bea), emil 1, carl 1:
    # dina is the suspect; Couteau and Cuisine 3 each; the suspect is not bea: night falls.
    g.give("ana", "name_chief", "chief", chief="carl")
    g.close("chief")
    assert g.t.state["chief"] == "carl" and g.t.state["chief_by"] == "named"
    for voter, suspect, weapon, room in (("carl", "dina", "Couteau", "Cuisine"),
                                         ("dina", "emil", "Oreiller", "Salon"),
                                         ("emil", "carl", "Couteau", "Cuisine"),
                                         ("bea", "dina", "Couteau", "Cuisine")):
        g.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon=weapon,
               room=room)
    g.refused("ana", "vote", "votes", "ghost_post", channel="topic", suspect="bea",
              weapon="Couteau", room="Cuisine")
    g.close("votes")
    assert g.t.state["votes"] is not None  # every living player voted: locked
    g.close("words")
    results = g.t.public("tally").params["results"]
    assert [results[f]["value"] for f in ("suspect", "weapon", "room")] == [
        "dina", "Couteau", "Cuisine"]
    # Night 2. The ghost ana may only go to the Cuisine or next door (Salon, Bain). bea finds
    # dina alone in the Chambre (Oreiller and Chaise there), inspects, kills her with the
    # Chaise: the morning names the weapon. dina's move of the Oreiller dies with her; carl's
    # move of the Pelle to the Salon succeeds.
    g.refused("ana", "room", "rooms", "room_too_far", room="Chambre")
    g.rooms({"ana": "Salon", "bea": "Chambre", "carl": "Cour", "dina": "Chambre",
             "emil": "Bain"})
    assert [e for _, _, k, e in g.t.echoes if k == "night-2-rooms" and e.actor == "dina"][
        0].params["weapons"] == ["Oreiller", "Chaise"]
    assert g.t.private("ana", "ghost_sees")[0].params == {"room": "Salon", "weapons": [],
                                                          "people": []}
    g.give("bea", "inspect", "actions")
    g.give("bea", "kill", "actions", victim="dina", weapon="Chaise")
    g.give("dina", "move", "actions", weapon="Oreiller", to="Cour")
    g.give("carl", "move", "actions", weapon="Pelle", to="Salon")
    g.close("actions")
    assert morning(g) == {"night": 2, "victim": "dina", "condemned": [], "destroyed": [],
                          "weapon": "Chaise"}
    assert g.t.state["weapon_rooms"]["Oreiller"] == "Chambre"
    assert g.t.state["weapon_rooms"]["Pelle"] == "Salon"
    # Day 2. carl is still chief (no one to name). emil is the suspect (2 to 1): night falls.
    assert g.t.state["chief_namer"] is None
    for voter, suspect in (("carl", "emil"), ("emil", "carl"), ("bea", "emil")):
        g.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon="Chaise",
               room="Chambre")
    g.close("votes")
    g.close("words")
    # Night 3. Both ghosts go to the Cour with carl (a ghosts' conversation opens); dina
    # haunts the room (carl is told in the morning). bea finds emil in the Bain and kills him
    # with the Seau; emil's destroy of the Seau fails as a clash (the killer's weapon).
    g.rooms({"ana": "Cour", "dina": "Cour", "bea": "Bain", "carl": "Cour", "emil": "Bain"})
    assert any(n.template == "ghost_group" and n.audience == ("ana", "dina")
               for n in g.t.last.notices)
    g.give("dina", "haunt_room", "actions")
    g.give("bea", "kill", "actions", victim="emil", weapon="Seau")
    g.give("bea", "done", "actions")
    g.give("emil", "destroy", "actions", weapon="Seau")
    g.give("carl", "nothing", "actions")
    g.give("ana", "nothing", "actions")
    g.close("actions")
    assert items(g, "emil") == ["clash", "murdered"]
    assert items(g, "carl") == ["room_haunted"]
    # Only bea and carl are left: the killer wins.
    assert g.t.state["alive"] == ["bea", "carl"]
    assert g.t.state["winner"] == "killer" and g.t.state["win"] == "two_left"
    assert final(g)["killer"] == "bea"
    assert g.t.last.close == [("ana", "dina")]
    return g


# --- (b) the killer wins by the guess ------------------------------------------------------------


def guess(indixo: Any) -> Playthrough:
    """Five players in the table's house; bea's first guess is wrong, her second is right."""
    g = Playthrough(indixo(seed="golden-b"), "the killer wins by the guess")
    # Night 1. bea kills carl with the Oreiller in the Salon and condemns the Bain (after a
    # murder, and 4 open rooms remain for 4 living players): the Seau there is stranded, and
    # carl, this night's victim, is asked to place it. ana's move of the Couteau into the Bain
    # fails (condemned this night); dina's destroy is cancelled (5 weapons, 5 players).
    g.rooms({"ana": "Cuisine", "bea": "Salon", "carl": "Salon", "dina": "Chambre",
             "emil": "Cour"})
    g.give("bea", "kill", "actions", victim="carl", weapon="Oreiller")
    g.give("bea", "condemn", "actions", room="Bain")
    g.give("ana", "move", "actions", weapon="Couteau", to="Bain")
    g.give("dina", "destroy", "actions", weapon="Chaise")
    g.give("emil", "move", "actions", weapon="Pelle", to="Chambre")
    g.close("actions")
    assert morning(g) == {"night": 1, "victim": "carl", "condemned": ["Bain"],
                          "destroyed": [], "weapon": None}
    assert items(g, "ana") == ["move_condemned"]
    assert g.t.private("carl", "stranded_ask")[0].params["weapons"] == ["Seau"]
    assert g.t.state["last_tries"] == {"ana": "Couteau", "carl": None, "dina": "Chaise",
                                       "emil": "Pelle"}
    # Day 1. carl names dina chief and puts the Seau in the Cuisine. bea's guess is wrong
    # (dina tried the Chaise, not nothing). The suspect is a four-way tie the chief breaks
    # (dina voted emil); emil is not bea: night falls.
    g.give("carl", "name_chief", "chief", chief="dina")
    g.close("chief")
    g.refused("carl", "spread", "stranded", "bad_spread", rooms={"Seau": "Bain"})
    g.give("carl", "spread", "stranded", rooms={"Seau": "Cuisine"})
    g.close("stranded")
    assert g.t.state["weapon_rooms"]["Seau"] == "Cuisine"
    g.give("bea", "guess", "guess", guesses={
        "ana": {"room": "Cuisine", "weapon": "Couteau"},
        "dina": {"room": "Chambre", "weapon": None},
        "emil": {"room": "Cour", "weapon": "Pelle"}})
    g.refused("bea", "guess", "guess", "guess_already", guesses={})
    for voter, suspect, weapon, room in (("ana", "bea", "Oreiller", "Salon"),
                                         ("dina", "emil", "Oreiller", "Salon"),
                                         ("emil", "dina", "Couteau", "Cuisine"),
                                         ("bea", "ana", "Pelle", "Cour")):
        g.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon=weapon,
               room=room)
    g.close("votes")
    g.close("words")
    suspect = g.t.public("tally").params["results"]["suspect"]
    assert (suspect["value"], suspect["by"]) == ("emil", "chief")
    assert g.t.state["phase"] == "night" and not g.t.state["finished"]
    # Night 2. carl, a ghost, haunts the Pelle in the Chambre with dina. bea inspects the Cour
    # (empty) and asks to condemn the Salon: refused (no murder, the Salon held the Oreiller,
    # and 4 open rooms are not more than 4 living players). ana destroys the Seau: 5 weapons
    # for 4 players at nightfall, 4 left: it is destroyed. dina moves the Chaise to the Cour.
    g.rooms({"ana": "Cuisine", "bea": "Cour", "dina": "Chambre", "emil": "Salon",
             "carl": "Chambre"})
    g.give("carl", "haunt_weapon", "actions", weapon="Pelle")
    g.give("bea", "inspect", "actions")
    g.give("bea", "condemn", "actions", room="Salon")
    g.give("ana", "destroy", "actions", weapon="Seau")
    g.give("dina", "move", "actions", weapon="Chaise", to="Cour")
    g.give("emil", "nothing", "actions")
    g.close("actions")
    assert morning(g) == {"night": 2, "victim": None, "condemned": [], "destroyed": ["Seau"],
                          "weapon": None}
    assert g.t.state["nights_without_kill"] == 1
    # Day 2. The vote names bea but with the Pelle in the Cour (the last murder was the
    # Oreiller in the Salon); bea's guess is all right: the killer wins.
    g.give("bea", "guess", "guess", guesses={
        "ana": {"room": "Cuisine", "weapon": "Seau"},
        "dina": {"room": "Chambre", "weapon": "Chaise"},
        "emil": {"room": "Salon", "weapon": None}})
    for voter, suspect, weapon, room in (("ana", "bea", "Couteau", "Cuisine"),
                                         ("dina", "bea", "Pelle", "Cour"),
                                         ("emil", "ana", "Pelle", "Cour"),
                                         ("bea", "emil", "Oreiller", "Salon")):
        g.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon=weapon,
               room=room)
    g.close("votes")
    g.close("words")
    results = g.t.public("tally").params["results"]
    assert [results[f]["value"] for f in ("suspect", "weapon", "room")] == [
        "bea", "Pelle", "Cour"]
    assert g.t.state["winner"] == "killer" and g.t.state["win"] == "guess"
    assert final(g)["last_murder"] == {"victim": "carl", "weapon": "Oreiller",
                                       "room": "Salon", "night": 1}
    return g


# --- (c) the innocents win by the vote -----------------------------------------------------------


def vote(indixo: Any) -> Playthrough:
    """Six players in the theme's first six rooms; the vote of day 2 names the last murder,
    which wins over the killer's right guess of the same day."""
    t = indixo(["ana", "bea", "carl", "dina", "emil", "fred"], "bea", "golden-c",
               house=False, start=THEME_START)
    g = Playthrough(t, "the innocents win by the vote")
    # Night 1. bea kills carl with the Oreiller in the Chambre; carl's move of the Oreiller
    # fails as a clash (the killer's weapon). dina's and emil's destroys are cancelled
    # together (6 weapons for 6 players). ana and fred say nothing (nothing is an answer).
    g.rooms({"ana": "Cuisine", "bea": "Chambre", "carl": "Chambre", "dina": "Salle à manger",
             "emil": "Salon privé", "fred": "Cour centrale"})
    g.give("bea", "kill", "actions", victim="carl", weapon="Oreiller")
    g.give("bea", "done", "actions")
    g.give("carl", "move", "actions", weapon="Oreiller", to="Cour centrale")
    g.give("dina", "destroy", "actions", weapon="Chaise")
    g.give("emil", "destroy", "actions", weapon="Télécommande en fer")
    g.close("actions")
    assert items(g, "carl") == ["clash", "murdered"]
    assert items(g, "dina") == ["destroy_cancelled"] and items(g, "emil") == [
        "destroy_cancelled"]
    # Day 1. carl does not name a chief in time: the living elect one with their votes (fred
    # 3, dina 2). The room voted is the Cuisine (3), not the Chambre: night falls.
    g.close("chief")
    assert g.t.public("chief_election").params == {"by": "carl"}
    for voter, suspect, weapon, room, chief in (
            ("ana", "bea", "Oreiller", "Chambre", "dina"),
            ("bea", "fred", "Couteau", "Cuisine", "fred"),
            ("dina", "emil", "Oreiller", "Cuisine", "dina"),
            ("emil", "bea", "Couteau", "Chambre", "fred"),
            ("fred", "dina", "Oreiller", "Cuisine", "fred")):
        g.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon=weapon,
               room=room, chief=chief)
    g.close("votes")
    g.close("words")
    tally = g.t.public("tally").params
    assert tally["chief"] == "fred" and tally["elected"]
    assert [tally["results"][f]["value"] for f in ("suspect", "weapon", "room")] == [
        "bea", "Oreiller", "Cuisine"]
    # Night 2. carl (a ghost, last in the Chambre) haunts the Salle de bain, where bea inspects
    # and kills emil with the Brosse à dos: the haunted room is condemned at once (5 open
    # rooms for 4 living players), the weapon is named, the Brosse à dos is stranded and emil,
    # this night's victim, places it. bea, living, is told the room was haunted. ana moves the
    # Couteau to the Salle à manger; fred destroys the Pelle (6 weapons for 5 players, 5 left
    # for 4).
    g.rooms({"carl": "Salle de bain", "bea": "Salle de bain", "emil": "Salle de bain",
             "ana": "Cuisine", "dina": "Salle à manger", "fred": "Cour centrale"})
    g.give("carl", "haunt_room", "actions")
    g.give("bea", "inspect", "actions")
    g.give("bea", "kill", "actions", victim="emil", weapon="Brosse à dos")
    g.give("ana", "move", "actions", weapon="Couteau", to="Salle à manger")
    g.give("dina", "nothing", "actions")
    g.give("fred", "destroy", "actions", weapon="Pelle")
    g.give("emil", "nothing", "actions")
    g.close("actions")
    assert morning(g) == {"night": 2, "victim": "emil", "condemned": ["Salle de bain"],
                          "destroyed": ["Pelle"], "weapon": "Brosse à dos"}
    assert items(g, "bea") == ["room_haunted"]
    assert g.t.private("emil", "stranded_ask")[0].params["weapons"] == ["Brosse à dos"]
    # Day 2. fred is still chief. emil puts the Brosse à dos in the Chambre. bea's guess is
    # right, but the vote comes first: bea, the Brosse à dos, the Salle de bain (2 each) is
    # the last murder, and the innocents win.
    g.give("emil", "spread", "stranded", rooms={"Brosse à dos": "Chambre"})
    g.close("stranded")
    g.give("bea", "guess", "guess", guesses={
        "ana": {"room": "Cuisine", "weapon": "Couteau"},
        "dina": {"room": "Salle à manger", "weapon": None},
        "fred": {"room": "Cour centrale", "weapon": "Pelle"}})
    for voter, suspect, weapon, room in (("ana", "bea", "Brosse à dos", "Salle de bain"),
                                         ("dina", "bea", "Brosse à dos", "Salle de bain"),
                                         ("fred", "ana", "Couteau", "Cuisine"),
                                         ("bea", "dina", "Oreiller", "Salle à manger")):
        g.give(voter, "vote", "votes", channel="topic", suspect=suspect, weapon=weapon,
               room=room)
    g.close("votes")
    g.close("words")
    assert g.t.state["winner"] == "innocents" and g.t.state["win"] == "vote"
    assert final(g)["weapon_rooms"]["Brosse à dos"] == "Chambre"
    return g


# --- (d) the innocents win by the three-night streak -------------------------------------------


def streak(indixo: Any) -> Playthrough:
    """Five players in the table's house; bea kills on night 1, then fails three nights in a
    row ("If the killer has now gone three nights in a row without a kill, innocents win")."""
    g = Playthrough(indixo(seed="golden-d"), "the innocents win by the three-night streak")
    # Night 1: bea kills ana in the Cuisine; the streak is 0.
    g.rooms({"ana": "Cuisine", "bea": "Cuisine", "carl": "Salon", "dina": "Chambre",
             "emil": "Cour"})
    g.give("bea", "kill", "actions", victim="ana", weapon="Couteau")
    g.give("bea", "done", "actions")
    g.close("actions")
    assert g.t.state["nights_without_kill"] == 0
    # Day 1: ana names emil; two votes only, the day ends at its long stop.
    g.give("ana", "name_chief", "chief", chief="emil")
    g.close("chief")
    g.give("carl", "vote", "votes", channel="topic", suspect="dina", weapon="Couteau",
           room="Cuisine")
    g.give("dina", "vote", "votes", channel="topic", suspect="carl", weapon="Couteau",
           room="Cuisine")
    g.close("votes")
    assert g.t.state["phase"] == "night" and g.t.state["number"] == 2
    # Night 2: bea, carl and dina in the Cuisine with the ghost ana, who haunts the Couteau.
    # bea names emil (in the Bain) with the Couteau: she tries to kill with a weapon this
    # ghost alone haunts, with two innocents present, so ana is asked; she keeps the victim,
    # who is not there: no murder (streak 1). carl's destroy of the Couteau fails: haunted.
    g.rooms({"ana": "Cuisine", "bea": "Cuisine", "carl": "Cuisine", "dina": "Cuisine",
             "emil": "Bain"})
    g.give("ana", "haunt_weapon", "actions", weapon="Couteau")
    g.give("bea", "kill", "actions", victim="emil", weapon="Couteau")
    g.give("bea", "done", "actions")
    g.give("carl", "destroy", "actions", weapon="Couteau")
    g.give("dina", "nothing", "actions")
    g.give("emil", "nothing", "actions")
    g.close("actions")
    ask = g.t.private("ana", "switch_ask")[0].params
    assert (ask["victim"], ask["choices"]) == ("emil", ["carl", "dina"])
    assert g.t.state["stage"] == "switch"
    g.give("ana", "keep", "switch")
    g.close("switch")
    assert morning(g)["victim"] is None and items(g, "carl") == ["haunted_weapon"]
    assert g.t.state["nights_without_kill"] == 1
    g.close("votes")
    # Night 3: nobody says anything: everyone stays in last night's room, nothing happens
    # (streak 2). The innocents are told their room and its weapons.
    g.close("rooms")
    assert g.t.state["rooms_tonight"] == {"ana": "Cuisine", "bea": "Cuisine",
                                          "carl": "Cuisine", "dina": "Cuisine",
                                          "emil": "Bain"}
    g.close("actions")
    assert g.t.state["nights_without_kill"] == 2
    g.close("votes")
    # Night 4: bea, alone with emil in the Bain, names the Pelle, which lies in the Cour: no
    # murder, the third night in a row without a kill: the innocents win in the morning.
    g.rooms({"ana": "Salon", "bea": "Bain", "carl": "Salon", "dina": "Chambre",
             "emil": "Bain"})
    g.give("bea", "kill", "actions", victim="emil", weapon="Pelle")
    g.give("bea", "done", "actions")
    g.close("actions")
    assert morning(g)["victim"] is None
    assert g.t.state["nights_without_kill"] == 3
    assert g.t.state["winner"] == "innocents" and g.t.state["win"] == "streak"
    assert final(g)["killer"] == "bea"
    return g


GAMES = {"elimination": elimination, "guess": guess, "vote": vote, "streak": streak}


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_playthrough(indixo: Any, name: str) -> None:
    """The whole game ends as worked out by hand, and its record matches its golden file."""
    g = GAMES[name](indixo)
    assert g.t.state["finished"]
    from rules.indixo import GAME

    assert GAME.steps(g.t.state) == ()
    check_golden(name, g.text())


def test_golden_playthroughs_are_deterministic(indixo: Any) -> None:
    """The same game played twice gives the same record (seeded chance only)."""
    assert GAMES["streak"](indixo).text() == GAMES["streak"](indixo).text()
