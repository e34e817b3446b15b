"""Forum Mafia's knowledge model for the secrecy property (tests/test_mafia_secrecy.py, and
the contract's `knows`): what each reader (the public, each player) may know, written from
shared/rules/mafia.md and not from the game's views, and the claim readers that read what a
reader was shown (closed world: what the model cannot read is reported, not passed)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from gamemaster.game import PUBLIC, Accepted
from gamemaster.testing import Shown, Table

ALIGNMENT = {"town": "town", "doctor": "town", "cop": "town", "vigilante": "town",
             "goon": "mafia", "godfather": "mafia", "roleblocker": "mafia"}
"""mafia.md, "Set-up": every role and its side."""
POWERS = {"town": frozenset(), "doctor": frozenset({"protect"}), "cop": frozenset({"check"}),
          "vigilante": frozenset({"shoot"}), "goon": frozenset({"kill"}),
          "godfather": frozenset({"kill"}), "roleblocker": frozenset({"block", "kill"})}
"""mafia.md, "Night": each role's night actions (every mafia member may give the kill)."""
SIDES = frozenset(("town", "mafia"))
WORDS = frozenset(ALIGNMENT) | SIDES
"""Every word that says what a player is."""
NIGHT_ACTIONS = frozenset(("kill", "protect", "check", "shoot", "block"))
NEVER = 1 << 30
Claim = tuple[Any, ...]


def reading(role: str) -> str:
    """What the cop learns of a role: "mafia" or "town", the godfather reading town."""
    return "town" if role == "godfather" else ALIGNMENT[role]


# --- the knowledge model -----------------------------------------------------------------------


