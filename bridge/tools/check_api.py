"""How `gamemaster check` (`bridge.tools.checks`) asks the forum and says what it found: requests
to the Discourse API as one user, with one key (`Api`), that never raise; what the forum
answered (`Answer`); and one check's result (`Line`): OK, NOTE (works, but someone should know
something), FAILED (a game would break) or UNCHECKED (what could not be seen and why).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import requests

OK, NOTE, FAILED, UNCHECKED = "OK", "NOTE", "FAILED", "UNCHECKED"


@dataclass(frozen=True)
class Line:
    """One check's result."""

    name: str
    status: str
    says: str

    def __str__(self) -> str:
        return f"{self.status:<10}{self.name:<9}{self.says}"


@dataclass(frozen=True)
class Answer:
    """What the forum answered (status None: no answer at all, `error` says why)."""

    status: int | None
    body: Any = None
    content_type: str = ""
    error: str = ""
    retry_after: str = ""

    @property
    def is_json(self) -> bool:
        """Discourse answers its API, errors included, in JSON."""
        return "json" in self.content_type

    @property
    def message(self) -> str:
        """Discourse's error text (`errors`), or the status."""
        if isinstance(self.body, dict) and self.body.get("errors"):
            return "; ".join(str(e) for e in self.body["errors"])
        return self.error or f"HTTP {self.status}"


def _reason(exc: Exception) -> str:
    """Why a request got no answer, in a few words ("Connection refused", "Name or service
    not known"), not urllib3's whole chain."""
    found = re.findall(r"\[Errno -?\d+\] ([^'\")\]]+)", str(exc))
    return found[-1].strip() if found else f"{type(exc).__name__}: {exc}"[:200]


class Api:
    """Requests to the forum's API as one user, with one key."""

    def __init__(self, url: str, username: str, key: str, timeout: float) -> None:
        """Without a key, the requests are anonymous (a visitor's)."""
        self.url = url.rstrip("/")
        self.headers = {"Accept": "application/json"}
        if key:
            self.headers.update({"Api-Key": key, "Api-Username": username})
        self.timeout = timeout

    def call(self, method: str, path: str, data: dict[str, Any] | None = None) -> Answer:
        """One request; never raises."""
        try:
            response = requests.request(method, self.url + path, headers=self.headers,
                                        data=data, timeout=self.timeout,
                                        allow_redirects=False)
        except requests.Timeout:
            return Answer(None, error=f"no answer within {self.timeout:g} s")
        except requests.RequestException as exc:
            return Answer(None, error=_reason(exc))
        content_type = response.headers.get("Content-Type", "")
        try:
            body = response.json() if "json" in content_type else None
        except ValueError:
            body = None
        return Answer(response.status_code, body, content_type,
                      retry_after=response.headers.get("Retry-After", ""))

