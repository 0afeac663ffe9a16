"""The game screen's state and rules, with no widgets: the match, the shot cycle, the call
being made, what a click on the table means, what one judged shot changes, and the
computer's turn as it is shown.

:class:`coach_app.game.screen.GameScreen` owns one :class:`GameModel` and draws it; the
computer opponent (:mod:`coach_app.game.computer`) drives it and the prompts
(:mod:`coach_app.game.prompts`) read it; the values it holds are in
:mod:`coach_app.game.values`. Every change of the match is a :class:`Move` the model
announces on :attr:`GameModel.moved`: the screen keeps it on its undo stack (whose steps
call :meth:`GameModel.show`), a test without a window just shows the move's ``after``
(tests/models/test_computer_frame.py plays a whole frame between two computer players
that way).

One shot: :meth:`GameModel.shoot` (or :meth:`GameModel.play` for the computer) begins the
flight; the screen simulates it and plays the result; :meth:`GameModel.playback_done`
judges it by the referee, records it, lets re-spotted balls glide to their spots
(phase RESPOTTING) and announces the move.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from coach_app.cueing.evented import Emitter
from coach_app.cueing.model import Aspect, CueModel, Flight, Phase
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.game.match import Match
from coach_app.game.seats import Seat
from coach_app.game.shot_record import open_match, record_game_shot
from coach_app.game.values import (
    Act,
    Button,
    Click,
    ComputerShot,
    Explained,
    GameAspect,
    GameShot,
    Intent,
    Move,
    MoveKind,
    Ruling,
    VerdictLine,
    computer_seat,
    glide,
)
from coach_app.recording.recorder import PlayedShot, Recorder
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.rules import game
from simulation.rules.verdict import Call, Verdict
from simulation.rules.vocab import Hand, House
from simulation.rules.vocab import Phase as FramePhase
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


class GameModel(CueModel[GameShot]):
    """One hotseat match on the screen: the match itself, the shot cycle, the call being
    made, the verdict lines shown, the computer's turn, and the serial of the game for the
    history. ``recorder`` (None: no history) receives every judged shot."""

    def __init__(self, match: Match, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, recorder: Recorder | None = None,
                 ) -> None:
        super().__init__(spec, params)
        self.recorder = recorder
        self.moved: Emitter[Move] = Emitter()
        self.match = match
        self.call_ball: str | None = None
        self.call_pocket: str | None = None
        self.verdict: list[VerdictLine] = []
        # The verdict shown with each position reached by a move, so an undo or a redo shows
        # the verdict of the position on the table, not of the shot taken back (keyed by
        # id, with the match kept to rule out a reused id).
        self._verdicts: dict[int, tuple[Match, list[VerdictLine]]] = {}
        self.intent: Intent | None = None
        self.computer_shot: ComputerShot | None = None
        self._carry: list[VerdictLine] = []  # the computer's decisions since its last shot
        # The history's handle on the match on screen (opened again by new_game()).
        self.recording = open_match(recorder, match, self.spec)
        self.set_aim(0.0)
        self.show(match)

    # ------------------------------------------------------------------ state
    def show(self, match: Match) -> None:
        """``match`` becomes the position on the table (a move, an undo, a load)."""
        state = match.state
        with self.batch():
            self.phase = Phase.AIMING
            self.flight = None
            self.match = match
            self.call_ball = self.call_pocket = None
            kept = self._verdicts.get(id(match))
            self.verdict = list(kept[1]) if kept is not None and kept[0] is match else []
            self.intent, self.computer_shot = None, None
            if computer_seat(match) is None:
                self._carry = []
            in_hand = state.ball_in_hand is not None
            layout, spot = dict(state.balls), None
            if in_hand and CUE not in layout:
                default = (self.spec.house_line_x - 0.25, 0.0)
                if placement_problem(default, CUE, layout, self.spec, self.region()) is None:
                    spot = layout[CUE] = default
            self.set_table(layout, in_hand, spot, CUE)
            self.touch(Aspect.PHASE, Aspect.FLIGHT, GameAspect.MATCH, GameAspect.CALL,
                       GameAspect.VERDICT, GameAspect.INTENT)

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

    def set_call(self, ball: str | None, pocket: str | None) -> None:
        self.call_ball, self.call_pocket = ball, pocket
        self.touch(GameAspect.CALL)

    def clear_call(self) -> None:
        self.set_call(None, None)

    def can_shoot(self, stroke_ready: bool | None = None) -> bool:
        """Whether the player may shoot now (``stroke_ready``: whether a stroke is set;
        None: ask the model's own)."""
        ready = self.stroke() is not None if stroke_ready is None else stroke_ready
        state = self.match.state
        return (self.phase is Phase.AIMING and state.phase is not FramePhase.OVER
                and state.pending is None and ready
                and (not self.call_needed() or self.call() is not None))

    def can_aim(self) -> bool:
        """Aiming, with the frame still on: once it is over there is nothing to aim (an aim
        line left on the table after «Партия окончена» read as a shot still to play)."""
        return self.phase is Phase.AIMING and self.match.state.phase is not FramePhase.OVER

    def wants_stroke(self) -> bool:
        return self.can_aim() and self.match.state.pending is None

    def add_verdict(self, lines: Sequence[VerdictLine]) -> None:
        self.verdict = [*self.verdict, *lines]
        self.touch(GameAspect.VERDICT)

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
                self.set_call(CUE, self.call_pocket)
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
                self.set_call(ball, self.call_pocket)
            elif pocket is not None:
                self.set_call(self.call_ball, pocket)
            if ball is not None or pocket is not None:
                return Click(Act.REFRESH)
            return Click(Act.REFRESH_AND_AIM)
        return Click(Act.AIM)

    def press(self, ball: str | None, pocket: str | None, button: Button, pos: Vec) -> None:
        """A press at ``pos`` on ``ball`` or ``pocket``: do what it means (decide, strike
        another ball, drag the ball in hand, aim)."""
        click = self.click(ball, pocket, button, in_hand=self.in_hand,
                           cue_on_table=CUE in self.layout, cue_ball=self.cue_ball)
        pending = self.match.state.pending
        if click.act is Act.DECIDE and pending is not None:
            self.decide({"kind": pending.kind, "ball": click.ball})
        elif click.act is Act.CUE_BALL and click.ball is not None:
            self.set_cue_ball(click.ball)
        elif click.act is Act.DRAG:
            self.start_drag(pos)
        elif click.act in (Act.AIM, Act.REFRESH_AND_AIM):
            self.aim_at(pos)

    # ------------------------------------------------------------------ moves
    def decided(self, decision: dict[str, object]) -> Match:
        """The match after a decision (raises InputError when the referee refuses it)."""
        return self.match.with_state(game.decide(self.match.state, decision, self.spec))

    def decide(self, decision: dict[str, Any]) -> bool:
        """Make a decision the rules owe (a click, a button, the computer); the move is
        announced. False, with the referee's reason as the message, when refused."""
        try:
            after = self.decided(decision)
        except InputError as exc:
            self.set_message(exc.message)
            return False
        self.set_message("")
        self.remember(after)  # the verdict that led to the decision stays up
        self.moved.emit(Move(MoveKind.DECISION, self.match, after))
        return True

    def next_frame(self) -> bool:
        """Go on to the next frame, when a frame is over and the match is not."""
        if self.match.state.phase is not FramePhase.OVER or self.match.match_winner() is not None:
            return False
        self.verdict = []
        self.moved.emit(Move(MoveKind.NEXT_FRAME, self.match, self.match.next_frame()))
        return True

    def new_game(self, match: Match) -> None:
        """A rematch or a loaded game begins: a new match in the history, no verdict,
        ``match`` shown."""
        self.recording = open_match(self.recorder, match, self.spec)
        self.verdict = []
        self._verdicts.clear()
        self.show(match)

    @staticmethod
    def judge(before: Match, result: ShotResult, call: Call | None, place: Vec | None,
              spec: TableSpec) -> tuple[Verdict, Match]:
        """The referee's verdict on a played shot and the match after it (raises
        InputError when the shot cannot be judged)."""
        verdict, state = game.judge(before.state, result, call=call, place=place, table=spec)
        return verdict, before.with_state(state)

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        """The player's stroke, when the rules let them shoot now."""
        stroke = self.stroke()
        if stroke is None or not self.can_shoot(True):
            return False
        return self.play(stroke, self.call(), self.hand_spot if self.in_hand else None)

    def play(self, stroke: Stroke, call: Call | None, place: Vec | None,
             lead: Sequence[VerdictLine] = (), by_computer: bool = False) -> bool:
        """Begin the shot ``stroke`` (the player's, or the computer's with ``lead``, its
        explanation, heading the verdict). False, with the reason shown, when the stroke
        or the placement is refused."""
        try:
            stroke.check(self.params)
            layout = game.shot_layout(self.match.state, stroke.cue_ball, place, self.spec)
        except InputError as exc:
            self.set_message(exc.message)
            return False
        with self.batch():
            self.verdict = list(lead)
            self.intent = None
            self.touch(GameAspect.VERDICT, GameAspect.INTENT)
            self.begin_shot(layout, stroke, GameShot(self.match, call, place, by_computer))
        return True

    def playback_done(self) -> Move | None:
        """The flight has played: judge it, record it, let re-spotted balls glide (phase
        RESPOTTING, a flight of its own), and announce the move."""
        if self.phase is Phase.RESPOTTING:
            landed = self.land()
            move = landed.context.move if landed is not None else None
            if move is not None:
                self._commit(move)
            return move
        if self.phase is not Phase.PLAYING:
            return None
        flight = self.land()
        if flight is None or flight.result is None:
            return None
        return self._judged(flight, flight.result)

    def _judged(self, flight: Flight[GameShot], result: ShotResult) -> Move | None:
        shot = flight.context
        before = shot.before
        try:
            verdict, after = self.judge(before, result, shot.call, shot.place, self.spec)
        except InputError as exc:
            with self.batch():
                self.phase = Phase.AIMING
                self.set_message(exc.message)
                self.touch(Aspect.PHASE)
            return None
        self.add_verdict([Ruling(verdict, before.side_names())])
        recorded = record_game_shot(
            self.recording, before, after, verdict,
            PlayedShot(flight.layout, flight.stroke, result, place=shot.place, call=shot.call))
        move = Move(MoveKind.SHOT, self.match, after, recorded)
        if verdict.respotted:
            with self.batch():
                self.phase = Phase.RESPOTTING
                self.touch(Aspect.PHASE)
                self.replay_flight(flight.layout, glide(result.balls, after.state.balls,
                                                        verdict.respotted, self.spec),
                                   dataclasses.replace(shot, move=move))
            return None
        self._commit(move)
        return move

    def _commit(self, move: Move) -> None:
        self.remember(move.after)
        self.moved.emit(move)

    # ---------------------------------------------------------- the computer
    def computer_thinking(self) -> bool:
        """The computer has the table and has not chosen yet."""
        return self.phase is Phase.COMPUTER and self.computer_shot is None

    def begin_computer_turn(self) -> Seat | None:
        """The computer's seat acts now: the table is its (phase COMPUTER) while it
        chooses; None when a person acts or a shot is under way."""
        if self.phase is not Phase.AIMING:
            return None
        seat = computer_seat(self.match)
        if seat is None or seat.level is None:
            return None
        with self.batch():
            self.phase = Phase.COMPUTER
            self.drag_pos, self.intent, self.computer_shot = None, None, None
            self.touch(Aspect.PHASE, Aspect.DRAG, GameAspect.INTENT)
        return seat

    def computer_chose(self, turn: Any, played: Stroke | None, who: str | None) -> bool:
        """The computer's choice (a :class:`simulation.ai.policy.Turn` and, for a shot, the
        stroke it strikes): a decision is made at once; a shot's aim is shown (place, cue
        ball, aim, power, tip, call, the ball and pocket it means) until
        :meth:`computer_strikes`. ``who`` names it when two computers play. False when it
        chose nothing it can play."""
        if self.phase is not Phase.COMPUTER:
            return False
        explained = Explained(turn.explanation, who, self.match.side_names())
        lines: list[VerdictLine] = [explained]
        if turn.decision is not None:
            self._carry += lines
            with self.batch():
                self.phase = Phase.AIMING
                self.touch(Aspect.PHASE)
                self.add_verdict(lines)
            return self.decide(dict(turn.decision))
        stroke = turn.stroke
        if stroke is None or played is None:
            return False
        target = next((e for e in turn.explanation if e.get("code") == "plays_pot"), None)
        with self.batch():
            if turn.place is not None:
                self.place_hand_spot(turn.place)
            lines = [dataclasses.replace(explained, stroke=stroke, layout=dict(self.layout))]
            lead, self._carry = (*self._carry, *lines), []
            self.set_stroke(stroke)
            if turn.call is not None:
                self.set_call(turn.call.ball, turn.call.pocket)
            self.intent = Intent(str(target["ball"]) if target else None,
                                 str(target["pocket"]) if target else None)
            self.verdict = list(lead)
            self.computer_shot = ComputerShot(played, turn.call, turn.place, lead)
            self.touch(GameAspect.INTENT, GameAspect.VERDICT)
        return True

    def computer_strikes(self) -> bool:
        """The aim has been shown: strike the stroke the computer plays."""
        shot = self.computer_shot
        if shot is None or self.phase is not Phase.COMPUTER:
            return False
        self.computer_shot = None
        if self.play(shot.stroke, shot.call, shot.place, shot.lines, by_computer=True):
            return True
        with self.batch():
            self.phase = Phase.AIMING
            self.touch(Aspect.PHASE)
        return False

    def computer_failed(self, text: str) -> None:
        """The computer could not choose: the table goes back to the people, ``text`` shown."""
        with self.batch():
            if self.phase is Phase.COMPUTER:
                self.phase = Phase.AIMING
            self.computer_shot, self.intent = None, None
            self.set_message(text)
            self.touch(Aspect.PHASE, GameAspect.INTENT)
