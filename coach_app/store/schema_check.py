"""Objects in a history that the program did not make, found before anything is written.

A history file is data, but SQLite keeps code in it too: a trigger runs inside every write
it is attached to (one found in the wild rewrote every earlier shot each time a shot was
recorded; another failed every insert, so shots waited forever), an index can refuse rows
(``UNIQUE``) or evaluate expressions on each write, and a view or an unknown table says
another program has changed the file. So a history must hold exactly the schema the
migrations build, and what else it holds is refused (StoreError ``altered``), naming the
objects, with the file left as it is (docs/history.md says how to remove them):

* SQLite: every trigger and view; any table or index not in the schema (SQLite's own
  ``sqlite_*`` objects excepted); one of ours whose columns or uniqueness were changed.
* PostgreSQL: triggers and rewrite rules on the history's tables, and indexes on them that
  the schema does not have. Other objects of a club's database (views, other tables,
  row-level security policies) are the administrator's and touch no row we write.

The look is made when the history is opened (read-only, before any migration), and again
inside each write transaction when the schema may have changed meanwhile: SQLite's
``schema_version`` is read under the write lock, so no trigger can appear between the
check and the write; on PostgreSQL the check is one catalogue query per write.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from sqlalchemy import Connection, text

from coach_app.store.errors import StoreError, StoreErrorKind

#: The table Alembic keeps the schema revision in.
VERSION_TABLE = "alembic_version"


@dataclass(frozen=True)
class Schema:
    """The tables of a history with their columns, and its indexes by name."""

    tables: dict[str, frozenset[str]]
    #: index name -> (table, columns in order, unique)
    indexes: dict[str, tuple[str, tuple[str, ...], bool]]
    #: the names of the tables' constraints (primary keys, foreign keys, UNIQUE), and of
    #: the index PostgreSQL makes for each primary key and UNIQUE one
    constraints: frozenset[str]


@cache
def expected() -> Schema:
    """The schema the migrations build (tests/store/test_opening.py checks they build
    exactly the models), from the models' metadata."""
    from coach_app.store.models import Base

    tables = {t.name: frozenset(c.name for c in t.columns) for t in Base.metadata.tables.values()}
    tables[VERSION_TABLE] = frozenset({"version_num"})
    indexes = {str(i.name): (t.name, tuple(c.name for c in i.columns), bool(i.unique))
               for t in Base.metadata.tables.values() for i in t.indexes if i.name}
    constraints = {c.name for t in Base.metadata.tables.values() for c in t.constraints
                   if isinstance(c.name, str)}
    constraints.add(f"{VERSION_TABLE}_pkc")  # Alembic's name for its primary key
    return Schema(tables, indexes, frozenset(constraints))


def foreign_objects(conn: Connection) -> list[str]:
    """What the database at ``conn`` holds beyond the history's schema, as "trigger t on
    shots" phrases (empty: nothing foreign). Reads only."""
    if conn.dialect.name == "sqlite":
        return _sqlite(conn)
    if conn.dialect.name == "postgresql":
        return _postgres(conn)
    return []


def _sqlite(conn: Connection) -> list[str]:
    schema = expected()
    found: list[str] = []
    rows = conn.exec_driver_sql("SELECT type, name, tbl_name FROM sqlite_master").fetchall()
    for kind, name, table in rows:
        if name.startswith("sqlite_"):
            continue  # SQLite's own (autoindexes, sqlite_sequence, sqlite_stat1)
        if kind in ("trigger", "view"):
            found.append(f"{kind} {name}" + (f" on {table}" if kind == "trigger" else ""))
        elif kind == "table":
            if name not in schema.tables:
                found.append(f"table {name}")
                continue
            info = conn.exec_driver_sql(f'PRAGMA table_xinfo("{name}")').fetchall()
            # A subset is an older revision (the migration adds the rest); a column more, or
            # a generated one (hidden 2 or 3), is another program's.
            if not {r[1] for r in info} <= schema.tables[name] or any(r[6] > 1 for r in info):
                found.append(f"table {name} (its columns were changed)")
        elif kind == "index":
            want = schema.indexes.get(name)
            if want is None or want[0] != table:
                found.append(f"index {name} on {table}")
                continue
            cols = tuple(r[2] for r in conn.exec_driver_sql(f'PRAGMA index_info("{name}")'))
            listed = {r[1]: r for r in conn.exec_driver_sql(f'PRAGMA index_list("{table}")')}
            entry = listed.get(name)
            unique = bool(entry[2]) if entry else False
            partial = bool(entry[4]) if entry and len(entry) > 4 else False
            if cols != want[1] or unique != want[2] or partial:
                found.append(f"index {name} on {table} (changed)")
    return found


#: One catalogue query for everything that acts on the history's tables in PostgreSQL:
#: triggers, rewrite rules, indexes and constraints (NOT NULL ones aside).
_PG_OBJECTS = text("""
    SELECT 'trigger', t.tgname, c.relname FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname = current_schema() AND c.relname = ANY(:tables)
    UNION ALL
    SELECT 'rule', rulename, tablename FROM pg_rules
      WHERE schemaname = current_schema() AND tablename = ANY(:tables)
    UNION ALL
    SELECT 'index', i.relname, c.relname FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY(:tables)
    UNION ALL
    SELECT 'constraint', k.conname, c.relname FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY(:tables) AND k.contype <> 'n'
""")


def _postgres(conn: Connection) -> list[str]:
    schema = expected()
    allowed = set(schema.indexes) | schema.constraints
    found = []
    for kind, name, table in conn.execute(_PG_OBJECTS, {"tables": sorted(schema.tables)}):
        if kind in ("trigger", "rule") or name not in allowed:
            found.append(f"{kind} {name} on {table}")
    return found


def refusal(shown: str, found: list[str]) -> StoreError:
    listed = ", ".join(found[:4]) + (f" and {len(found) - 4} more" if len(found) > 4 else "")
    return StoreError(StoreErrorKind.ALTERED,
                      f"the history {shown} holds what Pyramid Coach did not make ({listed}): "
                      "it would run on or refuse the history's writes, so nothing is written "
                      "to it; it was left as it is (docs/history.md says how to remove them)")


@dataclass
class SchemaGuard:
    """Checks, inside a write transaction, that nothing foreign appeared since the last
    look (see the module docstring). One per open store; safe across threads."""

    shown: str
    #: SQLite's schema_version when the schema was last found clean (None: not yet).
    clean_version: int | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def check(self, conn: Connection) -> None:
        if conn.dialect.name == "sqlite":
            version = conn.exec_driver_sql("PRAGMA schema_version").scalar()
            with self._lock:
                if version == self.clean_version:
                    return
            found = _sqlite(conn)
            if found:
                raise refusal(self.shown, found)
            with self._lock:
                self.clean_version = _int(version)
        elif conn.dialect.name == "postgresql":
            found = _postgres(conn)
            if found:
                raise refusal(self.shown, found)


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) else None
