"""Typed writes: one frozen value per kind, applied to the history as it is, turned into
JSON only for the journal of kept writes and the file of unsaved shots, whose format the
first version of the program wrote (tests/store/data holds a journal and a file it made)."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from coach_app.cli import main
from coach_app.recording.journal import Backlog, recover
from coach_app.recording.recorder import MatchSetup, PlayedShot, Recorder
from coach_app.store import History, NewShot, Store, StoreError, StoreErrorKind, open_store
from coach_app.store import models as m
from coach_app.store import writes as w
from coach_app.store.pending import from_file_json
from coach_app.store.records import Where
from simulation.errors import InputError
from simulation.table import TableSpec

DATA = Path(__file__).with_name("data")
#: What the first version's journal and file hold (made by tests/store/data's recipe: a
#: free shot, two drill attempts, a frame of two shots with the second taken back).
V1_SHOTS, V1_WRITES = 5, 23


def _played(real_shot, shooter: str = "Ann") -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True, points=1, shooter=shooter)


@pytest.fixture
def history(tmp_path):
    with open_store(tmp_path / "h.sqlite3") as store:
        yield History(store)


def _rows(history: History, model) -> list:
    with history.store.sessions() as s:
        return list(s.scalars(select(model)))


def _count(history: History, model) -> int:
    with history.store.sessions() as s:
        return s.scalar(select(func.count()).select_from(model)) or 0


@pytest.mark.parametrize("kind", list(StoreErrorKind))
def test_every_kind_of_store_error_reaching_a_write_is_kept_or_refused(history, real_shot,
                                                                      monkeypatch, kind):
    """Was: a kind other than "invalid" was kept, then ``return out`` with ``out`` unbound
    raised UnboundLocalError into the screen and cleared ``last_error``."""
    rec = Recorder(history, default_name="Ann")
    assert rec.free_shot(_played(real_shot)).ref is not None  # a healthy start

    def refuse(self, work):
        raise StoreError(kind, f"the store says {kind}")

    monkeypatch.setattr(Store, "write", refuse)
    recorded = rec.free_shot(_played(real_shot))
    assert recorded is not None and recorded.ref is None
    assert rec.last_error == f"database: the store says {kind}"
    if kind is StoreErrorKind.INVALID:  # refused for good: said, not kept
        assert rec.last_reason == "refused" and len(rec.backlog) == 0
    else:  # the history is away for now, or a club's server denies it until a grant:
        # kept, in order, for the next try
        assert rec.last_reason in ("unreachable", "altered", "denied")
        assert rec.unsaved_shots == 1
        assert (rec.last_reason == "denied") == (kind is StoreErrorKind.DENIED)


def test_a_healthy_shot_goes_to_the_history_as_the_value_it_is(history, real_shot,
                                                               monkeypatch):
    """Was: NewShot -> JSON -> NewShot on every live shot."""
    def never(*_a, **_k):
        raise AssertionError("a write the history takes is never serialised")

    monkeypatch.setattr(w, "to_json", never)
    monkeypatch.setattr(w, "shot_to_json", never)
    monkeypatch.setattr(w, "shot_from_json", never)
    rec = Recorder(history, default_name="Ann")
    match = rec.open_match(MatchSetup("free", ["Ann", "Bob"], ["Ann", "Bob"]))
    for _ in range(3):
        assert match.shot(_played(real_shot), 0, "Ann").ref is not None
    rec.start_drill("pot.straight-1")
    rec.start_attempt(1)
    assert rec.practice_shot(_played(real_shot)).ref is not None
    rec.finish_attempt(success=True, reason="potted")
    rec.end_sessions()
    assert _count(history, m.Shot) == 4 and len(rec.backlog) == 0


def _every_write(real_shot) -> list[w.Write]:
    layout, stroke, result = real_shot
    when = datetime(2026, 3, 1, 10, 0, tzinfo=UTC)
    shot = NewShot("s", PlayedShot(layout, stroke, result, place=(-0.9, -0.2), legal=True,
                                   points=2, shooter="Ann", verdict={"legal": True}),
                   player_id="p", frame_id="f", taken_at=when, id="x")
    return [w.EnsurePlayer("Ann", "p"), w.StartSession("p", "game", TableSpec(), when, "s", "o"),
            w.EndSession("s", when), w.StartDrillSet("s", "d", "T", "potting", "free", when, "ds"),
            w.StartAttempt("ds", 1, when, "a"), w.FinishAttempt("a", True, "potted", 1, when),
            w.AbandonAttempt("a"),
            w.StartSession("p", "practice", None, when, "r", "o", Where("real", "Стол 3")),
            w.RecordAttempt("ds", 2, False, "missed", 0, when, when,
                            {"potted": 0, "stop": {"x": 0.5, "y": -0.2}, "comment": "тонко"},
                            "b"),
            w.DeleteAttempt("b"), w.StartGame("s", "free", ("Ann", "Bob"), "Ann",
                                               {"target": 8}, when, "g"),
            w.FinishGame("g", "Ann", when), w.StartFrame("g", 1, "Ann", when, "f"),
            w.FinishFrame("f", "Ann", {"Ann": 8}, ({"shot": 1},), when), w.RecordShot(shot),
            w.RetractShot("x")]


def test_every_kind_of_write_reads_back_from_its_json_unchanged(real_shot):
    writes = _every_write(real_shot)
    assert {x.op for x in writes} == set(w.WRITES)
    for write in writes:
        text = json.dumps(w.to_json(write))
        back = w.from_json(json.loads(text))
        assert back == write if not write.is_shot else (
            w.to_json(back) == w.to_json(write))


@pytest.mark.parametrize(("item", "field"), [
    ({"op": "start_frame", "args": {"game_id": "g", "number": "one", "breaker": "A"}},
     "write.args.number"),
    ({"op": "start_frame", "args": {"game_id": "g", "number": 1}}, "write.args.breaker"),
    ({"op": "end_session", "args": {"session_id": "s", "colour": "red"}}, "write.args.colour"),
    ({"op": "drop_table", "args": {}}, "write.op"),
    ({"op": "finish_frame", "args": {"frame_id": "f", "scores": {"A": "many"}}},
     "write.args.scores.A"),
    ({"op": "start_session", "args": {"player_id": 7}}, "write.args.player_id"),
    ({"op": "record_shot", "args": {"shot": {"session_id": "s"}}}, "write.args.shot.layout"),
])
def test_a_malformed_write_is_refused_naming_its_field(item, field):
    with pytest.raises(InputError) as err:
        w.from_json(item)
    assert err.value.field == field


def _v1_journal(tmp_path: Path, history: History) -> Path:
    """The first version's journal, as if left by a run that died, for ``history``."""
    lines = (DATA / "v1_journal.jsonl").read_text().splitlines()
    header = json.loads(lines[0]) | {"database": history.store.url,
                                     "owner": "elsewhere/999999/1"}
    folder = tmp_path / "journals"
    folder.mkdir()
    path = folder / "unsaved-elsewhere.jsonl"
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    return folder


