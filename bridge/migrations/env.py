"""Alembic environment: runs migrations online against the configured URL."""

from __future__ import annotations

from alembic import context

from bridge.db import Base, make_engine

config = context.config
target_metadata = Base.metadata


def run() -> None:
    """Run the migrations in one transaction."""
    engine = make_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.connect() as connection:
        context.configure(connection=connection, target_metadata=target_metadata,
                          render_as_batch=connection.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run()
