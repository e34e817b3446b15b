"""What the parts of the service (`Orders`, `Turns`, `StatusPosts`, `Enrolments`) share: the
attributes `GameMaster` sets up, and the few methods one part calls in another."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from bridge.config import Config
from bridge.db import Database, GameRow, InboundRow, OrderRow, PlayerRow, ResolutionRow
from bridge.publish import Message, Publisher
from bridge.steps import OpenStep
from rules.base import Game, Submitted


class ServiceParts:
    """The common ground of the service's parts (see `bridge.service.GameMaster`)."""

    db: Database
    config: Config
    clock: Callable[[], datetime]
    publisher: Publisher
    bot: str

    def _player(self, session: Session, game: GameRow, username: str) -> PlayerRow | None:
        raise NotImplementedError

    def _players(self, session: Session, game: GameRow) -> list[PlayerRow]:
        raise NotImplementedError

    def _private(self, session: Session, game: GameRow, row: InboundRow, username: str,
                 name: str, **params: Any) -> None:
        raise NotImplementedError

    def _roll_request(self, session: Session, game: GameRow, row: InboundRow,
                      speaker: str) -> bool:
        raise NotImplementedError

    def _order_rows(self, session: Session, game: GameRow, step_key: str) -> dict[str, OrderRow]:
        raise NotImplementedError

    def _in_force(self, session: Session, game: GameRow, step_key: str) -> dict[str, Submitted]:
        raise NotImplementedError

    def _answered(self, session: Session, game: GameRow, step_key: str) -> set[str]:
        raise NotImplementedError

    def _all_in(self, session: Session, game: GameRow, step_key: str,
                awaited: tuple[str, ...]) -> bool:
        raise NotImplementedError

    def _excused(self, session: Session, game: GameRow) -> set[str]:
        raise NotImplementedError

    def _refresh_embeds(self, session: Session, game: GameRow) -> None:
        raise NotImplementedError

    def resolve(self, session: Session, game: GameRow, key: str | None = None,
                rerun: int = 0, attempt: int = 0, chain: bool = True,
                closed: str = "", closing: list[dict[str, Any]] | None = None) -> None:
        raise NotImplementedError

    def start(self, session: Session, game: GameRow) -> None:
        raise NotImplementedError

    def publish(self, session: Session, game: GameRow, draft: ResolutionRow,
                chain: bool = True) -> None:
        raise NotImplementedError

    def _draft(self, session: Session, game: GameRow) -> ResolutionRow | None:
        raise NotImplementedError

    def _resolve_complete(self, session: Session, game: GameRow, rules: Game) -> None:
        raise NotImplementedError

    def announce(self, session: Session, game: GameRow, rules: Game, opened: list[OpenStep],
                 state: dict[str, Any] | None = None) -> list[Message]:
        raise NotImplementedError

    def _seed_revealed(self, session: Session, game: GameRow) -> Message:
        raise NotImplementedError

    def _seat(self, session: Session, game: GameRow, username: str) -> PlayerRow | None:
        raise NotImplementedError

    def _status(self, session: Session, game: GameRow, viewer: str | None) -> dict[str, Any]:
        raise NotImplementedError

    def _roster_command(self, session: Session, game: GameRow, rules: Game, text: str,
                        answer: Callable[..., None]) -> None:
        raise NotImplementedError

    def _absence(self, session: Session, row: InboundRow, game: GameRow, player: PlayerRow,
                 text: str) -> bool:
        raise NotImplementedError

    def _enrol(self, session: Session, row: InboundRow, game: GameRow, rules: Game,
               channel: Any) -> bool:
        raise NotImplementedError

    def _store_roster(self, session: Session, kind: str,
                      entries: Mapping[str, Mapping[str, Any]], game: GameRow | None = None,
                      corrected: bool = False) -> None:
        raise NotImplementedError
