"""The coach's side of the review: the ruling, the notes, the mark.

The panel only shows and asks; the review screen writes to the history and feeds the
result back, so what the panel shows is always what was stored.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.review.texts import mark_labels, verdict_lines
from coach_app.store import AnnotationInfo, StoredShot


class NotesPanel(QWidget):
    """``note_added(text, on_shot)``; ``mark_changed(marked, label)``."""

    note_added = Signal(str, bool)
    mark_changed = Signal(bool, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("reviewVerdict")
        self.mark = QPushButton()
        self.mark.setObjectName("markShot")
        self.mark.setCheckable(True)
        self.mark_label = QComboBox()
        self.notes = QListWidget()
        self.notes.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setMaximumHeight(90)
        self.add_shot = QPushButton()
        self.add_shot.setObjectName("noteOnShot")
        self.add_session = QPushButton()
        self.add_session.setObjectName("noteOnSession")
        self._titles = [QLabel(), QLabel()]
        for t in self._titles:
            t.setStyleSheet("font-weight: bold")
        mark_row = QHBoxLayout()
        mark_row.addWidget(self.mark)
        mark_row.addWidget(self.mark_label, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_shot)
        buttons.addWidget(self.add_session)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self._titles[0])
        box.addWidget(self.verdict)
        box.addLayout(mark_row)
        box.addSpacing(8)
        box.addWidget(self._titles[1])
        box.addWidget(self.notes, 1)
        box.addWidget(self.editor)
        box.addLayout(buttons)
        self.mark.toggled.connect(self._on_mark)
        self.mark_label.currentIndexChanged.connect(self._on_label)
        self.add_shot.clicked.connect(lambda: self._add(True))
        self.add_session.clicked.connect(lambda: self._add(False))
        self._shot: StoredShot | None = None
        self._session_notes: tuple[AnnotationInfo, ...] = ()
        self._author: str | None = None
        self.retranslate()

    def set_author(self, author_id: str | None) -> None:
        """Whose notes and marks these are (None: no coach chosen, editing is off)."""
        self._author = author_id
        self._update()

    def show_shot(self, shot: StoredShot | None,
                  session_notes: tuple[AnnotationInfo, ...] = ()) -> None:
        self._shot = shot
        self._session_notes = session_notes
        self._update()

    def _update(self) -> None:
        shot = self._shot
        self.verdict.setText("\n".join(verdict_lines(shot)) if shot else "")
        mine = next((m for m in (shot.marks if shot else ()) if m.author_id == self._author),
                    None)
        for w in (self.mark, self.mark_label):
            w.blockSignals(True)
        self.mark.setChecked(mine is not None)
        if mine is not None:
            index = self.mark_label.findData(mine.label)
            self.mark_label.setCurrentIndex(max(0, index))
        for w in (self.mark, self.mark_label):
            w.blockSignals(False)
        self.notes.clear()
        labels = mark_labels()
        for m in shot.marks if shot else ():
            self.notes.addItem(self.tr("★ %1: %2").replace("%1", m.author_name)
                               .replace("%2", labels.get(m.label, m.label)))
        for n in shot.notes if shot else ():
            self.notes.addItem(self.tr("Shot — %1: %2").replace("%1", n.author_name)
                               .replace("%2", n.text))
        for n in self._session_notes:
            if n.shot_id is None:
                self.notes.addItem(self.tr("Session — %1: %2").replace("%1", n.author_name)
                                   .replace("%2", n.text))
        can = self._author is not None
        self.mark.setEnabled(can and shot is not None)
        self.mark_label.setEnabled(can and shot is not None)
        self.add_shot.setEnabled(can and shot is not None)
        self.add_session.setEnabled(can and shot is not None)
        self.editor.setEnabled(can)
        self.editor.setPlaceholderText(
            self.tr("Write a note for the student…") if can else
            self.tr("Choose a coach above to write notes and mark shots."))

    def _on_mark(self, on: bool) -> None:
        self.mark_changed.emit(on, str(self.mark_label.currentData() or "key"))

    def _on_label(self, _index: int) -> None:
        if self.mark.isChecked():
            self.mark_changed.emit(True, str(self.mark_label.currentData() or "key"))

    def _add(self, on_shot: bool) -> None:
        text = self.editor.toPlainText().strip()
        if text:
            self.note_added.emit(text, on_shot)
            self.editor.clear()

    def retranslate(self) -> None:
        self._titles[0].setText(self.tr("Ruling"))
        self._titles[1].setText(self.tr("Notes and marks"))
        self.mark.setText(self.tr("Mark (M)"))
        self.mark.setToolTip(self.tr("Mark this shot; marked shots go into the PDF report "
                                     "as table diagrams"))
        current = self.mark_label.currentData()
        self.mark_label.blockSignals(True)
        self.mark_label.clear()
        for code, text in mark_labels().items():
            self.mark_label.addItem(text, code)
        self.mark_label.setCurrentIndex(max(0, self.mark_label.findData(current)))
        self.mark_label.blockSignals(False)
        self.add_shot.setText(self.tr("Note on this shot"))
        self.add_session.setText(self.tr("Note on the session"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "add_session"):
            self.retranslate()
        super().changeEvent(event)
