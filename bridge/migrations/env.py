"""Alembic environment: runs migrations online against the configured URL."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from bridge.db import Base, make_engine

config = context.config
target_metadata = Base.metadata


def _migrate(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata,
                      render_as_batch=connection.dialect.name == "sqlite")
    with context.begin_transaction():
        context.run_migrations()


def run() -> None:
    """Run the migrations: on the connection `bridge.migrations.safety.run` gives (holding
    the migration lock, in its one transaction), else (Alembic's own command line) on one
    of our own."""
    given = config.attributes.get("connection")
    if given is not None:
        _migrate(given)
        return
    engine = make_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.connect() as connection:
        _migrate(connection)
    engine.dispose()


run()
