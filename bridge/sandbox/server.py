"""`SandboxServer`: the sandbox forum's Flask app on a real port, in a background thread."""

from __future__ import annotations

import threading
from types import TracebackType

from werkzeug.serving import BaseWSGIServer, WSGIRequestHandler, make_server

from .app import create_app
from .forum import SandboxForum


class _QuietHandler(WSGIRequestHandler):
    """No access log line per request (tests and the demo would drown in them)."""

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        return None


class SandboxServer:
    """Serve `forum` at `url` (`http://127.0.0.1:<port>`; port 0 picks a free one)."""

    def __init__(self, forum: SandboxForum, host: str = "127.0.0.1", port: int = 0) -> None:
        self.forum = forum
        self.app = create_app(forum)
        self._server: BaseWSGIServer = make_server(
            host, port, self.app, threaded=True, request_handler=_QuietHandler
        )
        self.host = host
        self.port = self._server.server_port
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The base URL to give pydiscourse (`DiscourseClient(host=server.url, ...)`)."""
        return f"http://{self.host}:{self.port}"

    def start(self) -> SandboxServer:
        """Start serving in a daemon thread; sets the forum's instance URL if unset."""
        if self._thread is None:
            if self.forum.instance_url is None:
                self.forum.instance_url = self.url
            self._thread = threading.Thread(
                target=self._server.serve_forever, name=f"sandbox-forum-{self.port}", daemon=True
            )
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and free the port."""
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join(timeout=10)
            self._thread = None
        self._server.server_close()

    def __enter__(self) -> SandboxServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
