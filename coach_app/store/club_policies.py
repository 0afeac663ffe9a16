"""The row-level security policies of a club's history, as SQL (coach_app.store.club).

Who may see and write which rows is decided by the server, from two tables of the schema
``pyramid_club`` that only the club's administrator writes: ``members`` (a login, its role
and the player it is) and ``coaching`` (a coach's player and a student's). Three views read
them for the login running a query (``current_user``), with their owner's rights, so no
member ever reads the tables themselves:

* ``mine``: the player this login is;
* ``pupils``: the players whose sessions this login reads (itself, and a coach's students);
* ``known``: the players whose names it reads (those, and a student's coaches, whose notes
  it reads).

Each of the history's tables then has a policy per command for the coach and student roles.
A row is *readable* when its session (or its shot's) belongs to a player in ``pupils`` (a
shot also when its own player is) and *owned* when that player is in ``mine``. SELECT sees
readable rows; INSERT must make owned ones; UPDATE sees readable rows but must leave them
owned (so a coach changing a student's shot is refused with an error, not silently
skipped); DELETE touches owned rows only (the store says when it touched none). Notes
and marks differ: a coach (or the student) writes them as the author, on any readable
session or shot, and a student may delete those on their own shots (taking a shot back
removes its notes). The aim-bias judgements are derived data (docs/history.md): whoever
reads a shot may store its judgement. The players table is read-only to both roles: only
the administrator adds players.

The administrator's role sees and writes every row (one permissive policy per table).
"""

from __future__ import annotations

SCHEMA = "pyramid_club"

#: The history's tables, each with (readable, owned) as SQL conditions on its own row.
_SESSION_OWNED = (f"IN (SELECT s.id FROM public.sessions s WHERE s.player_id IN "
                  f"(SELECT player_id FROM {SCHEMA}.mine))")
ROW_RULES: dict[str, tuple[str, str]] = {
    "sessions": (f"player_id IN (SELECT player_id FROM {SCHEMA}.pupils)",
                 f"player_id IN (SELECT player_id FROM {SCHEMA}.mine)"),
    "drill_sets": ("session_id IN (SELECT id FROM public.sessions)",
                   f"session_id {_SESSION_OWNED}"),
    "games": ("session_id IN (SELECT id FROM public.sessions)",
              f"session_id {_SESSION_OWNED}"),
    "attempts": ("drill_set_id IN (SELECT id FROM public.drill_sets)",
                 f"drill_set_id IN (SELECT d.id FROM public.drill_sets d WHERE d.session_id "
                 f"{_SESSION_OWNED})"),
    "frames": ("game_id IN (SELECT id FROM public.games)",
               f"game_id IN (SELECT g.id FROM public.games g WHERE g.session_id "
               f"{_SESSION_OWNED})"),
    # A shot is read with its session, or as its player's own wherever it was recorded (a
    # game two people played under one login: each sees their shots in their charts). A
    # shot written is the session's own player's or nobody's (a computer seat): no student
    # can put a shot into another player's charts, which count shots by player.
    "shots": (f"player_id IN (SELECT player_id FROM {SCHEMA}.pupils) OR "
              "session_id IN (SELECT id FROM public.sessions)",
              f"session_id {_SESSION_OWNED} AND (player_id IS NULL OR player_id IN "
              f"(SELECT player_id FROM {SCHEMA}.mine))"),
}
#: Notes and marks: (readable, written as their author, deletable).
AUTHORED: dict[str, tuple[str, str, str]] = {
    "annotations": ("session_id IN (SELECT id FROM public.sessions)",
                    f"author_id IN (SELECT player_id FROM {SCHEMA}.mine) AND "
                    "session_id IN (SELECT id FROM public.sessions)",
                    f"author_id IN (SELECT player_id FROM {SCHEMA}.mine) OR "
                    f"session_id {_SESSION_OWNED}"),
    "marks": ("shot_id IN (SELECT id FROM public.shots)",
              f"author_id IN (SELECT player_id FROM {SCHEMA}.mine) AND "
              "shot_id IN (SELECT id FROM public.shots)",
              f"author_id IN (SELECT player_id FROM {SCHEMA}.mine) OR shot_id IN "
              f"(SELECT h.id FROM public.shots h WHERE h.session_id {_SESSION_OWNED})"),
    # A coach's plan for a student: read with the student's rows, written by its author
    # for a player the author reads (a coach's student, or the student's own plan).
    "plans": (f"player_id IN (SELECT player_id FROM {SCHEMA}.pupils)",
              f"author_id IN (SELECT player_id FROM {SCHEMA}.mine) AND "
              f"player_id IN (SELECT player_id FROM {SCHEMA}.pupils)",
              f"author_id IN (SELECT player_id FROM {SCHEMA}.mine)"),
}
#: Derived data: readable and writable with the shot it judges.
DERIVED = {"aim_errors": "shot_id IN (SELECT id FROM public.shots)"}
PLAYERS = (f"id IN (SELECT player_id FROM {SCHEMA}.pupils UNION "
           f"SELECT player_id FROM {SCHEMA}.known)")

