"""Prompts for the decisions the rules give a player, with one button per answer.

Ball choices (penalty ball, a ball for a pocketed cue ball) are made by clicking the ball
on the table; the panel then only offers to decline. Emits ``decided`` with the decision
in the referee's own shape (simulation/rules/decisions.py).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from coach_app.game.texts import choice_label, pending_prompt
from coach_app.qtkit.widgets import WrapButton
from simulation.rules.state import GameState, Pending
from simulation.rules.vocab import Choice, Context, PendingKind


class DecisionPanel(QWidget):
    decided = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold; color: #0b4f8a;")
        # One answer a row, each wrapping its text: two to a row cut «Принять позицию и
        # бить» to «инять позицию и би» in a 280 px panel.
        self._buttons = QVBoxLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.prompt)
        layout.addLayout(self._buttons)
        self.buttons: dict[str, WrapButton] = {}
        self.hide()

    def show_pending(self, pending: Pending | None, state: GameState,
                     names: dict[str, str]) -> None:
        while self._buttons.count():
            item = self._buttons.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.buttons = {}
        if pending is None:
            self.hide()
            return
        self.prompt.setText(pending_prompt(pending, state, names))
        answers: list[tuple[str, str, dict[str, Any]]] = []
        kind = pending.kind
        if kind.takes_ball:
            answers.append(("decline", self.tr("Decline"), {"kind": kind, "ball": None}))
        elif kind in (PendingKind.SHOOT_OR_PASS, PendingKind.BREAK_OPTIONS):
            answers += [(c, choice_label(c), {"kind": kind, "choice": c})
                        for c in pending.options]
        elif kind is PendingKind.LAG:
            for side in state.sides:
                for c in pending.options:
                    if pending.context is Context.DECIDER:
                        text = (self.tr("%1 won and plays") if c == Choice.SHOOT
                                else self.tr("%1 won and passes"))
                    else:
                        text = (self.tr("%1 won and breaks") if c == Choice.SHOOT
                                else self.tr("%1 won and passes the break"))
                    answers.append((f"{side}:{c}", text.replace("%1", names.get(side, side)),
                                    {"kind": kind, "winner": side, "choice": c}))
        elif kind is PendingKind.CHOOSE_PLAYER:
            answers += [(p, p, {"kind": kind, "player": p}) for p in pending.options]
        for key, text, decision in answers:
            button = WrapButton(text)
            button.setObjectName(f"decide_{key}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _c=False, d=decision: self.decided.emit(d))
            self._buttons.addWidget(button)
            self.buttons[key] = button
        self.show()
