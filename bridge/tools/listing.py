"""`gamemaster games`: the games in the database and where each stands, for the operator.

One row per game: id, kind, title, status (sign-up, running, review, finished,
cancelled), the number of players (those the GM removed left out), the open step the
database says comes first with its deadline (and how many more are open), and the GM.
`gamemaster games --kinds`: the kinds of game installed (`rules.registry`), one row each:
its id, name, version and distribution, languages and numbers of players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from bridge.db import Database, GameRow, PlayerRow
from rules import registry

STATUS_NAMES = {"signup": "sign-up"}
"""How a status reads for people (the database's `signup` is the sign-up)."""
TITLE_WIDTH = 32


@dataclass(frozen=True)
class GameLine:
    """One game as `gamemaster games` shows it."""

    id: int
    kind: str
    title: str
    status: str
    players: int
    step: str | None
    deadline: str | None
    more_steps: int
    paused: bool
    gm: str


def _open_steps(game: GameRow) -> list[str]:
    record = game.steps if isinstance(game.steps, dict) else {}
    opened = record.get("open")
    return list(opened) if isinstance(opened, dict) else []


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def games(db: Database) -> list[GameLine]:
    """Every game, by id."""
    with db.unit() as session:
        counts = dict(session.execute(
            select(PlayerRow.game_id, func.count(PlayerRow.id))
            .where(PlayerRow.removed.is_(False)).group_by(PlayerRow.game_id)).all())
        lines = []
        for game in session.scalars(select(GameRow).order_by(GameRow.id)):
            live = game.status in ("running", "review")
            steps = _open_steps(game) if live else []
            first = game.step_key if live else None
            record = game.steps if isinstance(game.steps, dict) else {}
            lines.append(GameLine(
                id=game.id, kind=game.kind, title=game.title,
                status=STATUS_NAMES.get(game.status, game.status),
                players=int(counts.get(game.id, 0)), step=first,
                deadline=_iso(game.deadline_at) if live else None,
                more_steps=max(0, len(steps) - 1) if first else 0,
                paused=live and bool(record.get("paused_at")), gm=game.gm))
        return lines


def as_json(lines: list[GameLine]) -> list[dict[str, Any]]:
    """The rows for machines (`--json`)."""
    return [asdict(line) for line in lines]


def _deadline(value: str | None) -> str:
    if value is None:
        return "-"
    return datetime.fromisoformat(value).strftime("%Y-%m-%d %H:%M UTC")


def table(lines: list[GameLine]) -> str:
    """The rows as a table for people."""
    if not lines:
        return "No games in this database.\n"
    header = ("ID", "KIND", "TITLE", "STATUS", "PLAYERS", "OPEN STEP", "DEADLINE", "GM")
    rows = [header]
    for line in lines:
        title = line.title if len(line.title) <= TITLE_WIDTH else (
            line.title[: TITLE_WIDTH - 1] + "…")
        step = line.step or "-"
        if line.more_steps:
            step += f" (+{line.more_steps})"
        status = line.status + (" (paused)" if line.paused else "")
        rows.append((str(line.id), line.kind, title, status, str(line.players), step,
                     _deadline(line.deadline), line.gm))
    return _laid_out(rows)


def _laid_out(rows: Sequence[Sequence[str]]) -> str:
    """Rows (the header first) in columns as wide as their widest cell."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
           .rstrip() for row in rows]
    return "\n".join(out) + "\n"


def kinds() -> list[dict[str, Any]]:
    """Every kind of game installed, as `--kinds --json` prints it."""
    return [{"id": game_id, "name": entry.game.names.get("en", game_id),
             "version": entry.version, "distribution": entry.distribution,
             "languages": list(entry.game.languages),
             "players": [entry.game.min_players, entry.game.max_players]}
            for game_id, entry in registry.installed().items()]


def kinds_table(found: list[dict[str, Any]]) -> str:
    """The kinds installed as a table for people."""
    rows = [("KIND", "NAME", "VERSION", "DISTRIBUTION", "LANGUAGES", "PLAYERS")]
    rows += [(kind["id"], kind["name"], kind["version"], kind["distribution"],
              " ".join(kind["languages"]), "{}-{}".format(*kind["players"])) for kind in found]
    return _laid_out(rows)
