"""Post counts for the GM (bridge/turns/activity.py; mafia.md, "Running the game": "see every
post count per living player for the day (those under min_posts are listed to the GM at the
deadline)"): what counts as a post of the phase."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bridge.db import GameRow, InboundRow, PlayerRow, TopicRow
from bridge.turns import activity
from rules.base import After, Step

DAY = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
TOPIC = 77


def _post(session, username, post_id, at, version=1, event="", topic=TOPIC):  # type: ignore[no-untyped-def]
    session.add(InboundRow(post_id=post_id, version=version, digest=f"{post_id}:{version}",
                           topic_id=topic, post_number=post_id, username=username,
                           private=False, raw="some words", sent_at=at, via="webhook",
                           received_at=at, status="done", event=event))


def test_each_post_of_the_phase_counts_once(db) -> None:
    with db.unit() as session:
        game = GameRow(kind="mafia", title="T", language="en", gm="gm", seed="s", salt="t",
                       created_at=DAY, settings={"min_posts": 2})
        session.add(game)
        session.flush()
        session.add(TopicRow(game_id=game.id, role="game", owner="", title="T",
                             discourse_id=TOPIC))
        session.add(PlayerRow(game_id=game.id, username="Ana", language="en", joined_at=DAY,
                              post_id=1))
        _post(session, "Ana", 1, DAY - timedelta(minutes=5))  # her sign-up: not the day's
        _post(session, "ana", 2, DAY + timedelta(hours=1))
        _post(session, "ana", 2, DAY + timedelta(hours=2), version=2)  # an edit: same post
        _post(session, "bea", 3, DAY + timedelta(hours=1))
        _post(session, "bea", 4, DAY + timedelta(hours=3))
        _post(session, "bea", 4, DAY + timedelta(hours=4), version=2, event="deleted")
        _post(session, "carl", 5, DAY - timedelta(hours=1))  # before the day
        _post(session, "carl", 6, DAY + timedelta(hours=30))  # after its close
        _post(session, "carl", 7, DAY + timedelta(hours=2), topic=78)  # another topic
        session.flush()
        found = activity.counts(session, game, ("ana", "bea", "carl"), DAY,
                                DAY + timedelta(hours=24))
        assert found == {"ana": 1, "bea": 1, "carl": 0}
        step = Step("day-1-3", ("ana", "bea", "carl"), "topic", After(60), phase="day-1",
                    number=1)
        ended = {"since": DAY, "minimum": 2, "until": DAY + timedelta(hours=24)}
        report = activity.report(session, game, step, ended, {})
        assert report["under"] == ["ana", "bea", "carl"]
        assert [c["posts"] for c in report["counts"]] == [1, 1, 0]
        # carl eliminated at the end of the day: counted, not offered for replacement
        report = activity.report(session, game, step, ended, {"alive": ["ana", "bea"]})
        assert [c["player"] for c in report["counts"]] == ["ana", "bea", "carl"]
        assert report["under"] == ["ana", "bea"]


def test_only_a_phase_played_in_the_topic_that_ends_is_counted() -> None:
    game = GameRow(kind="mafia", settings={"min_posts": 3},
                   steps={"open": {}, "phases": {"day-1": DAY.isoformat()}})
    day = Step("day-1-3", ("ana",), "topic", After(60), phase="day-1", number=1)
    night = Step("night-1", ("ana",), "desk", After(60), phase="night-1", number=1)
    again = Step("day-1-4", ("ana",), "topic", After(60), phase="day-1", number=1)
    ended = activity.phase_ended(game, day, (night,), DAY + timedelta(hours=1))
    assert ended is not None and ended["minimum"] == 3 and ended["since"] == DAY
    assert activity.phase_ended(game, day, (again,), DAY) is None  # the day goes on
    assert activity.phase_ended(game, night, (day,), DAY) is None  # a night in desks
    game.settings = {}
    assert activity.phase_ended(game, day, (night,), DAY) is None  # no min_posts
