"""The values of a game on the screen, with no widgets: what changed, what a click means,
a ruling and an explanation kept as codes, a move of the match, the shot in flight's
context, the computer's meant shot, who acts now, and the glide of re-spotted balls.

:class:`coach_app.game.model.GameModel` holds and announces them; the screen, the computer
player and the tests read them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from coach_app.game.match import Match
from coach_app.game.seats import Seat
from coach_app.recording.recorder import RecordedShot
from simulation.balls import CUE
from simulation.events import ShotResult, Strike, Trace
from simulation.rules.state import GameState
from simulation.rules.verdict import Call, Verdict
from simulation.rules.vocab import Phase
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: How long re-spotted balls take to glide to their spots (seconds).
RESPOT_SECONDS = 0.6


class GameAspect(StrEnum):
    """What changed besides the shot cycle's own :class:`~coach_app.cueing.model.Aspect`."""

    MATCH = "match"  # a move was made, undone or redone, a game loaded
    CALL = "call"
    VERDICT = "verdict"
    INTENT = "intent"  # the aim the computer means, shown before it strikes


class Button(StrEnum):
    """The mouse button of a press, as the model needs to know it (no Qt enum here)."""

    LEFT = "left"
    RIGHT = "right"
    OTHER = "other"


class Act(StrEnum):
    """What a click the model has interpreted means."""

    NONE = "none"  # the click means nothing now
    REFRESH = "refresh"  # the model changed (a call)
    DECIDE = "decide"  # a pending ball choice: decide with ``ball``
    CUE_BALL = "cue_ball"  # strike ``ball`` instead (disciplines where any ball is a cue ball)
    DRAG = "drag"  # start dragging the ball in hand
    AIM = "aim"  # aim at the point clicked
    REFRESH_AND_AIM = "refresh_and_aim"  # a call was wanted but none was clicked: aim too


@dataclass(frozen=True)
class Click:
    act: Act
    ball: str | None = None


@dataclass(frozen=True)
class Ruling:
    """The referee's verdict on a shot with the names of the sides, kept as codes so the
    screen words it in the language of the moment (a language switch re-words it)."""

    verdict: Verdict
    names: Mapping[str, str]


@dataclass(frozen=True)
class Explained:
    """The computer's explanation of its choice as the policy's codes: ``who`` is the name
    of the seat that chose, None for "the computer" (worded in the current language), and
    for a shot the stroke it chose."""

    codes: Sequence[Mapping[str, Any]]
    who: str | None
    names: Mapping[str, str]
    #: The stroke it chose and the balls it is played on (None for a decision): worded
    #: as a player would say it (coach_app/words/stroke_words.py).
    stroke: Stroke | None = None
    layout: Mapping[str, Vec] | None = None


#: One entry of the verdict panel: a sentence already worded, or a ruling or an
#: explanation the screen puts into words when it draws (so a language switch re-words it).
VerdictLine = str | Ruling | Explained


class MoveKind(StrEnum):
    SHOT = "shot"
    DECISION = "decision"
    NEXT_FRAME = "next_frame"


@dataclass(frozen=True)
class Move:
    """One step of the match, ``before`` to ``after``; a shot's carries its history row."""

    kind: MoveKind
    before: Match
    after: Match
    recorded: RecordedShot | None = None


@dataclass(frozen=True)
class GameShot:
    """What a game's flight is judged by: the match as the shot was taken, the call, where
    the ball in hand was placed; ``move`` once judged (while re-spotted balls glide);
    ``by_computer`` for the computer's shots (played back at its own speed)."""

    before: Match
    call: Call | None
    place: Vec | None
    by_computer: bool = False
    move: Move | None = None


@dataclass(frozen=True)
class Intent:
    """The shot the computer means, shown with its aim: the ball and the pocket."""

    ball: str | None
    pocket: str | None


@dataclass(frozen=True)
class ComputerShot:
    """The stroke the computer strikes (its level's error applied) once its aim is shown."""

    stroke: Stroke
    call: Call | None
    place: Vec | None
    lines: tuple[VerdictLine, ...]


def acting(state: GameState) -> str | None:
    """Who acts now: the side owing a decision, else the player at the table."""
    if state.phase is Phase.OVER:
        return None
    if state.pending is not None:
        return state.pending.by
    return state.shooter or state.to_move


def computer_seat(match: Match) -> Seat | None:
    """The computer seat that acts now, or None when a person does. The lag (which nobody
    in particular owes) is drawn by the computer when it plays at all."""
    state, setup = match.state, match.setup
    if state.phase is Phase.OVER:
        return None
    if state.pending is not None and state.pending.by is None:
        return next((s for s in setup.seats[:len(setup.names)] if s.computer), None)
    seat = setup.seat(acting(state))
    return seat if seat.computer else None


def glide(start: Mapping[str, Vec], end: Mapping[str, Vec], respotted: Mapping[str, Vec],
          spec: TableSpec) -> ShotResult:
    """A short made-up trace that moves re-spotted balls from the back cushion's middle to
    their spots, so the player sees where they went."""
    entry = (spec.half_length - spec.ball_radius, 0.0)
    first = {**start, **{b: entry for b in respotted}}
    frames = ((0.0, first), (RESPOT_SECONDS, dict(end)))
    return ShotResult(balls=dict(end), pocketed=(), off_table=(),
                      events=(Strike(0.0, CUE),), duration=RESPOT_SECONDS,
                      trace=Trace(1 / RESPOT_SECONDS, frames), initial=first)
