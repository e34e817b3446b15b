"""`gamemaster migrate`: once at a time, up or down, and a downgrade that would lose data
refuses and says so. On SQLite by default, on PostgreSQL with TEST_DATABASE_URL."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa

from bridge.db import Base, Database, GameRow, RosterRow
from bridge.migrations import head, migrate, safety, upgrade
from bridge.tools import cli

NOW = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)


def _empty(url: str) -> None:
    database = Database(url)
    Base.metadata.drop_all(database.engine)
    cascade = " CASCADE" if database.engine.dialect.name == "postgresql" else ""
    with database.engine.begin() as connection:
        for table in sa.inspect(connection).get_table_names():  # alembic_version
            connection.exec_driver_sql(f'DROP TABLE IF EXISTS "{table}"{cascade}')
    database.engine.dispose()


@pytest.fixture
def url(database_url: str) -> Iterator[str]:
    """A database with no table at all, emptied again after the test."""
    _empty(database_url)
    yield database_url
    _empty(database_url)


def revision(url: str) -> str | None:
    engine = sa.create_engine(url)
    with engine.connect() as connection:
        if not sa.inspect(connection).has_table("alembic_version"):
            return None
        found = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    engine.dispose()
    return found


def tables(url: str) -> set[str]:
    engine = sa.create_engine(url)
    with engine.connect() as connection:
        names = set(sa.inspect(connection).get_table_names())
    engine.dispose()
    return names - {"alembic_version"}


def execute(url: str, sql: str, **params: object) -> None:
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        connection.execute(sa.text(sql), params)
    engine.dispose()


def gamemaster(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run the command line: exit status, stdout, stderr."""
    status = cli.main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


def add_roster(url: str, corrected: datetime | None) -> None:
    database = Database(url)
    with database.unit() as session:
        session.add(RosterRow(game_kind="arena", user_key="bob", username="bob",
                              entry={"attack": 3}, updated_at=NOW, corrected_at=corrected))
    database.engine.dispose()


# ----------------------------------------------------------------------------- up and down


