"""A history this program must not use keeps every byte, a pending WAL journal included
(docs/history.md): the look before opening is read-only for real."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest

from coach_app.store import StoreError, open_store


def _digest(path: Path) -> dict[str, str]:
    return {ext: hashlib.sha256(Path(f"{path}{ext}").read_bytes()).hexdigest()
            for ext in ("", "-wal") if Path(f"{path}{ext}").exists()}


def test_a_newer_history_with_a_pending_wal_is_left_as_it_is(tmp_path):
    src = tmp_path / "src.sqlite3"
    open_store(src).close()
    writer = sqlite3.connect(src, isolation_level=None)
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("UPDATE alembic_version SET version_num='9999'")  # a newer program's
    copy = tmp_path / "newer.sqlite3"
    for ext in ("", "-wal"):  # as that program left it when killed: WAL not checkpointed
        shutil.copy(f"{src}{ext}", f"{copy}{ext}")
    writer.close()
    before = _digest(copy)
    assert "-wal" in before
    with pytest.raises(StoreError) as err:
        open_store(copy)
    assert err.value.kind == "newer"
    assert _digest(copy) == before
