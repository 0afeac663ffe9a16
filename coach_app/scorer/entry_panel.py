"""The scorer's entry boards: who is at the table, what the next press means (the modes),
the balls and the pockets, the fouls in the rule texts' words, the break's counts, the
incident row, and the decision owed. The widgets call the screen (the presses); what they
show is read from the model on every refresh."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from coach_app.game.decision_panel import DecisionPanel
from coach_app.game.protocol_words import clause_label, foul_label
from coach_app.game.texts import hand_text
from coach_app.scorer import texts
from coach_app.scorer.board import foul_codes, marked_balls, marked_pockets
from coach_app.scorer.model import Mode, ScorerModel
from coach_app.scorer.widgets import BallBoard, PocketBoard, ToggleBoard, big_button
from coach_app.words.names import pocket_name
from simulation.rules.vocab import Interference


def _check(name: str) -> QCheckBox:
    box = QCheckBox()
    box.setObjectName(name)
    box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return box


class EntryPanel(QWidget):
    """The boards of the entry; ``screen`` is the scorer's screen (its press methods)."""

    def __init__(self, screen: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorerEntry")
        s = screen
        self._refreshing = False
        self.heading = QLabel()
        self.heading.setObjectName("scorerHeading")
        self.heading.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.heading.setWordWrap(True)
        self.modes = {m: big_button(f"mode_{m}", checkable=True) for m in Mode}
        for m, b in self.modes.items():
            b.clicked.connect(lambda _c=False, x=m: s.press_mode(x))
        self.mode_hint = QLabel()
        self.mode_hint.setWordWrap(True)
        self.balls = BallBoard(s.press_ball)
        self.no_ball = big_button("noBall", checkable=True)
        self.no_ball.clicked.connect(s.no_ball_pressed)
        self.pockets = PocketBoard(s.press_pocket)
        self.fouls_title = QLabel()
        self.fouls = ToggleBoard(s.toggle_foul, per_row=2)
        self.house_fouls = ToggleBoard(s.house_foul, per_row=2)
        self.not_completed = big_button("notCompleted", checkable=True, height=32, size=10)
        self.not_completed.clicked.connect(
            lambda: s.set_entry(not_completed=not s.model.draft.not_completed))
        self.cushion = QSpinBox()
        self.cushion.setObjectName("cushionBalls")
        self.cushion.setRange(-1, 15)
        self.cushion.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.cushion.valueChanged.connect(
            lambda v: None if self._refreshing else s.set_entry(
                cushion_balls=None if v < 0 else v))
        self.cushion_label = QLabel()
        self.crossed = _check("crossedCentre")
        self.crossed.clicked.connect(lambda on: s.set_entry(crossed_centre=bool(on)))
        self.not_clean = _check("notClean")
        self.not_clean.clicked.connect(lambda on: s.set_entry(not_clean=bool(on)))
        self.smeared = _check("smeared")
        self.smeared.clicked.connect(lambda on: s.set_entry(smeared=bool(on)))
        self.affected = _check("affected")
        self.affected.clicked.connect(lambda on: s.set_entry(affected=bool(on)))
        self.offender_label = QLabel()
        self.offender = QComboBox()
        self.offender.setObjectName("offender")
        self.offender.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.offender.activated.connect(
            lambda _i: s.set_entry(offender=self.offender.currentData()))
        self.restore = big_button("interferenceRestore", height=32, size=10)
        self.restore.clicked.connect(lambda: s.interference(Interference.RESTORE))
        self.rerack = big_button("interferenceRerack", height=32, size=10)
        self.rerack.clicked.connect(lambda: s.interference(Interference.RERACK))
        self.decisions = DecisionPanel()
        self.decisions.decided.connect(s.decide)
        self._lay_out()

    def _lay_out(self) -> None:
        left = QVBoxLayout(self)
        left.addWidget(self.heading)
        self._modes_grid = QGridLayout()
        left.addLayout(self._modes_grid)
        left.addWidget(self.mode_hint)
        boards = QHBoxLayout()
        balls = QVBoxLayout()
        balls.addWidget(self.balls)
        balls.addWidget(self.no_ball)
        boards.addLayout(balls, 3)
        boards.addWidget(self.pockets, 2)
        left.addLayout(boards)
        left.addWidget(self.decisions)
        left.addWidget(self.fouls_title)
        left.addWidget(self.fouls)
        left.addWidget(self.house_fouls)
        left.addWidget(self.not_completed)
        self.break_row = QWidget()
        br = QHBoxLayout(self.break_row)
        br.setContentsMargins(0, 0, 0, 0)
        br.addWidget(self.cushion_label)
        br.addWidget(self.cushion)
        br.addWidget(self.crossed, 1)
        left.addWidget(self.break_row)
        for w in (self.not_clean, self.smeared, self.affected):
            left.addWidget(w)
        self.incident_row = QWidget()
        ir = QGridLayout(self.incident_row)
        ir.setContentsMargins(0, 0, 0, 0)
        ir.addWidget(self.offender_label, 0, 0)
        ir.addWidget(self.offender, 0, 1)
        ir.addWidget(self.restore, 1, 0)
        ir.addWidget(self.rerack, 1, 1)
        left.addWidget(self.incident_row)
        left.addStretch(1)

    # ---------------------------------------------------------------- showing
    def show_model(self, m: ScorerModel, names: Mapping[str, str]) -> None:
        self._refreshing = True
        try:
            self._show(m, dict(names))
        finally:
            self._refreshing = False

    def _show(self, m: ScorerModel, names: dict[str, str]) -> None:
        state, choices = m.state, m.choices()
        shot, pending, d = choices.shot, state.pending, m.draft
        entering = shot is not None
        head = texts.shot_heading(state, names) if entering else ""
        hand = hand_text(state) if entering else None
        self.heading.setText(head + (f" · {hand}" if hand else ""))
        self.heading.setVisible(bool(head))
        self._show_modes(m)
        self.mode_hint.setText(texts.mode_hint(m.mode) if entering else "")
        self.mode_hint.setVisible(entering)
        takes_ball = pending is not None and pending.kind.takes_ball
        if takes_ball:
            self.balls.show_balls(pending.options, ())
        else:
            self.balls.show_balls(m.balls_for(m.mode) if entering else (), marked_balls(m))
        self.balls.buttons["cue"].setText(texts.ball_button("cue"))
        self.no_ball.setVisible((entering and d.played and m.mode is Mode.FIRST) or takes_ball)
        self.no_ball.setChecked(d.no_contact)
        self.no_ball.setText(self.tr("Decline (N)") if takes_ball else self.tr("No ball (N)"))
        self.pockets.show_pockets(entering and m.mode in (Mode.CALL, Mode.POCKETED,
                                                          Mode.DROPPED), marked_pockets(m))
        for pocket, b in self.pockets.buttons.items():
            b.setText(texts.pocket_button(pocket))
            b.setToolTip(pocket_name(pocket))
            widest = max(b.fontMetrics().horizontalAdvance(line)
                         for line in b.text().split("\n"))
            b.setMinimumWidth(widest + 16)
        self._show_fouls(m, choices, entering)
        played = entering and d.played
        self.break_row.setVisible(played and shot is not None and shot["break"] is not None)
        self.cushion.setValue(-1 if d.cushion_balls is None else d.cushion_balls)
        self.crossed.setChecked(d.crossed_centre)
        for box, key, on in ((self.not_completed, "completed", d.not_completed),
                             (self.not_clean, "clean", d.not_clean),
                             (self.smeared, "smeared", d.smeared)):
            box.setVisible(played and shot is not None and bool(shot[key]))
            box.setChecked(on)
        self.affected.setVisible(entering and bool(d.dropped))
        self.affected.setChecked(d.affected)
        self.incident_row.setVisible(entering and not d.played)
        self._fill_offenders(m, choices, names)
        self.decisions.show_pending(pending, state, names)
        if pending is not None:
            self.decisions.prompt.setText(texts.decision_prompt(pending, state, names))
        if takes_ball and "decline" in self.decisions.buttons:
            self.decisions.buttons["decline"].hide()  # «Decline (N)» by the balls says it

    def _show_modes(self, m: ScorerModel) -> None:
        """The modes the entry can use, in a grid of two columns without holes."""
        grid = self._modes_grid
        while grid.count():
            grid.takeAt(0)
        shown = m.modes()
        for mode, b in self.modes.items():
            b.setVisible(mode in shown)
            b.setChecked(mode is m.mode)
            b.setText(f"{texts.mode_label(mode)} ({texts.MODE_KEYS[mode]})")
        for i, mode in enumerate(shown):
            grid.addWidget(self.modes[mode], i // 2, i % 2)

    def _show_fouls(self, m: ScorerModel, choices: Any, entering: bool) -> None:
        words = texts.words()
        d = m.draft
        codes, clauses = foul_codes(choices, d) if entering else ([], {})
        labels = {c: foul_label(c, words) for c in codes}
        tips = {c: f"{labels[c]} ({clause_label(clauses.get(c, ''), words)})" for c in codes}
        self.fouls.show_codes(codes, labels, d.fouls, tips)
        self.fouls_title.setVisible(bool(codes))
        house = list(choices.shot["house_fouls"]) if entering and d.played else []
        self.house_fouls.show_codes(house, {c: foul_label(c, words) for c in house},
                                    [d.house_foul] if d.house_foul else [])

    def _fill_offenders(self, m: ScorerModel, choices: Any, names: dict[str, str]) -> None:
        offenders = list(choices.between_shots["offenders"]) if choices.between_shots else []
        current = [self.offender.itemData(i) for i in range(self.offender.count())]
        if current != [None, *offenders]:
            self.offender.clear()
            self.offender.addItem("", None)
            for side in offenders:
                self.offender.addItem(names.get(side, side), side)
        self.offender.setItemText(0, self.tr("the side to play"))
        self.offender.setCurrentIndex(max(0, self.offender.findData(m.draft.offender)))

    def retranslate(self) -> None:
        self.not_completed.setText(self.tr("Not completed, cl. 20 (X)"))
        self.cushion_label.setText(self.tr("Break: object balls at a cushion (+/−)"))
        self.cushion.setSpecialValueText(self.tr("not counted"))
        self.crossed.setText(self.tr("One crossed the centre line (L)"))
        self.not_clean.setText(self.tr("The called ball touched another on its way"))
        self.smeared.setText(self.tr("Smeared ball (cl. 4.7)"))
        self.affected.setText(self.tr("It would have been touched (cl. 22.2)"))
        self.offender_label.setText(self.tr("Foul by:"))
        self.restore.setText(self.tr("Interference: put back (26.1)"))
        self.rerack.setText(self.tr("Interference: re-rack (26.2)"))
        self.fouls_title.setText(self.tr("Fouls:"))
