"""What a game screen hands the history after each judged shot.

Kept apart from the screen so the screen stays about play; the :class:`Recorder` decides
where the shot goes (session, game, frame) and swallows a failing database.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from coach_app.game.match import Match
from coach_app.recording.recorder import FrameEnd, GameKey, PlayedShot, RecordedShot, Recorder
from simulation.events import ShotResult
from simulation.rules.verdict import Call, Verdict
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


def record_game_shot(recorder: Recorder | None, match_serial: int, before: Match,
                     after: Match, layout: Mapping[str, Vec], stroke: Stroke,
                     result: ShotResult, call: Call | None, place: Vec | None,
                     verdict: Verdict, spec: TableSpec) -> RecordedShot | None:
    """Record one judged shot of ``before`` (the match as it was when the shot was taken)
    and close its frame (and match) in the history when the shot ended them. Returns what
    the shot's undo command keeps to take it back (None when nothing was recorded)."""
    if recorder is None or not recorder.enabled:
        return None
    state = before.state
    side = state.to_move
    shooter = state.shooter or side
    key = GameKey(match_serial, before.frame_no)
    shot = PlayedShot(dict(layout), stroke, result, place=place, call=call,
                      verdict=verdict.to_json(), legal=verdict.legal,
                      points=int(verdict.points.get(side, 0)) if side else 0,
                      shooter=shooter, is_break=state.phase == "break")
    setup = before.setup
    computers = [n for n in state.players if setup.seat(n).computer]
    recorded = recorder.game_shot(shot, key, discipline=state.discipline,
                                  sides=list(before.side_names().values()),
                                  players=list(state.players), breaker=state.breaker,
                                  options=setup.to_json(), table=spec, computers=computers)
    if recorded is None or after.state.phase != "over":
        return recorded
    names = before.side_names()
    winner = after.state.winner
    end = FrameEnd(key, names.get(winner, winner) if winner else None,
                   {names.get(k, k): v for k, v in after.state.scores.items()},
                   list(after.state.sheet), after.winner_name(after.match_winner()))
    recorder.finish_frame(end)
    return dataclasses.replace(recorded, frame_end=end)

