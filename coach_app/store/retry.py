"""Which database errors are worth trying again, and the backoff between tries.

A write can fail for reasons that pass by themselves: another process holds SQLite's write
lock a moment too long, PostgreSQL picks this transaction as a deadlock or serialisation
victim, or the server restarts and the pooled connection is dead. Such a failure is tried
again after a growing pause. Everything else (a constraint the data breaks, a read-only
file, a full disk) fails at once: repeating it would only delay the message the user needs.

Retrying is only safe because every write is idempotent: ids are chosen before the first
try and each unit of work first looks for its own row (:mod:`coach_app.store.repository`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy.exc import DBAPIError

T = TypeVar("T")

#: PostgreSQL SQLSTATEs that say "try again": serialisation failure, deadlock, lock not
#: available, admin shutdown / crash recovery, and the connection-exception class.
TRANSIENT_SQLSTATES = frozenset({"40001", "40P01", "55P03", "57P01", "57P02", "57P03",
                                 "08000", "08001", "08003", "08004", "08006"})
#: SQLite says so in words (its Python driver has no error codes before 3.11's sqlite_errorname).
TRANSIENT_SQLITE = ("database is locked", "database table is locked", "database is busy")


#: Failures a connection keeps once it has them, while a new one may not: SQLite opens a file
#: that was read-only (or could not be opened) read-only for the connection's whole life,
#: and a PostgreSQL session in a read-only transaction mode (a standby) stays so.
STALE_CONNECTION = ("readonly database", "read-only", "read only", "unable to open database",
                    "disk i/o error")


def is_stale(exc: BaseException) -> bool:
    """Would a new connection perhaps succeed where this one failed (and keeps failing)?
    Such a failure is not tried again at once (the file is still read-only the next
    millisecond), but the pool's connections are replaced before the next write
    (:meth:`coach_app.store.opening.Store.write`), so a history made writable again takes
    the writes kept meanwhile at the Recorder's next try."""
    if not isinstance(exc, DBAPIError):
        return False
    text = str(exc.orig).lower()
    return any(words in text for words in STALE_CONNECTION)


def is_transient(exc: BaseException) -> bool:
    """Would the same write probably succeed if tried again in a moment?"""
    if not isinstance(exc, DBAPIError):
        return False
    if exc.connection_invalidated:
        return True
    orig = exc.orig
    state = getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None)
    if state in TRANSIENT_SQLSTATES:
        return True
    text = str(orig).lower()
    return any(words in text for words in TRANSIENT_SQLITE)


@dataclass(frozen=True)
class Backoff:
    """``tries`` tries in all, pausing ``first`` seconds after the first failure and
    doubling up to ``longest``. With SQLite's own busy wait inside each try (opening.py) the
    defaults give a busy write about half a minute before it is reported."""

    tries: int = 5
    first: float = 0.05
    longest: float = 2.0

    def run(self, work: Callable[[], T], sleep: Callable[[float], None] = time.sleep) -> T:
        delay = self.first
        for attempt in range(1, self.tries + 1):
            try:
                return work()
            except DBAPIError as exc:
                if attempt == self.tries or not is_transient(exc):
                    raise
            sleep(delay)
            delay = min(delay * 2, self.longest)
        raise AssertionError("unreachable")  # the loop returns or raises
