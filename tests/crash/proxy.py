"""A proxy between the worker and the sandbox forum that fails as a real forum does.

Each request may start an outage of a few requests in a row (the worker backs off between
them, on the harness's clock, so a run of eight lasts about twenty minutes of forum time):
- `429`: Discourse's rate limit, with `Retry-After` and `extras.wait_seconds`;
- `500`, `502`, `503`: an error page, nothing done;
- `timeout`: held past the worker's timeout, never passed on;
- `dropped`: the connection closed at once, nothing done (as a refused connection);
- `lost`: passed on to the forum, done there, and the connection closed before the answer.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import requests

from bridge.sandbox.errors import RateLimited

MODES = ("429", "500", "502", "503", "timeout", "dropped", "lost")
HOLD_SECONDS = 3.0
"""How long a `timeout` holds a request: past the harness's API_TIMEOUT_SECONDS (2)."""
LONGEST = 9
"""The longest outage, in failed requests in a row: past the GM's alert (ten minutes)."""


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        """A client gone during a held or lost answer: what the fault is for."""


class FaultyProxy:
    """Forwards every request to `target`, failing a share of them (`rate`: the chance that
    a request starts an outage)."""

    tally: ClassVar[Counter[str]] = Counter()
    """Faults injected, by mode, over every proxy of this process."""

    def __init__(self, target: str, rng: random.Random, rate: float) -> None:
        self.target = target.rstrip("/")
        self.rng = random.Random(rng.random())
        self.rate = rate
        self._lock = threading.Lock()
        self._mode = ""
        self._left = 0
        self._server = _Server(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> FaultyProxy:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def fault(self) -> str:
        """The fault for this request ("" to pass it on)."""
        with self._lock:
            if not self._left and self.rate and self.rng.random() < self.rate:
                self._mode = self.rng.choice(MODES)
                self._left = LONGEST if self.rng.random() < 0.1 else self.rng.randint(1, 4)
            if not self._left:
                return ""
            self._left -= 1
            FaultyProxy.tally[self._mode] += 1
            return self._mode

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: object) -> None:
                pass

            def _any(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                mode = proxy.fault()
                if mode == "timeout":
                    time.sleep(HOLD_SECONDS)
                    self.close_connection = True
                    return
                if mode == "dropped":
                    self.close_connection = True
                    return
                if mode in ("429", "500", "502", "503"):
                    self._fail(int(mode))
                    return
                headers = {k: v for k, v in self.headers.items()
                           if k.lower() not in ("host", "content-length", "connection")}
                answer = requests.request(self.command, proxy.target + self.path,
                                          data=body, headers=headers, timeout=30)
                if mode == "lost":
                    self.close_connection = True
                    return
                self.send_response(answer.status_code)
                for name, value in answer.headers.items():
                    if name.lower() not in ("content-length", "transfer-encoding",
                                            "connection", "content-encoding"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(answer.content)))
                self.end_headers()
                self.wfile.write(answer.content)

            def _fail(self, status: int) -> None:
                if status == 429:
                    limited = RateLimited(proxy.rng.randint(1, 40))
                    content = json.dumps(limited.body()).encode()
                    extra = limited.headers
                    kind = "application/json"
                else:
                    content = f"<html><body><h1>{status}</h1></body></html>".encode()
                    extra = {}
                    kind = "text/html"
                self.send_response(status)
                for name, value in {**extra, "Content-Type": kind}.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(content)))
                self.end_headers()
                self.wfile.write(content)

            do_GET = do_POST = do_PUT = do_DELETE = _any

        return Handler
