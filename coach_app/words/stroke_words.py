"""A stroke in a player's words, in the interface's language (Qt's catalogue).

The words are coach_app/words/stroke_phrases.py's, spoken here through
``QCoreApplication.translate`` for the screens (Show me, Review, the computer's
explanation); the coach's PDF speaks the same functions through the shipped catalogue,
without Qt.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from coach_app.words import stroke_phrases as phrases
from simulation.stroke import Stroke

translate = QCoreApplication.translate
NBSP = phrases.NBSP
Vec = tuple[float, float]


def decimal(text: str) -> str:
    """A number as the interface's language writes it (a decimal comma in Russian)."""
    return phrases.decimal(text, translate)


def stroke_sentence(stroke: Stroke, layout: Mapping[str, Vec] | None, radius: float) -> str:
    """The stroke in a player's words, one line: cut · tip · power."""
    return phrases.stroke_sentence(stroke, layout, radius, translate)


def stroke_detail(stroke: Stroke) -> str:
    """The engine's numbers, for whoever wants them: direction, speed, tip offsets."""
    return phrases.stroke_detail(stroke, translate)
