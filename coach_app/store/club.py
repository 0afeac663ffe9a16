"""A club's history on PostgreSQL with roles the server enforces (docs/history.md, "A club's
server").

Three group roles per database, named after it (for the database ``pyramid``):

* ``pyramid_admin``: the club's administrator; reads and writes every row, adds players,
  makes logins, grants and revokes (``club grant|revoke``: a login granted this role gets
  ``CREATEROLE`` and the admin option on the three roles, which PostgreSQL 16 asks for);
* ``pyramid_coach``: reads their students' sessions, shots and games, writes notes and
  marks on them, and records their own play; changes none of a student's rows;
* ``pyramid_student``: records and reads only their own sessions, shots and games.

A login gets one of them (``club grant``) and is mapped to the player it is in the table
``pyramid_club.members``; a coach's students are in ``pyramid_club.coaching``. The rows are
guarded by the server's row-level security (coach_app.store.club_policies), not by the
program: a student's login that connects with ``psql`` is refused the same. ``club init``
sets everything up and may run again at any time (after an upgrade that added a table, it
covers the new one); it needs the login that owns the history's tables. A SQLite history
has no logins and nothing of this applies to it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from coach_app.store import club_policies as cp
from coach_app.store.coltypes import new_id, utc_now
from coach_app.store.denied import denial
from coach_app.store.errors import DeniedError, StoreError, StoreErrorKind
from coach_app.store.opening import Store
from simulation.errors import InputError

T = TypeVar("T")

CLUB_ROLES = ("admin", "coach", "student")
#: A login as the club's administrator types it: PostgreSQL's unquoted identifiers (so the
#: same name works in psql and in a URL), not one of the server's own ``pg_`` roles.
LOGIN = re.compile(r"[a-z_][a-z0-9_]{0,62}")
#: An advisory lock key ("PYRAMIDC" + 1): two administrators setting the club up at once
#: take turns (the migrations' key is a neighbour, coach_app.store.locks).
INIT_LOCK = 0x50595241_4D494443 + 1


@dataclass(frozen=True)
class ClubRoles:
    """The group roles of one database."""

    admin: str
    coach: str
    student: str

    def of(self, role: str) -> str:
        return {"admin": self.admin, "coach": self.coach, "student": self.student}[role]

    def all(self) -> tuple[str, str, str]:
        return (self.admin, self.coach, self.student)


def club_roles(database: str) -> ClubRoles:
    """The group roles named after the database (a role name holds at most 63 bytes)."""
    base = re.sub(r"[^a-z0-9_]", "_", database.lower())[:50] or "pyramid"
    return ClubRoles(f"{base}_admin", f"{base}_coach", f"{base}_student")


def _server(store: Store) -> None:
    if store.engine.dialect.name != "postgresql":
        raise StoreError(StoreErrorKind.INVALID, "club roles need a PostgreSQL server: a "
                         "SQLite history has no logins", "--db")


def _run(store: Store, work: Callable[[Connection], T]) -> T:
    """One transaction under the club's lock; the server's refusals said as such."""
    try:
        with store.engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": INIT_LOCK})
            return work(conn)
    except DBAPIError as exc:
        refused = denial(exc, "write", store.login)
        if refused is None:
            raise
        raise refused from None


def _roles(conn: Connection) -> ClubRoles:
    return club_roles(conn.execute(text("SELECT current_database()")).scalar_one())


def _owner_check(conn: Connection, store: Store) -> None:
    owner, me, superuser = conn.execute(text(
        "SELECT pg_get_userbyid(c.relowner), current_user, r.rolsuper FROM pg_class c, "
        "pg_roles r WHERE c.oid = 'public.players'::regclass AND r.rolname = current_user"
    )).one()
    if owner != me and not superuser:
        raise DeniedError(f"you may not set the club up: only the owner of the history's "
                          f"tables (login {owner!r}) may, not {me!r}", "manage", "",
                          store.login)


def init(store: Store) -> dict[str, Any]:
    """Create the roles, the member tables, the grants and the policies (idempotent)."""
    _server(store)

    def work(conn: Connection) -> dict[str, Any]:
        _owner_check(conn, store)
        roles = _roles(conn)
        made = []
        for role in roles.all():
            if conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"),
                            {"r": role}).first() is None:
                conn.exec_driver_sql(f"CREATE ROLE {cp.q(role)} NOLOGIN")
                made.append(role)
        for sql in cp.setup_sql(*roles.all()):
            conn.exec_driver_sql(sql)
        policies = conn.execute(text(
            "SELECT count(*) FROM pg_policies WHERE schemaname = 'public' "
            "AND policyname LIKE 'club\\_%'")).scalar_one()
        return {"roles": {"admin": roles.admin, "coach": roles.coach,
                          "student": roles.student},
                "roles_created": made, "tables": list(cp.COVERED), "policies": policies}

    return _run(store, work)


def _check_login(login: str) -> str:
    if not LOGIN.fullmatch(login) or login.startswith("pg_"):
        raise InputError("--login", "must be 1 to 63 lower-case letters, digits or _ "
                         "(not starting with a digit or pg_)")
    return login


def _set_up(conn: Connection) -> None:
    if conn.execute(text("SELECT to_regclass('pyramid_club.members')")).scalar() is None:
        raise StoreError(StoreErrorKind.INVALID, "the club is not set up in this history: "
                         "run club init first (as the owner of its tables)", "--db")


def _player(conn: Connection, name: str, role: str, option: str) -> dict[str, str]:
    """The player called ``name``, made when new (the administrator adds players)."""
    name = name.strip()
    if not name or len(name) > 100:
        raise InputError(option, "a player's name must be 1 to 100 characters")
    row = conn.execute(text("SELECT id, role FROM public.players WHERE name = :n"),
                       {"n": name}).first()
    if row is None:
        pid = new_id()
        conn.execute(text("INSERT INTO public.players (id, name, role, created_at) "
                          "VALUES (:i, :n, :r, :t)"),
                     {"i": pid, "n": name, "r": role, "t": utc_now()})
        return {"id": pid, "name": name, "created": "yes"}
    if role == "coach" and row.role != "coach":
        conn.execute(text("UPDATE public.players SET role = 'coach' WHERE id = :i"),
                     {"i": row.id})
    return {"id": row.id, "name": name}


def _existing(conn: Connection, name: str) -> str:
    pid = conn.execute(text("SELECT id FROM public.players WHERE name = :n"),
                       {"n": name.strip()}).scalar()
    if pid is None:
        raise InputError("--students", f"no player named {name.strip()!r} (grant the "
                         "student first, or give the name as the history has it)")
    return str(pid)


def _login_row(conn: Connection, login: str) -> Any:
    return conn.execute(text("SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles "
                             "WHERE rolname = :l"), {"l": login}).first()


def _set_password(conn: Connection, login: str, password: str) -> None:
    """The password quoted by the driver, never put into a message or a log line."""
    from psycopg import sql

    raw = conn.connection.dbapi_connection
    assert raw is not None
    with raw.cursor() as cur:  # type: ignore[attr-defined]
        cur.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(login),
                                                                  sql.Literal(password)))


def grant(store: Store, login: str, role: str, *, player: str | None = None,
          students: tuple[str, ...] = (), password: str | None = None) -> dict[str, Any]:
    """Give ``login`` (made if it is not there) the club ``role`` as ``player`` (made if
    new; a coach and a student must be one), and a coach ``students``. A login has one
    club role: granting another replaces it."""
    _server(store)
    _check_login(login)
    if role not in CLUB_ROLES:
        raise InputError("--role", f"must be one of {', '.join(CLUB_ROLES)}")
    if role != "admin" and not player:
        raise InputError("--player", f"a {role}'s login must be a player: give --player NAME")
    if students and role != "coach":
        raise InputError("--students", "only a coach has students")
    if password is not None and not password:
        raise InputError("--password-stdin", "the password is empty")

    def work(conn: Connection) -> dict[str, Any]:
        _set_up(conn)
        roles = _roles(conn)
        found = _login_row(conn, login)
        if found is not None and (found.rolsuper or found.rolbypassrls):
            raise InputError("--login", f"{login} is a superuser or bypasses row-level "
                             "security: no club role would apply to it")
        owner = conn.execute(text("SELECT pg_get_userbyid(relowner) FROM pg_class "
                                  "WHERE oid = 'public.players'::regclass")).scalar_one()
        if login == owner:
            raise InputError("--login", f"{login} owns the history's tables: the server's "
                             "policies do not apply to their owner")
        if login in roles.all():
            raise InputError("--login", f"{login} is one of the club's group roles")
        if found is not None and not found.rolcanlogin:
            raise InputError("--login", f"{login} is a group role, not a login (NOLOGIN): "
                             "its members would all get the club role")
        if found is None:
            conn.exec_driver_sql(f"CREATE ROLE {cp.q(login)} LOGIN")
        if password is not None:
            _set_password(conn, login, password)
        if role == "admin":
            # With the admin option on the three roles an administrator may grant them
            # (PostgreSQL 16 asks for it besides CREATEROLE; 15 accepts it too). The
            # memberships in the coach's and student's roles add nothing to what the
            # administrator's policies give.
            conn.exec_driver_sql(f"GRANT {', '.join(map(cp.q, roles.all()))} TO "
                                 f"{cp.q(login)} WITH ADMIN OPTION")
            conn.exec_driver_sql(f"ALTER ROLE {cp.q(login)} CREATEROLE")
        else:
            was = conn.execute(text("SELECT role FROM pyramid_club.members WHERE login = :l"),
                               {"l": login}).scalar()
            if was == "admin":  # an administrator no more: no more making logins either
                conn.exec_driver_sql(f"ALTER ROLE {cp.q(login)} NOCREATEROLE")
            for other in roles.all():
                if other != roles.of(role):
                    conn.exec_driver_sql(f"REVOKE {cp.q(other)} FROM {cp.q(login)}")
            conn.exec_driver_sql(f"GRANT {cp.q(roles.of(role))} TO {cp.q(login)}")
        who = _player(conn, player, "coach" if role == "coach" else "student",
                      "--player") if player else None
        conn.execute(text(
            "INSERT INTO pyramid_club.members (login, role, player_id) VALUES (:l, :r, :p) "
            "ON CONFLICT (login) DO UPDATE SET role = EXCLUDED.role, "
            "player_id = EXCLUDED.player_id"),
            {"l": login, "r": role, "p": who["id"] if who else None})
        linked = []
        for name in students:
            sid = _existing(conn, name)
            conn.execute(text("INSERT INTO pyramid_club.coaching (coach_id, student_id) "
                              "VALUES (:c, :s) ON CONFLICT DO NOTHING"),
                         {"c": who["id"] if who else None, "s": sid})
            linked.append(name.strip())
        return {"login": login, "role": role, "group_role": roles.of(role),
                "login_created": found is None, "player": who,
                "students": _students(conn, who["id"]) if role == "coach" and who else [],
                "students_added": linked,
                "password": "***" if password is not None else None}

    return _run(store, work)


def _students(conn: Connection, coach_id: str) -> list[str]:
    return [r[0] for r in conn.execute(text(
        "SELECT p.name FROM pyramid_club.coaching c JOIN public.players p "
        "ON p.id = c.student_id WHERE c.coach_id = :c ORDER BY p.name"), {"c": coach_id})]


def revoke(store: Store, login: str, *, students: tuple[str, ...] = ()) -> dict[str, Any]:
    """Take the club role from ``login`` (it can then read nothing of the history), or,
    with ``students``, only those students from a coach. The login itself stays: it may
    be a person's login for other databases (``DROP ROLE`` removes it)."""
    _server(store)
    _check_login(login)

    def work(conn: Connection) -> dict[str, Any]:
        _set_up(conn)
        roles = _roles(conn)
        member = conn.execute(text("SELECT role, player_id FROM pyramid_club.members "
                                   "WHERE login = :l"), {"l": login}).first()
        if member is None:
            raise InputError("--login", f"{login} has no role in this club")
        if students:
            if member.role != "coach":
                raise InputError("--students", f"{login} is no coach")
            gone = []
            for name in students:
                sid = _existing(conn, name)
                conn.execute(text("DELETE FROM pyramid_club.coaching WHERE coach_id = :c "
                                  "AND student_id = :s"), {"c": member.player_id, "s": sid})
                gone.append(name.strip())
            return {"login": login, "role": member.role, "students_removed": gone,
                    "students": _students(conn, member.player_id)}
        conn.execute(text("DELETE FROM pyramid_club.members WHERE login = :l"), {"l": login})
        for role in roles.all():
            conn.exec_driver_sql(f"REVOKE {cp.q(role)} FROM {cp.q(login)}")
        if member.role == "admin":
            conn.exec_driver_sql(f"ALTER ROLE {cp.q(login)} NOCREATEROLE")
        return {"login": login, "role": None, "revoked": member.role}

    return _run(store, work)


