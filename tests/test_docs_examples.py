"""Every ``sh`` example in docs/headless.md runs and keeps its promise.

A block tagged ```sh runs in the repository folder; ```sh exit=N expects that exit code.
Successful examples must print one JSON object (or, for bench, text); failures must print
nothing on stdout and one line on stderr.

A block tagged ```sh postgres (or ```sh postgres exit=N) needs a PostgreSQL server: those
run in order, in a fresh database of the server PYRAMID_TEST_POSTGRES_URL names (as its
superuser, .ci/postgres.sh), with PYRAMID_COACH_DB pointing at it; without the variable
they are skipped, saying why.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"```sh(?: exit=(\d+))?\n(.*?)```", re.S)
SERVER_BLOCK = re.compile(r"```sh postgres(?: exit=(\d+))?\n(.*?)```", re.S)


def _examples(block: re.Pattern[str] = BLOCK) -> list[tuple[str, int]]:
    text = (ROOT / "docs" / "headless.md").read_text(encoding="utf-8")
    return [(cmd.strip(), int(code or 0)) for code, cmd in block.findall(text)]


@pytest.mark.skipif(shutil.which("pyramid-coach") is None, reason="the project is not installed")
@pytest.mark.parametrize(("command", "code"), _examples())
def test_headless_doc_example_runs(command: str, code: int) -> None:
    _check(command, code, None)


def _check(command: str, code: int, env: dict[str, str] | None) -> None:
    p = subprocess.run(command, shell=True, cwd=ROOT, capture_output=True, text=True,
                       timeout=300, env=env)
    assert p.returncode == code, p.stderr
    if code == 0:
        if " bench " not in command:
            json.loads(p.stdout)
    else:
        assert p.stdout == ""
        assert len(p.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(shutil.which("pyramid-coach") is None, reason="the project is not installed")
def test_server_doc_examples_run_in_order() -> None:
    """The club examples, against a real server: in a database of their own, then dropped
    with the logins the examples made (logins belong to the whole server)."""
    import os
    import uuid

    url = os.environ.get("PYRAMID_TEST_POSTGRES_URL")
    if not url:
        pytest.skip("PYRAMID_TEST_POSTGRES_URL is not set (run .ci/postgres.sh to start a "
                    "server)")
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    from coach_app.store.location import resolve_url

    examples = _examples(SERVER_BLOCK)
    assert examples, "docs/headless.md shows no club example"
    base = make_url(resolve_url(url))
    name = f"pc_docs_{uuid.uuid4().hex[:10]}"
    logins = sorted(set(re.findall(r"--login (\w+)", " ".join(c for c, _ in examples))))
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    env = {**os.environ, "PYRAMID_COACH_DB":
           base.set(database=name).render_as_string(hide_password=False)}
    try:
        for command, code in examples:
            _check(command, code, env)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            for role in [*logins, *(f"{name}_{r}" for r in ("admin", "coach", "student"))]:
                if role != base.username:
                    conn.execute(text(f'DROP ROLE IF EXISTS "{role}"'))
        admin.dispose()


def test_docs_have_examples() -> None:
    assert len(_examples()) >= 4
