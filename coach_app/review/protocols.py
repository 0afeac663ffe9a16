"""Review's frame protocols: every frame of a game session, one tab each, read from the
score sheets the history keeps (simulation/rules/protocol.py) — screen games and matches
scored at a real table alike."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from coach_app.game.match import PlayedFrame
from coach_app.game.protocol_view import FrameSummary
from coach_app.game.protocol_words import stored_protocol
from coach_app.game.texts import discipline_name
from coach_app.store import FrameSheet


def played_frames(frames: Sequence[FrameSheet]) -> tuple[PlayedFrame, ...]:
    return tuple(PlayedFrame(f.frame.number, f.discipline, f.sides, tuple(f.scores.items()),
                             f.frame.winner, False, f.sheet)
                 for f in frames if f.frame.finished_at is not None)


def is_real(f: FrameSheet) -> bool:
    """A frame of a match scored at a real table (the game's options say so)."""
    return f.options.get("where") == "real"


class ProtocolsPage(QWidget):
    """The frames of a session, each with its summary and protocol table."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewProtocols")
        self.title = QLabel()
        self.title.setObjectName("reviewProtocolsTitle")
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.tabs = QTabWidget()
        self.close_button = QPushButton()
        self.close_button.setObjectName("reviewProtocolsClose")
        self.close_button.clicked.connect(self.closed)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.close_button)
        self._frames: tuple[FrameSheet, ...] = ()
        self.retranslate()

    def show_frames(self, frames: Sequence[FrameSheet]) -> None:
        self._frames = tuple(frames)
        self.tabs.clear()
        played = played_frames(self._frames)
        for f in self._frames:
            summary = FrameSummary()
            protocol, names = stored_protocol(f)
            mine = tuple(p for p in played if p.number <= f.frame.number)
            summary.show_frame(protocol, names, number=f.frame.number,
                               frames=mine if f is self._frames[-1] else (),
                               match_winner=None)
            self.tabs.addTab(summary, "")
        self.retranslate()

    def summaries(self) -> list[FrameSummary]:
        return [w for i in range(self.tabs.count())
                if isinstance(w := self.tabs.widget(i), FrameSummary)]

    def retranslate(self) -> None:
        self.close_button.setText(self.tr("Back to the shots"))
        for i, f in enumerate(self._frames):
            self.tabs.setTabText(i, self.tr("Frame %1").replace("%1", str(f.frame.number)))
        if not self._frames:
            self.title.setText("")
            return
        f = self._frames[0]
        title = self.tr("Frame protocols: %1").replace("%1", discipline_name(f.discipline))
        if is_real(f):
            title += " · " + self.tr("played at a real table")
        self.title.setText(title)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
