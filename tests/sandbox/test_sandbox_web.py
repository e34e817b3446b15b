"""The sandbox forum's web page (`bridge.sandbox.web`) without a browser: what each member
sees, posting through the forum's own browser path (webhooks fire), hostile text escaped,
pictures served, the clock's buttons, and the guards of a page without login."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from typing import Any

import pytest
from flask.testing import FlaskClient

from bridge.sandbox import SandboxForum
from bridge.sandbox.cook import cook
from bridge.sandbox.web import Controls, GameLink, create_web_app, render_cooked

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


@pytest.fixture
def page(forum: SandboxForum) -> FlaskClient:
    return create_web_app(forum).test_client()


def _public(forum: SandboxForum) -> int:
    post = forum.new_topic("bob", "A public topic for all", "Everybody may read this one")
    return int(post["topic_id"])


def _pm(forum: SandboxForum) -> int:
    post = forum.new_private_message("alice", ["bob"], "Just us two", "A secret between us")
    return int(post["topic_id"])


def test_a_post_is_shown_as_cooked_and_nothing_hostile_runs() -> None:
    raw = (f"{HOSTILE}\n[details=\"{HOSTILE}\"]\ninside **bold**\n"
           "[details=\"Inner\"]\ndeeper\n[/details]\n[/details]\n"
           "![board.png|440x440](upload://abcXYZ09.png)\n"
           '[date=2026-12-10 time=22:00:00 timezone="Europe/Paris"]\n'
           "see http://forum.test/t/some-slug/12/3 and javascript:alert(1)\n"
           '![x" onerror="alert(1)](upload://abc.png)\n'
           "<!-- gamemaster:g1:t2 -->")
    html = str(render_cooked(cook(raw), lambda url: "/as/alice/t/12" if "/t/" in url else None))
    assert "<script" not in html and re.search(r"<[^>]*\sonerror=\"", html) is None
    assert html.count("&lt;script&gt;") == 1  # the summary is plain text, shown as written
    assert html.count("<details>") == 2 and html.count("</details>") == 2
    assert "<strong>bold</strong>" in html and "Inner</summary>" in html
    assert '<img src="/uploads/short-url/abcXYZ09.png" alt="board.png"' in html
    assert 'class="discourse-local-date" data-date="2026-12-10" data-time="22:00:00"' in html
    assert '<a href="/as/alice/t/12" rel="noopener noreferrer">' in html
    assert 'href="javascript' not in html
    assert "gamemaster:g1" not in html
    assert '<img src="/uploads/short-url/abc.png" alt="x&quot; onerror=&quot;alert(1)"' in html


def test_a_forged_cooked_is_sanitised_again_and_an_unclosed_tag_closed() -> None:
    html = str(render_cooked('<p onclick="x()">open <details><script>alert(1)</script>'
                             '<a href="javascript:alert(1)">j</a>'))
    assert html == '<p>open <details><a>j</a></details></p>'


def test_emoji_pictures_are_served_as_their_unicode_character(page: FlaskClient) -> None:
    served = page.get("/images/emoji/twitter/game_die.png?v=12")
    assert served.status_code == 200 and served.mimetype == "image/svg+xml"
    assert "\N{GAME DIE}" in served.get_data(as_text=True)
    assert page.get("/images/emoji/twitter/no_such_emoji.png").status_code == 404


def test_each_member_sees_public_topics_and_only_their_own_messages(
        forum: SandboxForum, page: FlaskClient) -> None:
    _public(forum)
    secret = _pm(forum)
    anonymous = page.get("/").get_data(as_text=True)
    assert "A public topic for all" in anonymous and "Just us two" not in anonymous
    assert "Just us two" in page.get("/as/alice/").get_data(as_text=True)
    assert "Just us two" not in page.get("/as/carol/").get_data(as_text=True)
    assert page.get(f"/as/bob/t/{secret}").status_code == 200
    assert page.get(f"/as/carol/t/{secret}").status_code == 404
    assert page.get(f"/t/{secret}").status_code == 404


def test_a_reply_from_the_page_is_a_browser_post_and_fires_the_webhook(
        forum: SandboxForum, page: FlaskClient, receiver: Any) -> None:
    forum.add_webhook(receiver.url, "s3cret")
    topic = _public(forum)
    answer = page.post(f"/as/alice/t/{topic}", data={"raw": "Alice answers here, hello"},
                       headers={"Origin": "http://localhost"})
    assert answer.status_code == 303 and answer.location.endswith(f"/as/alice/t/{topic}#reply")
    last = forum.transcript()[-1]
    assert (last["author"], last["raw"], last["topic"]) == ("alice", "Alice answers here, hello",
                                                            topic)
    bodies = [json.loads(r.body) for r in receiver.received]
    assert bodies[-1]["post"]["raw"] == "Alice answers here, hello"
    assert receiver.received[-1].headers["X-Discourse-Event"] == "post_created"


def test_new_topics_and_messages_from_the_page(forum: SandboxForum, page: FlaskClient) -> None:
    made = page.post("/as/carol/topics", data={"title": "Carol's topic of the day",
                                               "raw": "Carol opens a topic here"})
    assert made.status_code == 303
    topic = forum.transcript()[-1]
    assert (topic["author"], topic["private"]) == ("carol", False)
    sent = page.post("/as/carol/messages", data={"to": "@alice, bob", "title": "Hello you",
                                                 "raw": "A message to you both"})
    assert sent.status_code == 303
    message = forum.transcript()[-1]
    assert message["private"] and sorted(message["recipients"]) == ["alice", "bob"]
    assert sent.location.endswith(f"/as/carol/t/{message['topic']}")


def test_what_the_forum_refuses_is_shown_escaped_and_the_text_kept(
        forum: SandboxForum, page: FlaskClient) -> None:
    topic = _public(forum)
    refused = page.post(f"/as/alice/t/{topic}", data={"raw": "<b>"})
    text = refused.get_data(as_text=True)
    assert refused.status_code == 422 and "Body is too short" in text
    assert "&lt;b&gt;</textarea>" in text
    assert 'data-poll=""' in text  # no reload of a page that answers a POST
    bad = page.post("/as/alice/messages", data={"to": "<x>", "title": "Hi there",
                                                "raw": "Something to say"})
    assert bad.status_code == 422 and "Not a member&#39;s name: &lt;x&gt;" in bad.get_data(
        as_text=True)


def test_hostile_names_and_titles_are_escaped_everywhere(
        forum: SandboxForum, page: FlaskClient) -> None:
    forum.new_topic("mallory", f"Title {HOSTILE}", f"Body {HOSTILE}")
    topic = forum.transcript()[-1]["topic"]
    for path in ("/", "/as/alice/", f"/as/alice/t/{topic}"):
        html = page.get(path).get_data(as_text=True)
        assert "<script>alert" not in html and "<img src=x" not in html, path
    assert page.get("/as/<script>/").status_code == 404
    assert page.get("/switch?new=%3Cscript%3E").status_code == 303
    assert page.get("/as/gamemaster/").status_code == 403
    assert page.get("/as/system/").status_code == 403


def test_pages_allow_no_inline_script_and_no_post_from_another_site(
        forum: SandboxForum, page: FlaskClient) -> None:
    answer = page.get("/")
    assert "script-src 'self'" in answer.headers["Content-Security-Policy"]
    assert "<script>" not in answer.get_data(as_text=True)
    topic = _public(forum)
    foreign = page.post(f"/as/alice/t/{topic}", data={"raw": "Posted by another site"},
                        headers={"Origin": "http://evil.example"})
    assert foreign.status_code == 403
    assert all(p["raw"] != "Posted by another site" for p in forum.transcript())


def test_the_switcher_keeps_the_topic_when_the_new_member_may_see_it(
        forum: SandboxForum, page: FlaskClient) -> None:
    secret = _pm(forum)
    assert page.get(f"/switch?user=bob&topic={secret}").location.endswith(
        f"/as/bob/t/{secret}")
    assert page.get(f"/switch?user=alice&new=dora&topic={secret}").location.endswith("/as/dora/")


def test_uploaded_pictures_are_served(forum: SandboxForum, page: FlaskClient) -> None:
    from bridge.sandbox import queries

    png = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06"
           b"\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00"
           b"\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")
    body = queries.upload(forum, forum.bot, "board.png", png, "composer")
    short = body["short_url"][len("upload://"):]
    served = page.get(f"/uploads/short-url/{short}")
    assert served.status_code == 200 and served.mimetype == "image/png" and served.data == png
    assert page.get("/uploads/short-url/nothing.png").status_code == 404


def test_the_clock_buttons_advance_the_fake_clock(forum: SandboxForum, clock: Any) -> None:
    moved: list[Any] = []

    def advance(moment: Any) -> None:
        moved.append(moment)
        clock.now = moment

    due = clock.now + timedelta(hours=30)
    controls = Controls(advance=advance, next_deadline=lambda: due, games=lambda: [
        GameLink(1, "Boue", "mud", "running", "http://127.0.0.1:8000/games/1/status", (11,))])
    page = create_web_app(forum, controls).test_client()
    start = clock.now
    assert page.post("/clock", data={"step": "hour", "next": "/as/alice/"}).location.endswith(
        "/as/alice/")
    page.post("/clock", data={"step": "day", "next": "//evil.example/"})
    page.post("/clock", data={"step": "deadline"})
    assert moved == [start + timedelta(hours=1), start + timedelta(days=1, hours=1), due]
    shown = page.get("/").get_data(as_text=True)
    assert "http://127.0.0.1:8000/games/1/status" in shown
    assert page.post("/clock", data={"step": "week"}).status_code == 400


def test_without_controls_there_is_no_clock(page: FlaskClient) -> None:
    assert page.post("/clock", data={"step": "hour"}).status_code == 404
    assert "+1 hour" not in page.get("/").get_data(as_text=True)


def test_the_poll_changes_when_a_visible_post_arrives(
        forum: SandboxForum, page: FlaskClient) -> None:
    secret = _pm(forum)
    before = page.get(f"/as/alice/poll.json?topic={secret}").get_json()["fingerprint"]
    unseen = page.get("/as/carol/poll.json").get_json()["fingerprint"]
    forum.post("bob", secret, "Bob answers in private")
    assert page.get(f"/as/alice/poll.json?topic={secret}").get_json()["fingerprint"] != before
    assert page.get("/as/carol/poll.json").get_json()["fingerprint"] == unseen
