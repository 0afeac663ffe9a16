"""Opening the history: check the database, bring its schema up to date, hand out sessions.

The order matters. Before anything is written, the address is checked
(:func:`coach_app.store.location.parse_url`) and a read-only look decides whether the
database may be used at all:

* a file that is not a SQLite database, or fails SQLite's own check, is *corrupt*, and an
  empty one (0 bytes) is no history either: reported and never touched, so the user can
  still rescue it;
* a database whose schema revision this program does not know was written by a *newer*
  version of the program: it is refused and left untouched (an older program cannot know
  what the newer columns mean, and downgrading would lose data);
* a database with tables but no schema revision is not a Pyramid Coach history;
* a history holding a trigger, a view or another object the program did not make is
  *altered* (:mod:`coach_app.store.schema_check`).

The look creates nothing, not even beside the file (:mod:`coach_app.store.sqlite_file`): a
refused file, even one with a pending WAL journal, keeps every byte and its folder every
entry. Only then is the real engine made (WAL journal, foreign keys, full sync on SQLite)
and the Alembic migrations run, all in one transaction, up to head. A new SQLite history is
built beside its name and renamed into place when whole.

Several processes may open, create and migrate one history at the same moment (two app
windows, the app and a ``history import``, the machines of a club): creating and migrating
run under a lock, a file beside a SQLite database or an advisory lock on PostgreSQL
(:mod:`coach_app.store.locks`), so exactly one of them creates the schema. Opening a
history that is up to date takes no lock.

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
from urllib.parse import quote, unquote

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DatabaseError, DBAPIError, NoSuchModuleError, OperationalError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool

from coach_app.store import sqlite_file
from coach_app.store.denied import denial
from coach_app.store.errors import DeniedError, StoreError, StoreErrorKind
from coach_app.store.location import mask_url, parse_url, shown_url
from coach_app.store.locks import advisory_lock_sql, opening_lock
from coach_app.store.retry import Backoff, is_stale
from coach_app.store.schema_check import SchemaGuard, foreign_objects, refusal

T = TypeVar("T")

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
    #: Whether this opening made the history (a command that then fails removes it again).
    created: bool = False
    #: Refuses a write when something foreign appeared in the schema (schema_check.py).
    guard: SchemaGuard | None = None
    #: The SQLite file (None: a server, or memory).
    path: Path | None = None

    @contextmanager
    def transaction(self, derived: bool = False) -> Iterator[Session]:
        """One unit of work, tried once: committed when the block ends, rolled back on any
        error. Prefer :meth:`write`, which tries again while the database is busy.
        ``derived``: the work only keeps values computed from what is recorded (the aim
        judgements), counted apart so the charts of what is recorded stay cached."""
        with (self.writer or self.sessions).begin() as session:
            if self.guard is not None:
                self.guard.check(session.connection())
            yield session
        counts = _derived if derived else _writes
        counts[self.url] = counts.get(self.url, 0) + 1

    def write(self, work: Callable[[Session], T], derived: bool = False) -> T:
        """Run ``work`` in one write transaction, again from the start while the failure is
        transient (a busy database, a deadlock victim, a dropped connection). ``work`` must
        be idempotent: choose ids before calling and look for your row first.

        A failure a connection keeps (a file that was read-only when it was opened) is not
        tried again, but the pool's connections are replaced, so that the next write, once
        the file is writable again, gets a connection that can write."""

        def attempt() -> T:
            with self.transaction(derived) as session:
                return work(session)

        def once() -> T:
            try:
                return attempt()
            except DBAPIError as exc:
                if not is_stale(exc):
                    raise
                repaired = self.path is not None and sqlite_file.writable_again(self.path)
                self.engine.dispose()
                if not repaired:
                    raise
            return attempt()  # the side files are writable again: at once, on a new connection

        try:
            return self.backoff.run(once)
        except DBAPIError as exc:
            refused = denial(exc, "write", self.login)
            if refused is None:
                raise
            raise refused from None

    @property
    def login(self) -> str:
        """The database login (PostgreSQL's user), "" for a SQLite file."""
        if self.engine.dialect.name == "sqlite":
            return ""
        return self.engine.url.username or ""

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: Transactions committed per database URL by this process: the chart cache's write stamp
#: (coach_app.store.chart_cache), so a chart never shows data older than the last write;
#: those that kept only derived values (``Store.transaction(derived=True)``) apart.
_writes: dict[str, int] = {}
_derived: dict[str, int] = {}


def writes(store: Store, derived: bool = False) -> int:
    """Transactions this process committed to ``store`` (``derived``: of derived values)."""
    return (_derived if derived else _writes).get(store.url, 0)


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


def open_store(url: str | Path | None = None, *, upgrade: bool = True,
               create: bool = True) -> Store:
    """Open the history at ``url`` (see :func:`coach_app.store.location.resolve_url`) and
    migrate it to the current schema. ``create`` False refuses to make a new one (a
    read-only command, or a mistyped path, never leaves a new history behind). Raises
    :class:`StoreError` for a database that must not be used; its message never holds a
    password (not even one typed into a file name), nor does its chain of causes."""
    try:
        return _open_store(url, upgrade, create)
    except StoreError as exc:
        masked = mask_url(exc.message)
        if masked != exc.message and isinstance(exc, DeniedError):
            raise DeniedError(masked, exc.action, exc.table, exc.login) from None
        if masked != exc.message:
            raise StoreError(exc.kind, masked, exc.field) from None
        raise


def _open_store(url: str | Path | None, upgrade: bool, create: bool) -> Store:
    parsed = parse_url(url)
    shown = shown_url(parsed)
    path = _sqlite_path(parsed.database) if parsed.get_backend_name() == "sqlite" else None
    revs, head = known_revisions()
    created = False
    if path is not None and not sqlite_file.look(path):
        if not create:
            raise StoreError(StoreErrorKind.UNREACHABLE,
                             f"there is no history at {path} (nothing was created)")
        with opening_lock(path):
            if not sqlite_file.look(path):  # another process may have made it meanwhile
                sqlite_file.create(path, lambda tmp: _build(parsed, tmp, shown))
                created = True
    current = _probe(parsed, shown, revs, head, path)
    if current is None and not create:
        raise StoreError(StoreErrorKind.FOREIGN,
                         f"{shown} holds no history (nothing was created)")
    engine = _engine(parsed)
    if upgrade and current != head:
        with opening_lock(path):
            current = _probe(parsed, shown, revs, head, path)  # again, under the lock
            if current != head:
                _migrate(engine, shown)
                created = created or current is None
                current = head
    writer = sessionmaker(engine.execution_options(pyramid_write=True), expire_on_commit=False)
    return Store(shown, engine, sessionmaker(engine, expire_on_commit=False), current or "",
                 writer, created=created, guard=SchemaGuard(shown), path=path)


@contextmanager
def command_store(url: str | Path | None, *, create: bool) -> Iterator[Store]:
    """The history a headless command works on, closed when the block ends. A history this
    opening created (``create`` True, a SQLite file that was not there) is removed again
    when the block raises: a command that fails leaves no new database behind. A
    command that only reads passes ``create`` False and never makes one."""
    store = open_store(url, create=create)
    try:
        yield store
    except BaseException:
        store.close()
        if store.created and store.path is not None:
            from coach_app.store.locks import lock_path

            for p in (store.path, *(store.path.with_name(store.path.name + s)
                                    for s in ("-wal", "-shm", "-journal")),
                      lock_path(store.path)):
                p.unlink(missing_ok=True)
        raise
    store.close()


def _build(url: URL, tmp: Path, shown: str) -> None:
    """The schema, in the temporary file a new history is made in (sqlite_file.create),
    checkpointed so the file is whole without its -wal once closed."""
    engine = _engine(url.set(database=str(tmp), query={}))
    try:
        _migrate(engine, shown)
        with engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        engine.dispose()


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
        refused = denial(exc, "write", engine.url.username or "")
        if refused is not None:
            raise refused from None
        raise StoreError(StoreErrorKind.UNREACHABLE, f"cannot update the history {shown}: "
                         f"{_reason(exc, shown)}") from exc


def _sqlite_path(database: str | None) -> Path | None:
    """The file of a SQLite URL, also in SQLite's URI form (``file:PATH?mode=ro``)."""
    if database in (None, "", ":memory:"):
        return None
    if database.startswith("file:"):
        name = unquote(database.removeprefix("file:").split("?", 1)[0])
        return None if name in ("", ":memory:") else Path(name)
    return Path(database)


def _probe(url: URL, shown: str, revs: list[str], head: str, path: Path | None) -> str | None:
    """Read the schema revision without writing anything, nor creating anything beside a
    file (sqlite_file.look_uri); refuse what must not be opened."""
    if path is None:
        return _probe_at(url, shown, revs, head)
    before = sqlite_file.stat_of(path)
    try:
        with sqlite_file.look_uri(path) as uri:
            return _probe_at(url.set(database=uri, query={"uri": "true"}), shown, revs, head)
    except StoreError as exc:
        if exc.kind is not StoreErrorKind.CORRUPT or not sqlite_file.changed_since(path,
                                                                                 before):
            raise
    # Written while it was looked at: the look may have read torn pages. Again, the
    # ordinary read-only way (the file is in use, its -wal and -shm are there).
    uri = f"file:{quote(str(path))}?mode=ro"
    return _probe_at(url.set(database=uri, query={"uri": "true"}), shown, revs, head)


def _probe_at(url: URL, shown: str, revs: list[str], head: str) -> str | None:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            if url.get_backend_name() == "sqlite":
                rows = [r[0] for r in conn.exec_driver_sql("PRAGMA quick_check")]
                if rows != ["ok"]:
                    raise StoreError(StoreErrorKind.CORRUPT, f"the history {shown} is damaged "
                                     f"({'; '.join(map(str, rows[:3]))}); it was left as it is")
            tables = set(inspect(conn).get_table_names())
            if "alembic_version" not in tables:
                if tables:
                    raise StoreError(StoreErrorKind.FOREIGN, f"{shown} holds tables but is "
                                     "not a Pyramid Coach history; it was left as it is")
                current = None
            else:
                current = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
            if current is not None and current not in revs:
                raise StoreError(StoreErrorKind.NEWER, f"the history {shown} was written by a "
                                 f"newer version of Pyramid Coach (schema {current}; this "
                                 f"version knows up to {head}). Update the program to open "
                                 "it; the history was left untouched.")
            found = foreign_objects(conn)
            if found:
                raise refusal(shown, found)
    except OperationalError as exc:
        refused = denial(exc, "read", url.username or "")  # no CONNECT on the database
        if refused is not None:
            raise refused from None
        raise StoreError(StoreErrorKind.UNREACHABLE, f"cannot open the history {shown}: "
                         f"{_reason(exc, shown)}") from exc
    except DatabaseError as exc:
        # A login without the rights to read is no damaged history (coach_app.store.denied).
        refused = denial(exc, "read", url.username or "")
        if refused is not None:
            raise refused from None
        raise StoreError(StoreErrorKind.CORRUPT, f"the history {shown} is damaged "
                         f"({_reason(exc, shown)}); it was left as it is") from exc
    except (ImportError, NoSuchModuleError) as exc:  # a driver this installation lacks
        raise StoreError(StoreErrorKind.BAD_URL, f"cannot open the history {shown}: "
                         f"its database driver is not installed ({exc})") from exc
    finally:
        engine.dispose()
    return current


def _reason(exc: DatabaseError, shown: str) -> str:
    """The driver's first line, with no password in it even if the driver quoted one."""
    reason = str(exc.orig).strip().splitlines()[0] if exc.orig is not None else str(exc)
    return mask_url(reason)


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
    ``trusted_schema`` off: nothing in the file's schema may call a function with side
    effects (schema_check.py refuses triggers and views anyway). The driver's own
    transaction handling is switched off so that DDL in migrations is transactional too
    (SQLAlchemy's documented recipe for pysqlite)."""
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.execute("PRAGMA trusted_schema=OFF")
    cur.close()


def _sqlite_begin(conn: Any) -> None:
    """Writers ask for the write lock up front, so SQLite's busy wait applies to them (a
    deferred transaction upgrading to a writer is refused at once when another process
    writes); readers begin deferred and never block anyone (WAL)."""
    write = conn.get_execution_options().get("pyramid_write", False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
