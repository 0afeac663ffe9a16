"""The weak-spot set on the Practice page: the evidence for each weak cell in words, and the
personal pack built from it.

The analysis is coach_app/services/weak_spots.py's (the same as ``drills weak``): the
cut x distance cells a player pots below his own trend, with the evidence of each as
data. This page says that evidence as a coach would («Cuts of 30–45° from 1–1.5 m: 5 of
20 potted, 25 %; your own trend elsewhere predicts 60 %…»), then offers the set; the
Practice page (coach_app/practice/screen.py) runs the analysis off the UI thread and
writes the pack into the player's drills folder.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from coach_app.words.stroke_words import decimal
from drills.weakspots import MIN_COUNT

translate = QCoreApplication.translate
#: Weak cells a set drills (the ``drills weak`` default): the strongest evidence first.
CELLS_USED = 2


def _number(value: float, digits: int) -> str:
    """A decimal in the interface's language («1,5 м», "1.5 m")."""
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    return decimal(text)


def cell_evidence(cell: Mapping[str, Any]) -> str:
    """One weak cell's evidence in a sentence or two (``WeakCell.to_json``'s fields)."""
    cut, dist = cell["cut_deg"], cell["distance_m"]
    count = int(cell["count"])
    rate, expected = float(cell["pot_rate"]), float(cell["expected_rate"])
    potted = int(cell.get("potted", round(rate * count)))
    sigma = float(cell.get("z", cell.get("score", 0.0)))
    text = translate(
        "WeakSpots", "Cuts of %1–%2° from %3–%4 m: %5 of %6 potted (%7 %); your own trend "
        "elsewhere predicts %8 %, a gap of %9 standard errors.").replace(
        "%1", _number(cut[0], 0)).replace("%2", _number(cut[1], 0)).replace(
        "%3", _number(dist[0], 1)).replace("%4", _number(dist[1], 1)).replace(
        "%5", str(potted)).replace("%6", str(count)).replace(
        "%7", f"{100 * rate:.0f}").replace("%8", f"{100 * expected:.0f}").replace(
        "%9", _number(sigma, 1))
    bias = cell.get("bias_deg")
    if isinstance(bias, (int, float)) and abs(bias) >= 0.02:
        words = (translate("WeakSpots", "Here you overcut by %1° on average.") if bias > 0
                 else translate("WeakSpots", "Here you undercut by %1° on average."))
        text += " " + words.replace("%1", _number(abs(bias), 2))
    return text


def nothing_found(attempts: int, tested: int, closest: Mapping[str, Any] | None) -> str:
    """Why no set is offered: too few pots to test any cell (``tested`` 0), or no cell
    clearly below the trend."""
    if not tested:
        return translate("WeakSpots", "Only %1 pot attempts are in your history: no cut and "
                                      "distance has the %2 attempts it takes to tell a weak "
                                      "spot from chance. Play a few frames or potting drills "
                                      "and look again.").replace(
            "%1", str(attempts)).replace("%2", str(MIN_COUNT))
    text = translate("WeakSpots", "No weak spot stands out: in %1 pot attempts no cut and "
                                  "distance is potted clearly below your own trend, so "
                                  "there is nothing to single out.").replace("%1",
                                                                             str(attempts))
    if closest:
        text += "\n\n" + translate("WeakSpots", "The nearest to one:") + " " + \
            cell_evidence(closest)
    return text


class WeakSpotsPage(QWidget):
    """The evidence, then "Start the set" (its first drill) or "Back to the drills"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("weakSpotsPage")
        self.heading = QLabel()
        self.heading.setObjectName("weakSpotsHeading")
        self.heading.setWordWrap(True)
        font = QFont()
        font.setPointSize(16)
        font.setBold(True)
        self.heading.setFont(font)
        self.evidence = QLabel()
        self.evidence.setObjectName("weakSpotsEvidence")
        self.evidence.setWordWrap(True)
        big = QFont()
        big.setPointSize(11)
        self.evidence.setFont(big)
        self.start = QPushButton()
        self.start.setObjectName("weakSpotsStart")
        self.start.setMinimumHeight(40)
        self.back = QPushButton()
        self.back.setObjectName("weakSpotsBack")
        self.back.setMinimumHeight(40)
        buttons = QHBoxLayout()
        # The same set at a real table, each attempt entered by hand (table_page.py).
        self.at_table = QPushButton()
        self.at_table.setObjectName("weakSpotsAtTable")
        self.at_table.setMinimumHeight(40)
        buttons.addWidget(self.start, 2)
        buttons.addWidget(self.at_table, 2)
        buttons.addWidget(self.back, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addWidget(self.evidence)
        box.addStretch(1)
        box.addLayout(buttons)
        self._found: Mapping[str, Any] | None = None
        self._problem = ""
        self._pack_title = ""
        self.retranslate()

    def show_busy(self) -> None:
        self._found, self._problem = None, ""
        self.retranslate()

    def show_found(self, found: Mapping[str, Any], pack_title: str) -> None:
        """``found``: ``weak_spot_pack``'s answer; ``pack_title`` the set's name on the
        drill list (empty: no set)."""
        self._found, self._problem, self._pack_title = found, "", pack_title
        self.retranslate()

    def show_problem(self, text: str) -> None:
        self._found, self._problem = None, text
        self.retranslate()

    def cells(self) -> Sequence[Mapping[str, Any]]:
        return list(self._found.get("cells") or ()) if self._found else []

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Train weak spots"))
        self.back.setText(self.tr("Back to the drills"))
        self.at_table.setText(self.tr("At a real table"))
        self.start.setText(self.tr("Start the set"))
        found = self._found
        if self._problem:
            self.evidence.setText(self._problem)
            self.start.setEnabled(False)
            self.at_table.setEnabled(False)
            return
        if found is None:
            self.evidence.setText(self.tr("Reading your pot attempts from the history…"))
            self.start.setEnabled(False)
            self.at_table.setEnabled(False)
            return
        pack = found.get("pack") or {}
        drills = pack.get("drills") or []
        cells = self.cells()[:CELLS_USED]
        if not drills:
            tested = found.get("tested", len(found.get("cells") or ()))
            self.evidence.setText(nothing_found(int(found.get("attempts", 0)), int(tested),
                                                found.get("closest")))
            self.start.setEnabled(False)
            self.at_table.setEnabled(False)
            return
        lines = [self.tr("From %1 pot attempts in your history:").replace(
            "%1", str(found.get("attempts", 0)))]
        lines += [f"{k}. {cell_evidence(c)}" for k, c in enumerate(cells, start=1)]
        lines.append(self.tr("The set \"%1\" (%2 drills, in your drills) lays out shots "
                             "inside these cells; play it, then look again after a few "
                             "sessions.").replace("%1", self._pack_title).replace(
            "%2", str(len(drills))))
        self.evidence.setText("\n\n".join(lines))
        self.start.setEnabled(True)
        self.at_table.setEnabled(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "start"):
            self.retranslate()
        super().changeEvent(event)
