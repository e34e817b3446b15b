"""Fixtures for the sandbox forum tests: a forum, its server, a pydiscourse client, a receiver."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pydiscourse import DiscourseClient
from werkzeug.serving import WSGIRequestHandler, make_server
from werkzeug.wrappers import Request, Response

from bridge.sandbox import SandboxForum, SandboxServer

# shared/ lies beside the repository (as in CI), unless GAMEMASTER_SHARED says otherwise.
SHARED = Path(os.environ.get(
    "GAMEMASTER_SHARED", Path(__file__).resolve().parents[2].parent / "shared")) / "discourse"
API_KEY = "test-key"
BOT = "gamemaster"


def _shared_json(name: str) -> Any:
    return json.loads((SHARED / name).read_text(encoding="utf-8"))


class StepClock:
    """A fake clock: aware UTC, moves only when told."""

    def __init__(self) -> None:
        self.now = datetime(2024, 3, 1, 20, 0, 0, 123456, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@dataclass
class Received:
    """One webhook request as the receiver saw it."""

    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    """A tiny HTTP server recording webhook requests."""

    url: str
    received: list[Received] = field(default_factory=list)
    status: int = 200


class _Quiet(WSGIRequestHandler):
    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        return None


@pytest.fixture
def shared_json() -> Callable[[str], Any]:
    """Read a file of shared/discourse (real Discourse payloads)."""
    if not SHARED.is_dir():
        pytest.skip(f"shared reference data not found at {SHARED}")
    return _shared_json


@pytest.fixture
def clock() -> StepClock:
    return StepClock()


@pytest.fixture
def forum(clock: StepClock) -> SandboxForum:
    forum = SandboxForum(bot_username=BOT, api_key=API_KEY, clock=clock, seed=42,
                         instance_url="http://forum.test")
    forum.add_user("alice", "Alice")
    forum.add_user("bob", "Bob")
    return forum


@pytest.fixture
def server(forum: SandboxForum) -> Iterator[SandboxServer]:
    with SandboxServer(forum) as running:
        yield running


@pytest.fixture
def client(server: SandboxServer) -> DiscourseClient:
    return DiscourseClient(server.url, api_username=BOT, api_key=API_KEY, timeout=10)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    state = Receiver(url="")
    lock = threading.Lock()

    @Request.application
    def app(request: Request) -> Response:
        with lock:
            state.received.append(Received(dict(request.headers), request.get_data()))
        return Response("ok", status=state.status)

    http = make_server("127.0.0.1", 0, app, threaded=True, request_handler=_Quiet)
    state.url = f"http://127.0.0.1:{http.server_port}/webhooks/discourse"
    thread = threading.Thread(target=http.serve_forever, daemon=True)
    thread.start()
    yield state
    http.shutdown()
    thread.join(timeout=5)
    http.server_close()
