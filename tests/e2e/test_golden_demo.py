"""Golden playthrough: the demo's whole mud fight, every public and private post, as a person
reads it. Regenerate with: GOLDEN=update .venv/bin/python -m pytest tests/e2e -k golden"""

from __future__ import annotations

import os
import re
from pathlib import Path

from bridge.tools import demo

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "mud_demo_transcript.txt"
# The salt is secret and random, so it and the commitment change on each run (receipts, 64
# hex digits too); picture addresses depend on the fonts the machine has; the sandbox forum
# listens on a port of its own each run.
VARYING = [
    (re.compile(r"`[0-9a-f]{64}`"), "`<commitment>`"),
    (re.compile(r"(sel|salt) : `[0-9a-f]{16}`"), r"\1 : `<salt>`"),
    (re.compile(r"upload://[A-Za-z0-9]+\.png"), "upload://<picture>.png"),
    (re.compile(r"http://127\.0\.0\.1:\d+/t/"), "<forum>/t/"),  # the sandbox's own port
]


def _normalized(text: str) -> str:
    for pattern, replacement in VARYING:
        text = pattern.sub(replacement, text)
    return text


def test_the_demo_game_matches_its_golden_transcript(stack) -> None:
    game_id = demo.play(stack)
    text = _normalized(demo.transcript(stack.forum.transcript()))
    assert stack.master.status(game_id)["status"] == "finished"
    if os.environ.get("GOLDEN") == "update" or not GOLDEN.exists():
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