def test_migrate_goes_to_head_and_down_to_a_revision(url: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = gamemaster(capsys, "migrate", "--database-url", url)
    assert status == 0, err
    assert revision(url) == head()
    assert set(Base.metadata.tables) <= tables(url)
    status, _out, err = gamemaster(capsys, "migrate", "--to", "0006", "--database-url", url)
    assert status == 0, err
    assert revision(url) == "0006"
    assert not {"forum_state", "status_posts", "status_marks"} & tables(url)
    assert "decisions" in tables(url)
    status, _out, err = gamemaster(capsys, "migrate", "--database-url", url)
    assert status == 0, err
    assert revision(url) == head()
    assert migrate(url, "base") == "downgrade"
    assert tables(url) == set()


# ----------------------------------------------------------------------------- data loss


def test_a_downgrade_that_would_drop_a_table_holding_rows_is_refused(
        url: str, capsys: pytest.CaptureFixture[str]) -> None:
    upgrade(url)
    before = tables(url)
    execute(url, "INSERT INTO forum_state (id, down_since, last_error) VALUES (1, NULL, '')")
    status, _out, err = gamemaster(capsys, "migrate", "--to", "0006", "--database-url", url)
    assert status != 0
    said = [line for line in err.splitlines() if line.startswith("gamemaster:")]
    assert said == [
        "gamemaster: downgrade refused, nothing changed: undoing revision 0007 would drop "
        "table forum_state (1 row); back the database up, then run the same command with "
        "--force-data-loss to drop them anyway"], err
    # Nothing changed: the migrations undone before the refusal were rolled back too.
    assert revision(url) == head()
    assert tables(url) == before
    execute(url, "DELETE FROM forum_state")
    status, _out, err = gamemaster(capsys, "migrate", "--to", "0006", "--database-url", url)
    assert status == 0, err
    assert revision(url) == "0006" and "forum_state" not in tables(url)


def test_a_column_holding_values_is_refused_a_column_of_nulls_is_not(url: str) -> None:
    upgrade(url)
    add_roster(url, corrected=None)
    assert migrate(url, "0011") == "downgrade"  # roster.corrected_at: NULL everywhere
    assert revision(url) == "0011"
    upgrade(url)
    execute(url, "UPDATE roster SET corrected_at = :at", at=NOW.replace(tzinfo=None))
    with pytest.raises(safety.DataLossRefused, match=r"undoing revision 0012 would drop "
                                                     r"column roster\.corrected_at \(1 row\)"):
        migrate(url, "0011")
    assert revision(url) == head()


def test_a_value_every_row_was_given_is_no_data(url: str) -> None:
    """Columns added NOT NULL with a default (co_gms [], roll {}, steps {}...) hold data only
    where a row's value is another; the table itself holds rows, which 0001 refuses to drop."""
    upgrade(url)
    database = Database(url)
    with database.unit() as session:
        session.add(GameRow(kind="mud", title="t", language="fr", gm="gm", settings={},
                            status="signup", seed="s", salt="t", pinned={}, created_at=NOW))
    database.engine.dispose()
    assert migrate(url, "0002") == "downgrade"
    assert revision(url) == "0002"
    with pytest.raises(safety.DataLossRefused, match=r"table games \(1 row\)"):
        migrate(url, "base")
    upgrade(url)
    execute(url, "UPDATE games SET co_gms = :gms", gms='["ana"]')
    with pytest.raises(safety.DataLossRefused, match=r"column games\.co_gms \(1 row\)"):
        migrate(url, "0005")


def test_force_data_loss_drops_it(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    upgrade(url)
    add_roster(url, corrected=NOW)
    execute(url, "INSERT INTO forum_state (id, down_since, last_error) VALUES (1, NULL, 'x')")
    status, _out, err = gamemaster(capsys, "migrate", "--to", "0006", "--force-data-loss",
                                   "--database-url", url)
    assert status == 0, err
    assert revision(url) == "0006" and "forum_state" not in tables(url)
    assert gamemaster(capsys, "migrate", "--database-url", url)[0] == 0
    assert revision(url) == head()


# ----------------------------------------------------------------------------- once at a time


def test_migrations_at_once_run_one_after_the_other(url: str) -> None:
    """Three runs at once on an empty database: each waits for the one before (PostgreSQL:
    the advisory lock; SQLite: BEGIN IMMEDIATE), and the later ones find it at head."""
    errors: list[Exception] = []

    def run() -> None:
        try:
            migrate(url)
        except Exception as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=run) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert not errors
    assert revision(url) == head()
    assert set(Base.metadata.tables) <= tables(url)


def _lock_holder(url: str) -> sa.Connection:
    engine = sa.create_engine(url)
    connection = engine.connect()
    connection.execution_options(isolation_level="AUTOCOMMIT")
    return connection


def test_a_second_host_waits_for_the_migration_lock(url: str) -> None:
    """PostgreSQL: while another session holds the lock, `migrate` waits, then runs; the lock
    is free again after it, after a refused downgrade too. SQLite needs none: its file is on
    one host, and there a second run waits on BEGIN IMMEDIATE (the test above)."""
    if not url.startswith("postgresql"):
        pytest.skip("SQLite: one host by nature; no advisory lock")
    other = _lock_holder(url)
    try:
        other.execute(sa.text("SELECT pg_advisory_lock(:key)"), {"key": safety.LOCK_KEY})
        waiting = threading.Thread(target=migrate, args=(url,))
        waiting.start()
        time.sleep(1.5)
        assert waiting.is_alive()
        assert revision(url) is None
        other.execute(sa.text("SELECT pg_advisory_unlock(:key)"), {"key": safety.LOCK_KEY})
        waiting.join(60)
        assert not waiting.is_alive()
        assert revision(url) == head()
        execute(url, "INSERT INTO forum_state (id, down_since, last_error) VALUES (1, NULL, '')")
        with pytest.raises(safety.DataLossRefused):
            migrate(url, "0006")
        assert other.execute(sa.text("SELECT pg_try_advisory_lock(:key)"),
                             {"key": safety.LOCK_KEY}).scalar() is True
        other.execute(sa.text("SELECT pg_advisory_unlock(:key)"), {"key": safety.LOCK_KEY})
    finally:
        other.close()
        other.engine.dispose()


# ----------------------------------------------------------------------------- nothing else


DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


def unit(name: str) -> dict[str, list[str]]:
    """A systemd unit's settings: key -> every value given, sections merged."""
    found: dict[str, list[str]] = {}
    for line in (DEPLOY / "systemd" / name).read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.lstrip().startswith(("#", ";", "[")):
            key, _, value = line.partition("=")
            found.setdefault(key.strip(), []).append(value.strip())
    return found


def test_only_the_migrate_unit_migrates_and_only_when_started() -> None:
    web, worker = unit("gamemaster-web.service"), unit("gamemaster-worker.service")
    for settings in (web, worker):
        assert not [value for key, values in settings.items() if key.startswith("Exec")
                    for value in values if "migrate" in value]
        assert "Requires" not in settings and "gamemaster-migrate.service" not in " ".join(
            settings.get("Wants", []) + settings.get("BindsTo", []))
    assert web["ExecReload"] == ["/bin/kill -s HUP $MAINPID"]
    once = unit("gamemaster-migrate.service")
    assert once["Type"] == ["oneshot"]
    assert once["ExecStart"] == ["/opt/gamemaster/.venv/bin/gamemaster migrate"]
    assert "WantedBy" not in once and "RemainAfterExit" not in once  # never at boot


def test_compose_migrates_once_before_web_and_worker() -> None:
    yaml = pytest.importorskip("yaml")
    services = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))["services"]
    assert services["migrate"]["command"] == ["gamemaster", "migrate"]
    assert services["migrate"]["restart"] == "no"
    for name in ("web", "worker"):
        assert services[name]["depends_on"]["migrate"] == {
            "condition": "service_completed_successfully"}
    assert [name for name, service in services.items() if name != "migrate"
            and "migrate" in " ".join(map(str, service.get("command") or []))] == []


def test_the_web_process_never_migrates() -> None:
    """gunicorn's settings and the WSGI entry point run no migration (the web process only
    checks the database's revision, and stops when it is not this version's)."""
    for path in (DEPLOY / "gunicorn.conf.py", DEPLOY / "wsgi.py"):
        code = [line for line in path.read_text(encoding="utf-8").splitlines()
                if not line.lstrip().startswith("#")]
        assert not [line for line in code if "upgrade(" in line or "migrate(" in line
                    or "gamemaster migrate" in line], path
