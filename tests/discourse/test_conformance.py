"""The sandbox forum against Discourse: one test per behaviour the bridge relies on, each
naming the file of discourse/discourse it comes from, checked over HTTP with pydiscourse as
the bot and its members use it. The sandbox starts with Discourse's own site settings
(`config/site_settings.yml`); the README lists where it still differs on purpose.
"""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest
import requests
from pydiscourse.exceptions import DiscourseClientError

from bridge.sandbox import SandboxForum
from bridge.sandbox.webhooks import sign

TOPIC = "Une partie de boue ce soir au village"
BODY = "Qui veut jouer ce soir ? Inscrivez-vous ici."


def _error(call, *args, **kwargs) -> str:  # type: ignore[no-untyped-def]
    """The forum's refusal of a call, as pydiscourse reports it."""
    with pytest.raises(DiscourseClientError) as refused:
        call(*args, **kwargs)
    return str(refused.value)


# -- config/site_settings.yml: lengths ---------------------------------------------------


def test_posts_in_topics_need_20_characters_and_messages_10(forum, as_user) -> None:
    """`min_post_length` 20, `min_personal_message_post_length` 10 (config/site_settings.yml;
    `lib/validators/post_validator.rb` `stripped_length`)."""
    alice = as_user("alice")
    topic = alice.create_post(BODY, title=TOPIC)["topic_id"]
    assert "Body is too short (minimum is 20 characters)" in _error(
        alice.create_post, "Je participe !", topic_id=topic)
    message = alice.create_post("Bonsoir le bot", title="Salut", archetype="private_message",
                                target_recipients="gamemaster")
    assert "minimum is 10" in _error(alice.create_post, "ok merci", topic_id=message["topic_id"])
    assert alice.create_post("ok, je valide", topic_id=message["topic_id"])["post_number"] == 2


def test_a_body_needs_enough_different_characters(forum, as_user) -> None:
    """`body_min_entropy` 7, scaled for messages (`lib/text_sentinel.rb`
    `TextSentinel.body_sentinel`)."""
    alice = as_user("alice")
    topic = alice.create_post(BODY, title=TOPIC)["topic_id"]
    assert "seems unclear" in _error(alice.create_post, "aaaaaaaaaaaaaaaaaaaaaaaa",
                                     topic_id=topic)


def test_shouting_is_refused_unless_the_site_allows_capitals(forum, as_user) -> None:
    """`allow_uppercase_posts` off: a body all in capitals is refused (`lib/text_sentinel.rb`
    `seems_quiet?`)."""
    alice = as_user("alice")
    topic = alice.create_post(BODY, title=TOPIC)["topic_id"]
    assert "seems unclear" in _error(alice.create_post, "JE LANCE SUR BORIS, CHIFFRE 3",
                                     topic_id=topic)


def test_the_same_body_twice_in_five_minutes_is_refused_except_for_staff(forum, as_user,
                                                                        clock) -> None:
    """`unique_posts_mins` 5 (`lib/validators/post_validator.rb` `unique_post_validator`,
    skipped for staff)."""
    alice, bot = as_user("alice"), as_user("gamemaster")
    topic = alice.create_post(BODY, title=TOPIC)["topic_id"]
    alice.create_post("Je passe mon tour, merci à tous.", topic_id=topic)
    bot.create_post("Le tour est ouvert, à vous de jouer.", topic_id=topic)
    clock.advance(130)  # past the 120 s memo of identical API requests
    assert "too similar" in _error(alice.create_post, "Je passe mon tour, merci à tous.",
                                   topic_id=topic)
    bot.create_post("Le tour est ouvert, à vous de jouer.", topic_id=topic)
    clock.advance(200)
    alice.create_post("Je passe mon tour, merci à tous.", topic_id=topic)


# -- titles: app/models/topic.rb, lib/text_sentinel.rb, lib/text_cleaner.rb --------------


def test_a_public_title_needs_15_characters_a_message_title_2(forum, as_user) -> None:
    """`min_topic_title_length` 15, `min_personal_message_title_length` 2
    (config/site_settings.yml; `lib/validators/topic_title_length_validator.rb`)."""
    alice = as_user("alice")
    assert "Title is too short (minimum is 15 characters)" in _error(
        alice.create_post, BODY, title="Partie ce soir")
    assert alice.create_post("Bonsoir le bot, une partie ?", title="Hé",
                             archetype="private_message", target_recipients="gamemaster")


