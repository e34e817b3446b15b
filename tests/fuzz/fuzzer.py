"""Bad input at volume: a seeded, bounded fuzzer for the webhook receiver and the worker.

`Fuzzer(db).run(count)` sets up one running game of every kind (two Highway Romantics
tables: one rolling with the bot, one with discobot) the way a forum does it, through signed
webhooks into the real Flask app (`bridge.intake.app.create_app`, its test client) and the worker
(`GameMaster.process_pending`, with tests/conftest.py's `RecordingForum` as the forum), then
sends `count` generated inputs through the same door:

- valid signed posts into the running games, from players, strangers, stand-ins and the
  bot, in the game topics, the players' desks and the GM desks, with texts the games'
  grammars and the bridge's routing must read (`texts.Writer`), many of them aimed at an
  open step by a player it awaits; their edits (post_edited, a new version); discobot's
  answers; the GM's commands with hostile arguments (all but those that end the game or
  change who plays); private messages to the bot (new-game commands with hostile
  settings, chat);
- the captured deliveries of shared/discourse/webhook_examples/, mutated (`texts.Mutator`),
  signed; bodies that are no delivery at all; other events and garbage event headers; other
  forums (X-Discourse-Instance); forged and missing signatures; replays of earlier inputs.

and checks, input by input:

- every answer is a 200 (`recorded`, `duplicate`, `ignored`, `pong`) or a refusal the
  receiver documents (`REFUSALS`), never a 5xx, and no exception escapes the app; a forged
  or unsigned body, or one from another forum, is a 403 (a 413 when too large) and stores
  nothing;
- a recorded post is handled by the worker at once: it never stays pending, never ends
  `failed`; no game changes but the one whose topic got the post, and that one only through
  the order the post gave: every order stored is read again from the post (the game's
  `parse` then `accept`, over the state before the post) and must be what was stored, for
  an actor the step awaited; a state that changed without a stored order counts as a
  violation unless the post was a player's word to the bridge (absence, stand-in) or the
  GM's command in the GM desk; a new game only comes from a private message that reads as
  a creation;
- between batches (`batch` inputs): nothing a refused input sent was stored (the counts of
  recorded posts, deliveries and messages match the answers), the clock moves on and due
  deadlines resolve with the fuzzed orders (a resolution that fails, or a tick that
  raises, is a crash); up to two games the fuzzed creations made are joined, started, left
  to their clock and cancelled; a game that ended is set up again;
- at the end: no post pending, none failed, no post id of a refused delivery stored.

The counts come back in a `Report`.
"""

from __future__ import annotations

import hashlib
import hmac
import html
import json
import logging
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from bridge.clock import FakeClock
from bridge.config import Config
from bridge.db import (
    Database,
    DeliveryRow,
    GameRow,
    InboundRow,
    OrderRow,
    OutboxRow,
    PlayerRow,
    TopicRow,
)
from bridge.handlers import commands, moments
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster
from bridge.intake.webhooks import HANDLED_EVENTS
from bridge.turns.ledger import WITHDRAWN, submitted
from rules import registry
from rules.base import GM, Context, Rejection, Submitted
from rules.reader import confirms, own_words
from tests.conftest import RecordingForum, shared_dir
from tests.fuzz.texts import NUMBERS, OUTSIDERS, Mutator, Writer

SECRET = "fuzz-webhook-secret"
BOT = "gamemaster"
INSTANCE = "http://forum.a"
"""The forum the captured deliveries come from; the receiver is told to expect it."""
START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
REFUSALS = {400, 403, 413, 422}
"""The receiver's documented refusals (bridge/intake/webhooks.py): unreadable JSON, a missing or
wrong signature or another forum, a body too large, a delivery that is no post."""
HANDLED = {"recorded", "duplicate", "ignored", "pong"}
TOPIC_IDS = 700_000
DM_IDS = 900_000
POST_IDS = 50_000_000
KINDS = {"game post": 38, "gm command": 3, "edit": 5, "discobot": 3, "direct message": 2,
         "mutated": 16,
         "garbage body": 4, "other event": 5, "other forum": 2, "forged": 7, "unsigned": 3,
         "replay": 8}
CONTENT_TYPES = ["application/json", "application/json", "application/json", "text/plain",
                 "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "",
                 "application/json; charset=utf-16", "application/xml"]
GM_READS = ["statut", "status", "статус", "journal", "журнал", "aide", "help", "помощь"]
UNITS = ["min", "h", "heures", "jours", "days", "дней", "часа", "", "ans", "semaines"]
DATES = ["05/12 22:00", "29/02", "29/02 12:00", "31/02", "2026-12-05 22:00", "9999-12-31 23:59",
         "0001-01-01", "99/99", "5 décembre 9999", "December 32", "1.1.1", "12/12/99",
         "2026-12-09", "10 декабря", "25:61", "05/12 99:99", "December 5, 9999 23:59"]
SLOW = 5.0
"""Seconds one input may take, delivery and handling together, before it counts as a
problem (a reader's regular expression gone quadratic)."""


@dataclass
class Table:
    """One running game the fuzzer writes to."""

    id: int
    kind: str
    gm: str
    players: list[str]
    public: int
    gm_desk: int
    desks: dict[str, int] = field(default_factory=dict)


@dataclass
class Sent:
    """A post the fuzzer made, to edit or answer later."""

    user: str
    topic: int
    number: int
    post_id: int
    version: int
    private: bool
    raw: str


@dataclass
class Input:
    """One generated delivery."""

    kind: str
    body: bytes
    headers: dict[str, str]
    refused: bool = False
    """Forged, unsigned or from another forum: must be a 403 (413 when too large)."""
    expect: tuple[int, str] | None = None
    """A replay: the answer the first delivery got."""
    sent: Sent | None = None


