"""A club's PostgreSQL server with roles the server enforces (coach_app.store.club,
docs/history.md "A club's server"), against a real server.

Was: the program worked with SELECT, INSERT and UPDATE on every table, so every student's
login could change every other player's rows, and a login without grants was told the
history "is damaged (permission denied…)". Now a student's login reads and changes only
its own rows, a coach's reads their students' and writes notes and marks on them but
changes none of their shots, and every refusal is "you may not …", naming what. Each check
here connects as the login itself, as the app and psql do: the server refuses, not the
program.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from sqlalchemy import create_engine, func, select, text
from sqlalchemy.engine import make_url

from coach_app.cli import main
from coach_app.store import (
    History,
    NewShot,
    PlayedShot,
    StoreError,
    StoreErrorKind,
    club,
    open_store,
)
from coach_app.store import models as m
from coach_app.store.club_policies import COVERED
from coach_app.store.errors import DeniedError
from coach_app.store.location import resolve_url
from tests.store.conftest import PG_ENV


@dataclass(frozen=True)
class Club:
    owner_url: str
    prefix: str

    def url(self, login: str) -> str:
        return make_url(self.owner_url).set(username=login).render_as_string(
            hide_password=False)

    def login(self, name: str) -> str:
        return f"{self.prefix}_{name}"


@pytest.fixture
def club_db(pg_skip_reason) -> Iterator[Club]:
    """A fresh database on the test server (its owner: the server's superuser, as
    .ci/postgres.sh gives it), and unique login names; the logins and the database's group
    roles are dropped afterwards (roles belong to the whole server)."""
    if pg_skip_reason:
        pytest.skip(pg_skip_reason)
    base = make_url(resolve_url(os.environ[PG_ENV]))
    tag = uuid.uuid4().hex[:10]
    name = f"pc_club_{tag}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield Club(base.set(database=name).render_as_string(hide_password=False), f"l{tag}")
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            roles = conn.execute(text("SELECT rolname FROM pg_roles WHERE rolname LIKE :a "
                                      "OR rolname LIKE :b"),
                                 {"a": f"l{tag}_%", "b": f"{name}_%"}).scalars().all()
            for role in roles:
                conn.execute(text(f'DROP ROLE IF EXISTS "{role}"'))
        admin.dispose()


@dataclass(frozen=True)
class Members:
    ivan: str
    petr: str
    anna: str
    ivan_shot: str
    petr_shot: str
    petr_session: str


def _played(real_shot) -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True)


@pytest.fixture
def members(club_db: Club, real_shot) -> Members:
    """Two students, Ivan and Petr, each with a recorded shot; a coach, Anna, of Ivan only."""
    ivan, petr, anna = (club_db.login(n) for n in ("ivan", "petr", "anna"))
    with open_store(club_db.owner_url) as store:
        club.init(store)
        club.grant(store, ivan, "student", player="Ivan")
        club.grant(store, petr, "student", player="Petr")
        club.grant(store, anna, "coach", player="Anna", students=("Ivan",))
    shots = {}
    for login, name in ((ivan, "Ivan"), (petr, "Petr")):
        with open_store(club_db.url(login)) as store:
            h = History(store)
            me = h.player(name)
            session = h.start_session(me.id)
            ref = h.record_shot(NewShot(session.id, _played(real_shot), player_id=me.id))
            shots[name] = (ref.id, session.id)
    return Members(ivan, petr, anna, shots["Ivan"][0], shots["Petr"][0], shots["Petr"][1])


def _count(url: str, model: type[m.Base]) -> int:
    with open_store(url) as store, store.sessions() as s:
        return s.scalar(select(func.count()).select_from(model)) or 0


def test_every_table_of_the_history_has_a_policy():
    assert set(COVERED) == set(m.Base.metadata.tables)


def test_a_student_reads_and_changes_only_their_own_rows(club_db, members, real_shot):
    with open_store(club_db.url(members.ivan)) as store:
        h = History(store)
        assert [p.name for p in h.players()] == ["Anna", "Ivan"]  # himself, his coach
        with store.sessions() as s:
            assert set(s.scalars(select(m.Shot.id))) == {members.ivan_shot}
            assert s.get(m.PracticeSession, members.petr_session) is None
        # Writing into Petr's session: his session is not there for Ivan.
        me = h.player("Ivan")
        with pytest.raises(StoreError, match="no session"):
            h.record_shot(NewShot(members.petr_session, _played(real_shot), player_id=me.id))
        # A shot in his own session put on Petr's charts: refused by the server.
        mine = h.start_session(me.id)
        petr_id = _player_id(club_db, "Petr")
        with pytest.raises(DeniedError, match="you may not write another player's shots") \
                as err:
            h.record_shot(NewShot(mine.id, _played(real_shot), player_id=petr_id))
        assert err.value.kind is StoreErrorKind.DENIED and err.value.table == "shots"
        # Raw SQL, as with psql: nothing of Petr's changes or goes.
        with store.engine.begin() as conn:
            changed = conn.execute(text("UPDATE shots SET points = 99 WHERE id = :i"),
                                   {"i": members.petr_shot}).rowcount
            gone = conn.execute(text("DELETE FROM shots WHERE id = :i"),
                                {"i": members.petr_shot}).rowcount
        assert changed == gone == 0
        with pytest.raises(DeniedError, match="you may not change the players"):
            h.ensure_player("Mallory")
    with open_store(club_db.owner_url) as store, store.sessions() as s:
        petr_shot = s.get(m.Shot, members.petr_shot)
        assert petr_shot is not None and petr_shot.points == 0
        assert s.scalar(select(func.count()).select_from(m.Shot)
                        .where(m.Shot.player_id == petr_id)) == 1


def _player_id(club_db: Club, name: str) -> str:
    with open_store(club_db.owner_url) as store:
        return History(store).player(name).id


def test_a_coach_reads_their_students_and_notes_but_changes_no_shot(club_db, members):
    with open_store(club_db.url(members.anna)) as store:
        h = History(store)
        anna = h.player("Anna")
        assert {p.name for p in h.players()} == {"Anna", "Ivan"}  # not Petr
        ivan_sessions = h.sessions(h.player("Ivan").id)
        assert [x.shots for x in ivan_sessions] == [1]
        with store.sessions() as s:
            assert set(s.scalars(select(m.Shot.id))) == {members.ivan_shot}
        note = h.annotate(anna.id, "Less follow", shot_id=members.ivan_shot)
        assert note.author_name == "Anna"
        h.mark(members.ivan_shot, anna.id, "mistake")
        # Changing the student's shot: refused by the server, said as such.
        with store.engine.connect() as conn:
            with pytest.raises(Exception, match="row-level security") as raw:
                conn.execute(text("UPDATE shots SET points = 99 WHERE id = :i"),
                             {"i": members.ivan_shot})
            conn.rollback()
        assert getattr(raw.value.orig, "sqlstate", None) == "42501"
        with pytest.raises(DeniedError, match="you may not change another player's shots"):
            h.retract_shot(members.ivan_shot)
        with pytest.raises(DeniedError, match="another player's sessions"):
            h.start_session(h.player("Ivan").id)
        with pytest.raises(StoreError, match="no shot"):  # Petr is not her student
            h.annotate(anna.id, "hm", shot_id=members.petr_shot)
    with open_store(club_db.url(members.ivan)) as store:
        shots = History(store).shots(History(store).sessions(
            History(store).player("Ivan").id)[0].id)
        assert [n.text for n in shots[0].notes] == ["Less follow"]
        assert shots[0].points == 0


def test_a_login_without_rights_is_told_so_not_that_the_history_is_damaged(club_db, members,
                                                                         capsys):
    with open_store(club_db.owner_url) as store:
        club.revoke(store, members.petr)
    with pytest.raises(DeniedError) as err:
        open_store(club_db.url(members.petr))
    assert err.value.kind is StoreErrorKind.DENIED
    assert "you may not read this history" in err.value.message
    assert "damaged" not in err.value.message
    code = main(["history", "export", "--db", club_db.url(members.petr)])
    out, errors = capsys.readouterr()
    assert code == 2 and out == "" and errors.count("\n") == 1
    assert "you may not read this history" in errors and members.petr in errors


def test_a_student_cannot_set_the_club_up_nor_grant(club_db, members, capsys):
    for argv in (["club", "init"], ["club", "grant", "--login", club_db.login("eve"),
                                    "--role", "coach", "--player", "Eve"]):
        code = main([*argv, "--db", club_db.url(members.ivan)])
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert "you may not" in err


def test_club_commands_print_json_and_never_a_password(club_db, capsys, monkeypatch):
    import io
    import json

    owner = club_db.owner_url
    assert main(["club", "init", "--db", owner]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["club", "init", "--db", owner]) == 0  # again: nothing new, nothing lost
    again = json.loads(capsys.readouterr().out)
    assert first["policies"] == again["policies"] > 0 and again["roles_created"] == []
    login = club_db.login("ivan")
    monkeypatch.setattr("sys.stdin", io.StringIO("S3cret-pass\n"))
    assert main(["club", "grant", "--login", login, "--role", "student", "--player", "Ivan",
                 "--password-stdin", "--db", owner]) == 0
    out, err = capsys.readouterr()
    assert "S3cret-pass" not in out + err
    granted = json.loads(out)
    assert granted["player"]["name"] == "Ivan" and granted["password"] == "***"
    coach = club_db.login("anna")
    assert main(["club", "grant", "--login", coach, "--role", "coach", "--player", "Anna",
                 "--students", "Ivan", "--db", owner]) == 0
    assert json.loads(capsys.readouterr().out)["students"] == ["Ivan"]
    assert main(["club", "revoke", "--login", coach, "--students", "Ivan",
                 "--db", owner]) == 0
    assert json.loads(capsys.readouterr().out)["students"] == []
    for argv, field in ((["--login", "Bad Name", "--role", "student", "--player", "X"],
                         "--login"),
                        (["--login", "ok_login", "--role", "king", "--player", "X"], "--role"),
                        (["--login", "ok_login", "--role", "student"], "--player"),
                        (["--login", first["roles"]["coach"], "--role", "student",
                          "--player", "X"], "--login"),
                        (["--login", "postgres", "--role", "student", "--player", "X"],
                         "--login")):
        code = main(["club", "grant", *argv, "--db", owner])
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and err.count("\n") == 1 and field in err, err


def test_club_on_a_sqlite_history_is_one_clear_line(tmp_path, capsys):
    code = main(["club", "init", "--db", str(tmp_path / "h.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "PostgreSQL" in err and err.count("\n") == 1


def test_each_login_records_as_its_own_player_and_tidies_only_its_own(club_db, members,
                                                                     tmp_path):
    """The app records for the player the login is; at a start it closes only its own
    interrupted sessions (a coach reads a student's open session but must leave it)."""
    from datetime import timedelta

    from coach_app.store.coltypes import utc_now

    with open_store(club_db.url(members.ivan)) as store:
        h = History(store)
        assert h.own_player().name == "Ivan"
        old = h.start_session(h.player("Ivan").id, started_at=utc_now() - timedelta(days=2),
                              owner="another-host/1/0")
    with open_store(club_db.url(members.anna)) as store:
        h = History(store)
        assert h.own_player().name == "Anna"
        assert h.close_interrupted() == 0  # Ivan's session: not hers to close
    with open_store(club_db.owner_url) as store:
        assert History(store).own_player() is None  # the owner is limited by nothing
        with store.sessions() as s:
            assert s.get(m.PracticeSession, old.id).ended_at is None
    with open_store(club_db.url(members.ivan)) as store:
        assert History(store).close_interrupted() >= 1
    with open_store(tmp_path / "h.sqlite3") as store:
        assert History(store).own_player() is None


def test_an_administrator_login_adds_a_student_and_reads_every_row(club_db, members):
    boss = club_db.login("boss")
    with open_store(club_db.owner_url) as store:
        club.grant(store, boss, "admin", password="pw-not-shown")
        with store.engine.connect() as conn:  # stored as the server's hash, not the text
            stored = conn.execute(text("SELECT rolpassword FROM pg_authid WHERE rolname = :r"),
                                  {"r": boss}).scalar()
        assert stored and stored.startswith("SCRAM-SHA-256$") and "pw-not-shown" not in stored
    newcomer = club_db.login("olga")
    with open_store(club_db.url(boss)) as store:
        out = club.grant(store, newcomer, "student", player="Olga")
        assert out["login_created"] and out["player"]["name"] == "Olga"
        with store.sessions() as s:
            assert set(s.scalars(select(m.Shot.id))) == {members.ivan_shot, members.petr_shot}
        assert History(store).own_player() is None
    with open_store(club_db.url(newcomer)) as store:
        assert [p.name for p in History(store).players()] == ["Olga"]
        with store.sessions() as s:
            assert list(s.scalars(select(m.Shot.id))) == []
    deputy = club_db.login("deputy")
    with open_store(club_db.url(boss)) as store:  # an administrator makes another, and
        club.grant(store, deputy, "admin")       # takes a student's role away
        assert club.revoke(store, newcomer)["revoked"] == "student"
    with pytest.raises(DeniedError, match="you may not read this history"):
        open_store(club_db.url(newcomer))
    with open_store(club_db.url(deputy)) as store:
        assert {r["login"] for r in club.members(store)} >= {boss, deputy, members.ivan}


def test_a_coach_cannot_delete_another_authors_note(club_db, members):
    """Another coach's note on a student's shot stays; the refusal says whose it is."""
    second = club_db.login("boris")
    with open_store(club_db.owner_url) as store:
        club.grant(store, second, "coach", player="Boris", students=("Ivan",))
    with open_store(club_db.url(members.anna)) as store:
        h = History(store)
        note = h.annotate(h.player("Anna").id, "Mine", shot_id=members.ivan_shot)
        h.mark(members.ivan_shot, h.player("Anna").id)
    with open_store(club_db.url(second)) as store:
        h = History(store)
        with pytest.raises(DeniedError, match="another player's notes"):
            h.delete_annotation(note.id)
        with pytest.raises(DeniedError, match="another player's marks"):
            h.unmark(members.ivan_shot, _player_id(club_db, "Anna"))
    with open_store(club_db.url(members.ivan)) as store:
        shot = History(store).shots(History(store).sessions(
            History(store).player("Ivan").id)[0].id)[0]
        assert [n.text for n in shot.notes] == ["Mine"] and len(shot.marks) == 1


def test_the_app_tells_a_login_without_rights_what_it_may_not_do(club_db, members):
    """The window's path, against the server: the history is refused as "denied" and the
    message box's headline says what (in English here: no catalogue is loaded)."""
    from coach_app.shell.history_open import open_history, refusal_text

    with open_store(club_db.owner_url) as store:
        club.revoke(store, members.petr)
    opened = open_history(club_db.url(members.petr))
    assert opened.history is None and opened.error is not None
    assert opened.error.kind is StoreErrorKind.DENIED
    headline, advice = refusal_text(opened.error)
    assert headline == f"You may not read this history (login {members.petr})."
    assert "damaged" not in headline + advice
    mine = open_history(club_db.url(members.ivan))
    assert mine.history is not None and mine.own_player == _player_id(club_db, "Ivan")
    mine.history.store.close()


def test_a_students_app_records_practice_and_a_game_against_the_computer(club_db, members,
                                                                        real_shot):
    """What the app records under a student's login goes in as it does on a file: the
    server's policies let every one of the student's own writes through, undo included."""
    from coach_app.recording.recorder import FrameEnd, MatchSetup, Recorder, takeback

    with open_store(club_db.url(members.ivan)) as store:
        h = History(store)
        rec = Recorder(h, h.own_player().id, default_name="Guest")
        shot = _played(real_shot)
        assert rec.free_shot(shot).ref is not None
        rec.start_drill("pot.straight-1", title="Straight", category="potting")
        rec.start_attempt(1)
        assert rec.practice_shot(shot).ref is not None
        rec.finish_attempt(success=True, reason="potted", points=1)
        match = rec.open_match(MatchSetup("free", ["Ivan", "Computer"], ["Ivan", "Computer"],
                                          computers=("Computer",)))
        from dataclasses import replace

        mine = match.shot(replace(shot, shooter="Ivan"), 1, "Ivan")
        theirs = match.shot(replace(shot, shooter="Computer"), 1, "Ivan")
        assert mine.ref is not None and theirs.ref is not None
        takeback(rec, theirs).undo()  # undo the computer's shot: the row goes
        match.finish_frame(FrameEnd(match.key(1), "Ivan", {"Ivan": 8, "Computer": 0}, (),
                                    "Ivan"))
        rec.end_sessions()
        assert len(rec.backlog) == 0 and rec.last_error is None
        with store.sessions() as s:
            assert s.scalar(select(func.count()).select_from(m.Shot)) == 4  # 1 from setup
            assert s.scalar(select(func.count()).select_from(m.Frame)
                            .where(m.Frame.winner == "Ivan")) == 1


def test_a_students_import_of_another_persons_rows_is_refused_whole(club_db, members):
    from coach_app.store.exchange import export_json, import_json

    with open_store(club_db.owner_url) as store:
        everything = export_json(store)  # Ivan's and Petr's sessions and shots
    with open_store(club_db.url(members.ivan)) as store:
        with pytest.raises(DeniedError, match="you may not"):
            import_json(store, everything)
        with store.sessions() as s:
            assert set(s.scalars(select(m.Shot.id))) == {members.ivan_shot}
    assert _count(club_db.owner_url, m.Shot) == 2


def test_a_coach_plans_for_a_student_and_no_one_else(club_db, members):
    """A coach writes a plan for their student, the student reads it and may not delete
    it; a student cannot write a plan for another student; a coach not theirs cannot see it."""
    from coach_app.store.plans import PlanItem, delete_plan, plans_of, save_plan

    items = (PlanItem("pot.cut-30", 10, 7),)
    with open_store(club_db.url(members.anna)) as store:
        h = History(store)
        plan = save_plan(store, h.player("Ivan").id, "Неделя 1", items,
                         author_id=h.player("Anna").id)
    with open_store(club_db.url(members.ivan)) as store:
        h = History(store)
        (mine,) = plans_of(store, h.player("Ivan").id)
        assert (mine.id, mine.author_name) == (plan.id, "Anna")
        with pytest.raises(DeniedError, match="another player's practice plans"):
            delete_plan(store, plan.id)
        with pytest.raises(StoreError, match="no player"):  # Petr's rows are not his
            save_plan(store, _player_id(club_db, "Petr"), "Чужой", items,
                      author_id=h.player("Ivan").id)
    with open_store(club_db.url(members.petr)) as store:
        assert plans_of(store, _player_id(club_db, "Ivan")) == ()
    assert _count(club_db.owner_url, m.Plan) == 1