def members(store: Store) -> list[dict[str, Any]]:
    """Who has which role (for ``club grant``'s and the docs' checks)."""
    with store.engine.connect() as conn:
        _set_up(conn)
        return [dict(r._mapping) for r in conn.execute(text(
            "SELECT m.login, m.role, p.name AS player FROM pyramid_club.members m "
            "LEFT JOIN public.players p ON p.id = m.player_id ORDER BY m.login"))]


def writable_players(conn: Connection) -> list[str] | None:
    """The players whose rows this login may change, or None when the server sets no
    such limit (SQLite, a history with no club, its owner, the administrator)."""
    if conn.dialect.name != "postgresql":
        return None
    if conn.execute(text("SELECT to_regclass('pyramid_club.mine')")).scalar() is None:
        return None
    limited = conn.execute(text(
        "SELECT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' "
        "AND tablename = 'sessions') AND pg_get_userbyid(c.relowner) <> current_user "
        "AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) "
        "FROM pg_class c WHERE c.oid = 'public.sessions'::regclass")).scalar()
    if not limited:
        return None
    admin = conn.execute(text("SELECT oid FROM pg_roles WHERE rolname = :a"),
                         {"a": _roles(conn).admin}).scalar()
    if admin is not None and conn.execute(text("SELECT pg_has_role(current_user, :o, "
                                               "'MEMBER')"), {"o": admin}).scalar():
        return None
    return [r[0] for r in conn.execute(text("SELECT player_id FROM pyramid_club.mine"))]
