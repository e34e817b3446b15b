"""Every kind of post the router knows ends handled, ignored or failed exactly once; a post
the bot cannot read is given up after a bounded number of tries and never spins."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import func, select

from bridge.db import InboundRow, OutboxRow


def _statuses(stack) -> dict[str, int]:  # type: ignore[no-untyped-def]
    with stack.db.unit() as session:
        return dict(session.execute(
            select(InboundRow.status, func.count()).group_by(InboundRow.status)).all())


def _outbox(stack) -> int:  # type: ignore[no-untyped-def]
    with stack.db.unit() as session:
        return session.scalar(select(func.count()).select_from(OutboxRow))


def _assert_quiet(stack, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Nothing pending, and more passes of the worker change nothing and call nobody."""
    assert "pending" not in _statuses(stack), f"{kind}: a post stayed pending"
    queued, calls = _outbox(stack), len(stack.forum.api_calls)
    for _ in range(3):
        stack.settle()
    assert (_outbox(stack), len(stack.forum.api_calls)) == (queued, calls), (
        f"{kind}: the worker kept working on a handled post")


def test_every_kind_of_post_ends_once(stack, game) -> None:
    forum = stack.forum
    forum.add_user("modo", moderator=True)
    lounge = forum.new_topic("modo", "Le salon des jeux du forum",
                             "Bienvenue à tous, amis joueurs !")
    kinds = [
        ("chat in a topic outside any game",
         lambda: stack.say("anna", lounge["topic_id"], "Quelqu'un a vu le match hier ?")),
        ("a staff status request",
         lambda: stack.say("modo", lounge["topic_id"], f"@gamemaster statut {game.id}")),
        ("the same request again in that topic",
         lambda: stack.say("modo", lounge["topic_id"], f"@gamemaster status {game.id}")),
        ("a status request for a game that does not exist",
         lambda: stack.say("modo", lounge["topic_id"], "@gamemaster statut 4242")),
        ("a status request from a member",
         lambda: stack.say("anna", lounge["topic_id"], f"@gamemaster statut {game.id}")),
        ("discobot outside any game",
         lambda: (forum.discobot_reply(lounge["topic_id"], 1, "Je lance 1d6 : 4"),
                  stack.settle())),
        ("a private message to the bot that is no command",
         lambda: stack.direct_message("zoe", "Bonjour, comment ça marche ?")),
        ("a refused game creation",
         lambda: stack.direct_message("zoe", 'nouvelle partie echecs "Partie de test"')),
        ("a private message between two members",
         lambda: (forum.new_private_message("zoe", ["anna"], "Entre nous deux",
                                            "On s'allie contre boris ?"), stack.settle())),
        ("a GM command", lambda: stack.say("maitre", game.gm_desk, "statut de la partie")),
        ("an unknown GM command", lambda: stack.say("maitre", game.gm_desk, "blabla bla")),
        ("an order", lambda: game.order("anna", "lancer boris 3")),
        ("a refused order", lambda: game.order("boris", "aller en Z9")),
        ("talk in the game topic", lambda: stack.say("chloe", game.public, "Bonne chance !")),
        ("an order in the game topic",
         lambda: stack.say("chloe", game.public, "je lance sur anna 4")),
        ("a late sign-up", lambda: stack.say("zoe", game.public, "je participe")),
        ("discobot in the game topic",
         lambda: (forum.discobot_reply(game.public, 1, "Je lance 1d6 : 2"), stack.settle())),
    ]
    for kind, act in kinds:
        act()
        _assert_quiet(stack, kind)
    statuses = _statuses(stack)
    assert statuses.get("failed", 0) == 0, statuses
    assert set(statuses) <= {"done", "ignored"}


def test_a_status_request_is_answered_once_and_edited_only_when_the_game_moves(
        stack, game) -> None:
    stack.forum.add_user("modo", moderator=True)
    lounge = stack.forum.new_topic("modo", "Le salon des jeux du forum",
                                   "Bienvenue à tous, amis joueurs !")
    stack.say("modo", lounge["topic_id"], f"@gamemaster statut {game.id}")
    for _ in range(5):
        stack.settle()
    answers = [p for p in stack.forum.transcript()
               if p["topic"] == lounge["topic_id"] and p["author"] == "gamemaster"]
    assert len(answers) == 1 and "Tour 1 sur 3" in answers[0]["raw"]
    edits = [c for c in stack.forum.api_calls if c.method == "PUT"]
    assert edits == [], "nothing moved, so nothing is edited"


def test_a_conversation_the_bot_may_not_read_is_left_at_once(stack) -> None:
    """Discourse answers a moderator 403 for others' private messages: one read, ignored."""
    stack.forum.new_private_message("zoe", ["anna"], "Entre nous deux", "Un secret entre nous")
    for _ in range(5):
        stack.settle()
    reads = [c for c in stack.forum.api_calls if c.path.startswith("/t/")]
    assert [c.status for c in reads] == [403]
    with stack.db.unit() as session:
        row = session.scalar(select(InboundRow))
    assert row.status == "ignored" and "403" in row.note


def test_a_conversation_that_cannot_be_read_is_tried_a_bounded_number_of_times(stack) -> None:
    """A 404 may be a topic not visible yet: tried again with backoff, then given up."""
    from bridge.handlers.bus import INBOUND_TRIES

    stack.forum.fail_next(404, count=1000)
    stack.direct_message("zoe", "Bonjour le bot, une question")
    for _ in range(0, 24 * 60, 3):
        stack.clock.set(stack.clock.now() + timedelta(minutes=3))
        stack.master.process_pending(stack.client)
    reads = [c for c in stack.forum.api_calls if c.status == 404]
    assert len(reads) == INBOUND_TRIES
    with stack.db.unit() as session:
        row = session.scalar(select(InboundRow))
    assert row.status == "failed" and "404" in row.note
