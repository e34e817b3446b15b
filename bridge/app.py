"""The Flask application factory. Nothing runs at import time."""

from __future__ import annotations

import html
from typing import Any

from flask import Flask, Response, abort, jsonify

from bridge.config import Config, from_env
from bridge.db import Database
from bridge.service import GameMaster
from bridge.webhooks import blueprint as webhooks


def create_app(config: Config | None = None, master: GameMaster | None = None) -> Flask:
    """The web process: webhook receiver and the public game status. A worker in this
    process or, on PostgreSQL, in any other is woken when a post is recorded
    (`bridge.wakeup`)."""
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 1024 * 1024
    if master is None:
        from bridge.clock import SystemClock

        config = config or from_env()
        master = GameMaster(Database(config.database_url), config, SystemClock().now)
    app.extensions["gamemaster"] = master
    app.register_blueprint(webhooks)

    @app.get("/health")
    def health() -> Any:
        return jsonify({"ok": True})

    @app.get("/games/<int:game_id>/status.json")
    def status_json(game_id: int) -> Any:
        status = master.status(game_id)
        if status is None:
            abort(404)
        return jsonify(status)

    @app.get("/games/<int:game_id>/status")
    def status_page(game_id: int) -> Response:
        """A small page a moderator can embed in any topic (iframe) or link to."""
        status = master.status(game_id)
        if status is None:
            abort(404)
        text = master.publisher.texts.render(
            "bridge", "status_page", master.config.default_language, "UTC", status=status)
        page = f"<!doctype html><meta charset=utf-8><pre>{html.escape(text)}</pre>"
        return Response(page, mimetype="text/html")

    @app.errorhandler(404)
    def not_found(_error: Any) -> Any:
        return jsonify({"error": "not found"}), 404

    @app.errorhandler(405)
    def not_allowed(_error: Any) -> Any:
        return jsonify({"error": "method not allowed"}), 405

    return app