class Knowledge:
    """What each reader may know, step by step, in one game (see the module's docstring).

    Steps are numbered as `table.outcomes` (0 is the deal). A fact is a claim and the step from
    which its reader knows it; the public's facts are everyone's. `end` is the step that ended
    the game: from then on everything may be known."""

    def __init__(self, table: Table) -> None:
        first = table.outcomes[0][1].state
        self.players: list[str] = list(first["players"])
        self.roles: dict[str, str] = dict(first["roles"])
        self.reveal = bool(first["settings"]["reveal"])
        self.mafia = frozenset(p for p in self.players if ALIGNMENT[self.roles[p]] == "mafia")
        self.facts: dict[str, dict[Claim, int]] = {PUBLIC: {}, **{p: {} for p in self.players}}
        self.blocked: dict[int, frozenset[str]] = {}
        self.spent: dict[str, int] = {}
        self.at_key: dict[str, int] = {}
        self.at_state: dict[int, int] = {}
        self.end = NEVER
        self.claims = 0
        for step, (key, outcome) in enumerate(table.outcomes):
            assert key not in self.at_key, ("a step resolved twice", key)
            self.at_key[key] = step
            self.at_state[id(outcome.state)] = step
            if step == 0:
                self.dealt()
            else:
                self.resolved(step, key, table.outcomes[step - 1][1].state, outcome.state)
            if outcome.state["finished"]:
                self.end = min(self.end, step)
        for answer in table.answers:  # votes are posted in the game topic: public
            verdict = answer.verdict
            if isinstance(verdict, Accepted) and verdict.order.kind == "vote":
                self.grant(PUBLIC, self.at_state[id(answer.state)],
                           ("vote", answer.state["number"], verdict.actor,
                            verdict.order.params["target"]))

    def grant(self, reader: str, step: int, *facts: Claim) -> None:
        known = self.facts[reader]
        for fact in facts:
            known.setdefault(fact, step)

    def dealt(self) -> None:
        """The deal: each player their role; each mafia member every partner's role."""
        for player in self.players:
            self.grant(player, 0, ("role", player, self.roles[player]))
            if player in self.mafia:
                self.grant(player, 0, *(("role", p, self.roles[p]) for p in self.mafia))

    def resolved(self, step: int, key: str, before: Mapping[str, Any],
                 after: Mapping[str, Any]) -> None:
        """What a step's end reveals, to whom (mafia.md, "Day", "Night")."""
        for dead in after["dead"][len(before["dead"]):]:  # the flip, with `reveal`
            if self.reveal:
                self.grant(PUBLIC, step, ("role", dead["name"], self.roles[dead["name"]]))
        if not key.startswith("night-"):
            return
        record = after["nights"][-1]
        night = record["night"]
        assert night == before["number"], (key, record)
        blocks = [one for one in record["actions"] if one["action"] == "block"]
        self.blocked[night] = frozenset(one["target"] for one in blocks)
        for player in before["alive"]:  # "you were blocked", or no word of it
            self.grant(player, step, ("blocked", night, player, player in self.blocked[night]))
        for one in record["actions"]:
            actor, action, target = one["actor"], one["action"], one["target"]
            fact = ("action", night, actor, action, target)
            self.grant(actor, step, fact)
            if action == "kill":  # the night chat: every mafia member knows the kill
                for member in self.mafia:
                    self.grant(member, step, fact)
            elif action == "block":
                self.grant(actor, step, ("blocked", night, target, True))
            elif action == "shoot" and actor not in self.blocked[night]:
                self.spent.setdefault(actor, step)
            elif action == "check" and actor not in self.blocked[night] \
                    and actor not in record["deaths"]:
                self.grant(actor, step,
                           ("result", night, actor, target, reading(self.roles[target])))

    # --- may a reader be told this? ------------------------------------------------------------

    def knows_role(self, reader: str, player: str, step: int) -> bool:
        return player == reader or (reader in self.mafia and player in self.mafia) or \
            self.has(reader, ("role", player, self.roles[player]), step)

    def has(self, reader: str, fact: Claim, step: int) -> bool:
        return self.facts[PUBLIC].get(fact, NEVER) <= step or \
            self.facts.get(reader, {}).get(fact, NEVER) <= step

    def true(self, claim: Claim, step: int, state: Mapping[str, Any]) -> bool:
        """Whether a claim is true at this step (`state` the one it is shown with)."""
        kind = claim[0]
        if kind == "role":
            return bool(self.roles.get(claim[1]) == claim[2])
        if kind == "alignment":
            return claim[1] in self.roles and bool(ALIGNMENT[self.roles[claim[1]]] == claim[2])
        if kind == "alive":
            return bool(claim[1] in state["alive"])
        if kind == "dead":
            return bool(claim[1] in self.players and claim[1] not in state["alive"])
        if kind == "player":
            return bool(claim[1] in self.players)
        if kind == "actions":
            player = claim[1]
            if player not in state["alive"]:
                return bool(claim[2] == frozenset())
            powers = POWERS[self.roles[player]]
            if self.spent.get(player, NEVER) <= step:
                powers = powers - {"shoot"}
            return bool(claim[2] == powers)
        if kind == "shot_used":
            return bool((self.spent.get(claim[1], NEVER) <= step) == claim[2])
        if kind == "blocked":
            return bool((claim[2] in self.blocked.get(claim[1], ())) == claim[3])
        if kind == "result":
            return bool(claim[4] == reading(self.roles[claim[3]]))
        if kind == "counts":
            return bool(dict(claim[1]) == Counter(self.roles.values()))
        if kind == "order":  # an order taken is one the speaker's role has
            return bool(claim[2] in POWERS[self.roles.get(claim[1], "town")])
        if kind == "mafia_count":
            return bool(claim[1] == len(self.mafia))
        if kind == "setting":
            return bool(state["settings"][claim[1]] == claim[2])
        return True

    def may(self, reader: str, claim: Claim, step: int, state: Mapping[str, Any],
            final: bool) -> bool:
        """Whether `reader` may be told `claim` at this step (`final`: where the end post's
        secrets may stand once the game is over)."""
        self.claims += 1
        over = final and step >= self.end
        kind = claim[0]
        if kind == "final":
            return over
        if not self.true(claim, step, state):
            return False
        if over:
            return True
        if kind in ("role", "actions"):  # the actions a role has: who knows the role
            return self.knows_role(reader, claim[1], step)
        if kind == "alignment":  # a mafia member knows every partner: everyone's side
            return reader in self.mafia or self.knows_role(reader, claim[1], step)
        if kind in ("alive", "dead", "player", "counts", "mafia_count", "setting"):
            return True  # public
        if kind in ("order", "shot_used"):  # one's own order, one's own shot
            return bool(claim[1] == reader)
        if kind == "own_protect":  # whom the doctor protected
            known = self.facts.get(reader, {})
            return bool(claim[1] == reader) and any(
                fact[0] == "action" and fact[2:] == (reader, "protect", claim[2])
                and when <= step for fact, when in known.items())
        if kind in ("vote", "action", "blocked", "result"):
            return self.has(reader, claim, step)
        return False  # "saved", "excluded", "ambiguous", anything the model does not know


