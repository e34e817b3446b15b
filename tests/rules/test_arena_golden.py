"""Golden playthroughs of the clan arena: two whole games, each kept as a text file
(tests/rules/golden/arena_*.txt) that pins every sign-up post and its answer, every order and
its answer, every resolution's log, every notice (public and private) with its params, the
state after each step, and the roster the bridge keeps. The second game is played with the
roster the first one left, so a wound taken in the first shows in the second.

Each game was worked out by hand from shared/rules/arena.md with every die pinned (a step
that would roll an unpinned die fails); the comments and asserts along the way say what the
rules make of each combat (the sums, the dice, who leaves, the wounds), and the winner is
asserted explicitly.

- `centre`: the Loups (chief ana), the Ours (chief dan) and the Cerfs (chief fay, silent at
  the placement, so drawn). Round 1: a crushing defence of bob against two attackers, bob
  names the Ours' chief dan, who leaves maimed (attaque 5 -> 4); cid's shot beats gus's
  shield. Round 2: a tie, a lone attack, ana moves cid (silent) to the centre: the Loups hold
  the centre and zone 1 with their chief standing.
- `last_warrior`: ana, bob and dan come back with their roster entries (dan's lost point of
  attaque included), hal is new. Round 1: dan's attack ties with ana's defence (it is 4 + 3,
  no longer 5 + 3, that meets ana's 7), hal's shot backfires; round 2: dan defends himself
  against ana and bob and, silent, has the default leave (ana, the highest attaque); round 3:
  bob falls on dan's defence, and dan is the last warrior standing.

Orders are given in canonical form (`give`), so the files pin the rules alone (the reader
and the templates have their own tests); sign-up posts are texts, since the arena reads its
own sign-up. Each file ends with every player's inbox.

Regenerate the golden files with:
    ARENA_GOLDEN=update .venv/bin/python -m pytest tests/rules -k arena_golden
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from rules.arena import GAME
from rules.arena import state as st
from rules.base import PUBLIC, Accepted, Context, Enrolment, Notice, Order, Outcome, Submitted
from rules.chance import Chance

GOLDEN = Path(__file__).parent / "golden"
OPENED = datetime(2026, 3, 2, 20, 0, tzinfo=UTC)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _audience(notice: Notice) -> str:
    return notice.audience if isinstance(notice.audience, str) else "+".join(notice.audience)


class Playthrough:
    """One arena, from the sign-up to the end, driven as the bridge drives it, with a
    written record of everything in it."""

    def __init__(self, title: str, seed: str, roster: dict[str, Any] | None = None,
                 settings: dict[str, Any] | None = None) -> None:
        self.seed = seed
        self.settings = dict(settings or {})
        self.roster: dict[str, Any] = dict(roster or {})
        self.roll: dict[str, Any] = {}
        self.state: dict[str, Any] = {}
        self.post_id = 100
        self.in_force: dict[str, Submitted] = {}
        self.told: list[tuple[str, Notice]] = []
        self.outcomes: dict[str, Outcome] = {}
        self.lines = [f"# Clan arena golden playthrough: {title}", f"# seed {seed!r}",
                      "# settings " + _json(st.merged(self.settings)),
                      "# roster at the start " + _json(self.roster), ""]

    def _context(self, player: str, channel: str, key: str = "") -> Context:
        self.post_id += 1
        return Context(player, channel, "fr", OPENED + timedelta(minutes=self.post_id),  # type: ignore[arg-type]
                       self.post_id, key)

    # --- sign-up --------------------------------------------------------------------------

    def post(self, player: str, text: str, channel: str = "topic") -> Enrolment:
        """A sign-up post the arena must take."""
        answer = GAME.enrol(self.settings, self.roll, self._context(player, channel), text,
                            self.roster)
        assert isinstance(answer, Enrolment), (player, text, answer)
        self.roll = dict(answer.roll)
        self.roster.update(answer.roster)
        self.lines.append(f"> {player} [signup, {channel}] {text!r} -> players "
                          f"{', '.join(answer.players) or 'none'}")
        for notice in answer.notices:
            self._notice("signup", notice)
        for name, entry in sorted(answer.roster.items()):
            self.lines.append(f"--- roster {name}: {_json(entry)}")
        return answer

    def turned_away(self, player: str, text: str, code: str, channel: str = "topic") -> None:
        """A sign-up post the arena must refuse, with this code."""
        answer = GAME.enrol(self.settings, self.roll, self._context(player, channel), text,
                            self.roster)
        assert not isinstance(answer, Enrolment) and answer is not None, answer
        assert answer.code == code, (player, text, answer)
        self.lines.append(f"> {player} [signup, {channel}] {text!r} -> refused {code} "
                          f"{_json(answer.params)}")

    def start(self) -> Outcome:
        out = GAME.setup(self.settings, list(self.roll["warriors"]), Chance(self.seed, "setup"),
                         {}, self.roll)
        self.state = out.state
        self._outcome("setup", out)
        return out

    # --- steps ----------------------------------------------------------------------------

    def key(self) -> str:
        return GAME.steps(self.state)[0].key

    def give(self, player: str, kind: str, **params: Any) -> Accepted:
        """An order of the open step that the rules must accept."""
        step = GAME.steps(self.state)[0]
        ctx = self._context(player, step.channel, step.key)
        verdict = GAME.accept(self.state, ctx, Order(kind, params), self.in_force)
        assert isinstance(verdict, Accepted), (player, kind, params, verdict)
        assert verdict.actor in step.awaited, (player, verdict)
        self.in_force[verdict.actor] = Submitted(verdict.order, ctx.sent_at, ctx.post_id,
                                                 player)
        self.lines.append(f"> {player} [{step.key}] {kind} {_json(params)} -> "
                          f"{verdict.actor}: {verdict.order.kind} {_json(verdict.order.params)}"
                          + (f" reply {_json(verdict.params)}" if verdict.params else ""))
        return verdict

    def refused(self, player: str, kind: str, code: str, **params: Any) -> None:
        """An order of the open step that the rules must refuse, with this code."""
        step = GAME.steps(self.state)[0]
        verdict = GAME.accept(self.state, self._context(player, step.channel, step.key),
                              Order(kind, params), self.in_force)
        assert not isinstance(verdict, Accepted) and verdict.code == code, verdict
        self.lines.append(f"> {player} [{step.key}] {kind} {_json(params)} -> refused "
                          f"{code} {_json(verdict.params)}")

    def close(self, dice: tuple[int, ...] = ()) -> Outcome:
        """Resolve the open step with its orders in force and exactly these dice."""
        key = self.key()
        chance = Chance(self.seed, key, dice)
        out = GAME.resolve(self.state, key, {key: dict(self.in_force)}, chance)
        assert not chance.pinned and len(chance.log) == len(dice), (key, chance.log)
        self.in_force = {}
        self.state = out.state
        self.roster.update(GAME.roster(out.state))
        self._outcome(key, out)
        return out

    def record(self, key: str) -> dict[str, Any]:
        """The record of round `key` as published (by the round, or by its choices)."""
        number = int(key.split("-")[1])
        return next(n.params["record"] for _, n in self.told if n.template == "results"
                    and n.params["record"]["round"] == number)

    def combat(self, key: str, ident: str) -> dict[str, Any]:
        return next(c for c in self.record(key)["combats"] if c["id"] == ident)

    # --- the record -----------------------------------------------------------------------

    def _notice(self, label: str, notice: Notice) -> None:
        picture = " +picture" if notice.picture else ""
        self.lines.append(f"--- to {_audience(notice)}: {notice.template}{picture} "
                          + _json(notice.params))
        self.told.append((label, notice))

    def _outcome(self, key: str, out: Outcome) -> None:
        self.outcomes[key] = out
        self.lines.append(f"=== {key}" + ("" if out.review else " (published without review)"))
        for event in out.log:
            self.lines.append("log " + _json(event))
        for notice in out.notices:
            self._notice(key, notice)
        state = out.state
        self.lines.append("state " + _json({
            "phase": state["phase"], "round": state["round"], "winner": state["winner"],
            "win": state["win"], "holdings": (state["history"][-1]["holdings"]
                                              if state["history"] else None)}))
        for name in st.alphabetical(state["warriors"]):
            w = state["warriors"][name]
            where = (f"left in round {w['left']['round']}" if not w["in_arena"] else
                     f"zone {w['zone']}" if w["zone"] else "not placed yet")
            self.lines.append(f"  {name} ({w['clan']}, {where}): {_json(st.stats(state, name))}"
                              f" lost {_json(w['lost'])}")
        open_now = [f"{s.key} awaits {','.join(s.awaited) or 'nobody'}"
                    for s in GAME.steps(state)]
        self.lines.append("open " + ("; ".join(open_now) or "nothing: the game is over"))
        self.lines.append("")

    def text(self) -> str:
        """The whole record, the roster kept, then every player's inbox."""
        lines = [*self.lines, "######## roster kept " + _json(self.roster), ""]
        for player in sorted({*self.roll.get("warriors", {}), *self.state["warriors"]}):
            lines.append(f"######## inbox of {player}")
            lines += [f"{label}: {notice.template} {_json(notice.params)}"
                      for label, notice in self.told if notice.audience == player]
            lines.append("")
        lines.append("######## public topic")
        lines += [f"{label}: {notice.template}" for label, notice in self.told
                  if notice.audience == PUBLIC]
        return "\n".join(lines) + "\n"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / f"arena_{name}.txt"
    if os.environ.get("ARENA_GOLDEN") == "update" or not path.exists():
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), (
        f"{path.name} differs; if the change is meant, regenerate it with ARENA_GOLDEN=update")


