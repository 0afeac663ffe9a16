"""The editor's form: names and instructions in both languages, and the drill's settings.

Only widgets and their conversion to and from plain drill data (the format of
docs/drills.md); what is on the table (balls, zone, pockets, order) comes from the editor's
table and is merged in by :meth:`DrillForm.data`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from coach_app.game.texts import discipline_name
from coach_app.practice.texts import category_name, cue_choice, goal_kind_name, scoring_name
from drills.model import CATEGORIES, CUE_PLACEMENTS, GOAL_KINDS, LEVELS, SCORING_MODES
from simulation.rules.state import DISCIPLINES

#: Goal fields each kind takes from the form (the table supplies pockets, order, zone).
BALL_GOALS = ("pot", "cue_pot", "position")


def _combo(name: str, values: tuple[str, ...]) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    # As narrow as the form's column allows, not as wide as its longest entry: sized to
    # its entries the Russian form («Комбинированная пирамида», the scoring modes) was
    # wider than the panel at 1024 px and scrolled sideways.
    # (its size hint stays its entries': the form asks for that room when there is some).
    combo.setMinimumWidth(120)
    for v in values:
        combo.addItem(v, v)
    return combo


def _spin(name: str, lo: int, hi: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(lo, hi)
    spin.setValue(value)
    return spin


def _text(name: str) -> QPlainTextEdit:
    edit = QPlainTextEdit()
    edit.setObjectName(name)
    edit.setMaximumHeight(64)
    edit.setTabChangesFocus(True)
    return edit


def set_data(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class DrillForm(QWidget):
    """``changed`` after any edit (the editor redraws the goal and clears old problems)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drill_id = QLineEdit()
        self.drill_id.setObjectName("drillId")
        self.title_ru = QLineEdit()
        self.title_ru.setObjectName("titleRu")
        self.title_en = QLineEdit()
        self.title_en.setObjectName("titleEn")
        self.text_ru = _text("instructionsRu")
        self.text_en = _text("instructionsEn")
        self.category = _combo("category", CATEGORIES)
        self.level = _spin("level", LEVELS[0], LEVELS[1], 1)
        self.discipline = _combo("discipline", DISCIPLINES)
        self.cue = _combo("cuePlacement", CUE_PLACEMENTS)
        self.goal = _combo("goalKind", GOAL_KINDS)
        self.ball = QComboBox()
        self.ball.setObjectName("goalBall")
        self.attempts = _spin("attempts", 1, 100, 5)
        self.scoring = _combo("scoring", SCORING_MODES)
        self.points = _spin("points", 0, 1000, 1)
        self.min_cushion = _spin("minCushion", 0, 15, 0)
        self.min_pocketed = _spin("minPocketed", 0, 15, 0)
        score_row = QHBoxLayout()
        score_row.addWidget(self.scoring, 1)
        score_row.addWidget(self.points)
        break_row = QHBoxLayout()
        break_row.addWidget(self.min_cushion)
        break_row.addWidget(self.min_pocketed)
        self.form = QFormLayout(self)
        self.labels: dict[str, QLabel] = {}
        rows: tuple[tuple[str, QWidget | QHBoxLayout], ...] = (
            ("id", self.drill_id), ("title_ru", self.title_ru), ("title_en", self.title_en),
            ("text_ru", self.text_ru), ("text_en", self.text_en),
            ("category", self.category), ("level", self.level),
            ("discipline", self.discipline), ("cue", self.cue), ("goal", self.goal),
            ("ball", self.ball), ("break", break_row), ("attempts", self.attempts),
            ("scoring", score_row),
        )
        for key, field in rows:
            label = QLabel()
            self.labels[key] = label
            self.form.addRow(label, field)
        for edit in (self.drill_id, self.title_ru, self.title_en):
            edit.textChanged.connect(lambda _t: self.changed.emit())
        for plain in (self.text_ru, self.text_en):
            plain.textChanged.connect(self.changed)
        for combo in (self.category, self.discipline, self.cue, self.goal, self.ball,
                      self.scoring):
            combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
        for spin in (self.level, self.attempts, self.points, self.min_cushion,
                     self.min_pocketed):
            spin.valueChanged.connect(lambda _v: self.changed.emit())
        self.goal.currentIndexChanged.connect(lambda _i: self._goal_rows())
        self.retranslate()

    def goal_kind(self) -> str:
        return str(self.goal.currentData())

    def set_balls(self, balls: list[str]) -> None:
        """Offer the object balls on the table as the goal ball (kept if still there)."""
        current = self.ball.currentData()
        self.ball.blockSignals(True)
        self.ball.clear()
        self.ball.addItem(self.tr("none"), "")
        for b in balls:
            self.ball.addItem(b, b)
        index = self.ball.findData(current)
        self.ball.setCurrentIndex(index if index >= 0 else min(1, self.ball.count() - 1))
        self.ball.blockSignals(False)

    def _goal_rows(self) -> None:
        kind = self.goal_kind()
        for key, visible in (("ball", kind in BALL_GOALS), ("break", kind == "break")):
            self.form.setRowVisible(self.labels[key], visible)

    def data(self) -> dict[str, Any]:
        """Everything but the table's part, as drill data."""
        goal: dict[str, Any] = {"type": self.goal_kind()}
        ball = self.ball.currentData()
        if self.goal_kind() in BALL_GOALS and ball:
            goal["ball"] = ball
        if self.goal_kind() == "break":
            for key, spin in (("min_cushion_balls", self.min_cushion),
                              ("min_pocketed", self.min_pocketed)):
                if spin.value():
                    goal[key] = spin.value()
        return {
            "id": self.drill_id.text().strip(),
            "title": {"ru": self.title_ru.text().strip(), "en": self.title_en.text().strip()},
            "instructions": {"ru": self.text_ru.toPlainText().strip(),
                             "en": self.text_en.toPlainText().strip()},
            "category": self.category.currentData(), "level": self.level.value(),
            "discipline": self.discipline.currentData(), "cue": self.cue.currentData(),
            "attempts": self.attempts.value(), "goal": goal,
            "scoring": {"mode": self.scoring.currentData(), "points": self.points.value()},
        }

    def load(self, data: Mapping[str, Any]) -> None:
        """Fill the form from drill data (a drill being edited or a fresh one)."""
        self.drill_id.setText(str(data.get("id", "")))
        title, text = data.get("title", {}), data.get("instructions", {})
        self.title_ru.setText(title.get("ru", ""))
        self.title_en.setText(title.get("en", ""))
        self.text_ru.setPlainText(text.get("ru", ""))
        self.text_en.setPlainText(text.get("en", ""))
        set_data(self.category, data.get("category", "other"))
        self.level.setValue(int(data.get("level", 1)))
        set_data(self.discipline, data.get("discipline", "combined"))
        set_data(self.cue, data.get("cue", "fixed"))
        goal = data.get("goal", {})
        set_data(self.goal, goal.get("type", "pot"))
        set_data(self.ball, goal.get("ball", ""))
        self.min_cushion.setValue(int(goal.get("min_cushion_balls", 0)))
        self.min_pocketed.setValue(int(goal.get("min_pocketed", 0)))
        self.attempts.setValue(int(data.get("attempts", 5)))
        scoring = data.get("scoring", {})
        set_data(self.scoring, scoring.get("mode", "success"))
        self.points.setValue(int(scoring.get("points", 1)))
        self._goal_rows()

    def retranslate(self) -> None:
        texts = {
            "id": self.tr("Id"), "title_ru": self.tr("Title (Russian)"),
            "title_en": self.tr("Title (English)"),
            "text_ru": self.tr("Instructions (Russian)"),
            "text_en": self.tr("Instructions (English)"), "category": self.tr("Category"),
            "level": self.tr("Level"), "discipline": self.tr("Rules"),
            "cue": self.tr("Cue ball"), "goal": self.tr("Goal"), "ball": self.tr("Goal ball"),
            "break": self.tr("Cushions · pocketed"), "attempts": self.tr("Attempts a set"),
            "scoring": self.tr("Scoring · points"),
        }
        for key, label in self.labels.items():
            label.setText(texts[key])
        self.drill_id.setToolTip(self.tr("The drill's key in the pack file, in any letters "
                                         "or left empty: a Latin one is made from it or "
                                         "from the title when you save"))
        self.drill_id.setPlaceholderText(self.tr("made from the title"))
        names = ((self.category, category_name), (self.discipline, discipline_name),
                 (self.cue, cue_choice), (self.goal, goal_kind_name),
                 (self.scoring, scoring_name))
        for combo, name in names:
            for i in range(combo.count()):
                combo.setItemText(i, name(str(combo.itemData(i))))
        if self.ball.count():
            self.ball.setItemText(0, self.tr("none"))
        self.min_cushion.setToolTip(self.tr("Balls that must reach a cushion"))
        self.min_pocketed.setToolTip(self.tr("Balls that must be pocketed"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "labels"):
            self.retranslate()
        super().changeEvent(event)
