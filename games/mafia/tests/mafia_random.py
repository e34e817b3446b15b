"""Random Mafia players, for the property tests: a seeded game of 5 to 25 players with every
setting varied, played at the rules level (`gamemaster.testing.Table`) as the bridge drives it
until it ends.

The set-up is a named one (`mountainous`, `vanilla_plus`, `classic`) or a random role list
(any roles, fewer mafia than town), with some roles pinned now and then (all of them
sometimes). By day, players vote, unvote and vote no lynch, as canonical orders in the game
topic or written as forum players write (French, English, Russian), talk, and send night
actions to their desk (refused by day); later days gather on one target so that every game
ends. By night, each player with an action uses it, often on a target the rules refuse
(a partner, a dead player, themself, the doctor's last target, a spent shot), or tries an
action their role lacks, or passes, or stays silent (the deadline decides); the dead try too,
and some vote in the topic (refused at night).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from mafia import GAME

from gamemaster.game import Accepted, Rejection
from gamemaster.testing import Table

NAMES = ["ana", "bea", "carl", "dan", "emma", "fred", "gina", "hugo", "ines", "jules", "kim",
         "lea", "marc", "nina", "oscar", "paul", "quinn", "rosa", "sam", "tina", "ugo", "vera",
         "wanda", "xena", "yann", "zoe"]
STRANGER = "zed"
"""Someone who is not in the game and writes anyway."""
NAMED = ("mountainous", "vanilla_plus", "classic")
MAFIA_ROLES = ("goon", "goon", "godfather", "roleblocker")
TOWN_ROLES = ("town", "town", "town", "doctor", "cop", "vigilante")
MAFIA = frozenset(("goon", "godfather", "roleblocker"))
NO_LYNCH = "no lynch"
NOBODY = "xavier"
"""A name that is no player."""

VOTES = {"en": ["vote @{t}", "I vote {t}", "**vote: {t}**", "##vote {t}",
                "ok so my vote is on @{t}"],
         "fr": ["je vote @{t}", "je vote pour {t}", "bon, je vote contre @{t}"],
         "ru": ["голосую за @{t}", "мой голос за @{t}", "отдаю голос за @{t}"]}
NO_LYNCH_VOTES = {"en": ["vote no lynch"], "fr": ["pas d'élimination"], "ru": ["без линча"]}
UNVOTES = {"en": ["unvote"], "fr": ["je retire mon vote"], "ru": ["снимаю голос"]}
TALK = {"en": ["I think @{t} is scummy", "why did you vote {t}?"],
        "fr": ["qui a voté pour {t} ?", "je trouve {t} louche"],
        "ru": ["не знаю, кто мафия", "@{t} странно себя ведёт"]}
ACTIONS = {"kill": {"en": "kill @{t}", "fr": "je tue @{t}", "ru": "убиваем @{t}"},
           "protect": {"en": "protect @{t}", "fr": "je protège @{t}", "ru": "защищаю @{t}"},
           "check": {"en": "check @{t}", "fr": "j'enquête sur @{t}", "ru": "проверяю @{t}"},
           "shoot": {"en": "shoot @{t}", "fr": "je tire sur @{t}", "ru": "стреляю в @{t}"},
           "block": {"en": "block @{t}", "fr": "je bloque @{t}", "ru": "блокирую @{t}"}}
SELF_PROTECT = {"en": "protect myself", "fr": "je me soigne", "ru": "лечу себя"}
PASSES = {"en": "no action", "fr": "rien", "ru": "пас"}
POWERS = {"goon": ("kill",), "godfather": ("kill",), "roleblocker": ("block", "kill"),
          "doctor": ("protect",), "cop": ("check",), "vigilante": ("shoot",), "town": ()}


def random_setup(rng: random.Random, count: int) -> str:
    """A named set-up, or a GM's role list: 1 mafia up to fewer than the town, any roles."""
    if rng.random() < 0.45:
        return rng.choice(NAMED)
    mafia = rng.randint(1, max(1, min((count - 1) // 2, count // 3 + 1)))
    roles = [rng.choice(MAFIA_ROLES) for _ in range(mafia)] + \
        [rng.choice(TOWN_ROLES) for _ in range(count - mafia)]
    rng.shuffle(roles)
    return (", " if rng.random() < 0.5 else ",").join(
        role.capitalize() if rng.random() < 0.1 else role for role in roles)


def set_up_roles(setup: str, count: int) -> list[str]:
    """The roles a set-up holds for `count` players (mafia.md, "Set-up"), to pin some."""
    if setup in NAMED:
        mafia = (count + 2) // 4
        roles = ["goon"] * mafia + ["town"] * (count - mafia)
        if setup == "classic" and count >= 9:
            roles[0] = "godfather"
        if setup != "mountainous" and count >= 7:
            roles[mafia:mafia + 2] = ["doctor", "cop"]
        return roles
    return [part.strip().casefold() for part in setup.split(",")]


class RandomGame:
    """One seeded random game (see the module's docstring); `play()` gives its table."""

    def __init__(self, seed: int, most_days: int = 40) -> None:
        self.rng = rng = random.Random(seed)
        count = rng.choice([5, 6, 7, 8, 9, 10, 11, 12, 13] * 3 + list(range(14, 26)))
        players = rng.sample(NAMES, count)
        setup = random_setup(rng, count)
        settings: dict[str, Any] = {
            "setup": setup, "start": rng.choice(["day", "night"]),
            "hammer": rng.random() < 0.7, "tie": rng.choice(["no_lynch", "random"]),
            "reveal": rng.random() < 0.65, "doctor_self": rng.random() < 0.6,
            "mafia_chat": rng.choice(["always", "night"]),
            "day_hours": rng.choice([24, 48, 72]), "night_hours": rng.choice([12, 24])}
        pins: dict[str, str] = {}
        roles = set_up_roles(setup, count)
        if rng.random() < 0.1:  # every role pinned: a scenario's deal
            rng.shuffle(roles)
            pins = dict(zip(players, roles, strict=True))
        elif rng.random() < 0.3:
            for name, role in zip(rng.sample(players, rng.randint(1, 3)),
                                  rng.sample(roles, 3), strict=False):
                pins[name] = role
        self.language = rng.choice(["en", "fr", "ru"])
        self.table = Table(GAME, players, seed=f"mafia-{seed}", pinned={"roles": pins},
                           language=self.language, **settings)
        self.most_days = most_days
        self.spoken = self.language
        self.seen: Counter[str] = Counter({
            f"setup {'named' if setup in NAMED else 'list'}": 1,
            f"pinned {'all' if len(pins) == count else 'some' if pins else 'none'}": 1,
            f"doctor_self {settings['doctor_self']}": 1, f"tie {settings['tie']}": 1})
        """The game's set-up, then its written messages by language and verdict ("written ru
        accepted")."""

    # --- the game ----------------------------------------------------------------------------

    @property
    def state(self) -> dict[str, Any]:
        return self.table.state

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def play(self) -> Table:
        """Play until the game ends (every later day gathers on one target)."""
        for _ in range(2 * self.most_days + 2):
            if self.table.over:
                return self.table
            if self.state["phase"] == "day":
                self.day()
            else:
                self.night()
        raise AssertionError(f"game {self.table.seed} did not end in {self.most_days} days")

    def now(self) -> tuple[str, int, bool]:
        """The phase, its number, and whether the game is over: what an event may end."""
        return self.state["phase"], self.state["number"], self.state["finished"]

    def somebody(self) -> str:
        """Who writes: mostly a living player, sometimes a dead one or a stranger."""
        if self.chance(0.02):
            return STRANGER
        if self.state["dead"] and self.chance(0.06):
            return str(self.rng.choice(self.state["dead"])["name"])
        return str(self.rng.choice(self.state["alive"]))

    def target(self, living: float = 0.85) -> str:
        """A target: a living player mostly, else a dead one or no player at all."""
        if self.chance(living) or not self.state["dead"]:
            return NOBODY if self.chance(0.02) else str(self.rng.choice(self.state["alive"]))
        return str(self.rng.choice(self.state["dead"])["name"])

    def written(self, table: dict[str, list[str]] | dict[str, str], **names: str) -> str:
        language = self.language if self.chance(0.6) else self.rng.choice(["en", "fr", "ru"])
        choices = table[language]
        text = choices if isinstance(choices, str) else self.rng.choice(choices)
        self.spoken = language
        return text.format(**names)

    def say(self, player: str, text: str, channel: str = "desk") -> Accepted | Rejection:
        """A written message, its verdict tallied by language."""
        verdict = self.table.say(player, text, channel=channel)
        accepted = isinstance(verdict, Accepted)
        self.seen[f"written {self.spoken} {'accepted' if accepted else 'refused'}"] += 1
        return verdict

    # --- the day ------------------------------------------------------------------------------

    def day(self) -> None:
        """Votes, unvotes, talk; on later days the town gathers; then the deadline."""
        began = self.now()
        number = began[1]
        for _ in range(self.rng.randint(0, len(self.state["alive"]) // 2 + 4)):
            if self.now() != began:
                return
            self.day_event()
        if self.chance(min(1.0, 0.2 * number)):
            target = NO_LYNCH if number < 6 and self.chance(0.1) else \
                str(self.rng.choice(self.state["alive"]))
            voters = list(self.state["alive"])
            self.rng.shuffle(voters)
            for voter in voters:
                if self.now() != began:
                    return
                if self.state["votes"].get(voter) != target:
                    self.table.give(voter, "vote", channel="topic", target=target)
        if self.now() == began:
            self.table.close(self.table.step("day-").key)

    def day_event(self) -> None:
        roll = self.rng.random()
        player = self.somebody()
        if roll < 0.5:
            target = NO_LYNCH if self.chance(0.1) else self.target()
            self.table.give(player, "vote", channel="topic", target=target)
        elif roll < 0.6:
            self.table.give(player, "unvote", channel="topic")
        elif roll < 0.85:
            kind = self.rng.random()
            if kind < 0.6:
                text = self.written(VOTES, t=self.target())
            elif kind < 0.7:
                text = self.written(NO_LYNCH_VOTES)
            elif kind < 0.85:
                text = self.written(UNVOTES)
            else:
                text = self.written(TALK, t=self.target())
            self.say(player, text, channel="topic")
        else:  # a night action by day, in the desk: refused
            action = self.rng.choice(list(ACTIONS))
            self.say(player, self.written(ACTIONS[action], t=self.target()))

    # --- the night ----------------------------------------------------------------------------

    def night(self) -> None:
        """Each player in turn (living, dead); some stay silent; then the deadline."""
        began = self.now()
        players = list(self.state["players"])
        self.rng.shuffle(players)
        for player in players:
            if self.now() != began:
                return
            if player not in self.state["alive"]:
                if self.chance(0.05):
                    self.act(player, self.rng.choice(list(ACTIONS)), self.target())
                continue
            if self.chance(0.03):  # a vote at night, in the topic: refused
                self.say(player, self.written(VOTES, t=self.target()), channel="topic")
            if self.chance(0.12):  # silent: the deadline decides
                continue
            self.player_acts(player)
        if self.now() == began and self.chance(0.03):
            self.act(STRANGER, "kill", self.target())
        if self.now() == began:
            self.table.close(f"night-{began[1]}")

    def player_acts(self, player: str) -> None:
        role = self.state["roles"][player]
        powers = POWERS[role]
        late = self.state["number"] >= 5
        if not powers or self.chance(0.08):
            if self.chance(0.4):  # an action the role lacks, or a pass nobody waits for
                self.act(player, self.rng.choice(list(ACTIONS)), self.target())
            elif self.chance(0.5):
                self.act(player, "pass", "")
            return
        if self.chance(0.1) and not (late and "kill" in powers):
            self.act(player, "pass", "")
            return
        if role == "roleblocker" and self.chance(0.6):
            self.act(player, "block", self.target(0.9))
        if role == "vigilante" and not self.chance(0.35):
            self.act(player, "pass", "")
            return
        action = "kill" if "kill" in powers else powers[0]
        for _ in range(2 if self.chance(0.2) else 1):  # a change of mind, or a second try
            self.act(player, action, self.aim(player, action, late))

    def aim(self, player: str, action: str, late: bool) -> str:
        """Whom an actor names: mostly a valid target, often one the rules refuse."""
        state = self.state
        if action == "kill":
            town = [name for name in state["alive"] if state["roles"][name] not in MAFIA]
            if town and (late or self.chance(0.8)):
                return str(self.rng.choice(town))
            return self.target(0.7)
        if action == "protect" and self.chance(0.25):
            last = state["doctor_last"].get(player)
            return player if last is None or self.chance(0.5) else str(last)
        if action in ("check", "block", "shoot") and self.chance(0.06):
            return player
        return self.target(0.9)

    def act(self, player: str, action: str, target: str) -> Accepted | Rejection:
        """One night action, as a canonical order or written (a third of the time)."""
        if not self.chance(0.3):
            params = {} if action == "pass" else {"target": target}
            return self.table.give(player, action, **params)
        if action == "pass":
            text = self.written(PASSES)
        elif action == "protect" and target == player and self.chance(0.5):
            text = self.written(SELF_PROTECT)
        else:
            text = self.written(ACTIONS[action], t=target)
        return self.say(player, text)


# --- many games ------------------------------------------------------------------------------


def random_tables(count: int, seen: Counter[str]) -> Iterator[Table]:
    """`count` seeded random games, each played to its end, what they reached tallied."""
    for seed in range(count):
        game = RandomGame(seed)
        table = game.play()
        seen.update(game.seen)
        seen.update(reached(table))
        yield table


def reached(table: Table) -> Counter[str]:
    """What a game went through, for the coverage asserts."""
    state = table.state
    settings = state["settings"]
    found: Counter[str] = Counter({
        f"winner {state['winner']}": 1, f"reveal {settings['reveal']}": 1,
        f"start {settings['start']}": 1, f"hammer {settings['hammer']}": 1,
        f"chat {settings['mafia_chat']}": 1, f"players {len(state['players'])}": 1})
    found.update(f"notice {notice.template}" for notice in table.notices)
    found.update(f"refused {answer.verdict.code}" for answer in table.answers
                 if isinstance(answer.verdict, Rejection))
    found.update(f"{notice.template} {notice.params.get('how') or notice.params.get('why')}"
                 for notice in table.notices
                 if notice.template in ("elimination", "no_elimination"))
    for night in state["nights"]:
        actions = night["actions"]
        kills = [one["target"] for one in actions if one["action"] in ("kill", "shoot")
                 and not one["blocked"]]
        protected = {one["target"] for one in actions if one["action"] == "protect"
                     and not one["blocked"]}
        found["save"] += any(target in protected for target in kills)
        found["double kill"] += len(kills) != len(set(kills))
        found["blocked action"] += any(one["blocked"] for one in actions)
        found["godfather checked"] += any(one["action"] == "check" and not one["blocked"]
                                          and state["roles"][one["target"]] == "godfather"
                                          for one in actions)
    return found
