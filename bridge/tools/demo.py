"""`make demo`: a whole mud fight played through the sandbox forum, printed as a transcript;
then the sandbox forum served for a person to try, with a game of each kind running.

Everything is real but the forum and the clock: the sandbox forum (a fake Discourse speaking
the real API and webhooks) and a fake clock that jumps from one moment of the game to the next.
The bridge runs on SQLite, as it does on its embedded defaults. The transcript, the database
and the board pictures are also written to `demo-out/`.

`serve` then opens a forum to play in (`open_forum`): the same scripted fight, finished, and a
game of each kind created through the forum and started, a moderator's topic showing their
live status; the forum's page on 127.0.0.1:8080 (`bridge.sandbox.web`: act as any member,
post, see the bot answer; the fake clock's buttons), the bridge's own pages on
127.0.0.1:8000, the worker live (answering each post as it comes), until Ctrl-C.
"""

from __future__ import annotations

import dataclasses
import logging
import re
import signal
import sys
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO
from zoneinfo import ZoneInfo

from sqlalchemy import select

from bridge.clock import FakeClock
from bridge.db import GameRow, TopicRow
from bridge.intake.app import create_app
from bridge.sandbox.local_server import LocalServer
from bridge.sandbox.web import Controls, GameLink, create_web_app
from bridge.tools.stack import Stack

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
        # One file per picture published in the game topic, in posting order: the forum
        # keeps identical bytes as one upload, so two equal boards would share a name.
        uploads = {upload.short_url: upload.data for upload in stack.forum.uploads}
        published = [found for post in stack.forum.transcript() if not post["private"]
                     for found in re.findall(r"upload://[A-Za-z0-9]+\.png", post["raw"])]
        for index, address in enumerate(published, 1):
            (out / f"board-{index}.png").write_bytes(uploads[address])
        status = stack.master.status(game_id)
    (out / "transcript.txt").write_text(text, encoding="utf-8")
    sys.stdout.write(text)
    assert status is not None
    ranking = ", ".join(status.get("ranking", []))
    sys.stdout.write(f"\nGame {game_id}: {status['status']}; ranking: {ranking}\n"
                     f"Transcript, database and board pictures in {out.resolve()}/\n")


# ----------------------------------------------------------------- a forum to try it in

FORUM_PORT = 8080
BRIDGE_PORT = 8000
MODERATOR = "moderatrice"


ARENA_CLANS = {"Loups": {"ana": "attaque 1, défense 3, tir 4, bouclier 4",
                         "bea": "attaque 3, défense 3, tir 3, bouclier 3"},
               "Ours": {"carl": "attaque 6, défense 6, tir 0, bouclier 0",
                        "dina": "attaque 2, défense 4, tir 3, bouclier 3"}}
CASTS: dict[str, tuple[str, list[str]]] = {
    "mud": ("maitre_jacques", ["emile", "fanny", "gaston", "helene"]),
    "indixo": ("edgar", ["alice", "bob", "carol", "dan", "erin"]),
    "arena": ("arbitre", [name for clan in ARENA_CLANS.values() for name in clan]),
    "highway": ("vedushchiy", ["ivan", "olga", "petr", "sasha"]),
}
"""Each game's GM and players (in sign-up order) on the forum to try."""
INDIXO = """new game indixo "Murder at the manor" review=auto seed=manor-2026
rooms = Kitchen, Hall, Bedroom, Yard, Bath
weapons = Knife, Pillow, Chair, Shovel, Bucket
doors = Kitchen - Hall, Hall - Bedroom, Bedroom - Yard, Yard - Bath, Bath - Kitchen, Hall - Yard
"""


def _open(stack: Stack, kind: str, create: str, title: str, join: str,
          start: str) -> tuple[int, int]:
    """The GM creates the game by private message, the players join in its topic (`join`
    empty: left to the caller), the GM starts it from the desk; (game id, topic id)."""
    gm, players = CASTS[kind]
    stack.direct_message(gm, create, title)
    game_id = stack.latest_game()
    public = stack.topic_of(game_id, "game")
    for player in players if join else ():
        stack.say(player, public, join)
    if start:
        stack.say(gm, stack.topic_of(game_id, "gm", gm), start)
    return game_id, public


def _open_mud(stack: Stack) -> int:
    return _open(stack, "mud", 'nouvelle partie mud "Bataille du marché" map=grid:5x5 turns=4 '
                 "review=gm remind=6 seed=marche-2026", "Une partie de boue", "Je participe !",
                 "commencer")[0]


def _open_indixo(stack: Stack) -> int:
    return _open(stack, "indixo", INDIXO, "A murder game", "join", "start")[0]


def _open_arena(stack: Stack) -> int:
    """The arena's own sign-up: chiefs found their clans, warriors join them, and each
    gives their spread privately when the bot asks for it."""
    game_id, public = _open(stack, "arena", 'nouvelle partie arena "L\'arène de Dole" '
                            "minimum=0 review=auto seed=arene-2026", "Une arène", "", "")
    for clan, spreads in ARENA_CLANS.items():
        for index, (warrior, spread) in enumerate(spreads.items()):
            stack.say(warrior, public, f"Je suis chef de guerre du clan des {clan} !"
                      if index == 0 else f"je rejoins les {clan}, pour la gloire")
            stack.say(warrior, stack.topic_of(game_id, "player", warrior), spread)
    gm = CASTS["arena"][0]
    stack.say(gm, stack.topic_of(game_id, "gm", gm), "commencer")
    return game_id


