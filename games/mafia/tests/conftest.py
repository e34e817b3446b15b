"""The Mafia tests import their table helper (`mafia_table`) from this folder, whatever the
import mode pytest runs with (the project's is `importlib`, which adds no test folder to
the import path). Without the package installed (`pip uninstall gamemaster-mafia`), its
tests are not collected: the bridge and the four games are tested without it."""

from __future__ import annotations

import os
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)

collect_ignore_glob = [] if find_spec("mafia") is not None else ["test_*.py"]


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    """The database a scenario plays on: TEST_DATABASE_URL's when set (the PostgreSQL run of
    `.ci/run`), else a SQLite file of the test's own."""
    return os.environ.get("TEST_DATABASE_URL") or f"sqlite:///{tmp_path / 'mafia.sqlite3'}"
