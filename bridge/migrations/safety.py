"""Migrations run once, and a downgrade that would lose data refuses.

`run(url, direction, revision)` is what `gamemaster migrate` (and `bridge.migrations.upgrade`)
does: one connection of its own, and on it
- PostgreSQL: the session-level advisory lock `LOCK_KEY` (`pg_advisory_lock`), taken before
  Alembic reads the revision and released after the commit, so that two hosts running
  `gamemaster migrate` at once migrate one after the other: the second finds the database at
  head and does nothing;
- SQLite: one host by nature (the file is on this host's disk, and SQLite's locks only hold
  between processes of one machine); on it, the whole run is one `BEGIN IMMEDIATE`
  transaction (DDL included), so a second `gamemaster migrate` on the same host waits for the
  first (the 30 s busy timeout) and then finds nothing to do. Foreign keys are off while the
  tables are rebuilt (SQLite's batch mode drops and re-creates a table, which would cascade
  into its children) and checked (`PRAGMA foreign_key_check`) before the commit.
Every migration of the run is in that one transaction: a refused downgrade, or any failure,
leaves the database as it was.

`refuse_data_loss(...)`, called first in a migration's `downgrade()` with every table and
column it drops, raises `DataLossRefused` (one line naming what would be lost) when one of them
holds data, unless the run was asked to lose it (`gamemaster migrate --to REV
--force-data-loss`).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa
from alembic import command, op
from alembic.config import Config as AlembicConfig
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection

from bridge.config import SetupError

log = logging.getLogger(__name__)

LOCK_KEY = 0x67616D656D696772
"""The PostgreSQL advisory lock `gamemaster migrate` holds while it migrates ("gamemigr")."""
FORCE = "force_data_loss"
"""The Alembic config attribute that lets a downgrade drop data."""


class DataLossRefused(SetupError):
    """A downgrade would drop tables or columns that hold data; nothing was changed."""


def _engine(url: str) -> sa.Engine:
    from bridge.db import make_engine

    engine = make_engine(url)
    if engine.dialect.name == "sqlite":
        @sa.event.listens_for(engine, "connect")
        def _own_transactions(dbapi_connection: Any, _record: Any) -> None:
            # After make_engine's pragmas: batch mode re-creates tables, whose children
            # must not lose their rows (checked before the commit instead).
            dbapi_connection.execute("PRAGMA foreign_keys=OFF")
            dbapi_connection.isolation_level = None  # the driver begins nothing itself

        @sa.event.listens_for(engine, "begin")
        def _begin(connection: Connection) -> None:
            connection.exec_driver_sql("BEGIN IMMEDIATE")
    return engine


@contextmanager
def locked(url: str) -> Iterator[Connection]:
    """A connection of its own holding the migration lock (PostgreSQL); SQLite's is the
    `BEGIN IMMEDIATE` of the run's transaction."""
    engine = _engine(url)
    try:
        with engine.connect() as connection:
            postgres = connection.dialect.name == "postgresql"
            if postgres:
                key = {"key": LOCK_KEY}
                if not connection.execute(sa.text("SELECT pg_try_advisory_lock(:key)"),
                                          key).scalar():
                    log.info("another gamemaster migrate is running: waiting for it to end")
                    connection.execute(sa.text("SELECT pg_advisory_lock(:key)"), key)
                connection.commit()
            try:
                yield connection
            finally:
                if postgres:
                    try:
                        connection.rollback()
                        connection.execute(sa.text("SELECT pg_advisory_unlock(:key)"), key)
                        connection.commit()
                    except sa.exc.SQLAlchemyError as error:  # the session, and its lock, gone
                        log.warning("migration lock not released (%s): the connection's end "
                                    "releases it", error)
    finally:
        engine.dispose()


