"""Opening the history: check the database, bring its schema up to date, hand out sessions.

The order matters. Before anything is written, a read-only look decides whether the
database may be used at all:

* a file that is not a SQLite database, or fails SQLite's own check, is *corrupt*: it is
  reported and never touched, so the user can still rescue it;
* a database whose schema revision this program does not know was written by a *newer*
  version of the program: it is refused and left untouched (an older program cannot know
  what the newer columns mean, and downgrading would lose data);
* a database with tables but no schema revision is not a Pyramid Coach history.

Only then is the real engine made (WAL journal, foreign keys, full sync on SQLite) and the
Alembic migrations run, all in one transaction, up to head. The look is read-only for real
(SQLite's ``mode=ro``): a refused file, even one with a pending WAL journal, keeps every byte.

Several processes may open, create and migrate one history at the same moment (two app
windows, the app and a ``history import``, the machines of a club): the look and the
migration run under a lock, a file beside a SQLite database or an advisory lock on
PostgreSQL (:mod:`coach_app.store.locks`), so exactly one of them creates the schema.

Writes take the write lock when they begin (SQLite ``BEGIN IMMEDIATE``): a transaction that
began as a reader could not wait for the lock, it would fail at once with "database is
locked" whatever the busy timeout. Transient failures are tried again
(:mod:`coach_app.store.retry`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool

from coach_app.store.errors import StoreError
from coach_app.store.location import resolve_url
from coach_app.store.locks import advisory_lock_sql, opening_lock
from coach_app.store.retry import Backoff

T = TypeVar("T")

SQLITE_MAGIC = b"SQLite format 3\x00"
MIGRATIONS = Path(__file__).with_name("migrations")


@dataclass(frozen=True)
class Store:
    """An open history database: its URL (password hidden), engine and session factory."""

    url: str
    engine: Engine
    sessions: sessionmaker[Session]
    revision: str
    #: Sessions whose transactions take the write lock when they begin (see the module).
    writer: sessionmaker[Session] | None = None
    backoff: Backoff = field(default_factory=Backoff)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work, tried once: committed when the block ends, rolled back on any
        error. Prefer :meth:`write`, which tries again while the database is busy."""
        with (self.writer or self.sessions).begin() as session:
            yield session
        _writes[self.url] = _writes.get(self.url, 0) + 1

    def write(self, work: Callable[[Session], T]) -> T:
        """Run ``work`` in one write transaction, again from the start while the failure is
        transient (a busy database, a deadlock victim, a dropped connection). ``work`` must
        be idempotent: choose ids before calling and look for your row first."""

        def once() -> T:
            with self.transaction() as session:
                return work(session)

        return self.backoff.run(once)

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: Transactions committed per database URL by this process: the chart cache's write stamp
#: (coach_app.store.chart_cache), so a chart never shows data older than the last write.
_writes: dict[str, int] = {}


def writes(store: Store) -> int:
    return _writes.get(store.url, 0)


def alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def known_revisions() -> tuple[list[str], str]:
    """Every revision this program knows, oldest first, and the head."""
    script = ScriptDirectory.from_config(alembic_config())
    revs = [s.revision for s in script.walk_revisions()][::-1]
    head = script.get_current_head()
    assert head is not None
    return revs, head


def open_store(url: str | Path | None = None, *, upgrade: bool = True) -> Store:
    """Open (creating if needed) the history at ``url`` (see :func:`resolve_url`) and
    migrate it to the current schema. Raises :class:`StoreError` for a database that must
    not be used."""
    try:
        parsed = make_url(resolve_url(url))
    except ArgumentError as exc:
        raise StoreError("invalid", f"not a database URL: {url!r}") from exc
    shown = parsed.render_as_string(hide_password=True)
    sqlite = parsed.get_backend_name() == "sqlite"
    path = _sqlite_path(parsed.database) if sqlite else None
    if path is not None:
        _check_sqlite_file(path)
    revs, head = known_revisions()
    with opening_lock(path):
        current = _probe(parsed, shown, revs, head, path)
        engine = _engine(parsed)
        if upgrade and current != head:
            _migrate(engine, shown)
            current = head
    writer = sessionmaker(engine.execution_options(pyramid_write=True), expire_on_commit=False)
    return Store(shown, engine, sessionmaker(engine, expire_on_commit=False), current or "",
                 writer)


