"""A post a game keeps current (`Notice.keeps`: Mafia's votecount): posted once, then edited
in place; edits waiting to go out take the newest text, so a burst of changes costs one
edit per change at most and fewer when the forum is slow (bridge/publishing/publish.py,
`Publisher.queue`; bridge/delivery/outbox.py, `queue_edit`). The forum lets the bot edit it
for as long as the game runs: Discourse's lib/guardian/post_guardian.rb `can_edit_post?`
lets staff edit any post in a topic they may post in (the bot is staff, `gamemaster check`
says so), where an ordinary author's edits end with `post_edit_time_limit`."""

from __future__ import annotations

from sqlalchemy import select

from bridge.db import GameRow, OutboxRow, TopicRow
from bridge.delivery.sender import Pacer, Sender
from bridge.publishing.publish import Message, Publisher, kept_key
from bridge.texts import Texts
from rules.base import PUBLIC


class EditingForum:
    """The recording forum, keeping each edit's text."""

    def __init__(self, forum) -> None:  # type: ignore[no-untyped-def]
        self.forum = forum
        self.edits: list[tuple[int, str]] = []

    def __getattr__(self, name):  # type: ignore[no-untyped-def]
        return getattr(self.forum, name)

    def edit_post(self, post_id, raw):  # type: ignore[no-untyped-def]
        self.edits.append((post_id, raw))


def _game(db, clock) -> int:  # type: ignore[no-untyped-def]
    with db.unit() as session:
        game = GameRow(kind="mud", title="T", language="en", gm="gm", seed="s", salt="t",
                       created_at=clock())
        session.add(game)
        session.flush()
        session.add(TopicRow(game_id=game.id, role="game", owner="", title="Game topic",
                             discourse_id=77))
        return game.id


def _queue(db, clock, game_id, messages, key) -> None:  # type: ignore[no-untyped-def]
    with db.unit() as session:
        game = session.get(GameRow, game_id)
        Publisher(Texts()).queue(session, game, messages, key, clock())


def _count(version: int) -> Message:
    return Message(PUBLIC, f"Votecount 1.{version}: bea 2 (ana, carl), not voting: dan",
                   keeps="votecount-1")


def test_a_kept_post_is_posted_once_then_edited(db, clock, recording_forum) -> None:
    forum = EditingForum(recording_forum)
    game_id = _game(db, clock)
    sender = Sender(db, forum, clock, Pacer(0))
    _queue(db, clock, game_id, [Message(PUBLIC, "Day 1 begins: talk and vote."), _count(1)],
           "g1:day-1-0")
    sender.deliver()
    assert [p["raw"].split(":")[0] for p in recording_forum.posts] == ["Day 1 begins",
                                                                        "Votecount 1.1"]
    made = recording_forum.posts[1]["id"]
    _queue(db, clock, game_id, [_count(2), Message(PUBLIC, "Bea is eliminated, the day is over.")],
           "g1:day-1-1")
    sender.deliver()
    assert len(recording_forum.posts) == 3 and "eliminated" in recording_forum.posts[2]["raw"]
    assert [(post, raw.split(":")[0]) for post, raw in forum.edits] == [(made, "Votecount 1.2")]


def test_edits_waiting_to_go_out_take_the_newest_text(db, clock, recording_forum) -> None:
    forum = EditingForum(recording_forum)
    game_id = _game(db, clock)
    sender = Sender(db, forum, clock, Pacer(0))
    _queue(db, clock, game_id, [_count(1)], "g1:day-1-0")
    sender.deliver()
    for version in (2, 3, 4, 5):  # a burst of votes before the sender runs again
        _queue(db, clock, game_id, [_count(version)], f"g1:day-1-{version - 1}")
    sender.deliver()
    assert [raw.split(":")[0] for _, raw in forum.edits] == ["Votecount 1.5"]
    with db.unit() as session:
        anchor = session.scalar(select(OutboxRow).where(
            OutboxRow.key == kept_key(session.get(GameRow, game_id), "votecount-1")))
        assert anchor is not None and anchor.kind == "reply"
        edits = list(session.scalars(select(OutboxRow).where(OutboxRow.edit_of == anchor.id)))
        assert len(edits) == 1 and edits[0].status == "sent"


def test_a_draft_keeps_what_its_messages_keep() -> None:
    stored = _count(3).to_json()
    assert stored["keeps"] == "votecount-1"
    assert "keeps" not in Message(PUBLIC, "Day 1 begins.").to_json()
