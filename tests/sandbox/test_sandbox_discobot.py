"""Discobot's dice: `@discobot roll NdM` answered in the topic as user -2.

Each behaviour cites the discourse/discourse file it comes from (plugin
`plugins/discourse-narrative-bot/`): `app/jobs/regular/bot_input.rb` (the poster's effective
locale), `lib/discourse_narrative_bot/track_selector.rb` at 0a9b83a6 (`bot_commands`,
`match_trigger?`), `app/models/user.rb` (`effective_locale`), the plugin's `plugin.rb`
(`manually_disabled_discobot?`) and `config/locales/server.{en,fr,ru}.yml` (the trigger words
and texts: en 0478c285 `roll`, fr 14b8cd5e `jet`, ru 302089ab `roll`)."""

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

    forum.post("alice", topic_id, "For the lock: @discobot roll 1d20")

    user_post, bot_post = (json.loads(r.body)["post"] for r in receiver.received)
    assert bot_post["user_id"] == -2
    assert bot_post["username"] == "discobot"
    assert bot_post["reply_to_post_number"] == user_post["post_number"]
    assert bot_post["raw"].startswith("> :game_die: ")


def test_french_trigger_jet(forum):
    """`jet` rolls on a French forum (`default_locale` fr; server.fr.yml `dice.trigger`)."""
    forum.settings.default_locale = "fr"
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "Pour l'embuscade : @discobot jet 3d4")
    raw = forum.transcript()[-1]["raw"]
    assert raw.startswith("> :game_die: ")
    assert len(raw.removeprefix("> :game_die: ").split(", ")) == 3


def test_limits_and_error_texts_from_the_locales(forum):
    topic_id = _topic(forum)
    texts = discobot.locales()

    forum.post("alice", topic_id, "All the dice: @discobot roll 25d6")
    too_many = forum.transcript()[-1]["raw"]
    forum.post("alice", topic_id, "A huge die: @discobot roll 1d500")
    too_big = forum.transcript()[-1]["raw"]
    forum.post("alice", topic_id, "Nothing at all: @discobot roll 0d6")
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


# --- whose language: the poster's effective locale, one trigger word ----------------------


def _rolls(forum) -> list[str]:
    return [line["raw"] for line in forum.transcript(by="discobot")
            if line["raw"].startswith("> :game_die:")]


def test_the_trigger_of_another_language_never_rolls(forum):
    """On an English forum `@discobot jet 2d6` is no command: `Jobs::BotInput` runs in the
    poster's effective locale (bot_input.rb), whose trigger alone is matched
    (track_selector.rb `bot_commands`: `"#{dice_trigger} (\\d+)d(\\d+)"`)."""
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "On attaque : @discobot jet 2d6")
    assert _rolls(forum) == []
    # a mention without a command: the help hint, in English
    assert forum.transcript(by="discobot")[-1]["raw"].startswith("Hi! To find out")


def test_on_a_french_forum_roll_is_no_command(forum):
    """`default_locale` fr: the trigger is `jet` (server.fr.yml at 14b8cd5e); `roll` is not."""
    forum.settings.default_locale = "fr"
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "We attack: @discobot roll 2d6")
    assert _rolls(forum) == []
    assert forum.transcript(by="discobot")[-1]["raw"].startswith("Bonjour !")


def test_the_russian_trigger_is_roll(forum):
    """server.ru.yml at 302089ab keeps `dice.trigger: "roll"`: a Russian forum rolls with it."""
    forum.settings.default_locale = "ru"
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "Бросаю: @discobot jet 2d6")
    forum.post("alice", topic_id, "Кидаю: @discobot roll 2d6")
    assert len(_rolls(forum)) == 1


def test_a_members_own_locale_counts_only_when_the_site_allows_it(forum):
    """`User#effective_locale` (app/models/user.rb): the member's locale only with
    `allow_user_locale` on (off by default, config/site_settings.yml), else the site's."""
    forum.add_user("amelie", locale="fr")
    topic_id = _topic(forum)
    forum.post("amelie", topic_id, "Mon jet : @discobot jet 1d6")
    assert _rolls(forum) == []
    forum.settings.allow_user_locale = True
    forum.post("amelie", topic_id, "Encore un : @discobot jet 1d6")
    forum.post("amelie", topic_id, "Et en anglais : @discobot roll 1d6")
    assert len(_rolls(forum)) == 1


