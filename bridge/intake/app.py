"""The Flask application factory. Nothing runs at import time."""

from __future__ import annotations

import base64
import hashlib
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, Response, abort, jsonify, request

from bridge.config import Config, forum_address, from_env
from bridge.db import Database
from bridge.intake import heartbeat, metrics
from bridge.intake.service import GameMaster
from bridge.intake.webhooks import blueprint as webhooks
from bridge.publishing.status import Surface


def _source_hash(text: str) -> str:
    """A Content-Security-Policy source for one inline style sheet or script."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def _origin(url: str) -> str:
    """The origin (scheme, host, port) of an address; "" when it has none."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


def create_app(config: Config | None = None, master: GameMaster | None = None) -> Flask:
    """The web process: webhook receiver and the public game status. A worker in this
    process or, on PostgreSQL, in any other is woken when a post is recorded
    (`bridge.intake.wakeup`). Without `master` it fails fast, before serving: ConfigError
    for a wrong setting, DatabaseNotReady for a database that is not there, not migrated to
    this version or out of reach (`bridge.migrations.ready`), each one line naming the fix
    (deploy/wsgi.py logs it and stops gunicorn)."""
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 1024 * 1024
    if master is None:
        from bridge import clock
        from bridge.migrations import ready

        if config is None:  # the deployed web process (deploy/wsgi.py)
            config = from_env()
            forum_address(config)
        ready(config.database_url)
        master = GameMaster(Database(config.database_url), config, clock.from_env())
    app.extensions["gamemaster"] = master
    app.register_blueprint(webhooks)
    texts = master.publisher.texts
    # Framed only by the forum (and ourselves); the page runs no script (the server writes
    # its dates), has only its own inline style, and shows no picture but its own, whatever
    # a name holds.
    framing = f"frame-ancestors 'self' {_origin(master.config.discourse_url)}".strip()
    policy = "; ".join((
        "default-src 'none'", "img-src 'self'",
        f"style-src {_source_hash(str(texts.verbatim('bridge', 'status_style.html.j2')))}",
        "base-uri 'none'", "form-action 'none'", framing))

    def serve(surface: Surface | None, page: bool = False) -> Response:
        """A public surface with its caching headers; 304 when the reader's copy (its
        `If-None-Match`) is current."""
        if surface is None:
            abort(404)
        fresh = request.if_none_match.contains_weak(surface.etag)
        answer = Response(b"" if fresh else surface.body, status=304 if fresh else 200,
                          content_type=surface.mimetype)
        answer.set_etag(surface.etag)
        answer.headers["Cache-Control"] = "no-cache"
        if surface.last_modified is not None:
            answer.last_modified = surface.last_modified
        answer.headers["Content-Security-Policy"] = policy if page else framing
        answer.headers["X-Content-Type-Options"] = "nosniff"
        if surface.mimetype == "application/json":
            answer.headers["Access-Control-Allow-Origin"] = "*"  # public data only
        return answer

    @app.get("/health")
    def health() -> Any:
        """Whether the database answers (200, with the freshest worker heartbeat) or not
        (503): `bridge.intake.heartbeat.health`."""
        answer, code = heartbeat.health(master.db, master.clock())
        return jsonify(answer), code

    metrics.install(app, master.db, master.clock, lambda: master.config.metrics_token)

    @app.get("/games/<int:game_id>/status.json")
    def status_json(game_id: int) -> Response:
        """The public status as JSON (README, "Live status anywhere", lists its fields)."""
        return serve(master.surface(game_id, "json"))

    @app.get("/games/<int:game_id>/status.txt")
    def status_text(game_id: int) -> Response:
        """The status page as plain text, in the game's language."""
        return serve(master.surface(game_id, "text"))

    @app.get("/games/<int:game_id>/status")
    def status_page(game_id: int) -> Response:
        """A small page a moderator can embed in any topic (iframe) or link to."""
        return serve(master.surface(game_id, "page"), page=True)

    @app.get("/games/<int:game_id>/board.png")
    def board(game_id: int) -> Response:
        """The game's latest public picture; 404 for a game that has none (yet)."""
        return serve(master.surface(game_id, "picture"))

    @app.errorhandler(404)
    def not_found(_error: Any) -> Any:
        return jsonify({"error": "not found"}), 404

    @app.errorhandler(405)
    def not_allowed(_error: Any) -> Any:
        return jsonify({"error": "method not allowed"}), 405

    return app
