"""The real-match scorer: a match at a real table entered shot by shot, refereed as it goes.

The scoreboard across the top. Left, the entry: what the next press means (the call, the
ball struck, the first ball touched, pocketed, off the table, a hanging ball that
dropped), the balls, the pockets laid out like the table, the fouls in the rule texts'
words, the break's counts, the decision owed with its choices, and «Record». Right, the
referee's answer (fouls with their clauses, points, whose turn, where to put re-spotted
balls) and the frame protocol as it grows; at a frame's end its summary, «Next frame» and
the printable score sheet.

Keyboard first: the digits name a ball (0 the cue ball, 1 then 0–5 for 10–15), Q A Z / E
D C the pockets (left and right column, far to near), K S F P O H the modes, N «no
ball», X «not completed», + and − the break's balls at a cushion, L «crossed the centre
line», I an incident between shots, Enter records, Esc clears, Ctrl+Z / Ctrl+Y undo and
redo. Every press is a call on the Qt-free :class:`~coach_app.scorer.model.ScorerModel`.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from coach_app.game.match import GameSetup, Match
from coach_app.game.protocol_view import FrameSummary
from coach_app.game.protocol_words import discipline_label
from coach_app.game.scoreboard import Scoreboard
from coach_app.game.texts import verdict_lines
from coach_app.qtkit.widgets import alive
from coach_app.recording.recorder import Recorder
from coach_app.report.score_sheet import write_score_sheet
from coach_app.scorer import texts
from coach_app.scorer.entry_panel import EntryPanel
from coach_app.scorer.keys import ScorerKeys
from coach_app.scorer.model import Mode, ScorerModel
from coach_app.scorer.recording import open_real_match, record_real_frame
from coach_app.scorer.widgets import big_button
from simulation.rules.protocol import state_protocol


class _Entry(QUndoCommand):
    """An accepted entry on the window's undo stack; the model did it already when pushed."""

    def __init__(self, text: str, screen: ScorerScreen) -> None:
        super().__init__(text)
        self._screen, self._done = screen, True

    def redo(self) -> None:
        if self._done:
            self._done = False  # the push itself: the model has made the entry
            return
        self._screen.model.redo()

    def undo(self) -> None:
        self._screen.model.undo()


