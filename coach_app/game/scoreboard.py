"""The scoreboard: each side's score, shelf and frames won, and whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from coach_app.game.colour_chips import ColourChips, ValuesLegend
from coach_app.game.match import Match
from coach_app.game.pyramid_t_progress import side_progress, table_value
from coach_app.game.team_view import TeamPanel
from coach_app.game.texts import discipline_name
from coach_app.words.names import short_ball_name
from simulation.rules.vocab import Discipline, Phase


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
        #: Pyramid T: each player's colours of the set under way, and the table's value.
        self.chips: dict[str, ColourChips] = {}
        self.legend = ValuesLegend()
        self.team = TeamPanel()  # the team score and sheet, in a team match only

    def set_match(self, match: Match) -> None:
        self._match = match
        state = match.state
        if set(self.rows) != set(state.sides):
            while self._grid.count():
                item = self._grid.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None and w not in (self._title, self.team, self.legend):
                    w.deleteLater()
            self.rows, self.chips = {}, {}
            self._grid.addWidget(self._title, 0, 0, 4, 1)
            self._grid.addWidget(self.legend, 4, 0, 1, len(state.sides) + 1)
            self._grid.addWidget(self.team, 5, 0, 1, len(state.sides) + 1)
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
                chips = ColourChips()
                chips.setObjectName(f"colours_{side}")
                self._grid.addWidget(chips, 3, i, Qt.AlignmentFlag.AlignHCenter)
                self._grid.setColumnStretch(i, 1)
                self.rows[side] = (name, score, shelf)
                self.chips[side] = chips
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
        pyramid_t = state.discipline == Discipline.PYRAMID_T
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
            points = str(state.scores.get(side, 0))
            if state.options.race:
                # A race фора: each side's score against the balls it needs ("3 / 6").
                points += f" / {state.options.needs(side)}"
                score.setToolTip(self.tr("Balls on the shelf / balls needed to win (handicap)"))
            score.setText(points)
            shelf.setText(self._shelf_text(match, side))
            self.chips[side].setVisible(pyramid_t)
            if pyramid_t:
                self.chips[side].show_progress(side_progress(state, side))
        self.legend.setVisible(pyramid_t)
        if pyramid_t:
            self.legend.show_value(table_value(state))

    def _shelf_text(self, match: Match, side: str) -> str:
        """The shelf in words («биток», never the id "cue"); in Pyramid T, whose first
        stage puts every ball back on a spot (4.4), the stage and the colours instead."""
        state = match.state
        if state.discipline == Discipline.PYRAMID_T:
            p = side_progress(state, side)
            if p.stage == 1:
                return self.tr("Stage 1: %1 of 5 colours").replace("%1", str(len(p.collected)))
            return (self.tr("Stage 2, set %1: %2 of 5 colours")
                    .replace("%1", str(p.sets_done + 1)).replace("%2", str(len(p.collected))))
        balls = state.shelves.get(side, ())
        return self.tr("Shelf: %1").replace(
            "%1", ", ".join(short_ball_name(b) for b in balls) if balls else self.tr("empty"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
