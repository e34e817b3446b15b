"""The sandbox cooks posts as Discourse does (`bridge.sandbox.cook`): Markdown through
markdown-it with Discourse's options and extensions, then its sanitiser. Each test names the
Discourse file whose behaviour it checks; the last ones take every post the bot makes in whole
games, in every game and language, and check that no Markdown reaches a person as text."""

from __future__ import annotations

import html
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bridge.sandbox import SandboxForum
from bridge.sandbox.cook import cook
from bridge.sandbox.web import create_web_app
from bridge.tools import scenario

ROOT = Path(__file__).resolve().parents[2]
MARKER = "<!-- gamemaster:g1:t2:k3 -->"


def visible(cooked: str) -> str:
    """What a reader sees of cooked HTML: its text, tags gone, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", cooked))


def test_a_table_is_a_table() -> None:
    """GFM tables are on, wrapped as Discourse wraps them.
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/table.js"""
    cooked = cook("| Place | Joueur |\n|---|---:|\n| 1 | anna |")
    assert cooked.startswith('<div class="md-table">\n<table>')
    assert "<th>Place</th>" in cooked and '<td style="text-align:right">anna</td>' in cooked
    assert "---" not in cooked


def test_bold_is_strong_and_strikethrough_struck() -> None:
    """CommonMark emphasis, and strikethrough, which Discourse enables.
    # Discourse: app/assets/javascripts/pretty-text/addon/engines/discourse-markdown-it.js"""
    assert cook("**Inscriptions ouvertes** : *oui* ~~non~~") == (
        "<p><strong>Inscriptions ouvertes</strong> : <em>oui</em> <s>non</s></p>")


def test_a_single_newline_is_a_line_break() -> None:
    """Discourse cooks with `breaks: true`; a blank line still starts a paragraph.
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/newline.js"""
    assert cook("one\ntwo\n\nthree") == "<p>one<br>\ntwo</p>\n<p>three</p>"


def test_details_fold_nest_and_an_unclosed_one_stays_text() -> None:
    """`[details=…]` is a <details> with its summary (plain text, as written), nested ones
    counted; on one line too; never closed, it is left as text.
    # Discourse: plugins/discourse-details/assets/javascripts/lib/discourse-markdown/details.js
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/bbcode-block.js"""
    cooked = cook('[details="Reçus **scellés**"]\nligne **un**\n[details=Inner]\ndeeper\n'
                  "[/details]\n[/details]\nafter")
    assert cooked == ("<details>\n<summary>\nReçus **scellés**</summary>\n"
                      "<p>ligne <strong>un</strong></p>\n<details>\n<summary>\nInner</summary>\n"
                      "<p>deeper</p>\n</details>\n</details>\n<p>after</p>")
    assert cook("[details=Short]all on one line[/details]") == (
        "<details>\n<summary>\nShort</summary>\n<p>all on one line</p>\n</details>")
    assert cook("[details=Open]\nnever closed") == "<p>[details=Open]<br>\nnever closed</p>"


def test_a_date_is_a_local_date() -> None:
    """`[date=…]` is discourse-local-dates' span: data attributes for the reader's script, the
    moment in UTC as its text; an unknown zone is dropped, a date alone is midnight UTC.
    # Discourse: plugins/discourse-local-dates/assets/javascripts/lib/discourse-markdown/discourse-local-dates.js"""  # noqa: E501
    cooked = cook('Échéance : [date=2026-12-10 time=22:00:00 timezone="Europe/Paris"].')
    assert cooked == (
        '<p>Échéance : <span class="discourse-local-date" data-date="2026-12-10" '
        'data-time="22:00:00" data-timezone="Europe/Paris" '
        'data-email-preview="Thu, Dec 10, 2026 9:00 PM UTC">2026-12-10T21:00:00Z</span>.</p>')
    assert 'data-timezone' not in cook('[date=2026-12-10 time=22:00 timezone="Mars/Olympus"]')
    assert ">2026-01-05T00:00:00Z</span>" in cook("[date=2026-1-5]")
    assert cook("[date]") == "<p>[date]</p>"


def test_a_quote_is_an_aside() -> None:
    """`[quote="user, post:1, topic:2"]` is Discourse's quote block (no avatar here).
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/quotes.js"""
    assert cook('[quote="anna, post:3, topic:12"]\nJe lance **fort**\n[/quote]') == (
        '<aside class="quote no-group" data-username="anna" data-post="3" data-topic="12">\n'
        '<div class="title">\n<div class="quote-controls"></div>\n anna:</div>\n'
        "<blockquote>\n<p>Je lance <strong>fort</strong></p>\n</blockquote>\n</aside>")


