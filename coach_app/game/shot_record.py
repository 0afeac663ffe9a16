"""What a game screen hands the history: the match once, when it begins, and each judged
shot then.

Kept apart from the screen so the screen stays about play; the :class:`Recorder` decides
where the shot goes (session, game, frame) and swallows a failing database.
"""

from __future__ import annotations

import dataclasses

from coach_app.game.match import Match
from coach_app.recording.recorder import (
    FrameEnd,
    MatchRecording,
    MatchSetup,
    PlayedShot,
    RecordedShot,
    Recorder,
)
from simulation.rules.verdict import Verdict
from simulation.rules.vocab import Phase
from simulation.table import TableSpec


def open_match(recorder: Recorder | None, match: Match, spec: TableSpec) -> MatchRecording | None:
    """The history's handle on ``match`` (a new game, a rematch, a loaded game), which the
    screen keeps for as long as the match is on: what is the same on every shot of it is
    given here, once (None without a recorder)."""
    if recorder is None:
        return None
    state, setup = match.state, match.setup
    return recorder.open_match(MatchSetup(
        discipline=state.discipline, sides=tuple(match.side_names().values()),
        players=tuple(state.players), options=setup.to_json(), table=spec,
        computers=frozenset(n for n in state.players if setup.seat(n).computer)))


def record_game_shot(recording: MatchRecording | None, before: Match, after: Match,
                     verdict: Verdict, shot: PlayedShot) -> RecordedShot | None:
    """Record ``shot`` (as played: layout, stroke, result, call, place) of ``before`` (the
    match as it was when the shot was taken) with the referee's ``verdict``, and close its
    frame (and match) in the history when the shot ended them. Returns what the shot's undo
    command keeps to take it back (None when nothing was recorded)."""
    if recording is None or not recording.recorder.enabled:
        return None
    state = before.state
    side = state.to_move
    ruled = dataclasses.replace(
        shot, verdict=verdict.to_json(), legal=verdict.legal,
        points=int(verdict.points.get(side, 0)) if side else 0,
        shooter=state.shooter or side, is_break=state.phase is Phase.BREAK)
    recorded = recording.shot(ruled, before.frame_no, state.breaker)
    if recorded is None or after.state.phase is not Phase.OVER:
        return recorded
    names = before.side_names()
    winner = after.state.winner
    end = FrameEnd(recording.key(before.frame_no), names.get(winner, winner) if winner else None,
                   {names.get(k, k): v for k, v in after.state.scores.items()},
                   list(after.state.sheet), after.winner_name(after.match_winner()))
    recording.finish_frame(end)
    return dataclasses.replace(recorded, frame_end=end)
