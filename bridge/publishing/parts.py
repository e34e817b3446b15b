"""What every handler may use: the database, the settings, the clock, the publisher and the
bot's own forum name. One `Parts` per process, made by `bridge.intake.service.GameMaster`; handlers
take it with the unit of work (a session) and return nothing but rows and queued messages."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bridge.config import Config
from bridge.db import Database
from bridge.publishing.publish import Publisher


@dataclass(frozen=True)
class Parts:
    """The services a handler needs (Cosmic Python's bootstrap, without the message bus's
    dependency injection: the handlers take it as their first argument)."""

    db: Database
    config: Config
    clock: Callable[[], datetime]
    publisher: Publisher
    bot: str
