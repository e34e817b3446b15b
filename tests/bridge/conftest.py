"""Bridge fixtures: the service and its Flask app over the test database, with a known
webhook secret."""

import pytest

from bridge.config import Config
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster

SECRET = "webhook-secret-for-tests"


@pytest.fixture
def master(db, clock):  # type: ignore[no-untyped-def]
    return GameMaster(db, Config(webhook_secret=SECRET), clock)


@pytest.fixture
def client(master):  # type: ignore[no-untyped-def]
    return create_app(master=master).test_client()
