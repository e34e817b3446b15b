"""Benchmarks that print figures (`make bench`): no pass/fail, just numbers to compare.

- webhook receiver: signed deliveries per second and latency, in-process (Flask test client);
- order handling: recorded posts turned into stored, acknowledged orders per second;
- resolution: one mud turn with 26 players on a 10x10 grid, and its board picture;
- the order reader: messages per second;
- the forum API budget: calls the bot makes to start a game and to publish one turn, through
  the sandbox forum (Discourse allows 60 admin API calls a minute for the whole site);
- memory: peak Python allocations while handling 500 orders and resolving a turn;
- ingest under gunicorn (2 workers, 8 clients, 3,000 deliveries): the real receiver against a
  bare signature check, on SQLite and, when it answers, PostgreSQL (`benchmarks/ingest.py`);
- INDIXO: one night of 11 players resolved (rooms, then actions and the morning), and the
  1,000-game secrecy property run (tests/rules/test_indixo_secrecy.py, run as pytest runs it);
- the clan arena: a round with 36 warriors in combat (4 clans of 9) resolved, the defenders'
  choices it waits for included;
- live answers (`benchmarks/live.py`): from a webhook's arrival to the bot's answer on the
  sandbox forum, p50 and p95 over 200 moves of a live game (Highway Romantics when it is
  registered, and the mud fight), the worker woken by the in-process wake-up;
- bad input at volume (`tests/fuzz/fuzzer.py`): 100,000 generated webhook bodies and post
  texts through the receiver and the worker, with what came of them (never a 500 or a crash);
- forum API calls per turn of each game against the lower bound, and 50 games at one
  deadline under 60 calls a minute (`benchmarks/api_calls.py`);
- deadlines at scale: 1,000 active games in one worker on PostgreSQL
  (`benchmarks/deadlines.py`): lag p50/p99/worst, memory, one tick;
- the crash harness (`tests/crash/harness.py`): kill -9 during whole games of each kind with
  the forum failing, on PostgreSQL: kills, orders and messages lost, posts twice.

Figures that other tools compare are also written to `bench-results.json` at the top of the
checkout (merged into what is there), and printed at the end as one table (`SUMMARY`).

Run one or some:  .venv/bin/python benchmarks/bench.py live arena_round
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bridge.clock import FakeClock
from bridge.config import Config
from bridge.db import Database, TopicRow
from bridge.intake.app import create_app
from bridge.intake.inbound import IncomingPost
from bridge.intake.service import GameMaster
from bridge.tools.stack import Stack
from rules import registry
from rules.arena import GAME as ARENA
from rules.arena import state as arena_state
from rules.base import GM, Order, Submitted
from rules.chance import Chance
from rules.indixo import GAME as INDIXO
from rules.mud import GAME
from rules.mud.maps import load
from rules.mud.orders import read_order
from rules.reader import own_words

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench-results.json"
SECRET = "bench-secret"
START = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


def _line(name: str, value: float, unit: str, extra: str = "") -> None:
    print(f"{name:<50} {value:>12,.1f} {unit:<12} {extra}")


def bench_webhooks(tmp: Path, count: int = 500) -> None:
    """Signed deliveries through the real receiver (signature, dedup, record)."""
    db = Database(f"sqlite:///{tmp / 'hooks.sqlite3'}")
    db.create_all()
    master = GameMaster(db, Config(webhook_secret=SECRET), FakeClock(START).now)
    client = create_app(master=master).test_client()
    timings = []
    for i in range(count):
        body = json.dumps({"post": {
            "id": 1000 + i, "topic_id": 5, "post_number": i + 1, "username": f"u{i % 20}",
            "raw": "je lance sur boris 3", "version": 1, "post_type": 1,
            "created_at": "2026-12-01T09:00:00.000Z", "topic_archetype": "private_message"}},
            separators=(",", ":")).encode()
        headers = {"X-Discourse-Event": "post_created", "X-Discourse-Event-Id": str(i),
                   "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                       SECRET.encode(), body, hashlib.sha256).hexdigest()}
        began = time.perf_counter()
        answer = client.post("/webhooks/discourse", data=body, headers=headers)
        timings.append(time.perf_counter() - began)
        assert answer.status_code == 200
    total = sum(timings)
    _line("webhook deliveries (SQLite)", count / total, "per second",
          f"p50 {statistics.median(timings) * 1000:.1f} ms, "
          f"p95 {sorted(timings)[int(count * 0.95)] * 1000:.1f} ms")


def _running_game(master: GameMaster, players: list[str]) -> int:
    with master.db.unit() as session:
        game = master.create_game(session, "gm", "mud", "Bench", "fr",
                                  {"map": "grid:10x10", "turns": 10, "review": "auto"})
        for index, name in enumerate(players):
            from bridge.db import PlayerRow

            session.add(PlayerRow(game_id=game.id, username=name, language="fr",
                                  joined_at=START, post_id=index))
        session.flush()
        master.start(session, game)
        for index, topic in enumerate(session.query(TopicRow).filter_by(game_id=game.id)):
            topic.discourse_id = 100 + index
        return game.id


def bench_orders(tmp: Path, count: int = 500) -> None:
    """Recorded desk posts -> parsed, checked, stored orders with their acknowledgements."""
    db = Database(f"sqlite:///{tmp / 'orders.sqlite3'}")
    db.create_all()
    clock = FakeClock(START)
    master = GameMaster(db, Config(webhook_secret=SECRET), clock.now)
    players = [f"joueur{i}" for i in range(20)]
    game_id = _running_game(master, players)
    with db.unit() as session:
        desks = {t.owner: t.discourse_id for t in session.query(TopicRow).filter_by(
            game_id=game_id, role="player")}
    rng = random.Random(1)
    texts = ["je passe", "aller en C3", "lancer sur joueur3 4", "Bonjour ! je vais en D5",
             "throw @joueur7 2", "finalement je lance sur joueur1, 5"]
    for i in range(count):
        player = rng.choice(players)
        master.record(IncomingPost(
            post_id=10_000 + i, version=1, topic_id=desks[player] or 0, post_number=i + 2,
            reply_to_post_number=None, username=player, private=True,
            raw=rng.choice(texts), sent_at=START + timedelta(seconds=i)), via="webhook")
    tracemalloc.start()
    began = time.perf_counter()
    handled = master.process_pending(None, limit=count)
    elapsed = time.perf_counter() - began
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    _line("orders handled (SQLite, 20 players)", handled / elapsed, "per second",
          f"{elapsed / handled * 1000:.1f} ms each")
    _line("peak Python memory, 500 orders", peak / 1024 / 1024, "MiB")


def bench_resolution(rounds: int = 20) -> None:
    """One mud turn with 26 players on a 10x10 grid, everyone ordering something."""
    players = [f"p{i:02d}" for i in range(26)]
    board = load("grid:10x10")
    outcome = GAME.setup({**GAME.defaults, "map": "grid:10x10"}, players,
                         Chance("bench", "setup"), {})
    state = outcome.state
    view = GAME.view(state, GM)
    positions = {p["name"]: p["position"] for p in view["players"]}
    rng = random.Random(3)
    orders = {}
    for index, name in enumerate(players):
        around = board.neighbours(positions[name])
        targets = [n for n, at in positions.items() if at in around]
        order = (Order("throw", {"target": rng.choice(targets), "number": rng.randint(1, 5)})
                 if targets and rng.random() < 0.6 else Order("move", {"to": rng.choice(around)}))
        orders[name] = Submitted(order, START + timedelta(minutes=index), index)
    tracemalloc.start()
    began = time.perf_counter()
    for _ in range(rounds):
        GAME.resolve(state, "turn-1", {"turn-1": orders}, Chance("bench", "turn-1"))
    elapsed = (time.perf_counter() - began) / rounds
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    _line("mud turn resolution (26 players, 10x10)", elapsed * 1000, "ms per turn",
          f"peak {peak / 1024:.0f} KiB")
    began = time.perf_counter()
    picture = GAME.picture(GAME.view(state, None)) or b""
    _line("board picture (10x10, 26 players)", (time.perf_counter() - began) * 1000, "ms",
          f"{len(picture) / 1024:.0f} KiB PNG")


def bench_reader(count: int = 3000) -> None:
    """The order reader on a mix of real-style messages."""
    board = load("grid:5x5")
    positions = {"anna": "B2", "boris": "C2", "chloe": "B3", "david": "D4"}
    texts = ["Je lance une boule de boue sur @boris, chiffre 3", "aller en c3", "throw @anna 5",
             "Bonjour,\nJe souhaiterais me déplacer en A4.\nCordialement", "je passe",
             "[quote=\"x\"]je vais en D3[/quote]\nfinalement je reste planqué",
             "Je lance sur emma 3. Ou sur fanny. Je sais pas."]
    began = time.perf_counter()
    for i in range(count):
        read_order(own_words(texts[i % len(texts)]), speaker="anna", players=list(positions),
                   board=board, positions=positions)
    elapsed = time.perf_counter() - began
    _line("order reader", count / elapsed, "per second", f"{elapsed / count * 1e6:.0f} µs each")


def bench_words(count: int = 5000) -> None:
    """The catalogs: reading one language's catalogs of every package (once per process), a
    message with a plural, and a whole notice (the mud fight's final ranking) rendered."""
    from bridge import catalogs
    from bridge.texts import Texts

    for lang in ("fr", "ru"):
        catalogs._bundle.cache_clear()
        began = time.perf_counter()
        catalogs.Catalogs().bundle(lang)
        _line(f"catalogs read ({lang}, every package)", (time.perf_counter() - began) * 1000,
              "ms")
    said = catalogs.Catalogs()
    began = time.perf_counter()
    for i in range(count):
        said.say("ru", "mud-final-winner", turns=i % 30, winner="ana")
    elapsed = time.perf_counter() - began
    _line("message with a plural (ru)", elapsed / count * 1e6, "µs")
    texts = Texts()
    ranking = [{"place": i + 1, "name": f"p{i}", "points": 9 - i, "times_hit": i,
                "victims": ["p0"]} for i in range(8)]
    began = time.perf_counter()
    for _ in range(count // 10):
        texts.render("mud", "final", "ru", game={"title": "Битва"}, winners=["p0"], turns=8,
                     ranking=ranking)
    elapsed = time.perf_counter() - began
    _line("whole notice rendered (ru, final ranking)", elapsed / (count // 10) * 1e3, "ms")


def bench_api_budget(players: int = 10) -> None:
    """Forum API calls to start a game and to publish one turn, through the sandbox."""
    names = [f"joueur{i}" for i in range(players)]
    with Stack(FakeClock(START)) as stack:
        stack.direct_message("gm", 'nouvelle partie mud "Budget" map=grid:6x6 review=auto')
        game_id = stack.latest_game()
        public = stack.topic_of(game_id, "game")
        for name in names:
            stack.say(name, public, "je participe")
        stack.clock.set(START + timedelta(hours=1))  # sign-up ends before the start
        before = len(stack.forum.api_calls)
        stack.say("gm", stack.topic_of(game_id, "gm", "gm"), "commencer")
        start_calls = len(stack.forum.api_calls) - before
        for name in names:
            stack.say(name, stack.topic_of(game_id, "player", name), "je passe")
        before = len(stack.forum.api_calls)
        began = time.perf_counter()
        stack.advance(datetime(2026, 12, 2, 21, 1, tzinfo=UTC))
        turn_calls = len(stack.forum.api_calls) - before
        elapsed = time.perf_counter() - began
    _line(f"API calls to start a game ({players} players)", start_calls, "calls")
    _line(f"API calls to publish a turn ({players} players)", turn_calls, "calls",
          f"{elapsed:.2f} s through real HTTP")


def bench_ingest(tmp: Path) -> None:
    """Durable ingest under gunicorn against the signature-only baseline."""
    import ingest

    urls = {"SQLite": f"sqlite:///{tmp / 'ingest.sqlite3'}"}
    postgres = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
    try:
        import psycopg

        psycopg.connect("host=127.0.0.1 port=5432 dbname=test user=postgres",
                        connect_timeout=3).close()
        urls["PostgreSQL"] = postgres
    except Exception as exc:  # no server here: say so and measure SQLite only
        print(f"(PostgreSQL not reachable, ingest measured on SQLite only: {exc})")
    for name, url in urls.items():
        figures = ingest.measure(url)
        _line(f"ingest under gunicorn ({name})", figures["ingest_rps"], "per second",
              f"baseline {figures['baseline_rps']:.0f}/s, ratio "
              f"{figures['ingest_ratio']:.2f}, {figures['stored']:.0f} stored")
        save_results({key: figures[key] for key in ("ingest_rps", "baseline_rps")})
        save_results({"ingest_ratio": figures["ingest_ratio"]}, digits=2)


INDIXO_ROOMS = ["Cuisine", "Salon privé", "Chambre", "Salle à manger", "Cour centrale",
                "Salle de bain", "Salle de réception", "Hall d'entrée", "Salle de jeux",
                "Grenier", "Cave"]
INDIXO_WEAPONS = ["Couteau", "Télécommande en fer", "Oreiller", "Chaise", "Pelle",
                  "Brosse à dos", "Seau à glace", "Contrepoids d'horloge", "Queue de billard",
                  "Corde", "Poison"]


def _indixo_orders(pairs: list[tuple[str, Order]]) -> dict[str, Submitted]:
    return {actor: Submitted(order, START + timedelta(minutes=i), i, actor)
            for i, (actor, order) in enumerate(pairs)}


def _indixo_night(state: dict, key: str, rng: random.Random) -> tuple[dict, dict, dict]:
    """Everyone's room for the night (two crowded rooms), then everyone's action: the killer
    inspects and kills, innocents destroy or move what lies in their room, ghosts haunt."""
    open_rooms = [r for r in state["rooms"] if r not in state["condemned"]]
    crowd = open_rooms[:2]
    people = [p for p in state["players"] if p in state["alive"] or p in state["ghosts"]]
    rooms = {}
    for name in people:
        if name in state["ghosts"]:
            here = state["last_rooms"][name]
            near = [here, *(b for a, b in state["doors"] if a == here),
                    *(a for a, b in state["doors"] if b == here)]
            rooms[name] = next((r for r in near if r in crowd), near[0])
        else:
            rooms[name] = rng.choice(crowd)
    room_orders = _indixo_orders([(p, Order("room", {"room": r})) for p, r in rooms.items()])
    after = INDIXO.resolve(state, f"{key}-rooms", {f"{key}-rooms": room_orders},
                           Chance("bench", key)).state
    acts = []
    killer = after["killer"]
    for name in people:
        here = after["rooms_tonight"][name]
        weapons = [w for w, r in after["weapon_rooms"].items() if r == here]
        if name == killer:
            victims = [p for p in after["alive"] if p != killer
                       and after["rooms_tonight"][p] == here]
            options = [{"kind": "inspect"}]
            if victims and weapons:
                options.append({"kind": "kill", "victim": victims[0], "weapon": weapons[0]})
            acts.append((name, Order("options", {"options": options})))
        elif name in after["ghosts"]:
            acts.append((name, Order("haunt_room", {})))
        elif weapons:
            acts.append((name, Order("destroy", {"weapon": rng.choice(weapons)})
                         if rng.random() < 0.5 else Order("nothing", {})))
    return after, room_orders, _indixo_orders(acts)


def bench_indixo_night(rounds: int = 50) -> None:
    """One night of an 11-player INDIXO game (night 3, with two ghosts): the room step and
    the action step resolved, the morning included; the median of `rounds` runs."""
    players = [f"joueur{i:02d}" for i in range(11)]
    doors = "; ".join(f"{a} - {b}" for a, b in zip(INDIXO_ROOMS[:-1], INDIXO_ROOMS[1:],
                                                      strict=True))
    settings = {"rooms": ", ".join(INDIXO_ROOMS), "weapons": ", ".join(INDIXO_WEAPONS),
                "doors": doors + f"; {INDIXO_ROOMS[-1]} - {INDIXO_ROOMS[0]}"}
    state = INDIXO.setup(settings, players, Chance("bench", "setup"),
                         {"killer": players[0]}).state
    rng = random.Random(6)
    for night in (1, 2):  # two nights with their murders, then a day without a vote
        key = f"night-{night}"
        state, _, acts = _indixo_night(state, key, rng)
        state = INDIXO.resolve(state, f"{key}-actions", {f"{key}-actions": acts},
                               Chance("bench", key)).state
        while state["phase"] == "day":
            steps = [s.key for s in INDIXO.steps(state) if not s.key.endswith("guess")]
            state = INDIXO.resolve(state, steps[-1], {}, Chance("bench", steps[-1])).state
    _, room_orders, acts = _indixo_night(state, "night-3", rng)
    timings = []
    for _ in range(rounds):
        began = time.perf_counter()
        after = INDIXO.resolve(state, "night-3-rooms", {"night-3-rooms": room_orders},
                               Chance("bench", "night-3")).state
        INDIXO.resolve(after, "night-3-actions", {"night-3-actions": acts},
                       Chance("bench", "night-3"))
        timings.append(time.perf_counter() - began)
    _line("INDIXO: a night of 11 players resolved", statistics.median(timings) * 1e6,
          "µs per night", f"median of {rounds}, {len(state['ghosts'])} ghosts, "
          f"{len(state['alive'])} living")


def bench_indixo_secrecy() -> None:
    """The 1,000-game secrecy property run, as pytest runs it (the test's own generator and
    checks; its printed figure is the games' time, pytest's start-up aside)."""
    root = Path(__file__).resolve().parent.parent
    began = time.perf_counter()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
         "tests/rules/test_indixo_secrecy.py", "-k", "thousand"],
        cwd=root, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - began
    found = re.search(r"(\d+) games in ([\d.]+) s: claims (\d+)", run.stdout)
    if run.returncode != 0 or found is None:
        print(f"INDIXO: the 1,000-game secrecy property run FAILED (exit {run.returncode})")
        return
    _line(f"INDIXO: the {int(found.group(1)):,}-game secrecy property run",
          float(found.group(2)), "s total",
          f"{int(found.group(3)):,} claims checked, {wall:.1f} s with pytest")


def _arena_round(seed: int = 2) -> tuple[dict, dict[str, Submitted]]:
    """Round 1 of a full arena: 4 clans of 9, each warrior in a start zone where every clan
    has some, and everyone fighting: attacks on adversaries in the zone, shots one zone
    away, the others defending or shielding a clan-mate of their zone under fire. With the
    default `seed` one defender has several attackers to choose from."""
    spreads = [dict(zip(arena_state.CHARACTERISTICS, values, strict=True)) for values in
               ((4, 3, 2, 3), (2, 6, 1, 3), (5, 2, 3, 2), (3, 3, 3, 3), (1, 4, 4, 3))]
    state = arena_state.new_state({})
    for c, clan in enumerate(("Loups", "Ours", "Cerfs", "Hiboux")):
        members = [f"{clan.lower()}{i}" for i in range(9)]
        found = arena_state.found_clan(state, members[0], clan, spreads[c])
        assert isinstance(found, dict)
        state = found
        for i, name in enumerate(members[1:], start=c + 1):
            joined = arena_state.join_clan(state, name, clan, spreads[i % len(spreads)])
            assert isinstance(joined, dict)
            state = joined
    closed = arena_state.close_signup(state)
    assert isinstance(closed, dict)
    start = closed["settings"]["map"]["start"]
    placements = {c["name"]: {m: start[(i + k) % len(start)] for i, m in enumerate(c["members"])}
                  for k, c in enumerate(closed["clans"])}
    state, _ = arena_state.place_clans(closed, placements, Chance("bench", "placement"))
    rng = random.Random(seed)
    where = arena_state.positions(state)
    arena_map = state["settings"]["map"]
    actions: dict[str, Order] = {}
    helpers = []
    for name in arena_state.in_arena(state):  # blows and shots, on two foes at most each
        foes = [w for w, z in where.items() if z == where[name]
                and arena_state.adversaries(state, name, w)][:2]
        away = [w for w, z in where.items() if arena_state.adversaries(state, name, w)
                and arena_state.distance(arena_map, where[name], z) == 1][:2]
        pick = rng.random()
        if pick < 0.5:
            actions[name] = Order("attack", {"target": rng.choice(foes)})
        elif pick < 0.7:
            actions[name] = Order("shoot", {"target": rng.choice(away)})
        else:
            helpers.append(name)
    for name in helpers:  # the others defend or shield a clan-mate of their zone under fire
        mates = {w for w, z in where.items() if z == where[name]
                 and not arena_state.adversaries(state, name, w)}
        hit = sorted((o.kind, o.params["target"]) for o in actions.values()
                     if o.params.get("target") in mates)
        kind, target = rng.choice(hit) if hit else ("attack", name)
        actions[name] = Order("defend" if kind == "attack" else "shield", {"target": target})
    assert len(actions) == 36 and all(o.kind != "move" for o in actions.values())
    orders = {name: Submitted(order, START + timedelta(minutes=i), i, name)
              for i, (name, order) in enumerate(actions.items())}
    return state, orders


def bench_arena_round(rounds: int = 50) -> None:
    """One round of a full clan arena (36 warriors, everyone fighting) resolved as the
    bridge resolves it: the round, then, when defenders must choose, the choice step with
    its defaults; the median of `rounds` runs."""
    state, orders = _arena_round()
    timings = []
    for _ in range(rounds):
        began = time.perf_counter()
        out = ARENA.resolve(state, "round-1", {"round-1": orders}, Chance("bench", "round-1"))
        if out.state["phase"] == "choice":
            out = ARENA.resolve(out.state, "round-1-choice", {},
                                Chance("bench", "round-1-choice"))
        timings.append(time.perf_counter() - began)
    record = out.state["history"][-1]
    _line("arena: a round with 36 warriors in combat resolved", statistics.median(timings) * 1e3,
          "ms per round", f"median of {rounds}, {len(record['combats'])} combats, "
          f"{len(record['dice'])} dice, {len(record['choices'])} defender's choice(s) by "
          f"default, {len(record['eliminated'])} leave")


def save_results(figures: dict[str, Any], path: Path = RESULTS, digits: int = 1) -> None:
    """Merge `figures` into the JSON results file (other runs' keys are kept)."""
    try:
        results = json.loads(path.read_text())
    except (OSError, ValueError):
        results = {}
    if not isinstance(results, dict):
        results = {}
    results.update({key: round(value, digits) if isinstance(value, float) else value
                    for key, value in figures.items()})
    path.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")


def bench_live(moves: int = 200) -> None:
    """Live answers over real HTTP: webhook POST to the bot's post on the sandbox forum."""
    import live

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # a log line per request
    results = live.measure(moves)
    saved: dict[str, float] = {}
    for name, figures in results.items():
        what = "cells named" if name == "highway" else "orders"
        _line(f"live answer p50 ({name})", figures["p50_ms"], "ms",
              f"{figures['moves']:.0f} {what}, webhook POST to the bot's post")
        _line(f"live answer p95 ({name})", figures["p95_ms"], "ms",
              f"max {figures['max_ms']:.1f} ms, {figures['api_calls']:.0f} API calls")
        if figures["all_moves"] > figures["moves"]:
            _line(f"live answer p95 ({name}, every move)", figures["all_p95_ms"], "ms",
                  f"{figures['all_moves']:.0f} moves (passes too), "
                  f"p50 {figures['all_p50_ms']:.1f} ms")
        if "," not in name:
            saved[f"live_answer_{name}_p50_ms"] = figures["p50_ms"]
            saved[f"live_answer_{name}_p95_ms"] = figures["p95_ms"]
            saved[f"live_answer_{name}_moves"] = figures["moves"]
    headline = next(iter(results))  # highway when registered, else the mud fight
    saved["live_answer_p50_ms"] = results[headline]["p50_ms"]
    saved["live_answer_p95_ms"] = results[headline]["p95_ms"]
    save_results(saved)


def bench_votecount() -> None:
    """Forum Mafia's votecount under 50 votes in a minute (benchmarks/votecount.py): API
    calls with room in the budget (one per change at most) and with the forum limiting the
    API to 20 calls a minute (the waiting edits coalesce); skipped without the package."""
    import votecount

    if registry.get("mafia") is None:
        print("(votecount: Forum Mafia is not installed)")
        return
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    saved: dict[str, Any] = {}
    for budget in (None, 20):
        found = votecount.burst(per_minute=budget)
        room = "no API limit" if budget is None else f"forum limit {budget} calls a minute"
        _line(f"votecount API calls, 50 votes in a minute ({room})",
              found["edits"] + found["posts"], "calls",
              f"{found['edits']} edits, {found['posts']} post, {found['refused']} answered "
              f"429, at most {found['most_in_a_minute']} in a minute; the post shows "
              f"Votecount {found['last_version']}")
        saved[f"votecount_calls_{'unlimited' if budget is None else budget}"] = (
            found["edits"] + found["posts"])
    save_results(saved)


def bench_fuzz(tmp: Path, count: int = 100_000, seed: int = 2026) -> None:
    """Bad input at volume: the fuzzer of the test suite (tests/fuzz/fuzzer.py), at full
    length, on SQLite; its counts as figures."""
    sys.path.insert(0, str(ROOT))
    from tests.fuzz.fuzzer import Fuzzer

    logging.getLogger("bridge").setLevel(logging.ERROR)  # a warning per refused delivery
    db = Database(f"sqlite:///{tmp / 'fuzz.sqlite3'}")
    db.create_all()
    report = Fuzzer(db, seed=seed).run(count)
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(report.sent.items()))
    _line("fuzz: inputs sent", report.inputs, "inputs",
          f"seed {seed}, {report.seconds:.0f} s ({report.inputs / report.seconds:.0f}/s)")
    print(f"  by kind: {kinds}")
    figures = report.figures()
    for name in ("2xx", "4xx", "5xx", "recorded", "duplicates", "ignored", "refused",
                 "posts handled", "orders taken", "crashes", "500s"):
        _line(f"fuzz: {name}", figures[name], "")
    print(f"  resolutions {report.resolutions}, games created by message "
          f"{report.games_created}, games set up again {report.renewed}, problems "
          f"{len(report.problems)}")
    for problem in report.problems[:10]:
        print(f"  PROBLEM {problem[:300]}")
    save_results({"fuzz_inputs": report.inputs, "fuzz_500s": report.server_errors,
                  "fuzz_crashes": report.crashes})


def bench_api_calls() -> None:
    """Forum API calls per turn of each game against the lower bound, and 50 mud games at
    one deadline under 60 calls a minute (`benchmarks/api_calls.py`, simulated time)."""
    import api_calls

    api_calls.main([])


def bench_deadlines() -> None:
    """1,000 active games in one worker process on PostgreSQL: how late each deadline
    fires, the worker's memory, one tick (`benchmarks/deadlines.py`)."""
    import deadlines

    figures = deadlines.measure()
    for key, label, unit in (("deadline_p50_ms", "deadline lag p50", "ms"),
                             ("deadline_p99_ms", "deadline lag p99", "ms"),
                             ("deadline_worst_ms", "deadline lag worst", "ms"),
                             ("worker_memory_mb", "worker peak memory", "MB"),
                             ("tick_ms", "one idle tick", "ms"),
                             ("tick_busy_ms", "one busy tick", "ms")):
        _line(f"{figures['deadline_games']:.0f} games: {label}", figures[key], unit)
    save_results({key: figures[key] for key in (
        "deadline_games", "deadline_p50_ms", "deadline_p99_ms", "deadline_worst_ms",
        "worker_memory_mb", "tick_ms", "tick_busy_ms")})


def bench_crash(kills: int = 100) -> None:
    """kill -9 at random moments while whole games are played, the forum failing now and
    then (tests/crash/harness.py, `make soak` plays every scenario): what was lost or
    doubled, on PostgreSQL."""
    sys.path.insert(0, str(ROOT))
    from tests.crash import harness

    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    url = harness.postgres_url()
    if url is None:
        print("(PostgreSQL not reachable: no crash run)")
        return
    report = harness.run(list(harness.QUICK), url, kills=kills, faults=0.1)
    print(report.text())
    figures = report.figures()
    _line("crash: kill -9 sent", figures["crash_kills"], "kills",
          f"{figures['crash_games']} whole games, {figures['crash_orders']} orders, "
          f"{figures['crash_posts']} posts, {sum(report.faults.values())} forum faults")
    _line("crash: orders lost", figures["lost_orders"], "")
    _line("crash: messages lost", figures["lost_posts"], "")
    _line("crash: posts made twice", figures["duplicate_posts"], "")
    save_results(figures)


def _in_tmp(bench: Callable[[Path], None]) -> Callable[[], None]:
    def run() -> None:
        with tempfile.TemporaryDirectory() as folder:
            bench(Path(folder))

    return run


BENCHMARKS: dict[str, Callable[[], None]] = {
    "webhooks": _in_tmp(bench_webhooks),
    "orders": _in_tmp(bench_orders),
    "ingest": _in_tmp(bench_ingest),
    "resolution": bench_resolution,
    "reader": bench_reader,
    "words": bench_words,
    "api_budget": bench_api_budget,
    "api_calls": bench_api_calls,
    "deadlines": bench_deadlines,
    "indixo_night": bench_indixo_night,
    "indixo_secrecy": bench_indixo_secrecy,
    "arena_round": bench_arena_round,
    "live": bench_live,
    "votecount": bench_votecount,
    "fuzz": _in_tmp(bench_fuzz),
    "crash": bench_crash,
}

SUMMARY = (
    ("ingest_rps", "deliveries stored per second under gunicorn (PostgreSQL)"),
    ("baseline_rps", "signature-only baseline, per second"),
    ("ingest_ratio", "ingest / baseline (target at least 0.5)"),
    ("deadline_p50_ms", "deadline fired after its time, p50 (ms)"),
    ("deadline_p99_ms", "deadline fired after its time, p99 (ms)"),
    ("deadline_worst_ms", "deadline fired after its time, worst (ms)"),
    ("deadline_games", "active games in one worker"),
    ("worker_memory_mb", "worker memory with them (MB)"),
    ("tick_ms", "one tick of the worker with them (ms)"),
    ("games_at_once", "games sharing one deadline under 60 calls a minute"),
    ("fifty_games_publish_minutes", "minutes until all of them are published"),
    ("api_calls_per_turn", "forum API calls per turn, by game"),
    ("api_calls_lower_bound", "lower bound for that turn, by game"),
    ("crash_kills", "kill -9 sent during whole games"),
    ("lost_orders", "orders lost"),
    ("duplicate_posts", "posts made twice"),
    ("fuzz_inputs", "fuzzed inputs"),
    ("fuzz_500s", "answers 500 to them"),
    ("live_answer_p95_ms", "live answer p95 (ms)"),
    ("live_answer_mafia_p50_ms", "Mafia: a vote answered by the votecount's edit, p50 (ms)"),
    ("votecount_calls_unlimited", "Mafia: API calls for 50 votes in a minute"),
    ("votecount_calls_20", "the same with the forum limiting to 20 calls a minute"),
)


def summary(path: Path = RESULTS) -> str:
    """The figures of bench-results.json as one table."""
    try:
        results = json.loads(path.read_text())
    except (OSError, ValueError):
        return ""
    rows = [f"| {label} | `{key}` | {json.dumps(results[key], ensure_ascii=False)} |"
            for key, label in SUMMARY if key in results]
    return "\n".join(["| figure | key | value |", "|---|---|---|", *rows])


def main(names: list[str] | None = None) -> None:
    """Run every benchmark (or those named) and print one line per figure."""
    chosen = names or list(BENCHMARKS)
    unknown = [name for name in chosen if name not in BENCHMARKS]
    if unknown:
        raise SystemExit(f"unknown benchmark(s) {unknown}; known: {', '.join(BENCHMARKS)}")
    print(f"gamemaster benchmarks — Python {sys.version.split()[0]}")
    for name in chosen:
        BENCHMARKS[name]()
    print(f"\nbench-results.json:\n{summary()}")


if __name__ == "__main__":
    main(sys.argv[1:])