def test_a_journal_of_the_first_version_is_recovered(history, tmp_path):
    folder = _v1_journal(tmp_path, history)
    assert recover(folder, history) == V1_SHOTS
    assert list(folder.iterdir()) == []  # applied, then deleted
    assert _count(history, m.Shot) == V1_SHOTS - 1  # the shot taken back stays out
    (frame,) = _rows(history, m.Frame)
    assert frame.winner == "Ann" and frame.scores == {"Ann": 8, "Bob": 0}
    (attempt, abandoned) = sorted(_rows(history, m.Attempt), key=lambda a: a.number)
    assert attempt.success is True and abandoned.reason == m.INTERRUPTED


def test_a_file_of_unsaved_shots_of_the_first_version_imports(tmp_path, capsys):
    db = tmp_path / "h.sqlite3"
    src = tmp_path / "unsaved.json"
    shutil.copy(DATA / "v1_pending.json", src)
    assert len(from_file_json(json.loads(src.read_text()))) == V1_WRITES
    assert main(["history", "import", str(src), "--db", str(db)]) == 0
    assert f"added {V1_SHOTS} shots" in capsys.readouterr().out
    with open_store(db) as store:
        assert _count(History(store), m.Shot) == V1_SHOTS - 1


def test_kept_writes_are_journalled_in_the_format_the_first_version_reads(history, tmp_path,
                                                                         real_shot,
                                                                         monkeypatch):
    """The journal this version writes is line for line the first version's shape: an
    op and its History method's arguments."""
    def away(self, work):
        raise StoreError(StoreErrorKind.UNREACHABLE, "the server is down")

    monkeypatch.setattr(Store, "write", away)
    rec = Recorder(history, default_name="Ann",
                   backlog=Backlog(tmp_path / "j", history.store.url))
    rec.free_shot(_played(real_shot))
    lines = [json.loads(x) for x in rec.backlog.path.read_text().splitlines()]
    assert lines[0]["format"] == "pyramid-coach-pending" and lines[0]["version"] == 1
    assert [x["op"] for x in lines[1:]] == ["ensure_player", "start_session", "record_shot"]
    v1 = [json.loads(x) for x in (DATA / "v1_journal.jsonl").read_text().splitlines()]
    for mine, theirs in zip(lines[1:3], v1[1:3], strict=True):
        assert mine["op"] == theirs["op"] and set(theirs["args"]) <= set(mine["args"])
    shot, old_shot = lines[3]["args"]["shot"], v1[3]["args"]["shot"]
    assert set(shot) == set(old_shot)
