"""The coach's review: pick a student and a session, walk it shot by shot.

Left, the student's sessions and the shots of the chosen one; in the middle the shot on
the table (layout before, the stroke drawn, replay at any speed); right, the ruling, the
notes and the mark. Left/Right (or Page Up/Down) step, Space replays, M marks. "Compare
attempts" puts two attempts of the same drill side by side; "PDF report" writes the
student's report for the chosen days on the store lane while a busy bar shows.
Everything written (notes, marks) goes straight to the history and is read back, so the
screen shows what is stored.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text
from coach_app.review.compare import ComparePanel
from coach_app.review.header import ReviewHeader
from coach_app.review.notes import NotesPanel
from coach_app.review.protocols import ProtocolsPage
from coach_app.review.real_page import RealAttemptsPage
from coach_app.review.shot_view import ShotView
from coach_app.review.texts import session_label, shot_label
from coach_app.store import AttemptInfo, FrameSheet, History, SessionInfo, StoredShot, StoreError


class ReviewScreen(QWidget):
    back = Signal()
    #: The layout before the shot shown, to set up on the free table (and Pyramid T's
    #: colours: not known to a stored shot, so False).
    set_up_position = Signal(object, bool)
    #: The PDF report was written (path) or failed (message).
    report_done = Signal(str)
    report_failed = Signal(str)

    def __init__(self, history: History | None, current_player: Callable[[], str | None],
                 simulator: Simulator = engine_simulator, reason: str = "",
                 parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewScreen")
        self.history = history
        self._current_player = current_player
        self._reason = reason
        #: The last note or mark the history refused, said in a box (for tests).
        self.refusal: QMessageBox | None = None
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        self.report_job = OneJob(self.tasks, Lane.STORE, "the PDF report")
        self.header = ReviewHeader()
        self.sessions_list = QListWidget()
        self.sessions_list.setObjectName("reviewSessions")
        self.shots_list = QListWidget()
        self.shots_list.setObjectName("reviewShots")
        for view in (self.sessions_list, self.shots_list):
            view.setWordWrap(True)
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.shot_view = ShotView(simulator, tasks=self.tasks)
        self.notes = NotesPanel()
        self.compare = ComparePanel(simulator, tasks=self.tasks)
        self.compare_button = QPushButton()
        self.compare_button.setObjectName("compareAttempts")
        # A game session's frames, each with its protocol (real-table matches have no
        # shots to walk: their protocols are all there is, shown at once).
        self.protocols = ProtocolsPage()
        self.protocols_button = QPushButton()
        self.protocols_button.setObjectName("reviewProtocolsButton")
        self.frames: tuple[FrameSheet, ...] = ()
        # A set played at a real table: its attempts as entered (no shot to replay).
        self.real_page = RealAttemptsPage()
        self.back_button = QPushButton()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self._list_titles = [QLabel(), QLabel()]
        self.sessions: tuple[SessionInfo, ...] = ()
        self.shots: tuple[StoredShot, ...] = ()
        self.index = -1
        self._build()
        self._wire()
        self.retranslate()

    def _build(self) -> None:
        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self._list_titles[0])
        lbox.addWidget(self.sessions_list, 2)
        lbox.addWidget(self._list_titles[1])
        lbox.addWidget(self.shots_list, 3)
        lbox.addWidget(self.compare_button)
        lbox.addWidget(self.protocols_button)
        lbox.addWidget(self.back_button)
        walk = QSplitter()
        walk.addWidget(self.shot_view)
        walk.addWidget(self.notes)
        walk.setStretchFactor(0, 3)
        walk.setStretchFactor(1, 1)
        self.stack = QStackedWidget()
        self.stack.addWidget(walk)
        self.stack.addWidget(self.compare)
        # What a first start shows instead of empty tables: what this page is for.
        self.empty = QLabel()
        self.empty.setObjectName("reviewEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet("font-size: 13pt; padding: 24px")
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.protocols)
        self.stack.addWidget(self.real_page)
        body = QSplitter()
        body.addWidget(left)
        body.addWidget(self.stack)
        body.setStretchFactor(1, 1)
        body.setSizes([360, 1000])
        box = QVBoxLayout(self)
        box.addWidget(self.header)
        box.addWidget(body, 1)
        box.addWidget(self.status)

    def _wire(self) -> None:
        h = self.header
        h.student.currentIndexChanged.connect(lambda _i: self.load_sessions())
        h.coach.currentIndexChanged.connect(lambda _i: self.notes.set_author(h.coach_id()))
        h.period_changed.connect(self.load_sessions)
        h.report.clicked.connect(self.report_dialog)
        self.sessions_list.currentRowChanged.connect(self._on_session_row)
        self.shots_list.currentRowChanged.connect(self._on_shot_row)
        self.notes.note_added.connect(self.add_note)
        self.notes.mark_changed.connect(self.set_mark)
        self.compare_button.clicked.connect(self.open_compare)
        self.compare.closed.connect(lambda: self.stack.setCurrentIndex(0))
        self.protocols_button.clicked.connect(self.open_protocols)
        self.protocols.closed.connect(lambda: self.stack.setCurrentIndex(0))
        self.back_button.clicked.connect(self.back)
        self.shot_view.set_up.connect(lambda layout: self.set_up_position.emit(layout, False))
        ctx = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for keys, slot in ((("Right", "PgDown"), lambda: self.step(1)),
                           (("Left", "PgUp"), lambda: self.step(-1)),
                           (("Home",), lambda: self.go_to(0)),
                           (("End",), lambda: self.go_to(len(self.shots) - 1)),
                           (("Space",), self.shot_view.start_replay),
                           (("M",), self.toggle_mark)):
            for key in keys:
                QShortcut(QKeySequence(key), self, slot, context=ctx)

    # ---------------------------------------------------------------- loading
    def reload(self) -> None:
        if self.history is None:
            self.header.setEnabled(False)
            self.status.setText(self.tr("The history is not available: %1").replace(
                "%1", self._reason or self.tr("no database")))
            return
        self.header.set_players(self.history.players(), self._current_player())

    def load_sessions(self) -> None:
        student = self.header.student_id()
        shown = self.session()  # the list is newest first, self.sessions oldest first
        keep = shown.id if shown is not None else None
        found = self.history.sessions(student, self.header.period()) \
            if self.history is not None and student else ()
        # A session with nothing in it (a drill opened and left, a game never broken off)
        # has nothing to replay: listing it first only hid the last real one. A match
        # scored at a real table has games and no shots: its frame protocols are shown; a
        # set played at a real table has attempts and no shots: its entries are shown.
        self.sessions = tuple(s for s in found
                              if s.shots or s.notes or s.games or (s.where.real and s.attempts))
        self.sessions_list.blockSignals(True)
        self.sessions_list.clear()
        for s in reversed(self.sessions):  # newest first: what a coach looks at
            self.sessions_list.addItem(session_label(s))
        self.sessions_list.blockSignals(False)
        ids = [s.id for s in reversed(self.sessions)]
        row = ids.index(keep) if keep in ids else (0 if ids else -1)
        self.sessions_list.setCurrentRow(row)
        self._on_session_row(row)
        if not self.sessions:
            self._show_empty()

    def _show_empty(self) -> None:
        """No session to show: say why and what to do, in the middle of the page."""
        period = self.header.period()
        if period.start is not None or period.end is not None:
            text = self.tr("No sessions for this student in these days. Untick From and To "
                           "to see every session.")
        else:
            text = self.tr("Nothing to review yet. Play on the free table, start a game or "
                           "open a drill in Practice: every shot is recorded, and here you "
                           "replay it shot by shot, write notes and mark key shots for the "
                           "PDF report.")
        self.empty.setText(text)
        self.stack.setCurrentWidget(self.empty)
        self.status.setText("")

    def session(self) -> SessionInfo | None:
        row = self.sessions_list.currentRow()
        return tuple(reversed(self.sessions))[row] if 0 <= row < len(self.sessions) else None

    def select_session(self, session_id: str) -> None:
        ids = [s.id for s in reversed(self.sessions)]
        self.sessions_list.setCurrentRow(ids.index(session_id))

    def _on_session_row(self, _row: int) -> None:
        session = self.session()
        self.stack.setCurrentIndex(0)
        self.shots = self.history.shots(session.id) \
            if self.history is not None and session else ()
        self.frames = self.history.frame_sheets(session.id) \
            if self.history is not None and session else ()
        self.protocols_button.setEnabled(bool(self.frames))
        self._fill_shots()
        self.go_to(0 if self.shots else -1)
        if self.frames and not self.shots:
            self.open_protocols()
        elif session is not None and session.where.real and not self.shots:
            self._show_real(session)

    def _show_real(self, session: SessionInfo) -> None:
        """A real-table session's entered attempts in the middle of the page."""
        if self.history is None:
            return
        attempts = self.history.session_attempts(session.id)
        self.real_page.show_session(session, attempts, self.history.drill_sets(session.id))
        self.stack.setCurrentWidget(self.real_page)
        self.status.setText(self.tr("Played at a real table: %1 attempts entered, no shots "
                                    "to replay.").replace("%1", str(len(attempts))))

    def open_protocols(self) -> bool:
        """The session's frame protocols in the middle of the page."""
        if not self.frames:
            return False
        self.protocols.show_frames(self.frames)
        self.stack.setCurrentWidget(self.protocols)
        return True

    def _fill_shots(self) -> None:
        row = self.shots_list.currentRow()
        self.shots_list.blockSignals(True)
        self.shots_list.clear()
        for shot in self.shots:
            self.shots_list.addItem(shot_label(shot))
        self.shots_list.setCurrentRow(row)
        self.shots_list.blockSignals(False)

    # ---------------------------------------------------------------- walking
    def shot(self) -> StoredShot | None:
        return self.shots[self.index] if 0 <= self.index < len(self.shots) else None

    def step(self, delta: int) -> None:
        if self.shots:
            self.go_to(max(0, min(len(self.shots) - 1, self.index + delta)))

    def go_to(self, index: int) -> None:
        self.index = index
        if self.shots_list.currentRow() != index:
            self.shots_list.blockSignals(True)
            self.shots_list.setCurrentRow(index)
            self.shots_list.blockSignals(False)
        self._show_current()

    def _on_shot_row(self, row: int) -> None:
        if row != self.index:
            self.go_to(row)

    def _show_current(self) -> None:
        session, shot = self.session(), self.shot()
        self.shot_view.show_shot(shot, session.table if session else None)
        notes = self.history.notes(session.id) if self.history and session else ()
        self.notes.show_shot(shot, notes)
        self.compare_button.setEnabled(self._compare_target() is not None)
        if shot is not None:
            self.status.setText(self.tr("Shot %1 of %2. Left and Right step, Space replays, "
                                        "M marks the shot.").replace("%1", str(self.index + 1))
                                .replace("%2", str(len(self.shots))))

    def _refresh_shot(self) -> None:
        """Read the current shot back (its notes and marks changed)."""
        shot = self.shot()
        if shot is None or self.history is None:
            return
        self.shots = tuple(self.history.shot(s.id) if s.id == shot.id else s
                           for s in self.shots)
        self._fill_shots()
        session = self.session()
        self.notes.show_shot(self.shot(), self.history.notes(session.id) if session else ())

    # ------------------------------------------------------------ annotating
    def add_note(self, text: str, on_shot: bool = True) -> None:
        coach, shot, session = self.header.coach_id(), self.shot(), self.session()
        if self.history is None or coach is None or session is None:
            return
        try:
            self.history.annotate(coach, text, session_id=session.id,
                                  shot_id=shot.id if on_shot and shot else None)
        except StoreError as exc:
            self._refused(exc)
        self._refresh_shot()

    def set_mark(self, marked: bool, label: str = "key") -> None:
        coach, shot = self.header.coach_id(), self.shot()
        if self.history is None or coach is None or shot is None:
            return
        try:
            if marked:
                self.history.mark(shot.id, coach, label)
            else:
                self.history.unmark(shot.id, coach)
        except StoreError as exc:
            self._refused(exc)
        self._refresh_shot()

    def _refused(self, error: StoreError) -> None:
        """A note or mark the history did not take: on a club's server, a login writes
        them only as the player it is («нет прав записывать чужие заметки …»)."""
        from coach_app.qtkit.denied_words import store_message

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Review"), store_message(error),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("reviewRefused")
        box.open()
        self.refusal = box

    def toggle_mark(self) -> None:
        if self.notes.mark.isEnabled():
            self.notes.mark.toggle()

    # ------------------------------------------------------------- comparing
    def _finished_attempts(self, player_id: str, drill_id: str) -> tuple[AttemptInfo, ...]:
        """The player's attempts at a drill that have a result, played on the screen: one
        set up and never finished (or interrupted) has nothing to compare, and one entered
        at a real table has no shot to put beside another."""
        if self.history is None:
            return ()
        return tuple(a for a in self.history.attempts(player_id, drill_id, where="screen")
                     if a.success is not None)

    def _compare_target(self) -> tuple[str, str, str] | None:
        """(drill id, title, attempt id) of the current shot's drill, if its attempt has a
        result and the student has another one with a result to put beside it."""
        session, shot = self.session(), self.shot()
        if self.history is None or session is None or shot is None or not shot.attempt_id:
            return None
        for ds in self.history.drill_sets(session.id):
            finished = self._finished_attempts(session.player_id, ds.drill_id)
            if len(finished) < 2:
                continue
            for a in finished:
                if a.id == shot.attempt_id:
                    return ds.drill_id, ds.title or ds.drill_id, a.id
        return None

    def open_compare(self) -> bool:
        """The current shot's attempt beside the student's previous attempt at that drill
        (only attempts with a result are offered)."""
        target, session = self._compare_target(), self.session()
        if target is None or session is None or self.history is None:
            return False
        drill_id, title, attempt_id = target
        attempts = self._finished_attempts(session.player_id, drill_id)
        ids = [a.id for a in attempts]
        i = ids.index(attempt_id)
        other = ids[i - 1] if i > 0 else ids[min(1, len(ids) - 1)]
        self.compare.load(self.history, attempts, title, attempt_id, other, session.table)
        self.stack.setCurrentIndex(1)
        return True

    # ---------------------------------------------------------------- report
    def report_dialog(self) -> None:
        path = self.header.ask_report_path(self)
        if path:
            self.export_report(path)

    def export_report(self, path: str | Path) -> bool:
        from coach_app.progress.chart_texts import chart_translator
        from coach_app.report.pdf import build_report

        student = self.header.student_info()
        if self.history is None or student is None:
            return False
        store, period, tr = self.history.store, self.header.period(), chart_translator()
        self.report_job.start(lambda _t: build_report(store, student, period, path, tr),
                              self._on_report, self._on_report_failed)
        self.header.busy.show()
        self.header.report.setEnabled(False)
        self.status.setText(self.tr("Writing the report for %1…").replace("%1", student.name))
        return True

    def _on_report(self, result: object) -> None:
        self.header.busy.hide()
        self.header.report.setEnabled(True)
        path = str(getattr(result, "path", ""))
        pages = len(getattr(result, "pages", ()))
        self.status.setText(self.tr("Report saved: %1 (%2 pages)").replace("%1", path)
                            .replace("%2", str(pages)))
        self.report_done.emit(path)

    def _on_report_failed(self, error: BaseException) -> None:
        message = failure_text(error)
        self.header.busy.hide()
        self.header.report.setEnabled(True)
        self.status.setText(self.tr("The report could not be written: %1")
                            .replace("%1", message))
        self.report_failed.emit(message)

    # ------------------------------------------------------------ translation
    def retranslate(self) -> None:
        self._list_titles[0].setText(self.tr("Sessions (newest first)"))
        self._list_titles[1].setText(self.tr("Shots"))
        self.compare_button.setText(self.tr("Compare attempts…"))
        self.compare_button.setToolTip(self.tr("Put this drill attempt beside another attempt "
                                               "of the same drill"))
        self.protocols_button.setText(self.tr("Frame protocols…"))
        self.protocols_button.setToolTip(self.tr("Every frame of this game: visits, points, "
                                                 "fouls, runs and the score"))
        self.back_button.setText(self.tr("Back to the start screen"))
        if self.sessions:
            current = self.sessions_list.currentRow()
            self.load_sessions()
            self.sessions_list.setCurrentRow(current)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "back_button"):
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.reload)
        QTimer.singleShot(0, self._take_focus)

    def _take_focus(self) -> None:
        """Left/Right are the page's shortcuts: they fire only with the focus inside it,
        and opening the page from the start screen left the focus outside."""
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.shots_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def shutdown(self) -> None:
        self.report_job.shutdown()
        self.shot_view.shutdown()
        self.compare.shutdown()
        if self._own_tasks:
            self.tasks.shutdown()