@dataclass
class Report:
    """What a run sent and what came of it."""

    sent: Counter[str] = field(default_factory=Counter)
    classes: Counter[str] = field(default_factory=Counter)
    codes: Counter[int] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    handled: int = 0
    orders: int = 0
    player_words: int = 0
    games_created: int = 0
    resolutions: int = 0
    renewed: int = 0
    crashes: int = 0
    server_errors: int = 0
    pending: int = 0
    orders_by_game: Counter[str] = field(default_factory=Counter)
    time_by_kind: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    slowest: list[tuple[float, str, str]] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def inputs(self) -> int:
        return sum(self.sent.values())

    @property
    def refused(self) -> int:
        return self.classes["4xx"]

    @property
    def ok(self) -> bool:
        return not (self.problems or self.crashes or self.server_errors or self.pending)

    def problem(self, text: str) -> None:
        if len(self.problems) < 200:
            self.problems.append(text)

    def figures(self) -> dict[str, float]:
        """The counts as numbers (the benchmark prints and saves them)."""
        return {"inputs": self.inputs, "2xx": self.classes["2xx"], "4xx": self.classes["4xx"],
                "5xx": self.classes["5xx"], "recorded": self.outcomes["recorded"],
                "duplicates": self.outcomes["duplicate"], "ignored": self.outcomes["ignored"],
                "refused": self.refused, "posts handled": self.handled,
                "orders taken": self.orders, "crashes": self.crashes,
                "500s": self.server_errors, "seconds": self.seconds}

    def lines(self) -> list[str]:
        """The counts as a reader wants them."""
        kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(self.sent.items()))
        codes = ", ".join(f"{code}: {n}" for code, n in sorted(self.codes.items()))
        by_game = ", ".join(f"{game} {n}" for game, n in sorted(self.orders_by_game.items()))
        out = [
            f"inputs sent: {self.inputs} in {self.seconds:.1f} s ({kinds})",
            f"answers: 2xx {self.classes['2xx']}, 4xx {self.classes['4xx']}, "
            f"5xx {self.classes['5xx']} ({codes})",
            f"recorded {self.outcomes['recorded']}, duplicates {self.outcomes['duplicate']}, "
            f"ignored (other events, no regular post) {self.outcomes['ignored']}, pings "
            f"{self.outcomes['pong']}, "
            f"refused at the edge {self.refused}",
            f"posts handled {self.handled}, orders taken {self.orders} ({by_game}), games "
            f"moved by a player's word {self.player_words}, games created by message "
            f"{self.games_created}, "
            f"resolutions {self.resolutions}, games set up again {self.renewed}",
            f"crashes {self.crashes}, 500s {self.server_errors}, left pending {self.pending}, "
            f"problems {len(self.problems)}",
        ]
        out += [f"slowest: {s:.2f} s {kind}: {text}" for s, kind, text in self.slowest[:3]]
        out += [f"PROBLEM {text}" for text in self.problems[:20]]
        return out