# --- reading what is shown as claims -----------------------------------------------------------


def keys(found: Mapping[str, Any], allowed: set[str], where: str) -> None:
    """Closed world: a key the model does not know fails the test."""
    extra = set(found) - allowed
    assert not extra, f"{where}: keys the model does not know {sorted(extra)}"


def pairs(payload: Any, players: frozenset[str]) -> list[Claim]:
    """Every (player, role) and (player, side) pair in any dict or list of a payload: a dict
    {player: role}; a dict naming one player (its `name`, or its only player) and a role or a
    side; a list holding one player and one role; "player=role" in a text. A cop's `result` is
    a reading, not a side: its reader says what it claims."""
    found: list[Claim] = []
    _pairs(payload, players, found)
    return found


def _pairs(payload: Any, players: frozenset[str], found: list[Claim]) -> None:
    if payload.__class__ is dict:
        named: list[str] = []
        said: list[str] = []
        for key, value in payload.items():
            if value.__class__ is str:
                if value in players:
                    named.append(value)
                elif value in WORDS and key != "result":
                    said.append(value)
                    if key in players:
                        found.append(side_or_role(key, value))
                elif "=" in value:
                    found += texts(value, players)
            elif value.__class__ is dict or value.__class__ is list:
                _pairs(value, players, found)
        if said:
            who = [payload["name"]] if payload.get("name") in players else named
            if len(who) > 1:
                found.append(("ambiguous", tuple(who), tuple(said)))
            elif who:
                found += [side_or_role(who[0], value) for value in said]
    elif payload.__class__ is list:
        strings = [value for value in payload if value.__class__ is str]
        said = [value for value in strings if value in WORDS]
        named = [value for value in strings if value in players] if said else []
        if named:
            found.append(("ambiguous", tuple(named), tuple(said))
                         if len(named) > 1 or len(said) > 1 else side_or_role(named[0], said[0]))
        found += [claim for value in strings if "=" in value for claim in texts(value, players)]
        if len(strings) < len(payload):
            for value in payload:
                if value.__class__ is dict or value.__class__ is list:
                    _pairs(value, players, found)


def side_or_role(player: str, value: str) -> Claim:
    """A word said of a player: a side ("town" is also a role: the weaker claim) or a role."""
    return ("alignment", player, value) if value in SIDES else ("role", player, value)


def texts(text: str, players: frozenset[str]) -> Iterator[Claim]:
    """"ana=goon,bea=town": a role list written out."""
    for part in text.split(","):
        name, _, role = part.strip().partition("=")
        if name in players and role in ALIGNMENT:
            yield ("role", name, role)


PUBLIC_VIEW = {"phase", "number", "finished", "winner", "players", "alive", "dead", "votes",
               "votecount", "setup", "roles", "commitment", "settings"}
SETTINGS = {"setup", "start", "hammer", "tie", "reveal", "day_hours", "night_hours",
            "doctor_self", "mafia_chat", "min_posts"}
ME = {"name", "role", "alignment", "alive", "actions", "partners", "history", "results",
      "shot_used", "last_protected"}


def view_claims(view: Mapping[str, Any], reader: str) -> Iterator[Claim]:
    """What a view tells its reader (the public view, or a player's own with `me`)."""
    keys(view, PUBLIC_VIEW | {"me", "secret"}, "view")
    if view["finished"] or view["winner"] is not None or "secret" in view:
        yield ("final",)
    yield from (("alive", name) for name in view["alive"])
    for dead in view["dead"]:
        keys(dead, {"name", "role", "when"}, "view dead")
        yield ("dead", dead["name"])
        if dead["role"] is not None:
            yield ("role", dead["name"], dead["role"])
    for voter, target in view["votes"].items():
        yield ("vote", view["number"], voter, target)
    count = view["votecount"]
    keys(count, {"day", "version", "lines", "not_voting", "alive", "needed"}, "view votecount")
    yield from line_claims(count["day"], count["lines"], count["not_voting"])
    yield ("counts", tuple((one["role"], one["count"]) for one in view["roles"]))
    keys(view["settings"], SETTINGS, "view settings")
    yield from (("setting", name, value) for name, value in view["settings"].items())
    if "me" in view:
        yield from me_claims(view["me"], reader)


