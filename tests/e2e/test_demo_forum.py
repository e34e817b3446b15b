"""`gamemaster demo`'s forum to try, without a browser: a game of each kind created through
the forum and started, the live worker answering a post made on the page, the bridge's
status pages served beside it; and the command itself, printing then serving until Ctrl-C,
or only printing with --no-serve."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from bridge.tools import cli, demo


@pytest.fixture(scope="module")
def tried() -> Iterator[demo.DemoForum]:
    opened = demo.open_forum(forum_port=0, bridge_port=0, scripted=False)
    yield opened
    opened.close()


def test_a_game_of_each_kind_is_running_with_its_players(tried: demo.DemoForum) -> None:
    assert set(tried.games) == {"mud", "indixo", "arena", "highway"}
    for kind, game_id in tried.games.items():
        status = tried.stack.master.status(game_id)
        assert status is not None and (status["kind"], status["status"]) == (kind, "running")
        gm, players = demo.CASTS[kind]
        tried.stack.topic_of(game_id, "gm", gm)  # the GM's desk is there
        page = requests.get(f"{tried.bridge_url}/games/{game_id}/status", timeout=10)
        assert page.status_code == 200
        assert all(name in page.text for name in players), kind


def test_the_forum_page_lists_the_games_with_their_status_pages(tried: demo.DemoForum) -> None:
    page = requests.get(tried.url, timeout=10).text
    for game_id in tried.games.values():
        assert f"{tried.bridge_url}/games/{game_id}/status" in page
    assert "Où en sont nos parties en cours" in page  # the moderator's live statuses
    desk = tried.stack.topic_of(tried.games["mud"], "gm", demo.CASTS["mud"][0])
    gm_desk = requests.get(f"{tried.url}/as/maitre_jacques/t/{desk}", timeout=10).text
    assert f"{tried.bridge_url}/games/{tried.games['mud']}/status" in gm_desk


def test_the_status_page_leads_to_the_game_on_the_forum_page(tried: demo.DemoForum) -> None:
    game_id = tried.games["arena"]
    status = requests.get(f"{tried.bridge_url}/games/{game_id}/status.json", timeout=10).json()
    public = tried.stack.topic_of(game_id, "game")
    assert status["topic_url"] == f"{tried.url}/t/{public}"
    topic = requests.get(status["topic_url"], timeout=10)
    assert topic.status_code == 200 and "L&#39;arène de Dole" in topic.text


def test_the_bots_links_point_at_the_forum_page_people_read(tried: demo.DemoForum) -> None:
    """The bot's "public topic: <link>" answers lead to the forum page a person uses, not
    to the address of the sandbox's API (issue 20)."""
    links = [link for post in tried.stack.forum.transcript() if post["author"] == "gamemaster"
             for link in re.findall(r"https?://[^\s)>\]]+/t/\d+", post["raw"])]
    assert links and all(link.startswith(tried.url) for link in links), links[:3]


def test_a_post_from_the_page_is_answered_live(tried: demo.DemoForum) -> None:
    desk = tried.stack.topic_of(tried.games["mud"], "player", "gaston")
    posted = requests.post(f"{tried.url}/as/gaston/t/{desk}", timeout=10,
                           data={"raw": "je passe ce tour"}, allow_redirects=False)
    assert posted.status_code == 303
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        last = [p for p in tried.stack.forum.transcript() if p["topic"] == desk][-1]
        if last["author"] == "gamemaster":
            break
        time.sleep(0.05)
    assert last["author"] == "gamemaster", "no answer from the live worker"
    assert last["raw"].startswith("Ordre reçu pour le tour 1 : **passer**"), last["raw"]


def test_the_demo_command_only_prints_with_no_serve(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(demo, "main", lambda url=None: calls.append(("main", url)))
    monkeypatch.setattr(demo, "serve", lambda **ports: calls.append(("serve", ports)))
    assert cli.main(["demo", "--no-serve"]) == 0
    assert calls == [("main", None)]
    assert cli.main(["demo", "--forum-port", "0", "--port", "0"]) == 0
    assert calls[1:] == [("main", None), ("serve", {"forum_port": 0, "bridge_port": 0})]


def _read_until(process: subprocess.Popen[str], marker: str, seconds: float) -> str:
    """What the process printed until `marker` (read from the pipe itself: a buffered
    reader would hold lines `select` cannot see)."""
    assert process.stdout is not None
    fd = process.stdout.fileno()
    seen = b""
    deadline = time.monotonic() + seconds
    while marker.encode() not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            seen += chunk
    return seen.decode("utf-8", "replace")


def test_the_demo_command_serves_the_forum_until_ctrl_c(tmp_path: Path) -> None:
    """`make demo` as a person runs it: the transcript, then the addresses, then Ctrl-C."""
    with (tmp_path / "stderr.txt").open("w") as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "bridge.tools.cli", "demo", "--forum-port", "0", "--port", "0"],
            cwd=tmp_path, stdout=subprocess.PIPE, stderr=errors, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        try:
            out = _read_until(process, "Press Ctrl-C to stop.", 90)
            assert "Press Ctrl-C to stop." in out, out + (tmp_path / "stderr.txt").read_text()
            assert "ranking: anna, david, boris, chloe" in out
            forum = re.search(r"The sandbox forum: (http://127\.0\.0\.1:\d+)", out)
            bridge = re.search(r"The bridge's pages: (http://127\.0\.0\.1:\d+)", out)
            assert forum and bridge, out
            assert "Bataille du marché" in requests.get(forum.group(1), timeout=10).text
            assert requests.get(f"{bridge.group(1)}/games/1/status", timeout=10).ok
            process.send_signal(signal.SIGINT)
            rest, _ = process.communicate(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    assert process.returncode == 0
    assert "Stopped." in rest
