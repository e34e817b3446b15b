"""The outbox: in order, paced, retried on 429/5xx/timeouts, never posted twice."""

from datetime import timedelta

from sqlalchemy import select

from bridge.db import GameRow, OutboxRow, TopicRow
from bridge.forum import ForumError
from bridge.outbox import Pacer, Sender, enqueue, marker


def _queue(db, clock, *keys, topic_id=77):  # type: ignore[no-untyped-def]
    with db.unit() as session:
        for key in keys:
            enqueue(session, key=key, kind="reply", raw=f"message {key} for the topic",
                    now=clock(), discourse_topic_id=topic_id)


def _sender(db, forum, clock):  # type: ignore[no-untyped-def]
    return Sender(db, forum, clock, Pacer(0))


def _topic(session, clock, role, owner, title):  # type: ignore[no-untyped-def]
    """A game's topic, registered but not yet created on the forum."""
    game = GameRow(kind="mud", title="T", language="fr", gm="gm", seed="s", salt="t",
                   created_at=clock())
    session.add(game)
    session.flush()
    topic = TopicRow(game_id=game.id, role=role, owner=owner, title=title)
    session.add(topic)
    session.flush()
    return topic


def _deliver_after_a_lost_answer(db, forum, clock) -> None:  # type: ignore[no-untyped-def]
    """The first post goes out but its answer is lost; the retry comes ten minutes later."""
    forum.lose_answer = 1
    sender = _sender(db, forum, clock)
    sender.deliver()
    clock.set(clock() + timedelta(minutes=10))
    sender.deliver()


def test_messages_go_out_in_order_with_their_marker(db, clock, recording_forum) -> None:
    _queue(db, clock, "a", "b", "c")
    assert _sender(db, recording_forum, clock).deliver() == 3
    assert [p["raw"].split()[1] for p in recording_forum.posts] == ["a", "b", "c"]
    assert all(marker(k) in p["raw"] for k, p in zip("abc", recording_forum.posts, strict=True))


def test_a_key_is_queued_once(db, clock) -> None:
    _queue(db, clock, "a")
    _queue(db, clock, "a")
    with db.unit() as session:
        assert len(list(session.scalars(select(OutboxRow)))) == 1


def test_a_retryable_failure_waits_and_keeps_the_order(db, clock, recording_forum) -> None:
    _queue(db, clock, "a", "b")
    recording_forum.failures.append(ForumError("503", retryable=True, wait_seconds=30))
    sender = _sender(db, recording_forum, clock)
    assert sender.deliver() == 0
    assert recording_forum.posts == []
    assert sender.deliver() == 0, "must wait for not_before"
    clock.set(clock() + timedelta(seconds=31))
    assert sender.deliver() == 2
    assert [p["raw"].split()[1] for p in recording_forum.posts] == ["a", "b"]


def test_a_permanent_failure_is_marked_and_the_rest_goes_on(db, clock, recording_forum) -> None:
    _queue(db, clock, "a", "b")
    recording_forum.failures.append(ForumError("422: too short", retryable=False))
    assert _sender(db, recording_forum, clock).deliver() == 2
    with db.unit() as session:
        rows = {r.key: r for r in session.scalars(select(OutboxRow))}
    assert rows["a"].status == "failed" and "too short" in rows["a"].last_error
    assert rows["b"].status == "sent"


def test_a_post_whose_answer_was_lost_is_not_posted_again(db, clock, recording_forum) -> None:
    """The forum took the post but the answer never came back (timeout, crash before the
    row was marked sent): the retry finds the marker instead of posting twice."""
    _queue(db, clock, "a")
    _deliver_after_a_lost_answer(db, recording_forum, clock)
    assert len(recording_forum.posts) == 1
    with db.unit() as session:
        row = session.scalar(select(OutboxRow))
    assert row.status == "sent" and row.post_id == recording_forum.posts[0]["id"]


def test_a_private_conversation_whose_answer_was_lost_is_found_by_title(
        db, clock, recording_forum) -> None:
    with db.unit() as session:
        topic = _topic(session, clock, "player", "anna", "Desk of anna")
        enqueue(session, key="desk", kind="pm", raw="Welcome to your desk, anna", now=clock(),
                topic=topic, title="Desk of anna", recipients=["anna"])
        enqueue(session, key="next", kind="reply", raw="Second message in the desk",
                now=clock(), topic=topic)
    _deliver_after_a_lost_answer(db, recording_forum, clock)
    assert [p["raw"].split()[0] for p in recording_forum.posts] == ["Welcome", "Second"]
    assert recording_forum.posts[0]["topic_id"] == recording_forum.posts[1]["topic_id"]


def test_the_pacer_keeps_under_the_budget() -> None:
    slept: list[float] = []
    pacer = Pacer(3, sleep=slept.append)
    for _ in range(4):
        pacer.wait()
    assert len(slept) == 1 and 59 < slept[0] <= 60


def test_a_public_topic_whose_answer_was_lost_is_found_by_title(
        db, clock, recording_forum) -> None:
    with db.unit() as session:
        topic = _topic(session, clock, "game", "", "Bataille de boue : T")
        enqueue(session, key="topic", kind="topic", raw="The game topic, open for sign-up",
                now=clock(), topic=topic, title=topic.title)
        enqueue(session, key="joined", kind="reply", raw="Welcome anna, you are signed up",
                now=clock(), topic=topic)
    _deliver_after_a_lost_answer(db, recording_forum, clock)
    assert recording_forum.calls.count("create_topic") == 1
    assert [p["raw"].split()[0] for p in recording_forum.posts] == ["The", "Welcome"]
    assert recording_forum.posts[0]["topic_id"] == recording_forum.posts[1]["topic_id"]
