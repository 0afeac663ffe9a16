"""A hotseat game: the referee's state drives the table, the prompts and the scoreboard.

The flow of one shot: the player (ball in hand placed, call made when the discipline asks
for one) shoots; the physics lane simulates; the trace plays; the referee judges;
re-spotted balls glide to their spots; the verdict is shown in words and any decision
owed is prompted. Every change of the match goes through the undo stack as a whole
snapshot.

The state and rules (the match, the shot cycle, the call, what a click means, the
verdict, the computer's turn) are the screen's :class:`~coach_app.game.model.GameModel`;
this module is the widgets around it: the scoreboard, the decision prompts, the verdict in
words, the undo stack the model's moves go onto, and the computer's "thinking".
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from coach_app.cueing.aim import ghost_aim
from coach_app.cueing.evented import Aspects
from coach_app.cueing.model import Aspect, Flight, Phase
from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.game.computer import ComputerPlayer, Policy, ThinkingIndicator
from coach_app.game.computer_texts import computer_name, explanation_lines, stroke_line
from coach_app.game.decision_panel import DecisionPanel
from coach_app.game.match import Match
from coach_app.game.model import GameModel
from coach_app.game.prompts import call_text, hint
from coach_app.game.protocol_view import FrameSummary
from coach_app.game.scoreboard import Scoreboard
from coach_app.game.texts import verdict_lines
from coach_app.game.values import (
    Button,
    Explained,
    GameAspect,
    GameShot,
    Move,
    MoveKind,
    Ruling,
    computer_seat,
)
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.tasks import Tasks
from coach_app.qtkit.widgets import alive
from coach_app.recording.recorder import Recorder, takeback
from coach_app.screens.commands import SnapshotChange
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.overlays import build_overlay
from coach_app.table.overlay import Overlay
from simulation.physics.params import PhysicsParams
from simulation.rules.protocol import state_protocol
from simulation.rules.vocab import Discipline
from simulation.rules.vocab import Phase as FramePhase
from simulation.table import TableSpec

Vec = tuple[float, float]


class GameScreen(CueScreen):
    """``match_changed`` after every move, undo, redo or loaded game."""

    match_changed = Signal()
    #: "To the free table": the balls as they stand, and whether they wear Pyramid T's
    #: colours.
    set_up_position = Signal(object, bool)
    model: GameModel

    def __init__(self, prefs: Preferences, match: Match,
                 simulator: Simulator = engine_simulator, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, parent: QWidget | None = None,
                 recorder: Recorder | None = None, policy: Policy | None = None,
                 tasks: Tasks | None = None) -> None:
        # Every judged shot goes to the history (None: no history this run).
        model = GameModel(match, spec, params, recorder)
        super().__init__(model, prefs, simulator, parent, tasks)
        self.setObjectName("gameScreen")
        self.scoreboard = Scoreboard()
        self.decisions = DecisionPanel()
        self.indicator = ThinkingIndicator()
        self.next_frame = QPushButton()
        self.rematch = QPushButton()
        self.panel.hand_box.hide()
        self.panel.new_rack.hide()
        column = cast(QVBoxLayout, self.panel.layout())
        column.insertWidget(1, self.indicator)
        column.insertWidget(3, self.decisions)
        row = QHBoxLayout()
        row.addWidget(self.next_frame)
        row.addWidget(self.rematch)
        column.insertLayout(4, row)
        self.to_table = QPushButton()
        self.to_table.setObjectName("gameToFreeTable")
        self.to_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column.insertWidget(column.count() - 1, self.to_table)  # above the closing stretch
        # The frame protocol: in the table's place at the end of every frame (before «Next
        # frame»), and whenever the player asks for it during the frame.
        self.summary = FrameSummary()
        self.protocol_button = QPushButton()
        self.protocol_button.setObjectName("protocolButton")
        self.protocol_button.setCheckable(True)
        column.insertWidget(5, self.protocol_button)
        self.centre = QStackedWidget()
        self.centre.addWidget(self.view)
        self.centre.addWidget(self.summary)
        self._lay_out(above=self.scoreboard, centre=self.centre)
        self._frame_over = False
        self._index = 0
        self._skipping = False
        self._wire()
        # Plays the computer's seats: it drives the model, its choice on the computer lane.
        self.computer = ComputerPlayer(self, self.tasks, policy, self)
        model.changed.connect(self._on_game_changed)
        self.apply_preferences(prefs)
        model.touch(*Aspect, *GameAspect)  # draw it all once (and the computer looks)

    def _wire(self) -> None:
        p = self.panel
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        self.undo_stack.indexChanged.connect(self._on_stack_changed)
        self.undo_stack.indexChanged.connect(self._on_index)
        self.decisions.decided.connect(self.decide)
        self.next_frame.clicked.connect(self.start_next_frame)
        self.rematch.clicked.connect(self.start_rematch)
        self.to_table.clicked.connect(self.position_to_free_table)
        self.protocol_button.toggled.connect(self.show_protocol)
        self.model.moved.connect(self._on_moved)

    # ------------------------------------------------------------------ moves
    def _apply(self, match: Match) -> None:
        """The undo commands' step: show ``match``."""
        self.playback.stop()
        self.model.show(match)

    def _on_moved(self, move: Move) -> None:
        texts = {MoveKind.SHOT: self.tr("Shot"), MoveKind.DECISION: self.tr("Decision"),
                 MoveKind.NEXT_FRAME: self.tr("Next frame")}
        self.undo_stack.push(SnapshotChange(texts[move.kind], move.before, move.after,
                                            self._apply,
                                            takeback(self.model.recorder, move.recorded)))

    def _on_game_changed(self, aspects: Aspects) -> None:
        if not alive(self, self.panel, self.view):
            return
        if GameAspect.MATCH in aspects:
            self._show_match_widgets()
            if computer_seat(self.model.match) is None:
                # A person's turn: back to their own playback speed.
                self.playback.set_speed(float(self.panel.speed.currentData()))
            self.match_changed.emit()

    def _show_match_widgets(self) -> None:
        match = self.model.match
        state = match.state
        self.view.set_pyramid_t(state.discipline == Discipline.PYRAMID_T)
        self.panel.tip.set_ivory(state.discipline == Discipline.PYRAMID_T)  # 000 clause 2
        self.scoreboard.set_match(match)
        over = state.phase is FramePhase.OVER
        self.summary.show_frame(state_protocol(state), match.side_names(),
                                number=match.frame_no + 1, frames=match.frames_played(),
                                match_winner=match.match_winner())
        if over != self._frame_over:  # a frame ended (or a new one began, or undo)
            self._frame_over = over
            self.protocol_button.setChecked(over)
        if self.model.phase is Phase.COMPUTER:
            self.decisions.hide()  # its prompt is for a person; the computer answers it
        else:
            self.decisions.show_pending(state.pending, state, match.side_names())

    def decide(self, decision: dict[str, Any]) -> bool:
        """A decision from the prompts (or a test): the model makes it."""
        return self.model.decide(decision)

    def position_to_free_table(self) -> None:
        """The balls at rest as they stand (the ball in hand where it waits) go to the free
        table, to be played again or set up as a drill."""
        m = self.model
        self.set_up_position.emit(dict(m.layout), m.match.state.discipline == Discipline.PYRAMID_T)
    def show_protocol(self, shown: bool) -> None:
        """The frame protocol in the table's place (``shown``), or the table again."""
        if self.protocol_button.isChecked() != shown:
            self.protocol_button.setChecked(shown)  # comes back here through toggled
            return
        self.centre.setCurrentWidget(self.summary if shown else self.view)
        self.protocol_button.setText(self.tr("Back to the table") if shown
                                     else self.tr("Frame protocol"))

    def start_next_frame(self) -> None:
        self.model.next_frame()

    def start_rematch(self) -> None:
        self.load(self.model.match.rematch())

    def save(self, path: str | Path) -> None:
        self.model.match.save(path)

    def load(self, match: Match) -> None:
        self.playback.stop()
        self.undo_stack.clear()
        self.model.new_game(match)

    def _on_index(self, index: int) -> None:
        """Undo takes the player back to their own last turn, not into the middle of the
        computer's (which would only replay, the same, at once); redo likewise runs on
        through the computer's moves. Watching two computers, every step is kept."""
        if not alive(self, self.undo_stack):
            return  # the screen is being destroyed
        previous, self._index = self._index, index
        setup = self.model.match.setup
        if self._skipping or setup.computers() >= len(setup.names):
            return
        stack = self.undo_stack
        self._skipping = True
        try:
            while computer_seat(self.model.match) is not None:
                if index < previous and stack.canUndo():
                    stack.undo()
                elif index > previous and stack.canRedo():
                    stack.redo()
                else:
                    break
        finally:
            self._skipping = False
            self._index = stack.index()

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        if self.model.phase is Phase.PLAYING:
            self.playback.toggle()
            return False
        return self.model.shoot()

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        """A press on the table: the model says what it means and does it."""
        which = {Qt.MouseButton.LeftButton: Button.LEFT,
                 Qt.MouseButton.RightButton: Button.RIGHT}.get(button, Button.OTHER)
        self.model.press(self.view.ball_at(pos), self.view.pocket_at(pos), which, pos)

    def before_playing(self, flight: Flight[Any]) -> None:
        shot: GameShot = flight.context
        speed = self.prefs.computer_speed if shot.by_computer \
            else float(self.panel.speed.currentData())
        self.playback.set_speed(speed)

    def _on_playback_done(self) -> None:
        self.model.playback_done()

    # ---------------------------------------------------------------- display
    def show_thinking(self, shown: bool, done: int = 0, total: int = 0) -> None:
        """The computer is thinking (how far: ``done`` of ``total``, 0: unknown)."""
        if shown:
            self.indicator.show_progress(done, total)
        else:
            self.indicator.hide()

    def hint(self) -> str:
        """The next step, as the panel says it."""
        return hint(self.model)

    def verdict_text(self) -> list[str]:
        """The verdict panel's lines in the current language (rulings worded now)."""
        lines: list[str] = []
        for line in self.model.verdict:
            if isinstance(line, Ruling):
                lines += verdict_lines(line.verdict, line.names)
            elif isinstance(line, Explained):
                who = line.who or computer_name()
                lines += explanation_lines(line.codes, who, line.names)
                if line.stroke is not None:
                    lines.append(stroke_line(who, line.stroke, line.layout,
                                             self.spec.ball_radius))
            else:
                lines.append(line)
        return lines

    def refresh(self) -> None:
        if not alive(self.panel, self.view):
            return
        m = self.model
        p, state = self.panel, m.match.state
        aiming = m.phase is Phase.AIMING
        p.shoot.setEnabled(m.can_shoot())
        self.refresh_panel(aiming, self.hint())
        over = state.phase is FramePhase.OVER
        self.next_frame.setVisible(over and m.match.match_winner() is None)
        self.rematch.setVisible(over)
        self.next_frame.setText(self.tr("Next frame"))
        self.protocol_button.setText(self.tr("Back to the table")
                                     if self.protocol_button.isChecked()
                                     else self.tr("Frame protocol"))
        self.rematch.setText(self.tr("Rematch"))
        self.to_table.setText(self.tr("Position to the free table"))
        self.to_table.setToolTip(self.tr("Set these balls up on the free table, to try the "
                                         "shot again or save the position as a drill"))
        self.to_table.setEnabled(aiming or m.phase is Phase.COMPUTER)
        p.aim_label.setText(call_text(m, m.cue_ball))
        p.set_message("\n".join([*self.verdict_text(), m.message]).strip())
        if m.phase is Phase.COMPUTER:
            self.decisions.hide()
            self.view.set_overlay(self._computer_overlay())
        elif aiming:
            self.view.set_overlay(self._aiming_overlay())

    def _aiming_overlay(self) -> Overlay:
        m = self.model
        if not m.can_aim():
            return Overlay()  # the frame is over: no aim line, no ghost ball
        overlay = build_overlay(m, self.prefs.aiming_aid)
        pending = m.match.state.pending
        if pending is not None and pending.kind.takes_ball:
            return Overlay(highlights=frozenset(pending.options))
        if m.call_ball or m.call_pocket:
            return replace(overlay, highlights=frozenset(
                {m.call_ball} if m.call_ball else set()),
                pockets=frozenset({m.call_pocket} if m.call_pocket else set()))
        return overlay

    def _computer_overlay(self) -> Overlay:
        """The shot the computer means: aim line, ghost ball, its ball and pocket."""
        m, intent = self.model, self.model.intent
        cue = m.layout.get(m.cue_ball)
        if intent is None or cue is None or m.aim_deg is None:
            return Overlay()
        g = ghost_aim(cue, m.aim_deg, m.cue_ball, m.layout, m.spec)
        return Overlay(aim=(cue, g.ghost), ghost=g.ghost if g.target else None,
                       highlights=frozenset({intent.ball} if intent.ball else ()),
                       pockets=frozenset({intent.pocket} if intent.pocket else ()))

    def retranslate(self) -> None:
        match = self.model.match
        self.summary.retranslate()
        if self.model.phase is not Phase.COMPUTER:
            self.decisions.show_pending(match.state.pending, match.state, match.side_names())
        super().retranslate()

    def shutdown(self) -> None:
        self.computer.shutdown()
        super().shutdown()
