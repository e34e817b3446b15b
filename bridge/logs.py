"""One logging set-up for the web process, the worker and every command (`setup`).

`LOG_LEVEL` (DEBUG, INFO, WARNING, ERROR; INFO by default) and `LOG_FORMAT` (`text` by
default, or `json`) come from the environment, read here rather than through
`bridge.config`: the web process sets its logs up before it reads its settings, and
gunicorn's own configuration (`deploy/gunicorn.conf.py`) reads the same two names.

The bridge logs each thing that happens to a game once, at INFO, as a short message with
structured fields passed in `extra` (`game`, `event`, `step`, `code`, `outbox`, ...: README,
"Logs"). `text` writes them after the message as `key=value`; `json` writes one object a line:
`time` (ISO 8601, UTC), `level`, `logger`, `message`, every field, and `exception` (the
traceback, as a string) when there is one. Neither a post's text, a message's body, a seed
before the end nor any key or secret is ever a field or part of a message at INFO.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from datetime import UTC, datetime
from typing import IO, Any

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
FORMATS = ("text", "json")

_STANDARD = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "taskName"}
"""The attributes every log record has: anything else on a record came through `extra`."""


def fields(record: logging.LogRecord) -> dict[str, Any]:
    """The structured fields a record was given (`extra`), in the order given."""
    return {key: value for key, value in record.__dict__.items()
            if key not in _STANDARD and not key.startswith("_")}


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, message, the record's fields, and
    `exception` / `stack` as strings when the record carries them."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in fields(record).items():
            line.setdefault(key, value)
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    """`time LEVEL logger message key=value ...`, the traceback on the lines after."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s %(message)s")

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 (logging's name)
        text = super().formatMessage(record)
        extra = " ".join(f"{key}={_plain(value)}" for key, value in fields(record).items())
        return f"{text} {extra}" if extra else text


def _plain(value: Any) -> str:
    """A field's value for a text line: bare when it is one word, else quoted."""
    text = value if isinstance(value, str) else json.dumps(
        value, ensure_ascii=False, default=str, separators=(",", ":"))
    if text and not any(c.isspace() or c in "=\"" for c in text):
        return text
    return json.dumps(text, ensure_ascii=False)


class _Handler(logging.StreamHandler[IO[str]]):
    """The handler `setup` installs (and replaces when it runs again)."""


def setup(level: str | int | None = None, fmt: str | None = None,
          stream: IO[str] | None = None) -> logging.Handler | None:
    """Set the root logger up: its level (`level`, else `LOG_LEVEL`, else INFO) and a
    handler on stderr (or `stream`) in `fmt` (else `LOG_FORMAT`, else `text`); None or
    empty means not given. Run again,
    it replaces its own handler. Like `logging.basicConfig`, it adds none when the root
    logger already has someone else's (a test runner's, a host program's) and no `stream`
    is given: only the level is set then. Returns the handler installed, if any. An unknown
    level or format falls back to the default, with a warning saying so."""
    problems = []
    wanted = level if isinstance(level, int) else (
        (level or "").strip() or os.environ.get("LOG_LEVEL", "").strip() or "INFO")
    if isinstance(wanted, str) and wanted.upper() not in LEVELS:
        problems.append(f"LOG_LEVEL {wanted!r} is not one of {', '.join(LEVELS)}: INFO")
        wanted = "INFO"
    kind = ((fmt or "").strip() or os.environ.get("LOG_FORMAT", "")).strip().lower()
    if kind and kind not in FORMATS:
        problems.append(f"LOG_FORMAT {kind!r} is not one of {', '.join(FORMATS)}: text")
    root = logging.getLogger()
    root.setLevel(wanted.upper() if isinstance(wanted, str) else wanted)
    for old in [h for h in root.handlers if isinstance(h, _Handler)]:
        root.removeHandler(old)
    handler = None
    if stream is not None or not root.handlers:
        handler = _Handler(stream if stream is not None else sys.stderr)
        handler.setFormatter(JsonFormatter() if kind == "json" else TextFormatter())
        root.addHandler(handler)
    for problem in problems:
        logging.getLogger(__name__).warning(problem)
    return handler