def line_claims(day: int, lines: list[Mapping[str, Any]], not_voting: list[str]) -> \
        Iterator[Claim]:
    for line in lines:
        keys(line, {"target", "no_lynch", "count", "voters"}, "votecount line")
        yield from (("vote", day, voter, line["target"]) for voter in line["voters"])
    yield from (("player", name) for name in not_voting)  # living when counted


def me_claims(me: Mapping[str, Any], reader: str) -> Iterator[Claim]:
    """A player's own part of their view."""
    keys(me, ME, "view me")
    assert me["name"] == reader, ("someone else's `me`", me["name"], reader)
    yield ("role", reader, me["role"])
    yield ("alignment", reader, me["alignment"])
    yield ("alive" if me["alive"] else "dead", reader)
    yield ("actions", reader, frozenset(me["actions"]))
    for partner in me["partners"]:
        keys(partner, {"name", "role", "alive"}, "view partner")
        yield ("role", partner["name"], partner["role"])
        yield ("alive" if partner["alive"] else "dead", partner["name"])
    for one in me["history"]:
        keys(one, {"night", "action", "target", "blocked"}, "view history")
        yield ("action", one["night"], reader, one["action"], one["target"])
        if one["action"] != "block":  # blocks all come first: a block is never blocked
            yield ("blocked", one["night"], reader, one["blocked"])
    for one in me["results"]:
        keys(one, {"night", "kind", "target", "result"}, "view result")
        if one["kind"] == "check":
            yield ("result", one["night"], reader, one["target"], one["result"])
        else:
            assert one["kind"] == "blocked" and one["target"] is None is one["result"], one
            yield ("blocked", one["night"], reader, True)
    yield ("shot_used", reader, me["shot_used"])
    if me["last_protected"] is not None:
        yield ("own_protect", reader, me["last_protected"])


def notice_claims(template: str, p: Mapping[str, Any], reader: str,
                  state: Mapping[str, Any]) -> Iterator[Claim]:
    """What a notice tells its reader (every template of NOTICES.md is read here)."""
    where = f"notice {template}"
    if template == "opening":
        keys(p, {"players", "count", "setup", "roles", "mafia", "commitment", "start", "hammer",
                 "tie", "reveal", "day_hours", "night_hours", "doctor_self", "mafia_chat"}, where)
        yield ("counts", tuple((one["role"], one["count"]) for one in p["roles"]))
        yield ("mafia_count", p["mafia"])
        for name in ("start", "hammer", "tie", "reveal", "day_hours", "night_hours",
                     "doctor_self", "mafia_chat"):
            yield ("setting", name, p[name])
    elif template == "role":
        keys(p, {"role", "alignment", "actions", "partners", "doctor_self"}, where)
        yield ("role", reader, p["role"])
        yield ("alignment", reader, p["alignment"])
        yield ("actions", reader, frozenset(p["actions"]))
        yield ("setting", "doctor_self", p["doctor_self"])
        for partner in p["partners"]:
            keys(partner, {"name", "role"}, where)
            yield ("role", partner["name"], partner["role"])
    elif template == "mafia_chat":
        keys(p, {"members", "night", "reopened"}, where)
        for member in p["members"]:
            keys(member, {"name", "role", "alive"}, where)
            yield ("role", member["name"], member["role"])
            yield ("alive" if member["alive"] else "dead", member["name"])
    elif template in ("day_start", "night_start"):
        keys(p, {"day", "alive", "alive_count", "needed", "hammer", "day_hours"}
             if template == "day_start" else {"night", "alive"}, where)
        yield from (("alive", name) for name in p["alive"])
    elif template == "votecount":
        keys(p, {"day", "version", "lines", "not_voting", "alive", "needed", "hammer", "final"},
             where)
        yield from line_claims(p["day"], p["lines"], p["not_voting"])
    elif template == "elimination":
        keys(p, {"day", "name", "role", "alignment", "how", "votes", "tied"}, where)
        assert p["how"] in ("hammer", "plurality", "random"), p
        yield ("dead", p["name"])
        if p["role"] is not None:
            yield ("role", p["name"], p["role"])
        if p["alignment"] is not None:
            yield ("alignment", p["name"], p["alignment"])
    elif template == "no_elimination":
        keys(p, {"day", "why", "hammer", "tied"}, where)
        assert p["why"] in ("no_lynch", "tie", "no_votes"), p
    elif template == "night_actions":
        yield from action_claims(p, reader, state)
    elif template == "cop_result":
        keys(p, {"night", "target", "result"}, where)
        yield ("result", p["night"], reader, p["target"], p["result"])
    elif template == "blocked":
        keys(p, {"night"}, where)
        yield ("blocked", p["night"], reader, True)
    elif template == "dawn":
        keys(p, {"night", "deaths"}, where)
        for death in p["deaths"]:
            keys(death, {"name", "role"}, where)
            yield ("dead", death["name"])
            if death["role"] is not None:
                yield ("role", death["name"], death["role"])
    elif template == "game_end":  # everything, once over (its roles still checked true)
        keys(p, {"winner", "roles", "nights", "days", "salt", "role_list", "commitment"}, where)
        yield ("final",)
    else:
        raise AssertionError(f"a notice the model does not know: {template}")


