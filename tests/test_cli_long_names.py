"""A file or folder name longer than the file system takes (255 bytes) is bad input: every
command that writes or opens a file given on the command line exits 2 with one line naming
the path, writes nothing, and never shows a traceback; a long but legal name is written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from coach_app.files import atomic
from coach_app.store import open_store
from coach_app.store.synth import Weakness, populate
from simulation.errors import InputError

TOO_LONG = "a" * 300
LEGAL = "b" * 245  # with ".toml" 250 bytes: its temporary ".NAME.XXXXXXXX.part" would not be


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "coach_app.cli", *args],
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("db") / "h.db"
    with open_store(db) as store:
        populate(store, shots=3000, player="Ivan", seed=5,
                 weakness=Weakness(cut=(30.0, 45.0), distance=(1.0, 1.5), bias_deg=0.6,
                                   pot_penalty=0.35))
    return db


def _refused(p: subprocess.CompletedProcess, field: str, shown: str = TOO_LONG) -> None:
    """The one line names the field and shows the long part (``shown``: all of it, or the
    start of it where the message shortens a path so that it stays one readable line)."""
    assert p.returncode == 2 and p.stdout == "", p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in p.stderr, p.stderr
    assert field in lines[0] and shown in lines[0], lines[0]


@pytest.mark.parametrize("where", ["{name}.toml", "{name}/weak.toml"])
def test_drills_weak_refuses_a_name_past_the_limit(tmp_path: Path, history: Path,
                                                   where: str) -> None:
    out = tmp_path / where.format(name=TOO_LONG)
    p = _cli("drills", "weak", "--player", "Ivan", "--db", str(history), "--out", str(out),
             "--cells", "1")
    _refused(p, "--out")
    assert "300 bytes" in p.stderr or "305 bytes" in p.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_long_legal_name_is_written(tmp_path: Path, history: Path) -> None:
    # Before: refused with "File name too long", the temporary file's name being longer.
    out = tmp_path / f"{LEGAL}.toml"
    p = _cli("drills", "weak", "--player", "Ivan", "--db", str(history), "--out", str(out),
             "--cells", "1")
    assert p.returncode == 0, p.stderr
    assert "weak.ivan." in out.read_text(encoding="utf-8")
    assert [x.name for x in tmp_path.iterdir()] == [out.name]


@pytest.mark.parametrize("args,field", [
    (("report", "--player", "Ivan", "--out", "{dir}/{name}/r.pdf"), "--out"),
    (("history", "export", "--out", "{dir}/{name}.json"), "--out"),
])
def test_the_other_outputs_refuse_it_too(tmp_path: Path, history: Path,
                                         args: tuple[str, ...], field: str) -> None:
    filled = [a.format(dir=tmp_path, name=TOO_LONG) for a in args]
    _refused(_cli(*filled, "--db", str(history)), field)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("where", ["{name}.db", "{name}/h.db"])
def test_a_history_path_past_the_limit_is_refused(tmp_path: Path, where: str) -> None:
    # Before: OSError from Path.is_dir in the store's check of the file (a traceback).
    db = tmp_path / where.format(name=TOO_LONG)
    p = _cli("drills", "weak", "--player", "Ivan", "--db", str(db))
    # A history address is shortened in the message (it may carry a server's password
    # elsewhere, and a 300-byte path would fill the terminal): the long part's start is shown
    # with the limit it breaks.
    _refused(p, "database", shown=TOO_LONG[:40])
    assert "255 bytes" in p.stderr
    assert list(tmp_path.iterdir()) == []


def test_check_target_names_the_long_part() -> None:
    with pytest.raises(InputError, match="at most 255") as err:
        atomic.check_target(f"/tmp/{TOO_LONG}/x.toml", "--out")
    assert err.value.field == "--out"