class ScorerScreen(QWidget):
    """A match at a real table; ``back`` to leave, ``changed`` after every entry."""

    back = Signal()
    changed = Signal()

    def __init__(self, setup: GameSetup, recorder: Recorder | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorerScreen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.recorder = recorder
        self.model = ScorerModel(setup, on_frame_over=self._frame_over)
        self.recording = open_real_match(recorder, self.model.match)
        self.undo_stack = QUndoStack(self)
        self.keys = ScorerKeys(self)
        self.last_sheet: Path | None = None
        self._build()
        # The model announces every change; the widgets draw what it holds then.
        self.model.changed.connect(self._on_changed)
        self.undo_stack.indexChanged.connect(lambda _i: self._show_undo())
        self.retranslate()

    # ---------------------------------------------------------------- building
    def _build(self) -> None:
        self.scoreboard = Scoreboard()
        self.entry = EntryPanel(self)
        self.between = big_button("betweenShots", checkable=True)
        self.between.clicked.connect(self.toggle_between)
        self.draft = QLabel()
        self.draft.setObjectName("scorerDraft")
        self.draft.setWordWrap(True)
        self.draft.setStyleSheet("font-size: 14px;")
        self.refusal = QLabel()
        self.refusal.setObjectName("scorerRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b00020; font-weight: bold;")
        self.record_button = big_button("recordShot", height=44)
        self.record_button.clicked.connect(self.record)
        self.clear_button = big_button("clearEntry")
        self.clear_button.clicked.connect(self.clear)
        self.undo_button = big_button("undoEntry")
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button = big_button("redoEntry")
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.verdict = QLabel()
        self.verdict.setObjectName("scorerVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("font-size: 14px; color: #8a4b00; font-weight: bold;")
        self.summary = FrameSummary()
        self.next_frame = big_button("scorerNextFrame")
        self.next_frame.clicked.connect(self.start_next_frame)
        self.sheet_button = big_button("scoreSheet")
        self.sheet_button.clicked.connect(self.sheet_dialog)
        self.back_button = big_button("scorerBack")
        self.back_button.clicked.connect(self.back)

        scroll = QScrollArea()
        scroll.setWidget(self.entry)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.entry_scroll = scroll

        # What was entered and the actions stay in sight below the boards.
        column = QVBoxLayout()
        column.addWidget(scroll, 1)
        column.addWidget(self.draft)
        column.addWidget(self.refusal)
        actions = QGridLayout()
        actions.addWidget(self.record_button, 0, 0, 1, 2)
        actions.addWidget(self.between, 0, 2)
        actions.addWidget(self.clear_button, 1, 0)
        actions.addWidget(self.undo_button, 1, 1)
        actions.addWidget(self.redo_button, 1, 2)
        column.addLayout(actions)

        right = QVBoxLayout()
        right.addWidget(self.verdict)
        right.addWidget(self.summary, 1)
        buttons = QGridLayout()
        buttons.addWidget(self.next_frame, 0, 0, 1, 2)
        buttons.addWidget(self.sheet_button, 1, 0)
        buttons.addWidget(self.back_button, 1, 1)
        right.addLayout(buttons)
        body = QHBoxLayout()
        body.addLayout(column, 3)
        body.addLayout(right, 2)
        # The scoreboard across the top, as on the game screen.
        outer = QVBoxLayout(self)
        outer.addWidget(self.scoreboard)
        outer.addLayout(body, 1)

    # ---------------------------------------------------------------- presses
    def press_ball(self, ball: str) -> bool:
        """A ball pressed (a button or its number typed): an answer to a decision that
        takes a ball, else what the mode says."""
        pending = self.model.state.pending
        if pending is not None:
            if pending.kind.takes_ball and ball in pending.options:
                return self.decide({"kind": str(pending.kind), "ball": ball})
            return False
        return self.model.press_ball(ball)

    def press_pocket(self, pocket: str) -> bool:
        return self.model.press_pocket(pocket)

    def press_mode(self, mode: Mode) -> None:
        self.model.set_mode(mode)

    def no_ball_pressed(self) -> None:
        pending = self.model.state.pending
        if pending is not None and pending.kind.takes_ball:
            self.decide({"kind": str(pending.kind), "ball": None})
        elif self.model.draft.played:
            self.model.no_contact()

    def toggle_foul(self, code: str) -> None:
        self.model.toggle_foul(code)

    def house_foul(self, code: str) -> None:
        self.model.set_house_foul(code)

    def set_entry(self, **values: Any) -> None:
        self.model.set(**values)

    def toggle_between(self) -> None:
        self.model.between_shots(self.model.draft.played)

    def clear(self) -> None:
        self.model.clear()

    # ---------------------------------------------------------------- entries
    def record(self) -> bool:
        """«Record»: the referee judges the entry."""
        return self._commit(self.model.record())

    def decide(self, decision: dict[str, Any]) -> bool:
        return self._commit(self.model.decide(decision))

    def interference(self, kind: str) -> bool:
        """Outside interference (26.1 put back, 26.2 re-rack), recorded alone."""
        return self._commit(self.model.interference(kind))

    def start_next_frame(self) -> bool:
        return self._commit(self.model.next_frame())

    def _commit(self, done: bool) -> bool:
        if done:
            step = self.model.steps[self.model.index - 1]
            self.undo_stack.push(_Entry(step.kind, self))
            self.changed.emit()
        return done

    def _frame_over(self, match: Match) -> None:
        """A frame ended (an entry or a redo): into the history, as played at a real
        table."""
        record_real_frame(self.recording, match)

    # ---------------------------------------------------------------- keys
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.handle(event.key(), event.text(), event.modifiers()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, text: str) -> bool:
        """One key as the scorer types it (see the module docstring)."""
        return self.keys.handle(key, text, Qt.KeyboardModifier.NoModifier)

    # ---------------------------------------------------------------- display
    def _on_changed(self, _aspects: frozenset[str]) -> None:
        if alive(self, self.summary):
            self.refresh()

    def _show_undo(self) -> None:
        if alive(self, self.undo_button):
            self.undo_button.setEnabled(self.undo_stack.canUndo())
            self.redo_button.setEnabled(self.undo_stack.canRedo())

    def refresh(self) -> None:
        """Draw everything from the model (on its announcements and a language change)."""
        m = self.model
        state, match = m.state, m.match
        names = match.side_names()
        self.scoreboard.set_match(match)
        self.entry.show_model(m, names)
        entering = m.choices().shot is not None
        d = m.draft
        self.between.setVisible(entering)
        self.between.setChecked(not d.played)
        self.draft.setText("\n".join(texts.draft_lines(d) if entering else []))
        self.refusal.setText(texts.refusal_text(m.refusal) if m.refusal else "")
        self.refusal.setToolTip(f"{m.refusal.field}: {m.refusal.message}" if m.refusal else "")
        self.refusal.setVisible(m.refusal is not None)
        self.record_button.setEnabled(entering)
        self.clear_button.setEnabled(entering and not d.empty)
        self._show_undo()
        self.verdict.setText("\n".join(self._verdict_lines(names)))
        self.summary.show_frame(state_protocol(state), names, number=match.frame_no + 1,
                                frames=match.frames_played(),
                                match_winner=match.match_winner())
        self.next_frame.setVisible(m.over and match.match_winner() is None)

    def _verdict_lines(self, names: dict[str, str]) -> list[str]:
        v = self.model.verdict
        lines = [] if v is None else [*verdict_lines(v, names), *texts.respot_lines(v)]
        winner = self.model.match.match_winner()
        if winner is not None:
            lines.append(self.tr("%1 wins the match!").replace(
                "%1", self.model.match.winner_name(winner) or winner))
        return lines

    # ---------------------------------------------------------------- score sheet
    def sheet_heading(self) -> str:
        m = self.model.match
        names = " – ".join(m.side_names().values())
        return (f"{discipline_label(m.state.discipline, texts.words())} · {names} · "
                + self.tr("played at a real table") + " · "
                + datetime.now().astimezone().strftime("%Y-%m-%d"))

    def export_sheet(self, path: str | Path) -> int:
        """The printable score sheet (PDF): every frame of the match so far."""
        m = self.model.match
        frames = [(f.number, f.protocol()) for f in m.played]
        frames.append((m.frame_no + 1, state_protocol(m.state)))
        pages = write_score_sheet(path, frames, m.side_names(), texts.words(),
                                  heading=self.sheet_heading(), played=m.frames_played(),
                                  match_winner=m.match_winner())
        self.last_sheet = Path(path)
        return pages

    def sheet_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the score sheet"),
                                              "score-sheet.pdf", self.tr("PDF (*.pdf)"))
        if not path:
            return
        try:
            self.export_sheet(path)
        except OSError as exc:  # a folder one may not write to, a full disk
            QMessageBox.warning(self, self.tr("Save the score sheet"),
                                self.tr("The score sheet could not be written: %1")
                                .replace("%1", exc.strerror or str(exc)))

    # ---------------------------------------------------------------- language
    def retranslate(self) -> None:
        self.entry.retranslate()
        self.between.setText(self.tr("Between shots (I)"))
        self.record_button.setText(self.tr("Record (Enter)"))
        self.clear_button.setText(self.tr("Clear (Esc)"))
        self.clear_button.setToolTip(self.tr("Esc clears the entry"))
        self.record_button.setToolTip(self.tr("Enter records the entry"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.next_frame.setText(self.tr("Next frame"))
        self.sheet_button.setText(self.tr("Score sheet (PDF)…"))
        self.back_button.setText(self.tr("Back to the start screen"))
        self.summary.retranslate()
        self.refresh()
        # The boards never scroll sideways: the entry column is as wide as they need in
        # this language, the protocol's column gives way.
        bar = self.entry_scroll.verticalScrollBar().sizeHint().width()
        self.entry_scroll.setMinimumWidth(self.entry.minimumSizeHint().width() + bar)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "summary"):
            self.retranslate()
        super().changeEvent(event)

