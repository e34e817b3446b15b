"""Time as the bridge sees it: the system clock in production, a fake one in scenarios."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import Protocol


class Clock(Protocol):
    """Something that tells the time (aware UTC)."""

    def now(self) -> datetime:
        """The current time."""
        ...


class SystemClock:
    """The real time."""

    def now(self) -> datetime:
        return datetime.now(UTC)


class FakeClock:
    """A clock that only moves when told to (scenario runner, tests, demo)."""

    def __init__(self, start: datetime) -> None:
        self._now = start.astimezone(UTC)
        self._lock = threading.Lock()

    def now(self) -> datetime:
        with self._lock:
            return self._now

    def set(self, moment: datetime) -> None:
        """Jump to `moment` (never backwards)."""
        with self._lock:
            self._now = max(self._now, moment.astimezone(UTC))

    __call__ = now
