"""The one-line account of a free-table shot: what went in, what left the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from coach_app.words.names import ball_name, pocket_name
from simulation.events import ShotResult


def shot_summary(result: ShotResult, cue_gone: bool) -> str:
    """What a free-table shot did, in one line (strings keep the FreeTableScreen context)."""
    if result.pocketed:
        parts = [QCoreApplication.translate("FreeTableScreen", "%1 into the %2")
                 .replace("%1", ball_name(p.ball)).replace("%2", pocket_name(p.pocket))
                 for p in result.pocketed]
        text = QCoreApplication.translate("FreeTableScreen", "Pocketed: %1.").replace(
            "%1", "; ".join(parts))
    else:
        text = QCoreApplication.translate("FreeTableScreen", "No ball pocketed.")
    if result.off_table:
        text += " " + QCoreApplication.translate("FreeTableScreen", "Off the table: %1.").replace(
            "%1", ", ".join(ball_name(b) for b in result.off_table))
    if cue_gone:
        text += " " + QCoreApplication.translate(
            "FreeTableScreen", "The cue ball is in hand in the house.")
    return text