def action_claims(p: Mapping[str, Any], reader: str, state: Mapping[str, Any]) -> \
        Iterator[Claim]:
    """The night's choices told to an actor: their actions, whom each may name (whoever is
    left out must be left out for a reason the actor knows), their partners, their last
    protection."""
    keys(p, {"night", "actions", "targets", "partners", "last_protected"}, "notice night_actions")
    yield ("actions", reader, frozenset(p["actions"]))
    assert set(p["targets"]) == set(p["actions"]), p
    for action, names in p["targets"].items():
        for name in state["alive"]:
            if name in names:
                yield ("alive", name)
                if action == "kill":  # the kill's list says who is town
                    yield ("alignment", name, "town")
            elif action == "kill":
                yield ("alignment", name, "mafia")
            elif name == reader and action in ("check", "shoot", "block"):
                continue  # nobody checks, shoots or blocks themself: the rules, public
            elif name == reader and action == "protect" and not state["settings"]["doctor_self"]:
                yield ("setting", "doctor_self", False)
            elif action == "protect":
                yield ("own_protect", reader, name)
            else:
                yield ("excluded", action, name)
        assert set(names) <= set(state["alive"]), ("a target who is not alive", names)
    for partner in p["partners"]:
        yield ("alignment", partner, "mafia")
        yield ("alive", partner)
    if p["last_protected"] is not None:
        yield ("own_protect", reader, p["last_protected"])


REFUSALS: dict[str, set[str]] = {
    "not_an_order": set(), "unknown_player": {"target", "players", "addressed"},
    "not_playing": set(), "dead": set(), "target_dead": {"target", "alive"},
    "same_vote": {"target"}, "not_voting": set(), "not_your_action": {"action", "role"},
    "partner": {"target"}, "self": {"action"}, "twice_in_a_row": {"target"},
    "shot_spent": set(), "wrong_phase": {"kind", "phase"}, "vote_at_night": set(),
    "night_action_by_day": set(), "not_awaited": {"actor"}, "off_step": set()}
"""Every refusal (NOTICES.md, "Rejections"; `not_awaited` and `off_step` are the bridge's, as
the test table gives them, without a `code` in their params) and its parameters besides
`code`."""


def refusal_claims(code: str, p: Mapping[str, Any], reader: str) -> Iterator[Claim]:
    """What a refusal tells the speaker (what they wrote is theirs; the rest is checked)."""
    assert code in REFUSALS, f"a refusal the model does not know: {code}"
    assert p.get("code", code) == code, p
    keys(p, REFUSALS[code] | {"code"}, f"refusal {code}")
    if code == "dead":
        yield ("dead", reader)
    elif code == "target_dead":
        yield ("dead", p["target"])
        yield from (("alive", name) for name in p["alive"])
    elif code == "not_your_action":
        yield ("role", reader, p["role"])
    elif code == "partner":
        yield ("alignment", p["target"], "mafia")
    elif code == "twice_in_a_row":
        yield ("own_protect", reader, p["target"])
    elif code == "shot_spent":
        yield ("shot_used", reader, True)
    elif code == "self" and p["action"] == "protect":
        yield ("setting", "doctor_self", False)
    elif code == "not_awaited":
        assert p["actor"] == reader, p
        yield ("actions", reader, frozenset())  # nobody awaits them: they have no action now


