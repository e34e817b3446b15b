"""Deadlines at scale, on PostgreSQL: 200 started games of every kind the bridge starts
alone (mud, INDIXO, Highway Romantics), one `gamemaster worker` process on the real clock
and the production's poll interval, the sandbox forum and the webhook receiver in this
process (`benchmarks/deadlines.py`'s set-up, which measures 1,000 games). Every deadline,
staggered over a few seconds, several at the same second, fires within a generous bound;
and a tick with nothing due runs as many SQL statements with 200 games as with 20 (no game
is read one by one: the due ones are found by indexed queries).

PostgreSQL only (several processes on one database): set TEST_DATABASE_URL, as `.ci/run`
does. The test works in a schema of its own.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.postgres import own_schema

ROOT = Path(__file__).resolve().parents[2]
GAMES = 200
FEW = 20
SPREAD_SECONDS = 18
"""About 11 deadlines a second, as in the benchmark."""
BOUND_MS = 5000
"""Generous: the benchmark's figure on an idle machine is well under a second; this one
must hold on a machine busy with other tests."""


def _bench() -> ModuleType:
    name = "gamemaster_bench_deadlines"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / "deadlines.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture
def schema_url() -> Iterator[str]:
    """TEST_DATABASE_URL with a schema of this test's own first on the search path."""
    url = os.environ.get("TEST_DATABASE_URL", "")
    if not url.startswith("postgresql"):
        pytest.skip("a worker process beside this one needs PostgreSQL (set "
                    "TEST_DATABASE_URL; .ci/run does)")
    with own_schema(url, "deadlines") as url_of_schema:
        yield url_of_schema


def test_every_deadline_fires_in_time_and_a_tick_does_not_grow_with_the_games(
        schema_url: str, tmp_path: Path,
        record_property: Callable[[str, object], None]) -> None:
    bench = _bench()
    site = bench.Site(schema_url, tmp_path / "worker.log")
    try:
        site.start_worker()
        games = site.population.make(FEW)
        few_ms, few = bench.idle_tick(site.ticker, rounds=3)
        games += site.population.make(GAMES - FEW)
        many_ms, many = bench.idle_tick(site.ticker, rounds=3)
        site.receive_webhooks()
        run = site.deadlines(games, spread=SPREAD_SECONDS, lead=3, tail=30)
    finally:
        site.close()
        log = site.worker_log()
        if "Traceback" in log:
            print(f"--- worker log\n{log[-3000:]}")
    lags = list(run.lags.values())
    record_property("figures", (
        f"{GAMES} games, up to {run.per_second} deadlines a second: lag p50 "
        f"{statistics.median(lags):.0f} ms, worst {max(lags):.0f} ms, "
        f"{sum(lag <= 1000 for lag in lags)} within 1 s; worker {run.memory_mb:.0f} MB; "
        f"a tick with nothing due: {few} SQL statements and {few_ms:.1f} ms with {FEW} "
        f"games, {many} and {many_ms:.1f} ms with {GAMES}"))
    assert many == few, "a tick with nothing due must not read the games one by one"
    assert max(lags) < BOUND_MS, sorted(lags)[-10:]
    assert run.per_second >= 5, "several deadlines share a second"