def test_the_bot_markers_are_gone_from_cooked() -> None:
    """HTML comments are dropped by the sanitiser (js-xss without `allowCommentTag`).
    # Discourse: app/assets/javascripts/pretty-text/addon/sanitizer.js"""
    cooked = cook(f"Ordre reçu : **je passe**.\n\n{MARKER}")
    assert cooked == "<p>Ordre reçu : <strong>je passe</strong>.</p>"
    status = cook("<!-- gamemaster-status 3 -->\n## Partie 3\nEn cours <!-- inline -->")
    assert "<!--" not in status and "gamemaster" not in status and "<h2>Partie 3</h2>" in status


def test_a_mention_is_a_link_but_not_in_code_links_or_emails() -> None:
    """`@name` links to the profile; not inside code or a link, and not an e-mail address.
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/mentions.js
    # Discourse: lib/pretty_text.rb (add_mentions)"""
    cooked = cook("Bienvenue @Fanny.B ! `@code` [@lien](https://x.test) bob@mail.test, "
                  "bob@example.com")
    assert '<a class="mention" href="/u/fanny.b">@Fanny.B</a> !' in cooked
    assert "<code>@code</code>" in cooked and '<a href="https://x.test">@lien</a>' in cooked
    assert "bob@mail.test," in cooked  # linkify knows no `.test`: text, and still no mention
    assert '<a href="mailto:bob@example.com">bob@example.com</a>' in cooked
    assert cooked.count('class="mention"') == 1


def test_an_emoji_is_a_picture() -> None:
    """`:game_die:` after a space or punctuation is an emoji picture; inside a word it is not.
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/emoji.js"""
    cooked = cook("> :game_die: 3, 6 et x:no:")
    assert ('<img src="/images/emoji/twitter/game_die.png?v=12" title=":game_die:" '
            'class="emoji" alt=":game_die:" loading="lazy" width="20" height="20"> 3, 6') in cooked
    assert "x:no:" in cooked


def test_an_upload_is_a_picture_from_the_short_url() -> None:
    """`upload://` pictures point at the forum's short URL, `|WxH` gives their size.
    # Discourse: app/assets/javascripts/pretty-text/engines/discourse-markdown/upload-protocol.js
    # Discourse: app/assets/javascripts/pretty-text/addon/engines/discourse-markdown-it.js"""
    assert cook("![board.png|690x400](upload://abcXYZ09.png)") == (
        '<p><img src="/uploads/short-url/abcXYZ09.png" alt="board.png" '
        'data-base62-sha1="abcXYZ09" width="690" height="400"></p>')


def test_a_script_in_a_post_never_runs() -> None:
    """Raw HTML outside the allow-list goes: `<script>` with its body, event handlers and
    `javascript:` links; allowed tags stay, and a post's open tags are closed.
    # Discourse: app/assets/javascripts/pretty-text/addon/sanitizer.js
    # Discourse: app/assets/javascripts/pretty-text/addon/allow-lister.js"""
    cooked = cook('<script>alert("x")</script>\n\nSalut <img src=x onerror=alert(1)> '
                  '<a href="javascript:alert(1)">lien</a> <iframe src="//evil"></iframe>'
                  "<b>gras</b> <details>")
    assert "<script" not in cooked and "alert(" not in cooked and "<iframe" not in cooked
    assert re.search(r"<[^>]*\s(onerror|href=\"javascript)", cooked) is None
    assert "<b>gras</b>" in cooked and cooked.endswith("<details></details></p>")
    assert cook("I <3 you, `<b>` stays code") == (
        "<p>I &lt;3 you, <code>&lt;b&gt;</code> stays code</p>")


def test_the_api_and_the_webhook_carry_the_cooked_html(forum: SandboxForum,
                                                       receiver: Any) -> None:
    """A post's `cooked` in the API answer and in the post_created webhook is the cooking.
    # Discourse: app/serializers/post_serializer.rb (cooked), WebHookPostSerializer"""
    forum.add_webhook(receiver.url, "s3cret")
    post = forum.new_topic("alice", "A cooked topic for all", f"**Hello** @bob\n{MARKER}")
    assert post["cooked"] == (
        '<p><strong>Hello</strong> <a class="mention" href="/u/bob">@bob</a></p>')
    payload = json.loads(receiver.received[-1].body)
    assert payload["post"]["cooked"] == post["cooked"]