def test_a_public_title_already_used_is_refused_whatever_its_case(forum, as_user) -> None:
    """`allow_duplicate_topic_titles` off: `validates :title, unique_among:
    {case_sensitive: false, collection: Topic.listable_topics}`, private messages exempt
    (`app/models/topic.rb`)."""
    alice, bob = as_user("alice"), as_user("bob")
    alice.create_post(BODY, title=TOPIC)
    assert "Title has already been used" in _error(
        bob.create_post, "Une autre annonce de partie pour ce soir.", title=TOPIC.upper())
    for sender in (alice, bob):
        sender.create_post("Bonsoir, une question sur la partie.", title=TOPIC,
                           archetype="private_message", target_recipients="gamemaster")


def test_a_public_title_needs_entropy_and_no_word_past_30_letters(forum, as_user) -> None:
    """`title_min_entropy` 10 and `title_max_word_length` 30 (`lib/text_sentinel.rb`
    `TextSentinel.title_sentinel`, `seems_meaningful?`, `seems_unpretentious?`)."""
    alice = as_user("alice")
    assert "Title seems unclear" in _error(alice.create_post, BODY, title="abababababababab")
    assert "Title seems unclear" in _error(
        alice.create_post, BODY, title="La partie Anticonstitutionnellementissimement")
    assert alice.create_post(BODY, title="La partie Anticonstitutionnellement ce soir")


@pytest.mark.parametrize("asked, stored", [
    ("une partie de boue ce soir !!!", "Une partie de boue ce soir!"),
    ("UNE PARTIE DE BOUE CE SOIR", "Une partie de boue ce soir"),
    ("Partie de boue ce soir ??", "Partie de boue ce soir?"),
    ("Une partie de boue ce soir...", "Une partie de boue ce soir"),
    ("INDIXO : vendredi soir (partie 3)", "INDIXO : vendredi soir (partie 3)"),
    ("Бой в грязи сегодня вечером", "Бой в грязи сегодня вечером"),
])
def test_titles_come_back_prettified(forum, as_user, asked: str, stored: str) -> None:
    """`title_prettify` on: `!!` and `??` collapsed, all capitals lowercased, a lower-case
    first word capitalised, trailing full stops dropped, and on an English site the space
    before a final `!`/`?` (`lib/text_cleaner.rb` `TextCleaner.title_options`)."""
    created = as_user("alice").create_post(BODY, title=asked)
    assert as_user("alice").topic(created["topic_slug"], created["topic_id"])["title"] == stored


# -- lib/post_revisor.rb: the grace period ----------------------------------------------


def test_an_authors_quick_small_edit_keeps_version_1_and_its_creation_time(forum, as_user,
                                                                          clock) -> None:
    """`editing_grace_period` 300 s and `editing_grace_period_max_diff` 100: no new
    revision, `created_at` kept, `updated_at` moved (`lib/post_revisor.rb`
    `ninja_edit?`)."""
    alice = as_user("alice")
    post = alice.create_post(BODY, title=TOPIC)
    clock.advance(120)
    edited = alice.update_post(post["id"], BODY + " Vite !")["post"]
    assert edited["version"] == 1
    assert edited["created_at"] == post["created_at"] != edited["updated_at"]
    clock.advance(400)
    assert alice.update_post(post["id"], BODY + " Vite, vite !")["post"]["version"] == 2


def test_a_quick_edit_is_still_delivered_to_the_webhooks(forum, as_user, clock,
                                                         receiver) -> None:
    """A quick edit is a `post_edited` event whose payload keeps version 1
    (`config/initializers/012-web_hook_events.rb`, `lib/post_revisor.rb`)."""
    forum.add_webhook(receiver.url, secret="s3cret")
    alice = as_user("alice")
    post = alice.create_post(BODY, title=TOPIC)
    clock.advance(30)
    alice.update_post(post["id"], BODY + " Vite !")
    edited = [json.loads(r.body)["post"] for r in receiver.received
              if r.headers.get("X-Discourse-Event") == "post_edited"]
    assert [(p["version"], p["raw"].endswith("Vite !")) for p in edited] == [(1, True)]


# -- app/controllers/posts_controller.rb: identical requests ---------------------------


def test_an_identical_api_request_within_120_seconds_answers_the_first_result(
        forum, as_user, clock) -> None:
    """A quick retry posts nothing twice (`PostsController#create` memoizes an API
    request's result for 120 s: `DistributedMemoizer`)."""
    bot = as_user("gamemaster")
    topic = bot.create_post(BODY, title=TOPIC)["topic_id"]
    first = bot.create_post("Le tour 2 est ouvert, à vos ordres.", topic_id=topic)
    clock.advance(60)
    assert bot.create_post("Le tour 2 est ouvert, à vos ordres.", topic_id=topic) == first
    assert len(forum.transcript()) == 2


