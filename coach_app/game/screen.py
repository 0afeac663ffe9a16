"""A hotseat game: the referee's state drives the table, the prompts and the scoreboard.

The flow of one shot: the player (ball in hand placed, call made when the discipline asks
for one) shoots; the worker simulates; the trace plays; the referee judges; re-spotted
balls glide to their spots; the verdict is shown in words and any decision owed is
prompted. Every change of the match goes through the undo stack as a whole snapshot.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.cueing.prediction import Predictor
from coach_app.cueing.runner import PLAYBACK_TRACE_HZ, ShotRunner, Simulator, engine_simulator
from coach_app.game import table_input
from coach_app.game.commands import MatchChange, glide
from coach_app.game.computer import ComputerPlayer, Policy
from coach_app.game.decision_panel import DecisionPanel
from coach_app.game.history import record_game_shot
from coach_app.game.phase import Phase
from coach_app.game.prompts import call_text, hint
from coach_app.game.scoreboard import Scoreboard
from coach_app.game.session import Match
from coach_app.game.texts import verdict_lines
from coach_app.qt_util import alive
from coach_app.recording import RecordedShot, Recorder, takeback
from coach_app.screens.overlays import build_overlay
from coach_app.screens.play_panel import PlayPanel
from coach_app.screens.shot_actions import (
    cue_handlers,
    make_shot_actions,
    retranslate_shot_actions,
    wire_playback_controls,
)
from coach_app.settings import AimingAid, Preferences
from coach_app.sound import ShotSounds
from coach_app.table.overlay import EMPTY_OVERLAY, Overlay
from coach_app.table.playback import Playback
from coach_app.table.view import TableView
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.rules import game
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec

Vec = tuple[float, float]


class GameScreen(QWidget):
    match_changed = Signal()

    def __init__(self, prefs: Preferences, match: Match,
                 simulator: Simulator = engine_simulator, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, parent: QWidget | None = None,
                 recorder: Recorder | None = None, policy: Policy | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        # Every judged shot goes to the history (None: no history this run).
        self.recorder = recorder
        self.match_serial = 0
        self.spec, self.params, self.prefs = spec or TableSpec(), params or PhysicsParams(), prefs
        self.undo_stack = QUndoStack(self)
        self.playback = Playback(self)
        self.runner = ShotRunner(simulator, self)
        self.predictor = Predictor(simulator, self)
        self.sounds = ShotSounds(self.playback, self)
        self.view = TableView(self.spec)
        self.scoreboard = Scoreboard()
        self.panel = PlayPanel()
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
        left = QVBoxLayout()
        left.addWidget(self.scoreboard)
        left.addWidget(self.view, 1)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(left, 1)
        box.addWidget(self.panel)

        self.phase = Phase.AIMING
        self.match = match
        self.layout_now: dict[str, Vec] = {}
        self.in_hand = False
        self.cue_ball = CUE
        self.aim_deg: float | None = 0.0
        self.call_ball: str | None = None
        self.call_pocket: str | None = None
        self.hand_spot: Vec | None = None
        self.drag_pos: Vec | None = None
        self._paths: tuple[tuple[str, tuple[Vec, ...]], ...] = ()
        self.verdict: list[str] = []
        self.message = ""
        self._pending_shot: tuple[Match, Call | None, Vec | None] | None = None
        self._job = 0
        # The position after a shot while its re-spotted balls glide, and its history row.
        self._after: tuple[Match, RecordedShot | None] | None = None
        self._wire()
        # Plays the computer's seats: the policy off the UI thread, then the normal path.
        self.computer = ComputerPlayer(self, policy)
        self.actions_by_name = make_shot_actions(self, cue_handlers(self))
        self.apply_preferences(prefs)
        self.set_match(match)

    def _wire(self) -> None:
        v, p = self.view, self.panel
        v.pressed.connect(lambda pos, button: table_input.on_press(self, pos, button))
        v.moved.connect(lambda pos, buttons: table_input.on_move(self, pos, buttons))
        v.released.connect(lambda pos, button: table_input.on_release(self, pos, button))
        p.shoot.clicked.connect(self.shoot)
        p.power.changed.connect(lambda _s: self.stroke_changed())
        p.tip.changed.connect(lambda s, h: (p.set_tip_readout(s, h), self.stroke_changed()))
        wire_playback_controls(p, self.playback)
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        self.undo_stack.indexChanged.connect(self._on_stack_changed)
        self.runner.finished.connect(self._on_result)
        self.runner.failed.connect(self._on_failed)
        self.playback.frame.connect(self.view.set_ball_layout)
        self.playback.finished.connect(self._on_playback_done)
        self.playback.state_changed.connect(self.refresh)
        self.predictor.paths.connect(self._on_paths)
        self.decisions.decided.connect(self.decide)
        self.next_frame.clicked.connect(self.start_next_frame)
        self.rematch.clicked.connect(self.start_rematch)

    # ------------------------------------------------------------------ state
    def set_match(self, match: Match) -> None:
        """Show ``match`` (called by undo commands and when a game is loaded)."""
        self.playback.stop()
        self.phase = Phase.AIMING
        self.match = match
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
        self.call_ball = self.call_pocket = None
        self.view.set_pyramid_t(state.discipline == "pyramid-t")
        self.view.set_ball_layout(self.layout_now)
        self.scoreboard.set_match(match)
        self.decisions.show_pending(state.pending, state, match.side_names())
        self.match_changed.emit()
        self.stroke_changed()

    def apply_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        index = self.panel.speed.findData(prefs.playback_speed)
        if index >= 0:
            self.panel.speed.setCurrentIndex(index)
        self.playback.set_speed(prefs.playback_speed)
        self.sounds.set_enabled(prefs.sounds)
        self.stroke_changed()

    def region_value(self) -> HandRegion:
        state = self.match.state
        if state.ball_in_hand == "table":
            return HandRegion.TABLE
        return HandRegion.TEMPORARY_HOUSE if state.house == "temporary" else HandRegion.HOUSE

    def call_needed(self) -> bool:
        state = self.match.state
        return (state.phase == "play" and state.pending is None
                and game.referee_for(state.discipline).call_required(state))

    def call(self) -> Call | None:
        if self.call_ball is None or self.call_pocket is None:
            return None
        return Call(self.call_ball, self.call_pocket)

    def stroke(self) -> Stroke | None:
        if self.aim_deg is None or self.cue_ball not in self.layout_now:
            return None
        side, height = self.panel.tip.offset()
        return Stroke(self.cue_ball, round(self.aim_deg, 4), self.panel.power.speed(),
                      side, height)

    def can_shoot(self) -> bool:
        state = self.match.state
        return (self.phase is Phase.AIMING and state.phase != "over" and state.pending is None
                and self.stroke() is not None and (not self.call_needed() or
                                                   self.call() is not None))

    def set_aim(self, direction_deg: float) -> None:
        self.aim_deg = direction_deg % 360.0
        self.stroke_changed()

    def rotate(self, delta_deg: float) -> None:
        if self.phase is Phase.AIMING and self.aim_deg is not None:
            self.set_aim(self.aim_deg + delta_deg)

    def place_cue_ball(self, pos: Vec) -> bool:
        return table_input.place_cue_ball(self, pos)

    def clear_call(self) -> None:
        self.call_ball = self.call_pocket = None
        self.refresh()

    # --------------------------------------------------------------- decisions
    def decide(self, decision: dict[str, Any]) -> bool:
        try:
            state = game.decide(self.match.state, decision, self.spec)
        except InputError as exc:
            self.message = exc.message
            self.refresh()
            return False
        self.message = ""
        self.undo_stack.push(MatchChange(self.tr("Decision"), self.match,
                                         self.match.with_state(state), self.set_match))
        return True

    def start_next_frame(self) -> None:
        if self.match.state.phase == "over" and self.match.match_winner() is None:
            self.verdict = []
            self.undo_stack.push(MatchChange(self.tr("Next frame"), self.match,
                                             self.match.next_frame(), self.set_match))

    def start_rematch(self) -> None:
        self.match_serial += 1
        self.verdict = []
        self.undo_stack.clear()
        self.set_match(self.match.rematch())

    def save(self, path: str | Path) -> None:
        self.match.save(path)

    def load(self, match: Match) -> None:
        self.match_serial += 1
        self.verdict = []
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
             lead: list[str] | None = None) -> bool:
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
        self.predictor.cancel()
        self._paths, self.message, self.verdict = (), "", list(lead or [])
        self.phase = Phase.SIMULATING
        self._pending_shot = (self.match, call, place)
        self._shot_input = (layout, stroke)
        self._job = self.runner.submit(layout, stroke, PLAYBACK_TRACE_HZ)
        self.refresh()
        return True

    def _on_result(self, job: int, result: ShotResult) -> None:
        if self.phase is not Phase.SIMULATING or job != self._job:
            return
        self._last_result = result
        self.phase = Phase.PLAYING
        self.view.set_overlay(EMPTY_OVERLAY)  # no aim line or ghost over moving balls
        self.refresh()
        self.playback.load(result)

    def _on_failed(self, _job: int, message: str) -> None:
        self.phase = Phase.AIMING
        self.message = self.tr("The shot could not be simulated: %1").replace("%1", message)
        self.refresh()

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
            verdict, state = game.judge(before.state, result, call=call, place=place,
                                        table=self.spec)
        except InputError as exc:
            self.phase = Phase.AIMING
            self.message = exc.message
            self.refresh()
            return
        self.verdict = [*self.verdict, *verdict_lines(verdict, before.side_names())]
        after = before.with_state(state)
        recorded = record_game_shot(self.recorder, self.match_serial, before, after,
                                    *self._shot_input, result, call, place, verdict, self.spec)
        if verdict.respotted:
            self._after = (after, recorded)
            self.phase = Phase.RESPOTTING
            self.playback.load(glide(result.balls, state.balls, verdict.respotted,
                                      self.spec))
            return
        self._commit(after, recorded)

    def _commit(self, after: Match, recorded: RecordedShot | None) -> None:
        self.phase = Phase.AIMING
        self.undo_stack.push(MatchChange(self.tr("Shot"), self.match, after, self.set_match,
                                         takeback(self.recorder, recorded)))

    # ---------------------------------------------------------------- display
    def _on_stack_changed(self, _index: int) -> None:
        if alive(self, self.undo_stack, self.panel):
            self.refresh()

    def _on_paths(self, paths: tuple[tuple[str, tuple[Vec, ...]], ...]) -> None:
        if self.phase is Phase.AIMING:
            self._paths = paths
            self.refresh()

    def predicted_paths(self) -> tuple[tuple[str, tuple[Vec, ...]], ...]:
        return self._paths

    def stroke_changed(self) -> None:
        self._paths = ()
        stroke = self.stroke()
        if (self.prefs.aiming_aid is AimingAid.PREDICTED and self.phase is Phase.AIMING
                and stroke is not None and self.match.state.pending is None):
            self.predictor.request(self.layout_now, stroke)
        else:
            self.predictor.cancel()
        self.refresh()

    def refresh(self) -> None:
        if not alive(self.panel, self.view):
            return
        p, state = self.panel, self.match.state
        aiming = self.phase is Phase.AIMING
        p.shoot.setEnabled(self.can_shoot())
        p.undo.setEnabled(aiming and self.undo_stack.canUndo())
        p.redo.setEnabled(aiming and self.undo_stack.canRedo())
        active = self.playback.is_active()
        for b in (p.pause, p.step, p.skip):
            b.setEnabled(active)
        p.set_paused(not self.playback.is_playing())
        over = state.phase == "over"
        self.next_frame.setVisible(over and self.match.match_winner() is None)
        self.rematch.setVisible(over)
        self.next_frame.setText(self.tr("Next frame"))
        self.rematch.setText(self.tr("Rematch"))
        p.aim_label.setText(call_text(self))
        p.hint.setText(hint(self))
        p.hint.setVisible(bool(p.hint.text()))
        p.set_message("\n".join([*self.verdict, self.message]).strip())
        if self.phase is Phase.AIMING:
            overlay = build_overlay(self, dragging=self.drag_pos)
            pending = state.pending
            if pending is not None and pending.kind in ("penalty_ball", "replace_cue"):
                overlay = Overlay(highlights=frozenset(pending.options))
            elif self.call_ball or self.call_pocket:
                overlay = replace(overlay, highlights=frozenset(
                    {self.call_ball} if self.call_ball else set()),
                    pockets=frozenset({self.call_pocket} if self.call_pocket else set()))
            self.view.set_overlay(overlay)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "match"):
            self.decisions.show_pending(self.match.state.pending, self.match.state,
                                        self.match.side_names())
            retranslate_shot_actions(self.actions_by_name)
            self.refresh()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.computer.shutdown()
        self.playback.stop()
        self.predictor.shutdown()
        self.runner.shutdown()
