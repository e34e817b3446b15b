"""The ingest baseline: a Flask app that only checks a webhook's signature and answers.

`benchmarks/ingest.py` serves it under gunicorn beside the real receiver: the ratio of their
throughputs is what recording a delivery durably costs.
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask, jsonify, request

from bridge.intake.webhooks import signature_ok

app = Flask(__name__)
SECRET = os.environ.get("WEBHOOK_SECRET", "")


@app.post("/webhooks/discourse")
def receive() -> Any:
    body = request.get_data(cache=False)
    if not signature_ok(SECRET, body, request.headers.get("X-Discourse-Event-Signature")):
        return jsonify({"outcome": "forbidden"}), 403
    return jsonify({"outcome": "recorded"})


@app.get("/health")
def health() -> Any:
    return jsonify({"ok": True})
