"""A hotseat game: the referee's state drives the table, the prompts and the scoreboard.

The flow of one shot: the player (ball in hand placed, call made when the discipline asks
for one) shoots; the worker simulates; the trace plays; the referee judges; re-spotted
balls glide to their spots; the verdict is shown in words and any decision owed is
prompted. Every change of the match goes through the undo stack as a whole snapshot.

The state and rules (phase, call, what a click means, the verdict) are the screen's
:class:`~coach_app.game.model.GameModel`; this module is the widgets around it and the
flow of a shot through the simulator, the playback and the undo stack.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.cueing.runner import Simulator, engine_simulator
from coach_app.game.commands import MatchChange, glide
from coach_app.game.computer import ComputerPlayer, Policy
from coach_app.game.computer_texts import computer_name, explanation_lines
from coach_app.game.decision_panel import DecisionPanel
from coach_app.game.match import Match
from coach_app.game.model import Act, Button, Explained, GameModel, Ruling, VerdictLine
from coach_app.game.phase import Phase
from coach_app.game.prompts import call_text, hint
from coach_app.game.scoreboard import Scoreboard
from coach_app.game.shot_record import record_game_shot
from coach_app.game.texts import verdict_lines
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.widgets import alive
from coach_app.recording.recorder import RecordedShot, Recorder, takeback
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.overlays import build_overlay
from coach_app.table.overlay import Overlay
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.rules import game
from simulation.rules.verdict import Call
from simulation.rules.vocab import Discipline
from simulation.rules.vocab import Phase as FramePhase
from simulation.stroke import Stroke
from simulation.table import TableSpec

Vec = tuple[float, float]


class GameScreen(CueScreen):
    match_changed = Signal()

    def __init__(self, prefs: Preferences, match: Match,
                 simulator: Simulator = engine_simulator, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, parent: QWidget | None = None,
                 recorder: Recorder | None = None, policy: Policy | None = None) -> None:
        super().__init__(prefs, simulator, spec, params, parent)
        self.setObjectName("gameScreen")
        # Every judged shot goes to the history (None: no history this run).
        self.recorder = recorder
        self.model = GameModel(match)
        self.scoreboard = Scoreboard()
        self.decisions = DecisionPanel()
        self.next_frame = QPushButton()
        self.rematch = QPushButton()
        self.panel.hand_box.hide()
        self.panel.new_rack.hide()
        self.panel.layout().insertWidget(2, self.decisions)
        row = QHBoxLayout()
        row.addWidget(self.next_frame)
        row.addWidget(self.rematch)
        self.panel.layout().insertLayout(3, row)
        self._lay_out(above=self.scoreboard)

        self.aim_deg = 0.0
        self._pending_shot: tuple[Match, Call | None, Vec | None] | None = None
        self._job = 0
        # The position after a shot while its re-spotted balls glide, and its history row.
        self._after: tuple[Match, RecordedShot | None] | None = None
        self._wire()
        # Plays the computer's seats: the policy off the UI thread, then the normal path.
        self.computer = ComputerPlayer(self, policy)
        self.apply_preferences(prefs)
        self.set_match(match)

    # The model's state, read and written under the names the computer player and the
    # tests have always used.
    @property
    def phase(self) -> Phase:  # type: ignore[override]
        return self.model.phase

    @phase.setter
    def phase(self, value: Phase) -> None:
        self.model.phase = value

    @property
    def match(self) -> Match:
        return self.model.match

    @property
    def match_serial(self) -> int:
        return self.model.match_serial

    @property
    def call_ball(self) -> str | None:
        return self.model.call_ball

    @call_ball.setter
    def call_ball(self, value: str | None) -> None:
        self.model.call_ball = value

    @property
    def call_pocket(self) -> str | None:
        return self.model.call_pocket

    @call_pocket.setter
    def call_pocket(self, value: str | None) -> None:
        self.model.call_pocket = value

    @property
    def verdict(self) -> list[str]:
        """The verdict panel's lines in the current language (rulings worded now)."""
        lines: list[str] = []
        for line in self.model.verdict:
            if isinstance(line, Ruling):
                lines += verdict_lines(line.verdict, line.names)
            elif isinstance(line, Explained):
                lines += explanation_lines(line.codes, line.who or computer_name(),
                                           line.names)
            else:
                lines.append(line)
        return lines

    @verdict.setter
    def verdict(self, value: list[str]) -> None:
        self.model.verdict = list(value)

    def _wire(self) -> None:
        p = self.panel
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        self.undo_stack.indexChanged.connect(self._on_stack_changed)
        self.decisions.decided.connect(self.decide)
        self.next_frame.clicked.connect(self.start_next_frame)
        self.rematch.clicked.connect(self.start_rematch)

    # ------------------------------------------------------------------ state
    def set_match(self, match: Match) -> None:
        """Show ``match`` (called by undo commands and when a game is loaded)."""
        self.playback.stop()
        self.model.show(match)
        state = match.state
        self.in_hand = state.ball_in_hand is not None
        self.layout_now = dict(state.balls)
        self.hand_spot = None
        if self.in_hand and CUE not in self.layout_now:
            spot = (self.spec.house_line_x - 0.25, 0.0)
            if placement_problem(spot, CUE, self.layout_now, self.spec, self.region_value()) \
                    is None:
                self.hand_spot = spot
                self.layout_now[CUE] = spot
        self.cue_ball = CUE
        self.view.set_pyramid_t(state.discipline == Discipline.PYRAMID_T)
        self.view.set_ball_layout(self.layout_now)
        self.scoreboard.set_match(match)
        self.decisions.show_pending(state.pending, state, match.side_names())
        self.match_changed.emit()
        self.stroke_changed()

    def region_value(self) -> HandRegion:
        return self.model.region()

    def call_needed(self) -> bool:
        return self.model.call_needed()

    def call(self) -> Call | None:
        return self.model.call()

    def can_shoot(self) -> bool:
        return self.model.can_shoot(self.stroke() is not None)

    def can_aim(self) -> bool:
        return self.model.can_aim()

    def wants_stroke(self) -> bool:
        return self.model.wants_stroke()

    def hint(self) -> str:
        return hint(self.model, self.computer.status)

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        """A press on the table: the model says what it means, the screen does it."""
        which = {Qt.MouseButton.LeftButton: Button.LEFT,
                 Qt.MouseButton.RightButton: Button.RIGHT}.get(button, Button.OTHER)
        click = self.model.click(self.view.ball_at(pos), self.view.pocket_at(pos), which,
                                 in_hand=self.in_hand, cue_on_table=CUE in self.layout_now,
                                 cue_ball=self.cue_ball)
        if click.act is Act.DECIDE:
            self.decide({"kind": self.match.state.pending.kind,  # type: ignore[union-attr]
                         "ball": click.ball})
        elif click.act is Act.CUE_BALL and click.ball is not None:
            self.cue_ball = click.ball
            self.stroke_changed()
        elif click.act is Act.DRAG:
            self.drag_pos = pos
            self.refresh()
        elif click.act is Act.REFRESH:
            self.refresh()
        elif click.act in (Act.AIM, Act.REFRESH_AND_AIM):
            if click.act is Act.REFRESH_AND_AIM:
                self.refresh()
            self.aim_at(pos)

    def clear_call(self) -> None:
        self.model.clear_call()
        self.refresh()

    # --------------------------------------------------------------- decisions
    def decide(self, decision: dict[str, Any]) -> bool:
        try:
            after = self.model.decided(decision, self.spec)
        except InputError as exc:
            self.message = exc.message
            self.refresh()
            return False
        self.message = ""
        self.model.remember(after)  # the verdict that led to the decision stays up
        self.undo_stack.push(MatchChange(self.tr("Decision"), self.match, after,
                                         self.set_match))
        return True

    def start_next_frame(self) -> None:
        before = self.match
        after = self.model.next_frame()
        if after is not None:
            self.undo_stack.push(MatchChange(self.tr("Next frame"), before, after,
                                             self.set_match))

    def start_rematch(self) -> None:
        self.load(self.match.rematch())

    def save(self, path: str | Path) -> None:
        self.match.save(path)

    def load(self, match: Match) -> None:
        self.model.new_game()
        self.undo_stack.clear()
        self.set_match(match)

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        if self.phase is Phase.PLAYING:
            self.playback.toggle()
            return False
        stroke = self.stroke()
        if not self.can_shoot() or stroke is None:
            return False
        return self.play(stroke, self.call(), self.hand_spot if self.in_hand else None)

    def play(self, stroke: Stroke, call: Call | None, place: Vec | None,
             lead: list[VerdictLine] | None = None) -> bool:
        """Simulate and play ``stroke`` (the player's, or the computer's with ``lead``, its
        explanation, heading the verdict)."""
        state = self.match.state
        try:
            stroke.check(self.params)
            layout = game.shot_layout(state, stroke.cue_ball, place, self.spec)
        except InputError as exc:
            self.message = exc.message
            self.refresh()
            return False
        self.model.verdict = list(lead or [])
        self._pending_shot = (self.match, call, place)
        self._shot_input = (layout, stroke)
        self._job = self._simulate(layout, stroke, Phase.SIMULATING)
        return True

    def _on_result(self, job: int, result: ShotResult) -> None:
        if self.phase is not Phase.SIMULATING or job != self._job:
            return
        self.phase = Phase.PLAYING
        self._play(result)

    def _on_playback_done(self) -> None:
        if self.phase is Phase.RESPOTTING and self._after is not None:
            (after, recorded), self._after = self._after, None
            self._commit(after, recorded)
            return
        if self.phase is not Phase.PLAYING or self._pending_shot is None:
            return
        before, call, place = self._pending_shot
        self._pending_shot = None
        result = self._last_result
        try:
            verdict, after = self.model.judge(before, result, call, place, self.spec)
        except InputError as exc:
            self.phase = Phase.AIMING
            self.message = exc.message
            self.refresh()
            return
        self.model.verdict = [*self.model.verdict, Ruling(verdict, before.side_names())]
        recorded = record_game_shot(self.recorder, self.match_serial, before, after,
                                    *self._shot_input, result, call, place, verdict, self.spec)
        if verdict.respotted:
            self._after = (after, recorded)
            self.phase = Phase.RESPOTTING
            self.playback.load(glide(result.balls, after.state.balls, verdict.respotted,
                                      self.spec))
            return
        self._commit(after, recorded)

    def _commit(self, after: Match, recorded: RecordedShot | None) -> None:
        self.phase = Phase.AIMING
        self.model.remember(after)
        self.undo_stack.push(MatchChange(self.tr("Shot"), self.match, after, self.set_match,
                                         takeback(self.recorder, recorded)))

    # ---------------------------------------------------------------- display
    def refresh(self) -> None:
        if not alive(self.panel, self.view):
            return
        p, state = self.panel, self.match.state
        aiming = self.phase is Phase.AIMING
        p.shoot.setEnabled(self.can_shoot())
        self.refresh_panel(aiming, self.hint())
        over = state.phase is FramePhase.OVER
        self.next_frame.setVisible(over and self.match.match_winner() is None)
        self.rematch.setVisible(over)
        self.next_frame.setText(self.tr("Next frame"))
        self.rematch.setText(self.tr("Rematch"))
        p.aim_label.setText(call_text(self.model, self.cue_ball))
        p.set_message("\n".join([*self.verdict, self.message]).strip())
        if self.phase is Phase.AIMING:
            overlay = build_overlay(self, dragging=self.drag_pos)
            pending = state.pending
            if pending is not None and pending.kind.takes_ball:
                overlay = Overlay(highlights=frozenset(pending.options))
            elif self.call_ball or self.call_pocket:
                overlay = replace(overlay, highlights=frozenset(
                    {self.call_ball} if self.call_ball else set()),
                    pockets=frozenset({self.call_pocket} if self.call_pocket else set()))
            self.view.set_overlay(overlay)

    def retranslate(self) -> None:
        self.decisions.show_pending(self.match.state.pending, self.match.state,
                                    self.match.side_names())
        super().retranslate()

    def shutdown(self) -> None:
        self.computer.shutdown()
        super().shutdown()
