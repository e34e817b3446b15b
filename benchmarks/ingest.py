"""Ingest under gunicorn: the real webhook receiver against a baseline that only checks the
signature, both with 2 sync workers, the same signed deliveries sent from 8 clients.

Run alone:  .venv/bin/python benchmarks/ingest.py [DATABASE_URL]
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import requests
from sqlalchemy import func, select

from bridge.db import Database, InboundRow

ROOT = Path(__file__).resolve().parent.parent
SECRET = "ingest-bench-secret"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def gunicorn(app: str, env: dict[str, str], workers: int = 2) -> Iterator[str]:
    """`app` served by gunicorn on a free local port until the block ends."""
    port = _free_port()
    command = [str(Path(sys.executable).parent / "gunicorn"), "-w", str(workers), "-k", "sync",
               "-b", f"127.0.0.1:{port}", "--chdir", str(ROOT), "--log-level", "warning", app]
    process = subprocess.Popen(command, env={**os.environ, **env},
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if requests.get(f"{url}/health", timeout=1).ok:
                    break
            except requests.RequestException:
                time.sleep(0.05)
        else:
            raise RuntimeError(f"gunicorn did not start {app}")
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


def deliveries(count: int) -> list[tuple[bytes, dict[str, str]]]:
    """Signed `post_created` deliveries, each a new post."""
    out = []
    for i in range(count):
        body = json.dumps({"post": {
            "id": 500_000 + i, "topic_id": 40 + i % 30, "post_number": 2 + i, "version": 1,
            "post_type": 1, "username": f"joueur{i % 25}", "raw": "je lance sur boris 3",
            "created_at": "2026-12-01T09:00:00.000Z", "topic_archetype": "private_message"}},
            separators=(",", ":")).encode()
        out.append((body, {
            "Content-Type": "application/json", "X-Discourse-Event": "post_created",
            "X-Discourse-Event-Id": str(i), "X-Discourse-Instance": "http://forum.test",
            "X-Discourse-Event-Signature": "sha256=" + hmac.new(
                SECRET.encode(), body, hashlib.sha256).hexdigest()}))
    return out


def blast(url: str, sent: list[tuple[bytes, dict[str, str]]], clients: int = 8) -> float:
    """Deliveries per second from `clients` threads; every answer must be a 200."""
    failures: list[int] = []

    def client(part: list[tuple[bytes, dict[str, str]]]) -> None:
        with requests.Session() as http:
            for body, headers in part:
                answer = http.post(f"{url}/webhooks/discourse", data=body, headers=headers,
                                   timeout=30)
                if answer.status_code != 200:
                    failures.append(answer.status_code)

    threads = [threading.Thread(target=client, args=(sent[i::clients],))
               for i in range(clients)]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - began
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries refused: {sorted(set(failures))}")
    return len(sent) / elapsed


def measure(database_url: str, count: int = 3000, rounds: int = 3) -> dict[str, float]:
    """Both throughputs and their ratio; checks every delivery was stored. Both servers run
    at once and take turns, `rounds` times, so that the machine's noise falls on both."""
    database = Database(database_url)
    database.drop_all()
    database.create_all()
    env = {"DATABASE_URL": database_url, "WEBHOOK_SECRET": SECRET}
    sent = deliveries(count)
    warm_up = deliveries(count + 200)[count:]
    size = count // rounds
    elapsed = {"baseline": 0.0, "ingest": 0.0}
    with gunicorn("benchmarks.baseline_app:app", env) as baseline, \
            gunicorn("deploy.wsgi:app", env) as ingest:
        urls = {"baseline": baseline, "ingest": ingest}
        for url in urls.values():
            blast(url, warm_up)
        with database.unit() as session:
            session.query(InboundRow).delete()
        for index in range(rounds):
            part = sent[index * size:(index + 1) * size]
            for name, url in urls.items():
                elapsed[name] += len(part) / blast(url, part)
    with database.unit() as session:
        stored = session.scalar(select(func.count()).select_from(InboundRow))
    database.drop_all()
    database.engine.dispose()
    if stored != size * rounds:
        raise RuntimeError(f"{stored} of {size * rounds} deliveries stored")
    ingest_rps = size * rounds / elapsed["ingest"]
    baseline_rps = size * rounds / elapsed["baseline"]
    return {"ingest_rps": ingest_rps, "baseline_rps": baseline_rps,
            "ingest_ratio": ingest_rps / baseline_rps, "stored": stored}


def main() -> None:
    if len(sys.argv) > 1:
        url = sys.argv[1]
        print(json.dumps(measure(url), indent=1))
        return
    with tempfile.TemporaryDirectory() as folder:
        print(json.dumps(measure(f"sqlite:///{folder}/ingest.sqlite3"), indent=1))


if __name__ == "__main__":
    main()