class Crashes(logging.Handler):
    """Exceptions the app or the worker logged (caught, so never seen by the caller)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.records.append(record)


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Fuzzer:
    """One run over a fresh database `db` (tables created by the caller)."""

    def __init__(self, db: Database, seed: int = 1, shared: Path | None = None,
                 batch: int = 250) -> None:
        self.db = db
        self.rng = random.Random(seed)
        self.batch = batch
        self.clock = FakeClock(START)
        self.config = Config(webhook_secret=SECRET, discourse_api_username=BOT,
                             forum_instance=INSTANCE)
        self.master = GameMaster(db, self.config, self.clock.now)
        self.client = create_app(master=self.master).test_client()
        self.forum = RecordingForum()
        self.report = Report()
        self.writer = Writer(self.rng)
        self.mutator = Mutator(self.rng, self.writer)
        folder = (shared or shared_dir()) / "discourse"
        examples = folder / "webhook_examples"
        self.captured = [json.loads(path.read_text(encoding="utf-8"))
                         for path in sorted(examples.glob("*.body.json"))]
        self.captured_headers = [json.loads(path.read_text(encoding="utf-8"))
                                 for path in sorted(examples.glob("*.headers.json"))]
        types = json.loads((folder / "webhook_event_types.json").read_text(encoding="utf-8"))
        self.events = sorted(types["WebHookEventType_TYPES"])
        self.template = {archetype: next(b["post"] for b in self.captured
                                         if b["post"].get("topic_archetype") == archetype)
                         for archetype in ("regular", "private_message")}
        self.next_post = POST_IDS
        self.next_topic = TOPIC_IDS
        self.next_dm = DM_IDS
        self.numbers: Counter[int] = Counter()
        self.recent: list[Sent] = []
        self.replays: list[tuple[Input, int, str]] = []
        self.tables: list[Table] = []
        self.topic_games: dict[int, tuple[int, str]] = {}
        self.states: dict[int, tuple[int, dict[str, Any] | None]] = {}
        self.expected = Counter[str]()
        self.never_recorded: list[int] = []
        self.mark: tuple[Any, ...] = ()
        self.crash_log = Crashes()

    # ----------------------------------------------------------------- the run

    def run(self, count: int) -> Report:
        """Set the games up, send `count` inputs, check everything; the counts."""
        began = time.perf_counter()
        root = logging.getLogger()
        root.addHandler(self.crash_log)
        try:
            self._set_up()
            done = 0
            while done < count:
                for _ in range(min(self.batch, count - done)):
                    self._one()
                    done += 1
                self._between_batches()
            self._finish()
        finally:
            root.removeHandler(self.crash_log)
        self.report.seconds = time.perf_counter() - began
        return self.report

    def _one(self) -> None:
        kind = self._draw(KINDS)
        item = getattr(self, "_make_" + kind.replace(" ", "_"))()
        self.report.sent[item.kind] += 1
        began = time.perf_counter()
        code, outcome = self._deliver(item)
        self._judge_answer(item, code, outcome)
        if outcome == "recorded" and code == 200:
            self._handle(item)
        spent = time.perf_counter() - began
        self.report.time_by_kind[item.kind] += spent
        if spent > SLOW:
            self.report.problem(f"{item.kind} took {spent:.1f} s: {item.body[:200]!r}")
        if not self.report.slowest or spent > self.report.slowest[-1][0] \
                or len(self.report.slowest) < 5:
            self.report.slowest.append((spent, item.kind, repr(item.body[:120])))
            self.report.slowest = sorted(self.report.slowest, reverse=True)[:5]
        if item.kind != "replay" and len(item.body) < 300_000:
            if len(self.replays) < 400:
                self.replays.append((item, code, outcome))
            else:
                self.replays[self.rng.randrange(400)] = (item, code, outcome)

    def _draw(self, weights: dict[str, int]) -> str:
        roll = self.rng.uniform(0, sum(weights.values()))
        for name, weight in weights.items():
            roll -= weight
            if roll <= 0:
                return name
        return next(iter(weights))

    # ----------------------------------------------------------------- the wire

    def _headers(self, body: bytes, event: str = "post_created", signed: bool = True,
                 instance: str = INSTANCE) -> dict[str, str]:
        captured = self.rng.choice(self.captured_headers)
        headers = {key: value for key, value in captured.items()
                   if key.startswith("x-discourse") or key == "user-agent"}
        headers["x-discourse-event"] = event
        headers["x-discourse-instance"] = instance
        headers["x-discourse-event-id"] = str(self.rng.randint(1, 10**6))
        content_type = self.rng.choice(CONTENT_TYPES)
        if content_type:
            headers["Content-Type"] = content_type
        if signed:
            headers["X-Discourse-Event-Signature"] = "sha256=" + hmac.new(
                SECRET.encode(), body, hashlib.sha256).hexdigest()
        return headers

    def _deliver(self, item: Input) -> tuple[int, str]:
        try:
            answer = self.client.post("/webhooks/discourse", data=item.body,
                                      headers=item.headers)
        except Exception as exc:  # an exception escaping the app: as bad as a 500
            self.report.problem(f"{item.kind}: exception escaped the app: {exc!r}")
            return 599, ""
        body = answer.get_json(silent=True)
        outcome = body.get("outcome", "") if isinstance(body, dict) else ""
        return answer.status_code, str(outcome)

    def _judge_answer(self, item: Input, code: int, outcome: str) -> None:
        report = self.report
        report.codes[code] += 1
        report.classes[f"{code // 100}xx"] += 1
        if code >= 500:
            report.server_errors += 1
            report.problem(f"{item.kind}: {code} for {item.body[:300]!r} "
                           f"headers {item.headers}")
            return
        if code != 200 and code not in REFUSALS:
            report.problem(f"{item.kind}: undocumented {code} for {item.body[:200]!r}")
        if code == 200:
            if outcome not in HANDLED:
                report.problem(f"{item.kind}: 200 with outcome {outcome!r}")
            report.outcomes[outcome] += 1
            self.expected["inbound"] += outcome == "recorded"
            self.expected["deliveries"] += outcome in ("recorded", "duplicate", "ignored")
        if item.refused and code not in (403, 413):
            report.problem(f"{item.kind}: answered {code} {outcome!r}, not refused: "
                           f"{item.body[:200]!r} {item.headers}")
        if item.expect is not None:
            first_code, first = item.expect
            again = "duplicate" if first in ("recorded", "duplicate") else first
            if (code, outcome) != (first_code, again):
                report.problem(f"replay answered {code} {outcome!r}, first {first_code} "
                               f"{first!r}: {item.body[:200]!r}")

    # ----------------------------------------------------------------- posts

    def _post(self, user: str, topic: int, raw: str, private: bool, *,
              reply_to: int | None = None, at: datetime | None = None,
              edit_of: Sent | None = None) -> tuple[dict[str, Any], Sent]:
        """A post as Discourse delivers it (the captured payload, filled in)."""
        post = dict(self.template["private_message" if private else "regular"])
        now = self.clock.now()
        if edit_of is None:
            self.next_post += 1
            self.numbers[topic] += 1
            sent = Sent(user, topic, self.numbers[topic], self.next_post, 1, private, raw)
        else:
            sent = Sent(edit_of.user, edit_of.topic, edit_of.number, edit_of.post_id,
                        edit_of.version + 1, edit_of.private, raw)
        created = at or now
        post.update(id=sent.post_id, username=sent.user, name=sent.user,
                    display_username=sent.user, raw=raw,
                    cooked=f"<p>{html.escape(raw[:300], quote=False)}</p>",
                    topic_id=sent.topic, post_number=sent.number, version=sent.version,
                    reply_to_post_number=reply_to, created_at=_iso(created),
                    updated_at=_iso(now if edit_of else created),
                    staff=False, admin=False, moderator=False,
                    user_id=int.from_bytes(sent.user.encode("utf-8", "replace")[:3] or b"0"),
                    topic_posts_count=sent.number, topic_filtered_posts_count=sent.number)
        return {"post": post}, sent

    def _encode(self, body: Any) -> bytes:
        return json.dumps(body, ensure_ascii=self.rng.random() < 0.5,
                          separators=(",", ":")).encode("utf-8", "surrogatepass")

    def say(self, user: str, topic: int, raw: str, private: bool,
            reply_to: int | None = None) -> None:
        """Set-up: a valid post, delivered and handled; it must be recorded."""
        body, sent = self._post(user, topic, raw, private, reply_to=reply_to)
        data = self._encode(body)
        item = Input("set-up", data, self._headers(data))
        code, outcome = self._deliver(item)
        if (code, outcome) != (200, "recorded"):
            raise RuntimeError(f"set-up post refused: {code} {outcome} {raw!r}")
        self.expected["inbound"] += 1
        self.expected["deliveries"] += 1
        self.recent.append(sent)
        self.settle()

    def settle(self) -> None:
        """The worker handles what is recorded; topics the bot would open get their ids."""
        while self.master.process_pending(self.forum):
            pass
        with self.db.unit() as session:
            for topic in session.scalars(select(TopicRow).where(
                    TopicRow.discourse_id.is_(None)).order_by(TopicRow.id)):
                self.next_topic += 1
                topic.discourse_id = self.next_topic
            self.topic_games = {
                int(t.discourse_id): (t.game_id, t.role)
                for t in session.scalars(select(TopicRow)) if t.discourse_id is not None}

    # ----------------------------------------------------------------- set-up

    def topic(self, game_id: int, role: str, owner: str = "") -> int:
        """The forum id of a game's topic (`game`), GM desk (`gm`) or a player's desk."""
        with self.db.unit() as session:
            found = session.scalar(select(TopicRow.discourse_id).where(
                TopicRow.game_id == game_id, TopicRow.role == role,
                func.lower(TopicRow.owner) == owner.lower()))
        if found is None:
            raise LookupError(f"game {game_id}: no {role} topic for {owner!r}")
        return int(found)

    def create(self, gm: str, text: str) -> int | None:
        """`gm` writes `text` to the bot in a new private conversation: the id of the game
        it created, None when it created none."""
        with self.db.unit() as session:
            before = session.scalar(select(func.max(GameRow.id))) or 0
        self.next_dm += 1
        self.say(gm, self.next_dm, text, private=True)
        with self.db.unit() as session:
            game_id = session.scalar(select(func.max(GameRow.id))) or 0
        return int(game_id) if game_id > before else None

    def _set_up(self) -> None:
        for kind in ("mud", "indixo", "arena", "highway", "highway-discobot"):
            self.tables.append(self.set_up_table(kind))
        self._between_batches(check=False)

    def set_up_table(self, kind: str) -> Table:
        """A game of `kind` created, joined and started through the forum."""
        joins = [("je participe !", "fr"), ("join", "en"), ("участвую", "ru"),
                 ("Je participe, bonne chance !", "fr"), ("join!", "en")]
        if kind == "mud":
            gm, players = "maitre", ["anna", "boris", "dima", "Chloe"]
            game_id = self.create(gm, 'nouvelle partie mud "Boue" map=grid:6x6 turns=40 '
                                       'review=auto')
            start = "commencer"
        elif kind == "indixo":
            gm, players = "hote", ["ana", "bea", "carl", "dan", "vika"]
            game_id = self.create(gm, "nouvelle partie indixo \"Le manoir\" review=auto\n"
                                       "pièces = Cuisine, Salon, Chambre, Cour, Bain\n"
                                       "armes = Couteau, Oreiller, Chaise, Pelle, Seau\n"
                                       "portes = Cuisine - Salon, Salon - Chambre, Chambre - "
                                       "Cour, Cour - Bain, Bain - Cuisine, Salon - Cour")
            start = "commencer la partie"
        elif kind == "arena":
            gm, players = "arbitre", ["ana", "bob", "carl", "dina"]
            game_id = self.create(gm, 'nouvelle partie arena "Arène" minimum=0 review=auto')
            start = "commencer"
        elif kind == "highway":
            gm, players = "vedushchiy", ["ivan", "olga", "petr", "nina"]
            game_id = self.create(gm, 'новая игра highway "Романтики" фонд=1000')
            joins = [("участвую", "ru")] * 3 + [("join", "en")]
            start = "начать"
        else:
            gm, players = "sage", ["anna", "boris", "carl", "dina"]
            game_id = self.create(gm, 'new game highway "Road" source=discobot '
                                       'prize_fund=600')
            joins = [("join", "en")] * 3 + [("je participe", "fr")]
            start = "start"
        if game_id is None:
            raise RuntimeError(f"the {kind} game was not created")
        public = self.topic(game_id, "game")
        gm_desk = self.topic(game_id, "gm", gm)
        if kind == "arena":
            spreads = ["attaque 1, défense 3, tir 4, bouclier 4",
                       "attaque 3, défense 3, tir 3, bouclier 3",
                       "attaque 6, défense 6, tir 0, bouclier 0",
                       "attaque 2, défense 4, tir 3, bouclier 3"]
            for index, (player, spread) in enumerate(zip(players, spreads, strict=True)):
                clan = "Loups" if index < 2 else "Ours"
                words = (f"Je suis chef de guerre du clan des {clan} !" if index % 2 == 0
                         else f"je rejoins les {clan}, pour la gloire")
                self.say(player, public, words, private=False)
                try:  # asked for a spread, unless the roster has one from an earlier arena
                    desk = self.topic(game_id, "player", player)
                except LookupError:
                    continue
                self.say(player, desk, spread, private=True)
        else:
            for index, player in enumerate(players):
                self.say(player, public, joins[index % len(joins)][0], private=False)
        self.say(gm, gm_desk, start, private=True)
        if kind == "arena":
            for chief in ("ana", "carl"):
                self.say(chief, self.topic(game_id, "player", chief), "tous en zone 1",
                         private=True)
        if kind == "highway-discobot":
            for _ in range(2):
                self.say(gm, gm_desk, "@discobot roll 20d120", private=True)
                asked = self.recent[-1]
                dice = ", ".join(str(self.rng.randint(1, 120)) for _ in range(20))
                self.say("discobot", gm_desk, f"> :game_die: {dice}", private=True,
                         reply_to=asked.number)
        with self.db.unit() as session:
            game = session.get(GameRow, game_id)
            assert game is not None
            status = game.status
            desks = {t.owner: int(t.discourse_id) for t in session.scalars(select(
                TopicRow).where(TopicRow.game_id == game_id, TopicRow.role == "player"))
                if t.discourse_id is not None}
        if status != "running":
            raise RuntimeError(f"{kind} game {game_id} did not start: {status}")
        return Table(game_id, kind.split("-")[0], gm, players, public, gm_desk, desks)

    # ----------------------------------------------------------------- generated inputs

    def _signed(self, kind: str, body: bytes, sent: Sent | None = None,
                event: str = "post_created") -> Input:
        return Input(kind, body, self._headers(body, event), sent=sent)

    def _when(self) -> datetime | None:
        """Mostly now; now and then a send time far off (Discourse's clock is trusted)."""
        roll = self.rng.random()
        if roll < 0.97:
            return None
        return self.rng.choice([datetime(1, 1, 1, tzinfo=UTC), datetime(1970, 1, 1, tzinfo=UTC),
                                datetime(9999, 12, 31, 23, 59, tzinfo=UTC),
                                self.clock.now() - timedelta(days=400),
                                self.clock.now() + timedelta(days=3)])

    def _make_game_post(self) -> Input:
        table = self.rng.choice(self.tables)
        names = table.players + [table.gm]
        raw = self.writer.text(table.kind, names)
        roll = self.rng.random()
        private = True
        aimed = self._aim(table) if roll < 0.4 else None
        if aimed is not None:
            user, topic, private, raw = aimed
        elif roll < 0.65 and table.desks:
            user = self.rng.choice(sorted(table.desks))
            topic = table.desks[user]
        elif roll < 0.85:
            user, topic, private = self.rng.choice(table.players), table.public, False
        elif roll < 0.9:
            user, topic, private = self.rng.choice(OUTSIDERS[:2] + ["zorro", "lea", "sasha",
                                                                   "ANNA", table.gm]), \
                table.public, False
        elif roll < 0.93 and table.desks:
            user = self.rng.choice(OUTSIDERS + table.players)
            topic = self.rng.choice(sorted(table.desks.values()))
        elif roll < 0.97:
            user, topic = self.rng.choice(table.players + OUTSIDERS), table.gm_desk
        else:
            user, topic = table.gm, table.gm_desk
            raw = self.writer.sprinkle(self.rng.choice(GM_READS))
        body, sent = self._post(user, topic, raw, private, at=self._when())
        return self._signed("game post", self._encode(body), sent)

    def _aim(self, table: Table) -> tuple[str, int, bool, str] | None:
        """A post where an open step listens, by a player it awaits, written for it."""
        state = self.states.get(table.id, (0, None))[1]
        rules = registry.get(table.kind)
        if state is None or rules is None:
            return None
        steps = [s for s in rules.steps(state) if s.channel in ("desk", "topic")
                 and any(a in table.players for a in s.awaited)]
        if not steps:
            return None
        step = self.rng.choice(steps)
        user = self.rng.choice([a for a in step.awaited if a in table.players])
        raw = self.writer.aimed(table.kind, step.key, table.players + [table.gm])
        if step.channel == "desk" and user in table.desks:
            return user, table.desks[user], True, raw
        return user, table.public, False, raw

    def _make_gm_command(self) -> Input:
        """The GM's words in the GM desk: every command but those that end the game or
        change who plays, with hostile arguments (durations, dates, numbers, orders)."""
        table = self.rng.choice(self.tables)
        body, sent = self._post(table.gm, table.gm_desk, self._gm_text(table), True)
        return self._signed("gm command", self._encode(body), sent)

    def _gm_text(self, table: Table) -> str:
        who = self.rng.choice(table.players + ["zorro", "@", "gamemaster"])
        number = self.rng.choice(NUMBERS + ["³", "٣", "𝟑", "½", "9" * 4400])
        unit = self.rng.choice(UNITS)
        date = self.rng.choice(DATES)
        field_name = self.rng.choice(["position", "points", "times_hit", "place", "очки",
                                      "touche", "zone", "x"])
        value = self.rng.choice([number, self.rng.choice(["C3", "Z9", "a1", "B2"]), ""])
        order = self.writer.aimed(table.kind, "", table.players)
        command, rest = self.rng.choice([
            (self.rng.choice(GM_READS), ""),
            ("registre", f"@{who}"), ("registre", f"@{who} attaque {number}, tir {number}"),
            ("roster", f"{who} attack {number}"), ("реестр", f"@{who} атака {number}"),
            ("prolonger", f"{number} {unit}"), ("extend", f"{number} {unit}"),
            ("продлить", f"на {number} {unit}"), ("prolonger", f"de {number}h{number}"),
            ("échéance", date), ("deadline", date), ("срок", date),
            ("pause", ""), ("reprendre", ""), ("пауза", ""), ("продолжить", ""),
            ("passer", f"@{who}"), ("skip", who), ("пропустить", f"@{who}"),
            ("clore", ""), ("close", ""), ("закрыть", ""),
            ("ordre de", f"@{who} : {order}"), ("order of", f"@{who}: {order}"),
            ("приказ", f"@{who}: {order}"), ("supprimer", f"l'ordre de @{who}"),
            ("withdraw", f"the order of @{who}"),
            ("set", f"{who} {field_name} {value}"), ("fixer", f"@{who} points {number}"),
            ("установить", f"{who} очки {number}"), ("co-mj", "@assistant"),
            ("ok", ""), ("refaire", ""), ("non", ""), ("valider", "s'il te plaît"),
        ])
        if rest and self.rng.random() < 0.3:
            rest = self.writer.sprinkle(rest)
        return f"{command} {rest}".strip()

    def _make_edit(self) -> Input:
        if not self.recent:
            return self._make_game_post()
        earlier = self.rng.choice(self.recent[-300:])
        table = next((t for t in self.tables if earlier.topic in
                      (t.public, *t.desks.values())), self.rng.choice(self.tables))
        raw = self.writer.text(table.kind, table.players)
        body, sent = self._post(earlier.user, earlier.topic, raw, earlier.private,
                                edit_of=earlier)
        return self._signed("edit", self._encode(body), sent, event="post_edited")

    def _make_discobot(self) -> Input:
        table = self.rng.choice([t for t in self.tables if t.kind == "highway"]
                                or self.tables)
        topics = {table.public, table.gm_desk, *table.desks.values()}
        asked = [s for s in self.recent[-400:] if s.topic in topics] or self.recent
        post = self.rng.choice(asked)
        count = self.rng.choice([0, 1, 2, 3, 20, 21, 40])
        dice = [str(self.rng.choice([self.rng.randint(1, 6), self.rng.randint(1, 120), 0,
                                     -1, 121, 10**30, "x", "٣", "3.0"])) for _ in range(count)]
        raw = self.rng.choice([
            "> :game_die: " + ", ".join(dice),
            ":game_die: " + " ".join(dice),
            "> :game_die: " + ", ".join(dice) + "\n> :game_die: " + ", ".join(dice),
            "Je n'ai pas assez de dés pour ça.",
            "> " + ", ".join(dice),
            self.writer.garbled("highway", table.players),
        ])
        body, sent = self._post("discobot", post.topic, raw, post.private,
                                reply_to=self.rng.choice([post.number, post.number, 1, 10**6]))
        return self._signed("discobot", self._encode(body), sent)

    def _make_direct_message(self) -> Input:
        self.next_dm += 1
        user = self.rng.choice(["maitre", "hote", "zorro", "anna", "Élodie", "sage"])
        if self.rng.random() < 0.6:
            raw = self._new_game_text()
        else:
            raw = self.writer.text(self.rng.choice(["mud", "indixo", "arena", "highway"]),
                                   ["anna", "boris"])
        body, sent = self._post(user, self.next_dm, raw, True)
        return self._signed("direct message", self._encode(body), sent)

    def _new_game_text(self) -> str:
        if self.rng.random() < 0.5:
            return self._new_game_near_valid()
        word = self.rng.choice(["nouvelle partie", "new game", "новая игра", "créer partie",
                                "NEW GAME", "nouvelle  partie"])
        kind = self.rng.choice(registry.ids() + ["chess", "", "MUD", "арена", "mud2"])
        title = self.rng.choice(['"Boue"', "'Guerre'", '"' + "t" * 400 + '"', '"sans fin',
                                 "", '""', '"\u202eesrever"', "«Дуэль»"])
        keys = ["map", "turns", "review", "remind", "seed", "schedule", "timezone", "fog",
                "rooms", "weapons", "doors", "budget", "minimum", "maximum", "max_chiefs",
                "prize_fund", "фонд", "source", "reply_window_minutes", "tie", "x", "",
                "pièces", "armes", "night_hours", "carte"]
        values = ["9" * 5000, "-" + "9" * 4400, "1" + "0" * 400 + ".5", "grid:6x6",
                  "grid:26x99", "grid:27x99", "grid:0x0", "grid:-1x5",
                  "grid:99999999999x9", "grid:" + "9" * 5000 + "x2", "vaubrune", "1", "0", "-5",
                  "99", "100", "1e9", "9" * 50, "nan", "inf", "on", "off", "auto", "gm",
                  "0.0001", "Europe/Paris", "Mars/Olympus", "0 22 2-30/2 * *", "* * * * * *",
                  "61 25 * * *", "[]", '["a"]', "{", "discobot", "bot", "", "'", '"',
                  "\x00"]
        settings = " ".join(f"{self.rng.choice(keys)}={self.rng.choice(values)}"
                            for _ in range(self.rng.randint(0, 6)))
        lines = ""
        if self.rng.random() < 0.3:
            rooms = ", ".join(self.rng.choice(["Cuisine", "Salon", "", "x" * 300, "Кухня",
                                               "Cour", "Cour", "🛁"])
                              for _ in range(self.rng.randint(0, 30)))
            lines = f"\npièces = {rooms}\narmes = {rooms}\nportes = Cuisine - Nulle part"
        return f"{word} {kind} {title} {settings}{lines}"

    def _new_game_near_valid(self) -> str:
        """A creation a GM could write, but for one setting with a hostile value: the game
        is made, then started and left to its clock between batches."""
        kind = self.rng.choice(registry.ids())
        rules = registry.get(kind)
        assert rules is not None
        known = [k for k, v in rules.defaults.items() if isinstance(v, int | float)
                 and not isinstance(v, bool)] + ["review", "remind"]
        key = self.rng.choice(known)
        value = self.rng.choice(["99999999", "999999999999999999", "1000000.5", "0.0001",
                                 "-1", "0", "8760", "8761", "525600", "2147483648", "1e9",
                                 "99999999999.5", "0.5", "100000000000000000000.5"])
        base = {"mud": "map=grid:6x6 turns=3", "arena": "minimum=0"}.get(kind, "")
        # (any other installed game, a package's: Forum Mafia, with its defaults)
        word = self.rng.choice(["nouvelle partie", "new game", "новая игра"])
        return f'{word} {kind} "Réglée" {base} {key}={value}'

    def _make_mutated(self) -> Input:
        index = self.rng.randrange(len(self.captured))
        body = self.mutator.mutate(self.captured[index])
        data = self.mutator.encode(body)
        return self._signed("mutated", data)

    def _make_garbage_body(self) -> Input:
        return self._signed("garbage body", self.mutator.raw_body())

    def _valid_body(self) -> bytes:
        """A valid post for a refused input (forged, unsigned, another forum, another
        event): its post id is noted, and no recorded post may ever hold it."""
        table = self.rng.choice(self.tables)
        body, sent = self._post(self.rng.choice(table.players), table.public,
                                self.writer.text(table.kind, table.players), False)
        self.never_recorded.append(sent.post_id)
        return self._encode(body)

    def _make_other_event(self) -> Input:
        data = self._valid_body() if self.rng.random() < 0.8 else self.mutator.raw_body()
        event = self.rng.choice(
            [e for e in self.events if e not in HANDLED_EVENTS]
            + ["", "ping", "POST_CREATED", "post_created ", " post_edited", "post",
               "post_created\u200b", "pöst_créé", "x" * 500, "post_destroyed "])
        item = self._signed("other event", data)
        item.headers["x-discourse-event"] = event
        if self.rng.random() < 0.1:
            del item.headers["x-discourse-event"]
        return item

    def _make_other_forum(self) -> Input:
        data = self._valid_body()
        instance = self.rng.choice(["http://evil.a", "", "https://forum.a", "HTTP://FORUM.A",
                                    "http://forum.a.evil", "http://forum.a/x", "forum.a",
                                    "http://forum.a\u200b", "http://forüm.a"])
        item = Input("other forum", data, self._headers(data, instance=instance),
                     refused=True)
        if self.rng.random() < 0.2:
            del item.headers["x-discourse-instance"]
        return item

    def _make_forged(self) -> Input:
        data = self._valid_body() if self.rng.random() < 0.7 else self.mutator.encode(
            self.mutator.mutate(self.rng.choice(self.captured)))
        right = hmac.new(SECRET.encode(), data, hashlib.sha256).hexdigest()
        other = hmac.new(b"not-the-secret", data, hashlib.sha256).hexdigest()
        signature = self.rng.choice([
            "sha256=" + other, "sha256=" + right[:-1], "sha256=" + right[:-1] + "0"
            if right[-1] != "0" else "sha256=" + right[:-1] + "1",
            "sha1=" + right, "SHA256=" + right, "sha256:" + right, right, "sha256=",
            "sha256=" + "0" * 64, "sha256=" + "g" * 64, "sha256=" + right + "00",
            "sha256=" + right[::-1], "sha256=é" + right[1:], "sha256=" + "\u20ac" * 64,
            "sha256=" + "ab" * 5000, " sha256=" + other, "sha256=" + right.encode().hex(),
            "sha256=\u0660" + right[1:], "sha256=" + right[:32],
        ])
        item = Input("forged", data, self._headers(data, signed=False), refused=True)
        item.headers["X-Discourse-Event-Signature"] = signature
        if self.rng.random() < 0.2:  # a right signature of other bytes than those sent
            item.headers["X-Discourse-Event-Signature"] = "sha256=" + right
            item.body = data + b" "
        return item

    def _make_unsigned(self) -> Input:
        data = self._valid_body() if self.rng.random() < 0.7 else self.mutator.raw_body()
        return Input("unsigned", data, self._headers(data, signed=False), refused=True)

    def _make_replay(self) -> Input:
        if not self.replays:
            return self._make_mutated()
        first, code, outcome = self.rng.choice(self.replays)
        headers = dict(first.headers)
        if self.rng.random() < 0.5:  # Discourse gives every retry a new event id
            headers["x-discourse-event-id"] = str(self.rng.randint(1, 10**6))
        return Input("replay", first.body, headers, refused=first.refused,
                     expect=(code, outcome))

    # ----------------------------------------------------------------- checks

    def _fingerprint(self) -> tuple[Any, ...]:
        """What a delivery may change: the fuzzed games (version, status) and the highest
        ids of games, orders, messages and recorded posts."""
        with self.db.unit() as session:
            games = tuple(session.execute(select(GameRow.id, GameRow.version, GameRow.status)
                                          .where(GameRow.id.in_([t.id for t in self.tables]))
                                          .order_by(GameRow.id)).all())
            highest = session.execute(select(
                select(func.max(GameRow.id)).scalar_subquery(),
                select(func.max(OrderRow.id)).scalar_subquery(),
                select(func.max(OutboxRow.id)).scalar_subquery(),
                select(func.max(InboundRow.id)).scalar_subquery())).one()
        return (tuple(tuple(g) for g in games), *(value or 0 for value in highest))

    def _state(self, game_id: int) -> tuple[int, dict[str, Any] | None]:
        with self.db.unit() as session:
            game = session.get(GameRow, game_id)
            assert game is not None
            return game.version, game.state

    def _handle(self, item: Input) -> None:
        """The worker handles the post just recorded; what changed must come from it."""
        before = self.mark
        handled = 0
        try:  # one call handles every pending post (the forum answers at once)
            handled = self.master.process_pending(self.forum)
        except Exception as exc:  # process_pending must catch everything itself
            self.report.crashes += 1
            self.report.problem(f"{item.kind}: the worker raised {exc!r}")
        self.report.handled += handled
        after = self._fingerprint()
        self.mark = after
        if item.sent is not None:
            self.recent.append(item.sent)
            if len(self.recent) > 2000:
                del self.recent[:1000]
        with self.db.unit() as session:
            row = session.scalar(select(InboundRow).order_by(InboundRow.id.desc()).limit(1))
            assert row is not None
            session.expunge(row)
            new_orders = list(session.scalars(select(OrderRow).where(
                OrderRow.id > before[2]).order_by(OrderRow.id)))
            for order in new_orders:
                session.expunge(order)
        if row.status not in ("done", "ignored"):
            self.report.problem(f"{item.kind}: post {row.id} left {row.status}: {row.note[:300]}"
                                f" text {row.raw[:200]!r}")
            if row.status == "failed":
                self.report.crashes += 1
        where = self.topic_games.get(row.topic_id)
        target = where[0] if where else None
        if after[1] > before[1]:  # a new game: only a private message to the bot makes one
            created = after[1] - before[1]
            self.report.games_created += created
            if row.topic_id in self.topic_games or commands.new_game(own_words(row.raw)) is None:
                self.report.problem(f"{item.kind}: a game created by {row.raw[:200]!r}")
        versions = {g[0]: g[1:] for g in before[0]}
        for game_id, version, status in after[0]:
            if (version, status) == versions.get(game_id):
                continue
            mine = [o for o in new_orders if o.game_id == game_id]
            if game_id == target and item.kind == "gm command":
                continue  # the GM's commands may move their game (checked: no crash)
            if game_id != target:
                self.report.problem(f"{item.kind}: game {game_id} changed by a post in topic "
                                    f"{row.topic_id}: {row.raw[:200]!r}")
            elif not mine and not self._player_word(row):
                self.report.problem(f"{item.kind}: game {game_id} changed with no order "
                                    f"taken, by {row.username}: {row.raw[:300]!r}")
        for order in new_orders:
            self.report.orders += 1
            self.report.orders_by_game[next((t.kind for t in self.tables
                                             if t.id == order.game_id), "other")] += 1
            if order.game_id != target:
                self.report.problem(f"{item.kind}: order {order.id} stored in game "
                                    f"{order.game_id} from topic {row.topic_id}")
                continue
            if item.kind == "gm command":
                continue  # an order the GM set (`ordre de @boris : ...`), not the post's
            problem = self._reread(order, row)
            if problem:
                self.report.problem(f"{item.kind}: order {order.kind} {order.params} of "
                                    f"{order.actor}: {problem}; text {row.raw[:300]!r}")
        if len(new_orders) > 1 and item.kind != "gm command":
            self.report.problem(f"{item.kind}: {len(new_orders)} orders from one post")
        for game_id, version, _status in after[0]:
            if self.states.get(game_id, (None,))[0] != version:
                self.states[game_id] = self._state(game_id)

    def _player_word(self, row: InboundRow) -> bool:
        """Whether a post is a player's word to the bridge (an absence, a stand-in, help)
        that may move a game without an order (an absent player is no longer awaited)."""
        text = own_words(row.raw)
        if commands.stand_in(text) is not None or moments.absence(
                text, "Europe/Paris", self.clock.now()) is not None:
            self.report.player_words += 1
            return True
        return False

    def _reread(self, order: OrderRow, row: InboundRow) -> str:
        """Read the post again over the state before it: the stored order must be what
        the game's reader and checks give, for an actor the step awaited ("" when so)."""
        table = next((t for t in self.tables if t.id == order.game_id), None)
        cached = self.states.get(order.game_id)
        if table is None or cached is None or cached[1] is None:
            return "an order in a game the fuzzer did not follow"
        state = cached[1]
        rules = registry.get(table.kind)
        assert rules is not None
        role = self.topic_games.get(row.topic_id, (0, ""))[1]
        channel = "discobot" if row.username.lower() == "discobot" else (
            "topic" if role == "game" else "desk")
        asked = ""
        with self.db.unit() as session:
            if channel == "discobot":
                question = session.scalar(select(InboundRow).where(
                    InboundRow.topic_id == row.topic_id,
                    InboundRow.post_number == row.reply_to_post_number,
                ).order_by(InboundRow.version.desc()).limit(1))
                asked = own_words(question.raw) if question is not None else ""
            player = session.scalar(select(PlayerRow).where(
                PlayerRow.game_id == order.game_id, PlayerRow.username == order.speaker))
            language = player.language if player is not None else (
                session.get(GameRow, order.game_id).language)  # type: ignore[union-attr]
            earlier = list(session.scalars(select(OrderRow).where(
                OrderRow.game_id == order.game_id, OrderRow.step_key == order.step_key,
                OrderRow.id < order.id).order_by(OrderRow.sent_at, OrderRow.post_id,
                                                 OrderRow.id)))
        latest = {o.actor: o for o in earlier}
        in_force: dict[str, Submitted] = {a: submitted(o) for a, o in latest.items()
                                          if o.kind != WITHDRAWN}
        text = row.raw if channel == "discobot" else own_words(row.raw)
        ctx = Context(speaker=order.speaker, channel=channel, language=language,
                      sent_at=row.sent_at, post_id=row.post_id, step=order.step_key,
                      asked=asked)
        if confirms(text):  # "oui" after a doubted echo: the doubted order, confirmed
            doubted = latest.get(order.actor)
            if doubted is not None and doubted.doubt and (doubted.kind, doubted.params) == (
                    order.kind, order.params) and not order.doubt:
                return ""
        step = next((s for s in rules.steps(state) if s.key == order.step_key), None)
        if step is None:
            return f"step {order.step_key} was not open"
        reading = rules.parse(state, ctx, text)
        if isinstance(reading, Rejection):
            return f"the reader refuses the post: {reading.code}"
        verdict = rules.accept(state, ctx, reading, in_force)
        if isinstance(verdict, Rejection):
            return f"the game refuses the order: {verdict.code}"
        expected = json.loads(json.dumps([verdict.actor, verdict.order.kind,
                                          verdict.order.params, verdict.order.doubt]))
        stored = [order.actor, order.kind, order.params, order.doubt]
        if expected != stored:
            return f"read again as {expected}"
        if order.actor not in step.awaited and order.actor != GM:
            return f"{order.actor} was not awaited in {step.key}"
        return ""

    def _between_batches(self, check: bool = True) -> None:
        """The refused inputs stored nothing; time passes, deadlines resolve; a game that
        ended is set up again."""
        report = self.report
        if check:
            while self.master.process_pending(self.forum):  # anything a refusal stored
                pass
            now = self._fingerprint()
            if now != self.mark:
                report.problem(f"refused inputs changed something: {self.mark[1:]} -> "
                               f"{now[1:]}")
            with self.db.unit() as session:
                inbound = session.scalar(select(func.count()).select_from(InboundRow))
                deliveries = session.scalar(select(func.count()).select_from(DeliveryRow))
            if (inbound, deliveries) != (self.expected["inbound"], self.expected["deliveries"]):
                report.problem(f"stored {inbound} posts and {deliveries} deliveries, the "
                               f"answers said {self.expected['inbound']} and "
                               f"{self.expected['deliveries']}")
                self.expected["inbound"], self.expected["deliveries"] = inbound, deliveries
        self.settle()
        for game_id in self._created_since(self.mark[1] if self.mark else 0)[:2]:
            self._play_created(game_id)
        self.tick(timedelta(minutes=20))
        for index, table in enumerate(self.tables):
            with self.db.unit() as session:
                status = session.scalar(select(GameRow.status).where(GameRow.id == table.id))
                table.desks = {t.owner: int(t.discourse_id) for t in session.scalars(select(
                    TopicRow).where(TopicRow.game_id == table.id, TopicRow.role == "player"))
                    if t.discourse_id is not None}
            if status in ("running", "review") and self._paused(table.id):
                self.say(table.gm, table.gm_desk, "reprendre", private=True)
            if status not in ("running", "review"):
                kind = "highway-discobot" if table.gm == "sage" else table.kind
                self.tables[index] = self.set_up_table(kind)
                report.renewed += 1
        self.mark = self._fingerprint()
        self.states = {t.id: self._state(t.id) for t in self.tables}

    def tick(self, by: timedelta) -> None:
        """Time passes: due deadlines resolve, drafts publish, reminders go; a resolution
        that fails (the worker logs it and goes on) or a tick that raises is a crash."""
        self.clock.set(self.clock.now() + by)
        crashed = len(self.crash_log.records)
        for _ in range(20):
            try:
                moved = self.master.run_due()
            except Exception as exc:  # one game's tick must never stop the others
                self.report.crashes += 1
                self.report.problem(f"run_due raised {exc!r}")
                break
            self.report.resolutions += moved
            if not moved:
                break
        failures = [r for r in self.crash_log.records[crashed:]
                    if "resolution failed" in r.getMessage()]
        if failures:
            self.report.crashes += len(failures)
            first = failures[0].exc_info[1] if failures[0].exc_info else None
            self.report.problem(f"a resolution failed: {first!r}")

    def _created_since(self, highest: int) -> list[int]:
        """Games that direct messages created (in sign-up) with ids above `highest`."""
        with self.db.unit() as session:
            return list(session.scalars(select(GameRow.id).where(
                GameRow.id > highest, GameRow.status == "signup").order_by(GameRow.id)))

    def _play_created(self, game_id: int) -> None:
        """A game made with fuzzed settings is joined, started, left to its deadlines for
        a while, then cancelled: its settings must not break the start or the clock."""
        with self.db.unit() as session:
            game = session.get(GameRow, game_id)
            assert game is not None
            kind, gm = game.kind, game.gm
        rules = registry.get(kind)
        assert rules is not None
        public = self.topic(game_id, "game")
        gm_desk = self.topic(game_id, "gm", gm)
        players = ["anna", "boris", "carl", "dina", "emil", "fanny"][:max(2, rules.min_players)]
        for index, player in enumerate(players):
            words = "je participe" if kind != "arena" else (
                f"Je suis chef de guerre du clan des C{index} !" if index % 2 == 0
                else f"je rejoins les C{index - 1}")
            self.say(player, public, words, private=False)
        self.say(gm, gm_desk, "commencer", private=True)
        for hours in (1, 6, 30, 60):
            self.tick(timedelta(hours=hours))
        self.say(gm, gm_desk, "annuler la partie", private=True)
        self.say(gm, gm_desk, "oui, annuler la partie", private=True)

    def _paused(self, game_id: int) -> bool:
        with self.db.unit() as session:
            steps = session.scalar(select(GameRow.steps).where(GameRow.id == game_id))
        return bool((steps or {}).get("paused_at"))

    def _finish(self) -> None:
        """Nothing left pending; every failed post counted."""
        self._between_batches()
        with self.db.unit() as session:
            pending = session.scalar(select(func.count()).select_from(InboundRow).where(
                InboundRow.status == "pending"))
            failed = list(session.scalars(select(InboundRow).where(
                InboundRow.status == "failed").limit(5)))
            failed_count = session.scalar(select(func.count()).select_from(InboundRow).where(
                InboundRow.status == "failed"))
            stored = sum(session.scalar(select(func.count()).select_from(InboundRow).where(
                InboundRow.post_id.in_(self.never_recorded[i:i + 500]))) or 0
                for i in range(0, len(self.never_recorded), 500))
        if stored:
            self.report.problem(f"{stored} posts of refused deliveries were stored")
        self.report.pending = int(pending or 0)
        if pending:
            self.report.problem(f"{pending} posts still pending at the end")
        if failed_count and failed_count > self.report.crashes:
            self.report.crashes = int(failed_count)
        for row in failed:
            self.report.problem(f"failed post {row.id}: {row.note[:300]} text {row.raw[:200]!r}")
        escaped = [r for r in self.crash_log.records if r.name.startswith(("flask", "werkzeug"))
                   or "Exception on" in r.getMessage()]
        for record in escaped[:5]:
            self.report.problem(f"the app logged: {record.getMessage()} "
                                f"{record.exc_info[1]!r}" if record.exc_info else "")
