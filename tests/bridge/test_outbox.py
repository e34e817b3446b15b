"""The outbox: in order, paced, retried on 429/5xx/timeouts, never posted twice."""

from datetime import timedelta

import pytest
from sqlalchemy import select

from bridge.db import GameRow, OutboxRow, TopicRow
from bridge.delivery.forum import ForumError
from bridge.delivery.outbox import enqueue, marker
from bridge.delivery.sender import Pacer, Sender


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
    recording_forum.failures.append(ForumError("400: bad parameters", retryable=False,
                                                   status=400))
    assert _sender(db, recording_forum, clock).deliver() == 2
    with db.unit() as session:
        rows = {r.key: r for r in session.scalars(select(OutboxRow))}
    assert rows["a"].status == "failed" and "bad parameters" in rows["a"].last_error
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


# ----------------------------------------------------------------- refusals, caps, the GM told


def _game_with_desks(db, clock):  # type: ignore[no-untyped-def]
    """A game whose GM desk (topic 70) and anna's desk (topic 71) exist on the forum."""
    with db.unit() as session:
        gm_desk = _topic(session, clock, "gm", "gm", "GM desk")
        gm_desk.discourse_id = 70
        desk = TopicRow(game_id=gm_desk.game_id, role="player", owner="anna", title="Desk")
        desk.discourse_id = 71
        session.add(desk)
        session.flush()
        return gm_desk.game_id, desk.id


def _refusal(status: int, text: str = "refused") -> ForumError:
    return ForumError(f"{status}: {text}", retryable=False, status=status)


def _rows(db) -> dict[str, OutboxRow]:  # type: ignore[no-untyped-def]
    with db.unit() as session:
        return {r.key: r for r in session.scalars(select(OutboxRow))}


