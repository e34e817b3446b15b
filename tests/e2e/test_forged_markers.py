"""A marker anyone can type: a forged one never stops the bot's own post (issue 20, defect 1).

Every bot post ends with an invisible `<!-- gamemaster:<key> -->`; after a send that may have
reached the forum, the sender looks for it before posting again. Discourse keeps HTML
comments in a post's raw text and hides them from readers (`lib/pretty_text.rb` strips
comments when cooking), so any member can paste the coming marker where the bot will look,
and the keys are easy to guess. A marker counts only in a post the bot wrote.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from bridge.db import OutboxRow
from bridge.delivery.outbox import marker
from bridge.tools.stack import Stack

DEADLINE_DAY = (2026, 12, 2, 21, 1)  # just after 22:00 in Paris, an even day


def _row(stack: Stack, key: str) -> OutboxRow:
    with stack.db.unit() as session:
        row = session.scalar(select(OutboxRow).where(OutboxRow.key == key))
        assert row is not None, key
        session.expunge(row)
        return row


def _retry(stack: Stack, key: str) -> None:
    """The send of `key` failed once (the forum answered 503); the retry comes a minute
    later."""
    failed = _row(stack, key)
    assert failed.status == "pending" and failed.failures == 1, (failed.key, failed.failures)
    stack.clock.set(stack.clock() + timedelta(minutes=1))
    stack.settle()


def _deadline(stack: Stack) -> None:
    from datetime import UTC, datetime

    stack.advance(datetime(*DEADLINE_DAY, tzinfo=UTC))


def test_a_forged_marker_in_the_game_topic_does_not_stop_the_results(stack, game) -> None:
    """A member pastes the coming results' marker into the public topic, the first send
    fails: the retry still posts the results, and the member's post is not taken for
    them."""
    game.order("anna", "lancer boris 3")
    _deadline(stack)
    forged = stack.say("chloe", game.public,
                       f"Bonne chance à tous pour ce tour !\n\n{marker('g1:turn-1:@public')}")
    stack.forum.fail_next(503)
    stack.say("maitre", game.gm_desk, "ok, je valide")
    _retry(stack, "g1:turn-1:@public")
    results = [raw for raw in game.posts_in(game.public) if "résultats du tour 1" in raw]
    assert len(results) == 1
    sent = _row(stack, "g1:turn-1:@public")
    assert sent.status == "sent" and sent.post_id != forged["id"]


def test_a_forged_marker_in_a_desk_does_not_stop_a_private_message(stack, game) -> None:
    """The acknowledgement of an order fails once; its marker is then pasted into the desk:
    the retry still answers the player."""
    stack.forum.fail_next(503)
    game.order("boris", "aller en C3, c'est décidé")
    with stack.db.unit() as session:
        key = session.scalar(select(OutboxRow.key).where(OutboxRow.status == "pending"))
    assert key is not None
    forged = game.order("boris", f"Voici ma note pour moi-même.\n\n{marker(key)}")
    _retry(stack, key)
    sent = _row(stack, key)
    assert sent.status == "sent" and sent.post_id != forged["id"]
    answer = next(p for p in stack.forum.transcript() if p["post_id"] == sent.post_id)
    assert answer["author"] == "gamemaster" and "C3" in answer["raw"]


def test_a_forged_marker_does_not_turn_a_status_answer_into_an_edit_of_a_members_post(
        stack, game) -> None:
    """A moderator asks for a game's status in a lounge; the answer's send fails; a member
    pastes its marker there. The bot still posts its own answer, and the status edits that
    follow go to that answer, never to the member's post."""
    stack.forum.add_user("modo", moderator=True)
    lounge = int(stack.forum.new_topic("modo", "Le salon des jeux du forum",
                                       "Bienvenue à tous, amis joueurs du forum !")["topic_id"])
    stack.forum.fail_next(503)
    stack.say("modo", lounge, "@gamemaster statut 1, s'il vous plaît")
    with stack.db.unit() as session:
        key = session.scalar(select(OutboxRow.key).where(OutboxRow.key.like("in%:embed")))
    assert key is not None
    forged = stack.say("mallory", lounge, f"Je suis d'accord avec ça.\n\n{marker(key)}")
    _retry(stack, key)
    answer = _row(stack, key)
    assert answer.status == "sent" and answer.post_id != forged["id"]
    game.order("anna", "lancer boris 3")
    _deadline(stack)
    stack.say("maitre", game.gm_desk, "ok, je valide")
    mallory = next(p for p in stack.forum.transcript() if p["post_id"] == forged["id"])
    assert mallory["version"] == 1 and "Je suis d'accord" in mallory["raw"]
    assert "statut" not in mallory["raw"].lower() or "Je suis d'accord" in mallory["raw"]
    edited = [c for c in stack.forum.api_calls if c.method == "PUT"]
    assert edited and all(c.path == f"/posts/{answer.post_id}" for c in edited)
