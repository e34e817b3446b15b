"""Edits made while the webhooks were down: backfill compares versions (and, before a
deadline, the text), not only post ids."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from bridge.db import InboundRow, OrderRow, ResolutionRow
from bridge.turns.resolution import SETUP

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)


def _orders(stack) -> list[tuple[str, str, dict]]:  # type: ignore[no-untyped-def]
    with stack.db.unit() as session:
        return [(r.actor, r.kind, r.params)
                for r in session.scalars(select(OrderRow).order_by(OrderRow.id))]


def _edit_unseen(stack, player: str, post_id: int, raw: str) -> None:  # type: ignore[no-untyped-def]
    """The player edits a post an hour later while no webhook gets through."""
    stack.clock.set(stack.clock.now() + timedelta(hours=1))
    stack.forum.drop_webhooks = True
    stack.forum.edit(player, post_id, raw)
    stack.forum.drop_webhooks = False


def test_an_edit_missed_by_the_webhooks_is_found_by_the_backfill(stack, game) -> None:
    post = game.order("anna", "bonjour tout le monde")
    assert _orders(stack) == []
    _edit_unseen(stack, "anna", post["id"], "passer")
    assert stack.forum.posts[post["id"]].version == 2
    assert stack.worker.backfill() == 1
    assert _orders(stack) == [("anna", "pass", {})]
    assert stack.worker.backfill() == 0, "seen once"


def test_an_edit_missed_by_the_webhooks_counts_at_the_deadline(stack, game) -> None:
    """The issue's case: the turn must not resolve without her order."""
    post = game.order("anna", "bonjour tout le monde")
    _edit_unseen(stack, "anna", post["id"], "lancer boris 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    with stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key != SETUP))
    assert draft.orders["anna"]["params"] == {"target": "boris", "number": 3}


def test_a_quick_edit_missed_by_the_webhooks_counts_at_the_deadline(stack, game) -> None:
    """In the grace period Discourse keeps the version: the pre-deadline read compares the
    text of the open step's posts too."""
    stack.forum.settings.editing_grace_period = 300
    post = game.order("anna", "lancer boris 3")
    stack.clock.set(stack.clock.now() + timedelta(seconds=30))
    stack.forum.drop_webhooks = True
    stack.forum.edit("anna", post["id"], "lancer chloe 2")
    stack.forum.drop_webhooks = False
    assert stack.forum.posts[post["id"]].version == 1
    stack.advance(DEADLINE + timedelta(minutes=1))
    with stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key != SETUP))
    assert draft.orders["anna"]["params"] == {"target": "chloe", "number": 2}


def test_an_edit_in_a_long_desk_is_found(stack, game) -> None:
    """Past the first chunk of posts a topic listing shows: the read covers the topic's end."""
    for number in range(14):
        game.order("anna", f"aller en A2, message {number}")
        game.order("anna", "aller en B1")
    post = game.order("anna", "bonjour encore")
    assert len(stack.forum.topics[game.desks["anna"]].post_ids) > 40
    _edit_unseen(stack, "anna", post["id"], "passer")
    assert stack.worker.backfill() == 1
    assert _orders(stack)[-1] == ("anna", "pass", {})


def test_an_edit_is_found_by_its_version_when_the_listing_has_no_text(stack, game) -> None:
    """Should a forum leave `raw` out of the topic listing, the versions it shows still
    reveal an edit, which is then read."""
    from dataclasses import replace

    read_topic = stack.worker.forum.read_topic

    def without_text(topic_id, near_post_number=None):  # type: ignore[no-untyped-def]
        info = read_topic(topic_id, near_post_number)
        return replace(info, posts=tuple({k: v for k, v in post.items() if k != "raw"}
                                         for post in info.posts))

    stack.worker.forum.read_topic = without_text  # type: ignore[method-assign]
    post = game.order("anna", "bonjour tout le monde")
    _edit_unseen(stack, "anna", post["id"], "passer")
    assert stack.worker.backfill() == 1
    assert _orders(stack) == [("anna", "pass", {})]


