"""Alembic migrations of the bridge's tables. `upgrade(url)` brings a database to head."""

from __future__ import annotations

import logging
from pathlib import Path

# Alembic (1.16+) logs a line at INFO for each of its plugins when first imported: seven
# lines at every start of the web process and the worker, which check the revision.
logging.getLogger("alembic.runtime.plugins").setLevel(logging.WARNING)

from alembic.config import Config as AlembicConfig  # noqa: E402

from bridge.config import SetupError, hide_password  # noqa: E402

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
    """Create or upgrade the tables, under the migration lock, in one transaction
    (`bridge.migrations.safety`)."""
    from bridge.migrations import safety

    safety.run(alembic_config(url), revision, downgrade=False)


def migrate(url: str | None = None, to: str = "head", force_data_loss: bool = False) -> str:
    """`gamemaster migrate [--to REVISION] [--force-data-loss]`: bring the database to `to`,
    up or down, under the migration lock, in one transaction; a downgrade that would drop
    data refuses (`safety.DataLossRefused`, nothing changed) unless `force_data_loss`.
    Returns "upgrade" or "downgrade"."""
    from bridge.migrations import safety

    return safety.run(alembic_config(url), to, force_data_loss=force_data_loss)


class DatabaseNotReady(SetupError):
    """The database is not one this version can use as it is: none yet, no tables, an older
    (or newer) revision, or out of reach. The text names the fix in one line."""


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL, absolute (None for another database or an in-memory one)."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    name = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or name in ("", ":memory:") or name.startswith(
            "file:"):
        return None
    return Path(name).absolute()


def head() -> str:
    """The newest revision of these migrations (what `gamemaster migrate` brings a database to)."""
    from alembic.script import ScriptDirectory

    return str(ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head())


def exists(url: str) -> None:
    """Refuse (DatabaseNotReady) a SQLite URL whose file does not exist: opening it would
    create an empty database, which only `gamemaster migrate` should."""
    path = sqlite_file(url)
    if path is not None and not path.exists():
        raise DatabaseNotReady(f"no database at {path}: run `gamemaster migrate` first, or "
                               "point DATABASE_URL / --env-file at yours")


def out_of_reach(url: str, error: Exception) -> DatabaseNotReady:
    """The error for a database that would not open (the driver's reason, never a password)."""
    from sqlalchemy.engine import make_url

    lines = str(getattr(error, "orig", None) or error).strip().splitlines()
    reason = lines[0] if lines else type(error).__name__
    password = make_url(url).password
    if password:
        reason = reason.replace(str(password), "***")
    return DatabaseNotReady(f"cannot open the database at {hide_password(url)} ({reason}): "
                            "check DATABASE_URL and that the database server runs")


def ready(url: str) -> None:
    """Refuse, with DatabaseNotReady, a database the service cannot use as it is, touching
    nothing: a SQLite file that does not exist (never created here), a database without the
    bridge's tables or at another revision than this version's (`gamemaster migrate`), one
    out of reach. A database made by `create_all` (tests, the demo: every table, no
    revision) is used as it is."""
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory
    from sqlalchemy import inspect
    from sqlalchemy.exc import SQLAlchemyError

    from bridge.db import Base, make_engine

    exists(url)
    shown = hide_password(url)
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            tables = set(inspect(connection).get_table_names())
            current = set(MigrationContext.configure(connection).get_current_heads())
    except SQLAlchemyError as error:
        raise out_of_reach(url, error) from None
    finally:
        engine.dispose()
    ours = set(Base.metadata.tables)
    if not tables & ours:
        raise DatabaseNotReady(f"the database at {shown} has no tables of the bridge: run "
                               "`gamemaster migrate`")
    scripts = ScriptDirectory.from_config(alembic_config(url))
    heads = set(scripts.get_heads())
    if not current:
        if ours <= tables:
            return  # made by create_all
        raise DatabaseNotReady(f"the database at {shown} lacks tables of the bridge "
                               f"({', '.join(sorted(ours - tables))}) and has no revision: "
                               "run `gamemaster migrate`")
    if current == heads:
        return
    known = {revision.revision for revision in scripts.walk_revisions()}
    at, needs = ", ".join(sorted(current)), ", ".join(sorted(heads))
    if current - known:
        raise DatabaseNotReady(f"the database at {shown} is at revision {at}, which this "
                               f"version does not know (its newest is {needs}): a newer "
                               "gamemaster migrated it; run that version")
    raise DatabaseNotReady(f"the database at {shown} is at revision {at}, this version needs "
                           f"{needs}: run `gamemaster migrate`")
