"""The new-game dialog's «Предложить фору» row: the two players' ratings from the history
turn into a suggested фора for the chosen discipline — points in the classic games (the club
rules' 5…35), a race in the games to eight balls ("8 against 6") — with each side's chance
with and without it, and one click applies it to the dialog's fields.

The suggestion is :func:`simulation.rating.handicap.advise`'s (what ``pyramid-coach
handicap`` prints), read on the store lane so a large history never freezes the dialog.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text
from simulation.rating.handicap import Advice, Option

# Asks the history for the фора: (discipline, (first, second)) → the advice.
Advisor = Callable[[str, tuple[str, str]], Advice]


def _percent(p: float) -> str:
    return f"{100 * p:.0f}\u00a0%"  # never "51" at a line's end and "%" on the next


class HandicapRow(QWidget):
    """The button, the answer in words and «Применить». ``applied(option, names)`` asks
    the dialog to put the фора into its fields."""

    applied = Signal(object, object)

    def __init__(self, advisor: Advisor, tasks: Tasks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._advisor = advisor
        self._job = OneJob(tasks, Lane.STORE, "handicap suggestion")
        self._advice: Advice | None = None
        self._shown_names: tuple[str, str] = ("", "")
        self.suggest = QPushButton()
        self.suggest.setObjectName("suggestHandicap")
        self.apply = QPushButton()
        self.apply.setObjectName("applyHandicap")
        self.apply.setVisible(False)
        self.answer = QLabel()
        self.answer.setObjectName("handicapAnswer")
        self.answer.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.suggest)
        buttons.addWidget(self.apply)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(buttons)
        box.addWidget(self.answer)
        self.apply.clicked.connect(self._apply)
        self.retranslate()

    def ask(self, discipline: str, keys: tuple[str, str], names: tuple[str, str]) -> None:
        """Read the ratings of ``keys`` (a person's name, or ``computer:LEVEL``) and say the
        фора in terms of ``names`` (what the dialog calls the players)."""
        self._advice = None
        self.apply.setVisible(False)
        self.suggest.setEnabled(False)
        self.answer.setText(self.tr("Reading the players' ratings from the history…"))
        self._shown_names = names
        advisor = self._advisor
        self._job.start(lambda _t: advisor(discipline, keys), success=self._show,
                        failure=self._failed)

    def clear(self) -> None:
        """The discipline or the players changed: an earlier answer no longer holds."""
        self._job.shutdown()
        self._advice = None
        self.apply.setVisible(False)
        self.suggest.setEnabled(True)
        self.answer.setText("")

    def shutdown(self) -> None:
        self._job.shutdown()

    def _failed(self, error: BaseException) -> None:
        self.suggest.setEnabled(True)
        self.answer.setText(self.tr("The ratings could not be read: %1").replace(
            "%1", failure_text(error)[:200]))

    def _show(self, advice: Advice) -> None:
        self.suggest.setEnabled(True)
        self._advice = advice
        self.answer.setText(self.describe(advice))
        s = advice.suggestion
        self.apply.setVisible(s is not None and s.best.form in ("points", "race"))

    def describe(self, advice: Advice) -> str:
        """The advice in a player's words."""
        a, b = self._shown_names
        keys = advice.names
        if advice.unrated:
            who = ", ".join(self._shown_names[keys.index(k)] for k in advice.unrated)
            return self.tr("No handicap to suggest: %1 has no finished frame of this kind of "
                           "game in the history yet.").replace("%1", who)
        s = advice.suggestion
        assert s is not None
        level = s.level.chances
        ratings = self.tr("Ratings: %1 %2 ± %3, %4 %5 ± %6.")
        for k, v in (("%1", a), ("%2", f"{advice.ratings[0][0]:.0f}"),
                     ("%3", f"{advice.ratings[0][1]:.0f}"), ("%4", b),
                     ("%5", f"{advice.ratings[1][0]:.0f}"), ("%6", f"{advice.ratings[1][1]:.0f}")):
            ratings = ratings.replace(k, v)
        without = (self.tr("Without a handicap: %1 %2, %3 %4.")
                   .replace("%1", a).replace("%2", _percent(level[0]))
                   .replace("%3", b).replace("%4", _percent(level[1])))
        if s.best.form == "none":
            if s.reason in ("no_form", "no_unit"):
                return (ratings + " " + without + " "
                        + self.tr("This discipline has no handicap in the rules."))
            return ratings + " " + without + " " + self.tr("Play level: no handicap is fairer.")
        return ratings + " " + self._option_text(s.best) + " " + without

    def _option_text(self, option: Option) -> str:
        assert option.receiver is not None
        who = self._shown_names[option.receiver]
        with_ = option.chances
        if option.form == "points":
            text = self.tr("Suggested handicap: %1 starts with %2 points.").replace(
                "%1", who).replace("%2", str(option.amount))
        else:
            text = self.tr("Suggested handicap: %1 needs %2 balls, the other 8.").replace(
                "%1", who).replace("%2", str(option.amount))
        return text + " " + (self.tr("With it: %1 %2, %3 %4.")
                             .replace("%1", self._shown_names[0]).replace("%2", _percent(with_[0]))
                             .replace("%3", self._shown_names[1])
                             .replace("%4", _percent(with_[1])))

    def retranslate(self) -> None:
        self.suggest.setText(self.tr("Suggest a handicap from the ratings"))
        self.suggest.setToolTip(self.tr("From every finished frame of these two players in "
                                        "the history (real table and screen)"))
        self.apply.setText(self.tr("Apply"))
        if self._advice is not None:
            self.answer.setText(self.describe(self._advice))

    def _apply(self) -> None:
        if self._advice is not None and self._advice.suggestion is not None:
            self.applied.emit(self._advice.suggestion.best, self._shown_names)