def echo_claims(p: Mapping[str, Any], reader: str, day: int) -> Iterator[Claim]:
    """What the answer to an accepted order tells the speaker: their own order."""
    keys(p, {"order", "action", "target"}, "echo")
    keys(p["order"], {*NIGHT_ACTIONS, "kill_at", "pass", "target"}, "echo order")
    if p["action"] == "vote":
        yield ("vote", day, reader, p["target"])
    elif p["action"] != "unvote":
        for action in NIGHT_ACTIONS & {p["action"], *p["order"]}:
            yield ("order", reader, action, p["order"].get(action))


# --- the check of one thing shown ----------------------------------------------------------------


class Reader:
    """`knows` for `check_secrecy`: one game's knowledge, built at its first thing shown. A
    view's public part is read once per step (a player's view repeats the public one), and a
    player's own part once while nobody dies and no night ends (it changes only then, and so
    does the truth of what it says; what a reader may know only grows)."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.knowledge: Knowledge | None = None
        self.public: dict[int, dict[str, Any]] = {}
        self.mine: dict[tuple[str, int, int], dict[str, Any]] = {}
        self.claims = 0

    def model(self, table: Table) -> Knowledge:
        if self.table is not table or self.knowledge is None:
            if self.knowledge is not None:
                self.claims += self.knowledge.claims
            self.table, self.knowledge = table, Knowledge(table)
            self.public, self.mine = {}, {}
        return self.knowledge

    def __call__(self, thing: Shown) -> list[str]:
        k = self.model(thing.table)
        answered = thing.what in ("echo", "refusal")
        step = k.at_state[id(thing.state)] if answered else k.at_key[thing.key]
        problems: list[str] = []

        def check(claims: Iterator[Claim] | list[Claim], final: bool, where: str) -> bool:
            """Each claim allowed to the reader; False when one is not (or is unreadable)."""
            before = len(problems)
            try:
                for claim in claims:
                    if not k.may(thing.reader, claim, step, thing.state, final):
                        problems.append(f"LEAK {claim!r} in {where}")
            except AssertionError as unread:
                problems.append(f"UNREAD {unread} in {where}")
            return len(problems) == before

        payload = dict(thing.payload)
        view = payload.pop("view") if thing.what != "view" else payload
        self.view(k, thing, view, check)
        if thing.what == "view":
            return problems
        final = thing.what in ("notice game_end", "echo", "refusal")
        check(pairs(payload, frozenset(k.players)), final, thing.what)
        if thing.what == "refusal":  # the table's own refusals carry no code
            code = str(payload.get("code", "not_awaited" if payload else "off_step"))
            check(refusal_claims(code, payload, thing.reader), final, thing.what)
        elif thing.what == "echo":
            check(echo_claims(payload, thing.reader, thing.state["number"]), final, "echo")
        else:
            check(notice_claims(thing.what.removeprefix("notice "), payload, thing.reader,
                                thing.state), final, thing.what)
        return problems

    def view(self, k: Knowledge, thing: Shown, view: dict[str, Any], check: Any) -> None:
        """A view (the one shown, or the one a notice, echo or refusal is rendered with): the
        end's secrets may stand in it once the game is over."""
        where = f"{thing.what}'s view"
        public = {key: value for key, value in view.items() if key != "me"}
        if self.public.get(id(thing.state)) != public:
            passed = check(view_claims(public, thing.reader), True, where)
            passed &= check(pairs(public, frozenset(k.players)), True, where)
            if passed and thing.reader == PUBLIC:
                self.public[id(thing.state)] = public
        if "me" not in view:
            return
        epoch = (thing.reader, len(thing.state["dead"]), len(thing.state["nights"]))
        if self.mine.get(epoch) != view["me"]:
            passed = check(me_claims(view["me"], thing.reader), True, where)
            passed &= check(pairs(view["me"], frozenset(k.players)), True, where)
            if passed:
                self.mine[epoch] = view["me"]


def groups_are_the_mafia(table: Table) -> None:
    """A group conversation (the night chat) holds the mafia, all of them, and nobody else:
    its audience tells each member who the others are."""
    mafia = {p for p, role in table.outcomes[0][1].state["roles"].items()
             if ALIGNMENT[role] == "mafia"}
    for _, notice, _ in table.said:
        if isinstance(notice.audience, tuple):
            assert set(notice.audience) == mafia, (table.seed, notice.template, notice.audience)
