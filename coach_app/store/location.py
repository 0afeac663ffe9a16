"""Where the history lives: a setting, not a constant, and how its address is checked.

By default a SQLite file in the user's data directory; ``--db URL`` on a command or the
``PYRAMID_COACH_DB`` environment variable points the program elsewhere, for example at a
club's PostgreSQL server (``postgresql://user@host/pyramid``) shared by several machines. A
bare file path is accepted as a SQLite file.

Every address is checked before anything is opened (:func:`parse_url`): only SQLite files
and PostgreSQL servers hold a history, ``postgres://`` (Heroku's and libpq's spelling) and a
libpq driver name (``postgresql+psycopg2://``) both mean PostgreSQL through psycopg 3, the
driver the program ships with, a port is a number from 1 to 65535, and a file's path fits
the file system (each name at most 255 bytes). Anything else is a :class:`StoreError` of
kind ``bad_url``, one line that names what is wrong. No message ever shows a password
(:func:`mask_url`), also when the address could not be parsed at all.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from coach_app.files.paths import path_problem
from coach_app.files.secrets import mask_secrets
from coach_app.store.errors import StoreError, StoreErrorKind

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

from coach_app.files.folders import data_folder

ENV_VAR = "PYRAMID_COACH_DB"
FILE_NAME = "history.sqlite3"

#: The longest address accepted (a path is at most 4096 bytes on Linux, a URL a bit more).
MAX_URL = 4096
#: The PostgreSQL driver this program ships with, and the spellings taken to mean it.
PG_SCHEME = "postgresql+psycopg"
PG_ALIASES = ("postgres", "postgresql", "postgresql+psycopg2", "postgresql+psycopg2cffi",
              "postgresql+psycopg")
SQLITE_SCHEMES = ("sqlite", "sqlite+pysqlite")

#: A libpq connection string ("host=club dbname=pyramid"), which is no file path.
_LIBPQ_DSN = re.compile(r"(?i)^\s*(host|hostaddr|dbname|user|password|port|service)\s*=")


def default_path() -> Path:
    """The SQLite file in the user's data folder (:mod:`coach_app.files.folders`)."""
    return data_folder() / FILE_NAME


def mask_url(text: str) -> str:
    """``text`` with any password in it replaced by ``***`` (coach_app/files/secrets.py)."""
    return mask_secrets(text)


def shown_url(url: URL) -> str:
    """A parsed URL as messages show it: no password, not even in its query."""
    query = {k: ("***" if k.lower() in ("password", "passwd", "pwd") else v)
             for k, v in url.query.items()}
    return url.set(query=query).render_as_string(hide_password=True)


def _bad(value: str, why: str) -> StoreError:
    shown = mask_url(value)
    if len(shown) > 100:
        shown = shown[:99] + "…"
    return StoreError(StoreErrorKind.BAD_URL, f"{shown!r} is not a history address: {why}")


def check_path(path: str | Path, value: str | None = None) -> Path:
    """A SQLite file's path, refused (``bad_url``) when the file system could not hold it
    (coach_app/files/paths.py)."""
    text = str(path)
    problem = path_problem(text)
    if problem is not None:
        raise _bad(value if value is not None else text, problem)
    return Path(text)


def sqlite_url(path: str | Path) -> str:
    checked = check_path(Path(path).expanduser())
    try:
        return f"sqlite:///{checked.resolve()}"
    except (OSError, RuntimeError) as exc:  # a symlink loop, a name the system refuses
        raise _bad(str(path), str(exc)) from None


def resolve_url(option: str | Path | None = None, env: Mapping[str, str] | None = None) -> str:
    """The database URL in force: the command's option, else the environment, else the
    default file. A value without ``://`` is a SQLite file path; the PostgreSQL spellings
    of the module docstring become :data:`PG_SCHEME`. Raises StoreError (``bad_url``) for a
    path no file system could hold."""
    environ = os.environ if env is None else env
    value = str(option or environ.get(ENV_VAR) or "")
    if not value:
        return sqlite_url(default_path())
    if len(value) > MAX_URL:
        raise _bad(value, f"it is longer than {MAX_URL} characters")
    if "://" not in value:
        if _LIBPQ_DSN.match(value):
            raise _bad(value, "a connection string is written as a URL here: "
                       "postgresql://user@host/name")
        return sqlite_url(value)
    scheme, rest = value.split("://", 1)
    if scheme.lower() in PG_ALIASES:
        return f"{PG_SCHEME}://{rest}"
    return value


def parse_url(value: str | Path | None) -> URL:
    """The checked URL of the history at ``value`` (see :func:`resolve_url`); StoreError
    ``bad_url`` naming what is wrong, with no password in it."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    given = str(value or "")
    text = resolve_url(value)
    shown = given if "://" in given else text  # what the user typed, else the file's URL
    if any(not ch.isprintable() for ch in text):
        raise _bad(shown, "it holds a control character")
    try:
        url = make_url(text)
    except ArgumentError:
        raise _bad(shown, "write a file path, sqlite:///PATH or postgresql://user@host/name") \
            from None
    except ValueError as exc:  # SQLAlchemy's int() of a port that is not a number
        raise _bad(shown, "the port must be a number" if "int()" in str(exc) else str(exc)) \
            from None
    scheme = url.drivername.lower()
    if scheme not in (*SQLITE_SCHEMES, PG_SCHEME):
        raise _bad(shown, f"{url.drivername}:// cannot hold a history; use a SQLite file "
                   "or a PostgreSQL server (postgresql://user@host/name)")
    if url.port is not None and not 1 <= url.port <= 65535:
        raise _bad(shown, "the port must be a number from 1 to 65535")
    if scheme == PG_SCHEME and not url.database:
        raise _bad(shown, "name the database after the server (postgresql://host/NAME)")
    if scheme in SQLITE_SCHEMES and url.database not in (None, "", ":memory:"):
        name = url.database.removeprefix("file:").split("?", 1)[0]
        check_path(name, shown)
    return url
