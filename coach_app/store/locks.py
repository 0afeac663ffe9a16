"""The locks that let several processes open one history at once.

Creating or migrating a history is several statements; two processes doing it at the same
moment would each try to create the same tables (PostgreSQL: a duplicate key in its
catalogue) or fight over switching a new SQLite file to WAL ("database is locked"). So the
look at the schema and the migration run under one lock per history:

* SQLite: a lock file beside the database (``history.sqlite3.lock``, the ``filelock``
  package: an OS-level lock, released by the kernel if the holder dies, so a crashed app
  never blocks the next start);
* PostgreSQL: a transaction-scoped advisory lock taken first in the migrating
  transaction, so it is released with the commit or the rollback.

Only opening is serialised: recording shots needs no lock of ours (SQLite's own write lock
and PostgreSQL's row locks do that work).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from coach_app.store.errors import StoreError

#: How long a process waits for another that is creating or migrating the same history.
WAIT_S = 120.0
#: The advisory lock's key: a fixed 63-bit number that names "the Pyramid Coach schema".
SCHEMA_LOCK_KEY = 0x50_79_72_61_6D_69_64  # "Pyramid" in ASCII


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".lock")


@contextmanager
def opening_lock(db_path: Path | None, wait_s: float = WAIT_S) -> Iterator[None]:
    """Hold the lock beside a SQLite file while the block runs (no-op for a server or an
    in-memory database). A folder where no lock file can be made (a read-only share) is
    opened without it: nothing can be created or migrated there anyway."""
    if db_path is None:
        yield
        return
    lock = FileLock(str(lock_path(db_path)), timeout=wait_s)
    try:
        lock.acquire()
    except Timeout as exc:
        raise StoreError("unreachable", f"{db_path} is being created or updated by another "
                         f"Pyramid Coach for more than {wait_s:.0f} s; try again") from exc
    except OSError:
        yield
        return
    try:
        yield
    finally:
        lock.release()


def advisory_lock_sql(dialect: str) -> str | None:
    """The statement that serialises migrations on this backend, if it needs one."""
    if dialect == "postgresql":
        return f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK_KEY})"
    return None
