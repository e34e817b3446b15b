"""`make demo`: a whole mud fight played through the sandbox forum, printed as a transcript.

Everything is real but the forum and the clock: the sandbox forum (a fake Discourse speaking
the real API and webhooks) and a fake clock that jumps from one moment of the game to the next.
The bridge runs on SQLite, as it does on its embedded defaults. The transcript, the database
and the board pictures are also written to `demo-out/`.
"""

from __future__ import annotations

import re
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from bridge.clock import FakeClock
from bridge.stack import Stack

PARIS = ZoneInfo("Europe/Paris")
GM = "maitre_jacques"
PLAYERS = ["anna", "boris", "chloe", "david"]
START = {"anna": "B2", "boris": "C2", "chloe": "B3", "david": "D4"}


def _at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, day, hour, minute, tzinfo=PARIS)


# (when, who, where, text): where is "desk" (the player's private order desk), "public"
# (the game topic) or "gm" (the GM's desk).
SCRIPT: list[tuple[datetime, str, str, str]] = [
    (_at(1, 9), "anna", "desk", "Bonjour MJ ! Je lance une boule de boue sur @boris, chiffre 3"),
    (_at(1, 9, 30), "boris", "desk", "lancer anna 2"),
    (_at(1, 10), "chloe", "desk", "coucou ! je vais en c 3 😊"),
    (_at(1, 11), "david", "desk", "move D9"),
    (_at(1, 11, 5), "david", "desk", "oups, move D3 then"),
    (_at(1, 18), "chloe", "desk", "En fait non, je vais en A3."),
    (_at(1, 20), "boris", "public", "Anna, tu vas voir ce que tu vas voir !"),
    (_at(2, 22, 30), GM, "gm", "ok"),
    (_at(3, 8, 30), "chloe", "desk", "aller en B3"),
    (_at(3, 9), "boris", "desk", "je me casse en C3"),
    (_at(3, 10), "david", "desk", "aller en C3"),
    (_at(3, 11), "anna", "desk", "lancer sur boris, 5"),
    (_at(4, 22, 30), GM, "gm", "valider"),
    (_at(5, 9), "anna", "desk", "je lance sur chloé 2"),
    (_at(5, 9, 10), "boris", "desk", "Je lance sur chloe 4"),
    (_at(5, 9, 20), "chloe", "desk", "lancer anna 1"),
    (_at(6, 22, 30), GM, "gm", "ok"),
    (_at(7, 9), "david", "desk", "Je lance sur boris, 4"),
    (_at(7, 12), "boris", "desk", "je bouge en D3"),
    (_at(7, 13), "anna", "desk", "Rien pour moi ce tour-ci."),
    (_at(8, 22, 30), GM, "gm", "ok"),
]

MARKER = re.compile(r"\s*<!-- gamemaster:[^>]*-->\s*$")


def play(stack: Stack) -> int:
    """Create, fill, start and play the scripted game; returns its id."""
    stack.direct_message(GM, 'nouvelle partie mud "Bataille de Dole" map=grid:5x5 turns=4 '
                             'review=gm remind=6 seed=demo-2026')
    game_id = stack.latest_game()
    stack.pin(game_id, start=START)
    public = stack.topic_of(game_id, "game")
    for player in PLAYERS:
        stack.say(player, public, "Je participe !")
    stack.say(GM, stack.topic_of(game_id, "gm", GM), "commencer")
    for moment, who, where, text in SCRIPT:
        stack.advance(moment.astimezone(UTC))
        if where == "desk":
            topic = stack.topic_of(game_id, "player", who)
        elif where == "gm":
            topic = stack.topic_of(game_id, "gm", GM)
        else:
            topic = public
        stack.say(who, topic, text)
    return game_id


def transcript(posts: list[dict[str, Any]]) -> str:
    """The forum as a person reads it: every post, public or private, in order."""
    lines = []
    for post in posts:
        when = datetime.fromisoformat(post["at"].replace("Z", "+00:00")).astimezone(PARIS)
        where = (f"private message to {', '.join(post['recipients'])}" if post["private"]
                 else "public topic")
        lines.append(f"━━ {when:%a %d %b %H:%M} (Paris) · {where} · «{post['title']}» "
                     f"· by {post['author']}")
        lines.append(MARKER.sub("", post["raw"]).strip())
        lines.append("")
    return "\n".join(lines)


def main(database_url: str | None = None, out: Path = Path("demo-out")) -> None:
    """Play the demo game and print the transcript."""
    out.mkdir(exist_ok=True)
    database_url = database_url or f"sqlite:///{(out / 'demo.sqlite3').resolve()}"
    clock = FakeClock(_at(1, 8).astimezone(UTC))
    with Stack(clock, database_url) as stack:
        game_id = play(stack)
        text = transcript(stack.forum.transcript())
        for index, upload in enumerate(stack.forum.uploads, 1):
            (out / f"board-{index}.png").write_bytes(upload.data)
        status = stack.master.status(game_id)
    (out / "transcript.txt").write_text(text, encoding="utf-8")
    sys.stdout.write(text)
    assert status is not None
    ranking = ", ".join(status.get("ranking", []))
    sys.stdout.write(f"\nGame {game_id}: {status['status']}; ranking: {ranking}\n"
                     f"Transcript, database and board pictures in {out.resolve()}/\n")