# -- app/models/topic.rb, app/controllers/topics_controller.rb: invitations ----------------


def test_inviting_someone_already_in_a_conversation_answers_422(forum, as_user) -> None:
    """`Topic#invite` raises `UserExists` (`topic_invite.user_exists`), which
    `TopicsController#invite` answers with 422."""
    bot = as_user("gamemaster")
    desk = bot.create_post("Votre bureau d'ordres est ouvert.", title="Bureau d'alice",
                           archetype="private_message", target_recipients="alice")["topic_id"]
    assert bot._post(f"/t/{desk}/invite.json", user="bob")["success"] == "OK"
    assert "already been invited" in _error(bot._post, f"/t/{desk}/invite.json", user="bob")


def _carol_invited(forum, as_user, receiver):
    """alice's conversation with the bot, carol invited into it, webhooks to `receiver`:
    alice's client and the conversation's topic id."""
    forum.add_webhook(receiver.url, secret="s3cret")
    alice = as_user("alice")
    desk = alice.create_post("Une question pour le maître du jeu.", title="Question",
                             archetype="private_message",
                             target_recipients="gamemaster")["topic_id"]
    alice._post(f"/t/{desk}/invite.json", user="carol")
    return alice, desk


def test_an_invitation_leaves_a_small_action_naming_the_invitee(forum, as_user,
                                                               receiver) -> None:
    """`Topic#invite_to_private_message` → `add_small_action(invited_by, "invited_user",
    username)`: a post of type 3 (`Post.types[:small_action]`) delivered as
    `post_created`, its `action_code_who` the invitee (`app/models/topic.rb`,
    `app/serializers/post_serializer.rb`)."""
    _carol_invited(forum, as_user, receiver)
    small = json.loads(receiver.received[-1].body)["post"]
    assert (small["post_type"], small["action_code"], small["action_code_who"],
            small["username"]) == (3, "invited_user", "carol", "alice")


def test_taking_someone_out_leaves_a_small_action_naming_them(forum, as_user,
                                                             receiver) -> None:
    """`Topic#remove_allowed_user` → `add_small_action(removed_by, "removed_user",
    username)` (`app/models/topic.rb`, `TopicsController#remove_allowed_user`): the user no
    longer sees the conversation."""
    alice, desk = _carol_invited(forum, as_user, receiver)
    assert alice._put(f"/t/{desk}/remove-allowed-user.json", username="carol")["success"] == "OK"
    small = json.loads(receiver.received[-1].body)["post"]
    assert (small["post_type"], small["action_code"], small["action_code_who"],
            small["username"]) == (3, "removed_user", "carol", "alice")
    with pytest.raises(DiscourseClientError):
        as_user("carol")._get(f"/t/{desk}.json")


# -- lib/guardian.rb: who sees and posts what ------------------------------------------


def test_a_moderator_may_not_read_others_private_messages(forum, as_user) -> None:
    """`Guardian#can_see_private_message?`: staff see a message only when they are in it
    (admins aside); a moderator's API key gets 403 (`lib/guardian.rb`)."""
    message = as_user("alice").create_post("Un secret entre bob et moi.", title="Secret",
                                           archetype="private_message", target_recipients="bob")
    with pytest.raises(DiscourseClientError) as refused:
        as_user("modo")._get(f"/t/{message['topic_id']}.json")
    assert refused.value.response.status_code == 403


def test_only_staff_post_in_a_closed_topic(forum, as_user) -> None:
    """`Guardian#can_create_post_on_topic?`: a closed topic takes posts from staff (and
    trust level 4) only (`lib/guardian/post_guardian.rb`); closing leaves a small action
    `closed.enabled` (`app/services/topic_status_updater.rb`)."""
    bot = as_user("gamemaster")
    topic = bot.create_post(BODY, title=TOPIC)["topic_id"]
    bot.update_topic_status(topic, "closed", True)
    with pytest.raises(DiscourseClientError):
        as_user("alice").create_post("Je voudrais encore jouer, moi !", topic_id=topic)
    bot.create_post("La partie est terminée, merci à tous.", topic_id=topic)
    assert [p.get("action_code") for p in forum.transcript()] == [None, "closed.enabled", None]


# -- lib/topic_query.rb: lists ---------------------------------------------------------