def _open_highway(stack: Stack) -> int:
    return _open(stack, "highway", 'новая игра highway "Романтики с большой дороги" '
                 "фонд=1000 seed=doroga-2026", "Новая игра", "Участвую!", "начать")[0]


OPENERS: dict[str, Callable[[Stack], int]] = {
    "mud": _open_mud, "indixo": _open_indixo, "arena": _open_arena, "highway": _open_highway}
"""A game of each kind, created through the forum and started: its GM and players act as
people do on the forum, so any of them can go on from there."""


def open_games(stack: Stack) -> dict[str, int]:
    """Open and start a game of each kind; a moderator's public topic embeds each game's live
    status (`@gamemaster statut N`, edited as the game moves). Returns the game ids."""
    games = {kind: opener(stack) for kind, opener in OPENERS.items()}
    stack.forum.add_user(MODERATOR, moderator=True)
    first, *others = games.values()
    post = stack.forum.new_topic(MODERATOR, "Où en sont nos parties en cours",
                                 f"Le tableau des parties en cours : @gamemaster statut {first}")
    for game_id in others:
        stack.say(MODERATOR, post["topic_id"], f"@gamemaster statut {game_id}")
    stack.settle()
    return games


def game_links(stack: Stack) -> list[GameLink]:
    """Every game with its status page and forum topics, for the forum's page."""
    base = stack.master.config.public_url
    with stack.db.unit() as session:
        topics: dict[int, list[int]] = {}
        for game_id, topic_id in session.execute(select(TopicRow.game_id,
                                                        TopicRow.discourse_id)):
            if topic_id is not None:
                topics.setdefault(int(game_id), []).append(int(topic_id))
        return [GameLink(id=game.id, title=game.title, kind=game.kind, status=game.status,
                         status_url=f"{base}/games/{game.id}/status",
                         topics=tuple(topics.get(game.id, ())))
                for game in session.scalars(select(GameRow).order_by(GameRow.id))]


@dataclasses.dataclass
class DemoForum:
    """The running forum to try: its page (`url`), the bridge's pages (`bridge_url`), the
    stack behind them (worker live), and the games opened (kind -> id)."""

    stack: Stack
    page: LocalServer
    bridge: LocalServer
    games: dict[str, int]

    @property
    def url(self) -> str:
        return self.page.url

    @property
    def bridge_url(self) -> str:
        return self.bridge.url

    def close(self) -> None:
        """Stop the page, the bridge's pages and the stack."""
        self.page.stop()
        self.bridge.stop()
        self.stack.close()


def open_forum(forum_port: int = FORUM_PORT, bridge_port: int = BRIDGE_PORT,
               scripted: bool = True) -> DemoForum:
    """A stack on a temporary SQLite database with the games open (`scripted`: the demo's
    own fight too, played again to its end), the forum's page and the bridge's pages on
    127.0.0.1 (port 0: any free one), the worker live. `close()` stops it all."""
    stack = Stack(FakeClock(_at(1, 8).astimezone(UTC)))
    servers: list[LocalServer] = []
    try:
        # The ports first: a port already taken fails at once, before any game is played.
        page = LocalServer(port=forum_port)
        servers.append(page)
        bridge = LocalServer(port=bridge_port)
        servers.append(bridge)
        # Where a person finds things: the GM desk and status pages link to the bridge's
        # pages, and "follow the game on the forum" to this page (the bot's own client still
        # talks to the sandbox's API).
        stack.master.config = dataclasses.replace(stack.master.config, public_url=bridge.url,
                                                  discourse_url=page.url)
        bridge.app = create_app(master=stack.master)
        controls = Controls(advance=stack.advance, next_deadline=stack.master.next_due,
                            games=lambda: game_links(stack))
        page.app = create_web_app(stack.forum, controls, timezone=PARIS.key)
        if scripted:
            play(stack)
        games = open_games(stack)
        stack.live()
    except BaseException:
        for server in servers:
            server.stop()
        stack.close()
        raise
    return DemoForum(stack, page.start(), bridge.start(), games)


def serve(forum_port: int = FORUM_PORT, bridge_port: int = BRIDGE_PORT,
          out: TextIO = sys.stdout) -> None:
    """Open the forum to try and serve it until Ctrl-C (or SIGTERM)."""
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
    out.write("\nOpening the sandbox forum with a game of each kind...\n")
    out.flush()
    demo = open_forum(forum_port, bridge_port)
    stop = threading.Event()
    # Ctrl-C (SIGINT) and SIGTERM both stop it, even where SIGINT came in ignored (a job
    # put in the background by a script).
    previous = {number: signal.signal(number, lambda *_: stop.set())
                for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        games = "\n".join(f"  {kind:8} game {game_id}: {demo.bridge_url}/games/{game_id}/status"
                          for kind, game_id in demo.games.items())
        out.write(f"The sandbox forum: {demo.url}  (choose who you are at the top; the "
                  "buttons move the forum's clock)\n"
                  f"The bridge's pages: {demo.bridge_url}\n{games}\n"
                  "Press Ctrl-C to stop.\n")
        out.flush()
        stop.wait()
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        demo.close()
    out.write("Stopped.\n")