#: Every table a policy covers; a new table of a later migration must be added here (a
#: test checks this list against the models), else the roles get no grant on it and are
#: refused it, with a clear message, until it is.
COVERED = ("players", *ROW_RULES, *AUTHORED, *DERIVED)


def q(name: str) -> str:
    """A quoted SQL identifier."""
    return '"' + name.replace('"', '""') + '"'


def setup_sql(admin: str, coach: str, student: str) -> list[str]:
    """Every statement of ``club init`` after the group roles exist; each may run again."""
    a, members = q(admin), f"{q(coach)}, {q(student)}"
    out = [
        f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}",
        f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.members (
              login name PRIMARY KEY,
              role text NOT NULL CHECK (role IN ('admin', 'coach', 'student')),
              player_id varchar(36) REFERENCES public.players(id),
              CHECK (role = 'admin' OR player_id IS NOT NULL))""",
        f"""CREATE TABLE IF NOT EXISTS {SCHEMA}.coaching (
              coach_id varchar(36) NOT NULL REFERENCES public.players(id),
              student_id varchar(36) NOT NULL REFERENCES public.players(id),
              PRIMARY KEY (coach_id, student_id))""",
        f"""CREATE OR REPLACE VIEW {SCHEMA}.mine AS
              SELECT player_id FROM {SCHEMA}.members
              WHERE login = current_user AND player_id IS NOT NULL""",
        f"""CREATE OR REPLACE VIEW {SCHEMA}.pupils AS
              SELECT player_id FROM {SCHEMA}.mine
              UNION SELECT c.student_id FROM {SCHEMA}.coaching c
                JOIN {SCHEMA}.members m ON m.player_id = c.coach_id
                WHERE m.login = current_user AND m.role = 'coach'""",
        f"""CREATE OR REPLACE VIEW {SCHEMA}.known AS
              SELECT c.coach_id AS player_id FROM {SCHEMA}.coaching c
                JOIN {SCHEMA}.members m ON m.player_id = c.student_id
                WHERE m.login = current_user""",
        f"REVOKE ALL ON ALL TABLES IN SCHEMA {SCHEMA} FROM PUBLIC",
        f"GRANT USAGE ON SCHEMA {SCHEMA} TO {a}, {members}",
        f"GRANT SELECT ON {SCHEMA}.mine, {SCHEMA}.pupils, {SCHEMA}.known TO {a}, {members}",
        f"GRANT SELECT, INSERT, UPDATE, DELETE ON {SCHEMA}.members, {SCHEMA}.coaching TO {a}",
        f"GRANT USAGE ON SCHEMA public TO {a}, {members}",
        f"GRANT SELECT ON public.alembic_version TO {a}, {members}",
    ]
    for table in COVERED:
        t = f"public.{table}"
        out += [f"ALTER TABLE {t} ENABLE ROW LEVEL SECURITY",
                f"GRANT SELECT, INSERT, UPDATE, DELETE ON {t} TO {a}",
                *_policy(t, "club_admin", "ALL", a, "true", "true")]
        if table == "players":
            out += [f"REVOKE INSERT, UPDATE, DELETE ON {t} FROM {members}",
                    f"GRANT SELECT ON {t} TO {members}",
                    *_policy(t, "club_read", "SELECT", members, PLAYERS, None)]
            continue
        out.append(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {t} TO {members}")
        if table in ROW_RULES:
            read, own = ROW_RULES[table]
            out += [*_policy(t, "club_read", "SELECT", members, read, None),
                    *_policy(t, "club_insert", "INSERT", members, None, own),
                    *_policy(t, "club_update", "UPDATE", members, read, own),
                    *_policy(t, "club_delete", "DELETE", members, own, None)]
        elif table in AUTHORED:
            read, author, gone = AUTHORED[table]
            out += [*_policy(t, "club_read", "SELECT", members, read, None),
                    *_policy(t, "club_insert", "INSERT", members, None, author),
                    *_policy(t, "club_update", "UPDATE", members, read, author),
                    *_policy(t, "club_delete", "DELETE", members, gone, None)]
        else:
            out += _policy(t, "club_all", "ALL", members, DERIVED[table], DERIVED[table])
    return out


def _policy(table: str, name: str, command: str, roles: str, using: str | None,
            check: str | None) -> list[str]:
    """Drop and make again: a policy cannot be replaced in place (PostgreSQL 15)."""
    sql = f"CREATE POLICY {name} ON {table} FOR {command} TO {roles}"
    if using is not None:
        sql += f" USING ({using})"
    if check is not None:
        sql += f" WITH CHECK ({check})"
    return [f"DROP POLICY IF EXISTS {name} ON {table}", sql]
