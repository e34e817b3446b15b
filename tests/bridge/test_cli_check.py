"""`gamemaster check` against the sandbox forum over real HTTP (127.0.0.1 only): a good
configuration passes, each thing deploy/DISCOURSE.md asks for fails alone with what to do
when it is missing or wrong, and a forum set up wrongly on purpose fails on each of them,
every line naming the Discourse setting and the fix."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from werkzeug.serving import make_server

from bridge.config import Config, from_env
from bridge.db import Database, GameRow
from bridge.sandbox import SandboxForum, SandboxServer, queries
from bridge.sandbox.model import SiteSettings
from bridge.tools import check_api, check_deployment, checks, cli, forum_settings

PUBLIC = "https://gm.example.org"
HOOK = f"{PUBLIC}/webhooks/discourse"
SECRET = "5ecret-of-the-webhook-0123456789"
NAMES = ["forum", "key", "staff", "scopes", "keykind", "webhook", "secret", "lengths", "posts",
         "titles", "grace", "discobot", "database", "public"]
SETTINGS = ["lengths", "posts", "titles", "grace", "discobot"]


@pytest.fixture(scope="module")
def served() -> Iterator[SandboxForum]:
    sandbox = SandboxForum(bot_username="gamemaster", seed=0)
    with SandboxServer(sandbox):
        yield sandbox


@pytest.fixture(autouse=True)
def this_side_right(monkeypatch: pytest.MonkeyPatch) -> None:
    """This module checks the forum's side; the bridge's own side (its database, its public
    address) is tests/bridge/test_check_deployment.py's, and is right here."""
    monkeypatch.setattr(check_deployment, "database",
                        lambda config: (check_api.Line("database", check_api.OK, "right"), None))
    monkeypatch.setattr(check_deployment, "public",
                        lambda config, latest: check_api.Line("public", check_api.OK, "right"))


@pytest.fixture
def forum(served: SandboxForum) -> SandboxForum:
    """The module's sandbox forum (one server: stopping one costs half a second), as a
    game forum has it: the bot an admin, no webhook, no pending fault, deploy/DISCOURSE.md's
    settings, discobot on."""
    served.webhooks.clear()
    served.settings = SiteSettings.game_forum()
    _discobot(served, True)
    served.bot.admin, served.bot.moderator = True, False
    while served.take_fault() is not None:
        pass
    served.api_calls.clear()
    return served


def _discobot(forum: SandboxForum, enabled: bool) -> None:
    """Turn discobot on or off, wherever the sandbox keeps the switch."""
    forum.discobot_enabled = enabled
    if hasattr(forum.settings, "discourse_narrative_bot_enabled"):
        forum.settings.discourse_narrative_bot_enabled = enabled


