"""Status markers in anyone's post (bridge/publishing/markers.py), through the whole stack: a
moderator writes `[gamemaster status N]` on a line of a post in any topic; the bot fills it in, in
that same post, and keeps it current as the game moves, one edit per post per change, none when
nothing changed, the author's own words untouched. Every forum call is counted."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select

from bridge.db import InboundRow, OutboxRow, StatusPostRow
from bridge.publishing import embeds
from bridge.publishing.markers import BEGIN, END
from bridge.tools.stack import Stack

DEADLINES = [datetime(2026, 12, day, 21, 0, tzinfo=UTC) for day in (2, 4, 6)]
"""The mud fight's default calendar: even days at 22:00 in Paris."""
INTRO = "Bonsoir à tous ! Voici où en est notre bataille :"
OUTRO = "Bon jeu, et que le meilleur gagne."


def create(stack: Stack, title: str, gm: str = "maitre") -> tuple[int, int, int]:
    """A mud fight created by private message: its id, public topic and GM desk."""
    stack.direct_message(gm, f'nouvelle partie mud "{title}" turns=3 review=gm')
    game = stack.latest_game()
    return game, stack.topic_of(game, "game"), stack.topic_of(game, "gm", gm)


def lounge(stack: Stack, author: str = "modo") -> int:
    """A topic of the forum that is no game's, opened by a moderator."""
    stack.forum.add_user(author, moderator=True)
    return int(stack.forum.new_topic(author, "Le salon des jeux du forum",
                                     "Bienvenue à tous, amis joueurs du forum !")["topic_id"])


def raw_of(stack: Stack, post_id: int) -> str:
    return str(next(p for p in stack.forum.transcript() if p["post_id"] == post_id)["raw"])


def block(raw: str, game: int) -> str:
    """The status block of `game` in a post's text."""
    found = re.search(re.escape(BEGIN.format(game=game)) + r"\n\n(.*?)\n\n"
                      + re.escape(END.format(game=game)), raw, re.DOTALL)
    assert found is not None, raw
    return found.group(1)


def edits_of(stack: Stack, post_id: int, since: int = 0) -> list[Any]:
    return [c for c in stack.forum.api_calls[since:]
            if c.method == "PUT" and c.path == f"/posts/{post_id}"]


def expected(stack: Stack, game: int) -> str:
    """The status text the bot shows for a game now."""
    with stack.db.unit() as session:
        from bridge.db import GameRow

        row = session.get(GameRow, game)
        assert row is not None
        return embeds.embed_text(stack.master.parts, session, row).strip()


def test_a_marker_is_filled_in_and_kept_current_over_a_whole_game(stack: Stack) -> None:
    """Eleven changes (the filling in, three sign-ups, the start, three turns each drafted
    for the GM's review then published): eleven edits of the moderator's post, nothing else
    in that topic, every block the status of that moment, the moderator's words untouched;
    the bot's own edits coming back through the webhook cost nothing."""
    game, public, desk = create(stack, "Bataille du salon")
    stack.pin(game, start={"anna": "B2", "boris": "C2", "chloe": "B3"})
    topic = lounge(stack)
    calls = len(stack.forum.api_calls)
    post = stack.say("modo", topic, f"{INTRO}\n[gamemaster status {game}]\n{OUTRO}")
    seen = [block(raw_of(stack, post["id"]), game)]
    assert "inscriptions ouvertes" in seen[0] and "Inscrits (0)" in seen[0]

    def changed() -> None:
        raw = raw_of(stack, post["id"])
        assert raw.startswith(f"{INTRO}\n") and f"\n{OUTRO}\n" in raw
        assert block(raw, game) == expected(stack, game)
        seen.append(block(raw, game))

    for player in ("anna", "boris", "chloe"):
        stack.say(player, public, "je participe")
        changed()
    stack.say("maitre", desk, "commencer")
    changed()
    assert "Tour 1 sur 3" in seen[-1]
    for deadline in DEADLINES:
        stack.say("boris", stack.topic_of(game, "player", "boris"), "lancer anna 3")
        stack.advance(deadline + timedelta(minutes=1))
        changed()
        assert "vérification" in seen[-1], "with the GM until published"
        stack.say("maitre", desk, "ok, je valide")
        changed()
    assert "terminée" in seen[-1] and "| 1 | boris |" in seen[-1]
    puts = edits_of(stack, post["id"], calls)
    assert len(puts) == 11 == len(seen) == len(set(seen)), "one edit per change, no more"
    assert all(call.status == 200 for call in puts)
    assert not [p for p in stack.forum.transcript()
                if p["topic"] == topic and p["author"] == "gamemaster"], "no post of its own"
    assert not [c for c in stack.forum.api_calls[calls:] if c.path.startswith(f"/t/{topic}")]
    with stack.db.unit() as session:
        echoes = session.scalars(select(InboundRow).where(
            InboundRow.post_id == post["id"])).all()
        assert len(echoes) == 12 and {row.status for row in echoes} == {"done"}