def notices(g: Playthrough, template: str) -> list[Notice]:
    return [n for _, n in g.told if n.template == template]


# --- the games -------------------------------------------------------------------------------


SPREADS = {  # attaque, défense, tir, bouclier: 12 points, each between 1 and 6
    "ana": "attaque 4, défense 3, tir 2, bouclier 3",
    "bob": "3 partout",
    "cid": "attaque 2, défense 2, tir 5, bouclier 3",
    "dan": "attaque 5, défense 4, tir 1, bouclier 2",
    "eva": "attaque 1, défense 6, tir 2, bouclier 3",
    "fay": "3 partout",
    "gus": "attaque 4, défense 2, tir 4, bouclier 2",
    "hal": "attaque 2, défense 2, tir 4, bouclier 4",
}


def centre() -> Playthrough:
    """The Loups win by holding the centre and zone 1, their chief ana standing."""
    g = Playthrough("the Loups hold the centre and a zone, their chief standing", "golden-1")
    for player, text in (("ana", "Je suis chef de guerre du clan des Loups"),
                         ("dan", "Je suis chef de guerre du clan des Ours"),
                         ("fay", "Je suis chef de guerre du clan des Cerfs"),
                         ("bob", "je rejoins les Loups"), ("cid", "je me rallie à @ana"),
                         ("eva", "je rejoins les Ours"), ("gus", "je rejoins les Cerfs")):
        asked = g.post(player, text)
        assert [(n.audience, n.template) for n in asked.notices] == [(player, "spread_ask")]
        assert player not in asked.players  # nobody counts before the spread
        g.post(player, SPREADS[player], "desk")
    g.turned_away("hal", "je rejoins les Sangliers", "unknown_clan")
    g.turned_away("bob", "attaque 6, défense 6, tir 0, bouclier 0", "spread_not_asked", "desk")
    assert [c["members"] for c in g.roll["clans"]] == [["ana", "bob", "cid"], ["dan", "eva"],
                                                       ["fay", "gus"]]
    g.start()
    # Placement: ana and dan place their clans; fay is silent, so each Cerf draws a start
    # zone with a 4-faced die (1-4 name zones 1-4): fay 3, gus 3.
    g.give("ana", "placement", zones={"ana": "1", "bob": "1", "cid": "2"})
    g.give("dan", "placement", zones={"dan": "1", "eva": "1"})
    out = g.close((3, 3))
    placement = out.log[0]
    assert placement["drawn"] == ["Cerfs"]
    assert [(d["warrior"], d["faces"], d["value"], d["zone"]) for d in placement["dice"]] == [
        ("fay", 4, 3, "3"), ("gus", 4, 3, "3")]
    assert [(n.audience, n.template) for n in out.notices] == [
        (PUBLIC, "arena"), ("fay", "placement_drawn")]
    # Round 1 (zone 1: ana, bob, dan, eva; zone 2: cid; zone 3: fay, gus).
    g.give("dan", "attack", target="bob")
    g.give("eva", "attack", target="bob")
    g.give("bob", "defend", target="bob")
    g.give("ana", "defend", target="bob")
    g.refused("ana", "attack", "warrior_declared", target="eva", **{"for": "bob"})
    g.give("cid", "shoot", target="gus")
    g.give("gus", "shield", target="gus")
    g.give("fay", "move", to="C")
    # Melee around bob, then the shot at gus; dice: dan 1, eva 1 (attackers alphabetically),
    # ana 6 (the helper), bob 6 (X defends himself); then cid 4, gus 3.
    # Attack 5 + 1 + (1 + 1) = 8 against défense 3 + 3 + (6 + 6) = 18: the defence wins by
    # 10, crushing; two attackers, so bob chooses (default: dan, the highest attaque).
    # Shot: tir 5 + 4 = 9 against bouclier 2 + 3 = 5: gus leaves.
    waiting = g.close((1, 1, 6, 6, 4, 3))
    assert [(n.audience, n.template) for n in waiting.notices] == [("bob", "choice_ask")]
    choice = waiting.notices[0].params["choice"]
    assert (choice["options"], choice["default"], choice["default_by"]) == (
        ["dan", "eva"], "dan", "highest")
    assert g.key() == "round-1-choice"
    g.refused("bob", "choose", "not_an_option", leaves="ana")
    g.give("bob", "choose", leaves="dan")
    g.close()
    melee = g.combat("round-1", "melee:bob")
    assert (melee["attack"], melee["defence"]) == (
        {"characteristics": 6, "dice": 2, "score": 8},
        {"characteristics": 6, "dice": 12, "score": 18})
    assert [(r["warrior"], r["role"], r["value"], r["die"]) for r in melee["defenders"]] == [
        ("ana", "helper", 3, 6), ("bob", "self", 3, 6)]
    assert (melee["winner"], melee["difference"], melee["crushing"], melee["leaves"]) == (
        "defence", 10, True, "dan")
    assert melee["wound"] == {"warrior": "dan", "characteristic": "attack", "before": 5,
                              "after": 4, "combat": "melee:bob"}
    shot = g.combat("round-1", "shooting:gus")
    assert (shot["attack"]["score"], shot["defence"]["score"], shot["leaves"]) == (9, 5, "gus")
    record = g.record("round-1")
    assert [(d["combat"], d["side"], d["warrior"], d["value"]) for d in record["dice"]] == [
        ("melee:bob", "attack", "dan", 1), ("melee:bob", "attack", "eva", 1),
        ("melee:bob", "defence", "ana", 6), ("melee:bob", "defence", "bob", 6),
        ("shooting:gus", "attack", "cid", 4), ("shooting:gus", "defence", "gus", 3)]
    assert record["choices"][0]["answered"] and record["choices"][0]["leaves"] == "dan"
    assert [e["warrior"] for e in record["eliminated"]] == ["dan", "gus"]
    assert record["moves"] == [{"warrior": "fay", "from": "3", "to": "C", "moved": True}]
    assert record["holdings"] == {"1": None, "2": "Loups", "3": None, "4": None, "C": "Cerfs"}
    assert record["end"] is None  # the Cerfs hold the centre, but no other zone
    assert g.roster["dan"] == {"attack": 4, "defence": 4, "shooting": 1, "shield": 2,
                               "lost": {"attack": 1, "defence": 0, "shooting": 0, "shield": 0}}
    # Round 2 (zone 1: ana, bob, eva; zone 2: cid; centre: fay). dan has left the arena.
    g.refused("dan", "attack", "not_in_arena", target="ana")
    g.give("eva", "attack", target="ana")
    g.give("ana", "defend", target="ana")
    g.give("bob", "attack", target="eva")
    g.give("ana", "move", to="C", **{"for": "cid"})  # cid is silent: his chief declares
    g.give("fay", "move", to="4")
    # Melee around ana, then around eva; dice eva 4, ana 2, bob 1.
    # ana: attaque 1 + 4 = 5 against défense 3 + 2 = 5: a tie, nobody leaves.
    # eva, who attacks and so does not defend herself: 3 + 1 = 4 against 0: eva leaves.
    # Then cid moves to the centre and fay to zone 4.
    g.close((4, 2, 1))
    tie = g.combat("round-2", "melee:ana")
    assert (tie["attack"]["score"], tie["defence"]["score"], tie["winner"], tie["leaves"]) == (
        5, 5, "tie", None)
    lone = g.combat("round-2", "melee:eva")
    assert (lone["attack"]["score"], lone["defence"]["score"], lone["defenders"],
            lone["leaves"]) == (4, 0, [], "eva")
    record = g.record("round-2")
    assert record["actions"]["cid"] == {"kind": "move", "to": "C", "by": "ana"}
    assert [(m["warrior"], m["to"], m["moved"]) for m in record["moves"]] == [
        ("cid", "C", True), ("fay", "4", True)]
    assert record["holdings"] == {"1": "Loups", "2": None, "3": None, "4": "Cerfs",
                                  "C": "Loups"}
    assert record["end"] == {"winner": "Loups", "reason": "centre_and_zone",
                             "zones": ["C", "1"]}
    assert g.state["winner"] == "Loups" and g.state["win"] == "centre_and_zone"
    assert st.in_arena(g.state) == ["ana", "bob", "cid", "fay"]  # fay stands, beaten
    (final,) = notices(g, "final")
    assert final.params["end"]["winner"] == "Loups"
    return g