def _run(sender, clock, minutes: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(minutes):
        sender.deliver()
        clock.set(clock() + timedelta(minutes=1))


@pytest.mark.parametrize("status", [403, 404, 422])
def test_a_refusal_that_may_pass_later_is_retried_not_dropped(
        db, clock, recording_forum, status: int) -> None:
    """A topic not visible yet, a user who blocks messages for a while: one refusal must not
    lose the player's acknowledgement."""
    game_id, desk = _game_with_desks(db, clock)
    with db.unit() as session:
        enqueue(session, key="ack", kind="reply", raw="Ordre reçu : aller en B3", now=clock(),
                game_id=game_id, topic=session.get(TopicRow, desk))
    recording_forum.failures.append(_refusal(status))
    _run(_sender(db, recording_forum, clock), clock, 5)
    assert _rows(db)["ack"].status == "sent"
    assert [p["raw"].split(":")[0] for p in recording_forum.posts] == ["Ordre reçu "]


def test_a_message_refused_again_and_again_is_given_up_and_shown_to_the_gm(
        db, clock, recording_forum) -> None:
    from bridge.delivery.sender import REFUSED_TRIES

    game_id, desk = _game_with_desks(db, clock)
    with db.unit() as session:
        enqueue(session, key="ack", kind="reply", raw="Ordre reçu : aller en B3", now=clock(),
                game_id=game_id, topic=session.get(TopicRow, desk))
    recording_forum.failures += [_refusal(403, "blocked") for _ in range(REFUSED_TRIES)]
    _run(_sender(db, recording_forum, clock), clock, 60)
    rows = _rows(db)
    assert rows["ack"].status == "failed" and rows["ack"].failures == REFUSED_TRIES
    notice = rows["ack:given-up"]
    assert notice.status == "sent"
    told = recording_forum.posts[-1]
    assert told["topic_id"] == 70, "in the GM desk"
    assert "bureau d'ordres de @anna" in told["raw"] and "Ordre reçu : aller en B3" in told["raw"]
    assert "<!-- gamemaster:ack -->" not in told["raw"]


def test_a_post_too_short_for_the_forum_is_padded_once(db, clock, recording_forum) -> None:
    game_id, desk = _game_with_desks(db, clock)
    with db.unit() as session:
        enqueue(session, key="ack", kind="reply", raw="OK", now=clock(), game_id=game_id,
                topic=session.get(TopicRow, desk))
    recording_forum.failures.append(
        _refusal(422, "Body is too short (minimum is 20 characters)"))
    _sender(db, recording_forum, clock).deliver()
    posted = recording_forum.posts[-1]["raw"]
    assert posted.startswith("OK\n\n— message du bot maître du jeu")
    assert _rows(db)["ack"].status == "sent"


def test_a_waiting_message_holds_back_only_its_own_topic(db, clock, recording_forum) -> None:
    _queue(db, clock, "a", topic_id=77)
    _queue(db, clock, "b", topic_id=88)
    _queue(db, clock, "c", topic_id=77)
    recording_forum.failures.append(ForumError("503", retryable=True, wait_seconds=30,
                                               status=503))
    assert _sender(db, recording_forum, clock).deliver() == 1
    assert [p["raw"].split()[1] for p in recording_forum.posts] == ["b"]
    clock.set(clock() + timedelta(seconds=31))
    _sender(db, recording_forum, clock).deliver()
    assert [p["raw"].split()[1] for p in recording_forum.posts] == ["b", "a", "c"]


def test_an_unavailable_forum_is_retried_with_a_cap(db, clock, recording_forum) -> None:
    from bridge.delivery.sender import UNAVAILABLE_TRIES

    _queue(db, clock, "a")
    recording_forum.failures += [ForumError("502", retryable=True, status=502)
                                 for _ in range(UNAVAILABLE_TRIES + 5)]
    sender = _sender(db, recording_forum, clock)
    for _ in range(UNAVAILABLE_TRIES + 5):
        sender.deliver()
        clock.set(clock() + timedelta(minutes=11))
    row = _rows(db)["a"]
    assert row.status == "failed" and row.failures == UNAVAILABLE_TRIES


def test_rate_limits_wait_as_asked_and_do_not_count_as_failures(
        db, clock, recording_forum) -> None:
    _queue(db, clock, "a")
    recording_forum.failures += [ForumError("429", retryable=True, wait_seconds=40,
                                            status=429) for _ in range(300)]
    sender = _sender(db, recording_forum, clock)
    for _ in range(300):
        sender.deliver()
        clock.set(clock() + timedelta(seconds=41))
    sender.deliver()
    row = _rows(db)["a"]
    assert (row.status, row.failures) == ("sent", 0)


def test_a_claimed_message_is_not_sent_by_a_second_sender(db, clock, recording_forum) -> None:
    """Two workers: the one that claimed a row sends it; the other skips it, and skips the
    messages behind it in the same topic, until the claim ends."""
    _queue(db, clock, "a", "b")
    first, second = _sender(db, recording_forum, clock), _sender(db, recording_forum, clock)
    job = first._claim()
    assert job is not None and job.key == "a"
    assert second.deliver() == 0 and recording_forum.posts == []
    first._send(job)
    assert second.deliver() == 1
    assert [p["raw"].split()[1] for p in recording_forum.posts] == ["a", "b"]


def test_a_dead_workers_claim_is_taken_over_without_posting_twice(
        db, clock, recording_forum) -> None:
    """kill -9 after the post went out but before it was marked sent: the next worker on
    the host frees the claim, finds the marker and does not post again."""
    from bridge.delivery.outbox import worker_id

    _queue(db, clock, "a")
    dead = _sender(db, recording_forum, clock)
    dead.me = worker_id().rsplit(":", 2)[0] + ":999999999:dead"
    job = dead._claim()
    dead._post(job)  # the post reached the forum; the worker died before recording it
    successor = _sender(db, recording_forum, clock)
    assert successor.deliver() == 0, "the lease still holds"
    assert successor.release_dead_claims() == 1
    assert successor.deliver() == 1
    assert len(recording_forum.posts) == 1
    assert _rows(db)["a"].status == "sent"


def test_a_long_outage_is_told_to_each_gm_once_when_the_forum_answers(
        db, clock, recording_forum) -> None:
    game_id, _ = _game_with_desks(db, clock)
    _queue(db, clock, "a", "b")
    recording_forum.failures += [ForumError("502 Bad Gateway", retryable=True, status=502)
                                 for _ in range(8)]  # about twenty minutes of backing off
    sender = _sender(db, recording_forum, clock)
    _run(sender, clock, 40)
    told = [p for p in recording_forum.posts if p["topic_id"] == 70]
    assert len(told) == 1, "told once, however many messages were held"
    assert "502 Bad Gateway" in told[0]["raw"] and "n'a pas répondu" in told[0]["raw"]
    assert [p["raw"].split()[1] for p in recording_forum.posts if p["topic_id"] == 77] == \
        ["a", "b"], "the held messages go out in order"
    recording_forum.failures.append(ForumError("503", retryable=True, status=503))
    _queue(db, clock, "c")
    _run(sender, clock, 5)
    assert len([p for p in recording_forum.posts if p["topic_id"] == 70]) == 1, \
        "a short outage is not worth a message"
    with db.unit() as session:
        assert session.get(GameRow, game_id) is not None


def test_a_short_outage_tells_nobody(db, clock, recording_forum) -> None:
    _game_with_desks(db, clock)
    _queue(db, clock, "a")
    recording_forum.failures.append(ForumError("504", retryable=True, status=504))
    _run(_sender(db, recording_forum, clock), clock, 5)
    assert [p["topic_id"] for p in recording_forum.posts] == [77]


def test_a_link_to_a_topic_still_to_be_made_waits_for_it(db, clock, recording_forum) -> None:
    """The GM's "game created, public topic: <link>" while the topic's creation waits for the
    forum: the message waits too, and goes out with the link, not the topic's bare title."""
    with db.unit() as session:
        topic = _topic(session, clock, "game", "", "Bataille de boue : T")
        enqueue(session, key="topic", kind="topic", raw="The game topic, open for sign-up",
                now=clock(), topic=topic, title=topic.title)
        enqueue(session, key="created", kind="reply", now=clock(), discourse_topic_id=77,
                raw=f"Game created, public topic: ⟦topic:{topic.id}⟧ for sign-up")
    recording_forum.failures.append(ForumError("502", retryable=True, status=502))
    sender = _sender(db, recording_forum, clock)
    sender.deliver()
    assert recording_forum.posts == [], "the creation failed: the link waits for it"
    clock.set(clock() + timedelta(seconds=10))
    sender.deliver()
    created, told = recording_forum.posts
    assert f"/t/{created['topic_id']} for sign-up" in told["raw"]
