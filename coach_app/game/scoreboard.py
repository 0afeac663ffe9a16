"""The scoreboard: each side's score, shelf and frames won, and whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from coach_app.game.match import Match
from coach_app.game.team_view import TeamPanel
from coach_app.game.texts import discipline_name
from simulation.rules.vocab import Phase


class Scoreboard(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._grid = QGridLayout(self)
        self._title = QLabel()
        bold = QFont()
        bold.setBold(True)
        self._title.setFont(bold)
        self._match: Match | None = None
        self.rows: dict[str, tuple[QLabel, QLabel, QLabel]] = {}
        self.team = TeamPanel()  # the team score and sheet, in a team match only

    def set_match(self, match: Match) -> None:
        self._match = match
        state = match.state
        if set(self.rows) != set(state.sides):
            while self._grid.count():
                item = self._grid.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None and w is not self._title and w is not self.team:
                    w.deleteLater()
            self.rows = {}
            self._grid.addWidget(self._title, 0, 0, 3, 1)
            self._grid.addWidget(self.team, 3, 0, 1, len(state.sides) + 1)
            big = QFont()
            big.setPointSize(15)
            big.setBold(True)
            for i, side in enumerate(state.sides, start=1):
                name, score, shelf = QLabel(), QLabel(), QLabel()
                score.setFont(big)
                score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                shelf.setWordWrap(True)
                name.setObjectName(f"side_{side}")
                score.setObjectName(f"score_{side}")
                score.setAlignment(Qt.AlignmentFlag.AlignCenter)
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                shelf.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._grid.addWidget(name, 0, i)
                self._grid.addWidget(score, 1, i)
                self._grid.addWidget(shelf, 2, i)
                self._grid.setColumnStretch(i, 1)
                self.rows[side] = (name, score, shelf)
        self.refresh()

    def refresh(self) -> None:
        match = self._match
        if match is None:
            return
        state = match.state
        names = match.side_names()
        team = match.team_info()
        self.team.show_match(team, state.discipline, tuple(state.players))
        frames = match.setup.frames if team is None else 1  # the team panel says where
        title = discipline_name(state.discipline)
        if frames > 1:
            title += " · " + self.tr("frame %1 of %2").replace(
                "%1", str(match.frame_no + 1)).replace("%2", str(frames))
        if "uncalled" in state.options.house_rules:
            # Pyramid T without a call is not the text's game (000 clause 4): say so.
            title += "\n" + self.tr("no call (house rule)")
        self._title.setText(title)
        for side, (name, score, shelf) in self.rows.items():
            to_move = state.to_move == side and state.phase is not Phase.OVER
            label = ("▶ " if to_move else "") + names.get(side, side)
            if state.teams and state.to_move == side and state.shooter:
                label += " (" + state.shooter + ")"
            if team is not None and team.teams is not None:
                label += " · " + team.teams[team.team_of(side)].name
            if frames > 1 or (team is not None and team.frames > 1):
                label += " · " + self.tr("frames: %1").replace("%1", str(match.wins(side)))
            name.setText(label)
            name.setStyleSheet("font-weight: bold; color: #0b4f8a;" if to_move else "")
            score.setText(str(state.scores.get(side, 0)))
            balls = state.shelves.get(side, ())
            shelf.setText(self.tr("Shelf: %1").replace("%1", ", ".join(balls) if balls
                                                        else self.tr("empty")))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
