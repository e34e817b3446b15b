"""`LocalServer`: a WSGI app on 127.0.0.1 in a background thread, quietly.

Serves the sandbox forum's web page (`web.py`) or the bridge's own app for `gamemaster demo`:
the port is taken when the server is made, so its address is known before the app exists;
the app is set later and served from `start` in a daemon thread, with no access log line per
request (the page polls every second). Only 127.0.0.1: anyone who reaches the page may post
as anyone.
"""

from __future__ import annotations

import threading
from typing import Any

from werkzeug.serving import BaseWSGIServer, WSGIRequestHandler, make_server


class _Quiet(WSGIRequestHandler):
    """No access log line per request (the page polls every second)."""

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        return None


class LocalServer:
    """A WSGI app (the page, or the bridge's) on 127.0.0.1 in a background thread. The port is
    taken at once; the app may come later (`app`), before `start`."""

    def __init__(self, app: Any = None, port: int = 0) -> None:
        self.app = app
        # 127.0.0.1 only: anyone who reaches the page may post as anyone.
        self._server: BaseWSGIServer = make_server("127.0.0.1", port, self._serve,
                                                   threaded=True, request_handler=_Quiet)
        self.url = f"http://127.0.0.1:{self._server.server_port}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True,
                                        name=f"sandbox-web-{self._server.server_port}")

    def _serve(self, environ: Any, start_response: Any) -> Any:
        return self.app(environ, start_response)

    def start(self) -> LocalServer:
        """Serve in a daemon thread."""
        assert self.app is not None, "no app to serve"
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and free the port."""
        if self._thread.is_alive():
            self._server.shutdown()
            self._thread.join(timeout=10)
        self._server.server_close()
