"""`gamemaster check` against the sandbox forum over real HTTP (127.0.0.1 only): a good
configuration passes, and each thing deploy/DISCOURSE.md asks for fails alone with what to
do when it is missing or wrong."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest
from werkzeug.serving import make_server

from bridge import checks, cli
from bridge.config import Config, from_env
from bridge.sandbox import SandboxForum, SandboxServer

PUBLIC = "https://gm.example.org"
HOOK = f"{PUBLIC}/webhooks/discourse"
SECRET = "5ecret-of-the-webhook-0123456789"
NAMES = ["forum", "key", "staff", "scopes", "webhook", "secret"]


@pytest.fixture(scope="module")
def served() -> Iterator[SandboxForum]:
    sandbox = SandboxForum(bot_username="gamemaster", seed=0)
    with SandboxServer(sandbox):
        yield sandbox


@pytest.fixture
def forum(served: SandboxForum) -> SandboxForum:
    """The module's sandbox forum (one server: stopping one costs half a second), as a
    fresh forum has it: the bot an admin, no webhook, no pending fault."""
    served.webhooks.clear()
    served.bot.admin, served.bot.moderator = True, False
    while served.take_fault() is not None:
        pass
    served.api_calls.clear()
    return served


@pytest.fixture
def env(forum: SandboxForum, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """A good configuration: the bot's key, the webhook to PUBLIC_URL with the secret."""
    forum.add_webhook(HOOK, SECRET)
    values = {"DISCOURSE_URL": str(forum.instance_url), "DISCOURSE_API_KEY": forum.api_key,
              "DISCOURSE_API_USERNAME": "gamemaster", "PUBLIC_URL": PUBLIC,
              "WEBHOOK_SECRET": SECRET}
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


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_good_configuration_passes(forum: SandboxForum, env: dict[str, str],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    posts, uploads = len(forum.posts), len(forum.uploads)
    status, lines = check(capsys)
    assert status == 0
    assert all(line.startswith("OK ") for line in lines.values()), lines
    assert lines["forum"] == f"OK forum Discourse answers at {env['DISCOURSE_URL']}"
    assert "accepts the key for user 'gamemaster'" in lines["key"]
    assert "gamemaster is an admin" in lines["staff"]
    assert ("the key may read private messages, create posts, edit posts, upload pictures, "
            "close topics") in lines["scopes"]
    assert "global scope, for all users" in lines["scopes"]  # the sandbox's one key
    assert f"webhook #1 sends post created and edited events as JSON to {HOOK}" \
        in lines["webhook"]
    assert "WEBHOOK_SECRET is set and is the webhook's secret" in lines["secret"]
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
    assert [n for n, line in lines.items() if line.startswith("FAILED")] == ["webhook"]


def test_a_missing_secret_fails(env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WEBHOOK_SECRET", "")
    status, lines = check(capsys)
    assert status == 1
    assert lines["secret"].startswith("FAILED secret WEBHOOK_SECRET is empty: the receiver "
                                      "refuses every delivery (403)")
    assert [n for n, line in lines.items() if line.startswith("FAILED")] == ["secret"]


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
    assert "it does not send Post is updated" in lines["webhook"]
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
    assert "the forum does not show the webhook's secret back" in lines["secret"]
    assert "Ping the webhook" in lines["secret"]
    forum.add_user("root", admin=True)
    monkeypatch.setenv("DISCOURSE_ADMIN_USERNAME", "root")
    monkeypatch.setenv("DISCOURSE_ADMIN_API_KEY", forum.api_key)
    status, lines = check(capsys)
    assert status == 0
    assert lines["webhook"].startswith("OK webhook webhook #1")
    assert "WEBHOOK_SECRET is set and is the webhook's secret" in lines["secret"]
    status, lines = check(capsys, "--admin-username", "root", "--admin-api-key", "wrong")
    assert status == 1
    assert lines["webhook"].startswith("FAILED webhook the admin key may not read the "
                                       "webhooks (403")


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
                                                          "webhook"))


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
    api = checks.Api(config.discourse_url, config.discourse_api_username,
                     config.discourse_api_key, 5)
    refused = {"errors": ["You are not permitted to view the requested resource. The API "
                          "username or key is invalid."], "error_type": "invalid_access"}
    forum.fail_next(403, body=refused)
    line = checks.scopes(api, config, admin=False)
    assert line.status == checks.FAILED
    assert line.says.startswith("the key may not read private messages (403): use a Global "
                                "key, or a granular one with topics → write")
    forum.fail_next(403, count=5, body=refused)
    line = checks.scopes(api, config, admin=False)
    assert ("may not read private messages, create posts, edit posts, upload pictures, "
            "close topics (403)") in line.says


def test_the_listed_scopes_of_a_granular_key() -> None:
    """What `GET /admin/api/keys.json` says of a granular single-user key
    (ApiKeySerializer / ApiKeyScopeSerializer)."""
    config = Config(discourse_api_key="abcd1234", discourse_api_username="gamemaster")
    scope = {"resource": "topics", "action": "write", "parameters": ["topic_id"],
             "urls": ["/posts (POST)"], "allowed_parameters": {}, "key": "write"}
    body = {"keys": [
        {"id": 7, "truncated_key": "abcd", "description": "gamemaster bot",
         "last_used_at": None, "created_at": "2026-12-01T08:00:00.000Z",
         "updated_at": "2026-12-01T08:00:00.000Z", "revoked_at": None,
         "user": {"id": 3, "username": "gamemaster", "name": None,
                  "avatar_template": "/x/{size}.png"},
         "created_by": {"id": 1, "username": "admin"},
         "api_key_scopes": [scope, {**scope, "resource": "uploads", "action": "create",
                                    "key": "create"}]},
        {"id": 8, "truncated_key": "abcd", "description": "revoked", "user": None,
         "revoked_at": "2026-11-01T08:00:00.000Z", "api_key_scopes": []}]}
    said = checks.listed_key(body, config)
    assert said == "; listed as 'gamemaster bot': granular (topics:write, uploads:create)"
    assert checks.listed_key({"keys": []}, config) == ""
