"""The game screen's state and rules, with no widgets: where the shot cycle is, the call
being made, what a click on the table means, and what one judged shot changes.

:class:`coach_app.game.screen.GameScreen` owns one :class:`GameModel` and draws it; the
computer opponent (:mod:`coach_app.game.computer`) and the prompts
(:mod:`coach_app.game.prompts`) read it. Kept apart so the rules of a hotseat game are
tested without a window (tests/models/test_game_model.py) and so no helper module has to
import the screen that calls it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from coach_app.cueing.placement import HandRegion
from coach_app.game.match import Match
from coach_app.game.phase import Phase
from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.rules import game
from simulation.rules.verdict import Call, Verdict
from simulation.rules.vocab import Hand, House
from simulation.rules.vocab import Phase as FramePhase
from simulation.table import TableSpec, Vec


class Button(StrEnum):
    """The mouse button of a press, as the model needs to know it (no Qt enum here)."""

    LEFT = "left"
    RIGHT = "right"
    OTHER = "other"


class Act(StrEnum):
    """What the screen must do after a click the model has interpreted."""

    NONE = "none"  # the click means nothing now
    REFRESH = "refresh"  # the model changed (a call): redraw
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
    of the seat that chose, None for "the computer" (worded in the current language)."""

    codes: Sequence[Mapping[str, Any]]
    who: str | None
    names: Mapping[str, str]


#: One entry of the verdict panel: a sentence already worded, or a ruling or an
#: explanation the screen puts into words when it draws (so a language switch re-words it).
VerdictLine = str | Ruling | Explained


class GameModel:
    """One hotseat match on the screen: the match itself, the phase of the shot cycle, the
    call being made, the verdict lines shown, and the serial of the game for the history.

    Plain state with rules; the screen tells it what happened and shows what it holds."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.phase = Phase.AIMING
        self.call_ball: str | None = None
        self.call_pocket: str | None = None
        self.verdict: list[VerdictLine] = []
        # The verdict shown with each position reached by a move, so an undo or a redo shows
        # the verdict of the position on the table, not of the shot taken back (keyed by
        # id, with the match kept to rule out a reused id).
        self._verdicts: dict[int, tuple[Match, list[VerdictLine]]] = {}
        # A new game (rematch, load) gets a new serial: the history groups shots by it.
        self.match_serial = 0

    # ------------------------------------------------------------------ state
    def show(self, match: Match) -> None:
        """``match`` becomes the position on the table (a move, an undo, a load)."""
        self.phase = Phase.AIMING
        self.match = match
        self.call_ball = self.call_pocket = None
        kept = self._verdicts.get(id(match))
        self.verdict = list(kept[1]) if kept is not None and kept[0] is match else []

    def remember(self, after: Match) -> None:
        """The verdict now shown belongs to ``after``, the position a move reaches: shown
        again whenever ``after`` is (redo), and not with any other (undo)."""
        self._verdicts[id(after)] = (after, list(self.verdict))

    def region(self) -> HandRegion:
        """Where the ball in hand may go (rules 11.1, 11.2: the house or the whole table)."""
        state = self.match.state
        if state.ball_in_hand is Hand.TABLE:
            return HandRegion.TABLE
        return HandRegion.TEMPORARY_HOUSE if state.house is House.TEMPORARY else HandRegion.HOUSE

    def call_needed(self) -> bool:
        state = self.match.state
        return (state.phase is FramePhase.PLAY and state.pending is None
                and game.referee_for(state.discipline).call_required(state))

    def call(self) -> Call | None:
        if self.call_ball is None or self.call_pocket is None:
            return None
        return Call(self.call_ball, self.call_pocket)

    def can_shoot(self, stroke_ready: bool) -> bool:
        state = self.match.state
        return (self.phase is Phase.AIMING and state.phase is not FramePhase.OVER
                and state.pending is None
                and stroke_ready and (not self.call_needed() or self.call() is not None))

    def can_aim(self) -> bool:
        return self.phase is Phase.AIMING

    def wants_stroke(self) -> bool:
        return self.can_aim() and self.match.state.pending is None

    def clear_call(self) -> None:
        self.call_ball = self.call_pocket = None

    # ------------------------------------------------------------------ clicks
    def click(self, ball: str | None, pocket: str | None, button: Button, *, in_hand: bool,
              cue_on_table: bool, cue_ball: str) -> Click:
        """What a press on ``ball`` or ``pocket`` (None: neither) means now.

        A pending ball choice takes the ball clicked; an incomplete call takes a ball or a
        pocket (the call itself is kept here); a ball in hand is dragged; otherwise the
        click aims."""
        state = self.match.state
        if self.phase is not Phase.AIMING or state.phase is FramePhase.OVER:
            return Click(Act.NONE)
        if state.pending is not None:
            if (state.pending.kind.takes_ball and ball is not None
                    and ball in state.pending.options):
                return Click(Act.DECIDE, ball)
            return Click(Act.NONE)
        referee = game.referee_for(state.discipline)
        if button is Button.RIGHT:
            if ball == CUE and referee.cue_call and self.call_needed():
                # Pyramid T 4.1.2: the свояк is called by naming the cue ball (a right click
                # works even while the ball is in hand, where a left click drags it).
                self.call_ball = CUE
                return Click(Act.REFRESH)
            if ball is not None and referee.any_cue_ball and state.phase is not FramePhase.BREAK \
                    and not in_hand:
                return Click(Act.CUE_BALL, ball)
            return Click(Act.NONE)
        if button is not Button.LEFT:
            return Click(Act.NONE)
        if in_hand and (ball == CUE or not cue_on_table):
            return Click(Act.DRAG)
        if self.call_needed() and self.call() is None:
            if ball is not None and (ball != cue_ball or referee.cue_call):
                self.call_ball = ball
            elif pocket is not None:
                self.call_pocket = pocket
            if ball is not None or pocket is not None:
                return Click(Act.REFRESH)
            return Click(Act.REFRESH_AND_AIM)
        return Click(Act.AIM)

    # ------------------------------------------------------------------ moves
    def decided(self, decision: dict[str, object], spec: TableSpec) -> Match:
        """The match after a decision (raises InputError when the referee refuses it)."""
        return self.match.with_state(game.decide(self.match.state, decision, spec))

    def next_frame(self) -> Match | None:
        """The next frame of the match, when a frame is over and the match is not."""
        if self.match.state.phase is FramePhase.OVER and self.match.match_winner() is None:
            self.verdict = []
            return self.match.next_frame()
        return None

    def new_game(self) -> None:
        """A rematch or a loaded game begins (shown next): a new serial, no verdict."""
        self.match_serial += 1
        self.verdict = []
        self._verdicts.clear()

    @staticmethod
    def judge(before: Match, result: ShotResult, call: Call | None, place: Vec | None,
              spec: TableSpec) -> tuple[Verdict, Match]:
        """The referee's verdict on a played shot and the match after it (raises
        InputError when the shot cannot be judged)."""
        verdict, state = game.judge(before.state, result, call=call, place=place, table=spec)
        return verdict, before.with_state(state)
