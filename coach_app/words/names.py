"""Translated names of pockets, balls and placement problems.

Kept in one place so the free table, the game screens and the verdict texts name things
the same way (the federation's Russian terms, docs/glossary.md). Each string is written out
with ``QCoreApplication.translate("Names", ...)`` in full so pyside6-lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from coach_app.cueing.free_placement import BallProblem, Refusal
from coach_app.cueing.placement import PlacementProblem


def pocket_name(pocket: str) -> str:
    names = {
        "FL": QCoreApplication.translate("Names", "left corner pocket by the house"),
        "FR": QCoreApplication.translate("Names", "right corner pocket by the house"),
        "ML": QCoreApplication.translate("Names", "left middle pocket"),
        "MR": QCoreApplication.translate("Names", "right middle pocket"),
        "BL": QCoreApplication.translate("Names", "far left corner pocket"),
        "BR": QCoreApplication.translate("Names", "far right corner pocket"),
    }
    return names.get(pocket, pocket)


def ball_name(ball: str) -> str:
    if ball == "cue":
        return QCoreApplication.translate("Names", "the cue ball")
    return QCoreApplication.translate("Names", "ball %1").replace("%1", ball)


def short_ball_name(ball: str) -> str:
    """A ball in a list (a shelf, a legend): its number, or the words for the cue ball —
    never the internal id "cue"."""
    if ball == "cue":
        return QCoreApplication.translate("Names", "cue ball")
    return ball


def ball_problem_text(problem: BallProblem) -> str:
    """Why a ball dragged or added on the free table was not put there."""
    name = ball_name(problem.ball)
    if problem.refusal is Refusal.OFF_TABLE:
        return QCoreApplication.translate(
            "Names", "Not put there: %1 would be off the cloth (in a cushion, over a "
                     "pocket or past the rail).").replace("%1", name)
    return (QCoreApplication.translate(
        "Names", "Not put there: %1 would overlap %2. Balls may touch but not overlap.")
        .replace("%1", name).replace("%2", ball_name(problem.other or "")))


def placement_problem_text(problem: PlacementProblem) -> str:
    p = PlacementProblem
    if problem is p.OFF_TABLE:
        return QCoreApplication.translate("Names", "The cue ball must lie on the cloth.")
    if problem is p.OUTSIDE_HOUSE:
        return QCoreApplication.translate("Names", "The cue ball must be placed in the house.")
    if problem is p.ON_HOUSE_LINE:
        return QCoreApplication.translate(
            "Names", "The cue ball may not touch the house line: a ball on the line is "
                     "outside the house.")
    if problem is p.OUTSIDE_TEMPORARY_HOUSE:
        return QCoreApplication.translate(
            "Names", "The cue ball must be placed in the temporary house.")
    if problem is p.ON_TEMPORARY_HOUSE_LINE:
        return QCoreApplication.translate(
            "Names", "The cue ball may not touch the temporary house line.")
    return QCoreApplication.translate("Names", "The cue ball may not touch another ball.")
