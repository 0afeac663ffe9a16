"""Every malformed ``--db`` is one line naming what is wrong, exit 2, with no password in
it; a command that fails, or only reads, leaves no database behind; a zero-byte file is
refused; looking at a file creates nothing beside it.

Was: ``postgres://…``, ``postgresql+psycopg2://…``, a non-numeric port, a name over 255
characters and ``bench history --writers`` with a wrong password gave tracebacks;
``post gres://ivan:TOPSECRET@club/pyramid`` printed the password; ``report``, ``history
export`` and ``drills weak`` made a new history at a mistyped path; a zero-byte file became
a new empty history; a refused file got ``-shm``, ``-wal`` and ``.lock`` files beside it.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3

import pytest

from coach_app.cli import main
from coach_app.store import StoreError, StoreErrorKind, open_store
from coach_app.store.location import mask_url, parse_url, resolve_url

SECRET = "TOPSECRET"
DOWN = "127.0.0.1:1"  # nothing listens there: refused at once


def _run(argv, capsys) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("db", "words"), [
    (f"post gres://ivan:{SECRET}@club/pyramid", "not a history address"),
    ("postgresql://ivan@club:abc/pyramid", "the port must be a number"),
    ("postgresql://ivan@club:70000/pyramid", "from 1 to 65535"),
    ("postgresql://club", "name the database"),
    ("mysql://ivan@club/pyramid", "cannot hold a history"),
    ("/tmp/" + "a" * 300 + "/h.sqlite3", "longer than 255 bytes"),
    ("/tmp/x\x01y.sqlite3", "control character"),
    (f"host=club user=ivan password={SECRET}", "connection string"),
    (f"postgresql://ivan:{SECRET}@{DOWN}/pyramid?connect_timeout=2", "cannot open"),
    (f"postgres://ivan:{SECRET}@{DOWN}/pyramid?connect_timeout=2", "cannot open"),
    (f"postgresql+psycopg2://ivan:{SECRET}@{DOWN}/p?connect_timeout=2", "cannot open"),
    (f"postgresql://ivan@{DOWN}/p?password={SECRET}&connect_timeout=2", "cannot open"),
])
@pytest.mark.parametrize("command", [["history", "export"], ["report", "--player", "Ivan",
                                                               "--out", "{tmp}/r.pdf"],
                                     ["history", "import", "{tmp}/in.json"],
                                     ["drills", "weak", "--player", "Ivan"]])
def test_a_bad_database_address_is_one_line_without_its_password(db, words, command,
                                                                 tmp_path, capsys):
    (tmp_path / "in.json").write_text('{"format": "pyramid-coach-history", "version": 1}')
    argv = [a.replace("{tmp}", str(tmp_path)) for a in command] + ["--db", db]
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert words in err and SECRET not in err
    assert os.listdir(tmp_path) == ["in.json"]


def test_postgres_and_driver_spellings_mean_postgresql_through_psycopg():
    for scheme in ("postgres", "postgresql", "postgresql+psycopg2", "POSTGRES"):
        assert resolve_url(f"{scheme}://u@h/db") == "postgresql+psycopg://u@h/db"
        assert parse_url(f"{scheme}://u@h:5433/db").port == 5433


def test_a_password_is_masked_even_where_no_parser_reads_the_address():
    assert mask_url(f"post gres://ivan:{SECRET}@club/pyramid") == \
        "post gres://ivan:***@club/pyramid"
    assert SECRET not in mask_url(f"x://a:{SECRET}@b@c/d") and \
        SECRET not in mask_url(f"h/db?password={SECRET}") and \
        SECRET not in mask_url(f"host=a password={SECRET} port=1")
    with pytest.raises(StoreError) as err:
        open_store(f"/tmp/no folder password={SECRET}/h.sqlite3", create=False)
    assert SECRET not in str(err.value) and err.value.__cause__ is None


def test_bench_writers_with_a_database_it_cannot_open_is_one_line(capsys):
    code, out, err = _run(["bench", "history", "--writers", "2", "--shots-per-writer", "3",
                           "--db", f"postgresql://ivan:{SECRET}@{DOWN}/p?connect_timeout=2"],
                          capsys)
    assert code == 2 and out == "" and err.count("\n") == 1 and SECRET not in err


@pytest.mark.parametrize(("argv", "option"), [
    (["bench", "history", "--shots", "1000000000"], "--shots"),
    (["bench", "history", "--repeat", "1000"], "--repeat"),
    (["bench", "history", "--writers", "500"], "--writers"),
    (["bench", "history", "--writers", "2", "--shots-per-writer", "1000000"],
     "--shots-per-writer"),
    (["bench", "analysis", "--settings", "10000"], "--settings"),
    (["bench", "analysis", "--settings", "500", "--samples", "500"], "--samples"),
    (["bench", "gui", "--cold-runs", "100"], "--cold-runs"),
    (["bench", "ai", "--positions", "1000"], "--positions"),
    (["bench", "physics", "--repeat", "100000"], "--repeat"),
])
def test_every_count_a_benchmark_takes_has_a_limit(argv, option, capsys):
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == "" and err.count("\n") == 1 and option in err


@pytest.mark.parametrize("command", [["history", "export"],
                                     ["report", "--player", "Ivan", "--out", "{tmp}/r.pdf"],
                                     ["drills", "weak", "--player", "Ivan"]])
def test_a_command_that_only_reads_creates_no_history(command, tmp_path, capsys):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in command]
    code, _, err = _run([*argv, "--db", str(tmp_path / "mistyped.sqlite3")], capsys)
    assert code == 2 and "no history at" in err and "nothing was created" in err
    assert os.listdir(tmp_path) == []


def test_an_import_that_fails_leaves_no_new_history(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pyramid-coach-pending", "version": 1, "writes": '
                   '[{"op": "end_session", "args": {"session_id": "nowhere"}}]}')
    code, _, err = _run(["history", "import", str(bad), "--db", str(tmp_path / "new.sqlite3")],
                        capsys)
    assert code == 2 and "nowhere" in err
    assert os.listdir(tmp_path) == ["bad.json"]
    good = tmp_path / "good.json"
    good.write_text('{"format": "pyramid-coach-pending", "version": 1, "writes": []}')
    assert _run(["history", "import", str(good), "--db", str(tmp_path / "new.sqlite3")],
                capsys)[0] == 0
    assert "new.sqlite3" in os.listdir(tmp_path)  # an import that works may make one


def test_a_zero_byte_file_is_refused_and_left_as_it_is(tmp_path, capsys):
    empty = tmp_path / "h.sqlite3"
    empty.touch()
    with pytest.raises(StoreError) as err:
        open_store(empty)
    assert err.value.kind is StoreErrorKind.EMPTY and "0 bytes" in err.value.message
    code, _, line = _run(["history", "export", "--db", str(empty)], capsys)
    assert code == 2 and "empty file (0 bytes)" in line
    assert empty.stat().st_size == 0 and os.listdir(tmp_path) == ["h.sqlite3"]


def _refused_newer(path) -> None:
    """A history from a newer program, in WAL mode, as a program leaves it when closed."""
    open_store(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_future'")
    conn.close()


@pytest.mark.parametrize("state", ["closed", "open elsewhere", "crashed"])
def test_looking_at_a_refused_file_creates_nothing_beside_it(tmp_path, state):
    path = tmp_path / "h.sqlite3"
    _refused_newer(path)
    for extra in tmp_path.iterdir():
        if extra != path:
            extra.unlink()  # the .lock of its creation: not part of the look
    holder = None
    if state == "open elsewhere":  # another program has it open: -wal and -shm there
        holder = sqlite3.connect(path)
        holder.execute("SELECT count(*) FROM players").fetchall()
    elif state == "crashed":  # a -wal with writes in it, and no -shm
        writer = sqlite3.connect(path)
        writer.execute("PRAGMA wal_autocheckpoint=0")
        writer.execute("INSERT INTO players VALUES ('p', 'Ivan', 'student', '2026-01-01')")
        writer.commit()
        wal = path.with_name("h.sqlite3-wal").read_bytes()
        writer.close()
        path.with_name("h.sqlite3-wal").write_bytes(wal)
        path.with_name("h.sqlite3-shm").unlink(missing_ok=True)
    entries = sorted(os.listdir(tmp_path))
    digests = {n: hashlib.sha256((tmp_path / n).read_bytes()).hexdigest() for n in entries
               if not n.endswith("-shm")}
    with pytest.raises(StoreError) as err:
        open_store(path)
    assert err.value.kind is StoreErrorKind.NEWER
    assert sorted(os.listdir(tmp_path)) == entries
    assert {n: hashlib.sha256((tmp_path / n).read_bytes()).hexdigest() for n in entries
            if not n.endswith("-shm")} == digests
    if holder is not None:
        holder.close()