def _downward(scripts: ScriptDirectory, connection: Connection, to: str) -> bool:
    """Whether going to `to` from the database's revision is a downgrade."""
    if to == "base":
        return True
    if to in ("head", "heads"):
        return False
    target = scripts.get_revision(to)  # an unknown one: Alembic's error, which says so
    current = MigrationContext.configure(connection).get_current_revision()
    order = [script.revision for script in scripts.walk_revisions()]  # newest first
    if target is None or current not in order:
        return False  # no tables yet, or a revision this version does not know: Alembic says
    return order.index(target.revision) > order.index(current)


def run(config: AlembicConfig, to: str = "head", *, downgrade: bool | None = None,
        force_data_loss: bool = False) -> str:
    """Bring the database of `config` to revision `to` under the migration lock, in one
    transaction: up, or down when `downgrade` (None: whichever `to` is from the database's
    revision). Returns "upgrade" or "downgrade"."""
    url = str(config.get_main_option("sqlalchemy.url"))
    with locked(url) as connection:
        with connection.begin():
            orphans = _orphans(connection)
            down = downgrade
            if down is None:
                down = _downward(ScriptDirectory.from_config(config), connection, to)
            config.attributes["connection"] = connection
            config.attributes[FORCE] = force_data_loss
            if down:
                command.downgrade(config, to)
            else:
                command.upgrade(config, to)
            broken = _orphans(connection) - orphans
            if broken:
                raise RuntimeError(f"the migration would leave rows whose parent is gone "
                                   f"(table, row, parent, key): {sorted(broken)[:5]}")
    return "downgrade" if down else "upgrade"


def _orphans(connection: Connection) -> set[tuple[Any, ...]]:
    """SQLite: the rows whose parent row is missing (foreign keys are off while migrating)."""
    if connection.dialect.name != "sqlite":
        return set()
    return {tuple(row) for row in connection.exec_driver_sql("PRAGMA foreign_key_check")}


def _held(connection: Connection, name: str, empty: Any) -> int:
    """How many rows of `name` ("table" or "table.column") hold data: every row of a table;
    for a column, the rows where it is neither NULL nor `empty` (the value the upgrade gave
    the rows that were there, which says nothing)."""
    table, _, column = name.partition(".")
    if not sa.inspect(connection).has_table(table):
        return 0
    if not column:
        query = sa.select(sa.func.count()).select_from(sa.table(table))
    else:
        value: sa.ColumnClause[Any] = sa.column(column)
        held: sa.ColumnElement[bool] = value.is_not(None)
        if isinstance(empty, bool):
            held = sa.and_(held, sa.column(column, sa.Boolean) != empty)
        elif empty is not None:
            held = sa.and_(held, sa.cast(value, sa.Text) != str(empty))
        query = sa.select(sa.func.count()).select_from(sa.table(table, value)).where(held)
    return int(connection.execute(query).scalar() or 0)


def refuse_data_loss(*dropped: str, empty: Mapping[str, Any] | None = None) -> None:
    """First thing in a `downgrade()`: every table ("table") and column ("table.column") it
    drops, and for a column whose rows were all given a value when it was added (NOT NULL
    with a server default), that value in `empty` ({"topics.strangers": "[]"}): such a value
    is no data. Raises DataLossRefused, naming each one that holds data and how many rows,
    unless the run was asked to lose them (`--force-data-loss`)."""
    migration = op.get_context()
    connection = op.get_bind()
    held = [(name, count) for name in dropped
            for count in (_held(connection, name, (empty or {}).get(name)),) if count]
    if not held:
        return
    revision = migration.get_current_revision()
    said = ", ".join(f"{'column' if '.' in name else 'table'} {name} "
                     f"({count} row{'s' if count != 1 else ''})" for name, count in held)
    if migration.config is not None and migration.config.attributes.get(FORCE):
        log.warning("downgrade of %s drops data (--force-data-loss): %s", revision, said)
        return
    raise DataLossRefused(
        f"downgrade refused, nothing changed: undoing revision {revision} would drop {said}; "
        "back the database up, then run the same command with --force-data-loss to drop "
        "them anyway")
