"""Alembic migrations of the bridge's tables. `upgrade(url)` brings a database to head."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config as AlembicConfig

HERE = Path(__file__).resolve().parent


def alembic_config(url: str | None = None) -> AlembicConfig:
    """An Alembic configuration pointing at these migrations and `url` (else DATABASE_URL)."""
    if url is None:
        from bridge.config import from_env

        url = from_env().database_url
    config = AlembicConfig()
    config.set_main_option("script_location", str(HERE))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade(url: str | None = None, revision: str = "head") -> None:
    """Create or upgrade the tables."""
    command.upgrade(alembic_config(url), revision)
