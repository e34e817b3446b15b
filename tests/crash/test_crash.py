"""A short run of the crash harness in `make test`: one whole game of each kind with the web
process and the worker killed at random moments and the forum failing now and then; the long
run (at least 100 kills over every scenario) is `make soak`. The bridge runs on PostgreSQL
(a database of the harness's own) whatever database the rest of the suite uses."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.crash import harness


def test_whole_games_lose_and_double_nothing_under_kills_and_forum_faults(
        tmp_path: Path, record_property: Callable[[str, object], None]) -> None:
    if os.environ.get("TEST_DATABASE_URL"):
        pytest.skip("run once, in `make test` (it is on PostgreSQL there too)")
    url = harness.postgres_url()
    if url is None:
        pytest.skip("the crash harness runs the bridge on PostgreSQL (127.0.0.1:5432)")
    report = harness.run(harness.quick(), url, kills=24, gap=(0.5, 2.5), faults=0.08,
                         logs=tmp_path)
    record_property("figures", report.text())  # shown at the end of the run (conftest)
    for trial in report.trials:
        assert not trial.lost, f"{trial.name}: posts lost {trial.lost}"
        assert not trial.doubled, f"{trial.name}: posts twice {trial.doubled}"
        assert not trial.extra, f"{trial.name}: posts no reference made {trial.extra}"
        assert not trial.differences, f"{trial.name}: {trial.differences}"
    assert report.kills.total >= 4 * 3, "kills in every game"
    assert sum(report.faults.values()) > 0


def _played(posts: list[dict], post_id: int) -> tuple[dict, dict]:
    forum = {"posts": posts, "public_status": {"turn": 2},
             "gm_status": {"orders": {"boris": {"kind": "throw", "post_id": post_id}}}}
    store = {"once": {"lost": [], "doubled": [], "extra": []}, "orders": ["boris throw"],
             "resolutions": ["t1:published:t1"]}
    return forum, store


def test_an_outage_alert_shifts_post_ids_and_nothing_else() -> None:
    """The GM told of an outage is a post the reference's forum never had: the forum's post
    ids after it are one higher, and a game's status naming a post by id differs by that
    alone. Without such a post, the same difference is one."""
    post = {"title": "Boue", "private": False, "recipients": [], "author": "gamemaster",
            "raw": "Tour 2 publié."}
    alert = {**post, "private": True, "raw": "Le forum n'a pas répondu au bot de 10:00 à 10:20."}
    reference, ref_store = _played([post], 125)
    trial, trial_store = _played([post, alert], 126)
    told = harness.compare("mud", reference, ref_store, trial, trial_store)
    assert told.alerts == 1 and not told.differences and not told.extra
    trial, trial_store = _played([post], 126)
    assert harness.compare("mud", reference, ref_store, trial, trial_store).differences
