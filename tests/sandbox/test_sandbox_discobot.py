"""Discobot's dice: `@discobot roll NdM` answered in the topic as user -2."""

from __future__ import annotations

import json
import random

from bridge.sandbox import discobot

RAW_TOPIC = "Roll for initiative, everyone please"


def _topic(forum) -> int:
    return forum.new_topic("alice", "Dice for the ambush", RAW_TOPIC)["topic_id"]


def test_roll_reply_format(forum):
    topic_id = _topic(forum)
    forum.rng = random.Random(7)
    expected = random.Random(7)
    dice = [expected.randint(1, 6) for _ in range(2)]

    asked = forum.post("alice", topic_id, "I attack! @discobot roll 2d6")

    reply = forum.transcript()[-1]
    assert reply["author"] == "discobot"
    assert reply["raw"] == f"> :game_die: {dice[0]}, {dice[1]}"
    assert reply["topic"] == topic_id
    assert reply["post_number"] == asked["post_number"] + 1
    post = forum.posts[reply["post_id"]]
    assert post.user_id == -2
    assert post.reply_to_post_number == asked["post_number"]


def test_roll_reply_is_delivered_as_a_webhook(forum, receiver):
    topic_id = _topic(forum)
    forum.add_webhook(receiver.url, secret="s3cret")

    forum.post("alice", topic_id, "@discobot roll 1d20 for the lock")

    user_post, bot_post = (json.loads(r.body)["post"] for r in receiver.received)
    assert bot_post["user_id"] == -2
    assert bot_post["username"] == "discobot"
    assert bot_post["reply_to_post_number"] == user_post["post_number"]
    assert bot_post["raw"].startswith("> :game_die: ")


def test_french_trigger_jet(forum):
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "@discobot jet 3d4 pour l'embuscade")
    raw = forum.transcript()[-1]["raw"]
    assert raw.startswith("> :game_die: ")
    assert len(raw.removeprefix("> :game_die: ").split(", ")) == 3


def test_limits_and_error_texts_from_the_locales(forum):
    topic_id = _topic(forum)
    texts = discobot.locales()

    forum.post("alice", topic_id, "@discobot roll 25d6 all the dice")
    too_many = forum.transcript()[-1]["raw"]
    forum.post("alice", topic_id, "@discobot roll 1d500 huge die")
    too_big = forum.transcript()[-1]["raw"]
    forum.post("alice", topic_id, "@discobot roll 0d6 nothing at all")
    invalid = forum.transcript()[-1]["raw"]

    warning = texts["en"]["not_enough_dice"]["other"].replace("%{count}", "20")
    assert too_many.startswith(warning + "\n\n> :game_die: ")
    assert len(too_many.split("> :game_die: ")[1].split(", ")) == 20
    assert too_big.startswith(texts["en"]["out_of_range"] + "\n\n> :game_die: ")
    assert int(too_big.split("> :game_die: ")[1]) <= 120
    assert invalid == texts["en"]["invalid"]


def test_no_answer_in_private_messages_without_discobot(forum):
    forum.new_private_message("alice", ["bob"], "Secret plan", "@discobot roll 2d6 quietly")
    assert [line["author"] for line in forum.transcript()] == ["alice"]


def test_bare_mention_gets_a_throttled_help_hint(forum, clock):
    """A mention without a command: a hint, then silence for 10 posts and 6 hours."""
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "Just talking about @discobot here")
    forum.post("bob", topic_id, "And @discobot again, right after")
    clock.advance(7 * 3600)
    forum.post("bob", topic_id, "@discobot, hours later but few posts later")
    clock.advance(18 * 3600)
    forum.post("bob", topic_id, "@discobot, a day later now")
    forum.post("bob", topic_id, "No mention of the dice bot at all here")

    hint = "Hi! To find out what I can do, say `@discobot display help`."
    assert [line["raw"] for line in forum.transcript(by="discobot")] == [hint, hint]


def test_bot_api_posts_trigger_discobot_too(client, forum):
    post = client.create_post("The storm rolls in. @discobot roll 1d6", title="Weather tonight")
    authors = [line["author"] for line in forum.transcript()]
    assert authors == ["gamemaster", "discobot"]
    assert forum.transcript()[-1]["topic"] == post["topic_id"]


def test_discobot_reply_posts_a_given_answer(forum):
    topic_id = _topic(forum)
    post = forum.discobot_reply(topic_id, 1, "> :game_die: 3, 6")
    assert post["user_id"] == -2
    assert post["reply_to_post_number"] == 1
    assert forum.transcript(by="discobot")[0]["raw"] == "> :game_die: 3, 6"
