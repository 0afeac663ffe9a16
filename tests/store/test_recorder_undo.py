"""The Recorder and undo: a shot taken back leaves the history, redo puts the same row
back; computer seats play in the history without becoming players."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from coach_app.recording.recorder import (
    FrameEnd,
    MatchRecording,
    MatchSetup,
    PlayedShot,
    Recorder,
    takeback,
)
from coach_app.store import History, open_store
from coach_app.store import models as m


@pytest.fixture
def history(tmp_path):
    with open_store(tmp_path / "h.sqlite3") as store:
        yield History(store)


def _shot(real_shot, shooter: str) -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True, points=1, shooter=shooter)


def _match(rec: Recorder, computers=()) -> MatchRecording:
    """A match opened once, with what is the same on every shot of it."""
    return rec.open_match(MatchSetup("free", ["Ann", "Компьютер"], ["Ann", "Компьютер"],
                                     computers=computers))


def _game(match: MatchRecording, real_shot, shooter: str, frame=0):
    return match.shot(_shot(real_shot, shooter), frame, breaker="Ann")


def _rows(history: History, model):
    with history.store.sessions() as s:
        return list(s.scalars(select(model)))


def test_a_computer_seat_shoots_for_nobody(history, real_shot):
    rec = Recorder(history, history.ensure_player("Ann").id)
    match = _match(rec, computers=["Компьютер"])
    mine = _game(match, real_shot, "Ann")
    theirs = _game(match, real_shot, "Компьютер")
    assert mine is not None and theirs is not None
    assert [p.name for p in history.players()] == ["Ann"]
    shots = {s.shooter: s for s in _rows(history, m.Shot)}
    assert shots["Ann"].player_id == history.player("Ann").id
    assert shots["Компьютер"].player_id is None  # in the game's record, in nobody's charts
    (session,) = history.sessions(history.player("Ann").id)
    assert session.kind == "game"


def test_a_game_of_computers_only_is_not_recorded(history, real_shot):
    rec = Recorder(history)
    both = ["Ann", "Компьютер"]
    assert _game(_match(rec, computers=both), real_shot, "Ann") is None
    assert _rows(history, m.Shot) == [] and history.players() == ()


def test_undo_takes_the_shot_back_and_redo_puts_the_same_row_back(history, real_shot):
    rec = Recorder(history)
    match = _match(rec)
    first = _game(match, real_shot, "Ann")
    last = _game(match, real_shot, "Ann")
    end = FrameEnd(match.key(0), "Ann", {"Ann": 8, "Компьютер": 0}, [], "Ann")
    match.finish_frame(end)
    coach = history.ensure_player("Olga", "coach")
    history.annotate(coach.id, "Well played", shot_id=last.ref.id)
    history.mark(last.ref.id, coach.id)
    undo = takeback(rec, last.__class__(last.shot, last.ref, end))
    undo.undo()
    assert [s.id for s in _rows(history, m.Shot)] == [first.ref.id]
    assert _rows(history, m.Mark) == [] and _rows(history, m.Annotation) == []
    (frame,) = _rows(history, m.Frame)
    (game,) = _rows(history, m.Game)
    assert frame.finished_at is None and frame.winner is None and frame.sheet is None
    assert game.finished_at is None and game.winner is None
    undo.undo()  # twice is once
    undo.redo()
    undo.redo()
    assert sorted(s.id for s in _rows(history, m.Shot)) == sorted([first.ref.id, last.ref.id])
    (frame,) = _rows(history, m.Frame)
    (game,) = _rows(history, m.Game)
    assert frame.winner == "Ann" and frame.scores == {"Ann": 8, "Компьютер": 0}
    assert game.winner == "Ann"


def test_going_back_across_frames_keeps_one_row_per_frame(history, real_shot):
    rec = Recorder(history)
    match = _match(rec)
    _game(match, real_shot, "Ann", frame=0)
    later = _game(match, real_shot, "Ann", frame=1)
    takeback(rec, later).undo()
    _game(match, real_shot, "Ann", frame=0)  # undone into frame 1, then back into frame 0
    _game(match, real_shot, "Ann", frame=1)
    assert sorted(f.number for f in _rows(history, m.Frame)) == [1, 2]
    assert len(_rows(history, m.Game)) == 1


def test_a_new_match_is_a_new_game_row_in_a_new_session(history, real_shot):
    rec = Recorder(history)
    first, second = _match(rec), _match(rec)
    _game(first, real_shot, "Ann")
    _game(second, real_shot, "Ann")  # a rematch: the first match's session is closed
    assert len(_rows(history, m.Game)) == 2
    assert sorted(s.ended_at is None for s in _rows(history, m.PracticeSession)) == [False, True]


def test_taking_back_a_shot_that_is_gone_is_nothing(history):
    history.retract_shot("no-such-shot")
    assert takeback(None, None) is None