def test_two_markers_for_two_games_in_one_post_make_one_edit_per_change(stack: Stack) -> None:
    first, first_topic, _ = create(stack, "Boue du nord")
    second, second_topic, _ = create(stack, "Boue du sud", gm="arbitre")
    topic = lounge(stack)
    calls = len(stack.forum.api_calls)
    post = stack.say("modo", topic, f"Nord :\n[gamemaster statut {first}]\n\nSud :\n"
                                    f"[Gamemaster STATUS #{second}]\n{OUTRO}")
    assert len(edits_of(stack, post["id"], calls)) == 1, "both filled in by one edit"
    for player, where in (("anna", first_topic), ("boris", second_topic),
                          ("chloe", first_topic)):
        before = len(stack.forum.api_calls)
        stack.say(player, where, "je participe")
        assert len(edits_of(stack, post["id"], before)) == 1
        raw = raw_of(stack, post["id"])
        assert block(raw, first) == expected(stack, first)
        assert block(raw, second) == expected(stack, second)
    raw = raw_of(stack, post["id"])
    assert raw.startswith("Nord :\n<!-- gamemaster-status") and "\n\nSud :\n<!--" in raw
    assert "Inscrits (2) : anna, chloe." in block(raw, first)
    assert "Inscrits (1) : boris." in block(raw, second)
    assert len(edits_of(stack, post["id"], calls)) == 4


def test_the_authors_own_edit_is_kept_and_costs_no_edit_when_the_status_holds(
        stack: Stack) -> None:
    game, public, _ = create(stack, "Bataille éditée")
    topic = lounge(stack)
    post = stack.say("modo", topic, f"{INTRO}\n[gamemaster status {game}]")
    filled = raw_of(stack, post["id"])
    calls = len(stack.forum.api_calls)
    stack.forum.edit("modo", post["id"], filled.replace(INTRO, "Ce soir, la bataille :"))
    stack.settle()
    assert edits_of(stack, post["id"], calls) == [], "the block still holds: nothing to do"
    stack.say("anna", public, "je participe")
    raw = raw_of(stack, post["id"])
    assert raw.startswith("Ce soir, la bataille :\n") and "Inscrits (1) : anna." in raw
    calls = len(stack.forum.api_calls)
    stack.forum.edit("modo", post["id"], "Plus de statut ici, merci de votre attention.")
    stack.settle()
    stack.say("boris", public, "je participe")
    assert edits_of(stack, post["id"], calls) == [], "no marker left: the post is let go"
    assert raw_of(stack, post["id"]) == "Plus de statut ici, merci de votre attention."
    with stack.db.unit() as session:
        kept = session.scalar(select(StatusPostRow))
        assert kept is not None and kept.status == "gone"


def test_markers_quoted_in_code_by_other_users_or_for_unknown_games_are_left_alone(
        stack: Stack) -> None:
    game, _public, _ = create(stack, "Bataille gardée")
    topic = lounge(stack)
    calls = len(stack.forum.api_calls)
    quoted = stack.say("modo", topic, f"[quote=\"anna\"]\n[gamemaster status {game}]\n"
                                      "[/quote]\nVoilà comment on écrit un marqueur.")
    code = stack.say("modo", topic, f"```\n[gamemaster status {game}]\n```\nÀ copier.")
    inline = stack.say("modo", topic, f"Écrivez [gamemaster status {game}] sur une ligne.")
    unknown = stack.say("modo", topic, "[gamemaster status 999]\nUne partie qui n'existe pas.")
    player = stack.say("anna", topic, f"[gamemaster status {game}]\nJe voudrais le statut.")
    assert [c for c in stack.forum.api_calls[calls:] if c.method == "PUT"] == []
    for post in (quoted, code, inline, unknown, player):
        assert "<!--" not in raw_of(stack, post["id"])
    gm = stack.say("maitre", topic, f"Ma partie :\n[gamemaster status {game}]")
    assert "<!-- gamemaster-status" in raw_of(stack, gm["id"]), "a GM may show their own game"


def test_a_post_the_bot_may_not_edit_is_given_up_at_the_first_refusal(stack: Stack) -> None:
    """A forum where the bot is no moderator: Discourse answers 403 to its edit of someone
    else's post. No wait will change that: the edit is given up at once, the changes
    meanwhile are not tried again, and the post is left alone."""
    game, public, _ = create(stack, "Bataille fermée")
    topic = lounge(stack)
    stack.forum.bot.admin = False
    calls = len(stack.forum.api_calls)
    post = stack.say("modo", topic, f"{INTRO}\n[gamemaster status {game}]")
    stack.say("anna", public, "je participe")  # a change while the edit waits
    moment = stack.clock.now()
    for _ in range(20):
        moment += timedelta(minutes=1)
        stack.advance(moment)
    refused = edits_of(stack, post["id"], calls)
    assert len(refused) == 1 and {c.status for c in refused} == {403}
    stack.say("boris", public, "je participe")
    stack.say("chloe", public, "je participe")
    stack.advance(moment + timedelta(hours=2))
    assert len(edits_of(stack, post["id"], calls)) == 1, "given up for good"
    assert raw_of(stack, post["id"]) == f"{INTRO}\n[gamemaster status {game}]"
    with stack.db.unit() as session:
        kept = session.scalar(select(StatusPostRow))
        assert kept is not None and kept.status == "refused"
        edits = session.scalars(select(OutboxRow).where(OutboxRow.kind == "edit")).all()
        assert [row.status for row in edits] == ["failed"], "one edit, given up once"