def _reads(stack, since: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The topic reads the bot made since the `since`-th API call (listings apart)."""
    return [call.path for call in stack.forum.api_calls[since:]
            if call.method == "GET" and call.path.startswith("/t/")]


def test_a_light_backfill_reads_only_the_topics_with_posts_not_seen(stack, game) -> None:
    """One list of the bot's conversations (and one of its topics) says where posts are
    new; only that desk is read, and the post whose webhook was lost becomes an order."""
    stack.forum.drop_webhooks = True
    game.order("boris", "lancer anna 2")
    stack.forum.drop_webhooks = False
    before = len(stack.forum.api_calls)
    assert stack.worker.backfill_changed() == 1
    assert _orders(stack) == [("boris", "throw", {"target": "anna", "number": 2})]
    reads = _reads(stack, before)
    assert reads and all(f"/t/{game.desks['boris']}" in path for path in reads), reads
    lists = [c.path for c in stack.forum.api_calls[before:] if "private-messages" in c.path
             or "created-by" in c.path]
    assert len(lists) == 2, lists
    before = len(stack.forum.api_calls)
    assert stack.worker.backfill_changed() == 0
    assert _reads(stack, before) == []  # nothing new: no topic read at all


def test_at_a_deadline_without_budget_room_only_changed_topics_are_read(stack, game) -> None:
    """When the API budget has no room to read every topic of the due game again (many
    games at one deadline), the lists say which topics hold new posts and only those are
    read; an order posted in time whose webhook was lost still counts."""
    from bridge.delivery.sender import Pacer

    stack.worker.sender.pacer = Pacer(3, sleep=lambda seconds: None, clock=lambda: 0.0)
    game.order("anna", "lancer boris 3")
    stack.forum.drop_webhooks = True
    game.order("chloe", "lancer anna 1")
    stack.forum.drop_webhooks = False
    before = len(stack.forum.api_calls)
    stack.clock.set(DEADLINE + timedelta(minutes=1))
    stack.settle()  # the deadline's tick: the due game's topics, then the resolution
    reads = _reads(stack, before)
    assert reads and all(f"/t/{game.desks['chloe']}" in path for path in reads), reads
    assert ("chloe", "throw", {"target": "anna", "number": 1}) in _orders(stack)


def test_the_bots_conversations_are_listed_page_by_page(stack) -> None:
    """Discourse lists 30 conversations a page; the forum adapter asks for the next."""
    for number in range(35):
        stack.forum.new_private_message(f"joueur{number}", ["gamemaster"], "Bonjour",
                                        "Bonjour le bot, une question pour toi.")
    first = stack.client.private_topics("gamemaster")
    second = stack.client.private_topics("gamemaster", page=1)
    assert len(first) == 30 and len(second) == 5
    assert not {t["id"] for t in first} & {t["id"] for t in second}


def test_the_bots_public_topics_are_listed_most_recently_active_first_page_by_page(
        stack, game) -> None:  # type: ignore[no-untyped-def]
    """Discourse lists the topics a user opened by their last activity (a new post bumps its
    topic to the top), 30 a page; the forum adapter asks for the next."""
    stack.settle()
    for number in range(34):  # the bot's topics: the game's, and 34 newer ones
        stack.forum.new_topic("gamemaster", f"Une partie de plus, la numéro {number}",
                              "Le sujet public d'une autre partie du forum.")
    first = stack.client.topics_created_by("gamemaster")
    second = stack.client.topics_created_by("gamemaster", page=1)
    assert len(first) == 30 and len(second) == 5
    assert game.public in {t["id"] for t in second}
    stack.clock.set(stack.clock.now() + timedelta(minutes=1))
    stack.forum.post("anna", game.public, "Un petit mot dans le sujet de la partie.")
    assert stack.client.topics_created_by("gamemaster")[0]["id"] == game.public


def test_a_post_missed_in_an_older_game_topic_is_found_by_the_light_backfill(
        stack, game) -> None:  # type: ignore[no-untyped-def]
    """Over thirty games: the post whose webhook was lost bumps its game's topic to the top
    of the bot's list of topics, where the light backfill's one call finds it."""
    stack.settle()
    for number in range(31):
        stack.forum.new_topic("gamemaster", f"Une partie de plus, la numéro {number}",
                              "Le sujet public d'une autre partie du forum.")
    stack.clock.set(stack.clock.now() + timedelta(minutes=1))
    stack.forum.drop_webhooks = True
    post = stack.forum.post("boris", game.public, "Bonne chance à tous pour ce tour !")
    stack.forum.drop_webhooks = False
    before = len(stack.forum.api_calls)
    assert stack.worker.backfill_changed() == 1
    reads = _reads(stack, before)
    assert reads and all(f"/t/{game.public}" in path for path in reads), reads
    with stack.db.unit() as session:
        assert session.scalar(select(InboundRow.id).where(InboundRow.post_id == post["id"]))


def test_a_thorough_look_pages_the_public_topics_past_newer_ones(
        stack, game) -> None:  # type: ignore[no-untyped-def]
    """Before a crowded deadline (no budget to read every due topic): a post missed in a
    game topic, then more than a page of the bot's other topics active since. The look
    pages the bot's topics until it reaches ones last active before the last post known
    there, and finds it; the conversations' list is not read (no due topic is one)."""
    stack.settle()
    stack.clock.set(stack.clock.now() + timedelta(minutes=1))
    stack.forum.drop_webhooks = True
    stack.forum.post("boris", game.public, "Bonne chance à tous pour ce tour !")
    stack.clock.set(stack.clock.now() + timedelta(minutes=1))
    for number in range(31):
        stack.forum.new_topic("gamemaster", f"Une partie de plus, la numéro {number}",
                              "Le sujet public d'une autre partie du forum.")
    stack.forum.drop_webhooks = False
    before = len(stack.forum.api_calls)
    found = stack.worker._changed({game.public}, thorough=True, private=False,
                                  public_ones={game.public})
    assert found == {game.public}
    lists = [c.path for c in stack.forum.api_calls[before:] if c.method == "GET"]
    assert len(lists) == 2 and all("created-by" in path for path in lists), lists


def test_at_a_crowded_deadline_the_look_for_changes_reaches_a_desk_behind_newer_ones(
        stack, game) -> None:  # type: ignore[no-untyped-def]
    """Dozens of games at one deadline: conversations active more recently than a desk
    whose order's webhook was lost fill the first page of the bot's list, none with
    anything new. The look goes on, page by page, until it reaches conversations older
    than the last post known in every due topic: the desk is found and the order counts."""
    from bridge.delivery.sender import Pacer

    stack.worker.sender.pacer = Pacer(3, sleep=lambda seconds: None, clock=lambda: 0.0)
    stack.forum.drop_webhooks = True
    game.order("anna", "lancer boris 3")
    stack.clock.set(stack.clock.now() + timedelta(minutes=5))
    for number in range(31):  # more than a page (30) of newer conversations with the bot
        stack.forum.new_private_message(f"voisin{number}", ["gamemaster"],
                                        f"Une question du voisin numéro {number}",
                                        "Bonjour, une question sur le forum, svp ?")
    stack.forum.drop_webhooks = False
    stack.clock.set(DEADLINE + timedelta(minutes=1))
    stack.settle()
    assert ("anna", "throw", {"target": "boris", "number": 3}) in _orders(stack)
