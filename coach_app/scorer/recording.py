"""What a match scored at a real table leaves in the history: the game (marked as played
at a real table in its options, ``"where": "real"``) and each finished frame with its
score sheet, from which Review and the reports read the frame protocol. No shot rows:
nothing was simulated, so no chart of strokes counts these frames.
"""

from __future__ import annotations

from coach_app.game.match import Match
from coach_app.recording.recorder import FrameEnd, MatchRecording, MatchSetup, Recorder
from simulation.table import TableSpec

#: The game option that says where it was played.
WHERE_REAL = {"where": "real"}


def open_real_match(recorder: Recorder | None, match: Match) -> MatchRecording | None:
    """The history's handle on a real-table match (None without a recorder)."""
    if recorder is None:
        return None
    state, setup = match.state, match.setup
    return recorder.open_match(MatchSetup(
        discipline=state.discipline, sides=tuple(match.side_names().values()),
        players=tuple(state.players), options={**setup.to_json(), **WHERE_REAL},
        table=TableSpec(), computers=frozenset()))


def record_real_frame(recording: MatchRecording | None, match: Match) -> FrameEnd | None:
    """The frame ``match`` has just finished, into the history (and the match when won)."""
    if recording is None:
        return None
    state = match.state
    names = match.side_names()
    winner = state.winner
    end = FrameEnd(recording.key(match.frame_no), names.get(winner, winner) if winner else None,
                   {names.get(k, k): v for k, v in state.scores.items()}, list(state.sheet),
                   match.winner_name(match.match_winner()))
    recording.real_frame(state.breaker, end)
    return end