def test_no_spaces_in_the_dice(forum):
    """`(\\d+)d(\\d+)` after exactly one space (track_selector.rb): `2 d6`, `2d 6`, `d6`
    and a missing space never roll; extra spaces after the mention do (`\\s+`)."""
    topic_id = _topic(forum)
    for raw in ("Go: @discobot roll 2 d6", "Go: @discobot roll 2d 6", "Go: @discobot roll d6",
                "Go: @discobot roll2d6", "Go: @discobot roll  2d6"):
        forum.post("alice", topic_id, raw)
    assert _rolls(forum) == []
    forum.post("alice", topic_id, "Go: @discobot   roll 2D6")
    assert len(_rolls(forum)) == 1


def test_the_request_must_end_its_paragraph(forum):
    """`match_trigger?` cooks `@discobot\\s+roll (\\d+)d(\\d+)` and drops only the leading
    `<p>`: the trailing `</p>` stays in the pattern, so text after the dice in the same
    paragraph (a line break included) means no roll; a new paragraph after it is fine."""
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "@discobot roll 2d6 for the storm")
    forum.post("alice", topic_id, "@discobot roll 2d6\nfor the storm")
    assert _rolls(forum) == []
    forum.post("alice", topic_id, "@discobot roll 2d6\n\nfor the storm")
    assert len(_rolls(forum)) == 1


def test_tips_switched_off_get_the_disabled_answer(forum):
    """`bot_commands` answers `random_mention.discobot_disabled` first, before the dice, to a
    user with `skip_new_user_tips` (`manually_disabled_discobot?`, plugin.rb; the plugin's
    track_selector_spec "tells the user to enable the onboarding tips first")."""
    forum.add_user("hugo", skip_new_user_tips=True)
    topic_id = _topic(forum)
    forum.post("hugo", topic_id, "Go: @discobot roll 2d6")
    forum.post("hugo", topic_id, "Again: @discobot roll 2d6")
    assert _rolls(forum) == []
    disabled = discobot.locales()["en"]["discobot_disabled"]
    assert [line["raw"] for line in forum.transcript(by="discobot")] == [disabled, disabled]


def test_the_disabled_answer_falls_back_to_english_in_russian(forum):
    """server.ru.yml (302089ab) has no `discobot_disabled`: Discourse's I18n falls back to en;
    server.fr.yml (14b8cd5e) has its own."""
    forum.settings.allow_user_locale = True
    forum.add_user("ivan", locale="ru", skip_new_user_tips=True)
    forum.add_user("zoe", locale="fr", skip_new_user_tips=True)
    topic_id = _topic(forum)
    forum.post("ivan", topic_id, "Кидаю: @discobot roll 2d6")
    forum.post("zoe", topic_id, "Je lance : @discobot jet 2d6")
    texts = discobot.locales()
    assert [line["raw"] for line in forum.transcript(by="discobot")] == [
        texts["en"]["discobot_disabled"], texts["fr"]["discobot_disabled"]]


def test_the_plugin_switched_off_answers_nothing(forum):
    """`discourse_narrative_bot_enabled` off (plugin.rb `enabled_site_setting`): silence."""
    forum.settings.discourse_narrative_bot_enabled = False
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "Go: @discobot roll 2d6")
    assert forum.transcript(by="discobot") == []
    assert forum.discobot_enabled is False


def test_a_request_in_code_or_a_quote_is_not_addressed_to_discobot(forum):
    """A mention in code cooks to no mention link, and quotes are left out of the mentions
    (track_selector.rb `bot_mentioned?`/`match_trigger?`; the plugin's spec "when roll dice
    command is present inside a quote ... ignores the command"): no roll, no hint."""
    topic_id = _topic(forum)
    forum.post("alice", topic_id, "Write `@discobot roll 2d6` to roll two dice")
    forum.post("alice", topic_id, '[quote="bob, post:1, topic:1"]\n@discobot roll 2d1\n[/quote]')
    forum.post("alice", topic_id, "```\n@discobot roll 2d6\n```")
    assert forum.transcript(by="discobot") == []
