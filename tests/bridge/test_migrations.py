"""The Alembic migrations build exactly the tables the code uses."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from bridge.db import Base, Database
from bridge.migrations import upgrade


def test_upgrade_to_head_matches_the_models(database_url: str) -> None:
    database = Database(database_url)
    database.drop_all()
    with database.engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE IF EXISTS alembic_version")
    upgrade(database_url)
    assert set(Base.metadata.tables) <= set(inspect(database.engine).get_table_names())
    with database.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []
    database.drop_all()
    with database.engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE IF EXISTS alembic_version")
    database.engine.dispose()