@pytest.fixture
def env(forum: SandboxForum, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> dict[str, str]:
    """A good configuration: the bot's key, the webhook to PUBLIC_URL with the secret and
    the four post events, a database not made yet (no game)."""
    forum.add_webhook(HOOK, SECRET, events=checks.POST_EVENTS)
    values = {"DISCOURSE_URL": str(forum.instance_url), "DISCOURSE_API_KEY": forum.api_key,
              "DISCOURSE_API_USERNAME": "gamemaster", "PUBLIC_URL": PUBLIC,
              "WEBHOOK_SECRET": SECRET,
              "DATABASE_URL": f"sqlite:///{tmp_path / 'gamemaster.sqlite3'}"}
    for name in ("DISCOURSE_ADMIN_API_KEY", "DISCOURSE_ADMIN_USERNAME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    return values


def check(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, str]]:
    """Run `gamemaster check`; its exit status and each check's line by name."""
    status = cli.main(["check", *argv])
    out = capsys.readouterr().out.splitlines()
    lines = {line.split()[1]: " ".join(line.split()) for line in out[:-1]}
    assert list(lines) == NAMES, out
    return status, lines


def failing(lines: dict[str, str]) -> list[str]:
    return [name for name, line in lines.items() if line.startswith("FAILED")]


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_good_configuration_passes(forum: SandboxForum, env: dict[str, str],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    posts, uploads = len(forum.posts), len(forum.uploads)
    status, lines = check(capsys)
    assert status == 0
    # notices only where players should know something: titles, grace period, discobot
    assert [n for n, line in lines.items() if not line.startswith("OK ")] == [
        "titles", "grace", "discobot"], lines
    assert all(lines[n].startswith("NOTE ") for n in ("titles", "grace", "discobot"))
    assert lines["forum"] == f"OK forum Discourse answers at {env['DISCOURSE_URL']}"
    assert "accepts the key for user 'gamemaster'" in lines["key"]
    assert "gamemaster is an admin" in lines["staff"]
    assert ("the key may read private messages, create posts, edit posts, upload pictures, "
            "close topics, invite to conversations") in lines["scopes"]
    # the sandbox's one key
    assert "has Global scope, for All users" in lines["keykind"]
    assert (f"webhook #1 sends post created, edited, deleted and recovered events as JSON to "
            f"{HOOK}") in lines["webhook"]
    assert "WEBHOOK_SECRET is set and is the webhook's secret" in lines["secret"]
    assert lines["lengths"] == ("OK lengths min_post_length 2, min_first_post_length 20, "
                                "min_personal_message_post_length 2: short orders (`B7`, "
                                "`ok`) pass")
    assert lines["posts"].startswith("OK posts allow_uppercase_posts on, unique_posts_mins 0")
    assert "allow_duplicate_topic_titles is off" in lines["titles"]
    assert "carry the game's number, so two games of one name differ" in lines["titles"]
    assert "editing_grace_period 300 s" in lines["grace"]
    assert "the bridge times an order by its last edit, so nothing breaks" in lines["grace"]
    assert lines["discobot"] == ("NOTE discobot discobot is on; default_locale en: players "
                                 "write `@discobot roll 2d6` (discobot does not roll for a "
                                 "player whose preferences skip new user tips)")
    # nothing was written on the forum, and every call had an answer
    assert (len(forum.posts), len(forum.uploads)) == (posts, uploads)
    assert {c.status for c in forum.api_calls} <= {200, 400, 422}


def test_a_wrong_key_fails(env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DISCOURSE_API_KEY", "not-the-key")
    status, lines = check(capsys)
    assert status == 1
    assert lines["forum"].startswith("OK ")
    assert lines["key"].startswith("FAILED key the forum refuses the key for user "
                                   "'gamemaster' (403: You are not permitted")
    assert "check DISCOURSE_API_KEY and DISCOURSE_API_USERNAME" in lines["key"]
    assert lines["staff"] == "UNCHECKED staff needs an accepted key"
    assert lines["scopes"] == "UNCHECKED scopes needs an accepted key"
    # the admin views are read with the bot's key only when the forum says it is an admin
    assert all(lines[n].startswith("UNCHECKED ") for n in ["keykind", *SETTINGS])
    assert "Admin → Settings at min_post_length" in lines["lengths"]


def test_an_empty_key_fails(env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DISCOURSE_API_KEY", "")
    status, lines = check(capsys)
    assert status == 1
    assert "DISCOURSE_API_KEY is empty: create a key" in lines["key"]


def test_a_user_who_is_not_staff_fails(forum: SandboxForum, env: dict[str, str],
                                       monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    forum.add_user("ana")
    monkeypatch.setenv("DISCOURSE_API_USERNAME", "ana")
    status, lines = check(capsys)
    assert status == 1
    assert lines["key"].startswith("OK ")
    assert lines["staff"].startswith("FAILED staff ana is not staff: Admin → Users → ana → "
                                     "Grant Moderation")
    assert lines["webhook"].startswith("UNCHECKED webhook only an admin can read")


def test_a_missing_webhook_fails(forum: SandboxForum, env: dict[str, str],
                                 monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PUBLIC_URL", "https://games.example.net")
    status, lines = check(capsys)
    assert status == 1
    assert lines["webhook"].startswith(
        "FAILED webhook no webhook sends to https://games.example.net/webhooks/discourse "
        f"(the forum's webhooks: {HOOK}): Admin → Advanced → Webhooks → New webhook")
    assert failing(lines) == ["webhook"]


def test_a_missing_secret_fails(env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WEBHOOK_SECRET", "")
    status, lines = check(capsys)
    assert status == 1
    assert lines["secret"].startswith("FAILED secret WEBHOOK_SECRET is empty: the receiver "
                                      "refuses every delivery (403)")
    assert failing(lines) == ["secret"]


def test_a_short_or_different_secret_fails(env: dict[str, str],
                                           monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WEBHOOK_SECRET", "short")
    assert "Discourse requires at least 12" in check(capsys)[1]["secret"]
    monkeypatch.setenv("WEBHOOK_SECRET", SECRET[::-1])
    status, lines = check(capsys)
    assert status == 1
    assert "the webhook's secret is not WEBHOOK_SECRET" in lines["secret"]


def test_a_webhook_without_a_secret_fails(forum: SandboxForum, env: dict[str, str],
                                          capsys: pytest.CaptureFixture[str]) -> None:
    forum.webhooks.clear()
    forum.add_webhook(HOOK, "")
    status, lines = check(capsys)
    assert status == 1
    assert "FAILED secret the webhook has no secret" in lines["secret"]


def test_a_webhook_with_missing_events_and_failed_deliveries_fails(
        forum: SandboxForum, env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The webhook lacks "Post is updated", and its URL answers nothing: the delivery of a
    new topic fails, and Discourse records it as the last delivery's status."""
    public = f"http://127.0.0.1:{closed_port()}"
    monkeypatch.setenv("PUBLIC_URL", public)
    forum.add_webhook(f"{public}/webhooks/discourse", SECRET, events=("post_created",))
    forum.new_topic("ana", "A game for tonight, who is in?", "Let us play a game please")
    status, lines = check(capsys)
    assert status == 1
    assert ("it does not send Post is updated, Post is deleted, Post is recovered (orders "
            "would come only with the backfill, minutes late; a player who deletes an order "
            "must see it withdrawn") in lines["webhook"]
    assert "tick them (the whole Post Event group)" in lines["webhook"]
    assert "its last delivery failed" in lines["webhook"]


def test_a_moderator_bot_needs_an_admin_key_for_the_webhook(
        forum: SandboxForum, env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    forum.bot.admin = False
    forum.bot.moderator = True
    status, lines = check(capsys)
    assert status == 0  # nothing is wrong: the webhook could not be seen, and it says so
    assert lines["staff"] == "OK staff gamemaster is a moderator"
    assert lines["webhook"].startswith("UNCHECKED webhook only an admin can read the "
                                       "forum's webhooks, and gamemaster is not one")
    assert f"payload URL {HOOK}" in lines["webhook"]
    assert "Post is deleted, Post is recovered, Active" in lines["webhook"]
    # the key and the site settings: admin views too, said where to look and how to let
    # the check read them
    assert lines["keykind"].startswith("UNCHECKED keykind the key's kind: only an admin can "
                                       "read it (Discourse answers 404 to anyone else), and "
                                       "gamemaster is not one")
    assert "Single user (gamemaster), Scope Global" in lines["keykind"]
    for name in SETTINGS:
        assert lines[name].startswith(f"UNCHECKED {name} the site settings: only an admin "
                                      "can read it"), lines[name]
        assert "DISCOURSE_ADMIN_API_KEY=… DISCOURSE_ADMIN_USERNAME=… gamemaster check" \
            in lines[name]
    assert "look in Admin → Settings at discourse_narrative_bot_enabled, default_locale, " \
        "allow_user_locale" in lines["discobot"]
    assert "the forum does not show the webhook's secret back" in lines["secret"]
    assert "Ping the webhook" in lines["secret"]
    forum.add_user("root", admin=True)
    monkeypatch.setenv("DISCOURSE_ADMIN_USERNAME", "root")
    monkeypatch.setenv("DISCOURSE_ADMIN_API_KEY", forum.api_key)
    status, lines = check(capsys)
    assert status == 0
    assert lines["webhook"].startswith("OK webhook webhook #1")
    assert "WEBHOOK_SECRET is set and is the webhook's secret" in lines["secret"]
    assert lines["keykind"].startswith("OK keykind")
    assert lines["lengths"].startswith("OK lengths min_post_length 2")
    status, lines = check(capsys, "--admin-username", "root", "--admin-api-key", "wrong")
    assert status == 1
    assert lines["webhook"].startswith("FAILED webhook the admin key may not read the "
                                       "webhooks (403")
    assert lines["discobot"].startswith("UNCHECKED discobot the site settings: the admin key "
                                        "may not read them (403")


def test_a_forum_that_does_not_answer_fails(env: dict[str, str],
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    monkeypatch.setenv("DISCOURSE_URL", url)
    status, lines = check(capsys)
    assert status == 1
    assert lines["forum"] == (f"FAILED forum no answer from {url} (Connection refused): "
                              "check DISCOURSE_URL (the forum's base URL, "
                              "https://forum.example.org, no trailing slash) and that this "
                              "host reaches it")
    assert all(lines[n].startswith("UNCHECKED") for n in ("key", "staff", "scopes",
                                                          "keykind", "webhook", *SETTINGS))


def test_something_else_than_discourse_fails(env: dict[str, str],
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    def page(environ: dict[str, Any], start: Any) -> list[bytes]:
        start("200 OK", [("Content-Type", "text/html")])
        return [b"<html>a blog</html>"]

    server = make_server("127.0.0.1", 0, page)
    import threading

    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("DISCOURSE_URL", f"http://127.0.0.1:{server.server_port}")
        status, lines = check(capsys)
    finally:
        server.shutdown()
    assert status == 1
    assert "but not Discourse's API: check DISCOURSE_URL" in lines["forum"]


def test_a_key_scoped_too_narrowly_fails(forum: SandboxForum, env: dict[str, str]) -> None:
    """A granular key without global → read: the forum refuses its read of the bot's
    messages with Discourse's 403 (invalid_api_credentials)."""
    config = from_env()
    api = check_api.Api(config.discourse_url, config.discourse_api_username,
                        config.discourse_api_key, 5)
    refused = {"errors": ["You are not permitted to view the requested resource. The API "
                          "username or key is invalid."], "error_type": "invalid_access"}
    forum.fail_next(403, body=refused)
    line = checks.scopes(api, config)
    assert line.status == check_api.FAILED
    assert line.says.startswith("the key may not read private messages (403): Admin → "
                                "Advanced → API keys → New API key: User level Single user, "
                                "user gamemaster, Scope Global")
    forum.fail_next(403, count=6, body=refused)
    line = checks.scopes(api, config)
    assert ("may not read private messages, create posts, edit posts, upload pictures, "
            "close topics, invite to conversations (403)") in line.says
    assert "a granular key cannot invite into a conversation" in line.says


GRANULAR_SCOPE = {"resource": "topics", "action": "write", "parameters": ["topic_id"],
                  "urls": ["/posts (POST)"], "allowed_parameters": {}, "key": "write"}


def granular_listing(body: dict[str, Any], username: str = "gamemaster") -> dict[str, Any]:
    """Admin → API keys as Discourse lists a granular single-user key (ApiKeySerializer /
    ApiKeyScopeSerializer): the sandbox's key, made granular."""
    key = body["keys"][0]
    key.update(description="gamemaster bot",
               user={"id": 3, "username": username, "name": None,
                     "avatar_template": "/x/{size}.png"},
               api_key_scopes=[GRANULAR_SCOPE,
                               {**GRANULAR_SCOPE, "resource": "uploads", "action": "create",
                                "key": "create"}])
    return body


def test_the_kind_of_key() -> None:
    """What `GET /admin/api/keys.json` says of the key decides the `keykind` line."""
    config = Config(discourse_api_key="abcd1234", discourse_api_username="gamemaster")
    listed = {"id": 7, "truncated_key": "abcd", "description": "gamemaster bot",
              "last_used_at": None, "created_at": "2026-12-01T08:00:00.000Z",
              "updated_at": "2026-12-01T08:00:00.000Z", "revoked_at": None,
              "user": {"id": 3, "username": "gamemaster", "name": None,
                       "avatar_template": "/x/{size}.png"},
              "created_by": {"id": 1, "username": "admin"}, "api_key_scopes": []}
    revoked = {**listed, "id": 8, "description": "revoked",
               "revoked_at": "2026-11-01T08:00:00.000Z", "api_key_scopes": []}
    line = checks.key_kind({"keys": [listed, revoked]}, config)
    assert (line.status, line.says) == (check_api.OK, "the key listed as 'gamemaster bot' has "
                                        "Global scope, Single user gamemaster: it may do "
                                        "everything the bot does, co-GM invitations included")
    line = checks.key_kind({"keys": [{**listed, "user": None}]}, config)
    assert line.status == check_api.OK
    assert "for All users" in line.says and "an All users key can act as anyone" in line.says
    line = checks.key_kind(granular_listing({"keys": [dict(listed)]}), config)
    assert line.status == check_api.FAILED
    assert line.says.startswith("the key listed as 'gamemaster bot' is granular (topics:write, "
                                "uploads:create): Discourse has no scope for inviting a user "
                                "into a conversation (topics#invite")
    assert "User level Single user, user gamemaster, Scope Global" in line.says
    # another user's key with the same first characters is not this one
    other = {**listed, "user": {"id": 9, "username": "ana"}}
    assert checks.key_kind({"keys": [other]}, config).status == check_api.UNCHECKED
    assert checks.key_kind({"keys": []}, config).status == check_api.UNCHECKED


def test_a_forum_set_up_wrongly_on_purpose_fails_on_each_thing(
        forum: SandboxForum, env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Discourse's defaults for lengths, discobot off while a game rolls with it, a webhook
    without the deleted/recovered events and without a secret, a granular key, a bot that is
    not staff (an admin's key reads the admin views)."""
    forum.settings = SiteSettings()
    _discobot(forum, False)
    forum.bot.admin = forum.bot.moderator = False
    forum.webhooks.clear()
    forum.add_webhook(HOOK, "", events=("post_created", "post_edited"))
    listing = queries.api_keys
    monkeypatch.setattr(queries, "api_keys",
                        lambda f, viewer: granular_listing(listing(f, viewer)))
    forum.add_user("root", admin=True)
    monkeypatch.setenv("DISCOURSE_ADMIN_USERNAME", "root")
    monkeypatch.setenv("DISCOURSE_ADMIN_API_KEY", forum.api_key)
    db = Database(env["DATABASE_URL"])
    db.create_all()
    with db.unit() as session:
        session.add(GameRow(kind="highway", title="Route 66", language="en", gm="ana",
                            settings={"source": "discobot"}, status="running", seed="s" * 32,
                            salt="t" * 16, created_at=datetime.now(UTC)))
    db.engine.dispose()
    status, lines = check(capsys)
    assert status == 1
    assert failing(lines) == ["staff", "keykind", "webhook", "secret", "discobot"], lines
    assert "gamemaster is not staff: Admin → Users → gamemaster → Grant Moderation" \
        in lines["staff"]
    assert "is granular (topics:write, uploads:create)" in lines["keykind"]
    assert "Scope Global" in lines["keykind"]
    assert ("it does not send Post is deleted, Post is recovered (a player who deletes an "
            "order must see it withdrawn, and restored when recovered): tick them") \
        in lines["webhook"]
    assert "FAILED secret the webhook has no secret" in lines["secret"]
    assert "set its Secret to WEBHOOK_SECRET" in lines["secret"]
    assert lines["discobot"] == (
        "FAILED discobot discourse_narrative_bot_enabled is off, and game #1 'Route 66' "
        "roll(s) with discobot: those rolls would never be answered. Admin → Settings → "
        "discourse_narrative_bot_enabled: on")
    # Discourse's defaults: notices, with deploy/DISCOURSE.md's values
    assert lines["lengths"].startswith(
        "NOTE lengths min_post_length 20, min_first_post_length 20, "
        "min_personal_message_post_length 10: the bot pads its own posts")
    assert ("Admin → Settings: min_post_length = 2, min_personal_message_post_length = 2 "
            "(deploy/DISCOURSE.md)") in lines["lengths"]
    assert "allow_uppercase_posts on" in lines["posts"]
    assert "unique_posts_mins = 0" in lines["posts"]
    assert lines["posts"].startswith("NOTE ")
    assert lines["grace"].startswith("NOTE grace editing_grace_period 300 s")


def test_discobot_off_without_a_game_that_rolls_with_it_is_a_notice(
        forum: SandboxForum, env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    _discobot(forum, False)
    status, lines = check(capsys)
    assert status == 0
    assert lines["discobot"].startswith(
        "NOTE discobot discourse_narrative_bot_enabled is off (no game in the database rolls "
        "with discobot): a game set to roll with discobot (Highway Romantics, source "
        "discobot) would wait for rolls that never come")


def test_the_games_that_roll_with_discobot(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    assert forum_settings.discobot_games(url) == []  # no database yet: no game (and none made)
    assert not (tmp_path / "games.sqlite3").exists()
    db = Database(url)
    db.create_all()
    with db.unit() as session:
        for status, source in (("running", "discobot"), ("finished", "discobot"),
                               ("signup", "bot"), ("review", "discobot")):
            session.add(GameRow(kind="highway", title=f"{status} {source}", language="fr",
                                gm="ana", settings={"source": source}, status=status,
                                seed="s" * 32, salt="t" * 16, created_at=datetime.now(UTC)))
    db.engine.dispose()
    assert forum_settings.discobot_games(url) == ["game #1 'running discobot'",
                                                  "game #4 'review discobot'"]
    assert forum_settings.discobot_games("postgresql+psycopg://nobody@127.0.0.1:1/none") is None


def _settings(**values: str) -> dict[str, str]:
    base = {"min_post_length": "2", "min_first_post_length": "20",
            "min_personal_message_post_length": "2", "allow_uppercase_posts": "true",
            "unique_posts_mins": "0", "allow_duplicate_topic_titles": "true",
            "min_topic_title_length": "15", "title_min_entropy": "10",
            "editing_grace_period": "0", "discourse_narrative_bot_enabled": "true",
            "default_locale": "en", "allow_user_locale": "false"}
    return {**base, **values}


def lines_of(settings: dict[str, str]) -> dict[str, check_api.Line]:
    return {line.name: line for line in forum_settings.setting_lines(settings, [])}


def test_an_older_forum_spells_the_message_length_as_before() -> None:
    """Before the rename, `min_private_message_post_length`; the shape of a real dump of
    `GET /admin/site_settings.json` (types `fixnum`, as older Discourse named them)."""
    body = {"site_settings": [
        {"setting": "min_post_length", "description": "Minimum allowed post length in "
         "characters", "default": "20", "type": "fixnum", "value": "20",
         "category": "posting", "preview": None},
        {"setting": "min_private_message_post_length", "description": "Minimum allowed post "
         "length in characters for messages", "default": "10", "type": "fixnum",
         "value": "10", "category": "posting", "preview": None}]}
    settings = forum_settings.site_settings(body)
    assert settings == {"min_post_length": "20", "min_private_message_post_length": "10"}
    line = lines_of(settings)["lengths"]
    assert line.status == check_api.NOTE
    assert line.says.startswith("min_post_length 20, min_private_message_post_length 10:")
    assert "min_post_length = 2, min_private_message_post_length = 2" in line.says
    # what it does not list is said, not guessed
    assert lines_of(settings)["grace"].status == check_api.UNCHECKED
    assert lines_of(settings)["discobot"].status == check_api.NOTE  # no plugin: no discobot
    assert forum_settings.site_settings({"errors": ["not found"]}) is None


def test_the_word_players_write_to_roll_with_discobot() -> None:
    said = lines_of(_settings(default_locale="fr"))["discobot"]
    assert said.status == check_api.NOTE
    assert said.says.startswith("discobot is on; default_locale fr: players write "
                                "`@discobot jet 2d6` (")
    assert "`@discobot roll 2d6`" in lines_of(_settings(default_locale="ru"))["discobot"].says
    assert "`@discobot roll 2d6`" in lines_of(_settings(default_locale="en_GB"))[
        "discobot"].says
    mixed = lines_of(_settings(default_locale="fr", allow_user_locale="true"))["discobot"].says
    assert ("allow_user_locale is on: each player's interface language picks discobot's word "
            "(`roll` in English, `jet` in French, `roll` in Russian; default_locale fr for the "
            "others)") in mixed
    other = lines_of(_settings(default_locale="de"))["discobot"].says
    assert "that locale's discourse_narrative_bot.dice.trigger" in other


def test_settings_at_the_game_forum_values_are_ok_and_raised_titles_a_notice() -> None:
    lines = lines_of(_settings())
    assert {name: line.status for name, line in lines.items()} == {
        "lengths": "OK", "posts": "OK", "titles": "OK", "grace": "OK", "discobot": "NOTE"}
    titles = lines_of(_settings(min_topic_title_length="30"))["titles"]
    assert titles.status == check_api.NOTE
    assert "Admin → Settings: min_topic_title_length = 15" in titles.says
    lengths = lines_of(_settings(min_first_post_length="40"))["lengths"]
    assert "min_first_post_length = 20 (Discourse's default)" in lengths.says
