"""Reading the history's frames back for the ratings (coach_app/store/games_read.py): the
frames the Recorder wrote for a game against the computer and a pair game come back with
their sides, computer levels, winner, discipline and where; unfinished frames and boards
of a triathlon are counted, not rated."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from coach_app.game.match import GameSetup
from coach_app.game.seats import Seat
from coach_app.recording.recorder import FrameEnd, MatchSetup, PlayedShot, Recorder
from coach_app.store import History, open_store
from coach_app.store.games_read import read_frames
from simulation.rating.league import View, rate
from simulation.rating.values import Where


@pytest.fixture
def history(db_url):
    with open_store(db_url) as store:
        yield History(store)


def _shot(real_shot, shooter: str) -> PlayedShot:
    layout, stroke, result = real_shot
    return PlayedShot(layout, stroke, result, legal=True, points=1, shooter=shooter)


def _match(rec: Recorder, setup: GameSetup, sides: list[str]):
    """Opened as coach_app/game/shot_record.py opens a match."""
    return rec.open_match(MatchSetup(
        discipline=setup.discipline, sides=sides, players=list(setup.names),
        options=setup.to_json(),
        computers=frozenset(n for n in setup.names if setup.seat(n).computer)))


def test_a_game_against_the_computer_reads_back_with_its_level(history, real_shot):
    rec = Recorder(history, history.ensure_player("Ann").id)
    setup = GameSetup("free", ("Ann", "Компьютер"), seats=(Seat(), Seat("club")))
    match = _match(rec, setup, ["Ann", "Компьютер"])
    for k, winner in enumerate(("Ann", "Компьютер", "Ann")):
        match.shot(_shot(real_shot, "Ann"), k, breaker="Ann")
        match.finish_frame(FrameEnd(match.key(k), winner, {"Ann": 8, "Компьютер": 3}, []))
    match.shot(_shot(real_shot, "Ann"), 3, breaker="Ann")  # a frame still being played
    found = read_frames(history.store)
    assert len(found.frames) == 3 and found.skipped == {"unfinished": 1}
    f = found.frames[0]
    assert f.discipline == "free" and f.where is Where.SCREEN
    ann, pc = f.sides
    assert (ann.name, ann.players, ann.levels) == ("Ann", ("Ann",), ())
    assert (pc.name, pc.players, pc.levels) == ("Компьютер", (), ("club",))
    assert [x.winner for x in found.frames] == [0, 1, 0]
    assert isinstance(f.played_at, datetime) and f.played_at.tzinfo is not None
    table = rate(found.frames, view=View(half_life_days=None))
    assert [p.name for p in table.players] == ["Ann"]
    assert table.get("computer:club").record.frames == 3


def test_a_pair_game_and_a_draw(history, real_shot):
    rec = Recorder(history, history.ensure_player("A1").id)
    setup = GameSetup("free", ("A1", "A2", "B1", "B2"), pair=True)
    sides = ["A1 & A2", "B1 & B2"]
    match = _match(rec, setup, sides)
    match.shot(_shot(real_shot, "A1"), 0, breaker="A1")
    match.finish_frame(FrameEnd(match.key(0), "B1 & B2", {"A1 & A2": 3, "B1 & B2": 8}, []))
    (f,) = read_frames(history.store).frames
    assert [s.players for s in f.sides] == [("A1", "A2"), ("B1", "B2")] and f.winner == 1


def test_where_real_and_a_triathlon_board(history):
    ann = history.ensure_player("Ann")
    session = history.start_session(ann.id, "game")
    when = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)
    real = history.start_game(session.id, "classic-71", ["Ann", "Oleg"],
                              options={"names": ["Ann", "Oleg"], "where": {"kind": "real"},
                                       "handicap": {"Oleg": 15}})
    fr = history.start_frame(real.id, 1, "Ann", when)
    history.finish_frame(fr.id, winner=None, scores={"Ann": 70, "Oleg": 70}, finished_at=when)
    tri = history.start_game(session.id, "dynamic", ["Ann", "Oleg"],
                             options={"names": ["Ann", "Oleg"], "team_format": "triathlon-3+3"})
    fr = history.start_frame(tri.id, 1, "Ann", when)
    history.finish_frame(fr.id, winner="Ann", scores={"Ann": 8, "Oleg": 2}, finished_at=when)
    found = read_frames(history.store)
    (f,) = found.frames
    assert f.where is Where.REAL and f.winner is None and f.discipline == "classic-71"
    assert [s.handicap for s in f.sides] == [0, 15]
    assert found.skipped == {"team_board_discipline_unknown": 1}
