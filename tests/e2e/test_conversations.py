"""Who is in the bot's conversations (issue 20, defects 7 and 8).

Any member of a Discourse private message may invite someone else into it (`Topic#invite`,
`app/models/topic.rb`), which leaves a small-action post "invited_user" by the inviter;
inviting someone already in it answers 422 `topic_invite.user_exists`
(`TopicsController#invite` rescues `Topic::UserExists`). The GM desk holds every secret of a
game: with a stranger in it, the bot posts nothing there and tells the GM.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from bridge.db import OutboxRow, TopicRow

DEADLINE = datetime(2026, 12, 2, 21, 1, tzinfo=UTC)


def _bot_posts(stack, topic: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [p["raw"] for p in stack.forum.transcript()
            if p["topic"] == topic and p["author"] == "gamemaster"]


def _gm_notices(stack, game) -> list[str]:  # type: ignore[no-untyped-def]
    """What the bot told the GM in conversations of the GM's own (not the desk)."""
    return [p["raw"] for p in stack.forum.transcript()
            if p["private"] and p["author"] == "gamemaster" and p["recipients"] == [game.gm]
            and p["topic"] != game.gm_desk and "est entré" in p["raw"]]


def test_a_stranger_in_the_gm_desk_gets_no_draft_and_the_gm_is_told(stack, game) -> None:
    stack.forum.add_user("eve")
    stack.forum.invite(game.gm, game.gm_desk, "eve")
    stack.settle()
    told = _gm_notices(stack, game)
    assert len(told) == 1 and "est entré dans votre bureau du MJ" in told[0]
    assert ": @eve, sur invitation de @maitre." in told[0], told[0]
    game.order("anna", "lancer boris 3")
    before = len(_bot_posts(stack, game.gm_desk))
    stack.advance(DEADLINE)
    stack.settle()
    assert len(_bot_posts(stack, game.gm_desk)) == before, "no draft where eve can read it"
    stack.forum.remove_allowed_user(game.gm, game.gm_desk, "eve")
    stack.settle()
    drafts = [raw for raw in _bot_posts(stack, game.gm_desk) if "Brouillon du tour 1" in raw]
    assert len(drafts) == 1, "what waited goes out once eve is gone"


def test_a_stranger_made_co_gm_is_welcome_and_an_invite_to_someone_already_in_is_done(
        stack, game) -> None:
    stack.forum.add_user("eve")
    stack.forum.invite(game.gm, game.gm_desk, "eve")
    stack.settle()
    stack.say(game.gm, game.gm_desk, "co-mj @eve, elle m'aide ce soir")
    with stack.db.unit() as session:
        invite = session.scalar(select(OutboxRow).where(OutboxRow.kind == "invite"))
        assert invite is not None
        assert invite.status == "sent", invite.last_error  # 422 user_exists: done
        desk = session.scalar(select(TopicRow).where(TopicRow.discourse_id == game.gm_desk))
        assert desk is not None and desk.strangers == []
    assert any("eve" in raw for raw in _bot_posts(stack, game.gm_desk)[-1:])
    stack.clock.set(stack.clock() + timedelta(hours=1))
    stack.settle()
    assert not any("n'a pas pu être envoyé" in raw for raw in _bot_posts(stack, game.gm_desk))


def test_a_stranger_in_a_players_desk_holds_that_desk_only(stack, game) -> None:
    stack.forum.add_user("espion")
    stack.forum.invite("anna", game.desks["anna"], "espion")
    stack.settle()
    assert any("est entré dans le bureau d'ordres de @anna" in raw and "@espion" in raw
               for raw in _gm_notices(stack, game))
    before = len(_bot_posts(stack, game.desks["anna"]))
    game.order("anna", "lancer boris 3")
    assert len(_bot_posts(stack, game.desks["anna"])) == before
    game.order("boris", "lancer anna 2")
    assert "lancer une boule de boue sur @anna" in _bot_posts(stack, game.desks["boris"])[-1]


def test_a_stranger_whose_invitation_was_missed_is_found_by_the_backfill(stack, game) -> None:
    stack.forum.add_user("eve")
    stack.forum.drop_webhooks = True
    stack.forum.invite(game.gm, game.gm_desk, "eve")
    stack.forum.drop_webhooks = False
    assert _gm_notices(stack, game) == []
    stack.worker.backfill()
    stack.settle()
    assert any("est entré dans" in raw and "@eve" in raw for raw in _gm_notices(stack, game))
