"""Where the history lives: a setting, not a constant.

By default a SQLite file in the user's data directory; ``--db URL`` on a command or the
``PYRAMID_COACH_DB`` environment variable points the program elsewhere, for example at a
club's PostgreSQL server (``postgresql+psycopg://user@host/pyramid``) shared by several
machines. A bare file path is accepted as a SQLite file.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from coach_app.files.folders import data_folder

ENV_VAR = "PYRAMID_COACH_DB"
FILE_NAME = "history.sqlite3"


def default_path() -> Path:
    """The SQLite file in the user's data folder (:mod:`coach_app.files.folders`)."""
    return data_folder() / FILE_NAME


def sqlite_url(path: str | Path) -> str:
    return f"sqlite:///{Path(path).expanduser().resolve()}"


def resolve_url(option: str | Path | None = None, env: Mapping[str, str] | None = None) -> str:
    """The database URL in force: the command's option, else the environment, else the
    default file. A value without ``://`` is a SQLite file path."""
    environ = os.environ if env is None else env
    value = str(option or environ.get(ENV_VAR) or "")
    if not value:
        return sqlite_url(default_path())
    if "://" not in value:
        return sqlite_url(value)
    if value.startswith("postgresql://"):
        # The driver this program ships with (psycopg 3), not SQLAlchemy's psycopg2 default.
        return "postgresql+psycopg://" + value.removeprefix("postgresql://")
    return value
