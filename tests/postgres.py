"""A schema of a test's own on the suite's PostgreSQL database, for tests whose processes
share tables they must not share with another test."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool


@contextmanager
def own_schema(url: str, prefix: str) -> Iterator[str]:
    """`url` with a new schema `<prefix>_<random>` first on its search path; the schema is
    dropped, with everything in it, afterwards."""
    schema = f"{prefix}_{secrets.token_hex(4)}"
    admin = create_engine(url, poolclass=NullPool)
    with admin.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    joiner = "&" if "?" in url else "?"
    try:
        yield f"{url}{joiner}options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as connection:
            connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()
