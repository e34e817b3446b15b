"""What every API request of the sandbox forum passes: injected faults, the rate limit, a log.

Before a request reaches the forum, `app.py` takes the next injected fault, if a test asked
for one (`fail_next`: a 503, a 429 with Discourse's rate-limit body and headers, any status
and body); then counts the request against the admin API's budget for the whole site
(`set_rate_limit`: so many requests a minute, then `RateLimited` with the wait until the
oldest counted one leaves the minute); afterwards it records the request and its answer
(`ApiCall`) so that tests and benchmarks can count the bot's calls. `SandboxForum` holds one
`ApiGate`, sharing its lock and clock, and answers for it (`fail_next`, `api_calls`...).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from . import errors


@dataclass
class Fault:
    """An injected failure for the next API request: status, body, headers."""

    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class ApiCall:
    """One API request the forum answered (for counting the bot's calls)."""

    method: str
    path: str
    username: str | None
    status: int
    at: datetime


class ApiGate:
    """Pending faults, the per-minute budget and the calls answered, under the forum's lock."""

    def __init__(self, lock: AbstractContextManager[Any], clock: Callable[[], datetime]) -> None:
        self.lock = lock
        self.now = clock
        self.rate_limit: int | None = None
        self.rate_limit_wait_seconds: int | None = None
        self.calls: list[ApiCall] = []
        self._faults: deque[Fault] = deque()
        self._hits: deque[datetime] = deque()

    def fail_next(
        self,
        status: int = 503,
        count: int = 1,
        body: Any = None,
        headers: dict[str, str] | None = None,
        wait_seconds: int = 0,
    ) -> None:
        """Make the next `count` API requests fail with `status` (429: a rate-limit body)."""
        extra = dict(headers or {})
        if status == 429 and body is None:
            limited = errors.RateLimited(wait_seconds)
            body = limited.body()
            extra = {**limited.headers, **extra}
        with self.lock:
            for _ in range(count):
                self._faults.append(Fault(status, body, extra))

    def take_fault(self) -> Fault | None:
        """The injected failure for this request, if one is pending."""
        with self.lock:
            return self._faults.popleft() if self._faults else None

    def set_rate_limit(self, per_minute: int | None, wait_seconds: int | None = None) -> None:
        """Limit the API to `per_minute` requests a minute for the whole site (None: off).

        `wait_seconds` fixes what the 429 announces (e.g. 0 in tests); by default it is the
        time until the oldest counted request leaves the one-minute window.
        """
        with self.lock:
            self.rate_limit = per_minute
            self.rate_limit_wait_seconds = wait_seconds
            self._hits.clear()

    def admit(self) -> None:
        """Count one API request; `RateLimited` if the minute's budget is spent."""
        with self.lock:
            if not self.rate_limit:
                return
            now = self.now()
            while self._hits and (now - self._hits[0]).total_seconds() >= 60:
                self._hits.popleft()
            if len(self._hits) >= self.rate_limit:
                wait = self.rate_limit_wait_seconds
                if wait is None:
                    wait = 60 - int((now - self._hits[0]).total_seconds())
                raise errors.RateLimited(wait)
            self._hits.append(now)

    def record(self, method: str, path: str, username: str | None, status: int) -> None:
        """Note an API request and its answer in `calls`."""
        with self.lock:
            self.calls.append(ApiCall(method, path, username, status, self.now()))
