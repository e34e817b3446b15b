"""Time as the bridge sees it: the system clock in production, a fake one in scenarios."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

CLOCK_FILE = "GAMEMASTER_CLOCK_FILE"


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


class FileClock:
    """The time written in a file (ISO 8601), read at each call: the real web and worker
    processes on a harness's clock (tests/crash kills them on a fake clock that it moves, as
    the scenario runner moves its own). Set by `GAMEMASTER_CLOCK_FILE`; never in production."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def now(self) -> datetime:
        return datetime.fromisoformat(self.path.read_text().strip()).astimezone(UTC)


def from_env(environ: dict[str, str] | None = None) -> Callable[[], datetime]:
    """The processes' clock: the system's, or the file's named by GAMEMASTER_CLOCK_FILE."""
    path = (os.environ if environ is None else environ).get(CLOCK_FILE)
    return FileClock(path).now if path else SystemClock().now


class SharedClock(FakeClock):
    """A fake clock that also writes its time to a file, for processes on a `FileClock`."""

    def __init__(self, start: datetime, path: str | Path) -> None:
        self.path = Path(path)
        super().__init__(start)
        self._write()

    def set(self, moment: datetime) -> None:
        super().set(moment)
        self._write()

    def _write(self) -> None:
        spare = self.path.with_suffix(".next")
        spare.write_text(self.now().isoformat())
        spare.replace(self.path)  # atomic: a reader never sees half a time