def _migrate(engine: Engine, shown: str) -> None:
    """Bring the schema to head in one transaction; on PostgreSQL under an advisory lock,
    so that of several machines opening a new club database at once one creates it and the
    others find it made (Alembic reads the revision again inside the lock)."""
    try:
        with engine.begin() as conn:
            lock = advisory_lock_sql(conn.dialect.name)
            if lock:
                conn.exec_driver_sql(lock)
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
    except DatabaseError as exc:
        engine.dispose()
        raise StoreError("unreachable", f"cannot update the history {shown}: "
                         f"{_reason(exc)}") from exc


def _sqlite_path(database: str | None) -> Path | None:
    """The file of a SQLite URL, also in SQLite's URI form (``file:PATH?mode=ro``)."""
    if database in (None, "", ":memory:"):
        return None
    if database.startswith("file:"):
        name = database.removeprefix("file:").split("?", 1)[0]
        return None if name in ("", ":memory:") else Path(name)
    return Path(database)


def _check_sqlite_file(path: Path) -> None:
    try:
        path.stat()
    except FileNotFoundError:
        pass
    except OSError as exc:  # a name too long, a loop of links: Path.is_dir would raise it
        raise StoreError("unreachable", f"cannot open {path}: {exc.strerror}") from exc
    if path.is_dir():
        raise StoreError("unreachable", f"{path} is a folder, not a history file")
    if path.exists() and path.stat().st_size > 0:
        try:
            with path.open("rb") as fh:
                header = fh.read(len(SQLITE_MAGIC))
        except OSError as exc:
            raise StoreError("unreachable", f"cannot read {path}: {exc.strerror}") from exc
        if header != SQLITE_MAGIC:
            raise StoreError("corrupt", f"{path} is not a SQLite database (damaged or another "
                             "kind of file); it was left as it is")
    else:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError("unreachable", f"cannot create {path.parent}: {exc.strerror}") \
                from exc


def _probe(url: URL, shown: str, revs: list[str], head: str, path: Path | None) -> str | None:
    """Read the schema revision without writing anything; refuse what must not be opened."""
    if path is not None and path.exists():
        # Read-only for real: SQLite neither checkpoints a pending WAL journal into the file
        # nor writes anything else through this connection.
        url = url.set(database=f"file:{path}?mode=ro", query={"uri": "true"})
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            if url.get_backend_name() == "sqlite":
                rows = [r[0] for r in conn.exec_driver_sql("PRAGMA quick_check")]
                if rows != ["ok"]:
                    raise StoreError("corrupt", f"the history {shown} is damaged "
                                     f"({'; '.join(map(str, rows[:3]))}); it was left as it is")
            tables = set(inspect(conn).get_table_names())
            if "alembic_version" not in tables:
                if tables:
                    raise StoreError("foreign", f"{shown} holds tables but is not a Pyramid "
                                     "Coach history; it was left as it is")
                return None
            current = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
    except OperationalError as exc:
        raise StoreError("unreachable", f"cannot open the history {shown}: "
                         f"{_reason(exc)}") from exc
    except DatabaseError as exc:
        raise StoreError("corrupt", f"the history {shown} is damaged ({_reason(exc)}); "
                         "it was left as it is") from exc
    finally:
        engine.dispose()
    if current is not None and current not in revs:
        raise StoreError("newer", f"the history {shown} was written by a newer version of "
                         f"Pyramid Coach (schema {current}; this version knows up to {head}). "
                         "Update the program to open it; the history was left untouched.")
    return current


def _reason(exc: DatabaseError) -> str:
    return str(exc.orig).strip().splitlines()[0] if exc.orig is not None else str(exc)


def _engine(url: URL) -> Engine:
    if url.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url)
    event.listen(engine, "connect", _sqlite_connect)
    event.listen(engine, "begin", _sqlite_begin)
    return engine


def _sqlite_connect(dbapi_conn: Any, _record: Any) -> None:
    """WAL lets the review screen read while a shot is written; FULL sync makes every
    committed shot survive a crash or a power cut; foreign keys keep the tree whole.
    The driver's own transaction handling is switched off so that DDL in migrations is
    transactional too (SQLAlchemy's documented recipe for pysqlite)."""
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.close()


def _sqlite_begin(conn: Any) -> None:
    """Writers ask for the write lock up front, so SQLite's busy wait applies to them (a
    deferred transaction upgrading to a writer is refused at once when another process
    writes); readers begin deferred and never block anyone (WAL)."""
    write = conn.get_execution_options().get("pyramid_write", False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
