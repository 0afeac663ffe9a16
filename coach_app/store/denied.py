"""A refusal by the server's roles, said as one: "you may not …", naming what.

On a club's PostgreSQL server every login has a role (coach_app.store.club): the server
itself refuses a student's write to another student's rows (row-level security) and any
login a table it holds no grant on. Both come back as SQLSTATE 42501
(``insufficient_privilege``). Without this module such a refusal met the store's
catch-all for database errors and was told as "the history is damaged (permission
denied…)", which sends a user to rescue a file nothing is wrong with. Here it becomes a
:class:`DeniedError` naming the action and the table, and the login that was refused.

What the server sends, and what it becomes:

* ``permission denied for table shots`` while reading: "you may not read the shots";
  while writing: "you may not change the shots";
* ``permission denied for schema public`` / ``for database pyramid``: "you may not read
  this history";
* ``new row violates row-level security policy for table "shots"``: "you may not write
  another player's shots";
* ``must be owner of table shots`` (a migration, ``club init`` by a login that does not
  own the tables): "you may not change the history's tables";
* ``permission denied to create role``: "you may not manage the club's logins".
"""

from __future__ import annotations

import re

from coach_app.store.errors import DeniedError

INSUFFICIENT_PRIVILEGE = "42501"

#: The tables as a user names them (the English the CLI prints; the app translates the
#: table's code itself, coach_app.shell.history_open).
WHAT = {
    "players": "players", "sessions": "sessions", "drill_sets": "drill sets",
    "attempts": "attempts", "games": "games", "frames": "frames", "shots": "shots",
    "annotations": "notes", "marks": "marks", "aim_errors": "aim-bias judgements",
    "plans": "practice plans",
    "alembic_version": "history",
}

_TABLE = re.compile(r'(?:for|of) (?:table|relation|view) "?([\w.]+)"?')
_POLICY = re.compile(r'row-level security policy for table "?([\w.]+)"?')
_OWNER = re.compile(r"must be owner of")
_ROLE = re.compile(r"permission denied to (?:create|alter|drop|grant|revoke|set)|"
                   r"must have (?:admin option|CREATEROLE)|to create role", re.IGNORECASE)


def sqlstate(exc: BaseException) -> str | None:
    """The SQLSTATE of a driver error (wrapped by SQLAlchemy or not); None if it has none."""
    orig = getattr(exc, "orig", None) or exc
    return getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None)


def first_line(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    text = str(orig).strip()
    return text.splitlines()[0] if text else type(orig).__name__


def denial(exc: BaseException, doing: str, login: str = "") -> DeniedError | None:
    """``exc`` as a :class:`DeniedError` if the server refused this login the right
    (``doing``: ``read`` or ``write``, what the store was at), else None."""
    if sqlstate(exc) != INSUFFICIENT_PRIVILEGE:
        return None
    said = first_line(exc)
    who = f"login {login!r}" if login else "this login"
    policy = _POLICY.search(said)
    if policy:
        table = policy.group(1).rsplit(".", 1)[-1]
        return DeniedError(f"you may not write another player's {WHAT.get(table, table)} "
                           f"({who}; the server's row-level security on table {table})",
                           "write", table, login)
    if _OWNER.search(said):
        return DeniedError(f"you may not change the history's tables ({who} does not own "
                           "them): their owner must open the history once with this "
                           "version, or set the club up", "schema", "", login)
    if _ROLE.search(said):
        return DeniedError(f"you may not manage the club's logins ({who} lacks the "
                           f"CREATEROLE right: {said})", "manage", "", login)
    found = _TABLE.search(said)
    table = found.group(1).rsplit(".", 1)[-1] if found else ""
    if table == "alembic_version" or not table:
        return DeniedError(f"you may not read this history ({who} has no rights on it: "
                           f"{said}); ask the club's administrator", "read", table, login)
    what = WHAT.get(table, table)
    verb = "read" if doing == "read" else "change"
    return DeniedError(f"you may not {verb} the {what} of this history ({who} has no "
                       f"rights on table {table}); ask the club's administrator",
                       verb, table, login)


def not_yours(table: str, login: str = "") -> DeniedError:
    """A delete or update the server's policies let through on no row: the row is there
    (this login reads it) but belongs to another player."""
    who = f"login {login!r}" if login else "this login"
    what = WHAT.get(table, table)
    return DeniedError(f"you may not change another player's {what} ({who}; the "
                       f"server's row-level security on table {table})", "change", table,
                       login)
