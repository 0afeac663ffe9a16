"""The real-match scorer's model (coach_app/scorer/model.py): whole written frames of every
discipline entered press by press end with the protocol's scores and winner (the referee
is ``game.record``, the frames those of tests/rules/test_record_frames.py, each quoting its
clauses); refusals name their field; every decision state offers its choices; undo and
redo step through the entries."""

from __future__ import annotations

import pytest

from coach_app.scorer.model import Mode, ScorerModel
from tests.rules.test_record_frames import PROTOCOLS

from .presses import enter, play, setup_for


@pytest.mark.parametrize("name", list(PROTOCOLS))
def test_a_whole_frame_entered_ends_with_the_protocols_score_and_winner(name):
    args, entries, scores, winner = PROTOCOLS[name]
    ended = []
    model = ScorerModel(setup_for(args), on_frame_over=ended.append)
    play(model, entries)
    assert model.over and dict(model.state.scores) == scores
    assert model.state.winner == winner and model.match.match_winner() == winner
    p = model.protocol()
    assert dict(p.scores) == scores and p.winner == winner
    assert [m.state.winner for m in ended] == [winner]  # recorded once, at the end


def test_undo_and_redo_step_through_the_entries():
    args, entries, _s, _w = PROTOCOLS["classic-71"]
    model = ScorerModel(setup_for(args))
    play(model, entries)
    n = len(model.entries())
    assert n == len(entries)
    while model.undo():
        pass
    assert model.state.scores == {"P1": 0, "P2": 0} and model.state.phase == "break"
    assert model.verdict is None and not model.can_undo()
    for _ in range(3):
        assert model.redo()
    assert model.state.scores == {"P1": 0, "P2": 42}  # the break, then 15; 14 and 13
    assert model.verdict is not None and model.verdict.scored == ("14", "13")
    # A new entry after an undo drops the entries that were undone.
    model.undo()
    assert enter(model, {"first_contact": "14", "pocketed": [{"ball": "14", "pocket": "FL"}],
                         "call": {"ball": "14", "pocket": "FL"}})
    assert not model.can_redo() and len(model.entries()) == 3


def test_refusals_name_the_field_and_change_nothing():
    model = ScorerModel(setup_for(["--discipline", "free"]))
    before = model.match
    # 13.1 / I-44: a break without a pot needs the count of balls at a cushion.
    _ = enter(model, {"first_contact": "4"})
    assert model.refusal is not None and model.refusal.field == "outcome.cushion_balls"
    assert model.match is before and not model.can_undo()
    # A pocketed ball needs its pocket.
    model.clear()
    model.set_mode(Mode.FIRST)
    model.press_ball("4")
    model.set_mode(Mode.POCKETED)
    model.press_ball("7")
    assert not model.record() and model.refusal.field == "outcome.pocketed[0].pocket"
    # The rules' choices: no ball off the table twice, no cue ball as the first contact.
    model.set_mode(Mode.FIRST)
    assert not model.press_ball("cue")


def test_classic_needs_a_call_after_the_break_and_offers_it_first():
    """Classic 5.2: the call is the first thing the scorer is asked once the break is over."""
    model = ScorerModel(setup_for(["--discipline", "classic-71"]))
    assert model.mode is Mode.FIRST  # the break: a call is optional (I-12)
    assert enter(model, {"first_contact": "4"})  # passes the turn
    assert model.mode is Mode.CALL and Mode.CALL in model.modes()
    model.set_mode(Mode.FIRST)
    model.press_ball("3")
    assert not model.record() and model.refusal.field == "outcome.call"


@pytest.mark.parametrize("name,kind", [
    ("free", "penalty_ball"),  # Free 6, General rules 7.4
    ("free", "shoot_or_pass"),  # 7.4.1 / 7.4.2
    ("combined", "replace_cue"),  # Combined 5.2
    ("dynamic", "break_options"),  # 13.2
    ("free-pair", "choose_player"),  # pair format 3.2
])
def test_each_decision_state_offers_its_choices(name, kind):
    """The decisions owed in the written frames: the model stops the shot entry and the
    pending decision lists its options, which ``decide`` takes."""
    args, entries, _s, _w = PROTOCOLS[name]
    model = ScorerModel(setup_for(args))
    seen = set()
    for entry in entries:
        pending = model.state.pending
        if pending is not None:
            seen.add(str(pending.kind))
            assert model.choices().shot is None and model.modes() == ()
            assert model.balls_for(Mode.FIRST) == () and not model.press_ball("1")
            assert not model.record() and model.refusal.field == "state"
            if pending.kind.takes_ball:
                assert set(pending.options) <= set(model.state.balls)
        if entry.kind == "record":
            assert enter(model, entry.payload), model.refusal
        else:
            assert model.decide(entry.payload), model.refusal
    assert kind in seen


def test_a_refused_decision_names_its_field():
    model = ScorerModel(setup_for(["--discipline", "free"]))
    assert enter(model, {"first_contact": "4", "cushion_balls": 1})  # 13.1: illegal break
    assert model.state.pending is not None
    assert not model.decide({"kind": "penalty_ball", "ball": "99"})
    assert model.refusal is not None and "ball" in model.refusal.field


def test_a_match_of_three_frames_is_scored_frame_after_frame():
    args, entries, _s, _w = PROTOCOLS["free"]
    ended = []
    model = ScorerModel(setup_for(args, frames=3), on_frame_over=ended.append)
    play(model, entries)
    assert model.match.match_winner() is None and model.next_frame()
    assert model.state.breaker == "P2" and model.match.frame_no == 1
    assert len(model.match.frames_played()) == 1
    assert len(ended) == 1 and not model.next_frame()  # the frame is not over


def test_a_team_match_is_scored_board_after_board():
    """Triathlon 3+3 (2.1, 2.2, 2.5): each individual match is its board's game; the
    referee's matchplay picks the next board and players; the team points add up."""
    from coach_app.game.match import GameSetup

    names = ("Иванов", "Петров", "Сидоров", "Орлов", "Белов", "Волков")
    model = ScorerModel(GameSetup("dynamic", names, frames=1, team_format="triathlon-3+3",
                                  team_names=("Spartak", "Dynamo")))
    assert model.state.discipline == "dynamic" and model.state.players == ("Иванов", "Орлов")
    play(model, PROTOCOLS["dynamic"][1])
    assert model.state.winner == "Иванов"
    assert model.match.team_info().team_points == {"A": 1, "B": 0}
    assert model.next_frame()
    assert model.state.discipline == "combined" and model.state.players == ("Петров", "Белов")
    assert model.state.breaker == "Белов"  # I-33: team B breaks the next individual match
    play(model, PROTOCOLS["combined"][1])
    assert model.state.winner == "Белов"
    assert model.match.team_info().team_points == {"A": 1, "B": 1}
    assert [f.winner for f in model.match.frames_played()] == ["Иванов", "Белов"]


def test_the_lag_opens_the_match_when_asked():
    """General rules 8.4: the lag is the first decision; its winner breaks or passes."""
    from coach_app.game.match import GameSetup

    model = ScorerModel(GameSetup("free", ("Ann", "Bob"), lag=True))
    assert model.state.pending.kind == "lag" and model.modes() == ()
    assert model.decide({"kind": "lag", "winner": "Bob", "choice": "shoot"})
    assert model.state.to_move == "Bob" and model.state.phase == "break"
    assert model.undo() and model.state.pending.kind == "lag"