def test_the_demo_forum_page_shows_the_cooked_post(forum: SandboxForum) -> None:
    """The page a person tries the product on shows posts as Discourse's post stream does:
    their cooked HTML, not the raw Markdown.
    # Discourse: app/serializers/post_serializer.rb (the post stream renders `cooked`)"""
    post = forum.new_topic("bob", "Scores of the mud fight", "| Place | Joueur |\n|---|---|\n"
                           f"| 1 | **anna** |\n\n[details=Détails]\ncaché\n[/details]\n{MARKER}")
    page = create_web_app(forum).test_client().get(f"/t/{post['topic_id']}")
    shown = page.get_data(as_text=True)
    assert '<div class="cooked"><div class="md-table">' in shown
    assert "<td><strong>anna</strong></td>" in shown and "<details>" in shown
    assert "| Place |" not in shown and "**anna**" not in shown and "gamemaster:" not in shown


# ----------------------------------------------------------------- the bot's own posts

# One whole game of each kind, played in each language the game speaks (the scenario's
# players keep their words: the runner makes them join in the game's language).
WHOLE_GAMES = {"mud": "mud_english", "indixo": "indixo_vote_wins",
               "arena": "arena_centre_win", "highway": "highway_en_discobot"}
LANGUAGES = {"mud": ("fr", "en", "ru"), "indixo": ("fr", "en", "ru"),
             "arena": ("fr", "en", "ru"), "highway": ("ru", "en")}
STRAY = re.compile(r"\*\*|__|\|\s*:?-{3,}:?\s*\||\[details|\[/details\]|\[date=|\[quote|<!--")
"""Markdown and Discourse markup a reader should never see as text."""
SWALLOWED = re.compile(r"<[A-Za-z][^>\n]*>")
"""Outside code, what Discourse takes for an unknown HTML tag and strips, text and all."""


@cache
def _bot_posts(game: str, lang: str) -> tuple[str, ...]:
    played = scenario.load(ROOT / "tests" / "scenarios" / f"{WHOLE_GAMES[game]}.json")
    played["language"] = lang
    return tuple(post["raw"] for post in scenario.run(played)["posts"])


def _demo_posts() -> list[str]:
    """The bot's posts in the golden transcript of the mud demo (French)."""
    text = (ROOT / "tests" / "golden" / "mud_demo_transcript.txt").read_text(encoding="utf-8")
    # The transcript's stand-ins for what changes from run to run.
    text = text.replace("<forum>", "http://forum.test").replace("<picture>", "pic0")
    chunks = re.split(r"^━━ (.*)\n", text, flags=re.MULTILINE)[1:]
    return [body for head, body in zip(chunks[::2], chunks[1::2], strict=True)
            if head.endswith("by gamemaster")]


def _check_posts(posts: list[str] | tuple[str, ...], where: str) -> None:
    assert posts, where
    for raw in posts:
        cooked = cook(raw)
        shown = visible(cooked)
        stray = STRAY.search(shown)
        assert stray is None, (
            f"{where}: {stray.group(0)!r} reaches the reader in "
            f"{shown[max(0, stray.start() - 120):stray.end() + 60]!r}\n--- raw:\n{raw}")
        prose = re.sub(r"`[^`\n]*`", "", re.sub(r"<!--.*?-->", "", raw, flags=re.DOTALL))
        swallowed = SWALLOWED.search(prose)
        assert swallowed is None, f"{where}: Discourse strips {swallowed.group(0)!r}\n{raw}"


@pytest.mark.parametrize(("game", "lang"), [(game, lang) for game, langs in LANGUAGES.items()
                                            for lang in langs])
def test_no_markdown_reaches_a_player_in_a_whole_game(game: str, lang: str) -> None:
    """Every bot post of a whole game, cooked, shows no Markdown or Discourse markup as
    text, and holds no `<word>` outside code that Discourse's sanitiser would strip.
    # Discourse: app/assets/javascripts/pretty-text/addon/engines/discourse-markdown-it.js
    # Discourse: app/assets/javascripts/pretty-text/addon/sanitizer.js"""
    _check_posts(_bot_posts(game, lang), f"{game} in {lang}")


def test_no_markdown_reaches_a_player_in_the_mud_demo() -> None:
    """The golden transcript of the mud demo, cooked: no Markdown left as text.
    # Discourse: app/assets/javascripts/pretty-text/addon/engines/discourse-markdown-it.js"""
    _check_posts(_demo_posts(), "mud demo transcript")
