"""Store tests run against a real SQLite file and, when PYRAMID_TEST_POSTGRES_URL names a
reachable PostgreSQL server (.ci/postgres.sh starts one), against PostgreSQL too: each test
gets a fresh database there. Without a server the PostgreSQL variants are skipped, with the
reason in the test report."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from coach_app.store.location import resolve_url
from simulation.events import ShotResult
from simulation.physics.engine import simulate
from simulation.stroke import Stroke

PG_ENV = "PYRAMID_TEST_POSTGRES_URL"


def _pg_unavailable() -> str | None:
    url = os.environ.get(PG_ENV)
    if not url:
        return f"{PG_ENV} is not set (run .ci/postgres.sh to start a server)"
    try:
        engine = create_engine(resolve_url(url))
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        engine.dispose()
    except Exception as exc:  # any failure to reach the server means: skip, saying why
        return f"PostgreSQL at {make_url(resolve_url(url)).render_as_string()} is " \
               f"unreachable: {str(exc).splitlines()[0]}"
    return None


@pytest.fixture(scope="session")
def pg_skip_reason() -> str | None:
    return _pg_unavailable()


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request: pytest.FixtureRequest, tmp_path, pg_skip_reason) -> Iterator[str]:
    """A URL of an empty database on each backend."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'history.sqlite3'}"
        return
    if pg_skip_reason:
        pytest.skip(pg_skip_reason)
    base = make_url(resolve_url(os.environ[PG_ENV]))
    name = f"pc_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


LAYOUT = {"cue": (-0.9, -0.2), "5": (0.6, 0.35), "9": (1.2, -0.5)}
STROKE = Stroke("cue", 19.96, 2.5, 0.0, 0.2)


@pytest.fixture(scope="session")
def real_shot() -> tuple[dict, Stroke, ShotResult]:
    """One shot simulated by the real physics: a cut of the 5 into the back-left corner."""
    return dict(LAYOUT), STROKE, simulate(LAYOUT, STROKE)
