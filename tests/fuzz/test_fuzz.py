"""Bad input at volume: generated webhook bodies and post texts through the real receiver and
worker (tests/fuzz/fuzzer.py says what is sent and what is checked). `make test` sends
`INPUTS`; `make bench` sends 100,000 (benchmarks/bench.py `fuzz`).

GAMEMASTER_FUZZ_INPUTS and GAMEMASTER_FUZZ_SEED run it longer or from another seed:
    GAMEMASTER_FUZZ_INPUTS=20000 GAMEMASTER_FUZZ_SEED=7 .venv/bin/python -m pytest -s tests/fuzz
"""

from __future__ import annotations

import os

from tests.fuzz.fuzzer import Fuzzer

INPUTS = 5_000
"""About 40 s on SQLite here (a 2-core machine)."""
POSTGRES_INPUTS = 1_500
"""The suite's second run, on PostgreSQL, where every transaction costs more."""
SEED = 20261201


def test_bad_input_at_volume_never_a_500_a_crash_or_an_unearned_change(
        db, shared, record_property) -> None:
    count = int(os.environ.get("GAMEMASTER_FUZZ_INPUTS")
                or (POSTGRES_INPUTS if db.is_postgres else INPUTS))
    report = Fuzzer(db, seed=int(os.environ.get("GAMEMASTER_FUZZ_SEED", SEED)),
                    shared=shared).run(count)
    counts = "\n".join(report.lines())
    record_property("figures", counts)  # shown at the end of the run (conftest)
    assert report.inputs == count
    assert (report.server_errors, report.crashes, report.pending) == (0, 0, 0), counts
    assert not report.problems, counts
    # The mix reached what it must: games took orders, the edge refused and recorded.
    assert report.outcomes["recorded"] > count // 4, counts
    assert report.refused > count // 10 and report.outcomes["duplicate"] > 0, counts
    assert report.orders > count // 100, counts
