"""Names a GM or a player chose reach the posts as text, through the whole stack: a game's
title, a clan's name, with an `@name`, a `#tag`, Markdown and HTML in them, neither mention,
link nor format in what the sandbox forum cooks (as Discourse cooks: `bridge/sandbox/
cook.py`; see `tests/bridge/test_inert.py` for why a backslash cannot stop a mention), while
the topic's title, which Discourse does not cook, keeps the name exactly as typed, and the
players' own `@name` still mention them."""

from __future__ import annotations

import html
import re
from datetime import UTC, datetime, timedelta

from bridge.texts import WORD_JOINER
from bridge.tools.stack import Stack
from tests.e2e.test_arena_flow import Arena

HOSTILE = "**Gras** @boris #staff <b>x</b> [lien](http://x.y)"
DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # 22:00 in Paris, an even day


def _cooked(stack: Stack, topic_id: int) -> list[str]:
    """The cooked HTML of the bot's posts in a topic, in order."""
    with stack.forum.lock:
        return [post.cooked for post in sorted(stack.forum.posts.values(), key=lambda p: p.id)
                if post.topic_id == topic_id
                and stack.forum.users[post.user_id].username == "gamemaster"]


def _shown(cooked: str) -> str:
    """What a reader sees of a cooked post: its text, tags left out, the word joiner
    invisible."""
    return html.unescape(re.sub(r"<[^>]+>", "", cooked)).replace(WORD_JOINER, "")


def _assert_inert(cooked: str) -> None:
    """The hostile name is shown as typed and made nothing."""
    assert HOSTILE in _shown(cooked), cooked
    assert "/u/boris" not in cooked, cooked
    for made in ("<strong>Gras", "<b>", '<a href="http://x'):
        assert made not in cooked, (made, cooked)


def test_a_game_title_with_markup_is_shown_as_typed_and_mentions_nobody(
        stack: Stack) -> None:
    """A mud game titled `**Gras** @boris #staff <b>x</b> [lien](http://x.y)` by its GM:
    the start and results posts show that text literally (boris, who does not play, is not
    mentioned), the public topic's title reads exactly as typed, and the players' `@name`
    in the same posts still mention them."""
    stack.direct_message("maitre", f'nouvelle partie mud "{HOSTILE}" turns=2 review=gm')
    game = stack.latest_game()
    stack.pin(game, start={"anna": "B2", "chloe": "C2", "denis": "B3"})
    public = stack.topic_of(game, "game")
    gm_desk = stack.topic_of(game, "gm", "maitre")
    for player in ("anna", "chloe", "denis"):
        stack.say(player, public, "je participe")
    stack.say("maitre", gm_desk, "commencer")
    desk = stack.topic_of(game, "player", "anna")
    stack.say("anna", desk, "lancer chloe 3")
    stack.advance(DEADLINE + timedelta(minutes=1))
    stack.say("maitre", gm_desk, "ok")

    posts = _cooked(stack, public)
    start = next(c for c in posts if "que la bataille de boue commence" in c)
    results = next(c for c in posts if "résultats du tour 1" in c)
    for cooked in (posts[0], start, results):
        _assert_inert(cooked)
    assert '<a class="mention" href="/u/anna">@anna</a>' in results, results
    with stack.forum.lock:
        title = stack.forum.topics[public].title
    assert HOSTILE in title and "\\" not in title and WORD_JOINER not in title, title
    private = [p for p in stack.forum.transcript()
               if p["topic"] in (gm_desk, desk) and p["author"] == "gamemaster"]
    assert private and all(HOSTILE in p["title"] for p in private)
    assert all("\\" not in p["title"] for p in private)


def test_a_clan_named_with_markup_is_shown_as_typed_and_mentions_nobody(
        stack: Stack) -> None:
    """An arena clan named `**Gras** @boris #staff <b>x</b> [lien](http://x.y)`: the posts
    that name it (the clans formed, the arena, a round's results) show it literally; its
    chief's `@name` beside it still mentions. The reader keeps only words of a clan's name
    today, so the name is put in the sign-up record as a reader that kept more would: the
    posts must not rely on the reader."""
    arena = Arena(stack)
    arena.sign_up()
    with stack.db.unit() as session:
        row = arena.game()
        roll = dict(row.roll)
        roll["clans"] = [{**c, "name": HOSTILE if c["name"] == "Loups" else c["name"]}
                         for c in roll["clans"]]
        roll["warriors"] = {n: {**w, "clan": HOSTILE if w["clan"] == "Loups" else w["clan"]}
                            for n, w in roll["warriors"].items()}
        session.merge(row).roll = roll
    arena.gm("commencer")
    arena.pm("ana", "tous en zone 1")
    arena.pm("carl", "moi et @dina zone 1")
    for who, text in (("carl", "j'attaque @ana"), ("dina", "j'attaque @ana"),
                      ("ana", "je me défends"), ("bob", "je vais au centre")):
        arena.post(who, text)
    arena.gm("clore")

    posts = _cooked(stack, arena.public)
    named = [c for c in posts if "Gras" in c]
    assert len(named) >= 3, posts  # the clans formed, the arena, the results
    for cooked in named:
        _assert_inert(cooked)
    assert any('<a class="mention" href="/u/ana">@ana</a>' in c for c in named)
    placement = arena.posts_in(arena.desk("ana"))  # the chief is asked in private: escaped too
    assert any(HOSTILE not in raw and "Gras" in raw for raw in placement)
