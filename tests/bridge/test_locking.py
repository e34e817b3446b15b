"""Optimistic locking: a game's version column makes the second of two writers lose."""

import threading

import pytest
from sqlalchemy.orm.exc import StaleDataError

from bridge.db import GameRow


def test_a_second_writer_of_the_same_version_loses(db, clock) -> None:
    with db.unit() as session:
        game = GameRow(kind="mud", title="Verrou", language="fr", gm="gm", seed="s", salt="t",
                       created_at=clock())
        session.add(game)
    loaded = threading.Barrier(2)
    outcomes: list[str] = []

    def writer(status: str) -> None:
        try:
            with db.unit() as session:
                row = session.get(GameRow, game.id)
                loaded.wait()
                row.status = status
                if status == "second":
                    loaded_twice.wait()
                session.flush()
                if status == "first":
                    loaded_twice.wait()
            outcomes.append(status)
        except StaleDataError:
            outcomes.append(f"{status} lost")

    loaded_twice = threading.Barrier(2)
    threads = [threading.Thread(target=writer, args=(name,)) for name in ("first", "second")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(outcomes) == ["first", "second lost"] or sorted(outcomes) == [
        "first lost", "second"]
    with db.unit() as session:
        assert session.get(GameRow, game.id).version == 2


def test_a_stale_copy_cannot_overwrite(db, clock) -> None:
    with db.unit() as session:
        session.add(GameRow(kind="mud", title="Verrou", language="fr", gm="gm", seed="s",
                            salt="t", created_at=clock()))
    stale = db.sessions()
    old = stale.get(GameRow, 1)
    with db.unit() as session:
        session.get(GameRow, 1).status = "running"
    old.status = "cancelled"
    with pytest.raises(StaleDataError):
        stale.commit()
    stale.close()
