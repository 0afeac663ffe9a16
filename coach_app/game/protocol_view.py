"""The frame protocol on the screens: the end-of-frame summary of the game screen, the
real-match scorer's sheet and Review show it.

The words are :mod:`coach_app.game.protocol_words` (shared with the printed reports, which
have no widgets, so both say the same); two widgets show them: :class:`ProtocolTable` (one
row per visit or row between visits) and :class:`FrameSummary` (the frame score, each
side's breakdown, each player's totals, and the table; a match summary of every frame
played below it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from coach_app.charts.text import ChartText, Translate
from coach_app.game.match import PlayedFrame
from coach_app.game.protocol_words import (
    frame_title,
    headers,
    match_lines,
    match_title,
    summary_lines,
    table_cells,
)
from simulation.rules.protocol import FrameProtocol


def qt_words() -> Translate:
    """The protocol's translator on the screens: Qt's catalogue of the interface language."""
    return ChartText(QCoreApplication.translate)


class ProtocolTable(QTableWidget):
    """The protocol's visits and the rows between them, one line each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 8, parent)
        self.setObjectName("protocolTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().hide()
        self.setWordWrap(True)
        head = self.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The fouls and how a visit ended share what is left and wrap: the table never
        # scrolls sideways, even in the scorer's narrow column at 1024 px.
        head.setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(7, QHeaderView.ResizeMode.Stretch)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        font = self.font()
        font.setPointSize(max(8, font.pointSize() - 1))
        self.setFont(font)
        self._p: FrameProtocol | None = None
        self._names: Mapping[str, str] = {}

    def show_protocol(self, p: FrameProtocol | None, names: Mapping[str, str]) -> None:
        self._p, self._names = p, dict(names)
        self.refresh()

    def cells(self) -> list[list[str]]:
        return [] if self._p is None else table_cells(self._p, self._names, qt_words())

    def refresh(self) -> None:
        self.setHorizontalHeaderLabels(headers(qt_words()))
        cells = self.cells()
        self.setRowCount(len(cells))
        for r, row in enumerate(cells):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.setItem(r, c, item)
        self.resizeRowsToContents()
        if cells:
            self.scrollToBottom()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


class FrameSummary(QWidget):
    """The frame's summary (score, result, sides, players), its protocol table, and the
    match so far (every frame's score) once more than one frame is played or the match is
    won."""

    def __init__(self, parent: QWidget | None = None, *, table: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("frameSummary")
        self.title = QLabel()
        self.title.setObjectName("frameSummaryTitle")
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.lines = QLabel()
        self.lines.setObjectName("frameSummaryLines")
        self.lines.setWordWrap(True)
        self.match = QLabel()
        self.match.setObjectName("matchSummary")
        self.match.setWordWrap(True)
        self.table = ProtocolTable()
        self.table.setVisible(table)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        for w in (self.title, self.lines, self.table, self.match):
            box.addWidget(w)
        self._p: FrameProtocol | None = None
        self._names: Mapping[str, str] = {}
        self._frames: tuple[PlayedFrame, ...] = ()
        self._winner: str | None = None
        self._number = 1

    def show_frame(self, p: FrameProtocol | None, names: Mapping[str, str], *,
                   number: int = 1, frames: Sequence[PlayedFrame] = (),
                   match_winner: str | None = None) -> None:
        self._p, self._names, self._number = p, dict(names), number
        self._frames, self._winner = tuple(frames), match_winner
        self.table.show_protocol(p, names)
        self.refresh()

    def text(self) -> str:
        return "\n".join(w.text() for w in (self.title, self.lines, self.match))

    def retranslate(self) -> None:
        """The summary and its table in the interface language now."""
        self.refresh()
        self.table.refresh()

    def refresh(self) -> None:
        p = self._p
        if p is None:
            self.title.setText("")
            self.lines.setText("")
            self.match.setText("")
            return
        words = qt_words()
        self.title.setText(frame_title(self._number, words))
        self.lines.setText("\n".join(summary_lines(p, self._names, words)))
        show_match = len(self._frames) > 1 or self._winner is not None
        self.match.setVisible(show_match)
        self.match.setText("\n".join([match_title(words), *match_lines(
            self._frames, self._names, self._winner, words)]) if show_match else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