def last_warrior() -> Playthrough:
    """The next game, with the roster the first one left: dan, maimed there, is the last
    warrior standing."""
    first = centre()
    g = Playthrough("dan, maimed in the last game, is the last warrior standing", "golden-2",
                    roster=first.roster)
    founded = g.post("dan", "Je suis chef de guerre du clan des Ours")
    # A returning warrior is not asked for the spread: the roster's, wound included.
    assert [n.template for n in founded.notices] == ["clan_founded"]
    assert founded.notices[0].params["characteristics"]["attack"] == 4
    assert founded.notices[0].params["lost"]["attack"] == 1
    g.post("ana", "Je suis chef de guerre du clan des Loups")
    g.post("bob", "je rejoins les Loups")
    asked = g.post("hal", "je me rallie à @dan")
    assert [n.template for n in asked.notices] == ["spread_ask"]
    g.post("hal", SPREADS["hal"], "desk")
    assert g.roll["warriors"]["dan"]["attack"] == 4
    assert g.roll["warriors"]["dan"]["lost"] == {"attack": 1, "defence": 0, "shooting": 0,
                                                 "shield": 0}
    g.start()
    g.give("ana", "placement", zones={"ana": "4", "bob": "4"})
    g.give("dan", "placement", zones={"dan": "4", "hal": "1"})
    g.close()
    # Round 1 (zone 4: ana, bob, dan; zone 1: hal).
    g.give("dan", "attack", target="ana")
    g.give("ana", "defend", target="ana")
    g.give("hal", "shoot", target="bob")
    g.give("bob", "shield", target="bob")
    # Melee around ana: dan 3, ana 4; then the shot at bob: hal 2, bob 5.
    # Attack 4 + 3 = 7 (dan's attaque is 4 since his wound; 5 would have won) against
    # défense 3 + 4 = 7: a tie. Shot: tir 4 + 2 = 6 against bouclier 3 + 5 = 8: the shot
    # backfires, and hal, the only shooter, leaves.
    g.close((3, 4, 2, 5))
    tie = g.combat("round-1", "melee:ana")
    assert tie["attackers"] == [{"warrior": "dan", "value": 4, "die": 3}]
    assert (tie["attack"]["score"], tie["defence"]["score"], tie["winner"]) == (7, 7, "tie")
    backfire = g.combat("round-1", "shooting:bob")
    assert (backfire["attack"]["score"], backfire["defence"]["score"], backfire["winner"],
            backfire["leaves"], backfire["choice"]) == (6, 8, "defence", "hal", None)
    # Round 2: ana and bob attack dan, who defends himself; dice ana 1, bob 1, dan 6.
    # Attack 4 + 3 + (1 + 1) = 9 against défense 4 + 6 = 10: the defence wins by 1; dan
    # must choose and says nothing: ana leaves, the highest attaque (4 against bob's 3).
    g.give("ana", "attack", target="dan")
    g.give("bob", "attack", target="dan")
    g.give("dan", "defend", target="dan")
    waiting = g.close((1, 1, 6))
    assert [(n.audience, n.template) for n in waiting.notices] == [("dan", "choice_ask")]
    g.close()
    melee = g.combat("round-2", "melee:dan")
    assert (melee["attack"]["score"], melee["defence"]["score"], melee["leaves"]) == (
        9, 10, "ana")
    (choice,) = g.record("round-2")["choices"]
    assert (choice["answered"], choice["default"], choice["default_by"]) == (
        False, "ana", "highest")
    assert g.record("round-2")["end"] is None
    # Round 3: bob attacks dan, who defends himself; dice bob 1, dan 6: 3 + 1 = 4 against
    # 4 + 6 = 10, bob leaves; dan is the last warrior standing.
    g.give("bob", "attack", target="dan")
    g.give("dan", "defend", target="dan")
    g.close((1, 6))
    last = g.combat("round-3", "melee:dan")
    assert (last["attack"]["score"], last["defence"]["score"], last["leaves"],
            last["crushing"]) == (4, 10, "bob", False)
    assert g.record("round-3")["end"] == {"winner": "Ours", "reason": "last_warrior",
                                          "warrior": "dan"}
    assert g.state["winner"] == "Ours" and g.state["win"] == "last_warrior"
    assert st.in_arena(g.state) == ["dan"]
    assert g.roster["dan"]["lost"]["attack"] == 1 and g.roster["dan"]["attack"] == 4
    return g


GAMES = {"centre": centre, "last_warrior": last_warrior}


@pytest.mark.parametrize("name", list(GAMES))
def test_arena_golden_playthrough(name: str) -> None:
    """The whole game ends as worked out by hand, and its record matches its golden file."""
    g = GAMES[name]()
    assert g.state["phase"] == "over" and GAME.steps(g.state) == ()
    check_golden(name, g.text())


def test_arena_golden_playthroughs_are_deterministic() -> None:
    """The same games played twice give the same record (seeded chance, pinned dice)."""
    assert last_warrior().text() == last_warrior().text()
