"""``pyramid-coach club init|grant|revoke``: a club's PostgreSQL history with roles.

The server enforces the roles (coach_app.store.club); these commands set them up and print
what they did as JSON. Bad input is one line on standard error and exit 2, with nothing
changed (each command is one transaction). A password is read from standard input
(``--password-stdin``), never from the command line (where ``ps`` shows it to everyone) and
never printed: the output says ``"password": "***"`` and the login's address has ``***``
in its place.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from coach_app.cli.jsonio import write_json
from simulation.errors import InputError


def register(sub: argparse._SubParsersAction) -> None:
    c = sub.add_parser("club", help="a club's PostgreSQL server: roles the server enforces "
                                    "(administrator, coach, student)")
    csub = c.add_subparsers(dest="club", metavar="ACTION")
    i = csub.add_parser("init", help="create the roles, grants and row-level security "
                                     "policies (again at any time: changes nothing twice)")
    _db(i)
    i.set_defaults(handler=_init)
    g = csub.add_parser("grant", help="give a login (made if new) a role, as a player")
    g.add_argument("--login", required=True, help="the PostgreSQL login (lower case)")
    g.add_argument("--role", required=True, help="admin, coach or student")
    g.add_argument("--player", metavar="NAME",
                   help="the player this login is (made if new; a coach and a student must "
                        "be one)")
    g.add_argument("--students", metavar="A,B",
                   help="a coach's students (players of the history), comma-separated")
    g.add_argument("--password-stdin", action="store_true",
                   help="set the login's password to the first line of standard input")
    _db(g)
    g.set_defaults(handler=_grant)
    r = csub.add_parser("revoke", help="take a login's club role (or a coach's students)")
    r.add_argument("--login", required=True)
    r.add_argument("--students", metavar="A,B", help="only these students from the coach")
    _db(r)
    r.set_defaults(handler=_revoke)


def _db(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="URL",
                   help="the club's PostgreSQL history, as its owner or administrator "
                        "(default: $PYRAMID_COACH_DB)")


def _server(db: str | None) -> str | None:
    """Refuse a SQLite history before anything is opened (or made)."""
    from coach_app.store.location import parse_url

    if parse_url(db).get_backend_name() != "postgresql":
        raise InputError("--db", "club roles need a PostgreSQL server: a SQLite history "
                         "has no logins")
    return db


def _names(value: str | None) -> tuple[str, ...]:
    if value is None:
        return ()
    names = tuple(n.strip() for n in value.split(","))
    if not all(names):
        raise InputError("--students", "an empty name in the list")
    return names


def _password(args: argparse.Namespace) -> str | None:
    if not args.password_stdin:
        return None
    line = sys.stdin.readline()
    if len(line) > 1000:
        raise InputError("--password-stdin", "the password is longer than 1000 characters")
    return line.rstrip("\r\n")


def _out(store: Any, result: dict[str, Any]) -> int:
    write_json({"database": store.url, **result})
    return 0


def _init(args: argparse.Namespace) -> int:
    from coach_app.store import club
    from coach_app.store.opening import command_store

    # The owner may set the club up in a new, empty database: the history is made first.
    with command_store(_server(args.db), create=True) as store:
        return _out(store, club.init(store))


def _grant(args: argparse.Namespace) -> int:
    from coach_app.files.secrets import mask_secrets
    from coach_app.store import club
    from coach_app.store.opening import command_store

    students = _names(args.students)
    password = _password(args)
    with command_store(_server(args.db), create=False) as store:
        result = club.grant(store, args.login, args.role, player=args.player,
                            students=students, password=password)
        url = store.engine.url.set(username=args.login,
                                   password="***" if password is not None else None)
        result["url"] = mask_secrets(url.render_as_string(hide_password=False))
        return _out(store, result)


def _revoke(args: argparse.Namespace) -> int:
    from coach_app.store import club
    from coach_app.store.opening import command_store

    with command_store(_server(args.db), create=False) as store:
        return _out(store, club.revoke(store, args.login, students=_names(args.students)))