def test_a_users_topics_are_listed_by_last_activity_thirty_a_page(forum, as_user,
                                                                 clock) -> None:
    """`TopicQuery#list_topics_by` orders by `bumped_at DESC`, `per_page` 30
    (`lib/topic_query.rb`)."""
    bot = as_user("gamemaster")
    ids = []
    for number in range(32):
        clock.advance(1)
        ids.append(bot.create_post(BODY, title=f"{TOPIC} numéro {number}")["topic_id"])
    clock.advance(1)
    bot.create_post("Un nouveau message dans le premier sujet.", topic_id=ids[0])
    first = bot._get("/topics/created-by/gamemaster.json")["topic_list"]
    assert len(first["topics"]) == 30 and first["topics"][0]["id"] == ids[0]
    assert "more_topics_url" in first
    second = bot._get("/topics/created-by/gamemaster.json", page=1)["topic_list"]["topics"]
    assert [t["id"] for t in second] == [ids[2], ids[1]]


# -- app/controllers/application_controller.rb: rate limits ------------------------------


def test_the_admin_api_limit_answers_429_with_the_wait(forum, server) -> None:
    """`max_admin_api_reqs_per_minute` 60 for the whole site: 429 with `Retry-After` and
    `extras.wait_seconds` (`lib/middleware/request_tracker.rb`, `ApplicationController`
    rescuing `RateLimiter::LimitExceeded`)."""
    forum.set_rate_limit(2, wait_seconds=17)
    headers = {"Api-Key": "conformance-key", "Api-Username": "gamemaster"}
    for _ in range(2):
        assert requests.get(f"{server.url}/session/current.json", headers=headers,
                            timeout=5).status_code == 200
    limited = requests.get(f"{server.url}/session/current.json", headers=headers, timeout=5)
    assert limited.status_code == 429 and limited.headers["Retry-After"] == "17"
    assert limited.json()["extras"]["wait_seconds"] == 17


def test_the_forums_name_and_look_are_shown_to_any_visitor(server) -> None:
    """`GET /site/basic-info.json` answers anyone, without a key, even on a forum that
    requires a login (app/controllers/site_controller.rb: `skip_before_action
    :redirect_to_login_if_required, only: %w[basic_info statistics]`), with the forum's
    title and look: what `gamemaster check` reads to tell a Discourse from another JSON
    service."""
    answer = requests.get(f"{server.url}/site/basic-info.json", timeout=5)
    assert answer.status_code == 200 and answer.headers["Content-Type"].startswith(
        "application/json")
    assert {"logo_url", "logo_small_url", "apple_touch_icon_url", "favicon_url", "title",
            "description", "header_primary_color", "header_background_color",
            "mobile_logo_url"} <= set(answer.json())


# -- app/jobs/regular/emit_web_hook_event.rb: deliveries ------------------------------


def test_a_ping_is_signed_ok_and_ignores_the_events_the_webhook_takes(forum: SandboxForum,
                                                                     receiver) -> None:
    """The Events tab's Ping (`Admin::WebHooksController#ping`, app/jobs/regular/
    emit_web_hook_event.rb): body `{"ping":"OK"}`, `X-Discourse-Event-Type` and
    `X-Discourse-Event` both `ping`, signed like any delivery, sent whatever events the
    webhook takes (a ping skips the event, category and group filters)."""
    endpoint = forum.add_webhook(receiver.url, secret="s3cret", events=("topic_created",))
    forum.ping_webhook(endpoint)
    delivery = receiver.received[-1]
    assert json.loads(delivery.body) == {"ping": "OK"}
    assert delivery.headers["X-Discourse-Event-Type"] == "ping"
    assert delivery.headers["X-Discourse-Event"] == "ping"
    expected = hmac.new(b"s3cret", delivery.body, hashlib.sha256).hexdigest()
    assert delivery.headers["X-Discourse-Event-Signature"] == f"sha256={expected}"


def test_a_delivery_is_signed_with_hmac_sha256_of_its_exact_body(forum: SandboxForum,
                                                                 as_user, receiver) -> None:
    """`X-Discourse-Event-Signature: sha256=<hex HMAC-SHA256(secret, body)>`, with the event
    in `X-Discourse-Event` and a new `X-Discourse-Event-Id` per delivery
    (`app/jobs/regular/emit_web_hook_event.rb`, `lib/webhooks/...`)."""
    forum.add_webhook(receiver.url, secret="s3cret")
    as_user("alice").create_post(BODY, title=TOPIC)
    delivery = receiver.received[-1]
    expected = hmac.new(b"s3cret", delivery.body, hashlib.sha256).hexdigest()
    assert delivery.headers["X-Discourse-Event-Signature"] == f"sha256={expected}"
    assert sign(delivery.body, "s3cret") == f"sha256={expected}"
    assert delivery.headers["X-Discourse-Event"] == "post_created"
